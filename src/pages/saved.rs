use leptos::prelude::*;
use leptos_router::components::A;

use crate::games;
use crate::i18n::seat_name;
use crate::providers::{I18n, SaveEntry, SavesContext};

pub fn resume_href(entry: &SaveEntry) -> String {
    if games::playable(&entry.save.game).is_some() {
        return format!("/play/{}", entry.save.id);
    }
    match crate::links::write_record(&entry.save.record, &entry.save.seats, false) {
        Some(path) => path,
        None => format!("/?g={}", entry.save.game),
    }
}

/// A date in the person's language.
pub fn date_text(ms: f64, lang: &str) -> String {
    if cfg!(target_arch = "wasm32") {
        let d = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms));
        String::from(d.to_locale_string(lang, &wasm_bindgen::JsValue::UNDEFINED))
    } else {
        format!("{ms}")
    }
}

/// `/saved`: saved games, to resume or delete.
#[component]
pub fn SavedPage() -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let saves = expect_context::<SavesContext>();
    let row = move |entry: SaveEntry| {
        let confirm = RwSignal::new(false);
        let title = games::find(&entry.save.game)
            .map(|g| g.title.to_string())
            .unwrap_or_else(|| entry.save.game.clone());
        let updated = entry.save.updated;
        let href = resume_href(&entry);
        let e2 = entry.clone();
        // Who plays, and where the game stands: in progress at a turn, finished, or unreadable.
        let progress = games::playable(&entry.save.game).map(|g| games::progress(g, &entry.save));
        let seats = entry.save.seats.clone();
        let players = move || {
            (0..seats.len() as u8)
                .map(|seat| seat_name(i18n.lang(), &seats, seat))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let stands = {
            let progress = progress.clone();
            move || match &progress {
                Some(Ok(p)) if p.over => i18n.t("saved.finished"),
                Some(Ok(p)) => i18n.t_with("saved.turn", &[("turn", p.turn.to_string())]),
                Some(Err(_)) => i18n.t("saved.unreadable"),
                None => String::new(),
            }
        };
        let (label, openable) = match &progress {
            Some(Ok(p)) if p.over => ("saved.view_end", true),
            Some(Err(_)) => ("saved.resume", false),
            _ => ("saved.resume", true),
        };
        view! {
            <li class="save">
                <div>
                    <h2>{title}</h2>
                    <p class="card-meta">{players}</p>
                    <p class="card-meta">
                        {stands}
                        " · "
                        {move || {
                            i18n.t_with(
                                "saved.updated",
                                &[("date", date_text(updated, i18n.lang().code()))],
                            )
                        }}
                    </p>
                </div>
                <div class="actions">
                    {openable.then(|| view! { <A href=href attr:class="button">{move || i18n.t(label)}</A> })}
                    <Show
                        when=move || confirm.get()
                        fallback=move || {
                            view! {
                                <button type="button" class="secondary" on:click=move |_| confirm.set(true)>
                                    {move || i18n.t("saved.delete")}
                                </button>
                            }
                        }
                    >
                        {
                            let e3 = e2.clone();
                            view! {
                                <button type="button" class="danger" on:click=move |_| saves.delete(&e3)>
                                    {move || i18n.t("saved.delete_confirm")}
                                </button>
                                <button type="button" class="secondary" on:click=move |_| confirm.set(false)>
                                    {move || i18n.t("saved.keep")}
                                </button>
                            }
                        }
                    </Show>
                </div>
            </li>
        }
    };
    view! {
        <section class="page saved">
            <h1>{move || i18n.t("saved.title")}</h1>
            <Show
                when=move || !saves.saves.with(Vec::is_empty)
                fallback=move || view! { <p>{move || i18n.t("saved.empty")}</p> }
            >
                <ul class="saves">
                    <For
                        each=move || saves.saves.get()
                        key=|e| (e.save.id.clone(), e.rev)
                        children=row
                    />
                </ul>
            </Show>
        </section>
    }
}
