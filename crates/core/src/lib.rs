//! The engine contract shared by every Islas game.
//!
//! One value holds the whole state of a game ([`Game`]); legal actions are enumerated; an action
//! is applied or rejected with a reason, and a rejected action leaves the state untouched.
//! Randomness lives in the state ([`Rng`]), so a [`Seed`] plus a list of actions (a [`Record`])
//! reproduces a game bit for bit on every platform.

mod compact;
mod error;
mod game;
mod json;
mod options;
mod record;
mod rng;
mod seed;
mod sort;

pub use compact::{base64url_decode, base64url_encode};
pub use error::{IllegalAction, NOT_AN_ACTION, SetupError};
pub use game::{
    Audience, ConfigSpec, EventKind, EventSink, Game, GameInfo, Outcome, PlayerResult, Seat,
    Shared, Utility, fingerprint, fnv1a,
};
pub use json::from_json;
pub use options::{
    ChosenOption, NO_OPTIONS, OptionError, OptionKind, OptionSpec, OptionValue, range_of,
    read_option, read_options,
};
pub use record::{Record, RecordError, ReplayError, Replayed, replay, replay_lenient};
pub use rng::Rng;
pub use seed::{Seed, SeedError};
pub use sort::{sort_bytes, sort_small_by, sort_small_by_key};
