//! A game at the table, for any engine of the registry: its record, the state it replays to,
//! who plays each seat, and what happened (for the log). Pure logic, tested natively over a
//! small test-only game with hidden hands (`test_game`); the table controller drives it.
//!
//! - Every action is appended to the record; the state is the record replayed (through
//!   islas-core's checks), so a save is the record and nothing else.
//! - The log is derived from the engine's typed events; each viewer sees only the events
//!   addressed to it ([`Session::log_for`], after the event's `Audience`).
//! - Between the steps of a reveal the engine hands over the state ([`EventSink::step`]); the
//!   session keeps it ([`Session::steps`]) so that a table can show the game as it stood at
//!   each step, through `view`, without replaying or undoing anything.
//! - Undo takes back the last action a person made, with the computer moves after it, unless
//!   something nobody knew was revealed since (`Game::reveals`: a card drawn, dice rolled…).
//! - What a person sees is `view(seat)` of the person whose turn it is (or who acted last);
//!   when the device passes between two persons of a game with private information, a
//!   hand-over cover hides the table first.

pub mod advice;
mod bar;
pub mod controller;
mod end;
mod lesson;
pub mod pace;
pub mod saves;

pub use bar::TableBar;
pub use end::EndActions;
pub use lesson::LessonGuide;
/// A tiny game with hidden hands and its table, only for tests (native unit tests, and the
/// browser component tests through the `test-game` feature).
#[cfg(any(test, feature = "test-game"))]
pub mod test_game;

use islas_core::{
    EventKind, EventSink, Game, IllegalAction, NOT_AN_ACTION, Record, ReplayError, Seat, Seed,
};

use islas_games::lessons::{self, Lesson, Step};

use crate::model::{Control, SavedGame, SeatPlayer};

/// One line of the game log: what happened, during which action, made by whom.
#[derive(Clone, Debug, PartialEq)]
pub struct LogEntry<E> {
    /// Index of the action in the record (0-based).
    pub action: usize,
    /// The seat that made the action.
    pub actor: Seat,
    pub event: E,
}

impl<E: EventKind> LogEntry<E> {
    /// Whether `seat` may see this line (the event's audience).
    pub fn seen_by(&self, seat: Seat) -> bool {
        self.event.audience().includes(seat)
    }
}

/// The game as it stood between two steps of a reveal, as the engine handed it over.
#[derive(Clone, Debug, PartialEq)]
pub struct StepState<G> {
    /// The log entries before it (an index into [`Session::log`]).
    pub log: usize,
    /// The whole state: tables draw its `view` ([`Session::step_view`]).
    state: G,
}

/// The sink a session plays with: the events, and the states between the steps of a reveal
/// (their `log` counted from this action's first event).
struct Recorder<G: Game> {
    events: Vec<G::Event>,
    steps: Vec<StepState<G>>,
}

impl<G: Game> EventSink<G::Event> for Recorder<G> {
    fn push(&mut self, event: G::Event) {
        self.events.push(event);
    }
    fn enabled(&self) -> bool {
        true
    }
    fn step(&mut self, state: &G) {
        self.steps.push(StepState {
            log: self.events.len(),
            state: state.clone(),
        });
    }
}

/// Why a saved game cannot be opened at the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OpenError {
    /// Another game's save: its id.
    OtherGame(String),
    /// The record does not read: the reader's words.
    Unreadable(String),
    /// The record does not replay.
    Replay(ReplayError),
}

impl OpenError {
    /// Why, in the reader's or the replay's words (without `Debug`, which the app's wasm does
    /// without).
    pub fn reason(self) -> String {
        match self {
            OpenError::OtherGame(g) | OpenError::Unreadable(g) => g,
            OpenError::Replay(r) => r.to_string(),
        }
    }
}

/// A game being played.
#[derive(Clone, Debug)]
pub struct Session<G: Game> {
    pub record: Record<G::Config>,
    /// The whole state: for the session's rules only. Tables draw [`Session::shown`].
    pub game: G,
    /// What the table draws: `view(viewer())`, kept up to date after every change.
    pub shown: G,
    /// One per seat (filled with persons when a save of format 1 had none).
    pub seats: Vec<SeatPlayer>,
    /// Every event, whoever may see it: tables show [`Session::log_for`] the viewer.
    pub log: Vec<LogEntry<G::Event>>,
    /// The states between the steps of reveals, in log order.
    steps: Vec<StepState<G>>,
    /// Who made each action of the record.
    actors: Vec<Seat>,
    /// Whether each action of the record revealed something nobody knew (undo stops there).
    revealed: Vec<bool>,
    /// Counts the undos: log lines are identified by (epoch, index), since an undo may give an
    /// index to another event.
    pub epoch: u32,
    /// The seed as the person typed it, kept in the save for display and links (never to deal).
    pub seed_text: Option<String>,
    /// The campaign this game is a chapter of (its id), kept in the save.
    pub campaign: Option<String>,
    /// Whether this game is its title's lesson, kept in the save.
    pub lesson: bool,
    /// The actions (their index in the record) a person asked a hint for, kept in the save: a
    /// review says so.
    pub hints: Vec<usize>,
    /// The expert's review of the finished game (`advice::SavedReview` as JSON), once asked,
    /// kept in the save.
    pub review: Option<serde_json::Value>,
}

impl<G: Game> Session<G> {
    /// A new game.
    pub fn new(
        config: G::Config,
        seed: Seed,
        seats: Vec<SeatPlayer>,
    ) -> Result<Session<G>, ReplayError> {
        Session::start(Record::new::<G>(config, seed), seats)
    }

    /// The record's game set up (its header checked by islas-core), before any action.
    fn start(record: Record<G::Config>, seats: Vec<SeatPlayer>) -> Result<Session<G>, ReplayError> {
        let game: G = record.start::<G>()?;
        let n = game.players();
        let mut seats = seats;
        seats.resize(n, SeatPlayer::default());
        seats.truncate(n);
        let mut s = Session {
            record: Record {
                actions: Vec::new(),
                ..record
            },
            shown: game.clone(),
            game,
            seats,
            log: Vec::new(),
            steps: Vec::new(),
            actors: Vec::new(),
            revealed: Vec::new(),
            epoch: 0,
            seed_text: None,
            campaign: None,
            lesson: false,
            hints: Vec::new(),
            review: None,
        };
        s.shown = s.view();
        Ok(s)
    }

    /// Replays a record, keeping the log. Fails on the first action that does not apply, with
    /// its index.
    pub fn from_record(
        record: Record<G::Config>,
        seats: Vec<SeatPlayer>,
    ) -> Result<Session<G>, ReplayError> {
        let actions = record.actions.clone();
        let mut s = Session::start(record, seats)?;
        for (index, text) in actions.iter().enumerate() {
            s.play_text(text).map_err(|e| ReplayError::BadAction {
                index,
                action: text.clone(),
                reason: e.reason,
            })?;
        }
        Ok(s)
    }

    /// Opens a saved game.
    pub fn from_saved(saved: &SavedGame) -> Result<Session<G>, OpenError> {
        if saved.game != G::NAME {
            return Err(OpenError::OtherGame(saved.game.clone()));
        }
        let record: Record<G::Config> = serde_json::from_value(saved.record.clone())
            .map_err(|e| OpenError::Unreadable(e.to_string()))?;
        let mut s = Session::from_record(record, saved.seats.clone()).map_err(OpenError::Replay)?;
        s.seed_text = saved.seed_text.clone();
        s.campaign = saved.campaign.clone();
        s.lesson = saved.lesson;
        (s.hints, s.review) = advice::from_saved(saved.advice.as_ref());
        Ok(s)
    }

    /// The save of this game under `id` at time `now`.
    pub fn to_saved(&self, id: &str, now: f64) -> SavedGame {
        SavedGame {
            id: id.to_string(),
            game: G::NAME.to_string(),
            updated: now,
            record: serde_json::to_value(&self.record).unwrap_or_default(),
            seats: self.seats.clone(),
            seed_text: self.seed_text.clone(),
            campaign: self.campaign.clone(),
            lesson: self.lesson,
            advice: advice::to_saved(&self.hints, self.review.as_ref()),
        }
    }

    /// The game after its first `index` actions, with the same players: what the table showed
    /// then (a review's moment). `None` past the record's end.
    pub fn at(&self, index: usize) -> Option<Session<G>> {
        if index > self.record.actions.len() {
            return None;
        }
        let mut record = self.record.clone();
        record.actions.truncate(index);
        Session::from_record(record, self.seats.clone()).ok()
    }

    /// What the bots' worker is asked for `seat` at the end of the record: a move of `level`,
    /// or the expert's `advise`. Its id is the number of actions so far.
    pub fn bot_request(
        &self,
        seat: Seat,
        level: islas_ai::Level,
        advise: Option<islas_games::think::Advise>,
    ) -> islas_games::think::BotRequest {
        islas_games::think::BotRequest {
            id: self.record.actions.len() as u32,
            game: G::NAME.into(),
            record: serde_json::to_value(&self.record).unwrap_or_default(),
            seat,
            level: level.id().into(),
            advise,
        }
    }

    /// The indices of the actions `seat` made, in the order played.
    pub fn actions_of(&self, seat: Seat) -> Vec<usize> {
        (0..self.actors.len())
            .filter(|&i| self.actors[i] == seat)
            .collect()
    }

    /// The seat to act, if the game is not over.
    pub fn to_act(&self) -> Option<Seat> {
        self.game.to_act()
    }

    pub fn is_over(&self) -> bool {
        self.game.to_act().is_none()
    }

    /// Who plays `seat`.
    pub fn control(&self, seat: Seat) -> Control {
        self.seats
            .get(usize::from(seat))
            .map_or(Control::Person, |s| s.control)
    }

    /// The seat to act if it is a computer opponent, with its level.
    pub fn computer_to_act(&self) -> Option<(Seat, islas_ai::Level)> {
        let seat = self.to_act()?;
        Some((seat, self.control(seat).level()?))
    }

    /// The lesson this game follows ("Learn to play"), if it is one.
    pub fn lesson(&self) -> Option<&'static Lesson> {
        if !self.lesson {
            return None;
        }
        lessons::of(islas_games::GameId::of::<G>()?)
    }

    /// The lesson's next step, while the game follows one and its script goes on.
    pub fn lesson_step(&self) -> Option<&'static Step> {
        self.lesson()?.step(self.record.actions.len())
    }

    /// The opponent's move the lesson's script plays now, if one is due.
    pub fn scripted_move(&self) -> Option<&'static str> {
        let step = self.lesson_step()?;
        (!step.is_yours() && self.computer_to_act().is_some()).then_some(step.action)
    }

    /// The seat to act if it is a person.
    pub fn person_to_act(&self) -> Option<Seat> {
        self.to_act().filter(|&s| self.control(s).is_person())
    }

    /// The person whose eyes are on the screen: the person to act; else the person who acted
    /// last; else the first person at the table; else (computers only) seat 0.
    pub fn viewer(&self) -> Seat {
        if let Some(seat) = self.person_to_act() {
            return seat;
        }
        if let Some(&seat) = self
            .actors
            .iter()
            .rev()
            .find(|&&a| self.control(a).is_person())
        {
            return seat;
        }
        (0..self.game.players() as Seat)
            .find(|&s| self.control(s).is_person())
            .unwrap_or(0)
    }

    /// The state as `viewer` may see it: what the table draws. Never the full state.
    pub fn view(&self) -> G {
        self.game.view(self.viewer())
    }

    /// The log lines `seat` may see, with their index in [`Session::log`].
    pub fn log_for(&self, seat: Seat) -> impl Iterator<Item = (usize, &LogEntry<G::Event>)> {
        self.log
            .iter()
            .enumerate()
            .filter(move |(_, e)| e.seen_by(seat))
    }

    /// The states between the steps of reveals, in log order (the engines that tell a reveal
    /// step by step hand them over; others never do).
    pub fn steps(&self) -> &[StepState<G>] {
        &self.steps
    }

    /// The game as the viewer may see it once the log entries before `log` had happened, when
    /// the engine handed over the state there (a step of a reveal), or at the end of the log.
    pub fn step_view(&self, log: usize) -> Option<G> {
        match self.steps.iter().rev().find(|s| s.log == log) {
            Some(at) => Some(at.state.view(self.viewer())),
            None => (log >= self.log.len()).then(|| self.shown.clone()),
        }
    }

    /// Whether the device must be handed over (behind a cover) before `next` sees the table,
    /// when `shown` saw it last: two different persons, in a game where seats keep secrets.
    pub fn handover(&self, shown: Seat, next: Seat) -> bool {
        G::INFO.private_information
            && shown != next
            && self.control(shown).is_person()
            && self.control(next).is_person()
    }

    /// The person the device goes to now, in a game without secrets (where no cover hands it
    /// over): the person to act, when another person decided last. None at the start, while
    /// the same person goes on, and always in a game with secrets (the cover says it, and once
    /// that person has taken the device there is nothing more to say).
    pub fn pass_device(&self) -> Option<Seat> {
        if G::INFO.private_information {
            return None;
        }
        let next = self.person_to_act()?;
        let last = self
            .actors
            .iter()
            .rev()
            .find(|&&a| self.control(a).is_person())?;
        (*last != next).then_some(next)
    }

    /// How many persons sit at the table.
    pub fn persons(&self) -> usize {
        self.seats.iter().filter(|s| s.control.is_person()).count()
    }

    /// Every legal action now.
    pub fn legal(&self) -> Vec<G::Action> {
        let mut out = Vec::new();
        self.game.legal_actions(&mut out);
        out
    }

    /// Plays `action` for whoever is to act. On an illegal action nothing changes and the
    /// engine's typed refusal is returned.
    pub fn play(&mut self, action: &G::Action) -> Result<Vec<G::Event>, IllegalAction> {
        let actor = self
            .to_act()
            .ok_or_else(|| IllegalAction::new(action, "game-over", "the game is over"))?;
        let reveals = self.game.reveals(action);
        let mut sink = Recorder::<G> {
            events: Vec::new(),
            steps: Vec::new(),
        };
        self.game.play_with(action, &mut sink)?;
        let Recorder { events, steps } = sink;
        let first = self.log.len();
        self.steps.extend(steps.into_iter().map(|s| StepState {
            log: first + s.log,
            ..s
        }));
        let index = self.record.actions.len();
        self.record.actions.push(action.to_string());
        self.actors.push(actor);
        self.revealed.push(reveals);
        self.log.extend(events.iter().map(|event| LogEntry {
            action: index,
            actor,
            event: event.clone(),
        }));
        self.shown = self.view();
        Ok(events)
    }

    /// Plays an action given in notation.
    pub fn play_text(&mut self, text: &str) -> Result<Vec<G::Event>, IllegalAction> {
        let action: G::Action =
            text.parse()
                .map_err(|e: <G::Action as std::str::FromStr>::Err| {
                    IllegalAction::new(text, NOT_AN_ACTION, e.to_string())
                })?;
        self.play(&action)
    }

    /// What `action` would do, without doing it (labels of the controls).
    pub fn preview(&self, action: &G::Action) -> Option<Vec<G::Event>> {
        let mut copy = self.game.clone();
        copy.play_logged(action).ok()
    }

    /// Why undo is not possible now, or `Ok(n)`: the actions that remain after undoing.
    /// The last action made by a person, with every computer move after it, may be taken back
    /// unless something was revealed at or after it, or the game is over. With more than one
    /// person at the table, only the person who made it may take it back: when another person
    /// is to act, it stays.
    pub fn undo_check(&self) -> Result<usize, UndoBlock> {
        if self.is_over() {
            return Err(UndoBlock::Over);
        }
        for i in (0..self.record.actions.len()).rev() {
            if self.revealed[i] {
                // Before any person's choice (computers rolled or drew first), there is nothing
                // of theirs to take back, whatever was revealed.
                let any_person = self.actors[..=i]
                    .iter()
                    .any(|&a| self.control(a).is_person());
                return Err(if any_person {
                    UndoBlock::Revealed
                } else {
                    UndoBlock::Nothing
                });
            }
            let actor = self.actors[i];
            if self.control(actor).is_person() {
                return match self.person_to_act() {
                    Some(now) if now != actor => Err(UndoBlock::OtherPerson),
                    _ => Ok(i),
                };
            }
        }
        Err(UndoBlock::Nothing)
    }

    /// How many actions remain if the person undoes now, or `None` when undo is not allowed.
    pub fn undo_point(&self) -> Option<usize> {
        self.undo_check().ok()
    }

    /// Takes back to [`Session::undo_point`]. Returns whether anything was undone.
    pub fn undo(&mut self) -> bool {
        let Some(keep) = self.undo_point() else {
            return false;
        };
        let mut record = self.record.clone();
        record.actions.truncate(keep);
        match Session::from_record(record, self.seats.clone()) {
            Ok(mut s) => {
                s.epoch = self.epoch.wrapping_add(1);
                // What the save says beside the record stays: the typed seed, the campaign.
                s.seed_text = self.seed_text.take();
                s.campaign = self.campaign.take();
                s.lesson = self.lesson;
                s.hints = std::mem::take(&mut self.hints);
                *self = s;
                true
            }
            Err(_) => false,
        }
    }
}

/// Why undo is not possible now (each has words for the person: `table.undo.<id>`, and for
/// `Revealed` each game's own, `table.undo.revealed.<game id>`: what its engine reveals).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UndoBlock {
    /// The game is over.
    Over,
    /// Something nobody knew was revealed since the last choice (a card drawn, dice rolled).
    Revealed,
    /// The last choice is another person's (pass and play).
    OtherPerson,
    /// No person has made a choice yet.
    Nothing,
}

impl UndoBlock {
    /// The i18n key of the reason in the game `game` (its id).
    pub fn key(self, game: &str) -> String {
        match self {
            UndoBlock::Revealed => format!("table.undo.revealed.{game}"),
            _ => format!("table.undo.{}", self.id()),
        }
    }

    pub fn id(self) -> &'static str {
        match self {
            UndoBlock::Over => "over",
            UndoBlock::Revealed => "revealed",
            UndoBlock::OtherPerson => "other-person",
            UndoBlock::Nothing => "nothing",
        }
    }
}

/// The words of a lesson's step for the person, in their language (the guide's, and the line
/// a move off the script gets).
pub fn lesson_words<G: islas_core::Game>(
    i18n: crate::providers::I18n,
    step: &islas_games::lessons::Step,
) -> String {
    let prefix = islas_games::GameId::of::<G>()
        .map(|g| crate::catalog::of(g).rules_prefix)
        .unwrap_or_default();
    step.say
        .map(|say| i18n.t(&format!("{prefix}.lesson.{say}")))
        .unwrap_or_default()
}

#[cfg(test)]
mod tests;
