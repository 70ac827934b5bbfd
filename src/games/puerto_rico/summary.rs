//! The log by role: each role's phase told in a few words ("Ana took the Captain: shipped 4
//! corn and 2 sugar, +7 VP"), with the engine's events of that phase kept under it.
//!
//! Everything comes from the engine's events of the phase (`Session::log`), the victory points
//! of each shipment included (`ShippingPoints`; the running totals stay hidden, docs/rulings.md
//! PR10 and PR13).

use islas_core::Seat;
use islas_puerto_rico::{Building, Event, Good, Role};

use super::Session;
use super::text::{building_name, count, role_name, tile_name};
use crate::i18n::{Lang, seat_name, text};
use crate::model::SeatPlayer;
use crate::session::LogEntry;

/// A piece of the log: a role's phase (log lines `start..end`) or one line on its own (the
/// end of a round, the last round announced, the end of the game).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Item {
    Turn { start: usize, end: usize },
    Line(usize),
}

impl Item {
    /// Its last log line (no two pieces share one).
    pub fn last(self) -> usize {
        match self {
            Item::Turn { end, .. } => end - 1,
            Item::Line(i) => i,
        }
    }
}

/// Events that stand on their own line rather than inside a role's phase.
fn stands_alone(e: &Event) -> bool {
    matches!(
        e,
        Event::RoundEnded { .. } | Event::EndTriggered { .. } | Event::GameOver
    )
}

/// The log cut into role phases and lines, oldest first. A phase runs from a role chosen to the
/// next role chosen or the end of the round; the last round announced gets its own line next to
/// the phase it happened in.
pub fn items(log: &[LogEntry<Event>]) -> Vec<Item> {
    let mut out = Vec::new();
    let mut open: Option<usize> = None;
    for (i, e) in log.iter().enumerate() {
        match e.event {
            Event::RoleChosen { .. } => {
                out.push(Item::Turn {
                    start: i,
                    end: i + 1,
                });
                open = Some(out.len() - 1);
            }
            Event::RoundEnded { .. } | Event::GameOver => {
                open = None;
                out.push(Item::Line(i));
            }
            Event::EndTriggered { .. } => out.push(Item::Line(i)),
            _ => match open.and_then(|k| out.get_mut(k)) {
                Some(Item::Turn { end, .. }) => *end = i + 1,
                _ => out.push(Item::Line(i)),
            },
        }
    }
    out
}

/// The log lines of a phase kept under its summary (those on their own line left out).
pub fn details(log: &[LogEntry<Event>], start: usize, end: usize) -> Vec<usize> {
    (start..end.min(log.len()))
        .filter(|&i| !stands_alone(&log[i].event))
        .collect()
}

/// What one player did in a role's phase.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Part {
    pub seat: Seat,
    /// Plantations (`Some`) and quarries (`None`) taken; `true`: drawn with the hacienda.
    pub planted: Vec<(Option<Good>, bool)>,
    /// Free colonists, by the building that gave them.
    pub free_colonists: Vec<Building>,
    pub colonists: u8,
    pub san_juan: u8,
    pub built: Option<(Building, u8)>,
    pub produced: [u8; 5],
    pub extra: Option<Good>,
    pub factory: u8,
    pub sold: Option<(Good, u8)>,
    pub prospected: bool,
    pub shipped: [u8; 5],
    /// Victory points gained (shipping).
    pub vp: u16,
    pub spoiled: [u8; 5],
}

impl Part {
    fn new(seat: Seat) -> Part {
        Part {
            seat,
            ..Part::default()
        }
    }

    /// Whether the player did anything worth telling.
    pub fn is_empty(&self) -> bool {
        *self == Part::new(self.seat)
    }
}

/// A role's phase: who chose which role (with the doubloons on it), then each player's part,
/// the chooser's first and the others' in the order they played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Turn {
    pub role: Role,
    pub doubloons: u8,
    pub parts: Vec<Part>,
}

/// The phase told by `log` (its first line is the role chosen).
pub fn turn(log: &[LogEntry<Event>]) -> Option<Turn> {
    let Some(Event::RoleChosen {
        seat,
        role,
        doubloons,
    }) = log.first().map(|e| &e.event)
    else {
        return None;
    };
    let mut t = Turn {
        role: *role,
        doubloons: *doubloons,
        parts: vec![Part::new(*seat)],
    };
    fn part(t: &mut Turn, seat: Seat) -> &mut Part {
        match t.parts.iter().position(|p| p.seat == seat) {
            Some(k) => &mut t.parts[k],
            None => {
                t.parts.push(Part::new(seat));
                t.parts.last_mut().expect("just pushed")
            }
        }
    }
    let add = |to: &mut [u8; 5], from: &[u8; 5]| {
        for (a, b) in to.iter_mut().zip(from) {
            *a += b;
        }
    };
    for e in &log[1..] {
        match e.event {
            Event::Prospected { seat } => part(&mut t, seat).prospected = true,
            Event::Planted {
                seat,
                good,
                hacienda,
            } => part(&mut t, seat).planted.push((good, hacienda)),
            Event::ExtraColonist { seat, building } => {
                part(&mut t, seat).free_colonists.push(building);
            }
            Event::ColonistsTaken { seat, colonists } => part(&mut t, seat).colonists += colonists,
            Event::ColonistsPlaced { seat, san_juan } => part(&mut t, seat).san_juan = san_juan,
            Event::Built {
                seat,
                building,
                paid,
            } => part(&mut t, seat).built = Some((building, paid)),
            Event::Produced { seat, goods } => add(&mut part(&mut t, seat).produced, &goods),
            Event::ExtraGood { seat, good } => part(&mut t, seat).extra = Some(good),
            Event::FactoryBonus { seat, doubloons } => part(&mut t, seat).factory += doubloons,
            Event::Sold {
                seat,
                good,
                doubloons,
            } => part(&mut t, seat).sold = Some((good, doubloons)),
            Event::Loaded {
                seat,
                good,
                barrels,
                ..
            }
            | Event::Wharf {
                seat,
                good,
                barrels,
            } => part(&mut t, seat).shipped[good.index()] += barrels,
            Event::ShippingPoints { seat, points } => part(&mut t, seat).vp += u16::from(points),
            Event::Spoiled { seat, goods } => add(&mut part(&mut t, seat).spoiled, &goods),
            // The table's own lines, or nothing a player gains.
            Event::RoleChosen { .. }
            | Event::PlantationsRevealed { .. }
            | Event::ShipRefilled { .. }
            | Event::HouseEmptied
            | Event::ShipEmptied { .. }
            | Event::Passed { .. }
            | Event::RoundEnded { .. }
            | Event::EndTriggered { .. }
            | Event::GameOver => {}
        }
    }
    Some(t)
}

/// "4 corn": a short count of barrels (`rico.short`).
fn short(lang: Lang, g: Good, n: u8) -> String {
    text(
        lang,
        "rico.short",
        &[
            ("n", n.to_string()),
            ("good", text(lang, &format!("rico.goodof.{}", g.id()), &[])),
        ],
    )
}

/// "a, b and c" (`rico.sum.and`).
fn and_list(lang: Lang, mut parts: Vec<String>) -> String {
    match parts.len() {
        0 | 1 => parts.pop().unwrap_or_default(),
        _ => {
            let last = parts.pop().unwrap_or_default();
            text(
                lang,
                "rico.sum.and",
                &[("list", parts.join(", ")), ("last", last)],
            )
        }
    }
}

/// "4 corn and 2 sugar".
fn short_list(lang: Lang, goods: &[u8; 5]) -> String {
    and_list(
        lang,
        Good::ALL
            .iter()
            .filter(|g| goods[g.index()] > 0)
            .map(|&g| short(lang, g, goods[g.index()]))
            .collect(),
    )
}

/// What a player did, in words ("shipped 4 corn, +5 VP"); "nothing" when nothing.
pub fn part_text(lang: Lang, p: &Part) -> String {
    let doubloons = |n: u8| ("doubloons", count(lang, "doubloons", usize::from(n)));
    let mut out = Vec::new();
    for &(good, hacienda) in &p.planted {
        let what = tile_name(lang, good);
        let key = if hacienda {
            "rico.sum.drew"
        } else {
            "rico.sum.planted"
        };
        out.push(text(lang, key, &[("what", what)]));
    }
    if p.colonists > 0 {
        out.push(text(
            lang,
            "rico.sum.colonists",
            &[(
                "colonists",
                count(lang, "colonists", usize::from(p.colonists)),
            )],
        ));
    }
    if p.san_juan > 0 {
        out.push(text(
            lang,
            "rico.sum.san_juan",
            &[(
                "colonists",
                count(lang, "colonists", usize::from(p.san_juan)),
            )],
        ));
    }
    if let Some((b, paid)) = p.built {
        out.push(text(
            lang,
            "rico.sum.built",
            &[("building", building_name(lang, b)), doubloons(paid)],
        ));
    }
    for &b in &p.free_colonists {
        out.push(text(
            lang,
            "rico.sum.free_colonist",
            &[("building", building_name(lang, b))],
        ));
    }
    if p.produced.iter().any(|&n| n > 0) {
        out.push(text(
            lang,
            "rico.sum.produced",
            &[("goods", short_list(lang, &p.produced))],
        ));
    }
    if let Some(g) = p.extra {
        out.push(text(
            lang,
            "rico.sum.extra",
            &[("goods", short(lang, g, 1))],
        ));
    }
    if p.factory > 0 {
        out.push(text(lang, "rico.sum.factory", &[doubloons(p.factory)]));
    }
    if let Some((g, got)) = p.sold {
        out.push(text(
            lang,
            "rico.sum.sold",
            &[("goods", short(lang, g, 1)), doubloons(got)],
        ));
    }
    if p.prospected {
        out.push(text(lang, "rico.sum.prospected", &[doubloons(1)]));
    }
    if p.shipped.iter().any(|&n| n > 0) {
        out.push(text(
            lang,
            "rico.sum.shipped",
            &[("goods", short_list(lang, &p.shipped))],
        ));
    }
    if p.vp > 0 {
        out.push(text(lang, "rico.sum.vp", &[("n", p.vp.to_string())]));
    }
    if p.spoiled.iter().any(|&n| n > 0) {
        out.push(text(
            lang,
            "rico.sum.spoiled",
            &[("goods", short_list(lang, &p.spoiled))],
        ));
    }
    if out.is_empty() {
        text(lang, "rico.nothing", &[])
    } else {
        out.join(", ")
    }
}

/// The phase in lines: the chooser's ("Ana took the Captain: shipped 4 corn, +5 VP"), then one
/// for each other player who did something ("Ben: shipped 3 indigo, +3 VP").
pub fn turn_lines(lang: Lang, seats: &[SeatPlayer], t: &Turn) -> Vec<String> {
    t.parts
        .iter()
        .enumerate()
        .filter(|(k, p)| *k == 0 || !p.is_empty())
        .map(|(k, p)| {
            let name = ("name", seat_name(lang, seats, p.seat));
            let what = ("what", part_text(lang, p));
            if k > 0 {
                text(lang, "rico.sum.other", &[name, what])
            } else if t.doubloons > 0 {
                text(
                    lang,
                    "rico.sum.role_paid",
                    &[
                        name,
                        ("role", role_name(lang, t.role)),
                        (
                            "doubloons",
                            count(lang, "doubloons", usize::from(t.doubloons)),
                        ),
                        what,
                    ],
                )
            } else {
                text(
                    lang,
                    "rico.sum.role",
                    &[name, ("role", role_name(lang, t.role)), what],
                )
            }
        })
        .collect()
}

/// The phase at `start..end` of the session's log.
pub fn session_turn(s: &Session, start: usize, end: usize) -> Option<Turn> {
    turn(s.log.get(start..end.min(s.log.len()))?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use islas_core::{Game, Rng, Seed};
    use islas_puerto_rico::{Config, PuertoRico};

    /// A seeded game played to its end (random legal moves), with named seats.
    fn played(players: u8, seed: u64) -> Session {
        let seats = ["Ana", "Ben", "Carla", "Dan", "Eva"]
            .iter()
            .take(usize::from(players))
            .map(|n| SeatPlayer {
                name: n.to_string(),
                ..SeatPlayer::default()
            })
            .collect();
        let mut s = Session::new(Config::new(players), Seed::from_u64(seed), seats).unwrap();
        let mut rng = Rng::from_seed(seed);
        while !s.is_over() {
            let legal = s.legal();
            let a = legal[rng.below(legal.len() as u32) as usize];
            s.play(&a).unwrap();
        }
        s
    }

    /// The whole state after the first `k` actions of the record.
    fn state_at(s: &Session, k: usize) -> PuertoRico {
        let mut g: PuertoRico = s.record.start().unwrap();
        for a in &s.record.actions[..k] {
            g.play(&a.parse().unwrap()).unwrap();
        }
        g
    }

    fn goods_diff(before: &[u8; 5], after: &[u8; 5]) -> [i32; 5] {
        std::array::from_fn(|g| i32::from(after[g]) - i32::from(before[g]))
    }

    /// The summaries of captain, builder, trader, craftsman and prospector turns say what the
    /// engine's state did: goods shipped and spoiled, points, buildings and their price, goods
    /// sold and their price, goods produced, doubloons. Each summary comes from the events
    /// only; the expected figures come from the state before and after the phase.
    #[test]
    fn summaries_say_what_the_state_did() {
        let mut seen = [0usize; 5]; // captain shipping, builder building, trader selling, craftsman, prospector
        for (players, seed) in [(4, 11), (3, 5), (5, 2), (2, 9)] {
            let s = played(players, seed);
            for item in items(&s.log) {
                let Item::Turn { start, end } = item else {
                    continue;
                };
                let t = session_turn(&s, start, end).unwrap();
                let from = s.log[start].action;
                let to = s.log[end - 1].action + 1;
                let (before, after) = (state_at(&s, from), state_at(&s, to));
                let chooser = t.parts[0].seat;
                let lines = turn_lines(Lang::En, &s.seats, &t);
                let all = lines.join(" / ");
                let role = role_name(Lang::En, t.role);
                let name = |seat: Seat| s.seats[usize::from(seat)].name.clone();
                assert!(
                    lines[0].starts_with(&format!("{} took the {role}", name(chooser))),
                    "{all}"
                );
                for seat in 0..players {
                    let (b, a) = (before.player(seat), after.player(seat));
                    let part = t.parts.iter().find(|p| p.seat == seat);
                    let empty = Part::new(seat);
                    let p = part.unwrap_or(&empty);
                    // The role's doubloons go to the chooser.
                    let role_d = if seat == chooser { t.doubloons } else { 0 };
                    let gained_d = i32::from(a.doubloons) - i32::from(b.doubloons);
                    let line = lines
                        .iter()
                        .find(|l| l.starts_with(&name(seat)))
                        .cloned()
                        .unwrap_or_default();
                    // Points: only shipping gives them, and every one is told.
                    assert_eq!(a.vp - b.vp, p.vp, "{all}");
                    if p.vp > 0 {
                        assert!(line.contains(&format!("+{} VP", p.vp)), "{all}");
                    }
                    match t.role {
                        Role::Captain => {
                            let d = goods_diff(&b.goods, &a.goods);
                            for g in Good::ALL {
                                let i = g.index();
                                assert_eq!(
                                    -d[i],
                                    i32::from(p.shipped[i]) + i32::from(p.spoiled[i]),
                                    "{all}"
                                );
                                if p.shipped[i] > 0 {
                                    let words = format!("{} {}", p.shipped[i], g.id());
                                    assert!(line.contains(&words), "{words} in {all}");
                                }
                            }
                            if p.shipped.iter().any(|&n| n > 0) {
                                assert!(line.contains("shipped"), "{all}");
                                assert!(p.vp >= p.shipped.iter().map(|&n| u16::from(n)).sum());
                                seen[0] += 1;
                            }
                            assert_eq!(gained_d, i32::from(role_d), "{all}");
                        }
                        Role::Builder => {
                            let new: Vec<Building> = Building::ALL
                                .into_iter()
                                .filter(|&x| a.owns(x) && !b.owns(x))
                                .collect();
                            match p.built {
                                Some((x, paid)) => {
                                    assert_eq!(new, vec![x], "{all}");
                                    assert_eq!(gained_d, i32::from(role_d) - i32::from(paid));
                                    let words = format!(
                                        "built the {} for {}",
                                        building_name(Lang::En, x),
                                        count(Lang::En, "doubloons", usize::from(paid))
                                    );
                                    assert!(line.contains(&words), "{words} in {all}");
                                    seen[1] += 1;
                                }
                                None => assert!(new.is_empty(), "{all}"),
                            }
                        }
                        Role::Trader => {
                            let d = goods_diff(&b.goods, &a.goods);
                            match p.sold {
                                Some((g, got)) => {
                                    let mut want = [0; 5];
                                    want[g.index()] = -1;
                                    assert_eq!(d, want, "{all}");
                                    assert_eq!(gained_d, i32::from(role_d) + i32::from(got));
                                    let words = format!(
                                        "sold 1 {} for {}",
                                        g.id(),
                                        count(Lang::En, "doubloons", usize::from(got))
                                    );
                                    assert!(line.contains(&words), "{words} in {all}");
                                    seen[2] += 1;
                                }
                                None => {
                                    assert_eq!(d, [0; 5], "{all}");
                                    assert_eq!(gained_d, i32::from(role_d));
                                }
                            }
                        }
                        Role::Craftsman => {
                            let d = goods_diff(&b.goods, &a.goods);
                            let mut want = p.produced.map(i32::from);
                            if let Some(x) = p.extra {
                                want[x.index()] += 1;
                                let words = format!("extra barrel: 1 {}", x.id());
                                assert!(line.contains(&words), "{words} in {all}");
                            }
                            assert_eq!(d, want, "{all}");
                            assert_eq!(gained_d, i32::from(role_d) + i32::from(p.factory));
                            for g in Good::ALL {
                                if p.produced[g.index()] > 0 {
                                    let words = format!("{} {}", p.produced[g.index()], g.id());
                                    assert!(line.contains(&words), "{words} in {all}");
                                    seen[3] += 1;
                                }
                            }
                        }
                        Role::Prospector | Role::Prospector2 => {
                            let want = if seat == chooser { 1 } else { 0 };
                            assert_eq!(gained_d, i32::from(role_d) + want, "{all}");
                            if seat == chooser {
                                assert!(line.ends_with(": +1 doubloon"), "{all}");
                                seen[4] += 1;
                            }
                        }
                        _ => {}
                    }
                }
                // Every language reads, with no key or placeholder left.
                for lang in Lang::ALL {
                    for l in turn_lines(lang, &s.seats, &t) {
                        assert!(!l.contains("rico.") && !l.contains('{'), "{l}");
                    }
                }
            }
        }
        assert!(
            seen.iter().all(|&n| n > 0),
            "every kind of turn was seen: {seen:?}"
        );
    }

    /// The log cut by role: every line is in exactly one place, phases start with the role
    /// chosen.
    #[test]
    fn every_log_line_has_one_place() {
        let s = played(3, 4);
        let mut placed = vec![0u8; s.log.len()];
        for item in items(&s.log) {
            match item {
                Item::Line(i) => placed[i] += 1,
                Item::Turn { start, end } => {
                    assert!(matches!(s.log[start].event, Event::RoleChosen { .. }));
                    for i in details(&s.log, start, end) {
                        placed[i] += 1;
                    }
                }
            }
        }
        assert!(placed.iter().all(|&n| n == 1), "{placed:?}");
        // Each piece's last line is its own (the table's key).
        let mut lasts: Vec<usize> = items(&s.log).into_iter().map(Item::last).collect();
        let n = lasts.len();
        lasts.sort_unstable();
        lasts.dedup();
        assert_eq!(lasts.len(), n);
    }
}
