//! The one list of Islas games, with no web dependency: the app, its bots' Web Worker, the
//! links and the CLI find every game here, never by comparing a name with a string literal.
//!
//! Adding a game: its engine crate implements [`islas_core::Game`]; a module here implements
//! [`Registered`] for it (bots, and English words for the terminal); one line in the
//! `registry!` list below gives it a [`GameId`]. Code that works for any game is written once
//! as a [`Visitor`] and run with [`GameId::visit`]:
//!
//! ```
//! use islas_games::{GameId, Registered, Visitor};
//!
//! struct MaxPlayers;
//! impl Visitor for MaxPlayers {
//!     type Output = u8;
//!     fn visit<G: Registered>(self) -> u8 {
//!         G::INFO.max_players
//!     }
//! }
//! assert_eq!(GameId::from_id("port-royal").unwrap().visit(MaxPlayers), 5);
//! ```

#[cfg(feature = "test-game")]
mod hands;
mod jamaica;
pub mod lessons;
mod port_royal;
mod puerto_rico;
pub mod records;
pub mod think;

use islas_ai::{Advisor, Bot, Level};
use islas_core::{Game, GameInfo, Seat};

/// What the registry needs of a game beyond the engine contract: its computer opponents and
/// plain English words for the terminal (the app has its own translated texts).
pub trait Registered: Game<Config: Send + Sync> + Send {
    /// A bot of `level` seeded by `seed`.
    fn bot(level: Level, seed: u64) -> Box<dyn Bot<Self>>;
    /// The hard level with `iterations` per decision (tournaments tune it).
    fn hard_bot(seed: u64, iterations: u32) -> Box<dyn Bot<Self>>;
    /// The expert level, which also gives hints and reviews (`islas_ai::advice`), with its own
    /// budget or `iterations` per decision.
    fn expert(seed: u64, iterations: Option<u32>) -> Box<dyn Advisor<Self>>;
    /// The expert's iterations per decision in a review of a whole game (a review judges every
    /// decision of a seat, so it searches less than the expert plays: a 2-player game's review
    /// stays within half a minute in the app's worker; `docs/ai.md`).
    const REVIEW_ITERATIONS: u32;

    /// One event as an English sentence; `me` is the seat at the terminal, if any.
    fn event_words(event: &Self::Event, me: Option<Seat>) -> String {
        let _ = me;
        format!("{event:?}")
    }
    /// The table as the terminal shows it to `me` (which sees only `view(me)`).
    fn table_words(&self, me: Option<Seat>) -> String {
        let _ = me;
        String::new()
    }
    /// A short gloss of a legal action for the terminal's `help`.
    fn action_words(&self, action: &Self::Action) -> String {
        let _ = action;
        String::new()
    }
    /// The final result in English, best first.
    fn outcome_words(&self, me: Option<Seat>) -> String {
        let Some(o) = self.outcome() else {
            return String::new();
        };
        let mut players = o.players.clone();
        islas_core::sort_small_by_key(&mut players, |p| (p.rank, p.seat));
        let mut s = String::from("final result:\n");
        for p in &players {
            s.push_str(&format!(
                "  {}. {}: {} points\n",
                p.rank + 1,
                who(p.seat, me),
                p.points
            ));
        }
        s
    }
    /// Turns played so far, where the game counts them (for `simulate`); 0 otherwise.
    fn turns(&self) -> u32 {
        0
    }
}

/// Who a seat is, from the point of view of the person at the terminal (`me`).
pub fn who(seat: Seat, me: Option<Seat>) -> String {
    if Some(seat) == me {
        format!("you (seat {seat})")
    } else {
        format!("seat {seat}")
    }
}

/// Code written once for every game: [`GameId::visit`] calls `visit` with the game's type.
pub trait Visitor {
    type Output;
    fn visit<G: Registered>(self) -> Self::Output;
}

/// The list below makes [`GameId`] and, for the crates above this one (the app), the macro
/// [`for_each_game!`]: every game of this build. An entry may carry `#[cfg(feature = …)]` (the
/// test-only game does): the crates above name a feature of the same name that turns this
/// crate's on, so their lists and matches follow.
macro_rules! registry {
    ($($(#[$attr:meta])* $variant:ident => $engine:ty),+ $(,)?) => {
        registry! { @with ($) $($(#[$attr])* $variant => $engine),+ }
    };
    (@with ($d:tt) $($(#[$attr:meta])* $variant:ident => $engine:ty),+) => {
        /// A game of the registry.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum GameId {
            $($(#[$attr])* $variant),+
        }

        impl GameId {
            /// Every game, in the order home lists them.
            pub const ALL: &'static [GameId] = &[$($(#[$attr])* GameId::$variant),+];

            /// The game's static facts, from its engine.
            pub const fn info(self) -> GameInfo {
                match self {
                    $($(#[$attr])* GameId::$variant => <$engine as Game>::INFO),+
                }
            }

            /// Runs `visitor` with this game's engine type.
            pub fn visit<V: Visitor>(self, visitor: V) -> V::Output {
                match self {
                    $($(#[$attr])* GameId::$variant => visitor.visit::<$engine>()),+
                }
            }
        }

        /// Calls the macro `$callback` with the registry's list, `Variant => Engine` (a `GameId`
        /// variant; each engine a path the calling crate can name), one entry per game, in
        /// [`GameId::ALL`]'s order, each with its attributes (an entry behind a feature keeps
        /// its `#[cfg]`, which the calling crate must answer alike: its own feature of that name
        /// turns this crate's on). A crate above this one builds its own per-game code from
        /// it, bounded by its own trait (the app's `catalog` and `games` do), so a game
        /// registered here that the crate does not implement its trait for does not compile.
        #[macro_export]
        macro_rules! for_each_game {
            ($d callback:ident) => {
                $d callback! { $($(#[$attr])* $variant => $engine),+ }
            };
        }
    };
}

registry! {
    PortRoyal => ::islas_port_royal::PortRoyal,
    PuertoRico => ::islas_puerto_rico::PuertoRico,
    Jamaica => ::islas_jamaica::Jamaica,
    #[cfg(feature = "test-game")]
    Hands => ::islas_hands::Hands,
}

impl GameId {
    /// The id in records, links and the CLI, e.g. `port-royal`.
    pub const fn id(self) -> &'static str {
        self.info().id
    }

    /// The game with this id.
    pub fn from_id(id: &str) -> Option<GameId> {
        GameId::ALL.iter().copied().find(|g| g.id() == id)
    }

    /// The game of engine `G`, if `G` is registered.
    pub fn of<G: Game>() -> Option<GameId> {
        GameId::from_id(G::INFO.id)
    }

    /// Every id, for messages: `port-royal, puerto-rico, …`.
    pub fn list() -> String {
        GameId::ALL
            .iter()
            .map(|g| g.id())
            .collect::<Vec<_>>()
            .join(", ")
    }
}

impl std::fmt::Display for GameId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.id())
    }
}

impl std::str::FromStr for GameId {
    type Err = String;
    fn from_str(s: &str) -> Result<GameId, String> {
        GameId::from_id(s)
            .ok_or_else(|| format!("there is no game \"{s}\"; the games are {}", GameId::list()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Facts;
    impl Visitor for Facts {
        type Output = (&'static str, usize);
        fn visit<G: Registered>(self) -> Self::Output {
            (G::NAME, G::INFO.refusals.len())
        }
    }

    #[test]
    fn every_game_is_found_by_its_id_and_visits_its_own_engine() {
        for &g in GameId::ALL {
            assert_eq!(GameId::from_id(g.id()), Some(g));
            assert_eq!(g.id().parse::<GameId>(), Ok(g));
            let (name, refusals) = g.visit(Facts);
            assert_eq!(name, g.id());
            assert!(refusals > 0, "{g}: refusal keys are listed");
            assert!(g.info().min_players >= 1 && g.info().min_players <= g.info().max_players);
        }
    }

    #[test]
    fn ids_are_unique_and_unknown_ids_are_errors() {
        let mut ids: Vec<_> = GameId::ALL.iter().map(|g| g.id()).collect();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), GameId::ALL.len());
        assert!(GameId::from_id("chess").is_none());
        assert!(
            "chess"
                .parse::<GameId>()
                .unwrap_err()
                .contains("port-royal")
        );
        assert_eq!(
            GameId::of::<islas_port_royal::PortRoyal>(),
            Some(GameId::PortRoyal)
        );
    }
}
