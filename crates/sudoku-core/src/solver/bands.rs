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
    pub fn with_givens(cells: &[u8; 81], kernel: impl Kernel) -> Result<Self, Contradiction> {
        // given[d * 3 + band]: cells of digit d + 1 in the band.
        let Some((given, empty)) = kernel.givens(cells) else {
            return Err(Contradiction);
        };
        // Per subband, the cells its givens rule out: their columns as band
        // cells (for the two other bands), their rows and boxes; and
        // whether two givens share a row or a box. One branch-free loop
        // over all 27, which the compiler vectorises. (A loop over each
        // given's peers instead branched once per given and subband.)
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
    /// [`propagate`](Self::propagate). (Clearing the cell's other digits
    /// here for a guess, so that their subbands join the first round of
    /// propagation, cost 0.5% to 2% more instructions and no time.)
    #[inline(always)]
    pub fn place(&mut self, s: usize, bit: u32) {
        self.cand[s] &= KEEP_CELL[bit.trailing_zeros() as usize & 31];
    }

    /// Removes candidate `bit` from subband `s`.
    #[inline(always)]
    pub fn remove(&mut self, s: usize, bit: u32) {
        self.cand[s] &= !bit;
    }

    /// The digits (bit `d` for digit `d + 1`) still possible in the cell
    /// `bit` of `band`. (An AVX2 form, four compares of all 27 subbands and
    /// a `pext`, cost 0.2% to 0.5% more instructions in all.)
    #[inline(always)]
    pub fn digits_at(&self, band: usize, bit: u32) -> u32 {
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
    pub fn is_solved(&self) -> bool {
        self.unsolved[0] | self.unsolved[1] | self.unsolved[2] == 0
    }

    /// Propagates to a fixpoint: locked candidates within bands, column
    /// claims across bands, hidden singles in rows and boxes, naked singles.
    /// Returns whether every cell is solved (as [`is_solved`](Self::is_solved)
    /// would, without testing again).
    #[inline(always)]
    pub fn propagate(&mut self, kernel: impl Kernel) -> Result<bool, Contradiction> {
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
    /// are thin (serg_benchmark, first solution: 57 updates in 37 rounds
    /// per puzzle, against 33 in 5 at the root), so one round's scan per
    /// node is worth saving. Measured against plain [`propagate`](Self::propagate)
    /// (callgrind instructions per puzzle, four sets, first / count to 2;
    /// nodes unchanged): -0.2% to -1.3%; user time, two runs of 7 and 9
    /// interleaved passes, medians: serg -5% / -5% and -2% / -1%,
    /// magictour -4% / -9% and -4% / -6%, unbiased 0% / -4% and 0% /
    /// -4%, 17-clue 0% / +2% and -2% / -4% (some within the spread). Also updating, for a
    /// bivalue branch cell, the other digit's subband (which the decision
    /// always changes) before the first round: +0.2% to +0.6%
    /// instructions, and no difference by the clock beyond the spread
    /// (serg, 9-11 interleaved passes: first 1.01 / 1.01 s and 1.03 /
    /// 0.99 s, count to 2 1.09 / 0.99 s and 1.07 / 1.07 s).
    #[inline(always)]
    pub fn propagate_from(
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
    /// Measured and dropped (callgrind instructions per puzzle over the four
    /// benchmark sets; nodes unchanged in each, the fixpoint being the
    /// same): clearing placed cells from the band's other digits once per
    /// round with AVX2 instead of in each update, +8% to +19%; claiming
    /// columns from the mask before the triad filter (one lookup less on
    /// the dependency chain, the subband revisited when the filter removed
    /// cells), +8% to +20% for at most 3% less time; visiting the changed
    /// subbands in descending order, +2% to +11%; storing band `b`'s digits
    /// rotated by `b` so that consecutive updates touch other digits and
    /// bands, +1% to +2% and no faster; a work list fed by each update
    /// (neighbours exactly, the band's digits whenever a cell was placed),
    /// three times the instructions; ending without the last, empty round
    /// when no update of a round changed another subband (told by each
    /// update from its neighbours' old masks and newly placed cells),
    /// +17% to +27% and no faster. Also by the clock (user time, 20
    /// passes, interleaved medians against this loop, serg first): the
    /// first changed subband taken afresh after every update (one loop,
    /// one exit), +17% instructions and +48% time; exact dirty bits set by
    /// each update instead of the changed test, in the same rounds, 2.4x
    /// the instructions for +25% time; the same with the marking and the
    /// band's clear only on the rare paths (a claim that removes cells, a
    /// newly solved cell), +39% instructions, serg first as fast, every
    /// other set and mode 15-40% slower. All keep the nodes; the second's
    /// instructions per cycle roughly doubled, which says the loop here is
    /// bound by latency (stores reloaded, loop exits mispredicted) more
    /// than by instructions.
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
        // (One lookup serves both uses: the table's complement, rather
        // than a second table, saved 2% of all instructions.)
        let single = SINGLE_COLUMN_CELLS[cols];
        let other = !single;
        self.cand[n1] &= other;
        self.cand[n2] &= other;

        // A forced triad in a box confined to one column is one cell: the
        // digit is placed there (this covers hidden singles in rows and
        // boxes). Clear the other digits from those cells. Cells where the
        // digit was placed earlier are among them: clearing them again
        // changes nothing, and leaving them out (`& unsolved[band]`) cost
        // 4-6% more instructions, with a load on the critical path.
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
    /// was placed; fails on a cell with no candidate. (Updating each
    /// single's subband as soon as it is placed, so that the next round
    /// need not find it, as [`propagate_from`](Self::propagate_from) does
    /// for a decision: 0.1% fewer instructions on unbiased and 17-clue,
    /// 0.5-0.6% more on serg and magictour; level by the clock, serg first
    /// 1.00 / 0.98 s in 13 interleaved passes.)
    #[inline(always)]
    fn naked_singles(&mut self, kernel: impl Kernel) -> Result<bool, Contradiction> {
        // `black_box` hides that `cand` is what the last `changed` test
        // loaded: left to itself, the compiler rebuilt the scan's 4-lane
        // vectors from those 8-lane registers with a dozen shuffles and
        // spills, where fresh loads are cheaper (callgrind: 0.5% to 1.2% of
        // all instructions). It costs nothing at run time.
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
    /// Measured (nodes, count to 2; callgrind instructions in brackets)
    /// against the previous rule, the first bivalue cell of the band with
    /// the most bivalue cells: magictour_top1465 -29% (-18%), 17-clue
    /// subset -31% (-8%), unbiased -4% (+2%), serg subset -2% (+13%: its
    /// branches gain nothing from the choice and pay for the scoring).
    /// That band rule had itself beaten the first bivalue cell in reading
    /// order by 7-32%. A branch on a cell that sees many open cells
    /// propagates further.
    ///
    /// Fewer nodes do not mean less work here: the subband updates a
    /// solution needs are about the same however the search gets there
    /// (serg_benchmark, first solution: 90 per puzzle with either rule
    /// below), so a node saved saves only its own overhead (a round's
    /// scan, a naked-singles scan, this choice, a copy: roughly 200-250
    /// instructions, from the figures below). Measured and dropped (2026-11-30, nodes and
    /// callgrind instructions per puzzle, four sets, first / count to 2):
    /// - scoring every (bivalue cell, digit) pair of the scored bands,
    ///   four points per bivalue peer that holds the digit (a naked single
    ///   once it is placed) plus one per unsolved peer, trying that digit
    ///   first, at every node: nodes -16% / -12% on serg, -15% / -17%
    ///   magictour, -12% / -14% 17-clue, -2% / -12% unbiased, but
    ///   instructions +57% / +60% on serg (about 22 pairs scored per
    ///   branch), +6% to +23% elsewhere, and serg first 40% slower by the
    ///   clock. Scored by bivalue peers alone the pairs give serg -15%
    ///   nodes, unbiased and magictour +1% to -8%; preferring pairs whose
    ///   other digit forces little (serg -18%) costs those two 25-49% more
    ///   nodes. A greedy oracle (the pair whose propagated child has
    ///   the fewest open cells, at the cost of propagating every pair)
    ///   gets serg's first solution in 4.5 nodes instead of 7.0: even free,
    ///   that would save about 7% of its instructions.
    /// - the same rule's digit order alone (of the chosen cell's two
    ///   digits, the one more bivalue peers hold first): nodes serg -8% /
    ///   -6%, 17-clue -1.5% / 0%, unbiased +4% / 0%, magictour +1% / 0%;
    ///   instructions +0.5% to +4% everywhere, serg first included; user time (7 interleaved
    ///   passes, medians) 0-4% slower on every set and mode. Trying the
    ///   digit that forces less first instead doubled serg's guesses.
    #[inline(always)]
    pub fn branch_cell(&self) -> Option<Branch> {
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
    /// [`Kernel::spread_planes`]. Measured (callgrind): about 780 fewer
    /// instructions per solution than placing the 81 digits one by one
    /// with table lookups for the spreading, and about 150 fewer again with
    /// the AVX2 form of the spreading.
    #[inline(always)]
    pub fn cells(&self, kernel: impl Kernel) -> [u8; 81] {
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
/// Measured (callgrind instructions per puzzle, count to 2; nodes in
/// brackets) against scoring at every node: serg_benchmark -5.5% (+0.8%),
/// unbiased -1.3% (-0.6%), 17-clue -0.5% (+1.5%), magictour -0.5%
/// (+0.5%). With 40: serg -10%, but 17-clue nodes +10% and no
/// instructions saved there; with 20: serg -3%.
const FEW_OPEN: u32 = 30;

/// When at least this share (in percent) of the open cells is bivalue,
/// [`Bands::branch_cell`] also skips the scoring: the grid is loose
/// enough that any bivalue cell does about as well.
///
/// Measured (callgrind instructions per puzzle, first / count to 2; nodes
/// of count to 2 in brackets) against [`FEW_OPEN`] alone: serg_benchmark
/// -7.0% / -6.7% (+0.3%), unbiased -3.9% / -2.6% (+1.8%), magictour
/// -1.9% / -1.8% (+3.8%), 17-clue 0.0% / +0.3% (+3.7%). With 40%: serg
/// -5%, 17-clue nodes +2%; with 30%: serg -10%, 17-clue +0.9% (nodes
/// +7%). Raising [`FEW_OPEN`] instead to 40 gave serg -7.7% for 17-clue
/// +1.0% (nodes +8%).
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
/// with `s` itself: each lookup is one load. (As one table of `(usize,
/// usize)` pairs, the index needed a shift and a copy first. As one
/// `[[u8; 27]; 3]` table, to free two registers, the compiler no longer saw
/// that the entries are below 27: bounds checks, +9% instructions.)
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
