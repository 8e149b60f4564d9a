//! A chaining hint as SukakuExplainer ranks it: difficulty (base plus the
//! chain-length penalty, computed in `f64` as SE does so ties and near-ties
//! order the same way), then complexity (the number of distinct potentials
//! in its chains), then a sort key per hint kind; among equals the first
//! found wins. Only the best hint so far is turned into a [`Step`].

use std::cmp::Ordering;
use std::collections::HashMap;
use std::hash::{DefaultHasher, Hash, Hasher};

use super::graph::{cell_of, digit_of, Arena};
use crate::logic::candidates::Candidates;
use crate::logic::houses::{pos, unit_of, CELL_HOUSES, HOUSE_CELLS};
use crate::logic::reason::{ChainKind, ChainReason, Clause, Inner, Reason, Why};
use crate::logic::step::{Candidate, Link, Rating, Step, Technique};
use crate::logic::techniques::cand;

/// SE's `getLengthDifficulty`: +0.1 each time the chain length (complexity
/// minus 2) passes 4, 6, 8, 12, 16, 24, 32, ...
pub(super) fn length_penalty(complexity: u32) -> f64 {
    let mut added = 0.0;
    let mut ceil: i64 = 4;
    let length = i64::from(complexity) - 2;
    let mut odd = false;
    while length > ceil {
        added += 0.1;
        ceil = if odd { ceil * 4 / 3 } else { ceil * 3 / 2 };
        odd = !odd;
    }
    added
}

/// What one hint found, enough to rank it.
pub(super) struct Found {
    pub technique: Technique,
    pub base: f64,
    pub complexity: u32,
    pub sort_key: u8,
    /// The cell and digit placed, when the hint's result is "on".
    pub place: Option<(usize, u8)>,
    /// Candidates removed (cell, digit).
    pub removes: Vec<(usize, u8)>,
}

impl Found {
    fn difficulty(&self) -> f64 {
        self.base + length_penalty(self.complexity)
    }
}

/// One hint of a producer run as a nested rule (see `nested`): its rank,
/// what it removes, and its chain.
pub(super) struct Collected {
    /// Difficulty, complexity, sort key: SE's ranking.
    pub rank: (f64, u32, u8),
    /// The technique (for the outer chain's text).
    pub technique: Technique,
    /// Whether it is a cycle (else a forcing chain).
    pub cycle: bool,
    /// SE's removable potentials: (cell, digit mask), by cell. A forcing
    /// chain placing a digit in a cell with no other candidate removes an
    /// empty mask (SE's hint is still "worth" it, and still compared).
    pub removes: Vec<(usize, u16)>,
    /// Each chain (one per target, in SE's order), from its target up the
    /// first parents to its root: (candidate, on).
    pub paths: Vec<Vec<(u16, bool)>>,
    /// What the roots of a cell or region chain hint rest on.
    pub root: Root,
    /// For a dynamic hint: each chain's potentials, breadth first over all
    /// parents from its target (SE's `getChain`), with their causes (see
    /// `Node::cause`). Empty for static hints (their `paths` say it all).
    pub dag: Vec<Vec<(u16, bool, u8)>>,
    /// A hash of what makes two hints the same chain ([`Collected::same_chain`]).
    pub chain_hash: u64,
}

impl Collected {
    /// A hint with its [`Collected::chain_hash`] worked out.
    fn new(
        rank: (f64, u32, u8),
        technique: Technique,
        cycle: bool,
        removes: Vec<(usize, u16)>,
        (paths, root, dag): ChainParts,
    ) -> Collected {
        let mut h = DefaultHasher::new();
        (cycle, root, &paths, &dag).hash(&mut h);
        Collected {
            rank,
            technique,
            cycle,
            removes,
            paths,
            root,
            dag,
            chain_hash: h.finish(),
        }
    }

    /// The hint as an inner step of an outer chain: its technique and its
    /// cells, root first.
    pub(crate) fn inner(&self) -> Inner {
        let mut cells = Vec::new();
        let from_dag = self
            .dag
            .iter()
            .map(|c| c.iter().map(|&(cand, _, _)| cand).rev().collect());
        let chains: Vec<Vec<u16>> = if self.paths.is_empty() {
            from_dag.collect()
        } else {
            self.paths
                .iter()
                .map(|p| p.iter().map(|&(cand, _)| cand).rev().collect())
                .collect()
        };
        for cand in chains.into_iter().flatten() {
            let p = pos(cell_of(cand));
            if !cells.contains(&p) {
                cells.push(p);
            }
        }
        Inner {
            technique: self.technique,
            digits: Vec::new(),
            houses: Vec::new(),
            cells,
        }
    }

    /// Whether two hints are the same chain as SE's `FullChain` compares
    /// them: their kind and chains.
    pub(crate) fn same_chain(&self, other: &Collected) -> bool {
        self.chain_hash == other.chain_hash
            && self.cycle == other.cycle
            && self.root == other.root
            && self.paths == other.paths
            && self.dag == other.dag
    }
}

/// A hint's chains: paths, root, and (dynamic hints) all potentials.
type ChainParts = (Vec<Vec<(u16, bool)>>, Root, Vec<Vec<(u16, bool, u8)>>);

/// What the roots of a multiple-chain hint rest on (SE gives them the
/// cause of the hint's kind): nothing, a cell's candidates, or a house's
/// places for a digit.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, Debug)]
pub(super) enum Root {
    #[default]
    None,
    Cell(usize),
    House(usize, u8),
}

/// The best hint of a producer so far; or, made by
/// [`Best::collecting`], every hint (for a nested rule, which uses them
/// all).
#[derive(Default)]
pub(super) struct Best {
    key: Option<(f64, u32, u8)>,
    pub step: Option<Step>,
    /// Every hint offered, when collecting.
    pub all: Option<Vec<Collected>>,
    /// Whether the hints collected come from a dynamic search (whose
    /// nodes may have several parents).
    pub dynamic: bool,
    /// The root kind of the hints being offered (set by the multiple-chain
    /// search before it offers a cell or region hint).
    pub root: Root,
    /// When collecting from a search whose arena outlives it: the hints
    /// kept so far, their chains still in the arena (see [`Pending`]).
    pending: Option<Pending>,
}

/// Hints collected without their chains written out yet: of the hints
/// with the same removals only the first in SE's order survives
/// [`rank_all`], so only that one's chains are ever read. Each is kept
/// with its rank and the order it came in, and replaced only by a hint
/// with the same removals that ranks strictly better; [`Best::ranked`]
/// then writes out the survivors, in [`rank_all`]'s order.
#[derive(Default)]
struct Pending {
    hints: Vec<Later>,
    /// Each removal set's hint in `hints`.
    by_removes: HashMap<Vec<(usize, u16)>, usize>,
    next: u32,
}

/// A hint of [`Pending`]: what [`Collected`] holds, with its chains as
/// the arena nodes that end them.
struct Later {
    rank: (f64, u32, u8),
    seq: u32,
    technique: Technique,
    cycle: bool,
    removes: Vec<(usize, u16)>,
    chains: Vec<u32>,
    root: Root,
}

/// SE's order of two hints' ranks (difficulty, complexity, sort key).
fn rank_order(a: &(f64, u32, u8), b: &(f64, u32, u8)) -> Ordering {
    a.0.partial_cmp(&b.0)
        .unwrap_or(Ordering::Equal)
        .then(a.1.cmp(&b.1))
        .then(a.2.cmp(&b.2))
}

impl Best {
    /// A sink that keeps every hint offered (no search is cut short).
    pub(crate) fn collecting() -> Best {
        Best {
            all: Some(Vec::new()),
            ..Best::default()
        }
    }

    /// Like [`Best::collecting`], for a search whose arena outlives the
    /// collecting: the hints come out of [`Best::ranked`] as [`rank_all`]
    /// would rank them, with the chains written out only for the hints
    /// that survive it.
    pub(crate) fn collecting_ranked() -> Best {
        Best {
            all: Some(Vec::new()),
            pending: Some(Pending::default()),
            ..Best::default()
        }
    }

    /// The hints collected by [`Best::collecting_ranked`] from the search
    /// that made `arena`, as [`rank_all`] of all of them gives them.
    pub(crate) fn ranked(&mut self, arena: &Arena) -> Vec<Collected> {
        let Some(p) = self.pending.take() else {
            return rank_all(self.all.take().unwrap_or_default());
        };
        let mut hints = p.hints;
        hints.sort_by(|a, b| rank_order(&a.rank, &b.rank).then(a.seq.cmp(&b.seq)));
        hints
            .into_iter()
            .map(|h| {
                let paths = h.chains.iter().map(|&t| path_of(arena, t)).collect();
                let dag = if self.dynamic {
                    h.chains.iter().map(|&t| dag_of(arena, t)).collect()
                } else {
                    Vec::new()
                };
                Collected::new(
                    h.rank,
                    h.technique,
                    h.cycle,
                    h.removes,
                    (paths, h.root, dag),
                )
            })
            .collect()
    }

    /// Whether a hint with this ranking would replace the current best.
    fn beats(&self, k: (f64, u32, u8)) -> bool {
        if self.all.is_some() {
            return true;
        }
        match self.key {
            None => true,
            Some(b) => k.0 < b.0 || (k.0 == b.0 && (k.1 < b.1 || (k.1 == b.1 && k.2 < b.2))),
        }
    }

    /// Whether a hint of this base difficulty, complexity and sort key
    /// would replace the best if it removes anything (what
    /// [`Best::offer`] decides), so the caller may skip working out what
    /// a losing hint removes.
    pub(crate) fn would_keep(&self, base: f64, complexity: u32, sort_key: u8) -> bool {
        self.beats((base + length_penalty(complexity), complexity, sort_key))
    }

    /// Whether a hint of base difficulty `base` and complexity at least
    /// `min_complexity` could still replace the best (ties lose: the first
    /// found wins, and later passes have larger sort keys). Lets a search
    /// stop growing chains that could only give worse hints.
    pub(crate) fn could_improve(&self, base: f64, min_complexity: u32) -> bool {
        if self.all.is_some() {
            return true;
        }
        match self.key {
            None => true,
            Some((d, c, _)) => {
                let nd = base + length_penalty(min_complexity);
                nd < d || (nd == d && min_complexity < c)
            }
        }
    }

    /// Offers a hint; `chains` are the arena nodes ending its chains (for
    /// links and the walk of each branch), `kind` says how they prove it.
    pub(crate) fn offer(
        &mut self,
        c: &Candidates,
        arena: &Arena,
        f: Found,
        chains: &[u32],
        kind: ChainKind,
    ) {
        if let Some(p) = &mut self.pending {
            later(p, &f, chains, self.root);
            return;
        }
        if let Some(all) = &mut self.all {
            collect(all, arena, &f, chains, (self.root, self.dynamic));
            return;
        }
        if f.removes.is_empty() && f.place.is_none() {
            return;
        }
        let d = f.difficulty();
        let k = (d, f.complexity, f.sort_key);
        if !self.beats(k) {
            return;
        }
        self.key = Some(k);
        let rating = (d * 10.0).round() as u16;
        let mut s = Step::new(f.technique, rating);
        s.rating = Rating(rating);
        let mut cells = Vec::new();
        for &t in chains {
            for n in arena.chain(t) {
                let node = arena.node(n);
                let cell = cell_of(node.cand);
                if !cells.contains(&cell) {
                    cells.push(cell);
                }
                for &p in arena.parents(n) {
                    let pn = arena.node(p);
                    let link = Link {
                        from: cand(cell_of(pn.cand), digit_of(pn.cand)),
                        to: cand(cell, digit_of(node.cand)),
                        strong: !pn.on && node.on,
                    };
                    if !s.links.contains(&link) {
                        s.links.push(link);
                    }
                }
            }
        }
        s.cells = cells.iter().map(|&x| pos(x)).collect();
        let mut elims: Vec<Candidate> = f
            .removes
            .iter()
            .filter(|&&(cell, dd)| c.has(cell, dd))
            .map(|&(cell, dd)| cand(cell, dd))
            .collect();
        elims.sort();
        if let Some((cell, dd)) = f.place {
            s.placements.push(cand(cell, dd));
        }
        s.eliminations = elims;
        let mut inner = Vec::new();
        let branches = chains
            .iter()
            .map(|&t| walk(c, arena, t, &mut inner))
            .collect();
        s.reason = Box::new(Reason::Chain(Box::new(ChainReason {
            kind,
            branches,
            inner,
        })));
        self.step = Some(s);
    }
}

/// The branch ending at node `t`, from its assumption (the root reached
/// through first parents) down to `t`: the chain's main line. A node with
/// more than one parent holds because its cell or house has nothing else
/// left (its other parents removed the rest); an "off" node deduced from
/// "off" nodes comes from a nested rule, whose step is added to `inner`
/// (once) for the text to name.
fn walk(c: &Candidates, arena: &Arena, t: u32, inner: &mut Vec<Inner>) -> Vec<Clause> {
    let mut nodes = Vec::new();
    let mut p = Some(t);
    while let Some(n) = p {
        nodes.push(n);
        p = arena.first_parent(n);
    }
    nodes.reverse();
    let mut out: Vec<Clause> = Vec::with_capacity(nodes.len());
    let q0 = |p: &[u32]| p.first().copied();
    for &n in &nodes {
        let node = arena.node(n);
        let parents = arena.parents(n);
        let cell = cell_of(node.cand);
        let d = digit_of(node.cand);
        let why = match parents.first() {
            None => Why::Assumed,
            Some(&q) if !node.on && !arena.node(q).on => {
                let k = arena
                    .inner_of(n)
                    .map(|x| match inner.iter().position(|y| y == x) {
                        Some(k) => k,
                        None => {
                            inner.push(x.clone());
                            inner.len() - 1
                        }
                    });
                Why::Nested(k.map_or(u16::MAX, |k| k as u16))
            }
            Some(_) if node.on && parents.len() > 1 => match node.cause {
                1 => Why::LastInCell(
                    parents
                        .iter()
                        .map(|&q| arena.node(q).cand)
                        .filter(|&c| cell_of(c) == cell)
                        .fold(0u16, |m, c| m | 1 << (digit_of(c) - 1)),
                ),
                c if c >= 2 => {
                    let h = usize::from(c - 2);
                    let mask = parents
                        .iter()
                        .map(|&q| arena.node(q).cand)
                        .filter(|&c| digit_of(c) == d)
                        .filter_map(|c| {
                            HOUSE_CELLS[h]
                                .iter()
                                .position(|&x| usize::from(x) == cell_of(c))
                        })
                        .fold(0u16, |m, k| m | 1 << k);
                    Why::LastInHouse(unit_of(h), mask)
                }
                _ => link_why(c, arena, q0(parents), n),
            },
            Some(_) => link_why(c, arena, q0(parents), n),
        };
        out.push(Clause {
            pos: pos(cell),
            digit: crate::Digit::of(d),
            on: node.on,
            why,
        });
    }
    out
}

/// Why a single-parent link from node `prev` to node `n` holds: inside
/// one cell ([`Why::Link`]) or through a house ([`Why::House`]): for an
/// "on" node the house its cause names, else one whose only other place
/// for the digit (on `c`, the grid the chain starts from) is `prev`'s
/// cell; for an "off" node the first house (row, column, box) both cells
/// share.
fn link_why(c: &Candidates, arena: &Arena, prev: Option<u32>, n: u32) -> Why {
    let Some(q) = prev else {
        return Why::Link;
    };
    let node = arena.node(n);
    let (cell, d) = (cell_of(node.cand), digit_of(node.cand));
    let from = cell_of(arena.node(q).cand);
    if from == cell {
        return Why::Link;
    }
    if node.on && node.cause >= 2 {
        return Why::House(unit_of(usize::from(node.cause - 2)));
    }
    let [b, r, col] = CELL_HOUSES[cell].map(usize::from);
    let shared = [r, col, b]
        .into_iter()
        .filter(|&h| HOUSE_CELLS[h].iter().any(|&x| usize::from(x) == from));
    // An "on" node without a house of two places holds on a grid the
    // chain reduced: no house is claimed for it.
    shared
        .into_iter()
        .find(|&h| !node.on || c.positions(h, d).count_ones() == 2)
        .map_or(Why::Link, |h| Why::House(unit_of(h)))
}

/// Ranks collected hints as SE sorts a producer's hints (stably: equals
/// stay in the order found) and drops those whose removals equal an
/// earlier one's (SE keeps them in a set that compares hints by their
/// removals).
pub(super) fn rank_all(mut hints: Vec<Collected>) -> Vec<Collected> {
    hints.sort_by(|a, b| rank_order(&a.rank, &b.rank));
    let mut kept: Vec<Collected> = Vec::with_capacity(hints.len());
    for h in hints {
        if !kept.iter().any(|k| k.removes == h.removes) {
            kept.push(h);
        }
    }
    kept
}

/// SE's removals of a hint as [`Collected`] holds them: (cell, digit
/// mask), by cell; a placement removes an empty mask from its cell.
fn removes_of(f: &Found) -> Vec<(usize, u16)> {
    let mut removes: Vec<(usize, u16)> = Vec::new();
    if let Some((cell, _)) = f.place {
        removes.push((cell, 0));
    }
    for &(cell, d) in &f.removes {
        match removes.iter_mut().find(|(x, _)| *x == cell) {
            Some((_, m)) => *m |= 1 << (d - 1),
            None => removes.push((cell, 1 << (d - 1))),
        }
    }
    removes.sort_unstable();
    removes
}

/// Whether technique `t` is a cycle (else a forcing chain).
fn is_cycle(t: Technique) -> bool {
    matches!(
        t,
        Technique::BidirectionalCycle
            | Technique::BidirectionalXCycle
            | Technique::BidirectionalYCycle
    )
}

/// Keeps a hint in `p` unless a hint with the same removals ranks as well
/// or better (that one comes first in [`rank_all`], which drops this one).
fn later(p: &mut Pending, f: &Found, chains: &[u32], root: Root) {
    let removes = removes_of(f);
    if removes.is_empty() {
        return;
    }
    let rank = (f.difficulty(), f.complexity, f.sort_key);
    let seq = p.next;
    p.next += 1;
    let make = |removes| Later {
        rank,
        seq,
        technique: f.technique,
        cycle: is_cycle(f.technique),
        removes,
        chains: chains.to_vec(),
        root,
    };
    match p.by_removes.get(&removes[..]) {
        Some(&i) => {
            if rank_order(&rank, &p.hints[i].rank) == Ordering::Less {
                p.hints[i] = make(removes);
            }
        }
        None => {
            p.by_removes.insert(removes.clone(), p.hints.len());
            p.hints.push(make(removes));
        }
    }
}

/// A chain from its end `t` up the first parents to its root.
fn path_of(arena: &Arena, t: u32) -> Vec<(u16, bool)> {
    let mut path = Vec::new();
    let mut p = Some(t);
    while let Some(n) = p {
        let node = arena.node(n);
        path.push((node.cand, node.on));
        p = arena.first_parent(n);
    }
    path
}

/// Records a hint of a producer (one chain, single parents).
fn collect(
    all: &mut Vec<Collected>,
    arena: &Arena,
    f: &Found,
    chains: &[u32],
    (root, dynamic): (Root, bool),
) {
    let removes = removes_of(f);
    if removes.is_empty() {
        return;
    }
    let paths = chains.iter().map(|&t| path_of(arena, t)).collect();
    let dag = if dynamic {
        chains.iter().map(|&t| dag_of(arena, t)).collect()
    } else {
        Vec::new()
    };
    all.push(Collected::new(
        (f.difficulty(), f.complexity, f.sort_key),
        f.technique,
        is_cycle(f.technique),
        removes,
        (paths, root, dag),
    ));
}

/// SE's `getChain` from `t`: every potential reached through parents,
/// breadth first, each once, with its cause.
fn dag_of(arena: &Arena, t: u32) -> Vec<(u16, bool, u8)> {
    let mut seen = [0u64; super::graph::KEYS.div_ceil(64)];
    let mut out = Vec::new();
    let mut todo = vec![t];
    let mut head = 0;
    while head < todo.len() {
        let p = todo[head];
        head += 1;
        let node = arena.node(p);
        let k = node.key();
        if seen[k / 64] & (1 << (k % 64)) != 0 {
            continue;
        }
        seen[k / 64] |= 1 << (k % 64);
        out.push((node.cand, node.on, node.cause));
        todo.extend_from_slice(arena.parents(p));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn length_penalty_matches_se_steps() {
        // length = complexity - 2; thresholds 4, 6, 8, 12, 16, 24, ...
        assert_eq!(length_penalty(6), 0.0);
        assert!((length_penalty(7) - 0.1).abs() < 1e-9);
        assert!((length_penalty(8) - 0.1).abs() < 1e-9);
        assert!((length_penalty(9) - 0.2).abs() < 1e-9);
        assert!((length_penalty(11) - 0.3).abs() < 1e-9);
        assert!((length_penalty(14) - 0.3).abs() < 1e-9);
        assert!((length_penalty(15) - 0.4).abs() < 1e-9);
        assert!((length_penalty(19) - 0.5).abs() < 1e-9);
    }
}
