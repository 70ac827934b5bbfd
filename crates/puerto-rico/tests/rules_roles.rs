//! "Desarrollo de la partida", "Los personajes", "Final de la ronda", the prospector, and the
//! 2-player role picking.

mod common;

use common::*;
use islas_puerto_rico::{Event, Role};

/// "El gobernador empieza y elige un personaje"; then "el jugador a la izquierda del
/// gobernador juega su turno: elige uno de los personajes que quedan".
#[test]
fn the_governor_picks_first_then_clockwise_from_the_remaining_roles() {
    let mut t = Table::new(4);
    assert_eq!(t.to_act(), Some(0), "the governor begins");
    assert_eq!(t.legal().len(), 7);
    t.play("role prospector");
    assert_eq!(
        t.to_act(),
        Some(1),
        "then the player to the governor's left"
    );
    assert_eq!(t.legal().len(), 6, "one of the roles that remain");
    // Nobody has goods: the trader phase has nothing to decide.
    t.play("role trader");
    assert_eq!(t.to_act(), Some(2));
}

/// "Los personajes permanecen delante del jugador que los ha elegido … Ningún otro jugador los
/// puede elegir durante la misma ronda."
#[test]
fn a_chosen_role_cannot_be_chosen_again_this_round() {
    let mut t = Table::new(4);
    t.play("role prospector");
    assert_eq!(t.to_act(), Some(1));
    assert_eq!(t.refuse("role prospector").key, "role-taken");
    assert!(!t.legal().contains(&"role prospector".to_string()));
}

/// "El buscador de oro … toma 1 doblón del banco gracias a su privilegio."
#[test]
fn the_prospector_takes_one_doubloon() {
    let mut t = Table::new(4);
    let before = t.p(0).doubloons;
    let events = t.play("role prospector");
    assert_eq!(t.p(0).doubloons, before + 1);
    assert!(events.contains(&Event::Prospected { seat: 0 }));
}

/// "Al final de cada ronda pon 1 doblón en cada personaje que no se haya elegido … La carta de
/// gobernador va al siguiente jugador"; "un jugador que elija a un buscador de oro con 2
/// doblones conseguirá, en total, 3 doblones".
#[test]
fn unchosen_roles_gain_a_doubloon_and_the_governor_moves_on() {
    let mut t = Table::new(4);
    t.play("role prospector");
    // Settlers all pass: nothing is left to decide in a builder phase nobody can afford…
    t.play("role settler");
    for _ in 0..4 {
        if t.game.phase != islas_puerto_rico::Phase::PickRole {
            t.play("pass");
        }
    }
    while t.game.phase != islas_puerto_rico::Phase::PickRole {
        t.play("pass");
    }
    t.play("role trader");
    while t.game.phase != islas_puerto_rico::Phase::PickRole {
        t.play("pass");
    }
    t.play("role builder");
    while t.game.phase != islas_puerto_rico::Phase::PickRole {
        t.play("pass");
    }
    assert_eq!(t.game.governor, 1, "the governor card passes to the left");
    assert_eq!(t.to_act(), Some(1));
    for r in [Role::Mayor, Role::Craftsman, Role::Captain] {
        assert_eq!(t.game.role_doubloons[r as usize], 1, "{r:?}");
    }
    for r in [Role::Prospector, Role::Settler, Role::Trader, Role::Builder] {
        assert_eq!(t.game.role_doubloons[r as usize], 0, "{r:?}");
    }
    // A role with doubloons on it gives them to whoever picks it.
    t.game.role_doubloons[Role::Prospector as usize] = 2;
    let before = t.p(1).doubloons;
    t.play("role prospector");
    assert_eq!(t.p(1).doubloons, before + 3);
}

/// 2 players: "Los jugadores van alternándose para elegir personajes hasta que hayan escogido
/// tres personajes cada uno … El gobernador pone un doblón sobre la carta de personaje que ha
/// quedado sin elegir (el séptimo personaje)… el gobernador entrega la carta de gobernador a su
/// oponente."
#[test]
fn two_players_pick_three_roles_each_alternating() {
    let mut t = Table::new(2);
    let mut pickers = Vec::new();
    let roles = [
        "prospector",
        "trader",
        "builder",
        "craftsman",
        "captain",
        "mayor",
    ];
    for r in roles {
        while t.game.phase != islas_puerto_rico::Phase::PickRole {
            let legal = t.legal();
            let a = if legal.contains(&"pass".to_string()) {
                "pass".to_string()
            } else {
                legal[0].clone()
            };
            t.play(&a);
        }
        pickers.push(t.to_act().unwrap());
        t.play(&format!("role {r}"));
    }
    while t.game.phase != islas_puerto_rico::Phase::PickRole {
        let legal = t.legal();
        let a = if legal.contains(&"pass".to_string()) {
            "pass".to_string()
        } else {
            legal[0].clone()
        };
        t.play(&a);
    }
    assert_eq!(pickers, [0, 1, 0, 1, 0, 1]);
    assert_eq!(t.game.governor, 1);
    assert_eq!(
        t.game.role_doubloons[Role::Settler as usize],
        1,
        "the seventh role"
    );
    assert_eq!(t.legal().len(), 7, "all seven roles return");
}
