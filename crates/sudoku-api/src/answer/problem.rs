//! The RFC 9457 problem body of an error answer, without transport:
//! `{"type","title","status","detail","code","conflicts"?}`, and the
//! problems whose wording names an embedder's budget (timeouts). The server
//! adds its request id to this body ([`ProblemBody`]); the WebAssembly
//! package answers it as is.

use serde::ser::{Serialize, SerializeStruct, Serializer};

use super::code::ErrorCode;
use super::conflicts::ConflictsJson;
use super::verdict::Failure;
use crate::sudoku::Conflict;

/// A problem: its code, the detail naming the field or cell, and for
/// conflicting givens every conflict.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProblemJson {
    /// The stable code (it gives `type`, `title` and `status`).
    pub code: ErrorCode,
    /// What went wrong with this request.
    pub detail: String,
    /// For `conflicting_givens`: every conflict, as in `/validate`.
    pub conflicts: Option<Vec<Conflict>>,
}

impl ProblemJson {
    /// A problem of kind `code` with a request-specific `detail`.
    pub fn new(code: ErrorCode, detail: impl Into<String>) -> Self {
        ProblemJson {
            code,
            detail: detail.into(),
            conflicts: None,
        }
    }

    /// The problem for a failure the answer layer words in full (all but a
    /// timeout, whose detail names the embedder's budget): `<path>:
    /// <detail>`, with the conflict list for conflicting givens.
    pub fn of_failure(failure: Failure<'_>, path: &str) -> Self {
        ProblemJson {
            code: failure.code(),
            detail: format!("{path}: {}", failure.detail()),
            conflicts: failure.conflicts().map(<[Conflict]>::to_vec),
        }
    }

    /// `422 conflicting_givens` at `path` with the full conflict list; the
    /// detail names the first conflict.
    pub fn conflicting(conflicts: &[Conflict], path: &str) -> Self {
        ProblemJson::of_failure(Failure::Conflicting(conflicts), path)
    }

    /// `503 timeout` for a solve or validation that did not finish within
    /// its budget of `budget_ms`.
    pub fn solve_timeout(budget_ms: u64) -> Self {
        ProblemJson::new(
            ErrorCode::Timeout,
            format!("the solve did not finish within the {budget_ms} ms budget"),
        )
    }

    /// `503 timeout` for a grade, hint or generation (`what`) that did not
    /// finish within the logic budget of `budget_ms`.
    pub fn logic_timeout(budget_ms: u64, what: &str) -> Self {
        ProblemJson::new(
            ErrorCode::Timeout,
            format!(
                "the {what} did not finish within the {budget_ms} ms budget of grades, hints and generations"
            ),
        )
    }

    /// The `type` member: `urn:sudoku-service:problem:<code>`.
    pub fn type_uri(&self) -> String {
        type_uri(self.code)
    }

    /// The body with a request id after the other members (the server's).
    pub fn body<'a>(&'a self, request_id: Option<&'a str>) -> ProblemBody<'a> {
        ProblemBody {
            code: self.code,
            detail: &self.detail,
            conflicts: self.conflicts.as_deref(),
            request_id,
        }
    }
}

fn type_uri(code: ErrorCode) -> String {
    format!("urn:sudoku-service:problem:{}", code.as_str())
}

/// The one serialised shape of a problem, borrowed:
/// `{"type","title","status","detail","code","conflicts"?,"request_id"?}`.
/// [`ProblemJson`] writes itself through it without a request id; the
/// server's problems, which carry one, write themselves through it too.
#[derive(Debug, Clone, Copy)]
pub struct ProblemBody<'a> {
    /// The stable code (it gives `type`, `title` and `status`).
    pub code: ErrorCode,
    /// What went wrong with this request.
    pub detail: &'a str,
    /// For `conflicting_givens`: every conflict.
    pub conflicts: Option<&'a [Conflict]>,
    /// The request id, where there is a request to name.
    pub request_id: Option<&'a str>,
}

impl Serialize for ProblemBody<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("Problem", 7)?;
        st.serialize_field("type", &type_uri(self.code))?;
        st.serialize_field("title", self.code.title())?;
        st.serialize_field("status", &self.code.status())?;
        st.serialize_field("detail", self.detail)?;
        st.serialize_field("code", &self.code)?;
        if let Some(c) = self.conflicts {
            st.serialize_field("conflicts", &ConflictsJson(c))?;
        }
        if let Some(id) = self.request_id {
            st.serialize_field("request_id", id)?;
        }
        st.end()
    }
}

impl Serialize for ProblemJson {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.body(None).serialize(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn body_has_the_rfc_9457_members_in_order() {
        let p = ProblemJson::new(ErrorCode::InvalidGrid, "grid: expected 9 rows, got 8");
        assert_eq!(
            serde_json::to_string(&p).unwrap(),
            r#"{"type":"urn:sudoku-service:problem:invalid_grid","title":"Invalid grid","status":422,"detail":"grid: expected 9 rows, got 8","code":"invalid_grid"}"#
        );
    }
}
