//! A step's three messages, from its fields and its [`Reason`]. The ids
//! and parameters are the contract documented in `docs/api.md`; the
//! renderers read nothing else.

use super::{Message, Messages, Outcome, Removal, Value};
use crate::grid::Pos;
use crate::logic::reason::{AlsSet, ChainKind, Reason, Unique};
use crate::logic::step::{Step, Technique};
use crate::rules::{Unit, UnitKind};
use crate::Digit;

pub(super) fn messages(s: &Step) -> Messages {
    Messages {
        nudge: nudge(s),
        hint: hint(s),
        full: full(s),
    }
}

fn line_of(p: Pos, kind: UnitKind) -> Unit {
    Unit {
        kind,
        index: if kind == UnitKind::Row { p.row } else { p.col },
    }
}

fn box_of(p: Pos) -> Unit {
    Unit {
        kind: UnitKind::Box,
        index: p.row / 3 * 3 + p.col / 3,
    }
}

/// What the step places and removes, removals grouped: cells with the
/// same removed digits together, in order of first appearance.
/// A digit parameter. The digits a message names are the core's own
/// (a step's candidates, a mask's bits), always 1-9; one that were not
/// would be left out (an empty list) rather than panic on a request.
fn digit_value(d: u8) -> Value {
    match Digit::new(d) {
        Some(d) => Value::Digit(d),
        None => Value::Digits(Vec::new()),
    }
}

/// A digits parameter (see [`digit_value`]).
fn digits_value(ds: Vec<u8>) -> Value {
    Value::Digits(ds.into_iter().filter_map(Digit::new).collect())
}

pub(super) fn outcome(s: &Step) -> Outcome {
    let mut per_cell: Vec<(Pos, Vec<Digit>)> = Vec::new();
    // A placed cell loses its other candidates anyway: saying so again
    // would only repeat the result.
    for e in s
        .eliminations
        .iter()
        .filter(|e| !s.placements.iter().any(|p| p.pos == e.pos))
    {
        match per_cell.iter_mut().find(|(p, _)| *p == e.pos) {
            Some((_, d)) => d.push(e.digit),
            None => per_cell.push((e.pos, vec![e.digit])),
        }
    }
    let mut removals: Vec<Removal> = Vec::new();
    for (p, mut d) in per_cell {
        d.sort_unstable();
        d.dedup();
        match removals.iter_mut().find(|r| r.digits == d) {
            Some(r) => r.cells.push(p),
            None => removals.push(Removal {
                digits: d,
                cells: vec![p],
            }),
        }
    }
    Outcome {
        placements: s.placements.clone(),
        removals,
    }
}

/// The digits the step is about: its own list, else those of its
/// eliminations, else those of its placements.
fn step_digits(s: &Step) -> Vec<u8> {
    if !s.digits.is_empty() {
        return s.digits.clone();
    }
    let mut d: Vec<u8> = s.eliminations.iter().map(|c| c.digit.get()).collect();
    if d.is_empty() {
        d = s.placements.iter().map(|c| c.digit.get()).collect();
    }
    d.sort_unstable();
    d.dedup();
    d
}

/// The digits a step removes, ascending, each once.
fn removed_digits(s: &Step) -> Vec<u8> {
    let mut d: Vec<u8> = s.eliminations.iter().map(|e| e.digit.get()).collect();
    d.sort_unstable();
    d.dedup();
    d
}

fn first_digit(s: &Step) -> u8 {
    step_digits(s).first().copied().unwrap_or(0)
}

/// Whether digit `d` of cell `p` is a result of the step.
fn is_result(s: &Step, p: Pos, d: u8) -> bool {
    s.placements
        .iter()
        .chain(&s.eliminations)
        .any(|c| c.pos == p && c.digit.get() == d)
}

/// `digits` without those a hint naming `cells` would pair with a result
/// cell.
fn safe_digits(s: &Step, cells: &[Pos], digits: &[u8]) -> Vec<u8> {
    digits
        .iter()
        .copied()
        .filter(|&d| !cells.iter().any(|&p| is_result(s, p, d)))
        .collect()
}

fn look_at_houses(h: Vec<Unit>) -> Message {
    Message::new("nudge.houses").with("houses", Value::Houses(h))
}

fn look_at_cells(c: Vec<Pos>) -> Message {
    Message::new("nudge.cells").with("cells", Value::Cells(c))
}

/// The box of the step's first cell (or of its result), else the grid.
fn look_at_first_box(s: &Step) -> Message {
    let first = s
        .cells
        .first()
        .copied()
        .or_else(|| s.placements.first().map(|c| c.pos))
        .or_else(|| s.eliminations.first().map(|c| c.pos));
    match first {
        Some(p) => look_at_houses(vec![box_of(p)]),
        None => Message::new("nudge.grid"),
    }
}

/// Where to look: houses or cells, never a digit.
pub(super) fn nudge(s: &Step) -> Message {
    use Technique::*;
    match (&*s.reason, s.technique) {
        (Reason::StrongLinks { strong, .. }, _) => look_at_houses(strong.clone()),
        (Reason::FinnedFish { base, .. }, _) => look_at_houses(base.clone()),
        (Reason::EmptyRectangle { boxed, .. }, _) => look_at_houses(vec![*boxed]),
        (Reason::WWing { bivalues, .. }, _) => look_at_cells(bivalues.to_vec()),
        // The sets' houses, not their cells: a removal may lie in one of
        // those houses, but a house does not say which cell.
        (Reason::AlsXyWing { a, b, c, .. }, _) => look_at_houses(distinct(&[a, c, b])),
        (Reason::AlsXyChain { sets, .. }, _) => {
            look_at_houses(distinct(&sets.iter().collect::<Vec<_>>()))
        }
        (Reason::SueDeCoq { line, boxed, .. }, _) => look_at_houses(vec![*line, *boxed]),
        (Reason::Unique(_), _) if !s.cells.is_empty() => look_at_cells(s.cells.clone()),
        // The cells holding only the pair: the rectangle's other cells
        // are where the removals are.
        (Reason::UniqueRectangle6 { bivalues, .. }, _) => look_at_cells(bivalues.to_vec()),
        (Reason::HiddenRectangle { corner, .. }, _) => look_at_cells(vec![*corner]),
        (Reason::Bug1 { .. } | Reason::Bug2 { .. }, _) => Message::new("nudge.bug"),
        (Reason::AlignedPair { .. } | Reason::AlignedTriple { .. }, _) => {
            look_at_cells(s.cells.clone())
        }
        // The nudge names where the chain starts; its focus also holds
        // the cells the chain runs through (`through`, not said), for an
        // app to highlight.
        (Reason::Chain(c), _) => {
            let m = match c.kind {
                ChainKind::Region(h, _) => look_at_houses(vec![h]),
                ChainKind::Cell(p) => look_at_cells(vec![p]),
                _ => match c.branches.first().and_then(|b| b.first()) {
                    Some(cl) => look_at_cells(vec![cl.pos]),
                    None => look_at_first_box(s),
                },
            };
            m.with("through", Value::Cells(s.cells.clone()))
        }
        (_, XWing | Swordfish | Jellyfish) if s.houses.len() >= 2 => {
            look_at_houses(s.houses[..s.houses.len() / 2].to_vec())
        }
        (_, NakedSingle) => look_at_first_box(s),
        // Every box the pattern's cells lie in: a pincer outside the
        // pivot's box is part of where to look.
        (_, XYWing | XYZWing | WXYZWing | VWXYZWing | UVWXYZWing | TUVWXYZWing)
            if !s.cells.is_empty() =>
        {
            let mut boxes: Vec<Unit> = Vec::new();
            for &p in &s.cells {
                if !boxes.contains(&box_of(p)) {
                    boxes.push(box_of(p));
                }
            }
            look_at_houses(boxes)
        }
        _ => match s.houses.first() {
            Some(&h) => look_at_houses(vec![h]),
            None => look_at_first_box(s),
        },
    }
}

fn tech(id: &'static str, s: &Step) -> Message {
    Message::new(id).with("technique", Value::Technique(s.technique))
}

/// A step's hint message alone.
pub(super) fn hint_of(s: &Step) -> Message {
    hint(s)
}

/// A step's full message alone.
pub(super) fn full_of(s: &Step) -> Message {
    full(s)
}

/// Where a placement follows once the eliminations before it are made:
/// its technique and houses (the step's, else its cell's box), never the
/// cell; `more` when more than one elimination comes first.
pub(super) fn then_place(s: &Step, more: bool) -> Message {
    let houses = if s.houses.is_empty() {
        s.placements.iter().map(|c| box_of(c.pos)).take(1).collect()
    } else {
        s.houses[..1].to_vec()
    };
    tech("hint.then_place", s)
        .with("houses", Value::Houses(houses))
        .with("more", Value::Flag(more))
}

/// What to look for: the technique and its pattern, never a result cell
/// with its digit.
fn hint(s: &Step) -> Message {
    use Technique::*;
    let h0 = s.houses.first().copied();
    let digits = step_digits(s);
    match (&*s.reason, s.technique) {
        (_, FullHouse) if h0.is_some() => {
            tech("hint.full_house", s).with("house", Value::House(h0.unwrap_or(box_of(s.cells[0]))))
        }
        (_, HiddenSingle) if h0.is_some() => tech("hint.hidden_single", s)
            .with("digit", digit_value(first_digit(s)))
            .with("house", Value::House(s.houses[0])),
        (_, NakedSingle) if !s.placements.is_empty() => {
            tech("hint.naked_single", s).with("cell", Value::Cell(s.placements[0].pos))
        }
        (_, DirectPointing | DirectClaiming) if s.houses.len() >= 3 => {
            tech("hint.direct_locking", s)
                .with("digit", digit_value(first_digit(s)))
                .with("house", Value::House(s.houses[0]))
                .with("line", Value::House(s.houses[1]))
                .with("target", Value::House(s.houses[2]))
        }
        (_, DirectHiddenPair | DirectHiddenTriple) if h0.is_some() => {
            tech("hint.direct_hidden_set", s)
                .with("digits", digits_value(s.digits.clone()))
                .with("house", Value::House(s.houses[0]))
        }
        (_, Pointing | Claiming) if s.houses.len() >= 2 => tech("hint.locked_candidates", s)
            .with("digit", digit_value(first_digit(s)))
            .with("house", Value::House(s.houses[0]))
            .with("line", Value::House(s.houses[1])),
        (_, NakedPair | NakedTriple | NakedQuad | HiddenPair | HiddenTriple | HiddenQuad)
            if h0.is_some() =>
        {
            tech("hint.subset", s)
                .with("digits", digits_value(digits))
                .with("house", Value::House(s.houses[0]))
        }
        (_, XWing | Swordfish | Jellyfish) if s.houses.len() >= 2 => tech("hint.fish", s)
            .with("digit", digit_value(first_digit(s)))
            .with(
                "lines",
                Value::Houses(s.houses[..s.houses.len() / 2].to_vec()),
            ),
        (Reason::Wing { .. }, _) if s.cells.len() >= 3 => tech("hint.wing", s)
            .with("pivot", Value::Cell(s.cells[0]))
            .with("pincers", Value::Cells(s.cells[1..].to_vec())),
        (Reason::AlsWing { set, bivalue, .. }, _) => tech("hint.als_wing", s)
            .with("cells", Value::Cells(set.clone()))
            .with("cell", Value::Cell(*bivalue)),
        (
            Reason::AlsXz {
                a_house,
                b_house,
                restricted,
                ..
            },
            _,
        ) => tech("hint.als_xz", s)
            .with("a_house", Value::House(*a_house))
            .with("b_house", Value::House(*b_house))
            .with("x", digits_value(restricted.clone())),
        // The wing's links are no removed digit (Z is no link of it); a
        // chain's middle links may be, so its hint names none.
        (Reason::AlsXyWing { a, b, c, x, y }, _) => tech("hint.als_xy_wing", s)
            .with("a_house", Value::House(a.house))
            .with("b_house", Value::House(b.house))
            .with("c_house", Value::House(c.house))
            .with("x", digit_value(*x))
            .with("y", digit_value(*y)),
        (Reason::AlsXyChain { sets, .. }, _) => tech("hint.als_xy_chain", s).with(
            "houses",
            Value::Houses(sets.iter().map(|x| x.house).collect()),
        ),
        (
            Reason::SueDeCoq {
                cells,
                digits,
                line,
                boxed,
                ..
            },
            _,
        ) => tech("hint.sue_de_coq", s)
            .with("cells", Value::Cells(cells.clone()))
            .with("digits", digits_value(digits.clone()))
            .with("line", Value::House(*line))
            .with("box", Value::House(*boxed)),
        (Reason::SimpleColouring { digit, .. } | Reason::MultiColouring { digit, .. }, _) => {
            tech("hint.colouring", s).with("digit", digit_value(*digit))
        }
        (Reason::StrongLinks { digit, strong, .. }, _) => tech("hint.strong_links", s)
            .with("digit", digit_value(*digit))
            .with("houses", Value::Houses(strong.clone())),
        (
            Reason::FinnedFish {
                digit,
                base,
                fin_box,
                ..
            },
            _,
        ) => tech("hint.finned_fish", s)
            .with("digit", digit_value(*digit))
            .with("lines", Value::Houses(base.clone()))
            .with("fin_box", Value::House(*fin_box)),
        (
            Reason::EmptyRectangle {
                digit,
                boxed,
                link_house,
                ..
            },
            _,
        ) => tech("hint.empty_rectangle", s)
            .with("digit", digit_value(*digit))
            .with("box", Value::House(*boxed))
            .with("link_house", Value::House(*link_house)),
        (
            Reason::WWing {
                x,
                bivalues,
                link_house,
                ..
            },
            _,
        ) => tech("hint.w_wing", s)
            .with("cells", Value::Cells(bivalues.to_vec()))
            .with("x", digit_value(*x))
            .with("link_house", Value::House(*link_house)),
        // A type 6 removes its linked digit from the rectangle, so the
        // pair's other digit is all `safe_digits` leaves: a rectangle "on"
        // it would point away from the strong links. It names no digit.
        (Reason::UniqueRectangle6 { .. }, _) => tech("hint.unique_rectangle", s)
            .with("digits", digits_value(Vec::new()))
            .with("cells", Value::Cells(s.cells.clone())),
        (Reason::Unique(_) | Reason::HiddenRectangle { .. }, _) => tech("hint.unique_rectangle", s)
            .with("digits", digits_value(safe_digits(s, &s.cells, &s.digits)))
            .with("cells", Value::Cells(s.cells.clone())),
        (Reason::Bug1 { .. } | Reason::Bug2 { .. }, _) => tech("hint.bug", s),
        (Reason::AlignedPair { .. }, _) => {
            tech("hint.aligned_pair", s).with("cells", Value::Cells(s.cells.clone()))
        }
        (Reason::AlignedTriple { .. }, _) => {
            tech("hint.aligned_triple", s).with("cells", Value::Cells(s.cells.clone()))
        }
        (Reason::Chain(c), _) => {
            let premise = c.branches.first().and_then(|b| b.first()).copied();
            match (c.kind, premise) {
                (ChainKind::Region(h, d), _) => tech("hint.region_chain", s)
                    .with("digit", digit_value(d))
                    .with("house", Value::House(h)),
                (ChainKind::Cell(p), _) => tech("hint.cell_chain", s).with("cell", Value::Cell(p)),
                (ChainKind::Cycle, _) => {
                    let cells = cycle_cells(&c.branches);
                    let mut d: Vec<u8> =
                        c.branches.iter().flatten().map(|x| x.digit.get()).collect();
                    d.sort_unstable();
                    d.dedup();
                    let d = if d.len() == 1 {
                        safe_digits(s, &cells, &d)
                    } else {
                        Vec::new()
                    };
                    tech("hint.cycle", s)
                        .with("digits", digits_value(d))
                        .with("cells", Value::Cells(cells))
                }
                (_, Some(p)) => tech("hint.chain", s).with("cell", Value::Cell(p.pos)).with(
                    "digits",
                    digits_value(safe_digits(s, &[p.pos], &[p.digit.get()])),
                ),
                (_, None) => generic_hint(s),
            }
        }
        _ => generic_hint(s),
    }
}

fn generic_hint(s: &Step) -> Message {
    let mut m = tech("hint.technique", s);
    if !s.houses.is_empty() {
        m = m.with("houses", Value::Houses(s.houses.clone()));
    } else if !s.cells.is_empty() {
        m = m.with("cells", Value::Cells(s.cells.clone()));
    }
    m
}

fn cycle_cells(branches: &[Vec<crate::logic::reason::Clause>]) -> Vec<Pos> {
    let mut cells: Vec<Pos> = Vec::new();
    for c in branches.iter().flatten() {
        if !cells.contains(&c.pos) {
            cells.push(c.pos);
        }
    }
    cells
}

/// The reasoning and the result.
fn full(s: &Step) -> Message {
    use Technique::*;
    let result = Value::Result(outcome(s));
    let h0 = s.houses.first().copied();
    let cell0 = s
        .placements
        .first()
        .map(|c| c.pos)
        .or_else(|| s.cells.first().copied());
    let c0 = cell0.unwrap_or(Pos { row: 0, col: 0 });
    let m = match (&*s.reason, s.technique) {
        (_, FullHouse) if h0.is_some() && cell0.is_some() => tech("full.full_house", s)
            .with("house", Value::House(s.houses[0]))
            .with("cell", Value::Cell(c0)),
        (
            Reason::HiddenSingle {
                blockers,
                blocked,
                removed,
            },
            HiddenSingle,
        ) if h0.is_some() => tech("full.hidden_single", s)
            .with("digit", digit_value(first_digit(s)))
            .with("house", Value::House(s.houses[0]))
            .with("cell", Value::Cell(c0))
            .with(
                "blockers",
                Value::Cells(blockers.iter().map(|b| b.0).collect()),
            )
            .with(
                "blocker_houses",
                Value::Houses(blockers.iter().map(|b| b.1).collect()),
            )
            .with("blocked", Value::Groups(blocked.clone()))
            .with("removed", Value::Cells(removed.clone())),
        (_, HiddenSingle) if h0.is_some() => tech("full.hidden_single", s)
            .with("digit", digit_value(first_digit(s)))
            .with("house", Value::House(s.houses[0]))
            .with("cell", Value::Cell(c0)),
        (
            Reason::NakedSingle {
                row,
                column,
                boxed,
                removed,
            },
            NakedSingle,
        ) if cell0.is_some() => tech("full.naked_single", s)
            .with("cell", Value::Cell(c0))
            .with("row", Value::House(line_of(c0, UnitKind::Row)))
            .with("row_digits", digits_value(row.clone()))
            .with("column", Value::House(line_of(c0, UnitKind::Column)))
            .with("column_digits", digits_value(column.clone()))
            .with("box", Value::House(box_of(c0)))
            .with("box_digits", digits_value(boxed.clone()))
            .with("removed", digits_value(removed.clone())),
        (_, NakedSingle) if cell0.is_some() => {
            tech("full.naked_single", s).with("cell", Value::Cell(c0))
        }
        (_, DirectPointing | DirectClaiming) if s.houses.len() >= 3 => {
            tech("full.direct_locking", s)
                .with("digit", digit_value(first_digit(s)))
                .with("house", Value::House(s.houses[0]))
                .with("line", Value::House(s.houses[1]))
                .with("target", Value::House(s.houses[2]))
        }
        (_, DirectHiddenPair | DirectHiddenTriple) if h0.is_some() => {
            tech("full.direct_hidden_set", s)
                .with("digits", digits_value(s.digits.clone()))
                .with("house", Value::House(s.houses[0]))
                .with("cells", Value::Cells(s.cells.clone()))
                .with(
                    "digit",
                    digit_value(s.placements.first().map_or(0, |c| c.digit.get())),
                )
        }
        (_, Pointing | Claiming) if s.houses.len() >= 2 => tech("full.locked_candidates", s)
            .with("digit", digit_value(first_digit(s)))
            .with("house", Value::House(s.houses[0]))
            .with("line", Value::House(s.houses[1])),
        (_, NakedPair | NakedTriple | NakedQuad) if h0.is_some() => tech("full.naked_subset", s)
            .with("digits", digits_value(step_digits(s)))
            .with("house", Value::House(s.houses[0]))
            .with("cells", Value::Cells(s.cells.clone())),
        (_, HiddenPair | HiddenTriple | HiddenQuad) if h0.is_some() => {
            tech("full.hidden_subset", s)
                .with("digits", digits_value(step_digits(s)))
                .with("house", Value::House(s.houses[0]))
                .with("cells", Value::Cells(s.cells.clone()))
        }
        (_, XWing | Swordfish | Jellyfish) if s.houses.len() >= 2 => {
            let n = s.houses.len() / 2;
            tech("full.fish", s)
                .with("digit", digit_value(first_digit(s)))
                .with("lines", Value::Houses(s.houses[..n].to_vec()))
                .with("covers", Value::Houses(s.houses[n..].to_vec()))
        }
        (Reason::Wing { pivot_digits, z }, _) if s.cells.len() >= 3 => tech("full.wing", s)
            .with("pivot", Value::Cell(s.cells[0]))
            .with("pincers", Value::Cells(s.cells[1..].to_vec()))
            .with("pivot_digits", digits_value(pivot_digits.clone()))
            .with("digit", digit_value(*z)),
        (
            Reason::AlsWing {
                set,
                bivalue,
                set_digits,
                restricted,
            },
            _,
        ) if restricted.len() >= 2 => {
            // Doubly linked: each removed digit with the cells losing it.
            let ds = step_digits(s);
            let groups = ds
                .iter()
                .map(|&d| {
                    s.eliminations
                        .iter()
                        .filter(|e| e.digit.get() == d)
                        .map(|e| e.pos)
                        .collect()
                })
                .collect();
            tech("full.als_wing_double", s)
                .with("cells", Value::Cells(set.clone()))
                .with("set_digits", digits_value(set_digits.clone()))
                .with("cell", Value::Cell(*bivalue))
                .with("digits", digits_value(restricted.clone()))
                .with("removed_digits", digits_value(ds))
                .with("removed_cells", Value::Groups(groups))
        }
        (
            Reason::AlsWing {
                set,
                bivalue,
                set_digits,
                restricted,
            },
            _,
        ) => tech("full.als_wing", s)
            .with("cells", Value::Cells(set.clone()))
            .with("set_digits", digits_value(set_digits.clone()))
            .with("cell", Value::Cell(*bivalue))
            .with(
                "restricted",
                digit_value(restricted.first().copied().unwrap_or(0)),
            )
            .with("digit", digit_value(first_digit(s))),
        (
            Reason::AlsXz {
                a,
                a_house,
                a_digits,
                b,
                b_house,
                b_digits,
                restricted,
            },
            _,
        ) => {
            // Singly linked: the digits removed are the other common
            // digits (Z); doubly linked: the two links lock both sets.
            let id = if restricted.len() >= 2 {
                "full.als_xz_double"
            } else {
                "full.als_xz"
            };
            tech(id, s)
                .with("a", Value::Cells(a.clone()))
                .with("a_house", Value::House(*a_house))
                .with("a_digits", digits_value(a_digits.clone()))
                .with("b", Value::Cells(b.clone()))
                .with("b_house", Value::House(*b_house))
                .with("b_digits", digits_value(b_digits.clone()))
                .with("x", digits_value(restricted.clone()))
                .with("z", digits_value(removed_digits(s)))
        }
        (Reason::AlsXyWing { a, b, c, x, y }, _) => {
            als_sets(tech("full.als_xy_wing", s), &[a, c, b])
                .with("x", digit_value(*x))
                .with("y", digit_value(*y))
                .with("z", digits_value(removed_digits(s)))
        }
        (Reason::AlsXyChain { sets, links }, _) => als_sets(
            tech("full.als_xy_chain", s),
            &sets.iter().collect::<Vec<_>>(),
        )
        .with("links", digits_value(links.clone()))
        .with("start", digit_value(links.first().copied().unwrap_or(0)))
        .with("z", digits_value(removed_digits(s))),
        (
            Reason::SueDeCoq {
                cells,
                digits,
                line,
                boxed,
                line_set,
                box_set,
                shared,
            },
            _,
        ) => {
            // Where each digit is placed: the line's part (the
            // intersection and the line set) takes the line set's digits
            // and the intersection's the box set lacks; the box's part the
            // box set's and the intersection's the line set lacks.
            let not_in = |d: &[u8], other: &[u8]| -> Vec<u8> {
                d.iter().copied().filter(|x| !other.contains(x)).collect()
            };
            let union = |a: &[u8], b: &[u8]| -> Vec<u8> {
                let mut v: Vec<u8> = a.iter().chain(b).copied().collect();
                v.sort_unstable();
                v.dedup();
                v
            };
            let line_out = union(&line_set.digits, &not_in(digits, &box_set.digits));
            let box_out = union(&box_set.digits, &not_in(digits, &line_set.digits));
            let all = union(digits, &union(&line_set.digits, &box_set.digits));
            let mut pattern: Vec<Pos> = cells
                .iter()
                .chain(&line_set.cells)
                .chain(&box_set.cells)
                .copied()
                .collect();
            pattern.sort_unstable_by_key(|p| p.index());
            tech("full.sue_de_coq", s)
                .with("cells", Value::Cells(cells.clone()))
                .with("digits", digits_value(digits.clone()))
                .with("line", Value::House(*line))
                .with("box", Value::House(*boxed))
                .with("line_set", Value::Cells(line_set.cells.clone()))
                .with("line_digits", digits_value(line_set.digits.clone()))
                .with("box_set", Value::Cells(box_set.cells.clone()))
                .with("box_digits", digits_value(box_set.digits.clone()))
                .with("shared", digits_value(shared.clone()))
                .with("pattern", Value::Cells(pattern))
                .with("all", digits_value(all))
                .with("line_out", digits_value(line_out))
                .with("box_out", digits_value(box_out))
        }
        (
            Reason::SimpleColouring {
                digit,
                cluster,
                wrap,
            },
            _,
        ) => {
            let m = colour_walk(tech("full.simple_colouring", s), "", cluster)
                .with("digit", digit_value(*digit));
            match wrap {
                Some((colour, x, y, h)) => m
                    .with("wrap", Value::Flag(true))
                    .with("twins", Value::Cells(vec![*x, *y]))
                    .with("wrap_house", Value::House(*h))
                    .with(
                        "false",
                        Value::Cells(cluster.colours[usize::from(*colour & 1)].clone()),
                    ),
                None => m.with("wrap", Value::Flag(false)).with(
                    "sights",
                    sights(s, &cluster.colours[0], &cluster.colours[1]),
                ),
            }
        }
        (
            Reason::MultiColouring {
                digit,
                kind,
                a,
                b,
                a_colour,
                b_colour,
                contacts,
            },
            _,
        ) => {
            let ca = usize::from(*a_colour & 1);
            let cb = usize::from(*b_colour & 1);
            let m = colour_walk(tech("full.multi_colouring", s), "a_", a);
            colour_walk(m, "b_", b)
                .with("digit", digit_value(*digit))
                .with("kind", digit_value(*kind))
                .with("a_false", Value::Cells(a.colours[ca].clone()))
                .with("a_true", Value::Cells(a.colours[1 - ca].clone()))
                .with("b_false", Value::Cells(b.colours[cb].clone()))
                .with("b_true", Value::Cells(b.colours[1 - cb].clone()))
                .with(
                    "contacts",
                    Value::Groups(contacts.iter().map(|&(x, y)| vec![x, y]).collect()),
                )
                .with("sights", sights(s, &a.colours[1 - ca], &b.colours[1 - cb]))
        }
        (
            Reason::StrongLinks {
                digit,
                nodes,
                strong,
                weak,
                closed,
            },
            _,
        ) => tech("full.strong_links", s)
            .with("digit", digit_value(*digit))
            .with("nodes", Value::Groups(nodes.clone()))
            .with("strong", Value::Houses(strong.clone()))
            .with("weak", Value::Houses(weak.clone()))
            .with("closed", Value::Flag(*closed)),
        (
            Reason::FinnedFish {
                digit,
                base,
                cover,
                fins,
                fin_box,
            },
            _,
        ) => {
            // The plain fish the base lines would make without the fins.
            let plain = match base.len() {
                2 => Technique::XWing,
                3 => Technique::Swordfish,
                _ => Technique::Jellyfish,
            };
            tech("full.finned_fish", s)
                .with("fish", Value::Technique(plain))
                .with("digit", digit_value(*digit))
                .with("lines", Value::Houses(base.clone()))
                .with("covers", Value::Houses(cover.clone()))
                .with("fins", Value::Cells(fins.clone()))
                .with("fin_box", Value::House(*fin_box))
                .with(
                    "targets",
                    Value::Cells(s.eliminations.iter().map(|e| e.pos).collect()),
                )
        }
        (
            Reason::EmptyRectangle {
                digit,
                boxed,
                row,
                column,
                box_cells,
                link_house,
                near,
                far,
            },
            _,
        ) => {
            // The far end's line: the row of a column pair's far end, the
            // column of a row pair's; the box's other line is the one the
            // near end does not lie on.
            let (far_line, other) = if link_house.kind == UnitKind::Column {
                let line = Unit {
                    kind: UnitKind::Row,
                    index: far.row,
                };
                (line, *column)
            } else {
                let line = Unit {
                    kind: UnitKind::Column,
                    index: far.col,
                };
                (line, *row)
            };
            let near_line = if other == *column { *row } else { *column };
            tech("full.empty_rectangle", s)
                .with("digit", digit_value(*digit))
                .with("box", Value::House(*boxed))
                .with("row", Value::House(*row))
                .with("column", Value::House(*column))
                .with("box_cells", Value::Cells(box_cells.clone()))
                .with("link_house", Value::House(*link_house))
                .with("near", Value::Cell(*near))
                .with("far", Value::Cell(*far))
                .with("near_line", Value::House(near_line))
                .with("far_line", Value::House(far_line))
                .with("other_line", Value::House(other))
                .with(
                    "target",
                    Value::Cells(s.eliminations.iter().map(|e| e.pos).collect()),
                )
        }
        (
            Reason::WWing {
                x,
                z,
                bivalues,
                link_house,
                ends,
            },
            _,
        ) => tech("full.w_wing", s)
            .with("x", digit_value(*x))
            .with("z", digit_value(*z))
            .with("first", Value::Cell(bivalues[0]))
            .with("second", Value::Cell(bivalues[1]))
            .with("link_house", Value::House(*link_house))
            .with("first_end", Value::Cell(ends[0]))
            .with("second_end", Value::Cell(ends[1])),
        (Reason::Unique(u), _) => {
            let m = tech("full.unique_rectangle", s)
                .with("cells", Value::Cells(s.cells.clone()))
                .with("digits", digits_value(s.digits.clone()));
            match u {
                Unique::Type1 { cell } => m
                    .with("kind", digit_value(1))
                    .with("extra", Value::Cells(vec![*cell])),
                Unique::Type2 { cells, digit } => m
                    .with("kind", digit_value(2))
                    .with("extra", Value::Cells(cells.clone()))
                    .with("digit", digit_value(*digit)),
                Unique::Type3 {
                    cells,
                    extra,
                    house,
                    set,
                    digits,
                    hidden,
                } => m
                    .with("kind", digit_value(3))
                    .with("extra", Value::Cells(cells.clone()))
                    .with("extra_digits", digits_value(extra.clone()))
                    .with("house", Value::House(*house))
                    .with("set", Value::Cells(set.clone()))
                    .with("set_digits", digits_value(digits.clone()))
                    .with("hidden", Value::Flag(*hidden)),
                Unique::Type4 {
                    cells,
                    locked,
                    house,
                } => m
                    .with("kind", digit_value(4))
                    .with("extra", Value::Cells(cells.clone()))
                    .with("digit", digit_value(*locked))
                    .with("house", Value::House(*house)),
            }
        }
        (
            Reason::UniqueRectangle6 {
                bivalues,
                extra,
                digit,
                other,
                lines,
            },
            _,
        ) => tech("full.unique_rectangle_6", s)
            .with("cells", Value::Cells(s.cells.clone()))
            .with("a", digit_value(s.digits.first().copied().unwrap_or(0)))
            .with("b", digit_value(s.digits.get(1).copied().unwrap_or(0)))
            .with("bivalues", Value::Cells(bivalues.to_vec()))
            .with("first", Value::Cell(extra[0]))
            .with("second", Value::Cell(extra[1]))
            .with("digit", digit_value(*digit))
            .with("other", digit_value(*other))
            .with("rows", Value::Houses(lines[..2].to_vec()))
            .with("columns", Value::Houses(lines[2..].to_vec())),
        (
            Reason::HiddenRectangle {
                corner,
                opposite,
                row_mate,
                column_mate,
                digit,
                removed,
                row,
                column,
            },
            _,
        ) => tech("full.hidden_rectangle", s)
            .with("cells", Value::Cells(s.cells.clone()))
            .with("a", digit_value(s.digits.first().copied().unwrap_or(0)))
            .with("b", digit_value(s.digits.get(1).copied().unwrap_or(0)))
            .with("corner", Value::Cell(*corner))
            .with("opposite", Value::Cell(*opposite))
            .with("row_mate", Value::Cell(*row_mate))
            .with("column_mate", Value::Cell(*column_mate))
            .with("digit", digit_value(*digit))
            .with("other", digit_value(*removed))
            .with("row", Value::House(*row))
            .with("column", Value::House(*column)),
        (Reason::Bug1 { cell, keep, houses }, _) => tech("full.bug1", s)
            .with("cell", Value::Cell(*cell))
            .with("digits", digits_value(keep.clone()))
            .with("houses", Value::Houses(houses.clone())),
        (Reason::Bug2 { digit }, _) => tech("full.bug2", s)
            .with("cells", Value::Cells(s.cells.clone()))
            .with("digit", digit_value(*digit)),
        (Reason::AlignedPair { bivalues, excluded }, _) => tech("full.aligned_pair", s)
            .with("cells", Value::Cells(s.cells.clone()))
            .with("bivalues", Value::Cells(bivalues.clone()))
            .with("cell", Value::Cell(excluded.cell))
            .with("digit", digit_value(excluded.digit))
            .with("other", Value::Cell(excluded.other))
            .with("same", Value::Flag(excluded.same))
            .with("other_digits", digits_value(excluded.digits.clone()))
            .with("by", Value::Cells(excluded.by.clone())),
        (Reason::AlignedTriple { excluders }, _) => tech("full.aligned_triple", s)
            .with("cells", Value::Cells(s.cells.clone()))
            .with("excluders", Value::Cells(excluders.clone())),
        (Reason::Chain(c), _) => {
            let id = match c.kind {
                ChainKind::Cycle => "full.cycle",
                ChainKind::Opposite => "full.forcing_chain",
                ChainKind::Contradiction => "full.contradiction_chain",
                ChainKind::Double => "full.double_chain",
                ChainKind::Cell(_) => "full.cell_chain",
                ChainKind::Region(..) => "full.region_chain",
                ChainKind::Alternating => "full.alternating_chain",
            };
            let mut m = tech(id, s)
                .with("walks", Value::Walks(c.branches.clone()))
                .with("inner", Value::Inner(c.inner.clone()));
            match c.kind {
                ChainKind::Cell(p) => m = m.with("cell", Value::Cell(p)),
                ChainKind::Region(h, d) => {
                    m = m
                        .with("house", Value::House(h))
                        .with("digit", digit_value(d));
                }
                // The ends: the first candidate (assumed false) and the
                // last (then true), one of which is true.
                ChainKind::Alternating => {
                    let walk = c.branches.first().map(Vec::as_slice).unwrap_or_default();
                    if let (Some(a), Some(b)) = (walk.first(), walk.last()) {
                        m = m
                            .with("first", Value::Cell(a.pos))
                            .with("first_digit", Value::Digit(a.digit))
                            .with("last", Value::Cell(b.pos))
                            .with("last_digit", Value::Digit(b.digit))
                            .with("same_digit", Value::Flag(a.digit == b.digit))
                            .with("same_cell", Value::Flag(a.pos == b.pos));
                    }
                }
                _ => {}
            }
            m
        }
        _ => generic_hint(s).with_id("full.technique"),
    };
    m.with("result", result)
}

/// A colouring cluster's parameters, names prefixed by `prefix`: its
/// links in colouring order (`pairs`, each the two cells, and
/// `pair_houses`, the house making each a conjugate pair) and its two
/// colours (`colour0`, `colour1`).
/// The houses of almost locked sets, in order, each once.
fn distinct(sets: &[&AlsSet]) -> Vec<Unit> {
    let mut out: Vec<Unit> = Vec::new();
    for x in sets {
        if !out.contains(&x.house) {
            out.push(x.house);
        }
    }
    out
}

/// Almost locked sets in the pattern's order: `sets` their cells,
/// `set_houses` their houses, `set_digits` their digits one set after the
/// other (a set of n cells has n + 1 digits, which is how a reader splits
/// them).
fn als_sets(m: Message, sets: &[&AlsSet]) -> Message {
    m.with(
        "sets",
        Value::Groups(sets.iter().map(|x| x.cells.clone()).collect()),
    )
    .with(
        "set_houses",
        Value::Houses(sets.iter().map(|x| x.house).collect()),
    )
    .with(
        "set_digits",
        digits_value(sets.iter().flat_map(|x| x.digits.clone()).collect()),
    )
}

/// For each cell a colouring step clears, that cell, a cell of `one` it
/// sees and a cell of `other` it sees: what a player checks to believe the
/// removal (`[cell, seen in one, seen in other]`). A cell that sees no cell
/// of one of the two is left out (the producers never remove such a cell).
fn sights(s: &Step, one: &[Pos], other: &[Pos]) -> Value {
    let seen = |cell: Pos, among: &[Pos]| {
        among
            .iter()
            .copied()
            .find(|&p| crate::logic::houses::sees(cell.index(), p.index()))
    };
    let mut cells: Vec<Pos> = s.eliminations.iter().map(|e| e.pos).collect();
    cells.dedup();
    Value::Groups(
        cells
            .into_iter()
            .filter_map(|cell| Some(vec![cell, seen(cell, one)?, seen(cell, other)?]))
            .collect(),
    )
}

fn colour_walk(m: Message, prefix: &str, c: &crate::logic::reason::ColourCluster) -> Message {
    let name = |n: &str| -> &'static str {
        match (prefix, n) {
            ("a_", "pairs") => "a_pairs",
            ("a_", "pair_houses") => "a_pair_houses",
            ("a_", "colour0") => "a_colour0",
            ("a_", "colour1") => "a_colour1",
            ("b_", "pairs") => "b_pairs",
            ("b_", "pair_houses") => "b_pair_houses",
            ("b_", "colour0") => "b_colour0",
            ("b_", "colour1") => "b_colour1",
            (_, "pairs") => "pairs",
            (_, "pair_houses") => "pair_houses",
            (_, "colour0") => "colour0",
            _ => "colour1",
        }
    };
    m.with(
        name("pairs"),
        Value::Groups(c.links.iter().map(|&(x, y, _)| vec![x, y]).collect()),
    )
    .with(
        name("pair_houses"),
        Value::Houses(c.links.iter().map(|l| l.2).collect()),
    )
    .with(name("colour0"), Value::Cells(c.colours[0].clone()))
    .with(name("colour1"), Value::Cells(c.colours[1].clone()))
}

impl Message {
    fn with_id(mut self, id: &'static str) -> Message {
        self.id = id;
        self
    }
}
