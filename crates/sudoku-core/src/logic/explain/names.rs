//! The glossary: every technique's name as players know it, in English
//! (HoDoKu's and SudokuWiki's names where they have one) and in Korean
//! (as Korean Sudoku books and apps write them: the English terms in
//! Hangul, X-윙, 스카이스크래퍼). One name per technique, used in every text;
//! SukakuExplainer's own name stays in [`Technique::se_name`].
//! `docs/techniques.md` is checked against this table by a test.

use crate::logic::{Lang, Technique};

impl Technique {
    /// The technique's name in `lang`.
    pub fn name_in(self, lang: Lang) -> &'static str {
        let (en, ko) = names(self);
        match lang {
            Lang::En => en,
            Lang::Ko => ko,
        }
    }
}

/// (English, Korean) name of a technique.
fn names(t: Technique) -> (&'static str, &'static str) {
    use Technique::*;
    match t {
        FullHouse => ("Full House", "풀 하우스"),
        HiddenSingle => ("Hidden Single", "히든 싱글"),
        DirectPointing => ("Direct Pointing", "다이렉트 포인팅"),
        DirectClaiming => ("Direct Claiming", "다이렉트 클레이밍"),
        DirectHiddenPair => ("Direct Hidden Pair", "다이렉트 히든 페어"),
        NakedSingle => ("Naked Single", "네이키드 싱글"),
        DirectHiddenTriple => ("Direct Hidden Triple", "다이렉트 히든 트리플"),
        Pointing => ("Pointing", "포인팅"),
        Claiming => ("Claiming", "클레이밍"),
        NakedPair => ("Naked Pair", "네이키드 페어"),
        XWing => ("X-Wing", "X-윙"),
        HiddenPair => ("Hidden Pair", "히든 페어"),
        NakedTriple => ("Naked Triple", "네이키드 트리플"),
        Swordfish => ("Swordfish", "소드피시"),
        HiddenTriple => ("Hidden Triple", "히든 트리플"),
        Skyscraper => ("Skyscraper", "스카이스크래퍼"),
        TwoStringKite => ("2-String Kite", "투 스트링 카이트"),
        TurbotFish => ("Turbot Fish", "터봇 피시"),
        StrongLinkLoop => ("X-Loop", "X-루프"),
        ThreeSkyscrapers => ("3-Link Skyscraper", "3링크 스카이스크래퍼"),
        ThreeStringKite => ("3-String Kite", "쓰리 스트링 카이트"),
        ThreeStrongLinks => ("3-Link X-Chain", "3링크 X-체인"),
        GroupedSkyscraper => ("Grouped Skyscraper", "그룹 스카이스크래퍼"),
        GroupedTwoStringKite => ("Grouped 2-String Kite", "그룹 투 스트링 카이트"),
        GroupedTurbotFish => ("Grouped Turbot Fish", "그룹 터봇 피시"),
        GroupedStrongLinkLoop => ("Grouped X-Loop", "그룹 X-루프"),
        ThreeStrongLinkLoop => ("3-Link X-Loop", "3링크 X-루프"),
        GroupedThreeSkyscrapers => ("Grouped 3-Link Skyscraper", "그룹 3링크 스카이스크래퍼"),
        GroupedThreeStringKite => ("Grouped 3-String Kite", "그룹 쓰리 스트링 카이트"),
        GroupedThreeStrongLinks => ("Grouped 3-Link X-Chain", "그룹 3링크 X-체인"),
        GroupedThreeStrongLinkLoop => ("Grouped 3-Link X-Loop", "그룹 3링크 X-루프"),
        FourSkyscrapers => ("4-Link Skyscraper", "4링크 스카이스크래퍼"),
        FourStrongLinks => ("4-Link X-Chain", "4링크 X-체인"),
        FourStrongLinkLoop => ("4-Link X-Loop", "4링크 X-루프"),
        GroupedFourSkyscrapers => ("Grouped 4-Link Skyscraper", "그룹 4링크 스카이스크래퍼"),
        GroupedFourStrongLinks => ("Grouped 4-Link X-Chain", "그룹 4링크 X-체인"),
        GroupedFourStrongLinkLoop => ("Grouped 4-Link X-Loop", "그룹 4링크 X-루프"),
        XYWing => ("XY-Wing", "XY-윙"),
        XYZWing => ("XYZ-Wing", "XYZ-윙"),
        UniqueRectangle1 => ("Unique Rectangle Type 1", "유니크 렉탱글 타입 1"),
        UniqueRectangle2 => ("Unique Rectangle Type 2", "유니크 렉탱글 타입 2"),
        UniqueRectangle3 => ("Unique Rectangle Type 3", "유니크 렉탱글 타입 3"),
        UniqueRectangle4 => ("Unique Rectangle Type 4", "유니크 렉탱글 타입 4"),
        Bug1 => ("BUG Type 1", "BUG 타입 1"),
        Bug2 => ("BUG Type 2", "BUG 타입 2"),
        NakedQuad => ("Naked Quad", "네이키드 쿼드"),
        WXYZWing => ("WXYZ-Wing", "WXYZ-윙"),
        VWXYZWing => ("VWXYZ-Wing", "VWXYZ-윙"),
        UVWXYZWing => ("UVWXYZ-Wing", "UVWXYZ-윙"),
        TUVWXYZWing => ("TUVWXYZ-Wing", "TUVWXYZ-윙"),
        AlignedPairExclusion => ("Aligned Pair Exclusion", "얼라인드 페어 익스클루전"),
        AlignedTripleExclusion => ("Aligned Triple Exclusion", "얼라인드 트리플 익스클루전"),
        Jellyfish => ("Jellyfish", "젤리피시"),
        HiddenQuad => ("Hidden Quad", "히든 쿼드"),
        BidirectionalXCycle => ("X-Cycle", "X-사이클"),
        BidirectionalYCycle => ("Y-Cycle", "Y-사이클"),
        BidirectionalCycle => ("XY-Cycle", "XY-사이클"),
        ForcingXChain => ("Forcing X-Chain", "포싱 X-체인"),
        ForcingChain => ("Forcing Chain", "포싱 체인"),
        NishioForcingChain => ("Nishio Forcing Chain", "니시오 포싱 체인"),
        CellForcingChain => ("Cell Forcing Chain", "셀 포싱 체인"),
        RegionForcingChain => ("Region Forcing Chain", "영역 포싱 체인"),
        DynamicCellForcingChain => ("Dynamic Cell Forcing Chain", "다이내믹 셀 포싱 체인"),
        DynamicRegionForcingChain => ("Dynamic Region Forcing Chain", "다이내믹 영역 포싱 체인"),
        DynamicDoubleForcingChain => ("Dynamic Double Forcing Chain", "다이내믹 더블 포싱 체인"),
        DynamicContradictionForcingChain => (
            "Dynamic Contradiction Forcing Chain",
            "다이내믹 모순 포싱 체인",
        ),
        DynamicCellForcingChainPlus => (
            "Dynamic Cell Forcing Chain (+)",
            "다이내믹 셀 포싱 체인 (+)",
        ),
        DynamicRegionForcingChainPlus => (
            "Dynamic Region Forcing Chain (+)",
            "다이내믹 영역 포싱 체인 (+)",
        ),
        DynamicDoubleForcingChainPlus => (
            "Dynamic Double Forcing Chain (+)",
            "다이내믹 더블 포싱 체인 (+)",
        ),
        DynamicContradictionForcingChainPlus => (
            "Dynamic Contradiction Forcing Chain (+)",
            "다이내믹 모순 포싱 체인 (+)",
        ),
        DynamicCellForcingChainFc => (
            "Dynamic Cell Forcing Chain (+ Forcing Chains)",
            "다이내믹 셀 포싱 체인 (+ 포싱 체인)",
        ),
        DynamicRegionForcingChainFc => (
            "Dynamic Region Forcing Chain (+ Forcing Chains)",
            "다이내믹 영역 포싱 체인 (+ 포싱 체인)",
        ),
        DynamicDoubleForcingChainFc => (
            "Dynamic Double Forcing Chain (+ Forcing Chains)",
            "다이내믹 더블 포싱 체인 (+ 포싱 체인)",
        ),
        DynamicContradictionForcingChainFc => (
            "Dynamic Contradiction Forcing Chain (+ Forcing Chains)",
            "다이내믹 모순 포싱 체인 (+ 포싱 체인)",
        ),
        DynamicCellForcingChainMfc => (
            "Dynamic Cell Forcing Chain (+ Multiple Forcing Chains)",
            "다이내믹 셀 포싱 체인 (+ 다중 포싱 체인)",
        ),
        DynamicRegionForcingChainMfc => (
            "Dynamic Region Forcing Chain (+ Multiple Forcing Chains)",
            "다이내믹 영역 포싱 체인 (+ 다중 포싱 체인)",
        ),
        DynamicDoubleForcingChainMfc => (
            "Dynamic Double Forcing Chain (+ Multiple Forcing Chains)",
            "다이내믹 더블 포싱 체인 (+ 다중 포싱 체인)",
        ),
        DynamicContradictionForcingChainMfc => (
            "Dynamic Contradiction Forcing Chain (+ Multiple Forcing Chains)",
            "다이내믹 모순 포싱 체인 (+ 다중 포싱 체인)",
        ),
        DynamicCellForcingChainDfc => (
            "Dynamic Cell Forcing Chain (+ Dynamic Forcing Chains)",
            "다이내믹 셀 포싱 체인 (+ 다이내믹 포싱 체인)",
        ),
        DynamicRegionForcingChainDfc => (
            "Dynamic Region Forcing Chain (+ Dynamic Forcing Chains)",
            "다이내믹 영역 포싱 체인 (+ 다이내믹 포싱 체인)",
        ),
        DynamicDoubleForcingChainDfc => (
            "Dynamic Double Forcing Chain (+ Dynamic Forcing Chains)",
            "다이내믹 더블 포싱 체인 (+ 다이내믹 포싱 체인)",
        ),
        DynamicContradictionForcingChainDfc => (
            "Dynamic Contradiction Forcing Chain (+ Dynamic Forcing Chains)",
            "다이내믹 모순 포싱 체인 (+ 다이내믹 포싱 체인)",
        ),
    }
}
