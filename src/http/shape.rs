//! The shape of a JSON value ([`Shape`]): read to its end without building
//! a tree, kept only as much as error messages need.

use std::fmt;

use serde::de::{self, Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};
use serde_json::Number;

/// What a JSON value is, for error messages that never echo large input: a
/// short string is quoted, a longer one is "a string", an array gives its
/// length.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Shape {
    /// `null`.
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// A number, as JSON wrote it (after serde_json's reading).
    Number(Number),
    /// A string of at most 20 characters.
    ShortString(String),
    /// A longer string.
    LongString,
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
            Shape::ShortString(_) | Shape::LongString => "a string",
            Shape::Array(_) => "an array",
            Shape::Object => "an object",
        }
    }

    /// The shape of the string `s`: quoted when at most 20 characters.
    pub fn string(s: &str) -> Shape {
        if s.chars().count() <= 20 {
            Shape::ShortString(s.to_owned())
        } else {
            Shape::LongString
        }
    }
}

impl fmt::Display for Shape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Shape::Null => f.write_str("null"),
            Shape::Bool(b) => write!(f, "{b}"),
            Shape::Number(n) => write!(f, "{n}"),
            Shape::ShortString(s) => match serde_json::to_string(s) {
                Ok(q) => f.write_str(&q),
                Err(_) => f.write_str("a string"),
            },
            Shape::LongString => f.write_str("a string"),
            Shape::Array(n) => write!(f, "an array of {n}"),
            Shape::Object => f.write_str("an object"),
        }
    }
}

/// Reads any JSON value to its end (numbers and strings fully checked, as
/// `serde_json::Value` would) and keeps only its [`Shape`].
impl<'de> Deserialize<'de> for Shape {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(ShapeVisitor)
    }
}

/// The visitor behind `Shape`'s `Deserialize`, for visitors that read
/// a value they do not want to its end and keep its shape.
pub(crate) struct ShapeVisitor;

impl<'de> Visitor<'de> for ShapeVisitor {
    type Value = Shape;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("any JSON value")
    }
    fn visit_unit<E: de::Error>(self) -> Result<Shape, E> {
        Ok(Shape::Null)
    }
    fn visit_none<E: de::Error>(self) -> Result<Shape, E> {
        Ok(Shape::Null)
    }
    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<Shape, D::Error> {
        Shape::deserialize(d)
    }
    fn visit_bool<E: de::Error>(self, b: bool) -> Result<Shape, E> {
        Ok(Shape::Bool(b))
    }
    fn visit_u64<E: de::Error>(self, n: u64) -> Result<Shape, E> {
        Ok(Shape::Number(n.into()))
    }
    fn visit_i64<E: de::Error>(self, n: i64) -> Result<Shape, E> {
        Ok(Shape::Number(n.into()))
    }
    fn visit_f64<E: de::Error>(self, f: f64) -> Result<Shape, E> {
        // serde_json hands out finite floats only; `Value` stores them so.
        Ok(Number::from_f64(f).map_or(Shape::Null, Shape::Number))
    }
    fn visit_str<E: de::Error>(self, s: &str) -> Result<Shape, E> {
        Ok(Shape::string(s))
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Shape, A::Error> {
        let mut n = 0;
        while seq.next_element::<Shape>()?.is_some() {
            n += 1;
        }
        Ok(Shape::Array(n))
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Shape, A::Error> {
        while map.next_entry::<Shape, Shape>()?.is_some() {}
        Ok(Shape::Object)
    }
}
