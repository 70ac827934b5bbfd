//! Jamaica's lesson: two players, you and Ana, the ghost ship left out, three rounds on the
//! last stretch before Port Royal. You are the captain in the first and the third round, Ana in
//! the second. On the way: the captain's dice, the secret card, a treasure on a lair, loading,
//! a fight you win with gunpowder, a shortage that sends you back to a port you can pay, and
//! the end in Port Royal.

use super::{Lesson, them, you};
use crate::GameId;

pub const LESSON: Lesson = Lesson {
    game: GameId::Jamaica,
    config: r#"{
        "players": 2,
        "ghost_ship": false,
        "stack": {
            "captain": 0,
            "action_dice": [4, 2, 1, 3, 6, 5],
            "combat_dice": [6, 2],
            "treasures": ["treasure-5"],
            "tokens": [44],
            "seats": [
                {"space": 40, "holds": [["food", 1], ["doubloons", 3]], "hand": [11, 6, 8], "deck": [2, 4, 1]},
                {"space": 43, "holds": [["food", 3], ["doubloons", 3]], "hand": [3, 9, 7], "deck": [10, 1, 5]}
            ]
        }
    }"#,
    seed: "lesson",
    person: 0,
    opponents: &["Ana"],
    steps: &[
        // Round 1, you are the captain.
        you("roll", "roll"),
        you("dice 4 2", "dice"),
        you("choose 11", "choose"),
        them("choose 3"),
        // Round 2, Ana is the captain.
        them("roll"),
        them("dice 1 3"),
        them("choose 9"),
        you("choose 6", "choose-fight"),
        them("empty 5"),
        you("powder 2", "powder"),
        them("powder 1"),
        you("steal hold 2", "loot"),
        // Round 3, you are the captain again.
        you("roll", "roll-last"),
        you("dice 6 5", "dice-last"),
        you("choose 8", "choose-last"),
        them("choose 7"),
    ],
    covers: &[
        "rolled",
        "dice-ordered",
        "chose",
        "revealed",
        "moved",
        "treasure-found",
        "loaded",
        "attacked",
        "combat-roll",
        "won",
        "stole-hold",
        "shortage",
        "paid",
        "arrived",
        "game-over",
    ],
};
