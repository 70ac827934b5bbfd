//! Cards on the table: each shows its cost, influence and ability icon (ships: colour, a
//! letter for the colour, coins and swords), and tapping it explains it. Every box the engine
//! deals is drawn from the engine's own reading of a face (`deck::face_info`): the base game,
//! Set Sail!, the Gambler and Just One More Contract. Faces whose printed values are estimates carry a small mark.

use islas_port_royal::big_box::Profession;
use islas_port_royal::deck::{self, Info, Role, TaxRule};
use islas_port_royal::{FaceId, Kind, TaxBonus};
use leptos::prelude::*;

use super::text::{
    colour_name, count, estimated, face_name, info, is_ares_face, needs_text, ship_name, short_name,
};
use super::text::{item_icon, item_name};
use crate::components::Icon;
use crate::providers::I18n;

/// The kit's icon of a character kind (`#k-<name>`).
pub fn kind_icon(kind: Kind) -> &'static str {
    kind_id(kind)
}

/// The kit's icon of a person of any box: the base kinds their own; a Set Sail merchant the
/// barrel of goods, a passenger a traveller, the gambler a die showing 4 (four cards at once).
pub fn role_icon(role: Role) -> &'static str {
    match role {
        Role::Base(kind) => kind_icon(kind),
        Role::New(Profession::Merchant(_)) => "barrel",
        Role::New(Profession::Gambler) => "die-4",
        Role::New(Profession::Clerk(_)) => "trader",
        Role::New(_) => "colonist",
    }
}

/// The expedition symbol a kind brings, if any (`anchor`, `cross`, `house`).
fn kind_symbol(role: Role) -> Option<&'static str> {
    match role {
        Role::Base(Kind::Captain) => Some("anchor"),
        Role::Base(Kind::Priest) => Some("cross"),
        Role::Base(Kind::Settler) => Some("house"),
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

/// The colour printed on a person: a trader's or a merchant's ship.
fn person_colour(role: Role) -> Option<islas_port_royal::Colour> {
    match role {
        Role::Base(Kind::Trader(c)) => Some(c),
        Role::New(p) => p.colour(),
        Role::Base(_) => None,
    }
}

/// The classes of a card: its type and, for ships, traders and merchants, its colour.
fn classes(face: FaceId) -> String {
    let mut out = match info(face) {
        Some(Info::Ship { .. }) if is_ares_face(face) => "pr-card ship c-ares".into(),
        Some(Info::Ship { colour, .. }) => format!("pr-card ship c-{}", colour.id()),
        Some(Info::Person {
            role: Role::Base(Kind::Trader(colour)),
            ..
        }) => format!("pr-card character trader c-{}", colour.id()),
        Some(Info::Person {
            role: Role::New(Profession::Merchant(colour)),
            ..
        }) => format!("pr-card character merchant c-{}", colour.id()),
        Some(Info::Person {
            role: Role::New(Profession::Clerk(colour)),
            ..
        }) => format!("pr-card character trader c-{}", colour.id()),
        Some(Info::Person { .. }) => "pr-card character".into(),
        Some(Info::Expedition { .. }) => "pr-card expedition".into(),
        Some(Info::Tax(_)) => "pr-card tax".into(),
        None => "pr-card".into(),
    };
    if estimated(face) {
        out.push_str(" estimated");
    }
    out
}

/// The goods an Adventure ship carries.
fn face_item(face: FaceId) -> Option<islas_port_royal::adventure::data::Item> {
    use islas_port_royal::adventure::data::AddedPrinted;
    match deck::adventure::face(face)?.printed {
        AddedPrinted::Ship { item, .. } => Some(item),
        _ => None,
    }
}

/// The facts printed on a card, one per line (for the explanation and the accessible name);
/// the last says so when the values are estimates.
pub fn facts(i18n: I18n, face: FaceId) -> Vec<String> {
    let lang = i18n.lang();
    let t = |key: &str, n: u8| i18n.t_with(key, &[("n", n.to_string())]);
    let colour_line = |colour| {
        i18n.t_with(
            "pr.card.colour",
            &[
                ("colour", colour_name(lang, colour)),
                ("letter", colour_letter(i18n, colour)),
            ],
        )
    };
    let mut out = match info(face) {
        Some(Info::Person {
            role,
            cost,
            influence,
            swords,
        }) => {
            let mut out = vec![t("pr.card.cost", cost), t("pr.card.influence", influence)];
            if swords > 0 {
                out.push(t("pr.card.swords", swords));
            }
            if let Some(c) = person_colour(role).filter(|_| matches!(role, Role::New(_))) {
                out.push(colour_line(c));
            }
            out
        }
        Some(Info::Ship {
            colour,
            coins,
            swords,
        }) => {
            let colour = if is_ares_face(face) {
                i18n.t("adv.card.ares_colour")
            } else {
                colour_line(colour)
            };
            let mut out = vec![
                colour,
                t("pr.card.coins", coins),
                match swords {
                    Some(s) => t("pr.card.swords", s),
                    None => i18n.t("pr.card.skull"),
                },
            ];
            if gives_coin(face) {
                out.push(i18n.t("pr.card.gift"));
            }
            if let Some(item) = face_item(face) {
                out.push(i18n.t_with(
                    "adv.card.carries",
                    &[("item", item_name(lang, item).to_string())],
                ));
            }
            out
        }
        Some(Info::Expedition {
            coins, influence, ..
        }) => vec![i18n.t_with(
            "pr.card.reward",
            &[
                ("coins", count(lang, "coins", usize::from(coins))),
                ("influence", influence.to_string()),
            ],
        )],
        _ => vec![],
    };
    if estimated(face) {
        out.push(i18n.t("pr.card.estimated"));
    }
    out
}

/// What a card does, in words.
pub fn ability(i18n: I18n, face: FaceId) -> String {
    let lang = i18n.lang();
    if let Some(words) = adventure_ability(i18n, face) {
        return words;
    }
    let ship = |c| vec![("ship", ship_name(lang, c).to_string())];
    match info(face) {
        Some(Info::Person {
            role: Role::Base(Kind::Trader(c)),
            ..
        }) => i18n.t_with("pr.ability.trader", &ship(c)),
        Some(Info::Person {
            role: Role::Base(kind),
            ..
        }) => i18n.t(&format!("pr.ability.{}", kind_id(kind))),
        Some(Info::Person {
            role: Role::New(Profession::Merchant(c)),
            ..
        }) => i18n.t_with("pr.ability.merchant", &ship(c)),
        Some(Info::Person {
            role: Role::New(Profession::Passenger),
            ..
        }) => i18n.t("pr.ability.passenger"),
        Some(Info::Person {
            role: Role::New(Profession::Gambler),
            ..
        }) => i18n.t("pr.ability.gambler"),
        Some(Info::Person {
            role: Role::New(Profession::Clerk(c)),
            ..
        }) => i18n.t_with("pr.ability.clerk", &ship(c)),
        Some(Info::Person {
            role: Role::New(Profession::Gunner),
            ..
        }) => i18n.t("pr.ability.gunner"),
        Some(Info::Person {
            role: Role::New(Profession::ViceAdmiral),
            ..
        }) => i18n.t("pr.ability.vice_admiral"),
        Some(Info::Person { .. }) => String::new(),
        Some(Info::Ship { swords, .. }) => {
            let mut out = i18n.t(if swords.is_some() {
                "pr.ability.ship"
            } else {
                "pr.ability.ship_skull"
            });
            if gives_coin(face) {
                out.push(' ');
                out.push_str(&i18n.t("pr.ability.ship_gift"));
            }
            out
        }
        Some(Info::Expedition { .. }) => i18n.t("pr.ability.expedition"),
        Some(Info::Tax(TaxRule::Base(TaxBonus::MostSwords))) => i18n.t("pr.ability.tax_swords"),
        Some(Info::Tax(TaxRule::Base(TaxBonus::FewestInfluence))) => {
            i18n.t("pr.ability.tax_influence")
        }
        Some(Info::Tax(TaxRule::SetSail)) => i18n.t("pr.ability.tax_sail"),
        None => String::new(),
    }
}

/// What one of the Adventure's game cards does, when the base game's words do not say it.
fn adventure_ability(i18n: I18n, face: FaceId) -> Option<String> {
    use islas_port_royal::adventure::data::{AddedPrinted, Profession as P};
    Some(match deck::adventure::face(face)?.printed {
        AddedPrinted::Person { profession, .. } => match profession {
            P::TybukBrothers => i18n.t("adv.card.tybuk"),
            P::Lookout => i18n.t("adv.card.lookout"),
            P::TavernKeeper { price } => i18n.t_with(
                "adv.card.tavern",
                &[("coins", count(i18n.lang(), "coins", usize::from(price)))],
            ),
            P::Expedition(_) => i18n.t("adv.card.expedition_person"),
        },
        AddedPrinted::Ship { .. } if is_ares_face(face) => i18n.t("adv.card.ares"),
        AddedPrinted::Ship { .. } => i18n.t("adv.card.goods"),
        AddedPrinted::Expedition { .. } => i18n.t("adv.card.expedition"),
        AddedPrinted::Tax => i18n.t("adv.card.tax_rule"),
    })
}

/// Whether a ship's taker also gives 1 coin to another player (Just One More Contract).
fn gives_coin(face: FaceId) -> bool {
    use islas_port_royal::big_box::BoxPrinted;
    deck::box_face(face).is_some_and(|f| {
        matches!(
            f.printed,
            BoxPrinted::Ship {
                coin_to_another: true,
                ..
            }
        )
    })
}

/// A number beside its icon (decorative: the card's accessible name says it in words).
fn stat(icon: &'static str, n: u8, class: &'static str) -> impl IntoView {
    view! { <span class=class><Icon name=icon />{n}</span> }
}

/// The face of a card in the kit: colour band, cost or coins, influence, the ability's icon,
/// the name, swords or the symbol it brings; "≈" in a corner when the values are estimates.
/// All decorative: the button's name says it.
fn face_inner(i18n: I18n, face: FaceId) -> impl IntoView {
    let name = move || short_name(i18n.lang(), face);
    let (top, art, foot) = match info(face) {
        Some(Info::Ship {
            colour,
            coins,
            swords,
        }) => {
            let ares = is_ares_face(face);
            let item = face_item(face);
            (
                view! {
                    <span class="letter">{move || if ares { i18n.t("adv.card.ares_letter") } else { colour_letter(i18n, colour) }}</span>
                    {stat("coin", coins, "coins")}
                    {gives_coin(face).then(|| view! { <span class="gift">"+1"</span> })}
                }
                .into_any(),
                view! { <Icon name=if ares { "ship-purple" } else { ship_icon(colour) } /> }.into_any(),
                view! {
                    {match swords {
                        Some(s) => stat("swords", s, "swords").into_any(),
                        None => view! { <span class="skull"><Icon name="skull" /></span> }.into_any(),
                    }}
                    {item.map(|i| view! { <span class="item"><Icon name=item_icon(i) /></span> })}
                }
                .into_any(),
            )
        }
        Some(Info::Person {
            role,
            cost,
            influence,
            swords,
        }) => {
            let letter = person_colour(role)
                .map(|c| view! { <span class="letter">{move || colour_letter(i18n, c)}</span> });
            (
                view! { {stat("coin", cost, "cost")}{(influence > 0).then(|| stat("influence", influence, "influence"))} }
                    .into_any(),
                view! { <Icon name=role_icon(role) /> }.into_any(),
                view! {
                    {letter}
                    {(swords > 0).then(|| stat("swords", swords, "swords"))}
                    {kind_symbol(role).map(|s| view! { <Icon name=s /> })}
                }
                .into_any(),
            )
        }
        Some(Info::Expedition {
            needs,
            coins,
            influence,
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
        Some(Info::Tax(rule)) => (
            match rule {
                // Set Sail's tax keeps 8 coins (and pays the fewest influence).
                TaxRule::SetSail => view! { <span class="keep">"8"</span> }.into_any(),
                TaxRule::Base(_) => ().into_any(),
            },
            view! { <Icon name="tax" /> }.into_any(),
            view! {
                <Icon name=match rule {
                    TaxRule::Base(TaxBonus::MostSwords) => "swords",
                    _ => "influence",
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
        {estimated(face).then(|| view! { <span class="est">"≈"</span> })}
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
            let needs = match info(face) {
                Some(Info::Expedition { needs, .. }) => Some(needs_text(i18n.lang(), needs)),
                _ => None,
            };
            let note = estimated(face).then(|| i18n.t("pr.card.estimated_note"));
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
                    {note.map(|n| view! { <p class="hint estimated-note">{n}</p> })}
                    <button type="button" node_ref=close_ref on:click=move |_| explain.set(None)>
                        {i18n.t("pr.card.close")}
                    </button>
                </div>
            }
        })
    }
}
