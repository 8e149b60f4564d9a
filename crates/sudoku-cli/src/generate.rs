//! `sudoku-service generate`: puzzles at a chosen level or ER range, each
//! with exactly one solution and rated inside the band, reproducible from
//! `--seed` (puzzle `i` uses `derive_seed(seed, i)`, a repeat of an earlier
//! line skipped for the next derivation: the same puzzles as `/generate`).
//!
//! Text: one puzzle per line in the 81-character form (`.` for empty).
//! NDJSON: the shape of `/generate`'s puzzles ([`crate::answer::GeneratedJson`]):
//! `{"puzzle","solution","rating":{"er","ep","ed"},"level","seed","generator"}`.
//! A puzzle that cannot be generated gets
//! `error: cannot_generate puzzle <i>: <why>` (NDJSON:
//! `{"index":i,"error":{"code":"cannot_generate","detail":…}}`).
//! The summary on stderr names the seed of the run.

use std::collections::HashSet;
use std::fmt;
use std::io::{self, BufWriter, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use clap::Args;
use serde::Serialize;

use sudoku_api::endpoint;

use crate::answer::{ErrorCode, GeneratedJson};
use crate::sudoku::generate::{
    derive_seed, generate, GenerateError, Generated, Practice, Spec, Symmetry, Target,
    FRESH_VERSION,
};
use crate::sudoku::logic::{Level, Rating, Technique};

use super::output::{in_memory, write_json_line, Format};
use super::parallel::{ordered_map, Chunk};
use super::progress::Progress;
use super::{thread_count, CliError, Status};

/// Arguments of `generate`.
#[derive(Debug, Clone, Args)]
pub struct GenerateArgs {
    /// Difficulty level: easy, medium, hard, expert, master, extreme.
    #[arg(long, value_parser = parse_level, required_unless_present_any = ["er_min", "er_max", "technique"], conflicts_with_all = ["er_min", "er_max"])]
    pub level: Option<Level>,

    /// Lowest ER accepted (with --er-max, instead of --level), e.g. 7.0.
    #[arg(long, value_name = "ER", value_parser = parse_er, requires = "er_max")]
    pub er_min: Option<Rating>,

    /// Highest ER accepted (with --er-min), e.g. 8.0.
    #[arg(long, value_name = "ER", value_parser = parse_er, requires = "er_min")]
    pub er_max: Option<Rating>,

    /// Practice: every puzzle's solving path uses this technique (an id of
    /// `GET /techniques`, e.g. x_wing); alone, any ER.
    #[arg(long, value_name = "ID", value_parser = parse_technique)]
    pub technique: Option<Technique>,

    /// With --technique: no step is harder than the technique's hardest.
    #[arg(long, requires = "technique")]
    pub technique_hardest: bool,

    /// How many puzzles.
    #[arg(long, default_value_t = 1)]
    pub count: u64,

    /// Seed of the run [default: drawn, and printed in the summary]; puzzle
    /// i uses a seed derived from it and i.
    #[arg(long)]
    pub seed: Option<u64>,

    /// Symmetry of the givens: none, central (180°), diagonal, mirror.
    #[arg(long, value_parser = parse_symmetry, default_value = "none")]
    pub symmetry: Symmetry,

    /// No clue can be removed with the solution staying unique.
    #[arg(long)]
    pub minimal: bool,

    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,

    /// Worker threads [default: all cores]. The output is the same whatever the count.
    #[arg(long, value_parser = clap::value_parser!(u16).range(1..))]
    pub threads: Option<u16>,
}

fn parse_technique(s: &str) -> Result<Technique, String> {
    Technique::ALL
        .iter()
        .copied()
        .find(|t| t.id() == s)
        .ok_or_else(|| format!("unknown technique {s:?} (GET /techniques lists the ids)"))
}

fn parse_level(s: &str) -> Result<Level, String> {
    Level::from_id(s).ok_or_else(|| {
        let ids: Vec<&str> = Level::ALL.iter().map(|l| l.as_str()).collect();
        format!("unknown level (one of {})", ids.join(", "))
    })
}

fn parse_symmetry(s: &str) -> Result<Symmetry, String> {
    Symmetry::from_id(s).ok_or_else(|| {
        let ids: Vec<&str> = Symmetry::ALL.iter().map(|l| l.as_str()).collect();
        format!("unknown symmetry (one of {})", ids.join(", "))
    })
}

/// An ER like `7.2` (one decimal is kept, as SE rates) in 0.0-25.5.
fn parse_er(s: &str) -> Result<Rating, String> {
    let x: f64 = s.parse().map_err(|_| "not a number".to_string())?;
    if !(0.0..=25.5).contains(&x) {
        return Err("outside 0.0-25.5".to_string());
    }
    Ok(Rating((x * 10.0).round() as u16))
}

/// The spec of the arguments.
pub fn spec_of(args: &GenerateArgs) -> Result<Spec, CliError> {
    let target = match (args.level, args.er_min, args.er_max) {
        (Some(l), None, None) => Target::Level(l),
        (None, Some(min), Some(max)) => Target::Er { min, max },
        (None, None, None) if args.technique.is_some() => Target::Er {
            min: Rating(10),
            max: Rating(255),
        },
        _ => {
            return Err(CliError::Usage(
                "give --level, or --er-min and --er-max (or --technique)",
            ))
        }
    };
    let mut spec = Spec::new(target)
        .with_symmetry(args.symmetry)
        .with_minimal(args.minimal);
    if let Some(technique) = args.technique {
        spec = spec.with_practice(Practice {
            technique,
            hardest: args.technique_hardest,
        });
    }
    match spec.check() {
        Err(GenerateError::InvalidSpec {
            field: "er_min", ..
        }) => Err(CliError::Usage("--er-min is above --er-max")),
        Err(_) => Err(CliError::Usage("--er-max is below 1.0, the easiest step")),
        Ok(()) => Ok(spec),
    }
}

/// Counts of a `generate` run.
#[derive(Debug, Default)]
struct Tally {
    generated: u64,
    pooled: u64,
    failed: u64,
    repeats: u64,
}

/// Puzzles per chunk handed to a worker.
const CHUNK: u64 = 64;

/// Runs `generate` to the end: `count` distinct puzzles printed in order,
/// then the summary on stderr. Exit status 0 when every puzzle was
/// generated.
///
/// The output is [`generate_distinct`]'s for the run seed: puzzle k of
/// `derive_seed(seed, k)` for k = 0, 1, 2, …, a puzzle that repeats an
/// earlier line skipped (the top levels draw among verified transforms
/// only, tens of thousands of puzzles per band, so long runs meet repeats);
/// after `4 * count + 16` derivations the run stops short. Workers generate
/// ahead in chunks; the writer, in order, drops repeats and stops the
/// source once `count` lines are out.
///
/// [`generate_distinct`]: crate::sudoku::generate::generate_distinct
pub fn run(args: &GenerateArgs) -> Result<Status, CliError> {
    let start = Instant::now();
    let spec = spec_of(args)?;
    // Drawn as the server draws one: below 2⁵³, so `/generate` takes it too.
    let seed = args
        .seed
        .unwrap_or_else(|| endpoint::drawn_seed(endpoint::clock_entropy()));
    let count = args.count;
    let cap = 4 * count + 16;
    let format = args.format;
    let mut progress = Progress::new(Some(count), "puzzles");
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut tally = Tally::default();
    let mut seen = HashSet::new();
    let mut written = 0u64;
    let enough = AtomicBool::new(false);
    let mut next = 0u64;
    let result = ordered_map(
        thread_count(args.threads),
        |max| {
            let len = CHUNK.min(max as u64).min(cap - next);
            if len == 0 || enough.load(Ordering::Relaxed) {
                return Ok(None);
            }
            let range = next..next + len;
            next += len;
            Ok(Some(Chunk {
                data: range,
                items: len as usize,
            }))
        },
        |range: std::ops::Range<u64>| {
            range
                .map(|k| (k, generate(&spec, derive_seed(seed, k))))
                .collect::<Vec<_>>()
        },
        |made: Vec<(u64, Result<Generated, GenerateError>)>| {
            let mut bytes = Vec::with_capacity(made.len() * 256);
            let before = written;
            for (k, g) in made {
                if written == count {
                    break;
                }
                match g {
                    Ok(g) if !seen.insert(g.puzzle) => tally.repeats += 1,
                    Ok(g) => {
                        tally.generated += 1;
                        // Practice puzzles are pool seeds too.
                        tally.pooled += u64::from(g.generator != FRESH_VERSION);
                        write_generated(&mut bytes, format, &g);
                        written += 1;
                    }
                    Err(e) => {
                        tally.failed += 1;
                        write_failure(&mut bytes, format, k, &e);
                        written += 1;
                    }
                }
            }
            if written == count {
                enough.store(true, Ordering::Relaxed);
            }
            out.write_all(&bytes).map_err(CliError::Write)?;
            progress.advance(written - before, written);
            Ok(())
        },
    );
    progress.finish();
    let flushed = out.flush().map_err(CliError::Write);
    result?;
    flushed?;
    let wall = start.elapsed().as_secs_f64();
    let rate = if wall > 0.0 {
        tally.generated as f64 / wall
    } else {
        0.0
    };
    let short = count - written;
    eprintln!(
        "{} puzzles generated ({} from the pool, {} fresh), {} failed, {} repeats skipped{}; seed {seed}; {wall:.3} s, {rate:.0} puzzles/s",
        tally.generated,
        tally.pooled,
        tally.generated - tally.pooled,
        tally.failed,
        tally.repeats,
        if short > 0 {
            format!(", {short} short: too few distinct puzzles in {cap} tries")
        } else {
            String::new()
        },
    );
    Ok(if tally.failed == 0 && short == 0 {
        Status::AllGood
    } else {
        Status::SomeFailed
    })
}

/// Writes a generated puzzle's line.
fn write_generated(out: &mut Vec<u8>, format: Format, g: &Generated) {
    in_memory(match format {
        Format::Text => writeln!(out, "{}", g.puzzle),
        Format::Ndjson => write_json_line(out, &GeneratedJson(g)),
    });
}

/// Writes the line of derivation `index` that could not be generated.
fn write_failure(out: &mut Vec<u8>, format: Format, index: u64, e: &GenerateError) {
    let detail = Detail(e);
    in_memory(match format {
        Format::Text => writeln!(
            out,
            "error: {} puzzle {index}: {detail}",
            ErrorCode::CannotGenerate
        ),
        Format::Ndjson => write_json_line(
            out,
            &ErrorLine {
                index,
                error: ErrorBody {
                    code: ErrorCode::CannotGenerate.as_str(),
                    detail: detail.to_string(),
                },
            },
        ),
    });
}

/// The error's text without the "cannot generate: " prefix.
struct Detail<'a>(&'a GenerateError);

impl fmt::Display for Detail<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            GenerateError::CannotGenerate(why) => f.write_str(&sudoku_api::endpoint::named(why)),
            other => write!(f, "{other}"),
        }
    }
}

#[derive(Serialize)]
struct ErrorLine {
    index: u64,
    error: ErrorBody,
}

#[derive(Serialize)]
struct ErrorBody {
    code: &'static str,
    detail: String,
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;

    #[derive(Parser)]
    struct T {
        #[command(flatten)]
        a: GenerateArgs,
    }

    fn args(v: &[&str]) -> Result<GenerateArgs, clap::Error> {
        T::try_parse_from(std::iter::once("t").chain(v.iter().copied())).map(|t| t.a)
    }

    #[test]
    fn specs_from_arguments() {
        let a = args(&["--level", "hard", "--symmetry", "central", "--minimal"]).unwrap();
        let s = spec_of(&a).unwrap();
        assert_eq!(s.target, Target::Level(Level::Hard));
        assert_eq!((s.symmetry, s.minimal), (Symmetry::Central, true));
        let a = args(&["--er-min", "7.0", "--er-max", "8"]).unwrap();
        assert_eq!(
            spec_of(&a).unwrap().target,
            Target::Er {
                min: Rating(70),
                max: Rating(80)
            }
        );
        assert!(spec_of(&args(&["--er-min", "8", "--er-max", "7"]).unwrap()).is_err());
        assert!(args(&[]).is_err());
        assert!(args(&["--level", "hard", "--er-min", "2", "--er-max", "3"]).is_err());
        assert!(args(&["--level", "harder"]).is_err());
        assert!(args(&["--er-min", "2"]).is_err());
        assert!(args(&["--level", "easy", "--symmetry", "spiral"]).is_err());
    }

    #[test]
    fn lines_are_reproducible() {
        let spec = Spec::new(Target::Level(Level::Medium));
        let (mut a, mut b) = (Vec::new(), Vec::new());
        write_generated(&mut a, Format::Ndjson, &generate(&spec, 9).unwrap());
        write_generated(&mut b, Format::Ndjson, &generate(&spec, 9).unwrap());
        assert_eq!(a, b);
        let v: serde_json::Value = serde_json::from_slice(&a).unwrap();
        assert_eq!(v["level"], "medium");
        assert_eq!(v["seed"], 9);
    }
}
