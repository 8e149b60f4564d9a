//! The learner fish, Empty Rectangle and W-Wing steps of the catalogue
//! examples (as the core's finders give them on those states): the
//! learner path does not reach the public API yet, so the text tests
//! build them here.

#![allow(dead_code)] // each test crate uses some of them

use sudoku_core::logic::{Candidate, Link, Reason, Step, Technique};
use sudoku_core::rules::{Unit, UnitKind};
use sudoku_core::{Digit, Pos};

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
            Pos::new(1, 5).unwrap(),
            Pos::new(1, 8).unwrap(),
            Pos::new(4, 5).unwrap(),
            Pos::new(4, 8).unwrap(),
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
                pos: Pos::new(3, 5).unwrap(),
                digit: Digit::new(4).unwrap(),
            },
            Candidate {
                pos: Pos::new(5, 5).unwrap(),
                digit: Digit::new(4).unwrap(),
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
            fins: vec![Pos::new(4, 3).unwrap()],
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
            Pos::new(1, 5).unwrap(),
            Pos::new(2, 3).unwrap(),
            Pos::new(2, 5).unwrap(),
            Pos::new(2, 6).unwrap(),
            Pos::new(5, 6).unwrap(),
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
                pos: Pos::new(2, 6).unwrap(),
                digit: Digit::new(4).unwrap(),
            },
            to: Candidate {
                pos: Pos::new(5, 6).unwrap(),
                digit: Digit::new(4).unwrap(),
            },
            strong: true,
        }],
        placements: vec![],
        eliminations: vec![Candidate {
            pos: Pos::new(5, 5).unwrap(),
            digit: Digit::new(4).unwrap(),
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
                Pos::new(1, 5).unwrap(),
                Pos::new(2, 3).unwrap(),
                Pos::new(2, 5).unwrap(),
            ],
            link_house: Unit {
                kind: UnitKind::Column,
                index: 6,
            },
            near: Pos::new(2, 6).unwrap(),
            far: Pos::new(5, 6).unwrap(),
        }),
    }
}

/// The `w_wing` catalogue example's step.
pub fn w_wing() -> Step {
    Step {
        technique: Technique::WWing,
        rating: sudoku_core::logic::Rating(44),
        cells: vec![
            Pos::new(1, 7).unwrap(),
            Pos::new(4, 8).unwrap(),
            Pos::new(6, 7).unwrap(),
            Pos::new(6, 8).unwrap(),
        ],
        houses: vec![Unit {
            kind: UnitKind::Box,
            index: 8,
        }],
        links: vec![Link {
            from: Candidate {
                pos: Pos::new(6, 7).unwrap(),
                digit: Digit::new(3).unwrap(),
            },
            to: Candidate {
                pos: Pos::new(6, 8).unwrap(),
                digit: Digit::new(3).unwrap(),
            },
            strong: true,
        }],
        placements: vec![],
        eliminations: vec![
            Candidate {
                pos: Pos::new(1, 8).unwrap(),
                digit: Digit::new(5).unwrap(),
            },
            Candidate {
                pos: Pos::new(4, 7).unwrap(),
                digit: Digit::new(5).unwrap(),
            },
        ],
        digits: vec![3, 5],
        reason: Box::new(Reason::WWing {
            x: 3,
            z: 5,
            bivalues: [Pos::new(1, 7).unwrap(), Pos::new(4, 8).unwrap()],
            link_house: Unit {
                kind: UnitKind::Box,
                index: 8,
            },
            ends: [Pos::new(6, 7).unwrap(), Pos::new(6, 8).unwrap()],
        }),
    }
}
