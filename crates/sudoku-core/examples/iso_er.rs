//! Do isomorphisms keep the rater's rating? Rates each puzzle and `K`
//! random isomorphic copies of it, per class of transformation, and counts
//! exact agreement of ER and of the whole ER/EP/ED triple, per level of the
//! original.
//!
//! Classes: `full` (every isomorphism), `digits` (relabelling only),
//! `rows` (rows permuted inside their bands), `bands` (bands permuted),
//! `transpose`, `geometry` (every isomorphism without relabelling).
//! Puzzles come from a file, or from the shipped pool (`pool`).
//!
//! ```text
//! cargo run --release -p sudoku-core --example iso_er -- FILE|pool [N] [K] [CLASS,...]
//! ```

#![allow(clippy::unwrap_used, clippy::expect_used)] // a measuring tool run by hand

use sudoku_core::generate::{pool, SplitMix64, Symmetry, Transform};
use sudoku_core::logic::{rate, Level};
use sudoku_core::{Budget, Grid};

fn transform(class: &str, rng: &mut SplitMix64) -> Transform {
    let full = Transform::random(rng, Symmetry::None);
    let id = Transform::IDENTITY;
    match class {
        "full" => full,
        "digits" => Transform {
            digits: full.digits,
            ..id
        },
        "geometry" => Transform {
            digits: id.digits,
            ..full
        },
        "rows" => {
            let mut rows = id.rows;
            for b in 0..3 {
                rng.shuffle(&mut rows[b * 3..b * 3 + 3]);
            }
            Transform { rows, ..id }
        }
        "bands" => {
            let mut bands = [0u8, 1, 2];
            rng.shuffle(&mut bands);
            let rows = std::array::from_fn(|r| bands[r / 3] * 3 + (r % 3) as u8);
            Transform { rows, ..id }
        }
        "transpose" => Transform {
            transpose: true,
            ..id
        },
        other => panic!("unknown class {other}"),
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let n: usize = args.get(2).map_or(200, |s| s.parse().unwrap());
    let k: usize = args.get(3).map_or(5, |s| s.parse().unwrap());
    let classes: Vec<String> = args.get(4).map_or(vec!["full".to_owned()], |s| {
        s.split(',').map(str::to_owned).collect()
    });
    let puzzles: Vec<[u8; 81]> = if args[1] == "pool" {
        let all: Vec<_> = pool::seeds().map(|s| s.cells).collect();
        let step = (all.len() / n.max(1)).max(1);
        all.into_iter().step_by(step).take(n).collect()
    } else {
        let text = std::fs::read_to_string(&args[1]).unwrap();
        text.lines()
            .filter(|l| !l.starts_with('#'))
            .filter_map(|l| l.get(..81)?.parse::<Grid>().ok())
            .map(|g| *g.cells())
            .take(n)
            .collect()
    };
    let budget = || Budget::unlimited().with_timeout(std::time::Duration::from_secs(5));
    let rated: Vec<_> = puzzles
        .iter()
        .map(|p| (p, rate(&Grid::from_cells(*p).unwrap(), &budget())))
        .filter(|(_, r)| r.complete())
        .collect();
    for class in &classes {
        let mut rng = SplitMix64::new(1);
        // per level: (pairs, same ER, same triple, same level)
        let mut stats = [(0u32, 0u32, 0u32, 0u32); 6];
        let mut max_diff = 0u16;
        for (p, r) in &rated {
            let lvl = Level::for_er(r.er) as usize;
            for _ in 0..k {
                let t = transform(class, &mut rng);
                let s = rate(&Grid::from_cells(t.apply(p)).unwrap(), &budget());
                if !s.complete() {
                    continue;
                }
                let st = &mut stats[lvl];
                st.0 += 1;
                st.1 += u32::from(s.er == r.er);
                st.2 += u32::from(s.triple() == r.triple());
                st.3 += u32::from(Level::for_er(s.er) == Level::for_er(r.er));
                max_diff = max_diff.max(s.er.0.abs_diff(r.er.0));
            }
        }
        println!("class {class}:");
        println!("level     pairs  same-ER  same-ER/EP/ED  same-level");
        for (l, st) in Level::ALL.iter().zip(stats) {
            if st.0 > 0 {
                let pct = |x: u32| 100.0 * f64::from(x) / f64::from(st.0);
                println!(
                    "{:<8} {:>6}  {:>6.1}%  {:>12.1}%  {:>9.1}%",
                    l.as_str(),
                    st.0,
                    pct(st.1),
                    pct(st.2),
                    pct(st.3)
                );
            }
        }
        println!(
            "largest ER difference: {}.{}\n",
            max_diff / 10,
            max_diff % 10
        );
    }
}
