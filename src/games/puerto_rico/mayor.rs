//! The mayor phase's placement: the person sees every free circle, a suggested placement they
//! can change with a few taps, and confirms it; the table then plays it as the engine's
//! `place <target>` actions, in board order.

use islas_puerto_rico::{
    BUILDING_DATA, Building, Kind, Phase, Player, PuertoRico, QUARRY, TARGETS,
};

/// Free circles on target `t` (a plantation kind, the quarries or a building).
pub fn free(p: &Player, t: usize) -> u8 {
    if t < 6 {
        p.island[t] - p.island_colonists[t]
    } else {
        let b = t - 6;
        match Building::from_index(b) {
            Some(bd) if p.owns(bd) => BUILDING_DATA[b].circles - p.building_colonists[b],
            _ => 0,
        }
    }
}

/// Colonists already on target `t`.
pub fn on(p: &Player, t: usize) -> u8 {
    if t < 6 {
        p.island_colonists[t]
    } else {
        p.building_colonists[t - 6]
    }
}

/// The targets a colonist may still go to (from the cursor on, with a free circle), in order.
pub fn targets(g: &PuertoRico) -> Vec<usize> {
    let Phase::Mayor { cursor } = g.phase else {
        return Vec::new();
    };
    let p = g.player(g.current());
    (usize::from(cursor)..TARGETS)
        .filter(|&t| free(p, t) > 0)
        .collect()
}

/// How many colonists the placement must hold: every one, or every free circle when there
/// are fewer circles than colonists.
pub fn needed(g: &PuertoRico) -> u8 {
    let p = g.player(g.current());
    let circles: u8 = targets(g).iter().map(|&t| free(p, t)).sum();
    p.san_juan.min(circles)
}

/// A sensible placement to start from: corn, then each production chain (plantation and
/// building together, dearest good first), then violet buildings (large ones first), the
/// quarries, then anything left, in board order.
pub fn suggest(g: &PuertoRico) -> [u8; TARGETS] {
    let mut plan = [0u8; TARGETS];
    let ts = targets(g);
    if ts.is_empty() {
        return plan;
    }
    let p = *g.player(g.current());
    let mut left = needed(g);
    let room = |plan: &[u8; TARGETS], t: usize| {
        if ts.contains(&t) {
            free(&p, t) - plan[t]
        } else {
            0
        }
    };
    let add = |plan: &mut [u8; TARGETS], t: usize, n: u8, left: &mut u8| {
        let k = n.min(room(plan, t)).min(*left);
        plan[t] += k;
        *left -= k;
        k
    };
    // Production: a plantation and a building circle together make a barrel.
    add(&mut plan, 0, u8::MAX, &mut left);
    for good in (1..5).rev() {
        let buildings: Vec<usize> = BUILDING_DATA
            .iter()
            .enumerate()
            .filter(|(_, d)| {
                matches!(d.kind, Kind::SmallProduction(x) | Kind::Production(x) if x.index() == good)
            })
            .map(|(i, _)| i + 6)
            .collect();
        loop {
            let made_on = on(&p, good) + plan[good];
            let staffed: u8 = buildings.iter().map(|&b| on(&p, b) + plan[b]).sum();
            let Some(&b) = buildings.iter().find(|&&b| room(&plan, b) > 0) else {
                break;
            };
            if room(&plan, good) == 0 || left < 2 {
                // A building circle for a plantation already staffed, or the reverse.
                if made_on > staffed && left > 0 {
                    add(&mut plan, b, 1, &mut left);
                    continue;
                }
                if staffed > made_on && left > 0 && room(&plan, good) > 0 {
                    add(&mut plan, good, 1, &mut left);
                    continue;
                }
                break;
            }
            add(&mut plan, good, 1, &mut left);
            add(&mut plan, b, 1, &mut left);
        }
    }
    // Violet buildings, large first, then by cost.
    let mut violet: Vec<usize> = (0..BUILDING_DATA.len())
        .filter(|&i| BUILDING_DATA[i].is_violet())
        .collect();
    islas_core::sort_small_by_key(&mut violet, |&i| {
        std::cmp::Reverse((BUILDING_DATA[i].size(), BUILDING_DATA[i].cost))
    });
    for i in violet {
        add(&mut plan, i + 6, u8::MAX, &mut left);
    }
    add(&mut plan, QUARRY, u8::MAX, &mut left);
    for &t in &ts {
        add(&mut plan, t, u8::MAX, &mut left);
    }
    plan
}

/// The next `place` of a confirmed plan, given the colonists on each target when the plan was
/// made (`base`) and the game now: the first target from the cursor on that still lacks some.
pub fn next_place(g: &PuertoRico, base: &[u8; TARGETS], plan: &[u8; TARGETS]) -> Option<u8> {
    let Phase::Mayor { cursor } = g.phase else {
        return None;
    };
    let p = g.player(g.current());
    (usize::from(cursor)..TARGETS)
        .find(|&t| on(p, t) < base[t] + plan[t] && free(p, t) > 0)
        .map(|t| t as u8)
}

/// The colonists on each target now.
pub fn base(g: &PuertoRico) -> [u8; TARGETS] {
    let p = g.player(g.current());
    let mut b = [0u8; TARGETS];
    for (t, x) in b.iter_mut().enumerate() {
        *x = on(p, t);
    }
    b
}

#[cfg(test)]
mod tests {
    use super::*;
    use islas_core::{Game, Rng, Seed};
    use islas_puerto_rico::{Action, Config};

    /// In random games, whenever a mayor placement is asked for, the suggestion holds exactly
    /// the colonists needed, only on free circles, and playing it through `next_place` ends the
    /// player's placement with those colonists where the plan put them.
    #[test]
    fn the_suggestion_is_always_a_legal_placement() {
        let mut checked = 0;
        for seed in 0..40u64 {
            let n = 2 + (seed % 4) as u8;
            let mut g = PuertoRico::setup(&Config::new(n), Seed::from_u64(seed)).unwrap();
            let mut rng = Rng::from_seed(seed);
            while let Some(seat) = g.to_act() {
                if let Phase::Mayor { .. } = g.phase {
                    let plan = suggest(&g);
                    let total: u8 = plan.iter().sum();
                    assert_eq!(total, needed(&g));
                    let base = base(&g);
                    let p = *g.player(seat);
                    for (t, &n) in plan.iter().enumerate() {
                        assert!(n <= free(&p, t));
                    }
                    let mut steps = 0;
                    while matches!(g.phase, Phase::Mayor { .. }) && g.to_act() == Some(seat) {
                        let t = next_place(&g, &base, &plan).expect("a next place");
                        g.play(&Action::Place(t)).unwrap();
                        steps += 1;
                        assert!(steps < 40);
                    }
                    let after = g.player(seat);
                    for t in 0..TARGETS {
                        assert_eq!(on(after, t), base[t] + plan[t], "target {t}");
                    }
                    checked += 1;
                    continue;
                }
                let mut legal = Vec::new();
                g.legal_actions(&mut legal);
                let a = legal[rng.below(legal.len() as u32) as usize];
                g.play(&a).unwrap();
            }
        }
        assert!(checked > 20, "{checked} placements checked");
    }
}
