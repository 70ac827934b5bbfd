//! Port Royal (Alexander Pfister, Pegasus Spiele): the base game for 2–5 players, exact to the
//! rulebooks. See `docs/rulings.md` for the readings chosen where editions differ, and
//! `docs/notation.md` for the action notation.
//!
//! Layers, each file importing only from the ones below it (no import circle):
//! the printed data (`data`, `big_box`, `adventure::{data, content}`), the cards of every box
//! (`deck`), how a game is set up (`config`, checked into a typed `setup::Setup`), the modes'
//! own state (`contracts::table`, `adventure::table`), the game's state (`state`), the actions
//! and the rules of the base game (`action`, `rules`), and the modes' rules on top
//! (`contracts`, `adventure::{play, cards}`), which the base rules call at a few named points.
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
pub mod adventure;
pub mod big_box;
mod config;
pub mod contracts;
pub mod data;
pub mod deck;
pub mod event;
mod rules;
mod score;
mod setup;
mod state;
mod version;
mod view;

use islas_core::{
    ChosenOption, EventSink, Game, GameInfo, IllegalAction, NOT_AN_ACTION, OptionSpec, Outcome,
    Rng, Seat, Seed, SetupError, Utility,
};

pub use action::{Action, Claim, ParseActionError};
pub use data::{Card, Colour, Face, FaceId, Kind, Printed, Symbol, TaxBonus};
pub use event::{CoinReason, Event};
pub use rules::{
    ADMIRAL_HARBOUR, END_INFLUENCE, GAMBLER_CARDS as GAMBLER_REVEALS, SET_SAIL_END_INFLUENCE,
    SET_SAIL_TAX_KEEP, TAX_THRESHOLD, takes_for_colours,
};
pub use setup::{Mix, Setup, SetupProblem, Stack, Variant};
pub use state::{Config, Ending, Mode, Phase, Player, PortRoyal, SeatSetup, Tally};
pub use version::{RULES_VERSION, TABLES_FINGERPRINT};

impl Game for PortRoyal {
    const INFO: GameInfo = GameInfo {
        id: "port-royal",
        min_players: 1,
        max_players: 5,
        utility: Utility::ByConfig,
        private_information: false,
        options: &[
            OptionSpec::flag(EXPEDITION_END),
            OptionSpec::flag(SET_SAIL_GAME),
            OptionSpec::flag(SET_SAIL_CARDS),
            OptionSpec::flag(GAMBLER_CARDS),
            OptionSpec::flag(CONTRACT_CARDS),
            OptionSpec::flag(COMPETITIVE_CONTRACTS),
            OptionSpec::flag(COOP_CONTRACTS),
            OptionSpec::range(POINTS, 0, contracts::MAX_TIME_DECK as u16),
            OptionSpec::flag(CHAPTERS[0]),
            OptionSpec::flag(CHAPTERS[1]),
            OptionSpec::flag(CHAPTERS[2]),
            OptionSpec::flag(CHAPTERS[3]),
            OptionSpec::flag(CHAPTERS[4]),
        ],
        refusals: &[
            NOT_AN_ACTION,
            "game-over",
            "decide-ship",
            "deck-empty",
            "draw-first",
            "active-only",
            "no-takes-left",
            "not-in-harbour",
            "cannot-afford",
            "cannot-afford-with-fee",
            "wrong-phase",
            "no-expedition",
            "missing-characters",
            "not-another-player",
            "no-contract",
            "contract-done",
            "contract-not-met",
            "no-cube",
            "answer-contract",
            "decline-fee",
            "answer-set-aside",
            "answer-mission",
            "answer-cube",
            "no-mission",
            "mission-done",
            "mission-not-met",
        ],
    };
    const RULES_VERSION: u32 = RULES_VERSION;
    type Config = Config;
    type Action = Action;
    type Event = Event;

    fn replays_version(config: &Config, version: u32) -> bool {
        version::replays(config, version)
    }
    fn setup(config: &Config, seed: Seed) -> Result<Self, SetupError> {
        PortRoyal::new(config, seed)
    }
    fn to_act(&self) -> Option<Seat> {
        self.seat_to_act()
    }
    #[inline]
    fn legal_actions(&self, out: &mut Vec<Action>) {
        self.legal(out)
    }
    /// The action was listed for this state just now, so it is not checked again.
    #[inline]
    fn play_listed(&mut self, action: &Action) -> Result<(), IllegalAction> {
        self.apply_listed(action, &mut ())
    }
    fn play_with<S: EventSink<Event>>(
        &mut self,
        action: &Action,
        events: &mut S,
    ) -> Result<(), IllegalAction> {
        self.apply(action, events)
    }
    /// Only a draw (or a gambler's four cards, or a lookout's look at three) reveals: the deck's
    /// order is unknown to everyone.
    fn reveals(&self, action: &Action) -> bool {
        #[cfg(feature = "adventure")]
        if *action == Action::Look {
            return true;
        }
        matches!(action, Action::Draw | Action::Gamble)
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
        self.players.len()
    }
}

/// The optional ending's id in links and the CLI: 12 influence and an expedition.
pub const EXPEDITION_END: &str = "expedition-end";
/// *Set Sail!* played on its own (2–4 players), in links and the CLI.
pub const SET_SAIL_GAME: &str = "set-sail";
/// The base game with the 20 Set Sail cards marked for it mixed in, in links and the CLI.
pub const SET_SAIL_CARDS: &str = "set-sail-cards";
/// The base game (or the base game with Set Sail's cards) with the Gambler's 4 cards mixed in.
pub const GAMBLER_CARDS: &str = "gambler";
/// The base game (with or without the cards above) with Just One More Contract's 24 persons and
/// ships mixed in, without its contracts.
pub const CONTRACT_CARDS: &str = "contract-cards";
/// The base game with Just One More Contract's competitive contracts, and with its 24 persons and
/// ships mixed in as the rulebook asks (so never together with [`CONTRACT_CARDS`]).
pub const COMPETITIVE_CONTRACTS: &str = "contracts";
/// Just One More Contract's co-operative contracts (2–5 players), or its solo game (1 player),
/// with its 24 persons and ships mixed in.
pub const COOP_CONTRACTS: &str = "coop";
/// With [`COOP_CONTRACTS`]: `points=n` sets `n` cards of the time deck aside into the points
/// deck before the game ("any number", up to the whole time deck: at most
/// [`contracts::MAX_TIME_DECK`]; none without the option). Links and saves made before options had
/// values wrote it `points-n`, which still reads.
pub const POINTS: &str = "points";

/// The Adventure's chapter `n` (`chapter-1` … `chapter-5`): competitive, or co-operative with
/// [`COOP_CONTRACTS`] (`coop`), played as if the chapters before it were played
/// ([`adventure::play::AdventureConfig::chapter`]).
pub const CHAPTERS: [&str; 5] = [
    "chapter-1",
    "chapter-2",
    "chapter-3",
    "chapter-4",
    "chapter-5",
];

/// What a build without the `adventure` feature answers to an Adventure game (such a build leaves
/// the Adventure's rules and chapters out).
pub const NO_ADVENTURE: &str = "the Adventure is not in this build of Islas yet";

impl islas_core::ConfigSpec for Config {
    fn players(&self) -> usize {
        usize::from(self.players)
    }
    /// Cards laid on the deck, seats set up by hand, contracts dealt face up by id, or an
    /// Adventure's characters, events or story cards named: the rulebook tests' setups.
    fn stacked(&self) -> bool {
        !self.deck_top.is_empty()
            || !self.seats.is_empty()
            || !self.contracts_up.is_empty()
            || self.adventure_config().is_some_and(|a| {
                !a.characters.is_empty() || !a.events.is_empty() || !a.read.is_empty()
            })
    }
    fn options(&self) -> Vec<ChosenOption> {
        let mut out = Vec::new();
        if let Some(a) = self.adventure_config() {
            if let Some(c) = CHAPTERS.get(usize::from(a.chapter).wrapping_sub(1)) {
                out.push(*c);
            }
            if a.mode == adventure::data::CampaignMode::CoOp {
                out.push(COOP_CONTRACTS);
            }
            return out.into_iter().map(ChosenOption::on).collect();
        }
        if self.ending == Ending::WithExpedition {
            out.push(EXPEDITION_END);
        }
        if self.mode == Mode::SetSail {
            out.push(SET_SAIL_GAME);
        }
        if self.set_sail_cards {
            out.push(SET_SAIL_CARDS);
        }
        if self.gamblers {
            out.push(GAMBLER_CARDS);
        }
        if self.contract_cards {
            out.push(CONTRACT_CARDS);
        }
        if self.contracts {
            out.push(COMPETITIVE_CONTRACTS);
        }
        if self.coop {
            out.push(COOP_CONTRACTS);
        }
        let mut out: Vec<ChosenOption> = out.into_iter().map(ChosenOption::on).collect();
        if self.points > 0 {
            out.push(ChosenOption::with_number(POINTS, u16::from(self.points)));
        }
        out
    }
    fn utility(&self) -> Utility {
        if self.coop
            || self
                .adventure_config()
                .is_some_and(|a| a.mode == adventure::data::CampaignMode::CoOp)
        {
            Utility::Cooperative
        } else {
            Utility::Competitive
        }
    }
    fn from_options(players: usize, options: &[impl AsRef<str>]) -> Result<Config, SetupError> {
        let chosen = PortRoyal::INFO.read_options(options)?;
        let points = chosen.iter().find_map(|o| o.number()).unwrap_or(0);
        let options: Vec<&str> = chosen.iter().map(|o| o.id).collect();
        let options = options.as_slice();
        let coop = options.contains(&COOP_CONTRACTS);
        let chapters: Vec<usize> = options
            .iter()
            .filter_map(|o| CHAPTERS.iter().position(|c| c == o))
            .collect();
        if let Some(&chapter) = chapters.first() {
            #[cfg(not(feature = "adventure"))]
            return Err(SetupError(format!(
                "{NO_ADVENTURE} ({})",
                CHAPTERS[chapter]
            )));
            #[cfg(feature = "adventure")]
            {
                if chapters.len() > 1 {
                    return Err(SetupError("choose one chapter-n option".into()));
                }
                if let Some(other) = options
                    .iter()
                    .find(|o| !CHAPTERS.contains(o) && **o != COOP_CONTRACTS)
                {
                    return Err(SetupError(format!(
                        "the Adventure (\"chapter-n\") goes only with \"coop\", not with \"{other}\""
                    )));
                }
                let mode = if coop {
                    adventure::data::CampaignMode::CoOp
                } else {
                    adventure::data::CampaignMode::Competitive
                };
                let config =
                    Config::adventure(u8::try_from(players).unwrap_or(0), chapter as u8 + 1, mode);
                if let Some(problem) = config
                    .adventure_config()
                    .and_then(|a| a.problem(config.players))
                    .filter(|_| players <= 4)
                {
                    return Err(SetupError(problem));
                }
                if players > 4 || players == 0 {
                    return Err(SetupError(format!(
                        "the Adventure is for 1 to 4 players (2 to 4 competitive), not {players}"
                    )));
                }
                return Ok(config);
            }
        }
        if !PortRoyal::INFO.allows(players) || (players < 2 && !coop) {
            return Err(SetupError(if coop {
                format!("the co-operative contracts are for 1 to 5 players, not {players}")
            } else {
                format!(
                    "Port Royal is for 2 to 5 players (1 with the co-operative contracts), not {players}"
                )
            }));
        }
        let mut config = Config::new(players as u8);
        for &o in options {
            match o {
                EXPEDITION_END => config.ending = Ending::WithExpedition,
                SET_SAIL_GAME => config.mode = Mode::SetSail,
                SET_SAIL_CARDS => config.set_sail_cards = true,
                GAMBLER_CARDS => config.gamblers = true,
                CONTRACT_CARDS => config.contract_cards = true,
                COMPETITIVE_CONTRACTS => config.contracts = true,
                COOP_CONTRACTS => config.coop = true,
                POINTS => {}
                other => {
                    return Err(SetupError(format!("Port Royal has no option \"{other}\"")));
                }
            }
        }
        // At most the whole time deck, which the option's range already holds to.
        config.points = u8::try_from(points).unwrap_or(u8::MAX);
        if config.points > 0 && !config.coop {
            return Err(SetupError(
                "a points deck (\"points=n\") is set aside only with \"coop\"".into(),
            ));
        }
        if config.coop
            && (config.contracts
                || config.contract_cards
                || config.gamblers
                || config.set_sail_cards)
        {
            return Err(SetupError(
                "\"coop\" plays the base game with Just One More Contract's cards and its contracts together: it goes without \"contracts\", \"contract-cards\", \"gambler\" and \"set-sail-cards\"".into(),
            ));
        }
        if config.coop && config.mode == Mode::SetSail {
            return Err(SetupError(
                "the contracts go with the base game, not with Set Sail on its own".into(),
            ));
        }
        if config.mode == Mode::SetSail {
            if players > 4 {
                return Err(SetupError(format!(
                    "Set Sail is for 2 to 4 players, not {players}"
                )));
            }
            if config.gamblers {
                return Err(SetupError(
                    "the Gambler goes with the base game, not with Set Sail on its own".into(),
                ));
            }
            if config.contract_cards {
                return Err(SetupError(
                    "Just One More Contract's cards go with the base game, not with Set Sail on its own".into(),
                ));
            }
            if config.contracts {
                return Err(SetupError(
                    "the contracts go with the base game, not with Set Sail on its own".into(),
                ));
            }
            if config.set_sail_cards {
                return Err(SetupError(
                    "\"set-sail\" is Set Sail on its own; \"set-sail-cards\" mixes its marked cards into the base game: choose one".into(),
                ));
            }
            if config.ending == Ending::WithExpedition {
                return Err(SetupError(
                    "Set Sail has no expeditions: \"expedition-end\" cannot go with it".into(),
                ));
            }
        }
        // Whatever the words above do not name, the rules' own check does.
        Setup::try_from(&config)?;
        Ok(config)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use islas_core::ConfigSpec;

    /// `play_chosen` (the random games' and rollouts' step, which skips the check of an action it
    /// has just listed) leaves every state `legal_actions` then `play` leaves, with and without
    /// modes; an index past the list plays nothing.
    #[test]
    fn play_chosen_plays_what_play_plays() {
        for options in [
            &[][..],
            &["contracts", "gambler"],
            &["coop"],
            &["chapter-2"],
        ] {
            let config = Config::from_options(3, options).unwrap();
            for seed in 0..8 {
                let seed = Seed::from_u64(seed);
                let mut a = PortRoyal::setup(&config, seed).unwrap();
                let mut b = a.clone();
                let mut rng = Rng::from_seed(seed.value());
                let (mut la, mut lb) = (Vec::new(), Vec::new());
                while a.to_act().is_some() {
                    assert_eq!(b.play_chosen(&mut lb, |_, l| Some(l.len())), Ok(None));
                    assert_eq!(a, b);
                    a.legal_actions(&mut la);
                    let pick = rng.below(la.len() as u32) as usize;
                    a.play(&la[pick]).unwrap();
                    assert_eq!(b.play_chosen(&mut lb, |_, _| Some(pick)), Ok(Some(pick)));
                    assert_eq!(la, lb);
                    assert_eq!(a, b);
                }
            }
        }
    }
}
