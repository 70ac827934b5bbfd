//! The reveal of a round told one player at a time: the engine's events from the cards turned
//! over to the end of the round, cut into steps (the captain's, then each player's in turn, then
//! the ghost ship's), and the fights inside a step; where the ships are and what the ship
//! panels show as of a step (the events after it taken back). Only the events are read: which
//! ship acts, which ship fights, what each event moved or took; no rule is worked out again
//! here.

use std::ops::Range;

use islas_jamaica::data::{BOARD, HOLDS, LAP, PORT_ROYAL, SPACES, TO_GO};
use islas_jamaica::{Event, GHOST, Good, Hold, Jamaica, Kind, Phase, Power, ShipId, UNKNOWN};

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

/// The morning and evening dice last ordered in `log` (none before the first round).
fn dice_before(log: &[LogEntry<Event>]) -> [u8; 2] {
    log.iter()
        .rev()
        .find_map(|e| match e.event {
            Event::DiceOrdered { morning, evening } => Some([morning, evening]),
            _ => None,
        })
        .unwrap_or_default()
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
    let dice = dice_before(&log[..start]);
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

/// What the ship panels show of one ship.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Panel {
    pub space: u8,
    /// Behind the start line (a seat's only: the ghost ship's is not shown).
    pub behind: bool,
    pub finished: bool,
    /// The five holds (the sixth is [`Panels::sixth`]).
    pub holds: [Hold; HOLDS],
    /// The face-down treasures, in the order received ([`islas_jamaica::UNKNOWN`] unseen).
    pub face_down: Vec<u8>,
    pub hand_len: u8,
    /// The card chosen this round (0 none).
    pub chosen: u8,
}

/// What the ship panels and the round panel show: every ship, the sixth hold, who holds each
/// power, the captain, the round, the dice, the treasure pile and the lairs' tokens.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Panels {
    pub players: u8,
    pub ships: [Panel; SHIPS],
    pub sixth: Hold,
    /// By [`Power`] as an index.
    pub powers: [Option<ShipId>; 4],
    pub captain: u8,
    pub round: u16,
    /// The action dice: as rolled, then morning and evening.
    pub dice: [u8; 2],
    /// How far this round's dice are: 0 not rolled, 1 rolled, 2 morning and evening chosen.
    pub dice_at: u8,
    /// Treasure cards left in the pile.
    pub pile: u8,
    /// The lairs whose treasure token is still there (bit per space).
    pub tokens: u64,
    /// A ship has reached Port Royal: the round is the last.
    pub ending: bool,
}

impl Panels {
    /// What `g` shows.
    pub fn of(g: &Jamaica) -> Panels {
        let players = g.player_count() as u8;
        let ships = std::array::from_fn(|i| {
            let id = i as ShipId;
            let s = g.ship(id);
            let c = g.cards(id);
            let seat = id < players;
            Panel {
                space: s.space,
                behind: seat && s.behind,
                finished: s.finished,
                holds: s.holds,
                face_down: s.face_down[..usize::from(s.face_down_len)].to_vec(),
                hand_len: if seat { c.hand_len } else { 0 },
                chosen: if seat { c.chosen } else { 0 },
            }
        });
        Panels {
            players,
            ships,
            sixth: g.sixth_hold(),
            powers: Power::ALL.map(|p| g.power_holder(p)),
            captain: g.captain(),
            round: g.round(),
            dice: g.dice(),
            dice_at: match g.phase() {
                Phase::Roll => 0,
                Phase::Order => 1,
                _ => 2,
            },
            pile: g.pile_len() as u8,
            tokens: (0..SPACES as u8)
                .filter(|&s| g.has_token(s))
                .fold(0, |t, s| t | 1 << s),
            ending: g.is_ending(),
        }
    }

    /// A ship's holds, the sixth included when it has it.
    pub fn holds(&self, ship: ShipId) -> Vec<Hold> {
        let mut out = self.ships[usize::from(ship).min(SHIPS - 1)].holds.to_vec();
        if self.powers[Power::SixthHold as usize] == Some(ship) {
            out.push(self.sixth);
        }
        out
    }

    fn hold_mut(&mut self, ship: ShipId, h: u8) -> &mut Hold {
        match self.ships.get_mut(usize::from(ship)) {
            Some(s) if usize::from(h) < HOLDS => &mut s.holds[usize::from(h)],
            _ => &mut self.sixth,
        }
    }

    fn ship_mut(&mut self, ship: ShipId) -> &mut Panel {
        &mut self.ships[usize::from(ship).min(SHIPS - 1)]
    }

    /// The powers `ship` holds face up.
    pub fn powers_of(&self, ship: ShipId) -> Vec<Power> {
        Power::ALL
            .into_iter()
            .filter(|&p| self.powers[p as usize] == Some(ship))
            .collect()
    }

    /// Spaces still to sail to Port Royal (as [`Jamaica::to_go`] counts them).
    pub fn to_go(&self, ship: ShipId) -> u8 {
        let s = &self.ships[usize::from(ship).min(SHIPS - 1)];
        let d = TO_GO.get(usize::from(s.space)).copied().unwrap_or(0);
        if s.finished {
            0
        } else if s.space == PORT_ROYAL {
            LAP
        } else if s.behind {
            d + LAP
        } else {
            d
        }
    }

    /// Puts back what a payment took (`taken`, hold by hold).
    fn refund(&mut self, ship: ShipId, good: Good, taken: [u8; 6]) {
        for (h, &n) in taken.iter().enumerate() {
            if n > 0 {
                let hold = self.hold_mut(ship, h as u8);
                hold.good = good as u8;
                hold.amount += n;
            }
        }
    }
}

/// What the panels show once the log entries before `upto` have happened: `now` (what they
/// show at the end of `log`) with the events from `upto` on taken back, the last first. The
/// events say what each did (the holds a payment took from, the hold or the treasure stolen);
/// only whether a seat was behind the start line is read from the move: a seat sails forward
/// over Port Royal only from behind it, and a ship is never behind on leaving it. A treasure
/// found puts its card back on the pile and the token on its lair (a token is taken without a
/// find only from an empty pile, which a standard deal, nine cards for nine lairs, never has);
/// a roll, the order of the dice and a new round take the round panel back.
pub fn panels_at(log: &[LogEntry<Event>], upto: usize, mut now: Panels) -> Panels {
    let near_end = |s: u8| s != PORT_ROYAL && TO_GO.get(usize::from(s)).is_some_and(|&d| d <= 6);
    let near_start =
        |s: u8| s != PORT_ROYAL && TO_GO.get(usize::from(s)).is_some_and(|&d| d + 6 >= LAP);
    let p = &mut now;
    for i in (upto..log.len()).rev() {
        match log[i].event {
            Event::Loaded { ship, hold, .. } => *p.hold_mut(ship, hold) = Hold::default(),
            Event::Emptied {
                ship,
                hold,
                good,
                amount,
            } => {
                *p.hold_mut(ship, hold) = Hold {
                    good: good as u8,
                    amount,
                }
            }
            Event::Paid {
                seat, good, taken, ..
            } => p.refund(seat, good, taken),
            Event::Shortage {
                seat, space, taken, ..
            } => {
                let good = match BOARD.get(usize::from(space)).map(|s| s.kind) {
                    Some(Kind::Port) => Good::Doubloons,
                    _ => Good::Food,
                };
                p.refund(seat, good, taken);
                p.ship_mut(seat).space = space;
            }
            Event::CombatRoll { ship, taken, .. } => p.refund(ship, Good::Gunpowder, taken),
            Event::StoleHold {
                loser,
                good,
                amount,
                hold,
                ..
            } => {
                *p.hold_mut(loser, hold) = Hold {
                    good: good as u8,
                    amount,
                }
            }
            Event::StoleTreasure {
                winner,
                loser,
                power,
                index,
            } => {
                let card = match power {
                    Some(pw) => {
                        p.powers[pw as usize] = None;
                        pw as u8
                    }
                    None => p.ship_mut(winner).face_down.pop().unwrap_or(UNKNOWN),
                };
                let fd = &mut p.ship_mut(loser).face_down;
                fd.insert(usize::from(index).min(fd.len()), card);
            }
            Event::StolePower {
                winner,
                loser,
                power,
                lost,
            } => {
                p.powers[power as usize] = Some(loser);
                if power == Power::SixthHold && winner == GHOST {
                    p.sixth = lost;
                }
            }
            Event::GaveTreasure {
                winner,
                loser,
                index,
            } => {
                let card = p.ship_mut(loser).face_down.pop().unwrap_or(UNKNOWN);
                let fd = &mut p.ship_mut(winner).face_down;
                fd.insert(usize::from(index).min(fd.len()), card);
            }
            Event::TreasureFound { ship, space, power } => {
                match power {
                    Some(pw) => p.powers[pw as usize] = None,
                    None => {
                        p.ship_mut(ship).face_down.pop();
                    }
                }
                // The card came off the pile, the token off its lair.
                p.pile += 1;
                p.tokens |= 1 << space;
            }
            // Before the roll: the dice of the round before (none before the first).
            Event::Rolled { .. } => {
                p.dice = dice_before(&log[..i]);
                p.dice_at = 0;
            }
            // Before the order: as rolled.
            Event::DiceOrdered { .. } => {
                if let Some(d) = log[..i].iter().rev().find_map(|e| match e.event {
                    Event::Rolled { dice } => Some(dice),
                    _ => None,
                }) {
                    p.dice = d;
                }
                p.dice_at = 1;
            }
            Event::Moved { ship, from, to } => {
                let arrived = matches!(
                    log.get(i + 1).map(|e| &e.event),
                    Some(&Event::Arrived { seat }) if seat == ship
                );
                let seat = ship < p.players;
                let s = p.ship_mut(ship);
                if seat {
                    if arrived || from == PORT_ROYAL {
                        s.behind = false;
                    } else if near_end(from) && (to == PORT_ROYAL || near_start(to)) {
                        // Forward over Port Royal without arriving: from behind the line.
                        s.behind = true;
                    } else if near_start(from) && near_end(to) {
                        // Back over Port Royal.
                        s.behind = false;
                    }
                }
                s.space = from;
            }
            Event::Arrived { seat } => {
                p.ship_mut(seat).finished = false;
                p.ending = log[..i]
                    .iter()
                    .any(|e| matches!(e.event, Event::Arrived { .. }));
            }
            Event::Chose { seat } => {
                let s = p.ship_mut(seat);
                s.hand_len += 1;
                s.chosen = 0;
            }
            Event::Drew { seat, cards } => {
                let s = p.ship_mut(seat);
                s.hand_len = s.hand_len.saturating_sub(cards);
            }
            Event::RoundStarted { round, captain } => {
                p.round = round.saturating_sub(1);
                p.dice_at = 2;
                p.captain = (captain + p.players.max(1) - 1) % p.players.max(1);
                // The cards of the round that ended, as they were turned over.
                let mut seen = false;
                for e in log[..i].iter().rev() {
                    match e.event {
                        Event::Revealed { seat, card } => {
                            seen = true;
                            p.ship_mut(seat).chosen = card;
                        }
                        _ if seen => break,
                        _ => {}
                    }
                }
            }
            _ => {}
        }
    }
    now
}

/// A seat's own cards: its hand and its discard pile (bit per card).
pub type Cards = (u16, u16);

/// `seat`'s own cards once the log entries before `upto` have happened: `now` (at the end of
/// `log`; `chosen`, the card it has chosen face down now, if any) with the events from `upto` on
/// taken back, the last first. A card chosen goes back to the hand (the card is the one turned
/// over after it, or `chosen` while still face down) and a card turned over leaves the discard.
/// The events do not say which cards were drawn (nor which were shuffled into the deck): at a
/// draw or a shuffle the cards are `before(a)`, the seat's own cards before the action `a` that
/// drew (the record replayed that far), with what that action did before it (a card chosen,
/// the cards turned over) done again.
pub fn cards_at(
    log: &[LogEntry<Event>],
    upto: usize,
    seat: u8,
    now: Cards,
    chosen: u8,
    before: impl Fn(usize) -> Option<Cards>,
) -> Cards {
    let card_after = |i: usize| {
        log[i..]
            .iter()
            .find_map(|e| match e.event {
                Event::Revealed { seat: s, card } if s == seat => Some(card),
                _ => None,
            })
            .unwrap_or(chosen)
    };
    let bit = |card: u8| 1u16.checked_shl(u32::from(card)).unwrap_or(0);
    let (mut hand, mut discard) = now;
    for i in (upto..log.len()).rev() {
        match log[i].event {
            Event::Chose { seat: s } if s == seat => hand |= bit(card_after(i)),
            Event::Revealed { seat: s, card } if s == seat => discard &= !bit(card),
            Event::Drew { seat: s, .. } | Event::Reshuffled { seat: s } if s == seat => {
                let a = log[i].action;
                let Some(mut c) = before(a) else { continue };
                let first = log[..i]
                    .iter()
                    .rposition(|e| e.action != a)
                    .map_or(0, |j| j + 1);
                for (j, e) in log.iter().enumerate().take(i).skip(first) {
                    match e.event {
                        Event::Chose { seat: s } if s == seat => c.0 &= !bit(card_after(j)),
                        Event::Revealed { seat: s, card } if s == seat => c.1 |= bit(card),
                        _ => {}
                    }
                }
                (hand, discard) = c;
            }
            _ => {}
        }
    }
    (hand, discard)
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
                        ..
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

    /// The tables the invariants play: 2 players with and without the ghost ship, 3, 4 and 6.
    const TABLES: [(u8, &[&str]); 5] = [
        (2, &[]),
        (3, &[]),
        (4, &[]),
        (6, &[]),
        (2, &["no-ghost-ship"]),
    ];

    /// A game of `players` with `options`, dealt from the seed `"{label}-{seed}"`.
    fn deal(players: u8, options: &[&str], label: &str, seed: u64) -> Jamaica {
        let config = Config::from_options(usize::from(players), options).unwrap();
        Jamaica::setup(
            &config,
            Seed::from_text(&format!("{label}-{seed}")).unwrap(),
        )
        .unwrap()
    }

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
                let mut g = deal(players, options, "reveal", seed);
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
        for (players, options) in TABLES {
            for seed in 0..4u64 {
                let mut g = deal(players, options, "spaces", seed);
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

    /// The panels follow the steps: before every action of random games, what the ship
    /// panels and the round panel showed (holds and the sixth, spaces, behind the line,
    /// arrivals, treasures, powers, hands, chosen cards, the captain, the round, the dice as
    /// rolled and as ordered, the treasure pile, the lairs' tokens, the last round) is what
    /// `panels_at` takes back to from the end of the game; loads, payments, shortages,
    /// gunpowder spent, spoils and finds all happen and are taken back.
    #[test]
    fn panels_at_every_moment_are_what_the_ships_held() {
        // More games on request (ISLAS_GAMES, as the engine's invariant tests read it).
        let games: u64 = std::env::var("ISLAS_GAMES")
            .ok()
            .and_then(|v| v.parse().ok())
            .map_or(4, |n: u64| n.max(1));
        let (mut checked, mut differ) = (0, 0);
        let mut seen = [0usize; 6];
        for (players, options) in TABLES {
            for seed in 0..games {
                let mut g = deal(players, options, "panels", seed);
                let mut rng = Rng::from_seed(seed * 13 + u64::from(players));
                let mut log: Vec<LogEntry<Event>> = Vec::new();
                let mut before = Vec::new();
                let mut legal = Vec::new();
                while g.to_act().is_some() {
                    g.legal_actions(&mut legal);
                    let a = legal[rng.below(legal.len() as u32) as usize];
                    if before.last().is_some_and(|(upto, _)| *upto == log.len()) {
                        before.pop();
                    }
                    before.push((log.len(), Panels::of(&g)));
                    let n = log.len();
                    for event in g.play_logged(&a).unwrap() {
                        let kind = match event {
                            Event::Paid { .. } => 0,
                            Event::Shortage { paid, .. } if paid > 0 => 1,
                            Event::CombatRoll { powder, .. } if powder > 0 => 2,
                            Event::StoleHold { .. } => 3,
                            Event::StoleTreasure { .. } | Event::GaveTreasure { .. } => 4,
                            Event::TreasureFound { .. } => 5,
                            _ => usize::MAX,
                        };
                        if let Some(k) = seen.get_mut(kind) {
                            *k += 1;
                        }
                        log.push(LogEntry {
                            action: n,
                            actor: 0,
                            event,
                        });
                    }
                }
                let now = Panels::of(&g);
                for (upto, want) in before {
                    let got = panels_at(&log, upto, now.clone());
                    assert_eq!(got, want, "at {upto}: {:?}", &log[upto..]);
                    for sh in 0..players {
                        assert_eq!(got.holds(sh), want.holds(sh));
                    }
                    checked += 1;
                    differ += usize::from(want != now);
                }
                assert_eq!(panels_at(&log, log.len(), now.clone()), now);
            }
        }
        assert!(
            checked > 2000 && differ > 2000 && seen.iter().all(|&n| n > 10),
            "{checked} {differ} {seen:?}"
        );
    }

    /// The person's own cards follow the steps: before every action of random games, each
    /// seat's hand and discard are what `cards_at` takes back to from the end of the game (its
    /// own cards before an action that drew given, as the record replayed that far gives
    /// them); and at the end of every step of every reveal, the hand is the one left once the
    /// seat's card was chosen, the discard the one it had then with that card on it.
    #[test]
    fn own_cards_at_every_moment_are_what_the_seat_held() {
        let games: u64 = std::env::var("ISLAS_GAMES")
            .ok()
            .and_then(|v| v.parse().ok())
            .map_or(4, |n: u64| n.max(1));
        let (mut checked, mut differ, mut told) = (0, 0, 0);
        for (players, options) in TABLES.into_iter().take(4) {
            for seed in 0..games {
                let mut g = deal(players, options, "hands", seed);
                let mut rng = Rng::from_seed(seed * 17 + u64::from(players));
                let cards = |g: &Jamaica| -> Vec<Cards> {
                    (0..players)
                        .map(|p| (g.cards(p).hand, g.cards(p).discard))
                        .collect()
                };
                let mut log: Vec<LogEntry<Event>> = Vec::new();
                // Each seat's cards before each action, and the reveals as they were told.
                let mut at_action: Vec<(usize, Vec<Cards>)> = Vec::new();
                let mut reveals: Vec<Reveal> = Vec::new();
                let mut legal = Vec::new();
                while g.to_act().is_some() {
                    g.legal_actions(&mut legal);
                    let a = legal[rng.below(legal.len() as u32) as usize];
                    let n = at_action.len();
                    at_action.push((log.len(), cards(&g)));
                    for event in g.play_logged(&a).unwrap() {
                        log.push(LogEntry {
                            action: n,
                            actor: 0,
                            event,
                        });
                    }
                    if let Some(r) = reveal(&log) {
                        if reveals.last().is_some_and(|l| l.start == r.start) {
                            reveals.pop();
                        }
                        reveals.push(r);
                    }
                }
                let now = cards(&g);
                for seat in 0..players {
                    let before = |a: usize| at_action.get(a).map(|(_, c)| c[usize::from(seat)]);
                    let at = |upto: usize| {
                        cards_at(
                            &log,
                            upto,
                            seat,
                            now[usize::from(seat)],
                            g.cards(seat).chosen,
                            before,
                        )
                    };
                    for (upto, want) in &at_action {
                        let want = want[usize::from(seat)];
                        assert_eq!(at(*upto), want, "seat {seat} at {upto}");
                        checked += 1;
                        differ += usize::from(want != now[usize::from(seat)]);
                    }
                    assert_eq!(at(log.len()), now[usize::from(seat)]);
                    for r in &reveals {
                        // The seat's choice this round: the action that made it, the card.
                        let c = (0..r.start)
                            .rev()
                            .find(
                                |&i| matches!(log[i].event, Event::Chose { seat: s } if s == seat),
                            )
                            .unwrap();
                        let card = match log[r.start + usize::from(seat)].event {
                            Event::Revealed { card, .. } => card,
                            ref e => panic!("{e:?}"),
                        };
                        let (hand, discard) = at_action[log[c].action].1[usize::from(seat)];
                        let want = (hand & !(1 << card), discard | 1 << card);
                        for st in &r.steps {
                            assert_eq!(at(st.events.end), want, "seat {seat} step {st:?}");
                            told += 1;
                        }
                    }
                }
            }
        }
        assert!(
            checked > 2000 && differ > 1000 && told > 1000,
            "{checked} {differ} {told}"
        );
    }

    /// A round told step by step, as the panels show it. Ana (the captain) is in Port Royal
    /// with 1 food, 2 food and 3 doubloons; Ben is on space 3 with 1 doubloon and 3 food. The
    /// dice are 2 (morning) and 1 (evening). Ana plays card 7 (forward, then load food): she
    /// sails to space 2, pays its 3 food (the smaller hold first: both food holds empty) and
    /// loads 1 food into her first hold. Ben plays card 8 (forward, forward): he sails to the
    /// port on space 5, can pay 1 of its 3 doubloons and goes back to the lair on 4; in the
    /// evening he sails to 5 again, pays nothing and goes back again. Then both draw a card.
    #[test]
    fn a_round_with_a_payment_a_load_and_a_shortage_told_step_by_step() {
        use islas_jamaica::{Action, SeatSetup, Stack};
        let seat = |space: u8, holds: &[(&str, u8)], hand: &[u8]| SeatSetup {
            space,
            holds: holds.iter().map(|&(g, n)| (g.to_string(), n)).collect(),
            hand: hand.to_vec(),
            ..SeatSetup::default()
        };
        let config = Config {
            players: 2,
            ghost_ship: false,
            stack: Some(Stack {
                captain: Some(0),
                action_dice: vec![2, 1],
                tokens: Some(vec![]),
                seats: vec![
                    seat(0, &[("food", 1), ("food", 2), ("doubloons", 3)], &[7, 4, 5]),
                    seat(3, &[("doubloons", 1), ("food", 3)], &[8, 4, 5]),
                ],
                ..Stack::default()
            }),
        };
        let mut g = Jamaica::setup(&config, Seed::from_text("worked").unwrap()).unwrap();
        let mut log: Vec<LogEntry<Event>> = Vec::new();
        let mut before_last = None;
        let mut hands = Vec::new();
        for (n, text) in ["roll", "dice 2 1", "choose 7", "choose 8"]
            .into_iter()
            .enumerate()
        {
            if text == "choose 8" {
                before_last = Some(Panels::of(&g));
            }
            hands.push((g.cards(0).hand, g.cards(0).discard));
            let a: Action = text.parse().unwrap();
            for event in g.play_logged(&a).unwrap() {
                log.push(LogEntry {
                    action: n,
                    actor: 0,
                    event,
                });
            }
        }
        let r = reveal(&log).unwrap();
        assert_eq!(r.steps.len(), 2);
        let now = Panels::of(&g);
        let hold = |good: Good, amount: u8| Hold {
            good: good as u8,
            amount,
        };
        let empty = Hold::default();
        let (food, doubloons) = (Good::Food, Good::Doubloons);
        // Before the first step: as before the last card was chosen, the cards turned over.
        let start = panels_at(&log, r.steps[0].events.start, now.clone());
        let before = before_last.unwrap();
        for sh in 0..2 {
            assert_eq!(start.ships[sh].holds, before.ships[sh].holds);
            assert_eq!(start.ships[sh].space, before.ships[sh].space);
        }
        assert_eq!(
            start.holds(0)[..3],
            [hold(food, 1), hold(food, 2), hold(doubloons, 3)]
        );
        assert_eq!((start.ships[0].space, start.to_go(0)), (0, LAP));
        assert_eq!(start.holds(1)[..2], [hold(doubloons, 1), hold(food, 3)]);
        assert_eq!(start.ships[1].space, 3);
        assert_eq!((start.ships[0].chosen, start.ships[1].chosen), (7, 8));
        assert_eq!((start.ships[0].hand_len, start.ships[1].hand_len), (2, 2));
        // Ana's step: she pays 3 food and loads 1; Ben has not moved yet.
        let ana = panels_at(&log, r.steps[0].events.end, now.clone());
        assert_eq!(
            ana.holds(0)[..3],
            [hold(food, 1), empty, hold(doubloons, 3)]
        );
        assert_eq!(ana.ships[0].space, 2);
        assert_eq!(ana.to_go(0), TO_GO[2]);
        assert_eq!(ana.holds(1), start.holds(1));
        assert_eq!(ana.ships[1].space, 3);
        // Ben's step: 1 doubloon paid of 3, back to the lair on 4 (twice).
        let ben = panels_at(&log, r.steps[1].events.end, now.clone());
        assert_eq!(ben.holds(1)[..2], [empty, hold(food, 3)]);
        assert_eq!(ben.ships[1].space, 4);
        assert_eq!(ben.holds(0), ana.holds(0));
        // The round is not over until both have drawn: the cards stay turned over.
        assert_eq!((ben.ships[0].chosen, ben.ships[0].hand_len), (7, 2));
        assert_eq!(ben.captain, 0);
        // Told whole: the end of the round, the next captain.
        let end = panels_at(&log, log.len(), now.clone());
        assert_eq!(end, now);
        assert_eq!(
            (end.ships[0].chosen, end.ships[0].hand_len, end.captain),
            (0, 3, 1)
        );
        assert_eq!(end.holds(1), ben.holds(1));
        // The round panel: round 1 with the dice 2 and 1 through both steps, then round 2 with
        // its dice not rolled yet; no lair has a token in this deal.
        for p in [&start, &ana, &ben] {
            assert_eq!((p.round, p.dice, p.dice_at, p.pile), (1, [2, 1], 2, 9));
            assert_eq!((p.tokens, p.ending), (0, false));
        }
        assert_eq!((end.round, end.dice_at), (2, 0));
        // Ana's hand through both steps: 4 and 5 (7 played, on the discard); drawn at the end.
        let bits = |cards: &[u8]| cards.iter().fold(0u16, |h, &c| h | 1 << c);
        let own = |upto: usize| {
            let c = g.cards(0);
            cards_at(&log, upto, 0, (c.hand, c.discard), c.chosen, |a| {
                hands.get(a).copied()
            })
        };
        for st in &r.steps {
            assert_eq!(own(st.events.end), (bits(&[4, 5]), bits(&[7])));
        }
        assert_eq!(own(0), (bits(&[7, 4, 5]), 0));
        assert_eq!(g.cards(0).hand_len, 3);
        assert_eq!(own(log.len()).0 & bits(&[4, 5]), bits(&[4, 5]));
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
                taken: [0; 6],
            },
            Event::CombatRoll {
                ship: 0,
                powder: 1,
                face: 8,
                strength: 9,
                taken: [0, 1, 0, 0, 0, 0],
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
                hold: 0,
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
                taken: [1, 0, 0, 0, 0, 0],
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
                taken: [0, 1, 0, 0, 0, 0],
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
