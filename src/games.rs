//! The app's registry: each game's screens, reached from a `GameId`. Each `src/games/<game>/`
//! implements [`AppGame`] (and the catalogue's [`Listed`]) for its engine type; the dispatch
//! below is built from the engine registry's list (`islas_games::for_each_game!`), an
//! exhaustive `match` over `GameId`: a game registered in `islas-games` without an `AppGame`
//! impl does not compile, so no game can reach the app (or its bots' worker) half-wired.
//!
//! The facts generic code needs (titles, option words, sheets, where a save stands) are in
//! [`crate::catalog`], below the generic layer; this module is above it, beside the pages.

#[cfg(feature = "test-game")]
pub mod hands;
pub mod jamaica;
pub mod port_royal;
pub mod puerto_rico;

use std::future::Future;
use std::pin::Pin;

use islas_games::GameId;
use leptos::prelude::*;

use crate::catalog::{self, Listed, Progress, Standing};
use crate::lazy::when_loaded;
use crate::links::Prefill;
use crate::model::{SavedCampaign, SavedGame};
use crate::providers::CampaignEntry;

/// A game in the app: its screens, implemented by its folder for its engine type.
pub trait AppGame: Listed + Sized {
    /// The new-game form, filled from `prefill`.
    fn new_game(prefill: Prefill) -> AnyView;

    /// The table of saved game `id`.
    fn table(id: String) -> AnyView;

    /// The rules summary: the sections under the catalogue's `rules_prefix`.
    fn rules() -> AnyView {
        view! { <crate::components::RulesText prefix=Self::FACTS.rules_prefix /> }.into_any()
    }

    /// Where a saved game stands, found by replaying it with the engine; or why it does not
    /// open (the reader's words).
    fn progress(save: &SavedGame) -> Result<Progress, String> {
        let s = crate::session::Session::<Self>::from_saved(save)
            .map_err(crate::session::OpenError::reason)?;
        Ok(Progress {
            turn: s.game.turns(),
            over: s.is_over(),
            winners: s.game.outcome().map(|o| o.winners()).unwrap_or_default(),
        })
    }

    /// The page of campaign `id`, for a game that has campaigns (Port Royal's Adventure).
    fn campaign(id: String) -> Option<AnyView> {
        let _ = id;
        None
    }

    /// A campaign's row on home and on the saved games page.
    fn campaign_row(entry: CampaignEntry) -> Option<AnyView> {
        let _ = entry;
        None
    }

    /// Whether a campaign is over (home lists those that are not; one that does not read is
    /// not).
    fn campaign_over(campaign: &SavedCampaign) -> bool {
        let _ = campaign;
        false
    }
}

/// Code written once for every game of the app: [`visit`] calls `visit` with the game's type.
pub trait AppVisitor {
    type Output;
    fn visit<G: AppGame>(self) -> Self::Output;
}

macro_rules! app_registry {
    ($($(#[$attr:meta])* $variant:ident => $engine:ty),+) => {
        /// Runs `visitor` with the app's side of `game`.
        pub fn visit<V: AppVisitor>(game: GameId, visitor: V) -> V::Output {
            match game {
                $($(#[$attr])* GameId::$variant => visitor.visit::<$engine>()),+
            }
        }
    };
}

islas_games::for_each_game!(app_registry);

// Each screen kind of every game is one split point in the screens chunk (`crate::lazy`): not
// in the main module.

struct NewGame(Prefill);
impl AppVisitor for NewGame {
    type Output = AnyView;
    fn visit<G: AppGame>(self) -> AnyView {
        G::new_game(self.0)
    }
}

struct Table(String);
impl AppVisitor for Table {
    type Output = AnyView;
    fn visit<G: AppGame>(self) -> AnyView {
        G::table(self.0)
    }
}

struct Rules;
impl AppVisitor for Rules {
    type Output = AnyView;
    fn visit<G: AppGame>(self) -> AnyView {
        G::rules()
    }
}

struct Campaign(String);
impl AppVisitor for Campaign {
    type Output = Option<AnyView>;
    fn visit<G: AppGame>(self) -> Option<AnyView> {
        G::campaign(self.0)
    }
}

struct ProgressOf(SavedGame);
impl AppVisitor for ProgressOf {
    type Output = Result<Progress, String>;
    fn visit<G: AppGame>(self) -> Result<Progress, String> {
        G::progress(&self.0)
    }
}

// The new-game forms are in the main module: a game's first screen on a first visit (a shared
// link's) needs no chunk, and the engines stay out of it; Start asks the screens chunk for the
// game (each form's `start`), which is on its way by then (docs/app.md).
fn new_game_screen(game: GameId, prefill: Prefill) -> AnyView {
    visit(game, NewGame(prefill))
}

crate::lazy_views! { screens:
    fn table_screen(game: GameId, id: String) {
        visit(game, Table(id))
    }
    fn rules_screen(game: GameId) {
        visit(game, Rules)
    }
    fn campaign_screen(game: GameId, id: String) {
        visit(game, Campaign(id)).unwrap_or_else(|| ().into_any())
    }
}

crate::lazy_fns! { screens:
    fn progress_of(game: GameId, save: SavedGame) -> Result<Progress, String> {
        visit(game, ProgressOf(save))
    }
    fn lesson_save_of(game: GameId) -> Option<SavedGame> {
        crate::session::saves::lesson_save(game)
    }
}

/// The save that starts the lesson of `game` (see [`crate::session::saves::lesson_save`]); the
/// first call fetches the screens chunk.
pub async fn lesson_save(game: GameId) -> Option<SavedGame> {
    lesson_save_of(game).await
}

// Nothing but its chunk: calling it fetches it (once), so a screen's chunk downloads beside
// its texts and sheets, not after them (`game_screen`).
crate::lazy_fns! { fallible screens:
    fn screens_fetched() -> Result<(), crate::lazy::Unfetched> {
        Ok(())
    }
}

/// Starts fetching the screens chunk (once: later calls find it loaded).
fn fetch_screens() {
    leptos::task::spawn_local(async move {
        let _ = screens_fetched().await;
    });
}

/// Which module draws a game's screen.
#[derive(Clone, Copy, PartialEq)]
enum Chunk {
    /// The main module (the new-game forms).
    Main,
    /// The screens chunk.
    Screens,
}

/// A screen of `game` drawn by `chunk`, drawn when the chunk, the game's own texts and its style
/// sheets (fetched the first time one of its screens is shown: `crate::styles`) are all here;
/// the three are asked for at once. (The chunk is named, not passed as a future: one task type
/// for every screen, not one per screen, keeps the wasm smaller.)
fn game_screen(
    game: GameId,
    chunk: Chunk,
    screen: impl Fn() -> AnyView + Send + Sync + 'static,
) -> AnyView {
    let i18n = expect_context::<crate::providers::I18n>();
    i18n.need(game);
    if chunk == Chunk::Screens {
        fetch_screens();
    }
    let sheets = catalog::of(game).sheets;
    // Both asked each time (not `&&`): the sheets are fetched beside the texts.
    let here = move || {
        let texts = i18n.game_ready(game);
        let styled = crate::styles::ready(sheets);
        texts && styled
    };
    // On its way until the texts and sheets are here (the chunk's own wait follows).
    let loading = StoredValue::new_local(Some(crate::lazy::Loading::new()));
    Effect::new(move || {
        if here() {
            loading.update_value(|l| drop(l.take()));
        }
    });
    view! { <Show when=here>{screen()}</Show> }.into_any()
}

/// The new-game form of `game`, filled from `prefill`.
pub fn new_game_form(game: GameId, prefill: Prefill) -> AnyView {
    game_screen(game, Chunk::Main, move || {
        new_game_screen(game, prefill.clone())
    })
}

/// The table of saved game `id` of `game`.
pub fn table(game: GameId, id: String) -> AnyView {
    game_screen(game, Chunk::Screens, move || {
        when_loaded(table_screen(game, id.clone()))
    })
}

/// The rules summary of `game`.
pub fn rules(game: GameId) -> AnyView {
    game_screen(game, Chunk::Screens, move || {
        when_loaded(rules_screen(game))
    })
}

/// The page of campaign `id` of `game`, drawn with the game's texts and sheets.
pub fn campaign(game: GameId, id: String) -> AnyView {
    game_screen(game, Chunk::Screens, move || {
        when_loaded(campaign_screen(game, id.clone()))
    })
}

/// A campaign's row on home and on the saved games page (nothing for a campaign of a game
/// this version does not have). Called from screens in the screens chunk only.
pub fn campaign_row(entry: CampaignEntry) -> AnyView {
    struct Row(CampaignEntry);
    impl AppVisitor for Row {
        type Output = Option<AnyView>;
        fn visit<G: AppGame>(self) -> Option<AnyView> {
            G::campaign_row(self.0)
        }
    }
    catalog::playable(&entry.campaign.game)
        .and_then(|g| visit(g, Row(entry)))
        .unwrap_or_else(|| ().into_any())
}

/// Whether a campaign is over (see [`AppGame::campaign_over`]); one of a game this version
/// does not have is not.
pub fn campaign_over(campaign: &SavedCampaign) -> bool {
    struct Over<'a>(&'a SavedCampaign);
    impl AppVisitor for Over<'_> {
        type Output = bool;
        fn visit<G: AppGame>(self) -> bool {
            G::campaign_over(self.0)
        }
    }
    catalog::playable(&campaign.game).is_some_and(|g| visit(g, Over(campaign)))
}

/// Where a saved game of `game` stands, or why it does not open (the reader's words). The
/// first call fetches the screens chunk.
pub async fn progress(game: GameId, save: SavedGame) -> Result<Progress, String> {
    progress_of(game, save).await
}

/// Where `save` stands (see [`progress`]).
pub async fn standing(save: SavedGame) -> Standing {
    match catalog::playable(&save.game) {
        Some(g) => match progress(g, save).await {
            Ok(p) if p.over => Standing::Over(p.winners),
            Ok(p) => Standing::Turn(p.turn),
            Err(_) => Standing::Broken,
        },
        None => Standing::Coming,
    }
}

/// [`standing`] as the saves provider takes it (`crate::providers::provide_saves`).
pub fn standing_task(save: SavedGame) -> Pin<Box<dyn Future<Output = Standing>>> {
    Box::pin(standing(save))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    struct Id;
    impl AppVisitor for Id {
        type Output = (&'static str, &'static str);
        fn visit<G: AppGame>(self) -> Self::Output {
            (G::INFO.id, G::FACTS.title)
        }
    }

    #[test]
    fn every_game_reaches_its_own_screens() {
        for &g in GameId::ALL {
            assert_eq!(visit(g, Id), (g.id(), catalog::of(g).title));
        }
    }

    #[test]
    fn every_rules_summary_has_the_same_sections_in_every_language() {
        for g in catalog::GAMES {
            let en = crate::components::rules_sections(Lang::En, g.rules_prefix);
            assert!(en.len() >= 6, "{}: {} sections", g.id, en.len());
            for lang in [Lang::Es, Lang::Cs] {
                let other = crate::components::rules_sections(lang, g.rules_prefix);
                assert_eq!(other.len(), en.len(), "{} {lang:?}", g.id);
                for (a, b) in en.iter().zip(&other) {
                    assert_eq!(a.1.len(), b.1.len(), "{} {lang:?}: {}", g.id, a.0);
                    assert!(b.1.iter().all(|p| !p.is_empty()));
                }
            }
        }
    }
}
