//! Reading puzzle files: puzzles in any of the forms of [`super::forms`]
//! (one line of 81 cells, nine lines of nine, a JSON board), blank lines and
//! `#` comment lines skipped, every puzzle carrying its first 1-based line
//! number.
//!
//! The file is read in large blocks and cut into chunks of whole lines
//! ([`LineChunks`]), each cut after a line that [ends
//! puzzles](super::forms::ends_puzzles) (in the common case the chunk's
//! last line, an 81-cell line: only that line is looked at). Parsing is
//! part of a chunk's work ([`RawChunk::parsed`], [`parse_line`]), so
//! cutting stays cheap. A one-line puzzle costs no allocation. A line that
//! is not UTF-8 is not an I/O error: it is parsed lossily and reported as a
//! bad character.

use std::fs::File;
use std::io::{self, Read};
use std::mem;
use std::path::Path;

use crate::sudoku::{Grid, ParseError, CELLS};

use super::forms::{ends_puzzles, puzzles, PuzzleError};
use super::parallel::Chunk;
use super::CliError;

/// Read block size: large enough that reading is a small part of the work,
/// small enough to stay in a core's L2 cache, where the kernel's copy lands
/// and each chunk is copied from. (With 1 MiB, the first read faulted in
/// 256 fresh pages and the copies missed L2: reading 17_clue's 4 MB took
/// about twice the system time of 128 KiB reads.) It also caps a chunk at
/// about 1,600 lines of 82 bytes, more than a chunk's 2 ms of work.
const READ_BLOCK: usize = 128 * 1024;

/// The length of a typical line (81 cells and a newline): chunks are cut
/// by size, `max_lines` lines being `max_lines * LINE_BYTES` bytes.
pub const LINE_BYTES: usize = CELLS + 1;

/// A puzzle source: a file, or standard input for `-` or no path.
pub struct Input {
    name: String,
    size: Option<u64>,
    reader: Box<dyn Read + Send>,
}

impl Input {
    /// Opens `path`; `None` or `-` means standard input.
    pub fn open(path: Option<&Path>) -> Result<Input, CliError> {
        match path {
            None => Ok(Self::stdin()),
            Some(p) if p.as_os_str() == "-" => Ok(Self::stdin()),
            Some(p) => {
                let name = p.display().to_string();
                let file = File::open(p).map_err(|source| CliError::Open {
                    name: name.clone(),
                    source,
                })?;
                let size = file
                    .metadata()
                    .ok()
                    .filter(|m| m.is_file())
                    .map(|m| m.len());
                Ok(Input {
                    name,
                    size,
                    reader: Box::new(file),
                })
            }
        }
    }

    /// Reads puzzles from any reader (tests, and standard input).
    pub fn from_reader(name: &str, reader: impl Read + Send + 'static) -> Input {
        Input {
            name: name.to_owned(),
            size: None,
            reader: Box::new(reader),
        }
    }

    fn stdin() -> Input {
        Self::from_reader("standard input", io::stdin())
    }

    /// The name used in messages: the path as given, or `standard input`.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The size in bytes when the source is a regular file (for progress).
    pub fn size(&self) -> Option<u64> {
        self.size
    }

    /// The input cut into chunks of whole lines.
    pub fn chunks(self) -> LineChunks {
        LineChunks {
            name: self.name,
            reader: self.reader,
            buf: vec![0; READ_BLOCK],
            start: 0,
            end: 0,
            eof: false,
            failed: None,
            lines_out: 0,
            offset_out: 0,
        }
    }
}

/// Whole lines of the input, as read: the unit of work sent to a worker.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RawChunk {
    /// 1-based number of the chunk's first line.
    pub first_line: u64,
    /// Byte offset just past the chunk (for progress on files).
    pub end: u64,
    /// The lines, each ending in `\n` except perhaps the file's last.
    pub bytes: Vec<u8>,
}

impl RawChunk {
    /// The puzzles of the chunk with their first line numbers, parsed;
    /// blank lines and `#` comment lines are skipped (but counted).
    pub fn parsed(&self) -> impl Iterator<Item = (u64, Result<Grid, PuzzleError>)> + '_ {
        puzzles(&self.bytes, self.first_line, parse_line)
    }
}

/// Parses one puzzle line with the same rules as [`Grid::parse`], taking a
/// shortcut for the common case of exactly 81 cell characters.
pub fn parse_line(line: &[u8]) -> Result<Grid, ParseError> {
    let line = line.strip_suffix(b"\r").unwrap_or(line);
    if let Some(grid) = Grid::from_line_bytes(line) {
        return Ok(grid);
    }
    match std::str::from_utf8(line) {
        Ok(s) => Grid::parse(s),
        Err(_) => Grid::parse(&String::from_utf8_lossy(line)),
    }
}

/// The chunk source over an [`Input`]: reads blocks of `READ_BLOCK` bytes
/// and hands out whole lines; yields an error (once, after the complete
/// lines read before it) when reading fails.
pub struct LineChunks {
    name: String,
    reader: Box<dyn Read + Send>,
    /// `buf[start..end]` holds read bytes not yet handed out.
    buf: Vec<u8>,
    start: usize,
    end: usize,
    eof: bool,
    /// A read error, kept until the lines before it are out.
    failed: Option<io::Error>,
    lines_out: u64,
    offset_out: u64,
}

impl LineChunks {
    /// The next chunk of about `max_lines` lines, `None` at the end of the
    /// input. The chunk is cut by size, at the last line end within
    /// `max_lines` × [`LINE_BYTES`] bytes after which no puzzle continues
    /// (or at the first such place past it when there is none), so the
    /// lines are not looked at one by one here; the
    /// chunk's `items` is the number of lines it really holds (blank and
    /// comment lines count).
    ///
    /// The chunk's lines are copied into `spare` (whose contents are
    /// discarded), so that a run can reuse the buffers of chunks it has
    /// finished with; `Vec::new()` will do.
    pub fn next_chunk(
        &mut self,
        max_lines: usize,
        mut spare: Vec<u8>,
    ) -> Result<Option<Chunk<RawChunk>>, CliError> {
        let max_bytes = max_lines.max(1).saturating_mul(LINE_BYTES);
        // `buf[start..scanned]` is known to hold no place to cut, so that a long
        // line arriving in many reads is searched once, not once per read.
        let mut scanned = self.start;
        loop {
            let limit = self.start.saturating_add(max_bytes);
            let window_end = self.end.min(limit);
            let all_in = self.eof || self.failed.is_some();
            if window_end == limit || all_in {
                // A full window, or all that remains: cut at its last line end.
                let from = scanned.min(window_end);
                if let Some(k) = self.last_cut(from, window_end) {
                    return Ok(Some(self.cut(k, mem::take(&mut spare))));
                }
                // The first puzzle is longer than the window: cut after it.
                let from = scanned.max(window_end);
                if let Some(k) = self.first_cut(from, self.end) {
                    return Ok(Some(self.cut(k, mem::take(&mut spare))));
                }
                scanned = self.end;
            }
            if all_in {
                if let Some(source) = self.failed.take() {
                    self.eof = true;
                    return Err(CliError::Read {
                        name: std::mem::take(&mut self.name),
                        line: self.lines_out + 1,
                        source,
                    });
                }
                // The last line, without a newline.
                return Ok(
                    (self.start < self.end).then(|| self.cut(self.end, mem::take(&mut spare)))
                );
            }
            // Need more bytes: make room, then read.
            if self.end == self.buf.len() {
                if let Some(k) = self.last_cut(scanned, self.end) {
                    return Ok(Some(self.cut(k, mem::take(&mut spare))));
                }
                scanned = self.end;
                if self.start > 0 {
                    self.buf.copy_within(self.start..self.end, 0);
                    scanned -= self.start;
                    self.end -= self.start;
                    self.start = 0;
                } else {
                    // One line longer than the buffer.
                    self.buf.resize(self.buf.len() * 2, 0);
                }
            }
            match self.reader.read(&mut self.buf[self.end..]) {
                Ok(0) => self.eof = true,
                Ok(n) => self.end += n,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => self.failed = Some(e),
            }
        }
    }

    /// Where a chunk may end: just past the last newline in
    /// `buf[from..to]` that ends a line after which no puzzle continues
    /// ([`ends_puzzles`]). Lines are looked at from the last one back, so
    /// in a file of 81-cell lines only one is.
    fn last_cut(&self, from: usize, to: usize) -> Option<usize> {
        let mut to = to;
        while let Some(k) = memchr::memrchr(b'\n', &self.buf[from..to]) {
            let nl = from + k;
            if ends_puzzles(self.line_before(nl)) {
                return Some(nl + 1);
            }
            to = nl;
        }
        None
    }

    /// As [`Self::last_cut`], the first such place in `buf[from..to]`.
    fn first_cut(&self, from: usize, to: usize) -> Option<usize> {
        let mut from = from;
        while let Some(k) = memchr::memchr(b'\n', &self.buf[from..to]) {
            let nl = from + k;
            if ends_puzzles(self.line_before(nl)) {
                return Some(nl + 1);
            }
            from = nl + 1;
        }
        None
    }

    /// The line that ends at the newline `buf[nl]` (it starts after the
    /// previous newline, or at the unread part's start).
    fn line_before(&self, nl: usize) -> &[u8] {
        let start = memchr::memrchr(b'\n', &self.buf[self.start..nl])
            .map_or(self.start, |k| self.start + k + 1);
        &self.buf[start..nl]
    }

    /// Bytes handed out so far.
    pub fn offset(&self) -> u64 {
        self.offset_out
    }

    /// Hands out `buf[start..cut]`, whole lines (the last perhaps without
    /// its newline), in `bytes` (emptied first).
    fn cut(&mut self, cut: usize, mut bytes: Vec<u8>) -> Chunk<RawChunk> {
        bytes.clear();
        bytes.extend_from_slice(&self.buf[self.start..cut]);
        let lines = count_lines(&bytes);
        let first_line = self.lines_out + 1;
        self.lines_out += lines as u64;
        self.offset_out += bytes.len() as u64;
        self.start = cut;
        Chunk {
            data: RawChunk {
                first_line,
                end: self.offset_out,
                bytes,
            },
            items: lines,
        }
    }
}

/// The most lines a chunk should hold when `remaining` bytes of the input
/// are left for `threads` threads: about an eighth of each thread's share,
/// so that near the end the chunks shrink and the threads finish together
/// instead of one idling while another works through a full-size last
/// chunk.
pub fn tail_chunk_lines(remaining: u64, threads: usize) -> usize {
    let share = remaining / LINE_BYTES as u64 / (8 * threads.max(1) as u64);
    usize::try_from(share).unwrap_or(usize::MAX).max(1)
}

/// The lines in `bytes`: its newlines, plus one for a last line without
/// one (memchr counts with vector instructions).
fn count_lines(bytes: &[u8]) -> usize {
    let newlines = memchr::memchr_iter(b'\n', bytes).count();
    newlines + usize::from(bytes.last().is_some_and(|&b| b != b'\n'))
}

#[cfg(test)]
mod tests {
    use super::*;

    const P: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    /// Every puzzle of `text`, read in chunks of `max` lines, parsed.
    fn read_all(text: &[u8], max: usize) -> Vec<(u64, Result<Grid, PuzzleError>)> {
        let mut chunks = Input::from_reader("t", io::Cursor::new(text.to_vec())).chunks();
        let mut got = Vec::new();
        while let Some(c) = chunks.next_chunk(max, Vec::new()).unwrap() {
            assert!(c.items >= 1);
            assert_eq!(
                c.items,
                c.data.bytes.split_inclusive(|&b| b == b'\n').count()
            );
            // Cut by size: within the window, or at the first place to cut
            // past it (no line within the window ends puzzles).
            let window = max * LINE_BYTES;
            if c.data.bytes.len() > window {
                let mut end = 0;
                for line in c.data.bytes.split_inclusive(|&b| b == b'\n') {
                    end += line.len();
                    if end <= window && end < c.data.bytes.len() {
                        assert!(!crate::forms::ends_puzzles(line.trim_ascii_end()));
                    }
                }
            }
            got.extend(c.data.parsed());
        }
        got
    }

    #[test]
    fn skips_blank_and_comment_lines_and_counts_lines() {
        let text = format!(
            "# header\n\n   \n{P}\r\n  # indented comment\n{}x\n{P}",
            &P[..80]
        );
        for max in [1, 2, 3, 100] {
            let got = read_all(text.as_bytes(), max);
            assert_eq!(got.len(), 3);
            assert_eq!(got[0], (4, Grid::parse(P).map_err(PuzzleError::Line)));
            assert_eq!(got[1].0, 6);
            assert!(matches!(
                got[1].1,
                Err(PuzzleError::Line(ParseError::BadChar {
                    ch: 'x',
                    index: 80,
                    ..
                }))
            ));
            assert_eq!(got[2], (7, Grid::parse(P).map_err(PuzzleError::Line)));
        }
    }

    #[test]
    fn puzzles_over_several_lines_are_never_cut() {
        // BOJ blocks (with and without a blank line between) and a JSON
        // board spread over lines, read with windows of every size: the
        // same puzzles at the same lines.
        let block: String = P
            .as_bytes()
            .chunks(9)
            .map(|r| format!("{}\n", String::from_utf8_lossy(r).replace('.', "0")))
            .collect();
        let rows: Vec<String> = P
            .as_bytes()
            .chunks(9)
            .map(|r| {
                format!(
                    "{:?}",
                    r.iter()
                        .map(|&b| (b as char).to_string())
                        .collect::<Vec<_>>()
                )
            })
            .collect();
        let board = format!("[{}]\n", rows.join(",\n"));
        let text = format!("{block}{block}\n{board}{P}\n{block}{board}");
        let want = read_all(text.as_bytes(), 10_000);
        let firsts: Vec<u64> = want.iter().map(|(n, _)| *n).collect();
        assert_eq!(firsts, [1, 10, 20, 29, 30, 39]);
        assert!(want
            .iter()
            .all(|(_, g)| g.as_ref().ok() == Grid::parse(P).ok().as_ref()));
        for max in [1, 2, 5, 9, 12, 40] {
            assert_eq!(
                read_all(text.as_bytes(), max),
                want,
                "window of {max} lines"
            );
        }
    }

    #[test]
    fn chunks_shrink_near_the_end() {
        // 2 threads, 1000 lines left: an eighth of each one's 500 lines.
        assert_eq!(tail_chunk_lines(1000 * LINE_BYTES as u64, 2), 62);
        assert_eq!(tail_chunk_lines(10, 2), 1);
        assert_eq!(tail_chunk_lines(0, 0), 1);
    }

    #[test]
    fn a_line_is_not_cut_after_81_good_cells() {
        // 82 cells, then 81 good cells ending the file without a newline.
        let text = format!("{P}5\n{P}");
        for max in [1, 2, 100] {
            let got = read_all(text.as_bytes(), max);
            assert_eq!(got.len(), 2);
            assert_eq!(got[0].0, 1);
            assert!(
                matches!(
                    got[0].1,
                    Err(PuzzleError::Line(ParseError::CellCount { .. }))
                ),
                "{:?}",
                got[0]
            );
            assert_eq!(got[1], (2, Grid::parse(P).map_err(PuzzleError::Line)));
        }
    }

    #[test]
    fn fast_path_agrees_with_grid_parse() {
        let spaced = format!("{} {}", &P[..40], &P[40..]);
        let cases = [
            P,
            &P[..80],
            &spaced,
            "x".repeat(81).as_str(),
            &P.replace('5', "0"),
        ]
        .map(str::to_owned);
        for s in cases {
            assert_eq!(parse_line(s.as_bytes()), Grid::parse(&s), "{s}");
        }
    }

    #[test]
    fn lines_longer_than_a_block_and_many_lines_survive() {
        let long = format!("{}{P}\n", " ".repeat(READ_BLOCK + 10));
        let many = format!("{P}\n").repeat(30_000);
        let text = format!("{many}{long}{P}");
        let got = read_all(text.as_bytes(), 4096);
        assert_eq!(got.len(), 30_002);
        assert!(got
            .iter()
            .all(|(_, g)| g.as_ref().ok() == Grid::parse(P).ok().as_ref()));
        assert_eq!(got[30_001].0, 30_002);
    }

    #[test]
    fn invalid_utf8_is_a_bad_line_not_an_error() {
        let mut bytes = P.as_bytes().to_vec();
        bytes[3] = 0xff;
        bytes.push(b'\n');
        let got = read_all(&bytes, 10);
        assert_eq!(got.len(), 1);
        assert!(matches!(
            got[0].1,
            Err(PuzzleError::Line(ParseError::BadChar {
                ch: '\u{fffd}',
                index: 3,
                ..
            }))
        ));
    }

    /// Hands out its bytes, then fails.
    struct Failing(io::Cursor<Vec<u8>>);

    impl Read for Failing {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            match self.0.read(buf)? {
                0 => Err(io::Error::other("disk on fire")),
                n => Ok(n),
            }
        }
    }

    #[test]
    fn read_error_comes_after_the_complete_lines_with_their_number() {
        let text = format!("{P}\n{P}\n{}", &P[..10]);
        let mut chunks =
            Input::from_reader("f", Failing(io::Cursor::new(text.into_bytes()))).chunks();
        let first = chunks.next_chunk(100, Vec::new()).unwrap().unwrap();
        assert_eq!(first.items, 2);
        match chunks.next_chunk(100, Vec::new()) {
            Err(CliError::Read { name, line, .. }) => assert_eq!((name.as_str(), line), ("f", 3)),
            other => panic!(
                "expected a read error, got {:?}",
                other.map(|c| c.map(|c| c.items))
            ),
        }
    }
}
