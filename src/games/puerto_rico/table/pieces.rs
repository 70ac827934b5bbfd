//! The pieces the person chooses on, besides the role cards and the building tiles: barrels
//! (the captain's loads on a ship), read from the engine's legal actions, never re-derived.
//! A piece that is a choice is a real button: its accessible name (and its tooltip) is the
//! same words as the text control it stands for; what it shows is the piece.

use islas_puerto_rico::{Action, Event, Good, PuertoRico};
use leptos::prelude::*;

use super::super::Session;
use super::super::text::action_label;
use super::good_icon;
use crate::components::Icon;
use crate::i18n::Lang;
use crate::session::controller::TableController;

/// A choice on a piece: the action as text and its words.
#[derive(Clone, Debug, PartialEq)]
pub struct Choice {
    pub action: String,
    pub label: String,
}

/// The choice of `a` for the person to act, with its words (the engine's preview says what it
/// gives).
pub fn choice(lang: Lang, s: &Session, a: &Action) -> Choice {
    let preview = s.preview(a).unwrap_or_default();
    Choice {
        action: a.to_string(),
        label: action_label(lang, &s.shown, a, &preview),
    }
}

/// The barrels a load puts on its ship (the engine's preview), 0 when it says nothing.
pub fn loaded(s: &Session, a: &Action) -> u8 {
    s.preview(a)
        .unwrap_or_default()
        .iter()
        .find_map(|e| match e {
            Event::Loaded { barrels, .. } => Some(*barrels),
            _ => None,
        })
        .unwrap_or(0)
}

/// A barrel of `good` that is a choice: the barrel in its good's colour, `n` beside it.
pub fn barrel_button(
    good: Good,
    n: u8,
    c: Choice,
    table: TableController<PuertoRico>,
) -> impl IntoView + use<> {
    let Choice { action, label } = c;
    let title = label.clone();
    view! {
        <button type="button" class=format!("barrel k-{}", good.id()) data-action=action.clone() title=title
            on:click=move |_| table.act(action.clone())>
            <span class="visually-hidden">{label}</span>
            <span class="piece-in" aria-hidden="true"><Icon name=good_icon(good) />{n}</span>
        </button>
    }
}
