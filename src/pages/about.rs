use leptos::prelude::*;

use crate::catalog::GAMES;
use crate::licences;
use crate::providers::I18n;

/// The build id written into the page by the build (see scripts/release.py).
fn build_id() -> Option<String> {
    let doc = web_sys::window()?.document()?;
    let meta = doc.query_selector("meta[name=islas-build]").ok()??;
    meta.get_attribute("content")
}

/// `/about`: version, who owns the games, licences of what the app is built with.
#[component]
pub fn AboutPage() -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let version = env!("CARGO_PKG_VERSION");
    let build = build_id().unwrap_or_else(|| "dev".into());
    let list = licences::all();
    let count = list.len();
    view! {
        <section class="page about">
            <h1>{move || i18n.t("about.title")}</h1>
            <p>
                {move || {
                    i18n.t_with(
                        "about.version",
                        &[("version", version.to_string()), ("build", build.clone())],
                    )
                }}
            </p>
            <p>{move || i18n.t("about.what")}</p>
            <h2>{move || i18n.t("about.games_title")}</h2>
            <ul class="credits">
                {GAMES
                    .iter()
                    .map(|g| {
                        view! {
                            <li>
                                {move || {
                                    i18n.t_with(
                                        "about.game_owner",
                                        &[
                                            ("game", g.title.to_string()),
                                            ("designers", g.designers.to_string()),
                                            ("publishers", g.publishers.to_string()),
                                        ],
                                    )
                                }}
                            </li>
                        }
                    })
                    .collect_view()}
            </ul>
            <p>{move || i18n.t("about.not_affiliated")}</p>
            <h2>{move || i18n.t("about.licences_title")}</h2>
            <p>{move || i18n.t("about.licence_own")}</p>
            <details>
                <summary>
                    {move || i18n.t_with("about.licences_count", &[("count", count.to_string())])}
                </summary>
                <table class="licences">
                    <thead>
                        <tr>
                            <th scope="col">{move || i18n.t("about.crate")}</th>
                            <th scope="col">{move || i18n.t("about.crate_version")}</th>
                            <th scope="col">{move || i18n.t("about.licence")}</th>
                        </tr>
                    </thead>
                    <tbody>
                        {list
                            .into_iter()
                            .map(|l| {
                                view! {
                                    <tr>
                                        <td>{l.name}</td>
                                        <td>{l.version}</td>
                                        <td>{l.licence}</td>
                                    </tr>
                                }
                            })
                            .collect_view()}
                    </tbody>
                </table>
            </details>
        </section>
    }
}
