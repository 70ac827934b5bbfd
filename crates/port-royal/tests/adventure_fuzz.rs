//! Fuzz-style input tests for the Adventure: whatever a link, a save or a hand sends, the engine
//! answers with a game or an error, never a panic, and a rejected action changes nothing.
//!
//! - Any Adventure configuration (chapter, mode, players, the groups of game cards, the replay
//!   bonus, the characters, the event deck and the story cards read, each from valid and invalid
//!   values) sets up a game or is refused; a game set up plays to its end by random legal
//!   actions with its cards conserved.
//! - Hand-built actions with any numbers (missions of any story card, any face kept or sold,
//!   looks and cubes at any moment), played at random points of random chapters: a rejection
//!   leaves the state unchanged, and the game goes on.
//! - Notation with the Adventure's words parses back to itself or is refused.
#![cfg(not(target_arch = "wasm32"))]

use islas_core::{Game, Rng, Seed};
use islas_port_royal::adventure::content::{CHARACTERS, EVENTS};
use islas_port_royal::adventure::data::{CampaignMode, CardNo};
use islas_port_royal::adventure::play::AdventureConfig;
use islas_port_royal::{Action, Config, PortRoyal};
use proptest::prelude::*;

/// Far above the longest random Adventure game.
const MAX_ACTIONS: usize = 20_000;

fn cases() -> u32 {
    std::env::var("ISLAS_FUZZ_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1_000)
}

fn mode(competitive: bool) -> CampaignMode {
    if competitive {
        CampaignMode::Competitive
    } else {
        CampaignMode::CoOp
    }
}

/// A story card number as a link could carry it: a real card (1–120 with or without a letter)
/// or anything else.
fn card_no() -> impl Strategy<Value = CardNo> {
    (
        any::<u8>(),
        prop::sample::select(vec![None, Some(b'a'), Some(b'b'), Some(b'z')]),
    )
        .prop_map(|(number, letter)| CardNo { number, letter })
}

/// An id: a real one of `ids` or a made-up word.
fn id_of(ids: Vec<&'static str>) -> impl Strategy<Value = String> {
    prop_oneof![
        prop::sample::select(ids).prop_map(String::from),
        "[a-z0-9-]{0,12}",
    ]
}

fn adventure_config() -> impl Strategy<Value = (u8, AdventureConfig)> {
    let characters: Vec<&'static str> = CHARACTERS.iter().map(|c| c.id).collect();
    let events: Vec<&'static str> = EVENTS.iter().map(|e| e.id).collect();
    let groups = islas_port_royal::adventure::content::groups();
    // Each field is mostly valid, so that most configurations set up a game and the rest probe
    // one wrong value at a time.
    let valid = || prop::bool::weighted(0.85);
    (
        (valid(), 1u8..=4, 0u8..=6),
        (valid(), 1u8..=5, 0u8..=7),
        any::<bool>(),
        (
            valid(),
            prop::sample::subsequence(groups, 0..=3),
            prop::collection::vec(any::<u8>(), 0..4),
        ),
        (
            valid(),
            any::<bool>(),
            0u8..=6,
            prop::collection::vec(any::<u8>(), 0..6),
        ),
        (
            valid(),
            any::<bool>(),
            prop::sample::subsequence(characters.clone(), 4),
            prop::collection::vec(id_of(characters), 0..6),
        ),
        (valid(), prop::collection::vec(id_of(events), 0..4)),
        (valid(), prop::collection::vec(card_no(), 0..4)),
    )
        .prop_map(
            |(players, chapter, competitive, groups, bonus, characters, events, read)| {
                let players = if players.0 { players.1 } else { players.2 };
                let chapter = if chapter.0 { chapter.1 } else { chapter.2 };
                let competitive = competitive && players > 1;
                let mut a = AdventureConfig::chapter(chapter.clamp(1, 5), mode(competitive));
                a.chapter = chapter;
                a.groups = if groups.0 { groups.1 } else { groups.2 };
                // A replay's bonus: per seat, co-operative only; or anything.
                a.bonus = match bonus {
                    (true, true, extra, _) if !competitive => vec![extra; usize::from(players)],
                    (true, _, _, _) => Vec::new(),
                    (false, _, _, any) => any,
                };
                // Distinct characters, one per seat; none (dealt at random); or anything.
                a.characters = match characters {
                    (true, true, distinct, _) => distinct
                        .into_iter()
                        .take(usize::from(players))
                        .map(String::from)
                        .collect(),
                    (true, false, _, _) => Vec::new(),
                    (false, _, _, any) => any,
                };
                a.events = if events.0 { Vec::new() } else { events.1 };
                a.read = if read.0 { Vec::new() } else { read.1 };
                (players, a)
            },
        )
}

/// Plays random legal actions to the end: every legal action applies, the cards are conserved.
fn play_out(g: &mut PortRoyal, seed: u64) -> Result<(), TestCaseError> {
    let mut rng = Rng::from_seed(seed);
    let mut legal = Vec::new();
    for _ in 0..MAX_ACTIONS {
        if g.outcome().is_some() {
            return Ok(());
        }
        g.legal_actions(&mut legal);
        prop_assert!(!legal.is_empty(), "no legal action and no outcome");
        let a = legal[rng.below(legal.len() as u32) as usize];
        let text = a.to_string();
        prop_assert_eq!(text.parse::<Action>().ok(), Some(a));
        g.play(&a)
            .map_err(|e| TestCaseError::fail(format!("legal {text} refused: {e}")))?;
        prop_assert_eq!(g.all_cards().len(), g.cards_in_play());
    }
    prop_assert!(false, "no end after {MAX_ACTIONS} actions");
    Ok(())
}

fn hand_built(kind: u8, face: u8, no: CardNo) -> Action {
    match kind {
        0 => Action::Draw,
        1 => Action::Stop,
        2 => Action::Repel,
        3 => Action::Dock,
        4 => Action::Pass,
        5 => Action::Take(face),
        6 => Action::Give(face),
        7 => Action::Mission(no),
        8 => Action::BuyCube,
        9 => Action::Keep(face),
        10 => Action::Look,
        11 => Action::Sell(face),
        12 => Action::Complete(face),
        13 => Action::Decline(face),
        _ => Action::SetAside,
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(), failure_persistence: None, ..ProptestConfig::default() })]

    /// Any Adventure configuration: a game or an error; a game plays to its end.
    #[test]
    fn any_adventure_configuration_sets_up_a_game_or_is_refused(
        (players, adventure) in adventure_config(),
        seed in any::<u64>(),
    ) {
        let config = Config { adventure: Some(adventure), ..Config::new(players.max(1)) };
        let config = Config { players, ..config };
        // Through JSON too, as a save or a link brings it.
        let json = serde_json::to_string(&config).unwrap();
        let back: Config = serde_json::from_str(&json).unwrap();
        prop_assert_eq!(&back, &config);
        if let Ok(mut g) = PortRoyal::setup(&config, Seed::from_u64(seed)) {
            play_out(&mut g, seed)?;
        }
    }

    /// Hand-built actions with any numbers at random points of random chapters: never a panic,
    /// and a rejection never changes the state.
    #[test]
    fn arbitrary_actions_never_panic_in_the_adventure(
        seed in any::<u64>(),
        chapter in 1u8..=5,
        competitive in any::<bool>(),
        players in 1u8..=4,
        raw in prop::collection::vec((0u8..15, any::<u8>(), card_no()), 1..80),
    ) {
        let competitive = competitive && players > 1;
        let config = Config::adventure(players, chapter, mode(competitive));
        let mut g = PortRoyal::setup(&config, Seed::from_u64(seed)).unwrap();
        let mut rng = Rng::from_seed(seed);
        let mut legal = Vec::new();
        for (kind, face, no) in raw {
            if g.outcome().is_some() {
                break;
            }
            let a = hand_built(kind, face, no);
            let before = g.clone();
            let text = a.to_string();
            match g.play(&a) {
                Ok(_) => {
                    // An action played was a legal one.
                    before.legal_actions(&mut legal);
                    prop_assert!(legal.contains(&a), "{text} played but not legal");
                }
                Err(_) => prop_assert!(g == before, "{text} refused but the state changed"),
            }
            g.legal_actions(&mut legal);
            if !legal.is_empty() {
                let b = legal[rng.below(legal.len() as u32) as usize];
                g.play(&b).unwrap();
            }
            prop_assert_eq!(g.all_cards().len(), g.cards_in_play());
        }
    }

    /// Text shaped like the Adventure's notation: it parses back to itself or is refused.
    #[test]
    fn adventure_notation_never_panics(
        verb in prop::sample::select(vec!["mission", "cube", "keep", "look", "sell", "MISSION", "sell  ", "look "]),
        word in "[a-zA-Z0-9+#-]{0,12}",
        more in "[a-z0-9 ]{0,12}",
    ) {
        for text in [verb.to_string(), format!("{verb} {word}"), format!("{verb} {word} {more}")] {
            if let Ok(a) = text.parse::<Action>() {
                prop_assert_eq!(a.to_string().parse::<Action>().ok(), Some(a));
            }
        }
    }
}
