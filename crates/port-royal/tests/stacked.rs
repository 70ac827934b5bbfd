//! Which configurations stack the deal by hand (the rulebook tests' setups), which links and
//! imported saves refuse (`ConfigSpec::stacked`; `islas-games` records tests show the refusal).

use islas_core::ConfigSpec;
use islas_port_royal::adventure::data::{CampaignMode, CardNo};
use islas_port_royal::{Config, SeatSetup};

#[test]
fn every_mode_dealt_from_the_seed_is_not_stacked() {
    let mut modes = vec![Config::new(2), Config::coop(1, 3)];
    for chapter in 1..=5 {
        modes.push(Config::adventure(2, chapter, CampaignMode::CoOp));
    }
    for options in [
        &["set-sail"][..],
        &["set-sail-cards", "gambler", "contract-cards"],
        &["contracts"],
    ] {
        modes.push(<Config as ConfigSpec>::from_options(3, options).unwrap());
    }
    for config in modes {
        assert!(!config.stacked(), "{config:?}");
    }
}

#[test]
fn cards_on_the_deck_seats_set_up_or_contracts_named_stack_the_deal() {
    let mut deck = Config::new(2);
    deck.deck_top = vec!["trader-blue-3".into()];
    let mut seats = Config::new(2);
    seats.seats = vec![
        SeatSetup {
            coins: 3,
            display: Vec::new(),
        };
        2
    ];
    let mut contracts = <Config as ConfigSpec>::from_options(2, &["contracts"]).unwrap();
    contracts.contracts_up = vec!["jinx".into()];
    for config in [deck, seats, contracts] {
        assert!(config.stacked(), "{config:?}");
    }
}

#[test]
fn an_adventures_characters_events_or_story_cards_named_stack_the_deal() {
    let stacked = |edit: fn(&mut islas_port_royal::adventure::play::AdventureConfig)| {
        let mut a =
            islas_port_royal::adventure::play::AdventureConfig::chapter(1, CampaignMode::CoOp);
        edit(&mut a);
        let mut config = Config::new(2);
        config.adventure = Some(a);
        config.stacked()
    };
    assert!(!stacked(|_| {}));
    assert!(stacked(|a| a.characters = vec!["x".into(), "y".into()]));
    assert!(stacked(|a| a.events = vec!["x".into()]));
    assert!(stacked(|a| a.read = vec![CardNo {
        number: 2,
        letter: None
    }]));
}
