//! Islas on the command line: `simulate`, `replay`, `play`, `record`, `tournament`, and the
//! expert's `hint` and `review`.
//!
//! Every subcommand is a function from its arguments to text, so the binary (`main.rs`) only
//! wires them to the terminal and turns errors into exit codes.

pub mod advise;
pub mod args;
pub mod play;
pub mod random;
pub mod record;
pub mod replay;
pub mod simulate;
pub mod tournament;

use std::io::{BufRead, Write};

/// How the program ended.
#[derive(Debug, PartialEq, Eq)]
pub enum Exit {
    Ok,
    /// The command ran and failed (an unreadable file, a record that does not replay…).
    Failed,
    /// The command line itself was wrong.
    Usage,
}

/// The help text.
pub fn usage() -> String {
    format!(
        "usage: islas-cli <command> [options]\n\n\
         commands:\n  {}\n  {}\n  {}\n  {}\n  {}\n  {}\n  {}\n\n\
         Seeds are any text (an 8-character code is used as is).\n\
         Games (--game, port-royal when absent) and their --options:\n{}",
        simulate::USAGE,
        replay::USAGE,
        play::USAGE,
        record::USAGE,
        tournament::USAGE,
        advise::HINT_USAGE,
        advise::REVIEW_USAGE,
        games_help()
    )
}

/// One line per registered game: id, players, options.
fn games_help() -> String {
    islas_games::GameId::ALL
        .iter()
        .map(|&g| {
            let info = g.info();
            format!(
                "  {:<12} {}–{} players; options: {}\n",
                g.id(),
                info.min_players,
                info.max_players,
                args::option_list(g)
            )
        })
        .collect()
}

/// Runs the command line `args` (without the program name).
pub fn run(
    args: &[String],
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Exit {
    let Some((command, rest)) = args.split_first() else {
        let _ = write!(err, "{}", usage());
        return Exit::Usage;
    };
    let result = match command.as_str() {
        "simulate" => simulate::run(rest),
        "replay" => replay::run(rest),
        "record" => record::run(rest),
        "tournament" => tournament::run(rest),
        "hint" => advise::run_hint(rest),
        "review" => advise::run_review(rest),
        "play" => play::run(rest, input, out).map(|()| String::new()),
        "help" | "--help" | "-h" => {
            let _ = write!(out, "{}", usage());
            return Exit::Ok;
        }
        other => {
            let _ = write!(err, "unknown command \"{other}\"\n\n{}", usage());
            return Exit::Usage;
        }
    };
    match result {
        Ok(text) => {
            if !text.is_empty() {
                let _ = writeln!(out, "{}", text.trim_end());
            }
            Exit::Ok
        }
        Err(message) => {
            let _ = writeln!(err, "islas-cli {command}: {message}");
            Exit::Failed
        }
    }
}
