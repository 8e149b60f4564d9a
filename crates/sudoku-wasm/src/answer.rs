//! One function per endpoint: the request body (the server's JSON bytes) in,
//! an [`Answer`] out: the HTTP status the server would send and the body.
//! Error bodies are the server's RFC 9457 problems without `request_id`
//! (there is no request to name). Each function is the server's handler
//! (`crates/sudoku-server/src/http/routes/<endpoint>.rs`) without the pool, the queue and the
//! metrics: both decode with [`sudoku_api::request`] and answer through
//! [`sudoku_api::endpoint`], so what is left here is running the work on
//! this thread under the embedder's clock.

use std::time::Duration;

use serde::Serialize;
use sudoku_api::answer::{ErrorCode, ProblemJson};
use sudoku_api::endpoint;
use sudoku_api::request::{self, GenerateRequest, GradeRequest, GridRequest, HintRequest};
use sudoku_api::text::Language;
use sudoku_core::generate::generate_distinct;
use sudoku_core::logic::{hint_with, HintOptions};
use sudoku_core::{solve_unique, Budget};

use crate::clock;

/// The server's default budgets (`--solve-timeout-ms`,
/// `--logic-timeout-ms`), in milliseconds.
pub const DEFAULT_BUDGET_MS: u64 = 1000;

/// What the server takes from headers and its settings.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Options {
    /// The language of hint and grade texts (the server's `Accept-Language`).
    pub lang: Language,
    /// The budget of one call in milliseconds (the server's
    /// `--solve-timeout-ms` for solves and validations, `--logic-timeout-ms`
    /// for grades, hints and generations).
    pub budget_ms: u64,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            lang: Language::En,
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

    fn of<T: Serialize>(result: Result<T, ProblemJson>) -> Answer {
        match result {
            Ok(body) => Answer::ok(&body),
            Err(p) => Answer::problem(&p),
        }
    }

    /// `{"status": S, "body": B}`, as the JS wrapper reads it.
    pub fn to_json(&self) -> String {
        format!("{{\"status\":{},\"body\":{}}}", self.status, self.body)
    }
}

/// The answer of `run`, or of the problem it stopped at.
fn answer(run: impl FnOnce() -> Result<Answer, ProblemJson>) -> Answer {
    run().unwrap_or_else(|p| Answer::problem(&p))
}

/// `POST /solve`.
pub fn solve(body: &[u8], opts: &Options) -> Answer {
    answer(|| {
        let GridRequest { grid, format } = request::solve(body)?;
        endpoint::check_givens(&grid)?;
        let t0 = clock::start();
        let report = solve_unique(&grid, &opts.budget());
        let micros = clock::micros_since(t0);
        Ok(Answer::of(endpoint::solved(
            &report,
            format,
            micros,
            opts.budget_ms,
        )))
    })
}

/// `POST /validate`.
pub fn validate(body: &[u8], opts: &Options) -> Answer {
    answer(|| {
        let GridRequest { grid, .. } = request::validate(body)?;
        let counted = (!grid.has_conflicts()).then(|| solve_unique(&grid, &opts.budget()).outcome);
        Ok(Answer::of(endpoint::validated(
            &grid,
            counted.as_ref(),
            opts.budget_ms,
        )))
    })
}

/// `POST /grade`.
pub fn grade(body: &[u8], opts: &Options) -> Answer {
    answer(|| {
        let GradeRequest { grid, path, style } = request::grade(body)?;
        endpoint::check_givens(&grid)?;
        let t0 = clock::start();
        let graded = endpoint::grade_job(&grid, path, style, &opts.budget(), solve_unique);
        let micros = clock::micros_since(t0);
        Ok(Answer::of(endpoint::graded(
            &graded,
            path,
            opts.lang,
            micros,
            opts.budget_ms,
        )))
    })
}

/// `POST /hint`.
pub fn hint(body: &[u8], opts: &Options) -> Answer {
    answer(|| {
        let HintRequest {
            grid,
            givens,
            candidates,
            mode,
            style,
        } = request::hint(body)?;
        let t0 = clock::start();
        let hint = hint_with(
            &grid,
            givens.as_ref(),
            candidates.as_ref(),
            HintOptions { mode, style },
            &opts.budget(),
        );
        let micros = clock::micros_since(t0);
        Ok(Answer::of(endpoint::hinted(
            &hint,
            givens.is_some(),
            opts.lang,
            micros,
        )))
    })
}

/// `POST /generate`.
pub fn generate(body: &[u8], opts: &Options) -> Answer {
    answer(|| {
        let GenerateRequest {
            spec,
            seed,
            count,
            rows,
        } = request::generate(body)?;
        let seed = seed.unwrap_or_else(|| endpoint::drawn_seed(clock::entropy()));
        // `count` is 1-100 (the decoder checked it).
        let puzzles = generate_distinct(&spec, seed, count as usize, &opts.budget());
        Ok(Answer::of(endpoint::generated(
            puzzles,
            seed,
            rows,
            opts.budget_ms,
        )))
    })
}

/// `GET /techniques`: rendered once per language and kept, as the server
/// does.
pub fn techniques(opts: &Options) -> Answer {
    match endpoint::techniques(opts.lang) {
        Ok(body) => Answer {
            status: 200,
            body: body.to_owned(),
        },
        Err(p) => Answer::problem(&p),
    }
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
