//! Hands' table, on the shared controller: each seat's hand as the table shows it
//! (`Session::shown`: the viewer's own cards, the others' as backs), the cards played, the legal
//! actions of the person to act as buttons, the hand-over cover between persons, the bar
//! (undo, skip, rules) and, at the end, the scores with the shared end actions.

use islas_core::{Game, Seat};
use islas_hands::Hands;
use leptos::prelude::*;

use crate::components::{HandoverCover, refocus_controls};
use crate::providers::{I18n, SavesContext};
use crate::session::controller::{TableController, open};
use crate::session::{EndActions, Session, TableBar};

/// The table of the saved game `id`, or why it cannot be opened.
#[component]
pub fn Table(id: String) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let saves = expect_context::<SavesContext>();
    match open::<Hands>(saves, &id) {
        Ok((session, rev)) => view! { <TableView id=id session=session rev=rev /> }.into_any(),
        Err((key, reason)) => view! {
            <section class="page table-missing">
                <h1>"Hands"</h1>
                <p class="error" role="alert">{move || i18n.t_with(key, &[("reason", reason.clone())])}</p>
                <p><a href="/" class="button secondary">{move || i18n.t("link.back")}</a></p>
            </section>
        }
        .into_any(),
    }
}

/// The table of a game in play (`rev`: the save's revision read).
#[component]
pub fn TableView(id: String, session: Session<Hands>, #[prop(optional)] rev: u64) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let rules_href = format!("/rules/{}?from={id}", Hands::NAME);
    let table = TableController::new(id, session, rev, |_, refusal| refusal.key.to_string());
    let session = table.session;
    let name = move |seat: Seat| {
        session.with(|s| {
            let n = &s.seats[usize::from(seat)].name;
            if n.is_empty() {
                format!("{} {}", i18n.t("hands.seat"), seat + 1)
            } else {
                n.clone()
            }
        })
    };
    let hands = move || {
        session.with(|s| {
            let g = &s.shown;
            (0..g.players() as Seat)
                .map(|seat| {
                    let hand = g.hands[usize::from(seat)]
                        .iter()
                        .map(u8::to_string)
                        .collect::<Vec<_>>()
                        .join(" ");
                    let played = g.played[usize::from(seat)]
                        .iter()
                        .map(u8::to_string)
                        .collect::<Vec<_>>()
                        .join(" ");
                    view! {
                        <li data-seat=seat.to_string()>
                            <h3>{name(seat)}</h3>
                            <p class="hand">{hand}</p>
                            <p class="played">{played}</p>
                        </li>
                    }
                })
                .collect_view()
        })
    };
    let buttons = move || {
        session.with(|s| {
            s.person_to_act().map(|_| {
                s.legal()
                    .into_iter()
                    .map(|a| {
                        let text = a.to_string();
                        let act = text.clone();
                        let label = text.clone();
                        view! {
                            <button type="button" data-action=text on:click=move |_| table.act(act.clone())>
                                {label}
                            </button>
                        }
                    })
                    .collect_view()
            })
        })
    };
    let status = Signal::derive(move || {
        session.with(|s| match s.to_act() {
            Some(seat) => i18n.t_with("hands.to_act", &[("name", name(seat))]),
            None => i18n.t("hands.over"),
        })
    });
    // Each seat's total of played cards, once the game is over.
    let totals = move || {
        session.with(|s| {
            let g = &s.shown;
            (0..g.players() as Seat)
                .map(|seat| {
                    let total: u32 = g.played[usize::from(seat)]
                        .iter()
                        .map(|&c| u32::from(c))
                        .sum();
                    view! { <li>{format!("{}: {total}", name(seat))}</li> }
                })
                .collect_view()
        })
    };
    let decision_ref = NodeRef::<leptos::html::Div>::new();
    refocus_controls(move || session.track(), decision_ref, &["button:enabled"]);
    let cover_name = Signal::derive(move || name(table.cover.get().unwrap_or(0)));
    view! {
        <section class="page table" aria-labelledby="table-title">
            <h1 id="table-title">"Hands"</h1>
            <TableBar table=table phase=status rules_href=rules_href />
            <Show
                when=move || table.cover.get().is_none()
                fallback=move || view! { <HandoverCover name=cover_name on_ready=Callback::new(move |()| table.uncover()) /> }
            >
                <ul class="hands">{hands}</ul>
                <div class="decision" role="region" aria-label=move || i18n.t("hands.decision") node_ref=decision_ref>
                    <div class="buttons">{buttons}</div>
                </div>
                <Show when=move || session.with(|s| s.is_over())>
                    <section class="end" aria-labelledby="final-title">
                        <h2 id="final-title">{move || i18n.t("hands.final")}</h2>
                        <ol>{totals}</ol>
                        <EndActions session=session />
                    </section>
                </Show>
            </Show>
        </section>
    }
}

impl crate::session::advice::Advised for Hands {
    fn situation(lang: crate::i18n::Lang, s: &Session<Hands>) -> String {
        let _ = lang;
        format!("{:?}", s.to_act())
    }
    fn action_words(
        lang: crate::i18n::Lang,
        s: &Session<Hands>,
        action: &islas_hands::Action,
    ) -> String {
        let _ = (lang, s);
        action.to_string()
    }
}
