//! Every technique's facts in one table: its stable id, SukakuExplainer's
//! name for it, its family and the range of SE's ratings of its steps
//! (with the level band that range starts in). [`Technique::id`],
//! [`Technique::se_name`], [`Technique::family`], [`Technique::ALL`] and
//! the catalogue's ranges all read it.
//!
//! Only facts live here, no word of a language: what players call a
//! technique and how it is described are translations kept apart.

use super::level::Level;
use super::step::{Family, Rating, Technique};

/// One technique's facts (a row of the table).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub struct Facts {
    /// The technique.
    pub technique: Technique,
    /// A stable machine-readable id in snake_case (`x_wing`, `xyz_wing`,
    /// `hidden_single`), for JSON output. Ids never change once published
    /// (a test pins them to `tests/fixtures/technique_ids.txt`), even if a
    /// variant is renamed.
    pub id: &'static str,
    /// The name SukakuExplainer prints for it (without the pattern suffix
    /// SE adds to some, as in "Skyscraper 011"); `None` for the learner
    /// techniques SE does not have ([`Facts::learner`]).
    pub se_name: Option<&'static str>,
    /// The family it belongs to.
    pub family: Family,
    /// SE's lowest rating of a step of it. A learner technique, which SE
    /// does not have, is placed on SE's scale beside the SE techniques of
    /// its difficulty (see the table's comment): its steps show that
    /// rating, and no ER, EP or ED ever counts it.
    pub min: Rating,
    /// SE's highest, or `None` when a longer pattern rates higher without
    /// bound (chains and cycles: SE adds a length penalty).
    pub max: Option<Rating>,
}

impl Facts {
    /// Whether SukakuExplainer lacks the technique: one of the steps of
    /// HoDoKu and SudokuWiki that only the learner path takes.
    pub fn learner(&self) -> bool {
        self.se_name.is_none()
    }

    /// The level band of the lowest rating.
    pub fn level(&self) -> Level {
        Level::for_er(self.min)
    }

    /// Whether `rating` lies in the technique's range.
    pub fn contains(&self, rating: Rating) -> bool {
        rating >= self.min && self.max.is_none_or(|m| rating <= m)
    }
}

/// The upper end of a row's range: a rating, or `_` for none.
macro_rules! max_rating {
    (_) => {
        None
    };
    ($max:literal) => {
        Some(Rating($max))
    };
}

/// SE's name of a row, or `_` for a learner technique.
macro_rules! se_name {
    (_) => {
        None
    };
    ($name:literal) => {
        Some($name)
    };
}

/// Builds [`Technique::ALL`] and [`Technique::facts`] from the rows, so
/// the two cannot drift apart: `facts` is an exhaustive `match`, and a
/// new variant does not compile until it has a row.
macro_rules! techniques {
    ($($variant:ident $family:ident $min:literal $max:tt $id:literal $se_name:tt;)*) => {
        impl Technique {
            /// Every technique, in the table's order.
            pub const ALL: &'static [Technique] = &[$(Technique::$variant,)*];

            /// The technique's row of the table.
            pub fn facts(self) -> &'static Facts {
                match self {
                    $(Technique::$variant => {
                        const FACTS: Facts = Facts {
                            technique: Technique::$variant,
                            id: $id,
                            se_name: se_name!($se_name),
                            family: Family::$family,
                            min: Rating($min),
                            max: max_rating!($max),
                        };
                        &FACTS
                    })*
                }
            }
        }
    };
}

// Ratings in tenths (`23` is 2.3); `_`: no upper bound.
techniques! {
//  technique                             family            min  max  id                                          SE name
    FullHouse                             Singles            10   10  "full_house"                                "Hidden Single";
    HiddenSingle                          Singles            12   15  "hidden_single"                             "Hidden Single";
    DirectPointing                        Direct             17   17  "direct_pointing"                           "Direct Pointing";
    DirectClaiming                        Direct             19   19  "direct_claiming"                           "Direct Claiming";
    DirectHiddenPair                      Direct             20   20  "direct_hidden_pair"                        "Direct Hidden Pair";
    NakedSingle                           Singles            23   23  "naked_single"                              "Naked Single";
    DirectHiddenTriple                    Direct             25   25  "direct_hidden_triple"                      "Direct Hidden Triplet";
    Pointing                              Intersections      26   26  "pointing"                                  "Pointing";
    Claiming                              Intersections      28   28  "claiming"                                  "Claiming";
    NakedPair                             Subsets            30   30  "naked_pair"                                "Naked Pair";
    XWing                                 Fish               32   32  "x_wing"                                    "X-Wing";
    HiddenPair                            Subsets            34   34  "hidden_pair"                               "Hidden Pair";
    NakedTriple                           Subsets            36   36  "naked_triple"                              "Naked Triplet";
    Swordfish                             Fish               38   38  "swordfish"                                 "Swordfish";
    HiddenTriple                          Subsets            40   40  "hidden_triple"                             "Hidden Triplet";
    Skyscraper                            StrongLinks        40   40  "skyscraper"                                "Skyscraper";
    TwoStringKite                         StrongLinks        41   41  "two_string_kite"                           "2-String Kite";
    TurbotFish                            StrongLinks        41   42  "turbot_fish"                               "2 Strong links";
    StrongLinkLoop                        StrongLinks        40   42  "strong_link_loop"                          "(2 Strong Links) X-Loop";
    ThreeSkyscrapers                      StrongLinks        54   54  "three_skyscrapers"                         "3 Skyscrapers";
    ThreeStringKite                       StrongLinks        55   55  "three_string_kite"                         "3-String Kite";
    ThreeStrongLinks                      StrongLinks        55   56  "three_strong_links"                        "3 Strong links";
    GroupedSkyscraper                     StrongLinks        43   43  "grouped_skyscraper"                        "Grouped Skyscraper";
    GroupedTwoStringKite                  StrongLinks        43   43  "grouped_two_string_kite"                   "Grouped 2-String Kite";
    GroupedTurbotFish                     StrongLinks        43   43  "grouped_turbot_fish"                       "Grouped 2 Strong links";
    GroupedStrongLinkLoop                 StrongLinks        43   43  "grouped_strong_link_loop"                  "(2 Strong Links) Grouped X-Loop";
    ThreeStrongLinkLoop                   StrongLinks        54   56  "three_strong_link_loop"                    "(3 Strong Links) X-Loop";
    GroupedThreeSkyscrapers               StrongLinks        57   57  "grouped_three_skyscrapers"                 "Grouped 3 Skyscrapers";
    GroupedThreeStringKite                StrongLinks        57   57  "grouped_three_string_kite"                 "Grouped 3-String Kite";
    GroupedThreeStrongLinks               StrongLinks        57   57  "grouped_three_strong_links"                "Grouped 3 Strong links";
    GroupedThreeStrongLinkLoop            StrongLinks        57   57  "grouped_three_strong_link_loop"            "(3 Strong Links) Grouped X-Loop";
    FourSkyscrapers                       StrongLinks        58   58  "four_skyscrapers"                          "4 Skyscrapers";
    FourStrongLinks                       StrongLinks        59   60  "four_strong_links"                         "4 Strong links";
    FourStrongLinkLoop                    StrongLinks        58   60  "four_strong_link_loop"                     "(4 Strong Links) X-Loop";
    GroupedFourSkyscrapers                StrongLinks        61   61  "grouped_four_skyscrapers"                  "Grouped 4 Skyscrapers";
    GroupedFourStrongLinks                StrongLinks        61   61  "grouped_four_strong_links"                 "Grouped 4 Strong links";
    GroupedFourStrongLinkLoop             StrongLinks        61   61  "grouped_four_strong_link_loop"             "(4 Strong Links) Grouped X-Loop";
    XYWing                                Wings              42   42  "xy_wing"                                   "XY-Wing";
    XYZWing                               Wings              44   44  "xyz_wing"                                  "XYZ-Wing";
    UniqueRectangle1                      Uniqueness         45   50  "unique_rectangle1"                         "Unique Rectangle type 1";
    UniqueRectangle2                      Uniqueness         45   50  "unique_rectangle2"                         "Unique Rectangle type 2";
    UniqueRectangle3                      Uniqueness         45   53  "unique_rectangle3"                         "Unique Rectangle type 3";
    UniqueRectangle4                      Uniqueness         45   50  "unique_rectangle4"                         "Unique Rectangle type 4";
    Bug1                                  Uniqueness         56   56  "bug1"                                      "BUG type 1";
    Bug2                                  Uniqueness         57   57  "bug2"                                      "BUG type 2";
    NakedQuad                             Subsets            50   50  "naked_quad"                                "Naked Quad";
    WXYZWing                              Wings              55   56  "wxyz_wing"                                 "WXYZ-Wing";
    VWXYZWing                             Wings              62   64  "vwxyz_wing"                                "VWXYZ-Wing";
    UVWXYZWing                            Wings              66   66  "uvwxyz_wing"                               "UVWXYZ-Wing";
    AlignedPairExclusion                  AlignedExclusion   62   62  "aligned_pair_exclusion"                    "Aligned Pair Exclusion";
    Jellyfish                             Fish               52   52  "jellyfish"                                 "Jellyfish";
    HiddenQuad                            Subsets            54   54  "hidden_quad"                               "Hidden Quad";
    BidirectionalXCycle                   Chains             65    _  "bidirectional_x_cycle"                     "Bidirectional X-Cycle";
    BidirectionalYCycle                   Chains             65    _  "bidirectional_y_cycle"                     "Bidirectional Y-Cycle";
    BidirectionalCycle                    Chains             70    _  "bidirectional_cycle"                       "Bidirectional Cycle";
    ForcingXChain                         Chains             66    _  "forcing_x_chain"                           "Forcing X-Chain";
    ForcingChain                          Chains             70    _  "forcing_chain"                             "Forcing Chain";
    NishioForcingChain                    Chains             75    _  "nishio_forcing_chain"                      "Nishio Forcing Chains";
    CellForcingChain                      Chains             80    _  "cell_forcing_chain"                        "Cell Forcing Chains";
    RegionForcingChain                    Chains             80    _  "region_forcing_chain"                      "Region Forcing Chains";
    DynamicCellForcingChain               Chains             85    _  "dynamic_cell_forcing_chain"                "Dynamic Cell Forcing Chains";
    DynamicRegionForcingChain             Chains             85    _  "dynamic_region_forcing_chain"              "Dynamic Region Forcing Chains";
    DynamicDoubleForcingChain             Chains             85    _  "dynamic_double_forcing_chain"              "Dynamic Double Forcing Chains";
    DynamicContradictionForcingChain      Chains             85    _  "dynamic_contradiction_forcing_chain"       "Dynamic Contradiction Forcing Chains";
    DynamicCellForcingChainPlus           Chains             90    _  "dynamic_cell_forcing_chain_plus"           "Dynamic Cell Forcing Chains (+)";
    DynamicRegionForcingChainPlus         Chains             90    _  "dynamic_region_forcing_chain_plus"         "Dynamic Region Forcing Chains (+)";
    DynamicDoubleForcingChainPlus         Chains             90    _  "dynamic_double_forcing_chain_plus"         "Dynamic Double Forcing Chains (+)";
    DynamicContradictionForcingChainPlus  Chains             90    _  "dynamic_contradiction_forcing_chain_plus"  "Dynamic Contradiction Forcing Chains (+)";
    DynamicCellForcingChainFc             Chains             95    _  "dynamic_cell_forcing_chain_fc"             "Dynamic Cell Forcing Chains (+ Forcing Chains)";
    DynamicRegionForcingChainFc           Chains             95    _  "dynamic_region_forcing_chain_fc"           "Dynamic Region Forcing Chains (+ Forcing Chains)";
    DynamicDoubleForcingChainFc           Chains             95    _  "dynamic_double_forcing_chain_fc"           "Dynamic Double Forcing Chains (+ Forcing Chains)";
    DynamicContradictionForcingChainFc    Chains             95    _  "dynamic_contradiction_forcing_chain_fc"    "Dynamic Contradiction Forcing Chains (+ Forcing Chains)";
    DynamicCellForcingChainMfc            Chains            100    _  "dynamic_cell_forcing_chain_mfc"            "Dynamic Cell Forcing Chains (+ Multiple Forcing Chains)";
    DynamicRegionForcingChainMfc          Chains            100    _  "dynamic_region_forcing_chain_mfc"          "Dynamic Region Forcing Chains (+ Multiple Forcing Chains)";
    DynamicDoubleForcingChainMfc          Chains            100    _  "dynamic_double_forcing_chain_mfc"          "Dynamic Double Forcing Chains (+ Multiple Forcing Chains)";
    DynamicContradictionForcingChainMfc   Chains            100    _  "dynamic_contradiction_forcing_chain_mfc"   "Dynamic Contradiction Forcing Chains (+ Multiple Forcing Chains)";
    DynamicCellForcingChainDfc            Chains            105    _  "dynamic_cell_forcing_chain_dfc"            "Dynamic Cell Forcing Chains (+ Dynamic Forcing Chains)";
    DynamicRegionForcingChainDfc          Chains            105    _  "dynamic_region_forcing_chain_dfc"          "Dynamic Region Forcing Chains (+ Dynamic Forcing Chains)";
    DynamicDoubleForcingChainDfc          Chains            105    _  "dynamic_double_forcing_chain_dfc"          "Dynamic Double Forcing Chains (+ Dynamic Forcing Chains)";
    DynamicContradictionForcingChainDfc   Chains            105    _  "dynamic_contradiction_forcing_chain_dfc"   "Dynamic Contradiction Forcing Chains (+ Dynamic Forcing Chains)";
    // Later additions come last: the practice files store indexes into
    // `Technique::ALL`, so an existing technique's index never moves.
    TUVWXYZWing                           Wings              75   75  "tuvwxyz_wing"                              "TUVWXYZ-Wing";
    AlignedTripleExclusion                AlignedExclusion   75   75  "aligned_triple_exclusion"                  "Aligned Triplet Exclusion";
    // The learner techniques: HoDoKu's and SudokuWiki's steps that SE does
    // not have (SE name `_`). Only the learner path takes them, and no ER,
    // EP or ED counts them. Each sits on SE's scale beside the SE
    // techniques of its difficulty, so that its level reads right: a
    // finned fish just above its plain fish, an empty rectangle at SE's
    // grouped turbot fish (the same deduction), a W-Wing beside the
    // XY- and XYZ-Wing, colouring at the top of `hard` and in `expert`
    // (an X-chain, which SE rates as a forcing X-chain from 6.6), ALS-XZ
    // beside the WXYZ-Wing it generalises.
    FinnedXWing                           Fish               34   34  "finned_x_wing"                             _;
    SashimiXWing                          Fish               35   35  "sashimi_x_wing"                            _;
    FinnedSwordfish                       Fish               40   40  "finned_swordfish"                          _;
    SashimiSwordfish                      Fish               41   41  "sashimi_swordfish"                         _;
    FinnedJellyfish                       Fish               53   53  "finned_jellyfish"                          _;
    SashimiJellyfish                      Fish               54   54  "sashimi_jellyfish"                         _;
    EmptyRectangle                        StrongLinks        43   43  "empty_rectangle"                           _;
    WWing                                 Wings              44   44  "w_wing"                                    _;
    SimpleColouring                       Colouring          44   44  "simple_colouring"                          _;
    MultiColouring                        Colouring          48   48  "multi_colouring"                           _;
    AlsXz                                 Wings              55   55  "als_xz"                                    _;
    // The uniqueness family: a type 5 is SE's type 2 on a rectangle (4.5,
    // the rating SE gives the same pattern); type 6 and the hidden
    // rectangle add strong links to a rectangle, as SE's type 4 adds a
    // locked digit, so they sit just above it.
    UniqueRectangle5                      Uniqueness         45   45  "unique_rectangle_5"                        _;
    UniqueRectangle6                      Uniqueness         46   46  "unique_rectangle_6"                        _;
    HiddenRectangle                       Uniqueness         46   46  "hidden_rectangle"                          _;
    // The ALS family and Sue de Coq: Sue de Coq between multi-colouring
    // and ALS-XZ, as HoDoKu's scores order them (200, 250, 300); the
    // ALS-XY-Wing (three sets) at SE's VWXYZ-Wing, the ALS chain (four
    // or more) at SE's UVWXYZ-Wing and forcing X-chains.
    AlsXyWing                             Wings              62   62  "als_xy_wing"                               _;
    AlsXyChain                            Wings              66   66  "als_xy_chain"                              _;
    SueDeCoq                              Subsets            50   50  "sue_de_coq"                                _;
    // Alternating inference chains: an X-Chain past SE's four strong
    // links (5.8-6.1), an XY-Chain and an AIC from there to SE's forcing
    // X-chains and chains (6.6, 7.0), which find what they find.
    XChain                                StrongLinks        62   62  "x_chain"                                   _;
    XyChain                               Chains             64   _   "xy_chain"                                  _;
    Aic                                   Chains             66   _   "aic"                                       _;
}

impl Technique {
    /// The stable id of [`Facts::id`].
    pub fn id(self) -> &'static str {
        self.facts().id
    }

    /// The name SukakuExplainer prints for this technique; `None` for a
    /// learner technique, which SE does not have.
    pub fn se_name(self) -> Option<&'static str> {
        self.facts().se_name
    }

    /// The family this technique belongs to.
    pub fn family(self) -> Family {
        self.facts().family
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;
    use crate::logic::{rate_candidates, Candidates};
    use crate::{Budget, Grid};

    /// SukakuExplainer's own ratings (made outside the repository), one
    /// puzzle a line: puzzle, ER/EP/ED, hardest technique, then more.
    const SE_FIXTURES: [&str; 4] = [
        include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/fixtures/se_sample.tsv"
        )),
        include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/fixtures/se_magictour.tsv"
        )),
        include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/fixtures/se_17clue_2000.tsv"
        )),
        include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/fixtures/se_hardest_sample.tsv"
        )),
    ];

    /// The fixture lines as (puzzle, ER in tenths, SE's hardest technique).
    fn se_lines() -> impl Iterator<Item = (&'static str, Rating, &'static str)> {
        SE_FIXTURES.iter().flat_map(|f| {
            f.lines()
                .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
                .map(|l| {
                    let f: Vec<&str> = l.split('\t').collect();
                    let er = f[1].split('/').next().unwrap();
                    let (a, b) = er.split_once('.').unwrap();
                    let er = a.parse::<u16>().unwrap() * 10 + b.parse::<u16>().unwrap();
                    (f[0], Rating(er), f[2])
                })
        })
    }

    #[test]
    fn the_table_lists_every_technique_once() {
        let mut seen = HashSet::new();
        for &t in Technique::ALL {
            assert!(seen.insert(t), "{t:?} is listed twice");
            let f = t.facts();
            assert_eq!(f.technique, t, "{t:?}'s row is another's");
            assert!(f.min >= Rating(10), "{t:?}");
            assert!(f.max.is_none_or(|m| m >= f.min), "{t:?}");
            // Only chains and cycles grow without bound (SE's length penalty).
            assert_eq!(f.max.is_none(), f.family == Family::Chains, "{t:?}");
            assert!(f.se_name.is_none_or(|n| !n.is_empty() && n.trim() == n));
        }
        // One SE name each, but for the full house, which SE counts as a
        // hidden single.
        let se: Vec<&str> = Technique::ALL.iter().filter_map(|t| t.se_name()).collect();
        let names: HashSet<&str> = se.iter().copied().collect();
        assert_eq!(names.len(), se.len() - 1);
        assert_eq!(
            Technique::FullHouse.se_name(),
            Technique::HiddenSingle.se_name()
        );
    }

    /// On every puzzle SE rated, its ER (the rating of its hardest step)
    /// lies in the range of the technique SE names as the hardest.
    #[test]
    fn se_s_hardest_steps_lie_in_their_ranges() {
        let mut checked = 0;
        let mut loops = 0;
        for (p, er, name) in se_lines() {
            if name == "-" {
                continue;
            }
            // SE prints some names with the pattern after them
            // ("Skyscraper 011"): the longest table name `name` starts with.
            let rows: Vec<&Facts> = Technique::ALL
                .iter()
                .map(|t| t.facts())
                .filter(|f| {
                    f.se_name
                        .is_some_and(|n| name == n || name.starts_with(&format!("{n} ")))
                })
                .collect();
            let Some(longest) = rows.iter().filter_map(|f| f.se_name).map(str::len).max() else {
                // SE names a unique loop after its length ("Unique Loop 8
                // type 1"); the table holds its unique rectangle name.
                assert!(name.starts_with("Unique Loop "), "{p}: no row for {name}");
                loops += 1;
                continue;
            };
            let rows: Vec<&&Facts> = rows
                .iter()
                .filter(|f| f.se_name.map(str::len) == Some(longest))
                .collect();
            assert!(
                rows.iter().any(|f| f.contains(er)),
                "{p}: SE's {name} at {er} lies outside {:?}",
                rows.iter().map(|f| (f.min, f.max)).collect::<Vec<_>>()
            );
            checked += 1;
        }
        assert!(
            checked > 3_500 && loops < 5,
            "{checked} checked, {loops} loops"
        );
    }

    /// Every step the rater takes on a spread of puzzles, SE's sample and
    /// every 50th of magictour, rates in its technique's range.
    #[test]
    fn the_rater_s_steps_lie_in_their_ranges() {
        let mut steps = 0;
        let mut techniques = HashSet::new();
        let sample = SE_FIXTURES[0]
            .lines()
            .chain(SE_FIXTURES[1].lines().step_by(50));
        for line in sample.filter(|l| !l.starts_with('#') && !l.trim().is_empty()) {
            let p = line.split('\t').next().unwrap();
            let g: Grid = p.parse().unwrap();
            let r = rate_candidates(Candidates::from_grid(&g), &Budget::unlimited(), true);
            for s in &r.path {
                let f = s.technique.facts();
                assert!(
                    f.contains(s.rating),
                    "{p}: {:?} rated {} outside {:?}..={:?}",
                    s.technique,
                    s.rating,
                    f.min,
                    f.max
                );
                techniques.insert(s.technique);
                steps += 1;
            }
        }
        assert!(
            steps > 5_000 && techniques.len() > 40,
            "{steps} steps, {} techniques",
            techniques.len()
        );
    }
}
