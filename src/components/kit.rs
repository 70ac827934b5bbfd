//! The visual kit shared by the three games: one SVG sprite of symbols (`kit.svg`), rendered
//! once in the app's frame, and [`Icon`], which draws one of them with `<use>`. Strokes are
//! `currentColor` and fills come from CSS custom properties (`style/kit.css`), so the same
//! drawing serves the light and the dark theme and stays crisp at any zoom.

use leptos::prelude::*;

use crate::providers::I18n;

/// The sprite: every symbol of the kit, drawn once: on a 24-unit grid, 1.5-unit strokes in
/// `currentColor`, fills from CSS custom properties, used with `<svg><use href="#k-NAME"/>`.
/// In order: shared shapes (`<defs>`); the ships, one hull pattern per colour (colour is never
/// the only cue); Port Royal's characters, then its tokens and symbols; Puerto Rico's goods
/// barrels (each with its own mark), colonist, building frame, doubloon and VP chip; Jamaica's
/// food, gunpowder, doubloon tokens, action and combat dice, its two more ship colours, morning
/// and evening, sailing forward and back, and the treasure chest; then the table bar's controls
/// (hint, rules, undo, skip to the person's turn). The file has no comments:
/// they would ship in the wasm (this text says what they said).
const SPRITE: &str = include_str!("kit.svg");

/// Every icon of the kit by name (`#k-<name>` in the sprite; its words are `kit.<name>`).
pub const ICONS: &[&str] = &[
    "ship-yellow",
    "ship-blue",
    "ship-green",
    "ship-red",
    "ship-black",
    "skull",
    "trader",
    "settler",
    "captain",
    "priest",
    "jack",
    "sailor",
    "pirate",
    "mademoiselle",
    "jester",
    "admiral",
    "governor",
    "coin",
    "influence",
    "swords",
    "cross",
    "anchor",
    "house",
    "tax",
    "barrel",
    "corn",
    "indigo",
    "sugar",
    "tobacco",
    "coffee",
    "colonist",
    "building",
    "doubloon",
    "vp",
    "quarry",
    "food",
    "gunpowder",
    "die-1",
    "die-2",
    "die-3",
    "die-4",
    "die-5",
    "die-6",
    "combat",
    "combat-star",
];

/// The sprite, once, in the app's frame (out of sight and of the accessibility tree).
#[component]
pub fn KitSprite() -> impl IntoView {
    view! { <div class="kit-sprite" aria-hidden="true" inner_html=SPRITE></div> }
}

/// One icon of the kit. With `label` it is an image with that text alternative; without, it is
/// decorative (the control or text beside it says the same in words).
#[component]
pub fn Icon(
    name: &'static str,
    #[prop(optional, into)] label: Option<Signal<String>>,
) -> impl IntoView {
    let href = format!("#k-{name}");
    let class = format!("icon i-{name}");
    match label {
        Some(l) => view! {
            <svg class=class viewBox="0 0 24 24" role="img" aria-label=move || l.get()>
                <use_ href=href></use_>
            </svg>
        }
        .into_any(),
        None => view! {
            <svg class=class viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <use_ href=href></use_>
            </svg>
        }
        .into_any(),
    }
}

/// `/kit`: every icon with its words, in both themes' colours (for screenshots and review).
#[component]
pub fn KitGallery() -> impl IntoView {
    let i18n = expect_context::<I18n>();
    view! {
        <section class="page kit-gallery">
            <h1>{move || i18n.t("kit.title")}</h1>
            <ul class="kit-list">
                {ICONS
                    .iter()
                    .map(|&n| {
                        let words = Signal::derive(move || i18n.t(&format!("kit.{n}")));
                        view! {
                            <li>
                                <Icon name=n label=words />
                                <span aria-hidden="true">{words}</span>
                            </li>
                        }
                    })
                    .collect_view()}
            </ul>
        </section>
    }
}
