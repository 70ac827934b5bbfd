//! The games' style sheets, added when first needed. Home and the other pages use the sheets
//! `index.html` links (`style/base.css`, `style/components.css`); the games' screens use
//! `style/table.css` and the game's own sheet, which the build lists in
//! `<meta name="islas-styles" content="table.css=/style/table-<hash>.css ...">`
//! (`scripts/release.py`) and the app adds to the page the first time one of them is shown,
//! so a first visit to home does not wait for them. They are precached like every file of the
//! build. Natively (tests, tools) there are no sheets: every one counts as here.

use leptos::prelude::*;

/// Every sheet a game's screens use (the kit's gallery shows pieces of every game); each
/// game's are in its catalogue entry (`crate::catalog::Facts::sheets`).
pub fn all() -> Vec<&'static str> {
    let mut out: Vec<&'static str> = Vec::new();
    for game in crate::catalog::GAMES {
        for &sheet in game.sheets {
            if !out.contains(&sheet) {
                out.push(sheet);
            }
        }
    }
    out
}

/// Whether `sheets` are on the page, adding those that are not (tracked: becomes true when the
/// last has loaded, or failed to, so a missing sheet never keeps a screen from being drawn).
pub fn ready(sheets: &[&'static str]) -> bool {
    let loaded = loaded();
    loaded.with(|l| sheets.iter().all(|s| l.contains(s))) || {
        web::add(sheets, loaded);
        false
    }
}

/// The sheets that have loaded (or failed to), shared by the whole page.
fn loaded() -> RwSignal<Vec<&'static str>> {
    #[derive(Clone, Copy)]
    struct Loaded(RwSignal<Vec<&'static str>>);
    match use_context::<Loaded>() {
        Some(Loaded(l)) => l,
        None => {
            let l = RwSignal::new(if cfg!(target_arch = "wasm32") {
                Vec::new()
            } else {
                all()
            });
            provide_context(Loaded(l));
            l
        }
    }
}

/// Provides the shared list of sheets loaded; called once by the app before any page.
pub fn provide() {
    let _ = loaded();
}

#[cfg(not(target_arch = "wasm32"))]
mod web {
    use leptos::prelude::*;

    /// Natively every sheet counts as here.
    pub fn add(sheets: &[&'static str], loaded: RwSignal<Vec<&'static str>>) {
        loaded.update(|l| {
            for &s in sheets {
                if !l.contains(&s) {
                    l.push(s);
                }
            }
        });
    }
}

#[cfg(target_arch = "wasm32")]
mod web {
    use leptos::prelude::*;
    use wasm_bindgen::JsCast;
    use wasm_bindgen::prelude::*;

    /// The meta tag `scripts/release.py` writes.
    const META: &str = "islas-styles";

    fn address(document: &web_sys::Document, sheet: &str) -> Option<String> {
        let content = document
            .query_selector(&format!("meta[name=\"{META}\"]"))
            .ok()??
            .get_attribute("content")?;
        content.split_whitespace().find_map(|pair| {
            let (name, url) = pair.split_once('=')?;
            (name == sheet).then(|| url.to_string())
        })
    }

    /// Adds a `<link rel="stylesheet">` for each of `sheets` not on the page yet; each counts
    /// as loaded when it has (or has failed to, or is not in the build).
    pub fn add(sheets: &[&'static str], loaded: RwSignal<Vec<&'static str>>) {
        let done = move |sheet: &'static str| {
            loaded.update(|l| {
                if !l.contains(&sheet) {
                    l.push(sheet);
                }
            })
        };
        let Some(document) = web_sys::window().and_then(|w| w.document()) else {
            sheets.iter().for_each(|&s| done(s));
            return;
        };
        for &sheet in sheets {
            let Some(url) = address(&document, sheet) else {
                done(sheet);
                continue;
            };
            let selector = format!("link[data-sheet=\"{sheet}\"]");
            if document.query_selector(&selector).ok().flatten().is_some() {
                continue; // on its way
            }
            let Ok(link) = document.create_element("link") else {
                done(sheet);
                continue;
            };
            let _ = link.set_attribute("rel", "stylesheet");
            let _ = link.set_attribute("href", &url);
            let _ = link.set_attribute("data-sheet", sheet);
            let on_end = Closure::<dyn FnMut()>::new(move || done(sheet));
            let target: &web_sys::EventTarget = link.unchecked_ref();
            let _ =
                target.add_event_listener_with_callback("load", on_end.as_ref().unchecked_ref());
            let _ =
                target.add_event_listener_with_callback("error", on_end.as_ref().unchecked_ref());
            // Called once or twice at most, for the life of the page.
            on_end.forget();
            match document.head() {
                Some(head) => {
                    let _ = head.append_child(&link);
                }
                None => done(sheet),
            }
        }
    }
}
