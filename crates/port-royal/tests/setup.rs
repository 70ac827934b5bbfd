//! A raw configuration becomes a typed [`Setup`] the rules allow, or the [`SetupProblem`] that
//! names the rule it breaks; the engine deals from a `Setup` alone.

use islas_core::{ConfigSpec, Game, OptionKind, Seed};
use islas_port_royal::adventure::data::CampaignMode;
use islas_port_royal::adventure::play::AdventureConfig;
use islas_port_royal::{
    Config, Ending, Mix, Mode, PortRoyal, SeatSetup, Setup, SetupProblem, Stack, Variant,
};

fn problem(config: &Config) -> SetupProblem {
    Setup::try_from(config).unwrap_err()
}

/// The options of `mask`'s bits (the first nine options), a range option written with its
/// highest value (`points=31`).
fn option_set(mask: u32) -> Vec<String> {
    let options = PortRoyal::INFO.options;
    (0..options.len().min(9))
        .filter(|i| mask & (1 << i) != 0)
        .map(|i| match options[i].kind {
            OptionKind::Range { max, .. } => format!("{}={max}", options[i].id),
            _ => options[i].id.to_string(),
        })
        .collect()
}

/// Every option set of every player count 0–6 that `from_options` accepts is a setup, and
/// the setup gives the same configuration back.
#[test]
fn every_configuration_the_options_allow_is_a_setup_and_reads_back_unchanged() {
    let options = PortRoyal::INFO.options;
    let mut setups = 0;
    for players in 0..=6 {
        for mask in 0u32..(1 << options.len().min(9)) {
            let chosen = option_set(mask);
            let Ok(config) = Config::from_options(players, &chosen) else {
                continue;
            };
            let setup = Setup::try_from(&config).unwrap_or_else(|e| panic!("{chosen:?}: {e}"));
            assert_eq!(setup.config(), config, "{players} {chosen:?}");
            assert_eq!(Setup::try_from(&setup.config()), Ok(setup.clone()));
            assert_eq!(usize::from(setup.players()), players);
            setups += 1;
        }
    }
    assert!(setups > 50, "{setups}");
}

#[test]
fn each_box_is_its_own_variant() {
    let base = Setup::try_from(&Config::new(4)).unwrap();
    assert_eq!(
        base.variant(),
        &Variant::Base {
            ending: Ending::Standard,
            mix: Mix::default()
        }
    );
    let mut set_sail = Config::new(3);
    set_sail.mode = Mode::SetSail;
    assert_eq!(
        Setup::try_from(&set_sail).unwrap().variant(),
        &Variant::SetSail
    );
    let contracts = Config::from_options(3, &["contracts", "gambler"]).unwrap();
    assert_eq!(
        Setup::try_from(&contracts).unwrap().variant(),
        &Variant::Contracts {
            ending: Ending::Standard,
            set_sail_cards: false,
            gamblers: true
        }
    );
    assert_eq!(
        Setup::try_from(&Config::coop(1, 4)).unwrap().variant(),
        &Variant::Coop {
            ending: Ending::Standard,
            points: 4
        }
    );
    let chapter = Config::adventure(2, 3, CampaignMode::Competitive);
    assert_eq!(
        Setup::try_from(&chapter).unwrap().variant(),
        &Variant::Adventure(AdventureConfig::chapter(3, CampaignMode::Competitive))
    );
}

#[test]
fn port_royal_is_played_by_2_to_5_and_set_sail_by_2_to_4() {
    assert_eq!(problem(&Config::new(1)), SetupProblem::BasePlayers(1));
    assert_eq!(problem(&Config::new(6)), SetupProblem::BasePlayers(6));
    let mut set_sail = Config::new(5);
    set_sail.mode = Mode::SetSail;
    assert_eq!(problem(&set_sail), SetupProblem::SetSailPlayers(5));
    assert_eq!(
        Setup::new(5, Variant::SetSail),
        Err(SetupProblem::SetSailPlayers(5))
    );
    assert_eq!(problem(&Config::coop(0, 0)), SetupProblem::NoCoopPlayers);
    assert!(Setup::try_from(&Config::coop(1, 0)).is_ok(), "solo");
}

#[test]
fn set_sail_on_its_own_has_one_ending_no_contracts_and_nothing_mixed_in() {
    let set_sail = || {
        let mut c = Config::new(3);
        c.mode = Mode::SetSail;
        c
    };
    let mut c = set_sail();
    c.ending = Ending::WithExpedition;
    assert_eq!(problem(&c), SetupProblem::SetSailEnding);
    let mut c = set_sail();
    c.contracts = true;
    assert_eq!(problem(&c), SetupProblem::SetSailContracts);
    for mix in [
        |c: &mut Config| c.set_sail_cards = true,
        |c: &mut Config| c.gamblers = true,
        |c: &mut Config| c.contract_cards = true,
    ] {
        let mut c = set_sail();
        mix(&mut c);
        assert_eq!(problem(&c), SetupProblem::SetSailMix);
    }
}

#[test]
fn the_cooperative_contracts_go_with_the_base_game_and_their_cards_alone() {
    for other in [
        |c: &mut Config| c.mode = Mode::SetSail,
        |c: &mut Config| c.contracts = true,
        |c: &mut Config| c.contract_cards = true,
    ] {
        let mut c = Config::coop(2, 0);
        other(&mut c);
        assert_eq!(problem(&c), SetupProblem::CoopWithOthers);
    }
    for cards in [
        |c: &mut Config| c.gamblers = true,
        |c: &mut Config| c.set_sail_cards = true,
    ] {
        let mut c = Config::coop(2, 0);
        cards(&mut c);
        assert_eq!(problem(&c), SetupProblem::CoopWithCards);
    }
    let mut c = Config::new(2);
    c.points = 3;
    assert_eq!(problem(&c), SetupProblem::PointsWithoutCoop);
}

#[test]
fn the_contracts_bring_their_cards_and_are_dealt_only_with_contracts() {
    let mut c = Config::from_options(2, &["contracts"]).unwrap();
    c.contract_cards = true;
    assert_eq!(problem(&c), SetupProblem::ContractsWithTheirCards);
    let mut c = Config::new(2);
    c.contracts_up = vec!["jinx".into()];
    assert_eq!(problem(&c), SetupProblem::ContractsUpWithoutContracts);
}

#[test]
fn the_adventure_is_played_alone_and_by_its_own_player_counts() {
    let mut c = Config::adventure(2, 1, CampaignMode::CoOp);
    c.gamblers = true;
    assert_eq!(problem(&c), SetupProblem::AdventureWithOthers);
    let c = Config::adventure(1, 1, CampaignMode::Competitive);
    assert!(matches!(problem(&c), SetupProblem::Adventure(words) if words.contains("2 to 4")));
    assert!(Setup::try_from(&Config::adventure(1, 1, CampaignMode::CoOp)).is_ok());
}

#[test]
fn a_stacked_deal_describes_one_seat_per_player() {
    let setup = Setup::new(
        3,
        Setup::try_from(&Config::new(3)).unwrap().variant().clone(),
    )
    .unwrap();
    let seat = SeatSetup {
        coins: 2,
        display: Vec::new(),
    };
    let two = Stack {
        seats: vec![seat.clone(); 2],
        ..Stack::default()
    };
    assert_eq!(
        setup.clone().stacked(two),
        Err(SetupProblem::StackedSeats {
            seats: 2,
            players: 3
        })
    );
    let three = Stack {
        seats: vec![seat; 3],
        ..Stack::default()
    };
    let stacked = setup.stacked(three).unwrap();
    assert!(stacked.config().stacked());
    let game = PortRoyal::deal(&stacked, Seed::from_u64(5)).unwrap();
    assert!((0..3).all(|seat| game.coins(seat) == 2));
}

#[test]
fn the_engine_deals_the_same_game_from_a_setup_as_from_its_configuration() {
    let config = Config::from_options(4, &["set-sail-cards", "gambler"]).unwrap();
    let seed = Seed::from_text("setup").unwrap();
    let setup = Setup::try_from(&config).unwrap();
    assert_eq!(
        PortRoyal::deal(&setup, seed).unwrap(),
        PortRoyal::setup(&config, seed).unwrap()
    );
}

/// What the game asks its setup (which box, which ending, which cards) is what the raw
/// configuration says, for every option set the options allow; the deal holds the setup's cards.
#[test]
fn the_game_asks_its_setup_what_the_configuration_says() {
    let options = PortRoyal::INFO.options;
    let mut checked = 0;
    for players in 1..=5 {
        for mask in 0u32..(1 << options.len().min(9)) {
            let chosen = option_set(mask);
            let Ok(config) = Config::from_options(players, &chosen) else {
                continue;
            };
            let game = PortRoyal::setup(&config, Seed::from_u64(u64::from(mask))).unwrap();
            let s = game.dealt_from();
            assert_eq!(s.is_set_sail(), config.mode == Mode::SetSail, "{chosen:?}");
            assert_eq!(s.ending(), config.ending, "{chosen:?}");
            assert_eq!(s.is_coop(), config.coop, "{chosen:?}");
            assert_eq!(s.has_contracts(), config.contracts, "{chosen:?}");
            assert_eq!(s.points(), config.points, "{chosen:?}");
            assert_eq!(s.set_sail_cards(), config.set_sail_cards, "{chosen:?}");
            assert_eq!(s.gamblers(), config.gamblers, "{chosen:?}");
            assert_eq!(
                s.expansion_cards(),
                config.with_expansion_cards(),
                "{chosen:?}"
            );
            assert_eq!(s.adventure(), config.adventure.as_ref(), "{chosen:?}");
            assert_eq!(game.config(), config, "{chosen:?}");
            // The Adventure's groups of game cards come on top of the setup's cards.
            assert_eq!(game.all_cards().len(), game.cards_in_play(), "{chosen:?}");
            if s.adventure().is_none() {
                assert_eq!(game.cards_in_play(), s.card_count(), "{chosen:?}");
            }
            checked += 1;
        }
    }
    assert!(checked > 100, "{checked} option sets checked");
}

/// A game's state is written with its raw configuration, as golden records pin it, and read back
/// to the same game; a state whose configuration breaks a rule is not read.
#[test]
fn a_state_is_written_with_its_configuration_and_read_back_only_if_the_rules_allow_it() {
    let config = Config::from_options(3, &["contracts", "gambler"]).unwrap();
    let game = PortRoyal::setup(&config, Seed::from_text("written").unwrap()).unwrap();
    let json = serde_json::to_value(&game).unwrap();
    assert_eq!(json["config"], serde_json::to_value(&config).unwrap());
    let back: PortRoyal = serde_json::from_value(json.clone()).unwrap();
    assert_eq!(back, game);

    let mut broken = json;
    broken["config"]["mode"] = serde_json::json!("set-sail");
    let error = serde_json::from_value::<PortRoyal>(broken).unwrap_err();
    assert!(
        error.to_string().contains("Set Sail"),
        "the rule broken is named: {error}"
    );
}
