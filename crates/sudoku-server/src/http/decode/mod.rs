//! Request bodies → typed requests: what every body shares on the HTTP
//! side (its media type, size and time limits), then the route's decoder
//! from [`sudoku_api::request`], whose faults become problems here.
//!
//! The answers, in this order: 415 without the route's media type, 413
//! over the body limit, 408 when the body does not arrive in time, then
//! the decoder's: 400 `malformed_json` (checked first, over the whole
//! body), 422 with the field's path.
//!
//! | module | role |
//! |---|---|
//! | [`media`] | the `Content-Type` a route takes (`application/json`, NDJSON for batches); the 415 answer |
//! | [`read`] | the body's bytes within the size and time limits (413, 408) |
//! | [`batch`] | the batch body (JSON or NDJSON lines) → one item per grid, each a grid to solve or already answered |
//!
//! [`Body`] is the one extractor of a JSON body: a handler takes
//! `Body<GridRequest>`, `Body<GradeRequest>`, … and a new endpoint adds its
//! request type and decoder to [`sudoku_api::request`].

pub mod batch;
pub mod media;
pub mod read;

use axum::extract::{FromRequest, Request};
use sudoku_api::request::{Decode, DecodeError};

use super::problem::Problem;
use super::state::AppState;

/// A JSON body decoded into the route's request `T` (see the
/// [module](self) docs).
#[derive(Debug)]
pub struct Body<T>(pub T);

impl<T: Decode> FromRequest<AppState> for Body<T> {
    type Rejection = Problem;

    async fn from_request(req: Request, state: &AppState) -> Result<Self, Problem> {
        let (_, bytes) = read::body(req, false, state.config.max_body_bytes).await?;
        Ok(Body(T::DECODE(&bytes)?))
    }
}

impl From<DecodeError> for Problem {
    fn from(e: DecodeError) -> Self {
        Problem::new(e.code, e.detail)
    }
}
