//! The expert's hints and reviews (`islas_ai::advice`): what the numbers are, that they come
//! from the seat's view only, and how mistakes are ranked.

use islas_ai::{Advisor, Bot, Moment, judge_at, port_royal, rank_mistakes, review};
use islas_core::{Game, Record, Rng, Seed};
use islas_port_royal::{Action, Config, Phase, PortRoyal};

/// A random 2-player game from `seed`, stopped at the first state `stop` accepts (or the end);
/// returns the record so far and the state.
fn walk_until(seed: u64, mut stop: impl FnMut(&PortRoyal) -> bool) -> (Record<Config>, PortRoyal) {
    let config = Config::new(2);
    let mut record = Record::new::<PortRoyal>(config.clone(), Seed::from_u64(seed));
    let mut g = PortRoyal::setup(&config, Seed::from_u64(seed)).unwrap();
    let mut rng = Rng::from_seed(seed);
    let mut legal = Vec::new();
    while g.to_act().is_some() && !stop(&g) {
        g.legal_actions(&mut legal);
        // Sensible enough to reach a full harbour: repel what would bust, mostly draw on.
        let a = match g.phase() {
            Phase::Repel { ship, .. } if g.docking_busts(ship) => Action::Repel,
            _ => legal[rng.below(legal.len() as u32) as usize],
        };
        g.play(&a).unwrap();
        record.actions.push(a.to_string());
    }
    (record, g)
}

fn moment(index: usize, best_win: f64, played_win: f64) -> Moment<u32> {
    Moment {
        index,
        played: 0,
        best: 1,
        played_win,
        best_win,
    }
}

#[test]
fn mistakes_are_ranked_largest_first_and_ties_keep_the_order_of_play() {
    let moments = [
        moment(3, 0.5, 0.48),    // 0.02: a small mistake
        moment(5, 0.75, 0.5),    // 0.25
        moment(8, 0.55, 0.555),  // the played action looked better: no loss
        moment(9, 0.625, 0.5),   // 0.125
        moment(12, 0.5, 0.25),   // 0.25, as at 5, later in the game
        moment(14, 0.375, 0.37), // below the noise: no mistake
    ];
    assert_eq!(moments[2].loss(), 0.0);
    assert_eq!(rank_mistakes(&moments), vec![1, 4, 3, 0]);
    assert!(rank_mistakes::<u32>(&[]).is_empty());
}

/// Docking a ship that busts a harbour of three or more cards, when it could be repelled,
/// throws the turn away: in the first 16 turns, while the game is open, the review ranks it as a
/// mistake. (Late in a game already lost or won it may cost nothing.)
#[test]
fn a_clearly_bad_move_is_ranked_as_a_mistake() {
    let full_harbour_bust = |g: &PortRoyal| match g.phase() {
        Phase::Repel { ship, .. } => {
            g.docking_busts(ship) && g.harbour().len() >= 3 && g.turn() <= 16
        }
        _ => false,
    };
    let mut found = 0;
    for seed in 0..300 {
        let (mut record, g) = walk_until(seed, full_harbour_bust);
        if !full_harbour_bust(&g) {
            continue;
        }
        let seat = g.to_act().unwrap();
        let index = record.actions.len();
        record.actions.push(Action::Dock.to_string());
        let mut expert = port_royal::expert(1, 3000);
        let r = review::<PortRoyal>(&record, seat, &mut expert, 7).unwrap();
        let dock = r.moments.iter().find(|m| m.index == index).unwrap();
        assert_eq!(dock.best, Action::Repel, "seed {seed}");
        assert!(dock.loss() >= 0.02, "seed {seed}: {dock:?}");
        assert!(
            r.mistakes(usize::MAX).iter().any(|m| m.index == index),
            "seed {seed}"
        );
        found += 1;
        if found == 3 {
            break;
        }
    }
    assert_eq!(found, 3, "three such positions were found");
}

/// The advice reads the view only: two states that differ only in what the seat cannot see
/// (coin faces, deck order, the shuffles to come) get exactly the same advice.
#[test]
fn advice_depends_only_on_the_view() {
    let mut compared = 0;
    for seed in 0..4 {
        let mut resample = Rng::from_seed(seed + 500);
        let mut step = 0;
        walk_until(seed, |g| {
            step += 1;
            if step % 9 == 0
                && let Some(seat) = g.to_act()
            {
                let other = g.determinize(seat, &mut resample);
                assert_ne!(&other, g);
                let a = port_royal::expert(3, 400).advise(g, seat);
                let b = port_royal::expert(3, 400).advise(&other, seat);
                assert!(a.is_some());
                assert_eq!(a, b, "seed {seed}, step {step}");
                compared += 1;
            }
            false
        });
    }
    assert!(compared > 20, "{compared} decisions compared");
}

/// The numbers: every estimate is in 0..=1, the root's visits add up to the budget, the first
/// candidate is the move the expert plays with the same seed, and a search that starts with
/// one action values that action.
#[test]
fn the_evaluation_is_the_searchs_root_statistics() {
    let mut checked = 0;
    for seed in 0..3 {
        let mut step = 0;
        walk_until(seed, |g| {
            step += 1;
            let Some(seat) = g.to_act() else {
                return false;
            };
            let mut legal = Vec::new();
            g.legal_actions(&mut legal);
            if step % 7 != 0 || legal.len() < 2 {
                return false;
            }
            let mut expert = port_royal::expert(11, 500);
            let advice = expert.advise(g, seat).unwrap();
            let visits: u32 = advice.candidates.iter().map(|c| c.visits).sum();
            assert_eq!(visits, expert.budget(g, seat));
            assert!(
                advice
                    .candidates
                    .iter()
                    .all(|c| (0.0..=1.0).contains(&c.win))
            );
            assert!(advice.top(3).len() <= 3);
            assert!(
                advice
                    .candidates
                    .windows(2)
                    .all(|w| w[0].visits >= w[1].visits)
            );
            let played = port_royal::expert(11, 500).choose(g, seat).unwrap();
            assert_eq!(advice.best().unwrap().action, played);
            let worst = advice.candidates.last().unwrap().action;
            let v = expert.value_of(g, seat, &worst, 200).unwrap();
            assert!((0.0..=1.0).contains(&v));
            checked += 1;
            false
        });
    }
    assert!(checked > 10, "{checked}");
}

#[test]
fn the_review_of_a_record_is_deterministic() {
    let (record, _) = walk_until(21, |g| g.turn() >= 6);
    let run = || review::<PortRoyal>(&record, 1, &mut port_royal::expert(5, 300), 99).unwrap();
    let a = run();
    assert!(!a.moments.is_empty());
    assert_eq!(a, run());
    // Every decision with a choice is in the series, in the order played.
    assert!(a.moments.windows(2).all(|w| w[0].index < w[1].index));
}

/// A review asked one decision at a time (as the app's worker answers it, so the page can show
/// progress and stop between two) judges every decision exactly as the whole review does, and
/// says nothing of the actions that were no decision of the seat.
#[test]
fn one_decision_at_a_time_is_the_whole_review() {
    let (record, _) = walk_until(33, |g| g.turn() >= 5);
    for seat in 0..2 {
        let whole =
            review::<PortRoyal>(&record, seat, &mut port_royal::expert(5, 200), 11).unwrap();
        let mut one_by_one = Vec::new();
        for index in 0..record.actions.len() {
            // A fresh expert each time, as the worker builds one per request.
            let mut expert = port_royal::expert(5, 200);
            if let Some(m) = judge_at::<PortRoyal>(&record, seat, index, &mut expert, 11).unwrap() {
                one_by_one.push(m);
            }
        }
        assert!(!whole.moments.is_empty());
        assert_eq!(one_by_one, whole.moments, "seat {seat}");
    }
    let past_the_end = judge_at::<PortRoyal>(
        &record,
        0,
        record.actions.len(),
        &mut port_royal::expert(5, 200),
        11,
    );
    assert!(past_the_end.unwrap_err().contains("there is no action"));
    let mut broken = record.clone();
    broken.actions[2] = "sail to the moon".into();
    let err =
        judge_at::<PortRoyal>(&broken, 0, 5, &mut port_royal::expert(5, 200), 11).unwrap_err();
    assert!(err.contains("action 2"), "{err}");
}
