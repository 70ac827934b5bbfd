//! The state of a Puerto Rico game and its setup. Everything is fixed-size, so a state is
//! cloned without allocating.

use islas_core::{Rng, Seat, Seed, SetupError};
use serde::{Deserialize, Serialize};

use crate::data::{
    BUILDING_DATA, BUILDINGS, Building, GOODS, GOODS_SUPPLY, Good, PLANTATIONS, ROLES, Role, setup,
};
pub use crate::player::{Player, QUARRY};
use crate::start::Start;

/// How a game is set up: the number of players (2–5).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Config {
    pub players: u8,
    /// A stacked setup for tests and tutorials: the first plantations drawn from the piles, in
    /// order (the first ones are the face-up row at the start). At most 12.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub plantations_top: Vec<Good>,
    /// A stacked start for tests and tutorials: every seat's board, the ships and the trading
    /// house set by hand (see [`Start`]). Absent: the rulebook's opening.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start: Option<Start>,
}

impl Config {
    pub fn new(players: u8) -> Config {
        Config {
            players,
            plantations_top: Vec::new(),
            start: None,
        }
    }
}

/// Plantations whose order is fixed (a stacked setup): they are part of the pile's counts and
/// are drawn first, in order. Fixed-size, so the state stays off the heap.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(from = "Vec<Good>", into = "Vec<Good>")]
pub struct Stack {
    items: [Option<Good>; 12],
    len: u8,
}

impl Stack {
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
    pub fn push(&mut self, g: Good) -> bool {
        if usize::from(self.len) >= self.items.len() {
            return false;
        }
        self.items[usize::from(self.len)] = Some(g);
        self.len += 1;
        true
    }
    fn pop_front(&mut self) -> Option<Good> {
        if self.len == 0 {
            return None;
        }
        let g = self.items[0];
        self.items.copy_within(1.., 0);
        self.len -= 1;
        self.items[usize::from(self.len)] = None;
        g
    }
}

impl From<Vec<Good>> for Stack {
    fn from(v: Vec<Good>) -> Stack {
        let mut s = Stack::default();
        for g in v {
            s.push(g);
        }
        s
    }
}

impl From<Stack> for Vec<Good> {
    fn from(s: Stack) -> Vec<Good> {
        s.items[..usize::from(s.len)]
            .iter()
            .flatten()
            .copied()
            .collect()
    }
}

/// A cargo ship: its capacity, the good it carries and how many barrels.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Ship {
    pub capacity: u8,
    pub good: Option<Good>,
    pub load: u8,
}

impl Ship {
    pub fn full(&self) -> bool {
        self.load >= self.capacity
    }
}

/// Where a free colonist comes from (ruling PR3: taking it is the player's decision).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum FreeColonist {
    /// The mayor's privilege: one colonist from the supply, before the ship is shared.
    Mayor,
    /// An occupied hospice: one colonist for the island tile (kind 0–5) just placed.
    Hospice { tile: u8 },
    /// An occupied university: one colonist for the building just built.
    University { building: Building },
}

/// What the game waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Phase {
    /// A player picks a role.
    PickRole,
    /// Settler phase: the player in turn takes a plantation or quarry. `hacienda`: the extra
    /// face-down plantation was already drawn this turn.
    Settler {
        hacienda: bool,
    },
    /// Mayor phase: the player in turn places colonists one at a time. `cursor`: placements are
    /// made in the order of [`crate::Target`] (a placement never goes before the previous one).
    Mayor {
        cursor: u8,
    },
    Builder,
    /// The player in turn decides whether to take a free colonist (`colonist yes`/`no`).
    /// Only entered when a colonist is there to take.
    Colonist {
        from: FreeColonist,
    },
    /// The craftsman takes the extra barrel of the privilege (`extra <good>`) or declines it
    /// (`pass`). Only entered with a kind to take.
    Craftsman,
    Trader,
    /// Captain phase: the player in turn loads (or, with a wharf only, may pass).
    Captain,
    /// End of the captain phase: the player in turn chooses what to keep (ruling PR5): kinds
    /// for the warehouses (`store`, optional), then the one barrel (`keep`), or nothing more
    /// (`pass`). `stored`: the kinds already in warehouses (bit mask); `left`: warehouse kinds
    /// the player may still choose. Only entered for a player with goods.
    Storage {
        stored: u8,
        left: u8,
    },
    GameOver,
}

/// Why the game ends at the end of the round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum EndReason {
    Colonists,
    City,
    VictoryPoints,
}

/// A whole game.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PuertoRico {
    pub(crate) n: u8,
    pub players: [Player; 5],
    pub governor: Seat,
    /// Picks made this round.
    pub picks: u8,
    /// Roles in this game and roles still available this round (bit masks over [`Role::ALL`]).
    pub roles_in_game: u8,
    pub roles_free: u8,
    /// Doubloons lying on each role.
    pub role_doubloons: [u8; ROLES],
    /// The role being resolved and who chose it.
    pub role: Option<Role>,
    pub chooser: Seat,
    /// The player in turn within the role's phase (counted from the chooser).
    pub step: u8,
    pub phase: Phase,
    pub colonists: u8,
    pub ship_colonists: u8,
    pub vp_chips: u16,
    pub goods: [u8; GOODS],
    pub quarries: u8,
    /// Face-up plantations by kind.
    pub face_up: [u8; GOODS],
    /// Face-down plantations by kind (their order is the random generator's secret).
    pub pile: [u8; GOODS],
    pub discards: [u8; GOODS],
    /// Building tiles left on the game board.
    pub supply: [u8; BUILDINGS],
    pub ships: [Ship; 3],
    /// Barrels in the trading house by kind.
    pub house: [u8; GOODS],
    /// Captain phase: players that used their wharf (bit mask), whether the captain's
    /// privilege point was given, turns in a row without loading.
    pub wharf_used: u8,
    pub captain_bonus: bool,
    pub idle_turns: u8,
    /// Craftsman phase: the kinds the craftsman produced (bit mask).
    pub produced: u8,
    pub end: Option<EndReason>,
    pub round: u16,
    /// Times plantations were revealed from the piles (for `reveals`).
    pub draws: u32,
    /// The next plantations to be drawn, when a setup stacks them (hidden from every view).
    #[serde(default, skip_serializing_if = "Stack::is_empty")]
    pub stack: Stack,
    pub(crate) rng: Rng,
}

impl PuertoRico {
    pub fn new(config: &Config, seed: Seed) -> Result<PuertoRico, SetupError> {
        let n = usize::from(config.players);
        if !(2..=5).contains(&n) {
            return Err(SetupError(format!(
                "Puerto Rico is for 2 to 5 players, not {n}"
            )));
        }
        let s = setup(n);
        let mut players = [Player::default(); 5];
        let mut pile = PLANTATIONS;
        for (seat, p) in players.iter_mut().enumerate().take(n) {
            p.doubloons = u16::from(s.doubloons);
            let g = s.start[seat].index();
            p.island[g] = 1;
            pile[g] -= 1;
        }
        for k in &mut pile {
            *k -= s.removed_plantations;
        }
        let mut goods = GOODS_SUPPLY;
        for g in &mut goods {
            *g -= s.removed_goods;
        }
        let mut supply = [0; BUILDINGS];
        for (i, d) in BUILDING_DATA.iter().enumerate() {
            supply[i] = if n == 2 { d.count_2p } else { d.count };
        }
        let mut ships = [Ship::default(); 3];
        for (ship, cap) in ships.iter_mut().zip(s.ships) {
            ship.capacity = cap;
        }
        let mut game = PuertoRico {
            n: n as u8,
            players,
            governor: 0,
            picks: 0,
            roles_in_game: s.roles,
            roles_free: s.roles,
            role_doubloons: [0; ROLES],
            role: None,
            chooser: 0,
            step: 0,
            phase: Phase::PickRole,
            colonists: s.colonists,
            ship_colonists: s.ship_colonists,
            vp_chips: s.vp_chips,
            goods,
            quarries: s.quarries,
            face_up: [0; GOODS],
            pile,
            discards: [0; GOODS],
            supply,
            ships,
            house: [0; GOODS],
            wharf_used: 0,
            captain_bonus: false,
            idle_turns: 0,
            produced: 0,
            end: None,
            round: 1,
            draws: 0,
            stack: Stack::default(),
            rng: Rng::from_seed(seed.value()),
        };
        if let Some(start) = &config.start {
            let placed = start.place(n, &s)?;
            game.players = placed.players;
            game.governor = placed.governor;
            game.ship_colonists = placed.ship_colonists;
            game.colonists = placed.colonists;
            game.vp_chips = placed.vp_chips;
            game.goods = placed.goods;
            game.pile = placed.pile;
            game.quarries = placed.quarries;
            game.supply = placed.supply;
            for (ship, (capacity, good, load)) in game.ships.iter_mut().zip(placed.ships) {
                *ship = Ship {
                    capacity,
                    good,
                    load,
                };
            }
            game.house = placed.house;
        }
        if config.plantations_top.len() > 12 {
            return Err(SetupError("at most 12 stacked plantations".to_string()));
        }
        let mut wanted = [0u8; GOODS];
        for g in &config.plantations_top {
            wanted[g.index()] += 1;
            if wanted[g.index()] > game.pile[g.index()] {
                return Err(SetupError(format!(
                    "not enough {} plantations to stack",
                    g.id()
                )));
            }
            game.stack.push(*g);
        }
        game.reveal_plantations();
        Ok(game)
    }

    /// Number of seats.
    pub fn seats(&self) -> usize {
        usize::from(self.n)
    }
    /// The players at the table.
    pub fn table(&self) -> &[Player] {
        &self.players[..usize::from(self.n)]
    }
    pub fn player(&self, seat: Seat) -> &Player {
        &self.players[usize::from(seat)]
    }
    /// The player in turn within the current phase.
    #[inline]
    pub fn current(&self) -> Seat {
        // chooser < n and step < n: one subtraction instead of a division.
        let s = self.chooser + self.step;
        if s >= self.n { s - self.n } else { s }
    }
    /// Who picks the next role.
    pub fn picker(&self) -> Seat {
        // governor < n and picks < 2n: at most two subtractions instead of a division.
        let mut s = self.governor + self.picks;
        while s >= self.n {
            s -= self.n;
        }
        s
    }
    pub fn seat_to_act(&self) -> Option<Seat> {
        match self.phase {
            Phase::GameOver => None,
            Phase::PickRole => Some(self.picker()),
            _ => Some(self.current()),
        }
    }
    /// Whether a role is still on the table this round.
    pub fn role_free(&self, r: Role) -> bool {
        self.roles_free & (1 << r as u8) != 0
    }

    /// Draws one face-down plantation at random (the piles are well mixed), reshuffling the
    /// discards when the piles are empty. `None` when none is left anywhere.
    pub(crate) fn draw_plantation(&mut self) -> Option<Good> {
        while let Some(g) = self.stack.pop_front() {
            if self.pile[g.index()] > 0 {
                self.pile[g.index()] -= 1;
                return Some(g);
            }
        }
        let mut total: u32 = self.pile.iter().map(|&c| u32::from(c)).sum();
        if total == 0 {
            self.pile = self.discards;
            self.discards = [0; GOODS];
            total = self.pile.iter().map(|&c| u32::from(c)).sum();
            if total == 0 {
                return None;
            }
        }
        let mut r = self.rng.below(total);
        for (i, c) in self.pile.iter_mut().enumerate() {
            let c32 = u32::from(*c);
            if r < c32 {
                *c -= 1;
                return Good::from_index(i);
            }
            r -= c32;
        }
        None
    }

    /// Discards the face-up plantations and reveals one more than the players.
    pub(crate) fn reveal_plantations(&mut self) {
        for k in 0..GOODS {
            self.discards[k] += self.face_up[k];
            self.face_up[k] = 0;
        }
        for _ in 0..=self.n {
            match self.draw_plantation() {
                Some(g) => self.face_up[g.index()] += 1,
                None => break,
            }
        }
        self.draws += 1;
    }
}
