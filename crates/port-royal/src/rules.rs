//! The rules: which actions are legal, and what each one does.
//!
//! Every clause here follows the rulebooks in the order they state it; `docs/rulings.md`
//! records where the editions disagree and which reading is played.

use islas_core::{EventSink, IllegalAction, Seat};

use crate::action::{Action, Claim};
use crate::adventure::data::CampaignMode;
use crate::big_box::Requirement;
use crate::data::{Card, FaceId, Symbol, TaxBonus};
use crate::deck::{
    Info, Role, TaxRule, card_face, card_info, face_id, face_info, gives_a_coin, ship_slot,
};
use crate::event::{CoinReason, Event};
use crate::state::{Ending, Phase, Player, PortRoyal, Tally};

/// Influence that triggers the end of the game.
pub const END_INFLUENCE: u8 = 12;
/// Influence that triggers the end of a game of Set Sail.
pub const SET_SAIL_END_INFLUENCE: u8 = 8;
/// Coins at which a tax card takes half.
pub const TAX_THRESHOLD: usize = 12;
/// Coins a Set Sail tax lets a player keep: 9 or more are discarded down to this.
pub const SET_SAIL_TAX_KEEP: usize = 8;
/// Harbour cards an admiral needs at the start of a take.
pub const ADMIRAL_HARBOUR: usize = 5;
/// Cards a gambler reveals at once.
pub const GAMBLER_CARDS: usize = 4;
/// Harbour cards at the start of a take for which vice admirals pay.
pub const VICE_ADMIRAL_HARBOUR: std::ops::RangeInclusive<usize> = 3..=4;

/// Cards the active player may take for the number of ship colours in the harbour.
pub fn takes_for_colours(colours: usize) -> u8 {
    match colours {
        0..=3 => 1,
        4 => 2,
        _ => 3,
    }
}

/// A refusal, with its reason in plain words: out of line, so the checks of legal actions stay
/// small.
#[cold]
#[inline(never)]
fn illegal(action: &Action, key: &'static str, reason: impl Into<String>) -> IllegalAction {
    IllegalAction::new(action, key, reason)
}

impl PortRoyal {
    // ----- questions ---------------------------------------------------------------------

    /// The seat that decides next, `None` when the game is over.
    pub fn seat_to_act(&self) -> Option<Seat> {
        if self.has_modes() {
            return self.seat_to_act_with_modes();
        }
        match self.phase {
            Phase::Discover { .. } | Phase::Repel { .. } | Phase::Bust => Some(self.active),
            Phase::Take { seat, .. } | Phase::Gift { seat, .. } => Some(seat),
            Phase::Over => None,
        }
    }

    /// [`Self::seat_to_act`] with a mode's questions first.
    #[cold]
    fn seat_to_act_with_modes(&self) -> Option<Seat> {
        if self.asks_set_aside() {
            return Some(self.active);
        }
        if !self.is_over()
            && let Some(offer) = self.contract_offer()
        {
            return Some(offer.seat);
        }
        if let Some((seat, _)) = self.adventure_offer() {
            return Some(seat);
        }
        match self.phase {
            Phase::Discover { .. } | Phase::Repel { .. } | Phase::Bust => Some(self.active),
            Phase::Take { seat, .. } | Phase::Gift { seat, .. } => Some(seat),
            Phase::Over => None,
        }
    }

    fn can_draw(&self) -> bool {
        !self.deck.is_empty() || !self.discard.is_empty()
    }

    /// Whether the active player has a gambler not used this turn and there is a card to reveal
    /// (BB5); the phase is checked by the caller.
    fn can_gamble(&self) -> bool {
        let tally = self.players[self.active as usize].display.tally();
        tally.gamblers > self.gambled && self.can_draw()
    }

    /// Gamblers the active player has used this turn.
    pub fn gamblers_used(&self) -> u8 {
        self.gambled
    }

    /// What hiring a character costs a player with `tally` (printed cost minus one per mademoiselle,
    /// never below 0), or `None` if it is not a character.
    pub fn hire_cost(face: FaceId, tally: &Tally) -> Option<usize> {
        match face_info(face)? {
            Info::Person { cost, .. } => Some(cost.saturating_sub(tally.mademoiselles) as usize),
            _ => None,
        }
    }

    /// Whether `seat` can pay for a harbour card of `face`: a hire costs its discounted price,
    /// plus 1 coin for the active player when `seat` is not active. A ship needs no coins: its
    /// own coins may pay the compensation.
    #[inline]
    fn affordable(&self, seat: Seat, face: FaceId, tally: &Tally) -> bool {
        match face_info(face) {
            Some(info) => self.affordable_info(seat, info, tally),
            None => true,
        }
    }

    /// [`Self::affordable`] of a card read already.
    #[inline]
    fn affordable_info(&self, seat: Seat, info: Info, tally: &Tally) -> bool {
        self.budget(seat, tally).affords(info)
    }

    /// What `seat`, whose display has `tally`, can pay for harbour cards now.
    #[inline(always)]
    fn budget(&self, seat: Seat, tally: &Tally) -> Budget {
        let coins = self.players[seat as usize].coins.len();
        if self.adventure().is_some() {
            return Budget {
                coins,
                discount: tally
                    .mademoiselles
                    .saturating_add(self.adventure_discount(seat)),
                fee: usize::from(self.pays_fee(seat)),
            };
        }
        Budget {
            coins,
            discount: tally.mademoiselles,
            fee: usize::from(seat != self.active),
        }
    }

    /// What hiring `face` costs `seat` now: [`Self::hire_cost`], less the Adventure's discounts.
    #[inline]
    fn cost_for(&self, seat: Seat, face: FaceId, tally: &Tally) -> Option<usize> {
        let cost = Self::hire_cost(face, tally)?;
        if self.adventure().is_none() {
            return Some(cost);
        }
        Some(cost.saturating_sub(usize::from(self.adventure_discount(seat))))
    }

    /// Whether `seat` pays the active player 1 coin for a harbour card.
    #[inline]
    pub(crate) fn pays_fee(&self, seat: Seat) -> bool {
        seat != self.active && !(self.adventure().is_some() && self.adventure_no_fee())
    }

    /// Why `seat` may not take a card of `face` from the harbour now, if it may not.
    #[cold]
    fn take_problem(&self, seat: Seat, face: FaceId, tally: &Tally) -> Option<IllegalAction> {
        let a = Action::Take(face);
        if !self.harbour.iter().any(|&c| card_face(c) == face) {
            return Some(illegal(
                &a,
                "not-in-harbour",
                "that card is not in the harbour",
            ));
        }
        if self.affordable(seat, face, tally) {
            return None;
        }
        let cost = self.cost_for(seat, face, tally).unwrap_or(0);
        let have = self.players[seat as usize].coins.len();
        let (key, why) = if self.pays_fee(seat) {
            (
                "cannot-afford-with-fee",
                format!(
                    "hiring costs {cost} coins plus 1 for the active player, and you have {have}"
                ),
            )
        } else {
            (
                "cannot-afford",
                format!("hiring costs {cost} coins and you have {have}"),
            )
        };
        Some(illegal(&a, key, why).with("cost", cost).with("coins", have))
    }

    /// Calls `found` with every way `tally` can pay an expedition on the table, in table order;
    /// stops early when `found` returns `false`.
    fn for_each_claim(&self, tally: &Tally, mut found: impl FnMut(Claim) -> bool) {
        let owned = tally.characters;
        // Every base expedition needs at least two characters; the Adventure's estimated ones
        // one and an item.
        if owned < 2 && (owned == 0 || self.adventure().is_none()) {
            return;
        }
        for (i, &card) in self.expeditions.iter().enumerate() {
            let Info::Expedition { needs, .. } = card_info(card) else {
                continue;
            };
            // Each symbol may be covered partly by jacks: at least what the display lacks of it
            // (fewer never fit), at most all it needs (more never fit). Within those bounds a
            // way fits when the jacks suffice (`claim_fits`); none does when the least of each
            // is already more than the display's jacks.
            if !jacks_cover(needs, tally) {
                continue;
            }
            let least = |i: usize| needs[i].saturating_sub(tally.symbols[i]);
            let (la, lc, lh) = (least(0), least(1), least(2));
            let face = card_face(card);
            // One claim per face, at its first copy.
            if self.expeditions[..i].iter().any(|&e| card_face(e) == face) {
                continue;
            }
            // The Adventure's expeditions also ask kept goods (AD24).
            if self.adventure().is_some() && !self.expedition_items_met(self.active, face) {
                continue;
            }
            for ja in la..=needs[0] {
                for jc in lc..=needs[1] {
                    for jh in lh..=needs[2] {
                        if ja + jc + jh > tally.jacks {
                            break;
                        }
                        let jacks = [ja, jc, jh];
                        debug_assert!(claim_fits(needs, jacks, tally));
                        if !found(Claim {
                            expedition: face,
                            jacks,
                        }) {
                            return;
                        }
                    }
                }
            }
        }
    }

    /// Whether a display with `tally` might pay an expedition on the table: the quick test
    /// before [`Self::for_each_claim`] looks at each.
    #[inline]
    fn claims_possible(&self, tally: &Tally) -> bool {
        if self.expeditions.is_empty() {
            return false;
        }
        let owned = tally.characters;
        (owned >= 2 || (owned == 1 && self.adventure().is_some()))
            && self.expeditions.iter().any(|&card| match card_info(card) {
                Info::Expedition { needs, .. } => jacks_cover(needs, tally),
                _ => false,
            })
    }

    #[inline]
    fn push_claims(&self, tally: &Tally, out: &mut Vec<Action>) {
        if self.claims_possible(tally) {
            self.push_each_claim(tally, out);
        }
    }

    #[inline(never)]
    fn push_each_claim(&self, tally: &Tally, out: &mut Vec<Action>) {
        self.for_each_claim(tally, |c| {
            out.push(Action::Claim(c));
            true
        });
    }

    /// Whether the active player could claim some expedition now.
    #[inline]
    fn active_can_claim(&self) -> bool {
        let tally = self.players[self.active as usize].display.tally();
        self.claims_possible(tally) && self.any_claim(tally)
    }

    #[inline(never)]
    fn any_claim(&self, tally: &Tally) -> bool {
        let mut any = false;
        self.for_each_claim(tally, |_| {
            any = true;
            false
        });
        any
    }

    /// Whether `seat` has any card it may take now.
    #[inline]
    fn has_take(&self, seat: Seat, tally: &Tally) -> bool {
        let budget = self.budget(seat, tally);
        self.harbour.iter().any(|&c| budget.affords(card_info(c)))
    }

    /// Every legal action, in a fixed order.
    #[inline]
    pub fn legal(&self, out: &mut Vec<Action>) {
        out.clear();
        if self.has_modes() {
            self.legal_with_modes(out);
            return;
        }
        // A copy of the phase's actions in which the compiler knows there is no mode's state,
        // so the modes' guards in it fold away (`docs/performance.md`).
        self.push_phase_actions(out);
    }

    /// [`Self::legal`] in a game with a mode's state: its question first.
    #[inline(never)]
    fn legal_with_modes(&self, out: &mut Vec<Action>) {
        if !self.push_mode_question(out) {
            self.push_phase_actions(out);
        }
    }

    /// The actions of the phase (and the modes' actions that go with them).
    #[inline(always)]
    fn push_phase_actions(&self, out: &mut Vec<Action>) {
        match self.phase {
            Phase::Over => {}
            Phase::Repel { .. } => {
                out.push(Action::Repel);
                out.push(Action::Dock);
            }
            Phase::Discover { drawn } => {
                let can_draw = self.can_draw();
                // After a gambler no ordinary draw (BB6).
                if can_draw && self.gambled == 0 {
                    out.push(Action::Draw);
                }
                if drawn > 0 || !can_draw || self.looked() {
                    out.push(Action::Stop);
                }
                if self.can_gamble() {
                    out.push(Action::Gamble);
                }
                let tally = self.players[self.active as usize].display.tally();
                self.push_claims(tally, out);
                self.push_contract_actions(self.active, false, out);
                self.push_missions(self.active, out);
                #[cfg(feature = "adventure")]
                if self.adventure().is_some() {
                    self.push_look(out);
                }
            }
            Phase::Bust => {
                out.push(Action::Pass);
                let tally = self.players[self.active as usize].display.tally();
                self.push_claims(tally, out);
                self.push_contract_actions(self.active, false, out);
                self.push_missions(self.active, out);
            }
            Phase::Take { seat, left } => {
                let tally = self.players[seat as usize].display.tally();
                if left > 0 {
                    let budget = self.budget(seat, tally);
                    let mut seen = FaceSet::default();
                    for &c in &self.harbour {
                        let face = card_face(c);
                        // One action per face, at its first copy.
                        if seen.insert(face) && budget.affords(card_info(c)) {
                            out.push(Action::Take(face));
                            #[cfg(feature = "adventure")]
                            self.push_keep(c, out);
                        }
                    }
                }
                self.push_contract_actions(seat, left > 0, out);
                out.push(Action::Pass);
                if seat == self.active {
                    self.push_claims(tally, out);
                }
                self.push_missions(seat, out);
                #[cfg(feature = "adventure")]
                if self.adventure().is_some() {
                    self.push_sales(seat, out);
                }
            }
            Phase::Gift { seat, .. } => {
                // Every other player, in turn order from the giver (BB11).
                let n = self.players.len() as Seat;
                out.extend((1..n).map(|i| Action::Give((seat + i) % n)));
            }
        }
    }

    /// The answers to a mode's question waiting (a set-aside, an at-once contract, a mission
    /// or cube offered, a lookout's card): whether there is one.
    #[cold]
    fn push_mode_question(&self, out: &mut Vec<Action>) -> bool {
        if self.asks_set_aside() {
            out.push(Action::SetAside);
            out.push(Action::Pass);
            return true;
        }
        if !self.is_over()
            && let Some(offer) = self.contract_offer()
        {
            out.push(Action::Complete(offer.contract));
            out.push(Action::Skip(offer.contract));
            return true;
        }
        if let Some((_, chance)) = self.adventure_offer() {
            self.push_offer(chance, out);
            return true;
        }
        #[cfg(feature = "adventure")]
        if self.looking() {
            self.push_looking(out);
            return true;
        }
        false
    }

    /// Why `action` is not legal now, in plain words; `Ok` if it is.
    #[inline(always)]
    pub fn check(&self, action: &Action) -> Result<(), IllegalAction> {
        if self.allows(action) {
            debug_assert!(self.check_fully(action).is_ok(), "{action}");
            return Ok(());
        }
        self.check_fully(action)
    }

    /// The quick yes of [`Self::check`]: the base game's everyday actions, in a game without a
    /// mode's state. `true` only when the full check says `Ok`; `false` leaves the answer to it.
    #[inline(always)]
    fn allows(&self, action: &Action) -> bool {
        if self.has_modes() {
            return false;
        }
        match (self.phase, *action) {
            (Phase::Repel { .. }, Action::Repel | Action::Dock) => true,
            (Phase::Discover { .. }, Action::Draw) => self.gambled == 0 && self.can_draw(),
            (Phase::Discover { drawn }, Action::Stop) => drawn > 0 || !self.can_draw(),
            (Phase::Bust | Phase::Take { .. }, Action::Pass) => true,
            (Phase::Take { seat, left }, Action::Take(face)) if left > 0 => {
                let tally = self.players[seat as usize].display.tally();
                match self.harbour.iter().find(|&&c| card_face(c) == face) {
                    Some(&card) => self.budget(seat, tally).affords(card_info(card)),
                    None => false,
                }
            }
            (Phase::Gift { seat, .. }, Action::Give(to)) => {
                to != seat && usize::from(to) < self.players.len()
            }
            _ => false,
        }
    }

    /// [`Self::check`] in full: a mode's question first, then the base game's rules, with the
    /// refusal's reason.
    #[inline(never)]
    fn check_fully(&self, action: &Action) -> Result<(), IllegalAction> {
        let base_action = matches!(
            action,
            Action::Draw
                | Action::Stop
                | Action::Repel
                | Action::Dock
                | Action::Take(_)
                | Action::Pass
                | Action::Claim(_)
                | Action::Gamble
                | Action::Give(_)
        );
        if (self.has_modes() || !base_action)
            && let Some(answer) = self.check_modes(action)
        {
            return answer;
        }
        self.check_base(action)
    }

    /// [`Self::check`] of a mode's question or action, if it is one.
    #[cold]
    fn check_modes(&self, action: &Action) -> Option<Result<(), IllegalAction>> {
        let a = action;
        if self.asks_set_aside() {
            return Some(match action {
                Action::SetAside | Action::Pass => Ok(()),
                _ => Err(illegal(
                    a,
                    "answer-set-aside",
                    "a tax was drawn: first say whether to set aside the top card of the time deck",
                )),
            });
        }
        if self.adventure_offer().is_some()
            || matches!(action, Action::Mission(_) | Action::BuyCube)
        {
            return Some(self.check_adventure(action));
        }
        #[cfg(feature = "adventure")]
        if self.looking() || matches!(action, Action::Keep(_) | Action::Look | Action::Sell(_)) {
            return Some(self.check_cards(action));
        }
        if matches!(action, Action::SetAside) {
            return Some(Err(illegal(
                a,
                "wrong-phase",
                "a time card is set aside only when a tax is drawn, with the co-operative contracts",
            )));
        }
        if !self.is_over()
            && (self.contract_offer().is_some()
                || matches!(
                    action,
                    Action::Complete(_) | Action::Skip(_) | Action::Decline(_)
                ))
        {
            return Some(self.check_contract(action));
        }
        None
    }

    /// [`Self::check`] of the base game's actions.
    fn check_base(&self, action: &Action) -> Result<(), IllegalAction> {
        let a = action;
        match (self.phase, *action) {
            (Phase::Over, _) => Err(illegal(a, "game-over", "the game is over")),
            (Phase::Repel { .. }, Action::Repel | Action::Dock) => Ok(()),
            (Phase::Repel { ship, .. }, _) => Err(decide_ship(a, ship)),
            (Phase::Discover { .. }, Action::Draw) => {
                if self.gambled > 0 {
                    Err(illegal(
                        a,
                        "wrong-phase",
                        "after a gambler only another gambler or phase 2 may follow",
                    ))
                } else if self.can_draw() {
                    Ok(())
                } else {
                    Err(illegal(
                        a,
                        "deck-empty",
                        "the deck and the discard pile are both empty",
                    ))
                }
            }
            (Phase::Discover { drawn }, Action::Stop) => {
                if drawn > 0 || !self.can_draw() || self.looked() {
                    Ok(())
                } else {
                    Err(illegal(
                        a,
                        "draw-first",
                        "the active player must draw at least one card before stopping",
                    ))
                }
            }
            (Phase::Discover { .. } | Phase::Bust | Phase::Take { .. }, Action::Claim(c)) => {
                if self.seat_to_act() != Some(self.active) {
                    return Err(illegal(
                        a,
                        "active-only",
                        "only the active player may claim expeditions",
                    ));
                }
                self.check_claim(a, &c)
            }
            (Phase::Discover { .. }, Action::Gamble) => {
                let tally = self.players[self.active as usize].display.tally();
                if tally.gamblers <= self.gambled {
                    Err(illegal(
                        a,
                        "missing-characters",
                        "you have no gambler left to use this turn",
                    ))
                } else if !self.can_draw() {
                    Err(illegal(
                        a,
                        "deck-empty",
                        "the deck and the discard pile are both empty",
                    ))
                } else {
                    Ok(())
                }
            }
            (Phase::Bust, Action::Pass) => Ok(()),
            (Phase::Take { .. }, Action::Pass) => Ok(()),
            (Phase::Take { seat, left }, Action::Take(face)) => {
                if left == 0 {
                    return Err(illegal(
                        a,
                        "no-takes-left",
                        "no more cards may be taken this turn",
                    ));
                }
                let tally = self.players[seat as usize].display.tally();
                match self.harbour.iter().find(|&&c| card_face(c) == face) {
                    Some(&card) if self.affordable_info(seat, card_info(card), tally) => Ok(()),
                    _ => match self.take_problem(seat, face, tally) {
                        None => Ok(()),
                        Some(refusal) => Err(refusal),
                    },
                }
            }
            (Phase::Discover { .. }, _) => Err(illegal(
                a,
                "wrong-phase",
                "in phase 1 the active player may draw, stop or claim an expedition",
            )),
            (Phase::Bust, _) => Err(illegal(
                a,
                "wrong-phase",
                "the turn has busted: only claiming an expedition or passing is possible",
            )),
            (Phase::Gift { seat, .. }, Action::Give(to)) => {
                if to == seat || usize::from(to) >= self.players.len() {
                    Err(illegal(
                        a,
                        "not-another-player",
                        "the extra coin goes to another player at this table",
                    ))
                } else {
                    Ok(())
                }
            }
            (Phase::Take { .. }, _) => Err(illegal(
                a,
                "wrong-phase",
                "in phase 2 a player may take a harbour card or pass",
            )),
            (Phase::Gift { .. }, _) => Err(illegal(
                a,
                "wrong-phase",
                "first name the player who gets the extra coin of the ship just traded",
            )),
        }
    }

    fn check_claim(&self, a: &Action, c: &Claim) -> Result<(), IllegalAction> {
        if !self
            .expeditions
            .iter()
            .any(|&e| card_face(e) == c.expedition)
        {
            return Err(illegal(
                a,
                "no-expedition",
                "that expedition is not on the table",
            ));
        }
        let Some(Info::Expedition { needs, .. }) = face_info(c.expedition) else {
            return Err(illegal(
                a,
                "no-expedition",
                "that card is not an expedition",
            ));
        };
        let tally = *self.players[self.active as usize].display.tally();
        if self.adventure().is_some() && !self.expedition_items_met(self.active, c.expedition) {
            return Err(illegal(
                a,
                "missing-items",
                "you do not keep the goods this expedition asks",
            ));
        }
        if claim_fits(needs, c.jacks, &tally) {
            Ok(())
        } else {
            Err(illegal(
                a,
                "missing-characters",
                "you do not have the characters listed",
            ))
        }
    }

    // ----- changes -----------------------------------------------------------------------

    /// Applies `action` if legal, reporting what happens to `sink`.
    #[inline]
    pub fn apply<S: EventSink<Event>>(
        &mut self,
        action: &Action,
        sink: &mut S,
    ) -> Result<(), IllegalAction> {
        if self.has_modes() {
            return self.apply_with_modes(action, sink);
        }
        // The base game alone: a copy of the steps in which the compiler knows there is no
        // mode's state, so their guards fold away (a game's modes never change).
        self.check(action)?;
        self.apply_base(action, sink);
        Ok(())
    }

    /// [`Self::apply`] of an action just listed by [`Self::legal`] for this state: legal by
    /// construction, so the base game skips the check (the test build still asks it).
    #[inline]
    pub(crate) fn apply_listed<S: EventSink<Event>>(
        &mut self,
        action: &Action,
        sink: &mut S,
    ) -> Result<(), IllegalAction> {
        if self.has_modes() {
            return self.apply_with_modes(action, sink);
        }
        debug_assert!(self.check(action).is_ok(), "{action}");
        self.apply_base(action, sink);
        Ok(())
    }

    /// The steps of a checked action in a game without a mode's state.
    #[inline(always)]
    fn apply_base<S: EventSink<Event>>(&mut self, action: &Action, sink: &mut S) {
        self.apply_action(action, sink);
        self.settle_base(sink);
    }

    /// [`Self::apply`] in a game with a mode's state.
    #[inline(never)]
    fn apply_with_modes<S: EventSink<Event>>(
        &mut self,
        action: &Action,
        sink: &mut S,
    ) -> Result<(), IllegalAction> {
        self.check(action)?;
        let adventure = self.apply_action(action, sink);
        if !adventure && self.coop().is_some_and(|c| c.won) && !self.is_over() {
            // Every contract has a cube: the team wins at once.
            self.game_over(sink);
        }
        self.settle_with_modes(sink);
        Ok(())
    }

    /// The change `action` (checked already) makes; whether the Adventure's rules made it.
    #[inline(always)]
    fn apply_action<S: EventSink<Event>>(&mut self, action: &Action, sink: &mut S) -> bool {
        // An Adventure's own actions and answers (and its game cards'); the base game's rules
        // otherwise.
        #[cfg(feature = "adventure")]
        let adventure = self.adventure().is_some()
            && (self.apply_adventure(action, sink) || self.apply_cards(action, sink));
        #[cfg(not(feature = "adventure"))]
        let adventure = self.adventure().is_some() && self.apply_adventure(action, sink);
        match *action {
            _ if adventure => {}
            Action::Draw => self.draw(sink),
            Action::Stop => {
                let cards = self.harbour.len();
                self.begin_trading(sink);
                if self.adventure().is_some() {
                    self.adventure_stopped(cards);
                }
            }
            Action::Repel => {
                if let Phase::Repel { ship, drawn } = self.phase {
                    self.phase = Phase::Discover { drawn };
                    sink.push(Event::Repelled { card: ship });
                    if self.adventure().is_some()
                        && let Info::Ship { swords, .. } = card_info(ship)
                    {
                        self.adventure_repelled(ship, swords);
                    }
                    if !self.keep_repelled(ship, sink) {
                        self.discard.push(ship);
                    }
                }
            }
            Action::Dock => {
                if let Phase::Repel { ship, drawn } = self.phase {
                    self.phase = Phase::Discover { drawn };
                    self.place_ship(ship, sink);
                }
            }
            Action::Take(face) => self.take(face, false, sink),
            Action::Decline(face) => self.take(face, true, sink),
            Action::Complete(_) | Action::Skip(_) => self.apply_contract(action, sink),
            Action::SetAside => self.set_aside(true),
            Action::Pass if self.asks_set_aside() => self.set_aside(false),
            Action::Pass => match self.phase {
                Phase::Bust => self.end_turn(sink),
                Phase::Take { seat, .. } => {
                    sink.push(Event::Passed { seat });
                    self.next_taker(seat, sink);
                }
                _ => {}
            },
            Action::Claim(c) => self.claim(&c, sink),
            Action::Gamble => self.gamble(sink),
            // Handled by `apply_adventure` (the check lets them through only in an Adventure).
            Action::Mission(_) | Action::BuyCube => {}
            // Handled by `apply_cards`.
            #[cfg(feature = "adventure")]
            Action::Keep(_) | Action::Look | Action::Sell(_) => {}
            Action::Give(to) => {
                if let Phase::Gift { seat, left } = self.phase {
                    self.gain(to, 1, CoinReason::Gift, sink);
                    self.phase = Phase::Take { seat, left };
                }
            }
        }
        adventure
    }

    /// The game ends now (a co-operative win or loss).
    pub(crate) fn game_over<S: EventSink<Event>>(&mut self, sink: &mut S) {
        self.phase = Phase::Over;
        if let Some(table) = self.contracts.as_deref_mut() {
            table.offers.clear();
            if let Some(coop) = table.coop.as_mut() {
                coop.ask = false;
            }
        }
        sink.push(Event::GameOver);
    }

    /// The answer to the question after a tax: the top card of the time deck goes to the points
    /// deck (`aside`), or stays.
    fn set_aside(&mut self, aside: bool) {
        if let Some(coop) = self.coop_mut() {
            coop.ask = false;
            if aside && let Some(card) = coop.time.pop() {
                coop.points.push(card);
            }
        }
    }

    /// A co-operative turn is about to begin: with no card left in the time deck (and the
    /// contracts not all completed) the team loses. Returns whether the game is over.
    pub(crate) fn coop_turn_check<S: EventSink<Event>>(&mut self, sink: &mut S) -> bool {
        match self.coop() {
            Some(c) if c.time.is_empty() && !c.won => {
                self.game_over(sink);
                true
            }
            _ => false,
        }
    }

    /// Draws the top card, reshuffling the discard pile into a new deck when the deck is empty.
    pub(crate) fn pop_deck<S: EventSink<Event>>(&mut self, sink: &mut S) -> Option<Card> {
        if self.deck.is_empty() {
            if self.discard.is_empty() {
                return None;
            }
            std::mem::swap(&mut self.deck, &mut self.discard);
            self.rng.shuffle(&mut self.deck);
            sink.push(Event::Reshuffled {
                cards: self.deck.len() as u8,
            });
        }
        self.deck.pop()
    }

    /// `seat` gets `amount` coins: face-down cards from the deck.
    pub(crate) fn gain<S: EventSink<Event>>(
        &mut self,
        seat: Seat,
        amount: u8,
        reason: CoinReason,
        sink: &mut S,
    ) {
        let deck = self.deck.len();
        if usize::from(amount) <= deck {
            // The deck holds them all: the top `amount` cards, top first, as `pop_deck` would
            // give them.
            if amount > 0 {
                let coins = &mut self.players[seat as usize].coins;
                coins.extend(self.deck[deck - usize::from(amount)..].iter().rev());
                self.deck.truncate(deck - usize::from(amount));
                sink.push(Event::Coins {
                    seat,
                    amount,
                    reason,
                });
            }
            return;
        }
        let mut got = 0;
        for _ in 0..amount {
            match self.pop_deck(sink) {
                Some(card) => {
                    self.players[seat as usize].coins.push(card);
                    got += 1;
                }
                // Every card is in someone's hands: nothing left to pay with (rulings.md).
                None => break,
            }
        }
        if got > 0 {
            sink.push(Event::Coins {
                seat,
                amount: got,
                reason,
            });
        }
    }

    /// `seat` pays `amount` coins to the discard pile.
    pub(crate) fn pay(&mut self, seat: Seat, amount: usize) {
        let coins = &mut self.players[seat as usize].coins;
        let at = coins.len().saturating_sub(amount);
        self.discard.extend_from_slice(&coins[at..]);
        coins.truncate(at);
    }

    fn draw<S: EventSink<Event>>(&mut self, sink: &mut S) {
        let drawn = match self.phase {
            Phase::Discover { drawn } => drawn.saturating_add(1),
            _ => 1,
        };
        // Co-operative contracts: the active player's first card of the turn comes from the
        // time deck, the others from the deck.
        let from_time = if drawn == 1 {
            self.coop_mut().and_then(|c| c.time.pop())
        } else {
            None
        };
        let Some(card) = from_time.or_else(|| self.pop_deck(sink)) else {
            return;
        };
        self.phase = Phase::Discover { drawn };
        if let Some(swords) = self.reveal(card, sink) {
            let mut own = self.players[self.active as usize].display.tally().swords;
            if self.adventure().is_some() {
                own = self.adventure_repel_swords(own).unwrap_or(0);
            }
            // Repel only the ship just drawn, with at least one sword, never a skull.
            let can_repel = matches!(swords, Some(s) if own > 0 && own >= s);
            if can_repel {
                self.phase = Phase::Repel { ship: card, drawn };
            } else {
                self.place_ship(card, sink);
            }
        }
    }

    /// A card turned over from the deck (a draw, or one of a gambler's four): a person goes to
    /// the harbour, an expedition beside it, a tax is resolved. A ship is left to the caller,
    /// which gets its swords (`None` inside: the skull). Inlined into each draw: small, since
    /// a tax is out of line.
    #[inline(always)]
    pub(crate) fn reveal<S: EventSink<Event>>(
        &mut self,
        card: Card,
        sink: &mut S,
    ) -> Option<Option<u8>> {
        sink.push(Event::Drew { card });
        match card_info(card) {
            Info::Person { .. } => self.harbour.push(card),
            Info::Expedition { .. } => {
                self.expeditions.push(card);
                sink.push(Event::ExpeditionRevealed { card });
            }
            Info::Tax(rule) => self.tax(card, rule, sink),
            Info::Ship { swords, .. } => return Some(swords),
        }
        None
    }

    /// A ship that is not repelled docks, or busts the turn.
    #[inline]
    pub(crate) fn place_ship<S: EventSink<Event>>(&mut self, ship: Card, sink: &mut S) {
        let Some(slot) = ship_slot(ship) else {
            return;
        };
        let bust = self.harbour.iter().any(|&c| ship_slot(c) == Some(slot));
        self.harbour.push(ship);
        if !bust {
            sink.push(Event::Docked { card: ship });
            if self.adventure().is_some() {
                self.adventure_docked();
            }
            if self.contracts.is_some() {
                let after = self.harbour_colours();
                self.offer_colours(after - 1, after);
            }
            return;
        }
        self.bust(ship, sink);
    }

    /// A second ship of a colour (`ship`) is in the harbour: the harbour is discarded
    /// (expeditions stay on the table), phase 2 is skipped, and every player gets a coin per
    /// jester. Out of line: at most once a turn, and it keeps docking small.
    #[inline(never)]
    fn bust<S: EventSink<Event>>(&mut self, ship: Card, sink: &mut S) {
        let discarded = self.harbour.len() as u8;
        self.discard_harbour();
        sink.push(Event::Bust {
            card: ship,
            discarded,
        });
        let n = self.players.len() as u8;
        let mut seat = self.active;
        for _ in 0..n {
            let jesters = self.players[seat as usize].display.tally().jesters;
            if jesters > 0 {
                self.gain(seat, jesters, CoinReason::Jester, sink);
            }
            seat = next_seat(seat, n);
        }
        self.phase = Phase::Bust;
        if self.adventure().is_some() {
            self.adventure_bust(discarded, sink);
        }
        if self.contracts.is_some() {
            self.offer(self.active, |r| r == Requirement::Bust);
        }
    }

    /// A tax card: the base game's (12 coins or more lose half, then the bonus) or Set Sail's
    /// (9 coins or more discard down to 8, then fewest influence get 1 coin; rulings.md BB2).
    /// Out of line: a tax is rare, and inlined its lists would weigh on every card revealed.
    #[inline(never)]
    fn tax<S: EventSink<Event>>(&mut self, card: Card, rule: TaxRule, sink: &mut S) {
        // The Adventure's own tax (AD23).
        #[cfg(feature = "adventure")]
        if crate::deck::adventure::is_tax(card) {
            self.adventure_tax(sink);
            self.discard.push(card);
            return;
        }
        let bonus = match rule {
            TaxRule::Base(bonus) => bonus,
            TaxRule::SetSail => TaxBonus::FewestInfluence,
        };
        let mut losses = Vec::new();
        for seat in 0..self.players.len() {
            let have = self.players[seat].coins.len();
            let lose = match rule {
                TaxRule::Base(_) if have >= TAX_THRESHOLD => have / 2,
                TaxRule::SetSail => have.saturating_sub(SET_SAIL_TAX_KEEP),
                TaxRule::Base(_) => 0,
            };
            if lose > 0 {
                self.pay(seat as Seat, lose);
                losses.push((seat as Seat, lose as u8));
            }
        }
        // The bonus: coins change nothing of it, so the rewarded seats are the same before and
        // after each one's coin.
        let score = |p: &Player| {
            let t = p.display.tally();
            match bonus {
                TaxBonus::MostSwords => i32::from(t.swords),
                TaxBonus::FewestInfluence => -i32::from(t.influence),
            }
        };
        let best = self.players.iter().map(score).max().unwrap_or(0);
        let losers: Vec<Seat> = losses.iter().map(|&(s, _)| s).collect();
        if sink.enabled() {
            let rewarded: Vec<Seat> = (0..self.players.len())
                .filter(|&s| score(&self.players[s]) == best)
                .map(|s| s as Seat)
                .collect();
            sink.push(Event::Tax {
                card,
                losses,
                rewarded,
            });
        }
        for seat in 0..self.players.len() {
            if score(&self.players[seat]) == best {
                self.gain(seat as Seat, 1, CoinReason::TaxBonus, sink);
            }
        }
        self.discard.push(card);
        if self.contracts.is_some() {
            self.offer_tax_officer(&losers);
        }
        if self.adventure().is_some() {
            self.adventure_taxed(&losers);
        }
        // Co-operative contracts: each tax drawn lets the top card of the time deck go to the
        // points deck.
        if let Some(coop) = self.coop_mut()
            && !coop.time.is_empty()
        {
            coop.ask = true;
        }
    }

    /// Phase 2 begins for the active player: the cards for the colours, and one more per
    /// gambler used this turn (BB4, the Czech reading).
    fn begin_trading<S: EventSink<Event>>(&mut self, sink: &mut S) {
        let seat = self.active;
        let colours = self.harbour_colours();
        let mut base = takes_for_colours(colours) + self.gambled;
        // The Adventure: six colours (the Ares pirates the sixth) let the active player take 4.
        if colours >= 6 {
            base = crate::adventure::SIX_COLOURS_TAKES + self.gambled;
        }
        self.start_take(seat, base, sink);
    }

    /// The active player uses a gambler (BB5, BB6): four cards revealed one after the other
    /// without the repel question (taxes resolved, expeditions laid out), then the harbour is
    /// judged: two ships of a colour bust the turn; otherwise another unused gambler may follow,
    /// or phase 2 begins.
    fn gamble<S: EventSink<Event>>(&mut self, sink: &mut S) {
        self.gambled = self.gambled.saturating_add(1);
        let before = self.harbour_colours();
        let mut drawn = match self.phase {
            Phase::Discover { drawn } => drawn,
            _ => 0,
        };
        for _ in 0..GAMBLER_CARDS {
            let Some(card) = self.pop_deck(sink) else {
                break; // nothing left to reveal (R10)
            };
            drawn = drawn.saturating_add(1);
            if self.reveal(card, sink).is_some() {
                // No repelling, and the harbour is judged after the fourth card.
                self.harbour.push(card);
                sink.push(Event::Docked { card });
            }
        }
        self.phase = Phase::Discover { drawn };
        if let Some(ship) = self.second_ship() {
            self.bust(ship, sink);
            return;
        }
        if self.contracts.is_some() {
            self.offer_colours(before, self.harbour_colours());
        }
        if !self.can_gamble() {
            self.begin_trading(sink);
        }
    }

    /// The first ship in the harbour whose colour an earlier ship there already has.
    fn second_ship(&self) -> Option<Card> {
        let mut seen = [false; 5];
        for &c in &self.harbour {
            if let Info::Ship { colour, .. } = card_info(c)
                && std::mem::replace(&mut seen[colour as usize], true)
            {
                return Some(c);
            }
        }
        None
    }

    /// The start of `seat`'s take: admirals, vice admirals, gunners and jesters pay, governors
    /// add cards.
    #[inline]
    fn start_take<S: EventSink<Event>>(&mut self, seat: Seat, base: u8, sink: &mut S) {
        let Tally {
            admirals,
            vice_admirals,
            gunners,
            jesters,
            governors,
            ..
        } = *self.players[seat as usize].display.tally();
        if admirals | vice_admirals | gunners | jesters > 0 {
            self.take_starts_paying(seat, sink);
        }
        let mut takes = base + governors;
        if self.adventure().is_some() {
            self.adventure_take_starts(seat, sink);
            takes += self.adventure_extra_takes(seat);
        }
        sink.push(Event::TradeStarted { seat, takes });
        self.phase = Phase::Take { seat, left: takes };
    }

    /// The start of `seat`'s take, for a display with admirals, vice admirals, gunners or
    /// jesters: they pay.
    #[inline(never)]
    fn take_starts_paying<S: EventSink<Event>>(&mut self, seat: Seat, sink: &mut S) {
        let Tally {
            admirals,
            vice_admirals,
            gunners,
            jesters,
            ..
        } = *self.players[seat as usize].display.tally();
        let cards = self.harbour.len();
        if admirals > 0 && cards >= ADMIRAL_HARBOUR {
            self.gain(seat, 2 * admirals, CoinReason::Admiral, sink);
        }
        // 1 coin per vice admiral for every taker (BB9).
        if vice_admirals > 0 && VICE_ADMIRAL_HARBOUR.contains(&cards) {
            self.gain(seat, vice_admirals, CoinReason::ViceAdmiral, sink);
        }
        // Per gunner, the ships in the harbour minus one (BB10).
        if gunners > 0 {
            let ships = self
                .harbour
                .iter()
                .filter(|&&c| matches!(card_info(c), Info::Ship { .. }))
                .count() as u8;
            if ships > 1 {
                let coins = gunners.saturating_mul(ships - 1);
                self.gain(seat, coins, CoinReason::Gunner, sink);
            }
        }
        if jesters > 0 && cards == 0 && seat != self.active {
            self.gain(seat, jesters, CoinReason::Jester, sink);
        }
    }

    /// `seat` takes a harbour card; `decline`: a ship traded declining all its coins (BB15).
    fn take<S: EventSink<Event>>(&mut self, face: FaceId, decline: bool, sink: &mut S) {
        let Phase::Take { seat, left } = self.phase else {
            return;
        };
        let Some(pos) = self.harbour.iter().position(|&c| card_face(c) == face) else {
            return;
        };
        let card = take_out(&mut self.harbour, pos);
        let paying = self.pays_fee(seat);
        let tally = *self.players[seat as usize].display.tally();
        match card_info(card) {
            Info::Ship { colour, coins, .. } => {
                // Trade: the ship is discarded; its coins plus one per matching trader. With a
                // merchant of its colour (Set Sail) it is tucked under the merchant instead, for
                // 1 influence, and still pays its coins; declining the coins, it is not tucked
                // (rulings.md BB1).
                let tuck = !decline && tally.merchants[colour as usize] > 0;
                if tuck {
                    self.players[seat as usize].display.push(card);
                } else {
                    self.discard.push(card);
                }
                let amount = if decline {
                    0
                } else if self.adventure().is_some() {
                    coins + self.adventure_ship_coins(seat, card, &tally)
                } else {
                    coins + tally.traders[colour as usize]
                };
                sink.push(Event::Traded {
                    seat,
                    card,
                    coins: amount,
                });
                self.gain(seat, amount, CoinReason::Trade, sink);
                if paying {
                    self.compensate(seat, sink);
                }
                if tuck {
                    self.check_end_trigger(sink);
                }
                if decline {
                    self.decline_step(seat, colour, sink);
                }
                // A clerk of the ship's colour allows 1 more card (BB12), a ship traded declining
                // its coins too.
                let left = left
                    .saturating_sub(1)
                    .saturating_add(tally.clerks[colour as usize]);
                if gives_a_coin(card) && self.players.len() > 1 {
                    // 1 coin to another player of the taker's choice (BB11); with two players
                    // there is only one to choose. Declining the ship's coins (BB15) declines
                    // the taker's, not this one.
                    if self.players.len() == 2 {
                        self.gain(1 - seat, 1, CoinReason::Gift, sink);
                    } else {
                        self.phase = Phase::Gift { seat, left };
                        return;
                    }
                }
                self.phase = Phase::Take { seat, left };
                return;
            }
            Info::Person { .. } => {
                if paying {
                    self.compensate(seat, sink);
                }
                let cost = self.cost_for(seat, face, &tally).unwrap_or(0);
                self.pay(seat, cost);
                self.players[seat as usize].display.push(card);
                sink.push(Event::Hired {
                    seat,
                    card,
                    paid: cost as u8,
                });
                self.check_end_trigger(sink);
            }
            _ => {}
        }
        self.phase = Phase::Take {
            seat,
            left: left.saturating_sub(1),
        };
    }

    /// A non-active player who takes a card pays the active player 1 coin.
    pub(crate) fn compensate<S: EventSink<Event>>(&mut self, seat: Seat, sink: &mut S) {
        if let Some(coin) = self.players[seat as usize].coins.pop() {
            self.players[self.active as usize].coins.push(coin);
            sink.push(Event::Compensated {
                from: seat,
                to: self.active,
            });
        }
    }

    fn claim<S: EventSink<Event>>(&mut self, c: &Claim, sink: &mut S) {
        let Some(pos) = self
            .expeditions
            .iter()
            .position(|&e| card_face(e) == c.expedition)
        else {
            return;
        };
        let Some(Info::Expedition { coins, .. }) = face_info(c.expedition) else {
            return;
        };
        let expedition = self.expeditions.remove(pos);
        let seat = self.active;
        let mut discarded = Vec::new();
        for kind in c.discards() {
            let display = &mut self.players[seat as usize].display;
            if let Some(i) = display.iter().position(
                |&d| matches!(card_info(d), Info::Person { role: Role::Base(k), .. } if k == kind),
            ) {
                discarded.push(display.remove(i));
            }
        }
        self.discard.extend_from_slice(&discarded);
        if self.adventure().is_some() {
            self.pay_expedition_items(seat, c.expedition);
        }
        self.players[seat as usize].display.push(expedition);
        sink.push(Event::Claimed {
            seat,
            expedition,
            discarded,
            coins,
        });
        self.gain(seat, coins, CoinReason::Expedition, sink);
        if self.adventure().is_some() {
            self.adventure_claimed(sink);
        }
        self.check_end_trigger(sink);
    }

    /// After `seat` has finished taking, the next player in turn order takes, or phase 2 ends.
    /// Inlined, since it runs for most takers (settling skips those with nothing to take);
    /// the end of phase 2, once a turn, is out of line.
    #[inline(always)]
    fn next_taker<S: EventSink<Event>>(&mut self, seat: Seat, sink: &mut S) {
        let n = self.players.len() as u8;
        let next = next_seat(seat, n);
        if next == self.active {
            self.end_trading(sink);
        } else {
            self.start_take(next, 1, sink);
        }
    }

    /// The harbour's cards onto the discard pile, in draw order: `Vec::append`, without a call to
    /// `memcpy` for the few bytes of a harbour (docs/performance.md).
    #[inline(always)]
    fn discard_harbour(&mut self) {
        for &card in &self.harbour {
            self.discard.push(card);
        }
        self.harbour.clear();
    }

    /// Everyone had the chance to take: leftovers are discarded and the turn ends.
    #[inline(never)]
    fn end_trading<S: EventSink<Event>>(&mut self, sink: &mut S) {
        let cards = self.harbour.len() as u8;
        if cards > 0 {
            self.discard_harbour();
            sink.push(Event::HarbourDiscarded { cards });
        }
        self.end_turn(sink);
    }

    /// Skips decisions that have only one answer, "pass": a taker with nothing to take, an
    /// active player who can no longer claim after a bust or after their last take. The base
    /// game alone: no mode's question or action can hold a player.
    #[inline(always)]
    fn settle_base<S: EventSink<Event>>(&mut self, sink: &mut S) {
        loop {
            match self.phase {
                Phase::Bust if !self.active_can_claim() => self.end_turn(sink),
                Phase::Take { seat, left } => {
                    let tally = self.players[seat as usize].display.tally();
                    if (left > 0 && self.has_take(seat, tally))
                        || (seat == self.active && self.active_can_claim())
                    {
                        return;
                    }
                    self.next_taker(seat, sink);
                }
                _ => return,
            }
        }
    }

    /// [`Self::settle_base`] in a game with a mode's state: its questions and actions count too.
    #[inline(always)]
    fn settle_with_modes<S: EventSink<Event>>(&mut self, sink: &mut S) {
        loop {
            if self.has_modes()
                && (self.contract_offer().is_some()
                    || self.adventure_offer().is_some()
                    || self.asks_set_aside())
            {
                return; // an at-once contract or mission, or a set-aside, waits for its answer
            }
            match self.phase {
                Phase::Over => return,
                Phase::Bust
                    if !self.active_can_claim()
                        && !self.any_completable(self.active)
                        && !self.any_mission(self.active) =>
                {
                    self.end_turn(sink)
                }
                Phase::Take { seat, left } => {
                    let tally = self.players[seat as usize].display.tally();
                    if (left > 0 && self.has_take(seat, tally))
                        || (seat == self.active && self.active_can_claim())
                        || self.any_completable(seat)
                        || self.any_mission(seat)
                        || (self.adventure().is_some() && self.can_sell(seat))
                    {
                        return;
                    }
                    self.next_taker(seat, sink);
                }
                _ => return,
            }
        }
    }

    pub(crate) fn end_turn<S: EventSink<Event>>(&mut self, sink: &mut S) {
        self.gambled = 0;
        let n = self.players.len() as u8;
        // The round is finished so all players had the same number of turns: the last turn is
        // the one of the player to the right of the start player (seat n - 1).
        if self.end_triggered_by.is_some() && self.active == n - 1 {
            self.phase = Phase::Over;
            sink.push(Event::GameOver);
            return;
        }
        if !self.can_draw() {
            // Every card is in players' hands: no turn can be played (rulings.md).
            self.phase = Phase::Over;
            sink.push(Event::GameOver);
            return;
        }
        if self.coop_turn_check(sink) {
            return;
        }
        self.active = next_seat(self.active, n);
        self.turn += 1;
        self.phase = Phase::Discover { drawn: 0 };
        sink.push(Event::TurnStarted { seat: self.active });
        if self.adventure().is_some() {
            self.adventure_turn_starts(sink);
        }
    }

    /// The influence that triggers the end in this game: 12, or 8 in Set Sail on its own.
    pub fn end_influence(&self) -> u8 {
        if self.setup.is_set_sail() {
            SET_SAIL_END_INFLUENCE
        } else {
            END_INFLUENCE
        }
    }

    /// Whether `seat` meets the end condition of the chosen ending.
    #[inline]
    pub fn meets_end_condition(&self, seat: Seat) -> bool {
        if self.has_modes() {
            return self.meets_end_condition_with_modes(seat);
        }
        let t = self.players[seat as usize].display.tally();
        // The base game: the display's influence is all the influence (asked after every hire).
        t.influence >= self.end_influence()
            && (self.setup.ending() == Ending::Standard || t.expeditions > 0)
    }

    /// [`Self::meets_end_condition`] with the contracts' and the Adventure's influence.
    #[inline(never)]
    fn meets_end_condition_with_modes(&self, seat: Seat) -> bool {
        if self.adventure().is_some() {
            return self.adventure_end_condition(seat);
        }
        let t = *self.players[seat as usize].display.tally();
        self.influence(seat) >= self.end_influence()
            && (self.setup.ending() == Ending::Standard || t.expeditions > 0)
    }

    pub(crate) fn check_end_trigger<S: EventSink<Event>>(&mut self, sink: &mut S) {
        // Co-operative contracts end only by the win or the loss (12 influence is Small
        // Estate's requirement, not an end).
        if self.end_triggered_by.is_some()
            || self.setup.is_coop()
            || self
                .adventure()
                .is_some_and(|a| a.mode == CampaignMode::CoOp)
        {
            return;
        }
        // The base game: nobody's display at the end influence is the everyday answer (asked
        // after every hire), found without asking each seat's condition in turn.
        if !self.has_modes() {
            let end = self.end_influence();
            if self
                .players
                .iter()
                .all(|p| p.display.tally().influence < end)
            {
                return;
            }
        }
        let n = self.players.len() as u8;
        let mut seat = self.active;
        for _ in 0..n {
            if self.meets_end_condition(seat) {
                self.end_triggered_by = Some(seat);
                sink.push(Event::EndTriggered { seat });
                return;
            }
            seat = next_seat(seat, n);
        }
    }
}

/// A set of faces (a bit per face id), to offer one action per face.
#[derive(Default)]
struct FaceSet([u64; 4]);

impl FaceSet {
    /// Adds `face`; whether it was not in the set yet.
    #[inline(always)]
    fn insert(&mut self, face: FaceId) -> bool {
        let (word, bit) = (usize::from(face >> 6), 1u64 << (face & 63));
        let fresh = self.0[word] & bit == 0;
        self.0[word] |= bit;
        fresh
    }
}

/// The seat after `seat` at a table of `n`: a comparison, not a division, since it is asked
/// at every take.
#[inline(always)]
pub(crate) fn next_seat(seat: Seat, n: u8) -> Seat {
    if seat + 1 >= n { 0 } else { seat + 1 }
}

/// What a player can pay for a harbour card: a character costs its printed cost less
/// `discount`, never below 0, plus `fee`; a ship needs no coins (its own coins may pay the fee).
#[derive(Clone, Copy)]
struct Budget {
    coins: usize,
    discount: u8,
    fee: usize,
}

impl Budget {
    #[inline(always)]
    fn affords(self, info: Info) -> bool {
        match info {
            Info::Person { cost, .. } => {
                self.coins >= usize::from(cost.saturating_sub(self.discount)) + self.fee
            }
            _ => true,
        }
    }
}

/// The refusal of anything but repelling or docking while a drawn ship waits.
#[cold]
#[inline(never)]
fn decide_ship(a: &Action, ship: Card) -> IllegalAction {
    let id = face_id(card_face(ship)).unwrap_or("ship");
    illegal(
        a,
        "decide-ship",
        format!("first decide whether to repel the {id} just drawn or let it dock"),
    )
    .with("card", id)
}

/// Whether a display with `tally` has jacks enough for what it lacks of the symbols `needs`
/// asks: whether some way to pay it fits (`claim_fits`).
#[inline]
fn jacks_cover(needs: [u8; 3], tally: &Tally) -> bool {
    let lacks = |i: usize| needs[i].saturating_sub(tally.symbols[i]);
    lacks(0) + lacks(1) + lacks(2) <= tally.jacks
}

/// Whether a display with `tally` can pay an expedition needing `needs`, with `jacks[s]` jacks
/// standing in for symbol `s`.
fn claim_fits(needs: [u8; 3], jacks: [u8; 3], tally: &Tally) -> bool {
    let mut jack_total = 0;
    for s in Symbol::ALL {
        let i = s.index();
        if jacks[i] > needs[i] || needs[i] - jacks[i] > tally.symbols[i] {
            return false;
        }
        jack_total += jacks[i];
    }
    jack_total <= tally.jacks
}

/// `cards[pos]`, taken out with the cards after it moved up one: `Vec::remove`, without a call
/// to `memmove` for the few bytes of a harbour (docs/performance.md).
#[inline(always)]
fn take_out(cards: &mut Vec<Card>, pos: usize) -> Card {
    let card = cards[pos];
    for i in pos + 1..cards.len() {
        cards[i - 1] = cards[i];
    }
    cards.pop();
    card
}
