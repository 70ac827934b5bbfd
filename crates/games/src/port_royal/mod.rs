//! Port Royal in the registry: its bots and its words for the terminal.

pub mod words;

use islas_ai::{Advisor, Bot, Level, port_royal as bots};
use islas_core::{Game, Seat};
use islas_port_royal::{Action, Event, PortRoyal};

use crate::Registered;

impl Registered for PortRoyal {
    fn bot(level: Level, seed: u64) -> Box<dyn Bot<PortRoyal>> {
        bots::bot(level, seed)
    }
    fn hard_bot(seed: u64, iterations: u32) -> Box<dyn Bot<PortRoyal>> {
        Box::new(bots::hard(seed, iterations))
    }
    const REVIEW_ITERATIONS: u32 = 3_000;
    fn expert(seed: u64, iterations: Option<u32>) -> Box<dyn Advisor<PortRoyal>> {
        Box::new(bots::expert(
            seed,
            iterations.unwrap_or(bots::EXPERT_ITERATIONS),
        ))
    }
    fn event_words(event: &Event, me: Option<Seat>) -> String {
        words::event(event, me)
    }
    fn table_words(&self, me: Option<Seat>) -> String {
        words::table(self, me)
    }
    fn outcome_words(&self, me: Option<Seat>) -> String {
        words::outcome(self, me)
    }
    fn turns(&self) -> u32 {
        self.turn()
    }
    fn action_words(&self, action: &Action) -> String {
        match action {
            Action::Draw => "reveal the top card of the deck".to_string(),
            Action::Stop => "stop discovering and go on to trade and hire".to_string(),
            Action::Repel => "send the ship just drawn to the discard pile".to_string(),
            Action::Dock => "let the ship just drawn into the harbour".to_string(),
            Action::Pass => "take nothing (more) and hand on".to_string(),
            Action::Take(face) => {
                let card = self
                    .harbour()
                    .iter()
                    .copied()
                    .find(|&c| islas_port_royal::deck::card_face(c) == *face);
                let mut gloss = card.map(words::card_long).unwrap_or_default();
                let taker = self.to_act().unwrap_or(0);
                if let Some(cost) = PortRoyal::hire_cost(*face, &self.tally(taker)) {
                    gloss.push_str(&format!("; hiring costs you {cost}"));
                }
                if taker != self.active() {
                    gloss.push_str(&format!(", plus 1 coin to seat {}", self.active()));
                }
                gloss
            }
            Action::Claim(_) => "claim the expedition with these characters".to_string(),
            Action::Give(seat) => format!("give the ship's extra coin to seat {seat}"),
            Action::Complete(c) => match islas_port_royal::contracts::contract(*c) {
                Some(k) => format!(
                    "place a cube on the contract {} ({}): complete it, or its next step",
                    k.id, k.names.0
                ),
                None => "place a cube on a contract".to_string(),
            },
            Action::Skip(c) => format!(
                "let the chance of {} go by",
                islas_port_royal::contracts::contract_name(*c)
            ),
            Action::Decline(_) => {
                "take this ship declining all its coins, for Frigate Foe or Galleon Foe".to_string()
            }
            Action::Mission(no) => format!(
                "place your leftmost cube on mission {no}: pay its minus parts, take its rewards"
            ),
            Action::BuyCube => {
                "pay the End of Month's coins to return your leftmost cube to the box".to_string()
            }
            Action::SetAside => {
                "move the top card of the time deck to the points deck: one turn less, one point \
                 more if the contracts are all completed"
                    .to_string()
            }
            Action::Gamble => {
                "use a gambler: reveal 4 cards at once, no repelling; a second ship of a colour \
                 busts, otherwise phase 2 with 1 more card"
                    .to_string()
            }
            // The Adventure's game cards (keep a goods ship, look with a lookout, sell goods):
            // only a build with the Adventure has these actions, and they say themselves.
            #[allow(unreachable_patterns)]
            _ => format!(
                "{action}: the Adventure's game cards (keep a goods ship as an item, use a lookout, sell goods)"
            ),
        }
    }
}
