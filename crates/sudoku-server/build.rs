//! Embeds the playground's local core — the WebAssembly package that
//! `scripts/playground-wasm.sh` copies into `src/http/playground/wasm/` —
//! when it is there.
//!
//! A fresh clone has no wasm toolchain, so `cargo build` must work without
//! the package: the folder then holds only its README and the server
//! serves a page that plays online only (and says so). The folder always
//! exists (its README is committed), so cargo watches it without rerunning
//! this script on every build, as it would for a missing path.
//!
//! Writes `$OUT_DIR/local_core.rs`: `LOCAL_CORE_FILES`, every `.js` and
//! `.wasm` file of the folder as `(name, bytes)`, sorted by name.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::{env, fs};

fn main() {
    let dir = Path::new("src/http/playground/wasm");
    println!("cargo::rerun-if-changed={}", dir.display());
    let mut files: Vec<(String, PathBuf)> = fs::read_dir(dir)
        .map(|entries| {
            entries
                .filter_map(Result::ok)
                .filter_map(|e| {
                    let name = e.file_name().into_string().ok()?;
                    let wanted = name.ends_with(".js") || name.ends_with(".wasm");
                    let path = fs::canonicalize(e.path()).ok()?;
                    (wanted && path.is_file()).then_some((name, path))
                })
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    let mut out = String::from("/// The local core's files: `(name, bytes)`, by name.\n");
    out.push_str("pub const LOCAL_CORE_FILES: &[(&str, &[u8])] = &[\n");
    for (name, path) in &files {
        let _ = writeln!(
            out,
            "    ({name:?}, include_bytes!({:?})),",
            path.display().to_string()
        );
    }
    out.push_str("];\n");
    let Some(out_dir) = env::var_os("OUT_DIR") else {
        panic!("cargo sets OUT_DIR for build scripts");
    };
    let target = Path::new(&out_dir).join("local_core.rs");
    if let Err(err) = fs::write(&target, out) {
        panic!("cannot write {}: {err}", target.display());
    }
}
