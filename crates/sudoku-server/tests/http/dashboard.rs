//! The Prometheus rules (`deploy/prometheus`) and the Grafana dashboard
//! (`deploy/grafana`) name only series the server exports: every metric
//! name in every query is in `/metrics` (after traffic on every route
//! kind), a recording rule of the rules file, or `up` (Prometheus' own);
//! every label a selector matches on is a label of that series.

use std::collections::{BTreeMap, BTreeSet};

use serde_json::{json, Value};

use crate::support::*;

const RULES: &str = include_str!("../../../../deploy/prometheus/sudoku-service.rules.yml");
const DASHBOARD: &str = include_str!("../../../../deploy/grafana/sudoku-service.dashboard.json");

/// Series Prometheus makes itself for every target.
const SYNTHETIC: [&str; 1] = ["up"];
/// Labels Prometheus adds to every series of a target (and `le`, which
/// `/metrics` shows on buckets only).
const TARGET_LABELS: [&str; 2] = ["job", "instance"];

/// A metric named in a query, with the labels its selector matches on.
#[derive(Debug)]
struct Selector {
    name: String,
    labels: Vec<String>,
}

fn is_ident_start(c: char) -> bool {
    c.is_ascii_alphabetic() || c == '_' || c == ':'
}

fn is_ident(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_' || c == ':'
}

/// PromQL words that are not metric names when not followed by `(`.
const KEYWORDS: [&str; 12] = [
    "by",
    "without",
    "on",
    "ignoring",
    "group_left",
    "group_right",
    "and",
    "or",
    "unless",
    "bool",
    "offset",
    "inf",
];

/// Aggregation operators, which may have their `by (...)` before the `(`.
const AGGREGATIONS: [&str; 12] = [
    "sum",
    "min",
    "max",
    "avg",
    "group",
    "stddev",
    "stdvar",
    "count",
    "count_values",
    "bottomk",
    "topk",
    "quantile",
];

/// The metric selectors of a PromQL expression: identifiers that are not
/// functions, aggregations or keywords, with the label names of their
/// `{...}` matchers. Strings and `[range]`s are skipped, and so are the
/// label lists of `by (...)`, `on (...)` and their kin.
fn selectors(expr: &str) -> Vec<Selector> {
    let chars: Vec<char> = expr.chars().collect();
    let mut out: Vec<Selector> = Vec::new();
    let mut i = 0;
    let skip_string = |i: usize| -> usize {
        let quote = chars[i];
        let mut j = i + 1;
        while j < chars.len() && chars[j] != quote {
            if chars[j] == '\\' {
                j += 1;
            }
            j += 1;
        }
        j + 1
    };
    let skip_space = |mut i: usize| -> usize {
        while i < chars.len() && chars[i].is_whitespace() {
            i += 1;
        }
        i
    };
    // The label names of the matchers from `{` at `i`; returns the index
    // after the closing `}`.
    let matchers = |mut i: usize, labels: &mut Vec<String>| -> usize {
        i += 1;
        while i < chars.len() && chars[i] != '}' {
            let c = chars[i];
            if c == '"' || c == '\'' || c == '`' {
                i = skip_string(i);
            } else if is_ident_start(c) {
                let start = i;
                while i < chars.len() && is_ident(chars[i]) {
                    i += 1;
                }
                labels.push(chars[start..i].iter().collect());
            } else {
                i += 1;
            }
        }
        i + 1
    };
    while i < chars.len() {
        let c = chars[i];
        if c == '"' || c == '\'' || c == '`' {
            i = skip_string(i);
        } else if c == '[' {
            while i < chars.len() && chars[i] != ']' {
                i += 1;
            }
            i += 1;
        } else if c == '{' {
            // A selector without a name (`{__name__=~...}`) would hide
            // the names it matches from this check.
            panic!("a selector without a metric name in {expr:?}");
        } else if c.is_ascii_digit() || c == '.' {
            // A number (0.99, 1e3): its letters are not a name.
            while i < chars.len() && (chars[i].is_ascii_alphanumeric() || chars[i] == '.') {
                i += 1;
            }
        } else if is_ident_start(c) {
            let start = i;
            while i < chars.len() && is_ident(chars[i]) {
                i += 1;
            }
            let word: String = chars[start..i].iter().collect();
            let next = skip_space(i);
            let lower = word.to_ascii_lowercase();
            if matches!(
                lower.as_str(),
                "by" | "without" | "on" | "ignoring" | "group_left" | "group_right"
            ) {
                // Its label list, if any, names labels, not metrics.
                if chars.get(next) == Some(&'(') {
                    while i < chars.len() && chars[i] != ')' {
                        i += 1;
                    }
                    i += 1;
                }
            } else if chars.get(next) == Some(&'(')
                || KEYWORDS.contains(&lower.as_str())
                || AGGREGATIONS.contains(&lower.as_str())
            {
                // A function or aggregation (`sum by (..) (..)` too), or
                // an operator word.
            } else {
                let mut labels = Vec::new();
                if chars.get(next) == Some(&'{') {
                    i = matchers(next, &mut labels);
                }
                out.push(Selector { name: word, labels });
            }
        } else {
            i += 1;
        }
    }
    out
}

/// Sample names in a `/metrics` text, with the label names each carries.
fn exported(text: &str) -> BTreeMap<String, BTreeSet<String>> {
    let mut names: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
    {
        let series = line.rsplit_once(' ').map_or(line, |(s, _)| s);
        let (name, labels) = match series.split_once('{') {
            Some((name, rest)) => (name, rest.trim_end_matches('}')),
            None => (series, ""),
        };
        let entry = names.entry(name.to_owned()).or_default();
        for kv in labels.split(',').filter(|kv| !kv.is_empty()) {
            if let Some((k, _)) = kv.split_once('=') {
                entry.insert(k.to_owned());
            }
        }
    }
    names
}

/// `/metrics` after at least one request of every kind the dashboard
/// shows: single solves (200 and 422), a batch, grade, hint, generate.
async fn metrics_after_traffic() -> BTreeMap<String, BTreeSet<String>> {
    let app = spawn_app(&[]).await;
    let calls = [
        ("/solve", json!({ "grid": PUZZLE }), 200),
        ("/solve", json!({ "grid": "x" }), 422),
        ("/solve/batch", json!({ "grids": [PUZZLE, HARD] }), 200),
        ("/grade", json!({ "grid": PUZZLE }), 200),
        ("/hint", json!({ "grid": PUZZLE }), 200),
        ("/generate", json!({ "level": "easy", "seed": 7 }), 200),
    ];
    for (path, body, status) in calls {
        let res = app.post_json(path, &body).await;
        assert_eq!(res.status(), status, "{path} {body}");
    }
    let res = app.client.get(app.url("/metrics")).send().await.unwrap();
    assert_eq!(res.status(), 200);
    exported(&res.text().await.unwrap())
}

/// The rules file's `(record or alert name, expr)` pairs.
fn rules() -> Vec<(String, String)> {
    let doc: Value = serde_norway::from_str(RULES).expect("the rules file is YAML");
    let mut out = Vec::new();
    for group in doc["groups"].as_array().expect("groups") {
        for rule in group["rules"].as_array().expect("rules") {
            let name = rule["record"]
                .as_str()
                .or_else(|| rule["alert"].as_str())
                .expect("a rule records or alerts");
            let expr = rule["expr"].as_str().expect("a rule has an expr");
            out.push((name.to_owned(), expr.to_owned()));
        }
    }
    out
}

/// The dashboard's `(panel title, expr)` pairs, rows' nested panels too.
fn dashboard_queries() -> Vec<(String, String)> {
    fn walk(panels: &[Value], out: &mut Vec<(String, String)>) {
        for panel in panels {
            let title = panel["title"].as_str().unwrap_or("?").to_owned();
            for target in panel["targets"].as_array().into_iter().flatten() {
                let expr = target["expr"].as_str().expect("a target has an expr");
                out.push((title.clone(), expr.to_owned()));
            }
            if let Some(nested) = panel["panels"].as_array() {
                walk(nested, out);
            }
        }
    }
    let doc: Value = serde_json::from_str(DASHBOARD).expect("the dashboard is JSON");
    let mut out = Vec::new();
    walk(doc["panels"].as_array().expect("panels"), &mut out);
    out
}

/// Problems of one query: names neither exported, recorded nor synthetic,
/// and matcher labels the exported series does not carry.
fn check_query(
    what: &str,
    expr: &str,
    exported: &BTreeMap<String, BTreeSet<String>>,
    recorded: &BTreeSet<String>,
) -> Vec<String> {
    let found = selectors(expr);
    let mut problems = Vec::new();
    if found.is_empty() {
        problems.push(format!("{what}: no metric in {expr:?}"));
    }
    for s in found {
        if let Some(labels) = exported.get(&s.name) {
            for label in &s.labels {
                if !labels.contains(label) && !TARGET_LABELS.contains(&label.as_str()) {
                    problems.push(format!(
                        "{what}: {} has no label {label:?} (it has {labels:?})",
                        s.name
                    ));
                }
            }
        } else if !recorded.contains(&s.name) && !SYNTHETIC.contains(&s.name.as_str()) {
            problems.push(format!(
                "{what}: {} is not exported by /metrics nor recorded",
                s.name
            ));
        }
    }
    problems
}

#[test]
fn the_selector_scan_finds_names_and_labels_only() {
    let found = selectors(
        r#"histogram_quantile(0.99, sum by (job, le) (rate(x_bucket{job="a", route!~"/b|/c"}[$__rate_interval])))
           / on (job) group_left y:z:rate5m or absent(up{job="a"}) > bool 1e3"#,
    );
    let names: Vec<&str> = found.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(names, ["x_bucket", "y:z:rate5m", "up"]);
    assert_eq!(found[0].labels, ["job", "route"]);
    assert!(found[1].labels.is_empty());
}

#[tokio::test]
async fn rules_and_dashboard_name_exported_series() {
    let exported = metrics_after_traffic().await;
    let rules = rules();
    let recorded: BTreeSet<String> = rules
        .iter()
        .filter(|(name, _)| name.contains(':'))
        .map(|(name, _)| name.clone())
        .collect();
    assert!(recorded.len() >= 10, "recording rules: {recorded:?}");
    let mut problems = Vec::new();
    for (name, expr) in &rules {
        problems.extend(check_query(
            &format!("rule {name}"),
            expr,
            &exported,
            &recorded,
        ));
    }
    let queries = dashboard_queries();
    assert!(queries.len() >= 20, "dashboard queries: {}", queries.len());
    let mut used = BTreeSet::new();
    for (panel, expr) in &queries {
        problems.extend(check_query(
            &format!("panel {panel:?}"),
            expr,
            &exported,
            &recorded,
        ));
        used.extend(selectors(expr).into_iter().map(|s| s.name));
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    // Every recording rule is shown somewhere (else it is dead weight).
    let unused: Vec<_> = recorded
        .iter()
        .filter(|r| !used.contains(*r) && !r.starts_with("instance:sudoku_solver_busy"))
        .collect();
    assert!(
        unused.is_empty(),
        "recording rules no panel shows: {unused:?}"
    );
}
