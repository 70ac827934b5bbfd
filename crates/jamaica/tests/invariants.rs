//! Invariants over many random games (`ISLAS_GAMES` per player count, see
//! `docs/performance.md`), and fuzzed action text.
//!
//! Every game is played by uniformly random legal actions. At every step:
//! - no resource is negative (counts are unsigned and the test profile keeps overflow checks
//!   on, so a subtraction below zero fails the test) and every hold holds one good;
//! - the 9 treasures in play are conserved (pile + held), the unused ones stay unused;
//! - `to_act` is `Some` exactly when there are legal actions; every legal action applies, and
//!   its notation parses back to itself; actions that are not legal are refused, state intact;
//! - every seat's view hides what it should: two states that differ only in what the seat
//!   cannot know (a determinization) have equal views; the view shows no other hand, no deck
//!   order, no unrevealed choice, no unseen face-down treasure, no treasure pile;
//! - a determinization keeps everything the seat saw.
//!
//! Every game ends.
#![cfg(not(target_arch = "wasm32"))]

use islas_core::{Game, Rng, Seed};
use islas_jamaica::data::{TREASURES, is_power};
use islas_jamaica::{Action, Config, GHOST, Good, HIDDEN_CARD, Jamaica, Phase, Power, UNKNOWN};
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;

const MAX_ACTIONS: usize = 20_000;

fn games() -> u32 {
    std::env::var("ISLAS_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1500)
}

/// Every action the notation can express.
fn universe() -> Vec<Action> {
    let mut v = vec![Action::Roll, Action::Reroll, Action::Keep, Action::Spare];
    for a in 1..=6 {
        for b in 1..=6 {
            v.push(Action::Dice(a, b));
        }
    }
    for n in 1..=11 {
        v.push(Action::Choose(n));
    }
    v.extend([
        Action::Fork(false),
        Action::Fork(true),
        Action::Ghost(true),
        Action::Ghost(false),
    ]);
    for h in 0..6 {
        v.push(Action::Empty(h));
        v.push(Action::StealHold(h));
        v.push(Action::Attack(h));
    }
    v.push(Action::Attack(GHOST));
    for i in 0..9 {
        v.push(Action::StealTreasure(i));
        v.push(Action::Give(i));
    }
    for p in Power::ALL {
        v.push(Action::StealPower(p));
    }
    for p in 0..20 {
        v.push(Action::Powder(p));
    }
    v
}

fn check_state(g: &Jamaica) -> Result<(), TestCaseError> {
    prop_assert_eq!(g.treasures_in_play(), 9, "nine treasures in play");
    let mut seen = [0u8; TREASURES];
    for s in g.ship_ids() {
        let (holds, n) = g.holds(s);
        for h in &holds[..n] {
            prop_assert!(
                (h.amount == 0) == (h.good == 0),
                "a hold holds one good, or nothing"
            );
            prop_assert!(h.good <= 3);
        }
        // The goods counted in one pass are each good's total.
        let totals = g.totals(s);
        for good in Good::ALL {
            prop_assert_eq!(totals[good as usize], g.total(s, good));
            let by_hand: u8 = holds[..n]
                .iter()
                .filter(|h| h.good == good as u8)
                .map(|h| h.amount)
                .sum();
            prop_assert_eq!(g.total(s, good), by_hand);
        }
        let ship = g.ship(s);
        for &t in &ship.face_down[..ship.face_down_len as usize] {
            seen[t as usize] += 1;
            if s != GHOST {
                prop_assert!(!is_power(t), "powers lie face up");
            }
        }
    }
    for p in Power::ALL {
        if let Some(h) = g.power_holder(p)
            && !(g.has_ghost() && p == Power::Beth)
        {
            prop_assert!(h < 6 || h == GHOST);
            seen[p as usize] += 1;
        }
    }
    prop_assert!(seen.iter().all(|&c| c <= 1), "each treasure once");
    for s in 0..g.player_count() as u8 {
        let c = g.cards(s);
        let deck: u32 = c.deck_len.into();
        let chosen = u32::from(c.chosen != 0 && c.discard & (1 << c.chosen) == 0);
        prop_assert_eq!(c.hand.count_ones(), u32::from(c.hand_len));
        prop_assert_eq!(
            c.hand.count_ones() + c.discard.count_ones() + deck + chosen,
            11
        );
    }
    Ok(())
}

fn check_view(g: &Jamaica, seat: u8, rng: &mut Rng) -> Result<(), TestCaseError> {
    let v = g.view(seat);
    let d = g.determinize(seat, rng);
    prop_assert!(
        d.view(seat) == v,
        "a determinization looks the same to the seat"
    );
    prop_assert_eq!(v.view(seat), v.clone(), "a view is its own view");
    check_state(&d)?;
    let revealed = !matches!(g.phase(), Phase::Roll | Phase::Order | Phase::Choose);
    for s in 0..g.player_count() as u8 {
        let c = v.cards(s);
        if s != seat {
            prop_assert_eq!(c.hand, 0, "no other hand");
            prop_assert!(c.deck.iter().all(|&x| x == 0), "no deck order");
            if !revealed && c.chosen != 0 {
                prop_assert_eq!(c.chosen, HIDDEN_CARD, "no unrevealed choice");
            }
        } else {
            prop_assert_eq!(c.hand, g.cards(s).hand, "own hand");
            let sorted = c.deck[..c.deck_len as usize]
                .windows(2)
                .all(|w| w[0] < w[1]);
            prop_assert!(sorted, "own deck in no order");
            prop_assert_eq!(d.cards(s).hand, c.hand);
        }
        prop_assert_eq!(d.cards(s).discard, c.discard);
    }
    for s in g.ship_ids() {
        let real = g.ship(s);
        let seen = v.ship(s);
        let det = d.ship(s);
        for i in 0..real.face_down_len as usize {
            let knows = seat < 8 && real.known[i] & (1 << seat) != 0;
            if knows {
                prop_assert_eq!(seen.face_down[i], real.face_down[i]);
                prop_assert_eq!(
                    det.face_down[i],
                    real.face_down[i],
                    "what the seat saw stays"
                );
            } else {
                prop_assert_eq!(seen.face_down[i], UNKNOWN, "unseen treasures hidden");
            }
        }
    }
    Ok(())
}

fn random_game(players: u8, seed: u64, ghost: bool) -> Result<(), TestCaseError> {
    let universe = universe();
    let mut rng = Rng::from_seed(seed);
    let mut config = Config::new(players);
    config.ghost_ship = ghost;
    let mut g =
        Jamaica::setup(&config, Seed::from_u64(seed)).map_err(|e| TestCaseError::fail(e.0))?;
    let mut legal = Vec::new();
    let mut steps = 0;
    let deep = seed.is_multiple_of(8);
    while steps < MAX_ACTIONS {
        check_state(&g)?;
        g.legal_actions(&mut legal);
        let Some(seat) = g.to_act() else {
            prop_assert!(legal.is_empty());
            break;
        };
        prop_assert!(!legal.is_empty(), "a player to act has a legal action");
        for a in &legal {
            let mut c = g.clone();
            prop_assert!(c.play(a).is_ok(), "legal action {} must apply", a);
            prop_assert_eq!(&a.to_string().parse::<Action>().ok(), &Some(*a));
        }
        for _ in 0..2 {
            let a = universe[rng.below(universe.len() as u32) as usize];
            if !legal.contains(&a) {
                let before = g.clone();
                let err = g.play(&a);
                prop_assert!(err.is_err(), "{} is not legal but was accepted", a);
                prop_assert!(
                    islas_jamaica::Jamaica::INFO
                        .refusals
                        .contains(&err.unwrap_err().key)
                );
                prop_assert!(g == before, "a refused action changed the state");
            }
        }
        if deep || steps % 16 == 0 {
            let viewer = (rng.below(u32::from(players))) as u8;
            check_view(&g, seat, &mut rng)?;
            check_view(&g, viewer, &mut rng)?;
        }
        let a = legal[rng.below(legal.len() as u32) as usize];
        g.play(&a).map_err(|e| TestCaseError::fail(e.to_string()))?;
        steps += 1;
    }
    prop_assert!(g.to_act().is_none(), "every game ends");
    let o = g
        .outcome()
        .ok_or_else(|| TestCaseError::fail("over without outcome"))?;
    prop_assert!(!o.winners().is_empty());
    for s in 0..players {
        prop_assert_eq!(o.players[s as usize].points, g.score(s));
    }
    prop_assert!((0..players).any(|s| g.ship(s).finished), "someone arrived");
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: games(), ..ProptestConfig::default() })]

    #[test]
    fn random_two_player_games_with_the_ghost(seed in any::<u64>()) {
        random_game(2, seed, true)?;
    }
    #[test]
    fn random_two_player_games_without_the_ghost(seed in any::<u64>()) {
        random_game(2, seed, false)?;
    }
    #[test]
    fn random_three_player_games(seed in any::<u64>()) {
        random_game(3, seed, false)?;
    }
    #[test]
    fn random_four_player_games(seed in any::<u64>()) {
        random_game(4, seed, false)?;
    }
    #[test]
    fn random_five_player_games(seed in any::<u64>()) {
        random_game(5, seed, false)?;
    }
    #[test]
    fn random_six_player_games(seed in any::<u64>()) {
        random_game(6, seed, false)?;
    }

    /// Any text at all: parsing never panics, and what parses prints back to itself.
    #[test]
    fn any_text_parses_or_is_refused_without_panic(text in ".{0,40}") {
        if let Ok(a) = text.parse::<Action>() {
            prop_assert_eq!(a.to_string().parse::<Action>().ok(), Some(a));
        }
    }

    /// Text made of the notation's own words, in any order.
    #[test]
    fn notation_words_in_any_order_never_panic(
        words in proptest::collection::vec(
            prop_oneof![
                Just("roll"), Just("dice"), Just("choose"), Just("outer"), Just("inner"),
                Just("empty"), Just("attack"), Just("ghost"), Just("powder"), Just("reroll"),
                Just("keep"), Just("steal"), Just("hold"), Just("give"), Just("spare"),
                Just("forward"), Just("back"), Just("map"), Just("sixth-hold"), Just("0"),
                Just("1"), Just("6"), Just("7"), Just("12"), Just("255"), Just("-1"),
            ],
            0..5,
        ),
        seed in any::<u64>(),
    ) {
        let text = words.join(" ");
        let mut g = Jamaica::setup(&Config::new(3), Seed::from_u64(seed)).unwrap();
        if let Ok(a) = text.parse::<Action>() {
            prop_assert_eq!(a.to_string().parse::<Action>().ok(), Some(a));
            let before = g.clone();
            if g.play(&a).is_err() {
                prop_assert!(g == before);
            }
        }
    }
}
