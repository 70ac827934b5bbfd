use leptos::prelude::*;

use crate::catalog;
use crate::i18n::date_text;
use crate::i18n::{Lang, seat_name, text};
use crate::model::{SavedGame, SeatPlayer};
use crate::providers::{I18n, Notice, SavesContext, SettingsContext};
use crate::storage::{CAMPAIGN_PREFIX, SAVE_PREFIX, SETTINGS_KEY};

/// The players of a save in words: "Ana, Computer 2 and Computer 3" (names as at the table).
pub fn players_text(lang: Lang, seats: &[SeatPlayer]) -> String {
    let names: Vec<String> = (0..seats.len())
        .map(|seat| seat_name(lang, seats, seat as islas_core::Seat))
        .collect();
    names_text(lang, &names)
}

/// Names in words: "Ana", "Ana and Computer 2", "Ana, Bo and Computer 3".
pub fn names_text(lang: Lang, names: &[String]) -> String {
    match names.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => text(
            lang,
            "list.and",
            &[("first", rest.join(", ")), ("last", last.clone())],
        ),
    }
}

/// A saved game in words: "Your game of Port Royal with Ana and Computer 2, saved 3/5/2026".
fn save_words(lang: Lang, save: &SavedGame) -> String {
    let game = catalog::find(&save.game).map_or_else(|| save.game.clone(), |g| g.title.to_string());
    let args = [
        ("game", game),
        ("players", players_text(lang, &save.seats)),
        ("date", date_text(save.updated, lang.code())),
    ];
    if save.seats.is_empty() {
        text(lang, "storage.item.save_of", &args)
    } else {
        text(lang, "storage.item.save_with", &args)
    }
}

/// The text of field `name` in a raw stored value that may be cut short or damaged: what follows
/// its first `"name":`, up to the end of that string or number.
fn raw_field<'a>(raw: &'a str, name: &str) -> Option<&'a str> {
    let pattern = format!("\"{name}\":");
    let rest = raw[raw.find(&pattern)? + pattern.len()..].trim_start();
    match rest.strip_prefix('"') {
        Some(s) => Some(&s[..s.find('"')?]),
        None => {
            let end = rest
                .find(|c: char| !(c.is_ascii_digit() || c == '.' || c == 'e' || c == '-'))
                .unwrap_or(rest.len());
            Some(&rest[..end])
        }
    }
}

/// The number a JSON number's text (as [`raw_field`] cuts it) says, or `None`. In the browser,
/// JavaScript's `Number` reads it: for texts of digits, `.`, `e` and `-` it takes and refuses
/// what Rust's `f64` parser does (the empty text aside, refused here), with the same value,
/// and the app carries no float parser of its own.
fn number(text: &str) -> Option<f64> {
    #[cfg(target_arch = "wasm32")]
    return Some(text)
        .filter(|t| !t.is_empty())
        .and_then(|t| t.parse::<js_sys::Number>().ok())
        .map(|n| n.value_of())
        .filter(|n| !n.is_nan());
    #[cfg(not(target_arch = "wasm32"))]
    text.parse::<f64>().ok()
}

/// What a value kept aside seems to have been, read leniently from its raw text (it could not
/// be read properly): a save's game and date when they can still be made out.
fn raw_save_words(lang: Lang, raw: &str) -> Option<String> {
    let title = catalog::find(raw_field(raw, "game")?)?.title.to_string();
    Some(match raw_field(raw, "updated").and_then(number) {
        Some(at) => text(
            lang,
            "storage.item.save_of",
            &[("game", title), ("date", date_text(at, lang.code()))],
        ),
        None => text(lang, "storage.item.save_of_game", &[("game", title)]),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_damaged_save_still_says_its_game_and_date() {
        let raw = r#"{"format":2,"rev":3,"data":{"id":"g1","game":"port-royal","updated":1767225600000,"record":{"game":"port-ro"#;
        assert_eq!(raw_field(raw, "game"), Some("port-royal"));
        assert_eq!(raw_field(raw, "updated"), Some("1767225600000"));
        assert_eq!(
            raw_save_words(Lang::En, raw).as_deref(),
            Some("A saved game of Port Royal from 1767225600000")
        );
        assert_eq!(
            raw_save_words(Lang::En, r#"{"game":"port-royal"#),
            None,
            "a cut-off name is not guessed"
        );
        assert_eq!(raw_save_words(Lang::En, "{broken"), None);
        assert_eq!(
            raw_save_words(Lang::Es, r#"{"game": "port-royal"}"#).as_deref(),
            Some("Una partida guardada de Port Royal")
        );
    }
}

/// A stored item in the person's words, never its storage key: "Your settings", "Your game of
/// Port Royal with Ana and Computer 2, saved …", "A saved game".
pub fn item_words(lang: Lang, saves: SavesContext, key: &str) -> String {
    if key == SETTINGS_KEY {
        return text(lang, "storage.item.settings", &[]);
    }
    if let Some(id) = key.strip_prefix(SAVE_PREFIX) {
        if let Some(words) = saves.saves.with(|l| {
            l.iter()
                .find(|e| e.save.id == id)
                .map(|e| save_words(lang, &e.save))
        }) {
            return words;
        }
        if let Some(words) = saves.quarantined.with(|l| {
            l.iter()
                .filter(|(_, q)| q.key == key)
                .find_map(|(_, q)| raw_save_words(lang, &q.raw))
        }) {
            return words;
        }
        return text(lang, "storage.item.save", &[]);
    }
    if key.starts_with(CAMPAIGN_PREFIX) {
        return text(lang, "storage.item.campaign", &[]);
    }
    text(lang, "storage.item.other", &[])
}

/// Messages about stored data: unreadable values moved aside, a full quota, storage that is
/// unavailable, changes from another tab, data from a newer version. Each says which data, what
/// happened and what the person can do; technical detail is collapsed under it. Each stays until
/// the person dismisses it.
///
/// The live region is always on the page; what fills it is in the screens chunk
/// (`crate::lazy`), fetched only when there is something to say.
#[component]
pub fn StorageNotices() -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let settings = expect_context::<SettingsContext>();
    let saves = expect_context::<SavesContext>();
    let any = move || !settings.notices.with(Vec::is_empty) || !saves.notices.with(Vec::is_empty);
    view! {
        <section class="notices" aria-live="polite" aria-label=move || i18n.t("notices.label")>
            <Show when=any>{crate::lazy::when_loaded(notice_list())}</Show>
        </section>
    }
}

crate::lazy_views! { screens:
    fn notice_list() { view! { <NoticeList /> }.into_any() }
}

/// The notices of [`StorageNotices`].
#[component]
fn NoticeList() -> impl IntoView {
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
            <For
                each=all
                key=|(from_settings, n)| (*from_settings, n.key, n.args.clone())
                children=move |(from_settings, n)| {
                    let text = {
                        let n = n.clone();
                        move || {
                            let lang = i18n.lang();
                            let args: Vec<(&str, String)> = n
                                .args
                                .iter()
                                .map(|(name, value)| {
                                    if *name == "item" {
                                        (*name, item_words(lang, saves, value))
                                    } else {
                                        (*name, value.clone())
                                    }
                                })
                                .collect();
                            i18n.t_with(n.key, &args)
                        }
                    };
                    let details = n.details.clone().map(|d| {
                        view! {
                            <details class="notice-details">
                                <summary>{move || i18n.t("notices.details")}</summary>
                                <code>{d}</code>
                            </details>
                        }
                    });
                    let dismiss = move |_| {
                        if from_settings { settings.dismiss(&n) } else { saves.dismiss(&n) }
                    };
                    view! {
                        <div class="notice" role="alert">
                            <div class="notice-body">
                                <p>{text}</p>
                                {details}
                            </div>
                            <button type="button" class="secondary" on:click=dismiss>
                                {move || i18n.t("notices.dismiss")}
                            </button>
                        </div>
                    }
                }
            />
    }
}
