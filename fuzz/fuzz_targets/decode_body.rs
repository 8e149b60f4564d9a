//! The request decoding path of POST /solve and /validate, from raw body
//! bytes: JSON syntax → object → `grid` field → core grid. Any input must
//! end in `Ok` or a typed problem, never a panic; an accepted grid must
//! survive the round trip through the representation it came in.
#![no_main]

use libfuzzer_sys::fuzz_target;
use serde_json::Value;
use sudoku_service::http::dto::GridOut;
use sudoku_service::http::extract::parse_object;
use sudoku_service::http::grid_json::{decode_grid, take_grid};
use sudoku_service::http::problem::ErrorCode;

fuzz_target!(|data: &[u8]| {
    let mut body = match parse_object(data) {
        Ok(body) => body,
        Err(p) => {
            assert!(matches!(
                p.code,
                ErrorCode::MalformedJson | ErrorCode::InvalidRequest
            ));
            return;
        }
    };
    match take_grid(&mut body) {
        Ok((grid, format)) => {
            // What goes out decodes to the same grid in the same format.
            let out = serde_json::to_value(GridOut::new(&grid, format)).unwrap();
            let (again, format_again) = decode_grid(&out, "grid").unwrap();
            assert_eq!(again, grid);
            assert_eq!(format_again, format);
        }
        Err(p) => {
            assert!(matches!(
                p.code,
                ErrorCode::InvalidGrid | ErrorCode::InvalidRequest
            ));
            assert!(!p.detail.is_empty());
        }
    }
    // The decoder on its own, on whatever value the bytes hold.
    if let Ok(v) = serde_json::from_slice::<Value>(data) {
        let _ = decode_grid(&v, "grid");
    }
});
