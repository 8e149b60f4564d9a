//! The technique catalogue as `GET /techniques` shows it:
//! `{"techniques": [{"id", "name", "se_name", "family", "rating": {"min",
//! "max"}, "level", "description", "practice", "example": {"puzzle",
//! "grid", "candidates"?, "step"} | null, "no_example"}, …]}`, in the rater's order of difficulty
//! (lowest rating first), texts in the language given. `rating.max` is
//! `null` for techniques whose rating grows with the pattern's length
//! (chains and cycles). `practice` says whether `POST /generate` with
//! `"technique"` can serve it. An example's `candidates` (present only when
//! earlier eliminations removed some of the grid's plain candidates) has
//! the shape of `/hint`'s `candidates`: 9 rows of 9 strings of digits,
//! `""` for a filled cell. `no_example` says why `example` is `null`
//! (`never_next_step`: the rater's order never lets the technique be the
//! next step; `not_met`: the search met no such state), and is `null` when
//! there is one.

use std::sync::OnceLock;

use serde::ser::{Serialize, SerializeStruct, Serializer};

use super::logic::{RatingJson, StepJson};
use crate::sudoku::generate::practice::{servable, Practice};
use crate::sudoku::logic::catalogue::{self, Entry, Example, NoExample};
use crate::sudoku::logic::PencilMarks;
use crate::text::{technique_description, technique_name, Language};

/// The whole catalogue in `lang`.
#[derive(Debug, Clone, Copy)]
pub struct TechniquesJson(pub Language);

impl Serialize for TechniquesJson {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let lang = self.0;
        let entries = catalogue::entries();
        let mut st = s.serialize_struct("Techniques", 1)?;
        st.serialize_field(
            "techniques",
            &Entries(entries.iter().map(|&e| EntryJson(e, lang)).collect()),
        )?;
        st.end()
    }
}

/// The catalogue's body in `lang`, rendered at the first call and kept:
/// it is the same for every request (the worked examples' steps are stored
/// in the core, language-free; their words are rendered here).
pub fn rendered(lang: Language) -> Result<&'static str, serde_json::Error> {
    static RENDERED: [OnceLock<String>; 3] = [OnceLock::new(), OnceLock::new(), OnceLock::new()];
    let slot = &RENDERED[Language::ALL.iter().position(|&l| l == lang).unwrap_or(0)];
    if let Some(s) = slot.get() {
        return Ok(s);
    }
    let body = serde_json::to_string(&TechniquesJson(lang))?;
    Ok(slot.get_or_init(|| body))
}

struct Entries(Vec<EntryJson>);

impl Serialize for Entries {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.0.iter())
    }
}

/// One technique's entry.
struct EntryJson(Entry, Language);

impl Serialize for EntryJson {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let (e, lang) = (self.0, self.1);
        let t = e.technique;
        let practice = servable(Practice {
            technique: t,
            hardest: false,
        })
        .is_ok();
        let mut st = s.serialize_struct("Technique", 10)?;
        st.serialize_field("id", t.id())?;
        st.serialize_field("name", technique_name(t, self.1))?;
        st.serialize_field("se_name", &t.se_name())?;
        st.serialize_field("family", t.family().as_str())?;
        st.serialize_field("rating", &RangeJson(e))?;
        st.serialize_field("level", e.level().as_str())?;
        st.serialize_field("description", technique_description(t, lang))?;
        st.serialize_field("practice", &practice)?;
        st.serialize_field(
            "example",
            &catalogue::example(t).map(|x| ExampleJson(x, lang)),
        )?;
        st.serialize_field(
            "no_example",
            &catalogue::no_example(t).map(NoExample::as_str),
        )?;
        st.end()
    }
}

struct RangeJson(Entry);

impl Serialize for RangeJson {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("RatingRange", 2)?;
        st.serialize_field("min", &RatingJson(self.0.min))?;
        st.serialize_field("max", &self.0.max.map(RatingJson))?;
        st.end()
    }
}

struct ExampleJson(&'static Example, Language);

impl Serialize for ExampleJson {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let x = self.0;
        let mut st = s.serialize_struct("Example", 4)?;
        st.serialize_field("puzzle", &x.puzzle.to_string())?;
        st.serialize_field("grid", &x.grid.to_string())?;
        if let Some(m) = &x.marks {
            st.serialize_field("candidates", &MarksJson(m))?;
        } else {
            st.skip_field("candidates")?;
        }
        st.serialize_field("step", &StepJson(&x.step, self.1))?;
        st.end()
    }
}

/// Pencil marks as `/hint` reads them: 9 rows of 9 strings of digits.
struct MarksJson<'a>(&'a PencilMarks);

impl Serialize for MarksJson<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let masks = self.0.masks();
        let rows: Vec<Vec<String>> = masks
            .chunks(9)
            .map(|row| {
                row.iter()
                    .map(|&m| {
                        (1..=9u8)
                            .filter(|d| m & (1 << (d - 1)) != 0)
                            .map(|d| char::from(b'0' + d))
                            .collect()
                    })
                    .collect()
            })
            .collect();
        rows.serialize(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sudoku::logic::Technique;

    #[test]
    fn every_technique_once_in_rating_order() {
        let v = serde_json::to_value(TechniquesJson(Language::Ko)).unwrap();
        let list = v["techniques"].as_array().unwrap();
        assert_eq!(list.len(), Technique::ALL.len());
        for &t in Technique::ALL {
            assert_eq!(list.iter().filter(|x| x["id"] == t.id()).count(), 1);
        }
        let mins: Vec<f64> = list
            .iter()
            .map(|x| x["rating"]["min"].as_f64().unwrap())
            .collect();
        assert!(mins.windows(2).all(|w| w[0] <= w[1]));
        let x_wing = list.iter().find(|x| x["id"] == "x_wing").unwrap();
        assert_eq!(
            x_wing["rating"],
            serde_json::json!({"min": 3.2, "max": 3.2})
        );
        assert_eq!(x_wing["level"], "hard");
        assert_eq!(x_wing["family"], "fish");
        assert_eq!(x_wing["practice"], true);
        assert!(!x_wing["description"].as_str().unwrap().is_ascii());
        let chain = list.iter().find(|x| x["id"] == "forcing_chain").unwrap();
        assert!(chain["rating"]["max"].is_null());
        // `no_example` is read from the stored lines, `example` decoded
        // from them: a reason exactly where the example is null.
        for x in list {
            assert_eq!(
                x["example"].is_null(),
                !x["no_example"].is_null(),
                "{}",
                x["id"]
            );
        }
        let claiming = list.iter().find(|x| x["id"] == "direct_claiming").unwrap();
        assert_eq!(claiming["no_example"], "never_next_step");
        assert_eq!(x_wing["no_example"], serde_json::Value::Null);
        let mfc = list
            .iter()
            .find(|x| x["id"] == "dynamic_double_forcing_chain_mfc")
            .unwrap();
        assert_eq!(mfc["no_example"], "not_met");
    }
}
