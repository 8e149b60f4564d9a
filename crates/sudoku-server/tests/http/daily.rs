//! `GET /daily`: one puzzle per UTC day and level, derived from the date,
//! with a strong `ETag`, caching until midnight and `304` revalidation.

use std::time::{SystemTime, UNIX_EPOCH};

use serde_json::{json, Value};

use crate::support::{assert_solves, cells_of, expect_problem, spawn_app};

/// FNV-1a of `daily:<date>:<level>` below 2⁵³, written out again here.
fn seed_of(date: &str, level: &str) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in format!("daily:{date}:{level}").bytes() {
        h = (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3);
    }
    h & ((1 << 53) - 1)
}

fn header(res: &reqwest::Response, name: &str) -> String {
    res.headers()
        .get(name)
        .unwrap_or_else(|| panic!("no {name}"))
        .to_str()
        .unwrap()
        .to_string()
}

#[tokio::test]
async fn the_same_puzzle_all_day_with_working_conditional_requests() {
    let app = spawn_app(&[]).await;
    let url = app.url("/daily?level=easy");
    let first = app.client.get(&url).send().await.unwrap();
    assert_eq!(first.status(), 200);
    let etag = header(&first, "etag");
    assert!(
        etag.starts_with('"') && !etag.starts_with("W/"),
        "strong: {etag}"
    );
    let cache = header(&first, "cache-control");
    let max_age: u64 = cache
        .strip_prefix("public, max-age=")
        .unwrap()
        .parse()
        .unwrap();
    let now = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap()
        .as_secs();
    assert!(
        max_age <= 86_400 - now % 86_400,
        "{cache} runs past midnight"
    );
    assert!(
        max_age + 5 >= 86_400 - now % 86_400,
        "{cache} ends well before midnight"
    );
    assert!(first.headers().contains_key("expires"));
    assert!(first.headers().contains_key("last-modified"));
    let body: Value = first.json().await.unwrap();
    let date = body["date"].as_str().unwrap().to_string();
    assert_eq!(body["level"], "easy");
    let er = body["rating"]["er"].as_f64().unwrap();
    assert!((1.0..=2.0).contains(&er), "easy is ER 1.0-2.0, not {er}");
    assert_solves(&cells_of(&body["puzzle"]), &cells_of(&body["solution"]));
    // The generator's seeded path: /generate with the day's seed answers it.
    let generated = app
        .post_json(
            "/generate",
            &json!({"level": "easy", "seed": seed_of(&date, "easy")}),
        )
        .await;
    let generated: Value = generated.json().await.unwrap();
    let mut same = generated["puzzles"][0].clone();
    same["date"] = Value::from(date.clone());
    assert_eq!(
        same, body,
        "the day's puzzle is /generate's for the day's seed"
    );

    let again: Value = app
        .client
        .get(&url)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(again, body, "the same answer all day");

    let weak = format!("W/{etag}");
    let listed = format!("\"other\", {etag}");
    for inm in [etag.as_str(), weak.as_str(), listed.as_str(), "*"] {
        let res = app
            .client
            .get(&url)
            .header("if-none-match", inm)
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 304, "If-None-Match: {inm}");
        assert_eq!(header(&res, "etag"), etag);
        assert!(res.bytes().await.unwrap().is_empty());
    }
    let res = app
        .client
        .get(&url)
        .header("if-none-match", "\"other\"")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
}

#[tokio::test]
async fn a_past_day_is_reproducible_and_levels_and_days_differ() {
    let app = spawn_app(&[]).await;
    let get = |q: &str| {
        let url = app.url(&format!("/daily?{q}"));
        let client = app.client.clone();
        async move {
            let res = client.get(url).send().await.unwrap();
            assert_eq!(res.status(), 200);
            assert_eq!(header(&res, "cache-control"), "public, max-age=86400");
            res.json::<Value>().await.unwrap()
        }
    };
    let a = get("level=medium&date=2025-12-03").await;
    assert_eq!(a["date"], "2025-12-03");
    let generated = app
        .post_json(
            "/generate",
            &json!({"level": "medium", "seed": seed_of("2025-12-03", "medium")}),
        )
        .await;
    let generated: Value = generated.json().await.unwrap();
    assert_eq!(generated["puzzles"][0]["puzzle"], a["puzzle"]);
    let er = a["rating"]["er"].as_f64().unwrap();
    assert!((2.1..=2.9).contains(&er), "medium is ER 2.1-2.9, not {er}");
    assert_eq!(get("date=2025-12-03&level=medium").await, a);
    let other_day = get("level=medium&date=2025-12-04").await;
    let other_level = get("level=easy&date=2025-12-03").await;
    assert_ne!(other_day["puzzle"], a["puzzle"]);
    assert_ne!(other_level["puzzle"], a["puzzle"]);
}

#[tokio::test]
async fn bad_queries_are_422_naming_the_parameter() {
    let app = spawn_app(&[]).await;
    for (q, starts) in [
        ("", "level: missing"),
        ("level=impossible", "level: \"impossible\""),
        ("level=hard&date=2025-02-30", "date: \"2025-02-30\""),
        (
            "level=hard&date=9999-01-01",
            "date: 9999-01-01 is after today",
        ),
        (
            "level=hard&date=1999-12-31",
            "date: 1999-12-31 is before 2000-01-01",
        ),
        ("level=hard&level=easy", "level: given more than once"),
        (
            "level=hard&colour=red",
            "\"colour\": unknown query parameter",
        ),
    ] {
        let res = app
            .client
            .get(app.url(&format!("/daily?{q}")))
            .send()
            .await
            .unwrap();
        let body = expect_problem(res, 422, "invalid_request").await;
        let detail = body["detail"].as_str().unwrap();
        assert!(detail.starts_with(starts), "{q}: {detail}");
    }
}
