use leptos::prelude::*;

use crate::components::{RadioChoice, item_words};
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

use crate::i18n::Lang;
use crate::i18n::date_text;
use crate::model::{Animation, Pace, Settings, Theme};
use crate::providers::{I18n, SavesContext, SettingsContext};
use crate::storage::{ImportError, MAX_IMPORT_BYTES};

/// Offers `text` to the person as a file download.
fn download(text: &str, filename: &str) -> Result<(), wasm_bindgen::JsValue> {
    let window = web_sys::window().ok_or("no window")?;
    let doc = window.document().ok_or("no document")?;
    let parts = js_sys::Array::of1(&text.into());
    let opts = web_sys::BlobPropertyBag::new();
    opts.set_type("application/json");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &opts)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob)?;
    let a: web_sys::HtmlAnchorElement = doc.create_element("a")?.dyn_into()?;
    a.set_href(&url);
    a.set_download(filename);
    a.click();
    web_sys::Url::revoke_object_url(&url)?;
    Ok(())
}

fn today() -> String {
    if cfg!(target_arch = "wasm32") {
        let iso = String::from(js_sys::Date::new_0().to_iso_string());
        iso.chars().take(10).collect()
    } else {
        "today".into()
    }
}

/// The outcome of the last export or import: success, i18n key, arguments.
/// Whether it went well, the message (key, arguments) and its technical details, if any.
type DataStatus = (
    bool,
    &'static str,
    Vec<(&'static str, String)>,
    Option<String>,
);

/// A setting chosen from a few values (theme, animation speed, pace): its name (the radio
/// group's, and in its texts' keys), its values, and how to read and write it.
#[derive(Clone, Copy)]
struct Choices<T: 'static> {
    name: &'static str,
    all: &'static [T],
    id: fn(T) -> &'static str,
    get: fn(&Settings) -> T,
    set: fn(&mut Settings, T),
}

impl<T: Copy> Choices<T> {
    /// The text key of the group's legend: `settings.<name>`.
    fn legend_key(self) -> String {
        format!("settings.{}", self.name)
    }

    /// The text key of a value's label: `settings.<name>.<id>`.
    fn label_key(self, value: T) -> String {
        format!("settings.{}.{}", self.name, (self.id)(value))
    }
}

const THEME: Choices<Theme> = Choices {
    name: "theme",
    all: &Theme::ALL,
    id: Theme::id,
    get: |s| s.theme,
    set: |s, v| s.theme = v,
};

const ANIMATION: Choices<Animation> = Choices {
    name: "animation",
    all: &Animation::ALL,
    id: Animation::id,
    get: |s| s.animation,
    set: |s, v| s.animation = v,
};

const PACE: Choices<Pace> = Choices {
    name: "pace",
    all: &Pace::ALL,
    id: Pace::id,
    get: |s| s.pace,
    set: |s, v| s.pace = v,
};

/// `/settings`: language, theme, animation speed, pace; export and import of all data.
#[component]
pub fn SettingsPage() -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let settings = expect_context::<SettingsContext>();
    view! {
        <section class="page settings">
            <h1>{move || i18n.t("settings.title")}</h1>
            <LanguageField />
            <ChoiceField choices=THEME />
            <ChoiceField choices=ANIMATION>
                <Show when=move || settings.reduced_motion.get()>
                    <p class="hint">{move || i18n.t("settings.reduced_motion")}</p>
                </Show>
            </ChoiceField>
            <ChoiceField choices=PACE />
            <DataSection />
            <KeptAside />
        </section>
    }
}

/// The language: the browser's, or one of the app's.
#[component]
fn LanguageField() -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let settings = expect_context::<SettingsContext>();
    let on_language = move |ev: leptos::ev::Event| {
        let v = event_target_value(&ev);
        settings.update(|s| s.language = Lang::from_code(&v));
    };
    let language_value = move || {
        settings
            .get()
            .language
            .map(|l| l.code().to_string())
            .unwrap_or_else(|| "auto".into())
    };
    view! {
        <div class="field">
            <label for="language">{move || i18n.t("settings.language")}</label>
            <select id="language" on:change=on_language prop:value=language_value>
                <option value="auto" selected=move || language_value() == "auto">
                    {move || i18n.t("settings.language.auto")}
                </option>
                {Lang::ALL
                    .into_iter()
                    .map(|l| {
                        view! {
                            <option value=l.code() lang=l.code() selected=move || language_value() == l.code()>
                                {l.native_name()}
                            </option>
                        }
                    })
                    .collect_view()}
            </select>
            <p class="hint" role="status">
                {move || {
                    i18n.unavailable()
                        .map(|l| i18n.t_with("settings.language.unavailable", &[("lang", l.native_name().to_string())]))
                }}
            </p>
        </div>
    }
}

/// One setting's radio group, with anything said under it (`children`).
#[component]
fn ChoiceField<T: Copy + PartialEq + Send + Sync + 'static>(
    choices: Choices<T>,
    #[prop(optional)] children: Option<Children>,
) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let settings = expect_context::<SettingsContext>();
    let legend = choices.legend_key();
    let options = choices
        .all
        .iter()
        .map(|&value| {
            let key = choices.label_key(value);
            view! {
                <RadioChoice
                    name=choices.name
                    value=(choices.id)(value)
                    label=Signal::derive(move || i18n.t(&key))
                    checked=Signal::derive(move || (choices.get)(&settings.get()) == value)
                    on_pick=Callback::new(move |()| settings.update(|s| (choices.set)(s, value)))
                />
            }
        })
        .collect_view();
    view! {
        <fieldset>
            <legend>{move || i18n.t(&legend)}</legend>
            {options}
            {children.map(|c| c())}
        </fieldset>
    }
}

/// Export and import of all data, with the outcome of the last one.
#[component]
fn DataSection() -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let settings = expect_context::<SettingsContext>();
    let saves = expect_context::<SavesContext>();
    // The result of the last export or import, shown under the buttons.
    let data_status: RwSignal<Option<DataStatus>> = RwSignal::new(None);

    let on_export = move |_| match saves.export() {
        Ok(text) => {
            let name = format!("islas-data-{}.json", today());
            match download(&text, &name) {
                Ok(()) => {
                    data_status.set(Some((true, "data.exported", vec![("file", name)], None)))
                }
                Err(_) => data_status.set(Some((false, "data.export_failed", vec![], None))),
            }
        }
        Err(e) => data_status.set(Some((false, e.key(), vec![], None))),
    };

    let on_import = move |ev: leptos::ev::Event| {
        let Some(input) = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
        else {
            return;
        };
        let Some(file) = input.files().and_then(|f| f.get(0)) else {
            return;
        };
        // Choosing the same file again must fire `change` again.
        input.set_value("");
        let size = file.size() as usize;
        if size > MAX_IMPORT_BYTES {
            let (key, args) = ImportError::TooLarge(size).message();
            data_status.set(Some((false, key, args, None)));
            return;
        }
        wasm_bindgen_futures::spawn_local(async move {
            let text = match JsFuture::from(file.text()).await {
                Ok(t) => t.as_string().unwrap_or_default(),
                Err(_) => {
                    data_status.set(Some((false, "data.read_failed", vec![], None)));
                    return;
                }
            };
            match saves.import(&text) {
                Ok(summary) => data_status.set(Some((
                    true,
                    "data.imported",
                    vec![("count", summary.written.to_string())],
                    None,
                ))),
                Err(e) => {
                    let (key, args) = e.message();
                    let lang = i18n.lang_untracked();
                    let args: Vec<(&str, String)> = args
                        .into_iter()
                        .map(|(name, value)| match name {
                            "item" => (name, item_words(lang, saves, &value)),
                            _ => (name, value),
                        })
                        .collect();
                    let reason = crate::i18n::text(lang, key, &args);
                    data_status.set(Some((
                        false,
                        "data.import_rejected",
                        vec![("reason", reason)],
                        e.details(),
                    )));
                }
            }
            settings.reload();
        });
    };

    view! {
        <h2>{move || i18n.t("data.title")}</h2>
        <p>{move || i18n.t("data.text")}</p>
        <div class="actions">
            <button type="button" on:click=on_export>{move || i18n.t("data.export")}</button>
            <input
                id="import-file"
                class="visually-hidden"
                type="file"
                accept="application/json,.json"
                on:change=on_import
            />
            <label class="button secondary file-button" for="import-file">
                {move || i18n.t("data.import")}
            </label>
        </div>
        <div class="data-status" role="status">
            {move || {
                data_status
                    .get()
                    .map(|(ok, key, args, details)| {
                        view! {
                            <span class:error=!ok>{move || i18n.t_with(key, &args)}</span>
                            {details.map(|d| view! {
                                <details class="notice-details">
                                    <summary>{move || i18n.t("notices.details")}</summary>
                                    <code>{d}</code>
                                </details>
                            })}
                        }
                    })
            }}
        </div>
    }
}

/// The stored values found unreadable and kept aside (never deleted), each with its details.
#[component]
fn KeptAside() -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let saves = expect_context::<SavesContext>();
    view! {
        <Show when=move || !saves.quarantined.with(Vec::is_empty)>
            <h3>{move || i18n.t("data.kept_aside")}</h3>
            <p>{move || i18n.t("data.kept_aside_text")}</p>
            <ul class="kept-aside">
                <For
                    each=move || saves.quarantined.get()
                    key=|(k, _)| k.clone()
                    children=move |(key, entry)| {
                        let at = entry.at;
                        let item = entry.key.clone();
                        let details = format!("{} → {key}: {}", entry.key, entry.reason);
                        view! {
                            <li>
                                <span>
                                    {move || {
                                        i18n.t_with(
                                            "data.kept_aside_item",
                                            &[
                                                ("item", item_words(i18n.lang(), saves, &item)),
                                                ("date", date_text(at, i18n.lang().code())),
                                            ],
                                        )
                                    }}
                                </span>
                                <details class="notice-details">
                                    <summary>{move || i18n.t("notices.details")}</summary>
                                    <code>{details}</code>
                                </details>
                            </li>
                        }
                    }
                />
            </ul>
        </Show>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn keys<T: Copy>(c: Choices<T>) -> Vec<String> {
        let mut keys = vec![c.legend_key()];
        keys.extend(c.all.iter().map(|&v| c.label_key(v)));
        keys
    }

    /// Every group's legend and every choice's label has words in every language.
    #[test]
    fn every_choice_has_words() {
        let all = [keys(THEME), keys(ANIMATION), keys(PACE)].concat();
        assert_eq!(all.len(), 3 + 3 + 4 + 4);
        for lang in Lang::ALL {
            for k in &all {
                assert_ne!(&crate::i18n::text(lang, k, &[]), k, "{k} in {lang:?}");
            }
        }
    }

    /// Each group reads and writes its own setting.
    #[test]
    fn each_group_reads_and_writes_its_setting() {
        let mut s = Settings::default();
        (THEME.set)(&mut s, Theme::Dark);
        (ANIMATION.set)(&mut s, Animation::Off);
        (PACE.set)(&mut s, Pace::Instant);
        assert_eq!((THEME.get)(&s), Theme::Dark);
        assert_eq!((ANIMATION.get)(&s), Animation::Off);
        assert_eq!((PACE.get)(&s), Pace::Instant);
        assert_eq!(THEME.label_key(Theme::Light), "settings.theme.light");
    }
}
