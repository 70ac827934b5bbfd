//! How chapter 1 of the Adventure ends for candidate typed seeds, played by the computer as the
//! app plays it: to choose the seeds of the browser tests of the campaign
//! (tests/e2e/adventure.test.mjs, checked by the test `port_royal_adventure`).
//!
//! `cargo run --release -p islas-games --example adventure_seeds -- coop|competitive [prefix]`
//! tries `<prefix>` and `<prefix>-0` … `<prefix>-19` (prefix `adventure-e2e` by default) with
//! one medium computer (co-operative) or two easy computers (competitive).

#[path = "../tests/adventure/mod.rs"]
mod adventure;

use adventure::{chapter_one, outcome};
use islas_port_royal::adventure::data::CampaignMode;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (mode, levels): (CampaignMode, &[&str]) = match args.first().map(String::as_str) {
        Some("coop") => (CampaignMode::CoOp, &["medium"]),
        Some("competitive") => (CampaignMode::Competitive, &["easy", "easy"]),
        _ => {
            eprintln!("usage: adventure_seeds coop|competitive [prefix]");
            std::process::exit(2);
        }
    };
    let prefix = args
        .get(1)
        .cloned()
        .unwrap_or_else(|| "adventure-e2e".into());
    let candidates =
        std::iter::once(prefix.clone()).chain((0..20).map(|i| format!("{prefix}-{i}")));
    for seed in candidates {
        let game = chapter_one(mode, levels, &seed);
        println!("{seed}: {}", outcome(&game));
    }
}
