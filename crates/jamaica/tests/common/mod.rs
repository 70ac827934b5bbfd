//! A stacked table for the rulebook tests: where each ship lies, what its holds carry, which
//! cards each player holds, and which dice and treasures come up next.
//!
//! ```text
//! let mut t = table(2)
//!     .captain(ANA)
//!     .dice(&[3, 5])                                   // the next action dice rolled
//!     .seat(ANA, |s| s.at(10).holds(&[("food", 3)]).hand(&[7, 8, 10]))
//!     .deal();
//! t.play_round(3, 5, &[8, 7]);   // roll, morning 3 / evening 5, ANA chooses 8 then BEN 7
//! assert_eq!(t.ship(ANA).space, ...);
//! ```
//!
//! Cards are numbered as printed (1–11, `islas_jamaica::data::CARDS`); the combat die is
//! stacked by its faces (2, 4, 6, 8, 10; 0 is the star); treasures by their ids
//! (`treasure-7a`, `cursed-3`, `map`, `saber`, `beth`, `sixth-hold`, …).
#![allow(dead_code)]

use std::ops::Deref;

use islas_core::{Game, IllegalAction, Outcome, Seed};
use islas_jamaica::{Action, Config, Event, Good, Jamaica, SeatSetup, Stack};

pub const ANA: u8 = 0;
pub const BEN: u8 = 1;
pub const CAL: u8 = 2;
pub const DAN: u8 = 3;
/// The star on the combat die, as stacked.
pub const STAR: u8 = 0;

/// How a stacked game is laid out before it is dealt.
pub struct Setup {
    config: Config,
}

/// One seat's starting position.
pub struct SeatBuilder(SeatSetup);

impl SeatBuilder {
    /// The ship starts on `space`.
    pub fn at(mut self, space: u8) -> Self {
        self.0.space = space;
        self
    }
    /// The ship starts behind the start line, on `space`.
    pub fn behind(mut self, space: u8) -> Self {
        self.0.space = space;
        self.0.behind = true;
        self
    }
    /// Holds from hold 1: (good, amount); ("", 0) for an empty hold.
    pub fn holds(mut self, holds: &[(&str, u8)]) -> Self {
        self.0.holds = holds.iter().map(|(g, n)| (g.to_string(), *n)).collect();
        if self.0.holds.is_empty() {
            self.0.holds.push(("food".into(), 0));
        }
        self
    }
    pub fn hand(mut self, cards: &[u8]) -> Self {
        self.0.hand = cards.to_vec();
        self
    }
    /// The next cards drawn, first first.
    pub fn deck(mut self, cards: &[u8]) -> Self {
        self.0.deck = cards.to_vec();
        self
    }
    pub fn treasures(mut self, ids: &[&str]) -> Self {
        self.0.treasures = ids.iter().map(|s| s.to_string()).collect();
        self
    }
}

/// A table of `players` as the rules set it up (the ghost ship off), until told otherwise.
pub fn table(players: u8) -> Setup {
    let mut config = Config::new(players);
    config.ghost_ship = false;
    config.stack = Some(Stack {
        seats: vec![SeatSetup::default(); players as usize],
        ..Stack::default()
    });
    Setup { config }
}

impl Setup {
    fn stack(&mut self) -> &mut Stack {
        self.config.stack.get_or_insert_with(Stack::default)
    }
    pub fn captain(mut self, seat: u8) -> Self {
        self.stack().captain = Some(seat);
        self
    }
    /// The action dice, in the order they are rolled.
    pub fn dice(mut self, dice: &[u8]) -> Self {
        self.stack().action_dice = dice.to_vec();
        self
    }
    /// The combat die, in the order it is rolled (0 = the star).
    pub fn combat(mut self, faces: &[u8]) -> Self {
        self.stack().combat_dice = faces.to_vec();
        self
    }
    /// Treasure cards on top of the pile, the first found first.
    pub fn treasures(mut self, ids: &[&str]) -> Self {
        self.stack().treasures = ids.iter().map(|s| s.to_string()).collect();
        self
    }
    /// Only these lairs still hold a treasure token.
    pub fn tokens(mut self, lairs: &[u8]) -> Self {
        self.stack().tokens = Some(lairs.to_vec());
        self
    }
    pub fn seat(mut self, seat: u8, f: impl FnOnce(SeatBuilder) -> SeatBuilder) -> Self {
        let s = std::mem::take(&mut self.stack().seats[seat as usize]);
        self.stack().seats[seat as usize] = f(SeatBuilder(s)).0;
        self
    }
    /// The two-player ghost ship sails, from `space`.
    pub fn ghost(mut self, space: u8) -> Self {
        self.config.ghost_ship = true;
        self.stack().ghost_space = Some(space);
        self
    }
    pub fn config(&self) -> &Config {
        &self.config
    }
    pub fn deal(self) -> Table {
        let game = Jamaica::setup(&self.config, Seed::from_u64(1)).expect("a valid stacked setup");
        Table {
            game,
            log: Vec::new(),
        }
    }
}

/// A game in progress with its event log.
pub struct Table {
    pub game: Jamaica,
    /// Every event since the deal.
    pub log: Vec<Event>,
}

impl Deref for Table {
    type Target = Jamaica;
    fn deref(&self) -> &Jamaica {
        &self.game
    }
}

impl Table {
    /// Plays `text`, which must be legal.
    pub fn play(&mut self, text: &str) {
        let a: Action = text.parse().unwrap_or_else(|e| panic!("{e}"));
        let mut legal = Vec::new();
        self.game.legal_actions(&mut legal);
        match self.game.play_logged(&a) {
            Ok(events) => self.log.extend(events),
            Err(e) => panic!(
                "{text} refused: {e} (legal: {legal:?}, phase {:?})",
                self.game.phase()
            ),
        }
    }
    /// Plays several actions in order.
    pub fn plays(&mut self, texts: &[&str]) {
        for t in texts {
            self.play(t);
        }
    }
    /// Plays `text`, which must be refused; the state must not change.
    pub fn refuse(&mut self, text: &str) -> IllegalAction {
        let before = self.game.clone();
        let a: Action = text.parse().unwrap_or_else(|e| panic!("{e}"));
        let e = self.game.play(&a).expect_err("the action is refused");
        assert!(self.game == before, "a refused action changed nothing");
        e
    }
    /// The captain rolls (the stacked dice), places `morning` and `evening`, and the players
    /// choose `cards`, from the captain clockwise.
    pub fn play_round(&mut self, morning: u8, evening: u8, cards: &[u8]) {
        self.play("roll");
        if self.game.phase() == islas_jamaica::Phase::Order {
            self.play(&format!("dice {morning} {evening}"));
        }
        assert_eq!(self.game.dice(), [morning, evening], "the stacked dice");
        for c in cards {
            self.play(&format!("choose {c}"));
        }
    }
    pub fn legal(&self) -> Vec<String> {
        let mut v = Vec::new();
        self.game.legal_actions(&mut v);
        v.iter().map(|a| a.to_string()).collect()
    }
    pub fn space(&self, ship: u8) -> u8 {
        self.game.ship(ship).space
    }
    pub fn food(&self, ship: u8) -> u8 {
        self.game.total(ship, Good::Food)
    }
    pub fn doubloons(&self, ship: u8) -> u8 {
        self.game.total(ship, Good::Doubloons)
    }
    pub fn powder(&self, ship: u8) -> u8 {
        self.game.total(ship, Good::Gunpowder)
    }
    /// The non-empty holds as (hold number from 1, good, amount).
    pub fn holds_of(&self, ship: u8) -> Vec<(usize, Good, u8)> {
        let (holds, n) = self.game.holds(ship);
        holds[..n]
            .iter()
            .enumerate()
            .filter_map(|(i, h)| {
                h.good()
                    .filter(|_| h.amount > 0)
                    .map(|g| (i + 1, g, h.amount))
            })
            .collect()
    }
    pub fn outcome(&self) -> Outcome {
        self.game.outcome().expect("the game is over")
    }
    pub fn happened(&self, f: impl Fn(&Event) -> bool) -> bool {
        self.log.iter().any(f)
    }
}
