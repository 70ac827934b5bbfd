//! Actions and their notation (see `docs/notation.md`, section "Puerto Rico").
//!
//! | text | meaning |
//! |---|---|
//! | `role <role>` | pick a role: settler, mayor, builder, craftsman, trader, captain, prospector, prospector-2 |
//! | `plant <good>` | settler phase: take a face-up plantation |
//! | `quarry` | settler phase: take a quarry (settler's privilege or construction hut) |
//! | `hacienda` | settler phase: draw the extra face-down plantation first |
//! | `place <target>` | mayor phase: put one colonist on a tile (`corn` … `coffee`, `quarry`, or a building) |
//! | `colonist yes`, `colonist no` | take or decline a free colonist (mayor's privilege, hospice, university) |
//! | `build <building>` | builder phase |
//! | `extra <good>` | craftsman's privilege: the extra barrel |
//! | `sell <good>` | trader phase |
//! | `load <good> <ship>` | captain phase: load onto the cargo ship of that capacity |
//! | `wharf <good>` | captain phase: ship every barrel of a kind with the wharf |
//! | `store <good>` | end of the captain phase: keep every barrel of a kind in a warehouse (optional) |
//! | `keep <good>` | end of the captain phase: the one barrel kept on the compass rose |
//! | `pass` | decline (settler, builder, trader; the craftsman's extra barrel; captain with only the wharf left; storage: keep nothing more) |

use std::fmt;
use std::str::FromStr;

use crate::data::{BUILDINGS, Building, Good, Role};
use crate::state::QUARRY;

/// Where a colonist is placed in the mayor phase: island tile kinds 0–5 (corn … coffee,
/// quarry), then buildings 6–28 in the order of [`Building::ALL`].
pub type Target = u8;
/// Number of targets.
pub const TARGETS: usize = 6 + BUILDINGS;

/// The target's notation.
pub fn target_id(t: Target) -> &'static str {
    match usize::from(t) {
        QUARRY => "quarry",
        k if k < QUARRY => Good::ALL[k].id(),
        k => Building::ALL.get(k - 6).map_or("?", |b| b.id()),
    }
}

fn target_from_id(s: &str) -> Option<Target> {
    if s == "quarry" {
        return Some(QUARRY as u8);
    }
    if let Some(g) = Good::from_id(s) {
        return Some(g as u8);
    }
    Building::from_id(s).map(|b| b as u8 + 6)
}

/// One decision in Puerto Rico.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    Role(Role),
    Plant(Good),
    Quarry,
    Hacienda,
    Place(Target),
    Build(Building),
    /// Take (`true`) or decline a free colonist: the mayor's privilege, a hospice, a university.
    Colonist(bool),
    Extra(Good),
    Sell(Good),
    /// A good and the cargo ship, named by its capacity (capacities differ within a game).
    Load(Good, u8),
    Wharf(Good),
    Store(Good),
    Keep(Good),
    Pass,
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Role(r) => write!(f, "role {}", r.id()),
            Action::Plant(g) => write!(f, "plant {}", g.id()),
            Action::Quarry => f.write_str("quarry"),
            Action::Hacienda => f.write_str("hacienda"),
            Action::Place(t) => write!(f, "place {}", target_id(*t)),
            Action::Build(b) => write!(f, "build {}", b.id()),
            Action::Colonist(take) => {
                write!(f, "colonist {}", if *take { "yes" } else { "no" })
            }
            Action::Extra(g) => write!(f, "extra {}", g.id()),
            Action::Sell(g) => write!(f, "sell {}", g.id()),
            Action::Load(g, cap) => write!(f, "load {} {}", g.id(), cap),
            Action::Wharf(g) => write!(f, "wharf {}", g.id()),
            Action::Store(g) => write!(f, "store {}", g.id()),
            Action::Keep(g) => write!(f, "keep {}", g.id()),
            Action::Pass => f.write_str("pass"),
        }
    }
}

/// Text that is not an action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseActionError(pub String);

impl fmt::Display for ParseActionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ParseActionError {}

impl FromStr for Action {
    type Err = ParseActionError;
    fn from_str(text: &str) -> Result<Action, ParseActionError> {
        let err = |why: &str| ParseActionError(format!("\"{text}\": {why}"));
        let lower = text.to_ascii_lowercase();
        let mut words = lower.split_whitespace();
        let verb = words.next().ok_or_else(|| err("empty"))?;
        let arg = words.next();
        let arg2 = words.next();
        if words.next().is_some() {
            return Err(err("too many words"));
        }
        let good = |a: Option<&str>| {
            a.and_then(Good::from_id)
                .ok_or_else(|| err("expected a good: corn, indigo, sugar, tobacco or coffee"))
        };
        let none = |a: Option<&str>, action: Action| match a {
            None => Ok(action),
            Some(_) => Err(err("takes no argument")),
        };
        let single = |action: Action| match arg2 {
            None => Ok(action),
            Some(_) => Err(err("too many words")),
        };
        match verb {
            "role" => single(Action::Role(
                arg.and_then(Role::from_id)
                    .ok_or_else(|| err("expected a role"))?,
            )),
            "plant" => single(Action::Plant(good(arg)?)),
            "quarry" => none(arg, Action::Quarry),
            "hacienda" => none(arg, Action::Hacienda),
            "pass" => none(arg, Action::Pass),
            "place" => single(Action::Place(
                arg.and_then(target_from_id)
                    .ok_or_else(|| err("expected a tile kind or a building"))?,
            )),
            "build" => single(Action::Build(
                arg.and_then(Building::from_id)
                    .ok_or_else(|| err("expected a building"))?,
            )),
            "colonist" => single(Action::Colonist(match arg {
                Some("yes") => true,
                Some("no") => false,
                _ => return Err(err("expected yes or no")),
            })),
            "extra" => single(Action::Extra(good(arg)?)),
            "sell" => single(Action::Sell(good(arg)?)),
            "wharf" => single(Action::Wharf(good(arg)?)),
            "store" => single(Action::Store(good(arg)?)),
            "keep" => single(Action::Keep(good(arg)?)),
            "load" => {
                let g = good(arg)?;
                let ship = arg2.ok_or_else(|| err("expected a ship"))?;
                let cap: u8 = ship
                    .parse()
                    .map_err(|_| err("expected a ship's capacity"))?;
                Ok(Action::Load(g, cap))
            }
            _ => Err(err("unknown action")),
        }
    }
}
