//! The requests of `POST /grade` and `POST /hint`, with the grid and
//! pencil-mark value formats; every fault names its field, and for pencil
//! marks the cell (`candidates[3][7]: …`).
//!
//! - `/grade`: `{"grid": <grid>, "path": <bool, optional>, "style":
//!   "se"|"learner" (optional)}`.
//! - `/hint`: `{"grid": <grid>, "givens": <grid or null, optional>,
//!   "candidates": <marks or null, optional>, "mode": "step"|"placement"
//!   (optional), "style": "se"|"learner" (optional)}`.
//!
//! After the body's own faults ([`super::body`]; a missing `grid` is 422
//! `invalid_grid`), the fields are checked in the order above: 422
//! `invalid_grid` when `grid` or `givens` is not a grid, 422
//! `invalid_request` for a `path` that is not a boolean, pencil marks that
//! are not marks, or a `mode` or `style` that is not one.

use super::body::object;
use super::field::{boolean, id, Field};
use super::grid::{GridError, GridValue};
use super::marks::MarksValue;
use super::shape::Shape;
use super::{missing_grid, DecodeError};
use crate::sudoku::logic::{HintMode, PencilMarks, Style};
use crate::sudoku::Grid;

/// A decoded `/grade` body.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GradeRequest {
    /// The puzzle.
    pub grid: Grid,
    /// Whether to answer every step (`path`).
    pub path: bool,
    /// Whether to add the learner path's steps beside SE's rating
    /// (`style`; default [`Style::Se`]).
    pub style: Style,
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
    /// Along which path (`style`; default [`Style::Se`]).
    pub style: Style,
}

#[derive(Default, serde::Deserialize)]
#[serde(default, deny_unknown_fields)]
struct GradeBody {
    grid: Field<GridValue>,
    path: Field<Shape>,
    style: Field<Shape>,
}

#[derive(Default, serde::Deserialize)]
#[serde(default, deny_unknown_fields)]
struct HintBody {
    grid: Field<GridValue>,
    givens: Field<GridValue>,
    candidates: Field<MarksValue>,
    mode: Field<Shape>,
    style: Field<Shape>,
}

/// Decodes a `/grade` body (see the [module](self) docs).
pub fn grade(bytes: &[u8]) -> Result<GradeRequest, DecodeError> {
    let body: GradeBody = object(
        bytes,
        &["grid", "path", "style"],
        Some(("grid", missing_grid)),
    )?;
    let (grid, _) = body.grid.0.ok_or_else(missing_grid)?.at("grid")?;
    let path = body.path.check(|v| boolean("path", v))?;
    let style = body.style.check(style)?;
    Ok(GradeRequest {
        grid,
        path: path.unwrap_or(false),
        style: style.unwrap_or_default(),
    })
}

/// Decodes a `/hint` body (see the [module](self) docs).
pub fn hint(bytes: &[u8]) -> Result<HintRequest, DecodeError> {
    let body: HintBody = object(
        bytes,
        &["grid", "givens", "candidates", "mode", "style"],
        Some(("grid", missing_grid)),
    )?;
    let (grid, _) = body.grid.0.ok_or_else(missing_grid)?.at("grid")?;
    let givens = match body.givens.0 {
        // `null` is a grid fault for the grid format; here it means none.
        None | Some(GridValue(Err(GridError::NotAGrid(Shape::Null)))) => None,
        Some(v) => Some(v.at("givens")?.0),
    };
    let candidates = match body.candidates.0 {
        None => None,
        Some(MarksValue(m)) => m.map_err(DecodeError::invalid_request)?,
    };
    let mode = body.mode.check(|v| {
        id(
            "mode",
            v,
            HintMode::from_id,
            r#""step" or "placement""#,
            None,
        )
    })?;
    let style = body.style.check(style)?;
    Ok(HintRequest {
        grid,
        givens,
        candidates,
        mode: mode.unwrap_or(HintMode::Step),
        style: style.unwrap_or_default(),
    })
}

/// A `style`: `"se"` (SE's path, the default) or `"learner"`.
fn style(v: &Shape) -> Result<Style, DecodeError> {
    id("style", v, Style::from_id, r#""se" or "learner""#, None)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::answer::ErrorCode;
    use crate::request::marks::MARKS_SHAPE;
    use crate::sudoku::Pos;
    use serde_json::json;

    const P: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    fn hint_err(v: serde_json::Value) -> (ErrorCode, String) {
        let p = hint(v.to_string().as_bytes()).unwrap_err();
        (p.code, p.detail)
    }

    #[test]
    fn body_level_faults_are_worded_as_for_every_body() {
        for body in [
            &b""[..],
            b"{\"grid\": ",
            b"[1]",
            b"\"x\"",
            b"{} x",
            b"{\"a\":1,\"a\":2}",
        ] {
            let ours = grade(body).unwrap_err();
            let theirs = crate::request::solve(body).unwrap_err();
            assert_eq!(ours, theirs);
        }
    }

    #[test]
    fn a_style_is_se_by_default_learner_when_asked_and_nothing_else() {
        assert_eq!(
            grade(json!({"grid": P}).to_string().as_bytes())
                .unwrap()
                .style,
            Style::Se
        );
        let r = hint(
            json!({"grid": P, "style": "learner"})
                .to_string()
                .as_bytes(),
        )
        .unwrap();
        assert_eq!(r.style, Style::Learner);
        let r = grade(
            json!({"grid": P, "style": "learner"})
                .to_string()
                .as_bytes(),
        )
        .unwrap();
        assert_eq!(r.style, Style::Learner);
        let (code, detail) = hint_err(json!({"grid": P, "style": "hodoku"}));
        assert_eq!(code, ErrorCode::InvalidRequest);
        assert!(
            detail.starts_with("style: expected \"se\" or \"learner\""),
            "{detail}"
        );
    }

    #[test]
    fn grade_bodies() {
        let r = grade(json!({"grid": P}).to_string().as_bytes()).unwrap();
        assert!(!r.path);
        let r = grade(json!({"grid": P, "path": true}).to_string().as_bytes()).unwrap();
        assert!(r.path);
        let e = grade(json!({"grid": P, "path": null}).to_string().as_bytes()).unwrap_err();
        assert_eq!(e.detail, "path: expected true or false, got null");
        let e = grade(br#"{"grid": "1", "zz": 1, "b": [1, {}]}"#).unwrap_err();
        assert_eq!(
            e.detail,
            "body: unknown field \"b\"; expected only \"grid\", \"path\", \"style\""
        );
        let e = grade(br#"{"path": true}"#).unwrap_err();
        assert_eq!(e.code, ErrorCode::InvalidGrid);
        let e = grade(br#"{"grid": "12x"}"#).unwrap_err();
        assert_eq!(
            (e.code, e.detail.as_str()),
            (
                ErrorCode::InvalidGrid,
                "grid: unexpected character 'x' at index 2 (row 0, col 2)"
            )
        );
        let e = grade(format!(r#"{{"grid": "{P}", "grid": "{P}"}}"#).as_bytes()).unwrap_err();
        assert_eq!(
            (e.code, e.detail.as_str()),
            (
                ErrorCode::InvalidRequest,
                "body: duplicate field \"grid\"; a field may appear only once"
            )
        );
        // Malformed JSON after a bad value is still malformed.
        let e = grade(br#"{"grid": 1, "path": tru}"#).unwrap_err();
        assert_eq!(e.code, ErrorCode::MalformedJson);
    }

    #[test]
    fn hint_bodies_and_marks() {
        let mut marks = vec![vec![json!(null); 9]; 9];
        marks[0][2] = json!("124");
        marks[0][3] = json!([2, 6.0]);
        marks[1][1] = json!("");
        let body = json!({"grid": P, "givens": P, "candidates": marks, "mode": "placement"});
        let r = hint(body.to_string().as_bytes()).unwrap();
        let m = r.candidates.unwrap();
        assert_eq!(m.mask(Pos::new(0, 2).unwrap()), 0b1011);
        assert_eq!(m.mask(Pos::new(0, 3).unwrap()), 0b10_0010);
        assert_eq!(m.mask(Pos::new(1, 1).unwrap()), 0);
        assert!(r.givens.is_some());
        assert_eq!(r.mode, HintMode::Placement);
        let body = json!({"grid": P, "givens": null, "candidates": null});
        let r = hint(body.to_string().as_bytes()).unwrap();
        assert_eq!(
            (r.givens, r.candidates, r.mode),
            (None, None, HintMode::Step)
        );

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
        bad[3][7] = json!([1, "2", 3]);
        assert_eq!(
            hint_err(json!({"grid": P, "candidates": bad})).1,
            format!("candidates[3][7]: expected {MARKS_SHAPE}, got an array of 3")
        );
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
            "body: unknown field \"path\"; expected only \"grid\", \"givens\", \"candidates\", \"mode\", \"style\""
        );
        assert_eq!(
            hint_err(json!({"grid": P, "mode": true})).1,
            "mode: expected \"step\" or \"placement\", got true"
        );
    }
}
