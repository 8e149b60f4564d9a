//! `sudoku-service solve [FILE|-]`: one output line per puzzle, in input order.
//!
//! Text: the 81-digit solution, or `error: <code> line <n>: <detail>`.
//! Grid (`--format grid`): the solution as nine lines of nine
//! space-separated digits (BOJ 2580's answer), errors as in text.
//! NDJSON: `{"line":n,"solution":"…","unique":bool,"stats":{"guesses":n,"micros":n}}`
//! or `{"line":n,"error":{"code":"…","detail":"…"}}` (plus `conflicts` inside
//! `error` for conflicting givens). Codes are the HTTP API's.

use std::time::Instant;

use clap::{Args, ValueEnum};
use serde::Serialize;

use crate::answer::{ErrorCode, Failure, Verdict};
use crate::sudoku::{solve_first, solve_unique, Budget, Grid, Stats};

use super::forms::PuzzleError;

use super::output::{
    grid_str, in_memory, write_error, write_failure, write_json_line, Format, Shown,
};
use super::runner::{self, FileArgs, LineTask};
use super::summary::SolveTally;
use super::{CliError, Status};

/// Arguments of `solve`.
#[derive(Debug, Clone, Args)]
pub struct SolveArgs {
    /// Input and threads.
    #[command(flatten)]
    pub file: FileArgs,

    /// Output format.
    #[arg(long, value_enum, default_value_t = SolveFormat::Text)]
    pub format: SolveFormat,

    /// `unique` counts solutions to 2 and reports uniqueness; `first` stops at the first solution.
    #[arg(long, value_enum, default_value_t = SolveMode::Unique)]
    pub mode: SolveMode,

    /// Report a puzzle with several solutions as an error (`multiple_solutions`)
    /// instead of printing one of them. Needs `--mode unique`.
    #[arg(long)]
    pub strict: bool,
}

/// Output format of `solve`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum, Default)]
pub enum SolveFormat {
    /// One line per puzzle: the 81-digit solution or an error.
    #[default]
    Text,
    /// One JSON object per line.
    Ndjson,
    /// Each solution as nine lines of nine space-separated digits (BOJ 2580's answer); errors as in text.
    Grid,
}

impl SolveFormat {
    /// The format of error lines.
    fn errors(self) -> Format {
        match self {
            SolveFormat::Ndjson => Format::Ndjson,
            SolveFormat::Text | SolveFormat::Grid => Format::Text,
        }
    }
}

/// What `solve` looks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum SolveMode {
    /// Stop at the first solution; uniqueness is not checked.
    First,
    /// Count solutions to 2: tells unique puzzles from ambiguous ones.
    Unique,
}

/// Runs `solve` to the end: every line printed, then the summary on stderr.
pub fn run(args: &SolveArgs) -> Result<Status, CliError> {
    if args.strict && args.mode == SolveMode::First {
        return Err(CliError::Usage(
            "--strict needs --mode unique: --mode first does not look for a second solution",
        ));
    }
    let task = SolveTask {
        format: args.format,
        strict: args.strict,
        mode: args.mode,
        budget: Budget::unlimited(),
    };
    runner::run(&args.file, "puzzles", &task)
}

/// `solve` as a [`LineTask`].
struct SolveTask {
    format: SolveFormat,
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
        grid: Result<Grid, PuzzleError>,
        out: &mut Vec<u8>,
        tally: &mut SolveTally,
    ) {
        tally.puzzles += 1;
        let grid = match grid {
            Ok(grid) => grid,
            Err(e) => {
                tally.invalid += 1;
                return write_error(
                    out,
                    self.format.errors(),
                    line,
                    ErrorCode::InvalidGrid,
                    e,
                    None,
                );
            }
        };
        // The clock is read only when the output shows it.
        let start = (self.format == SolveFormat::Ndjson).then(Instant::now);
        let micros = || {
            start.map_or(0, |t| {
                u64::try_from(t.elapsed().as_micros()).unwrap_or(u64::MAX)
            })
        };
        match self.mode {
            SolveMode::First => {
                let report = solve_first(&grid, &self.budget);
                let stats = StatsJson::new(report.stats, micros());
                self.write(line, Verdict::of_first(&report.outcome), stats, out, tally);
            }
            SolveMode::Unique => {
                let report = solve_unique(&grid, &self.budget);
                let stats = StatsJson::new(report.stats, micros());
                let verdict = Verdict::of_unique(&report.outcome, self.strict);
                self.write(line, verdict, stats, out, tally);
            }
        }
    }
}

/// Appends `grid` as nine lines of nine space-separated digits (BOJ
/// 2580's answer).
fn write_grid(out: &mut Vec<u8>, grid: &Grid) {
    for row in grid.rows() {
        for (c, d) in row.iter().enumerate() {
            out.push(b'0' + d);
            out.push(if c == 8 { b'\n' } else { b' ' });
        }
    }
}

impl StatsJson {
    fn new(stats: Stats, micros: u64) -> Self {
        StatsJson {
            guesses: stats.guesses,
            micros,
        }
    }
}

impl SolveTask {
    /// Counts the verdict and writes its line.
    fn write(
        &self,
        line: u64,
        verdict: Verdict<'_>,
        stats: StatsJson,
        out: &mut Vec<u8>,
        tally: &mut SolveTally,
    ) {
        match verdict {
            Verdict::Solution { grid, unique } => {
                tally.solved += 1;
                match unique {
                    Some(true) => tally.unique += 1,
                    Some(false) => tally.multiple += 1,
                    None => {}
                }
                match self.format {
                    SolveFormat::Grid => write_grid(out, grid),
                    SolveFormat::Text => {
                        let mut text = [b'\n'; 82];
                        for (b, &v) in text.iter_mut().zip(grid.cells()) {
                            *b = b'0' + v;
                        }
                        out.extend_from_slice(&text);
                    }
                    SolveFormat::Ndjson => in_memory(write_json_line(
                        out,
                        &SolutionLine {
                            line,
                            solution: grid_str(grid),
                            unique,
                            stats,
                        },
                    )),
                }
            }
            Verdict::Failure(failure) => {
                match failure {
                    Failure::Conflicting(_) => tally.invalid += 1,
                    Failure::Unsolvable => tally.unsolvable += 1,
                    Failure::MultipleSolutions => tally.multiple += 1,
                    Failure::Cancelled => tally.cancelled += 1,
                }
                write_failure(out, self.format.errors(), line, failure);
            }
        }
    }
}
