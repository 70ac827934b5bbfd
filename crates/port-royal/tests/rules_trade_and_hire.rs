//! Rulebook phase 2, "Trade and hire" (base ES "Comerciar y contratar", CZ "Obchodování a
//! najímání postav"): how many cards the active player takes, trading and hiring one card at a
//! time, the other players' cards and their compensation, the worked examples, and claiming
//! expeditions in phase 2.
//!
//! Quotes are translated into English from the base game rulebook [base ES], the Big Box
//! rulebook [Big Box ES] and its Czech edition [CZ]; the names in brackets are the same example in
//! the other editions.

mod common;

use common::*;
use islas_core::Seat;
use islas_port_royal::{CoinReason, Event, Phase};

// ----- how many cards ----------------------------------------------------------------------------

/// Phase 2 [base ES]: "With ships of 0-3 different colours, the active player may take 1 card."
#[test]
fn with_ships_of_zero_to_three_colours_the_active_player_takes_one_card() {
    for harbour in [
        &["settler"][..],
        &["yellow-1-1"][..],
        &["yellow-1-1", "blue-1-1"][..],
        &["yellow-1-1", "blue-1-1", "settler", "green-1-1"][..],
    ] {
        let mut t = table(2).coins(0, 4).deck(harbour).deal();
        for _ in harbour {
            t.play("draw");
        }
        t.play("stop");
        assert_eq!(t.phase(), Phase::Take { seat: 0, left: 1 }, "{harbour:?}");
    }
}

/// Phase 2 [base ES]: "With ships of 4 different colours, the active player may take 2 cards."
#[test]
fn with_ships_of_four_colours_the_active_player_takes_two_cards() {
    let mut t = table(2)
        .deck(&["yellow-1-1", "blue-1-1", "green-1-1", "red-1-1"])
        .deal();
    t.draw_and_stop(4);
    assert_eq!(t.phase(), Phase::Take { seat: 0, left: 2 });
    t.play_all(&["take yellow-1-1", "take blue-1-1"]);
    assert_eq!(
        t.phase(),
        Phase::Take { seat: 1, left: 1 },
        "then the others"
    );
}

/// Phase 2 [base ES]: "With ships of 5 different colours, the active player may take 3 cards."
#[test]
fn with_ships_of_five_colours_the_active_player_takes_three_cards() {
    let mut t = table(2)
        .deck(&[
            "yellow-1-1",
            "blue-1-1",
            "green-1-1",
            "red-1-1",
            "black-1-2",
        ])
        .deal();
    t.draw_and_stop(5);
    assert_eq!(t.phase(), Phase::Take { seat: 0, left: 3 });
    t.play_all(&["take yellow-1-1", "take blue-1-1", "take green-1-1"]);
    assert_eq!(t.coins(0), 6);
    assert_eq!(
        t.phase(),
        Phase::Take { seat: 1, left: 1 },
        "then the others"
    );
}

// ----- trading and hiring ----------------------------------------------------------------------

/// Example [base ES Klemens / Big Box Julia / CZ Adam]: "Klemens takes a blue flute from the
/// harbour, puts it on the discard pile and earns 2 coins."
#[test]
fn trade_a_flute_from_the_harbour_for_two_coins() {
    let mut t = table(2).deck(&["blue-2-2"]).deal();
    t.play_all(&["draw", "stop"]);
    let events = t.play("take blue-2-2");
    assert_eq!(earned(&events, 0, CoinReason::Trade), 2);
    assert_eq!(t.coins(0), 5);
    assert_eq!(t.discarded(), ["blue-2-2"]);
    assert!(t.harbour().is_empty());
}

/// Example [base ES Andrea / Big Box Lucas / CZ David]: "Andrea wants to hire a sailor. First she
/// pays 3 coins onto the discard pile, then places the character card in her display."
#[test]
fn hire_a_sailor_for_three_coins() {
    let mut t = table(2).deck(&["sailor-3"]).deal();
    t.play_all(&["draw", "stop", "take sailor-3"]);
    assert_eq!(t.coins(0), 0);
    assert_eq!(t.display(0), ["sailor-3"]);
    assert_eq!(
        t.discard().len(),
        3,
        "the three coins went to the discard pile"
    );
    assert_eq!(
        t.tally(0).swords,
        1,
        "and the sailor's ability is there to use"
    );
}

/// Hiring [base ES]: "To hire a character, the player has to pay as many coins as the bottom of the
/// card shows": without them, no hire.
#[test]
fn a_character_cannot_be_hired_without_its_cost_in_coins() {
    let mut t = table(2).coins(0, 3).deck(&["yellow-1-1", "captain"]).deal();
    t.play_all(&["draw", "draw", "stop"]);
    let err = t.refuse("take captain");
    assert!(err.reason.contains("4 coins"), "{}", err.reason);
    assert!(t.can("take yellow-1-1"));
}

/// Phase 2 [base ES]: "The active player takes these cards one at a time, so that the ability of
/// each can be used when taking the next." [CZ]: "The mademoiselle's ability works already in the
/// round in which you hired her."
#[test]
fn a_mademoiselle_hired_first_makes_the_next_hire_of_the_same_turn_cheaper() {
    let mut t = table(2)
        .coins(0, 9)
        .deck(&[
            "yellow-1-1",
            "blue-1-1",
            "green-1-1",
            "red-1-1",
            "mademoiselle-7",
            "sailor-3",
        ])
        .deal();
    t.draw_and_stop(6);
    assert_eq!(t.phase(), Phase::Take { seat: 0, left: 2 });
    t.play("take mademoiselle-7");
    assert_eq!(t.coins(0), 2);
    t.play("take sailor-3"); // 3 - 1 = 2 coins
    assert_eq!(t.coins(0), 0);
    assert_eq!(t.display(0), ["mademoiselle-7", "sailor-3"]);
}

/// Phase 2 [base ES]: "... one at a time": the coins of a ship traded first pay for the character
/// hired next.
#[test]
fn the_coins_of_a_ship_traded_first_pay_for_the_next_hire() {
    let mut t = table(2)
        .coins(0, 1)
        .deck(&["yellow-1-1", "blue-1-1", "green-1-1", "red-3-6", "sailor-3"])
        .deal();
    t.draw_and_stop(5);
    assert!(!t.can("take sailor-3"), "1 coin is not enough yet");
    t.play("take red-3-6");
    assert_eq!(t.coins(0), 4);
    t.play("take sailor-3");
    assert_eq!(t.coins(0), 1);
    assert_eq!(t.display(0), ["sailor-3"]);
}

// ----- the other players -------------------------------------------------------------------------

/// Phase 2 [base ES]: "After the active player has taken 1 or more cards, the opponents may take 1
/// card each in turn order ... A player who wants to take a card must first give 1 coin to the
/// active player as compensation."
#[test]
fn the_other_players_take_one_card_each_in_turn_order_paying_the_active_player_a_coin() {
    let mut t = table(4)
        .coins(3, 5)
        .deck(&["yellow-1-1", "blue-1-1", "green-1-1", "settler"])
        .deal();
    t.draw_and_stop(4);
    t.play("take yellow-1-1");
    assert_eq!(t.coins(0), 4);

    assert_eq!(t.phase(), Phase::Take { seat: 1, left: 1 });
    let events = t.play("take blue-1-1");
    assert!(events.contains(&Event::Compensated { from: 1, to: 0 }));
    assert_eq!((t.coins(1), t.coins(0)), (3, 5)); // +1 for the flute, -1 to seat 0

    assert_eq!(t.phase(), Phase::Take { seat: 2, left: 1 });
    t.play("take green-1-1");
    assert_eq!((t.coins(2), t.coins(0)), (3, 6));

    assert_eq!(t.phase(), Phase::Take { seat: 3, left: 1 });
    t.play("take settler"); // 1 coin to seat 0, 4 for the settler
    assert_eq!((t.coins(3), t.coins(0)), (0, 7));
    assert_eq!(t.display(3), ["settler"]);

    assert_eq!(
        t.active(),
        1,
        "everyone had their card: the next turn begins"
    );
}

/// Phase 2 [base ES]: "... in turn order" [Big Box ES: "clockwise from the active player"]: with
/// seat 1 active, seat 2 takes before seat 0.
#[test]
fn the_other_players_take_clockwise_starting_after_the_active_player() {
    let mut t = table(3)
        .deck(&["settler", "yellow-1-1", "blue-1-1", "green-1-1"])
        .deal();
    t.quiet_turn(); // seat 0
    assert_eq!(t.active(), 1);
    t.play_all(&["draw", "draw", "draw", "stop", "take yellow-1-1"]);
    assert_eq!(t.phase(), Phase::Take { seat: 2, left: 1 });
    t.play("take blue-1-1");
    assert_eq!(t.phase(), Phase::Take { seat: 0, left: 1 });
    t.play("take green-1-1");
    assert_eq!(t.active(), 2);
}

/// Phase 2 [base ES]: "If the card they take is a ship, the coin may come from the income the ship
/// gives them": a player without coins can still trade a ship.
#[test]
fn a_player_without_coins_pays_the_compensation_out_of_the_ships_coins() {
    let mut t = table(2)
        .coins(1, 0)
        .deck(&["yellow-1-1", "blue-2-1"])
        .deal();
    t.play_all(&["draw", "draw", "stop", "take yellow-1-1"]);
    assert_eq!(t.phase(), Phase::Take { seat: 1, left: 1 });
    t.play("take blue-2-1");
    assert_eq!(
        t.coins(1),
        1,
        "2 coins for the flute, 1 of them to the active player"
    );
    assert_eq!(t.coins(0), 5, "3 + 1 for the pinnace + 1 compensation");
}

/// Phase 2 [base ES]: "A player who wants to take a card must first give 1 coin to the active
/// player": to hire, another player needs the cost plus that coin.
#[test]
fn another_player_needs_the_cost_plus_one_coin_to_hire() {
    let mut t = table(2)
        .coins(1, 3)
        .deck(&["yellow-1-1", "blue-1-1", "sailor-3"])
        .deal();
    t.play_all(&["draw", "draw", "draw", "stop", "take yellow-1-1"]);
    assert_eq!(t.to_act(), Some(1));
    let err = t.refuse("take sailor-3");
    assert!(err.reason.contains("plus 1"), "{}", err.reason);

    let mut t = table(2)
        .coins(1, 4)
        .deck(&["yellow-1-1", "blue-1-1", "sailor-3"])
        .deal();
    t.play_all(&["draw", "draw", "draw", "stop", "take yellow-1-1"]);
    t.play("take sailor-3");
    assert_eq!(t.coins(1), 0);
    assert_eq!(t.display(1), ["sailor-3"]);
    assert_eq!(t.coins(0), 5, "3 + 1 for the pinnace + 1 compensation");
}

/// Phase 2 [base ES]: the opponents "may take 1 card each (if they want to and can afford it, of
/// course)": they may also take nothing, and then pay nothing.
#[test]
fn another_player_may_decline_to_take_a_card() {
    let mut t = table(2).deck(&["yellow-1-1", "blue-1-1"]).deal();
    t.play_all(&["draw", "draw", "stop", "take yellow-1-1"]);
    t.play("pass");
    assert_eq!((t.coins(0), t.coins(1)), (4, 3));
    assert_eq!(t.discarded(), ["yellow-1-1", "blue-1-1"]);
    assert_eq!(t.active(), 1);
}

/// Phase 2 [base ES]: "Sometimes there are not enough cards in the harbour for every player to take
/// one."
#[test]
fn there_may_not_be_enough_cards_for_everyone() {
    let mut t = table(4).deck(&["yellow-1-1", "blue-1-1"]).deal();
    t.play_all(&["draw", "draw", "stop", "take yellow-1-1", "take blue-1-1"]);
    assert!(t.harbour().is_empty());
    // Seats 2 and 3 are left without a card; the next turn begins.
    assert_eq!([t.coins(2), t.coins(3)], [3, 3]);
    assert_eq!((t.active(), t.phase()), (1, Phase::Discover { drawn: 0 }));
}

/// Phase 2 [base ES]: "When every player has had the chance to take their card, the cards left in
/// the harbour go to the discard pile."
#[test]
fn the_cards_left_in_the_harbour_are_discarded_once_everyone_had_the_chance() {
    let mut t = table(3)
        .deck(&["yellow-1-1", "captain", "blue-1-1", "priest"])
        .deal();
    t.draw_and_stop(4);
    t.play("take yellow-1-1");
    t.play("pass"); // seat 1
    t.play("take blue-1-1"); // seat 2
    assert!(t.harbour().is_empty());
    assert_eq!(
        t.discarded(),
        ["yellow-1-1", "blue-1-1", "captain", "priest"]
    );
    assert_eq!(t.active(), 1);
}

// ----- the worked examples -----------------------------------------------------------------------

/// Worked example [base ES; CZ with Adam and David]: "It is Andrea's turn; she ends phase 1 with 5
/// cards in the harbour. Four of them are ships of different colours, so she may take 2 cards.
/// First she picks a ship that earns her 2 coins, then uses her money to hire 1 character. ... Alex
/// wants one of the ships still in the harbour, so he gives Andrea 1 coin as compensation, puts the
/// ship on the discard pile and receives as many coins as the card shows. When every player has had
/// the chance to take 1 card, the cards left in the harbour go to the discard pile." [CZ: "The
/// other players do not want cards, so both remaining ships are discarded."]
#[test]
fn andrea_trades_a_ship_then_hires_and_alex_takes_a_ship_paying_her_a_coin() {
    const ANDREA: Seat = 0;
    const ALEX: Seat = 1;
    const THIRD: Seat = 2;
    let mut t = table(3)
        .coins(ANDREA, 1)
        .deck(&["yellow-2-1", "blue-1-1", "sailor-3", "green-1-1", "red-1-1"])
        .deal();
    t.draw_and_stop(5);
    assert_eq!(t.harbour().len(), 5);
    assert_eq!(
        t.phase(),
        Phase::Take {
            seat: ANDREA,
            left: 2
        }
    );

    t.play("take yellow-2-1"); // a ship for 2 coins
    assert_eq!(t.coins(ANDREA), 3);
    t.play("take sailor-3"); // and her money hires a character
    assert_eq!(t.coins(ANDREA), 0);
    assert_eq!(t.display(ANDREA), ["sailor-3"]);

    assert_eq!(
        t.phase(),
        Phase::Take {
            seat: ALEX,
            left: 1
        }
    );
    let events = t.play("take blue-1-1");
    assert!(events.contains(&Event::Compensated {
        from: ALEX,
        to: ANDREA
    }));
    assert_eq!(t.coins(ALEX), 3, "3 - 1 to Andrea + 1 for the flute");
    assert_eq!(t.coins(ANDREA), 1);

    assert_eq!(t.to_act(), Some(THIRD));
    t.play("pass");
    assert!(t.harbour().is_empty());
    assert!(t.discarded().ends_with(&["green-1-1", "red-1-1"]));
    assert_eq!(t.active(), ALEX, "the next player's turn");
}

/// Worked example [Big Box ES]: "It is Lucas's turn. ... 4 cards were ships of different colours,
/// so he could take 2 cards. First he took a ship worth 3 coins and discarded it. Then he spent the
/// coins to hire 1 profession. ... Elsa takes 1 of the remaining ships, puts it on the discard
/// pile, takes the corresponding coins, and then pays Lucas 1 coin. When every player has had the
/// chance, the remaining cards are discarded."
#[test]
fn lucas_trades_a_ship_of_three_coins_then_hires_and_elsa_takes_a_ship_paying_him_a_coin() {
    const LUCAS: Seat = 0;
    const ELSA: Seat = 1;
    let mut t = table(2)
        .coins(LUCAS, 0)
        .deck(&[
            "yellow-3-2",
            "sailor-3",
            "blue-1-1",
            "green-2-1",
            "black-1-2",
        ])
        .deal();
    t.draw_and_stop(5);
    assert_eq!(
        t.phase(),
        Phase::Take {
            seat: LUCAS,
            left: 2
        }
    );
    t.play("take yellow-3-2");
    assert_eq!(t.coins(LUCAS), 3);
    t.play("take sailor-3");
    assert_eq!(t.coins(LUCAS), 0);
    assert_eq!(t.display(LUCAS), ["sailor-3"]);

    assert_eq!(
        t.phase(),
        Phase::Take {
            seat: ELSA,
            left: 1
        }
    );
    t.play("take green-2-1");
    assert_eq!(t.coins(ELSA), 4, "3 + 2 for the skiff - 1 to Lucas");
    assert_eq!(t.coins(LUCAS), 1);
    assert!(t.harbour().is_empty());
    assert!(t.discarded().ends_with(&["blue-1-1", "black-1-2"]));
    assert_eq!(t.active(), ELSA);
}

// ----- expeditions in phase 2 --------------------------------------------------------------------

/// Expeditions [Big Box ES]: "The active player may claim expeditions at any moment of their turn"
/// [CZ: "at any time in their turn (also during phase 2)"]: during their take, before taking.
#[test]
fn the_active_player_may_claim_an_expedition_during_their_take() {
    let mut t = table(2)
        .seat(0, 3, &["captain", "captain"])
        .deck(&["exp-AA", "yellow-1-1"])
        .deal();
    t.play_all(&["draw", "draw", "stop"]);
    assert_eq!(t.phase(), Phase::Take { seat: 0, left: 1 });
    t.play("claim exp-AA captain+captain");
    assert_eq!(t.display(0), ["exp-AA"]);
    assert_eq!(
        t.phase(),
        Phase::Take { seat: 0, left: 1 },
        "the take goes on"
    );
    t.play("take yellow-1-1");
    assert_eq!(t.coins(0), 6);
}

/// Expeditions [CZ]: "at any time in their turn (also during phase 2)", with the cards taken one at
/// a time: a captain hired with the last take completes the expedition, claimed right after.
#[test]
fn a_character_hired_in_the_take_can_complete_an_expedition_claimed_after_the_last_take() {
    let mut t = table(2)
        .seat(0, 4, &["captain"])
        .deck(&["exp-AA", "captain"])
        .deal();
    t.play_all(&["draw", "draw", "stop"]);
    assert!(!t.can("claim exp-AA captain+captain"));
    t.play("take captain");
    assert_eq!(t.phase(), Phase::Take { seat: 0, left: 0 });
    assert_eq!(t.legal(), ["pass", "claim exp-AA captain+captain"]);
    t.play("claim exp-AA captain+captain");
    assert_eq!(t.display(0), ["exp-AA"]);
    assert_eq!(t.coins(0), 2);
}

/// Expeditions [Big Box ES]: "The expedition stays on the table until an *active* player claims it"
/// [CZ: "Only the active player may carry out an expedition"]: another player cannot claim it while
/// taking a card, only in their own turn.
#[test]
fn only_the_active_player_may_claim_an_expedition() {
    let mut t = table(2)
        .seat(1, 3, &["captain", "captain"])
        .deck(&["exp-AA", "yellow-1-1"])
        .deal();
    t.play_all(&["draw", "draw", "stop", "pass"]);
    assert_eq!(t.phase(), Phase::Take { seat: 1, left: 1 });
    assert!(!t.legal().iter().any(|a| a.starts_with("claim")));
    let err = t.refuse("claim exp-AA captain+captain");
    assert!(
        err.reason.contains("only the active player"),
        "{}",
        err.reason
    );
    t.play("pass");
    // Seat 1's own turn: now the claim is theirs to make.
    assert_eq!(t.active(), 1);
    t.play("claim exp-AA captain+captain");
    assert_eq!(t.display(1), ["exp-AA"]);
}
