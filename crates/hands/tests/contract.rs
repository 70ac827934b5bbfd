//! Hands keeps the engine contract: random games end after six plays, a refused action changes
//! nothing, a view hides the other hands and the deck, and two states that differ only there
//! have equal views.

use islas_core::{Game, Rng, Seed};
use islas_hands::{Action, Config, Hands};

fn new_game(players: u8, seed: u64) -> Hands {
    Hands::setup(&Config { players }, Seed::from_u64(seed)).unwrap()
}

#[test]
fn random_games_end_after_six_plays_and_refusals_change_nothing() {
    let mut rng = Rng::from_seed(7);
    for seed in 0..200 {
        let mut g = new_game(2 + (seed % 2) as u8, seed);
        let mut legal = Vec::new();
        let mut moves = 0;
        while g.to_act().is_some() {
            g.legal_actions(&mut legal);
            assert!(!legal.is_empty());
            let before = g.clone();
            assert!(g.play(&Action::Play(99)).is_err());
            assert_eq!(g, before, "a refused action changes nothing");
            let a = legal[rng.below(legal.len() as u32) as usize];
            g.play(&a).unwrap();
            moves += 1;
            assert!(moves < 100);
        }
        assert_eq!(g.plays, 6);
        assert!(g.outcome().is_some());
        assert!(g.play(&Action::Draw).is_err());
    }
}

#[test]
fn a_view_hides_the_other_hands_and_the_deck() {
    let g = new_game(3, 1);
    let v = g.view(1);
    assert_eq!(v.hands[1], g.hands[1]);
    assert!(v.hands[0].iter().chain(&v.hands[2]).all(|&c| c == 0));
    assert!(v.deck.iter().all(|&c| c == 0));
    let mut other = g.clone();
    other.hands[0].swap(0, 1);
    other.deck.reverse();
    assert_eq!(other.view(1), v);
}

#[test]
fn the_notation_reads_back() {
    for a in [Action::Draw, Action::Play(7)] {
        assert_eq!(a.to_string().parse::<Action>(), Ok(a));
    }
    assert!("play x".parse::<Action>().is_err());
}
