//! Request body extraction: content type, size limit, time limit and JSON
//! syntax, each failure mapped to its problem (415, 413, 408, 400, 422)
//! instead of axum's plain-text rejections.

use axum::body::Bytes;
use axum::extract::Request;
use axum::http::{header, HeaderMap};
use http_body_util::LengthLimitError;
use std::fmt;
use std::marker::PhantomData;

use serde::de::value::SeqAccessDeserializer;
use serde::de::{self, Deserialize, DeserializeSeed, Deserializer, MapAccess, SeqAccess, Visitor};

use super::connections::body_timeout_of;
use super::problem::{ErrorCode, Problem};
use super::shape::Shape;

/// `422 invalid_request` for the unknown field `name`.
fn unknown_field(name: &str, expected: &[&str]) -> Problem {
    Problem::new(
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
    )
}

fn quote(s: &str) -> String {
    serde_json::to_string(s).unwrap_or_else(|_| String::from("\"?\""))
}

/// True for `application/json` and any `application/*+json`, parameters
/// (such as `charset`) allowed.
pub fn is_json_content_type(headers: &HeaderMap) -> bool {
    let Some(ct) = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
    else {
        return false;
    };
    let essence = ct.split(';').next().unwrap_or("").trim();
    let Some((ty, sub)) = essence.split_once('/') else {
        return false;
    };
    ty.eq_ignore_ascii_case("application")
        && (sub.eq_ignore_ascii_case("json") || sub.to_ascii_lowercase().ends_with("+json"))
}

/// The `detail` of a 415 answer.
pub fn unsupported_media_type(headers: &HeaderMap, expected: &str) -> Problem {
    let got = match headers.get(header::CONTENT_TYPE) {
        None => "no Content-Type header".to_string(),
        Some(v) => match v.to_str() {
            Ok(s) => format!("Content-Type {}", quote(s)),
            Err(_) => "an unreadable Content-Type header".to_string(),
        },
    };
    Problem::new(
        ErrorCode::UnsupportedMediaType,
        format!("expected Content-Type: {expected}, got {got}"),
    )
}

/// Reads the whole body, at most `limit` bytes; a larger body is `413`, one
/// that does not arrive within `--body-timeout-ms` is `408`.
pub async fn read_body(req: Request, limit: usize) -> Result<Bytes, Problem> {
    axum::body::to_bytes(req.into_body(), limit)
        .await
        .map_err(|e| {
            let e = e.into_inner();
            if e.is::<LengthLimitError>() {
                Problem::new(
                    ErrorCode::PayloadTooLarge,
                    format!("request body is larger than the limit of {limit} bytes"),
                )
            } else if let Some(timeout) = body_timeout_of(&*e) {
                Problem::new(ErrorCode::RequestTimeout, timeout.to_string())
            } else {
                Problem::new(ErrorCode::BadRequest, "request body could not be read")
            }
        })
}

fn empty_body() -> Problem {
    Problem::new(
        ErrorCode::MalformedJson,
        "request body is empty; expected a JSON object",
    )
}

fn malformed(e: &serde_json::Error) -> Problem {
    Problem::new(
        ErrorCode::MalformedJson,
        format!("request body is not valid JSON: {e}"),
    )
}

fn not_an_object(got: &str) -> Problem {
    Problem::new(
        ErrorCode::InvalidRequest,
        format!("body: expected a JSON object, got {got}"),
    )
}

/// A JSON object body with one expected field, decoded straight from the
/// bytes (no `Value` tree): the field's value, and the first other field
/// (in the order `serde_json::Map` lists keys) if there is one.
#[derive(Debug)]
pub struct OneField<V> {
    value: Option<V>,
    unknown: Option<String>,
}

impl<V> OneField<V> {
    /// The field's value; `missing()` when absent, `invalid_request` naming
    /// the first other field when there is one (checked in that order).
    pub fn into_value(
        self,
        missing: impl FnOnce() -> Problem,
        expected: &[&str],
    ) -> Result<V, Problem> {
        let value = self.value.ok_or_else(missing)?;
        match self.unknown {
            Some(k) => Err(unknown_field(&k, expected)),
            None => Ok(value),
        }
    }

    /// The field's value when it is the object's only field.
    pub fn into_only(self) -> Option<V> {
        match self.unknown {
            None => self.value,
            Some(_) => None,
        }
    }
}

/// Parses bytes as a JSON object with the field `name` of type `V`: 400
/// when empty or not well-formed (even after a bad field value; the whole
/// body is read), 422 when not an object. As in a `serde_json::Map`, the
/// last of repeated keys wins.
pub fn parse_one_field<V>(bytes: &[u8], name: &'static str) -> Result<OneField<V>, Problem>
where
    V: for<'de> Deserialize<'de>,
{
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return Err(empty_body());
    }
    let mut de = serde_json::Deserializer::from_slice(bytes);
    let body = BodySeed::<V> {
        name,
        value: PhantomData,
    }
    .deserialize(&mut de)
    .and_then(|body| de.end().map(|()| body))
    .map_err(|e| malformed(&e))?;
    body.map_err(|shape| not_an_object(shape.article()))
}

/// Reads the rest of an object (from a visitor's `visit_map`) whose one
/// expected field is `name`: its value as `V` (the last of repeated keys
/// wins) and the first other key in `serde_json::Map` order; every other
/// value is read to its end, so malformed JSON is still found.
pub fn read_one_field<'de, A, V>(mut map: A, name: &'static str) -> Result<OneField<V>, A::Error>
where
    A: MapAccess<'de>,
    V: Deserialize<'de>,
{
    let mut body = OneField {
        value: None,
        unknown: None,
    };
    while let Some(key) = map.next_key_seed(KeySeed(name))? {
        match key {
            None => body.value = Some(map.next_value::<V>()?),
            Some(other) => {
                map.next_value::<Shape>()?;
                if body.unknown.as_ref().is_none_or(|k| other < *k) {
                    body.unknown = Some(other);
                }
            }
        }
    }
    Ok(body)
}

struct BodySeed<V> {
    name: &'static str,
    value: PhantomData<V>,
}

impl<'de, V: Deserialize<'de>> DeserializeSeed<'de> for BodySeed<V> {
    /// The object's fields, or the shape of a body that is not an object.
    type Value = Result<OneField<V>, Shape>;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Self::Value, D::Error> {
        d.deserialize_any(self)
    }
}

impl<'de, V: Deserialize<'de>> Visitor<'de> for BodySeed<V> {
    type Value = Result<OneField<V>, Shape>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a JSON object")
    }
    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Self::Value, A::Error> {
        read_one_field(map, self.name).map(Ok)
    }
    fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<Self::Value, A::Error> {
        Shape::deserialize(SeqAccessDeserializer::new(seq)).map(Err)
    }
    fn visit_unit<E: de::Error>(self) -> Result<Self::Value, E> {
        Ok(Err(Shape::Null))
    }
    fn visit_bool<E: de::Error>(self, b: bool) -> Result<Self::Value, E> {
        Ok(Err(Shape::Bool(b)))
    }
    fn visit_u64<E: de::Error>(self, n: u64) -> Result<Self::Value, E> {
        Ok(Err(Shape::Number(n.into())))
    }
    fn visit_i64<E: de::Error>(self, n: i64) -> Result<Self::Value, E> {
        Ok(Err(Shape::Number(n.into())))
    }
    fn visit_f64<E: de::Error>(self, _: f64) -> Result<Self::Value, E> {
        Ok(Err(Shape::Number(0.into())))
    }
    fn visit_str<E: de::Error>(self, _: &str) -> Result<Self::Value, E> {
        Ok(Err(Shape::LongString))
    }
}

/// A key of the body object: `None` for the expected field, else the key.
struct KeySeed(&'static str);

impl<'de> DeserializeSeed<'de> for KeySeed {
    type Value = Option<String>;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Self::Value, D::Error> {
        d.deserialize_str(self)
    }
}

impl Visitor<'_> for KeySeed {
    type Value = Option<String>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a field name")
    }
    fn visit_str<E: de::Error>(self, s: &str) -> Result<Self::Value, E> {
        Ok((s != self.0).then(|| s.to_owned()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    #[test]
    fn json_content_types() {
        let mut h = HeaderMap::new();
        assert!(!is_json_content_type(&h));
        for (ct, ok) in [
            ("application/json", true),
            ("application/json; charset=utf-8", true),
            ("Application/JSON", true),
            ("application/problem+json", true),
            ("text/plain", false),
            ("application/x-www-form-urlencoded", false),
            ("application/jsonx", false),
            ("json", false),
        ] {
            h.insert(header::CONTENT_TYPE, HeaderValue::from_static(ct));
            assert_eq!(is_json_content_type(&h), ok, "{ct}");
        }
    }

    #[test]
    fn json_errors() {
        let parse = |bytes: &[u8]| parse_one_field::<Shape>(bytes, "grid");
        assert_eq!(parse(b"").unwrap_err().code, ErrorCode::MalformedJson);
        assert_eq!(
            parse(b"{\"grid\":").unwrap_err().code,
            ErrorCode::MalformedJson
        );
        let e = parse(b"[1]").unwrap_err();
        assert_eq!(e.code, ErrorCode::InvalidRequest);
        assert_eq!(e.detail, "body: expected a JSON object, got an array");
        let o = parse(b"{\"grid\": 1, \"gird\": 2, \"b\": 3}").unwrap();
        assert_eq!(
            o.into_value(|| unreachable!(), &["grid"])
                .unwrap_err()
                .detail,
            "body: unknown field \"b\"; expected only \"grid\""
        );
        let o = parse(b"{\"grid\": 1, \"grid\": true}").unwrap();
        assert_eq!(o.into_only(), Some(Shape::Bool(true)));
    }
}
