//! A request body's bytes, after its media type: at most the route's
//! limit (`413`), arrived within `--body-timeout-ms` (`408`).

use axum::body::Bytes;
use axum::extract::Request;
use http_body_util::LengthLimitError;

use super::media::{media_of, unsupported, Media};
use crate::http::problem::{ErrorCode, Problem};
use crate::http::transport::body_timeout_of;

/// The body of `req` and its media type: JSON, or NDJSON too when
/// `ndjson` (a batch); at most `limit` bytes.
pub async fn body(req: Request, ndjson: bool, limit: usize) -> Result<(Media, Bytes), Problem> {
    let Some(media) = media_of(req.headers()).filter(|m| ndjson || *m == Media::Json) else {
        let expected = if ndjson {
            "application/json or application/x-ndjson"
        } else {
            "application/json"
        };
        return Err(unsupported(req.headers(), expected));
    };
    let bytes = axum::body::to_bytes(req.into_body(), limit)
        .await
        .map_err(|e| {
            let e = e.into_inner();
            if e.is::<LengthLimitError>() {
                Problem::new(
                    ErrorCode::PayloadTooLarge,
                    format!("request body is larger than the limit of {limit} bytes"),
                )
            } else if let Some(timeout) = body_timeout_of(&*e) {
                Problem::new(ErrorCode::RequestTimeout, timeout.to_string())
            } else {
                Problem::new(ErrorCode::BadRequest, "request body could not be read")
            }
        })?;
    Ok((media, bytes))
}
