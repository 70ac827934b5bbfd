//! The Jamaica board, made of one component per area: the round (captain, dice), the route
//! round the island with every ship, the person's own ship (holds, treasures, powers, hand,
//! discard), the step of the reveal told now (a combat as its own small scene), the controls,
//! the other ships, the round as it was played and the log. The generic `TableController`
//! saves, drives the computer opponents, paces the reveal, undoes and covers the table between
//! persons; the board draws the viewer's view (`Session::shown`, or the game as it stood after
//! the step of the reveal drawn, `Session::step_view`), never the whole state.

mod controls;
mod log;
mod round;
mod route;
mod ships;
mod step;

use islas_core::{Game, Seat};
use islas_jamaica::data::card;
use islas_jamaica::{Hold, Jamaica, Phase};
use leptos::prelude::*;

use super::Session;
use super::end::EndOfGame;
use super::reveal::{Panels, Reveal, session_reveal};
use super::text::{
    good_icon, goods, half_icon, half_text, half_word, refusal_text, seat_name, status_text,
};
use crate::components::{HandoverCover, Icon, refocus_controls};
use crate::i18n::{Lang, text};
use crate::providers::{I18n, SavesContext};
use crate::session::TableBar;
use crate::session::controller::{TableController, open};
use crate::session::pace::{ALL, Told};
use controls::Controls;
use log::{GameLog, RecentLog, RoundList};
use round::RoundPanel;
use route::{Route, RouteJump};
use ships::{OtherShips, OwnBar, OwnShip};
use step::StepCard;

/// `/play/<id>`: a saved game of Jamaica at the table.
#[component]
pub fn Table(id: String) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let saves = expect_context::<SavesContext>();
    match open::<Jamaica>(saves, &id) {
        Ok((session, rev)) => view! { <TableView id=id session=session rev=rev /> }.into_any(),
        Err((key, reason)) => view! {
            <section class="page table-missing">
                <h1>"Jamaica"</h1>
                <p class="error" role="alert">
                    {move || i18n.t_with(key, &[("reason", reason.clone())])}
                </p>
                <p>
                    <a href=format!("/new/{}", Jamaica::NAME) class="button">{move || i18n.t("end.new")}</a>
                    " "
                    <a href="/" class="button secondary">{move || i18n.t("link.back")}</a>
                </p>
            </section>
        }
        .into_any(),
    }
}

/// One action card: its number, the morning half (sun) and the evening half (moon), each as
/// an icon and in words (with the dice's amounts when `dice` are known).
fn card_face(lang: Lang, n: u8, dice: [u8; 2]) -> impl IntoView {
    let (m, e) = card(n);
    let half = move |sym, amount: u8, time: &'static str| {
        let words = if amount == 0 {
            half_word(lang, sym)
        } else {
            half_text(lang, sym, amount)
        };
        view! {
            <span class=format!("half {time}")>
                <Icon name=time />
                <Icon name=half_icon(sym) />
                <span class="words">{words}</span>
            </span>
        }
    };
    view! {
        <span class="jm-card">
            <span class="num">{n}</span>
            {half(m, dice[0], "sun")}
            {half(e, dice[1], "moon")}
        </span>
    }
}

/// A ship's holds, each as the good's icon and amount (in words for screen readers).
fn holds_view(lang: Lang, holds: &[Hold]) -> impl IntoView + use<> {
    let items = holds
        .iter()
        .copied()
        .enumerate()
        .map(|(i, h)| {
            let words = match h.good() {
                Some(good) if h.amount > 0 => goods(lang, good, h.amount),
                _ => text(lang, "jm.hold.empty", &[]),
            };
            let label = text(
                lang,
                "jm.hold",
                &[("n", (i + 1).to_string()), ("inside", words)],
            );
            let icon = h.good().filter(|_| h.amount > 0).map(good_icon);
            let title = label.clone();
            let sixth = i == 5;
            view! {
                <li class:sixth=sixth title=title>
                    <span class="visually-hidden">{label}</span>
                    {icon.map(|name| view! { <Icon name=name /><b aria-hidden="true">{h.amount}</b> })}
                </li>
            }
        })
        .collect_view();
    view! { <ul class="jm-holds">{items}</ul> }
}

/// What every area of the board reads, in one handle that is cheap to copy (the areas' typed
/// prop): the controller, the viewer, the reveal and how much of it is drawn, and the game as it
/// stood after the last step drawn.
#[derive(Clone, Copy)]
struct Board {
    table: TableController<Jamaica>,
    session: RwSignal<Session>,
    i18n: I18n,
    viewer: Memo<Seat>,
    /// Seats at the table.
    players: Seat,
    reveal: Memo<Option<Reveal>>,
    /// How many steps of the reveal are drawn ([`ALL`]: every one).
    drawn: Memo<usize>,
    /// The log entries drawn: up to the end of the last step drawn.
    upto: Memo<usize>,
    /// The viewer's view of the game as it stood then.
    at: Memo<Jamaica>,
    panels: Memo<Panels>,
    /// The viewer's hand and discard then (bit per card).
    own_cards: Memo<(u16, u16)>,
}

impl Board {
    /// The step told now, while the reveal is told or the round is being resolved.
    fn current(self) -> Option<usize> {
        let n = self.drawn.get();
        self.reveal.with(|r| {
            let r = r.as_ref()?;
            (n != ALL || r.end.is_none()).then(|| n.min(r.steps.len()).saturating_sub(1))
        })
    }
}

#[component]
fn TableView(id: String, session: Session, rev: u64) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let rules_href = format!("/rules/{}?from={id}", Jamaica::NAME);
    let table = TableController::new(id, session, rev, refusal_text);
    let session = table.session;
    let viewer = Memo::new(move |_| session.with(Session::viewer));
    let is_over = Memo::new(move |_| session.with(Session::is_over));
    let status = move || session.with(|s| status_text(i18n.lang(), &s.seats, &s.shown));

    // The engine resolves a round at once; the table tells it step by step (each player's card
    // and what it did) at the pace the controller keeps. Only what is drawn waits (the steps,
    // the route, the panels): the status and the controls are the engine's state as it is,
    // and a person's decision inside the reveal shows every step at once.
    let reveal = Memo::new(move |_| session.with(session_reveal));
    let told = Memo::new(move |_| {
        reveal.with(|r| {
            r.as_ref().map(|r| Told {
                start: r.start,
                steps: r.steps.len(),
                done: r.end.is_some(),
            })
        })
    });
    let deciding_inside = Memo::new(move |_| {
        session.with(|s| {
            s.person_to_act().is_some()
                && !matches!(s.shown.phase(), Phase::Roll | Phase::Order | Phase::Choose)
        })
    });
    let drawn = table.pace_steps(told, deciding_inside);
    let upto = Memo::new(move |_| {
        let len = session.with(|s| s.log.len());
        match drawn.get() {
            ALL => len,
            n => reveal.with(|r| {
                r.as_ref()
                    .and_then(|r| r.steps.get(n - 1))
                    .map_or(len, |s| s.events.end.min(len))
            }),
        }
    });
    // The game as it stood after the last step drawn, as the engine handed it over.
    let at = Memo::new(move |_| {
        let upto = upto.get();
        session.with(|s| s.step_view(upto).unwrap_or_else(|| s.shown.clone()))
    });
    let panels = Memo::new(move |_| at.with(Panels::of));
    let own_cards = Memo::new(move |_| {
        let me = viewer.get();
        at.with(|g| (g.cards(me).hand, g.cards(me).discard))
    });
    let b = Board {
        table,
        session,
        i18n,
        viewer,
        players: session.with_untracked(|s| s.seats.len() as Seat),
        reveal,
        drawn,
        upto,
        at,
        panels,
        own_cards,
    };
    let playing = move || b.current().is_some();

    // The decision keeps the focus on its first button when the focus was lost with a redraw.
    let decision_ref = NodeRef::<leptos::html::Div>::new();
    refocus_controls(move || session.track(), decision_ref, &["button:enabled"]);

    let cover_name = Signal::derive(move || {
        let seat = table.cover.get().unwrap_or(0);
        session.with(|s| seat_name(i18n.lang(), &s.seats, seat))
    });
    let board = move || {
        view! {
        <section class="page table jm-table" aria-labelledby="table-title">
            <h1 id="table-title" class="visually-hidden">"Jamaica"</h1>
            <TableBar table=table phase=Signal::derive(status) rules_href=rules_href.clone() />
            <Show when=move || is_over.get()>
                <EndOfGame session=session />
            </Show>
            // The board and the person's own ship (a wide screen's first column), then the
            // decision and the other ships (its second column); one column on a phone.
            <div class="jm-main">
            <section class="harbour jm-round" aria-label=move || i18n.t("jm.table.round")>
                <RoundPanel board=b />
            </section>
            <section class="board jm-board" aria-labelledby="route-title">
                <h2 id="route-title">{move || i18n.t("jm.table.route")}</h2>
                <p class="jm-jump"><RouteJump board=b /></p>
                <ol class="jm-route" tabindex="0" aria-label=move || i18n.t("jm.route.label")><Route board=b /></ol>
            </section>
            <section class="you" aria-label=move || i18n.t("jm.table.you")>
                <OwnShip board=b />
            </section>
            </div>
            <div class="jm-aside">
            <div
                class="decision"
                class:waiting=move || session.with(|s| s.person_to_act().is_none())
                hidden=move || is_over.get()
                node_ref=decision_ref
                role="region"
                aria-label=move || i18n.t("table.decision")
            >
                <OwnBar board=b />
                <ol class="recent" class:visually-hidden=playing aria-live="polite" aria-label=move || i18n.t("jm.table.recent")>
                    <RecentLog board=b />
                </ol>
                <StepCard board=b />
                <Controls board=b />
            </div>
            <section class="players" aria-labelledby="players-title">
                <h2 id="players-title">{move || i18n.t("jm.table.others")}</h2>
                <ul><OtherShips board=b /></ul>
                <details class="jm-this-round" open>
                    <summary>{move || i18n.t("jm.table.this_round")}</summary>
                    <ol class="log-list jm-steps" tabindex="0" aria-label=move || i18n.t("jm.table.this_round")>
                        <RoundList board=b />
                    </ol>
                </details>
            </section>
            </div>
            <details class="log">
                <summary>{move || i18n.t("table.log")}</summary>
                <ol class="log-list" reversed tabindex="0" aria-label=move || i18n.t("table.log")>
                    <GameLog board=b />
                </ol>
            </details>
        </section>
        }
    };
    view! {
        <Show
            when=move || table.cover.get().is_none()
            fallback=move || view! { <HandoverCover name=cover_name on_ready=Callback::new(move |()| table.uncover()) /> }
        >
            {board()}
        </Show>
    }
}

/// "+5", "−5", "0".
fn signed(v: i32) -> String {
    if v > 0 {
        format!("+{v}")
    } else if v < 0 {
        format!("\u{2212}{}", -v)
    } else {
        "0".to_string()
    }
}

/// The kit icon of an action die's face.
fn die_icon(v: u8) -> &'static str {
    match v {
        1 => "die-1",
        2 => "die-2",
        3 => "die-3",
        4 => "die-4",
        5 => "die-5",
        _ => "die-6",
    }
}

impl crate::session::advice::Advised for Jamaica {
    /// The status line (which names the round), then where the viewer's ship is, its holds and hand, and how
    /// far the other ships have to go.
    fn situation(lang: Lang, s: &Session) -> String {
        let g = &s.shown;
        let me = s.viewer();
        let p = Panels::of(g);
        let place = |ship: Seat| {
            let panel = &p.ships[usize::from(ship)];
            super::text::ship_place(lang, panel.finished, panel.space, panel.to_go)
        };
        let holds: Vec<String> = p
            .holds(me)
            .iter()
            .filter_map(|h| {
                h.good()
                    .filter(|_| h.amount > 0)
                    .map(|good| goods(lang, good, h.amount))
            })
            .collect();
        let others: Vec<String> = (0..p.players)
            .filter(|&seat| seat != me)
            .map(|seat| format!("{}: {}", seat_name(lang, &s.seats, seat), place(seat)))
            .collect();
        let table = text(
            lang,
            "jm.advice.table",
            &[
                ("place", place(me)),
                (
                    "holds",
                    if holds.is_empty() {
                        text(lang, "jm.hold.empty", &[])
                    } else {
                        holds.join(", ")
                    },
                ),
                ("cards", p.ships[usize::from(me)].hand_len.to_string()),
                ("others", others.join("; ")),
            ],
        );
        format!("{} {table}", status_text(lang, &s.seats, g))
    }
    fn action_words(lang: Lang, s: &Session, action: &islas_jamaica::Action) -> String {
        let preview = s.preview(action).unwrap_or_default();
        super::text::action_label(lang, &s.seats, &s.shown, action, &preview)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::advice::Advised;
    use islas_core::{ConfigSpec, Seed};
    use islas_jamaica::Config;

    /// A review's moment tells the status line (with the round), where the person's ship was, what
    /// its holds carried, the hand, and how far the other ships had to go.
    #[test]
    fn a_moment_says_where_the_ships_were_and_what_the_person_carried() {
        let lang = Lang::En;
        let config = Config::from_options(3, &[] as &[&str]).unwrap();
        let mut s = Session::new(config, Seed::from_text("moment").unwrap(), Vec::new()).unwrap();
        let first = Jamaica::situation(lang, &s);
        assert!(
            first.starts_with(&status_text(lang, &s.seats, &s.shown)),
            "{first}"
        );
        assert!(first.starts_with("Round 1 · "), "{first}");
        assert!(
            first.ends_with(
                "Your ship: Port Royal, 32 to go · holds: 3 food, 3 doubloons · 3 cards in hand \
                 · the others: Player 1: Port Royal, 32 to go; Player 2: Port Royal, 32 to go"
            ),
            "{first}"
        );
        // Played on: the holds and the others' places follow the game.
        for _ in 0..300 {
            let Some(action) = s.legal().first().cloned() else {
                break;
            };
            s.play(&action).unwrap();
            let said = Jamaica::situation(lang, &s);
            let me = s.viewer();
            let panels = Panels::of(&s.shown);
            for hold in panels.holds(me) {
                if let Some(good) = hold.good().filter(|_| hold.amount > 0) {
                    assert!(said.contains(&goods(lang, good, hold.amount)), "{said}");
                }
            }
            let others: Vec<String> = (0..3u8)
                .filter(|&seat| seat != me)
                .map(|seat| seat_name(lang, &s.seats, seat))
                .collect();
            assert!(
                said.contains(&format!("the others: {}: ", others[0])),
                "{said}"
            );
            assert!(said.contains(&format!("; {}: ", others[1])), "{said}");
        }
    }
}
