//! `simulate`: many games with uniformly random legal actions; speed and score distribution.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::time::Instant;

use islas_core::{ConfigSpec, Game, Seed};
use islas_games::{Registered, Visitor};

use crate::args::Args;
use crate::random::{choice_rng, game_seed, play_random};

pub const USAGE: &str = "simulate --game G --players P --games N --seed S [--options O1,O2]";

/// What a series of random games came to.
#[derive(Debug, Default)]
pub struct Summary {
    pub games: u64,
    /// Games cut off at the action limit.
    pub unfinished: u64,
    pub actions: u64,
    pub turns: u64,
    pub seconds: f64,
    /// Per seat: total points at the end (influence, victory points…).
    pub points: Vec<i64>,
    /// Per seat: games won, a shared victory split evenly among the winners.
    pub wins: Vec<f64>,
    /// The winners' points → number of games.
    pub winner_points: BTreeMap<i32, u64>,
    /// Games played together (co-operative or solo): how many, how many won, and the won
    /// games' rating tiers → number of games.
    pub together: u64,
    pub together_won: u64,
    pub tiers: BTreeMap<u8, u64>,
}

/// Plays `games` random games of `config`, game `i` dealt from `game_seed(seed, i)`.
pub fn run_series<G: Registered>(
    config: &G::Config,
    games: u64,
    seed: Seed,
) -> Result<Summary, String> {
    let players = config.players();
    let mut s = Summary {
        games,
        points: vec![0; players],
        wins: vec![0.0; players],
        ..Summary::default()
    };
    let mut legal = Vec::with_capacity(64);
    let start = Instant::now();
    for i in 0..games {
        let deal = game_seed(seed, i);
        let played = play_random::<G>(config, deal, &mut choice_rng(deal), &mut legal, None)?;
        s.actions += played.actions as u64;
        s.turns += u64::from(played.state.turns());
        let Some(outcome) = played.state.outcome() else {
            s.unfinished += 1;
            continue;
        };
        if let Some(shared) = outcome.shared {
            s.together += 1;
            if shared.won {
                s.together_won += 1;
                if let Some(tier) = shared.tier {
                    *s.tiers.entry(tier).or_default() += 1;
                }
            }
        }
        let winners = || outcome.players.iter().filter(|p| p.rank == 0);
        let shares = winners().count();
        for p in &outcome.players {
            if let Some(total) = s.points.get_mut(usize::from(p.seat)) {
                *total += i64::from(p.points);
            }
        }
        for w in winners() {
            if let Some(total) = s.wins.get_mut(usize::from(w.seat)) {
                *total += 1.0 / shares as f64;
            }
        }
        if let Some(w) = winners().next() {
            *s.winner_points.entry(w.points).or_default() += 1;
        }
    }
    s.seconds = start.elapsed().as_secs_f64();
    Ok(s)
}

/// The report: games per second first, then actions per second, lengths and scores.
pub fn report<G: Game>(s: &Summary, config: &G::Config, seed: Seed) -> String {
    let secs = s.seconds.max(1e-9);
    let games = s.games.max(1) as f64;
    let mut out = String::new();
    let _ = writeln!(out, "{:.0} games/s", s.games as f64 / secs);
    let _ = writeln!(out, "{:.0} actions/s", s.actions as f64 / secs);
    let options = config.options();
    let options = if options.is_empty() {
        "no options".to_string()
    } else {
        let written: Vec<String> = options.iter().map(|o| o.to_string()).collect();
        format!("options {}", written.join(","))
    };
    let _ = writeln!(
        out,
        "{}, {} players, {options}: {} games from seed {seed} in {:.3} s (one thread)",
        G::NAME,
        config.players(),
        s.games,
        s.seconds
    );
    let _ = writeln!(
        out,
        "mean game length: {:.1} actions, {:.1} turns",
        s.actions as f64 / games,
        s.turns as f64 / games
    );
    if s.unfinished > 0 {
        let _ = writeln!(
            out,
            "{} games did not end within the action limit",
            s.unfinished
        );
    }
    let finished = (s.games - s.unfinished).max(1) as f64;
    let _ = writeln!(out, "seat  mean points  win share");
    for (seat, (points, wins)) in s.points.iter().zip(&s.wins).enumerate() {
        let _ = writeln!(
            out,
            "{seat:>4}  {:>11.2}  {:>8.1}%",
            *points as f64 / finished,
            100.0 * wins / finished
        );
    }
    if s.together > 0 {
        let _ = writeln!(
            out,
            "played together: {} of {} games won ({:.1}%)",
            s.together_won,
            s.together,
            100.0 * s.together_won as f64 / s.together as f64
        );
        for (tier, count) in &s.tiers {
            let _ = writeln!(out, "rating tier {tier}: {count} games");
        }
    }
    let _ = writeln!(out, "winner's points: games");
    let most = s.winner_points.values().copied().max().unwrap_or(1).max(1);
    for (points, count) in &s.winner_points {
        let bar = "#".repeat(((count * 40).div_ceil(most)) as usize);
        let _ = writeln!(out, "{points:>4}  {count:>6}  {bar}");
    }
    out
}

/// Runs the subcommand; returns the report.
pub fn run(raw: &[String]) -> Result<String, String> {
    let args = Args::parse(raw, &["game", "players", "games", "seed", "options"], &[])?;
    if let Some(extra) = args.positional().first() {
        return Err(format!("unexpected argument \"{extra}\""));
    }
    args.game()?.visit(Simulate(&args))
}

struct Simulate<'a>(&'a Args);

impl Visitor for Simulate<'_> {
    type Output = Result<String, String>;
    fn visit<G: Registered>(self) -> Self::Output {
        let args = self.0;
        let config = args.config::<G>(4)?;
        let games: u64 = args.number("games", Some(1000))?;
        let seed = args
            .seed("seed")?
            .unwrap_or_else(|| Seed::from_text("islas").unwrap_or(Seed::from_u64(0)));
        let summary = run_series::<G>(&config, games, seed)?;
        Ok(report::<G>(&summary, &config, seed))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use islas_port_royal::{Config, PortRoyal};

    #[test]
    fn a_series_adds_up() {
        let config = Config::new(3);
        let s = run_series::<PortRoyal>(&config, 20, Seed::from_u64(1)).unwrap();
        assert_eq!(s.unfinished, 0);
        let wins: f64 = s.wins.iter().sum();
        assert!((wins - 20.0).abs() < 1e-9);
        assert_eq!(s.winner_points.values().sum::<u64>(), 20);
        let text = report::<PortRoyal>(&s, &config, Seed::from_u64(1));
        assert!(text.lines().next().unwrap().ends_with(" games/s"));
    }

    /// Co-operative and solo games report the shared result; solo is a 1-player game.
    #[test]
    fn co_operative_series_report_the_shared_result() {
        for players in [1, 3] {
            let config = Config::coop(players, 0);
            let s = run_series::<PortRoyal>(&config, 30, Seed::from_u64(2)).unwrap();
            assert_eq!(s.unfinished, 0);
            assert_eq!(s.together, 30);
            assert_eq!(s.tiers.values().sum::<u64>(), s.together_won);
            let text = report::<PortRoyal>(&s, &config, Seed::from_u64(2));
            assert!(text.contains("played together: "), "{text}");
        }
        let plain = run_series::<PortRoyal>(&Config::new(2), 5, Seed::from_u64(2)).unwrap();
        assert_eq!(plain.together, 0);
    }

    #[test]
    fn bad_player_counts_are_errors() {
        let config = Config::new(7);
        assert!(run_series::<PortRoyal>(&config, 1, Seed::from_u64(1)).is_err());
    }
}
