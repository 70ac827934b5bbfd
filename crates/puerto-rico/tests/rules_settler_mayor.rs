//! "El colonizador" and "El alcalde", with the hacienda, construction hut, hospice and
//! university.

mod common;

use common::*;
use islas_puerto_rico::{Event, FreeColonist, Phase};

/// "El jugador que elija a este personaje puede … robar una cantera usando el privilegio del
/// colonizador, o robar una de las plantaciones descubiertas … A continuación cada jugador …
/// puede robar una de las plantaciones (no una cantera, a no ser que tenga la caseta de obra)."
#[test]
fn only_the_settler_may_take_a_quarry() {
    let mut t = Table::new(3).face_up(&[G::Coffee, G::Corn, G::Sugar, G::Sugar]);
    t.play("role settler");
    assert_eq!(
        t.legal(),
        [
            "plant corn",
            "plant sugar",
            "plant coffee",
            "quarry",
            "pass"
        ]
    );
    t.play("quarry");
    assert_eq!(t.p(0).island[5], 1);
    assert_eq!(t.refuse("quarry").key, "no-privilege");
    t.play("plant coffee");
    assert_eq!(t.p(1).island[G::Coffee.index()], 1);
}

/// Caseta de obra: "El dueño de una caseta de obra ocupada puede … poner una cantera en su isla
/// en lugar de una de las plantaciones descubiertas."
#[test]
fn a_construction_hut_lets_others_take_a_quarry() {
    let mut t = Table::new(3).seat(1, |p| building(p, B::ConstructionHut, 1));
    t.play("role settler");
    t.play(&format!("plant {}", first_face_up(&t)));
    assert!(t.legal().contains(&"quarry".to_string()));
    t.play("quarry");
    assert_eq!(t.p(1).island[5], 1);
}

fn first_face_up(t: &Table) -> String {
    let k = t.game.face_up.iter().position(|&c| c > 0).unwrap();
    G::ALL[k].id().to_string()
}

/// "Por último, el colonizador pone las plantaciones descubiertas que han quedado sin robar en
/// una pila de descartes, y revela nuevas plantaciones … tantas … como la cantidad de jugadores
/// más uno."
#[test]
fn the_leftover_plantations_are_discarded_and_new_ones_revealed() {
    let mut t = Table::new(3).face_up(&[G::Corn, G::Corn, G::Corn, G::Corn]);
    t.play("role settler");
    t.play("plant corn");
    t.play("pass");
    let events = t.play("pass");
    assert_eq!(t.game.discards[G::Corn.index()], 3);
    assert_eq!(t.game.face_up.iter().sum::<u8>(), 4);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::PlantationsRevealed { .. }))
    );
}

/// "Si un jugador ha llenado las 12 casillas de isla … ya no puede poner más plantaciones."
#[test]
fn a_full_island_takes_nothing() {
    let mut t = Table::new(3).seat(1, |p| plantations(p, G::Corn, 12, 0));
    t.play("role settler");
    t.play("pass");
    assert_eq!(t.to_act(), Some(2), "seat 1 has nothing to decide");
}

/// Hacienda: "antes de robar una de las plantaciones descubiertas, robar una plantación
/// adicional de una de las pilas boca abajo … A continuación, resolverá de manera normal su
/// turno."
#[test]
fn a_hacienda_draws_a_face_down_plantation_first() {
    let mut t = Table::new(3)
        .seat(0, |p| building(p, B::Hacienda, 1))
        .with(|g| g.pile = [0, 0, 0, 0, 5]);
    t.play("role settler");
    assert_eq!(t.legal()[0], "hacienda");
    t.play("hacienda");
    assert_eq!(
        t.p(0).island[G::Coffee.index()],
        1,
        "the top of a pile: coffee"
    );
    assert!(
        !t.legal().contains(&"hacienda".to_string()),
        "once per turn"
    );
    t.play("quarry");
    assert_eq!(t.p(0).island_used(), 3);
}

/// Hospicio: "cuando el dueño de un hospicio ocupado pone una plantación o una cantera en su
/// isla, puede robar un colono de la reserva … y ponerlo en esa ficha … Si no quedan colonos en
/// la reserva, el jugador puede robarlo del barco."
#[test]
fn a_hospice_brings_a_colonist_with_the_new_tile() {
    let mut t = Table::new(3).seat(0, |p| building(p, B::Hospice, 1));
    let supply = t.game.colonists;
    t.play("role settler");
    t.play("quarry");
    t.play("colonist yes");
    assert_eq!(t.p(0).island_colonists[5], 1);
    assert_eq!(t.game.colonists, supply - 1);
    let mut t = Table::new(3)
        .seat(0, |p| building(p, B::Hospice, 1))
        .with(|g| g.colonists = 0);
    t.play("role settler");
    t.play("quarry");
    t.play("colonist yes");
    assert_eq!(t.game.ship_colonists, 2, "taken from the ship");
}

/// The rulebook's example for 4 players: the mayor takes one from the supply, then the six on
/// the ship go round one at a time — "En total el alcalde ha tomado 3 colonos, el segundo
/// jugador ha tomado 2, y los jugadores 3 y 4 han tomado 1 colono cada uno."
#[test]
fn the_mayor_example_for_four_players() {
    let mut t = Table::new(4).with(|g| g.ship_colonists = 6);
    t.play("role mayor");
    let events = t.play("colonist yes");
    let taken: Vec<(u8, u8)> = events
        .iter()
        .filter_map(|e| match e {
            Event::ColonistsTaken { seat, colonists } => Some((*seat, *colonists)),
            _ => None,
        })
        .collect();
    assert_eq!(taken, [(0, 3), (1, 2), (2, 1), (3, 1)]);
}

/// "Los jugadores no pueden decidir poner sus colonos en San Juan si aún tienen algún círculo
/// vacío … Si es posible se deben llenar todos los círculos vacíos." With fewer colonists than
/// circles, the player chooses where; with more, every circle fills and the rest wait in San
/// Juan.
#[test]
fn colonists_must_fill_empty_circles_before_san_juan() {
    let mut t = Table::new(3)
        .seat(0, |p| {
            plantations(p, G::Indigo, 1, 0);
            plantations(p, G::Corn, 2, 0);
            building(p, B::IndigoPlant, 0);
        })
        .with(|g| g.ship_colonists = 3);
    t.play("role mayor");
    t.play("colonist yes");
    // Two colonists (privilege and ship) for six circles: a choice, made in board order.
    assert_eq!(t.p(0).san_juan, 2);
    assert_eq!(
        t.legal(),
        ["place corn", "place indigo", "place indigo-plant"]
    );
    t.play("place indigo");
    // The last colonist may not go back before the last placement (placements are made in
    // board order), so only the indigo plant is left: it is placed at once.
    assert_eq!(t.game.phase, Phase::PickRole);
    assert_eq!(t.p(0).island_colonists[G::Indigo.index()], 1);
    assert_eq!(t.p(0).building_colonists[B::IndigoPlant.index()], 1);
    assert_eq!(t.p(0).san_juan, 0);
    // More colonists than circles: all circles filled, the rest in San Juan.
    let mut t = Table::new(3)
        .seat(0, |p| {
            empty(p);
            plantations(p, G::Corn, 1, 0);
        })
        .with(|g| g.ship_colonists = 6);
    t.play("role mayor");
    t.play("colonist yes");
    assert_eq!(t.p(0).island_colonists[G::Corn.index()], 1);
    assert_eq!(t.p(0).san_juan, 2);
}

/// "un jugador puede mover un colono que en una ronda anterior hubiera puesto en un círculo, o
/// en San Juan."
#[test]
fn colonists_already_placed_may_be_moved() {
    let mut t = Table::new(3)
        .seat(0, |p| {
            plantations(p, G::Corn, 1, 1);
            plantations(p, G::Sugar, 1, 0);
            building(p, B::SugarMill, 0);
            p.san_juan = 1;
        })
        .with(|g| {
            g.ship_colonists = 3;
            g.colonists = 0;
        });
    t.play("role mayor");
    // 1 on corn + 1 in San Juan + 1 from the ship = 3 for 5 circles.
    assert_eq!(t.p(0).san_juan, 3);
    t.play("place sugar");
    // The two left can only go to the sugar mill: placed at once.
    assert_eq!(
        t.p(0).island_colonists[G::Corn.index()],
        0,
        "moved off the corn"
    );
    assert_eq!(t.p(0).building_colonists[B::SugarMill.index()], 2);
}

/// "El alcalde toma un colono de la reserva … y lo pone en el barco por cada círculo vacío que
/// haya en los edificios … Aún así, y como mínimo, … tantos colonos … como jugadores."
#[test]
fn the_ship_is_refilled_by_empty_building_circles_at_least_one_per_player() {
    let mut t = Table::new(3)
        .seat(1, |p| building(p, B::CoffeeRoaster, 0))
        .seat(2, |p| {
            building(p, B::IndigoPlant, 0);
            building(p, B::SugarMill, 0);
        })
        .with(|g| g.ship_colonists = 3);
    t.play("role mayor");
    while t.game.phase != Phase::PickRole {
        let a = t.legal()[0].clone();
        t.play(&a);
    }
    let empty: u8 = t
        .game
        .table()
        .iter()
        .map(|p| p.empty_building_circles())
        .sum();
    assert!(empty > 3);
    assert_eq!(t.game.ship_colonists, empty);
    let mut t = Table::new(3);
    t.play("role mayor");
    assert_eq!(t.game.ship_colonists, 3, "no empty circles: one per player");
}

/// "Cuando la reserva de colonos se agote, el alcalde no podrá usar su privilegio."
#[test]
fn an_empty_supply_gives_no_privilege() {
    let mut t = Table::new(3).with(|g| g.colonists = 0);
    let events = t.play("role mayor");
    assert!(events.contains(&Event::ColonistsTaken {
        seat: 0,
        colonists: 1
    }));
}

/// Universidad: "cuando el dueño de una universidad ocupada construya un edificio …, puede
/// robar un colono de la reserva … y ponerlo en ese edificio … sólo podrá robar un colono."
#[test]
fn a_university_brings_one_colonist_to_the_new_building() {
    let mut t = Table::new(3).seat(0, |p| {
        building(p, B::University, 1);
        p.doubloons = 10;
    });
    t.play("role builder");
    t.play("build indigo-plant");
    t.play("colonist yes");
    assert_eq!(t.p(0).building_colonists[B::IndigoPlant.index()], 1);
}

/// Hospicio: "si el jugador también tiene una hacienda ocupada y elige robar la plantación
/// adicional, no recibirá un colono adicional para ella."
#[test]
fn no_hospice_colonist_for_the_hacienda_plantation() {
    let mut t = Table::new(3)
        .seat(0, |p| {
            empty(p);
            building(p, B::Hacienda, 1);
            building(p, B::Hospice, 1);
        })
        .with(|g| g.pile = [0, 0, 3, 0, 0]);
    t.play("role settler");
    t.play("hacienda");
    assert_eq!(t.p(0).island[G::Sugar.index()], 1);
    assert_eq!(t.p(0).island_colonists[G::Sugar.index()], 0);
    t.play("quarry");
    t.play("colonist yes");
    assert_eq!(
        t.p(0).island_colonists[5],
        1,
        "the normal take gets its colonist"
    );
}

/// "El alcalde puede tomar un colono adicional de la reserva": `colonist yes` takes it before
/// the ship's colonists go round.
#[test]
fn the_mayor_may_take_the_privilege_colonist() {
    let mut t = Table::new(3).with(|g| g.ship_colonists = 3);
    let supply = t.game.colonists;
    t.play("role mayor");
    assert_eq!(
        t.game.phase,
        Phase::Colonist {
            from: FreeColonist::Mayor
        }
    );
    assert_eq!(t.legal(), ["colonist yes", "colonist no"]);
    let events = t.play("colonist yes");
    assert!(events.contains(&Event::ColonistsTaken {
        seat: 0,
        colonists: 2
    }));
    assert_eq!(t.p(0).colonists(), 2);
    assert_eq!(t.game.colonists + t.game.ship_colonists, supply - 1);
}

/// "… pero puede decidir no usar la acción o el privilegio": `colonist no` leaves the
/// privilege's colonist in the supply; the ship's colonists go round as usual.
#[test]
fn the_mayor_may_decline_the_privilege_colonist() {
    let mut t = Table::new(3).with(|g| g.ship_colonists = 3);
    let supply = t.game.colonists;
    t.play("role mayor");
    let events = t.play("colonist no");
    assert!(events.contains(&Event::ColonistsTaken {
        seat: 0,
        colonists: 1
    }));
    assert_eq!(t.p(0).colonists(), 1);
    assert_eq!(t.game.colonists + t.game.ship_colonists, supply);
}

/// "Cuando la reserva de colonos se agote, el alcalde no podrá usar su privilegio": no
/// decision is asked, the ship's colonists go round at once.
#[test]
fn no_privilege_decision_when_the_supply_is_empty() {
    let mut t = Table::new(3).with(|g| {
        g.colonists = 0;
        g.ship_colonists = 3;
    });
    t.play("role mayor");
    assert!(!matches!(t.game.phase, Phase::Colonist { .. }));
    assert!(!t.legal().iter().any(|a| a.starts_with("colonist")));
    assert_eq!(t.p(0).colonists(), 1);
}

/// Hospicio: "puede robar un colono de la reserva de colonos y ponerlo en esa ficha": the
/// owner is asked after the tile, and may decline.
#[test]
fn a_hospice_colonist_may_be_taken_or_declined() {
    let mut t = Table::new(3).seat(0, |p| building(p, B::Hospice, 1));
    let supply = t.game.colonists;
    t.play("role settler");
    t.play("quarry");
    assert_eq!(
        t.game.phase,
        Phase::Colonist {
            from: FreeColonist::Hospice { tile: 5 }
        }
    );
    assert_eq!(t.to_act(), Some(0));
    assert_eq!(t.legal(), ["colonist yes", "colonist no"]);
    let events = t.play("colonist yes");
    assert!(events.contains(&Event::ExtraColonist {
        seat: 0,
        building: B::Hospice
    }));
    assert_eq!(t.p(0).island_colonists[5], 1);
    assert_eq!(t.game.colonists, supply - 1);
    assert_eq!(t.to_act(), Some(1), "the next player settles");

    let mut t = Table::new(3).seat(0, |p| building(p, B::Hospice, 1));
    t.play("role settler");
    t.play("quarry");
    t.play("colonist no");
    assert_eq!(t.p(0).island[5], 1);
    assert_eq!(t.p(0).island_colonists[5], 0);
    assert_eq!(t.game.colonists, supply);
    assert_eq!(t.to_act(), Some(1));
}

/// Hospicio: "Si no quedan colonos en la reserva, el jugador puede robarlo del barco de los
/// colonos. Si allí tampoco queda ninguno, el jugador se queda sin el colono."
#[test]
fn a_hospice_colonist_from_the_ship_or_none() {
    let mut t = Table::new(3)
        .seat(0, |p| building(p, B::Hospice, 1))
        .with(|g| {
            g.colonists = 0;
            g.ship_colonists = 3;
        });
    t.play("role settler");
    t.play("quarry");
    assert_eq!(t.legal(), ["colonist yes", "colonist no"]);
    t.play("colonist no");
    assert_eq!(t.game.ship_colonists, 3, "declined: the ship keeps it");
    let mut t = Table::new(3)
        .seat(0, |p| building(p, B::Hospice, 1))
        .with(|g| {
            g.colonists = 0;
            g.ship_colonists = 0;
        });
    t.play("role settler");
    t.play("quarry");
    assert!(
        !matches!(t.game.phase, Phase::Colonist { .. }),
        "nothing to ask"
    );
    assert_eq!(t.p(0).island_colonists[5], 0);
    assert_eq!(t.to_act(), Some(1));
}

/// Universidad: "puede robar un colono de la reserva de colonos y ponerlo en ese edificio":
/// taken or declined.
#[test]
fn a_university_colonist_may_be_taken_or_declined() {
    let setup = || {
        Table::new(3).seat(0, |p| {
            building(p, B::University, 1);
            p.doubloons = 10;
        })
    };
    let mut t = setup();
    let supply = t.game.colonists;
    t.play("role builder");
    t.play("build indigo-plant");
    assert_eq!(
        t.game.phase,
        Phase::Colonist {
            from: FreeColonist::University {
                building: B::IndigoPlant
            }
        }
    );
    assert_eq!(t.legal(), ["colonist yes", "colonist no"]);
    let events = t.play("colonist yes");
    assert!(events.contains(&Event::ExtraColonist {
        seat: 0,
        building: B::University
    }));
    assert_eq!(t.p(0).building_colonists[B::IndigoPlant.index()], 1);
    assert_eq!(t.game.colonists, supply - 1);
    assert_eq!(t.game.phase, Phase::Builder);

    let mut t = setup();
    t.play("role builder");
    t.play("build indigo-plant");
    t.play("colonist no");
    assert!(t.p(0).owns(B::IndigoPlant));
    assert_eq!(t.p(0).building_colonists[B::IndigoPlant.index()], 0);
    assert_eq!(t.game.colonists, supply);
}

/// Universidad: "Si no quedan colonos en la reserva, puede robarlo del barco de los colonos.
/// Si allí tampoco queda ninguno, el jugador se queda sin el colono."
#[test]
fn a_university_colonist_from_the_ship_or_none() {
    let setup = |ship: u8| {
        Table::new(3)
            .seat(0, |p| {
                building(p, B::University, 1);
                p.doubloons = 10;
            })
            .with(move |g| {
                g.colonists = 0;
                g.ship_colonists = ship;
            })
    };
    let mut t = setup(3);
    t.play("role builder");
    t.play("build indigo-plant");
    t.play("colonist yes");
    assert_eq!(t.game.ship_colonists, 2, "taken from the ship");
    assert_eq!(t.p(0).building_colonists[B::IndigoPlant.index()], 1);
    let mut t = setup(0);
    t.play("role builder");
    t.play("build indigo-plant");
    assert!(
        !matches!(t.game.phase, Phase::Colonist { .. }),
        "nothing to ask"
    );
    assert_eq!(t.p(0).building_colonists[B::IndigoPlant.index()], 0);
}
