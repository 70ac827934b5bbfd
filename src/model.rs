//! The data the app keeps: settings and saved games. Plain structs; storage.rs stores them.

use serde::{Deserialize, Serialize};

use crate::i18n::Lang;

/// Colour scheme.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Theme {
    /// Follow the device.
    #[default]
    System,
    Light,
    Dark,
}

impl Theme {
    pub const ALL: [Theme; 3] = [Theme::System, Theme::Light, Theme::Dark];

    pub fn id(self) -> &'static str {
        match self {
            Theme::System => "system",
            Theme::Light => "light",
            Theme::Dark => "dark",
        }
    }
}

/// How fast cards and pieces move. `Off` also applies whenever the device asks for reduced motion.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Animation {
    Off,
    Slow,
    #[default]
    Normal,
    Fast,
}

impl Animation {
    pub const ALL: [Animation; 4] = [
        Animation::Off,
        Animation::Slow,
        Animation::Normal,
        Animation::Fast,
    ];

    pub fn id(self) -> &'static str {
        match self {
            Animation::Off => "off",
            Animation::Slow => "slow",
            Animation::Normal => "normal",
            Animation::Fast => "fast",
        }
    }

    pub fn from_id(id: &str) -> Option<Animation> {
        Animation::ALL.into_iter().find(|a| a.id() == id)
    }

    /// The speed actually used: `Off` when the device asks for reduced motion.
    pub fn effective(self, reduced_motion: bool) -> Animation {
        if reduced_motion { Animation::Off } else { self }
    }
}

/// The person's settings. New fields get `#[serde(default)]` so older data still loads.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// `None`: follow the browser's languages.
    pub language: Option<Lang>,
    pub theme: Theme,
    pub animation: Animation,
}

/// A game in progress or finished. The record replays to the position (tiny to store).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedGame {
    /// Also the last part of the storage key.
    pub id: String,
    /// The game's short name (`port-royal`, ...).
    pub game: String,
    /// When it was last saved, in milliseconds since 1970.
    pub updated: f64,
    /// The game's Record (islas-core) as JSON.
    pub record: serde_json::Value,
}

impl SavedGame {
    /// The record's seed and player count, when the record has them.
    pub fn seed_and_players(&self) -> Option<(String, u8)> {
        let seed = self.record.get("seed")?.as_str()?.to_string();
        let players = self.record.get("config")?.get("players")?.as_u64()?;
        Some((seed, u8::try_from(players).ok()?))
    }
}
