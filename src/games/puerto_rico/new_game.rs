//! The new-game form: the number of players (2–5), that many seats (a person or a computer
//! level each), Start; the seed under "More options", collapsed, said on its summary line.

use crate::router::use_navigate;
use islas_core::Game;
use islas_puerto_rico::{Config, PuertoRico};
use leptos::prelude::*;

use crate::components::{SeatsChoice, SeatsFields, SeedField, StartButton};
use crate::links::Prefill;
use crate::model::Control;
use crate::providers::{I18n, SavesContext};
use crate::session::saves::open_when_started;

/// The i18n key of a seat control's one-line description.
pub fn control_desc_key(c: Control) -> &'static str {
    match c {
        Control::Person => "rico.control.person.desc",
        Control::Easy => "rico.control.easy.desc",
        Control::Medium => "rico.control.medium.desc",
        Control::Hard => "rico.control.hard.desc",
        Control::Expert => "control.expert.desc",
    }
}

// The game's start: its engine is in the screens chunk, not in the main module with the form
// (`crate::games`).
crate::lazy_start!(start_puerto_rico, PuertoRico, Config);

/// The form.
#[component]
pub fn NewGame(#[prop(optional)] prefill: Prefill) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let saves = expect_context::<SavesContext>();
    let navigate = use_navigate();

    let info = PuertoRico::INFO;
    let choice = SeatsChoice::new(&info, &prefill);

    let for_start = choice.clone();
    let starting = RwSignal::new(false);
    let on_start = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let (seed, typed, chosen) = for_start.chosen();
        let n = for_start.players.get_untracked();
        let config = Config::new(n);
        let start = start_puerto_rico(saves, config, seed, typed, chosen);
        open_when_started(starting, navigate.clone(), "/play/", start);
    };

    // What the collapsed options hold, said on their summary line.
    let for_words = choice.clone();
    let options_now = move || for_words.seed_words(i18n);

    view! {
        <form class="new-game" on:submit=on_start>
            <SeatsFields choice=choice.clone() desc_key=control_desc_key />
            <details class="more-options">
                <summary>
                    <span>{move || i18n.t("new.more")}</span>
                    <span class="hint options-now">{options_now}</span>
                </summary>
                <SeedField seed_text=choice.seed_text />
            </details>
            <StartButton starting=starting />
        </form>
    }
}
