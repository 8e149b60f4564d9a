//! The static implication graph of one grid: for each of the 1458
//! potentials, the candidates it turns on or off by the rules of `links`,
//! listed once (in the order `links` makes them) and read by every static
//! search on that grid instead of being worked out again for each node.
//!
//! The cycle, forcing-chain and static cell/region searches all run on an
//! unchanging grid, so the successors of a potential are the same every
//! time it is expanded; dynamic searches shrink their grid as they go and
//! keep using `links` directly. Each list puts its cell ("Y") links first,
//! as `links` does, so one set of lists serves the X-only, Y-only and XY
//! passes ([`StaticLinks::with`]).

use super::graph::{cand_of, key, KEYS};
use super::links::{each_off, each_on, Board, Via};

/// Successor lists of every potential, with Y and X links, in compressed
/// rows.
#[derive(Default)]
pub(super) struct StaticLinks {
    /// Per potential key `k`: where its list starts in `succ` and where
    /// its cell links end; the list ends where `k + 1`'s starts.
    start: Vec<[u32; 2]>,
    /// Candidates: turned off by an "on" key, turned on by an "off" key.
    succ: Vec<u16>,
}

impl StaticLinks {
    /// The graph of grid `g`.
    pub(crate) fn new(g: &Board) -> StaticLinks {
        let mut s = StaticLinks::default();
        s.rebuild(g);
        s
    }

    /// Becomes the graph of grid `g`, reusing its storage.
    pub(crate) fn rebuild(&mut self, g: &Board) {
        // Local vectors (put back below): behind `&mut self` every push
        // reloaded the length from memory.
        let mut start = std::mem::take(&mut self.start);
        let mut succ = std::mem::take(&mut self.succ);
        start.clear();
        start.reserve(KEYS + 1);
        succ.clear();
        // At most 4 successors on and 8 + 8 + 6 + 6 off per candidate: the
        // lists never outgrow this.
        let cands: usize = (0..81).map(|x| g.cands(x).count_ones() as usize).sum();
        succ.reserve(cands * 32);
        // Candidate by candidate (`cell * 9 + d - 1` ascending).
        for (cell, d) in (0..81).flat_map(|cell| (1..=9u8).map(move |d| (cell, d))) {
            let s = succ.len() as u32;
            // key(cand, false) comes first, then key(cand, true).
            debug_assert_eq!(start.len(), key(cand_of(cell, d), false));
            if !g.has(cell, d) {
                start.push([s, s]);
                start.push([s, s]);
                continue;
            }
            let mut mid = s;
            each_on(g, cell, d, (true, true), |c, via| {
                succ.push(c);
                if let Via::Cell = via {
                    mid = succ.len() as u32;
                }
            });
            start.push([s, mid]);
            let s = succ.len() as u32;
            let y_end = s + (g.cands(cell).count_ones() - 1);
            each_off(g, cell, d, true, |c| succ.push(c));
            start.push([s, y_end]);
        }
        let s = succ.len() as u32;
        start.push([s, s]);
        self.start = start;
        self.succ = succ;
    }

    /// The graph with cell links when `y` and conjugate links when `x`
    /// (on → off links always follow houses).
    pub(crate) fn with(&self, (y, x): (bool, bool)) -> Links<'_> {
        Links { all: self, y, x }
    }
}

/// One pass's view of a [`StaticLinks`].
#[derive(Clone, Copy)]
pub(super) struct Links<'a> {
    all: &'a StaticLinks,
    y: bool,
    x: bool,
}

impl Links<'_> {
    /// The successors of potential key `k`: the candidates it turns off
    /// when `k` is "on", on when it is "off".
    #[inline]
    pub(crate) fn of(&self, k: usize) -> &[u16] {
        let [s, mid] = self.all.start[k];
        let e = self.all.start[k + 1][0];
        let (s, e) = if k % 2 == 1 {
            (if self.y { s } else { mid }, e)
        } else {
            (if self.y { s } else { mid }, if self.x { e } else { mid })
        };
        &self.all.succ[s as usize..e as usize]
    }

    /// The candidates turned off when candidate `cand` is on.
    #[inline]
    pub(crate) fn offs(&self, cand: u16) -> &[u16] {
        self.of(key(cand, true))
    }

    /// The candidates turned on when candidate `cand` is off.
    #[inline]
    pub(crate) fn ons(&self, cand: u16) -> &[u16] {
        self.of(key(cand, false))
    }
}

#[cfg(test)]
mod tests {
    use super::super::graph::{cell_of, digit_of};
    use super::*;
    use crate::logic::candidates::Candidates;
    use crate::Grid;

    /// Every view lists, for every candidate, exactly the successors that
    /// `links` makes on that grid for those link kinds, in the same order.
    #[test]
    fn each_view_matches_the_links_rules() {
        let puzzle =
            "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
        let grid: Grid = match puzzle.parse() {
            Ok(g) => g,
            Err(e) => panic!("bad puzzle: {e:?}"),
        };
        let g = Board::new(&Candidates::from_grid(&grid));
        let all = StaticLinks::new(&g);
        let mut kinds_seen = [false; 2];
        for (y, x) in [(false, false), (false, true), (true, false), (true, true)] {
            let view = all.with((y, x));
            for cand in 0..(KEYS / 2) as u16 {
                let (cell, d) = (cell_of(cand), digit_of(cand));
                let (mut offs, mut ons) = (Vec::new(), Vec::new());
                if g.has(cell, d) {
                    each_off(&g, cell, d, y, |c| offs.push(c));
                    each_on(&g, cell, d, (y, x), |c, via| {
                        kinds_seen[usize::from(matches!(via, Via::Cell))] = true;
                        ons.push(c);
                    });
                }
                assert_eq!(view.offs(cand), &offs[..], "offs of {cand}, y={y} x={x}");
                assert_eq!(view.ons(cand), &ons[..], "ons of {cand}, y={y} x={x}");
            }
        }
        // The grid has both kinds of strong link, so the split is exercised.
        assert_eq!(kinds_seen, [true, true]);
    }
}
