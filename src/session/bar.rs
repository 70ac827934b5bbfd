//! The bar every game's table opens with, on the shared controller.

use leptos::prelude::*;

use super::advice::Advised;
use super::controller::TableController;
use crate::i18n::seat_name;
use crate::providers::I18n;

/// The status line (the game's own words for where it stands, then who is thinking), Undo
/// (disabled with its reason; none when computers alone play), Skip while a computer plays (to
/// the person's turn, or to the end when computers alone play), Rules, and Hint during a person's decision
/// (`advice::hint`); under it the hint, then the reason Undo is
/// unavailable, "pass the device to …" when the device goes to another person in a game
/// without secrets (in one with secrets the hand-over cover says it), and the table's message.
#[component]
pub fn TableBar<G: Advised + 'static>(
    table: TableController<G>,
    /// Where the game stands, in the game's words.
    phase: Signal<String>,
    rules_href: String,
) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let session = table.session;
    let (message, skip) = (table.message, table.skip);
    let undo_block = Memo::new(move |_| table.undo_block());
    // Computers alone at the table: nobody's choice to take back, and Skip goes to the end.
    let watching = Memo::new(move |_| session.with(|s| s.persons() == 0));

    let undo_why = move || {
        if watching.get() {
            return None;
        }
        undo_block.get().map(|b| i18n.t(&b.key(G::INFO.id)))
    };
    let computer_turn = Memo::new(move |_| session.with(|s| s.computer_to_act().is_some()));
    let status = move || {
        let mut line = phase.get();
        session.with(|s| {
            if let Some((seat, _)) = s.computer_to_act() {
                line.push(' ');
                line.push_str(&i18n.t_with(
                    "table.thinking",
                    &[("name", seat_name(i18n.lang(), &s.seats, seat))],
                ));
            }
        });
        line
    };
    let pass_device = move || {
        session.with(|s| {
            let seat = s.pass_device()?;
            Some(i18n.t_with(
                "table.pass_device",
                &[("name", seat_name(i18n.lang(), &s.seats, seat))],
            ))
        })
    };
    let (hint_button, hint_panel) = super::advice::hint(table);
    view! {
        <div class="table-bar">
            <p class="status" role="status" aria-live="polite" data-testid="status">{status}</p>
            <div class="tools">
                <Show when=move || !watching.get()>
                    <button type="button" class="secondary icon-button" on:click=move |_| table.undo() disabled=move || undo_block.get().is_some() aria-describedby="undo-why">
                        <crate::components::Icon name="undo" />
                        <span class="label">{move || i18n.t("table.undo")}</span>
                    </button>
                </Show>
                {hint_button}
                <Show when=move || computer_turn.get() && !skip.get()>
                    <button type="button" class="secondary icon-button" on:click=move |_| table.skip()>
                        <crate::components::Icon name="skip" />
                        <span class="label">{move || i18n.t(if watching.get() { "table.skip.end" } else { "table.skip" })}</span>
                    </button>
                </Show>
                <a href=rules_href.clone() class="button secondary icon-button">
                    <crate::components::Icon name="rules" />
                    <span class="label">{move || i18n.t("table.rules")}</span>
                </a>
            </div>
        </div>
        {hint_panel}
        <super::LessonGuide table=table />
        <p id="undo-why" class="undo-why">{undo_why}</p>
        {move || pass_device().map(|t| view! { <p class="pass-device" role="note">{t}</p> })}
        {move || message.get().map(|m| view! { <p class="table-message" role="alert">{m}</p> })}
    }
}
