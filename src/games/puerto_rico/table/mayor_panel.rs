//! The mayor's placement for the person to act (the rules of it are in `mayor`): the colonists
//! go on the circles of the person's own island and city (`MayorPlan`, drawn there by `estate`),
//! and this panel keeps what has no piece: how many are placed, the suggestion, "Clear" and
//! "Place these colonists".

use islas_core::Seat;
use islas_puerto_rico::{PuertoRico, TARGETS, target_id};
use leptos::prelude::*;

use super::super::Session;
use super::super::mayor;
use crate::providers::I18n;
use crate::session::controller::TableController;

/// The person's mayor decision the plan is for.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MayorTurn {
    pub seat: Seat,
    /// The record's length when the decision came: the plan is for that decision only.
    pub at: usize,
    /// The colonists the placement must hold.
    pub needed: u8,
    /// The free circles of each target (0 for a target no colonist may go to).
    pub free: [u8; TARGETS],
}

/// The placement being made, shared by the panel and the person's board: for each target, a
/// bit for each of its free circles that gets a colonist.
#[derive(Clone, Copy)]
pub struct MayorPlan {
    pub turn: RwSignal<Option<MayorTurn>>,
    pub chosen: RwSignal<[u16; TARGETS]>,
}

impl MayorPlan {
    pub fn new() -> Self {
        Self {
            turn: RwSignal::new(None),
            chosen: RwSignal::new([0; TARGETS]),
        }
    }

    /// The plan's turn when it is the person's decision shown in `s` (tracked).
    pub fn for_board(&self, s: &Session, seat: Seat) -> Option<MayorTurn> {
        self.turn
            .get()
            .filter(|m| m.seat == seat && m.at == s.record.actions.len())
            .filter(|_| s.person_to_act() == Some(seat))
    }

    /// Colonists on each target in the plan.
    pub fn counts(chosen: &[u16; TARGETS]) -> [u8; TARGETS] {
        chosen.map(|m| m.count_ones() as u8)
    }

    /// The colonists placed so far (tracked).
    pub fn placed(&self) -> u8 {
        self.chosen
            .with(|c| c.iter().map(|m| m.count_ones() as u8).sum())
    }

    /// Whether free circle `j` of target `t` gets a colonist (tracked).
    pub fn on(&self, t: usize, j: u8) -> bool {
        self.chosen.with(|c| c[t] >> j & 1 == 1)
    }

    /// A tap on free circle `j` of target `t`: a colonist there, or taken back.
    pub fn toggle(&self, t: usize, j: u8) {
        let needed = self.turn.get_untracked().map_or(0, |m| m.needed);
        self.chosen.update(|c| *c = toggled(c, t, j, needed));
    }
}

/// `chosen` after a tap on free circle `j` of target `t`: a filled one emptied, an empty one
/// filled while fewer than `needed` colonists are placed.
fn toggled(chosen: &[u16; TARGETS], t: usize, j: u8, needed: u8) -> [u16; TARGETS] {
    let mut c = *chosen;
    let placed: u32 = c.iter().map(|m| m.count_ones()).sum();
    if c[t] >> j & 1 == 1 {
        c[t] &= !(1 << j);
    } else if placed < u32::from(needed) {
        c[t] |= 1 << j;
    }
    c
}

/// A plan of colonists by target as the circles they fill: the first ones of each target.
fn as_circles(plan: &[u8; TARGETS]) -> [u16; TARGETS] {
    plan.map(|n| ((1u32 << n) - 1) as u16)
}

/// The mayor's panel for the person to act: how many colonists are placed of those that must
/// be, "Place these colonists" once they all are, the suggested placement again, or none.
#[component]
pub fn MayorPanel(
    session: RwSignal<Session>,
    table: TableController<PuertoRico>,
    seat: Seat,
) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let plan = expect_context::<MayorPlan>();
    let (turn, base, suggested) = session.with_untracked(|s| {
        let g = &s.shown;
        let p = g.player(seat);
        let mut free = [0; TARGETS];
        for t in mayor::targets(g) {
            free[t] = mayor::free(p, t);
        }
        let turn = MayorTurn {
            seat,
            at: s.record.actions.len(),
            needed: mayor::needed(g),
            free,
        };
        (turn, mayor::base(g), as_circles(&mayor::suggest(g)))
    });
    let needed = turn.needed;
    plan.chosen.set(suggested);
    plan.turn.set(Some(turn));
    // On a phone, the person's island and city (where the colonists go) at the top of the
    // screen, above the panel.
    own_board_up(480.0);
    let placed = move || plan.placed();
    let on_confirm = move |_| {
        let chosen = MayorPlan::counts(&plan.chosen.get_untracked());
        for _ in 0..(TARGETS * 4) {
            let next = session.with_untracked(|s| {
                (s.person_to_act() == Some(seat))
                    .then(|| mayor::next_place(&s.shown, &base, &chosen))
                    .flatten()
            });
            let Some(t) = next else { break };
            let before = session.with_untracked(|s| s.record.actions.len());
            table.act(format!("place {}", target_id(t)));
            if session.with_untracked(|s| s.record.actions.len()) == before {
                break;
            }
        }
    };
    view! {
        <div class="mayor">
            <h3>{move || i18n.t("rico.mayor.title")}</h3>
            <p class="mayor-left" aria-live="polite">
                {move || i18n.t_with("rico.mayor.left", &[("n", placed().to_string()), ("total", needed.to_string())])}
            </p>
            <p class="hint">{move || i18n.t("rico.mayor.tap")}" "{move || i18n.t("rico.mayor.rule")}</p>
            <div class="buttons">
                <button type="button" class="primary" data-action="mayor-confirm" disabled=move || placed() != needed on:click=on_confirm>
                    {move || i18n.t("rico.mayor.confirm")}
                </button>
                <button type="button" class="secondary" on:click=move |_| plan.chosen.set(suggested)>
                    {move || i18n.t("rico.mayor.reset")}
                </button>
                <button type="button" class="secondary" on:click=move |_| plan.chosen.set([0; TARGETS])>
                    {move || i18n.t("rico.mayor.clear")}
                </button>
            </div>
        </div>
    }
}

/// On a screen narrower than `below` pixels, the person's own board (island and city) brought
/// to the top of the screen on the next frame: the decision, which keeps to the bottom, under
/// it.
pub fn own_board_up(below: f64) {
    request_animation_frame(move || {
        let Some(w) = web_sys::window() else { return };
        let narrow = w
            .inner_width()
            .ok()
            .and_then(|v| v.as_f64())
            .is_some_and(|v| v < below);
        let own = w
            .document()
            .and_then(|d| d.query_selector(".rico .you").ok().flatten());
        if let (true, Some(own)) = (narrow, own) {
            own.scroll_into_view_with_bool(true);
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_plan_fills_the_first_circles_of_each_target() {
        let mut plan = [0u8; TARGETS];
        plan[0] = 2;
        plan[7] = 3;
        let c = as_circles(&plan);
        assert_eq!(c[0], 0b11);
        assert_eq!(c[7], 0b111);
        assert_eq!(c[1], 0);
        assert_eq!(MayorPlan::counts(&c), plan);
    }

    /// A tap fills an empty circle (the one tapped) while colonists are left, and empties a
    /// filled one.
    #[test]
    fn a_tap_places_or_takes_back_one_colonist() {
        let c = [0u16; TARGETS];
        let c = toggled(&c, 2, 1, 2);
        assert_eq!(c[2], 0b10);
        let c = toggled(&c, 8, 0, 2);
        assert_eq!(c[8], 0b1);
        assert_eq!(toggled(&c, 0, 0, 2), c, "every colonist is placed");
        let c = toggled(&c, 2, 1, 2);
        assert_eq!(c[2], 0);
        assert_eq!(MayorPlan::counts(&c).iter().sum::<u8>(), 1);
    }
}
