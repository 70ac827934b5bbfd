//! Port Royal at the table: the new-game form, the table, the end of a game, the rules
//! summary. The rules themselves are the engine's (`islas-port-royal`); this module shows them.

pub mod adventure;
pub mod campaign;
pub mod cards;
pub mod contracts;
pub mod end;
pub mod new_game;
pub mod table;
pub mod text;

use leptos::prelude::*;

pub use new_game::NewGame;
pub use table::Table;

/// A Port Royal game at the table.
pub type Session = crate::session::Session<islas_port_royal::PortRoyal>;

impl crate::catalog::Listed for islas_port_royal::PortRoyal {
    const FACTS: crate::catalog::Facts = crate::catalog::Facts {
        title: "Port Royal",
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
            (islas_port_royal::POINTS, "pr.new.points_short"),
        ],
        rules_prefix: "pr",
        sheets: &["table.css"],
    };
    #[cfg(not(target_arch = "wasm32"))]
    const TEXTS: crate::catalog::Texts = crate::game_texts!("port-royal");
}

impl crate::games::AppGame for islas_port_royal::PortRoyal {
    fn new_game(prefill: crate::links::Prefill) -> AnyView {
        view! { <NewGame prefill=prefill /> }.into_any()
    }

    fn table(id: String) -> AnyView {
        view! { <Table id=id /> }.into_any()
    }

    /// The Adventure's campaign page.
    fn campaign(id: String) -> Option<AnyView> {
        Some(view! { <campaign::CampaignPage id=id /> }.into_any())
    }

    fn campaign_row(entry: crate::providers::CampaignEntry) -> Option<AnyView> {
        Some(view! { <campaign::CampaignRow entry=entry /> }.into_any())
    }

    fn campaign_over(saved: &crate::model::SavedCampaign) -> bool {
        campaign::progress(saved).is_ok_and(|c| c.finished())
    }
}
