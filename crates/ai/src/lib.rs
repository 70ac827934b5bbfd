//! Computer opponents, generic over the [`Game`] contract.
//!
//! A [`Bot`] decides from what its seat can know: it is handed the game and looks only at
//! `view(seat)`. Strength is measured by tournaments (`islas-cli tournament`), not asserted.
//!
//! - [`RandomBot`]: any legal action, uniformly.
//! - [`Ismcts`]: information-set Monte Carlo tree search over determinizations, with a game's
//!   [`Knowledge`] for rollouts and evaluation.
//! - per-game heuristics: [`port_royal`], [`jamaica`].

pub mod advice;
mod ismcts;
pub mod jamaica;
pub mod port_royal;
pub mod puerto_rico;

use islas_core::{Game, Rng, Seat};

pub use advice::{
    Advice, Advisor, Candidate, Moment, Review, advice_seed, judge_at, rank_mistakes, review,
};
pub use ismcts::{Ismcts, Knowledge, RootStat};

/// A computer player.
pub trait Bot<G: Game> {
    /// A short name for tournaments and the interface.
    fn name(&self) -> &str;
    /// Chooses an action for `seat`; `None` when `seat` is not the one to act. Implementations
    /// look only at `game.view(seat)`, so hidden information cannot leak into the choice.
    fn choose(&mut self, game: &G, seat: Seat) -> Option<G::Action>;
}

/// What a bot for `seat` may look at: the seat's view and its legal actions, or `None` when
/// `seat` is not the one to act.
pub fn decision<G: Game>(game: &G, seat: Seat) -> Option<(G, Vec<G::Action>)> {
    if game.to_act() != Some(seat) {
        return None;
    }
    let view = game.view(seat);
    let mut legal = Vec::new();
    view.legal_actions(&mut legal);
    Some((view, legal))
}

/// The levels offered to players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Level {
    Easy,
    Medium,
    Hard,
    /// The hard level's search with the whole of a move's time budget (a fixed number of
    /// iterations, so a seed replays the same game on every machine); it also gives hints and
    /// reviews ([`advice`]).
    Expert,
}

impl Level {
    pub const ALL: [Level; 4] = [Level::Easy, Level::Medium, Level::Hard, Level::Expert];

    /// The level's name in tournaments and settings.
    pub fn id(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
        }
    }

    /// Parses `easy`, `medium`, `hard` or `expert`.
    pub fn from_id(id: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.id() == id)
    }
}

/// Plays a uniformly random legal action.
pub struct RandomBot {
    rng: Rng,
}

impl RandomBot {
    pub fn new(seed: u64) -> Self {
        RandomBot {
            rng: Rng::from_seed(seed),
        }
    }
}

impl<G: Game> Bot<G> for RandomBot {
    fn name(&self) -> &str {
        "random"
    }
    fn choose(&mut self, game: &G, seat: Seat) -> Option<G::Action> {
        let (_, legal) = decision(game, seat)?;
        let i = self.rng.below(legal.len() as u32) as usize;
        legal.into_iter().nth(i)
    }
}
