//! "Learn to play": a guided first game of each title, as data.
//!
//! A lesson is a deal stacked by hand (cards on top of the deck, seats set up) and the whole
//! script of its game: the person's moves, each with the words that say what to do and why,
//! and the opponents' moves, which the script plays so that a lesson never depends on the
//! computer opponents. Every action of a lesson's record is one step of its script, in order,
//! so the next step is the one at the record's length. The words are text keys of the app's
//! locales (`<game's prefix>.lesson.<key>`).
//!
//! [`replay`] plays a lesson through its engine; the tests run it for every lesson, so a rules
//! change cannot silently break one.

mod jamaica;
mod port_royal;
mod puerto_rico;

use std::collections::BTreeSet;

use islas_core::{Seat, Seed};

use crate::{GameId, Registered, Visitor};

/// One guided game.
#[derive(Clone, Copy, Debug)]
pub struct Lesson {
    pub game: GameId,
    /// The game's configuration as its records write it (JSON): players and the stacked deal.
    pub config: &'static str,
    /// The seed the rest of the deal is shuffled from.
    pub seed: &'static str,
    /// The person's seat; the script plays every other seat.
    pub person: Seat,
    /// The names of the seats the script plays, in seat order (the person's seat skipped); the
    /// words call them so.
    pub opponents: &'static [&'static str],
    pub steps: &'static [Step],
    /// The rules the lesson shows, as the keys of the events that show them
    /// ([`islas_core::EventKind::key`]): each happens at least once.
    pub covers: &'static [&'static str],
}

/// One action of a lesson's game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    /// The action in the game's notation.
    pub action: &'static str,
    /// For the person's move, the key of the words that say what to do and why; `None` for an
    /// opponent's move, which the script plays.
    pub say: Option<&'static str>,
}

impl Step {
    /// The person's move, with its words.
    pub const fn you(action: &'static str, say: &'static str) -> Step {
        Step {
            action,
            say: Some(say),
        }
    }
    /// An opponent's move.
    pub const fn them(action: &'static str) -> Step {
        Step { action, say: None }
    }
    /// Whether the person makes this move.
    pub fn is_yours(&self) -> bool {
        self.say.is_some()
    }
}

/// The person's move, with its words ([`Step::you`]), for the lessons' scripts.
const fn you(action: &'static str, say: &'static str) -> Step {
    Step::you(action, say)
}

/// An opponent's move ([`Step::them`]), for the lessons' scripts.
const fn them(action: &'static str) -> Step {
    Step::them(action)
}

/// Every lesson, one per title that has one.
pub const LESSONS: &[Lesson] = &[port_royal::LESSON, puerto_rico::LESSON, jamaica::LESSON];

/// The lesson of `game`, if it has one.
pub fn of(game: GameId) -> Option<&'static Lesson> {
    LESSONS.iter().find(|l| l.game == game)
}

/// Whether `game` has a lesson, without the lessons' data (the app's first screen asks it, and
/// keeps the data and the engines' setup in the chunk that starts a lesson). A test holds it to
/// [`LESSONS`].
pub const fn has(game: GameId) -> bool {
    matches!(
        game,
        GameId::PortRoyal | GameId::PuertoRico | GameId::Jamaica
    )
}

impl Lesson {
    /// The step after `played` actions of the lesson's record; `None` past its end.
    pub fn step(&self, played: usize) -> Option<&'static Step> {
        self.steps.get(played)
    }

    /// The lesson's first record (no action yet), as the app saves games.
    pub fn record(&self) -> Result<serde_json::Value, String> {
        self.game.visit(NewRecord(self))
    }
}

/// The record only: the tests set each lesson's game up ([`replay`]).
struct NewRecord<'a>(&'a Lesson);

impl Visitor for NewRecord<'_> {
    type Output = Result<serde_json::Value, String>;
    fn visit<G: Registered>(self) -> Self::Output {
        let (config, seed) = setup::<G>(self.0)?;
        serde_json::to_value(islas_core::Record::new::<G>(config, seed)).map_err(|e| e.to_string())
    }
}

fn setup<G: Registered>(lesson: &Lesson) -> Result<(G::Config, Seed), String> {
    let config: G::Config = islas_core::from_json(lesson.config)
        .map_err(|e| format!("the lesson's configuration does not read: {e}"))?;
    let seed = Seed::from_text(lesson.seed).map_err(|e| e.to_string())?;
    Ok((config, seed))
}

/// What playing a lesson's whole script showed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Replayed {
    /// The person's moves.
    pub yours: usize,
    /// The keys of every event that happened.
    pub keys: BTreeSet<&'static str>,
}

/// Plays `lesson` through its engine: each step must be an action its seat may take just then
/// (the person's steps the person's, the others' another seat's), the game must end with the
/// last step, and each rule the lesson covers must happen. The error says which step failed
/// and why.
pub fn replay(lesson: &Lesson) -> Result<Replayed, String> {
    lesson.game.visit(Replay(lesson))
}

struct Replay<'a>(&'a Lesson);

impl Visitor for Replay<'_> {
    type Output = Result<Replayed, String>;
    fn visit<G: Registered>(self) -> Self::Output {
        let lesson = self.0;
        let (config, seed) = setup::<G>(lesson)?;
        let mut game = G::setup(&config, seed).map_err(|e| e.0)?;
        let mut seen = Replayed::default();
        for (i, step) in lesson.steps.iter().enumerate() {
            let n = i + 1;
            let Some(seat) = game.to_act() else {
                return Err(format!(
                    "step {n} ({}): the game is already over",
                    step.action
                ));
            };
            if step.is_yours() != (seat == lesson.person) {
                return Err(format!(
                    "step {n} ({}): seat {seat} decides, not {}",
                    step.action,
                    if step.is_yours() {
                        "the person"
                    } else {
                        "an opponent"
                    }
                ));
            }
            let action: G::Action = step
                .action
                .parse()
                .map_err(|e| format!("step {n} ({}): {e}", step.action))?;
            // Written as the tables write it (their pieces carry it in `data-action`).
            if action.to_string() != step.action {
                return Err(format!("step {n} ({}): write it `{action}`", step.action));
            }
            let events = game
                .play_logged(&action)
                .map_err(|e| format!("step {n} ({}): {e}", step.action))?;
            seen.keys
                .extend(events.iter().map(islas_core::EventKind::key));
            seen.yours += usize::from(step.is_yours());
        }
        if let Some(seat) = game.to_act() {
            return Err(format!(
                "the script ends but the game does not: seat {seat} decides next"
            ));
        }
        if let Some(missing) = lesson.covers.iter().find(|k| !seen.keys.contains(*k)) {
            return Err(format!("the lesson never shows `{missing}`"));
        }
        Ok(seen)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_lesson_plays_through_its_engine_to_the_end_and_shows_what_it_covers() {
        for lesson in LESSONS {
            let seen = replay(lesson).unwrap_or_else(|e| panic!("{}: {e}", lesson.game.id()));
            assert!(seen.yours > 0, "{}", lesson.game.id());
        }
    }

    #[test]
    fn has_names_the_games_with_a_lesson() {
        for &g in GameId::ALL {
            assert_eq!(has(g), of(g).is_some(), "{}", g.id());
        }
    }

    #[test]
    fn a_lesson_is_one_per_title_and_its_record_opens() {
        let mut games: Vec<&str> = LESSONS.iter().map(|l| l.game.id()).collect();
        games.dedup();
        assert_eq!(games.len(), LESSONS.len());
        for lesson in LESSONS {
            assert_eq!(
                lesson.opponents.len() + 1,
                crate::records::facts(&lesson.record().unwrap())
                    .unwrap()
                    .players
            );
            let record = lesson.record().unwrap();
            let facts = crate::records::facts(&record).unwrap();
            assert!(facts.stacked, "a lesson's deal is stacked by hand");
            assert_eq!(facts.actions, 0);
            assert!(lesson.step(lesson.steps.len()).is_none());
        }
    }

    /// The check fails where a rules change would break a lesson: an action out of place, a
    /// move given to the wrong seat, a game that does not end.
    #[test]
    fn a_broken_script_is_refused_with_the_step_that_breaks() {
        let lesson = *of(GameId::PortRoyal).unwrap();
        let mut steps = lesson.steps.to_vec();
        steps[0] = Step::you("stop", "draw");
        let broken = Lesson {
            steps: steps.leak(),
            ..lesson
        };
        let e = replay(&broken).unwrap_err();
        assert!(e.starts_with("step 1 (stop)"), "{e}");

        let mut steps = lesson.steps.to_vec();
        steps[0] = Step::them("draw");
        let e = replay(&Lesson {
            steps: steps.leak(),
            ..lesson
        })
        .unwrap_err();
        assert!(e.contains("not an opponent"), "{e}");

        let short = Lesson {
            steps: &lesson.steps[..lesson.steps.len() - 1],
            ..lesson
        };
        assert!(replay(&short).unwrap_err().contains("the game does not"));

        let more = Lesson {
            covers: &["contract-completed"],
            ..lesson
        };
        assert!(replay(&more).unwrap_err().contains("contract-completed"));
    }
}
