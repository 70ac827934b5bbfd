//! Hands: a tiny game with hidden hands, for tests only. Each player holds cards nobody else
//! sees; on a turn they draw (a reveal: the deck's order is unknown) or play a card face up.
//! After six plays the highest total of played cards wins.
//!
//! It is added to Islas the way a real game is (its engine crate, its line in the registry of
//! `islas-games` and in the app's registry, its folder in the app, its texts), behind the
//! `test-game` feature of those crates, so that a browser test proves what adding a game takes.

use std::fmt;
use std::str::FromStr;

use islas_core::{
    Audience, ConfigSpec, EventKind, EventSink, Game, GameInfo, IllegalAction, NOT_AN_ACTION,
    Outcome, Rng, Seat, Seed, SetupError, Utility,
};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Config {
    pub players: u8,
}

impl ConfigSpec for Config {
    fn players(&self) -> usize {
        usize::from(self.players)
    }
    fn options(&self) -> Vec<islas_core::ChosenOption> {
        Vec::new()
    }
    fn from_options(players: usize, options: &[impl AsRef<str>]) -> Result<Config, SetupError> {
        if !Hands::INFO.allows(players) || !options.is_empty() {
            return Err(SetupError("2 or 3 players, no options".into()));
        }
        Ok(Config {
            players: players as u8,
        })
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    Draw,
    Play(u8),
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Draw => write!(f, "draw"),
            Action::Play(c) => write!(f, "play {c}"),
        }
    }
}

impl FromStr for Action {
    type Err = String;
    fn from_str(s: &str) -> Result<Action, String> {
        match s.trim().split_once(' ') {
            None if s.trim() == "draw" => Ok(Action::Draw),
            Some(("play", n)) => n.parse().map(Action::Play).map_err(|_| "not a card".into()),
            _ => Err(format!("\"{s}\" is not an action")),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// A card drawn, as the other seats see it.
    Drew {
        seat: Seat,
    },
    /// The card drawn, as the seat that drew it sees it.
    DrewCard {
        seat: Seat,
        card: u8,
    },
    Played {
        seat: Seat,
        card: u8,
    },
    Over,
}

impl EventKind for Event {
    type State = Hands;
    const KEYS: &'static [&'static str] = &["drew", "drew-card", "played", "over"];
    fn key(&self) -> &'static str {
        match self {
            Event::Drew { .. } => "drew",
            Event::DrewCard { .. } => "drew-card",
            Event::Played { .. } => "played",
            Event::Over => "over",
        }
    }
    fn audience(&self) -> Audience {
        match *self {
            Event::Drew { seat } => Audience::AllBut(seat),
            Event::DrewCard { seat, .. } => Audience::Seat(seat),
            _ => Audience::All,
        }
    }
}

/// The state. Hidden: every hand from the other seats, and the deck's order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hands {
    pub hands: Vec<Vec<u8>>,
    pub played: Vec<Vec<u8>>,
    pub deck: Vec<u8>,
    pub turn: Seat,
    pub plays: u8,
    rng: Rng,
}

impl Game for Hands {
    const INFO: GameInfo = GameInfo {
        id: "test-hands",
        min_players: 2,
        max_players: 3,
        utility: Utility::Competitive,
        private_information: true,
        options: &[],
        refusals: &[NOT_AN_ACTION, "game-over", "not-in-hand", "deck-empty"],
    };
    const RULES_VERSION: u32 = 1;
    type Config = Config;
    type Action = Action;
    type Event = Event;

    fn setup(config: &Config, seed: Seed) -> Result<Hands, SetupError> {
        let n = Config::from_options(config.players(), islas_core::NO_OPTIONS)?.players();
        let mut rng = Rng::from_seed(seed.value());
        let mut deck: Vec<u8> = (1..=12).collect();
        for i in (1..deck.len()).rev() {
            deck.swap(i, rng.below(i as u32 + 1) as usize);
        }
        let hands = (0..n).map(|_| deck.split_off(deck.len() - 2)).collect();
        Ok(Hands {
            hands,
            played: vec![Vec::new(); n],
            deck,
            turn: 0,
            plays: 0,
            rng,
        })
    }
    fn to_act(&self) -> Option<Seat> {
        (self.plays < 6).then_some(self.turn)
    }
    fn legal_actions(&self, out: &mut Vec<Action>) {
        out.clear();
        if self.to_act().is_none() {
            return;
        }
        if !self.deck.is_empty() {
            out.push(Action::Draw);
        }
        out.extend(
            self.hands[usize::from(self.turn)]
                .iter()
                .map(|&c| Action::Play(c)),
        );
        if out.is_empty() {
            out.push(Action::Draw);
        }
    }
    fn play_with<S: EventSink<Event>>(
        &mut self,
        a: &Action,
        ev: &mut S,
    ) -> Result<(), IllegalAction> {
        if self.to_act().is_none() {
            return Err(IllegalAction::new(a, "game-over", "the game is over"));
        }
        let seat = self.turn;
        let hand = &mut self.hands[usize::from(seat)];
        match *a {
            Action::Draw => {
                let card = self.deck.pop();
                if let Some(c) = card {
                    hand.push(c);
                }
                ev.push(Event::Drew { seat });
                if let Some(card) = card {
                    ev.push(Event::DrewCard { seat, card });
                }
            }
            Action::Play(c) => {
                let Some(i) = hand.iter().position(|&h| h == c) else {
                    return Err(
                        IllegalAction::new(a, "not-in-hand", "not in your hand").with("card", c)
                    );
                };
                hand.remove(i);
                self.played[usize::from(seat)].push(c);
                self.plays += 1;
                ev.push(Event::Played { seat, card: c });
            }
        }
        self.turn = (seat + 1) % self.hands.len() as Seat;
        if self.plays >= 6 {
            ev.push(Event::Over);
        }
        Ok(())
    }
    fn reveals(&self, a: &Action) -> bool {
        *a == Action::Draw
    }
    fn outcome(&self) -> Option<Outcome> {
        if self.to_act().is_some() {
            return None;
        }
        let points: Vec<i32> = self
            .played
            .iter()
            .map(|p| p.iter().map(|&c| i32::from(c)).sum())
            .collect();
        let keys = points.iter().map(|&p| vec![p]).collect();
        Some(Outcome::from_keys(&points, keys))
    }
    fn view(&self, seat: Seat) -> Hands {
        let mut v = self.clone();
        for (s, hand) in v.hands.iter_mut().enumerate() {
            if s != usize::from(seat) {
                hand.iter_mut().for_each(|c| *c = 0);
            }
        }
        v.deck.iter_mut().for_each(|c| *c = 0);
        v.rng = Rng::from_seed(0);
        v
    }
    fn determinize(&self, seat: Seat, rng: &mut Rng) -> Hands {
        let mut v = self.clone();
        let mut unknown: Vec<u8> = v.deck.clone();
        for (s, hand) in v.hands.iter().enumerate() {
            if s != usize::from(seat) {
                unknown.extend(hand);
            }
        }
        for i in (1..unknown.len()).rev() {
            unknown.swap(i, rng.below(i as u32 + 1) as usize);
        }
        for (s, hand) in v.hands.iter_mut().enumerate() {
            if s != usize::from(seat) {
                for c in hand.iter_mut() {
                    *c = unknown.pop().unwrap_or(0);
                }
            }
        }
        for c in v.deck.iter_mut() {
            *c = unknown.pop().unwrap_or(0);
        }
        v
    }
    fn players(&self) -> usize {
        self.hands.len()
    }
}
