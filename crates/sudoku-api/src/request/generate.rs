//! The request of `POST /generate`, decoded into a core [`Spec`] and the
//! answer's options; every fault is `422 invalid_request` naming its
//! field.
//!
//! `{"level": <id>}` or `{"er_min": <ER>, "er_max": <ER>}` (exactly one of
//! the two, or neither with `"technique"`: any ER), and optionally
//! `"technique"` (a technique id: puzzles whose solving path uses it),
//! `"technique_hardest"` (a boolean, with `technique`: no step harder than
//! the technique's), `"seed"` (an integer 0 to 2⁵³-1, safe in
//! JavaScript), `"symmetry"` (`none`, `central`, `diagonal`, `mirror`),
//! `"minimal"` (a boolean), `"count"` (1-100) and `"format"` (`string` or
//! `rows`). `null` is refused for every field, as a value of the wrong type.
//! ERs are numbers from 0.0 to 25.5, kept to one decimal as SE rates.
//!
//! Faults are looked for in this order, and the first is answered: the body
//! (as for every body: [`super::body`]), each field's own value in the
//! order above, then the combination (level with a range, neither, one end
//! of a range alone, `er_min` above `er_max`, `er_max` below 1.0).

use super::body::object;
use super::field::{boolean, id, listed, number, Field};
use super::shape::Shape;
use super::DecodeError;
use crate::sudoku::generate::{GenerateError, Practice, Spec, Symmetry, Target};
use crate::sudoku::logic::{Level, Rating, Technique};

/// The largest seed: 2⁵³-1, the largest integer JavaScript holds exactly.
pub const MAX_SEED: u64 = (1 << 53) - 1;

/// The largest `count`.
pub const MAX_COUNT: u64 = 100;

/// The fields of the body, in the order their values are checked.
pub const FIELDS: &[&str] = &[
    "level",
    "er_min",
    "er_max",
    "technique",
    "technique_hardest",
    "seed",
    "symmetry",
    "minimal",
    "count",
    "format",
];

/// A decoded `/generate` body.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GenerateRequest {
    /// What to generate (checked: [`Spec::check`] passed).
    pub spec: Spec,
    /// The seed of the request, when sent.
    pub seed: Option<u64>,
    /// How many puzzles (1-100).
    pub count: u64,
    /// Grids as 9 rows of 9 integers (`"format": "rows"`) rather than
    /// 81-character strings.
    pub rows: bool,
}

/// The body as sent: each field's JSON value, judged in [`generate`].
#[derive(Default, serde::Deserialize)]
#[serde(default, deny_unknown_fields)]
struct Body {
    level: Field<Shape>,
    er_min: Field<Shape>,
    er_max: Field<Shape>,
    technique: Field<Shape>,
    technique_hardest: Field<Shape>,
    seed: Field<Shape>,
    symmetry: Field<Shape>,
    minimal: Field<Shape>,
    count: Field<Shape>,
    format: Field<Shape>,
}

/// An ER, 0.0 to 25.5, as a rating (to one decimal).
fn er(name: &str, v: &Shape) -> Result<Rating, DecodeError> {
    let x = number(
        name,
        v,
        0.0..=25.5,
        false,
        format_args!("a number (an ER such as 7.2)"),
        format_args!("0.0-25.5"),
    )?;
    Ok(Rating((x * 10.0).round() as u16))
}

/// Decodes a `/generate` body (see the [module](self) docs).
pub fn generate(bytes: &[u8]) -> Result<GenerateRequest, DecodeError> {
    let body: Body = object(bytes, FIELDS, None)?;
    let level = body.level.check(|v| {
        listed(
            "level",
            v,
            Level::from_id,
            Level::ALL.iter().map(|l| l.as_str()),
        )
    })?;
    let er_min = body.er_min.check(|v| er("er_min", v))?;
    let er_max = body.er_max.check(|v| er("er_max", v))?;
    let technique = body.technique.check(|v| {
        let find = |s: &str| Technique::ALL.iter().copied().find(|t| t.id() == s);
        let expected = "a technique id such as \"x_wing\"";
        id(
            "technique",
            v,
            find,
            expected,
            Some("GET /techniques lists the ids"),
        )
    })?;
    let hardest = body
        .technique_hardest
        .check(|v| boolean("technique_hardest", v))?;
    let seed = body.seed.check(|v| {
        let expected = format_args!("an integer from 0 to {MAX_SEED}");
        let range =
            format_args!("0 to {MAX_SEED} (2^53-1, the largest integer JavaScript holds exactly)");
        number("seed", v, 0.0..=MAX_SEED as f64, true, expected, range)
    })?;
    let symmetry = body.symmetry.check(|v| {
        let ids = Symmetry::ALL.iter().map(|s| s.as_str());
        listed("symmetry", v, Symmetry::from_id, ids)
    })?;
    let minimal = body.minimal.check(|v| boolean("minimal", v))?;
    let count = body.count.check(|v| {
        let expected = format_args!("an integer from 1 to {MAX_COUNT}");
        let range = format_args!("1-{MAX_COUNT}");
        number("count", v, 1.0..=MAX_COUNT as f64, true, expected, range)
    })?;
    let rows = body.format.check(|v| {
        let find = |s: &str| {
            [("string", false), ("rows", true)]
                .into_iter()
                .find(|(id, _)| *id == s)
        };
        id("format", v, find, r#""string" or "rows""#, None)
    })?;
    let target = match (level, er_min, er_max) {
        (Some(l), None, None) => Ok(Target::Level(l)),
        (None, Some(min), Some(max)) => Ok(Target::Er { min, max }),
        (Some(_), _, _) => Err("level: give either level or er_min and er_max, not both"),
        // Practice alone: any ER.
        (None, None, None) if technique.is_some() => Ok(Target::Er {
            min: Rating(10),
            max: Rating(255),
        }),
        (None, None, None) => {
            Err("level: missing; give level, or er_min and er_max (or technique)")
        }
        (None, Some(_), None) => {
            Err("er_max: missing; er_min needs er_max (or give level instead)")
        }
        (None, None, Some(_)) => {
            Err("er_min: missing; er_max needs er_min (or give level instead)")
        }
    };
    let mut spec = Spec::new(target.map_err(DecodeError::invalid_request)?)
        .with_symmetry(symmetry.unwrap_or(Symmetry::None))
        .with_minimal(minimal.unwrap_or(false));
    match (technique, hardest) {
        (Some(technique), hardest) => {
            let hardest = hardest.unwrap_or(false);
            spec = spec.with_practice(Practice { technique, hardest });
        }
        (None, Some(_)) => {
            let needs = "technique_hardest: needs technique (the technique to practise)";
            return Err(DecodeError::invalid_request(needs));
        }
        (None, None) => {}
    }
    spec.check().map_err(|e| {
        DecodeError::invalid_request(match e {
            GenerateError::InvalidSpec { field, reason } => format!("{field}: {reason}"),
            other => format!("body: {other}"),
        })
    })?;
    Ok(GenerateRequest {
        spec,
        seed: seed.map(|x| x as u64),
        count: count.map_or(1, |x| x as u64),
        rows: rows.is_some_and(|(_, rows)| rows),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::answer::ErrorCode;
    use serde_json::json;

    fn err(v: serde_json::Value) -> String {
        let p = generate(v.to_string().as_bytes()).unwrap_err();
        assert_eq!(p.code, ErrorCode::InvalidRequest, "{}", p.detail);
        p.detail
    }

    #[test]
    fn good_bodies() {
        let r = generate(br#"{"level": "hard"}"#).unwrap();
        assert_eq!(r.spec, Spec::new(Target::Level(Level::Hard)));
        assert_eq!((r.seed, r.count, r.rows), (None, 1, false));
        let r = generate(
            json!({"er_min": 7.0, "er_max": 8, "seed": 9_007_199_254_740_991u64,
                   "symmetry": "central", "minimal": true, "count": 100.0, "format": "rows"})
            .to_string()
            .as_bytes(),
        )
        .unwrap();
        assert_eq!(
            r.spec,
            Spec::new(Target::Er {
                min: Rating(70),
                max: Rating(80)
            })
            .with_symmetry(Symmetry::Central)
            .with_minimal(true)
        );
        assert_eq!((r.seed, r.count, r.rows), (Some(MAX_SEED), 100, true));
        // An integer written with a fraction of zero is an integer (JSON
        // Schema), read exactly even near 2^53 (found by schemathesis).
        let r = generate(br#"{"level": "easy", "seed": 1888743319993465.0}"#).unwrap();
        assert_eq!(r.seed, Some(1_888_743_319_993_465));
        // A technique alone: any ER.
        let r = generate(br#"{"technique": "x_wing", "technique_hardest": true}"#).unwrap();
        assert_eq!(
            r.spec.practice,
            Some(Practice {
                technique: Technique::XWing,
                hardest: true
            })
        );
        assert_eq!(r.spec.target.range(), Rating(10)..=Rating(255));
    }

    #[test]
    fn every_fault_names_its_field() {
        let cases = [
            (
                json!({"level": "hard", "colour": 1}),
                "body: unknown field \"colour\"",
            ),
            (
                json!({"level": "impossible"}),
                "level: unknown level \"impossible\"",
            ),
            (json!({"level": 3}), "level: expected one of"),
            (json!({"level": null}), "level: expected one of"),
            (
                json!({"er_min": "7", "er_max": 8}),
                "er_min: expected a number",
            ),
            (json!({"er_min": 7, "er_max": 30}), "er_max: 30 is outside"),
            (json!({"level": "easy", "seed": -1}), "seed: -1 is outside"),
            (
                json!({"level": "easy", "seed": 9_007_199_254_740_992u64}),
                "seed: 9007199254740992 is outside",
            ),
            (
                json!({"level": "easy", "seed": 1.5}),
                "seed: expected an integer",
            ),
            (
                json!({"level": "easy", "symmetry": "spiral"}),
                "symmetry: unknown symmetry \"spiral\"",
            ),
            (
                json!({"level": "easy", "minimal": "yes"}),
                "minimal: expected true or false",
            ),
            (
                json!({"level": "easy", "count": 0}),
                "count: 0 is outside 1-100",
            ),
            (
                json!({"level": "easy", "count": 101}),
                "count: 101 is outside 1-100",
            ),
            (
                json!({"level": "easy", "format": "grid"}),
                "format: expected",
            ),
            (
                json!({"level": "easy", "er_min": 1, "er_max": 2}),
                "level: give either",
            ),
            (json!({}), "level: missing"),
            (
                json!({"technique": "x-wing"}),
                "technique: unknown technique \"x-wing\"",
            ),
            (
                json!({"technique": 3}),
                "technique: expected a technique id",
            ),
            (
                json!({"technique": "x_wing", "technique_hardest": 1}),
                "technique_hardest: expected true or false",
            ),
            (
                json!({"level": "hard", "technique_hardest": true}),
                "technique_hardest: needs technique",
            ),
            (json!({"er_min": 7}), "er_max: missing"),
            (json!({"er_max": 7}), "er_min: missing"),
            (
                json!({"er_min": 8, "er_max": 7}),
                "er_min: er_min 8.0 is above er_max 7.0",
            ),
            (
                json!({"er_min": 0, "er_max": 0.5}),
                "er_max: er_max 0.5 is below 1.0",
            ),
            (json!([1]), "body: expected a JSON object, got an array"),
        ];
        for (body, start) in cases {
            let detail = err(body.clone());
            assert!(detail.starts_with(start), "{body}: {detail}");
        }
        let p = generate(br#"{"level": "easy", "level": "hard"}"#).unwrap_err();
        assert_eq!(p.code, ErrorCode::InvalidRequest);
        assert!(p.detail.contains("\"level\""), "{}", p.detail);
        let p = generate(b"").unwrap_err();
        assert_eq!(p.code, ErrorCode::MalformedJson);
    }
}
