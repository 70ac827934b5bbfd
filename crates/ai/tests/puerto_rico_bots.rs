//! Puerto Rico bots see only what their seat can know, and always answer with a legal action.

use islas_ai::{Bot, Level, puerto_rico};
use islas_core::{Game, Rng, Seed};
use islas_puerto_rico::{Config, PuertoRico};

fn level_bot(level: Level, seed: u64) -> Box<dyn Bot<PuertoRico>> {
    match level {
        Level::Hard => Box::new(puerto_rico::hard(seed, 60)),
        l => puerto_rico::bot(l, seed),
    }
}

/// Two states that differ only in what `seat` cannot see: the others' victory points and the
/// random generator that decides the plantations still to be drawn. Each level, with the same
/// seed, chooses the same action in both.
#[test]
fn a_bots_choice_does_not_depend_on_hidden_information() {
    let mut compared = 0;
    let mut differed = 0;
    for seed in 0..4u64 {
        let players = 2 + (seed % 4) as u8;
        let mut g = PuertoRico::setup(&Config::new(players), Seed::from_u64(seed)).unwrap();
        let mut rng = Rng::from_seed(seed);
        let mut resample = Rng::from_seed(seed + 1000);
        let mut legal = Vec::new();
        let mut step = 0;
        while let Some(seat) = g.to_act() {
            if step % 7 == 0 {
                let other = g.determinize(seat, &mut resample);
                assert_eq!(other.view(seat), g.view(seat));
                if other != g {
                    differed += 1;
                }
                for level in Level::ALL {
                    let mut a = level_bot(level, 7);
                    let mut b = level_bot(level, 7);
                    assert_eq!(a.choose(&g, seat), b.choose(&other, seat), "{level:?}");
                    compared += 1;
                }
            }
            g.legal_actions(&mut legal);
            let a = legal[rng.below(legal.len() as u32) as usize];
            g.play(&a).unwrap();
            step += 1;
        }
    }
    assert!(compared > 150, "enough decisions compared: {compared}");
    assert!(differed > 40, "the hidden parts really differ: {differed}");
}

/// Every level plays whole games at every table size with legal actions only.
#[test]
fn every_level_plays_whole_games_legally() {
    for players in 2..=5u8 {
        let mut g =
            PuertoRico::setup(&Config::new(players), Seed::from_u64(u64::from(players))).unwrap();
        let mut bots: Vec<Box<dyn Bot<PuertoRico>>> = (0..players)
            .map(|s| level_bot(Level::ALL[usize::from(s % 3)], u64::from(s)))
            .collect();
        let mut moves = 0;
        while let Some(seat) = g.to_act() {
            let other = (seat + 1) % players;
            assert_eq!(bots[usize::from(other)].choose(&g, other), None);
            let a = bots[usize::from(seat)].choose(&g, seat).expect("a move");
            g.play(&a)
                .unwrap_or_else(|e| panic!("illegal bot move {a}: {e}"));
            moves += 1;
            assert!(moves < 5_000);
        }
        assert!(g.outcome().is_some());
    }
}
