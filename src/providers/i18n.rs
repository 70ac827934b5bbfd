//! `provide_i18n()`: the language in force and the texts in it.

use leptos::prelude::*;

use super::SettingsContext;
use crate::i18n::{self, Lang};

/// The i18n context: every text the person reads comes through here.
#[derive(Clone, Copy)]
pub struct I18n {
    lang: Memo<Lang>,
}

impl I18n {
    /// The language in force (tracked).
    pub fn lang(&self) -> Lang {
        self.lang.get()
    }

    /// The language in force (not tracked: for event handlers).
    pub fn lang_untracked(&self) -> Lang {
        self.lang.get_untracked()
    }

    /// The text of `key` in the language in force (tracked).
    pub fn t(&self, key: &str) -> String {
        i18n::text(self.lang.get(), key, &[])
    }

    /// The text of `key` with `{name}` placeholders filled (tracked).
    pub fn t_with(&self, key: &str, args: &[(&str, String)]) -> String {
        i18n::text(self.lang.get(), key, args)
    }
}

/// The browser's languages, best first (`navigator.languages`).
fn browser_languages() -> Vec<String> {
    let Some(nav) = web_sys::window().map(|w| w.navigator()) else {
        return Vec::new();
    };
    let list: Vec<String> = nav
        .languages()
        .iter()
        .filter_map(|v| v.as_string())
        .collect();
    if list.is_empty() {
        nav.language().into_iter().collect()
    } else {
        list
    }
}

/// Provides [`I18n`]: the language chosen in settings, else the browser's; sets `<html lang>`
/// and the document title. Needs the settings context.
pub fn provide_i18n() -> I18n {
    let settings = expect_context::<SettingsContext>();
    let browser = i18n::pick(&browser_languages());
    let lang = Memo::new(move |_| settings.get().language.unwrap_or(browser));
    let ctx = I18n { lang };
    Effect::new(move |_| {
        let lang = lang.get();
        if let Some(doc) = web_sys::window().and_then(|w| w.document()) {
            if let Some(root) = doc.document_element() {
                let _ = root.set_attribute("lang", lang.code());
            }
            doc.set_title(&i18n::text(lang, "app.title", &[]));
        }
    });
    provide_context(ctx);
    ctx
}
