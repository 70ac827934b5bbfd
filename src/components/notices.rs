use leptos::prelude::*;

use crate::providers::{I18n, Notice, SavesContext, SettingsContext};
use crate::storage::{SAVE_PREFIX, SETTINGS_KEY};

/// A stored item in plain words: "Your settings", "Saved game g1".
fn item_name(i18n: I18n, key: &str) -> String {
    if key == SETTINGS_KEY {
        i18n.t("storage.item.settings")
    } else if let Some(id) = key.strip_prefix(SAVE_PREFIX) {
        i18n.t_with("storage.item.save", &[("id", id.to_string())])
    } else {
        key.to_string()
    }
}

/// Messages about stored data: unreadable values moved aside, a full quota, storage that is
/// unavailable, changes from another tab. Each stays until the person dismisses it.
#[component]
pub fn StorageNotices() -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let settings = expect_context::<SettingsContext>();
    let saves = expect_context::<SavesContext>();
    let all = move || {
        let mut v: Vec<(bool, Notice)> = settings
            .notices
            .get()
            .into_iter()
            .map(|n| (true, n))
            .collect();
        v.extend(saves.notices.get().into_iter().map(|n| (false, n)));
        v
    };
    view! {
        <section class="notices" aria-live="polite" aria-label=move || i18n.t("notices.label")>
            <For
                each=all
                key=|(from_settings, n)| (*from_settings, n.key, n.args.clone())
                children=move |(from_settings, n)| {
                    let text = {
                        let n = n.clone();
                        move || {
                            let args: Vec<(&str, String)> = n
                                .args
                                .iter()
                                .map(|(name, value)| {
                                    if *name == "item" {
                                        (*name, item_name(i18n, value))
                                    } else {
                                        (*name, value.clone())
                                    }
                                })
                                .collect();
                            i18n.t_with(n.key, &args)
                        }
                    };
                    let dismiss = move |_| {
                        if from_settings { settings.dismiss(&n) } else { saves.dismiss(&n) }
                    };
                    view! {
                        <div class="notice" role="alert">
                            <p>{text}</p>
                            <button type="button" class="secondary" on:click=dismiss>
                                {move || i18n.t("notices.dismiss")}
                            </button>
                        </div>
                    }
                }
            />
        </section>
    }
}
