//! Puerto Rico bots see only what their seat can know, and always answer with a legal action.

use islas_ai::{Bot, Level, puerto_rico};
use islas_core::{Game, Rng, Seed};
use islas_puerto_rico::{Config, PuertoRico};

fn level_bot(level: Level, seed: u64) -> Box<dyn Bot<PuertoRico>> {
    match level {
        Level::Hard => Box::new(puerto_rico::hard(seed, 60)),
        Level::Expert => Box::new(puerto_rico::expert(seed, 2 * 60)),
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

/// The mayor's privilege colonist (rulings PR3): taken as a rule; left in the supply when
/// taking it would leave too few to refill the ship (ending the game) while behind.
#[test]
fn bots_take_the_free_colonist_unless_it_ends_the_game_while_behind() {
    let mayor = |colonists: u8, behind: bool| {
        let mut g = PuertoRico::setup(&Config::new(3), Seed::from_u64(7)).unwrap();
        g.colonists = colonists;
        if behind {
            g.players[1].vp = 30;
        }
        g.play(&"role mayor".parse().unwrap()).unwrap();
        g
    };
    let take: islas_puerto_rico::Action = "colonist yes".parse().unwrap();
    let leave: islas_puerto_rico::Action = "colonist no".parse().unwrap();
    for level in [Level::Easy, Level::Medium] {
        let mut bot = level_bot(level, 1);
        for (colonists, behind, want) in [
            (40, false, take),
            (40, true, take),
            (3, false, take),
            (3, true, leave),
        ] {
            let g = mayor(colonists, behind);
            assert_eq!(
                bot.choose(&g, 0),
                Some(want),
                "{level:?}, {colonists} in the supply, behind: {behind}"
            );
        }
    }
    assert!(puerto_rico::take_colonist(&mayor(40, true), 0));
    assert!(!puerto_rico::take_colonist(&mayor(3, true), 0));
}

/// The craftsman's extra barrel (rulings PR6) is a decision, `extra <good>` or `pass`: easy
/// and medium always take it, whatever their random draws.
#[test]
fn easy_and_medium_always_take_the_craftsman_extra_barrel() {
    let mut g = PuertoRico::setup(&Config::new(3), Seed::from_u64(7)).unwrap();
    g.players[0].island[0] += 1;
    g.players[0].island_colonists[0] = 1;
    g.play(&"role craftsman".parse().unwrap()).unwrap();
    let extra: islas_puerto_rico::Action = "extra corn".parse().unwrap();
    let pass: islas_puerto_rico::Action = "pass".parse().unwrap();
    let mut legal = Vec::new();
    g.legal_actions(&mut legal);
    assert_eq!(legal, [extra, pass], "the privilege is asked");
    for level in [Level::Easy, Level::Medium] {
        for seed in 0..100 {
            let mut bot = level_bot(level, seed);
            assert_eq!(bot.choose(&g, 0), Some(extra), "{level:?}, bot seed {seed}");
        }
    }
}

/// A captain phase where nothing can be loaded (every ship full), so the end-of-phase storage
/// (rulings PR5) comes at once for seat 1 with `goods` and occupied `warehouses`
/// (small, large).
fn storage(goods: [u8; 5], small: bool, large: bool) -> PuertoRico {
    use islas_puerto_rico::{Building, Good};
    let mut g = PuertoRico::setup(&Config::new(3), Seed::from_u64(3)).unwrap();
    for (s, good) in g
        .ships
        .iter_mut()
        .zip([Good::Corn, Good::Sugar, Good::Coffee])
    {
        s.good = Some(good);
        s.load = s.capacity;
    }
    let p = &mut g.players[1];
    p.goods = goods;
    for (has, b) in [
        (small, Building::SmallWarehouse),
        (large, Building::LargeWarehouse),
    ] {
        if has {
            p.buildings |= b.bit();
            p.building_colonists[b.index()] = 1;
        }
    }
    g.play(&"role captain".parse().unwrap()).unwrap();
    assert_eq!(g.to_act(), Some(1));
    g
}

/// Plays seat 1's storage with `bot` and returns the goods it kept.
fn stored_by(bot: &mut dyn Bot<PuertoRico>, mut g: PuertoRico) -> [u8; 5] {
    while g.to_act() == Some(1) && matches!(g.phase, islas_puerto_rico::Phase::Storage { .. }) {
        let a = bot.choose(&g, 1).expect("a decision");
        g.play(&a).unwrap();
    }
    g.players[1].goods
}

/// Storing is optional under rules version 4: medium fills its warehouses with the kinds
/// worth most (every barrel counted) and keeps one barrel of the best kind left; easy fills
/// them with kinds at random and keeps a barrel; neither lets goods go back when it could keep
/// them.
#[test]
fn medium_stores_the_most_valuable_kinds_and_no_level_throws_goods_away() {
    let cases = [
        // No warehouse: one barrel of the dearest kind.
        ([0, 3, 0, 2, 0], false, false, [0, 0, 0, 1, 0]),
        // Small warehouse: the 3 indigo (worth more than 2 tobacco), plus one tobacco.
        ([0, 3, 0, 2, 0], true, false, [0, 3, 0, 1, 0]),
        // Large: 4 corn and 2 tobacco beat 1 coffee; the coffee is the barrel kept.
        ([4, 0, 0, 2, 1], false, true, [4, 0, 0, 2, 1]),
        // Both: three kinds whole (indigo, tobacco, coffee are worth more than the two
        // corn), and one barrel of the fourth.
        ([2, 3, 0, 2, 2], true, true, [1, 3, 0, 2, 2]),
    ];
    for (goods, small, large, want) in cases {
        let g = storage(goods, small, large);
        let mut medium = level_bot(Level::Medium, 1);
        assert_eq!(
            stored_by(medium.as_mut(), g.clone()),
            want,
            "medium, {goods:?}"
        );
        let kinds = |x: [u8; 5]| x.iter().filter(|&&n| n > 0).count();
        let slots = usize::from(small) + 2 * usize::from(large);
        for seed in 0..50 {
            let mut easy = level_bot(Level::Easy, seed);
            let kept = stored_by(easy.as_mut(), g.clone());
            assert_eq!(
                kinds(kept),
                kinds(goods).min(slots + 1),
                "easy keeps as many kinds as it can, {goods:?} seed {seed}"
            );
        }
    }
}
