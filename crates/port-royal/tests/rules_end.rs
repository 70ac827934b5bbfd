//! Rulebook "End of the game" (base ES "Fin de la partida", CZ "Konec hry"), the winner, the
//! optional ending ("Variante para el fin de la partida"), and illegal actions.
//!
//! Quotes are translated into English from the base game rulebook [base ES], the Big Box
//! rulebook [Big Box ES] and its Czech edition [CZ]; the names in brackets are the same example in
//! the other editions.

mod common;

use common::*;
use islas_core::Seat;
use islas_port_royal::{Event, Phase};

fn winners(t: &Table) -> Vec<Seat> {
    t.outcome().expect("the game is over").winners()
}

/// End [base ES]: "The end is triggered when a player has 12 victory points in their display. Play
/// goes on as usual until the player to the right of the start player has been the active player
/// (so every player has the same number of turns)": the start player reaches 12, the two others
/// still play their turns.
#[test]
fn twelve_influence_for_the_start_player_ends_the_game_after_the_round_is_finished() {
    let mut t = table(3)
        .seat(0, 3, &ELEVEN_INFLUENCE)
        .deck(&["captain", "settler", "priest"])
        .deal();
    t.play_all(&["draw", "stop"]);
    let events = t.play("take captain"); // 4 - 2 for the two mademoiselles
    assert_eq!(t.influence(0), 12);
    assert!(events.contains(&Event::EndTriggered { seat: 0 }));
    assert_eq!(t.end_triggered_by(), Some(0));
    t.finish_turn();

    assert_eq!(t.active(), 1, "the round goes on");
    t.quiet_turn();
    assert_eq!(t.active(), 2);
    assert!(t.outcome().is_none());
    t.quiet_turn();

    assert_eq!(t.phase(), Phase::Over);
    assert_eq!(t.to_act(), None);
    assert_eq!(t.turn(), 3, "every player had the same number of turns");
    assert_eq!(winners(&t), [0]);
}

/// End [base ES]: "... until the player to the right of the start player has been the active
/// player": when that last player of the round reaches 12 in their own turn, the game ends with it.
#[test]
fn twelve_influence_for_the_last_player_of_the_round_ends_the_game_after_their_turn() {
    let mut t = table(3)
        .seat(2, 3, &ELEVEN_INFLUENCE)
        .deck(&["settler", "settler", "captain"])
        .deal();
    t.quiet_turn();
    t.quiet_turn();
    assert_eq!(t.active(), 2);
    t.play_all(&["draw", "stop", "take captain"]);
    assert_eq!(t.end_triggered_by(), Some(2));
    assert_eq!(t.phase(), Phase::Over);
    assert_eq!(t.turn(), 3);
    assert_eq!(winners(&t), [2]);
}

/// End [base ES]: "The end is triggered when a player has 12 victory points": also when they reach
/// them by hiring in another player's phase 2; the round is then finished as usual.
#[test]
fn twelve_influence_reached_in_another_players_turn_also_ends_the_game_after_the_round() {
    let mut t = table(3)
        .seat(1, 3, &ELEVEN_INFLUENCE)
        .deck(&["captain", "settler", "priest"])
        .deal();
    t.play_all(&["draw", "stop"]); // seat 0 cannot pay 4 for the captain: seat 1 takes
    assert_eq!(t.phase(), Phase::Take { seat: 1, left: 1 });
    t.play("take captain"); // 1 to seat 0 + 4 - 2
    assert_eq!(t.end_triggered_by(), Some(1));
    t.finish_turn();
    assert_eq!(t.active(), 1);
    t.quiet_turn();
    assert_eq!(t.active(), 2);
    t.quiet_turn();
    assert_eq!(t.phase(), Phase::Over);
    assert_eq!(t.turn(), 3);
}

/// End [base ES]: "... 12 victory points": with 11 the game goes on.
#[test]
fn eleven_influence_does_not_end_the_game() {
    let mut t = table(2)
        .seat(0, 3, &ELEVEN_INFLUENCE)
        .deck(&["settler", "priest", "settler"])
        .deal();
    assert_eq!(t.end_triggered_by(), None);
    t.quiet_turn();
    t.quiet_turn();
    assert_eq!((t.active(), t.turn()), (0, 3));
    assert!(t.outcome().is_none());
}

/// End [base ES]: "The player with the most victory points at the end of the game wins."
#[test]
fn the_player_with_the_most_influence_wins() {
    let mut t = table(2)
        .seat(0, 3, &TWELVE_INFLUENCE)
        .seat(1, 10, &["admiral-7", "mademoiselle-7", "sailor-3"]) // 5 influence, more coins
        .deck(&["settler", "priest"])
        .deal();
    t.quiet_turn();
    t.quiet_turn();
    let outcome = t.outcome().expect("the game is over");
    assert_eq!(outcome.winners(), [0]);
    assert_eq!(
        outcome.players.iter().map(|p| p.points).collect::<Vec<_>>(),
        [12, 5]
    );
}

/// End [base ES]: "In case of a tie, the tied player with more coins in their display wins."
#[test]
fn tied_influence_goes_to_the_player_with_more_coins() {
    let mut t = table(2)
        .seat(0, 3, &TWELVE_INFLUENCE)
        .seat(1, 5, &OTHER_TWELVE_INFLUENCE)
        .deck(&["settler", "priest"])
        .deal();
    t.quiet_turn();
    t.quiet_turn();
    assert_eq!((t.influence(0), t.influence(1)), (12, 12));
    assert_eq!((t.coins(0), t.coins(1)), (3, 5));
    assert_eq!(winners(&t), [1]);
}

/// End [base ES]: "If the tie persists, the players share the victory."
#[test]
fn players_tied_on_influence_and_coins_share_the_victory() {
    let mut t = table(3)
        .seat(0, 4, &TWELVE_INFLUENCE)
        .seat(1, 4, &OTHER_TWELVE_INFLUENCE)
        .seat(2, 4, &[])
        .deck(&["settler", "priest", "captain"])
        .deal();
    t.quiet_turn();
    t.quiet_turn();
    t.quiet_turn();
    let outcome = t.outcome().expect("the game is over");
    assert_eq!(outcome.winners(), [0, 1]);
    assert_eq!(outcome.players[2].rank, 2);
}

// ----- the optional ending ---------------------------------------------------------------------

/// Optional ending [base ES]: "The end is triggered when a player has 12 victory points *and* at
/// least 1 expedition in their display": 12 without an expedition is not the end.
#[test]
fn with_the_expedition_ending_twelve_influence_without_an_expedition_does_not_end_the_game() {
    let mut t = table(2)
        .ending_with_expedition()
        .seat(0, 3, &TWELVE_INFLUENCE)
        .deck(&["settler", "priest", "settler"])
        .deal();
    assert_eq!(t.end_triggered_by(), None);
    t.quiet_turn();
    t.quiet_turn();
    assert_eq!((t.active(), t.turn()), (0, 3));
    assert!(t.outcome().is_none());
}

/// Optional ending [base ES]: "... 12 victory points and at least 1 expedition": claiming the
/// expedition that brings both triggers the end, and the round is finished.
#[test]
fn with_the_expedition_ending_twelve_influence_and_an_expedition_end_the_game() {
    let mut t = table(2)
        .ending_with_expedition()
        // 1 + 1 + 3 + 3 + 2 = 10; the expedition takes the captains (-2) and brings 4.
        .seat(
            0,
            3,
            &[
                "captain",
                "captain",
                "admiral-9",
                "admiral-9",
                "mademoiselle-7",
            ],
        )
        .deck(&["exp-AA", COIN, COIN, "settler"])
        .deal();
    t.play_all(&["draw", "claim exp-AA captain+captain"]);
    assert_eq!(t.influence(0), 12);
    assert_eq!(t.end_triggered_by(), Some(0));
    t.finish_turn();
    t.quiet_turn();
    assert_eq!(t.phase(), Phase::Over);
    assert_eq!(winners(&t), [0]);
}

/// Optional ending [base ES]: "The player with the most victory points and at least 1 expedition at
/// the end of the game wins": more influence without an expedition does not win.
#[test]
fn with_the_expedition_ending_only_a_player_with_an_expedition_can_win() {
    let mut t = table(2)
        .ending_with_expedition()
        .seat(
            0,
            3,
            &["exp-AA", "admiral-9", "admiral-9", "mademoiselle-7"], // 4 + 3 + 3 + 2 = 12
        )
        .seat(
            1,
            9,
            &[
                "admiral-7",
                "admiral-7",
                "admiral-7",
                "mademoiselle-9",
                "mademoiselle-9",
                "sailor-5",
                "sailor-3",
            ], // 2 + 2 + 2 + 3 + 3 + 2 + 1 = 15
        )
        .deck(&["settler", "priest"])
        .deal();
    assert_eq!(t.end_triggered_by(), Some(0));
    t.quiet_turn();
    t.quiet_turn();
    assert_eq!((t.influence(0), t.influence(1)), (12, 15));
    assert_eq!(winners(&t), [0]);
}

// ----- illegal actions -------------------------------------------------------------------------

/// Anything the rules do not allow is refused with a reason in plain words, and the game is left
/// exactly as it was (`==`).
#[test]
fn an_illegal_action_is_refused_in_plain_words_and_changes_nothing() {
    let plain = |reason: &str| {
        assert!(reason.len() > 10 && reason.contains(' '), "{reason}");
        for debug in ["{", "}", "::", "Some(", "None", "Phase", "Card"] {
            assert!(!reason.contains(debug), "not plain words: {reason}");
        }
    };
    let mut t = table(2)
        .seat(0, 3, &["sailor-3"])
        .deck(&["blue-1-1", "captain"])
        .deal();
    plain(&t.refuse("stop").reason); // the first card is not drawn yet
    plain(&t.refuse("take captain").reason); // phase 1
    plain(&t.refuse("repel").reason); // no ship drawn
    plain(&t.refuse("claim exp-AA captain+captain").reason); // no such expedition out
    t.play("draw");
    plain(&t.refuse("draw").reason); // first decide about the flute
    t.play_all(&["dock", "draw", "stop"]);
    plain(&t.refuse("take captain").reason); // 4 coins, seat 0 has 3
    plain(&t.refuse("draw").reason); // phase 2
    plain(&t.refuse("take settler").reason); // not in the harbour
}

/// Once the game is over, nothing more can be played.
#[test]
fn nothing_can_be_played_once_the_game_is_over() {
    let mut t = table(2)
        .seat(0, 3, &TWELVE_INFLUENCE)
        .deck(&["settler", "priest"])
        .deal();
    t.quiet_turn();
    t.quiet_turn();
    assert_eq!(t.phase(), Phase::Over);
    assert!(t.legal().is_empty());
    for action in ["draw", "stop", "pass", "take settler"] {
        let err = t.refuse(action);
        assert_eq!(err.reason, "the game is over");
    }
}
