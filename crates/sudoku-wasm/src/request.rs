//! Request bodies → typed requests: INTERIM decoder, until the server's own
//! decoders move into `sudoku_api::request` (then this file goes and the
//! package decodes exactly as the server does). It reads the canonical
//! forms only (a grid as 81 characters or 9 rows of integers, `null` or
//! one-character strings) and words its errors more plainly than the server.

use serde_json::{Map, Value};
use sudoku_api::answer::{ErrorCode, ProblemJson};
use sudoku_core::generate::{Spec, Target};
use sudoku_core::logic::{HintMode, Level, PencilMarks};
use sudoku_core::{Grid, Pos, CELLS};

use crate::grid_out::GridFormat;

/// A decoded `/grade` body.
pub struct GradeRequest {
    pub grid: Grid,
    pub path: bool,
}

/// A decoded `/hint` body.
pub struct HintRequest {
    pub grid: Grid,
    pub givens: Option<Grid>,
    pub candidates: Option<PencilMarks>,
    pub mode: HintMode,
}

/// A decoded `/generate` body.
pub struct GenerateRequest {
    pub spec: Spec,
    pub seed: Option<u64>,
    pub count: u64,
    pub rows: bool,
}

fn invalid(detail: impl Into<String>) -> ProblemJson {
    ProblemJson::new(ErrorCode::InvalidRequest, detail)
}

fn object(body: &[u8]) -> Result<Map<String, Value>, ProblemJson> {
    match serde_json::from_slice::<Value>(body) {
        Ok(Value::Object(m)) => Ok(m),
        Ok(_) => Err(invalid("body: expected a JSON object")),
        Err(e) => Err(ProblemJson::new(
            ErrorCode::MalformedJson,
            format!("the body is not valid JSON: {e}"),
        )),
    }
}

fn grid_value(v: &Value, field: &str) -> Result<(Grid, GridFormat), ProblemJson> {
    let bad = || ProblemJson::new(ErrorCode::InvalidGrid, format!("{field}: not a grid"));
    match v {
        Value::String(s) => Grid::parse(s)
            .map(|g| (g, GridFormat::Line))
            .map_err(|e| ProblemJson::new(ErrorCode::InvalidGrid, format!("{field}: {e}"))),
        Value::Array(rows) if rows.len() == 9 => {
            let mut cells = [0u8; CELLS];
            let mut chars = false;
            for (r, row) in rows.iter().enumerate() {
                let row = row.as_array().filter(|a| a.len() == 9).ok_or_else(bad)?;
                for (c, v) in row.iter().enumerate() {
                    let d = match v {
                        Value::Null => 0,
                        Value::Number(n) => n.as_u64().filter(|&d| d <= 9).ok_or_else(bad)?,
                        Value::String(s) => {
                            chars = true;
                            match s.as_str() {
                                "" | "." | "0" => 0,
                                s => s
                                    .parse::<u64>()
                                    .ok()
                                    .filter(|d| (1..=9).contains(d))
                                    .ok_or_else(bad)?,
                            }
                        }
                        _ => return Err(bad()),
                    };
                    cells[r * 9 + c] = d as u8;
                }
            }
            let format = if chars {
                GridFormat::Chars
            } else {
                GridFormat::Rows
            };
            Grid::from_cells(cells)
                .map(|g| (g, format))
                .map_err(|_| bad())
        }
        _ => Err(bad()),
    }
}

fn grid_field(m: &Map<String, Value>) -> Result<(Grid, GridFormat), ProblemJson> {
    match m.get("grid") {
        Some(v) => grid_value(v, "grid"),
        None => Err(ProblemJson::new(ErrorCode::InvalidGrid, "grid: missing")),
    }
}

/// `/solve` and `/validate`.
pub fn grid(body: &[u8]) -> Result<(Grid, GridFormat), ProblemJson> {
    grid_field(&object(body)?)
}

/// `/grade`.
pub fn grade(body: &[u8]) -> Result<GradeRequest, ProblemJson> {
    let m = object(body)?;
    let (grid, _) = grid_field(&m)?;
    let path = match m.get("path") {
        None => false,
        Some(Value::Bool(b)) => *b,
        Some(_) => return Err(invalid("path: expected true or false")),
    };
    Ok(GradeRequest { grid, path })
}

fn marks(v: &Value) -> Result<PencilMarks, ProblemJson> {
    let bad = || invalid("candidates: not pencil marks");
    let rows = v.as_array().filter(|a| a.len() == 9).ok_or_else(bad)?;
    let mut marks = PencilMarks::NONE;
    for (r, row) in rows.iter().enumerate() {
        let row = row.as_array().filter(|a| a.len() == 9).ok_or_else(bad)?;
        for (c, cell) in row.iter().enumerate() {
            let digits: Vec<u8> = match cell {
                Value::Null => Vec::new(),
                Value::String(s) => s.bytes().map(|b| b.wrapping_sub(b'0')).collect(),
                Value::Array(a) => a
                    .iter()
                    .map(|d| {
                        d.as_u64()
                            .and_then(|d| u8::try_from(d).ok())
                            .ok_or_else(bad)
                    })
                    .collect::<Result<_, _>>()?,
                _ => return Err(bad()),
            };
            marks
                .set(Pos::from_index(r * 9 + c), &digits)
                .map_err(|_| bad())?;
        }
    }
    Ok(marks)
}

/// `/hint`.
pub fn hint(body: &[u8]) -> Result<HintRequest, ProblemJson> {
    let m = object(body)?;
    let (grid, _) = grid_field(&m)?;
    let givens = match m.get("givens") {
        None | Some(Value::Null) => None,
        Some(v) => Some(grid_value(v, "givens")?.0),
    };
    let candidates = match m.get("candidates") {
        None | Some(Value::Null) => None,
        Some(v) => Some(marks(v)?),
    };
    let mode = match m.get("mode") {
        None => HintMode::Step,
        Some(Value::String(s)) => HintMode::from_id(s).ok_or_else(|| invalid("mode: unknown"))?,
        Some(_) => return Err(invalid("mode: expected \"step\" or \"placement\"")),
    };
    Ok(HintRequest {
        grid,
        givens,
        candidates,
        mode,
    })
}

/// `/generate` (levels only).
pub fn generate(body: &[u8]) -> Result<GenerateRequest, ProblemJson> {
    let m = object(body)?;
    let level = match m.get("level") {
        Some(Value::String(s)) => Level::from_id(s).ok_or_else(|| invalid("level: unknown"))?,
        _ => return Err(invalid("level: expected a level")),
    };
    let seed = match m.get("seed") {
        None => None,
        Some(v) => Some(
            v.as_u64()
                .ok_or_else(|| invalid("seed: expected an integer"))?,
        ),
    };
    let count = match m.get("count") {
        None => 1,
        Some(v) => v
            .as_u64()
            .filter(|c| (1..=100).contains(c))
            .ok_or_else(|| invalid("count: expected 1 to 100"))?,
    };
    let rows = matches!(m.get("format"), Some(Value::String(s)) if s == "rows");
    Ok(GenerateRequest {
        spec: Spec::new(Target::Level(level)),
        seed,
        count,
        rows,
    })
}
