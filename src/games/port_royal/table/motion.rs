//! Motion: the harbour a bust cleared (shown shaking and fading over the empty harbour), and
//! the coins and cards each player just received (compared with the last drawing). Decorative;
//! gone with the next change, never in the way of a control.

use islas_core::Seat;
use islas_port_royal::{Card, Event};
use leptos::prelude::*;

use super::super::Session;
use crate::session::LogEntry;

/// The cards a bust among `new` events cleared: the harbour `before` them and the ship drawn
/// that sank it; empty when no bust happened.
pub fn busted_cards(before: &[Card], new: &[LogEntry<Event>]) -> Vec<Card> {
    if !new.iter().any(|e| matches!(e.event, Event::Bust { .. })) {
        return Vec::new();
    }
    let drawn = new.iter().rev().find_map(|e| match e.event {
        Event::Drew { card } => Some(card),
        _ => None,
    });
    let mut gone = before.to_vec();
    gone.extend(drawn.filter(|c| !gone.contains(c)));
    gone
}

/// Per seat, (1 if their coins grew, 1 if their display grew) from `old` to `new` counts.
pub fn gains(old: &[(usize, usize)], new: &[(usize, usize)]) -> Vec<(usize, usize)> {
    new.iter()
        .enumerate()
        .map(|(p, &(c, n))| {
            let (oc, on) = old.get(p).copied().unwrap_or((c, n));
            (usize::from(c > oc), usize::from(n > on))
        })
        .collect()
}

fn counts(s: &Session) -> Vec<(usize, usize)> {
    (0..s.seats.len() as Seat)
        .map(|p| (s.shown.coins(p), s.shown.player(p).display.len()))
        .collect()
}

/// The motion signals, kept up to date with the session.
#[derive(Clone, Copy)]
pub struct Motion {
    pub busted: RwSignal<Vec<Card>>,
    pub gained: RwSignal<Vec<(usize, usize)>>,
}

impl Motion {
    pub fn new(session: RwSignal<Session>) -> Motion {
        let log_seen = StoredValue::new(session.with_untracked(|s| s.log.len()));
        let last_harbour = StoredValue::new(session.with_untracked(|s| s.shown.harbour().to_vec()));
        let last_counts = StoredValue::new(session.with_untracked(counts));
        let busted = RwSignal::new(Vec::new());
        let gained = RwSignal::new(Vec::new());
        Effect::new(move |_| {
            let (harbour, gone, now) = session.with(|s| {
                let new = &s.log[log_seen.get_value().min(s.log.len())..];
                let gone = last_harbour.with_value(|before| busted_cards(before, new));
                log_seen.set_value(s.log.len());
                (s.shown.harbour().to_vec(), gone, counts(s))
            });
            busted.set(gone);
            last_harbour.set_value(harbour);
            gained.set(last_counts.with_value(|old| gains(old, &now)));
            last_counts.set_value(now);
        });
        Motion { busted, gained }
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::{game, play};
    use super::*;
    use islas_port_royal::Action;

    #[test]
    fn a_gain_is_a_count_that_grew() {
        assert_eq!(
            gains(&[(3, 0), (2, 1)], &[(4, 0), (2, 2)]),
            vec![(1, 0), (0, 1)]
        );
        assert_eq!(gains(&[(3, 0)], &[(2, 0), (5, 5)]), vec![(0, 0), (0, 0)]);
    }

    /// Two ships of one colour: the second sinks the harbour, and both are shown busted.
    #[test]
    fn a_bust_shows_the_harbour_it_cleared_with_the_ship_that_sank_it() {
        let mut s = game(2, &["yellow-1-1", "yellow-1-1"]);
        play(&mut s, Action::Draw);
        let before = s.shown.harbour().to_vec();
        let from = s.log.len();
        assert!(busted_cards(&before, &s.log[..from]).is_empty());
        play(&mut s, Action::Draw);
        if s.legal().contains(&Action::Dock) {
            play(&mut s, Action::Dock);
        }
        let gone = busted_cards(&before, &s.log[from..]);
        assert_eq!(gone.len(), 2, "{gone:?}");
        assert!(s.shown.harbour().is_empty());
    }
}
