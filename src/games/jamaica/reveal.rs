//! The reveal of a round told one player at a time: the engine's events from the cards turned
//! over to the end of the round, cut into steps (the captain's, then each player's in turn, then
//! the ghost ship's), and the fights inside a step. Only the events are read: which ship acts,
//! which ship fights; no rule is worked out again here.

use std::ops::Range;

use islas_jamaica::{Event, GHOST, ShipId};

use crate::session::LogEntry;

/// Ship ids: the seats, then the ghost ship.
pub const SHIPS: usize = GHOST as usize + 1;

/// One player's part of the reveal: the card played and the events it caused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// The seat, or [`GHOST`].
    pub ship: ShipId,
    /// The card turned over (0 for the ghost ship, which plays none).
    pub card: u8,
    /// The log entries of this step.
    pub events: Range<usize>,
}

/// The last round whose cards were turned over.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reveal {
    /// The log index of the first card turned over.
    pub start: usize,
    /// The morning and evening dice.
    pub dice: [u8; 2],
    pub steps: Vec<Step>,
    /// The log index after the last step (the cards drawn, the next round), once the round is
    /// played out; `None` while it is still being resolved.
    pub end: Option<usize>,
}

/// One fight as the events tell it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Fight {
    pub attacker: ShipId,
    pub defender: ShipId,
    /// Each side's roll as it stands (attacker, defender): gunpowder spent, the die's value
    /// (0: the star) and the strength; `None` before it rolls.
    pub rolls: [Option<(u8, u8, u8)>; 2],
    /// The side (0 the attacker, 1 the defender) whose die was rolled last.
    pub last_side: Option<usize>,
    /// Rerolls (Saran's Saber), as log indices.
    pub rerolls: Vec<usize>,
    /// The log index of the outcome (`Won` or `Tied`), once known.
    pub outcome: Option<usize>,
    pub winner: Option<ShipId>,
    /// The log index of what the winner chose, once chosen.
    pub spoils: Option<usize>,
    /// The log entries of the fight, from the attack to the spoils.
    pub events: Range<usize>,
}

/// The ship whose action an event starts: a load, a move, an evening ignored, the ghost's course.
fn actor(e: &Event) -> Option<ShipId> {
    match *e {
        Event::Loaded { ship, .. }
        | Event::Emptied { ship, .. }
        | Event::LoadIgnored { ship, .. }
        | Event::Moved { ship, .. } => Some(ship),
        Event::EveningIgnored { seat } => Some(seat),
        Event::GhostCourse { .. } => Some(GHOST),
        _ => None,
    }
}

/// The reveal of the last round whose cards were turned over in `log`, if any.
pub fn reveal(log: &[LogEntry<Event>]) -> Option<Reveal> {
    let ev = |i: usize| &log[i].event;
    let last = log
        .iter()
        .rposition(|e| matches!(e.event, Event::Revealed { .. }))?;
    let mut start = last;
    while start > 0 && matches!(ev(start - 1), Event::Revealed { .. }) {
        start -= 1;
    }
    let cards: Vec<u8> = (start..=last)
        .map(|i| match *ev(i) {
            Event::Revealed { card, .. } => card,
            _ => 0,
        })
        .collect();
    let players = cards.len() as u8;
    // The cards were chosen from the captain on: the first of the choices is the captain.
    let mut first = start;
    while first > 0 && matches!(ev(first - 1), Event::Chose { .. }) {
        first -= 1;
    }
    let captain = match log.get(first).map(|e| &e.event) {
        Some(&Event::Chose { seat }) => seat,
        _ => 0,
    };
    let dice = log[..start]
        .iter()
        .rev()
        .find_map(|e| match e.event {
            Event::DiceOrdered { morning, evening } => Some([morning, evening]),
            _ => None,
        })
        .unwrap_or_default();
    let order = |k: u8| (captain + k) % players.max(1);
    let mut steps = vec![Step {
        ship: order(0),
        card: cards[usize::from(order(0))],
        events: last + 1..last + 1,
    }];
    let (mut k, mut fighting, mut loot_load) = (0u8, false, None);
    let mut end = None;
    for (i, entry) in log.iter().enumerate().skip(last + 1) {
        let e = &entry.event;
        if matches!(
            e,
            Event::Drew { .. }
                | Event::Reshuffled { .. }
                | Event::RoundStarted { .. }
                | Event::GameOver
        ) {
            end = Some(i);
            break;
        }
        let by = actor(e);
        // The spoils of a hold are loaded into the winner's ship: still the fight's.
        let spoils = loot_load.is_some() && by == loot_load;
        if !spoils {
            loot_load = None;
        }
        match *e {
            Event::Attacked { .. } => fighting = true,
            Event::Tied
            | Event::StoleTreasure { .. }
            | Event::StolePower { .. }
            | Event::GaveTreasure { .. }
            | Event::Spared { .. } => fighting = false,
            Event::StoleHold { winner, .. } => {
                fighting = false;
                loot_load = Some(winner);
            }
            Event::Loaded { .. } | Event::LoadIgnored { .. } if spoils => loot_load = None,
            _ => {}
        }
        let owner = steps.last().map_or(GHOST, |s| s.ship);
        if !fighting
            && !spoils
            && let Some(ship) = by
            && ship != owner
        {
            let next = if k + 1 < players { order(k + 1) } else { GHOST };
            if ship == next {
                k += 1;
                steps.push(Step {
                    ship,
                    card: cards
                        .get(usize::from(ship))
                        .copied()
                        .filter(|_| ship != GHOST)
                        .unwrap_or(0),
                    events: i..i,
                });
            }
        }
        if let Some(s) = steps.last_mut() {
            s.events.end = i + 1;
        }
    }
    Some(Reveal {
        start,
        dice,
        steps,
        end,
    })
}

/// Where every ship is once the log entries before `upto` have happened: its space `now` (at
/// the end of `log`), or, when the events after `upto` say where it was, the first of them:
/// where a `Moved` sets out from, or the space of a `Shortage` (the sail back that follows may
/// stop at a fork for a lane before its `Moved`). Only the engine's events are read; no rule is
/// worked out again. `now` and the answer are indexed by ship id (the seats, then [`GHOST`]).
pub fn spaces_at(log: &[LogEntry<Event>], upto: usize, mut now: [u8; SHIPS]) -> [u8; SHIPS] {
    for entry in log.get(upto..).unwrap_or_default().iter().rev() {
        let (ship, space) = match entry.event {
            Event::Moved { ship, from, .. } => (ship, from),
            Event::Shortage { seat, space, .. } => (seat, space),
            _ => continue,
        };
        if let Some(at) = now.get_mut(usize::from(ship)) {
            *at = space;
        }
    }
    now
}

/// The fights among the log entries `range`, in order.
pub fn fights(log: &[LogEntry<Event>], range: Range<usize>) -> Vec<Fight> {
    let mut out: Vec<Fight> = Vec::new();
    for i in range {
        let Some(entry) = log.get(i) else { break };
        match entry.event {
            Event::Attacked { attacker, defender } => out.push(Fight {
                attacker,
                defender,
                events: i..i + 1,
                ..Fight::default()
            }),
            _ => {
                let Some(f) = out.last_mut() else { continue };
                if f.events.end != i {
                    continue;
                }
                f.events.end = i + 1;
                match entry.event {
                    Event::CombatRoll {
                        ship,
                        powder,
                        face,
                        strength,
                    } => {
                        let side = usize::from(ship != f.attacker);
                        f.rolls[side] = Some((powder, face, strength));
                        f.last_side = Some(side);
                    }
                    Event::Rerolled {
                        ship,
                        face,
                        strength,
                        ..
                    } => {
                        let i_side = usize::from(ship != f.attacker);
                        let side = &mut f.rolls[i_side];
                        if let Some(r) = side {
                            *side = Some((r.0, face, strength));
                        }
                        f.last_side = Some(i_side);
                        f.rerolls.push(i);
                    }
                    Event::Won { winner, .. } => {
                        f.outcome = Some(i);
                        f.winner = Some(winner);
                    }
                    Event::Tied => f.outcome = Some(i),
                    Event::StoleHold { .. }
                    | Event::StoleTreasure { .. }
                    | Event::StolePower { .. }
                    | Event::GaveTreasure { .. }
                    | Event::Spared { .. }
                        if f.spoils.is_none() && f.winner.is_some() =>
                    {
                        f.spoils = Some(i);
                    }
                    _ => f.events.end = i,
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use islas_core::{ConfigSpec, Game, Rng, Seed};
    use islas_jamaica::{Config, Jamaica};

    /// Plays random games and cuts every round's reveal: each player's step comes in turn
    /// from the captain, the ghost ship's last; every load, move, payment and shortage of a
    /// player outside a fight is in that player's step; every fight is started by the step's
    /// ship and told whole (rolls, outcome, spoils); steps cover the reveal without a gap.
    #[test]
    fn every_reveal_is_cut_into_the_players_steps_in_turn() {
        let (mut reveals, mut fought, mut short, mut ghostly) = (0, 0, 0, 0);
        for (players, ghost) in [(2u8, true), (2, false), (3, false), (4, false), (6, false)] {
            for seed in 0..6u64 {
                let options: &[&str] = if players == 2 && !ghost {
                    &["no-ghost-ship"]
                } else {
                    &[]
                };
                let config = Config::from_options(usize::from(players), options).unwrap();
                let mut g =
                    Jamaica::setup(&config, Seed::from_text(&format!("reveal-{seed}")).unwrap())
                        .unwrap();
                let mut rng = Rng::from_seed(seed * 7 + u64::from(players));
                let mut log: Vec<LogEntry<Event>> = Vec::new();
                let mut legal = Vec::new();
                let mut checked_at = None;
                while g.to_act().is_some() {
                    g.legal_actions(&mut legal);
                    let a = legal[rng.below(legal.len() as u32) as usize];
                    let actor = g.to_act().unwrap();
                    let n = log.len();
                    for event in g.play_logged(&a).unwrap() {
                        log.push(LogEntry {
                            action: n,
                            actor,
                            event,
                        });
                    }
                    let Some(r) = reveal(&log) else { continue };
                    // Check each round once it is played out (and the last one at the end).
                    if r.end.is_none() && g.to_act().is_some() || checked_at == Some(r.start) {
                        continue;
                    }
                    checked_at = Some(r.start);
                    reveals += 1;
                    let captain = match log[r.start - usize::from(players)].event {
                        Event::Chose { seat } => seat,
                        ref e => panic!("{e:?}"),
                    };
                    let mut want: Vec<ShipId> =
                        (0..players).map(|k| (captain + k) % players).collect();
                    if ghost && players == 2 {
                        want.push(GHOST);
                    }
                    let got: Vec<ShipId> = r.steps.iter().map(|s| s.ship).collect();
                    if r.end.is_some()
                        && !log[r.start..]
                            .iter()
                            .any(|e| matches!(e.event, Event::GameOver))
                    {
                        assert_eq!(got, want, "{:?}", &log[r.start..]);
                    } else {
                        assert!(want.starts_with(&got), "{got:?} {want:?}");
                    }
                    let revealed = r.start + usize::from(players);
                    assert_eq!(r.steps[0].events.start, revealed);
                    for w in r.steps.windows(2) {
                        assert_eq!(w[0].events.end, w[1].events.start);
                    }
                    assert_eq!(
                        r.end.unwrap_or(log.len()),
                        r.steps.last().unwrap().events.end
                    );
                    for s in &r.steps {
                        if s.ship != GHOST {
                            assert_eq!(
                                log[r.start + usize::from(s.ship)].event,
                                Event::Revealed {
                                    seat: s.ship,
                                    card: s.card
                                }
                            );
                        } else {
                            ghostly += 1;
                        }
                        let fs = fights(&log, s.events.clone());
                        let mut inside = false;
                        for i in s.events.clone() {
                            match log[i].event {
                                Event::Attacked { attacker, .. } => {
                                    assert_eq!(attacker, s.ship);
                                    inside = true;
                                }
                                Event::Tied
                                | Event::StoleHold { .. }
                                | Event::StoleTreasure { .. }
                                | Event::StolePower { .. }
                                | Event::GaveTreasure { .. }
                                | Event::Spared { .. } => inside = false,
                                Event::Moved { ship, .. }
                                | Event::Paid { seat: ship, .. }
                                | Event::Shortage { seat: ship, .. }
                                | Event::EveningIgnored { seat: ship }
                                    if !inside =>
                                {
                                    assert_eq!(ship, s.ship, "{:?}", &log[s.events.clone()]);
                                    short +=
                                        usize::from(matches!(log[i].event, Event::Shortage { .. }));
                                }
                                _ => {}
                            }
                        }
                        for f in &fs {
                            fought += 1;
                            assert_eq!(f.attacker, s.ship);
                            if r.end.is_some() {
                                assert!(f.outcome.is_some());
                                assert!(f.rolls[0].is_some());
                                assert_eq!(f.winner.is_some(), f.spoils.is_some());
                            }
                        }
                    }
                }
            }
        }
        assert!(
            reveals > 500 && fought > 100 && short > 100 && ghostly > 100,
            "{reveals} {fought} {short} {ghostly}"
        );
    }

    /// The board follows the steps: before every action of random games that tells something,
    /// where the ships stood is what `spaces_at` reads back from the whole game's events (moves
    /// interrupted at a fork, sails back after a shortage and the ghost ship's included).
    #[test]
    fn spaces_at_every_moment_are_where_the_ships_stood() {
        let (mut checked, mut moved) = (0, 0);
        for (players, options) in [
            (2u8, &[][..]),
            (3, &[]),
            (4, &[]),
            (6, &[]),
            (2, &["no-ghost-ship"]),
        ] {
            for seed in 0..4u64 {
                let config = Config::from_options(usize::from(players), options).unwrap();
                let mut g =
                    Jamaica::setup(&config, Seed::from_text(&format!("spaces-{seed}")).unwrap())
                        .unwrap();
                let spaces = |g: &Jamaica| {
                    let mut at = [0u8; SHIPS];
                    for sh in g.ship_ids() {
                        at[usize::from(sh)] = g.ship(sh).space;
                    }
                    at
                };
                let mut rng = Rng::from_seed(seed * 11 + u64::from(players));
                let mut log: Vec<LogEntry<Event>> = Vec::new();
                let mut before = Vec::new();
                let mut legal = Vec::new();
                while g.to_act().is_some() {
                    g.legal_actions(&mut legal);
                    let a = legal[rng.below(legal.len() as u32) as usize];
                    // Of the moments at one place in the log (actions that told nothing, such
                    // as a lane chosen at a fork the sail back stopped at), the last is what
                    // the events can tell (a view at the end of the log is the state itself).
                    if before.last().is_some_and(|&(upto, _)| upto == log.len()) {
                        before.pop();
                    }
                    before.push((log.len(), spaces(&g)));
                    let n = log.len();
                    for event in g.play_logged(&a).unwrap() {
                        log.push(LogEntry {
                            action: n,
                            actor: 0,
                            event,
                        });
                    }
                }
                let now = spaces(&g);
                for (upto, want) in before {
                    assert_eq!(spaces_at(&log, upto, now), want, "at {upto}");
                    checked += 1;
                    moved += usize::from(want != now);
                }
                assert_eq!(spaces_at(&log, log.len(), now), now);
                assert_eq!(spaces_at(&log, log.len() + 5, now), now);
            }
        }
        assert!(checked > 2000 && moved > 1000, "{checked} {moved}");
    }

    fn entry(event: Event) -> LogEntry<Event> {
        LogEntry {
            action: 0,
            actor: 0,
            event,
        }
    }

    /// A round told by hand: the captain (seat 1) sails into seat 0, fights, wins the hold of
    /// food (loaded into its own ship); then seat 0 plays: its load is its own step.
    #[test]
    fn a_won_hold_stays_in_the_fight() {
        use islas_jamaica::Good::Food;
        let log: Vec<_> = [
            Event::DiceOrdered {
                morning: 3,
                evening: 4,
            },
            Event::Chose { seat: 1 },
            Event::Chose { seat: 0 },
            Event::Revealed { seat: 0, card: 2 },
            Event::Revealed { seat: 1, card: 7 },
            Event::Moved {
                ship: 1,
                from: 0,
                to: 3,
            },
            Event::Attacked {
                attacker: 1,
                defender: 0,
            },
            Event::CombatRoll {
                ship: 1,
                powder: 0,
                face: 6,
                strength: 6,
            },
            Event::CombatRoll {
                ship: 0,
                powder: 1,
                face: 8,
                strength: 9,
            },
            Event::Won {
                winner: 0,
                loser: 1,
            },
            Event::StoleHold {
                winner: 0,
                loser: 1,
                good: Food,
                amount: 3,
            },
            Event::Loaded {
                ship: 0,
                good: Food,
                amount: 3,
                hold: 2,
            },
            Event::Paid {
                seat: 1,
                good: Food,
                amount: 1,
            },
            Event::Loaded {
                ship: 1,
                good: Food,
                amount: 4,
                hold: 0,
            },
            Event::Loaded {
                ship: 0,
                good: Food,
                amount: 3,
                hold: 3,
            },
            Event::Moved {
                ship: 0,
                from: 3,
                to: 7,
            },
            Event::Shortage {
                seat: 0,
                space: 7,
                paid: 1,
            },
            Event::Moved {
                ship: 0,
                from: 7,
                to: 5,
            },
            Event::Drew { seat: 0, cards: 1 },
        ]
        .into_iter()
        .map(entry)
        .collect();
        let r = reveal(&log).unwrap();
        assert_eq!(r.start, 3);
        assert_eq!(r.dice, [3, 4]);
        assert_eq!(
            r.steps,
            vec![
                Step {
                    ship: 1,
                    card: 7,
                    events: 5..14
                },
                Step {
                    ship: 0,
                    card: 2,
                    events: 14..18
                },
            ]
        );
        assert_eq!(r.end, Some(18));
        let f = fights(&log, 5..14);
        assert_eq!(f.len(), 1);
        assert_eq!(f[0].rolls, [Some((0, 6, 6)), Some((1, 8, 9))]);
        assert_eq!(
            (f[0].outcome, f[0].winner, f[0].spoils),
            (Some(9), Some(0), Some(10))
        );
        assert_eq!(f[0].events, 6..11);
        assert_eq!(f[0].last_side, Some(1));
        // The board as each step is told: before the reveal both ships where they set out
        // from; after the captain's step ship 1 in space 3 beside ship 0; in seat 0's step it
        // sails to 7, cannot pay and goes back to 5.
        let now = [5, 3, 0, 0, 0, 0, 0];
        assert_eq!(spaces_at(&log, 0, now)[..2], [3, 0]);
        assert_eq!(spaces_at(&log, 14, now)[..2], [3, 3]);
        assert_eq!(spaces_at(&log, 16, now)[..2], [7, 3]);
        assert_eq!(spaces_at(&log, 18, now)[..2], [5, 3]);
    }
}
