//! Bots see only what their seat can know, and always answer with a legal action.

use islas_ai::{Bot, Level, RandomBot, port_royal};
use islas_core::{Game, Rng, Seed};
use islas_port_royal::{Config, PortRoyal};

/// Plays a game with random actions, calling `at` at every decision.
fn walk(players: u8, seed: u64, mut at: impl FnMut(&PortRoyal, u8)) {
    let mut g = PortRoyal::setup(&Config::new(players), Seed::from_u64(seed)).unwrap();
    let mut rng = Rng::from_seed(seed);
    let mut legal = Vec::new();
    while let Some(seat) = g.to_act() {
        at(&g, seat);
        g.legal_actions(&mut legal);
        let a = legal[rng.below(legal.len() as u32) as usize];
        g.play(&a).unwrap();
    }
}

/// Two states that differ only in what `seat` cannot see: the faces of every coin, the order of
/// the deck, and the random generator that will shuffle the discard pile. Each level, with the
/// same seed, chooses the same action in both.
#[test]
fn a_bots_choice_does_not_depend_on_hidden_information() {
    let mut compared = 0;
    for seed in 0..6 {
        let mut resample = Rng::from_seed(seed + 1000);
        walk(2 + (seed % 4) as u8, seed, |g, seat| {
            let other = g.determinize(seat, &mut resample);
            assert_ne!(&other, g, "the hidden parts really differ");
            assert_eq!(other.view(seat), g.view(seat));
            for level in Level::ALL {
                let iterations = 200;
                let mut a: Box<dyn Bot<PortRoyal>> = match level {
                    Level::Hard => Box::new(port_royal::hard(7, iterations)),
                    Level::Expert => Box::new(port_royal::expert(7, 2 * iterations)),
                    l => port_royal::bot(l, 7),
                };
                let mut b: Box<dyn Bot<PortRoyal>> = match level {
                    Level::Hard => Box::new(port_royal::hard(7, iterations)),
                    Level::Expert => Box::new(port_royal::expert(7, 2 * iterations)),
                    l => port_royal::bot(l, 7),
                };
                assert_eq!(
                    a.choose(g, seat),
                    b.choose(&other, seat),
                    "{level:?} at {seat}"
                );
                compared += 1;
            }
        });
    }
    assert!(compared > 300, "enough decisions compared: {compared}");
}

/// Every level plays whole games at every table size with legal actions only.
#[test]
fn every_level_plays_whole_games_legally() {
    for players in 2..=5u8 {
        let mut g =
            PortRoyal::setup(&Config::new(players), Seed::from_u64(u64::from(players))).unwrap();
        let mut bots: Vec<Box<dyn Bot<PortRoyal>>> = (0..players)
            .map(|s| match s % 3 {
                0 => Box::new(port_royal::hard(u64::from(s), 100)) as Box<dyn Bot<PortRoyal>>,
                1 => port_royal::bot(Level::Medium, u64::from(s)),
                _ => port_royal::bot(Level::Easy, u64::from(s)),
            })
            .collect();
        let mut moves = 0;
        while let Some(seat) = g.to_act() {
            let other = (seat + 1) % players;
            assert_eq!(
                bots[other as usize].choose(&g, other),
                None,
                "only the seat to act answers"
            );
            let a = bots[seat as usize].choose(&g, seat).expect("a move");
            g.play(&a)
                .unwrap_or_else(|e| panic!("illegal bot move {a}: {e}"));
            moves += 1;
            assert!(
                moves < 5_000,
                "{:?} turn {} deck {} discard {} coins {:?}",
                g.phase(),
                g.turn(),
                g.deck_len(),
                g.discard().len(),
                (0..players)
                    .map(|s| (g.coins(s), g.influence(s)))
                    .collect::<Vec<_>>()
            );
        }
        assert!(g.outcome().is_some());
    }
}

/// The random bot is a bot of any game.
#[test]
fn the_random_bot_answers_with_legal_actions() {
    let mut bot = RandomBot::new(3);
    walk(3, 9, |g, seat| {
        let a = Bot::<PortRoyal>::choose(&mut bot, g, seat).unwrap();
        let mut legal = Vec::new();
        g.legal_actions(&mut legal);
        assert!(legal.contains(&a));
    });
}

/// How many iterations a decision gets, by level, mode and players: hard 3,000 with 2 players
/// and three times that with more; the expert 15,000 with 2 players and three times that with
/// more, but not in a competitive Adventure chapter or competitive contracts, whose rollouts
/// cost the most (`docs/ai.md`); in the co-operative contracts the expert's 6,000, three times
/// that with 3 or more; in a co-operative Adventure chapter the base budget whatever the team's
/// size.
#[test]
fn the_iterations_of_a_decision_by_level_mode_and_players() {
    use islas_ai::Advisor;
    use islas_port_royal::adventure::data::CampaignMode;
    let budgets = |config: &Config| {
        let game = PortRoyal::setup(config, Seed::from_u64(1)).unwrap();
        let seat = game.to_act().unwrap();
        (
            port_royal::hard(1, port_royal::HARD_ITERATIONS).budget(&game, seat),
            port_royal::expert(1, port_royal::EXPERT_ITERATIONS).budget(&game, seat),
        )
    };
    assert_eq!(budgets(&Config::new(2)), (3_000, 15_000));
    assert_eq!(budgets(&Config::new(3)), (9_000, 45_000));
    assert_eq!(budgets(&Config::new(4)), (9_000, 45_000));
    assert_eq!(budgets(&Config::new(5)), (9_000, 45_000));
    let mut cards = Config::new(4);
    cards.set_sail_cards = true;
    cards.gamblers = true;
    cards.contract_cards = true;
    assert_eq!(budgets(&cards), (9_000, 45_000));
    let mut contracts = Config::new(4);
    contracts.contracts = true;
    assert_eq!(budgets(&contracts), (9_000, 15_000));
    let competitive = Config::adventure(3, 2, CampaignMode::Competitive);
    assert_eq!(budgets(&competitive), (9_000, 15_000));
    assert_eq!(budgets(&Config::coop(2, 0)), (3_000, 6_000));
    assert_eq!(budgets(&Config::coop(4, 0)), (9_000, 18_000));
    let together = Config::adventure(4, 2, CampaignMode::CoOp);
    assert_eq!(budgets(&together), (3_000, 6_000));
}
