//! The readings Islas plays where the rulebook is open: `docs/rulings.md`, section "Puerto
//! Rico" (PR1, PR2…). Each test names its ruling.

mod common;

use common::*;
use islas_core::Game;
use islas_puerto_rico::{EndReason, Event, Phase};

/// PR1: the five face-down piles are one well-mixed supply: a draw takes a random plantation
/// of those left, and when none is left the discards are mixed into a new supply.
#[test]
fn pr1_draws_come_from_the_plantations_left_then_from_the_discards() {
    let mut t = Table::new(3)
        .with(|g| {
            g.pile = [0; 5];
            g.discards = [0, 0, 0, 2, 0];
        })
        .seat(0, |p| building(p, B::Hacienda, 1));
    t.play("role settler");
    t.play("hacienda");
    assert_eq!(
        t.p(0).island[G::Tobacco.index()],
        1,
        "only tobacco was left, in the discards"
    );
    assert_eq!(t.game.pile, [0, 0, 0, 1, 0]);
    assert_eq!(t.game.discards, [0; 5]);
}

/// PR2: colonists are placed one at a time, the mayor first and then clockwise, each player
/// lifting all their colonists and placing them again in board order.
#[test]
fn pr2_placement_in_board_order() {
    let mut t = Table::new(3)
        .seat(0, |p| {
            empty(p);
            plantations(p, G::Corn, 1, 0);
            plantations(p, G::Coffee, 1, 0);
            building(p, B::CoffeeRoaster, 0);
        })
        .with(|g| g.ship_colonists = 3);
    t.play("role mayor");
    t.play("colonist yes");
    // Two colonists for four circles.
    assert_eq!(
        t.legal(),
        ["place corn", "place coffee", "place coffee-roaster"]
    );
    t.play("place coffee");
    // The second colonist cannot go back to the corn: only the roaster is left, at once.
    assert_eq!(t.p(0).island_colonists, [0, 0, 0, 0, 1, 0]);
    assert_eq!(t.p(0).building_colonists[B::CoffeeRoaster.index()], 1);
}

/// PR3: a free colonist (the mayor's privilege, the hospice, the university) is the player's
/// decision: "puede decidir no usar la acción o el privilegio". Asked only when there is one
/// to take; declined, it stays where it was.
#[test]
fn pr3_free_colonists_are_optional() {
    let mut t = Table::new(3);
    let supply = t.game.colonists;
    t.play("role mayor");
    assert_eq!(t.legal(), ["colonist yes", "colonist no"]);
    assert_eq!(t.to_act(), Some(0), "the mayor decides");
    t.play("colonist no");
    assert_eq!(t.p(0).colonists(), 1, "only the first from the ship");
    assert_eq!(
        t.game.colonists + t.game.ship_colonists,
        supply,
        "the privilege's colonist stayed in the supply"
    );
    assert_eq!(t.refuse("colonist yes").key, "wrong-phase");
}

/// PR4: a player whose only legal action is forced is not asked (David's load in the
/// rulebook's captain example; a settler with a full island).
#[test]
fn pr4_forced_actions_are_played_at_once() {
    let mut t = Table::new(3)
        .seat(0, |p| p.goods = [1, 0, 0, 0, 0])
        .with(|g| {
            g.ships[0].good = Some(G::Corn);
            g.ships[0].load = 1;
        });
    let events = t.play("role captain");
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::Loaded { seat: 0, .. }))
    );
    assert_eq!(t.game.phase, Phase::PickRole);
}

/// PR5: at the end of the captain phase, each player in turn from the captain chooses the kinds
/// for the warehouses (in increasing order of kind, each optional) and then the one barrel
/// kept, or nothing more (`pass`); the full ships are emptied after everybody has stored.
#[test]
fn pr5_storage_in_turn_from_the_captain_then_ships_sail() {
    let mut t = Table::new(3)
        .with(|g| {
            g.ships[0].good = Some(G::Corn);
            g.ships[0].load = 3;
            g.ships[1].good = Some(G::Sugar);
            g.ships[1].load = 4;
            g.ships[2].good = Some(G::Coffee);
            g.ships[2].load = 6;
        })
        .seat(0, |p| p.goods = [1, 2, 0, 3, 0])
        .seat(1, |p| p.goods = [0, 1, 0, 1, 0]);
    t.play("role captain");
    // Seat 0 loads its corn (forced: it fills the corn ship); then nobody can load.
    assert_eq!(t.to_act(), Some(0));
    assert_eq!(t.legal(), ["keep indigo", "keep tobacco", "pass"]);
    assert_eq!(
        t.game.ships[0].load, 4,
        "the full ship waits until everyone has stored"
    );
    t.play("keep tobacco");
    assert_eq!(t.to_act(), Some(1));
    assert_eq!(t.legal(), ["keep indigo", "keep tobacco", "pass"]);
    assert_eq!(t.game.ships[0].load, 4, "still waiting");
    t.play("pass");
    assert_eq!(t.p(1).goods, [0; 5], "seat 1 kept nothing");
    assert_eq!(t.game.ships[0].load, 0);
    assert_eq!(t.game.ships[1].load, 4, "not full: stays");
}

/// PR6: a craftsman who produced nothing, or whose kinds are out of the supply, gets no extra
/// barrel and is not asked; with a kind left, even one, the barrel is a decision (`pass`
/// declines it).
#[test]
fn pr6_the_craftsman_privilege_without_a_choice() {
    let mut t = Table::new(3)
        .seat(0, |p| {
            empty(p);
            plantations(p, G::Corn, 1, 1);
        })
        .with(|g| g.goods[0] = 1);
    t.play("role craftsman");
    assert_eq!(t.p(0).goods[0], 1, "the last corn was produced; no extra");
    assert_eq!(t.game.phase, Phase::PickRole);

    let mut t = Table::new(3)
        .seat(0, |p| {
            empty(p);
            plantations(p, G::Corn, 1, 1);
        })
        .with(|g| g.goods[0] = 2);
    t.play("role craftsman");
    assert_eq!(
        t.legal(),
        ["extra corn", "pass"],
        "one kind left: still asked"
    );
    t.play("pass");
    assert_eq!(t.p(0).goods[0], 1);
    assert_eq!(t.game.phase, Phase::PickRole);
}

/// PR7: the wharf is never compulsory: a player who could only use the wharf may pass; the
/// captain phase ends when every player in a row has had a turn without loading.
#[test]
fn pr7_a_player_may_decline_the_wharf() {
    let mut t = Table::new(3)
        .with(|g| {
            for (s, good) in g.ships.iter_mut().zip([G::Corn, G::Sugar, G::Coffee]) {
                s.good = Some(good);
                s.load = s.capacity;
            }
        })
        .seat(1, |p| {
            p.goods = [0, 2, 0, 0, 0];
            building(p, B::Wharf, 1);
        });
    t.play("role captain");
    assert_eq!(t.to_act(), Some(1));
    t.play("pass");
    assert!(
        matches!(t.game.phase, Phase::Storage { .. }),
        "nobody loaded in a whole turn round: storage"
    );
    t.play("keep indigo");
    assert_eq!(t.p(1).goods, [0, 1, 0, 0, 0]);
    assert_eq!(t.game.phase, Phase::PickRole);
}

/// PR8: when the supply cannot refill the ship, what is left goes on it and the game ends with
/// the round.
#[test]
fn pr8_the_last_colonists_go_on_the_ship() {
    let mut t = Table::new(3).with(|g| g.colonists = 3);
    t.play("role mayor");
    t.play("colonist yes");
    assert_eq!(t.game.ship_colonists, 2);
    assert_eq!(t.game.colonists, 0);
    assert_eq!(t.game.end, Some(EndReason::Colonists));
}

/// PR9: the bank never runs out of doubloons (the rulebook gives 54 but says nothing of
/// running out).
#[test]
fn pr9_the_bank_pays_whatever_is_owed() {
    let mut t = Table::new(4).seat(0, |p| p.doubloons = 60);
    t.play("role prospector");
    assert_eq!(t.p(0).doubloons, 61);
}

/// PR10: the view shows a seat its own points, and the others' as an even split of their total
/// (known from the chips left); their order of play and every other fact stay visible.
#[test]
fn pr10_others_points_are_hidden() {
    let t = Table::new(3)
        .seat(0, |p| p.vp = 7)
        .seat(1, |p| p.vp = 10)
        .seat(2, |p| p.vp = 1);
    let v = t.game.view(0);
    assert_eq!(v.players[0].vp, 7);
    assert_eq!((v.players[1].vp, v.players[2].vp), (6, 5));
    let v = t.game.view(1);
    assert_eq!(
        (v.players[0].vp, v.players[1].vp, v.players[2].vp),
        (4, 10, 4)
    );
}

/// PR11: when several empty ships take the most barrels, the player may choose any of them.
#[test]
fn pr11_any_ship_that_takes_the_most() {
    let mut t = Table::new(3).seat(0, |p| p.goods = [0, 0, 0, 3, 0]);
    t.play("role captain");
    assert_eq!(
        t.legal(),
        ["load tobacco 4", "load tobacco 5", "load tobacco 6"]
    );
}
