//! The quick rules: a fast, sensible answer to every decision (rollouts, the medium player's
//! play-outs, and the easy player's spoils).

use islas_core::{Game, Rng, Seat};
use islas_jamaica::data::{COMBAT_DIE, STAR, Symbol, TREASURE_VALUE, card, is_cursed, space};
use islas_jamaica::{Action, GHOST, Good, Jamaica, Phase, Power};

use super::value::{coming_costs, goods_worth};

/// The chance that a roll of the die plus `bonus` beats `target` (a star always wins).
fn beats(bonus: u8, target: u8) -> f64 {
    let wins = COMBAT_DIE
        .iter()
        .enumerate()
        .filter(|&(i, &f)| i as u8 == STAR || f + bonus > target)
        .count();
    wins as f64 / 6.0
}

fn beth(state: &Jamaica, ship: u8) -> u8 {
    if state.power_holder(Power::Beth) == Some(ship) {
        2
    } else {
        0
    }
}

/// What `winner` would take from `loser`: the worth of the best spoils.
fn stake(state: &Jamaica, loser: u8) -> f64 {
    let (holds, n) = state.holds(loser);
    let best_hold = holds[..n]
        .iter()
        .filter_map(|h| h.good().map(|g| goods_worth(g, h.amount)))
        .fold(0.0, f64::max);
    let treasure = if state.ship(loser).face_down_len > 0 {
        2.0
    } else {
        0.0
    };
    best_hold.max(treasure)
}

/// The quick answer to any decision except a card choice (for which see [`quick_card`]).
pub fn quick(state: &Jamaica, legal: &[Action]) -> Action {
    let Some(&first) = legal.first() else {
        return Action::Roll;
    };
    if legal.len() == 1 {
        return first;
    }
    let me: Seat = state.to_act().unwrap_or(0);
    match state.phase() {
        Phase::Choose => {
            // Deterministic: the best card by the static score.
            let mut rng = Rng::from_seed(u64::from(state.round()));
            quick_card(state, legal, &mut rng)
        }
        Phase::Fork => {
            let mover = state.mover();
            let food = state.total(mover, Good::Food);
            // The inner channel is short and dear: take it with food to spare.
            if mover != GHOST && food >= 8 && !matches!(state.ship(mover).space, 15 | 28 | 41) {
                Action::Fork(true)
            } else {
                Action::Fork(false)
            }
        }
        Phase::Empty => *legal
            .iter()
            .min_by(|a, b| {
                let w = |a: &Action| match a {
                    Action::Empty(h) => {
                        let (holds, _) = state.holds(me);
                        let hold = holds[*h as usize];
                        hold.good().map_or(0.0, |g| goods_worth(g, hold.amount))
                    }
                    _ => f64::MAX,
                };
                w(a).total_cmp(&w(b))
            })
            .unwrap_or(&first),
        Phase::Target => *legal
            .iter()
            .max_by(|a, b| {
                let w = |a: &Action| match a {
                    Action::Attack(s) if *s != GHOST => stake(state, *s),
                    _ => -1.0,
                };
                w(a).total_cmp(&w(b))
            })
            .unwrap_or(&first),
        Phase::Powder => powder(state, legal),
        Phase::Saber => saber(state),
        Phase::Loot => loot(state, legal, me),
        Phase::GhostCourse => ghost_course(state, me),
        _ => first,
    }
}

fn powder(state: &Jamaica, legal: &[Action]) -> Action {
    let Some(c) = state.combat() else {
        return legal[0];
    };
    let attacking = c.side == 0;
    let (me, them) = if attacking {
        (c.attacker, c.defender)
    } else {
        (c.defender, c.attacker)
    };
    let gain = stake(state, them) + 0.5 * stake(state, me);
    let max = legal.len() as u8 - 1;
    let mut best = (f64::NEG_INFINITY, 0u8);
    for p in 0..=max.min(10) {
        let bonus = p + beth(state, me);
        let win = if attacking {
            // The defender's strength: a die, its Lady Beth, a little gunpowder.
            let guess = 6 + beth(state, them) + state.total(them, Good::Gunpowder).min(2);
            beats(bonus, guess) * 5.0 / 6.0
        } else {
            let a = COMBAT_DIE[c.faces[0] as usize] + c.powder[0] + beth(state, c.attacker);
            beats(bonus, a)
        };
        let ev = win * gain - 0.4 * f64::from(p);
        if ev > best.0 {
            best = (ev, p);
        }
    }
    Action::Powder(best.1)
}

fn saber(state: &Jamaica) -> Action {
    let Some(c) = state.combat() else {
        return Action::Keep;
    };
    let side = c.side as usize;
    let roller = if side == 0 { c.attacker } else { c.defender };
    let holder = state.power_holder(Power::Saber);
    let face = c.faces[side];
    let mine = holder == Some(roller);
    let reroll = if mine {
        face != STAR && COMBAT_DIE[face as usize] <= 4
    } else {
        face == STAR || COMBAT_DIE[face as usize] >= 8
    };
    if reroll { Action::Reroll } else { Action::Keep }
}

fn loot(state: &Jamaica, legal: &[Action], me: Seat) -> Action {
    let Some(c) = state.combat() else {
        return legal[0];
    };
    let winner = c.winner;
    let loser = c.loser();
    // Deciding for the ghost: hurt the loser the most.
    let for_ghost = winner == GHOST;
    let (holds, _) = state.holds(loser);
    let (my_holds, my_n) = state.holds(winner);
    let has_empty = my_holds[..my_n].iter().any(|h| h.is_empty());
    let cheapest = my_holds[..my_n]
        .iter()
        .filter_map(|h| h.good().map(|g| goods_worth(g, h.amount)))
        .fold(f64::MAX, f64::min);
    let worth = |a: &Action| -> f64 {
        match *a {
            Action::StealHold(h) => {
                let hold = holds[h as usize];
                let v = hold.good().map_or(0.0, |g| goods_worth(g, hold.amount));
                if for_ghost || has_empty {
                    v
                } else {
                    v - cheapest.min(v) * 0.8
                }
            }
            Action::StealTreasure(_) => 2.0,
            Action::StealPower(Power::SixthHold) => {
                2.0 + f64::from(state.sixth_hold().amount) * 0.5
            }
            Action::StealPower(_) => 2.0,
            Action::Give(i) => {
                let t = state.ship(winner).face_down[i as usize];
                if is_cursed(t) {
                    -f64::from(TREASURE_VALUE[t as usize])
                } else {
                    0.0
                }
            }
            _ => 0.0,
        }
    };
    let _ = me;
    *legal
        .iter()
        .max_by(|a, b| worth(a).total_cmp(&worth(b)))
        .unwrap_or(&legal[0])
}

fn ghost_course(state: &Jamaica, me: Seat) -> Action {
    let g = state.ship(GHOST);
    let steps = state.dice()[0].max(1);
    let land = |forward: bool| {
        let mut at = g.space;
        for _ in 0..steps {
            at = if forward {
                space(at).next[0]
            } else {
                space(at).prev[0]
            };
        }
        at
    };
    let on = |at: u8, s: Seat| at != 0 && state.ship(s).space == at;
    let other = (me + 1) % state.player_count() as u8;
    for forward in [true, false] {
        if on(land(forward), other) && !on(land(forward), me) {
            return Action::Ghost(forward);
        }
    }
    Action::Ghost(!on(land(true), me))
}

/// What a card's worth depends on besides the card: the chooser's dice, goods, coming costs
/// and whether a hold is free (the same for every card of a hand, so read once).
struct Chooser {
    dice: [u8; 2],
    food: f64,
    gold: f64,
    powder: f64,
    need_food: f64,
    need_gold: f64,
    empty: bool,
}

impl Chooser {
    fn new(state: &Jamaica, seat: Seat) -> Self {
        let (need_food, need_gold) = coming_costs(state, seat);
        let (holds, cnt) = state.holds(seat);
        let totals = state.totals(seat);
        Chooser {
            dice: state.dice(),
            food: f64::from(totals[Good::Food as usize]),
            gold: f64::from(totals[Good::Doubloons as usize]),
            powder: f64::from(totals[Good::Gunpowder as usize]),
            need_food,
            need_gold,
            empty: holds[..cnt].iter().any(|h| h.is_empty()),
        }
    }

    /// The static worth of card `n` for the chooser, from its own hand and ship only.
    fn card_worth(&self, n: u8) -> f64 {
        let [dm, de] = self.dice;
        let (m, e) = card(n);
        let worth = |sym: Symbol, die: u8| -> f64 {
            let d = f64::from(die);
            match sym {
                Symbol::Load(g) => {
                    let per = match g {
                        Good::Food => {
                            if self.food < self.need_food + 2.0 {
                                0.9
                            } else {
                                0.25
                            }
                        }
                        Good::Doubloons => {
                            if self.gold < self.need_gold {
                                1.2
                            } else {
                                1.0
                            }
                        }
                        Good::Gunpowder => {
                            if self.powder < 4.0 {
                                0.4
                            } else {
                                0.1
                            }
                        }
                    };
                    d * per - if self.empty { 0.0 } else { 1.5 }
                }
                Symbol::Forward => {
                    let short = self.food + self.gold < 5.0;
                    d * if short { 0.6 } else { 1.3 }
                }
                Symbol::Backward => -d * 0.9,
            }
        };
        worth(m, dm) + worth(e, de)
    }
}

/// A card choice by the static worth of each card, with a little noise: reads only the
/// chooser's own hand and ship, never another seat's choice.
pub fn quick_card(state: &Jamaica, legal: &[Action], rng: &mut Rng) -> Action {
    let seat = state.to_act().unwrap_or(0);
    let chooser = Chooser::new(state, seat);
    let mut best = (
        f64::NEG_INFINITY,
        legal.first().copied().unwrap_or(Action::Roll),
    );
    for a in legal {
        if let Action::Choose(n) = *a {
            let v = chooser.card_worth(n) + f64::from(rng.below(100)) / 200.0;
            if v > best.0 {
                best = (v, *a);
            }
        }
    }
    best.1
}
