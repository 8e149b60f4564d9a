//! The pencil-mark value format of `/hint`'s `candidates`: 9 rows of 9
//! entries, each a string of digits (`"137"`), an array of digits
//! (`[1, 3, 7]`), or `null` / `""` for a cell without marks; `null` for
//! the whole value is as if absent. Faults name the cell
//! (`candidates[3][7]: …`), in the order of [`super::board`].

use serde::de::{Deserialize, DeserializeSeed, Deserializer, SeqAccess};

use super::board::{self, nine, Row};
use super::shape::{integer, Any, Lenient, Shape};
use crate::sudoku::logic::PencilMarks;

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
        match got {
            Shape::Null => Ok(None),
            got => Err(format!(
                "candidates: expected an array of 9 rows of 9 entries, got {got}"
            )),
        }
    }
    fn seq<A: SeqAccess<'de>>(self, seq: A) -> Result<Self::Value, A::Error> {
        let rows = nine(seq, Any(Row(MarkOf)))?.map_err(|fault| {
            board::detail("candidates", &fault, |r, c, e| match e {
                Fault::Shape(got) => format!("expected {MARKS_SHAPE}, got {got}"),
                Fault::Mark(m) => format!(
                    "the pencil mark {m} at r{}c{} is not a digit 1-9",
                    r + 1,
                    c + 1
                ),
            })
        });
        Ok(rows.and_then(|rows| {
            PencilMarks::from_masks(std::array::from_fn(|i| rows[i / 9][i % 9]))
                .map(Some)
                .map_err(|e| format!("candidates: {e}"))
        }))
    }
}

/// Why one entry is not a cell's marks.
enum Fault {
    /// Not a string of digits, an array of numbers or null.
    Shape(Shape),
    /// A mark that is not a digit 1-9 (as written).
    Mark(String),
}

/// One cell's marks as a mask (bit `d - 1` for digit `d`; 0: no marks).
#[derive(Clone, Copy)]
struct MarkOf;

impl<'de> Lenient<'de> for MarkOf {
    type Value = Result<u16, Fault>;

    fn other(self, got: Shape) -> Self::Value {
        match got {
            Shape::Null => Ok(0),
            got => Err(Fault::Shape(got)),
        }
    }
    fn str(self, s: &str) -> Self::Value {
        let mut mask = 0u16;
        for ch in s.chars() {
            let Some(d) = ch.to_digit(10) else {
                return Err(Fault::Shape(Shape::String(s.into())));
            };
            mask |= bit(u64::from(d)).ok_or_else(|| Fault::Mark(d.to_string()))?;
        }
        Ok(mask)
    }
    fn seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
        let mut mask = 0u16;
        let mut fault = None;
        let mut n = 0usize;
        while let Some(item) = seq.next_element::<Shape>()? {
            n += 1;
            match (&item, &fault) {
                (_, Some(_)) => {}
                (Shape::Number(num), None) => match integer(num).and_then(|f| bit(f as u64)) {
                    Some(b) => mask |= b,
                    None => fault = Some(Fault::Mark(num.to_string())),
                },
                // A non-number item names the whole array, with its full length.
                (_, None) => fault = Some(Fault::Shape(Shape::Null)),
            }
        }
        Ok(match fault {
            Some(Fault::Shape(_)) => Err(Fault::Shape(Shape::Array(n))),
            Some(f) => Err(f),
            None => Ok(mask),
        })
    }
}

/// The bit of digit `d`, when it is one of 1-9.
fn bit(d: u64) -> Option<u16> {
    (1..=9).contains(&d).then(|| 1u16 << (d - 1))
}
