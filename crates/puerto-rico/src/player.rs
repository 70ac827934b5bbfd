//! One player's board: what they own, where their colonists stand, and the counts the rules
//! read from it. Below the state and the stacked start, which both build boards.

use serde::{Deserialize, Serialize};

use crate::data::{BUILDINGS, Building, CIRCLES, GOODS};

/// Island tile kinds: the five plantations and the quarry.
pub const QUARRY: usize = 5;

/// One player's board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Player {
    pub doubloons: u16,
    /// Victory points from chips (and on paper once the chips ran out). Hidden from others.
    pub vp: u16,
    pub goods: [u8; GOODS],
    /// Island tiles by kind: corn … coffee, quarry.
    pub island: [u8; 6],
    /// Colonists on the island tiles of each kind (one circle per tile).
    pub island_colonists: [u8; 6],
    /// Buildings owned, as a bit mask over [`Building::ALL`].
    pub buildings: u32,
    /// Colonists on each building.
    pub building_colonists: [u8; BUILDINGS],
    /// Colonists waiting in San Juan.
    pub san_juan: u8,
}

impl Player {
    pub fn owns(&self, b: Building) -> bool {
        self.buildings & b.bit() != 0
    }
    /// Owned and with at least one colonist: only occupied buildings act.
    pub fn occupied(&self, b: Building) -> bool {
        self.building_colonists[b.index()] > 0
    }
    pub fn island_used(&self) -> u8 {
        self.island.iter().sum()
    }
    pub fn city_used(&self) -> u8 {
        const LARGE: u32 = 0b11111 << 18;
        (self.buildings.count_ones() + (self.buildings & LARGE).count_ones()) as u8
    }
    /// Every colonist on the board, San Juan included.
    pub fn colonists(&self) -> u8 {
        self.san_juan
            + self.island_colonists.iter().sum::<u8>()
            + self.building_colonists.iter().sum::<u8>()
    }
    /// Empty circles on buildings.
    pub fn empty_building_circles(&self) -> u8 {
        let mut n = 0;
        let mut mask = self.buildings;
        while mask != 0 {
            let i = mask.trailing_zeros() as usize;
            n += CIRCLES[i] - self.building_colonists[i];
            mask &= mask - 1;
        }
        n
    }
    pub fn occupied_quarries(&self) -> u8 {
        self.island_colonists[QUARRY]
    }
}
