use leptos::prelude::*;
use leptos_router::hooks::use_query_map;

use super::LinkPage;
use crate::components::GameCard;
use crate::games::GAMES;
use crate::links;
use leptos_router::components::A;

use super::saved::date_text;
use crate::games;
use crate::i18n::seat_name;
use crate::providers::{I18n, SavesContext};

/// `/`: the home page, or the link page when the address carries a game link.
#[component]
pub fn Root() -> impl IntoView {
    let query = use_query_map();
    let is_link = Memo::new(move |_| query.with(|q| links::is_link(|k| q.get(k))));
    view! {
        <Show when=move || is_link.get() fallback=|| view! { <HomePage /> }>
            <LinkPage />
        </Show>
    }
}

/// The three games as cards.
#[component]
pub fn HomePage() -> impl IntoView {
    let i18n = expect_context::<I18n>();
    view! {
        <section class="page home">
            <h1>{move || i18n.t("home.title")}</h1>
            <p class="lead">{move || i18n.t("home.lead")}</p>
            <InProgress />
            <ul class="cards">
                {GAMES.iter().map(|g| view! { <GameCard game=g /> }).collect_view()}
            </ul>
        </section>
    }
}

/// One game in progress: what it is, where it stands.
#[derive(Clone, Debug, PartialEq)]
struct Progress {
    id: String,
    title: &'static str,
    turn: u32,
    players: String,
    updated: f64,
}

/// The saved games that are not finished, most recent first, each with "Continue".
#[component]
fn InProgress() -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let saves = expect_context::<SavesContext>();
    let list = Memo::new(move |_| {
        let lang = i18n.lang();
        saves.saves.with(|l| {
            l.iter()
                .filter_map(|e| {
                    let game = games::playable(&e.save.game)?;
                    let progress = games::progress(game, &e.save).ok().filter(|p| !p.over)?;
                    let turn = progress.turn;
                    let seats = &e.save.seats;
                    let players = (0..seats.len() as u8)
                        .map(|seat| seat_name(lang, seats, seat))
                        .collect::<Vec<_>>()
                        .join(", ");
                    Some(Progress {
                        id: e.save.id.clone(),
                        title: games::of(game)?.title,
                        turn,
                        players,
                        updated: e.save.updated,
                    })
                })
                .collect::<Vec<_>>()
        })
    });
    view! {
        <Show when=move || !list.with(Vec::is_empty)>
            <section class="in-progress" aria-labelledby="in-progress-title">
                <h2 id="in-progress-title">{move || i18n.t("home.in_progress")}</h2>
                <ul class="saves">
                    <For each=move || list.get() key=|p| (p.id.clone(), p.turn, p.updated.to_bits()) let:p>
                        <li class="save">
                            <div>
                                <h3>{p.title}</h3>
                                <p class="card-meta">
                                    {
                                        let (turn, players, updated) = (p.turn, p.players.clone(), p.updated);
                                        move || {
                                            i18n.t_with(
                                                "home.progress",
                                                &[
                                                    ("turn", turn.to_string()),
                                                    ("players", players.clone()),
                                                    ("date", date_text(updated, i18n.lang().code())),
                                                ],
                                            )
                                        }
                                    }
                                </p>
                            </div>
                            <A href=format!("/play/{}", p.id) attr:class="button">
                                {move || i18n.t("home.continue")}
                            </A>
                        </li>
                    </For>
                </ul>
            </section>
        </Show>
    }
}
