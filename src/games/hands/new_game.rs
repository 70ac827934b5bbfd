//! Hands' new-game form: the number of players, that many seats, the seed under "More
//! options", Start. Only the shared fields: a game with no options of its own needs no more.

use islas_core::Game;
use islas_hands::{Config, Hands};
use leptos::prelude::*;

use crate::components::{SeatsChoice, SeatsFields, SeedField, StartButton};
use crate::links::Prefill;
use crate::model::Control;
use crate::providers::{I18n, SavesContext};
use crate::router::use_navigate;
use crate::session::saves::open_when_started;

/// The i18n key of a seat control's one-line description.
fn control_desc_key(c: Control) -> &'static str {
    match c {
        Control::Person => "hands.control.person.desc",
        Control::Easy | Control::Medium | Control::Hard | Control::Expert => {
            "hands.control.computer.desc"
        }
    }
}

// The game's start: its engine is in the screens chunk, not in the main module with the form
// (`crate::games`).
crate::lazy_start!(start_hands, Hands, Config);

/// The form.
#[component]
pub fn NewGame(#[prop(optional)] prefill: Prefill) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let saves = expect_context::<SavesContext>();
    let navigate = use_navigate();
    let choice = SeatsChoice::new(&Hands::INFO, &prefill);
    let for_start = choice.clone();
    let starting = RwSignal::new(false);
    let on_start = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let (seed, typed, chosen) = for_start.chosen();
        let config = Config {
            players: for_start.players.get_untracked(),
        };
        let start = start_hands(saves, config, seed, typed, chosen);
        open_when_started(starting, navigate.clone(), "/play/", start);
    };
    let for_words = choice.clone();
    view! {
        <form class="new-game" on:submit=on_start>
            <SeatsFields choice=choice.clone() desc_key=control_desc_key />
            <details class="more-options">
                <summary>
                    <span>{move || i18n.t("new.more")}</span>
                    <span class="hint options-now">{move || for_words.seed_words(i18n)}</span>
                </summary>
                <SeedField seed_text=choice.seed_text />
            </details>
            <StartButton starting=starting />
        </form>
    }
}
