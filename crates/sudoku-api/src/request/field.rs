//! A field as sent (`Field`), and the checks of the fields whose value
//! is judged whole after the body is read (`/generate`'s, `/grade`'s
//! `path`, `/hint`'s `mode`): a boolean, one of a list of ids, a number in
//! a range. Each answers `422 invalid_request` naming the field, with what
//! came instead ("got …").

use std::fmt::{Arguments, Display};
use std::ops::RangeInclusive;

use super::shape::{integer, Shape};
use super::DecodeError;
use serde::{Deserialize, Deserializer};

/// The value of an optional field as sent: `None` when the field is absent
/// (`null` is a value, for the field's check to judge). With
/// `#[serde(default)]` on the body.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Field<T>(pub Option<T>);

impl<T> Default for Field<T> {
    fn default() -> Self {
        Field(None)
    }
}

impl<'de, T: Deserialize<'de>> Deserialize<'de> for Field<T> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        T::deserialize(d).map(|v| Field(Some(v)))
    }
}

impl Field<Shape> {
    /// The field's value judged by `read` (`None` when absent).
    pub(crate) fn check<T>(
        &self,
        read: impl FnOnce(&Shape) -> Result<T, DecodeError>,
    ) -> Result<Option<T>, DecodeError> {
        self.0.as_ref().map(read).transpose()
    }
}

/// `{name}: expected {expected}, got …`.
fn expected(name: &str, expected: impl Display, got: impl Display) -> DecodeError {
    DecodeError::invalid_request(format!("{name}: expected {expected}, got {got}"))
}

/// `true` or `false`.
pub(crate) fn boolean(name: &str, v: &Shape) -> Result<bool, DecodeError> {
    match v {
        Shape::Bool(b) => Ok(*b),
        _ => Err(expected(name, "true or false", v)),
    }
}

/// A string that `find` knows. A string it does not know is answered as
/// `{name}: unknown {name} "…"; {unknown}` when `unknown` is given, else
/// as any other value: `{name}: expected {expected}, got …`.
pub(crate) fn id<T>(
    name: &str,
    v: &Shape,
    find: impl Fn(&str) -> Option<T>,
    expecting: &str,
    unknown: Option<&str>,
) -> Result<T, DecodeError> {
    let Shape::String(s) = v else {
        return Err(expected(name, expecting, v));
    };
    match (find(s), unknown) {
        (Some(t), _) => Ok(t),
        (None, Some(unknown)) => Err(DecodeError::invalid_request(format!(
            "{name}: unknown {name} {v}; {unknown}"
        ))),
        (None, None) => Err(expected(name, expecting, v)),
    }
}

/// One of `ids` (`level`, `symmetry`): a string that is not one is
/// `{name}: unknown {name} "…"; expected one of …`.
pub(crate) fn listed<T>(
    name: &str,
    v: &Shape,
    find: impl Fn(&str) -> Option<T>,
    ids: impl Iterator<Item = &'static str>,
) -> Result<T, DecodeError> {
    let expected = format!("one of {}", ids.collect::<Vec<_>>().join(", "));
    id(
        name,
        v,
        find,
        &expected,
        Some(&format!("expected {expected}")),
    )
}

/// A number in `range`, and an integer (however written) when `integral`:
/// `{name}: {n} is outside {range_words}` for one outside, else `{name}:
/// expected {expecting}, got …`.
pub(crate) fn number(
    name: &str,
    v: &Shape,
    range: RangeInclusive<f64>,
    integral: bool,
    expecting: Arguments<'_>,
    range_words: Arguments<'_>,
) -> Result<f64, DecodeError> {
    let Shape::Number(n) = v else {
        return Err(expected(name, expecting, v));
    };
    match if integral { integer(n) } else { n.as_f64() } {
        Some(x) if range.contains(&x) => Ok(x),
        Some(_) => Err(DecodeError::invalid_request(format!(
            "{name}: {n} is outside {range_words}"
        ))),
        None => Err(expected(name, expecting, n)),
    }
}
