//! Hands, the test-only game with hidden hands (the `test-game` feature), added the way a real
//! game is: its engine crate (`crates/hands`), its line in `islas-games`' registry, this
//! folder and its texts (`locales/hands.*.txt`, its blurb in the app's texts). The browser test
//! of adding a game plays it from home to the end screen.

pub mod new_game;
pub mod table;

use leptos::prelude::*;

pub use new_game::NewGame;
pub use table::Table;

impl crate::catalog::Listed for islas_hands::Hands {
    const FACTS: crate::catalog::Facts = crate::catalog::Facts {
        title: "Hands",
        blurb_key: "game.hands.blurb",
        designers: "Islas",
        publishers: "Islas (a test game)",
        option_keys: &[],
        rules_prefix: "hands",
        sheets: &["table.css"],
    };
    #[cfg(not(target_arch = "wasm32"))]
    const TEXTS: crate::catalog::Texts = crate::game_texts!("test-hands");
}

impl crate::games::AppGame for islas_hands::Hands {
    fn new_game(prefill: crate::links::Prefill) -> AnyView {
        view! { <NewGame prefill=prefill /> }.into_any()
    }

    fn table(id: String) -> AnyView {
        view! { <Table id=id /> }.into_any()
    }
}
