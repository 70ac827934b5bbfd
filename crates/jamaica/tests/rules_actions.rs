//! Rulebook: "Símbolos de acción" (loading, moving) and "Costo de espacios" (paying, shortage).
//! Card numbers: 1 food/gunpowder, 2 forward/backward, 3 gunpowder/doubloons, 4 doubloons ×2,
//! 5 doubloons/forward, 6 backward/forward, 7 forward/food, 8 forward ×2, 9 gunpowder/food,
//! 10 food/forward, 11 forward/gunpowder.

mod common;

use common::*;
use islas_core::Game;
use islas_jamaica::{Event, Good, Phase};

/// BEN sits out of the way, loading doubloons (card 4) into an empty hold.
fn quiet(s: SeatBuilder) -> SeatBuilder {
    s.at(30).holds(&[("food", 9)]).hand(&[4, 5, 6])
}

// ----- Cargando ----------------------------------------------------------------------------

/// "el jugador debe cargar la cantidad de fichas que muestra el dado de acción en una bodega
/// vacía."
#[test]
fn loading_puts_as_many_tokens_as_the_die_shows_into_an_empty_hold() {
    let mut t = table(2)
        .captain(ANA)
        .dice(&[4, 2])
        .seat(ANA, |s| s.hand(&[1, 2, 3]))
        .seat(BEN, quiet)
        .deal();
    t.play_round(4, 2, &[1, 4]);
    assert_eq!(
        t.holds_of(ANA),
        [
            (1, Good::Food, 3),
            (2, Good::Doubloons, 3),
            (3, Good::Food, 4),
            (4, Good::Gunpowder, 2)
        ]
    );
}

/// "Si el jugador no tiene una bodega vacía, debe vaciar una (devolver las fichas al banco)
/// para dejar espacio. Una reserva que contenga el mismo tipo de token que el que está
/// cargando no se puede vaciar."
#[test]
fn loading_into_full_holds_empties_one_but_never_one_of_the_same_good() {
    let mut t = table(2)
        .captain(ANA)
        .dice(&[3, 1])
        .seat(ANA, |s| {
            s.holds(&[
                ("food", 2),
                ("gunpowder", 1),
                ("doubloons", 4),
                ("gunpowder", 2),
                ("food", 1),
            ])
            .hand(&[9, 2, 3])
        })
        .seat(BEN, quiet)
        .deal();
    t.play_round(3, 1, &[9, 4]); // gunpowder 3, then food 1
    assert_eq!(t.phase(), Phase::Empty);
    assert_eq!(t.to_act(), Some(ANA));
    assert_eq!(t.legal(), ["empty 1", "empty 3", "empty 5"]);
    let e = t.refuse("empty 2");
    assert_eq!(e.key, "same-good");
    t.play("empty 3");
    assert_eq!(
        t.doubloons(ANA),
        0,
        "the emptied doubloons went back to the bank"
    );
    assert_eq!(t.powder(ANA), 6);
    // Evening: food 1. Holds: food 2, powder 1, powder 3, powder 2, food 1: only powder holds
    // can be emptied.
    assert_eq!(t.legal(), ["empty 2", "empty 3", "empty 4"]);
    t.play("empty 2");
    assert_eq!(t.food(ANA), 4);
    assert_eq!(t.powder(ANA), 5);
}

/// "Si todas las reservas se llenan con ese tipo, la acción se ignora."
#[test]
fn a_load_of_a_good_that_fills_every_hold_is_ignored() {
    let mut t = table(2)
        .captain(ANA)
        .dice(&[6, 6])
        .seat(ANA, |s| s.holds(&[("doubloons", 1); 5]).hand(&[4, 2, 3]))
        .seat(BEN, quiet)
        .deal();
    t.play_round(6, 6, &[4, 4]);
    assert_eq!(t.doubloons(ANA), 5);
    assert!(t.log.contains(&Event::LoadIgnored {
        ship: ANA,
        good: Good::Doubloons
    }));
}

/// With exactly one hold that may be emptied, there is nothing to choose.
#[test]
fn with_one_hold_that_may_go_it_goes_without_asking() {
    let mut t = table(2)
        .captain(ANA)
        .dice(&[2, 2])
        .seat(ANA, |s| {
            s.holds(&[
                ("gunpowder", 1),
                ("gunpowder", 1),
                ("food", 5),
                ("gunpowder", 1),
                ("gunpowder", 1),
            ])
            .hand(&[9, 2, 3])
        })
        .seat(BEN, quiet)
        .deal();
    t.play_round(2, 2, &[9, 4]); // gunpowder 2: only the food hold may go
    assert_eq!(t.food(ANA), 0);
    assert_eq!(t.powder(ANA), 6);
    assert_eq!(
        t.phase(),
        Phase::Empty,
        "then food 2: any powder hold may go"
    );
    assert_eq!(t.legal().len(), 5);
}

// ----- Movimiento --------------------------------------------------------------------------

/// "el jugador debe mover su nave hacia adelante (verde) o hacia atrás (rojo) el número de
/// espacios que muestra el dado de acción."
#[test]
fn moving_forward_then_back_by_the_dice() {
    let mut t = table(2)
        .captain(ANA)
        .dice(&[3, 1])
        .seat(ANA, |s| {
            s.at(1)
                .holds(&[("food", 9), ("doubloons", 9)])
                .hand(&[2, 4, 5])
        })
        .seat(BEN, quiet)
        .deal();
    t.play_round(3, 1, &[2, 4]); // forward 3 (to 4), back 1 (to 3)
    assert_eq!(t.space(ANA), 3);
    assert!(t.log.contains(&Event::Moved {
        ship: ANA,
        from: 1,
        to: 4
    }));
}

/// "Un jugador puede retroceder en su primer movimiento, pero se debe completar un circuito
/// completo de la isla para ganar el juego."
#[test]
fn the_first_move_may_go_back_behind_the_start_and_a_full_lap_is_still_needed() {
    let mut t = table(2)
        .captain(ANA)
        .dice(&[2, 3, 6, 5])
        .seat(ANA, |s| s.holds(&[("food", 9)]).hand(&[6, 4, 5]).deck(&[8]))
        .seat(BEN, quiet)
        .deal();
    t.play_round(2, 3, &[6, 4]); // back 2 (to 48, behind the start), forward 3
    assert!(t.log.contains(&Event::Moved {
        ship: ANA,
        from: 0,
        to: 48
    }));
    assert_eq!(
        t.space(ANA),
        1,
        "48 → 49 → Port Royal → 1: crossing the start is no arrival"
    );
    assert!(!t.ship(ANA).finished && !t.ship(ANA).behind);
    assert!(!t.is_ending());
    assert_eq!(t.to_go(ANA), 31);
}

/// A ship behind the start line scores −5, even on a numbered space.
#[test]
fn a_ship_behind_the_start_scores_minus_five() {
    let t = table(2).seat(ANA, |s| s.behind(49)).deal();
    assert_eq!(t.position_score(ANA), -5);
    assert_eq!(t.to_go(ANA), 33);
}

/// At a fork the player chooses the lane (board: the outer lane or the inner channel).
#[test]
fn at_a_fork_the_player_chooses_the_lane() {
    let mut t = table(2)
        .captain(ANA)
        .dice(&[3, 1])
        .seat(ANA, |s| {
            s.at(4)
                .holds(&[("food", 9), ("doubloons", 9)])
                .hand(&[7, 4, 5])
        })
        .seat(BEN, quiet)
        .deal();
    t.play_round(3, 1, &[7, 4]);
    assert_eq!(t.phase(), Phase::Fork);
    assert_eq!(t.space(ANA), 6);
    assert_eq!(t.legal(), ["outer", "inner"]);
    t.play("inner");
    assert_eq!(t.space(ANA), 13);
    assert_eq!(
        t.food(ANA),
        7,
        "the sea space 13 costs 3 food; the evening loads 1"
    );
}

/// Moving back over a merge, the player chooses the lane too.
#[test]
fn moving_back_over_a_merge_the_player_chooses_the_lane() {
    let mut t = table(2)
        .captain(ANA)
        .dice(&[2, 1])
        .seat(ANA, |s| {
            s.at(16)
                .holds(&[("food", 9), ("doubloons", 9)])
                .hand(&[6, 4, 5])
        })
        .seat(BEN, quiet)
        .deal();
    t.play_round(2, 1, &[6, 4]); // back 2 from 16: 15, then the fork
    assert_eq!(t.phase(), Phase::Fork);
    t.play("outer");
    assert!(t.log.contains(&Event::Moved {
        ship: ANA,
        from: 15,
        to: 12
    }));
    assert_eq!(
        t.space(ANA),
        15,
        "and the evening's forward 1 from 12 merges again"
    );
}

// ----- Costo de espacios -------------------------------------------------------------------

/// "Un espacio de puerto cuesta la cantidad de doblones …; un espacio de mar cuesta la cantidad
/// de fichas de comida …"
#[test]
fn a_port_costs_doubloons_and_a_sea_space_costs_food() {
    let mut t = table(2)
        .captain(ANA)
        .dice(&[2, 1])
        .seat(ANA, |s| {
            s.at(3)
                .holds(&[("food", 9), ("doubloons", 9)])
                .hand(&[8, 4, 5])
        })
        .seat(BEN, quiet)
        .deal();
    t.play_round(2, 1, &[8, 4]); // to 5 (port 3), then 6 (port 5)
    assert_eq!(t.doubloons(ANA), 1);
    assert_eq!(t.food(ANA), 9);
    let mut t = table(2)
        .captain(ANA)
        .dice(&[1, 1])
        .seat(ANA, |s| {
            s.at(0)
                .holds(&[("food", 9), ("doubloons", 9)])
                .hand(&[8, 4, 5])
        })
        .seat(BEN, quiet)
        .deal();
    t.play_round(1, 1, &[8, 4]); // to 1 (2 food), 2 (3 food)
    assert_eq!(t.food(ANA), 4);
    assert!(t.log.contains(&Event::Paid {
        seat: ANA,
        good: Good::Food,
        amount: 3,
        taken: [3, 0, 0, 0, 0, 0]
    }));
}

/// "Un espacio de guarida pirata no cuesta nada; si la ficha del tesoro todavía está allí, se
/// retira del juego y el jugador toma una carta del tesoro."
#[test]
fn a_lair_is_free_and_its_token_gives_a_treasure_card_once() {
    let mut t = table(2)
        .captain(ANA)
        .dice(&[1, 1, 1, 1])
        .treasures(&["treasure-7a", "cursed-4"])
        .seat(ANA, |s| s.at(3).hand(&[7, 4, 5]).deck(&[6]))
        .seat(BEN, |s| {
            s.at(3).holds(&[("food", 9)]).hand(&[7, 4, 5]).deck(&[8])
        })
        .deal();
    t.play_round(1, 1, &[7, 4]); // ANA to the lair at 4
    assert_eq!(t.ship(ANA).face_down_len, 1);
    assert_eq!(t.ship(ANA).face_down[0], 7, "treasure-7a");
    assert!(!t.has_token(4));
    assert_eq!(t.pile_len(), 8);
    assert_eq!(t.food(ANA), 4, "nothing paid; the evening loads 1");
}

/// "Si un jugador no puede pagar … paga al banco todo lo que puede pagar, luego mueve su barco
/// de regreso al primer espacio donde puede pagar el costo total (incluso una guarida pirata,
/// donde no hay nada que pagar y puede tomar el tesoro …)"
#[test]
fn shortage_pays_what_it_can_and_goes_back_to_a_lair_taking_its_treasure() {
    let mut t = table(2)
        .captain(ANA)
        .dice(&[4, 1])
        .treasures(&["treasure-5"])
        .seat(ANA, |s| {
            s.at(2)
                .holds(&[("doubloons", 1), ("food", 1)])
                .hand(&[7, 4, 5])
        })
        .seat(BEN, quiet)
        .deal();
    t.play_round(4, 1, &[7, 4]); // to 6 (port 5): 1 doubloon only
    assert!(t.log.contains(&Event::Shortage {
        seat: ANA,
        space: 6,
        paid: 1,
        taken: [1, 0, 0, 0, 0, 0]
    }));
    assert_eq!(
        t.space(ANA),
        4,
        "port 5 (3 doubloons) cannot be paid; the lair at 4 can"
    );
    assert_eq!(t.doubloons(ANA), 0);
    assert_eq!(
        t.ship(ANA).face_down[..1],
        [6],
        "the lair's treasure is taken"
    );
    // Evening: food 1.
    assert_eq!(t.food(ANA), 2);
}

/// "Puede elegir la ruta si hay una bifurcación."
#[test]
fn shortage_going_back_over_a_merge_lets_the_player_choose_the_route() {
    let mut t = table(2)
        .captain(ANA)
        .dice(&[1, 1])
        .tokens(&[11])
        .treasures(&["treasure-3a"])
        .seat(ANA, |s| {
            s.at(15)
                .holds(&[("food", 1), ("doubloons", 1)])
                .hand(&[7, 4, 5])
        })
        .seat(BEN, quiet)
        .deal();
    t.play_round(1, 1, &[7, 4]); // to 16 (port 3) with 1 doubloon
    assert_eq!(
        t.phase(),
        Phase::Fork,
        "15 costs 3 food: back again, to the merge"
    );
    assert_eq!(t.to_act(), Some(ANA));
    t.play("outer");
    assert_eq!(t.space(ANA), 11, "12 costs 2 food; the lair at 11 is free");
    assert_eq!(t.ship(ANA).face_down_len, 1);
}

/// "Luego debe pagar el costo del nuevo espacio. Si el espacio ya está ocupado, primero hay una
/// batalla."
#[test]
fn shortage_onto_an_occupied_space_fights_then_pays() {
    let mut t = table(2)
        .captain(ANA)
        .dice(&[4, 1])
        .combat(&[10, 2])
        .tokens(&[])
        .seat(ANA, |s| {
            s.at(2)
                .holds(&[("food", 2), ("doubloons", 2)])
                .hand(&[7, 4, 8])
        })
        .seat(BEN, |s| s.at(4).holds(&[("doubloons", 4)]).hand(&[4, 5, 6]))
        .deal();
    // ANA: 2 → 6 (port 5) with 2 doubloons: pays 2, back to 5 (port 3): cannot, back to the
    // lair at 4 where BEN is: combat first (ANA rolls 10, BEN 2), then nothing to pay.
    t.play_round(4, 1, &[7, 4]);
    assert_eq!(t.space(ANA), 4);
    assert!(t.log.contains(&Event::Attacked {
        attacker: ANA,
        defender: BEN
    }));
    assert_eq!(t.phase(), Phase::Loot);
    t.play("steal hold 1");
    assert_eq!(t.doubloons(ANA), 4);
}
