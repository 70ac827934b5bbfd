//! Rulebook "Setup" (base ES "Preparación de la partida"): the cards dealt, whose turn it is,
//! and the deck running out.
//!
//! Quotes are translated into English from the base game rulebook [base ES], the Big Box
//! rulebook [Big Box ES] and its Czech edition [CZ]; the names in brackets are the same example in
//! the other editions.

mod common;

use common::*;
use islas_core::{Game, Rng, Seed};
use islas_port_royal::{Config, Event, Phase, PortRoyal};

fn every_card_once(game: &PortRoyal) -> bool {
    let mut cards = game.all_cards();
    cards.sort_unstable();
    cards == (0..120).collect::<Vec<u8>>()
}

/// "120 cards" [base ES]: after setup every one of them is somewhere (deck, box, table, a player's
/// coins), exactly once, for every number of players.
#[test]
fn the_game_has_120_cards_and_each_is_somewhere_exactly_once() {
    for players in 2..=5 {
        for seed in 1..=5 {
            let game = PortRoyal::setup(&Config::new(players), Seed::from_u64(seed)).unwrap();
            assert!(every_card_once(&game), "{players} players, seed {seed}");
        }
    }
}

/// "Each card a player owns is worth 1 coin" and every card is somewhere [base ES]: through whole
/// games played with random legal choices, the 120 cards stay accounted for after every action.
#[test]
fn no_card_is_ever_created_or_lost_during_play() {
    let mut legal = Vec::new();
    for players in 2..=5 {
        for seed in 1..=4 {
            let mut game = PortRoyal::setup(&Config::new(players), Seed::from_u64(seed)).unwrap();
            let mut choose = Rng::from_seed(seed * 31 + u64::from(players));
            let mut actions = 0;
            while game.to_act().is_some() && actions < 20_000 {
                game.legal_actions(&mut legal);
                assert!(!legal.is_empty(), "someone must have something to do");
                let a = legal[choose.below(legal.len() as u32) as usize];
                game.play(&a).unwrap();
                assert!(
                    every_card_once(&game),
                    "after {a} ({players} players, seed {seed})"
                );
                actions += 1;
            }
        }
    }
}

/// Setup [base ES]: "Each player starts the game with 3 coins, taken face down from the deck."
#[test]
fn every_player_starts_with_three_coins_taken_face_down_from_the_deck() {
    for players in 2..=5 {
        let t = table(players).deal();
        for seat in 0..players {
            assert_eq!(t.coins(seat), 3, "seat {seat} of {players}");
            assert!(t.display(seat).is_empty());
        }
        // 120 cards, minus the special expedition (boxed or on the table), minus the coins.
        assert_eq!(t.deck_len(), 120 - 1 - 3 * players as usize);
        assert!(t.harbour().is_empty() && t.discarded().is_empty());
    }
}

/// Setup [base ES]: "With 5 players, leave this card [the special expedition] in the middle of the
/// table."
#[test]
fn with_five_players_the_special_expedition_lies_on_the_table_from_the_start() {
    let t = table(5).deal();
    assert_eq!(t.expeditions(), ["exp-ACH"]);
    assert!(t.boxed().is_empty());
}

/// Setup [base ES]: "With fewer than 5 players, take the special expedition card out of the game
/// and put it back in the box."
#[test]
fn with_fewer_than_five_players_the_special_expedition_goes_back_to_the_box() {
    for players in 2..=4 {
        let t = table(players).deal();
        assert_eq!(t.boxed(), ["exp-ACH"], "{players} players");
        assert!(t.expeditions().is_empty());
    }
}

/// Setup [base ES]: the special expedition is "the only card without a coin on its back": it is
/// never dealt or paid out as a coin, and with fewer than five players it stays in the box for the
/// whole game.
#[test]
fn the_special_expedition_is_never_a_coin_and_never_drawn_in_smaller_games() {
    for players in 2..=5 {
        let mut legal = Vec::new();
        let mut game = PortRoyal::setup(&Config::new(players), Seed::from_u64(7)).unwrap();
        let mut choose = Rng::from_seed(99);
        let mut steps = 0;
        while game.to_act().is_some() && steps < 5_000 {
            for seat in 0..players {
                assert!(
                    !ids(&game.player(seat).coins).contains(&"exp-ACH"),
                    "the special expedition has no coin on its back"
                );
            }
            if players < 5 {
                assert_eq!(ids(game.boxed()), ["exp-ACH"]);
            }
            game.legal_actions(&mut legal);
            let a = legal[choose.below(legal.len() as u32) as usize];
            game.play(&a).unwrap();
            steps += 1;
        }
    }
}

/// Play [base ES]: "The start player begins. Starting with them and going clockwise, each player is
/// the active player for one turn."
#[test]
fn the_start_player_begins_and_the_turn_passes_clockwise() {
    let mut t = table(3)
        .deck(&["settler", "captain", "priest", "settler"])
        .deal();
    assert_eq!((t.active(), t.turn(), t.to_act()), (0, 1, Some(0)));
    assert_eq!(t.phase(), Phase::Discover { drawn: 0 });
    for next in [1, 2, 0] {
        t.quiet_turn();
        assert_eq!(t.active(), next);
        assert_eq!(t.to_act(), Some(next));
        assert_eq!(t.phase(), Phase::Discover { drawn: 0 });
    }
    assert_eq!(t.turn(), 4);
}

/// [base ES]: "If the deck runs out at any moment of the game, shuffle the discard pile, make a new
/// deck and place it face down."
#[test]
fn when_the_deck_runs_out_the_discard_pile_is_shuffled_into_a_new_deck() {
    // Every other card is in the two players' coins: the deck is just the two stacked ships.
    let mut t = table(2)
        .seat(0, 58, &["sailor-3"])
        .coins(1, 58)
        .deck(&["blue-1-1", "yellow-1-1"])
        .deal();
    assert_eq!(t.deck_len(), 2);
    let mut events = Vec::new();
    for action in ["draw", "repel", "draw", "repel"] {
        events.extend(t.play(action));
    }
    // The deck is used up: the two repelled ships are the only cards left to draw.
    assert_eq!(t.deck_len() + t.discard().len(), 2);
    let mut drawn = Vec::new();
    for _ in 0..2 {
        events.extend(t.play("draw"));
        drawn.push(t.ship_to_repel().expect("a ship from the new deck"));
        events.extend(t.play("repel"));
    }
    drawn.sort_unstable();
    assert_eq!(drawn, ["blue-1-1", "yellow-1-1"]);
    assert!(events.iter().any(|e| matches!(e, Event::Reshuffled { .. })));
}

/// [base ES]: "... at any moment of the game": also while coins are being paid. Trading "puts the
/// ship on the discard pile, then takes as many coins from the deck as the card shows", so the
/// traded ship is already in the discard pile that becomes the new deck.
#[test]
fn coins_paid_out_of_an_empty_deck_come_from_the_reshuffled_discard_pile() {
    // Every other card is in the players' coins: the deck is just the two stacked ships.
    let mut t = table(2)
        .seat(0, 56, &["sailor-3"])
        .coins(1, 60)
        .deck(&["yellow-1-1", "blue-2-2"])
        .deal();
    t.play_all(&["draw", "repel", "draw"]); // the pinnace is repelled, the flute docks
    assert_eq!(t.harbour(), ["blue-2-2"]);
    assert_eq!(t.deck_len(), 0);
    t.play("stop");
    // Trading the flute discards it, then pays 2 coins out of the discard pile (pinnace and
    // flute) made into a new deck.
    let events = t.play("take blue-2-2");
    assert!(events.iter().any(|e| matches!(e, Event::Reshuffled { .. })));
    assert_eq!(t.coins(0), 58);
}
