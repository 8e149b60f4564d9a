//! The command table: `serve` (the default, also what runs without a
//! subcommand) goes to the server crate, every other subcommand to the
//! command-line crate, which never sees the server's settings.

use clap::{Parser, Subcommand};
use sudoku_cli::{generate, grade, healthcheck, hint, solve, validate};
use sudoku_server::config::Config;

/// A fast, honest Sudoku API: solve and validate 9×9 grids.
#[derive(Debug, Parser)]
#[command(
    name = "sudoku-service",
    version,
    about,
    args_conflicts_with_subcommands = true
)]
pub struct Cli {
    /// What to do; without a subcommand the server runs.
    #[command(subcommand)]
    pub command: Option<Command>,

    /// Server settings, when no subcommand is given.
    #[command(flatten)]
    pub serve: Config,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Run the HTTP server (the default).
    Serve(Box<Config>),
    /// Check a running server: GET /healthz, exit 0 only on 200.
    Healthcheck(healthcheck::HealthcheckArgs),
    /// Solve a file of puzzles, one per line, in parallel, keeping the order.
    Solve(solve::SolveArgs),
    /// Check a file of grids against the rules and count their solutions.
    Validate(validate::ValidateArgs),
    /// Rate the difficulty of a file of puzzles (SukakuExplainer's ER/EP/ED scale).
    Grade(grade::GradeArgs),
    /// The next step for one player's grid (and pencil marks), or their mistakes.
    Hint(hint::HintArgs),
    /// Generate unique puzzles at a chosen level or ER range, reproducibly from a seed.
    Generate(generate::GenerateArgs),
}
