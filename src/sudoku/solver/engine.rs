//! The search engine: bitmask candidates, naked singles, most-constrained
//! cell first. (Interim engine; the contract is `run`.)

use crate::sudoku::budget::Budget;

/// Nodes between two polls of the budget.
const POLL_EVERY: u64 = 256;

/// What one search produced.
pub(crate) struct EngineRun {
    /// Solutions found (never more than the limit).
    pub found: u32,
    /// The first solution found, in reading order.
    pub first: Option<[u8; 81]>,
    /// Branch points taken.
    pub guesses: u64,
    /// Nodes visited.
    pub nodes: u64,
    /// True when the budget stopped the search before it finished.
    pub cancelled: bool,
}

struct Search<'a> {
    cells: [u8; 81],
    rows: [u16; 9],
    cols: [u16; 9],
    boxes: [u16; 9],
    limit: u32,
    budget: &'a Budget,
    out: EngineRun,
}

#[inline]
fn box_of(i: usize) -> usize {
    (i / 27) * 3 + (i % 9) / 3
}

impl Search<'_> {
    fn place(&mut self, i: usize, d: u8) {
        let bit = 1u16 << d;
        self.cells[i] = d;
        self.rows[i / 9] |= bit;
        self.cols[i % 9] |= bit;
        self.boxes[box_of(i)] |= bit;
    }

    fn unplace(&mut self, i: usize, d: u8) {
        let bit = !(1u16 << d);
        self.cells[i] = 0;
        self.rows[i / 9] &= bit;
        self.cols[i % 9] &= bit;
        self.boxes[box_of(i)] &= bit;
    }

    fn candidates(&self, i: usize) -> u16 {
        !(self.rows[i / 9] | self.cols[i % 9] | self.boxes[box_of(i)]) & 0x3fe
    }

    /// Returns true when the search must stop (limit reached or cancelled).
    fn search(&mut self) -> bool {
        self.out.nodes += 1;
        if self.out.nodes % POLL_EVERY == 0 && self.budget.is_exhausted() {
            self.out.cancelled = true;
            return true;
        }
        let mut best = usize::MAX;
        let mut best_n = 10;
        for i in 0..81 {
            if self.cells[i] != 0 {
                continue;
            }
            let n = self.candidates(i).count_ones();
            if n < best_n {
                best_n = n;
                best = i;
                if n <= 1 {
                    break;
                }
            }
        }
        if best == usize::MAX {
            self.out.found += 1;
            if self.out.first.is_none() {
                self.out.first = Some(self.cells);
            }
            return self.out.found >= self.limit;
        }
        let mut cand = self.candidates(best);
        if cand.count_ones() > 1 {
            self.out.guesses += 1;
        }
        while cand != 0 {
            let d = cand.trailing_zeros() as u8;
            cand &= cand - 1;
            self.place(best, d);
            let stop = self.search();
            self.unplace(best, d);
            if stop {
                return true;
            }
        }
        false
    }
}

/// Searches the completions of `cells` (0 = empty), stopping after `limit`
/// solutions or when `budget` is exhausted. Inputs whose givens conflict
/// simply yield no solution.
pub(crate) fn run(cells: &[u8; 81], limit: u32, budget: &Budget) -> EngineRun {
    let mut s = Search {
        cells: [0; 81],
        rows: [0; 9],
        cols: [0; 9],
        boxes: [0; 9],
        limit,
        budget,
        out: EngineRun {
            found: 0,
            first: None,
            guesses: 0,
            nodes: 0,
            cancelled: false,
        },
    };
    for (i, &d) in cells.iter().enumerate() {
        if d != 0 {
            if s.candidates(i) & (1 << d) == 0 {
                return s.out;
            }
            s.place(i, d);
        }
    }
    s.search();
    s.out
}
