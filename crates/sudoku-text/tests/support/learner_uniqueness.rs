//! Unique rectangle types 5 and 6 and a hidden rectangle, as the learner
//! path gives them on states of HoDoKu's uniqueness fixture (the first
//! state of each technique there): the catalogue does not hold examples
//! of them yet, so the text tests build them here.

#![allow(dead_code)] // each test crate uses some of them

use sudoku_core::logic::{catalogue, next_step_in, Candidates, Step, Style, Technique};
use sudoku_core::{Budget, Grid};

/// Each state: the technique the learner path takes there, the grid, and
/// its candidates as the catalogue writes them (unsolved cells only).
const STATES: [(Technique, &str, &str); 3] = [
    (
        Technique::UniqueRectangle5,
        "3916..25.826......547.2.816..27.5..8.7..1.52..584.2...285.4..7.7.42..385.....7.42",
        "78,48,47,15,57,14,479,39,3479,39,39,146,136,369,49,369,46,39,89,689,34,69,36,17,369,17,13,136,169,19,16,69,169,169,36,39,58,58,16",
    ),
    (
        Technique::UniqueRectangle6,
        ".5..21.34.3.....12....34.65.6....3.7..5...42637.2.61.8.4.162583586...2711237..649",
        "679,789,689,789,469,489,5689,5789,5789,89,279,19,12,89,789,2489,12,4589,14589,589,59,89,19,39,1789,3789,49,459,59,79,79,349,49,39,58,58",
    ),
    (
        Technique::HiddenRectangle,
        "..1.4...2....2...16.21.374......162.25..6.31.16327.4...267.81.4.146.2.73.7..1.2.6",
        "5789,389,589,67,589,36,45789,3489,5789,589,67,589,36,89,589,589,4789,489,789,3589,3589,579,789,489,49,79,59,589,589,359,359,59,589,59,589,3589,589,3459,459,589",
    ),
];

/// The learner path's step at each state; a state that no longer gives
/// its technique fails here rather than testing another step's text.
pub fn all() -> Vec<Step> {
    STATES
        .iter()
        .map(|&(t, grid, marks)| {
            let g: Grid = grid.parse().expect("a grid");
            let m = catalogue::parse_marks(&g, marks).expect("marks");
            let c = Candidates::from_grid_and_marks(&g, m.masks());
            let s = next_step_in(Style::Learner, &c, &Budget::unlimited()).expect("a step");
            assert_eq!(s.technique, t, "{s}");
            s
        })
        .collect()
}
