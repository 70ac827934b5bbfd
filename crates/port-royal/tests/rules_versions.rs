//! Records made under an older rules version: replayed when the changes since did not touch
//! their kind of game, refused in words otherwise, never replayed as another game
//! (`src/version.rs` lists what each version changed).

use islas_core::{Record, ReplayError, Seed, fingerprint, replay};
use islas_port_royal::adventure::data::CampaignMode;
use islas_port_royal::{Config, Mode, PortRoyal, RULES_VERSION};

fn record(config: Config, version: u32) -> Record<Config> {
    let mut record = Record::new::<PortRoyal>(config, Seed::from_text("versions").unwrap());
    record.rules_version = version;
    record
}

fn refused(config: Config, version: u32) -> bool {
    match replay::<PortRoyal>(&record(config, version)) {
        Err(ReplayError::RulesVersion { expected, found }) => {
            assert_eq!((expected, found), (RULES_VERSION, version));
            true
        }
        Ok(_) => false,
        Err(other) => panic!("refused for another reason: {other}"),
    }
}

#[test]
fn a_base_game_played_under_version_1_replays_to_the_same_game() {
    let text = include_str!("golden/pr-3p-1.json");
    let golden: serde_json::Value = serde_json::from_str(text).unwrap();
    let old: Record<Config> = serde_json::from_value(golden["record"].clone()).unwrap();
    assert_eq!(old.rules_version, 1);
    let mut new = old.clone();
    new.rules_version = RULES_VERSION;
    let (old, new) = (
        replay::<PortRoyal>(&old).unwrap(),
        replay::<PortRoyal>(&new).unwrap(),
    );
    assert_eq!(fingerprint(&old), fingerprint(&new));
    assert_eq!(
        format!("{:016x}", fingerprint(&old)),
        golden["fingerprint"].as_str().unwrap()
    );
}

#[test]
fn version_1_records_of_the_modes_version_2_did_not_change_replay() {
    let mut sail_cards = Config::new(3);
    sail_cards.set_sail_cards = true;
    let mut set_sail = Config::new(2);
    set_sail.mode = Mode::SetSail;
    let mut contract_cards = Config::new(4);
    contract_cards.contract_cards = true;
    for config in [
        Config::new(5),
        sail_cards,
        set_sail,
        contract_cards,
        Config::coop(1, 2),
        Config::adventure(1, 1, CampaignMode::CoOp),
        Config::adventure(2, 3, CampaignMode::Competitive),
    ] {
        assert!(!refused(config.clone(), 1), "{config:?}");
    }
}

/// Version 2 eased missions 46 (chapter 4), 53, 54 and 57 (chapter 5).
#[test]
fn a_version_1_adventure_in_chapter_4_or_5_is_refused() {
    for chapter in [4, 5] {
        for mode in CampaignMode::ALL {
            assert!(refused(Config::adventure(2, chapter, mode), 1));
        }
    }
}

/// Version 2 lowered card 9's totals for three and four players.
#[test]
fn a_version_1_adventure_with_three_or_four_players_is_refused() {
    for players in [3, 4] {
        assert!(refused(
            Config::adventure(players, 1, CampaignMode::CoOp),
            1
        ));
    }
}

/// Version 2 stopped tucking a ship traded declining its coins under a Set Sail merchant
/// (rulings.md BB1): only Just One More Contract's cards decline coins.
#[test]
fn a_version_1_game_with_set_sail_merchants_and_contract_cards_is_refused() {
    let mut config = Config::new(4);
    config.set_sail_cards = true;
    config.contract_cards = true;
    assert!(refused(config.clone(), 1));
    config.contract_cards = false;
    config.contracts = true;
    assert!(refused(config, 1));
}

#[test]
fn records_of_unknown_versions_are_refused() {
    for version in [0, RULES_VERSION + 1, 99] {
        assert!(refused(Config::new(2), version));
    }
    let message = replay::<PortRoyal>(&record(Config::new(2), 99))
        .err()
        .unwrap()
        .to_string();
    assert!(message.contains("rules version 99"), "{message}");
}
