//! Do isomorphisms keep the rater's ER? Rates each puzzle of a file and
//! `K` random isomorphic copies of it, and counts exact agreement of
//! ER (and of the whole ER/EP/ED triple), per level of the original.
//!
//! ```text
//! cargo run -p sudoku-core --example iso_er -- ../shared/data/unbiased_1000.txt [N] [K]
//! ```

#![allow(clippy::unwrap_used, clippy::expect_used)] // a measuring tool run by hand

use sudoku_core::generate::{SplitMix64, Symmetry, Transform};
use sudoku_core::logic::{rate, Level};
use sudoku_core::{Budget, Grid};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let text = std::fs::read_to_string(&args[1]).unwrap();
    let n: usize = args.get(2).map_or(200, |s| s.parse().unwrap());
    let k: usize = args.get(3).map_or(5, |s| s.parse().unwrap());
    let mut rng = SplitMix64::new(1);
    // per level: (pairs, same ER, same triple, same level)
    let mut stats = [(0u32, 0u32, 0u32, 0u32); 6];
    let mut max_diff = 0u16;
    for line in text.lines().filter(|l| !l.starts_with('#')).take(n) {
        let Ok(g) = line.get(..81).unwrap_or("").parse::<Grid>() else {
            continue;
        };
        let budget = || Budget::unlimited().with_timeout(std::time::Duration::from_secs(5));
        let r = rate(&g, &budget());
        if !r.complete {
            continue;
        }
        let lvl = Level::for_er(r.er) as usize;
        for _ in 0..k {
            let t = Transform::random(&mut rng, Symmetry::None);
            let h = Grid::from_cells(t.apply(g.cells())).unwrap();
            let s = rate(&h, &budget());
            if !s.complete {
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
    println!("largest ER difference: {}.{}", max_diff / 10, max_diff % 10);
}
