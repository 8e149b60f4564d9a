//! Conflicts as the API shows them: the JSON shape (in `/validate`, in the
//! `conflicting_givens` problem and in the CLI's NDJSON) and the sentence
//! that names them in a `detail`.

use std::fmt;

use serde::ser::{Serialize, SerializeStruct, Serializer};

use crate::sudoku::{Conflict, Pos};

/// Conflicts as a JSON array:
/// `[{"unit":"row","index":0,"digit":5,"cells":[{"row":0,"col":0},…]},…]`.
/// Serialises straight from the core type, without intermediate values.
#[derive(Debug, Clone, Copy)]
pub struct ConflictsJson<'a>(pub &'a [Conflict]);

impl Serialize for ConflictsJson<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.0.iter().map(ConflictJson))
    }
}

/// For `#[serde(serialize_with = "…")]` on a field holding conflicts.
pub fn serialize<S: Serializer>(conflicts: &[Conflict], s: S) -> Result<S::Ok, S::Error> {
    ConflictsJson(conflicts).serialize(s)
}

struct ConflictJson<'a>(&'a Conflict);

impl Serialize for ConflictJson<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let c = self.0;
        let mut st = s.serialize_struct("Conflict", 4)?;
        st.serialize_field("unit", c.unit.kind.as_str())?;
        st.serialize_field("index", &c.unit.index)?;
        st.serialize_field("digit", &c.digit.get())?;
        st.serialize_field("cells", &CellsJson(&c.cells))?;
        st.end()
    }
}

struct CellsJson<'a>(&'a [Pos]);

impl Serialize for CellsJson<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.0.iter().map(|p| CellJson(*p)))
    }
}

/// A cell as `{"row","col"}` (0-based), in conflicts and in steps.
pub(crate) struct CellJson(pub(crate) Pos);

impl Serialize for CellJson {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("Cell", 2)?;
        st.serialize_field("row", &self.0.row())?;
        st.serialize_field("col", &self.0.col())?;
        st.end()
    }
}

/// The sentence a `detail` gives for conflicting givens: the first
/// conflict, and how many more there are (the list itself travels beside
/// the detail): `digit 5 repeats in row 0 at (row 0, col 0), (row 0, col 8)
/// (and 1 more conflict)`.
#[derive(Debug, Clone, Copy)]
pub struct ConflictsSummary<'a>(pub &'a [Conflict]);

impl fmt::Display for ConflictsSummary<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            [] => f.write_str("the givens conflict"),
            [one] => write!(f, "{one}"),
            [first, rest @ ..] => write!(
                f,
                "{first} (and {} more conflict{})",
                rest.len(),
                if rest.len() == 1 { "" } else { "s" }
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sudoku::Grid;

    #[test]
    fn json_shape_and_summary() {
        let g: Grid = format!("5.......5{}", ".".repeat(72)).parse().unwrap();
        let c = g.conflicts();
        assert_eq!(
            serde_json::to_string(&ConflictsJson(&c)).unwrap(),
            r#"[{"unit":"row","index":0,"digit":5,"cells":[{"row":0,"col":0},{"row":0,"col":8}]}]"#
        );
        assert_eq!(
            ConflictsSummary(&c).to_string(),
            "digit 5 repeats in row 0 at (row 0, col 0), (row 0, col 8)"
        );
        let two: Grid = format!("55{}", ".".repeat(79)).parse().unwrap();
        assert!(ConflictsSummary(&two.conflicts())
            .to_string()
            .ends_with("(and 1 more conflict)"));
        assert_eq!(ConflictsSummary(&[]).to_string(), "the givens conflict");
    }
}
