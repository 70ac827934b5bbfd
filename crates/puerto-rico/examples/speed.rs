//! Random games as fast as possible: `cargo run --release -p islas-puerto-rico --example speed -- 3 100000`.
use islas_core::{Game, Rng, Seed};
use islas_puerto_rico::{Config, PuertoRico};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let players: u8 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(3);
    let games: u64 = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(10000);
    let config = Config::new(players);
    let mut legal = Vec::with_capacity(64);
    let mut rng = Rng::from_seed(7);
    let mut actions = 0u64;
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
    println!(
        "{:.0} games/s, {:.0} actions/s, {:.1} actions/game",
        games as f64 / s,
        actions as f64 / s,
        actions as f64 / games as f64
    );
}
