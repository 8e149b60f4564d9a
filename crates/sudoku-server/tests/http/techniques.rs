//! `GET /techniques`: the catalogue, complete and consistent with the
//! rater, in the language asked.

use serde_json::Value;
use sudoku_server::sudoku::logic::Technique;

use crate::support::*;

async fn catalogue(app: &TestApp, accept: Option<&str>) -> (String, Value) {
    let mut req = app.client.get(app.url("/techniques"));
    if let Some(a) = accept {
        req = req.header("accept-language", a);
    }
    let res = req.send().await.unwrap();
    assert_eq!(res.status(), 200);
    let lang = res.headers()["content-language"]
        .to_str()
        .unwrap()
        .to_owned();
    assert!(res
        .headers()
        .get_all("vary")
        .iter()
        .any(|v| v.to_str().unwrap().contains("Accept-Language")));
    (lang, res.json().await.unwrap())
}

#[tokio::test]
async fn every_technique_once_with_examples_that_hint_answers() {
    let app = spawn_app(&[]).await;
    let (lang, body) = catalogue(&app, None).await;
    assert_eq!(lang, "en");
    let list = body["techniques"].as_array().unwrap();
    let ids: Vec<&str> = list.iter().map(|t| t["id"].as_str().unwrap()).collect();
    let mut sorted = ids.clone();
    sorted.sort_unstable();
    let mut rater: Vec<&str> = Technique::ALL.iter().map(|t| t.id()).collect();
    rater.sort_unstable();
    assert_eq!(sorted, rater);
    // Each worked example is what /hint answers on its grid and its
    // candidates (when given): the same step, of the entry's technique
    // (only the cheap ones here; the core's catalogue test sends every
    // example to `hint`).
    let (mut checked, mut with_marks) = (0, 0);
    for t in list {
        let Some(x) = t["example"].as_object() else {
            let why = t["no_example"].as_str().unwrap_or_default();
            assert!(["never_next_step", "not_met"].contains(&why), "{}", t["id"]);
            continue;
        };
        assert!(t["no_example"].is_null(), "{}", t["id"]);
        assert_eq!(x["step"]["technique"]["id"], t["id"]);
        if t["rating"]["min"].as_f64().unwrap() >= 6.5 {
            continue;
        }
        let mut req = serde_json::json!({ "grid": x["grid"], "givens": x["puzzle"] });
        // A learner technique (SE has no name for it) is the learner
        // style's hint.
        if t["se_name"].is_null() {
            req["style"] = "learner".into();
        }
        if let Some(c) = x.get("candidates") {
            req["candidates"] = c.clone();
            with_marks += 1;
        }
        let res = app.post_json("/hint", &req).await;
        let hint: Value = res.json().await.unwrap();
        assert_eq!(hint["step"], x["step"], "{}", t["id"]);
        checked += 1;
    }
    assert!(checked >= 10, "{checked} examples checked");
    assert!(
        with_marks >= 5,
        "{with_marks} examples with candidates checked"
    );
}

#[tokio::test]
async fn korean_when_asked() {
    let app = spawn_app(&[]).await;
    let (lang, ko) = catalogue(&app, Some("ko")).await;
    assert_eq!(lang, "ko");
    let (_, en) = catalogue(&app, Some("en-GB, ko;q=0.5")).await;
    let (ko, en) = (&ko["techniques"][10], &en["techniques"][10]);
    assert_eq!(ko["id"], en["id"]);
    assert_ne!(ko["description"], en["description"]);
    assert!(!ko["description"].as_str().unwrap().is_ascii());
}

#[tokio::test]
async fn japanese_when_asked() {
    let app = spawn_app(&[]).await;
    let (lang, ja) = catalogue(&app, Some("ja-JP,ja;q=0.9,en;q=0.8")).await;
    assert_eq!(lang, "ja");
    let (_, ko) = catalogue(&app, Some("ko")).await;
    let (ja, ko) = (&ja["techniques"][10], &ko["techniques"][10]);
    assert_eq!(ja["id"], ko["id"]);
    assert_ne!(ja["name"], ko["name"]);
    // Kana, not Hangul or English.
    let d = ja["description"].as_str().unwrap();
    assert!(
        d.chars().any(|c| ('\u{3040}'..='\u{30ff}').contains(&c)),
        "{d}"
    );
}
