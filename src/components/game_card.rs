use leptos::prelude::*;

use crate::catalog::UiGame;
use crate::providers::I18n;

/// One game on the home page.
#[component]
pub fn GameCard(game: &'static UiGame) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let heading = format!("game-{}", game.id);
    let labelled_by = heading.clone();
    // Player counts come from the engine.
    let players = move || {
        let (min, max) = game.players();
        i18n.t_with(
            "game.players",
            &[("min", min.to_string()), ("max", max.to_string())],
        )
    };
    view! {
        <li class="card" data-game=game.id>
            <article aria-labelledby=labelled_by>
                <h2 id=heading>{game.title}</h2>
                <p class="card-meta">{players}</p>
                <p>{move || i18n.t(game.blurb_key)}</p>
                <p class="card-actions">
                    <a href=format!("/new/{}", game.id) class="button primary">{move || i18n.t("home.new_game")}</a>
                    <a href=format!("/rules/{}", game.id) class="button secondary">{move || i18n.t("home.rules")}</a>
                    <LearnButton game=game.game />
                </p>
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

/// "Learn to play": starts the guided first game of `game` and opens its table; nothing for a
/// game without a lesson. The lesson's save is made in the screens chunk, which the table needs
/// anyway.
#[component]
pub fn LearnButton(game: islas_games::GameId) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let saves = expect_context::<crate::providers::SavesContext>();
    let navigate = crate::router::use_navigate();
    let start = move |_| {
        let navigate = navigate.clone();
        leptos::task::spawn_local(async move {
            if let Some(saved) = crate::games::lesson_save(game).await {
                let id = crate::session::saves::keep_saved(saves, saved);
                navigate(&format!("/play/{id}"));
            }
        });
    };
    islas_games::lessons::has(game).then(|| {
        view! {
            <button type="button" class="secondary learn" on:click=start>{move || i18n.t("lesson.start")}</button>
        }
    })
}
