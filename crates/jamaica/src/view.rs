//! Hidden information: what one seat cannot know, and guessing it consistently.
//!
//! Hidden from `seat`: the other players' hands, the order of every draw pile (its own
//! included), the cards others chose this round until all are revealed, the values of face-down
//! treasures `seat` never saw, the treasure pile and the cards returned to the box, and the
//! random generator (future dice). Everything else is public, including how many cards each
//! hand and pile holds and who has seen which face-down treasure.

use islas_core::{Rng, Seat};

use crate::data::{ALL_CARDS, TREASURES, is_power};
use crate::state::{
    Cards, FACE_DOWN, GHOST, GHOSTS_BETH, HIDDEN_CARD, Jamaica, NOWHERE, SHIPS, Stacked, UNKNOWN,
};

fn sees(known: u8, seat: Seat) -> bool {
    seat < 8 && known & (1 << seat) != 0
}

impl Jamaica {
    /// The game as `seat` sees it.
    pub fn seat_view(&self, seat: Seat) -> Jamaica {
        let mut v = self.clone();
        v.rng = Rng::from_seed(0);
        v.stacked = Stacked::default();
        let revealed = self.revealed();
        for p in 0..usize::from(self.players) {
            let c: &mut Cards = &mut v.cards[p];
            if p as Seat == seat {
                // Own deck: known cards, unknown order.
                let mut n = 0;
                let mask = deck_mask(c);
                for card in 1..=11u8 {
                    if mask & (1 << card) != 0 {
                        c.deck[n] = card;
                        n += 1;
                    }
                }
            } else {
                c.hand = 0;
                c.deck = [0; 11];
                if c.chosen != 0 && !revealed {
                    c.chosen = HIDDEN_CARD;
                }
            }
        }
        for s in 0..SHIPS {
            let ship = &mut v.ships[s];
            for i in 0..usize::from(ship.face_down_len) {
                if !sees(ship.known[i], seat) {
                    ship.face_down[i] = UNKNOWN;
                }
            }
        }
        v.pile[..usize::from(self.pile_len)].fill(UNKNOWN);
        v.unused[..usize::from(self.unused_len)].fill(UNKNOWN);
        v
    }

    /// Whether this round's chosen cards are face up.
    pub fn revealed(&self) -> bool {
        !matches!(
            self.phase,
            crate::state::Phase::Roll | crate::state::Phase::Order | crate::state::Phase::Choose
        )
    }

    /// A state consistent with what `seat` knows, the hidden parts dealt at random.
    pub fn resample(&self, seat: Seat, rng: &mut Rng) -> Jamaica {
        let mut v = self.seat_view(seat);
        let revealed = self.revealed();
        // Action cards.
        for p in 0..usize::from(self.players) {
            let c = &mut v.cards[p];
            let mut pool = [0u8; 11];
            let mut n = 0;
            let known = if p as Seat == seat {
                c.discard
                    | c.hand
                    | if c.chosen != 0 && c.chosen != HIDDEN_CARD {
                        1 << c.chosen
                    } else {
                        0
                    }
            } else if revealed || c.chosen == 0 {
                c.discard
                    | if c.chosen != 0 && revealed {
                        1 << c.chosen
                    } else {
                        0
                    }
            } else {
                c.discard
            };
            for card in 1..=11u8 {
                if (ALL_CARDS & !known) & (1 << card) != 0 {
                    pool[n] = card;
                    n += 1;
                }
            }
            rng.shuffle(&mut pool[..n]);
            let mut it = pool[..n].iter().copied();
            if p as Seat != seat {
                if c.chosen == HIDDEN_CARD {
                    c.chosen = it.next().unwrap_or(0);
                }
                c.hand = 0;
                for _ in 0..c.hand_len {
                    c.hand |= 1 << it.next().unwrap_or(0);
                }
            }
            for i in 0..usize::from(c.deck_len) {
                c.deck[i] = it.next().unwrap_or(0);
            }
        }
        // Treasures: every card not seen by `seat` goes back into one pool.
        let mut unseen = [true; TREASURES];
        if self.ghost {
            unseen[crate::data::Power::Beth as usize] = false;
        }
        for (p, &o) in v.powers.iter().enumerate() {
            if o != NOWHERE && o != GHOSTS_BETH {
                unseen[p] = false;
            }
        }
        for s in &v.ships {
            for &t in &s.face_down[..usize::from(s.face_down_len)] {
                if t != UNKNOWN {
                    unseen[t as usize] = false;
                }
            }
        }
        let mut values = [0u8; TREASURES];
        let mut nv = 0;
        let mut powers = [0u8; 4];
        let mut np = 0;
        for t in 0..TREASURES as u8 {
            if unseen[t as usize] {
                if is_power(t) {
                    powers[np] = t;
                    np += 1;
                } else {
                    values[nv] = t;
                    nv += 1;
                }
            }
        }
        rng.shuffle(&mut values[..nv]);
        // Players' unseen face-down cards are never powers (powers lie face up).
        let mut vi = 0;
        for s in 0..usize::from(self.players) {
            let ship = &mut v.ships[s];
            for i in 0..usize::from(ship.face_down_len) {
                if ship.face_down[i] == UNKNOWN && vi < nv {
                    ship.face_down[i] = values[vi];
                    vi += 1;
                }
            }
        }
        let mut rest = [0u8; TREASURES];
        let mut nr = 0;
        for &t in values[vi..nv].iter().chain(&powers[..np]) {
            rest[nr] = t;
            nr += 1;
        }
        rng.shuffle(&mut rest[..nr]);
        let mut it = rest[..nr].iter().copied();
        let ghost = &mut v.ships[GHOST as usize];
        for i in 0..usize::from(ghost.face_down_len).min(FACE_DOWN) {
            if ghost.face_down[i] == UNKNOWN {
                ghost.face_down[i] = it.next().unwrap_or(0);
            }
        }
        for i in 0..usize::from(v.pile_len) {
            v.pile[i] = it.next().unwrap_or(0);
        }
        for i in 0..usize::from(v.unused_len) {
            v.unused[i] = it.next().unwrap_or(0);
        }
        v.rng = rng.fork();
        v
    }
}

fn deck_mask(c: &Cards) -> u16 {
    crate::state::deck_mask(c)
}
