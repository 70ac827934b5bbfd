//! The step of the reveal told now, highlighted above the controls: the card's two halves with
//! the dice, then what they did (loads, moves, payments, shortages), a fight as its own scene.

use islas_jamaica::Event;
use leptos::prelude::*;

use super::super::Session;
use super::super::reveal::{Fight, fights};
use super::super::text::{combat_value, event_text, ship_icon, ship_name, step_title};
use super::Board;
use super::log::log_line;
use crate::components::Icon;
use crate::i18n::{Lang, text};

// A fight as its own small scene: who fights whom, the gunpowder each spends, the die, the
// winner and what the winner chose (from the events; the gunpowder on board before rolling
// from the view).
fn fight_scene(l: Lang, s: &Session, f: &Fight) -> impl IntoView + use<> {
    let line = |i: usize| event_text(l, &s.seats, &s.log[i].event);
    let side = |i: usize| {
        let ship = if i == 0 { f.attacker } else { f.defender };
        // Only the die just rolled tumbles.
        let fresh = f.last_side == Some(i) && f.spoils.is_none();
        let (die, words) = match f.rolls[i] {
            Some((powder, face, strength)) => (
                Some(if face == 0 {
                    view! { <span class="combat-die star" class:fresh=fresh><Icon name="combat-star" /></span> }
                        .into_any()
                } else {
                    view! { <span class="combat-die" class:fresh=fresh><Icon name="combat" /><b>{face}</b></span> }.into_any()
                }),
                text(
                    l,
                    "jm.combat.rolled",
                    &[
                        ("powder", powder.to_string()),
                        ("face", combat_value(l, face)),
                        ("strength", strength.to_string()),
                    ],
                ),
            ),
            None if f.outcome.is_some() => (None, text(l, "jm.combat.no_roll", &[])),
            None => (
                None,
                text(
                    l,
                    "jm.combat.has",
                    &[(
                        "powder",
                        s.shown
                            .total(ship, islas_jamaica::Good::Gunpowder)
                            .to_string(),
                    )],
                ),
            ),
        };
        view! {
            <div class="jm-side" class:winner=f.winner == Some(ship)>
                <p class="who"><Icon name=ship_icon(ship) />{ship_name(l, &s.seats, ship)}</p>
                {die}
                <p class="words">{words}</p>
            </div>
        }
    };
    let title = text(
        l,
        "jm.combat.title",
        &[
            ("attacker", ship_name(l, &s.seats, f.attacker)),
            ("defender", ship_name(l, &s.seats, f.defender)),
        ],
    );
    let after = f
        .rerolls
        .iter()
        .copied()
        .chain(f.outcome)
        .chain(f.spoils)
        .map(|i| view! { <p class="outcome">{line(i)}</p> })
        .collect_view();
    let label = title.clone();
    view! {
        <section class="jm-combat" aria-label=label>
            <h3>{title}</h3>
            <div class="sides">{side(0)}<span class="vs" aria-hidden="true">"⚔"</span>{side(1)}</div>
            {after}
        </section>
    }
}

/// The step told now (`.jm-step`), if a reveal is being told.
#[component]
pub(super) fn StepCard(board: Board) -> impl IntoView {
    let Board {
        session,
        upto,
        reveal,
        i18n,
        ..
    } = board;
    let lang = move || i18n.lang();
    let current = move || board.current();
    let line_of = move |i: usize| log_line(board, i);
    // The step told now, highlighted: the card's two halves with the dice, then what they did
    // (loads, moves, payments, shortages), a fight as its own scene.
    move || {
        let k = current()?;
        // Redrawn when a step or an event is drawn, not at every move of the game.
        upto.track();
        session.with_untracked(|s| {
            reveal.with(|r| {
                let r = r.as_ref()?;
                let st = r.steps.get(k)?;
                let fs = fights(&s.log, st.events.clone());
                let in_fight = |i: usize| fs.iter().any(|f| f.events.contains(&i));
                let mut fight_at = 0;
                let items = st
                    .events
                    .clone()
                    .filter_map(|i| match s.log[i].event {
                        Event::Attacked { .. } => {
                            let f = fs.get(fight_at)?;
                            fight_at += 1;
                            Some(
                                view! { <li class="scene">{fight_scene(lang(), s, f)}</li> }
                                    .into_any(),
                            )
                        }
                        _ if in_fight(i) => None,
                        _ => Some(line_of(i).into_any()),
                    })
                    .collect_view();
                Some(view! {
                    <section class="jm-step" aria-label=move || i18n.t("jm.step.now")>
                        <h3><Icon name=ship_icon(st.ship) />{step_title(lang(), s, r, st)}</h3>
                        <ol>{items}</ol>
                    </section>
                })
            })
        })
    }
}
