//! A Port Royal game at the table: its record, the state it replays to, who plays each seat,
//! and what happened (for the log). Pure logic, tested natively; the table component drives it.
//!
//! - Every action is appended to the record; the state is the record replayed, so a save is
//!   the record and nothing else.
//! - Undo takes back the last action a person made, with the computer moves after it, unless a
//!   card was revealed from the deck since (a reveal cannot be undone).

use islas_core::{Game, Record, Seat, Seed};
use islas_port_royal::{Action, Config, Event, Phase, PortRoyal};

use crate::model::{Control, SavedGame, SeatPlayer};

/// One line of the game log: what happened, during which action, made by whom.
#[derive(Clone, Debug, PartialEq)]
pub struct LogEntry {
    /// Index of the action in the record (0-based).
    pub action: usize,
    /// The seat that made the action.
    pub actor: Seat,
    pub event: Event,
}

/// Why a saved game cannot be opened at the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OpenError {
    /// Another game's save.
    NotPortRoyal(String),
    /// The record does not read, or does not replay: the reason, in English (engine words).
    BadRecord(String),
}

/// A game being played.
#[derive(Clone, Debug)]
pub struct Session {
    pub record: Record<Config>,
    pub game: PortRoyal,
    /// One per seat (filled with persons when a save of format 1 had none).
    pub seats: Vec<SeatPlayer>,
    pub log: Vec<LogEntry>,
    /// Who made each action of the record.
    actors: Vec<Seat>,
    /// Counts the undos: log lines are identified by (epoch, index), since an undo may give an
    /// index to another event.
    pub epoch: u32,
}

/// Whether an action reveals a card from the deck (which cannot be taken back).
fn reveals(action: &str) -> bool {
    action.trim() == "draw"
}

impl Session {
    /// A new game.
    pub fn new(config: Config, seed: Seed, seats: Vec<SeatPlayer>) -> Result<Session, String> {
        let game = PortRoyal::setup(&config, seed).map_err(|e| e.to_string())?;
        let n = game.players();
        let mut seats = seats;
        seats.resize(n, SeatPlayer::default());
        seats.truncate(n);
        Ok(Session {
            record: Record::new::<PortRoyal>(config, seed),
            game,
            seats,
            log: Vec::new(),
            actors: Vec::new(),
            epoch: 0,
        })
    }

    /// Replays a record, keeping the log. Fails on the first action that does not apply.
    pub fn from_record(record: Record<Config>, seats: Vec<SeatPlayer>) -> Result<Session, String> {
        if record.game != PortRoyal::NAME {
            return Err(format!(
                "this record is for the game \"{}\", not \"{}\"",
                record.game,
                PortRoyal::NAME
            ));
        }
        if record.rules_version != PortRoyal::RULES_VERSION {
            return Err(format!(
                "this record was made under rules version {}; this app plays version {}",
                record.rules_version,
                PortRoyal::RULES_VERSION
            ));
        }
        let mut s = Session::new(record.config.clone(), record.seed, seats)?;
        for (i, text) in record.actions.iter().enumerate() {
            s.play_text(text)
                .map_err(|reason| format!("action {i} (\"{text}\") no longer applies: {reason}"))?;
        }
        Ok(s)
    }

    /// Opens a saved game.
    pub fn from_saved(saved: &SavedGame) -> Result<Session, OpenError> {
        if saved.game != PortRoyal::NAME {
            return Err(OpenError::NotPortRoyal(saved.game.clone()));
        }
        let record: Record<Config> = serde_json::from_value(saved.record.clone())
            .map_err(|e| OpenError::BadRecord(e.to_string()))?;
        Session::from_record(record, saved.seats.clone()).map_err(OpenError::BadRecord)
    }

    /// The save of this game under `id` at time `now`.
    pub fn to_saved(&self, id: &str, now: f64) -> SavedGame {
        SavedGame {
            id: id.to_string(),
            game: PortRoyal::NAME.to_string(),
            updated: now,
            record: serde_json::to_value(&self.record).unwrap_or_default(),
            seats: self.seats.clone(),
        }
    }

    /// The seat to act, if the game is not over.
    pub fn to_act(&self) -> Option<Seat> {
        self.game.to_act()
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

    /// The seat to act if it is a person.
    pub fn person_to_act(&self) -> Option<Seat> {
        self.to_act().filter(|&s| self.control(s).is_person())
    }

    pub fn is_over(&self) -> bool {
        self.game.phase() == Phase::Over
    }

    /// Every legal action now.
    pub fn legal(&self) -> Vec<Action> {
        let mut out = Vec::new();
        self.game.legal_actions(&mut out);
        out
    }

    /// Plays `action` for whoever is to act. On an illegal action nothing changes and the
    /// engine's reason is returned.
    pub fn play(&mut self, action: &Action) -> Result<Vec<Event>, String> {
        let actor = self.to_act().ok_or("the game is over")?;
        let events = self
            .game
            .play_logged(action)
            .map_err(|e| e.reason.clone())?;
        let index = self.record.actions.len();
        self.record.actions.push(action.to_string());
        self.actors.push(actor);
        self.log.extend(events.iter().map(|event| LogEntry {
            action: index,
            actor,
            event: event.clone(),
        }));
        Ok(events)
    }

    /// Plays an action given in notation.
    pub fn play_text(&mut self, text: &str) -> Result<Vec<Event>, String> {
        let action: Action = text
            .parse()
            .map_err(|e: islas_port_royal::ParseActionError| e.reason)?;
        self.play(&action)
    }

    /// What `action` would do, without doing it (labels of the controls).
    pub fn preview(&self, action: &Action) -> Option<Vec<Event>> {
        let mut copy = self.game.clone();
        copy.play_logged(action).ok()
    }

    /// How many actions remain if the person undoes now, or `None` when undo is not allowed:
    /// the last action made by a person, with every computer move after it, may be taken back
    /// unless a card was revealed from the deck at or after it, or the game is over. With more
    /// than one person at the table, only the person who made it may take it back: when
    /// another person is to act, it stays.
    pub fn undo_point(&self) -> Option<usize> {
        if self.is_over() {
            return None;
        }
        for i in (0..self.record.actions.len()).rev() {
            if reveals(&self.record.actions[i]) {
                return None;
            }
            let actor = self.actors[i];
            if self.control(actor).is_person() {
                return match self.person_to_act() {
                    Some(now) if now != actor => None,
                    _ => Some(i),
                };
            }
        }
        None
    }

    /// Takes back to [`Session::undo_point`]. Returns whether anything was undone.
    pub fn undo(&mut self) -> bool {
        let Some(keep) = self.undo_point() else {
            return false;
        };
        let mut record = self.record.clone();
        record.actions.truncate(keep);
        match Session::from_record(record, self.seats.clone()) {
            Ok(s) => {
                let epoch = self.epoch.wrapping_add(1);
                *self = s;
                self.epoch = epoch;
                true
            }
            Err(_) => false,
        }
    }

    /// The number of the current turn (1-based).
    pub fn turn(&self) -> u32 {
        self.game.turn()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seats(c: &[Control]) -> Vec<SeatPlayer> {
        c.iter()
            .map(|&control| SeatPlayer {
                name: String::new(),
                control,
            })
            .collect()
    }

    fn new(players: u8, c: &[Control]) -> Session {
        Session::new(
            Config::new(players),
            Seed::from_text("pirates").unwrap(),
            seats(c),
        )
        .unwrap()
    }

    /// Plays the first legal action until `until` holds (at most 2000 actions).
    fn play_until(s: &mut Session, until: impl Fn(&Session) -> bool) {
        for _ in 0..2000 {
            if until(s) || s.is_over() {
                return;
            }
            let a = s.legal()[0];
            s.play(&a).unwrap();
        }
    }

    #[test]
    fn a_record_replays_to_the_same_state_and_log() {
        let mut s = new(3, &[Control::Person, Control::Medium, Control::Hard]);
        play_until(&mut s, |s| s.record.actions.len() >= 40);
        let again = Session::from_record(s.record.clone(), s.seats.clone()).unwrap();
        assert_eq!(again.game, s.game);
        assert_eq!(again.log, s.log);
        let saved = s.to_saved("g1", 5.0);
        let opened = Session::from_saved(&saved).unwrap();
        assert_eq!(opened.game, s.game);
        assert_eq!(opened.seats, s.seats);
    }

    #[test]
    fn an_illegal_action_changes_nothing_and_says_why() {
        let mut s = new(2, &[Control::Person, Control::Person]);
        let before = s.game.clone();
        let err = s.play(&Action::Repel).unwrap_err();
        assert!(!err.is_empty());
        assert_eq!(s.game, before);
        assert!(s.record.actions.is_empty());
        assert!(s.play_text("fly away").is_err());
        assert!(s.play_text("take sailor-3").is_err());
        assert_eq!(s.game, before);
    }

    #[test]
    fn a_reveal_cannot_be_undone() {
        let mut s = new(2, &[Control::Person, Control::Medium]);
        s.play(&Action::Draw).unwrap();
        assert_eq!(s.undo_point(), None);
        assert!(!s.undo());
        assert_eq!(s.record.actions.len(), 1);
    }

    /// A steady policy: stop after the first card, take what can be taken.
    fn pick(s: &Session) -> Action {
        let legal = s.legal();
        if legal.contains(&Action::Stop) {
            return Action::Stop;
        }
        *legal
            .iter()
            .find(|a| matches!(a, Action::Take(_)))
            .unwrap_or(&legal[0])
    }

    fn has_ship(s: &Session) -> bool {
        s.game.harbour().iter().any(|&c| {
            matches!(
                islas_port_royal::data::face_of(c).printed,
                islas_port_royal::Printed::Ship { .. }
            )
        })
    }

    #[test]
    fn a_person_takes_back_a_choice_made_after_the_last_reveal() {
        let mut s = new(2, &[Control::Person, Control::Easy]);
        // Until the person may stop with a ship in the harbour (so the take is theirs next).
        play_until(&mut s, |s| {
            s.person_to_act().is_some() && s.legal().contains(&Action::Stop) && has_ship(s)
        });
        let before = s.game.clone();
        let len = s.record.actions.len();
        s.play(&Action::Stop).unwrap();
        assert_eq!(s.undo_point(), Some(len));
        let epoch = s.epoch;
        assert!(s.undo());
        assert_eq!(s.game, before);
        assert_eq!(s.record.actions.len(), len);
        assert_eq!(s.epoch, epoch + 1, "log lines after an undo are new lines");
    }

    #[test]
    fn undo_takes_back_the_computer_moves_after_the_persons_action() {
        let mut s = new(2, &[Control::Person, Control::Easy]);
        // Find a point where the person acts and the computer acts next without a reveal.
        for _ in 0..4000 {
            if s.is_over() {
                break;
            }
            if s.person_to_act().is_some() && !s.legal().contains(&Action::Draw) {
                let a = pick(&s);
                let mark = s.record.actions.len();
                s.play(&a).unwrap();
                if let Some((seat, _)) = s.computer_to_act() {
                    let b = pick(&s);
                    if b != Action::Draw {
                        s.play(&b).unwrap();
                        assert_eq!(seat, 1);
                        assert_eq!(s.undo_point(), Some(mark));
                        return;
                    }
                }
                continue;
            }
            let a = pick(&s);
            s.play(&a).unwrap();
        }
        panic!("no person action followed by a computer action without a reveal was found");
    }

    #[test]
    fn in_pass_and_play_only_the_person_who_acted_takes_it_back() {
        let mut s = new(2, &[Control::Person, Control::Person]);
        // A take by seat 0 after which seat 1 is to decide a take of its own.
        for _ in 0..4000 {
            assert!(!s.is_over(), "no such moment in this game");
            let actor = s.to_act().unwrap();
            let a = *s
                .legal()
                .iter()
                .find(|a| matches!(a, Action::Take(_)))
                .unwrap_or(&s.legal()[0]);
            s.play(&a).unwrap();
            if matches!(a, Action::Take(_)) && s.to_act().is_some_and(|now| now != actor) {
                assert!(!s.legal().contains(&Action::Draw));
                assert_eq!(s.undo_point(), None);
                return;
            }
        }
    }

    #[test]
    fn nothing_to_undo_at_the_start_or_when_only_computers_moved() {
        let s = new(3, &[Control::Person, Control::Easy, Control::Easy]);
        assert_eq!(s.undo_point(), None);
        let mut s = new(2, &[Control::Easy, Control::Easy]);
        play_until(&mut s, |s| s.record.actions.len() > 10);
        assert_eq!(s.undo_point(), None);
    }

    #[test]
    fn seats_fill_up_with_persons_and_a_wrong_game_is_refused() {
        let s = new(4, &[Control::Hard]);
        assert_eq!(s.seats.len(), 4);
        assert_eq!(s.control(3), Control::Person);
        assert_eq!(s.computer_to_act(), Some((0, islas_ai::Level::Hard)));
        assert_eq!(s.person_to_act(), None);
        let mut saved = s.to_saved("x", 0.0);
        saved.game = "jamaica".into();
        assert!(matches!(
            Session::from_saved(&saved),
            Err(OpenError::NotPortRoyal(_))
        ));
        let mut saved = s.to_saved("x", 0.0);
        saved.record = serde_json::json!({"actions": 3});
        assert!(matches!(
            Session::from_saved(&saved),
            Err(OpenError::BadRecord(_))
        ));
        let mut saved = s.to_saved("x", 0.0);
        saved.record["actions"] = serde_json::json!(["stop"]);
        assert!(matches!(
            Session::from_saved(&saved),
            Err(OpenError::BadRecord(_))
        ));
    }

    #[test]
    fn preview_tells_what_a_take_would_pay_without_playing_it() {
        let mut s = new(2, &[Control::Person, Control::Person]);
        play_until(&mut s, |s| {
            s.legal().iter().any(|a| matches!(a, Action::Take(_)))
        });
        let before = s.game.clone();
        for a in s.legal() {
            let ev = s.preview(&a).unwrap();
            assert!(!ev.is_empty() || a == Action::Pass);
        }
        assert_eq!(s.game, before);
    }
}
