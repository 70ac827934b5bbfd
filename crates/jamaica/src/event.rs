//! What happened, for the game log and animations. A card chosen in secret appears only once all
//! cards are revealed; a face-down treasure's value never appears; the cards a seat draws are
//! named to that seat alone ([`Event::DrewCards`]), the others are told how many
//! ([`Event::Drew`]).

use islas_core::{Audience, EventKind};
use serde::{Deserialize, Serialize};

use crate::data::{Good, Power};
use crate::state::Hold;

/// What a payment took from each hold (the sixth last): smallest holds first, so a hold paid
/// out whole is empty afterwards and its good is told only here.
pub type Taken = [u8; 6];

/// A ship: a seat (0–5) or the ghost ship ([`crate::GHOST`]).
pub type ShipId = u8;

/// One thing that happened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    RoundStarted {
        round: u16,
        captain: u8,
    },
    Rolled {
        dice: [u8; 2],
    },
    DiceOrdered {
        morning: u8,
        evening: u8,
    },
    /// A player chose a card face down (which one is not said).
    Chose {
        seat: u8,
    },
    /// All chosen cards are turned over.
    Revealed {
        seat: u8,
        card: u8,
    },
    Loaded {
        ship: ShipId,
        good: Good,
        amount: u8,
        hold: u8,
    },
    /// A hold was emptied into the bank.
    Emptied {
        ship: ShipId,
        hold: u8,
        good: Good,
        amount: u8,
    },
    /// Every hold already held this good: the load was ignored.
    LoadIgnored {
        ship: ShipId,
        good: Good,
    },
    Moved {
        ship: ShipId,
        from: u8,
        to: u8,
    },
    /// A ship reached Port Royal and stopped.
    Arrived {
        seat: u8,
    },
    /// An evening action ignored because the ship already arrived.
    EveningIgnored {
        seat: u8,
    },
    TreasureFound {
        ship: ShipId,
        space: u8,
        power: Option<Power>,
    },
    Paid {
        seat: u8,
        good: Good,
        amount: u8,
        taken: Taken,
    },
    /// Not enough to pay: what could be paid was paid (of the good the space costs), and the
    /// ship goes back.
    Shortage {
        seat: u8,
        space: u8,
        paid: u8,
        taken: Taken,
    },
    Attacked {
        attacker: ShipId,
        defender: ShipId,
    },
    /// Gunpowder spent and the combat die rolled (face 0 = the star).
    CombatRoll {
        ship: ShipId,
        powder: u8,
        face: u8,
        strength: u8,
        /// The gunpowder taken from each hold.
        taken: Taken,
    },
    Rerolled {
        by: ShipId,
        ship: ShipId,
        face: u8,
        strength: u8,
    },
    Won {
        winner: ShipId,
        loser: ShipId,
    },
    Tied,
    StoleHold {
        winner: ShipId,
        loser: ShipId,
        good: Good,
        amount: u8,
        /// The loser's hold (the sixth is 5).
        hold: u8,
    },
    /// A face-down treasure changed hands unseen (`power` when it turned out to be one); it
    /// was the loser's `index`th face-down card and is the winner's last (or a power face up).
    StoleTreasure {
        winner: ShipId,
        loser: ShipId,
        power: Option<Power>,
        index: u8,
    },
    /// A power changed hands; `lost`: what the sixth hold held when the ghost ship took it
    /// (its goods go into the sea).
    StolePower {
        winner: ShipId,
        loser: ShipId,
        power: Power,
        lost: Hold,
    },
    /// The winner's `index`th face-down card (cursed) given: the loser's last.
    GaveTreasure {
        winner: ShipId,
        loser: ShipId,
        index: u8,
    },
    Spared {
        winner: ShipId,
    },
    GhostCourse {
        forward: bool,
    },
    /// The discard pile became the new deck.
    Reshuffled {
        seat: u8,
    },
    /// How many cards a seat drew (for the other seats).
    Drew {
        seat: u8,
        cards: u8,
    },
    /// The cards a seat drew, bit per card (for that seat alone).
    DrewCards {
        seat: u8,
        cards: u16,
    },
    GameOver,
}

impl EventKind for Event {
    type State = crate::Jamaica;
    const KEYS: &'static [&'static str] = &[
        "round-started",
        "rolled",
        "dice-ordered",
        "chose",
        "revealed",
        "loaded",
        "emptied",
        "load-ignored",
        "moved",
        "arrived",
        "evening-ignored",
        "treasure-found",
        "paid",
        "shortage",
        "attacked",
        "combat-roll",
        "rerolled",
        "won",
        "tied",
        "stole-hold",
        "stole-treasure",
        "stole-power",
        "gave-treasure",
        "spared",
        "ghost-course",
        "reshuffled",
        "drew",
        "drew-cards",
        "game-over",
    ];

    fn key(&self) -> &'static str {
        match self {
            Event::RoundStarted { .. } => "round-started",
            Event::Rolled { .. } => "rolled",
            Event::DiceOrdered { .. } => "dice-ordered",
            Event::Chose { .. } => "chose",
            Event::Revealed { .. } => "revealed",
            Event::Loaded { .. } => "loaded",
            Event::Emptied { .. } => "emptied",
            Event::LoadIgnored { .. } => "load-ignored",
            Event::Moved { .. } => "moved",
            Event::Arrived { .. } => "arrived",
            Event::EveningIgnored { .. } => "evening-ignored",
            Event::TreasureFound { .. } => "treasure-found",
            Event::Paid { .. } => "paid",
            Event::Shortage { .. } => "shortage",
            Event::Attacked { .. } => "attacked",
            Event::CombatRoll { .. } => "combat-roll",
            Event::Rerolled { .. } => "rerolled",
            Event::Won { .. } => "won",
            Event::Tied => "tied",
            Event::StoleHold { .. } => "stole-hold",
            Event::StoleTreasure { .. } => "stole-treasure",
            Event::StolePower { .. } => "stole-power",
            Event::GaveTreasure { .. } => "gave-treasure",
            Event::Spared { .. } => "spared",
            Event::GhostCourse { .. } => "ghost-course",
            Event::Reshuffled { .. } => "reshuffled",
            Event::Drew { .. } => "drew",
            Event::DrewCards { .. } => "drew-cards",
            Event::GameOver => "game-over",
        }
    }

    fn audience(&self) -> Audience {
        match *self {
            Event::Drew { seat, .. } => Audience::AllBut(seat),
            Event::DrewCards { seat, .. } => Audience::Seat(seat),
            _ => Audience::All,
        }
    }
}
