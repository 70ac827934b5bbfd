//! What a position is worth to each seat, in points of the final score.

use islas_core::{Game, Seat};
use islas_jamaica::data::{BOARD, Kind, TREASURE_VALUE};
use islas_jamaica::{GHOST, Good, Jamaica, Power};

/// Food and doubloons the next landings will cost `ship`: the costs of the next 8 spaces
/// (by the outer lanes), scaled to the three landings of about two rounds.
pub fn coming_costs(state: &Jamaica, ship: u8) -> (f64, f64) {
    let at = usize::from(state.ship(ship).space);
    // A space off the board reads as the first, as `space` does.
    let (food, gold) = COMING_COSTS.get(at).copied().unwrap_or(COMING_COSTS[0]);
    (f64::from(food) * 3.0 / 8.0, f64::from(gold) * 3.0 / 8.0)
}

/// For each space, the food and doubloons of the next 8 spaces by the outer lanes (the
/// rollouts ask at every card they weigh).
const COMING_COSTS: [(u8, u8); BOARD.len()] = {
    let mut out = [(0u8, 0u8); BOARD.len()];
    let mut from = 0;
    while from < BOARD.len() {
        let mut at = from;
        let (mut food, mut gold) = (0u8, 0u8);
        let mut step = 0;
        while step < 8 {
            at = BOARD[at].next[0] as usize;
            match BOARD[at].kind {
                Kind::Sea => food += BOARD[at].cost,
                Kind::Port => gold += BOARD[at].cost,
                _ => {}
            }
            step += 1;
        }
        out[from] = (food, gold);
        from += 1;
    }
    out
};

/// The worth of a hold's goods to its owner (for spoils and for emptying).
pub fn goods_worth(good: Good, amount: u8) -> f64 {
    let w = match good {
        Good::Doubloons => 1.0,
        Good::Food => 0.6,
        Good::Gunpowder => 0.4,
    };
    w * f64::from(amount)
}

/// The value of a ship's position to its seat, in points: the race, doubloons, food and
/// doubloons for the coming costs, gunpowder, treasures and powers.
pub fn value(state: &Jamaica, seat: Seat) -> f64 {
    let s = state.ship(seat);
    let race = if s.finished {
        20.0
    } else {
        15.0 - 0.9 * f64::from(state.to_go(seat))
    };
    let totals = state.totals(seat);
    let food = f64::from(totals[Good::Food as usize]);
    let gold = f64::from(totals[Good::Doubloons as usize]);
    let powder = f64::from(totals[Good::Gunpowder as usize]);
    let (need_food, need_gold) = coming_costs(state, seat);
    let food_v = 0.8 * food.min(need_food + 1.0) + 0.1 * (food - need_food - 1.0).max(0.0);
    let gold_v = gold + 0.3 * gold.min(need_gold);
    let powder_v = 0.35 * powder.min(6.0) + 0.05 * (powder - 6.0).max(0.0);
    let treasures: f64 = s.face_down[..s.face_down_len as usize]
        .iter()
        .map(|&t| {
            TREASURE_VALUE
                .get(t as usize)
                .map_or(2.0, |&v| f64::from(v))
        })
        .sum();
    let powers: f64 = Power::ALL
        .iter()
        .filter(|&&p| state.power_holder(p) == Some(seat))
        .map(|p| match p {
            Power::Map => 1.5,
            Power::Saber => 1.0,
            Power::Beth => 1.0,
            Power::SixthHold => 1.5,
        })
        .sum();
    let (holds, n) = state.holds(seat);
    let empty = holds[..n].iter().filter(|h| h.is_empty()).count() as f64;
    if state.outcome().is_some() {
        return f64::from(state.score(seat)) + 0.01 * (-f64::from(state.to_go(seat)));
    }
    race + food_v + gold_v + powder_v + treasures + powers + 0.2 * empty
}

/// `seat`'s value against the best of the others'.
pub fn margin(state: &Jamaica, seat: Seat) -> f64 {
    let me = value(state, seat);
    let best = (0..state.player_count() as u8)
        .filter(|&s| s != seat && s != GHOST)
        .map(|s| value(state, s))
        .fold(f64::NEG_INFINITY, f64::max);
    me - best
}

/// Each seat's expected reward in `0..=1`: a logistic of its margin over the best other.
pub fn rewards(state: &Jamaica, out: &mut Vec<f64>) {
    let n = state.player_count();
    out.clear();
    let values: Vec<f64> = (0..n as u8).map(|s| value(state, s)).collect();
    for i in 0..n {
        let best = (0..n)
            .filter(|&j| j != i)
            .map(|j| values[j])
            .fold(f64::NEG_INFINITY, f64::max);
        out.push(1.0 / (1.0 + (-(values[i] - best) / 5.0).exp()));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use islas_core::Seed;
    use islas_jamaica::Config;
    use islas_jamaica::data::space;

    /// The table holds what walking the board gives: from each space, 8 spaces on by the
    /// outer lanes, the food of the seas and the doubloons of the ports.
    #[test]
    fn coming_costs_are_the_costs_of_the_next_eight_spaces() {
        for from in 0..BOARD.len() as u8 {
            let mut at = from;
            let (mut food, mut gold) = (0, 0);
            for _ in 0..8 {
                at = space(at).next[0];
                match space(at).kind {
                    Kind::Sea => food += space(at).cost,
                    Kind::Port => gold += space(at).cost,
                    _ => {}
                }
            }
            assert_eq!(
                COMING_COSTS[usize::from(from)],
                (food, gold),
                "from space {from}"
            );
        }
        // From Port Royal: seas of 2, 3 and 2, a lair, ports of 3 and 5, seas of 2 and 3 (the
        // first fork's outer lane).
        assert_eq!(COMING_COSTS[0], (12, 8));
        let game = Jamaica::setup(&Config::new(2), Seed::from_u64(7)).unwrap();
        let (food, gold) = coming_costs(&game, 0);
        assert_eq!((food, gold), (12.0 * 3.0 / 8.0, 8.0 * 3.0 / 8.0));
    }
}
