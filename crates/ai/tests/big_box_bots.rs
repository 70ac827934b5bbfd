//! Bots of every level play the Big Box modes to the end with legal moves only: *Set Sail!* on
//! its own (2–4 players), the base game with Set Sail's marked cards, with the Gambler and with
//! Just One More Contract's persons and ships (2–5 players), and the base game with the contracts
//! of *Just One More Contract* (with its persons and ships, 2–5 players). Random deals, seats and
//! bot seeds; `ISLAS_GAMES` sets how many games
//! per mode (24 by default: the hard level thinks, so these games are slower than the engine's
//! random ones).

use islas_ai::{Bot, Level, port_royal};
use islas_core::{ConfigSpec, Game, Seed};
use islas_port_royal::deck::{face_id, face_info};
use islas_port_royal::{
    Action, COMPETITIVE_CONTRACTS, CONTRACT_CARDS, Config, GAMBLER_CARDS, PortRoyal,
    SET_SAIL_CARDS, SET_SAIL_GAME,
};
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;

fn games() -> u32 {
    std::env::var("ISLAS_GAMES")
        .ok()
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or(24)
}

/// A bot of `level` (the hard level with a small budget, to keep the test quick).
fn bot(level: Level, seed: u64) -> Box<dyn Bot<PortRoyal>> {
    match level {
        Level::Hard => Box::new(port_royal::hard(seed, 60)),
        Level::Expert => Box::new(port_royal::expert(seed, 2 * 60)),
        l => port_royal::bot(l, seed),
    }
}

/// Plays a whole game of `config` with bots of `levels` (one per seat); every move must be legal,
/// only the seat to act answers, and the game must end with an outcome.
fn bots_finish(config: &Config, seed: u64, levels: &[Level]) -> Result<(), TestCaseError> {
    let mut g = PortRoyal::setup(config, Seed::from_u64(seed))
        .map_err(|e| TestCaseError::fail(e.0.clone()))?;
    let players = g.players();
    let mut bots: Vec<_> = levels
        .iter()
        .enumerate()
        .map(|(i, &l)| bot(l, seed ^ i as u64))
        .collect();
    let mut moves = 0;
    let mut legal = Vec::new();
    while let Some(seat) = g.to_act() {
        let other = (usize::from(seat) + 1) % players;
        prop_assert!(
            bots[other].choose(&g, other as u8).is_none(),
            "only the seat to act answers"
        );
        let a = bots[usize::from(seat)]
            .choose(&g, seat)
            .ok_or_else(|| TestCaseError::fail("a bot had no move"))?;
        g.legal_actions(&mut legal);
        prop_assert!(legal.contains(&a), "{a} is not legal");
        g.play(&a)
            .map_err(|e| TestCaseError::fail(format!("illegal bot move {a}: {e}")))?;
        moves += 1;
        prop_assert!(moves < 5_000, "the game ends");
    }
    prop_assert!(g.outcome().is_some());
    Ok(())
}

fn levels(players: usize, first: usize) -> Vec<Level> {
    (0..players)
        .map(|s| Level::ALL[(first + s) % Level::ALL.len()])
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: games(), failure_persistence: None, ..ProptestConfig::default() })]

    /// Set Sail on its own, 2–4 players, every level in every seat over the cases.
    #[test]
    fn bots_of_every_level_finish_set_sail_games(seed in any::<u64>(), players in 2usize..=4, first in 0usize..3) {
        let config = Config::from_options(players, &[SET_SAIL_GAME]).unwrap();
        bots_finish(&config, seed, &levels(players, first))?;
    }

    /// The base game with Set Sail's 20 marked cards mixed in, 2–5 players.
    #[test]
    fn bots_of_every_level_finish_games_with_set_sail_cards(seed in any::<u64>(), players in 2usize..=5, first in 0usize..3) {
        let config = Config::from_options(players, &[SET_SAIL_CARDS]).unwrap();
        bots_finish(&config, seed, &levels(players, first))?;
    }

    /// The base game with the Gambler's cards (and, every other case, Set Sail's too), 2–5
    /// players.
    #[test]
    fn bots_of_every_level_finish_games_with_gamblers(seed in any::<u64>(), players in 2usize..=5, first in 0usize..3, sail in any::<bool>()) {
        let options: &[&str] = if sail { &[GAMBLER_CARDS, SET_SAIL_CARDS] } else { &[GAMBLER_CARDS] };
        let config = Config::from_options(players, options).unwrap();
        bots_finish(&config, seed, &levels(players, first))?;
    }

    /// The base game with Just One More Contract's persons and ships (and, every other case, Set
    /// Sail's and the Gambler's cards too), 2–5 players.
    #[test]
    fn bots_of_every_level_finish_games_with_contract_cards(seed in any::<u64>(), players in 2usize..=5, first in 0usize..3, all in any::<bool>()) {
        let options: &[&str] = if all {
            &[CONTRACT_CARDS, GAMBLER_CARDS, SET_SAIL_CARDS]
        } else {
            &[CONTRACT_CARDS]
        };
        let config = Config::from_options(players, options).unwrap();
        bots_finish(&config, seed, &levels(players, first))?;
    }
}

/// Every level plays Just One More Contract's cards: over a few 3-player games each level names
/// players for ships' extra coins and hires clerks, gunners or vice admirals.
#[test]
fn every_level_gives_extra_coins_and_hires_the_new_persons() {
    for level in Level::ALL {
        let (mut given, mut hired) = (0, 0);
        for seed in 0..6u64 {
            let config = Config::from_options(3, &[CONTRACT_CARDS]).unwrap();
            let mut g = PortRoyal::setup(&config, Seed::from_u64(seed)).unwrap();
            let mut bots: Vec<_> = (0..3).map(|i| bot(level, seed * 10 + i)).collect();
            while let Some(seat) = g.to_act() {
                let a = bots[usize::from(seat)].choose(&g, seat).unwrap();
                given += usize::from(matches!(a, Action::Give(_)));
                if let Action::Take(face) = a
                    && matches!(
                        face_info(face),
                        Some(islas_port_royal::deck::Info::Person { .. })
                    )
                    && face_id(face).is_some_and(|id| {
                        ["clerk-", "gunner-", "vice-admiral-"]
                            .iter()
                            .any(|p| id.starts_with(p))
                    })
                {
                    hired += 1;
                }
                g.play(&a).unwrap();
            }
        }
        assert!(given > 0, "{level:?} never gave a ship's extra coin");
        assert!(
            hired > 0,
            "{level:?} never hired a clerk, gunner or vice admiral"
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: games(), failure_persistence: None, ..ProptestConfig::default() })]

    /// The base game with the contracts (and, every other case, the Gambler's cards), 2–5
    /// players.
    #[test]
    fn bots_of_every_level_finish_games_with_contracts(seed in any::<u64>(), players in 2usize..=5, first in 0usize..3, gamblers in any::<bool>()) {
        let options: &[&str] = if gamblers { &[COMPETITIVE_CONTRACTS, GAMBLER_CARDS] } else { &[COMPETITIVE_CONTRACTS] };
        let config = Config::from_options(players, options).unwrap();
        bots_finish(&config, seed, &levels(players, first))?;
    }
}

/// Every level completes contracts: over a few 2-player games with the contracts, each level
/// places cubes (medium and hard when a contract is worth it): at least one
/// contract step or completion.
#[test]
fn every_level_completes_contracts() {
    for level in Level::ALL {
        let mut done = 0;
        for seed in 0..8u64 {
            let config = Config::from_options(2, &[COMPETITIVE_CONTRACTS]).unwrap();
            let mut g = PortRoyal::setup(&config, Seed::from_u64(seed)).unwrap();
            let mut bots = [bot(level, seed), bot(level, seed + 100)];
            while let Some(seat) = g.to_act() {
                let a = bots[usize::from(seat)].choose(&g, seat).unwrap();
                done += usize::from(matches!(a, Action::Complete(_)));
                g.play(&a).unwrap();
            }
        }
        assert!(done > 0, "{level:?} never completed a contract");
    }
}

/// The same, with each level alone against itself, so every level meets every situation.
#[test]
fn each_level_finishes_a_set_sail_game_against_itself() {
    for level in Level::ALL {
        for players in 2..=4 {
            let config = Config::from_options(players, &[SET_SAIL_GAME]).unwrap();
            bots_finish(&config, players as u64, &vec![level; players])
                .unwrap_or_else(|e| panic!("{level:?}, {players} players: {e}"));
        }
    }
}

/// Every level uses gamblers: over a few games with the Gambler's cards, each level plays
/// `gamble` at least once (medium when it judges it worth more than drawing or stopping).
#[test]
fn every_level_uses_a_gambler() {
    for level in Level::ALL {
        let mut used = 0;
        for seed in 0..12u64 {
            let config = Config::from_options(2, &[GAMBLER_CARDS]).unwrap();
            let mut g = PortRoyal::setup(&config, Seed::from_u64(seed)).unwrap();
            let mut bots = [bot(level, seed), bot(level, seed + 100)];
            while let Some(seat) = g.to_act() {
                let a = bots[usize::from(seat)].choose(&g, seat).unwrap();
                used += usize::from(a == Action::Gamble);
                g.play(&a).unwrap();
            }
        }
        assert!(used > 0, "{level:?} never used a gambler");
    }
}

/// The figures of `docs/ai.md` on contracts: each level against itself, 2–4 players, the mean
/// number of contracts a seat completes per game and the share of seats reaching the third
/// (`ISLAS_GAMES` games per level and player count, 24 by default). Run with
/// `cargo test --release -p islas-ai --test big_box_bots -- --ignored --nocapture contract_figures`.
#[test]
#[ignore = "figures for docs/ai.md; slow with the hard level's full budget"]
fn contract_figures() {
    println!("| level | players | games | contracts per seat per game | seats with 3 |");
    println!("| --- | ---: | ---: | ---: | ---: |");
    for level in Level::ALL {
        for players in 2..=4usize {
            let (mut completed, mut three) = (0u32, 0u32);
            let n = u64::from(games());
            for seed in 0..n {
                let config = Config::from_options(players, &[COMPETITIVE_CONTRACTS]).unwrap();
                let mut g = PortRoyal::setup(&config, Seed::from_u64(seed)).unwrap();
                let mut bots: Vec<_> = (0..players as u64)
                    .map(|i| port_royal::bot(level, seed * 10 + i))
                    .collect();
                while let Some(seat) = g.to_act() {
                    let a = bots[usize::from(seat)].choose(&g, seat).unwrap();
                    g.play(&a).unwrap();
                }
                let table = g.contracts().unwrap();
                for &d in &table.done[..players] {
                    completed += u32::from(d);
                    three += u32::from(d >= 3);
                }
            }
            let seats = (n * players as u64) as f64;
            println!(
                "| {level:?} | {players} | {n} | {:.2} | {:.1} % |",
                f64::from(completed) / seats,
                100.0 * f64::from(three) / seats
            );
        }
    }
}
