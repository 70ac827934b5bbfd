//! Cards on the table: each shows its cost, influence and ability icon (ships: colour, a
//! letter for the colour, coins and swords), and tapping it explains it.

use islas_port_royal::data::FACES;
use islas_port_royal::{FaceId, Kind, Printed, TaxBonus};
use leptos::prelude::*;

use super::text::{colour_name, count, face_name, needs_text, ship_name, short_name};
use crate::components::Icon;
use crate::providers::I18n;

/// The kit's icon of a character kind (`#k-<name>`).
pub fn kind_icon(kind: Kind) -> &'static str {
    match kind {
        Kind::Trader(_) => "trader",
        Kind::Settler => "settler",
        Kind::Captain => "captain",
        Kind::Priest => "priest",
        Kind::JackOfAllTrades => "jack",
        Kind::Sailor => "sailor",
        Kind::Pirate => "pirate",
        Kind::Mademoiselle => "mademoiselle",
        Kind::Jester => "jester",
        Kind::Admiral => "admiral",
        Kind::Governor => "governor",
    }
}

/// The expedition symbol a kind brings, if any (`anchor`, `cross`, `house`).
fn kind_symbol(kind: Kind) -> Option<&'static str> {
    match kind {
        Kind::Captain => Some("anchor"),
        Kind::Priest => Some("cross"),
        Kind::Settler => Some("house"),
        _ => None,
    }
}

/// A colour's letter in the person's language (colour is never the only cue).
pub fn colour_letter(i18n: I18n, colour: islas_port_royal::Colour) -> String {
    i18n.t(&format!("pr.colour.letter.{}", colour.id()))
}

/// The id of a kind in i18n keys (`pr.ability.<id>`).
pub fn kind_id(kind: Kind) -> &'static str {
    match kind {
        Kind::Trader(_) => "trader",
        Kind::Settler => "settler",
        Kind::Captain => "captain",
        Kind::Priest => "priest",
        Kind::JackOfAllTrades => "jack",
        Kind::Sailor => "sailor",
        Kind::Pirate => "pirate",
        Kind::Mademoiselle => "mademoiselle",
        Kind::Jester => "jester",
        Kind::Admiral => "admiral",
        Kind::Governor => "governor",
    }
}

/// The classes of a card: its type and, for ships and traders, its colour.
fn classes(face: FaceId) -> String {
    match FACES.get(usize::from(face)).map(|f| f.printed) {
        Some(Printed::Ship { colour, .. }) => format!("pr-card ship c-{}", colour.id()),
        Some(Printed::Character {
            kind: Kind::Trader(colour),
            ..
        }) => format!("pr-card character trader c-{}", colour.id()),
        Some(Printed::Character { .. }) => "pr-card character".into(),
        Some(Printed::Expedition { .. }) => "pr-card expedition".into(),
        Some(Printed::Tax(_)) => "pr-card tax".into(),
        None => "pr-card".into(),
    }
}

/// The facts printed on a card, one per line (for the explanation and the accessible name).
pub fn facts(i18n: I18n, face: FaceId) -> Vec<String> {
    let lang = i18n.lang();
    let t = |key: &str, n: u8| i18n.t_with(key, &[("n", n.to_string())]);
    match FACES.get(usize::from(face)).map(|f| f.printed) {
        Some(Printed::Character {
            cost,
            influence,
            swords,
            ..
        }) => {
            let mut out = vec![t("pr.card.cost", cost), t("pr.card.influence", influence)];
            if swords > 0 {
                out.push(t("pr.card.swords", swords));
            }
            out
        }
        Some(Printed::Ship {
            colour,
            coins,
            swords,
        }) => vec![
            i18n.t_with(
                "pr.card.colour",
                &[
                    ("colour", colour_name(lang, colour)),
                    ("letter", colour_letter(i18n, colour)),
                ],
            ),
            t("pr.card.coins", coins),
            match swords {
                Some(s) => t("pr.card.swords", s),
                None => i18n.t("pr.card.skull"),
            },
        ],
        Some(Printed::Expedition {
            coins, influence, ..
        }) => vec![i18n.t_with(
            "pr.card.reward",
            &[
                ("coins", count(lang, "coins", usize::from(coins))),
                ("influence", influence.to_string()),
            ],
        )],
        _ => vec![],
    }
}

/// What a card does, in words.
pub fn ability(i18n: I18n, face: FaceId) -> String {
    let lang = i18n.lang();
    match FACES.get(usize::from(face)).map(|f| f.printed) {
        Some(Printed::Character {
            kind: Kind::Trader(c),
            ..
        }) => i18n.t_with(
            "pr.ability.trader",
            &[("ship", ship_name(lang, c).to_string())],
        ),
        Some(Printed::Character { kind, .. }) => i18n.t(&format!("pr.ability.{}", kind_id(kind))),
        Some(Printed::Ship { swords: None, .. }) => i18n.t("pr.ability.ship_skull"),
        Some(Printed::Ship { .. }) => i18n.t("pr.ability.ship"),
        Some(Printed::Expedition { .. }) => i18n.t("pr.ability.expedition"),
        Some(Printed::Tax(TaxBonus::MostSwords)) => i18n.t("pr.ability.tax_swords"),
        Some(Printed::Tax(TaxBonus::FewestInfluence)) => i18n.t("pr.ability.tax_influence"),
        None => String::new(),
    }
}

/// A number beside its icon (decorative: the card's accessible name says it in words).
fn stat(icon: &'static str, n: u8, class: &'static str) -> impl IntoView {
    view! { <span class=class><Icon name=icon />{n}</span> }
}

/// The face of a card in the kit: colour band, cost or coins, influence, the ability's icon,
/// the name, swords or the symbol it brings. All decorative: the button's name says it.
fn face_inner(i18n: I18n, face: FaceId) -> impl IntoView {
    let printed = FACES.get(usize::from(face)).map(|f| f.printed);
    let name = move || short_name(i18n.lang(), face);
    let (top, art, foot) = match printed {
        Some(Printed::Ship {
            colour,
            coins,
            swords,
        }) => (
            view! {
                <span class="letter">{move || colour_letter(i18n, colour)}</span>
                {stat("coin", coins, "coins")}
            }
            .into_any(),
            view! { <Icon name=ship_icon(colour) /> }.into_any(),
            match swords {
                Some(s) => stat("swords", s, "swords").into_any(),
                None => view! { <span class="skull"><Icon name="skull" /></span> }.into_any(),
            },
        ),
        Some(Printed::Character {
            kind,
            cost,
            influence,
            swords,
        }) => {
            let letter = match kind {
                Kind::Trader(c) => {
                    Some(view! { <span class="letter">{move || colour_letter(i18n, c)}</span> })
                }
                _ => None,
            };
            (
                view! { {stat("coin", cost, "cost")}{(influence > 0).then(|| stat("influence", influence, "influence"))} }
                    .into_any(),
                view! { <Icon name=kind_icon(kind) /> }.into_any(),
                view! {
                    {letter}
                    {(swords > 0).then(|| stat("swords", swords, "swords"))}
                    {kind_symbol(kind).map(|s| view! { <Icon name=s /> })}
                }
                .into_any(),
            )
        }
        Some(Printed::Expedition {
            needs,
            coins,
            influence,
            ..
        }) => {
            let icons: Vec<&'static str> = [
                ("anchor", needs[0]),
                ("cross", needs[1]),
                ("house", needs[2]),
            ]
            .iter()
            .flat_map(|(i, n)| std::iter::repeat_n(*i, usize::from(*n)))
            .collect();
            (
                view! { {stat("coin", coins, "coins")}{stat("influence", influence, "influence")} }.into_any(),
                view! { <span class="needs">{icons.into_iter().map(|i| view! { <Icon name=i /> }).collect_view()}</span> }
                    .into_any(),
                ().into_any(),
            )
        }
        Some(Printed::Tax(bonus)) => (
            ().into_any(),
            view! { <Icon name="tax" /> }.into_any(),
            view! {
                <Icon name=match bonus {
                    TaxBonus::MostSwords => "swords",
                    TaxBonus::FewestInfluence => "influence",
                } />
            }
            .into_any(),
        ),
        None => (().into_any(), ().into_any(), ().into_any()),
    };
    view! {
        <span class="band"></span>
        <span class="top">{top}</span>
        <span class="art">{art}</span>
        <span class="name">{name}</span>
        <span class="foot">{foot}</span>
    }
}

/// The kit's ship of a colour.
pub fn ship_icon(colour: islas_port_royal::Colour) -> &'static str {
    use islas_port_royal::Colour;
    match colour {
        Colour::Yellow => "ship-yellow",
        Colour::Blue => "ship-blue",
        Colour::Green => "ship-green",
        Colour::Red => "ship-red",
        Colour::Black => "ship-black",
    }
}

/// One card, as a button that opens its explanation.
#[component]
pub fn CardButton(face: FaceId, explain: RwSignal<Option<FaceId>>) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let label = move || {
        let mut parts = vec![face_name(i18n.lang(), face)];
        parts.extend(facts(i18n, face));
        parts.join(", ")
    };
    view! {
        <button
            type="button"
            class=classes(face)
            aria-haspopup="dialog"
            on:click=move |_| explain.set(Some(face))
        >
            // The name in words is the button's content (what it says is what it is called);
            // the face is drawn beside it, hidden from screen readers.
            <span class="visually-hidden words">{label}</span>
            <span class="face" aria-hidden="true">{face_inner(i18n, face)}</span>
        </button>
    }
}

/// The element that has focus now, if any.
fn focused() -> Option<web_sys::HtmlElement> {
    use wasm_bindgen::JsCast;
    web_sys::window()?
        .document()?
        .active_element()?
        .dyn_into::<web_sys::HtmlElement>()
        .ok()
}

/// The explanation of the card in `explain`, as a modal dialog: focus stays inside it (Tab
/// cannot leave), and closing it (its button, Escape, the backdrop) returns focus to the card
/// that opened it.
#[component]
pub fn CardExplainer(explain: RwSignal<Option<FaceId>>) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let close_ref = NodeRef::<leptos::html::Button>::new();
    let opener: StoredValue<Option<web_sys::HtmlElement>, LocalStorage> =
        StoredValue::new_local(None);
    Effect::new(move |was_open: Option<bool>| {
        let open = explain.get().is_some();
        if open && was_open != Some(true) {
            opener.set_value(focused());
        }
        if open {
            if let Some(b) = close_ref.get() {
                let _ = b.focus();
            }
        } else if was_open == Some(true)
            && let Some(el) = opener.try_update_value(Option::take).flatten()
            && el.is_connected()
        {
            let _ = el.focus();
        }
        open
    });
    move || {
        explain.get().map(|face| {
            let title = face_name(i18n.lang(), face);
            let needs = match FACES.get(usize::from(face)).map(|f| f.printed) {
                Some(Printed::Expedition { needs, .. }) => Some(needs_text(i18n.lang(), needs)),
                _ => None,
            };
            view! {
                <div class="dialog-backdrop" on:click=move |_| explain.set(None)></div>
                <div
                    class="dialog card-dialog"
                    role="dialog"
                    aria-modal="true"
                    aria-labelledby="card-dialog-title"
                    on:keydown=move |ev| {
                        match ev.key().as_str() {
                            "Escape" => {
                                ev.prevent_default();
                                explain.set(None);
                            }
                            // The one control is the close button: Tab stays on it.
                            "Tab" => {
                                ev.prevent_default();
                                if let Some(b) = close_ref.get() {
                                    let _ = b.focus();
                                }
                            }
                            _ => {}
                        }
                    }
                >
                    <h2 id="card-dialog-title">{title}</h2>
                    <div class=format!("{} large", classes(face)) aria-hidden="true">
                        {face_inner(i18n, face)}
                    </div>
                    <ul class="facts">
                        {facts(i18n, face).into_iter().map(|f| view! { <li>{f}</li> }).collect_view()}
                        {needs.map(|n| view! { <li>{n}</li> })}
                    </ul>
                    <p>{ability(i18n, face)}</p>
                    <button type="button" node_ref=close_ref on:click=move |_| explain.set(None)>
                        {i18n.t("pr.card.close")}
                    </button>
                </div>
            }
        })
    }
}
