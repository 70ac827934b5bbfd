//! Port Royal (Alexander Pfister, Pegasus Spiele): the base game for 2–5 players, exact to the
//! rulebooks. See `docs/rulings.md` for the readings chosen where editions differ, and
//! `docs/notation.md` for the action notation.
//!
//! ```
//! use islas_core::{Game, Seed};
//! use islas_port_royal::{Action, Config, PortRoyal};
//!
//! let mut game = PortRoyal::setup(&Config::new(3), Seed::from_text("pirates").unwrap()).unwrap();
//! assert_eq!(game.to_act(), Some(0));
//! game.play(&"draw".parse::<Action>().unwrap()).unwrap();
//! ```

pub mod action;
pub mod data;
pub mod event;
mod rules;
mod score;
mod state;
mod view;

use islas_core::{Game, IllegalAction, Outcome, Rng, Seat, Seed, SetupError};

pub use action::{Action, Claim, ParseActionError};
pub use data::{Card, Colour, Face, FaceId, Kind, Printed, Symbol, TaxBonus};
pub use event::{CoinReason, Event, EventSink};
pub use rules::{ADMIRAL_HARBOUR, END_INFLUENCE, TAX_THRESHOLD, takes_for_colours};
pub use state::{Config, Ending, Phase, Player, PortRoyal, SeatSetup, Tally};

impl Game for PortRoyal {
    const NAME: &'static str = "port-royal";
    const RULES_VERSION: u32 = 1;
    type Config = Config;
    type Action = Action;

    fn setup(config: &Config, seed: Seed) -> Result<Self, SetupError> {
        PortRoyal::new(config, seed)
    }
    fn to_act(&self) -> Option<Seat> {
        self.seat_to_act()
    }
    fn legal_actions(&self, out: &mut Vec<Action>) {
        self.legal(out)
    }
    fn play(&mut self, action: &Action) -> Result<(), IllegalAction> {
        self.apply(action, &mut ())
    }
    fn outcome(&self) -> Option<Outcome> {
        self.result()
    }
    fn view(&self, _seat: Seat) -> Self {
        self.public_view()
    }
    fn determinize(&self, seat: Seat, rng: &mut Rng) -> Self {
        self.resample(seat, rng)
    }
    fn players(&self) -> usize {
        self.players.len()
    }
}

impl PortRoyal {
    /// Applies `action` and returns what happened, for logs and animations.
    pub fn play_logged(&mut self, action: &Action) -> Result<Vec<Event>, IllegalAction> {
        let mut events = Vec::new();
        self.apply(action, &mut events)?;
        Ok(events)
    }
}
