//! The app's addresses: which page the address bar names, its query, and moving between pages
//! without reloading.
//!
//! A small router of our own instead of `leptos_router`, whose nested, asynchronous route
//! matching the app does not use and which was the largest part of the main module after the
//! view layer (docs/performance.md, lever 26). What it does:
//! - [`Route::of`] reads a path into one of the app's pages (with its parameter);
//! - [`provide_router`] keeps the address in a signal: read from `window.location` at start,
//!   set again on `popstate` (back and forward) and by [`use_navigate`]'s function;
//! - a click on a link of the app (`<a href="/...">`, same origin, no `target`, `download` or
//!   `rel="external"`, no modifier key, the main button) is followed the same way: the page
//!   changes without a reload, the history gets an entry and the window scrolls to the top;
//! - [`Location::is_current`] says whether a link names the page shown (`aria-current`).

use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// One of the app's pages, as an address names it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Route {
    /// `/`: home, or the link page when the query carries a link.
    Root,
    Saved,
    Settings,
    About,
    Kit,
    /// `/new/<game>`
    New(String),
    /// `/play/<save id>`
    Play(String),
    /// `/rules/<game>`
    Rules(String),
    /// `/campaign/<campaign id>`
    Campaign(String),
    NotFound,
}

impl Route {
    /// The page `path` names (no query, no fragment). A trailing slash is ignored; segments
    /// are percent-decoded.
    pub fn of(path: &str) -> Route {
        let path = path
            .strip_suffix('/')
            .filter(|p| !p.is_empty())
            .unwrap_or(path);
        let parts: Vec<String> = path.split('/').skip(1).map(decode).collect();
        let parts: Vec<&str> = parts.iter().map(String::as_str).collect();
        match parts.as_slice() {
            [] | [""] => Route::Root,
            ["saved"] => Route::Saved,
            ["settings"] => Route::Settings,
            ["about"] => Route::About,
            ["kit"] => Route::Kit,
            ["new", game] if !game.is_empty() => Route::New(game.to_string()),
            ["play", id] if !id.is_empty() => Route::Play(id.to_string()),
            ["rules", game] if !game.is_empty() => Route::Rules(game.to_string()),
            ["campaign", id] if !id.is_empty() => Route::Campaign(id.to_string()),
            _ => Route::NotFound,
        }
    }
}

/// `%xx` sequences decoded (as UTF-8, invalid sequences kept as they were); with `plus`, a
/// `+` is a space (the query's form encoding).
fn decode_with(text: &str, plus: bool) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |b: u8| (b as char).to_digit(16);
        match bytes[i] {
            b'%' if i + 2 < bytes.len() => match (hex(bytes[i + 1]), hex(bytes[i + 2])) {
                (Some(h), Some(l)) => {
                    out.push((h * 16 + l) as u8);
                    i += 3;
                    continue;
                }
                _ => out.push(b'%'),
            },
            b'+' if plus => out.push(b' '),
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8(out).unwrap_or_else(|_| text.to_string())
}

fn decode(text: &str) -> String {
    decode_with(text, false)
}

/// A query value as [`Query::parse`] reads it (`%xx` and `+` decoded).
pub fn decode_query_value(text: &str) -> String {
    decode_with(text, true)
}

/// A query string's pairs (`?a=1&b=x%20y`), decoded; the first of a repeated key wins.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Query(Vec<(String, String)>);

impl Query {
    /// Reads `search` (with or without its leading `?`).
    pub fn parse(search: &str) -> Query {
        let search = search.strip_prefix('?').unwrap_or(search);
        Query(
            search
                .split('&')
                .filter(|p| !p.is_empty())
                .map(|p| {
                    let (k, v) = p.split_once('=').unwrap_or((p, ""));
                    (decode_with(k, true), decode_with(v, true))
                })
                .collect(),
        )
    }

    /// The value of `key`, if the query has it.
    pub fn get(&self, key: &str) -> Option<String> {
        self.0
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.clone())
    }
}

/// The address shown: its path and its query.
#[derive(Clone, Copy)]
pub struct Location {
    path: RwSignal<String>,
    query: RwSignal<String>,
}

impl Location {
    /// The page shown (tracked).
    pub fn route(&self) -> Route {
        self.path.with(|p| Route::of(p))
    }

    /// The query's pairs (tracked).
    pub fn query(&self) -> Query {
        self.query.with(|q| Query::parse(q))
    }

    /// Whether a link to `href` names the page shown: the same path, or a page under it
    /// (`/` only for itself). Tracked.
    pub fn is_current(&self, href: &str) -> bool {
        self.path.with(|p| {
            p == href
                || (href != "/"
                    && p.strip_prefix(href)
                        .is_some_and(|rest| rest.starts_with('/')))
        })
    }

    fn set(&self, path: String, search: String) {
        if self.path.with_untracked(|p| *p != path) {
            self.path.set(path);
        }
        if self.query.with_untracked(|q| *q != search) {
            self.query.set(search);
        }
    }

    fn read_window(&self) {
        let loc = window().location();
        self.set(
            loc.pathname().unwrap_or_else(|_| "/".into()),
            loc.search().unwrap_or_default(),
        );
    }
}

/// The address, from the context [`provide_router`] set.
pub fn use_location() -> Location {
    expect_context::<Location>()
}

/// The page shown (tracked).
pub fn use_route() -> Memo<Route> {
    let loc = use_location();
    Memo::new(move |_| loc.route())
}

/// The query's pairs (tracked).
pub fn use_query_map() -> Memo<Query> {
    let loc = use_location();
    Memo::new(move |_| loc.query())
}

/// The parameter of the page shown, as `name` ("game" of `/new/<game>` and `/rules/<game>`,
/// "id" of `/play/<id>` and `/campaign/<id>`), in a [`Query`] (tracked).
pub fn use_params_map() -> Memo<Query> {
    let route = use_route();
    Memo::new(move |_| {
        route.with(|r| match r {
            Route::New(g) | Route::Rules(g) => Query(vec![("game".into(), g.clone())]),
            Route::Play(id) | Route::Campaign(id) => Query(vec![("id".into(), id.clone())]),
            _ => Query::default(),
        })
    })
}

/// Shows the page of `href` (a path of the app, with or without a query) when called: a new
/// history entry, the window at the top.
pub fn use_navigate() -> impl Fn(&str) + Clone + Send + Sync + 'static {
    let loc = use_location();
    move |href: &str| go(loc, href)
}

fn go(loc: Location, href: &str) {
    let w = window();
    if let Ok(history) = w.history() {
        let _ = history.push_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(href));
    }
    loc.read_window();
    w.scroll_to_with_x_and_y(0.0, 0.0);
}

/// Keeps the address in a signal (the context [`use_location`] reads) and makes the app's own
/// links change the page without a reload.
pub fn provide_router() -> Location {
    let loc = Location {
        path: RwSignal::new(String::new()),
        query: RwSignal::new(String::new()),
    };
    loc.read_window();
    provide_context(loc);
    let back_forward = window_event_listener(leptos::ev::popstate, move |_| loc.read_window());
    let clicks = window_event_listener(leptos::ev::click, move |ev| follow(loc, &ev));
    on_cleanup(move || {
        back_forward.remove();
        clicks.remove();
    });
    loc
}

/// A click on one of the app's links: shown without a reload. Anything else (another site, a
/// new tab, a download, a link within the page) is left to the browser.
fn follow(loc: Location, ev: &web_sys::MouseEvent) {
    if ev.default_prevented()
        || ev.button() != 0
        || ev.meta_key()
        || ev.alt_key()
        || ev.ctrl_key()
        || ev.shift_key()
    {
        return;
    }
    let Some(a) = ev
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .and_then(|el| el.closest("a[href]").ok().flatten())
        .and_then(|el| el.dyn_into::<web_sys::HtmlAnchorElement>().ok())
    else {
        return;
    };
    let raw = a.get_attribute("href").unwrap_or_default();
    let external = a
        .get_attribute("rel")
        .is_some_and(|r| r.split_ascii_whitespace().any(|p| p == "external"));
    if !a.target().is_empty() || a.has_attribute("download") || external || raw.starts_with('#') {
        return;
    }
    let Ok(origin) = window().location().origin() else {
        return;
    };
    let Ok(url) = web_sys::Url::new_with_base(&a.href(), &origin) else {
        return;
    };
    if url.origin() != origin {
        return;
    }
    ev.prevent_default();
    go(
        loc,
        &format!("{}{}{}", url.pathname(), url.search(), url.hash()),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_page_of_the_app_is_read_from_its_path() {
        assert_eq!(Route::of("/"), Route::Root);
        assert_eq!(Route::of(""), Route::Root);
        assert_eq!(Route::of("/saved"), Route::Saved);
        assert_eq!(Route::of("/settings/"), Route::Settings);
        assert_eq!(Route::of("/about"), Route::About);
        assert_eq!(Route::of("/kit"), Route::Kit);
        assert_eq!(
            Route::of("/new/port-royal"),
            Route::New("port-royal".into())
        );
        assert_eq!(Route::of("/play/abc123"), Route::Play("abc123".into()));
        assert_eq!(Route::of("/rules/jamaica"), Route::Rules("jamaica".into()));
        assert_eq!(Route::of("/play/a%20b"), Route::Play("a b".into()));
        assert_eq!(
            Route::of("/campaign/adventure-k1-x2"),
            Route::Campaign("adventure-k1-x2".into())
        );
        assert_eq!(Route::of("/campaign/c%201/"), Route::Campaign("c 1".into()));
    }

    #[test]
    fn any_other_path_is_not_found() {
        for p in [
            "/nope",
            "/new",
            "/new/",
            "/play/a/b",
            "/saved/x",
            "/rules//x",
            "/campaign",
            "/campaign/",
            "/campaign/a/b",
        ] {
            assert_eq!(Route::of(p), Route::NotFound, "{p}");
        }
    }

    #[test]
    fn a_query_is_read_pair_by_pair_and_decoded() {
        let q = Query::parse("?g=port-royal&s=the+black%20pearl&p=2&o=&x");
        assert_eq!(q.get("g").as_deref(), Some("port-royal"));
        assert_eq!(q.get("s").as_deref(), Some("the black pearl"));
        assert_eq!(q.get("o").as_deref(), Some(""));
        assert_eq!(q.get("x").as_deref(), Some(""));
        assert_eq!(q.get("r"), None);
        assert_eq!(Query::parse("a=1&a=2").get("a").as_deref(), Some("1"));
        assert_eq!(Query::parse("").get("a"), None);
    }

    #[test]
    fn percent_sequences_decode_as_utf8_and_broken_ones_stay() {
        assert_eq!(decode("%C5%99eka"), "řeka");
        assert_eq!(decode("100%"), "100%");
        assert_eq!(decode("%zz1"), "%zz1");
        assert_eq!(decode("%4"), "%4");
        assert_eq!(decode("%FF"), "%FF");
        assert_eq!(decode_with("a+b", true), "a b");
        assert_eq!(decode_with("a+b", false), "a+b");
    }
}
