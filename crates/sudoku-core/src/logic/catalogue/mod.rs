//! The technique catalogue: for every technique the rater knows, its SE
//! rating range and the level band of its lowest rating (read from the
//! [`facts`](super::facts) table) and a worked example found by the rater
//! (its name and description, words, are in the `sudoku-text`
//! catalogues, keyed by the technique's id).
//!
//! The answer layer turns the entries into `GET /techniques`. The examples live in `catalogue/examples.txt`,
//! written by `examples/catalogue_examples.rs`: per technique a puzzle and
//! a grid of it (the puzzle with some digits placed) on whose plain
//! candidates the rater's next step is that technique, or, for techniques
//! the rater only meets after eliminations, the grid with its candidates
//! (pencil marks) at that point of the rater's path, or at such a point
//! with some wrong candidates further removed (for techniques a cheaper
//! step precedes on every path state searched). The marks always keep the
//! solution's digit (a test checks), so each is a state a player reaches
//! by sound eliminations. The step itself is stored ready to serve in
//! `catalogue/steps.txt` (see `stored.rs` for the form and the one command
//! that rewrites it), written from the grid and marks by the rater; a test
//! recomputes every step and fails when the stored one differs, so it is
//! always exactly what `/hint` answers for them.

use std::sync::OnceLock;

mod stored;

use super::candidates::Candidates;
use super::hint::PencilMarks;
use super::learner::{next_step_in, Style};
use super::level::Level;
use super::step::{Rating, Step, Technique};
use crate::grid::Grid;

/// One technique's catalogue entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Entry {
    /// The technique.
    pub technique: Technique,
    /// SE's lowest rating of a step of it.
    pub min: Rating,
    /// SE's highest, or `None` when a longer pattern rates higher without
    /// bound (chains and cycles: SE adds a length penalty).
    pub max: Option<Rating>,
}

impl Entry {
    /// The level band of the lowest rating.
    pub fn level(&self) -> Level {
        self.technique.facts().level()
    }

    /// Whether `rating` lies in the entry's range.
    pub fn contains(&self, rating: Rating) -> bool {
        self.technique.facts().contains(rating)
    }
}

/// The entry of a technique.
pub fn entry(t: Technique) -> Entry {
    let facts = t.facts();
    Entry {
        technique: t,
        min: facts.min,
        max: facts.max,
    }
}

/// Every technique's entry, in the rater's order of difficulty: by lowest
/// rating, then by [`Technique::ALL`]'s order.
pub fn entries() -> Vec<Entry> {
    let mut all: Vec<Entry> = Technique::ALL.iter().map(|&t| entry(t)).collect();
    all.sort_by_key(|e| e.min);
    all
}

/// A worked example: a puzzle, a grid of it, the candidates of that state
/// when they are not the grid's plain ones, and the rater's next step on
/// them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Example {
    /// The puzzle (givens only).
    pub puzzle: Grid,
    /// The puzzle with the digits placed before the step.
    pub grid: Grid,
    /// The candidates of each empty cell (pencil marks), when earlier
    /// eliminations removed some of the grid's plain candidates; `None`:
    /// the plain candidates.
    pub marks: Option<PencilMarks>,
    /// The next step on `grid` (and `marks`), of the entry's technique.
    pub step: Step,
}

/// The stored examples, one line each: technique id, puzzle, grid, and,
/// for an example with pencil marks, the candidates of the grid's empty
/// cells in reading order, comma-separated (`137,25,…`).
pub(crate) const EXAMPLES: &str = include_str!("examples.txt");

/// One stored example line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ExampleLine {
    /// The technique id.
    pub id: &'static str,
    /// The puzzle, 81 characters.
    pub puzzle: &'static str,
    /// The grid, 81 characters.
    pub grid: &'static str,
    /// The empty cells' candidates, comma-separated, when stored.
    pub marks: Option<&'static str>,
}

/// The stored example lines, comments and blank lines skipped.
pub fn example_lines() -> impl Iterator<Item = ExampleLine> {
    EXAMPLES
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .filter_map(|l| {
            let mut f = l.split_whitespace();
            Some(ExampleLine {
                id: f.next()?,
                puzzle: f.next()?,
                grid: f.next()?,
                marks: f.next(),
            })
        })
}

/// The stored form of `c`'s candidates over `grid`: each empty cell's
/// digits in reading order, comma-separated.
pub fn marks_text(grid: &Grid, c: &Candidates) -> String {
    let mut out = Vec::new();
    for (i, &v) in grid.cells().iter().enumerate() {
        if v == 0 {
            let m = c.cands(i);
            out.push(
                (1..=9u8)
                    .filter(|d| m & (1 << (d - 1)) != 0)
                    .map(|d| char::from(b'0' + d))
                    .collect::<String>(),
            );
        }
    }
    out.join(",")
}

/// Parses [`marks_text`] back over `grid`: `None` when the count of
/// entries is not the count of empty cells or an entry is not digits 1-9.
pub fn parse_marks(grid: &Grid, text: &str) -> Option<PencilMarks> {
    let mut masks = [0u16; crate::grid::CELLS];
    let mut entries = text.split(',');
    for (i, &v) in grid.cells().iter().enumerate() {
        if v == 0 {
            let e = entries.next()?;
            for ch in e.chars() {
                let d = ch.to_digit(10).filter(|d| (1..=9).contains(d))?;
                masks[i] |= 1 << (d - 1);
            }
        }
    }
    if entries.next().is_some() {
        return None;
    }
    PencilMarks::from_masks(masks).ok()
}

/// The state of a stored line: puzzle, grid and marks (`None` when a
/// field does not parse).
fn state(line: &ExampleLine) -> Option<(Grid, Grid, Option<PencilMarks>)> {
    let puzzle: Grid = line.puzzle.parse().ok()?;
    let grid: Grid = line.grid.parse().ok()?;
    let marks = match line.marks {
        Some(m) => Some(parse_marks(&grid, m)?),
        None => None,
    };
    Some((puzzle, grid, marks))
}

/// Computes the example of a stored line with the rater, or the learner
/// path for a learner technique (what
/// `steps.txt` stores, and what `examples/catalogue_examples.rs --check`
/// checks): `None` when the line does not parse or the next step is not of
/// `t` (a test checks that none is so). Some chain steps take seconds.
pub fn compute(t: Technique, line: &ExampleLine) -> Option<Example> {
    let (puzzle, grid, marks) = state(line)?;
    let c = match &marks {
        Some(m) => Candidates::from_grid_and_marks(&grid, m.masks()),
        None => Candidates::from_grid(&grid),
    };
    // A learner technique's example is the learner path's next step: SE's
    // would be another technique there.
    let style = if t.facts().learner() {
        Style::Learner
    } else {
        Style::Se
    };
    let step = next_step_in(style, &c, &crate::budget::Budget::unlimited())?;
    (step.technique == t).then_some(Example {
        puzzle,
        grid,
        marks,
        step,
    })
}

/// The worked example of `t`, or `None` when the example search met no
/// grid with it as the next step. Read from the stored lines and steps
/// once, on first use, with no search: every step, the learner
/// techniques' too, is stored ready (`steps.txt`), because the first
/// `GET /techniques` must answer in well under 100 ms, in WebAssembly too,
/// and an ALS chain's or an AIC's search is not cheap enough for that.
pub fn example(t: Technique) -> Option<&'static Example> {
    static ALL: OnceLock<Vec<Example>> = OnceLock::new();
    ALL.get_or_init(|| {
        let mut steps: Vec<Step> = stored::stored_steps().collect();
        example_lines()
            .filter_map(|line| {
                let at = steps.iter().position(|s| s.technique.id() == line.id)?;
                let step = steps.swap_remove(at);
                let (puzzle, grid, marks) = state(&line)?;
                Some(Example {
                    puzzle,
                    grid,
                    marks,
                    step,
                })
            })
            .collect()
    })
    .iter()
    .find(|e| e.step.technique == t)
}

/// Why a technique has no worked example ([`no_example`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NoExample {
    /// Worked through by hand against the rater's order: wherever the
    /// technique applies, a technique asked before it finds a step first,
    /// so it is never the rater's next step.
    NeverNextStep,
    /// Not proven impossible, but the example search met no state where it
    /// is the next step.
    NotMet,
}

impl NoExample {
    /// The id the API answers (`never_next_step`, `not_met`).
    pub fn as_str(self) -> &'static str {
        match self {
            NoExample::NeverNextStep => "never_next_step",
            NoExample::NotMet => "not_met",
        }
    }
}

/// The techniques proven never to be the rater's next step (the argument
/// for each is in `docs/api.md`, `GET /techniques`).
const NEVER_NEXT_STEP: &[Technique] = &[Technique::DirectClaiming, Technique::StrongLinkLoop];

/// Why `t` has no worked example, or `None` when it has one. Read from the
/// stored lines, so it costs nothing (a test holds it equal to
/// [`example`]'s `None`).
pub fn no_example(t: Technique) -> Option<NoExample> {
    // The ids, listed once: `GET /techniques` asks for every technique.
    static IDS: OnceLock<Vec<&'static str>> = OnceLock::new();
    let ids = IDS.get_or_init(|| example_lines().map(|line| line.id).collect());
    if ids.contains(&t.id()) {
        None
    } else if NEVER_NEXT_STEP.contains(&t) {
        Some(NoExample::NeverNextStep)
    } else {
        Some(NoExample::NotMet)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_technique_has_an_entry_from_its_facts() {
        for &t in Technique::ALL {
            let e = entry(t);
            assert_eq!((e.min, e.max), (t.facts().min, t.facts().max), "{t:?}");
        }
        let all = entries();
        assert!(all.windows(2).all(|w| w[0].min <= w[1].min));
        assert_eq!(all[0].technique, Technique::FullHouse);
    }

    #[test]
    fn a_technique_proven_never_next_has_no_stored_example() {
        for &t in NEVER_NEXT_STEP {
            assert_eq!(no_example(t), Some(NoExample::NeverNextStep), "{t:?}");
        }
        let without: Vec<_> = Technique::ALL
            .iter()
            .filter(|&&t| no_example(t).is_some())
            .collect();
        // Every stored line names a technique, once (checked below), so the
        // techniques without a line are the rest.
        assert_eq!(
            without.len() + example_lines().count(),
            Technique::ALL.len()
        );
    }

    #[test]
    fn stored_examples_are_next_steps_of_their_technique() {
        // Only the cheap ones here: chain steps take long to find in a
        // debug build; `examples/catalogue_examples.rs --check` checks all.
        let mut seen = Vec::new();
        for line in example_lines() {
            let id = line.id;
            let t = Technique::ALL.iter().copied().find(|t| t.id() == id);
            let Some(t) = t else {
                panic!("unknown technique id {id} in examples.txt");
            };
            assert!(!seen.contains(&t), "{id}: two examples");
            seen.push(t);
            let puzzle: Grid = line.puzzle.parse().unwrap();
            let grid: Grid = line.grid.parse().unwrap();
            for (a, b) in puzzle.cells().iter().zip(grid.cells()) {
                assert!(*a == 0 || a == b, "{id}: the grid keeps the givens");
            }
            if let Some(m) = line.marks {
                let marks = parse_marks(&grid, m);
                assert!(marks.is_some(), "{id}: the marks parse");
                // Marks only where the plain candidates do not give the
                // step: they are kept strictly smaller than plain ones.
                let plain = Candidates::from_grid(&grid);
                let c = Candidates::from_grid_and_marks(&grid, marks.unwrap().masks());
                assert!((0..81).any(|i| c.cands(i) != plain.cands(i)), "{id}");
                assert_eq!(marks_text(&grid, &c), m, "{id}: stored form round-trips");
                // A state a player reaches by sound eliminations: every
                // removed mark is a digit the solution does not hold there.
                let solved = crate::solve_unique(&puzzle, &crate::Budget::unlimited()).outcome;
                let crate::Uniqueness::Unique(solution) = solved else {
                    panic!("{id}: the puzzle has one solution");
                };
                for (i, &v) in grid.cells().iter().enumerate() {
                    let s = solution.cells()[i];
                    assert!(
                        v == 0 || v == s,
                        "{id}: the grid's digits are the solution's"
                    );
                    assert!(
                        v != 0 || c.has(i, s),
                        "{id}: the marks keep the solution's digit"
                    );
                }
            }
            if entry(t).min < Rating(65) {
                let e = compute(t, &line);
                assert!(e.is_some(), "{id}: the next step on its grid is not {id}");
                assert!(entry(t).contains(e.unwrap().step.rating), "{id}");
            }
        }
    }

    #[test]
    fn hint_on_every_example_grid_and_marks_answers_its_step() {
        // What a client does with an example: send its grid, puzzle and
        // candidates to `/hint`, and get that very step.
        let mut marked = 0;
        for line in example_lines() {
            let t = Technique::ALL
                .iter()
                .copied()
                .find(|t| t.id() == line.id)
                .unwrap();
            let x = example(t).unwrap_or_else(|| panic!("{}: no example", line.id));
            marked += usize::from(x.marks.is_some());
            // A learner technique's example is the learner style's hint.
            let options = crate::logic::HintOptions {
                style: if t.facts().learner() {
                    Style::Learner
                } else {
                    Style::Se
                },
                ..Default::default()
            };
            let h = crate::logic::hint_with(
                &x.grid,
                Some(&x.puzzle),
                x.marks.as_ref(),
                options,
                &crate::Budget::unlimited(),
            );
            match h {
                Ok(crate::logic::Hint::Step(s)) => assert_eq!(s, x.step, "{}", line.id),
                other => panic!("{}: {other:?}", line.id),
            }
        }
        assert!(marked >= 18, "{marked} examples with pencil marks");
    }

    #[test]
    fn stored_steps_are_the_rater_s() {
        // The rater's next step on every stored state, in the stored form;
        // `SUDOKU_CATALOGUE_REWRITE=1` writes it to steps.txt (after a
        // rater change or a new line in examples.txt), else it must equal
        // the file.
        let mut want = String::from(stored::HEADER);
        for line in example_lines() {
            let t = Technique::ALL
                .iter()
                .copied()
                .find(|t| t.id() == line.id)
                .unwrap_or_else(|| panic!("unknown technique id {}", line.id));
            let x = compute(t, &line)
                .unwrap_or_else(|| panic!("{}: the next step on its grid is not of it", line.id));
            let text = stored::line(&x.step);
            assert_eq!(stored::decode(&text).as_ref(), Some(&x.step), "{}", line.id);
            want.push_str(&text);
            want.push('\n');
        }
        if std::env::var_os("SUDOKU_CATALOGUE_REWRITE").is_some() {
            let path = concat!(env!("CARGO_MANIFEST_DIR"), "/src/logic/catalogue/steps.txt");
            std::fs::write(path, &want).unwrap();
        } else {
            assert!(
                stored::STEPS == want,
                "catalogue/steps.txt differs from the rater's steps on examples.txt; rewrite it: \
                 SUDOKU_CATALOGUE_REWRITE=1 cargo test -p sudoku-core --lib stored_steps_are_the_rater_s"
            );
            assert_eq!(stored::stored_steps().count(), example_lines().count());
        }
    }
}
