//! The new-game form: the number of players (2–5), that many seats (a person or a computer
//! level each), Start; the seed under "More options", collapsed, said on its summary line.

use islas_core::Game;
use islas_core::Seed;
use islas_puerto_rico::{Config, PuertoRico};
use leptos::prelude::*;
use leptos_router::hooks::use_navigate;

use crate::links::Prefill;
use crate::model::{Control, SeatPlayer};
use crate::providers::{I18n, SavesContext};
use crate::session::saves::start_game_typed;

/// A fresh random seed (the platform's randomness: `crypto.getRandomValues` in the browser).
pub fn random_seed() -> Seed {
    Seed::random()
}

/// The i18n key of a seat control's name.
pub fn control_key(c: Control) -> &'static str {
    match c {
        Control::Person => "control.person",
        Control::Easy => "control.easy",
        Control::Medium => "control.medium",
        Control::Hard => "control.hard",
    }
}

/// The i18n key of a seat control's one-line description.
pub fn control_desc_key(c: Control) -> &'static str {
    match c {
        Control::Person => "rico.control.person.desc",
        Control::Easy => "rico.control.easy.desc",
        Control::Medium => "rico.control.medium.desc",
        Control::Hard => "rico.control.hard.desc",
    }
}

/// The form.
#[component]
pub fn NewGame(#[prop(optional)] prefill: Prefill) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let saves = expect_context::<SavesContext>();
    let navigate = use_navigate();

    let info = PuertoRico::INFO;
    let players = RwSignal::new(
        prefill
            .players
            .unwrap_or(3)
            .clamp(info.min_players, info.max_players),
    );
    let mut initial: Vec<SeatPlayer> = prefill.seats.clone();
    if initial.is_empty() {
        initial.push(SeatPlayer::default());
    }
    while initial.len() < usize::from(info.max_players) {
        initial.push(SeatPlayer {
            name: String::new(),
            control: Control::Medium,
        });
    }
    let seats: Vec<RwSignal<SeatPlayer>> = initial.into_iter().map(RwSignal::new).collect();
    // The seed as the person reads it: what they (or the link) typed; empty deals at random.
    let seed_text = RwSignal::new(
        prefill
            .seed_text
            .clone()
            .or_else(|| prefill.seed.map(|s| s.to_string()))
            .unwrap_or_default(),
    );

    let seats_for_start = seats.clone();
    let on_start = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let typed = seed_text.get_untracked().trim().to_string();
        let (seed, typed) = match Seed::from_text(&typed) {
            Ok(s) => (s, Some(typed)),
            // Nothing typed: a random deal.
            Err(_) => (random_seed(), None),
        };
        let n = players.get_untracked();
        let chosen: Vec<SeatPlayer> = seats_for_start
            .iter()
            .take(usize::from(n))
            .map(|s| s.get_untracked())
            .collect();
        let config = Config::new(n);
        if let Some(id) = start_game_typed::<PuertoRico>(saves, config, seed, typed, chosen) {
            navigate(&format!("/play/{id}"), Default::default());
        }
    };

    // What the collapsed options hold, said on their summary line.
    let options_now = move || {
        let seed = seed_text.get();
        if seed.trim().is_empty() {
            i18n.t("new.seed_random_short")
        } else {
            i18n.t_with("new.seed_short", &[("seed", seed.trim().to_string())])
        }
    };

    let seat_row = move |i: usize, seat: RwSignal<SeatPlayer>| {
        let name_id = format!("seat-{i}-name");
        let control_id = format!("seat-{i}-control");
        let desc_id = format!("seat-{i}-desc");
        let (name_for, control_for, desc_ref) =
            (name_id.clone(), control_id.clone(), desc_id.clone());
        let n = (i + 1).to_string();
        let n2 = n.clone();
        view! {
            <fieldset class="seat">
                <legend>{move || i18n.t_with("new.seat", &[("n", n.clone())])}</legend>
                <div class="seat-fields">
                    <div class="field">
                        <label for=name_for>{move || i18n.t("new.name")}</label>
                        <input
                            id=name_id
                            type="text"
                            maxlength="24"
                            autocomplete="off"
                            placeholder=move || {
                                let key = if seat.get().control.is_person() {
                                    "seat.player"
                                } else {
                                    "seat.computer"
                                };
                                i18n.t_with(key, &[("n", n2.clone())])
                            }
                            prop:value=move || seat.get().name
                            on:input=move |ev| seat.update(|s| s.name = event_target_value(&ev))
                        />
                    </div>
                    <div class="field">
                        <label for=control_for>{move || i18n.t("new.control")}</label>
                        <select
                            id=control_id
                            aria-describedby=desc_ref
                            on:change=move |ev| {
                                if let Some(c) = Control::from_id(&event_target_value(&ev)) {
                                    seat.update(|s| s.control = c);
                                }
                            }
                        >
                            {Control::ALL
                                .into_iter()
                                .map(|c| {
                                    view! {
                                        <option value=c.id() selected=move || seat.get().control == c>
                                            {move || i18n.t(control_key(c))}
                                        </option>
                                    }
                                })
                                .collect_view()}
                        </select>
                    </div>
                    <p class="hint" id=desc_id>
                        {move || i18n.t(control_desc_key(seat.get().control))}
                    </p>
                </div>
            </fieldset>
        }
    };

    view! {
        <form class="new-game" on:submit=on_start>
            <fieldset class="players-count">
                <legend>{move || i18n.t("new.players")}</legend>
                <div class="segmented">
                    {(info.min_players..=info.max_players)
                        .map(|n| {
                            let id = format!("players-{n}");
                            let for_id = id.clone();
                            view! {
                                <label for=for_id>
                                    <input
                                        type="radio"
                                        name="players"
                                        id=id
                                        value=n.to_string()
                                        prop:checked=move || players.get() == n
                                        on:change=move |_| players.set(n)
                                    />
                                    <span>{n}</span>
                                </label>
                            }
                        })
                        .collect_view()}
                </div>
            </fieldset>
            // Only the chosen number of seats (names and choices of the others are kept).
            {move || {
                seats
                    .iter()
                    .take(usize::from(players.get()))
                    .enumerate()
                    .map(|(i, s)| seat_row(i, *s))
                    .collect_view()
            }}
            <details class="more-options">
                <summary>
                    <span>{move || i18n.t("new.more")}</span>
                    <span class="hint options-now">{options_now}</span>
                </summary>
                <fieldset class="seed">
                    <legend>{move || i18n.t("new.seed")}</legend>
                    <label class="visually-hidden" for="seed">{move || i18n.t("new.seed")}</label>
                    <input
                        id="seed"
                        type="text"
                        maxlength="64"
                        autocomplete="off"
                        spellcheck="false"
                        aria-describedby="seed-hint"
                        placeholder=move || i18n.t("new.seed_placeholder")
                        prop:value=move || seed_text.get()
                        on:input=move |ev| seed_text.set(event_target_value(&ev))
                    />
                    <p class="hint" id="seed-hint">{move || i18n.t("new.seed_hint")}</p>
                </fieldset>
            </details>
            <button type="submit" class="primary start">{move || i18n.t("new.start")}</button>
        </form>
    }
}
