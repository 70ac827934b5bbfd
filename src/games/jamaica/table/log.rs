//! The log as drawn so far: a line per event the viewer may see (its own draw names the cards,
//! the others' do not), the last three moves above the controls, the round as it was played
//! (its opening, each step drawn, what followed) and the whole game's log.

use std::ops::Range;

use islas_jamaica::Event;
use leptos::prelude::*;

use super::super::text::{event_text, ship_icon, step_title};
use super::Board;
use crate::components::Icon;
use crate::model::SeatPlayer;

/// Log line `i` (fights and shortages marked).
pub(super) fn log_line(board: Board, i: usize) -> impl IntoView + use<> {
    let Board { session, i18n, .. } = board;
    let lang = move || i18n.lang();
    let (entry, seats): (Option<Event>, Vec<SeatPlayer>) =
        session.with_untracked(|s| (s.log.get(i).map(|e| e.event.clone()), s.seats.clone()));
    let round = matches!(entry, Some(Event::RoundStarted { .. }));
    let fight = matches!(
        entry,
        Some(Event::Attacked { .. } | Event::CombatRoll { .. } | Event::Won { .. } | Event::Tied)
    );
    let short = matches!(entry, Some(Event::Shortage { .. }));
    let line = move || {
        entry
            .as_ref()
            .map(|e| event_text(lang(), &seats, e))
            .unwrap_or_default()
    };
    view! { <li class:turn=round class:fight=fight class:shortage=short>{line}</li> }
}

/// The log lines drawn so far that the viewer may see and `keep` keeps, newest first, at most
/// `most`, keyed by the undo epoch and their index in the log.
fn drawn_keys(board: Board, keep: fn(&Event) -> bool, most: usize) -> Vec<(u32, usize)> {
    let (upto, me) = (board.upto.get(), board.viewer.get());
    board.session.with(|s| {
        (0..upto.min(s.log.len()))
            .rev()
            .filter(|&i| s.log[i].seen_by(me) && keep(&s.log[i].event))
            .take(most)
            .map(|i| (s.epoch, i))
            .collect()
    })
}

/// The last three moves (but draws and secret choices), as drawn.
#[component]
pub(super) fn RecentLog(board: Board) -> impl IntoView {
    let line_of = move |i: usize| log_line(board, i);
    let moves = |e: &Event| {
        !matches!(
            e,
            Event::Drew { .. } | Event::DrewCards { .. } | Event::Chose { .. }
        )
    };
    let recent_keys = move || {
        let mut keys = drawn_keys(board, moves, 3);
        keys.reverse();
        keys
    };
    view! { <For each=recent_keys key=|k| *k children=move |(_, i)| line_of(i) /> }
}

/// The round being resolved (`.jm-steps`).
#[component]
pub(super) fn RoundList(board: Board) -> impl IntoView {
    let Board {
        session,
        viewer,
        upto,
        reveal,
        drawn,
        i18n,
        ..
    } = board;
    let lang = move || i18n.lang();
    let current = move || board.current();
    let line_of = move |i: usize| log_line(board, i);
    // The round being resolved, from the start of the last round whose cards were turned over
    // (so the reveal stays in view while the next round starts): its opening, each player's
    // step drawn so far (the one told now highlighted), then what followed.
    move || {
        let (upto, me) = (upto.get(), viewer.get());
        let now = current();
        session.with_untracked(|s| {
            reveal.with(|r| {
                let Some(r) = r.as_ref() else {
                    return (0..upto)
                        .filter(|&i| s.log[i].seen_by(me))
                        .map(line_of)
                        .collect_view()
                        .into_any();
                };
                let start = s.log[..r.start]
                    .iter()
                    .rposition(|e| matches!(e.event, Event::RoundStarted { .. }))
                    .unwrap_or(0);
                let lines = |range: Range<usize>| {
                    range
                        .filter(|&i| {
                            i < upto
                                && s.log[i].seen_by(me)
                                && !matches!(
                                    s.log[i].event,
                                    Event::Drew { .. } | Event::DrewCards { .. }
                                )
                        })
                        .map(line_of)
                        .collect_view()
                };
                let steps = r
                    .steps
                    .iter()
                    .enumerate()
                    .take(drawn.get())
                    .map(|(k, st)| {
                        let here = now == Some(k);
                        view! {
                            <li class="jm-step-item" class:current=here aria-current=here.then_some("step")>
                                <p class="who"><Icon name=ship_icon(st.ship) />{step_title(lang(), s, r, st)}</p>
                                <ol>{lines(st.events.clone())}</ol>
                            </li>
                        }
                    })
                    .collect_view();
                let tail = r.steps.last().map_or(r.start, |st| st.events.end);
                view! { {lines(start..r.start)}{steps}{lines(tail..s.log.len())} }.into_any()
            })
        })
    }
}

/// The whole game's log as drawn, newest first.
#[component]
pub(super) fn GameLog(board: Board) -> impl IntoView {
    let line_of = move |i: usize| log_line(board, i);
    let log_keys = move || drawn_keys(board, |_| true, usize::MAX);
    view! { <For each=log_keys key=|k| *k children=move |(_, i)| line_of(i) /> }
}
