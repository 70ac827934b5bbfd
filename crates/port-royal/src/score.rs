//! The end of the game: most influence wins, then most coins, else the victory is shared.
//! With the optional ending, players without an expedition rank after those with one.

use islas_core::{Outcome, Shared};

use crate::state::{Ending, PortRoyal};

impl PortRoyal {
    /// Each player's influence: characters plus expeditions (plus, with contracts, the
    /// influence of the second and third contract).
    #[inline]
    pub fn influence(&self, seat: islas_core::Seat) -> u8 {
        self.tally(seat)
            .influence
            .saturating_add(self.contract_influence(seat))
            .saturating_add(self.crown_influence(seat))
    }

    /// Final result, once the game is over.
    pub fn result(&self) -> Option<Outcome> {
        if !self.is_over() {
            return None;
        }
        // Co-operative contracts: all win or lose together; a win scores the points deck.
        if let Some(coop) = self.coop() {
            let points = coop.points.len() as u32;
            let shared = if coop.won {
                Shared {
                    won: true,
                    score: points as i32,
                    tier: Some(crate::big_box::rank(points)),
                }
            } else {
                Shared {
                    won: false,
                    score: 0,
                    tier: None,
                }
            };
            return Some(Outcome::together(self.players.len(), shared));
        }
        // The Adventure: co-operative, card 9's verdict; competitive, the trophy first, then
        // influence, fewer cubes on the character card, more coins.
        if let Some(a) = self.adventure() {
            if a.mode == crate::adventure::data::CampaignMode::CoOp {
                let influence: u32 = (0..self.players.len())
                    .map(|s| u32::from(self.influence(s as islas_core::Seat)))
                    .sum();
                let shared = Shared {
                    won: a.won == Some(true),
                    score: influence as i32,
                    tier: None,
                };
                return Some(Outcome::together(self.players.len(), shared));
            }
            let mut points = Vec::new();
            let mut keys = Vec::new();
            for (seat, p) in self.players.iter().enumerate() {
                let hero = &a.heroes[seat];
                let influence = i32::from(self.influence(seat as islas_core::Seat));
                points.push(influence);
                keys.push(vec![
                    i32::from(hero.trophy()),
                    influence,
                    -i32::from(hero.cubes_left()),
                    p.coins.len() as i32,
                ]);
            }
            return Some(Outcome::from_keys(&points, keys));
        }
        let mut points = Vec::new();
        let mut keys = Vec::new();
        for (seat, p) in self.players.iter().enumerate() {
            let t = *p.display.tally();
            let influence = i32::from(self.influence(seat as islas_core::Seat));
            let coins = p.coins.len() as i32;
            points.push(influence);
            keys.push(match self.setup.ending() {
                Ending::Standard => vec![influence, coins],
                Ending::WithExpedition => vec![i32::from(t.expeditions > 0), influence, coins],
            });
        }
        Some(Outcome::from_keys(&points, keys))
    }
}
