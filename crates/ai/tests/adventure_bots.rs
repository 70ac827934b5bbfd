//! Bots of every level play the Adventure's chapters to the end with legal moves only: every
//! chapter, co-operative (1–4 players) and competitive (2–4), completing missions and answering
//! the at-once chances and cube purchases; a co-operative result is shared by every seat.
//! `ISLAS_GAMES` sets how many games per chapter and mode (2 by default).

use islas_ai::port_royal;
use islas_ai::{Bot, Level};
use islas_core::{Game, Seed};
use islas_port_royal::adventure::data::CampaignMode;
use islas_port_royal::{Config, PortRoyal};

fn games() -> u64 {
    std::env::var("ISLAS_GAMES")
        .ok()
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or(2)
}

fn bot(level: Level, seed: u64) -> Box<dyn Bot<PortRoyal>> {
    match level {
        Level::Hard => Box::new(port_royal::hard(seed, 20)),
        l => port_royal::bot(l, seed),
    }
}

/// Plays one chapter with bots of `levels`; returns the finished game.
fn play(config: &Config, seed: u64, levels: &[Level]) -> PortRoyal {
    let mut g = PortRoyal::setup(config, Seed::from_u64(seed)).unwrap();
    let mut bots: Vec<_> = levels
        .iter()
        .enumerate()
        .map(|(i, &l)| bot(l, seed ^ (i as u64 + 1)))
        .collect();
    let mut legal = Vec::new();
    let mut moves = 0;
    while let Some(seat) = g.to_act() {
        g.legal_actions(&mut legal);
        let a = bots[usize::from(seat)]
            .choose(&g, seat)
            .expect("a bot has a move");
        assert!(legal.contains(&a), "{a} is not legal");
        g.play(&a).unwrap();
        moves += 1;
        assert!(moves < 20_000, "the game ends");
    }
    g
}

#[test]
fn every_level_plays_every_chapter_to_the_end() {
    let levels = [Level::Easy, Level::Medium, Level::Hard];
    let mut missions = 0;
    for chapter in 1..=5u8 {
        for seed in 0..games() {
            for mode in CampaignMode::ALL {
                let players = match mode {
                    CampaignMode::CoOp => 1 + (seed + u64::from(chapter)) as u8 % 4,
                    CampaignMode::Competitive => 2 + (seed + u64::from(chapter)) as u8 % 3,
                };
                let seats: Vec<Level> = (0..players)
                    .map(|i| levels[(usize::from(chapter) + seed as usize + usize::from(i)) % 3])
                    .collect();
                let g = play(&Config::adventure(players, chapter, mode), seed, &seats);
                let o = g.outcome().unwrap();
                let a = g.adventure().unwrap();
                missions += a
                    .heroes
                    .iter()
                    .map(|h| u32::from(h.on_missions))
                    .sum::<u32>();
                match mode {
                    CampaignMode::CoOp => {
                        let shared = o
                            .shared
                            .expect("a co-operative chapter is won or lost together");
                        assert_eq!(shared.won, g.adventure_won() == Some(true));
                        assert_eq!(o.rewards().len(), usize::from(players));
                        assert!(o.rewards().windows(2).all(|w| w[0] == w[1]));
                    }
                    CampaignMode::Competitive => assert!(o.shared.is_none()),
                }
                assert!(g.adventure_report().is_some());
            }
        }
    }
    assert!(missions > 0, "the bots complete missions");
}
