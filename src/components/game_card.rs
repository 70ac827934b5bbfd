use leptos::prelude::*;

use crate::games::{Status, UiGame};
use crate::providers::I18n;

/// One game on the home page. A game not playable yet is shown, marked as coming.
#[component]
pub fn GameCard(game: &'static UiGame) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let heading = format!("game-{}", game.id);
    let labelled_by = heading.clone();
    // Player counts come from the engine: a game without one yet shows none.
    let players = move || {
        game.players()
            .map(|(min, max)| {
                i18n.t_with(
                    "game.players",
                    &[("min", min.to_string()), ("max", max.to_string())],
                )
            })
            .unwrap_or_default()
    };
    let status = move || match game.status() {
        Status::Playable => String::new(),
        Status::EngineReady => i18n.t("game.status.engine_ready"),
        Status::Coming => i18n.t("game.status.coming"),
    };
    view! {
        <li class="card" class:coming=!game.playable() data-game=game.id>
            <article aria-labelledby=labelled_by>
                <h2 id=heading>{game.title}</h2>
                <p class="card-meta">{players}</p>
                <p>{move || i18n.t(game.blurb_key)}</p>
                {if game.playable() {
                    let href = format!("/new/{}", game.id);
                    view! {
                        <p class="card-actions">
                            <a href=href class="button primary">{move || i18n.t("home.new_game")}</a>
                            <a href=format!("/rules/{}", game.id) class="button secondary">{move || i18n.t("home.rules")}</a>
                        </p>
                    }
                    .into_any()
                } else {
                    view! { <p class="badge">{status}</p> }.into_any()
                }}
                <p class="credit">
                    {move || {
                        i18n.t_with(
                            "game.credit",
                            &[
                                ("designers", game.designers.to_string()),
                                ("publishers", game.publishers.to_string()),
                            ],
                        )
                    }}
                </p>
            </article>
        </li>
    }
}
