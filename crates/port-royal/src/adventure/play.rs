//! The Adventure's in-game rules: one chapter played as a game of Port Royal.
//!
//! A game is set up from an [`AdventureConfig`] (usually [`AdventureConfig::from_campaign`]) in
//! [`crate::Config::adventure`]. The rules of the base game stay as they are; this module adds
//! phase 0 (an event each turn, the End of Month and its hourglass), the missions on the table,
//! the cubes and crowns, and both ends. `docs/adventure.md` says what is built and what is not
//! yet, `docs/rulings.md` (AD9–AD17) the readings chosen; the game cards are in `cards.rs` (AD18–AD24).

use islas_core::{EventSink, IllegalAction, Seat};

use super::campaign::Report;
use super::content::{self, EVENTS, TRADER_COLOURS_ESTIMATED};
use super::data::CubeSlot;
use super::data::{
    Ability, CampaignMode, CardNo, EventEffect, Mission, Part, Person, Step, Thing, Timing, Whom,
};
use super::{COMPETITIVE_END_INFLUENCE, CUBE_SLOTS, TAX_THRESHOLD};
use crate::action::Action;
use crate::data::{Card, Kind};
use crate::deck::{Info, Role, card_info};
use crate::event::{CoinReason, Event, EventId};
use crate::state::{Phase, PortRoyal};

pub use super::table::*;

fn illegal(action: &Action, key: &'static str, reason: impl Into<String>) -> IllegalAction {
    IllegalAction::new(action, key, reason)
}

impl PortRoyal {
    /// The Adventure's state, in an Adventure game. Always `None` in a build without the
    /// `adventure` feature: every rule of the Adventure is reached through here, so such a build
    /// leaves them all out.
    ///
    /// The base game's hot paths ask this before every hook, so it and the hooks' guards are
    /// inlined and an Adventure's work stays out of line (`docs/performance.md`).
    #[inline]
    pub fn adventure(&self) -> Option<&Adventure> {
        #[cfg(feature = "adventure")]
        return self.adventure.as_deref();
        #[cfg(not(feature = "adventure"))]
        None
    }

    #[inline]
    pub(crate) fn adv(&mut self) -> Option<&mut Adventure> {
        #[cfg(feature = "adventure")]
        return self.adventure.as_deref_mut();
        #[cfg(not(feature = "adventure"))]
        None
    }

    /// The at-once chance or cube purchase waiting for an answer.
    #[inline]
    pub fn adventure_offer(&self) -> Option<(Seat, Chance)> {
        if self.is_over() {
            return None;
        }
        self.adventure().and_then(|a| a.offers.first().copied())
    }

    /// Influence from the crown card.
    #[inline]
    pub fn crown_influence(&self, seat: Seat) -> u8 {
        match self.adventure() {
            None => 0,
            Some(a) => a.crown_influence(seat),
        }
    }

    /// How many of `thing` `seat` has, for a mission (a character's "as a …" counts as nothing).
    pub fn mission_count(&self, seat: Seat, thing: Thing) -> u32 {
        let s = usize::from(seat);
        let display = &self.players[s].display;
        let t = display.tally();
        let persons = |f: &dyn Fn(Role, u8) -> bool| {
            display
                .iter()
                .filter(
                    |&&c| matches!(card_info(c), Info::Person { role, cost, .. } if f(role, cost)),
                )
                .count() as u32
        };
        match thing {
            Thing::Coins => self.players[s].coins.len() as u32,
            Thing::Crowns => self
                .adventure()
                .and_then(|a| a.heroes.get(s))
                .map_or(0, |h| u32::from(h.crowns)),
            Thing::Person(Person::Base(kind)) => persons(&|r, _| r == Role::Base(kind)),
            Thing::Person(Person::AnyTrader) => {
                persons(&|r, _| matches!(r, Role::Base(Kind::Trader(_))))
            }
            Thing::Person(Person::Lookout | Person::TavernKeeper | Person::TybukBrothers) => {
                self.adventure_persons(seat, thing)
            }
            Thing::PersonsCostingAtMost(n) => persons(&|_, cost| cost <= n),
            Thing::Swords => u32::from(t.swords),
            Thing::Expeditions => u32::from(t.expeditions),
            Thing::Symbols(sym) => u32::from(t.symbols[sym.index()]),
            Thing::Item(_) | Thing::AresPirates | Thing::Ships(_) => self.kept_count(seat, thing),
            Thing::Influence => u32::from(self.influence(seat)),
        }
    }

    /// Whether `seat` meets the mission's parts that are not moments of play.
    fn standing_parts_met(&self, seat: Seat, m: &Mission) -> bool {
        m.parts.iter().all(|p| match *p {
            Part::Have(thing, n) | Part::Discard(thing, n) => {
                self.mission_count(seat, thing) >= u32::from(n)
            }
            _ => true,
        })
    }

    /// Whether `seat` may still put a cube on the mission `no` of the table.
    fn mission_open(&self, seat: Seat, no: CardNo) -> bool {
        let Some(a) = self.adventure() else {
            return false;
        };
        let Some(hero) = a.heroes.get(usize::from(seat)) else {
            return false;
        };
        hero.taken < CARD_CUBES
            && a.table
                .iter()
                .any(|p| p.no == no && !p.done.contains(&seat))
    }

    /// Whether `seat` may complete mission `no` now by what it has (a mission of `Have` and
    /// `Discard` parts only; at-once missions come as offers).
    pub fn mission_completable(&self, seat: Seat, no: CardNo) -> bool {
        let Some(m) = mission(no) else {
            return false;
        };
        !m.at_once()
            && self.mission_open(seat, no)
            && (!m.active_only() || seat == self.active)
            && self.standing_parts_met(seat, m)
    }

    /// The missions `seat` may complete now, in table order.
    #[cold]
    fn completable_missions(&self, seat: Seat) -> Vec<CardNo> {
        self.adventure()
            .map(|a| {
                a.table
                    .iter()
                    .map(|p| p.no)
                    .filter(|&no| self.mission_completable(seat, no))
                    .collect()
            })
            .unwrap_or_default()
    }

    #[inline]
    pub(crate) fn any_mission(&self, seat: Seat) -> bool {
        self.adventure().is_some() && !self.completable_missions(seat).is_empty()
    }

    /// The Adventure's actions for `seat`'s decision: the missions it may complete.
    #[inline]
    pub(crate) fn push_missions(&self, seat: Seat, out: &mut Vec<Action>) {
        if self.adventure().is_some() {
            out.extend(
                self.completable_missions(seat)
                    .into_iter()
                    .map(Action::Mission),
            );
        }
    }

    /// The legal actions while an offer waits.
    pub(crate) fn push_offer(&self, chance: Chance, out: &mut Vec<Action>) {
        out.push(match chance {
            Chance::Mission(no) => Action::Mission(no),
            Chance::Cube(_) => Action::BuyCube,
        });
        out.push(Action::Pass);
    }

    /// Why an Adventure action (or any action while an offer waits) is not legal now.
    #[cold]
    pub(crate) fn check_adventure(&self, action: &Action) -> Result<(), IllegalAction> {
        let a = action;
        if let Some((_, chance)) = self.adventure_offer() {
            return match (chance, *action) {
                (_, Action::Pass) => Ok(()),
                (Chance::Mission(no), Action::Mission(m)) if m == no => Ok(()),
                (Chance::Cube(_), Action::BuyCube) => Ok(()),
                (Chance::Mission(no), _) => Err(illegal(
                    a,
                    "answer-mission",
                    format!(
                        "first say whether to complete mission {no} now (mission {no} or pass)"
                    ),
                )),
                (Chance::Cube(price), _) => Err(illegal(
                    a,
                    "answer-cube",
                    format!(
                        "first say whether to pay {price} coins for your leftmost cube (cube or pass)"
                    ),
                )),
            };
        }
        match *action {
            Action::BuyCube => Err(illegal(
                a,
                "wrong-phase",
                "a cube is bought only at an End of Month that allows it, in the competitive Adventure",
            )),
            Action::Mission(no) => {
                let Some(adv) = self.adventure() else {
                    return Err(illegal(a, "no-mission", "missions belong to the Adventure"));
                };
                if self.is_over() {
                    return Err(illegal(a, "game-over", "the game is over"));
                }
                let Some(seat) = self.seat_to_act() else {
                    return Err(illegal(a, "game-over", "the game is over"));
                };
                if !matches!(
                    self.phase,
                    Phase::Discover { .. } | Phase::Bust | Phase::Take { .. }
                ) {
                    return Err(illegal(
                        a,
                        "wrong-phase",
                        "first finish what the turn asks now (the ship just drawn, the extra coin)",
                    ));
                }
                if !adv.table.iter().any(|p| p.no == no) {
                    return Err(illegal(
                        a,
                        "no-mission",
                        format!("mission {no} is not on the table"),
                    ));
                }
                let Some(m) = mission(no) else {
                    return Err(illegal(
                        a,
                        "no-mission",
                        format!("card {no} has no mission"),
                    ));
                };
                let hero = &adv.heroes[usize::from(seat)];
                if adv
                    .table
                    .iter()
                    .any(|p| p.no == no && p.done.contains(&seat))
                {
                    return Err(illegal(
                        a,
                        "mission-done",
                        "each player completes a mission only once",
                    ));
                }
                if hero.taken >= CARD_CUBES {
                    return Err(illegal(
                        a,
                        "no-cube",
                        "no cube is left on your character card",
                    ));
                }
                if m.at_once() {
                    return Err(illegal(
                        a,
                        "mission-not-met",
                        format!("mission {no} is completed only at the moment it asks for"),
                    ));
                }
                if m.active_only() && seat != self.active {
                    return Err(illegal(
                        a,
                        "active-only",
                        "only the active player may complete this mission",
                    ));
                }
                if !self.standing_parts_met(seat, m) {
                    return Err(illegal(
                        a,
                        "mission-not-met",
                        format!("you do not meet mission {no}"),
                    ));
                }
                Ok(())
            }
            _ => Err(illegal(a, "wrong-phase", "not an Adventure action")),
        }
    }

    /// Applies a legal Adventure action (or the answer to an offer). Returns whether it handled
    /// the action.
    #[cold]
    pub(crate) fn apply_adventure<S: EventSink<Event>>(
        &mut self,
        action: &Action,
        sink: &mut S,
    ) -> bool {
        if let Some((seat, chance)) = self.adventure_offer() {
            if let Some(a) = self.adv() {
                a.offers.remove(0);
            }
            match (chance, *action) {
                (Chance::Mission(no), Action::Mission(_)) => self.complete_mission(seat, no, sink),
                (Chance::Cube(price), Action::BuyCube) => {
                    self.pay(seat, usize::from(price));
                    sink.push(Event::CubeBought { seat });
                    if let Some(h) = self.adv().and_then(|a| a.heroes.get_mut(usize::from(seat))) {
                        h.taken += 1;
                    }
                    self.unlock(seat, sink);
                    self.check_end_trigger(sink);
                }
                _ => {}
            }
            self.after_offers(sink);
            return true;
        }
        if let Action::Mission(no) = *action
            && let Some(seat) = self.seat_to_act()
        {
            self.complete_mission(seat, no, sink);
            return true;
        }
        false
    }

    /// Once every offer is answered, the End of Month's turn ends.
    fn after_offers<S: EventSink<Event>>(&mut self, sink: &mut S) {
        let done = self
            .adventure()
            .is_some_and(|a| a.offers.is_empty() && a.ending_turn);
        if done {
            if let Some(a) = self.adv() {
                a.ending_turn = false;
            }
            self.end_turn(sink);
        }
    }

    /// `seat` completes mission `no`: pays its minus parts, places its leftmost cube, gets the
    /// rewards.
    fn complete_mission<S: EventSink<Event>>(&mut self, seat: Seat, no: CardNo, sink: &mut S) {
        let Some(m) = mission(no) else {
            return;
        };
        // Mission 52: the progress boxes first (AD14).
        let two_steps = m
            .parts
            .iter()
            .any(|p| matches!(p, Part::StopAtHarbourTimes { .. }));
        for part in m.parts {
            if let Part::StopAtHarbourTimes { times, .. } = *part {
                let Some(placed) = self
                    .adv()
                    .and_then(|a| a.table.iter_mut().find(|p| p.no == no))
                else {
                    return;
                };
                let count = match placed.progress.iter_mut().find(|(s, _)| *s == seat) {
                    Some((_, c)) => {
                        *c += 1;
                        *c
                    }
                    None => {
                        placed.progress.push((seat, 1));
                        1
                    }
                };
                if count < times {
                    return;
                }
            }
        }
        for part in m.parts {
            if let Part::Discard(thing, n) = *part {
                self.discard_for_mission(seat, thing, n);
            }
            if let Part::StopAtHarbour {
                take_one_fewer: true,
                ..
            } = *part
                && let Phase::Take { seat: s, left } = self.phase
                && s == seat
            {
                self.phase = Phase::Take {
                    seat: s,
                    left: left.saturating_sub(1),
                };
            }
        }
        let first = {
            let Some(a) = self.adv() else { return };
            let Some(placed) = a.table.iter_mut().find(|p| p.no == no) else {
                return;
            };
            let first = placed.done.is_empty();
            placed.done.push(seat);
            sink.push(Event::MissionCompleted { seat, card: no });
            let h = &mut a.heroes[usize::from(seat)];
            h.taken += 1;
            // Mission 52's cube stands on its second box, which is not on the mission (AD14).
            if !two_steps {
                h.on_missions += 1;
            }
            first
        };
        if first {
            self.gain(seat, m.reward.first_coins, CoinReason::Adventure, sink);
            self.add_crowns(seat, m.reward.first_crowns);
        }
        self.add_crowns(seat, m.reward.crowns);
        self.unlock(seat, sink);
        self.check_end_trigger(sink);
    }

    /// The slot just uncovered gives what it gives.
    fn unlock<S: EventSink<Event>>(&mut self, seat: Seat, sink: &mut S) {
        let Some(h) = self
            .adventure()
            .and_then(|a| a.heroes.get(usize::from(seat)))
        else {
            return;
        };
        match CUBE_SLOTS.get(usize::from(h.taken) - 1) {
            Some(CubeSlot::Crowns(c)) => self.add_crowns(seat, *c),
            Some(CubeSlot::Ability) => {
                if let Some(Ability::OnceCoins(coins)) = h.ability() {
                    self.gain(seat, coins, CoinReason::Adventure, sink);
                }
            }
            _ => {}
        }
    }

    pub(crate) fn add_crowns(&mut self, seat: Seat, crowns: u8) {
        if let Some(h) = self.adv().and_then(|a| a.heroes.get_mut(usize::from(seat))) {
            h.crowns = h.crowns.saturating_add(crowns);
        }
    }

    fn discard_for_mission(&mut self, seat: Seat, thing: Thing, n: u8) {
        match thing {
            Thing::Coins => self.pay(seat, usize::from(n)),
            Thing::Crowns => {
                if let Some(h) = self.adv().and_then(|a| a.heroes.get_mut(usize::from(seat))) {
                    h.crowns = h.crowns.saturating_sub(n);
                }
            }
            Thing::Item(_) | Thing::AresPirates | Thing::Ships(_) => {
                self.discard_kept(seat, thing, n);
            }
            Thing::Person(Person::Lookout | Person::TavernKeeper | Person::TybukBrothers) => {
                self.discard_adventure_persons(seat, thing, n);
            }
            Thing::Person(p) => {
                for _ in 0..n {
                    let display = &mut self.players[usize::from(seat)].display;
                    let found = display.iter().position(|&c| match (card_info(c), p) {
                        (Info::Person { role, .. }, Person::Base(k)) => role == Role::Base(k),
                        (Info::Person { role, .. }, Person::AnyTrader) => {
                            matches!(role, Role::Base(Kind::Trader(_)))
                        }
                        _ => false,
                    });
                    if let Some(i) = found {
                        let card = display.remove(i);
                        self.discard.push(card);
                    }
                }
            }
            // The other things are not in the game yet; a mission asking them is never met.
            _ => {}
        }
    }

    /// Offers `seat` every mission on the table it may complete at this moment (`moment` says
    /// which at-once part the moment meets), in table order.
    fn offer_moment(&mut self, seat: Seat, moment: impl Fn(Part) -> bool) {
        let Some(a) = self.adventure() else {
            return;
        };
        let mut found = Vec::new();
        for placed in &a.table {
            let Some(m) = mission(placed.no) else {
                continue;
            };
            let at_once: Vec<Part> = m.parts.iter().copied().filter(|p| p.at_once()).collect();
            if at_once.is_empty()
                || !at_once.iter().all(|&p| moment(p))
                || !self.mission_open(seat, placed.no)
                || (m.active_only() && seat != self.active)
                || !self.standing_parts_met(seat, m)
            {
                continue;
            }
            found.push((seat, Chance::Mission(placed.no)));
        }
        if let Some(a) = self.adv() {
            a.offers.extend(found);
        }
    }

    // ----- hooks called by the base rules ---------------------------------------------------

    /// The active player stopped discovering (phase 2 has begun).
    #[cold]
    pub(crate) fn adventure_stopped(&mut self, cards: usize) {
        let seat = self.active;
        self.offer_moment(seat, |p| match p {
            Part::StopAtHarbour { cards: c, .. } | Part::StopAtHarbourTimes { cards: c, .. } => {
                usize::from(c) == cards
            }
            _ => false,
        });
    }

    /// A ship docked without a bust.
    #[cold]
    pub(crate) fn adventure_docked(&mut self) {
        let colours = self.harbour_colours();
        let seat = self.active;
        self.offer_moment(
            seat,
            |p| matches!(p, Part::HarbourColours(n) if colours >= usize::from(n)),
        );
    }

    /// The active player repelled `ship`, a ship with these swords (`None`: never, the skull).
    #[cold]
    pub(crate) fn adventure_repelled(&mut self, ship: Card, swords: Option<u8>) {
        let seat = self.active;
        let ares = super::cards::is_ares(ship);
        self.offer_moment(seat, |p| match p {
            Part::Repel { swords: n } => swords.is_some_and(|s| s >= n),
            Part::RepelAres => ares,
            _ => false,
        });
    }

    /// The active player completed an expedition.
    #[cold]
    pub(crate) fn adventure_claimed<S: EventSink<Event>>(&mut self, sink: &mut S) {
        let seat = self.active;
        if let Some(Ability::ExpeditionCrowns(c)) = self.hero_ability(seat) {
            self.add_crowns(seat, c);
        }
        let _ = sink;
        self.offer_moment(seat, |p| p == Part::CompleteExpedition);
    }

    /// These seats lost coins to a tax.
    #[cold]
    pub(crate) fn adventure_taxed(&mut self, losers: &[Seat]) {
        let n = self.players.len() as Seat;
        for i in 0..n {
            let seat = (self.active + i) % n;
            if losers.contains(&seat) {
                self.offer_moment(seat, |p| p == Part::PayTax);
            }
        }
    }

    fn hero_ability(&self, seat: Seat) -> Option<Ability> {
        self.adventure()
            .and_then(|a| a.heroes.get(usize::from(seat)))
            .and_then(Hero::ability)
    }

    /// Hiring discount of this turn's event and of Lady Anne's "as a mademoiselle".
    #[cold]
    pub(crate) fn adventure_discount(&self, seat: Seat) -> u8 {
        let event = match self.adventure().and_then(Adventure::effect) {
            Some(EventEffect::Discount(d)) if matches!(self.phase, Phase::Take { .. }) => d,
            _ => 0,
        };
        let ability = u8::from(self.hero_ability(seat) == Some(Ability::As(Kind::Mademoiselle)));
        event + ability
    }

    /// Swords the active player has for repelling this turn: Jean Blackbeard's sailor, the
    /// event's easier repelling; `None` when the event forbids repelling.
    #[cold]
    pub(crate) fn adventure_repel_swords(&self, own: u8) -> Option<u8> {
        let effect = self.adventure().and_then(Adventure::effect);
        if effect == Some(EventEffect::NoRepel) {
            return None;
        }
        let sailor = u8::from(self.hero_ability(self.active) == Some(Ability::As(Kind::Sailor)));
        let easier = match effect {
            Some(EventEffect::EasierRepel(n)) => n,
            _ => 0,
        };
        Some(own.saturating_add(sailor).saturating_add(easier))
    }

    /// Whether this turn's event lets non-active players take without the fee.
    #[cold]
    pub(crate) fn adventure_no_fee(&self) -> bool {
        self.adventure().and_then(Adventure::effect) == Some(EventEffect::NoFee)
    }

    /// Extra cards the active player takes this turn (the event).
    #[cold]
    pub(crate) fn adventure_extra_takes(&self, seat: Seat) -> u8 {
        match self.adventure().and_then(Adventure::effect) {
            Some(EventEffect::ExtraTake(n)) if seat == self.active => n,
            _ => 0,
        }
    }

    /// Extra coins for trading (or keeping) a ship of `colour`: the event's bonus, the trader
    /// characters.
    #[cold]
    pub(crate) fn adventure_trade_bonus(
        &mut self,
        seat: Seat,
        colour: super::data::ShipColour,
    ) -> u8 {
        let mut coins = match self.adventure().and_then(Adventure::effect) {
            Some(EventEffect::ShipBonus { colour: c, coins }) if c == colour => coins,
            _ => 0,
        };
        if let Some(Ability::Trader { crown }) = self.hero_ability(seat) {
            let id = self
                .adventure()
                .map(|a| a.heroes[usize::from(seat)].character.clone())
                .unwrap_or_default();
            if TRADER_COLOURS_ESTIMATED
                .iter()
                .any(|(c, k)| *c == id && super::data::ShipColour::Base(*k) == colour)
            {
                if crown {
                    self.add_crowns(seat, 1);
                } else {
                    coins += 1;
                }
            }
        }
        coins
    }

    /// The start of `seat`'s take: Officer Scott and Ruthless Mary pay.
    #[cold]
    pub(crate) fn adventure_take_starts<S: EventSink<Event>>(&mut self, seat: Seat, sink: &mut S) {
        let cards = self.harbour.len();
        self.tavern_keepers_pay(seat, cards);
        match self.hero_ability(seat) {
            Some(Ability::Admiral(coins)) if cards >= crate::rules::ADMIRAL_HARBOUR => {
                self.gain(seat, coins, CoinReason::Adventure, sink)
            }
            Some(Ability::ShipsInHarbour { ships, coins }) => {
                let n = self
                    .harbour
                    .iter()
                    .filter(|&&c| matches!(card_info(c), Info::Ship { .. }))
                    .count();
                if n >= usize::from(ships) {
                    self.gain(seat, coins, CoinReason::Adventure, sink);
                }
            }
            _ => {}
        }
        if seat == self.active
            && let Some(EventEffect::Coins {
                whom: Whom::Active,
                coins,
            }) = self.phase2_gain()
        {
            self.gain(seat, coins, CoinReason::Adventure, sink);
        }
    }

    fn phase2_gain(&self) -> Option<EventEffect> {
        let e = self
            .adventure()?
            .event
            .and_then(|i| EVENTS.get(usize::from(i)))?;
        (e.timing == Timing::Phase2).then_some(e.effect)
    }

    /// The active player's turn busted with `cards` in the harbour: Grace May's bonus.
    #[cold]
    pub(crate) fn adventure_bust<S: EventSink<Event>>(&mut self, cards: u8, sink: &mut S) {
        let seat = self.active;
        if let Some(Ability::BustBonus { harbour, coins }) = self.hero_ability(seat)
            && cards <= harbour
        {
            self.gain(seat, coins, CoinReason::Adventure, sink);
        }
    }

    /// Phase 0: the active player reveals the top event. The End of Month follows the newest
    /// mission's hourglass and ends the turn at once.
    #[cold]
    pub(crate) fn adventure_turn_starts<S: EventSink<Event>>(&mut self, sink: &mut S) {
        let Some(a) = self.adv() else {
            return;
        };
        a.looks = 0;
        let Some(index) = a.events.pop() else {
            a.event = None;
            return;
        };
        a.event = Some(index);
        a.event_discard.push(index);
        let card = &EVENTS[usize::from(index)];
        sink.push(Event::EventRevealed {
            id: EventId(card.id),
        });
        let Timing::Phase2 = card.timing else {
            self.event_now(card.effect, card.cube_for_coins, sink);
            return;
        };
    }

    fn event_now<S: EventSink<Event>>(
        &mut self,
        effect: EventEffect,
        price: Option<u8>,
        sink: &mut S,
    ) {
        let n = self.players.len() as Seat;
        let seats_for = |g: &PortRoyal, whom: Whom| -> Vec<Seat> {
            match whom {
                Whom::Active => vec![g.active],
                Whom::Everyone => (0..n).map(|i| (g.active + i) % n).collect(),
                Whom::FewestInfluence => {
                    let least = (0..n).map(|s| g.influence(s)).min().unwrap_or(0);
                    (0..n)
                        .map(|i| (g.active + i) % n)
                        .filter(|&s| g.influence(s) == least)
                        .collect()
                }
                Whom::With(p) => (0..n)
                    .map(|i| (g.active + i) % n)
                    .filter(|&s| g.mission_count(s, Thing::Person(p)) > 0)
                    .collect(),
            }
        };
        match effect {
            EventEffect::Coins { whom, coins } => {
                for s in seats_for(self, whom) {
                    self.gain(s, coins, CoinReason::Adventure, sink);
                }
            }
            EventEffect::Crowns { whom, crowns } => {
                for s in seats_for(self, whom) {
                    self.add_crowns(s, crowns);
                }
            }
            EventEffect::Tax => self.adventure_tax(sink),
            EventEffect::FillHarbour(k) => {
                // As a gambler's cards (BB5): no repel question; a second colour busts.
                for _ in 0..k {
                    let Some(card) = self.pop_deck(sink) else {
                        break;
                    };
                    if self.reveal(card, sink).is_some() {
                        self.place_ship(card, sink);
                        if self.phase == Phase::Bust {
                            break;
                        }
                    }
                }
            }
            EventEffect::EndOfMonth => self.end_of_month(price, sink),
            // Turn-long effects are read when they apply; Market needs goods (not dealt yet).
            _ => {}
        }
    }

    /// The expansion's tax (16 coins or more lose half, the fewest influence get 2 coins).
    pub(crate) fn adventure_tax<S: EventSink<Event>>(&mut self, sink: &mut S) {
        let n = self.players.len();
        let mut losers = Vec::new();
        for seat in 0..n {
            let have = self.players[seat].coins.len();
            if have >= usize::from(TAX_THRESHOLD) {
                self.pay(seat as Seat, have / 2);
                losers.push(seat as Seat);
            }
        }
        let least = (0..n).map(|s| self.influence(s as Seat)).min().unwrap_or(0);
        for seat in 0..n as Seat {
            if self.influence(seat) == least {
                self.gain(seat, 2, CoinReason::TaxBonus, sink);
            }
        }
        self.adventure_taxed(&losers);
    }

    /// The End of Month: the newest mission's hourglass (reading the next story card, or card 9),
    /// the cube purchase, the event discards turned over unshuffled with a fresh "0" event on top;
    /// the turn ends at once.
    fn end_of_month<S: EventSink<Event>>(&mut self, card_price: Option<u8>, sink: &mut S) {
        let Some(a) = self.adventure() else { return };
        let mode = a.mode;
        let Some(newest) = a.table.last().map(|p| p.no) else {
            return;
        };
        let Some(m) = mission(newest) else { return };
        let success = match m.hourglass.check {
            None => true,
            Some(n) => a.table.iter().any(|p| p.no == n && !p.done.is_empty()),
        };
        let step = if success {
            m.hourglass.success.get(mode)
        } else {
            m.hourglass.failure.get(mode)
        };
        sink.push(Event::EndOfMonth {
            mission: newest,
            success,
        });
        match step {
            Step::Victory => {
                let won = self.card_nine();
                if let Some(a) = self.adv() {
                    a.won = Some(won);
                }
                self.game_over(sink);
                return;
            }
            Step::Read(no) => {
                if let Some(a) = self.adv() {
                    a.read.push(no);
                    a.table.push(Placed {
                        no,
                        done: Vec::new(),
                        progress: Vec::new(),
                    });
                }
                sink.push(Event::StoryRead { card: no });
                self.shuffle_in(no, sink);
            }
            Step::Stay => {}
        }
        // Competitive: a player may pay for the leftmost cube (the hourglass's or card 3's price).
        let price = m.hourglass.cube_for_coins.or(card_price);
        let n = self.players.len() as Seat;
        let active = self.active;
        if mode == CampaignMode::Competitive
            && let Some(price) = price
        {
            let offers: Vec<(Seat, Chance)> = (0..n)
                .map(|i| (active + i) % n)
                .filter(|&s| {
                    self.players[usize::from(s)].coins.len() >= usize::from(price)
                        && self
                            .adventure()
                            .is_some_and(|a| a.heroes[usize::from(s)].taken < CARD_CUBES)
                })
                .map(|s| (s, Chance::Cube(price)))
                .collect();
            if let Some(a) = self.adv() {
                a.offers.extend(offers);
            }
        }
        if let Some(a) = self.adv() {
            // The discards turned over unshuffled: the first discarded is on top again.
            let mut deck = std::mem::take(&mut a.event_discard);
            deck.reverse();
            a.events = deck;
            a.month = a.month.saturating_add(1);
        }
        #[cfg(feature = "adventure")]
        if let Some(a) = self.adventure.as_deref_mut()
            && !a.event_pool.is_empty()
        {
            let i = self.rng.below(a.event_pool.len() as u32) as usize;
            let fresh = a.event_pool.remove(i);
            a.events.push(fresh);
        }
        if let Some(a) = self.adv() {
            a.ending_turn = true;
        }
        self.after_offers(sink);
    }

    /// Card 9: every mission on the table completed by someone, and the cube and influence
    /// totals of the player count reached.
    pub fn card_nine(&self) -> bool {
        let Some(a) = self.adventure() else {
            return false;
        };
        let Some(v) = content::victory(self.players.len() as u8) else {
            return false;
        };
        let cubes: u32 = a.heroes.iter().map(|h| u32::from(h.on_missions)).sum();
        let influence: u32 = (0..self.players.len() as Seat)
            .map(|s| u32::from(self.influence(s)))
            .sum();
        a.table.iter().all(|p| !p.done.is_empty())
            && cubes >= u32::from(v.cubes)
            && influence >= u32::from(v.influence)
    }

    /// Competitive: whether `seat` has 12 influence and the trophy.
    #[cold]
    pub(crate) fn adventure_end_condition(&self, seat: Seat) -> bool {
        self.influence(seat) >= COMPETITIVE_END_INFLUENCE
            && self
                .adventure()
                .and_then(|a| a.heroes.get(usize::from(seat)))
                .is_some_and(Hero::trophy)
    }

    /// The report of a finished Adventure game for the campaign: the story cards read, and
    /// (competitive) the winners.
    pub fn adventure_report(&self) -> Option<Report> {
        let a = self.adventure()?;
        if !self.is_over() {
            return None;
        }
        let winners = match a.mode {
            CampaignMode::CoOp => Vec::new(),
            CampaignMode::Competitive => self
                .result()
                .map(|o| {
                    o.players
                        .iter()
                        .enumerate()
                        .filter(|(_, p)| p.rank == 0)
                        .map(|(s, _)| s as Seat)
                        .collect()
                })
                .unwrap_or_default(),
        };
        Some(a.report(winners))
    }

    /// Co-operative: whether the chapter was won (card 9 met).
    pub fn adventure_won(&self) -> Option<bool> {
        let a = self.adventure()?;
        (self.is_over()).then_some(a.won == Some(true))
    }
}
