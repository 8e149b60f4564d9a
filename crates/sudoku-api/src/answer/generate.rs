//! A generated puzzle as the API shows it, written once for `/generate`
//! and the command line's `generate`:
//! `{"puzzle","solution","rating":{"er","ep","ed"},"level","seed","generator"}`,
//! grids in the 81-character form with `.` for empty, ratings as numbers
//! with one decimal (`7.2`), the level's id and the seed that reproduces
//! the puzzle with the same spec and generator version.
//! [`GeneratedRowsJson`] is the same with both grids as 9 rows of 9
//! integers (0 for empty), for `/generate`'s `"format": "rows"`.
//! [`GenerateJson`] is the whole answer: `{"seed","puzzles":[…]}`.

use serde::ser::{Serialize, SerializeSeq, SerializeStruct, Serializer};

use super::logic::Triple;
use crate::sudoku::generate::Generated;

/// The JSON shape of one generated puzzle.
#[derive(Debug, Clone, Copy)]
pub struct GeneratedJson<'a>(pub &'a Generated);

/// [`GeneratedJson`] with `puzzle` and `solution` as 9 rows of 9 integers.
#[derive(Debug, Clone, Copy)]
pub struct GeneratedRowsJson<'a>(pub &'a Generated);

fn serialize_generated<S: Serializer, G: Serialize>(
    s: S,
    g: &Generated,
    grid: impl Fn(&crate::sudoku::Grid) -> G,
) -> Result<S::Ok, S::Error> {
    let mut st = s.serialize_struct("Generated", 6)?;
    st.serialize_field("puzzle", &grid(&g.puzzle))?;
    st.serialize_field("solution", &grid(&g.solution))?;
    let r = g.rating;
    let rating = Triple {
        er: r.er,
        ep: r.ep,
        ed: r.ed,
    };
    st.serialize_field("rating", &rating)?;
    st.serialize_field("level", g.level.as_str())?;
    st.serialize_field("seed", &g.seed)?;
    st.serialize_field("generator", g.generator)?;
    st.end()
}

impl Serialize for GeneratedJson<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        serialize_generated(s, self.0, |grid| grid.to_string())
    }
}

impl Serialize for GeneratedRowsJson<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        serialize_generated(s, self.0, |grid| grid.rows())
    }
}

/// `200` answer of `POST /generate`: the request's seed (drawn when it
/// sent none) and the puzzles, each row-shaped when `rows`.
#[derive(Debug, Clone)]
pub struct GenerateJson {
    /// The seed that reproduces the answer.
    pub seed: u64,
    /// Whether the grids are 9 rows of 9 integers (`"format": "rows"`).
    pub rows: bool,
    /// The puzzles, in order.
    pub puzzles: Vec<Generated>,
}

struct PuzzlesJson<'a>(&'a GenerateJson);

impl Serialize for PuzzlesJson<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut seq = s.serialize_seq(Some(self.0.puzzles.len()))?;
        for g in &self.0.puzzles {
            if self.0.rows {
                seq.serialize_element(&GeneratedRowsJson(g))?;
            } else {
                seq.serialize_element(&GeneratedJson(g))?;
            }
        }
        seq.end()
    }
}

impl Serialize for GenerateJson {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("Generate", 2)?;
        st.serialize_field("seed", &self.seed)?;
        st.serialize_field("puzzles", &PuzzlesJson(self))?;
        st.end()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sudoku::generate::{generate, Spec, Target, POOL_VERSION};
    use crate::sudoku::logic::Level;

    #[test]
    fn the_shape_is_the_documented_one() {
        let g = generate(&Spec::new(Target::Level(Level::Hard)), 2024).unwrap();
        let v = serde_json::to_value(GeneratedJson(&g)).unwrap();
        let keys: Vec<&str> = v.as_object().unwrap().keys().map(String::as_str).collect();
        assert_eq!(keys.len(), 6, "{keys:?}");
        assert_eq!(v["puzzle"].as_str().unwrap().len(), 81);
        assert!(v["puzzle"].as_str().unwrap().contains('.'));
        assert_eq!(v["solution"].as_str().unwrap().len(), 81);
        assert_eq!(v["level"], "hard");
        assert_eq!(v["seed"], 2024);
        assert_eq!(v["generator"], POOL_VERSION);
        assert_eq!(v["rating"]["er"], f64::from(g.rating.er.0) / 10.0);
        assert!(v["rating"]["ep"].is_f64() && v["rating"]["ed"].is_f64());
        let rows = serde_json::to_value(GeneratedRowsJson(&g)).unwrap();
        assert_eq!(rows["puzzle"].as_array().unwrap().len(), 9);
        assert_eq!(rows["solution"][8].as_array().unwrap().len(), 9);
        assert_eq!((&rows["rating"], &rows["seed"]), (&v["rating"], &v["seed"]));
    }
}
