//! The pencil-mark value format of `/hint`'s `candidates`: 9 rows of 9
//! entries, each a string of digits (`"137"`), an array of digits
//! (`[1, 3, 7]`), or `null` / `""` for a cell without marks; `null` for
//! the whole value is as if absent. Faults name the cell
//! (`candidates[3][7]: …`): the row count first, then the rows in order,
//! each row's length before its entries.

use serde::de::{Deserialize, DeserializeSeed, Deserializer, SeqAccess};
use serde_json::Number;

use super::shape::{Any, Lenient, Shape};
use crate::sudoku::logic::PencilMarks;
use crate::sudoku::CELLS;

/// Decoded pencil marks (`None` for `null`), or the `detail` of the first
/// fault in reading order.
#[derive(Debug)]
pub struct MarksValue(pub Result<Option<PencilMarks>, String>);

/// What an entry may be, for the answer that names one that is not.
pub(crate) const MARKS_SHAPE: &str =
    "a string of digits 1-9 (\"137\"), an array of digits 1-9, \"\" or null";

impl<'de> Deserialize<'de> for MarksValue {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Any(MarksOf).deserialize(d).map(MarksValue)
    }
}

struct MarksOf;

impl<'de> Lenient<'de> for MarksOf {
    type Value = Result<Option<PencilMarks>, String>;

    fn other(self, got: Shape) -> Self::Value {
        Err(format!(
            "candidates: expected an array of 9 rows of 9 entries, got {got}"
        ))
    }
    fn null(self) -> Self::Value {
        Ok(None)
    }
    fn seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
        let mut masks = [0u16; CELLS];
        let mut fault: Option<String> = None;
        let mut rows = 0usize;
        while let Some(row) = seq.next_element_seed(Any(RowOf))? {
            match (row, masks.get_mut(rows * 9..rows * 9 + 9)) {
                _ if fault.is_some() => {}
                (Ok(cells), Some(slot)) => slot.copy_from_slice(&cells),
                (Ok(_), None) => {}
                (Err(e), _) => fault = Some(e.detail(rows)),
            }
            rows += 1;
        }
        if rows != 9 {
            return Ok(Err(format!("candidates: expected 9 rows, got {rows}")));
        }
        if let Some(f) = fault {
            return Ok(Err(f));
        }
        Ok(PencilMarks::from_masks(masks)
            .map(Some)
            .map_err(|e| format!("candidates: {e}")))
    }
}

/// Why one row of marks is not a row.
enum RowFault {
    NotAnArray(Shape),
    Length(usize),
    Entry(usize, EntryFault),
}

/// Why one entry is not a cell's marks.
enum EntryFault {
    /// Not a string of digits, an array of numbers or null.
    Shape(Shape),
    /// A mark that is not a digit 1-9 (as written).
    Mark(String),
}

impl RowFault {
    fn detail(&self, r: usize) -> String {
        match self {
            RowFault::NotAnArray(got) => {
                format!("candidates[{r}]: expected an array of 9 entries, got {got}")
            }
            RowFault::Length(n) => format!("candidates[{r}]: expected 9 entries, got {n}"),
            RowFault::Entry(c, EntryFault::Shape(got)) => {
                format!("candidates[{r}][{c}]: expected {MARKS_SHAPE}, got {got}")
            }
            RowFault::Entry(c, EntryFault::Mark(m)) => format!(
                "candidates[{r}][{c}]: the pencil mark {m} at r{}c{} is not a digit 1-9",
                r + 1,
                c + 1
            ),
        }
    }
}

/// One row of marks: 9 masks.
struct RowOf;

impl<'de> Lenient<'de> for RowOf {
    type Value = Result<[u16; 9], RowFault>;

    fn other(self, got: Shape) -> Self::Value {
        Err(RowFault::NotAnArray(got))
    }
    fn seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
        let mut row = [0u16; 9];
        let mut fault: Option<(usize, EntryFault)> = None;
        let mut n = 0usize;
        while let Some(entry) = seq.next_element_seed(Any(MarkOf))? {
            match (entry, row.get_mut(n)) {
                (Ok(mask), Some(slot)) => *slot = mask,
                (Ok(_), None) => {}
                (Err(e), _) => {
                    fault.get_or_insert((n, e));
                }
            }
            n += 1;
        }
        Ok(match fault {
            _ if n != 9 => Err(RowFault::Length(n)),
            Some((c, e)) => Err(RowFault::Entry(c, e)),
            None => Ok(row),
        })
    }
}

/// One cell's marks as a mask (bit `d - 1` for digit `d`; 0: no marks).
struct MarkOf;

impl<'de> Lenient<'de> for MarkOf {
    type Value = Result<u16, EntryFault>;

    fn other(self, got: Shape) -> Self::Value {
        Err(EntryFault::Shape(got))
    }
    fn null(self) -> Self::Value {
        Ok(0)
    }
    fn str(self, s: &str) -> Self::Value {
        let mut mask = 0u16;
        for ch in s.chars() {
            let Some(d) = ch.to_digit(10) else {
                return Err(EntryFault::Shape(Shape::string(s)));
            };
            mask |= bit(u64::from(d)).ok_or_else(|| EntryFault::Mark(d.to_string()))?;
        }
        Ok(mask)
    }
    fn seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
        let mut mask = 0u16;
        let mut fault: Option<EntryFault> = None;
        let mut n = 0usize;
        while let Some(item) = seq.next_element::<Shape>()? {
            n += 1;
            if fault.is_some() {
                continue;
            }
            match &item {
                Shape::Number(num) => match integral(num).and_then(bit) {
                    Some(b) => mask |= b,
                    None => fault = Some(EntryFault::Mark(num.to_string())),
                },
                _ => fault = Some(EntryFault::Shape(Shape::Array(0))),
            }
        }
        // A non-number item names the whole array, with its full length.
        Ok(match fault {
            Some(EntryFault::Shape(_)) => Err(EntryFault::Shape(Shape::Array(n))),
            Some(f) => Err(f),
            None => Ok(mask),
        })
    }
}

/// A number as an integer, however it is written (`4` or `4.0`): JSON has
/// one number type, and JSON Schema's `integer` includes `4.0` (as for
/// grid cells).
fn integral(n: &Number) -> Option<u64> {
    if let Some(v) = n.as_u64() {
        return Some(v);
    }
    let f = n.as_f64()?;
    (f.fract() == 0.0 && (0.0..=1e6).contains(&f)).then_some(f as u64)
}

fn bit(d: u64) -> Option<u16> {
    (1..=9).contains(&d).then(|| 1u16 << (d - 1))
}
