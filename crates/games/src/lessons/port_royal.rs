//! Port Royal's lesson: two players, you and Ana, six turns. Your display starts with 7
//! influence and Ana's with 4, so that your hire in your third turn reaches 12 and Ana's turn
//! after it is the last: in it you take a card from Ana's harbour. On the way: drawing, a ship that docks and one you repel, hiring,
//! trading (with a trader's extra coin), Ana taking from your harbour (she pays you a coin),
//! an expedition, a tax, a bust, four colours giving two cards, and the end.
//!
//! Coins are cards from the top of the deck, so the stacked deck holds a card (a governor, a
//! captain, a settler or a jester, never seen) for each coin gained before the next draw.

use super::{Lesson, them, you};
use crate::GameId;

pub const LESSON: Lesson = Lesson {
    game: GameId::PortRoyal,
    config: r#"{
        "players": 2,
        "seats": [
            {"coins": 5, "display": ["sailor-3", "sailor-5", "priest", "trader-yellow-5", "trader-green-3"]},
            {"coins": 4, "display": ["captain", "settler", "trader-blue-3", "sailor-3"]}
        ],
        "deck_top": [
            "priest", "green-2-3", "blue-1-1", "governor", "governor",
            "exp-CC", "trader-red-3", "red-1-1", "governor",
            "governor", "captain", "tax-swords", "captain", "yellow-3-4", "yellow-4-4",
            "sailor-7", "black-3-7", "captain", "captain", "settler",
            "blue-3-5", "green-3-5", "red-2-3", "black-2-4", "mademoiselle-7",
            "settler", "settler", "settler", "jester-7", "jester-7", "jester-7",
            "trader-black-3", "red-3-6"
        ]
    }"#,
    seed: "lesson",
    person: 0,
    opponents: &["Ana"],
    steps: &[
        // Your first turn: draw, a ship docks, repel one, stop, hire.
        you("draw", "draw"),
        you("draw", "draw-again"),
        you("draw", "docked"),
        you("repel", "repel"),
        you("stop", "stop"),
        you("take priest", "hire"),
        // Ana takes the green ship from your harbour and pays you a coin.
        them("take green-2-3"),
        // Ana's turn: an expedition, a trader, a red ship she docks and trades.
        them("draw"),
        them("draw"),
        them("draw"),
        them("dock"),
        them("stop"),
        them("take red-1-1"),
        // Your second turn: the expedition, a tax, a bust.
        you("claim exp-CC priest+priest", "expedition"),
        you("draw", "draw-after-claim"),
        you("draw", "tax"),
        you("draw", "risk"),
        // Ana's turn.
        them("draw"),
        them("draw"),
        them("stop"),
        them("take black-3-7"),
        // Your third turn: four colours, two cards, a trade and the hire that ends the game.
        you("draw", "after-bust"),
        you("draw", "colours"),
        you("draw", "colours"),
        you("draw", "colours"),
        you("draw", "four-colours"),
        you("stop", "stop-two"),
        you("take green-3-5", "trade"),
        you("take mademoiselle-7", "end"),
        them("take black-2-4"),
        // Ana's last turn: the round ends with it.
        them("draw"),
        them("draw"),
        them("stop"),
        them("take red-3-6"),
        you("take trader-black-3", "last"),
    ],
    covers: &[
        "drew",
        "docked",
        "repelled",
        "hired",
        "traded",
        "compensated",
        "expedition-revealed",
        "claimed",
        "tax",
        "bust",
        "end-triggered",
        "game-over",
    ],
};
