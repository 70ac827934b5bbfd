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

/// The document's title on the page `route`: the page's own name, then the app's ("Puerto
/// Rico — Islas"); home keeps the app's full title. `game` is the title of the game a table or
/// campaign shows (from its save), when known.
pub fn page_title(lang: crate::i18n::Lang, route: &Route, game: Option<&str>) -> String {
    use crate::i18n::text;
    let title_of = |id: &str| crate::catalog::find(id).map(|g| g.title.to_string());
    let page = match route {
        Route::Root => None,
        Route::Saved => Some(text(lang, "saved.title", &[])),
        Route::Settings => Some(text(lang, "settings.title", &[])),
        Route::About => Some(text(lang, "nav.about", &[])),
        Route::Kit => Some(text(lang, "kit.title", &[])),
        Route::New(id) => title_of(id).map(|g| text(lang, "new.title", &[("game", g)])),
        Route::Rules(id) => title_of(id).map(|g| text(lang, "page.rules", &[("game", g)])),
        Route::Play(_) | Route::Campaign(_) => game.map(str::to_string),
        Route::NotFound => Some(text(lang, "not_found.title", &[])),
    };
    match page {
        Some(page) => text(lang, "page.title", &[("page", page)]),
        None => text(lang, "app.title", &[]),
    }
}

/// The top bar, the messages and the page the address names.
/// Takes away home as the start-up script showed it before the app ran (index.html's templates,
/// `tests/e2e/home.mjs`): the app's own page is drawn in its place, in the same turn.
fn remove_early_home() {
    if let Some(early) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("prerender"))
    {
        early.remove();
    }
}

#[component]
fn Frame() -> impl IntoView {
    remove_early_home();
    provide_router();
    let route = use_route();
    // Each page its own document title (what a tab, the history and a screen reader name).
    let i18n = expect_context::<I18n>();
    let saves = expect_context::<crate::providers::SavesContext>();
    Effect::new(move |_| {
        let route = route.get();
        let game = match &route {
            Route::Play(id) => saves.get(id).map(|e| e.save.game),
            Route::Campaign(id) => saves.campaign(id).map(|e| e.campaign.game),
            _ => None,
        };
        let game = game.and_then(|g| crate::catalog::find(&g)).map(|g| g.title);
        let title = page_title(i18n.lang(), &route, game);
        if let Some(doc) = web_sys::window().and_then(|w| w.document()) {
            doc.set_title(&title);
        }
    });
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    /// Every page has a title of its own, ending with the app's name.
    #[test]
    fn each_page_has_its_own_title() {
        let routes = [
            Route::Saved,
            Route::Settings,
            Route::About,
            Route::Kit,
            Route::New("puerto-rico".into()),
            Route::Rules("jamaica".into()),
            Route::Play("g1".into()),
            Route::NotFound,
        ];
        for lang in Lang::ALL {
            let home = page_title(lang, &Route::Root, None);
            let mut seen = vec![home.clone()];
            for r in &routes {
                let t = page_title(lang, r, Some("Puerto Rico"));
                assert!(t.ends_with(" — Islas"), "{t}");
                assert!(!seen.contains(&t), "{lang:?}: {r:?} has the title {t}");
                seen.push(t);
            }
        }
        assert_eq!(
            page_title(Lang::En, &Route::Play("g1".into()), Some("Puerto Rico")),
            "Puerto Rico — Islas"
        );
        assert_eq!(
            page_title(Lang::En, &Route::Saved, None),
            "Saved games — Islas"
        );
    }
}
