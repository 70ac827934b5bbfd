//! One player's board: the head (name, badges, roles taken, doubloons, colonists, points,
//! goods), the island and the city, colonists in San Juan, goods and points in words. The
//! person's own open as an article (the trader sells, and storage keeps, on its barrels); the
//! others' fold away.

use islas_core::Seat;
use islas_puerto_rico::{Building, Good, Player, PuertoRico, QUARRY, Role, target_id};
use leptos::prelude::*;

use super::super::Session;
use super::super::text::{
    building_desc, building_face_name, count, goods_list, piece_name, role_name, seat_name,
    target_name,
};
use super::buildings::building_class;
use super::mayor_panel::{MayorPlan, MayorTurn};
use super::pieces::{Piece, barrel_button, house_at_hand, piece_choice};
use super::roles::taken_this_round;
use super::{circles, good_icon};
use crate::components::Icon;
use crate::i18n::{Lang, text};
use crate::model::Control;
use crate::providers::I18n;
use crate::session::controller::TableController;

/// The spaces of an island, and of a city, on a player board.
const SPACES: u8 = 12;

/// A player's victory points as shown: the viewer's own (or everyone's at the end, when every
/// chip is turned over: the whole state's points, not the view's); `None` while hidden.
pub fn shown_points(s: &Session, seat: Seat, own: bool) -> Option<u16> {
    if s.is_over() {
        Some(s.game.player(seat).vp)
    } else if own {
        Some(s.shown.player(seat).vp)
    } else {
        None
    }
}

/// The roles `seat` took this round, in words.
pub fn roles_taken(lang: Lang, taken: &[(Role, Seat)], seat: Seat) -> Vec<String> {
    taken
        .iter()
        .filter(|(_, by)| *by == seat)
        .map(|(r, _)| role_name(lang, *r))
        .collect()
}

/// One player's board, following the session and the language; with `table`, its barrels, and
/// in the mayor's placement its circles, are the person's choices when they are (the person's
/// own board).
#[component]
pub fn PlayerBoard(
    session: RwSignal<Session>,
    seat: Seat,
    own: bool,
    #[prop(optional)] table: Option<TableController<PuertoRico>>,
) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let plan = use_context::<MayorPlan>().filter(|_| own && table.is_some());
    move || session.with(|s| board(s, i18n.lang(), seat, own, table, plan))
}

/// The mayor's placement being made on this board, if it is.
type Placing = Option<(MayorPlan, MayorTurn)>;

fn board(
    s: &Session,
    lang: Lang,
    seat: Seat,
    own: bool,
    table: Option<TableController<PuertoRico>>,
    plan: Option<MayorPlan>,
) -> AnyView {
    let placing: Placing = plan.and_then(|pl| Some((pl, pl.for_board(s, seat)?)));
    let p = *s.shown.player(seat);
    let t = |k: &str, args: &[(&str, String)]| text(lang, k, args);
    let name = seat_name(lang, &s.seats, seat);
    let control = s.control(seat);
    let deciding = s.to_act() == Some(seat);
    let governor = s.shown.governor == seat && !s.is_over();
    let badge =
        (control != Control::Person).then(|| t(crate::components::control_key(control), &[]));
    let roles = roles_taken(lang, &taken_this_round(s), seat);
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
    let points = shown_points(s, seat, own);
    let vp = match points {
        Some(n) => t("rico.player.vp", &[("n", n.to_string())]),
        None => t("rico.player.vp_hidden", &[]),
    };
    // Each good's barrels; on the person's own board, a choice when the engine has one there
    // (unless the trader's choice is at hand in the decision).
    let table = table.filter(|_| !house_at_hand(s));
    let barrels = Good::ALL
        .iter()
        .filter(|x| p.goods[x.index()] > 0)
        .map(|&x| {
            let n = p.goods[x.index()];
            let chosen = table.filter(|_| own).and_then(|t| Some((t, piece_choice(lang, s, Piece::Own(x))?)));
            match chosen {
                Some((t, c)) => barrel_button(x, n, c, t).into_any(),
                None => view! { <span class="stat" aria-hidden="true"><Icon name=good_icon(x) />{n}</span> }.into_any(),
            }
        })
        .collect_view();
    let stats = view! {
        <span class="stats">
            <span class="stat" aria-hidden="true"><Icon name="doubloon" />{p.doubloons}</span>
            <span class="stat" aria-hidden="true"><Icon name="colonist" />{p.colonists()}</span>
            <span class="stat vp" aria-hidden="true"><Icon name="vp" />{points.map_or_else(|| "?".to_string(), |n| n.to_string())}</span>
            {barrels}
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
            <Island lang=lang player=p placing=placing />
            <City lang=lang player=p placing=placing />
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

/// A free circle of target `t` (its `j`th) in the mayor's placement, a button: a tap puts a
/// colonist there or takes it back. `class` and `face` draw it (a tile with its circle, or the
/// circle of a building).
fn circle_button(
    lang: Lang,
    (plan, turn): (MayorPlan, MayorTurn),
    t: usize,
    j: u8,
    class: String,
    face: AnyView,
) -> AnyView {
    let args = [("piece", piece_name(lang, t))];
    let place = text(lang, "rico.mayor.place", &args);
    let take = text(lang, "rico.mayor.take", &args);
    let on = move || plan.on(t, j);
    let full = move || !on() && plan.placed() >= turn.needed;
    view! {
        <button type="button" class=class class:on=on
            aria-label=move || if on() { take.clone() } else { place.clone() }
            disabled=full
            on:click=move |_| plan.toggle(t, j)>
            {face}
        </button>
    }
    .into_any()
}

/// The island as on the player board: twelve spaces, the tiles by kind (each with its circle,
/// a colonist on it or not; in the mayor's placement, a free one a button), then the empty
/// spaces.
#[component]
fn Island(lang: Lang, player: Player, placing: Placing) -> impl IntoView {
    let p = player;
    let words = (0..6)
        .filter(|&k| p.island[k] > 0)
        .map(|k| {
            format!(
                "{}: {}",
                target_name(lang, k),
                text(
                    lang,
                    "rico.table.staffed",
                    &[
                        ("n", p.island_colonists[k].to_string()),
                        ("circles", p.island[k].to_string()),
                    ]
                )
            )
        })
        .map(|w| view! { <li>{w}</li> })
        .collect_view();
    let tiles = (0..6)
        .flat_map(|k| (0..p.island[k]).map(move |i| (k, i)))
        .map(|(k, i)| {
            let icon = if k == QUARRY {
                "quarry"
            } else {
                Good::ALL[k].id()
            };
            let class = format!("space tile k-{}", target_id(k as u8));
            let j = i.wrapping_sub(p.island_colonists[k]);
            match placing {
                Some(pl) if j < pl.1.free[k] => {
                    let face = view! { <Icon name=icon /><span class="circle"></span> };
                    circle_button(lang, pl, k, j, class, face.into_any())
                }
                _ => view! {
                    <span class=class>
                        <Icon name=icon />
                        <span class="circle" class:on=i < p.island_colonists[k]></span>
                    </span>
                }
                .into_any(),
            }
        })
        .collect_view();
    let empty = (p.island_used()..SPACES)
        .map(|_| view! { <span class="space empty"></span> })
        .collect_view();
    view! {
        <div class="island">
            <h4>{text(lang, "rico.table.island", &[("n", p.island_used().to_string())])}</h4>
            <div class="spaces" aria-hidden=placing.is_none().then_some("true")>{tiles}{empty}</div>
            <ul class="visually-hidden">{words}</ul>
        </div>
    }
}

/// The city as on the player board: twelve spaces, each building owned on its space (a large
/// one across two) with its circles, filled by its colonists (in the mayor's placement, a free
/// one a button), then the empty spaces.
#[component]
fn City(lang: Lang, player: Player, placing: Placing) -> impl IntoView {
    let p = player;
    let buildings = Building::ALL
        .iter()
        .filter(|b| p.owns(**b))
        .map(|&b| {
            let d = b.data();
            let on = p.building_colonists[b.index()];
            let staffed = text(
                lang,
                "rico.table.staffed",
                &[("n", on.to_string()), ("circles", d.circles.to_string())],
            );
            view! {
                <li class=building_class("space bld", b) title=building_desc(lang, b)>
                    <span class="bname">{building_face_name(lang, b)}</span>
                    {match placing {
                        Some(pl) if pl.1.free[b.index() + 6] > 0 => view! {
                            <span class="circles">
                                {(0..d.circles).map(|i| match i.checked_sub(on) {
                                    Some(j) if j < pl.1.free[b.index() + 6] => circle_button(lang, pl, b.index() + 6, j, "circle".into(), ().into_any()),
                                    _ => view! { <span class="circle" class:on=i < on></span> }.into_any(),
                                }).collect_view()}
                            </span>
                        }.into_any(),
                        _ => circles(on, d.circles).into_any(),
                    }}
                    <span class="visually-hidden">{staffed}</span>
                </li>
            }
        })
        .collect_view();
    let empty = (p.city_used()..SPACES)
        .map(|_| view! { <li class="space empty" aria-hidden="true"></li> })
        .collect_view();
    view! {
        <div class="city">
            <h4>{text(lang, "rico.table.city", &[("n", p.city_used().to_string())])}</h4>
            {(p.buildings == 0).then(|| view! { <p class="visually-hidden">{text(lang, "rico.table.city_empty", &[])}</p> })}
            <ul class="spaces">{buildings}{empty}</ul>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::game;
    use super::*;

    /// Before the end a player's points are theirs alone to see.
    #[test]
    fn points_are_shown_to_their_owner_only_before_the_end() {
        let s = game(3);
        let me = s.viewer();
        assert_eq!(shown_points(&s, me, true), Some(s.shown.player(me).vp));
        assert_eq!(shown_points(&s, (me + 1) % 3, false), None);
    }

    #[test]
    fn the_roles_taken_are_the_seats_own() {
        let taken = [(Role::ALL[0], 1), (Role::ALL[1], 0), (Role::ALL[2], 1)];
        let words = roles_taken(Lang::En, &taken, 1);
        assert_eq!(
            words,
            vec![
                role_name(Lang::En, Role::ALL[0]),
                role_name(Lang::En, Role::ALL[2])
            ]
        );
        assert!(roles_taken(Lang::En, &taken, 2).is_empty());
    }
}
