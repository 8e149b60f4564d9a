//! `sudoku-service`: the server by default, plus command-line companions.

mod commands;

use std::process::ExitCode;

use clap::Parser;
use commands::{Cli, Command};
use sudoku_cli as cli;
use sudoku_server::http;

/// The binary's allocator (why: `Cargo.toml`, beside the dependency).
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> ExitCode {
    let command_line = Cli::parse();
    match command_line
        .command
        .unwrap_or(Command::Serve(Box::new(command_line.serve)))
    {
        Command::Serve(config) => http::server::main(*config),
        Command::Healthcheck(args) => cli::healthcheck::main(args),
        Command::Solve(args) => cli::finish(cli::solve::run(&args)),
        Command::Validate(args) => cli::finish(cli::validate::run(&args)),
        Command::Grade(args) => cli::finish(cli::grade::run(&args)),
        Command::Hint(args) => cli::hint::main(args),
        Command::Generate(args) => cli::finish(cli::generate::run(&args)),
    }
}
