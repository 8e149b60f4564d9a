//! One logical step: what technique found it, how hard SukakuExplainer rates
//! it, what pattern to highlight, and what it places or removes.

use std::fmt;

use super::reason::Reason;
use crate::grid::Pos;
use crate::rules::Unit;
use crate::Digit;

/// A difficulty in tenths of SukakuExplainer's scale (`23` is 2.3), so
/// ratings compare exactly.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Rating(pub u16);

impl Rating {
    /// The rating as SukakuExplainer prints it (one decimal).
    pub fn as_f64(self) -> f64 {
        f64::from(self.0) / 10.0
    }
}

impl fmt::Display for Rating {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.0 / 10, self.0 % 10)
    }
}

/// Broad families of techniques, for grouping reports.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Family {
    /// Full house, hidden and naked singles.
    Singles,
    /// SukakuExplainer's "direct" techniques: a pattern that yields a placement.
    Direct,
    /// Pointing and claiming.
    Intersections,
    /// Naked and hidden pairs, triples, quads.
    Subsets,
    /// X-Wing, Swordfish, Jellyfish.
    Fish,
    /// XY-Wing, XYZ-Wing and larger wings.
    Wings,
    /// SE's strong-link patterns: skyscraper, kites, turbot fish, X-loops.
    StrongLinks,
    /// Aligned pair and triplet exclusion.
    AlignedExclusion,
    /// Unique rectangles and loops (they assume a unique solution).
    Uniqueness,
    /// Cycles and forcing chains of implications.
    Chains,
    /// Simple colouring and multi-colouring (learner techniques: SE has
    /// none).
    Colouring,
}

impl Family {
    /// Lower-case name.
    pub fn as_str(self) -> &'static str {
        match self {
            Family::Singles => "singles",
            Family::Direct => "direct",
            Family::Intersections => "intersections",
            Family::Subsets => "subsets",
            Family::Fish => "fish",
            Family::Wings => "wings",
            Family::StrongLinks => "strong links",
            Family::AlignedExclusion => "aligned exclusion",
            Family::Uniqueness => "uniqueness",
            Family::Chains => "chains",
            Family::Colouring => "colouring",
        }
    }
}

pub use super::technique::Technique;

/// The technique's id (`x_wing`): the core names no technique in a
/// language (the `sudoku-text` glossary does).
impl fmt::Display for Technique {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// A candidate: digit `digit` in cell `pos`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Candidate {
    /// The cell.
    pub pos: Pos,
    /// The digit.
    pub digit: Digit,
}

/// A link between two candidates, for drawing chains and wings. Every
/// family writes its links from premise to conclusion: a strong link
/// reads "if `from` is false, `to` is true", a weak one "if `from` is
/// true, `to` is false".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Link {
    /// The premise end.
    pub from: Candidate,
    /// The conclusion end.
    pub to: Candidate,
    /// Strong (if `from` is false, `to` is true) or weak (if `from` is
    /// true, `to` is false).
    pub strong: bool,
}

/// One logical step.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Step {
    /// The technique that found it.
    pub technique: Technique,
    /// SukakuExplainer's rating of this step.
    pub rating: Rating,
    /// Cells forming the pattern.
    pub cells: Vec<Pos>,
    /// Houses the pattern lives in.
    pub houses: Vec<Unit>,
    /// Links to draw (wings, chains); empty for most techniques.
    pub links: Vec<Link>,
    /// Digits placed by the step.
    pub placements: Vec<Candidate>,
    /// Candidates removed by the step.
    pub eliminations: Vec<Candidate>,
    /// The digits the pattern is made of, ascending, where the placements
    /// and eliminations do not tell them: a subset's digits, a unique
    /// rectangle's pair. Empty for the other techniques.
    pub digits: Vec<u8>,
    /// The pattern data its explanation needs beyond the fields above
    /// (rendered into words by the `sudoku-text` crate).
    /// (Boxed: most steps hold [`Reason::Pattern`], and a step stays small
    /// to move.)
    pub reason: Box<Reason>,
}

impl Step {
    /// A step with the given technique and rating and nothing else yet.
    pub fn new(technique: Technique, rating: u16) -> Step {
        Step {
            technique,
            rating: Rating(rating),
            cells: Vec::new(),
            houses: Vec::new(),
            links: Vec::new(),
            placements: Vec::new(),
            eliminations: Vec::new(),
            digits: Vec::new(),
            reason: Box::new(Reason::Pattern),
        }
    }

    /// The family of its technique.
    pub fn family(&self) -> Family {
        self.technique.family()
    }
}

/// `x_wing (3.2): r1c1<>3, r4c5<>3`: the technique's id, its rating and
/// its results in the players' notation (`=` places, `<>` removes), for
/// logs and test failures.
impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({}):", self.technique, self.rating)?;
        let results = self
            .placements
            .iter()
            .map(|c| (c, "="))
            .chain(self.eliminations.iter().map(|c| (c, "<>")));
        for (i, (c, op)) in results.enumerate() {
            let sep = if i == 0 { " " } else { ", " };
            write!(
                f,
                "{sep}r{}c{}{op}{}",
                c.pos.row + 1,
                c.pos.col + 1,
                c.digit
            )?;
        }
        Ok(())
    }
}
