//! The table controller: what every game's table does around its board, written once (after
//! hive's `GameStateSignal`: one Copy handle of signals with named operations).
//!
//! - saves after every action, and when another tab moved the same game on, follows it;
//! - plays the computer seats through the bots' Web Worker at the chosen pace, with "skip to
//!   my turn", and forgets pending moves on undo or when the table goes away;
//! - undo (to the last person's choice since anything was revealed);
//! - the hand-over cover: when the next decision belongs to another person at this device and
//!   the game keeps secrets between seats, the table is replaced by a cover until tapped;
//! - the pace of a reveal told step by step (`pace_steps`): one step per pause of the
//!   computers' pace, for any game whose table tells one.
//!
//! A game's board reads `session` (drawing `Session::shown`, the viewer's view, never the whole
//! state) and calls `act`, `undo`, `skip` and `uncover`.

use islas_core::{Game, IllegalAction, Seat};
use leptos::prelude::*;

use super::Session;
use super::pace::{self, Told};
use super::saves::{now_ms, remember_unsaved, unsaved};
use crate::bots::{BotReply, BotWorker};
use crate::i18n::Lang;
use crate::model::Animation;
use crate::providers::{I18n, Notice, SavesContext, SettingsContext, push_notice};
use crate::storage::StorageError;

/// A game that can sit at a table: its state, config and events move between signals.
pub trait TableGame: Game<Config: Send + Sync, Event: Send + Sync> + Send + Sync {}
impl<G: Game<Config: Send + Sync, Event: Send + Sync> + Send + Sync> TableGame for G {}

/// Why a refusal happened, in the person's language (each game words its own).
pub type RefusalText = fn(Lang, &IllegalAction) -> String;

/// The table's state and operations; cheap to copy into closures.
pub struct TableController<G: TableGame> {
    pub session: RwSignal<Session<G>>,
    /// The save's revision this table last wrote or read.
    pub rev: RwSignal<u64>,
    /// A message for the person (a refusal, an undo, another tab's move…).
    pub message: RwSignal<Option<String>>,
    /// A computer opponent is choosing.
    pub thinking: RwSignal<bool>,
    /// The person asked to skip the computers' pauses until their turn.
    pub skip: RwSignal<bool>,
    /// While `Some(seat)`, the table is covered until that person taps "ready".
    pub cover: RwSignal<Option<Seat>>,
    /// The seat whose view the table showed last.
    shown_to: StoredValue<Seat>,
    worker: StoredValue<BotWorker, LocalStorage>,
    timer: StoredValue<Option<TimeoutHandle>, LocalStorage>,
    /// Bumped whenever pending computer moves must be forgotten (undo, leaving, another tab).
    generation: StoredValue<u64>,
    alive: StoredValue<bool>,
    id: StoredValue<String>,
    saves: SavesContext,
    settings: SettingsContext,
    i18n: I18n,
    refusal: RefusalText,
}

impl<G: TableGame> Clone for TableController<G> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<G: TableGame> Copy for TableController<G> {}

/// The saved game `id` and its revision, or why it cannot be opened (an i18n key and the
/// reason's words).
pub fn open<G: TableGame>(
    saves: SavesContext,
    id: &str,
) -> Result<(Session<G>, u64), (&'static str, String)> {
    use super::OpenError;
    let (saved, rev) = match saves.get(id) {
        Some(entry) => (entry.save, entry.rev),
        None if saves.is_newer(id) => return Err(("table.newer", String::new())),
        None => (unsaved(id).ok_or(("table.not_found", String::new()))?, 0),
    };
    Session::from_saved(&saved)
        .map(|s| (s, rev))
        .map_err(|e| match e {
            OpenError::OtherGame(g) => ("table.other_game", g),
            OpenError::Unreadable(r) => ("table.cannot_open", r),
            OpenError::Replay(r) => ("table.cannot_open", r.to_string()),
        })
}

impl<G: TableGame> TableController<G> {
    /// The controller of saved game `id`, opened as `session` at revision `rev`. Computer
    /// moves start on the next frame; everything stops when the owner is cleaned up.
    pub fn new(id: String, session: Session<G>, rev: u64, refusal: RefusalText) -> Self {
        let viewer = session.viewer();
        // A game resumed at a person's turn in pass and play opens covered: whoever holds the
        // device may not be the one to act.
        let covered = (session.persons() > 1 && G::INFO.private_information)
            .then(|| session.person_to_act())
            .flatten();
        let c = TableController {
            session: RwSignal::new(session),
            rev: RwSignal::new(rev),
            message: RwSignal::new(None),
            thinking: RwSignal::new(false),
            skip: RwSignal::new(false),
            cover: RwSignal::new(covered),
            shown_to: StoredValue::new(viewer),
            worker: StoredValue::new_local(BotWorker::new()),
            timer: StoredValue::new_local(None),
            generation: StoredValue::new(0),
            alive: StoredValue::new(true),
            id: StoredValue::new(id),
            saves: expect_context::<SavesContext>(),
            settings: expect_context::<SettingsContext>(),
            i18n: expect_context::<I18n>(),
            refusal,
        };
        on_cleanup(move || {
            c.alive.set_value(false);
            c.forget_pending();
        });
        // Another tab wrote this game: follow it rather than overwrite it.
        Effect::new(move |_| {
            let theirs = c.saves.saves.with(|l| {
                l.iter()
                    .find(|e| e.save.id == c.id.get_value())
                    .map(|e| e.rev)
            });
            if theirs.is_some_and(|r| r > c.rev.get_untracked()) {
                c.follow_other_tab();
            }
        });
        request_animation_frame(move || c.drive());
        // The end screen's review keeps what it found through the controller.
        provide_context(c);
        c
    }

    /// A person asked for a hint at this position: kept in the save (a review says so).
    pub fn hinted(self) {
        let at = self.session.with_untracked(|s| s.record.actions.len());
        if self.session.with_untracked(|s| s.hints.contains(&at)) {
            return;
        }
        self.session.update(|s| s.hints.push(at));
        self.save();
    }

    /// Keeps the finished game's review (`advice::SavedReview` as JSON) in its save.
    pub fn keep_review(self, review: serde_json::Value) {
        self.session.update(|s| s.review = Some(review));
        self.save();
    }

    /// Whether the table is still shown. A reply or a timer may arrive after the table went
    /// away and its values were disposed: reading one then would panic, so this only tries.
    fn alive(self) -> bool {
        self.alive.try_get_value().unwrap_or(false)
    }

    /// Whether moves asked for in generation `gen_at_ask` still count (see [`Self::alive`]).
    fn current(self, gen_at_ask: u64) -> bool {
        self.alive() && self.generation.try_get_value() == Some(gen_at_ask)
    }

    fn lang(self) -> Lang {
        self.i18n.lang()
    }

    /// Reads this game back from storage after another tab moved it on.
    fn follow_other_tab(self) {
        if let Ok((s, r)) = open::<G>(self.saves, &self.id.get_value()) {
            self.forget_pending();
            self.session.set(s);
            self.rev.set(r);
            self.message.set(Some(self.i18n.t("table.other_tab")));
            self.after_change();
            self.drive();
        }
    }

    /// Saves the game; on a conflict shows the other tab's game instead.
    fn save(self) {
        let saved = self
            .session
            .with_untracked(|s| s.to_saved(&self.id.get_value(), now_ms()));
        match self.saves.write(&saved, self.rev.get_untracked()) {
            Ok(r) => self.rev.set(r),
            Err(e @ StorageError::Conflict(_)) => {
                push_notice(self.saves.notices, Notice::from_error(&e));
                self.follow_other_tab();
            }
            Err(e) => {
                push_notice(self.saves.notices, Notice::from_error(&e));
                remember_unsaved(saved);
            }
        }
    }

    /// After any change: cover the table if the device passes to another person.
    fn after_change(self) {
        let (next, hand_over) = self.session.with_untracked(|s| {
            let next = s.viewer();
            (next, s.handover(self.shown_to.get_value(), next))
        });
        if hand_over {
            self.cover.set(Some(next));
        }
        self.shown_to.set_value(next);
    }

    /// Plays `text` (the game's notation); says why when the engine refuses it.
    fn apply(self, text: &str, by_person: bool) -> bool {
        match self.session.try_update(|s| s.play_text(text)) {
            Some(Ok(_)) => {
                self.message.set(None);
                self.save();
                if by_person {
                    self.skip.set(false);
                }
                self.after_change();
                true
            }
            Some(Err(refusal)) => {
                let reason = (self.refusal)(self.lang(), &refusal);
                self.message.set(Some(
                    self.i18n.t_with("table.rejected", &[("reason", reason)]),
                ));
                false
            }
            None => false,
        }
    }

    /// A person's decision, in notation.
    pub fn act(self, text: String) {
        if self.session.with_untracked(|s| s.person_to_act()).is_none() {
            self.message.set(Some(self.i18n.t("table.not_your_turn")));
            return;
        }
        if self.cover.get_untracked().is_some() {
            return;
        }
        // A lesson takes the move its step asks for, and says so in one line otherwise.
        if let Some(step) = self.session.with_untracked(|s| s.lesson_step())
            && step.action.parse::<G::Action>().ok() != text.parse::<G::Action>().ok()
        {
            let words = super::lesson_words::<G>(self.i18n, step);
            self.message
                .set(Some(self.i18n.t_with("lesson.not_now", &[("step", words)])));
            return;
        }
        if self.apply(&text, true) {
            self.drive();
        }
    }

    /// Plays the next computer move, if a computer is to act.
    pub fn drive(self) {
        if !self.alive() || self.thinking.get_untracked() {
            return;
        }
        let Some((seat, level)) = self.session.with_untracked(|s| s.computer_to_act()) else {
            self.skip.set(false);
            return;
        };
        self.thinking.set(true);
        let gen_at_ask = self.generation.get_value();
        let started = now_ms();
        // A lesson's opponents play its script, at the computers' pace.
        if let Some(text) = self.session.with_untracked(|s| s.scripted_move()) {
            self.play_after_pause(gen_at_ask, started, Ok(text.to_string()));
            return;
        }
        let req = self
            .session
            .with_untracked(|s| s.bot_request(seat, level, None));
        let c = self;
        let done = move |reply: BotReply| c.play_after_pause(gen_at_ask, started, reply.result);
        self.worker.with_value(|w| w.ask(req, done));
    }

    /// Plays a computer's move (`result`, asked for at `started`) once the pace's pause since
    /// then is over, unless the moves asked for in generation `gen_at_ask` were forgotten.
    fn play_after_pause(self, gen_at_ask: u64, started: f64, result: Result<String, String>) {
        let c = self;
        if !c.current(gen_at_ask) {
            return;
        }
        let pace = c.settings.get_untracked().pace.delay_ms();
        let waited = now_ms() - started;
        let delay = if c.skip.get_untracked() {
            0.0
        } else {
            (f64::from(pace) - waited).max(0.0)
        };
        let play = move || {
            if !c.current(gen_at_ask) {
                return;
            }
            c.timer.set_value(None);
            c.thinking.set(false);
            match result {
                Ok(text) => {
                    if c.apply(&text, false) {
                        c.drive();
                    }
                }
                Err(reason) => c.message.set(Some(
                    c.i18n.t_with("table.bot_failed", &[("reason", reason)]),
                )),
            }
        };
        match set_timeout_with_handle(play, std::time::Duration::from_millis(delay as u64)) {
            Ok(h) => c.timer.set_value(Some(h)),
            Err(_) => c.message.set(Some(c.i18n.t("table.timer_failed"))),
        }
    }

    /// Forgets computer moves asked for or waiting for their pause.
    fn forget_pending(self) {
        self.generation.update_value(|g| *g += 1);
        self.worker.with_value(|w| w.cancel());
        if let Some(h) = self.timer.try_update_value(Option::take).flatten() {
            h.clear();
        }
        self.thinking.set(false);
    }

    /// Why undo is not possible now, if it is not.
    pub fn undo_block(self) -> Option<super::UndoBlock> {
        self.session.with(|s| s.undo_check().err())
    }

    /// Takes back the person's last choice (and the computer moves after it).
    pub fn undo(self) {
        self.forget_pending();
        if self.session.try_update(|s| s.undo()).unwrap_or(false) {
            self.save();
            self.after_change();
            self.message.set(Some(self.i18n.t("table.undone")));
        }
        self.drive();
    }

    /// Plays the computers' moves without their pause until a person is to act.
    pub fn skip(self) {
        self.skip.set(true);
        // A move already waiting for its pause is played at once.
        if let Some(h) = self.timer.try_update_value(Option::take).flatten() {
            h.clear();
            self.thinking.set(false);
            self.generation.update_value(|g| *g += 1);
            self.worker.with_value(|w| w.cancel());
        }
        self.drive();
    }

    /// How many steps of the reveal `told` the table draws (`pace::ALL`: every one): one more
    /// per pause of the computers' pace (none with the pace "instant" or animations off), from
    /// the first step of a reveal newer than the one drawn; every one while `whole` (a person
    /// deciding inside the reveal). Only what is drawn waits: the engine and the controls never
    /// do. The pause waits while the table is covered.
    pub fn pace_steps(self, told: Memo<Option<Told>>, whole: Memo<bool>) -> Memo<usize> {
        let settings = self.settings;
        let cover = self.cover;
        // The reveal whose telling is kept, and how many of its steps are drawn.
        let paced = RwSignal::new(pace::pack(
            told.with_untracked(|t| t.map(|t| t.start)),
            pace::ALL,
        ));
        let timer = StoredValue::new_local(None::<TimeoutHandle>);
        let stop = move || {
            if let Some(h) = timer.try_update_value(Option::take).flatten() {
                h.clear();
            }
        };
        on_cleanup(stop);
        let pause = move || match settings.animation() {
            Animation::Off => 0,
            _ => settings.get().pace.delay_ms(),
        };
        let drawn = Memo::new(move |_| {
            let (known, n) = pace::unpack(paced.get());
            pace::drawn(told.get(), known, n, whole.get() || pause() == 0)
        });
        Effect::new(move |_| {
            // The reveal told is read first, and on its own: read only through `drawn`, whose
            // value often stays the same when the reveal grows, the effect missed new steps
            // (a browser test caught it under load).
            let t = told.get();
            let n = drawn.get();
            let start = t.map(|t| t.start);
            if paced.get_untracked() != pace::pack(start, n) {
                paced.set(pace::pack(start, n));
            }
            let next = pace::next(t, n);
            if n == pace::ALL || cover.get().is_some() || next.is_none() {
                stop();
                return;
            }
            // A pause already running is kept (a move of the game does not restart it).
            if timer.with_value(Option::is_some) {
                return;
            }
            let tick = move || {
                timer.set_value(None);
                let n = drawn.get_untracked();
                let t = told.get_untracked();
                if let Some(next) = pace::next(t, n).filter(|_| n != pace::ALL) {
                    paced.set(pace::pack(t.map(|t| t.start), next));
                }
            };
            let wait = std::time::Duration::from_millis(u64::from(pause()));
            if let Ok(h) = set_timeout_with_handle(tick, wait) {
                timer.set_value(Some(h));
            }
        });
        drawn
    }

    /// The person the device was handed to is ready: show the table.
    pub fn uncover(self) {
        self.cover.set(None);
    }
}
