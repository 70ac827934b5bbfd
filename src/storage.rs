//! Storage: the only code that touches localStorage.
//!
//! - Every key is under `islas/v1/`. Each value is an envelope
//!   `{"format": N, "rev": R, "data": ...}`: `format` is the layout of `data` (migrated step by
//!   step to the current one when read), `rev` counts the writes to that key.
//! - A value that cannot be read is moved aside under `islas/v1/quarantine/...` with the reason,
//!   never deleted, and reported; the caller goes on with defaults.
//! - A write names the revision it read; if another tab wrote since, the write is refused
//!   ([`StorageError::Conflict`]) and the caller reloads: one tab never silently overwrites
//!   another's newer data. [`on_change`] reports writes made by other tabs.
//! - A full quota or storage that is unavailable is an error value, never a panic.
//! - [`Store::export`] writes every key to one JSON text; [`Store::import`] checks a whole file
//!   before writing anything and rejects an invalid one with the reason.

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::rc::Rc;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use thiserror::Error;

use crate::model::{SavedCampaign, SavedGame, Settings};

/// Every key of the app starts with this.
pub const PREFIX: &str = "islas/v1/";
/// The person's settings.
pub const SETTINGS_KEY: &str = "islas/v1/settings";
/// One saved game per key: this prefix plus the game's id.
pub const SAVE_PREFIX: &str = "islas/v1/save/";
/// One campaign per key: this prefix plus the campaign's id.
pub const CAMPAIGN_PREFIX: &str = "islas/v1/campaign/";
/// Values that could not be read, moved aside.
pub const QUARANTINE_PREFIX: &str = "islas/v1/quarantine/";
/// The layout of export files.
pub const EXPORT_FORMAT: u32 = 1;
/// Largest import file accepted.
pub const MAX_IMPORT_BYTES: usize = 4 * 1024 * 1024;

/// Whether `save` is its title's lesson as the app deals it: the lesson's own stacked deal
/// and seed, which an export may carry (any other stacked deal it may not).
fn is_lesson(save: &SavedGame) -> bool {
    let Some(lesson) = islas_games::records::game_of(&save.record)
        .ok()
        .and_then(islas_games::lessons::of)
    else {
        return false;
    };
    let Ok(dealt) = lesson.record() else {
        return false;
    };
    save.lesson
        && ["config", "seed", "rules_version"]
            .iter()
            .all(|k| save.record.get(k) == dealt.get(k))
}

/// Why an imported save whose deal is stacked by hand is refused.
const STACKED_SAVE: &str = "its game's deal is stacked by hand (a test's or a lesson's setup): an \
                            export file carries only games dealt from their seed";

/// Why a storage operation failed. None of these stops the app.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum StorageError {
    /// No localStorage: private mode, blocked by the browser, or not a browser.
    #[error("storage is not available: {0}")]
    Unavailable(String),
    /// The browser's quota for this site is used up.
    #[error("storage is full")]
    Quota,
    /// Another tab wrote this key since we read it; nothing was written.
    #[error("{0} was changed in another tab")]
    Conflict(String),
    /// A newer version of the app wrote this key; nothing was written.
    #[error("{0} was saved by a newer version of Islas")]
    Newer(String),
    /// The key holds unreadable data that could not be moved aside; nothing was written.
    #[error("{0} holds unreadable data that could not be moved aside")]
    Stuck(String),
    #[error("storage failed: {0}")]
    Other(String),
}

impl StorageError {
    /// The i18n key of the message shown to the person.
    pub fn key(&self) -> &'static str {
        match self {
            StorageError::Unavailable(_) => "storage.error.unavailable",
            StorageError::Quota => "storage.error.quota",
            StorageError::Conflict(_) => "storage.error.conflict",
            StorageError::Newer(_) => "storage.error.newer",
            StorageError::Stuck(_) => "storage.error.stuck",
            StorageError::Other(_) => "storage.error.other",
        }
    }
}

/// Where values are kept: localStorage in the browser, memory in tests and as a fallback.
pub trait Backend {
    fn get(&self, key: &str) -> Result<Option<String>, StorageError>;
    fn set(&self, key: &str, value: &str) -> Result<(), StorageError>;
    fn remove(&self, key: &str) -> Result<(), StorageError>;
    /// Every key, in no particular order.
    fn keys(&self) -> Result<Vec<String>, StorageError>;
}

/// Keys and values in memory, shared by its clones (two clones act like two tabs of one
/// browser). `quota` bounds the total characters of keys and values, like a browser's quota.
/// A list, not a map: it holds a handful of keys, and a map's code would cost kilobytes of
/// wasm for the app's fallback when the browser has no localStorage.
#[derive(Clone, Debug, Default)]
pub struct MemoryBackend {
    map: Rc<RefCell<Vec<(String, String)>>>,
    quota: Option<usize>,
}

impl MemoryBackend {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn with_quota(chars: usize) -> Self {
        MemoryBackend {
            map: Rc::default(),
            quota: Some(chars),
        }
    }

    /// The raw map, for tests.
    pub fn snapshot(&self) -> BTreeMap<String, String> {
        self.map.borrow().iter().cloned().collect()
    }
}

impl Backend for MemoryBackend {
    fn get(&self, key: &str) -> Result<Option<String>, StorageError> {
        Ok(self
            .map
            .borrow()
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.clone()))
    }

    fn set(&self, key: &str, value: &str) -> Result<(), StorageError> {
        if let Some(quota) = self.quota {
            let used: usize = self
                .map
                .borrow()
                .iter()
                .filter(|(k, _)| k.as_str() != key)
                .map(|(k, v)| k.len() + v.len())
                .sum();
            if used + key.len() + value.len() > quota {
                return Err(StorageError::Quota);
            }
        }
        let mut map = self.map.borrow_mut();
        match map.iter_mut().find(|(k, _)| k == key) {
            Some((_, v)) => *v = value.into(),
            None => map.push((key.into(), value.into())),
        }
        Ok(())
    }

    fn remove(&self, key: &str) -> Result<(), StorageError> {
        self.map.borrow_mut().retain(|(k, _)| k != key);
        Ok(())
    }

    fn keys(&self) -> Result<Vec<String>, StorageError> {
        Ok(self.map.borrow().iter().map(|(k, _)| k.clone()).collect())
    }
}

/// The browser's localStorage.
#[derive(Clone, Debug)]
pub struct LocalStorage(web_sys::Storage);

fn js_text(value: &wasm_bindgen::JsValue) -> String {
    use wasm_bindgen::JsCast;
    if let Some(e) = value.dyn_ref::<js_sys::Error>() {
        return String::from(e.message());
    }
    value.as_string().unwrap_or_else(|| format!("{value:?}"))
}

/// What a failed localStorage call means: a full quota, no storage, or something else.
pub fn js_error(value: wasm_bindgen::JsValue) -> StorageError {
    use wasm_bindgen::JsCast;
    if let Some(e) = value.dyn_ref::<web_sys::DomException>() {
        let name = e.name();
        // Chromium and Safari say QuotaExceededError (legacy code 22); old Firefox used its own name.
        if name == "QuotaExceededError" || name == "NS_ERROR_DOM_QUOTA_REACHED" || e.code() == 22 {
            return StorageError::Quota;
        }
        if name == "SecurityError" || name == "InvalidStateError" {
            return StorageError::Unavailable(e.message());
        }
        return StorageError::Other(format!("{name}: {}", e.message()));
    }
    StorageError::Other(js_text(&value))
}

impl LocalStorage {
    /// The window's localStorage, or why there is none.
    pub fn open() -> Result<LocalStorage, StorageError> {
        let window = web_sys::window()
            .ok_or_else(|| StorageError::Unavailable("no browser window".into()))?;
        match window.local_storage() {
            Ok(Some(s)) => Ok(LocalStorage(s)),
            Ok(None) => Err(StorageError::Unavailable(
                "the browser has no localStorage".into(),
            )),
            Err(e) => Err(StorageError::Unavailable(js_text(&e))),
        }
    }
}

impl Backend for LocalStorage {
    fn get(&self, key: &str) -> Result<Option<String>, StorageError> {
        self.0.get_item(key).map_err(js_error)
    }

    fn set(&self, key: &str, value: &str) -> Result<(), StorageError> {
        self.0.set_item(key, value).map_err(js_error)
    }

    fn remove(&self, key: &str) -> Result<(), StorageError> {
        self.0.remove_item(key).map_err(js_error)
    }

    fn keys(&self) -> Result<Vec<String>, StorageError> {
        let n = self.0.length().map_err(js_error)?;
        let mut out = Vec::with_capacity(n as usize);
        for i in 0..n {
            if let Some(k) = self.0.key(i).map_err(js_error)? {
                out.push(k);
            }
        }
        Ok(out)
    }
}

/// One step of a migration: the `data` of format `n` to the `data` of format `n + 1`.
pub type Migration = fn(Value) -> Result<Value, String>;

/// A kind of stored value: its current format and the steps from every older one.
pub trait Kind: Serialize + DeserializeOwned {
    /// The current format.
    const FORMAT: u32;
    /// `MIGRATIONS[i]` turns format `i + 1` into format `i + 2`. Steps are never removed.
    const MIGRATIONS: &'static [Migration];
    /// Checks beyond the shape, e.g. that an id matches its key.
    fn check(&self, _key: &str) -> Result<(), String> {
        Ok(())
    }
}

/// Settings format 1 (the first layout) had `"animations": bool`; format 2 has
/// `"animation": "off" | "slow" | "normal" | "fast"`.
fn settings_1_to_2(mut data: Value) -> Result<Value, String> {
    let obj = data.as_object_mut().ok_or("settings are not an object")?;
    let speed = match obj.remove("animations") {
        None => "normal",
        Some(Value::Bool(true)) => "normal",
        Some(Value::Bool(false)) => "off",
        Some(other) => return Err(format!("\"animations\" is {other}, not true or false")),
    };
    obj.insert("animation".into(), Value::from(speed));
    Ok(data)
}

impl Kind for Settings {
    const FORMAT: u32 = 2;
    const MIGRATIONS: &'static [Migration] = &[settings_1_to_2];
}

/// Saved games of format 1 did not say who plays each seat; format 2 has `"seats": [...]`.
/// An empty list (what the step writes) means every seat is a person.
fn save_1_to_2(mut data: Value) -> Result<Value, String> {
    let obj = data
        .as_object_mut()
        .ok_or("the saved game is not an object")?;
    obj.entry("seats")
        .or_insert_with(|| Value::Array(Vec::new()));
    Ok(data)
}

impl Kind for SavedGame {
    const FORMAT: u32 = 2;
    const MIGRATIONS: &'static [Migration] = &[save_1_to_2];
    fn check(&self, key: &str) -> Result<(), String> {
        if key.strip_prefix(SAVE_PREFIX) != Some(self.id.as_str()) {
            return Err(format!("its id \"{}\" does not match its key", self.id));
        }
        if !self.record.is_object() {
            return Err("its game record is not an object".into());
        }
        Ok(())
    }
}

impl Kind for SavedCampaign {
    const FORMAT: u32 = 1;
    const MIGRATIONS: &'static [Migration] = &[];
    fn check(&self, key: &str) -> Result<(), String> {
        if key.strip_prefix(CAMPAIGN_PREFIX) != Some(self.id.as_str()) {
            return Err(format!("its id \"{}\" does not match its key", self.id));
        }
        if !self.progress.is_object() {
            return Err("its progress is not an object".into());
        }
        Ok(())
    }
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Envelope {
    format: u32,
    rev: u64,
    data: Value,
}

/// A value as read from storage.
#[derive(Clone, Debug, PartialEq)]
pub struct Stored<T> {
    /// How many writes the key has seen: pass it back to [`Store::write`].
    pub rev: u64,
    pub value: T,
    /// The format it was stored in, when older than the current one.
    pub migrated_from: Option<u32>,
}

/// What reading an envelope gave.
#[derive(Clone, Debug, PartialEq)]
pub enum Decoded<T> {
    Ok(Stored<T>),
    /// Written by a newer version of the app (format above ours).
    Newer {
        format: u32,
        rev: u64,
    },
    /// Cannot be read; the reason in plain words.
    Bad(String),
}

/// Runs the migration steps from `format` to `K::FORMAT`, one at a time.
pub fn migrate<K: Kind>(format: u32, mut data: Value) -> Result<Value, String> {
    if format == 0 || format > K::FORMAT {
        return Err(format!("unknown format {format}"));
    }
    for from in format..K::FORMAT {
        let step = K::MIGRATIONS
            .get((from - 1) as usize)
            .ok_or_else(|| format!("no migration from format {from}"))?;
        data = step(data).map_err(|e| format!("format {from} to {}: {e}", from + 1))?;
    }
    Ok(data)
}

/// Reads a stored text of kind `K` found at `key`.
pub fn decode<K: Kind>(key: &str, raw: &str) -> Decoded<K> {
    let env: Envelope = match islas_core::from_json(raw) {
        Ok(e) => e,
        Err(e) => return Decoded::Bad(format!("not an Islas record: {e}")),
    };
    if env.format > K::FORMAT {
        return Decoded::Newer {
            format: env.format,
            rev: env.rev,
        };
    }
    let data = match migrate::<K>(env.format, env.data) {
        Ok(d) => d,
        Err(e) => return Decoded::Bad(e),
    };
    let value: K = match serde_json::from_value(data) {
        Ok(v) => v,
        Err(e) => return Decoded::Bad(format!("unreadable content: {e}")),
    };
    if let Err(e) = value.check(key) {
        return Decoded::Bad(e);
    }
    Decoded::Ok(Stored {
        rev: env.rev,
        value,
        migrated_from: (env.format < K::FORMAT).then_some(env.format),
    })
}

/// The stored text of `value` at revision `rev`.
pub fn encode<K: Kind>(value: &K, rev: u64) -> String {
    let data = serde_json::to_value(value).unwrap_or(Value::Null);
    serde_json::to_string(&Envelope {
        format: K::FORMAT,
        rev,
        data,
    })
    .unwrap_or_default()
}

/// A value moved aside because it could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Quarantined {
    /// Where it was.
    pub key: String,
    /// Where it is now.
    pub moved_to: String,
    pub reason: String,
}

/// What reading a key gave.
#[derive(Clone, Debug, PartialEq)]
pub enum Read<T> {
    Missing,
    Found(Stored<T>),
    /// It could not be read and was moved aside; the caller uses defaults.
    Quarantined(Quarantined),
    /// A newer app version wrote it; it is left alone and not overwritten.
    Newer(String),
    /// It could not be read and could not be moved aside (e.g. storage full): left in place,
    /// and writes to this key are refused so it is not lost.
    Stuck {
        key: String,
        reason: String,
    },
}

/// What a quarantine key holds.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct QuarantineEntry {
    pub key: String,
    pub reason: String,
    /// When it was moved, in milliseconds since 1970.
    pub at: f64,
    /// The value exactly as it was found.
    pub raw: String,
}

/// What an import wrote.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImportSummary {
    pub written: usize,
}

/// Why an import file was rejected. Nothing is written when the file is rejected.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ImportError {
    #[error("the file is too large ({0} bytes)")]
    TooLarge(usize),
    #[error("the file is not JSON: {0}")]
    NotJson(String),
    #[error("the file is not an Islas export")]
    NotExport,
    #[error("the file was made by a newer version of Islas (export format {0})")]
    NewerExport(u64),
    #[error("the item {key} is damaged: {reason}")]
    BadItem { key: String, reason: String },
    #[error("{0}")]
    Storage(StorageError),
}

impl ImportError {
    /// The i18n key of the message and its arguments.
    pub fn message(&self) -> (&'static str, Vec<(&'static str, String)>) {
        match self {
            ImportError::TooLarge(n) => ("import.error.too_large", vec![("bytes", n.to_string())]),
            ImportError::NotJson(_) => ("import.error.not_json", vec![]),
            ImportError::NotExport => ("import.error.not_export", vec![]),
            ImportError::NewerExport(n) => ("import.error.newer", vec![("format", n.to_string())]),
            ImportError::BadItem { key, .. } => {
                ("import.error.bad_item", vec![("item", key.clone())])
            }
            ImportError::Storage(e) => (e.key(), vec![]),
        }
    }

    /// The technical detail behind the message (the parser's words, the stored key), shown
    /// collapsed under it; none when the message says everything.
    pub fn details(&self) -> Option<String> {
        match self {
            ImportError::NotJson(e) => Some(e.clone()),
            ImportError::BadItem { key, reason } => Some(format!("{key}: {reason}")),
            _ => None,
        }
    }
}

/// The app's storage: typed, versioned values on a [`Backend`].
pub struct Store {
    backend: Box<dyn Backend>,
    /// Keys holding unreadable data that could not be moved aside.
    stuck: RefCell<Vec<String>>,
    now: fn() -> f64,
}

/// Milliseconds since 1970: the one clock of the app (saves, pace, ids).
pub fn now_ms() -> f64 {
    #[cfg(target_arch = "wasm32")]
    {
        js_sys::Date::now()
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_millis() as f64)
            .unwrap_or(0.0)
    }
}

impl Store {
    pub fn new(backend: impl Backend + 'static) -> Store {
        Store {
            backend: Box::new(backend),
            stuck: RefCell::default(),
            now: now_ms,
        }
    }

    /// The browser's localStorage; when there is none, memory (kept until the tab closes) and
    /// the reason.
    pub fn open_browser() -> (Store, Option<StorageError>) {
        match LocalStorage::open().and_then(|ls| ls.keys().map(|_| ls)) {
            Ok(ls) => (Store::new(ls), None),
            Err(e) => (Store::new(MemoryBackend::new()), Some(e)),
        }
    }

    /// A store in memory (tests, and the fallback when the browser has no storage).
    pub fn memory() -> Store {
        Store::new(MemoryBackend::new())
    }

    /// The raw text at `key`.
    pub fn raw(&self, key: &str) -> Result<Option<String>, StorageError> {
        self.backend.get(key)
    }

    /// Moves an unreadable value aside. Returns where it went.
    fn quarantine(&self, key: &str, raw: &str, reason: &str) -> Result<String, StorageError> {
        let at = (self.now)();
        let name = key.strip_prefix(PREFIX).unwrap_or(key).replace('/', "~");
        // Whole milliseconds, as an integer: no float formatting in the app for this.
        let stamp = at.max(0.0) as u64;
        let mut moved_to = format!("{QUARANTINE_PREFIX}{stamp}-{name}");
        let mut n = 1;
        while self.backend.get(&moved_to)?.is_some() {
            n += 1;
            moved_to = format!("{QUARANTINE_PREFIX}{stamp}-{name}-{n}");
        }
        let entry = QuarantineEntry {
            key: key.into(),
            reason: reason.into(),
            at,
            raw: raw.into(),
        };
        let text = serde_json::to_string(&entry).map_err(|e| StorageError::Other(e.to_string()))?;
        self.backend.set(&moved_to, &text)?;
        // Only once the copy is safely written is the original removed.
        self.backend.remove(key)?;
        Ok(moved_to)
    }

    fn unreadable<T>(&self, key: &str, raw: &str, reason: String) -> Read<T> {
        match self.quarantine(key, raw, &reason) {
            Ok(moved_to) => Read::Quarantined(Quarantined {
                key: key.into(),
                moved_to,
                reason,
            }),
            Err(_) => {
                let mut stuck = self.stuck.borrow_mut();
                if !stuck.iter().any(|k| k == key) {
                    stuck.push(key.into());
                }
                Read::Stuck {
                    key: key.into(),
                    reason,
                }
            }
        }
    }

    /// Reads `key` as a `K`, migrating older formats; an unreadable value is quarantined.
    pub fn read<K: Kind>(&self, key: &str) -> Result<Read<K>, StorageError> {
        let Some(raw) = self.backend.get(key)? else {
            return Ok(Read::Missing);
        };
        Ok(match decode::<K>(key, &raw) {
            Decoded::Ok(stored) => {
                self.stuck.borrow_mut().retain(|k| k != key);
                Read::Found(stored)
            }
            Decoded::Newer { .. } => Read::Newer(key.into()),
            Decoded::Bad(reason) => self.unreadable(key, &raw, reason),
        })
    }

    /// The revision stored at `key` now (0 when there is none); quarantines unreadable data
    /// so that writing over it loses nothing.
    fn current_rev<K: Kind>(&self, key: &str) -> Result<u64, StorageError> {
        let Some(raw) = self.backend.get(key)? else {
            return Ok(0);
        };
        match islas_core::from_json::<Envelope>(&raw) {
            Ok(env) if env.format > K::FORMAT => Err(StorageError::Newer(key.into())),
            Ok(env) => Ok(env.rev),
            Err(e) => {
                self.quarantine(key, &raw, &format!("not an Islas record: {e}"))
                    .map_err(|_| StorageError::Stuck(key.into()))?;
                Ok(0)
            }
        }
    }

    /// Writes `value` at `key`, provided the key is still at revision `read_rev` (the revision
    /// the caller read; 0 for a key it found missing). Returns the new revision.
    pub fn write<K: Kind>(&self, key: &str, value: &K, read_rev: u64) -> Result<u64, StorageError> {
        if self.stuck.borrow().iter().any(|k| k == key) {
            return Err(StorageError::Stuck(key.into()));
        }
        let current = self.current_rev::<K>(key)?;
        if current != read_rev {
            return Err(StorageError::Conflict(key.into()));
        }
        let rev = current + 1;
        self.backend.set(key, &encode(value, rev))?;
        Ok(rev)
    }

    /// Removes `key` if it is still at revision `read_rev`.
    pub fn delete(&self, key: &str, read_rev: u64) -> Result<(), StorageError> {
        let Some(raw) = self.backend.get(key)? else {
            return Ok(());
        };
        match islas_core::from_json::<Envelope>(&raw) {
            Ok(env) if env.rev == read_rev => self.backend.remove(key),
            _ => Err(StorageError::Conflict(key.into())),
        }
    }

    /// Every key of the app with this prefix, sorted.
    pub fn keys_with(&self, prefix: &str) -> Result<Vec<String>, StorageError> {
        let mut keys: Vec<String> = self
            .backend
            .keys()?
            .into_iter()
            .filter(|k| k.starts_with(prefix))
            .collect();
        islas_core::sort_small_by(&mut keys, Ord::cmp);
        Ok(keys)
    }

    /// Everything moved aside, oldest first. An entry that is itself unreadable is listed with
    /// its raw text.
    pub fn quarantined(&self) -> Result<Vec<(String, QuarantineEntry)>, StorageError> {
        let mut out = Vec::new();
        for key in self.keys_with(QUARANTINE_PREFIX)? {
            let raw = self.backend.get(&key)?.unwrap_or_default();
            let entry = islas_core::from_json(&raw).unwrap_or_else(|_| QuarantineEntry {
                key: key.clone(),
                reason: String::new(),
                at: 0.0,
                raw,
            });
            out.push((key, entry));
        }
        Ok(out)
    }

    /// All the app's data as one JSON text: every key under `islas/v1/`, values unchanged.
    pub fn export(&self, app_version: &str) -> Result<String, StorageError> {
        let mut items = serde_json::Map::new();
        for key in self.keys_with(PREFIX)? {
            if let Some(v) = self.backend.get(&key)? {
                items.insert(key, Value::String(v));
            }
        }
        let doc = serde_json::json!({
            "islas_export": EXPORT_FORMAT,
            "app_version": app_version,
            "exported_at": (self.now)(),
            "items": items,
        });
        serde_json::to_string_pretty(&doc).map_err(|e| StorageError::Other(e.to_string()))
    }

    /// Checks an export file item by item (a save whose deal is stacked by hand, as only tests
    /// and lessons set up, is refused: an export file carries games dealt from their seed), then writes it. Settings, saves and campaigns replace
    /// the ones stored (whatever was there and unreadable is quarantined first); moved-aside
    /// values are added. An invalid file is rejected whole, with the reason, and nothing is written.
    pub fn import(&self, text: &str) -> Result<ImportSummary, ImportError> {
        if text.len() > MAX_IMPORT_BYTES {
            return Err(ImportError::TooLarge(text.len()));
        }
        let doc: Value =
            serde_json::from_str(text).map_err(|e| ImportError::NotJson(e.to_string()))?;
        let format = doc
            .get("islas_export")
            .and_then(Value::as_u64)
            .ok_or(ImportError::NotExport)?;
        if format > u64::from(EXPORT_FORMAT) {
            return Err(ImportError::NewerExport(format));
        }
        let items = doc
            .get("items")
            .and_then(Value::as_object)
            .ok_or(ImportError::NotExport)?;

        enum Item {
            Settings(Settings),
            Save(SavedGame),
            Campaign(SavedCampaign),
            Quarantine(String),
        }
        let bad = |key: &str, reason: String| ImportError::BadItem {
            key: key.chars().take(80).collect(),
            reason,
        };
        fn value_of<K: Kind>(key: &str, raw: &str) -> Result<K, String> {
            match decode::<K>(key, raw) {
                Decoded::Ok(s) => Ok(s.value),
                Decoded::Newer { format, .. } => Err(format!(
                    "it was saved by a newer version of Islas (format {format})"
                )),
                Decoded::Bad(reason) => Err(reason),
            }
        }
        let mut checked = Vec::new();
        for (key, value) in items {
            let raw = value
                .as_str()
                .ok_or_else(|| bad(key, "its value is not text".into()))?;
            let item = if key == SETTINGS_KEY {
                Item::Settings(value_of(key, raw).map_err(|r| bad(key, r))?)
            } else if key.starts_with(SAVE_PREFIX) {
                let save: SavedGame = value_of(key, raw).map_err(|r| bad(key, r))?;
                if islas_games::records::facts(&save.record).is_ok_and(|f| f.stacked)
                    && !is_lesson(&save)
                {
                    return Err(bad(key, STACKED_SAVE.into()));
                }
                Item::Save(save)
            } else if key.starts_with(CAMPAIGN_PREFIX) {
                Item::Campaign(value_of(key, raw).map_err(|r| bad(key, r))?)
            } else if key.starts_with(QUARANTINE_PREFIX) {
                Item::Quarantine(raw.to_string())
            } else {
                return Err(bad(key, "it is not an Islas item".into()));
            };
            checked.push((key.clone(), item));
        }

        let mut written = 0;
        for (key, item) in checked {
            let result = match item {
                Item::Settings(v) => self.replace(&key, &v),
                Item::Save(v) => self.replace(&key, &v),
                Item::Campaign(v) => self.replace(&key, &v),
                Item::Quarantine(raw) => self.add_quarantined(&key, &raw),
            };
            result.map_err(ImportError::Storage)?;
            written += 1;
        }
        Ok(ImportSummary { written })
    }

    /// Writes `value` over whatever `key` holds, as its next revision.
    fn replace<K: Kind>(&self, key: &str, value: &K) -> Result<(), StorageError> {
        let current = self.current_rev::<K>(key)?;
        self.backend.set(key, &encode(value, current + 1))?;
        self.stuck.borrow_mut().retain(|k| k != key);
        Ok(())
    }

    /// Keeps an imported moved-aside value, beside any other under the same key.
    fn add_quarantined(&self, key: &str, raw: &str) -> Result<(), StorageError> {
        match self.backend.get(key)? {
            None => self.backend.set(key, raw),
            Some(existing) if existing == raw => Ok(()),
            Some(_) => {
                let mut n = 2;
                while self.backend.get(&format!("{key}-{n}"))?.is_some() {
                    n += 1;
                }
                self.backend.set(&format!("{key}-{n}"), raw)
            }
        }
    }
}

/// Calls `f` with the key that another tab of this site changed (`None`: everything was cleared).
/// Writes made by this tab are not reported (the browser sends `storage` events to other tabs only).
pub fn on_change(f: impl Fn(Option<String>) + 'static) {
    use leptos::ev;
    let handle = leptos::prelude::window_event_listener(
        ev::storage,
        move |e: web_sys::StorageEvent| match e.key() {
            Some(k) if !k.starts_with(PREFIX) => {}
            other => f(other),
        },
    );
    // The listener lives as long as the page.
    std::mem::forget(handle);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use crate::model::{Animation, Theme};

    const SETTINGS_V1: &str = include_str!("../tests/fixtures/storage/settings-v1.json");
    const SETTINGS_V1_OFF: &str =
        include_str!("../tests/fixtures/storage/settings-v1-no-animations.json");
    const SETTINGS_V2: &str = include_str!("../tests/fixtures/storage/settings-v2.json");
    const SAVE_V1: &str = include_str!("../tests/fixtures/storage/save-v1.json");
    const SAVE_V2: &str = include_str!("../tests/fixtures/storage/save-v2.json");
    const CAMPAIGN_V1: &str = include_str!("../tests/fixtures/storage/campaign-v1.json");
    const SAVE_V2_CAMPAIGN: &str = include_str!("../tests/fixtures/storage/save-v2-campaign.json");
    const EXPORT: &str = include_str!("../tests/fixtures/storage/export-v1.json");

    fn store() -> (Store, MemoryBackend) {
        let mem = MemoryBackend::new();
        let mut s = Store::new(mem.clone());
        s.now = || 1_700_000_000_000.0;
        (s, mem)
    }

    fn found<T: std::fmt::Debug>(r: Read<T>) -> Stored<T> {
        match r {
            Read::Found(s) => s,
            other => panic!("expected a value, got {other:?}"),
        }
    }

    #[test]
    fn settings_format_1_migrates_to_2() {
        let Decoded::Ok(s) = decode::<Settings>(SETTINGS_KEY, SETTINGS_V1) else {
            panic!("fixture does not decode")
        };
        assert_eq!(s.migrated_from, Some(1));
        assert_eq!(s.rev, 3);
        assert_eq!(
            s.value,
            Settings {
                language: Some(Lang::Cs),
                theme: Theme::Dark,
                animation: Animation::Normal,
                ..Settings::default()
            }
        );
        let Decoded::Ok(s) = decode::<Settings>(SETTINGS_KEY, SETTINGS_V1_OFF) else {
            panic!("fixture does not decode")
        };
        assert_eq!(s.value.animation, Animation::Off);
    }

    #[test]
    fn every_migration_step_has_a_fixture() {
        // One fixture per format of each kind, oldest to newest, all reading to a value.
        let settings = [SETTINGS_V1, SETTINGS_V2];
        assert_eq!(settings.len() as u32, Settings::FORMAT);
        assert_eq!(Settings::MIGRATIONS.len() as u32, Settings::FORMAT - 1);
        for (i, f) in settings.iter().enumerate() {
            let Decoded::Ok(s) = decode::<Settings>(SETTINGS_KEY, f) else {
                panic!("settings fixture of format {} does not decode", i + 1)
            };
            assert_eq!(
                s.migrated_from,
                (i as u32 + 1 < Settings::FORMAT).then_some(i as u32 + 1)
            );
        }
        let saves = [SAVE_V1, SAVE_V2];
        assert_eq!(saves.len() as u32, SavedGame::FORMAT);
        assert_eq!(SavedGame::MIGRATIONS.len() as u32, SavedGame::FORMAT - 1);
        for (i, f) in saves.iter().enumerate() {
            let Decoded::Ok(s) = decode::<SavedGame>("islas/v1/save/g1", f) else {
                panic!("save fixture of format {} does not decode", i + 1)
            };
            assert_eq!(
                s.migrated_from,
                (i as u32 + 1 < SavedGame::FORMAT).then_some(i as u32 + 1)
            );
        }
    }

    #[test]
    fn a_campaign_is_its_own_kind_checked_against_its_key() {
        assert_eq!(SavedCampaign::FORMAT, 1);
        let Decoded::Ok(c) = decode::<SavedCampaign>("islas/v1/campaign/c1", CAMPAIGN_V1) else {
            panic!("campaign fixture does not decode")
        };
        assert_eq!(c.value.game, "port-royal");
        assert_eq!(c.value.seats.len(), 2);
        assert_eq!(c.value.game_in_progress.as_deref(), Some("g7"));
        assert_eq!(c.value.progress["chapter"], 2);
        // Its progress is what Port Royal's engine writes: the engine reads and checks it.
        let progress = c.value.progress.to_string();
        let campaign =
            islas_port_royal::adventure::campaign::Campaign::from_json(&progress).unwrap();
        assert_eq!((campaign.chapter, campaign.failures), (2, 1));
        // Under another id's key, or with progress that is not an object, it is not read.
        assert!(matches!(
            decode::<SavedCampaign>("islas/v1/campaign/other", CAMPAIGN_V1),
            Decoded::Bad(_)
        ));
        let mut broken = c.value.clone();
        broken.progress = serde_json::json!([1, 2]);
        assert!(matches!(
            decode::<SavedCampaign>("islas/v1/campaign/c1", &encode(&broken, 1)),
            Decoded::Bad(r) if r.contains("progress")
        ));
        // Written and read back, it is the same campaign.
        let (s, _) = store();
        let rev = s.write("islas/v1/campaign/c1", &c.value, 0).unwrap();
        let back = found(s.read::<SavedCampaign>("islas/v1/campaign/c1").unwrap());
        assert_eq!((back.rev, back.value), (rev, c.value));
    }

    /// A chapter's game names its campaign; a save from before campaigns names none, and both
    /// read in the same format.
    #[test]
    fn a_chapter_game_names_its_campaign_and_older_saves_none() {
        let Decoded::Ok(s) = decode::<SavedGame>("islas/v1/save/g7", SAVE_V2_CAMPAIGN) else {
            panic!("fixture does not decode")
        };
        assert_eq!(s.migrated_from, None);
        assert_eq!(s.value.campaign.as_deref(), Some("c1"));
        assert_eq!(s.value.record["config"]["adventure"]["chapter"], 2);
        // The campaign's game in progress is this save.
        let Decoded::Ok(c) = decode::<SavedCampaign>("islas/v1/campaign/c1", CAMPAIGN_V1) else {
            panic!("campaign fixture does not decode")
        };
        assert_eq!(c.value.game_in_progress.as_deref(), Some("g7"));
        assert_eq!(c.value.seed_text, None, "a campaign of random deals");
        // It opens at the table as a chapter of the Adventure, still naming its campaign.
        let session =
            crate::games::port_royal::Session::from_saved(&s.value).expect("the chapter opens");
        assert_eq!(session.campaign.as_deref(), Some("c1"));
        assert!(session.game.adventure().is_some());
        // Written and read back, the campaign is still named.
        let (st, _) = store();
        st.write("islas/v1/save/g7", &s.value, 0).unwrap();
        let back = found(st.read::<SavedGame>("islas/v1/save/g7").unwrap());
        assert_eq!(back.value, s.value);
        for old in [SAVE_V1, SAVE_V2] {
            let Decoded::Ok(o) = decode::<SavedGame>("islas/v1/save/g1", old) else {
                panic!()
            };
            assert_eq!(o.value.campaign, None);
            assert!(!encode(&o.value, 1).contains("campaign"));
        }
    }

    #[test]
    fn a_save_of_format_1_has_every_seat_played_by_a_person() {
        let Decoded::Ok(s) = decode::<SavedGame>("islas/v1/save/g1", SAVE_V1) else {
            panic!("format 1 fixture does not decode")
        };
        assert!(s.value.seats.is_empty());
        let Decoded::Ok(s) = decode::<SavedGame>("islas/v1/save/g1", SAVE_V2) else {
            panic!("format 2 fixture does not decode")
        };
        assert_eq!(s.value.seats.len(), 3);
        assert_eq!(s.value.seats[1].control, crate::model::Control::Medium);
    }

    #[test]
    fn current_format_round_trips() {
        let v = Settings {
            language: Some(Lang::Es),
            theme: Theme::Light,
            animation: Animation::Fast,
            pace: crate::model::Pace::Instant,
            explained: vec!["gambler".into()],
        };
        let text = encode(&v, 9);
        assert_eq!(
            decode::<Settings>(SETTINGS_KEY, &text),
            Decoded::Ok(Stored {
                rev: 9,
                value: v,
                migrated_from: None
            })
        );
    }

    #[test]
    fn a_migration_that_fails_names_its_step() {
        let raw = r#"{"format":1,"rev":1,"data":{"animations":"sometimes"}}"#;
        let Decoded::Bad(reason) = decode::<Settings>(SETTINGS_KEY, raw) else {
            panic!()
        };
        assert!(reason.contains("format 1 to 2"), "{reason}");
    }

    #[test]
    fn unreadable_values_are_quarantined_never_deleted() {
        for raw in [
            "{not json",
            r#"{"theme":"dark"}"#,
            r#"{"format":2,"rev":1,"data":{"theme":"purple"}}"#,
            r#"{"format":0,"rev":1,"data":{}}"#,
        ] {
            let (s, mem) = store();
            mem.set(SETTINGS_KEY, raw).unwrap();
            let Read::Quarantined(q) = s.read::<Settings>(SETTINGS_KEY).unwrap() else {
                panic!("{raw} was not quarantined")
            };
            assert_eq!(q.key, SETTINGS_KEY);
            assert!(q.moved_to.starts_with(QUARANTINE_PREFIX));
            assert!(!q.reason.is_empty());
            let map = mem.snapshot();
            assert!(!map.contains_key(SETTINGS_KEY));
            let entry: QuarantineEntry = serde_json::from_str(&map[&q.moved_to]).unwrap();
            assert_eq!(entry.raw, raw, "kept exactly as found");
            assert_eq!(entry.key, SETTINGS_KEY);
            // A second bad value at the same millisecond goes beside it.
            mem.set(SETTINGS_KEY, raw).unwrap();
            let Read::Quarantined(q2) = s.read::<Settings>(SETTINGS_KEY).unwrap() else {
                panic!()
            };
            assert_ne!(q2.moved_to, q.moved_to);
            assert_eq!(s.quarantined().unwrap().len(), 2);
        }
    }

    #[test]
    fn a_value_from_a_newer_version_is_left_alone() {
        let (s, mem) = store();
        let raw = r#"{"format":99,"rev":4,"data":{"anything":1}}"#;
        mem.set(SETTINGS_KEY, raw).unwrap();
        assert_eq!(
            s.read::<Settings>(SETTINGS_KEY).unwrap(),
            Read::Newer(SETTINGS_KEY.into())
        );
        assert_eq!(
            s.write(SETTINGS_KEY, &Settings::default(), 4),
            Err(StorageError::Newer(SETTINGS_KEY.into()))
        );
        assert_eq!(mem.get(SETTINGS_KEY).unwrap().as_deref(), Some(raw));
    }

    #[test]
    fn a_full_quota_is_an_error_and_nothing_is_lost() {
        let mem = MemoryBackend::with_quota(120);
        let s = Store::new(mem.clone());
        let rev = s.write(SETTINGS_KEY, &Settings::default(), 0).unwrap();
        let before = mem.snapshot();
        let big = SavedGame {
            id: "g1".into(),
            game: "port-royal".into(),
            updated: 0.0,
            record: serde_json::json!({ "actions": ["x".repeat(200)] }),
            seats: vec![],
            seed_text: None,
            campaign: None,
            lesson: false,
            advice: None,
        };
        assert_eq!(
            s.write("islas/v1/save/g1", &big, 0),
            Err(StorageError::Quota)
        );
        assert_eq!(mem.snapshot(), before);
        // Unreadable data that cannot be moved aside for lack of room stays where it is, and
        // is not overwritten.
        mem.set(SETTINGS_KEY, &"#".repeat(60)).unwrap();
        let read = s.read::<Settings>(SETTINGS_KEY).unwrap();
        assert!(matches!(read, Read::Stuck { .. }), "{read:?}");
        assert_eq!(
            s.write(SETTINGS_KEY, &Settings::default(), rev),
            Err(StorageError::Stuck(SETTINGS_KEY.into()))
        );
        assert_eq!(mem.get(SETTINGS_KEY).unwrap(), Some("#".repeat(60)));
    }

    #[test]
    fn one_tab_never_overwrites_another_tabs_newer_data() {
        let mem = MemoryBackend::new();
        let (a, b) = (Store::new(mem.clone()), Store::new(mem.clone()));
        let r1 = a.write(SETTINGS_KEY, &Settings::default(), 0).unwrap();
        // Both tabs read revision 1.
        let seen_by_b = found(b.read::<Settings>(SETTINGS_KEY).unwrap()).rev;
        assert_eq!(seen_by_b, r1);
        let dark = Settings {
            theme: Theme::Dark,
            ..Settings::default()
        };
        let r2 = a.write(SETTINGS_KEY, &dark, r1).unwrap();
        // B's write, based on revision 1, is refused; B reloads and sees A's change.
        let light = Settings {
            theme: Theme::Light,
            ..Settings::default()
        };
        assert_eq!(
            b.write(SETTINGS_KEY, &light, seen_by_b),
            Err(StorageError::Conflict(SETTINGS_KEY.into()))
        );
        let now = found(b.read::<Settings>(SETTINGS_KEY).unwrap());
        assert_eq!((now.rev, now.value.theme), (r2, Theme::Dark));
        assert_eq!(b.write(SETTINGS_KEY, &light, now.rev), Ok(r2 + 1));
        // A key created by another tab since we found it missing is not overwritten either.
        let save = SavedGame {
            id: "g1".into(),
            game: "port-royal".into(),
            updated: 1.0,
            record: serde_json::json!({}),
            seats: vec![],
            seed_text: None,
            campaign: None,
            lesson: false,
            advice: None,
        };
        a.write("islas/v1/save/g1", &save, 0).unwrap();
        assert!(matches!(
            b.write("islas/v1/save/g1", &save, 0),
            Err(StorageError::Conflict(_))
        ));
        // Deleting a save another tab has changed is refused too.
        assert!(matches!(
            b.delete("islas/v1/save/g1", 0),
            Err(StorageError::Conflict(_))
        ));
        assert_eq!(b.delete("islas/v1/save/g1", 1), Ok(()));
    }

    #[test]
    fn export_then_import_gives_back_the_same_data() {
        let (s, mem) = store();
        let settings = Settings {
            language: Some(Lang::Es),
            theme: Theme::Dark,
            animation: Animation::Slow,
            ..Settings::default()
        };
        s.write(SETTINGS_KEY, &settings, 0).unwrap();
        mem.set("islas/v1/save/g1", SAVE_V1).unwrap();
        mem.set("islas/v1/campaign/c1", CAMPAIGN_V1).unwrap();
        mem.set("islas/v1/save/g7", SAVE_V2_CAMPAIGN).unwrap();
        mem.set(
            SETTINGS_KEY.replace("settings", "save/bad").as_str(),
            "oops",
        )
        .unwrap();
        let _ = s.read::<SavedGame>("islas/v1/save/bad").unwrap(); // quarantined
        mem.set("other-app/key", "not ours").unwrap();
        let text = s.export("0.1.0").unwrap();
        assert!(!text.contains("other-app"));

        let (t, mem2) = store();
        assert_eq!(t.import(&text), Ok(ImportSummary { written: 5 }));
        let a = mem.snapshot();
        let b = mem2.snapshot();
        assert_eq!(
            found(t.read::<Settings>(SETTINGS_KEY).unwrap()).value,
            settings
        );
        assert_eq!(
            found(t.read::<SavedGame>("islas/v1/save/g1").unwrap()).value,
            found(s.read::<SavedGame>("islas/v1/save/g1").unwrap()).value
        );
        // The campaign comes back whole: its progress and the game in progress within it.
        assert_eq!(
            found(t.read::<SavedCampaign>("islas/v1/campaign/c1").unwrap()).value,
            found(s.read::<SavedCampaign>("islas/v1/campaign/c1").unwrap()).value
        );
        let q: Vec<_> = a
            .keys()
            .filter(|k| k.starts_with(QUARANTINE_PREFIX))
            .collect();
        assert_eq!(q.len(), 1);
        assert_eq!(a[q[0]], b[q[0]]);
        // So does its game in progress, still naming the campaign.
        let game = found(t.read::<SavedGame>("islas/v1/save/g7").unwrap()).value;
        assert_eq!(game.campaign.as_deref(), Some("c1"));
        // Importing the same file again changes nothing but revisions.
        assert_eq!(t.import(&text), Ok(ImportSummary { written: 5 }));
        assert_eq!(t.quarantined().unwrap().len(), 1);
    }

    #[test]
    fn the_export_fixture_imports() {
        let (s, _) = store();
        assert_eq!(s.import(EXPORT), Ok(ImportSummary { written: 2 }));
        let v = found(s.read::<Settings>(SETTINGS_KEY).unwrap());
        assert_eq!(v.value.language, Some(Lang::Cs));
    }

    #[test]
    fn invalid_files_are_rejected_with_the_reason_and_nothing_written() {
        type Check = fn(&ImportError) -> bool;
        let cases: Vec<(String, Check)> = vec![
            ("not json at all".into(), |e| {
                matches!(e, ImportError::NotJson(_))
            }),
            ("{\"hello\": 1}".into(), |e| *e == ImportError::NotExport),
            ("[1,2]".into(), |e| *e == ImportError::NotExport),
            ("{\"islas_export\": 1}".into(), |e| {
                *e == ImportError::NotExport
            }),
            ("{\"islas_export\": 7, \"items\": {}}".into(), |e| {
                *e == ImportError::NewerExport(7)
            }),
            (
                "{\"islas_export\": 1, \"items\": {\"islas/v1/settings\": 5}}".into(),
                |e| matches!(e, ImportError::BadItem { .. }),
            ),
            (
                "{\"islas_export\": 1, \"items\": {\"islas/v1/settings\": \"{}\"}}".into(),
                |e| matches!(e, ImportError::BadItem { .. }),
            ),
            (
                "{\"islas_export\": 1, \"items\": {\"evil/key\": \"x\"}}".into(),
                |e| matches!(e, ImportError::BadItem { .. }),
            ),
            (
                // A valid settings item next to a bad save: nothing at all is written.
                format!(
                    "{{\"islas_export\": 1, \"items\": {{\"islas/v1/settings\": {}, \"islas/v1/save/x\": \"{{}}\"}}}}",
                    serde_json::to_string(SETTINGS_V2).unwrap()
                ),
                |e| matches!(e, ImportError::BadItem { key, .. } if key == "islas/v1/save/x"),
            ),
            (
                // A campaign whose progress is not an object.
                serde_json::json!({
                    "islas_export": 1,
                    "items": { "islas/v1/campaign/c": serde_json::json!({
                        "format": 1, "rev": 1,
                        "data": { "id": "c", "game": "port-royal", "updated": 0, "progress": 7, "seats": [] }
                    }).to_string() }
                })
                .to_string(),
                |e| matches!(e, ImportError::BadItem { key, .. } if key == "islas/v1/campaign/c"),
            ),
            (" ".repeat(MAX_IMPORT_BYTES + 1), |e| {
                matches!(e, ImportError::TooLarge(_))
            }),
        ];
        for (text, ok) in cases {
            let (s, mem) = store();
            let err = s.import(&text).unwrap_err();
            assert!(ok(&err), "{err:?} for {}", &text[..text.len().min(80)]);
            assert!(!err.to_string().is_empty());
            // The message names no storage key and carries no parser text: those are details.
            let (_, args) = err.message();
            assert!(
                args.iter()
                    .all(|(name, _)| *name != "reason" && *name != "key"),
                "{args:?}"
            );
            if matches!(err, ImportError::NotJson(_) | ImportError::BadItem { .. }) {
                assert!(err.details().is_some_and(|d| !d.is_empty()), "{err:?}");
            }
            assert!(
                mem.snapshot().is_empty(),
                "something was written for {err:?}"
            );
        }
    }

    #[test]
    fn import_moves_unreadable_data_aside_before_replacing_it() {
        let (s, mem) = store();
        mem.set(SETTINGS_KEY, "garbage").unwrap();
        s.import(EXPORT).unwrap();
        assert_eq!(s.quarantined().unwrap()[0].1.raw, "garbage");
    }

    #[test]
    fn an_imported_save_whose_deal_is_stacked_is_refused_and_nothing_is_written() {
        let (s, mem) = store();
        let mut config = islas_port_royal::Config::new(2);
        let save = |config: &islas_port_royal::Config| SavedGame {
            id: "g1".into(),
            game: "port-royal".into(),
            updated: 1.0,
            record: serde_json::to_value(islas_core::Record::new::<islas_port_royal::PortRoyal>(
                config.clone(),
                islas_core::Seed::from_u64(7),
            ))
            .unwrap(),
            seats: vec![],
            seed_text: None,
            campaign: None,
            lesson: false,
            advice: None,
        };
        let export = |save: &SavedGame| {
            serde_json::json!({
                "islas_export": EXPORT_FORMAT,
                "items": {"islas/v1/save/g1": encode(save, 1)},
            })
            .to_string()
        };
        config.deck_top = vec!["trader-blue-3".into()];
        match s.import(&export(&save(&config))) {
            Err(ImportError::BadItem { reason, .. }) => assert_eq!(reason, STACKED_SAVE),
            other => panic!("{other:?}"),
        }
        assert!(mem.snapshot().is_empty());
        // The same game dealt from its seed is imported.
        config.deck_top.clear();
        assert_eq!(s.import(&export(&save(&config))).unwrap().written, 1);
    }

    #[test]
    fn a_lesson_in_an_export_is_imported_but_no_other_stacked_deal_calling_itself_one() {
        let (s, _) = store();
        let lesson = islas_games::lessons::of(islas_games::GameId::PortRoyal).unwrap();
        let save = |record: serde_json::Value, lesson: bool| SavedGame {
            id: "g1".into(),
            game: "port-royal".into(),
            updated: 1.0,
            record,
            seats: vec![],
            seed_text: None,
            campaign: None,
            lesson,
            advice: None,
        };
        let export = |save: &SavedGame| {
            serde_json::json!({
                "islas_export": EXPORT_FORMAT,
                "items": {"islas/v1/save/g1": encode(save, 1)},
            })
            .to_string()
        };
        let dealt = lesson.record().unwrap();
        assert_eq!(
            s.import(&export(&save(dealt.clone(), true)))
                .unwrap()
                .written,
            1
        );
        // Not marked a lesson, or another stack under the lesson's mark: refused.
        assert!(s.import(&export(&save(dealt.clone(), false))).is_err());
        let mut other = dealt;
        other["config"]["deck_top"] = serde_json::json!(["trader-blue-3"]);
        assert!(s.import(&export(&save(other, true))).is_err());
    }

    /// Puerto Rico's lesson starts from boards set by hand (`start`): its own save is imported,
    /// a save that calls itself the lesson with any other start is not.
    #[test]
    fn a_puerto_rico_save_with_another_start_than_the_lessons_is_refused() {
        let (s, _) = store();
        let lesson = islas_games::lessons::of(islas_games::GameId::PuertoRico).unwrap();
        let save = |record: serde_json::Value| SavedGame {
            id: "g1".into(),
            game: "puerto-rico".into(),
            updated: 1.0,
            record,
            seats: vec![],
            seed_text: None,
            campaign: None,
            lesson: true,
            advice: None,
        };
        let export = |save: &SavedGame| {
            serde_json::json!({
                "islas_export": EXPORT_FORMAT,
                "items": {"islas/v1/save/g1": encode(save, 1)},
            })
            .to_string()
        };
        let dealt = lesson.record().unwrap();
        assert!(dealt["config"]["start"].is_object());
        assert_eq!(s.import(&export(&save(dealt.clone()))).unwrap().written, 1);
        let mut richer = dealt.clone();
        richer["config"]["start"]["seats"][0]["doubloons"] = serde_json::json!(30);
        let mut governor = dealt.clone();
        governor["config"]["start"]["governor"] = serde_json::json!(1);
        let mut plain = dealt;
        plain["config"]["start"] = serde_json::json!({"seats": [{}, {}, {}]});
        for other in [richer, governor, plain] {
            match s.import(&export(&save(other))) {
                Err(ImportError::BadItem { reason, .. }) => assert_eq!(reason, STACKED_SAVE),
                other => panic!("{other:?}"),
            }
        }
    }

    #[test]
    fn error_keys_are_distinct() {
        let all = [
            StorageError::Unavailable(String::new()),
            StorageError::Quota,
            StorageError::Conflict(String::new()),
            StorageError::Newer(String::new()),
            StorageError::Stuck(String::new()),
            StorageError::Other(String::new()),
        ];
        let mut keys: Vec<_> = all.iter().map(StorageError::key).collect();
        keys.sort();
        keys.dedup();
        assert_eq!(keys.len(), all.len());
    }
}
