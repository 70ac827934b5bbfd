//! The engine contract, as Puerto Rico fills it: static facts, typed events and refusals, and
//! which actions reveal what nobody knew (undo never crosses them).

use islas_core::{ConfigSpec, EventKind, Game, Rng, Seed};
use islas_puerto_rico::{Action, Config, Event, PuertoRico};

#[test]
fn the_rulebook_seats_two_to_five_players_and_hides_victory_points() {
    let info = PuertoRico::INFO;
    assert_eq!(info.id, "puerto-rico");
    assert_eq!((info.min_players, info.max_players), (2, 5));
    assert!(
        info.private_information,
        "victory point chips are kept face down"
    );
    for players in 0..8 {
        assert_eq!(
            Config::from_options(players, islas_core::NO_OPTIONS).is_ok(),
            info.allows(players)
        );
    }
    assert!(Config::from_options(3, &["nobles"]).is_err());
    assert!(
        Config::from_options(3, islas_core::NO_OPTIONS)
            .unwrap()
            .options()
            .is_empty()
    );
}

/// Random games, trying many actions of the notation in every position: every refusal key is
/// listed, every event key is listed, and exactly the actions that turn plantations face up
/// (or draw one face down) reveal.
#[test]
fn refusals_and_events_are_all_listed_and_drawing_plantations_reveals() {
    let probes: Vec<Action> = [
        "role settler",
        "role prospector-2",
        "plant coffee",
        "quarry",
        "hacienda",
        "place quarry",
        "place wharf",
        "build city-hall",
        "build small-market",
        "extra coffee",
        "sell corn",
        "sell coffee",
        "load corn 5",
        "load sugar 7",
        "wharf indigo",
        "store corn",
        "keep coffee",
        "pass",
    ]
    .iter()
    .map(|t| t.parse().unwrap())
    .collect();
    let mut refusals = std::collections::BTreeSet::new();
    let mut events = std::collections::BTreeSet::new();
    let mut rng = Rng::from_seed(11);
    let mut legal = Vec::new();
    for g in 0..80u64 {
        let players = 2 + (g % 4) as usize;
        let mut game = PuertoRico::setup(
            &Config::from_options(players, islas_core::NO_OPTIONS).unwrap(),
            Seed::from_u64(g),
        )
        .unwrap();
        while game.to_act().is_some() {
            for p in &probes {
                if let Err(e) = game.clone().play(p) {
                    assert!(PuertoRico::INFO.refusals.contains(&e.key), "{}", e.key);
                    refusals.insert(e.key);
                }
            }
            game.legal_actions(&mut legal);
            let a = legal[rng.below(legal.len() as u32) as usize];
            let reveals = game.reveals(&a);
            let before = game.draws;
            for e in game.play_logged(&a).unwrap() {
                assert!(Event::KEYS.contains(&e.key()), "{}", e.key());
                events.insert(e.key());
            }
            assert_eq!(reveals, game.draws != before);
        }
    }
    assert!(refusals.len() >= 12, "{refusals:?}");
    assert!(events.len() >= 18, "{events:?}");
}

#[test]
fn events_never_name_a_players_points() {
    // The log's events carry barrels and what each shipment earned (taken openly, ruling
    // PR13), never a player's total: the chips are face down (PR10).
    for key in Event::KEYS {
        assert!(!key.contains("point") || *key == "shipping-points", "{key}");
    }
}
