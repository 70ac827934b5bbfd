//! *Just One More Contract*'s competitive contracts (Big Box ES "Solo un contrato más", modo
//! competitivo; Big Box CS "Kontrakty", soutěžní režim): 4 of the 16 contracts face up for the
//! whole game, 3 cubes per player, a cube on the first free box of a contract completes it for
//! that box's coins, +1 influence for the second contract and +2 for the third.
//!
//! The card facts are in [`crate::big_box::CONTRACTS`]; the readings chosen are in
//! `docs/rulings.md` BB7 and BB13–BB17, BB20, BB21. The rules engine calls this module at a few
//! points only: the legal actions of a decision ([`PortRoyal::push_contract_actions`]), a ship
//! repelled ([`PortRoyal::keep_repelled`]), a tax paid, a bust, a harbour of 3 or 4 colours
//! ([`PortRoyal::offer`]), and a ship traded declining its coins ([`PortRoyal::decline_step`]).

pub mod table;

pub use table::*;

use islas_core::{EventSink, IllegalAction, Seat};

use crate::action::Action;
use crate::big_box::{CONTRACT_INFLUENCE, Requirement};
use crate::data::{Card, Colour};
use crate::deck::{Info, card_info};
use crate::event::{CoinReason, Event};
use crate::state::{Phase, PortRoyal};

fn illegal(action: &Action, key: &'static str, reason: impl Into<String>) -> IllegalAction {
    IllegalAction::new(action, key, reason)
}

impl PortRoyal {
    /// The contracts of this game, if it is played with them.
    pub fn contracts(&self) -> Option<&Contracts> {
        self.contracts.as_deref()
    }

    /// Influence `seat` has from contracts (0 without contracts).
    pub fn contract_influence(&self, seat: Seat) -> u8 {
        self.contracts().map_or(0, |c| c.influence(seat))
    }

    /// Ships `seat` keeps for Pack of Pirates.
    pub fn kept_ships(&self, seat: Seat) -> &[Card] {
        self.contracts()
            .and_then(|c| c.kept.get(usize::from(seat)))
            .map_or(&[], Vec::as_slice)
    }

    /// The at-once chance waiting for an answer, if any.
    pub fn contract_offer(&self) -> Option<Offer> {
        self.contracts().and_then(|c| c.offers.first().copied())
    }

    /// Whether `seat` may complete this contract now by what its display holds: a standing
    /// contract (not one completed at once), face up and open to the seat, requirement met.
    pub fn can_complete(&self, seat: Seat, id: ContractId) -> bool {
        let (Some(c), Some(table)) = (contract(id), self.contracts()) else {
            return false;
        };
        !c.at_once && table.open_to(seat, id) && self.requirement_met(seat, c.requirement)
    }

    /// Whether `seat` meets a standing requirement now: its display, or (co-operative contracts)
    /// its influence or coins.
    pub fn requirement_met(&self, seat: Seat, req: Requirement) -> bool {
        match req {
            Requirement::Influence(n) => self.influence(seat) >= n,
            Requirement::PayCoins(n) => self.coins(seat) >= usize::from(n),
            _ => meets(req, &self.players[usize::from(seat)].display),
        }
    }

    /// The co-operative mode's decks, in a game played with the co-operative contracts.
    pub fn coop(&self) -> Option<&Coop> {
        self.contracts().and_then(|c| c.coop.as_ref())
    }

    pub(crate) fn coop_mut(&mut self) -> Option<&mut Coop> {
        self.contracts.as_deref_mut().and_then(|c| c.coop.as_mut())
    }

    /// Whether the active player is asked to set aside a time card after a tax.
    pub fn asks_set_aside(&self) -> bool {
        !self.is_over() && self.coop().is_some_and(|c| c.ask)
    }

    /// Whether `seat` may complete any contract now by its display.
    #[inline]
    pub(crate) fn any_completable(&self, seat: Seat) -> bool {
        self.contracts.is_some() && self.any_completable_in_table(seat)
    }

    #[cold]
    fn any_completable_in_table(&self, seat: Seat) -> bool {
        self.contracts()
            .is_some_and(|t| t.slots.iter().any(|s| self.can_complete(seat, s.contract)))
    }

    /// The Frigate Foe / Galleon Foe contract open to `seat` for a ship of `colour`, if any.
    pub(crate) fn foe_for(&self, seat: Seat, colour: Colour) -> Option<ContractId> {
        let table = self.contracts()?;
        table.slots.iter().map(|s| s.contract).find(|&id| {
            matches!(contract(id).map(|c| c.requirement),
                Some(Requirement::DeclineCoins { colour: k, .. }) if k == colour)
                && table.open_to(seat, id)
        })
    }

    /// Adds the contract actions of `seat`'s decision: the ships it may take declining their
    /// coins (when `takes`), then the contracts it may complete.
    #[inline]
    pub(crate) fn push_contract_actions(&self, seat: Seat, takes: bool, out: &mut Vec<Action>) {
        if self.contracts.is_some() {
            self.push_contract_actions_of_table(seat, takes, out);
        }
    }

    #[cold]
    fn push_contract_actions_of_table(&self, seat: Seat, takes: bool, out: &mut Vec<Action>) {
        let Some(table) = self.contracts() else {
            return;
        };
        if takes {
            let mut seen = [false; 256];
            for &card in &self.harbour {
                let face = crate::deck::card_face(card);
                if let Info::Ship { colour, .. } = card_info(card)
                    && !std::mem::replace(&mut seen[usize::from(face)], true)
                    && self.decline_affordable(seat)
                    && self.foe_for(seat, colour).is_some()
                {
                    out.push(Action::Decline(face));
                }
            }
        }
        for s in &table.slots {
            if self.can_complete(seat, s.contract) {
                out.push(Action::Complete(s.contract));
            }
        }
    }

    /// A non-active player who declines a ship's coins still pays the active player 1 coin from
    /// their own (BB15).
    fn decline_affordable(&self, seat: Seat) -> bool {
        seat == self.active || !self.players[usize::from(seat)].coins.is_empty()
    }

    /// Why a contract action is not legal now; `Ok` if it is. `decision` is the seat deciding.
    pub(crate) fn check_contract(&self, action: &Action) -> Result<(), IllegalAction> {
        let a = action;
        let Some(table) = self.contracts() else {
            return Err(illegal(
                a,
                "no-contract",
                "this game is played without contracts",
            ));
        };
        if self.is_over() {
            return Err(illegal(a, "game-over", "the game is over"));
        }
        if let Some(offer) = table.offers.first() {
            return match *a {
                Action::Complete(id) | Action::Skip(id) if id == offer.contract => Ok(()),
                _ => Err(illegal(
                    a,
                    "answer-contract",
                    format!(
                        "first say whether to place a cube on {} now: complete it or skip it",
                        contract_name(offer.contract)
                    ),
                )
                .with("contract", contract_name(offer.contract))),
            };
        }
        let Some(seat) = self.seat_to_act() else {
            return Err(illegal(a, "game-over", "the game is over"));
        };
        match *a {
            Action::Skip(_) => Err(illegal(
                a,
                "wrong-phase",
                "there is no contract chance to let go by now",
            )),
            Action::Complete(id) => {
                if matches!(self.phase, Phase::Repel { .. }) {
                    return Err(illegal(
                        a,
                        "decide-ship",
                        "first decide whether to repel the ship just drawn or let it dock",
                    ));
                }
                if matches!(self.phase, Phase::Gift { .. }) {
                    return Err(illegal(
                        a,
                        "wrong-phase",
                        "first name the player who gets the extra coin of the ship just traded",
                    ));
                }
                let Some(c) = contract(id).filter(|_| table.slot(id).is_some()) else {
                    return Err(illegal(a, "no-contract", "that contract is not face up"));
                };
                if table.completed(seat, id) {
                    return Err(illegal(
                        a,
                        "contract-done",
                        "each player completes a contract once",
                    ));
                }
                if !table.open_to(seat, id) {
                    return Err(illegal(
                        a,
                        "no-cube",
                        "all three of your cubes are on contracts already",
                    ));
                }
                if c.at_once {
                    return Err(illegal(
                        a,
                        "contract-not-met",
                        "this contract is completed only at the moment that fulfils it",
                    ));
                }
                if !self.requirement_met(seat, c.requirement) {
                    return Err(illegal(
                        a,
                        "contract-not-met",
                        "your display does not meet this contract's requirement",
                    ));
                }
                Ok(())
            }
            Action::Decline(face) => {
                let Phase::Take { seat, left } = self.phase else {
                    return Err(illegal(a, "wrong-phase", "ships are taken in phase 2 only"));
                };
                if left == 0 {
                    return Err(illegal(
                        a,
                        "no-takes-left",
                        "no more cards may be taken this turn",
                    ));
                }
                let Some(card) = self
                    .harbour
                    .iter()
                    .copied()
                    .find(|&c| crate::deck::card_face(c) == face)
                else {
                    return Err(illegal(
                        a,
                        "not-in-harbour",
                        "that card is not in the harbour",
                    ));
                };
                let Info::Ship { colour, .. } = card_info(card) else {
                    return Err(illegal(
                        a,
                        "no-contract",
                        "only a ship's coins can be declined",
                    ));
                };
                if self.foe_for(seat, colour).is_none() {
                    return Err(illegal(
                        a,
                        "no-contract",
                        "no open contract asks you to decline this ship's coins",
                    ));
                }
                if !self.decline_affordable(seat) {
                    return Err(illegal(
                        a,
                        "decline-fee",
                        "declining the coins, you pay the active player 1 coin of your own, and you have none",
                    ));
                }
                Ok(())
            }
            _ => Err(illegal(a, "wrong-phase", "not a contract action")),
        }
    }

    /// Plays a legal contract action (`Complete` or `Skip`; `Decline` goes through the take).
    pub(crate) fn apply_contract<S: EventSink<Event>>(&mut self, action: &Action, sink: &mut S) {
        let Some(table) = self.contracts.as_deref_mut() else {
            return;
        };
        match *action {
            Action::Skip(_) if !table.offers.is_empty() => {
                table.offers.remove(0);
            }
            Action::Complete(id) => {
                let seat = if table.offers.first().is_some_and(|o| o.contract == id) {
                    table.offers.remove(0).seat
                } else {
                    let Some(seat) = self.seat_to_act() else {
                        return;
                    };
                    seat
                };
                self.place_cube(seat, id, sink);
            }
            _ => {}
        }
        // A chance that waited behind this one may have lost its cube (a gambler's four cards
        // can bring Tiny Gamester and Gamester to a player with one cube left): it is gone.
        if let Some(table) = self.contracts.as_deref_mut() {
            let open: Vec<bool> = table
                .offers
                .iter()
                .map(|o| table.open_to(o.seat, o.contract))
                .collect();
            let mut keep = open.into_iter();
            table.offers.retain(|_| keep.next().unwrap_or(false));
        }
    }

    /// `seat` places (or moves) its cube on a contract: the next progress box of a multi-step
    /// contract, or the first free coin box, which completes it (BB13).
    fn place_cube<S: EventSink<Event>>(&mut self, seat: Seat, id: ContractId, sink: &mut S) {
        let Some(c) = contract(id) else {
            return;
        };
        let times = match c.requirement {
            Requirement::DeclineCoins { times, .. } | Requirement::ShipColours { times, .. } => {
                times
            }
            _ => 1,
        };
        let Some(table) = self.contracts.as_deref_mut() else {
            return;
        };
        let step = table.step(seat, id);
        let Some(slot) = table.slot_mut(id) else {
            return;
        };
        if step + 1 < times {
            match slot.steps.iter_mut().find(|(s, _)| *s == seat) {
                Some(entry) => entry.1 = step + 1,
                None => slot.steps.push((seat, 1)),
            }
            sink.push(Event::ContractStep {
                seat,
                contract: id,
                step: step + 1,
            });
            return;
        }
        slot.steps.retain(|&(s, _)| s != seat);
        if let Requirement::PayCoins(n) = c.requirement {
            // Ransom: the coins are paid as the cube goes on.
            let coins = &mut self.players[usize::from(seat)].coins;
            let at = coins.len().saturating_sub(usize::from(n));
            self.discard.extend(coins.drain(at..));
        }
        let Some(table) = self.contracts.as_deref_mut() else {
            return;
        };
        let Some(slot) = table.slot_mut(id) else {
            return;
        };
        let place = slot.boxes.len();
        slot.boxes.push(seat);
        let coins = c.track.get(place).copied().unwrap_or(0);
        let done = &mut table.done[usize::from(seat)];
        *done = done.saturating_add(1);
        let influence = CONTRACT_INFLUENCE
            .get(usize::from(*done) - 1)
            .copied()
            .unwrap_or(0);
        let discarded = if c.requirement == Requirement::RepelEveryColour {
            std::mem::take(&mut table.kept[usize::from(seat)])
        } else {
            Vec::new()
        };
        self.discard.extend_from_slice(&discarded);
        sink.push(Event::ContractCompleted {
            seat,
            contract: id,
            place: place as u8,
            coins,
            influence,
            discarded,
        });
        if coins > 0 {
            self.gain(seat, coins, CoinReason::Contract, sink);
        }
        if let Some(table) = self.contracts.as_deref_mut()
            && table.all_completed()
            && let Some(coop) = table.coop.as_mut()
        {
            coop.won = true;
        }
        self.check_end_trigger(sink);
    }

    /// A ship the active player repelled: kept for Pack of Pirates when that contract is open to
    /// them and they keep no ship of its colour yet; at the fifth colour the five are discarded
    /// and the contract completed (BB17). Returns whether the ship was kept (else it is discarded
    /// by the caller).
    pub(crate) fn keep_repelled<S: EventSink<Event>>(&mut self, ship: Card, sink: &mut S) -> bool {
        let seat = self.active;
        let Some(table) = self.contracts.as_deref_mut() else {
            return false;
        };
        let Some(id) = table.slots.iter().map(|s| s.contract).find(|&id| {
            contract(id).is_some_and(|c| c.requirement == Requirement::RepelEveryColour)
        }) else {
            return false;
        };
        let Info::Ship { colour, .. } = card_info(ship) else {
            return false;
        };
        let kept = &table.kept[usize::from(seat)];
        let has_colour = kept
            .iter()
            .any(|&k| matches!(card_info(k), Info::Ship { colour: c, .. } if c == colour));
        if has_colour || !table.open_to(seat, id) {
            return false;
        }
        table.kept[usize::from(seat)].push(ship);
        sink.push(Event::ShipKept { seat, card: ship });
        if table.kept[usize::from(seat)].len() >= 5 {
            self.place_cube(seat, id, sink);
        }
        true
    }

    /// Queues an at-once chance for `seat` if the contract is face up and open to them (and,
    /// for the contracts of the active player only, `seat` is active).
    pub(crate) fn offer(&mut self, seat: Seat, requirement: fn(Requirement) -> bool) {
        let active = self.active;
        let Some(table) = self.contracts.as_deref_mut() else {
            return;
        };
        let ids: Vec<ContractId> = table.slots.iter().map(|s| s.contract).collect();
        for id in ids {
            let Some(c) = contract(id) else { continue };
            if requirement(c.requirement)
                && (!c.active_only || seat == active)
                && table.open_to(seat, id)
            {
                table.offers.push(Offer { seat, contract: id });
            }
        }
    }

    /// A tax took coins from these seats: each may complete Tax Officer at once, from the active
    /// player on (BB20).
    pub(crate) fn offer_tax_officer(&mut self, losers: &[Seat]) {
        let n = self.players.len() as Seat;
        for i in 0..n {
            let seat = (self.active + i) % n;
            if losers.contains(&seat) {
                self.offer(seat, |r| r == Requirement::PayTax);
            }
        }
    }

    /// The active player's harbour went from `before` to `after` ship colours without busting:
    /// Tiny Gamester at 3 and Gamester at 4, the first time in the turn (BB16).
    pub(crate) fn offer_colours(&mut self, before: usize, after: usize) {
        let seat = self.active;
        for threshold in [3u8, 4] {
            let t = usize::from(threshold);
            if before < t && after >= t {
                match threshold {
                    3 => self.offer(seat, |r| {
                        matches!(r, Requirement::ShipColours { colours: 3, .. })
                    }),
                    _ => self.offer(seat, |r| {
                        matches!(r, Requirement::ShipColours { colours: 4, .. })
                    }),
                }
            }
        }
    }

    /// After a ship of `colour` was traded declining its coins: the cube of Frigate Foe or
    /// Galleon Foe goes on (or moves to) the next box (BB15).
    pub(crate) fn decline_step<S: EventSink<Event>>(
        &mut self,
        seat: Seat,
        colour: Colour,
        sink: &mut S,
    ) {
        if let Some(id) = self.foe_for(seat, colour) {
            self.place_cube(seat, id, sink);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::deck::{contract_cards, face_by_any_id};

    fn card(id: &str) -> Card {
        let face = face_by_any_id(id).unwrap();
        (0..crate::deck::ALL_CARDS as Card)
            .find(|&c| crate::deck::card_face(c) == face)
            .unwrap()
    }

    /// The pairs that need the expansion's persons are met by them (the 24 cards are in the deck
    /// of every game with contracts, `Config::with_expansion_cards`).
    #[test]
    fn the_expansion_persons_meet_their_pairs() {
        let need = |id: &str| contract(contract_index(id).unwrap()).unwrap().requirement;
        assert!(meets(
            need("maritime-supremacy"),
            &[card("captain"), card("vice-admiral-5")]
        ));
        assert!(!meets(need("maritime-supremacy"), &[card("captain")]));
        assert!(meets(
            need("new-colony"),
            &[card("settler"), card("gunner-4")]
        ));
        assert!(meets(
            need("trade-outpost"),
            &[card("clerk-green"), card("settler")]
        ));
        assert!(!meets(
            need("trade-outpost"),
            &[card("jack"), card("settler")]
        ));
        assert_eq!(contract_cards().len(), 24);
    }
}
