//! Batch bodies → items: a JSON `{"grids": […]}` or NDJSON lines, each
//! grid decoded by the one grid decoder ([`GridValue`]), each item either a
//! grid to solve or already answered (a grid that does not decode). A grid
//! whose givens conflict is solved like the others: the solver finds the
//! conflict at its root and reports every conflicting pair, as the answer
//! needs (checking here first cost a batch about 4% of its CPU).

use std::fmt;

use serde::de::{self, Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};

use crate::http::dto::GridFormat;
use crate::http::extract::{duplicate_field, parse_one_field};
use crate::http::grid_json::{GridError, GridOrBody, GridValue};
use crate::http::problem::{ErrorCode, Problem};
use crate::http::shape::Shape;
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

/// The `grids` field: an array of grids, or something else (`None`).
struct Grids(Option<Vec<GridValue>>);

impl<'de> Deserialize<'de> for Grids {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(GridsVisitor)
    }
}

struct GridsVisitor;

impl<'de> Visitor<'de> for GridsVisitor {
    type Value = Grids;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("an array of grids")
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Grids, A::Error> {
        let mut grids = Vec::with_capacity(seq.size_hint().unwrap_or(0).min(4096));
        while let Some(g) = seq.next_element::<GridValue>()? {
            grids.push(g);
        }
        Ok(Grids(Some(grids)))
    }
    // Anything else is read to its end (so malformed JSON is still found).
    fn visit_unit<E: de::Error>(self) -> Result<Grids, E> {
        Ok(Grids(None))
    }
    fn visit_bool<E: de::Error>(self, _: bool) -> Result<Grids, E> {
        Ok(Grids(None))
    }
    fn visit_u64<E: de::Error>(self, _: u64) -> Result<Grids, E> {
        Ok(Grids(None))
    }
    fn visit_i64<E: de::Error>(self, _: i64) -> Result<Grids, E> {
        Ok(Grids(None))
    }
    fn visit_f64<E: de::Error>(self, _: f64) -> Result<Grids, E> {
        Ok(Grids(None))
    }
    fn visit_str<E: de::Error>(self, _: &str) -> Result<Grids, E> {
        Ok(Grids(None))
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Grids, A::Error> {
        while map.next_entry::<Shape, Shape>()?.is_some() {}
        Ok(Grids(None))
    }
}

/// Decodes a JSON batch body `{"grids": [<grid>, …]}` into its items; the
/// body itself failing (not JSON, not an object, no `grids` array, another
/// field) is the whole request's problem.
pub fn parse_json_batch(bytes: &[u8]) -> Result<Vec<Item>, Problem> {
    let body = parse_one_field::<Grids>(bytes, "grids")?;
    let Grids(grids) = body.into_value(
        || {
            Problem::new(
                ErrorCode::InvalidRequest,
                "grids: missing; expected an array of grids",
            )
        },
        &["grids"],
    )?;
    let Some(grids) = grids else {
        return Err(Problem::new(
            ErrorCode::InvalidRequest,
            "grids: expected an array of grids",
        ));
    };
    Ok(grids
        .into_iter()
        .enumerate()
        .map(|(i, GridValue(g))| decode_item(g, Label::Json(i)))
        .collect())
}

/// Decodes an NDJSON batch body into its items, one per line that is not
/// blank or a `#` comment: a raw 81-character line, a JSON grid, or
/// `{"grid": <grid>}`. Any bytes decode (a line that is not valid UTF-8 is
/// read with replacement characters); a bad line is a rejected item, never
/// the whole body's problem.
pub fn parse_ndjson(bytes: &[u8]) -> Vec<Item> {
    let mut items = Vec::new();
    for (n, raw) in bytes.split(|&b| b == b'\n').enumerate() {
        let line = String::from_utf8_lossy(raw);
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let label = Label::Line(n + 1);
        let item = if line.starts_with(['"', '[', '{']) {
            match serde_json::from_str::<GridOrBody>(line) {
                Ok(GridOrBody::Grid(GridValue(grid))) => decode_item(grid, label),
                Ok(GridOrBody::Body(body)) => match body.duplicate().map(str::to_owned) {
                    Some(key) => Item::Rejected(duplicate_field(&label.to_string(), &key)),
                    None => match body.into_only() {
                        Some(GridValue(grid)) => decode_item(grid, label),
                        None => Item::Rejected(Problem::new(
                            ErrorCode::InvalidGrid,
                            format!("{label}: expected {{\"grid\": …}} and no other field"),
                        )),
                    },
                },
                Err(e) => Item::Rejected(Problem::new(
                    ErrorCode::InvalidGrid,
                    format!("{label}: not valid JSON: {e}"),
                )),
            }
        } else {
            let grid = Grid::parse(line)
                .map(|g| (g, GridFormat::Line))
                .map_err(GridError::Line);
            decode_item(grid, label)
        };
        items.push(item);
    }
    items
}

fn decode_item(grid: Result<(Grid, GridFormat), GridError>, label: Label) -> Item {
    match grid {
        Err(e) => Item::Rejected(Problem::new(
            ErrorCode::InvalidGrid,
            e.detail(&label.to_string()),
        )),
        Ok((grid, format)) => Item::Grid {
            grid,
            format,
            label,
        },
    }
}
