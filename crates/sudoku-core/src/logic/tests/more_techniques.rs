//! Hand-made positions for the techniques that lacked one: each where it
//! applies (technique, rating, what it removes or places) and where it must
//! not.

use super::{at, column_only, elim_cells, marks, removes, row_only};
use crate::logic::candidates::bit;
use crate::logic::techniques::{
    aligned_exclusion, als_wings, direct, fish, strong_links, subsets, uniqueness,
};
use crate::logic::Technique;

#[test]
fn direct_hidden_pair_and_triple() {
    // Row 1: 1 and 2 only at c1, c2; 3 only at c1-c3. The pair leaves c3 for 3.
    let c = marks(|m| {
        row_only(m, 1, 1, &[1, 2]);
        row_only(m, 1, 2, &[1, 2]);
        row_only(m, 1, 3, &[1, 2, 3]);
    });
    let s = direct::find_direct_hidden_pair(&c).unwrap();
    assert_eq!((s.technique, s.rating.0), (Technique::DirectHiddenPair, 20));
    assert_eq!(
        (s.placements[0].pos.index(), s.placements[0].digit.get()),
        (at(1, 3), 3)
    );
    assert!(s.eliminations.is_empty());
    // Without the third digit the pair places nothing.
    let c = marks(|m| {
        row_only(m, 1, 1, &[1, 2]);
        row_only(m, 1, 2, &[1, 2]);
    });
    assert!(direct::find_direct_hidden_pair(&c).is_none());
    assert!(subsets::find_hidden_pair(&c).is_some());
    // Row 1: 1, 2, 3 only at c1-c3; 4 only at c1-c4.
    let c = marks(|m| {
        for d in 1..=3 {
            row_only(m, 1, d, &[1, 2, 3]);
        }
        row_only(m, 1, 4, &[1, 2, 3, 4]);
    });
    assert!(direct::find_direct_hidden_pair(&c).is_none());
    let s = direct::find_direct_hidden_triple(&c).unwrap();
    assert_eq!(
        (s.technique, s.rating.0),
        (Technique::DirectHiddenTriple, 25)
    );
    assert_eq!(
        (s.placements[0].pos.index(), s.placements[0].digit.get()),
        (at(1, 4), 4)
    );
}

#[test]
fn naked_and_hidden_triples_and_quads() {
    let c = marks(|m| {
        m[at(1, 1)] = bit(1) | bit(2);
        m[at(1, 5)] = bit(2) | bit(3);
        m[at(1, 9)] = bit(1) | bit(3);
    });
    assert!(subsets::find_naked_pair(&c).is_none());
    let s = subsets::find_naked_triple(&c).unwrap();
    assert_eq!((s.technique, s.rating.0), (Technique::NakedTriple, 36));
    assert!(removes(&s, 1, 2, 1) && removes(&s, 1, 8, 3));
    assert!(!removes(&s, 2, 1, 1));
    let c = marks(|m| {
        m[at(1, 1)] = bit(1) | bit(2);
        m[at(1, 3)] = bit(2) | bit(3);
        m[at(1, 5)] = bit(3) | bit(4);
        m[at(1, 7)] = bit(1) | bit(4);
    });
    assert!(subsets::find_naked_triple(&c).is_none());
    let s = subsets::find_naked_quad(&c).unwrap();
    assert_eq!((s.technique, s.rating.0), (Technique::NakedQuad, 50));
    assert!(removes(&s, 1, 9, 4) && !removes(&s, 1, 7, 4));
    // Hidden: 1-3 only at r1c1-c3; then 1-4 only at r1c1-c4.
    let c = marks(|m| {
        for d in 1..=3 {
            row_only(m, 1, d, &[1, 2, 3]);
        }
    });
    let s = subsets::find_hidden_triple(&c).unwrap();
    assert_eq!((s.technique, s.rating.0), (Technique::HiddenTriple, 40));
    assert!(removes(&s, 1, 1, 9) && !removes(&s, 1, 1, 3));
    let c = marks(|m| {
        for d in 1..=4 {
            row_only(m, 1, d, &[1, 3, 5, 7]);
        }
    });
    assert!(subsets::find_hidden_triple(&c).is_none());
    let s = subsets::find_hidden_quad(&c).unwrap();
    assert_eq!((s.technique, s.rating.0), (Technique::HiddenQuad, 54));
    assert!(removes(&s, 1, 5, 9) && !removes(&s, 1, 5, 4));
}

#[test]
fn swordfish_and_jellyfish() {
    let c = marks(|m| {
        for r in [1, 5, 9] {
            row_only(m, r, 4, &[1, 5, 9]);
        }
    });
    assert!(fish::find_x_wing(&c).is_none());
    let s = fish::find_swordfish(&c).unwrap();
    assert_eq!((s.technique, s.rating.0), (Technique::Swordfish, 38));
    assert!(removes(&s, 2, 1, 4) && removes(&s, 8, 9, 4) && !removes(&s, 5, 5, 4));
    let c = marks(|m| {
        for r in [1, 3, 5, 7] {
            row_only(m, r, 6, &[2, 4, 6, 8]);
        }
    });
    assert!(fish::find_swordfish(&c).is_none());
    let s = fish::find_jellyfish(&c).unwrap();
    assert_eq!((s.technique, s.rating.0), (Technique::Jellyfish, 52));
    assert!(removes(&s, 9, 8, 6) && !removes(&s, 7, 8, 6));
}

#[test]
fn kite_and_turbot_fish() {
    // 1 in row 1 only at c2, c7; in column 1 only at r2, r8. r1c2 and
    // r2c1 meet in box 1, so r1c7 or r8c1 holds 1: r8c7 loses it.
    let c = marks(|m| {
        row_only(m, 1, 1, &[2, 7]);
        column_only(m, 1, 1, &[2, 8]);
    });
    let s = strong_links::find_two_strong_links(&c).unwrap();
    assert_eq!((s.technique, s.rating.0), (Technique::TwoStringKite, 41));
    assert_eq!(elim_cells(&s), vec![(8, 7, 1)]);
    // Box 1 holds 1 only at r1c1, r2c3; row 5 only at c3, c8. r2c3 and r5c3
    // share column 3, so r1c1 or r5c8 holds 1: r1c8 loses it.
    let c = marks(|m| {
        for i in [
            at(1, 2),
            at(1, 3),
            at(2, 1),
            at(2, 2),
            at(3, 1),
            at(3, 2),
            at(3, 3),
        ] {
            m[i] &= !bit(1);
        }
        row_only(m, 5, 1, &[3, 8]);
    });
    let s = strong_links::find_two_strong_links(&c).unwrap();
    assert_eq!((s.technique, s.rating.0), (Technique::TurbotFish, 41));
    assert!(removes(&s, 1, 8, 1));
    assert!(!removes(&s, 5, 1, 1));
    // A lone strong link makes no chain.
    let c = marks(|m| row_only(m, 1, 1, &[2, 7]));
    assert!(strong_links::find_two_strong_links(&c).is_none());
}

#[test]
fn grouped_skyscraper() {
    // Column 1: 1 only at r1, r7. Column 5: 1 at r2, r3 (box 2) and r7.
    // r7c1 and r7c5 share row 7, so r1c1 or the group r2c5/r3c5 holds 1:
    // r1c4 and r1c6 (seeing r1c1 and both group cells) lose it.
    let c = marks(|m| {
        column_only(m, 1, 1, &[1, 7]);
        column_only(m, 5, 1, &[2, 3, 7]);
    });
    let s = strong_links::find_two_strong_links(&c).unwrap();
    assert_eq!(
        (s.technique, s.rating.0),
        (Technique::GroupedSkyscraper, 43)
    );
    assert_eq!(elim_cells(&s), vec![(1, 4, 1), (1, 6, 1)]);
    // The texts (sudoku-text) name the group as one end: the message
    // carries it whole.
    let m = s.messages();
    assert_eq!(m.hint.id, "hint.strong_links");
    let grouped = m.full.params.iter().any(|(n, v)| {
        *n == "nodes"
            && matches!(v, crate::logic::Value::Groups(g) if g.iter().any(|x| x.len() > 1))
    });
    assert!(grouped, "the group is one node: {:?}", m.full);
    // The group spread over all three boxes of the column is no link.
    let c = marks(|m| {
        column_only(m, 1, 1, &[1, 7]);
        column_only(m, 5, 1, &[2, 4, 7]);
    });
    assert!(strong_links::find_two_strong_links(&c).is_none());
}

#[test]
fn empty_rectangle_link() {
    // Box 1 holds 1 only on the cross of r1c1 (r1c2, r1c3, r2c1, r3c1): one
    // of row 1's or column 1's cells holds it. Column 9: 1 only at r1, r6.
    // So r6c9 or the column-1 group holds 1: r6c1 loses it.
    let c = marks(|m| {
        for i in [at(1, 1), at(2, 2), at(2, 3), at(3, 2), at(3, 3)] {
            m[i] &= !bit(1);
        }
        column_only(m, 9, 1, &[1, 6]);
    });
    let s = strong_links::find_two_strong_links(&c).unwrap();
    assert_eq!(s.rating.0, 43);
    assert_eq!(s.technique, Technique::GroupedTurbotFish);
    assert!(removes(&s, 6, 1, 1));
}

#[test]
fn four_skyscrapers() {
    // Columns 1, 4, 7, 9 each hold 1 twice, chained through rows 4, 6, 8:
    // r1c1 - r4c1 = r4c4 - r6c4 = r6c7 - r8c7 = r8c9 - r2c9.
    // Cells seeing both ends lose 1, except in the link columns.
    let c = marks(|m| {
        column_only(m, 1, 1, &[1, 4]);
        column_only(m, 4, 1, &[4, 6]);
        column_only(m, 7, 1, &[6, 8]);
        column_only(m, 9, 1, &[8, 2]);
    });
    let s = strong_links::find_four_strong_links(&c).unwrap();
    assert_eq!((s.technique, s.rating.0), (Technique::FourSkyscrapers, 58));
    assert_eq!(elim_cells(&s), vec![(1, 8, 1), (2, 2, 1), (2, 3, 1)]);
    assert!(strong_links::find_four_strong_links(&marks(|_| {})).is_none());
}

#[test]
fn unique_rectangle_types_2_3_4() {
    let ur = |m: &mut [u16; 81]| {
        m[at(1, 1)] = bit(1) | bit(2);
        m[at(1, 4)] = bit(1) | bit(2);
    };
    // Type 2: both extra corners add 3, so 3 leaves the rest of row 2.
    let c = marks(|m| {
        ur(m);
        m[at(2, 1)] = bit(1) | bit(2) | bit(3);
        m[at(2, 4)] = bit(1) | bit(2) | bit(3);
    });
    let s = uniqueness::find_unique_loop(&c).unwrap();
    assert_eq!((s.technique, s.rating.0), (Technique::UniqueRectangle2, 45));
    assert!(removes(&s, 2, 9, 3) && !removes(&s, 2, 1, 3));
    // Type 3: the extras {3, 4} with r2c7 {3, 4} form a naked pair in row 2.
    let c = marks(|m| {
        ur(m);
        m[at(2, 1)] = bit(1) | bit(2) | bit(3);
        m[at(2, 4)] = bit(1) | bit(2) | bit(4);
        m[at(2, 7)] = bit(3) | bit(4);
    });
    let s = uniqueness::find_unique_loop(&c).unwrap();
    assert_eq!((s.technique, s.rating.0), (Technique::UniqueRectangle3, 46));
    assert!(removes(&s, 2, 9, 3) && removes(&s, 2, 2, 4));
    assert!(!removes(&s, 2, 7, 3));
    // Type 4: 1 is only in the two extra corners in row 2, so 2 goes from them.
    let c = marks(|m| {
        ur(m);
        m[at(2, 1)] = bit(1) | bit(2) | bit(5);
        m[at(2, 4)] = bit(1) | bit(2) | bit(6);
        row_only(m, 2, 1, &[1, 4]);
    });
    let s = uniqueness::find_unique_loop(&c).unwrap();
    assert_eq!((s.technique, s.rating.0), (Technique::UniqueRectangle4, 45));
    assert_eq!(elim_cells(&s), vec![(2, 1, 2), (2, 4, 2)]);
    // No rectangle: the fourth corner lacks a loop digit.
    let c = marks(|m| {
        ur(m);
        m[at(2, 1)] = bit(1) | bit(2) | bit(3);
        m[at(2, 4)] = bit(1) | bit(3);
    });
    assert!(uniqueness::find_unique_loop(&c).is_none());
}

#[test]
fn vwxyz_and_uvwxyz_wings() {
    // Row 1: r1c1 {1,2}, r1c2 {2,3}, r1c3 {3,4}, r1c4 {4,5} hold 1-5; the
    // bivalue r2c2 {1,5} sees every 1 of the set, so 5 leaves the cells
    // seeing r2c2 and r1c4.
    let c = marks(|m| {
        m[at(1, 1)] = bit(1) | bit(2);
        m[at(1, 2)] = bit(2) | bit(3);
        m[at(1, 3)] = bit(3) | bit(4);
        m[at(1, 4)] = bit(4) | bit(5);
        m[at(2, 2)] = bit(1) | bit(5);
    });
    assert!(als_wings::find_wxyz_wing(&c).is_none());
    let s = als_wings::find_vwxyz_wing(&c).unwrap();
    assert_eq!((s.technique, s.rating.0), (Technique::VWXYZWing, 63));
    assert!(removes(&s, 2, 5, 5) && removes(&s, 2, 6, 5));
    assert!(!removes(&s, 2, 8, 5));
    // One more cell and digit: r1c5 {5,6} with the bivalue r2c2 {1,6}.
    let c = marks(|m| {
        m[at(1, 1)] = bit(1) | bit(2);
        m[at(1, 2)] = bit(2) | bit(3);
        m[at(1, 3)] = bit(3) | bit(4);
        m[at(1, 4)] = bit(4) | bit(5);
        m[at(1, 5)] = bit(5) | bit(6);
        m[at(2, 2)] = bit(1) | bit(6);
    });
    assert!(als_wings::find_vwxyz_wing(&c).is_none());
    let s = als_wings::find_uvwxyz_wing(&c).unwrap();
    assert_eq!((s.technique, s.rating.0), (Technique::UVWXYZWing, 66));
    assert!(removes(&s, 2, 4, 6) && removes(&s, 2, 6, 6));
    assert!(!removes(&s, 3, 5, 6));
    assert!(als_wings::find_uvwxyz_wing(&marks(|_| {})).is_none());
}

#[test]
fn tuvwxyz_wing() {
    // Row 1: r1c1 {1,2} to r1c6 {6,7} hold 1-7; the bivalue r2c2 {1,7}
    // sees the only 1 of the set, so 7 leaves the cells seeing r2c2 and
    // r1c6.
    let c = marks(|m| {
        for d in 1..=6u8 {
            m[at(1, d as usize)] = bit(d) | bit(d + 1);
        }
        m[at(2, 2)] = bit(1) | bit(7);
    });
    assert!(als_wings::find_uvwxyz_wing(&c).is_none());
    let s = als_wings::find_tuvwxyz_wing(&c).unwrap();
    assert_eq!((s.technique, s.rating.0), (Technique::TUVWXYZWing, 75));
    assert_eq!(s.cells.len(), 7);
    assert!(removes(&s, 2, 4, 7) && removes(&s, 2, 6, 7));
    assert!(!removes(&s, 3, 5, 7));
    assert!(als_wings::find_tuvwxyz_wing(&marks(|_| {})).is_none());
}

#[test]
fn aligned_pair_exclusion() {
    // r1c1 and r1c2 hold {1,2,3} and see each other; both see the bivalue
    // cells r2c3 {1,2} and r1c9 {1,3}. Every pair of values with a 1 would
    // empty one of them, so 1 leaves both cells.
    let c = marks(|m| {
        m[at(1, 1)] = bit(1) | bit(2) | bit(3);
        m[at(1, 2)] = bit(1) | bit(2) | bit(3);
        m[at(2, 3)] = bit(1) | bit(2);
        m[at(1, 9)] = bit(1) | bit(3);
    });
    let s = aligned_exclusion::find_aligned_pair_exclusion(&c).unwrap();
    assert_eq!(
        (s.technique, s.rating.0),
        (Technique::AlignedPairExclusion, 62)
    );
    assert_eq!(elim_cells(&s), vec![(1, 1, 1), (1, 2, 1)]);
    // With one common bivalue cell there is no exclusion.
    let c = marks(|m| {
        m[at(1, 1)] = bit(1) | bit(2) | bit(3);
        m[at(1, 2)] = bit(1) | bit(2) | bit(3);
        m[at(2, 3)] = bit(1) | bit(2);
    });
    assert!(aligned_exclusion::find_aligned_pair_exclusion(&c).is_none());
}

#[test]
fn aligned_triple_exclusion() {
    // r1c1 and r1c2 hold {1,2,3,4}, r1c3 {1,2,4}; all three see r2c2
    // {1,2,3} and r1c9 {1,4}. Three different digits with a 1 would empty
    // one of those, so only {2,3,4} is possible and 1 leaves all three.
    let triple = |with_r1c9: bool| {
        marks(|m| {
            m[at(1, 1)] = bit(1) | bit(2) | bit(3) | bit(4);
            m[at(1, 2)] = bit(1) | bit(2) | bit(3) | bit(4);
            m[at(1, 3)] = bit(1) | bit(2) | bit(4);
            m[at(2, 2)] = bit(1) | bit(2) | bit(3);
            if with_r1c9 {
                m[at(1, 9)] = bit(1) | bit(4);
            }
        })
    };
    let s = aligned_exclusion::find_aligned_triple_exclusion(&triple(true)).unwrap();
    assert_eq!(
        (s.technique, s.rating.0),
        (Technique::AlignedTripleExclusion, 75)
    );
    let cells: Vec<(u8, u8)> = s.cells.iter().map(|p| (p.row + 1, p.col + 1)).collect();
    assert_eq!(cells, vec![(1, 1), (1, 2), (1, 3)]);
    assert_eq!(elim_cells(&s), vec![(1, 1, 1), (1, 2, 1), (1, 3, 1)]);
    // With one cell of two or three candidates seeing all three there is
    // no exclusion.
    assert!(aligned_exclusion::find_aligned_triple_exclusion(&triple(false)).is_none());
    assert!(aligned_exclusion::find_aligned_triple_exclusion(&marks(|_| {})).is_none());
}
