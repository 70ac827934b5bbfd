//! Jamaica (Malcolm Braff, Bruno Cathala, Sébastien Pauchon): the race around the island for
//! 2 to 6 players, exact to the rulebook, with the two-player ghost ship as a variant. See
//! `docs/rulings.md` (section Jamaica) for the readings chosen where the rulebook is silent,
//! and `docs/notation.md` for the action notation.
//!
//! ```
//! use islas_core::{Game, Seed};
//! use islas_jamaica::{Action, Config, Jamaica};
//!
//! let mut game = Jamaica::setup(&Config::new(3), Seed::from_text("pirates").unwrap()).unwrap();
//! let captain = game.captain();
//! assert_eq!(game.to_act(), Some(captain));
//! game.play(&"roll".parse::<Action>().unwrap()).unwrap();
//! ```

pub mod action;
pub mod data;
pub mod event;
mod rules;
mod state;
mod view;

use islas_core::{
    ChosenOption, ConfigSpec, EventSink, Game, GameInfo, IllegalAction, NOT_AN_ACTION, OptionSpec,
    Outcome, Rng, Seat, Seed, SetupError, Utility,
};

pub use action::{Action, ParseActionError};
pub use data::{Good, Kind, Power, Symbol};
pub use event::{Event, ShipId};
pub use rules::phase_words;
pub use state::{
    Cards, Combat, Config, GHOST, HIDDEN_CARD, Hold, Jamaica, NOWHERE, Phase, SeatSetup, Ship,
    Stack, UNKNOWN,
};

/// The two-player ghost ship's option id (on by default with two players).
pub const GHOST_SHIP: &str = "ghost-ship";
/// Turns the ghost ship off in a two-player game.
pub const NO_GHOST_SHIP: &str = "no-ghost-ship";

impl Game for Jamaica {
    const INFO: GameInfo = GameInfo {
        id: "jamaica",
        min_players: 2,
        max_players: 6,
        utility: Utility::Competitive,
        private_information: true,
        options: &[
            OptionSpec::flag(GHOST_SHIP),
            OptionSpec::flag(NO_GHOST_SHIP),
        ],
        refusals: &[
            NOT_AN_ACTION,
            "game-over",
            "wrong-phase",
            "not-the-dice",
            "not-in-hand",
            "no-such-hold",
            "same-good",
            "not-here",
            "not-enough-powder",
            "empty-hold",
            "no-such-treasure",
            "not-cursed",
            "not-allowed",
        ],
    };
    const RULES_VERSION: u32 = 1;
    type Config = Config;
    type Action = Action;
    type Event = Event;

    fn setup(config: &Config, seed: Seed) -> Result<Self, SetupError> {
        Jamaica::new(config, seed)
    }
    fn to_act(&self) -> Option<Seat> {
        self.seat_to_act()
    }
    fn legal_actions(&self, out: &mut Vec<Action>) {
        self.legal(out)
    }
    fn play_with<S: EventSink<Event>>(
        &mut self,
        action: &Action,
        events: &mut S,
    ) -> Result<(), IllegalAction> {
        self.apply(action, events)
    }
    /// Rolls (action and combat dice), draws, the last secret choice (all cards turn over), a
    /// treasure found or stolen unseen: whatever uncovers something nobody knew.
    fn reveals(&self, action: &Action) -> bool {
        let mut next = self.clone();
        next.apply(action, &mut ()).is_ok() && next.uncovered != self.uncovered
    }
    fn outcome(&self) -> Option<Outcome> {
        self.result()
    }
    fn view(&self, seat: Seat) -> Self {
        self.seat_view(seat)
    }
    fn determinize(&self, seat: Seat, rng: &mut Rng) -> Self {
        self.resample(seat, rng)
    }
    fn players(&self) -> usize {
        self.player_count()
    }
}

impl Jamaica {
    /// Final scores: points, then the race position (fewer spaces to go is better).
    pub fn result(&self) -> Option<Outcome> {
        if self.phase != Phase::Over {
            return None;
        }
        let n = self.players;
        let points: Vec<i32> = (0..n).map(|s| self.score(s)).collect();
        let keys = (0..n)
            .map(|s| vec![points[s as usize], -i32::from(self.to_go(s))])
            .collect();
        Some(Outcome::from_keys(&points, keys))
    }

    /// Treasure cards in play (pile, face-down and face-up held): always nine.
    pub fn treasures_in_play(&self) -> usize {
        let held: usize = self
            .ship_ids()
            .map(|s| usize::from(self.ship(s).face_down_len))
            .sum();
        let powers = Power::ALL
            .iter()
            .filter(|&&p| self.power_holder(p).is_some() && !(self.ghost && p == Power::Beth))
            .count();
        self.pile_len() + held + powers
    }
}

impl ConfigSpec for Config {
    fn players(&self) -> usize {
        usize::from(self.players)
    }
    /// Cards, dice or a ship's position laid out by hand: the rulebook tests' setups.
    fn stacked(&self) -> bool {
        self.stack.is_some()
    }
    fn options(&self) -> Vec<ChosenOption> {
        match (self.players, self.ghost_ship) {
            (2, true) => vec![ChosenOption::on(GHOST_SHIP)],
            (2, false) => vec![ChosenOption::on(NO_GHOST_SHIP)],
            _ => Vec::new(),
        }
    }
    fn from_options(players: usize, options: &[impl AsRef<str>]) -> Result<Config, SetupError> {
        if !Jamaica::INFO.allows(players) {
            return Err(SetupError(format!(
                "Jamaica is for 2 to 6 players, not {players}"
            )));
        }
        let mut config = Config::new(players as u8);
        let options = Jamaica::INFO
            .read_options(options)
            .map_err(|e| SetupError(format!("Jamaica: {e}")))?;
        for o in options {
            match o.id {
                GHOST_SHIP if players == 2 => config.ghost_ship = true,
                NO_GHOST_SHIP if players == 2 => config.ghost_ship = false,
                GHOST_SHIP | NO_GHOST_SHIP => {
                    return Err(SetupError(
                        "the ghost ship sails only in a two-player game".into(),
                    ));
                }
                other => return Err(SetupError(format!("Jamaica has no option \"{other}\""))),
            }
        }
        Ok(config)
    }
}
