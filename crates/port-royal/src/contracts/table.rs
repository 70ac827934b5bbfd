//! The contracts on the table, as the state of a game holds them: which contracts are dealt,
//! the cubes on their boxes, the co-operative time deck, and what a display needs to complete a
//! contract. No rule of play is here ([`super`] plays them), so the game's state can hold a
//! table without importing its rules.

use islas_core::{Rng, Seat, SetupError};
use serde::{Deserialize, Serialize};

use crate::big_box::{
    CONTRACT_INFLUENCE, CONTRACTS, CONTRACTS_FACE_UP, COOP_CONTRACTS, COOP_FACE_UP, Contract,
    Person, Requirement, TIME_DECK_BASE, contract_by_id,
};
use crate::data::Card;
use crate::deck::{Info, Role, card_info};

/// Cubes each player has.
pub const CUBES: u8 = 3;

/// The index of a contract in [`CONTRACTS`], as actions and events name it.
pub type ContractId = u8;

/// The contract with this index: the 16 of [`CONTRACTS`], then the two co-operative ones of
/// [`COOP_CONTRACTS`] (16 and 17).
pub fn contract(id: ContractId) -> Option<&'static Contract> {
    let i = usize::from(id);
    CONTRACTS
        .get(i)
        .or_else(|| COOP_CONTRACTS.get(i.checked_sub(CONTRACTS.len())?))
}

/// Contracts there are (the co-operative ones included).
pub const ALL_CONTRACTS: usize = CONTRACTS.len() + COOP_CONTRACTS.len();

/// The index of the contract with this text id (`"fighter"`, `"pack-of-pirates"`, …).
pub fn contract_index(id: &str) -> Option<ContractId> {
    let c = contract_by_id(id)?;
    CONTRACTS
        .iter()
        .chain(COOP_CONTRACTS.iter())
        .position(|x| x.id == c.id)
        .map(|i| i as ContractId)
}

pub use crate::big_box::MAX_TIME_DECK;

/// The time deck for these face-up contracts: 13, plus the sum of their seal numbers, plus 1 per
/// distinct seal letter (never below 0).
pub fn time_deck_size(ids: &[ContractId]) -> usize {
    let mut letters: Vec<char> = Vec::new();
    let mut sum = TIME_DECK_BASE;
    for c in ids.iter().filter_map(|&id| contract(id)) {
        sum += i32::from(c.seal.0);
        if !letters.contains(&c.seal.1) {
            letters.push(c.seal.1);
        }
    }
    usize::try_from(sum + letters.len() as i32).unwrap_or(0)
}

/// What the co-operative (and solo) contracts add: the time deck, the points deck, the question
/// after a tax, and how the game ended.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Coop {
    /// The time deck, face down; the top card is the last element.
    pub time: Vec<Card>,
    /// The points deck, face down.
    pub points: Vec<Card>,
    /// A tax was drawn: the active player says whether to set aside the top card of the time
    /// deck into the points deck.
    #[serde(default, skip_serializing_if = "is_false")]
    pub ask: bool,
    /// Every face-up contract has a cube on a coin box: the game is won.
    #[serde(default, skip_serializing_if = "is_false")]
    pub won: bool,
}

fn is_false(b: &bool) -> bool {
    !*b
}

/// The text id of a contract index, or `#n` for a number that is no contract.
pub fn contract_name(id: ContractId) -> String {
    contract(id).map_or_else(|| format!("#{id}"), |c| c.id.to_string())
}

/// One face-up contract and the cubes on it.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Slot {
    pub contract: ContractId,
    /// Who completed it, in order: the i-th completer's cube is on coin box i.
    pub boxes: Vec<Seat>,
    /// Cubes on the progress boxes of a multi-step contract: (seat, box "1" or "2").
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub steps: Vec<(Seat, u8)>,
}

/// A chance to complete (or advance) a contract that must be taken at once (BB7, BB14).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Offer {
    pub seat: Seat,
    pub contract: ContractId,
}

/// The contracts of a game: the four face up, each player's completed count and the ships kept
/// for Pack of Pirates, and the at-once chances waiting for an answer.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Contracts {
    pub slots: Vec<Slot>,
    /// Contracts completed, per seat (at most [`CUBES`]).
    pub done: Vec<u8>,
    /// Ships kept for Pack of Pirates, per seat (one per colour at most; BB17).
    pub kept: Vec<Vec<Card>>,
    /// At-once chances, oldest first; the first one is the decision now.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub offers: Vec<Offer>,
    /// The co-operative mode's decks; absent in the competitive mode.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub coop: Option<Coop>,
}

impl Contracts {
    /// Deals the face-up contracts: `first` (text ids) in order, the rest from a shuffle.
    pub(crate) fn deal(players: u8, first: &[String], rng: &mut Rng) -> Result<Self, SetupError> {
        if first.len() > CONTRACTS_FACE_UP {
            return Err(SetupError(format!(
                "only {CONTRACTS_FACE_UP} contracts are face up, not {}",
                first.len()
            )));
        }
        let mut chosen = Vec::with_capacity(CONTRACTS_FACE_UP);
        for id in first {
            let c = contract_index(id)
                .filter(|&c| usize::from(c) < CONTRACTS.len())
                .ok_or_else(|| {
                    SetupError(format!(
                        "no competitive contract has the id \"{id}\" (the two white ones are co-operative only)"
                    ))
                })?;
            if chosen.contains(&c) {
                return Err(SetupError(format!("the contract \"{id}\" is dealt twice")));
            }
            chosen.push(c);
        }
        let mut rest: Vec<ContractId> = (0..CONTRACTS.len() as ContractId)
            .filter(|c| !chosen.contains(c))
            .collect();
        rng.shuffle(&mut rest);
        while chosen.len() < CONTRACTS_FACE_UP {
            chosen.push(rest.pop().unwrap_or_default());
        }
        Ok(Contracts::with(players, chosen))
    }

    /// Deals the co-operative contracts: all 18 shuffled, 3/5/7/9/11 face up for 1–5 players,
    /// `first` (text ids) in order, the rest from the shuffle.
    pub(crate) fn deal_coop(
        players: u8,
        first: &[String],
        rng: &mut Rng,
    ) -> Result<Self, SetupError> {
        let up = COOP_FACE_UP
            .get(usize::from(players).wrapping_sub(1))
            .copied()
            .ok_or_else(|| {
                SetupError(format!(
                    "co-operative contracts are for 1 to 5 players, not {players}"
                ))
            })?;
        if first.len() > up {
            return Err(SetupError(format!(
                "{up} contracts are face up for {players} players, not {}",
                first.len()
            )));
        }
        let mut chosen = Vec::with_capacity(up);
        for id in first {
            let c = contract_index(id)
                .ok_or_else(|| SetupError(format!("no contract has the id \"{id}\"")))?;
            if chosen.contains(&c) {
                return Err(SetupError(format!("the contract \"{id}\" is dealt twice")));
            }
            chosen.push(c);
        }
        let mut rest: Vec<ContractId> = (0..ALL_CONTRACTS as ContractId)
            .filter(|c| !chosen.contains(c))
            .collect();
        rng.shuffle(&mut rest);
        while chosen.len() < up {
            chosen.push(rest.pop().unwrap_or_default());
        }
        let mut table = Contracts::with(players, chosen);
        table.coop = Some(Coop::default());
        Ok(table)
    }

    /// Draws the time deck from the top of `deck` and sets `points` of its cards aside into the
    /// points deck (at most all of them).
    pub(crate) fn coop_setup(&mut self, deck: &mut Vec<Card>, points: u8) {
        let ids: Vec<ContractId> = self.slots.iter().map(|s| s.contract).collect();
        let size = time_deck_size(&ids).min(deck.len());
        let Some(coop) = self.coop.as_mut() else {
            return;
        };
        coop.time = deck.split_off(deck.len() - size);
        let aside = usize::from(points).min(coop.time.len());
        let rest = coop.time.len() - aside;
        coop.points = coop.time.split_off(rest);
    }

    fn with(players: u8, chosen: Vec<ContractId>) -> Self {
        let n = usize::from(players);
        Contracts {
            slots: chosen
                .into_iter()
                .map(|contract| Slot {
                    contract,
                    boxes: Vec::new(),
                    steps: Vec::new(),
                })
                .collect(),
            done: vec![0; n],
            kept: vec![Vec::new(); n],
            offers: Vec::new(),
            coop: None,
        }
    }

    /// Whether every face-up contract has been completed by at least one player.
    pub fn all_completed(&self) -> bool {
        self.slots.iter().all(|s| !s.boxes.is_empty())
    }

    /// The slot of a face-up contract.
    pub fn slot(&self, id: ContractId) -> Option<&Slot> {
        self.slots.iter().find(|s| s.contract == id)
    }

    pub(crate) fn slot_mut(&mut self, id: ContractId) -> Option<&mut Slot> {
        self.slots.iter_mut().find(|s| s.contract == id)
    }

    /// Cubes `seat` has placed: completed contracts and progress boxes.
    pub fn cubes_used(&self, seat: Seat) -> u8 {
        let steps = self
            .slots
            .iter()
            .flat_map(|s| s.steps.iter())
            .filter(|&&(s, _)| s == seat)
            .count() as u8;
        self.done
            .get(usize::from(seat))
            .copied()
            .unwrap_or(0)
            .saturating_add(steps)
    }

    /// The progress box `seat`'s cube is on for this contract (0: none).
    pub fn step(&self, seat: Seat, id: ContractId) -> u8 {
        self.slot(id)
            .and_then(|s| s.steps.iter().find(|&&(s, _)| s == seat))
            .map_or(0, |&(_, step)| step)
    }

    /// Whether `seat` has completed this contract.
    pub fn completed(&self, seat: Seat, id: ContractId) -> bool {
        self.slot(id).is_some_and(|s| s.boxes.contains(&seat))
    }

    /// Whether this contract is face up and still open to `seat`: not completed by them, a coin
    /// box left, and a cube for it (one already on its progress box, or one free).
    pub fn open_to(&self, seat: Seat, id: ContractId) -> bool {
        let Some(slot) = self.slot(id) else {
            return false;
        };
        !slot.boxes.contains(&seat)
            && slot.boxes.len() < 5
            && (self.step(seat, id) > 0 || self.cubes_used(seat) < CUBES)
    }

    /// Influence `seat` has from contracts: +1 for the second, +2 more for the third.
    pub fn influence(&self, seat: Seat) -> u8 {
        let done = usize::from(self.done.get(usize::from(seat)).copied().unwrap_or(0));
        CONTRACT_INFLUENCE.iter().take(done).sum()
    }
}

/// Whether a display card is this person (a jack of all trades stands in for none; BB7's pairs).
fn is_person(card: Card, person: Person) -> bool {
    match card_info(card) {
        Info::Person {
            role: Role::Base(k),
            ..
        } => person.is_kind(k),
        Info::Person {
            role: Role::New(p), ..
        } => person.is_profession(p),
        _ => false,
    }
}

/// How far a display is from a standing requirement: (what it has, what it needs), or `None` for
/// a requirement that is an event, not a display.
pub fn standing_progress(req: Requirement, display: &[Card]) -> Option<(u8, u8)> {
    let count = |f: &dyn Fn(Card) -> bool| display.iter().filter(|&&c| f(c)).count() as u8;
    match req {
        Requirement::Pair(a, b) => {
            let has = u8::from(count(&|c| is_person(c, a)) > 0)
                + u8::from(count(&|c| is_person(c, b)) > 0);
            Some((has, 2))
        }
        Requirement::Traders(n) => Some((
            count(&|c| {
                matches!(
                    card_info(c),
                    Info::Person {
                        role: Role::Base(crate::data::Kind::Trader(_)),
                        ..
                    }
                )
            }),
            n,
        )),
        Requirement::CheapPersons { persons, cost } => Some((
            count(&|c| matches!(card_info(c), Info::Person { cost: k, .. } if k <= cost)),
            persons,
        )),
        Requirement::Swords(n) => Some((
            display
                .iter()
                .map(|&c| match card_info(c) {
                    Info::Person { swords, .. } => swords,
                    _ => 0,
                })
                .sum(),
            n,
        )),
        Requirement::Expeditions(n) => Some((
            count(&|c| matches!(card_info(c), Info::Expedition { .. })),
            n,
        )),
        _ => None,
    }
}

/// Whether a display meets a standing requirement.
pub fn meets(req: Requirement, display: &[Card]) -> bool {
    standing_progress(req, display).is_some_and(|(has, needs)| has >= needs)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every set of face-up co-operative contracts, for 1 to 5 players: the largest time deck
    /// among them is [`MAX_TIME_DECK`].
    #[test]
    fn the_largest_time_deck_of_any_deal_is_max_time_deck() {
        fn largest(from: ContractId, chosen: &mut Vec<ContractId>, up: usize) -> usize {
            if chosen.len() == up {
                return time_deck_size(chosen);
            }
            let mut best = 0;
            for c in from..ALL_CONTRACTS as ContractId {
                chosen.push(c);
                best = best.max(largest(c + 1, chosen, up));
                chosen.pop();
            }
            best
        }
        let most = COOP_FACE_UP
            .iter()
            .map(|&up| largest(0, &mut Vec::new(), up))
            .max();
        assert_eq!(most, Some(usize::from(MAX_TIME_DECK)));
    }
}
