//! The project's rulings where the rulebooks are silent or leave a choice that does not change
//! the game: who is asked to decide, and what happens when nothing can be drawn.

mod common;

use common::*;
use islas_port_royal::Phase;

/// Project ruling: a player with nothing to decide is not asked. Another player who can afford no
/// harbour card is skipped, and so is everyone when the harbour is empty.
#[test]
fn a_player_who_can_take_nothing_is_not_asked() {
    let mut t = table(3).coins(2, 5).deck(&["yellow-1-1", "settler"]).deal();
    t.play_all(&["draw", "draw", "stop", "take yellow-1-1"]);
    // Seat 1 has 3 coins: the settler costs 4 + 1. Seat 2 has 5.
    assert_eq!(t.phase(), Phase::Take { seat: 2, left: 1 });
    t.play("pass");
    assert_eq!(t.active(), 1);
}

/// Project ruling: the active player who can afford no harbour card and cannot claim is not asked
/// either.
#[test]
fn an_active_player_who_can_take_nothing_is_not_asked() {
    let mut t = table(2).coins(1, 5).deck(&["settler"]).deal();
    t.play_all(&["draw", "stop"]);
    assert_eq!(t.phase(), Phase::Take { seat: 1, left: 1 });
}

/// Project ruling on "the active player may take 1-3 cards" [base ES]: they may also take nothing;
/// the others still get their chance.
#[test]
fn the_active_player_may_take_nothing() {
    let mut t = table(2).deck(&["yellow-1-1"]).deal();
    t.play_all(&["draw", "stop"]);
    assert!(t.can("pass"));
    t.play("pass");
    assert_eq!(t.phase(), Phase::Take { seat: 1, left: 1 });
    t.play("take yellow-1-1");
    assert_eq!((t.coins(0), t.coins(1)), (4, 3));
}

/// Project ruling: the repel decision is only asked when the active player can repel the ship;
/// otherwise it docks at once.
#[test]
fn the_repel_decision_is_only_asked_when_repelling_is_possible() {
    let mut t = table(2)
        .seat(0, 3, &["sailor-3"])
        .deck(&["yellow-1-1", "blue-2-2"])
        .deal();
    t.play("draw");
    assert_eq!(t.ship_to_repel(), Some("yellow-1-1"));
    t.play_all(&["dock", "draw"]);
    assert_eq!(t.ship_to_repel(), None);
    assert_eq!(t.harbour(), ["yellow-1-1", "blue-2-2"]);
}

/// Project ruling: after their last take, the active player is asked again only if an expedition
/// can be claimed.
#[test]
fn after_the_last_take_the_active_player_is_asked_only_if_they_can_claim() {
    let mut t = table(2).deck(&["yellow-1-1", "blue-1-1"]).deal();
    t.play_all(&["draw", "draw", "stop", "take yellow-1-1"]);
    assert_eq!(t.phase(), Phase::Take { seat: 1, left: 1 });
}

/// Project ruling (the rulebooks are silent): when the deck and the discard pile are both empty
/// (every card is someone's coin or in a display), nothing can be drawn: the active player may only
/// stop, and the game ends.
#[test]
fn with_nothing_left_to_draw_the_game_ends() {
    let mut t = table(2).coins(0, 60).coins(1, 59).deal();
    assert_eq!(t.deck_len(), 0);
    assert_eq!(t.legal(), ["stop"]);
    t.play("stop");
    assert_eq!(t.phase(), Phase::Over);
    assert_eq!(t.outcome().expect("over").winners(), [0], "more coins");
}
