//! The learner techniques against HoDoKu, the reference for them: at every
//! state of `tests/fixtures/hodoku_learner.tsv` (HoDoKu 2.2.0's own steps
//! of these techniques on 17-clue and magictour puzzles, made outside the
//! repository), our producer of HoDoKu's technique must find a step, every
//! candidate it removes must be one some step of that kind of HoDoKu's
//! removes there, and the learner path's next step is counted against
//! HoDoKu's choice. The agreement table of docs/techniques.md is what
//! `cargo test -p sudoku-core --lib hodoku -- --nocapture` prints; the
//! chains are compared the same way with `tests/fixtures/hodoku_chains.tsv`.

use std::collections::{BTreeMap, BTreeSet};

use crate::logic::candidates::Candidates;
use crate::logic::hint::PencilMarks;
use crate::logic::learner::{finder, next_step_in, Style};
use crate::logic::step::{Step, Technique};
use crate::{Budget, Grid};

const FIXTURE: &str = include_str!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/fixtures/hodoku_learner.tsv"
));

/// HoDoKu's ALS-XY-Wings, ALS chains and Sue de Coqs, made the same way.
/// The types whose removals ours make only where HoDoKu's do (an ALS chain of
/// ours may be one HoDoKu does not search: see docs/techniques.md).
const ALS_WITHIN: &[&str] = &["ALS_XY_WING", "SUE_DE_COQ"];

const ALS: &str = include_str!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/fixtures/hodoku_als.tsv"
));

/// HoDoKu's chain steps (X-Chain, XY-Chain, Remote Pair, AIC and
/// discontinuous nice loops), made the same way.
const CHAINS: &str = include_str!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/fixtures/hodoku_chains.tsv"
));

/// One compared state.
struct Row {
    set: &'static str,
    /// HoDoKu's step type.
    hodoku: &'static str,
    technique: Technique,
    candidates: Candidates,
    /// HoDoKu's step's eliminations, `r1c2<>3`.
    chosen: BTreeSet<String>,
    /// Every elimination of HoDoKu's steps of that kind there.
    union: BTreeSet<String>,
}

/// Our technique for HoDoKu's step type.
fn ours(hodoku: &str) -> Technique {
    match hodoku {
        "FINNED_X_WING" => Technique::FinnedXWing,
        "SASHIMI_X_WING" => Technique::SashimiXWing,
        "FINNED_SWORDFISH" => Technique::FinnedSwordfish,
        "SASHIMI_SWORDFISH" => Technique::SashimiSwordfish,
        "FINNED_JELLYFISH" => Technique::FinnedJellyfish,
        "SASHIMI_JELLYFISH" => Technique::SashimiJellyfish,
        "EMPTY_RECTANGLE" => Technique::EmptyRectangle,
        "W_WING" => Technique::WWing,
        "SIMPLE_COLORS_TRAP" | "SIMPLE_COLORS_WRAP" => Technique::SimpleColouring,
        "MULTI_COLORS_1" | "MULTI_COLORS_2" => Technique::MultiColouring,
        "ALS_XZ" => Technique::AlsXz,
        "ALS_XY_WING" => Technique::AlsXyWing,
        "ALS_XY_CHAIN" => Technique::AlsXyChain,
        "SUE_DE_COQ" => Technique::SueDeCoq,
        "X_CHAIN" => Technique::XChain,
        // A remote pair is an XY-Chain on each of its two digits.
        "XY_CHAIN" | "REMOTE_PAIR" => Technique::XyChain,
        // HoDoKu says "discontinuous nice loop" for an AIC whose ends lie
        // in one cell or see each other: the same deduction.
        "AIC" | "DISCONTINUOUS_NICE_LOOP" => Technique::Aic,
        other => panic!("no technique of ours for HoDoKu's {other}"),
    }
}

/// Finned and sashimi fish of one size are one kind: which one a fish is
/// depends on its fins, and one producer finds both.
fn kind(t: Technique) -> Technique {
    match t {
        Technique::SashimiXWing => Technique::FinnedXWing,
        Technique::SashimiSwordfish => Technique::FinnedSwordfish,
        Technique::SashimiJellyfish => Technique::FinnedJellyfish,
        t => t,
    }
}

fn rows() -> Vec<Row> {
    rows_of(FIXTURE)
}

fn rows_of(text: &'static str) -> Vec<Row> {
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            let grid: Grid = f[4].parse().expect("a grid");
            let mut masks = [0u16; 81];
            for (i, group) in f[5].split(',').enumerate() {
                masks[i] = group
                    .bytes()
                    .map(|b| 1u16 << (b - b'1'))
                    .fold(0, |m, b| m | b);
            }
            let marks = PencilMarks::from_masks(masks).expect("marks");
            // Eliminations only: the Sue de Coq rows also list the cells
            // HoDoKu's step marks as `r7c3=3`, which no step removes.
            let set = |s: &str| {
                s.split_whitespace()
                    .filter(|e| e.contains("<>"))
                    .map(str::to_owned)
                    .collect()
            };
            Row {
                set: if f[0] == "17clue" {
                    "17-clue"
                } else {
                    "magictour"
                },
                hodoku: f[3],
                technique: ours(f[3]),
                candidates: Candidates::from_grid_and_marks(&grid, marks.masks()),
                chosen: set(f[6]),
                union: set(f[7]),
            }
        })
        .collect()
}

fn removed(s: &Step) -> BTreeSet<String> {
    s.eliminations
        .iter()
        .map(|c| format!("r{}c{}<>{}", c.pos.row + 1, c.pos.col + 1, c.digit))
        .collect()
}

#[derive(Default)]
struct Tally {
    states: u32,
    found: u32,
    within: u32,
    same: u32,
    next: u32,
}

#[test]
fn the_learner_techniques_find_what_hodoku_finds() {
    let mut table: BTreeMap<(&str, &str), Tally> = BTreeMap::new();
    let mut outside = Vec::new();
    for r in rows() {
        let t = table.entry((r.technique.id(), r.set)).or_default();
        t.states += 1;
        let Some(find) = finder(kind(r.technique)) else {
            continue;
        };
        if let Some(s) = find(&r.candidates) {
            assert_eq!(kind(s.technique), kind(r.technique));
            t.found += 1;
            let ours = removed(&s);
            if ours.is_subset(&r.union) {
                t.within += 1;
            } else {
                outside.push(format!("{s}: not among HoDoKu's {:?}", r.union));
            }
            if ours == r.chosen {
                t.same += 1;
            }
        }
        let next = next_step_in(Style::Learner, &r.candidates, &Budget::unlimited());
        if next.is_some_and(|s| kind(s.technique) == kind(r.technique)) {
            t.next += 1;
        }
    }
    eprintln!(
        "| technique | set | HoDoKu's steps | ours finds one | all its removals HoDoKu's | \
         the same removals | the learner path's next step |"
    );
    eprintln!("|---|---|---|---|---|---|---|");
    for ((id, set), t) in &table {
        eprintln!(
            "| `{id}` | {set} | {} | {} | {} | {} | {} |",
            t.states, t.found, t.within, t.same, t.next
        );
    }
    // Every removal our producers make at HoDoKu's states is one HoDoKu's
    // steps of that kind make too (both are sound; this says they are the
    // same technique, not only true).
    assert!(outside.is_empty(), "{}", outside.join("\n"));
    // Where HoDoKu finds a step of a technique, ours finds one in (nearly)
    // every state.
    for ((id, set), t) in &table {
        assert!(
            t.found * 10 >= t.states * 9,
            "{id} on {set}: found at {} of {} states",
            t.found,
            t.states
        );
    }
}

/// Prints, per learner technique, the first fixture state where the
/// learner path's next step is of it, as `id set puzzle-number grid
/// marks`: the source of the catalogue's learner examples (the puzzle is
/// looked up by its number in the data set).
#[test]
#[ignore = "prints catalogue candidates"]
fn print_learner_example_states() {
    let mut done = BTreeSet::new();
    for l in FIXTURE
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let f: Vec<&str> = l.split('\t').collect();
        let grid: Grid = f[4].parse().expect("a grid");
        let mut masks = [0u16; 81];
        for (i, group) in f[5].split(',').enumerate() {
            masks[i] = group.bytes().fold(0, |m, b| m | 1u16 << (b - b'1'));
        }
        let c = Candidates::from_grid_and_marks(&grid, &masks);
        let Some(s) = next_step_in(Style::Learner, &c, &Budget::unlimited()) else {
            continue;
        };
        if s.technique.facts().learner() && done.insert(s.technique) {
            // Marks only where the plain candidates differ.
            let marks = crate::logic::catalogue::marks_text(&grid, &c);
            let plain = crate::logic::catalogue::marks_text(&grid, &Candidates::from_grid(&grid));
            println!(
                "{} {} {} {} {}",
                s.technique.id(),
                f[0],
                f[1],
                f[4],
                if marks == plain { "" } else { &marks }
            );
        }
    }
}

#[test]
#[ignore = "prints a state"]
fn print_a_doubly_linked_als_xz_state() {
    for r in rows() {
        let Some(s) = crate::logic::techniques::als_xz::find_als_xz(&r.candidates) else {
            continue;
        };
        if let crate::logic::reason::Reason::AlsXz { restricted, .. } = &*s.reason {
            let next = next_step_in(Style::Learner, &r.candidates, &Budget::unlimited());
            if restricted.len() == 2 && next.as_ref() == Some(&s) {
                let g = r.candidates.to_grid();
                println!(
                    "STATE {} {}",
                    g.to_line(),
                    crate::logic::catalogue::marks_text(&g, &r.candidates)
                );
                return;
            }
        }
    }
}

/// The chains against HoDoKu's: at each state where HoDoKu's next step is
/// an X-Chain, XY-Chain, remote pair, AIC or discontinuous nice loop, does
/// our producer of that technique find one, are its removals among those
/// of HoDoKu's steps of that type there, and is the learner path's next
/// step one of our three chains. The table of docs/techniques.md is what
/// `cargo test -p sudoku-core --lib hodoku_chains -- --nocapture` prints.
#[test]
fn the_chains_find_what_hodoku_finds() {
    let outside = compare(
        CHAINS,
        &[Technique::XChain, Technique::XyChain, Technique::Aic],
    );
    // An X- or XY-Chain or a discontinuous loop of ours removes only what
    // HoDoKu's of the type remove. (An AIC of ours may be what HoDoKu
    // reports as a nice loop, outside its AIC union; a remote pair's
    // state also holds XY-Chains on other digits. Both are sound: the
    // soundness walks check every removal.)
    for ty in ["X_CHAIN", "XY_CHAIN", "DISCONTINUOUS_NICE_LOOP"] {
        assert!(!outside.contains_key(ty), "{ty}: {:?}", outside.get(ty));
    }
}

/// The ALS-XY-Wing, the ALS chain and Sue de Coq against HoDoKu's, the
/// same way: `cargo test -p sudoku-core --lib hodoku::the_als -- --nocapture`.
#[test]
fn the_als_family_finds_what_hodoku_finds() {
    let outside = compare(
        ALS,
        &[
            Technique::AlsXyWing,
            Technique::AlsXyChain,
            Technique::SueDeCoq,
        ],
    );
    for ty in ALS_WITHIN {
        assert!(!outside.contains_key(ty), "{ty}: {:?}", outside.get(ty));
    }
}

/// At each state of `fixture`, our producer of HoDoKu's type and the
/// learner path's next step (counted when it is one of `family`); prints
/// the table and returns, per HoDoKu type, the steps of ours removing
/// something HoDoKu's of that type do not. Fails when ours misses more
/// than a tenth of HoDoKu's states of a type and set.
fn compare(fixture: &'static str, family: &[Technique]) -> BTreeMap<&'static str, Vec<String>> {
    let mut table: BTreeMap<(&str, &str), Tally> = BTreeMap::new();
    let mut outside: BTreeMap<&str, Vec<String>> = BTreeMap::new();
    for r in rows_of(fixture) {
        let t = table.entry((r.hodoku, r.set)).or_default();
        t.states += 1;
        let find = finder(r.technique).expect("a chain producer");
        if let Some(s) = find(&r.candidates) {
            assert_eq!(s.technique, r.technique);
            t.found += 1;
            let ours = removed(&s);
            if ours.is_subset(&r.union) {
                t.within += 1;
            } else {
                outside
                    .entry(r.hodoku)
                    .or_default()
                    .push(format!("{s}: not among HoDoKu's {:?}", r.union));
            }
            if ours == r.chosen {
                t.same += 1;
            }
        }
        let next = next_step_in(Style::Learner, &r.candidates, &Budget::unlimited());
        if next.is_some_and(|s| family.contains(&s.technique)) {
            t.next += 1;
        }
    }
    eprintln!(
        "| HoDoKu's step | set | states | ours finds one | all its removals HoDoKu's | \
         the same removals | the learner path's next step of the family |"
    );
    eprintln!("|---|---|---|---|---|---|---|");
    for ((ty, set), t) in &table {
        eprintln!(
            "| `{ty}` | {set} | {} | {} | {} | {} | {} |",
            t.states, t.found, t.within, t.same, t.next
        );
    }
    for (ty, v) in &outside {
        eprintln!("{ty}: {} outside, first: {}", v.len(), v[0]);
    }
    // Ours finds a step of the kind wherever HoDoKu does.
    for ((ty, set), t) in &table {
        assert!(
            t.found * 10 >= t.states * 9,
            "{ty} on {set}: found at {} of {} states",
            t.found,
            t.states
        );
    }
    outside
}
