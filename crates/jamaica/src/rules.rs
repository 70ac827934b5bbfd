//! The rules: a round's decisions and everything that follows from them automatically.

use islas_core::{EventSink, IllegalAction};

use crate::action::Action;
use crate::data::{
    COMBAT_DIE, Good, HOLDS, Kind, LAP, PORT_ROYAL, Power, STAR, Symbol, TO_GO, card, is_cursed,
    is_power, space,
};
use crate::event::Event;
use crate::state::{Combat, GHOST, GHOSTS_BETH, Hold, Jamaica, NOWHERE, Phase, Step};

fn refuse(action: &Action, key: &'static str, reason: impl Into<String>) -> IllegalAction {
    IllegalAction::new(action, key, reason)
}

impl Jamaica {
    // ----- reading the state -------------------------------------------------------------

    /// Seats at the table.
    pub fn player_count(&self) -> usize {
        usize::from(self.players)
    }
    /// Whether the ghost ship sails.
    pub fn has_ghost(&self) -> bool {
        self.ghost
    }
    /// The ships in play: the seats, then the ghost.
    pub fn ship_ids(&self) -> impl Iterator<Item = u8> + '_ {
        (0..self.players).chain(self.ghost.then_some(GHOST))
    }
    pub fn ship(&self, ship: u8) -> &crate::state::Ship {
        &self.ships[usize::from(ship).min(GHOST as usize)]
    }
    pub fn cards(&self, seat: u8) -> &crate::state::Cards {
        &self.cards[usize::from(seat).min(5)]
    }
    pub fn phase(&self) -> Phase {
        self.phase
    }
    pub fn captain(&self) -> u8 {
        self.captain
    }
    pub fn round(&self) -> u16 {
        self.round
    }
    /// The dice: as rolled during `Order`, then morning and evening.
    pub fn dice(&self) -> [u8; 2] {
        self.dice
    }
    pub fn combat(&self) -> Option<&Combat> {
        matches!(self.phase, Phase::Powder | Phase::Saber | Phase::Loot)
            .then_some(&self.combat)
            .filter(|c| c.attacker != NOWHERE)
    }
    /// Who holds a power face up: a ship, or `None`.
    pub fn power_holder(&self, p: Power) -> Option<u8> {
        match self.powers[p as usize] {
            NOWHERE => None,
            GHOSTS_BETH => Some(GHOST),
            s => Some(s),
        }
    }
    /// The sixth hold's contents.
    pub fn sixth_hold(&self) -> Hold {
        self.sixth
    }
    /// Treasure cards still in the pile.
    pub fn pile_len(&self) -> usize {
        usize::from(self.pile_len)
    }
    /// Treasure cards returned to the box.
    pub fn unused_len(&self) -> usize {
        usize::from(self.unused_len)
    }
    /// Whether the lair at `space` still has its token.
    pub fn has_token(&self, space: u8) -> bool {
        space < 64 && self.tokens & (1 << space) != 0
    }
    /// Whether a ship arrived: this round is the last.
    pub fn is_ending(&self) -> bool {
        self.ending
    }
    /// The ship whose move, payment or load is under way.
    pub fn mover(&self) -> u8 {
        self.mover
    }

    /// A ship's holds, the sixth included when it has it.
    pub fn holds(&self, ship: u8) -> ([Hold; 6], usize) {
        // Written out, not copied into a filled array: the bots read holds in every rollout.
        let [a, b, c, d, e] = self.ship(ship).holds;
        if self.has_sixth_hold(ship) {
            ([a, b, c, d, e, self.sixth], 6)
        } else {
            ([a, b, c, d, e, Hold::default()], HOLDS)
        }
    }
    fn has_sixth_hold(&self, ship: u8) -> bool {
        self.powers[Power::SixthHold as usize] == ship
    }
    fn hold_mut(&mut self, ship: u8, h: usize) -> &mut Hold {
        if h >= HOLDS {
            &mut self.sixth
        } else {
            &mut self.ships[ship as usize].holds[h]
        }
    }
    /// How much of `good` a ship carries.
    pub fn total(&self, ship: u8, good: Good) -> u8 {
        self.totals(ship)[good as usize]
    }
    /// How much of each good a ship carries, by the good's code (`[_, food, gunpowder,
    /// doubloons]`): [`Jamaica::total`] of all three in one pass over the holds.
    pub fn totals(&self, ship: u8) -> [u8; 4] {
        let (holds, n) = self.holds(ship);
        let mut out = [0u8; 4];
        for h in &holds[..n] {
            if let Some(t) = out.get_mut(usize::from(h.good)) {
                *t += h.amount;
            }
        }
        out
    }
    fn has_power(&self, ship: u8, p: Power) -> bool {
        let o = self.powers[p as usize];
        o == ship || (o == GHOSTS_BETH && ship == GHOST)
    }
    /// Hand size: 4 with Morgan's Map.
    pub fn hand_size(&self, seat: u8) -> u8 {
        if self.has_power(seat, Power::Map) {
            4
        } else {
            3
        }
    }

    /// Spaces still to sail to Port Royal by the shortest way (0 once arrived): the race
    /// position, lower is further ahead.
    pub fn to_go(&self, ship: u8) -> u8 {
        let s = self.ship(ship);
        if s.finished {
            0
        } else if s.space == PORT_ROYAL {
            LAP
        } else if s.behind {
            TO_GO[s.space as usize] + LAP
        } else {
            TO_GO[s.space as usize]
        }
    }

    /// The position part of the score: the space's white number, −5 up to the red line and
    /// behind the start, 15 in Port Royal after a lap.
    pub fn position_score(&self, seat: u8) -> i32 {
        let s = self.ship(seat);
        if s.finished {
            15
        } else if s.behind || s.space == PORT_ROYAL {
            -5
        } else {
            i32::from(space(s.space).score)
        }
    }

    /// The final score so far: position, doubloons in the holds, treasures.
    pub fn score(&self, seat: u8) -> i32 {
        let s = self.ship(seat);
        let treasures: i32 = s.face_down[..s.face_down_len as usize]
            .iter()
            .filter(|&&t| t < 12)
            .map(|&t| i32::from(crate::data::TREASURE_VALUE[t as usize]))
            .sum();
        self.position_score(seat) + i32::from(self.total(seat, Good::Doubloons)) + treasures
    }

    /// The seat that decides next.
    pub fn seat_to_act(&self) -> Option<u8> {
        let n = self.players;
        Some(match self.phase {
            Phase::Over | Phase::Resolving => return None,
            Phase::Roll | Phase::Order | Phase::GhostCourse => self.captain,
            Phase::Choose => (self.captain + self.k) % n,
            Phase::Fork | Phase::Target => self.controller(self.mover, NOWHERE),
            Phase::Empty => self.controller(self.load.0, NOWHERE),
            Phase::Powder => {
                let c = &self.combat;
                let (me, them) = if c.side == 0 {
                    (c.attacker, c.defender)
                } else {
                    (c.defender, c.attacker)
                };
                self.controller(me, them)
            }
            Phase::Saber => self.powers[Power::Saber as usize],
            Phase::Loot => self.controller(self.combat.winner, self.combat.loser()),
        })
    }

    /// Who decides for `ship`: itself, or for the ghost the captain, or in a combat the
    /// player who is not its opponent.
    fn controller(&self, ship: u8, opponent: u8) -> u8 {
        if ship != GHOST {
            ship
        } else if opponent < self.players {
            (opponent + 1) % self.players
        } else {
            self.captain
        }
    }

    // ----- legal actions -----------------------------------------------------------------

    /// Every legal action, in a fixed order.
    pub fn legal(&self, out: &mut Vec<Action>) {
        out.clear();
        match self.phase {
            Phase::Over | Phase::Resolving => {}
            Phase::Roll => out.push(Action::Roll),
            Phase::Order => {
                let [a, b] = self.dice;
                out.push(Action::Dice(a, b));
                if a != b {
                    out.push(Action::Dice(b, a));
                }
            }
            Phase::Choose => {
                let seat = (self.captain + self.k) % self.players;
                let hand = self.cards[seat as usize].hand;
                // Cards 1–11 in hand, in ascending order.
                let mut cards = hand & 0b1111_1111_1110;
                while cards != 0 {
                    out.push(Action::Choose(cards.trailing_zeros() as u8));
                    cards &= cards - 1;
                }
            }
            Phase::Fork => {
                out.push(Action::Fork(false));
                out.push(Action::Fork(true));
            }
            Phase::Empty => {
                let (ship, good, _) = self.load;
                let (holds, n) = self.holds(ship);
                for (h, hold) in holds[..n].iter().enumerate() {
                    if hold.good != good {
                        out.push(Action::Empty(h as u8));
                    }
                }
            }
            Phase::Target => {
                let at = self.ship(self.mover).space;
                for s in self.ship_ids() {
                    if s != self.mover && self.ship(s).space == at {
                        out.push(Action::Attack(s));
                    }
                }
            }
            Phase::Powder => {
                let c = &self.combat;
                let me = if c.side == 0 { c.attacker } else { c.defender };
                for p in 0..=self.total(me, Good::Gunpowder) {
                    out.push(Action::Powder(p));
                }
            }
            Phase::Saber => {
                out.push(Action::Reroll);
                out.push(Action::Keep);
            }
            Phase::Loot => {
                let (w, l) = (self.combat.winner, self.combat.loser());
                let (holds, n) = self.holds(l);
                for (h, hold) in holds[..n].iter().enumerate() {
                    if !hold.is_empty() {
                        out.push(Action::StealHold(h as u8));
                    }
                }
                for i in 0..self.ship(l).face_down_len {
                    out.push(Action::StealTreasure(i));
                }
                for p in Power::ALL {
                    if self.powers[p as usize] == l {
                        out.push(Action::StealPower(p));
                    }
                }
                if w != GHOST {
                    let s = self.ship(w);
                    for i in 0..s.face_down_len {
                        if is_cursed(s.face_down[i as usize]) {
                            out.push(Action::Give(i));
                        }
                    }
                }
                out.push(Action::Spare);
            }
            Phase::GhostCourse => {
                out.push(Action::Ghost(true));
                out.push(Action::Ghost(false));
            }
        }
    }

    // ----- applying ----------------------------------------------------------------------

    /// Applies `a`, or says why it is illegal and leaves the state untouched.
    pub fn apply<S: EventSink<Event>>(
        &mut self,
        a: &Action,
        ev: &mut S,
    ) -> Result<(), IllegalAction> {
        self.check(a)?;
        match *a {
            Action::Roll => {
                let d = [self.action_die(), self.action_die()];
                self.dice = d;
                self.uncovered += 1;
                if ev.enabled() {
                    ev.push(Event::Rolled { dice: d });
                }
                if d[0] == d[1] {
                    self.order(d[0], d[1], ev);
                } else {
                    self.phase = Phase::Order;
                }
            }
            Action::Dice(m, e) => self.order(m, e, ev),
            Action::Choose(n) => {
                let seat = (self.captain + self.k) % self.players;
                let c = &mut self.cards[seat as usize];
                c.hand &= !(1 << n);
                c.hand_len -= 1;
                c.chosen = n;
                if ev.enabled() {
                    ev.push(Event::Chose { seat });
                }
                self.k += 1;
                if self.k == self.players {
                    self.phase = Phase::Resolving;
                    self.uncovered += 1;
                    for s in 0..self.players {
                        let c = &mut self.cards[s as usize];
                        c.discard |= 1 << c.chosen;
                        if ev.enabled() {
                            ev.push(Event::Revealed {
                                seat: s,
                                card: c.chosen,
                            });
                        }
                    }
                    self.k = 0;
                    self.half = 0;
                    self.step = Step::StartAction;
                    self.run(ev);
                }
            }
            Action::Fork(inner) => {
                self.phase = Phase::Resolving;
                self.lane = 1 + u8::from(inner);
                self.run(ev);
            }
            Action::Empty(h) => {
                self.phase = Phase::Resolving;
                let (ship, good, amount) = self.load;
                self.empty_hold(ship, h as usize, ev);
                self.put(ship, h as usize, good, amount, ev);
                self.step = self.after_load;
                self.run(ev);
            }
            Action::Attack(t) => {
                self.phase = Phase::Resolving;
                self.start_combat(self.mover, t, ev);
                self.run(ev);
            }
            Action::Powder(p) => {
                self.phase = Phase::Resolving;
                self.commit_and_roll(p, ev);
                self.run(ev);
            }
            Action::Reroll => {
                self.phase = Phase::Resolving;
                self.combat.saber_used = true;
                let side = self.combat.side as usize;
                let face = self.combat_die();
                self.combat.faces[side] = face;
                if ev.enabled() {
                    let c = &self.combat;
                    let ship = if side == 0 { c.attacker } else { c.defender };
                    ev.push(Event::Rerolled {
                        by: self.powers[Power::Saber as usize],
                        ship,
                        face: COMBAT_DIE[face as usize],
                        strength: self.strength(side),
                    });
                }
                self.after_roll(ev);
                self.run(ev);
            }
            Action::Keep => {
                self.phase = Phase::Resolving;
                self.after_roll(ev);
                self.run(ev);
            }
            Action::StealHold(_)
            | Action::StealTreasure(_)
            | Action::StealPower(_)
            | Action::Give(_)
            | Action::Spare => {
                self.phase = Phase::Resolving;
                self.loot(a, ev);
                self.run(ev);
            }
            Action::Ghost(forward) => {
                self.phase = Phase::Resolving;
                self.forward = forward;
                if ev.enabled() {
                    ev.push(Event::GhostCourse { forward });
                }
                self.step = Step::Move;
                self.run(ev);
            }
        }
        Ok(())
    }

    /// Whether `a` is legal now; a refusal with its key otherwise.
    fn check(&self, a: &Action) -> Result<(), IllegalAction> {
        if self.phase == Phase::Over {
            return Err(refuse(a, "game-over", "the game is over"));
        }
        let expected = match a {
            Action::Roll => Phase::Roll,
            Action::Dice(..) => Phase::Order,
            Action::Choose(_) => Phase::Choose,
            Action::Fork(_) => Phase::Fork,
            Action::Empty(_) => Phase::Empty,
            Action::Attack(_) => Phase::Target,
            Action::Powder(_) => Phase::Powder,
            Action::Reroll | Action::Keep => Phase::Saber,
            Action::StealHold(_)
            | Action::StealTreasure(_)
            | Action::StealPower(_)
            | Action::Give(_)
            | Action::Spare => Phase::Loot,
            Action::Ghost(_) => Phase::GhostCourse,
        };
        if expected != self.phase {
            return Err(refuse(
                a,
                "wrong-phase",
                format!(
                    "this is not the moment: the game waits for {}",
                    phase_words(self.phase)
                ),
            )
            .with("phase", phase_words(self.phase)));
        }
        if self.is_legal(a) {
            return Ok(());
        }
        Err(match a {
            Action::Dice(..) => refuse(a, "not-the-dice", "those are not the dice rolled")
                .with("dice", format!("{} {}", self.dice[0], self.dice[1])),
            Action::Choose(n) => {
                refuse(a, "not-in-hand", format!("card {n} is not in your hand")).with("card", n)
            }
            Action::Empty(h) => {
                let (holds, count) = self.holds(self.load.0);
                if (*h as usize) >= count {
                    refuse(a, "no-such-hold", "there is no such hold").with("hold", h + 1)
                } else {
                    refuse(
                        a,
                        "same-good",
                        "a hold with the good being loaded cannot be emptied",
                    )
                    .with("hold", h + 1)
                    .with("good", holds[*h as usize].good().map_or("", Good::id))
                }
            }
            Action::Attack(_) => refuse(a, "not-here", "that ship is not on this space"),
            Action::Powder(p) => refuse(
                a,
                "not-enough-powder",
                "you do not have that much gunpowder",
            )
            .with("powder", p),
            Action::StealHold(h) => {
                refuse(a, "empty-hold", "that hold is empty or missing").with("hold", h + 1)
            }
            Action::StealTreasure(_) | Action::StealPower(_) => {
                refuse(a, "no-such-treasure", "the loser has no such treasure")
            }
            Action::Give(_) => refuse(a, "not-cursed", "you can give only a cursed treasure"),
            _ => refuse(a, "not-allowed", "this is not allowed now"),
        })
    }

    /// Whether `a` is among [`Jamaica::legal`] (in its phase), without listing them.
    fn is_legal(&self, a: &Action) -> bool {
        match *a {
            Action::Roll
            | Action::Fork(_)
            | Action::Reroll
            | Action::Keep
            | Action::Spare
            | Action::Ghost(_) => true,
            Action::Dice(m, e) => [m, e] == self.dice || [e, m] == self.dice,
            Action::Choose(n) => {
                let seat = (self.captain + self.k) % self.players;
                (1..=11).contains(&n) && self.cards[seat as usize].hand & (1 << n) != 0
            }
            Action::Empty(h) => {
                let (ship, good, _) = self.load;
                let (holds, n) = self.holds(ship);
                (h as usize) < n && holds[h as usize].good != good
            }
            Action::Attack(s) => {
                s != self.mover
                    && self.ship_ids().any(|x| x == s)
                    && self.ships[s as usize].space == self.ships[self.mover as usize].space
            }
            Action::Powder(p) => {
                let c = &self.combat;
                let me = if c.side == 0 { c.attacker } else { c.defender };
                p <= self.total(me, Good::Gunpowder)
            }
            Action::StealHold(h) => {
                let (holds, n) = self.holds(self.combat.loser());
                (h as usize) < n && !holds[h as usize].is_empty()
            }
            Action::StealTreasure(i) => i < self.ship(self.combat.loser()).face_down_len,
            Action::StealPower(p) => self.powers[p as usize] == self.combat.loser(),
            Action::Give(i) => {
                let w = self.combat.winner;
                let s = self.ship(w);
                w != GHOST && i < s.face_down_len && is_cursed(s.face_down[i as usize])
            }
        }
    }

    fn order<S: EventSink<Event>>(&mut self, morning: u8, evening: u8, ev: &mut S) {
        self.dice = [morning, evening];
        if ev.enabled() {
            ev.push(Event::DiceOrdered { morning, evening });
        }
        self.k = 0;
        self.phase = Phase::Choose;
    }

    fn action_die(&mut self) -> u8 {
        let st = &mut self.stacked;
        if st.action_at < st.action_len {
            st.action_at += 1;
            return st.action[st.action_at as usize - 1];
        }
        self.rng.below(6) as u8 + 1
    }

    fn combat_die(&mut self) -> u8 {
        self.uncovered += 1;
        let st = &mut self.stacked;
        if st.combat_at < st.combat_len {
            st.combat_at += 1;
            return st.combat[st.combat_at as usize - 1];
        }
        self.rng.below(6) as u8
    }

    // ----- the automatic part ------------------------------------------------------------

    /// Runs the round on from `self.step` until someone must decide.
    fn run<S: EventSink<Event>>(&mut self, ev: &mut S) {
        while self.phase == Phase::Resolving {
            match self.step {
                Step::StartAction => self.start_action(ev),
                Step::Move => self.move_on(ev),
                Step::Land => self.land(ev),
                Step::Pay => self.pay(ev),
                Step::Walk => self.walk(ev),
                Step::EndAction => self.end_action(ev),
                Step::GhostMove => self.ghost_move(ev),
                Step::EndRound => self.end_round(ev),
            }
        }
    }

    fn actor(&self) -> u8 {
        (self.captain + self.k) % self.players
    }

    fn start_action<S: EventSink<Event>>(&mut self, ev: &mut S) {
        let seat = self.actor();
        let (m, e) = card(self.cards[seat as usize].chosen);
        let symbol = if self.half == 0 { m } else { e };
        let die = self.dice[self.half as usize];
        self.mover = seat;
        match symbol {
            Symbol::Load(g) => {
                self.after_load = Step::EndAction;
                self.step = Step::EndAction;
                self.load_into(seat, g, die, ev);
            }
            Symbol::Forward | Symbol::Backward => {
                self.forward = symbol == Symbol::Forward;
                self.left = die;
                self.lane = 0;
                self.step = Step::Move;
            }
        }
    }

    /// Loads `amount` of `good` into `ship` by the loading rules. Returns true when the
    /// player must choose a hold to empty (the game then waits in `Empty`).
    fn load_into<S: EventSink<Event>>(
        &mut self,
        ship: u8,
        good: Good,
        amount: u8,
        ev: &mut S,
    ) -> bool {
        if amount == 0 {
            return false;
        }
        if ship == GHOST && good != Good::Doubloons {
            return false; // thrown into the sea
        }
        let (holds, n) = self.holds(ship);
        if let Some(h) = holds[..n].iter().position(|h| h.is_empty()) {
            self.put(ship, h, good as u8, amount, ev);
            return false;
        }
        let mut candidates = holds[..n]
            .iter()
            .enumerate()
            .filter(|(_, h)| h.good != good as u8);
        match (candidates.next(), candidates.next()) {
            (None, _) => {
                if ev.enabled() {
                    ev.push(Event::LoadIgnored { ship, good });
                }
                false
            }
            (Some((h, _)), None) => {
                self.empty_hold(ship, h, ev);
                self.put(ship, h, good as u8, amount, ev);
                false
            }
            _ => {
                self.load = (ship, good as u8, amount);
                self.phase = Phase::Empty;
                true
            }
        }
    }

    fn empty_hold<S: EventSink<Event>>(&mut self, ship: u8, h: usize, ev: &mut S) {
        let hold = self.hold_mut(ship, h);
        let old = *hold;
        *hold = Hold::default();
        if ev.enabled()
            && let Some(good) = old.good()
            && old.amount > 0
        {
            ev.push(Event::Emptied {
                ship,
                hold: h as u8,
                good,
                amount: old.amount,
            });
        }
    }

    fn put<S: EventSink<Event>>(&mut self, ship: u8, h: usize, good: u8, amount: u8, ev: &mut S) {
        *self.hold_mut(ship, h) = Hold { good, amount };
        if ev.enabled()
            && let Some(good) = Good::from_code(good)
        {
            ev.push(Event::Loaded {
                ship,
                good,
                amount,
                hold: h as u8,
            });
        }
    }

    /// One step forward or back; `false` when a lane must be chosen first.
    fn step_ship(&mut self, ship: u8, forward: bool) -> bool {
        let s = self.ships[ship as usize];
        let sp = space(s.space);
        let (choices, opts) = if forward {
            (sp.next_len, sp.next)
        } else {
            (sp.prev_len, sp.prev)
        };
        let to = if choices == 2 {
            match self.lane {
                0 => return false,
                l => opts[usize::from(l - 1)],
            }
        } else {
            opts[0]
        };
        self.lane = 0;
        let s = &mut self.ships[ship as usize];
        if forward && to == PORT_ROYAL {
            if s.behind || ship == GHOST {
                s.behind = false;
            } else {
                s.finished = true;
            }
        } else if !forward && s.space == PORT_ROYAL {
            s.behind = true;
        }
        s.space = to;
        true
    }

    fn move_on<S: EventSink<Event>>(&mut self, ev: &mut S) {
        let ship = self.mover;
        let from = self.ships[ship as usize].space;
        while self.left > 0 {
            if !self.step_ship(ship, self.forward) {
                self.phase = Phase::Fork;
                if ev.enabled() && self.ships[ship as usize].space != from {
                    ev.push(Event::Moved {
                        ship,
                        from,
                        to: self.ships[ship as usize].space,
                    });
                }
                return;
            }
            self.left -= 1;
            if self.ships[ship as usize].finished {
                self.left = 0;
            }
        }
        if ev.enabled() {
            ev.push(Event::Moved {
                ship,
                from,
                to: self.ships[ship as usize].space,
            });
            if self.ships[ship as usize].finished {
                ev.push(Event::Arrived { seat: ship });
            }
        }
        if self.ships[ship as usize].finished {
            self.ending = true;
        }
        self.step = Step::Land;
    }

    fn land<S: EventSink<Event>>(&mut self, ev: &mut S) {
        let ship = self.mover;
        let at = self.ships[ship as usize].space;
        self.step = Step::Pay;
        if at == PORT_ROYAL {
            return;
        }
        let mut first = NOWHERE;
        let mut count = 0;
        for s in self.ship_ids() {
            if s != ship && self.ships[s as usize].space == at {
                count += 1;
                if first == NOWHERE {
                    first = s;
                }
            }
        }
        match count {
            0 => {}
            1 => self.start_combat(ship, first, ev),
            _ => {
                self.phase = Phase::Target;
            }
        }
    }

    fn start_combat<S: EventSink<Event>>(&mut self, attacker: u8, defender: u8, ev: &mut S) {
        if ev.enabled() {
            ev.push(Event::Attacked { attacker, defender });
        }
        self.combat = Combat {
            attacker,
            defender,
            ..Combat::default()
        };
        self.step = Step::Pay;
        self.ask_powder(ev);
    }

    /// The side to act commits gunpowder: asked when it has some, else it rolls at once.
    fn ask_powder<S: EventSink<Event>>(&mut self, ev: &mut S) {
        let c = self.combat;
        let me = if c.side == 0 { c.attacker } else { c.defender };
        if self.total(me, Good::Gunpowder) > 0 {
            self.phase = Phase::Powder;
        } else {
            self.commit_and_roll(0, ev);
        }
    }

    fn strength(&self, side: usize) -> u8 {
        let c = &self.combat;
        let ship = if side == 0 { c.attacker } else { c.defender };
        let face = c.faces[side];
        if face == STAR || face == NOWHERE {
            return 0;
        }
        COMBAT_DIE[face as usize]
            + c.powder[side]
            + if self.has_power(ship, Power::Beth) {
                2
            } else {
                0
            }
    }

    fn commit_and_roll<S: EventSink<Event>>(&mut self, powder: u8, ev: &mut S) {
        let side = self.combat.side as usize;
        let me = if side == 0 {
            self.combat.attacker
        } else {
            self.combat.defender
        };
        let taken = self.spend(me, Good::Gunpowder, powder);
        self.combat.powder[side] = powder;
        let face = self.combat_die();
        self.combat.faces[side] = face;
        if ev.enabled() {
            ev.push(Event::CombatRoll {
                ship: me,
                powder,
                face: COMBAT_DIE[face as usize],
                strength: self.strength(side),
                taken,
            });
        }
        let holder = self.powers[Power::Saber as usize];
        let c = self.combat;
        if !c.saber_used
            && holder != NOWHERE
            && holder != GHOST
            && (holder == c.attacker || holder == c.defender)
        {
            self.phase = Phase::Saber;
        } else {
            self.after_roll(ev);
        }
    }

    /// After a side's roll stands.
    fn after_roll<S: EventSink<Event>>(&mut self, ev: &mut S) {
        let c = self.combat;
        let side = c.side as usize;
        if c.faces[side] == STAR {
            let winner = if side == 0 { c.attacker } else { c.defender };
            return self.decide(winner, ev);
        }
        if side == 0 {
            self.combat.side = 1;
            self.ask_powder(ev);
            return;
        }
        let (a, d) = (self.strength(0), self.strength(1));
        if a > d {
            self.decide(c.attacker, ev);
        } else if d > a {
            self.decide(c.defender, ev);
        } else {
            if ev.enabled() {
                ev.push(Event::Tied);
            }
            self.end_combat();
        }
    }

    fn end_combat(&mut self) {
        self.combat = Combat::default();
        self.phase = Phase::Resolving;
        self.step = Step::Pay;
    }

    fn decide<S: EventSink<Event>>(&mut self, winner: u8, ev: &mut S) {
        self.combat.winner = winner;
        if ev.enabled() {
            ev.push(Event::Won {
                winner,
                loser: self.combat.loser(),
            });
        }
        self.phase = Phase::Loot;
    }

    fn loot<S: EventSink<Event>>(&mut self, a: &Action, ev: &mut S) {
        let (w, l) = (self.combat.winner, self.combat.loser());
        self.end_combat();
        match *a {
            Action::StealHold(h) => {
                let (holds, _) = self.holds(l);
                let hold = holds[h as usize];
                *self.hold_mut(l, h as usize) = Hold::default();
                if let Some(good) = hold.good() {
                    if ev.enabled() {
                        ev.push(Event::StoleHold {
                            winner: w,
                            loser: l,
                            good,
                            amount: hold.amount,
                            hold: h,
                        });
                    }
                    self.after_load = Step::Pay;
                    self.load_into(w, good, hold.amount, ev);
                }
            }
            Action::StealTreasure(i) => {
                self.uncovered += 1;
                let s = &mut self.ships[l as usize];
                let i = i as usize;
                let t = s.face_down[i];
                let known = s.known[i];
                let n = s.face_down_len as usize;
                s.face_down.copy_within(i + 1..n, i);
                s.known.copy_within(i + 1..n, i);
                s.face_down_len -= 1;
                s.face_down[n - 1] = 0;
                s.known[n - 1] = 0;
                let bit = if w < 6 { 1 << w } else { 0 };
                let power = (is_power(t) && w != GHOST).then(|| Power::ALL[t as usize]);
                if is_power(t) && w != GHOST {
                    self.powers[t as usize] = w;
                    if t == Power::SixthHold as u8 {
                        self.sixth = Hold::default();
                    }
                } else {
                    self.give_treasure(w, t, known | bit);
                }
                if ev.enabled() {
                    ev.push(Event::StoleTreasure {
                        winner: w,
                        loser: l,
                        power,
                        index: i as u8,
                    });
                }
            }
            Action::StealPower(p) => {
                self.powers[p as usize] = w;
                let mut lost = Hold::default();
                if p == Power::SixthHold && w == GHOST {
                    lost = std::mem::take(&mut self.sixth);
                }
                if ev.enabled() {
                    ev.push(Event::StolePower {
                        winner: w,
                        loser: l,
                        power: p,
                        lost,
                    });
                }
            }
            Action::Give(i) => {
                let s = &mut self.ships[w as usize];
                let i = i as usize;
                let t = s.face_down[i];
                let known = s.known[i];
                let n = s.face_down_len as usize;
                s.face_down.copy_within(i + 1..n, i);
                s.known.copy_within(i + 1..n, i);
                s.face_down_len -= 1;
                s.face_down[n - 1] = 0;
                s.known[n - 1] = 0;
                let bit = if l < 6 { 1 << l } else { 0 };
                self.give_treasure(l, t, known | bit);
                if ev.enabled() {
                    ev.push(Event::GaveTreasure {
                        winner: w,
                        loser: l,
                        index: i as u8,
                    });
                }
            }
            _ => {
                if ev.enabled() {
                    ev.push(Event::Spared { winner: w });
                }
            }
        }
    }

    /// Takes `amount` of `good` from a ship's holds, smallest holds first; what it took from
    /// each hold.
    fn spend(&mut self, ship: u8, good: Good, mut amount: u8) -> [u8; 6] {
        let mut taken = [0u8; 6];
        while amount > 0 {
            let (holds, n) = self.holds(ship);
            // The smallest hold of the good; among equals the first.
            let mut pick: Option<usize> = None;
            for (i, h) in holds[..n].iter().enumerate() {
                if h.good == good as u8
                    && h.amount > 0
                    && pick.is_none_or(|p| h.amount < holds[p].amount)
                {
                    pick = Some(i);
                }
            }
            let Some(h) = pick else {
                return taken;
            };
            let take = holds[h].amount.min(amount);
            amount -= take;
            taken[h] += take;
            let slot = self.hold_mut(ship, h);
            slot.amount -= take;
            if slot.amount == 0 {
                slot.good = 0;
            }
        }
        taken
    }

    fn pay<S: EventSink<Event>>(&mut self, ev: &mut S) {
        let ship = self.mover;
        let at = self.ships[ship as usize].space;
        let sp = space(at);
        self.step = Step::EndAction;
        if sp.kind == Kind::Lair {
            if self.has_token(at) {
                self.tokens &= !(1 << at);
                if self.pile_len > 0 {
                    self.uncovered += 1;
                    self.pile_len -= 1;
                    let t = self.pile[self.pile_len as usize];
                    self.pile[self.pile_len as usize] = 0;
                    let known = if ship < 6 { 1 << ship } else { 0 };
                    self.give_treasure(ship, t, known);
                    if ev.enabled() {
                        let power = (is_power(t) && ship != GHOST).then(|| Power::ALL[t as usize]);
                        ev.push(Event::TreasureFound {
                            ship,
                            space: at,
                            power,
                        });
                    }
                }
            }
            return;
        }
        if ship == GHOST || sp.cost == 0 {
            return;
        }
        let good = if sp.kind == Kind::Port {
            Good::Doubloons
        } else {
            Good::Food
        };
        let have = self.total(ship, good);
        if have >= sp.cost {
            let taken = self.spend(ship, good, sp.cost);
            if ev.enabled() {
                ev.push(Event::Paid {
                    seat: ship,
                    good,
                    amount: sp.cost,
                    taken,
                });
            }
            return;
        }
        let taken = self.spend(ship, good, have);
        if ev.enabled() {
            ev.push(Event::Shortage {
                seat: ship,
                space: at,
                paid: have,
                taken,
            });
        }
        self.lane = 0;
        self.step = Step::Walk;
    }

    /// Whether `ship` can pay the full cost of `at`.
    fn affords(&self, ship: u8, at: u8) -> bool {
        let sp = space(at);
        match sp.kind {
            Kind::PortRoyal | Kind::Lair => true,
            Kind::Port => self.total(ship, Good::Doubloons) >= sp.cost,
            Kind::Sea => self.total(ship, Good::Food) >= sp.cost,
        }
    }

    fn walk<S: EventSink<Event>>(&mut self, ev: &mut S) {
        let ship = self.mover;
        let from = self.ships[ship as usize].space;
        loop {
            if !self.step_ship(ship, false) {
                self.phase = Phase::Fork;
                return;
            }
            let at = self.ships[ship as usize].space;
            if self.affords(ship, at) {
                if ev.enabled() {
                    ev.push(Event::Moved { ship, from, to: at });
                }
                self.step = Step::Land;
                return;
            }
        }
    }

    fn end_action<S: EventSink<Event>>(&mut self, ev: &mut S) {
        if self.mover == GHOST {
            self.ghost_moves += 1;
            self.step = Step::GhostMove;
            return;
        }
        let seat = self.actor();
        if self.half == 0 && !self.ships[seat as usize].finished {
            self.half = 1;
            self.step = Step::StartAction;
            return;
        }
        if self.half == 0 && ev.enabled() {
            ev.push(Event::EveningIgnored { seat });
        }
        self.half = 0;
        self.k += 1;
        if self.k < self.players {
            self.step = Step::StartAction;
        } else if self.ghost {
            self.ghost_moves = 0;
            self.step = Step::GhostMove;
        } else {
            self.step = Step::EndRound;
        }
        // One player's part of the reveal is told.
        if ev.enabled() {
            ev.step(self);
        }
    }

    /// The ghost ship moves twice, by the morning then the evening die.
    fn ghost_move<S: EventSink<Event>>(&mut self, ev: &mut S) {
        if self.ghost_moves >= 2 {
            self.step = Step::EndRound;
            // The ghost ship's part of the reveal is told.
            if ev.enabled() {
                ev.step(self);
            }
            return;
        }
        self.mover = GHOST;
        self.left = self.dice[self.ghost_moves as usize];
        self.lane = 0;
        let me = self.to_go(GHOST);
        let (mut best, mut worst) = (u8::MAX, 0u8);
        for s in 0..self.players {
            let d = self.to_go(s);
            best = best.min(d);
            worst = worst.max(d);
        }
        if me < best {
            self.forward = false;
        } else if me > worst {
            self.forward = true;
        } else {
            self.phase = Phase::GhostCourse;
            return;
        }
        self.step = Step::Move;
    }

    fn end_round<S: EventSink<Event>>(&mut self, ev: &mut S) {
        self.mover = 0;
        self.half = 0;
        if self.ending {
            self.phase = Phase::Over;
            if ev.enabled() {
                ev.push(Event::GameOver);
            }
            return;
        }
        for seat in 0..self.players {
            let size = self.hand_size(seat);
            let c = &mut self.cards[seat as usize];
            c.chosen = 0;
            let mut drew = 0;
            let mut drawn = 0u16;
            while c.hand_len < size {
                if c.deck_len == 0 {
                    let mut n = 0;
                    for card in 1..=11u8 {
                        if c.discard & (1 << card) != 0 {
                            c.deck[n] = card;
                            n += 1;
                        }
                    }
                    if n == 0 {
                        break;
                    }
                    c.discard = 0;
                    self.rng.shuffle(&mut c.deck[..n]);
                    c.deck_len = n as u8;
                    if ev.enabled() {
                        ev.push(Event::Reshuffled { seat });
                    }
                }
                c.deck_len -= 1;
                let card = c.deck[c.deck_len as usize];
                c.deck[c.deck_len as usize] = 0;
                c.hand |= 1 << card;
                drawn |= 1 << card;
                c.hand_len += 1;
                drew += 1;
            }
            if drew > 0 {
                self.uncovered += 1;
                if ev.enabled() {
                    ev.push(Event::Drew { seat, cards: drew });
                    ev.push(Event::DrewCards { seat, cards: drawn });
                }
            }
        }
        self.captain = (self.captain + 1) % self.players;
        self.round += 1;
        self.k = 0;
        self.phase = Phase::Roll;
        if ev.enabled() {
            ev.push(Event::RoundStarted {
                round: self.round,
                captain: self.captain,
            });
        }
    }
}

/// A phase in words, for refusals.
pub fn phase_words(p: Phase) -> &'static str {
    match p {
        Phase::Roll => "the captain's roll",
        Phase::Order => "the captain to place the dice",
        Phase::Choose => "a card to be chosen",
        Phase::Fork => "a lane to be chosen",
        Phase::Empty => "a hold to be emptied",
        Phase::Target => "a ship to be attacked",
        Phase::Powder => "gunpowder to be spent",
        Phase::Saber => "a reroll or not",
        Phase::Loot => "the winner's spoils",
        Phase::GhostCourse => "the ghost ship's direction",
        Phase::Over => "nothing: the game is over",
        Phase::Resolving => "the rules to run on",
    }
}
