//! Actions and their notation (see `docs/notation.md`).
//!
//! | text | meaning |
//! |---|---|
//! | `draw` | reveal the top card of the deck into the harbour |
//! | `stop` | stop discovering; phase 2 (trade and hire) begins |
//! | `repel` | send the ship just drawn to the discard pile |
//! | `dock` | let the ship just drawn into the harbour |
//! | `take <face>` | take a harbour card: trade a ship or hire a character |
//! | `pass` | take nothing (more), or end the turn after a bust |
//! | `claim <expedition> <a>+<b>…` | claim an expedition, discarding the listed characters |
//! | `gamble` | use a gambler: reveal 4 cards at once (with the Gambler's cards mixed in) |
//! | `give <seat>` | name the player who gets the extra coin of a ship just traded (Just One More Contract) |
//! | `complete <contract>` | place a cube on a contract: complete it, or a step of it (contracts) |
//! | `skip <contract>` | let the chance of a contract that is completed at once go by |
//! | `decline <face>` | trade a ship declining all its coins (Frigate Foe, Galleon Foe) |
//! | `set-aside` | after a tax, move the top card of the time deck to the points deck (co-operative contracts; `pass` keeps it) |
//! | `mission <card>` | place a cube on the Adventure's mission of this story card (`mission 13`, `mission 27a`) |
//! | `cube` | at an End of Month that allows it, pay its coins to return the leftmost cube of your character card to the box (competitive Adventure; `pass` keeps them) |

use std::fmt;
use std::str::FromStr;

use islas_core::Seat;
use thiserror::Error;

use crate::adventure::data::CardNo;
use crate::contracts::table::{ContractId, contract_index, contract_name};
use crate::data::{FaceId, Kind, Symbol, face_by_id};
use crate::deck::{Info, face_by_any_id, face_id, face_info};

/// How an expedition is paid: which expedition, and how many of each symbol a jack of all
/// trades stands in for (by [`Symbol::index`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Claim {
    pub expedition: FaceId,
    pub jacks: [u8; 3],
}

/// One decision in Port Royal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    Draw,
    Stop,
    Repel,
    Dock,
    Take(FaceId),
    Pass,
    Claim(Claim),
    /// Use a gambler: reveal 4 cards at once (rulings.md BB4–BB6).
    Gamble,
    /// Give the extra coin of a ship just traded to this seat (rulings.md BB11).
    Give(Seat),
    /// Place a cube on a contract (by its index in `big_box::CONTRACTS`): complete it, or move
    /// to the next step of a multi-step contract (rulings.md BB13–BB17).
    Complete(ContractId),
    /// Let the chance of a contract that must be completed at once go by.
    Skip(ContractId),
    /// Trade a ship of the harbour declining all its coins, for Frigate Foe or Galleon Foe
    /// (rulings.md BB15).
    Decline(FaceId),
    /// After a tax is drawn (co-operative contracts): move the top card of the time deck to the
    /// points deck; `Pass` leaves it.
    SetAside,
    /// The Adventure: complete the mission on the back of this story card (place a cube on it).
    Mission(CardNo),
    /// The competitive Adventure, at an End of Month that allows it: pay the coins to return the
    /// leftmost cube of your character card to the box.
    BuyCube,
    /// The Adventure: take this goods ship from the harbour and keep it in your display as an
    /// item instead of trading it; while looking with a lookout, the card of this face put back
    /// on top of the deck.
    #[cfg(feature = "adventure")]
    Keep(FaceId),
    /// The Adventure: use a lookout (look at the top 3 cards of the deck).
    #[cfg(feature = "adventure")]
    Look,
    /// The Adventure: sell a kept ship of this face (its bread or rum to a tavern keeper, or its
    /// goods on a market day).
    #[cfg(feature = "adventure")]
    Sell(FaceId),
}

/// Text that is not an action.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("\"{text}\" is not an action: {reason}")]
pub struct ParseActionError {
    pub text: String,
    pub reason: String,
}

fn character_id(kind: Kind) -> &'static str {
    match kind {
        Kind::Captain => "captain",
        Kind::Priest => "priest",
        Kind::Settler => "settler",
        _ => "jack",
    }
}

impl Claim {
    /// The characters discarded, in canonical order: captains, priests, settlers, then jacks.
    /// A jack never stands in for more symbols than the expedition shows.
    pub fn discards(&self) -> Vec<Kind> {
        let mut out = Vec::new();
        let mut jacks = 0;
        if let Some(Info::Expedition { needs, .. }) = face_info(self.expedition) {
            for s in Symbol::ALL {
                let i = s.index();
                let by_jack = self.jacks[i].min(needs[i]);
                jacks += usize::from(by_jack);
                out.extend(std::iter::repeat_n(
                    s.character(),
                    usize::from(needs[i] - by_jack),
                ));
            }
        }
        out.extend(std::iter::repeat_n(Kind::JackOfAllTrades, jacks));
        out
    }
}

/// A face's id, or `#n` for a number that is no face (only a hand-built action can hold one).
fn face_name(face: FaceId) -> String {
    face_id(face).map_or_else(|| format!("#{face}"), str::to_string)
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Draw => f.write_str("draw"),
            Action::Stop => f.write_str("stop"),
            Action::Repel => f.write_str("repel"),
            Action::Dock => f.write_str("dock"),
            Action::Pass => f.write_str("pass"),
            Action::Gamble => f.write_str("gamble"),
            Action::SetAside => f.write_str("set-aside"),
            Action::BuyCube => f.write_str("cube"),
            Action::Mission(no) => write!(f, "mission {no}"),
            #[cfg(feature = "adventure")]
            Action::Keep(face) => write!(f, "keep {}", face_name(*face)),
            #[cfg(feature = "adventure")]
            Action::Look => f.write_str("look"),
            #[cfg(feature = "adventure")]
            Action::Sell(face) => write!(f, "sell {}", face_name(*face)),
            Action::Give(seat) => write!(f, "give {seat}"),
            Action::Take(face) => write!(f, "take {}", face_name(*face)),
            Action::Decline(face) => write!(f, "decline {}", face_name(*face)),
            Action::Complete(c) => write!(f, "complete {}", contract_name(*c)),
            Action::Skip(c) => write!(f, "skip {}", contract_name(*c)),
            Action::Claim(c) => {
                let list: Vec<&str> = c.discards().into_iter().map(character_id).collect();
                write!(f, "claim {} {}", face_name(c.expedition), list.join("+"))
            }
        }
    }
}

impl FromStr for Action {
    type Err = ParseActionError;

    fn from_str(text: &str) -> Result<Action, ParseActionError> {
        let err = |reason: &str| ParseActionError {
            text: text.to_string(),
            reason: reason.to_string(),
        };
        let lower = text.trim().to_ascii_lowercase();
        let words: Vec<&str> = lower.split_whitespace().collect();
        match words.as_slice() {
            ["draw"] => Ok(Action::Draw),
            ["stop"] => Ok(Action::Stop),
            ["set-aside"] => Ok(Action::SetAside),
            ["repel"] => Ok(Action::Repel),
            ["dock"] => Ok(Action::Dock),
            ["pass"] => Ok(Action::Pass),
            ["gamble"] => Ok(Action::Gamble),
            // Only a build that plays the Adventure reads its actions.
            #[cfg(feature = "adventure")]
            ["cube"] => Ok(Action::BuyCube),
            #[cfg(feature = "adventure")]
            ["mission", no] => match no.parse::<CardNo>() {
                Ok(n)
                    if n.chapter().is_some() && n.letter.is_none_or(|l| l == b'a' || l == b'b') =>
                {
                    Ok(Action::Mission(n))
                }
                _ => Err(err(
                    "write: mission <story card number>, e.g. mission 13 or mission 27a",
                )),
            },
            #[cfg(feature = "adventure")]
            ["mission", ..] => Err(err("write: mission <story card number>")),
            #[cfg(feature = "adventure")]
            ["look"] => Ok(Action::Look),
            #[cfg(feature = "adventure")]
            // Any card can be the one a lookout puts back: expeditions too (`exp-CC`).
            ["keep", id] => face_by_any_id(id)
                .or_else(|| {
                    id.strip_prefix("exp-")
                        .and_then(|x| face_by_id(&format!("exp-{}", x.to_ascii_uppercase())))
                })
                .map(Action::Keep)
                .ok_or_else(|| err("no card has this id")),
            #[cfg(feature = "adventure")]
            ["sell", id] => match face_by_any_id(id) {
                Some(face) if crate::deck::adventure::face(face).is_some() => {
                    Ok(Action::Sell(face))
                }
                _ => Err(err("only the Adventure's goods ships are sold")),
            },
            ["give", seat] => match seat.parse::<Seat>() {
                Ok(s) if s < 5 => Ok(Action::Give(s)),
                _ => Err(err("write: give <seat>, a seat from 0 to 4")),
            },
            ["take", id] => {
                let face = face_by_any_id(id).ok_or_else(|| err("no card has this id"))?;
                match face_info(face) {
                    Some(Info::Person { .. } | Info::Ship { .. }) => Ok(Action::Take(face)),
                    _ => Err(err("only ships and characters are taken from the harbour")),
                }
            }
            ["decline", id] => {
                let face = face_by_any_id(id).ok_or_else(|| err("no card has this id"))?;
                match face_info(face) {
                    Some(Info::Ship { .. }) => Ok(Action::Decline(face)),
                    _ => Err(err("only a ship's coins can be declined")),
                }
            }
            ["complete", id] => contract_index(id)
                .map(Action::Complete)
                .ok_or_else(|| err("no contract has this id")),
            ["skip", id] => contract_index(id)
                .map(Action::Skip)
                .ok_or_else(|| err("no contract has this id")),
            ["claim", id, list] => {
                let canonical = format!(
                    "exp-{}",
                    id.strip_prefix("exp-").unwrap_or(id).to_ascii_uppercase()
                );
                let face = face_by_id(&canonical);
                // The Adventure's expeditions go by their own ids.
                #[cfg(feature = "adventure")]
                let face = face.or_else(|| {
                    face_by_any_id(id).filter(|&f| crate::deck::adventure::face(f).is_some())
                });
                let face = face.ok_or_else(|| err("no expedition has this id"))?;
                let Some(Info::Expedition { needs, .. }) = face_info(face) else {
                    return Err(err("that card is not an expedition"));
                };
                let mut own = [0u8; 3];
                let mut jack_count = 0u8;
                for name in list.split('+') {
                    match name {
                        "captain" => own[Symbol::Anchor.index()] += 1,
                        "priest" => own[Symbol::Cross.index()] += 1,
                        "settler" => own[Symbol::House.index()] += 1,
                        "jack" => jack_count += 1,
                        _ => {
                            return Err(err(
                                "expeditions are paid with captain, priest, settler or jack",
                            ));
                        }
                    }
                    if own.iter().chain([&jack_count]).any(|&n| n > 3) {
                        return Err(err("too many characters for this expedition"));
                    }
                }
                let mut jacks = [0u8; 3];
                for s in Symbol::ALL {
                    let i = s.index();
                    if own[i] > needs[i] {
                        return Err(err(
                            "a listed character's symbol is not needed by this expedition",
                        ));
                    }
                    jacks[i] = needs[i] - own[i];
                }
                if jacks.iter().sum::<u8>() != jack_count {
                    return Err(err(
                        "the characters listed do not match the expedition's symbols",
                    ));
                }
                Ok(Action::Claim(Claim {
                    expedition: face,
                    jacks,
                }))
            }
            ["claim", ..] => Err(err("write: claim <expedition> <character>+<character>…")),
            ["take", ..] => Err(err("write: take <card id>")),
            ["give", ..] => Err(err("write: give <seat>")),
            ["decline", ..] => Err(err("write: decline <ship id>")),
            ["complete" | "skip", ..] => Err(err("write: complete <contract id>")),
            [] => Err(err("it is empty")),
            _ => Err(err(
                "try draw, stop, repel, dock, take, pass, claim, gamble, give, complete, skip or decline",
            )),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn simple_words() {
        for w in ["draw", "stop", "repel", "dock", "pass", "gamble", "cube"] {
            let a: Action = w.parse().unwrap();
            assert_eq!(a.to_string(), w);
        }
        assert_eq!(" DRAW ".parse::<Action>().unwrap(), Action::Draw);
    }

    #[test]
    fn give_names_a_seat() {
        let a: Action = "give 2".parse().unwrap();
        assert_eq!(a, Action::Give(2));
        assert_eq!(a.to_string(), "give 2");
        for bad in ["give", "give 5", "give -1", "give two", "give 1 2"] {
            assert!(bad.parse::<Action>().is_err(), "{bad}");
        }
    }

    #[test]
    fn take_uses_the_face_id() {
        let a: Action = "take blue-2-2".parse().unwrap();
        assert_eq!(a.to_string(), "take blue-2-2");
        assert!("take exp-AA".parse::<Action>().is_err());
        assert!("take kraken".parse::<Action>().is_err());
    }

    #[test]
    fn claim_lists_what_is_discarded() {
        let a: Action = "claim exp-CC priest+jack".parse().unwrap();
        assert_eq!(a.to_string(), "claim exp-CC priest+jack");
        let b: Action = "claim exp-aah jack+settler+captain".parse().unwrap();
        assert_eq!(b.to_string(), "claim exp-AAH captain+settler+jack");
        assert!("claim exp-CC priest".parse::<Action>().is_err());
        assert!("claim exp-CC captain+priest".parse::<Action>().is_err());
        assert!("claim exp-CC jack+jack+jack".parse::<Action>().is_err());
        assert!("claim sailor-3 priest+priest".parse::<Action>().is_err());
    }

    #[test]
    fn contract_actions_name_the_contract_or_the_ship() {
        for w in ["complete fighter", "skip jinx", "decline red-1-1"] {
            let a: Action = w.parse().unwrap();
            assert_eq!(a.to_string(), w);
        }
        assert!("complete kraken".parse::<Action>().is_err());
        assert!("decline captain".parse::<Action>().is_err());
        assert!("skip".parse::<Action>().is_err());
    }

    #[test]
    fn mission_names_the_story_card() {
        for w in ["mission 13", "mission 27a", "mission 28b"] {
            let a: Action = w.parse().unwrap();
            assert_eq!(a.to_string(), w);
        }
        for bad in [
            "mission",
            "mission x",
            "mission 9",
            "mission 13 14",
            "mission 27c",
            "mission 300",
        ] {
            assert!(bad.parse::<Action>().is_err(), "{bad}");
        }
    }
}
