//! Actions and their notation (see `docs/notation.md`, section Jamaica).
//!
//! | text | meaning |
//! |---|---|
//! | `roll` | the captain rolls the two action dice |
//! | `dice <m> <e>` | the captain puts the die showing `m` on morning, `e` on evening |
//! | `choose <n>` | choose action card `n` (1–11) from the hand, face down |
//! | `outer` / `inner` | at a fork, take the outer lane or the inner channel |
//! | `empty <h>` | empty hold `h` (1–5; 6 is the sixth hold) to load into it |
//! | `attack <s>` / `attack ghost` | fight this ship of several on the space |
//! | `powder <n>` | spend `n` gunpowder and roll the combat die |
//! | `reroll` / `keep` | Saran's Saber: reroll the die just rolled, or let it stand |
//! | `steal hold <h>` | take the contents of the loser's hold `h` |
//! | `steal <i>` | take the loser's face-down treasure `i` (1 = the first they got), unseen |
//! | `steal map` / `steal saber` / `steal beth` / `steal sixth-hold` | take a face-up power |
//! | `give <i>` | give the loser your face-down (cursed) treasure `i` |
//! | `spare` | the winner takes nothing |
//! | `ghost forward` / `ghost back` | the captain's choice of the ghost ship's direction |

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use crate::data::Power;
use crate::state::GHOST;

/// One decision in Jamaica.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    Roll,
    /// Morning die, evening die.
    Dice(u8, u8),
    /// A card number, 1–11.
    Choose(u8),
    /// `false`: the outer lane; `true`: the inner channel.
    Fork(bool),
    /// A hold, 0–5 (5 is the sixth hold).
    Empty(u8),
    /// A ship: a seat, or [`GHOST`].
    Attack(u8),
    Powder(u8),
    Reroll,
    Keep,
    /// A hold of the loser, 0–5.
    StealHold(u8),
    /// The loser's face-down treasure, by position (0 = the first they got).
    StealTreasure(u8),
    StealPower(Power),
    /// The winner's own face-down treasure, by position.
    Give(u8),
    Spare,
    /// The ghost ship's direction: `true` forward.
    Ghost(bool),
}

/// Text that is not an action.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("\"{text}\" is not an action: {reason}")]
pub struct ParseActionError {
    pub text: String,
    pub reason: String,
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Roll => f.write_str("roll"),
            Action::Dice(m, e) => write!(f, "dice {m} {e}"),
            Action::Choose(n) => write!(f, "choose {n}"),
            Action::Fork(false) => f.write_str("outer"),
            Action::Fork(true) => f.write_str("inner"),
            Action::Empty(h) => write!(f, "empty {}", u16::from(*h) + 1),
            Action::Attack(s) if *s == GHOST => f.write_str("attack ghost"),
            Action::Attack(s) => write!(f, "attack {s}"),
            Action::Powder(n) => write!(f, "powder {n}"),
            Action::Reroll => f.write_str("reroll"),
            Action::Keep => f.write_str("keep"),
            Action::StealHold(h) => write!(f, "steal hold {}", u16::from(*h) + 1),
            Action::StealTreasure(i) => write!(f, "steal {}", u16::from(*i) + 1),
            Action::StealPower(p) => write!(f, "steal {}", p.id()),
            Action::Give(i) => write!(f, "give {}", u16::from(*i) + 1),
            Action::Spare => f.write_str("spare"),
            Action::Ghost(true) => f.write_str("ghost forward"),
            Action::Ghost(false) => f.write_str("ghost back"),
        }
    }
}

fn number(text: &str, word: Option<&str>, lo: u8, hi: u8) -> Result<u8, ParseActionError> {
    let err = |reason: String| ParseActionError {
        text: text.to_string(),
        reason,
    };
    let w = word.ok_or_else(|| err("a number is missing".into()))?;
    let n: u8 = w
        .parse()
        .map_err(|_| err(format!("\"{w}\" is not a number")))?;
    if !(lo..=hi).contains(&n) {
        return Err(err(format!("{n} is not between {lo} and {hi}")));
    }
    Ok(n)
}

impl FromStr for Action {
    type Err = ParseActionError;
    fn from_str(text: &str) -> Result<Action, ParseActionError> {
        let err = |reason: &str| ParseActionError {
            text: text.to_string(),
            reason: reason.to_string(),
        };
        let lower = text.trim().to_ascii_lowercase();
        let mut words = lower.split_whitespace();
        let head = words.next().ok_or_else(|| err("it is empty"))?;
        let a = match head {
            "roll" => Action::Roll,
            "dice" => {
                let m = number(text, words.next(), 1, 6)?;
                let e = number(text, words.next(), 1, 6)?;
                Action::Dice(m, e)
            }
            "choose" => Action::Choose(number(text, words.next(), 1, 11)?),
            "outer" => Action::Fork(false),
            "inner" => Action::Fork(true),
            "empty" => Action::Empty(number(text, words.next(), 1, 6)? - 1),
            "attack" => match words.next() {
                Some("ghost") => Action::Attack(GHOST),
                w => Action::Attack(number(text, w, 0, 5)?),
            },
            "powder" => Action::Powder(number(text, words.next(), 0, 99)?),
            "reroll" => Action::Reroll,
            "keep" => Action::Keep,
            "steal" => match words.next() {
                Some("hold") => Action::StealHold(number(text, words.next(), 1, 6)? - 1),
                Some(w) if Power::from_id(w).is_some() => {
                    Action::StealPower(Power::from_id(w).unwrap_or(Power::Map))
                }
                w => Action::StealTreasure(number(text, w, 1, 9)? - 1),
            },
            "give" => Action::Give(number(text, words.next(), 1, 9)? - 1),
            "spare" => Action::Spare,
            "ghost" => match words.next() {
                Some("forward") => Action::Ghost(true),
                Some("back") => Action::Ghost(false),
                _ => return Err(err("the ghost ship goes \"forward\" or \"back\"")),
            },
            _ => return Err(err("no action starts with this word")),
        };
        if words.next().is_some() {
            return Err(err("there are words too many"));
        }
        Ok(a)
    }
}
