//! Fresh generation: a random solution grid, then clues removed orbit by
//! orbit (in random order) while the puzzle keeps exactly one solution.

use super::rng::SplitMix64;
use super::symmetry::Symmetry;
use crate::budget::Budget;
use crate::grid::Grid;
use crate::solver::{solve_unique, Uniqueness};

/// A uniformly shuffled search for a complete grid: depth-first, on the
/// empty cell with the fewest candidates (first in a random cell order on
/// ties), trying its candidates in a random order. It cannot fail: the
/// empty grid has solutions, and backtracking is exhaustive.
pub fn random_solution(rng: &mut SplitMix64) -> [u8; 81] {
    let mut order: [u8; 81] = std::array::from_fn(|i| i as u8);
    rng.shuffle(&mut order);
    let mut s = Fill {
        cells: [0; 81],
        rows: [0; 9],
        cols: [0; 9],
        boxes: [0; 9],
    };
    // Digit orders drawn up front, one per depth, so the search does not
    // consume random numbers on dead branches in a data-dependent way.
    let mut digit_orders = [[0u8; 9]; 81];
    for d in &mut digit_orders {
        *d = [1, 2, 3, 4, 5, 6, 7, 8, 9];
        rng.shuffle(d);
    }
    s.fill(&order, &digit_orders, 0);
    s.cells
}

struct Fill {
    cells: [u8; 81],
    rows: [u16; 9],
    cols: [u16; 9],
    boxes: [u16; 9],
}

impl Fill {
    fn used(&self, i: usize) -> u16 {
        self.rows[i / 9] | self.cols[i % 9] | self.boxes[i / 27 * 3 + i % 9 / 3]
    }

    fn set(&mut self, i: usize, d: u8) {
        let bit = 1u16 << d;
        self.rows[i / 9] ^= bit;
        self.cols[i % 9] ^= bit;
        self.boxes[i / 27 * 3 + i % 9 / 3] ^= bit;
    }

    fn fill(&mut self, order: &[u8; 81], digit_orders: &[[u8; 9]; 81], depth: usize) -> bool {
        let mut best: Option<(usize, u32)> = None;
        for &i in order {
            let i = usize::from(i);
            if self.cells[i] != 0 {
                continue;
            }
            let free = 9 - (self.used(i) >> 1).count_ones();
            if best.is_none_or(|(_, n)| free < n) {
                best = Some((i, free));
                if free <= 1 {
                    break;
                }
            }
        }
        let Some((i, free)) = best else {
            return true;
        };
        if free == 0 {
            return false;
        }
        let used = self.used(i);
        for &d in &digit_orders[depth.min(80)] {
            if used & (1 << d) != 0 {
                continue;
            }
            self.cells[i] = d;
            self.set(i, d);
            if self.fill(order, digit_orders, depth + 1) {
                return true;
            }
            self.set(i, d);
            self.cells[i] = 0;
        }
        false
    }
}

/// True when the cells have exactly one solution (the fast solver).
pub fn is_unique(cells: &[u8; 81]) -> bool {
    match Grid::from_cells(*cells) {
        Ok(g) => matches!(
            solve_unique(&g, &Budget::unlimited()).outcome,
            Uniqueness::Unique(_)
        ),
        Err(_) => false,
    }
}

/// Removes clues from a complete grid, orbit by orbit of `symmetry` in a
/// random order, keeping each removal that leaves the puzzle unique. The
/// result has the symmetry and no removable orbit.
pub fn remove_clues(solution: &[u8; 81], symmetry: Symmetry, rng: &mut SplitMix64) -> [u8; 81] {
    let mut orbits = symmetry.orbits();
    rng.shuffle(&mut orbits);
    let mut cells = *solution;
    for [a, b] in orbits {
        cells[a] = 0;
        cells[b] = 0;
        if !is_unique(&cells) {
            cells[a] = solution[a];
            cells[b] = solution[b];
        }
    }
    cells
}

/// True when no single clue can be removed with the puzzle staying unique
/// (the puzzle itself must be unique).
pub fn is_minimal(cells: &[u8; 81]) -> bool {
    let mut c = *cells;
    (0..81).filter(|&i| cells[i] != 0).all(|i| {
        c[i] = 0;
        let unique = is_unique(&c);
        c[i] = cells[i];
        !unique
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn solutions_are_valid_and_vary() {
        let mut rng = SplitMix64::new(1);
        let a = random_solution(&mut rng);
        let b = random_solution(&mut rng);
        assert_ne!(a, b);
        for g in [a, b] {
            assert!(g.iter().all(|&d| (1..=9).contains(&d)));
            assert!(Grid::from_cells(g).unwrap().is_solved());
        }
    }

    #[test]
    fn removal_keeps_uniqueness_and_symmetry() {
        let mut rng = SplitMix64::new(2);
        for s in Symmetry::ALL {
            let sol = random_solution(&mut rng);
            let p = remove_clues(&sol, s, &mut rng);
            assert!(is_unique(&p) && s.holds(&p));
            assert!(p.iter().filter(|&&d| d != 0).count() < 40);
            if s == Symmetry::None {
                assert!(is_minimal(&p));
            }
        }
    }
}
