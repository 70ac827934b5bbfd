//! "El capitán": loading rules, the rulebook's worked example, the harbour and wharf example,
//! storage and emptying full ships.

mod common;

use common::*;
use islas_puerto_rico::Phase;

/// The rulebook's captain-phase example with 4 players (ships of 5, 6 and 7; 3 corn on the
/// ship of 6). Ana (captain) has 2 corn and 6 sugar, Roberto 2 sugar and 3 tobacco, Cristina 2
/// corn and 1 tobacco, David 1 corn and 5 indigo.
#[test]
fn the_captain_phase_example() {
    let mut t = Table::new(4)
        .with(|g| {
            g.ships[1].good = Some(G::Corn);
            g.ships[1].load = 3;
        })
        .seat(0, |p| p.goods = [2, 0, 6, 0, 0])
        .seat(1, |p| p.goods = [0, 0, 2, 3, 0])
        .seat(2, |p| p.goods = [2, 0, 0, 1, 0])
        .seat(3, |p| p.goods = [1, 5, 0, 0, 0]);
    t.play("role captain");
    // "Ana debe cargar sus 2 de maíz o sus 6 de azúcar … (no puede elegir el de 5 casillas
    // porque no podría cargar todo el azúcar)."
    assert_eq!(t.legal(), ["load corn 6", "load sugar 7"]);
    assert_eq!(t.refuse("load sugar 5").key, "ship-refuses");
    t.play("load sugar 7");
    assert_eq!(t.p(0).vp, 7, "6 + 1 for the privilege");
    // "Roberto … carga 1 barril en el barco de 7 casillas, llenándolo … Podría haber elegido
    // cargar sus 3 de tabaco en el barco de 5 casillas."
    assert_eq!(t.legal(), ["load sugar 7", "load tobacco 5"]);
    t.play("load sugar 7");
    assert_eq!(t.p(1).vp, 1);
    assert_eq!(
        t.p(1).goods[G::Sugar.index()],
        1,
        "no room for the other barrel"
    );
    // "Cristina … Elige el tabaco y carga 1 barril en el barco vacío de 5 casillas."
    assert_eq!(t.legal(), ["load corn 6", "load tobacco 5"]);
    t.play("load tobacco 5");
    // "David … Debe cargar el maíz en el barco de 6 casillas porque no hay lugar donde cargar
    // el añil." — his only choice, played at once; so are Ana's 2 corn and Roberto's 3
    // tobacco. Then nobody can load: the phase ends.
    assert_eq!(t.p(3).vp, 1);
    assert_eq!(t.p(0).vp, 9);
    assert_eq!(t.p(1).vp, 4);
    assert_eq!(t.p(2).vp, 1);
    // "Cristina y David almacenan … deberán guardar los barriles adicionales en almacenes, o
    // perderlos": each keeps one barrel (Roberto too: his one sugar). Keeping is a choice,
    // in turn from the captain (Ana has nothing left).
    assert_eq!(t.to_act(), Some(1));
    assert_eq!(t.legal(), ["keep sugar", "pass"]);
    t.play("keep sugar");
    assert_eq!(t.legal(), ["keep corn", "pass"]);
    t.play("keep corn");
    assert_eq!(t.legal(), ["keep indigo", "pass"]);
    t.play("keep indigo");
    assert_eq!(t.p(2).goods, [1, 0, 0, 0, 0]);
    assert_eq!(t.p(3).goods, [0, 1, 0, 0, 0]);
    assert_eq!(t.p(1).goods, [0, 0, 1, 0, 0], "Roberto keeps his one sugar");
    // "Ana vacía los dos barcos que se han llenado: el de 6 casillas y el de 7. Los 4 barriles
    // de tabaco se quedan en el barco de 5 casillas."
    assert_eq!(t.game.ships[0].good, Some(G::Tobacco));
    assert_eq!(t.game.ships[0].load, 4);
    assert_eq!(t.game.ships[1].load, 0);
    assert_eq!(t.game.ships[2].load, 0);
    assert!(t.game.ships[1].good.is_none() && t.game.ships[2].good.is_none());
    assert_eq!(t.game.phase, Phase::PickRole);
}

/// "No se pueden cargar mercancías en un barco si en cualquiera de los otros dos barcos hay
/// ya mercancías de ese tipo"; "No se pueden cargar mercancías en un barco que ya esté lleno."
#[test]
fn one_kind_per_ship_and_never_on_two_ships() {
    let mut t = Table::new(3)
        .with(|g| {
            g.ships[0].good = Some(G::Corn);
            g.ships[0].load = 4;
        })
        .seat(0, |p| p.goods = [3, 0, 0, 0, 2]);
    t.play("role captain");
    assert_eq!(
        t.legal(),
        ["load coffee 5", "load coffee 6"],
        "the corn ship is full"
    );
    assert_eq!(t.refuse("load corn 5").key, "ship-refuses");
}

/// "Si hay varios barcos vacíos en los que el jugador podría cargar su mercancía, deberá elegir
/// el barco en el que pueda cargar la mayor cantidad de barriles."
#[test]
fn the_ship_that_takes_the_most_must_be_chosen() {
    let mut t = Table::new(3).seat(0, |p| p.goods = [0, 0, 0, 0, 6]);
    t.play("role captain");
    // Only the ship of 6 takes all six.
    assert_eq!(t.p(0).vp, 7);
    assert_eq!(t.game.ships[2].load, 0, "emptied: it was full");
}

/// Puerto and muelle example: "sólo puede cargar 3 de sus 5 barriles de tabaco … gana 3+1 PV.
/// … carga 2 barriles de azúcar …: gana 2+1 PV. En su próximo turno de carga, usa su muelle
/// para poner los 2 barriles de tabaco que le quedan …: gana 2+1 PV."
#[test]
fn the_harbour_and_wharf_example() {
    let mut t = Table::new(3)
        .with(|g| {
            g.ships[1].good = Some(G::Tobacco);
            g.ships[1].load = 2;
        })
        .seat(1, |p| {
            p.goods = [0, 0, 2, 5, 0];
            building(p, B::Harbor, 1);
            building(p, B::Wharf, 1);
        });
    // Seat 0 is the captain with nothing to load; seat 1 loads.
    t.play("role captain");
    assert_eq!(t.to_act(), Some(1));
    assert!(t.legal().contains(&"wharf tobacco".to_string()));
    t.play("load tobacco 5");
    assert_eq!(t.p(1).vp, 4);
    t.play("load sugar 6");
    assert_eq!(t.p(1).vp, 7);
    // Nothing fits on a ship any more; the wharf is optional: "pass" is offered.
    assert_eq!(t.legal(), ["wharf tobacco", "pass"]);
    t.play("wharf tobacco");
    assert_eq!(t.p(1).vp, 10, "3 extra from the harbour, 2 from the wharf");
    // The wharf's 2 barrels go to the supply, and so do the 5 of the full tobacco ship.
    assert_eq!(t.game.goods[G::Tobacco.index()], 9 + 2 + 5);
}

/// "El muelle sólo se puede usar una vez durante la fase del capitán."
#[test]
fn the_wharf_once_per_phase() {
    let mut t = Table::new(3)
        .with(|g| {
            for (s, good) in g.ships.iter_mut().zip([G::Corn, G::Sugar, G::Coffee]) {
                s.good = Some(good);
                s.load = s.capacity;
            }
        })
        .seat(0, |p| {
            p.goods = [0, 2, 0, 3, 0];
            building(p, B::Wharf, 1);
        });
    t.play("role captain");
    assert_eq!(t.legal(), ["wharf indigo", "wharf tobacco", "pass"]);
    t.play("wharf tobacco");
    // Only the wharf could load, and it is used: the phase ends; one indigo kept.
    assert_eq!(t.legal(), ["keep indigo", "pass"], "no second wharf");
    t.play("keep indigo");
    assert_eq!(t.p(0).goods, [0, 1, 0, 0, 0]);
}

/// Every ship full of another kind, so nothing can be loaded and the captain phase goes
/// straight to storage.
fn ships_full(g: &mut islas_puerto_rico::PuertoRico) {
    for (s, good) in g.ships.iter_mut().zip([G::Corn, G::Sugar, G::Coffee]) {
        s.good = Some(good);
        s.load = s.capacity;
    }
}

/// "Cada jugador puede almacenar una mercancía (un barril) en su rosa de los vientos … Si un
/// jugador no tiene suficiente espacio de almacenamiento, debe devolver a la reserva todas las
/// mercancías que no ha podido almacenar": one barrel of a kind the player chooses, the rest
/// back to the supply.
#[test]
fn one_barrel_on_the_compass_rose() {
    let mut t = Table::new(3)
        .with(ships_full)
        .seat(1, |p| p.goods = [0, 3, 0, 2, 0]);
    let supply = t.game.goods;
    t.play("role captain");
    assert_eq!(t.to_act(), Some(1));
    assert_eq!(t.legal(), ["keep indigo", "keep tobacco", "pass"]);
    assert_eq!(t.refuse("store indigo").key, "cannot-store", "no warehouse");
    t.play("keep tobacco");
    assert_eq!(t.p(1).goods, [0, 0, 0, 1, 0], "one barrel, not two");
    assert_eq!(
        t.game.goods[G::Indigo.index()],
        supply[G::Indigo.index()] + 3
    );
    assert_eq!(
        t.game.goods[G::Tobacco.index()],
        supply[G::Tobacco.index()] + 1
    );
    assert_eq!(t.game.phase, islas_puerto_rico::Phase::PickRole);
}

/// "Cada jugador puede almacenar una mercancía": may, not must. A player may keep nothing
/// (`pass`): everything goes back.
#[test]
fn storing_is_optional() {
    let mut t = Table::new(3).with(ships_full).seat(1, |p| {
        p.goods = [0, 3, 0, 2, 0];
        building(p, B::SmallWarehouse, 1);
    });
    let supply = t.game.goods;
    t.play("role captain");
    assert_eq!(
        t.legal(),
        [
            "store indigo",
            "store tobacco",
            "keep indigo",
            "keep tobacco",
            "pass"
        ],
        "the warehouse may be used, or only the one barrel kept, or nothing"
    );
    t.play("pass");
    assert_eq!(t.p(1).goods, [0; 5]);
    assert_eq!(
        t.game.goods[G::Indigo.index()],
        supply[G::Indigo.index()] + 3
    );
    assert_eq!(
        t.game.goods[G::Tobacco.index()],
        supply[G::Tobacco.index()] + 2
    );
}

/// Small warehouse: "puede almacenar en su rosa de los vientos, además del único barril que
/// se le permite normalmente, todos los barriles de un tipo de mercancías que elija".
#[test]
fn a_small_warehouse_keeps_every_barrel_of_one_kind() {
    let mut t = Table::new(3).with(ships_full).seat(1, |p| {
        p.goods = [1, 3, 0, 2, 0];
        building(p, B::SmallWarehouse, 1);
    });
    t.play("role captain");
    t.play("store indigo");
    assert_eq!(
        t.legal(),
        ["keep corn", "keep tobacco", "pass"],
        "one kind only: then the one barrel"
    );
    assert_eq!(t.refuse("store tobacco").key, "cannot-store");
    t.play("keep tobacco");
    assert_eq!(t.p(1).goods, [0, 3, 0, 1, 0]);
}

/// Large warehouse: "todos los barriles de dos tipos de mercancías que elija"; with both,
/// "todos los barriles de tres tipos". Kinds are named in increasing order (ruling PR5).
#[test]
fn a_large_warehouse_keeps_two_kinds_and_both_keep_three() {
    let mut t = Table::new(3).with(ships_full).seat(1, |p| {
        p.goods = [2, 3, 0, 2, 1];
        building(p, B::LargeWarehouse, 1);
    });
    t.play("role captain");
    t.play("store indigo");
    assert_eq!(
        t.refuse("store corn").key,
        "cannot-store",
        "kinds in increasing order"
    );
    t.play("store tobacco");
    assert_eq!(t.legal(), ["keep corn", "keep coffee", "pass"]);
    t.play("keep coffee");
    assert_eq!(t.p(1).goods, [0, 3, 0, 2, 1]);

    let mut t = Table::new(3).with(ships_full).seat(1, |p| {
        p.goods = [2, 3, 0, 2, 2];
        building(p, B::SmallWarehouse, 1);
        building(p, B::LargeWarehouse, 1);
    });
    t.play("role captain");
    t.play("store corn");
    t.play("store indigo");
    t.play("store tobacco");
    assert_eq!(t.legal(), ["keep coffee", "pass"], "three kinds, no fourth");
    t.play("keep coffee");
    assert_eq!(t.p(1).goods, [2, 3, 0, 2, 1]);
}

/// "Si un jugador no puede almacenar todas las mercancías que le han sobrado, puede elegir
/// cuáles almacenará": fewer kinds than the warehouses hold, and no barrel at all, are
/// allowed.
#[test]
fn a_player_may_keep_fewer_kinds() {
    let mut t = Table::new(3).with(ships_full).seat(1, |p| {
        p.goods = [2, 3, 0, 2, 0];
        building(p, B::LargeWarehouse, 1);
    });
    t.play("role captain");
    t.play("store corn");
    assert_eq!(
        t.legal(),
        [
            "store indigo",
            "store tobacco",
            "keep indigo",
            "keep tobacco",
            "pass"
        ]
    );
    t.play("pass");
    assert_eq!(t.p(1).goods, [2, 0, 0, 0, 0], "corn stored, the rest back");
}

/// "el dueño de un almacén pequeño ocupado": an empty warehouse stores nothing.
#[test]
fn an_unoccupied_warehouse_stores_nothing() {
    let mut t = Table::new(3).with(ships_full).seat(1, |p| {
        p.goods = [0, 3, 0, 2, 0];
        building(p, B::SmallWarehouse, 0);
        building(p, B::LargeWarehouse, 0);
    });
    t.play("role captain");
    assert_eq!(t.legal(), ["keep indigo", "keep tobacco", "pass"]);
}

/// A player with nothing left is not asked; a warehouse whose kinds cover everything still
/// leaves the choice to the player.
#[test]
fn storage_is_asked_only_of_players_with_goods() {
    let mut t = Table::new(3).with(ships_full).seat(2, |p| {
        p.goods = [0, 0, 0, 2, 0];
        building(p, B::SmallWarehouse, 1);
    });
    t.play("role captain");
    assert_eq!(t.to_act(), Some(2), "seats 0 and 1 have no goods");
    assert_eq!(t.legal(), ["store tobacco", "keep tobacco", "pass"]);
    t.play("store tobacco");
    assert_eq!(t.p(2).goods, [0, 0, 0, 2, 0]);
    assert_eq!(t.game.phase, islas_puerto_rico::Phase::PickRole);
}

/// "Cuando sea el turno de un jugador, si puede cargar mercancías en algún barco debe hacerlo":
/// a player who can load may not pass.
#[test]
fn a_player_who_can_load_must_load() {
    let mut t = Table::new(3).seat(0, |p| p.goods = [2, 0, 0, 0, 1]);
    t.play("role captain");
    assert_eq!(t.refuse("pass").key, "must-load");
}

/// "Al cargar el primer tipo de mercancías, el capitán toma un punto de victoria adicional …
/// El capitán no obtiene PV adicionales por cada tipo posterior"; "Si no carga ninguna
/// mercancía, no ganará el PV adicional."
#[test]
fn the_captains_point_once_and_only_when_loading() {
    let mut t = Table::new(3).seat(0, |p| p.goods = [1, 0, 0, 0, 1]);
    t.play("role captain");
    t.play("load corn 4");
    assert_eq!(t.p(0).vp, 1 + 1, "corn and the privilege");
    t.play("load coffee 5");
    assert_eq!(
        t.p(0).vp,
        1 + 1 + 1,
        "then coffee, without another privilege point"
    );
    let mut t = Table::new(3).seat(1, |p| p.goods = [1, 0, 0, 0, 0]);
    t.play("role captain");
    t.play("load corn 4");
    assert_eq!(t.p(0).vp, 0, "the captain loaded nothing");
    assert_eq!(t.p(1).vp, 1);
}
