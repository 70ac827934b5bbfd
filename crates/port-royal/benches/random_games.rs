//! Random 4-player full games per second: `cargo bench -p islas-port-royal`.
//! Native only: criterion does not build for wasm32 (there `main` does nothing).

#[cfg(not(target_arch = "wasm32"))]
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
#[cfg(not(target_arch = "wasm32"))]
use islas_core::{Game, Rng, Seed};
#[cfg(not(target_arch = "wasm32"))]
use islas_port_royal::{Action, Config, PortRoyal};

/// Plays one game with uniformly random legal actions; returns the number of actions.
#[cfg(not(target_arch = "wasm32"))]
fn random_game(config: &Config, seed: u64, legal: &mut Vec<Action>) -> usize {
    let mut rng = Rng::from_seed(seed ^ 0xA5A5);
    let mut game = match PortRoyal::setup(config, Seed::from_u64(seed)) {
        Ok(g) => g,
        Err(_) => return 0,
    };
    let mut n = 0;
    // As the CLI's random games: listed, picked and played in one call.
    while game.to_act().is_some() {
        let played = game.play_chosen(legal, |_, list| Some(rng.below(list.len() as u32) as usize));
        if !matches!(played, Ok(Some(_))) {
            break;
        }
        n += 1;
    }
    n
}

#[cfg(not(target_arch = "wasm32"))]
fn bench(c: &mut Criterion) {
    let config = Config::new(4);
    let mut legal = Vec::with_capacity(64);
    let mut g = c.benchmark_group("port-royal");
    g.throughput(Throughput::Elements(1));
    let mut seed = 0u64;
    g.bench_function("random 4-player game", |b| {
        b.iter(|| {
            seed += 1;
            std::hint::black_box(random_game(&config, seed, &mut legal))
        })
    });
    g.finish();
}

#[cfg(not(target_arch = "wasm32"))]
criterion_group!(benches, bench);
#[cfg(not(target_arch = "wasm32"))]
criterion_main!(benches);

#[cfg(target_arch = "wasm32")]
fn main() {}
