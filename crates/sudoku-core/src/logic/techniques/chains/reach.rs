//! Which potentials imply which, in one static chain graph: the on → off
//! and off → on rules of `links` on an unchanging grid, as one directed
//! graph over the 1458 potentials, condensed into strongly connected
//! components (Tarjan) with the set of potentials each component reaches.
//!
//! The edges are those of a pass's [`Links`].
//!
//! A static search from a potential can only ever deduce potentials it
//! reaches here, so the cycle and forcing-chain searches ask this first
//! and skip the searches that cannot find anything (most of them): a cycle
//! needs its start on a cycle of the graph, a forcing chain needs the start
//! to reach its own opposite. Searches that can succeed run unchanged.

use super::graph::{cand_of, key, KEYS};
use super::links::Board;
use super::static_links::Links;

/// "Not a node of the graph" (a potential of a candidate the grid lacks).
const ABSENT: u16 = u16::MAX;

/// The reachability of one static chain graph.
pub(super) struct Reach {
    /// Compact node of each potential key, or [`ABSENT`].
    id: Vec<u16>,
    /// Component of each compact node.
    comp: Vec<u32>,
    /// Whether each component holds two or more "on" potentials.
    cyclic: Vec<bool>,
    /// Words per reach set.
    words: usize,
    /// `sets[c * words..]`: the compact nodes component `c` reaches
    /// (its own included).
    sets: Vec<u64>,
}

impl Reach {
    /// The graph `links` of grid `g`; [`Reach::reaches`] is answered only
    /// when `sets_wanted` (otherwise it says "yes" to everything).
    pub(crate) fn new(g: &Board, links: Links, sets_wanted: bool) -> Reach {
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
        let succ = |v: usize| &edges[start[v] as usize..start[v + 1] as usize];

        // Tarjan's algorithm, iterative; components come out sinks first,
        // so every component a component reaches is finished before it.
        const UNSEEN: u32 = u32::MAX;
        let words = n.div_ceil(64).max(1);
        let mut index = vec![UNSEEN; n];
        let mut low = vec![0u32; n];
        let mut comp = vec![UNSEEN; n];
        let mut stack: Vec<u16> = Vec::with_capacity(n);
        // Each call: its node, its next edge and its end of edges.
        let mut calls: Vec<(usize, usize, usize)> = Vec::with_capacity(n);
        let mut cyclic = Vec::new();
        let mut members = Vec::new();
        // `merged[d] == c`: component `d`'s set is already in `c`'s.
        let mut merged = vec![UNSEEN; n];
        let mut sets: Vec<u64> = Vec::new();
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
                // v roots a component: pop it and build its reach set.
                let c = cyclic.len();
                let base = sets.len();
                if sets_wanted {
                    sets.resize(base + words, 0);
                }
                members.clear();
                while let Some(w) = stack.pop() {
                    let w = usize::from(w);
                    comp[w] = c as u32;
                    if sets_wanted {
                        sets[base + w / 64] |= 1 << (w % 64);
                    }
                    members.push(w);
                    if w == v {
                        break;
                    }
                }
                // Compact ids keep the parity of their keys: odd is "on".
                cyclic.push(members.iter().filter(|&&w| w % 2 == 1).nth(1).is_some());
                // Edges into earlier components bring their sets (each
                // component's once).
                if !sets_wanted {
                    continue;
                }
                let (done, own) = sets.split_at_mut(base);
                for &w in &members {
                    for &s in succ(w) {
                        let d = comp[usize::from(s)] as usize;
                        if d != c && merged[d] != c as u32 {
                            merged[d] = c as u32;
                            let theirs = &done[d * words..(d + 1) * words];
                            for (x, y) in own.iter_mut().zip(theirs) {
                                *x |= *y;
                            }
                        }
                    }
                }
            }
        }
        Reach {
            id,
            comp,
            cyclic,
            words,
            sets,
        }
    }

    /// Whether potential `from` implies potential `to` through some chain
    /// of the graph (a potential reaches itself).
    pub(crate) fn reaches(&self, from: usize, to: usize) -> bool {
        let (a, b) = (self.id[from], self.id[to]);
        if a == ABSENT || b == ABSENT {
            return false;
        }
        if self.sets.is_empty() {
            return true;
        }
        let c = self.comp[usize::from(a)] as usize;
        let b = usize::from(b);
        self.sets[c * self.words + b / 64] & (1 << (b % 64)) != 0
    }

    /// Whether every potential in `from` reaches at least one common
    /// potential (`from` must not be empty). Needs the reach sets.
    pub(crate) fn common_reach(&self, from: &[usize], scratch: &mut Vec<u64>) -> bool {
        debug_assert!(!self.sets.is_empty());
        scratch.clear();
        scratch.resize(self.words, u64::MAX);
        for &k in from {
            let a = self.id[k];
            if a == ABSENT {
                return false;
            }
            let c = self.comp[usize::from(a)] as usize;
            let set = &self.sets[c * self.words..(c + 1) * self.words];
            for (x, y) in scratch.iter_mut().zip(set) {
                *x &= *y;
            }
        }
        scratch.iter().any(|&x| x != 0)
    }

    /// Whether "on" potential `k` lies on a cycle of the graph through
    /// another "on" potential, as every cycle of 4 or more half-steps from
    /// `k` does (the cycle search makes one node per "on" potential).
    pub(crate) fn on_long_cycle(&self, k: usize) -> bool {
        let a = self.id[k];
        a != ABSENT && self.cyclic[self.comp[usize::from(a)] as usize]
    }
}
