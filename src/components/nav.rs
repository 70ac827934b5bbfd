use leptos::prelude::*;
use leptos_router::components::A;

use crate::providers::I18n;

/// The app's name and the main navigation.
#[component]
pub fn TopBar() -> impl IntoView {
    let i18n = expect_context::<I18n>();
    view! {
        <a class="skip-link" href="#main">{move || i18n.t("nav.skip")}</a>
        <header class="top-bar">
            <A href="/" attr:class="brand">
                <img src="/icons/icon-192.png" alt="" width="32" height="32" />
                <span>"Islas"</span>
            </A>
            <nav class="main-nav" aria-label=move || i18n.t("nav.label")>
                <A href="/">{move || i18n.t("nav.games")}</A>
                <A href="/saved">{move || i18n.t("nav.saved")}</A>
                <A href="/settings">{move || i18n.t("nav.settings")}</A>
                <A href="/about">{move || i18n.t("nav.about")}</A>
            </nav>
        </header>
    }
}
