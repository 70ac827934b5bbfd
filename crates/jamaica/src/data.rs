//! The printed facts of Jamaica: the board, the action cards, the treasure cards and the
//! combat die.
//!
//! Board (50 spaces): ids grow in the race direction; 0 is Port Royal (start and finish).
//! Cross-checks (kept true by the unit tests below):
//! - 1 Port Royal, 29 sea spaces, 11 ports, 9 pirate lairs;
//! - sea costs: 1 food ×3, 2 ×9, 3 ×12, 4 ×5; port costs: 3 doubloons ×6, 5 ×4, 7 ×1;
//! - three forks: each an outer lane of 6 spaces with 2 lairs and an inner channel of 2 sea
//!   spaces costing 4 food (fork 1's inner channel: 3 then 4);
//! - 53 forward edges; one lap is 32 spaces by the three inner channels, 44 by the outer lanes;
//! - scores: −5 up to the red line (spaces 1–40 on either lane), then 2…10 on 41–49, and 15 in
//!   Port Royal.
//!
//! Action cards: 11 per player, all colours identical (two sources agree; the brief's 12 is
//! wrong). Treasure cards: 12, of which 9 are used per game.

use serde::{Deserialize, Serialize};

/// What a space is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    PortRoyal,
    /// Costs food.
    Sea,
    /// Costs doubloons.
    Port,
    /// Free; holds a treasure token at the start.
    Lair,
}

/// One board space.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Space {
    pub kind: Kind,
    /// Food for sea spaces, doubloons for ports, 0 otherwise.
    pub cost: u8,
    /// The end-of-game value of ending here (Port Royal's 15 is for a ship that finished).
    pub score: i8,
    /// Forward neighbours: one, or two at a fork (outer lane first, then inner channel).
    pub next: [u8; 2],
    pub next_len: u8,
    /// Backward neighbours: one, or two where lanes merge (outer lane first).
    pub prev: [u8; 2],
    pub prev_len: u8,
}

const fn s(kind: Kind, cost: u8, score: i8, next: &[u8], prev: &[u8]) -> Space {
    Space {
        kind,
        cost,
        score,
        next: if next.len() == 2 {
            [next[0], next[1]]
        } else {
            [next[0], next[0]]
        },
        next_len: next.len() as u8,
        prev: if prev.len() == 2 {
            [prev[0], prev[1]]
        } else {
            [prev[0], prev[0]]
        },
        prev_len: prev.len() as u8,
    }
}

use Kind::{Lair as L, Port as P, PortRoyal as R, Sea as S};

/// Number of spaces.
pub const SPACES: usize = 50;
/// Port Royal.
pub const PORT_ROYAL: u8 = 0;

/// The board, by space id.
pub const BOARD: [Space; SPACES] = [
    s(R, 0, 15, &[1], &[49]),
    s(S, 2, -5, &[2], &[0]),
    s(S, 3, -5, &[3], &[1]),
    s(S, 2, -5, &[4], &[2]),
    s(L, 0, -5, &[5], &[3]),
    s(P, 3, -5, &[6], &[4]),
    s(P, 5, -5, &[7, 13], &[5]), // split 1
    s(S, 2, -5, &[8], &[6]),     // fork 1 outer lane: 7–12
    s(S, 3, -5, &[9], &[7]),
    s(L, 0, -5, &[10], &[8]),
    s(S, 3, -5, &[11], &[9]),
    s(L, 0, -5, &[12], &[10]),
    s(S, 2, -5, &[15], &[11]),
    s(S, 3, -5, &[14], &[6]), // fork 1 inner channel: 13–14
    s(S, 4, -5, &[15], &[13]),
    s(S, 3, -5, &[16], &[12, 14]), // merge 1
    s(P, 3, -5, &[17], &[15]),
    s(S, 2, -5, &[18], &[16]),
    s(P, 3, -5, &[19], &[17]),
    s(L, 0, -5, &[20, 26], &[18]), // split 2
    s(S, 3, -5, &[21], &[19]),     // fork 2 outer lane: 20–25
    s(P, 3, -5, &[22], &[20]),
    s(L, 0, -5, &[23], &[21]),
    s(S, 2, -5, &[24], &[22]),
    s(S, 3, -5, &[25], &[23]),
    s(L, 0, -5, &[28], &[24]),
    s(S, 4, -5, &[27], &[19]), // fork 2 inner channel: 26–27
    s(S, 4, -5, &[28], &[26]),
    s(P, 5, -5, &[29], &[25, 27]), // merge 2
    s(S, 1, -5, &[30], &[28]),
    s(P, 5, -5, &[31], &[29]),
    s(P, 3, -5, &[32], &[30]),
    s(S, 3, -5, &[33, 39], &[31]), // split 3
    s(L, 0, -5, &[34], &[32]),     // fork 3 outer lane: 33–38
    s(P, 3, -5, &[35], &[33]),
    s(S, 2, -5, &[36], &[34]),
    s(S, 1, -5, &[37], &[35]),
    s(L, 0, -5, &[38], &[36]),
    s(S, 1, -5, &[41], &[37]),
    s(S, 4, -5, &[40], &[32]),    // fork 3 inner channel: 39–40
    s(S, 4, -5, &[41], &[39]),    // the last space before the red line
    s(P, 5, 2, &[42], &[38, 40]), // merge 3
    s(S, 2, 3, &[43], &[41]),
    s(S, 3, 4, &[44], &[42]),
    s(L, 0, 5, &[45], &[43]),
    s(P, 7, 6, &[46], &[44]),
    s(S, 2, 7, &[47], &[45]),
    s(S, 3, 8, &[48], &[46]),
    s(S, 3, 9, &[49], &[47]),
    s(S, 3, 10, &[0], &[48]),
];

/// The space's data (`PORT_ROYAL` for an id off the board).
#[inline]
pub fn space(id: u8) -> &'static Space {
    BOARD.get(id as usize).unwrap_or(&BOARD[0])
}

/// Fewest forward spaces from each space to Port Royal (by the inner channels).
pub const TO_GO: [u8; SPACES] = to_go();

const fn to_go() -> [u8; SPACES] {
    let mut d = [255u8; SPACES];
    d[0] = 0;
    // Relax backwards from Port Royal until nothing changes (the board is small).
    let mut changed = true;
    while changed {
        changed = false;
        let mut i = 1;
        while i < SPACES {
            let sp = BOARD[i];
            let mut k = 0;
            while k < sp.next_len as usize {
                let n = sp.next[k] as usize;
                if d[n] != 255 && d[n] + 1 < d[i] {
                    d[i] = d[n] + 1;
                    changed = true;
                }
                k += 1;
            }
            i += 1;
        }
    }
    d
}

/// Spaces a ship on the start line must still sail: one full lap by the inner channels.
pub const LAP: u8 = TO_GO[1] + 1;

/// A good in a hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Good {
    Food = 1,
    Gunpowder = 2,
    Doubloons = 3,
}

impl Good {
    pub const ALL: [Good; 3] = [Good::Food, Good::Gunpowder, Good::Doubloons];
    /// The good stored under code `c` (1–3).
    pub fn from_code(c: u8) -> Option<Good> {
        match c {
            1 => Some(Good::Food),
            2 => Some(Good::Gunpowder),
            3 => Some(Good::Doubloons),
            _ => None,
        }
    }
    pub fn id(self) -> &'static str {
        match self {
            Good::Food => "food",
            Good::Gunpowder => "gunpowder",
            Good::Doubloons => "doubloons",
        }
    }
}

/// A symbol on an action card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Symbol {
    Load(Good),
    Forward,
    Backward,
}

use Good::{Doubloons as D, Food as F, Gunpowder as G};
use Symbol::{Backward as B, Forward as W, Load};

/// The 11 action cards of each player's deck, by number (index 0 is card 1): morning (top
/// left), evening (top right).
pub const CARDS: [(Symbol, Symbol); 11] = [
    (Load(F), Load(G)),
    (W, B),
    (Load(G), Load(D)),
    (Load(D), Load(D)),
    (Load(D), W),
    (B, W),
    (W, Load(F)),
    (W, W),
    (Load(G), Load(F)),
    (Load(F), W),
    (W, Load(G)),
];

/// Cards per player.
pub const DECK: usize = 11;
/// All 11 cards as a bit set (bit `n` is card `n`, 1–11).
pub const ALL_CARDS: u16 = 0b1111_1111_1110;

/// The card with number `n` (1–11).
pub fn card(n: u8) -> (Symbol, Symbol) {
    CARDS[(usize::from(n).clamp(1, DECK)) - 1]
}

/// The four power cards, by their treasure id.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Power {
    /// Morgan's Map: a hand of 4.
    Map = 0,
    /// Saran's Saber: one reroll per combat, own die or the opponent's.
    Saber = 1,
    /// Lady Beth: +2 to the combat die.
    Beth = 2,
    /// The sixth hold.
    SixthHold = 3,
}

impl Power {
    pub const ALL: [Power; 4] = [Power::Map, Power::Saber, Power::Beth, Power::SixthHold];
    pub fn id(self) -> &'static str {
        match self {
            Power::Map => "map",
            Power::Saber => "saber",
            Power::Beth => "beth",
            Power::SixthHold => "sixth-hold",
        }
    }
    pub fn from_id(id: &str) -> Option<Power> {
        Power::ALL.into_iter().find(|p| p.id() == id)
    }
}

/// Treasure cards by id: 0–3 the powers ([`Power`] order), 4–8 the treasures +3 +3 +5 +7 +7,
/// 9–11 the cursed treasures −2 −3 −4.
pub const TREASURES: usize = 12;
/// Each treasure card's value at the end (powers are worth nothing).
pub const TREASURE_VALUE: [i8; TREASURES] = [0, 0, 0, 0, 3, 3, 5, 7, 7, -2, -3, -4];
/// Treasure cards used per game.
pub const TREASURES_IN_PLAY: usize = 9;

/// Whether treasure `t` is a power card (face up when held).
#[inline]
pub fn is_power(t: u8) -> bool {
    t < 4
}
/// Whether treasure `t` is cursed.
#[inline]
pub fn is_cursed(t: u8) -> bool {
    (9..12).contains(&t)
}

/// Treasure ids in notation and stacked setups.
pub const TREASURE_IDS: [&str; TREASURES] = [
    "map",
    "saber",
    "beth",
    "sixth-hold",
    "treasure-3a",
    "treasure-3b",
    "treasure-5",
    "treasure-7a",
    "treasure-7b",
    "cursed-2",
    "cursed-3",
    "cursed-4",
];

/// The treasure with this id.
pub fn treasure_by_id(id: &str) -> Option<u8> {
    TREASURE_IDS.iter().position(|t| *t == id).map(|i| i as u8)
}

/// The combat die's faces; index 5 is the star (worth 0 strength: it wins outright).
pub const COMBAT_DIE: [u8; 6] = [2, 4, 6, 8, 10, 0];
/// The star's face index.
pub const STAR: u8 = 5;

/// Holds on a ship's board.
pub const HOLDS: usize = 5;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_board_counts_match_the_sources() {
        let count = |k: Kind| BOARD.iter().filter(|s| s.kind == k).count();
        assert_eq!((count(R), count(S), count(P), count(L)), (1, 29, 11, 9));
        let costs = |k: Kind, c: u8| BOARD.iter().filter(|s| s.kind == k && s.cost == c).count();
        assert_eq!([1, 2, 3, 4].map(|c| costs(S, c)), [3, 9, 12, 5]);
        assert_eq!([3, 5, 7].map(|c| costs(P, c)), [6, 4, 1]);
        let edges: usize = BOARD.iter().map(|s| s.next_len as usize).sum();
        assert_eq!(edges, 53);
        assert_eq!(LAP, 32);
    }

    #[test]
    fn edges_agree_both_ways() {
        for (i, sp) in BOARD.iter().enumerate() {
            for k in 0..sp.next_len as usize {
                let n = space(sp.next[k]);
                assert!(n.prev[..n.prev_len as usize].contains(&(i as u8)), "{i}");
            }
        }
    }

    #[test]
    fn scores_and_the_long_way_round() {
        let scores: Vec<i8> = (41..50).map(|i| BOARD[i].score).collect();
        assert_eq!(scores, [2, 3, 4, 5, 6, 7, 8, 9, 10]);
        assert!(BOARD[1..41].iter().all(|s| s.score == -5));
        // The outer lanes: 44 spaces round.
        let mut at = 0u8;
        let mut n = 0;
        loop {
            at = space(at).next[0];
            n += 1;
            if at == 0 {
                break;
            }
        }
        assert_eq!(n, 44);
    }

    #[test]
    fn eleven_cards_and_twelve_treasures() {
        assert_eq!(CARDS.len(), 11);
        assert_eq!(ALL_CARDS.count_ones(), 11);
        assert_eq!(TREASURE_VALUE.iter().filter(|&&v| v > 0).count(), 5);
        assert_eq!(TREASURE_VALUE.iter().filter(|&&v| v < 0).count(), 3);
    }
}
