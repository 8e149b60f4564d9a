//! Every file the README and `docs/architecture.md` name exists: a
//! newcomer's walk through them finds each one.
//!
//! A path from the repository's top (`crates/sudoku-server/src/http/mod.rs`,
//! `crates/sudoku-core/`, `tests/cli.rs`, a link such as `../src/main.rs`) must exist as written; a
//! Rust file named by its last parts only (`transport/table.rs`,
//! `kernel.rs`) must be the end of some file's path in the repository.

use std::fs;
use std::path::{Path, PathBuf};

/// The documents walked.
const DOCS: &[&str] = &["README.md", "docs/architecture.md"];

/// The top folders a full path starts with.
const ROOTS: &[&str] = &[
    "src/",
    "crates/",
    "tests/",
    "scripts/",
    "examples/",
    "deploy/",
    "fuzz/",
    "docs/",
    ".ci/",
];

/// The folders searched for a Rust file named by its last parts.
const SOURCE_TREES: &[&str] = &["src", "crates", "tests", "examples", "fuzz"];

/// Words of a document that look like paths: runs of `[A-Za-z0-9_./-]`,
/// without a trailing `.`, and not parts of URLs.
fn path_words(text: &str) -> Vec<String> {
    text.split(|c: char| !(c.is_ascii_alphanumeric() || "_./-".contains(c)))
        .map(|w| w.trim_end_matches('.'))
        .filter(|w| !w.is_empty() && !w.contains("//"))
        .map(str::to_owned)
        .collect()
}

/// What `word` names in a document of folder `doc_dir`: `Some(path from the
/// top)` for a full path, `None` for a word that is no full path.
fn full_path(word: &str, doc_dir: &Path) -> Option<PathBuf> {
    let rooted = |w: &str| ROOTS.iter().any(|r| w.starts_with(r));
    if let Some(rest) = word.strip_prefix("../") {
        // A link from a document below the top; anything else with `../`
        // leaves the repository (such as the data sets in `../shared/data`).
        if doc_dir.as_os_str().is_empty() || !rooted(rest) {
            return None;
        }
        return Some(doc_dir.parent().unwrap_or(Path::new("")).join(rest));
    }
    rooted(word).then(|| PathBuf::from(word))
}

fn rust_files(dir: &Path, out: &mut Vec<String>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            if path.file_name().is_some_and(|n| n == "target") {
                continue;
            }
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path.to_string_lossy().replace('\\', "/"));
        }
    }
}

/// The words of `text` (a document in folder `doc_dir`) naming a file that
/// is not there.
fn missing(root: &Path, doc_dir: &Path, text: &str, sources: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    for word in path_words(text) {
        if let Some(path) = full_path(&word, doc_dir) {
            if !root.join(&path).exists() {
                out.push(word);
            }
        } else if word.ends_with(".rs") && !word.starts_with("../") && word != "docs.rs" {
            let suffix = format!("/{word}");
            if !sources.iter().any(|f| f.ends_with(&suffix)) {
                out.push(word);
            }
        }
    }
    out.sort();
    out.dedup();
    out
}

fn sources(root: &Path) -> Vec<String> {
    let mut files = Vec::new();
    for tree in SOURCE_TREES {
        rust_files(&root.join(tree), &mut files);
    }
    files
}

#[test]
fn the_docs_name_files_that_exist() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let sources = sources(root);
    let mut report = Vec::new();
    for doc in DOCS {
        let text = fs::read_to_string(root.join(doc)).unwrap_or_default();
        assert!(!text.is_empty(), "{doc} was not found");
        let dir = Path::new(doc).parent().unwrap_or(Path::new(""));
        for word in missing(root, dir, &text, &sources) {
            report.push(format!("{doc} names {word}, which does not exist"));
        }
    }
    assert!(report.is_empty(), "{}", report.join("\n"));
}

#[test]
fn a_moved_file_is_reported() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let sources = sources(root);
    let text = "The accept loop (`crates/sudoku-server/src/http/connections.rs`, see \
                [map](../crates/sudoku-server/src/http/mod.rs)), \
                `transport/table.rs`, `server.rs` and `gone_away.rs`; data in \
                `../shared/data` and on docs.rs.";
    assert_eq!(
        missing(root, Path::new("docs"), text, &sources),
        vec![
            "crates/sudoku-server/src/http/connections.rs",
            "gone_away.rs"
        ]
    );
}
