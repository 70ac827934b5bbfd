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
    /// The reason in plain English words (for the CLI and developers; the app translates
    /// `key` with `args`).
    pub reason: String,
    /// The facts a translation of `key` may name, e.g. `("coins", "3")`.
    pub args: Vec<(&'static str, String)>,
}

impl IllegalAction {
    /// An illegal-action error for `action` with a stable `key` and a plain-words reason.
    pub fn new(action: impl ToString, key: &'static str, reason: impl Into<String>) -> Self {
        IllegalAction {
            action: action.to_string(),
            key,
            reason: reason.into(),
            args: Vec::new(),
        }
    }

    /// Adds a fact the translated refusal may name.
    pub fn with(mut self, name: &'static str, value: impl ToString) -> Self {
        self.args.push((name, value.to_string()));
        self
    }

    /// The refusal given when text is not an action of the game at all.
    pub fn unreadable(text: &str, reason: impl Into<String>) -> Self {
        IllegalAction::new(text, NOT_AN_ACTION, reason)
    }
}

/// The refusal key of text that does not parse as an action (every game shares it).
pub const NOT_AN_ACTION: &str = "not-an-action";

impl IllegalAction {
    /// The value of argument `name`, if given.
    pub fn arg(&self, name: &str) -> Option<&str> {
        self.args
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v.as_str())
    }
}
