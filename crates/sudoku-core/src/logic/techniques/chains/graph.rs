//! The implication graph of one chaining search: every deduced potential
//! ("candidate `d` of cell `c` is on/off") is a node in an arena with the
//! nodes it was deduced from as parents, and [`PSet`] is SukakuExplainer's
//! `LinkedSet<Potential>`: at most one node per potential, insertion ordered,
//! the first node added for a potential is the one kept.

use std::cell::Cell;
use std::collections::HashMap;

use crate::logic::reason::Inner;

/// "No node".
pub(super) const NONE: u32 = u32::MAX;

/// Number of distinct potentials: 729 candidates, each on or off.
pub(super) const KEYS: usize = 729 * 2;

/// A candidate as `cell * 9 + digit - 1`.
#[inline]
pub(super) fn cand_of(cell: usize, d: u8) -> u16 {
    (cell * 9 + usize::from(d) - 1) as u16
}

/// Cell of a candidate.
#[inline]
pub(super) fn cell_of(cand: u16) -> usize {
    usize::from(cand) / 9
}

/// Digit (1-9) of a candidate.
#[inline]
pub(super) fn digit_of(cand: u16) -> u8 {
    (cand % 9) as u8 + 1
}

/// The potential key of a candidate and state.
#[inline]
pub(super) fn key(cand: u16, on: bool) -> usize {
    usize::from(cand) * 2 + usize::from(on)
}

/// One deduced potential.
#[derive(Clone, Copy, Debug)]
pub(super) struct Node {
    pub cand: u16,
    pub on: bool,
    /// Why a dynamic "on" node holds (set by `links::off_to_on`): 0 unknown
    /// or none, 1 its cell's last candidate, 2 + h the last place in house h.
    pub cause: u8,
    par_start: u32,
    par_len: u16,
}

impl Node {
    pub(crate) fn key(&self) -> usize {
        key(self.cand, self.on)
    }
}

/// All nodes created by one search, with their parents.
#[derive(Default)]
pub(super) struct Arena {
    nodes: Vec<Node>,
    parents: Vec<u32>,
    /// The inner step of each node a nested rule turned off (an index
    /// into `inner`), so a hint's text can name it.
    inner_of: HashMap<u32, u32>,
    inner: Vec<Inner>,
    /// The queue of [`Arena::ancestor_count`], kept between calls (it runs
    /// for every hint a search offers; allocating it each time showed in
    /// profiles).
    queue: Cell<Vec<u32>>,
}

impl Arena {
    pub(crate) fn clear(&mut self) {
        self.nodes.clear();
        self.parents.clear();
        self.inner_of.clear();
        self.inner.clear();
    }

    /// Records an inner step (a nested rule's pattern); its id for
    /// [`Arena::set_inner`].
    pub(crate) fn push_inner(&mut self, inner: Inner) -> u32 {
        self.inner.push(inner);
        (self.inner.len() - 1) as u32
    }

    /// Records that node `n` comes from inner step `id`.
    pub(crate) fn set_inner(&mut self, n: u32, id: u32) {
        self.inner_of.insert(n, id);
    }

    /// The inner step node `n` comes from, if a nested rule made it.
    pub(crate) fn inner_of(&self, n: u32) -> Option<&Inner> {
        self.inner_of
            .get(&n)
            .and_then(|&id| self.inner.get(id as usize))
    }

    /// The number of nodes made so far.
    pub(crate) fn len(&self) -> usize {
        self.nodes.len()
    }

    pub(crate) fn node(&self, i: u32) -> Node {
        self.nodes[i as usize]
    }

    /// An assumption: a node without parents.
    pub(crate) fn root(&mut self, cand: u16, on: bool) -> u32 {
        self.nodes.push(Node {
            cand,
            on,
            cause: 0,
            par_start: self.parents.len() as u32,
            par_len: 0,
        });
        (self.nodes.len() - 1) as u32
    }

    /// A node deduced from `parent`.
    pub(crate) fn child(&mut self, cand: u16, on: bool, parent: u32) -> u32 {
        let n = self.root(cand, on);
        self.parents.push(parent);
        self.nodes[n as usize].par_len = 1;
        n
    }

    /// Adds a parent to `n`, which must be the last node created.
    pub(crate) fn add_parent(&mut self, n: u32, parent: u32) {
        debug_assert_eq!(n as usize, self.nodes.len() - 1);
        self.parents.push(parent);
        self.nodes[n as usize].par_len += 1;
    }

    /// Records why node `n` holds (see [`Node::cause`]).
    pub(crate) fn set_cause(&mut self, n: u32, cause: u8) {
        self.nodes[n as usize].cause = cause;
    }

    pub(crate) fn parents(&self, n: u32) -> &[u32] {
        let node = &self.nodes[n as usize];
        let s = node.par_start as usize;
        &self.parents[s..s + usize::from(node.par_len)]
    }

    pub(crate) fn first_parent(&self, n: u32) -> Option<u32> {
        self.parents(n).first().copied()
    }

    /// Whether a node equal to potential `k` is on the first-parent path
    /// above `n` (SE's `isParent`).
    pub(crate) fn has_ancestor(&self, n: u32, k: usize) -> bool {
        let mut p = n;
        while let Some(q) = self.first_parent(p) {
            if self.node(q).key() == k {
                return true;
            }
            p = q;
        }
        false
    }

    /// SE's `getAncestorCount`: the distinct potentials met walking the
    /// parents breadth first from `n` (itself included); a potential met a
    /// second time through another node is not expanded again.
    pub(crate) fn ancestor_count(&self, n: u32) -> u32 {
        // One FIFO queue visits the nodes in the same order as SE's
        // level-by-level lists.
        let mut seen = [0u64; KEYS.div_ceil(64)];
        let mut todo = self.queue.take();
        todo.clear();
        todo.push(n);
        let mut head = 0;
        let mut count = 0;
        while head < todo.len() {
            let p = todo[head];
            head += 1;
            let k = self.node(p).key();
            if seen[k / 64] & (1 << (k % 64)) == 0 {
                seen[k / 64] |= 1 << (k % 64);
                count += 1;
                todo.extend_from_slice(self.parents(p));
            }
        }
        self.queue.set(todo);
        count
    }

    /// Every node reachable from `n` through parents, each potential once.
    pub(crate) fn chain(&self, n: u32) -> Vec<u32> {
        let mut seen = vec![false; KEYS];
        let mut out = Vec::new();
        let mut todo = vec![n];
        while let Some(p) = todo.pop() {
            let k = self.node(p).key();
            if !seen[k] {
                seen[k] = true;
                out.push(p);
                todo.extend_from_slice(self.parents(p));
            }
        }
        out
    }
}

/// An insertion-ordered set of nodes, one per potential.
pub(super) struct PSet {
    at: Vec<u32>,
    order: Vec<u32>,
}

impl PSet {
    pub(crate) fn new() -> PSet {
        PSet {
            at: vec![NONE; KEYS],
            order: Vec::new(),
        }
    }

    pub(crate) fn clear(&mut self, arena: &Arena) {
        for &n in &self.order {
            self.at[arena.node(n).key()] = NONE;
        }
        self.order.clear();
    }

    /// The node kept for potential `k`.
    #[inline]
    pub(crate) fn get(&self, k: usize) -> Option<u32> {
        match self.at[k] {
            NONE => None,
            n => Some(n),
        }
    }

    /// Adds `n` unless its potential is already present; true if added.
    pub(crate) fn add(&mut self, arena: &Arena, n: u32) -> bool {
        let k = arena.node(n).key();
        if self.at[k] != NONE {
            return false;
        }
        self.at[k] = n;
        self.order.push(n);
        true
    }

    /// The nodes in insertion order.
    pub(crate) fn order(&self) -> &[u32] {
        &self.order
    }
}
