//! The Adventure's 39 game cards in play (rulings.md AD18–AD24): dealt into the deck group by
//! group, the Ares pirates as a sixth colour, goods ships traded or kept as items, the Tybuk
//! brothers, lookouts, the expansion's captain, priest and settler, tavern keepers, the new
//! expeditions and the new tax. Their printed values are the estimates of
//! [`super::content::ADDED_CARDS_ESTIMATED`].

use islas_core::{EventSink, Seat};

use super::content;
use super::data::{
    Ability, AddedFace, AddedPrinted, CardNo, EventEffect, Item, Person, Profession, ShipColour,
    Thing,
};
use crate::data::{Card, FaceId};
use crate::deck::{Info, card_info};
use crate::event::Event;
use crate::state::{Phase, PortRoyal, Tally};

#[cfg(feature = "adventure")]
use crate::deck::adventure as faces;

/// Without the `adventure` feature no Adventure card is ever dealt.
#[cfg(not(feature = "adventure"))]
mod faces {
    use crate::adventure::data::{AddedFace, Group};
    use crate::data::{Card, FaceId};
    pub fn card(_: Card) -> Option<&'static AddedFace> {
        None
    }
    pub fn face(_: FaceId) -> Option<&'static AddedFace> {
        None
    }
    pub fn group_cards(_: Group) -> std::iter::Empty<Card> {
        std::iter::empty()
    }
}

/// Harbour cards at the start of a take for which tavern keepers give a crown (ES: *"al menos 4
/// cartas en el puerto"*, AD22).
pub const TAVERN_HARBOUR: usize = 4;
/// Cards a lookout looks at (ES: *"las 3 primeras cartas del mazo"*).
pub const LOOKOUT_CARDS: usize = 3;

/// The ship colour of a card (a base-game ship is of its colour).
pub fn ship_colour(card: Card) -> Option<ShipColour> {
    match faces::card(card).map(|f| f.printed) {
        Some(AddedPrinted::Ship { colour, .. }) => Some(colour),
        Some(_) => None,
        None => match card_info(card) {
            Info::Ship { colour, .. } => Some(ShipColour::Base(colour)),
            _ => None,
        },
    }
}

/// Whether a card is an Ares pirate (read where the deck reads its faces).
#[cfg(feature = "adventure")]
pub use crate::deck::adventure::is_ares;

/// Without the `adventure` feature no Ares pirate is ever dealt.
#[cfg(not(feature = "adventure"))]
pub fn is_ares(_card: Card) -> bool {
    false
}

/// The goods a ship of the Adventure carries (`None` for every other card).
pub fn item(card: Card) -> Option<Item> {
    match faces::card(card)?.printed {
        AddedPrinted::Ship { item, .. } => Some(item),
        _ => None,
    }
}

/// The Adventure's own profession of a card (Tybuk brothers, lookout, tavern keeper, the
/// expansion's captain, priest and settler).
pub fn profession(card: Card) -> Option<Profession> {
    match faces::card(card)?.printed {
        AddedPrinted::Person { profession, .. } => Some(profession),
        _ => None,
    }
}

/// The items an expedition asks besides its persons (only the Adventure's ask any).
pub fn expedition_items(face: FaceId) -> &'static [Item] {
    match faces::face(face).map(|f| f.printed) {
        Some(AddedPrinted::Expedition { items, .. }) => items,
        _ => &[],
    }
}

/// The Adventure face of a card, if it is one of the 39.
pub fn added_face(card: Card) -> Option<&'static AddedFace> {
    faces::card(card)
}

/// Whether a kept ship counts as `thing` for a mission.
fn kept_is(card: Card, thing: Thing) -> bool {
    match thing {
        Thing::Item(i) => item(card) == Some(i),
        Thing::AresPirates => is_ares(card),
        Thing::Ships(c) => ship_colour(card) == Some(c),
        _ => false,
    }
}

/// Whether a person card is the Adventure person a mission names.
fn person_is(card: Card, thing: Thing) -> bool {
    let want = match thing {
        Thing::Person(Person::Lookout) => Profession::Lookout,
        Thing::Person(Person::TybukBrothers) => Profession::TybukBrothers,
        Thing::Person(Person::TavernKeeper) => {
            return matches!(profession(card), Some(Profession::TavernKeeper { .. }));
        }
        _ => return false,
    };
    profession(card) == Some(want)
}

impl PortRoyal {
    /// The goods ships `seat` keeps as items, oldest first.
    pub fn kept(&self, seat: Seat) -> &[Card] {
        self.adventure()
            .and_then(|a| a.kept.get(usize::from(seat)))
            .map_or(&[], Vec::as_slice)
    }

    /// How many kept ships of `seat` count as `thing` (items, Ares pirates, ships of a colour).
    pub(crate) fn kept_count(&self, seat: Seat, thing: Thing) -> u32 {
        self.kept(seat)
            .iter()
            .filter(|&&c| kept_is(c, thing))
            .count() as u32
    }

    /// Discards `n` kept ships of `seat` that count as `thing` (oldest first).
    pub(crate) fn discard_kept(&mut self, seat: Seat, thing: Thing, n: u8) {
        for _ in 0..n {
            let Some(kept) = self.adv().and_then(|a| a.kept.get_mut(usize::from(seat))) else {
                return;
            };
            let Some(i) = kept.iter().position(|&c| kept_is(c, thing)) else {
                return;
            };
            let card = kept.remove(i);
            self.discard.push(card);
        }
    }

    /// The Adventure's persons (lookouts, tavern keepers, Tybuk brothers) `thing` names in
    /// `seat`'s display.
    pub(crate) fn adventure_persons(&self, seat: Seat, thing: Thing) -> u32 {
        self.players[usize::from(seat)]
            .display
            .iter()
            .filter(|&&c| person_is(c, thing))
            .count() as u32
    }

    /// Discards `n` of the Adventure's persons `thing` names from `seat`'s display.
    pub(crate) fn discard_adventure_persons(&mut self, seat: Seat, thing: Thing, n: u8) {
        for _ in 0..n {
            let display = &mut self.players[usize::from(seat)].display;
            let Some(i) = display.iter().position(|&c| person_is(c, thing)) else {
                return;
            };
            let card = display.remove(i);
            self.discard.push(card);
        }
    }

    /// Tavern keepers in `seat`'s display and the best price one of them pays.
    fn tavern_keepers(&self, seat: Seat) -> (u8, u8) {
        let mut n = 0u8;
        let mut price = 0;
        for &c in self.players[usize::from(seat)].display.iter() {
            if let Some(Profession::TavernKeeper { price: p }) = profession(c) {
                n += 1;
                price = price.max(p);
            }
        }
        (n, price)
    }

    /// Lookouts `seat` may use in a turn: its lookouts, and Thomas Fishborn's ability.
    pub fn lookouts(&self, seat: Seat) -> u8 {
        let own = self.adventure_persons(seat, Thing::Person(Person::Lookout)) as u8;
        let fishborn = self
            .adventure()
            .and_then(|a| a.heroes.get(usize::from(seat)))
            .is_some_and(|h| {
                h.unlocked(super::data::CubeSlot::Ability)
                    && content::character_by_id(&h.character)
                        .is_some_and(|c| c.ability == Ability::Lookout)
            });
        own + u8::from(fishborn)
    }

    /// The start of `seat`'s take: a crown per tavern keeper with at least 4 cards in the
    /// harbour (AD22); the take's sales start afresh.
    pub(crate) fn tavern_keepers_pay(&mut self, seat: Seat, cards: usize) {
        if let Some(a) = self.adv() {
            a.sold = 0;
        }
        let (n, _) = self.tavern_keepers(seat);
        if n > 0 && cards >= TAVERN_HARBOUR {
            self.add_crowns(seat, n);
        }
    }

    /// A story card read during the game: the groups of game cards it shows go into the draw
    /// pile, which is shuffled by the seed (AD18). A group already in the deck is not added again.
    pub(crate) fn shuffle_in<S: EventSink<Event>>(&mut self, no: CardNo, sink: &mut S) {
        let Some(story) = content::story_card(no) else {
            return;
        };
        let _ = sink;
        for &group in story.shuffle_in {
            let Some(a) = self.adv() else { return };
            if a.groups.contains(&group) {
                continue;
            }
            a.groups.push(group);
            self.deck.extend(faces::group_cards(group));
            self.rng.shuffle(&mut self.deck);
        }
    }

    /// The coins a ship gives `seat` besides its printed coins, traded or kept (AD19, AD20): one
    /// per trader of its colour, one per expansion captain, priest and settler for an Ares
    /// pirate, the event's bonus, the trader characters.
    pub(crate) fn adventure_ship_coins(&mut self, seat: Seat, card: Card, tally: &Tally) -> u8 {
        let Some(colour) = ship_colour(card) else {
            return 0;
        };
        let own = match colour {
            ShipColour::Base(c) => tally.traders[c as usize],
            ShipColour::Ares => self.players[usize::from(seat)]
                .display
                .iter()
                .filter(|&&c| matches!(profession(c), Some(Profession::Expedition(_))))
                .count() as u8,
        };
        own + self.adventure_trade_bonus(seat, colour)
    }

    /// Whether `seat` has the items an Adventure expedition asks.
    pub(crate) fn expedition_items_met(&self, seat: Seat, face: FaceId) -> bool {
        let items = expedition_items(face);
        Item::ALL.iter().all(|&i| {
            let need = items.iter().filter(|&&x| x == i).count() as u32;
            need == 0 || self.kept_count(seat, Thing::Item(i)) >= need
        })
    }

    /// Discards the items an Adventure expedition asks from `seat`'s kept ships.
    pub(crate) fn pay_expedition_items(&mut self, seat: Seat, face: FaceId) {
        for &i in expedition_items(face) {
            self.discard_kept(seat, Thing::Item(i), 1);
        }
    }

    /// What selling a kept ship of `card` pays `seat` now, and which sale it uses (1 the tavern
    /// keeper's bread or rum, 2 the market's), if it may be sold (AD22).
    fn sale(&self, seat: Seat, card: Card) -> Option<(u8, u8)> {
        let a = self.adventure()?;
        let item = item(card)?;
        let mut best: Option<(u8, u8)> = None;
        let (keepers, price) = self.tavern_keepers(seat);
        if keepers > 0 && matches!(item, Item::Bread | Item::Rum) && a.sold & 1 == 0 {
            best = Some((price, 1));
        }
        if let Some(EventEffect::Market { item: i, coins }) = a.effect()
            && i == item
            && a.sold & 2 == 0
            && best.is_none_or(|(p, _)| coins > p)
        {
            best = Some((coins, 2));
        }
        best
    }

    /// Whether `seat` may sell a kept ship now (its take, nothing else waiting).
    pub(crate) fn can_sell(&self, seat: Seat) -> bool {
        matches!(self.phase, Phase::Take { seat: s, .. } if s == seat)
            && self
                .adventure()
                .is_some_and(|a| a.offers.is_empty() && a.looking.is_empty())
            && self
                .kept(seat)
                .iter()
                .any(|&c| self.sale(seat, c).is_some())
    }

    /// Whether a lookout is waiting for the card to put back.
    pub(crate) fn looking(&self) -> bool {
        self.adventure().is_some_and(|a| !a.looking.is_empty())
    }

    /// Whether the active player has looked with a lookout this turn (and so may stop without
    /// drawing).
    pub(crate) fn looked(&self) -> bool {
        self.adventure().is_some_and(|a| a.looks > 0)
    }

    /// Whether the active player may use a lookout now (AD21): phase 1, no gambler used, a
    /// lookout not yet used this turn, a card to look at.
    fn can_look(&self) -> bool {
        let Some(a) = self.adventure() else {
            return false;
        };
        matches!(self.phase, Phase::Discover { .. })
            && self.gambled == 0
            && a.looking.is_empty()
            && a.offers.is_empty()
            && a.looks < self.lookouts(self.active)
            && (!self.deck.is_empty() || !self.discard.is_empty())
    }
}

#[cfg(feature = "adventure")]
mod actions {
    use super::*;
    use crate::action::Action;
    use crate::deck::card_face;
    use crate::event::CoinReason;
    use islas_core::IllegalAction;

    fn illegal(action: &Action, key: &'static str, reason: impl Into<String>) -> IllegalAction {
        IllegalAction::new(action, key, reason)
    }

    impl PortRoyal {
        /// While a lookout looks: the card to put back, one action per face.
        pub(crate) fn push_looking(&self, out: &mut Vec<Action>) {
            let Some(a) = self.adventure() else { return };
            for (i, &c) in a.looking.iter().enumerate() {
                let face = card_face(c);
                if !a.looking[..i].iter().any(|&d| card_face(d) == face) {
                    out.push(Action::Keep(face));
                }
            }
        }

        /// Phase 1: a lookout may be used.
        pub(crate) fn push_look(&self, out: &mut Vec<Action>) {
            if self.can_look() {
                out.push(Action::Look);
            }
        }

        /// Phase 2: a goods ship of the Adventure may be kept instead of traded.
        #[inline]
        pub(crate) fn push_keep(&self, card: Card, out: &mut Vec<Action>) {
            if item(card).is_some() {
                out.push(Action::Keep(card_face(card)));
            }
        }

        /// Phase 2: the kept ships `seat` may sell, one action per face.
        pub(crate) fn push_sales(&self, seat: Seat, out: &mut Vec<Action>) {
            if !self.can_sell(seat) {
                return;
            }
            let kept = self.kept(seat);
            for (i, &c) in kept.iter().enumerate() {
                let face = card_face(c);
                if self.sale(seat, c).is_some()
                    && !kept[..i]
                        .iter()
                        .any(|&d| card_face(d) == face && self.sale(seat, d).is_some())
                {
                    out.push(Action::Sell(face));
                }
            }
        }

        /// Why a game card action (or any action while a lookout looks) is not legal now.
        pub(crate) fn check_cards(&self, action: &Action) -> Result<(), IllegalAction> {
            let a = action;
            if self.adventure().is_none() {
                return Err(illegal(
                    a,
                    "wrong-phase",
                    "this belongs to the Adventure's game cards",
                ));
            }
            if self.is_over() {
                return Err(illegal(a, "game-over", "the game is over"));
            }
            if self.looking() {
                return match *action {
                    Action::Keep(face)
                        if self
                            .adventure()
                            .is_some_and(|x| x.looking.iter().any(|&c| card_face(c) == face)) =>
                    {
                        Ok(())
                    }
                    _ => Err(illegal(
                        a,
                        "answer-lookout",
                        "first name the card the lookout puts back on top of the deck (keep <card>)",
                    )),
                };
            }
            match *action {
                Action::Look => {
                    if self.can_look() {
                        Ok(())
                    } else if !matches!(self.phase, Phase::Discover { .. }) {
                        Err(illegal(
                            a,
                            "wrong-phase",
                            "a lookout is used in phase 1, by the active player",
                        ))
                    } else {
                        Err(illegal(
                            a,
                            "no-lookout",
                            "you have no lookout left to use this turn (or no card to look at)",
                        ))
                    }
                }
                Action::Keep(face) => {
                    let Phase::Take { left, .. } = self.phase else {
                        return Err(illegal(
                            a,
                            "wrong-phase",
                            "a goods ship is kept when it is taken from the harbour, in phase 2",
                        ));
                    };
                    if left == 0 {
                        return Err(illegal(
                            a,
                            "no-takes-left",
                            "no more cards may be taken this turn",
                        ));
                    }
                    match self.harbour.iter().find(|&&c| card_face(c) == face) {
                        None => Err(illegal(
                            a,
                            "not-in-harbour",
                            "that card is not in the harbour",
                        )),
                        Some(&c) if item(c).is_none() => Err(illegal(
                            a,
                            "not-goods",
                            "only the Adventure's ships carry goods to keep",
                        )),
                        Some(_) => Ok(()),
                    }
                }
                Action::Sell(face) => {
                    let Some(seat) = self.seat_to_act() else {
                        return Err(illegal(a, "game-over", "the game is over"));
                    };
                    if !matches!(self.phase, Phase::Take { seat: s, .. } if s == seat) {
                        return Err(illegal(
                            a,
                            "wrong-phase",
                            "goods are sold during your take, in phase 2",
                        ));
                    }
                    let Some(&c) = self.kept(seat).iter().find(|&&c| card_face(c) == face) else {
                        return Err(illegal(a, "not-kept", "you keep no such ship"));
                    };
                    if self.sale(seat, c).is_none() {
                        return Err(illegal(
                            a,
                            "no-buyer",
                            "nobody buys it now: a tavern keeper buys 1 bread or 1 rum per take, a market day its goods",
                        ));
                    }
                    Ok(())
                }
                _ => Err(illegal(a, "wrong-phase", "not a game card action")),
            }
        }

        /// Applies a legal game card action. Returns whether it handled the action.
        pub(crate) fn apply_cards<S: EventSink<Event>>(
            &mut self,
            action: &Action,
            sink: &mut S,
        ) -> bool {
            match *action {
                Action::Keep(face) if self.looking() => self.put_back(face),
                Action::Keep(face) => self.keep_ship(face, sink),
                Action::Look => self.look(sink),
                Action::Sell(face) => self.sell(face, sink),
                _ => return false,
            }
            true
        }

        /// `seat` keeps a goods ship of the harbour as an item (AD19): the fee, the bonus coins,
        /// one card of the take used.
        fn keep_ship<S: EventSink<Event>>(&mut self, face: FaceId, sink: &mut S) {
            let Phase::Take { seat, left } = self.phase else {
                return;
            };
            let Some(pos) = self.harbour.iter().position(|&c| card_face(c) == face) else {
                return;
            };
            let card = self.harbour.remove(pos);
            let paying = self.pays_fee(seat);
            let tally = *self.players[usize::from(seat)].display.tally();
            if let Some(kept) = self.adv().and_then(|a| a.kept.get_mut(usize::from(seat))) {
                kept.push(card);
            }
            sink.push(Event::ShipKept { seat, card });
            let coins = self.adventure_ship_coins(seat, card, &tally);
            self.gain(seat, coins, CoinReason::Trade, sink);
            if paying {
                self.compensate(seat, sink);
            }
            self.phase = Phase::Take {
                seat,
                left: left.saturating_sub(1),
            };
        }

        /// A lookout: the top 3 cards of the deck are looked at (AD21).
        fn look<S: EventSink<Event>>(&mut self, sink: &mut S) {
            let mut cards = Vec::with_capacity(LOOKOUT_CARDS);
            for _ in 0..LOOKOUT_CARDS {
                match self.pop_deck(sink) {
                    Some(c) => cards.push(c),
                    None => break,
                }
            }
            if let Some(a) = self.adv() {
                a.looks += 1;
                a.looking = cards;
            }
        }

        /// The card the lookout puts back on top; the others go to the discard pile, without
        /// effect.
        fn put_back(&mut self, face: FaceId) {
            let Some(a) = self.adv() else { return };
            let mut looked = std::mem::take(&mut a.looking);
            let Some(i) = looked.iter().position(|&c| card_face(c) == face) else {
                a.looking = looked;
                return;
            };
            let top = looked.remove(i);
            self.discard.extend(looked);
            self.deck.push(top);
        }

        /// `seat` sells a kept ship (AD22).
        fn sell<S: EventSink<Event>>(&mut self, face: FaceId, sink: &mut S) {
            let Some(seat) = self.seat_to_act() else {
                return;
            };
            let Some(i) = self.kept(seat).iter().position(|&c| card_face(c) == face) else {
                return;
            };
            let card = self.kept(seat)[i];
            let Some((coins, which)) = self.sale(seat, card) else {
                return;
            };
            if let Some(a) = self.adv() {
                a.kept[usize::from(seat)].remove(i);
                a.sold |= which;
            }
            self.discard.push(card);
            self.gain(seat, coins, CoinReason::Adventure, sink);
        }
    }
}
