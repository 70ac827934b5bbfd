//! A stacked start (`Config::start`): boards set by hand for tests and the lesson. What it may
//! set is what the box's pieces allow ("Material" and "Preparativos"): each refusal class has
//! its test here; the invariants' fuzz test plays random starts.

mod common;

use common::*;
use islas_core::{ConfigSpec, Game, Record, Seed};
use islas_puerto_rico::data::{GOODS_SUPPLY, PLANTATIONS};
use islas_puerto_rico::{Config, PuertoRico, QUARRY};

fn config(start: serde_json::Value) -> Config {
    serde_json::from_value(serde_json::json!({"players": 3, "start": start})).unwrap()
}

fn setup(start: serde_json::Value) -> Result<PuertoRico, String> {
    PuertoRico::setup(&config(start), Seed::from_u64(3)).map_err(|e| e.0)
}

/// Three plain seats, with `seat0` as the first.
fn seats(seat0: serde_json::Value) -> serde_json::Value {
    serde_json::json!([seat0, {}, {}])
}

fn refused(start: serde_json::Value, why: &str) {
    let e = setup(start).expect_err(why);
    assert!(e.starts_with("stacked start:"), "{e}");
    assert!(e.contains(why), "{e} (expected: {why})");
}

#[test]
fn a_start_sets_the_boards_and_the_supplies_hold_the_rest_of_the_box() {
    let g = setup(serde_json::json!({
        "seats": [
            {"doubloons": 7, "vp": 10, "island": [["corn", 1], ["quarry", 0]],
             "city": [["small-market", 1], ["guild-hall", 0]], "goods": [["corn", 2]]},
            {"island": [["indigo", 1]], "city": [["small-indigo-plant", 1]]},
            {"vp": 5}
        ],
        "governor": 1,
        "ship_colonists": 5,
        "ships": [{"ship": 5, "good": "corn", "barrels": 3}],
        "house": ["indigo", "sugar"]
    }))
    .unwrap();
    let p = g.player(0);
    assert_eq!((p.doubloons, p.vp, p.goods[0]), (7, 10, 2));
    assert_eq!((p.island[0], p.island_colonists[0]), (1, 1));
    assert_eq!((p.island[QUARRY], p.island_colonists[QUARRY]), (1, 0));
    assert!(p.occupied(B::SmallMarket) && p.owns(B::GuildHall) && !p.occupied(B::GuildHall));
    assert_eq!(p.city_used(), 3, "the guild hall takes two spaces");
    assert_eq!(
        g.player(2).island_used(),
        0,
        "no starting plantation but the start's"
    );
    // What is on no board is in the supplies.
    assert_eq!(g.vp_chips, 75 - 15);
    assert_eq!(
        g.colonists,
        58 - 4 - 5,
        "four on the boards, five on the ship"
    );
    assert_eq!(g.ship_colonists, 5);
    assert_eq!(g.quarries, 7);
    assert_eq!(g.supply[B::GuildHall.index()], 0);
    assert_eq!(g.supply[B::SmallIndigoPlant.index()], 3);
    assert_eq!(g.goods[0], GOODS_SUPPLY[0] - 2 - 3);
    assert_eq!(g.goods[1], GOODS_SUPPLY[1] - 1);
    assert_eq!(g.pile[0] + g.face_up[0], PLANTATIONS[0] - 1);
    assert_eq!(g.pile[1] + g.face_up[1], PLANTATIONS[1] - 1);
    assert_eq!(
        (g.ships[1].capacity, g.ships[1].good, g.ships[1].load),
        (5, Some(G::Corn), 3)
    );
    assert_eq!(g.house, [0, 1, 1, 0, 0]);
    // The holder of the governor card picks first.
    assert_eq!(g.to_act(), Some(1));
}

/// The first role's order follows the governor card ("el gobernador elige primero"), wherever
/// a start puts it; the card passes on to the left at the end of the round.
#[test]
fn the_governor_of_a_start_picks_first_and_the_card_moves_on() {
    let mut t = Table {
        game: setup(serde_json::json!({"seats": [{}, {}, {}], "governor": 2})).unwrap(),
    };
    assert_eq!(t.to_act(), Some(2));
    t.play("role craftsman");
    assert_eq!(
        t.to_act(),
        Some(0),
        "then the player to the governor's left"
    );
    t.play("role trader");
    t.play("role captain");
    assert_eq!(t.game.governor, 0);
    assert_eq!(t.to_act(), Some(0));
}

/// A config without a start reads and writes as before: records, links and golden records
/// keep their bytes.
#[test]
fn no_start_is_written_as_nothing() {
    let c = Config::new(3);
    assert_eq!(serde_json::to_string(&c).unwrap(), r#"{"players":3}"#);
    let read: Config = serde_json::from_str(r#"{"players":3}"#).unwrap();
    assert_eq!(read.start, None);
    assert!(!c.stacked());
    let stacked = config(serde_json::json!({"seats": [{}, {}, {}]}));
    assert!(
        stacked.stacked(),
        "a start is a stacked setup: no link carries it"
    );
    let record = Record::new::<PuertoRico>(stacked.clone(), Seed::from_u64(1));
    let again: Record<Config> = Record::from_json(&record.to_json()).unwrap();
    assert_eq!(again.config, stacked);
}

#[test]
fn the_seats_are_one_per_player_and_the_governor_one_of_them() {
    refused(
        serde_json::json!({"seats": [{}, {}]}),
        "2 seats for 3 players",
    );
    refused(
        serde_json::json!({"seats": [{}, {}, {}], "governor": 3}),
        "governor",
    );
}

#[test]
fn an_island_has_twelve_spaces_and_one_circle_per_tile() {
    let thirteen: Vec<_> = (0..13).map(|_| serde_json::json!(["indigo", 0])).collect();
    refused(
        serde_json::json!({"seats": seats(serde_json::json!({"island": thirteen}))}),
        "more than 12 island spaces",
    );
    refused(
        serde_json::json!({"seats": seats(serde_json::json!({"island": [["corn", 2]]}))}),
        "one circle",
    );
}

#[test]
fn tiles_are_the_boxs_plantations_and_quarries() {
    // 8 coffee plantations in the game.
    let coffee: Vec<_> = (0..9).map(|_| serde_json::json!(["coffee", 0])).collect();
    refused(
        serde_json::json!({"seats": seats(serde_json::json!({"island": coffee}))}),
        "not enough coffee tiles",
    );
    // 8 quarries, over two boards.
    let quarries = |n: usize| {
        (0..n)
            .map(|_| serde_json::json!(["quarry", 0]))
            .collect::<Vec<_>>()
    };
    refused(
        serde_json::json!({"seats": [{"island": quarries(5)}, {"island": quarries(4)}, {}]}),
        "not enough quarry tiles",
    );
}

#[test]
fn a_city_has_one_of_each_building_the_boxs_tiles_and_twelve_spaces() {
    refused(
        serde_json::json!({"seats": seats(serde_json::json!({"city": [["hospice", 0], ["hospice", 0]]}))}),
        "two hospice",
    );
    // One guild hall in the game.
    refused(
        serde_json::json!({"seats": [{"city": [["guild-hall", 0]]}, {"city": [["guild-hall", 0]]}, {}]}),
        "not enough guild-hall tiles",
    );
    // Five large buildings take ten spaces, and three more make thirteen.
    refused(
        serde_json::json!({"seats": seats(serde_json::json!({"city": [
            ["guild-hall", 0], ["residence", 0], ["fortress", 0], ["customs-house", 0],
            ["city-hall", 0], ["hospice", 0], ["office", 0], ["factory", 0]
        ]}))}),
        "more than 12 city spaces",
    );
    // Twelve exactly is a full city, which the pieces allow.
    assert!(
        setup(
            serde_json::json!({"seats": seats(serde_json::json!({"city": [
                ["guild-hall", 0], ["residence", 0], ["fortress", 0], ["customs-house", 0],
                ["city-hall", 0], ["hospice", 0], ["office", 0]
            ]}))})
        )
        .is_ok()
    );
}

#[test]
fn colonists_go_on_circles_only_and_are_the_boxs() {
    refused(
        serde_json::json!({"seats": seats(serde_json::json!({"city": [["coffee-roaster", 3]]}))}),
        "3 colonists on coffee-roaster, which has 2 circles",
    );
    // 58 colonists with 3 players: 55 and 3 on the ship.
    refused(
        serde_json::json!({"seats": [{}, {}, {}], "ship_colonists": 59}),
        "more colonists than the game's",
    );
    let tiles = |tile: &'static str, n: usize| vec![serde_json::json!([tile, 1]); n].into_iter();
    let busy = |island: Vec<serde_json::Value>| {
        serde_json::json!({"island": island, "city": [
            ["indigo-plant", 3], ["sugar-mill", 3], ["tobacco-storage", 3], ["coffee-roaster", 2]
        ]})
    };
    // 23 colonists on each board: 69.
    refused(
        serde_json::json!({"seats": [
            busy(tiles("indigo", 12).collect()),
            busy(tiles("sugar", 11).chain(tiles("corn", 1)).collect()),
            busy(tiles("tobacco", 9).chain(tiles("quarry", 3)).collect()),
        ]}),
        "more colonists than the game's",
    );
}

#[test]
fn goods_and_victory_points_are_the_boxs() {
    // 9 coffee barrels in the game.
    refused(
        serde_json::json!({"seats": seats(serde_json::json!({"goods": [["coffee", 10]]}))}),
        "more coffee barrels than the game's",
    );
    refused(
        serde_json::json!({"seats": [{"goods": [["coffee", 5]]}, {}, {}],
                           "ships": [{"ship": 5, "good": "coffee", "barrels": 5}]}),
        "more coffee barrels than the game's",
    );
    // 75 chips with 3 players.
    refused(
        serde_json::json!({"seats": [{"vp": 40}, {"vp": 36}, {}]}),
        "more victory point chips than the game's 75",
    );
}

#[test]
fn a_ship_holds_one_kind_within_its_capacity_and_a_kind_sails_on_one_ship() {
    let ship =
        |loads: serde_json::Value| serde_json::json!({"seats": [{}, {}, {}], "ships": loads});
    refused(
        ship(serde_json::json!([{"ship": 7, "good": "corn", "barrels": 1}])),
        "no cargo ship for 7",
    );
    refused(
        ship(serde_json::json!([{"ship": 4, "good": "corn", "barrels": 5}])),
        "holds 1 to 4 barrels",
    );
    refused(
        ship(serde_json::json!([{"ship": 4, "good": "corn", "barrels": 0}])),
        "holds 1 to 4 barrels",
    );
    refused(
        ship(serde_json::json!([
            {"ship": 4, "good": "corn", "barrels": 1},
            {"ship": 4, "good": "sugar", "barrels": 1}
        ])),
        "loaded twice",
    );
    refused(
        ship(serde_json::json!([
            {"ship": 4, "good": "corn", "barrels": 1},
            {"ship": 6, "good": "corn", "barrels": 1}
        ])),
        "corn on two ships",
    );
    // Two players have no third ship.
    let two = serde_json::json!({"players": 2, "start": {"seats": [{}, {}], "ships": [{"ship": 0, "good": "corn", "barrels": 1}]}});
    let c: Config = serde_json::from_value(two).unwrap();
    assert!(PuertoRico::setup(&c, Seed::from_u64(1)).is_err());
}

#[test]
fn the_trading_house_holds_four_barrels() {
    refused(
        serde_json::json!({"seats": [{}, {}, {}], "house": ["corn", "indigo", "sugar", "tobacco", "coffee"]}),
        "the trading house holds 4 barrels",
    );
}

#[test]
fn a_start_with_a_field_it_does_not_know_does_not_read() {
    let json = serde_json::json!({"players": 3, "start": {"seats": [{}, {}, {}], "round": 4}});
    assert!(serde_json::from_value::<Config>(json).is_err());
    let json = serde_json::json!({"players": 3, "start": {"seats": [{"san_juan": 2}, {}, {}]}});
    assert!(serde_json::from_value::<Config>(json).is_err());
}
