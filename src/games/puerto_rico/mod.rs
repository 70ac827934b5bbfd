//! Puerto Rico at the table: the new-game form, the table, the end of a game, the rules
//! summary. The rules themselves are the engine's (`islas-puerto-rico`); this module shows them.

pub mod end;
pub mod mayor;
pub mod new_game;
pub mod rules;
pub mod summary;
pub mod table;
pub mod text;

pub use new_game::NewGame;
pub use rules::RulesSummary;
pub use table::Table;

/// A Puerto Rico game at the table.
pub type Session = crate::session::Session<islas_puerto_rico::PuertoRico>;
