//! A raw [`Config`] (what records, links and the command line carry) checked against the
//! rulebooks into a [`Setup`], after shakmaty's `Setup` → `Position`: a [`Variant`] that holds
//! only the combinations the rules allow, or a [`SetupProblem`] that says which rule a
//! combination breaks. [`crate::PortRoyal::new`] deals from a `Setup` alone.

use islas_core::SetupError;

#[cfg(feature = "adventure")]
use crate::adventure::table::AdventureConfig;
use crate::config::{Config, Ending, Mode, SeatSetup};

/// Which game of the box is played.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Variant {
    /// The base game (2–5 players), with its ending and the cards mixed in.
    Base { ending: Ending, mix: Mix },
    /// *Set Sail!* on its own (2–4 players): its 60 cards, its one ending.
    SetSail,
    /// Just One More Contract's competitive contracts (2–5 players), which bring the
    /// expansion's persons and ships; Set Sail's cards and the Gambler may be mixed in too.
    Contracts {
        ending: Ending,
        set_sail_cards: bool,
        gamblers: bool,
    },
    /// Just One More Contract's co-operative contracts (solo with 1 player, up to 5), with
    /// `points` cards of the time deck set aside before the game.
    Coop { ending: Ending, points: u8 },
    /// A chapter of the Adventure, with the base game's cards and its own.
    #[cfg(feature = "adventure")]
    Adventure(AdventureConfig),
}

/// The cards mixed into the base game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Mix {
    /// Set Sail's 20 marked cards.
    pub set_sail_cards: bool,
    /// The Gambler's 4 cards.
    pub gamblers: bool,
    /// Just One More Contract's 24 persons and ships, without its contracts.
    pub contract_cards: bool,
}

/// A deal arranged by hand, for the rulebook tests (links and imports refuse it:
/// `ConfigSpec::stacked`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Stack {
    /// Face ids laid on top of the shuffled deck, first id = first card drawn.
    pub deck_top: Vec<String>,
    /// One starting position per seat (none: 3 coins each).
    pub seats: Vec<SeatSetup>,
    /// Contract ids dealt face up first, in a game with contracts.
    pub contracts_up: Vec<String>,
}

/// A configuration the rules allow.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Setup {
    players: u8,
    variant: Variant,
    stack: Stack,
}

/// Why a configuration is not a game of the box, in words (the rule it breaks).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupProblem {
    #[error("{0}")]
    Adventure(String),
    #[error(
        "the Adventure is played with the base game's cards and its own, without other modes or expansions"
    )]
    AdventureWithOthers,
    #[error("the co-operative contracts are played by 1 to 5 players, not 0")]
    NoCoopPlayers,
    #[error("Port Royal is played by 2 to 5 players, not {0}")]
    BasePlayers(u8),
    #[error("Set Sail is played by 2 to 4 players, not {0}")]
    SetSailPlayers(u8),
    #[error("Set Sail has no expeditions: its only ending is at 8 influence")]
    SetSailEnding,
    #[error("the contracts go with the base game, not with Set Sail on its own")]
    SetSailContracts,
    #[error(
        "the co-operative contracts go with the base game alone, without the competitive contracts"
    )]
    CoopWithOthers,
    #[error(
        "the co-operative contracts are played with the base game and Just One More Contract's cards, without the Gambler or Set Sail's cards"
    )]
    CoopWithCards,
    #[error("a points deck is set aside only with the co-operative contracts")]
    PointsWithoutCoop,
    #[error("{0} cards cannot be set aside: the time deck never holds more than {max}", max = crate::big_box::MAX_TIME_DECK)]
    PointsBeyondTimeDeck(u8),
    #[error(
        "the contracts already bring Just One More Contract's cards: choose \"contracts\" alone"
    )]
    ContractsWithTheirCards,
    #[error("contracts are dealt only in a game played with contracts")]
    ContractsUpWithoutContracts,
    #[error("cards are mixed into the base game only, not into Set Sail on its own")]
    SetSailMix,
    #[error("the stacked setup describes {seats} seats for {players} players")]
    StackedSeats { seats: usize, players: u8 },
}

impl From<SetupProblem> for SetupError {
    fn from(p: SetupProblem) -> SetupError {
        SetupError(p.to_string())
    }
}

impl TryFrom<&Config> for Setup {
    type Error = SetupProblem;

    /// Checks `config` against the rulebooks, in a fixed order (the first rule broken is the
    /// one named).
    fn try_from(config: &Config) -> Result<Setup, SetupProblem> {
        use SetupProblem as P;
        let n = config.players;
        let set_sail = config.mode == Mode::SetSail;
        if let Some(adv) = config.adventure_config() {
            if let Some(problem) = adv.problem(n) {
                return Err(P::Adventure(problem));
            }
            if set_sail
                || config.ending != Ending::Standard
                || config.set_sail_cards
                || config.gamblers
                || config.contract_cards
                || config.contracts
                || config.coop
                || config.points > 0
                || !config.contracts_up.is_empty()
            {
                return Err(P::AdventureWithOthers);
            }
        }
        if config.coop && n == 0 {
            return Err(P::NoCoopPlayers);
        }
        // Solo is the co-operative contracts' (and co-operative Adventure's) only one-player
        // game; the Adventure checked its own player counts above.
        let fewest = if (config.coop && !set_sail) || config.adventure_config().is_some() {
            1
        } else {
            2
        };
        let most = if set_sail { 4 } else { 5 };
        if !(fewest..=most).contains(&n) {
            return Err(if set_sail {
                P::SetSailPlayers(n)
            } else {
                P::BasePlayers(n)
            });
        }
        if set_sail && config.ending == Ending::WithExpedition {
            return Err(P::SetSailEnding);
        }
        if set_sail && config.contracts {
            return Err(P::SetSailContracts);
        }
        if config.coop && (set_sail || config.contracts || config.contract_cards) {
            return Err(P::CoopWithOthers);
        }
        if config.coop && (config.gamblers || config.set_sail_cards) {
            return Err(P::CoopWithCards);
        }
        if !config.coop && config.points > 0 {
            return Err(P::PointsWithoutCoop);
        }
        if config.points > crate::big_box::MAX_TIME_DECK {
            return Err(P::PointsBeyondTimeDeck(config.points));
        }
        if config.contracts && config.contract_cards {
            return Err(P::ContractsWithTheirCards);
        }
        if !config.with_contracts() && !config.contracts_up.is_empty() {
            return Err(P::ContractsUpWithoutContracts);
        }
        if set_sail && (config.set_sail_cards || config.gamblers || config.contract_cards) {
            return Err(P::SetSailMix);
        }
        if !config.seats.is_empty() && config.seats.len() != usize::from(n) {
            return Err(P::StackedSeats {
                seats: config.seats.len(),
                players: n,
            });
        }
        let ending = config.ending;
        let variant = match adventure_of(config) {
            Some(adventure) => adventure,
            None if set_sail => Variant::SetSail,
            None if config.coop => Variant::Coop {
                ending,
                points: config.points,
            },
            None if config.contracts => Variant::Contracts {
                ending,
                set_sail_cards: config.set_sail_cards,
                gamblers: config.gamblers,
            },
            None => Variant::Base {
                ending,
                mix: Mix {
                    set_sail_cards: config.set_sail_cards,
                    gamblers: config.gamblers,
                    contract_cards: config.contract_cards,
                },
            },
        };
        Ok(Setup {
            players: n,
            variant,
            stack: Stack {
                deck_top: config.deck_top.clone(),
                seats: config.seats.clone(),
                contracts_up: config.contracts_up.clone(),
            },
        })
    }
}

#[cfg(feature = "adventure")]
fn adventure_of(config: &Config) -> Option<Variant> {
    config.adventure.clone().map(Variant::Adventure)
}

#[cfg(not(feature = "adventure"))]
fn adventure_of(_config: &Config) -> Option<Variant> {
    None
}

impl Setup {
    /// A game of `variant` for `players` dealt from the seed alone, if the rules allow it.
    pub fn new(players: u8, variant: Variant) -> Result<Setup, SetupProblem> {
        Setup::try_from(
            &Setup {
                players,
                variant,
                stack: Stack::default(),
            }
            .config(),
        )
    }

    /// The same setup with a deal arranged by hand (the rulebook tests'), if it fits.
    pub fn stacked(self, stack: Stack) -> Result<Setup, SetupProblem> {
        let mut config = self.config();
        config.deck_top = stack.deck_top;
        config.seats = stack.seats;
        config.contracts_up = stack.contracts_up;
        Setup::try_from(&config)
    }

    pub fn players(&self) -> u8 {
        self.players
    }
    pub fn variant(&self) -> &Variant {
        &self.variant
    }
    pub fn stack(&self) -> &Stack {
        &self.stack
    }

    /// Whether this is *Set Sail!* on its own.
    pub fn is_set_sail(&self) -> bool {
        matches!(self.variant, Variant::SetSail)
    }
    /// The ending played: Set Sail and the Adventure have the standard one only.
    pub fn ending(&self) -> Ending {
        match self.variant {
            Variant::Base { ending, .. }
            | Variant::Contracts { ending, .. }
            | Variant::Coop { ending, .. } => ending,
            _ => Ending::Standard,
        }
    }
    /// Whether the co-operative contracts (solo included) are played.
    pub fn is_coop(&self) -> bool {
        matches!(self.variant, Variant::Coop { .. })
    }
    /// Whether the competitive contracts are played.
    pub fn has_contracts(&self) -> bool {
        matches!(self.variant, Variant::Contracts { .. })
    }
    /// The points cards set aside from the time deck (co-operative contracts), else 0.
    pub fn points(&self) -> u8 {
        match self.variant {
            Variant::Coop { points, .. } => points,
            _ => 0,
        }
    }
    /// Whether Set Sail's 20 marked cards are mixed into the base game.
    pub fn set_sail_cards(&self) -> bool {
        match self.variant {
            Variant::Base { mix, .. } => mix.set_sail_cards,
            Variant::Contracts { set_sail_cards, .. } => set_sail_cards,
            _ => false,
        }
    }
    /// Whether the Gambler's 4 cards are mixed in.
    pub fn gamblers(&self) -> bool {
        match self.variant {
            Variant::Base { mix, .. } => mix.gamblers,
            Variant::Contracts { gamblers, .. } => gamblers,
            _ => false,
        }
    }
    /// Whether Just One More Contract's persons and ships are in the deck: with its cards
    /// alone, or with either kind of contracts, which bring them ([`Config::with_expansion_cards`]).
    pub fn expansion_cards(&self) -> bool {
        match self.variant {
            Variant::Base { mix, .. } => mix.contract_cards,
            Variant::Contracts { .. } | Variant::Coop { .. } => true,
            _ => false,
        }
    }
    /// Whether ships may lie in a display, tucked under a merchant.
    pub fn has_merchants(&self) -> bool {
        self.is_set_sail() || self.set_sail_cards()
    }
    /// The Adventure's chapter, when one is played.
    #[cfg(feature = "adventure")]
    pub fn adventure(&self) -> Option<&AdventureConfig> {
        match &self.variant {
            Variant::Adventure(a) => Some(a),
            _ => None,
        }
    }
    /// Cards in play at the start: 120 for the base game, 60 for Set Sail, plus the cards
    /// mixed in (the Adventure's groups not counted: [`crate::PortRoyal::cards_in_play`]).
    pub fn card_count(&self) -> usize {
        if self.is_set_sail() {
            return crate::deck::SET_SAIL_COUNT;
        }
        let count = |on: bool, n: usize| if on { n } else { 0 };
        crate::data::CARD_COUNT
            + count(self.set_sail_cards(), 20)
            + count(self.gamblers(), crate::deck::GAMBLER_COUNT)
            + count(self.expansion_cards(), crate::deck::CONTRACT_COUNT)
    }

    /// The raw configuration records and links carry; `Setup::try_from` of it gives this
    /// setup back.
    pub fn config(&self) -> Config {
        let mut c = Config::new(self.players);
        c.deck_top = self.stack.deck_top.clone();
        c.seats = self.stack.seats.clone();
        c.contracts_up = self.stack.contracts_up.clone();
        match &self.variant {
            Variant::Base { ending, mix } => {
                c.ending = *ending;
                c.set_sail_cards = mix.set_sail_cards;
                c.gamblers = mix.gamblers;
                c.contract_cards = mix.contract_cards;
            }
            Variant::SetSail => c.mode = Mode::SetSail,
            Variant::Contracts {
                ending,
                set_sail_cards,
                gamblers,
            } => {
                c.ending = *ending;
                c.contracts = true;
                c.set_sail_cards = *set_sail_cards;
                c.gamblers = *gamblers;
            }
            Variant::Coop { ending, points } => {
                c.ending = *ending;
                c.coop = true;
                c.points = *points;
            }
            #[cfg(feature = "adventure")]
            Variant::Adventure(a) => c.adventure = Some(a.clone()),
        }
        c
    }
}

/// A [`Setup`] in a game's state, written as its raw [`Config`] (the form records and golden
/// fingerprints have always had) and checked again when read.
pub(crate) mod as_config {
    use serde::{Deserialize, Deserializer, Serialize, Serializer, de::Error};

    use super::{Config, Setup};

    pub fn serialize<S: Serializer>(setup: &Setup, s: S) -> Result<S::Ok, S::Error> {
        setup.config().serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Setup, D::Error> {
        let config = Config::deserialize(d)?;
        Setup::try_from(&config).map_err(D::Error::custom)
    }
}
