//! The run shared by `solve`, `validate` and `grade`: open the input, cut it
//! into chunks of lines, let the workers parse, compute and format each
//! puzzle into a per-chunk buffer, write the buffers in input order, then
//! print the summary and choose the exit status.
//!
//! Reading only cuts the input into chunks of whole lines and writing only
//! writes bytes; everything per puzzle (parsing, the work, formatting,
//! counting) happens on the workers, so the run scales with them.

use std::fmt;
use std::io::{self, BufWriter, Write};
use std::path::PathBuf;

use clap::Args;
use std::time::Instant;

use crate::sudoku::Grid;

use super::buffers::Buffers;
use super::forms::PuzzleError;
use super::input::{tail_chunk_lines, Input, RawChunk};
use super::parallel::ordered_map;
use super::progress::Progress;
use super::summary::{Tally, Timed};
use super::{thread_count, CliError, Status};

/// The arguments every file command shares.
#[derive(Debug, Clone, Args)]
pub struct FileArgs {
    /// Input file of puzzles, each one line of 81 cells (`1`-`9` digits, `0` or `.` empty),
    /// nine lines of nine cells (BOJ 2580), or a JSON board (LeetCode 37); blank and `#` lines
    /// skipped. `-` or nothing reads standard input.
    #[arg(value_name = "FILE")]
    pub input: Option<PathBuf>,

    /// Worker threads [default: all cores]. The output order is the input order whatever the count.
    #[arg(long, value_parser = clap::value_parser!(u16).range(1..))]
    pub threads: Option<u16>,
}

/// Output buffer size: small, so that the output of a typical chunk (tens
/// of KiB) is larger and goes to the file directly instead of being copied
/// into the buffer first; the buffer gathers the output of small chunks.
const WRITE_BUFFER: usize = 16 * 1024;

/// What one command does with each puzzle line, on a worker thread.
pub trait LineTask: Sync {
    /// The command's counts.
    type Tally: Tally;

    /// An empty tally (one per chunk, one for the run).
    fn tally(&self) -> Self::Tally;

    /// Handles puzzle line `line` (1-based) that parsed to `grid`: appends
    /// its output line to `out` and counts it in `tally`.
    fn line(
        &self,
        line: u64,
        grid: Result<Grid, PuzzleError>,
        out: &mut Vec<u8>,
        tally: &mut Self::Tally,
    );
}

/// A worked chunk on its way to the writer.
struct Done<T> {
    /// Output lines.
    bytes: Vec<u8>,
    tally: T,
    /// Puzzles in the chunk.
    puzzles: u64,
    /// Byte offset just past the chunk.
    end: u64,
}

/// Works one chunk into a buffer from `buffers`, handing the chunk's own
/// buffer back.
fn work<T: LineTask>(task: &T, chunk: RawChunk, buffers: &Buffers) -> Done<T::Tally> {
    // A solution line is 82 bytes, about the size of its puzzle line.
    let mut bytes = buffers.take(chunk.bytes.len() + 64);
    let mut tally = task.tally();
    let mut puzzles = 0;
    for (line, grid) in chunk.parsed() {
        task.line(line, grid, &mut bytes, &mut tally);
        puzzles += 1;
    }
    buffers.give(chunk.bytes);
    Done {
        bytes,
        tally,
        puzzles,
        end: chunk.end,
    }
}

/// Runs `task` over every puzzle line of `file.input` (a path, `-` or `None`
/// for standard input) on `file.threads` workers, writes the output lines to
/// standard output in input order, then the summary to standard error.
///
/// `noun` names what the progress bar counts ("puzzles", "grids").
pub fn run<T: LineTask>(file: &FileArgs, noun: &str, task: &T) -> Result<Status, CliError>
where
    Timed<T::Tally>: fmt::Display,
{
    let start = Instant::now();
    let input = Input::open(file.input.as_deref())?;
    let mut progress = Progress::new(input.size(), noun);
    let mut tally = task.tally();
    let stdout = io::stdout();
    let mut out = BufWriter::with_capacity(WRITE_BUFFER, stdout.lock());
    let size = input.size();
    let mut chunks = input.chunks();
    let threads = thread_count(file.threads);
    let buffers = Buffers::new();

    let result = ordered_map(
        threads,
        |max| {
            // Shrink the chunks near the end of a file of known size (not
            // past it: a file that grew, or reports no size, keeps `max`).
            let max = match size {
                Some(size) if chunks.offset() < size => {
                    max.min(tail_chunk_lines(size - chunks.offset(), threads))
                }
                _ => max,
            };
            chunks.next_chunk(max, buffers.take(0))
        },
        |chunk| work(task, chunk, &buffers),
        |done: Done<T::Tally>| {
            out.write_all(&done.bytes).map_err(CliError::Write)?;
            buffers.give(done.bytes);
            tally.merge(&done.tally);
            progress.advance(done.puzzles, done.end);
            Ok(())
        },
    );
    progress.finish();
    let flushed = out.flush().map_err(CliError::Write);
    result?;
    flushed?;
    let all_good = tally.all_good();
    // Formatted first: standard error is unbuffered, and the summary's
    // pieces would each be a write.
    let summary = Timed {
        tally,
        wall: start.elapsed(),
    }
    .to_string();
    eprintln!("{summary}");
    Ok(if all_good {
        Status::AllGood
    } else {
        Status::SomeFailed
    })
}
