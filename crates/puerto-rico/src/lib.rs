//! Puerto Rico (Andreas Seyfarth): the base game for 2–5 players, exact to the rulebook
//! (Spanish edition), including its own 2-player rules. See `docs/rulings.md` (section "Puerto
//! Rico") for the readings chosen where the rulebook is open, and `docs/notation.md` for the
//! action notation.
//!
//! ```
//! use islas_core::{Game, Seed};
//! use islas_puerto_rico::{Action, Config, PuertoRico};
//!
//! let mut game = PuertoRico::setup(&Config::new(3), Seed::from_u64(1)).unwrap();
//! assert_eq!(game.to_act(), Some(0));
//! game.play(&"role builder".parse::<Action>().unwrap()).unwrap();
//! ```
//!
//! The state is fixed-size (no allocation when cloned or played), and decisions that take
//! several steps at the table (placing colonists, loading, storing) are sequences of small
//! actions.

pub mod action;
pub mod data;
pub mod event;
mod player;
mod rules;
pub mod start;
mod state;
mod view;

use islas_core::{
    EventSink, Game, GameInfo, IllegalAction, NOT_AN_ACTION, Outcome, Rng, Seat, Seed, SetupError,
    Utility,
};

pub use action::{Action, ParseActionError, TARGETS, Target, target_id};
pub use data::{
    BUILDING_DATA, BUILDINGS, Building, BuildingData, GOODS, Good, Kind, ROLES, Role, Setup, setup,
};
pub use event::Event;
pub use rules::{building_cost, large_bonuses, production, score, warehouse_kinds};
pub use start::{SeatStart, ShipLoad, Start, Tile};
pub use state::{Config, EndReason, FreeColonist, Phase, Player, PuertoRico, QUARRY, Ship, Stack};

impl Game for PuertoRico {
    const INFO: GameInfo = GameInfo {
        id: "puerto-rico",
        min_players: 2,
        max_players: 5,
        utility: Utility::Competitive,
        private_information: true,
        options: &[],
        refusals: &[
            NOT_AN_ACTION,
            "game-over",
            "wrong-phase",
            "role-taken",
            "not-face-up",
            "island-full",
            "no-quarries",
            "no-privilege",
            "cannot-place",
            "already-built",
            "sold-out",
            "city-full",
            "cannot-afford",
            "not-produced",
            "no-goods",
            "house-refuses",
            "ship-refuses",
            "no-wharf",
            "must-load",
            "cannot-store",
            "not-allowed",
        ],
    };
    const RULES_VERSION: u32 = 4;
    type Config = Config;
    type Action = Action;
    type Event = Event;

    fn setup(config: &Config, seed: Seed) -> Result<Self, SetupError> {
        PuertoRico::new(config, seed)
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
    /// An action [`Game::legal_actions`] has just listed is played without checking it again
    /// (the test build still asserts the check).
    fn play_listed(&mut self, action: &Action) -> Result<(), IllegalAction> {
        self.apply_listed(action)
    }
    /// Drawing plantations reveals: the hacienda's draw, and the last settler's turn, after
    /// which new plantations are turned face up.
    fn reveals(&self, action: &Action) -> bool {
        let mut next = self.clone();
        next.play(action).is_ok() && next.draws != self.draws
    }
    fn outcome(&self) -> Option<Outcome> {
        if self.phase != Phase::GameOver {
            return None;
        }
        let points: Vec<i32> = self.table().iter().map(score).collect();
        let keys = self
            .table()
            .iter()
            .zip(&points)
            .map(|(p, &pts)| {
                let goods: u16 = p.goods.iter().map(|&g| u16::from(g)).sum();
                vec![pts, i32::from(p.doubloons + goods)]
            })
            .collect();
        Some(Outcome::from_keys(&points, keys))
    }
    fn view(&self, seat: Seat) -> Self {
        self.seat_view(seat)
    }
    fn determinize(&self, seat: Seat, rng: &mut Rng) -> Self {
        self.resample(seat, rng)
    }
    fn players(&self) -> usize {
        self.seats()
    }
}

impl islas_core::ConfigSpec for Config {
    fn players(&self) -> usize {
        usize::from(self.players)
    }
    /// Plantations drawn in a fixed order, or boards set by hand: the rulebook tests' setups
    /// and the lesson's.
    fn stacked(&self) -> bool {
        !self.plantations_top.is_empty() || self.start.is_some()
    }
    fn options(&self) -> Vec<islas_core::ChosenOption> {
        Vec::new()
    }
    fn from_options(players: usize, options: &[impl AsRef<str>]) -> Result<Config, SetupError> {
        if !PuertoRico::INFO.allows(players) {
            return Err(SetupError(format!(
                "Puerto Rico is for 2 to 5 players, not {players}"
            )));
        }
        if let Some(o) = options.first() {
            return Err(SetupError(format!(
                "Puerto Rico has no option \"{}\"",
                o.as_ref().trim()
            )));
        }
        Ok(Config::new(players as u8))
    }
}
