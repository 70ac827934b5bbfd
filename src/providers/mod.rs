//! Contexts of the app, one `provide_x()` and one context type each.

mod i18n;
mod saves;
mod settings;

pub use i18n::{I18n, provide_i18n};
pub use saves::{SaveEntry, SavesContext, provide_saves};
pub use settings::{SettingsContext, provide_settings};

use crate::storage::{Read, StorageError};

/// A message for the person about their data: an i18n key and its arguments.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    pub key: &'static str,
    pub args: Vec<(&'static str, String)>,
}

impl Notice {
    pub fn new(key: &'static str) -> Notice {
        Notice { key, args: vec![] }
    }

    pub fn with(mut self, name: &'static str, value: impl Into<String>) -> Notice {
        self.args.push((name, value.into()));
        self
    }

    /// The notice for a storage error on `item`.
    pub fn from_error(e: &StorageError) -> Notice {
        let n = Notice::new(e.key());
        match e {
            StorageError::Unavailable(reason) | StorageError::Other(reason) => {
                n.with("reason", reason)
            }
            StorageError::Conflict(item)
            | StorageError::Newer(item)
            | StorageError::Stuck(item) => n.with("item", item),
            StorageError::Quota => n,
        }
    }

    /// The notice a read result calls for, if any.
    pub fn from_read<T>(read: &Read<T>) -> Option<Notice> {
        match read {
            Read::Missing | Read::Found(_) => None,
            Read::Quarantined(q) => Some(
                Notice::new("storage.quarantined")
                    .with("item", &q.key)
                    .with("moved_to", &q.moved_to)
                    .with("reason", &q.reason),
            ),
            Read::Newer(key) => Some(Notice::from_error(&StorageError::Newer(key.clone()))),
            Read::Stuck { key, reason } => Some(
                Notice::new("storage.stuck_read")
                    .with("item", key)
                    .with("reason", reason),
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
