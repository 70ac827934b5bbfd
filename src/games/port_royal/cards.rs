//! Cards on the table: each shows its cost, influence and ability icon (ships: colour, a
//! letter for the colour, coins and swords), and tapping it explains it.

use islas_port_royal::data::FACES;
use islas_port_royal::{FaceId, Kind, Printed, TaxBonus};
use leptos::prelude::*;

use super::text::{colour_name, count, face_name, needs_text, ship_name, short_name};
use crate::providers::I18n;

/// The decorative icon of a character's ability.
fn ability_icon(kind: Kind) -> &'static str {
    match kind {
        Kind::Trader(_) => "⇄",
        Kind::Settler => "⌂",
        Kind::Captain => "⚓",
        Kind::Priest => "✝",
        Kind::JackOfAllTrades => "✱",
        Kind::Sailor | Kind::Pirate => "⚔",
        Kind::Mademoiselle => "♥",
        Kind::Jester => "☺",
        Kind::Admiral => "⚑",
        Kind::Governor => "♛",
    }
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
                    ("letter", colour.letter().to_string()),
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

/// The face of a card: icons and numbers, all decorative (the button's name says it in words).
fn face_inner(face: FaceId) -> impl IntoView {
    let printed = FACES.get(usize::from(face)).map(|f| f.printed);
    match printed {
        Some(Printed::Ship {
            colour,
            coins,
            swords,
        }) => view! {
            <span class="corner letter">{colour.letter().to_string()}</span>
            <span class="stat coins">{format!("●{coins}")}</span>
            <span class="stat swords">
                {match swords {
                    Some(s) => format!("⚔{s}"),
                    None => "☠".to_string(),
                }}
            </span>
        }
        .into_any(),
        Some(Printed::Character {
            kind,
            cost,
            influence,
            swords,
        }) => {
            let letter = match kind {
                Kind::Trader(c) => c.letter().to_string(),
                _ => String::new(),
            };
            view! {
                <span class="corner icon">{ability_icon(kind)}{letter}</span>
                <span class="stat cost">{format!("●{cost}")}</span>
                <span class="stat influence">{format!("★{influence}")}</span>
                {(swords > 0).then(|| view! { <span class="stat swords">{format!("⚔{swords}")}</span> })}
            }
            .into_any()
        }
        Some(Printed::Expedition {
            needs,
            coins,
            influence,
            ..
        }) => {
            let icons: String = [("⚓", needs[0]), ("✝", needs[1]), ("⌂", needs[2])]
                .iter()
                .flat_map(|(i, n)| std::iter::repeat_n(*i, usize::from(*n)))
                .collect();
            view! {
                <span class="corner icon">{icons}</span>
                <span class="stat coins">{format!("●{coins}")}</span>
                <span class="stat influence">{format!("★{influence}")}</span>
            }
            .into_any()
        }
        Some(Printed::Tax(bonus)) => view! {
            <span class="corner icon">"%"</span>
            <span class="stat">
                {match bonus {
                    TaxBonus::MostSwords => "⚔",
                    TaxBonus::FewestInfluence => "★",
                }}
            </span>
        }
        .into_any(),
        None => ().into_any(),
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
            aria-label=label
            aria-haspopup="dialog"
            on:click=move |_| explain.set(Some(face))
        >
            <span class="name" aria-hidden="true">{move || short_name(i18n.lang(), face)}</span>
            <span class="face" aria-hidden="true">{face_inner(face)}</span>
        </button>
    }
}

/// The explanation of the card in `explain`, as a dialog; closes with its button or Escape.
#[component]
pub fn CardExplainer(explain: RwSignal<Option<FaceId>>) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let close_ref = NodeRef::<leptos::html::Button>::new();
    Effect::new(move |_| {
        if explain.get().is_some()
            && let Some(b) = close_ref.get()
        {
            let _ = b.focus();
        }
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
                        if ev.key() == "Escape" {
                            explain.set(None);
                        }
                    }
                >
                    <h2 id="card-dialog-title">{title}</h2>
                    <div class=format!("{} large", classes(face)) aria-hidden="true">
                        <span class="face">{face_inner(face)}</span>
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
