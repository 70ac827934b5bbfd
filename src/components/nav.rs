use leptos::prelude::*;

use crate::providers::I18n;
use crate::router::use_location;

/// The app's name and the main navigation.
#[component]
pub fn TopBar() -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let loc = use_location();
    let current = move |href: &'static str| move || loc.is_current(href).then_some("page");
    view! {
        <a class="skip-link" href="#main">{move || i18n.t("nav.skip")}</a>
        <header class="top-bar">
            <a href="/" class="brand">
                <img src="/icons/icon-192.png" alt="" width="32" height="32" />
                <span>"Islas"</span>
            </a>
            <nav class="main-nav" aria-label=move || i18n.t("nav.label")>
                <a href="/" aria-current=current("/")>{move || i18n.t("nav.games")}</a>
                <a href="/saved" aria-current=current("/saved")>{move || i18n.t("nav.saved")}</a>
                <a href="/settings" aria-current=current("/settings")>{move || i18n.t("nav.settings")}</a>
                <a href="/about" aria-current=current("/about")>{move || i18n.t("nav.about")}</a>
            </nav>
        </header>
    }
}
