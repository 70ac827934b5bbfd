//! Starting and keeping games, for every game: a new save id, the start of a game (saved at
//! once), and games that could not be saved (kept in memory for this visit).

use std::cell::RefCell;
use std::collections::HashMap;

use islas_core::{Game, Seed};

use super::Session;
use crate::model::{SavedGame, SeatPlayer};
use crate::providers::{Notice, SavesContext, push_notice};
pub use crate::storage::now_ms;

thread_local! {
    /// Games that could not be saved (storage full or unavailable): kept for this visit.
    static UNSAVED: RefCell<HashMap<String, SavedGame>> = RefCell::new(HashMap::new());
}

/// Keeps a game that could not be saved, so its table still opens during this visit.
pub fn remember_unsaved(saved: SavedGame) {
    UNSAVED.with(|u| u.borrow_mut().insert(saved.id.clone(), saved));
}

/// A game kept by [`remember_unsaved`].
pub fn unsaved(id: &str) -> Option<SavedGame> {
    UNSAVED.with(|u| u.borrow().get(id).cloned())
}

/// A new id for a saved game of `G`: the game's id, then base-36 time and randomness.
pub fn new_save_id<G: Game>() -> String {
    new_id(G::NAME)
}

/// A new id: `prefix`, then base-36 time and randomness.
pub fn new_id(prefix: &str) -> String {
    fn base36(mut n: u64) -> String {
        let digits = b"0123456789abcdefghijklmnopqrstuvwxyz";
        let mut out = Vec::new();
        loop {
            out.push(digits[(n % 36) as usize]);
            n /= 36;
            if n == 0 {
                break;
            }
        }
        out.reverse();
        String::from_utf8(out).unwrap_or_default()
    }
    format!(
        "{}-{}-{}",
        prefix,
        base36(now_ms() as u64),
        base36(Seed::random().value() % 1_679_616)
    )
}

/// Saves a session as a new game and returns its id; when storage refuses, the game is kept
/// for this visit and the person is told.
pub fn keep_new<G: Game>(saves: SavesContext, session: &Session<G>) -> String {
    let id = new_save_id::<G>();
    keep_as(saves, &id, session);
    id
}

/// Saves a session as a new game under `id` (see [`keep_new`]).
pub fn keep_as<G: Game>(saves: SavesContext, id: &str, session: &Session<G>) {
    keep_saved(saves, session.to_saved(id, now_ms()));
}

/// Starts a game: saves it and returns the id its table opens under.
pub fn start_game<G: Game>(
    saves: SavesContext,
    config: G::Config,
    seed: Seed,
    seats: Vec<SeatPlayer>,
) -> Option<String> {
    start_game_typed::<G>(saves, config, seed, None, seats)
}

/// [`start_game`], keeping the seed as the person typed it (`seed_text`, shown and shared
/// instead of the code; kept only when it deals `seed`).
pub fn start_game_typed<G: Game>(
    saves: SavesContext,
    config: G::Config,
    seed: Seed,
    seed_text: Option<String>,
    seats: Vec<SeatPlayer>,
) -> Option<String> {
    let mut session = Session::<G>::new(config, seed, seats).ok()?;
    session.seed_text = seed_text
        .map(|t| t.trim().to_string())
        .filter(|t| Seed::from_text(t).ok() == Some(seed) && *t != seed.to_string());
    Some(keep_new(saves, &session))
}

/// Defines `fn $name(saves, config, seed, typed, chosen) -> Option<String>` in the screens
/// chunk: [`start_game_typed`] for game `$game` (configuration type `$config`), called by its
/// new-game form (in the main module, which holds no engine) with `.await`.
#[macro_export]
macro_rules! lazy_start {
    ($name:ident, $game:ty, $config:ty) => {
        $crate::lazy_fns! { screens:
            fn $name(
                saves: $crate::providers::SavesContext,
                config: $config,
                seed: islas_core::Seed,
                typed: Option<String>,
                chosen: Vec<$crate::model::SeatPlayer>
            ) -> Option<String> {
                $crate::session::saves::start_game_typed::<$game>(saves, config, seed, typed, chosen)
            }
        }
    };
}

/// Runs `start` (a new-game form's start of its game, in the screens chunk: the first call
/// fetches it) and opens `page` + the id it returns. While it runs `starting` is true (the
/// form's Start says it is busy: `aria-busy`) and a second press starts nothing.
pub fn open_when_started(
    starting: leptos::prelude::RwSignal<bool>,
    navigate: impl Fn(&str) + 'static,
    page: &'static str,
    start: impl std::future::Future<Output = Option<String>> + 'static,
) {
    use leptos::prelude::*;
    if starting.get_untracked() {
        return;
    }
    starting.set(true);
    leptos::task::spawn_local(async move {
        let id = start.await;
        starting.set(false);
        if let Some(id) = id {
            navigate(&format!("{page}{id}"));
        }
    });
}

/// The save that starts the lesson of `game` ("Learn to play"): its stacked deal, the person
/// and the opponents named as the script names them; `None` for a game without one. Called in
/// the screens chunk (`crate::games::lesson_save`), with the lessons' data and the engines'
/// configurations.
pub fn lesson_save(game: islas_games::GameId) -> Option<SavedGame> {
    use crate::model::Control;
    let lesson = islas_games::lessons::of(game)?;
    let record = lesson.record().ok()?;
    let players = islas_games::records::facts(&record).ok()?.players;
    let mut opponents = lesson.opponents.iter();
    let seats = (0..players)
        .map(|seat| match seat == usize::from(lesson.person) {
            true => SeatPlayer::default(),
            false => SeatPlayer {
                name: opponents.next().map(|n| n.to_string()).unwrap_or_default(),
                control: Control::Easy,
            },
        })
        .collect();
    Some(SavedGame {
        id: new_id(game.id()),
        game: game.id().to_string(),
        updated: now_ms(),
        record,
        seats,
        seed_text: None,
        campaign: None,
        lesson: true,
        advice: None,
    })
}

/// Saves a new game and returns its id (kept for this visit when storage refuses).
pub fn keep_saved(saves: SavesContext, saved: SavedGame) -> String {
    if let Err(e) = saves.write(&saved, 0) {
        push_notice(saves.notices, Notice::from_error(&e));
        remember_unsaved(saved.clone());
    }
    saved.id
}
