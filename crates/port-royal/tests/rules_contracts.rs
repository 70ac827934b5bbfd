//! Just One More Contract's competitive contracts (Big Box ES "Solo un contrato más", modo
//! competitivo and "Información de los contratos"; Big Box CS "Kontrakty", soutěžní režim and
//! "Podrobnosti a vysvětlivky ke kartám kontraktů"), clause by clause and with the rulebook's
//! example; readings in `docs/rulings.md` BB7, BB8 and BB13–BB17, BB20, BB21.

mod common;

use common::*;
use islas_core::{ConfigSpec, Game, Seed};
use islas_port_royal::big_box::CONTRACTS;
use islas_port_royal::contracts::{CUBES, contract_index};
use islas_port_royal::deck::face_by_any_id;
use islas_port_royal::{
    Action, COMPETITIVE_CONTRACTS, CONTRACT_CARDS, CoinReason, Config, Event, Mode, Phase,
    PortRoyal, SET_SAIL_GAME,
};

fn id(name: &str) -> u8 {
    contract_index(name).unwrap()
}

/// The contract completions in `events`: (seat, contract id, box from 1, coins, influence).
fn completions(events: &[Event]) -> Vec<(u8, &'static str, u8, u8, u8)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::ContractCompleted {
                seat,
                contract,
                place,
                coins,
                influence,
                ..
            } => Some((
                *seat,
                CONTRACTS[*contract as usize].id,
                place + 1,
                *coins,
                *influence,
            )),
            _ => None,
        })
        .collect()
}

/// "Baraja los 16 contratos restantes, coloca 4 contratos bocarriba … cada jugador toma 3
/// cubos": the option `contracts` deals 4 different contracts face up and nobody has placed a
/// cube. *"si utilizas los contratos, es necesario añadir también las nuevas profesiones y los
/// barcos"*: the deck is the one of `contract-cards`, 120 + 24 cards (BB19).
#[test]
fn four_contracts_face_up_and_three_cubes_each() {
    let config = Config::from_options(4, &[COMPETITIVE_CONTRACTS]).unwrap();
    assert!(config.contracts);
    assert_eq!(config.options(), [COMPETITIVE_CONTRACTS]);
    let json = serde_json::to_string(&config).unwrap();
    assert_eq!(serde_json::from_str::<Config>(&json).unwrap(), config);
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..40 {
        let g = PortRoyal::setup(&config, Seed::from_u64(seed)).unwrap();
        let table = g.contracts().unwrap();
        let mut up: Vec<u8> = table.slots.iter().map(|s| s.contract).collect();
        seen.extend(up.iter().copied());
        up.sort_unstable();
        up.dedup();
        assert_eq!(up.len(), 4);
        for seat in 0..4 {
            assert_eq!(table.cubes_used(seat), 0);
            assert_eq!(g.contract_influence(seat), 0);
        }
        assert_eq!(g.all_cards().len(), 144);
    }
    assert_eq!(seen.len(), 16, "every contract can be dealt");
    // The same seed deals the same cards as with the expansion's cards alone.
    let cards = Config::from_options(4, &[CONTRACT_CARDS]).unwrap();
    let plain = PortRoyal::setup(&cards, Seed::from_u64(7)).unwrap();
    let with = PortRoyal::setup(&config, Seed::from_u64(7)).unwrap();
    assert_eq!(plain.all_cards(), with.all_cards());
    // The contracts already bring those cards: naming both is refused, one spelling per game.
    assert!(
        Config::from_options(4, &[CONTRACT_CARDS, COMPETITIVE_CONTRACTS])
            .and_then(|c| PortRoyal::setup(&c, Seed::from_u64(1)).map(|_| ()))
            .is_err()
    );
    // Not with Set Sail on its own; a stacked deal names real contracts, each once.
    assert!(Config::from_options(3, &[SET_SAIL_GAME, COMPETITIVE_CONTRACTS]).is_err());
    let mut alone = Config::new(3);
    alone.mode = Mode::SetSail;
    alone.contracts = true;
    assert!(PortRoyal::setup(&alone, Seed::from_u64(1)).is_err());
    let mut bad = config.clone();
    bad.contracts_up = vec!["kraken".into()];
    assert!(PortRoyal::setup(&bad, Seed::from_u64(1)).is_err());
    bad.contracts_up = vec!["jinx".into(), "jinx".into()];
    assert!(PortRoyal::setup(&bad, Seed::from_u64(1)).is_err());
    bad.contracts_up = ["jinx", "fighter", "explorer", "comedian", "gamester"]
        .map(String::from)
        .to_vec();
    assert!(PortRoyal::setup(&bad, Seed::from_u64(1)).is_err());
    let mut off = Config::new(3);
    off.contracts_up = vec!["jinx".into()];
    assert!(PortRoyal::setup(&off, Seed::from_u64(1)).is_err());
}

/// The rulebook's example: *"Julia (rojo) es la segunda jugadora en completar este contrato y por
/// tanto obtiene 3 monedas del mazo de juego … Puesto que es el segundo contrato que ha
/// completado, también obtiene 1 punto de influencia"*. Also: *"Puedes completar un contrato en
/// cualquier momento cuando te toque jugar, independientemente de que seas o no el jugador
/// activo"* — seat 1 completes both during its take in seat 0's turn.
#[test]
fn julia_is_second_on_a_contract_and_it_is_her_second_contract() {
    let mut t = table(2)
        .with_contracts(&["comedian", "fighter"])
        .seat(0, 3, &["priest", "jester-5"])
        .seat(1, 3, &["priest", "jester-7", "sailor-3", "pirate-5"])
        .deck(&["captain"])
        .deal();
    t.play_all(&["draw", "stop"]);
    let first = t.play("complete comedian");
    assert_eq!(completions(&first), [(0, "comedian", 1, 4, 0)]);
    assert_eq!(earned(&first, 0, CoinReason::Contract), 4);
    t.play("pass");
    assert_eq!(
        t.to_act(),
        Some(1),
        "the non-active player decides in their take"
    );
    let fighter = t.play("complete fighter");
    assert_eq!(completions(&fighter), [(1, "fighter", 1, 3, 0)]);
    let influence = t.influence(1);
    let julia = t.play("complete comedian");
    assert_eq!(completions(&julia), [(1, "comedian", 2, 3, 1)]);
    assert_eq!(earned(&julia, 1, CoinReason::Contract), 3);
    assert_eq!(t.influence(1), influence + 1);
    assert_eq!(t.contract_influence(1), 1);
    assert_eq!(t.coins(1), 3 + 3 + 3);
    let slot = t.contracts().unwrap().slot(id("comedian")).unwrap().clone();
    assert_eq!(slot.boxes, [0, 1], "the cubes stay on the contract");
}

/// *"Cada jugador solo puede completar cada contrato 1 vez, pero varios jugadores pueden
/// intentar completar el mismo contrato."*
#[test]
fn each_player_completes_a_contract_once() {
    let mut t = table(2)
        .with_contracts(&["fighter"])
        .seat(0, 3, &["sailor-3", "pirate-5"])
        .deal();
    assert!(t.can("complete fighter"));
    t.play("complete fighter");
    assert_eq!(t.refuse("complete fighter").key, "contract-done");
}

/// *"coloca 1 de tus 3 cubos en la primera casilla para monedas disponible, empezando por la
/// izquierda"*: four players complete Fighter (3, 2, 1, –, –) in turn; the fourth cube goes on a
/// box printed without coins: no coins, but the contract counts (BB13). A taker who could
/// take nothing is still asked, since a contract is a decision (BB14).
#[test]
fn the_first_free_box_pays_and_a_box_without_coins_still_counts() {
    let mut t = table(4)
        .with_contracts(&["fighter"])
        .seat(0, 3, &["pirate-5", "sailor-3"])
        .seat(1, 0, &["pirate-7", "sailor-3"])
        .seat(2, 0, &["pirate-9", "sailor-3"])
        .seat(3, 0, &["sailor-3", "sailor-3", "sailor-3"])
        .deck(&["captain"])
        .deal();
    t.play_all(&["draw", "stop"]);
    let mut got = Vec::new();
    for seat in 0..4u8 {
        assert_eq!(t.to_act(), Some(seat), "{:?} {:?}", t.phase(), t.legal());
        got.extend(completions(&t.play("complete fighter")));
        // A taker with nothing left to decide is not asked (R5).
        if t.to_act() == Some(seat) {
            t.play("pass");
        }
    }
    assert_eq!(
        got,
        [
            (0, "fighter", 1, 3, 0),
            (1, "fighter", 2, 2, 0),
            (2, "fighter", 3, 1, 0),
            (3, "fighter", 4, 0, 0)
        ]
    );
    assert_eq!(t.contracts().unwrap().done, [1, 1, 1, 1]);
    assert_eq!(t.coins(3), 0);
}

/// *"Cuando completes tu segundo contrato, también obtendrás 1 punto de influencia. Si consigues
/// completar un tercer contrato, obtendrás otros 2 puntos de influencia. No puedes completar
/// más de 3 contratos."*
#[test]
fn the_second_gives_one_influence_the_third_two_more_and_a_fourth_is_not_possible() {
    let mut t = table(2)
        .with_contracts(&["comedian", "lady-killer", "fighter", "trader-prince"])
        .seat(
            0,
            3,
            &[
                "priest",
                "jester-5",
                "captain",
                "mademoiselle-7",
                "sailor-3",
                "pirate-5",
                "trader-red-3",
                "trader-black-3",
            ],
        )
        .deal();
    let before = t.influence(0);
    let mut influence = Vec::new();
    for c in ["comedian", "lady-killer", "fighter"] {
        influence.extend(
            completions(&t.play(&format!("complete {c}")))
                .iter()
                .map(|x| x.4),
        );
    }
    assert_eq!(influence, [0, 1, 2]);
    assert_eq!(t.influence(0), before + 3);
    assert_eq!(t.contracts().unwrap().cubes_used(0), CUBES);
    assert_eq!(t.refuse("complete trader-prince").key, "no-cube");
}

/// *"El final de la partida se desencadena de la forma habitual"*: the influence of a contract
/// counts at once for the 12 that trigger the end (BB13).
#[test]
fn contract_influence_counts_for_the_end() {
    let mut t = table(2)
        .with_contracts(&["lady-killer", "fighter"])
        .seat(
            0,
            3,
            &[
                "mademoiselle-9",
                "captain",
                "sailor-3",
                "sailor-3",
                "sailor-3",
                "admiral-9",
                "jester-5",
            ],
        )
        .deal();
    assert_eq!(t.influence(0), 11);
    let first = t.play("complete lady-killer");
    assert!(
        !first
            .iter()
            .any(|e| matches!(e, Event::EndTriggered { .. }))
    );
    let second = t.play("complete fighter");
    assert!(second.contains(&Event::EndTriggered { seat: 0 }));
    assert_eq!(t.influence(0), 12);
}

/// *"La ayudante no puede sustituir a ninguna de las profesiones del contrato. Una vez completado
/// el contrato, puedes seguir utilizando tus colonas, sacerdotes y capitanas para completar
/// expediciones."*
#[test]
fn a_jack_stands_in_for_nobody_and_the_persons_stay() {
    let mut t = table(2)
        .with_contracts(&["lady-killer", "comedian"])
        .seat(0, 3, &["jack", "mademoiselle-7", "priest", "jester-5"])
        .deal();
    assert_eq!(t.refuse("complete lady-killer").key, "contract-not-met");
    let display = t.display(0);
    t.play("complete comedian");
    assert_eq!(t.display(0), display);
}

/// Cheap Staff: *"4 profesiones cuyo valor impreso sea igual a 3 monedas (aunque su coste real
/// sea menor por algún efecto de juego) … (los descuentos de las señoritas no cuentan)"*; the
/// Czech text and the card: at most 3 (BB8).
#[test]
fn cheap_staff_counts_printed_costs_of_three() {
    let mut t = table(2)
        .with_contracts(&["cheap-staff"])
        .seat(
            0,
            3,
            &[
                "sailor-3",
                "sailor-3",
                "trader-green-3",
                "settler",
                "mademoiselle-7",
                "mademoiselle-9",
            ],
        )
        .deal();
    assert_eq!(t.refuse("complete cheap-staff").key, "contract-not-met");
    let mut t = table(2)
        .with_contracts(&["cheap-staff"])
        .seat(
            0,
            3,
            &["sailor-3", "sailor-3", "trader-green-3", "trader-red-3"],
        )
        .deal();
    assert_eq!(completions(&t.play("complete cheap-staff"))[0].3, 5);
}

/// Trader Prince (2 traders of any colour), Explorer (an expedition) and Fighter (*"al menos 3
/// sables"*).
#[test]
fn traders_an_expedition_and_swords() {
    let mut t = table(2)
        .with_contracts(&["trader-prince", "explorer", "fighter"])
        .seat(
            0,
            3,
            &["trader-yellow-3", "trader-blue-5", "exp-AA", "pirate-5"],
        )
        .deal();
    assert_eq!(
        t.legal(),
        ["draw", "complete trader-prince", "complete explorer"]
    );
    assert_eq!(t.refuse("complete fighter").key, "contract-not-met");
    t.play_all(&["complete trader-prince", "complete explorer"]);
    assert_eq!(t.coins(0), 3 + 3 + 2);
}

/// *"si utilizas los contratos, es necesario añadir también las nuevas profesiones y los
/// barcos"*: the vice admirals, gunners and clerks are in the deck, so Maritime Supremacy
/// (captain + vice admiral) can be completed once a vice admiral is hired, and not before.
#[test]
fn maritime_supremacy_with_a_vice_admiral_hired_from_the_harbour() {
    let mut t = table(2)
        .with_contracts(&["maritime-supremacy", "new-colony", "trade-outpost"])
        .seat(0, 5, &["captain", "settler"])
        .deck(&["vice-admiral-5"])
        .deal();
    assert!(
        t.all_cards()
            .iter()
            .any(|&c| card_id(c).starts_with("vice-admiral"))
    );
    assert!(!t.can("complete maritime-supremacy"));
    t.play_all(&["draw", "stop", "take vice-admiral-5"]);
    assert_eq!(t.coins(0), 0);
    assert!(t.can("complete maritime-supremacy"));
    assert!(!t.can("complete new-colony"));
    assert!(!t.can("complete trade-outpost"));
    let events = t.play("complete maritime-supremacy");
    assert_eq!(completions(&events), [(0, "maritime-supremacy", 1, 4, 0)]);
}

/// New Colony (settler + gunner), completed with a gunner hired from the harbour.
#[test]
fn new_colony_with_a_gunner_hired_from_the_harbour() {
    let mut t = table(2)
        .with_contracts(&["new-colony"])
        .seat(0, 4, &["settler"])
        .deck(&["gunner-4"])
        .deal();
    assert!(!t.can("complete new-colony"));
    t.play_all(&["draw", "stop", "take gunner-4"]);
    let events = t.play("complete new-colony");
    assert_eq!(completions(&events), [(0, "new-colony", 1, 3, 0)]);
}

/// Trade Outpost (settler + clerk), completed with a clerk hired from the harbour.
#[test]
fn trade_outpost_with_a_clerk_hired_from_the_harbour() {
    let mut t = table(2)
        .with_contracts(&["trade-outpost"])
        .seat(0, 4, &["settler"])
        .deck(&["clerk-yellow"])
        .deal();
    assert!(!t.can("complete trade-outpost"));
    t.play_all(&["draw", "stop", "take clerk-yellow"]);
    let events = t.play("complete trade-outpost");
    assert_eq!(completions(&events), [(0, "trade-outpost", 1, 4, 0)]);
}

/// Frigate Foe with the ship of 3 coins + 1 to another player (BB11, BB15): declining the coins
/// declines the taker's own, so the other player still gets the 1 coin; a clerk of its colour
/// still allows a card more (BB12).
#[test]
fn a_foe_declining_a_gift_ship_still_gives_the_other_players_coin() {
    let mut t = table(3)
        .with_contracts(&["frigate-foe"])
        .seat(0, 3, &["clerk-red"])
        .deck(&["red-3-6-gift", "sailor-3"])
        .deal();
    t.play_all(&["draw", "draw", "stop"]);
    let before = t.coins(2);
    assert!(t.can("decline red-3-6-gift"));
    let events = t.play("decline red-3-6-gift");
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::Traded { coins: 0, .. }))
    );
    assert!(events.contains(&Event::ContractStep {
        seat: 0,
        contract: id("frigate-foe"),
        step: 1
    }));
    assert_eq!(t.legal(), ["give 1", "give 2"]);
    assert!(!t.can("complete frigate-foe"));
    let events = t.play("give 2");
    assert_eq!(earned(&events, 2, CoinReason::Gift), 1);
    assert_eq!(t.coins(2), before + 1);
    assert_eq!(t.coins(0), 3);
    assert!(t.can("take sailor-3"), "the clerk's card more");
}

/// Frigate Foe: *"Si rechazas todas las monedas al comerciar con una fragata (incluidas las
/// monedas de los comerciantes correspondientes), puedes colocar de inmediato 1 cubo en la
/// casilla «1» … La próxima vez … «2». La tercera vez … habrás completado el contrato."* A
/// non-active player who declines still pays the active player (BB15).
#[test]
fn frigate_foe_three_frigates_traded_without_their_coins() {
    let mut t = table(2)
        .with_contracts(&["frigate-foe"])
        .seat(0, 3, &["trader-red-3"])
        .deck(&["red-1-1", "red-2-3", "red-3-6"])
        .deal();
    t.play_all(&["draw", "stop"]);
    assert_eq!(t.legal(), ["take red-1-1", "decline red-1-1", "pass"]);
    let events = t.play("decline red-1-1");
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::Traded { coins: 0, .. }))
    );
    assert!(events.contains(&Event::ContractStep {
        seat: 0,
        contract: id("frigate-foe"),
        step: 1
    }));
    assert_eq!((t.coins(0), t.to_act(), t.active()), (3, Some(1), 1));
    // Seat 1's turn: seat 0 declines as a taker and pays seat 1 its coin.
    t.play_all(&["draw", "stop", "pass"]);
    assert_eq!(t.to_act(), Some(0));
    let events = t.play("decline red-2-3");
    assert!(events.contains(&Event::Compensated { from: 0, to: 1 }));
    assert_eq!(t.contracts().unwrap().step(0, id("frigate-foe")), 2);
    assert_eq!(t.contracts().unwrap().cubes_used(0), 1, "one cube, moved");
    assert_eq!(t.coins(0), 2);
    t.play_all(&["draw", "stop"]);
    let events = t.play("decline red-3-6");
    assert_eq!(completions(&events), [(0, "frigate-foe", 1, 8, 0)]);
    assert_eq!(t.coins(0), 2 + 8);
    assert_eq!(t.contracts().unwrap().step(0, id("frigate-foe")), 0);
}

/// Galleon Foe: *"solo tienes que rechazar monedas 2 veces al comerciar con un galeón"*; *"Puede
/// haber cubos de varios jugadores sobre estas casillas"*; a taker without a coin of their own
/// cannot decline, for the active player's coin (BB15).
#[test]
fn galleon_foe_two_galleons_and_several_cubes_on_box_one() {
    let mut t = table(2)
        .with_contracts(&["galleon-foe"])
        .seat(1, 0, &[])
        .deck(&["black-1-2", "black-2-4", "black-3-7"])
        .deal();
    t.play_all(&["draw", "stop", "decline black-1-2"]);
    t.play_all(&["draw", "stop"]);
    assert_eq!(t.to_act(), Some(1));
    t.play("decline black-2-4");
    let slot = t
        .contracts()
        .unwrap()
        .slot(id("galleon-foe"))
        .unwrap()
        .clone();
    assert_eq!(slot.steps, [(0, 1), (1, 1)]);
    t.play_all(&["draw", "stop"]);
    let events = t.play("decline black-3-7");
    assert_eq!(completions(&events), [(0, "galleon-foe", 1, 6, 0)]);
    // A taker without coins cannot decline: the fee is paid from their own coins.
    let mut t = table(2)
        .with_contracts(&["galleon-foe"])
        .seat(1, 0, &[])
        .deck(&["black-1-2"])
        .deal();
    t.play_all(&["draw", "stop", "pass"]);
    assert_eq!(t.to_act(), Some(1));
    assert_eq!(t.refuse("decline black-1-2").key, "decline-fee");
    assert!(t.can("take black-1-2"), "the ship's own coin pays the fee");
}

/// Tax Officer: *"Cuando pagues impuestos, puedes colocar de inmediato 1 cubo sobre el contrato"*;
/// every player who pays may, from the active player on, and the chance does not come back
/// (BB20).
#[test]
fn tax_officer_for_whoever_pays_at_once() {
    let mut t = table(3)
        .with_contracts(&["tax-officer"])
        .coins(0, 13)
        .coins(1, 12)
        .coins(2, 3)
        .deck(&["tax-swords"])
        .deal();
    t.play("draw");
    assert_eq!(t.to_act(), Some(0));
    assert_eq!(t.legal(), ["complete tax-officer", "skip tax-officer"]);
    assert_eq!(t.refuse("stop").key, "answer-contract");
    t.play("skip tax-officer");
    assert_eq!(t.to_act(), Some(1), "the other payer is asked next");
    let events = t.play("complete tax-officer");
    assert_eq!(completions(&events), [(1, "tax-officer", 1, 7, 0)]);
    assert_eq!(t.to_act(), Some(0));
    assert_eq!(t.phase(), Phase::Discover { drawn: 1 });
    assert_eq!(t.coins(1), 12 - 6 + 1 + 7);
    assert_eq!(t.refuse("complete tax-officer").key, "contract-not-met");
}

/// Jinx: *"Si en algún momento, siendo el jugador activo, estás obligado a terminar tu turno por
/// haber robado del mazo un barco del mismo color que otro del puerto … puedes colocar de
/// inmediato 1 cubo"*: offered at the bust, then the turn ends as usual.
#[test]
fn jinx_at_the_bust() {
    let mut t = table(2)
        .with_contracts(&["jinx"])
        .deck(&["blue-1-1", "blue-2-2"])
        .deal();
    t.play_all(&["draw", "draw"]);
    assert_eq!(t.phase(), Phase::Bust);
    assert_eq!(t.legal(), ["complete jinx", "skip jinx"]);
    let events = t.play("complete jinx");
    assert_eq!(completions(&events), [(0, "jinx", 1, 1, 0)]);
    assert_eq!((t.active(), t.phase()), (1, Phase::Discover { drawn: 0 }));
}

/// Tiny Gamester and Gamester: *"Si eres el jugador activo y hay 3 barcos de colores distintos en
/// el puerto, puedes decidir de inmediato si quieres o no colocar uno de tus cubos en la casilla
/// «1» … La próxima vez que seas el jugador activo y haya 3 barcos de colores distintos en el
/// puerto, habrás completado el contrato."*; *"hay 4 barcos de colores distintos … de
/// inmediato"* (BB7, BB16).
#[test]
fn tiny_gamester_twice_and_gamester_once() {
    let mut t = table(2)
        .with_contracts(&["tiny-gamester", "gamester"])
        .deck(&[
            "yellow-1-1",
            "blue-1-1",
            "green-1-1",
            "red-1-1",
            "settler",
            "settler",
            "captain",
            "yellow-2-2",
            "blue-2-2",
            "green-2-3",
        ])
        .deal();
    t.play_all(&["draw", "draw"]);
    assert_eq!(t.legal(), ["draw", "stop"], "two colours: nothing yet");
    t.play("draw");
    assert_eq!(t.legal(), ["complete tiny-gamester", "skip tiny-gamester"]);
    let step = t.play("complete tiny-gamester");
    assert!(step.contains(&Event::ContractStep {
        seat: 0,
        contract: id("tiny-gamester"),
        step: 1
    }));
    t.play("draw");
    assert_eq!(t.legal(), ["complete gamester", "skip gamester"]);
    assert_eq!(
        completions(&t.play("complete gamester")),
        [(0, "gamester", 1, 2, 0)]
    );
    t.play("stop");
    t.finish_turn();
    // Seat 1's turn, then seat 0 again with three colours: the second time completes.
    t.quiet_turn();
    assert_eq!(t.active(), 0);
    t.play_all(&["draw", "draw", "draw"]);
    assert_eq!(
        completions(&t.play("complete tiny-gamester")),
        [(0, "tiny-gamester", 1, 2, 1)],
        "its second contract: 1 influence"
    );
    assert_eq!(t.contracts().unwrap().cubes_used(0), 2);
}

/// Pack of Pirates: *"Siempre que ahuyentes un barco … siendo el jugador activo, si no tienes ya
/// un barco de ese color en tu reserva, colócalo en tu reserva. De lo contrario, descártalo como
/// siempre. Cuando ya tengas barcos de los 5 colores, descártalos de inmediato y coloca 1 cubo"*
/// (BB17): kept ships give nothing and no card is lost.
#[test]
fn pack_of_pirates_keeps_one_repelled_ship_per_colour() {
    let mut t = table(2)
        .with_contracts(&["pack-of-pirates"])
        .seat(0, 3, &["pirate-9", "sailor-3"])
        .deck(&[
            "yellow-1-1",
            "blue-1-1",
            "yellow-2-1",
            "green-1-1",
            "red-1-1",
            "black-1-2",
        ])
        .deal();
    let tally = t.tally(0);
    for ship in ["yellow-1-1", "blue-1-1", "yellow-2-1"] {
        t.play("draw");
        assert_eq!(t.ship_to_repel(), Some(ship));
        t.play("repel");
    }
    assert_eq!(ids(t.kept_ships(0)), ["yellow-1-1", "blue-1-1"]);
    assert_eq!(t.discarded(), ["yellow-2-1"]);
    assert_eq!(t.tally(0), tally, "kept ships give nothing");
    assert_eq!(t.all_cards().len(), 144);
    t.play_all(&["draw", "repel", "draw", "repel", "draw"]);
    let events = t.play("repel");
    assert_eq!(completions(&events), [(0, "pack-of-pirates", 1, 3, 0)]);
    assert!(t.kept_ships(0).is_empty());
    assert_eq!(t.discarded().len(), 6);
    assert_eq!(t.all_cards().len(), 144);
}

/// Without a cube for it, a repelled ship is discarded as always (BB17).
#[test]
fn pack_of_pirates_needs_a_cube() {
    let mut t = table(2)
        .with_contracts(&["pack-of-pirates", "comedian", "lady-killer", "fighter"])
        .seat(
            0,
            3,
            &[
                "priest",
                "jester-5",
                "captain",
                "mademoiselle-7",
                "pirate-9",
                "sailor-3",
            ],
        )
        // 4 + 3 + 3 coins for the contracts come off the deck first.
        .deck(&[
            "governor",
            "governor",
            "governor",
            "governor",
            "settler",
            "settler",
            "settler",
            "settler",
            "settler",
            "black-2-4",
            "yellow-1-1",
        ])
        .deal();
    t.play_all(&[
        "complete comedian",
        "complete lady-killer",
        "complete fighter",
    ]);
    t.play_all(&["draw", "repel"]);
    assert!(t.kept_ships(0).is_empty());
    assert_eq!(t.discarded(), ["yellow-1-1"]);
}

/// Bad input is refused, never a panic: unknown contract numbers, contracts not face up, a game
/// without contracts, a ship to decline that is no ship, a contract during the repel question.
#[test]
fn bad_contract_actions_are_refused() {
    let mut t = table(2)
        .with_contracts(&["fighter"])
        .seat(0, 3, &["pirate-5", "sailor-3"])
        .deck(&["blue-1-1"])
        .deal();
    for a in [
        Action::Complete(200),
        Action::Skip(200),
        Action::Decline(250),
        Action::Complete(id("jinx")),
        Action::Skip(id("fighter")),
        Action::Decline(face_by_any_id("captain").unwrap()),
    ] {
        assert!(t.game.clone().play(&a).is_err(), "{a:?}");
    }
    assert_eq!(t.refuse("complete jinx").key, "no-contract");
    t.play("draw");
    assert_eq!(t.refuse("complete fighter").key, "decide-ship");
    let mut plain = table(2).seat(0, 3, &["pirate-5", "sailor-3"]).deal();
    assert_eq!(plain.refuse("complete fighter").key, "no-contract");
}

/// With the Gambler: the harbour is judged after the four cards (BB5), so four colours at once
/// offer Tiny Gamester and then Gamester; a bust after the four offers Jinx (BB16).
#[test]
fn a_gamblers_four_cards_are_judged_once() {
    let mut t = table(2)
        .with_gamblers()
        .with_contracts(&["tiny-gamester", "gamester", "jinx"])
        .seat(0, 3, &["gambler-4"])
        .deck(&["yellow-1-1", "blue-1-1", "green-1-1", "red-1-1"])
        .deal();
    t.play("gamble");
    assert_eq!(t.legal(), ["complete tiny-gamester", "skip tiny-gamester"]);
    t.play("skip tiny-gamester");
    assert_eq!(t.legal(), ["complete gamester", "skip gamester"]);
    t.play("complete gamester");
    assert_eq!(
        t.phase(),
        Phase::Take {
            seat: 0,
            left: 2 + 1
        }
    );
    let mut t = table(2)
        .with_gamblers()
        .with_contracts(&["tiny-gamester", "gamester", "jinx"])
        .seat(0, 3, &["gambler-4"])
        .deck(&["yellow-1-1", "blue-1-1", "green-1-1", "yellow-2-2"])
        .deal();
    t.play("gamble");
    assert_eq!(t.phase(), Phase::Bust);
    assert_eq!(t.legal(), ["complete jinx", "skip jinx"]);
}

/// Two chances at once for a player with one cube left: once the first takes the cube, the
/// second is gone (the limit of three, BB13).
#[test]
fn a_chance_without_a_cube_left_is_gone() {
    let mut t = table(2)
        .with_gamblers()
        .with_contracts(&["tiny-gamester", "gamester", "comedian", "fighter"])
        .seat(
            0,
            3,
            &["gambler-4", "priest", "jester-5", "pirate-9", "sailor-3"],
        )
        .deck(&[
            "governor",
            "governor",
            "governor",
            "governor",
            "settler",
            "settler",
            "settler",
            "yellow-1-1",
            "blue-1-1",
            "green-1-1",
            "red-1-1",
        ])
        .deal();
    t.play_all(&["complete comedian", "complete fighter", "gamble"]);
    assert_eq!(t.legal(), ["complete tiny-gamester", "skip tiny-gamester"]);
    t.play("complete tiny-gamester");
    assert_eq!(t.contracts().unwrap().cubes_used(0), CUBES);
    assert_eq!(t.contract_offer(), None);
    assert!(matches!(t.phase(), Phase::Take { seat: 0, .. }));
}
