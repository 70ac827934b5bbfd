//! `record`: plays one random game and prints its record, for golden files and bug reports.

use islas_core::{Record, fingerprint};
use islas_games::{Registered, Visitor};
use serde::Serialize;

use crate::args::Args;
use crate::random::{choice_rng, play_random};

pub const USAGE: &str = "record --game G --players P --seed S [--games-seed R] [--options O1,O2] \
     [--bots B1,B2,…] [--golden]";

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
        &["game", "players", "seed", "games-seed", "options", "bots"],
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
        let played = match args.get("bots") {
            // A game as bots of these levels play it (one per seat), e.g. to review.
            Some(bots) => play_bots::<G>(&config, seed, choices, bots, &mut actions)?,
            None => {
                play_random::<G>(
                    &config,
                    seed,
                    &mut choice_rng(choices),
                    &mut Vec::new(),
                    Some(&mut actions),
                )?
                .state
            }
        };
        let mut record = Record::new::<G>(config, seed);
        record.actions = actions;
        if !args.flag("golden") {
            return Ok(record.to_json());
        }
        let golden = Golden {
            record: &record,
            fingerprint: format!("{:016x}", fingerprint(&played)),
        };
        serde_json::to_string_pretty(&golden).map_err(|e| e.to_string())
    }
}

/// Plays from `config` and `seed` with a bot of each level in `bots` (comma-separated, one per
/// seat), seeded from `choices`; every action's notation goes to `actions`.
fn play_bots<G: Registered>(
    config: &G::Config,
    seed: islas_core::Seed,
    choices: islas_core::Seed,
    bots: &str,
    actions: &mut Vec<String>,
) -> Result<G, String> {
    let mut rng = choice_rng(choices);
    let mut players = bots
        .split(',')
        .map(|b| {
            islas_ai::Level::from_id(b.trim())
                .map(|l| G::bot(l, rng.next_u64()))
                .ok_or_else(|| format!("unknown bot \"{b}\": try easy, medium, hard or expert"))
        })
        .collect::<Result<Vec<_>, _>>()?;
    let mut state = G::setup(config, seed).map_err(|e| e.to_string())?;
    if players.len() != state.players() {
        return Err(format!(
            "--bots names {} bots for {} players",
            players.len(),
            state.players()
        ));
    }
    while let Some(seat) = state.to_act() {
        if actions.len() >= crate::random::MAX_ACTIONS {
            return Err("the game did not end".into());
        }
        let action = players[usize::from(seat)]
            .choose(&state, seat)
            .ok_or("a bot had no move")?;
        state
            .play(&action)
            .map_err(|e| format!("a bot played an illegal action {action}: {e}"))?;
        actions.push(action.to_string());
    }
    Ok(state)
}
