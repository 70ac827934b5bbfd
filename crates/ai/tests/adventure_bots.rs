//! Bots of every level play the Adventure's chapters to the end with legal moves only: every
//! chapter, co-operative (1–4 players) and competitive (2–4), completing missions and answering
//! the at-once chances and cube purchases; a co-operative result is shared by every seat.
//! `ISLAS_GAMES` sets how many games per chapter and mode (2 by default).

use islas_ai::port_royal;
use islas_ai::port_royal::adventure;
use islas_ai::{Bot, Level};
use islas_core::{Game, Seat, Seed};
use islas_port_royal::adventure::data::CampaignMode;
use islas_port_royal::{Action, Config, Phase, PortRoyal, SeatSetup};

fn games() -> u64 {
    std::env::var("ISLAS_GAMES")
        .ok()
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or(2)
}

fn bot(level: Level, seed: u64) -> Box<dyn Bot<PortRoyal>> {
    match level {
        Level::Hard => Box::new(port_royal::hard(seed, 20)),
        Level::Expert => Box::new(port_royal::expert(seed, 2 * 20)),
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

/// A co-operative chapter for two, with these story cards read (their missions on the table),
/// Pay day then End of Month as the event deck, the seats with these displays and 10 coins each,
/// and `next` the next cards drawn (after the card Pay day pays out as a coin).
fn coop_table(chapter: u8, read: &[&str], displays: [&[&str]; 2], next: &[&str]) -> PortRoyal {
    let mut config = Config::adventure(2, chapter, CampaignMode::CoOp);
    let a = config.adventure.as_mut().unwrap();
    a.read = read.iter().map(|s| s.parse().unwrap()).collect();
    a.events = vec!["pay-day".into(), "end-of-month".into()];
    a.characters = vec!["samuel-blackguard".into(), "jacques-grandeur".into()];
    config.seats = displays
        .iter()
        .map(|d| SeatSetup {
            coins: 10,
            display: d.iter().map(|s| s.to_string()).collect(),
        })
        .collect();
    // Pay day's coin is the deck's top card, face down: any card will do.
    config.deck_top = std::iter::once("sailor-3")
        .chain(next.iter().copied())
        .map(String::from)
        .collect();
    let mut g = PortRoyal::setup(&config, Seed::from_u64(7)).unwrap();
    // The event card's chance, if any, is not this test's.
    while g.adventure_offer().is_some() {
        g.play(&Action::Pass).unwrap();
    }
    g
}

#[test]
fn a_co_operative_team_values_a_step_towards_an_open_mission() {
    // Mission 12 asks for a priest. With one in a display the team is a whole mission's
    // progress further (0.8 of a cube's worth, before it is completed), besides the priest's
    // influence towards card 9.
    let table = |read: &[&str], display: &[&str]| coop_table(1, read, [display, &[]], &[]);
    let none = |_: Seat| 0.0;
    let worth = |read: &[&str]| {
        adventure::team_value(&table(read, &["priest"]), none)
            - adventure::team_value(&table(read, &[]), none)
    };
    let asked = worth(&["10", "11", "12"]);
    // With no mission asking for a priest, only its influence counts.
    let not_asked = worth(&["10", "11"]);
    assert!(
        asked - not_asked >= 0.8 * adventure::MISSION_VALUE - 1e-9,
        "a priest is worth {asked} to the team with mission 12 open, {not_asked} without"
    );
}

#[test]
fn a_medium_player_repels_an_ares_pirate_when_a_mission_asks_for_it() {
    // Mission 26: repel an Ares pirate as the active player. Both seats have the swords to.
    let pirates: [&[&str]; 2] = [&["pirate-9"], &["pirate-7"]];
    let mut medium = port_royal::bot(Level::Medium, 1);
    let mut g = coop_table(2, &["20", "21", "23", "26"], pirates, &["ares-book-2"]);
    let seat = g.active();
    g.play(&Action::Draw).unwrap();
    assert!(matches!(g.phase(), Phase::Repel { .. }));
    assert_eq!(medium.choose(&g, seat), Some(Action::Repel));
    // Without the mission on the table, a two-sword ship that does not bust the turn docks.
    let mut g = coop_table(2, &["20", "21", "23"], pirates, &["ares-book-2"]);
    let seat = g.active();
    g.play(&Action::Draw).unwrap();
    assert_eq!(medium.choose(&g, seat), Some(Action::Dock));
}

#[test]
fn a_medium_player_stops_at_the_harbour_count_a_mission_asks_for() {
    // Mission 52: stop discovering with exactly 1 card in the harbour (on two turns).
    let mut g = coop_table(5, &["50", "51", "52"], [&[], &[]], &["priest"]);
    let seat = g.active();
    g.play(&Action::Draw).unwrap();
    assert_eq!(g.harbour().len(), 1);
    assert!(matches!(g.phase(), Phase::Discover { .. }));
    let mut medium = port_royal::bot(Level::Medium, 1);
    assert_eq!(medium.choose(&g, seat), Some(Action::Stop));
}

#[test]
fn the_hard_player_judges_a_co_operative_chapter_by_the_teams_way_towards_its_missions() {
    // Where a rollout stops, a priest in a display is worth more to the team with mission 12
    // (a priest) open than without it, where only its influence counts: the hard player's
    // shared reward follows the medium player's team value, below a win's 1.
    use islas_ai::Knowledge;
    let mut k = port_royal::Rollouts::new(port_royal::Weights::default());
    let mut reward = |read: &[&str], display: &[&str]| {
        let mut out = Vec::new();
        k.evaluate(&coop_table(1, read, [display, &[]], &[]), &mut out);
        assert_eq!(out.len(), 2);
        assert_eq!(out[0], out[1], "one reward for the team");
        assert!(out[0] < 1.0);
        out[0]
    };
    let asked = reward(&["10", "11", "12"], &["priest"]) - reward(&["10", "11", "12"], &[]);
    let not_asked = reward(&["10", "11"], &["priest"]) - reward(&["10", "11"], &[]);
    assert!(
        asked > not_asked + 1e-3,
        "a priest adds {asked} with mission 12 open, {not_asked} without"
    );
}

#[test]
fn the_hard_player_looks_eight_turns_ahead_in_a_co_operative_chapter() {
    // A mission is worked for over several turns: co-operative rollouts run 8 turns, whatever
    // the team's size; competitive ones keep their horizon (2 turns with 2 players, 1 with more).
    let k = port_royal::Rollouts::new(port_royal::Weights::default());
    for players in 1..=4 {
        let coop = Config::adventure(players, 1, CampaignMode::CoOp);
        let g = PortRoyal::setup(&coop, Seed::from_u64(1)).unwrap();
        assert_eq!(k.horizon_in(&g), port_royal::ADVENTURE_COOP_HORIZON);
    }
    assert_eq!(port_royal::ADVENTURE_COOP_HORIZON, 8);
    for (players, horizon) in [(2, 2), (3, 1), (4, 1)] {
        let versus = Config::adventure(players, 1, CampaignMode::Competitive);
        let g = PortRoyal::setup(&versus, Seed::from_u64(1)).unwrap();
        assert_eq!(k.horizon_in(&g), horizon, "{players} players, competitive");
    }
}
