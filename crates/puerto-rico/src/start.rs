//! A stacked start: a game that begins later than the rulebook's opening, with every seat's
//! board, the ships and the trading house set by hand (tests and the lesson use it; it makes
//! the setup stacked, so a link or an imported save never carries one but the lesson's own:
//! `docs/app.md`).
//!
//! Only what the players hold is written; the supplies are what the box has left: the
//! plantations, quarries, buildings, barrels, colonists and victory point chips not on a board,
//! a ship or in the trading house. A start the box's pieces cannot make is refused with the
//! reason, never half set up.

use islas_core::{Seat, SetupError};
use serde::{Deserialize, Serialize};

use crate::data::{
    BUILDING_DATA, Building, GOODS, GOODS_SUPPLY, Good, HOUSE, PLANTATIONS, QUARRIES, SPACES, Setup,
};
use crate::player::Player;

/// An island space: a plantation of a kind, or a quarry.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Tile {
    Corn,
    Indigo,
    Sugar,
    Tobacco,
    Coffee,
    Quarry,
}

impl Tile {
    /// The kind's index on a player's island (corn … coffee, then the quarry).
    pub const fn index(self) -> usize {
        self as usize
    }
    /// The notation's name (a good's, or `quarry`).
    pub const fn id(self) -> &'static str {
        match self {
            Tile::Corn => "corn",
            Tile::Indigo => "indigo",
            Tile::Sugar => "sugar",
            Tile::Tobacco => "tobacco",
            Tile::Coffee => "coffee",
            Tile::Quarry => "quarry",
        }
    }
}

/// One seat's board at the start.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeatStart {
    #[serde(default)]
    pub doubloons: u16,
    /// Victory point chips.
    #[serde(default)]
    pub vp: u16,
    /// Island tiles, each with its colonists (0 or 1: one circle per tile).
    #[serde(default)]
    pub island: Vec<(Tile, u8)>,
    /// Buildings, each with its colonists (at most its circles).
    #[serde(default)]
    pub city: Vec<(Building, u8)>,
    /// Barrels by kind.
    #[serde(default)]
    pub goods: Vec<(Good, u8)>,
}

/// A cargo ship's load at the start: its capacity names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ShipLoad {
    pub ship: u8,
    pub good: Good,
    pub barrels: u8,
}

/// The whole stacked start.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Start {
    /// Every seat's board, in seat order (one per player).
    pub seats: Vec<SeatStart>,
    /// Who holds the governor card (picks first).
    #[serde(default)]
    pub governor: Seat,
    /// Colonists on the colonist ship; the rulebook's setup when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ship_colonists: Option<u8>,
    /// Barrels on the cargo ships.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub ships: Vec<ShipLoad>,
    /// Barrels in the trading house.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub house: Vec<Good>,
}

fn refuse<T>(why: String) -> Result<T, SetupError> {
    Err(SetupError(format!("stacked start: {why}")))
}

/// What a start sets: the boards, and what is left in the box for the game's supplies.
pub(crate) struct Placed {
    pub players: [Player; 5],
    pub governor: Seat,
    pub ship_colonists: u8,
    pub colonists: u8,
    pub vp_chips: u16,
    pub goods: [u8; GOODS],
    pub pile: [u8; GOODS],
    pub quarries: u8,
    pub supply: [u8; BUILDING_DATA.len()],
    /// Capacity, good and barrels of each ship.
    pub ships: [(u8, Option<Good>, u8); 3],
    pub house: [u8; GOODS],
}

impl Start {
    /// Sets the boards of `n` players on the box of `s` (the rulebook's setup for them), or
    /// says why the pieces do not allow it.
    pub(crate) fn place(&self, n: usize, s: &Setup) -> Result<Placed, SetupError> {
        if self.seats.len() != n {
            return refuse(format!("{} seats for {n} players", self.seats.len()));
        }
        if usize::from(self.governor) >= n {
            return refuse(format!(
                "no seat {} to hold the governor card",
                self.governor
            ));
        }
        let mut pile = PLANTATIONS.map(|c| c - s.removed_plantations);
        let mut quarries = if n == 2 { 5 } else { QUARRIES };
        let mut goods = GOODS_SUPPLY.map(|c| c - s.removed_goods);
        let mut supply = BUILDING_DATA.map(|d| if n == 2 { d.count_2p } else { d.count });
        let mut colonists = u16::from(s.colonists) + u16::from(s.ship_colonists);
        let mut vp_chips = s.vp_chips;
        let mut players = [Player::default(); 5];
        for (seat, (p, board)) in players.iter_mut().zip(&self.seats).enumerate() {
            p.doubloons = board.doubloons;
            p.vp = board.vp;
            vp_chips = vp_chips.checked_sub(board.vp).ok_or_else(|| {
                SetupError(format!(
                    "stacked start: more victory point chips than the game's {}",
                    s.vp_chips
                ))
            })?;
            if board.island.len() > usize::from(SPACES) {
                return refuse(format!("seat {seat}: more than {SPACES} island spaces"));
            }
            for &(tile, on) in &board.island {
                if on > 1 {
                    return refuse(format!("seat {seat}: an island tile has one circle"));
                }
                let left = match tile {
                    Tile::Quarry => &mut quarries,
                    t => &mut pile[t.index()],
                };
                *left = left.checked_sub(1).ok_or_else(|| {
                    SetupError(format!(
                        "stacked start: not enough {} tiles in the game",
                        tile.id()
                    ))
                })?;
                p.island[tile.index()] += 1;
                p.island_colonists[tile.index()] += on;
            }
            for &(b, on) in &board.city {
                if p.owns(b) {
                    return refuse(format!("seat {seat}: two {} (one of each)", b.id()));
                }
                if on > b.data().circles {
                    return refuse(format!(
                        "seat {seat}: {} colonists on {}, which has {} circles",
                        on,
                        b.id(),
                        b.data().circles
                    ));
                }
                let left = &mut supply[b.index()];
                *left = left.checked_sub(1).ok_or_else(|| {
                    SetupError(format!(
                        "stacked start: not enough {} tiles in the game",
                        b.id()
                    ))
                })?;
                p.buildings |= b.bit();
                p.building_colonists[b.index()] = on;
            }
            if p.city_used() > SPACES {
                return refuse(format!(
                    "seat {seat}: the buildings take more than {SPACES} city spaces"
                ));
            }
            for &(g, count) in &board.goods {
                take_goods(&mut goods, g, count)?;
                p.goods[g.index()] += count;
            }
            colonists = colonists
                .checked_sub(u16::from(p.colonists()))
                .ok_or_else(|| {
                    SetupError("stacked start: more colonists than the game's".into())
                })?;
        }
        let ship_colonists = self.ship_colonists.unwrap_or(s.ship_colonists);
        let colonists = colonists
            .checked_sub(u16::from(ship_colonists))
            .ok_or_else(|| {
                SetupError("stacked start: more colonists than the game's".to_string())
            })? as u8;
        let mut ships = [(0, None, 0); 3];
        for (ship, cap) in ships.iter_mut().zip(s.ships) {
            ship.0 = cap;
        }
        for load in &self.ships {
            let Some(ship) = ships.iter_mut().find(|x| x.0 == load.ship && load.ship > 0) else {
                return refuse(format!("no cargo ship for {} barrels", load.ship));
            };
            if ship.1.is_some() {
                return refuse(format!("the ship for {} is loaded twice", load.ship));
            }
            if load.barrels == 0 || load.barrels > load.ship {
                return refuse(format!(
                    "the ship for {} holds 1 to {} barrels, not {}",
                    load.ship, load.ship, load.barrels
                ));
            }
            if self.ships.iter().filter(|x| x.good == load.good).count() > 1 {
                return refuse(format!("{} on two ships", load.good.id()));
            }
            take_goods(&mut goods, load.good, load.barrels)?;
            *ship = (ship.0, Some(load.good), load.barrels);
        }
        if self.house.len() > usize::from(HOUSE) {
            return refuse(format!("the trading house holds {HOUSE} barrels"));
        }
        let mut house = [0; GOODS];
        for &g in &self.house {
            take_goods(&mut goods, g, 1)?;
            house[g.index()] += 1;
        }
        Ok(Placed {
            players,
            governor: self.governor,
            ship_colonists,
            colonists,
            vp_chips,
            goods,
            pile,
            quarries,
            supply,
            ships,
            house,
        })
    }
}

fn take_goods(goods: &mut [u8; GOODS], g: Good, count: u8) -> Result<(), SetupError> {
    let left = &mut goods[g.index()];
    *left = left.checked_sub(count).ok_or_else(|| {
        SetupError(format!(
            "stacked start: more {} barrels than the game's",
            g.id()
        ))
    })?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::player::QUARRY;

    #[test]
    fn a_tile_is_the_islands_index() {
        assert_eq!(Tile::Quarry.index(), QUARRY);
        assert_eq!(Tile::Coffee.index(), Good::Coffee.index());
    }
}
