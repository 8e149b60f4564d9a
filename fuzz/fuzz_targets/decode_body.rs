//! The request decoding of POST /solve and /validate as the routes run it,
//! from raw body bytes: `parse_grid_body` (JSON syntax → object → `grid`
//! field → core grid, straight from the bytes). Any input must end in `Ok`
//! or a typed problem, never a panic; an accepted grid must survive the
//! round trip through the representation it came in (`GridOut`).
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku_service::http::dto::GridOut;
use sudoku_service::http::grid_json::parse_grid_body;
use sudoku_service::http::problem::ErrorCode;

fuzz_target!(|data: &[u8]| {
    match parse_grid_body(data) {
        Ok((grid, format)) => {
            // What goes out decodes to the same grid in the same format.
            let out = GridOut::new(&grid, format);
            let body = serde_json::json!({ "grid": out }).to_string();
            let (again, format_again) = parse_grid_body(body.as_bytes()).unwrap();
            assert_eq!(again, grid);
            assert_eq!(format_again, format);
        }
        Err(p) => {
            assert!(matches!(
                p.code,
                ErrorCode::MalformedJson | ErrorCode::InvalidRequest | ErrorCode::InvalidGrid
            ));
            assert!(!p.detail.is_empty());
        }
    }
});
