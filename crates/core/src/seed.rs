//! Seeds people can read, type and share.
//!
//! A seed prints as 8 Crockford base-32 characters (`0-9`, `A-Z` without `I L O U`), 40 bits.
//! The printed form parses back to the same seed (case does not matter). Any other text a person
//! types, such as `pirates`, maps deterministically to a seed through a fixed hash.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use thiserror::Error;

const ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const LEN: usize = 8;
const BITS: u32 = 40;
const MASK: u64 = (1 << BITS) - 1;

/// A game seed: 40 bits, shown as 8 Crockford base-32 characters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Seed(u64);

/// Why a text is not a seed.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SeedError {
    /// Nothing but spaces was given.
    #[error("the seed is empty: type any word or leave it to chance")]
    Empty,
}

fn digit(c: u8) -> Option<u64> {
    let c = c.to_ascii_uppercase();
    ALPHABET.iter().position(|&a| a == c).map(|p| p as u64)
}

/// FNV-1a over bytes, then a SplitMix64 finaliser: a stable text hash.
fn text_hash(text: &str) -> u64 {
    let mut h = crate::game::fnv1a(text.as_bytes());
    crate::rng::splitmix64(&mut h)
}

impl Seed {
    /// The seed with these 40 bits (higher bits are dropped).
    pub fn from_u64(value: u64) -> Seed {
        Seed(value & MASK)
    }

    /// A fresh seed from the platform's randomness (the browser's `crypto.getRandomValues` in
    /// wasm, the operating system natively), for a game nobody asked to repeat. Should the
    /// platform refuse, the clock is used (natively) or a fixed mix (in wasm), never a panic.
    #[cfg(feature = "random")]
    pub fn random() -> Seed {
        let mut bytes = [0u8; 8];
        let value = match getrandom::fill(&mut bytes) {
            Ok(()) => u64::from_le_bytes(bytes),
            Err(_) => fallback_entropy(),
        };
        Seed::from_u64(crate::rng::Rng::from_seed(value).next_u64())
    }

    /// The seed's 40 bits.
    pub fn value(self) -> u64 {
        self.0
    }

    /// The seed a person means by `text`: the 8-character code itself, or else a hash of the
    /// trimmed text. Errors only on empty text.
    ///
    /// ```
    /// use islas_core::Seed;
    /// let s = Seed::from_text("pirates").unwrap();
    /// assert_eq!(Seed::from_text(&s.to_string()).unwrap(), s);
    /// assert_eq!(Seed::from_text("pirates").unwrap(), s);
    /// ```
    pub fn from_text(text: &str) -> Result<Seed, SeedError> {
        let t = text.trim();
        if t.is_empty() {
            return Err(SeedError::Empty);
        }
        if t.len() == LEN {
            let mut v = 0u64;
            let mut ok = true;
            for &b in t.as_bytes() {
                match digit(b) {
                    Some(d) => v = (v << 5) | d,
                    None => {
                        ok = false;
                        break;
                    }
                }
            }
            if ok {
                return Ok(Seed(v));
            }
        }
        Ok(Seed(text_hash(t) & MASK))
    }
}

#[cfg(all(feature = "random", not(target_arch = "wasm32")))]
fn fallback_entropy() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(0)
}

#[cfg(all(feature = "random", target_arch = "wasm32"))]
fn fallback_entropy() -> u64 {
    let probe = 0u8;
    (&probe as *const u8 as u64) ^ 0x5EED_0F15_1A5A
}

impl fmt::Display for Seed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut out = [0u8; LEN];
        for (i, slot) in out.iter_mut().enumerate() {
            let shift = 5 * (LEN - 1 - i);
            *slot = ALPHABET[((self.0 >> shift) & 31) as usize];
        }
        // The alphabet is ASCII, so this is valid UTF-8.
        f.write_str(std::str::from_utf8(&out).map_err(|_| fmt::Error)?)
    }
}

impl FromStr for Seed {
    type Err = SeedError;
    fn from_str(s: &str) -> Result<Seed, SeedError> {
        Seed::from_text(s)
    }
}

impl Serialize for Seed {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Seed {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Seed, D::Error> {
        let text = String::deserialize(d)?;
        Seed::from_text(&text).map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn prints_eight_crockford_characters() {
        assert_eq!(Seed::from_u64(0).to_string(), "00000000");
        assert_eq!(Seed::from_u64(MASK).to_string(), "ZZZZZZZZ");
        assert_eq!(Seed::from_u64(1).to_string(), "00000001");
        assert_eq!(Seed::from_u64(32).to_string(), "00000010");
    }

    #[test]
    fn a_code_parses_back_unchanged_in_any_case() {
        let s = Seed::from_text("7K3M9QXA").unwrap();
        assert_eq!(s.to_string(), "7K3M9QXA");
        assert_eq!(Seed::from_text("7k3m9qxa").unwrap(), s);
        assert_eq!(Seed::from_text("  7K3M9QXA ").unwrap(), s);
    }

    /// Golden values: a typed word must give the same deal forever.
    #[test]
    fn words_map_to_fixed_seeds() {
        assert_eq!(Seed::from_text("pirates").unwrap().to_string(), "18FQZJQ2");
        assert_eq!(
            Seed::from_text("Port Royal").unwrap().to_string(),
            "WK2KQ0WM"
        );
        assert_ne!(
            Seed::from_text("pirates").unwrap(),
            Seed::from_text("Pirates").unwrap()
        );
    }

    #[test]
    fn letters_outside_the_alphabet_make_it_a_word() {
        // I, L, O and U are not Crockford digits, so these are words, not codes.
        for w in ["IIIIIIII", "LLLLLLLL", "OOOOOOOO", "UUUUUUUU", "1234567-"] {
            let s = Seed::from_text(w).unwrap();
            assert_ne!(s.to_string(), w);
        }
    }

    #[cfg(feature = "random")]
    #[test]
    fn random_seeds_differ() {
        let seeds: std::collections::BTreeSet<u64> =
            (0..16).map(|_| Seed::random().value()).collect();
        assert!(seeds.len() > 12, "{seeds:?}");
    }

    #[test]
    fn empty_text_is_an_error() {
        assert_eq!(Seed::from_text("   "), Err(SeedError::Empty));
        assert!("".parse::<Seed>().is_err());
    }

    #[test]
    fn serde_uses_the_printed_form() {
        let s = Seed::from_u64(123_456_789);
        let j = serde_json::to_string(&s).unwrap();
        assert_eq!(j, format!("\"{s}\""));
        assert_eq!(serde_json::from_str::<Seed>(&j).unwrap(), s);
    }

    proptest! {
        #[test]
        fn every_seed_round_trips(v in 0u64..(1 << 40)) {
            let s = Seed::from_u64(v);
            prop_assert_eq!(Seed::from_text(&s.to_string()).unwrap(), s);
        }

        #[test]
        fn any_text_maps_without_panic(t in ".*") {
            let a = Seed::from_text(&t);
            let b = Seed::from_text(&t);
            prop_assert_eq!(a, b);
        }
    }
}
