//! The browser entry point: draws the app on the page; in the bots' Web Worker (the same wasm,
//! started by the build's worker script) it answers the page's bot requests instead.

fn main() {
    #[cfg(target_arch = "wasm32")]
    if islas::bots::in_worker() {
        islas::bots::serve();
        return;
    }
    islas::mount();
}
