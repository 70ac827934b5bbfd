//! A tiny game with hidden hands, only for the session's tests: each player holds cards nobody
//! else sees; on a turn they draw (a reveal: the deck's order is unknown) or play a card face
//! up. After six plays the highest total of played cards wins.

pub use islas_hands::*;

/// Hands' table (its folder's), for the component tests that mount it on a session.
#[cfg(feature = "test-game")]
pub use crate::games::hands::table::{TableView as HandsTable, TableViewProps as HandsTableProps};
