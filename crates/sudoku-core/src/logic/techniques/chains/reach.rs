//! Which potentials imply which, in one static chain graph: the on → off
//! and off → on rules of `links` on an unchanging grid, as one directed
//! graph over the 1458 potentials, condensed into strongly connected
//! components (Tarjan) with the set of potentials each component reaches.
//!
//! The edges are those of a pass's [`Links`].
//!
//! A static search from a potential can only ever deduce potentials it
//! reaches here, so the searches ask this first and skip those that cannot
//! find anything (most of them): a cell or region chain needs its
//! assumptions to share a consequence ([`Reach`]), a cycle needs its start
//! on a cycle of the graph, a forcing chain needs the start to reach its
//! own opposite ([`OnReach`], on a smaller graph). Searches that can
//! succeed run unchanged.

use super::graph::{cand_of, key, KEYS};
use super::links::Board;
use super::static_links::Links;

/// "Not a node of the graph" (a potential of a candidate the grid lacks).
const ABSENT: u16 = u16::MAX;

/// "Not yet numbered" in [`Scc`]'s arrays.
const UNSEEN: u32 = u32::MAX;

/// Tarjan's strongly connected components, iterative, over a graph in
/// compressed rows: node `v`'s successors are
/// `edges[start[v]..start[v + 1]]`. Its arrays are kept from graph to
/// graph, so a caller that rebuilds a graph in place allocates once.
#[derive(Default)]
struct Scc {
    /// Component of each node, filled in as the walk finishes them.
    comp: Vec<u32>,
    index: Vec<u32>,
    low: Vec<u32>,
    stack: Vec<u16>,
    /// Each open call: its node, its next edge and its end of edges.
    calls: Vec<(usize, usize, usize)>,
    members: Vec<usize>,
}

impl Scc {
    /// Numbers the components of the graph from 0 and calls
    /// `found(c, members, comp)` for each as it is finished: its number,
    /// its nodes and the component of every node finished so far.
    /// Components come out sinks first, so every component a component's
    /// edges enter has been reported before it (which lets a reach set be
    /// the union of ones already built).
    fn walk(&mut self, start: &[u32], edges: &[u16], mut found: impl FnMut(u32, &[usize], &[u32])) {
        let n = start.len().saturating_sub(1);
        let Scc {
            comp,
            index,
            low,
            stack,
            calls,
            members,
        } = self;
        index.clear();
        index.resize(n, UNSEEN);
        low.clear();
        low.resize(n, 0);
        comp.clear();
        comp.resize(n, UNSEEN);
        stack.clear();
        stack.reserve(n);
        calls.clear();
        calls.reserve(n);
        let mut comps = 0u32;
        let mut next = 0u32;
        for root in 0..n {
            if index[root] != UNSEEN {
                continue;
            }
            calls.push((root, start[root] as usize, start[root + 1] as usize));
            index[root] = next;
            low[root] = next;
            next += 1;
            stack.push(root as u16);
            while let Some(&mut (v, ref mut e, end)) = calls.last_mut() {
                if *e < end {
                    let w = usize::from(edges[*e]);
                    *e += 1;
                    if index[w] == UNSEEN {
                        index[w] = next;
                        low[w] = next;
                        next += 1;
                        stack.push(w as u16);
                        calls.push((w, start[w] as usize, start[w + 1] as usize));
                    } else if comp[w] == UNSEEN {
                        low[v] = low[v].min(index[w]);
                    }
                    continue;
                }
                calls.pop();
                if let Some(&(p, _, _)) = calls.last() {
                    low[p] = low[p].min(low[v]);
                }
                if low[v] != index[v] {
                    continue;
                }
                // v roots a component: pop it.
                let c = comps;
                comps += 1;
                members.clear();
                while let Some(w) = stack.pop() {
                    let w = usize::from(w);
                    comp[w] = c;
                    members.push(w);
                    if w == v {
                        break;
                    }
                }
                found(c, members, comp);
            }
        }
    }
}

/// The set of nodes each component of a graph reaches (its own
/// included), built component by component as [`Scc::walk`] reports them.
#[derive(Default)]
struct ReachSets {
    /// Words per set.
    words: usize,
    /// `sets[c * words..]`: the nodes component `c` reaches.
    sets: Vec<u64>,
    /// `merged[d] == c`: component `d`'s set is already in `c`'s.
    merged: Vec<u32>,
}

impl ReachSets {
    /// Empties the sets for a graph of `n` nodes.
    fn clear(&mut self, n: usize) {
        self.words = n.div_ceil(64).max(1);
        self.sets.clear();
        self.merged.clear();
        self.merged.resize(n, UNSEEN);
    }

    /// Builds the set of component `c` (the next one: components are added
    /// in the walk's order) from its nodes and the sets of the components
    /// its edges enter, each one's once.
    fn add(&mut self, c: u32, members: &[usize], comp: &[u32], start: &[u32], edges: &[u16]) {
        let words = self.words;
        let base = self.sets.len();
        self.sets.resize(base + words, 0);
        let (done, own) = self.sets.split_at_mut(base);
        for &w in members {
            own[w / 64] |= 1 << (w % 64);
        }
        for &w in members {
            for &s in &edges[start[w] as usize..start[w + 1] as usize] {
                let d = comp[usize::from(s)];
                if d != c && self.merged[d as usize] != c {
                    self.merged[d as usize] = c;
                    let d = d as usize;
                    let theirs = &done[d * words..(d + 1) * words];
                    for (x, y) in own.iter_mut().zip(theirs) {
                        *x |= *y;
                    }
                }
            }
        }
    }

    /// The set of component `c`.
    fn of(&self, c: u32) -> &[u64] {
        let c = c as usize;
        &self.sets[c * self.words..(c + 1) * self.words]
    }

    /// Whether component `c` reaches node `v`.
    fn reaches(&self, c: u32, v: usize) -> bool {
        self.sets[c as usize * self.words + v / 64] & (1 << (v % 64)) != 0
    }
}

/// The reachability of one static chain graph.
pub(super) struct Reach {
    /// Compact node of each potential key, or [`ABSENT`].
    id: Vec<u16>,
    /// Component of each compact node.
    comp: Vec<u32>,
    /// What each component reaches.
    sets: ReachSets,
}

impl Reach {
    /// The graph `links` of grid `g`.
    pub(crate) fn new(g: &Board, links: Links) -> Reach {
        // Compact nodes: the potentials of the grid's candidates.
        let mut id = vec![ABSENT; KEYS];
        let mut keys: Vec<usize> = Vec::with_capacity(KEYS);
        for cell in 0..81 {
            let mut m = g.cands(cell);
            while m != 0 {
                let d = m.trailing_zeros() as u8 + 1;
                m &= m - 1;
                for on in [false, true] {
                    let k = key(cand_of(cell, d), on);
                    id[k] = keys.len() as u16;
                    keys.push(k);
                }
            }
        }
        let n = keys.len();
        // Edges in compressed rows.
        let mut start = Vec::with_capacity(n + 1);
        let mut edges: Vec<u16> = Vec::with_capacity(n * 8);
        for &k in &keys {
            start.push(edges.len() as u32);
            // An "on" potential's successors are "off" and vice versa.
            let on = k % 2 == 1;
            edges.extend(links.of(k).iter().map(|&c| id[key(c, !on)]));
        }
        start.push(edges.len() as u32);

        let mut scc = Scc::default();
        let mut sets = ReachSets::default();
        sets.clear(n);
        scc.walk(&start, &edges, |c, members, comp| {
            sets.add(c, members, comp, &start, &edges);
        });
        Reach {
            id,
            comp: scc.comp,
            sets,
        }
    }

    /// Whether every potential in `from` reaches at least one common
    /// potential (`from` must not be empty).
    pub(crate) fn common_reach(&self, from: &[usize], scratch: &mut Vec<u64>) -> bool {
        scratch.clear();
        scratch.resize(self.sets.words, u64::MAX);
        for &k in from {
            let a = self.id[k];
            if a == ABSENT {
                return false;
            }
            let set = self.sets.of(self.comp[usize::from(a)]);
            for (x, y) in scratch.iter_mut().zip(set) {
                *x &= *y;
            }
        }
        scratch.iter().any(|&x| x != 0)
    }
}

/// What [`Reach`] answers for the cycle and forcing-chain searches, on the
/// graph between "on" potentials only, rebuilt in place for each pass.
///
/// Every path between two "on" potentials alternates on → off → on, so
/// the graph with an edge from candidate `a` to candidate `b` whenever
/// `a` on turns some candidate off that turns `b` on has the same
/// reachability and the same strongly connected components between "on"
/// potentials as the whole graph. It has half the nodes, and the "off"
/// potentials that turn nothing on (most of them) are gone with their
/// reach sets; a path to an "off" potential is read off the reach set of
/// "on" potentials through the on → off links, which are symmetric (a
/// candidate true turns off the candidates it sees, in its cell and its
/// houses).
#[derive(Default)]
pub(super) struct OnReach {
    /// Compact node of each candidate, or [`ABSENT`].
    id: Vec<u16>,
    /// The candidate of each compact node.
    cands: Vec<u16>,
    /// Edges in compressed rows, and as pairs while they are gathered.
    start: Vec<u32>,
    edges: Vec<u16>,
    pairs: Vec<(u16, u16)>,
    fill: Vec<u32>,
    /// The components (and the component of each compact node).
    scc: Scc,
    /// Whether each component holds two or more candidates.
    cyclic: Vec<bool>,
    /// What each component reaches; empty when the pass asks no forcing
    /// chain.
    sets: ReachSets,
}

impl OnReach {
    /// Rebuilds for the graph `links` of grid `g`; the forcing-chain
    /// questions are answered only when `sets_wanted`.
    pub(crate) fn build(&mut self, g: &Board, links: Links, sets_wanted: bool) {
        self.id.clear();
        self.id.resize(KEYS / 2, ABSENT);
        self.cands.clear();
        self.pairs.clear();
        // a → b for each candidate o that turns some candidate on: every a
        // whose truth turns o off (the candidates o turns off, by symmetry)
        // to every b that o off turns on. Only the candidates met here are
        // nodes: any other reaches nothing and is reached by nothing.
        for cell in 0..81 {
            let mut m = g.cands(cell);
            while m != 0 {
                let d = m.trailing_zeros() as u8 + 1;
                m &= m - 1;
                let o = cand_of(cell, d);
                let ons = links.ons(o);
                if ons.is_empty() {
                    continue;
                }
                // At most 4: a bivalue cell's other candidate and the
                // other place in each of three houses. Numbered before the
                // candidates `o` turns off are, as when each pair numbered
                // its own (node numbers are internal: any order gives the
                // same components and answers).
                debug_assert!(ons.len() <= 4);
                let mut bs = [0u16; 4];
                for (slot, &b) in bs.iter_mut().zip(ons) {
                    *slot = b;
                }
                let bs = &mut bs[..ons.len().min(4)];
                let mut first = true;
                for &a in links.offs(o) {
                    let a = self.node(a);
                    if first {
                        for b in bs.iter_mut() {
                            *b = self.node(*b);
                        }
                        first = false;
                    }
                    for &b in bs.iter() {
                        self.pairs.push((a, b));
                    }
                }
            }
        }
        let n = self.cands.len();
        self.start.clear();
        self.start.resize(n + 1, 0);
        for &(a, _) in &self.pairs {
            self.start[usize::from(a) + 1] += 1;
        }
        for v in 0..n {
            self.start[v + 1] += self.start[v];
        }
        self.edges.clear();
        self.edges.resize(self.pairs.len(), 0);
        self.fill.clear();
        self.fill.extend_from_slice(&self.start[..n]);
        for &(a, b) in &self.pairs {
            let f = &mut self.fill[usize::from(a)];
            self.edges[*f as usize] = b;
            *f += 1;
        }

        let (start, edges) = (&self.start, &self.edges);
        let (cyclic, sets) = (&mut self.cyclic, &mut self.sets);
        cyclic.clear();
        sets.clear(n);
        self.scc.walk(start, edges, |c, members, comp| {
            cyclic.push(members.len() > 1);
            if sets_wanted {
                sets.add(c, members, comp, start, edges);
            }
        });
    }

    /// The compact node of candidate `c`, made on first use.
    fn node(&mut self, c: u16) -> u16 {
        let slot = &mut self.id[usize::from(c)];
        if *slot == ABSENT {
            *slot = self.cands.len() as u16;
            self.cands.push(c);
        }
        *slot
    }

    /// Whether candidate `from` on reaches candidate `to` on (a candidate
    /// reaches itself). Needs the reach sets.
    fn on_reaches(&self, from: u16, to: u16) -> bool {
        let (a, b) = (self.id[usize::from(from)], self.id[usize::from(to)]);
        if a == ABSENT || b == ABSENT {
            return false;
        }
        self.sets
            .reaches(self.scc.comp[usize::from(a)], usize::from(b))
    }

    /// Whether candidate `cand` on implies `cand` off through some chain
    /// of the graph (`links` the graph's): some candidate it reaches turns
    /// it off.
    pub(crate) fn on_implies_off(&self, cand: u16, links: Links) -> bool {
        self.id[usize::from(cand)] != ABSENT
            && links.offs(cand).iter().any(|&z| self.on_reaches(cand, z))
    }

    /// Whether candidate `cand` off implies `cand` on: some candidate it
    /// turns on reaches it.
    pub(crate) fn off_implies_on(&self, cand: u16, links: Links) -> bool {
        self.id[usize::from(cand)] != ABSENT
            && links.ons(cand).iter().any(|&z| self.on_reaches(z, cand))
    }

    /// Whether candidate `cand` on lies on a cycle of the graph through
    /// another "on" potential.
    pub(crate) fn on_long_cycle(&self, cand: u16) -> bool {
        let a = self.id[usize::from(cand)];
        a != ABSENT && self.cyclic[self.scc.comp[usize::from(a)] as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::super::static_links::StaticLinks;
    use super::*;
    use crate::logic::candidates::Candidates;
    use crate::Grid;

    /// Every potential `from` reaches in the whole graph `links`, by a
    /// plain breadth-first search over on → off and off → on links.
    fn reached(links: Links, from: usize) -> Vec<bool> {
        let mut seen = vec![false; KEYS];
        seen[from] = true;
        let mut todo = vec![from];
        while let Some(k) = todo.pop() {
            let on = k % 2 == 1;
            for &c in links.of(k) {
                let next = key(c, !on);
                if !seen[next] {
                    seen[next] = true;
                    todo.push(next);
                }
            }
        }
        seen
    }

    /// The grids the tests ask about: hard puzzles, each also with 20 and
    /// 60 candidates removed (more strong links).
    fn boards() -> Vec<Board> {
        let puzzles = [
            "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
            "..3......4...8..36..8...1...4..6..73...9...1......2.....4.7..686....4...7.....5..",
            "1.......2..94...5..6....7.....89..4....3.6.....8.4.....2....1..7.......6..5.8..3.",
        ];
        let mut seed = 7u32;
        let mut out = Vec::new();
        for p in puzzles {
            let grid: Grid = match p.parse() {
                Ok(g) => g,
                Err(e) => panic!("bad puzzle: {e:?}"),
            };
            let c = Candidates::from_grid(&grid);
            for removals in [0, 20, 60] {
                let mut g = Board::new(&c);
                for _ in 0..removals {
                    seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12_345);
                    let cand = (seed >> 8) as usize % (KEYS / 2);
                    g.eliminate(cand / 9, (cand % 9) as u8 + 1);
                }
                out.push(g);
            }
        }
        out
    }

    /// The whole graph's reach sets answer "do these potentials reach a
    /// common one" as a breadth-first search from each does.
    #[test]
    fn reach_agrees_with_breadth_first_search() {
        let mut seed = 11u32;
        let mut answers = [0usize; 2];
        let mut scratch = Vec::new();
        for g in boards() {
            let all = StaticLinks::new(&g);
            let links = all.with((true, true));
            let reach = Reach::new(&g, links);
            let present: Vec<usize> = (0..KEYS)
                .filter(|&k| g.has(k / 18, ((k / 2) % 9) as u8 + 1))
                .collect();
            let from: Vec<Vec<bool>> = present.iter().map(|&k| reached(links, k)).collect();
            for _ in 0..400 {
                seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12_345);
                let size = 1 + (seed >> 16) as usize % 3;
                let picks: Vec<usize> = (0..size)
                    .map(|i| (seed.rotate_left(7 * i as u32) >> 4) as usize % present.len())
                    .collect();
                let keys: Vec<usize> = picks.iter().map(|&i| present[i]).collect();
                let common = (0..KEYS).any(|k| picks.iter().all(|&i| from[i][k]));
                assert_eq!(reach.common_reach(&keys, &mut scratch), common, "{keys:?}");
                answers[usize::from(common)] += 1;
            }
        }
        // Both answers occur.
        assert!(answers[0] > 0 && answers[1] > 0, "{answers:?}");
    }

    /// The on-only graph answers each question of the cycle and forcing
    /// chain searches as the whole graph does, in every pass, on puzzles
    /// and on grids with candidates removed (more strong links).
    #[test]
    fn on_reach_agrees_with_the_whole_graph() {
        let mut r = OnReach::default();
        let mut checked = [0usize; 3];
        for g in boards() {
            let all = StaticLinks::new(&g);
            for (y, x) in [(false, true), (true, false), (true, true)] {
                let links = all.with((y, x));
                r.build(&g, links, x);
                for cand in 0..(KEYS / 2) as u16 {
                    if !g.has(usize::from(cand) / 9, (cand % 9) as u8 + 1) {
                        continue;
                    }
                    let (k_on, k_off) = (key(cand, true), key(cand, false));
                    let from_on = reached(links, k_on);
                    // Another "on" potential both reached from and reaching it.
                    let cycle = (0..KEYS / 2).any(|o| {
                        let o_on = key(o as u16, true);
                        o_on != k_on && from_on[o_on] && reached(links, o_on)[k_on]
                    });
                    assert_eq!(r.on_long_cycle(cand), cycle, "cycle {cand} {y} {x}");
                    if x {
                        assert_eq!(r.on_implies_off(cand, links), from_on[k_off]);
                        let from_off = reached(links, k_off);
                        assert_eq!(r.off_implies_on(cand, links), from_off[k_on]);
                        checked[usize::from(from_on[k_off]) + usize::from(from_off[k_on])] += 1;
                    }
                }
            }
        }
        // Both answers occur.
        assert!(checked[0] > 0 && checked[1] + checked[2] > 0, "{checked:?}");
    }
}
