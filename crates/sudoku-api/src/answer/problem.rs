//! The RFC 9457 problem body of an error answer, without transport:
//! `{"type","title","status","detail","code","conflicts"?}`. The server adds
//! its request id to this body; the WebAssembly package answers it as is.

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

    /// The `type` member: `urn:sudoku-service:problem:<code>`.
    pub fn type_uri(&self) -> String {
        format!("urn:sudoku-service:problem:{}", self.code.as_str())
    }
}

impl Serialize for ProblemJson {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("Problem", 6)?;
        st.serialize_field("type", &self.type_uri())?;
        st.serialize_field("title", self.code.title())?;
        st.serialize_field("status", &self.code.status())?;
        st.serialize_field("detail", &self.detail)?;
        st.serialize_field("code", &self.code)?;
        if let Some(c) = &self.conflicts {
            st.serialize_field("conflicts", &ConflictsJson(c))?;
        }
        st.end()
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
