//! The request bodies of `POST /grade` and `POST /hint`, decoded straight
//! from the bytes (no JSON tree) with the grid decoder of [`super::grid_json`]
//! and the value shapes of [`super::shape`]; every fault names its field,
//! and for pencil marks the cell (`candidates[3][7]: …`).
//!
//! - `/grade`: `{"grid": <grid>, "path": <bool, optional>}`.
//! - `/hint`: `{"grid": <grid>, "givens": <grid or null, optional>,
//!   "candidates": <marks or null, optional>, "mode": "step"|"placement"
//!   (optional)}`; marks are 9 rows of 9
//!   entries, each a string of digits (`"137"`), an array of digits
//!   (`[1, 3, 7]`), or `null` / `""` for a cell without marks.
//!
//! As for every JSON body: 400 `malformed_json` when empty or not
//! well-formed (checked first: the whole body is read even after a bad
//! value), 422 `invalid_request` when not an object, for an unknown or
//! repeated field, a `path` that is not a boolean, a `mode` that is not
//! one, or pencil marks that are not marks; 422 `invalid_grid` when `grid` is missing or `grid` or
//! `givens` is not a grid.

use std::fmt;

use axum::extract::{FromRequest, Request};
use serde::de::{self, Deserialize, DeserializeSeed, Deserializer, MapAccess, SeqAccess, Visitor};

use super::extract::{
    empty_body, is_json_content_type, malformed, not_an_object, not_an_object_shapes, quote,
    read_body, unsupported_media_type,
};
use super::grid_json::GridValue;
use super::problem::{ErrorCode, Problem};
use super::shape::Shape;
use super::state::AppState;
use crate::sudoku::logic::{HintMode, PencilMarks};
use crate::sudoku::{Grid, CELLS};

/// A decoded `/grade` body.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GradeRequest {
    /// The puzzle.
    pub grid: Grid,
    /// Whether to answer every step (`path`).
    pub path: bool,
}

/// A decoded `/hint` body.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HintRequest {
    /// The player's grid.
    pub grid: Grid,
    /// The puzzle's givens, when sent.
    pub givens: Option<Grid>,
    /// The player's pencil marks, when sent.
    pub candidates: Option<PencilMarks>,
    /// Which step to give (`mode`; default [`HintMode::Step`]).
    pub mode: HintMode,
}

const GRADE_FIELDS: &[&str] = &["grid", "path"];
const HINT_FIELDS: &[&str] = &["grid", "givens", "candidates", "mode"];

/// Parses a `/grade` body (see the [module](self) docs).
pub fn parse_grade_body(bytes: &[u8]) -> Result<GradeRequest, Problem> {
    let f = parse_fields(bytes, GRADE_FIELDS)?;
    let grid = f.grid()?;
    let path = match f.path {
        None => false,
        Some(Shape::Bool(b)) => b,
        Some(other) => {
            return Err(Problem::new(
                ErrorCode::InvalidRequest,
                format!("path: expected true or false, got {other}"),
            ))
        }
    };
    Ok(GradeRequest { grid, path })
}

/// Parses a `/hint` body (see the [module](self) docs).
pub fn parse_hint_body(bytes: &[u8]) -> Result<HintRequest, Problem> {
    let f = parse_fields(bytes, HINT_FIELDS)?;
    let grid = f.grid()?;
    let givens = match f.givens {
        None => None,
        Some(Given::Null) => None,
        Some(Given::Grid(GridValue(v))) => Some(
            v.map(|(g, _)| g)
                .map_err(|e| Problem::new(ErrorCode::InvalidGrid, e.detail("givens")))?,
        ),
    };
    let candidates = match f.candidates {
        None => None,
        Some(MarksValue(m)) => {
            m.map_err(|detail| Problem::new(ErrorCode::InvalidRequest, detail))?
        }
    };
    let mode = match f.mode {
        None => HintMode::Step,
        Some(Shape::ShortString(s)) if HintMode::from_id(&s).is_some() => {
            HintMode::from_id(&s).unwrap_or_default()
        }
        Some(other) => {
            return Err(Problem::new(
                ErrorCode::InvalidRequest,
                format!("mode: expected \"step\" or \"placement\", got {other}"),
            ))
        }
    };
    Ok(HintRequest {
        grid,
        givens,
        candidates,
        mode,
    })
}

/// The extractor of `/grade` (415, 413, 400 and 422 as for any JSON body).
#[derive(Debug)]
pub struct GradeBody(pub GradeRequest);

impl FromRequest<AppState> for GradeBody {
    type Rejection = Problem;

    async fn from_request(req: Request, state: &AppState) -> Result<Self, Problem> {
        if !is_json_content_type(req.headers()) {
            return Err(unsupported_media_type(req.headers(), "application/json"));
        }
        let bytes = read_body(req, state.config.max_body_bytes).await?;
        parse_grade_body(&bytes).map(GradeBody)
    }
}

/// The extractor of `/hint` (415, 413, 400 and 422 as for any JSON body).
#[derive(Debug)]
pub struct HintBody(pub HintRequest);

impl FromRequest<AppState> for HintBody {
    type Rejection = Problem;

    async fn from_request(req: Request, state: &AppState) -> Result<Self, Problem> {
        if !is_json_content_type(req.headers()) {
            return Err(unsupported_media_type(req.headers(), "application/json"));
        }
        let bytes = read_body(req, state.config.max_body_bytes).await?;
        parse_hint_body(&bytes).map(HintBody)
    }
}

fn missing_grid() -> Problem {
    Problem::new(
        ErrorCode::InvalidGrid,
        "grid: missing; expected an array of 9 rows or a string of 81 cells",
    )
}

/// The fields of a `/grade` or `/hint` body as read; which are allowed is
/// checked after the whole body has been read.
#[derive(Debug, Default)]
struct Fields {
    grid: Option<GridValue>,
    givens: Option<Given>,
    candidates: Option<MarksValue>,
    path: Option<Shape>,
    mode: Option<Shape>,
    /// The first unexpected field (in key order, as `extract` names it).
    unknown: Option<String>,
    /// The first field seen twice.
    repeated: Option<&'static str>,
}

impl Fields {
    fn grid(&self) -> Result<Grid, Problem> {
        match &self.grid {
            None => Err(missing_grid()),
            Some(GridValue(Ok((g, _format)))) => Ok(*g),
            Some(GridValue(Err(e))) => Err(Problem::new(ErrorCode::InvalidGrid, e.detail("grid"))),
        }
    }
}

/// `givens` may be `null` (as if absent).
#[derive(Debug)]
enum Given {
    Null,
    Grid(GridValue),
}

impl<'de> Deserialize<'de> for Given {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        // `null` is a grid error for the grid decoder; here it means none.
        let v = GridValue::deserialize(d)?;
        Ok(match &v.0 {
            Err(super::grid_json::GridError::NotAGrid(Shape::Null)) => Given::Null,
            _ => Given::Grid(v),
        })
    }
}

fn parse_fields(bytes: &[u8], expected: &'static [&'static str]) -> Result<Fields, Problem> {
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return Err(empty_body());
    }
    let mut de = serde_json::Deserializer::from_slice(bytes);
    let fields = BodySeed { expected }
        .deserialize(&mut de)
        .and_then(|body| de.end().map(|()| body))
        .map_err(|e| malformed(&e))?
        .map_err(|shape| not_an_object(shape.article()))?;
    if let Some(name) = fields.repeated {
        return Err(Problem::new(
            ErrorCode::InvalidRequest,
            format!("body: the field {} appears more than once", quote(name)),
        ));
    }
    if let Some(name) = &fields.unknown {
        return Err(Problem::new(
            ErrorCode::InvalidRequest,
            format!(
                "body: unknown field {}; expected only {}",
                quote(name),
                expected
                    .iter()
                    .map(|s| quote(s))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        ));
    }
    Ok(fields)
}

struct BodySeed {
    expected: &'static [&'static str],
}

impl<'de> DeserializeSeed<'de> for BodySeed {
    type Value = Result<Fields, Shape>;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Self::Value, D::Error> {
        d.deserialize_any(self)
    }
}

fn set_once<T>(slot: &mut Option<T>, value: T, name: &'static str, f: &mut Option<&'static str>) {
    if slot.is_some() && f.is_none() {
        *f = Some(name);
    }
    *slot = Some(value);
}

impl<'de> Visitor<'de> for BodySeed {
    type Value = Result<Fields, Shape>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a JSON object")
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
        let mut fields = Fields::default();
        while let Some(key) = map.next_key::<std::borrow::Cow<'de, str>>()? {
            let known = self.expected.iter().find(|k| **k == key).copied();
            let mut repeated = fields.repeated;
            match known {
                Some("grid") => {
                    let v = map.next_value::<GridValue>()?;
                    set_once(&mut fields.grid, v, "grid", &mut repeated);
                }
                Some("givens") => {
                    let v = map.next_value::<Given>()?;
                    set_once(&mut fields.givens, v, "givens", &mut repeated);
                }
                Some("candidates") => {
                    let v = map.next_value::<MarksValue>()?;
                    set_once(&mut fields.candidates, v, "candidates", &mut repeated);
                }
                Some("path") => {
                    let v = map.next_value::<Shape>()?;
                    set_once(&mut fields.path, v, "path", &mut repeated);
                }
                Some("mode") => {
                    let v = map.next_value::<Shape>()?;
                    set_once(&mut fields.mode, v, "mode", &mut repeated);
                }
                _ => {
                    map.next_value::<Shape>()?;
                    if fields.unknown.as_deref().is_none_or(|k| *key < *k) {
                        fields.unknown = Some(key.into_owned());
                    }
                }
            }
            fields.repeated = repeated;
        }
        Ok(Ok(fields))
    }
    not_an_object_shapes!('de);
}

/// Decoded pencil marks (`None` for `null`), or the `detail` of the first
/// fault in reading order.
#[derive(Debug)]
pub struct MarksValue(pub Result<Option<PencilMarks>, String>);

const MARKS_SHAPE: &str = "a string of digits 1-9 (\"137\"), an array of digits 1-9, \"\" or null";

impl<'de> Deserialize<'de> for MarksValue {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(MarksVisitor)
    }
}

struct MarksVisitor;

impl<'de> Visitor<'de> for MarksVisitor {
    type Value = MarksValue;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("pencil marks")
    }
    fn visit_unit<E: de::Error>(self) -> Result<MarksValue, E> {
        Ok(MarksValue(Ok(None)))
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<MarksValue, A::Error> {
        let mut masks = [0u16; CELLS];
        let mut fault: Option<String> = None;
        let mut rows = 0usize;
        while let Some(row) = seq.next_element::<MarksRow>()? {
            if fault.is_none() {
                match row.0 {
                    Ok(cells) if rows < 9 => {
                        masks[rows * 9..rows * 9 + 9].copy_from_slice(&cells);
                    }
                    Ok(_) => {}
                    Err(e) => fault = Some(e.detail(rows)),
                }
            }
            rows += 1;
        }
        if rows != 9 {
            // The row count is the outer fault: it is named first.
            return Ok(MarksValue(Err(format!(
                "candidates: expected 9 rows, got {rows}"
            ))));
        }
        if let Some(f) = fault {
            return Ok(MarksValue(Err(f)));
        }
        Ok(MarksValue(
            PencilMarks::from_masks(masks)
                .map(Some)
                .map_err(|e| format!("candidates: {e}")),
        ))
    }
    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<MarksValue, A::Error> {
        let shape = Shape::deserialize(de::value::MapAccessDeserializer::new(map))?;
        Ok(not_rows(&shape))
    }
    fn visit_bool<E: de::Error>(self, b: bool) -> Result<MarksValue, E> {
        Ok(not_rows(&Shape::Bool(b)))
    }
    fn visit_u64<E: de::Error>(self, n: u64) -> Result<MarksValue, E> {
        Ok(not_rows(&Shape::Number(n.into())))
    }
    fn visit_i64<E: de::Error>(self, n: i64) -> Result<MarksValue, E> {
        Ok(not_rows(&Shape::Number(n.into())))
    }
    fn visit_f64<E: de::Error>(self, f: f64) -> Result<MarksValue, E> {
        Ok(not_rows(
            &serde_json::Number::from_f64(f).map_or(Shape::Null, Shape::Number),
        ))
    }
    fn visit_str<E: de::Error>(self, s: &str) -> Result<MarksValue, E> {
        Ok(not_rows(&Shape::string(s)))
    }
}

fn not_rows(got: &Shape) -> MarksValue {
    MarksValue(Err(format!(
        "candidates: expected an array of 9 rows of 9 entries, got {got}"
    )))
}

/// One row of marks: 9 masks, or why not.
struct MarksRow(Result<[u16; 9], RowFault>);

enum RowFault {
    NotAnArray(Shape),
    Length(usize),
    Entry(usize, EntryFault),
}

enum EntryFault {
    /// Not a string, array or null.
    Shape(Shape),
    /// A mark that is not a digit 1-9 (as written).
    Mark(String),
}

impl RowFault {
    fn detail(&self, r: usize) -> String {
        match self {
            RowFault::NotAnArray(got) => {
                format!("candidates[{r}]: expected an array of 9 entries, got {got}")
            }
            RowFault::Length(n) => format!("candidates[{r}]: expected 9 entries, got {n}"),
            RowFault::Entry(c, EntryFault::Shape(got)) => {
                format!("candidates[{r}][{c}]: expected {MARKS_SHAPE}, got {got}")
            }
            RowFault::Entry(c, EntryFault::Mark(m)) => format!(
                "candidates[{r}][{c}]: the pencil mark {m} at r{}c{} is not a digit 1-9",
                r + 1,
                c + 1
            ),
        }
    }
}

impl<'de> Deserialize<'de> for MarksRow {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(RowVisitor)
    }
}

struct RowVisitor;

impl RowVisitor {
    fn not_an_array<E>(got: Shape) -> Result<MarksRow, E> {
        Ok(MarksRow(Err(RowFault::NotAnArray(got))))
    }
}

impl<'de> Visitor<'de> for RowVisitor {
    type Value = MarksRow;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a row of pencil marks")
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<MarksRow, A::Error> {
        let mut row = [0u16; 9];
        let mut fault: Option<(usize, EntryFault)> = None;
        let mut n = 0usize;
        while let Some(MarkEntry(entry)) = seq.next_element::<MarkEntry>()? {
            match entry {
                Ok(mask) if n < 9 => row[n] = mask,
                Ok(_) => {}
                Err(e) => {
                    if fault.is_none() {
                        fault = Some((n, e));
                    }
                }
            }
            n += 1;
        }
        Ok(MarksRow(if n != 9 {
            Err(RowFault::Length(n))
        } else if let Some((c, e)) = fault {
            Err(RowFault::Entry(c, e))
        } else {
            Ok(row)
        }))
    }
    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<MarksRow, A::Error> {
        Shape::deserialize(de::value::MapAccessDeserializer::new(map))?;
        Self::not_an_array(Shape::Object)
    }
    fn visit_unit<E: de::Error>(self) -> Result<MarksRow, E> {
        Self::not_an_array(Shape::Null)
    }
    fn visit_bool<E: de::Error>(self, b: bool) -> Result<MarksRow, E> {
        Self::not_an_array(Shape::Bool(b))
    }
    fn visit_u64<E: de::Error>(self, n: u64) -> Result<MarksRow, E> {
        Self::not_an_array(Shape::Number(n.into()))
    }
    fn visit_i64<E: de::Error>(self, n: i64) -> Result<MarksRow, E> {
        Self::not_an_array(Shape::Number(n.into()))
    }
    fn visit_f64<E: de::Error>(self, f: f64) -> Result<MarksRow, E> {
        Self::not_an_array(serde_json::Number::from_f64(f).map_or(Shape::Null, Shape::Number))
    }
    fn visit_str<E: de::Error>(self, s: &str) -> Result<MarksRow, E> {
        Self::not_an_array(Shape::string(s))
    }
}

/// One cell's marks as a mask (bit `d - 1` for digit `d`; 0: no marks).
struct MarkEntry(Result<u16, EntryFault>);

/// A number as an integer, however it is written (`4` or `4.0`): JSON has
/// one number type, and JSON Schema's `integer` includes `4.0` (as for
/// grid cells).
fn integral(n: &serde_json::Number) -> Option<u64> {
    if let Some(v) = n.as_u64() {
        return Some(v);
    }
    let f = n.as_f64()?;
    (f.fract() == 0.0 && (0.0..=1e6).contains(&f)).then_some(f as u64)
}

fn bit(d: u64) -> Option<u16> {
    (1..=9).contains(&d).then(|| 1u16 << (d - 1))
}

impl<'de> Deserialize<'de> for MarkEntry {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(EntryVisitor)
    }
}

struct EntryVisitor;

impl EntryVisitor {
    fn shape<E>(got: Shape) -> Result<MarkEntry, E> {
        Ok(MarkEntry(Err(EntryFault::Shape(got))))
    }
}

impl<'de> Visitor<'de> for EntryVisitor {
    type Value = MarkEntry;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(MARKS_SHAPE)
    }
    fn visit_unit<E: de::Error>(self) -> Result<MarkEntry, E> {
        Ok(MarkEntry(Ok(0)))
    }
    fn visit_str<E: de::Error>(self, s: &str) -> Result<MarkEntry, E> {
        let mut mask = 0u16;
        for ch in s.chars() {
            match ch.to_digit(10) {
                Some(d) => match bit(u64::from(d)) {
                    Some(b) => mask |= b,
                    None => return Ok(MarkEntry(Err(EntryFault::Mark(d.to_string())))),
                },
                None => return Self::shape(Shape::string(s)),
            }
        }
        Ok(MarkEntry(Ok(mask)))
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<MarkEntry, A::Error> {
        let mut mask = 0u16;
        let mut fault: Option<EntryFault> = None;
        let mut n = 0usize;
        while let Some(item) = seq.next_element::<Shape>()? {
            n += 1;
            if fault.is_some() {
                continue;
            }
            match &item {
                Shape::Number(num) => match integral(num).and_then(bit) {
                    Some(b) => mask |= b,
                    None => fault = Some(EntryFault::Mark(num.to_string())),
                },
                _ => fault = Some(EntryFault::Shape(Shape::Array(0))),
            }
        }
        Ok(MarkEntry(match fault {
            Some(EntryFault::Shape(_)) => Err(EntryFault::Shape(Shape::Array(n))),
            Some(f) => Err(f),
            None => Ok(mask),
        }))
    }
    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<MarkEntry, A::Error> {
        Shape::deserialize(de::value::MapAccessDeserializer::new(map))?;
        Self::shape(Shape::Object)
    }
    fn visit_bool<E: de::Error>(self, b: bool) -> Result<MarkEntry, E> {
        Self::shape(Shape::Bool(b))
    }
    fn visit_u64<E: de::Error>(self, n: u64) -> Result<MarkEntry, E> {
        Self::shape(Shape::Number(n.into()))
    }
    fn visit_i64<E: de::Error>(self, n: i64) -> Result<MarkEntry, E> {
        Self::shape(Shape::Number(n.into()))
    }
    fn visit_f64<E: de::Error>(self, f: f64) -> Result<MarkEntry, E> {
        Self::shape(serde_json::Number::from_f64(f).map_or(Shape::Null, Shape::Number))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::http::grid_json::parse_grid_body;
    use crate::sudoku::Pos;
    use serde_json::json;

    const P: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    fn hint_err(v: serde_json::Value) -> (ErrorCode, String) {
        let p = parse_hint_body(v.to_string().as_bytes()).unwrap_err();
        (p.code, p.detail)
    }

    #[test]
    fn body_level_problems_are_worded_as_for_every_body() {
        for body in [&b""[..], b"{\"grid\": ", b"[1]", b"\"x\"", b"{} x"] {
            let ours = parse_grade_body(body).unwrap_err();
            let theirs = parse_grid_body(body).unwrap_err();
            assert_eq!((ours.code, &ours.detail), (theirs.code, &theirs.detail));
        }
    }

    #[test]
    fn grade_bodies() {
        let r = parse_grade_body(json!({"grid": P}).to_string().as_bytes()).unwrap();
        assert!(!r.path);
        let r = parse_grade_body(json!({"grid": P, "path": true}).to_string().as_bytes()).unwrap();
        assert!(r.path);
        let e =
            parse_grade_body(json!({"grid": P, "path": null}).to_string().as_bytes()).unwrap_err();
        assert_eq!(e.detail, "path: expected true or false, got null");
        let e = parse_grade_body(json!({"grid": P, "path": 1}).to_string().as_bytes()).unwrap_err();
        assert_eq!(e.code, ErrorCode::InvalidRequest);
        assert_eq!(e.detail, "path: expected true or false, got 1");
        let e = parse_grade_body(br#"{"grid": "1", "zz": 1, "b": [1, {}]}"#).unwrap_err();
        assert_eq!(
            e.detail,
            "body: unknown field \"b\"; expected only \"grid\", \"path\""
        );
        let e = parse_grade_body(br#"{"path": true}"#).unwrap_err();
        assert_eq!(e.code, ErrorCode::InvalidGrid);
        let e = parse_grade_body(br#"{"grid": "12x"}"#).unwrap_err();
        assert_eq!(
            (e.code, e.detail.as_str()),
            (
                ErrorCode::InvalidGrid,
                "grid: unexpected character 'x' at index 2 (row 0, col 2)"
            )
        );
        let e = parse_grade_body(format!(r#"{{"grid": "{P}", "grid": "{P}"}}"#).as_bytes())
            .unwrap_err();
        assert_eq!(
            (e.code, e.detail.as_str()),
            (
                ErrorCode::InvalidRequest,
                "body: the field \"grid\" appears more than once"
            )
        );
        // Malformed JSON after a bad value is still malformed.
        let e = parse_grade_body(br#"{"grid": 1, "path": tru}"#).unwrap_err();
        assert_eq!(e.code, ErrorCode::MalformedJson);
    }

    #[test]
    fn hint_bodies_and_marks() {
        let mut marks = vec![vec![json!(null); 9]; 9];
        marks[0][2] = json!("124");
        marks[0][3] = json!([2, 6.0]);
        marks[1][1] = json!("");
        let r = parse_hint_body(
            json!({"grid": P, "givens": P, "candidates": marks})
                .to_string()
                .as_bytes(),
        )
        .unwrap();
        let m = r.candidates.unwrap();
        assert_eq!(m.mask(Pos { row: 0, col: 2 }), 0b1011);
        assert_eq!(m.mask(Pos { row: 0, col: 3 }), 0b10_0010);
        assert_eq!(m.mask(Pos { row: 1, col: 1 }), 0);
        assert!(r.givens.is_some());
        let r = parse_hint_body(
            json!({"grid": P, "givens": null, "candidates": null})
                .to_string()
                .as_bytes(),
        )
        .unwrap();
        assert_eq!((r.givens, r.candidates), (None, None));

        let mut bad = marks.clone();
        bad[3][7] = json!("130");
        assert_eq!(
            hint_err(json!({"grid": P, "candidates": bad})),
            (
                ErrorCode::InvalidRequest,
                "candidates[3][7]: the pencil mark 0 at r4c8 is not a digit 1-9".into()
            )
        );
        bad[3][7] = json!([1, 10]);
        assert!(hint_err(json!({"grid": P, "candidates": bad}))
            .1
            .starts_with("candidates[3][7]: the pencil mark 10 at r4c8"));
        bad[3][7] = json!("1x");
        assert_eq!(
            hint_err(json!({"grid": P, "candidates": bad})).1,
            format!("candidates[3][7]: expected {MARKS_SHAPE}, got \"1x\"")
        );
        bad[3][7] = json!(5);
        assert!(hint_err(json!({"grid": P, "candidates": bad}))
            .1
            .ends_with("got 5"));
        bad[3] = vec![json!(null)];
        assert_eq!(
            hint_err(json!({"grid": P, "candidates": bad})).1,
            "candidates[3]: expected 9 entries, got 1"
        );
        bad.pop();
        assert_eq!(
            hint_err(json!({"grid": P, "candidates": bad})).1,
            "candidates: expected 9 rows, got 8"
        );
        assert_eq!(
            hint_err(json!({"grid": P, "candidates": "137"})).1,
            "candidates: expected an array of 9 rows of 9 entries, got \"137\""
        );
        assert_eq!(
            hint_err(json!({"grid": P, "givens": "1"})),
            (
                ErrorCode::InvalidGrid,
                "givens: expected 81 cells, got 1".into()
            )
        );
        assert_eq!(
            hint_err(json!({"grid": P, "path": true})).1,
            "body: unknown field \"path\"; expected only \"grid\", \"givens\", \"candidates\", \"mode\""
        );
        assert_eq!(
            hint_err(json!({"grid": P, "mode": true})).1,
            "mode: expected \"step\" or \"placement\", got true"
        );
    }
}
