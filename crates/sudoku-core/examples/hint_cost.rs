//! What a hint and a grade cost: the median, p90, p99 and maximum time of
//! `logic::hint` on mid-solve grids (each puzzle after the first 10 steps
//! of its rating path), without pencil marks and with realistic ones (the
//! candidates of that stage minus about a tenth of the remaining wrong
//! candidates, as a player who eliminated some more), and of grading
//! (`logic::rate`) the puzzles themselves. Issue 17's targets: hint median
//! ≤ 2 ms and p99 ≤ 50 ms; grade median ≤ 5 ms and p99 ≤ 100 ms. Each hint
//! is also asked along the learner path (`"style": "learner"`) on the same
//! grid, side by side, which must stay within the same budget.
//!
//! ```text
//! cargo run --release -p sudoku-core --example hint_cost -- ../shared/data/magictour_top1465.txt
//! ```

#![allow(clippy::unwrap_used, clippy::expect_used)] // a measuring tool run by hand: a bad input may stop it

use std::time::{Duration, Instant};

use sudoku_core::logic::rater::apply;
use sudoku_core::logic::{
    hint, hint_with, next_step, rate, Candidates, Hint, HintMode, HintOptions, PencilMarks, Style,
};
use sudoku_core::{solve_unique, Budget, Grid, Uniqueness};

fn summary(name: &str, mut t: Vec<Duration>) {
    if t.is_empty() {
        println!("{name}: no samples");
        return;
    }
    t.sort();
    let q = |p: f64| t[((t.len() - 1) as f64 * p).round() as usize];
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    println!(
        "{name:<26} n={:<5} median {:>7.3} ms  p90 {:>7.3} ms  p99 {:>8.3} ms  max {:>8.3} ms",
        t.len(),
        ms(q(0.5)),
        ms(q(0.9)),
        ms(q(0.99)),
        ms(t[t.len() - 1])
    );
}

fn main() {
    let path = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "../shared/data/magictour_top1465.txt".into());
    let text = match std::fs::read_to_string(&path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("read {path}: {e}");
            return;
        }
    };
    let budget = Budget::unlimited();
    let (mut plain, mut marked, mut grades) = (Vec::new(), Vec::new(), Vec::new());
    let (mut learner_plain, mut learner_marked) = (Vec::new(), Vec::new());
    let learner = HintOptions {
        mode: HintMode::Step,
        style: Style::Learner,
    };
    let mut kinds = [0usize; 4];
    let mut seed = 0x1465u64;
    for line in text.lines() {
        let Some(first) = line.split('\t').next() else {
            continue;
        };
        let Ok(g) = first.trim().get(..81).unwrap_or("").parse::<Grid>() else {
            continue;
        };
        let Uniqueness::Unique(sol) = solve_unique(&g, &budget).outcome else {
            continue;
        };
        let start = Instant::now();
        let _ = rate(&g, &budget);
        grades.push(start.elapsed());

        let mut c = Candidates::from_grid(&g);
        for _ in 0..10 {
            match next_step(&c) {
                Some(s) => apply(&mut c, &s),
                None => break,
            }
        }
        let grid = c.to_grid();
        let start = Instant::now();
        let h = hint(&grid, Some(&g), None, &budget).unwrap();
        plain.push(start.elapsed());
        kinds[kind(&h)] += 1;
        let start = Instant::now();
        let _ = hint_with(&grid, Some(&g), None, learner, &budget).unwrap();
        learner_plain.push(start.elapsed());

        let mut masks = *PencilMarks::of_candidates(&c).masks();
        for (i, m) in masks.iter_mut().enumerate() {
            for d in 0..9 {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                if *m & 1 << d != 0 && d + 1 != sol.cells()[i] && seed % 10 == 0 {
                    *m &= !(1 << d);
                }
            }
        }
        let marks = PencilMarks::from_masks(masks).unwrap();
        let start = Instant::now();
        let h = hint(&grid, Some(&g), Some(&marks), &budget).unwrap();
        marked.push(start.elapsed());
        kinds[kind(&h)] += 1;
        let start = Instant::now();
        let _ = hint_with(&grid, Some(&g), Some(&marks), learner, &budget).unwrap();
        learner_marked.push(start.elapsed());
    }
    summary("hint (no marks)", plain);
    summary("hint (realistic marks)", marked);
    summary("learner hint (no marks)", learner_plain);
    summary("learner hint (marks)", learner_marked);
    summary("grade", grades);
    println!(
        "hint answers: {} steps, {} mistakes, {} done, {} stuck",
        kinds[0], kinds[1], kinds[2], kinds[3]
    );
}

fn kind(h: &Hint) -> usize {
    match h {
        Hint::Step(_) | Hint::Placement(_) => 0,
        Hint::Mistakes(_) => 1,
        Hint::Done => 2,
        Hint::Stuck(_) => 3,
    }
}
