//! Port Royal's text files (`locales/port-royal.<lang>.txt` of the workspace), read as the app
//! reads them (`key = text` lines, `#` comments): the words of the Adventure's content, which the
//! engine names by text id.
#![allow(dead_code)]

use std::collections::HashMap;
use std::sync::OnceLock;

/// The languages, in the order of [`all`].
pub const LANGS: [&str; 3] = ["en", "es", "cs"];

const FILES: [&str; 3] = [
    include_str!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../locales/port-royal.en.txt"
    )),
    include_str!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../locales/port-royal.es.txt"
    )),
    include_str!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../locales/port-royal.cs.txt"
    )),
];

fn catalogue(lang: usize) -> &'static HashMap<&'static str, &'static str> {
    static ALL: OnceLock<[HashMap<&'static str, &'static str>; 3]> = OnceLock::new();
    &ALL.get_or_init(|| {
        FILES.map(|src| {
            src.lines()
                .map(str::trim)
                .filter(|l| !l.is_empty() && !l.starts_with('#'))
                .filter_map(|l| l.split_once(" = "))
                .map(|(k, v)| (k.trim(), v.trim()))
                .collect()
        })
    })[lang]
}

/// The words of text `id` in `lang` ("en", "es", "cs"), if the file has them.
pub fn get(lang: &str, id: &str) -> Option<&'static str> {
    let n = LANGS.iter().position(|&l| l == lang)?;
    catalogue(n).get(id).copied()
}

/// The English words of text `id`.
pub fn en(id: &str) -> &'static str {
    get("en", id).unwrap_or_else(|| panic!("no English text {id}"))
}

/// The words of text `id` in every language: en, es, cs.
pub fn all(id: &str) -> [&'static str; 3] {
    LANGS.map(|l| get(l, id).unwrap_or_else(|| panic!("no {l} text {id}")))
}
