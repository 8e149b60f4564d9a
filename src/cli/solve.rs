//! `sudoku-service solve [FILE|-]`: one output line per puzzle, in input order.
//!
//! Text: the 81-digit solution, or `error: <code> line <n>: <detail>`.
//! NDJSON: `{"line":n,"solution":"…","unique":bool,"stats":{"guesses":n,"micros":n}}`
//! or `{"line":n,"error":{"code":"…","detail":"…"}}` (plus `conflicts` inside
//! `error` for conflicting givens). Codes are the HTTP API's.

use std::fmt;
use std::time::Instant;

use clap::{Args, ValueEnum};
use serde::Serialize;

use crate::sudoku::{solve, Budget, Conflict, Grid, Mode, Outcome, ParseError};

use super::output::{
    code, grid_str, in_memory, write_error, write_json_line, ConflictsDetail, Format, Shown,
};
use super::runner::{self, FileArgs, LineTask};
use super::summary::SolveTally;
use super::{CliError, Status};

/// Arguments of `solve`.
#[derive(Debug, Clone, Args)]
pub struct SolveArgs {
    /// Input, output format and threads.
    #[command(flatten)]
    pub file: FileArgs,

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

/// Runs `solve` to the end: every line printed, then the summary on stderr.
pub fn run(args: &SolveArgs) -> Result<Status, CliError> {
    if args.strict && args.mode == SolveMode::First {
        return Err(CliError::Usage(
            "--strict needs --mode unique: --mode first does not look for a second solution",
        ));
    }
    let task = SolveTask {
        format: args.file.format,
        strict: args.strict,
        mode: args.mode,
        budget: Budget::unlimited(),
    };
    runner::run(&args.file, "puzzles", &task)
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
    Conflicts(&'a [Conflict]),
    Text(&'static str),
}

impl fmt::Display for Detail<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Detail::Conflicts(c) => write!(f, "{}", ConflictsDetail(c)),
            Detail::Text(t) => f.write_str(t),
        }
    }
}

/// `solve` as a [`LineTask`].
struct SolveTask {
    format: Format,
    strict: bool,
    mode: SolveMode,
    budget: Budget,
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

impl LineTask for SolveTask {
    type Tally = SolveTally;

    fn tally(&self) -> SolveTally {
        SolveTally {
            uniqueness_checked: self.mode == SolveMode::Unique,
            ..SolveTally::default()
        }
    }

    fn line(
        &self,
        line: u64,
        grid: Result<Grid, ParseError>,
        out: &mut Vec<u8>,
        tally: &mut SolveTally,
    ) {
        tally.puzzles += 1;
        let grid = match grid {
            Ok(grid) => grid,
            Err(e) => {
                tally.invalid += 1;
                return write_error(out, self.format, line, code::INVALID_GRID, e, None);
            }
        };
        // The clock is read only when the output shows it.
        let start = (self.format == Format::Ndjson).then(Instant::now);
        let report = solve(&grid, self.mode.core(), &self.budget);
        let stats = StatsJson {
            guesses: report.stats.guesses,
            micros: start.map_or(0, |t| {
                u64::try_from(t.elapsed().as_micros()).unwrap_or(u64::MAX)
            }),
        };
        match (self.format, self.classify(&report.outcome, tally)) {
            (Format::Text, Verdict::Solution { grid, .. }) => {
                let mut text = [b'\n'; 82];
                for (b, &v) in text.iter_mut().zip(grid.cells()) {
                    *b = b'0' + v;
                }
                out.extend_from_slice(&text);
            }
            (Format::Ndjson, Verdict::Solution { grid, unique }) => in_memory(write_json_line(
                out,
                &SolutionLine {
                    line,
                    solution: grid_str(grid),
                    unique,
                    stats,
                },
            )),
            (
                format,
                Verdict::Error {
                    code,
                    detail,
                    conflicts,
                },
            ) => write_error(out, format, line, code, detail, conflicts),
        }
    }
}

impl SolveTask {
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
