//! The contract: `openapi.yaml` against the code.
//!
//! - [`check_response`] is called by `support::CheckedClient` on every
//!   response any integration test receives: the status must be documented
//!   for the operation, the media type listed, the body valid against the
//!   schema given for it, the required headers present.
//! - The tests below: the router's routes are the spec's operations; the
//!   error codes are the spec's enum; the document served is the file; the
//!   spec's own examples satisfy its schemas.
//!
//! They live in the `http` test binary (not a binary of their own) because
//! the response hook must see the responses of every other integration test.

use std::collections::BTreeSet;
use std::sync::OnceLock;

use reqwest::header::HeaderMap;
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};
use sudoku_api::request::solve as parse_grid_body;
use sudoku_server::http::problem::ErrorCode;
use sudoku_server::http::routes::openapi::OPENAPI_YAML;
use sudoku_server::http::routes::{playground, ROUTES};

use crate::support::*;

const METHODS: [&str; 8] = [
    "get", "put", "post", "delete", "options", "head", "patch", "trace",
];

/// The parsed `openapi.yaml` (the very text the server serves).
pub fn spec() -> &'static Value {
    static SPEC: OnceLock<Value> = OnceLock::new();
    SPEC.get_or_init(|| serde_norway::from_str(OPENAPI_YAML).expect("openapi.yaml is YAML"))
}

/// Follows a local `$ref` (`#/components/...`), if any.
fn resolve(v: &Value) -> &Value {
    match v.get("$ref").and_then(Value::as_str) {
        Some(r) => {
            let target = r.strip_prefix('#').expect("only local $refs");
            resolve(
                spec()
                    .pointer(target)
                    .unwrap_or_else(|| panic!("dangling $ref {r}")),
            )
        }
        None => v,
    }
}

/// Validates `instance` against `schema`, a schema taken from the spec: the
/// schema becomes the root of a document that also holds the spec's
/// `components`, so `#/components/schemas/...` references resolve.
fn validate(schema: &Value, instance: &Value) -> Result<(), String> {
    let mut root = schema.clone();
    root.as_object_mut()
        .expect("a schema object")
        .insert("components".into(), spec()["components"].clone());
    let validator = jsonschema::draft202012::new(&root)
        .unwrap_or_else(|e| panic!("the spec's schema {schema} does not compile: {e}"));
    let errors: Vec<String> = validator
        .iter_errors(instance)
        .map(|e| format!("{} at {}", e, e.instance_path()))
        .collect();
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors.join("; "))
    }
}

fn media_type(headers: &HeaderMap) -> String {
    headers
        .get(reqwest::header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .split(';')
        .next()
        .unwrap_or("")
        .trim()
        .to_ascii_lowercase()
}

/// The spec's path item for a request path: the path itself, or the
/// template whose `{parameter}` segments match its segments. A template's
/// last parameter takes the rest of the path, slashes included, as the
/// router's `{*file}` does (`/playground/{file}`: `lang/ja.js` is one file).
fn path_item(path: &str) -> Option<&'static Value> {
    let paths = spec()["paths"].as_object()?;
    if let Some(item) = paths.get(path) {
        return Some(item);
    }
    let segments: Vec<&str> = path.split('/').collect();
    paths.iter().find_map(|(template, item)| {
        let pattern: Vec<&str> = template.split('/').collect();
        let param = |p: &str| p.starts_with('{') && p.ends_with('}');
        let rest = pattern.last().is_some_and(|p| param(p)) && segments.len() > pattern.len();
        let matches = (pattern.len() == segments.len() || rest)
            && pattern
                .iter()
                .zip(&segments)
                .all(|(p, s)| *p == *s || (param(p) && !s.is_empty()));
        matches.then_some(item)
    })
}

/// A route's path as the spec writes it: the router's `{*file}` (the
/// rest of the path) is the spec's `{file}`.
fn spec_path(route_path: &str) -> String {
    route_path.replace("{*", "{")
}

/// The response object the spec gives for `method path` answering `status`.
/// Panics when the spec has none.
fn documented_response(method: &Method, path: &str, status: StatusCode) -> &'static Value {
    let responses = &spec()["components"]["responses"];
    let Some(item) = path_item(path) else {
        assert_eq!(
            status, 404,
            "{method} {path}: a path the spec lacks must be 404"
        );
        return &responses["NotFound"];
    };
    // HEAD is answered by the GET operation (without a body).
    let lookup = if *method == Method::HEAD {
        "get".to_string()
    } else {
        method.as_str().to_ascii_lowercase()
    };
    let Some(op) = item.get(&lookup) else {
        assert_eq!(
            status, 405,
            "{method} {path}: a method the spec lacks for this path must be 405"
        );
        return &responses["MethodNotAllowed"];
    };
    let response = op["responses"].get(status.as_str()).unwrap_or_else(|| {
        panic!("{method} {path} answered {status}, which the spec does not list")
    });
    resolve(response)
}

/// Checks one observed response against the spec (see the module docs).
pub fn check_response(
    method: &Method,
    path: &str,
    status: StatusCode,
    headers: &HeaderMap,
    body: &[u8],
) {
    let what = format!("{method} {path} → {status}");
    assert!(
        headers.contains_key("x-request-id"),
        "{what}: no x-request-id header"
    );
    // CORS preflights are answered by the CORS layer, not an operation.
    if *method == Method::OPTIONS && headers.contains_key("access-control-allow-methods") {
        return;
    }
    let response = documented_response(method, path, status);
    for (name, header) in response["headers"].as_object().into_iter().flatten() {
        if resolve(header)["required"] == true {
            assert!(
                headers.contains_key(name.as_str()),
                "{what}: required header {name} missing"
            );
        }
    }
    // HEAD and 304 Not Modified carry no body.
    if *method == Method::HEAD || status == StatusCode::NOT_MODIFIED {
        return;
    }
    let media = media_type(headers);
    let Some(content) = response["content"].get(&media) else {
        panic!(
            "{what}: media type {media:?} is not among the spec's {:?}",
            response["content"]
                .as_object()
                .map(|c| c.keys().collect::<Vec<_>>())
        );
    };
    // A binary body (the playground's WebAssembly module) has a binary
    // string schema: its media type is the check.
    if content["schema"]["format"] == "binary" {
        return;
    }
    let instance = if media == "application/x-ndjson" {
        // One JSON value per line: checked as the array of the lines.
        let text = std::str::from_utf8(body)
            .unwrap_or_else(|_| panic!("{what}: NDJSON body is not UTF-8"));
        Value::Array(
            text.lines()
                .map(|l| {
                    serde_json::from_str(l)
                        .unwrap_or_else(|e| panic!("{what}: NDJSON line is not JSON ({e}): {l}"))
                })
                .collect(),
        )
    } else if media.ends_with("json") {
        serde_json::from_slice(body)
            .unwrap_or_else(|e| panic!("{what}: body is not JSON ({e}): {body:?}"))
    } else if media.ends_with("yaml") {
        serde_norway::from_slice(body).unwrap_or_else(|e| panic!("{what}: body is not YAML ({e})"))
    } else {
        // Any other media type (text/html, text/plain …) is text: its
        // schema in the spec is a string schema.
        Value::String(
            String::from_utf8(body.to_vec())
                .unwrap_or_else(|_| panic!("{what}: {media} body is not UTF-8")),
        )
    };
    if let Err(e) = validate(&content["schema"], &instance) {
        panic!("{what}: body does not match the spec: {e}\nbody: {instance}");
    }
}

fn spec_operations() -> BTreeSet<(String, String)> {
    let mut ops = BTreeSet::new();
    for (path, item) in spec()["paths"].as_object().expect("paths") {
        for m in METHODS {
            if item.get(m).is_some() {
                ops.insert((m.to_ascii_uppercase(), path.clone()));
            }
        }
    }
    ops
}

#[test]
fn router_routes_are_the_spec_operations() {
    let routes: BTreeSet<(String, String)> = ROUTES
        .iter()
        .map(|r| (r.method.as_str().to_string(), spec_path(r.path)))
        .collect();
    assert_eq!(routes, spec_operations());
}

/// Every route that reads a body (every POST of the route table) documents
/// the answers of the body reader: 408 (the body did not arrive in time),
/// 413 (too large) and 415 (not JSON); and every route that never reads
/// one documents none of them.
#[test]
fn body_reading_routes_document_408_413_and_415() {
    use sudoku_server::http::routes::Verb;
    for r in ROUTES {
        let op = &spec()["paths"][spec_path(r.path)][r.method.as_str().to_ascii_lowercase()];
        for status in ["408", "413", "415"] {
            let documented = op["responses"].get(status).is_some();
            assert_eq!(
                documented,
                r.method == Verb::Post,
                "{} {}: {status} documented: {documented}",
                r.method.as_str(),
                r.path
            );
        }
    }
}

/// The operations named after a technique take its ids from one enum
/// (`TechniqueId`), which is exactly the rater's ids, in its order.
#[test]
fn technique_ids_are_one_enum_equal_to_the_raters() {
    use sudoku_server::sudoku::logic::Technique;
    let listed: Vec<&str> = spec()["components"]["schemas"]["TechniqueId"]["enum"]
        .as_array()
        .expect("TechniqueId enum")
        .iter()
        .map(|v| v.as_str().expect("a string"))
        .collect();
    let rater: Vec<&str> = Technique::ALL.iter().map(|t| t.id()).collect();
    assert_eq!(listed, rater);
    let schemas = &spec()["components"]["schemas"];
    for (schema, at) in [
        ("Technique", "/properties/id"),
        ("TechniqueCount", "/properties/id"),
        ("CatalogueEntry", "/properties/id"),
        ("GenerateRequest", "/properties/technique"),
    ] {
        assert_eq!(
            schemas[schema].pointer(&format!("{at}/$ref")),
            Some(&json!("#/components/schemas/TechniqueId")),
            "{schema}{at}"
        );
    }
}

/// The operations a client or load balancer may resend (`x-idempotent:
/// true`): exactly the pure functions of their body. A mark on anything
/// else, a missing one, or a mark that is not `true` fails; each marked
/// operation also says so in its description.
#[test]
fn retry_safe_marks_are_exactly_on_the_pure_operations() {
    let mut marked = BTreeSet::new();
    for (path, item) in spec()["paths"].as_object().expect("paths") {
        for m in METHODS {
            let Some(op) = item.get(m) else { continue };
            let id = op["operationId"].as_str().expect("operationId").to_string();
            match op.get("x-idempotent") {
                None => {}
                Some(Value::Bool(true)) => {
                    assert_eq!(m, "post", "{id}: only POSTs need the mark ({path})");
                    let text = op["description"].as_str().unwrap_or("");
                    assert!(
                        text.contains("**Safe to retry** (`x-idempotent: true`)"),
                        "{id}: the description must say it is safe to retry"
                    );
                    marked.insert(id);
                }
                Some(other) => panic!("{id}: x-idempotent must be true or absent, not {other}"),
            }
        }
    }
    let want: BTreeSet<String> = ["solve", "validate", "grade", "hint"]
        .map(String::from)
        .into();
    assert_eq!(marked, want);
}

#[tokio::test]
async fn the_real_router_answers_exactly_the_spec_operations() {
    let app = spawn_app(&[]).await;
    let ops = spec_operations();
    let paths: BTreeSet<&String> = ops.iter().map(|(_, p)| p).collect();
    // The one path parameter names a file of the playground: one every
    // build has (the local core's files, present in some builds only, are
    // checked in tests/http/playground.rs).
    let file = playground::FILES.first().map_or("", |(name, _)| *name);
    for path in paths {
        for method in ["GET", "POST", "PUT", "DELETE", "PATCH"] {
            let res = app
                .client
                .request(
                    method.parse().unwrap(),
                    app.url(&path.replace("{file}", file)),
                )
                .json(&json!({ "grid": PUZZLE }))
                .send()
                .await
                .unwrap();
            let listed = ops.contains(&(method.to_string(), path.clone()));
            // The hook already checked the answer against the spec; here:
            // a listed operation is routed, an unlisted one is 405.
            if listed {
                assert!(
                    res.status() != 404 && res.status() != 405,
                    "{method} {path}: {}",
                    res.status()
                );
            } else {
                assert_eq!(res.status(), 405, "{method} {path}");
            }
        }
    }
    let res = app
        .client
        .get(app.url("/no/such/path"))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 404);
}

#[test]
fn error_codes_are_the_spec_enum() {
    let code: BTreeSet<&str> = ErrorCode::http().map(|c| c.as_str()).collect();
    let spec_enum: BTreeSet<&str> = spec()["components"]["schemas"]["ErrorCode"]["enum"]
        .as_array()
        .expect("ErrorCode enum")
        .iter()
        .map(|v| v.as_str().expect("a string"))
        .collect();
    assert_eq!(code, spec_enum);
    assert_eq!(code.len(), ErrorCode::http().count(), "codes are distinct");
}

/// Every (status, code) pair some response of the spec allows.
fn documented_status_codes() -> BTreeSet<(u16, String)> {
    fn walk(v: &Value, out: &mut BTreeSet<(u16, String)>) {
        match v {
            Value::Object(o) => {
                if let (Some(status), Some(code)) = (
                    o.get("status").and_then(|s| s["const"].as_u64()),
                    o.get("code"),
                ) {
                    let codes: Vec<&Value> = match code.get("enum") {
                        Some(Value::Array(a)) => a.iter().collect(),
                        _ => code.get("const").into_iter().collect(),
                    };
                    for c in codes {
                        out.insert((status as u16, c.as_str().unwrap().to_string()));
                    }
                }
                o.values().for_each(|x| walk(x, out));
            }
            Value::Array(a) => a.iter().for_each(|x| walk(x, out)),
            _ => {}
        }
    }
    let mut out = BTreeSet::new();
    walk(spec(), &mut out);
    out
}

#[test]
fn every_error_code_is_documented_with_its_status() {
    let documented = documented_status_codes();
    for code in ErrorCode::http() {
        let pair = (code.status(), code.as_str().to_string());
        assert!(
            documented.contains(&pair),
            "{pair:?} appears in no response of the spec"
        );
    }
    for (status, code) in &documented {
        let known = ErrorCode::http()
            .find(|c| c.as_str() == code)
            .unwrap_or_else(|| panic!("the spec documents unknown code {code}"));
        assert_eq!(known.status(), *status, "{code}");
    }
}

#[tokio::test]
async fn the_served_document_is_the_file() {
    let app = spawn_app(&[]).await;
    let res = app
        .client
        .get(app.url("/openapi.yaml"))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    assert_eq!(res.headers()["content-type"], "application/yaml");
    let text = res.text().await.unwrap();
    let on_disk =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../openapi.yaml"))
            .expect("openapi.yaml at the repository root");
    assert_eq!(text, on_disk);
    assert_eq!(spec()["openapi"], "3.1.0");
}

#[test]
fn the_spec_examples_satisfy_its_schemas() {
    fn walk(v: &Value, at: &str, checked: &mut usize) {
        let Value::Object(o) = v else { return };
        if let (Some(schema), Some(Value::Object(examples))) = (o.get("schema"), o.get("examples"))
        {
            for (name, example) in examples {
                let value = &resolve(example)["value"];
                if let Err(e) = validate(schema, value) {
                    panic!("example {at}/{name} does not satisfy its schema: {e}");
                }
                *checked += 1;
            }
        }
        for (k, x) in o {
            walk(x, &format!("{at}/{k}"), checked);
        }
    }
    let mut checked = 0;
    walk(spec(), "", &mut checked);
    assert!(checked >= 20, "only {checked} examples found");
}

#[test]
fn the_grid_schema_agrees_with_the_decoder_on_samples() {
    let grid_schema = json!({ "$ref": "#/components/schemas/Grid" });
    let accepted = [
        json!(PUZZLE),
        json!(
            " 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n"
        ),
        json!(vec![vec![Value::Null; 9]; 9]),
        json!(vec![vec!["."; 9]; 9]),
        json!(vec![vec!["5", "", "0", ".", "1", "2", "3", "4", "9"]; 9]),
    ];
    let refused = [
        json!(&PUZZLE[..80]),
        json!(format!("{PUZZLE}1")),
        json!(PUZZLE.replace('5', "x")),
        json!(PUZZLE.replacen('.', "\u{a0}", 1)),
        json!(vec![vec![json!(10); 9]; 9]),
        json!(vec![vec![json!(0); 9]; 8]),
        json!(vec![vec!["12"; 9]; 9]),
        json!(vec![
            vec![
                json!("5"),
                json!(0),
                json!(null),
                json!("."),
                json!("1"),
                json!("2"),
                json!("3"),
                json!("4"),
                json!("9")
            ];
            9
        ]),
        json!(vec![
            vec![
                json!(5),
                json!("3"),
                json!(0),
                json!(0),
                json!(0),
                json!(0),
                json!(0),
                json!(0),
                json!(0)
            ];
            9
        ]),
        json!(42),
    ];
    for v in accepted {
        assert!(validate(&grid_schema, &v).is_ok(), "{v}");
        assert!(
            parse_grid_body(json!({"grid": v}).to_string().as_bytes()).is_ok(),
            "{v}"
        );
    }
    for v in refused {
        assert!(validate(&grid_schema, &v).is_err(), "{v}");
        assert!(
            parse_grid_body(json!({"grid": v}).to_string().as_bytes()).is_err(),
            "{v}"
        );
    }
}
