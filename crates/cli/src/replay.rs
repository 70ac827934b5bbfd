//! `replay FILE`: replays a record and prints the final state and outcome as JSON.

use islas_core::{Record, ReplayError, replay_lenient};
use islas_games::{Registered, Visitor, records};
use serde::Serialize;

use crate::args::Args;

pub const USAGE: &str = "replay FILE (the record names its game)";

#[derive(Serialize)]
struct Finished<'a, G> {
    game: &'a str,
    actions: usize,
    state: &'a G,
    outcome: Option<islas_core::Outcome>,
}

/// Replays the record in `text`, of whichever registered game it names. `Ok` holds the JSON
/// report; `Err` a plain-words reason, with the index of the first action that does not apply
/// when that is the problem.
pub fn replay_text(text: &str) -> Result<String, String> {
    let value: serde_json::Value = serde_json::from_str(text)
        .map_err(|e| format!("this is not a readable game record: {e}"))?;
    records::game_of(&value)?.visit(Replay(text))
}

struct Replay<'a>(&'a str);

impl Visitor for Replay<'_> {
    type Output = Result<String, String>;
    fn visit<G: Registered>(self) -> Self::Output {
        replay_as::<G>(self.0)
    }
}

fn replay_as<G: Registered>(text: &str) -> Result<String, String> {
    let record = Record::<G::Config>::from_json(text).map_err(|e| e.to_string())?;
    let replayed = replay_lenient::<G>(&record).map_err(|e| e.to_string())?;
    if let Some(error) = replayed.error {
        return Err(match error {
            ReplayError::BadAction {
                index,
                action,
                reason,
            } => format!(
                "action {index} (\"{action}\") does not apply: {reason}\n\
                 ({index} of {} actions applied)",
                record.actions.len()
            ),
            other => other.to_string(),
        });
    }
    let report = Finished {
        game: G::NAME,
        actions: replayed.applied,
        outcome: replayed.state.outcome(),
        state: &replayed.state,
    };
    serde_json::to_string_pretty(&report).map_err(|e| e.to_string())
}

/// Runs the subcommand on its arguments.
pub fn run(raw: &[String]) -> Result<String, String> {
    let args = Args::parse(raw, &[], &[])?;
    let [file] = args.positional() else {
        return Err(format!("usage: islas-cli {USAGE}"));
    };
    let text = std::fs::read_to_string(file).map_err(|e| format!("cannot read \"{file}\": {e}"))?;
    replay_text(&text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn malformed_records_are_errors() {
        for text in [
            "",
            "{",
            "[]",
            "{\"game\": \"port-royal\"}",
            "\u{feff}nonsense",
            "{\"game\":\"port-royal\",\"rules_version\":1,\"config\":{\"players\":9},\
             \"seed\":\"pirates\",\"actions\":[]}",
            "{\"game\":\"chess\",\"rules_version\":1,\"config\":{\"players\":2},\
             \"seed\":\"pirates\",\"actions\":[]}",
            "{\"game\":\"port-royal\",\"rules_version\":99,\"config\":{\"players\":2},\
             \"seed\":\"pirates\",\"actions\":[]}",
            "{\"game\":\"port-royal\",\"rules_version\":1,\"config\":{\"players\":300},\
             \"seed\":\"pirates\",\"actions\":[]}",
        ] {
            assert!(replay_text(text).is_err(), "{text}");
        }
    }

    #[test]
    fn the_first_bad_action_is_named() {
        let text = "{\"game\":\"port-royal\",\"rules_version\":1,\"config\":{\"players\":2},\
                    \"seed\":\"pirates\",\"actions\":[\"draw\",\"fly\"]}";
        let err = replay_text(text).unwrap_err();
        assert!(err.starts_with("action 1 (\"fly\")"), "{err}");
    }
}
