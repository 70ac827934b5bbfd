//! Port Royal opponents.
//!
//! - **easy**: random among legal actions, with light sense: it claims expeditions, repels a
//!   ship that would bust it, takes something when it can, and stops drawing at random.
//! - **medium**: reasons like a good player. Every card and coin has a value in coins
//!   ([`equity`]): influence, coins (worth less above the tax line and as the end nears), and what
//!   each character's ability will still bring in the rounds left. Draw or stop is decided by
//!   the expected value of one more card over the cards nobody has seen (bust risk included)
//!   against the value of stopping, where every player then takes their best cards.
//! - **hard**: ISMCTS over determinizations, with the medium player's sense as a fast rollout
//!   policy and [`equity`] to judge where rollouts stop.
//! - **expert**: the hard level's search with [`EXPERT_ITERATIONS`] (the whole of a move's time
//!   budget in the app), not scaled up with 3 or more players where rollouts cost the most
//!   ([`EXPERT_LONG_MODES_BUDGET`]); in the co-operative modes, whose rollouts are longer,
//!   twice hard's.

pub mod adventure;
pub mod coop;
mod value;

use islas_core::{Game, Rng, Seat};
use islas_port_royal::{Action, Phase, PortRoyal};

pub use value::{Weights, equity, rounds_left, score};

use crate::{Bot, Ismcts, Knowledge, Level};

/// Iterations per decision of the hard level (see `docs/ai.md` for its think time).
pub const HARD_ITERATIONS: u32 = 3000;

/// Iterations per decision of the expert level in the competitive modes: sized so that its
/// 95th-percentile think time stays within the app's budget of a move (see `docs/ai.md`). A
/// count, not a clock, so the same seed plays the same game on every machine.
pub const EXPERT_ITERATIONS: u32 = 15_000;

/// The expert's base budget in the co-operative modes (contracts and the Adventure), whose
/// rollouts run longer: twice hard's, which keeps its think time within the same budget.
pub const EXPERT_COOP_ITERATIONS: u32 = 2 * HARD_ITERATIONS;

/// A Port Royal bot of the given level.
pub fn bot(level: Level, seed: u64) -> Box<dyn Bot<PortRoyal>> {
    match level {
        Level::Easy => Box::new(Easy::new(seed)),
        Level::Medium => Box::new(Medium::new(seed)),
        Level::Hard => Box::new(hard(seed, HARD_ITERATIONS)),
        Level::Expert => Box::new(expert(seed, EXPERT_ITERATIONS)),
    }
}

/// The hard level with a given number of iterations per decision.
pub fn hard(seed: u64, iterations: u32) -> Ismcts<Rollouts> {
    Ismcts::new("hard", Rollouts::new(Weights::default()), iterations, seed)
}

/// The expert level with `iterations` per decision in the competitive modes (the co-operative
/// ones get the same share of [`EXPERT_COOP_ITERATIONS`] against [`EXPERT_ITERATIONS`]).
pub fn expert(seed: u64, iterations: u32) -> Ismcts<Rollouts> {
    let coop =
        u64::from(iterations) * u64::from(EXPERT_COOP_ITERATIONS) / u64::from(EXPERT_ITERATIONS);
    let mut rollouts = Rollouts::new(Weights::default());
    rollouts.coop_iterations = Some((coop as u32).max(1));
    rollouts.multiplayer_long_modes = EXPERT_LONG_MODES_BUDGET;
    Ismcts::new("expert", rollouts, iterations, seed)
}

fn claims(legal: &[Action]) -> impl Iterator<Item = &Action> {
    legal.iter().filter(|a| matches!(a, Action::Claim(_)))
}

/// The best expedition claim: most influence, then fewest jacks of all trades used.
fn best_claim(legal: &[Action]) -> Option<Action> {
    claims(legal)
        .max_by_key(|a| match a {
            Action::Claim(c) => {
                let influence = PortRoyal::faces()
                    .get(c.expedition as usize)
                    .map_or(0, |f| f.influence());
                (influence, 3 - c.jacks.iter().sum::<u8>().min(3))
            }
            _ => (0, 0),
        })
        .copied()
}

/// Whether docking the ship waiting in `game` would bust the turn.
fn dock_busts(game: &PortRoyal) -> bool {
    match game.phase() {
        Phase::Repel { ship, .. } => game.docking_busts(ship),
        _ => false,
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

impl Bot<PortRoyal> for Easy {
    fn name(&self) -> &str {
        "easy"
    }
    fn choose(&mut self, game: &PortRoyal, seat: Seat) -> Option<Action> {
        let (view, legal) = crate::decision(game, seat)?;
        if let Some(c) = best_claim(&legal) {
            return Some(c);
        }
        // Co-operative contracts: set a time card aside or not at random.
        if view.asks_set_aside() {
            return Some(if self.rng.below(2) == 0 {
                Action::SetAside
            } else {
                Action::Pass
            });
        }
        // The Adventure: complete a mission (or buy a cube) whenever it can.
        if let Some(c) = adventure::choice(&view, &legal) {
            return Some(c);
        }
        // Contracts: complete one whenever it can (an at-once chance included).
        if let Some(c) = legal.iter().find(|a| matches!(a, Action::Complete(_))) {
            return Some(*c);
        }
        let pick = match view.phase() {
            Phase::Repel { .. } => Some(if dock_busts(&view) {
                Action::Repel
            } else {
                Action::Dock
            }),
            Phase::Discover { drawn } => {
                let stop = drawn > 0 && self.rng.below(100) < 30;
                if legal.contains(&Action::Gamble) && self.rng.below(100) < 30 {
                    return Some(Action::Gamble);
                }
                Some(if stop || !legal.contains(&Action::Draw) {
                    Action::Stop
                } else {
                    Action::Draw
                })
            }
            Phase::Take { .. } => {
                let takes: Vec<Action> = legal
                    .iter()
                    .filter(|a| matches!(a, Action::Take(_)))
                    .copied()
                    .collect();
                if takes.is_empty() {
                    Some(Action::Pass)
                } else {
                    takes
                        .get(self.rng.below(takes.len() as u32) as usize)
                        .copied()
                }
            }
            // Random among the other players.
            Phase::Gift { .. } | Phase::Bust | Phase::Over => None,
        };
        pick.filter(|a| legal.contains(a)).or_else(|| {
            legal
                .get(self.rng.below(legal.len() as u32) as usize)
                .copied()
        })
    }
}

// ----- medium -------------------------------------------------------------------------------

/// Iterations per decision of the medium level in the co-operative and solo contracts, a tenth
/// of the hard level's: there a one-step look-ahead almost never wins (see `docs/ai.md`).
pub const MEDIUM_COOP_ITERATIONS: u32 = 300;

/// The heuristic player. In the co-operative and solo contracts, where the team must plan
/// towards every contract before the time deck runs out, it searches like the hard level with a
/// tenth of its budget (its answer after a tax stays the heuristic one).
pub struct Medium {
    weights: Weights,
    rng: Rng,
    search: Ismcts<Rollouts>,
}

impl Medium {
    pub fn new(seed: u64) -> Self {
        Medium::with_weights(Weights::default(), seed)
    }
    /// A medium player with its own value model (for tuning).
    pub fn with_weights(weights: Weights, seed: u64) -> Self {
        Medium {
            search: Ismcts::new(
                "medium",
                Rollouts::new(weights.clone()),
                MEDIUM_COOP_ITERATIONS,
                seed ^ 0x6d65_6469_756d,
            ),
            weights,
            rng: Rng::from_seed(seed),
        }
    }
}

impl Bot<PortRoyal> for Medium {
    fn name(&self) -> &str {
        "medium"
    }
    fn choose(&mut self, game: &PortRoyal, seat: Seat) -> Option<Action> {
        let (view, mut legal) = crate::decision(game, seat)?;
        if legal.len() <= 1 {
            return legal.pop();
        }
        let w = &self.weights;
        if view.asks_set_aside() {
            return Some(coop::set_aside(&view));
        }
        if let Some(c) = adventure::choice(&view, &legal) {
            return Some(c);
        }
        if coop::is_coop(&view) {
            return self.search.choose(game, seat);
        }
        if let Some(c) = value::contract_choice(&view, seat, &legal, w) {
            return Some(c);
        }
        if let Some(c) = best_claim(&legal) {
            return Some(c);
        }
        let choice = match view.phase() {
            Phase::Repel { .. } => value::repel_or_dock(&view, seat, w),
            Phase::Discover { .. } => value::draw_or_stop(&view, seat, w, &mut self.rng),
            Phase::Take { .. } => value::best_take(&view, seat, w, &legal),
            Phase::Gift { .. } => value::gift_to(&view, &legal, w),
            Phase::Bust | Phase::Over => Action::Pass,
        };
        Some(if legal.contains(&choice) {
            choice
        } else {
            legal[0]
        })
    }
}

// ----- hard ---------------------------------------------------------------------------------

/// ISMCTS knowledge: a fast version of the medium player's sense for rollouts, and
/// [`equity`]-based rewards where rollouts stop: at the start of the turn `horizon` turns after
/// the one the rollout began in.
///
/// With 3 or more players rollouts stop one turn after the leaf (two turns cross two opponents'
/// simulated turns, which mostly adds noise), and the search spends three times its budget,
/// which this shorter horizon pays for: against three medium players this took hard from 41.8 %
/// to 49.5 % over the same 200 deals (see `docs/ai.md`).
pub struct Rollouts {
    weights: Weights,
    /// Rollouts stop at the start of turn `leaf + horizon` (2 players; see [`Rollouts::horizon_for`]).
    pub horizon: u32,
    /// The turn the current rollout began in.
    leaf_turn: u32,
    /// The horizon in force for the current decision.
    current_horizon: u32,
    /// The base budget in the co-operative modes instead of the bot's own (the expert's, whose
    /// competitive budget would take too long there); `None` for the other levels.
    pub coop_iterations: Option<u32>,
    /// How many times its base budget the bot spends with 3 or more players in a competitive
    /// Adventure chapter or competitive contracts, whose rollouts cost the most:
    /// [`MULTIPLAYER_BUDGET`], but [`EXPERT_LONG_MODES_BUDGET`] for the expert.
    pub multiplayer_long_modes: u32,
}

/// How much more a search with 3 or more players spends (its rollouts are shorter).
pub const MULTIPLAYER_BUDGET: u32 = 3;

/// The expert's factor with 3 or more players in a competitive Adventure chapter or competitive
/// contracts: its base budget, 15,000 iterations (hard's 9,000 there and more). Three times that
/// (45,000, as in the base game) took 1.7–1.8 s a move on average in the Adventure's chapters
/// with 3 and 4 players and 1.0 s with 4 players' contracts, in Chromium's worker, over the
/// budget of a move; 15,000 take 0.3–0.5 s and 0.26 s (`docs/ai.md`).
pub const EXPERT_LONG_MODES_BUDGET: u32 = 1;

/// Rollouts of a co-operative Adventure chapter run 8 turns: a mission is worked for over
/// several turns (the persons it names, the coins it asks to keep), and teammates are not
/// opponents whose simulated turns add noise. With 2 turns, hard won 4 of 20 solo games of
/// chapter 1 where medium wins 55 %; with 8, 12 of 20 (`docs/ai.md`).
pub const ADVENTURE_COOP_HORIZON: u32 = 8;

impl Rollouts {
    pub fn new(weights: Weights) -> Self {
        Rollouts {
            weights,
            horizon: 2,
            leaf_turn: 0,
            current_horizon: 2,
            coop_iterations: None,
            multiplayer_long_modes: MULTIPLAYER_BUDGET,
        }
    }

    /// The horizon for a game of `players`: `horizon` with 2 players, 1 turn with more.
    pub fn horizon_for(&self, players: usize) -> u32 {
        if players >= 3 { 1 } else { self.horizon }
    }

    /// The horizon for a rollout from `leaf`: [`ADVENTURE_COOP_HORIZON`] in a co-operative
    /// chapter of the Adventure, else [`Rollouts::horizon_for`] its players.
    pub fn horizon_in(&self, leaf: &PortRoyal) -> u32 {
        if adventure::is_coop(leaf) {
            ADVENTURE_COOP_HORIZON
        } else {
            self.horizon_for(leaf.players())
        }
    }
}

impl Knowledge<PortRoyal> for Rollouts {
    fn rollout(&mut self, state: &PortRoyal, legal: &[Action], _rng: &mut Rng) -> usize {
        let pick = value::fast_policy(state, legal, &self.weights);
        legal.iter().position(|a| *a == pick).unwrap_or(0)
    }

    fn rollout_begins(&mut self, leaf: &PortRoyal) {
        self.leaf_turn = leaf.turn();
        self.current_horizon = self.horizon_in(leaf);
    }

    fn stop(&self, state: &PortRoyal, _depth: usize) -> bool {
        state.turn() >= self.leaf_turn + self.current_horizon
            && matches!(state.phase(), Phase::Discover { drawn: 0 })
    }

    fn budget(&self, view: &PortRoyal, base: u32) -> u32 {
        let adventure_together = adventure::is_coop(view);
        let together = adventure_together || coop::is_coop(view);
        let base = match self.coop_iterations {
            Some(coop) if together => coop,
            _ => base,
        };
        if view.players() < 3 || adventure_together {
            // Long co-operative rollouts: the base budget whatever the team's size.
            base
        } else if !together && (view.adventure().is_some() || view.contracts().is_some()) {
            base.saturating_mul(self.multiplayer_long_modes)
        } else {
            base.saturating_mul(MULTIPLAYER_BUDGET)
        }
    }

    fn evaluate(&mut self, state: &PortRoyal, rewards: &mut Vec<f64>) {
        value::rewards(state, &self.weights, rewards);
    }
}
