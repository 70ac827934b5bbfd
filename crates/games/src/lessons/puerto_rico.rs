//! Puerto Rico's lesson: three players (the rulebook's fewest for the full game), you, Ana
//! and Bruno, the last six rounds of a game with 8 victory point chips left. You take each
//! role once, in the order that lets each one pay: the settler (a quarry, the privilege), the
//! builder (a large market, 1 doubloon off, 1 more for the occupied quarry), the mayor (the
//! privilege colonist, who occupies the market), the trader (a doubloon more, 2 more for the
//! market), the craftsman (a barrel more) and the captain (a point more), whose shipping takes
//! the last chips: the game ends with that round. In the others' roles you act too, without
//! the privilege: a plantation, a pass, a small warehouse that keeps your corn when the ships
//! are full and the rest spoils.
//!
//! The boards are set so that every mayor phase places the colonists by itself (each board has
//! as many colonists as circles, or more), and the plantations are stacked so the face-up row
//! does not depend on the random generator.

use super::{Lesson, them, you};
use crate::GameId;

pub const LESSON: Lesson = Lesson {
    game: GameId::PuertoRico,
    config: r#"{
        "players": 3,
        "plantations_top": [
            "coffee", "sugar", "corn", "tobacco",
            "indigo", "corn", "sugar", "coffee",
            "tobacco", "sugar", "corn", "indigo"
        ],
        "start": {
            "seats": [
                {"doubloons": 3, "vp": 23,
                 "island": [["corn", 1], ["corn", 1], ["indigo", 1]],
                 "city": [["small-indigo-plant", 1]]},
                {"doubloons": 2, "vp": 22,
                 "island": [["sugar", 1], ["sugar", 1], ["coffee", 1]],
                 "city": [["sugar-mill", 2], ["small-market", 1]]},
                {"doubloons": 2, "vp": 22,
                 "island": [["tobacco", 1], ["tobacco", 1], ["indigo", 1]],
                 "city": [["small-market", 1], ["tobacco-storage", 3], ["small-indigo-plant", 1]]}
            ],
            "ships": [{"ship": 6, "good": "sugar", "barrels": 2}]
        }
    }"#,
    seed: "lesson",
    person: 0,
    opponents: &["Ana", "Bruno"],
    steps: &[
        // Round 1: you are the governor and choose first.
        you("role settler", "settler"),
        you("quarry", "quarry"),
        them("plant sugar"),
        them("plant tobacco"),
        them("role mayor"),
        them("colonist yes"),
        them("role craftsman"),
        them("extra tobacco"),
        // Round 2: Ana is the governor.
        them("role settler"),
        them("plant indigo"),
        them("pass"),
        you("plant corn", "plant"),
        them("role mayor"),
        them("colonist yes"),
        you("role builder", "builder"),
        you("build large-market", "large-market"),
        them("pass"),
        them("pass"),
        // Round 3: Bruno is the governor.
        them("role trader"),
        them("sell tobacco"),
        you("pass", "trader-pass"),
        them("sell sugar"),
        you("role mayor", "mayor"),
        you("colonist yes", "mayor-colonist"),
        them("role craftsman"),
        them("extra sugar"),
        // Round 4: you are the governor again.
        you("role trader", "trader"),
        you("sell indigo", "sell"),
        them("role mayor"),
        them("colonist yes"),
        them("role settler"),
        them("plant corn"),
        you("pass", "settler-pass"),
        them("plant sugar"),
        // Round 5: Ana is the governor.
        them("role builder"),
        them("pass"),
        them("pass"),
        you("build small-warehouse", "warehouse"),
        them("role trader"),
        you("sell corn", "sell-corn"),
        you("role craftsman", "craftsman"),
        you("extra corn", "extra"),
        // Round 6, the last: Bruno is the governor.
        them("role mayor"),
        them("colonist yes"),
        you("role captain", "captain"),
        you("load corn 5", "load"),
        them("load tobacco 4"),
        you("store corn", "store"),
        you("keep indigo", "keep"),
        them("keep sugar"),
        them("keep tobacco"),
        them("role craftsman"),
        them("extra sugar"),
    ],
    covers: &[
        "role-chosen",
        "planted",
        "plantations-revealed",
        "colonists-taken",
        "colonists-placed",
        "ship-refilled",
        "built",
        "produced",
        "extra-good",
        "sold",
        "house-emptied",
        "loaded",
        "shipping-points",
        "spoiled",
        "ship-emptied",
        "passed",
        "round-ended",
        "end-triggered",
        "game-over",
    ],
};
