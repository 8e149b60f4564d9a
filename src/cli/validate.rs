//! `sudoku-service validate [FILE|-]`: one line per grid, in input order.
//!
//! Text: `valid|invalid complete|incomplete none|unique|multiple|-` followed
//! by the conflicts in compact form (`row0:5@r0c0,r0c8`), or
//! `error: invalid_grid line <n>: <detail>` for a line that is not a grid.
//! NDJSON: the HTTP `/validate` fields with the line number:
//! `{"line":n,"valid":…,"complete":…,"solved":…,"conflicts":[…],"solutions":"none"|"unique"|"multiple"|null}`.

use std::io::{self, BufWriter, Write};
use std::path::PathBuf;
use std::time::Instant;

use clap::Args;
use serde::Serialize;

use crate::sudoku::{solve, Budget, Conflict, Mode, Outcome, ParseError};

use super::input::{Input, Puzzle};
use super::output::{code, ConflictsCompact, ConflictsJson, ErrorBody, ErrorLine, Format, Shown};
use super::parallel::ordered_map;
use super::progress::Progress;
use super::summary::{Timed, ValidateTally};
use super::{thread_count, CliError, Status};

/// Output buffer size.
const WRITE_BUFFER: usize = 256 * 1024;

/// Arguments of `validate`.
#[derive(Debug, Clone, Args)]
pub struct ValidateArgs {
    /// Grid file, one grid per line (81 cells: `1`-`9` digits, `0` or `.` empty; blank
    /// and `#` lines skipped). `-` or nothing reads standard input.
    #[arg(value_name = "FILE")]
    pub input: Option<PathBuf>,

    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,

    /// Worker threads [default: all cores]. The output order is the input order whatever the count.
    #[arg(long, value_parser = clap::value_parser!(u16).range(1..))]
    pub threads: Option<u16>,
}

/// How many completions a valid grid has, counted to 2.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Solutions {
    None,
    Unique,
    Multiple,
    /// The solver stopped without an answer (cannot happen without a budget).
    Unknown,
}

impl Solutions {
    fn as_str(self) -> &'static str {
        match self {
            Solutions::None => "none",
            Solutions::Unique => "unique",
            Solutions::Multiple => "multiple",
            Solutions::Unknown => "-",
        }
    }
}

/// One grid's verdict.
struct Checked {
    complete: bool,
    conflicts: Vec<Conflict>,
    /// `None` when the grid is not valid (not searched).
    solutions: Option<Solutions>,
}

struct Validated {
    line: u64,
    end: u64,
    result: Result<Checked, ParseError>,
}

fn check(puzzle: Puzzle, budget: &Budget) -> Validated {
    let result = puzzle.grid.map(|grid| {
        let conflicts = grid.conflicts();
        let solutions =
            conflicts
                .is_empty()
                .then(|| match solve(&grid, Mode::UNIQUE, budget).outcome {
                    Outcome::Unsolvable | Outcome::Conflicting(_) => Solutions::None,
                    Outcome::Unique(_) | Outcome::Solved(_) => Solutions::Unique,
                    Outcome::Multiple { .. } => Solutions::Multiple,
                    Outcome::Cancelled => Solutions::Unknown,
                });
        Checked {
            complete: grid.is_complete(),
            conflicts,
            solutions,
        }
    });
    Validated {
        line: puzzle.line,
        end: puzzle.end,
        result,
    }
}

/// Runs `validate` to the end: every line printed, then the summary on stderr.
///
/// Exit status 0 when every grid is valid and has at least one completion.
pub fn run(args: &ValidateArgs) -> Result<Status, CliError> {
    let start = Instant::now();
    let input = Input::open(args.input.as_deref())?;
    let mut progress = Progress::new(input.size(), "grids");
    let budget = Budget::unlimited();
    let mut tally = ValidateTally::default();
    let stdout = io::stdout();
    let mut out = BufWriter::with_capacity(WRITE_BUFFER, stdout.lock());
    let format = args.format;

    let result = ordered_map(
        thread_count(args.threads),
        input.puzzles(),
        |p| check(p, &budget),
        |v| {
            write_line(&mut out, format, &v, &mut tally).map_err(CliError::Write)?;
            progress.advance(v.end);
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
    Ok(if tally.all_good() {
        Status::AllGood
    } else {
        Status::SomeFailed
    })
}

#[derive(Serialize)]
struct ValidateLine<'a> {
    line: u64,
    valid: bool,
    complete: bool,
    solved: bool,
    conflicts: ConflictsJson<'a>,
    solutions: Option<&'static str>,
}

fn write_line(
    out: &mut impl Write,
    format: Format,
    v: &Validated,
    tally: &mut ValidateTally,
) -> io::Result<()> {
    tally.grids += 1;
    let c = match &v.result {
        Err(e) => {
            tally.unparsable += 1;
            return match format {
                Format::Text => writeln!(out, "error: {} line {}: {e}", code::INVALID_GRID, v.line),
                Format::Ndjson => {
                    let line = ErrorLine {
                        line: v.line,
                        error: ErrorBody {
                            code: code::INVALID_GRID,
                            detail: Shown(e),
                            conflicts: None,
                        },
                    };
                    serde_json::to_writer(&mut *out, &line)?;
                    out.write_all(b"\n")
                }
            };
        }
        Ok(c) => c,
    };
    let valid = c.conflicts.is_empty();
    if valid {
        tally.valid += 1;
        if c.complete {
            tally.solved += 1;
        }
        match c.solutions {
            Some(Solutions::None) => tally.no_solution += 1,
            Some(Solutions::Unique) => tally.unique += 1,
            Some(Solutions::Multiple) => tally.multiple += 1,
            Some(Solutions::Unknown) | None => {}
        }
    } else {
        tally.invalid += 1;
    }
    match format {
        Format::Text => {
            write!(
                out,
                "{} {} {}",
                if valid { "valid" } else { "invalid" },
                if c.complete { "complete" } else { "incomplete" },
                c.solutions.map_or("-", Solutions::as_str)
            )?;
            if !valid {
                write!(out, " {}", ConflictsCompact(&c.conflicts))?;
            }
            out.write_all(b"\n")
        }
        Format::Ndjson => {
            let line = ValidateLine {
                line: v.line,
                valid,
                complete: c.complete,
                solved: valid && c.complete,
                conflicts: ConflictsJson(&c.conflicts),
                solutions: c
                    .solutions
                    .filter(|s| *s != Solutions::Unknown)
                    .map(Solutions::as_str),
            };
            serde_json::to_writer(&mut *out, &line)?;
            out.write_all(b"\n")
        }
    }
}
