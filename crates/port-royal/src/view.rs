//! Hidden information: the order of the deck and the faces of every coin card.
//!
//! Nobody looks at the faces of coins, not even their owner, and nobody knows the order of the
//! deck. Everything else (harbour, displays, expeditions, the face-up discard pile, how many
//! coins each player has) is public.

use islas_core::{Rng, Seat};

use crate::data::Card;
use crate::state::PortRoyal;

impl PortRoyal {
    /// The cards nobody can see: the deck and every coin, in a fixed order.
    fn unknown_cards(&self) -> Vec<Card> {
        let mut cards = self.deck.clone();
        for p in &self.players {
            cards.extend_from_slice(&p.coins);
        }
        cards
    }

    /// Puts `cards` back into the deck and coin stacks, keeping every stack's size.
    fn refill_unknown(&mut self, cards: &[Card]) {
        let mut it = cards.iter().copied();
        for slot in self.deck.iter_mut() {
            *slot = it.next().unwrap_or(*slot);
        }
        for p in &mut self.players {
            for slot in p.coins.iter_mut() {
                *slot = it.next().unwrap_or(*slot);
            }
        }
    }

    /// The game as any seat sees it: unknown cards sorted into a canonical filler, and the
    /// random generator (which fixes future shuffles) replaced.
    pub fn public_view(&self) -> PortRoyal {
        let mut v = self.clone();
        let mut cards = self.unknown_cards();
        cards.sort_unstable();
        v.refill_unknown(&cards);
        v.rng = Rng::from_seed(0);
        v
    }

    /// A state consistent with what `_seat` knows: unknown cards dealt at random.
    pub fn resample(&self, _seat: Seat, rng: &mut Rng) -> PortRoyal {
        let mut v = self.clone();
        let mut cards = self.unknown_cards();
        cards.sort_unstable();
        rng.shuffle(&mut cards);
        v.refill_unknown(&cards);
        v.rng = rng.fork();
        v
    }
}
