//! The Jamaica board: the round (captain, dice), the route round the island with every ship,
//! the person's own ship (holds, treasures, powers, hand, discard), what is being decided (a
//! combat as its own small scene), the other ships and the log. The generic `TableController`
//! saves, drives the computer opponents, undoes and covers the table between persons; this
//! file draws `Session::shown` (the viewer's view), never the whole state.

use islas_core::{Game, Seat};
use islas_jamaica::data::{BOARD, Kind, card, is_cursed};
use islas_jamaica::{Action, Event, GHOST, Hold, Jamaica, Phase, UNKNOWN};
use leptos::prelude::*;

use std::ops::Range;
use std::time::Duration;

use super::Session;
use super::end::EndOfGame;
use super::reveal::{
    Fight, Panels, Reveal, SHIPS, Step, cards_at, fights, panels_at, reveal, spaces_at,
};
use super::text::{
    action_label, combat_value, event_text, good_icon, goods, half_icon, half_text, half_word,
    power_name, refusal_text, seat_name, ship_icon, ship_name, space_name, status_text,
    treasure_value,
};
use crate::components::{HandoverCover, Icon};
use crate::i18n::{Lang, text};
use crate::model::{Animation, Control, SeatPlayer};
use crate::providers::{I18n, SavesContext, SettingsContext};
use crate::session::TableBar;
use crate::session::controller::{TableController, open};

/// The route in the order it is sailed: stretches shared by every ship, and the three forks
/// (their outer lane, then their inner channel).
const ROUTE: [(&[u8], &[u8]); 7] = [
    (&[0, 1, 2, 3, 4, 5, 6], &[]),
    (&[7, 8, 9, 10, 11, 12], &[13, 14]),
    (&[15, 16, 17, 18, 19], &[]),
    (&[20, 21, 22, 23, 24, 25], &[26, 27]),
    (&[28, 29, 30, 31, 32], &[]),
    (&[33, 34, 35, 36, 37, 38], &[39, 40]),
    (&[41, 42, 43, 44, 45, 46, 47, 48, 49], &[]),
];

/// `/play/<id>`: a saved game of Jamaica at the table.
#[component]
pub fn Table(id: String) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let saves = expect_context::<SavesContext>();
    match open::<Jamaica>(saves, &id) {
        Ok((session, rev)) => view! { <TableView id=id session=session rev=rev /> }.into_any(),
        Err((key, reason)) => view! {
            <section class="page table-missing">
                <h1>"Jamaica"</h1>
                <p class="error" role="alert">
                    {move || i18n.t_with(key, &[("reason", reason.clone())])}
                </p>
                <p>
                    <a href=format!("/new/{}", Jamaica::NAME) class="button">{move || i18n.t("end.new")}</a>
                    " "
                    <a href="/" class="button secondary">{move || i18n.t("link.back")}</a>
                </p>
            </section>
        }
        .into_any(),
    }
}

/// One action card: its number, the morning half (sun) and the evening half (moon), each as
/// an icon and in words (with the dice's amounts when `dice` are known).
fn card_face(lang: Lang, n: u8, dice: [u8; 2]) -> impl IntoView {
    let (m, e) = card(n);
    let half = move |sym, amount: u8, time: &'static str| {
        let words = if amount == 0 {
            half_word(lang, sym)
        } else {
            half_text(lang, sym, amount)
        };
        view! {
            <span class=format!("half {time}")>
                <Icon name=time />
                <Icon name=half_icon(sym) />
                <span class="words">{words}</span>
            </span>
        }
    };
    view! {
        <span class="jm-card">
            <span class="num">{n}</span>
            {half(m, dice[0], "sun")}
            {half(e, dice[1], "moon")}
        </span>
    }
}

/// A ship's holds, each as the good's icon and amount (in words for screen readers).
fn holds_view(lang: Lang, holds: &[Hold]) -> impl IntoView + use<> {
    let items = holds
        .iter()
        .copied()
        .enumerate()
        .map(|(i, h)| {
            let words = match h.good() {
                Some(good) if h.amount > 0 => goods(lang, good, h.amount),
                _ => text(lang, "jm.hold.empty", &[]),
            };
            let label = text(
                lang,
                "jm.hold",
                &[("n", (i + 1).to_string()), ("inside", words)],
            );
            let icon = h.good().filter(|_| h.amount > 0).map(good_icon);
            let title = label.clone();
            let sixth = i == 5;
            view! {
                <li class:sixth=sixth title=title>
                    <span class="visually-hidden">{label}</span>
                    {icon.map(|name| view! { <Icon name=name /><b aria-hidden="true">{h.amount}</b> })}
                </li>
            }
        })
        .collect_view();
    view! { <ul class="jm-holds">{items}</ul> }
}

#[component]
fn TableView(id: String, session: Session, rev: u64) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let rules_href = format!("/rules/{}?from={id}", Jamaica::NAME);
    let table = TableController::new(id, session, rev, refusal_text);
    let session = table.session;
    let lang = move || i18n.lang();
    let on_action = move |text: String| table.act(text);
    let viewer = Memo::new(move |_| session.with(Session::viewer));
    let is_over = Memo::new(move |_| session.with(Session::is_over));
    let player_count = session.with_untracked(|s| s.seats.len() as Seat);

    // --- The status line -------------------------------------------------------------------
    let status = move || session.with(|s| status_text(lang(), &s.seats, &s.shown));

    // --- The reveal, one player at a time ----------------------------------------------------
    // The engine resolves a round at once; the table tells it step by step (each player's card
    // and what it did), one step per pause of the computers' pace (none with the pace
    // "instant" or with animations off). Only what is drawn waits (the steps, the route, the
    // ship panels): the status and the controls are the engine's state as it is, and a
    // person's decision inside the reveal shows every step at once.
    let reveal = Memo::new(move |_| session.with(|s| reveal(&s.log)));
    // The reveal whose telling is kept, and how many of its steps are drawn (`pack`).
    let paced = RwSignal::new(pack(
        reveal.with_untracked(|r| r.as_ref().map(|r| r.start)),
        ALL,
    ));
    let timer = StoredValue::new_local(None::<TimeoutHandle>);
    let stop = move || {
        if let Some(h) = timer.try_update_value(Option::take).flatten() {
            h.clear();
        }
    };
    on_cleanup(stop);
    let settings = expect_context::<SettingsContext>();
    let pause = move || match settings.animation() {
        Animation::Off => 0,
        _ => settings.get().pace.delay_ms(),
    };
    // A person deciding inside the reveal (a lane, a hold, a fight) sees all of it.
    let deciding_inside = Memo::new(move |_| {
        session.with(|s| {
            s.person_to_act().is_some()
                && !matches!(s.shown.phase(), Phase::Roll | Phase::Order | Phase::Choose)
        })
    });
    // How many steps are drawn: a reveal newer than the one known starts at its first step
    // (in the same redraw that shows it), any other shows whole.
    let drawn = Memo::new(move |_| {
        let start = reveal.with(|r| r.as_ref().map(|r| r.start));
        let (known, n) = unpack(paced.get());
        if deciding_inside.get() || pause() == 0 {
            ALL
        } else if start == known {
            n
        } else if start > known {
            1
        } else {
            ALL
        }
    });
    // The next step to draw, if any: all once the round is told; none while the engine waits
    // for a computer inside the reveal (its move comes as a new step or event).
    let next_step = move |n: usize| {
        reveal.with_untracked(|r| match r {
            Some(r) if n < r.steps.len() => Some(n + 1),
            Some(r) if r.end.is_none() => None,
            _ => Some(ALL),
        })
    };
    Effect::new(move |_| {
        let n = drawn.get();
        let start = reveal.with(|r| r.as_ref().map(|r| r.start));
        if paced.get_untracked() != pack(start, n) {
            paced.set(pack(start, n));
        }
        if n == ALL || table.cover.get().is_some() || next_step(n).is_none() {
            stop();
            return;
        }
        // A pause already running is kept (a move of the game does not restart it).
        if timer.with_value(Option::is_some) {
            return;
        }
        let tick = move || {
            timer.set_value(None);
            let n = drawn.get_untracked();
            let start = reveal.with_untracked(|r| r.as_ref().map(|r| r.start));
            if let Some(next) = next_step(n).filter(|_| n != ALL) {
                paced.set(pack(start, next));
            }
        };
        if let Ok(h) = set_timeout_with_handle(tick, Duration::from_millis(u64::from(pause()))) {
            timer.set_value(Some(h));
        }
    });
    // The log entries drawn: up to the end of the last step drawn.
    let upto = Memo::new(move |_| {
        let len = session.with(|s| s.log.len());
        match drawn.get() {
            ALL => len,
            n => reveal.with(|r| {
                r.as_ref()
                    .and_then(|r| r.steps.get(n - 1))
                    .map_or(len, |s| s.events.end.min(len))
            }),
        }
    });
    // The step told now, while the reveal is told or the round is being resolved.
    let current = move || {
        let n = drawn.get();
        reveal.with(|r| {
            let r = r.as_ref()?;
            (n != ALL || r.end.is_none()).then(|| n.min(r.steps.len()).saturating_sub(1))
        })
    };
    let playing = move || current().is_some();

    // --- The ships: the person's own in full, the others as strips ------------------------
    // What they show is as of the last step of the reveal drawn, as the route: loads,
    // payments, shortages, spoils and moves appear step by step (`reveal::panels_at`), and so
    // do the person's own hand and discard (`reveal::cards_at`).
    let panels = Memo::new(move |_| {
        let upto = upto.get();
        session.with(|s| panels_at(&s.log, upto, Panels::of(&s.shown)))
    });
    // The person's hand and discard: which cards a draw brought is not in the events, so the
    // record is replayed to before the action that drew (only while a reveal is told).
    let own_cards = Memo::new(move |_| {
        let (upto, me) = (upto.get(), viewer.get());
        session.with(|s| {
            let c = s.shown.cards(me);
            cards_at(&s.log, upto, me, (c.hand, c.discard), c.chosen, |a| {
                let mut r = s.record.clone();
                r.actions.truncate(a);
                let g = Session::from_record(r, Vec::new()).ok()?.game;
                Some((g.cards(me).hand, g.cards(me).discard))
            })
        })
    });

    // --- The round: captain, dice (rolled with a tumble, none with reduced motion), as of the
    // step of the reveal drawn, as the ship panels -----------------------------------------
    let rolls = Memo::new(move |_| {
        let upto = upto.get();
        session.with(|s| {
            s.log[..upto.min(s.log.len())]
                .iter()
                .filter(|e| matches!(e.event, Event::Rolled { .. }))
                .count()
        })
    });
    let seen_rolls = StoredValue::new(rolls.get_untracked());
    let round_panel = move || {
        let key = rolls.get();
        // Only a roll just made tumbles (not every redraw of the panel).
        let fresh = key > seen_rolls.get_value();
        seen_rolls.set_value(key);
        panels.with(|p| session.with(|s| {
            let l = lang();
            let captain = seat_name(l, &s.seats, p.captain);
            let dice = p.dice;
            let ordered = p.dice_at == 2;
            let die = |v: u8, time: Option<&'static str>| {
                let words = match time {
                    Some("sun") => text(l, "jm.dice.morning", &[("n", v.to_string())]),
                    Some(_) => text(l, "jm.dice.evening", &[("n", v.to_string())]),
                    None => text(l, "jm.dice.die", &[("n", v.to_string())]),
                };
                view! {
                    <span class="die">
                        {time.map(|t| view! { <Icon name=t /> })}
                        <Icon name=die_icon(v) />
                        <span class="visually-hidden">{words}</span>
                    </span>
                }
            };
            let dice_view = if p.dice_at == 0 || dice[0] == 0 {
                view! { <span class="none">{text(l, "jm.dice.none", &[])}</span> }.into_any()
            } else if ordered {
                view! { {die(dice[0], Some("sun"))}{die(dice[1], Some("moon"))} }.into_any()
            } else {
                view! { {die(dice[0], None)}{die(dice[1], None)} }.into_any()
            };
            view! {
                <div class="jm-round-head">
                    <h2>{text(l, "jm.round", &[("round", p.round.to_string())])}</h2>
                    <p class="captain">{text(l, "jm.captain", &[("name", captain)])}</p>
                    <p class="dice" class:rolling=fresh>{dice_view}</p>
                    <p class="pile">{text(l, "jm.pile", &[("n", p.pile.to_string())])}</p>
                    {p.ending.then(|| view! { <p class="ending">{text(l, "jm.last_round", &[])}</p> })}
                </div>
            }
        }))
    };

    let ship_panel = move |seat: Seat, own: bool| {
        panels.with(|p| session.with(|s| {
            let l = lang();
            let ship = &p.ships[usize::from(seat)];
            let name = seat_name(l, &s.seats, seat);
            let control = s.control(seat);
            let deciding = s.to_act() == Some(seat);
            let badge = (control != Control::Person)
                .then(|| i18n.t(crate::components::control_key(control)));
            let captain = p.captain == seat;
            let to_go = p.to_go(seat);
            let place = if ship.finished {
                text(l, "jm.ship.finished", &[])
            } else {
                text(
                    l,
                    "jm.ship.place",
                    &[("space", space_name(l, ship.space)), ("n", to_go.to_string())],
                )
            };
            let chosen = ship.chosen;
            let treasures_n = ship.face_down.len();
            let powers = p.powers_of(seat)
                .into_iter()
                .map(|p| view! { <li class="power">{power_name(l, p)}</li> })
                .collect_view();
            let summary = text(
                l,
                "jm.ship.summary",
                &[
                    ("treasures", treasures_n.to_string()),
                    ("cards", ship.hand_len.to_string()),
                ],
            );
            // With the dice of the round it was chosen in (the round shown).
            let dice = p.dice;
            let chosen_line = match chosen {
                0 => None,
                c if c == islas_jamaica::HIDDEN_CARD => Some(text(l, "jm.ship.chosen_hidden", &[])),
                c => Some(text(l, "jm.ship.chosen", &[("card", super::text::card_text(l, c, dice))])),
            };
            let head = view! {
                <Icon name=ship_icon(seat) />
                <h3 id=format!("ship-{seat}")>{name.clone()}</h3>
                {badge.map(|b| view! { <span class="badge">{b}</span> })}
                {captain.then(|| view! { <span class="badge turn">{text(l, "jm.ship.captain", &[])}</span> })}
                <span class="place">{place}</span>
            };
            if own {
                // Values of the person's own face-down treasures: theirs to see.
                let treasures = ship.face_down
                    .iter()
                    .map(|&t| {
                        let words = if t == UNKNOWN {
                            text(l, "jm.treasure.unknown", &[])
                        } else {
                            treasure_value(l, t)
                        };
                        view! { <li class:cursed=t != UNKNOWN && is_cursed(t)><Icon name="treasure" />{words}</li> }
                    })
                    .collect_view();
                let (hand, discard) = own_cards.get();
                let hand: Vec<u8> = (1..=11u8).filter(|n| hand & (1 << n) != 0).collect();
                let discard: Vec<String> = (1..=11u8)
                    .filter(|n| discard & (1 << n) != 0)
                    .map(|n| n.to_string())
                    .collect();
                let hand_view = hand
                    .into_iter()
                    .map(|n| view! { <li>{card_face(l, n, [0, 0])}</li> })
                    .collect_view();
                view! {
                    <article class="player own jm-ship" class:deciding=deciding aria-labelledby=format!("ship-{seat}")>
                        <header>{head}</header>
                        {holds_view(l, &p.holds(seat))}
                        <ul class="jm-treasures" aria-label=text(l, "jm.ship.treasures", &[])>
                            {treasures}
                            {powers}
                        </ul>
                        {chosen_line.map(|c| view! { <p class="chosen">{c}</p> })}
                        <h4>{text(l, "jm.ship.hand", &[])}</h4>
                        // It scrolls sideways on a narrow screen: reachable by keyboard.
                        <ul class="jm-hand" tabindex="0" aria-label=text(l, "jm.ship.hand", &[])>{hand_view}</ul>
                        <p class="discard">
                            {if discard.is_empty() {
                                text(l, "jm.ship.discard_empty", &[])
                            } else {
                                text(l, "jm.ship.discard", &[("cards", discard.join(", "))])
                            }}
                        </p>
                    </article>
                }
                .into_any()
            } else {
                view! {
                    <details class="player jm-ship" class:deciding=deciding>
                        <summary>
                            {head}
                            {holds_view(l, &p.holds(seat))}
                        </summary>
                        <p>{summary}</p>
                        <ul class="jm-treasures">{powers}</ul>
                        {chosen_line.map(|c| view! { <p class="chosen">{c}</p> })}
                    </details>
                }
                .into_any()
            }
        }))
    };
    let ghost_panel = move || {
        panels.with(|p| {
            let l = lang();
            let ship = &p.ships[usize::from(GHOST)];
            view! {
                <div class="player jm-ship ghost">
                    <header>
                        <Icon name=ship_icon(GHOST) />
                        <h3>{text(l, "jm.ghost", &[])}</h3>
                        <span class="place">{space_name(l, ship.space)}</span>
                    </header>
                    {holds_view(l, &p.holds(GHOST))}
                    <p>{text(l, "jm.ghost.summary", &[("treasures", ship.face_down.len().to_string())])}</p>
                </div>
            }
        })
    };

    let own_panel = move || ship_panel(viewer.get(), true);
    let others = move || {
        let me = viewer.get();
        let ghost = session.with(|s| s.shown.has_ghost());
        let mut items = (0..player_count)
            .filter(|&p| p != me)
            .map(|p| view! { <li>{move || ship_panel(p, false)}</li> }.into_any())
            .collect::<Vec<_>>();
        if ghost {
            items.push(view! { <li>{ghost_panel}</li> }.into_any());
        }
        items
    };

    // --- The route --------------------------------------------------------------------------
    // Every ship where it is as of the step of the reveal drawn last (the engine's moves after
    // it taken back), so the ships sail step by step; a ship that has just moved comes in
    // with a short sail (none with motion off or reduced).
    let spaces = move |s: &Session, upto: usize| {
        let mut now = [0u8; SHIPS];
        for sh in s.shown.ship_ids() {
            now[usize::from(sh)] = s.shown.ship(sh).space;
        }
        spaces_at(&s.log, upto, now)
    };
    // The log entries drawn at the last redraw of the route: the ships that moved since.
    let sailed = StoredValue::new(upto.get_untracked());
    let route = move || {
        let upto = upto.get();
        let since = sailed.get_value().min(upto);
        sailed.set_value(upto);
        panels.with(|p| session.with(|s| {
            let g = &s.shown;
            let l = lang();
            let at = spaces(s, upto);
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
                let mut words = vec![space_name(l, n)];
                words.push(match sp.kind {
                    Kind::PortRoyal => text(l, "jm.route.port_royal", &[]),
                    Kind::Sea => text(l, "jm.route.sea", &[("cost", goods(l, islas_jamaica::Good::Food, sp.cost))]),
                    Kind::Port => text(l, "jm.route.port", &[("cost", goods(l, islas_jamaica::Good::Doubloons, sp.cost))]),
                    Kind::Lair => text(l, "jm.route.lair", &[]),
                });
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
                view! {
                    <li class=format!("sp {kind}") class:scoring=scoring class:occupied=occupied data-space=n.to_string()>
                        <span class="visually-hidden">{label}</span>
                        <span class="top" aria-hidden="true">
                            <span class="num">{if n == 0 { "PR".to_string() } else { n.to_string() }}</span>
                            <span class="pts">{signed(score)}</span>
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
            ROUTE
                .iter()
                .map(|&(outer, inner)| {
                    if inner.is_empty() {
                        view! {
                            <li class="stretch"><ol class="lane">{outer.iter().map(|&n| tile(n)).collect_view()}</ol></li>
                        }
                        .into_any()
                    } else {
                        view! {
                            <li class="fork">
                                <p class="lane-name">{text(l, "jm.route.outer", &[])}</p>
                                <ol class="lane outer">{outer.iter().map(|&n| tile(n)).collect_view()}</ol>
                                <p class="lane-name">{text(l, "jm.route.inner", &[])}</p>
                                <ol class="lane inner">{inner.iter().map(|&n| tile(n)).collect_view()}</ol>
                            </li>
                        }
                        .into_any()
                    }
                })
                .collect_view()
        }))
    };

    // On a narrow screen the route is one row that scrolls sideways (style/jamaica.css). In
    // view: the ship of the step told now while a reveal is told; else the person's own ship
    // and the leader when both fit, or else the person's ship with the spaces ahead of it.
    // Two buttons bring the person's ship and the leader into view. Places and the leader are
    // as of the step of the reveal drawn, as the panels show them.
    let leader = move |p: &Panels| {
        (0..player_count)
            .min_by_key(|&sh| (p.to_go(sh), sh))
            .unwrap_or(0)
    };
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
    let jump = move || {
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
    };

    let line_of = move |i: usize| {
        let (entry, seats): (Option<Event>, Vec<SeatPlayer>) =
            session.with_untracked(|s| (s.log.get(i).map(|e| e.event.clone()), s.seats.clone()));
        let round = matches!(entry, Some(Event::RoundStarted { .. }));
        let fight = matches!(
            entry,
            Some(
                Event::Attacked { .. } | Event::CombatRoll { .. } | Event::Won { .. } | Event::Tied
            )
        );
        let short = matches!(entry, Some(Event::Shortage { .. }));
        let line = move || {
            entry
                .as_ref()
                .map(|e| event_text(lang(), &seats, e))
                .unwrap_or_default()
        };
        view! { <li class:turn=round class:fight=fight class:shortage=short>{line}</li> }
    };

    // A step's words: "Ana: morning — load 4 food; evening — sail 3 forward".
    let step_title = move |s: &Session, r: &Reveal, st: &Step| {
        let l = lang();
        let name = ship_name(l, &s.seats, st.ship);
        if st.ship == GHOST {
            let [m, e] = r.dice.map(|d| d.to_string());
            return text(
                l,
                "jm.step.ghost",
                &[("name", name), ("morning", m), ("evening", e)],
            );
        }
        let (m, e) = card(st.card);
        text(
            l,
            "jm.step",
            &[
                ("name", name),
                ("card", st.card.to_string()),
                ("morning", half_text(l, m, r.dice[0])),
                ("evening", half_text(l, e, r.dice[1])),
            ],
        )
    };

    // A fight as its own small scene: who fights whom, the gunpowder each spends, the die, the
    // winner and what the winner chose (from the events; the gunpowder on board before rolling
    // from the view).
    let fight_view = move |s: &Session, f: &Fight| {
        let l = lang();
        let line = |i: usize| event_text(l, &s.seats, &s.log[i].event);
        let side = |i: usize| {
            let ship = if i == 0 { f.attacker } else { f.defender };
            // Only the die just rolled tumbles.
            let fresh = f.last_side == Some(i) && f.spoils.is_none();
            let (die, words) = match f.rolls[i] {
                Some((powder, face, strength)) => (
                    Some(if face == 0 {
                        view! { <span class="combat-die star" class:fresh=fresh><Icon name="combat-star" /></span> }
                            .into_any()
                    } else {
                        view! { <span class="combat-die" class:fresh=fresh><Icon name="combat" /><b>{face}</b></span> }.into_any()
                    }),
                    text(
                        l,
                        "jm.combat.rolled",
                        &[
                            ("powder", powder.to_string()),
                            ("face", combat_value(l, face)),
                            ("strength", strength.to_string()),
                        ],
                    ),
                ),
                None if f.outcome.is_some() => (None, text(l, "jm.combat.no_roll", &[])),
                None => (
                    None,
                    text(
                        l,
                        "jm.combat.has",
                        &[(
                            "powder",
                            s.shown
                                .total(ship, islas_jamaica::Good::Gunpowder)
                                .to_string(),
                        )],
                    ),
                ),
            };
            view! {
                <div class="side" class:winner=f.winner == Some(ship)>
                    <p class="who"><Icon name=ship_icon(ship) />{ship_name(l, &s.seats, ship)}</p>
                    {die}
                    <p class="words">{words}</p>
                </div>
            }
        };
        let title = text(
            l,
            "jm.combat.title",
            &[
                ("attacker", ship_name(l, &s.seats, f.attacker)),
                ("defender", ship_name(l, &s.seats, f.defender)),
            ],
        );
        let after = f
            .rerolls
            .iter()
            .copied()
            .chain(f.outcome)
            .chain(f.spoils)
            .map(|i| view! { <p class="outcome">{line(i)}</p> })
            .collect_view();
        let label = title.clone();
        view! {
            <section class="jm-combat" aria-label=label>
                <h3>{title}</h3>
                <div class="sides">{side(0)}<span class="vs" aria-hidden="true">"⚔"</span>{side(1)}</div>
                {after}
            </section>
        }
    };

    // The step told now, highlighted: the card's two halves with the dice, then what they did
    // (loads, moves, payments, shortages), a fight as its own scene.
    let step_card = move || {
        let k = current()?;
        // Redrawn when a step or an event is drawn, not at every move of the game.
        upto.track();
        session.with_untracked(|s| {
            reveal.with(|r| {
                let r = r.as_ref()?;
                let st = r.steps.get(k)?;
                let fs = fights(&s.log, st.events.clone());
                let in_fight = |i: usize| fs.iter().any(|f| f.events.contains(&i));
                let mut fight_at = 0;
                let items = st
                    .events
                    .clone()
                    .filter_map(|i| match s.log[i].event {
                        Event::Attacked { .. } => {
                            let f = fs.get(fight_at)?;
                            fight_at += 1;
                            Some(view! { <li class="scene">{fight_view(s, f)}</li> }.into_any())
                        }
                        _ if in_fight(i) => None,
                        _ => Some(line_of(i).into_any()),
                    })
                    .collect_view();
                Some(view! {
                    <section class="jm-step" aria-label=move || i18n.t("jm.step.now")>
                        <h3><Icon name=ship_icon(st.ship) />{step_title(s, r, st)}</h3>
                        <ol>{items}</ol>
                    </section>
                })
            })
        })
    };
    // --- The controls -----------------------------------------------------------------------
    let decision_ref = NodeRef::<leptos::html::Div>::new();
    let controls = move || {
        let s = session.get();
        let seat = s.person_to_act()?;
        let l = lang();
        let legal = s.legal();
        let choosing = s.shown.phase() == Phase::Choose;
        let buttons = legal
            .iter()
            .map(|a| {
                let notation = a.to_string();
                let class = match a {
                    Action::Roll | Action::Dice(..) => "primary",
                    Action::Spare | Action::Keep => "secondary",
                    _ => "take",
                };
                let content = match *a {
                    Action::Choose(n) => card_face(l, n, s.shown.dice()).into_any(),
                    Action::Dice(m, e) => view! {
                        <Icon name="sun" /><Icon name=die_icon(m) />
                        <Icon name="moon" /><Icon name=die_icon(e) />
                        <span>{action_label(l, &s.seats, &s.shown, a, &[])}</span>
                    }
                    .into_any(),
                    _ => {
                        let preview = s.preview(a).unwrap_or_default();
                        action_label(l, &s.seats, &s.shown, a, &preview).into_any()
                    }
                };
                view! {
                    <button type="button" class=class class:card=choosing data-action=notation.clone()
                        on:click=move |_| on_action(notation.clone())>
                        {content}
                    </button>
                }
            })
            .collect_view();
        let who = seat_name(l, &s.seats, seat);
        let prompt = choosing.then(|| text(l, "jm.choose.prompt", &[]));
        Some(view! {
            <h2 class="visually-hidden">{i18n.t_with("table.controls", &[("name", who)])}</h2>
            {prompt.map(|p| view! { <p class="prompt">{p}</p> })}
            <div class="buttons" class:hand=choosing>{buttons}</div>
        })
    };
    Effect::new(move |_| {
        session.track();
        let Some(div) = decision_ref.get() else {
            return;
        };
        let lost = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.active_element())
            .is_none_or(|e| {
                e.tag_name().eq_ignore_ascii_case("body")
                    || e.tag_name().eq_ignore_ascii_case("main")
                    || !e.is_connected()
            });
        if lost {
            request_animation_frame(move || {
                use wasm_bindgen::JsCast;
                if let Some(b) = div.query_selector("button:enabled").ok().flatten()
                    && let Ok(b) = b.dyn_into::<web_sys::HtmlElement>()
                {
                    let opts = web_sys::FocusOptions::new();
                    opts.set_prevent_scroll(true);
                    let _ = b.focus_with_options(&opts);
                }
            });
        }
    });

    // --- The log (what is drawn of it) -------------------------------------------------------
    let log_keys = move || {
        let upto = upto.get();
        session.with(|s| {
            (0..upto.min(s.log.len()))
                .rev()
                .map(|i| (s.epoch, i))
                .collect::<Vec<_>>()
        })
    };
    let recent_keys = move || {
        let upto = upto.get();
        session.with(|s| {
            let mut keys: Vec<(u32, usize)> = (0..upto.min(s.log.len()))
                .rev()
                .filter(|&i| !matches!(s.log[i].event, Event::Drew { .. } | Event::Chose { .. }))
                .take(3)
                .map(|i| (s.epoch, i))
                .collect();
            keys.reverse();
            keys
        })
    };
    // The round being resolved, from the start of the last round whose cards were turned over
    // (so the reveal stays in view while the next round starts): its opening, each player's
    // step drawn so far (the one told now highlighted), then what followed.
    let round_list = move || {
        let upto = upto.get();
        let now = current();
        session.with_untracked(|s| {
            reveal.with(|r| {
                let Some(r) = r.as_ref() else {
                    return (0..upto).map(line_of).collect_view().into_any();
                };
                let start = s.log[..r.start]
                    .iter()
                    .rposition(|e| matches!(e.event, Event::RoundStarted { .. }))
                    .unwrap_or(0);
                let lines = |range: Range<usize>| {
                    range
                        .filter(|&i| i < upto && !matches!(s.log[i].event, Event::Drew { .. }))
                        .map(line_of)
                        .collect_view()
                };
                let steps = r
                    .steps
                    .iter()
                    .enumerate()
                    .take(drawn.get())
                    .map(|(k, st)| {
                        let here = now == Some(k);
                        view! {
                            <li class="jm-step-item" class:current=here aria-current=here.then_some("step")>
                                <p class="who"><Icon name=ship_icon(st.ship) />{step_title(s, r, st)}</p>
                                <ol>{lines(st.events.clone())}</ol>
                            </li>
                        }
                    })
                    .collect_view();
                let tail = r.steps.last().map_or(r.start, |st| st.events.end);
                view! { {lines(start..r.start)}{steps}{lines(tail..s.log.len())} }.into_any()
            })
        })
    };
    let cover_name = Signal::derive(move || {
        let seat = table.cover.get().unwrap_or(0);
        session.with(|s| seat_name(i18n.lang(), &s.seats, seat))
    });
    let board = move || {
        view! {
        <section class="page table jm-table" aria-labelledby="table-title">
            <h1 id="table-title" class="visually-hidden">"Jamaica"</h1>
            <TableBar table=table phase=Signal::derive(status) rules_href=rules_href.clone() />
            <Show when=move || is_over.get()>
                <EndOfGame session=session />
            </Show>
            <section class="harbour jm-round" aria-label=move || i18n.t("jm.table.round")>
                {round_panel}
            </section>
            <section class="board jm-board" aria-labelledby="route-title">
                <h2 id="route-title">{move || i18n.t("jm.table.route")}</h2>
                <p class="jm-jump">{jump}</p>
                <ol class="jm-route" tabindex="0" aria-label=move || i18n.t("jm.route.label")>{route}</ol>
            </section>
            <section class="you" aria-label=move || i18n.t("jm.table.you")>
                {own_panel}
            </section>
            <div
                class="decision"
                class:waiting=move || session.with(|s| s.person_to_act().is_none())
                hidden=move || is_over.get()
                node_ref=decision_ref
                role="region"
                aria-label=move || i18n.t("table.decision")
            >
                <ol class="recent" class:visually-hidden=playing aria-live="polite" aria-label=move || i18n.t("jm.table.recent")>
                    <For each=recent_keys key=|k| *k children=move |(_, i)| line_of(i) />
                </ol>
                {step_card}
                {controls}
            </div>
            <section class="players" aria-labelledby="players-title">
                <h2 id="players-title">{move || i18n.t("jm.table.others")}</h2>
                <ul>{others}</ul>
                <details class="jm-this-round" open>
                    <summary>{move || i18n.t("jm.table.this_round")}</summary>
                    <ol class="log-list jm-steps" tabindex="0" aria-label=move || i18n.t("jm.table.this_round")>
                        {round_list}
                    </ol>
                </details>
            </section>
            <details class="log">
                <summary>{move || i18n.t("table.log")}</summary>
                <ol class="log-list" reversed tabindex="0" aria-label=move || i18n.t("table.log")>
                    <For each=log_keys key=|k| *k children=move |(_, i)| line_of(i) />
                </ol>
            </details>
        </section>
        }
    };
    view! {
        <Show
            when=move || table.cover.get().is_none()
            fallback=move || view! { <HandoverCover name=cover_name on_ready=Callback::new(move |()| table.uncover()) /> }
        >
            {board()}
        </Show>
    }
}

/// Every step of the reveal drawn, and its telling over.
const ALL: usize = usize::MAX;

/// A reveal (its first log index) and how many of its steps are drawn, in one number (a signal
/// of a type the app already has, which keeps the chunk smaller).
fn pack(start: Option<usize>, n: usize) -> u64 {
    let start = start.map_or(0, |s| s as u64 + 1);
    (start << 32) | n.min(u32::MAX as usize) as u64
}

fn unpack(v: u64) -> (Option<usize>, usize) {
    let (start, n) = ((v >> 32) as usize, v as u32);
    let n = if n == u32::MAX { ALL } else { n as usize };
    (start.checked_sub(1), n)
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

/// "+5", "−5", "0".
fn signed(v: i32) -> String {
    if v > 0 {
        format!("+{v}")
    } else if v < 0 {
        format!("\u{2212}{}", -v)
    } else {
        "0".to_string()
    }
}

/// The kit icon of an action die's face.
fn die_icon(v: u8) -> &'static str {
    match v {
        1 => "die-1",
        2 => "die-2",
        3 => "die-3",
        4 => "die-4",
        5 => "die-5",
        _ => "die-6",
    }
}
