//! What every game's new-game form shares: the number of players, that many seats (a name and
//! a person or a computer level each), the seed typed as the person reads it, and the choices
//! they add up to at Start. Each game's form adds its own options around them.

use islas_core::{GameInfo, Seed};
use leptos::prelude::*;

use crate::links::Prefill;
use crate::model::{Control, SeatPlayer};
use crate::providers::I18n;

/// The i18n key of a seat control's name.
pub fn control_key(c: Control) -> &'static str {
    match c {
        Control::Person => "control.person",
        Control::Easy => "control.easy",
        Control::Medium => "control.medium",
        Control::Hard => "control.hard",
        Control::Expert => "control.expert",
    }
}

/// The players, the seats and the seed of a new-game form, filled from a link's prefill.
#[derive(Clone)]
pub struct SeatsChoice {
    /// The fewest and most players the game allows.
    pub range: (u8, u8),
    pub players: RwSignal<u8>,
    /// One per seat the game allows; only the first `players` are shown and played (names and
    /// choices of the others are kept while the count changes).
    pub seats: Vec<RwSignal<SeatPlayer>>,
    /// The seed as the person reads it: what they (or the link) typed; empty deals at random.
    pub seed_text: RwSignal<String>,
}

impl SeatsChoice {
    pub fn new(info: &GameInfo, prefill: &Prefill) -> SeatsChoice {
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
        let seed_text = RwSignal::new(
            prefill
                .seed_text
                .clone()
                .or_else(|| prefill.seed.map(|s| s.to_string()))
                .unwrap_or_default(),
        );
        SeatsChoice {
            range: (info.min_players, info.max_players),
            players,
            seats: initial.into_iter().map(RwSignal::new).collect(),
            seed_text,
        }
    }

    /// At Start: the seed (the typed one, else a random deal) with the text typed, and the
    /// chosen seats.
    pub fn chosen(&self) -> (Seed, Option<String>, Vec<SeatPlayer>) {
        let typed = self.seed_text.get_untracked().trim().to_string();
        let (seed, typed) = match Seed::from_text(&typed) {
            Ok(s) => (s, Some(typed)),
            // Nothing typed: a random deal (`crypto.getRandomValues` in the browser).
            Err(_) => (Seed::random(), None),
        };
        let seats = self
            .seats
            .iter()
            .take(usize::from(self.players.get_untracked()))
            .map(|s| s.get_untracked())
            .collect();
        (seed, typed, seats)
    }

    /// The seed's words on the options' summary line.
    pub fn seed_words(&self, i18n: I18n) -> String {
        let seed = self.seed_text.get();
        if seed.trim().is_empty() {
            i18n.t("new.seed_random_short")
        } else {
            i18n.t_with("new.seed_short", &[("seed", seed.trim().to_string())])
        }
    }
}

/// The number of players and that many seats; `desc_key` gives the game's one-line
/// description of each control.
#[component]
pub fn SeatsFields(
    choice: SeatsChoice,
    desc_key: fn(Control) -> &'static str,
    /// The most players the options chosen allow now (fewer than the game's most): the
    /// counts above it are disabled.
    #[prop(optional, into)]
    most: Option<Signal<u8>>,
) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let SeatsChoice {
        range: (min, max),
        players,
        seats,
        ..
    } = choice;
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
                        {move || i18n.t(desc_key(seat.get().control))}
                    </p>
                </div>
            </fieldset>
        }
    };
    view! {
        <fieldset class="players-count">
            <legend>{move || i18n.t("new.players")}</legend>
            <div class="segmented">
                {(min..=max)
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
                                    disabled=move || most.is_some_and(|m| n > m.get())
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
    }
}

/// The seed, typed as the person reads it (under "More options").
#[component]
pub fn SeedField(seed_text: RwSignal<String>) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    view! {
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
    }
}

/// A new-game form's Start: it submits the form, and says it is busy (`aria-busy`) while
/// `starting`, the game's code on its way (`crate::session::saves::open_when_started`).
#[component]
pub fn StartButton(starting: RwSignal<bool>) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    view! {
        <button type="submit" class="primary start" aria-busy=move || starting.get().to_string()>
            {move || i18n.t("new.start")}
        </button>
    }
}
