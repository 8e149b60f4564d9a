//! The learner fish, Empty Rectangle and W-Wing steps of the catalogue
//! examples (as the core's finders give them on those states): the
//! learner path does not reach the public API yet, so the text tests
//! build them here.

#![allow(dead_code)] // each test crate uses some of them

use sudoku_core::logic::{Candidate, Link, Reason, Step, Technique};
use sudoku_core::rules::{Unit, UnitKind};
use sudoku_core::Pos;

/// All of them.
pub fn all() -> Vec<Step> {
    vec![finned_x_wing(), empty_rectangle(), w_wing()]
}

/// The `finned_x_wing` catalogue example's step.
pub fn finned_x_wing() -> Step {
    Step {
        technique: Technique::FinnedXWing,
        rating: sudoku_core::logic::Rating(34),
        cells: vec![
            Pos { row: 1, col: 5 },
            Pos { row: 1, col: 8 },
            Pos { row: 4, col: 5 },
            Pos { row: 4, col: 8 },
        ],
        houses: vec![
            Unit {
                kind: UnitKind::Row,
                index: 1,
            },
            Unit {
                kind: UnitKind::Row,
                index: 4,
            },
            Unit {
                kind: UnitKind::Column,
                index: 5,
            },
            Unit {
                kind: UnitKind::Column,
                index: 8,
            },
            Unit {
                kind: UnitKind::Box,
                index: 4,
            },
        ],
        links: vec![],
        placements: vec![],
        eliminations: vec![
            Candidate {
                pos: Pos { row: 3, col: 5 },
                digit: 4,
            },
            Candidate {
                pos: Pos { row: 5, col: 5 },
                digit: 4,
            },
        ],
        digits: vec![4],
        reason: Box::new(Reason::FinnedFish {
            digit: 4,
            base: vec![
                Unit {
                    kind: UnitKind::Row,
                    index: 1,
                },
                Unit {
                    kind: UnitKind::Row,
                    index: 4,
                },
            ],
            cover: vec![
                Unit {
                    kind: UnitKind::Column,
                    index: 5,
                },
                Unit {
                    kind: UnitKind::Column,
                    index: 8,
                },
            ],
            fins: vec![Pos { row: 4, col: 3 }],
            fin_box: Unit {
                kind: UnitKind::Box,
                index: 4,
            },
        }),
    }
}

/// The `empty_rectangle` catalogue example's step.
pub fn empty_rectangle() -> Step {
    Step {
        technique: Technique::EmptyRectangle,
        rating: sudoku_core::logic::Rating(43),
        cells: vec![
            Pos { row: 1, col: 5 },
            Pos { row: 2, col: 3 },
            Pos { row: 2, col: 5 },
            Pos { row: 2, col: 6 },
            Pos { row: 5, col: 6 },
        ],
        houses: vec![
            Unit {
                kind: UnitKind::Box,
                index: 1,
            },
            Unit {
                kind: UnitKind::Row,
                index: 2,
            },
            Unit {
                kind: UnitKind::Column,
                index: 5,
            },
            Unit {
                kind: UnitKind::Column,
                index: 6,
            },
        ],
        links: vec![Link {
            from: Candidate {
                pos: Pos { row: 2, col: 6 },
                digit: 4,
            },
            to: Candidate {
                pos: Pos { row: 5, col: 6 },
                digit: 4,
            },
            strong: true,
        }],
        placements: vec![],
        eliminations: vec![Candidate {
            pos: Pos { row: 5, col: 5 },
            digit: 4,
        }],
        digits: vec![4],
        reason: Box::new(Reason::EmptyRectangle {
            digit: 4,
            boxed: Unit {
                kind: UnitKind::Box,
                index: 1,
            },
            row: Unit {
                kind: UnitKind::Row,
                index: 2,
            },
            column: Unit {
                kind: UnitKind::Column,
                index: 5,
            },
            box_cells: vec![
                Pos { row: 1, col: 5 },
                Pos { row: 2, col: 3 },
                Pos { row: 2, col: 5 },
            ],
            link_house: Unit {
                kind: UnitKind::Column,
                index: 6,
            },
            near: Pos { row: 2, col: 6 },
            far: Pos { row: 5, col: 6 },
        }),
    }
}

/// The `w_wing` catalogue example's step.
pub fn w_wing() -> Step {
    Step {
        technique: Technique::WWing,
        rating: sudoku_core::logic::Rating(44),
        cells: vec![
            Pos { row: 1, col: 7 },
            Pos { row: 4, col: 8 },
            Pos { row: 6, col: 7 },
            Pos { row: 6, col: 8 },
        ],
        houses: vec![Unit {
            kind: UnitKind::Box,
            index: 8,
        }],
        links: vec![Link {
            from: Candidate {
                pos: Pos { row: 6, col: 7 },
                digit: 3,
            },
            to: Candidate {
                pos: Pos { row: 6, col: 8 },
                digit: 3,
            },
            strong: true,
        }],
        placements: vec![],
        eliminations: vec![
            Candidate {
                pos: Pos { row: 1, col: 8 },
                digit: 5,
            },
            Candidate {
                pos: Pos { row: 4, col: 7 },
                digit: 5,
            },
        ],
        digits: vec![3, 5],
        reason: Box::new(Reason::WWing {
            x: 3,
            z: 5,
            bivalues: [Pos { row: 1, col: 7 }, Pos { row: 4, col: 8 }],
            link_house: Unit {
                kind: UnitKind::Box,
                index: 8,
            },
            ends: [Pos { row: 6, col: 7 }, Pos { row: 6, col: 8 }],
        }),
    }
}
