//! `sudoku-service generate`: puzzles at a chosen level or ER range, each
//! with exactly one solution and rated inside the band, reproducible from
//! `--seed` (puzzle `i` uses `derive_seed(seed, i)`).
//!
//! Text: one puzzle per line in the 81-character form (`.` for empty).
//! NDJSON: the shape of `/generate`'s puzzles ([`crate::answer::GeneratedJson`]):
//! `{"puzzle","solution","rating":{"er","ep","ed"},"level","seed","generator"}`.
//! A puzzle that cannot be generated gets
//! `error: cannot_generate puzzle <i>: <why>` (NDJSON:
//! `{"index":i,"error":{"code":"cannot_generate","detail":…}}`).
//! The summary on stderr names the seed of the run.

use std::fmt;
use std::io::{self, BufWriter, Write};
use std::time::{Instant, SystemTime, UNIX_EPOCH};

use clap::Args;
use serde::Serialize;

use crate::answer::{ErrorCode, GeneratedJson};
use crate::sudoku::generate::{derive_seed, generate, GenerateError, Spec, Symmetry, Target};
use crate::sudoku::logic::{Level, Rating};

use super::output::{in_memory, write_json_line, Format};
use super::parallel::{ordered_map, Chunk};
use super::progress::Progress;
use super::{thread_count, CliError, Status};

/// Arguments of `generate`.
#[derive(Debug, Clone, Args)]
pub struct GenerateArgs {
    /// Difficulty level: easy, medium, hard, expert, master, extreme.
    #[arg(long, value_parser = parse_level, required_unless_present_any = ["er_min", "er_max"], conflicts_with_all = ["er_min", "er_max"])]
    pub level: Option<Level>,

    /// Lowest ER accepted (with --er-max, instead of --level), e.g. 7.0.
    #[arg(long, value_name = "ER", value_parser = parse_er, requires = "er_max")]
    pub er_min: Option<Rating>,

    /// Highest ER accepted (with --er-min), e.g. 8.0.
    #[arg(long, value_name = "ER", value_parser = parse_er, requires = "er_min")]
    pub er_max: Option<Rating>,

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
        _ => return Err(CliError::Usage("give --level, or --er-min and --er-max")),
    };
    let spec = Spec::new(target)
        .with_symmetry(args.symmetry)
        .with_minimal(args.minimal);
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
}

/// Puzzles per chunk handed to a worker.
const CHUNK: u64 = 64;

/// Runs `generate` to the end: every puzzle printed in index order, then
/// the summary on stderr. Exit status 0 when every puzzle was generated.
pub fn run(args: &GenerateArgs) -> Result<Status, CliError> {
    let start = Instant::now();
    let spec = spec_of(args)?;
    let seed = args.seed.unwrap_or_else(drawn_seed);
    let count = args.count;
    let format = args.format;
    let mut progress = Progress::new(Some(count), "puzzles");
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut tally = Tally::default();
    let mut next = 0u64;
    let result = ordered_map(
        thread_count(args.threads),
        |max| {
            let len = CHUNK.min(max as u64).min(count - next);
            if len == 0 {
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
            let end = range.end;
            let mut bytes = Vec::with_capacity(range.clone().count() * 256);
            let mut t = Tally::default();
            for i in range {
                write_one(&mut bytes, &mut t, &spec, format, i, derive_seed(seed, i));
            }
            (bytes, t, end)
        },
        |(bytes, t, end): (Vec<u8>, Tally, u64)| {
            out.write_all(&bytes).map_err(CliError::Write)?;
            tally.generated += t.generated;
            tally.pooled += t.pooled;
            tally.failed += t.failed;
            progress.advance(t.generated + t.failed, end);
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
    eprintln!(
        "{} puzzles generated ({} from the pool, {} fresh), {} failed; seed {seed}; {wall:.3} s, {rate:.0} puzzles/s",
        tally.generated,
        tally.pooled,
        tally.generated - tally.pooled,
        tally.failed,
    );
    Ok(if tally.failed == 0 {
        Status::AllGood
    } else {
        Status::SomeFailed
    })
}

/// A seed for a run without `--seed`: the clock's nanoseconds, mixed.
fn drawn_seed() -> u64 {
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    derive_seed(nanos ^ u64::from(std::process::id()), 0)
}

/// Generates puzzle `index` and writes its line.
fn write_one(
    out: &mut Vec<u8>,
    tally: &mut Tally,
    spec: &Spec,
    format: Format,
    index: u64,
    seed: u64,
) {
    match generate(spec, seed) {
        Ok(g) => {
            tally.generated += 1;
            tally.pooled += u64::from(g.generator.starts_with("pool"));
            in_memory(match format {
                Format::Text => writeln!(out, "{}", g.puzzle),
                Format::Ndjson => write_json_line(out, &GeneratedJson(&g)),
            });
        }
        Err(e) => {
            tally.failed += 1;
            let detail = Detail(&e);
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
    }
}

/// The error's text without the "cannot generate: " prefix.
struct Detail<'a>(&'a GenerateError);

impl fmt::Display for Detail<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            GenerateError::CannotGenerate(why) => f.write_str(why),
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
        write_one(&mut a, &mut Tally::default(), &spec, Format::Ndjson, 0, 9);
        write_one(&mut b, &mut Tally::default(), &spec, Format::Ndjson, 0, 9);
        assert_eq!(a, b);
        let v: serde_json::Value = serde_json::from_slice(&a).unwrap();
        assert_eq!(v["level"], "medium");
        assert_eq!(v["seed"], 9);
    }
}
