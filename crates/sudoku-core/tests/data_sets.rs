//! Every puzzle of every `../shared/data/*.txt` set (beside the repository),
//! checked by the independent checker: unbiased_1000, 17_clue and
//! magictour_top1465 must be unique; serg_benchmark puzzles all have two or
//! more solutions. Other `.txt` files there are solved and checked without
//! an expectation on the count. Skipped when the folder is absent, except
//! under `CI=true`, where that fails. What was tested is written to
//! `target/tmp/data_sets.txt`, which `.ci/run` prints (cargo hides a passing
//! test's output).

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a failed unwrap is a failed run

use std::path::{Path, PathBuf};
use std::time::Instant;

use sudoku_core::{solve, Budget, Grid, Mode, Outcome};
use sudoku_testkit::{cells, is_solution, keeps_givens, puzzle_lines};

#[derive(Debug, Clone, Copy, PartialEq)]
enum Expect {
    Unique,
    Multiple,
    Any,
}

fn expectation(stem: &str) -> Expect {
    match stem {
        "unbiased_1000" | "17_clue" | "magictour_top1465" => Expect::Unique,
        "serg_benchmark" => Expect::Multiple,
        _ => Expect::Any,
    }
}

#[test]
fn every_puzzle_of_the_shared_data_sets() {
    let summary_path = Path::new(env!("CARGO_TARGET_TMPDIR")).join("data_sets.txt");
    let Some(dir) = sudoku_testkit::shared_data() else {
        let _ = std::fs::write(&summary_path, "data sets: not present, skipped\n");
        return;
    };
    let Ok(entries) = std::fs::read_dir(&dir) else {
        panic!("cannot list {}", dir.display());
    };
    let mut summary = format!("data sets in {}:\n", dir.display());
    let mut files: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "txt"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no .txt file in {}", dir.display());
    for path in files {
        let stem = path.file_stem().unwrap().to_string_lossy().into_owned();
        let expect = expectation(&stem);
        let lines = puzzle_lines(&path);
        let start = Instant::now();
        let mut failures = Vec::new();
        for (n, (line, _)) in lines.iter().enumerate() {
            let c = cells(line);
            let g: Grid = match line.parse() {
                Ok(g) => g,
                Err(e) => {
                    failures.push(format!("#{n}: unparsable: {e}"));
                    continue;
                }
            };
            let out = solve(&g, Mode::UNIQUE, &Budget::unlimited()).outcome;
            let ok = match (&out, expect) {
                (Outcome::Unique(s), Expect::Unique | Expect::Any) => {
                    is_solution(s.cells()) && keeps_givens(&c, s.cells())
                }
                (Outcome::Multiple { solution, found: 2 }, Expect::Multiple | Expect::Any) => {
                    is_solution(solution.cells()) && keeps_givens(&c, solution.cells())
                }
                (Outcome::Unsolvable | Outcome::Conflicting(_), Expect::Any) => true,
                _ => false,
            };
            if !ok {
                failures.push(format!("#{n} {line}: {out:?}"));
            }
        }
        let line = format!(
            "  {stem}: {} puzzles ({expect:?}) in {:.2?}, {} failures\n",
            lines.len(),
            start.elapsed(),
            failures.len()
        );
        print!("{line}");
        summary.push_str(&line);
        let _ = std::fs::write(&summary_path, &summary);
        assert!(
            failures.is_empty(),
            "{stem}: {} failures, first: {:?}",
            failures.len(),
            &failures[..failures.len().min(5)]
        );
    }
}
