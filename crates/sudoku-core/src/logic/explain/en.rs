//! The English renderer: a [`Message`] as a good Sudoku book says it.

use super::{Message, Outcome};
use crate::grid::Pos;
use crate::logic::reason::{Clause, Why};
use crate::logic::{Lang, Technique};
use crate::rules::{Unit, UnitKind};

/// A chain branch longer than this many clauses is told by its first and
/// last [`KEEP`] clauses and the number left out: a reader follows a few
/// dozen links, not hundreds, and the whole chain is in the step's
/// `links`.
pub const MAX_CLAUSES: usize = 40;
/// Clauses kept at each end of a branch cut by [`MAX_CLAUSES`].
pub const KEEP: usize = 15;

fn cell(p: Pos) -> String {
    super::cell_name(p)
}

fn house(u: Unit) -> String {
    super::unit_name(u)
}

fn and_list(items: &[String]) -> String {
    join(items, "and")
}

fn or_list(items: &[String]) -> String {
    join(items, "or")
}

fn join(items: &[String], word: &str) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} {word} {last}", init.join(", ")),
    }
}

fn cells(c: &[Pos]) -> String {
    and_list(&c.iter().map(|&p| cell(p)).collect::<Vec<_>>())
}

fn digits(d: &[u8]) -> String {
    and_list(&d.iter().map(u8::to_string).collect::<Vec<_>>())
}

/// `rows 2 and 7` for houses of one kind, else each named.
fn houses(units: &[Unit]) -> String {
    let Some(first) = units.first() else {
        return String::new();
    };
    if units.len() > 1 && units.iter().all(|u| u.kind == first.kind) {
        let idx: Vec<String> = units.iter().map(|u| (u.index + 1).to_string()).collect();
        return format!("{} {}", plural(first.kind), and_list(&idx));
    }
    and_list(&units.iter().map(|&u| house(u)).collect::<Vec<_>>())
}

fn plural(k: UnitKind) -> &'static str {
    match k {
        UnitKind::Row => "rows",
        UnitKind::Column => "columns",
        UnitKind::Box => "boxes",
    }
}

fn number(n: usize) -> String {
    match n {
        2 => "two".into(),
        3 => "three".into(),
        4 => "four".into(),
        5 => "five".into(),
        6 => "six".into(),
        n => n.to_string(),
    }
}

fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(first) => first.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

/// The technique's name with `a`/`an`.
fn a(t: Technique) -> String {
    let name = t.name_in(Lang::En);
    let vowel = matches!(name.chars().next(), Some('A' | 'E' | 'I' | 'O' | 'X'));
    format!("{} {name}", if vowel { "an" } else { "a" })
}

/// The result: `r3c5 = 7`, `remove 6 and 7 from r5c7`, `remove 3 from
/// r4c1 and r5c1, and 5 from r6c2`.
pub(crate) fn outcome(o: &Outcome) -> String {
    let mut parts: Vec<String> = o
        .placements
        .iter()
        .map(|p| format!("{} = {}", cell(p.pos), p.digit))
        .collect();
    if !o.removals.is_empty() {
        let groups: Vec<String> = o
            .removals
            .iter()
            .map(|r| format!("{} from {}", digits(&r.digits), cells(&r.cells)))
            .collect();
        let list = match groups.as_slice() {
            [init @ .., last] if !init.is_empty() => format!("{}, and {last}", init.join(", ")),
            _ => groups.join(""),
        };
        parts.push(format!("remove {list}"));
    }
    parts.join("; ")
}

/// `r4c4 is 2`, `r4c4 is not 2`, with why when it is more than the link.
fn clause(c: &Clause) -> String {
    let base = if c.on {
        format!("{} is {}", cell(c.pos), c.digit)
    } else {
        format!("{} is not {}", cell(c.pos), c.digit)
    };
    match c.why {
        Why::Assumed | Why::Link => base,
        Why::LastInCell => format!("{base} (its last candidate)"),
        Why::LastInHouse(h) => format!("{base} (the last place for {} in {})", c.digit, house(h)),
        Why::Nested => format!("{base} (a nested step shows it)"),
    }
}

/// How many leading clauses two branches share.
pub(crate) fn shared(a: &[Clause], b: &[Clause]) -> usize {
    a.iter()
        .zip(b)
        .take_while(|(x, y)| (x.pos, x.digit, x.on) == (y.pos, y.digit, y.on))
        .count()
}

/// Each branch walked; a branch that starts as the first one does goes
/// on from where they part ("Also, since r2c7 is not 2, …").
fn walks(w: &[Vec<Clause>]) -> String {
    let mut out: Vec<String> = Vec::new();
    for (i, b) in w.iter().enumerate() {
        let k = if i == 0 { 0 } else { shared(&w[0], b) };
        if k >= 2 && k < b.len() {
            out.push(walk_on(
                &format!("Also, since {}", plain(&b[k - 1])),
                &b[k..],
            ));
        } else {
            out.push(walk(b));
        }
    }
    out.join(" ")
}

/// "If r4c6 is 8, r6c5 is not 8, so r6c5 is 2, so r4c4 is not 2."
fn walk(w: &[Clause]) -> String {
    let Some((first, rest)) = w.split_first() else {
        return String::new();
    };
    walk_on(&format!("If {}", clause(first)), rest)
}

/// `lead`, then each clause of `rest` ("…, r6c5 is not 8, so …").
fn walk_on(lead: &str, rest: &[Clause]) -> String {
    let mut out = lead.to_owned();
    let shown: Vec<String> = if rest.len() > MAX_CLAUSES {
        let mut v: Vec<String> = rest[..KEEP].iter().map(clause).collect();
        v.push(format!(
            "after {} more links (see the step's links)",
            rest.len() - 2 * KEEP
        ));
        v.extend(rest[rest.len() - KEEP..].iter().map(clause));
        v
    } else {
        rest.iter().map(clause).collect()
    };
    for (i, c) in shown.iter().enumerate() {
        if i == 0 {
            out.push_str(", ");
        } else {
            out.push_str(", so ");
        }
        out.push_str(c);
    }
    out.push('.');
    out
}

fn plain(c: &Clause) -> String {
    clause(&Clause {
        why: Why::Link,
        ..*c
    })
}

/// A strong-link node: one cell, or a group ("r1c2 or r1c3").
fn node(g: &[Pos]) -> String {
    or_list(&g.iter().map(|&p| cell(p)).collect::<Vec<_>>())
}

fn node_is(g: &[Pos]) -> String {
    format!("{} is", node(g))
}

fn node_is_not(g: &[Pos]) -> String {
    if g.len() > 1 {
        format!(
            "neither {} is",
            join(&g.iter().map(|&p| cell(p)).collect::<Vec<_>>(), "nor")
        )
    } else {
        format!("{} is not", node(g))
    }
}

/// Renders a message in English.
pub(crate) fn render(m: &Message) -> String {
    let t = m.technique().unwrap_or(Technique::HiddenSingle);
    let name = t.name_in(Lang::En);
    let result = outcome(&m.result());
    let d = m.digit("digit");
    match m.id {
        "nudge.houses" => format!("Look at {}.", houses(&m.houses("houses"))),
        "nudge.cells" => format!("Look at {}.", cells(&m.cells("cells"))),
        "nudge.bug" => "Look at the cells with more than two candidates.".into(),
        "nudge.grid" => "Look at the whole grid.".into(),
        "hint.full_house" => format!(
            "{} has a single empty cell left.",
            capitalise(&house(m.house("house")))
        ),
        "hint.hidden_single" => {
            format!("{d} has only one place left in {}.", house(m.house("house")))
        }
        "hint.naked_single" => format!(
            "{} has only one candidate left.",
            cell(m.cell("cell"))
        ),
        "hint.direct_locking" => format!(
            "Look for {}: in {}, {d} can only be in {}. See what that leaves for {d} in {}.",
            a(t),
            house(m.house("house")),
            house(m.house("line")),
            house(m.house("target"))
        ),
        "hint.direct_hidden_set" => {
            let ds = m.digits("digits");
            format!(
                "Look for {}: {} fit in only {} cells of {}. See which other digit that leaves with one place.",
                a(t),
                digits(&ds),
                number(ds.len()),
                house(m.house("house"))
            )
        }
        "hint.locked_candidates" => format!(
            "{name}: in {}, every {d} lies in {}.",
            house(m.house("house")),
            house(m.house("line"))
        ),
        "hint.subset" => format!(
            "Look for {} on {} in {}.",
            a(t),
            digits(&m.digits("digits")),
            house(m.house("house"))
        ),
        "hint.fish" => format!(
            "Look for {} on {d} in {}.",
            a(t),
            houses(&m.houses("lines"))
        ),
        "hint.wing" => format!(
            "Look for {} with its pivot in {} and pincers in {}.",
            a(t),
            cell(m.cell("pivot")),
            cells(&m.cells("pincers"))
        ),
        "hint.als_wing" => format!(
            "Look for {}: the cells {} with the two-candidate cell {}.",
            a(t),
            cells(&m.cells("cells")),
            cell(m.cell("cell"))
        ),
        "hint.strong_links" => format!(
            "Look for {} on {d}, with strong links in {}.",
            a(t),
            houses(&m.houses("houses"))
        ),
        "hint.unique_rectangle" => {
            let ds = m.digits("digits");
            let on = if ds.is_empty() {
                String::new()
            } else {
                format!(" on {}", digits(&ds))
            };
            format!("Look for {}{on} in {}.", a(t), cells(&m.cells("cells")))
        }
        "hint.bug" => format!(
            "Look for {}: nearly every unsolved cell has exactly two candidates.",
            a(t)
        ),
        "hint.aligned_pair" => format!(
            "Look for {} on {}: which pairs of digits can they take together?",
            a(t),
            cells(&m.cells("cells"))
        ),
        "hint.aligned_triple" => format!(
            "Look for {} on {}: which three digits can they take together?",
            a(t),
            cells(&m.cells("cells"))
        ),
        "hint.region_chain" => format!(
            "Look for {}: follow each place for {d} in {} and see what they all lead to.",
            a(t),
            house(m.house("house"))
        ),
        "hint.cell_chain" => format!(
            "Look for {}: follow each candidate of {} and see what they all lead to.",
            a(t),
            cell(m.cell("cell"))
        ),
        "hint.cycle" => {
            let ds = m.digits("digits");
            let on = if ds.is_empty() {
                String::new()
            } else {
                format!(" on {}", digits(&ds))
            };
            format!(
                "Look for {}{on} through {}.",
                a(t),
                cells(&m.cells("cells"))
            )
        }
        "hint.chain" => {
            let c = cell(m.cell("cell"));
            let ds = m.digits("digits");
            let id = t.id();
            match ds.first() {
                Some(&x) if id.contains("double") => format!(
                    "Look for {}: follow {x} in {c} being true, then being false.",
                    a(t)
                ),
                Some(&x) => format!("Look for {} that starts from {x} in {c}.", a(t)),
                None if id.contains("double") => format!(
                    "Look for {}: follow a candidate of {c} being true, then being false.",
                    a(t)
                ),
                None => format!("Look for {} that starts from a candidate of {c}.", a(t)),
            }
        }
        "hint.technique" => {
            let hs = m.houses("houses");
            let where_ = if hs.is_empty() {
                cells(&m.cells("cells"))
            } else {
                houses(&hs)
            };
            if where_.is_empty() {
                format!("Look for {}.", a(t))
            } else {
                format!("Look for {} in {where_}.", a(t))
            }
        }
        "full.full_house" => {
            let h = house(m.house("house"));
            format!(
                "{} is the last empty cell of {h}, so it takes the one digit {h} still lacks: {result}.",
                cell(m.cell("cell"))
            )
        }
        "full.hidden_single" => format!(
            "Every other cell of {} is ruled out for {d}, so {d} goes in the one place left: {result}.",
            house(m.house("house"))
        ),
        "full.naked_single" => format!(
            "Every digit but one is ruled out in {}: {result}.",
            cell(m.cell("cell"))
        ),
        "full.direct_locking" => {
            let line = house(m.house("line"));
            format!(
                "In {}, {d} can only be in {line}, so no other cell of {line} can be {d}. That leaves {d} one place in {}: {result}.",
                house(m.house("house")),
                house(m.house("target"))
            )
        }
        "full.direct_hidden_set" => {
            let ds = m.digits("digits");
            let h = house(m.house("house"));
            format!(
                "In {h}, {} fit only in {}, so those {} cells hold {} and nothing else. That leaves {d} one place in {h}: {result}.",
                digits(&ds),
                cells(&m.cells("cells")),
                number(ds.len()),
                digits(&ds)
            )
        }
        "full.locked_candidates" => {
            let line = house(m.house("line"));
            let h = house(m.house("house"));
            format!(
                "In {h}, {d} can only be in {line}, so the {d} of {line} lies in {h} and no other cell of {line} can be {d}: {result}."
            )
        }
        "full.naked_subset" => {
            let cs = m.cells("cells");
            let h = house(m.house("house"));
            format!(
                "In {h}, the {} cells {} hold only {} between them, so these digits go there and nowhere else in {h}: {result}.",
                number(cs.len()),
                cells(&cs),
                digits(&m.digits("digits"))
            )
        }
        "full.hidden_subset" => {
            let cs = m.cells("cells");
            format!(
                "In {}, {} fit only in the {} cells {}, so those cells hold these digits and nothing else: {result}.",
                house(m.house("house")),
                digits(&m.digits("digits")),
                number(cs.len()),
                cells(&cs)
            )
        }
        "full.fish" => {
            let lines = m.houses("lines");
            let covers = m.houses("covers");
            let n = number(lines.len());
            let (lk, ck) = (
                lines.first().map_or("rows", |u| plural(u.kind)),
                covers.first().map_or("columns", |u| plural(u.kind)),
            );
            format!(
                "In {}, {d} can only be in {}. The {n} {lk} each need a {d}, and the {n} {ck} can give only one each, so every {d} of those {ck} lies in these {lk}: {result}.",
                houses(&lines),
                houses(&covers)
            )
        }
        "full.wing" => {
            let pivot = cell(m.cell("pivot"));
            let pincers = m.cells("pincers");
            let ((x, p1), (y, p2)) = wing_sides(m, &pincers);
            if t == Technique::XYZWing {
                format!(
                    "The pivot {pivot} is {x}, {y} or {d}. If it is {x}, {p1} is {d}; if {y}, {p2} is {d}; if {d}, the pivot is. So one of the three is {d}, and a cell that sees all three cannot be {d}: {result}."
                )
            } else {
                format!(
                    "The pivot {pivot} is {x} or {y}. If it is {x}, {p1} is {d}; if it is {y}, {p2} is {d}. Either way one pincer is {d}, so a cell that sees both cannot be {d}: {result}."
                )
            }
        }
        "full.als_wing" => {
            let set = m.cells("cells");
            let r = m.digit("restricted");
            let zs = m.digits("digits");
            let z = or_list(&zs.iter().map(u8::to_string).collect::<Vec<_>>());
            let bv = cell(m.cell("cell"));
            let pair = if zs.first().is_some_and(|&z| z < r) {
                format!("{z} and {r}")
            } else {
                format!("{r} and {z}")
            };
            format!(
                "The {} cells {} hold only {} between them, and {bv} holds only {pair}. Every {r} of the pattern sees the others, so at most one of them is {r}. If {bv} is not {z}, it is {r}, and the {} cells must use their other digits, {z} among them. Either way a {z} of the pattern is true, so a cell that sees every {z} of it cannot be {z}: {result}.",
                number(set.len()),
                cells(&set),
                digits(&m.digits("set_digits")),
                number(set.len())
            )
        }
        "full.strong_links" => strong_links(m, d, &result),
        "full.unique_rectangle" => unique(m, &result),
        "full.bug1" => {
            let c = cell(m.cell("cell"));
            let keep = m.digits("digits");
            let kept = or_list(&keep.iter().map(u8::to_string).collect::<Vec<_>>());
            format!(
                "Every unsolved cell but {c} has exactly two candidates. If {c} had two as well, the grid would be a deadly pattern with two solutions (a BUG), so {c} must be {kept}, the digit its row, column or box would otherwise have three places for. It keeps {kept}: {result}."
            )
        }
        "full.bug2" => format!(
            "Every unsolved cell but {} has exactly two candidates, and each of those holds an extra {d}. Without it the grid would be a deadly pattern with two solutions (a BUG), so one of them is {d}, and a cell that sees them all cannot be {d}: {result}.",
            cells(&m.cells("cells"))
        ),
        "full.aligned_pair" => format!(
            "Try each pair of digits that {} could take together: a pair that would leave a two-candidate cell they both see ({}) with nothing, or put one digit twice in a house, is impossible. A digit that belongs to no possible pair goes: {result}.",
            cells(&m.cells("cells")),
            cells(&m.cells("bivalues"))
        ),
        "full.aligned_triple" => format!(
            "Try each set of digits that {} could take together, one digit each: a set that would put one digit twice in a house, or take every candidate of a cell all three see ({}, each with two or three candidates), is impossible. A digit that belongs to no possible set goes: {result}.",
            cells(&m.cells("cells")),
            cells(&m.cells("excluders"))
        ),
        "full.cycle" | "full.forcing_chain" | "full.contradiction_chain" | "full.double_chain"
        | "full.cell_chain" | "full.region_chain" => chain(m, &result),
        _ => {
            let hs = m.houses("houses");
            let where_ = if hs.is_empty() {
                cells(&m.cells("cells"))
            } else {
                houses(&hs)
            };
            if where_.is_empty() {
                format!("{name}: {result}.")
            } else {
                format!("{name} in {where_}: {result}.")
            }
        }
    }
}

/// A wing's pivot digits, each with the pincer it points to, smaller
/// digit first.
pub(crate) fn wing_sides(m: &Message, pincers: &[Pos]) -> ((u8, String), (u8, String)) {
    let pd = m.digits("pivot_digits");
    let a = (
        pd.first().copied().unwrap_or(0),
        pincers.first().map(|&p| cell(p)).unwrap_or_default(),
    );
    let b = (
        pd.get(1).copied().unwrap_or(0),
        pincers.get(1).map(|&p| cell(p)).unwrap_or_default(),
    );
    if b.0 < a.0 {
        (b, a)
    } else {
        (a, b)
    }
}

fn strong_links(m: &Message, d: u8, result: &str) -> String {
    let nodes = m.groups("nodes");
    let strong = m.houses("strong");
    let weak = m.houses("weak");
    let (Some(first), Some(last)) = (nodes.first(), nodes.last()) else {
        return format!("{result}.");
    };
    let mut out = format!("Follow the {d}s: if {} {d}", node_is_not(first));
    for (k, pair) in nodes.windows(2).enumerate() {
        let to = &pair[1];
        if k % 2 == 0 {
            let h = strong.get(k / 2).map(|&u| house(u)).unwrap_or_default();
            let so = if k == 0 { "" } else { "so " };
            out.push_str(&format!(
                ", {so}{} ({h} has no other place for {d})",
                node_is(to)
            ));
        } else {
            let h = weak.get(k / 2).map(|&u| house(u)).unwrap_or_default();
            out.push_str(&format!(
                ", so {} (same {})",
                node_is_not(to),
                h.split(' ').next().unwrap_or("house")
            ));
        }
    }
    out.push('.');
    if m.flag("closed") {
        out.push_str(&format!(
            " {} and {} see each other too, so the chain closes into a loop and every link holds both ways: each weak link has its {d} at one end, and the rest of its house cannot be {d}: {result}.",
            node(last),
            node(first)
        ));
    } else {
        if first.len() > 1 || last.len() > 1 {
            out.push_str(&format!(
                " So one end holds the {d} ({} at one end, {} at the other), and a cell that sees both ends cannot be {d}: {result}.",
                node(first),
                node(last)
            ));
        } else {
            out.push_str(&format!(
                " So {} or {} is {d}, and a cell that sees both cannot be {d}: {result}.",
                node(first),
                node(last)
            ));
        }
    }
    out
}

fn unique(m: &Message, result: &str) -> String {
    let cs = cells(&m.cells("cells"));
    let ds = m.digits("digits");
    let (a, b) = (
        ds.first().copied().unwrap_or(0),
        ds.get(1).copied().unwrap_or(0),
    );
    let extra = m.cells("extra");
    let d = m.digit("digit");
    let pattern = format!(
        "If {cs} held only {a} and {b}, the two digits could swap places and the puzzle would have two solutions."
    );
    let rest = match m.digit("kind") {
        1 => format!(
            "So {} must hold another digit: {result}.",
            cells(&extra)
        ),
        2 => format!(
            "So one of {} is their extra digit {d}, and a cell that sees them all cannot be {d}: {result}.",
            cells(&extra)
        ),
        3 if m.flag("hidden") => format!(
            "So one of {} holds a digit other than {a} and {b}; in {}, {} then fit only in a set of cells as many as the digits (a hidden set): {result}.",
            cells(&extra),
            house(m.house("house")),
            digits(&m.digits("set_digits"))
        ),
        3 => format!(
            "So {} hold at least one of their extra digits between them, and act as one cell; with it, {} fill a naked set in {}: {result}.",
            cells(&extra),
            digits(&m.digits("set_digits")),
            house(m.house("house"))
        ),
        _ => {
            let other = if d == a { b } else { a };
            format!(
                "In {}, {d} can only be in {}, so one of them is {d}; if either were {other}, the pattern would be complete: {result}.",
                house(m.house("house")),
                cells(&extra)
            )
        }
    };
    format!("{pattern} {rest}")
}

fn chain(m: &Message, result: &str) -> String {
    let walks = m.walks();
    let conclusion = walks
        .first()
        .and_then(|w| w.last())
        .map(plain)
        .unwrap_or_default();
    let premise = walks
        .first()
        .and_then(|w| w.first())
        .map(plain)
        .unwrap_or_default();
    let body = self::walks(&walks);
    match m.id {
        "full.cycle" => format!(
            "{body} The loop holds whichever way round it runs, so each of its weak links has a true end: {result}."
        ),
        "full.forcing_chain" => format!(
            "{body} The assumption that {premise} leads to its own opposite, so it is false: {result}."
        ),
        "full.contradiction_chain" => format!(
            "{body} A candidate cannot be both true and false, so the assumption that {premise} is false: {result}."
        ),
        "full.double_chain" => format!("{body} Either way, {conclusion}: {result}."),
        "full.cell_chain" => format!(
            "{body} Whatever {} holds, {conclusion}: {result}.",
            cell(m.cell("cell"))
        ),
        _ => format!(
            "{body} Wherever the {} of {} goes, {conclusion}: {result}.",
            m.digit("digit"),
            house(m.house("house"))
        ),
    }
}

#[cfg(test)]
mod tests {
    use crate::grid::Pos;
    use crate::logic::step::{Candidate, Step, Technique};
    use crate::rules::{Unit, UnitKind};

    fn at(r: u8, c: u8) -> Pos {
        Pos {
            row: r - 1,
            col: c - 1,
        }
    }

    fn unit(kind: UnitKind, n: u8) -> Unit {
        Unit { kind, index: n - 1 }
    }

    #[test]
    fn x_wing_at_three_depths() {
        let mut s = Step::new(Technique::XWing, 32);
        s.houses = vec![
            unit(UnitKind::Row, 2),
            unit(UnitKind::Row, 7),
            unit(UnitKind::Column, 1),
            unit(UnitKind::Column, 5),
        ];
        s.eliminations = vec![
            Candidate {
                pos: at(1, 1),
                digit: 3,
            },
            Candidate {
                pos: at(4, 5),
                digit: 3,
            },
        ];
        let e = s.explain();
        assert_eq!(e.nudge, "Look at rows 2 and 7.");
        assert_eq!(e.hint, "Look for an X-Wing on 3 in rows 2 and 7.");
        assert_eq!(
            e.full,
            "In rows 2 and 7, 3 can only be in columns 1 and 5. The two rows each need a 3, \
             and the two columns can give only one each, so every 3 of those columns lies in \
             these rows: remove 3 from r1c1 and r4c5."
        );
    }

    /// Removals group by cell and by digit, each said once.
    #[test]
    fn results_are_grouped() {
        let mut s = Step::new(Technique::NakedPair, 30);
        let c = |r, col, digit| Candidate {
            pos: at(r, col),
            digit,
        };
        s.eliminations = vec![c(5, 7, 6), c(5, 7, 7), c(5, 8, 6), c(5, 8, 7), c(5, 9, 6)];
        assert_eq!(
            super::outcome(&super::super::build::outcome(&s)),
            "remove 6 and 7 from r5c7 and r5c8, and 6 from r5c9"
        );
    }

    #[test]
    fn articles() {
        assert_eq!(super::a(Technique::XYWing), "an XY-Wing");
        assert_eq!(super::a(Technique::NakedPair), "a Naked Pair");
        assert_eq!(
            super::a(Technique::UniqueRectangle1),
            "a Unique Rectangle Type 1"
        );
        assert_eq!(
            super::a(Technique::AlignedPairExclusion),
            "an Aligned Pair Exclusion"
        );
    }
}
