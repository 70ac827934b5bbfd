use crate::router::use_query_map;
use leptos::prelude::*;

use crate::catalog::{GAMES, Standing};
use crate::components::GameCard;
use crate::lazy::when_loaded;
use crate::links;

use super::saved::SaveRow;
use crate::providers::{I18n, SavesContext};

// The link page reads and opens records with every game's engine: in the screens chunk. So
// is the list of games in progress (shown when there are saves).
crate::lazy_views! { screens:
    fn link_page() { view! { <super::LinkPage /> }.into_any() }
}
crate::lazy_views! { screens:
    fn in_progress() { view! { <InProgress /> }.into_any() }
}

/// `/`: the home page, or the link page when the address carries a game link.
#[component]
pub fn Root() -> impl IntoView {
    let query = use_query_map();
    let is_link = Memo::new(move |_| query.with(|q| links::is_link(|k| q.get(k))));
    view! {
        <Show when=move || is_link.get() fallback=|| view! { <HomePage /> }>
            {when_loaded(link_page())}
        </Show>
    }
}

/// The three games as cards.
#[component]
pub fn HomePage() -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let saves = expect_context::<SavesContext>();
    view! {
        <section class="page home">
            <h1>{move || i18n.t("home.title")}</h1>
            <p class="lead">{move || {
                let (min, max) = crate::catalog::players_range();
                i18n.t_with("home.lead", &[("min", min.to_string()), ("max", max.to_string())])
            }}</p>
            <Show when=move || {
                !saves.saves.with(Vec::is_empty) || !saves.campaigns.with(Vec::is_empty)
            }>
                {when_loaded(in_progress())}
            </Show>
            <ul class="cards">
                {GAMES.iter().map(|g| view! { <GameCard game=g /> }).collect_view()}
            </ul>
        </section>
    }
}

/// The campaigns not finished, each with a link to its page; the saved games that are not
/// finished, most recent first, each with "Continue"; and those that cannot be opened, said so,
/// with Delete (as on the Saved page: a save never vanishes from one list while the other
/// shows it).
#[component]
fn InProgress() -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let saves = expect_context::<SavesContext>();
    let list = Memo::new(move |_| {
        saves.with_standings(|s| matches!(s, Standing::Turn(_) | Standing::Broken))
    });
    let campaigns = Memo::new(move |_| {
        saves.campaigns.with(|l| {
            l.iter()
                .filter(|e| !crate::games::campaign_over(&e.campaign))
                .cloned()
                .collect::<Vec<_>>()
        })
    });
    view! {
        <Show when=move || !list.with(Vec::is_empty) || !campaigns.with(Vec::is_empty)>
            <section class="in-progress" aria-labelledby="in-progress-title">
                <h2 id="in-progress-title">{move || i18n.t("home.in_progress")}</h2>
                <ul class="saves">
                    <For
                        each=move || campaigns.get()
                        key=|e| (e.campaign.id.clone(), e.rev)
                        children=crate::games::campaign_row
                    />
                    <For
                        each=move || list.get()
                        key=|(e, _)| (e.save.id.clone(), e.rev)
                        children=|(e, stands)| view! { <SaveRow entry=e stands=stands compact=true /> }
                    />
                </ul>
            </section>
        </Show>
    }
}
