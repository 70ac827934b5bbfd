//! Rulebook: "Preparar" and "Turno de juego" — the setup and the four steps of a round.

mod common;

use common::*;
use islas_core::{Game, Seed};
use islas_jamaica::data::{BOARD, Kind};
use islas_jamaica::{Config, Event, Good, HIDDEN_CARD, Jamaica, Phase};

/// "Los barcos se colocan en el espacio Port Royale … Cada jugador coloca 3 fichas de comida y
/// 3 doblones en dos de sus bodegas y roba las primeras 3 cartas de su mazo de acción."
#[test]
fn setup_ships_in_port_royal_with_three_food_three_doubloons_and_three_cards() {
    for players in 2..=6u8 {
        let g = Jamaica::setup(&Config::new(players), Seed::from_u64(9)).unwrap();
        for s in 0..players {
            assert_eq!(g.ship(s).space, 0);
            assert_eq!(g.total(s, Good::Food), 3);
            assert_eq!(g.total(s, Good::Doubloons), 3);
            assert_eq!(g.total(s, Good::Gunpowder), 0);
            assert_eq!(g.cards(s).hand_len, 3);
            assert_eq!(g.cards(s).hand.count_ones(), 3);
            assert_eq!(g.cards(s).deck_len, 8);
        }
    }
}

/// "Selecciona al azar 9 de las 12 cartas de tesoro … Las 3 cartas restantes vuelven a la caja
/// del juego sin ser vistas. … las 9 fichas de tesoro en las 9 casillas de guarida pirata."
#[test]
fn setup_nine_of_twelve_treasures_and_nine_tokens_on_the_lairs() {
    for players in 3..=6u8 {
        let g = Jamaica::setup(&Config::new(players), Seed::from_u64(4)).unwrap();
        assert_eq!(g.pile_len(), 9);
        assert_eq!(g.unused_len(), 3);
        assert_eq!(g.treasures_in_play(), 9);
        for (i, sp) in BOARD.iter().enumerate() {
            assert_eq!(g.has_token(i as u8), sp.kind == Kind::Lair, "space {i}");
        }
    }
}

/// "Seleccione al azar un primer jugador. Obtiene la brújula y los 2 dados de acción y es
/// Capitán durante el primer turno."
#[test]
fn setup_a_random_first_captain_who_rolls_first() {
    let mut seen = [false; 4];
    for seed in 0..40 {
        let g = Jamaica::setup(&Config::new(4), Seed::from_u64(seed)).unwrap();
        seen[g.captain() as usize] = true;
        assert_eq!(g.to_act(), Some(g.captain()));
        assert_eq!(g.phase(), Phase::Roll);
    }
    assert!(
        seen.iter().all(|&s| s),
        "every seat can be the first captain"
    );
}

/// "El Capitán lanza los dados de acción y elige en qué orden colocarlos."
#[test]
fn the_captain_rolls_and_chooses_which_die_is_morning() {
    let mut t = table(3).captain(BEN).dice(&[2, 5]).deal();
    assert_eq!(t.to_act(), Some(BEN));
    t.play("roll");
    assert_eq!(t.legal(), ["dice 2 5", "dice 5 2"]);
    assert_eq!(t.to_act(), Some(BEN));
    t.play("dice 5 2");
    assert_eq!(t.dice(), [5, 2]);
    // Equal dice leave nothing to choose.
    let mut t = table(3).captain(BEN).dice(&[4, 4]).deal();
    t.play("roll");
    assert_eq!(t.phase(), Phase::Choose);
}

/// "Cada jugador elige una carta de acción … y la coloca boca abajo": the choice is secret
/// until everyone has chosen, from everyone (and from the log).
#[test]
fn every_player_chooses_a_card_face_down_and_nobody_sees_it_before_all_have_chosen() {
    let mut t = table(3)
        .captain(ANA)
        .dice(&[1, 1])
        .seat(ANA, |s| s.hand(&[1, 4, 9]))
        .seat(BEN, |s| s.hand(&[1, 3, 9]))
        .seat(CAL, |s| s.hand(&[1, 4, 9]))
        .deal();
    t.play("roll");
    assert_eq!(t.to_act(), Some(ANA));
    t.play("choose 4");
    assert_eq!(t.to_act(), Some(BEN));
    assert_eq!(t.view(BEN).cards(ANA).chosen, HIDDEN_CARD);
    assert_eq!(t.view(CAL).cards(ANA).chosen, HIDDEN_CARD);
    assert_eq!(t.view(ANA).cards(ANA).chosen, 4, "ANA knows her own card");
    assert_eq!(t.view(BEN).cards(ANA).hand, 0, "hands are secret");
    assert!(!t.happened(|e| matches!(e, Event::Revealed { .. })));
    assert!(t.log.contains(&Event::Chose { seat: ANA }));
    t.play("choose 3");
    assert!(
        t.reveals(&"choose 9".parse().unwrap()),
        "the last choice turns all over"
    );
    t.play("choose 9");
    assert!(t.log.contains(&Event::Revealed { seat: ANA, card: 4 }));
    assert!(t.log.contains(&Event::Revealed { seat: CAL, card: 9 }));
}

/// "El Capitán da vuelta su tarjeta … lleva a cabo su acción matutina, luego su acción
/// nocturna. A su vez, los otros jugadores …" — clockwise from the captain.
#[test]
fn the_captain_acts_first_morning_then_evening_then_the_others_clockwise() {
    // Card 4: doubloons / doubloons. Card 1: food / gunpowder.
    let mut t = table(3)
        .captain(CAL)
        .dice(&[2, 5])
        .seat(ANA, |s| s.hand(&[1, 5, 6]))
        .seat(BEN, |s| s.hand(&[1, 5, 6]))
        .seat(CAL, |s| s.hand(&[4, 5, 6]))
        .deal();
    t.play_round(2, 5, &[4, 1, 1]);
    let loads: Vec<(u8, Good, u8)> = t
        .log
        .iter()
        .filter_map(|e| match e {
            Event::Loaded {
                ship, good, amount, ..
            } => Some((*ship, *good, *amount)),
            _ => None,
        })
        .collect();
    assert_eq!(
        loads,
        [
            (CAL, Good::Doubloons, 2),
            (CAL, Good::Doubloons, 5),
            (ANA, Good::Food, 2),
            (ANA, Good::Gunpowder, 5),
            (BEN, Good::Food, 2),
            (BEN, Good::Gunpowder, 5),
        ]
    );
}

/// "Fin de la ronda: Cada jugador toma la carta superior de su mazo de acción y la brújula se
/// mueve al siguiente jugador en el sentido de las agujas del reloj."
#[test]
fn at_the_end_of_the_round_everyone_draws_and_the_compass_passes_clockwise() {
    let mut t = table(3)
        .captain(CAL)
        .dice(&[1, 1])
        .seat(ANA, |s| s.hand(&[4, 5, 6]).deck(&[11]))
        .seat(BEN, |s| s.hand(&[4, 5, 6]).deck(&[10]))
        .seat(CAL, |s| s.hand(&[4, 5, 6]).deck(&[9]))
        .deal();
    t.play_round(1, 1, &[4, 4, 4]);
    assert_eq!(t.phase(), Phase::Roll);
    assert_eq!(t.captain(), ANA, "the compass moves clockwise");
    assert_eq!(t.round(), 2);
    assert_eq!(t.cards(ANA).hand, (1 << 5) | (1 << 6) | (1 << 11));
    assert_eq!(t.cards(CAL).hand, (1 << 5) | (1 << 6) | (1 << 9));
    assert_eq!(t.cards(ANA).discard, 1 << 4);
}

/// "(los descartes se barajan para formar un nuevo mazo si es necesario)"
#[test]
fn an_empty_deck_is_remade_from_the_discards() {
    let mut g = Jamaica::setup(&Config::new(3), Seed::from_u64(5)).unwrap();
    let mut legal = Vec::new();
    let mut rounds = 0;
    while g.round() < 12 && g.to_act().is_some() {
        g.legal_actions(&mut legal);
        g.play(&legal[0]).unwrap();
        rounds = g.round();
    }
    if rounds == 12 {
        for s in 0..3 {
            let c = g.cards(s);
            assert_eq!(c.hand_len, 3);
            assert_eq!(
                c.hand.count_ones() + c.discard.count_ones() + u32::from(c.deck_len),
                11
            );
        }
    }
}
