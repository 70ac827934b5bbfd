//! Puerto Rico at the table: the new-game form, the table, the end of a game, the rules
//! summary. The rules themselves are the engine's (`islas-puerto-rico`); this module shows them.

pub mod end;
pub mod mayor;
pub mod new_game;
pub mod summary;
pub mod table;
pub mod text;

use leptos::prelude::*;

pub use new_game::NewGame;
pub use table::Table;

/// A Puerto Rico game at the table.
pub type Session = crate::session::Session<islas_puerto_rico::PuertoRico>;

impl crate::catalog::Listed for islas_puerto_rico::PuertoRico {
    const FACTS: crate::catalog::Facts = crate::catalog::Facts {
        title: "Puerto Rico",
        blurb_key: "game.puerto-rico.blurb",
        designers: "Andreas Seyfarth",
        publishers: "alea / Ravensburger",
        option_keys: &[],
        rules_prefix: "rico",
        sheets: &["table.css", "puerto-rico.css"],
    };
    #[cfg(not(target_arch = "wasm32"))]
    const TEXTS: crate::catalog::Texts = crate::game_texts!("puerto-rico");
}

impl crate::games::AppGame for islas_puerto_rico::PuertoRico {
    fn new_game(prefill: crate::links::Prefill) -> AnyView {
        view! { <NewGame prefill=prefill /> }.into_any()
    }

    fn table(id: String) -> AnyView {
        view! { <Table id=id /> }.into_any()
    }
}
