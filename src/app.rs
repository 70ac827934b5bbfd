//! The app's frame: contexts, the top bar, messages, and the routes.

use std::rc::Rc;

use leptos::prelude::*;

use crate::components::{KitGallery, KitSprite, StorageNotices, TopBar, UpdateBanner};
use crate::lazy::when_loaded;
use crate::pages::{
    AboutPage, NewGamePage, NotFound, PlayPage, Root, RulesPage, SavedPage, SettingsPage,
};

// The pages a first visit does not open are in the screens chunk (`crate::lazy`); home, the
// new-game and play pages' frames stay in the main module.
crate::lazy_views! { screens:
    fn saved_page() { view! { <SavedPage /> }.into_any() }
    fn settings_page() { view! { <SettingsPage /> }.into_any() }
    fn about_page() { view! { <AboutPage /> }.into_any() }
    fn kit_page() {
        let sheets = crate::styles::all();
        view! { <Show when=move || crate::styles::ready(&sheets)><KitGallery /></Show> }.into_any()
    }
}
use crate::providers::{I18n, provide_i18n, provide_saves, provide_settings};
use crate::router::{Route, provide_router, use_route};
use crate::storage::Store;

/// Provides the contexts on the given store. Used by [`App`] and by component tests.
pub fn provide_all(store: Store, startup: Option<crate::storage::StorageError>) -> I18n {
    let store = Rc::new(store);
    provide_settings(store.clone(), startup);
    let i18n = provide_i18n();
    provide_saves(store, crate::games::standing_task);
    i18n
}

/// The whole app.
#[component]
pub fn App() -> impl IntoView {
    let (store, startup) = Store::open_browser();
    let i18n = provide_all(store, startup);
    crate::styles::provide();
    // Nothing is drawn before the texts of the language in force have arrived (fetched in the
    // browser: `providers::i18n`); this happens once.
    let ready = Memo::new(move |_| i18n.ready());
    view! {
        <KitSprite />
        <Show when=move || ready.get()>
            <Frame />
        </Show>
    }
}

/// `/campaign/<id>`: the page of a campaign, by its game (from the saved campaign).
fn campaign_page(id: String) -> AnyView {
    let saves = expect_context::<crate::providers::SavesContext>();
    match saves
        .campaign(&id)
        .and_then(|e| crate::catalog::playable(&e.campaign.game))
    {
        Some(game) => crate::games::campaign(game, id),
        None => view! { <NotFound /> }.into_any(),
    }
}

/// The top bar, the messages and the page the address names.
#[component]
fn Frame() -> impl IntoView {
    provide_router();
    let route = use_route();
    let page = move || match route.get() {
        Route::Root => view! { <Root /> }.into_any(),
        Route::Saved => when_loaded(saved_page()),
        Route::Settings => when_loaded(settings_page()),
        Route::About => when_loaded(about_page()),
        Route::Kit => when_loaded(kit_page()),
        Route::New(_) => view! { <NewGamePage /> }.into_any(),
        Route::Play(_) => view! { <PlayPage /> }.into_any(),
        Route::Rules(_) => view! { <RulesPage /> }.into_any(),
        Route::Campaign(id) => campaign_page(id),
        Route::NotFound => view! { <NotFound /> }.into_any(),
    };
    view! {
        <TopBar />
        <UpdateBanner />
        <StorageNotices />
        <main id="main" tabindex="-1">{page}</main>
    }
}
