//! The stable error codes shared by the HTTP API and the command line.

use serde::Serialize;

/// Stable, machine-readable error codes. Their names never change; new codes
/// may be added.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ErrorCode {
    /// The body is not well-formed JSON.
    MalformedJson,
    /// The request is malformed in some other way the framework caught.
    BadRequest,
    /// No such route.
    NotFound,
    /// The route exists but not with this method.
    MethodNotAllowed,
    /// The body is larger than the configured limit.
    PayloadTooLarge,
    /// The client did not send the whole request in time.
    RequestTimeout,
    /// The body is not declared as JSON.
    UnsupportedMediaType,
    /// The JSON body has the wrong shape (not an object, unknown field…).
    InvalidRequest,
    /// The `grid` value (or an input line) cannot be read as a grid.
    InvalidGrid,
    /// A batch holds more grids than `max_batch_size`.
    BatchTooLarge,
    /// The givens repeat a digit in a row, column or box.
    ConflictingGivens,
    /// The givens are consistent but no solution exists.
    Unsolvable,
    /// More than one solution exists where exactly one is required
    /// (`/grade`, `/hint` without `givens`, and the command line's
    /// `solve --strict`, `grade` and `hint`).
    MultipleSolutions,
    /// A well-formed generation spec that cannot be served (no pool seed
    /// and no fresh puzzle reaches the band; `POST /generate` and the
    /// command line's `generate`).
    CannotGenerate,
    /// The request's own estimated run time exceeds its budget even with
    /// no queue ahead of it: retrying cannot help; a smaller request can.
    BudgetTooSmall,
    /// The solve did not finish within its time budget.
    Timeout,
    /// Every solver and queue slot is taken; retry later.
    Overloaded,
    /// The server is shutting down.
    ShuttingDown,
    /// The client is over its share of the API (per-client fairness,
    /// `--rate-limit`); retry after `Retry-After`.
    RateLimited,
    /// An unexpected failure; details are in the server log.
    Internal,
}

impl ErrorCode {
    /// The HTTP status the code is sent with: a problem body's `status`
    /// member, the same wherever the problem is built (server or page).
    pub fn status(self) -> u16 {
        match self {
            ErrorCode::MalformedJson | ErrorCode::BadRequest => 400,
            ErrorCode::NotFound => 404,
            ErrorCode::MethodNotAllowed => 405,
            ErrorCode::PayloadTooLarge => 413,
            ErrorCode::RequestTimeout => 408,
            ErrorCode::UnsupportedMediaType => 415,
            ErrorCode::InvalidRequest
            | ErrorCode::InvalidGrid
            | ErrorCode::BatchTooLarge
            | ErrorCode::ConflictingGivens
            | ErrorCode::Unsolvable
            | ErrorCode::MultipleSolutions
            | ErrorCode::CannotGenerate
            | ErrorCode::BudgetTooSmall => 422,
            ErrorCode::Timeout | ErrorCode::Overloaded | ErrorCode::ShuttingDown => 503,
            ErrorCode::RateLimited => 429,
            ErrorCode::Internal => 500,
        }
    }

    /// The generic code for a status produced outside the handlers (by a
    /// router or a middleware layer).
    pub fn for_status(status: u16) -> ErrorCode {
        match status {
            404 => ErrorCode::NotFound,
            405 => ErrorCode::MethodNotAllowed,
            413 => ErrorCode::PayloadTooLarge,
            408 => ErrorCode::RequestTimeout,
            415 => ErrorCode::UnsupportedMediaType,
            429 => ErrorCode::RateLimited,
            422 => ErrorCode::InvalidRequest,
            503 => ErrorCode::Overloaded,
            400..=499 => ErrorCode::BadRequest,
            _ => ErrorCode::Internal,
        }
    }

    /// Every code.
    pub const ALL: [ErrorCode; 20] = [
        ErrorCode::MalformedJson,
        ErrorCode::BadRequest,
        ErrorCode::NotFound,
        ErrorCode::MethodNotAllowed,
        ErrorCode::PayloadTooLarge,
        ErrorCode::RequestTimeout,
        ErrorCode::UnsupportedMediaType,
        ErrorCode::InvalidRequest,
        ErrorCode::InvalidGrid,
        ErrorCode::BatchTooLarge,
        ErrorCode::ConflictingGivens,
        ErrorCode::Unsolvable,
        ErrorCode::MultipleSolutions,
        ErrorCode::CannotGenerate,
        ErrorCode::BudgetTooSmall,
        ErrorCode::Timeout,
        ErrorCode::Overloaded,
        ErrorCode::ShuttingDown,
        ErrorCode::RateLimited,
        ErrorCode::Internal,
    ];

    /// The codes the HTTP API answers with (every code since `/grade` and
    /// `/hint` answer `multiple_solutions`), for documentation and the
    /// contract test.
    pub fn http() -> impl Iterator<Item = ErrorCode> {
        Self::ALL.into_iter()
    }

    /// The code as it appears in bodies and error lines.
    pub fn as_str(self) -> &'static str {
        match self {
            ErrorCode::MalformedJson => "malformed_json",
            ErrorCode::BadRequest => "bad_request",
            ErrorCode::NotFound => "not_found",
            ErrorCode::MethodNotAllowed => "method_not_allowed",
            ErrorCode::PayloadTooLarge => "payload_too_large",
            ErrorCode::RequestTimeout => "request_timeout",
            ErrorCode::UnsupportedMediaType => "unsupported_media_type",
            ErrorCode::InvalidRequest => "invalid_request",
            ErrorCode::InvalidGrid => "invalid_grid",
            ErrorCode::BatchTooLarge => "batch_too_large",
            ErrorCode::ConflictingGivens => "conflicting_givens",
            ErrorCode::Unsolvable => "unsolvable",
            ErrorCode::MultipleSolutions => "multiple_solutions",
            ErrorCode::CannotGenerate => "cannot_generate",
            ErrorCode::BudgetTooSmall => "budget_too_small",
            ErrorCode::Timeout => "timeout",
            ErrorCode::Overloaded => "overloaded",
            ErrorCode::ShuttingDown => "shutting_down",
            ErrorCode::RateLimited => "rate_limited",
            ErrorCode::Internal => "internal",
        }
    }

    /// A short human-readable summary, the same for every occurrence.
    pub fn title(self) -> &'static str {
        match self {
            ErrorCode::MalformedJson => "Malformed JSON",
            ErrorCode::BadRequest => "Bad request",
            ErrorCode::NotFound => "Not found",
            ErrorCode::MethodNotAllowed => "Method not allowed",
            ErrorCode::PayloadTooLarge => "Payload too large",
            ErrorCode::RequestTimeout => "Request timeout",
            ErrorCode::UnsupportedMediaType => "Unsupported media type",
            ErrorCode::InvalidRequest => "Invalid request",
            ErrorCode::InvalidGrid => "Invalid grid",
            ErrorCode::BatchTooLarge => "Batch too large",
            ErrorCode::ConflictingGivens => "Conflicting givens",
            ErrorCode::Unsolvable => "Unsolvable puzzle",
            ErrorCode::MultipleSolutions => "Multiple solutions",
            ErrorCode::CannotGenerate => "Cannot generate",
            ErrorCode::BudgetTooSmall => "Budget too small",
            ErrorCode::Timeout => "Solve timed out",
            ErrorCode::Overloaded => "Server overloaded",
            ErrorCode::ShuttingDown => "Server shutting down",
            ErrorCode::RateLimited => "Too many requests",
            ErrorCode::Internal => "Internal server error",
        }
    }
}

impl std::fmt::Display for ErrorCode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_serialise_as_their_distinct_names() {
        let mut seen = std::collections::HashSet::new();
        for code in ErrorCode::ALL {
            let json = serde_json::to_value(code).unwrap();
            assert_eq!(json, code.as_str());
            assert!(seen.insert(code.as_str()), "{code} twice");
            assert!(!code.title().is_empty());
        }
        assert_eq!(ErrorCode::http().count(), ErrorCode::ALL.len());
    }

    /// `ALL` holds every variant: this match has no wildcard, so a new
    /// variant does not compile until it is given a place here (and in
    /// `ALL`, which the assertion then checks).
    #[test]
    fn all_lists_every_code_in_order() {
        fn place(code: ErrorCode) -> usize {
            match code {
                ErrorCode::MalformedJson => 0,
                ErrorCode::BadRequest => 1,
                ErrorCode::NotFound => 2,
                ErrorCode::MethodNotAllowed => 3,
                ErrorCode::PayloadTooLarge => 4,
                ErrorCode::RequestTimeout => 5,
                ErrorCode::UnsupportedMediaType => 6,
                ErrorCode::InvalidRequest => 7,
                ErrorCode::InvalidGrid => 8,
                ErrorCode::BatchTooLarge => 9,
                ErrorCode::ConflictingGivens => 10,
                ErrorCode::Unsolvable => 11,
                ErrorCode::MultipleSolutions => 12,
                ErrorCode::CannotGenerate => 13,
                ErrorCode::BudgetTooSmall => 14,
                ErrorCode::Timeout => 15,
                ErrorCode::Overloaded => 16,
                ErrorCode::ShuttingDown => 17,
                ErrorCode::RateLimited => 18,
                ErrorCode::Internal => 19,
            }
        }
        for (i, code) in ErrorCode::ALL.into_iter().enumerate() {
            assert_eq!(place(code), i, "{code}");
        }
        // `Internal` stays last: its place is the number of codes less one.
        assert_eq!(ErrorCode::ALL.len(), place(ErrorCode::Internal) + 1);
    }
}
