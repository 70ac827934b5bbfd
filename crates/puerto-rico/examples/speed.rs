//! Random games as fast as possible, counting heap allocations:
//! `cargo run --release -p islas-puerto-rico --example speed -- 3 100000`.
use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicU64, Ordering};

use islas_core::{Game, Rng, Seed};
use islas_puerto_rico::{Config, PuertoRico};

struct Counting;
static ALLOCATIONS: AtomicU64 = AtomicU64::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let players: u8 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(3);
    let games: u64 = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(10000);
    let config = Config::new(players);
    let mut legal = Vec::with_capacity(64);
    let mut rng = Rng::from_seed(7);
    let mut actions = 0u64;
    let before = ALLOCATIONS.load(Ordering::Relaxed);
    let start = std::time::Instant::now();
    for i in 0..games {
        let mut g = PuertoRico::setup(&config, Seed::from_u64(i)).unwrap();
        while g.to_act().is_some() {
            g.legal_actions(&mut legal);
            let a = legal[rng.below(legal.len() as u32) as usize];
            g.play(&a).unwrap();
            actions += 1;
        }
    }
    let s = start.elapsed().as_secs_f64();
    let allocations = ALLOCATIONS.load(Ordering::Relaxed) - before;
    println!(
        "{:.0} games/s, {:.0} actions/s, {:.1} actions/game, {:.4} allocations/action",
        games as f64 / s,
        actions as f64 / s,
        actions as f64 / games as f64,
        allocations as f64 / actions as f64
    );
}
