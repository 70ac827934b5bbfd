//! What happened, for the game log and animations. Events are derived by replaying a record;
//! they are never stored.

use islas_core::{EventKind, Seat};
use serde::{Deserialize, Serialize};

use crate::adventure::data::CardNo;
use crate::data::Card;

/// Why a player received coins.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CoinReason {
    /// Traded a ship (its coins plus one per matching trader).
    Trade,
    /// An expedition's reward.
    Expedition,
    /// Tax bonus (most swords or fewest influence).
    TaxBonus,
    /// Jester: empty harbour at the start of the take, or a bust.
    Jester,
    /// Admiral: 5 or more harbour cards at the start of the take.
    Admiral,
    /// Compensation paid by another player who took a harbour card.
    Compensation,
    /// Gunner: one coin less than the ships in the harbour at the start of the take.
    Gunner,
    /// Vice admiral: 3 or 4 harbour cards at the start of the take.
    ViceAdmiral,
    /// The extra coin of a ship another player traded, given to this player.
    Gift,
    /// The coins of a contract's box (Just One More Contract).
    Contract,
    /// The Adventure: a mission's reward, a character's ability, an event.
    Adventure,
}

/// One thing that happened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    TurnStarted {
        seat: Seat,
    },
    Reshuffled {
        cards: u8,
    },
    Drew {
        card: Card,
    },
    Repelled {
        card: Card,
    },
    Docked {
        card: Card,
    },
    ExpeditionRevealed {
        card: Card,
    },
    /// A tax card: who lost how many coins, then who got the bonus.
    Tax {
        card: Card,
        losses: Vec<(Seat, u8)>,
        rewarded: Vec<Seat>,
    },
    /// A second ship of a colour was let in: the harbour is discarded.
    Bust {
        card: Card,
        discarded: u8,
    },
    TradeStarted {
        seat: Seat,
        takes: u8,
    },
    Coins {
        seat: Seat,
        amount: u8,
        reason: CoinReason,
    },
    Traded {
        seat: Seat,
        card: Card,
        coins: u8,
    },
    Hired {
        seat: Seat,
        card: Card,
        paid: u8,
    },
    Compensated {
        from: Seat,
        to: Seat,
    },
    Passed {
        seat: Seat,
    },
    Claimed {
        seat: Seat,
        expedition: Card,
        discarded: Vec<Card>,
        coins: u8,
    },
    HarbourDiscarded {
        cards: u8,
    },
    EndTriggered {
        seat: Seat,
    },
    GameOver,
    /// A cube placed on (or moved to) progress box `step` of a multi-step contract.
    ContractStep {
        seat: Seat,
        contract: u8,
        step: u8,
    },
    /// A contract completed: the cube on coin box `place` (0 = first), its coins, the influence
    /// it adds (1 for the second contract, 2 for the third), and for Pack of Pirates the kept
    /// ships discarded.
    ContractCompleted {
        seat: Seat,
        contract: u8,
        place: u8,
        coins: u8,
        influence: u8,
        discarded: Vec<Card>,
    },
    /// A repelled ship kept for Pack of Pirates.
    ShipKept {
        seat: Seat,
        card: Card,
    },
    /// The Adventure's phase 0: the event card revealed (its id).
    EventRevealed {
        id: EventId,
    },
    /// The Adventure's End of Month: the newest mission's hourglass, ✓ or ✗.
    EndOfMonth {
        mission: CardNo,
        success: bool,
    },
    /// The Adventure: a story card read, its mission put on the table.
    StoryRead {
        card: CardNo,
    },
    /// The Adventure: a cube placed on a mission.
    MissionCompleted {
        seat: Seat,
        card: CardNo,
    },
    /// The competitive Adventure: coins paid for the leftmost cube.
    CubeBought {
        seat: Seat,
    },
}

impl EventKind for Event {
    type State = crate::PortRoyal;
    const KEYS: &'static [&'static str] = &[
        "turn-started",
        "reshuffled",
        "drew",
        "repelled",
        "docked",
        "expedition-revealed",
        "tax",
        "bust",
        "trade-started",
        "coins",
        "traded",
        "hired",
        "compensated",
        "passed",
        "claimed",
        "harbour-discarded",
        "end-triggered",
        "game-over",
        "contract-step",
        "contract-completed",
        "ship-kept",
        "event-revealed",
        "end-of-month",
        "story-read",
        "mission-completed",
        "cube-bought",
    ];

    fn key(&self) -> &'static str {
        match self {
            Event::TurnStarted { .. } => "turn-started",
            Event::Reshuffled { .. } => "reshuffled",
            Event::Drew { .. } => "drew",
            Event::Repelled { .. } => "repelled",
            Event::Docked { .. } => "docked",
            Event::ExpeditionRevealed { .. } => "expedition-revealed",
            Event::Tax { .. } => "tax",
            Event::Bust { .. } => "bust",
            Event::TradeStarted { .. } => "trade-started",
            Event::Coins { .. } => "coins",
            Event::Traded { .. } => "traded",
            Event::Hired { .. } => "hired",
            Event::Compensated { .. } => "compensated",
            Event::Passed { .. } => "passed",
            Event::Claimed { .. } => "claimed",
            Event::HarbourDiscarded { .. } => "harbour-discarded",
            Event::EndTriggered { .. } => "end-triggered",
            Event::GameOver => "game-over",
            Event::ContractStep { .. } => "contract-step",
            Event::ContractCompleted { .. } => "contract-completed",
            Event::ShipKept { .. } => "ship-kept",
            Event::EventRevealed { .. } => "event-revealed",
            Event::EndOfMonth { .. } => "end-of-month",
            Event::StoryRead { .. } => "story-read",
            Event::MissionCompleted { .. } => "mission-completed",
            Event::CubeBought { .. } => "cube-bought",
        }
    }
}

/// An Adventure event card's id (`"fair-wind"`), written in JSON as that string. It holds no
/// owned text, so the events stay cheap to drop on the engine's hot path
/// (`docs/performance.md`); read back, it must name an event card of this build.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(transparent)]
pub struct EventId(pub &'static str);

impl std::fmt::Display for EventId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.0)
    }
}

impl<'de> Deserialize<'de> for EventId {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<EventId, D::Error> {
        use serde::de::Error;
        let id = String::deserialize(d)?;
        #[cfg(feature = "adventure")]
        if let Some(card) = crate::adventure::content::event_by_id(&id) {
            return Ok(EventId(card.id));
        }
        Err(D::Error::custom(format!(
            "\"{id}\" is not an Adventure event card in this build"
        )))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_adventure_event_reads_back_as_the_card_it_names_and_nothing_else() {
        let revealed = Event::EventRevealed {
            id: EventId("fair-wind"),
        };
        let json = serde_json::to_string(&revealed).expect("an event is written");
        assert_eq!(json, r#"{"EventRevealed":{"id":"fair-wind"}}"#);
        let back: Event = serde_json::from_str(&json).expect("a known event card reads back");
        assert_eq!(back, revealed);
        let unknown = serde_json::from_str::<Event>(r#"{"EventRevealed":{"id":"no-such-card"}}"#)
            .expect_err("an unknown event card is refused");
        assert!(unknown.to_string().contains("no-such-card"), "{unknown}");
    }
}
