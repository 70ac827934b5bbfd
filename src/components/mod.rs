//! Widgets shared by the pages.

mod game_card;
mod handover;
mod nav;
mod notices;
mod update_banner;

pub use game_card::GameCard;
pub use handover::HandoverCover;
pub use nav::TopBar;
pub use notices::StorageNotices;
pub use update_banner::UpdateBanner;
