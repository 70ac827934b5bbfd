//! Screens fetched when first shown. In the release build (Cargo feature `split`) each function
//! defined with [`lazy_views!`] is a split point: the code only split points reach is cut out of
//! the main module into a wasm chunk by `scripts/release.py` (wasm-split-cli), fetched the
//! first time such a screen is shown and precached for offline play like every file of the
//! build. Without the feature (tests, tools) they are plain async functions, ready at once.
//!
//! The app has one split module, `screens`: every game's screens but its new-game form, and its
//! bots, and the pages home does not need (saved games, settings, about, the link page, the list
//! of games in progress, the storage notices). A chunk per game and per page was 57 KB gzip
//! larger in all (each chunk's imports and exports, the code two chunks share in chunks of its
//! own, many small files that compress worse than one). The new-game forms, which a shared link
//! or a game's address opens on, are in the main module: a first visit's form then waits for
//! one file, not three, and everything is 16 KB smaller than with a module of their own
//! (docs/app.md).

use std::cell::{Cell, RefCell};

use leptos::prelude::*;

/// Defines screens `fn name(args) { body }` (each returning an `AnyView`) in chunk `$chunk`:
/// every function given the same chunk name lands in the same file.
#[macro_export]
macro_rules! lazy_views {
    ($chunk:ident: $(fn $name:ident($($arg:ident: $ty:ty),*) $body:block)*) => {
        $crate::lazy_fns! { $chunk: $(fn $name($($arg: $ty),*) -> ::leptos::prelude::AnyView $body)* }
    };
}

/// Defines functions `fn name(args) -> T { body }` in chunk `$chunk`, called as `async`
/// functions: the first call fetches the chunk. Every function given the same chunk name lands
/// in the same file.
///
/// `lazy_fns! { fallible chunk: ... }` defines functions returning `Result<T, E>` with
/// `E: From<`[`SplitLoaderError`](leptos::wasm_split::SplitLoaderError)`>`: a chunk that does not
/// arrive (offline with an empty cache) is an `Err`, where otherwise it would abort the module.
#[macro_export]
macro_rules! lazy_fns {
    (fallible $chunk:ident: $(fn $name:ident($($arg:ident: $ty:ty),*) -> $ret:ty $body:block)*) => {$(
        #[cfg(feature = "split")]
        #[leptos::wasm_split::wasm_split($chunk, fallible, wasm_split_path = ::leptos::wasm_split)]
        fn $name($($arg: $ty),*) -> $ret $body
        #[cfg(not(feature = "split"))]
        async fn $name($($arg: $ty),*) -> $ret $body
    )*};
    ($chunk:ident: $(fn $name:ident($($arg:ident: $ty:ty),*) -> $ret:ty $body:block)*) => {$(
        #[cfg(feature = "split")]
        #[leptos::wasm_split::wasm_split($chunk, wasm_split_path = ::leptos::wasm_split)]
        fn $name($($arg: $ty),*) -> $ret $body
        #[cfg(not(feature = "split"))]
        async fn $name($($arg: $ty),*) -> $ret $body
    )*};
}

/// A screen that is drawn when its chunk has arrived (at once when it is already here).
pub fn when_loaded(screen: impl std::future::Future<Output = AnyView> + 'static) -> AnyView {
    let screen = async move {
        let _loading = Loading::new();
        screen.await
    };
    let screen = leptos::__reexports::send_wrapper::SendWrapper::new(screen);
    view! { <Suspense fallback=|| ()>{Suspend::new(screen)}</Suspense> }.into_any()
}

thread_local! {
    /// Screens whose chunk, texts or style sheets are on their way.
    static LOADING: Cell<u32> = const { Cell::new(0) };
    /// Called when nothing is loading any more ([`settled`]).
    static WHEN_SETTLED: RefCell<Vec<Box<dyn FnOnce()>>> = const { RefCell::new(Vec::new()) };
}

/// A chunk that did not arrive (offline, and not cached yet): the error of the functions
/// `lazy_fns! { fallible … }` defines.
pub struct Unfetched;

#[cfg(feature = "split")]
impl From<leptos::wasm_split::SplitLoaderError> for Unfetched {
    fn from(_: leptos::wasm_split::SplitLoaderError) -> Unfetched {
        Unfetched
    }
}

/// A screen on its way while this lives: [`settled`] waits for every one to be dropped.
pub struct Loading(());

impl Loading {
    pub fn new() -> Loading {
        LOADING.with(|n| n.set(n.get() + 1));
        Loading(())
    }
}

impl Default for Loading {
    fn default() -> Loading {
        Loading::new()
    }
}

impl Drop for Loading {
    fn drop(&mut self) {
        let left = LOADING.with(|n| {
            n.set(n.get().saturating_sub(1));
            n.get()
        });
        if left == 0 {
            for wake in WHEN_SETTLED.with(|w| std::mem::take(&mut *w.borrow_mut())) {
                wake();
            }
        }
    }
}

/// Screens on their way now.
pub fn loading() -> u32 {
    LOADING.with(Cell::get)
}

/// Resolves once no screen is on its way (at once when none is), or after `patience_ms` at
/// most: what a first visit's service worker waits for before it downloads the whole build
/// (`crate::pwa::register`), so that the screen the person opened gets the network first.
pub async fn settled(patience_ms: i32) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let deadline = js_sys::Date::now() + f64::from(patience_ms);
    loop {
        let left = deadline - js_sys::Date::now();
        if left <= 0.0 {
            return;
        }
        let wait = js_sys::Promise::new(&mut |resolve, _| {
            if loading() == 0 {
                // Nothing loading: look again after the tasks already queued (a screen whose
                // texts just arrived starts loading its chunk in one of them).
                let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, 0);
            } else {
                let wake = resolve.clone();
                WHEN_SETTLED.with(|w| {
                    w.borrow_mut().push(Box::new(move || {
                        let _ = wake.call0(&wasm_bindgen::JsValue::NULL);
                    }))
                });
                let _ = window
                    .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, left as i32);
            }
        });
        let idle = loading() == 0;
        let _ = wasm_bindgen_futures::JsFuture::from(wait).await;
        if idle && loading() == 0 {
            return;
        }
    }
}
