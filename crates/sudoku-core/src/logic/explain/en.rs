//! The English renderer: a [`Message`] as a good Sudoku book says it.

use super::{Message, Outcome};
use crate::grid::Pos;
use crate::logic::reason::{Clause, Inner, Why};
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

/// A digit with `a`/`an`: "an 8", "a 3".
fn a_digit(d: u8) -> String {
    format!("{} {d}", if d == 8 { "an" } else { "a" })
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

/// `r4c4 is 2`, `r4c4 is not 2`, with why when it is more than a link
/// inside one cell: the house a link runs through, what the chain removed
/// before a last candidate or place, the inner step of a nested chain.
fn clause(c: &Clause, inner: &[Inner]) -> String {
    let base = if c.on {
        format!("{} is {}", cell(c.pos), c.digit)
    } else {
        format!("{} is not {}", cell(c.pos), c.digit)
    };
    let d = c.digit;
    match c.why {
        Why::Assumed | Why::Link => base,
        Why::House(h) if c.on => format!("{base} ({} has no other place for {d})", house(h)),
        Why::House(h) => format!("{base} (same {})", h.kind.as_str()),
        Why::LastInCell(gone) => {
            let gone = super::masked_digits(gone);
            if gone.is_empty() {
                format!("{base} (its last candidate)")
            } else {
                let list = or_list(&gone.iter().map(u8::to_string).collect::<Vec<_>>());
                format!("{base} (its last candidate, as it is not {list})")
            }
        }
        Why::LastInHouse(h, gone) => {
            let gone = super::masked_cells(h, gone);
            if gone.is_empty() {
                format!("{base} (the last place for {d} in {})", house(h))
            } else {
                let verb = if gone.len() == 1 { "is" } else { "are" };
                format!(
                    "{base} (the last place for {d} in {}, as {} {verb} not {d})",
                    house(h),
                    cells(&gone)
                )
            }
        }
        Why::Nested(k) => match inner.get(usize::from(k)) {
            Some(x) => format!("{base} (by {})", inner_step(x)),
            None => format!("{base} (by a nested step)"),
        },
    }
}

/// A nested chain's inner step: "a Pointing on 7 in box 6 and column 7",
/// "a Naked Pair on 2 and 7 in r1c1 and r1c5", "an X-Wing on 3 in rows 2
/// and 7", "a Forcing Chain through r1c1, r2c2 and r5c2".
pub(crate) fn inner_step(x: &Inner) -> String {
    let t = x.technique;
    match t {
        Technique::Pointing | Technique::Claiming => format!(
            "{} on {} in {} ({})",
            a(t),
            digits(&x.digits),
            and_list(&x.houses.iter().map(|&u| house(u)).collect::<Vec<_>>()),
            cells(&x.cells)
        ),
        Technique::NakedPair | Technique::HiddenPair => format!(
            "{} on {} in {} ({})",
            a(t),
            digits(&x.digits),
            houses(&x.houses),
            cells(&x.cells)
        ),
        Technique::XWing => format!(
            "{} on {} in {} ({})",
            a(t),
            digits(&x.digits),
            houses(&x.houses),
            cells(&x.cells)
        ),
        _ => format!("{} through {}", a(t), cells(&x.cells)),
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
/// on from where they part ("Also, since r2c7 is not 2, …"). Each branch
/// is one paragraph (see [`layout`]).
fn walks(w: &[Vec<Clause>], inner: &[Inner]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for (i, b) in w.iter().enumerate() {
        let k = if i == 0 { 0 } else { shared(&w[0], b) };
        if k >= 2 && k < b.len() {
            out.push(walk_on(
                &format!("Also, since {}", plain(&b[k - 1])),
                &b[k..],
                inner,
            ));
        } else {
            out.push(walk(b, inner));
        }
    }
    out
}

/// "If r4c6 is 8, r6c5 is not 8 (same column), so r6c5 is 2, so r4c4 is
/// not 2."
fn walk(w: &[Clause], inner: &[Inner]) -> String {
    let Some((first, rest)) = w.split_first() else {
        return String::new();
    };
    walk_on(&format!("If {}", clause(first, inner)), rest, inner)
}

/// `lead`, then each clause of `rest` ("…, r6c5 is not 8, so …"), with a
/// place for a line break every [`LINE_LINKS`] links (see [`layout`]).
fn walk_on(lead: &str, rest: &[Clause], inner: &[Inner]) -> String {
    let mut out = lead.to_owned();
    let shown: Vec<String> = if rest.len() > MAX_CLAUSES {
        let mut v: Vec<String> = rest[..KEEP].iter().map(|c| clause(c, inner)).collect();
        v.push(format!(
            "after {} more links (see the step's links)",
            rest.len() - 2 * KEEP
        ));
        v.extend(rest[rest.len() - KEEP..].iter().map(|c| clause(c, inner)));
        v
    } else {
        rest.iter().map(|c| clause(c, inner)).collect()
    };
    for (i, c) in shown.iter().enumerate() {
        if i == 0 {
            out.push_str(", ");
        } else if i % LINE_LINKS == 0 {
            out.push_str(&format!(",{} so ", super::BREAK));
        } else {
            out.push_str(", so ");
        }
        out.push_str(c);
    }
    out.push('.');
    out
}

/// Links per line of a long branch: a line a reader takes in at once.
pub const LINE_LINKS: usize = 4;

/// A chain's text: its branches and its conclusion as one paragraph when
/// it is at most [`LONG_TEXT`](super::LONG_TEXT) characters long; else one
/// paragraph per branch, long branches broken into lines of
/// [`LINE_LINKS`] links ("so …" indented), and the conclusion on its own
/// line, so a reader can follow each branch and see where it ends (see
/// `docs/techniques.md`).
fn layout(branches: &[String], end: &str) -> String {
    super::layout(branches, end, " ")
}

fn plain(c: &Clause) -> String {
    clause(
        &Clause {
            why: Why::Link,
            ..*c
        },
        &[],
    )
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
        "hint.then_place" => format!(
            "After it{}, look for {} in {}.",
            if m.flag("more") { " and further eliminations" } else { "" },
            a(t),
            houses(&m.houses("houses"))
        ),
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
        "full.hidden_single" if m.get("blocked").is_some() => hidden_single(m, d, &result),
        "full.hidden_single" => format!(
            "Every other cell of {} is ruled out for {d}, so {d} goes in the one place left: {result}.",
            house(m.house("house"))
        ),
        "full.naked_single" if m.get("row_digits").is_some() => naked_single(m, &result),
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
                "In {}, {d} can only be in {}. The {n} {lk} each need {}, and the {n} {ck} can give only one each, so every {d} of those {ck} lies in these {lk}: {result}.",
                houses(&lines),
                houses(&covers),
                a_digit(d)
            )
        }
        "full.wing" => {
            let pivot = cell(m.cell("pivot"));
            let pincers = m.cells("pincers");
            let ((x, p1), (y, p2)) = wing_sides(m, &pincers);
            if t == Technique::XYZWing {
                let mut all = vec![x, y, d];
                all.sort_unstable();
                format!(
                    "The pivot {pivot} holds {}; the pincer {p1} holds {} and {d}, and {p2} holds {} and {d}. If the pivot is {x}, {p1} (which sees it) is not {x}, so it is {d}; if it is {y}, {p2} is {d}; if it is {d}, the pivot itself is {d}. So one of the three cells is {d}, and a cell that sees all three cannot be {d}: {result}.",
                    digits(&all),
                    x,
                    y
                )
            } else {
                format!(
                    "The pivot {pivot} holds {x} and {y}; the pincer {p1} holds {x} and {d}, and {p2} holds {y} and {d}. If the pivot is {x}, {p1} (which sees it) is not {x}, so it is {d}; if the pivot is {y}, {p2} is {d}. Either way one pincer is {d}, so a cell that sees both pincers cannot be {d}: {result}."
                )
            }
        }
        "full.als_wing" => {
            let set = m.cells("cells");
            let r = m.digit("restricted");
            let n = number(set.len());
            let bv = cell(m.cell("cell"));
            let pair = if d < r {
                format!("{d} and {r}")
            } else {
                format!("{r} and {d}")
            };
            format!(
                "The {n} cells {} hold only {} between them, and {bv} holds only {pair}. Every {r} of the {n} cells sees {bv}, so if {bv} is {r}, none of them is. If {bv} is not {d}, it is {r}, and the {n} cells must hold their other digits, {d} among them. Either way {} of the pattern is true, so a cell that sees every {d} of it cannot be {d}: {result}.",
                cells(&set),
                digits(&m.digits("set_digits")),
                a_digit(d)
            )
        }
        "full.als_wing_double" => als_wing_double(m, &result),
        "full.strong_links" => strong_links(m, d, &result),
        "full.unique_rectangle" => unique(m, &result),
        "full.bug1" => {
            let c = cell(m.cell("cell"));
            let keep = m.digits("digits");
            let kept = or_list(&keep.iter().map(u8::to_string).collect::<Vec<_>>());
            let hs = m.houses("houses");
            let three = if hs.is_empty() {
                String::new()
            } else {
                format!(
                    ", except {kept}, which has three places in {} ({c} among them)",
                    and_list(&hs.iter().map(|&u| house(u)).collect::<Vec<_>>())
                )
            };
            format!(
                "Every unsolved cell but {c} has exactly two candidates, and every digit has two places in each house it is missing from{three}. If {c} were not {kept}, it would leave the grid a deadly pattern with two solutions (a BUG), so {c} is {kept}: {result}."
            )
        }
        "full.bug2" => format!(
            "Every unsolved cell but {} has exactly two candidates, and each of those holds an extra {d}. Without it the grid would be a deadly pattern with two solutions (a BUG), so one of them is {d}, and a cell that sees them all cannot be {d}: {result}.",
            cells(&m.cells("cells"))
        ),
        "full.aligned_pair" if m.get("other").is_some() => aligned_pair(m, &result),
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

/// "In box 3, 5 has one place left: the 5 in r1c2 (row 1) rules out r1c7
/// and r1c9, …; earlier steps removed 5 from r2c9; the rest of box 3 is
/// filled."
fn hidden_single(m: &Message, d: u8, result: &str) -> String {
    let h = house(m.house("house"));
    let blockers = m.cells("blockers");
    let bh = m.houses("blocker_houses");
    let blocked = m.groups("blocked");
    let removed = m.cells("removed");
    let mut parts: Vec<String> = blockers
        .iter()
        .zip(&bh)
        .zip(&blocked)
        .map(|((&b, &u), cs)| {
            format!(
                "the {d} in {} ({}) rules out {}",
                cell(b),
                house(u),
                cells(cs)
            )
        })
        .collect();
    if !removed.is_empty() {
        parts.push(format!(
            "earlier steps removed {d} from {}",
            cells(&removed)
        ));
    }
    let open = blocked.iter().map(Vec::len).sum::<usize>() + removed.len();
    let filled = if open < 8 {
        format!("; the rest of {h} is filled")
    } else {
        String::new()
    };
    format!(
        "In {h}, {d} has one place left: {}{filled}. So {d} goes in {}: {result}.",
        parts.join("; "),
        cell(m.cell("cell"))
    )
}

/// "r5c2 sees 1 and 4 in row 5, 6 and 7 in column 2, and 2, 8 and 9 in
/// box 4, so only 3 is left."
fn naked_single(m: &Message, result: &str) -> String {
    let c = cell(m.cell("cell"));
    let seen: Vec<String> = [
        ("row", "row_digits"),
        ("column", "column_digits"),
        ("box", "box_digits"),
    ]
    .iter()
    .filter(|(_, ds)| !m.digits(ds).is_empty())
    .map(|(h, ds)| format!("{} in {}", digits(&m.digits(ds)), house(m.house(h))))
    .collect();
    let removed = m.digits("removed");
    let gone = if removed.is_empty() {
        String::new()
    } else {
        format!("; earlier steps removed {}", digits(&removed))
    };
    let left = m
        .result()
        .placements
        .first()
        .map_or(String::new(), |p| p.digit.to_string());
    let seen = match seen.as_slice() {
        [] => String::from("no placed digit"),
        [one] => one.clone(),
        [init @ .., last] => format!("{}; and {last}", init.join("; ")),
    };
    format!("{c} sees {seen}{gone}, so only {left} is left: {result}.")
}

/// A doubly linked WXYZ-family wing: both of the bivalue cell's digits
/// are restricted, so the pattern holds exactly one of each, and the
/// set's other digits stay in the set either way.
fn als_wing_double(m: &Message, result: &str) -> String {
    let set = m.cells("cells");
    let n = number(set.len());
    let bv = cell(m.cell("cell"));
    let xz = m.digits("digits");
    let (x, z) = (
        xz.first().copied().unwrap_or(0),
        xz.get(1).copied().unwrap_or(0),
    );
    let sd = m.digits("set_digits");
    let without =
        |v: u8| -> String { digits(&sd.iter().copied().filter(|&e| e != v).collect::<Vec<_>>()) };
    let others: Vec<u8> = sd.iter().copied().filter(|&e| e != x && e != z).collect();
    let rd = m.digits("removed_digits");
    let rc = m.groups("removed_cells");
    let each: Vec<String> = rd
        .iter()
        .zip(&rc)
        .map(|(&e, cs)| {
            let of = if e == x || e == z {
                "the pattern".to_owned()
            } else {
                format!("the {n} cells")
            };
            format!(
                "a cell that sees every {e} of {of} cannot be {e} ({})",
                cells(cs)
            )
        })
        .collect();
    let stay = if others.is_empty() {
        String::new()
    } else {
        format!(", and the {n} cells hold {} either way", digits(&others))
    };
    format!(
        "The {n} cells {} hold only {} between them, and {bv} holds only {x} and {z}; every {x} and every {z} of the {n} cells sees {bv}. If {bv} is {x}, the {n} cells hold no {x}, so they hold {}; if it is {z}, they hold {}. So the pattern holds exactly one {x} and one {z}{stay}. Hence {}: {result}.",
        cells(&set),
        digits(&sd),
        without(x),
        without(z),
        join(&each, "and")
    )
}

/// Aligned pair exclusion with one removal worked through: every
/// candidate of the other cell makes an impossible pair with it.
fn aligned_pair(m: &Message, result: &str) -> String {
    let c = cell(m.cell("cell"));
    let d = m.digit("digit");
    let other = cell(m.cell("other"));
    let mut why: Vec<String> = Vec::new();
    if m.flag("same") {
        why.push(format!("{d} (it sees {c})"));
    }
    for (e, by) in m.digits("other_digits").iter().zip(m.cells("by")) {
        why.push(format!("{e} ({} holds only {d} and {e})", cell(by)));
    }
    format!(
        "Two cells that both see a two-candidate cell cannot take its two digits between them, and two cells that see each other cannot take the same digit. Try the pairs {} could take (the two-candidate cells they both see: {}): with {d} in {c}, {other} could be none of its candidates: not {}. So {c} cannot be {d}; each digit that belongs to no possible pair goes: {result}.",
        cells(&m.cells("cells")),
        cells(&m.cells("bivalues")),
        or_list(&why)
    )
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
        3 if m.flag("hidden") => {
            let set = m.cells("set");
            let sd = m.digits("set_digits");
            format!(
                "So {} cannot both be {a} or {b}: at most one of them is. In {}, {} then have only {} and that one cell: {} digits for {} places (a hidden set), so {} can hold nothing else: {result}.",
                cells(&extra),
                house(m.house("house")),
                digits(&sd),
                cells(&set),
                number(sd.len()),
                number(set.len() + 1),
                cells(&set)
            )
        }
        3 => {
            let set = m.cells("set");
            let sd = m.digits("set_digits");
            let ed = m.digits("extra_digits");
            let h = house(m.house("house"));
            format!(
                "So {} cannot both hold only {a} and {b}: one of them is {}, and together they act as one cell holding {}. With {}, that makes {} cells of {h} holding only {} between them (a naked set), so no other cell of {h} can be {}: {result}.",
                cells(&extra),
                or_list(&ed.iter().map(u8::to_string).collect::<Vec<_>>()),
                digits(&ed),
                cells(&set),
                number(set.len() + 1),
                digits(&sd),
                or_list(&sd.iter().map(u8::to_string).collect::<Vec<_>>())
            )
        }
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
    let inner = m.inner();
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
    let body = self::walks(&walks, &inner);
    let end = match m.id {
        "full.cycle" => format!(
            "The loop holds whichever way round it runs, so each of its weak links has a true end: {result}."
        ),
        "full.forcing_chain" => format!(
            "The assumption that {premise} leads to its own opposite, so it is false: {result}."
        ),
        "full.contradiction_chain" => format!(
            "A candidate cannot be both true and false, so the assumption that {premise} is false: {result}."
        ),
        "full.double_chain" => format!("Either way, {conclusion}: {result}."),
        "full.cell_chain" => format!(
            "Whatever {} holds, {conclusion}: {result}.",
            cell(m.cell("cell"))
        ),
        _ => format!(
            "Wherever the {} of {} goes, {conclusion}: {result}.",
            m.digit("digit"),
            house(m.house("house"))
        ),
    };
    layout(&body, &end)
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
