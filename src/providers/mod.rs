//! Contexts of the app, one `provide_x()` and one context type each.

mod i18n;
mod saves;
mod settings;

pub use i18n::{I18n, provide_i18n};
pub use saves::{CampaignEntry, SaveEntry, SavesContext, StandingOf, provide_saves};
pub use settings::{SettingsContext, provide_settings};

use crate::storage::{Read, SAVE_PREFIX, SETTINGS_KEY, StorageError};

/// A message for the person about their data: an i18n key and its arguments, in their words.
/// An `item` argument is a storage key, said in words when shown ("Your settings", "Your game
/// of Port Royal with Ana and Computer 2"). Technical detail (keys, the parser's reason) goes
/// to `details`, shown collapsed, in English.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    pub key: &'static str,
    pub args: Vec<(&'static str, String)>,
    pub details: Option<String>,
}

impl Notice {
    pub fn new(key: &'static str) -> Notice {
        Notice {
            key,
            args: vec![],
            details: None,
        }
    }

    pub fn with(mut self, name: &'static str, value: impl Into<String>) -> Notice {
        self.args.push((name, value.into()));
        self
    }

    /// Technical detail, shown collapsed under the message.
    pub fn detail(mut self, details: impl Into<String>) -> Notice {
        self.details = Some(details.into());
        self
    }

    /// The notice for a storage error on `item`.
    pub fn from_error(e: &StorageError) -> Notice {
        let n = Notice::new(e.key());
        match e {
            StorageError::Unavailable(reason) | StorageError::Other(reason) => n.detail(reason),
            StorageError::Conflict(item)
            | StorageError::Newer(item)
            | StorageError::Stuck(item) => n.with("item", item).detail(item),
            StorageError::Quota => n,
        }
    }

    /// The notice a read result calls for, if any.
    pub fn from_read<T>(read: &Read<T>) -> Option<Notice> {
        match read {
            Read::Missing | Read::Found(_) => None,
            Read::Quarantined(q) => {
                let key = if q.key == SETTINGS_KEY {
                    "storage.quarantined.settings"
                } else if q.key.starts_with(SAVE_PREFIX) {
                    "storage.quarantined.save"
                } else {
                    "storage.quarantined"
                };
                Some(
                    Notice::new(key)
                        .with("item", &q.key)
                        .detail(format!("{} → {}: {}", q.key, q.moved_to, q.reason)),
                )
            }
            Read::Newer(key) => Some(Notice::from_error(&StorageError::Newer(key.clone()))),
            Read::Stuck { key, reason } => Some(
                Notice::new("storage.stuck_read")
                    .with("item", key)
                    .detail(format!("{key}: {reason}")),
            ),
        }
    }
}

/// Adds `notice` to a list unless the same one is already there.
pub fn push_notice(list: leptos::prelude::RwSignal<Vec<Notice>>, notice: Notice) {
    use leptos::prelude::*;
    list.update(|l| {
        if !l.contains(&notice) {
            l.push(notice);
        }
    });
}
