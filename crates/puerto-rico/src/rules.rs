//! The rules: legal actions, applying them, and everything that happens between decisions.
//!
//! Decisions with a single legal action (a forced load, a settler who can only pass, the last
//! colonists that must fill the last circles) are played at once, so every decision a player
//! is asked for is a real choice.

use islas_core::{EventSink, IllegalAction, Seat};

use crate::action::{Action, TARGETS};
use crate::data::{
    ALL_BUILDINGS, BUILDING_DATA, BUILDINGS, Building, CIRCLES, COLUMN, COST, FACTORY_BONUS, GOODS,
    Good, HOUSE, Kind, LARGE_MASK, ROLES, Role, SPACES, setup,
};
use crate::event::Event;
use crate::state::{EndReason, FreeColonist, Phase, Player, PuertoRico, QUARRY};

/// Where generated actions go.
pub(crate) trait Out {
    fn clear(&mut self);
    fn push(&mut self, a: Action);
    fn len(&self) -> usize;
}

impl Out for Vec<Action> {
    #[inline]
    fn clear(&mut self) {
        Vec::clear(self);
    }
    #[inline]
    fn push(&mut self, a: Action) {
        Vec::push(self, a);
    }
    #[inline]
    fn len(&self) -> usize {
        Vec::len(self)
    }
}

/// Counts generated actions, keeping the first (to play a forced action).
pub(crate) struct Count {
    n: usize,
    first: Action,
}

impl Out for Count {
    #[inline]
    fn clear(&mut self) {
        self.n = 0;
    }
    #[inline]
    fn push(&mut self, a: Action) {
        if self.n == 0 {
            self.first = a;
        }
        self.n += 1;
    }
    #[inline]
    fn len(&self) -> usize {
        self.n
    }
}

/// Looks for one action among those generated.
struct Find {
    target: Action,
    found: bool,
    n: usize,
}

impl Out for Find {
    #[inline]
    fn clear(&mut self) {
        self.found = false;
        self.n = 0;
    }
    #[inline]
    fn push(&mut self, a: Action) {
        self.found |= a == self.target;
        self.n += 1;
    }
    #[inline]
    fn len(&self) -> usize {
        self.n
    }
}

/// No ship carries this kind.
const NO_SHIP: u8 = u8::MAX;

/// Free circles at targets `cursor` and later.
fn free_from(p: &Player, cursor: usize) -> u8 {
    let mut rest = 0u8;
    for k in cursor.min(6)..6 {
        rest += p.island[k] - p.island_colonists[k];
    }
    let mut mask = p.buildings & !((1u32 << cursor.saturating_sub(6)) - 1);
    while mask != 0 {
        let b = mask.trailing_zeros() as usize;
        mask &= mask - 1;
        rest += CIRCLES[b] - p.building_colonists[b];
    }
    rest
}

/// The first target at or after `cursor` with a free circle, and its free circles (`(cursor,
/// 0)` when there is none).
fn first_free(p: &Player, cursor: usize) -> (usize, u8) {
    for k in cursor.min(6)..6 {
        let f = p.island[k] - p.island_colonists[k];
        if f > 0 {
            return (k, f);
        }
    }
    let mut mask = p.buildings & !((1u32 << cursor.saturating_sub(6)) - 1);
    while mask != 0 {
        let b = mask.trailing_zeros() as usize;
        mask &= mask - 1;
        let f = CIRCLES[b] - p.building_colonists[b];
        if f > 0 {
            return (b + 6, f);
        }
    }
    (cursor, 0)
}

/// Fills every free circle at targets `cursor` and later.
fn fill_from(p: &mut Player, cursor: usize) {
    for k in cursor.min(6)..6 {
        p.island_colonists[k] = p.island[k];
    }
    let mut mask = p.buildings & !((1u32 << cursor.saturating_sub(6)) - 1);
    while mask != 0 {
        let b = mask.trailing_zeros() as usize;
        mask &= mask - 1;
        p.building_colonists[b] = CIRCLES[b];
    }
}

/// Free circles of a mayor-phase target on a board.
fn free(p: &Player, t: usize) -> u8 {
    if t < 6 {
        p.island[t] - p.island_colonists[t]
    } else {
        let b = t - 6;
        if p.buildings & (1 << b) == 0 {
            0
        } else {
            CIRCLES[b] - p.building_colonists[b]
        }
    }
}

fn occupy(p: &mut Player, t: usize, n: u8) {
    if t < 6 {
        p.island_colonists[t] += n;
    } else {
        p.building_colonists[t - 6] += n;
    }
}

/// The price a player pays for a building: cost, minus one for the builder, minus occupied
/// quarries up to the building's column; never below zero.
pub fn building_cost(p: &Player, b: Building, builder: bool) -> u8 {
    let d = b.data();
    let quarries = p.occupied_quarries().min(d.column());
    d.cost
        .saturating_sub(u8::from(builder))
        .saturating_sub(quarries)
}

/// Goods a player produces now (before the supply's limits).
pub fn production(p: &Player) -> [u8; GOODS] {
    let c = &p.building_colonists;
    let ic = &p.island_colonists;
    [
        ic[0],
        ic[1].min(c[Building::SmallIndigoPlant.index()] + c[Building::IndigoPlant.index()]),
        ic[2].min(c[Building::SmallSugarMill.index()] + c[Building::SugarMill.index()]),
        ic[3].min(c[Building::TobaccoStorage.index()]),
        ic[4].min(c[Building::CoffeeRoaster.index()]),
    ]
}

/// Kinds of goods set aside in warehouses at the end of the captain phase.
pub fn warehouse_kinds(p: &Player) -> u8 {
    u8::from(p.occupied(Building::SmallWarehouse))
        + 2 * u8::from(p.occupied(Building::LargeWarehouse))
}

fn kinds_mask(goods: &[u8; GOODS]) -> u8 {
    let mut m = 0;
    for (i, &g) in goods.iter().enumerate() {
        if g > 0 {
            m |= 1 << i;
        }
    }
    m
}

impl PuertoRico {
    fn per_round(&self) -> u8 {
        setup(self.seats()).picks
    }

    /// The ship carrying each kind ([`NO_SHIP`]: none).
    #[inline]
    fn carriers(&self) -> [u8; GOODS] {
        let mut c = [NO_SHIP; GOODS];
        for (i, s) in self.ships.iter().enumerate() {
            if let Some(g) = s.good {
                c[g.index()] = i as u8;
            }
        }
        c
    }

    /// The most barrels out of `have` that an empty ship takes (0: no empty ship).
    #[inline]
    fn best_empty(&self, have: u8) -> u8 {
        let mut best = 0;
        for s in &self.ships {
            if s.capacity > 0 && s.good.is_none() {
                best = best.max(s.capacity.min(have));
            }
        }
        best
    }

    /// Every legal action of the player to act, in a fixed order.
    pub(crate) fn generate<O: Out>(&self, out: &mut O) {
        out.clear();
        let seat = self.current();
        let p = &self.players[usize::from(seat)];
        match self.phase {
            Phase::GameOver => {}
            Phase::PickRole => {
                for (i, r) in Role::ALL.iter().enumerate() {
                    if self.roles_free & (1 << i) != 0 {
                        out.push(Action::Role(*r));
                    }
                }
            }
            Phase::Settler { hacienda } => {
                if p.island_used() >= SPACES {
                    return;
                }
                if !hacienda
                    && p.occupied(Building::Hacienda)
                    && (self.pile.iter().any(|&c| c > 0) || self.discards.iter().any(|&c| c > 0))
                {
                    out.push(Action::Hacienda);
                }
                for g in Good::ALL {
                    if self.face_up[g.index()] > 0 {
                        out.push(Action::Plant(g));
                    }
                }
                if self.quarries > 0
                    && (seat == self.chooser || p.occupied(Building::ConstructionHut))
                {
                    out.push(Action::Quarry);
                }
                out.push(Action::Pass);
            }
            Phase::Mayor { cursor } => {
                let pool = p.san_juan;
                if pool == 0 {
                    return;
                }
                // A target is legal when the free circles from it on can take every colonist:
                // the targets with free circles, in order, until the circles left run short.
                let c = usize::from(cursor);
                let mut rest = free_from(p, c);
                for t in c.min(6)..6 {
                    let f = p.island[t] - p.island_colonists[t];
                    if f > 0 {
                        if rest < pool {
                            return;
                        }
                        out.push(Action::Place(t as u8));
                        rest -= f;
                    }
                }
                let mut mask = p.buildings & !((1u32 << c.saturating_sub(6)) - 1);
                while mask != 0 {
                    let b = mask.trailing_zeros() as usize;
                    mask &= mask - 1;
                    let f = CIRCLES[b] - p.building_colonists[b];
                    if f > 0 {
                        if rest < pool {
                            return;
                        }
                        out.push(Action::Place((b + 6) as u8));
                        rest -= f;
                    }
                }
            }
            Phase::Builder => {
                let used = p.city_used();
                let builder = u8::from(seat == self.chooser);
                let quarries = p.occupied_quarries();
                let mut mask = ALL_BUILDINGS & !p.buildings;
                if used >= SPACES {
                    mask = 0;
                } else if used + 2 > SPACES {
                    mask &= !LARGE_MASK;
                }
                while mask != 0 {
                    let b = mask.trailing_zeros() as usize;
                    mask &= mask - 1;
                    // building_cost, from the compact tables.
                    let cost = COST[b]
                        .saturating_sub(builder)
                        .saturating_sub(quarries.min(COLUMN[b]));
                    if self.supply[b] > 0 && u16::from(cost) <= p.doubloons {
                        out.push(Action::Build(Building::ALL[b]));
                    }
                }
                out.push(Action::Pass);
            }
            Phase::Colonist { .. } => {
                out.push(Action::Colonist(true));
                out.push(Action::Colonist(false));
            }
            Phase::Craftsman => {
                for g in Good::ALL {
                    if self.produced & (1 << g as u8) != 0 && self.goods[g.index()] > 0 {
                        out.push(Action::Extra(g));
                    }
                }
                // The privilege may be declined (rulings PR6), but only asked about when
                // there is a kind to take.
                if out.len() > 0 {
                    out.push(Action::Pass);
                }
            }
            Phase::Trader => {
                if self.house.iter().sum::<u8>() >= HOUSE {
                    return;
                }
                let office = p.occupied(Building::Office);
                for g in Good::ALL {
                    if p.goods[g.index()] > 0 && (office || self.house[g.index()] == 0) {
                        out.push(Action::Sell(g));
                    }
                }
                out.push(Action::Pass);
            }
            Phase::Captain => {
                let mut loads = false;
                let carriers = self.carriers();
                for g in Good::ALL {
                    let have = p.goods[g.index()];
                    if have == 0 {
                        continue;
                    }
                    let carrier = carriers[g.index()];
                    if carrier != NO_SHIP {
                        let s = &self.ships[usize::from(carrier)];
                        if !s.full() {
                            out.push(Action::Load(g, s.capacity));
                            loads = true;
                        }
                        continue;
                    }
                    let best = self.best_empty(have);
                    if best == 0 {
                        continue;
                    }
                    for s in &self.ships {
                        if s.capacity > 0 && s.good.is_none() && s.capacity.min(have) == best {
                            out.push(Action::Load(g, s.capacity));
                            loads = true;
                        }
                    }
                }
                let wharf = p.occupied(Building::Wharf) && self.wharf_used & (1 << seat) == 0;
                let mut wharfs = false;
                if wharf {
                    for g in Good::ALL {
                        if p.goods[g.index()] > 0 {
                            out.push(Action::Wharf(g));
                            wharfs = true;
                        }
                    }
                }
                if wharfs && !loads {
                    out.push(Action::Pass);
                }
            }
            Phase::Storage { stored, left } => {
                let mask = kinds_mask(&p.goods) & !stored;
                if mask == 0 {
                    return;
                }
                if left > 0 {
                    // Warehouse kinds are chosen in increasing order, so each set of kinds
                    // is one sequence of choices; filling the warehouses is optional.
                    let floor = if stored == 0 {
                        0
                    } else {
                        8 - stored.leading_zeros()
                    };
                    for g in Good::ALL {
                        if (g as u32) >= floor && mask & (1 << g as u8) != 0 {
                            out.push(Action::Store(g));
                        }
                    }
                }
                for g in Good::ALL {
                    if mask & (1 << g as u8) != 0 {
                        out.push(Action::Keep(g));
                    }
                }
                // Keeping nothing more: the rest goes back (ruling PR5).
                out.push(Action::Pass);
            }
        }
    }

    /// Whether `action` is among the legal actions: direct checks for the frequent cases, the
    /// generated list otherwise (a test checks both agree on random games).
    pub(crate) fn is_legal(&self, action: &Action) -> bool {
        let seat = self.current();
        let p = &self.players[usize::from(seat)];
        match (self.phase, *action) {
            (Phase::PickRole, Action::Role(r)) => self.roles_free & (1 << r as u8) != 0,
            (Phase::PickRole, _) | (Phase::GameOver, _) => false,
            (Phase::Settler { hacienda }, a) => {
                if p.island_used() >= SPACES {
                    return false;
                }
                match a {
                    Action::Pass => true,
                    Action::Plant(g) => self.face_up[g.index()] > 0,
                    Action::Quarry => {
                        self.quarries > 0
                            && (seat == self.chooser || p.occupied(Building::ConstructionHut))
                    }
                    Action::Hacienda => {
                        !hacienda
                            && p.occupied(Building::Hacienda)
                            && (self.pile.iter().any(|&c| c > 0)
                                || self.discards.iter().any(|&c| c > 0))
                    }
                    _ => false,
                }
            }
            (Phase::Mayor { cursor }, Action::Place(t)) => self.place_rest(cursor, t).is_some(),
            (Phase::Mayor { .. }, _) => false,
            (Phase::Builder, Action::Pass) => true,
            (Phase::Builder, Action::Build(b)) => {
                self.supply[b.index()] > 0
                    && !p.owns(b)
                    && p.city_used() + b.data().size() <= SPACES
                    && u16::from(building_cost(p, b, seat == self.chooser)) <= p.doubloons
            }
            (Phase::Builder, _) => false,
            (Phase::Trader, a) => {
                if self.house.iter().sum::<u8>() >= HOUSE {
                    return false;
                }
                match a {
                    Action::Pass => true,
                    Action::Sell(g) => {
                        p.goods[g.index()] > 0
                            && (self.house[g.index()] == 0 || p.occupied(Building::Office))
                    }
                    _ => false,
                }
            }
            (Phase::Colonist { .. }, Action::Colonist(_)) => true,
            (Phase::Captain, Action::Load(g, cap)) => {
                let have = p.goods[g.index()];
                let Some(s) = self.ships.iter().find(|s| s.capacity == cap && cap > 0) else {
                    return false;
                };
                if have == 0 {
                    return false;
                }
                match s.good {
                    Some(x) => x == g && !s.full(),
                    None => {
                        self.carriers()[g.index()] == NO_SHIP
                            && s.capacity.min(have) == self.best_empty(have)
                    }
                }
            }
            (Phase::Captain, Action::Wharf(g)) => {
                p.goods[g.index()] > 0
                    && p.occupied(Building::Wharf)
                    && self.wharf_used & (1 << seat) == 0
            }
            (Phase::Storage { stored, left }, a) => {
                let mask = kinds_mask(&p.goods) & !stored;
                match a {
                    Action::Pass => mask != 0,
                    Action::Keep(g) => mask & (1 << g as u8) != 0,
                    Action::Store(g) => {
                        let floor = if stored == 0 {
                            0
                        } else {
                            8 - stored.leading_zeros()
                        };
                        left > 0 && mask & (1 << g as u8) != 0 && (g as u32) >= floor
                    }
                    _ => false,
                }
            }
            _ => {
                let mut find = Find {
                    target: *action,
                    found: false,
                    n: 0,
                };
                self.generate(&mut find);
                find.found
            }
        }
    }

    pub(crate) fn legal(&self, out: &mut Vec<Action>) {
        self.generate(out);
    }

    /// Whether the player in turn can build anything (the builder phase's only other choice
    /// is `pass`): the first affordable building of the legal list.
    fn can_build(&self) -> bool {
        let seat = self.current();
        let p = &self.players[usize::from(seat)];
        let used = p.city_used();
        if used >= SPACES {
            return false;
        }
        let builder = u8::from(seat == self.chooser);
        let quarries = p.occupied_quarries();
        let mut mask = ALL_BUILDINGS & !p.buildings;
        if used + 2 > SPACES {
            mask &= !LARGE_MASK;
        }
        while mask != 0 {
            let b = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            let cost = COST[b]
                .saturating_sub(builder)
                .saturating_sub(quarries.min(COLUMN[b]));
            if self.supply[b] > 0 && u16::from(cost) <= p.doubloons {
                return true;
            }
        }
        false
    }

    /// Applies `action` if legal, then plays every forced step until a real decision.
    pub(crate) fn apply<S: EventSink<Event>>(
        &mut self,
        action: &Action,
        ev: &mut S,
    ) -> Result<(), IllegalAction> {
        if let (Phase::Mayor { cursor }, Action::Place(t)) = (self.phase, *action) {
            // The most frequent action: its legality counts the free circles from the target
            // on, which the placement leaves one fewer.
            let Some(rest) = self.place_rest(cursor, t) else {
                return Err(self.refusal(action));
            };
            self.place(t);
            self.settle(Some(rest - 1), ev);
            return Ok(());
        }
        if !self.is_legal(action) {
            return Err(self.refusal(action));
        }
        self.play_legal(*action, ev);
        Ok(())
    }

    /// The steps of an action known to be legal (not a mayor's placement): the action, then
    /// every forced step until a real decision.
    #[inline(always)]
    fn play_legal<S: EventSink<Event>>(&mut self, action: Action, ev: &mut S) {
        self.exec(action, ev);
        self.settle(None, ev);
    }

    /// [`PuertoRico::apply`] without events, for an action the state has just listed as legal:
    /// the check is skipped (asserted in the test build).
    pub(crate) fn apply_listed(&mut self, action: &Action) -> Result<(), IllegalAction> {
        if let (Phase::Mayor { .. }, Action::Place(_)) = (self.phase, *action) {
            // Its check counts what the placement needs anyway.
            return self.apply(action, &mut ());
        }
        debug_assert!(self.is_legal(action), "{action:?} was not listed as legal");
        self.play_legal(*action, &mut ());
        Ok(())
    }

    /// When a colonist may go on target `t` in the mayor phase (at or after the cursor, on a
    /// free circle, leaving enough circles for every colonist still to place): the free
    /// circles from `t` on.
    #[inline]
    fn place_rest(&self, cursor: u8, t: u8) -> Option<u8> {
        let p = &self.players[usize::from(self.current())];
        let t = usize::from(t);
        if t < usize::from(cursor) || t >= TARGETS || free(p, t) == 0 || p.san_juan == 0 {
            return None;
        }
        let rest = free_from(p, t);
        (rest >= p.san_juan).then_some(rest)
    }

    /// The player in turn puts one colonist on target `t`.
    #[inline]
    fn place(&mut self, t: u8) {
        let p = &mut self.players[usize::from(self.current())];
        occupy(p, usize::from(t), 1);
        p.san_juan -= 1;
        self.phase = Phase::Mayor { cursor: t };
    }

    /// Plays forced steps: a player with no choice is skipped, a single choice is made.
    /// `known`: the free circles from the mayor phase's cursor on, when already counted.
    pub(crate) fn settle<S: EventSink<Event>>(&mut self, mut known: Option<u8>, ev: &mut S) {
        let mut count = Count {
            n: 0,
            first: Action::Pass,
        };
        loop {
            match self.phase {
                Phase::GameOver | Phase::PickRole => return,
                Phase::Mayor { cursor } => {
                    let seat = self.current();
                    let p = &mut self.players[usize::from(seat)];
                    let rest = match known.take() {
                        Some(r) => r,
                        None => free_from(p, usize::from(cursor)),
                    };
                    if p.san_juan == 0 || p.san_juan >= rest {
                        // No choice left: every remaining circle gets a colonist.
                        if p.san_juan > 0 {
                            fill_from(p, usize::from(cursor));
                            p.san_juan -= rest;
                        }
                        if ev.enabled() {
                            ev.push(Event::ColonistsPlaced {
                                seat,
                                san_juan: p.san_juan,
                            });
                        }
                        self.next_player(ev);
                        continue;
                    }
                    // The first target with a free circle is always an option; a second one
                    // exists exactly when the circles after the first are enough for all.
                    let (first, f) = first_free(p, usize::from(cursor));
                    if rest - f >= p.san_juan {
                        return;
                    }
                    self.place(first as u8);
                    known = Some(rest - 1);
                    continue;
                }
                Phase::Settler { .. } => {
                    // Pass and a face-up plantation: a choice.
                    let p = &self.players[usize::from(self.current())];
                    if p.island_used() < SPACES && self.face_up.iter().any(|&c| c > 0) {
                        return;
                    }
                }
                Phase::Builder => {
                    // Pass and a building: a choice; only `pass`: played at once.
                    if self.can_build() {
                        return;
                    }
                    self.exec(Action::Pass, ev);
                    continue;
                }
                // Yes and no: a choice.
                Phase::Colonist { .. } => return,
                Phase::Storage { stored, .. } => {
                    // A kind to keep, and `pass`: a choice; nothing to keep, nothing to ask.
                    let p = &self.players[usize::from(self.current())];
                    if kinds_mask(&p.goods) & !stored != 0 {
                        return;
                    }
                    self.storage_done(None, ev);
                    continue;
                }
                Phase::Trader => {
                    // Pass and a sale: a choice.
                    let p = &self.players[usize::from(self.current())];
                    if self.house.iter().sum::<u8>() < HOUSE
                        && (0..GOODS).any(|g| {
                            p.goods[g] > 0 && (self.house[g] == 0 || p.occupied(Building::Office))
                        })
                    {
                        return;
                    }
                }
                _ => {}
            }
            self.generate(&mut count);
            match count.n {
                0 => self.no_choice(ev),
                1 => {
                    let a = count.first;
                    self.exec(a, ev);
                }
                _ => return,
            }
        }
    }

    /// The player in turn has nothing to do.
    fn no_choice<S: EventSink<Event>>(&mut self, ev: &mut S) {
        match self.phase {
            Phase::Craftsman => self.end_role(ev),
            Phase::Captain => self.captain_turn_done(false, ev),
            Phase::Storage { .. } => self.storage_done(None, ev),
            _ => self.next_player(ev),
        }
    }

    fn exec<S: EventSink<Event>>(&mut self, action: Action, ev: &mut S) {
        let seat = self.current();
        let s = usize::from(seat);
        match action {
            Action::Role(r) => self.pick(r, ev),
            Action::Hacienda => {
                if let Some(g) = self.draw_plantation() {
                    self.players[s].island[g.index()] += 1;
                    if ev.enabled() {
                        ev.push(Event::Planted {
                            seat,
                            good: Some(g),
                            hacienda: true,
                        });
                    }
                }
                self.draws += 1;
                self.phase = Phase::Settler { hacienda: true };
            }
            Action::Plant(g) => {
                self.face_up[g.index()] -= 1;
                self.players[s].island[g.index()] += 1;
                if ev.enabled() {
                    ev.push(Event::Planted {
                        seat,
                        good: Some(g),
                        hacienda: false,
                    });
                }
                self.offer_hospice(seat, g.index(), ev);
            }
            Action::Quarry => {
                self.quarries -= 1;
                self.players[s].island[QUARRY] += 1;
                if ev.enabled() {
                    ev.push(Event::Planted {
                        seat,
                        good: None,
                        hacienda: false,
                    });
                }
                self.offer_hospice(seat, QUARRY, ev);
            }
            Action::Place(t) => self.place(t),
            Action::Build(b) => {
                let builder = seat == self.chooser;
                let p = &mut self.players[s];
                let paid = building_cost(p, b, builder);
                let university = p.occupied(Building::University);
                p.doubloons -= u16::from(paid);
                p.buildings |= b.bit();
                self.supply[b.index()] -= 1;
                if ev.enabled() {
                    ev.push(Event::Built {
                        seat,
                        building: b,
                        paid,
                    });
                }
                if self.players[s].city_used() >= SPACES {
                    self.trigger_end(EndReason::City, ev);
                }
                if university && self.colonist_available() {
                    // The university's colonist is the player's decision (ruling PR3).
                    self.phase = Phase::Colonist {
                        from: FreeColonist::University { building: b },
                    };
                } else {
                    self.next_player(ev);
                }
            }
            Action::Colonist(take) => {
                let Phase::Colonist { from } = self.phase else {
                    return;
                };
                match from {
                    FreeColonist::Mayor => self.share_colonists(take, ev),
                    FreeColonist::Hospice { tile } => {
                        if take && self.take_colonist() {
                            self.players[s].island_colonists[usize::from(tile)] += 1;
                            if ev.enabled() {
                                ev.push(Event::ExtraColonist {
                                    seat,
                                    building: Building::Hospice,
                                });
                            }
                        }
                        self.phase = Phase::Settler { hacienda: false };
                        self.next_player(ev);
                    }
                    FreeColonist::University { building } => {
                        if take && self.take_colonist() {
                            self.players[s].building_colonists[building.index()] = 1;
                            if ev.enabled() {
                                ev.push(Event::ExtraColonist {
                                    seat,
                                    building: Building::University,
                                });
                            }
                        }
                        self.phase = Phase::Builder;
                        self.next_player(ev);
                    }
                }
            }
            Action::Extra(g) => {
                self.goods[g.index()] -= 1;
                self.players[s].goods[g.index()] += 1;
                if ev.enabled() {
                    ev.push(Event::ExtraGood { seat, good: g });
                }
                self.end_role(ev);
            }
            Action::Sell(g) => {
                let trader = seat == self.chooser;
                let p = &mut self.players[s];
                let mut price = g.price() + u8::from(trader);
                if p.occupied(Building::SmallMarket) {
                    price += 1;
                }
                if p.occupied(Building::LargeMarket) {
                    price += 2;
                }
                p.goods[g.index()] -= 1;
                p.doubloons += u16::from(price);
                self.house[g.index()] += 1;
                if ev.enabled() {
                    ev.push(Event::Sold {
                        seat,
                        good: g,
                        doubloons: price,
                    });
                }
                self.next_player(ev);
            }
            Action::Load(g, cap) => {
                let Some(i) = self.ships.iter().position(|x| x.capacity == cap) else {
                    return;
                };
                let have = self.players[s].goods[g.index()];
                let ship = &mut self.ships[i];
                let barrels = have.min(ship.capacity - ship.load);
                ship.good = Some(g);
                ship.load += barrels;
                self.players[s].goods[g.index()] -= barrels;
                if ev.enabled() {
                    ev.push(Event::Loaded {
                        seat,
                        good: g,
                        ship: cap,
                        barrels,
                    });
                }
                self.shipped(seat, barrels, ev);
                self.captain_turn_done(true, ev);
            }
            Action::Wharf(g) => {
                let barrels = self.players[s].goods[g.index()];
                self.players[s].goods[g.index()] = 0;
                self.goods[g.index()] += barrels;
                self.wharf_used |= 1 << seat;
                if ev.enabled() {
                    ev.push(Event::Wharf {
                        seat,
                        good: g,
                        barrels,
                    });
                }
                self.shipped(seat, barrels, ev);
                self.captain_turn_done(true, ev);
            }
            Action::Store(g) => {
                if let Phase::Storage { stored, left } = self.phase {
                    self.phase = Phase::Storage {
                        stored: stored | 1 << g as u8,
                        left: left.saturating_sub(1),
                    };
                }
            }
            Action::Keep(g) => self.storage_done(Some(g), ev),
            Action::Pass => {
                if ev.enabled() {
                    ev.push(Event::Passed { seat });
                }
                match self.phase {
                    Phase::Captain => self.captain_turn_done(false, ev),
                    Phase::Craftsman => self.end_role(ev),
                    Phase::Storage { .. } => self.storage_done(None, ev),
                    _ => self.next_player(ev),
                }
            }
        }
    }

    /// A colonist from the supply, or from the ship when the supply is empty (hospice,
    /// university); `false` when there is none.
    fn take_colonist(&mut self) -> bool {
        if self.colonists > 0 {
            self.colonists -= 1;
            true
        } else if self.ship_colonists > 0 {
            self.ship_colonists -= 1;
            true
        } else {
            false
        }
    }

    /// Whether a hospice or university colonist is there to take: from the supply, else
    /// from the ship.
    fn colonist_available(&self) -> bool {
        self.colonists > 0 || self.ship_colonists > 0
    }

    /// After a plantation or quarry: the owner of an occupied hospice decides whether to take
    /// a colonist for it (ruling PR3); otherwise the next player settles.
    fn offer_hospice<S: EventSink<Event>>(&mut self, seat: Seat, tile: usize, ev: &mut S) {
        if self.players[usize::from(seat)].occupied(Building::Hospice) && self.colonist_available()
        {
            self.phase = Phase::Colonist {
                from: FreeColonist::Hospice { tile: tile as u8 },
            };
        } else {
            self.next_player(ev);
        }
    }

    fn trigger_end<S: EventSink<Event>>(&mut self, reason: EndReason, ev: &mut S) {
        if self.end.is_none() {
            self.end = Some(reason);
            if ev.enabled() {
                ev.push(Event::EndTriggered { reason });
            }
        }
    }

    fn pick<S: EventSink<Event>>(&mut self, r: Role, ev: &mut S) {
        let seat = self.picker();
        let s = usize::from(seat);
        let doubloons = self.role_doubloons[r as usize];
        self.role_doubloons[r as usize] = 0;
        self.roles_free &= !(1 << r as u8);
        self.players[s].doubloons += u16::from(doubloons);
        if ev.enabled() {
            ev.push(Event::RoleChosen {
                seat,
                role: r,
                doubloons,
            });
        }
        self.role = Some(r);
        self.chooser = seat;
        self.step = 0;
        match r {
            Role::Settler => self.phase = Phase::Settler { hacienda: false },
            Role::Mayor => self.start_mayor(ev),
            Role::Builder => self.phase = Phase::Builder,
            Role::Craftsman => self.produce(ev),
            Role::Trader => self.phase = Phase::Trader,
            Role::Captain => {
                self.wharf_used = 0;
                self.captain_bonus = false;
                self.idle_turns = 0;
                self.phase = Phase::Captain;
            }
            Role::Prospector | Role::Prospector2 => {
                self.players[s].doubloons += 1;
                if ev.enabled() {
                    ev.push(Event::Prospected { seat });
                }
                self.end_role(ev);
            }
        }
    }

    fn start_mayor<S: EventSink<Event>>(&mut self, ev: &mut S) {
        // The privilege: one colonist from the supply, if the mayor wants it (ruling PR3).
        if self.colonists > 0 {
            self.phase = Phase::Colonist {
                from: FreeColonist::Mayor,
            };
        } else {
            self.share_colonists(false, ev);
        }
    }

    /// The mayor's privilege colonist (`privilege`: taken from the supply), then the ship's
    /// colonists one at a time from the mayor on.
    #[allow(clippy::needless_range_loop)]
    fn share_colonists<S: EventSink<Event>>(&mut self, privilege: bool, ev: &mut S) {
        let n = self.seats();
        let mut taken = [0u8; 5];
        if privilege && self.colonists > 0 {
            self.colonists -= 1;
            taken[usize::from(self.chooser)] += 1;
        }
        let ship = usize::from(self.ship_colonists);
        for i in 0..ship {
            taken[(usize::from(self.chooser) + i) % n] += 1;
        }
        self.ship_colonists = 0;
        for seat in 0..n {
            self.players[seat].san_juan += taken[seat];
            if ev.enabled() && taken[seat] > 0 {
                ev.push(Event::ColonistsTaken {
                    seat: seat as Seat,
                    colonists: taken[seat],
                });
            }
        }
        self.begin_placement();
    }

    /// The player in turn lifts every colonist off the board to place them again.
    fn begin_placement(&mut self) {
        let p = &mut self.players[usize::from(self.current())];
        p.san_juan = p.colonists();
        p.island_colonists = [0; 6];
        p.building_colonists = [0; BUILDINGS];
        self.phase = Phase::Mayor { cursor: 0 };
    }

    fn produce<S: EventSink<Event>>(&mut self, ev: &mut S) {
        let n = self.seats();
        self.produced = 0;
        for i in 0..n {
            let seat = ((usize::from(self.chooser) + i) % n) as Seat;
            let s = usize::from(seat);
            let want = production(&self.players[s]);
            let mut got = [0u8; GOODS];
            for g in 0..GOODS {
                got[g] = want[g].min(self.goods[g]);
                self.goods[g] -= got[g];
                self.players[s].goods[g] += got[g];
            }
            let mask = kinds_mask(&got);
            if i == 0 {
                self.produced = mask;
            }
            if ev.enabled() && mask != 0 {
                ev.push(Event::Produced { seat, goods: got });
            }
            if self.players[s].occupied(Building::Factory) {
                let bonus = FACTORY_BONUS[mask.count_ones() as usize];
                if bonus > 0 {
                    self.players[s].doubloons += u16::from(bonus);
                    if ev.enabled() {
                        ev.push(Event::FactoryBonus {
                            seat,
                            doubloons: bonus,
                        });
                    }
                }
            }
        }
        self.phase = Phase::Craftsman;
    }

    fn shipped<S: EventSink<Event>>(&mut self, seat: Seat, barrels: u8, ev: &mut S) {
        let mut vp = u16::from(barrels);
        if self.players[usize::from(seat)].occupied(Building::Harbor) {
            vp += 1;
        }
        if seat == self.chooser && !self.captain_bonus {
            self.captain_bonus = true;
            vp += 1;
        }
        if ev.enabled() {
            ev.push(Event::ShippingPoints {
                seat,
                points: vp as u8,
            });
        }
        self.players[usize::from(seat)].vp += vp;
        let chips = vp.min(self.vp_chips);
        self.vp_chips -= chips;
        if self.vp_chips == 0 {
            self.trigger_end(EndReason::VictoryPoints, ev);
        }
    }

    fn captain_turn_done<S: EventSink<Event>>(&mut self, loaded: bool, ev: &mut S) {
        if loaded {
            self.idle_turns = 0;
        } else {
            self.idle_turns += 1;
        }
        if self.idle_turns >= self.n {
            // Nobody can load any more: store goods, starting with the captain.
            self.step = 0;
            self.phase = Phase::Storage {
                stored: 0,
                left: warehouse_kinds(&self.players[usize::from(self.chooser)]),
            };
            let _ = ev;
        } else {
            self.step += 1;
            if self.step >= self.n {
                self.step = 0;
            }
        }
    }

    /// The player in turn keeps `keep` (one barrel of it) and their warehouse kinds; the rest
    /// goes back to the supply.
    #[allow(clippy::needless_range_loop)]
    fn storage_done<S: EventSink<Event>>(&mut self, keep: Option<Good>, ev: &mut S) {
        let Phase::Storage { stored, .. } = self.phase else {
            return;
        };
        let seat = self.current();
        let p = &mut self.players[usize::from(seat)];
        let mut spoiled = [0u8; GOODS];
        for g in 0..GOODS {
            if stored & (1 << g) != 0 {
                continue;
            }
            let kept = u8::from(keep.is_some_and(|k| k.index() == g)).min(p.goods[g]);
            spoiled[g] = p.goods[g] - kept;
            p.goods[g] = kept;
            self.goods[g] += spoiled[g];
        }
        if ev.enabled() && spoiled.iter().any(|&x| x > 0) {
            ev.push(Event::Spoiled {
                seat,
                goods: spoiled,
            });
        }
        self.step += 1;
        if self.step >= self.n {
            for ship in &mut self.ships {
                if ship.capacity > 0 && ship.full() {
                    if let Some(g) = ship.good {
                        self.goods[g.index()] += ship.load;
                    }
                    if ev.enabled() {
                        ev.push(Event::ShipEmptied {
                            ship: ship.capacity,
                        });
                    }
                    ship.load = 0;
                    ship.good = None;
                }
            }
            self.end_role(ev);
        } else {
            self.phase = Phase::Storage {
                stored: 0,
                left: warehouse_kinds(&self.players[usize::from(self.current())]),
            };
        }
    }

    /// The next player in the role's phase, or the phase's end.
    #[allow(clippy::collapsible_match)]
    fn next_player<S: EventSink<Event>>(&mut self, ev: &mut S) {
        self.step += 1;
        if self.step < self.n {
            match self.phase {
                Phase::Settler { .. } => self.phase = Phase::Settler { hacienda: false },
                Phase::Mayor { .. } => self.begin_placement(),
                _ => {}
            }
            return;
        }
        match self.phase {
            Phase::Settler { .. } => {
                self.reveal_plantations();
                if ev.enabled() {
                    ev.push(Event::PlantationsRevealed {
                        face_up: self.face_up,
                    });
                }
            }
            Phase::Mayor { .. } => {
                let empty: u8 = self
                    .table()
                    .iter()
                    .map(|p| p.empty_building_circles())
                    .sum();
                let need = empty.max(self.n);
                let put = need.min(self.colonists);
                self.colonists -= put;
                self.ship_colonists = put;
                if ev.enabled() {
                    ev.push(Event::ShipRefilled { colonists: put });
                }
                if put < need {
                    self.trigger_end(EndReason::Colonists, ev);
                }
            }
            Phase::Trader => {
                if self.house.iter().sum::<u8>() >= HOUSE {
                    for g in 0..GOODS {
                        self.goods[g] += self.house[g];
                    }
                    self.house = [0; GOODS];
                    if ev.enabled() {
                        ev.push(Event::HouseEmptied);
                    }
                }
            }
            _ => {}
        }
        self.end_role(ev);
    }

    fn end_role<S: EventSink<Event>>(&mut self, ev: &mut S) {
        self.role = None;
        self.step = 0;
        self.picks += 1;
        if self.picks < self.per_round() {
            self.phase = Phase::PickRole;
            return;
        }
        // End of the round: a doubloon on every role nobody chose.
        for i in 0..ROLES {
            if self.roles_free & (1 << i) != 0 {
                self.role_doubloons[i] += 1;
            }
        }
        self.roles_free = self.roles_in_game;
        self.picks = 0;
        if self.end.is_some() {
            self.phase = Phase::GameOver;
            if ev.enabled() {
                ev.push(Event::GameOver);
            }
            return;
        }
        self.governor = (self.governor + 1) % self.n;
        self.round += 1;
        self.phase = Phase::PickRole;
        if ev.enabled() {
            ev.push(Event::RoundEnded {
                governor: self.governor,
            });
        }
    }

    /// Why `action` is refused (it is not among the legal actions).
    fn refusal(&self, action: &Action) -> IllegalAction {
        let seat = self.current();
        let p = &self.players[usize::from(seat)];
        let e = |key: &'static str, why: &str| IllegalAction::new(action, key, why.to_string());
        let phase_ok = matches!(
            (action, self.phase),
            (Action::Role(_), Phase::PickRole)
                | (
                    Action::Plant(_) | Action::Quarry | Action::Hacienda | Action::Pass,
                    Phase::Settler { .. }
                )
                | (Action::Place(_), Phase::Mayor { .. })
                | (Action::Build(_) | Action::Pass, Phase::Builder)
                | (Action::Colonist(_), Phase::Colonist { .. })
                | (Action::Extra(_) | Action::Pass, Phase::Craftsman)
                | (Action::Sell(_) | Action::Pass, Phase::Trader)
                | (
                    Action::Load(..) | Action::Wharf(_) | Action::Pass,
                    Phase::Captain
                )
                | (
                    Action::Store(_) | Action::Keep(_) | Action::Pass,
                    Phase::Storage { .. }
                )
        );
        if self.phase == Phase::GameOver {
            return e("game-over", "the game is over");
        }
        if !phase_ok {
            return e(
                "wrong-phase",
                "that is not a decision of this moment of the game",
            )
            .with("phase", format!("{:?}", self.phase));
        }
        match *action {
            Action::Role(r) => {
                e("role-taken", "that role is not available this round").with("role", r.id())
            }
            Action::Plant(g) if self.face_up[g.index()] == 0 => {
                e("not-face-up", "no such plantation is face up").with("good", g.id())
            }
            Action::Plant(_) | Action::Quarry | Action::Hacienda if p.island_used() >= SPACES => {
                e("island-full", "all 12 island spaces are filled")
            }
            Action::Quarry if self.quarries == 0 => e("no-quarries", "no quarry is left"),
            Action::Quarry => e(
                "no-privilege",
                "only the settler or the owner of an occupied construction hut takes a quarry",
            ),
            Action::Hacienda => e(
                "no-privilege",
                "only the owner of an occupied hacienda draws, once, before taking a plantation",
            ),
            Action::Place(_) => e(
                "cannot-place",
                "colonists are placed in order, on empty circles, filling every circle possible",
            ),
            Action::Build(b) => {
                let cost = building_cost(p, b, seat == self.chooser);
                if p.owns(b) {
                    e("already-built", "each building only once").with("building", b.id())
                } else if self.supply[b.index()] == 0 {
                    e("sold-out", "no such building is left").with("building", b.id())
                } else if p.city_used() + b.data().size() > SPACES {
                    e("city-full", "not enough city spaces").with("building", b.id())
                } else {
                    e("cannot-afford", "not enough doubloons")
                        .with("cost", cost)
                        .with("doubloons", p.doubloons)
                }
            }
            Action::Extra(g) => e(
                "not-produced",
                "the extra barrel must be a kind produced now, still in the supply",
            )
            .with("good", g.id()),
            Action::Sell(g) if p.goods[g.index()] == 0 => {
                e("no-goods", "you have no such good").with("good", g.id())
            }
            Action::Sell(g) => e(
                "house-refuses",
                "the trading house is full or already holds that good",
            )
            .with("good", g.id()),
            Action::Load(g, _) | Action::Wharf(g) if p.goods[g.index()] == 0 => {
                e("no-goods", "you have no such good").with("good", g.id())
            }
            Action::Load(..) => e(
                "ship-refuses",
                "that ship cannot take it: one kind per ship, not on two ships, full ships \
                 take nothing, and the ship that takes the most must be chosen",
            ),
            Action::Wharf(_) => e("no-wharf", "no occupied wharf, or it was used this phase"),
            Action::Pass if self.phase == Phase::Captain => {
                e("must-load", "a player who can load must load")
            }
            Action::Store(_) | Action::Keep(_) => e(
                "cannot-store",
                "warehouse kinds are chosen in increasing order, one kind per free warehouse \
                 space, then the one barrel kept, of a kind you still have",
            ),
            _ => e("not-allowed", "not allowed now"),
        }
    }
}

/// Points at the end: chips, buildings, and the occupied large buildings' bonuses.
pub fn score(p: &Player) -> i32 {
    let mut points = i32::from(p.vp);
    let mut mask = p.buildings;
    while mask != 0 {
        let i = mask.trailing_zeros() as usize;
        points += i32::from(BUILDING_DATA[i].points);
        mask &= mask - 1;
    }
    points + i32::from(large_bonuses(p))
}

/// The five large buildings' bonus points (only when occupied).
pub fn large_bonuses(p: &Player) -> u16 {
    let mut bonus = 0u16;
    if p.occupied(Building::GuildHall) {
        for b in Building::ALL {
            if p.owns(b) {
                bonus += match b.data().kind {
                    Kind::SmallProduction(_) => 1,
                    Kind::Production(_) => 2,
                    _ => 0,
                };
            }
        }
    }
    if p.occupied(Building::Residence) {
        bonus += match p.island_used() {
            0..=9 => 4,
            10 => 5,
            11 => 6,
            _ => 7,
        };
    }
    if p.occupied(Building::Fortress) {
        bonus += u16::from(p.colonists()) / 3;
    }
    if p.occupied(Building::CustomsHouse) {
        bonus += p.vp / 4;
    }
    if p.occupied(Building::CityHall) {
        bonus += Building::ALL
            .iter()
            .filter(|b| p.owns(**b) && b.data().is_violet())
            .count() as u16;
    }
    bonus
}
