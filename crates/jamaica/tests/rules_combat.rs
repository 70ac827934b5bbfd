//! Rulebook: "Combate", "Tesoros" and "Potestades".
//! ANA attacks by moving (card 8: forward / forward) onto BEN's space.

mod common;

use common::*;
use islas_core::Game;
use islas_jamaica::{Event, Good, Phase, Power};

/// ANA on 3, BEN on 5, no tokens anywhere; ANA moves 2 onto BEN in the morning, evening 1.
fn duel() -> Setup {
    table(2)
        .captain(ANA)
        .dice(&[2, 1])
        .tokens(&[])
        .seat(ANA, |s| {
            s.at(3)
                .holds(&[("food", 9), ("doubloons", 9), ("gunpowder", 3)])
                .hand(&[8, 4, 5])
        })
        .seat(BEN, |s| {
            s.at(5)
                .holds(&[("food", 4), ("doubloons", 6), ("gunpowder", 2)])
                .hand(&[4, 5, 6])
        })
}

fn rolls(t: &Table) -> Vec<(u8, u8, u8, u8)> {
    t.log
        .iter()
        .filter_map(|e| match e {
            Event::CombatRoll {
                ship,
                powder,
                face,
                strength,
                ..
            } => Some((*ship, *powder, *face, *strength)),
            _ => None,
        })
        .collect()
}

/// "Si el espacio final del movimiento está ocupado, el combate debe tener lugar de inmediato.
/// … El jugador que aterriza en un espacio ocupado es el atacante." "El atacante gasta el
/// número de fichas de pólvora de su elección y suma ese número al resultado de una tirada …
/// El defensor luego hace lo mismo. El jugador con mayor fuerza gana."
#[test]
fn the_ship_that_lands_attacks_and_the_greater_strength_wins() {
    let mut t = duel().combat(&[4, 6]).deal();
    t.play_round(2, 1, &[8, 4]);
    assert!(t.log.contains(&Event::Attacked {
        attacker: ANA,
        defender: BEN
    }));
    assert_eq!(t.phase(), Phase::Powder);
    assert_eq!(t.to_act(), Some(ANA));
    assert_eq!(t.legal(), ["powder 0", "powder 1", "powder 2", "powder 3"]);
    t.play("powder 3");
    assert_eq!(t.powder(ANA), 0, "spent gunpowder goes back to the bank");
    assert_eq!(
        t.to_act(),
        Some(BEN),
        "the defender answers, knowing the attacker's strength"
    );
    t.play("powder 0");
    assert_eq!(rolls(&t), [(ANA, 3, 4, 7), (BEN, 0, 6, 6)]);
    assert!(t.log.contains(&Event::Won {
        winner: ANA,
        loser: BEN
    }));
    assert_eq!(t.phase(), Phase::Loot);
    assert_eq!(t.to_act(), Some(ANA));
}

/// "Si hay empate, no pasa nada." — and the space is paid after any combat.
#[test]
fn a_tie_does_nothing_and_the_space_is_paid_after_the_combat() {
    let mut t = duel().combat(&[4, 2]).deal();
    t.play_round(2, 1, &[8, 4]);
    t.play("powder 0");
    t.play("powder 2");
    assert!(t.log.contains(&Event::Tied));
    assert!(!t.happened(|e| matches!(e, Event::Won { .. })));
    // Space 5 (port 3) is paid, then the evening move to 6 (port 5).
    assert_eq!(t.doubloons(ANA), 1);
}

/// "Si un jugador lanza la estrella, inmediatamente gana la batalla (su pólvora aún se usa). Si
/// es el atacante, el defensor no puede defenderse."
#[test]
fn an_attackers_star_wins_at_once_and_the_defender_does_not_roll() {
    let mut t = duel().combat(&[STAR, 10]).deal();
    t.play_round(2, 1, &[8, 4]);
    t.play("powder 1");
    assert_eq!(t.powder(ANA), 2, "the powder is still used");
    assert!(t.log.contains(&Event::Won {
        winner: ANA,
        loser: BEN
    }));
    assert_eq!(rolls(&t).len(), 1, "the defender never rolls");
    assert_eq!(t.powder(BEN), 2);
}

/// "Si es el defensor, gana independientemente de la fuerza de combate del atacante."
#[test]
fn a_defenders_star_wins_whatever_the_attackers_strength() {
    let mut t = duel()
        .seat(ANA, |s| {
            s.at(3)
                .holds(&[("food", 9), ("doubloons", 9), ("gunpowder", 9)])
                .treasures(&["beth"])
                .hand(&[8, 4, 5])
        })
        .combat(&[10, STAR])
        .deal();
    t.play_round(2, 1, &[8, 4]);
    t.play("powder 9"); // 10 + 9 + 2 = 21
    t.play("powder 0");
    assert!(t.log.contains(&Event::Won {
        winner: BEN,
        loser: ANA
    }));
    assert_eq!(t.to_act(), Some(BEN));
}

/// "Si hay más de un barco contrario, el atacante elige contra quién luchar y solo hay una
/// batalla."
#[test]
fn with_several_ships_on_the_space_the_attacker_chooses_one_battle() {
    let mut t = table(3)
        .captain(ANA)
        .dice(&[2, 1])
        .tokens(&[])
        .combat(&[10, 2])
        .seat(ANA, |s| {
            s.at(3)
                .holds(&[("food", 9), ("doubloons", 9)])
                .hand(&[8, 4, 5])
        })
        .seat(BEN, |s| s.at(5).holds(&[("food", 4)]).hand(&[4, 5, 6]))
        .seat(CAL, |s| s.at(5).holds(&[("food", 5)]).hand(&[4, 5, 6]))
        .deal();
    t.play_round(2, 1, &[8, 4, 4]);
    assert_eq!(t.phase(), Phase::Target);
    assert_eq!(t.legal(), ["attack 1", "attack 2"]);
    t.play("attack 2");
    assert!(t.log.contains(&Event::Attacked {
        attacker: ANA,
        defender: CAL
    }));
    t.play("steal hold 1");
    let battles = t
        .log
        .iter()
        .filter(|e| matches!(e, Event::Attacked { .. }))
        .count();
    // The evening move (to 6) meets nobody: one battle only.
    assert_eq!(battles, 1);
    assert_eq!(
        t.food(ANA),
        9 + 5,
        "CAL's 5 food joined her 9 (space 5 is a port)"
    );
}

/// "Ningún combate puede tener lugar en Port Royale."
#[test]
fn no_combat_in_port_royal() {
    let mut t = table(2)
        .captain(ANA)
        .dice(&[1, 1])
        .seat(ANA, |s| {
            s.at(49)
                .holds(&[("food", 9), ("doubloons", 9)])
                .hand(&[8, 4, 5])
        })
        .seat(BEN, |s| s.behind(49).hand(&[6, 4, 5]))
        .deal();
    t.play_round(1, 1, &[8, 6]); // ANA arrives; BEN: back 1 then forward 1 to Port Royal
    assert!(!t.happened(|e| matches!(e, Event::Attacked { .. })));
}

/// "Robar el contenido de una de las bodegas del perdedor (se aplican las reglas de carga
/// habituales)."
#[test]
fn the_winner_steals_a_hold_under_the_loading_rules() {
    let mut t = duel()
        .seat(ANA, |s| {
            s.at(3)
                .holds(&[
                    ("food", 9),
                    ("doubloons", 9),
                    ("gunpowder", 3),
                    ("food", 1),
                    ("gunpowder", 1),
                ])
                .hand(&[8, 4, 5])
        })
        .combat(&[10, 2])
        .deal();
    t.play_round(2, 1, &[8, 4]);
    t.play("powder 0");
    t.play("powder 0");
    assert_eq!(
        t.legal(),
        ["steal hold 1", "steal hold 2", "steal hold 3", "spare"]
    );
    t.play("steal hold 2"); // BEN's 6 doubloons: ANA has no empty hold
    assert_eq!(t.phase(), Phase::Empty);
    assert_eq!(t.legal(), ["empty 1", "empty 3", "empty 4", "empty 5"]);
    t.play("empty 4");
    assert!(t.log.contains(&Event::StoleHold {
        winner: ANA,
        loser: BEN,
        good: Good::Doubloons,
        amount: 6,
        hold: 1
    }));
    assert_eq!(
        t.doubloons(ANA),
        9 + 6 - 3 - 5,
        "then 5 and 6 (ports 3 and 5) are paid"
    );
}

/// "Roba un tesoro del perdedor (no puedes mirar primero los tesoros boca abajo de un
/// jugador)." "Dale un tesoro maldito al perdedor."
#[test]
fn the_winner_steals_a_treasure_unseen_or_gives_a_cursed_one() {
    let mut t = duel()
        .seat(ANA, |s| {
            s.at(3)
                .holds(&[("food", 9), ("doubloons", 9)])
                .treasures(&["cursed-4", "treasure-5"])
                .hand(&[8, 4, 5])
        })
        .seat(BEN, |s| {
            s.at(5)
                .treasures(&["treasure-7a", "cursed-2", "saber"])
                .hand(&[4, 5, 6])
        })
        .combat(&[10, 2, 10, 2])
        .deal();
    t.play_round(2, 1, &[8, 4]);
    assert!(t.phase() == Phase::Saber, "BEN's saber: reroll ANA's 10?");
    t.play("keep");
    t.play("powder 0");
    assert_eq!(t.phase(), Phase::Saber, "and BEN's own 2?");
    t.play("keep");
    assert_eq!(
        t.legal(),
        [
            "steal hold 1",
            "steal hold 2",
            "steal hold 3",
            "steal 1",
            "steal 2",
            "steal saber",
            "give 1",
            "spare"
        ]
    );
    // ANA sees that BEN has two face-down treasures, not which is which.
    let view = t.view(ANA);
    assert_eq!(view.ship(BEN).face_down[..2], [islas_jamaica::UNKNOWN; 2]);
    assert!(
        t.reveals(&"steal 2".parse().unwrap()),
        "she learns what she took"
    );
    t.play("steal 2");
    assert_eq!(
        t.ship(ANA).face_down[..3],
        [11, 6, 9],
        "the cursed −2 came to ANA"
    );
    assert_eq!(t.ship(BEN).face_down_len, 1);
    assert!(
        t.view(ANA).ship(ANA).face_down[2] == 9,
        "and now she knows it"
    );
}

#[test]
fn giving_a_cursed_treasure() {
    let mut t = duel()
        .seat(ANA, |s| {
            s.at(3)
                .holds(&[("food", 9), ("doubloons", 9)])
                .treasures(&["treasure-5", "cursed-4"])
                .hand(&[8, 4, 5])
        })
        .combat(&[10, 2])
        .deal();
    t.play_round(2, 1, &[8, 4]);
    t.play("powder 0");
    assert!(t.legal().contains(&"give 2".to_string()));
    assert!(
        !t.legal().contains(&"give 1".to_string()),
        "only a cursed treasure is given"
    );
    assert_eq!(t.refuse("give 1").key, "not-cursed");
    t.play("give 2");
    assert_eq!(t.ship(BEN).face_down[..1], [11]);
    assert_eq!(t.score(BEN), -5 + i32::from(t.doubloons(BEN)) - 4);
    assert!(t.log.contains(&Event::GaveTreasure {
        winner: ANA,
        loser: BEN,
        index: 1
    }));
    assert_eq!(
        t.view(BEN).ship(BEN).face_down[0],
        11,
        "BEN sees what he was given"
    );
}

/// Sable de Saran: "Permite al jugador volver a lanzar su propio dado de combate o hacer que su
/// oponente vuelva a lanzar el suyo (incluso la estrella). El segundo resultado debe aceptarse."
#[test]
fn sarans_saber_makes_the_attacker_reroll_a_star_and_the_second_result_stands() {
    let mut t = duel()
        .seat(BEN, |s| {
            s.at(5)
                .holds(&[("food", 4), ("gunpowder", 2)])
                .treasures(&["saber"])
                .hand(&[4, 5, 6])
        })
        .combat(&[STAR, 2, 6])
        .deal();
    t.play_round(2, 1, &[8, 4]);
    t.play("powder 0");
    assert_eq!(t.phase(), Phase::Saber);
    assert_eq!(t.to_act(), Some(BEN), "the saber's holder decides");
    assert!(t.reveals(&"reroll".parse().unwrap()));
    t.play("reroll");
    assert!(t.log.contains(&Event::Rerolled {
        by: BEN,
        ship: ANA,
        face: 2,
        strength: 2
    }));
    assert_eq!(
        t.phase(),
        Phase::Powder,
        "no second reroll: BEN now commits powder"
    );
    t.play("powder 1");
    assert!(t.log.contains(&Event::Won {
        winner: BEN,
        loser: ANA
    }));
}

#[test]
fn sarans_saber_rerolls_its_holders_own_die_once() {
    let mut t = duel()
        .seat(ANA, |s| {
            s.at(3)
                .holds(&[("food", 9), ("doubloons", 9)])
                .treasures(&["saber"])
                .hand(&[8, 4, 5])
        })
        .combat(&[2, 8, 8])
        .deal();
    t.play_round(2, 1, &[8, 4]);
    t.play("reroll"); // ANA's 2 becomes 8
    assert_eq!(t.phase(), Phase::Powder);
    t.play("powder 0"); // BEN rolls 8: no saber left for this combat
    assert!(t.log.contains(&Event::Tied));
}

/// Lady Beth: "+2 al dado de combate."
#[test]
fn lady_beth_adds_two() {
    let mut t = duel()
        .seat(BEN, |s| {
            s.at(5)
                .holds(&[("food", 4)])
                .treasures(&["beth"])
                .hand(&[4, 5, 6])
        })
        .combat(&[6, 4])
        .deal();
    t.play_round(2, 1, &[8, 4]);
    t.play("powder 0");
    assert!(t.log.contains(&Event::Tied), "6 against 4 + 2");
}

/// Mapa de Morgan: "El jugador puede tener 4 cartas de acción en su mano."
#[test]
fn morgans_map_gives_a_hand_of_four() {
    let mut t = table(2)
        .captain(ANA)
        .dice(&[1, 1])
        .treasures(&["map"])
        .seat(ANA, |s| s.at(3).holds(&[("food", 9)]).hand(&[7, 4, 5]))
        .seat(BEN, |s| s.at(20).hand(&[4, 5, 6]))
        .deal();
    t.play_round(1, 1, &[7, 4]); // to the lair at 4: the map, face up
    assert_eq!(t.power_holder(Power::Map), Some(ANA));
    assert_eq!(t.cards(ANA).hand_len, 4);
    assert_eq!(t.cards(BEN).hand_len, 3);
}

/// Sexta espera: "Actúa como una sexta bodega (se aplican las reglas de carga habituales)."
#[test]
fn the_sixth_hold_is_a_sixth_hold() {
    let mut t = table(2)
        .captain(ANA)
        .dice(&[2, 3])
        .seat(ANA, |s| {
            s.holds(&[
                ("food", 1),
                ("food", 1),
                ("food", 1),
                ("food", 1),
                ("doubloons", 1),
            ])
            .treasures(&["sixth-hold"])
            .hand(&[3, 4, 5])
        })
        .seat(BEN, |s| s.at(20).hand(&[4, 5, 6]))
        .deal();
    t.play_round(2, 3, &[3, 4]); // gunpowder 2 into the sixth hold; doubloons 3: choose
    assert_eq!(t.sixth_hold().good(), Some(Good::Gunpowder));
    assert_eq!(t.holds_of(ANA).len(), 6);
    assert_eq!(
        t.legal(),
        ["empty 1", "empty 2", "empty 3", "empty 4", "empty 6"]
    );
    t.play("empty 6");
    assert_eq!(t.doubloons(ANA), 4);
}
