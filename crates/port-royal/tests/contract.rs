//! The grown engine contract, as Port Royal fills it: static facts, options, typed events and
//! refusals, and which actions reveal what nobody knew (undo never crosses them).

use islas_core::{ConfigSpec, EventKind, Game, OptionSpec, Rng, Seed};
use islas_port_royal::contracts::MAX_TIME_DECK;
use islas_port_royal::{
    Action, COMPETITIVE_CONTRACTS, CONTRACT_CARDS, COOP_CONTRACTS, Config, EXPEDITION_END, Ending,
    Event, GAMBLER_CARDS, Mode, POINTS, PortRoyal, SET_SAIL_CARDS, SET_SAIL_GAME,
};

/// 2 to 5 players; 1 only in the solo game of the co-operative contracts.
#[test]
fn the_rulebook_seats_two_to_five_players() {
    let info = PortRoyal::INFO;
    assert_eq!(info.id, "port-royal");
    assert_eq!(PortRoyal::NAME, "port-royal");
    assert_eq!((info.min_players, info.max_players), (1, 5));
    assert!(
        !info.private_information,
        "no seat knows what another does not"
    );
    for players in 0..8 {
        let made = Config::from_options(players, islas_core::NO_OPTIONS);
        assert_eq!(
            made.is_ok(),
            (2..=5).contains(&players),
            "{players} players"
        );
        let coop = Config::from_options(players, &[COOP_CONTRACTS]);
        assert_eq!(
            coop.is_ok(),
            info.allows(players),
            "{players} players, coop"
        );
        assert_eq!(
            coop.is_ok(),
            PortRoyal::setup(
                &Config::coop(players as u8, 0),
                Seed::from_text("x").unwrap()
            )
            .is_ok()
        );
    }
    assert!(PortRoyal::setup(&Config::new(1), Seed::from_text("x").unwrap()).is_err());
}

#[test]
fn the_optional_ending_is_one_named_option() {
    let config = Config::from_options(3, &[EXPEDITION_END]).unwrap();
    assert_eq!(config.ending, Ending::WithExpedition);
    assert_eq!(config.options(), [EXPEDITION_END]);
    assert_eq!(
        Config::from_options(3, islas_core::NO_OPTIONS)
            .unwrap()
            .options(),
        Vec::<&str>::new()
    );
    assert!(Config::from_options(3, &["with-expedition"]).is_err());
    // The modes on or off, then the points deck's size (any number up to the whole time deck),
    // then every chapter.
    let every: Vec<OptionSpec> = [
        EXPEDITION_END,
        SET_SAIL_GAME,
        SET_SAIL_CARDS,
        GAMBLER_CARDS,
        CONTRACT_CARDS,
        COMPETITIVE_CONTRACTS,
        COOP_CONTRACTS,
    ]
    .into_iter()
    .map(OptionSpec::flag)
    .chain([OptionSpec::range(POINTS, 0, u16::from(MAX_TIME_DECK))])
    .chain(islas_port_royal::CHAPTERS.map(OptionSpec::flag))
    .collect();
    assert_eq!(PortRoyal::INFO.options, every);
}

/// The co-operative contracts are the option `coop` (1 to 5 players), and the points deck set
/// aside before the game `points=n` ("any number" of the time deck's cards, Czech rulebook: up
/// to the whole time deck; older links wrote `points-n`); both go through options and JSON and
/// back unchanged, and mark the game as played together.
#[test]
fn coop_and_points_are_options() {
    use islas_core::Utility;
    let config = Config::from_options(1, &[COOP_CONTRACTS, "points=5"]).unwrap();
    assert!(config.coop);
    assert_eq!(config.points, 5);
    assert_eq!(config.options(), [COOP_CONTRACTS, "points=5"]);
    let older = Config::from_options(1, &[COOP_CONTRACTS, "points-5"]).unwrap();
    assert_eq!(older, config);
    let whole = Config::from_options(
        5,
        &[
            COOP_CONTRACTS.to_string(),
            format!("points={MAX_TIME_DECK}"),
        ],
    )
    .unwrap();
    assert_eq!(whole.points, MAX_TIME_DECK);
    assert!(PortRoyal::setup(&whole, Seed::from_text("x").unwrap()).is_ok());
    assert!(
        Config::from_options(
            5,
            &[
                COOP_CONTRACTS.to_string(),
                format!("points={}", MAX_TIME_DECK + 1)
            ]
        )
        .is_err()
    );
    // None set aside is the same game as no option.
    assert_eq!(
        Config::from_options(2, &[COOP_CONTRACTS, "points=0"]).unwrap(),
        Config::from_options(2, &[COOP_CONTRACTS]).unwrap()
    );
    assert_eq!(
        Config::from_options(1, &config.written_options()).unwrap(),
        config
    );
    let json = serde_json::to_string(&config).unwrap();
    assert_eq!(serde_json::from_str::<Config>(&json).unwrap(), config);
    assert_eq!(config.utility(), Utility::Cooperative);
    assert_eq!(Config::new(3).utility(), Utility::Competitive);
    assert!(Config::from_options(2, &["points=5"]).is_err());
    assert!(Config::from_options(2, &[COOP_CONTRACTS, "points=5", "points=6"]).is_err());
    assert!(Config::from_options(2, &[COOP_CONTRACTS, "points"]).is_err());
    assert!(Config::from_options(2, &[COOP_CONTRACTS, COMPETITIVE_CONTRACTS]).is_err());
    assert!(Config::from_options(2, &[COOP_CONTRACTS, CONTRACT_CARDS]).is_err());
    assert!(Config::from_options(2, &[COOP_CONTRACTS, GAMBLER_CARDS]).is_err());
    assert!(Config::from_options(2, &[COOP_CONTRACTS, SET_SAIL_GAME]).is_err());
    assert!(Config::from_options(2, &[COOP_CONTRACTS, SET_SAIL_CARDS]).is_err());
    let mut mixed = Config::coop(2, 0);
    mixed.set_sail_cards = true;
    assert!(PortRoyal::setup(&mixed, Seed::from_text("x").unwrap()).is_err());
    assert!(Config::from_options(1, &[COMPETITIVE_CONTRACTS]).is_err());
    let json = serde_json::to_string(&Config::new(3)).unwrap();
    assert!(!json.contains("coop") && !json.contains("points"), "{json}");
}

/// Set Sail on its own is the option `set-sail`: 2–4 players, never with the expedition ending;
/// its configuration goes through options and JSON and back unchanged.
#[test]
fn set_sail_is_the_option_set_sail() {
    let config = Config::from_options(4, &[SET_SAIL_GAME]).unwrap();
    assert_eq!(config.mode, Mode::SetSail);
    assert_eq!(config.options(), [SET_SAIL_GAME]);
    assert_eq!(
        Config::from_options(4, &config.written_options()).unwrap(),
        config
    );
    let json = serde_json::to_string(&config).unwrap();
    assert_eq!(serde_json::from_str::<Config>(&json).unwrap(), config);
    assert!(Config::from_options(5, &[SET_SAIL_GAME]).is_err());
    assert!(Config::from_options(2, &[SET_SAIL_GAME, EXPEDITION_END]).is_err());
    assert!(PortRoyal::setup(&config, islas_core::Seed::from_u64(1)).is_ok());
    // The base game's configuration is written as before: no mode.
    let base = serde_json::to_string(&Config::new(3)).unwrap();
    assert!(!base.contains("mode"), "{base}");
}

/// Plays random games, trying every action of the notation in every position: every refusal
/// key is listed in `INFO.refusals`, every event key in `Event::KEYS`, and only a draw (or a
/// gambler's four cards) reveals. Of every five games one mixes in the Gambler's and Set Sail's
/// cards, one Just One More Contract's, one all three, and one is Set Sail on its own.
#[test]
fn refusals_and_events_are_all_listed_and_only_a_draw_reveals() {
    let probes: Vec<Action> = [
        "draw",
        "stop",
        "repel",
        "dock",
        "pass",
        "take sailor-3",
        "gamble",
        "give 0",
        "give 2",
    ]
    .iter()
    .map(|t| t.parse().unwrap())
    .collect();
    let mut refusals = std::collections::BTreeSet::new();
    let mut events = std::collections::BTreeSet::new();
    let mut rng = Rng::from_seed(11);
    let mut legal = Vec::new();
    for g in 0..60u64 {
        let players = 2 + (g % 4) as usize;
        let options: &[&str] = match g % 5 {
            0 if players <= 4 => &[SET_SAIL_GAME],
            1 => &[GAMBLER_CARDS, SET_SAIL_CARDS],
            2 => &[CONTRACT_CARDS],
            3 => &[GAMBLER_CARDS, SET_SAIL_CARDS, CONTRACT_CARDS],
            _ => &[],
        };
        let mut game = PortRoyal::setup(
            &Config::from_options(players, options).unwrap(),
            Seed::from_u64(g),
        )
        .unwrap();
        while game.to_act().is_some() {
            for p in &probes {
                if let Err(e) = game.clone().play(p) {
                    assert!(PortRoyal::INFO.refusals.contains(&e.key), "{}", e.key);
                    refusals.insert(e.key);
                }
            }
            game.legal_actions(&mut legal);
            let a = legal[rng.below(legal.len() as u32) as usize];
            assert_eq!(game.reveals(&a), matches!(a, Action::Draw | Action::Gamble));
            for e in game.play_logged(&a).unwrap() {
                assert!(Event::KEYS.contains(&e.key()), "{}", e.key());
                events.insert(e.key());
            }
        }
    }
    assert!(refusals.len() >= 6, "{refusals:?}");
    assert!(events.len() >= 12, "{events:?}");
}
