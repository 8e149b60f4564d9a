//! X-Chain, XY-Chain and AIC (learner techniques; HoDoKu's and
//! SudokuWiki's names, SE has none): alternating inference chains over
//! candidates. A strong link joins two candidates of which at least one is
//! true (the only two places of a digit in a house, or the only two
//! candidates of a cell); a weak link joins two that cannot both be true
//! (one digit in two cells sharing a house, or two digits of one cell).
//! A chain starts and ends with a strong link and alternates: if its first
//! candidate is false the next is true, so the one after is false, and so
//! on to its last, which is true. So the first or the last is true, and a
//! candidate weakly linked to both is false.
//!
//! - **X-Chain**: one digit, strong links in houses (three or more: two
//!   are a skyscraper, kite or turbot fish, found before).
//! - **XY-Chain**: bivalue cells, each strong link inside one, joined on a
//!   digit the cells share; both ends the same digit (three cells or more:
//!   three that remove are an XY-Wing, found before).
//! - **AIC**: any other mix of the two kinds of link.
//!
//! Each search is breadth first from every candidate, so the chain found
//! is a shortest one with a removal (fewest candidates, then most
//! removals, then the first start in cell order); no grouped nodes.

use std::collections::VecDeque;

use super::{cand, Candidates};
use crate::logic::houses::{cells_of, pos, unit_of, CELL_HOUSES, HOUSE_CELLS, PEER_BITS};
use crate::logic::reason::{ChainKind, ChainReason, Clause, Reason, Why};
use crate::logic::step::{Candidate, Link, Step, Technique};
use crate::Digit;

/// Which links a search may take.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// Strong links in houses, weak links between cells: one digit.
    X,
    /// Strong links inside bivalue cells, weak links between cells.
    Xy,
    /// Every link; a chain that is one of the two above is left to them.
    Any,
}

/// The longest chain searched, in candidates (ten strong links): longer
/// ones are rare where nothing simpler applies, and too long to follow.
const MAX_NODES: usize = 20;

/// A candidate as a node: `cell * 9 + digit - 1`.
type Node = usize;

fn node(cell: usize, d: u8) -> Node {
    cell * 9 + usize::from(d - 1)
}

fn cell_of(n: Node) -> usize {
    n / 9
}

fn digit_of(n: Node) -> u8 {
    (n % 9) as u8 + 1
}

/// A link's house, or `None` inside one cell.
type Via = Option<usize>;

/// The house two different cells share that a text names: column, then
/// row, then box (SE's order for a chain's joins).
fn shared_house(a: usize, b: usize) -> usize {
    let (ha, hb) = (CELL_HOUSES[a], CELL_HOUSES[b]);
    [2, 1, 0]
        .into_iter()
        .find(|&k| ha[k] == hb[k])
        .map_or(usize::from(ha[0]), |k| usize::from(ha[k]))
}

/// Every strong link from each candidate that `kind` may take, with its
/// house (the first in house order where the two are a conjugate pair).
fn strong_links(c: &Candidates, kind: Kind) -> Vec<Vec<(Node, Via)>> {
    let mut strong: Vec<Vec<(Node, Via)>> = vec![Vec::new(); 729];
    if kind != Kind::Xy {
        for (h, cells) in HOUSE_CELLS.iter().enumerate() {
            for d in 1..=9u8 {
                let p = c.positions(h, d);
                if p.count_ones() != 2 {
                    continue;
                }
                let a = usize::from(cells[p.trailing_zeros() as usize]);
                let b = usize::from(cells[15 - p.leading_zeros() as usize]);
                let (na, nb) = (node(a, d), node(b, d));
                if !strong[na].iter().any(|&(m, _)| m == nb) {
                    strong[na].push((nb, Some(h)));
                    strong[nb].push((na, Some(h)));
                }
            }
        }
    }
    if kind != Kind::X {
        for i in (0..81).filter(|&i| c.value(i) == 0 && c.cands(i).count_ones() == 2) {
            let m = c.cands(i);
            let lo = m.trailing_zeros() as u8 + 1;
            let hi = 16 - m.leading_zeros() as u8;
            strong[node(i, lo)].push((node(i, hi), None));
            strong[node(i, hi)].push((node(i, lo), None));
        }
    }
    strong
}

/// The weak links from `n` that `kind` may take (to candidates that
/// cannot be true with it).
fn weak_links(c: &Candidates, kind: Kind, n: Node, out: &mut Vec<(Node, Via)>) {
    out.clear();
    let (cell, d) = (cell_of(n), digit_of(n));
    for x in cells_of(PEER_BITS[cell] & c.digit_cells(d)) {
        out.push((node(x, d), Some(shared_house(cell, x))));
    }
    if kind == Kind::Any {
        for e in (1..=9u8).filter(|&e| e != d && c.has(cell, e)) {
            out.push((node(cell, e), None));
        }
    }
}

/// Whether candidate `x` cannot be true with candidate `y` (a weak link).
fn excludes(x: Node, y: Node) -> bool {
    let (cx, cy) = (cell_of(x), cell_of(y));
    if cx == cy {
        x != y
    } else {
        digit_of(x) == digit_of(y) && PEER_BITS[cx] & (1u128 << cy) != 0
    }
}

/// The candidates weakly linked to both ends (which are not removed).
fn removals(c: &Candidates, first: Node, last: Node) -> Vec<Node> {
    let mut out = Vec::new();
    let mut check = |cell: usize, d: u8| {
        let x = node(cell, d);
        if x != first && x != last && c.has(cell, d) && excludes(x, first) && excludes(x, last) {
            out.push(x);
        }
    };
    let (a, b) = (cell_of(first), cell_of(last));
    let (da, db) = (digit_of(first), digit_of(last));
    if da == db {
        for x in cells_of(PEER_BITS[a] & PEER_BITS[b]) {
            check(x, da);
        }
    }
    // A removal of another digit lies in an end's cell.
    for d in 1..=9u8 {
        check(a, d);
        if b != a {
            check(b, d);
        }
    }
    out.sort_unstable();
    out.dedup();
    out
}

/// A chain found: its candidates end to end and each link's house.
struct Chain {
    nodes: Vec<Node>,
    /// `vias[k]` joins `nodes[k]` and `nodes[k + 1]`; even `k` strong.
    vias: Vec<Via>,
    removals: Vec<Node>,
}

impl Chain {
    /// Which of the three the chain is.
    fn technique(&self) -> Technique {
        let d = digit_of(self.nodes[0]);
        if self.nodes.iter().all(|&n| digit_of(n) == d) {
            return Technique::XChain;
        }
        let xy = self.vias.iter().enumerate().all(|(k, v)| {
            let inside = cell_of(self.nodes[k]) == cell_of(self.nodes[k + 1]);
            (k % 2 == 0) == inside && (k % 2 == 1 || v.is_none())
        });
        if xy && self.nodes.last().map(|&n| digit_of(n)) == Some(d) {
            Technique::XyChain
        } else {
            Technique::Aic
        }
    }
}

/// Whether `kind`'s search keeps a chain of `len` candidates from `first`
/// to `last`.
fn fits(kind: Kind, len: usize, first: Node, last: Node) -> bool {
    match kind {
        Kind::X | Kind::Xy => len >= 6 && digit_of(first) == digit_of(last),
        Kind::Any => len >= 4,
    }
}

/// The shortest chain `kind` allows that removes something, if any.
fn search(c: &Candidates, kind: Kind) -> Option<Chain> {
    let strong = strong_links(c, kind);
    let mut best: Option<Chain> = None;
    // State `2 * n + on`: candidate `n` reached false (`on == 0`, by a
    // weak link or as the start) or true (by a strong link).
    let mut parent: Vec<Option<(usize, Via)>> = vec![None; 2 * 729];
    let mut depth = vec![0usize; 2 * 729];
    let mut queue = VecDeque::new();
    let mut weak = Vec::new();
    for start in (0..729).filter(|&n| !strong[n].is_empty()) {
        let limit = best.as_ref().map_or(MAX_NODES, |b| b.nodes.len());
        parent.iter_mut().for_each(|p| *p = None);
        queue.clear();
        let s0 = 2 * start;
        parent[s0] = Some((s0, None));
        depth[s0] = 1;
        queue.push_back(s0);
        while let Some(st) = queue.pop_front() {
            let (n, on) = (st / 2, st % 2 == 1);
            if depth[st] >= limit {
                continue;
            }
            if on {
                weak_links(c, kind, n, &mut weak);
            }
            let next: &[(Node, Via)] = if on { &weak } else { &strong[n] };
            for &(m, via) in next {
                let to = 2 * m + usize::from(!on);
                if parent[to].is_some() {
                    continue;
                }
                parent[to] = Some((st, via));
                depth[to] = depth[st] + 1;
                if on {
                    queue.push_back(to);
                    continue;
                }
                // A true end: does the chain so far remove anything?
                let len = depth[to];
                if m == start || !fits(kind, len, start, m) {
                    queue.push_back(to);
                    continue;
                }
                let better = |r: usize| {
                    best.as_ref().is_none_or(|b| {
                        len < b.nodes.len() || (len == b.nodes.len() && r > b.removals.len())
                    })
                };
                if !better(0) {
                    queue.push_back(to);
                    continue;
                }
                let gone = removals(c, start, m);
                if !gone.is_empty() && better(gone.len() - 1) {
                    if let Some(chain) = walk_back(&parent, to, gone) {
                        if kind != Kind::Any || chain.technique() == Technique::Aic {
                            best = Some(chain);
                        }
                    }
                }
                queue.push_back(to);
            }
        }
    }
    best
}

/// The chain ending at state `end`, from the parents; `None` when it
/// passes a candidate twice (a shortest walk may, true once and false
/// once: that is another argument).
fn walk_back(parent: &[Option<(usize, Via)>], end: usize, removals: Vec<Node>) -> Option<Chain> {
    let mut nodes = vec![end / 2];
    let mut vias = Vec::new();
    let mut st = end;
    while let Some((p, via)) = parent[st] {
        if p == st {
            break;
        }
        nodes.push(p / 2);
        vias.push(via);
        st = p;
    }
    nodes.reverse();
    vias.reverse();
    let mut seen = nodes.clone();
    seen.sort_unstable();
    seen.dedup();
    (seen.len() == nodes.len()).then_some(Chain {
        nodes,
        vias,
        removals,
    })
}

/// The step of a chain.
fn step_of(chain: Chain) -> Step {
    let tech = chain.technique();
    let mut s = Step::new(tech, tech.facts().min.0);
    for &n in &chain.nodes {
        let p = pos(cell_of(n));
        if !s.cells.contains(&p) {
            s.cells.push(p);
        }
    }
    for via in chain.vias.iter().flatten() {
        let u = unit_of(*via);
        if !s.houses.contains(&u) {
            s.houses.push(u);
        }
    }
    let cand_of = |n: Node| cand(cell_of(n), digit_of(n));
    s.links = chain
        .nodes
        .windows(2)
        .enumerate()
        .map(|(k, w)| Link {
            from: cand_of(w[0]),
            to: cand_of(w[1]),
            strong: k % 2 == 0,
        })
        .collect();
    s.eliminations = chain
        .removals
        .iter()
        .map(|&n| cand_of(n))
        .collect::<Vec<Candidate>>();
    s.reason = Box::new(if tech == Technique::XChain {
        // One digit: said as the other strong-link chains are, node by node.
        let house = |v: &Via| unit_of(v.unwrap_or(0));
        Reason::StrongLinks {
            digit: digit_of(chain.nodes[0]),
            nodes: chain.nodes.iter().map(|&n| vec![pos(cell_of(n))]).collect(),
            strong: chain.vias.iter().step_by(2).map(house).collect(),
            weak: chain.vias.iter().skip(1).step_by(2).map(house).collect(),
            closed: false,
        }
    } else {
        let clauses = chain
            .nodes
            .iter()
            .enumerate()
            .map(|(k, &n)| Clause {
                pos: pos(cell_of(n)),
                digit: Digit::of(digit_of(n)),
                on: k % 2 == 1,
                why: match k {
                    0 => Why::Assumed,
                    _ => chain.vias[k - 1].map_or(Why::Link, |h| Why::House(unit_of(h))),
                },
            })
            .collect();
        Reason::Chain(Box::new(ChainReason {
            kind: ChainKind::Alternating,
            branches: vec![clauses],
            inner: Vec::new(),
        }))
    });
    s
}

/// The shortest X-Chain of three or more strong links that removes
/// something.
pub(crate) fn find_x_chain(c: &Candidates) -> Option<Step> {
    search(c, Kind::X).map(step_of)
}

/// The shortest XY-Chain of three or more cells that removes something.
pub(crate) fn find_xy_chain(c: &Candidates) -> Option<Step> {
    search(c, Kind::Xy).map(step_of)
}

/// The shortest AIC, neither an X- nor an XY-Chain, that removes
/// something.
pub(crate) fn find_aic(c: &Candidates) -> Option<Step> {
    search(c, Kind::Any).map(step_of)
}
