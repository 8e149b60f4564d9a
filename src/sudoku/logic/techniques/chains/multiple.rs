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

use std::collections::VecDeque;

use super::graph::{cand_of, cell_of, digit_of, key, Arena, PSet, KEYS};
use super::hint::{Best, Found};
use super::links::{off_to_on, on_to_off, Board};
use crate::sudoku::budget::Budget;
use crate::sudoku::logic::candidates::{bit, Candidates};
use crate::sudoku::logic::houses::{cell_name, house_name, CELL_HOUSES, HOUSE_CELLS};
use crate::sudoku::logic::step::{Step, Technique};

/// Which of SE's chaining producers to emulate.
#[derive(Clone, Copy)]
pub(super) struct Mode {
    pub multiple: bool,
    pub dynamic: bool,
    pub nishio: bool,
}

impl Mode {
    /// SE's `Chaining.getDifficulty` for level 0.
    fn base(self) -> f64 {
        if self.nishio {
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

struct Engine<'a> {
    c: &'a Candidates,
    g: Board,
    work: Board,
    arena: Arena,
    out: Vec<u32>,
    pool: Vec<PSet>,
    mode: Mode,
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
        let y = !self.mode.nishio;
        let dynamic = self.mode.dynamic;
        let mut pend_on: VecDeque<u32> = on.order().iter().copied().collect();
        let mut pend_off: VecDeque<u32> = off.order().iter().copied().collect();
        let mut result = None;
        'outer: loop {
            if let Some(p) = pend_on.pop_front() {
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
                    if off.add(&self.arena, q) {
                        pend_off.push_back(q);
                    }
                }
            } else if let Some(p) = pend_off.pop_front() {
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
                    if on.add(&self.arena, q) {
                        pend_on.push_back(q);
                    }
                }
            } else {
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
            technique,
            base: self.mode.base(),
            complexity: chains.iter().map(|&c| self.arena.ancestor_count(c)).sum(),
            sort_key,
            place,
            removes,
        })
    }

    fn offer(
        &self,
        best: &mut Best,
        f: Option<Found>,
        chains: &[u32],
        what: impl FnOnce() -> String,
    ) {
        if let Some(f) = f {
            best.offer(self.c, &self.arena, f, chains, what);
        }
    }

    /// SE's `doBinaryChaining` for candidate `cand` of a cell.
    fn binary(
        &mut self,
        cand: u16,
        on: &mut PSet,
        off: &mut PSet,
        double: bool,
        contradiction: bool,
        best: &mut Best,
    ) {
        let p_on = self.arena.root(cand, true);
        let p_off = self.arena.root(cand, false);
        let name = cell_name(cell_of(cand));
        let d = digit_of(cand);
        let contra = if self.mode.nishio {
            Technique::NishioForcingChain
        } else {
            Technique::DynamicContradictionForcingChain
        };
        on.add(&self.arena, p_on);
        if let Some((a, b)) = self.chain(on, off) {
            if contradiction {
                let f = self.found(contra, 7, p_off, &[a, b]);
                self.offer(best, f, &[a, b], || {
                    format!("if {name} is {d}, some candidate is both true and false")
                });
            }
        }
        let mut off_on = self.take();
        let mut off_off = self.take();
        off_off.add(&self.arena, p_off);
        if let Some((a, b)) = self.chain(&mut off_on, &mut off_off) {
            if contradiction {
                let f = self.found(contra, 7, p_on, &[a, b]);
                self.offer(best, f, &[a, b], || {
                    format!("if {name} is not {d}, some candidate is both true and false")
                });
            }
        }
        if double {
            for &n in on.order() {
                if let Some(m) = off_on.get(self.arena.node(n).key()) {
                    let f = self.found(Technique::DynamicDoubleForcingChain, 1, n, &[n, m]);
                    self.offer(best, f, &[n, m], || {
                        format!("whether {name} is {d} or not, the same follows")
                    });
                }
            }
            for &n in off.order() {
                if let Some(m) = off_off.get(self.arena.node(n).key()) {
                    let f = self.found(Technique::DynamicDoubleForcingChain, 1, m, &[n, m]);
                    self.offer(best, f, &[n, m], || {
                        format!("whether {name} is {d} or not, the same follows")
                    });
                }
            }
        }
        self.give(off_on);
        self.give(off_off);
    }

    /// SE's `doRegionChainings` for digit `d` of `cell`, whose consequences
    /// are `on`/`off`.
    fn regions(&mut self, cell: usize, d: u8, on: &PSet, off: &PSet, best: &mut Best) {
        let tech = if self.mode.dynamic {
            Technique::DynamicRegionForcingChain
        } else {
            Technique::RegionForcingChain
        };
        for &h in &CELL_HOUSES[cell] {
            let h = h as usize;
            let places: Vec<usize> = HOUSE_CELLS[h]
                .iter()
                .map(|&o| o as usize)
                .filter(|&o| self.g.has(o, d))
                .collect();
            let n = places.len();
            if !(n == 2 || (self.mode.multiple && n > 2)) || places[0] != cell {
                continue;
            }
            let mut sets: Vec<(PSet, PSet)> = Vec::new();
            let mut region_on = keys_of(&self.arena, on);
            let mut region_off = keys_of(&self.arena, off);
            for &o in &places[1..] {
                let mut so = self.take();
                let mut sf = self.take();
                let r = self.arena.root(cand_of(o, d), true);
                so.add(&self.arena, r);
                self.chain(&mut so, &mut sf);
                and_keys(&mut region_on, &keys_of(&self.arena, &so));
                and_keys(&mut region_off, &keys_of(&self.arena, &sf));
                sets.push((so, sf));
            }
            for (first, keys, pick) in [(on, &region_on, true), (off, &region_off, false)] {
                for &t in first.order() {
                    let k = self.arena.node(t).key();
                    if !has_key(keys, k) {
                        continue;
                    }
                    let mut chains = vec![t];
                    for (so, sf) in &sets {
                        let s = if pick { so } else { sf };
                        if let Some(x) = s.get(k) {
                            chains.push(x);
                        }
                    }
                    let f = self.found(tech, 6, t, &chains);
                    self.offer(best, f, &chains, || {
                        format!("wherever {d} goes in {}, the same follows", house_name(h))
                    });
                }
            }
            for (so, sf) in sets {
                self.give(so);
                self.give(sf);
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
        let mut outcomes: Vec<(PSet, PSet)> = Vec::new();
        let mut cell_on: Option<Keys> = None;
        let mut cell_off: Keys = [0; KEYS.div_ceil(64)];
        for d in 1..=9u8 {
            if m & bit(d) == 0 {
                continue;
            }
            let mut on = self.take();
            let mut off = self.take();
            self.binary(
                cand_of(cell, d),
                &mut on,
                &mut off,
                double,
                contradiction,
                best,
            );
            if !nishio {
                self.regions(cell, d, &on, &off, best);
            }
            let kon = keys_of(&self.arena, &on);
            let koff = keys_of(&self.arena, &off);
            match cell_on.as_mut() {
                None => {
                    cell_on = Some(kon);
                    cell_off = koff;
                }
                Some(c) => {
                    and_keys(c, &kon);
                    and_keys(&mut cell_off, &koff);
                }
            }
            outcomes.push((on, off));
        }
        if !nishio && (card == 2 || (self.mode.multiple && card > 2)) {
            let tech = if self.mode.dynamic {
                Technique::DynamicCellForcingChain
            } else {
                Technique::CellForcingChain
            };
            if let Some(cell_on) = cell_on {
                for (keys, pick) in [(&cell_on, true), (&cell_off, false)] {
                    let first = if pick { &outcomes[0].0 } else { &outcomes[0].1 };
                    for &t in first.order() {
                        let k = self.arena.node(t).key();
                        if !has_key(keys, k) {
                            continue;
                        }
                        let chains: Vec<u32> = outcomes
                            .iter()
                            .filter_map(|(on, off)| if pick { on.get(k) } else { off.get(k) })
                            .collect();
                        let f = self.found(tech, 5, t, &chains);
                        self.offer(best, f, &chains, || {
                            format!(
                                "whichever digit {} holds, the same follows",
                                cell_name(cell)
                            )
                        });
                    }
                }
            }
        }
        for (on, off) in outcomes {
            self.give(on);
            self.give(off);
        }
        self.arena.clear();
    }
}

/// The easiest hint of the producer `mode`, or `None` (also when the
/// budget runs out).
pub(super) fn find(c: &Candidates, mode: Mode, budget: &Budget) -> Option<Step> {
    let g = Board::new(c);
    let mut e = Engine {
        c,
        work: g.clone(),
        g,
        arena: Arena::default(),
        out: Vec::new(),
        pool: Vec::new(),
        mode,
    };
    let mut best = Best::default();
    for cell in 0..81 {
        let card = c.cands(cell).count_ones();
        if card > 2 || (card > 1 && mode.dynamic) {
            if budget.is_exhausted() {
                return None;
            }
            e.cell(cell, &mut best);
        }
    }
    best.step
}
