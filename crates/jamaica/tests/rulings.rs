//! The readings chosen where the rulebook is silent (`docs/rulings.md`, section Jamaica).

mod common;

use common::*;
use islas_core::{ConfigSpec, Game, Seed};
use islas_jamaica::{Config, Event, GHOST, Good, Jamaica, Phase, Power};

/// J1: each side commits its gunpowder before its own roll; the defender commits after seeing
/// the attacker's roll.
#[test]
fn j1_gunpowder_is_committed_before_the_own_roll_the_defender_after_the_attackers() {
    let mut t = table(2)
        .captain(ANA)
        .dice(&[2, 1])
        .tokens(&[])
        .combat(&[6, 4])
        .seat(ANA, |s| {
            s.at(3)
                .holds(&[("food", 9), ("doubloons", 9), ("gunpowder", 2)])
                .hand(&[8, 4, 5])
        })
        .seat(BEN, |s| s.at(5).holds(&[("gunpowder", 5)]).hand(&[4, 5, 6]))
        .deal();
    t.play_round(2, 1, &[8, 4]);
    assert_eq!(t.phase(), Phase::Powder);
    assert!(
        !t.happened(|e| matches!(e, Event::CombatRoll { .. })),
        "no die before the powder"
    );
    assert!(
        t.reveals(&"powder 1".parse().unwrap()),
        "committing rolls the die"
    );
    t.play("powder 1");
    assert!(t.log.contains(&Event::CombatRoll {
        ship: ANA,
        powder: 1,
        face: 6,
        strength: 7,
        taken: [0, 0, 1, 0, 0, 0]
    }));
    assert_eq!(t.to_act(), Some(BEN));
    t.play("powder 4"); // 4 + 4 = 8 > 7
    assert!(t.log.contains(&Event::Won {
        winner: BEN,
        loser: ANA
    }));
}

/// J2: stealing the sixth-hold card takes the hold with its goods.
#[test]
fn j2_the_stolen_sixth_hold_keeps_its_goods() {
    let mut t = table(2)
        .captain(ANA)
        .dice(&[2, 1])
        .tokens(&[])
        .combat(&[10, 2])
        .seat(ANA, |s| {
            s.at(3)
                .holds(&[("food", 9), ("doubloons", 9)])
                .hand(&[8, 4, 5])
        })
        .seat(BEN, |s| {
            s.at(5)
                .holds(&[
                    ("food", 1),
                    ("food", 1),
                    ("food", 1),
                    ("food", 1),
                    ("food", 1),
                ])
                .treasures(&["sixth-hold"])
                .hand(&[4, 5, 6])
        })
        .deal();
    // Put doubloons in BEN's sixth hold first: stacked start cannot, so BEN loads them later;
    // here the sixth hold is empty and BEN's holds full of food.
    t.play_round(2, 1, &[8, 4]);
    t.play("steal sixth-hold");
    assert_eq!(t.power_holder(Power::SixthHold), Some(ANA));
    // BEN's card 4 (doubloons) now finds no empty hold and must empty a food hold.
    assert_eq!(t.phase(), Phase::Empty);
    let mut t = table(2)
        .captain(BEN)
        .dice(&[3, 2, 2, 1])
        .tokens(&[])
        .combat(&[10, 2])
        .seat(ANA, |s| {
            s.at(2)
                .holds(&[("food", 9), ("doubloons", 9)])
                .hand(&[6, 4, 5])
                .deck(&[2])
        })
        .seat(BEN, |s| {
            s.at(4)
                .holds(&[
                    ("food", 1),
                    ("food", 1),
                    ("food", 1),
                    ("food", 1),
                    ("food", 1),
                ])
                .treasures(&["sixth-hold"])
                .hand(&[4, 5, 6])
                .deck(&[7])
        })
        .deal();
    t.play_round(3, 2, &[4, 4]); // BEN loads doubloons 3 into the sixth hold, then must empty
    assert_eq!(t.sixth_hold().good(), Some(Good::Doubloons));
    t.play("empty 1"); // doubloons 2 replace a food hold
    // Round 2: ANA is captain and attacks with card 2 (forward 2 onto the lair at 4, where
    // nothing is paid; then back 1).
    t.play_round(2, 1, &[2, 7]);
    t.play("steal sixth-hold");
    assert_eq!(t.power_holder(Power::SixthHold), Some(ANA));
    assert_eq!(t.sixth_hold().good(), Some(Good::Doubloons));
    assert_eq!(t.sixth_hold().amount, 3, "the goods went with the hold");
}

/// J3: "the player most advanced in the race" is the one with the fewest spaces still to
/// sail to Port Royal by the shortest way; equal distances share.
#[test]
fn j3_equal_points_go_to_the_ship_with_fewer_spaces_to_go() {
    let mut t = table(3)
        .captain(ANA)
        .dice(&[4, 1])
        .tokens(&[])
        .seat(ANA, |s| s.at(48).holds(&[("food", 9)]).hand(&[8, 4, 5]))
        .seat(BEN, |s| {
            s.at(45).holds(&[("doubloons", 4)]).hand(&[1, 4, 5])
        })
        .seat(CAL, |s| {
            s.at(42).holds(&[("doubloons", 7)]).hand(&[1, 4, 5])
        })
        .deal();
    t.play_round(4, 1, &[8, 1, 1]);
    let o = t.outcome();
    assert_eq!(o.players[1].points, 10);
    assert_eq!(o.players[2].points, 10);
    assert_eq!(
        (o.players[1].rank, o.players[2].rank),
        (1, 2),
        "ANA arrived with 15"
    );
    // Outer lane and inner channel at the same distance share the place.
    let t = table(2)
        .seat(ANA, |s| s.at(38))
        .seat(BEN, |s| s.at(40))
        .deal();
    assert_eq!(t.to_go(ANA), t.to_go(BEN));
}

/// J4: payments and spent gunpowder come out of the smallest holds of that good first.
#[test]
fn j4_costs_come_out_of_the_smallest_holds_first() {
    let mut t = table(2)
        .captain(ANA)
        .dice(&[1, 1])
        .tokens(&[])
        .seat(ANA, |s| {
            s.at(0)
                .holds(&[("food", 5), ("food", 1), ("food", 2)])
                .hand(&[8, 4, 5])
        })
        .seat(BEN, |s| s.at(20).hand(&[4, 5, 6]))
        .deal();
    t.play_round(1, 1, &[8, 4]); // 2 food (space 1), then 3 food (space 2)
    assert_eq!(t.holds_of(ANA), [(1, Good::Food, 3)]);
}

/// J5: the ghost ship (two players) is a variant, on by default, off on request.
#[test]
fn j5_the_ghost_ship_sails_by_default_with_two_players_only() {
    let on = Config::from_options(2, islas_core::NO_OPTIONS).unwrap();
    assert!(on.ghost_ship);
    assert_eq!(on.options(), ["ghost-ship"]);
    let off = Config::from_options(2, &["no-ghost-ship"]).unwrap();
    assert!(!off.ghost_ship);
    assert_eq!(
        Config::from_options(2, &off.written_options()).unwrap(),
        off
    );
    assert!(Config::from_options(3, &["ghost-ship"]).is_err());
    let g = Jamaica::setup(&on, Seed::from_u64(3)).unwrap();
    assert!(g.has_ghost());
    assert_eq!(
        g.power_holder(Power::Beth),
        Some(GHOST),
        "the ghost keeps Lady Beth"
    );
    assert_eq!(g.pile_len(), 9);
    assert_eq!(g.unused_len(), 2, "9 of the other 11 treasures");
    assert_eq!(g.total(GHOST, Good::Doubloons), 8);
}

/// J6: the ghost moves twice after the players, by the morning then the evening die: back
/// when leading, forward when last, else as the captain says; it never pays.
#[test]
fn j6_the_ghost_moves_twice_after_the_players_and_never_pays() {
    let mut t = table(2)
        .ghost(10)
        .captain(ANA)
        .dice(&[2, 3])
        .tokens(&[])
        .seat(ANA, |s| s.at(20).holds(&[("food", 9)]).hand(&[4, 5, 6]))
        .seat(BEN, |s| s.at(25).holds(&[("food", 9)]).hand(&[4, 5, 6]))
        .deal();
    t.play_round(2, 3, &[4, 4]);
    // The ghost is last: forward 2 (11, 12) then 3 (15, 16, 17).
    assert_eq!(t.space(GHOST), 17);
    assert_eq!(t.total(GHOST, Good::Doubloons), 8, "it pays nothing");
    assert_eq!(t.phase(), Phase::Roll);
    // Between the two: the captain (BEN now) chooses.
    let mut t = table(2)
        .ghost(22)
        .captain(ANA)
        .dice(&[2, 3])
        .tokens(&[])
        .seat(ANA, |s| s.at(20).holds(&[("food", 9)]).hand(&[4, 5, 6]))
        .seat(BEN, |s| s.at(30).holds(&[("food", 9)]).hand(&[4, 5, 6]))
        .deal();
    t.play_round(2, 3, &[4, 4]);
    assert_eq!(t.phase(), Phase::GhostCourse);
    assert_eq!(t.to_act(), Some(ANA), "this round's captain");
    t.play("ghost back");
    assert_eq!(t.space(GHOST), 20, "onto ANA: the ghost attacks");
    assert!(t.log.contains(&Event::Attacked {
        attacker: GHOST,
        defender: ANA
    }));
}

/// J7: a battle with the ghost: the other player decides for it; a winning ghost keeps only
/// doubloons.
#[test]
fn j7_the_other_player_decides_for_the_ghost_which_keeps_only_doubloons() {
    let mut t = table(2)
        .ghost(5)
        .captain(ANA)
        .dice(&[2, 1])
        .tokens(&[])
        .combat(&[2, 4])
        .seat(ANA, |s| {
            s.at(3)
                .holds(&[("food", 9), ("doubloons", 9)])
                .hand(&[8, 4, 5])
        })
        .seat(BEN, |s| s.at(40).holds(&[("food", 9)]).hand(&[1, 4, 5]))
        .deal();
    t.play_round(2, 1, &[8, 1]);
    assert!(t.log.contains(&Event::Attacked {
        attacker: ANA,
        defender: GHOST
    }));
    assert!(
        t.log.contains(&Event::Won {
            winner: GHOST,
            loser: ANA
        }),
        "2 against 4 + 2"
    );
    assert_eq!(t.phase(), Phase::Loot);
    assert_eq!(t.to_act(), Some(BEN), "BEN decides for the ghost");
    t.play("steal hold 1"); // ANA's food: thrown into the sea
    assert_eq!(t.total(GHOST, Good::Doubloons), 8);
    assert_eq!(t.food(ANA), 0);
}

/// J13: the spoils are optional (`spare`); a stolen hold whose good every hold of the winner
/// already holds is lost to the bank.
#[test]
fn j13_spoils_are_optional_and_an_unloadable_hold_goes_to_the_bank() {
    let mut t = table(2)
        .captain(ANA)
        .dice(&[2, 1])
        .tokens(&[])
        .combat(&[10, 2])
        .seat(ANA, |s| {
            s.at(3)
                .holds(&[
                    ("doubloons", 5),
                    ("doubloons", 5),
                    ("doubloons", 5),
                    ("doubloons", 5),
                    ("doubloons", 5),
                ])
                .hand(&[2, 4, 5])
        })
        .seat(BEN, |s| {
            s.at(5)
                .holds(&[("doubloons", 4), ("food", 2)])
                .hand(&[1, 4, 5])
        })
        .deal();
    t.play_round(2, 1, &[2, 1]);
    assert!(t.legal().contains(&"spare".to_string()));
    t.play("steal hold 1");
    assert!(t.log.contains(&Event::LoadIgnored {
        ship: ANA,
        good: Good::Doubloons
    }));
    assert_eq!(t.total(BEN, Good::Doubloons), 0);
}

/// J14: the round of the arrival is finished, the ghost ship's moves included; nobody draws.
#[test]
fn j14_the_last_round_finishes_with_the_ghost_and_without_drawing() {
    let mut t = table(2)
        .ghost(30)
        .captain(ANA)
        .dice(&[2, 3])
        .tokens(&[])
        .seat(ANA, |s| s.at(48).holds(&[("food", 9)]).hand(&[8, 4, 5]))
        .seat(BEN, |s| s.at(20).holds(&[("food", 9)]).hand(&[4, 5, 6]))
        .deal();
    t.play_round(2, 3, &[8, 4]);
    loop {
        match t.phase() {
            Phase::GhostCourse => t.play("ghost forward"),
            Phase::Fork => t.play("inner"),
            _ => break,
        }
    }
    assert_eq!(t.phase(), Phase::Over);
    assert!(t.happened(|e| matches!(e, Event::Moved { ship: GHOST, .. })));
    assert!(!t.happened(|e| matches!(e, Event::Drew { .. })));
}

/// J15: a ship back on the start line (not arrived) scores −5.
#[test]
fn j15_the_start_line_scores_minus_five() {
    let t = table(2).deal();
    assert_eq!(t.position_score(ANA), -5);
    assert_eq!(t.to_go(ANA), 32);
}

/// J6: a leading ghost must go back; a lair's treasure goes to it face down, seen by nobody.
#[test]
fn j6_a_leading_ghost_goes_back_and_takes_lair_treasures_unseen() {
    let mut t = table(2)
        .ghost(27)
        .captain(ANA)
        .dice(&[1, 2])
        .tokens(&[25])
        .seat(ANA, |s| s.at(10).holds(&[("food", 9)]).hand(&[4, 5, 6]))
        .seat(BEN, |s| s.at(12).holds(&[("food", 9)]).hand(&[4, 5, 6]))
        .deal();
    t.play_round(1, 2, &[4, 4]);
    // Leading: back 1 (to 26); still leading: back 2 (to 19, then 18).
    assert_eq!(t.space(GHOST), 18);
    assert_eq!(t.ship(GHOST).face_down_len, 0, "no lair on its way's end");
    let mut t = table(2)
        .ghost(27)
        .captain(ANA)
        .dice(&[3, 1])
        .tokens(&[22])
        .treasures(&["treasure-7b"])
        .seat(ANA, |s| s.at(10).holds(&[("food", 9)]).hand(&[4, 5, 6]))
        .seat(BEN, |s| s.at(12).holds(&[("food", 9)]).hand(&[4, 5, 6]))
        .deal();
    t.play_round(3, 1, &[4, 4]);
    // Back 3 from 27: 26, 19, 18; then back 1: 17.
    assert_eq!(t.space(GHOST), 17);
    let mut t = table(2)
        .ghost(24)
        .captain(ANA)
        .dice(&[2, 6])
        .tokens(&[22])
        .treasures(&["treasure-7b"])
        .seat(ANA, |s| s.at(10).holds(&[("food", 9)]).hand(&[4, 5, 6]))
        .seat(BEN, |s| s.at(12).holds(&[("food", 9)]).hand(&[4, 5, 6]))
        .deal();
    t.play_round(2, 6, &[4, 4]); // back 2 from 24: 23, the lair at 22
    assert!(t.happened(|e| matches!(
        e,
        Event::TreasureFound {
            ship: GHOST,
            space: 22,
            ..
        }
    )));
    assert_eq!(t.ship(GHOST).face_down[0], 8, "treasure-7b, with the ghost");
    assert_eq!(t.ship(GHOST).known[0], 0, "nobody saw it");
    assert_eq!(t.view(ANA).ship(GHOST).face_down[0], islas_jamaica::UNKNOWN);
}
