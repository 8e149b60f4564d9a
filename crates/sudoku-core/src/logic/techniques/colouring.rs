//! Simple colouring (Trap and Wrap) and multi-colouring (types 1 and 2),
//! as HoDoKu's "Simple Colors" and "Multi Colors": for one digit, the
//! cells joined by conjugate pairs (houses where the digit has exactly two
//! places) form clusters; in a cluster the two colours alternate along
//! each pair, and exactly one colour holds the digit.
//!
//! Scan order: digits ascending; clusters in the order of their first
//! (lowest) cell; inside a cluster the cells are coloured breadth first,
//! each cell's pairs taken rows, then columns, then boxes.

use super::{cand, Candidates};
use crate::grid::Pos;
use crate::logic::houses::{cells_of, pos, unit_of, CELL_HOUSES, HOUSE_CELLS, PEER_BITS};
use crate::logic::reason::{ColourCluster, Reason};
use crate::logic::step::{Candidate, Link, Step, Technique};
use crate::rules::Unit;

/// One cluster: its cells by colour (bit sets) and as the reason shows it.
struct Cluster {
    sets: [u128; 2],
    shown: ColourCluster,
}

/// The order in which a cell's houses are tried for a pair: row, column, box.
fn house_order(cell: usize) -> [usize; 3] {
    let [b, r, c] = CELL_HOUSES[cell];
    [r as usize, c as usize, b as usize]
}

/// The clusters of digit `d` with at least one pair, by first cell.
fn clusters(c: &Candidates, d: u8) -> Vec<Cluster> {
    let places = c.digit_cells(d);
    let mut seen = 0u128;
    let mut out = Vec::new();
    for start in cells_of(places) {
        if seen & (1u128 << start) != 0 {
            continue;
        }
        let mut colour = [0u8; 81];
        let mut sets = [1u128 << start, 0u128];
        let mut shown = ColourCluster {
            colours: [vec![pos(start)], Vec::new()],
            links: Vec::new(),
        };
        seen |= 1u128 << start;
        let mut queue = vec![start];
        let mut k = 0;
        while k < queue.len() {
            let cell = queue[k];
            k += 1;
            for h in house_order(cell) {
                let pair: Vec<usize> = HOUSE_CELLS[h]
                    .iter()
                    .map(|&x| x as usize)
                    .filter(|&x| places & (1u128 << x) != 0)
                    .collect();
                if pair.len() != 2 {
                    continue;
                }
                let other = if pair[0] == cell { pair[1] } else { pair[0] };
                if seen & (1u128 << other) != 0 {
                    continue;
                }
                let col = 1 - colour[cell];
                colour[other] = col;
                seen |= 1u128 << other;
                sets[col as usize] |= 1u128 << other;
                shown.colours[col as usize].push(pos(other));
                shown.links.push((pos(cell), pos(other), unit_of(h)));
                queue.push(other);
            }
        }
        if !shown.links.is_empty() {
            out.push(Cluster { sets, shown });
        }
    }
    out
}

/// Cells (outside `not`) holding `d` that see a cell of `p` and one of `q`.
fn seeing_both(places: u128, p: u128, q: u128, not: u128) -> u128 {
    cells_of(places & !not)
        .filter(|&x| PEER_BITS[x] & p != 0 && PEER_BITS[x] & q != 0)
        .fold(0, |m, x| m | 1u128 << x)
}

/// The first cell pair (a of `a`, b of `b`) that see each other.
fn contact(a: u128, b: u128) -> Option<(usize, usize)> {
    cells_of(a).find_map(|x| cells_of(PEER_BITS[x] & b).next().map(|y| (x, y)))
}

/// The first house two cells share (row, column, box).
fn shared_house(a: usize, b: usize) -> Option<Unit> {
    house_order(a)
        .into_iter()
        .find(|&h| house_order(b).contains(&h))
        .map(unit_of)
}

fn elims(set: u128, d: u8) -> Vec<Candidate> {
    cells_of(set).map(|x| cand(x, d)).collect()
}

fn links(cl: &ColourCluster, d: u8) -> Vec<Link> {
    cl.links
        .iter()
        .map(|&(a, b, _)| Link {
            from: cand(a.index(), d),
            to: cand(b.index(), d),
            strong: true,
        })
        .collect()
}

fn cells(cl: &ColourCluster) -> Vec<Pos> {
    let mut v: Vec<Pos> = cl.colours.iter().flatten().copied().collect();
    v.sort_by_key(|p| p.index());
    v
}

/// Simple colouring (HoDoKu's Simple Colors): Wrap (a colour twice in one
/// house: that colour is false) before Trap (a cell seeing both colours
/// loses the digit), per cluster.
pub(crate) fn find_simple_colouring(c: &Candidates) -> Option<Step> {
    let t = Technique::SimpleColouring;
    for d in 1..=9u8 {
        let places = c.digit_cells(d);
        for cl in clusters(c, d) {
            let mut wrap = None;
            for col in 0..2u8 {
                let set = cl.sets[col as usize];
                let found = cells_of(set).find_map(|x| {
                    cells_of(PEER_BITS[x] & set & !((1u128 << (x + 1)) - 1))
                        .next()
                        .map(|y| (x, y))
                });
                if let Some((x, y)) = found {
                    wrap = Some((col, x, y));
                    break;
                }
            }
            let (removed, wrap) = match wrap {
                Some((col, x, y)) => {
                    let Some(h) = shared_house(x, y) else {
                        continue;
                    };
                    (cl.sets[col as usize], Some((col, pos(x), pos(y), h)))
                }
                None => (
                    seeing_both(places, cl.sets[0], cl.sets[1], cl.sets[0] | cl.sets[1]),
                    None,
                ),
            };
            if removed == 0 {
                continue;
            }
            let mut s = Step::new(t, t.facts().min.0);
            s.cells = cells(&cl.shown);
            s.houses = cl.shown.links.iter().map(|l| l.2).collect();
            s.houses.dedup();
            s.links = links(&cl.shown, d);
            s.digits = vec![d];
            s.eliminations = elims(removed, d);
            s.reason = Box::new(Reason::SimpleColouring {
                digit: d,
                cluster: cl.shown,
                wrap,
            });
            return Some(s);
        }
    }
    None
}

/// Multi-colouring (HoDoKu's Multi Colors), on each ordered pair of
/// clusters of a digit: type 1 (a colour of A sees both colours of B:
/// that colour of A is false) before type 2 (colour a of A sees colour b
/// of B: a cell seeing both other colours loses the digit).
pub(crate) fn find_multi_colouring(c: &Candidates) -> Option<Step> {
    let t = Technique::MultiColouring;
    for d in 1..=9u8 {
        let places = c.digit_cells(d);
        let cls = clusters(c, d);
        for kind in 1..=2u8 {
            for (ia, a) in cls.iter().enumerate() {
                for (ib, b) in cls.iter().enumerate() {
                    if ia == ib {
                        continue;
                    }
                    for ca in 0..2usize {
                        let set = a.sets[ca];
                        let (removed, cb, contacts) = if kind == 1 {
                            let (Some(p), Some(q)) =
                                (contact(set, b.sets[0]), contact(set, b.sets[1]))
                            else {
                                continue;
                            };
                            (set, 0usize, vec![p, q])
                        } else {
                            let mut hit = None;
                            for cb in 0..2usize {
                                let Some(p) = contact(set, b.sets[cb]) else {
                                    continue;
                                };
                                let r = seeing_both(
                                    places,
                                    a.sets[1 - ca],
                                    b.sets[1 - cb],
                                    a.sets[0] | a.sets[1] | b.sets[0] | b.sets[1],
                                );
                                if r != 0 {
                                    hit = Some((r, cb, vec![p]));
                                    break;
                                }
                            }
                            let Some(hit) = hit else {
                                continue;
                            };
                            hit
                        };
                        if removed == 0 {
                            continue;
                        }
                        let mut s = Step::new(t, t.facts().min.0);
                        let mut all = cells(&a.shown);
                        all.extend(cells(&b.shown));
                        all.sort_by_key(|p| p.index());
                        s.cells = all;
                        s.houses = a
                            .shown
                            .links
                            .iter()
                            .chain(&b.shown.links)
                            .map(|l| l.2)
                            .collect();
                        s.links = links(&a.shown, d);
                        s.links.extend(links(&b.shown, d));
                        s.digits = vec![d];
                        s.eliminations = elims(removed, d);
                        s.reason = Box::new(Reason::MultiColouring {
                            digit: d,
                            kind,
                            a: a.shown.clone(),
                            b: b.shown.clone(),
                            a_colour: ca as u8,
                            b_colour: cb as u8,
                            contacts: contacts
                                .into_iter()
                                .map(|(x, y)| (pos(x), pos(y)))
                                .collect(),
                        });
                        return Some(s);
                    }
                }
            }
        }
    }
    None
}
