//! The route round the island as a map: the island in the middle, the race's spaces round it in
//! sailing order from Port Royal back to Port Royal (each with its cost, its end score from the
//! red line on and its treasure token), the three forks' inner channels inside the ring, every
//! ship as a token where it stood after the step of the reveal drawn; and the buttons that bring
//! the person's ship and the leader into view (a narrow screen scrolls the map sideways). Each
//! space says in words what it shows, in sailing order, for screen readers.

use islas_core::Seat;
use islas_jamaica::data::{BOARD, Kind};
use islas_jamaica::{Event, Phase};
use leptos::prelude::*;

use super::super::reveal::{Panels, SHIPS};
use super::super::text::{goods, ship_icon, ship_name, space_name};
use super::{Board, signed};
use crate::components::Icon;
use crate::i18n::text;

/// The map's size in spaces: a ring of 16 × 8 cells round the island.
const COLS: u8 = 16;
const ROWS: u8 = 8;

/// The spaces of the ring, in sailing order (every shared stretch and each fork's outer lane),
/// clockwise from Port Royal in the top left corner.
const RING: [u8; 44] = [
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 28, 29,
    30, 31, 32, 33, 34, 35, 36, 37, 38, 41, 42, 43, 44, 45, 46, 47, 48, 49,
];

/// The forks' inner channels, inside the ring beside their outer lane: (space, row, column).
const CHANNELS: [(u8, u8, u8); 6] = [
    (13, 1, 8),
    (14, 1, 11),
    (26, 3, 13),
    (27, 5, 13),
    (39, 6, 7),
    (40, 6, 4),
];

/// A space's cell on the map: (row, column), from 0.
fn cell(n: u8) -> (u8, u8) {
    if let Some(&(_, r, c)) = CHANNELS.iter().find(|&&(s, ..)| s == n) {
        return (r, c);
    }
    let i = RING.iter().position(|&s| s == n).unwrap_or(0) as u8;
    match i {
        0..16 => (0, i),
        16..22 => (i - 15, COLS - 1),
        22..38 => (ROWS - 1, COLS - 1 - (i - 22)),
        _ => (ROWS - 1 - (i - 37), 0),
    }
}

/// A space's centre on the map's drawing (10 units a cell).
fn centre(n: u8) -> (u16, u16) {
    let (r, c) = cell(n);
    (u16::from(c) * 10 + 5, u16::from(r) * 10 + 5)
}

/// The sea lanes through `spaces`' centres, as SVG points.
fn lane(spaces: impl Iterator<Item = u8>) -> String {
    spaces
        .map(|n| {
            let (x, y) = centre(n);
            format!("{x},{y}")
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The map's drawing under the spaces: the sea lanes (the ring, and each inner channel from its
/// fork to where it meets the outer lane again, from the engine's board), the island and the
/// red line before the spaces that score.
fn chart() -> impl IntoView {
    let ring = lane(RING.iter().copied().chain([0]));
    let channels = BOARD
        .iter()
        .enumerate()
        .filter(|(_, sp)| sp.next_len == 2)
        .map(|(split, sp)| {
            // From the split along the inner channel to the merge.
            let mut path = vec![split as u8];
            let mut n = sp.next[1];
            while BOARD[usize::from(n)].prev_len < 2 {
                path.push(n);
                n = BOARD[usize::from(n)].next[0];
            }
            path.push(n);
            view! { <polyline class="channel" points=lane(path.into_iter()) /> }
        })
        .collect_view();
    // The red line: across the lanes into the first space that scores.
    let (x, _) = centre(41);
    let red = format!("M{} 58V80", x + 5);
    view! {
        <svg class="jm-chart" viewBox="0 0 160 80" preserveAspectRatio="none" aria-hidden="true" focusable="false">
            <path class="island" d="M24 33C22 23 40 19 58 22S84 17 99 21 127 22 126 35 130 55 114 56 90 53 74 57 38 59 29 53 25 43 24 33Z" />
            <path class="hills" d="M44 42 53 30 62 41M60 38 72 26 86 40M92 40 101 31 112 42" />
            <path class="beach" d="M36 50C52 54 66 49 80 52" />
            <polyline class="lane" points=ring />
            {channels}
            <path class="red-line" d=red />
        </svg>
    }
}

/// The leader among the `players` seats: the fewest spaces to go, the lower seat on a tie.
pub(super) fn leader_of(p: &Panels, players: Seat) -> Seat {
    (0..players)
        .min_by_key(|&sh| (p.to_go(sh), sh))
        .unwrap_or(0)
}

/// Whether space `n` lies on a fork's inner channel (`Some(true)`) or outer lane
/// (`Some(false)`), from the engine's board: the spaces from a split to the next merge.
fn lane_of(n: u8) -> Option<bool> {
    BOARD.iter().filter(|sp| sp.next_len == 2).find_map(|sp| {
        [false, true].into_iter().find(|&inner| {
            let mut m = sp.next[usize::from(inner)];
            while BOARD[usize::from(m)].prev_len < 2 {
                if m == n {
                    return true;
                }
                m = BOARD[usize::from(m)].next[0];
            }
            false
        })
    })
}

/// The route's spaces (the items of `.jm-route`): the map's drawing, then every space in
/// sailing order, each in its cell.
#[component]
pub(super) fn Route(board: Board) -> impl IntoView {
    let Board {
        session,
        upto,
        at,
        panels,
        i18n,
        ..
    } = board;
    let lang = move || i18n.lang();
    let spaces = move || {
        at.with(|g| {
            let mut now = [0u8; SHIPS];
            for sh in g.ship_ids() {
                now[usize::from(sh)] = g.ship(sh).space;
            }
            now
        })
    };
    // The log entries drawn at the last redraw of the route: the ships that moved since.
    let sailed = StoredValue::new(upto.get_untracked());
    let tiles = move || {
        let upto = upto.get();
        let since = sailed.get_value().min(upto);
        sailed.set_value(upto);
        panels.with(|p| session.with(|s| {
            let g = &s.shown;
            let l = lang();
            let at = spaces();
            let moved = |ship: u8| {
                s.log[since..upto.min(s.log.len())]
                    .iter()
                    .any(|e| matches!(e.event, Event::Moved { ship: m, .. } if m == ship))
            };
            let tile = |n: u8| {
                let sp = BOARD[usize::from(n)];
                let ships: Vec<u8> = g
                    .ship_ids()
                    .filter(|&sh| at[usize::from(sh)] == n)
                    .collect();
                // As of the step drawn: a treasure taken later is still on its lair.
                let token = sp.kind == Kind::Lair && p.tokens & (1 << n) != 0;
                let (kind, cost) = match sp.kind {
                    Kind::PortRoyal => ("pr", None),
                    Kind::Sea => ("sea", Some(("food", sp.cost))),
                    Kind::Port => ("port", Some(("doubloon", sp.cost))),
                    Kind::Lair => ("lair", None),
                };
                let score = if n == 0 { 15 } else { i32::from(sp.score) };
                let lane = lane_of(n);
                let mut words = vec![space_name(l, n)];
                words.push(match sp.kind {
                    Kind::PortRoyal => text(l, "jm.route.port_royal", &[]),
                    Kind::Sea => text(l, "jm.route.sea", &[("cost", goods(l, islas_jamaica::Good::Food, sp.cost))]),
                    Kind::Port => text(l, "jm.route.port", &[("cost", goods(l, islas_jamaica::Good::Doubloons, sp.cost))]),
                    Kind::Lair => text(l, "jm.route.lair", &[]),
                });
                if let Some(inner) = lane {
                    words.push(text(l, if inner { "jm.route.on_inner" } else { "jm.route.on_outer" }, &[]));
                }
                if sp.next_len == 2 {
                    words.push(text(
                        l,
                        "jm.route.fork",
                        &[("outer", sp.next[0].to_string()), ("inner", sp.next[1].to_string())],
                    ));
                }
                if token {
                    words.push(text(l, "jm.route.token", &[]));
                }
                words.push(text(l, "jm.route.points", &[("n", signed(score))]));
                for &sh in &ships {
                    words.push(text(l, "jm.route.ship", &[("ship", ship_name(l, &s.seats, sh))]));
                }
                let label = words.join(", ");
                let ship_icons = ships
                    .iter()
                    .map(|&sh| {
                        view! { <span class="ship" class:sailed=moved(sh) data-ship=sh.to_string()><Icon name=ship_icon(sh) /></span> }
                    })
                    .collect_view();
                let scoring = sp.score > 0;
                let occupied = !ships.is_empty();
                let many = ships.len() > 2;
                let inner = lane == Some(true);
                let fork = sp.next_len == 2;
                let (r, c) = cell(n);
                // Its cell by class (the page's content security policy allows no inline style).
                let class = format!("sp {kind} r{r} c{c}");
                view! {
                    <li class=class class:scoring=scoring class:occupied=occupied
                        class:inner=inner class:fork=fork
                        class:many=many data-space=n.to_string()>
                        <span class="visually-hidden">{label}</span>
                        <span class="top" aria-hidden="true">
                            <span class="num">{if n == 0 { "PR".to_string() } else { n.to_string() }}</span>
                            {scoring.then(|| view! { <span class="pts">{signed(score)}</span> })}
                        </span>
                        <span class="cost" aria-hidden="true">
                            {cost.map(|(icon, c)| view! { <Icon name=icon /><b>{c}</b> })}
                            {(sp.kind == Kind::Lair).then(|| view! { <Icon name="skull" /> })}
                            {token.then(|| view! { <Icon name="treasure" /> })}
                        </span>
                        <span class="ships" aria-hidden="true">{ship_icons}</span>
                    </li>
                }
            };
            (0..BOARD.len() as u8).map(tile).collect_view()
        }))
    };
    view! {
        <li class="chart" aria-hidden="true">{chart()}</li>
        {tiles}
    }
}

/// The buttons to the person's ship and the leader; keeps the ship of the step told (or the
/// person's and the leader's) in view.
#[component]
pub(super) fn RouteJump(board: Board) -> impl IntoView {
    let Board {
        table,
        session,
        viewer,
        players: player_count,
        reveal,
        panels,
        i18n,
        ..
    } = board;
    let lang = move || i18n.lang();
    let current = move || board.current();
    // On a narrow screen the route is one row that scrolls sideways (style/jamaica.css). In
    // view: the ship of the step told now while a reveal is told; else the person's own ship
    // and the leader when both fit, or else the person's ship with the spaces ahead of it.
    // Two buttons bring the person's ship and the leader into view. Places and the leader are
    // as of the step of the reveal drawn, as the panels show them.
    let leader = move |p: &Panels| leader_of(p, player_count);
    let show = move |space: u8, also: Option<u8>, page: bool| {
        request_animation_frame(move || bring_into_view(space, also, page));
    };
    // The log's length at the person's last roll, order of the dice or card choice whose start
    // brought the route into view on the page (once per decision, not at every redraw).
    let turn_at = StoredValue::new(usize::MAX);
    // What was brought into view last (`space`, `also` + 1 in the next byte), so that it is
    // brought into view again only when it moves.
    let shown_at = StoredValue::new(usize::MAX);
    Effect::new(move |_| {
        let told = current();
        let me = viewer.get();
        // Covered, the route is not drawn; it is brought into view again once shown.
        if table.cover.get().is_some() {
            shown_at.set_value(usize::MAX);
            return;
        }
        let (space, also, turn) = panels.with(|p| {
            session.with(|s| {
                let turn = (s.person_to_act().is_some()
                    && matches!(s.shown.phase(), Phase::Roll | Phase::Order | Phase::Choose))
                .then_some(s.log.len());
                let at = |ship: u8| p.ships[usize::from(ship)].space;
                let told = told.and_then(|k| {
                    reveal.with(|r| r.as_ref().and_then(|r| r.steps.get(k)).map(|st| st.ship))
                });
                match told {
                    Some(ship) => (at(ship), None, turn),
                    None => (at(me), Some(at(leader(p))), turn),
                }
            })
        });
        let key = usize::from(space) | (also.map_or(0, |a| usize::from(a) + 1) << 8);
        let page = turn.is_some_and(|t| t != turn_at.get_value());
        if page {
            turn_at.set_value(turn.unwrap_or_default());
        }
        if shown_at.get_value() != key || page {
            shown_at.set_value(key);
            show(space, also, page);
        }
    });
    move || {
        let l = lang();
        let me = viewer.get();
        panels.with(|p| session.with(|s| {
            let lead = leader(p);
            let button = |ship: u8, short: &'static str, long: &'static str| {
                let space = p.ships[usize::from(ship)].space;
                let n = if space == 0 { "PR".to_string() } else { space.to_string() };
                let place = text(
                    l,
                    "jm.ship.place",
                    &[("space", space_name(l, space)), ("n", p.to_go(ship).to_string())],
                );
                let label = text(
                    l,
                    long,
                    &[("name", ship_name(l, &s.seats, ship)), ("place", place)],
                );
                view! {
                    <button type="button" class="secondary" on:click=move |_| show(space, None, false)>
                        <Icon name=ship_icon(ship) />{text(l, short, &[("n", n)])}
                        <span class="visually-hidden">" — "{label}</span>
                    </button>
                }
            };
            view! {
                {button(me, "jm.route.you", "jm.route.show_you")}
                {(lead != me && p.to_go(lead) < p.to_go(me))
                    .then(|| button(lead, "jm.route.leader", "jm.route.show_leader"))}
            }
        }))
    }
}

/// Scrolls the route (when it is one row wider than the screen) so that the tile of `space`,
/// and of `also` when both fit, are in view with a quarter of the room left behind them and
/// the rest ahead. With `page`, the page too, as little as needed for the route to be in view
/// above the decision at the bottom of the screen.
fn bring_into_view(space: u8, also: Option<u8>, page: bool) {
    use wasm_bindgen::JsCast;
    let html = |e: web_sys::Element| e.dyn_into::<web_sys::HtmlElement>().ok();
    let Some(window) = web_sys::window() else {
        return;
    };
    let find = |sel: &str| {
        window
            .document()
            .and_then(|d| d.query_selector(sel).ok().flatten())
            .and_then(html)
    };
    let Some(ol) = find(".jm-route") else {
        return;
    };
    let width = ol.client_width();
    if ol.scroll_width() <= width {
        return;
    }
    if page {
        // The route's top in the page.
        let mut top = 0;
        let mut e = Some(ol.clone());
        while let Some(el) = e {
            top += el.offset_top();
            e = el.offset_parent().and_then(html);
        }
        let bottom = top + ol.offset_height();
        let y = window.scroll_y().unwrap_or_default() as i32;
        let room = window
            .inner_height()
            .ok()
            .and_then(|h| h.as_f64())
            .unwrap_or_default() as i32
            - find(".decision").map_or(0, |d| d.offset_height());
        if top < y || bottom > y + room {
            window.scroll_to_with_x_and_y(0.0, f64::from((bottom + 8 - room).min(top - 8).max(0)));
        }
    }
    // A tile's left edge and width within the route.
    let place = |n: u8| {
        let tile = html(
            ol.query_selector(&format!("[data-space=\"{n}\"]"))
                .ok()
                .flatten()?,
        )?;
        let w = tile.offset_width();
        let mut x = 0;
        let mut e = Some(tile);
        while let Some(el) = e.filter(|el| !ol.is_same_node(Some(el))) {
            x += el.offset_left();
            e = el.offset_parent().and_then(html);
        }
        Some((x, w))
    };
    let Some((x, w)) = place(space) else { return };
    let (lo, hi) = match also.and_then(place) {
        Some((x2, w2)) if (x2 + w2).max(x + w) - x2.min(x) <= width => {
            (x2.min(x), (x2 + w2).max(x + w))
        }
        _ => (x, x + w),
    };
    ol.set_scroll_left(lo - (width - (hi - lo)) / 4);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_leader_has_the_fewest_spaces_to_go_and_the_lower_seat_on_a_tie() {
        let mut p = Panels::default();
        for (ship, to_go) in [(0, 9), (1, 4), (2, 4), (3, 1)] {
            p.ships[ship].to_go = to_go;
        }
        assert_eq!(leader_of(&p, 3), 1);
        assert_eq!(leader_of(&p, 4), 3);
        assert_eq!(leader_of(&p, 0), 0);
    }

    #[test]
    fn the_map_has_every_space_in_a_cell_of_its_own_and_the_ring_follows_the_board() {
        let mut seen = std::collections::HashSet::new();
        for n in 0..BOARD.len() as u8 {
            let (r, c) = cell(n);
            assert!(r < ROWS && c < COLS, "space {n} off the map");
            assert!(seen.insert((r, c)), "space {n} on a cell already taken");
        }
        // The ring: each space then the next as the engine sails (the outer lane at a fork),
        // round to Port Royal; neighbours on the ring are neighbouring cells.
        for (i, &n) in RING.iter().enumerate() {
            let next = RING[(i + 1) % RING.len()];
            assert_eq!(BOARD[usize::from(n)].next[0], next, "after {n}");
            let ((r1, c1), (r2, c2)) = (cell(n), cell(next));
            assert_eq!(
                r1.abs_diff(r2) + c1.abs_diff(c2),
                1,
                "{n} and {next} side by side"
            );
        }
        // Every space off the ring is on an inner channel, and every inner channel's space is
        // off the ring.
        for n in 0..BOARD.len() as u8 {
            assert_eq!(!RING.contains(&n), lane_of(n) == Some(true), "space {n}");
        }
        assert_eq!(lane_of(7), Some(false));
        assert_eq!(lane_of(13), Some(true));
        assert_eq!(lane_of(6), None);
        assert_eq!(lane_of(15), None);
    }
}
