//! Each endpoint's flow between its decoded request ([`crate::request`]) and
//! its body ([`crate::answer`]): the checks before the work, the work where
//! both sides run it alike, and what the work's result answers (the body,
//! or the problem naming the field and cell). The server's handlers
//! (`crates/sudoku-server/src/http/routes/`) and the WebAssembly package call these same
//! functions, so the two answer alike by construction.
//!
//! What stays with the caller is where and how long the work runs (the
//! server's solver pool and logic lane under its deadlines, the page's own
//! thread under the embedder's clock), what it counts (metrics, traces) and
//! the budget it reports in a timeout (`budget_ms`).
//!
//! | endpoint | before the work | the work | the answer |
//! |---|---|---|---|
//! | `POST /solve` | [`check_givens`] | `solve_unique` | [`solved`] |
//! | `POST /validate` | — | `solve_unique` on a valid grid | [`validated`] |
//! | `POST /grade` | [`check_givens`] | [`grade_job`] | [`graded`] |
//! | `POST /hint` | — | `hint_in_mode` | [`hinted`] |
//! | `POST /generate` | [`drawn_seed`] of [`clock_entropy`] or random bits | `generate_distinct` | [`generated`] |
//! | `GET /techniques` | — | — | [`techniques`] |

use std::sync::atomic::{AtomicU64, Ordering};

use crate::answer::catalogue;
use crate::answer::{
    ErrorCode, Failure, GenerateJson, GradeDetail, GradeJson, GridFormat, GridJson, HintJson,
    HintProblem, ProblemJson, SolveJson, StatsJson, ValidateJson, Verdict, WithMicros,
};
use crate::request::MAX_SEED;
use crate::sudoku::generate::{derive_seed, GenerateError, Generated};
use crate::sudoku::logic::{
    rate_candidates, rate_candidates_in, Candidates, Hint, HintError, RatingReport, Style,
    Technique,
};
use crate::sudoku::{Budget, Grid, Report, Uniqueness};
use crate::text::{technique_name, Language};

/// `conflicting_givens` at `grid` when the grid's digits repeat in a
/// house: the solves and the ladder need consistent givens.
pub fn check_givens(grid: &Grid) -> Result<(), ProblemJson> {
    if grid.has_conflicts() {
        return Err(ProblemJson::conflicting(&grid.conflicts(), "grid"));
    }
    Ok(())
}

/// `POST /solve`: the solution in the request's `format`, or the solve's
/// failure at `grid` (a cancelled solve is a timeout of `budget_ms`).
pub fn solved(
    report: &Report<Uniqueness>,
    format: GridFormat,
    micros: u64,
    budget_ms: u64,
) -> Result<SolveJson<'_>, ProblemJson> {
    match Verdict::of_unique(&report.outcome, false) {
        Verdict::Solution { grid, unique } => Ok(SolveJson {
            solution: GridJson(grid, format),
            unique: unique == Some(true),
            stats: StatsJson::new(report.stats, micros),
        }),
        Verdict::Failure(Failure::Cancelled) => Err(ProblemJson::solve_timeout(budget_ms)),
        Verdict::Failure(failure) => Err(ProblemJson::of_failure(failure, "grid")),
    }
}

/// `POST /validate`: the rule check of `grid`, and for a valid grid the
/// count of its completions from `counted` (the uniqueness solve the
/// caller ran when `grid.conflicts()` was empty; `None` otherwise). A
/// cancelled count is a timeout of `budget_ms`.
pub fn validated(
    grid: &Grid,
    counted: Option<&Uniqueness>,
    budget_ms: u64,
) -> Result<ValidateJson, ProblemJson> {
    let conflicts = grid.conflicts();
    let valid = conflicts.is_empty();
    let complete = grid.is_complete();
    let solutions = match counted {
        Some(outcome) if valid => Some(
            crate::answer::Solutions::of(outcome)
                .ok_or_else(|| ProblemJson::solve_timeout(budget_ms))?,
        ),
        _ => None,
    };
    Ok(ValidateJson {
        valid,
        complete,
        solved: valid && complete,
        conflicts,
        solutions,
    })
}

/// What a grade's work found.
#[derive(Debug)]
pub enum Graded {
    /// The uniqueness check refused the puzzle (its outcome).
    Refused(Uniqueness),
    /// The rating (SE's path), and the learner path's steps when asked
    /// for (`"style": "learner"`).
    Rated(RatingReport, Option<RatingReport>),
}

/// `POST /grade`'s work: the ladder assumes exactly one solution, so a
/// uniqueness solve (µs, by `solve`) settles that first; then the rating,
/// keeping every step when `path` is asked, and in [`Style::Learner`] the
/// learner path too (under the same budget: the rating first, as it is
/// what a grade is for).
pub fn grade_job(
    grid: &Grid,
    path: bool,
    style: Style,
    budget: &Budget,
    solve: impl FnOnce(&Grid, &Budget) -> Report<Uniqueness>,
) -> Graded {
    let checked = solve(grid, budget).outcome;
    if !matches!(checked, Uniqueness::Unique(_)) {
        return Graded::Refused(checked);
    }
    let start = Candidates::from_grid(grid);
    let rating = rate_candidates(start.clone(), budget, path);
    let learner = (style == Style::Learner).then(|| rate_candidates_in(style, start, budget, path));
    Graded::Rated(rating, learner)
}

/// `POST /grade`: the rating with the solver time, or the refusal at
/// `grid` (a check cut short is a timeout of `budget_ms`).
pub fn graded(
    graded: &Graded,
    path: bool,
    lang: Language,
    micros: u64,
    budget_ms: u64,
) -> Result<WithMicros<GradeJson<'_>>, ProblemJson> {
    match graded {
        Graded::Rated(report, learner) => Ok(WithMicros {
            answer: GradeJson {
                report,
                learner: learner.as_ref(),
                path,
                lang,
            },
            micros,
        }),
        Graded::Refused(outcome) => Err(match Verdict::of_unique(outcome, true) {
            Verdict::Failure(Failure::Cancelled) | Verdict::Solution { .. } => {
                ProblemJson::logic_timeout(budget_ms, "grade")
            }
            Verdict::Failure(Failure::Conflicting(c)) => ProblemJson::conflicting(c, "grid"),
            Verdict::Failure(failure) => {
                ProblemJson::new(failure.code(), format!("grid: {}", GradeDetail(failure)))
            }
        }),
    }
}

/// `POST /hint`: the hint with the solver time, or the problem of its
/// error (see [`hint_problem`]).
pub fn hinted(
    hint: &Result<Hint, HintError>,
    sent_givens: bool,
    lang: Language,
    micros: u64,
) -> Result<WithMicros<HintJson<'_>>, ProblemJson> {
    match hint {
        Ok(h) => Ok(WithMicros {
            answer: HintJson(h, lang),
            micros,
        }),
        Err(e) => Err(hint_problem(e, sent_givens)),
    }
}

/// The problem for a hint error, naming the field (`givens` when sent,
/// else `grid`: whichever is the puzzle) and the cell.
pub fn hint_problem(e: &HintError, sent_givens: bool) -> ProblemJson {
    let puzzle = if sent_givens { "givens" } else { "grid" };
    let p = HintProblem(e, sent_givens);
    match e {
        HintError::GivenNotKept { pos, .. } => {
            ProblemJson::new(p.code(), format!("grid[{}][{}]: {p}", pos.row(), pos.col()))
        }
        HintError::MarkOutOfRange { pos, .. } => ProblemJson::new(
            p.code(),
            format!("candidates[{}][{}]: {p}", pos.row(), pos.col()),
        ),
        HintError::Conflicting(c) => ProblemJson::conflicting(c, puzzle),
        HintError::Unsolvable | HintError::MultipleSolutions => {
            ProblemJson::new(p.code(), format!("{puzzle}: {p}"))
        }
    }
}

/// A seed for a generation without one (a `/generate` request, a
/// `generate` run without `--seed`), from the caller's `entropy` and a
/// counter, mixed, below 2⁵³ (the largest integer JavaScript holds
/// exactly), so that any drawn seed can be sent back as `seed`. The server
/// and the command line pass [`clock_entropy`]; the WebAssembly package
/// passes `Math.random()` bits, since wasm32 has no wall clock.
pub fn drawn_seed(entropy: u64) -> u64 {
    static DRAWN: AtomicU64 = AtomicU64::new(0);
    let n = DRAWN.fetch_add(1, Ordering::Relaxed);
    derive_seed(entropy, n) & MAX_SEED
}

/// The entropy of a drawn seed where there is a wall clock: its
/// nanoseconds and the process id (two processes started in the same
/// nanosecond still differ). Not on wasm32, where `SystemTime::now()`
/// panics.
#[cfg(not(target_arch = "wasm32"))]
pub fn clock_entropy() -> u64 {
    use std::time::{SystemTime, UNIX_EPOCH};
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    nanos ^ u64::from(std::process::id()).rotate_left(32)
}

/// `POST /generate`: the request's seed and the puzzles (each row-shaped
/// for `"format": "rows"`), or why none could be made (a generation cut
/// short is a timeout of `budget_ms`; nothing partial is answered).
pub fn generated(
    generated: Result<Vec<Generated>, GenerateError>,
    seed: u64,
    rows: bool,
    budget_ms: u64,
) -> Result<GenerateJson, ProblemJson> {
    match generated {
        Ok(puzzles) => Ok(GenerateJson {
            seed,
            rows,
            puzzles,
        }),
        Err(GenerateError::Cancelled) => Err(ProblemJson::logic_timeout(budget_ms, "generation")),
        Err(GenerateError::CannotGenerate(why)) => Err(ProblemJson::new(
            ErrorCode::CannotGenerate,
            format!("cannot generate: {}", named(&why)),
        )),
        // The request layer checked the spec already.
        Err(e @ GenerateError::InvalidSpec { .. }) => {
            Err(ProblemJson::new(ErrorCode::InvalidRequest, e.to_string()))
        }
    }
}

/// A core detail with its technique ids (`forcing_x_chain`: the core
/// names no technique in a language) said by their English names, as
/// every problem detail is English ("uses Forcing X-Chain"); the command
/// line's `generate` says its failures so too.
pub fn named(why: &str) -> String {
    let mut ids: Vec<Technique> = Technique::ALL.to_vec();
    // Longest first: `forcing_chain` is inside `dynamic_cell_forcing_chain`.
    ids.sort_by_key(|t| std::cmp::Reverse(t.id().len()));
    ids.iter().fold(why.to_owned(), |text, &t| {
        text.replace(t.id(), technique_name(t, Language::En))
    })
}

/// `GET /techniques`: the catalogue's body in `lang`, rendered at the
/// first call and kept (it is the same for every request).
pub fn techniques(lang: Language) -> Result<&'static str, ProblemJson> {
    catalogue::rendered(lang)
        .map_err(|_| ProblemJson::new(ErrorCode::Internal, "the catalogue could not be rendered"))
}
