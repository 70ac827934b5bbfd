//! Jamaica at the table: the new-game form, the board (the route round the island, the ships,
//! the player's holds, hand and treasures), a round as a person lives it, the end of a game and
//! the rules summary. The rules themselves are the engine's (`islas-jamaica`); this module
//! draws `Session::shown` (the viewer's view) and offers the engine's legal actions.

pub mod end;
pub mod new_game;
pub mod reveal;
pub mod table;
pub mod text;

use leptos::prelude::*;

pub use new_game::NewGame;
pub use table::Table;

/// A Jamaica game at the table.
pub type Session = crate::session::Session<islas_jamaica::Jamaica>;

impl crate::catalog::Listed for islas_jamaica::Jamaica {
    const FACTS: crate::catalog::Facts = crate::catalog::Facts {
        title: "Jamaica",
        blurb_key: "game.jamaica.blurb",
        designers: "Malcolm Braff, Bruno Cathala, Sébastien Pauchon",
        publishers: "GameWorks / Space Cowboys",
        option_keys: &[],
        rules_prefix: "jm",
        sheets: &["table.css", "jamaica.css"],
    };
    #[cfg(not(target_arch = "wasm32"))]
    const TEXTS: crate::catalog::Texts = crate::game_texts!("jamaica");
}

impl crate::games::AppGame for islas_jamaica::Jamaica {
    fn new_game(prefill: crate::links::Prefill) -> AnyView {
        view! { <NewGame prefill=prefill /> }.into_any()
    }

    fn table(id: String) -> AnyView {
        view! { <Table id=id /> }.into_any()
    }
}
