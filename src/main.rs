use clap::Parser;
use sudoku_service::cli::{Cli, Command};

fn main() -> std::process::ExitCode {
    let cli = Cli::parse();
    match cli.command {
        None => serve(cli.serve),
        Some(Command::Serve(config)) => serve(config),
    }
}

fn serve(_config: sudoku_service::http::config::Config) -> std::process::ExitCode {
    std::process::ExitCode::SUCCESS
}
