//! Chains of strong links on one digit (SukakuExplainer's `StrongLinks(n)`,
//! on by default for 2, 3 and 4 links): skyscraper (4.0), 2-string kite and
//! "2 Strong links" (4.1), their grouped forms (4.3); 3 skyscrapers (5.4),
//! 3-string kite / 3 strong links (5.5-5.6), grouped (5.7); four links
//! (5.8-6.0, grouped 6.1); and the X-loops each may close.
//!
//! Links come from `links.rs`. SE picks link types (box, row, column) as
//! non-decreasing sequences, then houses, then orders the links every way
//! (a chain and its reverse counted once) and orients each link both ways.
//! Consecutive links are joined when their facing ends lie in one house
//! (column, then row, then box). The digit then leaves every cell seeing
//! both free ends, outside the link houses and the joining houses. When the
//! free ends also share a house the chain is an X-loop: the joining houses
//! are not excluded and cells seeing both ends of a join lose the digit
//! too. SE collects every chain and takes the easiest, then the one
//! removing most, then the smallest suffix (`naming.rs`), then the first found.

mod links;
mod naming;

use std::cell::RefCell;
use std::sync::OnceLock;

use links::{links_in, shared_house, End, StrongLink};

use super::{cand, Candidates};
use crate::logic::houses::{cells_of, pos, unit_of, HOUSE_BITS, PEER_BITS};
use crate::logic::reason::Reason;
use crate::logic::step::{Candidate, Link, Step, Technique};

/// Permutations of `0..n` in QuickPerm order (as SE enumerates them), keeping
/// those that read no later than their reverse.
fn chain_orders(n: usize) -> Vec<Vec<usize>> {
    let mut q: Vec<usize> = (0..n).collect();
    let mut r: Vec<usize> = (0..=n).collect();
    let keep = |q: &[usize], out: &mut Vec<Vec<usize>>| {
        let b: Vec<u8> = q.iter().map(|&x| x as u8).collect();
        if naming::is_lex(&b) {
            out.push(q.to_vec());
        }
    };
    let mut out = Vec::new();
    keep(&q, &mut out);
    let mut s = 1;
    while s < n {
        r[s] -= 1;
        let t = if s % 2 == 1 { r[s] } else { 0 };
        q.swap(t, s);
        keep(&q, &mut out);
        s = 1;
        while r[s] == 0 {
            r[s] = s;
            s += 1;
        }
    }
    out
}

/// SE's link-type sequences for `n` links: non-decreasing, in the order of
/// its bit-mask enumeration.
fn type_sets(n: usize) -> Vec<Vec<u8>> {
    let mut out = Vec::new();
    for mask in 0u32..(1 << (3 * n)) {
        if mask.count_ones() != n as u32 {
            continue;
        }
        let pos: Vec<u32> = (0..3 * n as u32).filter(|b| mask & (1 << b) != 0).collect();
        if pos.iter().enumerate().any(|(i, &p)| p as usize % n != i) {
            continue;
        }
        out.push(pos.iter().map(|&p| (p as usize / n) as u8).collect());
    }
    out
}

struct Found {
    rating: u16,
    weight: usize,
    suffix: String,
    technique: Technique,
    digit: u8,
    /// start, (bridge1, bridge2) per join, end.
    chain: Vec<End>,
    houses: Vec<usize>,
    elims: u128,
    /// Where SE's enumeration meets the chain, for ties.
    rank: Rank,
}

/// A chain's place in SE's enumeration: link-type sequence (index in
/// [`type_sets`]), digit, chosen links (ascending), order (index in
/// [`chain_orders`]) and orientations. SE keeps the first of equal chains;
/// we may meet chains in another order, so ties go to the lower rank.
type Rank = (u8, u8, [u8; 4], u8, u8);

/// One digit's links (kept in [`Memo`] while its cells stay the same).
struct DigitLinks {
    digit: u8,
    /// The links, house by house in house order.
    links: Vec<StrongLink>,
    /// `adjacent[i]`: links disjoint from link `i` with an end sharing a
    /// house with one of its ends.
    adjacent: Vec<u64>,
    /// `see[i][x]`: the cells holding the digit that see every cell of end
    /// `x` of link `i`. Every elimination of a chain lies in the `see` of
    /// two ends of two different links of the chain.
    see: Vec<[u128; 2]>,
}

impl DigitLinks {
    fn new(c: &Candidates, d: u8, cells: u128) -> DigitLinks {
        let mut links = Vec::new();
        for h in 0..27 {
            links_in(c, h, d, &mut links);
        }
        // Two ends share a house when their house sets meet, so link `j`
        // is next to link `i` when it has an end in a house holding an end
        // of `i`: bucket the links by those houses, and by their cells (to
        // leave out the links sharing a cell).
        let mut in_house = [0u64; 27];
        let mut on_cell = [0u64; 81];
        for (j, l) in links.iter().enumerate() {
            let mut hs = l.ends[0].houses | l.ends[1].houses;
            while hs != 0 {
                in_house[hs.trailing_zeros() as usize] |= 1 << j;
                hs &= hs - 1;
            }
            for x in cells_of(l.all) {
                on_cell[x] |= 1 << j;
            }
        }
        let adjacent = links
            .iter()
            .enumerate()
            .map(|(i, l)| {
                let mut near = 0u64;
                let mut hs = l.ends[0].houses | l.ends[1].houses;
                while hs != 0 {
                    near |= in_house[hs.trailing_zeros() as usize];
                    hs &= hs - 1;
                }
                let overlap = cells_of(l.all).fold(1u64 << i, |m, x| m | on_cell[x]);
                near & !overlap
            })
            .collect();
        let see = links
            .iter()
            .map(|l| l.ends.map(|e| sees_all(&e) & cells))
            .collect();
        DigitLinks {
            digit: d,
            links,
            adjacent,
            see,
        }
    }
}

/// The cells seeing every cell of an end.
fn sees_all(e: &End) -> u128 {
    cells_of(e.cells).fold(!0u128, |m, x| m & PEER_BITS[x])
}

/// [`chain_orders`] and [`type_sets`] of some number of links.
type Tables = (Vec<Vec<usize>>, Vec<Vec<u8>>);

/// [`Tables`] of `n` links (index `n`), built once.
fn tables(n: usize) -> &'static Tables {
    static TABLES: OnceLock<[Tables; 5]> = OnceLock::new();
    &TABLES.get_or_init(|| std::array::from_fn(|n| (chain_orders(n.max(1)), type_sets(n))))
        [n.min(4)]
}

struct Search {
    n: usize,
    /// [`chain_orders`] of `n`.
    orders: &'static [Vec<usize>],
    /// [`type_sets`] of `n`.
    types: &'static [Vec<u8>],
    best: Option<Found>,
}

impl Search {
    /// Every chain through the chosen links (SE's permutation loop).
    fn chains(&mut self, dl: &DigitLinks, chosen: &[usize]) {
        let n = self.n;
        let mut chosen_links = [&dl.links[chosen[0]]; 4];
        for (k, &i) in chosen.iter().enumerate() {
            chosen_links[k] = &dl.links[i];
        }
        let links = &chosen_links[..n];
        let all_links = links.iter().fold(0u128, |m, l| m | HOUSE_BITS[l.house]);
        // Every elimination lies outside the link houses and sees two ends
        // of two different links: the free ends of the chain, or (in a
        // loop) the two ends of a join, which share a house. A set with no
        // such cell yields nothing. First a quick test on any two links.
        let mut possible = 0u128;
        for a in 0..n {
            for b in a + 1..n {
                let (sa, sb) = (dl.see[chosen[a]], dl.see[chosen[b]]);
                possible |= (sa[0] | sa[1]) & (sb[0] | sb[1]);
            }
        }
        if possible & !all_links == 0 {
            return;
        }
        let grouped = links.iter().filter(|l| l.grouped).count();
        // The rating depends only on which link types occur.
        let kinds = links.iter().fold(0u8, |m, l| m | 1 << l.kind);
        let probe = match (grouped > 0, kinds & 1 != 0, kinds & 6 == 6) {
            (true, ..) => "1",
            (false, true, true) => "002",
            (false, true, false) | (false, false, true) => "00",
            (false, false, false) => "01",
        };
        let rating = naming::rating(n, probe);
        if self.best.as_ref().is_some_and(|b| rating > b.rating) {
            return;
        }
        // share[a][x][b][y]: house joining end x of link a and end y of link
        // b, or NONE (kept small: the table is built for every set).
        const NONE: u8 = u8::MAX;
        let mut share = [[[[NONE; 2]; 4]; 2]; 4];
        // joinable[a]: the links some end of `a` shares a house with.
        let mut joinable = [0u8; 4];
        // free[a][x]: whether end x of link a may be a free end of a chain
        // (its other end shares a house with another link).
        let mut free = [[false; 2]; 4];
        for a in 0..n {
            for b in 0..n {
                if a != b {
                    for (x, ex) in links[a].ends.iter().enumerate() {
                        for (y, ey) in links[b].ends.iter().enumerate() {
                            if let Some(h) = shared_house(ex, ey) {
                                share[a][x][b][y] = h as u8;
                                joinable[a] |= 1 << b;
                                free[a][1 - x] = true;
                            }
                        }
                    }
                }
            }
        }
        // Then on the ends that may be free or joined.
        let mut possible = 0u128;
        for a in 0..n {
            for b in a + 1..n {
                let (sa, sb) = (dl.see[chosen[a]], dl.see[chosen[b]]);
                for x in 0..2 {
                    for y in 0..2 {
                        if (free[a][x] && free[b][y]) || share[a][x][b][y] != NONE {
                            possible |= sa[x] & sb[y];
                        }
                    }
                }
            }
        }
        if possible & !all_links == 0 {
            return;
        }
        let min_house = links.iter().map(|l| l.house).min().unwrap_or(0);
        // The set's part of the rank, needed only for a chain that eliminates.
        let types = self.types;
        let set_rank = || {
            let mut kind_seq = [0u8; 4];
            for (k, l) in kind_seq.iter_mut().zip(links) {
                *k = l.kind;
            }
            let type_rank = types
                .iter()
                .position(|t| t[..] == kind_seq[..n])
                .unwrap_or(0) as u8;
            let mut chosen_rank = [0u8; 4];
            for (r, &i) in chosen_rank.iter_mut().zip(chosen) {
                *r = i as u8;
            }
            (type_rank, chosen_rank)
        };
        let orders = self.orders;
        for (qi, q) in orders.iter().enumerate() {
            // An order with two consecutive links that no orientation
            // joins yields nothing.
            if q.windows(2).any(|w| joinable[w[0]] & 1 << w[1] == 0) {
                continue;
            }
            let types = || -> Vec<u8> { q.iter().map(|&i| links[i].kind).collect() };
            let mut sfx: Option<String> = None;
            let mut next = 0usize;
            while next < 1 << n {
                // SE's odometer: the last link's orientation turns fastest.
                let u = next;
                next += 1;
                let ub = |i: usize| (u >> (n - 1 - i)) & 1;
                let mut shares = [0usize; 3];
                let mut broken = None;
                for w in 0..n - 1 {
                    match share[q[w]][1 - ub(w)][q[w + 1]][ub(w + 1)] {
                        NONE => {
                            broken = Some(w);
                            break;
                        }
                        h => shares[w] = usize::from(h),
                    }
                }
                if let Some(w) = broken {
                    // Join `w` reads only the orientations of links `w` and
                    // `w + 1`: every orientation that keeps those and the
                    // earlier ones breaks there too, so skip them all (the
                    // orientations that remain are met in the same order).
                    let s = n - 2 - w;
                    next = ((u >> s) + 1) << s;
                    continue;
                }
                let start = links[q[0]].ends[ub(0)];
                let end = links[q[n - 1]].ends[1 - ub(n - 1)];
                let ring = shared_house(&start, &end).is_some();
                if ring && (links[q[0]].house != min_house || ub(0) != 0) {
                    continue;
                }
                let see = |k: usize, x: usize| dl.see[chosen[q[k]]][x];
                let mut elims = see(0, ub(0)) & see(n - 1, 1 - ub(n - 1)) & !all_links;
                if !ring {
                    for &h in &shares[..n - 1] {
                        elims &= !HOUSE_BITS[h];
                    }
                }
                let mut weight = elims.count_ones() as usize;
                if ring {
                    for w in 0..n - 1 {
                        let v = see(w, 1 - ub(w)) & see(w + 1, ub(w + 1)) & !all_links;
                        weight += v.count_ones() as usize;
                        elims |= v;
                    }
                }
                if elims == 0 {
                    continue;
                }
                let key = (rating, std::cmp::Reverse(weight));
                let (type_rank, chosen_rank) = set_rank();
                let rank = (type_rank, dl.digit, chosen_rank, qi as u8, u as u8);
                let better = match &self.best {
                    None => true,
                    Some(b) if key != (b.rating, std::cmp::Reverse(b.weight)) => {
                        key < (b.rating, std::cmp::Reverse(b.weight))
                    }
                    Some(b) => {
                        let sfx = sfx.get_or_insert_with(|| naming::suffix(grouped, &types()));
                        (sfx.as_str(), rank) < (b.suffix.as_str(), b.rank)
                    }
                };
                if better {
                    let sfx = sfx
                        .get_or_insert_with(|| naming::suffix(grouped, &types()))
                        .clone();
                    let mut chain = vec![start];
                    for w in 0..n - 1 {
                        chain.push(links[q[w]].ends[1 - ub(w)]);
                        chain.push(links[q[w + 1]].ends[ub(w + 1)]);
                    }
                    chain.push(end);
                    let mut houses: Vec<usize> = q.iter().map(|&i| links[i].house).collect();
                    houses.extend_from_slice(&shares[..n - 1]);
                    self.best = Some(Found {
                        rating: naming::rating(n, &sfx),
                        weight,
                        technique: naming::technique(n, &sfx, ring),
                        suffix: sfx,
                        digit: dl.digit,
                        chain,
                        houses,
                        elims,
                        rank,
                    });
                }
            }
        }
    }

    /// SE's `buildLinks` picks every set of `n` links (no two sharing a
    /// cell) and its permutation loop finds chains only in sets whose
    /// adjacency graph is connected; this visits exactly those sets, each
    /// once (Wernicke's ESU: grow from the lowest link `low` through
    /// neighbours above it, each new link extending the candidates by its
    /// neighbours not yet next to the set). `ext`: links that may join;
    /// `near`: the set and its neighbours; `used`: the set's cells.
    fn grow(
        &mut self,
        dl: &DigitLinks,
        set: &mut Vec<usize>,
        (mut ext, near, used): (u64, u64, u128),
        low: usize,
    ) {
        if set.len() == self.n {
            let mut chosen = [0usize; 4];
            chosen[..set.len()].copy_from_slice(set);
            let chosen = &mut chosen[..set.len()];
            chosen.sort_unstable();
            self.chains(dl, chosen);
            return;
        }
        let above = u64::MAX.checked_shl(low as u32 + 1).unwrap_or(0);
        while ext != 0 {
            let w = ext.trailing_zeros() as usize;
            ext &= ext - 1;
            if dl.links[w].all & used != 0 {
                // Every set holding the set and `w` shares a cell.
                continue;
            }
            let fresh = dl.adjacent[w] & !near & above;
            set.push(w);
            self.grow(
                dl,
                set,
                (
                    ext | fresh,
                    near | dl.adjacent[w] | 1 << w,
                    used | dl.links[w].all,
                ),
                low,
            );
            set.pop();
        }
    }

    /// Every chain of `n` links of one digit.
    fn digit(&mut self, dl: &DigitLinks) {
        let mut set = Vec::with_capacity(self.n);
        for v in 0..dl.links.len() {
            let above = u64::MAX.checked_shl(v as u32 + 1).unwrap_or(0);
            set.push(v);
            self.grow(
                dl,
                &mut set,
                (
                    dl.adjacent[v] & above,
                    dl.adjacent[v] | 1 << v,
                    dl.links[v].all,
                ),
                v,
            );
            set.pop();
        }
    }
}

/// What earlier searches on this thread learnt. A digit's search reads
/// nothing but that digit's candidate cells, so both records are keyed by
/// those cells and a hit is exact whatever grid it came from. Between two
/// steps most digits keep their cells: when nothing easier applies SE asks
/// for 2, 3 and 4 links on each grid, and again after each chain step.
#[derive(Default)]
struct Memo {
    /// Each digit's links, with the cells they were found in.
    links: [Option<(u128, DigitLinks)>; 9],
    /// `barren[n][d]`: cells of digit `d + 1` where no chain of `n` links
    /// eliminates anything.
    barren: [[Option<u128>; 9]; 5],
}

thread_local! {
    static MEMO: RefCell<Memo> = RefCell::new(Memo::default());
}

/// The easiest chain of `n` strong links (2..=4), as SE sorts them.
fn strong_links(c: &Candidates, n: usize) -> Option<Step> {
    let (orders, types) = tables(n);
    let mut s = Search {
        n,
        orders,
        types,
        best: None,
    };
    MEMO.with(|memo| {
        let mut memo = memo.borrow_mut();
        let mut searched = [None; 9];
        for d in 1..=9u8 {
            let k = usize::from(d - 1);
            let cells = c.digit_cells(d);
            if memo.barren[n][k] == Some(cells) {
                continue;
            }
            if !matches!(&memo.links[k], Some((at, _)) if *at == cells) {
                memo.links[k] = Some((cells, DigitLinks::new(c, d, cells)));
            }
            if let Some((_, dl)) = &memo.links[k] {
                s.digit(dl);
            }
            searched[k] = Some(cells);
        }
        // With nothing found no search was cut short by a better chain, so
        // every digit searched has none.
        if s.best.is_none() {
            for (k, cells) in searched.into_iter().enumerate() {
                if cells.is_some() {
                    memo.barren[n][k] = cells;
                }
            }
        }
    });
    let f = s.best?;
    let d = f.digit;
    let mut step = Step::new(f.technique, f.rating);
    step.cells = f
        .chain
        .iter()
        .flat_map(|e| cells_of(e.cells))
        .map(|x| cand(x, d).pos)
        .collect();
    step.houses = f.houses.iter().map(|&h| unit_of(h)).collect();
    // A grouped node links through every one of its cells (the cell SE
    // names first): a client drawing the chain draws the whole group.
    let group = |e: &End| -> Vec<usize> {
        let (main, cells) = (e.main, e.cells);
        std::iter::once(main)
            .chain(cells_of(cells).filter(|&x| x != main))
            .collect()
    };
    for (k, pair) in f.chain.windows(2).enumerate() {
        for from in group(&pair[0]) {
            for to in group(&pair[1]) {
                step.links.push(Link {
                    from: cand(from, d),
                    to: cand(to, d),
                    strong: k % 2 == 0,
                });
            }
        }
    }
    let elims: Vec<Candidate> = cells_of(f.elims).map(|v| cand(v, d)).collect();
    let n = f.chain.len() / 2;
    step.reason = Box::new(Reason::StrongLinks {
        digit: d,
        nodes: f
            .chain
            .iter()
            .map(|e| cells_of(e.cells).map(pos).collect())
            .collect(),
        strong: f.houses[..n].iter().map(|&h| unit_of(h)).collect(),
        weak: f.houses[n..].iter().map(|&h| unit_of(h)).collect(),
        closed: matches!(
            f.technique,
            Technique::StrongLinkLoop
                | Technique::GroupedStrongLinkLoop
                | Technique::ThreeStrongLinkLoop
                | Technique::GroupedThreeStrongLinkLoop
                | Technique::FourStrongLinkLoop
                | Technique::GroupedFourStrongLinkLoop
        ),
    });
    step.eliminations = elims;
    Some(step)
}

/// Two strong links (SE's `StrongLinks(2)`): skyscraper 4.0, 2-string kite
/// and turbot fish 4.1, grouped 4.3, and their X-loops.
pub(crate) fn find_two_strong_links(c: &Candidates) -> Option<Step> {
    strong_links(c, 2)
}

/// Three strong links (SE's `StrongLinks(3)`): 5.4-5.6, grouped 5.7.
pub(crate) fn find_three_strong_links(c: &Candidates) -> Option<Step> {
    strong_links(c, 3)
}

/// Four strong links (SE's `StrongLinks(4)`): 5.8-6.0, grouped 6.1.
pub(crate) fn find_four_strong_links(c: &Candidates) -> Option<Step> {
    strong_links(c, 4)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chain_orders_count_each_chain_once() {
        assert_eq!(chain_orders(2), vec![vec![0, 1]]);
        assert_eq!(chain_orders(3).len(), 3);
        assert_eq!(chain_orders(4).len(), 12);
        assert_eq!(type_sets(2).len(), 6);
        assert_eq!(type_sets(3).len(), 10);
        assert_eq!(type_sets(4).len(), 15);
    }
}
