//! Port Royal's rules versions: the version a record is made under, what changed at each bump,
//! and which older records still replay to the same game.
//!
//! A test ([`tests::the_tables_are_those_of_this_rules_version`]) fingerprints every table the
//! rules read (the cards of every box, the contracts, the Adventure's story, events and
//! characters, the rules' constants) and fails when one changes while [`TABLES_FINGERPRINT`]
//! still names the old tables: bump [`RULES_VERSION`], say here which records of the old version
//! still replay, and write the new fingerprint.

use crate::config::Config;

/// The rules these engines play.
///
/// - **1**: the base game, Set Sail, the Gambler, Just One More Contract and the Adventure as
///   they first shipped.
/// - **2**: the Adventure's missions 46, 53, 54 and 57 eased (chapters 4 and 5), card 9's
///   totals for three and four players lowered (5 cubes and 9 influence, 6 and 12), and a ship
///   traded declining its coins no longer tucked under a Set Sail merchant (rulings.md BB1).
pub const RULES_VERSION: u32 = 2;

/// The fingerprint of the tables of [`RULES_VERSION`] (the test below says how it is taken).
/// Taken again, without a bump, when the Adventure's texts moved to the app's text files: the
/// tables name them by id now, and no rule changed.
pub const TABLES_FINGERPRINT: u64 = 0x8f1c_e2b4_0c54_d18d;

/// Whether a record made under rules `version` replays to the same game under these rules.
/// Version 1's records replay unless the changes of version 2 touch their kind of game: an
/// Adventure chapter 4 or 5 (or one that starts with a changed mission read), an Adventure with
/// three or four players, or Set Sail's merchants together with Just One More Contract's cards
/// (whose coins can be declined).
pub(crate) fn replays(config: &Config, version: u32) -> bool {
    match version {
        RULES_VERSION => true,
        1 => !(adventure_changed(config) || declines_beside_merchants(config)),
        _ => false,
    }
}

/// Set Sail's merchants in a game with Just One More Contract's cards, which can decline a
/// ship's coins (rulings.md BB1).
fn declines_beside_merchants(config: &Config) -> bool {
    config.has_merchants() && config.with_expansion_cards()
}

#[cfg(feature = "adventure")]
fn adventure_changed(config: &Config) -> bool {
    /// The missions version 2 eased.
    const EASED: [u8; 4] = [46, 53, 54, 57];
    config.adventure_config().is_some_and(|a| {
        a.chapter >= 4 || config.players >= 3 || a.read.iter().any(|no| EASED.contains(&no.number))
    })
}

#[cfg(not(feature = "adventure"))]
fn adventure_changed(_config: &Config) -> bool {
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::fmt::Write;

    /// FNV-1a over the text: stable across platforms, compilers and runs.
    fn fnv1a(text: &str) -> u64 {
        text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
        })
    }

    /// Every table and constant the rules read, written out in full.
    fn tables() -> String {
        use crate::{big_box as bb, contracts, data, deck, rules};
        let mut out = String::new();
        let mut put = |name: &str, value: &dyn std::fmt::Debug| {
            let _ = writeln!(out, "{name}: {value:?}");
        };
        put("faces", &data::FACES);
        put("card faces", &data::CARD_FACE);
        put("set sail", &bb::SET_SAIL);
        put("set sail estimated", &bb::SET_SAIL_ESTIMATED);
        put("gambler", &bb::GAMBLER);
        put("contract cards", &bb::CONTRACT_CARDS);
        put("contracts", &bb::CONTRACTS);
        put("contract influence", &bb::CONTRACT_INFLUENCE);
        put("contracts face up", &bb::CONTRACTS_FACE_UP);
        put("co-op contracts", &bb::COOP_CONTRACTS);
        put("co-op face up", &bb::COOP_FACE_UP);
        put("time deck", &bb::TIME_DECK_BASE);
        put("ranks", &bb::RANKS);
        put("cubes", &contracts::CUBES);
        put(
            "box cards",
            &(
                deck::SET_SAIL_COUNT,
                deck::GAMBLER_COUNT,
                deck::CONTRACT_COUNT,
            ),
        );
        put(
            "rules",
            &(
                rules::END_INFLUENCE,
                rules::SET_SAIL_END_INFLUENCE,
                rules::TAX_THRESHOLD,
                rules::SET_SAIL_TAX_KEEP,
                rules::ADMIRAL_HARBOUR,
                rules::GAMBLER_CARDS,
                rules::VICE_ADMIRAL_HARBOUR,
            ),
        );
        #[cfg(feature = "adventure")]
        {
            use crate::adventure::{self as a, content as c};
            put("chapters", &c::CHAPTERS);
            put("events", &c::EVENTS);
            put("characters", &c::CHARACTERS);
            put("start coins", &c::START_COINS_ESTIMATED);
            put("card sides", &c::CARD_SIDES_ESTIMATED);
            put("trader colours", &c::TRADER_COLOURS_ESTIMATED);
            put("crown track", &c::CROWN_TRACK_ESTIMATED);
            put("victory", &c::VICTORY_ESTIMATED);
            put("added cards", &c::ADDED_CARDS_ESTIMATED);
            put("added kinds", &a::ADDED_KINDS);
            put("cube slots", &a::CUBE_SLOTS);
            put(
                "adventure",
                &(
                    a::CUBES,
                    a::MAX_CROWN_INFLUENCE,
                    a::COMPETITIVE_END_INFLUENCE,
                    a::CUBE_PRICE,
                    a::CUBE_PRICE_VARIANT,
                    a::REPLAY_BONUS,
                    a::SIX_COLOURS_TAKES,
                    a::TAX_THRESHOLD,
                ),
            );
            put(
                "tavern",
                &(a::cards::TAVERN_HARBOUR, a::cards::LOOKOUT_CARDS),
            );
        }
        out
    }

    #[test]
    #[cfg(feature = "adventure")]
    fn the_tables_are_those_of_this_rules_version() {
        let found = fnv1a(&tables());
        assert_eq!(
            found, TABLES_FINGERPRINT,
            "the rules' tables changed (fingerprint {found:#018x}): an old record may now mean \
             another game. Bump RULES_VERSION, say in version.rs which records of the old version \
             still replay, and set TABLES_FINGERPRINT to {found:#018x}"
        );
    }

    #[test]
    fn the_fingerprint_reads_every_value() {
        assert_ne!(fnv1a("cubes: 3"), fnv1a("cubes: 4"));
        assert!(tables().contains("faces: ["));
    }

    #[test]
    fn records_of_this_version_replay_and_of_unknown_versions_do_not() {
        let config = Config::new(3);
        assert!(replays(&config, RULES_VERSION));
        assert!(!replays(&config, 0));
        assert!(!replays(&config, RULES_VERSION + 1));
    }
}
