//! Hints and reviews: the expert's search, asked for its view of a decision instead of a move.
//!
//! **What the number means.** Every estimate here is the mean reward the search backed up to
//! the seat through an action, in `0..=1`. A finished game rewards a competitive win with 1
//! (shared among the winners) and a loss with 0; a co-operative contract rewards every seat
//! with 1 when the team wins together and 0 when it loses. Where a rollout stops before the
//! end, the game's evaluation stands in for the outcome: a soft chance of winning from the
//! players' standing (a co-operative game's progress, discounted by the time left). So the
//! number reads as "the chance to win (together) after this action, as the expert sees it"; it
//! is an estimate from a few thousand simulated futures, not an exact probability.
//!
//! Like every bot, the advice looks only at `view(seat)` and determinizes what the seat cannot
//! see, so two states that differ only in hidden information get the same advice.

use islas_core::{Game, Record, Rng, Seat};

use crate::ismcts::{Ismcts, Knowledge, RootStat};

/// One action the advice weighs, with its estimate.
#[derive(Clone, Debug, PartialEq)]
pub struct Candidate<A> {
    pub action: A,
    /// The chance to win (or, in a co-operative game, to win together) after this action, as
    /// the search estimates it (see the module's documentation), in `0..=1`.
    pub win: f64,
    /// The search's iterations through this action (how much the estimate rests on).
    pub visits: u32,
}

/// A search's judgement of every action of one decision, most visited first: the first is the
/// action the search would play.
#[derive(Clone, Debug, PartialEq)]
pub struct Advice<A> {
    pub candidates: Vec<Candidate<A>>,
}

impl<A> Advice<A> {
    /// The `n` best actions (a hint shows three).
    pub fn top(&self, n: usize) -> &[Candidate<A>] {
        &self.candidates[..n.min(self.candidates.len())]
    }

    /// The action the search prefers.
    pub fn best(&self) -> Option<&Candidate<A>> {
        self.candidates.first()
    }
}

/// A bot that can also give advice: a search whose root statistics can be read.
pub trait Advisor<G: Game>: crate::Bot<G> {
    /// The search's judgement of the decision of `seat` (which must be to act) from
    /// `view(seat)`, every legal action it tried, most visited first (ties: the order the
    /// search plays by). `None` when `seat` is not to act.
    fn advise(&mut self, game: &G, seat: Seat) -> Option<Advice<G::Action>>;

    /// The estimate of `action` alone: a search of `iterations` whose every iteration starts
    /// with `action`, so an action the free search barely visited still gets a fair value.
    fn value_of(
        &mut self,
        game: &G,
        seat: Seat,
        action: &G::Action,
        iterations: u32,
    ) -> Option<f64>;

    /// The iterations a decision in `game` gets (the level's budget, as the game scales it).
    fn budget(&self, game: &G, seat: Seat) -> u32;

    /// Restarts the search's generator.
    fn reseed(&mut self, seed: u64);
}

impl<G: Game, K: Knowledge<G>> Advisor<G> for Ismcts<K> {
    fn advise(&mut self, game: &G, seat: Seat) -> Option<Advice<G::Action>> {
        let (view, _) = crate::decision(game, seat)?;
        let iterations = Advisor::budget(self, game, seat);
        let stats = self.search(&view, seat, iterations, None);
        Some(Advice {
            candidates: rank_candidates(stats),
        })
    }

    fn value_of(
        &mut self,
        game: &G,
        seat: Seat,
        action: &G::Action,
        iterations: u32,
    ) -> Option<f64> {
        let (view, legal) = crate::decision(game, seat)?;
        if !legal.contains(action) {
            return None;
        }
        let stats = self.search(&view, seat, iterations, Some(action));
        stats
            .into_iter()
            .find(|s| s.action == *action)
            .map(|s| s.value)
    }

    fn budget(&self, game: &G, seat: Seat) -> u32 {
        self.knowledge_budget(&game.view(seat))
    }

    fn reseed(&mut self, seed: u64) {
        Ismcts::reseed(self, seed);
    }
}

/// Root statistics, most visited first; among equal visits the one the bot would play first
/// (the bot keeps the last expanded of the most visited, so the expansion order is reversed
/// before a stable sort).
fn rank_candidates<A>(stats: Vec<RootStat<A>>) -> Vec<Candidate<A>> {
    let mut c: Vec<Candidate<A>> = stats
        .into_iter()
        .rev()
        .map(|s| Candidate {
            action: s.action,
            win: s.value,
            visits: s.visits,
        })
        .collect();
    // A small stable sort: the standard one's code, made for each game's actions, is kilobytes
    // of the app's wasm.
    islas_core::sort_small_by_key(&mut c, |x| std::cmp::Reverse(x.visits));
    c
}

/// One decision of the reviewed seat.
#[derive(Clone, Debug, PartialEq)]
pub struct Moment<A> {
    /// The index of the decision's action in the record.
    pub index: usize,
    /// What was played.
    pub played: A,
    /// What the expert preferred.
    pub best: A,
    /// The expert's estimate after the played action (see [`Candidate::win`]).
    pub played_win: f64,
    /// The expert's estimate after its own choice.
    pub best_win: f64,
}

impl<A> Moment<A> {
    /// The win chance lost by playing `played` instead of `best` (never below 0: an action the
    /// estimate puts above the expert's choice lost nothing).
    pub fn loss(&self) -> f64 {
        (self.best_win - self.played_win).max(0.0)
    }
}

/// A finished game's review for one seat.
#[derive(Clone, Debug, PartialEq)]
pub struct Review<A> {
    pub seat: Seat,
    /// Every decision of the seat with more than one legal action, in the order played: the
    /// series for a graph (the expert's estimate after its own choice, and after the played one).
    pub moments: Vec<Moment<A>>,
}

impl<A> Review<A> {
    /// The moments where the played action lost the most win chance, largest first, at most
    /// `n` (a review shows three); see [`rank_mistakes`].
    pub fn mistakes(&self, n: usize) -> Vec<&Moment<A>> {
        rank_mistakes(&self.moments)
            .into_iter()
            .take(n)
            .map(|i| &self.moments[i])
            .collect()
    }
}

/// Below this loss a decision is no mistake: the estimates' own noise (a few thousand
/// simulated futures) is about a percentage point.
pub const MISTAKE_THRESHOLD: f64 = 0.01;

/// The indices of `moments` whose loss reaches [`MISTAKE_THRESHOLD`], largest loss first;
/// equal losses keep the order of play (the earlier first).
pub fn rank_mistakes<A>(moments: &[Moment<A>]) -> Vec<usize> {
    let mut idx: Vec<usize> = (0..moments.len())
        .filter(|&i| moments[i].loss() >= MISTAKE_THRESHOLD)
        .collect();
    // A stable sort keeps equal losses in the order of play.
    islas_core::sort_small_by(&mut idx, |&a, &b| {
        moments[b].loss().total_cmp(&moments[a].loss())
    });
    idx
}

/// A played action the free search visited fewer times than this share of the expert's own
/// choice is valued again by a search of its own: a handful of visits is too noisy to judge by.
const WELL_VISITED: f64 = 0.25;

/// The seed of any advice on `record` (a hint on its last position, a review of it): its deal's
/// seed and its length, so the same record always gets the same advice, and never a bot's seed.
pub fn advice_seed<C>(record: &Record<C>) -> u64 {
    // The salt keeps it apart from the seeds of the bots that play the record's seats (which
    // mix the same two numbers and the seat).
    const ADVICE: u64 = 0x0AD7_1CE5_EED5_A17E;
    let key = record.seed.value() ^ (record.actions.len() as u64).rotate_left(40) ^ ADVICE;
    Rng::from_seed(key).next_u64()
}

/// Reviews the decisions of `seat` in the finished (or unfinished) game `record`: each is
/// searched by `advisor` from `view(seat)` as it stood, seeded by `seed` and the decision's
/// index (so the same record always gets the same review), and the played action is compared
/// with the expert's choice. Decisions with one legal action are skipped.
pub fn review<G: Game>(
    record: &Record<G::Config>,
    seat: Seat,
    advisor: &mut dyn Advisor<G>,
    seed: u64,
) -> Result<Review<G::Action>, String> {
    let mut game: G = record.start::<G>().map_err(|e| e.to_string())?;
    let mut legal = Vec::new();
    let mut moments = Vec::new();
    for index in 0..record.actions.len() {
        let played = action_at::<G>(record, index)?;
        if let Some(m) = judge_here(&game, seat, index, &played, advisor, seed, &mut legal) {
            moments.push(m);
        }
        play_at(&mut game, record, index, &played)?;
    }
    Ok(Review { seat, moments })
}

/// One decision of [`review`] alone: the moment of action `index` of `record` exactly as the
/// whole review judges it (the same search, the same seed), or `None` when that action is not a
/// decision of `seat` with more than one legal action. A review can so be asked for one decision
/// at a time, with its progress shown and a way to stop between two.
pub fn judge_at<G: Game>(
    record: &Record<G::Config>,
    seat: Seat,
    index: usize,
    advisor: &mut dyn Advisor<G>,
    seed: u64,
) -> Result<Option<Moment<G::Action>>, String> {
    if index >= record.actions.len() {
        return Err(format!(
            "the record has {} actions: there is no action {index}",
            record.actions.len()
        ));
    }
    let mut game: G = record.start::<G>().map_err(|e| e.to_string())?;
    for i in 0..index {
        let action = action_at::<G>(record, i)?;
        play_at(&mut game, record, i, &action)?;
    }
    let played = action_at::<G>(record, index)?;
    Ok(judge_here(
        &game,
        seat,
        index,
        &played,
        advisor,
        seed,
        &mut Vec::new(),
    ))
}

fn action_at<G: Game>(record: &Record<G::Config>, index: usize) -> Result<G::Action, String> {
    let text = &record.actions[index];
    text.parse()
        .map_err(|e| format!("action {index} (\"{text}\") does not read: {e}"))
}

fn play_at<G: Game>(
    game: &mut G,
    record: &Record<G::Config>,
    index: usize,
    action: &G::Action,
) -> Result<(), String> {
    game.play(action).map_err(|e| {
        format!(
            "action {index} (\"{}\") does not apply: {}",
            record.actions[index], e.reason
        )
    })
}

/// The moment of the decision at `index` in `game` (which `played` then left), when it is one
/// of `seat` with more than one legal action: the advisor reseeded for this decision, then
/// [`judge`].
fn judge_here<G: Game>(
    game: &G,
    seat: Seat,
    index: usize,
    played: &G::Action,
    advisor: &mut dyn Advisor<G>,
    seed: u64,
    legal: &mut Vec<G::Action>,
) -> Option<Moment<G::Action>> {
    if game.to_act() != Some(seat) {
        return None;
    }
    game.legal_actions(legal);
    if legal.len() <= 1 {
        return None;
    }
    advisor.reseed(
        Rng::from_seed(seed ^ (index as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15)).next_u64(),
    );
    judge(game, seat, index, played, advisor)
}

/// One decision: the expert's advice, and the played action's estimate (from the same search
/// when it was visited enough, else from a search that starts with it).
fn judge<G: Game>(
    game: &G,
    seat: Seat,
    index: usize,
    played: &G::Action,
    advisor: &mut dyn Advisor<G>,
) -> Option<Moment<G::Action>> {
    let advice = advisor.advise(game, seat)?;
    let best = advice.best()?.clone();
    let played_win = if *played == best.action {
        best.win
    } else {
        match advice.candidates.iter().find(|c| c.action == *played) {
            Some(c) if f64::from(c.visits) >= WELL_VISITED * f64::from(best.visits) => c.win,
            _ => {
                let iterations = (advisor.budget(game, seat) / 4).max(1);
                advisor.value_of(game, seat, played, iterations)?
            }
        }
    };
    Some(Moment {
        index,
        played: played.clone(),
        best: best.action,
        played_win,
        best_win: best.win,
    })
}
