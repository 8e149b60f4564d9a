//! The request decoding of POST /solve and /validate as the routes run it,
//! from raw body bytes: `sudoku_api::request::solve` (JSON syntax → object
//! → `grid` field → core grid, straight from the bytes). Any input must end
//! in `Ok` or a typed fault, never a panic; an accepted grid must survive
//! the round trip through the representation it came in (`GridJson`).
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku_api::request::solve;
use sudoku_server::answer::GridJson;
use sudoku_server::http::problem::ErrorCode;

fuzz_target!(|data: &[u8]| {
    match solve(data) {
        Ok(request) => {
            // What goes out decodes to the same grid in the same format.
            let out = GridJson(&request.grid, request.format);
            let body = serde_json::json!({ "grid": out }).to_string();
            assert_eq!(solve(body.as_bytes()), Ok(request));
        }
        Err(e) => {
            assert!(matches!(
                e.code,
                ErrorCode::MalformedJson | ErrorCode::InvalidRequest | ErrorCode::InvalidGrid
            ));
            assert!(!e.detail.is_empty());
        }
    }
});
