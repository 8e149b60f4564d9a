//! `POST /hint`: the four kinds, errors naming field and cell, and a client
//! that plays puzzles to the end by hints alone.

use serde_json::{json, Value};

use crate::support::*;

/// The solution of `PUZZLE`.
const SOLUTION: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

fn with_cell(grid: &str, i: usize, d: char) -> String {
    let mut cells: Vec<char> = grid.chars().collect();
    cells[i] = d;
    cells.into_iter().collect()
}

#[tokio::test]
async fn a_step_in_the_step_shape() {
    let app = spawn_app(&[]).await;
    let res = app.post_json("/hint", &json!({ "grid": PUZZLE })).await;
    assert_eq!(res.status(), 200);
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["kind"], "step");
    assert!(body["micros"].is_u64());
    let step = &body["step"];
    assert_eq!(step["technique"]["family"], "singles");
    for depth in ["nudge", "hint", "full"] {
        assert!(!step["explanation"][depth].as_str().unwrap().is_empty());
    }
    let sol: Vec<u8> = cells_of(&json!(SOLUTION));
    for p in step["placements"].as_array().unwrap() {
        let i = (p["row"].as_u64().unwrap() * 9 + p["col"].as_u64().unwrap()) as usize;
        assert_eq!(p["digit"].as_u64().unwrap() as u8, sol[i]);
    }
}

#[tokio::test]
async fn mistakes_done_and_rows_of_marks() {
    let app = spawn_app(&[]).await;
    // A wrong 1 at r1c4 (the solution has 6): a wrong digit, and conflicts
    // with the given 1 at r2c4 in column 3 and box 1.
    let grid = with_cell(PUZZLE, 3, '1');
    let mut marks = vec![vec![Value::Null; 9]; 9];
    marks[0][5] = json!("17"); // lacks the solution's 8
    marks[0][2] = json!([1, 2, 4]);
    let res = app
        .post_json(
            "/hint",
            &json!({ "grid": grid, "givens": PUZZLE, "candidates": marks }),
        )
        .await;
    assert_eq!(res.status(), 200);
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["kind"], "mistakes", "{body}");
    let m = body["mistakes"].as_array().unwrap();
    assert_eq!(
        m[0],
        json!({"kind": "wrong_digit", "row": 0, "col": 3, "digit": 1})
    );
    assert_eq!(
        m[1],
        json!({"kind": "missing_candidate", "row": 0, "col": 5, "digit": 8})
    );
    assert!(m[2..]
        .iter()
        .all(|c| c["kind"] == "conflict" && c["digit"] == 1));
    assert_eq!(m.len(), 4);

    let res = app
        .post_json("/hint", &json!({ "grid": SOLUTION, "givens": PUZZLE }))
        .await;
    assert_eq!(res.json::<Value>().await.unwrap()["kind"], "done");
}

#[tokio::test]
async fn errors_name_the_field_and_cell() {
    let app = spawn_app(&[]).await;
    let mut marks = vec![vec![Value::Null; 9]; 9];
    marks[3][7] = json!("130");
    let cases = [
        (
            json!({"grid": with_cell(PUZZLE, 0, '.'), "givens": PUZZLE}),
            "invalid_grid",
            "grid[0][0]: the given 5 at r1c1 is missing from the grid",
        ),
        (
            json!({"grid": with_cell(PUZZLE, 1, '4'), "givens": PUZZLE}),
            "invalid_grid",
            "grid[0][1]: the given 3 at r1c2 is changed to 4 in the grid",
        ),
        (
            json!({"grid": PUZZLE, "candidates": marks}),
            "invalid_request",
            "candidates[3][7]: the pencil mark 0 at r4c8 is not a digit 1-9",
        ),
        (
            json!({"grid": PUZZLE, "candidates": [["1"]]}),
            "invalid_request",
            "candidates: expected 9 rows, got 1",
        ),
        (
            json!({"grid": PUZZLE, "givens": 7}),
            "invalid_grid",
            "givens: expected an array of 9 rows or a string of 81 cells, got 7",
        ),
        (
            json!({"grid": empty_grid()}),
            "multiple_solutions",
            "grid: the grid has more than one solution; hints need a puzzle with exactly one",
        ),
        (
            json!({"grid": PUZZLE, "givens": empty_grid()}),
            "multiple_solutions",
            "givens: the puzzle has more than one solution",
        ),
        // Without givens a wrong digit is the player's, not the givens'.
        (
            json!({"grid": UNSOLVABLE}),
            "unsolvable",
            "grid: no solution fits the grid's digits: a digit placed in it is wrong",
        ),
        (
            json!({"grid": PUZZLE, "mode": "hints"}),
            "invalid_request",
            "mode: expected \"step\" or \"placement\", got \"hints\"",
        ),
        (
            json!({"grid": with_cell(PUZZLE, 2, '5')}),
            "conflicting_givens",
            "grid: digit 5 repeats in row 0",
        ),
        (
            json!({"grid": PUZZLE, "path": true}),
            "invalid_request",
            "body: unknown field \"path\"",
        ),
    ];
    for (body, code, detail) in cases {
        let res = app.post_json("/hint", &body).await;
        let problem = expect_problem(res, 422, code).await;
        assert!(
            problem["detail"].as_str().unwrap().starts_with(detail),
            "{body}: {problem}"
        );
    }
}

#[tokio::test]
async fn answers_in_the_language_asked_and_says_so() {
    let app = spawn_app(&[]).await;
    for (accept, lang) in [
        (None, "en"),
        (Some("ko-KR,ko;q=0.9,en;q=0.8"), "ko"),
        (Some("ja-JP,ja;q=0.9,en;q=0.8"), "ja"),
        (Some("ko;q=0.5, ja"), "ja"),
        (Some("en;q=0.5, ko;q=0.4"), "en"),
        (Some("fr"), "en"),
        (Some("ja-JP"), "ja"),
        (Some("ko;q=0.5, ja-JP"), "ja"),
        // `*`: the first offered language the header does not name.
        (Some("en;q=0, *"), "ko"),
    ] {
        let mut req = app
            .client
            .post(app.url("/hint"))
            .json(&json!({ "grid": PUZZLE }));
        if let Some(a) = accept {
            req = req.header("accept-language", a);
        }
        let res = req.send().await.unwrap();
        assert_eq!(res.status(), 200);
        assert_eq!(res.headers()["content-language"], lang, "{accept:?}");
        assert!(res
            .headers()
            .get_all("vary")
            .iter()
            .any(|v| v.to_str().unwrap().contains("Accept-Language")));
    }
}

/// Placement mode: the step places a digit; the eliminations before it
/// are listed, and those it relies on said in its full text.
#[tokio::test]
async fn placement_mode_places_a_digit_after_the_eliminations_it_needs() {
    let app = spawn_app(&[]).await;
    // ER 2.6: a pointing comes before some placement.
    let mut grid =
        "..3.7..4...6..23.1.89.........1.7.8.517.....6...4.....271..9..5.95..........2...."
            .to_string();
    let mut folded = 0;
    for _ in 0..81 {
        let res = app
            .post_json("/hint", &json!({ "grid": grid, "mode": "placement" }))
            .await;
        assert_eq!(res.status(), 200);
        let body: Value = res.json().await.unwrap();
        if body["kind"] == "done" {
            break;
        }
        assert_eq!(body["kind"], "step", "{body}");
        let before = body["before"].as_array().unwrap();
        assert!(before.iter().all(|s| s["placements"] == json!([])));
        let step = &body["step"];
        let p = &step["placements"].as_array().unwrap()[0];
        // The eliminations the placement relies on are walked through
        // first (those it does not rely on are listed in `before` only).
        let full = step["explanation"]["full"].as_str().unwrap();
        if full.starts_with("Your grid does not show the eliminations") {
            assert!(!before.is_empty());
            assert!(
                full.contains("\n1. ") && full.contains("\nThen: "),
                "{full}"
            );
            folded += 1;
        }
        let i = (p["row"].as_u64().unwrap() * 9 + p["col"].as_u64().unwrap()) as usize;
        grid = with_cell(
            &grid,
            i,
            char::from(b'0' + p["digit"].as_u64().unwrap() as u8),
        );
    }
    assert!(!grid.contains('.'), "placements alone finish it");
    assert!(folded > 0);
    // The default mode has no `before`.
    let body: Value = app
        .post_json("/hint", &json!({ "grid": PUZZLE }))
        .await
        .json()
        .await
        .unwrap();
    assert!(body.get("before").is_none());
}

/// Plays `puzzle` to the end by hints alone, as a game would: the player's
/// digits and pencil marks (every candidate at first, then the hints'
/// eliminations). Every step must be sound. Returns the number of hints.
/// With `plain`, requests go through that client unchecked (for the long
/// data-set run); else through the app's contract-checking client.
pub async fn play_by_hints(
    app: &TestApp,
    plain: Option<&reqwest::Client>,
    puzzle: &str,
    solution: &[u8],
) -> usize {
    let mut cells = cells_of(&json!(puzzle));
    let mut marks: Vec<u16> = vec![0x1ff; 81];
    for n in 1..=400 {
        let grid: String = cells.iter().map(|d| char::from(b'0' + d)).collect();
        let candidates: Vec<Vec<String>> = (0..9)
            .map(|r| {
                (0..9)
                    .map(|c| {
                        (1..=9u8)
                            .filter(|d| marks[r * 9 + c] & (1 << (d - 1)) != 0)
                            .map(|d| char::from(b'0' + d))
                            .collect()
                    })
                    .collect()
            })
            .collect();
        let body = json!({ "grid": grid, "givens": puzzle, "candidates": candidates });
        let res = match plain {
            Some(client) => client
                .post(app.url("/hint"))
                .json(&body)
                .send()
                .await
                .unwrap(),
            None => app.post_json("/hint", &body).await,
        };
        assert_eq!(res.status(), 200, "{puzzle}");
        let body: Value = res.json().await.unwrap();
        match body["kind"].as_str().unwrap() {
            "done" => {
                assert_eq!(cells, solution);
                return n;
            }
            "step" => {
                let step = &body["step"];
                for p in step["placements"].as_array().unwrap() {
                    let i = (p["row"].as_u64().unwrap() * 9 + p["col"].as_u64().unwrap()) as usize;
                    let d = p["digit"].as_u64().unwrap() as u8;
                    assert_eq!(d, solution[i], "{puzzle}: unsound placement {step}");
                    cells[i] = d;
                }
                for x in step["eliminations"].as_array().unwrap() {
                    let i = (x["row"].as_u64().unwrap() * 9 + x["col"].as_u64().unwrap()) as usize;
                    let d = x["digit"].as_u64().unwrap() as u8;
                    assert_ne!(d, solution[i], "{puzzle}: unsound elimination {step}");
                    marks[i] &= !(1 << (d - 1));
                }
            }
            other => panic!("{puzzle}: unexpected {other}: {body}"),
        }
    }
    panic!("{puzzle}: not finished after 400 hints");
}

#[tokio::test]
async fn a_client_plays_puzzles_to_the_end_by_hints() {
    let app = spawn_app(&[]).await;
    for puzzle in [PUZZLE, HARD] {
        let res = app.post_json("/solve", &json!({ "grid": puzzle })).await;
        let solution = cells_of(&res.json::<Value>().await.unwrap()["solution"]);
        let hints = play_by_hints(&app, None, puzzle, &solution).await;
        assert!(hints > 10);
    }
}

/// Issue 17's target: a client looping hint → apply finishes every
/// `unbiased_1000` puzzle. `cargo test --test http -- --ignored unbiased`
/// (needs `../shared/data`).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a data-set run of about a minute; needs ../shared/data"]
async fn hints_alone_finish_every_unbiased_1000_puzzle() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../../shared/data/unbiased_1000.txt"
    );
    let text = std::fs::read_to_string(path).expect("../shared/data/unbiased_1000.txt");
    let app = spawn_app(&["--logic-timeout-ms", "10000"]).await;
    let client = reqwest::Client::new();
    let (mut finished, mut hints) = (0, 0);
    for puzzle in text.lines().map(str::trim).filter(|l| l.len() == 81) {
        let res = client
            .post(app.url("/solve"))
            .json(&json!({ "grid": puzzle }))
            .send()
            .await
            .unwrap();
        let solution = cells_of(&res.json::<Value>().await.unwrap()["solution"]);
        hints += play_by_hints(&app, Some(&client), puzzle, &solution).await;
        finished += 1;
    }
    println!("hint → apply finished {finished} puzzles with {hints} hints");
    assert_eq!(finished, 1000);
}

/// A state of a 17-clue puzzle where HoDoKu's next step is a W-Wing
/// (tests/fixtures/hodoku_learner.tsv): its W-Wings there remove 9 from
/// r1c4 and r2c8, or 8 from r1c5 and r2c7.
const W_WING_GRID: &str =
    ".....1...........11.2..3..4623...157891735462475612.....4197286786324915219856743";
const W_WING_MARKS: &str = "359,3456,78,2459,4678,,3568,2379,89,359,3456,78,2459,4678,89,3568,2379,,,56,,59,678,,568,79,,,,,49,48,89,,,,,,,,,,,,,,,,,,,38,39,89,35,35,,,,,,,,,,,,,,,,,,,,,,,,,";

#[tokio::test]
async fn the_learner_style_names_the_technique_a_player_learned() {
    let app = spawn_app(&[]).await;
    let marks: Vec<&str> = W_WING_MARKS.split(',').collect();
    let rows: Vec<Vec<&str>> = marks.chunks(9).map(<[&str]>::to_vec).collect();
    let ask =
        |style: &'static str| json!({ "grid": W_WING_GRID, "candidates": rows, "style": style });
    let learner: Value = app
        .post_json("/hint", &ask("learner"))
        .await
        .json()
        .await
        .unwrap();
    let step = &learner["step"];
    assert_eq!(step["technique"]["id"], "w_wing", "{learner}");
    assert_eq!(step["technique"]["se_name"], Value::Null);
    let hodoku = [
        json!([{"row": 0, "col": 3, "digit": 9}, {"row": 1, "col": 7, "digit": 9}]),
        json!([{"row": 0, "col": 4, "digit": 8}, {"row": 1, "col": 6, "digit": 8}]),
    ];
    assert!(hodoku.contains(&step["eliminations"]), "{step}");
    for depth in ["nudge", "hint", "full"] {
        assert!(!step["explanation"][depth].as_str().unwrap().is_empty());
    }
    // SE has no W-Wing: its path takes another step here.
    let se: Value = app
        .post_json("/hint", &ask("se"))
        .await
        .json()
        .await
        .unwrap();
    assert_ne!(se["step"]["technique"]["id"], "w_wing", "{se}");
    // A learner grade keeps SE's rating and adds the learner path.
    let plain: Value = app
        .post_json("/grade", &json!({ "grid": PUZZLE }))
        .await
        .json()
        .await
        .unwrap();
    let both: Value = app
        .post_json("/grade", &json!({ "grid": PUZZLE, "style": "learner" }))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(both["rating"], plain["rating"]);
    assert_eq!(both["techniques"], plain["techniques"]);
    assert!(plain.get("learner").is_none());
    assert_eq!(both["learner"]["complete"], true, "{both}");
    assert!(both["learner"]["steps"].as_u64().unwrap() > 0);
}
