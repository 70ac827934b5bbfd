//! The hand-over cover: in pass and play, when the next decision belongs to another person and
//! the game keeps secrets between seats, the whole table is replaced (not just hidden) by this
//! cover, so the page holds nothing of either person's secrets until the next person taps.

use leptos::prelude::*;

use crate::providers::I18n;

#[component]
pub fn HandoverCover(
    /// The name of the person the device goes to.
    #[prop(into)]
    name: Signal<String>,
    /// Called when that person taps "ready".
    on_ready: Callback<()>,
) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let button = NodeRef::<leptos::html::Button>::new();
    Effect::new(move |_| {
        if let Some(b) = button.get() {
            let _ = b.focus();
        }
    });
    view! {
        <section class="page handover" role="dialog" aria-modal="true" aria-labelledby="handover-title">
            <h1 id="handover-title">{move || i18n.t_with("table.handover", &[("name", name.get())])}</h1>
            <p>{move || i18n.t("table.handover.hint")}</p>
            <button type="button" class="primary" node_ref=button on:click=move |_| on_ready.run(())>
                {move || i18n.t_with("table.handover.ready", &[("name", name.get())])}
            </button>
        </section>
    }
}
