//! `sudoku-service grade [FILE|-]`: a SukakuExplainer-style difficulty
//! rating per puzzle, in input order.
//!
//! Text: `ER/EP/ED<TAB>hardest technique` (SE's names and one decimal, as in
//! SE's own output), e.g. `2.6/1.2/1.2<TAB>Pointing`. When the rating stops
//! early (the per-puzzle budget ran out, or no implemented technique
//! applies) the line reads `>=ER/EP/ED<TAB>hardest so far<TAB>incomplete:budget`
//! (or `incomplete:stuck`): each number is then a lower bound. A puzzle
//! that cannot be rated gets `error: <code> line <n>: <detail>`: not a grid
//! or conflicting givens (`invalid_grid`, `conflicting_givens`), no
//! solution (`unsolvable`), or several (`multiple_solutions`: the ladder
//! assumes one).
//!
//! NDJSON: the answer of `/grade` ([`crate::answer::GradeJson`] and the
//! time of the check and the rating) after the line number:
//! `{"line":n,"rating":{"er","ep","ed"},"level":"hard"|null,
//! "hardest":{"id","name","family"}|null,"techniques":[{"id","name","count","max_rating"}…],
//! "steps":n,"complete":bool,"incomplete":null|"budget"|"stuck","micros":n}`,
//! or the error object of `solve`.

use std::time::{Duration, Instant};

use clap::Args;
use serde::Serialize;
use sudoku_api::endpoint;

use crate::answer::logic::incomplete_str;
use crate::answer::{ErrorCode, GradeJson, Triple, WithMicros};
use crate::sudoku::logic::{Incomplete, Style, Technique};
use crate::sudoku::{solve_unique, Budget, Grid};
use sudoku_api::text::Language;

use super::forms::PuzzleError;

use super::output::{in_memory, write_error, write_json_line, write_problem, Format};
use super::runner::{self, FileArgs, LineTask};
use super::summary::GradeTally;
use super::{CliError, Status};

/// Arguments of `grade`.
#[derive(Debug, Clone, Args)]
pub struct GradeArgs {
    /// Input and threads.
    #[command(flatten)]
    pub file: FileArgs,

    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,

    /// Time budget per puzzle, in milliseconds; a rating that runs out is
    /// printed as incomplete (lower bounds). 0: no limit.
    #[arg(long, value_name = "MS", default_value_t = 1000)]
    pub budget_ms: u64,

    /// The language of the technique names in `--format ndjson` (`en`, `ko`, `ja`); the text
    /// format prints SukakuExplainer's names, which have one language.
    #[arg(long, value_name = "TAG", default_value = "en", value_parser = crate::lang::parse)]
    pub lang: Language,
}

/// Runs `grade` to the end: every line printed, then the summary on stderr.
///
/// Exit status 0 when every puzzle was rated completely.
pub fn run(args: &GradeArgs) -> Result<Status, CliError> {
    let task = GradeTask {
        format: args.format,
        budget_ms: args.budget_ms,
        lang: args.lang,
    };
    runner::run(&args.file, "puzzles", &task)
}

/// `grade` as a [`LineTask`].
struct GradeTask {
    format: Format,
    /// Per-puzzle time budget of the rating; 0: no limit.
    budget_ms: u64,
    /// The language of the JSON's technique names.
    lang: Language,
}

impl LineTask for GradeTask {
    type Tally = GradeTally;

    fn tally(&self) -> GradeTally {
        GradeTally::default()
    }

    fn line(
        &self,
        line: u64,
        grid: Result<Grid, PuzzleError>,
        out: &mut Vec<u8>,
        tally: &mut GradeTally,
    ) {
        tally.puzzles += 1;
        let grid = match grid {
            Ok(grid) => grid,
            Err(e) => {
                tally.invalid += 1;
                return write_error(out, self.format, line, ErrorCode::InvalidGrid, e, None);
            }
        };
        // `/grade`'s flow: the check before the work, the work, what its
        // result answers. The uniqueness check inside the work runs to the
        // end (µs), so that `--budget-ms` is the rating's alone.
        if let Err(problem) = endpoint::check_givens(&grid) {
            tally.invalid += 1;
            return write_problem(out, self.format, line, &problem);
        }
        let budget = match self.budget_ms {
            0 => Budget::unlimited(),
            ms => Budget::unlimited().with_timeout(Duration::from_millis(ms)),
        };
        let start = Instant::now();
        let graded = endpoint::grade_job(&grid, false, Style::Se, &budget, |g, _| {
            solve_unique(g, &Budget::unlimited())
        });
        let micros = u64::try_from(start.elapsed().as_micros()).unwrap_or(u64::MAX);
        let answer = match endpoint::graded(&graded, false, self.lang, micros, self.budget_ms) {
            Ok(answer) => answer,
            Err(problem) => {
                match problem.code {
                    ErrorCode::ConflictingGivens => tally.invalid += 1,
                    ErrorCode::Unsolvable => tally.unsolvable += 1,
                    ErrorCode::MultipleSolutions => tally.multiple += 1,
                    _ => tally.stuck += 1,
                }
                return write_problem(out, self.format, line, &problem);
            }
        };
        let report = answer.answer.report;
        let triple = Triple::of(report);
        match report.incomplete {
            None => {
                tally.rated += 1;
                tally.max_er = tally.max_er.max(report.er);
            }
            Some(Incomplete::Budget) => tally.out_of_budget += 1,
            Some(Incomplete::Stuck | Incomplete::Contradiction) => tally.stuck += 1,
        }
        in_memory(match self.format {
            Format::Text => {
                use std::io::Write;
                let hardest = report.hardest.and_then(Technique::se_name).unwrap_or("-");
                match report.incomplete {
                    None => writeln!(out, "{}\t{hardest}", triple),
                    Some(why) => writeln!(
                        out,
                        ">={}\t{hardest}\tincomplete:{}",
                        triple,
                        incomplete_str(why)
                    ),
                }
            }
            Format::Ndjson => write_json_line(
                out,
                &GradeLine {
                    line,
                    grade: answer,
                },
            ),
        })
    }
}

/// One NDJSON line of `grade`: the line number, then `/grade`'s answer
/// (the grade shape and the time).
#[derive(Serialize)]
struct GradeLine<'a> {
    line: u64,
    #[serde(flatten)]
    grade: WithMicros<GradeJson<'a>>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sudoku::logic::{rate, Rating};

    #[test]
    fn incomplete_ratings_show_lower_bounds() {
        let g: Grid =
            "..3.7..4...6..23.1.89.........1.7.8.517.....6...4.....271..9..5.95..........2...."
                .parse()
                .unwrap();
        let full = rate(&g, &Budget::unlimited());
        assert_eq!(Triple::of(&full).to_string(), full.triple());
        let mut cut = full.clone();
        cut.incomplete = Some(Incomplete::Budget);
        cut.ep = Rating(0);
        cut.ed = Rating(0);
        let t = Triple::of(&cut);
        assert_eq!((t.ep, t.ed), (full.er, full.er));
    }
}
