//! One function per endpoint: the request body (the server's JSON bytes) in,
//! an [`Answer`] out: the HTTP status the server would send and the body,
//! built by the answer layer ([`sudoku_api::answer`]) as the server's is.
//! Error bodies are the server's RFC 9457 problems without `request_id`
//! (there is no request to name). The flow of each function is the
//! server's handler (`src/http/routes/<endpoint>.rs`) without the pool,
//! the queue and the metrics.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::OnceLock;
use std::time::Duration;

use serde::ser::{Serialize, SerializeStruct, Serializer};
use sudoku_api::answer::{
    ErrorCode, Failure, GeneratedJson, GeneratedRowsJson, GradeDetail, GradeJson, HintJson,
    HintProblem, ProblemJson, Solutions, TechniquesJson, Verdict,
};
use sudoku_core::generate::{derive_seed, generate_distinct, GenerateError, Generated};
use sudoku_core::logic::{hint_in_mode, rate_candidates, Candidates, HintError, Lang};
use sudoku_core::{solve_unique, Budget, Conflict, Uniqueness};

use crate::clock;
use crate::grid_out::GridOut;
use crate::request;

/// The server's default budgets (`--solve-timeout-ms`,
/// `--logic-timeout-ms`), in milliseconds.
pub const DEFAULT_BUDGET_MS: u64 = 1000;

/// The largest seed drawn: 2⁵³-1, as the server's.
const MAX_SEED: u64 = (1 << 53) - 1;

/// What the server takes from headers and its settings.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Options {
    /// The language of hint and grade texts (the server's `Accept-Language`).
    pub lang: Lang,
    /// The budget of one call in milliseconds (the server's
    /// `--solve-timeout-ms` for solves and validations, `--logic-timeout-ms`
    /// for grades, hints and generations).
    pub budget_ms: u64,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            lang: Lang::En,
            budget_ms: DEFAULT_BUDGET_MS,
        }
    }
}

impl Options {
    fn budget(&self) -> Budget {
        Budget::unlimited().with_timeout(Duration::from_millis(self.budget_ms))
    }
}

/// An answer: the status the server sends and the JSON body.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Answer {
    /// 200, or the problem's status.
    pub status: u16,
    /// The body, JSON.
    pub body: String,
}

impl Answer {
    fn ok<T: Serialize>(body: &T) -> Answer {
        match serde_json::to_string(body) {
            Ok(body) => Answer { status: 200, body },
            Err(_) => Answer::problem(&ProblemJson::new(
                ErrorCode::Internal,
                "the answer could not be written",
            )),
        }
    }

    fn problem(p: &ProblemJson) -> Answer {
        Answer {
            status: p.code.status(),
            // A struct of strings and numbers always serialises.
            body: serde_json::to_string(p).unwrap_or_else(|_| String::from("{}")),
        }
    }

    fn of(result: Result<Answer, ProblemJson>) -> Answer {
        result.unwrap_or_else(|p| Answer::problem(&p))
    }

    /// `{"status": S, "body": B}`, as the JS wrapper reads it.
    pub fn to_json(&self) -> String {
        format!("{{\"status\":{},\"body\":{}}}", self.status, self.body)
    }
}

fn timeout(opts: &Options) -> ProblemJson {
    ProblemJson::new(
        ErrorCode::Timeout,
        format!(
            "the solve did not finish within the {} ms budget",
            opts.budget_ms
        ),
    )
}

fn logic_timeout(opts: &Options, what: &str) -> ProblemJson {
    ProblemJson::new(
        ErrorCode::Timeout,
        format!(
            "the {what} did not finish within the {} ms budget of grades, hints and generations",
            opts.budget_ms
        ),
    )
}

fn conflicting(conflicts: &[Conflict], path: &str) -> ProblemJson {
    ProblemJson::of_failure(Failure::Conflicting(conflicts), path)
}

/// An answer with the solver time (`micros`) after its fields, as the
/// server's.
#[derive(serde::Serialize)]
struct WithMicros<T: Serialize> {
    #[serde(flatten)]
    answer: T,
    micros: u64,
}

/// `POST /solve`.
pub fn solve(body: &[u8], opts: &Options) -> Answer {
    Answer::of((|| {
        let (grid, format) = request::grid(body)?;
        if grid.has_conflicts() {
            return Err(conflicting(&grid.conflicts(), "grid"));
        }
        let t0 = clock::start();
        let report = solve_unique(&grid, &opts.budget());
        let micros = clock::micros_since(t0);
        match Verdict::of_unique(&report.outcome, false) {
            Verdict::Solution { grid, unique } => Ok(Answer::ok(&SolveJson {
                solution: GridOut(grid, format),
                unique: unique == Some(true),
                guesses: report.stats.guesses,
                nodes: report.stats.nodes,
                micros,
            })),
            Verdict::Failure(Failure::Cancelled) => Err(timeout(opts)),
            Verdict::Failure(f) => Err(ProblemJson::of_failure(f, "grid")),
        }
    })())
}

struct SolveJson<'a> {
    solution: GridOut<'a>,
    unique: bool,
    guesses: u64,
    nodes: u64,
    micros: u64,
}

struct StatsJson<'a>(&'a SolveJson<'a>);

impl Serialize for StatsJson<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("Stats", 3)?;
        st.serialize_field("guesses", &self.0.guesses)?;
        st.serialize_field("nodes", &self.0.nodes)?;
        st.serialize_field("micros", &self.0.micros)?;
        st.end()
    }
}

impl Serialize for SolveJson<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("Solve", 3)?;
        st.serialize_field("solution", &self.solution)?;
        st.serialize_field("unique", &self.unique)?;
        st.serialize_field("stats", &StatsJson(self))?;
        st.end()
    }
}

/// `POST /validate`.
pub fn validate(body: &[u8], opts: &Options) -> Answer {
    Answer::of((|| {
        let (grid, _) = request::grid(body)?;
        let conflicts = grid.conflicts();
        let valid = conflicts.is_empty();
        let complete = grid.is_complete();
        let solutions = if valid {
            let report = solve_unique(&grid, &opts.budget());
            match Solutions::of(&report.outcome) {
                Some(s) => Some(s),
                None => return Err(timeout(opts)),
            }
        } else {
            None
        };
        Ok(Answer::ok(&ValidateJson {
            valid,
            complete,
            conflicts: &conflicts,
            solutions,
        }))
    })())
}

struct ValidateJson<'a> {
    valid: bool,
    complete: bool,
    conflicts: &'a [Conflict],
    solutions: Option<Solutions>,
}

impl Serialize for ValidateJson<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("Validate", 5)?;
        st.serialize_field("valid", &self.valid)?;
        st.serialize_field("complete", &self.complete)?;
        st.serialize_field("solved", &(self.valid && self.complete))?;
        st.serialize_field(
            "conflicts",
            &sudoku_api::answer::ConflictsJson(self.conflicts),
        )?;
        st.serialize_field("solutions", &self.solutions)?;
        st.end()
    }
}

/// `POST /grade`.
pub fn grade(body: &[u8], opts: &Options) -> Answer {
    Answer::of((|| {
        let request::GradeRequest { grid, path } = request::grade(body)?;
        if grid.has_conflicts() {
            return Err(conflicting(&grid.conflicts(), "grid"));
        }
        let budget = opts.budget();
        let t0 = clock::start();
        // The ladder assumes exactly one solution: a solve (µs) settles
        // that first.
        let checked = solve_unique(&grid, &budget).outcome;
        if !matches!(checked, Uniqueness::Unique(_)) {
            return Err(match Verdict::of_unique(&checked, true) {
                Verdict::Failure(Failure::Cancelled) | Verdict::Solution { .. } => {
                    logic_timeout(opts, "grade")
                }
                Verdict::Failure(Failure::Conflicting(c)) => conflicting(c, "grid"),
                Verdict::Failure(failure) => {
                    ProblemJson::new(failure.code(), format!("grid: {}", GradeDetail(failure)))
                }
            });
        }
        let report = rate_candidates(Candidates::from_grid(&grid), &budget, path);
        let micros = clock::micros_since(t0);
        Ok(Answer::ok(&WithMicros {
            answer: GradeJson {
                report: &report,
                path,
                lang: opts.lang,
            },
            micros,
        }))
    })())
}

/// `POST /hint`.
pub fn hint(body: &[u8], opts: &Options) -> Answer {
    Answer::of((|| {
        let request::HintRequest {
            grid,
            givens,
            candidates,
            mode,
        } = request::hint(body)?;
        let t0 = clock::start();
        let hint = hint_in_mode(
            &grid,
            givens.as_ref(),
            candidates.as_ref(),
            mode,
            &opts.budget(),
        );
        let micros = clock::micros_since(t0);
        match hint {
            Ok(h) => Ok(Answer::ok(&WithMicros {
                answer: HintJson(&h, opts.lang),
                micros,
            })),
            Err(e) => Err(hint_problem(&e, givens.is_some())),
        }
    })())
}

/// The problem for a hint error, naming the field (`givens` when sent,
/// else `grid`) and the cell.
fn hint_problem(e: &HintError, sent_givens: bool) -> ProblemJson {
    let puzzle = if sent_givens { "givens" } else { "grid" };
    let p = HintProblem(e, sent_givens);
    match e {
        HintError::GivenNotKept { pos, .. } => {
            ProblemJson::new(p.code(), format!("grid[{}][{}]: {p}", pos.row, pos.col))
        }
        HintError::MarkOutOfRange { pos, .. } => ProblemJson::new(
            p.code(),
            format!("candidates[{}][{}]: {p}", pos.row, pos.col),
        ),
        HintError::Conflicting(c) => conflicting(c, puzzle),
        HintError::Unsolvable | HintError::MultipleSolutions => {
            ProblemJson::new(p.code(), format!("{puzzle}: {p}"))
        }
    }
}

/// A seed for a request without one: clock or random bits and a counter,
/// mixed, below 2⁵³.
fn drawn_seed() -> u64 {
    static DRAWN: AtomicU64 = AtomicU64::new(0);
    let n = DRAWN.fetch_add(1, Ordering::Relaxed);
    derive_seed(clock::entropy(), n) & MAX_SEED
}

/// `POST /generate`.
pub fn generate(body: &[u8], opts: &Options) -> Answer {
    Answer::of((|| {
        let request::GenerateRequest {
            spec,
            seed,
            count,
            rows,
        } = request::generate(body)?;
        let seed = seed.unwrap_or_else(drawn_seed);
        // `count` is 1-100 (the decoder checked it).
        match generate_distinct(&spec, seed, count as usize, &opts.budget()) {
            Ok(puzzles) => Ok(Answer::ok(&GenerateJson {
                seed,
                rows,
                puzzles: &puzzles,
            })),
            Err(GenerateError::Cancelled) => Err(logic_timeout(opts, "generation")),
            Err(GenerateError::CannotGenerate(why)) => Err(ProblemJson::new(
                ErrorCode::CannotGenerate,
                format!("cannot generate: {why}"),
            )),
            Err(e @ GenerateError::InvalidSpec { .. }) => {
                Err(ProblemJson::new(ErrorCode::InvalidRequest, e.to_string()))
            }
        }
    })())
}

struct GenerateJson<'a> {
    seed: u64,
    rows: bool,
    puzzles: &'a [Generated],
}

struct PuzzlesJson<'a>(&'a GenerateJson<'a>);

impl Serialize for PuzzlesJson<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeSeq;
        let mut seq = s.serialize_seq(Some(self.0.puzzles.len()))?;
        for g in self.0.puzzles {
            if self.0.rows {
                seq.serialize_element(&GeneratedRowsJson(g))?;
            } else {
                seq.serialize_element(&GeneratedJson(g))?;
            }
        }
        seq.end()
    }
}

impl Serialize for GenerateJson<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("Generate", 2)?;
        st.serialize_field("seed", &self.seed)?;
        st.serialize_field("puzzles", &PuzzlesJson(self))?;
        st.end()
    }
}

/// `GET /techniques`: rendered once per language and kept, as the server
/// does (some worked examples take a while to find).
pub fn techniques(opts: &Options) -> Answer {
    static RENDERED: [OnceLock<Answer>; 2] = [OnceLock::new(), OnceLock::new()];
    let slot = &RENDERED[Lang::ALL.iter().position(|&l| l == opts.lang).unwrap_or(0)];
    slot.get_or_init(|| Answer::ok(&TechniquesJson(opts.lang)))
        .clone()
}

#[cfg(test)]
mod tests {
    use super::*;

    const PUZZLE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    fn json(a: &Answer) -> serde_json::Value {
        serde_json::from_str(&a.body).unwrap()
    }

    #[test]
    fn solve_answers_the_solution_in_the_requests_form() {
        let a = solve(
            format!(r#"{{"grid":"{PUZZLE}"}}"#).as_bytes(),
            &Options::default(),
        );
        assert_eq!(a.status, 200);
        let v = json(&a);
        assert_eq!(
            v["solution"],
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
        );
        assert_eq!(v["unique"], true);
        assert!(a
            .to_json()
            .starts_with(r#"{"status":200,"body":{"solution":"#));
    }

    #[test]
    fn conflicting_givens_are_the_servers_problem() {
        let grid = format!("55{}", &PUZZLE[2..]);
        let a = solve(
            format!(r#"{{"grid":"{grid}"}}"#).as_bytes(),
            &Options::default(),
        );
        assert_eq!(a.status, 422);
        let v = json(&a);
        assert_eq!(v["code"], "conflicting_givens");
        assert_eq!(v["status"], 422);
        assert!(v["detail"].as_str().unwrap().starts_with("grid: "));
        assert!(v["conflicts"].as_array().is_some_and(|c| !c.is_empty()));
        assert!(v.get("request_id").is_none());
    }

    #[test]
    fn grade_and_hint_answer_with_micros_last() {
        let body = format!(r#"{{"grid":"{PUZZLE}"}}"#);
        let g = grade(body.as_bytes(), &Options::default());
        assert_eq!(g.status, 200, "{}", g.body);
        assert!(g.body.contains(r#""micros":"#) && g.body.ends_with('}'));
        let h = hint(body.as_bytes(), &Options::default());
        assert_eq!(h.status, 200, "{}", h.body);
        assert_eq!(json(&h)["kind"], "step");
    }

    #[test]
    fn the_same_seed_generates_the_same_puzzles() {
        let body = br#"{"level":"easy","seed":7,"count":2}"#;
        let a = generate(body, &Options::default());
        assert_eq!(a.status, 200, "{}", a.body);
        assert_eq!(a, generate(body, &Options::default()));
        assert_eq!(json(&a)["puzzles"].as_array().map(Vec::len), Some(2));
    }
}
