//! `record`: plays one random game and prints its record, for golden files and bug reports.

use islas_core::{Record, fingerprint};
use islas_games::{Registered, Visitor};
use serde::Serialize;

use crate::args::Args;
use crate::random::{choice_rng, play_random};

pub const USAGE: &str =
    "record --game G --players P --seed S [--games-seed R] [--options O1,O2] [--golden]";

/// A golden file: a record and the fingerprint of the state it ends in.
#[derive(Serialize)]
struct Golden<'a, C> {
    record: &'a Record<C>,
    fingerprint: String,
}

/// Runs the subcommand. `--golden` wraps the record with the fingerprint of the final state:
/// `{"record": …, "fingerprint": "<16 hex digits>"}`.
pub fn run(raw: &[String]) -> Result<String, String> {
    let args = Args::parse(
        raw,
        &["game", "players", "seed", "games-seed", "options"],
        &["golden"],
    )?;
    if let Some(extra) = args.positional().first() {
        return Err(format!("unexpected argument \"{extra}\""));
    }
    args.game()?.visit(MakeRecord(&args))
}

struct MakeRecord<'a>(&'a Args);

impl Visitor for MakeRecord<'_> {
    type Output = Result<String, String>;
    fn visit<G: Registered>(self) -> Self::Output {
        let args = self.0;
        if args.get("players").is_none() {
            return Err("--players is required".into());
        }
        let config = args.config::<G>(0)?;
        let seed = args.seed("seed")?.ok_or("--seed is required")?;
        let choices = args.seed("games-seed")?.unwrap_or(seed);
        let mut actions = Vec::new();
        let played = play_random::<G>(
            &config,
            seed,
            &mut choice_rng(choices),
            &mut Vec::new(),
            Some(&mut actions),
        )?;
        let mut record = Record::new::<G>(config, seed);
        record.actions = actions;
        if !args.flag("golden") {
            return Ok(record.to_json());
        }
        let golden = Golden {
            record: &record,
            fingerprint: format!("{:016x}", fingerprint(&played.state)),
        };
        serde_json::to_string_pretty(&golden).map_err(|e| e.to_string())
    }
}
