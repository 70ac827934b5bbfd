//! What a Puerto Rico position is worth to each player, in victory points: points already
//! scored, plus what doubloons, goods, colonists and the working board will still bring in the
//! rounds that are likely left.

use islas_puerto_rico::{Building, Phase, Player, PuertoRico, QUARRY, production, score};

/// Rounds likely left: the colonists, the chips and the fullest city each give an estimate;
/// the game ends on the first of them.
pub fn rounds_left(g: &PuertoRico) -> f64 {
    if g.end.is_some() || g.phase == Phase::GameOver {
        return 0.0;
    }
    let n = g.seats() as f64;
    let colonists = f64::from(g.colonists) / (n + 1.5);
    let chips = f64::from(g.vp_chips) / (1.2 * n + 2.0);
    // A plain loop: the rollouts ask for every action they weigh.
    let mut city = 0;
    for p in g.table() {
        city = city.max(p.city_used());
    }
    let city = f64::from(12 - city) * 1.6;
    colonists.min(chips).min(city).clamp(0.3, 15.0)
}

/// What an occupied violet building brings per round, in points.
const fn violet_yield(b: Building) -> f64 {
    match b {
        Building::SmallMarket => 0.35,
        Building::LargeMarket => 0.6,
        Building::Office => 0.4,
        Building::Hacienda => 0.3,
        Building::ConstructionHut => 0.3,
        Building::Hospice => 0.45,
        Building::SmallWarehouse => 0.3,
        Building::LargeWarehouse => 0.5,
        Building::Factory => 0.8,
        Building::University => 0.4,
        Building::Harbor => 1.0,
        Building::Wharf => 1.1,
        _ => 0.0,
    }
}

/// The buildings [`violet_yield`] values, as a mask of [`Building::bit`]s.
const VIOLET_YIELDING: u32 = {
    let mut mask = 0;
    let mut i = 0;
    while i < Building::ALL.len() {
        if violet_yield(Building::ALL[i]) > 0.0 {
            mask |= Building::ALL[i].bit();
        }
        i += 1;
    }
    mask
};

/// What one barrel in hand is worth, in points, by kind (corn … coffee).
pub const GOOD_WORTH: [f64; 5] = [0.3, 0.38, 0.46, 0.54, 0.62];

/// What one barrel produced per round is worth, in points per round left, by kind: 0.28 for
/// corn and 0.07 more for each kind after it (computed as written, so to the same bits).
const PRODUCTION_WORTH: [f64; 5] = [
    0.28 + 0.07 * 0.0,
    0.28 + 0.07 * 1.0,
    0.28 + 0.07 * 2.0,
    0.28 + 0.07 * 3.0,
    0.28 + 0.07 * 4.0,
];

/// One player's equity in points.
pub fn equity(g: &PuertoRico, p: &Player, rounds: f64) -> f64 {
    let horizon = rounds.min(7.0);
    let mut v = f64::from(score(p));
    // Money buys buildings while there is time to build; at the very end it only breaks ties.
    let money = if rounds > 1.0 { 0.42 } else { 0.05 };
    v += f64::from(p.doubloons) * money;
    for (i, &n) in p.goods.iter().enumerate() {
        v += f64::from(n) * GOOD_WORTH[i] * if rounds > 0.5 { 1.0 } else { 0.1 };
    }
    let prod = production(p);
    for (&n, worth) in prod.iter().zip(PRODUCTION_WORTH) {
        v += f64::from(n) * worth * horizon;
    }
    // The owned buildings in the order of `Building::ALL`; those that yield nothing add 0.
    let mut owned = p.buildings & VIOLET_YIELDING;
    while owned != 0 {
        let b = Building::ALL[owned.trailing_zeros() as usize];
        owned &= owned - 1;
        if p.occupied(b) {
            v += violet_yield(b) * horizon;
        }
    }
    v += f64::from(p.island_colonists[QUARRY].min(4)) * 0.2 * horizon;
    // Unused land and colonists still waiting have some worth while rounds remain.
    let planted = p.island_used();
    v += f64::from(planted) * 0.15 * horizon.min(3.0);
    v += f64::from(p.colonists()) * 0.08 * horizon.min(3.0);
    let _ = g;
    v
}

/// Each seat's equity.
pub fn equities(g: &PuertoRico, out: &mut [f64; 5]) {
    let r = rounds_left(g);
    for (s, p) in g.table().iter().enumerate() {
        out[s] = equity(g, p, r);
    }
}

/// The margin of `seat` over the best other player.
pub fn margin(g: &PuertoRico, seat: usize) -> f64 {
    let mut e = [0.0; 5];
    equities(g, &mut e);
    let best_other = (0..g.seats())
        .filter(|&s| s != seat)
        .map(|s| e[s])
        .fold(f64::NEG_INFINITY, f64::max);
    e[seat] - best_other
}

/// Rewards in `0..=1` summing to one: a soft chance of winning from the equities.
pub fn rewards(g: &PuertoRico, temperature: f64, out: &mut Vec<f64>) {
    let mut e = [0.0; 5];
    equities(g, &mut e);
    let n = g.seats();
    let max = e[..n].iter().copied().fold(f64::NEG_INFINITY, f64::max);
    out.clear();
    let mut sum = 0.0;
    for x in &e[..n] {
        let w = ((x - max) / temperature).exp();
        out.push(w);
        sum += w;
    }
    for x in out.iter_mut() {
        *x /= sum;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The table holds the weights the evaluation always used, to the bit: 0.28 for corn and
    /// 0.07 more for each kind after it.
    #[test]
    fn production_worth_is_the_weight_as_computed_at_run_time() {
        for (i, w) in PRODUCTION_WORTH.iter().enumerate() {
            let at_run_time = 0.28 + 0.07 * std::hint::black_box(i) as f64;
            assert_eq!(w.to_bits(), at_run_time.to_bits(), "kind {i}");
        }
        assert!((PRODUCTION_WORTH[4] - 0.56).abs() < 1e-12);
    }
}
