//! Isomorphism classes of puzzles: an invariant key and an exact test.
//!
//! Two puzzles are isomorphic when one is the image of the other under a
//! [`Transform`](super::Transform) (digits relabelled, rows permuted inside
//! bands, bands permuted, the same for columns and stacks, optionally
//! transposed). The pool keeps one seed per class: [`invariant_key`] sorts
//! candidates into buckets cheaply (isomorphic puzzles always share a key),
//! and [`isomorphic`] decides exactly for the few that share one.

/// Band-keeping permutations of 9 lines: bands permuted, then the lines
/// inside each band (6⁴ = 1,296 of them).
fn line_perms() -> Vec<[u8; 9]> {
    const P3: [[u8; 3]; 6] = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ];
    let mut out = Vec::with_capacity(1296);
    for bands in P3 {
        for a in P3 {
            for b in P3 {
                for c in P3 {
                    let inner = [a, b, c];
                    out.push(std::array::from_fn(|i| {
                        bands[i / 3] * 3 + inner[i / 3][i % 3]
                    }));
                }
            }
        }
    }
    out
}

/// A key that isomorphic puzzles share: a hash of the sorted multiset of
/// each given's features (givens in its row, column, box, band and stack,
/// and how often its digit is given), with row/band and column/stack
/// features paired so that transposition cannot change the key. Different
/// keys prove two puzzles not isomorphic; equal keys prove nothing.
pub fn invariant_key(cells: &[u8; 81]) -> u64 {
    let mut row = [0u8; 9];
    let mut col = [0u8; 9];
    let mut bx = [0u8; 9];
    let mut digit = [0u8; 10];
    for (i, &d) in cells.iter().enumerate() {
        if d != 0 {
            row[i / 9] += 1;
            col[i % 9] += 1;
            bx[i / 27 * 3 + i % 9 / 3] += 1;
            digit[usize::from(d)] += 1;
        }
    }
    let band = |r: usize| row[r / 3 * 3] + row[r / 3 * 3 + 1] + row[r / 3 * 3 + 2];
    let stack = |c: usize| col[c / 3 * 3] + col[c / 3 * 3 + 1] + col[c / 3 * 3 + 2];
    let mut feats: Vec<u64> = (0..81)
        .filter(|&i| cells[i] != 0)
        .map(|i| {
            let (r, c) = (i / 9, i % 9);
            let a = u64::from(row[r]) << 8 | u64::from(band(r));
            let b = u64::from(col[c]) << 8 | u64::from(stack(c));
            let (lo, hi) = if a <= b { (a, b) } else { (b, a) };
            hi << 40
                | lo << 24
                | u64::from(bx[i / 27 * 3 + c / 3]) << 8
                | u64::from(digit[usize::from(cells[i])])
        })
        .collect();
    feats.sort_unstable();
    // FNV-1a over the sorted features: any fixed hash will do.
    feats.iter().fold(0xcbf2_9ce4_8422_2325, |h, &f| {
        (h ^ f).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// True when `b` is the image of `a` under some isomorphism. Exhaustive
/// over the 2·1,296² line permutations (those whose row and column clue
/// counts disagree are skipped), each checked with a consistent digit
/// relabelling.
pub fn isomorphic(a: &[u8; 81], b: &[u8; 81]) -> bool {
    let count = |cells: &[u8; 81], line: &dyn Fn(usize) -> usize| {
        let mut n = [0u8; 9];
        for i in (0..81).filter(|&i| cells[i] != 0) {
            n[line(i)] += 1;
        }
        n
    };
    if a.iter().filter(|&&d| d != 0).count() != b.iter().filter(|&&d| d != 0).count() {
        return false;
    }
    let perms = line_perms();
    let (b_rows, b_cols) = (count(b, &|i| i / 9), count(b, &|i| i % 9));
    for transpose in [false, true] {
        // `a` seen transposed or not: cell (r, c) of the view.
        let at = |r: usize, c: usize| {
            if transpose {
                a[c * 9 + r]
            } else {
                a[r * 9 + c]
            }
        };
        let view: [u8; 81] = std::array::from_fn(|i| at(i / 9, i % 9));
        let (v_rows, v_cols) = (count(&view, &|i| i / 9), count(&view, &|i| i % 9));
        let rows: Vec<&[u8; 9]> = perms
            .iter()
            .filter(|p| (0..9).all(|r| v_rows[usize::from(p[r])] == b_rows[r]))
            .collect();
        let cols: Vec<&[u8; 9]> = perms
            .iter()
            .filter(|p| (0..9).all(|c| v_cols[usize::from(p[c])] == b_cols[c]))
            .collect();
        for rp in &rows {
            'cols: for cp in &cols {
                let mut fwd = [0u8; 10];
                let mut back = [0u8; 10];
                for r in 0..9 {
                    for c in 0..9 {
                        let x = view[usize::from(rp[r]) * 9 + usize::from(cp[c])];
                        let y = b[r * 9 + c];
                        if (x == 0) != (y == 0) {
                            continue 'cols;
                        }
                        if x != 0 {
                            let (x, y) = (usize::from(x), usize::from(y));
                            if fwd[x] == 0 && back[y] == 0 {
                                fwd[x] = y as u8;
                                back[y] = x as u8;
                            } else if usize::from(fwd[x]) != y {
                                continue 'cols;
                            }
                        }
                    }
                }
                return true;
            }
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::{SplitMix64, Symmetry, Transform};

    const P: &str =
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

    fn cells(s: &str) -> [u8; 81] {
        std::array::from_fn(|i| {
            s.as_bytes()[i]
                .checked_sub(b'0')
                .filter(|&d| d <= 9)
                .unwrap_or(0)
        })
    }

    #[test]
    fn images_share_the_key_and_are_found_isomorphic() {
        let a = cells(P);
        let mut rng = SplitMix64::new(5);
        for _ in 0..20 {
            let b = Transform::random(&mut rng, Symmetry::None).apply(&a);
            assert_eq!(invariant_key(&a), invariant_key(&b));
            assert!(isomorphic(&a, &b) && isomorphic(&b, &a));
        }
    }

    #[test]
    fn a_changed_puzzle_is_not_isomorphic() {
        let a = cells(P);
        // Two givens' digits swapped: the same pattern, another class.
        let mut b = a;
        b.swap(0, 8);
        assert!(!isomorphic(&a, &b));
        // A given moved: the key changes.
        let mut c = a;
        c[1] = c[0];
        c[0] = 0;
        assert!(!isomorphic(&a, &c));
    }
}
