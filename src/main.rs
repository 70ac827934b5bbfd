//! The browser entry point: mounts the app, nothing else.

fn main() {
    islas::mount();
}
