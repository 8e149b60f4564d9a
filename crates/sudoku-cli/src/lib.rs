//! # sudoku-cli
//!
//! The command line's offline companions `solve`, `validate`, `grade`,
//! `hint` and `generate`, and `healthcheck`. The binary `sudoku-service`
//! wires these subcommands here and `serve` (its default) to the server
//! crate; this crate knows nothing of the server, and answers in the shapes
//! of the answer layer ([`answer`], the crate `sudoku-api`) on the core
//! ([`sudoku`], the crate `sudoku-core`).
//!
//! | module | role |
//! |---|---|
//! | [`solve`] | `sudoku-service solve [FILE\|-]`: solve a puzzle file |
//! | [`validate`] | `sudoku-service validate [FILE\|-]`: check grids against the rules |
//! | [`generate`] | `sudoku-service generate --level L`: unique puzzles at a chosen difficulty, reproducible from a seed |
//! | [`grade`] | `sudoku-service grade [FILE\|-]`: SukakuExplainer-style difficulty ratings |
//! | [`hint`] | `sudoku-service hint [GRID\|-]`: the next step (or the mistakes) for one player's grid and pencil marks |
//! | [`healthcheck`] | `sudoku-service healthcheck`: probe a running server's `/healthz` (container probes) |
//! | [`forms`] | the puzzle forms a file may hold (81-cell lines, BOJ 2580's nine lines, LeetCode 37's JSON board), detected per puzzle |
//! | [`input`] | reading puzzle files in chunks of whole puzzles, with their line numbers |
//! | [`buffers`] | byte buffers reused from chunk to chunk |
//! | [`runner`] | the run all three share: read, work on the workers, write in order, summary, exit status |
//! | [`parallel`] | the ordered, streaming parallel map the runner is built on |
//! | [`placement`] | a new worker thread moves off its spawner's CPU |
//! | [`lang`] | `--lang`: the language of the texts `hint` and `grade` write |
//! | [`output`] | output format, stable error codes, error lines of the endpoints' problems, conflicts as JSON and compact text |
//! | [`progress`] | the progress bar on stderr (terminals only) |
//! | [`summary`] | the one-line summaries on stderr |

pub mod buffers;
pub mod forms;
pub mod generate;
pub mod grade;
pub mod healthcheck;
pub mod hint;
pub mod input;
pub mod lang;
pub mod output;
pub mod parallel;
pub mod placement;
pub mod progress;
pub mod runner;
pub mod solve;
pub mod summary;
pub mod validate;

use std::io;
use std::process::ExitCode;

use thiserror::Error;

/// The answer layer, from the crate [`sudoku_api`].
pub use sudoku_api::answer;
/// The core crate, [`sudoku_core`].
pub use sudoku_core as sudoku;

/// How a `solve`, `validate` or `grade` run ended, when it ran to the end.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    /// Every line succeeded: exit status 0.
    AllGood,
    /// Some lines did not (each has its error line): exit status 1.
    SomeFailed,
}

/// Why a run could not complete: exit status 2.
#[derive(Debug, Error)]
pub enum CliError {
    /// Arguments that parse but do not make sense together.
    #[error("{0}")]
    Usage(&'static str),
    /// The input file could not be opened.
    #[error("cannot open {name}: {source}")]
    Open {
        /// The path as given.
        name: String,
        /// Why.
        source: io::Error,
    },
    /// Reading failed part-way.
    #[error("cannot read {name} at line {line}: {source}")]
    Read {
        /// The path as given, or `standard input`.
        name: String,
        /// The line being read (1-based).
        line: u64,
        /// Why.
        source: io::Error,
    },
    /// Writing to standard output failed.
    #[error("cannot write to standard output: {0}")]
    Write(#[source] io::Error),
}

/// Turns a run's result into the process exit status, printing any error
/// on stderr: 0 all good, 1 some lines failed, 2 usage or I/O error.
pub fn finish(result: Result<Status, CliError>) -> ExitCode {
    match result {
        Ok(Status::AllGood) => ExitCode::SUCCESS,
        Ok(Status::SomeFailed) => ExitCode::from(1),
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}

/// The worker thread count: `requested`, or every core the process may use.
pub fn thread_count(requested: Option<u16>) -> usize {
    match requested {
        Some(n) => usize::from(n.max(1)),
        None => std::thread::available_parallelism().map_or(1, |n| n.get()),
    }
}
