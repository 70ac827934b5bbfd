//! Bots of every level play Just One More Contract's co-operative contracts (2–5 players) and
//! its solo game (1 player) to the end with legal moves only, answering the question after a tax
//! and completing contracts; the search scores the shared result. Random deals, seats, points
//! decks and bot seeds; `ISLAS_GAMES` sets how many games per player count (12 by default).

use islas_ai::port_royal::{self, Rollouts, Weights, coop};
use islas_ai::{Bot, Knowledge, Level};
use islas_core::{Game, Seed};
use islas_port_royal::{Action, Config, PortRoyal};
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;

fn games() -> u32 {
    std::env::var("ISLAS_GAMES")
        .ok()
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or(12)
}

fn bot(level: Level, seed: u64) -> Box<dyn Bot<PortRoyal>> {
    match level {
        Level::Hard => Box::new(port_royal::hard(seed, 40)),
        Level::Expert => Box::new(port_royal::expert(seed, 2 * 40)),
        l => port_royal::bot(l, seed),
    }
}

/// Plays a whole co-operative game with bots of `levels`; returns the actions played.
fn bots_finish(config: &Config, seed: u64, levels: &[Level]) -> Result<Vec<Action>, TestCaseError> {
    let mut g = PortRoyal::setup(config, Seed::from_u64(seed))
        .map_err(|e| TestCaseError::fail(e.0.clone()))?;
    let mut bots: Vec<_> = levels
        .iter()
        .enumerate()
        .map(|(i, &l)| bot(l, seed ^ (i as u64 + 1)))
        .collect();
    let mut legal = Vec::new();
    let mut played = Vec::new();
    while let Some(seat) = g.to_act() {
        g.legal_actions(&mut legal);
        let a = bots[usize::from(seat)]
            .choose(&g, seat)
            .ok_or_else(|| TestCaseError::fail("a bot had no move"))?;
        prop_assert!(legal.contains(&a), "{a} is not legal");
        g.play(&a).map_err(|e| TestCaseError::fail(e.to_string()))?;
        played.push(a);
        prop_assert!(played.len() < 20_000, "the game ends");
    }
    let o = g
        .outcome()
        .ok_or_else(|| TestCaseError::fail("no outcome"))?;
    let shared = o
        .shared
        .ok_or_else(|| TestCaseError::fail("no shared result"))?;
    prop_assert_eq!(shared.won, g.contracts().unwrap().all_completed());
    Ok(played)
}

const LEVELS: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

proptest! {
    #![proptest_config(ProptestConfig { cases: games(), failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn every_level_plays_solo_to_the_end(seed in any::<u64>(), level in 0usize..3, points in 0u8..6) {
        bots_finish(&Config::coop(1, points), seed, &[LEVELS[level]])?;
    }

    #[test]
    fn mixed_levels_play_co_operative_games_to_the_end(seed in any::<u64>(), players in 2u8..=5, points in 0u8..4) {
        let levels: Vec<Level> = (0..players).map(|i| LEVELS[(seed as usize + usize::from(i)) % 3]).collect();
        bots_finish(&Config::coop(players, points), seed, &levels)?;
    }
}

/// The medium level answers the question after a tax and completes contracts: over a few
/// two-player games it sets time cards aside while time is plentiful, and completes contracts
/// (its search plays the rest: `MEDIUM_COOP_ITERATIONS`).
#[test]
fn medium_sets_aside_and_completes() {
    let mut all = Vec::new();
    for seed in 0..12 {
        all.extend(
            bots_finish(&Config::coop(2, 0), seed, &[Level::Medium, Level::Medium]).unwrap(),
        );
    }
    assert!(all.contains(&Action::SetAside));
    assert!(all.iter().any(|a| matches!(a, Action::Complete(_))));
}

/// The search's judgement of an unfinished co-operative state is the same for every seat (the
/// shared outcome), and a won game is worth 1 to all.
#[test]
fn the_search_rewards_the_shared_outcome() {
    let g = PortRoyal::setup(&Config::coop(3, 0), Seed::from_u64(5)).unwrap();
    let mut k = Rollouts::new(Weights::default());
    let mut rewards = Vec::new();
    k.evaluate(&g, &mut rewards);
    assert_eq!(rewards.len(), 3);
    assert!(
        rewards
            .iter()
            .all(|&r| r == rewards[0] && (0.0..=1.0).contains(&r))
    );
    assert_eq!(rewards[0], coop::reward(&g));
    // A seat never gives away a cube on a contract someone already completed.
    let legal = [Action::Skip(3)];
    assert_eq!(coop::contract_choice(&g, &legal), Some(Action::Skip(3)));
}
