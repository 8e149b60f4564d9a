//! `sudoku-service`: the server by default, plus command-line companions.

use std::process::ExitCode;

use clap::Parser;
use sudoku_service::cli::{self, Cli, Command};
use sudoku_service::http;

/// The binary's allocator (why: `Cargo.toml`, beside the dependency).
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command.unwrap_or(Command::Serve(cli.serve)) {
        Command::Serve(config) => http::server::main(config),
        Command::Healthcheck(args) => cli::healthcheck::main(args),
        Command::Solve(args) => cli::finish(cli::solve::run(&args)),
        Command::Validate(args) => cli::finish(cli::validate::run(&args)),
        Command::Grade(args) => cli::finish(cli::grade::run(&args)),
        Command::Hint(args) => cli::hint::main(args),
        Command::Generate(args) => cli::finish(cli::generate::run(&args)),
    }
}
