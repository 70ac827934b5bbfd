//! Screens fetched when first shown. In the release build (Cargo feature `split`) each function
//! defined with [`lazy_views!`] is a split point: the code only split points reach is cut out of
//! the main module into a wasm chunk by `scripts/release.py` (wasm-split-cli), fetched the
//! first time such a screen is shown and precached for offline play like every file of the
//! build. Without the feature (tests, tools) they are plain async functions, ready at once.
//!
//! The app has one chunk, `screens`: every game's screens and bots, and the pages home does not
//! need (saved games, settings, about, the link page, the list of games in progress, the
//! storage notices). A chunk per game and per page was 57 KB gzip larger in all (each chunk's
//! imports and exports, the code two chunks share in chunks of its own, many small files that
//! compress worse than one), for what only a first visit gains: home does not need any of it,
//! and after the first visit the service worker has all of it (docs/performance.md).

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
    let screen = leptos::__reexports::send_wrapper::SendWrapper::new(screen);
    view! { <Suspense fallback=|| ()>{Suspend::new(screen)}</Suspense> }.into_any()
}
