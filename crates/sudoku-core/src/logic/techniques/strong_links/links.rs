//! The strong links on one digit in one house, as SukakuExplainer's
//! `StrongLinks` finds them: a house with exactly two candidates (a box
//! whose two candidates share a line counts only as that line), or a
//! grouped link when the house holds 3-6 candidates split into two groups.
//!
//! * In a line, the candidates must lie in exactly two of its three box
//!   segments; each segment is one end.
//! * In a box, the candidates must fit the cross of some "heart" cell (the
//!   first one, in box order, whose rectangle of the four cells off its row
//!   and column holds none): one end is the candidates in the heart's row,
//!   the other those in its column. The heart joins an end as SE puts it
//!   there (with the other end when an arm holds one cell; with both arms
//!   when each holds two and the heart is a candidate), so every end stays
//!   inside one line and the link is sound.

use crate::logic::houses::{cells_of, CELL_HOUSES, HOUSE_BITS, HOUSE_CELLS};
use crate::logic::Candidates;

/// One end of a link: one to three cells (more than one when grouped),
/// `main` first as SE names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct End {
    /// The cell SE shows for the end.
    pub main: usize,
    /// Every cell of the end, `main` included.
    pub cells: u128,
    /// The houses holding every cell of the end (bit `h` = house `h`), so
    /// [`shared_house`] is one AND.
    pub houses: u32,
}

impl End {
    fn single(cell: usize) -> End {
        End::new(cell, 1u128 << cell)
    }

    fn group(cells: u128) -> End {
        End::new(cells.trailing_zeros() as usize, cells)
    }

    fn new(main: usize, cells: u128) -> End {
        let houses = CELL_HOUSES[main]
            .iter()
            .filter(|&&h| cells & !HOUSE_BITS[usize::from(h)] == 0)
            .fold(0u32, |m, &h| m | 1 << h);
        End {
            main,
            cells,
            houses,
        }
    }
}

/// A (possibly grouped) strong link on a digit.
#[derive(Debug, Clone, Copy)]
pub(super) struct StrongLink {
    /// House index (0..27).
    pub house: usize,
    /// SE's link type: 0 box, 1 row, 2 column.
    pub kind: u8,
    /// The two ends; one of them holds the digit.
    pub ends: [End; 2],
    /// Whether the link joins groups of cells (SE's "empty region" links).
    pub grouped: bool,
    /// Every candidate cell of the digit in the house.
    pub all: u128,
}

/// Cells of a house given by positions (bit `k` = `k`-th cell of the house).
fn house_cells(house: usize, positions: u16) -> u128 {
    let mut m = 0u128;
    for (k, &c) in HOUSE_CELLS[house].iter().enumerate() {
        if positions & (1 << k) != 0 {
            m |= 1u128 << c;
        }
    }
    m
}

/// The links of digit `d` in `house`, in SE's order, appended to `out`.
pub(super) fn links_in(c: &Candidates, house: usize, d: u8, out: &mut Vec<StrongLink>) {
    let p = c.positions(house, d);
    let n = p.count_ones();
    if !(2..=6).contains(&n) {
        return;
    }
    let kind = match house {
        0..=8 => 0,
        9..=17 => 1,
        _ => 2,
    };
    let all = house_cells(house, p);
    let mut push = |ends: [End; 2], grouped: bool| {
        out.push(StrongLink {
            house,
            kind,
            ends,
            grouped,
            all,
        })
    };
    if n == 2 {
        let mut it = cells_of(all);
        let (Some(a), Some(b)) = (it.next(), it.next()) else {
            return;
        };
        if kind == 0 && (a / 9 == b / 9 || a % 9 == b % 9) {
            return; // a box link inside a line is that line's link
        }
        push([End::single(a), End::single(b)], false);
        return;
    }
    if kind == 0 {
        // Box positions: row k / 3, column k % 3 inside the box.
        let Some(heart) = (0..9).find(|&h| {
            let rect = (0..9)
                .filter(|&k| k / 3 != h / 3 && k % 3 != h % 3)
                .fold(0u16, |m, k| m | 1 << k);
            p & rect == 0
        }) else {
            return;
        };
        let row = (0..9)
            .filter(|&k| k / 3 == heart / 3 && k != heart)
            .fold(0u16, |m, k| m | 1 << k);
        let col = (0..9)
            .filter(|&k| k % 3 == heart % 3 && k != heart)
            .fold(0u16, |m, k| m | 1 << k);
        let (b1, b2) = (house_cells(house, p & row), house_cells(house, p & col));
        if b1 == 0 || b2 == 0 {
            return;
        }
        let h = 1u128 << HOUSE_CELLS[house][heart];
        let heart_holds = p & (1 << heart) != 0;
        let (s1, s2) = (b1.count_ones() == 1, b2.count_ones() == 1);
        if s1 {
            push(
                [
                    End::single(b1.trailing_zeros() as usize),
                    End::group(b2 | h),
                ],
                true,
            );
        }
        if s2 {
            push(
                [
                    End::single(b2.trailing_zeros() as usize),
                    End::group(b1 | h),
                ],
                true,
            );
        }
        if !s1 && !s2 {
            let extra = if heart_holds { h } else { 0 };
            push([End::group(b1 | extra), End::group(b2 | extra)], true);
        }
        return;
    }
    // A line: its three box segments.
    let seg = |s: usize| house_cells(house, p & (0b111 << (3 * s)));
    let Some(empty) = (0..3).find(|&s| seg(s) == 0) else {
        return;
    };
    let (s1, s2) = match empty {
        0 => (1, 2),
        1 => (0, 2),
        _ => (0, 1),
    };
    let (b1, b2) = (seg(s1), seg(s2));
    if b1 == 0 || b2 == 0 {
        return;
    }
    if b2.count_ones() == 1 && b1.count_ones() > 1 {
        push([End::group(b2), End::group(b1)], true);
    } else {
        push([End::group(b1), End::group(b2)], true);
    }
}

/// The house both ends lie in, column first, then row, then box (SE's
/// `shareRegionOf`): every cell of both ends must be in it.
pub(super) fn shared_house(a: &End, b: &End) -> Option<usize> {
    // A house holds both ends when it holds each; houses number boxes,
    // then rows, then columns, and an end lies in at most one of each kind,
    // so the highest common house is the column, else the row, else the box.
    let both = a.houses & b.houses;
    (both != 0).then(|| 31 - both.leading_zeros() as usize)
}
