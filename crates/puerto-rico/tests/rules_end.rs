//! "Final de la partida" and the five large buildings.

mod common;

use common::*;
use islas_core::Game;
use islas_puerto_rico::{EndReason, Phase, Player, large_bonuses, score};

/// Cofradía: "tiene también una azucarera pequeña y normal, una añilería pequeña y un
/// tostadero de café: gana 6 PV adicionales."
#[test]
fn the_guild_hall_example() {
    let mut p = Player::default();
    building(&mut p, B::GuildHall, 1);
    building(&mut p, B::SmallSugarMill, 0);
    building(&mut p, B::SugarMill, 0);
    building(&mut p, B::SmallIndigoPlant, 0);
    building(&mut p, B::CoffeeRoaster, 0);
    assert_eq!(large_bonuses(&p), 6);
}

/// Residencia: "ha llenado 10 de sus 12 casillas de isla …: gana 5 PV"; "hasta nueve … 4 PV
/// … once 6 PV … doce 7 PV".
#[test]
fn the_residence_example() {
    for (spaces, bonus) in [(3, 4), (9, 4), (10, 5), (11, 6), (12, 7)] {
        let mut p = Player::default();
        building(&mut p, B::Residence, 1);
        plantations(&mut p, G::Corn, spaces, 0);
        assert_eq!(large_bonuses(&p), bonus, "{spaces}");
    }
}

/// Fortaleza: "tiene en total 20 colonos repartidos entre sus plantaciones, canteras, edificios
/// y en San Juan: gana 6 PV."
#[test]
fn the_fortress_example() {
    let mut p = Player::default();
    building(&mut p, B::Fortress, 1);
    plantations(&mut p, G::Corn, 10, 10);
    p.san_juan = 9;
    assert_eq!(p.colonists(), 20);
    assert_eq!(large_bonuses(&p), 6);
}

/// Aduana: "tiene en total 23 puntos de victoria en fichas de PV: gana 5 PV."
#[test]
fn the_customs_house_example() {
    let mut p = Player::default();
    building(&mut p, B::CustomsHouse, 1);
    p.vp = 23;
    assert_eq!(large_bonuses(&p), 5);
}

/// Ayuntamiento: "también tiene hacienda, puerto, oficina, caseta de obra, almacén grande y
/// residencia: gana 7 PV."
#[test]
fn the_city_hall_example() {
    let mut p = Player::default();
    for b in [
        B::CityHall,
        B::Hacienda,
        B::Harbor,
        B::Office,
        B::ConstructionHut,
        B::LargeWarehouse,
        B::Residence,
    ] {
        building(&mut p, b, 0);
    }
    building(&mut p, B::CityHall, 1);
    building(&mut p, B::SmallIndigoPlant, 1);
    assert_eq!(large_bonuses(&p), 7, "production buildings do not count");
}

/// "Un edificio vale sus puntos de victoria normales incluso aunque no esté ocupado … los cinco
/// edificios grandes sólo dan sus puntos de victoria adicionales … cuando están ocupados."
#[test]
fn buildings_score_occupied_or_not_bonuses_only_occupied() {
    let mut p = Player::default();
    building(&mut p, B::CityHall, 0);
    building(&mut p, B::Harbor, 0);
    p.vp = 10;
    assert_eq!(score(&p), 10 + 4 + 3);
}

fn finish_round(t: &mut Table) {
    while t.game.phase != Phase::PickRole && t.game.phase != Phase::GameOver {
        let legal = t.legal();
        let a = if legal.contains(&"pass".to_string()) {
            "pass".to_string()
        } else {
            legal[0].clone()
        };
        t.play(&a);
    }
}

/// "La partida acabará al final de la ronda en la cual … durante la fase del constructor, al
/// menos un jugador construya en su duodécima casilla de ciudad."
#[test]
fn the_twelfth_city_space_ends_the_game_at_the_end_of_the_round() {
    let mut t = Table::new(3).seat(0, |p| {
        p.doubloons = 20;
        for b in &B::ALL[..11] {
            building(p, *b, 0);
        }
    });
    t.play("role builder");
    t.play("build wharf");
    assert_eq!(t.game.end, Some(EndReason::City));
    finish_round(&mut t);
    assert_eq!(t.game.phase, Phase::PickRole, "the round goes on");
    t.play("role trader");
    finish_round(&mut t);
    t.play("role craftsman");
    finish_round(&mut t);
    assert_eq!(t.game.phase, Phase::GameOver);
    assert!(t.game.outcome().is_some());
}

/// "que al final de la fase del alcalde no queden suficientes colonos para rellenar el barco."
#[test]
fn a_ship_that_cannot_be_refilled_ends_the_game() {
    // One colonist goes to the mayor's privilege; three are left for the ship: enough.
    let mut t = Table::new(3).with(|g| g.colonists = 4);
    t.play("role mayor");
    t.play("colonist yes");
    finish_round(&mut t);
    assert_eq!(t.game.end, None, "three colonists refill the ship exactly");
    let mut t = Table::new(3).with(|g| g.colonists = 3);
    t.play("role mayor");
    t.play("colonist yes");
    assert_eq!(t.game.end, Some(EndReason::Colonists));
}

/// "que durante la fase del capitán se use la última ficha de puntos de victoria. Si se acaban
/// las fichas …, los jugadores que ganen más PV … deberán anotarlos."
#[test]
fn the_last_victory_point_chip_ends_the_game_and_later_points_count() {
    let mut t = Table::new(3)
        .with(|g| g.vp_chips = 2)
        .seat(0, |p| p.goods = [0, 0, 0, 0, 4])
        .seat(1, |p| p.goods = [2, 0, 0, 0, 0]);
    t.play("role captain");
    t.play("load coffee 4");
    assert_eq!(t.game.end, Some(EndReason::VictoryPoints));
    assert_eq!(t.game.vp_chips, 0);
    t.play("load corn 5");
    assert_eq!(t.p(0).vp, 5);
    assert_eq!(t.p(1).vp, 2, "points past the last chip still count");
}

/// "Si dos o más jugadores empatan a puntos de victoria, el ganador será el jugador que tenga
/// más dinero entre doblones y mercancías (cada barril de mercancía vale por 1 doblón)."
#[test]
fn ties_are_broken_by_doubloons_plus_goods() {
    let mut t = Table::new(3)
        .with(|g| g.end = Some(EndReason::City))
        .seat(0, |p| {
            p.vp = 10;
            p.doubloons = 1;
            p.goods = [1, 0, 0, 0, 0];
        })
        .seat(1, |p| {
            p.vp = 10;
            p.doubloons = 3;
        })
        .seat(2, |p| p.vp = 9);
    t.play("role trader");
    finish_round(&mut t);
    t.play("role builder");
    finish_round(&mut t);
    t.play("role craftsman");
    finish_round(&mut t);
    let o = t.game.outcome().unwrap();
    assert_eq!(o.winners(), [1]);
    assert_eq!(o.players[0].rank, 1);
}
