//! A JSON object body → a route's derived request type, with the API's
//! answers for a body that is not one.
//!
//! The request type derives `Deserialize` with `deny_unknown_fields`
//! (which also refuses a repeated field) and reads each field with a
//! lenient decoder ([`super::shape::Lenient`]), so a well-formed body is
//! read once, straight from the bytes. When that read fails, the body's
//! fault is found by a second read of its outline ([`explain`]), in this
//! order, the first one answered:
//!
//! 1. empty, or not well-formed JSON anywhere in it: 400 `malformed_json`;
//! 2. not an object: 422 `invalid_request`;
//! 3. a key that appears twice (the first in reading order);
//! 4. the route's required field missing (its own code and words);
//! 5. a field the route does not know (the first in sorted order);
//! 6. anything else serde refused, named by its path
//!    (`serde_path_to_error`).

use std::collections::HashSet;

use serde::de::{DeserializeOwned, DeserializeSeed, MapAccess};

use super::shape::{quote, Any, Lenient, Shape};
use super::DecodeError;
use crate::answer::ErrorCode;

/// The fault of a required field's absence.
pub(crate) type Missing = fn() -> DecodeError;

/// What a route's body may hold.
pub(crate) struct Rules {
    /// Every field the route knows, in the order its answer lists them.
    pub fields: &'static [&'static str],
    /// The field the route cannot do without, and the fault of its absence.
    pub required: Option<(&'static str, Missing)>,
}

/// `400 malformed_json` for a body that is not JSON.
pub(crate) fn malformed(e: &serde_json::Error) -> DecodeError {
    DecodeError::new(
        ErrorCode::MalformedJson,
        format!("request body is not valid JSON: {e}"),
    )
}

/// `422 invalid_request` for a key that appears twice in one object
/// (`place` names the object: `body`, `line 3`).
pub(crate) fn duplicate_field(place: &str, name: &str) -> DecodeError {
    DecodeError::invalid_request(format!(
        "{place}: duplicate field {}; a field may appear only once",
        quote(name)
    ))
}

/// Decodes a JSON object body into `T` (see the [module](self) docs).
pub(crate) fn object<T: DeserializeOwned>(bytes: &[u8], rules: &Rules) -> Result<T, DecodeError> {
    let first = bytes.iter().find(|b| !b.is_ascii_whitespace());
    let refused = match first {
        None => {
            return Err(DecodeError::new(
                ErrorCode::MalformedJson,
                "request body is empty; expected a JSON object",
            ))
        }
        // Only an object reaches `T`: a derived struct would also take an
        // array of its fields' values.
        Some(b'{') => match typed(bytes) {
            Ok(t) => return Ok(t),
            Err(refused) => Some(refused),
        },
        Some(_) => None,
    };
    let keys = outline(bytes)
        .map_err(|e| malformed(&e))?
        .map_err(|shape| {
            DecodeError::invalid_request(format!(
                "body: expected a JSON object, got {}",
                shape.article()
            ))
        })?;
    Err(explain(&keys, rules)
        .or_else(|| refused.map(|(path, e)| DecodeError::invalid_request(format!("{path}: {e}"))))
        .unwrap_or_else(|| DecodeError::invalid_request("body: not a valid request")))
}

/// One read of the bytes into `T`; a refusal with the path where it came.
fn typed<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, (String, serde_json::Error)> {
    let mut de = serde_json::Deserializer::from_slice(bytes);
    let value = serde_path_to_error::deserialize(&mut de)
        .map_err(|e| (e.path().to_string(), e.into_inner()))?;
    de.end().map_err(|e| ("body".to_owned(), e))?;
    Ok(value)
}

/// The fault of an object with these keys (in reading order) under
/// `rules`, if it has one of the body-level faults 3-5.
fn explain(keys: &[String], rules: &Rules) -> Option<DecodeError> {
    if let Some(key) = first_repeated(keys) {
        return Some(duplicate_field("body", key));
    }
    if let Some((name, missing)) = &rules.required {
        if !keys.iter().any(|k| k == name) {
            return Some(missing());
        }
    }
    let unknown = keys.iter().filter(|k| !rules.fields.contains(&k.as_str()));
    unknown.min().map(|key| {
        let expected: Vec<String> = rules.fields.iter().map(|f| quote(f)).collect();
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
