//! The decoding of an NDJSON body of POST /solve/batch, as the route runs
//! it (`parse_ndjson`): lines → items. Any bytes must decode without a
//! panic; a bad line is a rejected item (`invalid_grid`, or
//! `invalid_request` for a repeated field, naming its line), never the
//! whole body's problem; a grid to solve (its givens may conflict: the
//! solve reports that) survives the round trip through the representation
//! it came in, as a line of its own.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku_server::answer::GridJson;
use sudoku_server::http::problem::ErrorCode;
use sudoku_server::http::decode::batch::{parse_ndjson, Item};

fuzz_target!(|data: &[u8]| {
    for item in parse_ndjson(data) {
        match item {
            Item::Rejected(p) => {
                assert!(matches!(
                    p.code,
                    ErrorCode::InvalidGrid | ErrorCode::InvalidRequest
                ));
                assert!(p.detail.starts_with("line "), "{}", p.detail);
            }
            Item::Grid { grid, format, .. } => {
                let line = serde_json::to_string(&GridJson(&grid, format)).unwrap();
                match parse_ndjson(line.as_bytes()).as_slice() {
                    [Item::Grid {
                        grid: again,
                        format: format_again,
                        ..
                    }] => {
                        assert_eq!(*again, grid);
                        assert_eq!(*format_again, format);
                    }
                    other => panic!("{line} decoded to {other:?}"),
                }
            }
        }
    }
});
