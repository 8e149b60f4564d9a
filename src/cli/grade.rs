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
//! NDJSON: `{"line":n,"rating":"ER/EP/ED","er":…,"ep":…,"ed":…,
//! "hardest":{"id","name","se_name","family"}|null,"histogram":[{"id","name","count"}…],
//! "complete":bool,"incomplete":null|"budget"|"stuck","steps":n,"micros":n}`,
//! or the error object of `solve`.

use std::fmt;
use std::time::{Duration, Instant};

use clap::Args;
use serde::ser::{Serialize, SerializeStruct, Serializer};

use crate::answer::{ErrorCode, Failure, Verdict};
use crate::sudoku::logic::{rate, Incomplete, Rating, RatingReport, Technique};
use crate::sudoku::{solve_unique, Budget, Grid, ParseError};

use super::output::{in_memory, write_error, write_failure, write_json_line, Format, Shown};
use super::runner::{self, FileArgs, LineTask};
use super::summary::GradeTally;
use super::{CliError, Status};

/// Arguments of `grade`.
#[derive(Debug, Clone, Args)]
pub struct GradeArgs {
    /// Input, output format and threads.
    #[command(flatten)]
    pub file: FileArgs,

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
        format: args.file.format,
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
        grid: Result<Grid, ParseError>,
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
            return write_failure(out, self.format, line, failure);
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
                    report: &report,
                    triple,
                    micros,
                },
            ),
        })
    }
}

/// `ER/EP/ED` as printed, one decimal each. When the rating stopped early
/// each is a lower bound: EP is set at the first placement and ED at the
/// first step, so until then the hardest step so far bounds them.
#[derive(Clone, Copy)]
struct Triple {
    er: Rating,
    ep: Rating,
    ed: Rating,
}

impl Triple {
    fn of(r: &RatingReport) -> Triple {
        let unset = |x: Rating| {
            if x == Rating(0) && !r.complete {
                r.er
            } else {
                x
            }
        };
        Triple {
            er: r.er,
            ep: unset(r.ep),
            ed: unset(r.ed),
        }
    }
}

impl fmt::Display for Triple {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}/{}", self.er, self.ep, self.ed)
    }
}

fn incomplete_str(why: Incomplete) -> &'static str {
    match why {
        Incomplete::Budget => "budget",
        Incomplete::Stuck => "stuck",
        Incomplete::Contradiction => "contradiction",
    }
}

/// One NDJSON line of `grade`.
struct GradeLine<'a> {
    line: u64,
    report: &'a RatingReport,
    triple: Triple,
    micros: u64,
}

impl Serialize for GradeLine<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let r = self.report;
        let t = self.triple;
        let mut st = s.serialize_struct("GradeLine", 11)?;
        st.serialize_field("line", &self.line)?;
        st.serialize_field("rating", &Shown(t))?;
        st.serialize_field("er", &t.er.as_f64())?;
        st.serialize_field("ep", &t.ep.as_f64())?;
        st.serialize_field("ed", &t.ed.as_f64())?;
        st.serialize_field("hardest", &r.hardest.map(TechniqueJson))?;
        st.serialize_field("histogram", &HistogramJson(&r.histogram))?;
        st.serialize_field("complete", &r.complete)?;
        st.serialize_field("incomplete", &r.incomplete.map(incomplete_str))?;
        st.serialize_field("steps", &r.steps)?;
        st.serialize_field("micros", &self.micros)?;
        st.end()
    }
}

/// `{"id":"x_wing","name":"X-Wing","se_name":"X-Wing","family":"fish"}`.
struct TechniqueJson(Technique);

impl Serialize for TechniqueJson {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let t = self.0;
        let mut st = s.serialize_struct("Technique", 4)?;
        st.serialize_field("id", t.id())?;
        st.serialize_field("name", t.name())?;
        st.serialize_field("se_name", t.se_name())?;
        st.serialize_field("family", t.family().as_str())?;
        st.end()
    }
}

/// `[{"id":…,"name":…,"count":n},…]` in order of first use.
struct HistogramJson<'a>(&'a [(Technique, u32)]);

impl Serialize for HistogramJson<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.0.iter().map(|&(t, count)| HistogramEntry(t, count)))
    }
}

struct HistogramEntry(Technique, u32);

impl Serialize for HistogramEntry {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("Entry", 3)?;
        st.serialize_field("id", self.0.id())?;
        st.serialize_field("name", self.0.name())?;
        st.serialize_field("count", &self.1)?;
        st.end()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn incomplete_ratings_show_lower_bounds() {
        let g: Grid =
            "..3.7..4...6..23.1.89.........1.7.8.517.....6...4.....271..9..5.95..........2...."
                .parse()
                .unwrap();
        let full = rate(&g, &Budget::unlimited());
        assert_eq!(Triple::of(&full).to_string(), full.triple());
        let mut cut = full.clone();
        cut.complete = false;
        cut.incomplete = Some(Incomplete::Budget);
        cut.ep = Rating(0);
        cut.ed = Rating(0);
        let t = Triple::of(&cut);
        assert_eq!((t.ep, t.ed), (full.er, full.er));
    }
}
