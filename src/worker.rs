//! The bots' Web Worker (Trunk's second target, `data-type="worker"` in index.html).
//!
//! Posts `WORKER_READY` once it listens; then answers each message (a `BotRequest` as a JSON
//! string) with a `BotReply` as a JSON string, timed by the worker's `performance.now()`. A
//! `BenchRequest` (random games timed in the worker, for `scripts/measure-app`) gets a
//! `BenchReply` (`islas_games::think::answer`).
//!
//! The worker does not link the app library (which brings Leptos, and whatever its crates
//! export to JavaScript or start): it uses the registry crate `islas-games` only.

#[cfg(target_arch = "wasm32")]
fn main() {
    use islas_games::think::{WORKER_READY, answer};
    use wasm_bindgen::JsCast;
    use wasm_bindgen::prelude::*;
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let performance = scope.performance();
    let on_message = {
        let scope = scope.clone();
        Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            let clock = || performance.as_ref().map_or(0.0, |p| p.now());
            let message = event.data().as_string().unwrap_or_default();
            let text = answer(&message, &clock);
            let _ = scope.post_message(&JsValue::from_str(&text));
        })
    };
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    on_message.forget();
    let _ = scope.post_message(&JsValue::from_str(WORKER_READY));
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("islas-worker runs in the browser, as the app's Web Worker (built by Trunk)");
    std::process::exit(2);
}
