//! Rulebook "Components" (the 120 cards), with the printed values of every card as listed in
//! the card data (`game-data.md` §1).

use islas_port_royal::{Colour, Face, Kind, PortRoyal, Printed};

fn copies(pred: impl Fn(&Printed) -> bool) -> usize {
    PortRoyal::faces()
        .iter()
        .filter(|f| pred(&f.printed))
        .map(|f| f.copies as usize)
        .sum()
}

fn face(id: &str) -> &'static Face {
    PortRoyal::faces()
        .iter()
        .find(|f| f.id == id)
        .unwrap_or_else(|| panic!("no card {id}"))
}

/// Components [base ES]: "120 cards: 60 characters, 6 expeditions, 4 taxes, 50 ships (10 of each
/// colour)."
#[test]
fn the_deck_has_60_characters_50_ships_6_expeditions_and_4_taxes() {
    assert_eq!(copies(|_| true), 120);
    assert_eq!(copies(|p| matches!(p, Printed::Character { .. })), 60);
    assert_eq!(copies(|p| matches!(p, Printed::Ship { .. })), 50);
    assert_eq!(copies(|p| matches!(p, Printed::Expedition { .. })), 6);
    assert_eq!(copies(|p| matches!(p, Printed::Tax(_))), 4);
    for colour in Colour::ALL {
        let ships = copies(|p| matches!(p, Printed::Ship { colour: c, .. } if *c == colour));
        assert_eq!(ships, 10, "{colour:?}");
    }
}

/// Components [base ES]: "10 traders, 5 settlers, 5 captains, 5 priests, 3 jacks of all trades, 10
/// sailors, 3 pirates, 4 mademoiselles, 5 jesters, 6 admirals, 4 governors"; "Trader (2 copies of
/// each colour)".
#[test]
fn the_characters_are_as_listed_in_the_components() {
    let of = |kind: Kind| copies(|p| matches!(p, Printed::Character { kind: k, .. } if *k == kind));
    let traders: usize = Colour::ALL.iter().map(|&c| of(Kind::Trader(c))).sum();
    assert_eq!(traders, 10);
    for colour in Colour::ALL {
        assert_eq!(of(Kind::Trader(colour)), 2, "{colour:?} traders");
    }
    assert_eq!(of(Kind::Settler), 5);
    assert_eq!(of(Kind::Captain), 5);
    assert_eq!(of(Kind::Priest), 5);
    assert_eq!(of(Kind::JackOfAllTrades), 3);
    assert_eq!(of(Kind::Sailor), 10);
    assert_eq!(of(Kind::Pirate), 3);
    assert_eq!(of(Kind::Mademoiselle), 4);
    assert_eq!(of(Kind::Jester), 5);
    assert_eq!(of(Kind::Admiral), 6);
    assert_eq!(of(Kind::Governor), 4);
}

/// Components [base ES], the ships by swords: "yellow pinnace 4×1 3×2 3×4; blue flute 4×1 3×2 3×5;
/// green skiff 4×1 3×3 3×5; red frigate 3×1 3×3 2×6 2×skull; black galleon 3×2 3×4 2×7 2×skull."
#[test]
fn the_ships_swords_follow_the_component_table() {
    // colour, then (swords, ships) with `None` for the skull
    type Counts = &'static [(Option<u8>, usize)];
    let table: [(Colour, Counts); 5] = [
        (Colour::Yellow, &[(Some(1), 4), (Some(2), 3), (Some(4), 3)]),
        (Colour::Blue, &[(Some(1), 4), (Some(2), 3), (Some(5), 3)]),
        (Colour::Green, &[(Some(1), 4), (Some(3), 3), (Some(5), 3)]),
        (
            Colour::Red,
            &[(Some(1), 3), (Some(3), 3), (Some(6), 2), (None, 2)],
        ),
        (
            Colour::Black,
            &[(Some(2), 3), (Some(4), 3), (Some(7), 2), (None, 2)],
        ),
    ];
    for (colour, counts) in table {
        for &(swords, n) in counts {
            let have = copies(
                |p| matches!(p, Printed::Ship { colour: c, swords: s, .. } if *c == colour && *s == swords),
            );
            assert_eq!(have, n, "{colour:?} ships with {swords:?} swords");
        }
    }
}

/// Every character's copies, hiring cost, influence and swords, as printed (card data, game-data.md
/// §1.1).
#[test]
fn every_character_costs_and_scores_as_printed() {
    // id, copies, cost, influence, swords
    let printed: [(&str, u8, u8, u8, u8); 26] = [
        ("trader-yellow-3", 1, 3, 1, 0),
        ("trader-yellow-5", 1, 5, 2, 0),
        ("trader-blue-3", 1, 3, 1, 0),
        ("trader-blue-5", 1, 5, 2, 0),
        ("trader-green-3", 2, 3, 1, 0),
        ("trader-red-3", 2, 3, 1, 0),
        ("trader-black-3", 2, 3, 1, 0),
        ("settler", 5, 4, 1, 0),
        ("captain", 5, 4, 1, 0),
        ("priest", 5, 4, 1, 0),
        ("jack", 3, 6, 1, 0),
        ("sailor-3", 7, 3, 1, 1),
        ("sailor-5", 2, 5, 2, 1),
        ("sailor-7", 1, 7, 3, 1),
        ("pirate-5", 1, 5, 1, 2),
        ("pirate-7", 1, 7, 2, 2),
        ("pirate-9", 1, 9, 3, 2),
        ("mademoiselle-7", 2, 7, 2, 0),
        ("mademoiselle-9", 2, 9, 3, 0),
        ("jester-5", 1, 5, 1, 0),
        ("jester-7", 3, 7, 2, 0),
        ("jester-9", 1, 9, 3, 0),
        ("admiral-5", 1, 5, 1, 0),
        ("admiral-7", 3, 7, 2, 0),
        ("admiral-9", 2, 9, 3, 0),
        ("governor", 4, 8, 0, 0),
    ];
    for (id, n, cost, influence, swords) in printed {
        let f = face(id);
        assert_eq!(f.copies, n, "{id} copies");
        match f.printed {
            Printed::Character {
                cost: c,
                influence: i,
                swords: s,
                ..
            } => assert_eq!((c, i, s), (cost, influence, swords), "{id}"),
            other => panic!("{id} is not a character: {other:?}"),
        }
    }
}

/// Every ship's copies, coins and swords (`None` = the skull), as printed (card data, game-data.md
/// §1.2).
#[test]
fn every_ship_pays_and_defends_as_printed() {
    let printed: [(&str, u8, u8, Option<u8>); 28] = [
        ("yellow-1-1", 3, 1, Some(1)),
        ("yellow-2-1", 1, 2, Some(1)),
        ("yellow-2-2", 2, 2, Some(2)),
        ("yellow-3-2", 1, 3, Some(2)),
        ("yellow-3-4", 2, 3, Some(4)),
        ("yellow-4-4", 1, 4, Some(4)),
        ("blue-1-1", 3, 1, Some(1)),
        ("blue-2-1", 1, 2, Some(1)),
        ("blue-2-2", 2, 2, Some(2)),
        ("blue-3-2", 1, 3, Some(2)),
        ("blue-3-5", 2, 3, Some(5)),
        ("blue-4-5", 1, 4, Some(5)),
        ("green-1-1", 3, 1, Some(1)),
        ("green-2-1", 1, 2, Some(1)),
        ("green-2-3", 2, 2, Some(3)),
        ("green-3-3", 1, 3, Some(3)),
        ("green-3-5", 2, 3, Some(5)),
        ("green-4-5", 1, 4, Some(5)),
        ("red-1-1", 3, 1, Some(1)),
        ("red-2-3", 3, 2, Some(3)),
        ("red-3-6", 2, 3, Some(6)),
        ("red-3-skull", 1, 3, None),
        ("red-4-skull", 1, 4, None),
        ("black-1-2", 3, 1, Some(2)),
        ("black-2-4", 3, 2, Some(4)),
        ("black-3-7", 2, 3, Some(7)),
        ("black-3-skull", 1, 3, None),
        ("black-4-skull", 1, 4, None),
    ];
    for (id, n, coins, swords) in printed {
        let f = face(id);
        assert_eq!(f.copies, n, "{id} copies");
        match f.printed {
            Printed::Ship {
                coins: c,
                swords: s,
                ..
            } => assert_eq!((c, s), (coins, swords), "{id}"),
            other => panic!("{id} is not a ship: {other:?}"),
        }
    }
}

/// The expeditions: the anchors, crosses and houses they ask for, the coins they pay and their
/// influence; anchor + cross + house is "only for 5 players" [base ES] (game-data.md §1.3).
#[test]
fn every_expedition_asks_pays_and_scores_as_printed() {
    let printed: [(&str, [u8; 3], u8, u8, bool); 6] = [
        ("exp-AA", [2, 0, 0], 2, 4, false),
        ("exp-CC", [0, 2, 0], 2, 4, false),
        ("exp-HH", [0, 0, 2], 2, 4, false),
        ("exp-CCH", [0, 2, 1], 3, 6, false),
        ("exp-AAH", [2, 0, 1], 3, 6, false),
        ("exp-ACH", [1, 1, 1], 3, 5, true),
    ];
    for (id, needs, coins, influence, five) in printed {
        match face(id).printed {
            Printed::Expedition {
                needs: n,
                coins: c,
                influence: i,
                five_players_only: f,
            } => assert_eq!((n, c, i, f), (needs, coins, influence, five), "{id}"),
            other => panic!("{id} is not an expedition: {other:?}"),
        }
    }
}

/// "4 taxes" [base ES]: two reward the most swords, two the fewest influence.
#[test]
fn two_taxes_reward_the_most_swords_and_two_the_fewest_influence() {
    assert_eq!(face("tax-swords").copies, 2);
    assert_eq!(face("tax-influence").copies, 2);
}
