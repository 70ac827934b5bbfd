//! The pages of a game: new game, the table, the rules summary.

use leptos::prelude::*;
use leptos_router::hooks::use_params_map;

use super::NotFound;
use crate::port_royal::{NewGame, RulesSummary, Table};
use crate::providers::I18n;

/// `/new/<game>`: the new-game form of a playable game.
#[component]
pub fn NewGamePage() -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let params = use_params_map();
    let game = move || params.with(|p| p.get("game").unwrap_or_default());
    move || {
        if game() == "port-royal" {
            view! {
                <section class="page new" aria-labelledby="new-title">
                    <h1 id="new-title">{move || i18n.t("pr.new.title")}</h1>
                    <NewGame />
                </section>
            }
            .into_any()
        } else {
            view! { <NotFound /> }.into_any()
        }
    }
}

/// `/play/<id>`: a saved game at its table. A new id builds a new table (and cancels the
/// computer moves of the old one).
#[component]
pub fn PlayPage() -> impl IntoView {
    let params = use_params_map();
    let id = Memo::new(move |_| params.with(|p| p.get("id").unwrap_or_default()));
    move || {
        let id = id.get();
        view! { <Table id=id /> }
    }
}

/// `/rules/<game>`: the rules summary.
#[component]
pub fn RulesPage() -> impl IntoView {
    let params = use_params_map();
    move || {
        if params.with(|p| p.get("game").as_deref() == Some("port-royal")) {
            view! { <RulesSummary /> }.into_any()
        } else {
            view! { <NotFound /> }.into_any()
        }
    }
}
