//! `provide_settings()`: the person's settings, stored, applied to the page, kept in step with
//! other tabs.

use std::rc::Rc;

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;

use super::{Notice, push_notice};
use crate::model::{Animation, Settings, Theme};
use crate::storage::{self, Read, SETTINGS_KEY, StorageError, Store};

/// The settings context.
#[derive(Clone, Copy)]
pub struct SettingsContext {
    settings: RwSignal<Settings>,
    rev: RwSignal<u64>,
    store: StoredValue<Rc<Store>, LocalStorage>,
    /// Messages about the stored settings (and about storage as a whole).
    pub notices: RwSignal<Vec<Notice>>,
    /// Whether the device asks for reduced motion.
    pub reduced_motion: RwSignal<bool>,
}

impl SettingsContext {
    /// The current settings (tracked).
    pub fn get(&self) -> Settings {
        self.settings.get()
    }

    /// The current settings (not tracked).
    pub fn get_untracked(&self) -> Settings {
        self.settings.get_untracked()
    }

    /// The animation speed in force: off when the device asks for reduced motion (tracked).
    pub fn animation(&self) -> Animation {
        self.settings
            .with(|s| s.animation)
            .effective(self.reduced_motion.get())
    }

    /// Changes the settings and stores them. If another tab changed them meanwhile, its newer
    /// settings are loaded instead and the person is told; on any other storage error the
    /// change applies to this visit and the person is told it was not kept.
    pub fn update(&self, change: impl FnOnce(&mut Settings)) {
        let mut next = self.settings.get_untracked();
        change(&mut next);
        let rev = self.rev.get_untracked();
        let result = self.store.with_value(|s| s.write(SETTINGS_KEY, &next, rev));
        match result {
            Ok(rev) => {
                self.rev.set(rev);
                self.settings.set(next);
            }
            Err(e @ StorageError::Conflict(_)) => {
                self.reload();
                push_notice(self.notices, Notice::from_error(&e));
            }
            Err(e) => {
                self.settings.set(next);
                push_notice(self.notices, Notice::from_error(&e));
            }
        }
    }

    /// Reads the stored settings again (after another tab or an import changed them).
    pub fn reload(&self) {
        let read = self.store.with_value(|s| s.read::<Settings>(SETTINGS_KEY));
        match read {
            Ok(Read::Found(stored)) => {
                self.rev.set(stored.rev);
                self.settings.set(stored.value);
            }
            Ok(Read::Missing) => {
                self.rev.set(0);
                self.settings.set(Settings::default());
            }
            Ok(other) => {
                if matches!(other, Read::Quarantined(_)) {
                    self.rev.set(0);
                }
                if let Some(n) = Notice::from_read(&other) {
                    push_notice(self.notices, n);
                }
            }
            Err(e) => push_notice(self.notices, Notice::from_error(&e)),
        }
    }

    /// Removes a notice the person has read.
    pub fn dismiss(&self, notice: &Notice) {
        self.notices.update(|l| l.retain(|n| n != notice));
    }
}

fn html() -> Option<web_sys::Element> {
    web_sys::window()?.document()?.document_element()
}

/// Watches `(prefers-reduced-motion: reduce)`.
fn watch_reduced_motion(signal: RwSignal<bool>) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let Ok(Some(mq)) = window.match_media("(prefers-reduced-motion: reduce)") else {
        return;
    };
    signal.set(mq.matches());
    let on_change = Closure::<dyn FnMut(web_sys::MediaQueryListEvent)>::new(
        move |e: web_sys::MediaQueryListEvent| signal.set(e.matches()),
    );
    let _ = mq.add_event_listener_with_callback("change", on_change.as_ref().unchecked_ref());
    // Lives as long as the page.
    on_change.forget();
}

/// Provides [`SettingsContext`]: loads the settings, applies theme and motion to `<html>`, and
/// follows changes made in other tabs. `startup` is why storage could not be opened, if so.
pub fn provide_settings(store: Rc<Store>, startup: Option<StorageError>) -> SettingsContext {
    let ctx = SettingsContext {
        settings: RwSignal::new(Settings::default()),
        rev: RwSignal::new(0),
        store: StoredValue::new_local(store),
        notices: RwSignal::new(Vec::new()),
        reduced_motion: RwSignal::new(false),
    };
    if let Some(e) = startup {
        push_notice(ctx.notices, Notice::from_error(&e));
    }
    ctx.reload();
    watch_reduced_motion(ctx.reduced_motion);

    Effect::new(move |_| {
        let theme = ctx.settings.with(|s| s.theme);
        let motion = ctx.animation();
        if let Some(root) = html() {
            match theme {
                Theme::System => {
                    let _ = root.remove_attribute("data-theme");
                }
                other => {
                    let _ = root.set_attribute("data-theme", other.id());
                }
            }
            let _ = root.set_attribute("data-motion", motion.id());
        }
    });

    if cfg!(target_arch = "wasm32") {
        storage::on_change(move |key| {
            if key.as_deref().is_none_or(|k| k == SETTINGS_KEY) {
                ctx.reload();
            }
        });
    }
    provide_context(ctx);
    ctx
}
