//! The pages of a game: new game, the table, the rules summary.

use leptos::prelude::*;
use leptos_router::hooks::use_params_map;

use super::NotFound;
use crate::games;
use crate::links::Prefill;
use crate::providers::{I18n, SavesContext};

/// `/new/<game>`: the new-game form of a playable game.
#[component]
pub fn NewGamePage() -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let params = use_params_map();
    let game = move || params.with(|p| p.get("game").unwrap_or_default());
    move || match games::playable(&game()) {
        Some(g) => {
            let title = games::of(g).map_or("", |u| u.title);
            view! {
                <section class="page new" aria-labelledby="new-title">
                    <h1 id="new-title">
                        {move || i18n.t_with("new.title", &[("game", title.to_string())])}
                    </h1>
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
            .and_then(|g| games::playable(&g))
            .unwrap_or(islas_games::GameId::ALL[0]);
        games::table(game, id)
    }
}

/// `/rules/<game>`: the rules summary.
#[component]
pub fn RulesPage() -> impl IntoView {
    let params = use_params_map();
    move || match params.with(|p| games::playable(&p.get("game").unwrap_or_default())) {
        Some(g) => games::rules(g),
        None => view! { <NotFound /> }.into_any(),
    }
}
