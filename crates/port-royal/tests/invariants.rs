//! Invariants over many random games (10,000 per player count, for the base game, for Set Sail on
//! its own, for the base game with cards mixed in (Set Sail's, the Gambler's, Just One More
//! Contract's), and with the contracts), and fuzz-style input tests.
//!
//! Every game is played by uniformly random legal actions. At every step:
//! - all cards of the game (120, Set Sail's 60, or 120 and the cards mixed in; tucked ships
//!   included) are somewhere, exactly once;
//! - no stock goes negative (counts are unsigned and the test profile keeps overflow checks on,
//!   so any subtraction below zero panics and fails the test);
//! - `to_act` is `Some` exactly when there are legal actions;
//! - every legal action applies, and its notation parses back to itself;
//! - random actions that are not legal are rejected, and the state is unchanged;
//! - the views of the real state and of any determinization agree;
//! - with the contracts: ships kept for Pack of Pirates are among the cards; nobody has more
//!   than 3 cubes out or 3 contracts done; a contract's cubes are each a different seat's; the
//!   influence is the display's plus 0, 1 or 3 for 1, 2 or 3 contracts.
//!
//! At the end: every game ends; the outcome agrees with the scores.
#![cfg(not(target_arch = "wasm32"))]

use islas_core::{Game, Rng, Seed};
use islas_port_royal::big_box::{COOP_FACE_UP, Requirement, rank};
use islas_port_royal::contracts::{ALL_CONTRACTS, CUBES, contract, time_deck_size};
use islas_port_royal::data::{CARD_COUNT, FACES};
use islas_port_royal::deck::{ALL_CARDS, BOX_FACE_BASE, Info, SET_SAIL_COUNT, face_info};
use islas_port_royal::{Action, Claim, Config, Ending, Mode, Phase, PortRoyal, Printed};
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;

/// Far above the longest random game seen (about 650 actions).
const MAX_ACTIONS: usize = 20_000;

/// Every action the notation can express: the pool random actions are drawn from.
fn universe() -> Vec<Action> {
    let mut v = vec![
        Action::Draw,
        Action::Stop,
        Action::Repel,
        Action::Dock,
        Action::Pass,
        Action::Gamble,
    ];
    // Seats 0–4 for the extra coin of a ship (5 is the most players).
    v.extend((0..5).map(Action::Give));
    for (i, f) in FACES.iter().enumerate() {
        match f.printed {
            Printed::Character { .. } | Printed::Ship { .. } => v.push(Action::Take(i as u8)),
            Printed::Expedition { needs, .. } => {
                for a in 0..=needs[0] {
                    for c in 0..=needs[1] {
                        for h in 0..=needs[2] {
                            v.push(Action::Claim(Claim {
                                expedition: i as u8,
                                jacks: [a, c, h],
                            }));
                        }
                    }
                }
            }
            Printed::Tax(_) => {}
        }
    }
    v.push(Action::SetAside);
    for c in 0..ALL_CONTRACTS as u8 + 2 {
        v.push(Action::Complete(c));
        v.push(Action::Skip(c));
    }
    for (i, f) in FACES.iter().enumerate() {
        if let Printed::Ship { .. } = f.printed {
            v.push(Action::Decline(i as u8));
        }
    }
    let mut face = BOX_FACE_BASE;
    while let Some(info) = face_info(face as u8) {
        if matches!(info, Info::Person { .. } | Info::Ship { .. }) {
            v.push(Action::Take(face as u8));
        }
        face += 1;
    }
    v
}

fn check_cards(g: &PortRoyal) -> Result<(), TestCaseError> {
    let mut seen = [false; ALL_CARDS];
    let all = g.all_cards();
    let setup = g.dealt_from();
    let count = if setup.is_set_sail() {
        SET_SAIL_COUNT
    } else if !setup.set_sail_cards() && !setup.gamblers() && !setup.expansion_cards() {
        CARD_COUNT
    } else {
        setup.card_count()
    };
    prop_assert_eq!(all.len(), count, "every card of the game, once");
    for c in all {
        prop_assert!(
            !std::mem::replace(&mut seen[c as usize], true),
            "card {} twice",
            c
        );
    }
    Ok(())
}

fn check_contracts(g: &PortRoyal) -> Result<(), TestCaseError> {
    let Some(table) = g.contracts() else {
        return Ok(());
    };
    let up = if g.dealt_from().is_coop() {
        COOP_FACE_UP[g.players() - 1]
    } else {
        4
    };
    prop_assert_eq!(table.slots.len(), up);
    if let Some(coop) = g.coop() {
        // The time deck only shrinks: it and the points deck never hold more than it started
        // with, and a game is won only when every contract has a cube.
        let ids: Vec<u8> = table.slots.iter().map(|s| s.contract).collect();
        prop_assert!(coop.time.len() + coop.points.len() <= time_deck_size(&ids));
        prop_assert_eq!(coop.won, table.all_completed());
        prop_assert!(!coop.ask || g.phase() != Phase::Over);
        prop_assert_eq!(g.end_triggered_by(), None, "12 influence ends nothing");
    }
    for seat in 0..g.players() as u8 {
        let done = table.done[seat as usize];
        prop_assert!(table.cubes_used(seat) <= CUBES, "at most 3 cubes out");
        let completed = table
            .slots
            .iter()
            .filter(|s| s.boxes.contains(&seat))
            .count();
        prop_assert_eq!(usize::from(done), completed);
        let bonus = [0, 0, 1, 3][usize::from(done)];
        prop_assert_eq!(g.contract_influence(seat), bonus);
        prop_assert_eq!(g.influence(seat), g.tally(seat).influence + bonus);
        let kept = g.kept_ships(seat);
        prop_assert!(kept.len() < 5);
        let mut colours = [false; 5];
        for &k in kept {
            let Info::Ship { colour, .. } = islas_port_royal::deck::card_info(k) else {
                return Err(TestCaseError::fail("a kept card that is no ship"));
            };
            prop_assert!(!std::mem::replace(&mut colours[colour as usize], true));
        }
    }
    for slot in &table.slots {
        let c = contract(slot.contract).ok_or_else(|| TestCaseError::fail("no contract"))?;
        prop_assert!(slot.boxes.len() <= 5);
        let times = match c.requirement {
            Requirement::DeclineCoins { times, .. } | Requirement::ShipColours { times, .. } => {
                times
            }
            _ => 1,
        };
        let mut seats = slot.boxes.clone();
        for &(seat, step) in &slot.steps {
            prop_assert!(step >= 1 && step < times, "a progress box of the contract");
            seats.push(seat);
        }
        let n = seats.len();
        seats.sort_unstable();
        seats.dedup();
        prop_assert_eq!(seats.len(), n, "one cube per seat on a contract");
    }
    Ok(())
}

fn check_outcome(g: &PortRoyal) -> Result<(), TestCaseError> {
    let o = g
        .outcome()
        .ok_or_else(|| TestCaseError::fail("over without outcome"))?;
    let n = g.players();
    if let Some(coop) = g.coop() {
        // Together: one shared result; a win scores the points deck and its rank; a loss comes
        // from an empty time deck (or every card in hands).
        let shared = o
            .shared
            .ok_or_else(|| TestCaseError::fail("co-operative without a shared result"))?;
        prop_assert_eq!(shared.won, coop.won);
        let rewards = o.rewards();
        prop_assert!(rewards.iter().all(|&r| r == rewards[0]));
        if shared.won {
            prop_assert_eq!(shared.score, coop.points.len() as i32);
            prop_assert_eq!(shared.tier, Some(rank(coop.points.len() as u32)));
            prop_assert_eq!(o.winners().len(), n);
        } else {
            let exhausted = g.deck_len() == 0 && g.discard().is_empty();
            prop_assert!(coop.time.is_empty() || exhausted);
            prop_assert_eq!(shared.score, 0);
            prop_assert!(o.winners().is_empty());
        }
        return Ok(());
    }
    prop_assert!(o.shared.is_none());
    let with_expedition = g.dealt_from().ending() == Ending::WithExpedition;
    let key = |s: usize| {
        let t = g.tally(s as u8);
        let base = (i32::from(g.influence(s as u8)), g.coins(s as u8) as i32);
        (
            if with_expedition {
                i32::from(t.expeditions > 0)
            } else {
                0
            },
            base.0,
            base.1,
        )
    };
    for s in 0..n {
        prop_assert_eq!(o.players[s].points, i32::from(g.influence(s as u8)));
        let better = (0..n).filter(|&t| key(t) > key(s)).count();
        prop_assert_eq!(o.players[s].rank as usize, better);
    }
    let winners = o.winners();
    prop_assert!(!winners.is_empty());
    let best = (0..n).map(key).max();
    for w in winners {
        prop_assert_eq!(Some(key(w as usize)), best);
    }
    // Ended by the trigger (not because every card was in players' hands, see rulings.md): the
    // round was finished, so everyone had the same number of turns.
    let exhausted = g.deck_len() == 0 && g.discard().is_empty();
    if !exhausted {
        prop_assert!(
            g.end_triggered_by().is_some(),
            "only the trigger or exhaustion ends a game"
        );
    }
    if let Some(who) = g.end_triggered_by().filter(|_| !exhausted) {
        // Influence never falls in the base game, so the trigger still holds at the end.
        prop_assert!(g.meets_end_condition(who));
        prop_assert_eq!(
            g.active() as usize,
            n - 1,
            "the last turn is the last seat's"
        );
        prop_assert_eq!(g.turn() as usize % n, 0);
    }
    Ok(())
}

fn random_game(players: u8, seed: u64, ending: Ending, mode: Mode) -> Result<(), TestCaseError> {
    let mut config = Config::new(players);
    config.ending = ending;
    config.mode = mode;
    random_game_of(config, seed)
}

fn random_game_of(config: Config, seed: u64) -> Result<(), TestCaseError> {
    let universe = universe();
    let mut rng = Rng::from_seed(seed);
    let mut g =
        PortRoyal::setup(&config, Seed::from_u64(seed)).map_err(|e| TestCaseError::fail(e.0))?;
    let mut legal = Vec::new();
    let mut steps = 0;
    while steps < MAX_ACTIONS {
        check_cards(&g)?;
        check_contracts(&g)?;
        g.legal_actions(&mut legal);
        let Some(seat) = g.to_act() else {
            prop_assert!(legal.is_empty(), "no legal action once the game is over");
            break;
        };
        prop_assert!(!legal.is_empty(), "a player to act has a legal action");
        prop_assert!((seat as usize) < g.players());
        for a in &legal {
            let mut c = g.clone();
            prop_assert!(c.play(a).is_ok(), "legal action {} must apply", a);
            prop_assert_eq!(&a.to_string().parse::<Action>().ok(), &Some(*a));
        }
        for _ in 0..3 {
            let a = universe[rng.below(universe.len() as u32) as usize];
            if !legal.contains(&a) {
                let before = g.clone();
                let err = g.play(&a);
                prop_assert!(err.is_err(), "{} is not legal but was accepted", a);
                prop_assert!(!err.unwrap_err().reason.is_empty());
                prop_assert!(g == before, "a rejected action changed the state");
            }
        }
        if steps % 17 == 0 {
            let d = g.determinize(seat, &mut rng);
            prop_assert!(
                d.view(seat) == g.view(seat),
                "determinization breaks the view"
            );
            check_cards(&d)?;
        }
        let a = legal[rng.below(legal.len() as u32) as usize];
        g.play(&a).map_err(|e| TestCaseError::fail(e.to_string()))?;
        steps += 1;
    }
    prop_assert_eq!(
        g.phase(),
        Phase::Over,
        "the game ended within {} actions",
        MAX_ACTIONS
    );
    check_outcome(&g)
}

/// Random games per player count: 10,000 unless `ISLAS_GAMES` asks for more (or fewer).
fn games() -> u32 {
    std::env::var("ISLAS_GAMES")
        .ok()
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or(10_000)
}

macro_rules! random_games {
    ($name:ident, $players:expr) => {
        proptest! {
            #![proptest_config(ProptestConfig { cases: games(), failure_persistence: None, ..ProptestConfig::default() })]
            #[test]
            fn $name(seed in any::<u64>(), variant in any::<bool>()) {
                let ending = if variant { Ending::WithExpedition } else { Ending::Standard };
                random_game($players, seed, ending, Mode::Base)?;
            }
        }
    };
}

macro_rules! random_set_sail_games {
    ($name:ident, $players:expr) => {
        proptest! {
            #![proptest_config(ProptestConfig { cases: games(), failure_persistence: None, ..ProptestConfig::default() })]
            #[test]
            fn $name(seed in any::<u64>()) {
                random_game($players, seed, Ending::Standard, Mode::SetSail)?;
            }
        }
    };
}

/// The base game with cards mixed in: Set Sail's 20 marked cards, the Gambler's 4, Just One More
/// Contract's 24, or several; either ending.
macro_rules! random_mixed_games {
    ($name:ident, $players:expr, $set_sail:expr, $gamblers:expr) => {
        random_mixed_games!($name, $players, $set_sail, $gamblers, false);
    };
    ($name:ident, $players:expr, $set_sail:expr, $gamblers:expr, $contracts:expr) => {
        proptest! {
            #![proptest_config(ProptestConfig { cases: games(), failure_persistence: None, ..ProptestConfig::default() })]
            #[test]
            fn $name(seed in any::<u64>(), variant in any::<bool>()) {
                let mut config = Config::new($players);
                config.ending = if variant { Ending::WithExpedition } else { Ending::Standard };
                config.set_sail_cards = $set_sail;
                config.gamblers = $gamblers;
                config.contract_cards = $contracts;
                random_game_of(config, seed)?;
            }
        }
    };
}

/// The base game with the contracts (and so with Just One More Contract's persons and ships),
/// either ending, with or without the Gambler's cards.
macro_rules! random_contract_games {
    ($name:ident, $players:expr) => {
        proptest! {
            #![proptest_config(ProptestConfig { cases: games(), failure_persistence: None, ..ProptestConfig::default() })]
            #[test]
            fn $name(seed in any::<u64>(), variant in any::<bool>(), gamblers in any::<bool>()) {
                let mut config = Config::new($players);
                config.ending = if variant { Ending::WithExpedition } else { Ending::Standard };
                config.gamblers = gamblers;
                config.contracts = true;
                random_game_of(config, seed)?;
            }
        }
    };
}

/// The co-operative contracts (solo with 1 player), with 0 to 12 cards set aside before the game.
macro_rules! random_coop_games {
    ($name:ident, $players:expr) => {
        proptest! {
            #![proptest_config(ProptestConfig { cases: games(), failure_persistence: None, ..ProptestConfig::default() })]
            #[test]
            fn $name(seed in any::<u64>(), points in 0u8..=12) {
                random_game_of(Config::coop($players, points), seed)?;
            }
        }
    };
}

random_coop_games!(ten_thousand_random_solo_games_with_coop_contracts, 1);
random_coop_games!(ten_thousand_random_two_player_games_with_coop_contracts, 2);
random_coop_games!(
    ten_thousand_random_three_player_games_with_coop_contracts,
    3
);
random_coop_games!(ten_thousand_random_four_player_games_with_coop_contracts, 4);
random_coop_games!(ten_thousand_random_five_player_games_with_coop_contracts, 5);

/// Games that once broke an invariant with the contracts: two at-once chances from a gambler's
/// four cards for a player with one cube left took a fourth cube.
#[test]
fn contract_games_that_once_failed() {
    for (players, seed, ending) in [
        (2, 4122986243234861653, Ending::WithExpedition),
        (3, 7241872002583337331, Ending::Standard),
    ] {
        let mut config = Config::new(players);
        config.ending = ending;
        config.gamblers = true;
        config.contracts = true;
        random_game_of(config, seed).unwrap();
    }
}

random_contract_games!(ten_thousand_random_two_player_games_with_contracts, 2);
random_contract_games!(ten_thousand_random_three_player_games_with_contracts, 3);
random_contract_games!(ten_thousand_random_four_player_games_with_contracts, 4);
random_contract_games!(ten_thousand_random_five_player_games_with_contracts, 5);
random_games!(ten_thousand_random_two_player_games, 2);
random_games!(ten_thousand_random_three_player_games, 3);
random_games!(ten_thousand_random_four_player_games, 4);
random_games!(ten_thousand_random_five_player_games, 5);
random_set_sail_games!(ten_thousand_random_two_player_set_sail_games, 2);
random_set_sail_games!(ten_thousand_random_three_player_set_sail_games, 3);
random_set_sail_games!(ten_thousand_random_four_player_set_sail_games, 4);
random_mixed_games!(
    ten_thousand_random_two_player_games_with_set_sail_cards,
    2,
    true,
    false
);
random_mixed_games!(
    ten_thousand_random_three_player_games_with_set_sail_cards,
    3,
    true,
    false
);
random_mixed_games!(
    ten_thousand_random_four_player_games_with_set_sail_cards,
    4,
    true,
    false
);
random_mixed_games!(
    ten_thousand_random_five_player_games_with_set_sail_cards,
    5,
    true,
    false
);
random_mixed_games!(
    ten_thousand_random_two_player_games_with_gamblers,
    2,
    false,
    true
);
random_mixed_games!(
    ten_thousand_random_three_player_games_with_gamblers,
    3,
    false,
    true
);
random_mixed_games!(
    ten_thousand_random_four_player_games_with_gamblers,
    4,
    false,
    true
);
random_mixed_games!(
    ten_thousand_random_five_player_games_with_gamblers,
    5,
    false,
    true
);
random_mixed_games!(
    ten_thousand_random_two_player_games_with_set_sail_cards_and_gamblers,
    2,
    true,
    true
);
random_mixed_games!(
    ten_thousand_random_five_player_games_with_set_sail_cards_and_gamblers,
    5,
    true,
    true
);
random_mixed_games!(
    ten_thousand_random_two_player_games_with_contract_cards,
    2,
    false,
    false,
    true
);
random_mixed_games!(
    ten_thousand_random_three_player_games_with_contract_cards,
    3,
    false,
    false,
    true
);
random_mixed_games!(
    ten_thousand_random_four_player_games_with_contract_cards,
    4,
    false,
    false,
    true
);
random_mixed_games!(
    ten_thousand_random_five_player_games_with_contract_cards,
    5,
    false,
    false,
    true
);
random_mixed_games!(
    ten_thousand_random_two_player_games_with_set_sail_gambler_and_contract_cards,
    2,
    true,
    true,
    true
);
random_mixed_games!(
    ten_thousand_random_four_player_games_with_set_sail_gambler_and_contract_cards,
    4,
    true,
    true,
    true
);

proptest! {
    #![proptest_config(ProptestConfig { cases: 5_000, failure_persistence: None, ..ProptestConfig::default() })]

    /// Any text: parsing never panics, and whatever parses prints back to text that parses to
    /// the same action.
    #[test]
    fn random_text_never_panics(text in ".{0,40}") {
        if let Ok(a) = text.parse::<Action>() {
            prop_assert_eq!(a.to_string().parse::<Action>().ok(), Some(a));
        }
    }

    /// Text shaped like notation, with random words.
    #[test]
    fn notation_like_text_never_panics(
        verb in prop::sample::select(vec!["take", "claim", "draw", "pass", "TAKE", "claim  ", "complete", "skip", "decline"]),
        word in "[a-zA-Z0-9+#-]{0,20}",
        list in "[a-z+]{0,30}",
    ) {
        for text in [format!("{verb} {word}"), format!("{verb} {word} {list}")] {
            if let Ok(a) = text.parse::<Action>() {
                prop_assert_eq!(a.to_string().parse::<Action>().ok(), Some(a));
            }
        }
    }

    /// Any text as a record, in JSON or in the compact link form: an error or a record, never a
    /// panic; a record that parses replays to a result or to the index of its first bad action.
    #[test]
    fn random_records_never_panic(text in ".{0,300}", json_actions in prop::collection::vec("[a-z0-9 +-]{0,16}", 0..12)) {
        let _ = islas_core::Record::<Config>::from_compact::<PortRoyal>(&text);
        let _ = islas_core::Record::<Config>::from_json(&text);
        let json = serde_json::json!({
            "game": "port-royal", "rules_version": 1, "config": {"players": 3},
            "seed": "pirates", "actions": json_actions,
        });
        let record = islas_core::Record::<Config>::from_json(&json.to_string()).unwrap();
        match islas_core::replay::<PortRoyal>(&record) {
            Ok(_) => {}
            Err(islas_core::ReplayError::BadAction { index, .. }) => prop_assert!(index < record.actions.len()),
            Err(e) => prop_assert!(false, "unexpected {e}"),
        }
    }

    /// Hand-built actions with any numbers, played at random points of random games: never a
    /// panic, and a rejection never changes the state.
    #[test]
    fn arbitrary_actions_never_panic(seed in any::<u64>(), raw in prop::collection::vec((0u8..8, any::<u8>(), any::<[u8; 3]>()), 1..40)) {
        // Every third game with Just One More Contract's cards, whose ships ask `give`.
        let mut config = Config::new(2 + (seed % 4) as u8);
        config.contract_cards = seed % 3 == 0;
        let mut g = PortRoyal::setup(&config, Seed::from_u64(seed)).unwrap();
        let mut rng = Rng::from_seed(seed);
        let mut legal = Vec::new();
        for (kind, face, jacks) in raw {
            let a = match kind {
                0 => Action::Draw,
                1 => Action::Stop,
                2 => Action::Repel,
                3 => Action::Dock,
                4 => Action::Pass,
                5 => Action::Take(face),
                6 => Action::Give(face),
                _ => Action::Claim(Claim { expedition: face, jacks }),
            };
            let before = g.clone();
            let _ = a.to_string();
            if g.play(&a).is_err() {
                prop_assert!(g == before);
            }
            g.legal_actions(&mut legal);
            if !legal.is_empty() {
                let b = legal[rng.below(legal.len() as u32) as usize];
                g.play(&b).unwrap();
            }
        }
    }

    /// The same with the co-operative contracts, 1 to 5 players, and every kind of action a
    /// contract game knows.
    #[test]
    fn arbitrary_actions_never_panic_with_coop_contracts(seed in any::<u64>(), raw in prop::collection::vec((0u8..12, any::<u8>(), any::<[u8; 3]>()), 1..60)) {
        let config = Config::coop(1 + (seed % 5) as u8, (seed % 7) as u8);
        let mut g = PortRoyal::setup(&config, Seed::from_u64(seed)).unwrap();
        let mut rng = Rng::from_seed(seed);
        let mut legal = Vec::new();
        for (kind, face, jacks) in raw {
            let a = match kind {
                0 => Action::Draw,
                1 => Action::Stop,
                2 => Action::Repel,
                3 => Action::Dock,
                4 => Action::Pass,
                5 => Action::Take(face),
                6 => Action::Give(face),
                7 => Action::Complete(face),
                8 => Action::Skip(face),
                9 => Action::Decline(face),
                10 => Action::SetAside,
                _ => Action::Claim(Claim { expedition: face, jacks }),
            };
            let before = g.clone();
            let _ = a.to_string();
            if g.play(&a).is_err() {
                prop_assert!(g == before);
            }
            g.legal_actions(&mut legal);
            if !legal.is_empty() {
                let b = legal[rng.below(legal.len() as u32) as usize];
                g.play(&b).unwrap();
            }
        }
    }
}
