//! Lookup tables for the band engine, all computed at compile time.
//!
//! Vocabulary (see `bands.rs`): a *band* is three rows of the grid; within
//! a band, cell `i` (0..27) is row `i / 9`, column `i % 9`. A *triad* (or
//! mini-row) is the three cells of one row inside one box; a band has nine,
//! numbered `row * 3 + box` and collected in 9-bit "triad masks". Column
//! masks are 9-bit, one bit per column.

/// All 27 cells of a band.
pub(super) const ALL: u32 = (1 << 27) - 1;
/// The nine cells of a band's first row (or nine triads, or nine columns).
pub(super) const LOW9: u32 = 0x1ff;

/// Cells of triad `t` (row `t / 3`, box `t % 3`).
const fn triad_cells(t: u32) -> u32 {
    7 << ((t / 3) * 9 + (t % 3) * 3)
}

/// `SHRINK[row bits]`: which of a row's three triads hold a bit (3 bits).
pub(super) static SHRINK: [u32; 512] = {
    let mut t = [0u32; 512];
    let mut i = 0;
    while i < 512 {
        let mut s = 0;
        let mut k = 0;
        while k < 3 {
            if (i >> (3 * k)) & 7 != 0 {
                s |= 1 << k;
            }
            k += 1;
        }
        t[i] = s;
        i += 1;
    }
    t
};

/// The six permutations of three boxes: row r uses box `PERMS[p][r]`.
const PERMS: [[u32; 3]; 6] = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
];

/// For a triad mask, `(union, intersection)` of the triad sets of every
/// permutation it allows. A digit occupies exactly one triad per row and
/// per box of a band, so its triads form a permutation (row → box); a
/// permutation is allowed when its three triads are all still possible.
const fn permutation_triads(present: u32) -> (u32, u32) {
    let mut union = 0;
    let mut inter = LOW9;
    let mut any = false;
    let mut p = 0;
    while p < 6 {
        let set = (1 << PERMS[p][0]) | (1 << (3 + PERMS[p][1])) | (1 << (6 + PERMS[p][2]));
        if present & set == set {
            union |= set;
            inter &= set;
            any = true;
        }
        p += 1;
    }
    if any {
        (union, inter)
    } else {
        (0, 0)
    }
}

/// `TRIAD_FILTER[triads]`: the band cells a digit may still occupy given the
/// triads that hold candidates: only triads in an allowed permutation
/// survive. This single lookup performs every pointing and claiming
/// (locked candidates) deduction inside the band, and maps a pattern with
/// no allowed permutation (a row or box without the digit) to 0.
pub(super) static TRIAD_FILTER: [u32; 512] = {
    let mut t = [0u32; 512];
    let mut i = 0;
    while i < 512 {
        let (union, _) = permutation_triads(i as u32);
        let mut cells = 0;
        let mut k = 0;
        while k < 9 {
            if union & (1 << k) != 0 {
                cells |= triad_cells(k);
            }
            k += 1;
        }
        t[i] = cells;
        i += 1;
    }
    t
};

/// `FORCED_TRIADS[triads]`: triads that belong to every allowed permutation,
/// i.e. the digit certainly lies in them. (The engine uses their cells,
/// [`FORCED_CELLS`]; this form is kept for the tests.)
#[cfg(test)]
pub(super) static FORCED_TRIADS: [u32; 512] = {
    let mut t = [0u32; 512];
    let mut i = 0;
    while i < 512 {
        t[i] = permutation_triads(i as u32).1;
        i += 1;
    }
    t
};

/// `FORCED_CELLS[triads]`: the cells of the triads that belong to every
/// allowed permutation, i.e. where the digit certainly lies.
pub(super) static FORCED_CELLS: [u32; 512] = {
    let mut t = [0u32; 512];
    let mut i = 0;
    while i < 512 {
        let forced = permutation_triads(i as u32).1;
        let mut cells = 0;
        let mut k = 0;
        while k < 9 {
            if forced & (1 << k) != 0 {
                cells |= triad_cells(k);
            }
            k += 1;
        }
        t[i] = cells;
        i += 1;
    }
    t
};

/// `SINGLE_COLUMN_CELLS[columns]`: for the boxes of a band whose candidate
/// columns number exactly one, all band cells of that column (27-bit).
/// Combined with a forced triad this pins the digit to one cell; its
/// complement is the mask to apply to the same digit in the two other
/// bands (a box whose candidates lie in a single column claims that column;
/// a placed digit is the special case of a one-cell box).
pub(super) static SINGLE_COLUMN_CELLS: [u32; 512] = {
    let mut t = [0u32; 512];
    let mut i = 0;
    while i < 512 {
        let mut cells = 0;
        let mut b = 0;
        while b < 3 {
            let cols = (i >> (3 * b)) & 7;
            if cols == 1 || cols == 2 || cols == 4 {
                let c = 3 * b + (cols as u32).trailing_zeros();
                cells |= 0o001_001_001 << c;
            }
            b += 1;
        }
        t[i] = cells;
        i += 1;
    }
    t
};

/// `KEEP_CELL[i]`: the mask that, applied to a digit's band, places it in
/// cell `i`: clears the cell's row and box peers in the band, keeps the
/// cell. Indexed with 5 bits so that `tz & 31` needs no bounds check; the
/// entries past 26 are never used.
pub(super) static KEEP_CELL: [u32; 32] = {
    let mut t = [ALL; 32];
    let mut i = 0;
    while i < 27 {
        let row = i / 9;
        let bx = (i % 9) / 3;
        let mut peers = LOW9 << (9 * row);
        let mut r = 0;
        while r < 3 {
            peers |= 7 << (9 * r + 3 * bx);
            r += 1;
        }
        t[i as usize] = (ALL & !peers) | (1 << i);
        i += 1;
    }
    t
};

/// `SPREAD[x]`: byte `i` is bit `i` of `x` (0 or 1).
pub(super) static SPREAD: [u64; 256] = {
    let mut t = [0u64; 256];
    let mut x = 0;
    while x < 256 {
        let mut i = 0;
        while i < 8 {
            t[x] |= ((x as u64 >> i) & 1) << (8 * i);
            i += 1;
        }
        x += 1;
    }
    t
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shrink_marks_nonempty_triads() {
        assert_eq!(SHRINK[0], 0);
        assert_eq!(SHRINK[0b000_000_001], 0b001);
        assert_eq!(SHRINK[0b100_010_000], 0b110);
        assert_eq!(SHRINK[0x1ff], 0b111);
    }

    #[test]
    fn triad_filter_needs_a_permutation() {
        // Only the diagonal triads: exactly one permutation.
        let diag = 0b100_010_001;
        assert_eq!(
            TRIAD_FILTER[diag],
            triad_cells(0) | triad_cells(4) | triad_cells(8)
        );
        assert_eq!(FORCED_TRIADS[diag] as usize, diag);
        // Row 0 missing entirely: nothing allowed.
        assert_eq!(TRIAD_FILTER[0b111_111_000], 0);
        // Everything open: everything allowed, nothing forced.
        assert_eq!(TRIAD_FILTER[0x1ff], ALL);
        assert_eq!(FORCED_TRIADS[0x1ff], 0);
        // Row 0 locked in box 0 (claiming): box 0 is removed from rows 1, 2.
        let pattern = 0b111_111_001;
        let allowed = TRIAD_FILTER[pattern];
        assert_eq!(allowed & triad_cells(3), 0);
        assert_eq!(allowed & triad_cells(6), 0);
        assert_ne!(allowed & triad_cells(4), 0);
    }

    #[test]
    fn keep_cell_clears_row_and_box_peers() {
        let m = KEEP_CELL[10]; // row 1, column 1, box 0
        assert_ne!(m & (1 << 10), 0);
        assert_eq!(m & (1 << 9), 0); // same row
        assert_eq!(m & (1 << 17), 0); // same row, other box
        assert_eq!(m & (1 << 0), 0); // same box
        assert_eq!(m & (1 << 20), 0); // same box, row 2
        assert_ne!(m & (1 << 3), 0); // other row, other box
        assert_eq!(m & (1 << 19), 0); // same column, row 2: still box 0
        assert_ne!(m & (1 << 21), 0); // row 2, box 1
    }
}
