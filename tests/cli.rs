//! The `solve` and `validate` subcommands, run as the real binary on fixture
//! files under tests/fixtures/cli/. Solutions are checked by the workspace's
//! independent checker, not by the crate's own rule code.

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a failed unwrap is a failed run

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use serde_json::Value;
use sudoku_testkit::{assert_solves, shared_data};

const BIN: &str = env!("CARGO_BIN_EXE_sudoku-service");

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/cli")
        .join(name)
}

fn run(args: &[&str]) -> Output {
    Command::new(BIN)
        .args(args)
        .output()
        .expect("the binary runs")
}

fn run_stdin(args: &[&str], input: &str) -> Output {
    let mut child = Command::new(BIN)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut stdin = child.stdin.take().expect("piped stdin");
    let text = input.to_owned();
    let writer = std::thread::spawn(move || stdin.write_all(text.as_bytes()));
    let out = child.wait_with_output().expect("the binary finishes");
    // The binary may close its stdin once it has read what it needs; what
    // it printed is what the tests check.
    match writer.join().expect("writer thread") {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => panic!("stdin: {e}"),
        _ => out,
    }
}

fn stdout_lines(out: &Output) -> Vec<String> {
    String::from_utf8(out.stdout.clone())
        .expect("utf-8 stdout")
        .lines()
        .map(str::to_owned)
        .collect()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// The puzzle lines of a file, as the CLI sees them (blank and `#` skipped).
fn puzzle_lines(path: &Path) -> Vec<String> {
    std::fs::read_to_string(path)
        .expect("fixture readable")
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.trim_start().starts_with('#'))
        .map(str::to_owned)
        .collect()
}

/// The expected text output of mixed.txt, one entry per puzzle line.
const MIXED_ERRORS: [(usize, &str); 5] = [
    (
        1,
        "error: invalid_grid line 3: unexpected character 'x' at index 17 (row 1, col 8)",
    ),
    (2, "error: invalid_grid line 4: expected 81 cells, got 80"),
    (3, "error: invalid_grid line 5: expected 81 cells, got 82"),
    (
        4,
        "error: conflicting_givens line 6: digit 5 repeats in row 0 at (row 0, col 0), (row 0, col 1) \
         (and 1 more conflict)",
    ),
    (
        6,
        "error: unsolvable line 9: the givens are consistent but the puzzle has no solution",
    ),
];

#[test]
fn solve_good_file_prints_checked_solutions_and_exits_0() {
    let path = fixture("good.txt");
    let out = run(&["solve", path.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "stderr: {}", stderr(&out));
    let puzzles = puzzle_lines(&path);
    let lines = stdout_lines(&out);
    assert_eq!(lines.len(), puzzles.len());
    for (p, s) in puzzles.iter().zip(&lines) {
        assert_solves(p, s);
    }
    let err = stderr(&out);
    assert!(
        err.starts_with("5 puzzles: 5 solved (5 unique, 0 multiple), 0 unsolvable, 0 invalid; "),
        "summary: {err}"
    );
    assert!(err.trim_end().ends_with(" puzzles/s"), "summary: {err}");
    assert_eq!(
        err.lines().count(),
        1,
        "one summary line, no progress bar off a terminal"
    );
}

#[test]
fn solve_mixed_file_reports_each_bad_line_and_exits_1() {
    let path = fixture("mixed.txt");
    let puzzles = puzzle_lines(&path);
    for threads in ["1", "2", "7"] {
        let out = run(&["solve", "--threads", threads, path.to_str().unwrap()]);
        assert_eq!(out.status.code(), Some(1), "threads {threads}");
        let lines = stdout_lines(&out);
        assert_eq!(lines.len(), 8, "threads {threads}: {lines:?}");
        for (i, want) in MIXED_ERRORS {
            assert_eq!(lines[i], want, "threads {threads}");
        }
        // Solved lines: the unique puzzle, the empty grid (multiple), the last line.
        for i in [0, 5, 7] {
            assert_solves(&puzzles[i], &lines[i]);
        }
        assert!(stderr(&out)
            .starts_with("8 puzzles: 3 solved (2 unique, 1 multiple), 1 unsolvable, 4 invalid; "));
    }
}

#[test]
fn strict_turns_multiple_into_an_error() {
    let path = fixture("mixed.txt");
    let out = run(&["solve", "--strict", path.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    let lines = stdout_lines(&out);
    assert_eq!(
        lines[5],
        "error: multiple_solutions line 8: the puzzle has more than one solution"
    );
    assert!(stderr(&out)
        .starts_with("8 puzzles: 2 solved (2 unique, 1 multiple), 1 unsolvable, 4 invalid; "));

    let out = run(&[
        "solve",
        "--strict",
        "--mode",
        "first",
        path.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("--strict needs --mode unique"));
}

#[test]
fn mode_first_solves_without_claiming_uniqueness() {
    let path = fixture("mixed.txt");
    let out = run(&[
        "solve",
        "--mode",
        "first",
        "--format",
        "ndjson",
        path.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(1));
    let lines = stdout_lines(&out);
    let v: Value = serde_json::from_str(&lines[5]).unwrap();
    assert_eq!(v["unique"], Value::Null);
    assert!(stderr(&out)
        .starts_with("8 puzzles: 3 solved (uniqueness not checked), 1 unsolvable, 4 invalid; "));
}

#[test]
fn solve_ndjson_lines_parse_with_the_api_fields() {
    let path = fixture("mixed.txt");
    let puzzles = puzzle_lines(&path);
    let out = run(&[
        "solve",
        "--format",
        "ndjson",
        "--threads",
        "3",
        path.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(1));
    let lines: Vec<Value> = stdout_lines(&out)
        .iter()
        .map(|l| serde_json::from_str(l).expect("each line is JSON"))
        .collect();
    let numbers: Vec<u64> = lines.iter().map(|v| v["line"].as_u64().unwrap()).collect();
    assert_eq!(numbers, [2, 3, 4, 5, 6, 8, 9, 11]);

    for (i, unique) in [(0, true), (5, false), (7, true)] {
        let v = &lines[i];
        assert_solves(&puzzles[i], v["solution"].as_str().unwrap());
        assert_eq!(v["unique"], unique);
        assert!(v["stats"]["guesses"].is_u64());
        assert!(v["stats"]["micros"].is_u64());
        assert!(v.get("error").is_none());
    }
    let codes: Vec<&str> = [1, 2, 3, 4, 6]
        .iter()
        .map(|&i| lines[i]["error"]["code"].as_str().unwrap())
        .collect();
    assert_eq!(
        codes,
        [
            "invalid_grid",
            "invalid_grid",
            "invalid_grid",
            "conflicting_givens",
            "unsolvable"
        ]
    );
    assert_eq!(
        lines[1]["error"]["detail"],
        "unexpected character 'x' at index 17 (row 1, col 8)"
    );
    assert_eq!(
        lines[4]["error"]["conflicts"],
        serde_json::json!([
            {"unit": "row", "index": 0, "digit": 5, "cells": [{"row": 0, "col": 0}, {"row": 0, "col": 1}]},
            {"unit": "box", "index": 0, "digit": 5, "cells": [{"row": 0, "col": 0}, {"row": 0, "col": 1}]}
        ])
    );
    assert!(lines[6]["error"].get("conflicts").is_none());
}

#[test]
fn missing_file_exits_2_naming_the_file() {
    let out = run(&["solve", "no/such/puzzles.txt"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let err = stderr(&out);
    assert!(err.contains("no/such/puzzles.txt"), "{err}");
    assert!(err.starts_with("error: cannot open"), "{err}");

    let out = run(&["validate", "no/such/grids.txt"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("no/such/grids.txt"));
}

#[test]
fn usage_errors_exit_2() {
    for args in [
        &["solve", "--threads", "0"][..],
        &["solve", "--format", "xml"],
        &["solve", "--mode", "all"],
        &["validate", "--bogus"],
    ] {
        let out = run(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
    }
}

#[test]
fn reading_a_directory_is_an_io_error_naming_it() {
    let dir = fixture("");
    let out = run(&["solve", dir.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(err.contains("fixtures/cli"), "{err}");
    assert!(err.contains("line 1"), "{err}");
}

#[test]
fn stdin_is_read_for_dash_and_for_no_file() {
    let text = std::fs::read_to_string(fixture("good.txt")).unwrap();
    let from_file = run(&["solve", fixture("good.txt").to_str().unwrap()]);
    for args in [&["solve", "-"][..], &["solve"]] {
        let out = run_stdin(args, &text);
        assert_eq!(out.status.code(), Some(0), "{args:?}");
        assert_eq!(out.stdout, from_file.stdout, "{args:?}");
    }
    let out = run_stdin(&["solve"], "");
    assert_eq!(out.status.code(), Some(0));
    assert!(out.stdout.is_empty());
    assert!(stderr(&out).starts_with("0 puzzles: 0 solved"));
}

#[test]
fn validate_text_lines() {
    let out = run(&["validate", fixture("grids.txt").to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1), "an invalid grid makes it 1");
    assert_eq!(
        stdout_lines(&out),
        [
            "valid complete unique",
            "invalid complete - row0:5@r0c0,r0c8 column8:5@r0c8,r7c8 box2:5@r0c8,r2c6",
            "valid incomplete unique",
            "valid incomplete multiple",
        ]
    );
    assert!(stderr(&out).starts_with(
        "4 grids: 3 valid (1 solved; 2 unique, 1 multiple, 0 none), 1 invalid, 0 unparsable; "
    ));

    let out = run(&[
        "validate",
        "--threads",
        "4",
        fixture("mixed.txt").to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        stdout_lines(&out),
        [
            "valid incomplete unique",
            "error: invalid_grid line 3: unexpected character 'x' at index 17 (row 1, col 8)",
            "error: invalid_grid line 4: expected 81 cells, got 80",
            "error: invalid_grid line 5: expected 81 cells, got 82",
            "invalid incomplete - row0:5@r0c0,r0c1 box0:5@r0c0,r0c1",
            "valid incomplete multiple",
            "valid incomplete none",
            "valid incomplete unique",
        ]
    );

    let out = run(&["validate", fixture("good.txt").to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0));
}

#[test]
fn validate_ndjson_has_the_api_fields() {
    let out = run(&[
        "validate",
        "--format",
        "ndjson",
        fixture("grids.txt").to_str().unwrap(),
    ]);
    let lines: Vec<Value> = stdout_lines(&out)
        .iter()
        .map(|l| serde_json::from_str(l).expect("each line is JSON"))
        .collect();
    assert_eq!(
        lines[0],
        serde_json::json!({"line": 2, "valid": true, "complete": true, "solved": true, "conflicts": [], "solutions": "unique"})
    );
    assert_eq!(lines[1]["valid"], false);
    assert_eq!(lines[1]["solved"], false);
    assert_eq!(lines[1]["solutions"], Value::Null);
    assert_eq!(lines[1]["conflicts"].as_array().unwrap().len(), 3);
    assert_eq!(lines[1]["conflicts"][1]["unit"], "column");
    assert_eq!(lines[3]["solutions"], "multiple");

    let out = run(&[
        "validate",
        "--format",
        "ndjson",
        fixture("mixed.txt").to_str().unwrap(),
    ]);
    let lines: Vec<Value> = stdout_lines(&out)
        .iter()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines[1]["error"]["code"], "invalid_grid");
    assert_eq!(lines[6]["solutions"], "none");
}

/// A deterministic xorshift generator, so that the puzzles are the same on every run.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// `n` puzzles made from one solved grid by relabelling digits, shuffling
/// rows within bands and bands, transposing, and emptying `blanks` cells.
fn generated_puzzles(n: usize, seed: u64) -> Vec<String> {
    const SOLVED: &[u8; 81] =
        b"534678912672195348198342567859761423426853791713924856961537284287419635345286179";
    let mut rng = Rng(seed);
    (0..n)
        .map(|_| {
            let mut digits: Vec<u8> = (b'1'..=b'9').collect();
            for i in (1..9).rev() {
                digits.swap(i, rng.below(i + 1));
            }
            let mut rows: Vec<usize> = Vec::new();
            let mut bands = [0usize, 1, 2];
            bands.swap(2, rng.below(3));
            bands.swap(1, rng.below(2));
            for b in bands {
                let mut r = [0usize, 1, 2];
                r.swap(2, rng.below(3));
                r.swap(1, rng.below(2));
                rows.extend(r.iter().map(|x| b * 3 + x));
            }
            let transpose = rng.below(2) == 1;
            let mut cells = [b'.'; 81];
            for (r, &src_r) in rows.iter().enumerate() {
                for c in 0..9 {
                    let v = SOLVED[src_r * 9 + c];
                    let (rr, cc) = if transpose { (c, r) } else { (r, c) };
                    cells[rr * 9 + cc] = digits[(v - b'1') as usize];
                }
            }
            let blanks = 45 + rng.below(15);
            for _ in 0..blanks {
                cells[rng.below(81)] = b'.';
            }
            String::from_utf8(cells.to_vec()).unwrap()
        })
        .collect()
}

#[test]
fn thousand_puzzles_same_output_with_one_and_two_threads() {
    let puzzles = generated_puzzles(1000, 0x9e37_79b9_7f4a_7c15);
    let text = puzzles.join("\n") + "\n";
    let one = run_stdin(&["solve", "--threads", "1"], &text);
    let two = run_stdin(&["solve", "--threads", "2"], &text);
    let many = run_stdin(&["solve", "--threads", "16", "--format", "text"], &text);
    assert_eq!(one.status.code(), Some(0), "{}", stderr(&one));
    assert_eq!(two.status.code(), Some(0));
    assert_eq!(one.stdout, two.stdout);
    assert_eq!(one.stdout, many.stdout);
    let lines = stdout_lines(&one);
    assert_eq!(lines.len(), 1000);
    for (p, s) in puzzles.iter().zip(&lines) {
        assert_solves(p, s);
    }
    assert!(stderr(&two).starts_with("1000 puzzles: 1000 solved"));

    let one = run_stdin(&["validate", "--threads", "1", "--format", "ndjson"], &text);
    let two = run_stdin(&["validate", "--threads", "2", "--format", "ndjson"], &text);
    assert_eq!(one.stdout, two.stdout);
    assert_eq!(stdout_lines(&two).len(), 1000);
}

#[test]
fn shared_unbiased_set_same_output_with_one_and_two_threads() {
    let Some(data) = shared_data() else {
        return;
    };
    let path = data.join("unbiased_1000.txt");
    let p = path.to_str().unwrap();
    let one = run(&["solve", "--threads", "1", p]);
    let two = run(&["solve", "--threads", "2", p]);
    assert_eq!(one.status.code(), Some(0));
    assert_eq!(one.stdout, two.stdout);
    let puzzles = puzzle_lines(&path);
    let lines = stdout_lines(&two);
    assert_eq!(lines.len(), 1000);
    for (p, s) in puzzles.iter().zip(&lines) {
        assert_solves(p, s);
    }
    assert!(stderr(&two).starts_with("1000 puzzles: 1000 solved (1000 unique, 0 multiple)"));
}

/// The SE fixture: (puzzle, "ER/EP/ED", hardest technique) per line.
fn se_easy() -> Vec<(String, String, String)> {
    puzzle_lines(&fixture("se_easy.tsv"))
        .iter()
        .map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            assert_eq!(f.len(), 3, "fixture line {l}");
            (f[0].to_owned(), f[1].to_owned(), f[2].to_owned())
        })
        .collect()
}

#[test]
fn grade_matches_sukaku_explainer_on_easy_puzzles_in_order() {
    let rows = se_easy();
    assert!(rows.len() >= 20);
    let want: Vec<String> = rows.iter().map(|(_, r, t)| format!("{r}\t{t}")).collect();
    // Repeated so that many threads see many chunks out of order.
    let text = rows
        .iter()
        .map(|(p, _, _)| format!("{p}\n"))
        .collect::<String>()
        .repeat(5);
    for threads in ["1", "2", "7"] {
        let out = run_stdin(&["grade", "--threads", threads], &text);
        assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
        let lines = stdout_lines(&out);
        assert_eq!(lines.len(), want.len() * 5, "threads {threads}");
        for (i, line) in lines.iter().enumerate() {
            assert_eq!(
                line,
                &want[i % want.len()],
                "threads {threads}, line {}",
                i + 1
            );
        }
        let n = want.len() * 5;
        assert!(
            stderr(&out).starts_with(&format!("{n} puzzles: {n} rated (hardest ER ")),
            "{}",
            stderr(&out)
        );
    }
}

#[test]
fn grade_ndjson_has_the_full_rating() {
    let rows = se_easy();
    let text: String = rows.iter().map(|(p, _, _)| format!("{p}\n")).collect();
    let out = run_stdin(&["grade", "--format", "ndjson", "--threads", "3"], &text);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let lines = stdout_lines(&out);
    assert_eq!(lines.len(), rows.len());
    let levels = ["easy", "medium", "hard", "expert", "master", "extreme"];
    for (i, (line, (_, rating, technique))) in lines.iter().zip(&rows).enumerate() {
        let v: Value = serde_json::from_str(line).expect("one JSON object per line");
        assert_eq!(v["line"], i as u64 + 1);
        let parts: Vec<f64> = rating.split('/').map(|x| x.parse().unwrap()).collect();
        let r = &v["rating"];
        assert_eq!(
            [&r["er"], &r["ep"], &r["ed"]].map(|x| x.as_f64().expect("a number")),
            [parts[0], parts[1], parts[2]]
        );
        assert!(levels.contains(&v["level"].as_str().unwrap()), "{line}");
        for key in ["id", "name", "se_name", "family"] {
            assert!(v["hardest"][key].is_string(), "hardest.{key} in {line}");
        }
        // SE's name for the hardest step is the one its reports print.
        assert_eq!(v["hardest"]["se_name"], *technique, "{line}");
        assert_eq!(v["complete"], true);
        assert_eq!(v["incomplete"], Value::Null);
        assert!(v["micros"].is_u64());
        assert!(v.get("path").is_none());
        // Every step is counted once, and the hardest technique's own
        // hardest step is ER.
        let t = v["techniques"].as_array().expect("techniques array");
        let total: u64 = t.iter().map(|h| h["count"].as_u64().unwrap()).sum();
        assert_eq!(Some(total), v["steps"].as_u64());
        assert!(total > 0);
        let hardest = t.iter().find(|h| h["id"] == v["hardest"]["id"]).unwrap();
        assert_eq!(hardest["max_rating"], r["er"]);
    }
}

const HINT_PUZZLE: &str =
    "..3.7..4...6..23.1.89.........1.7.8.517.....6...4.....271..9..5.95..........2....";

#[test]
fn hint_gives_a_step_in_text_and_json() {
    let out = run(&["hint", HINT_PUZZLE]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let lines = stdout_lines(&out);
    assert_eq!(lines[0], "step: Hidden Single (1.2)");
    assert_eq!(lines[1], "nudge: Look at box 1.");
    assert!(lines[2].starts_with("hint: ") && lines[3].starts_with("full: "));
    assert_eq!(lines[4], "place: r1c2=2");

    let out = run_stdin(&["hint", "--format", "json"], &format!("{HINT_PUZZLE}\n"));
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["kind"], "step");
    assert_eq!(v["step"]["technique"]["id"], "hidden_single");
    assert_eq!(
        v["step"]["placements"],
        serde_json::json!([{"row": 0, "col": 1, "digit": 2}])
    );
    assert_eq!(v["step"]["explanation"]["nudge"], "Look at box 1.");
}

#[test]
fn hint_and_grade_write_the_language_asked() {
    let out = run(&["hint", "--lang", "ja", HINT_PUZZLE]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let lines = stdout_lines(&out);
    assert_eq!(lines[1], "nudge: ブロック1に注目してください。");
    assert_eq!(lines[4], "place: r1c2=2");
    let out = run(&["hint", "--lang", "ko-KR", "--format", "json", HINT_PUZZLE]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["step"]["explanation"]["nudge"], "1번 박스를 보세요.");
    let out = run_stdin(
        &["grade", "--format", "ndjson", "--lang", "ko"],
        &format!("{HINT_PUZZLE}\n"),
    );
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["hardest"]["id"], "pointing");
    assert_eq!(v["hardest"]["name"], "포인팅");
    // A language the texts are not written in is a usage error naming the choices.
    let out = run(&["hint", "--lang", "fr", HINT_PUZZLE]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("en, ko, ja"), "{}", stderr(&out));
}

#[test]
fn hint_reports_mistakes_marks_and_errors() {
    // A wrong digit against the givens, and the conflicts it makes.
    let wrong = format!("3{}", &HINT_PUZZLE[1..]);
    let out = run(&["hint", "--givens", HINT_PUZZLE, "--format", "json", &wrong]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["kind"], "mistakes");
    assert_eq!(
        v["mistakes"][0],
        serde_json::json!({"kind": "wrong_digit", "row": 0, "col": 0, "digit": 3})
    );
    assert_eq!(v["mistakes"][1]["kind"], "conflict");
    // Marks: r1c2 marked without its solution digit 2.
    let mut marks = vec!["."; 81];
    marks[1] = "19";
    let out = run(&["hint", "--candidates", &marks.join(","), HINT_PUZZLE]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(
        stdout_lines(&out),
        ["mistakes: 1", "missing candidate: r1c2 needs the mark 2"]
    );
    // A mark outside 1-9, a given not kept, a puzzle with several solutions.
    marks[1] = "20";
    let out = run(&["hint", "--candidates", &marks.join(" "), HINT_PUZZLE]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        stdout_lines(&out),
        ["error: invalid_request: candidates: the pencil mark 0 at r1c2 is not a digit 1-9"]
    );
    let dropped = format!("{}.{}", &HINT_PUZZLE[..2], &HINT_PUZZLE[3..]);
    let out = run(&["hint", "--givens", HINT_PUZZLE, &dropped]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        stdout_lines(&out),
        ["error: invalid_grid: the given 3 at r1c3 is missing from the grid"]
    );
    let out = run(&["hint", "--format", "json", &".".repeat(81)]);
    assert_eq!(out.status.code(), Some(1));
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["error"]["code"], "multiple_solutions");
    // Solved: done.
    let solved =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
    assert_eq!(stdout_lines(&run(&["hint", solved])), ["done"]);
    // Usage: a missing marks file.
    let out = run(&["hint", "--candidates", "@/definitely/not/here", HINT_PUZZLE]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn hint_says_a_file_name_is_not_a_grid_and_reads_one_with_at() {
    // A file of puzzles where the grid goes: a usage error naming the
    // file and what to write instead, not "unexpected character".
    let mixed = fixture("mixed.txt");
    let mixed = mixed.to_str().unwrap();
    for args in [
        vec!["hint", mixed],
        vec!["hint", "--givens", mixed, HINT_PUZZLE],
    ] {
        let out = run(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.contains(&format!("{mixed} is a file, not a grid")),
            "{err}"
        );
        assert!(err.contains(&format!("write @{mixed}")), "{err}");
    }
    // `@FILE` reads the grid (and the givens) from a file.
    let dir = std::env::temp_dir().join(format!("hint-at-file-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("grid.txt");
    std::fs::write(&file, format!("{HINT_PUZZLE}\n")).unwrap();
    let at = format!("@{}", file.display());
    let by_file = run(&["hint", "--format", "json", "--givens", &at, &at]);
    let by_arg = run(&[
        "hint",
        "--format",
        "json",
        "--givens",
        HINT_PUZZLE,
        HINT_PUZZLE,
    ]);
    assert_eq!(by_file.status.code(), Some(0));
    assert_eq!(by_file.stdout, by_arg.stdout);
    // A file that is not one grid is refused as a grid, exit status 1.
    let out = run(&["hint", &format!("@{mixed}")]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stdout_lines(&out)[0].starts_with("error: invalid_grid: "));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn grade_reports_bad_lines_and_exits_1() {
    let out = run(&[
        "grade",
        "--threads",
        "2",
        fixture("mixed.txt").to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(1));
    let lines = stdout_lines(&out);
    assert_eq!(lines.len(), 8, "{lines:?}");
    // The same error lines as `solve`, plus one for the ambiguous puzzle.
    for (i, want) in MIXED_ERRORS {
        assert_eq!(lines[i], want);
    }
    assert_eq!(
        lines[5],
        "error: multiple_solutions line 8: the puzzle has more than one solution; ratings are defined for puzzles with exactly one"
    );
    // The two unique puzzles are rated: `ER/EP/ED<TAB>technique`.
    for i in [0, 7] {
        let (rating, technique) = lines[i].split_once('\t').expect("a tab");
        assert_eq!(rating.split('/').count(), 3, "{}", lines[i]);
        assert!(!technique.is_empty());
    }
    let err = stderr(&out);
    assert!(
        err.starts_with("8 puzzles: 2 rated")
            && err.contains("4 invalid, 1 unsolvable, 1 multiple;"),
        "{err}"
    );

    let out = run(&[
        "grade",
        "--format",
        "ndjson",
        fixture("mixed.txt").to_str().unwrap(),
    ]);
    let lines = stdout_lines(&out);
    let v: Value = serde_json::from_str(&lines[4]).unwrap();
    assert_eq!(v["line"], 6);
    assert_eq!(v["error"]["code"], "conflicting_givens");
    assert!(v["error"]["conflicts"].is_array());
}

#[test]
fn grade_marks_incomplete_ratings_and_exits_1() {
    // The hardest puzzles: out of a 1 ms budget, or beyond the techniques
    // implemented so far; either way the rating is incomplete.
    let hard: Vec<String> = puzzle_lines(&sudoku_testkit::fixtures().join("hardest.txt"))
        .into_iter()
        .take(3)
        .map(|l| l.chars().take(81).collect())
        .collect();
    let out = run_stdin(&["grade", "--budget-ms", "1"], &(hard.join("\n") + "\n"));
    assert_eq!(out.status.code(), Some(1));
    for line in stdout_lines(&out) {
        let f: Vec<&str> = line.split('\t').collect();
        assert_eq!(f.len(), 3, "{line}");
        assert!(f[0].starts_with(">="), "{line}");
        assert!(
            matches!(f[2], "incomplete:budget" | "incomplete:stuck"),
            "{line}"
        );
    }
    assert!(
        stderr(&out).starts_with("3 puzzles: 0 rated (hardest ER 0.0), 3 incomplete"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn grade_usage_and_io_errors_exit_2() {
    for args in [
        &["grade", "--budget-ms", "soon"][..],
        &["grade", "--threads", "0"][..],
        &["grade", "/definitely/not/here.txt"][..],
    ] {
        let out = run(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty());
    }
}

/// `generate` prints `count` distinct puzzles, the same ones as the core's
/// `generate_distinct` (and so as `POST /generate`) for the run seed, on any
/// number of threads. Extreme with mirror symmetry draws among a few
/// thousand verified puzzles, so 200 lines meet repeats, which are skipped.
#[test]
fn generate_skips_repeats_and_matches_the_core() {
    use sudoku_core::generate::{generate_distinct, Spec, Symmetry, Target};
    use sudoku_core::logic::Level;
    use sudoku_core::Budget;

    let args = [
        "generate",
        "--level",
        "extreme",
        "--symmetry",
        "mirror",
        "--count",
        "200",
        "--seed",
        "11",
    ];
    let one = run(&[&args[..], &["--threads", "1"]].concat());
    let two = run(&[&args[..], &["--threads", "2"]].concat());
    assert!(
        one.status.success(),
        "{}",
        String::from_utf8_lossy(&one.stderr)
    );
    assert_eq!(one.stdout, two.stdout, "the thread count changes nothing");
    let lines: Vec<String> = String::from_utf8(one.stdout)
        .unwrap()
        .lines()
        .map(str::to_owned)
        .collect();
    assert_eq!(lines.len(), 200);
    let distinct: std::collections::HashSet<&String> = lines.iter().collect();
    assert_eq!(distinct.len(), 200, "no repeated puzzle");
    let summary = String::from_utf8_lossy(&one.stderr).into_owned();
    assert!(!summary.contains(" 0 repeats skipped"), "{summary}");

    let mut spec = Spec::new(Target::Level(Level::Extreme));
    spec.symmetry = Symmetry::Mirror;
    let core: Vec<String> = generate_distinct(&spec, 11, 200, &Budget::unlimited())
        .unwrap()
        .iter()
        .map(|g| g.puzzle.to_string())
        .collect();
    assert_eq!(lines, core);
}

/// `PUZZLE` of the fixtures and its one solution.
const FORMS_PUZZLE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const FORMS_SOLUTION: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

#[test]
fn every_file_command_reads_the_three_forms() {
    // forms.txt: one line, two BOJ blocks (spaced and not), two LeetCode
    // boards (one line, spread over lines); each names its first line.
    let forms = fixture("forms.txt");
    let forms = forms.to_str().unwrap();
    let out = run(&["solve", "--format", "ndjson", forms]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let lines: Vec<Value> = stdout_lines(&out)
        .iter()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let firsts: Vec<u64> = lines.iter().map(|l| l["line"].as_u64().unwrap()).collect();
    assert_eq!(firsts, [2, 4, 14, 24, 25]);
    for l in &lines {
        assert_eq!(l["solution"], FORMS_SOLUTION);
    }
    let out = run(&["validate", forms]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(stdout_lines(&out), vec!["valid incomplete unique"; 5]);
    let out = run(&["grade", forms]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let grades = stdout_lines(&out);
    assert_eq!(grades.len(), 5);
    assert!(grades.iter().all(|g| g == &grades[0]), "{grades:?}");
    // With one thread and chunks of every size the answer is the same.
    let one = run(&["solve", "--threads", "1", forms]);
    let two = run(&["solve", "--threads", "2", forms]);
    assert_eq!(one.stdout, two.stdout);
}

#[test]
fn solve_format_grid_prints_nine_lines_as_boj_2580_expects() {
    let boj = "0 3 5 4 6 9 2 7 8\n7 8 2 1 0 5 6 0 9\n0 6 0 2 7 8 1 3 5\n3 2 1 0 4 6 8 9 7\n\
               8 0 4 9 1 3 5 0 6\n5 9 6 8 2 0 4 1 3\n9 1 7 6 5 2 0 8 0\n6 0 3 7 0 1 9 5 2\n\
               2 5 8 3 9 4 7 6 0\n";
    let out = run_stdin(&["solve", "--format", "grid"], boj);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = String::from_utf8(out.stdout).unwrap();
    let rows: Vec<&str> = text.lines().collect();
    assert_eq!(rows.len(), 9);
    let cells: String = rows.concat().split(' ').collect();
    assert!(rows.iter().all(|r| r.len() == 17));
    let puzzle: String = boj.split_whitespace().collect();
    assert_solves(&puzzle, &cells);
    // Solutions one after the other, errors as text lines.
    let out = run_stdin(
        &["solve", "--format", "grid"],
        &format!("{FORMS_PUZZLE}\nx\n{FORMS_PUZZLE}\n"),
    );
    let lines = stdout_lines(&out);
    assert_eq!(lines.len(), 19);
    assert_eq!(
        lines[9],
        "error: invalid_grid line 2: unexpected character 'x' at index 0 (row 0, col 0)"
    );
    assert_eq!(lines[0], "5 3 4 6 7 8 9 1 2");
    // Only `solve` prints solutions.
    for cmd in ["validate", "grade"] {
        let out = run_stdin(&[cmd, "--format", "grid"], FORMS_PUZZLE);
        assert_eq!(out.status.code(), Some(2), "{cmd}");
        assert!(
            stderr(&out).contains("invalid value 'grid'"),
            "{}",
            stderr(&out)
        );
    }
}

#[test]
fn malformed_forms_name_the_puzzles_first_line() {
    let bad = fixture("forms_bad.txt");
    let out = run(&["solve", bad.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        stdout_lines(&out),
        [
            "error: invalid_grid line 1: row 2 (line 2) has 8 cells; a puzzle in nine lines has 9 in each row",
            "error: invalid_grid line 11: a puzzle in nine lines of 9 cells stops after 5 lines",
            r#"error: invalid_grid line 17: grid[4][8]: expected "1"-"9", "." or "0", got "x""#,
            "error: invalid_grid line 18: grid: expected 9 rows, got 8",
        ]
    );
}

#[test]
fn hint_takes_a_leetcode_board_and_a_boj_block() {
    let board: Vec<String> = FORMS_PUZZLE
        .as_bytes()
        .chunks(9)
        .map(|r| {
            let cells: Vec<String> = r.iter().map(|&b| format!("\"{}\"", b as char)).collect();
            format!("[{}]", cells.join(","))
        })
        .collect();
    let board = format!("[{}]", board.join(",\n"));
    let by_line = run(&["hint", "--format", "json", FORMS_PUZZLE]);
    let by_board = run_stdin(&["hint", "--format", "json", "--givens", &board], &board);
    assert_eq!(by_board.status.code(), Some(0), "{}", stderr(&by_board));
    assert_eq!(by_board.stdout, by_line.stdout);
    let mixed = board.replacen("\"7\"", "7", 1);
    let out = run_stdin(&["hint"], &mixed);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stdout).contains("grid[0][4]: expected"));
}
