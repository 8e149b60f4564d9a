//! The three forms a puzzle file may hold, detected per puzzle, and where a
//! file may be cut between puzzles.
//!
//! - One line of 81 cells (`1`-`9`, `0` or `.` empty; whitespace ignored).
//! - BOJ 2580's nine lines of nine cells (space-separated or not): a line
//!   of at most [`ROW_MAX`] characters besides whitespace starts a block,
//!   and the next such lines continue it, up to nine. A block of one line is
//!   read as a one-line puzzle (so a short line is "expected 81 cells").
//! - LeetCode 37's JSON board (`[["5","3",".",…],…]`, or rows of integers
//!   as the API takes them): a line starting with `[` starts it, and it
//!   runs until its brackets close, on one line or spread over several.
//!
//! Blank lines and `#` comment lines are skipped and end any puzzle, as
//! does a line that [ends puzzles](ends_puzzles) (a long line without
//! JSON punctuation, such as an 81-cell line): no puzzle spans such a line,
//! so the reader may cut the file into chunks after one without looking
//! further (see [`super::input`]).
//!
//! Errors carry the puzzle's first line number (the caller prints it);
//! their text names the row (and its line) inside a nine-line block, and
//! the cell of a JSON board as the API does (`grid[4][8]: …`).

use std::fmt;

use serde_json::Value;

use crate::sudoku::{Grid, ParseError, CELLS};

/// The most characters besides whitespace a line of a nine-line block may
/// have: a row has 9, a one-line puzzle 81; fewer than two rows' worth.
pub const ROW_MAX: usize = 17;

/// Why a puzzle (of any form) is not a grid.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PuzzleError {
    /// A one-line puzzle, as the core words it.
    Line(ParseError),
    /// Row `row` (1-based, on file line `line`) of a nine-line block does
    /// not hold nine cells: `got` of them, or a character `bad` that is not
    /// a cell.
    Row {
        /// 1-based row within the block.
        row: usize,
        /// 1-based line of the file.
        line: u64,
        /// Cells found.
        got: usize,
        /// The first character that is not a cell, if any.
        bad: Option<char>,
    },
    /// A nine-line block that stops after this many lines.
    Rows(usize),
    /// A JSON board: the detail (`grid[4][8]: …`, `not valid JSON: …`).
    Board(String),
}

impl fmt::Display for PuzzleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PuzzleError::Line(e) => e.fmt(f),
            PuzzleError::Row {
                row,
                line,
                bad: Some(ch),
                ..
            } => write!(
                f,
                "unexpected character {ch:?} in row {row} (line {line}) of a puzzle in nine lines"
            ),
            PuzzleError::Row { row, line, got, .. } => write!(
                f,
                "row {row} (line {line}) has {got} cells; a puzzle in nine lines has 9 in each row"
            ),
            PuzzleError::Rows(n) => {
                write!(f, "a puzzle in nine lines of 9 cells stops after {n} lines")
            }
            PuzzleError::Board(detail) => f.write_str(detail),
        }
    }
}

/// The non-whitespace bytes of `line`.
fn solid(line: &[u8]) -> impl Iterator<Item = u8> + '_ {
    line.iter().copied().filter(|b| !b.is_ascii_whitespace())
}

fn is_blank_or_comment(line: &[u8]) -> bool {
    matches!(solid(line).next(), None | Some(b'#'))
}

fn starts_board(line: &[u8]) -> bool {
    solid(line).next() == Some(b'[')
}

/// Whether `line` can be a row of a nine-line block.
fn is_row(line: &[u8]) -> bool {
    !is_blank_or_comment(line) && !starts_board(line) && solid(line).nth(ROW_MAX).is_none()
}

/// Whether no puzzle continues past `line`: a blank or comment line, or a
/// line longer than a row with no JSON punctuation (it cannot be part of a
/// block, nor of a valid board). The file may be cut after such a line.
pub fn ends_puzzles(line: &[u8]) -> bool {
    is_blank_or_comment(line)
        || (solid(line).nth(ROW_MAX).is_some() && !line.iter().any(|b| b"[]{}\",".contains(b)))
}

/// Cuts `bytes` (whole lines, numbered from `first_line`) into puzzles and
/// parses each: `(first line, grid or why not)`. `one_line` parses a
/// one-line puzzle.
///
/// A line of exactly 81 cell characters (the common case) is cut and
/// parsed in one pass over its bytes: the cells are all digits or `.`, so
/// none of them is a newline and the line ends at byte 81.
pub fn puzzles<'a>(
    bytes: &'a [u8],
    first_line: u64,
    one_line: impl Fn(&[u8]) -> Result<Grid, ParseError> + 'a,
) -> impl Iterator<Item = (u64, Result<Grid, PuzzleError>)> + 'a {
    let mut lines = Lines {
        rest: bytes,
        next_no: first_line,
    };
    std::iter::from_fn(move || loop {
        if let Some((no, grid)) = lines.next_81() {
            return Some((no, Ok(grid)));
        }
        let (no, line) = lines.next()?;
        if is_blank_or_comment(line) {
            continue;
        }
        if starts_board(line) {
            let start = line.as_ptr() as usize - bytes.as_ptr() as usize;
            let mut end = start + line.len();
            let mut depth = Depth::default();
            depth.feed(line);
            while !depth.closed() {
                match lines.peek() {
                    Some((_, next)) if !ends_puzzles(next) => {
                        depth.feed(next);
                        end = next.as_ptr() as usize - bytes.as_ptr() as usize + next.len();
                        lines.next();
                    }
                    _ => break,
                }
            }
            let text = bytes.get(start..end).unwrap_or_default();
            return Some((no, board(text, depth.closed())));
        }
        if is_row(line) {
            let mut rows = vec![(no, line)];
            while rows.len() < 9 {
                match lines.peek() {
                    Some((n, next)) if is_row(next) => {
                        rows.push((n, next));
                        lines.next();
                    }
                    _ => break,
                }
            }
            if rows.len() > 1 {
                return Some((no, block(&rows)));
            }
        }
        return Some((no, one_line(line).map_err(PuzzleError::Line)));
    })
}

/// The lines of a byte slice with their numbers (a `\r` before the newline
/// is whitespace, so left on).
struct Lines<'a> {
    rest: &'a [u8],
    next_no: u64,
}

impl<'a> Lines<'a> {
    /// The next line, without taking it.
    fn peek(&self) -> Option<(u64, &'a [u8])> {
        Lines {
            rest: self.rest,
            next_no: self.next_no,
        }
        .next()
    }

    /// The next line when it is exactly 81 cell characters, parsed.
    fn next_81(&mut self) -> Option<(u64, Grid)> {
        let grid = self.rest.get(..CELLS).and_then(Grid::from_line_bytes)?;
        if !matches!(self.rest.get(CELLS), None | Some(b'\n')) {
            return None;
        }
        self.rest = self.rest.get(CELLS + 1..).unwrap_or_default();
        let no = self.next_no;
        self.next_no += 1;
        Some((no, grid))
    }
}

impl<'a> Iterator for Lines<'a> {
    type Item = (u64, &'a [u8]);

    fn next(&mut self) -> Option<(u64, &'a [u8])> {
        if self.rest.is_empty() {
            return None;
        }
        let line = match memchr::memchr(b'\n', self.rest) {
            Some(k) => {
                let line = &self.rest[..k];
                self.rest = &self.rest[k + 1..];
                line
            }
            None => std::mem::take(&mut self.rest),
        };
        let no = self.next_no;
        self.next_no += 1;
        Some((no, line))
    }
}

/// Bracket depth of JSON text read so far, outside strings.
#[derive(Default)]
struct Depth {
    depth: i64,
    in_string: bool,
    escaped: bool,
}

impl Depth {
    fn feed(&mut self, line: &[u8]) {
        for &b in line {
            if self.in_string {
                match (self.escaped, b) {
                    (true, _) => self.escaped = false,
                    (false, b'\\') => self.escaped = true,
                    (false, b'"') => self.in_string = false,
                    _ => {}
                }
                continue;
            }
            match b {
                b'"' => self.in_string = true,
                b'[' => self.depth += 1,
                b']' => self.depth -= 1,
                _ => {}
            }
        }
    }

    fn closed(&self) -> bool {
        self.depth <= 0
    }
}

/// A nine-line block: every row 9 cells, then 9 rows.
fn block(rows: &[(u64, &[u8])]) -> Result<Grid, PuzzleError> {
    let mut cells = String::with_capacity(81);
    for (i, &(line, text)) in rows.iter().enumerate() {
        let bad = solid(text)
            .find(|b| !(b.is_ascii_digit() || *b == b'.'))
            .map(char::from);
        let got = solid(text).count();
        if bad.is_some() || got != 9 {
            let bad = bad.map(|_| {
                // The character as written (a line may hold non-ASCII text).
                String::from_utf8_lossy(text)
                    .chars()
                    .find(|c| !(c.is_ascii_whitespace() || c.is_ascii_digit() || *c == '.'))
                    .unwrap_or(char::REPLACEMENT_CHARACTER)
            });
            return Err(PuzzleError::Row {
                row: i + 1,
                line,
                got,
                bad,
            });
        }
        cells.extend(solid(text).map(char::from));
    }
    if rows.len() != 9 {
        return Err(PuzzleError::Rows(rows.len()));
    }
    Grid::parse(&cells).map_err(PuzzleError::Line)
}

/// How a cell of a board of this kind is described in errors (as the API).
fn expected(strings: bool) -> &'static str {
    if strings {
        r#""1"-"9", "." or "0""#
    } else {
        "an integer 0-9 or null"
    }
}

/// A JSON board: 9 rows of 9 cells, all one-character strings or all
/// integers 0-9 and null, as the API's `grid` takes them (the first cell
/// says which), with the API's wording.
fn board(text: &[u8], closed: bool) -> Result<Grid, PuzzleError> {
    let bad = |s: String| Err(PuzzleError::Board(s));
    if !closed {
        return bad("the board's brackets do not close before a blank line or the end".into());
    }
    let value: Value = match serde_json::from_slice(text) {
        Ok(v) => v,
        Err(e) => return bad(format!("not valid JSON: {e}")),
    };
    let Some(rows) = value.as_array() else {
        return bad("expected a board of 9 rows".into());
    };
    if rows.len() != 9 {
        return bad(format!("grid: expected 9 rows, got {}", rows.len()));
    }
    let strings = rows
        .first()
        .and_then(Value::as_array)
        .and_then(|r| r.first())
        .is_some_and(Value::is_string);
    let mut cells = [[0u8; 9]; 9];
    for (r, row) in rows.iter().enumerate() {
        let Some(row) = row.as_array() else {
            return bad(format!("grid[{r}]: expected an array of 9 entries"));
        };
        if row.len() != 9 {
            return bad(format!("grid[{r}]: expected 9 entries, got {}", row.len()));
        }
        for (c, cell) in row.iter().enumerate() {
            let value = match (strings, cell) {
                (true, Value::String(s)) => match s.as_bytes() {
                    [] | [b'.'] => Some(0),
                    &[b] if b.is_ascii_digit() => Some(b - b'0'),
                    _ => None,
                },
                (false, Value::Null) => Some(0),
                // An integer however it is written (`7` or `7.0`), as the API takes it.
                (false, Value::Number(n)) => n
                    .as_f64()
                    .filter(|f| f.fract() == 0.0 && (0.0..=9.0).contains(f))
                    .map(|f| f as u8),
                _ => None,
            };
            match value {
                Some(v) => cells[r][c] = v,
                None => {
                    let mixed = if strings {
                        cell.is_number() || cell.is_null()
                    } else {
                        cell.is_string()
                    };
                    let note = if mixed {
                        " (a board is all integers and null, or all strings, as its first cell says)"
                    } else {
                        ""
                    };
                    return bad(format!(
                        "grid[{r}][{c}]: expected {}, got {cell}{note}",
                        expected(strings)
                    ));
                }
            }
        }
    }
    Grid::from_rows(&cells).map_err(PuzzleError::Line)
}

/// One puzzle in any form, from a whole text (an argument or standard
/// input, as `hint` reads them): a JSON board when it starts with `[`,
/// else 81 cells with whitespace ignored (so nine lines of nine work too).
pub fn parse_one(text: &str) -> Result<Grid, PuzzleError> {
    let text = text.trim();
    if text.starts_with('[') {
        board(text.as_bytes(), true)
    } else {
        Grid::parse(text).map_err(PuzzleError::Line)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const P: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    fn all(text: &str) -> Vec<(u64, Result<Grid, PuzzleError>)> {
        puzzles(text.as_bytes(), 1, |l| {
            Grid::parse(&String::from_utf8_lossy(l))
        })
        .collect()
    }

    fn boj(p: &str, sep: &str) -> String {
        p.as_bytes()
            .chunks(9)
            .map(|r| {
                let cells: Vec<String> = r
                    .iter()
                    .map(|&b| {
                        if b == b'.' {
                            "0".into()
                        } else {
                            (b as char).to_string()
                        }
                    })
                    .collect();
                format!("{}\n", cells.join(sep))
            })
            .collect()
    }

    fn leetcode(p: &str, sep: &str) -> String {
        let rows: Vec<String> = p
            .as_bytes()
            .chunks(9)
            .map(|r| {
                let cells: Vec<String> = r.iter().map(|&b| format!("\"{}\"", b as char)).collect();
                format!("[{}]", cells.join(","))
            })
            .collect();
        format!("[{}]\n", rows.join(sep))
    }

    #[test]
    fn every_form_is_found_with_its_first_line() {
        let g = Grid::parse(P).unwrap();
        let text = format!(
            "# one line\n{P}\n{}\n{}{}{}{}",
            boj(P, " "),
            boj(P, ""),
            leetcode(P, ","),
            leetcode(P, ",\n"),
            boj(P, " ")
        );
        let got = all(&text);
        let firsts: Vec<u64> = got.iter().map(|(n, _)| *n).collect();
        assert_eq!(firsts, [2, 3, 13, 22, 23, 32]);
        for (n, r) in got {
            assert_eq!(r, Ok(g), "line {n}");
        }
    }

    #[test]
    fn malformed_blocks_and_boards_are_named() {
        // A BOJ block with a line of eight digits.
        let short = boj(P, " ").replacen("6 0 0 1 9 5 0 0 0", "6 0 0 1 9 5 0 0", 1);
        let got = all(&format!("{short}{P}\n"));
        assert_eq!(got.len(), 2);
        assert_eq!(
            got[0].1.as_ref().unwrap_err().to_string(),
            "row 2 (line 2) has 8 cells; a puzzle in nine lines has 9 in each row"
        );
        assert_eq!(got[1], (10, Ok(Grid::parse(P).unwrap())));
        // Five lines, then a blank line.
        let five: String = boj(P, " ")
            .lines()
            .take(5)
            .map(|l| format!("{l}\n"))
            .collect();
        let got = all(&format!("\n{five}\n{P}"));
        assert_eq!(got[0].0, 2);
        assert_eq!(
            got[0].1.as_ref().unwrap_err().to_string(),
            "a puzzle in nine lines of 9 cells stops after 5 lines"
        );
        let bad = boj(P, " ").replacen('8', "x", 1);
        assert!(all(&bad)[0]
            .1
            .as_ref()
            .unwrap_err()
            .to_string()
            .starts_with("unexpected character 'x' in row 3 (line 3)"));
        // A short line on its own is a one-line puzzle, as before.
        assert_eq!(
            all("53..7\n")[0].1.as_ref().unwrap_err().to_string(),
            "expected 81 cells, got 5"
        );
        // Boards: eight rows, a two-character cell, a mixed board.
        let lc = leetcode(P, ",");
        let eight = lc.replacen(
            "[\"5\",\"3\",\".\",\".\",\"7\",\".\",\".\",\".\",\".\"],",
            "",
            1,
        );
        let cases = [
            (eight, "grid: expected 9 rows, got 8".to_owned()),
            (
                lc.replacen("\"7\"", "\"77\"", 1),
                r#"grid[0][4]: expected "1"-"9", "." or "0", got "77""#.to_owned(),
            ),
            (
                lc.replacen("\"7\"", "7", 1),
                r#"grid[0][4]: expected "1"-"9", "." or "0", got 7 (a board is all integers and null, or all strings, as its first cell says)"#.to_owned(),
            ),
            (
                lc.trim_end().trim_end_matches(']').to_owned(),
                "the board's brackets do not close before a blank line or the end".to_owned(),
            ),
        ];
        for (text, want) in cases {
            let got = all(&text);
            assert_eq!(got.len(), 1, "{text}");
            assert_eq!(got[0].1.as_ref().unwrap_err().to_string(), want);
        }
    }

    #[test]
    fn a_board_of_integers_and_one_puzzle_texts() {
        let ints = "[[5,3,0,0,7,0,0,0,0],[6,0,0,1,9,5,0,0,0],[0,9,8,0,0,0,0,6,0],[8,0,0,0,6,0,0,0,3],[4,0,0,8,0,3,0,0,1],[7,0,0,0,2,0,0,0,6],[0,6,0,0,0,0,2,8,0],[0,0,0,4,1,9,0,0,5],[0,0,0,0,8,0,0,7,9]]";
        let g = Grid::parse(P).unwrap();
        assert_eq!(parse_one(ints), Ok(g));
        assert_eq!(parse_one(&ints.replacen("5,3", "5.0,3", 1)), Ok(g));
        assert!(parse_one(&ints.replacen("5,3", "5.5,3", 1)).is_err());
        assert_eq!(parse_one(&leetcode(P, ",\n")), Ok(g));
        assert_eq!(parse_one(&boj(P, " ")), Ok(g));
        assert_eq!(parse_one(P), Ok(g));
    }

    #[test]
    fn lines_that_end_puzzles() {
        assert!(ends_puzzles(P.as_bytes()));
        assert!(ends_puzzles(b"  "));
        assert!(ends_puzzles(b"# x"));
        assert!(!ends_puzzles(b"5 3 0 0 7 0 0 0 0"));
        assert!(!ends_puzzles(leetcode(P, ",").as_bytes()));
        assert!(!ends_puzzles(br#"["6",".",".","1","9","5",".",".","."],"#));
    }
}
