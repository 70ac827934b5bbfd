//! Errors every game shares. Each has a plain-words `Display` the app can show.

use thiserror::Error;

/// A game could not be set up from its configuration.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{0}")]
pub struct SetupError(pub String);

/// An action was rejected. The state it was played on is unchanged.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{action}: {reason}")]
pub struct IllegalAction {
    /// The action as its notation, or the text that failed to parse.
    pub action: String,
    /// A stable key for the kind of problem (for translations), e.g. `cannot-afford`.
    pub key: &'static str,
    /// The reason in plain English words.
    pub reason: String,
}

impl IllegalAction {
    /// An illegal-action error for `action` with a stable `key` and a plain-words reason.
    pub fn new(action: impl ToString, key: &'static str, reason: impl Into<String>) -> Self {
        IllegalAction {
            action: action.to_string(),
            key,
            reason: reason.into(),
        }
    }
}
