//! The bots' sense for the co-operative and solo contracts: the team's progress towards a cube
//! on every face-up contract before the time deck runs out. Every seat values a state the same
//! way ([`team_value`]), a contract someone has already completed is not worth another cube, and
//! a time card is set aside for a point only while time is plentiful.

use islas_core::{Game, Seat};
use islas_port_royal::big_box::Requirement;
use islas_port_royal::contracts::{Contracts, contract, standing_progress};
use islas_port_royal::deck::{Info, card_face, card_info};
use islas_port_royal::{Action, Card, FaceId, Phase, PortRoyal};

/// What a contract with a cube is worth to the team, in coins of the equity.
pub const CONTRACT_VALUE: f64 = 12.0;

/// Whether the game is played with the co-operative contracts.
pub fn is_coop(state: &PortRoyal) -> bool {
    state.coop().is_some()
}

/// Time cards left, or 0 outside the co-operative mode.
pub fn time_left(state: &PortRoyal) -> usize {
    state.coop().map_or(0, |c| c.time.len())
}

/// Face-up contracts nobody has completed yet.
pub fn open_contracts(table: &Contracts) -> usize {
    table.slots.iter().filter(|s| s.boxes.is_empty()).count()
}

/// How far `seat` is towards contract `id` (0 to 1), with `extra` in its display; 0 when the
/// contract is no longer open to it.
fn share(state: &PortRoyal, table: &Contracts, seat: Seat, id: u8, extra: Option<Card>) -> f64 {
    let Some(c) = contract(id) else { return 0.0 };
    if !table.open_to(seat, id) {
        return 0.0;
    }
    match c.requirement {
        Requirement::DeclineCoins { times, .. } | Requirement::ShipColours { times, .. } => {
            f64::from(table.step(seat, id)) / f64::from(times.max(1))
        }
        Requirement::Influence(n) => (f64::from(state.influence(seat)) / f64::from(n)).min(1.0),
        Requirement::PayCoins(n) => (state.coins(seat) as f64 / f64::from(n)).min(1.0),
        Requirement::PayTax | Requirement::Bust => 0.0,
        Requirement::RepelEveryColour => state.kept_ships(seat).len() as f64 / 5.0,
        req => {
            let display = &state.player(seat).display;
            let progress = match extra {
                Some(card) => {
                    let mut d: Vec<Card> = display.to_vec();
                    d.push(card);
                    standing_progress(req, &d)
                }
                None => standing_progress(req, display),
            };
            progress.map_or(0.0, |(has, needs)| {
                (f64::from(has) / f64::from(needs.max(1))).min(1.0)
            })
        }
    }
}

/// The team's progress: each completed contract counts whole, each open one by the best share
/// any seat holds (squared: the last step is the hard one), in `0..=1`.
pub fn progress(state: &PortRoyal) -> f64 {
    let Some(table) = state.contracts() else {
        return 0.0;
    };
    let n = table.slots.len().max(1) as f64;
    let mut sum = 0.0;
    for slot in &table.slots {
        if !slot.boxes.is_empty() {
            sum += 1.0;
            continue;
        }
        let best = (0..state.players() as Seat)
            .map(|s| share(state, table, s, slot.contract, None))
            .fold(0.0, f64::max);
        sum += 0.7 * best * best;
    }
    sum / n
}

/// What a state is worth to every seat alike, in coins: the contracts with a cube, the progress
/// towards the others, and a little of everyone's equity (coins and persons help later).
pub fn team_value(state: &PortRoyal, equity: impl Fn(Seat) -> f64) -> f64 {
    let Some(table) = state.contracts() else {
        return 0.0;
    };
    let n = state.players();
    let contracts = progress(state) * table.slots.len() as f64 * CONTRACT_VALUE;
    let resources: f64 = (0..n as Seat).map(equity).sum::<f64>() / n as f64;
    contracts + 0.3 * resources
}

/// The shared reward of an unfinished state in `0..=1` (the search's judgement where rollouts
/// stop): the progress, discounted when little time is left for what is still open.
pub fn reward(state: &PortRoyal) -> f64 {
    if let Some(o) = state.outcome() {
        return o.rewards().first().copied().unwrap_or(0.0);
    }
    let Some(table) = state.contracts() else {
        return 0.0;
    };
    let open = open_contracts(table) as f64;
    let time = time_left(state) as f64;
    let ease = if open == 0.0 {
        1.0
    } else {
        (time / (time + 2.5 * open)).clamp(0.0, 1.0)
    };
    (progress(state) * (0.5 + 0.5 * ease)).clamp(0.0, 1.0)
}

/// Whether to set the top time card aside after a tax: only while the time left comfortably
/// exceeds what the open contracts are likely to need.
pub fn set_aside(state: &PortRoyal) -> Action {
    let Some(table) = state.contracts() else {
        return Action::Pass;
    };
    let open = open_contracts(table);
    let players = state.players().max(1);
    // Turns the team probably still needs: about four per open contract, shared by the seats
    // that can complete them during any turn, and never fewer than a few.
    let needed = 4 + (4 * open).div_ceil(players.min(3));
    if time_left(state) > needed + 1 {
        Action::SetAside
    } else {
        Action::Pass
    }
}

/// A contract decision in the co-operative mode: complete (or step on) a contract nobody has a
/// cube on yet; let every other chance go (a cube is worth more elsewhere).
pub fn contract_choice(state: &PortRoyal, legal: &[Action]) -> Option<Action> {
    let table = state.contracts()?;
    let useful = |id: u8| table.slot(id).is_some_and(|s| s.boxes.is_empty());
    let mut best: Option<(f64, Action)> = None;
    for a in legal {
        if let Action::Complete(id) = a
            && useful(*id)
        {
            let pays = matches!(
                contract(*id).map(|c| c.requirement),
                Some(Requirement::PayCoins(_))
            );
            // Ransom only when nothing else can be completed instead.
            let v = if pays { 0.5 } else { 1.0 };
            if best.is_none_or(|(b, _)| v > b) {
                best = Some((v, *a));
            }
        }
    }
    if let Some((_, a)) = best {
        return Some(a);
    }
    legal.iter().find(|a| matches!(a, Action::Skip(_))).copied()
}

/// What taking the harbour card of `face` adds to `seat`'s progress towards the open contracts
/// nobody has completed, in contract shares.
pub fn take_progress(state: &PortRoyal, seat: Seat, face: FaceId) -> f64 {
    let Some(table) = state.contracts() else {
        return 0.0;
    };
    let Some(card) = state
        .harbour()
        .iter()
        .copied()
        .find(|&c| card_face(c) == face)
    else {
        return 0.0;
    };
    let mut gain = 0.0;
    for slot in table.slots.iter().filter(|s| s.boxes.is_empty()) {
        let before = share(state, table, seat, slot.contract, None);
        let after = share(state, table, seat, slot.contract, Some(card));
        gain += (after - before).max(0.0);
    }
    gain
}

/// Co-operative contracts: whether to repel the ship waiting, for a Pack of Pirates nobody has
/// completed, when `seat` keeps no ship of its colour yet.
pub fn repel_for_pirates(state: &PortRoyal, seat: Seat) -> bool {
    let (Some(table), Phase::Repel { ship, .. }) = (state.contracts(), state.phase()) else {
        return false;
    };
    if !is_coop(state) {
        return false;
    }
    let Info::Ship { colour, .. } = card_info(ship) else {
        return false;
    };
    let wanted = table.slots.iter().any(|s| {
        s.boxes.is_empty()
            && contract(s.contract).is_some_and(|c| c.requirement == Requirement::RepelEveryColour)
            && table.open_to(seat, s.contract)
    });
    wanted
        && !state
            .kept_ships(seat)
            .iter()
            .any(|&k| matches!(card_info(k), Info::Ship { colour: c, .. } if c == colour))
}
