//! Properties of the server's own NDJSON batch decoder (`parse_ndjson`, the
//! body of `POST /solve/batch` sent as `application/x-ndjson`), on stable
//! Rust: any bytes decode without a panic; the body is cut at each `\n`,
//! each piece read with replacement characters where it is not UTF-8 and
//! trimmed; blank lines and `#` comments are skipped; every other line is
//! one item, numbered by its line, that answers as the api crate's line
//! decoder (`sudoku_api::request::ndjson_line`, which
//! `crates/sudoku-api/tests/decode_properties.rs` checks against its
//! JSON-tree oracle). (`fuzz/`'s `ndjson_batch` runs the same decoder under
//! libFuzzer.)

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a failed unwrap is a failed run

use proptest::prelude::*;
use sudoku_api::request;
use sudoku_server::answer::GridFormat;
use sudoku_server::http::decode::batch::{parse_ndjson, Item, Label};
use sudoku_server::http::problem::ErrorCode;
use sudoku_server::sudoku::Grid;

/// An item as compared: a grid with its label, or the problem's code and
/// detail.
type Decoded = Result<(Grid, GridFormat, Label), (ErrorCode, String)>;

fn decoded(items: Vec<Item>) -> Vec<Decoded> {
    items
        .into_iter()
        .map(|item| match item {
            Item::Rejected(p) => Err((p.code, p.detail)),
            Item::Grid {
                grid,
                format,
                label,
            } => Ok((grid, format, label)),
        })
        .collect()
}

/// The items of a body whose lines are `pieces` (none holding `\n`),
/// joined by `\n`: worked out from the pieces, not by cutting the body.
fn expected(pieces: &[Vec<u8>]) -> Vec<Decoded> {
    let mut items = Vec::new();
    for (i, piece) in pieces.iter().enumerate() {
        let text = String::from_utf8_lossy(piece);
        let line = text.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let n = i + 1;
        items.push(
            request::ndjson_line(line, n)
                .map(|r| (r.grid, r.format, Label::Line(n)))
                .map_err(|e| (e.code, e.detail)),
        );
    }
    items
}

/// One line of a batch body, without its `\n`: grids in the forms a line
/// takes, blank and comment lines, junk, and bytes that are not UTF-8.
fn piece() -> impl Strategy<Value = Vec<u8>> {
    let grid = "[0-9.]{81}";
    prop_oneof![
        grid.prop_map(String::into_bytes),
        grid.prop_map(|g| format!(r#"{{"grid": "{g}"}}"#).into_bytes()),
        grid.prop_map(|g| format!(" \"{g}\"\t").into_bytes()),
        "[ \t\r]{0,3}".prop_map(String::into_bytes),
        "[ \t]{0,2}#[^\n]{0,20}".prop_map(String::into_bytes),
        "[0-9. \t#x\"\\[\\]{}]{0,90}".prop_map(String::into_bytes),
        any::<String>().prop_map(|s| s.replace('\n', "").into_bytes()),
        prop::collection::vec(any::<u8>().prop_filter("not \\n", |&b| b != b'\n'), 0..90),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn lines_are_cut_numbered_and_decoded(pieces in prop::collection::vec(piece(), 0..8),
                                          crlf in any::<bool>()) {
        // `\r\n` line ends: the `\r` is trimmed with the line.
        let pieces: Vec<Vec<u8>> = pieces
            .into_iter()
            .map(|mut p| {
                if crlf {
                    p.push(b'\r');
                }
                p
            })
            .collect();
        let body = pieces.join(&b'\n');
        prop_assert_eq!(decoded(parse_ndjson(&body)), expected(&pieces));
    }

    #[test]
    fn arbitrary_bytes_never_panic_and_name_the_line(bytes in prop::collection::vec(any::<u8>(), 0..300)) {
        for item in parse_ndjson(&bytes) {
            match item {
                Item::Rejected(p) => {
                    prop_assert!(matches!(p.code, ErrorCode::InvalidGrid | ErrorCode::InvalidRequest));
                    prop_assert!(p.detail.starts_with("line "), "{}", p.detail);
                }
                Item::Grid { label, .. } => prop_assert!(matches!(label, Label::Line(_))),
            }
        }
    }
}

#[test]
fn a_sample_body_keeps_its_line_numbers() {
    let p = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    let mut body = format!(
        "{p}\r\n\n# comment\n  # indented comment\n\"{p}\"\n{{\"grid\": \"{p}\"}}\n{{\"grid\": 1, \"x\": 2}}\n"
    )
    .into_bytes();
    // Line 8 is not UTF-8; line 9 has conflicting givens, which decode (the
    // solve reports them).
    body.extend_from_slice(b"\xff");
    body.extend_from_slice(format!("{p}\n55{}\n", &p[2..]).as_bytes());
    let lines: Vec<String> = decoded(parse_ndjson(&body))
        .iter()
        .map(|item| match item {
            Ok((_, format, label)) => format!("{label} {format:?}"),
            Err((code, detail)) => format!("{code}: {detail}"),
        })
        .collect();
    assert_eq!(
        lines,
        [
            "line 1 Line",
            "line 5 Line",
            "line 6 Line",
            "invalid_grid: line 7: expected {\"grid\": …} and no other field",
            "invalid_grid: line 8: unexpected character '\u{fffd}' at index 0 (row 0, col 0)",
            "line 9 Line",
        ]
    );
}
