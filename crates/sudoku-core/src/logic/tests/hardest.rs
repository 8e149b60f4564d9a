//! The forum's hardest puzzles (SE 10-11.x) against SukakuExplainer's
//! own ratings of them (`fixtures/se_hardest_sample.tsv`, made outside the
//! repository): nested dynamic forcing chains of levels 2 to 4.

use crate::logic::rater::apply;
use crate::logic::{next_step, rate_candidates, Candidates};
use crate::{Budget, Grid};

const FIXTURE: &str = include_str!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/fixtures/se_hardest_sample.tsv"
));

/// One fixture line: the puzzle, SE's ER/EP/ED and hardest technique when
/// it finished, and the ratings of the steps it took (all of them, or the
/// prefix it reached within its time cap).
struct Entry {
    puzzle: Grid,
    finished: Option<(String, String)>,
    steps: Vec<u16>,
}

fn tenths(s: &str) -> u16 {
    let Some((a, b)) = s.split_once('.') else {
        panic!("bad rating {s}");
    };
    a.parse::<u16>().unwrap() * 10 + b.parse::<u16>().unwrap()
}

fn entries() -> Vec<Entry> {
    FIXTURE
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            assert_eq!(f.len(), 6, "{l}");
            Entry {
                puzzle: f[0].parse().unwrap(),
                finished: (f[1] != "-").then(|| (f[1].to_string(), f[2].to_string())),
                steps: f[5]
                    .split(',')
                    .filter(|s| !s.is_empty())
                    .map(tenths)
                    .collect(),
            }
        })
        .collect()
}

#[test]
fn the_fixture_holds_se_paths_of_the_hardest_lists() {
    let e = entries();
    assert!(e.len() >= 4, "{} puzzles", e.len());
    assert!(e.iter().any(|x| x.finished.is_some()));
    // Every one needs nested chains of level 2 or more (SE 9.5+) somewhere.
    assert!(e.iter().all(|x| x.steps.iter().any(|&r| r >= 95)));
    // Level 4 is confirmed on whole paths, not on prefixes alone.
    assert!(level_4(&e).count() >= 3);
}

/// The puzzles SE finished whose hardest step is level 4 ("(+ Dynamic
/// Forcing Chains)", SE 10.5 and up).
fn level_4(e: &[Entry]) -> impl Iterator<Item = &Entry> {
    e.iter().filter(|x| {
        x.finished
            .as_ref()
            .is_some_and(|(_, h)| h.ends_with("(+ Dynamic Forcing Chains)"))
    })
}

/// Where SE finished: the same ER/EP/ED, the same hardest technique and
/// the same rating at every step of the path. Where it did not: the same
/// ratings for every step it took.
fn follows_se(e: &Entry) {
    let line = e.puzzle.to_string();
    if let Some((triple, hardest)) = &e.finished {
        let r = rate_candidates(Candidates::from_grid(&e.puzzle), &Budget::unlimited(), true);
        assert!(r.complete(), "{line}: {:?}", r.incomplete);
        assert_eq!(&r.triple(), triple, "{line}");
        assert_eq!(
            r.hardest.and_then(|t| t.se_name()),
            Some(hardest.as_str()),
            "{line}"
        );
        let ours: Vec<u16> = r.path.iter().map(|s| s.rating.0).collect();
        assert_eq!(ours, e.steps, "{line}");
        return;
    }
    let mut c = Candidates::from_grid(&e.puzzle);
    for (i, &want) in e.steps.iter().enumerate() {
        let Some(s) = next_step(&c) else {
            panic!("{line}: stuck at step {}", i + 1);
        };
        assert_eq!(s.rating.0, want, "{line}: step {}: {s}", i + 1);
        apply(&mut c, &s);
    }
}

/// One puzzle SE finished whose hardest step is each nesting level the
/// sample reaches ("(+ Forcing Chains)", "(+ Multiple Forcing Chains)"),
/// whole path; the rest of the sample in the ignored test below.
#[test]
fn one_puzzle_per_nesting_level_follows_se_step_by_step() {
    let all = entries();
    for level in ["(+ Forcing Chains)", "(+ Multiple Forcing Chains)"] {
        let Some(e) = all
            .iter()
            .find(|e| e.finished.as_ref().is_some_and(|(_, h)| h.ends_with(level)))
        else {
            panic!("no finished {level} puzzle in the fixture");
        };
        follows_se(e);
    }
}

/// The level-4 puzzles SE finished, whole paths (seconds each; SE needs
/// 15-30 minutes for each):
/// `cargo test --release -p sudoku-core --lib level_4 -- --ignored`.
#[test]
#[ignore]
fn every_finished_level_4_puzzle_follows_se_step_by_step() {
    for e in level_4(&entries()) {
        follows_se(e);
    }
}

/// Every puzzle of the sample (seconds each):
/// `cargo test --release -p sudoku-core --lib hardest -- --ignored`.
#[test]
#[ignore]
fn the_whole_hardest_sample_follows_se_step_by_step() {
    for e in entries() {
        follows_se(&e);
    }
}

/// The budget reaches into the nested searches: a puzzle that needs SE's
/// level 4 for seconds stops at a short deadline, says so, and reports a
/// lower bound that is not 0.0 and does not exceed SE's first steps'.
#[test]
fn a_deadline_stops_nested_chains_with_a_lower_bound() {
    let g: Grid =
        "12.3.....4.....3....3.5......42..5......8...9.6...5.7...15..2......9..6......7..8"
            .parse()
            .unwrap();
    let budget = Budget::unlimited().with_timeout(std::time::Duration::from_millis(100));
    let r = crate::logic::rate(&g, &budget);
    assert_eq!(
        r.incomplete,
        Some(crate::logic::Incomplete::Budget),
        "{}",
        r.triple()
    );
    // SE's path starts 9.9, 10.6, 10.8, then goes higher.
    assert!(r.er.0 >= 65 && r.er.0 <= 108, "{}", r.triple());
    assert!(r.ed.0 >= 65 && r.ed.0 <= 99, "{}", r.triple());
}
