//! `sudoku-service solve [FILE|-]`: one output line per puzzle, in input order.
//!
//! Text: the 81-digit solution, or `error: <code> line <n>: <detail>`.
//! NDJSON: `{"line":n,"solution":"…","unique":bool,"stats":{"guesses":n,"micros":n}}`
//! or `{"line":n,"error":{"code":"…","detail":"…"}}` (plus `conflicts` inside
//! `error` for conflicting givens). Codes are the HTTP API's.

use std::fmt;
use std::io::{self, BufWriter, Write};
use std::path::PathBuf;
use std::time::{Duration, Instant};

use clap::{Args, ValueEnum};
use serde::Serialize;

use crate::sudoku::{solve, Budget, Conflict, Grid, Mode, Outcome, ParseError, Report};

use super::input::{Input, Puzzle};
use super::output::{
    code, grid_str, ConflictsDetail, ConflictsJson, ErrorBody, ErrorLine, Format, Shown,
};
use super::parallel::ordered_map;
use super::progress::Progress;
use super::summary::{SolveTally, Timed};
use super::{thread_count, CliError, Status};

/// Output buffer size.
const WRITE_BUFFER: usize = 256 * 1024;

/// Arguments of `solve`.
#[derive(Debug, Clone, Args)]
pub struct SolveArgs {
    /// Puzzle file, one grid per line (81 cells: `1`-`9` givens, `0` or `.` empty; blank
    /// and `#` lines skipped). `-` or nothing reads standard input.
    #[arg(value_name = "FILE")]
    pub input: Option<PathBuf>,

    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,

    /// Worker threads [default: all cores]. The output order is the input order whatever the count.
    #[arg(long, value_parser = clap::value_parser!(u16).range(1..))]
    pub threads: Option<u16>,

    /// `unique` counts solutions to 2 and reports uniqueness; `first` stops at the first solution.
    #[arg(long, value_enum, default_value_t = SolveMode::Unique)]
    pub mode: SolveMode,

    /// Report a puzzle with several solutions as an error (`multiple_solutions`)
    /// instead of printing one of them. Needs `--mode unique`.
    #[arg(long)]
    pub strict: bool,
}

/// What `solve` looks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum SolveMode {
    /// Stop at the first solution; uniqueness is not checked.
    First,
    /// Count solutions to 2: tells unique puzzles from ambiguous ones.
    Unique,
}

impl SolveMode {
    fn core(self) -> Mode {
        match self {
            SolveMode::First => Mode::First,
            SolveMode::Unique => Mode::UNIQUE,
        }
    }
}

/// One puzzle's result, as it travels from a worker to the writer.
struct Solved {
    line: u64,
    end: u64,
    result: Result<(Report, Duration), ParseError>,
}

fn solve_puzzle(puzzle: Puzzle, mode: Mode, budget: &Budget) -> Solved {
    let result = puzzle.grid.map(|grid| {
        let start = Instant::now();
        let report = solve(&grid, mode, budget);
        (report, start.elapsed())
    });
    Solved {
        line: puzzle.line,
        end: puzzle.end,
        result,
    }
}

/// Runs `solve` to the end: every line printed, then the summary on stderr.
pub fn run(args: &SolveArgs) -> Result<Status, CliError> {
    let start = Instant::now();
    if args.strict && args.mode == SolveMode::First {
        return Err(CliError::Usage(
            "--strict needs --mode unique: --mode first does not look for a second solution",
        ));
    }
    let input = Input::open(args.input.as_deref())?;
    let mut progress = Progress::new(input.size(), "puzzles");
    let mode = args.mode.core();
    let budget = Budget::unlimited();
    let mut tally = SolveTally {
        uniqueness_checked: args.mode == SolveMode::Unique,
        ..SolveTally::default()
    };
    let stdout = io::stdout();
    let mut out = BufWriter::with_capacity(WRITE_BUFFER, stdout.lock());
    let mut writer = LineWriter {
        format: args.format,
        strict: args.strict,
    };

    let result = ordered_map(
        thread_count(args.threads),
        input.puzzles(),
        |p| solve_puzzle(p, mode, &budget),
        |s| {
            writer
                .write(&mut out, &s, &mut tally)
                .map_err(CliError::Write)?;
            progress.advance(s.end);
            Ok(())
        },
    );
    progress.finish();
    let flushed = out.flush().map_err(CliError::Write);
    result?;
    flushed?;
    eprintln!(
        "{}",
        Timed {
            tally,
            wall: start.elapsed()
        }
    );
    Ok(if tally.all_solved() {
        Status::AllGood
    } else {
        Status::SomeFailed
    })
}

/// What one output line says.
enum Verdict<'a> {
    Solution {
        grid: &'a Grid,
        unique: Option<bool>,
    },
    Error {
        code: &'static str,
        detail: Detail<'a>,
        conflicts: Option<&'a [Conflict]>,
    },
}

/// The human-readable part of an error line.
enum Detail<'a> {
    Parse(&'a ParseError),
    Conflicts(&'a [Conflict]),
    Text(&'static str),
}

impl fmt::Display for Detail<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Detail::Parse(e) => write!(f, "{e}"),
            Detail::Conflicts(c) => write!(f, "{}", ConflictsDetail(c)),
            Detail::Text(t) => f.write_str(t),
        }
    }
}

struct LineWriter {
    format: Format,
    strict: bool,
}

#[derive(Serialize)]
struct SolutionLine<'a> {
    line: u64,
    solution: Shown<&'a Grid>,
    /// `null` with `--mode first` (not checked).
    unique: Option<bool>,
    stats: StatsJson,
}

#[derive(Serialize, Default)]
struct StatsJson {
    guesses: u64,
    micros: u64,
}

impl LineWriter {
    /// Classifies one result, counts it and writes its line.
    fn write(
        &mut self,
        out: &mut impl Write,
        s: &Solved,
        tally: &mut SolveTally,
    ) -> io::Result<()> {
        tally.puzzles += 1;
        let (verdict, stats) = match &s.result {
            Err(e) => {
                tally.invalid += 1;
                let verdict = Verdict::Error {
                    code: code::INVALID_GRID,
                    detail: Detail::Parse(e),
                    conflicts: None,
                };
                (verdict, StatsJson::default())
            }
            Ok((report, took)) => {
                let stats = StatsJson {
                    guesses: report.stats.guesses,
                    micros: u64::try_from(took.as_micros()).unwrap_or(u64::MAX),
                };
                (self.classify(&report.outcome, tally), stats)
            }
        };
        match (self.format, verdict) {
            (Format::Text, Verdict::Solution { grid, .. }) => {
                let mut line = [b'\n'; 82];
                for (b, &v) in line.iter_mut().zip(grid.cells()) {
                    *b = b'0' + v;
                }
                out.write_all(&line)
            }
            (Format::Text, Verdict::Error { code, detail, .. }) => {
                writeln!(out, "error: {code} line {}: {detail}", s.line)
            }
            (Format::Ndjson, Verdict::Solution { grid, unique }) => {
                let line = SolutionLine {
                    line: s.line,
                    solution: grid_str(grid),
                    unique,
                    stats,
                };
                serde_json::to_writer(&mut *out, &line)?;
                out.write_all(b"\n")
            }
            (
                Format::Ndjson,
                Verdict::Error {
                    code,
                    detail,
                    conflicts,
                },
            ) => {
                let line = ErrorLine {
                    line: s.line,
                    error: ErrorBody {
                        code,
                        detail: Shown(detail),
                        conflicts: conflicts.map(ConflictsJson),
                    },
                };
                serde_json::to_writer(&mut *out, &line)?;
                out.write_all(b"\n")
            }
        }
    }

    fn classify<'a>(&self, outcome: &'a Outcome, tally: &mut SolveTally) -> Verdict<'a> {
        match outcome {
            Outcome::Solved(grid) => {
                tally.solved += 1;
                Verdict::Solution { grid, unique: None }
            }
            Outcome::Unique(grid) => {
                tally.solved += 1;
                tally.unique += 1;
                Verdict::Solution {
                    grid,
                    unique: Some(true),
                }
            }
            Outcome::Multiple { solution, .. } => {
                tally.multiple += 1;
                if self.strict {
                    Verdict::Error {
                        code: code::MULTIPLE_SOLUTIONS,
                        detail: Detail::Text("the puzzle has more than one solution"),
                        conflicts: None,
                    }
                } else {
                    tally.solved += 1;
                    Verdict::Solution {
                        grid: solution,
                        unique: Some(false),
                    }
                }
            }
            Outcome::Conflicting(conflicts) => {
                tally.invalid += 1;
                Verdict::Error {
                    code: code::CONFLICTING_GIVENS,
                    detail: Detail::Conflicts(conflicts),
                    conflicts: Some(conflicts),
                }
            }
            Outcome::Unsolvable => {
                tally.unsolvable += 1;
                Verdict::Error {
                    code: code::UNSOLVABLE,
                    detail: Detail::Text("the givens are consistent but no solution exists"),
                    conflicts: None,
                }
            }
            Outcome::Cancelled => {
                tally.cancelled += 1;
                Verdict::Error {
                    code: code::INTERNAL,
                    detail: Detail::Text("the solver stopped before an answer"),
                    conflicts: None,
                }
            }
        }
    }
}
