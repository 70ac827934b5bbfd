//! The service worker: registers `/sw.js` and tells when a new version is waiting.
//!
//! `sw.js` precaches every file of the build. A new build installs beside the running one and
//! waits; the page shows "a new version is ready"; the reload button tells the waiting worker to
//! take over, and the page reloads once it has.

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;
use wasm_bindgen_futures::JsFuture;
use web_sys::{ServiceWorkerContainer, ServiceWorkerRegistration, ServiceWorkerState};

/// The message `sw.js` answers by activating itself.
pub const SKIP_WAITING: &str = "skip-waiting";

fn container() -> Option<ServiceWorkerContainer> {
    let nav = web_sys::window()?.navigator();
    // Absent on plain http and in some private modes.
    let has = js_sys::Reflect::has(&nav, &"serviceWorker".into()).unwrap_or(false);
    has.then(|| nav.service_worker())
}

/// Sets `ready` once `worker` is installed while an older version controls the page.
fn track(worker: web_sys::ServiceWorker, container: ServiceWorkerContainer, ready: RwSignal<bool>) {
    let w = worker.clone();
    let check = move || {
        // The first install has no controller yet: nothing to update then.
        if w.state() == ServiceWorkerState::Installed && container.controller().is_some() {
            ready.set(true);
        }
    };
    check();
    let on_state = Closure::<dyn FnMut()>::new(check);
    worker.set_onstatechange(Some(on_state.as_ref().unchecked_ref()));
    on_state.forget();
}

fn watch(
    reg: &ServiceWorkerRegistration,
    container: &ServiceWorkerContainer,
    ready: RwSignal<bool>,
) {
    // A worker already waiting, or still installing, from before the app started.
    if reg.waiting().is_some() && container.controller().is_some() {
        ready.set(true);
    }
    if let Some(worker) = reg.installing() {
        track(worker, container.clone(), ready);
    }
    let reg2 = reg.clone();
    let container2 = container.clone();
    let on_update = Closure::<dyn FnMut()>::new(move || {
        if let Some(worker) = reg2.installing() {
            track(worker, container2.clone(), ready);
        }
    });
    reg.set_onupdatefound(Some(on_update.as_ref().unchecked_ref()));
    on_update.forget();
}

/// How long the service worker waits at most for the first screen before it precaches.
const FIRST_SCREEN_PATIENCE_MS: i32 = 20_000;

/// How long the service worker waits at most for each chunk fetched ahead of it.
const CHUNKS_PATIENCE_MS: i32 = 30_000;

/// On a first visit to a page that has not fetched the screens chunks (home), fetches them
/// before the service worker's precache starts, at the browser's lowest priority
/// (`<link rel="prefetch">`): a newcomer who chooses a game from home gets its screens first,
/// not among the whole build, and the precache then takes them from the browser's cache; after
/// a new-game form (drawn by the main module alone) the screens chunk Start needs.
/// The chunks are those `<meta name="islas-chunks">` lists (`scripts/release.py`).
async fn chunks_first() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let Some(document) = window.document() else {
        return;
    };
    let Some(chunks) = document
        .query_selector("meta[name=\"islas-chunks\"]")
        .ok()
        .flatten()
        .and_then(|m| m.get_attribute("content"))
    else {
        return;
    };
    let base = document.url().unwrap_or_default();
    for url in chunks.split_whitespace() {
        let fetched = web_sys::Url::new_with_base(url, &base)
            .ok()
            .is_some_and(|u| {
                window
                    .performance()
                    .is_some_and(|p| p.get_entries_by_name(&u.href()).length() > 0)
            });
        if fetched {
            continue;
        }
        let (Some(head), Ok(link)) = (document.head(), document.create_element("link")) else {
            return;
        };
        let _ = link.set_attribute("rel", "prefetch");
        let _ = link.set_attribute("href", url);
        let _ = link.set_attribute("crossorigin", "anonymous");
        let arrived = js_sys::Promise::new(&mut |resolve, _| {
            let target: &web_sys::EventTarget = link.unchecked_ref();
            let _ = target.add_event_listener_with_callback("load", &resolve);
            let _ = target.add_event_listener_with_callback("error", &resolve);
            let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(
                &resolve,
                CHUNKS_PATIENCE_MS,
            );
        });
        let _ = head.append_child(&link);
        let _ = JsFuture::from(arrived).await;
    }
}

/// Registers the service worker, once the screen the page opened with is drawn (its chunk, texts
/// and sheets here: on a first visit the worker then downloads the whole build, which would take
/// the network from that screen) and, on a first visit, the screens chunk is here
/// ([`chunks_first`]); sets `ready` when a new version is waiting.
pub fn register(ready: RwSignal<bool>) {
    let Some(c) = container() else {
        return;
    };
    wasm_bindgen_futures::spawn_local(async move {
        crate::lazy::settled(FIRST_SCREEN_PATIENCE_MS).await;
        if c.controller().is_none() {
            chunks_first().await;
        }
        let Ok(reg) = JsFuture::from(c.register("/sw.js")).await else {
            return;
        };
        let Ok(reg) = reg.dyn_into::<ServiceWorkerRegistration>() else {
            return;
        };
        watch(&reg, &c, ready);
        // Look for a new build now and then every hour, rather than wait for the browser's
        // own check (which may come a day later). Offline, the check just fails.
        let check = move || {
            if let Ok(p) = reg.update() {
                wasm_bindgen_futures::spawn_local(async move {
                    let _ = JsFuture::from(p).await;
                });
            }
        };
        check();
        let every_hour = Closure::<dyn FnMut()>::new(check);
        if let Some(w) = web_sys::window() {
            let _ = w.set_interval_with_callback_and_timeout_and_arguments_0(
                every_hour.as_ref().unchecked_ref(),
                60 * 60 * 1000,
            );
        }
        every_hour.forget();
    });
}

fn reload() {
    if let Some(w) = web_sys::window() {
        let _ = w.location().reload();
    }
}

/// Lets the waiting version take over, then reloads the page into it.
pub fn apply_update() {
    let Some(c) = container() else {
        reload();
        return;
    };
    let on_change = Closure::<dyn FnMut()>::new(reload);
    c.set_oncontrollerchange(Some(on_change.as_ref().unchecked_ref()));
    on_change.forget();
    wasm_bindgen_futures::spawn_local(async move {
        let waiting = match JsFuture::from(c.get_registration()).await {
            Ok(r) => r
                .dyn_into::<ServiceWorkerRegistration>()
                .ok()
                .and_then(|r| r.waiting()),
            Err(_) => None,
        };
        match waiting {
            Some(w) => {
                let _ = w.post_message(&SKIP_WAITING.into());
            }
            None => reload(),
        }
    });
}
