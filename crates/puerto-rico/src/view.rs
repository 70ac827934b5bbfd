//! Hidden information: the order of the face-down plantations (kept by the random generator,
//! which decides every future draw) and the victory points other players hold (the rulebook
//! keeps chips face down). Everything else is public.

use islas_core::{Rng, Seat};

use crate::state::PuertoRico;

impl PuertoRico {
    /// The others' points, split evenly among them (their total is public: the chips left).
    fn spread_others(&mut self, seat: Seat) {
        let n = self.seats();
        let others: Vec<usize> = (0..n).filter(|&s| s != usize::from(seat)).collect();
        let total: u32 = others.iter().map(|&s| u32::from(self.players[s].vp)).sum();
        let k = others.len() as u32;
        for (i, &s) in others.iter().enumerate() {
            let extra = u32::from((i as u32) < total % k);
            self.players[s].vp = (total / k + extra) as u16;
        }
    }

    /// What `seat` sees: the future draws unknown, the others' points evenly split.
    pub fn seat_view(&self, seat: Seat) -> PuertoRico {
        let mut v = self.clone();
        v.rng = Rng::from_seed(0);
        v.stack = Default::default();
        v.spread_others(seat);
        v
    }

    /// A state consistent with what `seat` knows: new future draws, and the others' points
    /// dealt one by one at random among them (same total).
    pub fn resample(&self, seat: Seat, rng: &mut Rng) -> PuertoRico {
        let mut v = self.clone();
        v.rng = rng.fork();
        v.stack = Default::default();
        let n = self.seats();
        let others: Vec<usize> = (0..n).filter(|&s| s != usize::from(seat)).collect();
        let total: u32 = others.iter().map(|&s| u32::from(v.players[s].vp)).sum();
        for &s in &others {
            v.players[s].vp = 0;
        }
        for _ in 0..total {
            let s = others[rng.below(others.len() as u32) as usize];
            v.players[s].vp += 1;
        }
        v
    }
}
