//! Rulebook: "Fin del juego" and the final score.

mod common;

use common::*;
use islas_jamaica::{Event, Phase};

/// "Tan pronto como un jugador llega a Port Royale, se detiene. Se ignora cualquier acción de
/// la noche restante que tenga. La ronda de juego actual termina normalmente, el juego termina."
#[test]
fn arriving_stops_the_ship_skips_its_evening_and_the_round_finishes() {
    let mut t = table(3)
        .captain(ANA)
        .dice(&[4, 1])
        .tokens(&[])
        .seat(ANA, |s| {
            s.at(48)
                .holds(&[("food", 9), ("doubloons", 2)])
                .hand(&[8, 4, 5])
        })
        .seat(BEN, |s| {
            s.at(45)
                .holds(&[("food", 9), ("doubloons", 9)])
                .hand(&[8, 4, 5])
        })
        .seat(CAL, |s| {
            s.at(30)
                .holds(&[("food", 9), ("doubloons", 9)])
                .hand(&[4, 5, 6])
        })
        .deal();
    t.play_round(4, 1, &[8, 8, 4]);
    assert_eq!(t.space(ANA), 0, "48 + 4 stops in Port Royal, not beyond");
    assert!(t.log.contains(&Event::Arrived { seat: ANA }));
    assert!(t.log.contains(&Event::EveningIgnored { seat: ANA }));
    assert_eq!(t.space(BEN), 0, "BEN still plays his round and arrives too");
    assert_eq!(t.phase(), Phase::Over);
    assert!(t.log.contains(&Event::GameOver));
    let o = t.outcome();
    // ANA: 15 + 2 doubloons; BEN: 15 + 9; CAL: 30 → −5 + 9 + 4 + 1.
    assert_eq!(
        o.players.iter().map(|p| p.points).collect::<Vec<_>>(),
        [17, 24, 9]
    );
    assert_eq!(o.winners(), [BEN]);
}

/// "Puntuación final = el número blanco en el espacio … más los doblones en sus bodegas más los
/// tesoros menos los tesoros malditos. Terminar en el espacio -5 o antes cuesta 5 puntos."
#[test]
fn the_score_is_the_space_plus_doubloons_plus_treasures_minus_cursed() {
    let t = table(2)
        .seat(ANA, |s| {
            s.at(47)
                .holds(&[("doubloons", 4), ("doubloons", 2), ("food", 5)])
                .treasures(&["treasure-7a", "cursed-3", "saber"])
        })
        .seat(BEN, |s| s.at(40).holds(&[("doubloons", 1)]))
        .deal();
    assert_eq!(t.score(ANA), 8 + 6 + 7 - 3);
    assert_eq!(
        t.score(BEN),
        -5 + 1,
        "the last space before the red line scores −5"
    );
    let t = table(2).seat(ANA, |s| s.at(41).holds(&[])).deal();
    assert_eq!(t.score(ANA), 2, "the first space past the red line");
}

/// "En un empate, gana el jugador más avanzado en la carrera. De lo contrario, los jugadores
/// empatados comparten la victoria." (Ruling J3 for what "more advanced" means.)
#[test]
fn ties_go_to_the_ship_further_ahead_else_the_victory_is_shared() {
    let mut t = table(3)
        .captain(ANA)
        .dice(&[4, 1])
        .tokens(&[])
        .seat(ANA, |s| {
            s.at(48).holds(&[("doubloons", 5)]).hand(&[8, 4, 5])
        })
        .seat(BEN, |s| {
            s.at(43)
                .holds(&[("doubloons", 11), ("food", 9)])
                .hand(&[6, 4, 5])
        })
        .seat(CAL, |s| {
            s.at(43)
                .holds(&[("doubloons", 11), ("food", 9)])
                .hand(&[6, 4, 5])
        })
        .deal();
    // ANA arrives: 15 + 5 = 20. BEN and CAL: back 4 to 39? No: 43 back 4 = 39 … they go
    // back then forward 1: they end on the same space with the same score.
    t.play_round(4, 1, &[8, 6, 6]);
    while t.phase() == Phase::Fork {
        t.play("inner");
    }
    let o = t.outcome();
    let (b, c) = (&o.players[1], &o.players[2]);
    assert_eq!(b.points, c.points);
    assert_eq!(
        b.rank, c.rank,
        "same points, same place in the race: shared"
    );
    // Same points, different race positions.
    let t2 = table(2)
        .seat(ANA, |s| s.at(42).holds(&[("doubloons", 7)]))
        .seat(BEN, |s| s.at(45).holds(&[("doubloons", 4)]))
        .deal();
    assert_eq!(t2.score(ANA), t2.score(BEN));
    assert!(t2.to_go(BEN) < t2.to_go(ANA), "BEN is further ahead");
}
