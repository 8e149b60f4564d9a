//! The static implication graph of one grid: for each of the 1458
//! potentials, the candidates it turns on or off by the rules of `links`,
//! listed once (in the order `links` makes them) and read by every static
//! search on that grid instead of being worked out again for each node.
//!
//! The cycle, forcing-chain and static cell/region searches of a pass all
//! run on an unchanging grid, so the successors of a potential are the same
//! every time it is expanded; dynamic searches shrink their grid as they go
//! and keep using `links` directly.

use super::graph::{cell_of, digit_of, key, KEYS};
use super::links::{each_off, each_on, Board};

/// Successor lists of every potential, in compressed rows.
pub(super) struct StaticLinks {
    /// `succ[start[k]..start[k + 1]]`: the successors of potential key `k`.
    start: Vec<u32>,
    /// Candidates: turned off by an "on" key, turned on by an "off" key.
    succ: Vec<u16>,
}

impl StaticLinks {
    /// The graph of grid `g` with cell ("Y") links when `y` and conjugate
    /// ("X") links when `x` (on → off links always follow houses).
    pub fn new(g: &Board, (y, x): (bool, bool)) -> StaticLinks {
        let mut start = Vec::with_capacity(KEYS + 1);
        let mut succ = Vec::with_capacity(KEYS * 4);
        for cand in 0..(KEYS / 2) as u16 {
            let (cell, d) = (cell_of(cand), digit_of(cand));
            let present = g.has(cell, d);
            // key(cand, false) comes first, then key(cand, true).
            debug_assert_eq!(start.len(), key(cand, false));
            start.push(succ.len() as u32);
            if present {
                each_on(g, cell, d, (y, x), |c, _| succ.push(c));
            }
            start.push(succ.len() as u32);
            if present {
                each_off(g, cell, d, y, |c| succ.push(c));
            }
        }
        start.push(succ.len() as u32);
        StaticLinks { start, succ }
    }

    /// The successors of potential key `k`: the candidates it turns off
    /// when `k` is "on", on when it is "off".
    #[inline]
    pub fn of(&self, k: usize) -> &[u16] {
        &self.succ[self.start[k] as usize..self.start[k + 1] as usize]
    }

    /// The candidates turned off when candidate `cand` is on.
    #[inline]
    pub fn offs(&self, cand: u16) -> &[u16] {
        self.of(key(cand, true))
    }

    /// The candidates turned on when candidate `cand` is off.
    #[inline]
    pub fn ons(&self, cand: u16) -> &[u16] {
        self.of(key(cand, false))
    }
}
