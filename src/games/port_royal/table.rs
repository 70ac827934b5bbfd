//! The Port Royal board, composed of one component per area: the harbour with the piles
//! (`harbour`), the expeditions and contracts, the person's own display and the others'
//! (`displays`), what is being decided and its controls (`controls`), the Adventure's panel, the
//! log (`log`). The generic `TableController` saves, drives the computer opponents, undoes and
//! covers the table between persons; these components draw `Session::shown` (the viewer's view).

mod controls;
mod displays;
mod harbour;
mod log;
mod motion;
mod status;

use islas_core::Game;
use islas_port_royal::{Event, FaceId, PortRoyal};
use leptos::prelude::*;

use super::Session;
use super::adventure::{AdventurePanel, StoryPage};
use super::cards::CardExplainer;
use super::end::EndOfGame;
use super::text::{event_text, refusal_text, seat_name};
use crate::components::HandoverCover;
use crate::i18n::Lang;
use crate::providers::{I18n, SavesContext};
use crate::session::TableBar;
use crate::session::controller::{TableController, open};
use controls::Decision;
use displays::{OtherPlayers, PlayerDisplay};
use harbour::{Expeditions, Harbour};
use log::Log;
use motion::Motion;
use status::status_text;

/// `/play/<id>`: a saved game at the table.
#[component]
pub fn Table(id: String) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let saves = expect_context::<SavesContext>();
    match open::<PortRoyal>(saves, &id) {
        Ok((session, rev)) => view! { <TableView id=id session=session rev=rev /> }.into_any(),
        Err((key, reason)) => view! {
            <section class="page table-missing">
                <h1>"Port Royal"</h1>
                <p class="error" role="alert">
                    {move || i18n.t_with(key, &[("reason", reason.clone())])}
                </p>
                <p>
                    <a href=format!("/new/{}", PortRoyal::NAME) class="button">{move || i18n.t("end.new")}</a>
                    " "
                    <a href="/" class="button secondary">{move || i18n.t("link.back")}</a>
                </p>
            </section>
        }
        .into_any(),
    }
}

/// A person's own bust among the events from `from` on: said in words (the newest), or none.
pub fn own_bust(lang: Lang, s: &Session, from: usize) -> Option<String> {
    s.log[from.min(s.log.len())..]
        .iter()
        .rev()
        .find_map(|e| match e.event {
            Event::Bust { .. } if s.control(e.actor).is_person() => {
                Some(event_text(lang, &s.seats, e.actor, &e.event))
            }
            _ => None,
        })
}

#[component]
fn TableView(id: String, session: Session, rev: u64) -> impl IntoView {
    let i18n = expect_context::<I18n>();

    // The rules page leads back here.
    let rules_href = format!("/rules/{}?from={id}", PortRoyal::NAME);
    let story_id = id.clone();
    let table = TableController::new(id, session, rev, refusal_text);
    let session = table.session;
    let explain: RwSignal<Option<FaceId>> = RwSignal::new(None);
    // A person's own bust is said in place (the harbour empties and the next player's turn
    // begins at once), until they acknowledge it or make their next decision.
    let bust_note: RwSignal<Option<String>> = RwSignal::new(None);
    let log_seen = StoredValue::new(session.with_untracked(|s| s.log.len()));
    Effect::new(move |_| {
        let note = session.with(|s| {
            let note = own_bust(i18n.lang(), s, log_seen.get_value());
            log_seen.set_value(s.log.len());
            note
        });
        if let Some(n) = note {
            bust_note.set(Some(n));
        }
    });
    let on_action = Callback::new(move |text: String| {
        bust_note.set(None);
        table.act(text)
    });
    let motion = Motion::new(session);
    let status = move || session.with(|s| status_text(i18n.lang(), s));
    let viewer = Memo::new(move |_| session.with(Session::viewer));
    let is_over = Memo::new(move |_| session.with(Session::is_over));
    let cover_name = Signal::derive(move || {
        let seat = table.cover.get().unwrap_or(0);
        session.with(|s| seat_name(i18n.lang(), &s.seats, seat))
    });
    let board = move || {
        view! {
        <section class="page table port-royal" aria-labelledby="table-title">
            <h1 id="table-title" class="visually-hidden">"Port Royal"</h1>
            <TableBar table=table phase=Signal::derive(status) rules_href=rules_href.clone() />
            <Show when=move || is_over.get()>
                <EndOfGame session=session />
            </Show>
            // The table top: the piles and the harbour, then the expeditions and contracts.
            <div class="tabletop">
                <Harbour session=session explain=explain busted=motion.busted on_action=on_action />
                <Expeditions session=session explain=explain />
            </div>
            <section class="you" aria-label=move || i18n.t("pr.table.you")>
                {move || view! { <PlayerDisplay session=session seat=viewer.get() own=true explain=explain gained=motion.gained /> }}
            </section>
            <Decision session=session is_over=is_over bust_note=bust_note explain=explain on_action=on_action />
            // The side column of a wide screen: the Adventure (in a chapter), the other players.
            <div class="side">
                <AdventurePanel session=session explain=explain />
                <OtherPlayers session=session viewer=viewer explain=explain gained=motion.gained />
            </div>
            <Log session=session />
            <CardExplainer explain=explain />
            <StoryPage id=story_id.clone() session=session />
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

impl crate::session::advice::Advised for PortRoyal {
    /// The status line, then the turn, the harbour and the viewer's coins and influence.
    fn situation(lang: Lang, s: &Session) -> String {
        use super::text::{card_name, count};
        use crate::i18n::text;
        let g = &s.shown;
        let me = s.viewer();
        let harbour = if g.harbour().is_empty() {
            text(lang, "pr.advice.empty", &[])
        } else {
            let names: Vec<String> = g.harbour().iter().map(|&c| card_name(lang, c)).collect();
            names.join(", ")
        };
        let table = text(
            lang,
            "pr.advice.table",
            &[
                ("turn", g.turn().to_string()),
                ("harbour", harbour),
                ("coins", count(lang, "coins", g.coins(me))),
                ("points", g.influence(me).to_string()),
            ],
        );
        format!("{} {table}", status::status_text(lang, s))
    }
    fn action_words(lang: Lang, s: &Session, action: &islas_port_royal::Action) -> String {
        controls::control_label(lang, s, s.viewer(), action)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Control, SeatPlayer};
    use islas_core::Seed;
    use islas_port_royal::{Action, Config, SeatSetup};

    /// A game of `n` persons (Ana, Bo, Cy, ...) with 3 coins each, the deck starting with
    /// `deck_top`.
    pub fn game(n: usize, deck_top: &[&str]) -> Session {
        game_with(n, deck_top, &[])
    }

    /// As `game`, seat 0's display set up with `display`.
    pub fn game_with(n: usize, deck_top: &[&str], display: &[&str]) -> Session {
        let mut config = Config::new(n as u8);
        config.seats = (0..n)
            .map(|i| SeatSetup {
                coins: 3,
                display: if i == 0 {
                    display.iter().map(|s| s.to_string()).collect()
                } else {
                    Vec::new()
                },
            })
            .collect();
        config.deck_top = deck_top.iter().map(|s| s.to_string()).collect();
        let seats = (0..n)
            .map(|i| SeatPlayer {
                name: ["Ana", "Bo", "Cy", "Di", "Ed"][i].into(),
                control: Control::Person,
            })
            .collect();
        Session::new(config, Seed::from_text("table").unwrap(), seats).unwrap()
    }

    pub fn play(s: &mut Session, a: Action) {
        s.play(&a).unwrap_or_else(|e| panic!("{a}: {e:?}"));
    }

    #[test]
    fn a_persons_own_bust_is_said_once() {
        let mut s = game(2, &["yellow-1-1", "yellow-1-1"]);
        let from = s.log.len();
        assert_eq!(own_bust(Lang::En, &s, from), None);
        play(&mut s, Action::Draw);
        play(&mut s, Action::Draw);
        if s.legal().contains(&Action::Dock) {
            play(&mut s, Action::Dock);
        }
        assert!(own_bust(Lang::En, &s, from).is_some());
        assert_eq!(own_bust(Lang::En, &s, s.log.len()), None);
    }
}
