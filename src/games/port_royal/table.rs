//! The Port Royal board: the harbour, the expeditions, the piles, every player, what is being
//! decided and the controls for it, the log. The generic `TableController` saves, drives the
//! computer opponents, undoes and covers the table between persons; this file draws
//! `Session::shown` (the viewer's view).

use islas_core::{Game, Seat};
use islas_port_royal::deck::{Info, Role, card_info};
use islas_port_royal::{Action, Card, FaceId, Mode, Phase, PortRoyal};
use leptos::prelude::*;

use super::Session;
use super::adventure::{AdventurePanel, StoryPage, piles_text};
use super::cards::{CardButton, CardExplainer, role_icon};
use super::contracts::Contracts;
use super::end::EndOfGame;
use super::text::{
    action_label, count, event_text, face_id, face_name, phase_text, refusal_text, seat_name,
};
use crate::components::{HandoverCover, Icon};
use crate::model::Control;
use crate::providers::{I18n, SavesContext};
use crate::session::TableBar;
use crate::session::controller::{TableController, open};

/// `/play/<id>`: a saved game at the table.
#[component]
pub fn Table(id: String) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let saves = expect_context::<SavesContext>();
    match open::<PortRoyal>(saves, &id) {
        Ok((session, rev)) => view! { <TableView id=id session=session rev=rev /> }.into_any(),
        Err((key, reason)) => view! {
            <section class="page table-missing">
                <h1>"Port Royal"</h1>
                <p class="error" role="alert">
                    {move || i18n.t_with(key, &[("reason", reason.clone())])}
                </p>
                <p>
                    <a href=format!("/new/{}", PortRoyal::NAME) class="button">{move || i18n.t("end.new")}</a>
                    " "
                    <a href="/" class="button secondary">{move || i18n.t("link.back")}</a>
                </p>
            </section>
        }
        .into_any(),
    }
}

#[component]
fn TableView(id: String, session: Session, rev: u64) -> impl IntoView {
    let i18n = expect_context::<I18n>();

    // The rules page leads back here.
    let rules_href = format!("/rules/{}?from={id}", PortRoyal::NAME);
    let story_id = id.clone();
    let table = TableController::new(id, session, rev, refusal_text);
    let session = table.session;
    let explain: RwSignal<Option<FaceId>> = RwSignal::new(None);
    // A person's own bust is said in place (the harbour empties and the next player's turn
    // begins at once), until they acknowledge it or make their next decision.
    let bust_note: RwSignal<Option<String>> = RwSignal::new(None);
    let log_seen = StoredValue::new(session.with_untracked(|s| s.log.len()));
    let log_seen_all = StoredValue::new(session.with_untracked(|s| s.log.len()));
    let last_cards = StoredValue::new(session.with_untracked(|s| {
        (0..s.seats.len() as Seat)
            .map(|p| s.shown.player(p).display.len())
            .collect::<Vec<_>>()
    }));
    Effect::new(move |_| {
        let note = session.with(|s| {
            let seen = log_seen.get_value().min(s.log.len());
            log_seen.set_value(s.log.len());
            s.log[seen..].iter().rev().find_map(|e| match e.event {
                islas_port_royal::Event::Bust { .. } if s.control(e.actor).is_person() => {
                    Some(event_text(i18n.lang(), &s.seats, e.actor, &e.event))
                }
                _ => None,
            })
        });
        if let Some(n) = note {
            bust_note.set(Some(n));
        }
    });
    let on_action = move |text: String| {
        bust_note.set(None);
        table.act(text)
    };

    let lang = move || i18n.lang();

    // --- The status line -------------------------------------------------------------------
    let status = move || {
        session.with(|s| {
            // Co-operative contracts: after a tax, whether to set a time card aside.
            if s.shown.asks_set_aside() {
                let name = seat_name(lang(), &s.seats, s.shown.active());
                return i18n.t_with("pr.phase.set_aside", &[("name", name)]);
            }
            // The Adventure: a lookout's cards to choose from, a chance offered at once.
            if let Some(a) = s.shown.adventure() {
                use islas_port_royal::adventure::play::Chance;
                if !a.looking.is_empty() {
                    let name = seat_name(lang(), &s.seats, s.shown.active());
                    return i18n.t_with("adv.phase.looking", &[("name", name)]);
                }
                if let Some((seat, chance)) = s.shown.adventure_offer() {
                    let name = seat_name(lang(), &s.seats, seat);
                    return match chance {
                        Chance::Mission(no) => i18n.t_with(
                            "adv.phase.mission",
                            &[("name", name), ("card", no.to_string())],
                        ),
                        Chance::Cube(price) => i18n.t_with(
                            "adv.phase.cube",
                            &[
                                ("name", name),
                                ("coins", count(lang(), "coins", usize::from(price))),
                            ],
                        ),
                    };
                }
            }
            // "Draw a card or stop" only when stopping is allowed now.
            let legal = s.legal();
            // After a gambler's four cards only another gambler or phase 2 remain.
            if matches!(s.shown.phase(), Phase::Discover { .. })
                && legal.contains(&Action::Gamble)
                && !legal.contains(&Action::Draw)
            {
                let name = seat_name(lang(), &s.seats, s.shown.active());
                return i18n.t_with("pr.phase.gamble_more", &[("name", name)]);
            }
            let phase = match s.shown.phase() {
                Phase::Discover { .. } if !legal.contains(&Action::Stop) => {
                    Phase::Discover { drawn: 0 }
                }
                p => p,
            };
            phase_text(lang(), &s.seats, phase, s.shown.active())
        })
    };

    // --- The controls ------------------------------------------------------------------------
    let decision_ref = NodeRef::<leptos::html::Div>::new();
    let controls = move || {
        let s = session.get();
        let seat = s.person_to_act()?;
        let legal = s.legal();
        // After a tax (co-operative contracts), passing keeps the time card.
        let keep = s.shown.asks_set_aside();
        // The Adventure: an at-once mission or a cube for coins offered to this seat; passing
        // lets it go.
        let offer = s
            .shown
            .adventure_offer()
            .filter(|(p, _)| *p == seat)
            .map(|(_, c)| c);
        let buttons = legal
            .iter()
            .map(|a| {
                let preview = s.preview(a).unwrap_or_default();
                let label = if keep && *a == Action::Pass {
                    i18n.t("pr.act.keep_time")
                } else if let (Some(c), Action::Pass) = (offer, a) {
                    use islas_port_royal::adventure::play::Chance;
                    match c {
                        Chance::Mission(no) => i18n.t_with(
                            "adv.act.let_go",
                            &[("card", no.to_string())],
                        ),
                        Chance::Cube(_) => i18n.t("adv.act.no_cube"),
                    }
                } else if let (Some(islas_port_royal::adventure::play::Chance::Cube(price)), Action::BuyCube) = (offer, a) {
                    i18n.t_with("adv.act.buy_cube", &[("coins", count(lang(), "coins", usize::from(price)))])
                } else {
                    action_label(lang(), &s.seats, a, &preview)
                };
                let text = a.to_string();
                let class = match a {
                    Action::Draw | Action::Dock | Action::Repel | Action::Gamble => "primary",
                    Action::Claim(_) | Action::Complete(_) | Action::Mission(_) => "claim",
                    Action::Pass
                    | Action::Stop
                    | Action::Skip(_)
                    | Action::Give(_)
                    | Action::SetAside
                    | Action::BuyCube => "secondary",
                    Action::Take(_) | Action::Decline(_) | Action::Keep(_) | Action::Sell(_) => {
                        "take"
                    }
                    Action::Look => "primary",
                };
                view! {
                    <button type="button" class=class data-action=text.clone() on:click=move |_| on_action(text.clone())>
                        {label}
                    </button>
                }
            })
            .collect_view();
        // A character the person cannot afford: a disabled control saying what it needs.
        let needs = match s.shown.phase() {
            Phase::Take { seat: taker, .. } if taker == seat => {
                let tally = s.shown.tally(seat);
                let have = s.shown.coins(seat);
                let fee = usize::from(seat != s.shown.active());
                s.shown
                    .harbour()
                    .iter()
                    .filter_map(|&c| {
                        let f = face_id(c);
                        let cost = PortRoyal::hire_cost(f, &tally)? + fee;
                        (cost > have && !legal.contains(&Action::Take(f))).then_some((f, cost))
                    })
                    .fold(Vec::<(FaceId, usize)>::new(), |mut v, x| {
                        if !v.iter().any(|y| y.0 == x.0) {
                            v.push(x);
                        }
                        v
                    })
            }
            _ => Vec::new(),
        };
        let needs = needs
            .into_iter()
            .map(|(f, cost)| {
                let label = i18n.t_with(
                    "pr.table.needs",
                    &[
                        ("card", face_name(lang(), f)),
                        ("coins", count(lang(), "coins", cost)),
                    ],
                );
                view! { <button type="button" class="take" disabled>{label}</button> }
            })
            .collect_view();
        let drawn = match s.shown.phase() {
            Phase::Repel { ship, .. } => Some(ship),
            _ => None,
        };
        // A lookout's cards, shown only to the person looking (the one to decide).
        let looking = s
            .shown
            .adventure()
            .map(|a| a.looking.clone())
            .filter(|l| !l.is_empty())
            .map(|cards| {
                view! {
                    <div class="drawn looking">
                        <span>{i18n.t("adv.looking.you")}</span>
                        {cards.into_iter().map(|c| view! { <CardButton face=face_id(c) explain=explain /> }).collect_view()}
                    </div>
                }
            });
        let who = seat_name(lang(), &s.seats, seat);
        Some(view! {
            <h2 class="visually-hidden">{i18n.t_with("table.controls", &[("name", who)])}</h2>
            {drawn.map(|c| view! {
                <div class="drawn">
                    <span>{i18n.t("pr.table.drawn")}</span>
                    <CardButton face=face_id(c) explain=explain />
                </div>
            })}
            {looking}
            <div class="buttons">{buttons}{needs}</div>
        })
    };
    // Keyboard: when new controls appear and focus was lost with the old ones, focus the main
    // one (draw, let it in), else the first take (never "Take nothing", so that a second Enter
    // after "Stop and trade" does not throw the take away), else the first control.
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
                let first = [
                    "button.primary",
                    "button.take:enabled",
                    "button.claim",
                    "button:enabled",
                ]
                .into_iter()
                .find_map(|q| div.query_selector(q).ok().flatten());
                if let Some(b) = first
                    && let Ok(b) = b.dyn_into::<web_sys::HtmlElement>()
                {
                    let opts = web_sys::FocusOptions::new();
                    opts.set_prevent_scroll(true);
                    let _ = b.focus_with_options(&opts);
                }
            });
        }
    });

    // --- The harbour, the expeditions, the piles ----------------------------------------------
    // Keyed by the physical card, so a card already there is not drawn again (and does not
    // replay its arrival) when something else changes.
    let harbour_cards = move || session.with(|s| s.shown.harbour().to_vec());
    let harbour_empty = move || session.with(|s| s.shown.harbour().is_empty());
    let expedition_cards = move || session.with(|s| s.shown.expeditions().to_vec());
    let no_expeditions = move || session.with(|s| s.shown.expeditions().is_empty());
    let set_sail = session.with_untracked(|s| s.shown.config().mode == Mode::SetSail);
    let piles = move || {
        session.with(|s| {
            let mut piles = i18n.t_with(
                "pr.table.piles",
                &[
                    ("deck", s.shown.deck_len().to_string()),
                    ("discard", s.shown.discard().len().to_string()),
                    ("turn", s.shown.turn().to_string()),
                ],
            );
            // The Adventure: the event deck's size and the month.
            if let Some(a) = s.shown.adventure() {
                piles.push_str(" · ");
                piles.push_str(&piles_text(i18n.lang(), a));
            }
            // Co-operative contracts: the turns left (the time deck) and the points deck.
            if let Some(c) = s.shown.coop() {
                piles.push_str(" · ");
                piles.push_str(&i18n.t_with(
                    "pr.table.time",
                    &[
                        ("time", c.time.len().to_string()),
                        ("points", c.points.len().to_string()),
                    ],
                ));
            }
            piles
        })
    };
    // Motion: the harbour a bust cleared, shown shaking and fading over the empty harbour
    // (decorative; gone with the next change, never in the way of a control).
    let busted: RwSignal<Vec<Card>> = RwSignal::new(Vec::new());
    let last_harbour = StoredValue::new(session.with_untracked(|s| s.shown.harbour().to_vec()));
    // Motion: coins and cards a player just received (compared with the last drawing).
    let last_coins = StoredValue::new(session.with_untracked(|s| {
        (0..s.seats.len() as Seat)
            .map(|p| s.shown.coins(p))
            .collect::<Vec<_>>()
    }));
    let gained: RwSignal<Vec<(usize, usize)>> = RwSignal::new(Vec::new());
    Effect::new(move |_| {
        let (harbour, bust_ship, coins, cards) = session.with(|s| {
            let new = &s.log[log_seen_all.get_value().min(s.log.len())..];
            let bust_ship = new.iter().find_map(|e| match e.event {
                islas_port_royal::Event::Bust { .. } => Some(()),
                _ => None,
            });
            let drawn = new.iter().rev().find_map(|e| match e.event {
                islas_port_royal::Event::Drew { card } => Some(card),
                _ => None,
            });
            log_seen_all.set_value(s.log.len());
            let seats = s.seats.len() as Seat;
            (
                s.shown.harbour().to_vec(),
                bust_ship.map(|()| drawn),
                (0..seats).map(|p| s.shown.coins(p)).collect::<Vec<_>>(),
                (0..seats)
                    .map(|p| s.shown.player(p).display.len())
                    .collect::<Vec<_>>(),
            )
        });
        let before = last_harbour.get_value();
        match bust_ship {
            Some(ship) => {
                let mut gone = before.clone();
                gone.extend(ship.filter(|c| !gone.contains(c)));
                busted.set(gone);
            }
            None => busted.set(Vec::new()),
        }
        last_harbour.set_value(harbour);
        let old = last_coins.get_value();
        let old_cards = last_cards.get_value();
        gained.set(
            coins
                .iter()
                .zip(cards.iter())
                .enumerate()
                .map(|(p, (&c, &n))| {
                    (
                        usize::from(c > old.get(p).copied().unwrap_or(c)),
                        usize::from(n > old_cards.get(p).copied().unwrap_or(n)),
                    )
                })
                .collect(),
        );
        last_coins.set_value(coins);
        last_cards.set_value(cards);
    });

    // --- The players ----------------------------------------------------------------------------
    // The person's own display in full; the others as a compact strip each (coins, influence,
    // swords, counts by kind) that opens on tap.
    let viewer = Memo::new(move |_| session.with(Session::viewer));
    let player = move |seat: Seat, own: bool| {
        session.with(|s| {
            let l = lang();
            let name = seat_name(l, &s.seats, seat);
            let control = s.control(seat);
            let tally = s.shown.tally(seat);
            let coins = s.shown.coins(seat);
            let active = s.shown.active() == seat && !s.is_over();
            let deciding = s.to_act() == Some(seat);
            let (coin_gain, card_gain) = gained
                .get_untracked()
                .get(usize::from(seat))
                .map_or((false, false), |&(c, n)| (c > 0, n > 0));
            // Characters grouped by kind (a kind is one name: "Sailor", "Trader (Flute)"),
            // shown by the first card of each kind; expeditions apart.
            // Ships tucked under Set Sail merchants are grouped by face, apart too.
            let mut groups: Vec<(Role, FaceId, usize)> = Vec::new();
            let mut exps: Vec<FaceId> = Vec::new();
            let mut tucked: Vec<(FaceId, usize)> = Vec::new();
            for &c in s.shown.player(seat).display.iter() {
                let f = face_id(c);
                match card_info(c) {
                    Info::Person { role, .. } => {
                        match groups.iter_mut().find(|g| g.0 == role) {
                            Some(g) => g.2 += 1,
                            None => groups.push((role, f, 1)),
                        }
                    }
                    Info::Ship { .. } => match tucked.iter_mut().find(|g| g.0 == f) {
                        Some(g) => g.1 += 1,
                        None => tucked.push((f, 1)),
                    },
                    _ => exps.push(f),
                }
            }
            let last_kind = s
                .shown
                .player(seat)
                .display
                .last()
                .map(|&c| face_id(c));
            let badge = (control != Control::Person)
                .then(|| i18n.t(crate::components::control_key(control)));
            let heading_id = format!("player-{seat}");
            let labelled = heading_id.clone();
            // Influence counts the contracts' (+1 for the second, +2 for the third).
            let influence = s.shown.influence(seat);
            let mut summary = i18n.t_with(
                "pr.player.summary",
                &[
                    ("name", name.clone()),
                    ("coins", coins.to_string()),
                    ("influence", influence.to_string()),
                    ("swords", tally.swords.to_string()),
                ],
            );
            // Contracts completed, and the influence they gave.
            let done = s.shown.contracts().map(|t| {
                let n = t.done.get(usize::from(seat)).copied().unwrap_or(0);
                let plus = s.shown.contract_influence(seat);
                summary.push(' ');
                summary.push_str(&i18n.t_with(
                    "pr.player.contracts",
                    &[("n", n.to_string()), ("influence", plus.to_string())],
                ));
                let plus = (plus > 0).then(|| format!(" +{plus}"));
                view! { <span class="stat contracts-done">"▣"{n}<small>{plus}</small></span> }
            });
            let stats = view! {
                <span class="stats" aria-hidden="true">
                    <span class="stat" class:gain=coin_gain><Icon name="coin" />{coins}</span>
                    <span class="stat"><Icon name="influence" />{influence}</span>
                    <span class="stat"><Icon name="swords" />{tally.swords}</span>
                    {done}
                </span>
                <span class="visually-hidden">{summary}</span>
            };
            let head = view! {
                <h3 id=heading_id>{name}</h3>
                {badge.map(|b| view! { <span class="badge">{b}</span> })}
                {active.then(|| view! { <span class="badge turn">{i18n.t("pr.player.active")}</span> })}
                {stats}
            };
            // Counts by kind, as small icons (the strip of another player).
            let kinds = groups
                .iter()
                .map(|&(role, _, n)| {
                    view! { <span class="kind"><Icon name=role_icon(role) />{n}</span> }
                })
                .collect_view();
            // One card of a display, with how many of it when more than one.
            let counted = move |f: FaceId, n: usize| view! {
                <li class:arrive=card_gain && last_kind == Some(f)>
                    <CardButton face=f explain=explain />
                    {(n > 1).then(|| view! { <span class="times">{format!("×{n}")}</span> })}
                </li>
            };
            let crew = move |groups: Vec<(Role, FaceId, usize)>, exps: Vec<FaceId>, tucked: Vec<(FaceId, usize)>| {
                view! {
                    {if groups.is_empty() {
                        view! { <p class="none">{i18n.t("pr.player.no_characters")}</p> }.into_any()
                    } else {
                        view! {
                            <ul class="crew" aria-label=i18n.t("pr.player.characters")>
                                {groups
                                    .into_iter()
                                    .map(|(_, f, n)| counted(f, n))
                                    .collect_view()}
                            </ul>
                        }
                        .into_any()
                    }}
                    {(!exps.is_empty()).then(|| view! {
                        <ul class="crew" aria-label=i18n.t("pr.player.expeditions")>
                            {exps.into_iter().map(|f| view! { <li class:arrive=card_gain && last_kind == Some(f)><CardButton face=f explain=explain /></li> }).collect_view()}
                        </ul>
                    })}
                    {(!tucked.is_empty()).then(|| view! {
                        <ul class="crew tucked" aria-label=i18n.t("pr.player.tucked")>
                            {tucked
                                .into_iter()
                                .map(|(f, n)| counted(f, n))
                                .collect_view()}
                        </ul>
                    })}
                }
            };
            if own {
                view! {
                    <article class="player own" class:active=active class:deciding=deciding class:gain-card=card_gain aria-labelledby=labelled>
                        <header>{head}</header>
                        {crew(groups, exps, tucked)}
                    </article>
                }
                .into_any()
            } else {
                view! {
                    <details class="player" class:active=active class:deciding=deciding class:gain-card=card_gain>
                        <summary>
                            {head}
                            <span class="kinds" aria-hidden="true">{kinds}</span>
                        </summary>
                        {crew(groups, exps, tucked)}
                    </details>
                }
                .into_any()
            }
        })
    };
    let own_panel = move || player(viewer.get(), true);
    let player_count = session.with_untracked(|s| s.seats.len() as Seat);
    let others = move || {
        let me = viewer.get();
        (0..player_count)
            .filter(|&p| p != me)
            .map(|p| view! { <li>{move || player(p, false)}</li> })
            .collect_view()
    };

    // --- The log ------------------------------------------------------------------------------
    // Newest first. Lines are keyed by (undo epoch, index) and built once each, so a long game's
    // log costs nothing per move; only a change of language re-renders their text.
    let log_keys = move || {
        session.with(|s| {
            let epoch = s.epoch;
            (0..s.log.len())
                .rev()
                .map(|i| (epoch, i))
                .collect::<Vec<_>>()
        })
    };
    let log_line = move |(_, i): (u32, usize)| {
        let (entry, seats) = session.with_untracked(|s| (s.log.get(i).cloned(), s.seats.clone()));
        let turn = entry
            .as_ref()
            .is_some_and(|e| matches!(e.event, islas_port_royal::Event::TurnStarted { .. }));
        let line = move || {
            entry
                .as_ref()
                .map(|e| event_text(lang(), &seats, e.actor, &e.event))
                .unwrap_or_default()
        };
        view! { <li class:turn=turn>{line}</li> }
    };
    // The last few events of the other players' turns, where the eye is (above the controls),
    // oldest first, announced politely as they come.
    let recent_keys = move || {
        session.with(|s| {
            let me = s.viewer();
            let epoch = s.epoch;
            let mut keys: Vec<(u32, usize)> = (0..s.log.len())
                .rev()
                .filter(|&i| s.log[i].actor != me || !s.control(me).is_person())
                .take(3)
                .map(|i| (epoch, i))
                .collect();
            keys.reverse();
            keys
        })
    };
    let recent_line = move |(_, i): (u32, usize)| {
        let (entry, seats) = session.with_untracked(|s| (s.log.get(i).cloned(), s.seats.clone()));
        let line = move || {
            entry
                .as_ref()
                .map(|e| event_text(lang(), &seats, e.actor, &e.event))
                .unwrap_or_default()
        };
        view! { <li>{line}</li> }
    };

    let is_over = Memo::new(move |_| session.with(Session::is_over));

    let cover_name = Signal::derive(move || {
        let seat = table.cover.get().unwrap_or(0);
        session.with(|s| seat_name(i18n.lang(), &s.seats, seat))
    });
    let board = move || {
        view! {
        <section class="page table" aria-labelledby="table-title">
            <h1 id="table-title" class="visually-hidden">"Port Royal"</h1>
            <TableBar table=table phase=Signal::derive(status) rules_href=rules_href.clone() />
            <Show when=move || is_over.get()>
                <EndOfGame session=session />
            </Show>
            <section class="harbour" aria-labelledby="harbour-title">
                <div class="harbour-head">
                    <h2 id="harbour-title">{move || i18n.t("pr.table.harbour")}</h2>
                    <span class="deck" aria-hidden="true"></span>
                    <p class="piles">{piles}</p>
                </div>
                <Show when=harbour_empty>
                    <p class="none">{move || i18n.t("pr.table.harbour_empty")}</p>
                </Show>
                <ol class="cards-row">
                    <For each=harbour_cards key=|c| *c let:c>
                        <li><CardButton face=face_id(c) explain=explain /></li>
                    </For>
                </ol>
                {move || {
                    let gone = busted.get();
                    (!gone.is_empty()).then(|| view! {
                        <ol class="cards-row busted" aria-hidden="true">
                            {gone.into_iter().map(|c| view! { <li><CardButton face=face_id(c) explain=explain /></li> }).collect_view()}
                        </ol>
                    })
                }}
            </section>
            // Set Sail! has no expeditions: no section for them.
            <section class="board" aria-labelledby="expeditions-title" hidden=set_sail>
                <h2 id="expeditions-title">{move || i18n.t("pr.table.expeditions")}</h2>
                <Show when=no_expeditions>
                    <p class="none">{move || i18n.t("pr.table.no_expeditions")}</p>
                </Show>
                <ul class="cards-row">
                    <For each=expedition_cards key=|c| *c let:c>
                        <li><CardButton face=face_id(c) explain=explain /></li>
                    </For>
                </ul>
                <Contracts session=session />
            </section>
            <section class="you" aria-label=move || i18n.t("pr.table.you")>
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
                <ol class="recent" aria-live="polite" aria-label=move || i18n.t("pr.table.recent")>
                    <For each=recent_keys key=|k| *k children=recent_line />
                </ol>
                {move || bust_note.get().map(|n| view! {
                    <div class="bust-note" role="status">
                        <p>{n}</p>
                        <button type="button" class="secondary" on:click=move |_| bust_note.set(None)>
                            {i18n.t("pr.table.bust_ok")}
                        </button>
                    </div>
                })}
                {controls}
            </div>
            // The side column of a wide screen: the Adventure (in a chapter), the other players.
            <div class="side">
                <AdventurePanel session=session explain=explain />
                // Alone (the solo game) there are no other players.
                <section class="players" aria-labelledby="players-title" hidden=player_count < 2>
                    <h2 id="players-title">{move || i18n.t("pr.table.others")}</h2>
                    <ul>{others}</ul>
                </section>
            </div>
            <details class="log">
                <summary>{move || i18n.t("table.log")}</summary>
                <ol class="log-list" reversed tabindex="0" aria-label=move || i18n.t("table.log")>
                    <For each=log_keys key=|k| *k children=log_line />
                </ol>
            </details>
            <CardExplainer explain=explain />
            <StoryPage id=story_id.clone() session=session />
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
