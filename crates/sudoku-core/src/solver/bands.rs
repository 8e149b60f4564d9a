//! The band representation of a search state and its propagation.
//!
//! For each digit `d` and band `b` (three rows), `cand[d * 3 + b]` holds a
//! 27-bit mask of the band's cells where `d` is still possible (bit
//! `row_in_band * 9 + col`). A solved cell keeps exactly its own digit's bit.
//! Such a pair (digit, band) is a *subband*. Propagation works on whole
//! subbands with a few table lookups (see `tables.rs`); cell-wise work is
//! limited to naked singles, found for 27 cells at once with bit counting.

use super::kernel::Kernel;
use super::tables::{FORCED_CELLS, KEEP_CELL, LOW9, SINGLE_COLUMN_CELLS, TRIAD_FILTER};

/// Propagation found that the state has no solution.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Contradiction;

/// A search state. Small and `Copy`: a branch copies it (240 bytes) instead
/// of keeping an undo log.
#[derive(Clone, Copy)]
pub(super) struct Bands {
    /// Candidate cells per subband.
    cand: [u32; 27],
    /// `cand` as it was when the subband was last propagated: a subband
    /// needs work only when the two differ.
    seen: [u32; 27],
    /// Cells not yet known to be solved, per band.
    unsolved: [u32; 3],
    /// Cells with exactly two candidates, per band (as of the last scan).
    pairs: [u32; 3],
}

/// A cell to branch on: its band and its bit within the band.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Branch {
    pub band: usize,
    pub bit: u32,
}

impl Bands {
    /// The state with the givens of `cells` (0 = empty, 1..=9) entered,
    /// with every elimination they imply (row, box and column peers of each
    /// given, the other digits of its cell), built in bulk from per-subband
    /// masks of the givens. Fails when a value is above 9 or the givens
    /// conflict (a given's digit is also given at one of its peers).
    #[inline(always)]
    pub(crate) fn with_givens(
        cells: &[u8; 81],
        kernel: impl Kernel,
    ) -> Result<Self, Contradiction> {
        // given[d * 3 + band]: cells of digit d + 1 in the band.
        let Some((given, empty)) = kernel.givens(cells) else {
            return Err(Contradiction);
        };
        // Per subband, the cells its givens rule out: their columns as band
        // cells (for the two other bands), their rows and boxes; and
        // whether two givens share a row or a box. One branch-free loop
        // over all 27, which the compiler vectorises, rather than a loop
        // over each given's peers, which would branch once per given and
        // subband.
        let mut columns = [0u32; 32];
        let mut peers = [0u32; 32];
        let mut twice = 0;
        for ((col, peer), &m) in columns.iter_mut().zip(&mut peers).zip(&given) {
            let c = (m | (m >> 9) | (m >> 18)) & LOW9;
            *col = c | (c << 9) | (c << 18);
            let mut p = 0;
            for unit in UNITS {
                let inside = m & unit;
                p |= if inside != 0 { unit } else { 0 };
                twice |= inside & inside.wrapping_sub(1);
            }
            *peer = p;
        }
        let mut cand = [0u32; 27];
        let mut lost = twice;
        for d in 0..9 {
            let g = [given[d * 3], given[d * 3 + 1], given[d * 3 + 2]];
            let cols = [columns[d * 3], columns[d * 3 + 1], columns[d * 3 + 2]];
            for b in 0..3 {
                let c = ((empty[b] & !peers[d * 3 + b]) | g[b])
                    & !(cols[(b + 1) % 3] | cols[(b + 2) % 3]);
                lost |= g[b] & !c;
                cand[d * 3 + b] = c;
            }
        }
        if lost != 0 {
            return Err(Contradiction);
        }
        Ok(Bands {
            cand,
            seen: [0; 27],
            unsolved: empty,
            pairs: [0; 3],
        })
    }

    /// Places the digit of subband `s` in the single cell `bit` of its band,
    /// clearing the cell's row and box peers. The other digits of the cell
    /// and the column in the other bands are cleared by the next
    /// [`propagate`](Self::propagate), which finds them anyway: clearing
    /// them here as well would add work and save no round.
    #[inline(always)]
    pub(crate) fn place(&mut self, s: usize, bit: u32) {
        self.cand[s] &= KEEP_CELL[bit.trailing_zeros() as usize & 31];
    }

    /// Removes candidate `bit` from subband `s`.
    #[inline(always)]
    pub(crate) fn remove(&mut self, s: usize, bit: u32) {
        self.cand[s] &= !bit;
    }

    /// The digits (bit `d` for digit `d + 1`) still possible in the cell
    /// `bit` of `band`. Scalar on purpose: it runs once per branch, and an
    /// AVX2 form (compares of all 27 subbands and a `pext`) does more work
    /// than these nine tests.
    #[inline(always)]
    pub(crate) fn digits_at(&self, band: usize, bit: u32) -> u32 {
        // `band` is below 3; saying so spares nine bounds checks.
        let band = band.min(2);
        let mut digits = 0;
        for d in 0..9 {
            digits |= u32::from(self.cand[d * 3 + band] & bit != 0) << d;
        }
        digits
    }

    /// True when every cell is solved. Only meaningful after a successful
    /// [`propagate`](Self::propagate), which then guarantees a valid grid.
    #[inline(always)]
    pub(crate) fn is_solved(&self) -> bool {
        self.unsolved[0] | self.unsolved[1] | self.unsolved[2] == 0
    }

    /// Propagates to a fixpoint: locked candidates within bands, column
    /// claims across bands, hidden singles in rows and boxes, naked singles.
    /// Returns whether every cell is solved (as [`is_solved`](Self::is_solved)
    /// would, without testing again).
    #[inline(always)]
    pub(crate) fn propagate(&mut self, kernel: impl Kernel) -> Result<bool, Contradiction> {
        loop {
            self.update_subbands(kernel)?;
            if self.is_solved() {
                return Ok(true);
            }
            if !self.naked_singles(kernel)? {
                return Ok(false);
            }
        }
    }

    /// [`propagate`](Self::propagate) after a decision in subband `first`
    /// (below 27; else as `propagate`): that subband is updated before the
    /// first round, which then need not find it. Below the root, rounds
    /// are thin (a round often updates only one or two subbands, where the
    /// root's rounds update several each), so one round's scan per node is
    /// a saving worth having. Only the decision's own subband is updated
    /// early: for a bivalue branch cell the other digit's subband changes
    /// too, but updating it here as well costs about what it saves, so the
    /// first round finds it.
    #[inline(always)]
    pub(crate) fn propagate_from(
        &mut self,
        first: usize,
        kernel: impl Kernel,
    ) -> Result<bool, Contradiction> {
        if first < 27 {
            self.update_subband(first, kernel)?;
        }
        self.propagate(kernel)
    }

    /// Re-examines every subband that changed since it was last examined,
    /// until none does.
    ///
    /// A round is one comparison of `cand` with `seen` for all 27 subbands
    /// at once, then the changed ones in ascending order. The loop is bound
    /// by latency (stores reloaded, loop exits mispredicted) more than by
    /// instruction count, and the fixpoint is the same whatever the order
    /// of the updates, so the plainest bookkeeping wins: a work list or
    /// exact dirty bits set by each update, re-taking the first changed
    /// subband after every update, or deciding from each update's
    /// neighbours that the last, empty round can be skipped, all cost more
    /// per update than the one wide comparison per round they replace.
    /// For the same reason each update clears placed cells from its band's
    /// other digits itself, while the values are at hand, rather than
    /// leaving it to a separate pass per round, and claims columns from
    /// the filtered mask (see [`update_subband`](Self::update_subband)),
    /// so that one visit does the whole job.
    #[inline(always)]
    fn update_subbands(&mut self, kernel: impl Kernel) -> Result<(), Contradiction> {
        loop {
            // Which subbands changed, as a bit mask, then each of them in
            // order.
            let mut changed = kernel.changed(&self.cand, &self.seen);
            if changed == 0 {
                return Ok(());
            }
            while changed != 0 {
                let s = changed.trailing_zeros() as usize;
                changed &= changed - 1;
                if s >= 27 {
                    break;
                }
                self.update_subband(s, kernel)?;
            }
        }
    }

    /// The heart of the engine: everything one digit's band tells us.
    #[inline(always)]
    fn update_subband(&mut self, s: usize, kernel: impl Kernel) -> Result<(), Contradiction> {
        let (band, n1, n2) = (
            usize::from(BAND_OF[s]),
            usize::from(NEXT[s]),
            usize::from(AFTER_NEXT[s]),
        );
        let old = self.cand[s];
        let triads = kernel.triads(old) as usize;
        let a = old & TRIAD_FILTER[triads];
        if a == 0 {
            return Err(Contradiction);
        }
        // `cand[s]` itself gets `a` at the end (a store here would be
        // overwritten).
        self.seen[s] = a;

        // Columns that still hold the digit in this band; a box confined to
        // one column claims it against the other two bands.
        let cols = ((a | (a >> 9) | (a >> 18)) & LOW9) as usize;
        // (One lookup serves both uses: the complement of the entry, rather
        // than a second table, saves a load.)
        let single = SINGLE_COLUMN_CELLS[cols];
        let other = !single;
        self.cand[n1] &= other;
        self.cand[n2] &= other;

        // A forced triad in a box confined to one column is one cell: the
        // digit is placed there (this covers hidden singles in rows and
        // boxes). Clear the other digits from those cells. Cells where the
        // digit was placed earlier are among them: clearing them again
        // changes nothing, while leaving them out (`& unsolved[band]`)
        // would put a load on the critical path.
        let solved = FORCED_CELLS[triads] & single & a;
        // Clear them from every digit of the band, then give this digit its
        // cells back. No branch on `solved` (a mask of 0 changes nothing):
        // whether a subband update solves a cell is a coin toss for the
        // branch predictor.
        self.unsolved[band] &= !solved;
        let keep = !solved;
        for d in 0..9 {
            self.cand[d * 3 + band] &= keep;
        }
        self.cand[s] = a;
        Ok(())
    }

    /// Finds cells with one candidate and places them; records cells with
    /// two and three candidates for branching. Returns whether any single
    /// was placed; fails on a cell with no candidate. The singles'
    /// subbands are left to the next round of updates: unlike a decision
    /// (see [`propagate_from`](Self::propagate_from)), singles come several
    /// at a time, and one round finds all their subbands as cheaply as
    /// updating each one as it is placed.
    #[inline(always)]
    fn naked_singles(&mut self, kernel: impl Kernel) -> Result<bool, Contradiction> {
        // `black_box` hides that `cand` is what the last `changed` test
        // loaded: left to itself, the compiler rebuilds the scan's 4-lane
        // vectors from those 8-lane registers with a dozen shuffles and
        // spills, where fresh loads are cheaper. It costs nothing at run
        // time.
        let cand = std::hint::black_box(&self.cand);
        let Some((pairs, singles)) = kernel.scan_cells(cand, &self.unsolved) else {
            return Err(Contradiction);
        };
        self.pairs = pairs;
        if singles[0] | singles[1] | singles[2] == 0 {
            return Ok(false);
        }
        for (b, &singles) in singles.iter().enumerate() {
            let mut singles = singles;
            while singles != 0 {
                let bit = singles & singles.wrapping_neg();
                singles ^= bit;
                let mut s = b;
                loop {
                    if s >= 27 {
                        // An earlier single of this scan took its last
                        // candidate (same digit in the same row or box).
                        return Err(Contradiction);
                    }
                    if self.cand[s] & bit != 0 {
                        self.place(s, bit);
                        break;
                    }
                    s += 3;
                }
            }
        }
        Ok(true)
    }

    /// The cell to branch on: a bivalue cell if any (almost always: found
    /// by the last naked-singles scan), the one that sees the most unsolved
    /// cells (its row and box in the band, its column in the other bands),
    /// ties going to the band with more bivalue cells; only bands holding at
    /// least half as many bivalue cells as the richest band are scored.
    /// Else the first cell with the fewest candidates. `None` only when
    /// solved. On a nearly full grid (at most [`FEW_OPEN`] open cells) or
    /// one rich in bivalue cells ([`MANY_BIVALUE_PERCENT`]) the first
    /// bivalue cell of the band with the most is taken unscored.
    ///
    /// A branch on a cell that sees many open cells propagates further, so
    /// the search needs fewer nodes, most of all on hard puzzles; scoring
    /// only the bands rich in bivalue cells keeps the choice cheap.
    ///
    /// The rule stops there because fewer nodes do not mean less work
    /// here: the subband updates a solution needs are about the same
    /// however the search gets there, so a node saved saves only its own
    /// overhead (a round's scan, a naked-singles scan, this choice, a copy:
    /// a few hundred instructions). Finer rules, such as scoring every
    /// (bivalue cell, digit) pair by the naked singles the digit would
    /// make, or ordering the cell's two digits that way, save nodes but
    /// cost more per node than the nodes they save; even a perfect choice
    /// of pair would save little. The digits are tried in ascending order.
    #[inline(always)]
    pub(crate) fn branch_cell(&self) -> Option<Branch> {
        // Fresh from the scan that ended propagation, so all unsolved (a
        // solved cell has one candidate).
        let pairs = self.pairs;
        debug_assert!((0..3).all(|b| pairs[b] & !self.unsolved[b] == 0));
        let counts = pairs.map(u32::count_ones);
        let most = counts[0].max(counts[1]).max(counts[2]);
        // On a nearly full grid any bivalue cell does about as well, and
        // scoring is most of the cost of a node there.
        let open: u32 = self.unsolved.iter().map(|u| u.count_ones()).sum();
        let bivalue = counts[0] + counts[1] + counts[2];
        if (open <= FEW_OPEN || bivalue * 100 >= open * MANY_BIVALUE_PERCENT) && most > 0 {
            let band = if counts[0] == most {
                0
            } else if counts[1] == most {
                1
            } else {
                2
            };
            let m = pairs[band];
            return Some(Branch {
                band,
                bit: m & m.wrapping_neg(),
            });
        }
        let (mut best_key, mut best_band, mut best_bit) = (0u32, 0usize, 0u32);
        for band in 0..3 {
            let tie = counts[band];
            if 2 * tie < most {
                continue;
            }
            let u = self.unsolved[band];
            let (u1, u2) = (self.unsolved[(band + 1) % 3], self.unsolved[(band + 2) % 3]);
            let mut m = pairs[band];
            while m != 0 {
                let bit = m & m.wrapping_neg();
                m ^= bit;
                let i = bit.trailing_zeros() as usize & 31;
                let col = COLUMN[i];
                let seen =
                    (u & ROW_BOX[i]).count_ones() + ((u1 & col) | ((u2 & col) << 1)).count_ones();
                let key = (seen << 5) | tie;
                if key > best_key {
                    (best_key, best_band, best_bit) = (key, band, bit);
                }
            }
        }
        if best_key != 0 {
            return Some(Branch {
                band: best_band,
                bit: best_bit,
            });
        }
        let mut best: Option<(u32, Branch)> = None;
        for (band, &unsolved) in self.unsolved.iter().enumerate() {
            let mut m = unsolved;
            while m != 0 {
                let bit = m & m.wrapping_neg();
                m ^= bit;
                let n = (0..9)
                    .filter(|d| self.cand[d * 3 + band] & bit != 0)
                    .count() as u32;
                if best.is_none_or(|(b, _)| n < b) {
                    best = Some((n, Branch { band, bit }));
                    if n <= 3 {
                        return best.map(|(_, b)| b);
                    }
                }
            }
        }
        best.map(|(_, b)| b)
    }

    /// The grid, digits 1..=9 in reading order (0 where unsolved).
    ///
    /// Built a band at a time from four bit planes of the digits (plane
    /// `k` holds the cells whose digit has bit `k` set), spread to bytes by
    /// [`Kernel::spread_planes`]: a few dozen wide operations instead of
    /// placing the 81 digits one by one.
    #[inline(always)]
    pub(crate) fn cells(&self, kernel: impl Kernel) -> [u8; 81] {
        let mut out = [0u8; 81];
        for (band, chunk) in out.chunks_exact_mut(27).enumerate() {
            let solved = !self.unsolved[band];
            let mut planes = [0u32; 4];
            for d in 0..9 {
                let m = self.cand[d * 3 + band] & solved;
                for (k, plane) in planes.iter_mut().enumerate() {
                    if (d + 1) >> k & 1 != 0 {
                        *plane |= m;
                    }
                }
            }
            chunk.copy_from_slice(&kernel.spread_planes(&planes)[..27]);
        }
        out
    }
}

/// The rows and boxes of a band, as band cells.
const UNITS: [u32; 6] = [
    LOW9,
    LOW9 << 9,
    LOW9 << 18,
    0o007_007_007,
    0o070_070_070,
    0o700_700_700,
];

/// At most this many open cells, [`Bands::branch_cell`] skips the scoring
/// and takes the first bivalue cell of the band with the most.
///
/// Near the end of a search any bivalue cell does about as well, and the
/// scoring is most of a node's cost. The threshold sits where skipping
/// still saves work on every benchmark set: much higher, the sparse
/// 17-clue puzzles start to need more nodes than the skipped scoring
/// saves; much lower, little is skipped.
const FEW_OPEN: u32 = 30;

/// When at least this share (in percent) of the open cells is bivalue,
/// [`Bands::branch_cell`] also skips the scoring: the grid is loose
/// enough that any bivalue cell does about as well.
///
/// This catches the loose grids that [`FEW_OPEN`] misses without raising
/// it, which would cost the 17-clue puzzles nodes. The share balances the
/// scoring saved on loose grids against the nodes a blind choice adds on
/// tight ones: lower, the 17-clue puzzles need noticeably more nodes;
/// higher, less scoring is skipped.
const MANY_BIVALUE_PERCENT: u32 = 35;

/// `ROW_BOX[i]`: the cells of band cell `i`'s row and box (in the band).
/// Indexed with 5 bits (no bounds check); the entries past 26 are unused.
const ROW_BOX: [u32; 32] = {
    let mut t = [0; 32];
    let mut i = 0;
    while i < 27 {
        t[i] = (LOW9 << (9 * (i / 9))) | (0o007_007_007 << (3 * ((i % 9) / 3)));
        i += 1;
    }
    t
};

/// `COLUMN[i]`: the cells of band cell `i`'s column (in any band).
/// Indexed with 5 bits, like [`ROW_BOX`].
const COLUMN: [u32; 32] = {
    let mut t = [0; 32];
    let mut i = 0;
    while i < 27 {
        t[i] = 0o001_001_001 << (i % 9);
        i += 1;
    }
    t
};

/// `BAND_OF[s]`, `NEXT[s]`, `AFTER_NEXT[s]`: subband `s`'s band and the
/// same digit's subbands in the two other bands. Three byte tables indexed
/// with `s` itself: each lookup is one load. (One table of `(usize,
/// usize)` pairs would need a shift and a copy of the index first; with
/// one `[[u8; 27]; 3]` table the compiler loses track of the entries being
/// below 27 and keeps the bounds checks on every use.)
const BAND_OF: [u8; 27] = subband_table(0);
/// See [`BAND_OF`].
const NEXT: [u8; 27] = subband_table(1);
/// See [`BAND_OF`].
const AFTER_NEXT: [u8; 27] = subband_table(2);

/// `[s]`: for `k` 0, subband `s`'s band; for `k` 1 and 2, the same digit's
/// subband `k` bands further on (cyclically).
const fn subband_table(k: usize) -> [u8; 27] {
    let mut t = [0; 27];
    let mut s = 0;
    while s < 27 {
        let band = s % 3;
        t[s] = if k == 0 {
            band as u8
        } else {
            (s - band + (band + k) % 3) as u8
        };
        s += 1;
    }
    t
}
