//! Reading puzzle files: one grid per line, blank lines and `#` comment lines
//! skipped, every puzzle carrying its 1-based line number.
//!
//! Lines are read as bytes into one reused buffer and parsed right away with
//! [`Grid::parse`] (the same rules as everywhere else: ASCII whitespace
//! ignored), so a puzzle costs no allocation. A line that is not UTF-8 is not
//! an I/O error: it is parsed lossily and reported as a bad character.

use std::fs::File;
use std::io::{self, BufRead, BufReader, Read};
use std::path::Path;

use crate::sudoku::{Grid, ParseError};

use super::CliError;

/// Read buffer size: large enough that reading is a small part of the work.
const READ_BUFFER: usize = 256 * 1024;

/// A puzzle source: a file, or standard input for `-` or no path.
pub struct Input {
    name: String,
    size: Option<u64>,
    reader: Box<dyn BufRead + Send>,
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
                    reader: Box::new(BufReader::with_capacity(READ_BUFFER, file)),
                })
            }
        }
    }

    /// Reads puzzles from any reader (tests, and standard input).
    pub fn from_reader(name: &str, reader: impl Read + Send + 'static) -> Input {
        Input {
            name: name.to_owned(),
            size: None,
            reader: Box::new(BufReader::with_capacity(READ_BUFFER, reader)),
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

    /// The puzzles, in order.
    pub fn puzzles(self) -> Puzzles {
        Puzzles {
            name: self.name,
            reader: self.reader,
            buf: Vec::with_capacity(128),
            line: 0,
            offset: 0,
        }
    }
}

/// One puzzle line: where it was and what it parsed to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Puzzle {
    /// 1-based line number in the input.
    pub line: u64,
    /// Byte offset just past this line (for progress on files).
    pub end: u64,
    /// The grid, or why the line is not one.
    pub grid: Result<Grid, ParseError>,
}

/// Iterator over the puzzles of an [`Input`]; yields an error (once, then
/// stops) when reading fails.
pub struct Puzzles {
    name: String,
    reader: Box<dyn BufRead + Send>,
    buf: Vec<u8>,
    line: u64,
    offset: u64,
}

impl Iterator for Puzzles {
    type Item = Result<Puzzle, CliError>;

    fn next(&mut self) -> Option<Self::Item> {
        loop {
            self.buf.clear();
            let n = match self.reader.read_until(b'\n', &mut self.buf) {
                Ok(0) => return None,
                Ok(n) => n,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(source) => {
                    let err = CliError::Read {
                        name: std::mem::take(&mut self.name),
                        line: self.line + 1,
                        source,
                    };
                    // Stop after the first read error.
                    self.reader = Box::new(io::empty());
                    return Some(Err(err));
                }
            };
            self.line += 1;
            self.offset += n as u64;
            let first = self.buf.iter().find(|b| !b.is_ascii_whitespace());
            match first {
                None | Some(b'#') => continue,
                Some(_) => {}
            }
            let grid = match std::str::from_utf8(&self.buf) {
                Ok(s) => Grid::parse(s),
                Err(_) => Grid::parse(&String::from_utf8_lossy(&self.buf)),
            };
            return Some(Ok(Puzzle {
                line: self.line,
                end: self.offset,
                grid,
            }));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const P: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    #[test]
    fn skips_blank_and_comment_lines_and_counts_lines() {
        let text = format!(
            "# header\n\n   \n{P}\r\n  # indented comment\n{}x\n{P}",
            &P[..80]
        );
        let got: Vec<Puzzle> = Input::from_reader("t", io::Cursor::new(text.into_bytes()))
            .puzzles()
            .collect::<Result<_, _>>()
            .unwrap();
        assert_eq!(got.len(), 3);
        assert_eq!(got[0].line, 4);
        assert_eq!(got[0].grid, Grid::parse(P));
        assert_eq!(got[1].line, 6);
        assert!(matches!(
            got[1].grid,
            Err(ParseError::BadChar {
                ch: 'x',
                index: 80,
                ..
            })
        ));
        assert_eq!(got[2].line, 7);
        assert!(got[2].grid.is_ok());
    }

    #[test]
    fn invalid_utf8_is_a_bad_line_not_an_error() {
        let mut bytes = P.as_bytes().to_vec();
        bytes[3] = 0xff;
        bytes.push(b'\n');
        let got: Vec<_> = Input::from_reader("t", io::Cursor::new(bytes))
            .puzzles()
            .collect();
        assert_eq!(got.len(), 1);
        let p = got[0].as_ref().unwrap();
        assert!(matches!(
            p.grid,
            Err(ParseError::BadChar {
                ch: '\u{fffd}',
                index: 3,
                ..
            })
        ));
    }
}
