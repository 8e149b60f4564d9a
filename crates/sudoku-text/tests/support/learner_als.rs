//! ALS-XY-Wing, ALS-XY-Chain and Sue de Coq, as the learner path gives
//! them on states of SE's magictour paths (the first of each, and a chain
//! removing two candidates): the catalogue does not hold examples of them
//! yet, so the text tests build them here.

#![allow(dead_code)] // each test crate uses some of them

use sudoku_core::logic::rater::apply;
use sudoku_core::logic::{catalogue, next_step_in, Candidates, Step, Style, Technique};
use sudoku_core::{Budget, Grid};

/// Each state: the technique the learner path takes there, the grid, and
/// its candidates as the catalogue writes them (unsolved cells only).
const STATES: [(Technique, &str, &str); 4] = [
    (
        Technique::AlsXyWing,
        "4...3.......6..8..........1....5..9..8....6...7.2........1927..513...942927.4.1..",
        "569,1268,5789,1578,25,2567,5679,1237,359,12,127,14579,2357,34579,23678,3569,268,45789,278,45789,2345,23567,1236,346,1246,378,13678,23,378,123,59,3479,17,13479,12357,357,136,59,168,13689,345,1358,3458,68,46,468,35,35,78,678,678,35,35,68,68",
    ),
    (
        Technique::AlsXyChain,
        "4...3.......6..8..........1....5..9..8....6...7.2........1927..513...942927.4.1..",
        "569,1268,5789,178,25,2567,5679,1237,359,12,127,14579,2357,3459,23678,3569,268,45789,278,45789,345,23567,1236,346,1246,378,13678,23,378,123,59,49,17,13479,12357,357,136,59,168,13689,345,1358,3458,68,46,468,35,35,78,678,678,35,35,68,68",
    ),
    (
        Technique::AlsXyChain,
        "9.24.15....4..8...8..2...4............53.71..3.8.1.46...7.....4.89...32.5..6.....",
        "367,367,378,3678,17,156,579,359,269,139,2369,157,36,3579,356,79,1379,147,1279,16,89,24589,2469,2789,3579,23579,246,2469,2468,89,289,279,59,259,2579,26,1236,1589,23589,359,689,159,146,17,457,45,156,24,13,2489,239,789,1789,1789",
    ),
    (
        Technique::SueDeCoq,
        "9.24.15....4..8...8..2...4..........4.53.71..3.8.1.46.2.7...6.4689...32.54.6.....",
        "367,367,378,3678,17,56,79,359,29,139,269,15,36,3579,356,79,179,17,1279,16,89,49,2469,2789,35,35,269,268,89,289,279,59,259,279,13,1589,3589,359,159,17,457,45,15,13,29,239,89,179,789",
    ),
];

/// The learner path's step of each state's technique: its next step, or
/// one of the next few when a technique tried earlier (a uniqueness
/// rectangle) comes first; a state that no longer reaches its technique
/// fails here rather than testing another step's text.
pub fn all() -> Vec<Step> {
    let mut out: Vec<Step> = STATES
        .iter()
        .map(|&(t, grid, marks)| {
            let g: Grid = grid.parse().expect("a grid");
            let m = catalogue::parse_marks(&g, marks).expect("marks");
            let mut c = Candidates::from_grid_and_marks(&g, m.masks());
            let mut taken = Vec::new();
            for _ in 0..4 {
                let s = next_step_in(Style::Learner, &c, &Budget::unlimited()).expect("a step");
                if s.technique == t {
                    return s;
                }
                // Only eliminations: a placement would change the state
                // more than the few steps before the technique.
                assert!(s.placements.is_empty(), "{s}");
                apply(&mut c, &s);
                taken.push(s.technique.id());
            }
            panic!("{}: not reached after {taken:?}", t.id())
        })
        .collect();
    out.push(sue_de_coq_shared());
    out
}

/// A Sue de Coq whose two sets share a digit outside the intersection,
/// on a hand-made empty grid (no state of the fixtures walked has one):
/// r1c1 {1,2,3} and r1c2 {1,2,4} where row 1 meets box 1, r1c5 {1,5} and
/// r1c6 {3,5} in the rest of the row, r2c1 {2,5} and r2c2 {4,5} in the
/// rest of the box; 5 is in both sets, so it is there twice.
pub fn sue_de_coq_shared() -> Step {
    let bit = |d: u8| 1u16 << (d - 1);
    let mut m = [0x1ffu16; 81];
    m[0] = bit(1) | bit(2) | bit(3);
    m[1] = bit(1) | bit(2) | bit(4);
    m[4] = bit(1) | bit(5);
    m[5] = bit(3) | bit(5);
    m[9] = bit(2) | bit(5);
    m[10] = bit(4) | bit(5);
    let c = Candidates::from_pencil_marks(&Grid::EMPTY, &m).expect("marks");
    let s = next_step_in(Style::Learner, &c, &Budget::unlimited()).expect("a step");
    assert_eq!(s.technique, Technique::SueDeCoq, "{s}");
    s
}
