//! What rendering the technique catalogue costs natively, per language:
//! the first render (the language's Fluent bundle built, every example's
//! texts formatted) and the median of later renders (texts only).
//!
//!   cargo run --release -p sudoku-api --example catalogue_cost [-- ROUNDS]
use std::time::Instant;

use sudoku_api::answer::TechniquesJson;
use sudoku_api::text::Language;

fn main() {
    let rounds: usize = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(50);
    for &lang in Language::ALL.iter() {
        let t0 = Instant::now();
        let first = serde_json::to_string(&TechniquesJson(lang)).map_or(0, |s| s.len());
        let first_ms = t0.elapsed().as_secs_f64() * 1e3;
        let mut later: Vec<f64> = (0..rounds)
            .map(|_| {
                let t = Instant::now();
                let _ = serde_json::to_string(&TechniquesJson(lang));
                t.elapsed().as_secs_f64() * 1e3
            })
            .collect();
        later.sort_by(f64::total_cmp);
        let median = later.get(later.len() / 2).copied().unwrap_or(0.0);
        println!(
            "{}: {first} bytes; first {first_ms:.2} ms, later median {median:.2} ms",
            lang.tag()
        );
    }
}
