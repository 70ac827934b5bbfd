//! The guide of a lesson ("Learn to play", `islas_games::lessons`): above the table, what to
//! do now and why, in the person's words; on the table, the pieces that make that move are
//! marked (`data-lesson-point`, styled in `components.css`). The guide says the piece in words
//! too, so a keyboard or a screen reader follows it without the mark.

use leptos::prelude::*;

use super::controller::{TableController, TableGame};
use crate::providers::I18n;

/// The attribute that marks the pieces of the move the lesson asks for.
const POINT: &str = "data-lesson-point";

/// The guide of the lesson `table` plays, while it asks the person for a move.
#[component]
pub fn LessonGuide<G: TableGame + 'static>(table: TableController<G>) -> impl IntoView {
    let i18n = expect_context::<I18n>();
    let session = table.session;
    // The step the person is asked for: its action, its number among the person's moves and
    // how many there are.
    let asked = Memo::new(move |_| {
        session.with(|s| {
            let lesson = s.lesson()?;
            let step = s.lesson_step()?;
            s.person_to_act()?;
            let played = s.record.actions.len();
            let yours = |steps: &[islas_games::lessons::Step]| {
                steps.iter().filter(|s| s.is_yours()).count()
            };
            Some((
                *step,
                yours(&lesson.steps[..played]) + 1,
                yours(lesson.steps),
            ))
        })
    });
    // Mark the pieces after each draw of the table (the boards draw them anew).
    Effect::new(move |_| {
        let action = asked.get().map(|(step, ..)| step.action);
        let _ = session.with(|s| s.record.actions.len());
        request_animation_frame(move || point_at(action));
    });
    on_cleanup(|| point_at(None));
    let over = Memo::new(move |_| session.with(|s| s.lesson().is_some() && s.is_over()));
    view! {
        {move || asked.get().map(|(step, n, total)| view! {
            <div class="lesson-guide" role="note" aria-live="polite" data-testid="lesson-guide">
                <p class="lesson-count">{i18n.t_with("lesson.count", &[("n", n.to_string()), ("total", total.to_string())])}</p>
                <p class="lesson-words">{super::lesson_words::<G>(i18n, &step)}</p>
            </div>
        })}
        <Show when=move || over.get()>
            <div class="lesson-guide" role="note" aria-live="polite" data-testid="lesson-guide">
                <p class="lesson-words">{move || i18n.t("lesson.done")}</p>
            </div>
        </Show>
    }
}

/// Marks the elements that make `action` (their `data-action`), and no other.
fn point_at(action: Option<&'static str>) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    while let Ok(Some(e)) = document.query_selector(&format!("[{POINT}]")) {
        let _ = e.remove_attribute(POINT);
    }
    let Some(action) = action else {
        return;
    };
    let quoted = action.replace('\\', "\\\\").replace('"', "\\\"");
    let selector = format!("[data-action=\"{quoted}\"]:not([{POINT}])");
    while let Ok(Some(e)) = document.query_selector(&selector) {
        if e.set_attribute(POINT, "").is_err() {
            break;
        }
    }
}

#[cfg(test)]
mod tests {
    use islas_port_royal::PortRoyal;

    use crate::model::{Control, SavedGame, SeatPlayer};
    use crate::session::Session;

    fn save(lesson: bool) -> SavedGame {
        let game = islas_games::GameId::PortRoyal;
        SavedGame {
            id: "lesson".into(),
            game: game.id().into(),
            updated: 0.0,
            record: islas_games::lessons::of(game).unwrap().record().unwrap(),
            seats: vec![
                SeatPlayer::default(),
                SeatPlayer {
                    name: "Ana".into(),
                    control: Control::Easy,
                },
            ],
            seed_text: None,
            campaign: None,
            lesson,
            advice: None,
        }
    }

    #[test]
    fn a_lessons_script_plays_the_opponents_and_asks_the_person_for_each_of_their_moves() {
        let mut s = Session::<PortRoyal>::from_saved(&save(true)).unwrap();
        let lesson = s.lesson().unwrap();
        for step in lesson.steps {
            assert_eq!(s.lesson_step(), Some(step));
            match s.scripted_move() {
                Some(action) => assert!(!step.is_yours() && action == step.action),
                None => assert!(step.is_yours() && s.person_to_act().is_some()),
            }
            s.play_text(step.action).unwrap();
        }
        assert!(s.is_over() && s.lesson_step().is_none());
        // Saved and opened again (a reload, or resumed later), it is still the lesson.
        let again = Session::<PortRoyal>::from_saved(&s.to_saved("lesson", 1.0)).unwrap();
        assert!(again.lesson().is_some());
    }

    #[test]
    fn a_game_that_is_not_a_lesson_has_no_script_even_on_a_lessons_deal() {
        let s = Session::<PortRoyal>::from_saved(&save(false)).unwrap();
        assert!(s.lesson().is_none() && s.lesson_step().is_none());
        assert!(s.scripted_move().is_none());
    }
}
