//! Two strong links (SukakuExplainer's `StrongLinks(2)`): skyscraper (4.0),
//! 2-string kite and turbot fish (4.1), without grouped links yet.
//!
//! A strong link is a house holding exactly two candidates for the digit (a
//! box whose two candidates share a line counts only as that line). Two
//! links with no common cell whose "bridge" ends share a house (column, then
//! row, then box, as SE tries them) force one of the other two ends: the
//! digit leaves every cell seeing both, except cells of the link houses and
//! of the bridge house. When the two free ends also share a house, SE calls
//! the pattern an X-Loop and also removes the digit from cells seeing both
//! bridges. SE collects every such pattern and takes the easiest, then the
//! one removing most, then the smallest suffix, then the first found.

use super::{cand, cells_text, elims_text, Candidates};
use crate::sudoku::logic::houses::{bits, sees, unit_of, BOXES, COLS, HOUSE_CELLS, ROWS};
use crate::sudoku::logic::step::{Candidate, Link, Step, Technique};

/// House of both cells: column first, then row, then box (SE's `shareRegionOf`).
fn shared_house(a: usize, b: usize) -> Option<usize> {
    if a % 9 == b % 9 {
        Some(COLS + a % 9)
    } else if a / 9 == b / 9 {
        Some(ROWS + a / 9)
    } else if (a / 27 == b / 27) && (a % 9) / 3 == (b % 9) / 3 {
        Some(BOXES + (a / 27) * 3 + (a % 9) / 3)
    } else {
        None
    }
}

fn in_house(h: usize, cell: usize) -> bool {
    HOUSE_CELLS[h].contains(&(cell as u8))
}

/// The two cells of a strong link on `d` in house `h`, if it is one.
fn link_cells(c: &Candidates, h: usize, d: u8) -> Option<[usize; 2]> {
    let p = c.positions(h, d);
    if p.count_ones() != 2 {
        return None;
    }
    let mut it = bits(p).map(|k| HOUSE_CELLS[h][k] as usize);
    let a = it.next()?;
    let b = it.next()?;
    if h < ROWS && (a / 9 == b / 9 || a % 9 == b % 9) {
        return None; // a box link inside a line is that line's link
    }
    Some([a, b])
}

/// SE's link-type pairs for two links, in its enumeration order:
/// (box, box), (box, row), (row, row), (box, col), (row, col), (col, col).
const LINK_SETS: [(usize, usize); 6] = [
    (BOXES, BOXES),
    (BOXES, ROWS),
    (ROWS, ROWS),
    (BOXES, COLS),
    (ROWS, COLS),
    (COLS, COLS),
];

fn suffix(t1: usize, t2: usize) -> &'static str {
    match (t1, t2) {
        (BOXES, BOXES) => "000",
        (BOXES, _) => "001",
        (ROWS, COLS) => "012",
        _ => "011",
    }
}

struct Found {
    rating: u16,
    suffix: &'static str,
    technique: Technique,
    digit: u8,
    chain: [usize; 4],
    houses: [usize; 3],
    elims: Vec<Candidate>,
}

/// The easiest two-strong-link step, as SE sorts them.
pub fn find_two_strong_links(c: &Candidates) -> Option<Step> {
    let mut best: Option<Found> = None;
    for &(t1, t2) in &LINK_SETS {
        for d in 1..=9u8 {
            for i in 0..9 {
                let h1 = t1 + i;
                let Some(l1) = link_cells(c, h1, d) else {
                    continue;
                };
                let j0 = if t1 == t2 { i + 1 } else { 0 };
                for j in j0..9 {
                    let h2 = t2 + j;
                    let Some(l2) = link_cells(c, h2, d) else {
                        continue;
                    };
                    if l1.iter().any(|x| l2.contains(x)) {
                        continue;
                    }
                    for (u0, u1) in [(0, 0), (0, 1), (1, 0), (1, 1)] {
                        let (start, bridge1) = (l1[u0], l1[1 - u0]);
                        let (bridge2, end) = (l2[u1], l2[1 - u1]);
                        let Some(share) = shared_house(bridge1, bridge2) else {
                            continue;
                        };
                        let ring = shared_house(start, end).is_some();
                        if ring && u0 != 0 {
                            continue;
                        }
                        let outside = |v: usize| !in_house(h1, v) && !in_house(h2, v);
                        let mut elims: Vec<Candidate> = (0..81)
                            .filter(|&v| {
                                v != start
                                    && v != end
                                    && sees(v, start)
                                    && sees(v, end)
                                    && outside(v)
                                    && (ring || !in_house(share, v))
                                    && c.has(v, d)
                            })
                            .map(|v| cand(v, d))
                            .collect();
                        if ring {
                            for v in 0..81 {
                                if v != bridge1
                                    && v != bridge2
                                    && sees(v, bridge1)
                                    && sees(v, bridge2)
                                    && outside(v)
                                    && c.has(v, d)
                                    && !elims.contains(&cand(v, d))
                                {
                                    elims.push(cand(v, d));
                                }
                            }
                        }
                        if elims.is_empty() {
                            continue;
                        }
                        let sfx = suffix(t1, t2);
                        let rating = if sfx == "011" { 40 } else { 41 };
                        let technique = if ring {
                            Technique::StrongLinkLoop
                        } else if sfx == "011" {
                            Technique::Skyscraper
                        } else if sfx == "012" {
                            Technique::TwoStringKite
                        } else {
                            Technique::TurbotFish
                        };
                        let better = match &best {
                            None => true,
                            Some(b) => {
                                (rating, std::cmp::Reverse(elims.len()), sfx)
                                    < (b.rating, std::cmp::Reverse(b.elims.len()), b.suffix)
                            }
                        };
                        if better {
                            best = Some(Found {
                                rating,
                                suffix: sfx,
                                technique,
                                digit: d,
                                chain: [start, bridge1, bridge2, end],
                                houses: [h1, h2, share],
                                elims,
                            });
                        }
                    }
                }
            }
        }
    }
    let f = best?;
    let d = f.digit;
    let [start, b1, b2, end] = f.chain;
    let mut s = Step::new(f.technique, f.rating);
    s.cells = f.chain.iter().map(|&x| cand(x, d).pos).collect();
    s.houses = f.houses.iter().map(|&h| unit_of(h)).collect();
    s.links = vec![
        Link {
            from: cand(start, d),
            to: cand(b1, d),
            strong: true,
        },
        Link {
            from: cand(b1, d),
            to: cand(b2, d),
            strong: false,
        },
        Link {
            from: cand(b2, d),
            to: cand(end, d),
            strong: true,
        },
    ];
    s.explanation = format!(
        "{} {} on {d}: {} or {} holds {d}, so it goes from {}",
        f.technique.name(),
        f.suffix,
        cells_text(&[start]),
        cells_text(&[end]),
        elims_text(&f.elims)
    );
    s.eliminations = f.elims;
    Some(s)
}
