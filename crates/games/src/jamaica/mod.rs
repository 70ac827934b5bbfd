//! Jamaica in the registry: its bots and its words for the terminal.

use islas_ai::{Advisor, Bot, Level, jamaica as bots};
use islas_core::{Game, Seat};
use islas_jamaica::data::{CARDS, Symbol, TREASURE_IDS};
use islas_jamaica::{Action, Event, GHOST, Good, HIDDEN_CARD, Jamaica, Power, UNKNOWN};

use crate::{Registered, who};

fn ship_name(ship: u8, me: Option<Seat>) -> String {
    if ship == GHOST {
        "the ghost ship".to_string()
    } else {
        who(ship, me)
    }
}

fn symbol(s: Symbol) -> &'static str {
    match s {
        Symbol::Load(Good::Food) => "food",
        Symbol::Load(Good::Gunpowder) => "gunpowder",
        Symbol::Load(Good::Doubloons) => "doubloons",
        Symbol::Forward => "forward",
        Symbol::Backward => "back",
    }
}

fn card_words(n: u8) -> String {
    match CARDS.get(usize::from(n).wrapping_sub(1)) {
        Some((m, e)) => format!("{n} ({} / {})", symbol(*m), symbol(*e)),
        None => "?".to_string(),
    }
}

impl Registered for Jamaica {
    fn bot(level: Level, seed: u64) -> Box<dyn Bot<Jamaica>> {
        bots::bot(level, seed)
    }
    fn hard_bot(seed: u64, iterations: u32) -> Box<dyn Bot<Jamaica>> {
        Box::new(bots::hard(seed, iterations))
    }
    const REVIEW_ITERATIONS: u32 = 3_000;
    fn expert(seed: u64, iterations: Option<u32>) -> Box<dyn Advisor<Jamaica>> {
        Box::new(bots::expert(
            seed,
            iterations.unwrap_or(bots::EXPERT_ITERATIONS),
        ))
    }
    fn turns(&self) -> u32 {
        u32::from(self.round())
    }
    fn event_words(event: &Event, me: Option<Seat>) -> String {
        let n = |s: &u8| ship_name(*s, me);
        match event {
            Event::RoundStarted { round, captain } => {
                format!("round {round}: {} is captain", n(captain))
            }
            Event::Rolled { dice } => format!("the action dice show {} and {}", dice[0], dice[1]),
            Event::DiceOrdered { morning, evening } => {
                format!("morning {morning}, evening {evening}")
            }
            Event::Chose { seat } => format!("{} chose a card", n(seat)),
            Event::Revealed { seat, card } => format!("{} plays {}", n(seat), card_words(*card)),
            Event::Loaded {
                ship,
                good,
                amount,
                hold,
            } => {
                format!(
                    "{} loads {amount} {} into hold {}",
                    n(ship),
                    good.id(),
                    hold + 1
                )
            }
            Event::Emptied {
                ship,
                hold,
                good,
                amount,
            } => format!(
                "{} empties hold {} ({amount} {})",
                n(ship),
                hold + 1,
                good.id()
            ),
            Event::LoadIgnored { ship, good } => {
                format!(
                    "{}: every hold holds {}, the load is ignored",
                    n(ship),
                    good.id()
                )
            }
            Event::Moved { ship, from, to } => format!("{} sails from {from} to {to}", n(ship)),
            Event::Arrived { seat } => format!("{} reaches Port Royal!", n(seat)),
            Event::EveningIgnored { seat } => format!("{}'s evening action is ignored", n(seat)),
            Event::TreasureFound { ship, space, power } => match power {
                Some(p) => format!("{} finds {} at the lair {space}", n(ship), p.id()),
                None => format!("{} finds a face-down treasure at the lair {space}", n(ship)),
            },
            Event::Paid {
                seat, good, amount, ..
            } => {
                format!("{} pays {amount} {}", n(seat), good.id())
            }
            Event::Shortage {
                seat, space, paid, ..
            } => format!(
                "{} cannot pay space {space}: pays {paid} and goes back",
                n(seat)
            ),
            Event::Attacked { attacker, defender } => {
                format!("{} attacks {}", n(attacker), n(defender))
            }
            Event::CombatRoll {
                ship,
                powder,
                face,
                strength,
                ..
            } => {
                if *face == 0 {
                    format!("{} spends {powder} gunpowder and rolls the star!", n(ship))
                } else {
                    format!(
                        "{} spends {powder} gunpowder and rolls {face}: strength {strength}",
                        n(ship)
                    )
                }
            }
            Event::Rerolled {
                by,
                ship,
                face,
                strength,
            } => format!(
                "{} uses Saran's Saber: {} rerolls {}, strength {strength}",
                n(by),
                n(ship),
                if *face == 0 {
                    "the star".to_string()
                } else {
                    face.to_string()
                }
            ),
            Event::Won { winner, loser } => format!("{} beats {}", n(winner), n(loser)),
            Event::Tied => "a tie: nothing happens".to_string(),
            Event::StoleHold {
                winner,
                loser,
                good,
                amount,
                ..
            } => format!(
                "{} takes {amount} {} from {}",
                n(winner),
                good.id(),
                n(loser)
            ),
            Event::StoleTreasure {
                winner,
                loser,
                power,
                ..
            } => match power {
                Some(p) => format!(
                    "{} takes a treasure from {}: {}",
                    n(winner),
                    n(loser),
                    p.id()
                ),
                None => format!("{} takes a face-down treasure from {}", n(winner), n(loser)),
            },
            Event::StolePower {
                winner,
                loser,
                power,
                ..
            } => {
                format!("{} takes {} from {}", n(winner), power.id(), n(loser))
            }
            Event::GaveTreasure { winner, loser, .. } => {
                format!("{} gives {} a treasure", n(winner), n(loser))
            }
            Event::Spared { winner } => format!("{} takes nothing", n(winner)),
            Event::GhostCourse { forward } => format!(
                "the ghost ship sails {}",
                if *forward { "forward" } else { "back" }
            ),
            Event::Reshuffled { seat } => format!("{} shuffles a new deck", n(seat)),
            Event::Drew { seat, cards } => format!("{} draws {cards}", n(seat)),
            Event::DrewCards { seat, cards } => {
                let named: Vec<String> = (1..=11u8)
                    .filter(|c| cards & (1 << c) != 0)
                    .map(card_words)
                    .collect();
                format!("{} draws {}", n(seat), named.join(", "))
            }
            Event::GameOver => "the game is over".to_string(),
        }
    }
    fn table_words(&self, me: Option<Seat>) -> String {
        let view = match me {
            Some(s) => self.view(s),
            None => self.clone(),
        };
        let mut out = format!(
            "round {}, captain {}, dice {} / {}\n",
            view.round(),
            view.captain(),
            view.dice()[0],
            view.dice()[1]
        );
        for s in view.ship_ids() {
            let ship = view.ship(s);
            let (holds, n) = view.holds(s);
            let goods: Vec<String> = holds[..n]
                .iter()
                .map(|h| match h.good() {
                    Some(g) if h.amount > 0 => format!("{} {}", h.amount, g.id()),
                    _ => "-".to_string(),
                })
                .collect();
            let treasures: Vec<&str> = ship.face_down[..usize::from(ship.face_down_len)]
                .iter()
                .map(|&t| {
                    if t == UNKNOWN {
                        "?"
                    } else {
                        TREASURE_IDS[usize::from(t)]
                    }
                })
                .collect();
            let powers: Vec<&str> = Power::ALL
                .iter()
                .filter(|&&p| view.power_holder(p) == Some(s))
                .map(|p| p.id())
                .collect();
            out.push_str(&format!(
                "  {}: space {}{} [{}] treasures [{}] powers [{}]\n",
                ship_name(s, me),
                ship.space,
                if ship.behind {
                    " (behind the start)"
                } else {
                    ""
                },
                goods.join(", "),
                treasures.join(", "),
                powers.join(", ")
            ));
            if s < 6 {
                let c = view.cards(s);
                let hand: Vec<String> = (1..=11u8)
                    .filter(|n| c.hand & (1 << n) != 0)
                    .map(card_words)
                    .collect();
                let chosen = match c.chosen {
                    0 => String::new(),
                    HIDDEN_CARD => ", a card chosen".to_string(),
                    n => format!(", chose {}", card_words(n)),
                };
                if Some(s) == me {
                    out.push_str(&format!("    hand: {}{chosen}\n", hand.join(", ")));
                } else {
                    out.push_str(&format!("    {} cards in hand{chosen}\n", c.hand_len));
                }
            }
        }
        out
    }
    fn action_words(&self, action: &Action) -> String {
        match action {
            Action::Choose(n) => format!("play card {}", card_words(*n)),
            Action::Fork(false) => "take the outer lane".to_string(),
            Action::Fork(true) => "take the inner channel".to_string(),
            _ => String::new(),
        }
    }
}
