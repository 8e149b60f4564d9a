//! Agreement of our rater with SukakuExplainer on a TSV of SE's ratings
//! (`puzzle<TAB>ER/EP/ED<TAB>hardest technique`, `#` comments), plus timing.
//!
//! ```text
//! cargo run --release -p sudoku-core --example se_agreement -- ../shared/data/se_unbiased_1000.tsv [budget_ms]
//! cargo run --release -p sudoku-core --example se_agreement -- ../shared/data/magictour_top1465.txt 1000
//! cargo run --release -p sudoku-core --example se_agreement -- crates/sudoku-core/tests/fixtures/se_magictour.tsv 60000
//! ```
//!
//! A file without SE's ratings (one puzzle per line) is timed only: how many
//! were rated completely within the budget, why the others stopped, and the
//! median, p99 and maximum time per puzzle. With SE's ratings, every puzzle
//! whose ER, EP or ED differs is listed after the tables (its number among
//! the file's puzzles, ours and SE's ratings and hardest techniques), so
//! that a difference can be followed with `rate_path`. A fourth column of
//! SE's step ratings (`1.2,2.6,…`, the whole path) is compared step by step:
//! each path that differs is listed with its first differing step.

#![allow(clippy::unwrap_used, clippy::expect_used)] // a measuring tool run by hand: a bad input may stop it

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use sudoku_core::logic::{rate, rate_candidates, Candidates, Incomplete};
use sudoku_core::{Budget, Grid};

fn tenths(s: &str) -> Option<u16> {
    let (a, b) = s.split_once('.')?;
    Some(a.parse::<u16>().ok()? * 10 + b.parse::<u16>().ok()?)
}

fn family(se_name: &str) -> &'static str {
    let n = se_name;
    if n == "Hidden Single" || n == "Naked Single" {
        "singles"
    } else if n.starts_with("Direct") && !n.contains("Forcing") {
        "direct"
    } else if n == "Pointing" || n == "Claiming" {
        "intersections"
    } else if n.starts_with("Naked") || n.starts_with("Hidden") {
        "subsets"
    } else if matches!(n, "X-Wing" | "Swordfish" | "Jellyfish") {
        "fish"
    } else if n.contains("Skyscraper")
        || n.contains("Kite")
        || n.contains("Strong")
        || n.contains("X-Loop")
    {
        "strong links"
    } else if n.contains("Wing") {
        "wings"
    } else if n.contains("Unique") || n.contains("BUG") {
        "uniqueness"
    } else if n.contains("Cycle") {
        "cycles"
    } else if n.contains("Forcing") {
        "forcing chains"
    } else {
        "other"
    }
}

/// SE names some techniques with a numeric suffix (its variant code:
/// "WXYZ-Wing 126", "Skyscraper 011"); the technique is the same.
fn same_technique(ours: &str, se: &str) -> bool {
    se.strip_prefix(ours).is_some_and(|rest| {
        rest.is_empty()
            || rest
                .strip_prefix(' ')
                .is_some_and(|code| !code.is_empty() && code.bytes().all(|b| b.is_ascii_digit()))
    })
}

fn ranks(v: &[f64]) -> Vec<f64> {
    let mut idx: Vec<usize> = (0..v.len()).collect();
    idx.sort_by(|&a, &b| v[a].total_cmp(&v[b]));
    let mut r = vec![0.0; v.len()];
    let mut i = 0;
    while i < idx.len() {
        let mut j = i;
        while j + 1 < idx.len() && v[idx[j + 1]] == v[idx[i]] {
            j += 1;
        }
        let avg = (i + j) as f64 / 2.0 + 1.0;
        for &k in &idx[i..=j] {
            r[k] = avg;
        }
        i = j + 1;
    }
    r
}

fn pearson(a: &[f64], b: &[f64]) -> f64 {
    let n = a.len() as f64;
    let ma = a.iter().sum::<f64>() / n;
    let mb = b.iter().sum::<f64>() / n;
    let (mut sab, mut saa, mut sbb) = (0.0, 0.0, 0.0);
    for (x, y) in a.iter().zip(b) {
        sab += (x - ma) * (y - mb);
        saa += (x - ma) * (x - ma);
        sbb += (y - mb) * (y - mb);
    }
    sab / (saa.sqrt() * sbb.sqrt())
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let path = args
        .get(1)
        .map(String::as_str)
        .unwrap_or("../shared/data/se_unbiased_1000.tsv");
    let budget_ms: u64 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(1000);
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("read {path}: {e}"));
    // Rows without SE's ratings (a plain list, or the puzzles SE did not
    // finish in a TSV of its results) are timed and counted apart.
    let (mut timing_only, mut timing_complete) = (0u32, 0u32);
    let (mut n, mut exact, mut within, mut ep_ok, mut ed_ok, mut complete) = (0, 0, 0, 0, 0, 0);
    let mut incomplete: BTreeMap<String, u32> = BTreeMap::new();
    let mut by_family: BTreeMap<&str, (u32, u32, u32)> = BTreeMap::new(); // (total, exact, within)
    let (mut ours, mut theirs) = (Vec::new(), Vec::new());
    // (puzzle's number in the file, puzzle, ours, our hardest, SE's ratings, SE's hardest)
    let mut differing: Vec<(usize, String, String, &str, String, String)> = Vec::new();
    let mut same_hardest = 0u32;
    // Step by step, where the file has SE's step ratings: (paths compared,
    // identical), and each differing path's (number, first differing step,
    // our rating there, SE's).
    let (mut paths, mut same_paths) = (0u32, 0u32);
    let mut differing_paths: Vec<(usize, usize, String, String)> = Vec::new();
    // Same ER but another technique named hardest: (ours, SE's) -> puzzles.
    let mut other_hardest: BTreeMap<(&str, String), u32> = BTreeMap::new();
    let mut times = Vec::new();
    // SE_AGREEMENT_DUMP=file writes one line per puzzle: puzzle, our
    // ER/EP/ED, hardest technique, steps, complete, then SE's ER/EP/ED and
    // hardest when the file has them (to diff ratings across changes).
    let mut dump = String::new();
    let mut row = 0usize;
    for line in text.lines() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let f: Vec<&str> = line.split('\t').collect();
        let Ok(grid) = f[0].trim().parse::<Grid>() else {
            continue;
        };
        row += 1;
        let budget = Budget::unlimited().with_timeout(Duration::from_millis(budget_ms));
        let t = Instant::now();
        let r = rate(&grid, &budget);
        times.push(t.elapsed());
        // Without SE's ratings (a plain puzzle list) only timing is measured.
        let se: Vec<u16> = f
            .get(1)
            .map(|s| s.split('/').filter_map(tenths).collect())
            .unwrap_or_default();
        dump.push_str(&format!(
            "{}\t{}\t{:?}\t{}\t{}\t{}\n",
            f[0].trim(),
            r.triple(),
            r.hardest,
            r.steps,
            r.complete(),
            f[1..].join("\t")
        ));
        if se.len() != 3 || f.len() < 3 {
            timing_only += 1;
            if r.complete() {
                timing_complete += 1;
            } else {
                let why = match r.incomplete {
                    Some(Incomplete::Budget) => "budget",
                    Some(Incomplete::Stuck) => "stuck",
                    Some(Incomplete::Contradiction) => "contradiction",
                    None => "?",
                };
                *incomplete.entry(why.to_string()).or_default() += 1;
            }
            continue;
        }
        n += 1;
        if let Some(se_steps) = f.get(3).map(|s| s.trim()).filter(|s| !s.is_empty()) {
            // Rated again, keeping the path, so the timing above stays that of `rate`.
            let budget = Budget::unlimited().with_timeout(Duration::from_millis(budget_ms));
            let with_path = rate_candidates(Candidates::from_grid(&grid), &budget, true);
            let ours: Vec<String> = with_path
                .path
                .iter()
                .map(|s| s.rating.to_string())
                .collect();
            let theirs: Vec<&str> = se_steps.split(',').collect();
            paths += 1;
            if ours.iter().map(String::as_str).eq(theirs.iter().copied()) {
                same_paths += 1;
            } else {
                let at = (0..ours.len().max(theirs.len()))
                    .find(|&i| ours.get(i).map(String::as_str) != theirs.get(i).copied())
                    .unwrap_or(0);
                let o = ours.get(at).cloned().unwrap_or_else(|| "-".into());
                let t = theirs
                    .get(at)
                    .map_or_else(|| "-".into(), |s| (*s).to_string());
                differing_paths.push((row, at + 1, o, t));
            }
        }
        let er = r.er.0;
        let fam = family(f[2]);
        let e = by_family.entry(fam).or_default();
        e.0 += 1;
        if er == se[0] {
            exact += 1;
            e.1 += 1;
        }
        if er.abs_diff(se[0]) <= 5 {
            within += 1;
            e.2 += 1;
        }
        if r.ep.0 == se[1] {
            ep_ok += 1;
        }
        if r.ed.0 == se[2] {
            ed_ok += 1;
        }
        let our_hardest = r.hardest.and_then(|t| t.se_name()).unwrap_or("-");
        if same_technique(our_hardest, f[2].trim()) {
            same_hardest += 1;
        } else if er == se[0] {
            *other_hardest
                .entry((our_hardest, f[2].trim().to_string()))
                .or_default() += 1;
        }
        if er != se[0] || r.ep.0 != se[1] || r.ed.0 != se[2] {
            differing.push((
                row,
                f[0].trim().to_string(),
                r.triple(),
                our_hardest,
                f[1].trim().to_string(),
                f[2].trim().to_string(),
            ));
        }
        if r.complete() {
            complete += 1;
        } else {
            let why = match r.incomplete {
                Some(Incomplete::Budget) => "budget",
                Some(Incomplete::Stuck) => "stuck",
                Some(Incomplete::Contradiction) => "contradiction",
                None => "?",
            };
            *incomplete.entry(format!("{why} (SE: {fam})")).or_default() += 1;
        }
        ours.push(f64::from(er));
        theirs.push(f64::from(se[0]));
    }
    if let Ok(out) = std::env::var("SE_AGREEMENT_DUMP") {
        if let Err(e) = std::fs::write(&out, &dump) {
            eprintln!("write {out}: {e}");
        }
    }
    if n == 0 {
        times.sort();
        let ms = |d: Duration| d.as_secs_f64() * 1000.0;
        if times.is_empty() {
            println!("no puzzles read from {path}");
            return;
        }
        let p = |q: f64| {
            ms(times[((times.len() as f64 * q).ceil() as usize).clamp(1, times.len()) - 1])
        };
        println!("file: {path}  puzzles: {timing_only} (timing only)  budget: {budget_ms} ms");
        println!("| rated completely | {timing_complete} |");
        println!("| median ms | {:.3} |", p(0.5));
        println!("| p99 ms | {:.3} |", p(0.99));
        println!("| max ms | {:.3} |", ms(times[times.len() - 1]));
        for (k, v) in &incomplete {
            println!("| incomplete: {k} | {v} |");
        }
        return;
    }
    let pct = |k: u32| 100.0 * f64::from(k) / f64::from(n);
    let rho = pearson(&ranks(&ours), &ranks(&theirs));
    times.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    let p =
        |q: f64| ms(times[((times.len() as f64 * q).ceil() as usize).clamp(1, times.len()) - 1]);
    println!(
        "file: {path}  puzzles: {n} with SE's rating, {timing_only} without (timed only)  budget: {budget_ms} ms"
    );
    println!("| measure | value |");
    println!("|---|---|");
    println!("| exact ER | {:.1}% |", pct(exact));
    println!("| ER within 0.5 | {:.1}% |", pct(within));
    println!("| exact EP | {:.1}% |", pct(ep_ok));
    println!("| exact ED | {:.1}% |", pct(ed_ok));
    println!("| same hardest technique | {:.1}% |", pct(same_hardest));
    if paths > 0 {
        println!("| identical step ratings, whole path | {same_paths} of {paths} |");
    }
    println!("| Spearman rho (ER) | {rho:.3} |");
    println!("| rated completely | {:.1}% |", pct(complete));
    if timing_only > 0 {
        println!("| without SE's rating: rated completely | {timing_complete} of {timing_only} |");
    }
    println!("| median ms | {:.3} |", p(0.5));
    println!("| p99 ms | {:.3} |", p(0.99));
    println!("| max ms | {:.3} |", ms(times[times.len() - 1]));
    println!();
    println!("| SE hardest family | puzzles | exact ER | within 0.5 |");
    println!("|---|---|---|---|");
    for (fam, (t, e, w)) in &by_family {
        println!("| {fam} | {t} | {e} | {w} |");
    }
    if !incomplete.is_empty() {
        println!();
        println!("| incomplete | puzzles |");
        println!("|---|---|");
        for (k, v) in &incomplete {
            println!("| {k} | {v} |");
        }
    }
    if !other_hardest.is_empty() {
        println!();
        println!("| same ER, our hardest | SE's hardest | puzzles |");
        println!("|---|---|---|");
        for ((o, t), k) in &other_hardest {
            println!("| {o} | {t} | {k} |");
        }
    }
    if !differing_paths.is_empty() {
        println!();
        println!(
            "{} paths differ; the first differing step of each:",
            differing_paths.len()
        );
        println!();
        println!("| # | step | ours | SE |");
        println!("|---|---|---|---|");
        for (row, at, o, t) in &differing_paths {
            println!("| {row} | {at} | {o} | {t} |");
        }
    }
    if !differing.is_empty() {
        println!();
        println!("{} puzzles differ in ER, EP or ED:", differing.len());
        println!();
        println!("| # | puzzle | ours ER/EP/ED | our hardest | SE ER/EP/ED | SE hardest |");
        println!("|---|---|---|---|---|---|");
        for (line, puzzle, o, oh, t, th) in &differing {
            println!("| {line} | {puzzle} | {o} | {oh} | {t} | {th} |");
        }
    }
}
