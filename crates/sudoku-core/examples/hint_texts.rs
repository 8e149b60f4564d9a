//! Issue 28's check of the hint texts: rates every puzzle of the given
//! files, explains every step of each rating path in every language,
//! and counts, per language:
//!
//! - `hint pairs a result`: hints whose message names a result cell
//!   together with the digit placed in or removed from it (or whose text
//!   says `r4c4 = 2`);
//! - `internal codes`: texts with braces, SE's suffix codes (a run of
//!   three or more digits) or SE's own names where ours differ;
//! - `chain misses a cell`: chain branches whose `full` text lacks a cell
//!   of the branch's main line (branches cut at the length cap are checked
//!   on the clauses shown, and counted apart);
//! - `nudge outside focus`: houses and cells a nudge's text names that are
//!   not in the step's focus (`Step::focus`), and nudges naming a digit.
//!
//! All must be 0. `--show N` also prints N examples per technique.
//! `--dump` prints instead every step's three texts in every language, one
//! line each (`puzzle#step [lang] depth: text`, a text's line breaks
//! written `\n`), for comparing two versions of the renderers with `diff`.
//! `--catalogue` prints the three texts of every stored catalogue example
//! (`logic/catalogue/examples.txt`), one per technique, in both languages,
//! for reading every family at every depth.
//!
//! ```text
//! nice cargo run --release -p sudoku-core --example hint_texts -- \
//!     ../shared/data/magictour_top1465.txt crates/sudoku-core/tests/fixtures/se_hardest_sample.tsv
//! ```
//! A file's puzzles are its lines' first fields; each is rated with a
//! budget of `--budget SECS` (60 by default), and the steps found within it
//! are checked.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a checking tool run by hand: a bad input may stop it

use std::collections::BTreeMap;
use std::time::Duration;

use sudoku_core::logic::{catalogue, rate_candidates, Candidates, Reason, Step, Technique};
use sudoku_core::rules::{Unit, UnitKind};
use sudoku_core::{Budget, Grid, Pos};
use sudoku_text::{explain_step, Language as Lang, KEEP, MAX_CLAUSES};

#[derive(Default)]
struct Counts {
    texts: usize,
    hint_result: usize,
    codes: usize,
    chain_branches: usize,
    chain_missing: usize,
    chain_capped: usize,
    nudge_outside: usize,
}

fn cell(p: Pos) -> String {
    format!("r{}c{}", p.row() + 1, p.col() + 1)
}

/// Houses and cells a nudge's text names, and whether it names any other
/// number.
fn nudge_places(text: &str, lang: Lang) -> (Vec<Unit>, Vec<Pos>, bool) {
    let mut houses = Vec::new();
    let mut cells = Vec::new();
    let mut stray = false;
    let b = text.as_bytes();
    let mut kind: Option<UnitKind> = None;
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'r'
            && i + 3 < b.len()
            && b[i + 1].is_ascii_digit()
            && b[i + 2] == b'c'
            && b[i + 3].is_ascii_digit()
        {
            cells.push(Pos::new(b[i + 1] - b'1', b[i + 3] - b'1').unwrap());
            i += 4;
            continue;
        }
        if b[i].is_ascii_digit() {
            let n = b[i] - b'1';
            let rest = &text[i + 1..];
            let k = match lang {
                Lang::Ko if rest.starts_with('행') => Some(UnitKind::Row),
                Lang::Ko if rest.starts_with('열') => Some(UnitKind::Column),
                Lang::Ko if rest.starts_with("번 박스") => Some(UnitKind::Box),
                Lang::Ko => None,
                Lang::Ja if rest.starts_with("行目") => Some(UnitKind::Row),
                Lang::Ja if rest.starts_with("列目") => Some(UnitKind::Column),
                Lang::Ja if text[..i].ends_with("ブロック") => Some(UnitKind::Box),
                Lang::Ja => None,
                _ => kind,
            };
            match k {
                Some(kind) => houses.push(Unit { kind, index: n }),
                None => stray = true,
            }
            i += 1;
            continue;
        }
        if lang == Lang::En {
            for (word, k) in [
                ("row", UnitKind::Row),
                ("column", UnitKind::Column),
                ("box", UnitKind::Box),
            ] {
                if text[i..].starts_with(word) {
                    kind = Some(k);
                }
            }
        }
        i += 1;
    }
    (houses, cells, stray)
}

fn has_code(text: &str) -> bool {
    let mut run = 0;
    for ch in text.chars() {
        if ch.is_ascii_digit() {
            run += 1;
            if run >= 3 {
                return true;
            }
        } else {
            run = 0;
        }
    }
    text.contains(['{', '}']) || text.contains("Strong links") || text.contains("Triplet")
}

fn check(s: &Step, lang: Lang, n: &mut Counts) {
    let e = sudoku_text::explain_step(s, lang);
    let m = s.messages();
    n.texts += 3;
    // Hint: no result cell with its digit.
    let named = m.hint.named_cells();
    let digits = m.hint.named_digits();
    let pairs = s
        .placements
        .iter()
        .chain(&s.eliminations)
        .any(|c| named.contains(&c.pos) && digits.contains(&c.digit));
    let said = s
        .placements
        .iter()
        .chain(&s.eliminations)
        .any(|c| e.hint.contains(&format!("{} = {}", cell(c.pos), c.digit)));
    if pairs || said {
        n.hint_result += 1;
        if n.hint_result <= 3 {
            println!("  hint pairs a result ({}): {}", lang.tag(), e.hint);
        }
    }
    for t in [&e.nudge, &e.hint, &e.full] {
        if has_code(t) {
            n.codes += 1;
            if n.codes <= 3 {
                println!("  internal code ({}): {t}", lang.tag());
            }
        }
    }
    if let Reason::Chain(c) = &*s.reason {
        for b in &c.branches {
            n.chain_branches += 1;
            let shown: Vec<_> = if b.len() > MAX_CLAUSES + 1 {
                n.chain_capped += 1;
                b[..=KEEP].iter().chain(&b[b.len() - KEEP..]).collect()
            } else {
                b.iter().collect()
            };
            if shown.iter().any(|c| !e.full.contains(&cell(c.pos))) {
                n.chain_missing += 1;
                if n.chain_missing <= 3 {
                    println!("  chain misses a cell ({}): {}", lang.tag(), e.full);
                }
            }
        }
    }
    let focus = s.focus();
    let (houses, cells, stray) = nudge_places(&e.nudge, lang);
    if stray
        || houses.iter().any(|h| !focus.houses.contains(h))
        || cells.iter().any(|p| !focus.cells.contains(p))
    {
        n.nudge_outside += 1;
        if n.nudge_outside <= 3 {
            println!("  nudge outside focus ({}): {}", lang.tag(), e.nudge);
        }
    }
}

fn print_catalogue() {
    for &t in Technique::ALL {
        let Some(ex) = catalogue::example(t) else {
            println!("== {} (no example)", t.id());
            continue;
        };
        let s = &ex.step;
        println!("== {} ({})", t.id(), s.rating);
        for &lang in Lang::ALL {
            let e = explain_step(s, lang);
            println!("[{}] nudge: {}", lang.tag(), e.nudge);
            println!("[{}] hint:  {}", lang.tag(), e.hint);
            println!("[{}] full:  {}", lang.tag(), e.full);
        }
    }
}

fn main() {
    let mut show = 0usize;
    let mut dump = false;
    let mut budget_secs = 60u64;
    let mut files = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        if a == "--show" {
            show = args.next().and_then(|x| x.parse().ok()).unwrap_or(3);
        } else if a == "--dump" {
            dump = true;
        } else if a == "--catalogue" {
            print_catalogue();
            return;
        } else if a == "--budget" {
            budget_secs = args.next().and_then(|x| x.parse().ok()).unwrap_or(60);
        } else {
            files.push(a);
        }
    }
    let mut counts: BTreeMap<&str, Counts> = BTreeMap::new();
    let mut shown: BTreeMap<String, usize> = BTreeMap::new();
    let (mut steps, mut puzzles, mut longest) = (0usize, 0usize, 0usize);
    for f in &files {
        let text = std::fs::read_to_string(f).expect("read puzzle file");
        for line in text.lines() {
            let Some(first) = line.split(['\t', ' ']).next() else {
                continue;
            };
            let Ok(g) = first.parse::<Grid>() else {
                continue;
            };
            puzzles += 1;
            let budget = Budget::unlimited().with_timeout(Duration::from_secs(budget_secs));
            let r = rate_candidates(Candidates::from_grid(&g), &budget, true);
            if dump {
                for (i, s) in r.path.iter().enumerate() {
                    for &lang in Lang::ALL {
                        let e = explain_step(s, lang);
                        let tag = lang.tag();
                        let t = s.technique.id();
                        for (depth, text) in
                            [("nudge", &e.nudge), ("hint", &e.hint), ("full", &e.full)]
                        {
                            let text = text.replace('\n', "\\n");
                            println!("{puzzles}#{i} {t} [{tag}] {depth}: {text}");
                        }
                    }
                }
                continue;
            }
            for s in &r.path {
                steps += 1;
                if let Reason::Chain(c) = &*s.reason {
                    longest = longest.max(c.branches.iter().map(Vec::len).max().unwrap_or(0));
                }
                for &lang in Lang::ALL {
                    check(s, lang, counts.entry(lang.tag()).or_default());
                }
                let fam = s.technique.id().to_owned();
                let seen = shown.entry(fam.clone()).or_default();
                if *seen < show {
                    *seen += 1;
                    println!("== {fam} ({})", s.rating);
                    for &lang in Lang::ALL {
                        let e = sudoku_text::explain_step(s, lang);
                        println!("[{}] nudge: {}", lang.tag(), e.nudge);
                        println!("[{}] hint:  {}", lang.tag(), e.hint);
                        println!("[{}] full:  {}", lang.tag(), e.full);
                    }
                }
            }
        }
    }
    println!("{puzzles} puzzles, {steps} steps; longest chain branch {longest} clauses (cap {MAX_CLAUSES})");
    for (lang, n) in &counts {
        println!(
            "{lang}: {} texts; hint pairs a result {}; internal codes {}; chain misses a cell {} of {} branches ({} cut at the cap); nudge outside focus {}",
            n.texts,
            n.hint_result,
            n.codes,
            n.chain_missing,
            n.chain_branches,
            n.chain_capped,
            n.nudge_outside
        );
    }
}
