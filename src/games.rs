//! The three games: names, player counts, who made them, and how far Islas is with each.

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
pub struct GameInfo {
    /// The short name used in links and records (`Game::NAME`).
    pub id: &'static str,
    /// The published title (not translated).
    pub title: &'static str,
    pub min_players: u8,
    pub max_players: u8,
    pub status: Status,
    /// i18n key of the one-line description.
    pub blurb_key: &'static str,
    /// Designers, as printed on the box.
    pub designers: &'static str,
    /// Publishers, as printed on the box.
    pub publishers: &'static str,
}

impl GameInfo {
    /// Whether it can be played in the app yet.
    pub fn playable(&self) -> bool {
        self.status == Status::Playable
    }
}

pub const GAMES: [GameInfo; 3] = [
    GameInfo {
        id: "port-royal",
        title: "Port Royal",
        min_players: 2,
        max_players: 5,
        status: Status::Playable,
        blurb_key: "game.port-royal.blurb",
        designers: "Alexander Pfister",
        publishers: "Pegasus Spiele",
    },
    GameInfo {
        id: "puerto-rico",
        title: "Puerto Rico",
        min_players: 3,
        max_players: 5,
        status: Status::Coming,
        blurb_key: "game.puerto-rico.blurb",
        designers: "Andreas Seyfarth",
        publishers: "alea / Ravensburger",
    },
    GameInfo {
        id: "jamaica",
        title: "Jamaica",
        min_players: 2,
        max_players: 6,
        status: Status::Coming,
        blurb_key: "game.jamaica.blurb",
        designers: "Malcolm Braff, Bruno Cathala, Sébastien Pauchon",
        publishers: "GameWorks / Space Cowboys",
    },
];

/// The game with this short name.
pub fn find(id: &str) -> Option<&'static GameInfo> {
    GAMES.iter().find(|g| g.id == id)
}

#[cfg(test)]
mod tests {
    use super::*;
    use islas_core::Game;

    #[test]
    fn port_royal_id_is_the_engine_name() {
        assert_eq!(GAMES[0].id, islas_port_royal::PortRoyal::NAME);
    }

    #[test]
    fn ids_are_unique_and_findable() {
        for g in GAMES {
            assert_eq!(find(g.id), Some(&g));
            assert!(g.min_players <= g.max_players);
        }
        assert_eq!(find("monopoly"), None);
    }
}
