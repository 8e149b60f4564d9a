//! SukakuExplainer's multiple-chain producers, one engine with three
//! switches: Nishio (contradictions from same-digit links only), multiple
//! (cell and region forcing chains, static) and dynamic (every deduction
//! removes its candidate from a scratch grid while the chain grows, so
//! later links see the reduced grid; adds double and contradiction chains).
//!
//! From each candidate of each cell (3+ candidates, or 2+ when dynamic), SE
//! follows the consequences of the candidate being true and false
//! (`doChaining`, breadth first, on-nodes before off-nodes) and reports:
//! contradictions (an assumption forcing some candidate both on and off),
//! double chains (both assumptions force the same thing), cell chains
//! (every candidate of the cell forces it) and region chains (every place of
//! a digit in a house forces it).

use std::cell::{Cell, OnceCell, RefCell};

use super::graph::{cand_of, cell_of, digit_of, key, Arena, PSet, KEYS};
use super::hint::{Best, Collected, Found, Root};
use super::links::{off_to_on, on_to_off, Board};
use super::nested;
use super::reach::Reach;
use super::static_links::{Links, StaticLinks};
use crate::budget::Budget;
use crate::logic::candidates::{bit, Candidates};
use crate::logic::houses::{bits, pos, unit_of, CELL_HOUSES, HOUSE_CELLS};
use crate::logic::reason::ChainKind;
use crate::logic::step::{Step, Technique};

/// Which of SE's chaining producers to emulate.
#[derive(Clone, Copy)]
pub(super) struct Mode {
    pub multiple: bool,
    pub dynamic: bool,
    pub nishio: bool,
    /// SE's nesting level: 0, 1 for "(+)", 2 for "(+ Forcing Chains)", 3
    /// for "(+ Multiple Forcing Chains)", 4 for "(+ Dynamic Forcing
    /// Chains)" (see `nested`).
    pub level: u8,
    /// At level 4, the level of the dynamic chains nested (SE's
    /// `nestingLimit`: 0, 1 or 2).
    pub limit: u8,
}

impl Mode {
    /// SE's static "Multiple Forcing Chains" producer (cell and region
    /// chains, no dynamic propagation), alone and nested in dynamic chains.
    pub(super) const STATIC_MULTIPLE: Mode = Mode {
        multiple: true,
        dynamic: false,
        nishio: false,
        level: 0,
        limit: 0,
    };

    /// SE's plain "Dynamic Forcing Chains" producer (level 0: no nesting).
    pub(super) const DYNAMIC: Mode = Mode {
        multiple: true,
        dynamic: true,
        nishio: false,
        level: 0,
        limit: 0,
    };

    /// SE's `Chaining.getDifficulty` for level 0.
    fn base(self) -> f64 {
        if self.level > 0 {
            8.5 + 0.5 * f64::from(self.level)
        } else if self.nishio {
            7.5
        } else if self.dynamic {
            8.5
        } else {
            8.0
        }
    }
}

type Keys = [u64; KEYS.div_ceil(64)];

fn keys_of(arena: &Arena, set: &PSet) -> Keys {
    let mut k = [0u64; KEYS.div_ceil(64)];
    for &n in set.order() {
        let x = arena.node(n).key();
        k[x / 64] |= 1 << (x % 64);
    }
    k
}

fn and_keys(a: &mut Keys, b: &Keys) {
    for (x, y) in a.iter_mut().zip(b) {
        *x &= *y;
    }
}

fn has_key(k: &Keys, x: usize) -> bool {
    k[x / 64] & (1 << (x % 64)) != 0
}

/// A finished potential set, kept compactly: insertion order, the keys as
/// a bitset (for intersections) and a sorted index (for look-ups), built on
/// the first look-up (most sets are only intersected).
struct Frozen {
    order: Vec<u32>,
    keys: Keys,
    sorted: OnceCell<Vec<(u16, u32)>>,
    /// The storage of a sorted index dropped by [`Frozen::refill`], for
    /// the next one.
    spare: Cell<Vec<(u16, u32)>>,
}

impl Frozen {
    fn new(arena: &Arena, set: &PSet) -> Frozen {
        Frozen {
            order: set.order().to_vec(),
            keys: keys_of(arena, set),
            sorted: OnceCell::new(),
            spare: Cell::new(Vec::new()),
        }
    }

    /// Becomes `set`, reusing its own storage (what [`Frozen::new`] would
    /// make, without allocating once the vectors are large enough).
    fn refill(&mut self, arena: &Arena, set: &PSet) {
        self.order.clear();
        self.order.extend_from_slice(set.order());
        self.keys = keys_of(arena, set);
        if let Some(v) = self.sorted.take() {
            self.spare.set(v);
        }
    }

    fn order(&self) -> &[u32] {
        &self.order
    }

    fn get(&self, arena: &Arena, k: usize) -> Option<u32> {
        let sorted = self.sorted.get_or_init(|| {
            let mut v = self.spare.take();
            v.clear();
            v.extend(self.order.iter().map(|&n| (arena.node(n).key() as u16, n)));
            v.sort_unstable();
            v
        });
        sorted
            .binary_search_by_key(&(k as u16), |&(key, _)| key)
            .ok()
            .map(|i| sorted[i].1)
    }
}

/// The consequences of one candidate being true.
struct Chained {
    on: Frozen,
    off: Frozen,
    /// The first potential found both on and off, if any.
    absurd: Option<(u32, u32)>,
}

/// A static search's graph: its successor lists, and what reaches what
/// (to skip the cell and region chains that cannot have a common
/// consequence).
struct Static {
    links: StaticLinks,
    reach: Reach,
    scratch: Vec<u64>,
}

struct Engine<'a> {
    c: &'a Candidates,
    g: Board,
    work: Board,
    /// Present exactly when the search is static.
    stat: Option<Static>,
    arena: Arena,
    out: Vec<u32>,
    pool: Vec<PSet>,
    cache: Vec<Option<Box<Chained>>>,
    /// Outcomes of an earlier search, to be refilled by [`Engine::ensure`].
    /// Boxed as the cache holds them: they move between the two (and out
    /// to the cell and region searches) as pointers, not as ~800 bytes.
    #[allow(clippy::vec_box)]
    spare: Vec<Box<Chained>>,
    mode: Mode,
    nest: nested::Nest,
    budget: &'a Budget,
}

impl Engine<'_> {
    fn take(&mut self) -> PSet {
        self.pool.pop().unwrap_or_else(PSet::new)
    }

    fn give(&mut self, mut s: PSet) {
        s.clear(&self.arena);
        self.pool.push(s);
    }

    /// SE's `doChaining`: completes `on`/`off` with every consequence;
    /// returns the first potential found both on and off (on node, off node).
    fn chain(&mut self, on: &mut PSet, off: &mut PSet) -> Option<(u32, u32)> {
        if let Some(st) = &self.stat {
            return chain_static(st.links.with((true, true)), &mut self.arena, on, off);
        }
        let y = !self.mode.nishio;
        let dynamic = self.mode.dynamic;
        // The pending queues are exactly the sets' insertion orders (a node
        // is queued when it is added), so a read index into each replaces
        // a queue.
        let (mut next_on, mut next_off) = (0, 0);
        let mut result = None;
        'outer: loop {
            if next_on < on.order().len() {
                let p = on.order()[next_on];
                next_on += 1;
                self.out.clear();
                on_to_off(
                    &self.work,
                    &mut self.arena,
                    p,
                    y,
                    (Some(&*off), usize::MAX),
                    &mut self.out,
                );
                for i in 0..self.out.len() {
                    let q = self.out[i];
                    let qc = self.arena.node(q).cand;
                    if let Some(a) = on.get(key(qc, true)) {
                        result = Some((a, q));
                        break 'outer;
                    }
                    off.add(&self.arena, q);
                }
            } else if next_off < off.order().len() {
                let p = off.order()[next_off];
                next_off += 1;
                self.out.clear();
                let src = if dynamic { Some(&self.g) } else { None };
                off_to_on(
                    &self.work,
                    src,
                    off,
                    &mut self.arena,
                    p,
                    (y, true),
                    (Some(&*on), usize::MAX),
                    &mut self.out,
                );
                if dynamic {
                    let pc = self.arena.node(p).cand;
                    self.work.eliminate(cell_of(pc), digit_of(pc));
                }
                for i in 0..self.out.len() {
                    let q = self.out[i];
                    let qc = self.arena.node(q).cand;
                    if let Some(b) = off.get(key(qc, false)) {
                        result = Some((q, b));
                        break 'outer;
                    }
                    on.add(&self.arena, q);
                }
            } else if self.mode.level == 0
                || !nested::advance(
                    self.c,
                    (&self.g, &self.work),
                    &mut self.arena,
                    off,
                    &mut self.nest,
                    self.budget,
                )
            {
                break;
            }
        }
        if dynamic {
            self.work = self.g.clone();
        }
        result
    }

    /// A hint on target potential `t` (a node key's candidate and state).
    fn found(&self, technique: Technique, sort_key: u8, t: u32, chains: &[u32]) -> Option<Found> {
        let tn = self.arena.node(t);
        let tc = cell_of(tn.cand);
        let td = digit_of(tn.cand);
        let (place, removes) = if tn.on {
            let others: Vec<(usize, u8)> = (1..=9u8)
                .filter(|&v| v != td && self.g.has(tc, v))
                .map(|v| (tc, v))
                .collect();
            if others.is_empty() {
                return None;
            }
            (Some((tc, td)), others)
        } else {
            (None, vec![(tc, td)])
        };
        Some(Found {
            technique: if self.mode.level > 0 {
                nested::nested_name(technique, self.mode.level)
            } else {
                technique
            },
            base: self.mode.base(),
            complexity: chains
                .iter()
                .map(|&c| self.arena.ancestor_count(c))
                .sum::<u32>()
                + self.nest.complexity_of(&self.arena, chains),
            sort_key,
            place,
            removes,
        })
    }

    fn offer(&self, best: &mut Best, f: Option<Found>, chains: &[u32], kind: ChainKind) {
        if let Some(f) = f {
            best.offer(self.c, &self.arena, f, chains, kind);
        }
    }

    /// The consequences of candidate `cand` being true (SE's `doChaining`
    /// from it, which depends on nothing else), computed once per search.
    fn ensure(&mut self, cand: u16) {
        if self.cache[usize::from(cand)].is_some() {
            return;
        }
        let mut on = self.take();
        let mut off = self.take();
        let root = self.arena.root(cand, true);
        on.add(&self.arena, root);
        let absurd = self.chain(&mut on, &mut off);
        let chained = match self.spare.pop() {
            Some(mut ch) => {
                ch.on.refill(&self.arena, &on);
                ch.off.refill(&self.arena, &off);
                ch.absurd = absurd;
                ch
            }
            None => Box::new(Chained {
                on: Frozen::new(&self.arena, &on),
                off: Frozen::new(&self.arena, &off),
                absurd,
            }),
        };
        self.give(on);
        self.give(off);
        self.cache[usize::from(cand)] = Some(chained);
    }

    /// Takes a cached outcome out (to read it while `self` is borrowed
    /// mutably); put it back with [`Engine::put`].
    fn outcome(&mut self, cand: u16) -> Box<Chained> {
        self.ensure(cand);
        match self.cache[usize::from(cand)].take() {
            Some(c) => c,
            None => unreachable!("ensure filled the cache"),
        }
    }

    fn put(&mut self, cand: u16, c: Box<Chained>) {
        self.cache[usize::from(cand)] = Some(c);
    }

    /// SE's `doBinaryChaining` for candidate `cand` of a cell.
    fn binary(&mut self, cand: u16, double: bool, contradiction: bool, best: &mut Best) {
        best.root = Root::None;
        // Static cell/region chains ask for neither: the "off" chain would
        // be followed for nothing (the "on" outcome is cached on demand by
        // the region and cell searches, independent of when).
        if !double && !contradiction {
            return;
        }
        let ch = self.outcome(cand);
        let p_on = self.arena.root(cand, true);
        let p_off = self.arena.root(cand, false);
        let contra = if self.mode.nishio {
            Technique::NishioForcingChain
        } else {
            Technique::DynamicContradictionForcingChain
        };
        if let Some((a, b)) = ch.absurd {
            if contradiction {
                let f = self.found(contra, 7, p_off, &[a, b]);
                self.offer(best, f, &[a, b], ChainKind::Contradiction);
            }
        }
        let mut off_on = self.take();
        let mut off_off = self.take();
        off_off.add(&self.arena, p_off);
        if let Some((a, b)) = self.chain(&mut off_on, &mut off_off) {
            if contradiction {
                let f = self.found(contra, 7, p_on, &[a, b]);
                self.offer(best, f, &[a, b], ChainKind::Contradiction);
            }
        }
        if double {
            for &n in ch.on.order() {
                if let Some(m) = off_on.get(self.arena.node(n).key()) {
                    let f = self.found(Technique::DynamicDoubleForcingChain, 1, n, &[n, m]);
                    self.offer(best, f, &[n, m], ChainKind::Double);
                }
            }
            for &n in ch.off.order() {
                if let Some(m) = off_off.get(self.arena.node(n).key()) {
                    let f = self.found(Technique::DynamicDoubleForcingChain, 1, m, &[n, m]);
                    self.offer(best, f, &[n, m], ChainKind::Double);
                }
            }
        }
        self.give(off_on);
        self.give(off_off);
        self.put(cand, ch);
    }

    /// Offers every consequence common to all of `outs` (the outcomes of
    /// each place of a digit in a house, or of each digit of a cell): SE's
    /// cell and region chains. `sort_key` is SE's hint-kind rank.
    fn offer_common(
        &self,
        outs: &[Box<Chained>],
        tech: Technique,
        sort_key: u8,
        best: &mut Best,
        kind: ChainKind,
    ) {
        let mut common_on = outs[0].on.keys;
        let mut common_off = outs[0].off.keys;
        for o in &outs[1..] {
            and_keys(&mut common_on, &o.on.keys);
            and_keys(&mut common_off, &o.off.keys);
        }
        for (keys, pick) in [(&common_on, true), (&common_off, false)] {
            let first = if pick { &outs[0].on } else { &outs[0].off };
            for &t in first.order() {
                let k = self.arena.node(t).key();
                if !has_key(keys, k) {
                    continue;
                }
                let chains: Vec<u32> = outs
                    .iter()
                    .filter_map(|o| {
                        if pick {
                            o.on.get(&self.arena, k)
                        } else {
                            o.off.get(&self.arena, k)
                        }
                    })
                    .collect();
                let f = self.found(tech, sort_key, t, &chains);
                self.offer(best, f, &chains, kind);
            }
        }
    }

    /// False when the static graph shows that candidates `cands`, each
    /// assumed true, have no consequence in common (every outcome is part
    /// of what its assumption reaches), so their cell or region chain
    /// would offer nothing. Always true for a dynamic search.
    fn may_share(&mut self, cands: impl Iterator<Item = u16>) -> bool {
        let Some(st) = &mut self.stat else {
            return true;
        };
        let mut keys = [0usize; 9];
        let mut n = 0;
        for c in cands {
            keys[n] = key(c, true);
            n += 1;
        }
        st.reach.common_reach(&keys[..n], &mut st.scratch)
    }

    /// SE's `doRegionChainings` for digit `d` of `cell`.
    fn regions(&mut self, cell: usize, d: u8, best: &mut Best) {
        let tech = if self.mode.dynamic {
            Technique::DynamicRegionForcingChain
        } else {
            Technique::RegionForcingChain
        };
        for &h in &CELL_HOUSES[cell] {
            let h = h as usize;
            let mask = self.g.positions(h, d);
            let n = mask.count_ones();
            if !(n == 2 || (self.mode.multiple && n > 2))
                || usize::from(HOUSE_CELLS[h][mask.trailing_zeros() as usize]) != cell
            {
                continue;
            }
            let places: Vec<usize> = bits(mask).map(|k| usize::from(HOUSE_CELLS[h][k])).collect();
            if !self.may_share(places.iter().map(|&o| cand_of(o, d))) {
                continue;
            }
            let outs: Vec<Box<Chained>> = places
                .iter()
                .map(|&o| self.outcome(cand_of(o, d)))
                .collect();
            best.root = Root::House(h, d);
            self.offer_common(&outs, tech, 6, best, ChainKind::Region(unit_of(h), d));
            for (&o, out) in places.iter().zip(outs) {
                self.put(cand_of(o, d), out);
            }
        }
    }

    /// SE's `getMultipleChainsHintListForCell`.
    fn cell(&mut self, cell: usize, best: &mut Best) {
        let m = self.g.cands(cell);
        let card = m.count_ones();
        let nishio = self.mode.nishio;
        let double = card >= 3 && !nishio && self.mode.dynamic;
        let contradiction = self.mode.dynamic || nishio;
        let mut digit_buf = [0u8; 9];
        let mut n = 0;
        for d in 1..=9u8 {
            if m & bit(d) != 0 {
                digit_buf[n] = d;
                n += 1;
            }
        }
        let digits = &digit_buf[..n];
        for &d in digits {
            self.binary(cand_of(cell, d), double, contradiction, best);
            if !nishio {
                self.regions(cell, d, best);
            }
        }
        if nishio || !(card == 2 || (self.mode.multiple && card > 2)) {
            return;
        }
        if !self.may_share(digits.iter().map(|&d| cand_of(cell, d))) {
            return;
        }
        let tech = if self.mode.dynamic {
            Technique::DynamicCellForcingChain
        } else {
            Technique::CellForcingChain
        };
        let outs: Vec<Box<Chained>> = digits
            .iter()
            .map(|&d| self.outcome(cand_of(cell, d)))
            .collect();
        best.root = Root::Cell(cell);
        self.offer_common(&outs, tech, 5, best, ChainKind::Cell(pos(cell)));
        for (&d, out) in digits.iter().zip(outs) {
            self.put(cand_of(cell, d), out);
        }
    }
}

/// SE's `doChaining` on an unchanging grid, reading the successors from
/// `links`: what [`Engine::chain`] does for a static search.
fn chain_static(
    links: Links,
    arena: &mut Arena,
    on: &mut PSet,
    off: &mut PSet,
) -> Option<(u32, u32)> {
    let (mut next_on, mut next_off) = (0, 0);
    loop {
        if next_on < on.order().len() {
            let p = on.order()[next_on];
            next_on += 1;
            for &qc in links.offs(arena.node(p).cand) {
                if off.get(key(qc, false)).is_some() {
                    continue;
                }
                let q = arena.child(qc, false, p);
                if let Some(a) = on.get(key(qc, true)) {
                    return Some((a, q));
                }
                off.add(arena, q);
            }
        } else if next_off < off.order().len() {
            let p = off.order()[next_off];
            next_off += 1;
            for &qc in links.ons(arena.node(p).cand) {
                if on.get(key(qc, true)).is_some() {
                    continue;
                }
                let q = arena.child(qc, true, p);
                if let Some(b) = off.get(key(qc, false)) {
                    return Some((q, b));
                }
                on.add(arena, q);
            }
        } else {
            return None;
        }
    }
}

/// The easiest hint of the producer `mode`, or `None` (also when the
/// budget runs out).
pub(super) fn find(c: &Candidates, mode: Mode, budget: &Budget) -> Option<Step> {
    let mut best = Best::default();
    search(c, Board::new(c), mode, budget, &mut best)?;
    best.step
}

/// Every hint of SE's static "Multiple Forcing Chains" producer on board
/// `g` (the grid a dynamic chain has reduced), ranked as SE sorts them;
/// `None` when the budget ran out.
pub(super) fn collect_static(c: &Candidates, g: &Board, budget: &Budget) -> Option<Vec<Collected>> {
    let mut best = Best::collecting_ranked();
    search(c, g.clone(), Mode::STATIC_MULTIPLE, budget, &mut best)?;
    Some(best.all.take().unwrap_or_default())
}

/// Every hint of SE's dynamic forcing chains of level `level` (0 to 2) on
/// board `g`, ranked as SE sorts them; `None` when the budget ran out.
pub(super) fn collect_dynamic(
    c: &Candidates,
    g: &Board,
    level: u8,
    budget: &Budget,
) -> Option<(Vec<Collected>, nested::Nest)> {
    let mode = Mode {
        multiple: true,
        dynamic: true,
        nishio: false,
        level,
        limit: 0,
    };
    let mut best = Best::collecting_ranked();
    best.dynamic = true;
    let nest = search(c, g.clone(), mode, budget, &mut best)?;
    Some((best.all.take().unwrap_or_default(), nest))
}

/// Runs producer `mode` on board `g`, offering its hints to `best`;
/// `None` when the budget ran out.
fn search(
    c: &Candidates,
    g: Board,
    mode: Mode,
    budget: &Budget,
    best: &mut Best,
) -> Option<nested::Nest> {
    let stat = (!mode.dynamic).then(|| {
        // The static producer is SE's "multiple" one: Y and X links.
        debug_assert!(mode.multiple && !mode.nishio && mode.level == 0);
        let links = StaticLinks::new(&g);
        let reach = Reach::new(&g, links.with((true, true)));
        Static {
            links,
            reach,
            scratch: Vec::new(),
        }
    });
    let Scratch {
        arena,
        out,
        pool,
        mut cache,
        spare,
    } = SCRATCH.with(|s| s.borrow_mut().pop()).unwrap_or_default();
    cache.resize_with(729, || None);
    let mut e = Engine {
        c,
        stat,
        work: g.clone(),
        g,
        arena,
        out,
        pool,
        cache,
        spare,
        mode,
        nest: nested::Nest::new(mode.level, mode.limit),
        budget,
    };
    let complete = run(&mut e, best);
    let Engine {
        mut arena,
        mut out,
        pool,
        mut cache,
        mut spare,
        nest,
        ..
    } = e;
    // The storage goes back for the next search on this thread (nested
    // searches run thousands per step): every potential set in the pool
    // is already empty, the outcomes are kept to be refilled. A search
    // that grew very large keeps its storage to itself.
    if arena.len() <= SCRATCH_NODES {
        arena.clear();
        out.clear();
        spare.extend(cache.iter_mut().filter_map(Option::take));
        SCRATCH.with(|s| {
            s.borrow_mut().push(Scratch {
                arena,
                out,
                pool,
                cache,
                spare,
            })
        });
    }
    complete.then_some(nest)
}

/// The search loop of [`search`]: every cell's chains, then (when
/// collecting) the ranking; false when the budget ran out.
fn run(e: &mut Engine, best: &mut Best) -> bool {
    for cell in 0..81 {
        let card = e.g.cands(cell).count_ones();
        if card > 2 || (card > 1 && e.mode.dynamic) {
            if e.budget.is_exhausted() || e.nest.exhausted {
                return false;
            }
            e.cell(cell, best);
        }
    }
    if e.nest.exhausted {
        return false;
    }
    if best.all.is_some() {
        best.all = Some(best.ranked(&e.arena));
    }
    true
}

/// What a search allocates and can hand on to the next one on its thread:
/// the arena, the potential sets, the outcome cache and its outcomes.
#[derive(Default)]
struct Scratch {
    arena: Arena,
    out: Vec<u32>,
    pool: Vec<PSet>,
    cache: Vec<Option<Box<Chained>>>,
    /// Boxed for the reason [`Engine::spare`] is.
    #[allow(clippy::vec_box)]
    spare: Vec<Box<Chained>>,
}

/// The largest arena (in nodes) whose storage is kept for the next search;
/// the memory kept per thread is about 40 bytes a node.
const SCRATCH_NODES: usize = 1 << 18;

thread_local! {
    /// Spare storage for [`search`], one entry per search that has
    /// finished while none of the same depth of nesting runs (a nested
    /// search takes its own while the outer one holds another).
    static SCRATCH: RefCell<Vec<Scratch>> = const { RefCell::new(Vec::new()) };
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::techniques::chains::hint::rank_all;
    use crate::Grid;

    /// The hints a nested search hands on, written out only for the
    /// survivors of SE's ranking, are exactly those of ranking every hint
    /// written out.
    #[test]
    fn ranking_before_writing_out_changes_no_hint() {
        let puzzle =
            "..3......4...8..36..8...1...4..6..73...9...1......2.....4.7..686....4...7.....5..";
        let grid: Grid = match puzzle.parse() {
            Ok(g) => g,
            Err(e) => panic!("bad puzzle: {e:?}"),
        };
        let c = Candidates::from_grid(&grid);
        let g = Board::new(&c);
        let mode = Mode::DYNAMIC;
        let mut eager = Best::collecting();
        eager.dynamic = true;
        assert!(search(&c, g.clone(), mode, &Budget::unlimited(), &mut eager).is_some());
        let eager = rank_all(eager.all.take().unwrap_or_default());
        let Some((later, _)) = collect_dynamic(&c, &g, 0, &Budget::unlimited()) else {
            panic!("no budget to run out");
        };
        assert!(eager.len() >= 3, "{} hints", eager.len());
        assert_eq!(eager.len(), later.len());
        for (a, b) in eager.iter().zip(&later) {
            assert!(a.same_chain(b));
            assert_eq!((a.rank, &a.removes), (b.rank, &b.removes));
        }
    }
}
