//! Jamaica opponents.
//!
//! - **easy**: random with light sense: any card, any lane, a little gunpowder, the richest
//!   hold as spoils.
//! - **medium**: plans ahead like a steady player. Every state has a value per seat
//!   ([`value`]): the race (spaces to go, and the white number once past the red line),
//!   doubloons, food and doubloons measured against the costs of the coming spaces, gunpowder,
//!   treasures. Cards and the dice order are chosen by playing the round out a few times over
//!   guesses of what the others hold (their hidden choices dealt at random, never read), with
//!   the quick rules below for every later decision, and comparing the values. It fights when
//!   it pays: gunpowder is spent by the chance of winning against what is at stake.
//! - **hard**: ISMCTS over determinizations of its seat's view, the quick rules as rollouts and
//!   [`value`] where rollouts stop. The others' secret choices are not searched: inside each
//!   determinization they are made by the quick rules, which read only the chooser's own hand
//!   and ship, so the search never learns (or assumes) the others' choices this round.
//! - **expert**: hard's search with rollouts that play ten rounds on instead of two (most of a
//!   game), at a budget of iterations sized by its think time in the app.

mod policy;
mod value;

use islas_core::{Game, Rng, Seat};
use islas_jamaica::{Action, Jamaica, Phase};

pub use policy::{quick, quick_card};
pub use value::{rewards, value};

use crate::{Bot, Ismcts, Knowledge, Level};

/// Iterations per decision of the hard level (see `docs/ai.md` for its think time).
pub const HARD_ITERATIONS: u32 = 3000;

/// Iterations per decision of the expert level: sized so that its 95th-percentile think time
/// stays within the app's budget of a move (see `docs/ai.md`). A count, not a clock, so the same
/// seed plays the same game on every machine.
pub const EXPERT_ITERATIONS: u32 = 10_000;

/// A Jamaica bot of the given level.
pub fn bot(level: Level, seed: u64) -> Box<dyn Bot<Jamaica>> {
    match level {
        Level::Easy => Box::new(Easy::new(seed)),
        Level::Medium => Box::new(Medium::new(seed)),
        Level::Hard => Box::new(hard(seed, HARD_ITERATIONS)),
        Level::Expert => Box::new(expert(seed, EXPERT_ITERATIONS)),
    }
}

/// The hard level with a given number of iterations per decision.
pub fn hard(seed: u64, iterations: u32) -> Ismcts<Rollouts> {
    Ismcts::new("hard", Rollouts::default(), iterations, seed)
}

/// The expert level with `iterations` per decision: the hard level's search with rollouts that
/// look ten rounds ahead instead of two ([`Rollouts::EXPERT_HORIZON`]).
pub fn expert(seed: u64, iterations: u32) -> Ismcts<Rollouts> {
    Ismcts::new(
        "expert",
        Rollouts::with_horizon(Rollouts::EXPERT_HORIZON),
        iterations,
        seed,
    )
}

/// One line that tells a person what a level plays like.
pub fn describe(level: Level) -> &'static str {
    match level {
        Level::Easy => "Plays almost at random: good for learning the rules.",
        Level::Medium => "Plans its loads for the coming spaces and fights when it pays.",
        Level::Hard => "Looks ahead through many possible hands before each choice.",
        Level::Expert => "Looks ten rounds ahead, through many possible hands, before each choice.",
    }
}

// ----- easy ---------------------------------------------------------------------------------

/// Random with light sense.
pub struct Easy {
    rng: Rng,
}

impl Easy {
    pub fn new(seed: u64) -> Self {
        Easy {
            rng: Rng::from_seed(seed),
        }
    }
}

impl Bot<Jamaica> for Easy {
    fn name(&self) -> &str {
        "easy"
    }
    fn choose(&mut self, game: &Jamaica, seat: Seat) -> Option<Action> {
        let (view, legal) = crate::decision(game, seat)?;
        let pick = match view.phase() {
            Phase::Loot | Phase::Empty | Phase::Saber => Some(quick(&view, &legal)),
            Phase::Powder => legal.get(legal.len().min(2) - 1).copied(),
            _ => None,
        };
        pick.filter(|a| legal.contains(a)).or_else(|| {
            legal
                .get(self.rng.below(legal.len() as u32) as usize)
                .copied()
        })
    }
}

// ----- medium -------------------------------------------------------------------------------

/// The planning player.
pub struct Medium {
    rng: Rng,
    /// Play-outs per candidate card.
    pub samples: u32,
}

impl Medium {
    pub fn new(seed: u64) -> Self {
        Medium {
            rng: Rng::from_seed(seed),
            samples: 8,
        }
    }

    /// The value for `seat` of playing the round out from `state` (a determinization) with
    /// the quick rules, `first` applied first.
    fn play_out(state: &Jamaica, seat: Seat, first: Action, rng: &mut Rng) -> f64 {
        let mut g = state.clone();
        if g.play(&first).is_err() {
            return f64::NEG_INFINITY;
        }
        let round = g.round();
        let mut legal = Vec::new();
        let mut guard = 0;
        while g.to_act().is_some() && g.round() == round && guard < 400 {
            g.legal_actions(&mut legal);
            let a = match g.phase() {
                Phase::Choose => legal[rng.below(legal.len() as u32) as usize],
                _ => quick(&g, &legal),
            };
            if g.play(&a).is_err() {
                break;
            }
            guard += 1;
        }
        value::margin(&g, seat)
    }

    fn best_by_play_out(&mut self, view: &Jamaica, seat: Seat, legal: &[Action]) -> Action {
        let mut best = legal[0];
        let mut best_v = f64::NEG_INFINITY;
        let mut totals = vec![0.0; legal.len()];
        for _ in 0..self.samples {
            let det = view.determinize(seat, &mut self.rng);
            for (i, a) in legal.iter().enumerate() {
                totals[i] += Medium::play_out(&det, seat, *a, &mut self.rng);
            }
        }
        for (i, a) in legal.iter().enumerate() {
            if totals[i] > best_v {
                best_v = totals[i];
                best = *a;
            }
        }
        best
    }
}

impl Bot<Jamaica> for Medium {
    fn name(&self) -> &str {
        "medium"
    }
    fn choose(&mut self, game: &Jamaica, seat: Seat) -> Option<Action> {
        let (view, mut legal) = crate::decision(game, seat)?;
        if legal.len() <= 1 {
            return legal.pop();
        }
        let choice = match view.phase() {
            Phase::Choose | Phase::Order | Phase::GhostCourse | Phase::Fork => {
                self.best_by_play_out(&view, seat, &legal)
            }
            _ => quick(&view, &legal),
        };
        Some(if legal.contains(&choice) {
            choice
        } else {
            legal[0]
        })
    }
}

// ----- hard ---------------------------------------------------------------------------------

/// ISMCTS knowledge: the quick rules for rollouts and for the others' secret choices, and
/// [`rewards`] where a rollout stops: at the start of the `horizon`-th round after the leaf's
/// (hard: the round after next; expert: ten rounds on, most of a game).
pub struct Rollouts {
    leaf_round: u16,
    horizon: u16,
}

impl Rollouts {
    /// Hard's horizon: rollouts stop at the start of the round after next.
    pub const HARD_HORIZON: u16 = 2;
    /// The expert's horizon. Measured against hard at hard's own budget (`docs/ai.md`): one
    /// round more than hard's wins 53 %, five rounds 58 %, ten rounds 64 %; the expert's
    /// iterations buy little beside it (Jamaica's search saturates at about 750 iterations).
    pub const EXPERT_HORIZON: u16 = 10;

    /// Rollouts that stop at the start of the `horizon`-th round after the leaf's (at least 1).
    pub fn with_horizon(horizon: u16) -> Self {
        Rollouts {
            leaf_round: 0,
            horizon: horizon.max(1),
        }
    }
}

impl Default for Rollouts {
    fn default() -> Self {
        Rollouts::with_horizon(Self::HARD_HORIZON)
    }
}

impl Knowledge<Jamaica> for Rollouts {
    fn rollout(&mut self, state: &Jamaica, legal: &[Action], rng: &mut Rng) -> usize {
        let pick = match state.phase() {
            Phase::Choose => quick_card(state, legal, rng),
            _ => quick(state, legal),
        };
        legal.iter().position(|a| *a == pick).unwrap_or(0)
    }

    fn rollout_begins(&mut self, leaf: &Jamaica) {
        self.leaf_round = leaf.round();
    }

    fn stop(&self, state: &Jamaica, _depth: usize) -> bool {
        state.round() >= self.leaf_round.saturating_add(self.horizon)
            && state.phase() == Phase::Roll
    }

    fn evaluate(&mut self, state: &Jamaica, out: &mut Vec<f64>) {
        rewards(state, out);
    }

    fn scripted(
        &mut self,
        state: &Jamaica,
        legal: &[Action],
        searcher: Seat,
        rng: &mut Rng,
    ) -> Option<usize> {
        if state.phase() != Phase::Choose || state.to_act() == Some(searcher) {
            return None;
        }
        let pick = quick_card(state, legal, rng);
        legal.iter().position(|a| *a == pick)
    }
}
