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
//! NDJSON: the grade shape of `/grade` ([`crate::answer::GradeJson`])
//! with the line number first and the rating's time last:
//! `{"line":n,"rating":{"er","ep","ed"},"level":"hard"|null,
//! "hardest":{"id","name","family"}|null,"techniques":[{"id","name","count","max_rating"}…],
//! "steps":n,"complete":bool,"incomplete":null|"budget"|"stuck","micros":n}`,
//! or the error object of `solve`.

use std::time::{Duration, Instant};

use clap::Args;
use serde::Serialize;

use crate::answer::logic::incomplete_str;
use crate::answer::{ErrorCode, Failure, GradeDetail, GradeJson, Triple, Verdict};
use crate::sudoku::logic::{rate, Incomplete, Technique};
use crate::sudoku::{solve_unique, Budget, Grid};
use sudoku_api::text::Language;

use super::forms::PuzzleError;

use super::output::{in_memory, write_error, write_failure, write_json_line, Format};
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
}

/// Runs `grade` to the end: every line printed, then the summary on stderr.
///
/// Exit status 0 when every puzzle was rated completely.
pub fn run(args: &GradeArgs) -> Result<Status, CliError> {
    let task = GradeTask {
        format: args.format,
        budget: (args.budget_ms > 0).then(|| Duration::from_millis(args.budget_ms)),
    };
    runner::run(&args.file, "puzzles", &task)
}

/// `grade` as a [`LineTask`].
struct GradeTask {
    format: Format,
    /// Per-puzzle time budget; `None`: no limit.
    budget: Option<Duration>,
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
        // The ladder assumes exactly one solution; a solve (µs) next to a
        // rating (ms) settles that first and names what is wrong.
        let checked = solve_unique(&grid, &Budget::unlimited()).outcome;
        if let Verdict::Failure(failure) = Verdict::of_unique(&checked, true) {
            match failure {
                Failure::Conflicting(_) => tally.invalid += 1,
                Failure::Unsolvable => tally.unsolvable += 1,
                Failure::MultipleSolutions => tally.multiple += 1,
                Failure::Cancelled => tally.stuck += 1,
            }
            if failure == Failure::Cancelled {
                return write_failure(out, self.format, line, failure);
            }
            return write_error(
                out,
                self.format,
                line,
                failure.code(),
                GradeDetail(failure),
                failure.conflicts(),
            );
        }
        let budget = match self.budget {
            Some(d) => Budget::unlimited().with_timeout(d),
            None => Budget::unlimited(),
        };
        let start = Instant::now();
        let report = rate(&grid, &budget);
        let micros = u64::try_from(start.elapsed().as_micros()).unwrap_or(u64::MAX);
        let triple = Triple::of(&report);
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
                let hardest = report.hardest.map_or("-", Technique::se_name);
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
                    grade: GradeJson {
                        report: &report,
                        path: false,
                        lang: Language::En,
                    },
                    micros,
                },
            ),
        })
    }
}

/// One NDJSON line of `grade`: the grade shape of the answer layer
/// between the line number and the rating's time.
#[derive(Serialize)]
struct GradeLine<'a> {
    line: u64,
    #[serde(flatten)]
    grade: GradeJson<'a>,
    micros: u64,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sudoku::logic::Rating;

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
