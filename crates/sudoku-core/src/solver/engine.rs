//! The search engine behind [`solve`](super::solve): depth-first search over
//! band states (`bands.rs`), propagating after every decision and branching
//! on a bivalue cell. The contract with the rest of the crate is [`run`].

use super::bands::Bands;
#[cfg(target_arch = "x86_64")]
use super::kernel::V3Kernel;
use super::kernel::{Kernel, PortableKernel};
use crate::budget::Budget;

/// The budget is polled when the node count is a multiple of this. A node
/// costs well under a microsecond, so a poll happens at least every ~0.1 ms.
const POLL_MASK: u64 = 255;

/// No subband to update first ([`Bands::propagate_from`]): the root.
const NO_SUBBAND: usize = 27;

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
    /// True when the givens conflict (or a value is outside 0..=9); nothing
    /// was searched.
    pub conflicting: bool,
}

struct Search<'a> {
    limit: u32,
    budget: &'a Budget,
    /// The budget's node limit (`u64::MAX` without one), read once.
    max_nodes: u64,
    out: EngineRun,
}

impl Search<'_> {
    /// True once the search must unwind: enough solutions or cancelled.
    #[inline]
    fn done(&self) -> bool {
        self.out.cancelled || self.out.found >= self.limit
    }

    /// Visits the node `state` (a state with a pending decision, made in
    /// subband `first`, or [`NO_SUBBAND`] at the root): propagates it,
    /// records it if solved, otherwise branches, calling `recurse` on each
    /// child with the subband of its decision. Inlined into each compiled
    /// version of the search ([`visit_portable`](Self::visit_portable)
    /// and, on x86_64, [`visit_v3`](Self::visit_v3)), each passing itself
    /// as `recurse`. The state is taken by reference and worked on in
    /// place, so each child is copied once (passed by value, it would be
    /// copied twice).
    ///
    /// A node whose open cells all have two candidates (a 2-SAT problem,
    /// where placing a digit and following the naked singles it makes is
    /// unit propagation) takes the same path as any other: subband updates
    /// finish such a node in a few hundred instructions, less than a
    /// dedicated finisher that places the cells one at a time would spend.
    #[inline(always)]
    fn visit_body(
        &mut self,
        state: &mut Bands,
        kernel: impl Kernel,
        first: usize,
        recurse: impl Fn(&mut Self, &mut Bands, usize),
    ) {
        if self.out.nodes >= self.max_nodes {
            self.out.cancelled = true;
            return;
        }
        self.out.nodes += 1;
        if self.out.nodes & POLL_MASK == 0 && self.budget.is_exhausted() {
            self.out.cancelled = true;
            return;
        }
        let Ok(solved) = state.propagate_from(first, kernel) else {
            return;
        };
        if solved {
            self.out.found += 1;
            if self.out.first.is_none() {
                self.out.first = Some(state.cells(kernel));
            }
            return;
        }
        let Some(branch) = state.branch_cell() else {
            return;
        };
        self.out.guesses += 1;
        // Try each digit of the cell in turn; the last one reuses `state`.
        // The digits come as a mask, so the loop runs once per candidate
        // (twice, almost always) instead of testing all nine digits with
        // hard-to-predict branches.
        let mut digits = state.digits_at(branch.band, branch.bit);
        while digits != 0 {
            let s = digits.trailing_zeros() as usize * 3 + branch.band;
            digits &= digits - 1;
            if digits == 0 {
                state.place(s, branch.bit);
                recurse(self, state, s);
                return;
            }
            let mut child = *state;
            child.place(s, branch.bit);
            recurse(self, &mut child, s);
            if self.done() {
                return;
            }
            state.remove(s, branch.bit);
        }
    }

    /// The search compiled for the crate's target (on x86_64 by default:
    /// no `popcnt`, so every bit count is a dozen instructions).
    fn visit_portable(&mut self, state: &mut Bands, first: usize) {
        self.visit_body(state, PortableKernel, first, Self::visit_portable);
    }

    /// The same search compiled with `popcnt`, `bmi1`, `bmi2`, `lzcnt`,
    /// `avx` and `avx2` (the integer part of x86-64-v3): bit counts,
    /// lowest-bit isolation and clearing, and trailing-zero counts become
    /// single instructions throughout propagation and branching (everything
    /// the search calls is `#[inline(always)]`), and the 27-mask loops and
    /// state copies use 256-bit registers. Both groups pay: the
    /// bit-manipulation features shorten every count and scan, and `avx2`
    /// the loops over all 27 masks, which are most of the rest.
    ///
    /// # Safety
    /// The CPU must support those features ([`Isa::detect`]).
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "popcnt,bmi1,bmi2,lzcnt,avx,avx2")]
    unsafe fn visit_v3(&mut self, state: &mut Bands, first: usize) {
        // SAFETY: AVX2 and BMI2 are among the features `visit_v3` requires.
        let kernel = unsafe { V3Kernel::new() };
        self.visit_body(state, kernel, first, |search, child, first| {
            // SAFETY: we are running `visit_v3`, so the features it needs
            // are present.
            unsafe { search.visit_v3(child, first) }
        });
    }

    /// Enters the givens of `cells` and, unless they conflict or the
    /// budget is already spent, searches from there with `visit`.
    #[inline(always)]
    fn root_body(
        &mut self,
        cells: &[u8; 81],
        kernel: impl Kernel,
        visit: impl Fn(&mut Self, &mut Bands, usize),
    ) {
        // Fails exactly when a given's digit is also given at one of its
        // peers (the givens conflict) or a value is out of range.
        let Ok(mut state) = Bands::with_givens(cells, kernel) else {
            self.out.conflicting = true;
            return;
        };
        if self.budget.is_exhausted() {
            self.out.cancelled = true;
            return;
        }
        visit(self, &mut state, NO_SUBBAND);
    }

    /// [`root_body`](Self::root_body) with [`visit_portable`](Self::visit_portable).
    fn root_portable(&mut self, cells: &[u8; 81]) {
        self.root_body(cells, PortableKernel, Self::visit_portable);
    }

    /// [`root_body`](Self::root_body) with [`visit_v3`](Self::visit_v3),
    /// compiled with the same features.
    ///
    /// # Safety
    /// As for [`visit_v3`](Self::visit_v3).
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "popcnt,bmi1,bmi2,lzcnt,avx,avx2")]
    unsafe fn root_v3(&mut self, cells: &[u8; 81]) {
        // SAFETY: AVX2 and BMI2 are among the features `root_v3` requires.
        let kernel = unsafe { V3Kernel::new() };
        self.root_body(cells, kernel, |search, state, first| {
            // SAFETY: we are running `root_v3`, which needs the same
            // features.
            unsafe { search.visit_v3(state, first) }
        });
    }

    /// Runs the whole solve of `cells` with the version `isa`.
    fn start(&mut self, cells: &[u8; 81], isa: Isa) {
        match isa {
            #[cfg(target_arch = "x86_64")]
            // SAFETY: `Isa::V3` is only produced by `Isa::detect` after
            // checking each feature `root_v3` enables (or, in tests, after
            // the same checks).
            Isa::V3 => unsafe { self.root_v3(cells) },
            Isa::Portable => self.root_portable(cells),
        }
    }
}

/// Which compiled version of the search to run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Isa {
    /// Compiled for the crate's target only.
    Portable,
    /// x86_64 with `popcnt`, `bmi1`, `bmi2`, `lzcnt`, `avx` and `avx2`
    /// (Intel since Haswell, 2013; AMD since Excavator, 2015).
    #[cfg(target_arch = "x86_64")]
    V3,
}

impl Isa {
    /// The best version this CPU runs. The standard library caches the
    /// CPUID results, so this costs a few loads per solve.
    #[inline]
    fn detect() -> Isa {
        #[cfg(target_arch = "x86_64")]
        if std::arch::is_x86_feature_detected!("popcnt")
            && std::arch::is_x86_feature_detected!("bmi1")
            && std::arch::is_x86_feature_detected!("bmi2")
            && std::arch::is_x86_feature_detected!("lzcnt")
            && std::arch::is_x86_feature_detected!("avx")
            && std::arch::is_x86_feature_detected!("avx2")
        {
            return Isa::V3;
        }
        Isa::Portable
    }
}

/// Searches the completions of `cells` (0 = empty, 1..=9 givens), stopping
/// after `limit` solutions (0 is taken as 1) or when `budget` is exhausted.
/// Never panics: conflicting givens or values outside 0..=9 simply yield no
/// solution.
pub(crate) fn run(cells: &[u8; 81], limit: u32, budget: &Budget) -> EngineRun {
    run_with(cells, limit, budget, Isa::detect())
}

/// [`run`] with the given version of the search.
fn run_with(cells: &[u8; 81], limit: u32, budget: &Budget, isa: Isa) -> EngineRun {
    let mut search = Search {
        limit: limit.max(1),
        budget,
        max_nodes: budget.node_limit().unwrap_or(u64::MAX),
        out: EngineRun {
            found: 0,
            first: None,
            guesses: 0,
            nodes: 0,
            cancelled: false,
            conflicting: false,
        },
    };
    search.start(cells, isa);
    search.out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(s: &str) -> [u8; 81] {
        let mut c = [0u8; 81];
        for (i, ch) in s.chars().take(81).enumerate() {
            c[i] = ch.to_digit(10).unwrap_or(0) as u8;
        }
        c
    }

    fn valid(g: &[u8; 81]) -> bool {
        for u in 0..27 {
            let mut seen = 0u16;
            for k in 0..9 {
                let i = match u / 9 {
                    0 => (u % 9) * 9 + k,
                    1 => k * 9 + u % 9,
                    _ => {
                        let b = u % 9;
                        (b / 3 * 3 + k / 3) * 9 + b % 3 * 3 + k % 3
                    }
                };
                let d = g[i];
                if !(1..=9).contains(&d) || seen & (1 << d) != 0 {
                    return false;
                }
                seen |= 1 << d;
            }
        }
        true
    }

    #[test]
    fn solves_a_hard_puzzle_uniquely() {
        let p = parse(
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
        );
        let r = run(&p, 2, &Budget::unlimited());
        assert_eq!(r.found, 1);
        let s = r.first.unwrap();
        assert!(valid(&s));
        for i in 0..81 {
            assert!(p[i] == 0 || p[i] == s[i]);
        }
        // Band propagation alone settles this one; honest stats say so.
        assert!(r.nodes > r.guesses);
    }

    #[test]
    fn empty_grid_has_many_solutions() {
        let r = run(&[0; 81], 1000, &Budget::unlimited());
        assert_eq!(r.found, 1000);
        assert!(valid(&r.first.unwrap()));
        assert!(r.guesses > 0 && r.nodes > r.guesses);
    }

    #[test]
    fn conflicting_and_out_of_range_inputs_find_nothing() {
        let mut c = [0u8; 81];
        c[0] = 5;
        c[1] = 5;
        let r = run(&c, 2, &Budget::unlimited());
        assert!(r.conflicting && r.found == 0 && r.nodes == 0);
        // Same column in different bands; same box, different row and
        // column (twice); same row, different boxes.
        for (a, b) in [(4, 76), (30, 50), (9, 20), (0, 8)] {
            let mut c = [0u8; 81];
            c[a] = 7;
            c[b] = 7;
            assert!(run(&c, 2, &Budget::unlimited()).conflicting);
            c[b] = 6;
            assert!(!run(&c, 2, &Budget::unlimited()).conflicting);
        }
        let mut c = [0u8; 81];
        c[0] = 10;
        assert_eq!(run(&c, 2, &Budget::unlimited()).found, 0);
    }

    /// Two givens conflict exactly when they hold the same digit in the
    /// same row, column or box: checked for every pair of cells (each with
    /// its own digit, so all nine take part), in every search version this
    /// CPU runs.
    #[test]
    fn every_pair_of_equal_peers_conflicts_and_nothing_else_does() {
        let mut versions = vec![Isa::Portable];
        #[cfg(target_arch = "x86_64")]
        if Isa::detect() == Isa::V3 {
            versions.push(Isa::V3);
        }
        let unit = |i: usize| (i / 9, 9 + i % 9, 18 + i / 27 * 3 + i % 9 / 3);
        let b = Budget::unlimited();
        for isa in versions {
            for a in 0..81 {
                for c in a + 1..81 {
                    let (ua, uc) = (unit(a), unit(c));
                    let peers = ua.0 == uc.0 || ua.1 == uc.1 || ua.2 == uc.2;
                    let digit = 1 + ((a + c) % 9) as u8;
                    let mut grid = [0u8; 81];
                    grid[a] = digit;
                    grid[c] = digit;
                    let r = run_with(&grid, 1, &b, isa);
                    assert_eq!(r.conflicting, peers, "{isa:?}: {digit} at {a} and {c}");
                    assert_eq!(r.found, u32::from(!peers), "{isa:?}: {digit} at {a}, {c}");
                    grid[c] = digit % 9 + 1;
                    let r = run_with(&grid, 1, &b, isa);
                    assert!(!r.conflicting && r.found == 1, "{isa:?}: {a} and {c}");
                }
            }
        }
    }

    /// Every compiled version of the search this CPU runs gives the same
    /// run (solutions, first solution, guesses, nodes) as the portable one,
    /// on the fixture puzzles of every kind, in both modes and counting far.
    #[test]
    fn every_search_version_agrees_with_the_portable_one() {
        let fixtures = [
            include_str!("../../tests/fixtures/easy.txt"),
            include_str!("../../tests/fixtures/seventeen.txt"),
            include_str!("../../tests/fixtures/hardest.txt"),
            include_str!("../../tests/fixtures/multiple.txt"),
            include_str!("../../tests/fixtures/unsolvable.txt"),
            include_str!("../../tests/fixtures/conflicting.txt"),
        ];
        let mut puzzles: Vec<[u8; 81]> = fixtures
            .iter()
            .flat_map(|f| f.lines())
            .filter(|l| l.len() >= 81 && !l.starts_with('#'))
            .map(parse)
            .chain([[0; 81]])
            .collect();
        // Values out of range (and a lone 9 in the last band), where the
        // versions read the givens differently.
        for (i, v) in [(0, 10), (80, 255), (60, 9)] {
            let mut p = [0; 81];
            p[i] = v;
            puzzles.push(p);
        }
        assert!(puzzles.len() > 40);
        let versions = [
            Isa::detect(),
            #[cfg(target_arch = "x86_64")]
            Isa::V3,
        ];
        let mut compared = 0;
        for isa in versions {
            if isa == Isa::Portable {
                continue;
            }
            #[cfg(target_arch = "x86_64")]
            if isa == Isa::V3 && Isa::detect() != Isa::V3 {
                // This CPU cannot run it.
                continue;
            }
            for p in &puzzles {
                for limit in [1, 2, 50] {
                    let b = Budget::unlimited();
                    let (x, y) = (
                        run_with(p, limit, &b, Isa::Portable),
                        run_with(p, limit, &b, isa),
                    );
                    assert_eq!(
                        (x.found, x.first, x.guesses, x.nodes, x.conflicting),
                        (y.found, y.first, y.guesses, y.nodes, y.conflicting),
                        "{isa:?} on {p:?} limit {limit}"
                    );
                    compared += 1;
                }
            }
        }
        // On a CPU without any faster version only the portable one runs.
        assert!(compared > 0 || Isa::detect() == Isa::Portable);
    }
}
