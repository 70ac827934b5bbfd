//! The controls of the person to act: a button per legal action, labelled from a dry run of the
//! engine (`Session::preview`); the hand of cards when choosing one.

use islas_jamaica::{Action, Phase};
use leptos::prelude::*;

use super::super::text::{action_label, seat_name};
use super::{Board, card_face, die_icon};
use crate::components::Icon;
use crate::i18n::text;

/// The person's decision, if a person is to act.
#[component]
pub(super) fn Controls(board: Board) -> impl IntoView {
    let Board {
        table,
        session,
        i18n,
        ..
    } = board;
    let lang = move || i18n.lang();
    let on_action = move |text: String| table.act(text);
    move || {
        let s = session.get();
        let seat = s.person_to_act()?;
        let l = lang();
        let legal = s.legal();
        let choosing = s.shown.phase() == Phase::Choose;
        let buttons = legal
            .iter()
            .map(|a| {
                let notation = a.to_string();
                let class = match a {
                    Action::Roll | Action::Dice(..) => "primary",
                    Action::Spare | Action::Keep => "secondary",
                    _ => "take",
                };
                let content = match *a {
                    Action::Choose(n) => card_face(l, n, s.shown.dice()).into_any(),
                    Action::Dice(m, e) => view! {
                        <Icon name="sun" /><Icon name=die_icon(m) />
                        <Icon name="moon" /><Icon name=die_icon(e) />
                        <span>{action_label(l, &s.seats, &s.shown, a, &[])}</span>
                    }
                    .into_any(),
                    _ => {
                        let preview = s.preview(a).unwrap_or_default();
                        action_label(l, &s.seats, &s.shown, a, &preview).into_any()
                    }
                };
                view! {
                    <button type="button" class=class class:card=choosing data-action=notation.clone()
                        on:click=move |_| on_action(notation.clone())>
                        {content}
                    </button>
                }
            })
            .collect_view();
        let who = seat_name(l, &s.seats, seat);
        let prompt = choosing.then(|| text(l, "jm.choose.prompt", &[]));
        Some(view! {
            <h2 class="visually-hidden">{i18n.t_with("table.controls", &[("name", who)])}</h2>
            {prompt.map(|p| view! { <p class="prompt">{p}</p> })}
            <div class="buttons" class:hand=choosing>{buttons}</div>
        })
    }
}
