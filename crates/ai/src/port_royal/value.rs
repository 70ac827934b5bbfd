//! What things are worth, in coins, to a Port Royal player.

use islas_core::{Game, Rng, Seat};
use islas_port_royal::big_box::{CONTRACT_INFLUENCE, Profession, Requirement};
use islas_port_royal::contracts::{ContractId, contract, standing_progress};
use islas_port_royal::deck::{Info, Role, card_face, card_info, face_info};
use islas_port_royal::{Action, FaceId, Kind, Phase, PortRoyal, Tally};

/// The constants of the value model.
#[derive(Clone, Debug, PartialEq)]
pub struct Weights {
    /// Coins one point of influence is worth.
    pub influence: f64,
    /// Coins per round that each ability brings in.
    pub governor: f64,
    pub admiral: f64,
    pub jester: f64,
    pub trader: f64,
    pub mademoiselle: f64,
    /// A Set Sail merchant: the influence of the ships of its colour it will tuck.
    pub merchant: f64,
    /// Just One More Contract: a clerk's extra card, a gunner's and a vice admiral's coins.
    pub clerk: f64,
    pub gunner: f64,
    pub vice_admiral: f64,
    /// Per sword, for the first three swords and beyond.
    pub sword: f64,
    pub extra_sword: f64,
    /// Future rounds an ability is credited for at most.
    pub horizon: f64,
    /// Rounds before the end below which coins start losing worth.
    pub coin_fade: f64,
    /// Coins held beyond the tax line are worth this much each.
    pub taxed_coin: f64,
    /// Share of an expedition's worth credited for having part of its symbols.
    pub expedition_progress: f64,
    /// Expected gain, in coins, of one more card in the harbour (rollout policy).
    pub next_card: f64,
    /// Equity difference that makes one player about 73 % likely to beat another.
    pub reward_scale: f64,
    /// Share of a contract's worth credited for being part of the way to it.
    pub contract_progress: f64,
}

impl Default for Weights {
    fn default() -> Self {
        Weights {
            influence: 5.0,
            governor: 1.1,
            admiral: 0.5,
            jester: 0.35,
            trader: 0.3,
            mademoiselle: 0.5,
            merchant: 0.8,
            clerk: 0.3,
            gunner: 1.0,
            vice_admiral: 0.6,
            sword: 0.35,
            extra_sword: 0.1,
            horizon: 8.0,
            coin_fade: 2.0,
            taxed_coin: 0.55,
            expedition_progress: 0.5,
            next_card: 1.0,
            reward_scale: 6.0,
            contract_progress: 0.5,
        }
    }
}

/// Cards a bot draws in one turn at most. Drawing never has to end by itself: when every card
/// left to draw is a tax, a person or a ship the player repels, the discard pile keeps refilling
/// the deck (Set Sail's 60 cards get there often, as its taxes pay out and take back coins), so
/// the bots stop here.
pub const MAX_DRAWS: u8 = 16;

/// Rounds the game will probably still last.
pub fn rounds_left(state: &PortRoyal) -> f64 {
    let n = state.players();
    if state.phase() == Phase::Over {
        return 0.0;
    }
    if let Some(coop) = state.coop() {
        // Co-operative contracts: one time card a turn.
        return (coop.time.len() as f64 / n.max(1) as f64).max(1.0);
    }
    if state.end_triggered_by().is_some() {
        // Turns left in this round, as a share of a round.
        let left = n - state.active() as usize;
        return left as f64 / n as f64;
    }
    let leader = (0..n)
        .map(|s| state.influence(s as Seat))
        .max()
        .unwrap_or(0);
    (f64::from(state.end_influence().saturating_sub(leader)) / 1.4).max(1.0)
}

/// Coins a player keeps whole at a tax: 11 under the base game's tax (12 lose half), 8 under Set
/// Sail's (9 or more are discarded down to 8).
fn tax_line(state: &PortRoyal) -> f64 {
    if state.dealt_from().is_set_sail() {
        8.0
    } else {
        11.0
    }
}

/// What a seat's coins are worth in the equity, beyond the tax line at `taxed_coin` each (nothing
/// in Set Sail, where the excess is lost).
fn coins_worth(state: &PortRoyal, coins: f64, w: &Weights) -> f64 {
    let line = tax_line(state);
    let taxed = if state.dealt_from().is_set_sail() {
        w.taxed_coin * 0.5
    } else {
        w.taxed_coin
    };
    coins.min(line) + (coins - line).max(0.0) * taxed
}

fn sword_value(swords: u8, w: &Weights) -> f64 {
    let s = f64::from(swords);
    s.min(3.0) * w.sword + (s - 3.0).max(0.0) * w.extra_sword
}

/// How far `tally` is towards the expeditions on the table, in coins.
fn expedition_potential(state: &PortRoyal, tally: &Tally, w: &Weights) -> f64 {
    let mut best: f64 = 0.0;
    for &card in state.expeditions() {
        if let Info::Expedition {
            needs,
            coins,
            influence,
        } = card_info(card)
        {
            let total: u8 = needs.iter().sum();
            let mut have = 0u8;
            let mut jacks = tally.jacks;
            for (&need, &owned) in needs.iter().zip(&tally.symbols) {
                let own = need.min(owned);
                let by_jack = (need - own).min(jacks);
                jacks -= by_jack;
                have += own + by_jack;
            }
            if have == 0 {
                continue;
            }
            let worth = f64::from(influence) * w.influence + f64::from(coins)
                - f64::from(total) * w.influence;
            let share = f64::from(have) / f64::from(total);
            best = best.max(worth * share * share * w.expedition_progress);
        }
    }
    best
}

/// A seat's position in coins: influence, coins, and what its characters will still bring.
pub fn equity(state: &PortRoyal, seat: Seat, w: &Weights) -> f64 {
    let t = state.tally(seat);
    let rounds = rounds_left(state);
    let coins = state.coins(seat) as f64;
    let coin_worth = (rounds / w.coin_fade).clamp(0.02, 1.0);
    let coins_value = coin_worth * coins_worth(state, coins, w);
    let r = rounds.min(w.horizon);
    let traders: u8 = t.traders.iter().sum();
    let merchants: u8 = t.merchants.iter().sum();
    let clerks: u8 = t.clerks.iter().sum();
    let abilities = r
        * (f64::from(t.governors) * w.governor
            + f64::from(t.admirals) * w.admiral
            + f64::from(t.jesters) * w.jester
            + f64::from(traders) * w.trader
            + f64::from(t.mademoiselles) * w.mademoiselle
            + f64::from(merchants) * w.merchant
            + f64::from(clerks) * w.clerk
            + f64::from(t.gunners) * w.gunner
            + f64::from(t.vice_admirals) * w.vice_admiral
            + sword_value(t.swords, w));
    let potential = if rounds > 1.0 {
        expedition_potential(state, &t, w)
    } else {
        0.0
    };
    let contracts = if rounds > 1.0 {
        contract_potential(state, seat, coin_worth, w)
    } else {
        0.0
    };
    f64::from(state.influence(seat)) * w.influence + coins_value + abilities + potential + contracts
}

/// What completing a contract now would bring `seat`, in coins: the coins of its first free box
/// (at `coin` each) and the influence of this completion (+1 for the second, +2 for the third).
pub fn contract_worth(
    state: &PortRoyal,
    seat: Seat,
    id: ContractId,
    coin: f64,
    w: &Weights,
) -> f64 {
    let (Some(c), Some(table)) = (contract(id), state.contracts()) else {
        return 0.0;
    };
    let Some(slot) = table.slot(id) else {
        return 0.0;
    };
    let coins = c.track.get(slot.boxes.len()).copied().unwrap_or(0);
    let done = usize::from(table.done.get(usize::from(seat)).copied().unwrap_or(0));
    let influence = CONTRACT_INFLUENCE.get(done).copied().unwrap_or(0);
    f64::from(coins) * coin + f64::from(influence) * w.influence
}

/// How far `seat` is towards the contracts still open to it, in coins: a share of each one's
/// worth by how much of its requirement the display holds, or how many of its steps are done.
fn contract_potential(state: &PortRoyal, seat: Seat, coin: f64, w: &Weights) -> f64 {
    let Some(table) = state.contracts() else {
        return 0.0;
    };
    let display = &state.player(seat).display;
    let mut sum = 0.0;
    for slot in &table.slots {
        let id = slot.contract;
        let Some(c) = contract(id) else { continue };
        if !table.open_to(seat, id) {
            continue;
        }
        let share = match c.requirement {
            Requirement::DeclineCoins { times, .. } | Requirement::ShipColours { times, .. } => {
                f64::from(table.step(seat, id)) / f64::from(times.max(1))
            }
            req => match standing_progress(req, display) {
                // Met but not completed yet: as good as done, but for the box it may lose.
                Some((has, needs)) => (f64::from(has) / f64::from(needs.max(1))).min(1.0),
                None => 0.0,
            },
        };
        if share > 0.0 {
            sum += contract_worth(state, seat, id, coin, w) * share * share * w.contract_progress;
        }
    }
    sum
}

/// The contract decision among `legal`, if there is one: answer an at-once chance (complete it
/// unless it brings nothing), or complete the best contract the display meets.
pub fn contract_choice(
    state: &PortRoyal,
    seat: Seat,
    legal: &[Action],
    w: &Weights,
) -> Option<Action> {
    if super::coop::is_coop(state) {
        return super::coop::contract_choice(state, legal);
    }
    let coin = (rounds_left(state) / w.coin_fade).clamp(0.02, 1.0);
    let mut best: Option<(f64, Action)> = None;
    for a in legal {
        let Action::Complete(id) = a else { continue };
        // A step of a multi-step contract brings nothing now but the way to its coins.
        let stepped = state
            .contracts()
            .is_some_and(|t| t.step(seat, *id) > 0 || is_multi_step(*id));
        let worth = contract_worth(state, seat, *id, coin, w) + if stepped { 1.0 } else { 0.0 };
        if best.is_none_or(|(v, _)| worth > v) {
            best = Some((worth, *a));
        }
    }
    let skip = legal.iter().find(|a| matches!(a, Action::Skip(_))).copied();
    match best {
        Some((v, a)) if v > 0.5 => Some(a),
        _ => skip,
    }
}

fn is_multi_step(id: ContractId) -> bool {
    matches!(
        contract(id).map(|c| c.requirement),
        Some(Requirement::DeclineCoins { .. } | Requirement::ShipColours { times: 2.., .. })
    )
}

/// Answers the at-once chances waiting in `state` as [`contract_choice`] would.
fn settle_offers(state: &mut PortRoyal, w: &Weights) {
    let mut legal = Vec::new();
    while let Some(offer) = state.contract_offer() {
        state.legal_actions(&mut legal);
        let a =
            contract_choice(state, offer.seat, &legal, w).unwrap_or(Action::Skip(offer.contract));
        if state.play(&a).is_err() {
            return;
        }
    }
}

/// A seat's equity against the others: its own minus the mean of the others'.
pub fn score(state: &PortRoyal, seat: Seat, w: &Weights) -> f64 {
    if super::coop::is_coop(state) {
        // Together: every seat values the team's position.
        return super::coop::team_value(state, |s| equity(state, s, w));
    }
    if super::adventure::is_coop(state) {
        return super::adventure::team_value(state, |s| equity(state, s, w));
    }
    let n = state.players();
    let mut others = 0.0;
    for s in 0..n as Seat {
        if s != seat {
            others += equity(state, s, w);
        }
    }
    equity(state, seat, w) - others / (n - 1).max(1) as f64
}

/// Each seat's chance of winning, from the equities (a softmax), or the outcome when over.
pub fn rewards(state: &PortRoyal, w: &Weights, out: &mut Vec<f64>) {
    out.clear();
    let n = state.players();
    if let Some(o) = state.outcome() {
        // Competitive winners share 1; played together, everyone gets the shared result.
        out.extend(o.rewards());
        out.resize(n, 0.0);
        return;
    }
    if super::coop::is_coop(state) {
        out.resize(n, super::coop::reward(state));
        return;
    }
    if super::adventure::is_coop(state) {
        let team = super::adventure::team_value(state, |s| equity(state, s, w));
        out.resize(n, super::adventure::reward_of(team));
        return;
    }
    // Every seat's equity, on the stack (a game has at most 5 seats): an evaluation ends
    // every rollout.
    let mut all = [0.0; 5];
    let eq = &mut all[..n.min(5)];
    for (s, e) in eq.iter_mut().enumerate() {
        *e = equity(state, s as Seat, w);
    }
    let max = eq.iter().cloned().fold(f64::NEG_INFINITY, f64::max);
    let sum: f64 = eq.iter().map(|e| ((e - max) / w.reward_scale).exp()).sum();
    out.extend(eq.iter().map(|e| ((e - max) / w.reward_scale).exp() / sum));
}

/// The seat's best take now by one-step look-ahead on the real rules (clone and play), or
/// `pass` when nothing is worth taking.
pub fn best_take(state: &PortRoyal, seat: Seat, w: &Weights, legal: &[Action]) -> Action {
    let base = score(state, seat, w);
    let mut best = (0.05, Action::Pass);
    for a in legal {
        if !matches!(a, Action::Take(_) | Action::Decline(_)) {
            continue;
        }
        let mut next = state.clone();
        if next.play(a).is_err() {
            continue;
        }
        if matches!(next.phase(), Phase::Gift { .. }) {
            let mut gifts = Vec::new();
            next.legal_actions(&mut gifts);
            let g = gift_to(&next, &gifts, w);
            if next.play(&g).is_err() {
                continue;
            }
        }
        let gain = score(&next, seat, w) - base;
        if gain > best.0 {
            best = (gain, *a);
        }
    }
    best.1
}

/// Whom to give the extra coin of a ship just traded: the other player who is furthest behind
/// (influence first, then coins), so the coin helps nobody who could win; the first such seat in
/// turn order on a tie.
pub fn gift_to(state: &PortRoyal, legal: &[Action], w: &Weights) -> Action {
    let standing =
        |s: Seat| f64::from(state.tally(s).influence) * w.influence + state.coins(s) as f64;
    let mut best: Option<(f64, Action)> = None;
    for a in legal {
        if let Action::Give(s) = a {
            let v = standing(*s);
            if best.is_none_or(|(b, _)| v < b) {
                best = Some((v, *a));
            }
        }
    }
    best.map_or_else(|| legal.first().copied().unwrap_or(Action::Pass), |b| b.1)
}

/// Plays the rest of phase 2 with every player taking their best card, then returns the state.
fn finish_trading(mut state: PortRoyal, w: &Weights) -> PortRoyal {
    let mut legal = Vec::new();
    let turn = state.turn();
    while state.turn() == turn {
        let Some(seat) = state.to_act() else {
            break;
        };
        if !matches!(
            state.phase(),
            Phase::Take { .. } | Phase::Gift { .. } | Phase::Bust
        ) {
            break;
        }
        state.legal_actions(&mut legal);
        let a = if matches!(state.phase(), Phase::Gift { .. }) {
            gift_to(&state, &legal, w)
        } else {
            contract_choice(&state, seat, &legal, w)
                .or_else(|| super::best_claim(&legal))
                .unwrap_or_else(|| best_take(&state, seat, w, &legal))
        };
        if state.play(&a).is_err() {
            break;
        }
    }
    state
}

/// What stopping now is worth to the active player: every player takes their best cards.
fn stop_value(state: &PortRoyal, seat: Seat, w: &Weights) -> f64 {
    let mut s = state.clone();
    settle_offers(&mut s, w);
    if s.play(&Action::Stop).is_err() {
        return score(&s, seat, w);
    }
    score(&finish_trading(s, w), seat, w)
}

/// Repel a ship that would bust the turn; otherwise let it dock.
pub fn repel_or_dock(state: &PortRoyal, seat: Seat, _w: &Weights) -> Action {
    if super::dock_busts(state)
        || super::coop::repel_for_pirates(state, seat)
        || super::adventure::repel_for_mission(state, seat)
    {
        Action::Repel
    } else {
        Action::Dock
    }
}

/// The value to the active player of what the next draw leads to, if it stops right after.
fn after_draw_value(state: &PortRoyal, seat: Seat, w: &Weights) -> f64 {
    let mut s = state.clone();
    if s.play(&Action::Draw).is_err() {
        return score(state, seat, w);
    }
    settle_offers(&mut s, w);
    if matches!(s.phase(), Phase::Repel { .. }) {
        let a = repel_or_dock(&s, seat, w);
        if s.play(&a).is_err() {
            return score(state, seat, w);
        }
    }
    settle_offers(&mut s, w);
    match s.phase() {
        Phase::Discover { .. } => stop_value(&s, seat, w),
        _ => score(&finish_trading(s, w), seat, w),
    }
}

/// Draw one more card, or stop: the expected value of one more card over every card nobody
/// has seen, against the value of stopping now.
pub fn draw_or_stop(state: &PortRoyal, seat: Seat, w: &Weights, rng: &mut Rng) -> Action {
    let drawn = match state.phase() {
        Phase::Discover { drawn } => drawn,
        _ => return Action::Stop,
    };
    let mut legal = Vec::new();
    state.legal_actions(&mut legal);
    if legal.contains(&Action::Gamble) {
        return with_gambler(state, seat, w, rng, &legal);
    }
    if !legal.contains(&Action::Draw) {
        return Action::Stop;
    }
    if drawn == 0 || !legal.contains(&Action::Stop) {
        return Action::Draw;
    }
    if drawn >= MAX_DRAWS || super::adventure::stop_for_mission(state, seat) {
        return Action::Stop;
    }
    let stop = stop_value(state, seat, w);
    let expected = draw_value(state, seat, w, rng);
    if expected > stop {
        Action::Draw
    } else {
        Action::Stop
    }
}

/// Determinizations a medium player looks at to judge a gambler.
const GAMBLE_SAMPLES: u32 = 12;

/// What using a gambler now is worth to the active player, over determinizations of the cards
/// nobody has seen: the four cards, then phase 2 with every player taking their best cards (or
/// stopping there when another gambler could follow).
fn gamble_value(state: &PortRoyal, seat: Seat, w: &Weights, rng: &mut Rng) -> f64 {
    let mut sum = 0.0;
    for _ in 0..GAMBLE_SAMPLES {
        let mut s = state.determinize(seat, rng);
        if s.play(&Action::Gamble).is_err() {
            return f64::NEG_INFINITY;
        }
        settle_offers(&mut s, w);
        sum += match s.phase() {
            Phase::Discover { .. } => stop_value(&s, seat, w),
            _ => score(&finish_trading(s, w), seat, w),
        };
    }
    sum / f64::from(GAMBLE_SAMPLES)
}

/// Draw, stop or use a gambler, whichever is worth most.
fn with_gambler(
    state: &PortRoyal,
    seat: Seat,
    w: &Weights,
    rng: &mut Rng,
    legal: &[Action],
) -> Action {
    let mut best = (gamble_value(state, seat, w, rng), Action::Gamble);
    if legal.contains(&Action::Stop) {
        let v = stop_value(state, seat, w);
        if v > best.0 {
            best = (v, Action::Stop);
        }
    }
    let drawn = match state.phase() {
        Phase::Discover { drawn } => drawn,
        _ => MAX_DRAWS,
    };
    if legal.contains(&Action::Draw) && drawn < MAX_DRAWS {
        let v = draw_value(state, seat, w, rng);
        if v > best.0 {
            best = (v, Action::Draw);
        }
    }
    best.1
}

/// The expected value of one more card over every card nobody has seen, stopping after it.
fn draw_value(state: &PortRoyal, seat: Seat, w: &Weights, rng: &mut Rng) -> f64 {
    if state.deck_len() > 0 {
        let unseen = state.unseen();
        let mut counts = [0u32; 256];
        for &c in &unseen {
            counts[usize::from(card_face(c))] += 1;
        }
        let total: u32 = counts.iter().sum();
        let mut sum = 0.0;
        for (face, &n) in counts.iter().enumerate() {
            if n == 0 {
                continue;
            }
            let mut s = state.clone();
            if !s.put_on_top(face as FaceId) {
                continue;
            }
            sum += f64::from(n) * after_draw_value(&s, seat, w);
        }
        sum / f64::from(total.max(1))
    } else {
        // The deck is empty: the next card comes from the reshuffled discard pile.
        let samples = 8;
        (0..samples)
            .map(|_| after_draw_value(&state.determinize(seat, rng), seat, w))
            .sum::<f64>()
            / f64::from(samples)
    }
}

// ----- fast rollout policy ------------------------------------------------------------------

/// A person's worth to a player with `tally`, in coins, without playing anything.
fn person_worth(role: Role, influence: u8, tally: &Tally, rounds: f64, w: &Weights) -> f64 {
    let r = rounds.min(w.horizon);
    let ability = match role {
        Role::Base(Kind::Governor) => w.governor,
        Role::Base(Kind::Admiral) => w.admiral,
        Role::Base(Kind::Jester) => w.jester,
        Role::Base(Kind::Trader(_)) => w.trader,
        Role::Base(Kind::Mademoiselle) => w.mademoiselle,
        Role::Base(Kind::Sailor) => {
            if tally.swords < 3 {
                w.sword
            } else {
                w.extra_sword
            }
        }
        Role::Base(Kind::Pirate) => {
            if tally.swords < 2 {
                2.0 * w.sword
            } else {
                w.sword + w.extra_sword
            }
        }
        Role::Base(Kind::Captain | Kind::Priest | Kind::Settler | Kind::JackOfAllTrades) => 0.25,
        Role::New(Profession::Merchant(_)) => w.merchant,
        Role::New(Profession::Clerk(_)) => w.clerk,
        Role::New(Profession::Gunner) => w.gunner,
        Role::New(Profession::ViceAdmiral) => w.vice_admiral,
        Role::New(_) => 0.0,
    };
    f64::from(influence) * w.influence + r * ability
}

/// Per card id, what [`bust_risk`] needs of a ship: 0 for any other card, else the colour plus
/// one in the low three bits and, above them, the swords that repel it (256 when none can).
fn ship_keys() -> &'static [u16; 256] {
    static KEYS: std::sync::OnceLock<[u16; 256]> = std::sync::OnceLock::new();
    KEYS.get_or_init(|| {
        let mut keys = [0u16; 256];
        for (c, k) in keys.iter_mut().enumerate() {
            if let Info::Ship {
                colour, swords: s, ..
            } = card_info(c as islas_port_royal::Card)
            {
                *k = (colour as u16 + 1) | (s.map_or(256, u16::from) << 3);
            }
        }
        keys
    })
}

/// The chance that the next card busts the active player's turn, from the unseen cards: a ship
/// of a colour already in the harbour that the player cannot repel.
pub fn bust_risk(state: &PortRoyal, seat: Seat) -> f64 {
    let keys = ship_keys();
    // Bit `colour + 1` for each ship colour in the harbour (bit 0 collects the other cards).
    let mut present = 0u32;
    for &c in state.harbour() {
        present |= 1 << (keys[usize::from(c)] & 7);
    }
    present &= !1;
    if present == 0 {
        return 0.0;
    }
    let swords = u16::from(state.tally(seat).swords);
    let (mut total, mut busting) = (0u32, 0u32);
    for cards in state.unseen_slices() {
        total += cards.len() as u32;
        for &c in cards {
            let k = keys[usize::from(c)];
            let repelled = swords > 0 && swords >= k >> 3;
            busting += (present >> (k & 7)) & 1 & u32::from(!repelled);
        }
    }
    if total == 0 {
        return 0.0;
    }
    f64::from(busting) / f64::from(total)
}

/// What the active player stands to take from the harbour now: the static worth of the best
/// cards it may take.
fn harbour_worth(state: &PortRoyal, seat: Seat, w: &Weights) -> f64 {
    let tally = state.tally(seat);
    let rounds = rounds_left(state);
    let coin = (rounds / w.coin_fade).clamp(0.02, 1.0);
    let takes =
        usize::from(islas_port_royal::takes_for_colours(state.harbour_colours()) + tally.governors);
    let harbour = state.harbour();
    // The harbour is short: its gains sorted on the stack (a longer one in a `Vec`). A plain
    // loop, not iterator adapters: built for size, each adapter's step is a call.
    const ON_STACK: usize = 32;
    let mut on_stack = [0.0; ON_STACK];
    let mut on_heap = Vec::new();
    let gains: &mut [f64] = if harbour.len() <= ON_STACK {
        &mut on_stack[..harbour.len()]
    } else {
        on_heap.resize(harbour.len(), 0.0);
        &mut on_heap
    };
    let mut n = 0;
    for &c in harbour {
        let g = static_gain(card_info(c), &tally, rounds, coin, w);
        if g > 0.0 {
            gains[n] = g;
            n += 1;
        }
    }
    let gains = &mut gains[..n];
    islas_core::sort_small_by(gains, |a, b| b.total_cmp(a));
    gains.iter().take(takes).sum()
}

/// A harbour card's static worth to a player with `tally`, net of its price. A ship of a
/// merchant's colour is tucked under it for 1 influence besides its coins.
fn static_gain(info: Info, tally: &Tally, rounds: f64, coin: f64, w: &Weights) -> f64 {
    match info {
        Info::Ship { colour, coins, .. } => {
            let tucked = if tally.merchants[colour as usize] > 0 {
                w.influence
            } else {
                0.0
            };
            f64::from(coins + tally.traders[colour as usize]) * coin + tucked
        }
        Info::Person {
            role,
            cost,
            influence,
            ..
        } => {
            let price = f64::from(cost.saturating_sub(tally.mademoiselles));
            person_worth(role, influence, tally, rounds, w) - price * coin
        }
        _ => 0.0,
    }
}

/// The cheap policy used in rollouts: claim when possible, repel a busting ship, stop drawing
/// when the bust risk gets high, and take the card with the best static value.
pub fn fast_policy(state: &PortRoyal, legal: &[Action], w: &Weights) -> Action {
    if let Some(c) = super::best_claim(legal) {
        return c;
    }
    let Some(seat) = state.to_act() else {
        return legal.first().copied().unwrap_or(Action::Pass);
    };
    let coop = super::coop::is_coop(state);
    if state.asks_set_aside() {
        return super::coop::set_aside(state);
    }
    if let Some(a) = super::adventure::choice(state, legal) {
        return a;
    }
    if coop {
        if let Some(a) = super::coop::contract_choice(state, legal) {
            return a;
        }
    } else if state.contracts().is_some() {
        // Contracts: complete whatever can be (the first boxes pay most), answer chances yes.
        if let Some(a) = legal.iter().find(|a| matches!(a, Action::Complete(_))) {
            return *a;
        }
    }
    match state.phase() {
        Phase::Repel { .. } => repel_or_dock(state, seat, w),
        Phase::Discover { drawn } => {
            if !legal.contains(&Action::Stop) {
                return Action::Draw;
            }
            if !legal.contains(&Action::Draw)
                || drawn >= MAX_DRAWS
                || super::adventure::stop_for_mission(state, seat)
            {
                return Action::Stop;
            }
            let risk = bust_risk(state, seat);
            if risk == 0.0 {
                // Nothing can bust the turn: whatever is at stake, the rule below reads
                // `0 >= next_card`, so the harbour need not be valued.
                return if 0.0 >= w.next_card {
                    Action::Stop
                } else {
                    Action::Draw
                };
            }
            let at_stake = harbour_worth(state, seat, w);
            if risk * at_stake >= (1.0 - risk) * w.next_card {
                Action::Stop
            } else {
                Action::Draw
            }
        }
        Phase::Take { .. } => {
            let tally = state.tally(seat);
            let rounds = rounds_left(state);
            let coin = (rounds / w.coin_fade).clamp(0.02, 1.0);
            let paying = if seat == state.active() { 0.0 } else { coin };
            let mut best = (0.05, Action::Pass);
            for a in legal {
                let Action::Take(face) = a else { continue };
                let Some(info) = face_info(*face) else {
                    continue;
                };
                let mut gain = static_gain(info, &tally, rounds, coin, w) - paying;
                if coop {
                    gain += super::coop::take_progress(state, seat, *face)
                        * super::coop::CONTRACT_VALUE;
                }
                if gain > best.0 {
                    best = (gain, *a);
                }
            }
            best.1
        }
        Phase::Gift { .. } => gift_to(state, legal, w),
        Phase::Bust | Phase::Over => Action::Pass,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use islas_core::{ConfigSpec, Seed};
    use islas_port_royal::Config;
    use islas_port_royal::adventure::data::CampaignMode;

    /// [`bust_risk`] as the rule reads, card by card: the unseen ships of a colour already in the
    /// harbour that the player's swords do not repel, over every unseen card.
    fn bust_risk_plainly(state: &PortRoyal, seat: Seat) -> f64 {
        let colours: Vec<_> = state
            .harbour()
            .iter()
            .filter_map(|&c| match card_info(c) {
                Info::Ship { colour, .. } => Some(colour),
                _ => None,
            })
            .collect();
        let swords = state.tally(seat).swords;
        let unseen: Vec<_> = state.unseen_slices().flatten().copied().collect();
        let busting = unseen
            .iter()
            .filter(|&&c| match card_info(c) {
                Info::Ship {
                    colour, swords: s, ..
                } => colours.contains(&colour) && !(swords > 0 && s.is_some_and(|s| swords >= s)),
                _ => false,
            })
            .count();
        if unseen.is_empty() {
            0.0
        } else {
            busting as f64 / unseen.len() as f64
        }
    }

    #[test]
    fn the_bust_risk_counts_the_unseen_ships_that_would_bust() {
        let configs = [
            Config::new(2),
            Config::new(4),
            Config::from_options(3, &["set-sail"]).unwrap(),
            Config::from_options(2, &["set-sail-cards", "gambler"]).unwrap(),
            Config::adventure(2, 3, CampaignMode::Competitive),
        ];
        let mut risky = 0;
        for (i, config) in configs.iter().enumerate() {
            for seed in 0..8u64 {
                let mut g = PortRoyal::setup(config, Seed::from_u64(seed)).unwrap();
                let mut rng = Rng::from_seed(seed ^ i as u64);
                let mut legal = Vec::new();
                while g.to_act().is_some() {
                    for s in 0..g.players() as Seat {
                        let risk = bust_risk(&g, s);
                        assert_eq!(risk, bust_risk_plainly(&g, s), "seat {s}");
                        risky += usize::from(risk > 0.0);
                    }
                    g.legal_actions(&mut legal);
                    let a = legal[rng.below(legal.len() as u32) as usize];
                    g.play(&a).unwrap();
                }
            }
        }
        assert!(risky > 1000, "enough positions with a risk: {risky}");
    }
}
