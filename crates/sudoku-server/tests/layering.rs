//! The server crate's own layering, read from its files: no import
//! against the layers of its HTTP service, and no import cycle in the
//! workspace's library crates.
//!
//! Cargo keeps the crates apart (the core below the answer layer, which is
//! below the server, the command line and the WebAssembly package; neither
//! front end sees another): those rules need no test. What Cargo cannot see
//! is the order of the modules inside a crate; that is checked here.
//!
//! A module is a file (`src/http/problem.rs`, `src/http/app/mod.rs`); it
//! depends on another when it names it in code: a `use` or a path that starts
//! with `crate::`, `super::`, `self::`, one of the workspace's crate names or
//! a child module's name. Comments, strings and `mod` declarations are no
//! dependencies. Two checks find cycles:
//!
//! * between files;
//! * between the children of every module (a folder counts as one, with
//!   everything inside it), so that two folders never lean on each other
//!   even through different files.
//!
//! The layering is [`NEVER`]: who never names whom, with module paths
//! written with the crate's name (`sudoku_server::http::problem`). Every
//! module a rule names must exist, so that a rule cannot outlive its module
//! and pass for ever. The crates' re-exports of the core and the answer
//! layer (`crate::sudoku`, `crate::answer`) count as the crates they name.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// The crates read: name, source folder (from the workspace root), root file.
/// The server's rules are about the server; the cycle check reads every
/// library crate of the workspace, whose module graphs Cargo does not check.
const CRATES: &[(&str, &str, &str)] = &[
    ("sudoku_server", "crates/sudoku-server/src", "lib.rs"),
    ("sudoku_cli", "crates/sudoku-cli/src", "lib.rs"),
    ("sudoku_core", "crates/sudoku-core/src", "lib.rs"),
    ("sudoku_api", "crates/sudoku-api/src", "lib.rs"),
    ("sudoku_text", "crates/sudoku-text/src", "lib.rs"),
];

/// Re-exports that stand for another crate's module.
const ALIASES: &[(&str, &str)] = &[
    ("sudoku_server::sudoku", "sudoku_core"),
    ("sudoku_server::answer", "sudoku_api::answer"),
    ("sudoku_cli::sudoku", "sudoku_core"),
    ("sudoku_cli::answer", "sudoku_api::answer"),
    ("sudoku_server::text", "sudoku_text"),
    ("sudoku_api::text", "sudoku_text"),
];

/// The HTTP layer's shared words: problems, metrics, trace context,
/// languages. They name no other part of the HTTP layer.
const VOCABULARY: &[&str] = &[
    "sudoku_server::http::problem",
    "sudoku_server::http::metrics",
    "sudoku_server::http::trace_context",
    "sudoku_server::http::lang",
];

/// Cycles known and accepted, with why: the check fails on any other, and
/// on one of these once it is gone (so that the list stays true).
const KNOWN_CYCLES: &[(&[&str], &str)] = &[(
    &[
        "sudoku_core::logic::techniques::chains::multiple",
        "sudoku_core::logic::techniques::chains::nested",
    ],
    "nested chains are multiple chains run inside a chain, and a multiple \
     chain at a nesting level asks for the nested ones: one recursive \
     algorithm in two files",
)];

/// One layering rule: modules under `from` never name modules under any of
/// `to` (prefixes at `::` boundaries), and why.
struct Rule {
    from: &'static [&'static str],
    to: &'static [&'static str],
    why: &'static str,
}

/// Everything in the HTTP layer but its vocabulary.
const HTTP_BUT_VOCABULARY: &[&str] = &[
    "sudoku_server::http::app",
    "sudoku_server::http::decode",
    "sudoku_server::http::execution",
    "sudoku_server::http::routes",
    "sudoku_server::http::server",
    "sudoku_server::http::state",
    "sudoku_server::http::transport",
];

/// The server's layering, top down: `server` → `app` → `routes` →
/// `decode` and `state` → `execution` → `transport` → the vocabulary;
/// `config` and `telemetry` beside the HTTP layer.
const NEVER: &[Rule] = &[
    Rule {
        from: &["sudoku_server::config", "sudoku_server::telemetry"],
        to: &["sudoku_server::http"],
        why: "the settings and telemetry work without the server",
    },
    Rule {
        from: &["sudoku_server::config"],
        to: &["sudoku_server::telemetry"],
        why: "telemetry reads the settings, not the other way round",
    },
    Rule {
        from: &["sudoku_server::http::execution"],
        to: &[
            "sudoku_server::http::app",
            "sudoku_server::http::decode",
            "sudoku_server::http::routes",
            "sudoku_server::http::server",
            "sudoku_server::http::state",
            "sudoku_server::http::transport",
        ],
        why: "a job gets what it needs passed in, not the app's state or a request",
    },
    Rule {
        from: &["sudoku_server::http::transport"],
        to: &[
            "sudoku_server::http::app",
            "sudoku_server::http::decode",
            "sudoku_server::http::execution",
            "sudoku_server::http::routes",
            "sudoku_server::http::server",
            "sudoku_server::http::state",
        ],
        why: "connections carry any router; they know no route",
    },
    Rule {
        from: &["sudoku_server::http::decode"],
        to: &[
            "sudoku_server::http::app",
            "sudoku_server::http::execution",
            "sudoku_server::http::routes",
            "sudoku_server::http::server",
        ],
        why: "decoding turns bytes into a typed request and runs nothing",
    },
    Rule {
        from: VOCABULARY,
        to: HTTP_BUT_VOCABULARY,
        why: "the vocabulary is below every part of the HTTP layer",
    },
    Rule {
        from: &["sudoku_server::http::routes"],
        to: &["sudoku_server::http::app", "sudoku_server::http::server"],
        why: "handlers do not know the stack they run in",
    },
    Rule {
        from: &["sudoku_server::http::app"],
        to: &["sudoku_server::http::server"],
        why: "the server wires the app, not the other way round",
    },
];

// ---------------------------------------------------------------- lexing

#[derive(Debug, Clone, PartialEq, Eq)]
enum Tok {
    Ident(String),
    /// `::`
    Path,
    Punct(char),
}

/// The tokens of Rust source that matter for paths: identifiers, `::` and
/// punctuation; comments, strings, chars, lifetimes and numbers are dropped.
fn lex(src: &str) -> Vec<Tok> {
    let s: Vec<char> = src.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    let at = |i: usize| s.get(i).copied().unwrap_or('\0');
    while i < s.len() {
        let c = s[i];
        if c == '/' && at(i + 1) == '/' {
            while i < s.len() && s[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && at(i + 1) == '*' {
            let mut depth = 0;
            while i < s.len() {
                if s[i] == '/' && at(i + 1) == '*' {
                    depth += 1;
                    i += 2;
                } else if s[i] == '*' && at(i + 1) == '/' {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
        } else if c == '"' {
            i = skip_string(&s, i + 1);
        } else if (c == 'r' || (c == 'b' && at(i + 1) == 'r'))
            && matches!(at(i + 1 + usize::from(c == 'b')), '"' | '#')
            && raw_string_start(&s, i + 1 + usize::from(c == 'b')).is_some()
        {
            let start = i + 1 + usize::from(c == 'b');
            let hashes = raw_string_start(&s, start).unwrap_or(0);
            i = start + hashes + 1;
            loop {
                if i >= s.len() {
                    break;
                }
                if s[i] == '"' && (1..=hashes).all(|k| at(i + k) == '#') {
                    i += 1 + hashes;
                    break;
                }
                i += 1;
            }
        } else if c == 'b' && at(i + 1) == '"' {
            i = skip_string(&s, i + 2);
        } else if c == '\'' || (c == 'b' && at(i + 1) == '\'') {
            let q = if c == 'b' { i + 1 } else { i };
            if at(q + 1) == '\\' {
                // An escaped char: up to the closing quote.
                i = q + 2;
                while i < s.len() && s[i] != '\'' {
                    i += 1;
                }
                i += 1;
            } else if at(q + 2) == '\'' {
                i = q + 3;
            } else {
                // A lifetime or a label.
                i = q + 1;
                while i < s.len() && (s[i].is_alphanumeric() || s[i] == '_') {
                    i += 1;
                }
            }
        } else if c.is_alphabetic() || c == '_' {
            if c == 'r' && at(i + 1) == '#' {
                i += 2;
            }
            let word_start = i;
            while i < s.len() && (s[i].is_alphanumeric() || s[i] == '_') {
                i += 1;
            }
            out.push(Tok::Ident(s[word_start..i].iter().collect()));
        } else if c.is_ascii_digit() {
            while i < s.len() && (s[i].is_alphanumeric() || s[i] == '_' || s[i] == '.') {
                if s[i] == '.' && !at(i + 1).is_ascii_digit() {
                    break;
                }
                i += 1;
            }
        } else if c == ':' && at(i + 1) == ':' {
            out.push(Tok::Path);
            i += 2;
        } else {
            if !c.is_whitespace() {
                out.push(Tok::Punct(c));
            }
            i += 1;
        }
    }
    out
}

/// The index after the closing quote of a string whose body starts at `i`.
fn skip_string(s: &[char], mut i: usize) -> usize {
    while i < s.len() {
        match s[i] {
            '\\' => i += 2,
            '"' => return i + 1,
            _ => i += 1,
        }
    }
    i
}

/// At `i` (after `r`), `#`* then `"`: the number of hashes.
fn raw_string_start(s: &[char], i: usize) -> Option<usize> {
    let mut n = 0;
    while s.get(i + n) == Some(&'#') {
        n += 1;
    }
    (s.get(i + n) == Some(&'"')).then_some(n)
}

// ---------------------------------------------------------------- paths

/// Whether the tokens before `at` are `#[cfg(test)]`.
fn after_cfg_test(tokens: &[Tok], at: usize) -> bool {
    let attribute = [
        Tok::Punct('#'),
        Tok::Punct('['),
        Tok::Ident("cfg".to_owned()),
        Tok::Punct('('),
        Tok::Ident("test".to_owned()),
        Tok::Punct(')'),
        Tok::Punct(']'),
    ];
    at >= attribute.len() && tokens[at - attribute.len()..at] == attribute
}

/// The paths a file names, each as segments from where it is written (the
/// first one `crate`, `super`, `self`, a crate or a child module's name),
/// with the inline module it sits in (`inner` in `mod inner { … }`). Test
/// modules (`#[cfg(test)] mod tests { … }`) are left out: a test may reach
/// any part of its crate for its fixtures.
fn named_paths(tokens: &[Tok]) -> Vec<(Vec<String>, Vec<String>)> {
    let mut out = Vec::new();
    // Inline modules open at a brace depth; the depth at which a test
    // module opened, while inside one.
    let mut inline: Vec<(String, usize)> = Vec::new();
    let mut in_test: Option<usize> = None;
    let mut depth = 0usize;
    let mut i = 0;
    while i < tokens.len() {
        match &tokens[i] {
            Tok::Punct('{') => depth += 1,
            Tok::Punct('}') => {
                depth = depth.saturating_sub(1);
                if inline.last().is_some_and(|(_, d)| *d == depth) {
                    inline.pop();
                }
                if in_test == Some(depth) {
                    in_test = None;
                }
            }
            Tok::Ident(w) if w == "mod" => {
                if let (Some(Tok::Ident(name)), Some(Tok::Punct('{'))) =
                    (tokens.get(i + 1), tokens.get(i + 2))
                {
                    if in_test.is_none() && after_cfg_test(tokens, i) {
                        in_test = Some(depth);
                    }
                    inline.push((name.clone(), depth));
                    depth += 1;
                    i += 3;
                    continue;
                }
                // `mod name;` declares a child: not a dependency.
                i += 2;
                continue;
            }
            Tok::Ident(w) if w == "pub" && tokens.get(i + 1) == Some(&Tok::Punct('(')) => {
                // `pub(crate)`, `pub(in crate::x)`: visibility, not a use.
                while i < tokens.len() && tokens[i] != Tok::Punct(')') {
                    i += 1;
                }
            }
            Tok::Ident(w) if w == "use" => {
                let end = tokens[i..]
                    .iter()
                    .position(|t| *t == Tok::Punct(';'))
                    .map_or(tokens.len(), |p| i + p);
                // `use ::name` is another crate's path.
                if tokens.get(i + 1) != Some(&Tok::Path) && in_test.is_none() {
                    let here: Vec<String> = inline.iter().map(|(n, _)| n.clone()).collect();
                    for path in use_tree(&tokens[i + 1..end]) {
                        out.push((path, here.clone()));
                    }
                }
                i = end + 1;
                continue;
            }
            Tok::Ident(first) if tokens.get(i + 1) == Some(&Tok::Path) => {
                let preceded = i > 0 && tokens[i - 1] == Tok::Path;
                if !preceded && in_test.is_none() {
                    let mut path = vec![first.clone()];
                    let mut j = i + 1;
                    while tokens.get(j) == Some(&Tok::Path) {
                        match tokens.get(j + 1) {
                            Some(Tok::Ident(w)) => path.push(w.clone()),
                            _ => break,
                        }
                        j += 2;
                    }
                    let here = inline.iter().map(|(n, _)| n.clone()).collect();
                    out.push((path, here));
                    i = j;
                    continue;
                }
            }
            _ => {}
        }
        i += 1;
    }
    out
}

/// The paths of a `use` tree (the tokens between `use` and `;`): braces
/// expanded, `self` in braces read as its parent, `as` and `*` dropped.
fn use_tree(tokens: &[Tok]) -> Vec<Vec<String>> {
    fn walk(tokens: &[Tok], i: &mut usize, prefix: &[String], out: &mut Vec<Vec<String>>) {
        let mut path = prefix.to_vec();
        // Whether `path` is a whole tree to record.
        let mut pending = false;
        while *i < tokens.len() {
            match &tokens[*i] {
                Tok::Ident(w) if w == "as" => *i += 2,
                Tok::Ident(w)
                    if w == "self" && path.len() == prefix.len() && !prefix.is_empty() =>
                {
                    pending = true;
                    *i += 1;
                }
                Tok::Ident(w) => {
                    path.push(w.clone());
                    pending = true;
                    *i += 1;
                }
                Tok::Punct('*') => {
                    pending = true;
                    *i += 1;
                }
                Tok::Punct('{') => {
                    *i += 1;
                    walk(tokens, i, &path, out);
                    pending = false;
                }
                Tok::Punct(',') => {
                    if pending {
                        push(&path, out);
                    }
                    path = prefix.to_vec();
                    pending = false;
                    *i += 1;
                }
                Tok::Punct('}') => {
                    if pending {
                        push(&path, out);
                    }
                    *i += 1;
                    return;
                }
                Tok::Path | Tok::Punct(_) => *i += 1,
            }
        }
        if pending {
            push(&path, out);
        }
    }
    fn push(path: &[String], out: &mut Vec<Vec<String>>) {
        if !path.is_empty() && !out.iter().any(|p| p.as_slice() == path) {
            out.push(path.to_vec());
        }
    }
    let mut out = Vec::new();
    let mut i = 0;
    walk(tokens, &mut i, &[], &mut out);
    out
}

// ---------------------------------------------------------------- graph

/// Modules (`crate::a::b`) and who names whom.
#[derive(Debug, Default)]
struct Graph {
    modules: BTreeSet<String>,
    edges: BTreeMap<String, BTreeSet<String>>,
}

/// A source file: its module's path and its text.
struct Source {
    module: String,
    crate_name: String,
    text: String,
}

fn segments(module: &str) -> Vec<String> {
    module.split("::").map(str::to_owned).collect()
}

fn is_under(module: &str, prefix: &str) -> bool {
    prefix.is_empty()
        || module == prefix
        || (module.starts_with(prefix) && module[prefix.len()..].starts_with("::"))
}

impl Graph {
    fn build(sources: &[Source], aliases: &[(&str, &str)]) -> Graph {
        let mut g = Graph::default();
        for s in sources {
            g.modules.insert(s.module.clone());
        }
        let crates: BTreeSet<String> = sources.iter().map(|s| s.crate_name.clone()).collect();
        for s in sources {
            let me = segments(&s.module);
            for (path, inline) in named_paths(&lex(&s.text)) {
                let mut here = me.clone();
                here.extend(inline);
                let Some(absolute) = g.absolute(&path, &here, &s.crate_name, &crates) else {
                    continue;
                };
                let mut absolute = absolute.join("::");
                for (from, to) in aliases {
                    if is_under(&absolute, from) {
                        absolute = format!("{to}{}", &absolute[from.len()..]);
                    }
                }
                if let Some(target) = g.owner(&absolute) {
                    if target != s.module {
                        g.edges.entry(s.module.clone()).or_default().insert(target);
                    }
                }
            }
        }
        g
    }

    /// A path as written at module `here` → its absolute segments, or `None`
    /// for another crate's path.
    fn absolute(
        &self,
        path: &[String],
        here: &[String],
        crate_name: &str,
        crates: &BTreeSet<String>,
    ) -> Option<Vec<String>> {
        let mut rest = path;
        let mut base: Vec<String> = match path[0].as_str() {
            "crate" => {
                rest = &path[1..];
                vec![crate_name.to_owned()]
            }
            "self" => {
                rest = &path[1..];
                here.to_vec()
            }
            "super" => {
                let mut base = here.to_vec();
                while rest.first().is_some_and(|s| s == "super") {
                    base.pop();
                    rest = &rest[1..];
                }
                base
            }
            name if crates.contains(name) => {
                rest = &path[1..];
                vec![name.to_owned()]
            }
            name => {
                // A child module of `here` named without `self::`.
                let child = [here, &[name.to_owned()]].concat().join("::");
                if self.modules.contains(&child) {
                    here.to_vec()
                } else {
                    return None;
                }
            }
        };
        base.extend(rest.iter().cloned());
        Some(base)
    }

    /// The module that holds `path`: the longest module prefix.
    fn owner(&self, path: &str) -> Option<String> {
        let segs = segments(path);
        (1..=segs.len())
            .rev()
            .map(|n| segs[..n].join("::"))
            .find(|m| self.modules.contains(m))
    }

    /// The edges between modules of which neither holds the other: a module
    /// and the modules inside it are one unit (a folder's `mod.rs` routes to
    /// its children, which use what it re-exports).
    fn dependencies(&self) -> BTreeMap<String, BTreeSet<String>> {
        let mut out: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        for (from, tos) in &self.edges {
            for to in tos {
                if !is_under(from, to) && !is_under(to, from) {
                    out.entry(from.clone()).or_default().insert(to.clone());
                }
            }
        }
        out
    }

    /// Groups of modules that name each other in a circle (strongly
    /// connected components with more than one module).
    fn cycles(&self) -> Vec<Vec<String>> {
        cycles_of(&self.modules, &self.dependencies())
    }

    /// For every module, circles among its children, each child counted
    /// with everything under it.
    fn sibling_cycles(&self) -> Vec<(String, Vec<String>)> {
        let mut out = Vec::new();
        let parents: BTreeSet<String> = self
            .modules
            .iter()
            .filter_map(|m| m.rsplit_once("::").map(|(p, _)| p.to_owned()))
            .collect();
        for parent in parents {
            let child_of = |m: &str| -> Option<String> {
                let rest = m.strip_prefix(&parent)?.strip_prefix("::")?;
                Some(format!("{parent}::{}", rest.split("::").next()?))
            };
            let mut nodes = BTreeSet::new();
            let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
            for (from, tos) in &self.dependencies() {
                let Some(a) = child_of(from) else { continue };
                for to in tos {
                    let Some(b) = child_of(to) else { continue };
                    if a != b {
                        nodes.insert(a.clone());
                        nodes.insert(b.clone());
                        edges.entry(a.clone()).or_default().insert(b);
                    }
                }
            }
            for c in cycles_of(&nodes, &edges) {
                out.push((parent.clone(), c));
            }
        }
        out
    }

    /// Every edge against a rule: (from, to, why).
    /// The paths `rules` name that are no module of the graph and no
    /// folder holding one.
    fn missing_modules(&self, rules: &[Rule]) -> Vec<&'static str> {
        let mut out: Vec<&'static str> = rules
            .iter()
            .flat_map(|r| r.from.iter().chain(r.to))
            .copied()
            .filter(|p| !self.modules.iter().any(|m| is_under(m, p)))
            .collect();
        out.sort_unstable();
        out.dedup();
        out
    }

    fn violations(&self, rules: &[Rule]) -> Vec<String> {
        let mut out = Vec::new();
        for (from, tos) in &self.dependencies() {
            for to in tos {
                for rule in rules {
                    let applies = rule.from.iter().any(|p| is_under(from, p));
                    let hits = rule.to.iter().any(|p| is_under(to, p));
                    if applies && hits && !rule.to.iter().any(|p| is_under(from, p)) {
                        out.push(format!("{from} names {to}: {}", rule.why));
                    }
                }
            }
        }
        out
    }
}

/// Tarjan's strongly connected components, those of two or more nodes.
fn cycles_of(
    nodes: &BTreeSet<String>,
    edges: &BTreeMap<String, BTreeSet<String>>,
) -> Vec<Vec<String>> {
    struct State<'a> {
        edges: &'a BTreeMap<String, BTreeSet<String>>,
        index: BTreeMap<&'a str, usize>,
        low: BTreeMap<&'a str, usize>,
        stack: Vec<&'a str>,
        on_stack: BTreeSet<&'a str>,
        next: usize,
        out: Vec<Vec<String>>,
    }
    fn visit<'a>(st: &mut State<'a>, v: &'a str) {
        st.index.insert(v, st.next);
        st.low.insert(v, st.next);
        st.next += 1;
        st.stack.push(v);
        st.on_stack.insert(v);
        if let Some(ws) = st.edges.get(v) {
            for w in ws {
                let w = w.as_str();
                if !st.index.contains_key(w) {
                    visit(st, w);
                    let lw = st.low[w];
                    let lv = st.low[v];
                    st.low.insert(v, lv.min(lw));
                } else if st.on_stack.contains(w) {
                    let iw = st.index[w];
                    let lv = st.low[v];
                    st.low.insert(v, lv.min(iw));
                }
            }
        }
        if st.low[v] == st.index[v] {
            let mut component = Vec::new();
            while let Some(w) = st.stack.pop() {
                st.on_stack.remove(w);
                component.push(w.to_owned());
                if w == v {
                    break;
                }
            }
            if component.len() > 1 {
                component.sort();
                st.out.push(component);
            }
        }
    }
    let mut st = State {
        edges,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        next: 0,
        out: Vec::new(),
    };
    for v in nodes {
        if !st.index.contains_key(v.as_str()) {
            visit(&mut st, v);
        }
    }
    st.out
}

// ---------------------------------------------------------------- sources

/// The module path of a file under a crate's source folder.
fn module_of(crate_name: &str, root_file: &str, rel: &Path) -> Option<String> {
    let mut segs = vec![crate_name.to_owned()];
    let parts: Vec<String> = rel
        .iter()
        .map(|p| p.to_string_lossy().into_owned())
        .collect();
    let (file, dirs) = parts.split_last()?;
    if dirs.is_empty() && (file == "lib.rs" || file == "main.rs") {
        return (file == root_file).then(|| crate_name.to_owned());
    }
    if dirs.first().is_some_and(|d| d == "bin") {
        return None;
    }
    segs.extend(dirs.iter().cloned());
    let stem = file.strip_suffix(".rs")?;
    if stem != "mod" {
        segs.push(stem.to_owned());
    }
    Some(segs.join("::"))
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

fn workspace_sources() -> Vec<Source> {
    let root = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."));
    let mut sources = Vec::new();
    for (crate_name, dir, root_file) in CRATES {
        let dir = root.join(dir);
        let mut files = Vec::new();
        rust_files(&dir, &mut files);
        files.sort();
        for file in files {
            let rel = file.strip_prefix(&dir).unwrap_or(&file);
            let Some(module) = module_of(crate_name, root_file, rel) else {
                continue;
            };
            let text = fs::read_to_string(&file).unwrap_or_default();
            sources.push(Source {
                module,
                crate_name: (*crate_name).to_owned(),
                text,
            });
        }
    }
    sources
}

fn workspace_graph() -> Graph {
    Graph::build(&workspace_sources(), ALIASES)
}

// ---------------------------------------------------------------- checks

#[test]
fn the_workspace_has_no_import_cycles() {
    let g = workspace_graph();
    assert!(
        g.modules.len() > 100,
        "the sources were not found: {:?}",
        g.modules
    );
    let known = |c: &[String]| KNOWN_CYCLES.iter().any(|(k, _)| *k == c);
    let files = g.cycles();
    let folders = g.sibling_cycles();
    let mut report = String::new();
    for c in files.iter().filter(|c| !known(c)) {
        report += &format!("files in a cycle: {}\n", c.join(", "));
    }
    for (parent, c) in folders.iter().filter(|(_, c)| !known(c)) {
        report += &format!("children of {parent} in a cycle: {}\n", c.join(", "));
    }
    for (k, _) in KNOWN_CYCLES {
        if !files.iter().any(|c| c == k) {
            report += &format!("a known cycle is gone (take it off KNOWN_CYCLES): {k:?}\n");
        }
    }
    assert!(report.is_empty(), "import cycles:\n{report}");
}

#[test]
fn every_rule_names_modules_that_exist() {
    let g = workspace_graph();
    let missing = g.missing_modules(NEVER);
    assert!(
        missing.is_empty(),
        "rules naming no module (take them off NEVER or fix the path): {missing:?}"
    );
}

#[test]
fn imports_follow_the_layering() {
    let g = workspace_graph();
    let bad = g.violations(NEVER);
    assert!(
        bad.is_empty(),
        "imports against the layering:\n{}",
        bad.join("\n")
    );
}

// ----------------------------------------------- the checker on small graphs

fn synthetic(files: &[(&str, &str)]) -> Graph {
    let sources: Vec<Source> = files
        .iter()
        .map(|(module, text)| Source {
            module: (*module).to_owned(),
            crate_name: "k".to_owned(),
            text: (*text).to_owned(),
        })
        .collect();
    Graph::build(&sources, &[])
}

#[test]
fn a_planted_file_cycle_is_found() {
    let g = synthetic(&[
        ("k", "mod a; mod b; mod c;"),
        ("k::a", "use crate::b::Thing;"),
        ("k::b", "use super::c::{self, Other};"),
        ("k::c", "pub fn f() { crate::a::g() }"),
    ]);
    assert_eq!(g.cycles(), vec![vec!["k::a", "k::b", "k::c"]]);
}

#[test]
fn a_planted_folder_cycle_is_found() {
    // No two files lean on each other, but the folders `a` and `b` do.
    let g = synthetic(&[
        ("k", "mod a; mod b;"),
        ("k::a", "mod x; mod y;"),
        ("k::a::x", "use crate::b::z::Z;"),
        ("k::a::y", ""),
        ("k::b", "mod z; mod w;"),
        ("k::b::z", ""),
        ("k::b::w", "fn f() -> crate::a::y::Y { todo!() }"),
    ]);
    assert!(g.cycles().is_empty());
    assert_eq!(
        g.sibling_cycles(),
        vec![("k".to_owned(), vec!["k::a".to_owned(), "k::b".to_owned()])]
    );
}

#[test]
fn comments_strings_declarations_and_tests_are_no_dependencies() {
    let g = synthetic(&[
        ("k", "mod a; mod b;"),
        (
            "k::a",
            r##"//! See [`crate::b`].
            mod inner;
            /* crate::b::X */
            const S: &str = "crate::b::Y";
            const R: &str = r#"crate::b::"Z"#;
            const C: char = '"'; fn f<'a>(x: &'a str) -> &'a str { x }
            pub(in crate::b) fn g() {}
            #[cfg(test)]
            mod tests { use super::*; use crate::b::Fixture; }
            "##,
        ),
        ("k::a::inner", "use super::f;"),
        ("k::b", "use crate::a;"),
    ]);
    assert!(g.cycles().is_empty(), "{:?}", g.edges);
    // The inner module names its parent (one unit: no dependency); `k::a`
    // names nothing outside it.
    assert_eq!(g.edges["k::a::inner"], BTreeSet::from(["k::a".to_owned()]));
    assert!(!g.dependencies().contains_key("k::a::inner"));
    assert!(!g.edges.contains_key("k::a"), "{:?}", g.edges);
    assert_eq!(g.edges["k::b"], BTreeSet::from(["k::a".to_owned()]));
}

#[test]
fn use_trees_and_child_modules_are_followed() {
    let g = synthetic(&[
        ("k", "mod app; mod p; mod q;"),
        (
            "k::app",
            "pub mod mw; use self::mw::Layer; fn f() { mw::g() }",
        ),
        ("k::app::mw", "use crate::{p::{self, P}, q as other};"),
        ("k::p", ""),
        ("k::q", ""),
    ]);
    assert_eq!(g.edges["k::app"], BTreeSet::from(["k::app::mw".to_owned()]));
    assert_eq!(
        g.edges["k::app::mw"],
        BTreeSet::from(["k::p".to_owned(), "k::q".to_owned()])
    );
}

#[test]
fn a_rule_naming_a_missing_module_is_found() {
    let g = synthetic(&[("k", "mod http; mod cli;"), ("k::http", ""), ("k::cli", "")]);
    let rules = [Rule {
        from: &["k::cli", "k::shape"],
        to: &["k::http"],
        why: "a rule about a module that is gone",
    }];
    assert_eq!(g.missing_modules(&rules), vec!["k::shape"]);
}

#[test]
fn a_planted_import_against_the_layering_is_found() {
    let g = synthetic(&[
        ("k", "mod http; mod cli;"),
        ("k::http", ""),
        ("k::cli", "use crate::http::serve;"),
    ]);
    let rules = [Rule {
        from: &["k::cli"],
        to: &["k::http"],
        why: "the command line works without the server",
    }];
    assert_eq!(
        g.violations(&rules),
        vec!["k::cli names k::http: the command line works without the server"]
    );
}
