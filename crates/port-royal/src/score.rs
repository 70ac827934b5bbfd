//! The end of the game: most influence wins, then most coins, else the victory is shared.
//! With the optional ending, players without an expedition rank after those with one.

use islas_core::Outcome;

use crate::state::{Ending, Phase, PortRoyal};

impl PortRoyal {
    /// Each player's influence: characters plus expeditions (plus, with contracts, the
    /// influence of the second and third contract).
    pub fn influence(&self, seat: islas_core::Seat) -> u8 {
        self.tally(seat)
            .influence
            .saturating_add(self.contract_influence(seat))
    }

    /// Final result, once the game is over.
    pub fn result(&self) -> Option<Outcome> {
        if self.phase != Phase::Over {
            return None;
        }
        let mut points = Vec::new();
        let mut keys = Vec::new();
        for (seat, p) in self.players.iter().enumerate() {
            let t = *p.display.tally();
            let influence = i32::from(self.influence(seat as islas_core::Seat));
            let coins = p.coins.len() as i32;
            points.push(influence);
            keys.push(match self.config.ending {
                Ending::Standard => vec![influence, coins],
                Ending::WithExpedition => vec![i32::from(t.expeditions > 0), influence, coins],
            });
        }
        Some(Outcome::from_keys(&points, keys))
    }
}
