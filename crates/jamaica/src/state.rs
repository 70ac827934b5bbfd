//! The state of a Jamaica game and its setup. Everything is in fixed arrays: a state is a
//! few hundred bytes, copied without allocating.

use islas_core::{Rng, Seed, SetupError};
use serde::{Deserialize, Serialize};

use crate::data::{
    ALL_CARDS, BOARD, DECK, Good, HOLDS, Kind, Power, TREASURES, TREASURES_IN_PLAY, is_power,
    treasure_by_id,
};

/// The ghost ship's index among the ships (two-player variant).
pub const GHOST: u8 = 6;
/// Ships: six seats and the ghost.
pub const SHIPS: usize = 7;
/// Owner of a power card that is in no one's hands (in the pile or out of the game).
pub const NOWHERE: u8 = 255;
/// The ghost's own Lady Beth in the two-player variant (never stolen).
pub const GHOSTS_BETH: u8 = 254;
/// A treasure or card a view does not show.
pub const UNKNOWN: u8 = 255;
/// A chosen card a view does not show.
pub const HIDDEN_CARD: u8 = 12;
/// Most face-down treasures one ship can hold (all nine in play).
pub const FACE_DOWN: usize = 9;
/// Stacked dice a test may fix in advance.
pub const STACK: usize = 32;

/// A ship's hold: a good (0 = empty, else [`Good`] code) and how many.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Hold {
    pub good: u8,
    pub amount: u8,
}

impl Hold {
    pub fn good(self) -> Option<Good> {
        Good::from_code(self.good)
    }
    pub fn is_empty(self) -> bool {
        self.amount == 0
    }
}

/// A ship on the board: its place, holds and treasures.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Ship {
    pub space: u8,
    /// Behind the start line (moved back past Port Royal before completing a lap).
    pub behind: bool,
    /// Reached Port Royal after a full lap.
    pub finished: bool,
    pub holds: [Hold; HOLDS],
    /// Face-down treasures, in the order received ([`UNKNOWN`] in a view that cannot see one).
    pub face_down: [u8; FACE_DOWN],
    /// For each face-down treasure, the seats (bit per seat) that know what it is.
    pub known: [u8; FACE_DOWN],
    pub face_down_len: u8,
}

/// One player's action cards. Card `n` is bit `n` of the masks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Cards {
    /// The hand (empty in a view of another seat).
    pub hand: u16,
    pub hand_len: u8,
    /// Face up, public.
    pub discard: u16,
    /// The draw pile, the top card last (zeros in a view: nobody knows its order).
    pub deck: [u8; DECK],
    pub deck_len: u8,
    /// The card chosen this round (0 none yet, [`HIDDEN_CARD`] in a view before the reveal).
    pub chosen: u8,
}

/// Which decision the game waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Phase {
    /// The captain rolls the action dice.
    Roll,
    /// The captain chooses which die is morning.
    Order,
    /// Players choose a card in secret, from the captain clockwise.
    Choose,
    /// A lane at a fork.
    Fork,
    /// A hold to empty for a load.
    Empty,
    /// Which ship to attack.
    Target,
    /// How much gunpowder to spend before rolling.
    Powder,
    /// Saran's Saber: reroll or keep the die just rolled.
    Saber,
    /// The winner of a combat chooses the spoils.
    Loot,
    /// The captain sends the ghost ship forward or back.
    GhostCourse,
    Over,
    /// Only inside an action, while the rules run on by themselves; never seen between
    /// actions.
    Resolving,
}

/// Where the automatic part of the round goes on after a decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Step {
    StartAction,
    Move,
    Land,
    Pay,
    Walk,
    EndAction,
    GhostMove,
    EndRound,
}

/// A combat under way.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Combat {
    pub attacker: u8,
    pub defender: u8,
    /// Faces rolled (index into the die, 5 the star), [`NOWHERE`] before rolling.
    pub faces: [u8; 2],
    pub powder: [u8; 2],
    /// 0 while the attacker acts, 1 for the defender.
    pub side: u8,
    pub saber_used: bool,
    /// The winner, once known ([`NOWHERE`] before).
    pub winner: u8,
}

impl Default for Combat {
    fn default() -> Combat {
        Combat {
            attacker: NOWHERE,
            defender: NOWHERE,
            faces: [NOWHERE; 2],
            powder: [0; 2],
            side: 0,
            saber_used: false,
            winner: NOWHERE,
        }
    }
}

impl Combat {
    pub fn loser(&self) -> u8 {
        if self.winner == self.attacker {
            self.defender
        } else {
            self.attacker
        }
    }
}

/// Dice fixed in advance (tests, tutorials), used before the random generator.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Stacked {
    pub action: [u8; STACK],
    pub action_len: u8,
    pub action_at: u8,
    /// Combat faces as die indices (5 = the star).
    pub combat: [u8; STACK],
    pub combat_len: u8,
    pub combat_at: u8,
}

impl Default for Stacked {
    fn default() -> Stacked {
        Stacked {
            action: [0; STACK],
            action_len: 0,
            action_at: 0,
            combat: [0; STACK],
            combat_len: 0,
            combat_at: 0,
        }
    }
}

/// A seat's fixed starting position, for tests.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SeatSetup {
    #[serde(default)]
    pub space: u8,
    #[serde(default)]
    pub behind: bool,
    /// Holds as (good id, amount), from hold 1; the rules' start is food 3, doubloons 3.
    #[serde(default)]
    pub holds: Vec<(String, u8)>,
    /// Treasure ids held (powers face up, others face down and known to the holder).
    #[serde(default)]
    pub treasures: Vec<String>,
    /// The hand; empty: drawn from the deck as usual.
    #[serde(default)]
    pub hand: Vec<u8>,
    /// The next cards drawn, first first; the rest of the deck is shuffled below them.
    #[serde(default)]
    pub deck: Vec<u8>,
}

/// A stacked setup: everything random fixed in advance.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Stack {
    #[serde(default)]
    pub captain: Option<u8>,
    /// Action dice in the order rolled (1–6).
    #[serde(default)]
    pub action_dice: Vec<u8>,
    /// Combat dice in the order rolled: 2, 4, 6, 8, 10, or 0 for the star.
    #[serde(default)]
    pub combat_dice: Vec<u8>,
    /// Treasure ids on top of the pile, the first found first.
    #[serde(default)]
    pub treasures: Vec<String>,
    /// One per seat, or none.
    #[serde(default)]
    pub seats: Vec<SeatSetup>,
    /// Lairs that still hold a token; `None`: all nine.
    #[serde(default)]
    pub tokens: Option<Vec<u8>>,
    /// Where the ghost ship starts.
    #[serde(default)]
    pub ghost_space: Option<u8>,
}

/// How a game is set up.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Config {
    /// 2 to 6.
    pub players: u8,
    /// The two-player ghost ship (not in the rulebook text; see `docs/rulings.md`).
    #[serde(default)]
    pub ghost_ship: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stack: Option<Stack>,
}

impl Config {
    /// The standard game: the ghost ship sails with two players.
    pub fn new(players: u8) -> Config {
        Config {
            players,
            ghost_ship: players == 2,
            stack: None,
        }
    }
}

/// A game of Jamaica.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Jamaica {
    pub(crate) players: u8,
    pub(crate) ghost: bool,
    pub(crate) rng: Rng,
    pub(crate) stacked: Stacked,
    pub(crate) ships: [Ship; SHIPS],
    pub(crate) cards: [Cards; 6],
    /// The sixth hold's contents (they go with the card).
    pub(crate) sixth: Hold,
    /// Who holds each power face up: a ship, [`NOWHERE`] or [`GHOSTS_BETH`].
    pub(crate) powers: [u8; 4],
    /// The treasure pile, the top card last ([`UNKNOWN`] in a view).
    pub(crate) pile: [u8; TREASURES_IN_PLAY],
    pub(crate) pile_len: u8,
    /// Treasure cards returned to the box unseen ([`UNKNOWN`] in a view).
    pub(crate) unused: [u8; 3],
    pub(crate) unused_len: u8,
    /// Lairs whose token is still there (bit per space).
    pub(crate) tokens: u64,
    pub(crate) round: u16,
    pub(crate) captain: u8,
    /// The dice as rolled, then as ordered: morning, evening.
    pub(crate) dice: [u8; 2],
    pub(crate) phase: Phase,
    pub(crate) step: Step,
    /// Players who chose (Choose) or resolved (actions) so far this round.
    pub(crate) k: u8,
    /// 0 morning, 1 evening.
    pub(crate) half: u8,
    /// The ship moving, walking back or paying.
    pub(crate) mover: u8,
    pub(crate) left: u8,
    pub(crate) forward: bool,
    /// A lane chosen for the next step at a fork: 0 none, 1 outer, 2 inner.
    pub(crate) lane: u8,
    /// The ghost's move this round (0, 1; 2 when done).
    pub(crate) ghost_moves: u8,
    pub(crate) combat: Combat,
    /// A load waiting for a hold to be emptied: ship, good, amount; and where to go on.
    pub(crate) load: (u8, u8, u8),
    pub(crate) after_load: Step,
    /// A ship arrived: the round is the last.
    pub(crate) ending: bool,
    /// Counts everything uncovered that nobody knew (rolls, draws, reveals, treasures seen).
    pub(crate) uncovered: u32,
}

fn setup_error(text: impl Into<String>) -> SetupError {
    SetupError(text.into())
}

fn good_by_id(id: &str) -> Option<Good> {
    Good::ALL.into_iter().find(|g| g.id() == id)
}

impl Jamaica {
    /// Deals a new game. See [`Stack`] for stacked setups.
    pub fn new(config: &Config, seed: Seed) -> Result<Jamaica, SetupError> {
        let n = config.players;
        if !(2..=6).contains(&n) {
            return Err(setup_error(format!(
                "Jamaica is played by 2 to 6 players, not {n}"
            )));
        }
        if config.ghost_ship && n != 2 {
            return Err(setup_error(
                "the ghost ship sails only in a two-player game",
            ));
        }
        let empty = Stack::default();
        let stack = config.stack.as_ref().unwrap_or(&empty);
        if !stack.seats.is_empty() && stack.seats.len() != n as usize {
            return Err(setup_error(format!(
                "the stacked setup describes {} seats for {n} players",
                stack.seats.len()
            )));
        }
        let mut rng = Rng::from_seed(seed.value());
        let mut game = Jamaica {
            players: n,
            ghost: config.ghost_ship,
            rng: Rng::from_seed(0),
            stacked: Stacked::default(),
            ships: [Ship::default(); SHIPS],
            cards: [Cards::default(); 6],
            sixth: Hold::default(),
            powers: [NOWHERE; 4],
            pile: [0; TREASURES_IN_PLAY],
            pile_len: 0,
            unused: [0; 3],
            unused_len: 0,
            tokens: 0,
            round: 1,
            captain: 0,
            dice: [0; 2],
            phase: Phase::Roll,
            step: Step::StartAction,
            k: 0,
            half: 0,
            mover: 0,
            left: 0,
            forward: true,
            lane: 0,
            ghost_moves: 0,
            combat: Combat::default(),
            load: (0, 0, 0),
            after_load: Step::EndAction,
            ending: false,
            uncovered: 0,
        };
        // Treasures: 9 of the 12 (of 11 with the ghost, which keeps Lady Beth).
        let mut pool: Vec<u8> = (0..TREASURES as u8).collect();
        if game.ghost {
            pool.retain(|&t| t != Power::Beth as u8);
            game.powers[Power::Beth as usize] = GHOSTS_BETH;
        }
        let take = |pool: &mut Vec<u8>, id: &str| -> Result<u8, SetupError> {
            let t = treasure_by_id(id)
                .ok_or_else(|| setup_error(format!("no treasure has the id \"{id}\"")))?;
            let at = pool
                .iter()
                .position(|&x| x == t)
                .ok_or_else(|| setup_error(format!("the treasure \"{id}\" is not available")))?;
            Ok(pool.remove(at))
        };
        let mut held = 0usize;
        for (seat, s) in stack.seats.iter().enumerate() {
            for id in &s.treasures {
                let t = take(&mut pool, id)?;
                game.give_treasure(seat as u8, t, 1 << seat);
                held += 1;
            }
        }
        let mut top = Vec::new();
        for id in &stack.treasures {
            top.push(take(&mut pool, id)?);
        }
        if held + top.len() > TREASURES_IN_PLAY {
            return Err(setup_error("more than nine treasures in play"));
        }
        rng.shuffle(&mut pool);
        let in_pile = TREASURES_IN_PLAY - held - top.len();
        let unused = pool.len() - in_pile;
        for (i, &t) in pool[..unused].iter().enumerate() {
            game.unused[i] = t;
        }
        game.unused_len = unused as u8;
        let mut pile: Vec<u8> = pool[unused..].to_vec();
        pile.extend(top.iter().rev());
        for (i, &t) in pile.iter().enumerate() {
            game.pile[i] = t;
        }
        game.pile_len = pile.len() as u8;
        // Lairs.
        match &stack.tokens {
            None => {
                for (i, sp) in BOARD.iter().enumerate() {
                    if sp.kind == Kind::Lair {
                        game.tokens |= 1 << i;
                    }
                }
            }
            Some(list) => {
                for &i in list {
                    if BOARD.get(i as usize).map(|s| s.kind) != Some(Kind::Lair) {
                        return Err(setup_error(format!("space {i} is not a pirate lair")));
                    }
                    game.tokens |= 1 << i;
                }
            }
        }
        // Ships and holds.
        for seat in 0..n as usize {
            let ship = &mut game.ships[seat];
            let s = stack.seats.get(seat);
            if let Some(s) = s {
                if s.space as usize >= BOARD.len() {
                    return Err(setup_error(format!("there is no space {}", s.space)));
                }
                ship.space = s.space;
                ship.behind = s.behind;
            }
            match s {
                Some(s) if !s.holds.is_empty() => {
                    if s.holds.len() > HOLDS {
                        return Err(setup_error("a ship has five holds"));
                    }
                    for (h, (id, amount)) in s.holds.iter().enumerate() {
                        if *amount == 0 {
                            continue;
                        }
                        let g = good_by_id(id)
                            .ok_or_else(|| setup_error(format!("no good is called \"{id}\"")))?;
                        ship.holds[h] = Hold {
                            good: g as u8,
                            amount: *amount,
                        };
                    }
                }
                _ => {
                    ship.holds[0] = Hold {
                        good: Good::Food as u8,
                        amount: 3,
                    };
                    ship.holds[1] = Hold {
                        good: Good::Doubloons as u8,
                        amount: 3,
                    };
                }
            }
        }
        if game.ghost {
            let g = &mut game.ships[GHOST as usize];
            g.space = stack.ghost_space.unwrap_or(0);
            g.holds[0] = Hold {
                good: Good::Doubloons as u8,
                amount: 5,
            };
            g.holds[1] = Hold {
                good: Good::Doubloons as u8,
                amount: 3,
            };
        }
        // Action cards.
        for seat in 0..n as usize {
            let s = stack.seats.get(seat);
            let mut rest: Vec<u8> = (1..=DECK as u8).collect();
            let mut pick = |c: u8| -> Result<u8, SetupError> {
                let at = rest.iter().position(|&x| x == c).ok_or_else(|| {
                    setup_error(format!("card {c} is not left in seat {seat}'s deck"))
                })?;
                Ok(rest.remove(at))
            };
            let mut hand = Vec::new();
            for &c in s.map_or(&[][..], |s| &s.hand[..]) {
                hand.push(pick(c)?);
            }
            let mut top = Vec::new();
            for &c in s.map_or(&[][..], |s| &s.deck[..]) {
                top.push(pick(c)?);
            }
            rng.shuffle(&mut rest);
            rest.extend(top.iter().rev());
            let cards = &mut game.cards[seat];
            for (i, &c) in rest.iter().enumerate() {
                cards.deck[i] = c;
            }
            cards.deck_len = rest.len() as u8;
            for c in hand {
                cards.hand |= 1 << c;
                cards.hand_len += 1;
            }
            while cards.hand_len < 3 && cards.deck_len > 0 {
                cards.deck_len -= 1;
                let c = cards.deck[cards.deck_len as usize];
                cards.deck[cards.deck_len as usize] = 0;
                cards.hand |= 1 << c;
                cards.hand_len += 1;
            }
            debug_assert_eq!(
                (cards.hand | deck_mask(cards)).count_ones() as usize,
                DECK,
                "{ALL_CARDS}"
            );
        }
        game.captain = match stack.captain {
            Some(c) if c < n => c,
            Some(c) => return Err(setup_error(format!("there is no seat {c}"))),
            None => rng.below(u32::from(n)) as u8,
        };
        for (i, &d) in stack.action_dice.iter().take(STACK).enumerate() {
            if !(1..=6).contains(&d) {
                return Err(setup_error(format!("an action die shows 1 to 6, not {d}")));
            }
            game.stacked.action[i] = d;
            game.stacked.action_len = i as u8 + 1;
        }
        for (i, &d) in stack.combat_dice.iter().take(STACK).enumerate() {
            let face = crate::data::COMBAT_DIE
                .iter()
                .position(|&f| f == d)
                .ok_or_else(|| setup_error(format!("the combat die has no face {d}")))?;
            game.stacked.combat[i] = face as u8;
            game.stacked.combat_len = i as u8 + 1;
        }
        game.rng = rng;
        Ok(game)
    }

    /// Puts treasure `t` with `ship`: powers face up, the others face down, known to `known`.
    pub(crate) fn give_treasure(&mut self, ship: u8, t: u8, known: u8) {
        if is_power(t) && ship != GHOST {
            self.powers[t as usize] = ship;
            return;
        }
        let s = &mut self.ships[ship as usize];
        let i = s.face_down_len as usize;
        if i < FACE_DOWN {
            s.face_down[i] = t;
            s.known[i] = known;
            s.face_down_len += 1;
        }
    }
}

/// The cards in a player's draw pile as a bit set.
pub(crate) fn deck_mask(c: &Cards) -> u16 {
    let mut m = 0u16;
    for &x in &c.deck[..c.deck_len as usize] {
        m |= 1 << x;
    }
    m
}
