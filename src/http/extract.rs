//! Request body extraction: content type, size limit, time limit and JSON
//! syntax, each failure mapped to its problem (415, 413, 408, 400, 422)
//! instead of axum's plain-text rejections.

use axum::body::Bytes;
use axum::extract::{FromRequest, Request};
use axum::http::{header, HeaderMap};
use http_body_util::LengthLimitError;
use std::collections::HashSet;
use std::fmt;
use std::marker::PhantomData;

use serde::de::{
    self, Deserialize, DeserializeOwned, DeserializeSeed, Deserializer, MapAccess, SeqAccess,
    Visitor,
};

use super::problem::{ErrorCode, Problem};
use super::shape::Shape;
use super::state::AppState;
use super::transport::connections::body_timeout_of;

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

/// `s` as a JSON string, for naming a field in a `detail`.
pub fn quote(s: &str) -> String {
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

/// `400 malformed_json` for an empty body.
pub fn empty_body() -> Problem {
    Problem::new(
        ErrorCode::MalformedJson,
        "request body is empty; expected a JSON object",
    )
}

/// `400 malformed_json` for a body that is not JSON.
pub fn malformed(e: &serde_json::Error) -> Problem {
    Problem::new(
        ErrorCode::MalformedJson,
        format!("request body is not valid JSON: {e}"),
    )
}

/// `422 invalid_request` for a body that is JSON but not an object.
pub fn not_an_object(got: &str) -> Problem {
    Problem::new(
        ErrorCode::InvalidRequest,
        format!("body: expected a JSON object, got {got}"),
    )
}

/// `422 invalid_request` for a key that appears twice in one object
/// (`where_` names the object: `body`, `line 3`).
pub fn duplicate_field(where_: &str, name: &str) -> Problem {
    Problem::new(
        ErrorCode::InvalidRequest,
        format!(
            "{where_}: duplicate field {}; a field may appear only once",
            quote(name)
        ),
    )
}

/// A JSON object body with one expected field, decoded straight from the
/// bytes (no `Value` tree): the field's value, the first other field (in
/// the order `serde_json::Map` lists keys) if there is one, and the first
/// key that appears twice, if any.
#[derive(Debug)]
pub struct OneField<V> {
    value: Option<V>,
    unknown: Option<String>,
    duplicate: Option<String>,
}

impl<V> OneField<V> {
    /// The field's value; `invalid_request` naming the first repeated key
    /// when there is one, `missing()` when the field is absent,
    /// `invalid_request` naming the first other field when there is one
    /// (checked in that order).
    pub fn into_value(
        self,
        missing: impl FnOnce() -> Problem,
        expected: &[&str],
    ) -> Result<V, Problem> {
        if let Some(k) = self.duplicate {
            return Err(duplicate_field("body", &k));
        }
        let value = self.value.ok_or_else(missing)?;
        match self.unknown {
            Some(k) => Err(unknown_field(&k, expected)),
            None => Ok(value),
        }
    }

    /// The first key that appears twice, if any.
    pub fn duplicate(&self) -> Option<&str> {
        self.duplicate.as_deref()
    }

    /// The field's value when it is the object's only field (and appears
    /// once).
    pub fn into_only(self) -> Option<V> {
        match (self.unknown, self.duplicate) {
            (None, None) => self.value,
            _ => None,
        }
    }
}

/// Parses bytes as a JSON object with the field `name` of type `V`: 400
/// when empty or not well-formed (even after a bad field value; the whole
/// body is read), 422 when not an object. A repeated key is kept as the
/// object's fault ([`OneField::into_value`] refuses it), never resolved by
/// "the last one wins".
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
/// expected field is `name`: its first value as `V`, the first other key in
/// `serde_json::Map` order, and the first key (in reading order) that
/// appears twice; every other value is read to its end, so malformed JSON
/// is still found. Every JSON object the service reads goes through here
/// or through [`parse_json`], so that none resolves a repeated key
/// silently.
pub fn read_one_field<'de, A, V>(mut map: A, name: &'static str) -> Result<OneField<V>, A::Error>
where
    A: MapAccess<'de>,
    V: Deserialize<'de>,
{
    let mut body = OneField {
        value: None,
        unknown: None,
        duplicate: None,
    };
    // Other keys seen so far: only a body in error has any.
    let mut others: HashSet<String> = HashSet::new();
    while let Some(key) = map.next_key_seed(KeySeed(name))? {
        match key {
            None if body.value.is_none() => body.value = Some(map.next_value::<V>()?),
            None => {
                map.next_value::<Shape>()?;
                body.duplicate.get_or_insert_with(|| name.to_owned());
            }
            Some(other) => {
                map.next_value::<Shape>()?;
                if body.unknown.as_ref().is_none_or(|k| other < *k) {
                    body.unknown = Some(other.clone());
                }
                if body.duplicate.is_none() && !others.insert(other.clone()) {
                    body.duplicate = Some(other);
                }
            }
        }
    }
    Ok(body)
}

/// Parses a JSON body into any `T`, for endpoints without a streaming
/// decoder of their own: 400 when empty or not well-formed, 422
/// `invalid_request` when an object anywhere in it repeats a key (checked
/// first, over the whole body) or when `T` does not accept it. With
/// `#[serde(deny_unknown_fields)]` on `T`, unknown fields are refused too.
pub fn parse_json<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, Problem> {
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return Err(empty_body());
    }
    let mut de = serde_json::Deserializer::from_slice(bytes);
    let UniqueKeys(duplicate) = UniqueKeys::deserialize(&mut de)
        .and_then(|keys| de.end().map(|()| keys))
        .map_err(|e| malformed(&e))?;
    if let Some((path, key)) = duplicate {
        return Err(duplicate_field(&path, &key));
    }
    serde_json::from_slice(bytes).map_err(|e| match e.classify() {
        serde_json::error::Category::Data => {
            Problem::new(ErrorCode::InvalidRequest, format!("body: {e}"))
        }
        _ => malformed(&e),
    })
}

/// The extractor of a JSON body decoded by [`parse_json`]: 415 without a
/// JSON content type, 413 over `--max-body-bytes`, 408 when the body does
/// not arrive in time, then [`parse_json`]'s answers. A new JSON endpoint
/// takes its body with this (not `axum::Json`), so that its errors have
/// the API's shape and repeated keys are refused.
#[derive(Debug)]
pub struct JsonBody<T>(pub T);

impl<T: DeserializeOwned> FromRequest<AppState> for JsonBody<T> {
    type Rejection = Problem;

    async fn from_request(req: Request, state: &AppState) -> Result<Self, Problem> {
        if !is_json_content_type(req.headers()) {
            return Err(unsupported_media_type(req.headers(), "application/json"));
        }
        let bytes = read_body(req, state.config.max_body_bytes).await?;
        parse_json(&bytes).map(JsonBody)
    }
}

/// Reads any JSON value to its end, noting the first object key that
/// appears twice in its object, with where that object is (`body`,
/// `body.a[2]`).
struct UniqueKeys(Option<(String, String)>);

impl<'de> Deserialize<'de> for UniqueKeys {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(UniqueKeysSeed("body".into()))
    }
}

/// [`UniqueKeys`] for the value at a path.
struct UniqueKeysSeed(String);

impl<'de> DeserializeSeed<'de> for UniqueKeysSeed {
    type Value = UniqueKeys;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<UniqueKeys, D::Error> {
        d.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for UniqueKeysSeed {
    type Value = UniqueKeys;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("any JSON value")
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<UniqueKeys, A::Error> {
        let mut keys = HashSet::new();
        let mut found = None;
        while let Some(key) = map.next_key::<String>()? {
            let inner = map.next_value_seed(UniqueKeysSeed(format!("{}.{key}", self.0)))?;
            if found.is_none() {
                found = if keys.contains(&key) {
                    Some((self.0.clone(), key))
                } else {
                    keys.insert(key);
                    inner.0
                };
            }
        }
        Ok(UniqueKeys(found))
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<UniqueKeys, A::Error> {
        let mut found = None;
        let mut i = 0usize;
        while let Some(inner) = seq.next_element_seed(UniqueKeysSeed(format!("{}[{i}]", self.0)))? {
            found = found.or(inner.0);
            i += 1;
        }
        Ok(UniqueKeys(found))
    }
    fn visit_unit<E: de::Error>(self) -> Result<UniqueKeys, E> {
        Ok(UniqueKeys(None))
    }
    fn visit_bool<E: de::Error>(self, _: bool) -> Result<UniqueKeys, E> {
        Ok(UniqueKeys(None))
    }
    fn visit_u64<E: de::Error>(self, _: u64) -> Result<UniqueKeys, E> {
        Ok(UniqueKeys(None))
    }
    fn visit_i64<E: de::Error>(self, _: i64) -> Result<UniqueKeys, E> {
        Ok(UniqueKeys(None))
    }
    fn visit_f64<E: de::Error>(self, _: f64) -> Result<UniqueKeys, E> {
        Ok(UniqueKeys(None))
    }
    fn visit_str<E: de::Error>(self, _: &str) -> Result<UniqueKeys, E> {
        Ok(UniqueKeys(None))
    }
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
    not_an_object_shapes!('de);
}

/// The visitor methods of a body decoder for every JSON value that is not
/// an object: each answers `Err(shape)` (the decoder's `Value` is
/// `Result<_, Shape>`), so the caller can say what came instead of an object.
/// Shared by the one-field bodies here and the `/grade`/`/hint` body.
macro_rules! not_an_object_shapes {
    ($de:lifetime) => {
        fn visit_seq<A: serde::de::SeqAccess<$de>>(self, seq: A) -> Result<Self::Value, A::Error> {
            <$crate::http::shape::Shape as serde::Deserialize>::deserialize(
                serde::de::value::SeqAccessDeserializer::new(seq),
            )
            .map(Err)
        }
        fn visit_unit<E: serde::de::Error>(self) -> Result<Self::Value, E> {
            Ok(Err($crate::http::shape::Shape::Null))
        }
        fn visit_bool<E: serde::de::Error>(self, b: bool) -> Result<Self::Value, E> {
            Ok(Err($crate::http::shape::Shape::Bool(b)))
        }
        fn visit_u64<E: serde::de::Error>(self, n: u64) -> Result<Self::Value, E> {
            Ok(Err($crate::http::shape::Shape::Number(n.into())))
        }
        fn visit_i64<E: serde::de::Error>(self, n: i64) -> Result<Self::Value, E> {
            Ok(Err($crate::http::shape::Shape::Number(n.into())))
        }
        fn visit_f64<E: serde::de::Error>(self, _: f64) -> Result<Self::Value, E> {
            Ok(Err($crate::http::shape::Shape::Number(0.into())))
        }
        fn visit_str<E: serde::de::Error>(self, _: &str) -> Result<Self::Value, E> {
            Ok(Err($crate::http::shape::Shape::LongString))
        }
    };
}
pub(crate) use not_an_object_shapes;

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
        assert_eq!(o.duplicate(), Some("grid"));
        assert_eq!(o.into_only(), None);
        for (body, key) in [
            (&b"{\"grid\": 1, \"grid\": 2}"[..], "grid"),
            (b"{\"a\": 1, \"grid\": 2, \"a\": 3}", "a"),
            (b"{\"b\": 1, \"b\": 2}", "b"),
        ] {
            let e = parse(body)
                .unwrap()
                .into_value(|| unreachable!(), &["grid"])
                .unwrap_err();
            assert_eq!(e.code, ErrorCode::InvalidRequest);
            assert_eq!(
                e.detail,
                format!("body: duplicate field \"{key}\"; a field may appear only once")
            );
        }
    }

    #[test]
    fn the_generic_parser_refuses_repeated_keys_at_any_depth() {
        #[derive(Debug, serde::Deserialize)]
        #[serde(deny_unknown_fields)]
        #[allow(dead_code)]
        struct Req {
            a: std::collections::HashMap<String, u8>,
            b: Option<Vec<serde_json::Value>>,
        }
        assert!(parse_json::<Req>(br#"{"a": {"x": 1, "y": 2}, "b": [{"k": 1}]}"#).is_ok());
        for (body, detail) in [
            (
                &br#"{"a": {}, "a": {}}"#[..],
                "body: duplicate field \"a\"; a field may appear only once",
            ),
            (
                br#"{"a": {"x": 1, "x": 2}}"#,
                "body.a: duplicate field \"x\"; a field may appear only once",
            ),
            (
                br#"{"a": {}, "b": [{}, {"k": 1, "k": 1}]}"#,
                "body.b[1]: duplicate field \"k\"; a field may appear only once",
            ),
        ] {
            let e = parse_json::<Req>(body).unwrap_err();
            assert_eq!(
                (e.code, e.detail.as_str()),
                (ErrorCode::InvalidRequest, detail)
            );
        }
        let e = parse_json::<Req>(br#"{"a": {}, "c": 1}"#).unwrap_err();
        assert_eq!(e.code, ErrorCode::InvalidRequest);
        let e = parse_json::<Req>(br#"{"a": {"x": 1, "x": 2"#).unwrap_err();
        assert_eq!(e.code, ErrorCode::MalformedJson);
    }
}
