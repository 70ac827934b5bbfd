//! Invariants over many random games per player count, and fuzz-style input tests.
//!
//! Every game is played by uniformly random legal actions. At every step:
//! - goods, colonists, plantations, quarries, buildings and victory points are conserved
//!   between the supply and the players (nothing is made or lost);
//! - no stock goes negative (counts are unsigned and the test profile keeps overflow checks on);
//! - `to_act` is `Some` exactly when there are legal actions, every legal action applies and
//!   its notation parses back to itself; actions that are not legal are refused and leave the
//!   state untouched;
//! - the view hides exactly the future draws and the others' points, and a determinization
//!   agrees with the view.
//!
//! The number of games per player count is `ISLAS_GAMES` (default 5,000; `docs/performance.md`
//! gives the command for 10,000 and its result).
#![cfg(not(target_arch = "wasm32"))]

use islas_core::{Game, Rng, Seed};
use islas_puerto_rico::data::{GOODS_SUPPLY, PLANTATIONS, QUARRIES};
use islas_puerto_rico::{
    Action, BUILDING_DATA, Building, Config, GOODS, Good, Phase, PuertoRico, QUARRY, Role, TARGETS,
    score, setup,
};
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;

const MAX_ACTIONS: usize = 20_000;

fn games() -> u32 {
    std::env::var("ISLAS_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(5_000)
}

/// Every action the notation can express.
fn universe() -> Vec<Action> {
    let mut v = vec![
        Action::Quarry,
        Action::Hacienda,
        Action::Pass,
        Action::Colonist(true),
        Action::Colonist(false),
    ];
    v.extend(Role::ALL.map(Action::Role));
    for g in Good::ALL {
        v.extend([
            Action::Plant(g),
            Action::Extra(g),
            Action::Sell(g),
            Action::Wharf(g),
            Action::Store(g),
            Action::Keep(g),
        ]);
        for cap in 3..=9 {
            v.push(Action::Load(g, cap));
        }
    }
    v.extend((0..TARGETS as u8).map(Action::Place));
    v.extend(Building::ALL.map(Action::Build));
    v
}

/// Everything is somewhere: the supply and the players hold the whole box.
fn check_conservation(g: &PuertoRico) -> Result<(), TestCaseError> {
    let n = g.seats();
    let s = setup(n);
    let table = g.table();
    for k in 0..GOODS {
        let held: u32 = table.iter().map(|p| u32::from(p.goods[k])).sum();
        let ships: u32 = g
            .ships
            .iter()
            .filter(|x| x.good.map(|x| x.index()) == Some(k))
            .map(|x| u32::from(x.load))
            .sum();
        let total = u32::from(g.goods[k]) + held + ships + u32::from(g.house[k]);
        prop_assert_eq!(
            total,
            u32::from(GOODS_SUPPLY[k] - s.removed_goods),
            "goods {}",
            k
        );
        let planted: u32 = table.iter().map(|p| u32::from(p.island[k])).sum();
        let plant_total =
            planted + u32::from(g.face_up[k]) + u32::from(g.pile[k]) + u32::from(g.discards[k]);
        prop_assert_eq!(
            plant_total,
            u32::from(PLANTATIONS[k] - s.removed_plantations),
            "plantations {}",
            k
        );
    }
    let quarries: u8 = table.iter().map(|p| p.island[QUARRY]).sum::<u8>() + g.quarries;
    prop_assert_eq!(quarries, if n == 2 { 5 } else { QUARRIES });
    let colonists: u32 = table.iter().map(|p| u32::from(p.colonists())).sum::<u32>()
        + u32::from(g.colonists)
        + u32::from(g.ship_colonists);
    prop_assert_eq!(
        colonists,
        u32::from(s.colonists) + u32::from(s.ship_colonists)
    );
    for (i, d) in BUILDING_DATA.iter().enumerate() {
        let owned = table.iter().filter(|p| p.buildings & (1 << i) != 0).count() as u8;
        let count = if n == 2 { d.count_2p } else { d.count };
        prop_assert_eq!(owned + g.supply[i], count, "building {}", d.id);
    }
    for p in table {
        prop_assert!(p.island_used() <= 12 && p.city_used() <= 12);
        for k in 0..6 {
            prop_assert!(p.island_colonists[k] <= p.island[k]);
        }
        for (i, d) in BUILDING_DATA.iter().enumerate() {
            prop_assert!(p.building_colonists[i] <= d.circles);
            if p.buildings & (1 << i) == 0 {
                prop_assert_eq!(p.building_colonists[i], 0);
            }
        }
    }
    let vp: u32 = table.iter().map(|p| u32::from(p.vp)).sum();
    let chips_out = u32::from(s.vp_chips - g.vp_chips);
    if g.vp_chips > 0 {
        prop_assert_eq!(vp, chips_out, "victory points are chips taken");
    } else {
        prop_assert!(vp >= chips_out, "points past the last chip still count");
    }
    let house: u8 = g.house.iter().sum();
    prop_assert!(house <= 4);
    for ship in &g.ships {
        prop_assert!(ship.load <= ship.capacity);
    }
    Ok(())
}

fn random_game(players: u8, seed: u64) -> Result<(), TestCaseError> {
    let g = PuertoRico::setup(&Config::new(players), Seed::from_u64(seed))
        .map_err(|e| TestCaseError::fail(e.0))?;
    random_game_from(g, seed)
}

/// A random stacked start (`Config::start`): random boards, ships and house within the box
/// most of the time, and now and then one piece more than the box or a board allows.
fn random_start(rng: &mut Rng) -> serde_json::Value {
    let players = 2 + rng.below(4);
    let tiles = ["corn", "indigo", "sugar", "tobacco", "coffee", "quarry"];
    let mut below = |n: u32| rng.below(n);
    // Which rule to break, if any (one in two starts keeps them all).
    let flaw = below(16);
    let mut seats = Vec::new();
    for _ in 0..players + u32::from(flaw == 0) {
        let island: Vec<_> = (0..below(8) + 5 * u32::from(flaw == 1))
            .map(|_| serde_json::json!([tiles[below(6) as usize], below(2) + u32::from(flaw == 2)]))
            .collect();
        let mut city = Vec::new();
        let mut owned = 0u32;
        for _ in 0..below(5) {
            let b = Building::ALL[below(23) as usize];
            if owned & b.bit() != 0 && flaw != 3 {
                continue;
            }
            owned |= b.bit();
            let circles = BUILDING_DATA[b.index()].circles;
            let on = below(u32::from(circles) + 1) + u32::from(flaw == 4);
            city.push(serde_json::json!([b.id(), on]));
        }
        let goods: Vec<_> = (0..below(3))
            .map(|_| {
                serde_json::json!([
                    Good::ALL[below(5) as usize].id(),
                    below(4) + 9 * u32::from(flaw == 5)
                ])
            })
            .collect();
        seats.push(serde_json::json!({
            "doubloons": below(20), "vp": below(12) + 60 * u32::from(flaw == 6),
            "island": island, "city": city, "goods": goods,
        }));
    }
    let caps = setup(players as usize).ships;
    let mut ships = Vec::new();
    let mut kinds = Good::ALL.to_vec();
    for cap in caps {
        if cap == 0 || below(2) == 0 {
            continue;
        }
        let good = kinds.remove(below(kinds.len() as u32) as usize);
        let barrels = 1 + below(u32::from(cap)) + 3 * u32::from(flaw == 7);
        ships.push(serde_json::json!({"ship": cap, "good": good.id(), "barrels": barrels}));
    }
    if flaw == 8 {
        ships.push(serde_json::json!({"ship": 3 + below(6), "good": "corn", "barrels": 1}));
    }
    let house: Vec<_> = (0..below(5) + 2 * u32::from(flaw == 9))
        .map(|_| Good::ALL[below(5) as usize].id())
        .collect();
    serde_json::json!({
        "players": players,
        "start": {
            "seats": seats,
            "governor": below(players + u32::from(flaw == 10)),
            "ship_colonists": below(6) + 60 * u32::from(flaw == 11),
            "ships": ships,
            "house": house,
        }
    })
}

fn random_game_from(mut g: PuertoRico, seed: u64) -> Result<(), TestCaseError> {
    let universe = universe();
    let mut rng = Rng::from_seed(seed);
    let mut legal = Vec::new();
    let mut steps = 0;
    while steps < MAX_ACTIONS {
        check_conservation(&g)?;
        g.legal_actions(&mut legal);
        let Some(seat) = g.to_act() else {
            prop_assert!(legal.is_empty());
            break;
        };
        prop_assert!(!legal.is_empty(), "a player to act has a legal action");
        prop_assert!(usize::from(seat) < g.players());
        for a in &legal {
            let mut c = g.clone();
            prop_assert!(c.play(a).is_ok(), "legal action {} must apply", a);
            // The rollouts' and random games' path plays a listed action unchecked.
            let mut unchecked = g.clone();
            prop_assert!(unchecked.play_listed(a).is_ok());
            prop_assert!(
                unchecked == c,
                "{} played unchecked must give the same state",
                a
            );
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
        if steps % 13 == 0 {
            let d = g.determinize(seat, &mut rng);
            prop_assert!(
                d.view(seat) == g.view(seat),
                "determinization breaks the view"
            );
            check_conservation(&d)?;
            let v = g.view(seat);
            // Only the others' points and the future draws are hidden.
            let mut same = g.clone();
            for s in 0..g.seats() {
                same.players[s].vp = v.players[s].vp;
            }
            prop_assert_eq!(same.view(seat), v.clone());
            prop_assert_eq!(
                v.players[usize::from(seat)].vp,
                g.players[usize::from(seat)].vp
            );
            let others = |x: &PuertoRico| -> u32 {
                (0..x.seats())
                    .filter(|&s| s != usize::from(seat))
                    .map(|s| u32::from(x.players[s].vp))
                    .sum()
            };
            prop_assert_eq!(others(&v), others(&g));
            prop_assert_eq!(others(&d), others(&g));
        }
        let a = legal[rng.below(legal.len() as u32) as usize];
        g.play(&a).map_err(|e| TestCaseError::fail(e.to_string()))?;
        steps += 1;
    }
    prop_assert_eq!(
        g.phase,
        Phase::GameOver,
        "the game ended within {} actions",
        MAX_ACTIONS
    );
    prop_assert!(g.end.is_some(), "only an end condition ends the game");
    let o = g
        .outcome()
        .ok_or_else(|| TestCaseError::fail("over without outcome"))?;
    for (s, p) in g.table().iter().enumerate() {
        prop_assert_eq!(o.players[s].points, score(p));
    }
    prop_assert!(!o.winners().is_empty());
    Ok(())
}

macro_rules! random_games {
    ($name:ident, $players:expr) => {
        proptest! {
            #![proptest_config(ProptestConfig { cases: games(), failure_persistence: None, ..ProptestConfig::default() })]
            #[test]
            fn $name(seed in any::<u64>()) {
                random_game($players, seed)?;
            }
        }
    };
}

random_games!(random_two_player_games, 2);
random_games!(random_three_player_games, 3);
random_games!(random_four_player_games, 4);
random_games!(random_five_player_games, 5);

proptest! {
    #![proptest_config(ProptestConfig { cases: 5_000, failure_persistence: None, ..ProptestConfig::default() })]

    /// Random stacked starts: a setup error or a game, never a panic; a game keeps the box
    /// (nothing made or lost) and plays to its end by the rules.
    #[test]
    fn random_starts_never_panic_and_keep_the_box(seed in any::<u64>()) {
        let mut rng = Rng::from_seed(seed);
        let config: Config = serde_json::from_value(random_start(&mut rng))
            .map_err(|e| TestCaseError::fail(e.to_string()))?;
        if let Ok(g) = PuertoRico::setup(&config, Seed::from_u64(seed)) {
            random_game_from(g, seed)?;
        }
    }

    /// Any text: parsing never panics, and whatever parses prints back to the same action.
    #[test]
    fn random_text_never_panics(text in ".{0,40}") {
        if let Ok(a) = text.parse::<Action>() {
            prop_assert_eq!(a.to_string().parse::<Action>().ok(), Some(a));
        }
    }

    /// Text shaped like notation, with random words.
    #[test]
    fn notation_like_text_never_panics(
        verb in prop::sample::select(vec!["role", "plant", "place", "build", "load", "sell", "store", "keep", "wharf", "extra", "pass", "quarry"]),
        word in "[a-z0-9#-]{0,20}",
        num in "[0-9-]{0,4}",
    ) {
        for text in [format!("{verb} {word}"), format!("{verb} {word} {num}")] {
            if let Ok(a) = text.parse::<Action>() {
                prop_assert_eq!(a.to_string().parse::<Action>().ok(), Some(a));
            }
        }
    }

    /// Any text as a record: an error or a record, never a panic.
    #[test]
    fn random_records_never_panic(text in ".{0,300}", json_actions in prop::collection::vec("[a-z0-9 -]{0,16}", 0..12)) {
        let _ = islas_core::Record::<Config>::from_compact::<PuertoRico>(&text);
        let _ = islas_core::Record::<Config>::from_json(&text);
        let json = serde_json::json!({
            "game": "puerto-rico", "rules_version": 4, "config": {"players": 3},
            "seed": "tobacco", "actions": json_actions,
        });
        let record = islas_core::Record::<Config>::from_json(&json.to_string()).unwrap();
        match islas_core::replay::<PuertoRico>(&record) {
            Ok(_) => {}
            Err(islas_core::ReplayError::BadAction { index, .. }) => prop_assert!(index < record.actions.len()),
            Err(e) => prop_assert!(false, "unexpected {e}"),
        }
    }

    /// Hand-built actions with any numbers at random points of random games: never a panic,
    /// and a refusal never changes the state.
    #[test]
    fn arbitrary_actions_never_panic(seed in any::<u64>(), raw in prop::collection::vec((0u8..14, any::<u8>(), any::<u8>()), 1..60)) {
        let mut g = PuertoRico::setup(&Config::new(2 + (seed % 4) as u8), Seed::from_u64(seed)).unwrap();
        let mut rng = Rng::from_seed(seed);
        let mut legal = Vec::new();
        for (kind, x, y) in raw {
            let good = Good::ALL[usize::from(x % 5)];
            let a = match kind {
                0 => Action::Role(Role::ALL[usize::from(x % 8)]),
                1 => Action::Plant(good),
                2 => Action::Quarry,
                3 => Action::Hacienda,
                4 => Action::Place(x),
                5 => Action::Build(Building::ALL[usize::from(x % 23)]),
                6 => Action::Extra(good),
                7 => Action::Sell(good),
                8 => Action::Load(good, y),
                9 => Action::Wharf(good),
                10 => Action::Store(good),
                11 => Action::Keep(good),
                12 => Action::Colonist(x % 2 == 0),
                _ => Action::Pass,
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
