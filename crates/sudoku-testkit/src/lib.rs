//! Test support shared by the workspace's tests (a dev-dependency of the
//! core and of the service; never shipped): an independent answer checker
//! and a brute-force counter that use nothing from the crates, so a solver
//! bug cannot hide behind the crate's own rule checking; the loaders of the
//! core's committed fixtures and of the benchmark data beside the
//! repository.

use std::path::{Path, PathBuf};

/// The 27 units (9 rows, 9 columns, 9 boxes) as cell indexes.
pub fn units() -> Vec<[usize; 9]> {
    let mut out = Vec::with_capacity(27);
    for r in 0..9 {
        out.push(std::array::from_fn(|k| r * 9 + k));
    }
    for c in 0..9 {
        out.push(std::array::from_fn(|k| k * 9 + c));
    }
    for b in 0..9 {
        out.push(std::array::from_fn(|k| {
            (b / 3 * 3 + k / 3) * 9 + b % 3 * 3 + k % 3
        }));
    }
    out
}

/// Cells from an 81-character line (`1`-`9` givens, anything else empty).
pub fn cells(line: &str) -> [u8; 81] {
    let b = line.as_bytes();
    assert!(b.len() >= 81, "line shorter than 81: {line:?}");
    std::array::from_fn(|i| match b[i] {
        c @ b'1'..=b'9' => c - b'0',
        _ => 0,
    })
}

/// True when every unit holds 1..=9 exactly once.
pub fn is_solution(g: &[u8; 81]) -> bool {
    units().iter().all(|u| {
        let mut seen = 0u16;
        u.iter().all(|&i| {
            let d = g[i];
            let ok = (1..=9).contains(&d) && seen & (1 << d) == 0;
            seen |= 1 << d;
            ok
        })
    })
}

/// True when `solution` keeps every given of `puzzle`.
pub fn keeps_givens(puzzle: &[u8; 81], solution: &[u8; 81]) -> bool {
    (0..81).all(|i| puzzle[i] == 0 || puzzle[i] == solution[i])
}

/// True when some unit repeats a given.
pub fn givens_conflict(g: &[u8; 81]) -> bool {
    units().iter().any(|u| {
        let mut seen = 0u16;
        u.iter().any(|&i| {
            let d = g[i];
            if d == 0 {
                return false;
            }
            let dup = seen & (1 << d) != 0;
            seen |= 1 << d;
            dup
        })
    })
}

/// Counts completions of `g` up to `limit` by plain backtracking over the
/// empty cells in reading order (fine for a few dozen empty cells).
pub fn brute_count(g: &[u8; 81], limit: u64) -> u64 {
    fn ok(g: &[u8; 81], i: usize, d: u8) -> bool {
        let (r, c) = (i / 9, i % 9);
        let (br, bc) = (r / 3 * 3, c / 3 * 3);
        for k in 0..9 {
            if g[r * 9 + k] == d || g[k * 9 + c] == d || g[(br + k / 3) * 9 + bc + k % 3] == d {
                return false;
            }
        }
        true
    }
    fn go(g: &mut [u8; 81], empties: &[usize], limit: u64, count: &mut u64) {
        let Some((&i, rest)) = empties.split_first() else {
            *count += 1;
            return;
        };
        for d in 1..=9 {
            if ok(g, i, d) {
                g[i] = d;
                go(g, rest, limit, count);
                g[i] = 0;
                if *count >= limit {
                    return;
                }
            }
        }
    }
    if givens_conflict(g) {
        return 0;
    }
    let empties: Vec<usize> = (0..81).filter(|&i| g[i] == 0).collect();
    let mut g = *g;
    let mut count = 0;
    go(&mut g, &empties, limit, &mut count);
    count
}

/// Puzzle lines of a file: `#` comments and blank lines skipped; anything
/// after the first 81 characters is returned as the line's note.
pub fn puzzle_lines(path: &Path) -> Vec<(String, String)> {
    let text = std::fs::read_to_string(path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| {
            assert!(l.len() >= 81, "{}: short line {l:?}", path.display());
            (l[..81].to_string(), l[81..].trim().to_string())
        })
        .collect()
}

/// The workspace root: the nearest folder above this package that holds
/// `Cargo.lock` (the same whichever package's test includes this file).
pub fn workspace_root() -> PathBuf {
    let here = Path::new(env!("CARGO_MANIFEST_DIR"));
    here.ancestors()
        .find(|d| d.join("Cargo.lock").is_file())
        .unwrap_or(here)
        .to_path_buf()
}

/// The committed fixtures folder of the core crate.
pub fn fixtures() -> PathBuf {
    workspace_root().join("crates/sudoku-core/tests/fixtures")
}

/// The benchmark data sets, `../shared/data` beside the repository, when
/// present. Its absence skips (returns `None`) on a developer's machine,
/// where the README's test command must pass without it, but fails under
/// `CI=true`: a CI set-up that lost the data must not pass silently.
pub fn shared_data() -> Option<PathBuf> {
    let dir = workspace_root().join("../shared/data");
    if dir.is_dir() {
        return Some(dir);
    }
    assert!(
        std::env::var("CI").map_or(true, |v| v != "true"),
        "CI=true but the shared data sets are missing: {} is not a folder",
        dir.display()
    );
    eprintln!("skipped: {} not present", dir.display());
    None
}

/// Panics unless `solution` solves `puzzle` (81 characters each; `1`-`9`
/// for a digit, anything else empty in the puzzle): the independent check
/// behind every test that reads a solution from the CLI or the API.
pub fn assert_solves(puzzle: &str, solution: &str) {
    let puzzle: String = puzzle
        .chars()
        .filter(|c| !c.is_ascii_whitespace())
        .collect();
    assert_eq!(puzzle.len(), 81, "puzzle length: {puzzle}");
    assert_eq!(solution.len(), 81, "solution length: {solution}");
    let (p, s) = (cells(&puzzle), cells(solution));
    assert!(is_solution(&s), "not a solution: {solution}");
    assert!(
        keeps_givens(&p, &s),
        "{solution} changes a given of {puzzle}"
    );
}
