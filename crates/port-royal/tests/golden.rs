//! Golden records: fixed Port Royal games whose final states are pinned by a fingerprint.
//!
//! Each file in `tests/golden/` is `{"record": <Record>, "fingerprint": "<16 hex digits>"}`,
//! made once by `islas-cli record --golden` and checked in. A changed fingerprint means the
//! same seed and actions now lead somewhere else: a rules change, which needs a new rules
//! version (and new golden files), never a silent edit.
//!
//! The files are compiled in with `include_str!`, so the same test runs natively and under
//! wasm32 in node (`scripts/wasm-test.sh`), where there is no file system: both check the same
//! checked-in fingerprints, which proves both platforms replay to identical states.

use islas_core::{Game, Record, fingerprint, replay};
use islas_port_royal::{Config, Ending, Mode, PortRoyal};
use serde::Deserialize;

/// Prints a line natively (`--nocapture`) and to the console under wasm.
macro_rules! say {
    ($($t:tt)*) => {
        #[cfg(target_arch = "wasm32")]
        wasm_bindgen_test::console_log!($($t)*);
        #[cfg(not(target_arch = "wasm32"))]
        println!($($t)*);
    };
}

macro_rules! golden {
    ($name:literal) => {
        ($name, include_str!(concat!("golden/", $name)))
    };
}

/// Every golden file, by name. `every_golden_file_is_listed` keeps this list complete.
const GOLDEN: &[(&str, &str)] = &[
    golden!("pr-2p-1.json"),
    golden!("pr-2p-2.json"),
    golden!("pr-2p-3.json"),
    golden!("pr-2p-4.json"),
    golden!("pr-2p-exp-1.json"),
    golden!("pr-2p-exp-2.json"),
    golden!("pr-3p-1.json"),
    golden!("pr-3p-2.json"),
    golden!("pr-3p-3.json"),
    golden!("pr-3p-4.json"),
    golden!("pr-3p-exp-1.json"),
    golden!("pr-3p-exp-2.json"),
    golden!("pr-4p-1.json"),
    golden!("pr-4p-2.json"),
    golden!("pr-4p-3.json"),
    golden!("pr-4p-4.json"),
    golden!("pr-4p-exp-1.json"),
    golden!("pr-4p-exp-2.json"),
    golden!("pr-5p-1.json"),
    golden!("pr-5p-2.json"),
    golden!("pr-5p-3.json"),
    golden!("pr-5p-4.json"),
    golden!("pr-5p-exp-1.json"),
    golden!("pr-5p-exp-2.json"),
    golden!("pr-3p-sail-cards-1.json"),
    golden!("pr-5p-sail-cards-exp-1.json"),
    golden!("sail-2p-1.json"),
    golden!("sail-4p-1.json"),
    golden!("pr-3p-gambler-1.json"),
    golden!("pr-4p-gambler-sail-cards-exp-1.json"),
    golden!("pr-2p-contract-cards-1.json"),
    golden!("pr-5p-contract-cards-exp-1.json"),
    golden!("pr-4p-gambler-sail-cards-contract-cards-1.json"),
    golden!("pr-2p-contracts-1.json"),
    golden!("pr-2p-contracts-2.json"),
    golden!("pr-4p-contracts-1.json"),
    golden!("pr-1p-coop-1.json"),
    golden!("pr-2p-coop-1.json"),
    golden!("pr-5p-coop-1.json"),
    golden!("pr-2p-adventure-1-coop-1.json"),
    golden!("pr-3p-adventure-2-1.json"),
    golden!("pr-1p-adventure-5-coop-1.json"),
    golden!("pr-4p-adventure-3-1.json"),
];

#[derive(Deserialize)]
struct Golden {
    record: Record<Config>,
    fingerprint: String,
}

fn load(name: &str, text: &str) -> Golden {
    let golden: Golden =
        serde_json::from_str(text).unwrap_or_else(|e| panic!("{name} is not a golden file: {e}"));
    assert_eq!(golden.fingerprint.len(), 16, "{name}: 16 hex digits");
    golden
}

fn fingerprint_of(record: &Record<Config>, name: &str) -> String {
    let state = replay::<PortRoyal>(record).unwrap_or_else(|e| panic!("{name}: {e}"));
    assert_eq!(state.to_act(), None, "{name}: the game is over");
    assert!(state.outcome().is_some(), "{name}: the game has an outcome");
    format!("{:016x}", fingerprint(&state))
}

#[cfg_attr(not(target_arch = "wasm32"), test)]
#[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
fn golden_records_replay_to_their_fingerprints() {
    let mut failures = Vec::new();
    for (name, text) in GOLDEN {
        let golden = load(name, text);
        let got = fingerprint_of(&golden.record, name);
        let verdict = if got == golden.fingerprint {
            "ok"
        } else {
            "MISMATCH"
        };
        say!("golden {name} {got} {verdict}");
        if got != golden.fingerprint {
            failures.push(format!(
                "{name}: expected {}, got {got}",
                golden.fingerprint
            ));
        }
    }
    say!("golden: {} records checked", GOLDEN.len());
    assert!(
        failures.is_empty(),
        "fingerprints changed:\n{}",
        failures.join("\n")
    );
}

#[cfg_attr(not(target_arch = "wasm32"), test)]
#[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
fn golden_records_round_trip_through_json_and_compact() {
    for (name, text) in GOLDEN {
        let golden = load(name, text);
        let record = golden.record;
        let json = Record::<Config>::from_json(&record.to_json())
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(json, record, "{name}: JSON round trip");
        let compact = record
            .to_compact::<PortRoyal>()
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        let back = Record::<Config>::from_compact::<PortRoyal>(&compact)
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(back, record, "{name}: compact round trip");
        assert_eq!(
            fingerprint_of(&back, name),
            golden.fingerprint,
            "{name}: the compact record replays to the same state"
        );
    }
}

#[cfg_attr(not(target_arch = "wasm32"), test)]
#[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
fn golden_records_cover_every_table_size_and_both_endings() {
    let configs: Vec<Config> = GOLDEN
        .iter()
        .map(|(n, t)| load(n, t).record.config)
        .collect();
    assert!(GOLDEN.len() >= 20);
    for players in 2..=5 {
        for ending in [Ending::Standard, Ending::WithExpedition] {
            assert!(
                configs
                    .iter()
                    .any(|c| c.players == players && c.ending == ending),
                "a {players}-player game with the {ending:?} ending"
            );
        }
    }
}

/// The Big Box modes have golden records too: Set Sail on its own, the base game with Set Sail's
/// marked cards mixed in (with both endings), with the Gambler (alone and with Set Sail's
/// cards), where gamblers are used, with Just One More Contract's cards (2 players, 4 or 5,
/// and with the other two), where a ship's extra coin is given, and with its contracts.
#[cfg_attr(not(target_arch = "wasm32"), test)]
#[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
fn golden_records_cover_the_big_box_modes() {
    let configs: Vec<Config> = GOLDEN
        .iter()
        .map(|(n, t)| load(n, t).record.config)
        .collect();
    assert!(configs.iter().any(|c| c.mode == Mode::SetSail));
    assert!(configs.iter().any(|c| c.gamblers && !c.set_sail_cards));
    assert!(configs.iter().any(|c| c.gamblers && c.set_sail_cards));
    let gambled = GOLDEN
        .iter()
        .filter(|(n, t)| {
            load(n, t)
                .record
                .actions
                .iter()
                .any(|a| a.as_str() == "gamble")
        })
        .count();
    assert!(gambled >= 2, "the gambler records use gamblers");
    assert!(configs.iter().any(|c| c.contract_cards && c.players == 2));
    assert!(configs.iter().any(|c| c.contract_cards && c.players >= 4));
    assert!(
        configs
            .iter()
            .any(|c| c.contract_cards && c.gamblers && c.set_sail_cards)
    );
    let given = GOLDEN
        .iter()
        .filter(|(n, t)| {
            load(n, t)
                .record
                .actions
                .iter()
                .any(|a| a.starts_with("give "))
        })
        .count();
    assert!(
        given >= 2,
        "the contract-card records give ships' extra coins"
    );
    // The contracts, played with Just One More Contract's cards: contracts are completed, one
    // of them needing a vice admiral, a gunner or a clerk.
    assert!(configs.iter().any(|c| c.contracts && c.players == 2));
    assert!(configs.iter().any(|c| c.contracts && c.players >= 4));
    let actions: Vec<String> = GOLDEN
        .iter()
        .map(|(n, t)| load(n, t).record)
        .filter(|r| r.config.contracts)
        .flat_map(|r| r.actions)
        .collect();
    assert!(actions.iter().any(|a| a.starts_with("complete ")));
    assert!(actions.iter().any(|a| {
        ["maritime-supremacy", "new-colony", "trade-outpost"]
            .iter()
            .any(|c| a == &format!("complete {c}"))
    }));
    // The co-operative contracts: solo, 2 players and 5, with a points deck set aside before
    // the game, contracts completed and a time card set aside after a tax.
    for players in [1, 2, 5] {
        assert!(
            configs
                .iter()
                .any(|c| c.coop && c.points > 0 && c.players == players)
        );
    }
    let coop: Vec<String> = GOLDEN
        .iter()
        .map(|(n, t)| load(n, t).record)
        .filter(|r| r.config.coop)
        .flat_map(|r| r.actions)
        .collect();
    assert!(coop.iter().any(|a| a.starts_with("complete ")));
    assert!(coop.iter().any(|a| a == "set-aside"));
    for ending in [Ending::Standard, Ending::WithExpedition] {
        assert!(
            configs
                .iter()
                .any(|c| c.set_sail_cards && c.ending == ending),
            "Set Sail's cards mixed in, {ending:?}"
        );
    }
}

/// A file dropped into `tests/golden/` but not listed above would never be checked.
#[cfg(not(target_arch = "wasm32"))]
#[test]
fn every_golden_file_is_listed() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden");
    let mut on_disk: Vec<String> = std::fs::read_dir(&dir)
        .expect("tests/golden exists")
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".json"))
        .collect();
    on_disk.sort();
    let mut listed: Vec<String> = GOLDEN.iter().map(|(n, _)| n.to_string()).collect();
    listed.sort();
    assert_eq!(on_disk, listed);
}

/// The Adventure has golden records: chapters co-operative (solo and 2 players) and competitive
/// (3 and 4 players), each with a mission completed.
#[cfg_attr(not(target_arch = "wasm32"), test)]
#[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
fn golden_records_cover_the_adventure() {
    use islas_port_royal::adventure::data::CampaignMode;
    let adventures: Vec<(Config, Vec<String>)> = GOLDEN
        .iter()
        .map(|(n, t)| load(n, t).record)
        .filter(|r| r.config.adventure.is_some())
        .map(|r| (r.config, r.actions))
        .collect();
    for mode in CampaignMode::ALL {
        assert!(
            adventures
                .iter()
                .any(|(c, _)| c.adventure.as_ref().is_some_and(|a| a.mode == mode)),
            "an Adventure record in {mode:?} mode"
        );
    }
    assert!(
        adventures
            .iter()
            .all(|(_, actions)| actions.iter().any(|a| a.starts_with("mission "))),
        "every Adventure record completes a mission"
    );
}
