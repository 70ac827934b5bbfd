//! The new-game form of Jamaica: the number of players (2–6), that many seats (a person or a
//! computer level each), Start; the two-player ghost ship and the seed under "More options",
//! collapsed, their choice said on its summary line.

use crate::router::use_navigate;
use islas_core::Game;
use islas_jamaica::{Config, Jamaica, NO_GHOST_SHIP};
use leptos::prelude::*;

use crate::components::{SeatsChoice, SeatsFields, SeedField, StartButton};
use crate::links::Prefill;
use crate::model::Control;
use crate::providers::{I18n, SavesContext};
use crate::session::saves::open_when_started;

/// The i18n key of a seat control's one-line description.
pub fn control_desc_key(c: Control) -> &'static str {
    match c {
        Control::Person => "jm.control.person.desc",
        Control::Easy => "jm.control.easy.desc",
        Control::Medium => "jm.control.medium.desc",
        Control::Hard => "jm.control.hard.desc",
        Control::Expert => "control.expert.desc",
    }
}

// The game's start: its engine is in the screens chunk, not in the main module with the form
// (`crate::games`).
crate::lazy_start!(start_jamaica, Jamaica, Config);

/// The form.
#[component]
pub fn NewGame(#[prop(optional)] prefill: Prefill) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let saves = expect_context::<SavesContext>();
    let navigate = use_navigate();

    let info = Jamaica::INFO;
    let choice = SeatsChoice::new(&info, &prefill);
    let players = choice.players;
    // The ghost ship sails in a two-player game unless the link turned it off.
    let ghost = RwSignal::new(!prefill.options.iter().any(|o| o == NO_GHOST_SHIP));

    let for_start = choice.clone();
    let starting = RwSignal::new(false);
    let on_start = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let (seed, typed, chosen) = for_start.chosen();
        let n = for_start.players.get_untracked();
        let mut config = Config::new(n);
        config.ghost_ship = n == 2 && ghost.get_untracked();
        let start = start_jamaica(saves, config, seed, typed, chosen);
        open_when_started(starting, navigate.clone(), "/play/", start);
    };

    // What the collapsed options hold, said on their summary line.
    let for_words = choice.clone();
    let options_now = move || {
        let ghost_words = if players.get() != 2 {
            None
        } else if ghost.get() {
            Some(i18n.t("jm.new.ghost_short"))
        } else {
            Some(i18n.t("jm.new.no_ghost_short"))
        };
        let seed_words = for_words.seed_words(i18n);
        match ghost_words {
            Some(g) => format!("{g} · {seed_words}"),
            None => seed_words,
        }
    };

    view! {
        <form class="new-game" on:submit=on_start>
            <SeatsFields choice=choice.clone() desc_key=control_desc_key />
            <details class="more-options">
                <summary>
                    <span>{move || i18n.t("new.more")}</span>
                    <span class="hint options-now">{options_now}</span>
                </summary>
                <Show when=move || players.get() == 2>
                    <fieldset class="ghost">
                        <legend>{move || i18n.t("jm.new.ghost")}</legend>
                        <label class="check">
                            <input
                                type="checkbox"
                                id="ghost-ship"
                                aria-describedby="ghost-hint"
                                prop:checked=move || ghost.get()
                                on:change=move |ev| ghost.set(event_target_checked(&ev))
                            />
                            <span>{move || i18n.t("game.jamaica.option.ghost-ship")}</span>
                        </label>
                        <p class="hint" id="ghost-hint">{move || i18n.t("game.jamaica.option.ghost-ship.hint")}</p>
                    </fieldset>
                </Show>
                <SeedField seed_text=choice.seed_text />
            </details>
            <StartButton starting=starting />
        </form>
    }
}
