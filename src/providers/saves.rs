//! `provide_saves()`: the saved games, what was moved aside, and export/import of all data.

use std::future::Future;
use std::pin::Pin;
use std::rc::Rc;

use leptos::prelude::*;

use super::{Notice, push_notice};
use crate::catalog::Standing;
use crate::model::{SavedCampaign, SavedGame};
use crate::storage::{
    self, CAMPAIGN_PREFIX, ImportError, ImportSummary, QuarantineEntry, Read, SAVE_PREFIX,
    StorageError, Store,
};

/// A saved game and the revision it was read at.
#[derive(Clone, Debug, PartialEq)]
pub struct SaveEntry {
    pub rev: u64,
    pub save: SavedGame,
}

/// A campaign and the revision it was read at.
#[derive(Clone, Debug, PartialEq)]
pub struct CampaignEntry {
    pub rev: u64,
    pub campaign: SavedCampaign,
}

/// Where a save stands, found by replaying it with its game's engine (`crate::games::standing`,
/// in the screens chunk): given to [`provide_saves`] by the app, which knows the games.
pub type StandingOf = fn(SavedGame) -> Pin<Box<dyn Future<Output = Standing>>>;

/// The saves context.
#[derive(Clone, Copy)]
pub struct SavesContext {
    /// Saved games, most recent first.
    pub saves: RwSignal<Vec<SaveEntry>>,
    /// Campaigns, most recent first.
    pub campaigns: RwSignal<Vec<CampaignEntry>>,
    /// Values moved aside because they could not be read: (where, what).
    pub quarantined: RwSignal<Vec<(String, QuarantineEntry)>>,
    /// Ids of saves written by a newer version of Islas: left untouched, not opened.
    pub newer: RwSignal<Vec<String>>,
    pub notices: RwSignal<Vec<Notice>>,
    /// Where each save stands, by id, with the revision it was found at (a list, each id once:
    /// a person's saves are few, and a hash map's code is kilobytes per type).
    standings: RwSignal<Vec<(String, (u64, Standing))>>,
    /// The (id, revision) pairs being replayed, each once.
    finding: StoredValue<Vec<(String, u64)>>,
    store: StoredValue<Rc<Store>, LocalStorage>,
    standing_of: StandingOf,
}

impl SavesContext {
    /// Reads every save and campaign again; unreadable ones are moved aside and reported.
    pub fn reload(&self) {
        type Found = (Vec<SaveEntry>, Vec<CampaignEntry>, Vec<String>, Vec<Notice>);
        let result: Result<Found, StorageError> = self.store.with_value(|s| {
            let mut saves = Vec::new();
            let mut campaigns = Vec::new();
            let mut newer = Vec::new();
            let mut notices = Vec::new();
            for key in s.keys_with(SAVE_PREFIX)? {
                let read = s.read::<SavedGame>(&key)?;
                if let Some(n) = Notice::from_read(&read) {
                    notices.push(n);
                }
                match read {
                    Read::Found(st) => saves.push(SaveEntry {
                        rev: st.rev,
                        save: st.value,
                    }),
                    Read::Newer(_) => newer.push(key[SAVE_PREFIX.len()..].to_string()),
                    _ => {}
                }
            }
            // A campaign a newer version wrote is left alone (never listed, never written).
            for key in s.keys_with(CAMPAIGN_PREFIX)? {
                let read = s.read::<SavedCampaign>(&key)?;
                if let Some(n) = Notice::from_read(&read) {
                    notices.push(n);
                }
                if let Read::Found(st) = read {
                    campaigns.push(CampaignEntry {
                        rev: st.rev,
                        campaign: st.value,
                    });
                }
            }
            Ok((saves, campaigns, newer, notices))
        });
        match result {
            Ok((mut saves, mut campaigns, newer, notices)) => {
                islas_core::sort_small_by(&mut saves, |a, b| {
                    b.save.updated.total_cmp(&a.save.updated)
                });
                islas_core::sort_small_by(&mut campaigns, |a, b| {
                    b.campaign.updated.total_cmp(&a.campaign.updated)
                });
                self.saves.set(saves);
                self.campaigns.set(campaigns);
                self.newer.set(newer);
                for n in notices {
                    push_notice(self.notices, n);
                }
            }
            Err(e) => push_notice(self.notices, Notice::from_error(&e)),
        }
        match self.store.with_value(|s| s.quarantined()) {
            Ok(q) => self.quarantined.set(q),
            Err(e) => push_notice(self.notices, Notice::from_error(&e)),
        }
    }

    /// Where a save stands, once known: the save is replayed by its game's engine, which is in
    /// the screens chunk, so the first call fetches it and gives `None`; the
    /// answer then arrives (the call is tracked). Once per revision of each save.
    pub fn standing(&self, entry: &SaveEntry) -> Option<Standing> {
        let id = &entry.save.id;
        let known = self.standings.with(|m| {
            m.iter()
                .find(|(k, _)| k == id)
                .filter(|(_, (rev, _))| *rev == entry.rev)
                .map(|(_, (_, s))| s.clone())
        });
        if known.is_none() {
            let first = self
                .finding
                .try_update_value(|f| {
                    let new = !f.iter().any(|(k, rev)| k == id && *rev == entry.rev);
                    if new {
                        f.push((id.clone(), entry.rev));
                    }
                    new
                })
                .unwrap_or(false);
            if first {
                let (standings, rev, save) = (self.standings, entry.rev, entry.save.clone());
                let standing_of = self.standing_of;
                leptos::task::spawn_local(async move {
                    let id = save.id.clone();
                    let s = standing_of(save).await;
                    standings.update(|m| match m.iter_mut().find(|(k, _)| *k == id) {
                        Some(slot) => slot.1 = (rev, s),
                        None => m.push((id, (rev, s))),
                    });
                });
            }
        }
        known
    }

    /// The saves, most recent first, whose standing is known and passes `keep`, with it.
    pub fn with_standings(&self, keep: impl Fn(&Standing) -> bool) -> Vec<(SaveEntry, Standing)> {
        self.saves.with(|l| {
            l.iter()
                .filter_map(|e| self.standing(e).map(|s| (e.clone(), s)))
                .filter(|(_, s)| keep(s))
                .collect()
        })
    }

    /// Whether the save with this id was written by a newer version of Islas.
    pub fn is_newer(&self, id: &str) -> bool {
        self.newer.with_untracked(|l| l.iter().any(|n| n == id))
    }

    /// The save with this id, as last read.
    pub fn get(&self, id: &str) -> Option<SaveEntry> {
        self.saves
            .with_untracked(|l| l.iter().find(|e| e.save.id == id).cloned())
    }

    /// Writes a save over the revision `rev` it was read at (0: a new save) and returns the
    /// new revision. On a conflict (another tab moved on) nothing is written: the caller
    /// reloads. The list of saves is updated either way.
    pub fn write(&self, save: &SavedGame, rev: u64) -> Result<u64, StorageError> {
        let key = format!("{SAVE_PREFIX}{}", save.id);
        let result = self.store.with_value(|s| s.write(&key, save, rev));
        match &result {
            Ok(new_rev) => {
                let entry = SaveEntry {
                    rev: *new_rev,
                    save: save.clone(),
                };
                self.saves.update(|l| {
                    l.retain(|e| e.save.id != save.id);
                    l.insert(0, entry);
                });
            }
            Err(StorageError::Conflict(_)) => self.reload(),
            Err(_) => {}
        }
        result
    }

    /// The campaign with this id, as last read.
    pub fn campaign(&self, id: &str) -> Option<CampaignEntry> {
        self.campaigns
            .with_untracked(|l| l.iter().find(|e| e.campaign.id == id).cloned())
    }

    /// Writes a campaign over the revision `rev` it was read at (0: a new campaign) and returns
    /// the new revision; as [`SavesContext::write`], a conflict writes nothing and reloads.
    pub fn write_campaign(&self, campaign: &SavedCampaign, rev: u64) -> Result<u64, StorageError> {
        let key = format!("{CAMPAIGN_PREFIX}{}", campaign.id);
        let result = self.store.with_value(|s| s.write(&key, campaign, rev));
        match &result {
            Ok(new_rev) => {
                let entry = CampaignEntry {
                    rev: *new_rev,
                    campaign: campaign.clone(),
                };
                self.campaigns.update(|l| {
                    l.retain(|e| e.campaign.id != campaign.id);
                    l.insert(0, entry);
                });
            }
            Err(StorageError::Conflict(_)) => self.reload(),
            Err(_) => {}
        }
        result
    }

    /// Deletes a campaign the person chose to delete (refused if another tab changed it). Its
    /// games stay among the saved games.
    pub fn delete_campaign(&self, entry: &CampaignEntry) {
        let key = format!("{CAMPAIGN_PREFIX}{}", entry.campaign.id);
        if let Err(e) = self.store.with_value(|s| s.delete(&key, entry.rev)) {
            push_notice(self.notices, Notice::from_error(&e));
        }
        self.reload();
    }

    /// Deletes a save the person chose to delete (refused if another tab changed it).
    pub fn delete(&self, entry: &SaveEntry) {
        let key = format!("{SAVE_PREFIX}{}", entry.save.id);
        if let Err(e) = self.store.with_value(|s| s.delete(&key, entry.rev)) {
            push_notice(self.notices, Notice::from_error(&e));
        }
        self.reload();
    }

    /// All data as the text of an export file.
    pub fn export(&self) -> Result<String, StorageError> {
        self.store
            .with_value(|s| s.export(env!("CARGO_PKG_VERSION")))
    }

    /// Imports an export file; the caller reloads the settings too.
    pub fn import(&self, text: &str) -> Result<ImportSummary, ImportError> {
        let r = self.store.with_value(|s| s.import(text));
        self.reload();
        r
    }

    /// Removes a notice the person has read.
    pub fn dismiss(&self, notice: &Notice) {
        self.notices.update(|l| l.retain(|n| n != notice));
    }
}

/// Provides [`SavesContext`] and follows changes other tabs make to saves.
pub fn provide_saves(store: Rc<Store>, standing_of: StandingOf) -> SavesContext {
    let ctx = SavesContext {
        saves: RwSignal::new(Vec::new()),
        campaigns: RwSignal::new(Vec::new()),
        quarantined: RwSignal::new(Vec::new()),
        newer: RwSignal::new(Vec::new()),
        notices: RwSignal::new(Vec::new()),
        standings: RwSignal::new(Vec::new()),
        finding: StoredValue::new(Vec::new()),
        store: StoredValue::new_local(store),
        standing_of,
    };
    ctx.reload();
    if cfg!(target_arch = "wasm32") {
        storage::on_change(move |key| {
            if key.as_deref().is_none_or(|k| {
                k.starts_with(SAVE_PREFIX)
                    || k.starts_with(CAMPAIGN_PREFIX)
                    || k.starts_with(storage::QUARANTINE_PREFIX)
            }) {
                ctx.reload();
            }
        });
    }
    provide_context(ctx);
    ctx
}
