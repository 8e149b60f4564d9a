//! The 9×9 layout both board values share, grids (`grid[3][7]`) and pencil
//! marks (`candidates[3][7]`): an array of 9 rows, each an array of 9
//! entries, read straight from the JSON text with the entry decoder the
//! value gives. The first fault is kept, in this order: the row count, then
//! the rows in order, each row's length before its entries; it is worded
//! the same for both values (`detail`), but for the entry itself.

use serde::de::{DeserializeSeed, SeqAccess};

use super::shape::{Any, Lenient, Shape};

/// Why an array is not 9 good values: its length, or the first bad value
/// (its index and fault).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Nine<E> {
    /// An array of other than 9 values.
    Length(usize),
    /// Value `.0` is not one, for reason `.1`.
    At(usize, E),
}

/// Why one row of a board is not a row (a board's fault is
/// `Nine<RowError<E>>`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RowError<E> {
    /// Not an array.
    NotAnArray(Shape),
    /// Not 9 good entries.
    Entries(Nine<E>),
}

/// A board's fault, worded at `path`; `entry` words a bad entry from its
/// row, column and fault.
pub(crate) fn detail<E>(
    path: &str,
    fault: &Nine<RowError<E>>,
    entry: impl FnOnce(usize, usize, &E) -> String,
) -> String {
    match fault {
        Nine::Length(n) => format!("{path}: expected 9 rows, got {n}"),
        Nine::At(r, RowError::NotAnArray(got)) => {
            format!("{path}[{r}]: expected an array of 9 entries, got {got}")
        }
        Nine::At(r, RowError::Entries(Nine::Length(n))) => {
            format!("{path}[{r}]: expected 9 entries, got {n}")
        }
        Nine::At(r, RowError::Entries(Nine::At(c, e))) => {
            format!("{path}[{r}][{c}]: {}", entry(*r, *c, e))
        }
    }
}

/// Reads the rest of an array, each value with a copy of `seed`: 9 values,
/// or its fault. Every value is read to its end, so the parser never stops
/// at a bad one.
pub(crate) fn nine<'de, A, S, T, E>(
    mut seq: A,
    seed: S,
) -> Result<Result<[T; 9], Nine<E>>, A::Error>
where
    A: SeqAccess<'de>,
    S: DeserializeSeed<'de, Value = Result<T, E>> + Copy,
    T: Copy + Default,
{
    let mut values = [T::default(); 9];
    let mut n = 0usize;
    let mut fault = None;
    while let Some(value) = seq.next_element_seed(seed)? {
        if fault.is_none() {
            match value {
                Ok(v) => {
                    if let Some(slot) = values.get_mut(n) {
                        *slot = v;
                    }
                }
                Err(e) if n < 9 => fault = Some(Nine::At(n, e)),
                Err(_) => {}
            }
        }
        n += 1;
    }
    Ok(match fault {
        _ if n != 9 => Err(Nine::Length(n)),
        Some(f) => Err(f),
        None => Ok(values),
    })
}

/// One row of a board, its entries read by `.0`: a board is
/// `nine(rows, Any(Row(entry)))`.
#[derive(Clone, Copy)]
pub(crate) struct Row<L>(pub L);

impl<'de, L, T, E> Lenient<'de> for Row<L>
where
    L: Lenient<'de, Value = Result<T, E>> + Copy,
    T: Copy + Default,
{
    type Value = Result<[T; 9], RowError<E>>;

    fn other(self, got: Shape) -> Self::Value {
        Err(RowError::NotAnArray(got))
    }
    fn seq<A: SeqAccess<'de>>(self, seq: A) -> Result<Self::Value, A::Error> {
        Ok(nine(seq, Any(self.0))?.map_err(RowError::Entries))
    }
}
