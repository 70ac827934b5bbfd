//! Hidden information: the order of the deck and the faces of every coin card.
//!
//! Nobody looks at the faces of coins, not even their owner, and nobody knows the order of the
//! deck. Everything else (harbour, displays, expeditions, the face-up discard pile, how many
//! coins each player has) is public. In the Adventure, the order of the event deck is hidden
//! too, and the cards a lookout looks at are seen by the active player alone.

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
        // Co-operative contracts: the time deck and the points deck lie face down.
        if let Some(c) = self.coop() {
            cards.extend_from_slice(&c.time);
            cards.extend_from_slice(&c.points);
        }
        cards
    }

    /// Puts `cards` back into the deck and coin stacks, keeping every stack's size; returns
    /// how many it used.
    fn refill_unknown(&mut self, cards: &[Card]) -> usize {
        let mut it = cards.iter().copied();
        let mut used = 0;
        let mut fill = |slot: &mut Card| {
            if let Some(c) = it.next() {
                *slot = c;
                used += 1;
            }
        };
        self.deck.iter_mut().for_each(&mut fill);
        for p in &mut self.players {
            p.coins.iter_mut().for_each(&mut fill);
        }
        if let Some(c) = self.coop_mut() {
            c.time
                .iter_mut()
                .chain(c.points.iter_mut())
                .for_each(&mut fill);
        }
        used
    }

    /// The cards `viewer` cannot see (`None`: anyone but the players themselves): those of
    /// [`Self::unknown_cards`], and in the Adventure the cards a lookout is looking at, which only
    /// the active player sees (AD21).
    fn hidden_from(&self, viewer: Option<Seat>) -> Vec<Card> {
        #[allow(unused_mut)]
        let mut cards = self.unknown_cards();
        #[cfg(feature = "adventure")]
        if let Some(a) = self.adventure().filter(|_| viewer != Some(self.active)) {
            cards.extend_from_slice(&a.looking);
        }
        #[cfg(not(feature = "adventure"))]
        let _ = viewer;
        cards
    }

    /// Puts `cards`, as [`Self::hidden_from`] gave them, back in their places.
    fn refill_hidden(&mut self, viewer: Option<Seat>, cards: &[Card]) {
        #[allow(unused_variables)]
        let used = self.refill_unknown(cards);
        #[cfg(feature = "adventure")]
        {
            let active = self.active;
            if let Some(a) = self
                .adventure
                .as_deref_mut()
                .filter(|_| viewer != Some(active))
            {
                for (slot, &c) in a.looking.iter_mut().zip(cards.get(used..).unwrap_or(&[])) {
                    *slot = c;
                }
            }
        }
        #[cfg(not(feature = "adventure"))]
        let _ = viewer;
    }

    /// The game as any seat sees it: unknown cards sorted into a canonical filler, and the
    /// random generator (which fixes future shuffles) replaced.
    pub fn public_view(&self) -> PortRoyal {
        self.canonical_view(None)
    }

    /// The game as `seat` sees it: the public view, but for what only `seat` sees (the cards its
    /// lookout looks at, when it is the active player).
    pub fn seat_view(&self, seat: Seat) -> PortRoyal {
        self.canonical_view(Some(seat))
    }

    fn canonical_view(&self, viewer: Option<Seat>) -> PortRoyal {
        let mut v = self.clone();
        let mut cards = self.hidden_from(viewer);
        islas_core::sort_bytes(&mut cards);
        v.refill_hidden(viewer, &cards);
        #[cfg(feature = "adventure")]
        v.hide_events(None);
        v.rng = Rng::from_seed(0);
        v
    }

    /// A state consistent with what `seat` knows: unknown cards dealt at random.
    pub fn resample(&self, seat: Seat, rng: &mut Rng) -> PortRoyal {
        let mut v = self.clone();
        let mut cards = self.hidden_from(Some(seat));
        islas_core::sort_bytes(&mut cards);
        rng.shuffle(&mut cards);
        v.refill_hidden(Some(seat), &cards);
        #[cfg(feature = "adventure")]
        v.hide_events(Some(rng));
        v.rng = rng.fork();
        v
    }

    /// The Adventure's event deck as nobody knows it: in the first month, which "0" events were
    /// dealt (from those set aside) and the order of the deck above End of Month; in a later
    /// month, before it is revealed, the fresh event put on top (the rest is the discard pile
    /// turned over unshuffled, seen card by card). Sorted into a canonical filler, or dealt at
    /// random with `rng`; card 1 stays in the deck (everyone knows it is there).
    #[cfg(feature = "adventure")]
    fn hide_events(&mut self, rng: Option<&mut Rng>) {
        use crate::adventure::content::EVENTS;
        use crate::adventure::data::EventCode;
        let Some(a) = self.adventure.as_deref_mut() else {
            return;
        };
        let code = |i: u8| EVENTS.get(usize::from(i)).map(|e| e.code);
        let slots: Vec<usize> = if a.month == 1 {
            (0..a.events.len())
                .filter(|&i| {
                    !matches!(
                        code(a.events[i]),
                        Some(EventCode::EndOfMonth | EventCode::EndOfMonthVariant)
                    )
                })
                .collect()
        } else if a.event_discard.is_empty() && !a.events.is_empty() {
            vec![a.events.len() - 1]
        } else {
            Vec::new()
        };
        let (mut zeros, kept): (Vec<u8>, Vec<u8>) = slots
            .iter()
            .map(|&i| a.events[i])
            .partition(|&i| code(i) == Some(EventCode::Base));
        zeros.append(&mut a.event_pool);
        islas_core::sort_bytes(&mut zeros);
        let mut rng = rng;
        if let Some(r) = rng.as_deref_mut() {
            r.shuffle(&mut zeros);
        }
        let dealt_zeros = slots.len() - kept.len();
        let mut dealt = kept;
        dealt.extend(zeros.drain(..dealt_zeros));
        islas_core::sort_bytes(&mut dealt);
        islas_core::sort_bytes(&mut zeros);
        if let Some(r) = rng {
            r.shuffle(&mut dealt);
        }
        for (&slot, card) in slots.iter().zip(dealt) {
            a.events[slot] = card;
        }
        a.event_pool = zeros;
    }
}

/// Support for players who reason about the next card (computer opponents).
impl PortRoyal {
    /// The cards nobody can see (deck and coins), sorted: the pool the next card comes from,
    /// unless the deck is empty, when the next card comes from the reshuffled discard pile.
    pub fn unseen(&self) -> Vec<Card> {
        let mut cards = self.unknown_cards();
        islas_core::sort_bytes(&mut cards);
        cards
    }

    /// The unseen cards (deck and coins) in no particular order, without allocating: the deck,
    /// then each player's coins, as slices (a loop over each is what a hot loop wants; built for
    /// size, a chained iterator is a call a card).
    pub fn unseen_slices(&self) -> impl Iterator<Item = &[Card]> + '_ {
        std::iter::once(self.deck.as_slice()).chain(self.players.iter().map(|p| p.coins.as_slice()))
    }

    /// Makes a card of `face` the top of the deck, swapping it with whatever unseen card is
    /// there; only meaningful on a view or a determinization (it changes hidden information
    /// only). Returns `false` when no unseen card has that face or the deck is empty.
    pub fn put_on_top(&mut self, face: crate::data::FaceId) -> bool {
        let Some(top) = self.deck.len().checked_sub(1) else {
            return false;
        };
        let is = |c: Card| crate::deck::card_face(c) == face;
        if is(self.deck[top]) {
            return true;
        }
        if let Some(i) = self.deck.iter().position(|&c| is(c)) {
            self.deck.swap(i, top);
            return true;
        }
        for p in &mut self.players {
            if let Some(i) = p.coins.iter().position(|&c| is(c)) {
                std::mem::swap(&mut p.coins[i], &mut self.deck[top]);
                return true;
            }
        }
        false
    }
}
