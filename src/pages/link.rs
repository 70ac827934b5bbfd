use leptos::prelude::*;
use leptos_router::components::A;
use leptos_router::hooks::use_query_map;

use crate::links::{self, Link};
use crate::providers::I18n;

/// `/?g=...&s=...&p=...&o=...&r=...`: checks the link and says what it opens, or why it
/// cannot. Everything taken from the link is shown as text.
#[component]
pub fn LinkPage() -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let query = use_query_map();
    let parsed = Memo::new(move |_| query.with(|q| links::parse(|k| q.get(k))));
    let ok = move |link: Link| {
        let title = link.game.title;
        let details = move || {
            let mut parts = vec![
                i18n.t_with("link.seed", &[("seed", link.seed.to_string())]),
                i18n.t_with("link.players", &[("players", link.players.to_string())]),
            ];
            if !link.options.is_empty() {
                parts.push(i18n.t_with("link.options", &[("options", link.options.join(", "))]));
            }
            if let Some(n) = link.actions {
                parts.push(i18n.t_with("link.actions", &[("actions", n.to_string())]));
            }
            parts.join(" · ")
        };
        view! {
            <h1>{title}</h1>
            <p class="link-details">{details}</p>
            <p class="notice-inline" role="status">
                {move || i18n.t_with("link.coming", &[("game", title.to_string())])}
            </p>
        }
        .into_any()
    };
    let bad = move |e: links::LinkError| {
        let (key, args) = e.message();
        view! {
            <h1>{move || i18n.t("link.error.title")}</h1>
            <p class="error" role="alert">{move || i18n.t_with(key, &args)}</p>
            <p>{move || i18n.t("link.error.hint")}</p>
        }
        .into_any()
    };
    view! {
        <section class="page link">
            {move || match parsed.get() {
                Ok(link) => ok(link),
                Err(e) => bad(e),
            }}
            <p>
                <A href="/" attr:class="button secondary">{move || i18n.t("link.back")}</A>
            </p>
        </section>
    }
}
