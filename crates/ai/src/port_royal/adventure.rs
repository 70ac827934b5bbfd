//! The bots' sense for the Adventure: a mission is completed whenever it can be (its rewards and
//! the cube's slot are always worth it to these bots), a cube is bought at an End of Month when
//! offered, and in a co-operative chapter every seat values a state the same way: the team's
//! progress towards card 9 (every mission on the table, the cubes and the influence it asks).

use islas_core::{Game, Seat};
use islas_port_royal::adventure::content;
use islas_port_royal::adventure::data::CampaignMode;
use islas_port_royal::{Action, PortRoyal};

/// Whether the game is a co-operative chapter of the Adventure.
pub fn is_coop(state: &PortRoyal) -> bool {
    state
        .adventure()
        .is_some_and(|a| a.mode == CampaignMode::CoOp)
}

/// The Adventure's choice among `legal`: a mission to complete, or a cube to buy.
pub fn choice(state: &PortRoyal, legal: &[Action]) -> Option<Action> {
    state.adventure()?;
    legal
        .iter()
        .find(|a| matches!(a, Action::Mission(_) | Action::BuyCube))
        .copied()
}

/// The team's progress towards card 9, in `0..=1`: missions on the table completed, cubes on
/// missions and influence against card 9's totals, a third each.
pub fn progress(state: &PortRoyal) -> f64 {
    let Some(a) = state.adventure() else {
        return 0.0;
    };
    let Some(v) = content::victory(state.players() as u8) else {
        return 0.0;
    };
    let missions =
        a.table.iter().filter(|p| !p.done.is_empty()).count() as f64 / a.table.len().max(1) as f64;
    let cubes: u32 = a.heroes.iter().map(|h| u32::from(h.on_missions)).sum();
    let influence: u32 = (0..state.players() as Seat)
        .map(|s| u32::from(state.influence(s)))
        .sum();
    let part = |have: u32, need: u8| (f64::from(have) / f64::from(need.max(1))).min(1.0);
    (missions + part(cubes, v.cubes) + part(influence, v.influence)) / 3.0
}

/// The shared reward of an unfinished co-operative chapter (below a win's 1).
pub fn reward(state: &PortRoyal) -> f64 {
    0.7 * progress(state)
}
