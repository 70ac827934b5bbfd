//! The data the app keeps: settings and saved games. Plain structs; storage.rs stores them.

use serde::{Deserialize, Serialize};

use crate::lang::Lang;

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
    /// How fast computer opponents play their moves.
    pub pace: Pace,
    /// The game modes whose first-time explanation the person has read ("Got it"), by id;
    /// not written while empty (the stored settings stay as they were until one is read).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub explained: Vec<String>,
}

/// How long each computer move stays on screen before the next one.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Pace {
    Slow,
    #[default]
    Normal,
    Fast,
    /// No pause: computer moves follow each other as soon as they are chosen.
    Instant,
}

impl Pace {
    pub const ALL: [Pace; 4] = [Pace::Slow, Pace::Normal, Pace::Fast, Pace::Instant];

    pub fn id(self) -> &'static str {
        match self {
            Pace::Slow => "slow",
            Pace::Normal => "normal",
            Pace::Fast => "fast",
            Pace::Instant => "instant",
        }
    }

    pub fn from_id(id: &str) -> Option<Pace> {
        Pace::ALL.into_iter().find(|p| p.id() == id)
    }

    /// The least time, in milliseconds, between a computer move and the next.
    pub fn delay_ms(self) -> u32 {
        match self {
            Pace::Slow => 1600,
            Pace::Normal => 900,
            Pace::Fast => 350,
            Pace::Instant => 0,
        }
    }
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
    /// Who plays each seat. Empty in saves of format 1: every seat is then a person.
    pub seats: Vec<SeatPlayer>,
    /// The seed as the person typed it ("pirates"), shown and shared instead of the record's
    /// code. Absent in older saves and for random deals (the code is shown). The record's
    /// seed is what deals: this text is never read to play.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed_text: Option<String>,
    /// The id of the campaign this game is a chapter of ([`SavedCampaign`]): its end is
    /// reported there. Absent for a game on its own (and in saves from before campaigns).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub campaign: Option<String>,
    /// Whether the game is its title's lesson ("Learn to play": `islas_games::lessons`): the
    /// script plays the opponents and the table guides the person. Absent otherwise.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub lesson: bool,
    /// What the expert's advice left in the game: `{"hints": [action indices a person asked a
    /// hint before], "review": the finished game's review}` (read by the table's screens:
    /// `session::advice`). Absent when none was asked for.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub advice: Option<serde_json::Value>,
}

/// A campaign (a story told over several games, such as Port Royal's Adventure): its progress
/// between games is kept apart from the saved games, under its own key, so finishing or
/// deleting a game never loses it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedCampaign {
    /// Also the last part of the storage key.
    pub id: String,
    /// The game's short name (`port-royal`).
    pub game: String,
    /// When it was last saved, in milliseconds since 1970.
    pub updated: f64,
    /// The campaign's progress as the game's engine writes it (chapter reached, cards added to
    /// the deck, failures in a row, results per chapter, mode, players); the engine reads and
    /// checks it.
    pub progress: serde_json::Value,
    /// Who plays each seat, the same in every chapter.
    pub seats: Vec<SeatPlayer>,
    /// The id of the saved game of the chapter being played, if one is in progress. Cleared
    /// when that game's end is reported, so a game is reported once.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub game_in_progress: Option<String>,
    /// The seed typed on the new-game form: each game of the campaign is dealt from it and the
    /// game's number (`pirates 1`, `pirates 2`…), so a campaign can be played again card for
    /// card. Absent: each game is dealt at random.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed_text: Option<String>,
}

/// Who plays a seat: a person at this device or a computer opponent of some level.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Control {
    #[default]
    Person,
    Easy,
    Medium,
    Hard,
    Expert,
}

impl Control {
    pub const ALL: [Control; 5] = [
        Control::Person,
        Control::Easy,
        Control::Medium,
        Control::Hard,
        Control::Expert,
    ];

    pub fn id(self) -> &'static str {
        match self {
            Control::Person => "person",
            Control::Easy => "easy",
            Control::Medium => "medium",
            Control::Hard => "hard",
            Control::Expert => "expert",
        }
    }

    pub fn from_id(id: &str) -> Option<Control> {
        Control::ALL.into_iter().find(|c| c.id() == id)
    }

    /// The computer level, or `None` for a person.
    pub fn level(self) -> Option<islas_ai::Level> {
        match self {
            Control::Person => None,
            Control::Easy => Some(islas_ai::Level::Easy),
            Control::Medium => Some(islas_ai::Level::Medium),
            Control::Hard => Some(islas_ai::Level::Hard),
            Control::Expert => Some(islas_ai::Level::Expert),
        }
    }

    pub fn is_person(self) -> bool {
        self == Control::Person
    }
}

/// One seat of a saved game.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SeatPlayer {
    /// The name shown at the table; empty means "Player n" in the person's language.
    #[serde(default)]
    pub name: String,
    pub control: Control,
}

impl SavedGame {
    /// The record's seed and player count, when the record has them.
    pub fn seed_and_players(&self) -> Option<(String, u8)> {
        let facts = islas_games::records::facts(&self.record).ok()?;
        Some((facts.seed.to_string(), u8::try_from(facts.players).ok()?))
    }
}
