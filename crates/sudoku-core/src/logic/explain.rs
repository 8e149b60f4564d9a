//! A step explained at three depths, for hints that give away as little as
//! the player wants:
//!
//! - **nudge**: where to look. It names a house (or, for a fish, its base
//!   lines) and nothing else: no digit, no cell, no technique.
//!   "Look at box 5."
//! - **hint**: what to look for: the technique, its digit(s) and where the
//!   pattern lies. "Look for an X-Wing on 3 in rows 2 and 7."
//! - **full**: the whole step, with every placement and elimination.
//!
//! Texts use the players' 1-based notation (`r3c5`, `row 3`, `box 5`);
//! everything is computed from the [`Step`]'s own fields.

use std::fmt::Write;

use super::step::{Candidate, Family, Step, Technique};
use crate::grid::Pos;
use crate::rules::{Unit, UnitKind};

/// A step explained at three depths (see the [module](self) docs).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Explanation {
    /// Where to look: a house, without digit or cell.
    pub nudge: String,
    /// What to look for: the technique, its digits, where.
    pub hint: String,
    /// The whole step, placements and eliminations included.
    pub full: String,
}

impl Step {
    /// The step at three depths of detail.
    pub fn explain(&self) -> Explanation {
        Explanation {
            nudge: nudge(self),
            hint: hint(self),
            full: full(self),
        }
    }
}

/// `row 3`, `column 5`, `box 2` (1-based).
pub fn unit_name(u: Unit) -> String {
    format!("{} {}", u.kind.as_str(), u.index + 1)
}

/// `r3c5` (1-based).
pub fn cell_name(p: Pos) -> String {
    format!("r{}c{}", p.row + 1, p.col + 1)
}

fn box_of(p: Pos) -> Unit {
    Unit {
        kind: UnitKind::Box,
        index: p.row / 3 * 3 + p.col / 3,
    }
}

/// `a, b and c`.
fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

/// `rows 2 and 7` for units of one kind, else each named.
fn units_text(units: &[Unit]) -> String {
    let Some(first) = units.first() else {
        return String::new();
    };
    if units.len() > 1 && units.iter().all(|u| u.kind == first.kind) {
        let idx: Vec<String> = units.iter().map(|u| (u.index + 1).to_string()).collect();
        let plural = match first.kind {
            UnitKind::Row => "rows",
            UnitKind::Column => "columns",
            UnitKind::Box => "boxes",
        };
        return format!("{plural} {}", and_list(&idx));
    }
    and_list(&units.iter().map(|&u| unit_name(u)).collect::<Vec<_>>())
}

fn cells_text(cells: &[Pos]) -> String {
    and_list(&cells.iter().map(|&p| cell_name(p)).collect::<Vec<_>>())
}

/// The digits the step is about: its own list, else those of its
/// eliminations, else those of its placements.
fn step_digits(s: &Step) -> Vec<u8> {
    if !s.digits.is_empty() {
        return s.digits.clone();
    }
    let from = |cands: &[Candidate]| {
        let mut d: Vec<u8> = cands.iter().map(|c| c.digit).collect();
        d.sort_unstable();
        d.dedup();
        d
    };
    let d = from(&s.eliminations);
    if d.is_empty() {
        from(&s.placements)
    } else {
        d
    }
}

fn digits_text(d: &[u8]) -> String {
    and_list(&d.iter().map(u8::to_string).collect::<Vec<_>>())
}

/// The houses a nudge names: a fish's base lines, else the step's first
/// house, else the box of the pattern's first cell (or of the result).
fn focus(s: &Step) -> Vec<Unit> {
    if s.family() == Family::Fish && s.houses.len() >= 2 {
        return s.houses[..s.houses.len() / 2].to_vec();
    }
    if let Some(&h) = s.houses.first() {
        return vec![h];
    }
    let first = s
        .cells
        .first()
        .copied()
        .or_else(|| s.placements.first().map(|c| c.pos))
        .or_else(|| s.eliminations.first().map(|c| c.pos));
    match first {
        Some(p) => vec![box_of(p)],
        None => Vec::new(),
    }
}

fn nudge(s: &Step) -> String {
    let f = focus(s);
    if f.is_empty() {
        return "Look at the whole grid.".to_owned();
    }
    format!("Look at {}.", units_text(&f))
}

/// The name with an article where it reads as a singular noun.
fn with_article(name: &str) -> String {
    let plural = name.ends_with('s') && !name.ends_with("Wing");
    if plural || name.starts_with('(') {
        return name.to_owned();
    }
    let vowel = matches!(name.chars().next(), Some('A' | 'E' | 'I' | 'O' | 'X' | '8'));
    format!("{} {name}", if vowel { "an" } else { "a" })
}

fn what_it_shows(s: &Step) -> String {
    match (s.placements.first(), s.eliminations.as_slice()) {
        (Some(p), _) => format!("which digit goes in {}", cell_name(p.pos)),
        (None, [e, ..]) => {
            let cells: Vec<Pos> = s
                .eliminations
                .iter()
                .filter(|x| x.digit == e.digit)
                .map(|x| x.pos)
                .collect();
            format!("that {} cannot be {}", cells_text(&cells), e.digit)
        }
        (None, []) => "a deduction".to_owned(),
    }
}

fn hint(s: &Step) -> String {
    use Technique::*;
    let name = s.technique.name();
    let digits = digits_text(&step_digits(s));
    let houses = units_text(&s.houses);
    let first_house = s.houses.first().map_or_else(String::new, |&u| unit_name(u));
    match s.technique {
        FullHouse => format!("{} has a single empty cell left.", capitalise(&first_house)),
        HiddenSingle => format!("{digits} has only one place left in {first_house}."),
        NakedSingle => match s.placements.first() {
            Some(p) => format!("{} has only one candidate left.", cell_name(p.pos)),
            None => "A cell has only one candidate left.".to_owned(),
        },
        DirectPointing | DirectClaiming if s.houses.len() >= 3 => format!(
            "In {}, {digits} can only be in {}: see where that leaves {digits} in {}.",
            unit_name(s.houses[0]),
            unit_name(s.houses[1]),
            unit_name(s.houses[2])
        ),
        DirectHiddenPair | DirectHiddenTriple => format!(
            "Look for a hidden {} on {digits} in {first_house}: see what it leaves for another digit.",
            if s.technique == DirectHiddenPair { "pair" } else { "triple" }
        ),
        Pointing | Claiming if s.houses.len() >= 2 => format!(
            "In {}, {digits} can only be in {}.",
            unit_name(s.houses[0]),
            unit_name(s.houses[1])
        ),
        NakedPair | NakedTriple | NakedQuad | HiddenPair | HiddenTriple | HiddenQuad => format!(
            "Look for {} on {digits} in {first_house}.",
            with_article(name)
        ),
        XWing | Swordfish | Jellyfish => {
            format!(
                "Look for {} on {digits} in {}.",
                with_article(name),
                units_text(&focus(s))
            )
        }
        XYWing | XYZWing if s.cells.len() >= 3 => format!(
            "Look for {} with pivot {} and pincers {} and {}, on {digits}.",
            with_article(name),
            cell_name(s.cells[0]),
            cell_name(s.cells[1]),
            cell_name(s.cells[2])
        ),
        _ => match s.family() {
            Family::StrongLinks if !houses.is_empty() => format!(
                "Look for {} on {digits}, linking {houses}.",
                with_article(name)
            ),
            Family::Uniqueness | Family::Wings | Family::AlignedExclusion
                if !s.cells.is_empty() =>
            {
                let on = if s.digits.is_empty() {
                    String::new()
                } else {
                    format!(" on {digits}")
                };
                format!(
                    "Look for {}{on} in {}.",
                    with_article(name),
                    cells_text(&s.cells)
                )
            }
            Family::Chains => {
                let named = with_article(name);
                let verb = if named == name { "show" } else { "shows" };
                format!("{} {verb} {}.", capitalise(&named), what_it_shows(s))
            }
            _ => format!(
                "Look for {} on {digits}: it shows {}.",
                with_article(name),
                what_it_shows(s)
            ),
        },
    }
}

fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(first) => first.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

/// The result: `r3c5 = 7` and `remove 4 from r2c3, r2c6`.
pub fn result_text(s: &Step) -> String {
    let mut out = String::new();
    for (i, p) in s.placements.iter().enumerate() {
        let sep = if i == 0 { "" } else { ", " };
        let _ = write!(out, "{sep}{} = {}", cell_name(p.pos), p.digit);
    }
    if !s.eliminations.is_empty() {
        if !out.is_empty() {
            out.push_str("; ");
        }
        out.push_str("remove ");
        // Grouped by digit, in order of first appearance.
        let mut digits: Vec<u8> = Vec::new();
        for e in &s.eliminations {
            if !digits.contains(&e.digit) {
                digits.push(e.digit);
            }
        }
        let parts: Vec<String> = digits
            .iter()
            .map(|&d| {
                let cells: Vec<Pos> = s
                    .eliminations
                    .iter()
                    .filter(|e| e.digit == d)
                    .map(|e| e.pos)
                    .collect();
                format!("{d} from {}", cells_text(&cells))
            })
            .collect();
        out.push_str(&parts.join("; "));
    }
    out
}

fn full(s: &Step) -> String {
    let name = s.technique.name();
    let why = if s.explanation.is_empty() {
        name.to_owned()
    } else if s.explanation.starts_with(name) {
        s.explanation.clone()
    } else {
        format!("{name}: {}", s.explanation)
    };
    let result = result_text(s);
    if result.is_empty() {
        format!("{why}.")
    } else {
        format!("{why}. Result: {result}.")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::step::Candidate;

    fn at(r: u8, c: u8) -> Pos {
        Pos {
            row: r - 1,
            col: c - 1,
        }
    }

    #[test]
    fn x_wing_at_three_depths() {
        let mut s = Step::new(Technique::XWing, 32);
        s.houses = vec![
            Unit {
                kind: UnitKind::Row,
                index: 1,
            },
            Unit {
                kind: UnitKind::Row,
                index: 6,
            },
            Unit {
                kind: UnitKind::Column,
                index: 0,
            },
            Unit {
                kind: UnitKind::Column,
                index: 4,
            },
        ];
        s.eliminations = vec![Candidate {
            pos: at(1, 1),
            digit: 3,
        }];
        s.explanation = "X-Wing on 3 in row 2, row 7 removes 3 from r1c1".into();
        let e = s.explain();
        assert_eq!(e.nudge, "Look at rows 2 and 7.");
        assert_eq!(e.hint, "Look for an X-Wing on 3 in rows 2 and 7.");
        assert_eq!(
            e.full,
            "X-Wing on 3 in row 2, row 7 removes 3 from r1c1. Result: remove 3 from r1c1."
        );
    }

    #[test]
    fn articles() {
        assert_eq!(with_article("XY-Wing"), "an XY-Wing");
        assert_eq!(with_article("Naked Pair"), "a Naked Pair");
        assert_eq!(with_article("3 Skyscrapers"), "3 Skyscrapers");
        assert_eq!(with_article("Forcing Chain"), "a Forcing Chain");
        assert_eq!(with_article("Cell Forcing Chains"), "Cell Forcing Chains");
        assert_eq!(
            with_article("Aligned Pair Exclusion"),
            "an Aligned Pair Exclusion"
        );
    }
}
