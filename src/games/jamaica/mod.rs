//! Jamaica at the table: the new-game form, the board (the route round the island, the ships,
//! the player's holds, hand and treasures), a round as a person lives it, the end of a game and
//! the rules summary. The rules themselves are the engine's (`islas-jamaica`); this module
//! draws `Session::shown` (the viewer's view) and offers the engine's legal actions.

pub mod end;
pub mod new_game;
pub mod reveal;
pub mod rules;
pub mod table;
pub mod text;

pub use new_game::NewGame;
pub use rules::RulesSummary;
pub use table::Table;

/// A Jamaica game at the table.
pub type Session = crate::session::Session<islas_jamaica::Jamaica>;
