use crate::router::use_query_map;
use leptos::prelude::*;

use crate::router::use_navigate;
use islas_games::{Registered, Visitor, records};

use crate::games;
use crate::links::{self, Link, Prefill};
use crate::model::SeatPlayer;
use crate::providers::{I18n, SavesContext};
use crate::session::Session;
use crate::session::saves::keep_new;

/// Opens a whole game from a link's record: saves it as a new game and gives its id.
struct OpenRecord {
    saves: SavesContext,
    record: serde_json::Value,
    seats: Vec<SeatPlayer>,
    seed_text: String,
}

impl Visitor for OpenRecord {
    type Output = Option<String>;
    fn visit<G: Registered>(self) -> Option<String> {
        let record = serde_json::from_value(self.record).ok()?;
        let mut session = Session::<G>::from_record(record, self.seats).ok()?;
        if session.record.seed.to_string() != self.seed_text {
            session.seed_text = Some(self.seed_text);
        }
        Some(keep_new(self.saves, &session))
    }
}

/// `/?g=...&s=...&p=...&o=...&r=...`: checks the link and says what it opens, or why it
/// cannot. Everything taken from the link is shown as text.
#[component]
pub fn LinkPage() -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let query = use_query_map();
    let saves = expect_context::<SavesContext>();
    let navigate = use_navigate();
    let parsed = Memo::new(move |_| query.with(|q| links::parse(|k| q.get(k))));
    let ok = move |link: Link| {
        let title = link.game.title;
        let link_seats = link.seats.clone();
        let link_options = link.options.clone();
        let seed_text = link.seed_text.clone();
        let details = move || {
            let mut parts = vec![
                i18n.t_with("link.seed", &[("seed", link.seed_text.clone())]),
                i18n.t_with("link.players", &[("players", link.players.to_string())]),
            ];
            if !link.options.is_empty() {
                // In the game's words once its texts are here, else the ids.
                let ready = i18n.game_ready(link.game.game);
                let words: Vec<String> = link
                    .options
                    .iter()
                    .map(|o| {
                        // `points=3`: the option's words with its value as `n`.
                        let (id, value) = o.split_once('=').unwrap_or((o, ""));
                        match link.game.option_key(id) {
                            Some(key) if ready && value.is_empty() => i18n.t(key),
                            Some(key) if ready => i18n.t_with(key, &[("n", value.to_string())]),
                            _ => o.clone(),
                        }
                    })
                    .collect();
                parts.push(i18n.t_with("link.options", &[("options", words.join(", "))]));
            }
            if let Some(n) = link.actions {
                parts.push(i18n.t_with("link.actions", &[("actions", n.to_string())]));
            }
            parts.join(" · ")
        };
        {
            let engine = link.game.game;
            let navigate = navigate.clone();
            let record = query.with_untracked(|q| q.get("r"));
            let seats: Vec<SeatPlayer> = link_seats
                .iter()
                .map(|&control| SeatPlayer {
                    name: String::new(),
                    control,
                })
                .collect();
            if let Some(r) = record {
                let open_game = move |_| {
                    let Ok(record) = records::from_compact(engine, &r) else {
                        return;
                    };
                    let opened = engine.visit(OpenRecord {
                        saves,
                        record,
                        seats: seats.clone(),
                        seed_text: seed_text.clone(),
                    });
                    if let Some(id) = opened {
                        navigate(&format!("/play/{id}"));
                    }
                };
                return view! {
                    <h1>{title}</h1>
                    <p class="link-details">{details}</p>
                    <button type="button" class="primary" on:click=open_game>
                        {move || i18n.t("link.open_game")}
                    </button>
                }
                .into_any();
            }
            let prefill = Prefill {
                seed: Some(link.seed),
                seed_text: Some(seed_text),
                players: Some(link.players),
                options: link_options,
                seats,
            };
            view! {
                <h1>{title}</h1>
                <p class="link-details">{details}</p>
                <p>{move || i18n.t("link.same_deal")}</p>
                {games::new_game_form(engine, prefill)}
            }
            .into_any()
        }
    };
    let bad = move |e: links::LinkError| {
        let (key, args) = e.message();
        view! {
            <h1>{move || i18n.t("link.error.title")}</h1>
            <p class="error" role="alert">{move || i18n.t_with(key, &args)}</p>
            <p>{move || i18n.t("link.error.hint")}</p>
        }
        .into_any()
    };
    view! {
        <section class="page link">
            {move || match parsed.get() {
                Ok(link) => ok(link),
                Err(e) => bad(e),
            }}
            <p>
                <a href="/" class="button secondary">{move || i18n.t("link.back")}</a>
            </p>
        </section>
    }
}
