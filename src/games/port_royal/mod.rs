//! Port Royal at the table: the new-game form, the table, the end of a game, the rules
//! summary. The rules themselves are the engine's (`islas-port-royal`); this module shows them.

pub mod adventure;
pub mod campaign;
pub mod cards;
pub mod contracts;
pub mod end;
pub mod new_game;
pub mod rules;
pub mod table;
pub mod text;

pub use new_game::NewGame;
pub use rules::RulesSummary;
pub use table::Table;

/// A Port Royal game at the table.
pub type Session = crate::session::Session<islas_port_royal::PortRoyal>;
