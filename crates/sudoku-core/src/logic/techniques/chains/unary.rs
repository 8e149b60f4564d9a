//! SukakuExplainer's "Forcing Chains & Cycles" producer: from each
//! candidate assumed true, bidirectional cycles (X links only, Y links only,
//! then both) and, when X links are allowed, forcing chains that reach the
//! starting candidate's own negation (from "on") or itself (from "off").
//!
//! Cycles are found breadth first, level by level, as SE does: "off" nodes
//! are not merged (a node already on the path above is skipped), "on" nodes
//! are; a cycle closes when the start is reached again after 4 or more
//! half-steps.

use std::cell::Cell;

use super::graph::key;
use super::graph::{cand_of, cell_of, digit_of, Arena, PSet, KEYS};
use super::hint::{Best, Found};
use super::links::{two_bits, Board};
use super::reach::OnReach;
use super::static_links::{Links, StaticLinks};
use crate::budget::Budget;
use crate::logic::candidates::{bit, Candidates};
use crate::logic::houses::{CELL_HOUSES, PEER_BITS};
use crate::logic::reason::ChainKind;
use crate::logic::step::Technique;

/// Working storage reused across starting candidates.
pub(super) struct Unary {
    arena: Arena,
    on: PSet,
    off: PSet,
    /// The cycle search's queues, kept to reuse their allocations.
    pending_on: Vec<u32>,
    pending_off: Vec<u32>,
    work: Vec<u32>,
    /// Per cycle-search node: a Bloom filter (bit `key % 128`) of the
    /// potentials on its path, so that most "already on the path" checks
    /// need no walk up the parents.
    bloom: Vec<u128>,
    /// Per candidate: the cycle-search level (a value of `stamp`) that
    /// last queued an "off" node for it.
    queued: Vec<u32>,
    stamp: u32,
    /// Which searches can succeed, rebuilt for each pass.
    reach: OnReach,
}

impl Unary {
    pub(crate) fn new() -> Unary {
        Unary {
            arena: Arena::default(),
            on: PSet::new(),
            off: PSet::new(),
            pending_on: Vec::new(),
            pending_off: Vec::new(),
            work: Vec::new(),
            bloom: Vec::new(),
            queued: vec![0; KEYS / 2],
            stamp: 0,
            reach: OnReach::default(),
        }
    }

    fn reset(&mut self) {
        self.on.clear(&self.arena);
        self.off.clear(&self.arena);
        self.arena.clear();
    }

    /// SE's `doCycles` from root `src`, offering each cycle found to
    /// `best` in the order SE finds them. Stops once longer cycles could
    /// not beat `best` (a cycle closing at half-step `k` has complexity
    /// `k`); the cycles of a level are offered as soon as the level is
    /// done, so a good one bounds the rest of the same search.
    ///
    /// "On" nodes are merged (one per potential), so an "off" node can only
    /// matter by making an "on" node that does not exist yet or by closing
    /// the cycle. Off nodes that can do neither are never made: those whose
    /// successors are all on already (the on set only grows), and those
    /// whose potential an earlier off node of the same level already
    /// carries (that one, expanded first, makes every on node the later
    /// ones could), unless they lead back to the start.
    fn cycles(
        &mut self,
        (c, g, links): (&Candidates, &Board, Links),
        src: u32,
        (tech, base, sort_key): (Technique, f64, u8),
        best: &mut Best,
    ) {
        let src_cand = self.arena.node(src).cand;
        self.on.add(&self.arena, src);
        let mut pending_on = std::mem::take(&mut self.pending_on);
        let mut pending_off = std::mem::take(&mut self.pending_off);
        let mut work = std::mem::take(&mut self.work);
        pending_on.clear();
        pending_off.clear();
        pending_on.push(src);
        let mut found = Vec::new();
        let mut length = 0;
        let mut bloom = std::mem::take(&mut self.bloom);
        bloom.clear();
        set_bloom(&mut bloom, src, 0);
        while !pending_on.is_empty() || !pending_off.is_empty() {
            if !best.could_improve(base, length + 2) {
                break;
            }
            length += 1;
            self.stamp += 1;
            let stamp = self.stamp;
            work.clear();
            std::mem::swap(&mut work, &mut pending_on);
            for &p in &work {
                let p_path = bloom[p as usize] | path_bit(self.arena.node(p).key());
                for &qc in links.offs(self.arena.node(p).cand) {
                    let qk = key(qc, false);
                    if p_path & path_bit(qk) != 0 && self.arena.has_ancestor(p, qk) {
                        continue;
                    }
                    let ons = links.ons(qc);
                    if !ons.contains(&src_cand) {
                        let fresh = |&r: &u16| self.on.get(key(r, true)).is_none();
                        if self.queued[usize::from(qc)] == stamp || !ons.iter().any(fresh) {
                            continue;
                        }
                        self.queued[usize::from(qc)] = stamp;
                    }
                    let q = self.arena.child(qc, false, p);
                    set_bloom(&mut bloom, q, p_path);
                    pending_off.push(q);
                }
            }
            length += 1;
            work.clear();
            std::mem::swap(&mut work, &mut pending_off);
            for &p in &work {
                let p_path = bloom[p as usize] | path_bit(self.arena.node(p).key());
                for &qc in links.ons(self.arena.node(p).cand) {
                    if qc == src_cand {
                        if length >= 4 {
                            found.push(self.arena.child(qc, true, p));
                        }
                    } else if self.on.get(key(qc, true)).is_none() {
                        let q = self.arena.child(qc, true, p);
                        self.on.add(&self.arena, q);
                        set_bloom(&mut bloom, q, p_path);
                        pending_on.push(q);
                    }
                }
            }
            for dst in found.drain(..) {
                self.offer_cycle((c, g), dst, (tech, base, sort_key), best);
            }
        }
        self.bloom = bloom;
        self.pending_on = pending_on;
        self.pending_off = pending_off;
        self.work = work;
    }

    /// Offers the cycle ending at `dst` to `best`.
    fn offer_cycle(
        &self,
        (c, g): (&Candidates, &Board),
        dst: u32,
        (tech, base, sort_key): (Technique, f64, u8),
        best: &mut Best,
    ) {
        let complexity = self.arena.ancestor_count(dst);
        // The removals matter only to a hint that would be kept.
        if !best.would_keep(base, complexity, sort_key) {
            return;
        }
        let removes = self.cycle_removals(g, dst);
        let f = Found {
            technique: tech,
            base,
            complexity,
            sort_key,
            place: None,
            removes,
        };
        best.offer(c, &self.arena, f, &[dst], ChainKind::Cycle);
    }

    /// SE's `doForcingChains` from root `src` (already in `on` or `off`):
    /// appends to `chains` the first node that contradicts the assumption
    /// (its potential is the only one that can: the root's opposite). Stops
    /// once longer chains could not beat `best` (a node made at half-step
    /// `k` ends a chain of at least `k` distinct potentials).
    fn forcing(&mut self, links: Links, src: u32, chains: &mut Vec<u32>, base: f64, best: &Best) {
        let s = self.arena.node(src);
        // Each level's pending nodes are the ones its sets gained since the
        // previous level (a node is queued exactly when it is added), so
        // index ranges into the sets' insertion orders replace the queues.
        let mut on_from = 0;
        let mut off_from = 0;
        let mut depth = 0;
        while on_from < self.on.order().len() || off_from < self.off.order().len() {
            let on_to = self.on.order().len();
            if on_from < on_to {
                depth += 1;
                if !best.could_improve(base, depth) {
                    break;
                }
            }
            for i in on_from..on_to {
                let p = self.on.order()[i];
                for &qc in links.offs(self.arena.node(p).cand) {
                    if s.on && qc == s.cand {
                        // The only chain this search can find; the nodes
                        // made after it cannot change it.
                        chains.push(self.arena.child(qc, false, p));
                        return;
                    }
                    if self.off.get(key(qc, false)).is_none() {
                        let q = self.arena.child(qc, false, p);
                        self.off.add(&self.arena, q);
                    }
                }
            }
            on_from = on_to;
            let off_to = self.off.order().len();
            for i in off_from..off_to {
                let p = self.off.order()[i];
                for &qc in links.ons(self.arena.node(p).cand) {
                    if !s.on && qc == s.cand {
                        chains.push(self.arena.child(qc, true, p));
                        return;
                    }
                    if self.on.get(key(qc, true)).is_none() {
                        let q = self.arena.child(qc, true, p);
                        self.on.add(&self.arena, q);
                    }
                }
            }
            off_from = off_to;
        }
    }

    /// SE's `doUnaryChaining` for one candidate, offering every hint to `best`.
    fn unary(
        &mut self,
        c: &Candidates,
        (g, links, reach): (&Board, Links, &OnReach),
        cell: usize,
        d: u8,
        (y, x): (bool, bool),
        best: &mut Best,
    ) {
        if g.cands(cell).count_ones() > 2 && !x {
            return;
        }
        // A cycle closes, and a chain from "off" ends, with an off → on link
        // into the start: without a strong link there, neither can exist.
        // Neither can the cycles exist unless the start lies on a cycle of
        // the implication graph through another "on" potential, nor a
        // forcing chain unless the assumption implies its opposite: skip
        // the searches that cannot succeed.
        let cand = cand_of(cell, d);
        let cycles = strong_link(g, cell, d, y, x) && reach.on_long_cycle(cand);
        let from_on = x && reach.on_implies_off(cand, links);
        let from_off = x && strong_link(g, cell, d, y, true) && reach.off_implies_on(cand, links);
        if !(cycles || from_on || from_off) {
            return;
        }
        let (cycle_tech, cycle_base, chain_tech, chain_base, sort_key) = match (y, x) {
            (true, true) => (
                Technique::BidirectionalCycle,
                7.0,
                Technique::ForcingChain,
                7.0,
                4,
            ),
            (true, false) => (
                Technique::BidirectionalYCycle,
                6.5,
                Technique::ForcingChain,
                7.0,
                3,
            ),
            _ => (
                Technique::BidirectionalXCycle,
                6.5,
                Technique::ForcingXChain,
                6.6,
                2,
            ),
        };
        self.reset();
        let src = self.arena.root(cand, true);
        if cycles {
            self.cycles((c, g, links), src, (cycle_tech, cycle_base, sort_key), best);
        }
        let mut chains = Vec::new();
        if x {
            self.on.clear(&self.arena);
            self.off.clear(&self.arena);
            let s_on = self.arena.root(cand, true);
            self.on.add(&self.arena, s_on);
            if from_on {
                self.forcing(links, s_on, &mut chains, chain_base, best);
            }
            self.on.clear(&self.arena);
            self.off.clear(&self.arena);
            let s_off = self.arena.root(cand, false);
            self.off.add(&self.arena, s_off);
            if from_off {
                self.forcing(links, s_off, &mut chains, chain_base, best);
            }
        }
        for t in chains {
            let tn = self.arena.node(t);
            let tc = cell_of(tn.cand);
            let td = digit_of(tn.cand);
            let (place, removes) = if tn.on {
                let others = (1..=9u8)
                    .filter(|&v| v != td && g.has(tc, v))
                    .map(|v| (tc, v))
                    .collect();
                (Some((tc, td)), others)
            } else {
                (None, vec![(tc, td)])
            };
            let f = Found {
                technique: chain_tech,
                base: chain_base,
                complexity: self.arena.ancestor_count(t),
                sort_key,
                place,
                removes,
            };
            best.offer(c, &self.arena, f, &[t], ChainKind::Opposite);
        }
    }

    /// SE's `createCycleHint`: the candidates that see both an "on" and an
    /// "off" node of the same digit on the cycle.
    fn cycle_removals(&self, g: &Board, dst: u32) -> Vec<(usize, u8)> {
        let mut path = Vec::new();
        let mut p = dst;
        while let Some(q) = self.arena.first_parent(p) {
            path.push(p);
            p = q;
        }
        let mut on_cycle = 0u128;
        for &n in &path {
            on_cycle |= 1 << cell_of(self.arena.node(n).cand);
        }
        // Per digit, the cells off the cycle that see an "on" node, and
        // those that see an "off" node.
        let mut forw = [0u128; 9];
        let mut back = [0u128; 9];
        for &n in &path {
            let node = self.arena.node(n);
            let d = usize::from(digit_of(node.cand)) - 1;
            let seen = PEER_BITS[cell_of(node.cand)] & !on_cycle;
            if node.on {
                forw[d] |= seen;
            } else {
                back[d] |= seen;
            }
        }
        let mut both = [0u128; 9];
        let mut any = 0u128;
        for d in 0..9 {
            let mut m = forw[d] & back[d];
            while m != 0 {
                let o = m.trailing_zeros() as usize;
                m &= m - 1;
                if g.has(o, d as u8 + 1) {
                    both[d] |= 1 << o;
                }
            }
            any |= both[d];
        }
        let mut removes = Vec::new();
        // Cell by cell, lowest digit first.
        while any != 0 {
            let o = any.trailing_zeros() as usize;
            any &= any - 1;
            for (d, m) in both.iter().enumerate() {
                if m & (1 << o) != 0 {
                    removes.push((o, d as u8 + 1));
                }
            }
        }
        removes
    }

    /// One pass of SE's `getLoopHintList` (all empty cells with 2+
    /// candidates, each candidate in order). False when the budget ran out.
    fn loops(
        &mut self,
        (c, g, all): (&Candidates, &Board, &StaticLinks),
        (y, x): (bool, bool),
        best: &mut Best,
        b: &Budget,
    ) -> bool {
        // Forcing chains (the only users of the reach sets) need X links.
        let links = all.with((y, x));
        let mut reach = std::mem::take(&mut self.reach);
        reach.build(g, links, x);
        for cell in 0..81 {
            let m = g.cands(cell);
            if m.count_ones() < 2 {
                continue;
            }
            if b.is_exhausted() {
                return false;
            }
            for d in 1..=9u8 {
                if m & bit(d) != 0 {
                    self.unary(c, (g, links, &reach), cell, d, (y, x), best);
                }
            }
        }
        self.reach = reach;
        true
    }
}

/// The Bloom filter bit of potential `k`.
#[inline]
fn path_bit(k: usize) -> u128 {
    1 << (k % 128)
}

/// Records the path filter of cycle-search node `n`.
#[inline]
fn set_bloom(bloom: &mut Vec<u128>, n: u32, path: u128) {
    let n = n as usize;
    if bloom.len() <= n {
        bloom.resize(n + 1, 0);
    }
    bloom[n] = path;
}

/// Whether candidate `d` of `cell` is one end of a strong link: a bivalue
/// cell (with Y links) or a house with two places for `d` (with X links).
fn strong_link(g: &Board, cell: usize, d: u8, y: bool, x: bool) -> bool {
    (y && two_bits(g.cands(cell)))
        || (x
            && CELL_HOUSES[cell]
                .iter()
                .any(|&h| two_bits(g.positions(h as usize, d))))
}

/// X-cycles, Y-cycles, XY-cycles and forcing X/XY chains; the easiest hint.
pub(super) fn find(c: &Candidates, budget: &Budget) -> Option<crate::logic::Step> {
    let g = Board::new(c);
    let all = StaticLinks::new(&g);
    let mut u = Unary::new();
    let mut best = Best::default();
    for (y, x) in [(false, true), (true, false), (true, true)] {
        if !u.loops((c, &g, &all), (y, x), &mut best, budget) {
            return None;
        }
    }
    best.step
}

/// Every hint of SE's "Forcing Chains & Cycles" producer on board `g` (the
/// grid a dynamic chain has reduced), ranked as SE sorts them (stably:
/// equals stay in the order found) and without the hints whose removals
/// equal an earlier one's (SE keeps them in a set that compares hints by
/// their removals). `None` when the budget ran out.
pub(super) fn collect_all(
    c: &Candidates,
    g: &Board,
    u: &mut Unary,
    budget: &Budget,
) -> Option<Vec<super::hint::Collected>> {
    // A nested search runs this thousands of times a step: the graph's
    // storage is the previous call's (no search here nests another).
    let mut all = LINKS.with(|l| l.take()).unwrap_or_default();
    all.rebuild(g);
    let mut best = Best::collecting();
    let mut complete = true;
    for (y, x) in [(false, true), (true, false), (true, true)] {
        if !u.loops((c, g, &all), (y, x), &mut best, budget) {
            complete = false;
            break;
        }
    }
    LINKS.with(|l| l.set(Some(all)));
    complete.then(|| super::hint::rank_all(best.all.unwrap_or_default()))
}

thread_local! {
    /// The storage of [`collect_all`]'s graph, between calls.
    static LINKS: Cell<Option<StaticLinks>> = const { Cell::new(None) };
}
