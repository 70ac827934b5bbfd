//! Puerto Rico opponents.
//!
//! - **easy**: picks roles at random; within a phase it prefers doing something (taking a
//!   plantation, building what it can afford, selling) to passing, chosen at random.
//! - **medium**: a steady heuristic player. Every position has a value in points for each
//!   player ([`value::equity`]: points scored, doubloons, goods, production and occupied
//!   buildings times the rounds likely left). Within a phase it takes the action that leaves it
//!   best off; to pick a role it plays the whole role out for every player that way and keeps
//!   the role that leaves it furthest ahead of its best opponent.
//! - **hard**: ISMCTS over determinizations of its view, with the medium player's in-phase
//!   sense as the rollout policy, rollouts cut two rounds after the leaf and judged by the
//!   equities.
//!
//! Every level takes a free colonist (mayor's privilege, hospice, university) unless taking
//! it from the supply would leave too few to refill the colonist ship, ending the game, while
//! it trails ([`take_colonist`]). Easy and medium always take the craftsman's extra barrel
//! (the hard level's search weighs declining it too). At the end of the captain phase easy
//! and medium never let goods go back when they could keep them: easy fills its warehouses
//! with kinds at random, medium with the most valuable ([`storage_plan`]); the hard level's
//! search weighs every choice, and its rollouts follow medium's plan.

pub mod value;

use islas_core::{Game, Rng, Seat};
use islas_puerto_rico::{Action, Good, Phase, PuertoRico};

use crate::{Bot, Ismcts, Knowledge, Level};

/// Iterations per decision of the hard level (see `docs/ai.md` for its think time).
pub const HARD_ITERATIONS: u32 = 1500;

/// Iterations per decision of the expert level: sized so that its 95th-percentile think time
/// stays within the app's budget of a move (see `docs/ai.md`). A count, not a clock, so the same
/// seed plays the same game on every machine.
pub const EXPERT_ITERATIONS: u32 = 24_000;

/// A Puerto Rico bot of the given level.
pub fn bot(level: Level, seed: u64) -> Box<dyn Bot<PuertoRico>> {
    match level {
        Level::Easy => Box::new(Easy::new(seed)),
        Level::Medium => Box::new(Medium::new(seed)),
        Level::Hard => Box::new(hard(seed, HARD_ITERATIONS)),
        Level::Expert => Box::new(expert(seed, EXPERT_ITERATIONS)),
    }
}

/// The hard level with `iterations` per decision.
pub fn hard(seed: u64, iterations: u32) -> Ismcts<Rollouts> {
    Ismcts::new("hard", Rollouts::default(), iterations, seed).with_exploration(0.35)
}

/// The expert level with `iterations` per decision: the hard level's search, given more time.
pub fn expert(seed: u64, iterations: u32) -> Ismcts<Rollouts> {
    Ismcts::new("expert", Rollouts::default(), iterations, seed).with_exploration(0.35)
}

/// One line that tells a person what a level plays like.
pub fn describe(level: Level) -> &'static str {
    match level {
        Level::Easy => "Picks roles at random and rarely passes: good for learning the rules.",
        Level::Medium => "Plays each role out in its head and takes the one that pays best.",
        Level::Hard => "Looks a few rounds ahead through many possible futures.",
        Level::Expert => "Spends its whole time on each choice, through many more futures.",
    }
}

/// Whether the player to act takes the free colonist on offer: yes, unless it comes from the
/// supply and taking it leaves fewer than the smallest refill of the colonist ship (one per
/// player), which ends the game, while the player is behind its best opponent.
pub fn take_colonist(state: &PuertoRico, seat: Seat) -> bool {
    let n = state.seats() as u8;
    let ends_game = state.colonists >= n && state.colonists - 1 < n;
    !(ends_game && value::margin(state, usize::from(seat)) < 0.0)
}

/// In a free-colonist decision, the index of the action [`take_colonist`] chooses.
fn colonist_index(state: &PuertoRico, seat: Seat, legal: &[Action]) -> Option<usize> {
    if !matches!(state.phase, Phase::Colonist { .. }) {
        return None;
    }
    let want = Action::Colonist(take_colonist(state, seat));
    legal.iter().position(|a| *a == want)
}

/// What one barrel of each kind is worth when deciding what to keep (the weights of
/// [`value::equity`]).
fn barrel_worth(g: Good) -> f64 {
    value::GOOD_WORTH[g.index()]
}

/// The best way to keep goods at the end of the captain phase, from the storage decision in
/// `state`: the kinds to put in warehouses (bit mask, among `storable`, at most `slots`) and
/// the kind of the one barrel kept, chosen to keep the most worth. Keeping always beats
/// letting goods go back, so the warehouses are filled and a barrel is kept whenever there is
/// one to keep.
pub fn storage_plan(goods: &[u8; 5], held: u8, storable: u8, slots: u8) -> (u8, Option<Good>) {
    let mut best = (0u8, None);
    let mut best_v = f64::NEG_INFINITY;
    for sub in 0u8..32 {
        if sub & !storable != 0 || sub.count_ones() > u32::from(slots) {
            continue;
        }
        let mut v = 0.0;
        for g in Good::ALL {
            if sub & (1 << g as u8) != 0 {
                v += f64::from(goods[g.index()]) * barrel_worth(g);
            }
        }
        let keep = Good::ALL
            .iter()
            .copied()
            .filter(|g| held & !sub & (1 << *g as u8) != 0)
            .max_by(|a, b| barrel_worth(*a).total_cmp(&barrel_worth(*b)));
        v += keep.map_or(0.0, barrel_worth);
        if v > best_v + 1e-9 {
            best_v = v;
            best = (sub, keep);
        }
    }
    best
}

/// In a storage decision, the index of the action that follows [`storage_plan`]: the next
/// warehouse kind, else the barrel kept, else `pass`.
pub fn storage_index(state: &PuertoRico, legal: &[Action]) -> Option<usize> {
    let Phase::Storage { left, .. } = state.phase else {
        return None;
    };
    let mut held = 0u8;
    let mut storable = 0u8;
    for a in legal {
        match a {
            Action::Keep(g) => held |= 1 << *g as u8,
            Action::Store(g) => storable |= 1 << *g as u8,
            _ => {}
        }
    }
    let seat = state.to_act()?;
    let (sub, keep) = storage_plan(&state.player(seat).goods, held, storable, left);
    let want = if sub != 0 {
        Action::Store(Good::ALL[sub.trailing_zeros() as usize])
    } else if let Some(g) = keep {
        Action::Keep(g)
    } else {
        Action::Pass
    };
    legal.iter().position(|a| *a == want)
}

/// The index of the action that leaves the player to act best off (ties: the first).
pub fn greedy(state: &PuertoRico, legal: &[Action]) -> usize {
    // One choice (or none): nothing to weigh.
    if legal.len() <= 1 {
        return 0;
    }
    let Some(seat) = state.to_act() else {
        return 0;
    };
    if let Some(i) = colonist_index(state, seat, legal) {
        return i;
    }
    if let Some(i) = storage_index(state, legal) {
        return i;
    }
    // The craftsman's extra barrel is always taken: the best kind, never `pass`.
    let craftsman = state.phase == Phase::Craftsman;
    let mut best = 0;
    let mut best_v = f64::NEG_INFINITY;
    let floor = value::rounds_left(state).min(1.5);
    for (i, a) in legal.iter().enumerate() {
        if craftsman && *a == Action::Pass {
            continue;
        }
        let mut s = state.clone();
        if s.play_listed(a).is_err() {
            continue;
        }
        let r = value::rounds_left(&s).max(floor);
        let v = value::equity(&s, s.player(seat), r);
        if v > best_v + 1e-9 {
            best_v = v;
            best = i;
        }
    }
    best
}

/// Plays the current role out with everyone greedy; stops at the next role pick.
fn play_out_role(state: &mut PuertoRico, legal: &mut Vec<Action>) {
    let mut guard = 0;
    while state.to_act().is_some() && state.phase != Phase::PickRole && guard < 400 {
        state.legal_actions(legal);
        let i = greedy(state, legal);
        if state.play(&legal[i]).is_err() {
            break;
        }
        guard += 1;
    }
}

/// The medium player's choice among `legal` in `view` for `seat`.
pub fn medium_choice(view: &PuertoRico, seat: Seat, legal: &[Action]) -> usize {
    if view.phase != Phase::PickRole {
        return greedy(view, legal);
    }
    let mut scratch = Vec::new();
    let mut best = 0;
    let mut best_v = f64::NEG_INFINITY;
    for (i, a) in legal.iter().enumerate() {
        let mut s = view.clone();
        if s.play(a).is_err() {
            continue;
        }
        play_out_role(&mut s, &mut scratch);
        let v = value::margin(&s, usize::from(seat));
        if v > best_v + 1e-9 {
            best_v = v;
            best = i;
        }
    }
    best
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

impl Bot<PuertoRico> for Easy {
    fn name(&self) -> &str {
        "easy"
    }
    fn choose(&mut self, game: &PuertoRico, seat: Seat) -> Option<Action> {
        let (view, legal) = crate::decision(game, seat)?;
        if let Some(i) = colonist_index(&view, seat, &legal) {
            return legal.get(i).copied();
        }
        if let Phase::Storage { left, .. } = view.phase {
            // Fills its warehouses with kinds chosen at random, then keeps a barrel of a
            // random kind: never lets goods go back when it could keep them. Kinds are named
            // in increasing order, so a kind is only chosen if enough kinds above it are left
            // to fill the other spaces.
            let held: Vec<Good> = legal
                .iter()
                .filter_map(|a| match a {
                    Action::Keep(g) => Some(*g),
                    _ => None,
                })
                .collect();
            let fill = usize::from(left).min(held.len());
            let stores: Vec<Action> = legal
                .iter()
                .copied()
                .filter(|a| match a {
                    Action::Store(g) => held.iter().filter(|h| **h >= *g).count() >= fill,
                    _ => false,
                })
                .collect();
            let pool: Vec<Action> = if stores.is_empty() {
                legal
                    .iter()
                    .copied()
                    .filter(|a| matches!(a, Action::Keep(_)))
                    .collect()
            } else {
                stores
            };
            return pool
                .get(self.rng.below(pool.len() as u32) as usize)
                .copied();
        }
        let doing: Vec<Action> = legal
            .iter()
            .copied()
            .filter(|a| *a != Action::Pass)
            .collect();
        // Now and then a pass, but never on the craftsman's extra barrel.
        let pool =
            if doing.is_empty() || (self.rng.below(100) < 10 && view.phase != Phase::Craftsman) {
                &legal
            } else {
                &doing
            };
        pool.get(self.rng.below(pool.len() as u32) as usize)
            .copied()
    }
}

// ----- medium -------------------------------------------------------------------------------

/// The heuristic player.
pub struct Medium {
    _rng: Rng,
}

impl Medium {
    pub fn new(seed: u64) -> Self {
        Medium {
            _rng: Rng::from_seed(seed),
        }
    }
}

impl Bot<PuertoRico> for Medium {
    fn name(&self) -> &str {
        "medium"
    }
    fn choose(&mut self, game: &PuertoRico, seat: Seat) -> Option<Action> {
        let (view, legal) = crate::decision(game, seat)?;
        let i = medium_choice(&view, seat, &legal);
        legal.get(i).copied()
    }
}

// ----- hard ---------------------------------------------------------------------------------

/// The hard level's knowledge: greedy rollouts within phases, random-but-sensible role picks,
/// cut after `horizon` rounds and judged by the equities.
#[derive(Clone, Debug)]
pub struct Rollouts {
    /// Rounds after the leaf at which a rollout stops and is judged.
    pub horizon: u16,
    pub temperature: f64,
    /// In-phase rollout choices by the medium player's sense (`false`: uniformly random).
    pub greedy: bool,
    leaf_round: u16,
}

impl Default for Rollouts {
    fn default() -> Self {
        Rollouts {
            horizon: 2,
            temperature: 4.0,
            greedy: true,
            leaf_round: 0,
        }
    }
}

impl Rollouts {
    /// Plain ISMCTS for comparison: uniformly random rollouts to the end of the game.
    pub fn plain() -> Rollouts {
        Rollouts {
            horizon: u16::MAX / 2,
            greedy: false,
            ..Rollouts::default()
        }
    }
}

impl Knowledge<PuertoRico> for Rollouts {
    fn rollout(&mut self, state: &PuertoRico, legal: &[Action], rng: &mut Rng) -> usize {
        if state.phase == Phase::PickRole {
            // Roles: mostly at random, so the search sees varied futures.
            return rng.below(legal.len() as u32) as usize;
        }
        if !self.greedy || rng.below(100) < 10 {
            return rng.below(legal.len() as u32) as usize;
        }
        greedy(state, legal)
    }
    fn rollout_begins(&mut self, leaf: &PuertoRico) {
        self.leaf_round = leaf.round;
    }
    fn stop(&self, state: &PuertoRico, _depth: usize) -> bool {
        state.round >= self.leaf_round + self.horizon && state.phase == Phase::PickRole
    }
    fn evaluate(&mut self, state: &PuertoRico, rewards: &mut Vec<f64>) {
        value::rewards(state, self.temperature, rewards);
    }
}
