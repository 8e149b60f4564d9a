//! The techniques the engine knows, as a plain enum that names no other
//! module: a step ([`super::step`]) and a reason ([`super::reason`]) both
//! name a technique, and neither may name the other's file for it.

/// The techniques the engine knows, in no particular order. Each one's
/// id, SukakuExplainer name, family and rating range are a row of the
/// table in [`facts`](super::facts) ([`Technique::facts`]).
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
    // The learner techniques (HoDoKu's and SudokuWiki's names; SE has
    // none of them): only the learner path takes them.
    /// An X-Wing whose base lines hold extra candidates (the fin) in one
    /// box: it removes only what also sees the fin (HoDoKu "Finned X-Wing").
    FinnedXWing,
    /// A finned X-Wing that lacks one corner (HoDoKu "Sashimi X-Wing").
    SashimiXWing,
    /// A Swordfish with a fin (HoDoKu "Finned Swordfish").
    FinnedSwordfish,
    /// A finned Swordfish that lacks a corner (HoDoKu "Sashimi Swordfish").
    SashimiSwordfish,
    /// A Jellyfish with a fin (HoDoKu "Finned Jellyfish").
    FinnedJellyfish,
    /// A finned Jellyfish that lacks a corner (HoDoKu "Sashimi Jellyfish").
    SashimiJellyfish,
    /// A box whose candidates for a digit lie on one row and one column,
    /// with a strong link on the digit (HoDoKu "Empty Rectangle").
    EmptyRectangle,
    /// Two bivalue cells of the same pair joined by a strong link on one
    /// of their digits (HoDoKu "W-Wing").
    WWing,
    /// One digit's conjugate pairs coloured in two colours: a colour that
    /// meets itself is false (wrap), a cell seeing both colours is not the
    /// digit (trap) (HoDoKu "Simple Colors", SudokuWiki "Simple Colouring").
    SimpleColouring,
    /// Two colour clusters of one digit whose colours see each other
    /// (HoDoKu "Multi Colors", SudokuWiki "Multi-Colouring").
    MultiColouring,
    /// Two almost locked sets sharing a restricted common digit
    /// (HoDoKu "ALS-XZ", singly or doubly linked).
    AlsXz,
    // The uniqueness family (HoDoKu's names).
    /// A unique rectangle whose extra cells, three or two on a diagonal,
    /// each hold one same extra digit (HoDoKu "Uniqueness Test 5").
    UniqueRectangle5,
    /// A unique rectangle with two diagonal bivalue cells and one of its
    /// digits confined to it in both rows and both columns (HoDoKu
    /// "Uniqueness Test 6").
    UniqueRectangle6,
    /// A unique rectangle with a bivalue corner and strong links on one
    /// of its digits along the opposite corner's row and column (HoDoKu
    /// "Hidden Rectangle").
    HiddenRectangle,
    // The ALS family and Sue de Coq (HoDoKu's ALS-XY-Wing, ALS chain and
    // Sue de Coq).
    /// Three almost locked sets: two wings each linked to a middle set by
    /// a different restricted common digit (HoDoKu "ALS-XY-Wing").
    AlsXyWing,
    /// A chain of four or more almost locked sets, each linked to the next
    /// by a restricted common digit other than the one before (HoDoKu
    /// "ALS-XY-Chain").
    AlsXyChain,
    /// Two or more cells of a box-line intersection whose candidates split
    /// between a set in the rest of the line and one in the rest of the
    /// box (HoDoKu "Sue de Coq").
    SueDeCoq,
    // Alternating inference chains (HoDoKu's X-Chain, XY-Chain and AIC).
    /// A chain of three or more strong links on one digit, joined by weak
    /// links (HoDoKu "X-Chain").
    XChain,
    /// A chain of bivalue cells, each joined to the next on a digit both
    /// hold, starting and ending on one digit (HoDoKu "XY-Chain").
    XyChain,
    /// An alternating inference chain mixing links inside cells and in
    /// houses (SudokuWiki's "Alternating Inference Chain", HoDoKu "AIC").
    Aic,
}
