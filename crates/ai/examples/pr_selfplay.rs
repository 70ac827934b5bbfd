//! One game between bots, printed: `cargo run --release -p islas-ai --example pr_selfplay -- medium,medium,hard`.
use islas_ai::{Level, puerto_rico};
use islas_core::{Game, Seed};
use islas_puerto_rico::{Building, Config, PuertoRico, score};

fn main() {
    let arg = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "medium,medium,medium".into());
    let levels: Vec<Level> = arg.split(',').map(|l| Level::from_id(l).unwrap()).collect();
    let n = levels.len() as u8;
    let mut bots: Vec<_> = levels
        .iter()
        .enumerate()
        .map(|(i, l)| puerto_rico::bot(*l, i as u64))
        .collect();
    let mut g = PuertoRico::setup(&Config::new(n), Seed::from_u64(3)).unwrap();
    while let Some(seat) = g.to_act() {
        let a = bots[usize::from(seat)].choose(&g, seat).unwrap();
        if matches!(a, islas_puerto_rico::Action::Role(_)) {
            print!("\n[r{} s{}] {a}: ", g.round, seat);
        } else {
            print!("{seat}:{a}; ");
        }
        g.play(&a).unwrap();
    }
    println!();
    for (s, p) in g.table().iter().enumerate() {
        let b: Vec<&str> = Building::ALL
            .iter()
            .filter(|b| p.owns(**b))
            .map(|b| b.id())
            .collect();
        println!(
            "seat {s} ({:?}): score {} vp {} doubloons {} island {:?} occ {:?} buildings {}",
            levels[s],
            score(p),
            p.vp,
            p.doubloons,
            p.island,
            p.island_colonists,
            b.join(" ")
        );
    }
}
