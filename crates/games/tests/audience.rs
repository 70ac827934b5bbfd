//! Events never tell a seat what it may not know, for every game of the registry: random games
//! of every player count, and at every action that uncovers nothing, each seat sees the same
//! events (after their audience) whatever the hidden parts of the game are. A seat's state is
//! resampled with `determinize(seat)` (the same view, other hidden cards and secret choices);
//! an event addressed to that seat or to everyone that named a hidden fact would differ.

use islas_core::{ConfigSpec, EventKind, Game, Rng, Seat, Seed};
use islas_games::{GameId, Registered, Visitor};

/// The events of `action` played from `game` that `seat` may see.
fn seen<G: Game>(game: &G, action: &G::Action, seat: Seat) -> Option<Vec<G::Event>> {
    let mut copy = game.clone();
    let events = copy.play_logged(action).ok()?;
    Some(
        events
            .into_iter()
            .filter(|e| e.audience().includes(seat))
            .collect(),
    )
}

struct Check;

impl Visitor for Check {
    type Output = (usize, usize);
    fn visit<G: Registered>(self) -> (usize, usize) {
        let (mut compared, mut addressed) = (0, 0);
        let info = G::INFO;
        for players in info.min_players..=info.max_players {
            let Ok(config) = G::Config::from_options(usize::from(players), islas_core::NO_OPTIONS)
            else {
                continue;
            };
            for seed in 0..3u64 {
                let mut rng = Rng::from_seed(seed * 31 + u64::from(players));
                let Ok(mut game) = G::setup(&config, Seed::from_u64(seed)) else {
                    continue;
                };
                let mut legal = Vec::new();
                let mut steps = 0;
                while game.to_act().is_some() && steps < 400 {
                    steps += 1;
                    game.legal_actions(&mut legal);
                    let a = legal[rng.below(legal.len() as u32) as usize].clone();
                    if !game.reveals(&a) {
                        for seat in 0..players {
                            let other = game.determinize(seat, &mut rng);
                            let mut other_legal = Vec::new();
                            other.legal_actions(&mut other_legal);
                            if !other_legal.contains(&a) {
                                continue;
                            }
                            let mine = seen(&game, &a, seat).expect("a legal action applies");
                            let theirs = seen(&other, &a, seat).expect("a legal action applies");
                            assert_eq!(
                                mine,
                                theirs,
                                "{}: seat {seat} is told a hidden fact by {a}",
                                G::NAME
                            );
                            compared += 1;
                        }
                    }
                    let events = game.play_logged(&a).expect("a legal action applies");
                    addressed += events
                        .iter()
                        .filter(|e| !matches!(e.audience(), islas_core::Audience::All))
                        .count();
                }
            }
        }
        (compared, addressed)
    }
}

#[test]
fn no_event_tells_a_seat_a_hidden_fact() {
    for &id in GameId::ALL {
        let (compared, _) = id.visit(Check);
        assert!(compared > 40, "{id:?}: {compared}");
    }
}

#[test]
fn a_jamaica_draw_names_the_cards_to_the_seat_that_drew_them_only() {
    let (_, addressed) = GameId::Jamaica.visit(Check);
    assert!(addressed > 50, "{addressed}");
    use islas_jamaica::{Config, Event, Jamaica};
    let mut game = Jamaica::setup(
        &Config::from_options(3, islas_core::NO_OPTIONS).unwrap(),
        Seed::from_u64(4),
    )
    .unwrap();
    let mut rng = Rng::from_seed(4);
    let mut legal = Vec::new();
    let mut named = 0;
    while game.to_act().is_some() {
        game.legal_actions(&mut legal);
        let a = legal[rng.below(legal.len() as u32) as usize];
        for e in game.play_logged(&a).unwrap() {
            if let Event::DrewCards { seat, cards } = e {
                named += 1;
                for s in 0..3 {
                    assert_eq!(e.audience().includes(s), s == seat);
                }
                // The cards are in the seat's own view of its hand.
                assert_eq!(game.view(seat).cards(seat).hand & cards, cards);
            }
        }
    }
    assert!(named > 10, "{named}");
}
