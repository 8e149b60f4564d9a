//! SukakuExplainer's nested dynamic forcing chains, asked after the plain
//! dynamic chains find nothing: level 1 "(+)" (9.0 + length), level 2
//! "(+ Forcing Chains)" (9.5), level 3 "(+ Multiple Forcing Chains)" (10.0)
//! and level 4 "(+ Dynamic Forcing Chains)" (10.5, asked three times,
//! nesting dynamic chains of level 0, 1 and 2).
//!
//! They are the dynamic chains of `multiple` with one more source of
//! implications: whenever a chain's propagation runs dry, SE's "other
//! rules" of level 1 (`Chaining.getAdvancedPotentials`) are asked, in this
//! order, on the grid the chain has reduced so far: pointing/claiming,
//! hidden pairs, naked pairs, X-Wings. The first rule that finds anything
//! gives all its eliminations, each as a new "off" potential whose parents
//! are the candidates the chain removed to make the rule appear (SE's
//! `getRuleParents`); propagation then resumes. A rule instance that needs
//! no removed candidate already holds without the chain and is skipped.
//!
//! The parents make the chains' complexity, hence the length penalty, come
//! out as SE's; the order of the new potentials (rule order, hint order,
//! then Java `HashMap` order of the eliminated cells) decides which node is
//! kept for a potential met twice, so it follows SE's as well.
//!
//! From level 2 on, when those four rules find nothing, whole chain
//! producers run on the reduced grid (SE's `getAdvancedPotentials`): at
//! levels 2 and 3 its forcing chains and cycles, then (level 3) its static
//! cell and region forcing chains; at level 4 its dynamic forcing chains of
//! the nesting limit instead. Every hint of the first producer that yields
//! one counts, easiest first (SE sorts them, and drops a hint whose
//! removals equal an earlier one's). A hint's rule parents are the
//! candidates the outer chain removed in the cells and houses its "on"
//! links rest on (SE's `getRuleParents`), and its complexity is added once
//! to that of every outer hint whose chains go through its eliminations
//! (SE's `getNestedComplexity`).

use std::collections::HashMap;
use std::rc::Rc;

use super::graph::{cand_of, cell_of, digit_of, key, Arena, PSet, KEYS, NONE};
use super::hint::{Collected, Root};
use super::links::Board;
use super::memo::{self, Producer};
use super::multiple::{collect_dynamic, collect_static};
use super::unary::{collect_all, Unary};
use crate::budget::Budget;
use crate::logic::candidates::{bit, Candidates};
use crate::logic::houses::{
    bits, in_house, pos, unit_of, BOXES, CELL_HOUSES, COLS, HOUSE_CELLS, ROWS,
};
use crate::logic::reason::Inner;
use crate::logic::step::Technique;
use crate::logic::techniques::intersections::{crossing, LOCKING_TYPES};
use crate::logic::techniques::singles::SE_HOUSE_ORDER;

/// The name of a hint of nesting level `level` (1 to 4) of the dynamic
/// producer's kind `t`.
pub(super) fn nested_name(t: Technique, level: u8) -> Technique {
    use Technique::*;
    let names = match t {
        DynamicCellForcingChain => [
            DynamicCellForcingChainPlus,
            DynamicCellForcingChainFc,
            DynamicCellForcingChainMfc,
            DynamicCellForcingChainDfc,
        ],
        DynamicRegionForcingChain => [
            DynamicRegionForcingChainPlus,
            DynamicRegionForcingChainFc,
            DynamicRegionForcingChainMfc,
            DynamicRegionForcingChainDfc,
        ],
        DynamicDoubleForcingChain => [
            DynamicDoubleForcingChainPlus,
            DynamicDoubleForcingChainFc,
            DynamicDoubleForcingChainMfc,
            DynamicDoubleForcingChainDfc,
        ],
        DynamicContradictionForcingChain => [
            DynamicContradictionForcingChainPlus,
            DynamicContradictionForcingChainFc,
            DynamicContradictionForcingChainMfc,
            DynamicContradictionForcingChainDfc,
        ],
        other => return other,
    };
    names[usize::from(level.clamp(1, 4)) - 1]
}

/// What the nested chaining rules of levels 2+ need across one search:
/// scratch space, the nested hints met (each potential a nested chain
/// turned off remembers its hint, whose complexity SE adds to the outer
/// hint's), and whether the budget ran out inside a nested search.
pub(super) struct Nest {
    pub level: u8,
    /// At level 4, the level of the dynamic chains nested.
    limit: u8,
    /// Made on first use: most searches never nest a unary producer (a
    /// nested search of level 0 or 1 cannot), and making one fills two
    /// potential sets.
    unary: Option<Box<Unary>>,
    /// Interned nested hints (by their chain, SE's `FullChain`: see
    /// [`Collected::same_chain`]) and their complexity. Each is found by
    /// its chain hash and held as its place in a list of hints.
    ids: HashMap<u64, Vec<(memo::Hints, usize, u32)>>,
    complexity: Vec<u32>,
    /// Arena node → interned nested hint, or [`NONE`], indexed by node (a
    /// search's nodes are numbered densely from 0; this is read for every
    /// node each outer hint's complexity walks through, where a hash
    /// lookup cost more than the walk).
    of_node: Vec<u32>,
    /// Set when the budget ran out in a nested search: the outer search's
    /// results are then incomplete.
    pub exhausted: bool,
}

impl Nest {
    pub(crate) fn new(level: u8, limit: u8) -> Nest {
        Nest {
            level,
            limit,
            unary: None,
            ids: HashMap::new(),
            complexity: Vec::new(),
            of_node: Vec::new(),
            exhausted: false,
        }
    }

    /// SE's `getNestedComplexity`: the complexity of each distinct nested
    /// chain met walking the parents of each chain end (breadth first,
    /// each potential once per chain end).
    pub(crate) fn complexity_of(&self, arena: &Arena, chains: &[u32]) -> u32 {
        if self.of_node.is_empty() {
            return 0;
        }
        let mut counted: Vec<u32> = Vec::new();
        let mut total = 0;
        let mut todo = Vec::with_capacity(64);
        for &t in chains {
            let mut seen = [0u64; KEYS.div_ceil(64)];
            todo.clear();
            todo.push(t);
            let mut head = 0;
            while head < todo.len() {
                let p = todo[head];
                head += 1;
                let k = arena.node(p).key();
                if seen[k / 64] & (1 << (k % 64)) != 0 {
                    continue;
                }
                seen[k / 64] |= 1 << (k % 64);
                if let Some(&id) = self.of_node.get(p as usize) {
                    if id != NONE && !counted.contains(&id) {
                        counted.push(id);
                        total += self.complexity[id as usize];
                    }
                }
                todo.extend_from_slice(arena.parents(p));
            }
        }
        total
    }

    /// The id of hint `i` of `hints`, the same for the same chain.
    fn intern(&mut self, hints: &memo::Hints, i: usize) -> u32 {
        let h = &hints[i];
        let met = self.ids.entry(h.chain_hash).or_default();
        for (list, j, id) in met.iter() {
            if (Rc::ptr_eq(list, hints) && *j == i) || list[*j].same_chain(h) {
                return *id;
            }
        }
        let id = self.complexity.len() as u32;
        self.complexity.push(h.rank.1);
        met.push((Rc::clone(hints), i, id));
        id
    }
}

/// Why a link of a nested unary chain holds (SE's `Potential.Cause`):
/// the cell's candidates, or a house's places for the digit.
enum Cause {
    Cell(usize),
    House(usize, u8),
}

/// The cause of the link from candidate `from` to `to` of a unary chain
/// on `work`: `on` tells an off → on link (a bivalue cell, or a house
/// with two places: box, row, then column, as SE tries them) from an
/// on → off one (the first house the two cells share).
fn link_cause(from: u16, to: u16, on: bool, work: &Board) -> Cause {
    let (a, b) = (cell_of(from), cell_of(to));
    if a == b {
        return Cause::Cell(b);
    }
    let d = digit_of(to);
    for &h in &CELL_HOUSES[b] {
        let h = usize::from(h);
        if in_house(h, a) && (!on || super::links::two_bits(work.positions(h, d))) {
            return Cause::House(h, d);
        }
    }
    Cause::Cell(b)
}

/// SE's `getRuleParents` of a nested unary hint: the candidates the outer
/// chain removed (present in `source`, absent from `work`) in the cells
/// and houses whose links the nested chain's "on" potentials rest on.
fn rule_parents(h: &Collected, source: &Board, work: &Board) -> Vec<u16> {
    let mut out: Vec<u16> = Vec::new();
    let mut add = |cause: Cause| match cause {
        Cause::Cell(x) => {
            for v in 1..=9u8 {
                if source.has(x, v) && !work.has(x, v) {
                    let p = cand_of(x, v);
                    if !out.contains(&p) {
                        out.push(p);
                    }
                }
            }
        }
        Cause::House(hh, d) => {
            for &x in &HOUSE_CELLS[hh] {
                let x = usize::from(x);
                if source.has(x, d) && !work.has(x, d) {
                    let p = cand_of(x, d);
                    if !out.contains(&p) {
                        out.push(p);
                    }
                }
            }
        }
    };
    if !h.dag.is_empty() {
        for chain in &h.dag {
            for &(cand, on, cause) in chain {
                if !on {
                    continue;
                }
                match cause {
                    0 => match h.root {
                        Root::None => {}
                        Root::Cell(x) => add(Cause::Cell(x)),
                        Root::House(hh, d) => add(Cause::House(hh, d)),
                    },
                    1 => add(Cause::Cell(cell_of(cand))),
                    c => add(Cause::House(usize::from(c - 2), digit_of(cand))),
                }
            }
        }
        return out;
    }
    for path in &h.paths {
        let n = path.len();
        // Each chain from its target (a cycle's "on" end) to its root; the
        // root of a cell or region chain rests on the hint's cell or house.
        for i in 0..n {
            let (cand, on) = path[i];
            if !on {
                continue;
            }
            if i + 1 < n {
                add(link_cause(path[i + 1].0, cand, true, work));
            } else {
                match h.root {
                    Root::None => {}
                    Root::Cell(x) => add(Cause::Cell(x)),
                    Root::House(hh, d) => add(Cause::House(hh, d)),
                }
            }
        }
        // A cycle's reversed copy: its "off" nodes turned on, from the
        // root's side, keeping their causes.
        if h.cycle {
            for j in (1..n.saturating_sub(1)).rev() {
                let (cand, on) = path[j];
                if !on {
                    add(link_cause(path[j + 1].0, cand, false, work));
                }
            }
        }
    }
    out
}

/// What a nested rule reads: the puzzle (for placed digits), the grid when
/// the chain started and the grid the chain has reduced it to.
struct View<'a> {
    c: &'a Candidates,
    source: &'a Board,
    work: &'a Board,
    /// Per digit (index `d - 1`), bit `h` set when the chain removed a
    /// candidate of that digit in house `h` (its places differ between
    /// `source` and `work`). Every rule instance needs such a house, so
    /// the rules visit only these (in their own order) instead of
    /// comparing every house each time the chain runs dry.
    changed: [u32; 9],
    /// The houses where any digit changed.
    any_changed: u32,
}

impl<'a> View<'a> {
    fn new(c: &'a Candidates, source: &'a Board, work: &'a Board) -> View<'a> {
        let mut changed = [0u32; 9];
        for (h, _) in HOUSE_CELLS.iter().enumerate() {
            for (d, m) in changed.iter_mut().enumerate() {
                let d = d as u8 + 1;
                if work.positions(h, d) != source.positions(h, d) {
                    *m |= 1 << h;
                }
            }
        }
        let any_changed = changed.iter().fold(0, |a, &m| a | m);
        View {
            c,
            source,
            work,
            changed,
            any_changed,
        }
    }

    /// Whether the chain removed candidate `d` of `cell`.
    fn removed(&self, cell: usize, d: u8) -> bool {
        self.source.has(cell, d) && !self.work.has(cell, d)
    }
}

/// One hint of a nested rule: eliminations as (cell, digit mask) in the
/// order the rule inserted them, and the removed candidates it relies on.
#[derive(Default)]
struct RuleHint {
    removes: Vec<(usize, u16)>,
    parents: Vec<u16>,
    /// The pattern, for the hint's text: technique, digits, houses, cells.
    pattern: Option<Inner>,
}

impl RuleHint {
    fn clear(&mut self) {
        self.removes.clear();
        self.parents.clear();
        self.pattern = None;
    }

    /// Records the pattern (only for a hint that will be emitted: the
    /// rules call it just before `emit`).
    fn set_pattern(
        &mut self,
        technique: Technique,
        digits: Vec<u8>,
        houses: &[usize],
        cells: Vec<usize>,
    ) {
        self.pattern = Some(Inner {
            technique,
            digits,
            houses: houses.iter().map(|&h| unit_of(h)).collect(),
            cells: cells.into_iter().map(pos).collect(),
        });
    }
}

/// Sorts entries as a Java `HashMap<Cell, _>` iterates them: by bucket
/// (the cell index modulo a table that starts at 16 and doubles past a
/// 0.75 load), equal buckets in insertion order.
fn java_hash_order(entries: &mut [(usize, u16)]) {
    let mut cap = 16;
    while entries.len() > cap * 3 / 4 {
        cap *= 2;
    }
    entries.sort_by_key(|&(cell, _)| cell & (cap - 1));
}

/// SE's `Locking(false)`: pointing and claiming.
fn locking(v: &View, h: &mut RuleHint, emit: &mut dyn FnMut(&mut RuleHint)) {
    for &(t1, t2) in &LOCKING_TYPES {
        for d in 1..=9u8 {
            // A hint needs a candidate of `h1` the chain removed: only the
            // changed houses of type `t1`, ascending.
            let mut houses = (v.changed[usize::from(d) - 1] >> t1) & 0x1ff;
            while houses != 0 {
                let h1 = t1 + houses.trailing_zeros() as usize;
                houses &= houses - 1;
                let h1_cells = &HOUSE_CELLS[h1];
                let places = v.work.positions(h1, d);
                if places.count_ones() < 2 {
                    continue;
                }
                for (j, h2) in crossing(h1, t2).into_iter().enumerate() {
                    // The positions of `h1` that lie in its j-th crossing house.
                    let inside: u16 = if t1 == BOXES && t2 == COLS {
                        0b001_001_001 << j
                    } else {
                        0b111 << (3 * j)
                    };
                    // Without a candidate the chain removed from `h1` outside
                    // `h2`, the pattern holds without the chain: no hint.
                    if places & !inside != 0 || v.source.positions(h1, d) & !places & !inside == 0 {
                        continue;
                    }
                    h.clear();
                    for &x in &HOUSE_CELLS[h2] {
                        let x = usize::from(x);
                        if !in_house(h1, x) && v.work.has(x, d) {
                            h.removes.push((x, bit(d)));
                        }
                    }
                    for &x in h1_cells {
                        let x = usize::from(x);
                        if v.removed(x, d) && !in_house(h2, x) {
                            h.parents.push(cand_of(x, d));
                        }
                    }
                    if !h.removes.is_empty() && !h.parents.is_empty() {
                        let tech = if t1 == BOXES {
                            Technique::Pointing
                        } else {
                            Technique::Claiming
                        };
                        let at = bits(places).map(|k| usize::from(h1_cells[k])).collect();
                        h.set_pattern(tech, vec![d], &[h1, h2], at);
                    }
                    emit(h);
                }
            }
        }
    }
}

/// The two set bits of a 2-element combination mask.
fn pair(m: u16) -> (usize, usize) {
    let a = m.trailing_zeros() as usize;
    (a, (m & (m - 1)).trailing_zeros() as usize)
}

/// The pairs {a, b} of a house's (or a line set's) 9 entries that can
/// make a pair rule's hint: `vals[a] == vals[b]` with two bits each, and
/// `a` or `b` among `changed` (the entries the chain reduced; since it only
/// removes, a pair with neither has its union unchanged and rests on no
/// removed candidate). Appended to `out` as 2-bit masks, ascending: the
/// order in which `combinations(2)` lists them.
fn equal_pairs(vals: &[u16; 9], changed: u16, out: &mut Vec<u16>) {
    let mut two = 0u16;
    for (k, &m) in vals.iter().enumerate() {
        if m.count_ones() == 2 {
            two |= 1 << k;
        }
    }
    let from = out.len();
    for a in bits(two) {
        for b in bits(two & !((2u16 << a) - 1)) {
            let m = (1u16 << a) | (1 << b);
            if vals[a] == vals[b] && changed & m != 0 {
                out.push(m);
            }
        }
    }
    out[from..].sort_unstable();
}

/// SE's `HiddenSet(2, false)`: hidden pairs, boxes then columns then rows.
/// (Each digit must have 2+ places and the two together 2: the same two.)
fn hidden_pair(v: &View, h: &mut RuleHint, emit: &mut dyn FnMut(&mut RuleHint)) {
    let mut pairs = Vec::new();
    for &house in &SE_HOUSE_ORDER {
        // An unchanged house (places == before) has no hint.
        if v.any_changed & (1 << house) == 0 || v.c.empty_count(house) <= 4 {
            continue;
        }
        let places: [u16; 9] = std::array::from_fn(|k| v.work.positions(house, k as u8 + 1));
        let changed = (0..9).fold(0u16, |m, k| m | (((v.changed[k] >> house) & 1) as u16) << k);
        // The pairs of digits with the same two places, one of them
        // reduced by the chain (the parents: the pair's places it removed).
        pairs.clear();
        equal_pairs(&places, changed, &mut pairs);
        for &digits in &pairs {
            let (a, b) = pair(digits);
            let union = places[a];
            h.clear();
            for k in bits(union) {
                let x = usize::from(HOUSE_CELLS[house][k]);
                let m = v.work.cands(x) & !digits;
                if m != 0 {
                    h.removes.push((x, m));
                }
            }
            for k in (0..9).filter(|&k| union & (1 << k) == 0) {
                let x = usize::from(HOUSE_CELLS[house][k]);
                for d in [a, b].map(|i| i as u8 + 1) {
                    if v.source.has(x, d) {
                        h.parents.push(cand_of(x, d));
                    }
                }
            }
            if !h.removes.is_empty() && !h.parents.is_empty() {
                let at = bits(union)
                    .map(|k| usize::from(HOUSE_CELLS[house][k]))
                    .collect();
                h.set_pattern(
                    Technique::HiddenPair,
                    vec![a as u8 + 1, b as u8 + 1],
                    &[house],
                    at,
                );
            }
            emit(h);
        }
    }
}

/// SE's `NakedSet(2)`: naked pairs, boxes then columns then rows. (Each
/// cell must have 2+ candidates and the two together 2: the same two.)
fn naked_pair(v: &View, h: &mut RuleHint, emit: &mut dyn FnMut(&mut RuleHint)) {
    let mut pairs = Vec::new();
    for &house in &SE_HOUSE_ORDER {
        // A house whose places are unchanged for every digit has every
        // cell's candidates unchanged: no hint.
        if v.any_changed & (1 << house) == 0 || v.c.empty_count(house) < 4 {
            continue;
        }
        let cells: [usize; 9] = std::array::from_fn(|k| usize::from(HOUSE_CELLS[house][k]));
        let masks: [u16; 9] = std::array::from_fn(|k| v.work.cands(cells[k]));
        let changed = (0..9).fold(0u16, |m, k| {
            m | u16::from(v.source.cands(cells[k]) != masks[k]) << k
        });
        // The pairs of cells with the same two candidates, one of them
        // reduced by the chain (the parents: the other candidates it
        // removed from the two).
        pairs.clear();
        equal_pairs(&masks, changed, &mut pairs);
        for &set in &pairs {
            let (a, b) = pair(set);
            let union = masks[a];
            h.clear();
            for k in (0..9).filter(|&k| set & (1 << k) == 0) {
                let m = masks[k] & union;
                if m != 0 {
                    h.removes.push((cells[k], m));
                }
            }
            for k in [a, b] {
                for d in 1..=9u8 {
                    if v.source.has(cells[k], d) && union & bit(d) == 0 {
                        h.parents.push(cand_of(cells[k], d));
                    }
                }
            }
            if !h.removes.is_empty() && !h.parents.is_empty() {
                let ds = (1..=9u8).filter(|&d| union & bit(d) != 0).collect();
                h.set_pattern(Technique::NakedPair, ds, &[house], vec![cells[a], cells[b]]);
            }
            emit(h);
        }
    }
}

/// SE's `Fisherman(2)`: X-Wings, column-based then row-based. (Each base
/// line must have 2+ places and the two together 2: the same two.)
fn x_wing(v: &View, h: &mut RuleHint, emit: &mut dyn FnMut(&mut RuleHint)) {
    let mut pairs = Vec::new();
    let placed: [u32; 10] =
        std::array::from_fn(|d| if d == 0 { 0 } else { v.c.placed_count(d as u8) });
    for &(base, cover) in &[(COLS, ROWS), (ROWS, COLS)] {
        // A hint needs a base line the chain changed for its digit.
        let lines_changed: [u32; 9] = std::array::from_fn(|i| (v.changed[i] >> base) & 0x1ff);
        if lines_changed.iter().all(|&m| m == 0) {
            continue;
        }
        // Per digit, the pairs of base lines with the same two places, one
        // of them reduced by the chain (the parents: the base lines' places
        // it removed); then all of them in the order of the pairs of lines,
        // then of the digits, as SE meets them.
        let mut hits: Vec<(u16, u8)> = Vec::new();
        for d in 1..=9u8 {
            let i = usize::from(d) - 1;
            if lines_changed[i] == 0 || placed[usize::from(d)] + 4 > 9 {
                continue;
            }
            let places: [u16; 9] = std::array::from_fn(|l| v.work.positions(base + l, d));
            pairs.clear();
            equal_pairs(&places, lines_changed[i] as u16, &mut pairs);
            hits.extend(pairs.iter().map(|&lines| (lines, d)));
        }
        hits.sort_unstable();
        for &(lines, d) in &hits {
            let (la, lb) = pair(lines);
            {
                let union = v.work.positions(base + la, d);
                h.clear();
                // Cover line `k` meets base line `l` at its position `l`.
                for k in bits(union) {
                    for q in bits(v.work.positions(cover + k, d) & !lines) {
                        h.removes
                            .push((usize::from(HOUSE_CELLS[cover + k][q]), bit(d)));
                    }
                }
                for l in [la, lb] {
                    for (k, &x) in HOUSE_CELLS[base + l].iter().enumerate() {
                        let x = usize::from(x);
                        if v.removed(x, d) && union & (1 << k) == 0 {
                            h.parents.push(cand_of(x, d));
                        }
                    }
                }
                if !h.removes.is_empty() && !h.parents.is_empty() {
                    let mut corners = Vec::new();
                    for l in [la, lb] {
                        for k in bits(union) {
                            corners.push(usize::from(HOUSE_CELLS[base + l][k]));
                        }
                    }
                    corners.sort_unstable();
                    h.set_pattern(Technique::XWing, vec![d], &[base + la, base + lb], corners);
                }
                emit(h);
            }
        }
    }
}

type Rule = fn(&View, &mut RuleHint, &mut dyn FnMut(&mut RuleHint));

/// SE's level-1 "other rules", in the order it asks them.
const RULES: [Rule; 4] = [locking, hidden_pair, naked_pair, x_wing];

/// SE's `getAdvancedPotentials` at level 1: asks the nested rules on `work`
/// (the grid the chain has reduced `source` to) and adds to `off` every
/// elimination of the first rule that finds one, with the removed
/// candidates it relies on (nodes of `off`) as parents. Returns whether a
/// new potential was added.
pub(super) fn advance(
    c: &Candidates,
    (source, work): (&Board, &Board),
    arena: &mut Arena,
    off: &mut PSet,
    nest: &mut Nest,
    budget: &Budget,
) -> bool {
    let v = View::new(c, source, work);
    let mut found: Vec<u32> = Vec::new();
    let mut hint = RuleHint::default();
    for rule in RULES {
        let offs: &PSet = off;
        let mut emit = |h: &mut RuleHint| {
            if h.parents.is_empty() || h.removes.is_empty() {
                return;
            }
            java_hash_order(&mut h.removes);
            let parents: Vec<u32> = h
                .parents
                .iter()
                .filter_map(|&p| offs.get(key(p, false)))
                .collect();
            debug_assert_eq!(parents.len(), h.parents.len(), "a removed candidate is off");
            let inner = h.pattern.take().map(|p| arena.push_inner(p));
            for &(cell, mask) in &h.removes {
                for d in bits(mask).map(|b| b as u8 + 1) {
                    let n = arena.root(cand_of(cell, d), false);
                    for &p in &parents {
                        arena.add_parent(n, p);
                    }
                    if let Some(id) = inner {
                        arena.set_inner(n, id);
                    }
                    found.push(n);
                }
            }
        };
        rule(&v, &mut hint, &mut emit);
        if !found.is_empty() {
            break;
        }
    }
    if found.is_empty() && nest.level >= 2 && !nest.exhausted {
        nested_chains(c, (source, work), arena, off, nest, budget, &mut found);
    }
    let mut added = false;
    for n in found {
        added |= off.add(arena, n);
    }
    added
}

/// The nested chaining rules of levels 2+ (after the level-1 rules found
/// nothing), in SE's order: forcing chains and cycles (levels 2 and 3),
/// then static multiple forcing chains (level 3); at level 4, dynamic
/// forcing chains of level `limit` instead. The first that yields
/// anything gives every hint it found on `work`, easiest first, each
/// elimination becoming an "off" node whose parents are the hint's rule
/// parents (hints without any are skipped) and which remembers the hint.
fn nested_chains(
    c: &Candidates,
    (source, work): (&Board, &Board),
    arena: &mut Arena,
    off: &PSet,
    nest: &mut Nest,
    budget: &Budget,
    found: &mut Vec<u32>,
) {
    // Level 4 nests dynamic chains only (they cover the others).
    let rules = if nest.level >= 4 {
        2..3
    } else {
        0..nest.level - 1
    };
    for rule in rules {
        let limit = nest.limit;
        let unary = nest.unary.get_or_insert_with(|| Box::new(Unary::new()));
        let hints = match rule {
            0 => memo::hints(Producer::Unary, c, work, || {
                collect_all(c, work, unary, budget)
            }),
            1 => memo::hints(Producer::Static, c, work, || {
                collect_static(c, work, budget)
            }),
            _ => memo::hints(Producer::Dynamic(limit), c, work, || {
                collect_dynamic(c, work, limit, budget).map(|(h, _)| h)
            }),
        };
        let Some(hints) = hints else {
            nest.exhausted = true;
            return;
        };
        for (i, h) in hints.iter().enumerate() {
            let parents = rule_parents(h, source, work);
            if parents.is_empty() {
                continue;
            }
            let parents: Vec<u32> = parents
                .iter()
                .filter_map(|&p| off.get(key(p, false)))
                .collect();
            let mut removes = h.removes.clone();
            java_hash_order(&mut removes);
            let id = nest.intern(&hints, i);
            let inner = arena.push_inner(h.inner());
            for &(cell, mask) in &removes {
                for d in bits(mask).map(|b| b as u8 + 1) {
                    let n = arena.root(cand_of(cell, d), false);
                    for &p in &parents {
                        arena.add_parent(n, p);
                    }
                    let slot = n as usize;
                    if nest.of_node.len() <= slot {
                        nest.of_node.resize(slot + 1, NONE);
                    }
                    nest.of_node[slot] = id;
                    arena.set_inner(n, inner);
                    found.push(n);
                }
            }
        }
        if !found.is_empty() {
            return;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::candidates::ALL;
    use crate::Grid;

    /// Every candidate open except 1 in rows 2-3 of box 1 when `removed`
    /// is false; when true, those candidates are open but a chain has
    /// removed them (they are nodes of `off` and absent from `work`).
    fn pointing_setup(removed: bool) -> (Candidates, Board, Board, Arena, PSet) {
        let gone = [9usize, 10, 11, 18, 19, 20];
        let mut marks = [ALL; 81];
        if !removed {
            for &x in &gone {
                marks[x] &= !bit(1);
            }
        }
        let c = match Candidates::from_pencil_marks(&Grid::EMPTY, &marks) {
            Ok(c) => c,
            Err(e) => panic!("bad marks: {e}"),
        };
        let source = Board::new(&c);
        let mut work = source.clone();
        let mut arena = Arena::default();
        let mut off = PSet::new();
        if removed {
            for &x in &gone {
                work.eliminate(x, 1);
                let n = arena.root(cand_of(x, 1), false);
                off.add(&arena, n);
            }
        }
        (c, source, work, arena, off)
    }

    #[test]
    fn a_pointing_made_by_the_chain_turns_candidates_off() {
        let (c, source, work, mut arena, mut off) = pointing_setup(true);
        assert!(advance(
            &c,
            (&source, &work),
            &mut arena,
            &mut off,
            &mut Nest::new(1, 0),
            &Budget::unlimited()
        ));
        // 1 is left in row 1 of box 1 only: it leaves r1c4-r1c9, each
        // deduction resting on the six removals that made the pointing.
        for x in 3..9 {
            let Some(n) = off.get(key(cand_of(x, 1), false)) else {
                panic!("r1c{} not turned off", x + 1);
            };
            assert_eq!(arena.parents(n).len(), 6);
            assert_eq!(arena.ancestor_count(n), 7);
        }
        assert_eq!(off.order().len(), 6 + 6);
    }

    #[test]
    fn a_pointing_that_holds_without_the_chain_adds_nothing() {
        let (c, source, work, mut arena, mut off) = pointing_setup(false);
        assert!(!advance(
            &c,
            (&source, &work),
            &mut arena,
            &mut off,
            &mut Nest::new(1, 0),
            &Budget::unlimited()
        ));
        assert!(off.order().is_empty());
    }

    #[test]
    fn java_hash_order_groups_by_bucket() {
        // Cells 3 and 19 share bucket 3 of a 16-slot table; 18 is bucket 2.
        let mut e = vec![(3, 1), (19, 1), (18, 1), (40, 1)];
        java_hash_order(&mut e);
        assert_eq!(e, vec![(18, 1), (3, 1), (19, 1), (40, 1)]);
        // Thirteen entries overflow 16 slots: the table has 32.
        let mut e: Vec<(usize, u16)> = (0..13).map(|k| (k * 3, 1)).collect();
        java_hash_order(&mut e);
        assert_eq!(e[0], (0, 1));
        assert_eq!(e[1], (33, 1));
    }
}
