//! `hint` and `review`: the expert's advice on a record's last position, and its review of a
//! seat's decisions in a finished game (`islas_ai::advice`).

use std::fmt::Write as _;
use std::time::Instant;

use islas_ai::{Advisor, advice_seed, review};
use islas_core::{Record, replay};
use islas_games::{Registered, Visitor, records};

use crate::args::Args;

pub const HINT_USAGE: &str = "hint FILE [--seat S] [--iterations I] [--top N]";
pub const REVIEW_USAGE: &str = "review FILE --seat S [--iterations I] [--top N] [--series]";

fn percent(x: f64) -> String {
    format!("{:5.1} %", 100.0 * x)
}

/// Runs `hint` on its arguments.
pub fn run_hint(raw: &[String]) -> Result<String, String> {
    let args = Args::parse(raw, &["seat", "iterations", "top"], &[])?;
    with_record(&args, HINT_USAGE, Command::Hint)
}

/// Runs `review` on its arguments.
pub fn run_review(raw: &[String]) -> Result<String, String> {
    let args = Args::parse(raw, &["seat", "iterations", "top"], &["series"])?;
    with_record(&args, REVIEW_USAGE, Command::Review)
}

#[derive(Clone, Copy)]
enum Command {
    Hint,
    Review,
}

fn with_record(args: &Args, usage: &str, command: Command) -> Result<String, String> {
    let [file] = args.positional() else {
        return Err(format!("usage: islas-cli {usage}"));
    };
    let text = std::fs::read_to_string(file).map_err(|e| format!("cannot read \"{file}\": {e}"))?;
    let value: serde_json::Value = serde_json::from_str(&text)
        .map_err(|e| format!("this is not a readable game record: {e}"))?;
    records::game_of(&value)?.visit(Advise {
        args,
        text: &text,
        command,
    })
}

struct Advise<'a> {
    args: &'a Args,
    text: &'a str,
    command: Command,
}

impl Visitor for Advise<'_> {
    type Output = Result<String, String>;
    fn visit<G: Registered>(self) -> Self::Output {
        let record = Record::<G::Config>::from_json(self.text).map_err(|e| e.to_string())?;
        let iterations: Option<u32> = self
            .args
            .get("iterations")
            .map(|_| self.args.number("iterations", None))
            .transpose()?;
        let top: usize = self.args.number("top", Some(3))?;
        let mut expert = G::expert(advice_seed(&record), iterations);
        match self.command {
            Command::Hint => hint::<G>(&record, self.args, &mut *expert, top),
            Command::Review => {
                let series = self.args.flag("series");
                review_text::<G>(&record, self.args, &mut *expert, top, series)
            }
        }
    }
}

fn hint<G: Registered>(
    record: &Record<G::Config>,
    args: &Args,
    expert: &mut dyn Advisor<G>,
    top: usize,
) -> Result<String, String> {
    let game = replay::<G>(record).map_err(|e| e.to_string())?;
    let to_act = game.to_act().ok_or("the game is over: nobody is to act")?;
    let seat: u8 = args.number("seat", Some(to_act))?;
    let start = Instant::now();
    let advice = expert
        .advise(&game, seat)
        .ok_or_else(|| format!("seat {seat} is not to act (seat {to_act} is)"))?;
    let mut out = String::new();
    let _ = writeln!(
        out,
        "seat {seat}, after {} actions: the expert's {} best (chance to win after each)",
        record.actions.len(),
        top.min(advice.candidates.len())
    );
    for (i, c) in advice.top(top).iter().enumerate() {
        let _ = writeln!(
            out,
            "{}. {:<24} {}  ({} iterations)",
            i + 1,
            c.action.to_string(),
            percent(c.win),
            c.visits
        );
    }
    let _ = writeln!(
        out,
        "{} iterations in {:.2} s",
        expert.budget(&game, seat),
        start.elapsed().as_secs_f64()
    );
    Ok(out)
}

fn review_text<G: Registered>(
    record: &Record<G::Config>,
    args: &Args,
    expert: &mut dyn Advisor<G>,
    top: usize,
    series: bool,
) -> Result<String, String> {
    let seat: u8 = args.number("seat", None)?;
    let start = Instant::now();
    let r = review::<G>(record, seat, expert, advice_seed(record))?;
    let mut out = String::new();
    let mistakes = r.mistakes(top);
    let _ = writeln!(
        out,
        "seat {seat}: {} decisions reviewed, {} where the played action lost win chance",
        r.moments.len(),
        islas_ai::rank_mistakes(&r.moments).len()
    );
    for (i, m) in mistakes.iter().enumerate() {
        let _ = writeln!(
            out,
            "{}. action {:>3}: played {} ({}), the expert preferred {} ({}): −{:.1} points",
            i + 1,
            m.index,
            m.played,
            percent(m.played_win).trim(),
            m.best,
            percent(m.best_win).trim(),
            100.0 * m.loss()
        );
    }
    if series {
        let _ = writeln!(out, "action  expert's choice  played");
        for m in &r.moments {
            let _ = writeln!(
                out,
                "{:>6}  {}          {}",
                m.index,
                percent(m.best_win),
                percent(m.played_win)
            );
        }
    }
    let _ = writeln!(out, "reviewed in {:.1} s", start.elapsed().as_secs_f64());
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use islas_core::Seed;
    use islas_port_royal::{Config, PortRoyal};

    /// A record of the first `n` actions of a random 2-player game, in a file of its own.
    fn record_file(n: usize, name: &str) -> String {
        let seed = Seed::from_text("advice").unwrap();
        let mut actions = Vec::new();
        crate::random::play_random::<PortRoyal>(
            &Config::new(2),
            seed,
            &mut crate::random::choice_rng(seed),
            &mut Vec::new(),
            Some(&mut actions),
        )
        .unwrap();
        let mut record = Record::new::<PortRoyal>(Config::new(2), seed);
        record.actions = actions.into_iter().take(n).collect();
        let path =
            std::env::temp_dir().join(format!("islas-advice-{}-{name}.json", std::process::id()));
        std::fs::write(&path, record.to_json()).unwrap();
        path.to_string_lossy().into_owned()
    }

    fn args(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    /// Drops the line that reports the time taken.
    fn untimed(text: &str) -> String {
        text.lines()
            .filter(|l| !l.ends_with(" s"))
            .collect::<Vec<_>>()
            .join("\n")
    }

    #[test]
    fn a_hint_lists_the_best_actions_and_repeats() {
        let file = record_file(25, "hint");
        let run = || run_hint(&args(&[&file, "--iterations", "300"])).unwrap();
        let a = run();
        assert!(a.contains("1. ") && a.contains('%'), "{a}");
        assert_eq!(untimed(&a), untimed(&run()));
        assert!(run_hint(&args(&[&file, "--seat", "9"])).is_err());
    }

    #[test]
    fn a_review_reports_and_repeats() {
        let file = record_file(40, "review");
        let run = || {
            run_review(&args(&[
                &file,
                "--seat",
                "0",
                "--iterations",
                "200",
                "--series",
            ]))
            .unwrap()
        };
        let a = run();
        assert!(a.starts_with("seat 0: "), "{a}");
        assert_eq!(untimed(&a), untimed(&run()));
        assert!(
            run_review(&args(&[&file])).is_err(),
            "a review names its seat"
        );
    }
}
