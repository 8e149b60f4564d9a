//! The functions the JS glue exports. Each takes the request body as a
//! JSON string, the language (a tag, `"en"`, `"ko"`, `"ja"`, `"ja-JP"`, or
//! an `Accept-Language` value, chosen by the server's negotiation: a
//! language not written answers English, as the server does) and the budget in
//! milliseconds (0: the server's default), and returns
//! `{"status": S, "body": B}` as a JSON string: one string crosses the
//! boundary each way, and the wrapper (`js/index.js`) parses it.

use sudoku_api::text::Language;
use wasm_bindgen::prelude::wasm_bindgen;

use crate::answer::{self, Options, DEFAULT_BUDGET_MS};
use crate::clock;

/// Runs when the module is instantiated: the core's budgets read
/// `performance.now()`.
#[wasm_bindgen(start)]
pub fn start() {
    clock::install();
}

fn options(lang: &str, budget_ms: u32) -> Options {
    Options {
        lang: Language::negotiate([lang]),
        budget_ms: if budget_ms == 0 {
            DEFAULT_BUDGET_MS
        } else {
            u64::from(budget_ms)
        },
    }
}

/// `POST /solve`.
#[wasm_bindgen]
pub fn solve(body: &str, lang: &str, budget_ms: u32) -> String {
    answer::solve(body.as_bytes(), &options(lang, budget_ms)).to_json()
}

/// `POST /validate`.
#[wasm_bindgen]
pub fn validate(body: &str, lang: &str, budget_ms: u32) -> String {
    answer::validate(body.as_bytes(), &options(lang, budget_ms)).to_json()
}

/// `POST /grade`.
#[wasm_bindgen]
pub fn grade(body: &str, lang: &str, budget_ms: u32) -> String {
    answer::grade(body.as_bytes(), &options(lang, budget_ms)).to_json()
}

/// `POST /hint`.
#[wasm_bindgen]
pub fn hint(body: &str, lang: &str, budget_ms: u32) -> String {
    answer::hint(body.as_bytes(), &options(lang, budget_ms)).to_json()
}

/// `POST /generate`.
#[wasm_bindgen]
pub fn generate(body: &str, lang: &str, budget_ms: u32) -> String {
    answer::generate(body.as_bytes(), &options(lang, budget_ms)).to_json()
}

/// `GET /techniques`.
#[wasm_bindgen]
pub fn techniques(lang: &str) -> String {
    answer::techniques(&options(lang, 0)).to_json()
}
