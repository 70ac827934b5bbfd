//! The pace of a reveal told step by step (Jamaica's round, told one player at a time): which
//! steps a table draws, and which it draws next after a pause. Pure, tested natively; the table
//! controller (`TableController::pace_steps`) runs the pauses for every game.

/// Every step drawn: the reveal told whole.
pub const ALL: usize = usize::MAX;

/// A reveal as the table tells it: which one (its first log index), how many steps the engine
/// has told of it so far, and whether it is played out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Told {
    pub start: usize,
    pub steps: usize,
    pub done: bool,
}

/// How many steps are drawn now: every one when the table shows the reveal whole (a person
/// deciding inside it, no pause); a reveal newer than the one `known` starts at its first step;
/// the one known keeps `n`; an older one (after an undo or another tab) shows whole.
pub fn drawn(told: Option<Told>, known: Option<usize>, n: usize, whole: bool) -> usize {
    let start = told.map(|t| t.start);
    if whole {
        ALL
    } else if start == known {
        n
    } else if start > known {
        1
    } else {
        ALL
    }
}

/// The next number of steps to draw after a pause, if any: one more while the engine has told
/// more; none while it waits for a decision inside the reveal (its move comes as a new step);
/// all once the reveal is played out.
pub fn next(told: Option<Told>, n: usize) -> Option<usize> {
    match told {
        Some(t) if n < t.steps => Some(n + 1),
        Some(t) if !t.done => None,
        _ => Some(ALL),
    }
}

/// A reveal (its first log index) and how many of its steps are drawn, in one number (a signal
/// of a type the app already has, which keeps the chunk smaller).
pub fn pack(start: Option<usize>, n: usize) -> u64 {
    let start = start.map_or(0, |s| s as u64 + 1);
    (start << 32) | n.min(u32::MAX as usize) as u64
}

/// The reveal and the steps drawn, from [`pack`].
pub fn unpack(v: u64) -> (Option<usize>, usize) {
    let (start, n) = ((v >> 32) as usize, v as u32);
    let n = if n == u32::MAX { ALL } else { n as usize };
    (start.checked_sub(1), n)
}

#[cfg(test)]
mod tests {
    use super::*;

    const T: Told = Told {
        start: 10,
        steps: 3,
        done: false,
    };

    #[test]
    fn a_new_reveal_starts_at_its_first_step_and_an_old_one_shows_whole() {
        assert_eq!(drawn(Some(T), Some(4), 3, false), 1);
        assert_eq!(drawn(Some(T), None, ALL, false), 1);
        assert_eq!(drawn(Some(T), Some(10), 2, false), 2);
        assert_eq!(drawn(Some(T), Some(12), 2, false), ALL);
        assert_eq!(drawn(Some(T), Some(10), 2, true), ALL);
        assert_eq!(drawn(None, None, 0, false), 0);
    }

    #[test]
    fn steps_come_one_at_a_time_and_wait_for_a_decision_inside() {
        assert_eq!(next(Some(T), 1), Some(2));
        assert_eq!(next(Some(T), 3), None);
        assert_eq!(next(Some(Told { done: true, ..T }), 3), Some(ALL));
        assert_eq!(next(None, 0), Some(ALL));
    }

    #[test]
    fn pack_round_trips() {
        for (start, n) in [(None, ALL), (Some(0), 1), (Some(1234), 7), (Some(5), ALL)] {
            assert_eq!(unpack(pack(start, n)), (start, n));
        }
    }
}
