//! The mayor's placement for the person to act (the rules of it are in `mayor`).

use islas_core::Seat;
use islas_puerto_rico::{Good, PuertoRico, QUARRY, TARGETS, target_id};
use leptos::prelude::*;

use super::super::Session;
use super::super::mayor;
use super::super::text::target_name;
use crate::components::Icon;
use crate::providers::I18n;
use crate::session::controller::TableController;

/// The mayor's placement for the person to act: every target with free circles, a suggested
/// placement to adjust with − and +, and "Place these colonists" once every colonist that must
/// be placed is.
#[component]
pub fn MayorPanel(
    session: RwSignal<Session>,
    table: TableController<PuertoRico>,
    seat: Seat,
) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let (targets, needed, base, frees, suggested) = session.with_untracked(|s| {
        let g = &s.shown;
        let p = g.player(seat);
        let ts = mayor::targets(g);
        let frees: Vec<u8> = ts.iter().map(|&t| mayor::free(p, t)).collect();
        (
            ts,
            mayor::needed(g),
            mayor::base(g),
            frees,
            mayor::suggest(g),
        )
    });
    // On a phone, the person's island and city at the top of the screen, above the panel.
    request_animation_frame(|| {
        let Some(w) = web_sys::window() else { return };
        let narrow = w
            .inner_width()
            .ok()
            .and_then(|v| v.as_f64())
            .is_some_and(|v| v < 480.0);
        let own = w
            .document()
            .and_then(|d| d.query_selector(".rico .you").ok().flatten());
        if let (true, Some(own)) = (narrow, own) {
            own.scroll_into_view_with_bool(true);
        }
    });
    let plan = RwSignal::new(suggested);
    let placed = move || plan.with(|p| p.iter().sum::<u8>());
    let on_confirm = move |_| {
        let chosen = plan.get_untracked();
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
    let rows = targets
        .iter()
        .zip(frees)
        .map(|(&t, free)| {
            let name = move || target_name(i18n.lang(), t);
            let n = move || plan.with(|p| p[t]);
            let more_label = move || i18n.t_with("rico.mayor.more", &[("target", name())]);
            let fewer_label = move || i18n.t_with("rico.mayor.fewer", &[("target", name())]);
            let no_more = move || n() >= free || placed() >= needed;
            let no_fewer = move || n() == 0;
            let row_class = move || if n() > 0 { "mayor-row filled" } else { "mayor-row" };
            let icon = match t {
                QUARRY => "quarry",
                k if k < QUARRY => Good::ALL[k].id(),
                _ => "building",
            };
            view! {
                <li class=row_class>
                    <Icon name=icon />
                    <span class="mname">
                        {move || i18n.t_with("rico.mayor.slot", &[("target", name()), ("n", n().to_string()), ("free", free.to_string())])}
                    </span>
                    {circles_signal(n, free)}
                    <button type="button" class="secondary step" aria-label=fewer_label
                        disabled=no_fewer
                        on:click=move |_| plan.update(|p| p[t] = p[t].saturating_sub(1))>"−"</button>
                    <button type="button" class="secondary step" aria-label=more_label
                        disabled=no_more
                        on:click=move |_| plan.update(|p| if p[t] < free { p[t] += 1 })>"+"</button>
                </li>
            }
        })
        .collect_view();
    view! {
        <div class="mayor">
            <h3>{move || i18n.t("rico.mayor.title")}</h3>
            <p class="mayor-left" aria-live="polite">
                {move || i18n.t_with("rico.mayor.left", &[("n", placed().to_string()), ("total", needed.to_string())])}
            </p>
            <ul class="mayor-rows">{rows}</ul>
            <p class="hint">{move || i18n.t("rico.mayor.rule")}</p>
            <div class="buttons">
                <button type="button" class="primary" data-action="mayor-confirm" disabled=move || placed() != needed on:click=on_confirm>
                    {move || i18n.t("rico.mayor.confirm")}
                </button>
                <button type="button" class="secondary" on:click=move |_| plan.set(suggested)>
                    {move || i18n.t("rico.mayor.reset")}
                </button>
                <button type="button" class="secondary" on:click=move |_| plan.set([0; TARGETS])>
                    {move || i18n.t("rico.mayor.clear")}
                </button>
            </div>
        </div>
    }
}

fn circles_signal(n: impl Fn() -> u8 + Send + Sync + Copy + 'static, free: u8) -> impl IntoView {
    view! {
        <span class="circles" aria-hidden="true">
            {(0..free).map(|i| view! { <span class="circle" class:on=move || i < n()></span> }).collect_view()}
        </span>
    }
}
