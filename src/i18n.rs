//! The one i18n layer: every string the person reads comes from `locales/<lang>.txt` (the app)
//! and each game's own `locales/<game>.<lang>.txt` (its table, cards and rules summary), listed
//! by the app's registry (`games::GAMES`, the games whose screens exist).
//!
//! A catalogue line is `key = text`; `{name}` in the text is replaced by an argument. Lines that
//! start with `#` are comments. Tests check that the three catalogues have exactly the same keys
//! and placeholders, and that every key the code asks for exists.
//!
//! Natively (tests, tools) every catalogue is compiled in. In the browser none is: the build
//! copies them into `dist/` under names hashed by content (`scripts/post-build.py`, which lists
//! them in `<meta name="islas-texts">`), and the app fetches the files of the language in
//! force only ([`files`], [`install`]; `providers::i18n` fetches them before the first page is
//! drawn and again when the person picks another language). The service worker precaches them
//! all, so every language works offline.

use std::collections::HashMap;

use serde::{Deserialize, Serialize};

/// A language of the app.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    En,
    Es,
    Cs,
}

impl Lang {
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Es, Lang::Cs];

    /// The BCP 47 code, as used in `<html lang>`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Es => "es",
            Lang::Cs => "cs",
        }
    }

    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.code() == code)
    }

    /// The language's own name, shown in the language menu.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Es => "Español",
            Lang::Cs => "Čeština",
        }
    }

    /// The shared texts, then each game's own (listed by the app's registry), compiled in.
    #[cfg(not(target_arch = "wasm32"))]
    fn sources(self) -> Vec<&'static str> {
        let shared = match self {
            Lang::En => include_str!("../locales/en.txt"),
            Lang::Es => include_str!("../locales/es.txt"),
            Lang::Cs => include_str!("../locales/cs.txt"),
        };
        let mut out = vec![shared];
        for &game in islas_games::GameId::ALL {
            if crate::games::of(game).is_some_and(|g| g.screens) {
                out.push(crate::games::catalogue(game, self));
            }
        }
        out
    }

    /// The catalogues [`install`]ed for this language (none before).
    #[cfg(target_arch = "wasm32")]
    fn sources(self) -> Vec<&'static str> {
        web::sources(self)
    }
}

/// The catalogue files `lang` needs, by their names in `locales/`: the shared texts, then each
/// game's whose screens are in the app (`en.txt`, `port-royal.en.txt`).
pub fn files(lang: Lang) -> Vec<String> {
    let mut out = vec![format!("{}.txt", lang.code())];
    for &game in islas_games::GameId::ALL {
        if crate::games::of(game).is_some_and(|g| g.screens) {
            out.push(format!("{}.{}.txt", game.id(), lang.code()));
        }
    }
    out
}

/// Every text of `lang`: the shared catalogue and each game's, merged (a key given twice is an
/// error).
pub fn parse_all(lang: Lang) -> Result<HashMap<&'static str, &'static str>, String> {
    merge(lang.sources())
}

fn merge(sources: Vec<&'static str>) -> Result<HashMap<&'static str, &'static str>, String> {
    let mut all = HashMap::new();
    for (n, src) in sources.into_iter().enumerate() {
        for (k, v) in parse_catalogue(src).map_err(|e| format!("catalogue {n}: {e}"))? {
            if all.insert(k, v).is_some() {
                return Err(format!("catalogue {n}: duplicate key {k}"));
            }
        }
    }
    Ok(all)
}

/// Whether the texts of `lang` are there ([`text`] finds them). Always, natively.
pub fn installed(lang: Lang) -> bool {
    #[cfg(target_arch = "wasm32")]
    return web::installed(lang);
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = lang;
        true
    }
}

/// Gives the app the texts of `lang`: the contents of its [`files`], in that order (a key
/// given twice is an error, and nothing is installed). In the browser this is how texts
/// arrive; natively every catalogue is compiled in and this does nothing.
pub fn install(lang: Lang, sources: Vec<String>) -> Result<(), String> {
    #[cfg(target_arch = "wasm32")]
    return web::install(lang, sources);
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = (lang, sources);
        Ok(())
    }
}

/// The texts installed in the browser: leaked once per language (at most three, for the life
/// of the page), so they can be borrowed as `&'static str` like the compiled-in ones.
#[cfg(target_arch = "wasm32")]
mod web {
    use std::cell::RefCell;
    use std::collections::HashMap;

    use super::{Lang, merge};

    type Catalogue = HashMap<&'static str, &'static str>;
    /// A language's files as installed, and their texts merged.
    type Installed = (Vec<&'static str>, &'static Catalogue);

    thread_local! {
        static INSTALLED: RefCell<[Option<Installed>; 3]> = const { RefCell::new([None, None, None]) };
    }

    fn slot(lang: Lang) -> usize {
        Lang::ALL.iter().position(|&l| l == lang).unwrap_or(0)
    }

    pub fn sources(lang: Lang) -> Vec<&'static str> {
        INSTALLED.with_borrow(|all| {
            all[slot(lang)]
                .as_ref()
                .map(|(s, _)| s.clone())
                .unwrap_or_default()
        })
    }

    pub fn installed(lang: Lang) -> bool {
        INSTALLED.with_borrow(|all| all[slot(lang)].is_some())
    }

    pub fn install(lang: Lang, sources: Vec<String>) -> Result<(), String> {
        if installed(lang) {
            return Ok(());
        }
        let sources: Vec<&'static str> = sources
            .into_iter()
            .map(|s| &*Box::leak(s.into_boxed_str()))
            .collect();
        let catalogue: &'static Catalogue = Box::leak(Box::new(merge(sources.clone())?));
        INSTALLED.with_borrow_mut(|all| all[slot(lang)] = Some((sources, catalogue)));
        Ok(())
    }

    pub fn catalogue(lang: Lang) -> Option<&'static Catalogue> {
        INSTALLED.with_borrow(|all| all[slot(lang)].as_ref().map(|(_, c)| *c))
    }
}

/// The first of the browser's languages (`navigator.languages`, best first) that the app
/// speaks; English when none is.
pub fn pick<S: AsRef<str>>(browser: &[S]) -> Lang {
    browser
        .iter()
        .filter_map(|tag| {
            let primary = tag.as_ref().split(['-', '_']).next()?.to_ascii_lowercase();
            Lang::from_code(&primary)
        })
        .next()
        .unwrap_or(Lang::En)
}

/// Reads a catalogue. Returns the key → text map, or the first malformed line.
pub fn parse_catalogue(src: &'static str) -> Result<HashMap<&'static str, &'static str>, String> {
    let mut map = HashMap::new();
    for (n, line) in src.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (key, text) = line
            .split_once(" = ")
            .ok_or_else(|| format!("line {}: expected `key = text`", n + 1))?;
        if map.insert(key.trim(), text.trim()).is_some() {
            return Err(format!("line {}: duplicate key {}", n + 1, key.trim()));
        }
    }
    Ok(map)
}

#[cfg(not(target_arch = "wasm32"))]
fn catalogue(lang: Lang) -> Option<&'static HashMap<&'static str, &'static str>> {
    use std::sync::OnceLock;
    static CATALOGUES: OnceLock<[HashMap<&'static str, &'static str>; 3]> = OnceLock::new();
    let all = CATALOGUES.get_or_init(|| Lang::ALL.map(|l| parse_all(l).unwrap_or_default()));
    all.get(Lang::ALL.iter().position(|&l| l == lang)?)
}

#[cfg(target_arch = "wasm32")]
fn catalogue(lang: Lang) -> Option<&'static HashMap<&'static str, &'static str>> {
    web::catalogue(lang)
}

/// The text of `key` in `lang`, with `{name}` placeholders filled: in English when `lang` lacks
/// it; an unknown key (or one whose texts are not [`installed`]) shows as itself.
pub fn text(lang: Lang, key: &str, args: &[(&str, String)]) -> String {
    let mut out = catalogue(lang)
        .and_then(|c| c.get(key))
        .or_else(|| catalogue(Lang::En).and_then(|c| c.get(key)))
        .map(|t| (*t).to_string())
        .unwrap_or_else(|| key.to_string());
    for (name, value) in args {
        out = out.replace(&format!("{{{name}}}"), value);
    }
    out
}

/// A seat's name: the one chosen, else "Player n" (or "Computer n" for a computer).
pub fn seat_name(lang: Lang, seats: &[crate::model::SeatPlayer], seat: islas_core::Seat) -> String {
    let n = (usize::from(seat) + 1).to_string();
    match seats.get(usize::from(seat)) {
        Some(s) if !s.name.trim().is_empty() => s.name.trim().to_string(),
        Some(s) if !s.control.is_person() => text(lang, "seat.computer", &[("n", n)]),
        _ => text(lang, "seat.player", &[("n", n)]),
    }
}

/// The `{name}` placeholders of a text, sorted.
pub fn placeholders(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(start) = rest.find('{') {
        let after = &rest[start + 1..];
        match after.find('}') {
            Some(end) => {
                out.push(after[..end].to_string());
                rest = &after[end + 1..];
            }
            None => break,
        }
    }
    out.sort();
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    fn keys(lang: Lang) -> BTreeSet<&'static str> {
        parse_all(lang).unwrap().keys().copied().collect()
    }

    /// The files the browser fetches for a language are the ones compiled in natively, in the
    /// same order: the shared texts, then each playable game's.
    #[test]
    fn the_files_fetched_in_the_browser_are_the_catalogues_compiled_in() {
        let dir = std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/locales"));
        for l in Lang::ALL {
            let files = files(l);
            assert_eq!(files[0], format!("{}.txt", l.code()));
            let read: Vec<String> = files
                .iter()
                .map(|f| std::fs::read_to_string(dir.join(f)).unwrap())
                .collect();
            assert_eq!(read, l.sources(), "{}", l.code());
        }
        assert_eq!(files(Lang::Cs), ["cs.txt", "port-royal.cs.txt"]);
    }

    #[test]
    fn catalogues_parse() {
        for l in Lang::ALL {
            parse_all(l).unwrap_or_else(|e| panic!("{}: {e}", l.code()));
        }
    }

    #[test]
    fn every_key_exists_in_all_three_languages() {
        let en = keys(Lang::En);
        for l in [Lang::Es, Lang::Cs] {
            let other = keys(l);
            let missing: Vec<_> = en.difference(&other).collect();
            let extra: Vec<_> = other.difference(&en).collect();
            assert!(missing.is_empty(), "{} lacks {missing:?}", l.code());
            assert!(
                extra.is_empty(),
                "{} has keys English lacks: {extra:?}",
                l.code()
            );
        }
    }

    #[test]
    fn placeholders_match_across_languages() {
        let en = parse_all(Lang::En).unwrap();
        for l in [Lang::Es, Lang::Cs] {
            let other = parse_all(l).unwrap();
            for (key, text) in &en {
                assert_eq!(
                    placeholders(text),
                    placeholders(other[key]),
                    "{} {key}",
                    l.code()
                );
            }
        }
    }

    /// Words that really are the same as in English.
    const SAME_AS_ENGLISH: &[(&str, &str)] = &[
        ("es", "settings.animation.normal"),
        ("es", "settings.pace.normal"),
        ("es", "about.crate"),
        ("cs", "about.licence"),
    ];

    #[test]
    fn no_text_is_empty_or_left_in_english_by_mistake() {
        let en = parse_all(Lang::En).unwrap();
        for l in [Lang::Es, Lang::Cs] {
            for (key, text) in parse_all(l).unwrap() {
                assert!(!text.is_empty(), "{} {key} is empty", l.code());
                let mut letters = text.to_string();
                for p in placeholders(text) {
                    letters = letters.replace(&format!("{{{p}}}"), "");
                }
                if text == en[key] && letters.chars().any(char::is_alphabetic) {
                    assert!(
                        SAME_AS_ENGLISH.contains(&(l.code(), key)),
                        "{} {key} is the English text",
                        l.code()
                    );
                }
            }
        }
    }

    /// Every `.t("key")` / `.t_with("key", ...)` in the code names a key of the catalogue.
    #[test]
    fn every_key_the_code_uses_exists() {
        let en = keys(Lang::En);
        let mut used = BTreeSet::new();
        let mut stack = vec![std::path::PathBuf::from(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/src"
        ))];
        while let Some(dir) = stack.pop() {
            for entry in std::fs::read_dir(&dir).unwrap() {
                let path = entry.unwrap().path();
                if path.is_dir() {
                    stack.push(path);
                } else if path.extension().is_some_and(|e| e == "rs") && !path.ends_with("i18n.rs")
                {
                    let src = std::fs::read_to_string(&path).unwrap();
                    for pat in [".t(\"", ".t_with(\"", "Notice::new(\""] {
                        for (i, _) in src.match_indices(pat) {
                            let rest = &src[i + pat.len()..];
                            let key = &rest[..rest.find('"').unwrap()];
                            used.insert((key.to_string(), path.display().to_string()));
                        }
                    }
                }
            }
        }
        assert!(
            used.len() > 30,
            "the scan found too few keys: {}",
            used.len()
        );
        for (key, file) in used {
            assert!(en.contains(key.as_str()), "{file} uses unknown key {key}");
        }
        for key in crate::links::LinkError::KEYS {
            assert!(en.contains(key), "link error key {key}");
        }
        for g in crate::games::GAMES {
            assert!(en.contains(g.blurb_key), "{}", g.blurb_key);
        }
        use crate::storage::{ImportError, StorageError};
        for e in [
            StorageError::Unavailable(String::new()),
            StorageError::Quota,
            StorageError::Conflict(String::new()),
            StorageError::Newer(String::new()),
            StorageError::Stuck(String::new()),
            StorageError::Other(String::new()),
        ] {
            assert!(en.contains(e.key()), "{}", e.key());
        }
        for e in [
            ImportError::TooLarge(0),
            ImportError::NotJson(String::new()),
            ImportError::NotExport,
            ImportError::NewerExport(2),
            ImportError::BadItem {
                key: String::new(),
                reason: String::new(),
            },
        ] {
            assert!(en.contains(e.message().0), "{}", e.message().0);
        }
    }

    #[test]
    fn browser_languages_pick_the_first_known() {
        assert_eq!(pick(&["cs-CZ", "en-US"]), Lang::Cs);
        assert_eq!(pick(&["de-DE", "es-419", "en"]), Lang::Es);
        assert_eq!(pick(&["fr"]), Lang::En);
        assert_eq!(pick::<&str>(&[]), Lang::En);
        assert_eq!(pick(&["EN_gb"]), Lang::En);
    }

    #[test]
    fn arguments_fill_placeholders() {
        let t = text(
            Lang::En,
            "link.error.unknown_game",
            &[("game", "<b>x</b>".into())],
        );
        assert!(t.contains("<b>x</b>"), "{t}");
        assert_eq!(text(Lang::En, "no.such.key", &[]), "no.such.key");
    }
}
