//! `sudoku-service validate [FILE|-]`: one line per grid, in input order.
//!
//! Text: `valid|invalid complete|incomplete none|unique|multiple|-` followed
//! by the conflicts in compact form (`row0:5@r0c0,r0c8`), or
//! `error: invalid_grid line <n>: <detail>` for a line that is not a grid.
//! NDJSON: the HTTP `/validate` fields with the line number:
//! `{"line":n,"valid":…,"complete":…,"solved":…,"conflicts":[…],"solutions":"none"|"unique"|"multiple"|null}`.

use clap::Args;
use serde::Serialize;

use crate::answer::{ConflictsJson, ErrorCode, Solutions};
use crate::sudoku::{solve_unique, Budget, Grid};

use super::forms::PuzzleError;

use super::output::{in_memory, write_error, write_json_line, ConflictsCompact, Format};
use super::runner::{self, FileArgs, LineTask};
use super::summary::ValidateTally;
use super::{CliError, Status};

/// Arguments of `validate`.
#[derive(Debug, Clone, Args)]
pub struct ValidateArgs {
    /// Input and threads.
    #[command(flatten)]
    pub file: FileArgs,

    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
}

/// Runs `validate` to the end: every line printed, then the summary on stderr.
///
/// Exit status 0 when every grid is valid and has at least one completion.
pub fn run(args: &ValidateArgs) -> Result<Status, CliError> {
    let task = ValidateTask {
        format: args.format,
        budget: Budget::unlimited(),
    };
    runner::run(&args.file, "grids", &task)
}

/// `validate` as a [`LineTask`].
struct ValidateTask {
    format: Format,
    budget: Budget,
}

#[derive(Serialize)]
struct ValidateLine<'a> {
    line: u64,
    valid: bool,
    complete: bool,
    solved: bool,
    conflicts: ConflictsJson<'a>,
    solutions: Option<Solutions>,
}

impl LineTask for ValidateTask {
    type Tally = ValidateTally;

    fn tally(&self) -> ValidateTally {
        ValidateTally::default()
    }

    fn line(
        &self,
        line: u64,
        grid: Result<Grid, PuzzleError>,
        out: &mut Vec<u8>,
        tally: &mut ValidateTally,
    ) {
        tally.grids += 1;
        let grid = match grid {
            Ok(grid) => grid,
            Err(e) => {
                tally.unparsable += 1;
                return write_error(out, self.format, line, ErrorCode::InvalidGrid, e, None);
            }
        };
        let conflicts = grid.conflicts();
        let complete = grid.is_complete();
        let valid = conflicts.is_empty();
        // An invalid grid is not searched.
        // `None` also when the solver was stopped, which cannot happen
        // without a budget: the line then shows `-`.
        let solutions = if valid {
            Solutions::of(&solve_unique(&grid, &self.budget).outcome)
        } else {
            None
        };
        if valid {
            tally.valid += 1;
            if complete {
                tally.solved += 1;
            }
            match solutions {
                Some(Solutions::None) => tally.no_solution += 1,
                Some(Solutions::Unique) => tally.unique += 1,
                Some(Solutions::Multiple) => tally.multiple += 1,
                None => {}
            }
        } else {
            tally.invalid += 1;
        }
        in_memory(match self.format {
            Format::Text => {
                use std::io::Write;
                write!(
                    out,
                    "{} {} {}",
                    if valid { "valid" } else { "invalid" },
                    if complete { "complete" } else { "incomplete" },
                    solutions.map_or("-", Solutions::as_str)
                )
                .and_then(|()| {
                    if !valid {
                        write!(out, " {}", ConflictsCompact(&conflicts))?;
                    }
                    out.write_all(b"\n")
                })
            }
            Format::Ndjson => write_json_line(
                out,
                &ValidateLine {
                    line,
                    valid,
                    complete,
                    solved: valid && complete,
                    conflicts: ConflictsJson(&conflicts),
                    solutions,
                },
            ),
        })
    }
}
