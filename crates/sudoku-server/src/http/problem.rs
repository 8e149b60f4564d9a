//! The one error shape of the API: RFC 9457 problem details
//! (`application/problem+json`) with a stable machine-readable `code`,
//! and the constructors of the problems answered from more than one place
//! (internal error, not found, timeout, a solve's failure), so that each is
//! worded once. Codes, detail texts and the conflict shape come from the
//! answer layer ([`crate::answer`]); the status that goes with a code is
//! decided here.
//!
//! A problem is a value: building one records nothing and needs nothing but
//! what it says. The code that answers with it counts it in the metrics
//! (the execution layer maps its own failures, with their counts, in
//! [`crate::http::execution::jobs::pool_problem`]).

use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use serde::Serialize;

use crate::answer::{Failure, ProblemBody, ProblemJson};
use crate::sudoku::Conflict;

/// Media type of every error body.
pub const PROBLEM_JSON: &str = "application/problem+json";

pub use crate::answer::ErrorCode;

/// The HTTP status a code is sent with (the number is the answer layer's:
/// a problem body carries it in `status` wherever it is built).
pub fn status_of(code: ErrorCode) -> StatusCode {
    StatusCode::from_u16(code.status()).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR)
}

/// A problem-details body. Build one with [`Problem::new`] and turn it into
/// a response with `into_response()`; `type`, `title` and `status` follow
/// from the code.
#[derive(Debug, Clone)]
pub struct Problem {
    /// Stable machine-readable code.
    pub code: ErrorCode,
    /// What went wrong with this request, naming the offending field or cell.
    pub detail: String,
    /// For `conflicting_givens`: every conflict, as in `/validate`.
    pub conflicts: Option<Vec<Conflict>>,
    /// The request id (also in the `x-request-id` header), when known.
    pub request_id: Option<String>,
    /// Seconds after which a retry may succeed (`overloaded`); sent as the
    /// `Retry-After` header.
    pub retry_after: Option<u32>,
}

impl Problem {
    /// A problem of kind `code` with a request-specific `detail`.
    pub fn new(code: ErrorCode, detail: impl Into<String>) -> Self {
        Problem {
            code,
            detail: detail.into(),
            conflicts: None,
            request_id: None,
            retry_after: None,
        }
    }

    /// Adds the conflict list.
    pub fn with_conflicts(mut self, conflicts: Vec<Conflict>) -> Self {
        self.conflicts = Some(conflicts);
        self
    }

    /// Adds a `Retry-After` hint in seconds.
    pub fn with_retry_after(mut self, seconds: u32) -> Self {
        self.retry_after = Some(seconds);
        self
    }

    /// The serialised body.
    pub fn to_json(&self) -> String {
        // A struct of strings and numbers always serialises.
        serde_json::to_string(&self.body()).unwrap_or_else(|_| String::from("{}"))
    }

    /// The answer layer's problem shape, with the request id.
    fn body(&self) -> ProblemBody<'_> {
        ProblemBody {
            code: self.code,
            detail: &self.detail,
            conflicts: self.conflicts.as_deref(),
            request_id: self.request_id.as_deref(),
        }
    }
}

impl From<ProblemJson> for Problem {
    /// The answer layer's problem, to be answered over HTTP.
    fn from(p: ProblemJson) -> Self {
        Problem {
            code: p.code,
            detail: p.detail,
            conflicts: p.conflicts,
            request_id: None,
            retry_after: None,
        }
    }
}

impl Serialize for Problem {
    /// The RFC 9457 body (as in [`Problem::to_json`]).
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.body().serialize(serializer)
    }
}

impl IntoResponse for Problem {
    fn into_response(self) -> Response {
        let status = status_of(self.code);
        let retry_after = self.retry_after;
        let body = self.to_json();
        let mut res = (status, body).into_response();
        // The problem itself travels along so that the error-rendering
        // middleware can add the request id.
        res.extensions_mut().insert(self);
        let headers = res.headers_mut();
        headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(PROBLEM_JSON));
        if let Some(secs) = retry_after {
            headers.insert(header::RETRY_AFTER, HeaderValue::from(secs));
        }
        // The rest of a request that timed out may still be on its way: the
        // connection cannot be reused.
        if status == StatusCode::REQUEST_TIMEOUT {
            headers.insert(header::CONNECTION, HeaderValue::from_static("close"));
        }
        res
    }
}

// The problems
//
// One constructor per problem that is built in more than one place, so
// that its wording is written once.

/// The `500 internal` problem; nothing about the cause goes to the client.
pub fn internal_error() -> Problem {
    Problem::new(
        ErrorCode::Internal,
        "an unexpected error occurred; the server log has details under this request id",
    )
}

/// `404 not_found` for a request to `method path` that no route answers
/// (the path shortened to 200 characters).
pub fn not_found_problem(method: &str, path: &str) -> Problem {
    let shown: String = path.chars().take(200).collect();
    Problem::new(
        ErrorCode::NotFound,
        format!("no route for {method} {shown}"),
    )
}

/// `503 timeout` for a solve that did not finish within its budget of
/// `budget_ms`.
pub fn timeout_problem(budget_ms: u64) -> Problem {
    ProblemJson::solve_timeout(budget_ms).into()
}

/// The problem for a failure the answer layer words in full (everything but
/// a timeout, whose detail names the HTTP budget): `<path>: <detail>`, with
/// the conflict list for conflicting givens.
pub fn answered_problem(failure: Failure<'_>, path: &str) -> Problem {
    ProblemJson::of_failure(failure, path).into()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_code_has_an_error_status() {
        for code in ErrorCode::ALL {
            assert!(status_of(code).is_client_error() || status_of(code).is_server_error());
        }
    }

    #[test]
    fn body_has_the_rfc_9457_members() {
        let p = Problem::new(ErrorCode::InvalidGrid, "grid: expected 9 rows, got 8");
        let v: serde_json::Value = serde_json::from_str(&p.to_json()).unwrap();
        assert_eq!(v["type"], "urn:sudoku-service:problem:invalid_grid");
        assert_eq!(v["title"], "Invalid grid");
        assert_eq!(v["status"], 422);
        assert_eq!(v["detail"], "grid: expected 9 rows, got 8");
        assert_eq!(v["code"], "invalid_grid");
        assert!(v.get("conflicts").is_none());
    }
}
