//! One module per route family; handlers decode into core types, call the
//! core (through the solver pool), and encode the answer.

pub mod batch;
pub mod health;
pub mod openapi;
pub mod playground;
pub mod solve;
pub mod validate;

use axum::extract::Request;

use super::problem::{ErrorCode, Problem};

/// Fallback for unknown paths: `404 not_found` naming the path.
pub async fn not_found(req: Request) -> Problem {
    let shown: String = req.uri().path().chars().take(200).collect();
    Problem::new(
        ErrorCode::NotFound,
        format!("no route for {} {shown}", req.method()),
    )
}
