//! One logical step: what technique found it, how hard SukakuExplainer rates
//! it, what pattern to highlight, and what it places or removes.

use std::fmt;

use super::reason::Reason;
use crate::grid::Pos;
use crate::rules::Unit;

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
        }
    }
}

/// The techniques the engine knows, in no particular order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Technique {
    /// The last empty cell of a house (SE: "Hidden Single", 1.0).
    FullHouse,
    /// The only place for a digit in a house (SE: 1.2 in a box, 1.5 in a line).
    HiddenSingle,
    /// Pointing that leaves a hidden single (SE 1.7).
    DirectPointing,
    /// Claiming that leaves a hidden single (SE 1.9).
    DirectClaiming,
    /// Hidden pair that leaves a hidden single (SE 2.0).
    DirectHiddenPair,
    /// The only candidate of a cell (SE 2.3).
    NakedSingle,
    /// Hidden triple that leaves a hidden single (SE 2.5).
    DirectHiddenTriple,
    /// A box's candidates for a digit all in one line (SE 2.6).
    Pointing,
    /// A line's candidates for a digit all in one box (SE 2.8).
    Claiming,
    /// SE 3.0.
    NakedPair,
    /// SE 3.2.
    XWing,
    /// SE 3.4.
    HiddenPair,
    /// SE 3.6.
    NakedTriple,
    /// SE 3.8.
    Swordfish,
    /// SE 4.0.
    HiddenTriple,
    /// Two parallel-line strong links joined at one end (SE "Skyscraper", 4.0).
    Skyscraper,
    /// A row and a column strong link joined in a box (SE "2-String Kite", 4.1).
    TwoStringKite,
    /// Two strong links, at least one in a box (SE "2 Strong links", 4.1).
    TurbotFish,
    /// Two strong links whose ends also see each other (SE "(2 Strong Links) X-Loop").
    StrongLinkLoop,
    /// Three parallel-line strong links (SE "3 Skyscrapers", 5.4).
    ThreeSkyscrapers,
    /// Three line strong links of both directions (SE "3-String Kite", 5.5).
    ThreeStringKite,
    /// Three strong links, one or more in a box (SE "3 Strong links", 5.5-5.6).
    ThreeStrongLinks,
    /// Skyscraper with a grouped link (SE "Grouped Skyscraper", 4.3).
    GroupedSkyscraper,
    /// 2-string kite with a grouped link (SE 4.3).
    GroupedTwoStringKite,
    /// Two strong links, one in a box, one grouped (SE "Grouped 2 Strong links", 4.3).
    GroupedTurbotFish,
    /// Two links closing a loop, one grouped (SE "(2 Strong Links) Grouped X-Loop", 4.3).
    GroupedStrongLinkLoop,
    /// Three strong links closing a loop (SE "(3 Strong Links) X-Loop", 5.4-5.6).
    ThreeStrongLinkLoop,
    /// SE "Grouped 3 Skyscrapers" (5.7).
    GroupedThreeSkyscrapers,
    /// SE "Grouped 3-String Kite" (5.7).
    GroupedThreeStringKite,
    /// SE "Grouped 3 Strong links" (5.7).
    GroupedThreeStrongLinks,
    /// SE "(3 Strong Links) Grouped X-Loop" (5.7).
    GroupedThreeStrongLinkLoop,
    /// Four parallel-line strong links (SE "4 Skyscrapers", 5.8).
    FourSkyscrapers,
    /// Four strong links of mixed types (SE "4 Strong links", 5.9-6.0).
    FourStrongLinks,
    /// SE "(4 Strong Links) X-Loop" (5.8-6.0).
    FourStrongLinkLoop,
    /// SE "Grouped 4 Skyscrapers" (6.1).
    GroupedFourSkyscrapers,
    /// SE "Grouped 4 Strong links" (6.1).
    GroupedFourStrongLinks,
    /// SE "(4 Strong Links) Grouped X-Loop" (6.1).
    GroupedFourStrongLinkLoop,
    /// SE 4.2.
    XYWing,
    /// SE 4.4.
    XYZWing,
    /// Unique rectangle or loop type 1: one cell with extra digits (SE 4.5+).
    UniqueRectangle1,
    /// Type 2: the extra cells share one extra digit (SE 4.5+).
    UniqueRectangle2,
    /// Type 3: the extras form a naked or hidden set (SE 4.6+).
    UniqueRectangle3,
    /// Type 4: one loop digit is locked in the two extra cells (SE 4.5+).
    UniqueRectangle4,
    /// Bivalue universal grave type 1: one cell with 3+ candidates (SE 5.6).
    Bug1,
    /// BUG type 2: the extra cells share one extra digit (SE 5.7).
    Bug2,
    /// SE 5.0.
    NakedQuad,
    /// A 3-cell almost locked set and a bivalue cell (SE 5.5-5.6).
    WXYZWing,
    /// A 4-cell almost locked set and a bivalue cell (SE 6.2-6.4).
    VWXYZWing,
    /// A 5-cell almost locked set and a bivalue cell (SE 6.6).
    UVWXYZWing,
    /// A 6-cell almost locked set and a bivalue cell (SE 7.5).
    TUVWXYZWing,
    /// Two cells whose candidate pairs are excluded by bivalue cells both see (SE 6.2).
    AlignedPairExclusion,
    /// Three cells whose digit combinations are excluded by cells of two or
    /// three candidates all three see (SE 7.5).
    AlignedTripleExclusion,
    /// SE 5.2.
    Jellyfish,
    /// SE 5.4.
    HiddenQuad,
    /// A loop of same-digit links that holds either way (SE 6.5 + length).
    BidirectionalXCycle,
    /// A loop through bivalue cells (SE 6.5 + length).
    BidirectionalYCycle,
    /// A loop mixing cell and house links (SE 7.0 + length).
    BidirectionalCycle,
    /// Same-digit links from a candidate back to its opposite (SE 6.6 + length).
    ForcingXChain,
    /// Cell and house links from a candidate back to its opposite (SE 7.0 + length).
    ForcingChain,
    /// An assumption that leads to a contradiction via same-digit links (SE 7.5 + length).
    NishioForcingChain,
    /// Every candidate of a cell forces the same conclusion (SE 8.0 + length).
    CellForcingChain,
    /// Every place of a digit in a house forces the same conclusion (SE 8.0 + length).
    RegionForcingChain,
    /// Cell forcing chains on a shrinking grid (SE 8.5 + length).
    DynamicCellForcingChain,
    /// Region forcing chains on a shrinking grid (SE 8.5 + length).
    DynamicRegionForcingChain,
    /// A candidate being true and false force the same conclusion (SE 8.5 + length).
    DynamicDoubleForcingChain,
    /// An assumption that leads to a contradiction (SE 8.5 + length).
    DynamicContradictionForcingChain,
    /// Dynamic cell forcing chains whose propagation also uses pointing,
    /// claiming, naked/hidden pairs and X-Wings (SE's "(+)": 9.0 + length).
    DynamicCellForcingChainPlus,
    /// Dynamic region forcing chains, nested level 1 (SE 9.0 + length).
    DynamicRegionForcingChainPlus,
    /// Dynamic double forcing chains, nested level 1 (SE 9.0 + length).
    DynamicDoubleForcingChainPlus,
    /// Dynamic contradiction forcing chains, nested level 1 (SE 9.0 + length).
    DynamicContradictionForcingChainPlus,
    /// Dynamic cell forcing chains, nested level 2: the "(+)" rules and
    /// forcing chains (SE's "Forcing Chains & Cycles") also act on the reduced grid (SE 9.5 + length).
    DynamicCellForcingChainFc,
    /// Dynamic region forcing chains, nested level 2: the "(+)" rules and
    /// forcing chains (SE's "Forcing Chains & Cycles") also act on the reduced grid (SE 9.5 + length).
    DynamicRegionForcingChainFc,
    /// Dynamic double forcing chains, nested level 2: the "(+)" rules and
    /// forcing chains (SE's "Forcing Chains & Cycles") also act on the reduced grid (SE 9.5 + length).
    DynamicDoubleForcingChainFc,
    /// Dynamic contradiction forcing chains, nested level 2: the "(+)" rules and
    /// forcing chains (SE's "Forcing Chains & Cycles") also act on the reduced grid (SE 9.5 + length).
    DynamicContradictionForcingChainFc,
    /// Dynamic cell forcing chains, nested level 3: the "(+)" rules and
    /// static cell and region forcing chains also act on the reduced grid (SE 10.0 + length).
    DynamicCellForcingChainMfc,
    /// Dynamic region forcing chains, nested level 3: the "(+)" rules and
    /// static cell and region forcing chains also act on the reduced grid (SE 10.0 + length).
    DynamicRegionForcingChainMfc,
    /// Dynamic double forcing chains, nested level 3: the "(+)" rules and
    /// static cell and region forcing chains also act on the reduced grid (SE 10.0 + length).
    DynamicDoubleForcingChainMfc,
    /// Dynamic contradiction forcing chains, nested level 3: the "(+)" rules and
    /// static cell and region forcing chains also act on the reduced grid (SE 10.0 + length).
    DynamicContradictionForcingChainMfc,
    /// Dynamic cell forcing chains, nested level 4: the "(+)" rules and
    /// dynamic forcing chains also act on the reduced grid (SE 10.5 + length).
    DynamicCellForcingChainDfc,
    /// Dynamic region forcing chains, nested level 4: the "(+)" rules and
    /// dynamic forcing chains also act on the reduced grid (SE 10.5 + length).
    DynamicRegionForcingChainDfc,
    /// Dynamic double forcing chains, nested level 4: the "(+)" rules and
    /// dynamic forcing chains also act on the reduced grid (SE 10.5 + length).
    DynamicDoubleForcingChainDfc,
    /// Dynamic contradiction forcing chains, nested level 4: the "(+)" rules and
    /// dynamic forcing chains also act on the reduced grid (SE 10.5 + length).
    DynamicContradictionForcingChainDfc,
}

/// Lists every technique once with its stable id, so that [`Technique::id`]
/// (an exhaustive `match`) and [`Technique::ALL`] cannot drift apart: a new
/// variant does not compile until it is listed here.
macro_rules! technique_ids {
    ($($variant:ident => $id:literal,)*) => {
        impl Technique {
            /// Every technique, in declaration order.
            pub const ALL: &'static [Technique] = &[$(Technique::$variant,)*];

            /// A stable machine-readable id in snake_case (`x_wing`,
            /// `xyz_wing`, `hidden_single`), for JSON output. Ids never
            /// change once published (a test pins them to
            /// `tests/fixtures/technique_ids.txt`), even if a variant is
            /// renamed.
            pub fn id(self) -> &'static str {
                match self {
                    $(Technique::$variant => $id,)*
                }
            }
        }
    };
}

technique_ids! {
    FullHouse => "full_house",
    HiddenSingle => "hidden_single",
    DirectPointing => "direct_pointing",
    DirectClaiming => "direct_claiming",
    DirectHiddenPair => "direct_hidden_pair",
    NakedSingle => "naked_single",
    DirectHiddenTriple => "direct_hidden_triple",
    Pointing => "pointing",
    Claiming => "claiming",
    NakedPair => "naked_pair",
    XWing => "x_wing",
    HiddenPair => "hidden_pair",
    NakedTriple => "naked_triple",
    Swordfish => "swordfish",
    HiddenTriple => "hidden_triple",
    Skyscraper => "skyscraper",
    TwoStringKite => "two_string_kite",
    TurbotFish => "turbot_fish",
    StrongLinkLoop => "strong_link_loop",
    ThreeSkyscrapers => "three_skyscrapers",
    ThreeStringKite => "three_string_kite",
    ThreeStrongLinks => "three_strong_links",
    GroupedSkyscraper => "grouped_skyscraper",
    GroupedTwoStringKite => "grouped_two_string_kite",
    GroupedTurbotFish => "grouped_turbot_fish",
    GroupedStrongLinkLoop => "grouped_strong_link_loop",
    ThreeStrongLinkLoop => "three_strong_link_loop",
    GroupedThreeSkyscrapers => "grouped_three_skyscrapers",
    GroupedThreeStringKite => "grouped_three_string_kite",
    GroupedThreeStrongLinks => "grouped_three_strong_links",
    GroupedThreeStrongLinkLoop => "grouped_three_strong_link_loop",
    FourSkyscrapers => "four_skyscrapers",
    FourStrongLinks => "four_strong_links",
    FourStrongLinkLoop => "four_strong_link_loop",
    GroupedFourSkyscrapers => "grouped_four_skyscrapers",
    GroupedFourStrongLinks => "grouped_four_strong_links",
    GroupedFourStrongLinkLoop => "grouped_four_strong_link_loop",
    XYWing => "xy_wing",
    XYZWing => "xyz_wing",
    UniqueRectangle1 => "unique_rectangle1",
    UniqueRectangle2 => "unique_rectangle2",
    UniqueRectangle3 => "unique_rectangle3",
    UniqueRectangle4 => "unique_rectangle4",
    Bug1 => "bug1",
    Bug2 => "bug2",
    NakedQuad => "naked_quad",
    WXYZWing => "wxyz_wing",
    VWXYZWing => "vwxyz_wing",
    UVWXYZWing => "uvwxyz_wing",
    AlignedPairExclusion => "aligned_pair_exclusion",
    Jellyfish => "jellyfish",
    HiddenQuad => "hidden_quad",
    BidirectionalXCycle => "bidirectional_x_cycle",
    BidirectionalYCycle => "bidirectional_y_cycle",
    BidirectionalCycle => "bidirectional_cycle",
    ForcingXChain => "forcing_x_chain",
    ForcingChain => "forcing_chain",
    NishioForcingChain => "nishio_forcing_chain",
    CellForcingChain => "cell_forcing_chain",
    RegionForcingChain => "region_forcing_chain",
    DynamicCellForcingChain => "dynamic_cell_forcing_chain",
    DynamicRegionForcingChain => "dynamic_region_forcing_chain",
    DynamicDoubleForcingChain => "dynamic_double_forcing_chain",
    DynamicContradictionForcingChain => "dynamic_contradiction_forcing_chain",
    DynamicCellForcingChainPlus => "dynamic_cell_forcing_chain_plus",
    DynamicRegionForcingChainPlus => "dynamic_region_forcing_chain_plus",
    DynamicDoubleForcingChainPlus => "dynamic_double_forcing_chain_plus",
    DynamicContradictionForcingChainPlus => "dynamic_contradiction_forcing_chain_plus",
    DynamicCellForcingChainFc => "dynamic_cell_forcing_chain_fc",
    DynamicRegionForcingChainFc => "dynamic_region_forcing_chain_fc",
    DynamicDoubleForcingChainFc => "dynamic_double_forcing_chain_fc",
    DynamicContradictionForcingChainFc => "dynamic_contradiction_forcing_chain_fc",
    DynamicCellForcingChainMfc => "dynamic_cell_forcing_chain_mfc",
    DynamicRegionForcingChainMfc => "dynamic_region_forcing_chain_mfc",
    DynamicDoubleForcingChainMfc => "dynamic_double_forcing_chain_mfc",
    DynamicContradictionForcingChainMfc => "dynamic_contradiction_forcing_chain_mfc",
    DynamicCellForcingChainDfc => "dynamic_cell_forcing_chain_dfc",
    DynamicRegionForcingChainDfc => "dynamic_region_forcing_chain_dfc",
    DynamicDoubleForcingChainDfc => "dynamic_double_forcing_chain_dfc",
    DynamicContradictionForcingChainDfc => "dynamic_contradiction_forcing_chain_dfc",
    // Later additions come last: the practice files store indexes into
    // `Technique::ALL`, so an existing technique's index never moves.
    TUVWXYZWing => "tuvwxyz_wing",
    AlignedTripleExclusion => "aligned_triple_exclusion",
}

impl Technique {
    /// The name SukakuExplainer prints for this technique.
    pub fn se_name(self) -> &'static str {
        match self {
            Technique::FullHouse | Technique::HiddenSingle => "Hidden Single",
            Technique::DirectPointing => "Direct Pointing",
            Technique::DirectClaiming => "Direct Claiming",
            Technique::DirectHiddenPair => "Direct Hidden Pair",
            Technique::NakedSingle => "Naked Single",
            Technique::DirectHiddenTriple => "Direct Hidden Triplet",
            Technique::Pointing => "Pointing",
            Technique::Claiming => "Claiming",
            Technique::NakedPair => "Naked Pair",
            Technique::XWing => "X-Wing",
            Technique::HiddenPair => "Hidden Pair",
            Technique::NakedTriple => "Naked Triplet",
            Technique::Swordfish => "Swordfish",
            Technique::HiddenTriple => "Hidden Triplet",
            Technique::Skyscraper => "Skyscraper",
            Technique::TwoStringKite => "2-String Kite",
            Technique::TurbotFish => "2 Strong links",
            Technique::StrongLinkLoop => "(2 Strong Links) X-Loop",
            Technique::ThreeSkyscrapers => "3 Skyscrapers",
            Technique::ThreeStringKite => "3-String Kite",
            Technique::ThreeStrongLinks => "3 Strong links",
            Technique::GroupedSkyscraper => "Grouped Skyscraper",
            Technique::GroupedTwoStringKite => "Grouped 2-String Kite",
            Technique::GroupedTurbotFish => "Grouped 2 Strong links",
            Technique::GroupedStrongLinkLoop => "(2 Strong Links) Grouped X-Loop",
            Technique::ThreeStrongLinkLoop => "(3 Strong Links) X-Loop",
            Technique::GroupedThreeSkyscrapers => "Grouped 3 Skyscrapers",
            Technique::GroupedThreeStringKite => "Grouped 3-String Kite",
            Technique::GroupedThreeStrongLinks => "Grouped 3 Strong links",
            Technique::GroupedThreeStrongLinkLoop => "(3 Strong Links) Grouped X-Loop",
            Technique::FourSkyscrapers => "4 Skyscrapers",
            Technique::FourStrongLinks => "4 Strong links",
            Technique::FourStrongLinkLoop => "(4 Strong Links) X-Loop",
            Technique::GroupedFourSkyscrapers => "Grouped 4 Skyscrapers",
            Technique::GroupedFourStrongLinks => "Grouped 4 Strong links",
            Technique::GroupedFourStrongLinkLoop => "(4 Strong Links) Grouped X-Loop",
            Technique::XYWing => "XY-Wing",
            Technique::XYZWing => "XYZ-Wing",
            Technique::UniqueRectangle1 => "Unique Rectangle type 1",
            Technique::UniqueRectangle2 => "Unique Rectangle type 2",
            Technique::UniqueRectangle3 => "Unique Rectangle type 3",
            Technique::UniqueRectangle4 => "Unique Rectangle type 4",
            Technique::Bug1 => "BUG type 1",
            Technique::Bug2 => "BUG type 2",
            Technique::NakedQuad => "Naked Quad",
            Technique::WXYZWing => "WXYZ-Wing",
            Technique::VWXYZWing => "VWXYZ-Wing",
            Technique::UVWXYZWing => "UVWXYZ-Wing",
            Technique::TUVWXYZWing => "TUVWXYZ-Wing",
            Technique::AlignedPairExclusion => "Aligned Pair Exclusion",
            Technique::AlignedTripleExclusion => "Aligned Triplet Exclusion",
            Technique::Jellyfish => "Jellyfish",
            Technique::HiddenQuad => "Hidden Quad",
            Technique::BidirectionalXCycle => "Bidirectional X-Cycle",
            Technique::BidirectionalYCycle => "Bidirectional Y-Cycle",
            Technique::BidirectionalCycle => "Bidirectional Cycle",
            Technique::ForcingXChain => "Forcing X-Chain",
            Technique::ForcingChain => "Forcing Chain",
            Technique::NishioForcingChain => "Nishio Forcing Chains",
            Technique::CellForcingChain => "Cell Forcing Chains",
            Technique::RegionForcingChain => "Region Forcing Chains",
            Technique::DynamicCellForcingChain => "Dynamic Cell Forcing Chains",
            Technique::DynamicRegionForcingChain => "Dynamic Region Forcing Chains",
            Technique::DynamicDoubleForcingChain => "Dynamic Double Forcing Chains",
            Technique::DynamicContradictionForcingChain => "Dynamic Contradiction Forcing Chains",
            Technique::DynamicCellForcingChainPlus => "Dynamic Cell Forcing Chains (+)",
            Technique::DynamicRegionForcingChainPlus => "Dynamic Region Forcing Chains (+)",
            Technique::DynamicDoubleForcingChainPlus => "Dynamic Double Forcing Chains (+)",
            Technique::DynamicContradictionForcingChainPlus => {
                "Dynamic Contradiction Forcing Chains (+)"
            }
            Technique::DynamicCellForcingChainFc => {
                "Dynamic Cell Forcing Chains (+ Forcing Chains)"
            }
            Technique::DynamicRegionForcingChainFc => {
                "Dynamic Region Forcing Chains (+ Forcing Chains)"
            }
            Technique::DynamicDoubleForcingChainFc => {
                "Dynamic Double Forcing Chains (+ Forcing Chains)"
            }
            Technique::DynamicContradictionForcingChainFc => {
                "Dynamic Contradiction Forcing Chains (+ Forcing Chains)"
            }
            Technique::DynamicCellForcingChainMfc => {
                "Dynamic Cell Forcing Chains (+ Multiple Forcing Chains)"
            }
            Technique::DynamicRegionForcingChainMfc => {
                "Dynamic Region Forcing Chains (+ Multiple Forcing Chains)"
            }
            Technique::DynamicDoubleForcingChainMfc => {
                "Dynamic Double Forcing Chains (+ Multiple Forcing Chains)"
            }
            Technique::DynamicContradictionForcingChainMfc => {
                "Dynamic Contradiction Forcing Chains (+ Multiple Forcing Chains)"
            }
            Technique::DynamicCellForcingChainDfc => {
                "Dynamic Cell Forcing Chains (+ Dynamic Forcing Chains)"
            }
            Technique::DynamicRegionForcingChainDfc => {
                "Dynamic Region Forcing Chains (+ Dynamic Forcing Chains)"
            }
            Technique::DynamicDoubleForcingChainDfc => {
                "Dynamic Double Forcing Chains (+ Dynamic Forcing Chains)"
            }
            Technique::DynamicContradictionForcingChainDfc => {
                "Dynamic Contradiction Forcing Chains (+ Dynamic Forcing Chains)"
            }
        }
    }

    /// The family this technique belongs to.
    pub fn family(self) -> Family {
        use Technique::*;
        match self {
            FullHouse | HiddenSingle | NakedSingle => Family::Singles,
            DirectPointing | DirectClaiming | DirectHiddenPair | DirectHiddenTriple => {
                Family::Direct
            }
            Pointing | Claiming => Family::Intersections,
            NakedPair | HiddenPair | NakedTriple | HiddenTriple | NakedQuad | HiddenQuad => {
                Family::Subsets
            }
            XWing | Swordfish | Jellyfish => Family::Fish,
            XYWing | XYZWing | WXYZWing | VWXYZWing | UVWXYZWing | TUVWXYZWing => Family::Wings,
            AlignedPairExclusion | AlignedTripleExclusion => Family::AlignedExclusion,
            UniqueRectangle1 | UniqueRectangle2 | UniqueRectangle3 | UniqueRectangle4 | Bug1
            | Bug2 => Family::Uniqueness,
            Skyscraper
            | TwoStringKite
            | TurbotFish
            | StrongLinkLoop
            | ThreeSkyscrapers
            | ThreeStringKite
            | ThreeStrongLinks
            | GroupedSkyscraper
            | GroupedTwoStringKite
            | GroupedTurbotFish
            | GroupedStrongLinkLoop
            | ThreeStrongLinkLoop
            | GroupedThreeSkyscrapers
            | GroupedThreeStringKite
            | GroupedThreeStrongLinks
            | GroupedThreeStrongLinkLoop
            | FourSkyscrapers
            | FourStrongLinks
            | FourStrongLinkLoop
            | GroupedFourSkyscrapers
            | GroupedFourStrongLinks
            | GroupedFourStrongLinkLoop => Family::StrongLinks,
            BidirectionalXCycle
            | BidirectionalYCycle
            | BidirectionalCycle
            | ForcingXChain
            | ForcingChain
            | NishioForcingChain
            | CellForcingChain
            | RegionForcingChain
            | DynamicCellForcingChain
            | DynamicRegionForcingChain
            | DynamicDoubleForcingChain
            | DynamicContradictionForcingChain
            | DynamicCellForcingChainPlus
            | DynamicRegionForcingChainPlus
            | DynamicDoubleForcingChainPlus
            | DynamicContradictionForcingChainPlus
            | DynamicCellForcingChainFc
            | DynamicRegionForcingChainFc
            | DynamicDoubleForcingChainFc
            | DynamicContradictionForcingChainFc
            | DynamicCellForcingChainMfc
            | DynamicRegionForcingChainMfc
            | DynamicDoubleForcingChainMfc
            | DynamicContradictionForcingChainMfc
            | DynamicCellForcingChainDfc
            | DynamicRegionForcingChainDfc
            | DynamicDoubleForcingChainDfc
            | DynamicContradictionForcingChainDfc => Family::Chains,
        }
    }
}

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
    /// The digit, 1-9.
    pub digit: u8,
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
