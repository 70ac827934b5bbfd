//! What is being decided: the others' last moves and the person to act's controls (a role to
//! choose, a plantation, a building, goods to ship or keep, ...), or the mayor's placement.

use islas_puerto_rico::{Action, Building, Phase};
use leptos::prelude::*;

use super::super::Session;
use super::super::text::{action_label, building_name, seat_name};
use super::log::{LogEntries, RecentMoves};
use super::mayor_panel::{MayorPanel, own_board_up};
use super::pieces::{
    barrel_button, choice, house_at_hand, loaded, on_a_piece, pieces_at, tiles_at_hand,
};
use super::supply::{
    face_up_tiles, house_spaces, house_title, quarry_stack, ship_slots, ship_words,
};
use crate::providers::I18n;
use crate::session::controller::TableController;
use islas_puerto_rico::PuertoRico;

/// A control's class, and for a role the key of its description: roles `take role-pick`,
/// passing and leaving a colonist `secondary`, the rest `take`.
pub fn action_class(a: &Action) -> (&'static str, Option<String>) {
    match a {
        Action::Role(r) => ("take role-pick", Some(super::roles::desc_key(*r))),
        Action::Pass | Action::Colonist(false) => ("secondary", None),
        _ => ("take", None),
    }
}

/// The hint under the controls in a phase that needs one (the captain, storage, the builder).
pub fn hint_key(phase: Phase) -> Option<&'static str> {
    match phase {
        Phase::Captain => Some("rico.hint.captain"),
        Phase::Storage { .. } => Some("rico.hint.storage"),
        Phase::Builder => Some("rico.hint.builder"),
        _ => None,
    }
}

/// The decision region: the others' last moves and the controls of the person to act.
#[component]
pub fn Decision(
    table: TableController<PuertoRico>,
    is_over: Memo<bool>,
    entries: LogEntries,
) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let session = table.session;
    view! {
        <div
            class="decision"
            class:waiting=move || session.with(|s| s.person_to_act().is_none())
            hidden=move || is_over.get()
            role="region"
            aria-label=move || i18n.t("table.decision")
        >
            <RecentMoves entries=entries />
            <Controls table=table />
        </div>
    }
}

/// The person to act's controls; in the mayor's phase, the placement panel.
#[component]
fn Controls(table: TableController<PuertoRico>) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let session = table.session;
    move || {
        let s: Session = session.get();
        let seat = s.person_to_act()?;
        let l = i18n.lang();
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
        // The settler's tiles, or the trading house and the barrels to sell, at hand on a
        // phone: no way there needed.
        let (tiles_here, house_here) = (tiles_at_hand(&s), house_at_hand(&s));
        let at_hand = tiles_here || house_here;
        // Roles are chosen on their cards, buildings on the building board, plantations and
        // barrels on theirs: here, a way there (and the choices without a piece: "Build
        // nothing", the hacienda, ...).
        let on_board = if super::roles::choosing_role(&s) {
            Some(("rico.role.choose", "#rico-roles button[data-action]"))
        } else if super::buildings::building_now(&s) {
            Some((
                "rico.building.choose",
                "#rico-buildings button[data-action]",
            ))
        } else if legal.iter().any(|a| on_a_piece(&legal, a)) && !at_hand {
            pieces_at(g.phase)
        } else {
            None
        };
        // The trader's barrels are on the person's own board, just before the decision in the
        // focus order and in sight beside it: the words say where, no button needed.
        let (to_board, where_hint) = match on_board {
            Some((key, _)) if g.phase == Phase::Trader => {
                (None, Some(view! { <p class="hint">{i18n.t(key)}</p> }))
            }
            Some((key, target)) => (
                Some(view! {
                    <button type="button" class="primary to-board" on:click=move |_| focus_first(target)>
                        {i18n.t(key)}
                    </button>
                }),
                None,
            ),
            None => (None, None),
        };
        let button = |a: &Action| {
            let preview = s.preview(a).unwrap_or_default();
            let label = action_label(l, g, a, &preview);
            let text = a.to_string();
            let (class, desc) = action_class(a);
            let desc = desc.map(|k| i18n.t(&k));
            view! {
                <button type="button" class=class data-action=text.clone() on:click=move |_| table.act(text.clone())>
                    <span>{label}</span>
                    {desc.map(|d| view! { <small class="desc">{d}</small> })}
                </button>
            }
        };
        // The captain loads on the ships, drawn with what they hold: a barrel on a ship for each
        // load, with the barrels it puts there; with an occupied wharf, its own ship too.
        let ships = (g.phase == Phase::Captain).then(|| {
            let wharf = legal
                .iter()
                .filter_map(|a| match *a {
                    Action::Wharf(x) => Some(barrel_button(x, loaded(&s, a), choice(l, &s, a), table)),
                    _ => None,
                })
                .collect::<Vec<_>>();
            let wharf = (!wharf.is_empty()).then(|| {
                view! {
                    <li class="ship wharf">
                        <span class="slots" aria-hidden="true"><span class="slot"></span><span class="slot"></span><span class="slot"></span></span>
                        <span class="sname">{building_name(l, Building::Wharf)}</span>
                        <span class="loads">{wharf}</span>
                    </li>
                }
            });
            let cargo = g
                .ships
                .iter()
                .filter(|sh| sh.capacity > 0)
                .map(|sh| {
                    let loads = legal
                        .iter()
                        .filter_map(|a| match a {
                            Action::Load(x, cap) if *cap == sh.capacity => {
                                Some(barrel_button(*x, loaded(&s, a), choice(l, &s, a), table))
                            }
                            _ => None,
                        })
                        .collect_view();
                    view! {
                        <li class="ship">
                            {ship_slots(sh)}
                            <span class="sname">{ship_words(l, sh)}</span>
                            <span class="loads">{loads}</span>
                        </li>
                    }
                })
                .collect_view();
            view! { {cargo}{wharf} }
        });
        // The settler's tiles at hand: the plantations face up and the quarry stack when the
        // person may take a quarry, chosen on them.
        let tiles = tiles_here.then(|| {
            // The person's island (what the new tile joins) above the decision.
            own_board_up(f64::INFINITY);
            let quarry = legal
                .contains(&Action::Quarry)
                .then(|| view! { <li>{quarry_stack(l, &s, table, true)}</li> });
            view! { <ul class="face-up at-hand">{face_up_tiles(l, &s, table, true)}{quarry}</ul> }
        });
        // The trader's choice at hand: the trading house (what it holds decides what sells)
        // and the person's barrels the engine lets them sell, each with its price.
        let house = house_here.then(|| {
            // The person's board (their barrels, what they cannot sell too) above the decision.
            own_board_up(f64::INFINITY);
            let goods = g.player(seat).goods;
            let sales = legal
                .iter()
                .filter_map(|a| match a {
                    Action::Sell(x) => Some(view! {
                        <li>{barrel_button(*x, goods[x.index()], choice(l, &s, a), table)}</li>
                    }),
                    _ => None,
                })
                .collect_view();
            view! {
                <div class="house-at-hand">
                    <p class="house"><span class="hname">{house_title(l, g)}</span>{house_spaces(l, g)}</p>
                    <ul class="loads">{sales}</ul>
                </div>
            }
        });
        let buttons = legal
            .iter()
            .filter(|a| on_board.is_none() || !matches!(a, Action::Build(_) | Action::Role(_)))
            .filter(|a| ships.is_none() || !matches!(a, Action::Load(..) | Action::Wharf(_)))
            .filter(|a| !on_a_piece(&legal, a))
            .map(&button)
            .collect_view();
        let hint = hint_key(g.phase).map(|k| view! { <p class="hint">{i18n.t(k)}</p> });
        Some(
            view! {
                <h2 class="visually-hidden">{i18n.t_with("table.controls", &[("name", who)])}</h2>
                {hint}
                {ships.map(|list| view! { <ul class="ships at-hand">{list}</ul> })}
                {tiles}
                {house}
                {where_hint}
                <div class="buttons">{to_board}{buttons}</div>
            }
            .into_any(),
        )
    }
}

/// Brings the first choice on the board (`selector`) into view and focuses it.
fn focus_first(selector: &str) {
    use wasm_bindgen::JsCast;
    let piece = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector(selector).ok().flatten())
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
    if let Some(p) = piece {
        p.scroll_into_view_with_bool(true);
        let _ = p.focus();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use islas_puerto_rico::Role;

    #[test]
    fn a_role_control_carries_its_description() {
        let (class, desc) = action_class(&Action::Role(Role::Prospector2));
        assert_eq!(class, "take role-pick");
        assert_eq!(desc.as_deref(), Some("rico.roledesc.prospector"));
        assert_eq!(action_class(&Action::Pass), ("secondary", None));
        assert_eq!(action_class(&Action::Colonist(false)).0, "secondary");
        assert_eq!(hint_key(Phase::Builder), Some("rico.hint.builder"));
    }

    /// Every description key a role can ask for exists in English.
    #[test]
    fn every_role_description_has_words() {
        for &r in Role::ALL.iter() {
            let (_, desc) = action_class(&Action::Role(r));
            let key = desc.unwrap();
            assert_ne!(crate::i18n::text(crate::i18n::Lang::En, &key, &[]), key);
        }
    }
}
