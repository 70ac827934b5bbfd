//! The reveal of a round told one player at a time: the engine's events from the cards turned
//! over to the end of the round, cut into steps where the engine handed over the state between
//! two players' parts (`Session::steps`: the captain's, then each player's in turn, then the
//! ghost ship's), and the fights inside a step; what the ship panels and the round panel show
//! of a state. Only the events and the engine's states are read: no rule is worked out again
//! here, nothing is replayed or taken back.

use std::ops::Range;

use islas_jamaica::data::{HOLDS, SPACES};
use islas_jamaica::{Event, GHOST, Hold, Jamaica, Phase, Power, ShipId};

use super::Session;
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

/// The reveal of the last round whose cards were turned over in the session's log, cut where
/// the engine handed over the state.
pub fn session_reveal(s: &Session) -> Option<Reveal> {
    let marks: Vec<usize> = s.steps().iter().map(|st| st.log).collect();
    reveal(&s.log, &marks)
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

/// The reveal of the last round whose cards were turned over in `log`, if any, cut at `marks`:
/// the log indices where the engine handed over the state between two steps
/// (`Session::steps`).
pub fn reveal(log: &[LogEntry<Event>], marks: &[usize]) -> Option<Reveal> {
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
    // The players in turn from the captain, then the ghost ship.
    let ship = |k: usize| match u8::try_from(k) {
        Ok(k) if k < players => (captain + k) % players,
        _ => GHOST,
    };
    let step = |k: usize, events: Range<usize>| {
        let ship = ship(k);
        let card = cards.get(usize::from(ship)).copied().unwrap_or(0);
        Step {
            ship,
            card: if ship == GHOST { 0 } else { card },
            events,
        }
    };
    // The round is played out at the cards drawn, the next round or the end of the game.
    let end = (last + 1..log.len()).find(|&i| {
        matches!(
            ev(i),
            Event::Drew { .. }
                | Event::DrewCards { .. }
                | Event::Reshuffled { .. }
                | Event::RoundStarted { .. }
                | Event::GameOver
        )
    });
    let bound = end.unwrap_or(log.len());
    let mut steps = Vec::new();
    let mut from = last + 1;
    for &m in marks.iter().filter(|&&m| m > last && m <= bound) {
        steps.push(step(steps.len(), from..m));
        from = m;
    }
    // The step under way, once it has told something (the captain's from the start).
    if end.is_none() && (from < log.len() || steps.is_empty()) {
        steps.push(step(steps.len(), from..log.len()));
    }
    Some(Reveal {
        start,
        dice,
        steps,
        end,
    })
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
    /// Spaces still to sail to Port Royal ([`Jamaica::to_go`]).
    pub to_go: u8,
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
                to_go: g.to_go(id),
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

    /// The powers `ship` holds face up.
    pub fn powers_of(&self, ship: ShipId) -> Vec<Power> {
        Power::ALL
            .into_iter()
            .filter(|&p| self.powers[p as usize] == Some(ship))
            .collect()
    }

    /// Spaces still to sail to Port Royal.
    pub fn to_go(&self, ship: ShipId) -> u8 {
        self.ships[usize::from(ship).min(SHIPS - 1)].to_go
    }
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
    use crate::session::Session;
    use islas_core::{ConfigSpec, Rng, Seed};
    use islas_jamaica::{Config, Good, Jamaica};

    /// The tables the invariants play: 2 players with and without the ghost ship, 3, 4 and 6.
    const TABLES: [(u8, &[&str]); 5] = [
        (2, &[]),
        (3, &[]),
        (4, &[]),
        (6, &[]),
        (2, &["no-ghost-ship"]),
    ];

    /// A game of `players` (persons) with `options`, dealt from the seed `"{label}-{seed}"`.
    fn session(players: u8, options: &[&str], label: &str, seed: u64) -> Session<Jamaica> {
        let config = Config::from_options(usize::from(players), options).unwrap();
        let seed = Seed::from_text(&format!("{label}-{seed}")).unwrap();
        Session::new(config, seed, Vec::new()).unwrap()
    }

    /// Where the engine handed over the state between two steps.
    fn marks(s: &Session<Jamaica>) -> Vec<usize> {
        s.steps().iter().map(|st| st.log).collect()
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
                let mut s = session(players, options, "reveal", seed);
                let mut rng = Rng::from_seed(seed * 7 + u64::from(players));
                let mut checked_at = None;
                while !s.is_over() {
                    let legal = s.legal();
                    let a = legal[rng.below(legal.len() as u32) as usize];
                    s.play(&a).unwrap();
                    let log = &s.log;
                    let Some(r) = reveal(log, &marks(&s)) else {
                        continue;
                    };
                    // The table can draw the game as it stood after every step.
                    for st in &r.steps {
                        if st.events.end < log.len() {
                            assert!(s.step_view(st.events.end).is_some(), "{st:?}");
                        }
                    }
                    // Check each round once it is played out (and the last one at the end).
                    if r.end.is_none() && !s.is_over() || checked_at == Some(r.start) {
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
                    let got: Vec<ShipId> = r.steps.iter().map(|st| st.ship).collect();
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
                    for st in &r.steps {
                        if st.ship != GHOST {
                            assert_eq!(
                                log[r.start + usize::from(st.ship)].event,
                                Event::Revealed {
                                    seat: st.ship,
                                    card: st.card
                                }
                            );
                        } else {
                            ghostly += 1;
                        }
                        let fs = fights(log, st.events.clone());
                        let mut inside = false;
                        for i in st.events.clone() {
                            match log[i].event {
                                Event::Attacked { attacker, .. } => {
                                    assert_eq!(attacker, st.ship);
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
                                    assert_eq!(ship, st.ship, "{:?}", &log[st.events.clone()]);
                                    short +=
                                        usize::from(matches!(log[i].event, Event::Shortage { .. }));
                                }
                                _ => {}
                            }
                        }
                        for f in &fs {
                            fought += 1;
                            assert_eq!(f.attacker, st.ship);
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

    /// The state the engine hands over after each step is the game as it stood then: every
    /// ship that moved in the step is where its last move took it, and the viewer's card of
    /// the round has left its hand for its discard, in random games of every table.
    #[test]
    fn each_step_shows_the_game_as_it_stood_then() {
        let (mut steps, mut moves) = (0, 0);
        for (players, options) in TABLES {
            for seed in 0..4u64 {
                let mut s = session(players, options, "steps", seed);
                let mut rng = Rng::from_seed(seed * 5 + u64::from(players));
                while !s.is_over() {
                    let legal = s.legal();
                    let a = legal[rng.below(legal.len() as u32) as usize];
                    s.play(&a).unwrap();
                    let Some(r) = reveal(&s.log, &marks(&s)) else {
                        continue;
                    };
                    let me = s.viewer();
                    let bit = |c: u8| 1u16 << c;
                    for st in r.steps.iter().filter(|st| st.events.end < s.log.len()) {
                        let g = s.step_view(st.events.end).unwrap();
                        steps += 1;
                        let mine = match s.log[r.start + usize::from(me)].event {
                            Event::Revealed { card, .. } => card,
                            ref e => panic!("{e:?}"),
                        };
                        assert_eq!(g.cards(me).hand & bit(mine), 0);
                        assert_ne!(g.cards(me).discard & bit(mine), 0);
                        let mut last = [None; SHIPS];
                        for e in &s.log[st.events.clone()] {
                            match e.event {
                                Event::Moved { ship, to, .. } => last[usize::from(ship)] = Some(to),
                                Event::Shortage { seat, .. } => last[usize::from(seat)] = None,
                                _ => {}
                            }
                        }
                        for (ship, to) in last.iter().enumerate() {
                            if let Some(to) = to {
                                moves += 1;
                                assert_eq!(g.ship(ship as u8).space, *to, "{st:?}");
                            }
                        }
                    }
                }
            }
        }
        assert!(steps > 500 && moves > 500, "{steps} {moves}");
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
        use crate::model::{Control, SeatPlayer};
        use islas_jamaica::{SeatSetup, Stack};
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
        // Ana at the screen, Ben a computer: the table shows Ana's view.
        let seats = vec![
            SeatPlayer::default(),
            SeatPlayer {
                control: Control::Medium,
                ..SeatPlayer::default()
            },
        ];
        let mut s: Session<Jamaica> =
            Session::new(config, Seed::from_text("worked").unwrap(), seats).unwrap();
        let mut before_last = None;
        for text in ["roll", "dice 2 1", "choose 7", "choose 8"] {
            if text == "choose 8" {
                before_last = Some(Panels::of(&s.game));
            }
            s.play_text(text).unwrap();
        }
        let log = &s.log;
        let r = reveal(log, &marks(&s)).unwrap();
        assert_eq!(r.steps.len(), 2);
        let now = Panels::of(&s.shown);
        let at = |upto: usize| s.step_view(upto).unwrap();
        let panels = |upto: usize| Panels::of(&at(upto));
        let hold = |good: Good, amount: u8| Hold {
            good: good as u8,
            amount,
        };
        let empty = Hold::default();
        let (food, doubloons) = (Good::Food, Good::Doubloons);
        // Before the first step: as before the last card was chosen.
        let start = before_last.unwrap();
        assert_eq!(
            start.holds(0)[..3],
            [hold(food, 1), hold(food, 2), hold(doubloons, 3)]
        );
        assert_eq!(start.ships[0].space, 0);
        assert_eq!(start.holds(1)[..2], [hold(doubloons, 1), hold(food, 3)]);
        assert_eq!(start.ships[1].space, 3);
        // Ana's step: she pays 3 food and loads 1; Ben has not moved yet.
        let ana = panels(r.steps[0].events.end);
        assert_eq!(
            ana.holds(0)[..3],
            [hold(food, 1), empty, hold(doubloons, 3)]
        );
        assert_eq!(ana.ships[0].space, 2);
        assert_eq!(ana.to_go(0), islas_jamaica::data::TO_GO[2]);
        assert_eq!(ana.holds(1), start.holds(1));
        assert_eq!(ana.ships[1].space, 3);
        assert_eq!((ana.ships[0].chosen, ana.ships[1].chosen), (7, 8));
        assert_eq!((ana.ships[0].hand_len, ana.ships[1].hand_len), (2, 2));
        // Ben's step: 1 doubloon paid of 3, back to the lair on 4 (twice).
        let ben = panels(r.steps[1].events.end);
        assert_eq!(ben.holds(1)[..2], [empty, hold(food, 3)]);
        assert_eq!(ben.ships[1].space, 4);
        assert_eq!(ben.holds(0), ana.holds(0));
        // The round is not over until both have drawn: the cards stay turned over.
        assert_eq!((ben.ships[0].chosen, ben.ships[0].hand_len), (7, 2));
        assert_eq!(ben.captain, 0);
        // Told whole: the end of the round, the next captain.
        let end = panels(log.len());
        assert_eq!(end, now);
        assert_eq!(
            (end.ships[0].chosen, end.ships[0].hand_len, end.captain),
            (0, 3, 1)
        );
        assert_eq!(end.holds(1), ben.holds(1));
        // The round panel: round 1 with the dice 2 and 1 through both steps, then round 2 with
        // its dice not rolled yet; no lair has a token in this deal.
        for p in [&ana, &ben] {
            assert_eq!((p.round, p.dice, p.dice_at, p.pile), (1, [2, 1], 2, 9));
            assert_eq!((p.tokens, p.ending), (0, false));
        }
        assert_eq!((end.round, end.dice_at), (2, 0));
        // Ana's hand through both steps: 4 and 5 (7 played, on the discard); drawn at the end,
        // the card she drew named to her alone.
        let bits = |cards: &[u8]| cards.iter().fold(0u16, |h, &c| h | 1 << c);
        for st in &r.steps {
            let c = *at(st.events.end).cards(0);
            assert_eq!((c.hand, c.discard), (bits(&[4, 5]), bits(&[7])));
        }
        assert_eq!(s.game.cards(0).hand_len, 3);
        let drawn = log.iter().find_map(|e| match e.event {
            Event::DrewCards { seat: 0, cards } => Some(cards),
            _ => None,
        });
        assert_eq!(drawn.map(|d| d | bits(&[4, 5])), Some(s.game.cards(0).hand));
        let seen = |seat: u8| {
            log.iter()
                .filter(|e| e.seen_by(seat) && matches!(e.event, Event::DrewCards { .. }))
                .count()
        };
        assert_eq!((seen(0), seen(1)), (1, 1));
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
        // The engine hands over the state after the captain's step and after seat 0's.
        let r = reveal(&log, &[14, 18]).unwrap();
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
    }
}
