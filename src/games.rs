//! The app's registry: what the app shows of each game (title, blurb, credits) and which of its
//! screens exist. Facts the engine knows (ids, player counts, options) come from the engine
//! through `islas_games::GameId`, never from a second copy. Pages dispatch on `GameId` here;
//! none compares a game's id with a string literal.

#[cfg(feature = "jamaica")]
pub mod jamaica;
pub mod port_royal;
#[cfg(feature = "puerto-rico")]
pub mod puerto_rico;

use islas_games::GameId;
use leptos::prelude::*;

use crate::lazy::when_loaded;
use crate::links::Prefill;

/// How far a game is in Islas.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// Playable in the app.
    Playable,
    /// The rules engine is done and tested; the table (UI) comes next.
    EngineReady,
    /// Not started yet.
    Coming,
}

/// One game of the collection.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UiGame {
    /// The short name used in links and records (the engine's `INFO.id` once it exists).
    pub id: &'static str,
    /// The published title (not translated).
    pub title: &'static str,
    /// Whether its screens (new game, table, rules) are in the app.
    pub screens: bool,
    /// i18n key of the one-line description.
    pub blurb_key: &'static str,
    /// Designers, as printed on the box.
    pub designers: &'static str,
    /// Publishers, as printed on the box.
    pub publishers: &'static str,
    /// The i18n key of the short words of each option id (as on the new-game form's summary
    /// line), for pages that show a link's options; an option not named here shows its id.
    pub option_keys: &'static [(&'static str, &'static str)],
}

impl UiGame {
    /// The engine, when this build of the app has it (`islas-games` compiles into the app only
    /// the games whose screens exist; see its features).
    pub fn engine(&self) -> Option<GameId> {
        GameId::from_id(self.id)
    }

    pub fn status(&self) -> Status {
        match (self.engine(), self.screens) {
            (Some(_), true) => Status::Playable,
            (Some(_), false) => Status::EngineReady,
            _ => Status::Coming,
        }
    }

    /// Whether it can be played in the app yet.
    pub fn playable(&self) -> bool {
        self.status() == Status::Playable
    }

    /// The engine of a playable game.
    pub fn playable_engine(&self) -> Option<GameId> {
        self.engine().filter(|_| self.screens)
    }

    /// The i18n key of an option's short words, if the app has them.
    pub fn option_key(&self, option: &str) -> Option<&'static str> {
        self.option_keys
            .iter()
            .find(|(id, _)| *id == option)
            .map(|&(_, key)| key)
    }

    /// The fewest and most players, from the engine (unknown before it exists).
    pub fn players(&self) -> Option<(u8, u8)> {
        self.engine()
            .map(|g| (g.info().min_players, g.info().max_players))
    }
}

pub const GAMES: [UiGame; 3] = [
    UiGame {
        id: GameId::PortRoyal.id(),
        title: "Port Royal",
        screens: true,
        blurb_key: "game.port-royal.blurb",
        designers: "Alexander Pfister",
        publishers: "Pegasus Spiele",
        option_keys: &[
            (
                islas_port_royal::EXPEDITION_END,
                "pr.new.ending.expedition_short",
            ),
            (
                islas_port_royal::SET_SAIL_GAME,
                "pr.new.mode.set_sail_short",
            ),
            (islas_port_royal::SET_SAIL_CARDS, "pr.new.sail_cards_short"),
            (islas_port_royal::GAMBLER_CARDS, "pr.new.gambler_short"),
            (
                islas_port_royal::CONTRACT_CARDS,
                "pr.new.contract_cards_short",
            ),
            (
                islas_port_royal::COMPETITIVE_CONTRACTS,
                "pr.new.contracts_short",
            ),
            (islas_port_royal::COOP_CONTRACTS, "pr.new.coop_short"),
        ],
    },
    UiGame {
        id: "puerto-rico",
        title: "Puerto Rico",
        screens: true,
        blurb_key: "game.puerto-rico.blurb",
        designers: "Andreas Seyfarth",
        publishers: "alea / Ravensburger",
        option_keys: &[],
    },
    UiGame {
        id: "jamaica",
        title: "Jamaica",
        screens: true,
        blurb_key: "game.jamaica.blurb",
        designers: "Malcolm Braff, Bruno Cathala, Sébastien Pauchon",
        publishers: "GameWorks / Space Cowboys",
        option_keys: &[],
    },
];

/// The game with this short name.
pub fn find(id: &str) -> Option<&'static UiGame> {
    GAMES.iter().find(|g| g.id == id)
}

/// The app's entry of an engine.
pub fn of(game: GameId) -> Option<&'static UiGame> {
    GAMES.iter().find(|g| g.engine() == Some(game))
}

/// The playable game named `id` in a URL or a save.
pub fn playable(id: &str) -> Option<GameId> {
    find(id).and_then(UiGame::playable_engine)
}

// Each game's screens are in the screens chunk (`crate::lazy`): not in the main module.
crate::lazy_views! { screens:
    fn port_royal_new_game(prefill: Prefill) {
        view! { <crate::games::port_royal::NewGame prefill=prefill /> }.into_any()
    }
    fn port_royal_table(id: String) {
        view! { <crate::games::port_royal::Table id=id /> }.into_any()
    }
    fn port_royal_rules() {
        view! { <crate::games::port_royal::RulesSummary /> }.into_any()
    }
    fn port_royal_campaign(id: String) {
        view! { <crate::games::port_royal::campaign::CampaignPage id=id /> }.into_any()
    }
}

#[cfg(feature = "puerto-rico")]
crate::lazy_views! { screens:
    fn puerto_rico_new_game(prefill: Prefill) {
        view! { <crate::games::puerto_rico::NewGame prefill=prefill /> }.into_any()
    }
    fn puerto_rico_table(id: String) {
        view! { <crate::games::puerto_rico::Table id=id /> }.into_any()
    }
    fn puerto_rico_rules() {
        view! { <crate::games::puerto_rico::RulesSummary /> }.into_any()
    }
}

#[cfg(feature = "jamaica")]
crate::lazy_views! { screens:
    fn jamaica_new_game(prefill: Prefill) {
        view! { <crate::games::jamaica::NewGame prefill=prefill /> }.into_any()
    }
    fn jamaica_table(id: String) {
        view! { <crate::games::jamaica::Table id=id /> }.into_any()
    }
    fn jamaica_rules() {
        view! { <crate::games::jamaica::RulesSummary /> }.into_any()
    }
}

/// A screen of `game`, drawn when its chunk, the game's own texts and its style sheets
/// (fetched the first time one of its screens is shown: `crate::styles`) are all here.
fn game_screen(game: GameId, screen: impl Fn() -> AnyView + Send + Sync + 'static) -> AnyView {
    let i18n = expect_context::<crate::providers::I18n>();
    i18n.need(game);
    let here = move || i18n.game_ready(game) && crate::styles::ready(crate::styles::of(game));
    view! { <Show when=here>{screen()}</Show> }.into_any()
}

/// The new-game form of `game`, filled from `prefill`.
pub fn new_game_form(game: GameId, prefill: Prefill) -> AnyView {
    game_screen(game, move || {
        let prefill = prefill.clone();
        match game {
            GameId::PortRoyal => when_loaded(port_royal_new_game(prefill)),
            #[cfg(feature = "puerto-rico")]
            GameId::PuertoRico => when_loaded(puerto_rico_new_game(prefill)),
            #[cfg(feature = "jamaica")]
            GameId::Jamaica => when_loaded(jamaica_new_game(prefill)),
            // Games with an engine but no screens yet (`screens: false`): never reached.
            #[allow(unreachable_patterns)]
            _ => ().into_any(),
        }
    })
}

/// The table of saved game `id` of `game`.
pub fn table(game: GameId, id: String) -> AnyView {
    game_screen(game, move || {
        let id = id.clone();
        match game {
            GameId::PortRoyal => when_loaded(port_royal_table(id)),
            #[cfg(feature = "puerto-rico")]
            GameId::PuertoRico => when_loaded(puerto_rico_table(id)),
            #[cfg(feature = "jamaica")]
            GameId::Jamaica => when_loaded(jamaica_table(id)),
            #[allow(unreachable_patterns)]
            _ => ().into_any(),
        }
    })
}

/// The page of campaign `id`: the Adventure's (the one game with a campaign), drawn with Port
/// Royal's texts and sheets.
pub fn campaign(id: String) -> AnyView {
    game_screen(GameId::PortRoyal, move || {
        when_loaded(port_royal_campaign(id.clone()))
    })
}

/// The rules summary of `game`.
pub fn rules(game: GameId) -> AnyView {
    game_screen(game, move || match game {
        GameId::PortRoyal => when_loaded(port_royal_rules()),
        #[cfg(feature = "puerto-rico")]
        GameId::PuertoRico => when_loaded(puerto_rico_rules()),
        #[cfg(feature = "jamaica")]
        GameId::Jamaica => when_loaded(jamaica_rules()),
        #[allow(unreachable_patterns)]
        _ => ().into_any(),
    })
}

/// Where a saved game stands: its turn, whether it is over, and who won (the engine's
/// outcome: everyone ranked first; empty while the game goes on).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Progress {
    pub turn: u32,
    pub over: bool,
    pub winners: Vec<islas_core::Seat>,
}

/// Where a saved game stands, as the lists show it.
#[derive(Clone, Debug, PartialEq)]
pub enum Standing {
    /// In progress at this turn.
    Turn(u32),
    /// Finished: who won (several on a shared victory).
    Over(Vec<islas_core::Seat>),
    /// Its record does not open in this version.
    Broken,
    /// A game whose table is not in the app yet: it opens as a link to its deal.
    Coming,
}

// Where a save stands is found by replaying it, with the game's engine: in the screens chunk,
// so that home (which lists the games in progress) does not carry the engines.
crate::lazy_fns! { screens:
    fn port_royal_progress(save: crate::model::SavedGame) -> Result<Progress, String> {
        use islas_core::Game;
        let s = port_royal::Session::from_saved(&save).map_err(crate::session::OpenError::reason)?;
        Ok(Progress {
            turn: s.game.turn(),
            over: s.is_over(),
            winners: s.game.outcome().map(|o| o.winners()).unwrap_or_default(),
        })
    }
}

#[cfg(feature = "puerto-rico")]
crate::lazy_fns! { screens:
    fn puerto_rico_progress(save: crate::model::SavedGame) -> Result<Progress, String> {
        use islas_core::Game;
        let s = puerto_rico::Session::from_saved(&save).map_err(crate::session::OpenError::reason)?;
        Ok(Progress {
            turn: u32::from(s.game.round),
            over: s.is_over(),
            winners: s.game.outcome().map(|o| o.winners()).unwrap_or_default(),
        })
    }
}

#[cfg(feature = "jamaica")]
crate::lazy_fns! { screens:
    fn jamaica_progress(save: crate::model::SavedGame) -> Result<Progress, String> {
        use islas_core::Game;
        let s = jamaica::Session::from_saved(&save).map_err(crate::session::OpenError::reason)?;
        Ok(Progress {
            turn: u32::from(s.game.round()),
            over: s.is_over(),
            winners: s.game.outcome().map(|o| o.winners()).unwrap_or_default(),
        })
    }
}

/// Where a saved game of `game` stands, or why it does not open (the reader's words). The
/// first call for a game fetches its chunk.
pub async fn progress(game: GameId, save: crate::model::SavedGame) -> Result<Progress, String> {
    match game {
        GameId::PortRoyal => port_royal_progress(save).await,
        #[cfg(feature = "puerto-rico")]
        GameId::PuertoRico => puerto_rico_progress(save).await,
        #[cfg(feature = "jamaica")]
        GameId::Jamaica => jamaica_progress(save).await,
        #[allow(unreachable_patterns)]
        _ => Err(format!("{game} cannot be played in the app yet")),
    }
}

/// Where `save` stands (see [`progress`]).
pub async fn standing(save: crate::model::SavedGame) -> Standing {
    match playable(&save.game) {
        Some(g) => match progress(g, save).await {
            Ok(p) if p.over => Standing::Over(p.winners),
            Ok(p) => Standing::Turn(p.turn),
            Err(_) => Standing::Broken,
        },
        None => Standing::Coming,
    }
}

/// The i18n catalogue files of `game`'s own texts (cards, table, rules), per language, compiled
/// in natively (tests, tools); the browser fetches them instead (`crate::i18n::files`).
#[cfg(not(target_arch = "wasm32"))]
pub fn catalogue(game: GameId, lang: crate::i18n::Lang) -> &'static str {
    use crate::i18n::Lang;
    match (game, lang) {
        (GameId::PortRoyal, Lang::En) => include_str!("../locales/port-royal.en.txt"),
        (GameId::PortRoyal, Lang::Es) => include_str!("../locales/port-royal.es.txt"),
        (GameId::PortRoyal, Lang::Cs) => include_str!("../locales/port-royal.cs.txt"),
        #[cfg(feature = "puerto-rico")]
        (GameId::PuertoRico, Lang::En) => include_str!("../locales/puerto-rico.en.txt"),
        #[cfg(feature = "puerto-rico")]
        (GameId::PuertoRico, Lang::Es) => include_str!("../locales/puerto-rico.es.txt"),
        #[cfg(feature = "puerto-rico")]
        (GameId::PuertoRico, Lang::Cs) => include_str!("../locales/puerto-rico.cs.txt"),
        #[cfg(feature = "jamaica")]
        (GameId::Jamaica, Lang::En) => include_str!("../locales/jamaica.en.txt"),
        #[cfg(feature = "jamaica")]
        (GameId::Jamaica, Lang::Es) => include_str!("../locales/jamaica.es.txt"),
        #[cfg(feature = "jamaica")]
        (GameId::Jamaica, Lang::Cs) => include_str!("../locales/jamaica.cs.txt"),
        #[allow(unreachable_patterns)]
        _ => "",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_engine_in_the_app_is_registered_once_with_its_own_id() {
        for g in GAMES {
            if let Some(engine) = g.engine() {
                assert_eq!(g.id, engine.id());
                assert_eq!(of(engine), Some(&g));
                let (min, max) = g.players().unwrap();
                assert_eq!(
                    (min, max),
                    (engine.info().min_players, engine.info().max_players)
                );
            }
            assert_eq!(find(g.id), Some(&g));
        }
        for &engine in GameId::ALL {
            assert!(of(engine).is_some(), "{engine} has an entry in the app");
        }
        assert_eq!(find("monopoly"), None);
        // Every option the app names is one the engine knows.
        for g in GAMES {
            if let Some(engine) = g.engine() {
                for (id, _) in g.option_keys {
                    assert!(engine.info().options.contains(id), "{} {id}", g.id);
                }
            }
        }
        assert_eq!(playable("port-royal"), Some(GameId::PortRoyal));
        assert_eq!(playable("jamaica"), Some(GameId::Jamaica));
    }
}
