//! The Gambler (Big Box ES "Tahúr", Big Box CS "Karbaník"), clause by clause, in the base game;
//! readings in `docs/rulings.md` BB4–BB6 (the extra card per the Czech text).

mod common;

use common::*;
use islas_core::{ConfigSpec, Game, Seed};
use islas_port_royal::{
    Config, Event, GAMBLER_CARDS, Mode, Phase, PortRoyal, SET_SAIL_CARDS, SET_SAIL_GAME,
};

fn gamblers(players: u8) -> Setup {
    table(players).with_gamblers()
}

/// "El tahúr se puede añadir a las cartas del juego base" / "Stačí je zamíchat mezi ostatní
/// hrací karty": 4 cards (4 → 1 twice, 6 → 2, 8 → 3), with or without Set Sail's marked cards.
#[test]
fn the_four_gamblers_are_shuffled_into_the_base_game() {
    let config = Config::from_options(3, &[GAMBLER_CARDS]).unwrap();
    assert_eq!(config.options(), [GAMBLER_CARDS]);
    let g = PortRoyal::setup(&config, Seed::from_u64(2)).unwrap();
    let all = g.all_cards();
    assert_eq!(all.len(), 124);
    let mut ids: Vec<&str> = all
        .iter()
        .map(|&c| card_id(c))
        .filter(|id| id.starts_with("gambler"))
        .collect();
    ids.sort_unstable();
    assert_eq!(ids, ["gambler-4", "gambler-4", "gambler-6", "gambler-8"]);
    let both = Config::from_options(5, &[SET_SAIL_CARDS, GAMBLER_CARDS]).unwrap();
    assert_eq!(both.options(), [SET_SAIL_CARDS, GAMBLER_CARDS]);
    assert_eq!(
        Config::from_options(5, &both.written_options()).unwrap(),
        both
    );
    let json = serde_json::to_string(&both).unwrap();
    assert_eq!(serde_json::from_str::<Config>(&json).unwrap(), both);
    let g = PortRoyal::setup(&both, Seed::from_u64(2)).unwrap();
    assert_eq!(g.all_cards().len(), 144);
    // Not with Set Sail on its own (BB3).
    assert!(Config::from_options(3, &[SET_SAIL_GAME, GAMBLER_CARDS]).is_err());
    let mut alone = Config::new(3);
    alone.mode = Mode::SetSail;
    alone.gamblers = true;
    assert!(PortRoyal::setup(&alone, Seed::from_u64(2)).is_err());
}

/// A gambler is hired like any person: its printed cost, its influence.
#[test]
fn a_gambler_is_hired_for_its_cost() {
    let mut t = gamblers(2).seat(0, 4, &[]).deck(&["gambler-4"]).deal();
    t.play_all(&["draw", "stop", "take gambler-4"]);
    assert_eq!((t.coins(0), t.influence(0), t.tally(0).gamblers), (0, 1, 1));
}

/// "Si eres el jugador activo, en la fase de descubrir puedes utilizar al tahúr": the active
/// player in phase 1 only; a player without a gambler cannot.
#[test]
fn only_the_active_player_in_phase_1_may_use_a_gambler() {
    let mut t = gamblers(2)
        .seat(0, 3, &["gambler-4"])
        .seat(1, 5, &["gambler-6"])
        .deck(&["sailor-3"])
        .deal();
    assert!(t.can("gamble"));
    t.play_all(&["draw", "stop"]);
    assert_eq!(t.refuse("gamble").key, "wrong-phase");
    t.play("pass");
    assert_eq!(t.phase(), Phase::Take { seat: 1, left: 1 });
    assert_eq!(
        t.refuse("gamble").key,
        "wrong-phase",
        "not the active player"
    );
    let mut t = gamblers(2).deal();
    assert_eq!(t.refuse("gamble").key, "missing-characters");
}

/// "robar 4 cartas seguidas del mazo y colocarlas en el puerto. Cuando reveles estas 4 cartas, no
/// puedes ahuyentar los barcos robados": a ship the player could repel docks without the
/// question. "Solo barcos de colores distintos … comienza la fase 2 … 1 carta adicional":
/// 2 colours give 1 card, and 1 more for the gambler.
#[test]
fn four_cards_at_once_ships_dock_without_the_repel_question_then_phase_2_with_one_more_card() {
    let mut t = gamblers(2)
        .seat(0, 3, &["gambler-4", "pirate-9"])
        .deck(&["yellow-1-1", "captain", "blue-1-1", "settler"])
        .deal();
    let events = t.play("gamble");
    assert_eq!(
        t.harbour(),
        ["yellow-1-1", "captain", "blue-1-1", "settler"]
    );
    assert!(!events.iter().any(|e| matches!(e, Event::Repelled { .. })));
    assert_eq!(t.ship_to_repel(), None);
    assert_eq!(
        t.phase(),
        Phase::Take {
            seat: 0,
            left: 1 + 1
        }
    );
}

/// "pero sí debes resolver las cartas de impuestos" / "Karty Výběr daní se vyhodnotí jako vždy".
#[test]
fn a_tax_among_the_four_is_resolved() {
    let mut t = gamblers(2)
        .seat(0, 12, &["gambler-4"])
        .seat(1, 3, &["sailor-3"])
        .deck(&["tax-swords", COIN, "captain", "priest", "settler"])
        .deal();
    t.play("gamble");
    assert_eq!((t.coins(0), t.coins(1)), (6, 4));
    assert_eq!(t.harbour(), ["captain", "priest", "settler"]);
    assert!(t.discarded().contains(&"tax-swords"));
    // No ship at all is "only ships of different colours" (BB5).
    assert_eq!(
        t.phase(),
        Phase::Take {
            seat: 0,
            left: 1 + 1
        }
    );
}

/// "Si en ese momento el puerto incluye al menos 2 barcos del mismo color, debes terminar el
/// turno de inmediato": judged after the fourth card (the tax after the second blue is still
/// resolved, the captain still revealed); the harbour is discarded and jesters pay as in any bust.
#[test]
fn two_ships_of_a_colour_bust_the_turn_once_all_four_are_revealed() {
    let mut t = gamblers(2)
        .seat(0, 12, &["gambler-4"])
        .seat(1, 12, &["jester-7"])
        .deck(&[
            "blue-1-1",
            "blue-2-2",
            "tax-influence",
            COIN,
            "captain",
            COIN,
        ])
        .deal();
    let events = t.play("gamble");
    assert!(events.iter().any(|e| matches!(e, Event::Bust { .. })));
    assert!(t.discarded().contains(&"captain"));
    assert!(t.harbour().is_empty());
    assert_eq!((t.coins(0), t.coins(1)), (6 + 1, 6 + 1));
    assert_eq!((t.active(), t.phase()), (1, Phase::Discover { drawn: 0 }));
}

/// "Si en ese momento el puerto incluye": the whole harbour, ships drawn earlier in the turn too.
#[test]
fn a_ship_drawn_before_the_gambler_counts() {
    let mut t = gamblers(2)
        .seat(0, 3, &["gambler-4"])
        .deck(&["red-1-1", "captain", "red-2-3", "priest", "settler"])
        .deal();
    t.play("draw");
    assert!(t.can("gamble"), "after ordinary draws too");
    let events = t.play("gamble");
    assert!(events.iter().any(|e| matches!(e, Event::Bust { .. })));
    assert_eq!(t.active(), 1);
}

/// The extra card (BB4, Czech: "o 1 kartu více než podle obvyklých pravidel") is a harbour card,
/// on top of the colours' cards and a governor's, and only for the player who used the gambler.
#[test]
fn the_extra_card_is_a_harbour_card_on_top_of_the_colours_and_the_governors() {
    let mut t = gamblers(2)
        .seat(0, 3, &["gambler-4", "governor"])
        .seat(1, 3, &[])
        .deck(&["yellow-1-1", "blue-1-1", "green-1-1", "red-1-1"])
        .deal();
    t.play("gamble");
    assert_eq!(
        t.phase(),
        Phase::Take {
            seat: 0,
            left: 2 + 1 + 1
        }
    );
    t.play_all(&["take yellow-1-1", "take blue-1-1"]);
    assert_eq!(t.harbour(), ["green-1-1", "red-1-1"]);
    t.play("pass");
    assert_eq!(t.phase(), Phase::Take { seat: 1, left: 1 });
}

/// "puedes utilizar al tahúr 1 sola vez" / "jednou za svůj tah": once a turn; again the next turn.
#[test]
fn a_gambler_is_used_once_a_turn_and_again_the_next_turn() {
    let mut t = gamblers(2)
        .seat(0, 10, &["gambler-4"])
        .deck(&["captain", "priest", "settler", "jack", "sailor-3"])
        .deal();
    t.play("gamble");
    assert_eq!(t.gamblers_used(), 1);
    assert!(!t.can("gamble"));
    t.finish_turn();
    assert_eq!((t.active(), t.gamblers_used()), (1, 0));
    assert!(!t.can("gamble"), "seat 1 has no gambler");
    t.quiet_turn();
    assert_eq!(t.active(), 0);
    assert!(t.can("gamble"));
}

const EIGHT_QUIET: [&str; 8] = [
    "yellow-1-1",
    "captain",
    "priest",
    "settler",
    "blue-1-1",
    "jack",
    "sailor-3",
    "captain",
];

/// "Si tienes 2 o más tahúres, puedes elegir utilizar otro después de resolver la habilidad del
/// primero. No obstante, … debes pasar directamente a la fase 2" (BB6): no ordinary draw after a
/// gambler; the second one gives a second extra card ("za každého svého využitého Karbaníka").
#[test]
fn two_gamblers_in_a_row_give_two_extra_cards_and_no_draw_between() {
    let mut t = gamblers(2)
        .seat(0, 3, &["gambler-4", "gambler-6"])
        .deck(&EIGHT_QUIET)
        .deal();
    t.play("gamble");
    assert_eq!(t.phase(), Phase::Discover { drawn: 4 });
    assert_eq!(t.legal(), ["stop", "gamble"]);
    assert_eq!(t.refuse("draw").key, "wrong-phase");
    t.play("gamble");
    assert_eq!(t.harbour().len(), 8);
    assert_eq!(
        t.phase(),
        Phase::Take {
            seat: 0,
            left: 1 + 2
        }
    );
}

/// With two gamblers the player may stop after the first: phase 2 with one extra card.
#[test]
fn with_two_gamblers_one_may_go_to_phase_2_after_the_first() {
    let mut t = gamblers(2)
        .seat(0, 3, &["gambler-4", "gambler-6"])
        .deck(&EIGHT_QUIET)
        .deal();
    t.play_all(&["gamble", "stop"]);
    assert_eq!(
        t.phase(),
        Phase::Take {
            seat: 0,
            left: 1 + 1
        }
    );
}

/// A bust in the second gambler's cards ends the turn with nothing, the first four included.
#[test]
fn a_bust_in_the_second_gamblers_cards_ends_the_turn() {
    let mut t = gamblers(2)
        .seat(0, 3, &["gambler-4", "gambler-6"])
        .deck(&[
            "yellow-1-1",
            "captain",
            "priest",
            "settler",
            "yellow-2-2",
            "jack",
            "sailor-3",
            "captain",
        ])
        .deal();
    t.play("gamble");
    let events = t.play("gamble");
    assert!(events.iter().any(|e| matches!(e, Event::Bust { .. })));
    assert!(t.harbour().is_empty());
    assert_eq!(t.discarded().len(), 8);
    assert_eq!(t.active(), 1);
}

/// Three gamblers in a row, each judged in turn, then phase 2 with three extra cards.
#[test]
fn three_gamblers_in_a_row() {
    let mut deck = EIGHT_QUIET.to_vec();
    deck.extend(["priest", "settler", "jack", "green-1-1"]);
    let mut t = gamblers(2)
        .seat(0, 3, &["gambler-4", "gambler-6", "gambler-8"])
        .deck(&deck)
        .deal();
    t.play_all(&["gamble", "gamble"]);
    assert_eq!(t.legal(), ["stop", "gamble"]);
    t.play("gamble");
    assert_eq!(t.harbour().len(), 12);
    assert_eq!(
        t.phase(),
        Phase::Take {
            seat: 0,
            left: 1 + 3
        }
    );
}
