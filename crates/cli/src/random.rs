//! Games played with uniformly random legal actions, reproducibly from seeds.

use islas_core::{Game, Rng, Seed};

/// A random game stops here if it has not ended (a safety net; real games are far shorter).
pub const MAX_ACTIONS: usize = 100_000;

/// Mixed into a seed to get the stream of random choices, so it differs from the deal's.
const CHOICE_SALT: u64 = 0xC401_CE5E_ED5A_1700;

/// The deal of game `index` of a series started from `base`.
pub fn game_seed(base: Seed, index: u64) -> Seed {
    let mut rng = Rng::from_seed(base.value() ^ index.wrapping_mul(0x9E37_79B9_7F4A_7C15));
    Seed::from_u64(rng.next_u64())
}

/// The random choices made from `seed`.
pub fn choice_rng(seed: Seed) -> Rng {
    Rng::from_seed(seed.value() ^ CHOICE_SALT)
}

/// How a random game went.
pub struct Played<G> {
    pub state: G,
    /// Actions applied.
    pub actions: usize,
}

/// Plays from `config` and `seed` with choices from `rng` until the game ends (or
/// [`MAX_ACTIONS`]). Every action's notation goes to `notation` when given.
pub fn play_random<G: Game>(
    config: &G::Config,
    seed: Seed,
    rng: &mut Rng,
    legal: &mut Vec<G::Action>,
    mut notation: Option<&mut Vec<String>>,
) -> Result<Played<G>, String> {
    let mut state = G::setup(config, seed).map_err(|e| e.to_string())?;
    let mut actions = 0;
    while state.to_act().is_some() && actions < MAX_ACTIONS {
        // Listed, picked and played in one call: the engine need not check its own pick again.
        let mut pick = 0;
        let played = state.play_chosen(legal, |_, list| {
            if list.is_empty() {
                return None;
            }
            pick = rng.below(list.len() as u32) as usize;
            Some(pick)
        });
        let action = legal.get(pick);
        match (played, action) {
            (Ok(Some(_)), Some(action)) => {
                if let Some(list) = notation.as_deref_mut() {
                    list.push(action.to_string());
                }
            }
            (Err(e), Some(action)) => {
                return Err(format!(
                    "the engine rejected its own legal action {action}: {e}"
                ));
            }
            _ => {
                return Err(format!(
                    "the engine offers no legal action after {actions} actions"
                ));
            }
        }
        actions += 1;
    }
    Ok(Played { state, actions })
}

#[cfg(test)]
mod tests {
    use super::*;
    use islas_port_royal::{Config, PortRoyal};

    #[test]
    fn series_seeds_differ_and_repeat() {
        let base = Seed::from_text("pirates").unwrap();
        assert_ne!(game_seed(base, 0), game_seed(base, 1));
        assert_eq!(game_seed(base, 7), game_seed(base, 7));
    }

    #[test]
    fn a_random_game_ends_and_repeats() {
        let config = Config::new(3);
        let seed = Seed::from_text("cli").unwrap();
        let mut legal = Vec::new();
        let mut a = Vec::new();
        let mut b = Vec::new();
        let x = play_random::<PortRoyal>(
            &config,
            seed,
            &mut choice_rng(seed),
            &mut legal,
            Some(&mut a),
        )
        .unwrap();
        let y = play_random::<PortRoyal>(
            &config,
            seed,
            &mut choice_rng(seed),
            &mut legal,
            Some(&mut b),
        )
        .unwrap();
        assert!(x.state.to_act().is_none());
        assert_eq!(a, b);
        assert_eq!(x.actions, a.len());
        assert_eq!(x.state, y.state);
    }
}
