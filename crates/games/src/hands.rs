//! Hands, the test-only game (feature `test-game`), in the registry: generic bots (uniform
//! random for easy; a search with random rollouts for medium and hard) and plain words.

use islas_ai::{Advisor, Bot, Ismcts, Knowledge, Level, RandomBot};
use islas_core::{Game, Rng, Seat};
use islas_hands::{Action, Event, Hands};

use crate::{Registered, who};

/// Random rollouts to the end of the game (it is six plays long).
struct Rollouts;

impl Knowledge<Hands> for Rollouts {
    fn rollout(&mut self, _: &Hands, legal: &[Action], rng: &mut Rng) -> usize {
        rng.below(legal.len() as u32) as usize
    }
    fn rollout_begins(&mut self, _: &Hands) {}
    fn stop(&self, _: &Hands, _: usize) -> bool {
        false
    }
    fn evaluate(&mut self, state: &Hands, rewards: &mut Vec<f64>) {
        rewards.clear();
        rewards.resize(state.players(), 0.5);
    }
}

impl Registered for Hands {
    fn bot(level: Level, seed: u64) -> Box<dyn Bot<Hands>> {
        match level {
            Level::Easy => Box::new(RandomBot::new(seed)),
            Level::Medium => Box::new(Ismcts::new("medium", Rollouts, 50, seed)),
            Level::Hard => Self::hard_bot(seed, 400),
            Level::Expert => Self::expert(seed, None),
        }
    }
    fn hard_bot(seed: u64, iterations: u32) -> Box<dyn Bot<Hands>> {
        Box::new(Ismcts::new("hard", Rollouts, iterations, seed))
    }
    const REVIEW_ITERATIONS: u32 = 400;
    fn expert(seed: u64, iterations: Option<u32>) -> Box<dyn Advisor<Hands>> {
        Box::new(Ismcts::new(
            "expert",
            Rollouts,
            iterations.unwrap_or(1600),
            seed,
        ))
    }
    fn event_words(event: &Event, me: Option<Seat>) -> String {
        match event {
            Event::Drew { seat } => format!("{} drew a card", who(*seat, me)),
            Event::DrewCard { seat, card } => format!("{} drew {card}", who(*seat, me)),
            Event::Played { seat, card } => format!("{} played {card}", who(*seat, me)),
            Event::Over => "the game is over".to_string(),
        }
    }
    fn turns(&self) -> u32 {
        u32::from(self.plays)
    }
}
