//! Single-observer information-set Monte Carlo tree search (Cowling, Powley and Whitehouse,
//! 2012), generic over the [`Game`] contract.
//!
//! Each iteration deals one determinization of what the searching seat cannot see, walks the
//! tree of everyone's decisions with UCB weighted by availability, expands one node, plays a
//! rollout with the game's [`Knowledge`], and backs up each seat's reward.

use islas_core::{Game, Rng, Seat};

use crate::Bot;

/// What a game teaches the search: a rollout policy and an evaluation.
pub trait Knowledge<G: Game> {
    /// The rollout policy: the index in `legal` of the action to play in `state`.
    fn rollout(&mut self, state: &G, legal: &[G::Action], rng: &mut Rng) -> usize;
    /// Called when a rollout begins in `leaf`.
    fn rollout_begins(&mut self, leaf: &G);
    /// Whether a rollout stops in `state` to be evaluated, `depth` actions after it began.
    fn stop(&self, state: &G, depth: usize) -> bool;
    /// Each seat's expected reward in `0..=1` for a state that is not over.
    fn evaluate(&mut self, state: &G, rewards: &mut Vec<f64>);
    /// The iterations to spend on a decision in `view`, given the bot's budget `base` (by
    /// default `base`; a game may spend more where its rollouts are cheaper).
    fn budget(&self, _view: &G, base: u32) -> u32 {
        base
    }
    /// A decision of another seat that the search does not branch on: the index in `legal`
    /// of the action to play for it inside the tree walk, or `None` (the default) to search it
    /// as usual. Games with secret simultaneous choices script the others' choices here, so
    /// the tree never lets them answer the searcher's own hidden choice.
    fn scripted(
        &mut self,
        _state: &G,
        _legal: &[G::Action],
        _searcher: Seat,
        _rng: &mut Rng,
    ) -> Option<usize> {
        None
    }
}

/// A decision in the tree: its edges to the decisions after it.
struct Node<A> {
    edges: Vec<Edge<A>>,
}

/// An action tried at a node, with its statistics: kept in the node's own list, so a walk
/// reads one node's edges side by side instead of each child wherever it was allocated.
struct Edge<A> {
    action: A,
    /// The seat that chose it.
    seat: Seat,
    /// The node it leads to.
    node: usize,
    visits: u32,
    available: u32,
    reward: f64,
}

/// An ISMCTS bot with an iteration budget.
pub struct Ismcts<K> {
    name: String,
    knowledge: K,
    iterations: u32,
    exploration: f64,
    rng: Rng,
}

impl<K> Ismcts<K> {
    /// A search of `iterations` iterations per decision, seeded by `seed`.
    pub fn new(name: impl Into<String>, knowledge: K, iterations: u32, seed: u64) -> Self {
        Ismcts {
            name: name.into(),
            knowledge,
            iterations: iterations.max(1),
            exploration: 0.4,
            rng: Rng::from_seed(seed),
        }
    }

    /// The UCB exploration constant (rewards are in `0..=1`).
    pub fn with_exploration(mut self, c: f64) -> Self {
        self.exploration = c;
        self
    }

    /// Iterations per decision.
    pub fn iterations(&self) -> u32 {
        self.iterations
    }

    /// The iterations a decision in `view` gets: the budget as the game's knowledge scales it.
    pub(crate) fn knowledge_budget<G: Game>(&self, view: &G) -> u32
    where
        K: Knowledge<G>,
    {
        self.knowledge.budget(view, self.iterations).max(1)
    }
}

/// Terminal rewards ([`islas_core::Outcome::rewards`]): competitive winners share 1, others 0;
/// a co-operative game gives everyone 1 on a win and 0 on a loss.
fn outcome_rewards<G: Game>(state: &G, rewards: &mut Vec<f64>) -> bool {
    let Some(o) = state.outcome() else {
        return false;
    };
    *rewards = o.rewards();
    rewards.resize(state.players(), 0.0);
    true
}

/// What the search found for one action at the root.
#[derive(Clone, Debug, PartialEq)]
pub struct RootStat<A> {
    pub action: A,
    /// Iterations that went through this action.
    pub visits: u32,
    /// The mean reward backed up to the searching seat through this action, in `0..=1`.
    pub value: f64,
}

impl<K> Ismcts<K> {
    /// Reseeds the search's generator (a review gives each decision its own seed, so the
    /// same record always gets the same review).
    pub fn reseed(&mut self, seed: u64) {
        self.rng = Rng::from_seed(seed);
    }

    /// One search of `iterations` iterations from `view` (already the seat's view) for `seat`,
    /// which is to act. With `only`, every iteration begins with that root action (so an
    /// action the free search would hardly visit still gets a value). Returns the root's
    /// children in the order they were expanded, among the actions legal in `view`.
    pub(crate) fn search<G: Game>(
        &mut self,
        view: &G,
        seat: Seat,
        iterations: u32,
        only: Option<&G::Action>,
    ) -> Vec<RootStat<G::Action>>
    where
        K: Knowledge<G>,
    {
        let mut legal = Vec::new();
        let mut nodes: Vec<Node<G::Action>> = vec![Node { edges: Vec::new() }];
        // The edges walked in this iteration: (node, edge index).
        let mut path: Vec<(usize, usize)> = Vec::new();
        let mut rewards = Vec::new();
        let mut untried = Vec::new();
        // Per edge of the node being walked: whether its action is legal in this determinization.
        let mut legal_edge: Vec<bool> = Vec::new();
        for _ in 0..iterations.max(1) {
            let mut state = view.determinize(seat, &mut self.rng);
            let mut node = 0usize;
            path.clear();
            // Selection and expansion.
            while let Some(actor) = state.to_act() {
                state.legal_actions(&mut legal);
                if node == 0
                    && let Some(a) = only
                {
                    legal.retain(|b| b == a);
                }
                if actor != seat
                    && let Some(i) = self.knowledge.scripted(&state, &legal, seat, &mut self.rng)
                {
                    let Some(action) = legal.get(i).cloned() else {
                        break;
                    };
                    if state.play(&action).is_err() {
                        break;
                    }
                    continue;
                }
                untried.clear();
                let edges = &nodes[node].edges;
                legal_edge.clear();
                legal_edge.resize(edges.len(), false);
                // One pass finds both the untried actions and the legal edges (a node's edges
                // hold distinct actions).
                for (i, a) in legal.iter().enumerate() {
                    match edges.iter().position(|e| e.action == *a) {
                        Some(k) => legal_edge[k] = true,
                        None => untried.push(i),
                    }
                }
                if !untried.is_empty() {
                    let pick = untried[self.rng.below(untried.len() as u32) as usize];
                    let action = legal[pick].clone();
                    if state.play(&action).is_err() {
                        break;
                    }
                    let child = nodes.len();
                    nodes.push(Node { edges: Vec::new() });
                    let edges = &mut nodes[node].edges;
                    path.push((node, edges.len()));
                    edges.push(Edge {
                        action,
                        seat: actor,
                        node: child,
                        visits: 0,
                        available: 1,
                        reward: 0.0,
                    });
                    break;
                }
                let mut best = None;
                let mut best_score = f64::NEG_INFINITY;
                for (k, e) in nodes[node].edges.iter_mut().enumerate() {
                    if !legal_edge[k] {
                        continue;
                    }
                    e.available += 1;
                    let visits = f64::from(e.visits.max(1));
                    let score = e.reward / visits
                        + self.exploration * (f64::from(e.available).ln() / visits).sqrt();
                    if score > best_score {
                        best_score = score;
                        best = Some(k);
                    }
                }
                let Some(k) = best else {
                    break;
                };
                let edge = &nodes[node].edges[k];
                if state.play(&edge.action).is_err() {
                    break;
                }
                path.push((node, k));
                node = edge.node;
            }
            // Rollout.
            self.knowledge.rollout_begins(&state);
            let mut depth = 0;
            while state.to_act().is_some() && !self.knowledge.stop(&state, depth) {
                // Listed, picked and played in one call: the engine need not check its own
                // list's action again.
                let (knowledge, rng) = (&mut self.knowledge, &mut self.rng);
                let played = state.play_chosen(&mut legal, |state, legal| {
                    Some(knowledge.rollout(state, legal, rng))
                });
                if !matches!(played, Ok(Some(_))) {
                    break;
                }
                depth += 1;
            }
            if !outcome_rewards(&state, &mut rewards) {
                self.knowledge.evaluate(&state, &mut rewards);
            }
            // Backpropagation: each edge is credited with the reward of the seat that chose it.
            for &(n, k) in &path {
                let edge = &mut nodes[n].edges[k];
                edge.visits += 1;
                edge.reward += rewards.get(edge.seat as usize).copied().unwrap_or(0.0);
            }
        }
        view.legal_actions(&mut legal);
        nodes[0]
            .edges
            .iter()
            .filter(|e| legal.contains(&e.action))
            .map(|e| RootStat {
                action: e.action.clone(),
                visits: e.visits,
                value: e.reward / f64::from(e.visits.max(1)),
            })
            .collect()
    }
}

impl<G: Game, K: Knowledge<G>> Bot<G> for Ismcts<K> {
    fn name(&self) -> &str {
        &self.name
    }

    fn choose(&mut self, game: &G, seat: Seat) -> Option<G::Action> {
        let (view, mut legal) = crate::decision(game, seat)?;
        if legal.len() <= 1 {
            return legal.pop();
        }
        let iterations = self.knowledge_budget(&view);
        // The most visited root action; among equals the last expanded (as `max_by_key`
        // keeps the last maximum), which the golden records depend on.
        self.search(&view, seat, iterations, None)
            .into_iter()
            .max_by_key(|s| s.visits)
            .map(|s| s.action)
            .or_else(|| legal.into_iter().next())
    }
}
