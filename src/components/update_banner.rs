use leptos::prelude::*;

use crate::providers::I18n;
use crate::pwa;

/// Registers the service worker and says so when a new version is ready, with a reload button.
#[component]
pub fn UpdateBanner() -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let ready = RwSignal::new(false);
    if cfg!(target_arch = "wasm32") {
        pwa::register(ready);
    }
    view! {
        <Show when=move || ready.get()>
            <div class="update-banner" role="status">
                <p>{move || i18n.t("update.ready")}</p>
                <button type="button" on:click=|_| pwa::apply_update()>
                    {move || i18n.t("update.reload")}
                </button>
            </div>
        </Show>
    }
}
