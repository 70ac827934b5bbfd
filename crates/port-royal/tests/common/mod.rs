//! A stacked table for the rulebook tests: who holds what, and which cards come up next.
//!
//! ```text
//! let mut t = table(2)
//!     .seat(ALEX, 3, &["sailor-3", "pirate-5"]) // 3 coins, a sailor and a pirate in the display
//!     .deck(&["blue-2-2"])                      // the next card drawn
//!     .deal();
//! t.play("draw");
//! assert_eq!(t.ship_to_repel(), Some("blue-2-2"));
//! ```
//!
//! Cards are named by their face ids (`docs/cards.md`). Coins are face-down cards taken from the
//! top of the deck, so whenever someone earns coins in the middle of a stacked sequence, the next
//! stacked cards are paid out as those coins: tests that draw again after earning coins stack
//! filler cards for them (named `COIN`).
#![allow(dead_code)]

use std::ops::Deref;

use islas_core::{Game, IllegalAction, Outcome, Seat, Seed};
use islas_port_royal::deck::{card_face, face_id};
use islas_port_royal::{Action, Card, Config, Ending, Event, Mode, Phase, PortRoyal, SeatSetup};

/// A card stacked only to be paid out as a coin (its face does not matter).
pub const COIN: &str = "sailor-3";

/// 11 influence, and nothing that acts while only characters are drawn one at a time:
/// two admirals (3 + 3), two mademoiselles (3 + 2).
pub const ELEVEN_INFLUENCE: [&str; 4] =
    ["admiral-9", "admiral-9", "mademoiselle-9", "mademoiselle-7"];
/// 12 influence of the same quiet kind: admirals 3 + 3, mademoiselles 3 + 3.
pub const TWELVE_INFLUENCE: [&str; 4] =
    ["admiral-9", "admiral-9", "mademoiselle-9", "mademoiselle-9"];
/// Another 12 influence, from other copies: admirals 2 + 2 + 2, mademoiselles 2 + 2, a sailor 2.
pub const OTHER_TWELVE_INFLUENCE: [&str; 6] = [
    "admiral-7",
    "admiral-7",
    "admiral-7",
    "mademoiselle-7",
    "mademoiselle-7",
    "sailor-5",
];

/// How a stacked game is laid out before it is dealt.
pub struct Setup {
    config: Config,
    seats: Vec<Option<SeatSetup>>,
}

/// A table of `players`, each with the 3 starting coins and an empty display, over a shuffled
/// deck, until told otherwise.
pub fn table(players: u8) -> Setup {
    Setup {
        config: Config::new(players),
        seats: vec![None; players as usize],
    }
}

/// A table of *Set Sail!* on its own, for `players`, as [`table`] does for the base game.
pub fn set_sail(players: u8) -> Setup {
    let mut setup = table(players);
    setup.config.mode = Mode::SetSail;
    setup
}

/// A base-game table for `players` with the 20 Set Sail cards marked for it mixed in.
pub fn with_set_sail_cards(players: u8) -> Setup {
    let mut setup = table(players);
    setup.config.set_sail_cards = true;
    setup
}

/// A table of the Adventure's chapter `chapter` for `players` in `mode`, over a shuffled deck.
#[allow(dead_code)]
pub fn adventure(
    players: u8,
    chapter: u8,
    mode: islas_port_royal::adventure::data::CampaignMode,
) -> Setup {
    Setup {
        config: Config::adventure(players, chapter, mode),
        seats: vec![None; players as usize],
    }
}

#[allow(dead_code)]
impl Setup {
    /// The Adventure: these characters, one per seat.
    pub fn characters(mut self, ids: &[&str]) -> Setup {
        if let Some(a) = self.config.adventure.as_mut() {
            a.characters = ids.iter().map(|s| s.to_string()).collect();
        }
        self
    }

    /// The Adventure: these story cards already read, their missions on the table.
    pub fn missions(mut self, cards: &[&str]) -> Setup {
        if let Some(a) = self.config.adventure.as_mut() {
            a.read = cards.iter().map(|s| s.parse().unwrap()).collect();
        }
        self
    }

    /// The Adventure: this whole event deck, first id revealed first.
    pub fn events(mut self, ids: &[&str]) -> Setup {
        if let Some(a) = self.config.adventure.as_mut() {
            a.events = ids.iter().map(|s| s.to_string()).collect();
        }
        self
    }
}

impl Setup {
    /// Plays with Just One More Contract's competitive contracts, these dealt face up first.
    pub fn with_contracts(mut self, face_up: &[&str]) -> Setup {
        self.config.contracts = true;
        self.config.contracts_up = face_up.iter().map(|s| s.to_string()).collect();
        self
    }

    /// Plays the co-operative contracts (solo with 1 player) with these contracts face up
    /// first and `points` cards set aside before the game. The deck stacked with [`Setup::deck`]
    /// is drawn from the top: its first cards make the time deck, first id on top.
    pub fn with_coop(mut self, face_up: &[&str], points: u8) -> Setup {
        self.config.coop = true;
        self.config.points = points;
        self.config.contracts_up = face_up.iter().map(|s| s.to_string()).collect();
        self
    }

    /// Mixes the Gambler's 4 cards in.
    pub fn with_gamblers(mut self) -> Setup {
        self.config.gamblers = true;
        self
    }

    /// Mixes Just One More Contract's 24 persons and ships in (without its contracts).
    pub fn with_contract_cards(mut self) -> Setup {
        self.config.contract_cards = true;
        self
    }

    /// The next cards drawn from the deck, first one first.
    pub fn deck(mut self, ids: &[&str]) -> Setup {
        self.config.deck_top = ids.iter().map(|s| s.to_string()).collect();
        self
    }

    /// `seat` starts with `coins` coins and these characters or expeditions in its display.
    pub fn seat(mut self, seat: Seat, coins: u8, display: &[&str]) -> Setup {
        self.seats[seat as usize] = Some(SeatSetup {
            coins,
            display: display.iter().map(|s| s.to_string()).collect(),
        });
        self
    }

    /// `seat` starts with `coins` coins and an empty display.
    pub fn coins(self, seat: Seat, coins: u8) -> Setup {
        self.seat(seat, coins, &[])
    }

    /// Plays the optional ending: 12 influence and at least one expedition.
    pub fn ending_with_expedition(mut self) -> Setup {
        self.config.ending = Ending::WithExpedition;
        self
    }

    /// The configuration this setup describes.
    pub fn config(&self) -> Config {
        let mut config = self.config.clone();
        if self.seats.iter().any(Option::is_some) {
            config.seats = self
                .seats
                .iter()
                .map(|s| {
                    s.clone().unwrap_or(SeatSetup {
                        coins: 3,
                        display: Vec::new(),
                    })
                })
                .collect();
        }
        config
    }

    /// Deals the game (seed 1; stacked cards do not depend on it).
    pub fn deal(self) -> Table {
        self.deal_with_seed(1)
    }

    /// Deals the game with another shuffle of the unstacked cards.
    pub fn deal_with_seed(self, seed: u64) -> Table {
        let config = self.config();
        let game = PortRoyal::setup(&config, Seed::from_u64(seed))
            .unwrap_or_else(|e| panic!("the stacked setup should deal: {e}"));
        Table { game }
    }
}

/// A game in progress, read and played in the rulebook's terms.
pub struct Table {
    pub game: PortRoyal,
}

impl Deref for Table {
    type Target = PortRoyal;
    fn deref(&self) -> &PortRoyal {
        &self.game
    }
}

/// The face id of a card of any box.
pub fn card_id(card: Card) -> &'static str {
    face_id(card_face(card)).unwrap_or("?")
}

/// Face ids of cards.
pub fn ids(cards: &[Card]) -> Vec<&'static str> {
    cards.iter().map(|&c| card_id(c)).collect()
}

fn parse(action: &str) -> Action {
    action
        .parse()
        .unwrap_or_else(|e| panic!("the test writes a bad action: {e}"))
}

impl Table {
    /// Plays `action` (in notation), which must be legal; returns what happened.
    pub fn play(&mut self, action: &str) -> Vec<Event> {
        let a = parse(action);
        let seat = self.to_act();
        let phase = self.phase();
        self.game.play_logged(&a).unwrap_or_else(|e| {
            panic!("`{action}` should be legal for seat {seat:?} in {phase:?}, but: {e}")
        })
    }

    /// The active player draws `cards` cards (no ship among them may wait for a repel decision)
    /// and stops: phase 2 begins.
    pub fn draw_and_stop(&mut self, cards: usize) {
        for _ in 0..cards {
            self.play("draw");
        }
        self.play("stop");
    }

    /// Plays several actions in order.
    pub fn play_all(&mut self, actions: &[&str]) {
        for a in actions {
            self.play(a);
        }
    }

    /// Tries `action`, which must be refused: not listed as legal, rejected with an error, and
    /// the game exactly as it was. Returns the error.
    pub fn refuse(&mut self, action: &str) -> IllegalAction {
        let a = parse(action);
        assert!(
            !self.legal_list().contains(&a),
            "`{action}` should not be among the legal actions {:?}",
            self.legal()
        );
        let before = self.game.clone();
        let err = match self.game.play_logged(&a) {
            Ok(events) => panic!("`{action}` should be refused, but it was played: {events:?}"),
            Err(e) => e,
        };
        assert!(
            self.game == before,
            "a refused action must leave the game as it was"
        );
        err
    }

    /// Whether `action` is among the legal actions now.
    pub fn can(&self, action: &str) -> bool {
        self.legal_list().contains(&parse(action))
    }

    fn legal_list(&self) -> Vec<Action> {
        let mut out = Vec::new();
        self.game.legal_actions(&mut out);
        out
    }

    /// The legal actions, in notation.
    pub fn legal(&self) -> Vec<String> {
        self.legal_list().iter().map(Action::to_string).collect()
    }

    /// Who decides now (`None` once the game is over).
    pub fn to_act(&self) -> Option<Seat> {
        self.game.to_act()
    }

    /// The final result, once the game is over.
    pub fn outcome(&self) -> Option<Outcome> {
        self.game.outcome()
    }

    /// The harbour, in draw order.
    pub fn harbour(&self) -> Vec<&'static str> {
        ids(self.game.harbour())
    }

    /// A player's display (hired characters and claimed expeditions).
    pub fn display(&self, seat: Seat) -> Vec<&'static str> {
        ids(&self.game.player(seat).display)
    }

    /// The expeditions waiting on the table.
    pub fn expeditions(&self) -> Vec<&'static str> {
        ids(self.game.expeditions())
    }

    /// The discard pile, oldest first.
    pub fn discarded(&self) -> Vec<&'static str> {
        ids(self.game.discard())
    }

    /// The cards back in the box.
    pub fn boxed(&self) -> Vec<&'static str> {
        ids(self.game.boxed())
    }

    /// The ship just drawn that the active player is deciding about, if any.
    pub fn ship_to_repel(&self) -> Option<&'static str> {
        match self.phase() {
            Phase::Repel { ship, .. } => Some(card_id(ship)),
            _ => None,
        }
    }

    /// Ends the current turn without taking anything more: stops drawing, lets a ship just drawn
    /// dock, and passes every remaining decision. Does nothing if the turn is already over (the
    /// next player has not drawn yet).
    pub fn finish_turn(&mut self) {
        loop {
            let n = self.players() as Seat;
            if self.game.asks_set_aside() {
                self.play("pass");
                continue;
            }
            let action = match self.phase() {
                Phase::Discover { drawn: 0 } | Phase::Over => return,
                Phase::Discover { .. } => "stop".to_string(),
                Phase::Repel { .. } => "dock".to_string(),
                Phase::Bust | Phase::Take { .. } => "pass".to_string(),
                Phase::Gift { seat, .. } => format!("give {}", (seat + 1) % n),
            };
            self.play(&action);
        }
    }

    /// A quiet turn: the active player draws one card, stops, and nobody takes anything.
    pub fn quiet_turn(&mut self) {
        self.play("draw");
        self.finish_turn();
    }
}

/// Coins earned for `reason` in `events`, per seat.
pub fn earned(events: &[Event], seat: Seat, reason: islas_port_royal::CoinReason) -> u8 {
    events
        .iter()
        .map(|e| match e {
            Event::Coins {
                seat: s,
                amount,
                reason: r,
            } if *s == seat && *r == reason => *amount,
            _ => 0,
        })
        .sum()
}
