//! Jamaica bots see only what their seat can know, and always answer with a legal action.

use islas_ai::{Bot, Level, jamaica};
use islas_core::{Game, Rng, Seed};
use islas_jamaica::{Config, Jamaica};

/// Plays a game with random actions, calling `at` at every decision.
fn walk(players: u8, seed: u64, mut at: impl FnMut(&Jamaica, u8)) {
    let mut g = Jamaica::setup(&Config::new(players), Seed::from_u64(seed)).unwrap();
    let mut rng = Rng::from_seed(seed);
    let mut legal = Vec::new();
    while let Some(seat) = g.to_act() {
        at(&g, seat);
        g.legal_actions(&mut legal);
        let a = legal[rng.below(legal.len() as u32) as usize];
        g.play(&a).unwrap();
    }
}

fn make(level: Level, seed: u64) -> Box<dyn Bot<Jamaica>> {
    match level {
        Level::Hard => Box::new(jamaica::hard(seed, 100)),
        Level::Expert => Box::new(jamaica::expert(seed, 2 * 100)),
        l => jamaica::bot(l, seed),
    }
}

/// Two states that differ only in what `seat` cannot see: the others' hands and secret
/// choices, every deck's order, unseen treasures, the treasure pile and the box, the dice to
/// come. Each level, with the same seed, chooses the same action in both.
#[test]
fn a_bots_choice_does_not_depend_on_hidden_information() {
    let mut compared = 0;
    let mut differing = 0;
    for seed in 0..5 {
        let mut resample = Rng::from_seed(seed + 1000);
        walk(2 + (seed % 5) as u8, seed, |g, seat| {
            let other = g.determinize(seat, &mut resample);
            if other != *g {
                differing += 1;
            }
            assert_eq!(other.view(seat), g.view(seat));
            for level in Level::ALL {
                let mut a = make(level, 7);
                let mut b = make(level, 7);
                assert_eq!(
                    a.choose(g, seat),
                    b.choose(&other, seat),
                    "{level:?} at {seat}"
                );
                compared += 1;
            }
        });
    }
    assert!(compared > 300, "enough decisions compared: {compared}");
    assert!(
        differing > compared / 6,
        "the hidden parts really differ: {differing}"
    );
}

/// Every level plays whole games at every table size with legal actions only.
#[test]
fn every_level_plays_whole_games_legally() {
    for players in 2..=6u8 {
        let mut g =
            Jamaica::setup(&Config::new(players), Seed::from_u64(u64::from(players))).unwrap();
        let mut bots: Vec<Box<dyn Bot<Jamaica>>> = (0..players)
            .map(|s| match s % 3 {
                0 => make(Level::Hard, u64::from(s)),
                1 => make(Level::Medium, u64::from(s)),
                _ => make(Level::Easy, u64::from(s)),
            })
            .collect();
        let mut moves = 0;
        while let Some(seat) = g.to_act() {
            let other = (seat + 1) % players;
            if other != seat {
                assert_eq!(
                    bots[other as usize].choose(&g, other),
                    None,
                    "only the seat to act"
                );
            }
            let a = bots[seat as usize].choose(&g, seat).expect("a move");
            g.play(&a).unwrap();
            moves += 1;
            assert!(moves < 20_000);
        }
        assert!(g.outcome().is_some());
    }
}

/// The medium player's card choice plays the round out: it is not the first card by default.
#[test]
fn medium_weighs_its_cards() {
    let mut differs = 0;
    for seed in 0..30 {
        let mut g = Jamaica::setup(&Config::new(3), Seed::from_u64(seed)).unwrap();
        let mut legal = Vec::new();
        g.legal_actions(&mut legal);
        g.play(&legal[0]).unwrap();
        while g.phase() != islas_jamaica::Phase::Choose {
            g.legal_actions(&mut legal);
            g.play(&legal[0]).unwrap();
        }
        g.legal_actions(&mut legal);
        let seat = g.to_act().unwrap();
        let pick = jamaica::bot(Level::Medium, 1).choose(&g, seat).unwrap();
        if pick != legal[0] {
            differs += 1;
        }
    }
    assert!(differs > 5, "{differs}");
}

/// Hard's rollouts stop at the start of the round after next; the expert's look ten rounds
/// ahead (`docs/ai.md`: the horizon, not the budget, is what makes Jamaica's search stronger).
#[test]
fn the_experts_rollouts_look_ten_rounds_ahead_where_hards_look_two() {
    use islas_ai::Knowledge;
    use islas_jamaica::Phase;
    // The first state of every round (its roll), from a random game.
    let mut rounds: Vec<Jamaica> = Vec::new();
    walk(2, 3, |g, _| {
        if g.phase() == Phase::Roll && rounds.last().is_none_or(|r| r.round() < g.round()) {
            rounds.push(g.clone());
        }
    });
    assert!(
        rounds.len() > 11,
        "a game of more than 11 rounds: {}",
        rounds.len()
    );
    let leaf = &rounds[0];
    let hard = jamaica::Rollouts::default();
    let expert = jamaica::Rollouts::with_horizon(jamaica::Rollouts::EXPERT_HORIZON);
    for (mut k, horizon) in [(hard, 2), (expert, 10)] {
        k.rollout_begins(leaf);
        for (i, state) in rounds.iter().enumerate() {
            let ahead = state.round() - leaf.round();
            assert_eq!(
                k.stop(state, i),
                ahead >= horizon,
                "horizon {horizon}, {ahead} rounds after the leaf"
            );
        }
    }
}
