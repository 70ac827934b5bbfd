//! Records of any registered game, as the app, its links and the CLI hold them: JSON values
//! whose `game` field names the engine. Everything here dispatches through [`GameId`].

use islas_core::{ConfigSpec, Record, RecordError, Seed, replay_lenient};
use serde_json::Value;

use crate::{GameId, Registered, Visitor};

/// What a record says about itself, read without replaying it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Facts {
    pub game: GameId,
    pub players: usize,
    /// The configuration's options in effect (link ids).
    pub options: Vec<&'static str>,
    pub seed: Seed,
    pub actions: usize,
}

/// The registered game a record belongs to, from its `game` field.
pub fn game_of(record: &Value) -> Result<GameId, String> {
    let id = record
        .get("game")
        .and_then(Value::as_str)
        .ok_or("this is not a game record: it names no game")?;
    id.parse()
}

/// Reads a record's game, players, options, seed and length; errors in plain words.
pub fn facts(record: &Value) -> Result<Facts, String> {
    game_of(record)?.visit(ReadFacts(record))
}

struct ReadFacts<'a>(&'a Value);

impl Visitor for ReadFacts<'_> {
    type Output = Result<Facts, String>;
    fn visit<G: Registered>(self) -> Self::Output {
        let record: Record<G::Config> = serde_json::from_value(self.0.clone())
            .map_err(|e| format!("this is not a readable game record: {e}"))?;
        Ok(Facts {
            game: GameId::of::<G>().ok_or("unregistered game")?,
            players: record.config.players(),
            options: record.config.options(),
            seed: record.seed,
            actions: record.actions.len(),
        })
    }
}

/// A new record (no actions yet) of `game` for `players` seats with `options` on, checked by
/// setting the game up.
pub fn new_record(
    game: GameId,
    players: usize,
    options: &[&str],
    seed: Seed,
) -> Result<Value, String> {
    game.visit(NewRecord {
        players,
        options,
        seed,
    })
}

struct NewRecord<'a> {
    players: usize,
    options: &'a [&'a str],
    seed: Seed,
}

impl Visitor for NewRecord<'_> {
    type Output = Result<Value, String>;
    fn visit<G: Registered>(self) -> Self::Output {
        let config = G::Config::from_options(self.players, self.options).map_err(|e| e.0)?;
        G::setup(&config, self.seed).map_err(|e| e.0)?;
        serde_json::to_value(Record::new::<G>(config, self.seed)).map_err(|e| e.to_string())
    }
}

/// The compact link form of a record (see `islas_core::Record::to_compact`).
pub fn to_compact(record: &Value) -> Result<String, String> {
    game_of(record)?.visit(ToCompact(record))
}

struct ToCompact<'a>(&'a Value);

impl Visitor for ToCompact<'_> {
    type Output = Result<String, String>;
    fn visit<G: Registered>(self) -> Self::Output {
        let record: Record<G::Config> = serde_json::from_value(self.0.clone())
            .map_err(|e| format!("this is not a readable game record: {e}"))?;
        record.to_compact::<G>().map_err(|e| e.to_string())
    }
}

/// Reads a compact link record of `game` back into a JSON record.
pub fn from_compact(game: GameId, text: &str) -> Result<Value, RecordError> {
    game.visit(FromCompact(text))
}

struct FromCompact<'a>(&'a str);

impl Visitor for FromCompact<'_> {
    type Output = Result<Value, RecordError>;
    fn visit<G: Registered>(self) -> Self::Output {
        let record = Record::<G::Config>::from_compact::<G>(self.0)?;
        serde_json::to_value(record).map_err(|e| RecordError::Json(e.to_string()))
    }
}

/// Replays a JSON record of any game: how many actions apply, and whether the game is over.
pub fn check(record: &Value) -> Result<(usize, bool), String> {
    game_of(record)?.visit(Check(record))
}

struct Check<'a>(&'a Value);

impl Visitor for Check<'_> {
    type Output = Result<(usize, bool), String>;
    fn visit<G: Registered>(self) -> Self::Output {
        let record: Record<G::Config> = serde_json::from_value(self.0.clone())
            .map_err(|e| format!("this is not a readable game record: {e}"))?;
        let r = replay_lenient::<G>(&record).map_err(|e| e.to_string())?;
        if let Some(e) = r.error {
            return Err(e.to_string());
        }
        Ok((r.applied, r.state.to_act().is_none()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_record_reads_back_its_facts_and_links() {
        let seed = Seed::from_text("reef").unwrap();
        let record = new_record(GameId::PortRoyal, 3, &["expedition-end"], seed).unwrap();
        let f = facts(&record).unwrap();
        assert_eq!(f.game, GameId::PortRoyal);
        assert_eq!((f.players, f.seed, f.actions), (3, seed, 0));
        assert_eq!(f.options, ["expedition-end"]);
        let compact = to_compact(&record).unwrap();
        assert_eq!(from_compact(GameId::PortRoyal, &compact).unwrap(), record);
        assert_eq!(check(&record).unwrap(), (0, false));
    }

    #[test]
    fn bad_records_and_options_are_errors() {
        let seed = Seed::from_u64(1);
        assert!(new_record(GameId::PortRoyal, 9, &[], seed).is_err());
        assert!(new_record(GameId::PortRoyal, 3, &["no-such-option"], seed).is_err());
        for bad in [
            serde_json::json!(null),
            serde_json::json!({"game": "chess"}),
            serde_json::json!({"game": "port-royal"}),
        ] {
            assert!(facts(&bad).is_err(), "{bad}");
            assert!(check(&bad).is_err(), "{bad}");
        }
        assert!(from_compact(GameId::PortRoyal, "!!").is_err());
    }
}
