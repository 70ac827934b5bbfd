//! Records: `(game, rules_version, config, seed, actions)` reproduces a game bit for bit.
//!
//! Saves, replays, undo and shared links are all records. The JSON form keeps every action in
//! the game's notation; the compact form (for links) stores each action as its index in the
//! legal-action list at that point, as LEB128 varints, in URL-safe base64.

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::compact::{base64url_decode, base64url_encode, get_varint, put_varint};
use crate::{Game, Seed, SetupError};

/// A game as its starting point plus every action taken, in notation.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Record<C> {
    /// The game's short name (`Game::NAME`).
    pub game: String,
    /// The rules version the actions were taken under (`Game::RULES_VERSION`).
    pub rules_version: u32,
    pub config: C,
    pub seed: Seed,
    /// Every action in the game's notation, in order.
    pub actions: Vec<String>,
}

/// A record that could not be read at all.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RecordError {
    #[error("this is not a readable game record: {0}")]
    Json(String),
    #[error("this link's game record is damaged: {0}")]
    Compact(&'static str),
    #[error("{STACKED}")]
    Stacked,
    /// The link's game is whole but cannot be set up here (another rules version, a setup
    /// these rules refuse).
    #[error("{0}")]
    Setup(Box<ReplayError>),
}

/// Why a stacked deal has no link.
const STACKED: &str = "this game's deal is stacked by hand (a test's or a lesson's setup): a link \
                       carries only a game dealt from its seed";

/// Why a record does not replay.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ReplayError {
    #[error("this record is for the game \"{found}\", not \"{expected}\"")]
    WrongGame { expected: String, found: String },
    #[error(
        "this game was played under rules version {found}, and the rules of its kind of game \
         changed since (this app plays version {expected}): it cannot be replayed as it was"
    )]
    RulesVersion { expected: u32, found: u32 },
    #[error("the game could not be set up: {0}")]
    Setup(#[from] SetupError),
    #[error("{STACKED}")]
    Stacked,
    #[error("action {index} (\"{action}\") no longer applies: {reason}")]
    BadAction {
        /// 0-based position of the first action that failed.
        index: usize,
        action: String,
        reason: String,
    },
}

/// The result of replaying as far as possible.
#[derive(Clone, Debug)]
pub struct Replayed<G> {
    /// The state after the last action that applied.
    pub state: G,
    /// How many actions applied.
    pub applied: usize,
    /// Why replay stopped early, if it did.
    pub error: Option<ReplayError>,
}

impl<C: Serialize + for<'de> Deserialize<'de>> Record<C> {
    /// An empty record of game `G`.
    pub fn new<G: Game<Config = C>>(config: C, seed: Seed) -> Self {
        Record {
            game: G::NAME.to_string(),
            rules_version: G::RULES_VERSION,
            config,
            seed,
            actions: Vec::new(),
        }
    }

    /// The record as pretty JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }

    /// Checks the record's game and rules version and sets the game up, before any action.
    pub fn start<G: Game<Config = C>>(&self) -> Result<G, ReplayError> {
        check_header::<G>(self)
    }

    /// Reads a record from JSON; any malformed input is an error, never a panic.
    pub fn from_json(text: &str) -> Result<Self, RecordError> {
        crate::from_json(text).map_err(|e| RecordError::Json(e.to_string()))
    }
}

fn check_header<G: Game>(record: &Record<G::Config>) -> Result<G, ReplayError> {
    if record.game != G::NAME {
        return Err(ReplayError::WrongGame {
            expected: G::NAME.to_string(),
            found: record.game.clone(),
        });
    }
    if record.rules_version != G::RULES_VERSION
        && !G::replays_version(&record.config, record.rules_version)
    {
        return Err(ReplayError::RulesVersion {
            expected: G::RULES_VERSION,
            found: record.rules_version,
        });
    }
    Ok(G::setup(&record.config, record.seed)?)
}

/// Replays as far as the actions apply. Errors only when the game cannot even be set up.
pub fn replay_lenient<G: Game>(record: &Record<G::Config>) -> Result<Replayed<G>, ReplayError> {
    let mut state = check_header::<G>(record)?;
    for (index, text) in record.actions.iter().enumerate() {
        let step = match text.parse::<G::Action>() {
            Ok(action) => state.play(&action).map_err(|e| e.reason),
            Err(e) => Err(e.to_string()),
        };
        if let Err(reason) = step {
            return Ok(Replayed {
                state,
                applied: index,
                error: Some(ReplayError::BadAction {
                    index,
                    action: text.clone(),
                    reason,
                }),
            });
        }
    }
    Ok(Replayed {
        state,
        applied: record.actions.len(),
        error: None,
    })
}

/// Rebuilds the game; the first action that does not apply is reported with its index.
pub fn replay<G: Game>(record: &Record<G::Config>) -> Result<G, ReplayError> {
    let r = replay_lenient::<G>(record)?;
    match r.error {
        Some(e) => Err(e),
        None => Ok(r.state),
    }
}

const COMPACT_VERSION: u8 = 1;

impl<C: crate::ConfigSpec> Record<C> {
    /// The compact URL-safe form. Replays the record to index each action, so a record that does
    /// not replay has no compact form.
    pub fn to_compact<G: Game<Config = C>>(&self) -> Result<String, ReplayError> {
        if self.config.stacked() {
            return Err(ReplayError::Stacked);
        }
        let mut state = check_header::<G>(self)?;
        let mut bytes = vec![COMPACT_VERSION];
        put_varint(&mut bytes, G::NAME.len() as u64);
        bytes.extend_from_slice(G::NAME.as_bytes());
        put_varint(&mut bytes, u64::from(self.rules_version));
        put_varint(&mut bytes, self.seed.value());
        let config = serde_json::to_vec(&self.config).unwrap_or_default();
        put_varint(&mut bytes, config.len() as u64);
        bytes.extend_from_slice(&config);
        put_varint(&mut bytes, self.actions.len() as u64);
        let mut legal = Vec::new();
        for (index, text) in self.actions.iter().enumerate() {
            let bad = |reason: String| ReplayError::BadAction {
                index,
                action: text.clone(),
                reason,
            };
            let action = text.parse::<G::Action>().map_err(|e| bad(e.to_string()))?;
            state.legal_actions(&mut legal);
            let pos = legal
                .iter()
                .position(|a| *a == action)
                .ok_or_else(|| bad("it is not a legal action at this point".into()))?;
            put_varint(&mut bytes, pos as u64);
            state.play(&action).map_err(|e| bad(e.reason))?;
        }
        Ok(base64url_encode(&bytes))
    }

    /// Reads the compact form back into a record whose actions are in notation.
    pub fn from_compact<G: Game<Config = C>>(text: &str) -> Result<Self, RecordError> {
        use RecordError::Compact;
        let bytes = base64url_decode(text.trim()).ok_or(Compact("not URL-safe base64"))?;
        let mut pos = 0usize;
        let version = *bytes.first().ok_or(Compact("it is empty"))?;
        pos += 1;
        if version != COMPACT_VERSION {
            return Err(Compact("it was made by a different version of the app"));
        }
        let varint =
            |pos: &mut usize, what: &'static str| get_varint(&bytes, pos).ok_or(Compact(what));
        let name_len = varint(&mut pos, "truncated game name")? as usize;
        let name = bytes
            .get(pos..pos.saturating_add(name_len))
            .ok_or(Compact("truncated game name"))?;
        let game = String::from_utf8(name.to_vec()).map_err(|_| Compact("bad game name"))?;
        pos += name_len;
        let rules_version = u32::try_from(varint(&mut pos, "truncated rules version")?)
            .map_err(|_| Compact("bad rules version"))?;
        let seed = Seed::from_u64(varint(&mut pos, "truncated seed")?);
        let config_len = varint(&mut pos, "truncated settings")? as usize;
        let config_bytes = bytes
            .get(pos..pos.saturating_add(config_len))
            .ok_or(Compact("truncated settings"))?;
        pos += config_len;
        // Read as text through the one JSON reader the app links (`from_slice` would be a
        // second copy of it in the wasm; see `crate::from_json`).
        let config: C = std::str::from_utf8(config_bytes)
            .ok()
            .and_then(|text| crate::from_json(text).ok())
            .ok_or(Compact("unreadable settings"))?;
        let count = varint(&mut pos, "truncated action count")?;
        let mut record = Record {
            game,
            rules_version,
            config,
            seed,
            actions: Vec::new(),
        };
        if record.config.stacked() {
            return Err(RecordError::Stacked);
        }
        let mut state = check_header::<G>(&record).map_err(|e| match e {
            ReplayError::WrongGame { .. } => Compact("its game cannot be set up here"),
            other => RecordError::Setup(Box::new(other)),
        })?;
        let mut legal = Vec::new();
        for _ in 0..count {
            let index = varint(&mut pos, "truncated actions")?;
            state.legal_actions(&mut legal);
            let action = usize::try_from(index)
                .ok()
                .and_then(|i| legal.get(i))
                .ok_or(Compact("an action does not fit the game"))?
                .clone();
            state
                .play(&action)
                .map_err(|_| Compact("an action does not fit the game"))?;
            record.actions.push(action.to_string());
        }
        if pos != bytes.len() {
            return Err(Compact("unexpected data at the end"));
        }
        Ok(record)
    }
}
