//! The `Game` trait: the whole contract between a rules engine and everything else.

use std::fmt::{Debug, Display};
use std::str::FromStr;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::{IllegalAction, Rng, Seed, SetupError};

/// A player's place at the table: `0` is the start player, then clockwise.
pub type Seat = u8;

/// A game's rules engine. One value holds the whole state, including its random generator.
///
/// Contract (every game's tests check it):
/// - `legal_actions` lists every action `play` accepts, in a fixed order, and is never empty
///   while `to_act` is `Some`;
/// - `play` either applies the action or returns an error and leaves the state untouched;
/// - `view(seat)` holds nothing that `seat` cannot know, and two states that differ only in such
///   hidden things have equal views;
/// - `determinize(seat, rng)` fills what `seat` cannot know with one consistent guess.
pub trait Game: Clone + Serialize + DeserializeOwned + 'static {
    /// The game's short name in records and links, e.g. `port-royal`.
    const NAME: &'static str;
    /// Bumped whenever a rule, the card data or the order of `legal_actions` changes, since
    /// each of those changes what an old record means.
    const RULES_VERSION: u32;

    /// Players, mode, variants, and optionally a stacked setup.
    type Config: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    /// One decision; `Display`/`FromStr` are the game's notation.
    type Action: Clone + Eq + Debug + Display + FromStr<Err: Display>;

    /// A new game dealt from `seed`.
    fn setup(config: &Self::Config, seed: Seed) -> Result<Self, SetupError>;
    /// The seat that decides next; `None` once the game is over.
    fn to_act(&self) -> Option<Seat>;
    /// Appends every legal action, in a fixed order, to `out` (which is cleared first).
    fn legal_actions(&self, out: &mut Vec<Self::Action>);
    /// Applies `action`, or returns why it is illegal and leaves the state untouched.
    fn play(&mut self, action: &Self::Action) -> Result<(), IllegalAction>;
    /// Final scores and ranks once the game is over.
    fn outcome(&self) -> Option<Outcome>;
    /// The state as `seat` sees it: hidden information replaced by a canonical filler.
    fn view(&self, seat: Seat) -> Self;
    /// A state consistent with everything `seat` knows, hidden parts resampled with `rng`.
    fn determinize(&self, seat: Seat, rng: &mut Rng) -> Self;
    /// Number of seats at the table.
    fn players(&self) -> usize;
}

/// How a finished game ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// One entry per seat, in seat order.
    pub players: Vec<PlayerResult>,
}

/// One seat's result.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerResult {
    pub seat: Seat,
    /// The score shown to people (influence, victory points…).
    pub points: i32,
    /// The full ranking key, compared lexicographically, higher is better (e.g. points, then
    /// coins). Seats with equal keys share their rank.
    pub key: Vec<i32>,
    /// 0 for the winners, then 1, 2… (shared ranks skip: 0, 0, 2).
    pub rank: u8,
}

impl Outcome {
    /// Ranks seats by their keys (higher is better; equal keys share a rank).
    pub fn from_keys(points: &[i32], keys: Vec<Vec<i32>>) -> Outcome {
        let players = keys
            .iter()
            .enumerate()
            .map(|(seat, key)| PlayerResult {
                seat: seat as Seat,
                points: points[seat],
                key: key.clone(),
                rank: keys.iter().filter(|other| *other > key).count() as u8,
            })
            .collect();
        Outcome { players }
    }

    /// The seats that share first place.
    pub fn winners(&self) -> Vec<Seat> {
        self.players
            .iter()
            .filter(|p| p.rank == 0)
            .map(|p| p.seat)
            .collect()
    }
}

/// A stable 64-bit fingerprint of any serialisable value (FNV-1a over its JSON form), used by
/// golden records to pin a final state.
pub fn fingerprint<T: Serialize>(value: &T) -> u64 {
    let bytes = serde_json::to_vec(value).unwrap_or_default();
    let mut h: u64 = 0xCBF2_9CE4_8422_2325;
    for b in bytes {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01B3);
    }
    h
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_keys_share_a_rank_and_ranks_skip() {
        let o = Outcome::from_keys(
            &[5, 5, 3, 5],
            vec![vec![5, 2], vec![5, 2], vec![3, 9], vec![5, 1]],
        );
        let ranks: Vec<u8> = o.players.iter().map(|p| p.rank).collect();
        assert_eq!(ranks, [0, 0, 3, 2]);
        assert_eq!(o.winners(), [0, 1]);
    }

    #[test]
    fn fingerprint_is_stable() {
        assert_eq!(fingerprint(&[1u8, 2, 3]), 0x28BB_EE43_9869_9F19);
        assert_ne!(fingerprint(&"a"), fingerprint(&"b"));
    }
}
