//! Rulebook "Character abilities" (base ES "Habilidades de los personajes", Big Box
//! "Habilidades de las profesiones", CZ "Schopnosti postav"): traders, admirals, jesters,
//! governors, mademoiselles and a sailor once hired. (Repelling with sailors and pirates is in
//! `rules_discover.rs`; captains, priests, settlers and the jack of all trades with the
//! expeditions.)
//!
//! Quotes are translated into English from the base game rulebook [base ES], the Big Box
//! rulebook [Big Box ES] and its Czech edition [CZ]; the names in brackets are the same example in
//! the other editions.

mod common;

use common::*;
use islas_port_royal::{CoinReason, Phase};

// ----- trader ----------------------------------------------------------------------------------

/// Trader [base ES]: "The player gets 1 more coin if they have a trader of the same colour as the
/// ship taken from the harbour."
#[test]
fn a_trader_earns_one_more_coin_for_a_ship_of_its_colour() {
    let mut t = table(2)
        .seat(0, 3, &["trader-blue-3"])
        .deck(&["blue-2-1"])
        .deal();
    t.play_all(&["draw", "stop"]);
    let events = t.play("take blue-2-1");
    assert_eq!(earned(&events, 0, CoinReason::Trade), 3);
    assert_eq!(t.coins(0), 6);
}

/// Trader [Big Box ES]: "You get 1 more coin for each trader of the ship's colour in your display."
#[test]
fn two_traders_of_the_ships_colour_earn_two_more_coins() {
    let mut t = table(2)
        .seat(0, 3, &["trader-blue-3", "trader-blue-5"])
        .deck(&["blue-2-1"])
        .deal();
    t.play_all(&["draw", "stop", "take blue-2-1"]);
    assert_eq!(t.coins(0), 7);
}

/// Trader [base ES]: "... of the same colour as the ship": a trader of another colour adds nothing.
#[test]
fn a_trader_of_another_colour_earns_nothing_extra() {
    let mut t = table(2)
        .seat(0, 3, &["trader-red-3", "trader-yellow-3"])
        .deck(&["blue-2-1"])
        .deal();
    t.play_all(&["draw", "stop", "take blue-2-1"]);
    assert_eq!(t.coins(0), 5);
}

/// Abilities [base ES]: "When you play — as the active player or in another player's phase 2 — you
/// may use the abilities of the characters in your display."
#[test]
fn a_trader_works_in_another_players_turn_too() {
    let mut t = table(2)
        .seat(1, 3, &["trader-green-3"])
        .deck(&["yellow-1-1", "green-2-1"])
        .deal();
    t.play_all(&["draw", "draw", "stop", "take yellow-1-1", "take green-2-1"]);
    assert_eq!(t.coins(1), 3 + 2 + 1 - 1);
}

// ----- admiral ---------------------------------------------------------------------------------

/// Admiral [base ES]: "If there are at least 5 cards in the harbour when it is your turn to take
/// one (or more) of them in phase 2, you immediately get 2 coins."
#[test]
fn an_admiral_earns_two_coins_when_five_cards_lie_in_the_harbour_as_your_take_begins() {
    let mut t = table(2)
        .seat(0, 3, &["admiral-5"])
        .deck(&["yellow-1-1", "settler", "blue-1-1", "captain", "priest"])
        .deal();
    t.play_all(&["draw", "draw", "draw", "draw", "draw"]);
    let events = t.play("stop");
    assert_eq!(earned(&events, 0, CoinReason::Admiral), 2);
    assert_eq!(t.coins(0), 5, "immediately, before taking anything");
    assert_eq!(t.phase(), Phase::Take { seat: 0, left: 1 });
}

/// Admiral [Big Box ES]: "you immediately get 2 coins for each admiral in your display."
#[test]
fn each_admiral_earns_two_coins() {
    let mut t = table(2)
        .seat(0, 3, &["admiral-5", "admiral-7"])
        .deck(&["yellow-1-1", "settler", "blue-1-1", "captain", "priest"])
        .deal();
    t.draw_and_stop(5);
    assert_eq!(t.coins(0), 7);
}

/// Admiral [base ES]: "at least 5 cards": four are not enough.
#[test]
fn an_admiral_earns_nothing_with_four_cards_in_the_harbour() {
    let mut t = table(2)
        .seat(0, 3, &["admiral-9"])
        .deck(&["yellow-1-1", "settler", "blue-1-1", "captain"])
        .deal();
    t.draw_and_stop(4);
    assert_eq!(t.coins(0), 3);
}

/// Admiral [Big Box ES]: "Remember that tax and expedition cards do not count as harbour cards."
#[test]
fn taxes_and_expeditions_are_not_harbour_cards_for_the_admiral() {
    let mut t = table(2)
        .seat(0, 3, &["admiral-5"])
        .deck(&[
            "yellow-1-1",
            "blue-1-1",
            "exp-AA",
            "settler",
            "captain",
            "tax-influence", // the bonus coin goes to seat 1, who has no influence
        ])
        .deal();
    t.play_all(&["draw", "draw", "draw", "draw", "draw", "draw"]);
    assert_eq!(t.harbour().len(), 4);
    let events = t.play("stop");
    assert_eq!(earned(&events, 0, CoinReason::Admiral), 0);
    assert_eq!(t.coins(0), 3);
}

/// Admiral [Big Box ES]: "The other players, even if not the active player, also get 2 coins per
/// admiral in their display if there are at least 5 cards in the harbour when it is their turn to
/// take cards": counted when their own take begins, after the active player took theirs.
#[test]
fn an_admiral_earns_for_another_player_when_five_cards_remain_as_their_take_begins() {
    let mut t = table(2)
        .seat(1, 3, &["admiral-7"])
        .deck(&[
            "yellow-1-1",
            "settler",
            "blue-1-1",
            "captain",
            "priest",
            "jack",
        ])
        .deal();
    t.draw_and_stop(6);
    let events = t.play("take yellow-1-1");
    assert_eq!(t.harbour().len(), 5);
    assert_eq!(earned(&events, 1, CoinReason::Admiral), 2);
    assert_eq!(t.coins(1), 5);
    assert_eq!(t.phase(), Phase::Take { seat: 1, left: 1 });
}

/// Admiral [Big Box ES]: "... when it is their turn to take cards": if the active player's takes
/// left only four, another player's admiral earns nothing.
#[test]
fn an_admiral_earns_nothing_for_another_player_when_fewer_than_five_remain() {
    let mut t = table(2)
        .seat(1, 3, &["admiral-7"])
        .deck(&["yellow-1-1", "settler", "blue-1-1", "captain", "priest"])
        .deal();
    t.draw_and_stop(5);
    t.play("take yellow-1-1");
    assert_eq!(t.harbour().len(), 4);
    assert_eq!(t.coins(1), 3);
}

/// Admiral [Big Box ES]: "A freshly hired admiral gives you no coins (it is no longer the start of
/// the phase if you could hire an admiral)." [CZ: the same.]
#[test]
fn an_admiral_hired_in_this_phase_earns_nothing_yet() {
    let mut t = table(2)
        .coins(0, 7)
        .deck(&[
            "admiral-7",
            "yellow-1-1",
            "blue-1-1",
            "green-1-1",
            "red-1-1",
        ])
        .deal();
    t.draw_and_stop(5);
    assert_eq!(t.phase(), Phase::Take { seat: 0, left: 2 });
    let hired = t.play("take admiral-7");
    let traded = t.play("take yellow-1-1");
    assert_eq!(earned(&hired, 0, CoinReason::Admiral), 0);
    assert_eq!(earned(&traded, 0, CoinReason::Admiral), 0);
    assert_eq!(t.coins(0), 1);
}

// ----- jester ----------------------------------------------------------------------------------

/// Jester [base ES]: "If the harbour is empty when it is your turn to take a card in another
/// player's phase 2, you immediately get 1 coin."
#[test]
fn a_jester_earns_a_coin_when_the_harbour_is_empty_at_your_take_in_another_players_turn() {
    let mut t = table(2)
        .seat(1, 3, &["jester-5"])
        .deck(&["yellow-1-1"])
        .deal();
    t.play_all(&["draw", "stop"]);
    let events = t.play("take yellow-1-1");
    assert_eq!(earned(&events, 1, CoinReason::Jester), 1);
    assert_eq!(t.coins(1), 4);
    assert_eq!(t.active(), 1, "with nothing to take, the turn is over");
}

/// Jester [Big Box ES]: "you immediately get 1 coin for each jester in your display."
#[test]
fn each_jester_earns_a_coin_for_an_empty_harbour() {
    let mut t = table(3)
        .seat(1, 3, &["jester-5", "jester-7"])
        .seat(2, 3, &["jester-9"])
        .deck(&["yellow-1-1"])
        .deal();
    t.play_all(&["draw", "stop", "take yellow-1-1"]);
    assert_eq!([t.coins(1), t.coins(2)], [5, 4]);
}

/// Jester [base ES]: "If the harbour is empty ...": while cards remain, the jester earns nothing.
#[test]
fn a_jester_earns_nothing_while_cards_remain_in_the_harbour() {
    let mut t = table(2)
        .seat(1, 3, &["jester-7"])
        .deck(&["yellow-1-1", "blue-1-1"])
        .deal();
    t.play_all(&["draw", "draw", "stop", "take yellow-1-1"]);
    assert_eq!(t.coins(1), 3);
    assert_eq!(t.phase(), Phase::Take { seat: 1, left: 1 });
}

/// Jester [base ES]: "... in *another* player's phase 2" [CZ: "If you are not the active player and
/// no card is left for you"]: the active player's jester earns nothing for an empty harbour in
/// their own phase 2, while the other players' jesters do.
#[test]
fn the_active_players_jester_earns_nothing_for_an_empty_harbour_in_their_own_turn() {
    let mut t = table(2)
        .seat(0, 3, &["jester-5"])
        .seat(1, 3, &["jester-7"])
        .deck(&["exp-AA"]) // an expedition is no harbour card: the harbour stays empty
        .deal();
    t.play("draw");
    let events = t.play("stop");
    assert_eq!(earned(&events, 0, CoinReason::Jester), 0);
    assert_eq!(earned(&events, 1, CoinReason::Jester), 1);
    assert_eq!((t.coins(0), t.coins(1)), (3, 4));
}

// ----- governor --------------------------------------------------------------------------------

/// Governor [base ES]: "You may take 1 more card from the harbour each time you play in the phase 2
/// of any player": the active player takes one more.
#[test]
fn a_governor_lets_the_active_player_take_one_more_card() {
    let mut t = table(2)
        .seat(0, 3, &["governor"])
        .deck(&["yellow-1-1", "blue-1-1"])
        .deal();
    t.play_all(&["draw", "draw", "stop"]);
    assert_eq!(t.phase(), Phase::Take { seat: 0, left: 2 });
    t.play_all(&["take yellow-1-1", "take blue-1-1"]);
    assert_eq!(t.coins(0), 5);
}

/// Governor [base ES]: "If you are not the active player, you must compensate them with 1 coin for
/// each card you take."
#[test]
fn a_governor_lets_another_player_take_two_cards_paying_a_coin_for_each() {
    let mut t = table(2)
        .seat(1, 3, &["governor"])
        .deck(&["yellow-1-1", "blue-1-1", "green-2-1"])
        .deal();
    t.play_all(&["draw", "draw", "draw", "stop", "take yellow-1-1"]);
    assert_eq!(t.phase(), Phase::Take { seat: 1, left: 2 });
    t.play_all(&["take blue-1-1", "take green-2-1"]);
    assert_eq!(t.coins(1), 3 + 1 + 2 - 2);
    assert_eq!(t.coins(0), 3 + 1 + 2);
}

/// Abilities [base ES]: "If you have several cards of the same kind, their abilities add up": two
/// governors, two more cards.
#[test]
fn two_governors_let_a_player_take_two_more_cards() {
    let mut t = table(2)
        .seat(0, 3, &["governor", "governor"])
        .deck(&["yellow-1-1", "blue-1-1", "green-1-1"])
        .deal();
    t.play_all(&["draw", "draw", "draw", "stop"]);
    assert_eq!(t.phase(), Phase::Take { seat: 0, left: 3 });
}

/// Governor [Big Box ES]: "A freshly hired governor gives you no extra card (it is no longer the
/// start of the phase if you could hire a governor)." [CZ: the same.]
#[test]
fn a_governor_hired_in_this_phase_gives_no_extra_card() {
    let mut t = table(2)
        .coins(0, 8)
        .deck(&["governor", "yellow-1-1"])
        .deal();
    t.play_all(&["draw", "draw", "stop"]);
    assert_eq!(t.phase(), Phase::Take { seat: 0, left: 1 });
    t.play("take governor");
    assert_eq!(t.display(0), ["governor"]);
    assert_eq!(
        t.phase(),
        Phase::Take { seat: 1, left: 1 },
        "the active player's take is over"
    );
}

/// Governor [Big Box ES]: "A freshly hired governor gives you no extra card": the same for another
/// player who hires one as their card.
#[test]
fn a_governor_hired_by_another_player_gives_them_no_extra_card_this_phase() {
    let mut t = table(2)
        .coins(1, 9)
        .deck(&["yellow-1-1", "governor", "blue-1-1"])
        .deal();
    t.play_all(&[
        "draw",
        "draw",
        "draw",
        "stop",
        "take yellow-1-1",
        "take governor",
    ]);
    assert_eq!(t.display(1), ["governor"]);
    assert_eq!(t.coins(1), 0);
    assert_eq!(t.active(), 1, "no second card: the turn is over");
    assert!(t.discarded().ends_with(&["blue-1-1"]));
}

// ----- mademoiselle ----------------------------------------------------------------------------

/// Mademoiselle [base ES]: "The cost of hiring a character is lowered by 1 coin."
#[test]
fn a_mademoiselle_makes_every_hire_one_coin_cheaper() {
    let mut t = table(2)
        .seat(0, 2, &["mademoiselle-7"])
        .deck(&["sailor-3"])
        .deal();
    t.play_all(&["draw", "stop", "take sailor-3"]);
    assert_eq!(t.coins(0), 0);
    assert_eq!(t.display(0), ["mademoiselle-7", "sailor-3"]);
}

/// Abilities [base ES]: "For example: with 2 mademoiselles, you hire your next characters with a
/// discount of 2 coins each."
#[test]
fn two_mademoiselles_make_every_hire_two_coins_cheaper() {
    let mut t = table(2)
        .seat(0, 2, &["mademoiselle-7", "mademoiselle-9"])
        .deck(&["captain"])
        .deal();
    t.play_all(&["draw", "stop", "take captain"]);
    assert_eq!(t.coins(0), 0);
}

/// Mademoiselle [base ES]: "... (down to a minimum of 0)": four mademoiselles make a sailor free,
/// not profitable.
#[test]
fn a_hire_never_costs_less_than_nothing() {
    let mut t = table(2)
        .seat(
            0,
            0,
            &[
                "mademoiselle-7",
                "mademoiselle-7",
                "mademoiselle-9",
                "mademoiselle-9",
            ],
        )
        .deck(&["sailor-3"])
        .deal();
    t.play_all(&["draw", "stop", "take sailor-3"]);
    assert_eq!(t.coins(0), 0);
    assert_eq!(t.display(0).len(), 5);
}

/// Mademoiselle [base ES]: she lowers "the cost of hiring a character", not the coin another player
/// first gives the active player: a sailor still takes 1 + (3 - 1) coins.
#[test]
fn a_mademoiselle_does_not_lower_the_compensation() {
    let mut t = table(2)
        .seat(1, 3, &["mademoiselle-7"])
        .deck(&["yellow-1-1", "sailor-3"])
        .deal();
    t.play_all(&["draw", "draw", "stop", "take yellow-1-1", "take sailor-3"]);
    assert_eq!(t.coins(1), 0);
    assert_eq!(t.coins(0), 5, "3 + 1 for the pinnace + 1 compensation");
}

// ----- sailor and pirate -----------------------------------------------------------------------

/// Hiring [base ES]: "then places the character card in their display and may freely use the
/// ability"; sailor and pirate: "their ability lets you repel ships": a sailor hired in phase 2
/// repels ships in the player's later turns.
#[test]
fn a_sailor_once_hired_lets_the_player_repel_ships_in_later_turns() {
    let mut t = table(2).deck(&["sailor-3", "settler", "yellow-1-1"]).deal();
    t.play_all(&["draw", "stop", "take sailor-3"]);
    assert_eq!(t.active(), 1);
    t.quiet_turn();
    assert_eq!(t.active(), 0);
    t.play("draw");
    assert_eq!(t.ship_to_repel(), Some("yellow-1-1"));
}
