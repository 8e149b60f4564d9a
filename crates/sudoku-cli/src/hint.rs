//! `sudoku-service hint [GRID|-]`: the next step for one player's grid, or
//! their mistakes, from the core's [`hint`](crate::sudoku::logic::hint())
//! through `/hint`'s answer ([`endpoint::hinted`]).
//!
//! Input: the player's grid (81 cells, `.` or `0` empty; whitespace
//! ignored, so BOJ 2580's nine lines work too; or LeetCode 37's JSON
//! board, [`super::forms::parse_one`]) as the argument, from a file with
//! `@FILE`, or on standard input (`-` or no argument); a file name given
//! as the grid is a usage error that says so. `--givens GRID`: the
//! puzzle's givens in the same forms, so that wrong digits can be found
//! (without it the grid is the puzzle).
//! `--candidates MARKS`: the player's pencil marks, 81 entries in reading
//! order separated by commas and/or whitespace, each the cell's digits
//! (`137`), or `.` or `-` for a cell without marks (it then counts as
//! having every candidate); `@FILE` reads the entries from a file.
//!
//! Text output: `step: <technique> (<rating>)` then `nudge:`, `hint:`,
//! `full:` lines and the result as `place: r1c2=5` / `remove: r4c5<>3`
//! lines (1-based); `mistakes: <n>` then one line per mistake; `done`;
//! `stuck: budget|stuck`. JSON (`--format json`): the hint shape of
//! `/hint`. An input that cannot be hinted: `error: <code>: <detail>`
//! (text) or `{"error":{"code","detail"}}` (JSON), exit status 1.

use std::fmt::Write as _;
use std::io::{self, Read, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use clap::{Args, ValueEnum};
use serde::Serialize;
use sudoku_api::endpoint;

use crate::answer::logic::incomplete_str;
use crate::answer::{ConflictsJson, ErrorCode, HintJson, ProblemJson};
use crate::sudoku::logic::{
    hint_with, Hint, HintError, HintMode, HintOptions, Mistake, PencilMarks, Style,
};
use crate::sudoku::{Budget, Pos};
use sudoku_api::text::{explain_placement, explain_step, technique_name, Language};

use super::forms::parse_one;
use super::output::past_field;

/// Arguments of `hint`.
#[derive(Debug, Clone, Args)]
pub struct HintArgs {
    /// The player's grid (81 cells, `1`-`9`, `.` or `0` for empty, whitespace ignored; or a JSON board); `@FILE` reads it from a file. `-` or nothing reads standard input.
    #[arg(value_name = "GRID")]
    pub grid: Option<String>,

    /// The puzzle's givens (same forms, `@FILE` too); without them the grid is the puzzle and wrong digits cannot be told.
    #[arg(long, value_name = "GRID")]
    pub givens: Option<String>,

    /// Pencil marks: 81 entries, comma/space separated, each the cell's digits (`137`) or `.`/`-` for none; `@FILE` reads them from a file.
    #[arg(long, value_name = "MARKS")]
    pub candidates: Option<String>,

    /// Output format.
    #[arg(long, value_enum, default_value_t = HintFormat::Text)]
    pub format: HintFormat,

    /// Time budget of the step search, in milliseconds; 0: no limit.
    #[arg(long, value_name = "MS", default_value_t = 1000)]
    pub budget_ms: u64,

    /// The language of the step's texts and technique name (`en`, `ko`, `ja`, or a tag such
    /// as `ko-KR`), as the server takes it from `Accept-Language`.
    #[arg(long, value_name = "TAG", default_value = "en", value_parser = crate::lang::parse)]
    pub lang: Language,

    /// The path the step follows: `se`, SukakuExplainer's (the rating's), or `learner`, the
    /// techniques players learn from HoDoKu and SudokuWiki, in HoDoKu's order.
    #[arg(long, value_enum, default_value_t = StyleArg::Se)]
    pub style: StyleArg,
}

/// `--style` of `hint`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum, Default)]
pub enum StyleArg {
    /// SukakuExplainer's path.
    #[default]
    Se,
    /// The learner path.
    Learner,
}

impl From<StyleArg> for Style {
    fn from(s: StyleArg) -> Style {
        match s {
            StyleArg::Se => Style::Se,
            StyleArg::Learner => Style::Learner,
        }
    }
}

/// Output format of `hint`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum, Default)]
pub enum HintFormat {
    /// Plain lines.
    #[default]
    Text,
    /// The `/hint` JSON shape.
    Json,
}

/// The work's result, for `/hint`'s answer ([`endpoint::hinted`]).
struct Worked {
    hint: Result<Hint, HintError>,
    sent_givens: bool,
}

/// Runs `hint`: 0 with an answer (step, mistakes, done, stuck), 1 when
/// the input cannot be hinted, 2 on a usage or I/O error.
pub fn main(args: HintArgs) -> ExitCode {
    let worked = match work(&args) {
        Ok(worked) => worked,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    // `/hint`'s answer, without its time (the command line shows none);
    // its problems lose the request field they name: one grid was given.
    let answer = worked.as_ref().map_err(Clone::clone).and_then(|w| {
        endpoint::hinted(&w.hint, w.sent_givens, args.lang, 0).map_err(|p| ProblemJson {
            detail: past_field(&p.detail).to_owned(),
            ..p
        })
    });
    let mut out = String::new();
    let code = match answer {
        Ok(answer) => {
            render(&answer.answer, args.format, args.lang, &mut out);
            ExitCode::SUCCESS
        }
        Err(refusal) => {
            render_refusal(&refusal, args.format, &mut out);
            ExitCode::from(1)
        }
    };
    let mut stdout = io::stdout().lock();
    if let Err(e) = stdout
        .write_all(out.as_bytes())
        .and_then(|()| stdout.flush())
    {
        eprintln!("error: cannot write to standard output: {e}");
        return ExitCode::from(2);
    }
    code
}

/// The work on the input (the core's hint), the input's own refusal (a
/// grid or marks that do not parse), or an I/O error reading it.
fn work(args: &HintArgs) -> io::Result<Result<Worked, ProblemJson>> {
    let text = match args.grid.as_deref() {
        None | Some("-") => {
            let mut s = String::new();
            io::stdin().read_to_string(&mut s)?;
            s
        }
        Some(g) => grid_text(g, "GRID")?,
    };
    let grid = match parse_one(&text) {
        Ok(g) => g,
        Err(e) => {
            if let Some(g) = args.grid.as_deref() {
                not_a_file_name(g, "GRID")?;
            }
            return Ok(Err(ProblemJson::new(ErrorCode::InvalidGrid, e.to_string())));
        }
    };
    let givens_text = match args.givens.as_deref() {
        Some(g) => Some(grid_text(g, "--givens")?),
        None => None,
    };
    let givens = match givens_text.as_deref().map(parse_one) {
        None => None,
        Some(Ok(g)) => Some(g),
        Some(Err(e)) => {
            if let Some(g) = args.givens.as_deref() {
                not_a_file_name(g, "--givens")?;
            }
            return Ok(Err(ProblemJson::new(
                ErrorCode::InvalidGrid,
                format!("givens: {e}"),
            )));
        }
    };
    let marks = match args.candidates.as_deref() {
        None => None,
        Some(spec) => {
            let text = match spec.strip_prefix('@') {
                Some(path) => std::fs::read_to_string(PathBuf::from(path))
                    .map_err(|e| io::Error::new(e.kind(), format!("cannot read {path}: {e}")))?,
                None => spec.to_owned(),
            };
            match parse_marks(&text) {
                Ok(m) => Some(m),
                Err(detail) => return Ok(Err(ProblemJson::new(ErrorCode::InvalidRequest, detail))),
            }
        }
    };
    let budget = match args.budget_ms {
        0 => Budget::unlimited(),
        ms => Budget::unlimited().with_timeout(Duration::from_millis(ms)),
    };
    Ok(Ok(Worked {
        hint: hint_with(
            &grid,
            givens.as_ref(),
            marks.as_ref(),
            HintOptions {
                mode: HintMode::Step,
                style: args.style.into(),
            },
            &budget,
        ),
        sent_givens: givens.is_some(),
    }))
}

/// The text of a grid argument: the argument itself, or with `@FILE` the
/// file's contents (as `--candidates` reads its file).
fn grid_text(arg: &str, what: &str) -> io::Result<String> {
    match arg.strip_prefix('@') {
        Some(path) => std::fs::read_to_string(PathBuf::from(path))
            .map_err(|e| io::Error::new(e.kind(), format!("{what}: cannot read {path}: {e}"))),
        None => Ok(arg.to_owned()),
    }
}

/// A usage error when a grid argument that does not parse names a file:
/// `hint` takes one grid, not a file of puzzles as `solve` and `grade` do,
/// and "unexpected character" about a path would not say so.
fn not_a_file_name(arg: &str, what: &str) -> io::Result<()> {
    if arg.starts_with('@') || !std::path::Path::new(arg).is_file() {
        return Ok(());
    }
    Err(io::Error::new(
        io::ErrorKind::InvalidInput,
        format!(
            "{what}: {arg} is a file, not a grid; hint takes one grid: write @{arg} to read \
             it from the file, or give the grid itself (solve, validate and grade read files \
             of puzzles)"
        ),
    ))
}

/// Pencil marks from 81 entries separated by commas and/or whitespace:
/// digits, or `.`/`-` for none. The error names the entry and its cell.
pub fn parse_marks(text: &str) -> Result<PencilMarks, String> {
    let entries: Vec<&str> = text
        .split(|c: char| c == ',' || c.is_ascii_whitespace())
        .filter(|e| !e.is_empty())
        .collect();
    if entries.len() != 81 {
        return Err(format!(
            "candidates: expected 81 entries, got {}",
            entries.len()
        ));
    }
    let mut marks = PencilMarks::NONE;
    for (i, e) in entries.iter().enumerate() {
        let pos = Pos::from_index(i);
        if *e == "." || *e == "-" {
            continue;
        }
        let mut digits = Vec::with_capacity(e.len());
        for ch in e.chars() {
            match ch.to_digit(10) {
                Some(d) => digits.push(d as u8),
                None => {
                    return Err(format!(
                        "candidates: unexpected character {ch:?} at r{}c{}",
                        pos.row() + 1,
                        pos.col() + 1
                    ))
                }
            }
        }
        marks
            .set(pos, &digits)
            .map_err(|err| format!("candidates: {err}"))?;
    }
    Ok(marks)
}

fn cell(p: Pos) -> String {
    format!("r{}c{}", p.row() + 1, p.col() + 1)
}

/// The answer, as text or JSON, into `out`.
fn render(answer: &HintJson<'_>, format: HintFormat, lang: Language, out: &mut String) {
    let h = answer.0;
    if format == HintFormat::Json {
        match serde_json::to_string(answer) {
            Ok(s) => out.push_str(&s),
            Err(e) => out.push_str(&format!("{{\"error\":\"{e}\"}}")),
        }
        out.push('\n');
        return;
    }
    // Writing to a String cannot fail.
    let step = match h {
        Hint::Step(s) => Some((s, explain_step(s, lang))),
        Hint::Placement(p) => Some((&p.step, explain_placement(p, &p.step.messages(), lang))),
        _ => None,
    };
    let _ = match (h, step) {
        (_, Some((s, e))) => {
            let _ = writeln!(
                out,
                "step: {} ({})",
                technique_name(s.technique, lang),
                s.rating
            );
            let _ = writeln!(out, "nudge: {}", e.nudge);
            let _ = writeln!(out, "hint: {}", e.hint);
            let _ = writeln!(out, "full: {}", e.full);
            for p in &s.placements {
                let _ = writeln!(out, "place: {}={}", cell(p.pos), p.digit);
            }
            for x in &s.eliminations {
                let _ = writeln!(out, "remove: {}<>{}", cell(x.pos), x.digit);
            }
            Ok(())
        }
        (Hint::Mistakes(list), _) => {
            let _ = writeln!(out, "mistakes: {}", list.len());
            for m in list {
                let _ = match m {
                    Mistake::WrongDigit { pos, digit } => {
                        writeln!(out, "wrong digit: {} is not {digit}", cell(*pos))
                    }
                    Mistake::MissingCandidate { pos, digit } => writeln!(
                        out,
                        "missing candidate: {} needs the mark {digit}",
                        cell(*pos)
                    ),
                    Mistake::Conflict(c) => {
                        let cells: Vec<String> = c.cells.iter().map(|&p| cell(p)).collect();
                        writeln!(
                            out,
                            "conflict: {} repeats in {} {} at {}",
                            c.digit,
                            c.unit.kind,
                            c.unit.index + 1,
                            cells.join(", ")
                        )
                    }
                };
            }
            Ok(())
        }
        (Hint::Stuck(why), _) => writeln!(out, "stuck: {}", incomplete_str(*why)),
        _ => writeln!(out, "done"),
    };
}

#[derive(Serialize)]
struct ErrorJson<'a> {
    error: ErrorBody<'a>,
}

#[derive(Serialize)]
struct ErrorBody<'a> {
    code: ErrorCode,
    detail: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    conflicts: Option<ConflictsJson<'a>>,
}

fn render_refusal(r: &ProblemJson, format: HintFormat, out: &mut String) {
    match format {
        HintFormat::Text => {
            let _ = writeln!(out, "error: {}: {}", r.code, r.detail);
        }
        HintFormat::Json => {
            let body = ErrorJson {
                error: ErrorBody {
                    code: r.code,
                    detail: &r.detail,
                    conflicts: r.conflicts.as_deref().map(ConflictsJson),
                },
            };
            match serde_json::to_string(&body) {
                Ok(s) => out.push_str(&s),
                Err(e) => out.push_str(&format!("{{\"error\":\"{e}\"}}")),
            }
            out.push('\n');
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_parse_and_errors_name_the_cell() {
        let mut entries = vec!["."; 81];
        entries[4] = "137";
        let m = parse_marks(&entries.join(",")).unwrap();
        assert_eq!(m.mask(Pos::new(0, 4).unwrap()), 0b100_0101);
        assert_eq!(m.mask(Pos::new(0, 0).unwrap()), 0);
        let spaced = entries.join(" ");
        assert_eq!(parse_marks(&spaced).unwrap(), m);
        entries[10] = "40";
        assert_eq!(
            parse_marks(&entries.join(",")).unwrap_err(),
            "candidates: the pencil mark 0 at r2c2 is not a digit 1-9"
        );
        entries[10] = "4x";
        assert!(parse_marks(&entries.join(","))
            .unwrap_err()
            .contains("r2c2"));
        assert!(parse_marks("1,2").unwrap_err().contains("81 entries"));
    }
}
