//! The building supply, by column: each building's price for the person viewing, how many are
//! left, and its facts, state and description on tap. Open by itself when the person builds.

use islas_puerto_rico::{Building, Kind, Phase, Role, building_cost};
use leptos::prelude::*;

use super::super::Session;
use super::super::text::{building_desc, building_name, count};
use crate::components::Icon;
use crate::i18n::{Lang, text};
use crate::providers::I18n;

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
}

/// The supply's column `col` (1 to 4) for the person viewing.
pub fn offers(lang: Lang, s: &Session, col: u8) -> Vec<Offer> {
    let g = &s.shown;
    let me = s.viewer();
    let p = g.player(me);
    let privilege = g.role == Some(Role::Builder) && g.chooser == me && !s.is_over();
    Building::ALL
        .iter()
        .filter(|b| b.data().column() == col)
        .map(|&b| {
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
            Offer {
                building: b,
                price,
                left,
                state,
                afford: u16::from(price) <= p.doubloons && left > 0 && !p.owns(b),
            }
        })
        .collect()
}

#[component]
pub fn BuildingSupply(session: RwSignal<Session>) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let open = Memo::new(move |_| {
        session.with(|s| s.person_to_act().is_some() && s.shown.phase == Phase::Builder)
    });
    let columns = move || {
        let l = i18n.lang();
        (1..=4u8)
            .map(|col| {
                let items = session
                    .with(|s| offers(l, s, col))
                    .into_iter()
                    .map(|o| offer_item(l, o))
                    .collect_view();
                view! { <ul class="column">{items}</ul> }
            })
            .collect_view()
    };
    view! {
        <details class="building-supply" prop:open=move || open.get()>
            <summary>
                <span>{move || i18n.t("rico.table.buildings")}</span>
                <span class="hint">{move || i18n.t("rico.table.buildings_hint")}</span>
            </summary>
            <div class="columns">{columns}</div>
        </details>
    }
}

fn offer_item(l: Lang, o: Offer) -> impl IntoView {
    let b = o.building;
    let d = b.data();
    let facts = text(
        l,
        "rico.building.facts",
        &[
            ("doubloons", count(l, "doubloons", usize::from(d.cost))),
            ("points", d.points.to_string()),
            ("circles", count(l, "colonists", usize::from(d.circles))),
        ],
    );
    view! {
        <li>
            <details class=building_class("sb", b) class:gone=o.left == 0 class:afford=o.afford>
                <summary>
                    <span class="bname">{building_name(l, b)}</span>
                    <span class="bcost"><Icon name="doubloon" />{o.price}</span>
                    <span class="bleft">{text(l, "rico.building.left", &[("n", o.left.to_string())])}</span>
                </summary>
                <p>{facts}</p>
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
