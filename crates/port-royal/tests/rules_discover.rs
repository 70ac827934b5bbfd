//! Rulebook phase 1, "Discover" (base ES "Revelar", Big Box "Descubrir", CZ "Objevování"):
//! drawing, characters, ships and repelling, the bust, expeditions and taxes.
//!
//! Quotes are translated into English from the base game rulebook [base ES], the Big Box
//! rulebook [Big Box ES] and its Czech edition [CZ]; the names in brackets are the same example in
//! the other editions.

mod common;

use common::*;
use islas_port_royal::{CoinReason, Event, Phase};

// ----- drawing ---------------------------------------------------------------------------------

/// Phase 1 [Big Box ES]: "First, the active player must draw 1 card from the deck ... Now they must
/// decide whether to draw another card or stop": stopping is only possible after the first card.
#[test]
fn the_first_card_must_be_drawn_before_the_active_player_may_stop() {
    let mut t = table(2).deck(&["settler", "captain"]).deal();
    assert_eq!(t.legal(), ["draw"]);
    let err = t.refuse("stop");
    assert!(err.reason.contains("draw"), "{}", err.reason);
    t.play("draw");
    assert!(t.can("stop") && t.can("draw"));
}

/// Phase 1 [base ES]: "If the card drawn is a character, the active player places it in the
/// harbour."
#[test]
fn a_character_drawn_is_placed_in_the_harbour() {
    let mut t = table(2).deck(&["settler"]).deal();
    t.play("draw");
    assert_eq!(t.harbour(), ["settler"]);
    assert_eq!(t.phase(), Phase::Discover { drawn: 1 });
    assert_eq!(t.to_act(), Some(0));
}

/// Phase 1 [base ES]: "They may keep drawing cards until they stop of their own will ... If they
/// stop drawing voluntarily, the second phase begins." The harbour is a row in draw order.
#[test]
fn the_active_player_may_keep_drawing_and_stop_when_they_like() {
    let mut t = table(2).deck(&["settler", "yellow-1-1", "priest"]).deal();
    t.play_all(&["draw", "draw", "draw"]);
    assert_eq!(t.harbour(), ["settler", "yellow-1-1", "priest"]);
    t.play("stop");
    assert_eq!(t.phase(), Phase::Take { seat: 0, left: 1 });
}

/// Phase 1 [Big Box ES]: "Once you have begun phase 2, you can no longer return to phase 1."
#[test]
fn once_phase_two_has_begun_no_more_cards_are_drawn() {
    let mut t = table(2).deck(&["yellow-1-1"]).deal();
    t.play_all(&["draw", "stop"]);
    assert_eq!(t.phase(), Phase::Take { seat: 0, left: 1 });
    t.refuse("draw");
}

// ----- ships and repelling ---------------------------------------------------------------------

/// Example [base ES Alex / Big Box Elsa / CZ Adam]: "Alex wants to repel a flute with 2 swords. He
/// has a sailor with 1 and a pirate with 2, so he has 3 in total and repels the ship. He may now
/// put the flute on the discard pile."
#[test]
fn repel_with_a_sailor_and_a_pirate_against_a_flute_of_two_swords() {
    let mut t = table(2)
        .seat(0, 3, &["sailor-3", "pirate-5"])
        .deck(&["blue-2-2"])
        .deal();
    assert_eq!(t.tally(0).swords, 3);
    t.play("draw");
    assert_eq!(t.ship_to_repel(), Some("blue-2-2"));
    assert_eq!(t.legal(), ["repel", "dock"]);
    t.play("repel");
    assert!(t.harbour().is_empty());
    assert_eq!(t.discarded(), ["blue-2-2"]);
    assert_eq!(t.phase(), Phase::Discover { drawn: 1 });
}

/// Phase 1 [base ES]: "the total of swords these characters give must be equal to or greater than
/// the number of swords on the ship card": as many is enough.
#[test]
fn as_many_swords_as_the_ship_shows_are_enough_to_repel_it() {
    let mut t = table(2)
        .seat(0, 3, &["sailor-3", "sailor-5"])
        .deck(&["blue-2-2"])
        .deal();
    t.play("draw");
    assert_eq!(t.ship_to_repel(), Some("blue-2-2"));
    t.play("repel");
    assert_eq!(t.discarded(), ["blue-2-2"]);
}

/// Phase 1 [base ES]: "If your sailors' and pirates' swords are fewer than the ship's, the ship
/// cannot be repelled and you must place it in the harbour."
#[test]
fn a_ship_with_more_swords_than_yours_cannot_be_repelled_and_must_dock() {
    let mut t = table(2)
        .seat(0, 3, &["sailor-3"])
        .deck(&["blue-2-2"])
        .deal();
    t.play("draw");
    assert_eq!(t.harbour(), ["blue-2-2"]);
    assert_eq!(t.phase(), Phase::Discover { drawn: 1 });
    t.refuse("repel");
}

/// Phase 1 [base ES]: "If it shows a skull, the card can never be repelled, whatever happens."
#[test]
fn a_ship_showing_a_skull_can_never_be_repelled_however_many_swords() {
    for skull in [
        "red-3-skull",
        "red-4-skull",
        "black-3-skull",
        "black-4-skull",
    ] {
        let mut t = table(2)
            .seat(0, 3, &["pirate-5", "pirate-7", "pirate-9", "sailor-7"])
            .deck(&[skull])
            .deal();
        assert_eq!(t.tally(0).swords, 7);
        t.play("draw");
        assert_eq!(t.harbour(), [skull]);
        t.refuse("repel");
    }
}

/// Phase 1 [base ES]: "To repel a ship, you must have at least 1 sailor and/or pirate in your
/// display."
#[test]
fn without_a_sailor_or_a_pirate_no_ship_can_be_repelled() {
    for display in [&[][..], &["captain", "admiral-5", "mademoiselle-7"][..]] {
        let mut t = table(2).seat(0, 3, display).deck(&["yellow-1-1"]).deal();
        t.play("draw");
        assert_eq!(t.harbour(), ["yellow-1-1"]);
        t.refuse("repel");
    }
}

/// Phase 1 [base ES]: "You may only repel a ship you have just drawn." [CZ]: "swords no longer act
/// on a ship already docked in the harbour."
#[test]
fn only_the_ship_just_drawn_can_be_repelled() {
    let mut t = table(2)
        .seat(0, 3, &["sailor-3"])
        .deck(&["blue-1-1", "settler", "yellow-1-1"])
        .deal();
    t.play_all(&["draw", "dock", "draw"]);
    assert_eq!(t.harbour(), ["blue-1-1", "settler"]);
    t.refuse("repel");
    t.play_all(&["draw", "repel"]);
    assert_eq!(
        t.harbour(),
        ["blue-1-1", "settler"],
        "the flute in the harbour stays"
    );
    assert_eq!(t.discarded(), ["yellow-1-1"]);
}

/// Phase 1 [base ES]: "Swords are not spent, so you may use them as often as you like, even in the
/// same turn."
#[test]
fn swords_are_not_spent_so_one_sailor_repels_several_ships_in_a_turn() {
    let mut t = table(2)
        .seat(0, 3, &["sailor-3"])
        .deck(&["blue-1-1", "blue-1-1", "green-1-1"])
        .deal();
    t.play_all(&["draw", "repel", "draw", "repel", "draw", "repel"]);
    assert_eq!(t.discarded(), ["blue-1-1", "blue-1-1", "green-1-1"]);
    assert_eq!(
        t.display(0),
        ["sailor-3"],
        "the sailor stays in the display"
    );
    assert_eq!(t.phase(), Phase::Discover { drawn: 3 });
}

/// Phase 1 [base ES]: "the active player may place it in the harbour as a possible source of
/// income, or repel it": repelling is a choice.
#[test]
fn a_ship_that_could_be_repelled_may_dock_instead() {
    let mut t = table(2)
        .seat(0, 3, &["pirate-5"])
        .deck(&["green-2-1"])
        .deal();
    t.play_all(&["draw", "dock"]);
    assert_eq!(t.harbour(), ["green-2-1"]);
    assert!(t.discarded().is_empty());
    assert_eq!(t.phase(), Phase::Discover { drawn: 1 });
}

/// Phase 1 [base ES]: "If so, you may put that ship on the discard pile instead of in the
/// harbour": a repelled ship never lies in the harbour, so a later ship of its colour does not
/// bust.
#[test]
fn a_repelled_ship_is_not_in_the_harbour_and_does_not_count_for_a_bust() {
    let mut t = table(2)
        .seat(0, 3, &["sailor-3"])
        .deck(&["blue-1-1", "blue-2-2"])
        .deal();
    t.play_all(&["draw", "repel", "draw"]); // the second flute has 2 swords: it docks
    assert_eq!(t.harbour(), ["blue-2-2"]);
    assert_eq!(t.phase(), Phase::Discover { drawn: 2 });
    assert_eq!(t.active(), 0);
}

// ----- the bust --------------------------------------------------------------------------------

/// Phase 1 [base ES]: "... unless they reveal a ship of the same colour as one already in the
/// harbour and cannot repel it. Then the active player must discard every card in the harbour and
/// end their turn. Phase 2 does not take place ... The game goes on with phase 1 of the next player
/// clockwise."
#[test]
fn a_second_ship_of_a_colour_busts_the_harbour_is_discarded_and_the_turn_ends() {
    let mut t = table(3)
        .deck(&["blue-1-1", "settler", "green-1-1", "blue-2-1"])
        .deal();
    t.play_all(&["draw", "draw", "draw"]);
    let events = t.play("draw");
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::Bust { discarded: 4, .. }))
    );
    assert!(t.harbour().is_empty());
    assert_eq!(
        t.discarded(),
        ["blue-1-1", "settler", "green-1-1", "blue-2-1"]
    );
    // No phase 2: nobody took anything, and it is the next player's phase 1.
    assert_eq!([t.coins(0), t.coins(1), t.coins(2)], [3, 3, 3]);
    assert_eq!((t.active(), t.to_act(), t.turn()), (1, Some(1), 2));
    assert_eq!(t.phase(), Phase::Discover { drawn: 0 });
}

/// Phase 1 [base ES]: "They may keep drawing until ... there are 2 ships of the same colour in the
/// harbour": a second ship of a colour that the player could repel but lets dock busts as well.
#[test]
fn letting_a_second_ship_of_a_colour_dock_busts_even_if_it_could_be_repelled() {
    let mut t = table(2)
        .seat(0, 3, &["sailor-3"])
        .deck(&["blue-1-1", "blue-2-1"])
        .deal();
    t.play_all(&["draw", "dock", "draw", "dock"]);
    assert!(t.harbour().is_empty());
    assert_eq!(t.discarded(), ["blue-1-1", "blue-2-1"]);
    assert_eq!(t.active(), 1);
}

/// Bust [base ES]: "Remember that expeditions are not discarded (they should lie well apart from
/// the harbour)."
#[test]
fn the_expeditions_stay_on_the_table_when_the_turn_busts() {
    let mut t = table(2).deck(&["red-1-1", "exp-HH", "red-2-3"]).deal();
    t.play_all(&["draw", "draw", "draw"]);
    assert_eq!(t.expeditions(), ["exp-HH"]);
    assert_eq!(t.discarded(), ["red-1-1", "red-2-3"]);
}

/// Bust [Big Box ES]: "Instead, every player gets 1 coin from the deck for each jester in their
/// display." [CZ]: "Every player, the active player included, gets 1 coin per jester."
#[test]
fn on_a_bust_every_player_gets_a_coin_per_jester_the_active_player_too() {
    let mut t = table(3)
        .seat(0, 3, &["jester-5"])
        .seat(1, 3, &["jester-7", "jester-9"])
        .seat(2, 3, &[])
        .deck(&["red-1-1", "red-2-3"])
        .deal();
    t.play("draw");
    let events = t.play("draw");
    assert_eq!(earned(&events, 0, CoinReason::Jester), 1);
    assert_eq!(earned(&events, 1, CoinReason::Jester), 2);
    assert_eq!([t.coins(0), t.coins(1), t.coins(2)], [4, 5, 3]);
}

/// Bust [Big Box ES]: "The active player may still complete expeditions before ending their turn."
#[test]
fn after_a_bust_the_active_player_may_still_claim_an_expedition() {
    let mut t = table(2)
        .seat(0, 3, &["captain", "captain"])
        .deck(&["exp-AA", "black-1-2", "black-2-4"])
        .deal();
    t.play_all(&["draw", "draw", "draw"]);
    assert_eq!(t.phase(), Phase::Bust);
    assert_eq!(t.to_act(), Some(0));
    assert_eq!(t.legal(), ["pass", "claim exp-AA captain+captain"]);
    t.refuse("stop");
    t.play("claim exp-AA captain+captain");
    assert_eq!(t.display(0), ["exp-AA"]);
    assert_eq!(t.coins(0), 5);
    assert_eq!(t.active(), 1, "then the turn ends");
}

/// Bust [Big Box ES]: the active player *may* still claim: they may also end the turn without
/// claiming, and the expedition waits on the table.
#[test]
fn after_a_bust_the_active_player_may_pass_instead_of_claiming() {
    let mut t = table(2)
        .seat(0, 3, &["captain", "captain"])
        .deck(&["exp-AA", "black-1-2", "black-2-4"])
        .deal();
    t.play_all(&["draw", "draw", "draw", "pass"]);
    assert_eq!(t.active(), 1);
    assert_eq!(t.expeditions(), ["exp-AA"]);
    assert_eq!(t.display(0), ["captain", "captain"]);
}

// ----- expeditions -----------------------------------------------------------------------------

/// Phase 1 [base ES]: "If the card drawn is an expedition, the active player places it in the
/// middle of the table (well apart from the harbour). It stays there until a player meets its
/// requirements and claims it."
#[test]
fn an_expedition_drawn_is_set_apart_from_the_harbour() {
    let mut t = table(2).deck(&["exp-CCH", "settler"]).deal();
    t.play("draw");
    assert_eq!(t.expeditions(), ["exp-CCH"]);
    assert!(t.harbour().is_empty());
    t.play("draw");
    assert_eq!(t.harbour(), ["settler"]);
    assert_eq!(t.expeditions(), ["exp-CCH"]);
}

/// Example [base ES Dagmar / Big Box Isabel / CZ David]: "Dagmar wants to claim an expedition with
/// 2 crosses, so she discards her priest and her jack of all trades. In return she receives the
/// expedition card and 2 coins from the deck."
#[test]
fn claim_an_expedition_of_two_crosses_with_a_priest_and_a_jack_of_all_trades() {
    let mut t = table(2)
        .seat(0, 3, &["priest", "jack"])
        .deck(&["exp-CC"])
        .deal();
    t.play("draw");
    let events = t.play("claim exp-CC priest+jack");
    assert_eq!(t.display(0), ["exp-CC"]);
    assert_eq!(t.discarded(), ["priest", "jack"]);
    assert_eq!(earned(&events, 0, CoinReason::Expedition), 2);
    assert_eq!(t.coins(0), 5);
    assert!(t.expeditions().is_empty());
}

/// Expeditions [base ES]: "After placing them [the characters] on the discard pile, the player adds
/// the expedition card to their display and draws as many coins from the deck as the expedition
/// shows"; its influence counts from then on.
#[test]
fn a_claimed_expedition_pays_its_coins_and_counts_its_influence() {
    let mut t = table(2)
        .seat(0, 3, &["priest", "priest", "settler"])
        .deck(&["exp-CCH"])
        .deal();
    assert_eq!(t.influence(0), 3);
    t.play_all(&["draw", "claim exp-CCH priest+priest+settler"]);
    assert_eq!(t.coins(0), 6);
    assert_eq!(t.influence(0), 6);
    assert_eq!(t.tally(0).expeditions, 1);
}

/// Abilities [base ES]: "The jack of all trades is a joker: you may discard it as if it were a
/// priest, a captain or a settler."
#[test]
fn a_jack_of_all_trades_stands_in_for_an_anchor_a_cross_or_a_house() {
    for (expedition, display, claim) in [
        (
            "exp-AA",
            &["captain", "jack"][..],
            "claim exp-AA captain+jack",
        ),
        ("exp-CC", &["jack", "jack"][..], "claim exp-CC jack+jack"),
        (
            "exp-HH",
            &["settler", "jack"][..],
            "claim exp-HH settler+jack",
        ),
        (
            "exp-AAH",
            &["captain", "jack", "jack"][..],
            "claim exp-AAH captain+jack+jack",
        ),
        (
            "exp-CCH",
            &["priest", "priest", "jack"][..],
            "claim exp-CCH priest+priest+jack",
        ),
    ] {
        let mut t = table(2).seat(0, 3, display).deck(&[expedition]).deal();
        t.play("draw");
        t.play(claim);
        assert_eq!(t.display(0), [expedition], "{claim}");
    }
}

/// Abilities [base ES]: "you may discard it [the jack] as if it were a priest": whoever has both
/// chooses which goes.
#[test]
fn the_player_chooses_whether_a_priest_or_the_jack_of_all_trades_is_discarded() {
    let setup = || {
        table(2)
            .seat(0, 3, &["priest", "priest", "jack"])
            .deck(&["exp-CC"])
            .deal()
    };
    let mut t = setup();
    t.play("draw");
    assert!(t.can("claim exp-CC priest+priest") && t.can("claim exp-CC priest+jack"));
    t.play("claim exp-CC priest+priest");
    assert_eq!(t.display(0), ["jack", "exp-CC"]);

    let mut t = setup();
    t.play_all(&["draw", "claim exp-CC priest+jack"]);
    assert_eq!(t.display(0), ["priest", "exp-CC"]);
}

/// Expeditions [base ES]: "To meet an expedition's requirements, the player must have in their
/// display the characters with the abilities the card asks for."
#[test]
fn an_expedition_cannot_be_claimed_without_the_characters_it_asks_for() {
    let mut t = table(2)
        .seat(0, 3, &["priest", "captain"])
        .deck(&["exp-CC"])
        .deal();
    t.play("draw");
    assert_eq!(t.legal(), ["draw", "stop"]);
    t.refuse("claim exp-CC priest+jack");
    t.refuse("claim exp-CC priest+priest");
}

/// Expeditions [base ES]: "A player may claim one or more expeditions at any moment of their turn":
/// before drawing the first card (here the five-player expedition, on the table from the start).
#[test]
fn the_active_player_may_claim_an_expedition_before_drawing() {
    let mut t = table(5)
        .seat(0, 3, &["captain", "priest", "settler"])
        .deal();
    t.play("claim exp-ACH captain+priest+settler");
    assert_eq!(t.display(0), ["exp-ACH"]);
    assert_eq!(t.coins(0), 6);
    assert_eq!(t.influence(0), 5);
    // It is still phase 1 and the first card must still be drawn.
    assert_eq!(t.phase(), Phase::Discover { drawn: 0 });
    t.refuse("stop");
}

/// Expeditions [base ES]: "... at any moment of their turn": between two draws, after which drawing
/// goes on.
#[test]
fn the_active_player_may_claim_an_expedition_between_two_draws() {
    let mut t = table(2)
        .seat(0, 3, &["settler", "settler"])
        .deck(&["exp-HH", COIN, COIN, "captain"])
        .deal();
    t.play_all(&["draw", "claim exp-HH settler+settler", "draw"]);
    assert_eq!(t.display(0), ["exp-HH"]);
    assert_eq!(t.harbour(), ["captain"]);
    assert_eq!(t.phase(), Phase::Discover { drawn: 2 });
}

/// Expeditions [base ES]: "A player may claim one or more expeditions" [CZ: "and in one turn may
/// carry out several expeditions"].
#[test]
fn several_expeditions_may_be_claimed_in_one_turn() {
    let mut t = table(2)
        .seat(0, 3, &["captain", "captain", "priest", "priest"])
        .deck(&["exp-AA", "exp-CC"])
        .deal();
    t.play_all(&[
        "draw",
        "draw",
        "claim exp-AA captain+captain",
        "claim exp-CC priest+priest",
    ]);
    assert_eq!(t.display(0), ["exp-AA", "exp-CC"]);
    assert_eq!(t.coins(0), 7);
    assert_eq!(t.influence(0), 8);
}

// ----- taxes -----------------------------------------------------------------------------------

/// Taxes [base ES]: "Every player with 12 or more coins loses half of their savings (rounded down).
/// For example: a player with 13 coins loses 6 of them and puts them on the discard pile."
#[test]
fn a_tax_takes_six_of_thirteen_coins_to_the_discard_pile() {
    let mut t = table(2)
        .seat(0, 3, &["sailor-3"]) // the bonus goes to seat 0, who has the most swords
        .coins(1, 13)
        .deck(&["tax-swords"])
        .deal();
    let events = t.play("draw");
    assert_eq!(t.coins(1), 7);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::Tax { losses, .. } if *losses == [(1, 6)]))
    );
    assert_eq!(t.discard().len(), 6 + 1, "six coins and the tax card");
}

/// Taxes [Big Box ES]: "For example, a player with 12 or 13 coins must give up 6 coins."
#[test]
fn a_tax_takes_six_of_twelve_coins() {
    let mut t = table(2)
        .seat(0, 3, &["sailor-3"])
        .coins(1, 12)
        .deck(&["tax-swords"])
        .deal();
    t.play("draw");
    assert_eq!(t.coins(1), 6);
}

/// Taxes [base ES]: "Every player with 12 or more coins ...": 11 coins are safe.
#[test]
fn a_player_with_eleven_coins_keeps_them_all() {
    let mut t = table(2)
        .seat(0, 3, &["sailor-3"])
        .coins(1, 11)
        .deck(&["tax-swords"])
        .deal();
    t.play("draw");
    assert_eq!(t.coins(1), 11);
    assert_eq!(t.discarded(), ["tax-swords"]);
}

/// Taxes [base ES]: "Then the player with the most swords ... gets 1 coin from the deck."
#[test]
fn the_most_swords_tax_gives_a_coin_to_the_player_with_the_most_swords() {
    let mut t = table(3)
        .seat(0, 3, &["sailor-3"])
        .seat(1, 3, &["pirate-5"])
        .seat(2, 3, &["admiral-9"])
        .deck(&["tax-swords"])
        .deal();
    let events = t.play("draw");
    assert_eq!([t.coins(0), t.coins(1), t.coins(2)], [3, 4, 3]);
    assert_eq!(earned(&events, 1, CoinReason::TaxBonus), 1);
}

/// Taxes [base ES]: "Then the player with ... the fewest victory points ... gets 1 coin."
#[test]
fn the_fewest_influence_tax_gives_a_coin_to_the_player_with_the_least_influence() {
    let mut t = table(3)
        .seat(0, 3, &["captain"])
        .seat(1, 3, &["mademoiselle-7"])
        .seat(2, 3, &["governor"]) // a governor brings no influence
        .deck(&["tax-influence"])
        .deal();
    t.play("draw");
    assert_eq!([t.coins(0), t.coins(1), t.coins(2)], [3, 3, 4]);
}

/// Taxes [base ES]: "In case of a tie, every tied player gets 1 coin."
#[test]
fn every_player_tied_for_the_tax_bonus_gets_a_coin() {
    let mut t = table(3)
        .seat(0, 3, &["sailor-3"])
        .seat(1, 3, &["sailor-5"])
        .seat(2, 3, &[])
        .deck(&["tax-swords"])
        .deal();
    t.play("draw");
    assert_eq!([t.coins(0), t.coins(1), t.coins(2)], [4, 4, 3]);
}

/// Taxes [base ES]: "... (for example: if no player has swords or victory points)": everybody is
/// tied, everybody gets a coin.
#[test]
fn when_nobody_has_swords_everybody_gets_the_tax_bonus() {
    let mut t = table(3)
        .seat(0, 3, &["captain"])
        .deck(&["tax-swords"])
        .deal();
    t.play("draw");
    assert_eq!([t.coins(0), t.coins(1), t.coins(2)], [4, 4, 4]);
}

/// Taxes [base ES]: "... if no player has ... victory points": everybody gets a coin.
#[test]
fn when_nobody_has_influence_everybody_gets_the_tax_bonus() {
    let mut t = table(4).deck(&["tax-influence"]).deal();
    t.play("draw");
    assert_eq!(
        [t.coins(0), t.coins(1), t.coins(2), t.coins(3)],
        [4, 4, 4, 4]
    );
}

/// Taxes [base ES]: "... lose half ... Right after that, the player with the most swords gets 1
/// coin": the loss comes first, so the bonus coin is not halved (13 → 7 → 8, not 14 → 7).
#[test]
fn the_tax_is_paid_before_the_bonus_coin_is_given() {
    let mut t = table(2)
        .seat(0, 13, &["sailor-3"])
        .deck(&["tax-swords"])
        .deal();
    t.play("draw");
    assert_eq!(t.coins(0), 8);
}

/// Taxes [base ES]: "Once the tax card is resolved, it goes on the discard pile and the game goes
/// on as usual": it is no harbour card, and the active player may draw on or stop.
#[test]
fn the_tax_card_is_discarded_and_the_turn_goes_on() {
    let mut t = table(2)
        .seat(0, 3, &["sailor-3"])
        .deck(&["tax-swords"])
        .deal();
    t.play("draw");
    assert!(t.harbour().is_empty());
    assert_eq!(t.discarded(), ["tax-swords"]);
    assert_eq!(t.phase(), Phase::Discover { drawn: 1 });
    assert!(t.can("stop"));
}
