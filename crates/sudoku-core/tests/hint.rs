//! Hints for players and explanations of steps: every technique explained
//! at three depths, every hinted step sound (with and without pencil
//! marks), mistakes found, puzzles played to the end by hints alone. (What
//! the texts say of each step's argument is tested beside the words, in
//! `crates/sudoku-text/tests/truth.rs`.)

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a failed unwrap is a failed run

use std::collections::BTreeMap;
use sudoku_text::Language as Lang;

use sudoku_core::logic::rater::apply;
use sudoku_core::logic::{
    hint, next_step, rate_candidates, Candidates, Hint, HintError, Incomplete, Mistake,
    PencilMarks, Reason, Step, Technique,
};
use sudoku_core::{solve_unique, Budget, Digit, Grid, Pos, Uniqueness, UnitKind};
use sudoku_text::MAX_CLAUSES;

const FIXTURE: &str = include_str!("fixtures/se_sample.tsv");

fn fixture() -> Vec<Grid> {
    FIXTURE
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| l.split('\t').next().unwrap().parse().unwrap())
        .collect()
}

fn solution(g: &Grid) -> Grid {
    match solve_unique(g, &Budget::unlimited()).outcome {
        Uniqueness::Unique(s) => s,
        other => panic!("not unique: {other:?}"),
    }
}

/// A small deterministic generator (xorshift), so runs repeat exactly.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }
}

/// The nudge without its house and cell names (`box 5`, `rows 2 and 7`,
/// `r3c5`; `5행`, `7열`, `2번 박스`; `5行目`, `7列目`, `ブロック2`): what
/// remains must hold no digit at all.
fn nudge_without_houses(nudge: &str) -> String {
    let joined;
    let nudge = if nudge.contains(' ') {
        nudge
    } else {
        joined = without_japanese_houses(nudge);
        &joined
    };
    let mut out = String::new();
    let mut after_house = false;
    for word in nudge.split_whitespace() {
        let w = word.trim_end_matches(['.', ',']);
        let is_number = !w.is_empty() && w.chars().all(|c| c.is_ascii_digit());
        let is_cell = w.len() == 4
            && w.starts_with('r')
            && w.as_bytes()[2] == b'c'
            && w.bytes().filter(u8::is_ascii_digit).count() == 2;
        let ko_house = w
            .trim_start_matches(|c: char| c.is_ascii_digit())
            .starts_with(['행', '열', '번']);
        if matches!(w, "box" | "boxes" | "row" | "rows" | "column" | "columns") {
            after_house = true;
        } else if (after_house && (is_number || w == "and")) || is_cell {
            continue;
        } else if ko_house
            || w.starts_with('r') && w.bytes().filter(u8::is_ascii_digit).count() == 2
        {
            // `3행과`, `r3c5와`: a house or cell with its particle.
            continue;
        } else {
            after_house = false;
        }
        out.push_str(word);
        out.push(' ');
    }
    out
}

/// Japanese runs its words together (a nudge without spaces): cells (`r3c5`) and houses (`5行目`,
/// `7列目`, `ブロック2`) lose their numbers here, before the nudge is read
/// word by word.
fn without_japanese_houses(nudge: &str) -> String {
    let chars: Vec<char> = nudge.chars().collect();
    let mut out = String::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next: String = chars[i + 1..].iter().take(3).collect();
        let n = next.as_bytes();
        if c == 'r'
            && n.len() == 3
            && n[0].is_ascii_digit()
            && n[1] == b'c'
            && n[2].is_ascii_digit()
        {
            i += 4;
            continue;
        }
        let before: String = chars[i.saturating_sub(4)..i].iter().collect();
        let house = c.is_ascii_digit()
            && (next.starts_with("行目") || next.starts_with("列目") || before == "ブロック");
        if !house {
            out.push(c);
        }
        i += 1;
    }
    out
}

fn r1c1(p: Pos) -> String {
    format!("r{}c{}", p.row() + 1, p.col() + 1)
}

/// Issue 28's rules for one step, in every language: three texts; a
/// nudge naming only places in the step's focus and no digit; a hint that
/// never pairs a result cell with its digit; a full text that names every
/// result and every cell of a chain's main line; no braces or SE codes.
fn check_explanation(s: &Step) {
    let m = s.messages();
    let focus = s.focus();
    assert!(m.nudge.named_digits().is_empty(), "{:?}", m.nudge);
    for h in m.nudge.named_houses() {
        assert!(focus.houses.contains(&h), "{h:?} not in the focus of {s}");
    }
    let hint_cells = m.hint.named_cells();
    let hint_digits = m.hint.named_digits();
    for c in s.placements.iter().chain(&s.eliminations) {
        assert!(
            !(hint_cells.contains(&c.pos) && hint_digits.contains(&c.digit)),
            "the hint {:?} pairs a result ({s})",
            m.hint
        );
    }
    for &lang in Lang::ALL {
        let e = sudoku_text::explain_step(s, lang);
        for (depth, text) in [("nudge", &e.nudge), ("hint", &e.hint), ("full", &e.full)] {
            assert!(!text.trim().is_empty(), "{depth} of {s}");
            assert!(!text.contains(['{', '}']), "{text}");
            let mut run = 0;
            for ch in text.chars() {
                run = if ch.is_ascii_digit() { run + 1 } else { 0 };
                assert!(run < 3, "a code in {text:?}");
            }
        }
        let rest = nudge_without_houses(&e.nudge);
        assert!(
            !rest.chars().any(|c| c.is_ascii_digit()),
            "the nudge {:?} names a digit ({s})",
            e.nudge
        );
        for p in &s.placements {
            assert!(!e.nudge.contains(&r1c1(p.pos)) || focus.cells.contains(&p.pos));
            assert!(
                !e.hint.contains(&format!("{} = {}", r1c1(p.pos), p.digit)),
                "{:?}",
                e.hint
            );
            assert!(
                e.full.contains(&r1c1(p.pos)),
                "{:?} misses a placement",
                e.full
            );
            assert!(e.full.contains(&p.digit.to_string()), "{:?}", e.full);
        }
        for x in &s.eliminations {
            assert!(e.full.contains(&r1c1(x.pos)), "{:?} misses {x:?}", e.full);
        }
        if let Reason::Chain(c) = &*s.reason {
            for b in &c.branches {
                if b.len() <= MAX_CLAUSES {
                    for cl in b {
                        assert!(e.full.contains(&r1c1(cl.pos)), "{:?} skips {cl:?}", e.full);
                    }
                }
            }
        }
    }
}

#[test]
fn nudge_filter_keeps_other_digits() {
    assert_eq!(
        nudge_without_houses("Look at rows 2 and 7."),
        "Look at rows "
    );
    assert!(nudge_without_houses("Look at box 5 for 3.").contains('3'));
    assert_eq!(nudge_without_houses("Look at r3c5."), "Look at ");
    assert!(!nudge_without_houses("3행과 7열을 보세요.").contains('3'));
    assert_eq!(
        nudge_without_houses("3行目とブロック7、r2c5に注目してください。"),
        "行目とブロック、に注目してください。 "
    );
    assert!(nudge_without_houses("ブロック5の3に注目してください。").contains('3'));
}

/// Every technique id has three non-empty texts; the steps come from the
/// rater's paths over the SE sample (and, for the few techniques no path
/// there reaches, from a step made by hand with the fields its finder
/// fills).
#[test]
fn every_technique_is_explained_at_three_depths() {
    let mut seen: BTreeMap<Technique, usize> = BTreeMap::new();
    for g in fixture() {
        let r = rate_candidates(Candidates::from_grid(&g), &Budget::unlimited(), true);
        for s in &r.path {
            check_explanation(s);
            *seen.entry(s.technique).or_default() += 1;
        }
    }
    assert!(
        seen.len() >= 30,
        "only {} techniques on the paths",
        seen.len()
    );
    let ids: Vec<&str> = include_str!("fixtures/technique_ids.txt").lines().collect();
    assert_eq!(ids.len(), Technique::ALL.len());
    for &t in Technique::ALL {
        assert!(ids.contains(&t.id()));
        if seen.contains_key(&t) {
            continue;
        }
        let mut s = Step::new(t, 50);
        let at = |r: u8, c: u8| Pos::new(r, c).unwrap();
        s.cells = vec![at(1, 1), at(1, 4), at(4, 1)];
        s.houses = vec![sudoku_core::Unit {
            kind: UnitKind::Row,
            index: 1,
        }];
        s.eliminations = vec![sudoku_core::logic::Candidate {
            pos: at(4, 4),
            digit: Digit::new(7).unwrap(),
        }];
        check_explanation(&s);
    }
}

/// Whether `step` changes something in the player's view `c` (places a
/// digit in an empty cell or removes a candidate): every step a hint gives
/// must.
fn changes_something(c: &Candidates, step: &Step) -> bool {
    let values = c.to_grid();
    step.placements
        .iter()
        .any(|p| values.cells()[p.pos.index()] == 0)
        || step
            .eliminations
            .iter()
            .any(|e| c.cands(e.pos.index()) & e.digit.bit() != 0)
}

/// Checks one hinted step against the solution and the player's view.
fn check_step(step: &Step, sol: &Grid, view: &Candidates, what: &str) {
    for p in &step.placements {
        assert_eq!(sol.cells()[p.pos.index()], p.digit.get(), "{step} ({what})");
    }
    for e in &step.eliminations {
        assert_ne!(sol.cells()[e.pos.index()], e.digit.get(), "{step} ({what})");
    }
    assert!(
        changes_something(view, step),
        "{step} changes nothing ({what})"
    );
}

/// Hints at every stage of each puzzle's rating path: without marks, and
/// with realistic marks (the candidates of that stage, minus some further
/// candidates the player removed correctly). Returns the steps checked.
fn hints_are_sound_along_paths(puzzles: &[Grid], seed: u64) -> usize {
    let mut rng = Rng(seed);
    let mut checked = 0;
    for g in puzzles {
        let sol = solution(g);
        let mut c = Candidates::from_grid(g);
        let mut stage = 0;
        while !c.is_solved() {
            let grid = c.to_grid();
            // Without marks: the candidates every cell gets from the grid.
            let plain = Candidates::from_grid(&grid);
            match hint(&grid, Some(g), None, &Budget::unlimited()).unwrap() {
                Hint::Step(s) => {
                    check_step(&s, &sol, &plain, "no marks");
                    check_explanation(&s);
                    checked += 1;
                }
                Hint::Stuck(Incomplete::Stuck) => {}
                other => panic!("{other:?} at stage {stage} of {}", g.to_line()),
            }
            // Realistic marks, on every other stage.
            if stage % 2 == 0 {
                let mut masks = *PencilMarks::of_candidates(&c).masks();
                for (i, m) in masks.iter_mut().enumerate() {
                    if *m == 0 {
                        continue;
                    }
                    let keep = 1u16 << (sol.cells()[i] - 1);
                    for d in 0..9 {
                        if *m & (1 << d) != 0 && 1 << d != keep && rng.chance(10) {
                            *m &= !(1 << d);
                        }
                    }
                    // Some cells unmarked, some with a stale mark.
                    if rng.chance(5) {
                        *m = 0;
                    } else if rng.chance(5) {
                        *m |= 0x1ff;
                    }
                }
                let marks = PencilMarks::from_masks(masks).unwrap();
                let view = Candidates::from_grid_and_marks(&grid, marks.masks());
                match hint(&grid, Some(g), Some(&marks), &Budget::unlimited()).unwrap() {
                    Hint::Step(s) => {
                        check_step(&s, &sol, &view, "marks");
                        checked += 1;
                    }
                    Hint::Stuck(Incomplete::Stuck) => {}
                    other => panic!("{other:?} with marks on {}", g.to_line()),
                }
            }
            let Some(step) = next_step(&c) else { break };
            apply(&mut c, &step);
            stage += 1;
        }
    }
    checked
}

#[test]
fn hinted_steps_are_sound_with_and_without_marks() {
    let mut puzzles = fixture();
    for name in ["easy.txt", "seventeen.txt"] {
        puzzles.extend(
            sudoku_testkit::puzzle_lines(&sudoku_testkit::fixtures().join(name))
                .iter()
                .map(|(p, _)| p.parse::<Grid>().unwrap()),
        );
    }
    let n = hints_are_sound_along_paths(&puzzles, 0x5eed);
    assert!(n >= 3000, "only {n} steps checked");
}

/// The first magictour puzzles, when the shared data is present (the whole
/// file: the ignored test below).
#[test]
fn hinted_steps_are_sound_on_magictour_sample() {
    if let Some(n) = magictour(20) {
        assert!(n > 500, "{n}");
    }
}

/// `cargo test --release -p sudoku-core --test hint -- --ignored`
#[test]
#[ignore]
fn hinted_steps_are_sound_on_all_of_magictour() {
    if let Some(n) = magictour(usize::MAX) {
        assert!(n > 50_000, "{n}");
    }
}

fn magictour(take: usize) -> Option<usize> {
    let dir = sudoku_testkit::shared_data()?;
    let puzzles: Vec<Grid> = sudoku_testkit::puzzle_lines(&dir.join("magictour_top1465.txt"))
        .iter()
        .take(take)
        .map(|(p, _)| p.parse().unwrap())
        .collect();
    Some(hints_are_sound_along_paths(&puzzles, 0x1465))
}

/// The player's side of a game: digits and marks, updated by hints only.
/// A client applies a step by placing its digits and removing its
/// eliminations from its marks (writing a cell's candidates first when it
/// had none); without marks, an elimination step would come back.
fn play_by_hints(g: &Grid) -> usize {
    let sol = solution(g);
    let mut cells = *g.cells();
    let mut marks = PencilMarks::NONE;
    for n in 0..2000 {
        let grid = Grid::from_cells(cells).unwrap();
        match hint(&grid, Some(g), Some(&marks), &Budget::unlimited()).unwrap() {
            Hint::Done => {
                assert_eq!(grid, sol);
                return n;
            }
            Hint::Step(s) => {
                let view = Candidates::from_grid_and_marks(&grid, marks.masks());
                for e in &s.eliminations {
                    let i = e.pos.index();
                    // A player who starts marking a cell writes its candidates.
                    let mut m = marks.mask(e.pos);
                    if m == 0 {
                        m = view.cands(i);
                    }
                    m &= !e.digit.bit();
                    let digits: Vec<u8> = (1..=9).filter(|d| m & (1 << (d - 1)) != 0).collect();
                    marks.set(e.pos, &digits).unwrap();
                }
                for p in &s.placements {
                    cells[p.pos.index()] = p.digit.get();
                }
            }
            other => panic!("{other:?} on {}", g.to_line()),
        }
    }
    panic!("no end on {}", g.to_line());
}

#[test]
fn puzzles_are_played_to_the_end_by_hints_alone() {
    for g in fixture() {
        assert!(play_by_hints(&g) > 0);
    }
}

#[test]
fn mistakes_come_first() {
    let g = fixture()[0];
    let sol = solution(&g);
    let empty: Vec<usize> = (0..81).filter(|&i| g.cells()[i] == 0).collect();
    // A wrong digit that also conflicts with a given in its row.
    let mut cells = *g.cells();
    let i = empty[0];
    let row_given = (0..9)
        .map(|c| g.cells()[i / 9 * 9 + c])
        .find(|&d| d != 0)
        .unwrap();
    cells[i] = row_given;
    let grid = Grid::from_cells(cells).unwrap();
    let Hint::Mistakes(m) = hint(&grid, Some(&g), None, &Budget::unlimited()).unwrap() else {
        panic!()
    };
    assert_eq!(
        m[0],
        Mistake::WrongDigit {
            pos: Pos::from_index(i),
            digit: row_given
        }
    );
    assert!(m
        .iter()
        .any(|x| matches!(x, Mistake::Conflict(c) if c.digit.get() == row_given)));
    // Without givens the grid is the puzzle: its conflict is an error.
    assert!(matches!(
        hint(&grid, None, None, &Budget::unlimited()),
        Err(HintError::Conflicting(_))
    ));
    // A mark set without the solution's digit.
    let mut marks = PencilMarks::NONE;
    let j = empty[1];
    let wrong: Vec<u8> = (1..=9).filter(|&d| d != sol.cells()[j]).collect();
    marks.set(Pos::from_index(j), &wrong).unwrap();
    let Hint::Mistakes(m) = hint(&g, Some(&g), Some(&marks), &Budget::unlimited()).unwrap() else {
        panic!()
    };
    assert_eq!(
        m,
        vec![Mistake::MissingCandidate {
            pos: Pos::from_index(j),
            digit: sol.cells()[j]
        }]
    );
    // Stale marks and marks on filled cells are ignored.
    let mut marks = PencilMarks::NONE;
    for k in 0..81 {
        marks
            .set(Pos::from_index(k), &[1, 2, 3, 4, 5, 6, 7, 8, 9])
            .unwrap();
    }
    assert!(matches!(
        hint(&g, Some(&g), Some(&marks), &Budget::unlimited()).unwrap(),
        Hint::Step(_)
    ));
    // A solved grid is done.
    assert_eq!(
        hint(&sol, Some(&g), None, &Budget::unlimited()).unwrap(),
        Hint::Done
    );
}

#[test]
fn errors_name_the_cell() {
    let g = fixture()[0];
    let i = (0..81).find(|&i| g.cells()[i] != 0).unwrap();
    let mut cells = *g.cells();
    cells[i] = 0;
    let grid = Grid::from_cells(cells).unwrap();
    let e = hint(&grid, Some(&g), None, &Budget::unlimited()).unwrap_err();
    assert_eq!(
        e,
        HintError::GivenNotKept {
            pos: Pos::from_index(i),
            given: g.cells()[i],
            found: 0
        }
    );
    assert!(e.to_string().contains(&r1c1(Pos::from_index(i))), "{e}");
    let mut marks = PencilMarks::NONE;
    let e = marks.set(Pos::new(2, 4).unwrap(), &[1, 0]).unwrap_err();
    assert_eq!(
        e.to_string(),
        "the pencil mark 0 at r3c5 is not a digit 1-9"
    );
    let mut masks = [0u16; 81];
    masks[80] = 1 << 9;
    assert_eq!(
        PencilMarks::from_masks(masks).unwrap_err(),
        HintError::MarkOutOfRange {
            pos: Pos::new(8, 8).unwrap(),
            digit: 10
        }
    );
    assert_eq!(
        hint(&Grid::EMPTY, None, None, &Budget::unlimited()),
        Err(HintError::MultipleSolutions)
    );
    let unsolvable =
        sudoku_testkit::puzzle_lines(&sudoku_testkit::fixtures().join("unsolvable.txt"));
    let u: Grid = unsolvable[0].0.parse().unwrap();
    assert_eq!(
        hint(&u, None, None, &Budget::unlimited()),
        Err(HintError::Unsolvable)
    );
    let flag = sudoku_core::CancelFlag::new();
    flag.cancel();
    assert_eq!(
        hint(&g, None, None, &Budget::unlimited().with_flag(flag)),
        Ok(Hint::Stuck(Incomplete::Budget))
    );
}

/// A deduction the player has already made is not hinted again: the
/// rater's first elimination step, once the player's marks lack its
/// eliminations, gives way to another step.
#[test]
fn a_step_the_player_made_is_not_given_again() {
    let mut tried = 0;
    for g in fixture() {
        let mut c = Candidates::from_grid(&g);
        while let Some(s) = next_step(&c) {
            if s.placements.is_empty() {
                let mut marks = PencilMarks::of_candidates(&c);
                let grid = c.to_grid();
                let mut after = c.clone();
                apply(&mut after, &s);
                for e in &s.eliminations {
                    let m = after.cands(e.pos.index());
                    let digits: Vec<u8> = (1..=9).filter(|d| m & (1 << (d - 1)) != 0).collect();
                    marks.set(e.pos, &digits).unwrap();
                }
                if let Hint::Step(h) =
                    hint(&grid, Some(&g), Some(&marks), &Budget::unlimited()).unwrap()
                {
                    assert_ne!(h, s);
                    assert!(changes_something(&after, &h));
                }
                tried += 1;
                break;
            }
            apply(&mut c, &s);
        }
    }
    assert!(tried >= 20, "{tried}");
}

/// The glossary page, `docs/techniques.md`, as the code's names make it.
fn glossary_page() -> String {
    let mut out = String::from(
        "# Technique names\n\n\
         Every technique the rater knows, by its stable id (the JSON `technique.id`), with the one\n\
         name every text uses in English, Korean and Japanese, and SukakuExplainer's own name\n\
         (the JSON `technique.se_name`), roughly by rating; the learner techniques SE does not\n\
         have (`—`, only `\"style\": \"learner\"` hints take them) come last. The table is the glossary in\n\
         `crates/sudoku-text/locales/*/glossary.ftl`; a test (`glossary_page_matches_the_code`\n\
         in `crates/sudoku-core/tests/hint.rs`) keeps the two equal. The words for cells,\n\
         houses and links, the notation, and why each language's terms were chosen are in\n\
         [glossary.md](glossary.md).\n\n\
         | id | English | 한국어 | 日本語 | SukakuExplainer |\n|---|---|---|---|---|\n",
    );
    for &t in Technique::ALL {
        out.push_str(&format!(
            "| `{}` | {} | {} | {} | {} |\n",
            t.id(),
            sudoku_text::technique_name(t, Lang::En),
            sudoku_text::technique_name(t, Lang::Ko),
            sudoku_text::technique_name(t, Lang::Ja),
            t.se_name().unwrap_or("—")
        ));
    }
    out
}

/// One name per technique: the glossary page says what the code says, no
/// two techniques share a name in a language, and no name carries SE's
/// suffix codes, braces or its lumped names.
#[test]
fn glossary_page_matches_the_code() {
    let page = include_str!("../../../docs/techniques.md");
    let want = glossary_page();
    // The table comes first; the page's later sections (how long a text
    // may get) are prose.
    assert!(
        page.starts_with(&want),
        "docs/techniques.md differs from the code; it should start:\n{want}"
    );
    for &lang in Lang::ALL {
        let mut names: Vec<&str> = Technique::ALL
            .iter()
            .map(|&t| sudoku_text::technique_name(t, lang))
            .collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(
            names.len(),
            Technique::ALL.len(),
            "a name is shared ({})",
            lang.tag()
        );
        for n in names {
            assert!(
                !n.contains(['{', '}']) && !n.contains("Strong links") && !n.contains("Triplet"),
                "{n}"
            );
            assert!(
                n.chars().filter(char::is_ascii_digit).nth(1).is_none(),
                "a code in {n}"
            );
        }
    }
}
