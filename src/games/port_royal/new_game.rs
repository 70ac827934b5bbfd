//! The new-game form: the number of players, that many seats (a person or a computer level
//! each), Start; the ending and the seed under "More options", collapsed, their choice said on
//! its summary line.

use islas_core::Game;
use islas_port_royal::{Config, EXPEDITION_END, Ending, PortRoyal};
use leptos::prelude::*;
use leptos_router::hooks::use_navigate;

use crate::components::{RadioChoice, SeatsChoice, SeatsFields, SeedField};
use crate::links::Prefill;
use crate::model::Control;
use crate::providers::{I18n, SavesContext};
use crate::session::saves::start_game_typed;

/// The i18n key of a seat control's one-line description.
pub fn control_desc_key(c: Control) -> &'static str {
    match c {
        Control::Person => "pr.control.person.desc",
        Control::Easy => "pr.control.easy.desc",
        Control::Medium => "pr.control.medium.desc",
        Control::Hard => "pr.control.hard.desc",
    }
}

/// The form.
#[component]
pub fn NewGame(#[prop(optional)] prefill: Prefill) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let saves = expect_context::<SavesContext>();
    let navigate = use_navigate();

    let info = PortRoyal::INFO;
    let choice = SeatsChoice::new(&info, &prefill);
    let ending = RwSignal::new(if prefill.options.iter().any(|o| o == EXPEDITION_END) {
        Ending::WithExpedition
    } else {
        Ending::Standard
    });

    let for_start = choice.clone();
    let on_start = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let (seed, typed, chosen) = for_start.chosen();
        let n = for_start.players.get_untracked();
        let mut config = Config::new(n);
        config.ending = ending.get_untracked();
        if let Some(id) = start_game_typed::<PortRoyal>(saves, config, seed, typed, chosen) {
            navigate(&format!("/play/{id}"), Default::default());
        }
    };

    // What the collapsed options hold, said on their summary line.
    let for_words = choice.clone();
    let options_now = move || {
        let ending_words = i18n.t(match ending.get() {
            Ending::Standard => "pr.new.ending.standard_short",
            Ending::WithExpedition => "pr.new.ending.expedition_short",
        });
        let seed_words = for_words.seed_words(i18n);
        format!("{ending_words} · {seed_words}")
    };

    view! {
        <form class="new-game" on:submit=on_start>
            <SeatsFields choice=choice.clone() desc_key=control_desc_key />
            <details class="more-options">
                <summary>
                    <span>{move || i18n.t("new.more")}</span>
                    <span class="hint options-now">{options_now}</span>
                </summary>
                <fieldset class="ending">
                    <legend>{move || i18n.t("pr.new.ending")}</legend>
                    <RadioChoice
                        name="ending"
                        value="standard"
                        label=Signal::derive(move || i18n.t("pr.new.ending.standard"))
                        checked=Signal::derive(move || ending.get() == Ending::Standard)
                        on_pick=Callback::new(move |()| ending.set(Ending::Standard))
                    />
                    <RadioChoice
                        name="ending"
                        value="expedition"
                        label=Signal::derive(move || i18n.t("pr.new.ending.expedition"))
                        checked=Signal::derive(move || ending.get() == Ending::WithExpedition)
                        on_pick=Callback::new(move |()| ending.set(Ending::WithExpedition))
                    />
                </fieldset>
                <SeedField seed_text=choice.seed_text />
            </details>
            <button type="submit" class="primary start">{move || i18n.t("new.start")}</button>
        </form>
    }
}
