//! *Set Sail!* played on its own, clause by clause (Big Box ES "¡Izad las velas!", Big Box CS
//! "Napněte plachty!"; readings in `docs/rulings.md` BB1–BB3). 37 of its 60 cards have estimated
//! values (`docs/cards-big-box.md`); these tests use the rules, not the estimates.

mod common;

use common::*;
use islas_core::{Game, Seed};
use islas_port_royal::big_box::is_estimated;
use islas_port_royal::{Config, Ending, Event, Mode, Phase, PortRoyal};

/// A card stacked only to be paid out as a coin.
const COIN: &str = "sail-sailor-3-est";

fn config(players: u8) -> Config {
    let mut c = Config::new(players);
    c.mode = Mode::SetSail;
    c
}

/// "Port Royal: ¡Izad las velas! (2-4 jugadores)".
#[test]
fn set_sail_is_for_2_to_4_players() {
    for n in [1, 5] {
        assert!(
            PortRoyal::setup(&config(n), Seed::from_u64(1)).is_err(),
            "{n}"
        );
    }
    for n in 2..=4 {
        assert!(
            PortRoyal::setup(&config(n), Seed::from_u64(1)).is_ok(),
            "{n}"
        );
    }
}

/// "60 cartas de juego": the game is dealt from Set Sail's own cards, 3 coins each as in the base
/// game, and nothing of the base game.
#[test]
fn the_deck_is_set_sails_60_cards() {
    let g = PortRoyal::setup(&config(3), Seed::from_u64(7)).unwrap();
    let mut all = g.all_cards();
    all.sort_unstable();
    all.dedup();
    assert_eq!(all.len(), 60);
    assert!(all.iter().all(|&c| card_id(c).starts_with("sail-")));
    assert!((0..3).all(|s| g.coins(s) == 3));
    assert_eq!(g.deck_len(), 60 - 9);
    // 37 of them carry estimated values.
    assert_eq!(
        all.iter().filter(|&&c| is_estimated(card_id(c))).count(),
        37
    );
}

/// "Al contrario que en el juego base, no hay expediciones": none on the table or in the box, and
/// the ending that needs one cannot be chosen.
#[test]
fn there_are_no_expeditions() {
    let t = set_sail(4).deal();
    assert!(t.expeditions().is_empty() && t.boxed().is_empty());
    assert!(t.legal().iter().all(|a| !a.starts_with("claim")));
    let mut c = config(2);
    c.ending = Ending::WithExpedition;
    assert!(PortRoyal::setup(&c, Seed::from_u64(1)).is_err());
}

/// "todos los jugadores que tengan 9 monedas o más en su reserva deben descartarse hasta tener 8".
#[test]
fn a_tax_makes_everyone_with_9_coins_or_more_discard_down_to_8() {
    let mut t = set_sail(3)
        .seat(0, 9, &["sail-passenger"])
        .seat(1, 12, &["sail-passenger"])
        .seat(2, 8, &[])
        .deck(&["sail-tax", COIN])
        .deal();
    let events = t.play("draw");
    assert_eq!((t.coins(0), t.coins(1)), (8, 8));
    assert!(events.iter().any(|e| matches!(e,
        Event::Tax { losses, .. } if *losses == vec![(0, 1), (1, 4)])));
}

/// "el jugador con menos puntos de influencia (incluido cualquier jugador con 0 puntos de
/// influencia) obtiene 1 moneda. En caso de empate, todos los jugadores empatados obtienen 1
/// moneda."
#[test]
fn the_fewest_influence_get_1_coin_zero_counts_and_ties_all_get_it() {
    let mut t = set_sail(3)
        .seat(2, 3, &["sail-passenger"])
        .deck(&["sail-tax", COIN, COIN])
        .deal();
    t.play("draw");
    assert_eq!((t.coins(0), t.coins(1), t.coins(2)), (4, 4, 3));
}

/// "…deben descartarse hasta tener 8. Además, el jugador con menos puntos de influencia…": first
/// down to 8, then the coin (BB2).
#[test]
fn discarding_comes_before_the_coin() {
    let mut t = set_sail(2)
        .seat(0, 10, &[])
        .seat(1, 3, &["sail-passenger"])
        .deck(&["sail-tax", COIN])
        .deal();
    t.play("draw");
    assert_eq!((t.coins(0), t.coins(1)), (9, 3));
}

/// "Siempre que comercies y obtengas monedas con un barco del mismo color que uno de tus
/// mercaderes … coloca ese barco girado debajo del mercader correspondiente en vez de
/// descartarlo. Cada uno de estos barcos suma 1 punto de influencia." The ship still pays (BB1).
#[test]
fn a_ship_of_a_merchants_colour_is_tucked_under_it_and_still_pays_its_coins() {
    let mut t = set_sail(2)
        .seat(0, 3, &["sail-merchant-green"])
        .deck(&["sail-green-2-1", COIN, COIN])
        .deal();
    t.play_all(&["draw", "stop", "take sail-green-2-1"]);
    assert_eq!(t.coins(0), 5);
    assert_eq!(t.display(0), ["sail-merchant-green", "sail-green-2-1"]);
    assert!(!t.discarded().contains(&"sail-green-2-1"));
    assert_eq!(t.influence(0), 2 + 1);
    assert_eq!(t.tally(0).tucked, 1);
}

/// A ship of a colour without a merchant is traded and discarded as in the base game.
#[test]
fn a_ship_of_another_colour_is_discarded_as_usual() {
    let mut t = set_sail(2)
        .seat(0, 3, &["sail-merchant-green"])
        .deck(&["sail-red-2-3", COIN, COIN])
        .deal();
    t.play_all(&["draw", "stop", "take sail-red-2-3"]);
    assert_eq!(t.coins(0), 5);
    assert_eq!(t.display(0), ["sail-merchant-green"]);
    assert_eq!(t.discarded(), ["sail-red-2-3"]);
    assert_eq!(t.influence(0), 2);
}

/// "Siempre que comercies": a player who is not active tucks too, and pays the active player 1
/// coin as always (R7).
#[test]
fn a_player_who_is_not_active_tucks_too_and_pays_the_active_player() {
    let mut t = set_sail(2)
        .seat(1, 3, &["sail-merchant-red"])
        .deck(&["sail-red-2-3", COIN, COIN])
        .deal();
    t.play_all(&["draw", "stop", "pass", "take sail-red-2-3"]);
    assert_eq!((t.coins(0), t.coins(1)), (4, 3 + 2 - 1));
    assert_eq!(t.display(1), ["sail-merchant-red", "sail-red-2-3"]);
    assert_eq!(t.influence(1), 3);
}

/// "coloca ese barco … debajo del mercader correspondiente": one ship, one influence point, however
/// many merchants of its colour (BB1).
#[test]
fn two_merchants_of_a_colour_tuck_one_ship_for_one_influence() {
    let mut t = set_sail(2)
        .seat(0, 3, &["sail-merchant-blue", "sail-merchant-blue-est"])
        .deck(&["sail-blue-2-2", COIN, COIN])
        .deal();
    t.play_all(&["draw", "stop", "take sail-blue-2-2"]);
    assert_eq!(t.influence(0), 3 + 3 + 1);
    assert_eq!(t.coins(0), 5);
}

/// Passengers: "no tienen habilidades, pero suman puntos de influencia".
#[test]
fn a_passenger_is_hired_for_its_cost_and_gives_influence_only() {
    let mut t = set_sail(2).seat(0, 5, &[]).deck(&["sail-passenger"]).deal();
    t.play_all(&["draw", "stop", "take sail-passenger"]);
    assert_eq!(t.coins(0), 1);
    assert_eq!(t.influence(0), 2);
    assert_eq!(t.tally(0).swords, 0);
}

/// "marinero (10) y pirata (2) de ¡Izad las velas!": their swords repel ships as in the base game.
#[test]
fn set_sail_sailors_and_pirates_repel_ships() {
    let mut t = set_sail(2)
        .seat(0, 3, &["sail-pirate-5-est"])
        .deck(&["sail-yellow-3-4"])
        .deal();
    t.play("draw");
    assert_eq!(t.ship_to_repel(), None, "4 swords are more than 2");
    let mut t = set_sail(2)
        .seat(0, 3, &["sail-pirate-5-est"])
        .deck(&["sail-blue-2-2"])
        .deal();
    t.play("draw");
    assert_eq!(t.ship_to_repel(), Some("sail-blue-2-2"));
    t.play("repel");
    assert_eq!(t.discarded(), ["sail-blue-2-2"]);
}

/// "El final de la partida se desencadena en cuanto 1 jugador tiene 8 o más puntos de influencia
/// en su reserva. La ronda continúa hasta que el jugador a la derecha del jugador inicial termine
/// su turno siendo el jugador activo."
#[test]
fn eight_influence_triggers_the_end_and_the_round_is_finished() {
    let mut t = set_sail(3)
        .seat(0, 9, &["sail-merchant-yellow", "sail-merchant-blue"])
        .deck(&["sail-passenger"])
        .deal();
    assert_eq!(t.end_triggered_by(), None, "6 influence");
    t.play_all(&["draw", "stop", "take sail-passenger"]);
    assert_eq!(t.end_triggered_by(), Some(0));
    t.finish_turn();
    assert_eq!(t.active(), 1);
    t.quiet_turn();
    assert_eq!(t.active(), 2);
    t.quiet_turn();
    assert_eq!(t.phase(), Phase::Over);
}

/// A tucked ship's point counts at once, for the end too (BB1).
#[test]
fn a_tucked_ship_can_trigger_the_end() {
    let seven = [
        "sail-merchant-yellow",
        "sail-merchant-green",
        "sail-passenger",
    ];
    let mut t = set_sail(2)
        .seat(0, 3, &seven)
        .deck(&["sail-yellow-1-1", COIN])
        .deal();
    assert_eq!((t.influence(0), t.end_triggered_by()), (7, None));
    t.play_all(&["draw", "stop", "take sail-yellow-1-1"]);
    assert_eq!(t.influence(0), 8);
    assert_eq!(t.end_triggered_by(), Some(0));
}

fn ranks(t: &Table) -> Vec<u8> {
    let o = t.outcome().expect("the game is over");
    o.players.iter().map(|p| p.rank).collect()
}

/// "El ganador será el jugador con más puntos de influencia. Si hay un empate, el ganador será el
/// jugador empatado que tenga más monedas. Si persiste el empate, los jugadores empatados comparten
/// la victoria."
#[test]
fn most_influence_wins_then_most_coins_then_shared() {
    // Seat 0 reaches 8; seat 1 has 8 too and more coins.
    let eight = [
        "sail-merchant-yellow",
        "sail-merchant-blue",
        "sail-passenger",
    ];
    let other_eight = [
        "sail-merchant-yellow-est",
        "sail-merchant-blue-est",
        "sail-passenger-est",
    ];
    let mut t = set_sail(2)
        .seat(0, 5, &eight[..2])
        .seat(1, 6, &other_eight)
        .deck(&["sail-passenger"])
        .deal();
    assert_eq!(t.end_triggered_by(), Some(1), "seat 1 starts at 8");
    t.play_all(&["draw", "stop", "take sail-passenger"]);
    t.finish_turn();
    t.quiet_turn();
    assert_eq!((t.influence(0), t.influence(1)), (8, 8));
    assert!(t.coins(1) > t.coins(0));
    assert_eq!(ranks(&t), [1, 0], "8 each: seat 1 has more coins");
    let mut t = set_sail(2)
        .seat(0, 3, &eight)
        .seat(1, 3, &other_eight)
        .deck(&["sail-tax"])
        .deal();
    t.play("draw");
    t.finish_turn();
    t.quiet_turn();
    assert_eq!(t.coins(0), t.coins(1));
    assert_eq!(ranks(&t), [0, 0], "8 each, coins equal: shared");
}
