//! The log, newest first, and the last few moves of the others above the controls. Lines are
//! keyed by (undo epoch, index) and built once each, so a long game's log costs nothing per
//! move; only a change of language re-renders their text.

use islas_port_royal::Event;
use leptos::prelude::*;

use super::super::Session;
use super::super::text::event_text;
use crate::providers::I18n;

/// The log lines to show above the controls: the last three not made by the person viewing
/// (all of them when the viewer is a computer), oldest first.
pub fn recent_moves(s: &Session) -> Vec<usize> {
    let me = s.viewer();
    let mut lines: Vec<usize> = (0..s.log.len())
        .rev()
        .filter(|&i| s.log[i].actor != me || !s.control(me).is_person())
        .take(3)
        .collect();
    lines.reverse();
    lines
}

/// One log line's words, following the language.
fn line(session: RwSignal<Session>, i: usize) -> (bool, impl Fn() -> String + Send + Sync) {
    let i18n = expect_context::<I18n>();
    let (entry, seats) = session.with_untracked(|s| (s.log.get(i).cloned(), s.seats.clone()));
    let turn = entry
        .as_ref()
        .is_some_and(|e| matches!(e.event, Event::TurnStarted { .. }));
    let words = move || {
        entry
            .as_ref()
            .map(|e| event_text(i18n.lang(), &seats, e.actor, &e.event))
            .unwrap_or_default()
    };
    (turn, words)
}

/// The others' last moves, where the eye is (above the controls), announced politely.
#[component]
pub fn RecentMoves(session: RwSignal<Session>) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let keys = move || {
        session.with(|s| {
            let epoch = s.epoch;
            recent_moves(s)
                .into_iter()
                .map(|i| (epoch, i))
                .collect::<Vec<_>>()
        })
    };
    let child = move |(_, i): (u32, usize)| {
        let (_, words) = line(session, i);
        view! { <li>{words}</li> }
    };
    view! {
        <ol class="recent" aria-live="polite" aria-label=move || i18n.t("pr.table.recent")>
            <For each=keys key=|k| *k children=child />
        </ol>
    }
}

/// The whole log, newest first, folded away.
#[component]
pub fn Log(session: RwSignal<Session>) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let keys = move || {
        session.with(|s| {
            let epoch = s.epoch;
            (0..s.log.len())
                .rev()
                .map(|i| (epoch, i))
                .collect::<Vec<_>>()
        })
    };
    let child = move |(_, i): (u32, usize)| {
        let (turn, words) = line(session, i);
        view! { <li class:turn=turn>{words}</li> }
    };
    view! {
        <details class="log">
            <summary>{move || i18n.t("table.log")}</summary>
            <ol class="log-list" reversed tabindex="0" aria-label=move || i18n.t("table.log")>
                <For each=keys key=|k| *k children=child />
            </ol>
        </details>
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::{game, play};
    use super::*;
    use islas_port_royal::Action;

    /// The person's own moves are left out, the others' kept, three at most, oldest first.
    #[test]
    fn the_recent_moves_are_the_others_last_three() {
        let mut s = game(2, &[]);
        assert!(recent_moves(&s).len() <= 3);
        play(&mut s, Action::Draw);
        let me = s.viewer();
        let recent = recent_moves(&s);
        assert!(recent.len() <= 3);
        assert!(recent.windows(2).all(|w| w[0] < w[1]));
        assert!(recent.iter().all(|&i| s.log[i].actor != me));
    }
}
