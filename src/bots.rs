//! Computer opponents in the app.
//!
//! - [`think`]: what a bot plays in a position (`islas_games::think`, pure and natively tested).
//! - [`BotWorker`]: the page's side. Sends a [`BotRequest`] to the bots' Web Worker and hands
//!   the [`BotReply`] to a callback; falls back to thinking on the page's thread when the worker
//!   cannot run. Natively (tests, tools) it thinks at once, on the calling thread.
//! - In the browser the worker is the app itself: the same wasm module, started in a module
//!   worker by the build's loader (`scripts/release.py`); `main` sees it runs in a worker and
//!   calls [`serve`] instead of drawing the page. The bots are in the wasm chunk of the screens
//!   (`crate::lazy`), fetched the first time a computer thinks, by the worker, or by the page
//!   (which has it already when it shows a game): one copy of every engine and bot in the
//!   build, not one in the app and another in a worker's wasm. (A chunk per game, and the bots
//!   in chunks of their own, were larger in all: docs/performance.md.)
//!
//! The messages between page and worker are JSON strings: the page posts a [`BotRequest`]; the
//! worker first posts [`WORKER_READY`] once it has started, then one [`BotReply`] per request
//! (or [`WORKER_UNLOADED`] when a game's bots could not be fetched).

pub use islas_games::think::{
    Advise, BotReply, BotRequest, WORKER_READY, Weighed, bot_seed, reply_to, think,
};

/// `<meta name="islas-worker" content="/islas-bots-<hash>.js">`: where the build
/// (`scripts/release.py`) writes the address of the worker's script into `index.html`.
pub const WORKER_META: &str = "islas-worker";

/// The worker's answer when the bots' chunk could not be fetched (offline before
/// it was cached): the page stops using the worker and thinks itself.
pub const WORKER_UNLOADED: &str = "unloaded";

/// The reason a bot gives when its game's bots could not be fetched, on the page too.
pub const UNLOADED_REASON: &str =
    "the computer players of this game could not be loaded (no connection?)";

/// User Timing measure of each answer's round trip as the page sees it (ask to answer).
pub const MEASURE_ROUND_TRIP: &str = "islas-bot-think";

/// User Timing measure lasting the time the bot itself thought (`BotReply::think_ms`).
pub const MEASURE_THINK: &str = "islas-bot-think-worker";

#[cfg(not(target_arch = "wasm32"))]
pub use native::BotWorker;
#[cfg(target_arch = "wasm32")]
pub use web::{BotWorker, in_worker, serve};

/// The bots of every game, in the screens chunk (see the module's documentation).
#[cfg(target_arch = "wasm32")]
mod modules {
    use wasm_bindgen::prelude::*;

    use crate::lazy::Unfetched;

    #[wasm_bindgen]
    extern "C" {
        /// `performance.now()`, on the page and in the worker alike.
        #[wasm_bindgen(js_namespace = performance, js_name = now)]
        pub fn performance_now() -> f64;
    }

    // Every game's bots through the registry's one entry: one split point.
    crate::lazy_fns! { fallible screens:
        fn bots_answer(message: String) -> Result<String, Unfetched> {
            Ok(islas_games::think::answer(&message, &performance_now))
        }
    }

    /// What the bots answer to `message`, whatever its game (`islas_games::think::answer`),
    /// timed by `performance.now()`. The first call fetches the chunk.
    pub async fn answer(message: String) -> Result<String, Unfetched> {
        bots_answer(message).await
    }
}

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use std::time::Instant;

    use super::{BotReply, BotRequest, reply_to};

    /// Natively there is no worker: [`BotWorker::ask`] thinks at once and calls back before
    /// it returns.
    #[derive(Clone, Default)]
    pub struct BotWorker;

    impl BotWorker {
        pub fn new() -> BotWorker {
            BotWorker
        }

        pub fn ask(&self, req: BotRequest, done: impl FnOnce(BotReply) + 'static) {
            let start = Instant::now();
            let message = serde_json::to_string(&req).unwrap_or_default();
            done(reply_to(&message, &|| {
                start.elapsed().as_secs_f64() * 1000.0
            }));
        }

        pub fn cancel(&self) {}
    }
}

#[cfg(target_arch = "wasm32")]
mod web {
    //! The page's side of the bots' Web Worker.

    use std::cell::RefCell;
    use std::rc::{Rc, Weak};

    use wasm_bindgen::JsCast;
    use wasm_bindgen::prelude::*;
    use web_sys::{Event, MessageEvent, Worker, WorkerOptions, WorkerType};

    use super::modules::{answer, performance_now as now};
    use super::{
        BotReply, BotRequest, MEASURE_ROUND_TRIP, MEASURE_THINK, UNLOADED_REASON, WORKER_META,
        WORKER_READY, WORKER_UNLOADED,
    };
    use crate::lazy::Unfetched;

    #[wasm_bindgen]
    extern "C" {
        /// `performance`, for User Timing level 3 (`measure(name, options)`), which web-sys
        /// has only behind its unstable APIs.
        type UserTiming;
        #[wasm_bindgen(method, catch, js_name = measure)]
        fn measure_with(
            this: &UserTiming,
            name: &str,
            options: &JsValue,
        ) -> Result<JsValue, JsValue>;
    }

    /// Records one User Timing measure; a browser without level 3 simply gets none.
    fn measure(
        name: &str,
        start: Option<f64>,
        end: f64,
        duration: Option<f64>,
        level: &str,
        worker: bool,
    ) {
        let Some(perf) = web_sys::window().and_then(|w| w.performance()) else {
            return;
        };
        let options = js_sys::Object::new();
        let detail = js_sys::Object::new();
        let set = |o: &js_sys::Object, k: &str, v: JsValue| {
            let _ = js_sys::Reflect::set(o, &JsValue::from_str(k), &v);
        };
        set(&detail, "level", JsValue::from_str(level));
        set(&detail, "worker", JsValue::from_bool(worker));
        if let Some(start) = start {
            set(&options, "start", JsValue::from_f64(start));
        }
        if let Some(duration) = duration {
            set(&options, "duration", JsValue::from_f64(duration));
        }
        set(&options, "end", JsValue::from_f64(end));
        set(&options, "detail", detail.into());
        let _ = perf
            .unchecked_ref::<UserTiming>()
            .measure_with(name, &options);
    }

    /// The worker's script, as the build wrote it into `index.html`.
    fn worker_url() -> Option<String> {
        let selector = format!("meta[name=\"{WORKER_META}\"]");
        web_sys::window()?
            .document()?
            .query_selector(&selector)
            .ok()??
            .get_attribute("content")
            .filter(|url| !url.is_empty())
    }

    type Done = Box<dyn FnOnce(BotReply)>;

    /// One request waiting for its answer.
    struct Pending {
        /// The caller's id, given back in the reply (the wire carries our own ticket).
        id: u32,
        request: BotRequest,
        started: f64,
        done: Done,
        /// Posted to the worker (not only queued before it was ready, not on the page).
        posted: bool,
    }

    /// A started worker and its handlers.
    struct Running {
        worker: Worker,
        ready: bool,
        /// Tickets asked before the worker said it was ready.
        queue: Vec<u32>,
        on_message: Closure<dyn FnMut(MessageEvent)>,
        on_error: Closure<dyn FnMut(Event)>,
    }

    impl Running {
        fn stop(self) {
            self.worker.set_onmessage(None);
            self.worker.set_onerror(None);
            self.worker.terminate();
            drop((self.on_message, self.on_error));
        }
    }

    #[derive(Default)]
    struct Inner {
        running: Option<Running>,
        /// The worker could not start or failed: think on the page from now on.
        broken: bool,
        next_ticket: u32,
        pending: Tickets,
    }

    /// The requests waiting for an answer, by ticket, oldest first (tickets only grow, and a
    /// table has one or two waiting): a list, where a map's code would cost kilobytes of wasm.
    #[derive(Default)]
    struct Tickets(Vec<(u32, Pending)>);

    impl Tickets {
        fn insert(&mut self, ticket: u32, pending: Pending) {
            self.0.push((ticket, pending));
        }
        fn get_mut(&mut self, ticket: &u32) -> Option<&mut Pending> {
            self.0.iter_mut().find(|(t, _)| t == ticket).map(|(_, p)| p)
        }
        fn remove(&mut self, ticket: &u32) -> Option<Pending> {
            let i = self.0.iter().position(|(t, _)| t == ticket)?;
            Some(self.0.remove(i).1)
        }
        fn clear(&mut self) {
            self.0.clear();
        }
        fn values(&self) -> impl Iterator<Item = &Pending> {
            self.0.iter().map(|(_, p)| p)
        }
        fn keys(&self) -> impl Iterator<Item = &u32> {
            self.0.iter().map(|(t, _)| t)
        }
    }

    impl Drop for Inner {
        fn drop(&mut self) {
            self.pending.clear();
            if let Some(running) = self.running.take() {
                running.stop();
            }
        }
    }

    /// Asks the bots' Web Worker for moves. Cheap to clone (all clones share one worker);
    /// dropping the last clone cancels what is pending and ends the worker.
    ///
    /// Each answer is recorded as two User Timing measures, with `detail: {level, worker}`
    /// (`worker` false when the page thought itself): [`MEASURE_ROUND_TRIP`] from ask to
    /// answer as the page sees it, and [`MEASURE_THINK`] lasting the bot's own `think_ms`.
    #[derive(Clone, Default)]
    pub struct BotWorker {
        inner: Rc<RefCell<Inner>>,
    }

    impl BotWorker {
        /// No worker yet: it is started by the first [`BotWorker::ask`].
        pub fn new() -> BotWorker {
            BotWorker::default()
        }

        /// Asks for a move; `done` is called once with the reply (its `id` is `req.id`),
        /// unless [`BotWorker::cancel`] comes first. If the worker cannot start or fails, the
        /// page thinks itself, after a `setTimeout(0)`, and still calls `done`.
        pub fn ask(&self, req: BotRequest, done: impl FnOnce(BotReply) + 'static) {
            let mut inner = self.inner.borrow_mut();
            let ticket = inner.next_ticket;
            inner.next_ticket = inner.next_ticket.wrapping_add(1);
            let id = req.id;
            let request = BotRequest { id: ticket, ..req };
            inner.pending.insert(
                ticket,
                Pending {
                    id,
                    request,
                    started: now(),
                    done: Box::new(done),
                    posted: false,
                },
            );
            if !inner.broken && inner.running.is_none() {
                match start(Rc::downgrade(&self.inner)) {
                    Some(running) => inner.running = Some(running),
                    None => inner.broken = true,
                }
            }
            let sent = match inner.running.as_mut() {
                Some(running) if !running.ready => {
                    running.queue.push(ticket);
                    true
                }
                Some(_) => post(&mut inner, ticket),
                None => false,
            };
            drop(inner);
            if !sent {
                on_page(Rc::downgrade(&self.inner), ticket);
            }
        }

        /// Drops every pending answer: none is delivered. A worker that is thinking is ended
        /// (a fresh one starts on the next ask), so a long think never outlives the game.
        pub fn cancel(&self) {
            let mut inner = self.inner.borrow_mut();
            let thinking = inner.pending.values().any(|p| p.posted);
            inner.pending.clear();
            if thinking {
                if let Some(running) = inner.running.take() {
                    running.stop();
                }
            } else if let Some(running) = inner.running.as_mut() {
                running.queue.clear();
            }
        }
    }

    /// Starts the worker (a module worker: the build's loader imports the bindings).
    fn start(weak: Weak<RefCell<Inner>>) -> Option<Running> {
        let url = worker_url()?;
        let options = WorkerOptions::new();
        options.set_type(WorkerType::Module);
        options.set_name("islas-bots");
        let worker = Worker::new_with_options(&url, &options).ok()?;
        let on_message = {
            let weak = weak.clone();
            Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
                if let Some(text) = event.data().as_string() {
                    received(&weak, &text);
                }
            })
        };
        let on_error = Closure::<dyn FnMut(Event)>::new(move |_event: Event| failed(&weak));
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        Some(Running {
            worker,
            ready: false,
            queue: Vec::new(),
            on_message,
            on_error,
        })
    }

    /// Posts a pending request to the (ready) worker; false if it could not be sent.
    fn post(inner: &mut Inner, ticket: u32) -> bool {
        let (Some(running), Some(pending)) =
            (inner.running.as_ref(), inner.pending.get_mut(&ticket))
        else {
            return false;
        };
        let Ok(text) = serde_json::to_string(&pending.request) else {
            return false;
        };
        pending.posted = running
            .worker
            .post_message(&JsValue::from_str(&text))
            .is_ok();
        pending.posted
    }

    /// A message from the worker: ready, or an answer.
    fn received(weak: &Weak<RefCell<Inner>>, text: &str) {
        let Some(rc) = weak.upgrade() else { return };
        let mut inner = rc.borrow_mut();
        if text == WORKER_UNLOADED {
            drop(inner);
            drop(rc);
            failed(weak);
            return;
        }
        if text == WORKER_READY {
            let queue = match inner.running.as_mut() {
                Some(running) => {
                    running.ready = true;
                    std::mem::take(&mut running.queue)
                }
                None => return,
            };
            let unsent: Vec<u32> = queue
                .into_iter()
                .filter(|&t| !post(&mut inner, t))
                .collect();
            drop(inner);
            for ticket in unsent {
                on_page(weak.clone(), ticket);
            }
            return;
        }
        let Ok(reply) = islas_core::from_json::<BotReply>(text) else {
            return;
        };
        let Some(pending) = inner.pending.remove(&reply.id) else {
            return;
        };
        drop(inner);
        drop(rc);
        deliver(pending, reply, true);
    }

    /// The worker failed (its files did not load, or it broke): it is ended, and every pending
    /// request is answered on the page, now and from now on.
    fn failed(weak: &Weak<RefCell<Inner>>) {
        let Some(rc) = weak.upgrade() else { return };
        let mut inner = rc.borrow_mut();
        inner.broken = true;
        if let Some(running) = inner.running.take() {
            running.stop();
        }
        let tickets: Vec<u32> = inner.pending.keys().copied().collect();
        drop(inner);
        for ticket in tickets {
            on_page(weak.clone(), ticket);
        }
    }

    /// Thinks on the page after a `setTimeout(0)`, unless cancelled meanwhile: the bots' chunk
    /// (fetched the first time), as the worker would.
    fn on_page(weak: Weak<RefCell<Inner>>, ticket: u32) {
        let run = Closure::once_into_js(move || {
            let Some(rc) = weak.upgrade() else { return };
            let Some(pending) = rc.borrow_mut().pending.remove(&ticket) else {
                return;
            };
            drop(rc);
            wasm_bindgen_futures::spawn_local(async move {
                let message = serde_json::to_string(&pending.request).unwrap_or_default();
                let reply = match answer(message).await {
                    Ok(text) => islas_core::from_json::<BotReply>(&text)
                        .map_err(|e| format!("the bots' answer does not read: {e}")),
                    Err(Unfetched) => Err(UNLOADED_REASON.to_string()),
                };
                let reply = reply.unwrap_or_else(|reason| BotReply {
                    id: 0,
                    result: Err(reason),
                    think_ms: 0.0,
                    advice: Vec::new(),
                });
                deliver(pending, reply, false);
            });
        });
        let scheduled = web_sys::window().is_some_and(|w| {
            w.set_timeout_with_callback_and_timeout_and_arguments_0(run.unchecked_ref(), 0)
                .is_ok()
        });
        if !scheduled {
            // No timers (no window): answer at once rather than never.
            let _ = run
                .unchecked_ref::<js_sys::Function>()
                .call0(&JsValue::NULL);
        }
    }

    fn deliver(pending: Pending, reply: BotReply, worker: bool) {
        let think_ms = reply.think_ms;
        let end = now();
        // Advice is measured apart from the computers' moves (their think time is a budget).
        let level = match pending.request.advise {
            Some(super::Advise::Hint) => "hint",
            Some(super::Advise::Review(_)) => "review",
            None => pending.request.level.as_str(),
        };
        measure(
            MEASURE_ROUND_TRIP,
            Some(pending.started),
            end,
            None,
            level,
            worker,
        );
        measure(MEASURE_THINK, None, end, Some(think_ms), level, worker);
        (pending.done)(BotReply {
            id: pending.id,
            ..reply
        });
    }

    /// Whether this instance of the app runs in the bots' Web Worker (not on a page).
    pub fn in_worker() -> bool {
        js_sys::global()
            .dyn_ref::<web_sys::DedicatedWorkerGlobalScope>()
            .is_some()
    }

    /// The worker's whole job: posts [`WORKER_READY`], then answers each message with what the
    /// registry's bots answer (`islas_games::think::answer`, every game through one entry), or
    /// [`WORKER_UNLOADED`] when their chunk could not be fetched.
    pub fn serve() {
        let scope: web_sys::DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
        let on_message = {
            let scope = scope.clone();
            Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
                let message = event.data().as_string().unwrap_or_default();
                let scope = scope.clone();
                wasm_bindgen_futures::spawn_local(async move {
                    let text = answer(message)
                        .await
                        .unwrap_or_else(|Unfetched| WORKER_UNLOADED.to_string());
                    let _ = scope.post_message(&JsValue::from_str(&text));
                });
            })
        };
        scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        // The handler lives as long as the worker.
        on_message.forget();
        let _ = scope.post_message(&JsValue::from_str(WORKER_READY));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use islas_core::{Record, Seed};
    use islas_port_royal::{Config, PortRoyal};

    #[test]
    fn the_native_bot_worker_answers_at_once() {
        let record = Record::new::<PortRoyal>(Config::new(3), Seed::from_text("islas").unwrap());
        let got = std::rc::Rc::new(std::cell::RefCell::new(None));
        let sink = got.clone();
        let bots = BotWorker::new();
        let req = BotRequest {
            id: 42,
            game: "port-royal".into(),
            record: serde_json::to_value(&record).unwrap(),
            seat: 0,
            level: "easy".into(),
            advise: None,
        };
        bots.ask(req, move |reply| {
            *sink.borrow_mut() = Some(reply);
        });
        let reply = got.borrow_mut().take().unwrap();
        assert_eq!((reply.id, reply.result), (42, Ok("draw".to_string())));
        bots.cancel();
    }
}
