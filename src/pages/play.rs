//! The pages of a game: new game, the table, the rules summary.

use crate::router::{use_params_map, use_query_map};
use leptos::prelude::*;

use super::NotFound;
use crate::catalog::{self, Standing};
use crate::games;
use crate::links::Prefill;
use crate::providers::{I18n, SaveEntry, SavesContext};

/// `/new/<game>`: the new-game form of a playable game.
#[component]
pub fn NewGamePage() -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let params = use_params_map();
    let game = move || params.with(|p| p.get("game").unwrap_or_default());
    move || match catalog::playable(&game()) {
        Some(g) => {
            let title = catalog::of(g).title;
            view! {
                <section class="page new" aria-labelledby="new-title">
                    <h1 id="new-title">
                        {move || i18n.t_with("new.title", &[("game", title.to_string())])}
                    </h1>
                    <p class="learn-first">
                        <crate::components::LearnButton game=g />
                    </p>
                    {games::new_game_form(g, Prefill::default())}
                </section>
            }
            .into_any()
        }
        None => view! { <NotFound /> }.into_any(),
    }
}

/// `/play/<id>`: a saved game at its table. A new id builds a new table (and cancels the
/// computer moves of the old one).
#[component]
pub fn PlayPage() -> impl IntoView {
    let params = use_params_map();
    let saves = expect_context::<SavesContext>();
    let id = Memo::new(move |_| params.with(|p| p.get("id").unwrap_or_default()));
    move || {
        let id = id.get();
        // The save says which game's table opens; a save of no playable game (or none) opens
        // the first game's table, which says why it cannot be opened.
        let game = saves
            .get(&id)
            .map(|e| e.save.game)
            .or_else(|| crate::session::saves::unsaved(&id).map(|s| s.game))
            .and_then(|g| catalog::playable(&g))
            .unwrap_or(islas_games::GameId::ALL[0]);
        games::table(game, id)
    }
}

/// Where the rules page leads back to: the table of saved game `from` when it is a game
/// that opens, of this game and not finished (the table links to `/rules/<game>?from=<id>`),
/// else the list of games. Where the save stands is found in the screens chunk
/// ([`SavesContext::standing`]): until then it counts as not finished.
pub fn rules_back(saves: SavesContext, game: islas_games::GameId, from: Option<&str>) -> String {
    let open = from.filter(|id| {
        let save = saves
            .get(id)
            .or_else(|| crate::session::saves::unsaved(id).map(|save| SaveEntry { rev: 0, save }));
        save.is_some_and(|e| {
            catalog::playable(&e.save.game) == Some(game)
                && !matches!(
                    saves.standing(&e),
                    Some(Standing::Over(_) | Standing::Broken)
                )
        })
    });
    match open {
        Some(id) => format!("/play/{id}"),
        None => "/".to_string(),
    }
}

/// `/rules/<game>`: the rules summary, with "Back to the game" when opened from a game's
/// table (`?from=<save id>`), else "Back to the games".
#[component]
pub fn RulesPage() -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let saves = expect_context::<SavesContext>();
    let params = use_params_map();
    let query = use_query_map();
    move || match params.with(|p| catalog::playable(&p.get("game").unwrap_or_default())) {
        Some(g) => {
            let from = query.with(|q| q.get("from"));
            let href = rules_back(saves, g, from.as_deref());
            let key = if href == "/" {
                "rules.back_games"
            } else {
                "rules.back_game"
            };
            let back = move || {
                let href = href.clone();
                view! {
                    <p class="rules-back">
                        <a href=href class="button secondary">{move || i18n.t(key)}</a>
                    </p>
                }
            };
            view! {
                {back()}
                {games::rules(g)}
                {back()}
            }
            .into_any()
        }
        None => view! { <NotFound /> }.into_any(),
    }
}
