//! The body of `POST /solve/batch` → items: a JSON `{"grids": […]}`
//! ([`sudoku_api::request::batch`]) or NDJSON lines, each line decoded by
//! [`sudoku_api::request::ndjson_line`]. Each item is a grid to solve or
//! already answered (a grid that does not decode). A grid whose givens
//! conflict is solved like the others: the solver finds the conflict at its
//! root and reports every conflicting pair, as the answer needs (checking
//! here first cost a batch about 4% of its CPU).

use std::fmt;

use axum::extract::Request;
use sudoku_api::request::{self, DecodeError, GridRequest};

use super::media::Media;
use super::read;
use crate::answer::GridFormat;
use crate::http::problem::Problem;
use crate::sudoku::Grid;

/// One decoded input item.
#[derive(Debug)]
pub enum Item {
    /// Not a grid: already answered.
    Rejected(Problem),
    /// To be solved.
    Grid {
        /// The grid (its givens may conflict: the solve reports it).
        grid: Grid,
        /// The representation it came in (the answer uses it too).
        format: GridFormat,
        /// How errors name the item.
        label: Label,
    },
}

/// How errors name an item: `grids[3]` or `line 4`; worded only when an
/// error needs it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Label {
    /// Index in the JSON `grids` array.
    Json(usize),
    /// 1-based line of an NDJSON body.
    Line(usize),
}

impl fmt::Display for Label {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Label::Json(i) => write!(f, "grids[{i}]"),
            Label::Line(n) => write!(f, "line {n}"),
        }
    }
}

impl Item {
    fn new(decoded: Result<GridRequest, DecodeError>, label: Label) -> Item {
        match decoded {
            Ok(GridRequest { grid, format }) => Item::Grid {
                grid,
                format,
                label,
            },
            Err(e) => Item::Rejected(e.into()),
        }
    }
}

/// Reads a batch body (JSON or NDJSON, at most `limit` bytes) into its
/// items; also whether it came as NDJSON (the answer does too).
pub async fn read_batch(req: Request, limit: usize) -> Result<(Vec<Item>, bool), Problem> {
    match read::body(req, true, limit).await? {
        (Media::Ndjson, bytes) => Ok((parse_ndjson(&bytes), true)),
        (Media::Json, bytes) => Ok((parse_json_batch(&bytes)?, false)),
    }
}

/// Decodes a JSON batch body `{"grids": [<grid>, …]}` into its items; the
/// body itself failing (not JSON, not an object, no `grids` array, another
/// field) is the whole request's problem.
pub fn parse_json_batch(bytes: &[u8]) -> Result<Vec<Item>, Problem> {
    Ok(request::batch(bytes)?
        .into_iter()
        .enumerate()
        .map(|(i, decoded)| Item::new(decoded, Label::Json(i)))
        .collect())
}

/// Decodes an NDJSON batch body into its items, one per line that is not
/// blank or a `#` comment. Any bytes decode (a line that is not valid UTF-8
/// is read with replacement characters); a bad line is a rejected item,
/// never the whole body's problem.
pub fn parse_ndjson(bytes: &[u8]) -> Vec<Item> {
    let mut items = Vec::new();
    for (n, raw) in bytes.split(|&b| b == b'\n').enumerate() {
        let line = String::from_utf8_lossy(raw);
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        items.push(Item::new(
            request::ndjson_line(line, n + 1),
            Label::Line(n + 1),
        ));
    }
    items
}
