//! Just One More Contract's persons and ships mixed into the base game without its contracts
//! (Big Box ES "Solo un contrato más", Big Box CS "Kontrakty"), clause by clause; readings in
//! `docs/rulings.md` BB9–BB12 and BB19.

mod common;

use common::*;
use islas_core::{ConfigSpec, Game, Seed};
use islas_port_royal::{
    CONTRACT_CARDS, CoinReason, Config, Event, GAMBLER_CARDS, Mode, Phase, PortRoyal,
    SET_SAIL_CARDS, SET_SAIL_GAME,
};

fn contracts(players: u8) -> Setup {
    table(players).with_contract_cards()
}

fn count_ids(g: &PortRoyal, keep: impl Fn(&str) -> bool) -> usize {
    g.all_cards().iter().filter(|&&c| keep(card_id(c))).count()
}

/// "Si quieres puedes añadir las nuevas profesiones y los barcos sin necesidad de incluir los
/// contratos" / "Nové postavy i lodě můžete použít i ve hře bez karet kontraktů": the 5 clerks,
/// 4 gunners, 5 vice admirals and 10 ships shuffled into the base game's 120 cards, with or
/// without Set Sail's marked cards and the Gambler.
#[test]
fn the_new_persons_and_ships_are_shuffled_in_without_the_contracts() {
    let config = Config::from_options(3, &[CONTRACT_CARDS]).unwrap();
    assert!(config.contract_cards);
    assert_eq!(config.options(), [CONTRACT_CARDS]);
    let g = PortRoyal::setup(&config, Seed::from_u64(4)).unwrap();
    assert_eq!(g.all_cards().len(), 144);
    assert_eq!(count_ids(&g, |id| id.starts_with("clerk-")), 5);
    assert_eq!(count_ids(&g, |id| id.starts_with("gunner-")), 4);
    assert_eq!(count_ids(&g, |id| id.starts_with("vice-admiral-")), 5);
    assert_eq!(count_ids(&g, |id| id.ends_with("-gift")), 5);
    assert_eq!(count_ids(&g, |id| id.starts_with("contract-")), 5);
    assert_eq!(
        g.boxed().len(),
        1,
        "the 5-player expedition stays in the box"
    );

    let all = Config::from_options(5, &[SET_SAIL_CARDS, GAMBLER_CARDS, CONTRACT_CARDS]).unwrap();
    assert_eq!(
        Config::from_options(5, &all.written_options()).unwrap(),
        all
    );
    let json = serde_json::to_string(&all).unwrap();
    assert_eq!(serde_json::from_str::<Config>(&json).unwrap(), all);
    assert_eq!(
        PortRoyal::setup(&all, Seed::from_u64(4))
            .unwrap()
            .all_cards()
            .len(),
        120 + 20 + 4 + 24
    );

    // Records made before the option read as without it, and it is written only when on.
    let old: Config = serde_json::from_str(r#"{"players":3}"#).unwrap();
    assert!(!old.contract_cards);
    assert!(
        !serde_json::to_string(&Config::new(3))
            .unwrap()
            .contains("contract")
    );

    // Not with Set Sail on its own (BB3).
    assert!(Config::from_options(3, &[SET_SAIL_GAME, CONTRACT_CARDS]).is_err());
    let mut alone = Config::new(3);
    alone.mode = Mode::SetSail;
    alone.contract_cards = true;
    assert!(PortRoyal::setup(&alone, Seed::from_u64(4)).is_err());
}

// ----- the clerk ------------------------------------------------------------------------------

/// "Por cada vendedor del mismo color que un barco con el que comercies … puedes tomar 1 carta
/// adicional del puerto": one colour gives 1 card; trading the blue ship with the blue clerk
/// allows one more.
#[test]
fn a_clerk_allows_one_more_card_after_trading_a_ship_of_its_colour() {
    let mut t = contracts(2)
        .seat(0, 3, &["clerk-blue"])
        .coins(1, 5)
        .deck(&["blue-2-2", "sailor-3", "priest"])
        .deal();
    t.draw_and_stop(3);
    assert_eq!(t.phase(), Phase::Take { seat: 0, left: 1 });
    t.play("take blue-2-2");
    assert_eq!(t.phase(), Phase::Take { seat: 0, left: 1 });
    assert_eq!(t.coins(0), 5);
    t.play("take sailor-3");
    assert_eq!(t.display(0), ["clerk-blue", "sailor-3"]);
    assert_eq!(t.phase(), Phase::Take { seat: 1, left: 1 });
}

/// "del mismo color": a ship of another colour gives no extra card.
#[test]
fn a_ship_of_another_colour_gives_no_extra_card() {
    let mut t = contracts(2)
        .seat(0, 3, &["clerk-green"])
        .coins(1, 5)
        .deck(&["blue-2-2", "sailor-3", "priest"])
        .deal();
    t.draw_and_stop(3);
    t.play("take blue-2-2");
    assert_eq!(t.phase(), Phase::Take { seat: 1, left: 1 });
}

/// "1 carta adicional … siguiendo las reglas normales": the clerk's card comes on top of the
/// cards for the colours and the governor's.
#[test]
fn the_clerks_card_adds_to_the_governors() {
    let mut t = contracts(2)
        .seat(0, 3, &["clerk-blue", "governor"])
        .deck(&["blue-2-2", "sailor-3", "priest"])
        .deal();
    t.draw_and_stop(3);
    assert_eq!(t.phase(), Phase::Take { seat: 0, left: 2 });
    t.play("take blue-2-2");
    assert_eq!(t.phase(), Phase::Take { seat: 0, left: 2 });
}

/// The clerk acts on the trade, not at the start of the phase: one hired earlier in the same take
/// counts for a ship of its colour traded after it (BB12).
#[test]
fn a_clerk_hired_in_the_take_counts_for_a_ship_traded_after_it() {
    let mut t = contracts(2)
        .seat(0, 8, &["governor"])
        .deck(&["clerk-blue", "blue-2-2", "sailor-3"])
        .deal();
    t.draw_and_stop(3);
    assert_eq!(t.phase(), Phase::Take { seat: 0, left: 2 });
    t.play("take clerk-blue");
    assert_eq!(t.phase(), Phase::Take { seat: 0, left: 1 });
    t.play("take blue-2-2");
    assert_eq!(t.phase(), Phase::Take { seat: 0, left: 1 });
    t.play("take sailor-3");
    assert_eq!(t.display(0), ["governor", "clerk-blue", "sailor-3"]);
    assert_eq!(t.coins(0), 8 - 6 + 2 - 3);
}

/// "si no eres el jugador activo, deberás pagarle al jugador activo 1 moneda por cada carta que
/// tomes del puerto": a player who is not active trades the green ship with the green clerk, then
/// hires with the extra card, paying the active player for both.
#[test]
fn a_player_who_is_not_active_pays_the_active_player_for_the_clerks_card_too() {
    let mut t = contracts(2)
        .seat(1, 5, &["clerk-green"])
        .deck(&["green-2-3", "sailor-3", "priest"])
        .deal();
    t.draw_and_stop(3);
    t.play("pass");
    assert_eq!(t.phase(), Phase::Take { seat: 1, left: 1 });
    t.play("take green-2-3");
    assert_eq!((t.coins(1), t.coins(0)), (5 + 2 - 1, 3 + 1));
    assert_eq!(t.phase(), Phase::Take { seat: 1, left: 1 });
    t.play("take sailor-3");
    assert_eq!((t.coins(1), t.coins(0)), (6 - 3 - 1, 4 + 1));
    assert_eq!(t.display(1), ["clerk-green", "sailor-3"]);
}

// ----- the gunner -----------------------------------------------------------------------------

/// "por cada artillera en tu reserva obtienes 1 moneda menos que el número total de barcos en el
/// puerto al comienzo de la fase": two gunners and three ships are 2 × 2 coins; the next taker
/// counts the ships left at the start of their own take (BB10).
#[test]
fn each_gunner_pays_the_ships_in_the_harbour_minus_one() {
    let mut t = contracts(2)
        .seat(0, 3, &["gunner-4", "gunner-6"])
        .seat(1, 3, &["gunner-8"])
        .deck(&["yellow-1-1", "blue-1-1", "green-1-1", "sailor-3"])
        .deal();
    for _ in 0..4 {
        t.play("draw");
    }
    let events = t.play("stop");
    assert_eq!(earned(&events, 0, CoinReason::Gunner), 2 * (3 - 1));
    assert_eq!(t.coins(0), 3 + 4);
    let events = t.play("take yellow-1-1");
    assert_eq!(earned(&events, 1, CoinReason::Gunner), 2 - 1);
    assert_eq!(t.coins(1), 3 + 1);
}

/// One ship pays nothing, and no ship does not cost a coin.
#[test]
fn a_gunner_pays_nothing_for_one_ship_or_none() {
    for (deck, ships) in [(&["yellow-1-1", "sailor-3"][..], 1), (&["sailor-3"][..], 0)] {
        let mut t = contracts(2).seat(0, 3, &["gunner-4"]).deck(deck).deal();
        t.draw_and_stop(deck.len());
        assert_eq!(t.coins(0), 3, "{ships} ship(s)");
        assert!(matches!(t.phase(), Phase::Take { seat: 0, .. }));
    }
}

/// "Una artillera recién contratada no te proporcionará monedas": hired in phase 2, she pays
/// from the start of her owner's next take.
#[test]
fn a_newly_hired_gunner_pays_from_the_next_take() {
    let mut t = contracts(2)
        .seat(0, 4, &[])
        .deck(&["gunner-4", "yellow-1-1", "blue-1-1", "red-1-1", "green-1-1"])
        .deal();
    t.draw_and_stop(3);
    let events = t.play("take gunner-4");
    assert_eq!(earned(&events, 0, CoinReason::Gunner), 0);
    assert_eq!(t.coins(0), 0);
    t.finish_turn();
    assert_eq!(t.active(), 1);
    t.draw_and_stop(2);
    let events = t.play("pass");
    assert_eq!(
        earned(&events, 0, CoinReason::Gunner),
        1,
        "two ships: 1 coin"
    );
}

// ----- the vice admiral -----------------------------------------------------------------------

/// "Si hay 3 o 4 cartas en el puerto, cuando te toque tomar cartas del puerto al comienzo de la
/// fase 2 … obtienes de inmediato 1 moneda por cada vicealmirante": 2 and 5 cards pay nothing.
#[test]
fn vice_admirals_pay_one_coin_each_for_three_or_four_harbour_cards() {
    let persons = ["sailor-3", "priest", "settler", "captain", "jack"];
    for (cards, coins) in [(2, 0), (3, 2), (4, 2), (5, 0)] {
        let mut t = contracts(2)
            .seat(0, 3, &["vice-admiral-5", "vice-admiral-7"])
            .deck(&persons[..cards])
            .deal();
        for _ in 0..cards {
            t.play("draw");
        }
        let events = t.play("stop");
        assert_eq!(
            earned(&events, 0, CoinReason::ViceAdmiral),
            coins,
            "{cards} cards in the harbour"
        );
    }
}

/// "las cartas de impuestos y de expedición no cuentan como cartas del puerto".
#[test]
fn an_expedition_is_not_a_harbour_card_for_the_vice_admiral() {
    let mut t = contracts(2)
        .seat(0, 3, &["vice-admiral-5"])
        .deck(&["sailor-3", "priest", "exp-AA"])
        .deal();
    t.draw_and_stop(3);
    assert_eq!(t.expeditions(), ["exp-AA"]);
    assert_eq!(t.coins(0), 3);
}

/// "El resto de jugadores, aunque no sean el jugador activo, también obtienen … por cada
/// vicealmirante" — 1 coin each, as the Czech "po 1 minci … platí pro aktivní i neaktivní
/// hráče" says and the Spanish first sentence does (BB9), counted at the start of their take.
#[test]
fn a_player_who_is_not_active_gets_one_coin_per_vice_admiral_too() {
    let mut t = contracts(2)
        .seat(0, 10, &[])
        .seat(1, 3, &["vice-admiral-9"])
        .deck(&["sailor-3", "priest", "settler", "captain"])
        .deal();
    t.draw_and_stop(4);
    let events = t.play("take priest");
    assert_eq!(t.harbour().len(), 3);
    assert_eq!(earned(&events, 1, CoinReason::ViceAdmiral), 1);
    assert_eq!(t.coins(1), 4);
}

/// "Un vicealmirante recién contratado no te proporcionará monedas".
#[test]
fn a_newly_hired_vice_admiral_pays_nothing_in_the_same_phase() {
    let mut t = contracts(3)
        .seat(0, 5, &[])
        .deck(&["vice-admiral-5", "sailor-3", "priest", "settler"])
        .deal();
    t.draw_and_stop(4);
    let events = t.play("take vice-admiral-5");
    assert_eq!(earned(&events, 0, CoinReason::ViceAdmiral), 0);
    assert_eq!(t.coins(0), 0);
}

// ----- the ships ------------------------------------------------------------------------------

/// "además de las 3 monedas que obtienes al tomar el barco del puerto, otro jugador de tu
/// elección también obtiene 1 moneda (… las monedas se obtienen del mazo de juego …)": the taker
/// names one of the other players; not themselves, not a seat that is not at the table.
#[test]
fn the_taker_of_the_gift_ship_names_another_player_who_gets_one_coin() {
    let mut t = contracts(3)
        .coins(1, 5)
        .deck(&["red-3-6-gift", "sailor-3"])
        .deal();
    t.draw_and_stop(2);
    let deck = t.deck_len();
    t.play("take red-3-6-gift");
    assert_eq!(t.coins(0), 3 + 3);
    assert_eq!(t.phase(), Phase::Gift { seat: 0, left: 0 });
    assert_eq!(t.to_act(), Some(0));
    assert_eq!(t.legal(), ["give 1", "give 2"]);
    assert_eq!(t.refuse("give 0").key, "not-another-player");
    assert_eq!(t.refuse("give 3").key, "not-another-player");
    assert_eq!(t.refuse("pass").key, "wrong-phase");
    let events = t.play("give 2");
    assert_eq!(earned(&events, 2, CoinReason::Gift), 1);
    assert_eq!((t.coins(0), t.coins(1), t.coins(2)), (6, 5, 4));
    assert_eq!(t.deck_len(), deck - 3 - 1, "every coin comes from the deck");
    assert_eq!(t.phase(), Phase::Take { seat: 1, left: 1 });
}

/// With two players there is one other player: the coin goes to them at once (BB11). A trader of
/// the ship's colour adds his coin to the taker's as in any trade.
#[test]
fn with_two_players_the_coin_goes_to_the_other_at_once() {
    let mut t = contracts(2)
        .seat(0, 3, &["trader-yellow-3"])
        .deck(&["yellow-3-4-gift", "sailor-3"])
        .deal();
    t.draw_and_stop(2);
    let events = t.play("take yellow-3-4-gift");
    assert_eq!(earned(&events, 1, CoinReason::Gift), 1);
    assert_eq!((t.coins(0), t.coins(1)), (3 + 3 + 1, 3 + 1));
    assert_eq!(t.phase(), Phase::Take { seat: 1, left: 1 });
}

/// "también debes pagarle al jugador activo 1 moneda si no eres el jugador activo": a taker who
/// is not active pays the active player, and may give the coin to the active player too.
#[test]
fn a_player_who_is_not_active_pays_and_may_give_the_coin_to_the_active_player() {
    let mut t = contracts(3)
        .coins(2, 5)
        .deck(&["blue-3-5-gift", "sailor-3"])
        .deal();
    t.draw_and_stop(2);
    t.play("pass");
    t.play("take blue-3-5-gift");
    assert_eq!((t.coins(1), t.coins(0)), (3 + 3 - 1, 3 + 1));
    assert_eq!(t.legal(), ["give 2", "give 0"], "turn order from the giver");
    t.play("give 0");
    assert_eq!(t.coins(0), 5);
    assert_eq!(t.phase(), Phase::Take { seat: 2, left: 1 });
}

/// A gift ship of the clerk's colour: the coin is given, then the clerk's card is taken.
#[test]
fn a_gift_ship_of_the_clerks_colour_gives_both() {
    let mut t = contracts(3)
        .seat(0, 3, &["clerk-green"])
        .deck(&["green-3-3-gift", "sailor-3"])
        .deal();
    t.draw_and_stop(2);
    t.play("take green-3-3-gift");
    assert_eq!(t.phase(), Phase::Gift { seat: 0, left: 1 });
    t.play("give 1");
    assert_eq!(t.phase(), Phase::Take { seat: 0, left: 1 });
    t.play("take sailor-3");
    assert_eq!(t.display(0), ["clerk-green", "sailor-3"]);
}

/// "Uno de esos barcos tiene un efecto nuevo": the other new ship of each colour is an ordinary
/// ship (1 coin).
#[test]
fn the_other_new_ship_is_an_ordinary_ship() {
    let mut t = contracts(3)
        .coins(1, 5)
        .deck(&["contract-black-1-2", "sailor-3"])
        .deal();
    t.draw_and_stop(2);
    let events = t.play("take contract-black-1-2");
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::Traded { coins: 1, .. }))
    );
    assert_eq!(t.coins(0), 4);
    assert_eq!(t.phase(), Phase::Take { seat: 1, left: 1 });
}
