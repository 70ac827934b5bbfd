//! "El constructor", "El capataz" and "El mercader", with the production buildings, factory,
//! markets and office.

mod common;

use common::*;
use islas_puerto_rico::{Event, Phase, building_cost};

/// "Un jugador con 3 canteras ocupadas pagaría estos costes: caseta de obra: 1 doblón; oficina:
/// 3 doblones; puerto: 5 doblones; ayuntamiento: 7 doblones."
#[test]
fn the_quarry_discount_example() {
    let mut p = islas_puerto_rico::Player::default();
    quarries(&mut p, 3, 3);
    assert_eq!(building_cost(&p, B::ConstructionHut, false), 1);
    assert_eq!(building_cost(&p, B::Office, false), 3);
    assert_eq!(building_cost(&p, B::Harbor, false), 5);
    assert_eq!(building_cost(&p, B::CityHall, false), 7);
    // "El descuento por el privilegio del constructor se añade al de la cantera, pero el coste
    // de un edificio no puede reducirse a menos de 0 doblones."
    assert_eq!(building_cost(&p, B::ConstructionHut, true), 0);
    assert_eq!(building_cost(&p, B::SmallMarket, true), 0);
    assert_eq!(building_cost(&p, B::CityHall, true), 6);
    // Only occupied quarries count.
    let mut q = islas_puerto_rico::Player::default();
    quarries(&mut q, 3, 1);
    assert_eq!(building_cost(&q, B::Harbor, false), 7);
}

/// "El jugador que elija a este personaje podrá usar su privilegio para construir
/// inmediatamente un edificio por un doblón menos … el resto … (pero a su coste normal)."
#[test]
fn the_builder_pays_one_less_the_others_full_price() {
    let mut t = Table::new(3)
        .seat(0, |p| p.doubloons = 2)
        .seat(1, |p| p.doubloons = 2);
    t.play("role builder");
    t.play("build indigo-plant");
    assert_eq!(t.p(0).doubloons, 0);
    assert_eq!(t.refuse("build indigo-plant").key, "cannot-afford");
    t.play("build small-sugar-mill");
    assert_eq!(t.p(1).doubloons, 0);
}

/// "Cada jugador puede construir cada edificio sólo una vez"; "Ningún jugador puede construir
/// más de un edificio por ronda."
#[test]
fn each_building_only_once() {
    let mut t = Table::new(3).seat(0, |p| {
        p.doubloons = 20;
        building(p, B::SmallMarket, 0);
    });
    t.play("role builder");
    assert_eq!(t.refuse("build small-market").key, "already-built");
    t.play("build hacienda");
    assert_eq!(t.to_act(), Some(1), "one building per phase");
}

/// "Un edificio grande necesita dos casillas vacías"; "No es posible construir más allá de las
/// 12 casillas de ciudad."
#[test]
fn large_buildings_take_two_of_the_twelve_city_spaces() {
    let mut t = Table::new(3).seat(0, |p| {
        p.doubloons = 30;
        for b in &B::ALL[..11] {
            building(p, *b, 0);
        }
    });
    t.play("role builder");
    assert_eq!(t.refuse("build residence").key, "city-full");
    assert!(t.legal().contains(&"build wharf".to_string()));
}

/// "Si el constructor no construye ningún edificio, no recibe 1 doblón por su privilegio."
#[test]
fn a_builder_who_passes_gets_nothing() {
    let mut t = Table::new(3);
    let before = t.p(0).doubloons;
    t.play("role builder");
    t.play("pass");
    assert_eq!(t.p(0).doubloons, before);
}

/// The production example: "2 barriles de maíz (porque la 3ª plantación de maíz no está
/// ocupada). 1 barril de tabaco (porque en el 2º círculo del secadero no hay ningún colono). 3
/// barriles de azúcar (porque la 4ª plantación de azúcar no está ocupada)."
#[test]
fn the_production_example() {
    let mut t = Table::new(3).seat(0, |p| {
        empty(p);
        plantations(p, G::Corn, 3, 2);
        plantations(p, G::Tobacco, 2, 2);
        building(p, B::TobaccoStorage, 1);
        plantations(p, G::Sugar, 4, 3);
        building(p, B::SugarMill, 3);
        building(p, B::SmallSugarMill, 1);
    });
    let events = t.play("role craftsman");
    assert!(events.contains(&Event::Produced {
        seat: 0,
        goods: [2, 0, 3, 1, 0]
    }));
    // The privilege: one more barrel of a kind produced, or none (`pass`).
    assert_eq!(
        t.legal(),
        ["extra corn", "extra sugar", "extra tobacco", "pass"]
    );
    assert_eq!(t.refuse("extra coffee").key, "not-produced");
    t.play("extra tobacco");
    assert_eq!(t.p(0).goods, [2, 0, 3, 2, 0]);
}

/// "Si en la reserva no queda ningún barril de alguno de los tipos … se queda sin ella"; the
/// factory example: "Produce sólo 2 barriles de azúcar y 1 barril de tabaco, porque en la
/// reserva no queda maíz y hay sólo 2 barriles de azúcar. Gana 1 doblón."
#[test]
fn the_factory_example_with_shortages() {
    let mut t = Table::new(3)
        .seat(0, |p| {
            empty(p);
            building(p, B::Factory, 1);
            plantations(p, G::Corn, 3, 3);
            plantations(p, G::Sugar, 3, 3);
            building(p, B::SugarMill, 3);
            plantations(p, G::Tobacco, 1, 1);
            building(p, B::TobaccoStorage, 1);
        })
        .with(|g| {
            g.goods[G::Corn.index()] = 0;
            g.goods[G::Sugar.index()] = 2;
        });
    let events = t.play("role craftsman");
    assert!(events.contains(&Event::Produced {
        seat: 0,
        goods: [0, 0, 2, 1, 0]
    }));
    assert!(events.contains(&Event::FactoryBonus {
        seat: 0,
        doubloons: 1
    }));
    // Only tobacco is left of what was produced: the extra barrel can only be tobacco.
    assert_eq!(t.legal(), ["extra tobacco", "pass"]);
    t.play("extra tobacco");
    assert_eq!(t.p(0).goods, [0, 0, 2, 2, 0]);
}

/// "… obtiene además un barril adicional de cualquier mercancía de entre las que pueda
/// producir": `extra <good>` takes it, and the craftsman phase ends.
#[test]
fn the_craftsman_may_take_the_extra_barrel() {
    let mut t = Table::new(3).seat(0, |p| {
        empty(p);
        plantations(p, G::Corn, 2, 2);
    });
    let supply = t.game.goods[G::Corn.index()];
    t.play("role craftsman");
    assert_eq!(t.game.phase, Phase::Craftsman);
    assert_eq!(t.to_act(), Some(0));
    assert_eq!(t.legal(), ["extra corn", "pass"]);
    let events = t.play("extra corn");
    assert!(events.contains(&Event::ExtraGood {
        seat: 0,
        good: G::Corn
    }));
    assert_eq!(t.p(0).goods[G::Corn.index()], 3);
    assert_eq!(t.game.goods[G::Corn.index()], supply - 3);
    assert_eq!(t.game.phase, Phase::PickRole);
}

/// "Un jugador siempre debe elegir un personaje … pero puede decidir no usar la acción o el
/// privilegio de dicho personaje": `pass` leaves the extra barrel in the supply.
#[test]
fn the_craftsman_may_decline_the_extra_barrel() {
    let mut t = Table::new(3).seat(0, |p| {
        empty(p);
        plantations(p, G::Corn, 2, 2);
    });
    let supply = t.game.goods[G::Corn.index()];
    t.play("role craftsman");
    let events = t.play("pass");
    assert!(events.contains(&Event::Passed { seat: 0 }));
    assert!(!events.iter().any(|e| matches!(e, Event::ExtraGood { .. })));
    assert_eq!(t.p(0).goods[G::Corn.index()], 2);
    assert_eq!(t.game.goods[G::Corn.index()], supply - 2);
    assert_eq!(t.game.phase, Phase::PickRole);
}

/// "Si el capataz no produce mercancías, no logra ninguna mercancía adicional": with no kind
/// to take (nothing produced, or the produced kinds are out of the supply) nothing is asked,
/// not even `pass`.
#[test]
fn no_extra_barrel_decision_when_no_kind_is_left() {
    let mut t = Table::new(3).seat(0, |p| {
        empty(p);
        plantations(p, G::Corn, 1, 1);
    });
    t.game.goods[G::Corn.index()] = 1;
    let events = t.play("role craftsman");
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::ExtraGood { .. } | Event::Passed { .. }))
    );
    assert_eq!(t.p(0).goods[G::Corn.index()], 1);
    assert_eq!(t.game.phase, Phase::PickRole);
    assert_eq!(t.refuse("pass").key, "wrong-phase");
}

/// "Si el capataz no produce mercancías, no logra ninguna mercancía adicional."
#[test]
fn a_craftsman_who_produces_nothing_gets_no_extra() {
    let mut t = Table::new(3);
    t.play("role craftsman");
    assert_eq!(t.game.phase, Phase::PickRole);
    assert_eq!(t.p(0).goods, [0; 5]);
}

/// "Recibe del banco el precio indicado … más 1 doblón por su privilegio … La casa de comercio
/// sólo compra mercancías diferentes"; Mercado pequeño: "Ana vende un barril de maíz y recibe 1
/// doblón"; Mercado grande: "si un jugador tiene el mercado pequeño y el grande, consigue 3
/// doblones adicionales".
#[test]
fn selling_prices_privilege_and_markets() {
    let mut t = Table::new(4)
        .seat(0, |p| {
            p.goods = [0, 0, 0, 0, 1];
            p.doubloons = 0;
        })
        .seat(1, |p| {
            p.goods = [1, 0, 0, 0, 1];
            p.doubloons = 0;
            building(p, B::SmallMarket, 1);
        })
        .seat(2, |p| {
            p.goods = [0, 0, 1, 0, 0];
            p.doubloons = 0;
            building(p, B::SmallMarket, 1);
            building(p, B::LargeMarket, 1);
        });
    t.play("role trader");
    t.play("sell coffee");
    assert_eq!(t.p(0).doubloons, 5, "4 for coffee and 1 for the privilege");
    assert_eq!(t.refuse("sell coffee").key, "house-refuses");
    t.play("sell corn");
    assert_eq!(
        t.p(1).doubloons,
        1,
        "corn is worth nothing, the small market 1"
    );
    t.play("sell sugar");
    assert_eq!(t.p(2).doubloons, 5, "2 for sugar and 3 for both markets");
}

/// Oficina: "en la casa de comercio ya hay un barril de tabaco. Roberto tiene una oficina
/// ocupada, y … vende tabaco … Cristina tiene la otra oficina … ella también puede vender
/// tabaco." Then "Si la casa de comercio está llena, el jugador no puede vender", and the
/// trader empties it when full.
#[test]
fn the_office_example_and_the_full_house() {
    let mut t = Table::new(4)
        .with(|g| g.house = [0, 0, 0, 1, 0])
        .seat(1, |p| {
            p.goods = [0, 0, 0, 1, 0];
            building(p, B::Office, 1);
        })
        .seat(2, |p| {
            p.goods = [0, 0, 0, 1, 0];
            building(p, B::Office, 1);
        })
        .seat(3, |p| p.goods = [0, 0, 0, 0, 1]);
    t.play("role trader");
    t.play("sell tobacco");
    t.play("sell tobacco");
    let events = t.play("sell coffee");
    assert!(
        events.contains(&Event::HouseEmptied),
        "full: emptied at the end"
    );
    assert_eq!(t.game.house, [0; 5]);
    assert_eq!(
        t.game.goods[G::Tobacco.index()],
        9 + 3,
        "the three tobacco back in the supply"
    );
}

/// "Si en la casa de comercio hay menos de cuatro mercancías, se dejan allí."
#[test]
fn a_house_not_full_keeps_its_goods() {
    let mut t = Table::new(3).seat(0, |p| p.goods = [0, 1, 0, 0, 0]);
    t.play("role trader");
    t.play("sell indigo");
    assert_eq!(t.game.house, [0, 1, 0, 0, 0]);
    assert_eq!(t.game.phase, Phase::PickRole);
}

/// "los de la 1ª columna pueden reducir el coste como máximo en 1 doblón (1 cantera ocupada),
/// … los de la 4ª columna como máximo en 4 doblones": the column caps the quarry discount.
#[test]
fn the_column_caps_the_quarry_discount() {
    let mut p = islas_puerto_rico::Player::default();
    quarries(&mut p, 4, 4);
    assert_eq!(building_cost(&p, B::SmallWarehouse, false), 3 - 1);
    assert_eq!(building_cost(&p, B::LargeWarehouse, false), 6 - 2);
    assert_eq!(building_cost(&p, B::Wharf, false), 9 - 3);
    assert_eq!(building_cost(&p, B::Fortress, false), 10 - 4);
}

/// "En el momento en que se llena, ningún otro jugador puede vender más mercancías durante esa
/// fase del mercader."
#[test]
fn nobody_sells_once_the_house_is_full() {
    let mut t = Table::new(4)
        .with(|g| g.house = [1, 1, 1, 0, 0])
        .seat(0, |p| p.goods = [0, 0, 0, 1, 0])
        .seat(1, |p| p.goods = [0, 0, 0, 0, 1]);
    t.play("role trader");
    t.play("sell tobacco");
    assert_eq!(
        t.game.phase,
        Phase::PickRole,
        "full: the others are not asked"
    );
    assert_eq!(t.p(1).goods, [0, 0, 0, 0, 1]);
}

/// "Durante su turno, un jugador sólo puede cargar mercancías de un solo tipo" — and in the
/// craftsman phase "el resto de jugadores toman mercancías de la reserva de acuerdo a su
/// capacidad, en sentido horario desde el capataz": the supply runs short for the later ones.
#[test]
fn production_in_turn_from_the_craftsman_when_goods_run_short() {
    let mut t = Table::new(3)
        .seat(0, |p| {
            empty(p);
            plantations(p, G::Corn, 3, 3);
        })
        .seat(1, |p| {
            empty(p);
            plantations(p, G::Corn, 3, 3);
        })
        .seat(2, |p| {
            empty(p);
            plantations(p, G::Corn, 3, 3);
        })
        .with(|g| g.goods[0] = 4);
    t.play("role trader");
    // Seat 1 picks the craftsman: it produces first, then seat 2, then seat 0.
    t.play("role craftsman");
    assert_eq!(t.p(1).goods[0], 3);
    assert_eq!(t.p(2).goods[0], 1);
    assert_eq!(t.p(0).goods[0], 0);
}
