//! The round panel: the round, the captain, the action dice (rolled with a tumble, none with
//! reduced motion), the treasure pile and the last round announced, as of the step of the
//! reveal drawn.

use islas_jamaica::Event;
use leptos::prelude::*;

use super::super::text::seat_name;
use super::{Board, die_icon};
use crate::components::Icon;
use crate::i18n::text;

/// The round panel (`.jm-round-head`).
#[component]
pub(super) fn RoundPanel(board: Board) -> impl IntoView {
    let Board {
        session,
        upto,
        panels,
        i18n,
        ..
    } = board;
    let lang = move || i18n.lang();
    let rolls = Memo::new(move |_| {
        let upto = upto.get();
        session.with(|s| {
            s.log[..upto.min(s.log.len())]
                .iter()
                .filter(|e| matches!(e.event, Event::Rolled { .. }))
                .count()
        })
    });
    let seen_rolls = StoredValue::new(rolls.get_untracked());
    move || {
        let key = rolls.get();
        // Only a roll just made tumbles (not every redraw of the panel).
        let fresh = key > seen_rolls.get_value();
        seen_rolls.set_value(key);
        panels.with(|p| session.with(|s| {
            let l = lang();
            let captain = seat_name(l, &s.seats, p.captain);
            let dice = p.dice;
            let ordered = p.dice_at == 2;
            let die = |v: u8, time: Option<&'static str>| {
                let words = match time {
                    Some("sun") => text(l, "jm.dice.morning", &[("n", v.to_string())]),
                    Some(_) => text(l, "jm.dice.evening", &[("n", v.to_string())]),
                    None => text(l, "jm.dice.die", &[("n", v.to_string())]),
                };
                view! {
                    <span class="die">
                        {time.map(|t| view! { <Icon name=t /> })}
                        <Icon name=die_icon(v) />
                        <span class="visually-hidden">{words}</span>
                    </span>
                }
            };
            let dice_view = if p.dice_at == 0 || dice[0] == 0 {
                view! { <span class="none">{text(l, "jm.dice.none", &[])}</span> }.into_any()
            } else if ordered {
                view! { {die(dice[0], Some("sun"))}{die(dice[1], Some("moon"))} }.into_any()
            } else {
                view! { {die(dice[0], None)}{die(dice[1], None)} }.into_any()
            };
            view! {
                <div class="jm-round-head">
                    <h2>{text(l, "jm.round", &[("round", p.round.to_string())])}</h2>
                    <p class="captain">{text(l, "jm.captain", &[("name", captain)])}</p>
                    <p class="dice" class:rolling=fresh>{dice_view}</p>
                    <p class="jm-pile">{text(l, "jm.pile", &[("n", p.pile.to_string())])}</p>
                    {p.ending.then(|| view! { <p class="ending">{text(l, "jm.last_round", &[])}</p> })}
                </div>
            }
        }))
    }
}
