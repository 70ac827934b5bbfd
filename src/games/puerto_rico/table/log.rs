//! The log by role (each phase in words, its events under it) and the last moves of the others
//! above the controls. Both lists share one child: a key is (epoch × 2 + 1, the last log line of
//! a piece of the log) in the log, (epoch × 2, a log line) in the last moves. A phase's key holds
//! its last line, so only the phase under way is drawn again when it grows.

use islas_puerto_rico::Event;
use leptos::prelude::*;

use super::super::Session;
use super::super::summary;
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

/// The log's entries, drawn for both lists.
#[derive(Clone, Copy)]
pub struct LogEntries {
    session: RwSignal<Session>,
    i18n: I18n,
}

impl LogEntries {
    pub fn new(session: RwSignal<Session>) -> LogEntries {
        LogEntries {
            session,
            i18n: expect_context::<I18n>(),
        }
    }

    /// One event's line.
    fn line(self, i: usize) -> AnyView {
        let i18n = self.i18n;
        let (entry, seats) = self
            .session
            .with_untracked(|s| (s.log.get(i).cloned(), s.seats.clone()));
        let round = entry
            .as_ref()
            .is_some_and(|e| matches!(e.event, Event::RoundEnded { .. }));
        let line = move || {
            entry
                .as_ref()
                .map(|e| event_text(i18n.lang(), &seats, e.actor, &e.event))
                .unwrap_or_default()
        };
        view! { <li class:turn=round>{line}</li> }.into_any()
    }

    /// The entry of a key: a phase of the log, or one line.
    fn entry(self, (tag, i): (u32, usize)) -> AnyView {
        if tag & 1 == 0 {
            return self.line(i);
        }
        let i18n = self.i18n;
        let piece = self.session.with_untracked(|s| {
            let item = summary::items(&s.log)
                .into_iter()
                .find(|it| it.last() == i)?;
            let summary::Item::Turn { start, end } = item else {
                return None;
            };
            let turn = summary::session_turn(s, start, end)?;
            Some((turn, summary::details(&s.log, start, end), s.seats.clone()))
        });
        let Some((turn, details, seats)) = piece else {
            return self.line(i);
        };
        // The chooser's line, then the others' (one a line: `white-space: pre-line`).
        let lines = move |first: bool| {
            let mut lines = summary::turn_lines(i18n.lang(), &seats, &turn);
            if first {
                lines.truncate(1);
                lines
            } else {
                lines.split_off(1.min(lines.len()))
            }
            .join("\n")
        };
        let lines_too = lines.clone();
        view! {
            <li class="phase">
                <details>
                    <summary>
                        {move || lines(true)}
                        <span class="others">{move || lines_too(false)}</span>
                    </summary>
                    <ol class="moves" aria-label=move || i18n.t("rico.sum.details")>
                        {details.into_iter().map(|i| self.line(i)).collect_view()}
                    </ol>
                </details>
            </li>
        }
        .into_any()
    }
}

/// The others' last moves, where the eye is (above the controls), announced politely.
#[component]
pub fn RecentMoves(entries: LogEntries) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let session = entries.session;
    let keys = move || {
        session.with(|s| {
            let tag = s.epoch.wrapping_mul(2);
            recent_moves(s)
                .into_iter()
                .map(|i| (tag, i))
                .collect::<Vec<_>>()
        })
    };
    view! {
        <ol class="recent" aria-live="polite" aria-label=move || i18n.t("rico.table.recent")>
            <For each=keys key=|k| *k children=move |k| entries.entry(k) />
        </ol>
    }
}

/// The whole log by role, newest first, folded away.
#[component]
pub fn Log(entries: LogEntries) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let session = entries.session;
    let keys = move || {
        session.with(|s| {
            let tag = s.epoch.wrapping_mul(2) | 1;
            summary::items(&s.log)
                .into_iter()
                .rev()
                .map(|it| (tag, it.last()))
                .collect::<Vec<_>>()
        })
    };
    view! {
        <details class="log">
            <summary>{move || i18n.t("table.log")}</summary>
            <ol class="log-list" reversed tabindex="0" aria-label=move || i18n.t("table.log")>
                <For each=keys key=|k| *k children=move |k| entries.entry(k) />
            </ol>
        </details>
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::game;
    use super::*;

    /// The person's own moves are left out, the others' kept, three at most, oldest first.
    #[test]
    fn the_recent_moves_are_the_others_last_three() {
        let mut s = game(3);
        for _ in 0..6 {
            let a = s.legal()[0];
            s.play(&a).unwrap();
        }
        let me = s.viewer();
        let recent = recent_moves(&s);
        assert!(!recent.is_empty() && recent.len() <= 3, "{recent:?}");
        assert!(recent.windows(2).all(|w| w[0] < w[1]));
        assert!(recent.iter().all(|&i| s.log[i].actor != me));
    }
}
