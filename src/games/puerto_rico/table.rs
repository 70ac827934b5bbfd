//! The Puerto Rico table: the roles, the supply (colonist ship, cargo ships, trading house,
//! plantations, goods, chips), every player's island and city, the building supply, what is
//! being decided and its controls, the log. The generic `TableController` saves, drives the
//! computer opponents, undoes and covers the table between persons; this file draws
//! `Session::shown` (the viewer's view).

use islas_core::{Game, Seat};
use islas_puerto_rico::{
    Action, Building, Event, Good, Phase, PuertoRico, QUARRY, Role, TARGETS, building_cost,
    target_id,
};
use leptos::prelude::*;

use super::Session;
use super::end::EndOfGame;
use super::mayor;
use super::summary;
use super::text::{
    action_label, barrels, building_desc, building_name, count, event_text, good_name, goods_list,
    phase_text, refusal_text, role_name, seat_name, target_name,
};
use crate::components::{HandoverCover, Icon};
use crate::i18n::Lang;
use crate::model::Control;
use crate::providers::{I18n, SavesContext};
use crate::session::TableBar;
use crate::session::controller::{TableController, open};

/// `/play/<id>`: a saved game at the table.
#[component]
pub fn Table(id: String) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let saves = expect_context::<SavesContext>();
    match open::<PuertoRico>(saves, &id) {
        Ok((session, rev)) => view! { <TableView id=id session=session rev=rev /> }.into_any(),
        Err((key, reason)) => view! {
            <section class="page table-missing">
                <h1>"Puerto Rico"</h1>
                <p class="error" role="alert">
                    {move || i18n.t_with(key, &[("reason", reason.clone())])}
                </p>
                <p>
                    <a href=format!("/new/{}", PuertoRico::NAME) class="button">{move || i18n.t("end.new")}</a>
                    " "
                    <a href="/" class="button secondary">{move || i18n.t("link.back")}</a>
                </p>
            </section>
        }
        .into_any(),
    }
}

fn good_icon(g: Good) -> &'static str {
    g.id()
}

/// Roles taken this round: (role, by whom), from the log since the round began.
fn taken_this_round(s: &Session) -> Vec<(Role, Seat)> {
    let mut out = Vec::new();
    for e in s.log.iter().rev() {
        match e.event {
            Event::RoundEnded { .. } => break,
            Event::RoleChosen { seat, role, .. } => out.push((role, seat)),
            _ => {}
        }
    }
    out
}

/// "●●○": a building's or tile's circles, decorative (the words say it).
fn circles(filled: u8, total: u8) -> impl IntoView {
    view! {
        <span class="circles" aria-hidden="true">
            {(0..total).map(|i| view! { <span class="circle" class:on=i < filled></span> }).collect_view()}
        </span>
    }
}

/// One player's island, city, goods, doubloons and points.
fn board(s: &Session, lang: Lang, seat: Seat, own: bool, taken: &[(Role, Seat)]) -> AnyView {
    let g = &s.shown;
    let p = *g.player(seat);
    let t = |k: &str, args: &[(&str, String)]| crate::i18n::text(lang, k, args);
    let name = seat_name(lang, &s.seats, seat);
    let control = s.control(seat);
    let deciding = s.to_act() == Some(seat);
    let governor = g.governor == seat && !s.is_over();
    let badge =
        (control != Control::Person).then(|| t(crate::components::control_key(control), &[]));
    let roles: Vec<String> = taken
        .iter()
        .filter(|(_, by)| *by == seat)
        .map(|(r, _)| role_name(lang, *r))
        .collect();
    let goods_words = goods_list(lang, &p.goods);
    let summary = t(
        "rico.player.summary",
        &[
            ("name", name.clone()),
            (
                "doubloons",
                count(lang, "doubloons", usize::from(p.doubloons)),
            ),
            (
                "colonists",
                count(lang, "colonists", usize::from(p.colonists())),
            ),
            ("goods", goods_words.clone()),
        ],
    );
    // At the end every chip is turned over: the whole state's points, not the view's.
    let points = if s.is_over() {
        s.game.player(seat).vp
    } else {
        p.vp
    };
    let vp = if own || s.is_over() {
        t("rico.player.vp", &[("n", points.to_string())])
    } else {
        t("rico.player.vp_hidden", &[])
    };
    let stats = view! {
        <span class="stats" aria-hidden="true">
            <span class="stat"><Icon name="doubloon" />{p.doubloons}</span>
            <span class="stat"><Icon name="colonist" />{p.colonists()}</span>
            <span class="stat vp"><Icon name="vp" />{if own || s.is_over() { points.to_string() } else { "?".to_string() }}</span>
            {Good::ALL.iter().filter(|x| p.goods[x.index()] > 0).map(|&x| view! {
                <span class="stat"><Icon name=good_icon(x) />{p.goods[x.index()]}</span>
            }).collect_view()}
        </span>
        <span class="visually-hidden">{summary}" "{vp.clone()}</span>
    };
    let heading_id = format!("rico-player-{seat}");
    let head = view! {
        <h3 id=heading_id.clone()>{name}</h3>
        {badge.map(|b| view! { <span class="badge">{b}</span> })}
        {governor.then(|| view! { <span class="badge gov"><Icon name="governor" />{t("rico.player.governor", &[])}</span> })}
        {roles.into_iter().map(|r| view! { <span class="badge role">{r}</span> }).collect_view()}
        {stats}
    };
    // The island: tiles by kind, each with its circle.
    let island = (0..6)
        .filter(|&k| p.island[k] > 0)
        .map(|k| {
            let words = format!(
                "{}: {}",
                target_name(lang, k),
                t(
                    "rico.table.staffed",
                    &[
                        ("n", p.island_colonists[k].to_string()),
                        ("circles", p.island[k].to_string()),
                    ]
                )
            );
            let icon = if k == QUARRY {
                "quarry"
            } else {
                Good::ALL[k].id()
            };
            let class = format!("tile k-{}", target_id(k as u8));
            view! {
                <li class="tiles">
                    {(0..p.island[k]).map(|i| view! {
                        <span class=class.clone() aria-hidden="true">
                            <Icon name=icon />
                            <span class="circle" class:on=i < p.island_colonists[k]></span>
                        </span>
                    }).collect_view()}
                    <span class="visually-hidden">{words}</span>
                </li>
            }
        })
        .collect_view();
    let city = Building::ALL
        .iter()
        .filter(|b| p.owns(**b))
        .map(|&b| {
            let d = b.data();
            let on = p.building_colonists[b.index()];
            let staffed = t(
                "rico.table.staffed",
                &[("n", on.to_string()), ("circles", d.circles.to_string())],
            );
            let class = match d.kind {
                islas_puerto_rico::Kind::SmallProduction(x)
                | islas_puerto_rico::Kind::Production(x) => format!("bld prod k-{}", x.id()),
                islas_puerto_rico::Kind::Large => "bld violet large".to_string(),
                islas_puerto_rico::Kind::Violet => "bld violet".to_string(),
            };
            view! {
                <li class=class title=building_desc(lang, b)>
                    <span class="bname">{building_name(lang, b)}</span>
                    {circles(on, d.circles)}
                    <span class="visually-hidden">{staffed}</span>
                </li>
            }
        })
        .collect_view();
    let island_head = t("rico.table.island", &[("n", p.island_used().to_string())]);
    let city_head = t("rico.table.city", &[("n", p.city_used().to_string())]);
    let san_juan = (p.san_juan > 0).then(|| {
        view! {
            <p class="san-juan">
                <Icon name="colonist" />
                {t("rico.table.san_juan", &[("colonists", count(lang, "colonists", usize::from(p.san_juan)))])}
            </p>
        }
    });
    let body = view! {
        <div class="estate">
            <div class="island">
                <h4>{island_head}</h4>
                <ul>{island}</ul>
            </div>
            <div class="city">
                <h4>{city_head}</h4>
                {(p.buildings == 0).then(|| view! { <p class="none">{t("rico.table.city_empty", &[])}</p> })}
                <ul>{city}</ul>
            </div>
            {san_juan}
            <p class="goods-line">{t("rico.table.goods", &[("goods", goods_words)])}" · "{vp}</p>
        </div>
    };
    if own {
        view! {
            <article class="rico-player player own" class:deciding=deciding aria-labelledby=heading_id>
                <header>{head}</header>
                {body}
            </article>
        }
        .into_any()
    } else {
        view! {
            <details class="rico-player player" class:deciding=deciding>
                <summary>{head}</summary>
                {body}
            </details>
        }
        .into_any()
    }
}

#[component]
fn TableView(id: String, session: Session, rev: u64) -> impl IntoView {
    let i18n = expect_context::<I18n>();

    let rules_href = format!("/rules/{}?from={id}", PuertoRico::NAME);
    let table = TableController::new(id, session, rev, refusal_text);
    let session = table.session;
    let on_action = move |text: String| table.act(text);
    let lang = move || i18n.lang();

    let status = move || session.with(|s| phase_text(lang(), &s.seats, &s.shown));

    // --- The controls ------------------------------------------------------------------------
    let decision_ref = NodeRef::<leptos::html::Div>::new();
    let controls = move || {
        let s = session.get();
        let seat = s.person_to_act()?;
        let l = lang();
        let g = &s.shown;
        let who = seat_name(l, &s.seats, seat);
        if let Phase::Mayor { .. } = g.phase {
            return Some(
                view! {
                    <h2 class="visually-hidden">{i18n.t_with("table.controls", &[("name", who)])}</h2>
                    <MayorPanel session=session table=table seat=seat />
                }
                .into_any(),
            );
        }
        let legal = s.legal();
        let buttons = legal
            .iter()
            .map(|a| {
                let preview = s.preview(a).unwrap_or_default();
                let label = action_label(l, g, a, &preview);
                let text = a.to_string();
                let (class, desc) = match a {
                    Action::Role(r) => {
                        let id = match r {
                            Role::Prospector2 => "prospector",
                            r => r.id(),
                        };
                        ("take role-pick", Some(i18n.t(&format!("rico.roledesc.{id}"))))
                    }
                    Action::Pass => ("secondary", None),
                    Action::Colonist(false) => ("secondary", None),
                    _ => ("take", None),
                };
                view! {
                    <button type="button" class=class data-action=text.clone() on:click=move |_| on_action(text.clone())>
                        <span>{label}</span>
                        {desc.map(|d| view! { <small class="desc">{d}</small> })}
                    </button>
                }
            })
            .collect_view();
        let hint = match g.phase {
            Phase::Captain => Some("rico.hint.captain"),
            Phase::Storage { .. } => Some("rico.hint.storage"),
            Phase::Builder => Some("rico.hint.builder"),
            _ => None,
        }
        .map(|k| view! { <p class="hint">{i18n.t(k)}</p> });
        Some(
            view! {
                <h2 class="visually-hidden">{i18n.t_with("table.controls", &[("name", who)])}</h2>
                {hint}
                <div class="buttons">{buttons}</div>
            }
            .into_any(),
        )
    };
    // Keyboard: when new controls appear and focus was lost with the old ones, focus the first.
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
                if let Some(b) = div
                    .query_selector("button:enabled")
                    .ok()
                    .flatten()
                    .and_then(|b| b.dyn_into::<web_sys::HtmlElement>().ok())
                {
                    let opts = web_sys::FocusOptions::new();
                    opts.set_prevent_scroll(true);
                    let _ = b.focus_with_options(&opts);
                }
            });
        }
    });

    // --- Roles and supply ---------------------------------------------------------------------
    let roles = move || {
        session.with(|s| {
            let l = lang();
            let g = &s.shown;
            let taken = taken_this_round(s);
            Role::ALL
                .iter()
                .enumerate()
                .filter(|(i, _)| g.roles_in_game & (1 << i) != 0)
                .map(|(i, &r)| {
                    let by = taken.iter().find(|(x, _)| *x == r).map(|(_, s)| *s);
                    let d = g.role_doubloons[i];
                    let state = match by {
                        Some(seat) => i18n.t_with(
                            "rico.table.role_taken",
                            &[("name", seat_name(l, &s.seats, seat))],
                        ),
                        None => i18n.t("rico.table.role_free"),
                    };
                    let current = g.role == Some(r) && !s.is_over();
                    view! {
                        <li class="role" class:taken=by.is_some() class:current=current>
                            <span class="rname">{role_name(l, r)}</span>
                            {(d > 0).then(|| view! {
                                <span class="on-role">
                                    <Icon name="doubloon" />{d}
                                    <span class="visually-hidden">{count(l, "doubloons", usize::from(d))}</span>
                                </span>
                            })}
                            <span class="rstate">{state}</span>
                        </li>
                    }
                })
                .collect_view()
        })
    };
    let supply = move || {
        session.with(|s| {
            let l = lang();
            let g = &s.shown;
            let t = |k: &str, args: &[(&str, String)]| crate::i18n::text(l, k, args);
            let face_up = Good::ALL
                .iter()
                .filter(|x| g.face_up[x.index()] > 0)
                .flat_map(|&x| {
                    (0..g.face_up[x.index()]).map(move |_| x)
                })
                .map(|x| {
                    view! {
                        <li class=format!("tile k-{}", x.id())>
                            <Icon name=good_icon(x) />
                            <span class="tname">{good_name(l, x)}</span>
                        </li>
                    }
                })
                .collect_view();
            let goods = Good::ALL
                .iter()
                .map(|&x| {
                    view! {
                        <li>
                            <Icon name=good_icon(x) />
                            <span aria-hidden="true">{g.goods[x.index()]}</span>
                            <span class="visually-hidden">{barrels(l, x, usize::from(g.goods[x.index()]))}</span>
                        </li>
                    }
                })
                .collect_view();
            let ships = g
                .ships
                .iter()
                .filter(|sh| sh.capacity > 0)
                .map(|sh| {
                    let load = match sh.good {
                        Some(x) if sh.load > 0 => barrels(l, x, usize::from(sh.load)),
                        _ => t("rico.table.ship_empty", &[]),
                    };
                    let words = t(
                        "rico.table.ship",
                        &[("capacity", sh.capacity.to_string()), ("load", load)],
                    );
                    view! {
                        <li class="ship">
                            <span class="slots" aria-hidden="true">
                                {(0..sh.capacity).map(|i| match sh.good {
                                    Some(x) if i < sh.load => view! { <Icon name=good_icon(x) /> }.into_any(),
                                    _ => view! { <span class="slot"></span> }.into_any(),
                                }).collect_view()}
                            </span>
                            <span class="sname">{words}</span>
                        </li>
                    }
                })
                .collect_view();
            let in_house: u8 = g.house.iter().sum();
            let house = Good::ALL
                .iter()
                .filter(|x| g.house[x.index()] > 0)
                .flat_map(|&x| (0..g.house[x.index()]).map(move |_| x))
                .map(|x| view! { <Icon name=good_icon(x) label=Signal::stored(good_name(l, x)) /> })
                .collect_view();
            view! {
                <div class="counters">
                    <p><Icon name="colonist" />{t("rico.table.colonist_ship", &[("colonists", count(l, "colonists", usize::from(g.ship_colonists)))])}</p>
                    <p><Icon name="colonist" />{t("rico.table.colonist_supply", &[("colonists", count(l, "colonists", usize::from(g.colonists)))])}</p>
                    <p><Icon name="vp" />{t("rico.table.vp_supply", &[("n", g.vp_chips.to_string())])}</p>
                    <p><Icon name="quarry" />{t("rico.table.quarry_supply", &[("n", g.quarries.to_string())])}</p>
                </div>
                <h3>{t("rico.table.face_up", &[])}</h3>
                {(g.face_up.iter().all(|&c| c == 0)).then(|| view! { <p class="none">{t("rico.table.face_up_none", &[])}</p> })}
                <ul class="face-up">{face_up}</ul>
                <h3>{t("rico.table.cargo_ships", &[])}</h3>
                <ul class="ships">{ships}</ul>
                <h3>{t("rico.table.house", &[("n", in_house.to_string())])}</h3>
                <p class="house">
                    {house}
                    {(in_house == 0).then(|| t("rico.table.house_empty", &[]))}
                </p>
                <h3>{t("rico.table.goods_supply", &[])}</h3>
                <ul class="goods-supply">{goods}</ul>
            }
        })
    };

    // --- The building supply ------------------------------------------------------------------
    let building_open = Memo::new(move |_| {
        session.with(|s| s.person_to_act().is_some() && s.shown.phase == Phase::Builder)
    });
    let buildings = move || {
        session.with(|s| {
            let l = lang();
            let g = &s.shown;
            let me = s.viewer();
            let p = g.player(me);
            let privilege = g.role == Some(Role::Builder) && g.chooser == me && !s.is_over();
            let t = |k: &str, args: &[(&str, String)]| crate::i18n::text(l, k, args);
            (1..=4u8)
                .map(|col| {
                    let items = Building::ALL
                        .iter()
                        .filter(|b| b.data().column() == col)
                        .map(|&b| {
                            let d = b.data();
                            let left = g.supply[b.index()];
                            let price = building_cost(p, b, privilege);
                            let facts = t(
                                "rico.building.facts",
                                &[
                                    ("doubloons", count(l, "doubloons", usize::from(d.cost))),
                                    ("points", d.points.to_string()),
                                    ("circles", count(l, "colonists", usize::from(d.circles))),
                                ],
                            );
                            let state = if p.owns(b) {
                                t("rico.building.yours", &[])
                            } else if left == 0 {
                                t("rico.building.sold_out", &[])
                            } else {
                                t(
                                    if privilege {
                                        "rico.building.price_builder"
                                    } else {
                                        "rico.building.price"
                                    },
                                    &[("doubloons", count(l, "doubloons", usize::from(price)))],
                                )
                            };
                            let class = match d.kind {
                                islas_puerto_rico::Kind::SmallProduction(x)
                                | islas_puerto_rico::Kind::Production(x) => {
                                    format!("sb prod k-{}", x.id())
                                }
                                islas_puerto_rico::Kind::Large => "sb violet large".to_string(),
                                islas_puerto_rico::Kind::Violet => "sb violet".to_string(),
                            };
                            let afford = u16::from(price) <= p.doubloons && left > 0 && !p.owns(b);
                            view! {
                                <li>
                                    <details class=class class:gone=left == 0 class:afford=afford>
                                        <summary>
                                            <span class="bname">{building_name(l, b)}</span>
                                            <span class="bcost"><Icon name="doubloon" />{price}</span>
                                            <span class="bleft">{t("rico.building.left", &[("n", left.to_string())])}</span>
                                        </summary>
                                        <p>{facts}</p>
                                        <p>{state}</p>
                                        <p>{building_desc(l, b)}</p>
                                        {(d.size() == 2).then(|| view! { <p>{t("rico.building.large", &[])}</p> })}
                                    </details>
                                </li>
                            }
                        })
                        .collect_view();
                    view! { <ul class="column">{items}</ul> }
                })
                .collect_view()
        })
    };

    // --- The players --------------------------------------------------------------------------
    let viewer = Memo::new(move |_| session.with(Session::viewer));
    let own_panel =
        move || session.with(|s| board(s, lang(), viewer.get(), true, &taken_this_round(s)));
    let player_count = session.with_untracked(|s| s.seats.len() as Seat);
    let others = move || {
        let me = viewer.get();
        (0..player_count)
            .filter(|&p| p != me)
            .map(|p| {
                view! {
                    <li>{move || session.with(|s| board(s, lang(), p, false, &taken_this_round(s)))}</li>
                }
            })
            .collect_view()
    };

    // --- The log ------------------------------------------------------------------------------
    let log_line = move |i: usize| {
        let (entry, seats) = session.with_untracked(|s| (s.log.get(i).cloned(), s.seats.clone()));
        let round = entry
            .as_ref()
            .is_some_and(|e| matches!(e.event, Event::RoundEnded { .. }));
        let line = move || {
            entry
                .as_ref()
                .map(|e| event_text(lang(), &seats, e.actor, &e.event))
                .unwrap_or_default()
        };
        view! { <li class:turn=round>{line}</li> }.into_any()
    };
    // The full log by role: each phase in words, its events under it. Both lists (this one and
    // the last moves) share one `For` and one child: a key is (epoch × 2 + 1, the last log line
    // of a piece of the log) here, (epoch × 2, a log line) there. A phase's key holds its last
    // line, so only the phase under way is drawn again when it grows.
    let points = StoredValue::new_local(summary::Points::default());
    let log_items = move || {
        session.with(|s| {
            let tag = s.epoch.wrapping_mul(2) | 1;
            summary::items(&s.log)
                .into_iter()
                .rev()
                .map(|it| (tag, it.last()))
                .collect::<Vec<_>>()
        })
    };
    let entry = move |(tag, i): (u32, usize)| {
        if tag & 1 == 0 {
            return log_line(i);
        }
        let piece = session.with_untracked(|s| {
            let item = summary::items(&s.log)
                .into_iter()
                .find(|it| it.last() == i)?;
            let summary::Item::Turn { start, end } = item else {
                return None;
            };
            points.update_value(|p| p.update(s));
            let turn = points.with_value(|p| summary::session_turn(s, p, start, end))?;
            Some((turn, summary::details(&s.log, start, end), s.seats.clone()))
        });
        let Some((turn, details, seats)) = piece else {
            return log_line(i);
        };
        // The chooser's line, then the others' (one a line: `white-space: pre-line`).
        let lines = move |first: bool| {
            let mut lines = summary::turn_lines(lang(), &seats, &turn);
            if first {
                lines.truncate(1);
                lines
            } else {
                lines.split_off(1.min(lines.len()))
            }
            .join("\n")
        };
        let lines_too = lines.clone();
        view! {
            <li class="phase">
                <details>
                    <summary>
                        {move || lines(true)}
                        <span class="others">{move || lines_too(false)}</span>
                    </summary>
                    <ol class="moves" aria-label=move || i18n.t("rico.sum.details")>
                        {details.into_iter().map(log_line).collect_view()}
                    </ol>
                </details>
            </li>
        }
        .into_any()
    };
    let recent_keys = move || {
        session.with(|s| {
            let me = s.viewer();
            let tag = s.epoch.wrapping_mul(2);
            let mut keys: Vec<(u32, usize)> = (0..s.log.len())
                .rev()
                .filter(|&i| s.log[i].actor != me || !s.control(me).is_person())
                .take(3)
                .map(|i| (tag, i))
                .collect();
            keys.reverse();
            keys
        })
    };

    let is_over = Memo::new(move |_| session.with(Session::is_over));
    let cover_name = Signal::derive(move || {
        let seat = table.cover.get().unwrap_or(0);
        session.with(|s| seat_name(i18n.lang(), &s.seats, seat))
    });
    let board_view = move || {
        view! {
        <section class="page table rico" aria-labelledby="table-title">
            <h1 id="table-title" class="visually-hidden">"Puerto Rico"</h1>
            <TableBar table=table phase=Signal::derive(status) rules_href=rules_href.clone() />
            <Show when=move || is_over.get()>
                <EndOfGame session=session />
            </Show>
            <section class="roles" aria-labelledby="roles-title">
                <h2 id="roles-title">{move || i18n.t("rico.table.roles")}</h2>
                <ul>{roles}</ul>
            </section>
            <section class="you" aria-label=move || i18n.t("rico.table.you")>
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
                <ol class="recent" aria-live="polite" aria-label=move || i18n.t("rico.table.recent")>
                    <For each=recent_keys key=|k| *k children=entry />
                </ol>
                {controls}
            </div>
            <section class="supply" aria-labelledby="supply-title">
                <h2 id="supply-title">{move || i18n.t("rico.table.supply")}</h2>
                {supply}
            </section>
            <details class="building-supply" prop:open=move || building_open.get()>
                <summary>
                    <span>{move || i18n.t("rico.table.buildings")}</span>
                    <span class="hint">{move || i18n.t("rico.table.buildings_hint")}</span>
                </summary>
                <div class="columns">{buildings}</div>
            </details>
            <section class="players" aria-labelledby="players-title">
                <h2 id="players-title">{move || i18n.t("rico.table.others")}</h2>
                <ul>{others}</ul>
            </section>
            <details class="log">
                <summary>{move || i18n.t("table.log")}</summary>
                <ol class="log-list" reversed tabindex="0" aria-label=move || i18n.t("table.log")>
                    <For each=log_items key=|k| *k children=entry />
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
            {board_view()}
        </Show>
    }
}

/// The mayor's placement for the person to act: every target with free circles, a suggested
/// placement to adjust with − and +, and "Place these colonists" once every colonist that must
/// be placed is.
#[component]
fn MayorPanel(
    session: RwSignal<Session>,
    table: TableController<PuertoRico>,
    seat: Seat,
) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let (targets, needed, base, frees, suggested) = session.with_untracked(|s| {
        let g = &s.shown;
        let p = g.player(seat);
        let ts = mayor::targets(g);
        let frees: Vec<u8> = ts.iter().map(|&t| mayor::free(p, t)).collect();
        (
            ts,
            mayor::needed(g),
            mayor::base(g),
            frees,
            mayor::suggest(g),
        )
    });
    let plan = RwSignal::new(suggested);
    let placed = move || plan.with(|p| p.iter().sum::<u8>());
    let on_confirm = move |_| {
        let chosen = plan.get_untracked();
        for _ in 0..(TARGETS * 4) {
            let next = session.with_untracked(|s| {
                (s.person_to_act() == Some(seat))
                    .then(|| mayor::next_place(&s.shown, &base, &chosen))
                    .flatten()
            });
            let Some(t) = next else { break };
            let before = session.with_untracked(|s| s.record.actions.len());
            table.act(format!("place {}", target_id(t)));
            if session.with_untracked(|s| s.record.actions.len()) == before {
                break;
            }
        }
    };
    let rows = targets
        .iter()
        .zip(frees)
        .map(|(&t, free)| {
            let name = move || target_name(i18n.lang(), t);
            let n = move || plan.with(|p| p[t]);
            let more_label = move || i18n.t_with("rico.mayor.more", &[("target", name())]);
            let fewer_label = move || i18n.t_with("rico.mayor.fewer", &[("target", name())]);
            let no_more = move || n() >= free || placed() >= needed;
            let no_fewer = move || n() == 0;
            let row_class = move || if n() > 0 { "mayor-row filled" } else { "mayor-row" };
            let icon = match t {
                QUARRY => "quarry",
                k if k < QUARRY => Good::ALL[k].id(),
                _ => "building",
            };
            view! {
                <li class=row_class>
                    <Icon name=icon />
                    <span class="mname">
                        {move || i18n.t_with("rico.mayor.slot", &[("target", name()), ("n", n().to_string()), ("free", free.to_string())])}
                    </span>
                    {circles_signal(n, free)}
                    <button type="button" class="secondary step" aria-label=fewer_label
                        disabled=no_fewer
                        on:click=move |_| plan.update(|p| p[t] = p[t].saturating_sub(1))>"−"</button>
                    <button type="button" class="secondary step" aria-label=more_label
                        disabled=no_more
                        on:click=move |_| plan.update(|p| if p[t] < free { p[t] += 1 })>"+"</button>
                </li>
            }
        })
        .collect_view();
    view! {
        <div class="mayor">
            <h3>{move || i18n.t("rico.mayor.title")}</h3>
            <p class="mayor-left" aria-live="polite">
                {move || i18n.t_with("rico.mayor.left", &[("n", placed().to_string()), ("total", needed.to_string())])}
            </p>
            <ul class="mayor-rows">{rows}</ul>
            <p class="hint">{move || i18n.t("rico.mayor.rule")}</p>
            <div class="buttons">
                <button type="button" class="primary" data-action="mayor-confirm" disabled=move || placed() != needed on:click=on_confirm>
                    {move || i18n.t("rico.mayor.confirm")}
                </button>
                <button type="button" class="secondary" on:click=move |_| plan.set(suggested)>
                    {move || i18n.t("rico.mayor.reset")}
                </button>
                <button type="button" class="secondary" on:click=move |_| plan.set([0; TARGETS])>
                    {move || i18n.t("rico.mayor.clear")}
                </button>
            </div>
        </div>
    }
}

fn circles_signal(n: impl Fn() -> u8 + Send + Sync + Copy + 'static, free: u8) -> impl IntoView {
    view! {
        <span class="circles" aria-hidden="true">
            {(0..free).map(|i| view! { <span class="circle" class:on=move || i < n()></span> }).collect_view()}
        </span>
    }
}
