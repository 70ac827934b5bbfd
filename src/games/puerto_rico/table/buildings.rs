//! The building supply as the game's building board: four columns by victory points (the
//! production buildings first, then the violet ones, by cost), each building a tile with its
//! points, its price for the person viewing (the engine's `building_cost`: quarries and the
//! builder's privilege), how many are left and its circles; what it does one tap away. When the
//! person builds, the buildings they may build are chosen on their tile.

use islas_puerto_rico::{Action, Building, Kind, Phase, PuertoRico, Role, building_cost};
use leptos::prelude::*;

use super::super::Session;
use super::super::text::{action_label, building_desc, building_face_name, building_name, count};
use super::circles;
use crate::components::Icon;
use crate::i18n::{Lang, text};
use crate::providers::I18n;
use crate::session::controller::TableController;

/// A building's classes, after `base` ("bld" in a city, "sb" in the supply): its production
/// good, or violet (large).
pub fn building_class(base: &str, b: Building) -> String {
    match b.data().kind {
        Kind::SmallProduction(x) | Kind::Production(x) => format!("{base} prod k-{}", x.id()),
        Kind::Large => format!("{base} violet large"),
        Kind::Violet => format!("{base} violet"),
    }
}

/// One building of the supply as the person viewing sees it.
#[derive(Debug, PartialEq)]
pub struct Offer {
    pub building: Building,
    /// What it costs them (with the builder's privilege and quarries).
    pub price: u8,
    pub left: u8,
    /// Their own, sold out, or its price in words.
    pub state: String,
    /// Left, not theirs, and within their doubloons.
    pub afford: bool,
    /// When the person builds and the engine lets them build it: the action and its words
    /// (the same as the control's).
    pub choice: Option<(String, String)>,
}

/// The supply's column `col` (1 to 4) for the person viewing.
pub fn offers(lang: Lang, s: &Session, col: u8) -> Vec<Offer> {
    let g = &s.shown;
    let me = s.viewer();
    let building = s.person_to_act().is_some() && g.phase == Phase::Builder;
    let legal = if building { s.legal() } else { Vec::new() };
    let p = g.player(me);
    let privilege = g.role == Some(Role::Builder) && g.chooser == me && !s.is_over();
    let mut column: Vec<Building> = Building::ALL
        .iter()
        .copied()
        .filter(|b| b.data().column() == col)
        .collect();
    // As on the board: the production buildings above the violet ones, each by cost.
    islas_core::sort_small_by_key(&mut column, |b| (b.data().is_violet(), b.data().cost));
    column
        .into_iter()
        .map(|b| {
            let left = g.supply[b.index()];
            let price = building_cost(p, b, privilege);
            let state = if p.owns(b) {
                text(lang, "rico.building.yours", &[])
            } else if left == 0 {
                text(lang, "rico.building.sold_out", &[])
            } else {
                text(
                    lang,
                    if privilege {
                        "rico.building.price_builder"
                    } else {
                        "rico.building.price"
                    },
                    &[("doubloons", count(lang, "doubloons", usize::from(price)))],
                )
            };
            let choice = legal.iter().find(|a| **a == Action::Build(b)).map(|a| {
                let preview = s.preview(a).unwrap_or_default();
                (a.to_string(), action_label(lang, g, a, &preview))
            });
            Offer {
                building: b,
                price,
                left,
                state,
                afford: u16::from(price) <= p.doubloons && left > 0 && !p.owns(b),
                choice,
            }
        })
        .collect()
}

/// Whether the person to act is building (the tiles are their controls).
pub fn building_now(s: &Session) -> bool {
    s.person_to_act().is_some() && s.shown.phase == Phase::Builder
}

#[component]
pub fn BuildingSupply(table: TableController<PuertoRico>) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let session = table.session;
    let choosing = Memo::new(move |_| session.with(building_now));
    let columns = move || {
        let l = i18n.lang();
        (1..=4u8)
            .map(|col| {
                let items = session
                    .with(|s| offers(l, s, col))
                    .into_iter()
                    .map(|o| tile(l, o, table))
                    .collect_view();
                let head = text(l, "rico.building.column", &[("n", col.to_string())]);
                view! {
                    <li class="column">
                        <h3>{head}</h3>
                        <ul>{items}</ul>
                    </li>
                }
            })
            .collect_view()
    };
    view! {
        <section class="building-supply" class:choosing=move || choosing.get() id="rico-buildings" aria-labelledby="buildings-title">
            <h2 id="buildings-title">
                <span>{move || i18n.t("rico.table.buildings")}</span>
                <span class="hint">{move || i18n.t("rico.table.buildings_hint")}</span>
            </h2>
            <ul class="columns">{columns}</ul>
        </section>
    }
}

/// One building of the board: its face (a button when the person may build it), and what it
/// does under a tap.
fn tile(l: Lang, o: Offer, table: TableController<PuertoRico>) -> impl IntoView {
    let b = o.building;
    let d = b.data();
    let name = building_name(l, b);
    let facts = text(
        l,
        "rico.building.facts",
        &[
            ("doubloons", count(l, "doubloons", usize::from(d.cost))),
            ("points", d.points.to_string()),
            ("circles", count(l, "colonists", usize::from(d.circles))),
        ],
    );
    let left = text(l, "rico.building.left", &[("n", o.left.to_string())]);
    let face = view! {
        <span class="bface-in" aria-hidden="true">
            <span class="bvp"><Icon name="vp" />{d.points}</span>
            <span class="bcost"><Icon name="doubloon" />{o.price}</span>
            <span class="bname">{building_face_name(l, b)}</span>
            {circles(0, d.circles)}
            <span class="bleft">{format!("×{}", o.left)}</span>
        </span>
    };
    let chosen = o.choice.is_some();
    let face = match o.choice {
        Some((action, label)) => view! {
            <button type="button" class="bface" data-action=action.clone() on:click=move |_| table.act(action.clone())>
                <span class="visually-hidden">{label}</span>
                {face}
            </button>
        }
        .into_any(),
        None => {
            let words = text(
                l,
                "rico.building.tile",
                &[
                    ("name", name.clone()),
                    ("state", o.state.clone()),
                    ("points", d.points.to_string()),
                    ("left", left.clone()),
                ],
            );
            view! {
                <div class="bface">
                    <span class="visually-hidden">{words}</span>
                    {face}
                </div>
            }
            .into_any()
        }
    };
    view! {
        <li class=building_class("sb", b) class:gone=o.left == 0 class:afford=o.afford class:can=chosen>
            {face}
            <details class="beff">
                <summary>
                    <span aria-hidden="true">"i"</span>
                    <span class="visually-hidden">{text(l, "rico.building.what", &[("building", name)])}</span>
                </summary>
                <p>{facts}" · "{left}</p>
                <p>{o.state}</p>
                <p>{building_desc(l, b)}</p>
                {(d.size() == 2).then(|| view! { <p>{text(l, "rico.building.large", &[])}</p> })}
            </details>
        </li>
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::game;
    use super::*;

    /// At the start every building is in the supply; the first column's cheapest is within the
    /// doubloons of the person viewing, the fourth column's are not.
    #[test]
    fn the_supply_prices_each_building_for_the_viewer() {
        let s = game(3);
        let all: usize = (1..=4).map(|c| offers(Lang::En, &s, c).len()).sum();
        assert_eq!(all, Building::ALL.len());
        let first = offers(Lang::En, &s, 1);
        assert!(first.iter().any(|o| o.afford), "{first:?}");
        assert!(first.iter().all(|o| o.left > 0));
        let fourth = offers(Lang::En, &s, 4);
        assert!(fourth.iter().all(|o| !o.afford), "{fourth:?}");
    }

    /// As on the board: each column's production buildings above its violet ones, by cost.
    #[test]
    fn a_column_lists_production_first_then_by_cost() {
        let s = game(3);
        for col in 1..=4 {
            let keys: Vec<(bool, u8)> = offers(Lang::En, &s, col)
                .iter()
                .map(|o| (o.building.data().is_violet(), o.building.data().cost))
                .collect();
            let mut sorted = keys.clone();
            sorted.sort();
            assert_eq!(keys, sorted, "column {col}");
        }
    }

    /// The tiles are the builder's controls: the legal builds carry the control's action and
    /// words; before the builder's phase no tile does.
    #[test]
    fn the_builder_chooses_on_the_tiles() {
        let mut s = game(3);
        let all = |s: &Session| {
            (1..=4)
                .flat_map(|c| offers(Lang::En, s, c))
                .collect::<Vec<_>>()
        };
        assert!(all(&s).iter().all(|o| o.choice.is_none()));
        s.play(&Action::Role(Role::Builder)).unwrap();
        let legal = s.legal();
        let tiles = all(&s);
        let chosen: Vec<&Offer> = tiles.iter().filter(|o| o.choice.is_some()).collect();
        assert!(!chosen.is_empty());
        for o in &tiles {
            assert_eq!(
                o.choice.is_some(),
                legal.contains(&Action::Build(o.building)),
                "{o:?}"
            );
        }
        let (action, words) = chosen[0].choice.clone().unwrap();
        assert_eq!(action, Action::Build(chosen[0].building).to_string());
        assert!(
            words.contains(&building_name(Lang::En, chosen[0].building)),
            "{words}"
        );
    }

    #[test]
    fn a_building_is_classed_by_its_good_or_violet() {
        for &b in Building::ALL.iter() {
            let class = building_class("sb", b);
            assert!(class.starts_with("sb "), "{class}");
            assert!(
                class.contains("prod k-") || class.contains("violet"),
                "{class}"
            );
        }
    }
}
