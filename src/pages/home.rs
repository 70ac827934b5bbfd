use leptos::prelude::*;
use leptos_router::hooks::use_query_map;

use super::LinkPage;
use crate::components::GameCard;
use crate::games::GAMES;
use crate::links;
use crate::providers::I18n;

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
            <ul class="cards">
                {GAMES.iter().map(|g| view! { <GameCard game=g /> }).collect_view()}
            </ul>
        </section>
    }
}
