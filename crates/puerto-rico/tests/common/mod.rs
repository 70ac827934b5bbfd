//! A stacked table for rulebook tests: a game of N players whose boards, supplies and ships
//! are set by hand, then played with the notation, so each test reads like the rulebook.
#![allow(dead_code)]

use islas_core::{Game, IllegalAction, Seed};
use islas_puerto_rico::{
    Action, BUILDING_DATA, Building, Config, Event, GOODS, Good, Player, PuertoRico, QUARRY,
};

#[allow(unused_imports)]
pub use islas_puerto_rico::{Building as B, Good as G};

/// A game on the table, set up by hand.
pub struct Table {
    pub game: PuertoRico,
}

impl Table {
    /// The rulebook's setup for `players`, dealt from a fixed seed.
    pub fn new(players: u8) -> Table {
        Table {
            game: PuertoRico::setup(&Config::new(players), Seed::from_u64(1)).unwrap(),
        }
    }
    /// Changes one seat's board.
    pub fn seat(mut self, seat: u8, f: impl FnOnce(&mut Player)) -> Table {
        f(&mut self.game.players[usize::from(seat)]);
        self
    }
    /// Changes anything else.
    pub fn with(mut self, f: impl FnOnce(&mut PuertoRico)) -> Table {
        f(&mut self.game);
        self
    }
    /// The face-up plantations are exactly these, and the piles hold only `pile`.
    pub fn face_up(self, goods: &[Good]) -> Table {
        self.with(|g| {
            g.face_up = [0; GOODS];
            for x in goods {
                g.face_up[x.index()] += 1;
            }
        })
    }
    /// The next plantations drawn from the piles, in this order (a stacked pile).
    pub fn stack(self, goods: &[Good]) -> Table {
        self.with(|g| {
            g.stack = islas_puerto_rico::Stack::default();
            for x in goods {
                assert!(g.stack.push(*x), "at most 12 stacked plantations");
            }
        })
    }
    /// Plays `text`; panics if it is refused.
    pub fn play(&mut self, text: &str) -> Vec<Event> {
        let a: Action = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
        self.game
            .play_logged(&a)
            .unwrap_or_else(|e| panic!("{text} refused: {e}"))
    }
    /// Plays `text`, which must be refused; returns why.
    pub fn refuse(&mut self, text: &str) -> IllegalAction {
        let a: Action = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
        let before = self.game.clone();
        let e = self.game.play(&a).expect_err(text);
        assert!(self.game == before, "a refusal leaves the state untouched");
        e
    }
    /// The legal actions, as text.
    pub fn legal(&self) -> Vec<String> {
        let mut v = Vec::new();
        self.game.legal_actions(&mut v);
        v.iter().map(|a| a.to_string()).collect()
    }
    pub fn p(&self, seat: u8) -> &Player {
        &self.game.players[usize::from(seat)]
    }
    pub fn to_act(&self) -> Option<u8> {
        self.game.to_act()
    }
}

/// `n` plantations of `good` on the island, `occupied` of them with a colonist.
pub fn plantations(p: &mut Player, good: Good, n: u8, occupied: u8) {
    p.island[good.index()] = n;
    p.island_colonists[good.index()] = occupied;
}

/// `n` quarries, `occupied` of them with a colonist.
pub fn quarries(p: &mut Player, n: u8, occupied: u8) {
    p.island[QUARRY] = n;
    p.island_colonists[QUARRY] = occupied;
}

/// A building in the city with `colonists` on it.
pub fn building(p: &mut Player, b: Building, colonists: u8) {
    p.buildings |= b.bit();
    p.building_colonists[b.index()] = colonists.min(BUILDING_DATA[b.index()].circles);
}

/// An empty board: no plantation, no doubloon.
pub fn empty(p: &mut Player) {
    *p = Player::default();
}
