//! Chains of strong links on one digit (SukakuExplainer's `StrongLinks(2)`
//! and `StrongLinks(3)`): skyscraper (4.0), 2-string kite and turbot fish
//! (4.1); 3 skyscrapers (5.4), 3-string kite and 3 strong links (5.5-5.6).
//! Grouped links (empty rectangles, line groups; SE +0.3) are not done yet.
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

/// The easiest two-strong-link step, as SE sorts them (ungrouped links).
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

/// SE's `rLineName`: the link-type string, normalised so that rows and
/// columns are interchangeable (0 box, 1 line, 2 the other line direction).
fn line_name(set: &[u8]) -> String {
    let original: String = set.iter().map(|t| char::from(b'0' + t)).collect();
    let mut lines = String::new();
    let (mut rev, mut cur) = (String::new(), String::new());
    let mut has_one = false;
    for &t in set {
        match t {
            1 => {
                has_one = true;
                rev.insert(0, '2');
                cur.push('2');
                lines.push('1');
            }
            2 => {
                lines.push('1');
                rev.insert(0, '1');
                cur.push('1');
            }
            _ => {
                lines.push(char::from(b'0' + t));
                rev.insert(0, char::from(b'0' + t));
                cur.push(char::from(b'0' + t));
            }
        }
    }
    if rev > cur {
        rev = cur;
    }
    if has_one {
        if original > rev {
            rev
        } else {
            original
        }
    } else {
        lines
    }
}

fn is_lex(v: &[u8]) -> bool {
    let o: Vec<u8> = v.to_vec();
    let r: Vec<u8> = v.iter().rev().copied().collect();
    o <= r
}

fn type_house(t: u8) -> usize {
    match t {
        0 => BOXES,
        1 => ROWS,
        _ => COLS,
    }
}

/// All permutations of `0..n` (n <= 4), in any order.
fn permutations(n: usize) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    let mut p: Vec<usize> = (0..n).collect();
    fn rec(k: usize, p: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) {
        if k == p.len() {
            out.push(p.clone());
            return;
        }
        for i in k..p.len() {
            p.swap(k, i);
            rec(k + 1, p, out);
            p.swap(k, i);
        }
    }
    rec(0, &mut p, &mut out);
    out
}

struct Chain {
    rating: u16,
    suffix: String,
    digit: u8,
    cells: Vec<usize>,
    ring: bool,
    elims: Vec<Candidate>,
}

#[allow(clippy::too_many_arguments)]
fn consider(
    c: &Candidates,
    d: u8,
    types: &[u8],
    houses: &[usize],
    links: &[[usize; 2]],
    perms: &[Vec<usize>],
    best: &mut Option<Chain>,
) {
    let n = links.len();
    for q in perms {
        let qb: Vec<u8> = q.iter().map(|&x| x as u8).collect();
        if !is_lex(&qb) {
            continue;
        }
        let set: Vec<u8> = q.iter().map(|&i| types[i]).collect();
        let sfx = if is_lex(&set) {
            format!("0{}", line_name(&set))
        } else {
            let r: Vec<u8> = set.iter().rev().copied().collect();
            format!("0{}", line_name(&r))
        };
        let tail = &sfx[1..];
        let base = 54u16;
        let rating = if !tail.contains('0') && !tail.contains('2') {
            base
        } else if tail.contains('0') && tail.contains('2') {
            base + 2
        } else {
            base + 1
        };
        for u in 0..(1u32 << n) {
            let ub = |i: usize| ((u >> i) & 1) as usize;
            let mut shares = Vec::with_capacity(n - 1);
            let mut bridges = Vec::with_capacity(n - 1);
            let mut ok = true;
            for w in 0..n - 1 {
                let b1 = links[q[w]][1 - ub(w)];
                let b2 = links[q[w + 1]][ub(w + 1)];
                match shared_house(b1, b2) {
                    Some(h) => {
                        shares.push(h);
                        bridges.push((b1, b2));
                    }
                    None => {
                        ok = false;
                        break;
                    }
                }
            }
            if !ok {
                continue;
            }
            let start = links[q[0]][ub(0)];
            let end = links[q[n - 1]][1 - ub(n - 1)];
            let ring = shared_house(start, end).is_some();
            if ring {
                let min_house = houses.iter().copied().min().unwrap_or(0);
                if houses[q[0]] != min_house || ub(0) != 0 {
                    continue;
                }
            }
            let outside = |v: usize| houses.iter().all(|&h| !in_house(h, v));
            let mut elims: Vec<Candidate> = (0..81)
                .filter(|&v| {
                    v != start
                        && v != end
                        && sees(v, start)
                        && sees(v, end)
                        && outside(v)
                        && (ring || shares.iter().all(|&h| !in_house(h, v)))
                        && c.has(v, d)
                })
                .map(|v| cand(v, d))
                .collect();
            if ring {
                for &(b1, b2) in &bridges {
                    for v in 0..81 {
                        let e = cand(v, d);
                        if v != b1
                            && v != b2
                            && sees(v, b1)
                            && sees(v, b2)
                            && outside(v)
                            && c.has(v, d)
                            && !elims.contains(&e)
                        {
                            elims.push(e);
                        }
                    }
                }
            }
            if elims.is_empty() {
                continue;
            }
            let better = match best {
                None => true,
                Some(b) => {
                    (rating, std::cmp::Reverse(elims.len()), &sfx)
                        < (b.rating, std::cmp::Reverse(b.elims.len()), &b.suffix)
                }
            };
            if better {
                let mut cells = vec![start];
                for &(b1, b2) in &bridges {
                    cells.push(b1);
                    cells.push(b2);
                }
                cells.push(end);
                *best = Some(Chain {
                    rating,
                    suffix: sfx.clone(),
                    digit: d,
                    cells,
                    ring,
                    elims,
                });
            }
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn build(
    c: &Candidates,
    d: u8,
    types: &[u8],
    depth: usize,
    prev_i: usize,
    houses: &mut Vec<usize>,
    links: &mut Vec<[usize; 2]>,
    perms: &[Vec<usize>],
    best: &mut Option<Chain>,
) {
    if depth == types.len() {
        consider(c, d, types, houses, links, perms, best);
        return;
    }
    let t = types[depth];
    let from = if depth > 0 && types[depth - 1] == t {
        prev_i + 1
    } else {
        0
    };
    for i in from..9 {
        let h = type_house(t) + i;
        let Some(l) = link_cells(c, h, d) else {
            continue;
        };
        if links.iter().any(|o| o.contains(&l[0]) || o.contains(&l[1])) {
            continue;
        }
        houses.push(h);
        links.push(l);
        build(c, d, types, depth + 1, i, houses, links, perms, best);
        houses.pop();
        links.pop();
    }
}

/// Three strong links (SE's `StrongLinks(3)`, ungrouped): 3 Skyscrapers
/// 5.4, 3-String Kite / 3 Strong links 5.5-5.6, and their X-Loops.
pub fn find_three_strong_links(c: &Candidates) -> Option<Step> {
    let n = 3usize;
    let perms = permutations(n);
    let mut best: Option<Chain> = None;
    // SE's link-type sets: non-decreasing type sequences, in the order of
    // its bit-mask enumeration.
    for mask in 0u32..(1 << (3 * n)) {
        if mask.count_ones() != n as u32 {
            continue;
        }
        let pos: Vec<u32> = (0..3 * n as u32).filter(|b| mask & (1 << b) != 0).collect();
        if pos.iter().enumerate().any(|(i, &p)| p as usize % n != i) {
            continue;
        }
        let types: Vec<u8> = pos.iter().map(|&p| (p as usize / n) as u8).collect();
        for d in 1..=9u8 {
            build(
                c,
                d,
                &types,
                0,
                0,
                &mut Vec::new(),
                &mut Vec::new(),
                &perms,
                &mut best,
            );
        }
    }
    let f = best?;
    let d = f.digit;
    let technique = if f.ring {
        Technique::StrongLinkLoop
    } else {
        let tail = &f.suffix[1..];
        if !tail.contains('0') && !tail.contains('2') {
            Technique::ThreeSkyscrapers
        } else if tail.contains('0') {
            Technique::ThreeStrongLinks
        } else {
            Technique::ThreeStringKite
        }
    };
    let mut s = Step::new(technique, f.rating);
    s.cells = f.cells.iter().map(|&x| cand(x, d).pos).collect();
    for pair in f.cells.chunks(2) {
        if let [a, b] = pair {
            s.links.push(Link {
                from: cand(*a, d),
                to: cand(*b, d),
                strong: true,
            });
        }
    }
    s.explanation = format!(
        "{} {} on {d} through {}: removes {}",
        technique.name(),
        f.suffix,
        cells_text(&f.cells),
        elims_text(&f.elims)
    );
    s.eliminations = f.elims;
    Some(s)
}
