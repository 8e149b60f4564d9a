//! The shape of a JSON value ([`Shape`]), and `Lenient`: how a value
//! decoder that must not stop at a bad value is written.
//!
//! A request's values are read by lenient decoders: a value of the wrong
//! kind is not a serde error (which would stop the parser) but the
//! decoder's own answer, built from its [`Shape`]; the rest of the body is
//! still read, so malformed JSON anywhere is still reported first, and the
//! checks then run in the documented order. A decoder says only what it
//! accepts (`Lenient::str`, `Lenient::seq` …; `null`, booleans and
//! numbers come as their shape); `Any` is the one serde `Visitor` behind
//! all of them.

use std::fmt;

use serde::de::{self, Deserialize, DeserializeSeed, Deserializer, MapAccess, SeqAccess, Visitor};
use serde_json::Number;

/// What a JSON value is, for error messages that never echo large input:
/// shown, a string of at most 20 characters is quoted, a longer one is "a
/// string", an array gives its length.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Shape {
    /// `null`.
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// A number, as JSON wrote it (after serde_json's reading).
    Number(Number),
    /// A string (kept whole: a field such as `technique` is judged by it).
    String(String),
    /// An array of this many elements.
    Array(usize),
    /// An object.
    Object,
}

impl Shape {
    /// How a whole request body of this shape is named (`an array`, …).
    pub fn article(&self) -> &'static str {
        match self {
            Shape::Null => "null",
            Shape::Bool(_) => "a boolean",
            Shape::Number(_) => "a number",
            Shape::String(_) => "a string",
            Shape::Array(_) => "an array",
            Shape::Object => "an object",
        }
    }
}

/// A number as the integer it is, however it is written (`4` or `4.0`):
/// JSON has one number type, and JSON Schema's (so the OpenAPI
/// document's) `integer` includes `4.0`. `None` for a fraction, and for a
/// written fraction of zero beyond ±1.8e19 (out of every range checked).
pub(crate) fn integer(n: &Number) -> Option<f64> {
    let f = n.as_f64()?;
    (n.is_u64() || n.is_i64() || (f.fract() == 0.0 && f.abs() < 1.8e19)).then_some(f)
}

impl fmt::Display for Shape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Shape::Null => f.write_str("null"),
            Shape::Bool(b) => write!(f, "{b}"),
            Shape::Number(n) => write!(f, "{n}"),
            Shape::String(s) if s.chars().count() <= 20 => f.write_str(&quote(s)),
            Shape::String(_) => f.write_str("a string"),
            Shape::Array(n) => write!(f, "an array of {n}"),
            Shape::Object => f.write_str("an object"),
        }
    }
}

/// `s` as a JSON string, for naming a field or a value in a `detail`.
pub fn quote(s: &str) -> String {
    serde_json::to_string(s).unwrap_or_else(|_| String::from("\"?\""))
}

/// Reads any JSON value to its end (numbers and strings fully checked, as
/// `serde_json::Value` would) and keeps only its [`Shape`].
impl<'de> Deserialize<'de> for Shape {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Any(ShapeOf).deserialize(d)
    }
}

struct ShapeOf;

impl Lenient<'_> for ShapeOf {
    type Value = Shape;

    fn other(self, got: Shape) -> Shape {
        got
    }
}

/// A value decoder that answers every JSON value (see the [module](self)
/// docs): what it does not accept is [`Lenient::other`] of the value's
/// shape, after the value has been read to its end.
pub(crate) trait Lenient<'de>: Sized {
    /// The decoder's answer: usually a `Result` whose error is a fault of
    /// the value, not of the JSON.
    type Value;

    /// The answer for a value this decoder does not accept, and for
    /// `null`, a boolean or a number (which no decoder reads but by its
    /// shape).
    fn other(self, got: Shape) -> Self::Value;

    /// A string (checked where it lies: no allocation for a good value).
    fn str(self, s: &str) -> Self::Value {
        self.other(Shape::String(s.into()))
    }
    /// An array.
    fn seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
        let mut n = 0;
        while seq.next_element::<Shape>()?.is_some() {
            n += 1;
        }
        Ok(self.other(Shape::Array(n)))
    }
    /// An object.
    fn map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
        while map.next_entry::<Shape, Shape>()?.is_some() {}
        Ok(self.other(Shape::Object))
    }
}

/// The serde side of a [`Lenient`] decoder: a seed that reads any value.
#[derive(Clone, Copy)]
pub(crate) struct Any<L>(pub L);

impl<'de, L: Lenient<'de>> DeserializeSeed<'de> for Any<L> {
    type Value = L::Value;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<L::Value, D::Error> {
        d.deserialize_any(self)
    }
}

impl<'de, L: Lenient<'de>> Visitor<'de> for Any<L> {
    type Value = L::Value;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("any JSON value")
    }
    fn visit_unit<E: de::Error>(self) -> Result<L::Value, E> {
        Ok(self.0.other(Shape::Null))
    }
    fn visit_bool<E: de::Error>(self, b: bool) -> Result<L::Value, E> {
        Ok(self.0.other(Shape::Bool(b)))
    }
    fn visit_u64<E: de::Error>(self, n: u64) -> Result<L::Value, E> {
        Ok(self.0.other(Shape::Number(n.into())))
    }
    fn visit_i64<E: de::Error>(self, n: i64) -> Result<L::Value, E> {
        Ok(self.0.other(Shape::Number(n.into())))
    }
    fn visit_f64<E: de::Error>(self, f: f64) -> Result<L::Value, E> {
        // serde_json hands out finite floats only; `Value` stores them so.
        Ok(self
            .0
            .other(Number::from_f64(f).map_or(Shape::Null, Shape::Number)))
    }
    fn visit_str<E: de::Error>(self, s: &str) -> Result<L::Value, E> {
        Ok(self.0.str(s))
    }
    fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<L::Value, A::Error> {
        self.0.seq(seq)
    }
    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<L::Value, A::Error> {
        self.0.map(map)
    }
}
