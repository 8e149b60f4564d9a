//! A JSON object body → a route's derived request type, with the API's
//! answers for a body that is not one.
//!
//! The request type derives `Deserialize` with `deny_unknown_fields`
//! (which also refuses a repeated field) and reads each field with a
//! lenient decoder (`shape::Lenient`), so a well-formed body is
//! read once, straight from the bytes. When that read fails, the body's
//! fault is found by a second read of its outline (`explain`), in this
//! order, the first one answered:
//!
//! 1. empty, or not well-formed JSON anywhere in it: 400 `malformed_json`;
//! 2. not an object: 422 `invalid_request`;
//! 3. a key that appears twice (the first in reading order);
//! 4. the route's required field missing (its own code and words);
//! 5. a field the route does not know (the first in sorted order);
//! 6. anything else serde refused, named by its path
//!    (`serde_path_to_error`, in a third read: keeping the path would cost
//!    every good body).

use std::collections::HashSet;

use serde::de::{DeserializeOwned, DeserializeSeed, MapAccess};

use super::shape::{quote, Any, Lenient, Shape};
use super::DecodeError;
use crate::answer::ErrorCode;

/// The field a route cannot do without, and the fault of its absence.
pub(crate) type Required = Option<(&'static str, fn() -> DecodeError)>;

/// `422 invalid_request` for a key that appears twice in one object
/// (`place` names the object: `body`, `line 3`).
pub(crate) fn duplicate_field(place: &str, name: &str) -> DecodeError {
    DecodeError::invalid_request(format!(
        "{place}: duplicate field {}; a field may appear only once",
        quote(name)
    ))
}

/// Decodes a JSON object body into `T` (see the [module](self) docs):
/// `fields` are every field the route knows, in the order its answer lists
/// them.
pub(crate) fn object<T: DeserializeOwned>(
    bytes: &[u8],
    fields: &[&str],
    required: Required,
) -> Result<T, DecodeError> {
    let malformed = |detail| DecodeError::new(ErrorCode::MalformedJson, detail);
    match bytes.iter().find(|b| !b.is_ascii_whitespace()) {
        None => {
            return Err(malformed(
                "request body is empty; expected a JSON object".into(),
            ))
        }
        // Only an object reaches `T`: a derived struct would also take an
        // array of its fields' values.
        Some(b'{') => {
            if let Ok(t) = serde_json::from_slice(bytes) {
                return Ok(t);
            }
        }
        Some(_) => {}
    }
    let keys = outline(bytes)
        .map_err(|e| malformed(format!("request body is not valid JSON: {e}")))?
        .map_err(|shape| {
            DecodeError::invalid_request(format!(
                "body: expected a JSON object, got {}",
                shape.article()
            ))
        })?;
    Err(explain(&keys, fields, required).unwrap_or_else(|| refusal::<T>(bytes)))
}

/// What serde refused in `T`, named by its path: read again with the path
/// kept (only here: keeping it costs every value of every good body).
fn refusal<T: DeserializeOwned>(bytes: &[u8]) -> DecodeError {
    let mut de = serde_json::Deserializer::from_slice(bytes);
    match serde_path_to_error::deserialize::<_, T>(&mut de) {
        Err(e) => DecodeError::invalid_request(format!("{}: {}", e.path(), e.inner())),
        Ok(_) => DecodeError::invalid_request("body: not a valid request"),
    }
}

/// The fault of an object with these keys (in reading order), if it has
/// one of the body-level faults 3-5.
fn explain(keys: &[String], fields: &[&str], required: Required) -> Option<DecodeError> {
    if let Some(key) = first_repeated(keys) {
        return Some(duplicate_field("body", key));
    }
    if let Some((name, missing)) = required {
        if !keys.iter().any(|k| k == name) {
            return Some(missing());
        }
    }
    let unknown = keys.iter().filter(|k| !fields.contains(&k.as_str()));
    unknown.min().map(|key| {
        let expected: Vec<String> = fields.iter().map(|f| quote(f)).collect();
        DecodeError::invalid_request(format!(
            "body: unknown field {}; expected only {}",
            quote(key),
            expected.join(", ")
        ))
    })
}

/// The first key (in reading order) that repeats an earlier one.
pub(crate) fn first_repeated(keys: &[String]) -> Option<&str> {
    let mut seen = HashSet::new();
    keys.iter().find(|k| !seen.insert(*k)).map(String::as_str)
}

/// The outline of a JSON text: an object's keys in reading order, or the
/// shape of any other value; every value is read to its end, so a syntax
/// error anywhere is the error.
pub(crate) fn outline(bytes: &[u8]) -> Result<Result<Vec<String>, Shape>, serde_json::Error> {
    let mut de = serde_json::Deserializer::from_slice(bytes);
    let keys = Any(Keys).deserialize(&mut de)?;
    de.end()?;
    Ok(keys)
}

struct Keys;

impl<'de> Lenient<'de> for Keys {
    type Value = Result<Vec<String>, Shape>;

    fn other(self, got: Shape) -> Self::Value {
        Err(got)
    }
    fn map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
        let mut keys = Vec::new();
        while let Some((key, _)) = map.next_entry::<String, Shape>()? {
            keys.push(key);
        }
        Ok(Ok(keys))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, serde::Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Strict {
        #[allow(dead_code)]
        n: Option<u8>,
    }

    fn answer(bytes: &[u8]) -> (ErrorCode, String) {
        let required: Required = Some(("n", || DecodeError::invalid_request("n: missing")));
        let e = object::<Strict>(bytes, &["n"], required).unwrap_err();
        (e.code, e.detail)
    }

    #[test]
    fn body_faults_come_in_their_order() {
        let invalid = |d: &str| (ErrorCode::InvalidRequest, d.to_owned());
        // A repeated key before a missing field before an unknown one.
        assert_eq!(
            answer(br#"{"b": 1, "a": 2, "b": 3}"#),
            invalid("body: duplicate field \"b\"; a field may appear only once")
        );
        assert_eq!(answer(br#"{"b": 1, "a": 2}"#), invalid("n: missing"));
        assert_eq!(
            answer(br#"{"n": 1, "b": 1, "a": 2}"#),
            invalid("body: unknown field \"a\"; expected only \"n\"")
        );
        // Malformed JSON first, wherever it is.
        assert_eq!(
            answer(br#"{"b": 1, "b": 2, "n": [}"#).0,
            ErrorCode::MalformedJson
        );
        // What no rule explains is named by its path.
        assert_eq!(
            answer(br#"{"n": "x"}"#),
            invalid("n: invalid type: string \"x\", expected u8 at line 1 column 9")
        );
    }
}
