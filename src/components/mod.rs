//! Widgets shared by the pages.

mod focus;
mod game_card;
mod handover;
mod kit;
mod nav;
mod new_game;
mod notices;
mod radio;
mod rules;
mod update_banner;

pub use focus::refocus_controls;
pub use game_card::{GameCard, LearnButton};
pub use handover::HandoverCover;
pub use kit::{ICONS, Icon, KitGallery, KitSprite};
pub use nav::TopBar;
pub use new_game::{SeatsChoice, SeatsFields, SeedField, StartButton, control_key};
pub use notices::{StorageNotices, item_words, names_text, players_text};
pub use radio::RadioChoice;
pub use rules::{RulesText, rules_section, rules_sections};
pub use update_banner::UpdateBanner;
