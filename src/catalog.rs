//! What the app's generic code knows of each game: its entry in the catalogue (title, credits,
//! the i18n keys of its blurb and option words, the prefix of its rules' keys, its style sheets
//! and text files) and where a saved game stands. The facts the engine knows (ids, player
//! counts, options) come from the engine through `islas_games::GameId`, never from a second
//! copy.
//!
//! Each game's entry is its [`Listed`] impl, in its own folder (`src/games/<game>/mod.rs`);
//! the list of entries is the engine registry's (`islas_games::for_each_game!`), so it holds
//! every game of the registry, in its order, and a registered game without an entry does not
//! compile. This module imports no game's module and nothing of the app above it: the
//! dispatcher to the games' screens (`crate::games`) is above the generic layer, this is below.

use islas_core::Seat;
use islas_games::{GameId, Registered};

/// The facts of one game the app shows, given by its [`Listed`] impl.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Facts {
    /// The published title (not translated).
    pub title: &'static str,
    /// i18n key of the one-line description (in the shared catalogue: home shows it).
    pub blurb_key: &'static str,
    /// Designers, as printed on the box.
    pub designers: &'static str,
    /// Publishers, as printed on the box.
    pub publishers: &'static str,
    /// The i18n key of the short words of each option id (as on the new-game form's summary
    /// line), for pages that show a link's options (an option with a value gets it as `n`); an
    /// option not named here shows its id.
    pub option_keys: &'static [(&'static str, &'static str)],
    /// The first part of the keys of its rules summary (`<prefix>.rules.title`, …), in its
    /// own text files.
    pub rules_prefix: &'static str,
    /// The style sheets its screens need, by their names in `style/`.
    pub sheets: &'static [&'static str],
}

/// The catalogue's entry of a game: implemented, with [`crate::games::AppGame`], by each game's
/// folder for its engine type.
pub trait Listed: Registered {
    /// The game's facts.
    const FACTS: Facts;
    /// Its own text files (`locales/<id>.<lang>.txt`) by language code, compiled in natively
    /// (tests, tools): `game_texts!("<id>")`. The browser fetches them instead.
    #[cfg(not(target_arch = "wasm32"))]
    const TEXTS: Texts;
}

/// A game's text files by language code (see [`Listed::TEXTS`]).
pub type Texts = &'static [(&'static str, &'static str)];

/// The text files `locales/<id>.<lang>.txt` of game `id` in every language, compiled in.
#[macro_export]
macro_rules! game_texts {
    ($id:literal) => {
        &[
            (
                "en",
                include_str!(concat!(
                    env!("CARGO_MANIFEST_DIR"),
                    "/locales/",
                    $id,
                    ".en.txt"
                )),
            ),
            (
                "es",
                include_str!(concat!(
                    env!("CARGO_MANIFEST_DIR"),
                    "/locales/",
                    $id,
                    ".es.txt"
                )),
            ),
            (
                "cs",
                include_str!(concat!(
                    env!("CARGO_MANIFEST_DIR"),
                    "/locales/",
                    $id,
                    ".cs.txt"
                )),
            ),
        ]
    };
}

/// One game of the collection, as generic code sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UiGame {
    /// Its engine.
    pub game: GameId,
    /// The short name used in links and records (the engine's `INFO.id`).
    pub id: &'static str,
    /// The published title (not translated).
    pub title: &'static str,
    /// See [`Facts`].
    pub blurb_key: &'static str,
    pub designers: &'static str,
    pub publishers: &'static str,
    pub option_keys: &'static [(&'static str, &'static str)],
    pub rules_prefix: &'static str,
    pub sheets: &'static [&'static str],
}

impl UiGame {
    const fn new(game: GameId, f: Facts) -> UiGame {
        UiGame {
            game,
            id: game.id(),
            title: f.title,
            blurb_key: f.blurb_key,
            designers: f.designers,
            publishers: f.publishers,
            option_keys: f.option_keys,
            rules_prefix: f.rules_prefix,
            sheets: f.sheets,
        }
    }

    /// The i18n key of an option's short words, if the app has them.
    pub fn option_key(&self, option: &str) -> Option<&'static str> {
        self.option_keys
            .iter()
            .find(|(id, _)| *id == option)
            .map(|&(_, key)| key)
    }

    /// The fewest and most players, from the engine.
    pub fn players(&self) -> (u8, u8) {
        let info = self.game.info();
        (info.min_players, info.max_players)
    }
}

/// Builds the list from the engine registry's (`for_each_game!`).
macro_rules! catalog {
    ($($(#[$attr:meta])* $variant:ident => $engine:ty),+) => {
        /// Every game, in the registry's order (the order home lists them).
        pub const GAMES: &[UiGame] = &[$($(#[$attr])* UiGame::new(GameId::$variant, <$engine as Listed>::FACTS)),+];

        /// The text files of `game` (see [`Listed::TEXTS`]).
        #[cfg(not(target_arch = "wasm32"))]
        fn texts_of(game: GameId) -> Texts {
            match game {
                $($(#[$attr])* GameId::$variant => <$engine as Listed>::TEXTS),+
            }
        }
    };
}

islas_games::for_each_game!(catalog);

/// The fewest and the most players of any game, from the engines (home's "for 1 to 6 players").
pub fn players_range() -> (u8, u8) {
    GAMES
        .iter()
        .map(UiGame::players)
        .fold((u8::MAX, 0), |(lo, hi), (min, max)| {
            (lo.min(min), hi.max(max))
        })
}

/// The game with this short name.
pub fn find(id: &str) -> Option<&'static UiGame> {
    GAMES.iter().find(|g| g.id == id)
}

/// The app's entry of an engine.
pub fn of(game: GameId) -> &'static UiGame {
    // GAMES is built from the same list as GameId, in its order.
    &GAMES[GameId::ALL.iter().position(|&g| g == game).unwrap_or(0)]
}

/// The game named `id` in a URL or a save.
pub fn playable(id: &str) -> Option<GameId> {
    find(id).map(|g| g.game)
}

/// The text file of `game` in the language with this code, compiled in natively ("" when there
/// is none: the i18n tests check every game has every language).
#[cfg(not(target_arch = "wasm32"))]
pub fn texts(game: GameId, lang: &str) -> &'static str {
    texts_of(game)
        .iter()
        .find(|(code, _)| *code == lang)
        .map_or("", |&(_, text)| text)
}

/// Where a saved game stands: its turn, whether it is over, and who won (the engine's
/// outcome: everyone ranked first; empty while the game goes on).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Progress {
    pub turn: u32,
    pub over: bool,
    pub winners: Vec<Seat>,
}

/// Where a saved game stands, as the lists show it.
#[derive(Clone, Debug, PartialEq)]
pub enum Standing {
    /// In progress at this turn.
    Turn(u32),
    /// Finished: who won (several on a shared victory).
    Over(Vec<Seat>),
    /// Its record does not open in this version.
    Broken,
    /// A game this version does not have: it opens as a link to its deal.
    Coming,
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Home's range of players comes from the games: Port Royal plays solo, Jamaica up to 6.
    #[test]
    fn the_range_of_players_spans_every_game() {
        assert_eq!(players_range(), (1, 6));
        let lead = crate::i18n::text(
            crate::i18n::Lang::En,
            "home.lead",
            &[("min", "1".into()), ("max", "6".into())],
        );
        assert!(lead.contains("for 1 to 6 players"), "{lead}");
    }

    #[test]
    fn every_engine_has_one_entry_with_its_own_id_in_the_registry_order() {
        assert_eq!(GAMES.len(), GameId::ALL.len());
        for (g, &engine) in GAMES.iter().zip(GameId::ALL) {
            assert_eq!(g.game, engine);
            assert_eq!(g.id, engine.id());
            assert_eq!(of(engine), g);
            assert_eq!(find(g.id), Some(g));
            assert_eq!(playable(g.id), Some(engine));
            let info = engine.info();
            assert_eq!(g.players(), (info.min_players, info.max_players));
            // Every option the app names is one the engine knows.
            for (id, _) in g.option_keys {
                assert!(info.option(id).is_some(), "{} {id}", g.id);
            }
            assert!(!g.title.is_empty() && !g.rules_prefix.is_empty());
        }
        let mut titles: Vec<_> = GAMES.iter().map(|g| g.title).collect();
        let mut prefixes: Vec<_> = GAMES.iter().map(|g| g.rules_prefix).collect();
        titles.sort_unstable();
        titles.dedup();
        prefixes.sort_unstable();
        prefixes.dedup();
        assert_eq!((titles.len(), prefixes.len()), (GAMES.len(), GAMES.len()));
        assert_eq!(find("monopoly"), None);
        assert_eq!(playable("port-royal"), Some(GameId::PortRoyal));
        assert_eq!(playable("jamaica"), Some(GameId::Jamaica));
    }

    #[test]
    fn every_sheet_a_game_names_is_in_style() {
        for g in GAMES {
            assert!(!g.sheets.is_empty(), "{}", g.id);
            for sheet in g.sheets {
                let path = format!("{}/style/{sheet}", env!("CARGO_MANIFEST_DIR"));
                assert!(std::path::Path::new(&path).is_file(), "{}: {path}", g.id);
            }
        }
    }

    #[test]
    fn every_game_has_its_text_file_in_every_language() {
        for g in GAMES {
            for lang in ["en", "es", "cs"] {
                let text = texts(g.game, lang);
                assert!(
                    text.contains(&format!("{}.rules.title", g.rules_prefix)),
                    "locales/{}.{lang}.txt holds the rules of {}",
                    g.id,
                    g.title
                );
            }
        }
    }
}
