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

use serde::de::{Deserialize, DeserializeSeed, Deserializer};
use serde_json::Number;

use super::body::{object, Rules};
use super::shape::{Any, Field, Lenient, Shape};
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

/// The body as sent: every field a scalar, judged in [`generate`].
#[derive(Default, serde::Deserialize)]
#[serde(default, deny_unknown_fields)]
struct Body {
    level: Field<Scalar>,
    er_min: Field<Scalar>,
    er_max: Field<Scalar>,
    technique: Field<Scalar>,
    technique_hardest: Field<Scalar>,
    seed: Field<Scalar>,
    symmetry: Field<Scalar>,
    minimal: Field<Scalar>,
    count: Field<Scalar>,
    format: Field<Scalar>,
}

/// A field's value: a string kept whole (ids are matched on it), anything
/// else by its shape.
enum Scalar {
    Str(String),
    Other(Shape),
}

impl Scalar {
    fn shape(&self) -> Shape {
        match self {
            Scalar::Str(s) => Shape::string(s),
            Scalar::Other(got) => got.clone(),
        }
    }
    fn str(&self) -> Option<&str> {
        match self {
            Scalar::Str(s) => Some(s),
            Scalar::Other(_) => None,
        }
    }
    fn number(&self) -> Option<&Number> {
        match self {
            Scalar::Other(Shape::Number(n)) => Some(n),
            _ => None,
        }
    }
    fn bool(&self) -> Option<bool> {
        match self {
            Scalar::Other(Shape::Bool(b)) => Some(*b),
            _ => None,
        }
    }
}

impl<'de> Deserialize<'de> for Scalar {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Any(ScalarOf).deserialize(d)
    }
}

struct ScalarOf;

impl Lenient<'_> for ScalarOf {
    type Value = Scalar;

    fn other(self, got: Shape) -> Scalar {
        Scalar::Other(got)
    }
    fn str(self, s: &str) -> Scalar {
        Scalar::Str(s.to_owned())
    }
}

fn invalid(detail: String) -> DecodeError {
    DecodeError::invalid_request(detail)
}

fn ids(all: impl Iterator<Item = &'static str>) -> String {
    all.collect::<Vec<_>>().join(", ")
}

/// An integer however it is written (`4` or `4.0`, as JSON Schema's
/// `integer`); `None` for other numbers. Negative integers are kept, for
/// the caller's range check to refuse.
fn integer(n: &Number) -> Option<i128> {
    if let Some(v) = n.as_u64() {
        return Some(i128::from(v));
    }
    if let Some(v) = n.as_i64() {
        return Some(i128::from(v));
    }
    let f = n.as_f64()?;
    // Beyond ±2⁶⁴ the value is out of every range checked here anyway.
    (f.fract() == 0.0 && f.abs() < 1.8e19).then_some(f as i128)
}

/// One of a list of ids (`level`, `symmetry`).
fn one_of<T>(
    name: &str,
    v: &Scalar,
    from_id: impl Fn(&str) -> Option<T>,
    all: impl Iterator<Item = &'static str>,
) -> Result<T, DecodeError> {
    let known = ids(all);
    match v.str() {
        Some(s) => from_id(s).ok_or_else(|| {
            invalid(format!(
                "{name}: unknown {name} {}; expected one of {known}",
                v.shape()
            ))
        }),
        None => Err(invalid(format!(
            "{name}: expected one of {known}, got {}",
            v.shape()
        ))),
    }
}

fn technique(v: &Scalar) -> Result<Technique, DecodeError> {
    let Some(s) = v.str() else {
        return Err(invalid(format!(
            "technique: expected a technique id such as \"x_wing\", got {}",
            v.shape()
        )));
    };
    Technique::ALL
        .iter()
        .copied()
        .find(|t| t.id() == s)
        .ok_or_else(|| {
            invalid(format!(
                "technique: unknown technique {}; GET /techniques lists the ids",
                v.shape()
            ))
        })
}

fn boolean(name: &str, v: &Scalar) -> Result<bool, DecodeError> {
    v.bool()
        .ok_or_else(|| invalid(format!("{name}: expected true or false, got {}", v.shape())))
}

fn er(name: &str, v: &Scalar) -> Result<Rating, DecodeError> {
    match v.number().and_then(Number::as_f64) {
        Some(x) if (0.0..=25.5).contains(&x) => Ok(Rating((x * 10.0).round() as u16)),
        Some(_) => Err(invalid(format!(
            "{name}: {} is outside 0.0-25.5",
            v.shape()
        ))),
        None => Err(invalid(format!(
            "{name}: expected a number (an ER such as 7.2), got {}",
            v.shape()
        ))),
    }
}

fn seed(v: &Scalar) -> Result<u64, DecodeError> {
    let Some(n) = v.number() else {
        return Err(invalid(format!(
            "seed: expected an integer from 0 to {MAX_SEED}, got {}",
            v.shape()
        )));
    };
    match integer(n) {
        Some(i) if (0..=i128::from(MAX_SEED)).contains(&i) => Ok(i as u64),
        Some(_) => Err(invalid(format!(
            "seed: {n} is outside 0 to {MAX_SEED} (2^53-1, the largest integer JavaScript holds exactly)"
        ))),
        None => Err(invalid(format!(
            "seed: expected an integer from 0 to {MAX_SEED}, got {n}"
        ))),
    }
}

fn count(v: &Scalar) -> Result<u64, DecodeError> {
    let expected = format!("count: expected an integer from 1 to {MAX_COUNT}, got");
    let Some(n) = v.number() else {
        return Err(invalid(format!("{expected} {}", v.shape())));
    };
    match integer(n) {
        Some(i) if (1..=i128::from(MAX_COUNT)).contains(&i) => Ok(i as u64),
        Some(_) => Err(invalid(format!("count: {n} is outside 1-{MAX_COUNT}"))),
        None => Err(invalid(format!("{expected} {n}"))),
    }
}

fn format(v: &Scalar) -> Result<bool, DecodeError> {
    match v.str() {
        Some("string") => Ok(false),
        Some("rows") => Ok(true),
        _ => Err(invalid(format!(
            "format: expected \"string\" or \"rows\", got {}",
            v.shape()
        ))),
    }
}

fn check<T>(
    field: &Field<Scalar>,
    read: impl Fn(&Scalar) -> Result<T, DecodeError>,
) -> Result<Option<T>, DecodeError> {
    field.0.as_ref().map(read).transpose()
}

/// Decodes a `/generate` body (see the [module](self) docs).
pub fn generate(bytes: &[u8]) -> Result<GenerateRequest, DecodeError> {
    let rules = Rules {
        fields: FIELDS,
        required: None,
    };
    let body: Body = object(bytes, &rules)?;
    let level = check(&body.level, |v| {
        one_of(
            "level",
            v,
            Level::from_id,
            Level::ALL.iter().map(|l| l.as_str()),
        )
    })?;
    let er_min = check(&body.er_min, |v| er("er_min", v))?;
    let er_max = check(&body.er_max, |v| er("er_max", v))?;
    let technique = check(&body.technique, technique)?;
    let hardest = check(&body.technique_hardest, |v| boolean("technique_hardest", v))?;
    let seed = check(&body.seed, seed)?;
    let symmetry = check(&body.symmetry, |v| {
        let all = Symmetry::ALL.iter().map(|s| s.as_str());
        one_of("symmetry", v, Symmetry::from_id, all)
    })?;
    let minimal = check(&body.minimal, |v| boolean("minimal", v))?;
    let count = check(&body.count, count)?.unwrap_or(1);
    let rows = check(&body.format, format)?.unwrap_or(false);
    let target = match (level, er_min, er_max) {
        (Some(l), None, None) => Target::Level(l),
        (None, Some(min), Some(max)) => Target::Er { min, max },
        (Some(_), _, _) => {
            return Err(invalid(
                "level: give either level or er_min and er_max, not both".into(),
            ))
        }
        // Practice alone: any ER.
        (None, None, None) if technique.is_some() => Target::Er {
            min: Rating(10),
            max: Rating(255),
        },
        (None, None, None) => {
            return Err(invalid(
                "level: missing; give level, or er_min and er_max (or technique)".into(),
            ))
        }
        (None, Some(_), None) => {
            return Err(invalid(
                "er_max: missing; er_min needs er_max (or give level instead)".into(),
            ))
        }
        (None, None, Some(_)) => {
            return Err(invalid(
                "er_min: missing; er_max needs er_min (or give level instead)".into(),
            ))
        }
    };
    let mut spec = Spec::new(target)
        .with_symmetry(symmetry.unwrap_or(Symmetry::None))
        .with_minimal(minimal.unwrap_or(false));
    match (technique, hardest) {
        (Some(technique), hardest) => {
            spec = spec.with_practice(Practice {
                technique,
                hardest: hardest.unwrap_or(false),
            });
        }
        (None, Some(_)) => {
            return Err(invalid(
                "technique_hardest: needs technique (the technique to practise)".into(),
            ))
        }
        (None, None) => {}
    }
    match spec.check() {
        Ok(()) => {}
        Err(GenerateError::InvalidSpec { field, reason }) => {
            return Err(invalid(format!("{field}: {reason}")))
        }
        Err(other) => return Err(invalid(format!("body: {other}"))),
    }
    Ok(GenerateRequest {
        spec,
        seed,
        count,
        rows,
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
