use clap::Parser;
use sudoku_service::cli::{self, Cli, Command};

fn main() -> std::process::ExitCode {
    let cli = Cli::parse();
    match cli.command {
        None => serve(cli.serve),
        Some(Command::Serve(config)) => serve(config),
        Some(Command::Solve(args)) => cli::finish(cli::solve::run(&args)),
        Some(Command::Validate(args)) => cli::finish(cli::validate::run(&args)),
    }
}

fn serve(_config: sudoku_service::http::config::Config) -> std::process::ExitCode {
    std::process::ExitCode::SUCCESS
}
