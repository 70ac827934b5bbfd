//! `tournament`: bots play each other; win rates with 95 % confidence intervals.
//!
//! Games come in groups of one deal played once per seat rotation, so every bot sits in every
//! seat of every deal equally often.

use std::fmt::Write as _;
use std::time::Instant;

use islas_ai::Level;
use islas_core::{Rng, Seed};
use islas_games::{Registered, Visitor};

use crate::args::Args;
use crate::random::game_seed;

pub const USAGE: &str = "tournament --game G --players P --games N --bots B1,B2,… \
     [--seed S] [--options O1,O2] [--threads T] [--iterations I] [--expert-iterations I] \
     [--first-deal D]";

/// One bot's results.
#[derive(Debug, Default, Clone)]
pub struct Standing {
    pub name: String,
    pub games: u64,
    /// Wins, a shared victory split evenly among the winners.
    pub wins: f64,
    pub points: i64,
    /// Seconds per decision.
    pub think: Vec<f32>,
}

impl Standing {
    /// Win rate and its 95 % Wilson score interval, in percent.
    pub fn win_rate(&self) -> (f64, f64, f64) {
        let n = self.games as f64;
        if n == 0.0 {
            return (0.0, 0.0, 0.0);
        }
        let p = self.wins / n;
        let z: f64 = 1.96;
        let denom = 1.0 + z * z / n;
        let centre = (p + z * z / (2.0 * n)) / denom;
        let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / denom;
        (
            100.0 * p,
            100.0 * (centre - half).max(0.0),
            100.0 * (centre + half).min(1.0),
        )
    }

    /// Mean and 95th percentile of think time per decision, in milliseconds.
    pub fn think_ms(&self) -> (f64, f64) {
        if self.think.is_empty() {
            return (0.0, 0.0);
        }
        let mut t = self.think.clone();
        t.sort_by(f32::total_cmp);
        let mean = t.iter().map(|&x| f64::from(x)).sum::<f64>() / t.len() as f64;
        let p95 = t[((t.len() as f64 * 0.95) as usize).min(t.len() - 1)];
        (mean * 1000.0, f64::from(p95) * 1000.0)
    }
}

/// Budgets that override a level's own (for tuning).
#[derive(Clone, Copy, Debug, Default)]
pub struct Budgets {
    /// The hard level's iterations per decision.
    pub hard: Option<u32>,
    /// The expert level's iterations per decision.
    pub expert: Option<u32>,
}

/// A bot of `level`, with the budgets' overrides.
fn make<G: Registered>(level: Level, seed: u64, budgets: Budgets) -> Box<dyn islas_ai::Bot<G>> {
    match (level, budgets) {
        (Level::Hard, Budgets { hard: Some(i), .. }) => G::hard_bot(seed, i),
        (
            Level::Expert,
            Budgets {
                expert: Some(i), ..
            },
        ) => G::expert(seed, Some(i)),
        _ => G::bot(level, seed),
    }
}

/// Plays game `index` of the series: deal `index / P`, seats rotated by `index % P`.
fn play_game<G: Registered>(
    config: &G::Config,
    base: Seed,
    index: u64,
    levels: &[Level],
    budgets: Budgets,
    progress: bool,
    standings: &mut [Standing],
) -> Result<(), String> {
    let p = levels.len() as u64;
    let deal = game_seed(base, index / p);
    let rotation = (index % p) as usize;
    // Bot `b` sits at seat (b + rotation) % P.
    let seat_of = |b: usize| (b + rotation) % levels.len();
    let mut bot_at = vec![0usize; levels.len()];
    for b in 0..levels.len() {
        bot_at[seat_of(b)] = b;
    }
    let mut seeds = Rng::from_seed(deal.value() ^ index);
    let mut bots: Vec<_> = levels
        .iter()
        .map(|&l| make::<G>(l, seeds.next_u64(), budgets))
        .collect();
    let mut game = G::setup(config, deal).map_err(|e| e.to_string())?;
    let mut moves = 0;
    while let Some(seat) = game.to_act() {
        let b = bot_at[seat as usize];
        let start = Instant::now();
        let action = bots[b]
            .choose(&game, seat)
            .ok_or_else(|| format!("bot {} had no move", standings[b].name))?;
        standings[b].think.push(start.elapsed().as_secs_f32());
        game.play(&action)
            .map_err(|e| format!("bot {} played an illegal action: {e}", standings[b].name))?;
        moves += 1;
        if moves > 100_000 {
            return Err("a game did not end".into());
        }
    }
    let outcome = game.outcome().ok_or("a finished game has no outcome")?;
    let winners = outcome.winners();
    let points_of = |b: usize| outcome.players.get(seat_of(b)).map_or(0, |p| p.points);
    if progress {
        // One line per finished game, so a long run stopped early still tells its results
        // (runs pool by these lines: the winners and each bot's points).
        let won: Vec<&str> = (0..levels.len())
            .filter(|&b| winners.contains(&(seat_of(b) as u8)))
            .map(|b| standings[b].name.as_str())
            .collect();
        let points: Vec<String> = (0..levels.len())
            .map(|b| format!("{} {}", standings[b].name, points_of(b)))
            .collect();
        eprintln!(
            "game {index} (deal {}): won by {}; points {}",
            index / p,
            won.join(" and "),
            points.join(", ")
        );
    }
    for (b, s) in standings.iter_mut().enumerate() {
        let seat = seat_of(b) as u8;
        s.games += 1;
        s.points += i64::from(points_of(b));
        if let Some(shared) = outcome.shared {
            // Played together: a win is every bot's whole win.
            if shared.won {
                s.wins += 1.0;
            }
        } else if winners.contains(&seat) {
            s.wins += 1.0 / winners.len() as f64;
        }
    }
    Ok(())
}

/// Runs the tournament and returns one standing per bot, in the order given: `games` games
/// from deal `first_deal` on (game `first_deal × P` of the series), so a later run can add the
/// next deals of the same series (same seed) and the two results can be pooled.
#[allow(clippy::too_many_arguments)]
pub fn run_tournament<G: Registered>(
    config: &G::Config,
    games: u64,
    seed: Seed,
    levels: &[Level],
    threads: usize,
    budgets: Budgets,
    first_deal: u64,
) -> Result<Vec<Standing>, String> {
    // `ISLAS_PROGRESS=1` prints each game's winner and points as it ends (on standard error).
    let progress = std::env::var_os("ISLAS_PROGRESS").is_some();
    let first = first_deal * levels.len() as u64;
    let mut names: Vec<String> = Vec::new();
    for l in levels {
        let base = l.id().to_string();
        let k = names
            .iter()
            .filter(|n| n.split('#').next() == Some(&base))
            .count();
        names.push(if k == 0 {
            base
        } else {
            format!("{base}#{}", k + 1)
        });
    }
    let fresh = || -> Vec<Standing> {
        names
            .iter()
            .map(|n| Standing {
                name: n.clone(),
                ..Standing::default()
            })
            .collect()
    };
    let threads = threads.max(1) as u64;
    let results: Vec<Result<Vec<Standing>, String>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let mut local = fresh();
                scope.spawn(move || {
                    let mut i = t;
                    while i < games {
                        let index = first + i;
                        play_game::<G>(config, seed, index, levels, budgets, progress, &mut local)?;
                        i += threads;
                    }
                    Ok(local)
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| {
                h.join()
                    .unwrap_or_else(|_| Err("a worker thread failed".into()))
            })
            .collect()
    });
    let mut total = fresh();
    for r in results {
        for (t, s) in total.iter_mut().zip(r?) {
            t.games += s.games;
            t.wins += s.wins;
            t.points += s.points;
            t.think.extend(s.think);
        }
    }
    Ok(total)
}

/// Runs the `tournament` command line.
pub fn run(raw: &[String]) -> Result<String, String> {
    let args = Args::parse(
        raw,
        &[
            "game",
            "players",
            "games",
            "bots",
            "seed",
            "options",
            "threads",
            "iterations",
            "expert-iterations",
            "first-deal",
        ],
        &[],
    )?;
    let games: u64 = args.number("games", Some(1000))?;
    let seed = args.seed("seed")?.unwrap_or(Seed::from_u64(0));
    let bots = args
        .get("bots")
        .ok_or("--bots is required, e.g. --bots hard,medium")?;
    let levels = bots
        .split(',')
        .map(|b| {
            Level::from_id(b.trim())
                .ok_or_else(|| format!("unknown bot \"{b}\": try easy, medium, hard or expert"))
        })
        .collect::<Result<Vec<_>, _>>()?;
    let players: u8 = args.number("players", Some(levels.len() as u8))?;
    if usize::from(players) != levels.len() {
        return Err(format!(
            "--players is {players} but --bots names {} bots",
            levels.len()
        ));
    }
    let default_threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let threads: usize = args.number("threads", Some(default_threads))?;
    let budget = |key: &str| -> Result<Option<u32>, String> {
        args.get(key).map(|_| args.number(key, None)).transpose()
    };
    let budgets = Budgets {
        hard: budget("iterations")?,
        expert: budget("expert-iterations")?,
    };
    let first_deal: u64 = args.number("first-deal", Some(0))?;
    let start = Instant::now();
    let standings = args.game()?.visit(Tournament {
        args: &args,
        players: usize::from(players),
        games,
        seed,
        levels: &levels,
        threads,
        budgets,
        first_deal,
    })?;
    let mut out = String::new();
    for s in &standings {
        let (p, lo, hi) = s.win_rate();
        let (mean, p95) = s.think_ms();
        let _ = writeln!(
            out,
            "{:<9} win {:5.1}% (95% CI {:4.1}–{:4.1}%)  mean score {:5.2}  think mean {:7.2} ms  p95 {:7.2} ms",
            s.name,
            p,
            lo,
            hi,
            s.points as f64 / s.games.max(1) as f64,
            mean,
            p95
        );
    }
    let deals = games.div_ceil(u64::from(players.max(1)));
    let _ = writeln!(
        out,
        "{games} games of {players} players (deals {first_deal}–{}), seats rotated on each deal, {:.1} s on {threads} threads",
        first_deal + deals.max(1) - 1,
        start.elapsed().as_secs_f64()
    );
    Ok(out)
}

struct Tournament<'a> {
    args: &'a Args,
    players: usize,
    games: u64,
    seed: Seed,
    levels: &'a [Level],
    threads: usize,
    budgets: Budgets,
    first_deal: u64,
}

impl Visitor for Tournament<'_> {
    type Output = Result<Vec<Standing>, String>;
    fn visit<G: Registered>(self) -> Self::Output {
        let config = self.args.config::<G>(self.players)?;
        G::setup(&config, self.seed).map_err(|e| e.to_string())?;
        run_tournament::<G>(
            &config,
            self.games,
            self.seed,
            self.levels,
            self.threads,
            self.budgets,
            self.first_deal,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use islas_port_royal::{Config, PortRoyal};

    #[test]
    fn wilson_interval_brackets_the_rate() {
        let s = Standing {
            games: 100,
            wins: 50.0,
            ..Standing::default()
        };
        let (p, lo, hi) = s.win_rate();
        assert!((p - 50.0).abs() < 1e-9);
        assert!(
            (lo - 40.4).abs() < 0.1 && (hi - 59.6).abs() < 0.1,
            "{lo} {hi}"
        );
    }

    #[test]
    fn every_bot_sits_in_every_seat_and_games_are_counted() {
        let config = Config::new(2);
        let levels = [Level::Easy, Level::Medium];
        let none = Budgets::default();
        let s = run_tournament::<PortRoyal>(&config, 4, Seed::from_u64(3), &levels, 2, none, 0)
            .unwrap();
        assert_eq!(s[0].name, "easy");
        assert_eq!(s[1].name, "medium");
        assert_eq!(s[0].games, 4);
        assert!((s[0].wins + s[1].wins - 4.0).abs() < 1e-9);
        let again = run_tournament::<PortRoyal>(&config, 4, Seed::from_u64(3), &levels, 1, none, 0)
            .unwrap();
        assert_eq!(again[1].wins, s[1].wins, "threads do not change results");
    }

    /// Deals 0–1 and then 2–3 play the same games as deals 0–3 in one run, so a series can be
    /// continued later and the runs pooled.
    #[test]
    fn a_series_continues_from_a_first_deal() {
        let config = Config::new(2);
        let levels = [Level::Easy, Level::Medium];
        let none = Budgets::default();
        let run = |games, first| {
            run_tournament::<PortRoyal>(&config, games, Seed::from_u64(5), &levels, 1, none, first)
                .unwrap()
        };
        let whole = run(8, 0);
        let (a, b) = (run(4, 0), run(4, 2));
        for k in 0..2 {
            assert_eq!(a[k].wins + b[k].wins, whole[k].wins);
            assert_eq!(a[k].points + b[k].points, whole[k].points);
        }
        assert_ne!(
            (a[1].wins, a[1].points),
            (b[1].wins, b[1].points),
            "the later deals are other games"
        );
    }
}
