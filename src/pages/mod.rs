//! The screens of the app.

mod about;
mod home;
mod link;
mod not_found;
mod play;
mod saved;
mod settings;

pub use about::AboutPage;
pub use home::{HomePage, Root};
pub use link::LinkPage;
pub use not_found::NotFound;
pub use play::{NewGamePage, PlayPage, RulesPage};
pub use saved::{SaveRow, SavedPage};
pub use settings::SettingsPage;
