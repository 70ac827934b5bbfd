//! Widgets shared by the pages.

mod game_card;
mod nav;
mod notices;
mod update_banner;

pub use game_card::GameCard;
pub use nav::TopBar;
pub use notices::StorageNotices;
pub use update_banner::UpdateBanner;
