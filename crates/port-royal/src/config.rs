//! How a game is set up, as records, links and the command line carry it: the raw
//! [`Config`] (checked into a [`crate::Setup`] before a game is dealt), its ending, its box and
//! the seats set up by hand.

use serde::{Deserialize, Serialize};

#[cfg(feature = "adventure")]
use crate::adventure::data::CampaignMode;
use crate::adventure::table::AdventureConfig;

/// Which rule ends the game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Ending {
    /// The end is triggered at 12 influence.
    #[default]
    Standard,
    /// Optional ending: 12 influence and at least one expedition; only players with an
    /// expedition can win.
    WithExpedition,
}

/// Which game is played with which cards.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Mode {
    /// The base game: 120 cards, 2–5 players.
    #[default]
    Base,
    /// *Set Sail!* on its own: its 60 cards (37 of them with estimated values), 2–4 players,
    /// merchants and passengers, no expeditions, its own tax, the end at 8 influence.
    SetSail,
}

impl Mode {
    fn is_base(&self) -> bool {
        *self == Mode::Base
    }
}

/// A seat's fixed starting position, for tests, tutorials and puzzles.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SeatSetup {
    /// Coins dealt face down at the start (the rules deal 3).
    pub coins: u8,
    /// Face ids of characters and expeditions (and, in Set Sail, ships tucked under merchants)
    /// already in the seat's display.
    #[serde(default)]
    pub display: Vec<String>,
}

/// How a game is set up.
#[cfg_attr(not(feature = "adventure"), allow(clippy::manual_non_exhaustive))]
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Config {
    /// 2 to 5.
    pub players: u8,
    #[serde(default)]
    pub ending: Ending,
    /// Which game; absent in records of the base game.
    #[serde(default, skip_serializing_if = "Mode::is_base")]
    pub mode: Mode,
    /// Face ids laid on top of the shuffled deck, first id = first card drawn. Each id takes
    /// the next unused copy of that face. Coins are dealt before these are put on top.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub deck_top: Vec<String>,
    /// Fixed starting positions, one per seat, instead of 3 coins each.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub seats: Vec<SeatSetup>,
    /// The base game with the 20 Set Sail cards marked for it mixed in (5 merchants, 5
    /// passengers, 10 ships); absent when off.
    #[serde(default, skip_serializing_if = "is_false")]
    pub set_sail_cards: bool,
    /// The base game (with or without Set Sail's cards) with the Gambler's 4 cards mixed in;
    /// absent when off.
    #[serde(default, skip_serializing_if = "is_false")]
    pub gamblers: bool,
    /// The base game (with or without the cards above) with Just One More Contract's 24 persons
    /// and ships mixed in, without its contracts; absent when off.
    #[serde(default, skip_serializing_if = "is_false")]
    pub contract_cards: bool,
    /// Just One More Contract's competitive contracts (4 face up, 3 cubes each); absent when
    /// off. As the rulebook asks, they bring the expansion's 24 persons and ships into the deck
    /// too, whether `contract_cards` is set or not ([`Config::with_expansion_cards`]).
    #[serde(default, skip_serializing_if = "is_false")]
    pub contracts: bool,
    /// Contract ids dealt face up first (the rest from the shuffle), for tests and puzzles.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub contracts_up: Vec<String>,
    /// Just One More Contract's co-operative contracts (solo with 1 player): 3/5/7/9/11 of the
    /// 18 contracts face up, a time deck, a shared win or loss; absent when off. Like the
    /// competitive contracts, they bring the expansion's persons and ships into the deck.
    #[serde(default, skip_serializing_if = "is_false")]
    pub coop: bool,
    /// Co-operative contracts: cards moved from the time deck to the points deck before the game
    /// ("any number": at most the whole time deck); absent when none.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub points: u8,
    /// The Adventure: one chapter of *The Adventure Begins*, co-operative or competitive, with
    /// the base game's cards; absent otherwise.
    /// Without the `adventure` feature the field is absent, and a Config naming a chapter is
    /// refused in words ([`crate::NO_ADVENTURE`]).
    #[cfg(feature = "adventure")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub adventure: Option<AdventureConfig>,
    #[cfg(not(feature = "adventure"))]
    #[serde(default, skip_serializing, deserialize_with = "refuse_adventure")]
    adventure: (),
}

/// Without the `adventure` feature a Config naming a chapter is refused in words (and the build
/// leaves the Adventure's readers out).
#[cfg(not(feature = "adventure"))]
fn refuse_adventure<'de, D: serde::Deserializer<'de>>(d: D) -> Result<(), D::Error> {
    use serde::Deserialize;
    // `null` reads as absent; anything else (which `()` cannot read) is an Adventure.
    Option::<()>::deserialize(d)
        .map(|_| ())
        .map_err(|_| serde::de::Error::custom(crate::NO_ADVENTURE))
}

fn is_false(b: &bool) -> bool {
    !*b
}

pub(crate) fn is_zero(n: &u8) -> bool {
    *n == 0
}

impl Config {
    /// The standard game for `players` players.
    pub fn new(players: u8) -> Config {
        Config {
            players,
            ending: Ending::Standard,
            mode: Mode::Base,
            deck_top: Vec::new(),
            seats: Vec::new(),
            set_sail_cards: false,
            gamblers: false,
            contract_cards: false,
            contracts: false,
            contracts_up: Vec::new(),
            coop: false,
            points: 0,
            #[cfg(feature = "adventure")]
            adventure: None,
            #[cfg(not(feature = "adventure"))]
            adventure: (),
        }
    }

    /// The Adventure's chapter of this game, if it is one (always `None` without the
    /// `adventure` feature).
    pub fn adventure_config(&self) -> Option<&AdventureConfig> {
        #[cfg(feature = "adventure")]
        return self.adventure.as_ref();
        #[cfg(not(feature = "adventure"))]
        None
    }

    /// Chapter `chapter` of the Adventure in `mode` for `players`, as if the chapters before it
    /// were played ([`AdventureConfig::chapter`]).
    #[cfg(feature = "adventure")]
    pub fn adventure(players: u8, chapter: u8, mode: CampaignMode) -> Config {
        Config {
            adventure: Some(AdventureConfig::chapter(chapter, mode)),
            ..Config::new(players)
        }
    }

    /// Just One More Contract's co-operative (or, for 1 player, solo) contracts with `points`
    /// cards set aside before the game.
    pub fn coop(players: u8, points: u8) -> Config {
        Config {
            coop: true,
            points,
            ..Config::new(players)
        }
    }

    /// Whether contracts are played, competitive or co-operative.
    pub fn with_contracts(&self) -> bool {
        self.contracts || self.coop
    }

    /// Whether ships may lie in a display, tucked under a merchant.
    pub(crate) fn has_merchants(&self) -> bool {
        self.mode == Mode::SetSail || self.set_sail_cards
    }

    /// Whether Just One More Contract's persons and ships are in the deck: with its cards alone
    /// (`contract_cards`), or with its contracts, which the rulebook plays with those cards
    /// (*"si utilizas los contratos, es necesario añadir también las nuevas profesiones y los
    /// barcos"*).
    pub fn with_expansion_cards(&self) -> bool {
        self.contract_cards || self.contracts || self.coop
    }
}
