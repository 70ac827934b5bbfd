//! The engine contract, as Jamaica fills it: static facts, options, typed events and refusals,
//! and which actions reveal what nobody knew (undo never crosses them).

use islas_core::{ConfigSpec, EventKind, Game, OptionSpec, Rng, Seed};
use islas_jamaica::{Action, Config, Event, GHOST_SHIP, Jamaica, NO_GHOST_SHIP, Phase};

#[test]
fn the_rulebook_seats_two_to_six_players_with_secrets() {
    let info = Jamaica::INFO;
    assert_eq!(info.id, "jamaica");
    assert_eq!(Jamaica::NAME, "jamaica");
    assert_eq!((info.min_players, info.max_players), (2, 6));
    assert!(info.private_information, "hands and secret choices");
    assert_eq!(
        info.options,
        [
            OptionSpec::flag(GHOST_SHIP),
            OptionSpec::flag(NO_GHOST_SHIP)
        ]
    );
    for players in 0..9 {
        let made = Config::from_options(players, islas_core::NO_OPTIONS);
        assert_eq!(made.is_ok(), info.allows(players), "{players} players");
    }
    assert!(Config::from_options(4, &["expedition-end"]).is_err());
}

/// Plays random games, trying many actions of the notation in every position: every refusal
/// key is listed in `INFO.refusals`, every event key in `Event::KEYS`; rolls, draws, the last
/// secret choice and treasures seen reveal, and nothing else does.
#[test]
fn refusals_and_events_are_all_listed_and_reveals_match_what_was_uncovered() {
    let probes: Vec<Action> = [
        "roll",
        "dice 1 2",
        "choose 1",
        "choose 11",
        "outer",
        "empty 1",
        "empty 6",
        "attack 1",
        "attack ghost",
        "powder 0",
        "powder 9",
        "reroll",
        "keep",
        "steal hold 1",
        "steal 1",
        "steal map",
        "give 1",
        "spare",
        "ghost forward",
    ]
    .iter()
    .map(|t| t.parse().unwrap())
    .collect();
    let mut refusals = std::collections::BTreeSet::new();
    let mut events = std::collections::BTreeSet::new();
    let mut rng = Rng::from_seed(11);
    let mut legal = Vec::new();
    for g in 0..120u64 {
        let players = 2 + (g % 5) as usize;
        let mut game = Jamaica::setup(
            &Config::from_options(players, islas_core::NO_OPTIONS).unwrap(),
            Seed::from_u64(g),
        )
        .unwrap();
        while game.to_act().is_some() {
            for p in &probes {
                if let Err(e) = game.clone().play(p) {
                    assert!(Jamaica::INFO.refusals.contains(&e.key), "{}", e.key);
                    assert!(!e.reason.is_empty());
                    refusals.insert(e.key);
                }
            }
            game.legal_actions(&mut legal);
            let a = legal[rng.below(legal.len() as u32) as usize];
            let reveals = game.reveals(&a);
            if matches!(a, Action::Roll) {
                assert!(reveals, "a roll reveals");
            }
            let before = game.phase();
            let happened = game.play_logged(&a).unwrap();
            let uncovered = happened.iter().any(|e| {
                matches!(
                    e,
                    Event::Rolled { .. }
                        | Event::Revealed { .. }
                        | Event::Drew { .. }
                        | Event::CombatRoll { .. }
                        | Event::Rerolled { .. }
                        | Event::TreasureFound { .. }
                        | Event::StoleTreasure { .. }
                )
            });
            assert_eq!(reveals, uncovered, "{a} in {before:?}: {happened:?}");
            for e in happened {
                assert!(Event::KEYS.contains(&e.key()), "{}", e.key());
                if let Event::Chose { .. } = e {
                    // A secret choice is logged without its card.
                    assert_eq!(format!("{e:?}").matches("card").count(), 0);
                }
                events.insert(e.key());
            }
        }
    }
    assert!(refusals.len() >= 8, "{refusals:?}");
    assert!(events.len() >= 24, "{events:?}");
    assert!(Event::KEYS.len() >= events.len());
    let _ = Phase::Over;
}

/// Only the last of the secret choices reveals; the earlier ones stay hidden in the views.
#[test]
fn only_the_last_secret_choice_reveals() {
    let mut g = Jamaica::setup(&Config::new(4), Seed::from_u64(3)).unwrap();
    g.play(&Action::Roll).unwrap();
    let mut legal = Vec::new();
    if g.phase() == Phase::Order {
        g.legal_actions(&mut legal);
        g.play(&legal[0]).unwrap();
    }
    for i in 0..4 {
        g.legal_actions(&mut legal);
        assert_eq!(g.reveals(&legal[0]), i == 3, "choice {i}");
        g.play(&legal[0]).unwrap();
    }
}
