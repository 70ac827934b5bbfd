use leptos::prelude::*;

use crate::providers::I18n;

/// Any address the app does not know.
#[component]
pub fn NotFound() -> impl IntoView {
    let i18n = expect_context::<I18n>();
    view! {
        <section class="page">
            <h1>{move || i18n.t("not_found.title")}</h1>
            <p>{move || i18n.t("not_found.text")}</p>
            <p>
                <a href="/" class="button secondary">{move || i18n.t("link.back")}</a>
            </p>
        </section>
    }
}
