//! Islas, the app: UI only. The rules live in the engine crates; this crate shows them.
//!
//! - [`app`] routes; `pages/` are the screens, `components/` the shared widgets;
//! - [`catalog`]: what generic code knows of each game (below it); [`games`]: the registry of
//!   each game's screens, one folder per game (above it);
//! - `providers/` hold one context each: settings, i18n, saves;
//! - [`storage`] is the only code that touches localStorage;
//! - [`links`] reads game links, [`pwa`] talks to the service worker;
//! - [`bots`]: computer opponents, thinking in a Web Worker (the app's own wasm, `bots::serve`).

pub mod app;
pub mod bots;
pub mod catalog;
pub mod components;
pub mod games;
pub mod i18n;
pub mod lang;
pub mod lazy;
pub mod licences;
pub mod links;
pub mod model;
pub mod pages;

pub mod providers;
pub mod pwa;
pub mod router;
pub mod session;
pub mod storage;
pub mod styles;

/// Mounts the app on `<body>`.
pub fn mount() {
    leptos::mount::mount_to_body(app::App);
}
