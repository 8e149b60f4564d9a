//! The command line: `serve` (the default) and the offline companions.

use clap::{Parser, Subcommand};

use crate::http::config::Config;

/// A fast, honest Sudoku API: solve and validate 9×9 grids.
#[derive(Debug, Parser)]
#[command(name = "sudoku-service", version, about, args_conflicts_with_subcommands = true)]
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
    Serve(Config),
}
