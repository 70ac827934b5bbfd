//! What every game's end screen offers under its scores: the same deal again, a link to it, a
//! new game. One view for the three games; only starting the same deal again knows the engine.

use crate::router::use_navigate;
use islas_core::{ConfigSpec, Game, Seed};
use leptos::prelude::*;

use super::Session;
use super::saves::{start_game, start_game_typed};
use crate::providers::{I18n, SavesContext};

impl<G: Game> Session<G> {
    /// The address of a link that opens the same deal: game, seed, players, options, seats.
    pub fn share_path(&self) -> String {
        let record = serde_json::to_value(&self.record).unwrap_or_default();
        crate::links::write_record(&record, self.seed_text.as_deref(), &self.seats, false)
            .unwrap_or_default()
    }
}

/// The end screen's actions for the game of `session`.
#[component]
pub fn EndActions<G: super::advice::Advised + 'static>(
    session: RwSignal<Session<G>>,
) -> impl IntoView {
    let saves = expect_context::<SavesContext>();
    let navigate = use_navigate();
    let again = Callback::new(move |()| {
        let (config, seed, seed_text, seats) = session.with_untracked(|s| {
            let r = &s.record;
            (
                r.config.clone(),
                r.seed,
                s.seed_text.clone(),
                s.seats.clone(),
            )
        });
        if let Some(id) = start_game_typed::<G>(saves, config, seed, seed_text, seats) {
            navigate(&format!("/play/{id}"));
        }
    });
    let path = Signal::derive(move || session.with(|s| s.share_path()));
    // A lesson's deal is not one to play again or share: a real game follows it, with the
    // lesson's players and the game's own rules (a new deal, no option).
    if session.with_untracked(|s| s.lesson) {
        let i18n = expect_context::<I18n>();
        let navigate = use_navigate();
        let real = move |_| {
            let seats = session.with_untracked(|s| s.seats.clone());
            let Ok(config) = G::Config::from_options(seats.len(), &[] as &[&str]) else {
                return;
            };
            if let Some(id) = start_game::<G>(saves, config, Seed::random(), seats) {
                navigate(&format!("/play/{id}"));
            }
        };
        return view! {
            <div class="end-actions">
                <button type="button" class="primary" on:click=real>{move || i18n.t("lesson.real_game")}</button>
                <a href=format!("/new/{}", G::NAME) class="button secondary">{move || i18n.t("end.new")}</a>
            </div>
        }
        .into_any();
    }
    view! { <ShareActions again path game=G::NAME /> {super::advice::review(session)} }.into_any()
}

/// The actions themselves, for any game: `again` starts the same deal, `path` is the link's
/// address (shown, and copied to the clipboard, when the person asks for it).
#[component]
fn ShareActions(again: Callback<()>, path: Signal<String>, game: &'static str) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let copied = RwSignal::new(false);
    let link_shown = RwSignal::new(false);
    let link = move || {
        let origin = web_sys::window()
            .and_then(|w| w.location().origin().ok())
            .unwrap_or_default();
        format!("{origin}{}", path.get())
    };
    let on_share = move |_| {
        link_shown.set(true);
        let url = link();
        if let Some(w) = web_sys::window() {
            let promise = w.navigator().clipboard().write_text(&url);
            leptos::task::spawn_local(async move {
                if wasm_bindgen_futures::JsFuture::from(promise).await.is_ok() {
                    copied.set(true);
                }
            });
        }
    };
    view! {
        <div class="end-actions">
            <button type="button" class="primary" on:click=move |_| again.run(())>{move || i18n.t("end.again")}</button>
            <button type="button" class="secondary" on:click=on_share>{move || i18n.t("end.share")}</button>
            <a href=format!("/new/{game}") class="button secondary">{move || i18n.t("end.new")}</a>
        </div>
        <Show when=move || link_shown.get()>
            <label class="share-link">
                <span>{move || i18n.t("end.link_label")}</span>
                <input type="text" readonly prop:value=link on:focus=move |ev| {
                    use wasm_bindgen::JsCast;
                    if let Some(i) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) {
                        i.select();
                    }
                } />
            </label>
            <p class="hint" role="status">{move || copied.get().then(|| i18n.t("end.copied"))}</p>
        </Show>
    }
}
