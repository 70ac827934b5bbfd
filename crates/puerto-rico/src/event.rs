//! What happened, for the game log and animations: public facts only (the points a shipment
//! earns, taken from the supply in front of everyone, but never a player's total, which the
//! rulebook keeps face down).

use islas_core::{EventKind, Seat};
use serde::{Deserialize, Serialize};

use crate::data::{Building, Good, Role};
use crate::state::EndReason;

/// One thing that happened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "event")]
pub enum Event {
    /// A role was picked, with the doubloons that lay on it.
    RoleChosen {
        seat: Seat,
        role: Role,
        doubloons: u8,
    },
    /// A prospector's doubloon.
    Prospected {
        seat: Seat,
    },
    /// A plantation (`good`) or a quarry (`None`) put on an island; `hacienda`: drawn face down.
    Planted {
        seat: Seat,
        good: Option<Good>,
        hacienda: bool,
    },
    /// The hospice's or the university's colonist.
    ExtraColonist {
        seat: Seat,
        building: Building,
    },
    /// New face-up plantations.
    PlantationsRevealed {
        face_up: [u8; 5],
    },
    /// Colonists handed out in the mayor phase (privilege included).
    ColonistsTaken {
        seat: Seat,
        colonists: u8,
    },
    /// A player's colonists are placed; `san_juan` wait unplaced.
    ColonistsPlaced {
        seat: Seat,
        san_juan: u8,
    },
    /// The colonist ship is refilled.
    ShipRefilled {
        colonists: u8,
    },
    Built {
        seat: Seat,
        building: Building,
        paid: u8,
    },
    /// Goods produced in the craftsman phase.
    Produced {
        seat: Seat,
        goods: [u8; 5],
    },
    /// The craftsman's extra barrel.
    ExtraGood {
        seat: Seat,
        good: Good,
    },
    FactoryBonus {
        seat: Seat,
        doubloons: u8,
    },
    Sold {
        seat: Seat,
        good: Good,
        doubloons: u8,
    },
    /// The full trading house is emptied.
    HouseEmptied,
    Loaded {
        seat: Seat,
        good: Good,
        ship: u8,
        barrels: u8,
    },
    Wharf {
        seat: Seat,
        good: Good,
        barrels: u8,
    },
    /// The victory points a shipment earned (a point a barrel, the harbour's and the captain's
    /// privilege), told after its `Loaded` or `Wharf`.
    ShippingPoints {
        seat: Seat,
        points: u8,
    },
    /// Barrels returned to the supply at the end of the captain phase.
    Spoiled {
        seat: Seat,
        goods: [u8; 5],
    },
    /// A full cargo ship (by capacity) is emptied.
    ShipEmptied {
        ship: u8,
    },
    Passed {
        seat: Seat,
    },
    /// The round ends; `governor` is the new governor.
    RoundEnded {
        governor: Seat,
    },
    EndTriggered {
        reason: EndReason,
    },
    GameOver,
}

impl EventKind for Event {
    type State = crate::PuertoRico;
    const KEYS: &'static [&'static str] = &[
        "role-chosen",
        "prospected",
        "planted",
        "extra-colonist",
        "plantations-revealed",
        "colonists-taken",
        "colonists-placed",
        "ship-refilled",
        "built",
        "produced",
        "extra-good",
        "factory-bonus",
        "sold",
        "house-emptied",
        "loaded",
        "wharf",
        "shipping-points",
        "spoiled",
        "ship-emptied",
        "passed",
        "round-ended",
        "end-triggered",
        "game-over",
    ];

    fn key(&self) -> &'static str {
        match self {
            Event::RoleChosen { .. } => "role-chosen",
            Event::Prospected { .. } => "prospected",
            Event::Planted { .. } => "planted",
            Event::ExtraColonist { .. } => "extra-colonist",
            Event::PlantationsRevealed { .. } => "plantations-revealed",
            Event::ColonistsTaken { .. } => "colonists-taken",
            Event::ColonistsPlaced { .. } => "colonists-placed",
            Event::ShipRefilled { .. } => "ship-refilled",
            Event::Built { .. } => "built",
            Event::Produced { .. } => "produced",
            Event::ExtraGood { .. } => "extra-good",
            Event::FactoryBonus { .. } => "factory-bonus",
            Event::Sold { .. } => "sold",
            Event::HouseEmptied => "house-emptied",
            Event::Loaded { .. } => "loaded",
            Event::Wharf { .. } => "wharf",
            Event::ShippingPoints { .. } => "shipping-points",
            Event::Spoiled { .. } => "spoiled",
            Event::ShipEmptied { .. } => "ship-emptied",
            Event::Passed { .. } => "passed",
            Event::RoundEnded { .. } => "round-ended",
            Event::EndTriggered { .. } => "end-triggered",
            Event::GameOver => "game-over",
        }
    }
}
