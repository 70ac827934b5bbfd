//! The hard level against plain ISMCTS (random rollouts to the end), same iterations, 2
//! players, seats alternating: `cargo run --release -p islas-ai --example pr_variants -- 30`.
use islas_ai::{Bot, Ismcts, puerto_rico};
use islas_core::{Game, Seed};
use islas_puerto_rico::{Config, PuertoRico};

fn main() {
    let games: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(20);
    let iterations = puerto_rico::HARD_ITERATIONS;
    let mut wins = [0.0f64; 2];
    for i in 0..games {
        let mut hard = puerto_rico::hard(i, iterations);
        let mut plain = Ismcts::new("plain", puerto_rico::Rollouts::plain(), iterations, i);
        let hard_seat = (i % 2) as u8;
        let mut g = PuertoRico::setup(&Config::new(2), Seed::from_u64(i / 2)).unwrap();
        while let Some(seat) = g.to_act() {
            let a = if seat == hard_seat {
                hard.choose(&g, seat)
            } else {
                plain.choose(&g, seat)
            }
            .unwrap();
            g.play(&a).unwrap();
        }
        let r = g.outcome().unwrap().rewards();
        wins[0] += r[usize::from(hard_seat)];
        wins[1] += r[usize::from(1 - hard_seat)];
        println!("game {i}: hard {:.1} plain {:.1}", wins[0], wins[1]);
    }
    println!("hard {:.1} / plain {:.1} of {games}", wins[0], wins[1]);
}
