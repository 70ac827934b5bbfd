//! The one i18n layer: every string the person reads comes from `locales/<lang>.txt` (the app)
//! and each game's own `locales/<game>.<lang>.txt` (its table, cards and rules summary), listed
//! by the catalogue (`crate::catalog`: every game of the registry).
//!
//! A catalogue line is `key = text`; `{name}` in the text is replaced by an argument. Lines that
//! start with `#` are comments. Tests check that the three catalogues have exactly the same keys
//! and placeholders, and that every key the code asks for exists.
//!
//! **Plurals.** `{name|form|form…}` picks one form by the number in argument `name`, by the
//! language's CLDR plural rule for whole numbers ([`Plural`]): English and Spanish list two forms
//! (one | other), Czech three (one | few | other). A form may hold placeholders:
//! `{n|The last card goes|The last {n} cards go}`. An argument that is not a number takes the
//! last form (other).
//!
//! Natively (tests, tools) every catalogue is compiled in. In the browser none is: the build
//! copies them into `dist/` under names hashed by content (`scripts/release.py`, which lists
//! them in `<meta name="islas-texts">`), and the app fetches the files of the language in
//! force only ([`files`], [`install`]; `providers::i18n` fetches them before the first page is
//! drawn and again when the person picks another language). The service worker keeps the
//! languages a person uses: the browser's at install, any other when it is first fetched.

use std::collections::HashMap;

pub use crate::lang::Lang;

/// The shared texts, then each game's own (listed by the catalogue), compiled in.
#[cfg(not(target_arch = "wasm32"))]
fn sources(lang: Lang) -> Vec<&'static str> {
    let shared = match lang {
        Lang::En => include_str!("../locales/en.txt"),
        Lang::Es => include_str!("../locales/es.txt"),
        Lang::Cs => include_str!("../locales/cs.txt"),
    };
    let mut out = vec![shared];
    for &game in islas_games::GameId::ALL {
        out.push(crate::catalog::texts(game, lang.code()));
    }
    out
}

/// The catalogues [`install`]ed for this language (none before).
#[cfg(target_arch = "wasm32")]
fn sources(lang: Lang) -> Vec<&'static str> {
    web::sources(lang)
}

/// The catalogue files of `lang`, by their names in `locales/`: the shared texts, then each
/// game's (`en.txt`, `port-royal.en.txt`). The browser fetches
/// the shared file at start-up and a game's when its screens are first shown.
pub fn files(lang: Lang) -> Vec<String> {
    let mut out = vec![shared_file(lang)];
    for &game in islas_games::GameId::ALL {
        out.push(game_file(game, lang));
    }
    out
}

/// A date in the person's language (`lang`: a language code).
pub fn date_text(ms: f64, lang: &str) -> String {
    if cfg!(target_arch = "wasm32") {
        let d = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms));
        String::from(d.to_locale_string(lang, &wasm_bindgen::JsValue::UNDEFINED))
    } else {
        format!("{ms}")
    }
}

/// The file of the texts every page uses (`en.txt`).
pub fn shared_file(lang: Lang) -> String {
    format!("{}.txt", lang.code())
}

/// The file of `game`'s own texts (`port-royal.en.txt`).
pub fn game_file(game: islas_games::GameId, lang: Lang) -> String {
    format!("{}.{}.txt", game.id(), lang.code())
}

/// Every text of `lang`: the shared catalogue and each game's, merged (a key given twice is an
/// error).
pub fn parse_all(lang: Lang) -> Result<HashMap<&'static str, &'static str>, String> {
    merge(sources(lang))
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

/// Whether the shared texts of `lang` are there ([`text`] finds them). Always, natively.
pub fn installed(lang: Lang) -> bool {
    #[cfg(target_arch = "wasm32")]
    return web::installed(lang, None);
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = lang;
        true
    }
}

/// Whether `game`'s own texts in `lang` are there. Always, natively.
pub fn game_installed(lang: Lang, game: islas_games::GameId) -> bool {
    #[cfg(target_arch = "wasm32")]
    return web::installed(lang, Some(game));
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = (lang, game);
        true
    }
}

/// Gives the app texts of `lang`: the contents of catalogue files, the shared one first (a key
/// given twice, also across files, is an error, and nothing is installed); `games` are the
/// games whose files follow it, in order. In the browser this is how texts arrive, the shared
/// file at start-up and each game's when its screens are first shown; natively every catalogue
/// is compiled in and this does nothing.
pub fn install(lang: Lang, sources: Vec<String>) -> Result<(), String> {
    install_with(lang, sources, &[])
}

/// [`install`], saying which games' files are among `sources` (after the shared one, when
/// it is not installed yet).
pub fn install_with(
    lang: Lang,
    sources: Vec<String>,
    games: &[islas_games::GameId],
) -> Result<(), String> {
    #[cfg(target_arch = "wasm32")]
    return web::install(lang, sources, games);
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = (lang, sources, games);
        Ok(())
    }
}

/// The texts installed in the browser: leaked once per file (at most one per file of the
/// build, for the life of the page), so they can be borrowed as `&'static str` like the
/// compiled-in ones.
#[cfg(target_arch = "wasm32")]
mod web {
    use std::cell::RefCell;
    use std::collections::HashMap;

    use islas_games::GameId;

    use super::{Lang, parse_catalogue};

    type Catalogue = HashMap<&'static str, &'static str>;

    /// A language's installed files: the shared one first, then games' (`None` the shared).
    #[derive(Default)]
    struct Installed {
        files: Vec<(Option<GameId>, &'static str, &'static Catalogue)>,
    }

    thread_local! {
        static INSTALLED: RefCell<[Installed; 3]> = RefCell::new(Default::default());
    }

    fn slot(lang: Lang) -> usize {
        Lang::ALL.iter().position(|&l| l == lang).unwrap_or(0)
    }

    pub fn sources(lang: Lang) -> Vec<&'static str> {
        INSTALLED.with_borrow(|all| all[slot(lang)].files.iter().map(|f| f.1).collect())
    }

    pub fn installed(lang: Lang, game: Option<GameId>) -> bool {
        INSTALLED.with_borrow(|all| {
            let files = &all[slot(lang)].files;
            !files.is_empty() && (game.is_none() || files.iter().any(|f| f.0 == game))
        })
    }

    pub fn install(lang: Lang, sources: Vec<String>, games: &[GameId]) -> Result<(), String> {
        let shared_first = !installed(lang, None);
        let owners: Vec<Option<GameId>> = if shared_first {
            std::iter::once(None)
                .chain(games.iter().copied().map(Some))
                .collect()
        } else {
            games.iter().copied().map(Some).collect()
        };
        let mut new = Vec::new();
        for (n, src) in sources.into_iter().enumerate() {
            let owner = owners.get(n).copied().flatten();
            // Installed already: the game's file, or (when the shared file is) any file not
            // said to be a game's — installing a language twice does nothing.
            if (owner.is_some() && installed(lang, owner)) || (owner.is_none() && !shared_first) {
                continue;
            }
            let src: &'static str = Box::leak(src.into_boxed_str());
            let catalogue = parse_catalogue(src).map_err(|e| format!("catalogue {n}: {e}"))?;
            new.push((owner, src, catalogue));
        }
        INSTALLED.with_borrow_mut(|all| {
            let files = &mut all[slot(lang)].files;
            for (n, (_, _, c)) in new.iter().enumerate() {
                let earlier = files
                    .iter()
                    .map(|f| f.2)
                    .chain(new[..n].iter().map(|f| &f.2));
                for other in earlier {
                    if let Some(k) = c.keys().find(|k| other.contains_key(*k)) {
                        return Err(format!("catalogue {n}: duplicate key {k}"));
                    }
                }
            }
            for (owner, src, c) in new {
                files.push((owner, src, Box::leak(Box::new(c))));
            }
            Ok(())
        })
    }

    pub fn get(lang: Lang, key: &str) -> Option<&'static str> {
        INSTALLED.with_borrow(|all| {
            all[slot(lang)]
                .files
                .iter()
                .find_map(|f| f.2.get(key).copied())
        })
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
fn get(lang: Lang, key: &str) -> Option<&'static str> {
    use std::sync::OnceLock;
    static CATALOGUES: OnceLock<[HashMap<&'static str, &'static str>; 3]> = OnceLock::new();
    let all = CATALOGUES.get_or_init(|| Lang::ALL.map(|l| parse_all(l).unwrap_or_default()));
    all.get(Lang::ALL.iter().position(|&l| l == lang)?)?
        .get(key)
        .copied()
}

#[cfg(target_arch = "wasm32")]
fn get(lang: Lang, key: &str) -> Option<&'static str> {
    web::get(lang, key)
}

/// A CLDR plural category (for whole numbers, the only ones the app counts).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Plural {
    One,
    /// Czech 2–4.
    Few,
    Other,
}

impl Lang {
    /// The plural categories of the language, in the order its forms are written in
    /// `{n|…}`: English and Spanish one | other, Czech one | few | other.
    pub fn plural_categories(self) -> &'static [Plural] {
        match self {
            Lang::En | Lang::Es => &[Plural::One, Plural::Other],
            Lang::Cs => &[Plural::One, Plural::Few, Plural::Other],
        }
    }

    /// The plural category of the whole number `n` (CLDR: English and Spanish `one` is 1;
    /// Czech `one` is 1, `few` 2–4, everything else `other`, 0 included).
    pub fn plural(self, n: u64) -> Plural {
        match (self, n) {
            (_, 1) => Plural::One,
            (Lang::Cs, 2..=4) => Plural::Few,
            _ => Plural::Other,
        }
    }
}

/// The index of the `{…}` that closes the one opening at `open` (nested braces counted).
fn closing_brace(s: &str, open: usize) -> Option<usize> {
    let mut depth = 0usize;
    for (i, c) in s[open..].char_indices() {
        match c {
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                if depth == 0 {
                    return Some(open + i);
                }
            }
            _ => {}
        }
    }
    None
}

/// Splits the inside of `{name|a|b}` at its top-level bars.
fn split_forms(inner: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let (mut depth, mut start) = (0usize, 0usize);
    for (i, c) in inner.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth = depth.saturating_sub(1),
            '|' if depth == 0 => {
                out.push(&inner[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    out.push(&inner[start..]);
    out
}

/// Fills a catalogue text: plural choices first (their chosen form filled in turn), then
/// `{name}` placeholders.
pub fn fill(lang: Lang, template: &str, args: &[(&str, String)]) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let Some(close) = closing_brace(rest, open) else {
            out.push_str(&rest[open..]);
            return out;
        };
        let inner = &rest[open + 1..close];
        let forms = split_forms(inner);
        let name = forms[0];
        let value = args.iter().find(|(n, _)| *n == name).map(|(_, v)| v);
        if forms.len() == 1 {
            match value {
                Some(v) => out.push_str(v),
                None => out.push_str(&rest[open..=close]),
            }
        } else {
            let choices = &forms[1..];
            let pick = value
                .and_then(|v| v.trim().parse::<u64>().ok())
                .map(|n| {
                    let cat = lang.plural(n);
                    lang.plural_categories()
                        .iter()
                        .position(|&c| c == cat)
                        .unwrap_or(choices.len() - 1)
                })
                .unwrap_or(choices.len() - 1)
                .min(choices.len() - 1);
            out.push_str(&fill(lang, choices[pick], args));
        }
        rest = &rest[close + 1..];
    }
    out.push_str(rest);
    out
}

/// The text of `key` in `lang`, with `{name}` placeholders and `{name|…}` plurals filled: in
/// English when `lang` lacks it; an unknown key (or one whose texts are not installed yet) shows
/// as itself.
pub fn text(lang: Lang, key: &str, args: &[(&str, String)]) -> String {
    if let Some(t) = get(lang, key) {
        return fill(lang, t, args);
    }
    match get(Lang::En, key) {
        Some(t) => fill(Lang::En, t, args),
        None => key.to_string(),
    }
}

/// The text of `key` in `lang` as written, for texts that take no arguments (names, titles, the
/// Adventure's story texts, which its engine names by id): in English when `lang` lacks it; an
/// unknown key (or one whose texts are not installed yet) shows as itself.
pub fn word(lang: Lang, key: &'static str) -> &'static str {
    get(lang, key).or_else(|| get(Lang::En, key)).unwrap_or(key)
}

/// A sentence with its first letter in capitals: for texts that start with a name that is
/// written in lower case inside a sentence ("the ghost ship sails…" → "The ghost ship sails…").
pub fn sentence(s: String) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(first) if lower(first) => {
            let mut out = upper(first);
            out.push_str(chars.as_str());
            out
        }
        _ => s,
    }
}

/// Whether `c` is a lower-case letter (Unicode's Lowercase property), as `char::is_lowercase`
/// says. In the browser, beyond ASCII, JavaScript's `\p{Lowercase}` answers: the app carries no
/// table of its own.
fn lower(c: char) -> bool {
    if c.is_ascii() {
        return c.is_ascii_lowercase();
    }
    #[cfg(target_arch = "wasm32")]
    return js_sys::RegExp::new(r"^\p{Lowercase}$", "u").test(&c.to_string());
    #[cfg(not(target_arch = "wasm32"))]
    c.is_lowercase()
}

/// `c` in capitals, by Unicode's full mapping (`ß` → `SS`), as `char::to_uppercase` gives it. In
/// the browser, a letter beyond ASCII is put in capitals by JavaScript's `toUpperCase`, the same
/// mapping: the app carries no case table of its own (13.6 KB).
fn upper(c: char) -> String {
    if c.is_ascii() {
        return c.to_ascii_uppercase().to_string();
    }
    #[cfg(target_arch = "wasm32")]
    return String::from(js_sys::JsString::from(c).to_upper_case());
    #[cfg(not(target_arch = "wasm32"))]
    c.to_uppercase().collect()
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

/// The argument names a text uses (`{name}` and the `name` of `{name|…}`, also inside plural
/// forms), sorted, each once.
pub fn placeholders(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        let Some(close) = closing_brace(rest, open) else {
            break;
        };
        let forms = split_forms(&rest[open + 1..close]);
        out.push(forms[0].to_string());
        for f in &forms[1..] {
            out.extend(placeholders(f));
        }
        rest = &rest[close + 1..];
    }
    out.sort();
    out.dedup();
    out
}

/// The plural choices `{name|…}` of a text (also nested), each as its number of forms.
pub fn plural_choices(text: &str) -> Vec<usize> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        let Some(close) = closing_brace(rest, open) else {
            break;
        };
        let forms = split_forms(&rest[open + 1..close]);
        if forms.len() > 1 {
            out.push(forms.len() - 1);
        }
        for f in &forms[1..] {
            out.extend(plural_choices(f));
        }
        rest = &rest[close + 1..];
    }
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
            assert_eq!(read, sources(l), "{}", l.code());
        }
        // The shared texts, then each game's in the registry's order.
        let each_game = crate::catalog::GAMES
            .iter()
            .map(|g| format!("{}.cs.txt", g.id));
        let want: Vec<String> = std::iter::once("cs.txt".to_string())
            .chain(each_game)
            .collect();
        assert_eq!(files(Lang::Cs), want);
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
        // A page's title: its name, then the app's.
        ("es", "page.title"),
        ("cs", "page.title"),
        // Names: the Lady Beth card and the port are called so in every language.
        ("es", "jm.power.beth"),
        ("cs", "jm.power.beth"),
        ("es", "jm.port_royal"),
        ("cs", "jm.port_royal"),
        ("es", "rico.b.hacienda"),
        ("cs", "rico.b.hacienda"),
        ("cs", "rico.good.indigo"),
        ("es", "rico.table.san_juan"),
        ("cs", "rico.table.san_juan"),
        // The Ares pirates' colour letter.
        ("es", "adv.card.ares_letter"),
        ("cs", "adv.card.ares_letter"),
        // Names of the Adventure's characters and goods, as the rulebooks print them.
        ("es", "adv.character.jacques-grandeur"),
        ("es", "adv.character.don-ferdinando"),
        ("es", "adv.character.samuel-blackguard"),
        ("es", "adv.character.thomas-fishborn"),
        ("cs", "adv.character.jacques-grandeur"),
        ("cs", "adv.character.jean-blackbeard"),
        ("cs", "adv.character.lady-anne"),
        ("cs", "adv.character.don-ferdinando"),
        ("cs", "adv.character.samuel-blackguard"),
        ("cs", "adv.character.thomas-fishborn"),
        ("cs", "adv.item.rum"),
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
        // The Adventure's content names its texts by id (titles, stories, events, characters):
        // each is in Port Royal's file of every language.
        for l in Lang::ALL {
            let have = keys(l);
            for id in islas_port_royal::adventure::content::text_ids() {
                assert!(have.contains(id), "{}: the Adventure's text {id}", l.code());
            }
        }
        for key in crate::links::LinkError::KEYS {
            assert!(en.contains(key), "link error key {key}");
        }
        // Each lesson's words, one per move of the person (`islas_games::lessons`), under the
        // game's prefix; the same-keys test above holds them in every language.
        for lesson in islas_games::lessons::LESSONS {
            let prefix = crate::catalog::of(lesson.game).rules_prefix;
            for say in lesson.steps.iter().filter_map(|s| s.say) {
                let key = format!("{prefix}.lesson.{say}");
                assert!(en.contains(key.as_str()), "a lesson's words {key}");
            }
        }
        for g in crate::catalog::GAMES {
            assert!(en.contains(g.blurb_key), "{}", g.blurb_key);
            for (_, key) in g.option_keys {
                assert!(en.contains(key), "{}: option words {key}", g.id);
            }
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

    /// Every `{n|…}` lists exactly the forms its language has (two in English and Spanish,
    /// three in Czech), so no count falls on a missing form.
    #[test]
    fn every_plural_choice_has_the_forms_of_its_language() {
        for l in Lang::ALL {
            for (key, text) in parse_all(l).unwrap() {
                for forms in plural_choices(text) {
                    assert_eq!(
                        forms,
                        l.plural_categories().len(),
                        "{} {key}: {text}",
                        l.code()
                    );
                }
            }
        }
    }

    fn cards(lang: Lang, template: &'static str, n: u64) -> String {
        fill(lang, template, &[("n", n.to_string())])
    }

    #[test]
    fn english_plurals_are_one_and_other() {
        let t = "{n|The last card goes|The last {n} cards go}";
        assert_eq!(cards(Lang::En, t, 1), "The last card goes");
        assert_eq!(cards(Lang::En, t, 2), "The last 2 cards go");
        assert_eq!(cards(Lang::En, t, 0), "The last 0 cards go");
        assert_eq!(cards(Lang::En, t, 21), "The last 21 cards go");
        assert_eq!(Lang::En.plural(1), Plural::One);
        for n in [0, 2, 3, 5, 11, 101] {
            assert_eq!(Lang::En.plural(n), Plural::Other, "{n}");
        }
        assert_eq!(
            text(Lang::En, "pr.count.coins", &[("n", "1".into())]),
            "1 coin"
        );
        assert_eq!(
            text(Lang::En, "pr.count.coins", &[("n", "3".into())]),
            "3 coins"
        );
    }

    #[test]
    fn spanish_plurals_are_one_and_other() {
        let t = "{n} {n|carta|cartas}";
        assert_eq!(cards(Lang::Es, t, 1), "1 carta");
        assert_eq!(cards(Lang::Es, t, 0), "0 cartas");
        assert_eq!(cards(Lang::Es, t, 4), "4 cartas");
        assert_eq!(cards(Lang::Es, t, 21), "21 cartas");
        assert_eq!(
            text(Lang::Es, "pr.count.coins", &[("n", "1".into())]),
            "1 moneda"
        );
        assert_eq!(
            text(Lang::Es, "pr.count.coins", &[("n", "2".into())]),
            "2 monedas"
        );
    }

    #[test]
    fn czech_plurals_are_one_few_and_other() {
        let t = "{n} {n|karta|karty|karet}";
        assert_eq!(cards(Lang::Cs, t, 1), "1 karta");
        for n in 2..=4 {
            assert_eq!(cards(Lang::Cs, t, n), format!("{n} karty"));
        }
        for n in [0, 5, 11, 12, 21, 22, 100] {
            // CLDR: Czech "few" is exactly 2–4 (not 22, unlike Polish).
            assert_eq!(cards(Lang::Cs, t, n), format!("{n} karet"), "{n}");
        }
        assert_eq!(
            text(Lang::Cs, "pr.count.coins", &[("n", "1".into())]),
            "1 minci"
        );
        assert_eq!(
            text(Lang::Cs, "pr.count.coins", &[("n", "3".into())]),
            "3 mince"
        );
        assert_eq!(
            text(Lang::Cs, "pr.count.coins", &[("n", "5".into())]),
            "5 mincí"
        );
    }

    #[test]
    fn plural_forms_may_hold_placeholders_and_bad_numbers_take_other() {
        let t = "{who} {n|takes one|takes {n}} of {what}";
        let args = [
            ("who", "Ana".to_string()),
            ("n", "x".to_string()),
            ("what", "{n}".to_string()),
        ];
        assert_eq!(fill(Lang::En, t, &args), "Ana takes x of {n}");
        assert_eq!(placeholders(t), ["n", "what", "who"]);
        assert_eq!(plural_choices(t), [2]);
        assert_eq!(fill(Lang::En, "{unknown} {", &[]), "{unknown} {");
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

    #[test]
    fn sentences_start_with_a_capital() {
        assert_eq!(
            sentence("the ghost ship sails.".into()),
            "The ghost ship sails."
        );
        assert_eq!(sentence("loď duchů pluje.".into()), "Loď duchů pluje.");
        assert_eq!(sentence("Ana sails.".into()), "Ana sails.");
        assert_eq!(sentence("3 food".into()), "3 food");
        assert_eq!(sentence(String::new()), "");
    }
}
