//! Properties of the request decoding path (body bytes → JSON object →
//! `grid` → core grid), on stable Rust: whatever comes in, the answer is `Ok`
//! or a typed problem, never a panic; what the OpenAPI `Grid` schema allows,
//! the decoder accepts; the typed body parser the routes use
//! (`parse_grid_body`) answers exactly as the JSON-tree path. (`fuzz/` runs
//! the same path under libFuzzer.)

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a failed unwrap is a failed run

use proptest::prelude::*;
use serde_json::{json, Map, Value};
use sudoku_service::http::dto::{GridFormat, GridOut};
use sudoku_service::http::extract::parse_object;
use sudoku_service::http::grid_json::{decode_grid, parse_grid_body, take_grid};
use sudoku_service::http::problem::ErrorCode;

/// Any JSON value, biased towards grid-like shapes (arrays of arrays of
/// small numbers) so the decoder's deeper branches are reached.
fn json_value() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        (-2i64..12).prop_map(|n| json!(n)),
        any::<i64>().prop_map(|n| json!(n)),
        any::<u64>().prop_map(|n| json!(n)),
        any::<f64>().prop_map(|f| json!(f)),
        "[0-9. \t\nx]{0,90}".prop_map(Value::String),
        any::<String>().prop_map(Value::String),
    ];
    leaf.prop_recursive(3, 120, 10, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..11).prop_map(Value::Array),
            prop::collection::vec(prop::collection::vec(inner.clone(), 8..11), 8..11)
                .prop_map(|rows| json!(rows)),
            prop::collection::btree_map("[a-z]{1,5}", inner, 0..4)
                .prop_map(|m| Value::Object(m.into_iter().collect::<Map<_, _>>())),
        ]
    })
}

/// Strings the spec's `GridString` pattern allows:
/// `^[ \t\n\f\r]*(?:[0-9.][ \t\n\f\r]*){81}$`.
fn spec_grid_string() -> impl Strategy<Value = String> {
    let ws = "[ \t\n\x0c\r]{0,2}";
    (ws, prop::collection::vec(("[0-9.]", ws), 81)).prop_map(|(lead, cells)| {
        let mut s = lead;
        for (c, w) in cells {
            s.push_str(&c);
            s.push_str(&w);
        }
        s
    })
}

/// Rows the spec's `GridRows` schema allows: 9×9 of 0-9 or null.
fn spec_grid_rows() -> impl Strategy<Value = Value> {
    let entry = prop_oneof![
        Just(Value::Null),
        (0u64..=9).prop_map(|n| json!(n)),
        // JSON Schema's `integer` includes integral floats.
        (0u64..=9).prop_map(|n| json!(n as f64)),
    ];
    prop::collection::vec(prop::collection::vec(entry, 9), 9).prop_map(|rows| json!(rows))
}

fn check_body(bytes: &[u8]) {
    // The routes decode straight from the bytes; that must answer exactly
    // as the JSON-tree path (same code, same detail) for any input.
    let old = parse_object(bytes).and_then(|mut body| take_grid(&mut body));
    let typed = parse_grid_body(bytes);
    assert_eq!(
        typed.as_ref().map_err(|p| (p.code, &p.detail)),
        old.as_ref().map_err(|p| (p.code, &p.detail)),
        "{}",
        String::from_utf8_lossy(bytes)
    );
    match parse_object(bytes) {
        Err(p) => assert!(
            matches!(p.code, ErrorCode::MalformedJson | ErrorCode::InvalidRequest),
            "{:?}",
            p.code
        ),
        Ok(mut body) => match take_grid(&mut body) {
            Ok(_) => {}
            Err(p) => {
                assert!(
                    matches!(p.code, ErrorCode::InvalidGrid | ErrorCode::InvalidRequest),
                    "{:?}",
                    p.code
                );
                assert!(p.detail.starts_with("grid") || p.detail.starts_with("body"));
            }
        },
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn arbitrary_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..300)) {
        check_body(&bytes);
    }

    #[test]
    fn arbitrary_json_bodies_never_panic(grid in json_value(), extra in prop::option::of(json_value())) {
        let mut body = json!({ "grid": grid });
        if let Some(x) = extra {
            body["other"] = x;
        }
        check_body(body.to_string().as_bytes());
        // And any value as the whole body.
        check_body(body["grid"].to_string().as_bytes());
    }

    #[test]
    fn arbitrary_values_decode_or_name_the_place(v in json_value()) {
        match decode_grid(&v, "grid") {
            Ok((grid, format)) => {
                let out = serde_json::to_value(GridOut::new(&grid, format)).unwrap();
                let (again, _) = decode_grid(&out, "grid").unwrap();
                prop_assert_eq!(again, grid);
            }
            Err(detail) => prop_assert!(detail.starts_with("grid"), "{}", detail),
        }
    }

    #[test]
    fn what_the_spec_allows_decodes(s in spec_grid_string(), rows in spec_grid_rows()) {
        let (_, f) = decode_grid(&json!(s), "grid").unwrap();
        prop_assert_eq!(f, GridFormat::Line);
        let (_, f) = decode_grid(&rows, "grid").unwrap();
        prop_assert_eq!(f, GridFormat::Rows);
    }

    #[test]
    fn one_bad_entry_is_named(rows in spec_grid_rows(), r in 0usize..9, c in 0usize..9,
                              bad in prop_oneof![(10u64..1000).prop_map(|n| json!(n)), Just(json!(-1)),
                                                 Just(json!(1.5)), Just(json!("5")), Just(json!(true))]) {
        let mut rows = rows;
        rows[r][c] = bad;
        let detail = decode_grid(&rows, "grid").unwrap_err();
        let prefix = format!("grid[{r}][{c}]: expected an integer 0-9 or null");
        prop_assert!(detail.starts_with(&prefix), "{}", detail);
    }
}
