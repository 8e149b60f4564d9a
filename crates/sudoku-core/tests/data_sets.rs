//! Every puzzle of every `../shared/data/*.txt` set (relative to the crate
//! root), checked by the independent checker: unbiased_1000, 17_clue and
//! magictour_top1465 must be unique; serg_benchmark puzzles all have two or
//! more solutions. Other `.txt` files there are solved and checked without
//! an expectation on the count. Skipped, with a message, when the folder
//! is absent.

mod common;

use std::path::PathBuf;
use std::time::Instant;

use common::{cells, is_solution, keeps_givens, puzzle_lines};
use sudoku_core::{solve, Budget, Grid, Mode, Outcome};

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
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/data");
    let Ok(entries) = std::fs::read_dir(&dir) else {
        println!("data sets: {} not found, skipped", dir.display());
        return;
    };
    let mut files: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "txt"))
        .collect();
    files.sort();
    if files.is_empty() {
        println!("data sets: no .txt file in {}, skipped", dir.display());
        return;
    }
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
        println!(
            "data sets: {stem}: {} puzzles ({expect:?}) in {:.2?}",
            lines.len(),
            start.elapsed()
        );
        assert!(
            failures.is_empty(),
            "{stem}: {} failures, first: {:?}",
            failures.len(),
            &failures[..failures.len().min(5)]
        );
    }
}
