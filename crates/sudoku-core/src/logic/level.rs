//! Named difficulty levels: contiguous bands of SukakuExplainer's ER scale.
//!
//! SE's technique ratings interleave across families (an X-Wing, 3.2, sits
//! between a naked pair, 3.0, and a hidden pair, 3.4), so a level cannot be
//! "the puzzles that need fish"; it is an ER range, named after the
//! techniques a player typically meets there. The bands cover the whole
//! scale without gaps, from 1.0 up:
//!
//! | id | ER | techniques a player typically meets (SE rating) |
//! |---|---|---|
//! | `easy` | 1.0-2.0 | full house 1.0, hidden singles 1.2/1.5, direct pointing 1.7 and claiming 1.9, direct hidden pair 2.0: singles only, no pencil marks needed |
//! | `medium` | 2.1-2.9 | naked single 2.3, direct hidden triple 2.5, pointing 2.6, claiming 2.8: a cell's candidates and locked candidates |
//! | `hard` | 3.0-4.4 | naked pair 3.0, X-Wing 3.2, hidden pair 3.4, naked triple 3.6, Swordfish 3.8, hidden triple 4.0, skyscraper 4.0, 2-string kite and turbot fish 4.1, XY-Wing 4.2, grouped strong links 4.3, XYZ-Wing 4.4: subsets, basic fish, two-link patterns, short wings |
//! | `expert` | 4.5-6.4 | unique rectangles 4.5+, naked quad 5.0, Jellyfish 5.2, hidden quad 5.4, three and four strong links 5.4-6.1, WXYZ-Wing 5.5, BUG 5.6, aligned pair exclusion 6.2, VWXYZ-Wing 6.2: uniqueness, large subsets and fish, longer strong-link chains, almost locked sets |
//! | `master` | 6.5-7.9 | bidirectional X/Y-cycles 6.5+, forcing X-chains 6.6+, UVWXYZ-Wing 6.6, forcing chains and cycles 7.0+, TUVWXYZ-Wing and aligned triple exclusion 7.5, Nishio 7.5+: chains of implications |
//! | `extreme` | 8.0 and up | cell and region forcing chains 8.0+, dynamic forcing chains 8.5+, nested dynamic forcing chains 9.0+: multiple and dynamic chains |
//!
//! An ER below 1.0 (a grid with no empty cell needs no step) is `easy`.

use std::fmt;
use std::ops::RangeInclusive;

use super::step::Rating;

/// A named difficulty band of SE's ER scale (see the [module](self) table).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    /// ER 1.0-2.0: full houses, hidden singles, direct pointing/claiming,
    /// direct hidden pair.
    Easy,
    /// ER 2.1-2.9: naked singles, direct hidden triple, pointing, claiming.
    Medium,
    /// ER 3.0-4.4: naked and hidden pairs and triples, X-Wing, Swordfish,
    /// skyscraper, kites, XY- and XYZ-Wing.
    Hard,
    /// ER 4.5-6.4: unique rectangles, quads, Jellyfish, three and four
    /// strong links, WXYZ-Wing, BUG, aligned pair exclusion, VWXYZ-Wing.
    Expert,
    /// ER 6.5-7.9: cycles, forcing X-chains and forcing chains, UVWXYZ- and
    /// TUVWXYZ-Wing, aligned triple exclusion, Nishio.
    Master,
    /// ER 8.0 and up: cell/region, dynamic and nested forcing chains.
    Extreme,
}

impl Level {
    /// Every level, easiest first.
    pub const ALL: [Level; 6] = [
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Expert,
        Level::Master,
        Level::Extreme,
    ];

    /// The stable machine-readable id (`easy`, …, `extreme`), for JSON.
    pub fn as_str(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
            Level::Master => "master",
            Level::Extreme => "extreme",
        }
    }

    /// The level of an id given by [`Level::as_str`].
    pub fn from_id(id: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.as_str() == id)
    }

    /// The lowest ER of the band (`easy` starts at 1.0).
    pub(crate) fn min_er(self) -> Rating {
        Rating(match self {
            Level::Easy => 10,
            Level::Medium => 21,
            Level::Hard => 30,
            Level::Expert => 45,
            Level::Master => 65,
            Level::Extreme => 80,
        })
    }

    /// The highest ER of the band; `None` for `extreme`, which has no top.
    pub(crate) fn max_er(self) -> Option<Rating> {
        let next = Level::ALL.into_iter().find(|l| *l > self)?;
        Some(Rating(next.min_er().0 - 1))
    }

    /// The band as an inclusive range of ratings (`extreme` ends at
    /// `Rating(u16::MAX)`).
    pub fn range(self) -> RangeInclusive<Rating> {
        self.min_er()..=self.max_er().unwrap_or(Rating(u16::MAX))
    }

    /// The level of a puzzle whose ER is `er` (below 1.0: `easy`).
    pub fn for_er(er: Rating) -> Level {
        Level::ALL
            .into_iter()
            .rev()
            .find(|l| er >= l.min_er())
            .unwrap_or(Level::Easy)
    }

    /// The typical techniques of the band, in words (for documentation and
    /// help texts).
    pub fn techniques(self) -> &'static str {
        match self {
            Level::Easy => "full houses, hidden singles, direct pointing and claiming, direct hidden pair",
            Level::Medium => "naked singles, direct hidden triple, pointing, claiming",
            Level::Hard => "naked and hidden pairs and triples, X-Wing, Swordfish, skyscraper, 2-string kite, turbot fish, XY-Wing, XYZ-Wing",
            Level::Expert => "unique rectangles, naked and hidden quads, Jellyfish, three and four strong links, WXYZ-Wing, BUG, aligned pair exclusion, VWXYZ-Wing",
            Level::Master => "bidirectional cycles, forcing X-chains, forcing chains, UVWXYZ-Wing, TUVWXYZ-Wing, aligned triple exclusion, Nishio forcing chains",
            Level::Extreme => "cell and region forcing chains, dynamic forcing chains, nested dynamic forcing chains",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bands_are_contiguous_and_cover_the_scale() {
        assert_eq!(Level::for_er(Rating(0)), Level::Easy);
        for w in Level::ALL.windows(2) {
            let top = w[0].max_er().unwrap();
            assert_eq!(Rating(top.0 + 1), w[1].min_er());
            assert_eq!(Level::for_er(top), w[0]);
            assert_eq!(Level::for_er(w[1].min_er()), w[1]);
        }
        assert_eq!(Level::Extreme.max_er(), None);
        assert_eq!(Level::for_er(Rating(119)), Level::Extreme);
        for r in 0..=130 {
            let l = Level::for_er(Rating(r));
            assert!(r < 10 || l.range().contains(&Rating(r)), "{r}");
        }
        for l in Level::ALL {
            assert_eq!(Level::from_id(l.as_str()), Some(l));
            assert!(!l.techniques().is_empty());
        }
        // Anchors from SE's table.
        assert_eq!(Level::for_er(Rating(20)), Level::Easy);
        assert_eq!(Level::for_er(Rating(26)), Level::Medium);
        assert_eq!(Level::for_er(Rating(32)), Level::Hard);
        assert_eq!(Level::for_er(Rating(45)), Level::Expert);
        assert_eq!(Level::for_er(Rating(66)), Level::Master);
        assert_eq!(Level::for_er(Rating(90)), Level::Extreme);
    }
}
