//! Properties of the request decoding path (body bytes → JSON object →
//! `grid` → core grid, and NDJSON batch lines → items), on stable Rust:
//! whatever comes in, the answer is `Ok` or a typed problem, never a panic;
//! what the OpenAPI `Grid` schema allows, the decoder accepts; the decoders
//! the routes use (`sudoku_api::request::solve`, `parse_ndjson`) answer exactly as the
//! JSON-tree oracle in `decode_oracle/`. (`fuzz/` runs the same decoders
//! under libFuzzer.)

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a failed unwrap is a failed run

mod decode_oracle;

use proptest::prelude::*;
use serde_json::{json, Map, Value};
use sudoku_server::answer::GridFormat;
use sudoku_server::answer::GridJson;
use sudoku_server::http::decode::batch::{parse_ndjson, Item};
use sudoku_server::http::problem::ErrorCode;
use sudoku_server::sudoku::Grid;

/// The body decoder of `/solve` and `/validate`: the grid and its format,
/// or the problem's code and detail.
fn parse_grid_body(bytes: &[u8]) -> Result<(Grid, GridFormat), (ErrorCode, String)> {
    sudoku_api::request::solve(bytes)
        .map(|r| (r.grid, r.format))
        .map_err(|e| (e.code, e.detail))
}

/// The decoder the routes use, on the JSON text of `value` at `path`.
fn decode_grid(
    value: &Value,
    path: &str,
) -> Result<(sudoku_server::sudoku::Grid, GridFormat), String> {
    let body = json!({ "grid": value }).to_string();
    parse_grid_body(body.as_bytes()).map_err(|(code, detail)| {
        assert_eq!(code, ErrorCode::InvalidGrid, "{detail}");
        // The detail names `grid`; name the place as asked.
        format!("{path}{}", detail.strip_prefix("grid").unwrap_or(&detail))
    })
}

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
        "[0-9.x]{0,2}".prop_map(Value::String),
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

/// Boards of one-character strings the spec's `GridChars` schema allows:
/// 9×9 of `"1"`-`"9"`, `"."`, `"0"` or `""`.
fn spec_grid_chars() -> impl Strategy<Value = Value> {
    let entry = "[0-9.]?".prop_map(Value::String);
    prop::collection::vec(prop::collection::vec(entry, 9), 9).prop_map(|rows| json!(rows))
}

fn check_body(bytes: &[u8]) {
    // The routes decode straight from the bytes; that must answer exactly
    // as the JSON-tree oracle (same code, same detail) for any input.
    let typed = parse_grid_body(bytes);
    assert_eq!(
        typed,
        decode_oracle::grid_body(bytes),
        "{}",
        String::from_utf8_lossy(bytes)
    );
    if let Err((code, detail)) = typed {
        match code {
            ErrorCode::MalformedJson => assert!(detail.starts_with("request body")),
            ErrorCode::InvalidRequest => assert!(detail.starts_with("body")),
            ErrorCode::InvalidGrid => assert!(detail.starts_with("grid")),
            other => panic!("{other:?}: {detail}"),
        }
    }
}

/// An NDJSON body: the batch decoder answers, line by line, exactly as the
/// oracle.
fn check_ndjson(bytes: &[u8]) {
    let items = parse_ndjson(bytes);
    let mut expected = Vec::new();
    for (n, raw) in bytes.split(|&b| b == b'\n').enumerate() {
        let line = String::from_utf8_lossy(raw);
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        // A grid with conflicting givens decodes like any grid: the solve
        // finds and lists the conflicts (tests/http/batch.rs).
        expected.push(decode_oracle::ndjson_line(line, n + 1));
    }
    let got: Vec<_> = items
        .into_iter()
        .map(|item| match item {
            Item::Rejected(p) => Err((p.code, p.detail)),
            Item::Grid { grid, format, .. } => Ok((grid, format)),
        })
        .collect();
    assert_eq!(got, expected, "{}", String::from_utf8_lossy(bytes));
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
    fn arbitrary_ndjson_lines_decode_as_the_oracle(lines in prop::collection::vec(
        prop_oneof![
            json_value().prop_map(|v| v.to_string()),
            json_value().prop_map(|v| json!({ "grid": v }).to_string()),
            (json_value(), json_value()).prop_map(|(v, w)| json!({ "grid": v, "x": w }).to_string()),
            (json_value(), json_value()).prop_map(|(v, w)| format!(r#"{{"grid": {v}, "grid": {w}}}"#)),
            (json_value(), json_value()).prop_map(|(v, w)| format!(r#"{{"x": {v}, "grid": {w}, "x": 1}}"#)),
            "[0-9. \t#x\"\\[\\]{}]{0,90}",
            spec_grid_string(),
            any::<String>(),
        ], 0..6)) {
        check_ndjson(lines.join("\n").as_bytes());
    }

    #[test]
    fn arbitrary_ndjson_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..300)) {
        check_ndjson(&bytes);
    }

    #[test]
    fn arbitrary_values_decode_or_name_the_place(v in json_value()) {
        // The oracle and the decoder agree on any value's own text.
        prop_assert_eq!(decode_grid(&v, "grid"), decode_oracle::decode_grid(&v, "grid"));
        match decode_grid(&v, "grid") {
            Ok((grid, format)) => {
                let out = serde_json::to_value(GridJson(&grid, format)).unwrap();
                let (again, _) = decode_grid(&out, "grid").unwrap();
                prop_assert_eq!(again, grid);
            }
            Err(detail) => prop_assert!(detail.starts_with("grid"), "{}", detail),
        }
    }

    #[test]
    fn what_the_spec_allows_decodes(s in spec_grid_string(), rows in spec_grid_rows(),
                                    chars in spec_grid_chars()) {
        let (_, f) = decode_grid(&json!(s), "grid").unwrap();
        prop_assert_eq!(f, GridFormat::Line);
        let (_, f) = decode_grid(&rows, "grid").unwrap();
        prop_assert_eq!(f, GridFormat::Rows);
        let (g, f) = decode_grid(&chars, "grid").unwrap();
        prop_assert_eq!(f, GridFormat::Chars);
        // The same cells as the 81-character string of them.
        let line: String = chars.as_array().unwrap().iter()
            .flat_map(|row| row.as_array().unwrap().iter())
            .map(|c| match c.as_str().unwrap() { "" => ".", s => s }.to_owned())
            .collect();
        prop_assert_eq!(Some(g), sudoku_server::sudoku::Grid::parse(&line).ok());
        // Answered in kind: what goes out decodes as strings again.
        let out = serde_json::to_value(GridJson(&g, f)).unwrap();
        prop_assert_eq!(decode_grid(&out, "grid").unwrap(), (g, GridFormat::Chars));
    }

    #[test]
    fn one_bad_entry_is_named(rows in spec_grid_rows(), r in 0usize..9, c in 0usize..9,
                              bad in prop_oneof![(10u64..1000).prop_map(|n| json!(n)), Just(json!(-1)),
                                                 Just(json!(1.5)), Just(json!("5")), Just(json!(true))]) {
        let mut rows = rows;
        let board_of_strings = (r, c) == (0, 0) && bad.is_string();
        rows[r][c] = bad;
        let detail = decode_grid(&rows, "grid").unwrap_err();
        if board_of_strings {
            // A string first cell makes it a board of strings: the error is
            // at the next cell, which is not one.
            prop_assert!(detail.starts_with("grid[0][1]: expected \"1\"-\"9\""), "{}", detail);
        } else {
            let prefix = format!("grid[{r}][{c}]: expected an integer 0-9 or null");
            prop_assert!(detail.starts_with(&prefix), "{}", detail);
        }
    }

    #[test]
    fn one_bad_string_cell_is_named(chars in spec_grid_chars(), r in 0usize..9, c in 0usize..9,
                                    bad in prop_oneof![Just(json!("x")), Just(json!("12")), Just(json!(" ")),
                                                       Just(json!(5)), Just(json!(null)), Just(json!([]))]) {
        let mut chars = chars;
        let mixed = bad.is_number() || bad.is_null();
        let first_is_bad = (r, c) == (0, 0);
        chars[r][c] = bad;
        let detail = decode_grid(&chars, "grid").unwrap_err();
        // A bad first cell makes the board one of integers when it is not a
        // string; the error is then at the first string cell or at (0, 0).
        if first_is_bad && !chars[0][0].is_string() {
            prop_assert!(detail.starts_with("grid[0]["), "{}", detail);
        } else {
            let prefix = format!("grid[{r}][{c}]: expected \"1\"-\"9\", \".\" or \"0\", got ");
            prop_assert!(detail.starts_with(&prefix), "{}", detail);
            prop_assert_eq!(detail.ends_with("as its first cell says)"), mixed, "{}", detail);
        }
    }
}

#[test]
fn sample_bodies_answer_as_the_oracle() {
    let bodies: &[&[u8]] = &[
        br#"{"grid": "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"}"#,
        br#"{"grid": 42}"#,
        br#"{"grid": [[1,2]], "zz": 1, "mode": [1, {"a": null}]}"#,
        br#"{"mode": 1}"#,
        br#"{"grid": 1, "grid": "12x"}"#,
        br#"{"grid": "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79", "grid": "12x"}"#,
        br#"{"a": 1, "b": 2, "b": 3, "a": 4}"#,
        br#"{"x": 1, "x": 2}"#,
        br#"{"grid": 1, "grid": 2"#,
        br#"[1]"#,
        br#""str""#,
        br#"{"grid": "#,
        br#"{"grid": 1e999}"#,
        b"   ",
        br#"{"grid": 1} x"#,
        br#"{"grid": "\ud800"}"#,
    ];
    for body in bodies {
        check_body(body);
    }
}

#[test]
fn sample_ndjson_answers_as_the_oracle() {
    let p = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    let body = format!(
        "{p}\n\n# comment\n\"{p}\"\n{{\"grid\": \"{p}\"}}\n{{\"grid\": 1, \"x\": 2}}\n{{}}\n[1,2\n\"abc\" x\n{{\"grid\": [[1]]}}\n55{}\n{{\"grid\":1,\"grid\":\"{p}\"}}\n[\"row\"]\nnull\n",
        &p[2..]
    );
    check_ndjson(body.as_bytes());
}
