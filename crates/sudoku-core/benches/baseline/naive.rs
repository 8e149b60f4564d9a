//! The naive baseline: row-major backtracking with row/column/box bitmasks,
//! trying 1..=9 in the first empty cell, no propagation. Capped in nodes so
//! that a benchmark run over sparse puzzles finishes.

/// How a capped naive search ended.
pub struct NaiveRun {
    /// Solutions found (up to the limit).
    pub found: u32,
    /// True when the node cap stopped the search.
    pub capped: bool,
}

struct Naive {
    cells: [u8; 81],
    rows: [u16; 9],
    cols: [u16; 9],
    boxes: [u16; 9],
    nodes: u64,
    cap: u64,
    found: u32,
    limit: u32,
}

fn box_of(i: usize) -> usize {
    (i / 27) * 3 + (i % 9) / 3
}

impl Naive {
    /// Returns true when the search must stop.
    fn search(&mut self, from: usize) -> bool {
        self.nodes += 1;
        if self.nodes > self.cap {
            return true;
        }
        let Some(i) = (from..81).find(|&i| self.cells[i] == 0) else {
            self.found += 1;
            return self.found >= self.limit;
        };
        let (r, c, b) = (i / 9, i % 9, box_of(i));
        let used = self.rows[r] | self.cols[c] | self.boxes[b];
        for d in 1..=9u8 {
            let bit = 1u16 << d;
            if used & bit != 0 {
                continue;
            }
            self.cells[i] = d;
            self.rows[r] |= bit;
            self.cols[c] |= bit;
            self.boxes[b] |= bit;
            let stop = self.search(i + 1);
            self.cells[i] = 0;
            self.rows[r] &= !bit;
            self.cols[c] &= !bit;
            self.boxes[b] &= !bit;
            if stop {
                return true;
            }
        }
        false
    }
}

/// Counts solutions of `cells` up to `limit`, visiting at most `cap` nodes.
pub fn solve(cells: &[u8; 81], limit: u32, cap: u64) -> NaiveRun {
    let mut s = Naive {
        cells: *cells,
        rows: [0; 9],
        cols: [0; 9],
        boxes: [0; 9],
        nodes: 0,
        cap,
        found: 0,
        limit,
    };
    for (i, &d) in cells.iter().enumerate() {
        if d != 0 {
            let bit = 1u16 << d;
            let (r, c, b) = (i / 9, i % 9, box_of(i));
            if (s.rows[r] | s.cols[c] | s.boxes[b]) & bit != 0 {
                return NaiveRun {
                    found: 0,
                    capped: false,
                };
            }
            s.rows[r] |= bit;
            s.cols[c] |= bit;
            s.boxes[b] |= bit;
        }
    }
    s.search(0);
    NaiveRun {
        found: s.found,
        capped: s.nodes > s.cap,
    }
}
