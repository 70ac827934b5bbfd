//! `provide_i18n()`: the language in force and the texts in it.

use islas_games::GameId;
use leptos::prelude::*;

use super::SettingsContext;
use crate::i18n::{self, Lang};

/// The i18n context: every text the person reads comes through here.
#[derive(Clone, Copy)]
pub struct I18n {
    /// The language shown: the one chosen (or the browser's) once its texts are there.
    lang: RwSignal<Lang>,
    /// Whether the texts of a language are there: nothing is drawn before.
    ready: RwSignal<bool>,
    /// Changes each time a game's texts arrive.
    games_arrived: RwSignal<u32>,
    /// The games whose screens have been shown: a language chosen later is shown once their
    /// texts in it are here too.
    needed: StoredValue<Vec<GameId>>,
    /// Games whose texts in a language could not be fetched: their screens are drawn anyway
    /// (with the English texts when those arrived).
    failed: StoredValue<Vec<(Lang, GameId)>>,
    /// A language chosen whose texts could not be had (offline, and never used on this
    /// device): another stays shown, and Settings says why.
    unavailable: RwSignal<Option<Lang>>,
}

impl I18n {
    /// The language in force (tracked).
    pub fn lang(&self) -> Lang {
        self.lang.get()
    }

    /// The language in force (not tracked: for event handlers).
    pub fn lang_untracked(&self) -> Lang {
        self.lang.get_untracked()
    }

    /// Whether the texts have arrived (tracked). In the browser they are fetched at start-up
    /// (`i18n::files`); natively they are compiled in and always ready.
    pub fn ready(&self) -> bool {
        self.ready.get()
    }

    /// Whether `game`'s own texts in the language in force are here (tracked). Call
    /// [`I18n::need`] first.
    pub fn game_ready(&self, game: GameId) -> bool {
        self.games_arrived.track();
        let lang = self.lang.get();
        i18n::game_installed(lang, game) || self.failed.with_value(|f| f.contains(&(lang, game)))
    }

    /// Fetches `game`'s own texts in the language in force unless they are here (in the
    /// browser its screens' texts are a file of their own, fetched when first shown), and in
    /// any language chosen later.
    pub fn need(&self, game: GameId) {
        let first = self
            .needed
            .try_update_value(|n| {
                let first = !n.contains(&game);
                if first {
                    n.push(game);
                }
                first
            })
            .unwrap_or(false);
        let lang = self.lang.get_untracked();
        if first && !i18n::game_installed(lang, game) {
            fetch::game(lang, game, *self);
        }
    }

    /// Whether every text `lang` needs now is here: the shared ones and those of the games
    /// shown.
    fn complete(&self, lang: Lang) -> bool {
        i18n::installed(lang)
            && self
                .needed
                .with_value(|n| n.iter().all(|&g| i18n::game_installed(lang, g)))
    }

    /// The language chosen whose texts could not be fetched, while another is shown (tracked).
    pub fn unavailable(&self) -> Option<Lang> {
        self.unavailable.get()
    }

    /// The text of `key` in the language in force (tracked).
    pub fn t(&self, key: &str) -> String {
        i18n::text(self.lang.get(), key, &[])
    }

    /// The text of `key` with `{name}` placeholders filled (tracked).
    pub fn t_with(&self, key: &str, args: &[(&str, String)]) -> String {
        i18n::text(self.lang.get(), key, args)
    }
}

/// The browser's languages, best first (`navigator.languages`).
fn browser_languages() -> Vec<String> {
    let Some(nav) = web_sys::window().map(|w| w.navigator()) else {
        return Vec::new();
    };
    let list: Vec<String> = nav
        .languages()
        .iter()
        .filter_map(|v| v.as_string())
        .collect();
    if list.is_empty() {
        nav.language().into_iter().collect()
    } else {
        list
    }
}

/// Provides [`I18n`]: the language chosen in settings, else the browser's; sets `<html lang>`
/// and the document title. Needs the settings context.
///
/// In the browser the texts of a language are fetched the first time it is wanted (at start-up,
/// or when the person picks another in Settings); the language shown changes when they have
/// arrived. If they cannot be fetched (offline, a language never used on this device: the
/// service worker keeps the languages used), the language shown stays; at start-up the
/// browser's language and then English are tried; failing all, keys show as themselves.
pub fn provide_i18n() -> I18n {
    let settings = expect_context::<SettingsContext>();
    let browser = i18n::pick(&browser_languages());
    let wanted = Memo::new(move |_| settings.get().language.unwrap_or(browser));
    let first = wanted.get_untracked();
    let ctx = I18n {
        lang: RwSignal::new(first),
        ready: RwSignal::new(i18n::installed(first)),
        games_arrived: RwSignal::new(0),
        needed: StoredValue::new(Vec::new()),
        failed: StoredValue::new(Vec::new()),
        unavailable: RwSignal::new(None),
    };
    Effect::new(move |_| {
        let want = wanted.get();
        if ctx.complete(want) {
            ctx.lang.set(want);
            ctx.ready.set(true);
            ctx.unavailable.set(None);
        } else {
            fetch::start(want, ctx, wanted, browser);
        }
    });
    Effect::new(move |_| {
        let lang = ctx.lang.get();
        if !ctx.ready.get() {
            return;
        }
        // The page's language (hyphenation and screen readers follow it); the title is each
        // page's (`app::page_title`).
        if let Some(root) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.document_element())
        {
            let _ = root.set_attribute("lang", lang.code());
        }
    });
    provide_context(ctx);
    ctx
}

#[cfg(not(target_arch = "wasm32"))]
mod fetch {
    use leptos::prelude::Memo;

    use super::{I18n, Lang};

    /// Natively every language is compiled in: never called.
    pub fn start(_lang: Lang, _ctx: I18n, _wanted: Memo<Lang>, _browser: Lang) {}

    /// Natively every game's texts are compiled in: never called.
    pub fn game(_lang: Lang, _game: islas_games::GameId, _ctx: I18n) {}
}

#[cfg(target_arch = "wasm32")]
mod fetch {
    //! Fetching a language's catalogue files, by the addresses the build wrote into
    //! `<meta name="islas-texts">` (`name=address` pairs, space-separated).

    use leptos::prelude::*;
    use wasm_bindgen::JsCast;
    use wasm_bindgen_futures::JsFuture;

    use super::{GameId, I18n, Lang};
    use crate::i18n;

    /// The meta tag `scripts/release.py` writes.
    const META: &str = "islas-texts";

    fn address(file: &str) -> Option<String> {
        let content = web_sys::window()?
            .document()?
            .query_selector(&format!("meta[name=\"{META}\"]"))
            .ok()??
            .get_attribute("content")?;
        content.split_whitespace().find_map(|pair| {
            let (name, url) = pair.split_once('=')?;
            (name == file).then(|| url.to_string())
        })
    }

    /// A file's text on its way.
    enum Pending {
        /// Fetched by the start-up script while the wasm downloaded (`window.islasTexts`,
        /// `scripts/release.py`): a promise of the text.
        Early(JsFuture),
        /// Fetched here: a promise of the response.
        Fetch(JsFuture),
    }

    /// Starts fetching `file` (or takes over the start-up script's fetch of it): every fetch of
    /// a language starts before any is awaited.
    fn begin(file: &str) -> Result<Pending, String> {
        let window = web_sys::window().ok_or("no window")?;
        let early = js_sys::Reflect::get(&window, &"islasTexts".into())
            .ok()
            .filter(|v| v.is_object())
            .and_then(|all| js_sys::Reflect::get(&all, &file.into()).ok())
            .and_then(|v| v.dyn_into::<js_sys::Promise>().ok());
        if let Some(promise) = early {
            return Ok(Pending::Early(JsFuture::from(promise)));
        }
        let url = address(file).ok_or_else(|| format!("{file} is not in the build"))?;
        Ok(Pending::Fetch(JsFuture::from(window.fetch_with_str(&url))))
    }

    async fn text(pending: Pending) -> Result<String, String> {
        let text = match pending {
            Pending::Early(text) => text,
            Pending::Fetch(fetch) => {
                let response = fetch.await.map_err(|e| format!("{e:?}"))?;
                let response: web_sys::Response =
                    response.dyn_into().map_err(|_| "not a response")?;
                if !response.ok() {
                    return Err(format!("{}: HTTP {}", response.url(), response.status()));
                }
                JsFuture::from(response.text().map_err(|e| format!("{e:?}"))?)
            }
        };
        text.await
            .map_err(|e| format!("{e:?}"))?
            .as_string()
            .ok_or_else(|| "not text".to_string())
    }

    /// Fetches and installs what `lang` lacks of its shared texts and of `games`' own.
    async fn load(lang: Lang, games: &[GameId]) -> Result<(), String> {
        let games: Vec<GameId> = games
            .iter()
            .copied()
            .filter(|&g| !i18n::game_installed(lang, g))
            .collect();
        let shared = (!i18n::installed(lang)).then(|| i18n::shared_file(lang));
        let fetches = shared
            .into_iter()
            .chain(games.iter().map(|&g| i18n::game_file(g, lang)))
            .map(|f| begin(&f))
            .collect::<Result<Vec<_>, _>>()?;
        let mut texts = Vec::with_capacity(fetches.len());
        for fetch in fetches {
            texts.push(text(fetch).await?);
        }
        i18n::install_with(lang, texts, &games)
    }

    /// Fetches `game`'s own texts in `lang`, then lets its screens be drawn.
    pub fn game(lang: Lang, game: GameId, ctx: I18n) {
        leptos::task::spawn_local(async move {
            if let Err(e) = load(lang, &[game]).await {
                leptos::logging::warn!("texts of {game} in {}: {e}", lang.code());
                if lang != Lang::En {
                    let _ = load(Lang::En, &[game]).await;
                }
                ctx.failed.update_value(|f| f.push((lang, game)));
            }
            ctx.games_arrived.update(|n| *n += 1);
        });
    }

    /// Fetches the texts of `lang`, then shows it. If they cannot be had, the language shown
    /// stays (and `unavailable` says so); at start-up, with nothing shown yet, the browser's
    /// language and then English are tried. If the person picked yet another language
    /// meanwhile, that one is shown once its texts are here (its own fetch shows it
    /// otherwise), so a slow answer never brings back an older choice.
    pub fn start(lang: Lang, ctx: I18n, wanted: Memo<Lang>, browser: Lang) {
        leptos::task::spawn_local(async move {
            let games = ctx.needed.get_value();
            let got = match load(lang, &games).await {
                Ok(()) => {
                    ctx.unavailable.set(None);
                    lang
                }
                Err(e) => {
                    leptos::logging::warn!("texts of {}: {e}", lang.code());
                    if ctx.ready.get_untracked() {
                        if wanted.get_untracked() == lang {
                            ctx.unavailable.set(Some(lang));
                        }
                        return;
                    }
                    ctx.unavailable.set(Some(lang));
                    let mut got = lang;
                    for other in [browser, Lang::En] {
                        if other != lang && load(other, &games).await.is_ok() {
                            got = other;
                            break;
                        }
                    }
                    got
                }
            };
            let want = wanted.get_untracked();
            let shown = if ctx.complete(want) {
                want
            } else if want == lang || !ctx.ready.get_untracked() {
                got
            } else {
                return;
            };
            ctx.lang.set(shown);
            ctx.ready.set(true);
        });
    }
}
