//! `sudoku-service validate [FILE|-]`: one line per grid, in input order.
//!
//! Text: `valid|invalid complete|incomplete none|unique|multiple|-` followed
//! by the conflicts in compact form (`row0:5@r0c0,r0c8`), or
//! `error: invalid_grid line <n>: <detail>` for a line that is not a grid.
//! NDJSON: the HTTP `/validate` fields with the line number:
//! `{"line":n,"valid":…,"complete":…,"solved":…,"conflicts":[…],"solutions":"none"|"unique"|"multiple"|null}`.

use clap::Args;
use serde::Serialize;
use sudoku_api::endpoint;

use crate::answer::{ErrorCode, Solutions, ValidateJson};
use crate::sudoku::{solve_unique, Budget, Grid};

use super::forms::PuzzleError;

use super::output::{
    in_memory, write_error, write_json_line, write_problem, ConflictsCompact, Format,
};
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

/// One NDJSON line of `validate`: the line number, then `/validate`'s
/// answer.
#[derive(Serialize)]
struct ValidateLine {
    line: u64,
    #[serde(flatten)]
    answer: ValidateJson,
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
        // `/validate`'s flow: an invalid grid is not searched. Without a
        // budget the count always finishes; were it stopped, the line would
        // be a timeout's error line.
        let counted = (!grid.has_conflicts()).then(|| solve_unique(&grid, &self.budget).outcome);
        let answer = match endpoint::validated(&grid, counted.as_ref(), 0) {
            Ok(answer) => answer,
            Err(problem) => return write_problem(out, self.format, line, &problem),
        };
        let (valid, complete, solutions) = (answer.valid, answer.complete, answer.solutions);
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
                        write!(out, " {}", ConflictsCompact(&answer.conflicts))?;
                    }
                    out.write_all(b"\n")
                })
            }
            Format::Ndjson => write_json_line(out, &ValidateLine { line, answer }),
        })
    }
}
