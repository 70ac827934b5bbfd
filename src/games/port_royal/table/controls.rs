//! What is being decided: the last moves of the others, a person's own bust, the drawn ship or a
//! lookout's cards, and the controls (draw, stop, let in, repel, hire, trade, pass, ...).

use islas_core::Seat;
use islas_port_royal::adventure::play::Chance;
use islas_port_royal::{Action, FaceId, Phase, PortRoyal};
use leptos::prelude::*;

use super::super::Session;
use super::super::cards::CardButton;
use super::super::text::{action_label, count, face_id, face_name, seat_name};
use super::log::RecentMoves;
use crate::components::refocus_controls;
use crate::i18n::{Lang, text};
use crate::providers::I18n;

/// A control's class: the main ones (draw, let in, repel, gamble, look) `primary`, contracts
/// and missions `claim`, what lets a chance go `secondary`, hires and trades `take`.
pub fn action_class(a: &Action) -> &'static str {
    match a {
        Action::Draw | Action::Dock | Action::Repel | Action::Gamble | Action::Look => "primary",
        Action::Claim(_) | Action::Complete(_) | Action::Mission(_) => "claim",
        Action::Pass
        | Action::Stop
        | Action::Skip(_)
        | Action::Give(_)
        | Action::SetAside
        | Action::BuyCube => "secondary",
        Action::Take(_) | Action::Decline(_) | Action::Keep(_) | Action::Sell(_) => "take",
    }
}

/// The words on `seat`'s control for `a`: passing keeps the time card after a tax
/// (co-operative contracts), or lets an Adventure chance offered to this seat go; buying a cube
/// says its price; else the action's own words with its preview.
pub fn control_label(lang: Lang, s: &Session, seat: Seat, a: &Action) -> String {
    let keep = s.shown.asks_set_aside();
    let offer = s
        .shown
        .adventure_offer()
        .filter(|(p, _)| *p == seat)
        .map(|(_, c)| c);
    match (a, offer) {
        (Action::Pass, _) if keep => text(lang, "pr.act.keep_time", &[]),
        (Action::Pass, Some(Chance::Mission(no))) => {
            text(lang, "adv.act.let_go", &[("card", no.to_string())])
        }
        (Action::Pass, Some(Chance::Cube(_))) => text(lang, "adv.act.no_cube", &[]),
        (Action::BuyCube, Some(Chance::Cube(price))) => text(
            lang,
            "adv.act.buy_cube",
            &[("coins", count(lang, "coins", usize::from(price)))],
        ),
        _ => {
            let preview = s.preview(a).unwrap_or_default();
            action_label(lang, &s.seats, a, &preview)
        }
    }
}

/// The characters in the harbour `seat` may take but cannot afford, once each by face, with
/// what hiring one would cost them (a disabled control says what it needs).
pub fn unaffordable(s: &Session, seat: Seat, legal: &[Action]) -> Vec<(FaceId, usize)> {
    let Phase::Take { seat: taker, .. } = s.shown.phase() else {
        return Vec::new();
    };
    if taker != seat {
        return Vec::new();
    }
    let tally = s.shown.tally(seat);
    let have = s.shown.coins(seat);
    let fee = usize::from(seat != s.shown.active());
    let mut needs: Vec<(FaceId, usize)> = Vec::new();
    for &c in s.shown.harbour() {
        let f = face_id(c);
        let Some(cost) = PortRoyal::hire_cost(f, &tally).map(|c| c + fee) else {
            continue;
        };
        if cost > have && !legal.contains(&Action::Take(f)) && !needs.iter().any(|y| y.0 == f) {
            needs.push((f, cost));
        }
    }
    needs
}

/// The decision region: the others' last moves, a person's own bust until acknowledged, and the
/// controls of the person to act.
#[component]
pub fn Decision(
    session: RwSignal<Session>,
    is_over: Memo<bool>,
    bust_note: RwSignal<Option<String>>,
    explain: RwSignal<Option<FaceId>>,
    on_action: Callback<String>,
) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let decision_ref = NodeRef::<leptos::html::Div>::new();
    // Keyboard: focus the main control (draw, let it in), else the first take (never "Take
    // nothing", so that a second Enter after "Stop and trade" does not throw the take away),
    // else the first control.
    refocus_controls(
        move || session.track(),
        decision_ref,
        &[
            "button.primary",
            "button.take:enabled",
            "button.claim",
            "button:enabled",
        ],
    );
    view! {
        <div
            class="decision"
            class:waiting=move || session.with(|s| s.person_to_act().is_none())
            hidden=move || is_over.get()
            node_ref=decision_ref
            role="region"
            aria-label=move || i18n.t("table.decision")
        >
            <RecentMoves session=session />
            {move || bust_note.get().map(|n| view! {
                <div class="bust-note" role="status">
                    <p>{n}</p>
                    <button type="button" class="secondary" on:click=move |_| bust_note.set(None)>
                        {i18n.t("pr.table.bust_ok")}
                    </button>
                </div>
            })}
            <Controls session=session explain=explain on_action=on_action />
        </div>
    }
}

/// The person to act's controls, with the ship drawn (to let in or repel) or a lookout's cards.
#[component]
fn Controls(
    session: RwSignal<Session>,
    explain: RwSignal<Option<FaceId>>,
    on_action: Callback<String>,
) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    move || {
        let s = session.get();
        let seat = s.person_to_act()?;
        let lang = i18n.lang();
        let legal = s.legal();
        let buttons = legal
            .iter()
            .map(|a| {
                let label = control_label(lang, &s, seat, a);
                let text = a.to_string();
                // The buttons are redrawn in place: the one pressed lets go of the focus first,
                // so that it does not stay on whatever control is drawn in its place next
                // ("Take nothing" after "Stop and trade"); the decision then focuses its first.
                let press = move |ev: leptos::ev::MouseEvent| {
                    use wasm_bindgen::JsCast;
                    if let Some(b) = ev
                        .current_target()
                        .and_then(|t| t.dyn_into::<web_sys::HtmlElement>().ok())
                    {
                        let _ = b.blur();
                    }
                    on_action.run(text.clone());
                };
                view! {
                    <button type="button" class=action_class(a) data-action=a.to_string() on:click=press>
                        {label}
                    </button>
                }
            })
            .collect_view();
        // A character the person cannot afford: a disabled control saying what it needs.
        let needs = unaffordable(&s, seat, &legal)
            .into_iter()
            .map(|(f, cost)| {
                let label = i18n.t_with(
                    "pr.table.needs",
                    &[
                        ("card", face_name(lang, f)),
                        ("coins", count(lang, "coins", cost)),
                    ],
                );
                view! { <button type="button" class="take" disabled>{label}</button> }
            })
            .collect_view();
        let drawn = match s.shown.phase() {
            Phase::Repel { ship, .. } => Some(ship),
            _ => None,
        };
        // A lookout's cards, shown only to the person looking (the one to decide).
        let looking = s
            .shown
            .adventure()
            .map(|a| a.looking.clone())
            .filter(|l| !l.is_empty())
            .map(|cards| {
                view! {
                    <div class="drawn looking">
                        <span>{i18n.t("adv.looking.you")}</span>
                        {cards.into_iter().map(|c| view! { <CardButton face=face_id(c) explain=explain /> }).collect_view()}
                    </div>
                }
            });
        let who = seat_name(lang, &s.seats, seat);
        Some(view! {
            <h2 class="visually-hidden">{i18n.t_with("table.controls", &[("name", who)])}</h2>
            {drawn.map(|c| view! {
                <div class="drawn">
                    <span>{i18n.t("pr.table.drawn")}</span>
                    <CardButton face=face_id(c) explain=explain />
                </div>
            })}
            {looking}
            <div class="buttons">{buttons}{needs}</div>
        })
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::{game, play};
    use super::*;

    #[test]
    fn the_main_controls_are_primary_and_letting_go_secondary() {
        assert_eq!(action_class(&Action::Draw), "primary");
        assert_eq!(action_class(&Action::Look), "primary");
        assert_eq!(action_class(&Action::Stop), "secondary");
        assert_eq!(action_class(&Action::BuyCube), "secondary");
    }

    /// In a take, a character the taker cannot pay for is listed once, with its price; one
    /// they can pay for is not.
    #[test]
    fn a_character_too_dear_is_listed_once_with_its_price() {
        // Each seat has 3 coins; the harbour gets two admirals (7 coins each) and a sailor (3).
        let mut s = game(2, &["admiral-7", "admiral-7", "sailor-3"]);
        for _ in 0..3 {
            play(&mut s, Action::Draw);
        }
        play(&mut s, Action::Stop);
        let seat = s.shown.active();
        assert!(
            matches!(s.shown.phase(), Phase::Take { .. }),
            "{:?}",
            s.shown.phase()
        );
        let legal = s.legal();
        let needs = unaffordable(&s, seat, &legal);
        assert_eq!(needs.len(), 1, "{needs:?}");
        assert_eq!(needs[0].1, 7);
        assert_eq!(
            face_name(Lang::En, needs[0].0),
            face_name(Lang::En, face_id(s.shown.harbour()[0]))
        );
        // Nobody else is taking: nothing listed for them.
        assert!(unaffordable(&s, 1 - seat, &legal).is_empty());
    }

    /// Passing after a tax says "keep the time card" only when the game asks; else the
    /// action's own words.
    #[test]
    fn a_control_says_the_actions_own_words_outside_a_chance() {
        let s = game(2, &[]);
        let label = control_label(Lang::En, &s, 0, &Action::Draw);
        assert_eq!(
            label,
            action_label(
                Lang::En,
                &s.seats,
                &Action::Draw,
                &s.preview(&Action::Draw).unwrap()
            )
        );
    }
}
