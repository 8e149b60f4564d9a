//! Nested dynamic forcing chains "(+)" (SE's level 1) on the three
//! magictour top1465 puzzles that need them, with the SE ratings published
//! for them (Denis Berthier's CSP-Rules resolution paths of top1465: "#2,
//! SER 9.5 - #3, SER 9.6 - #77, SER 9.8").

use super::{check_sound, line_perm, solution, transform};
use crate::logic::rater::{apply, CHAIN_ORDER, SE_ORDER};
use crate::logic::techniques::chains;
use crate::logic::{next_step, rate, Candidates, Family, Technique};
use crate::{Budget, Grid};
use proptest::prelude::*;

/// Magictour top1465 #2, #3 and #77, with SE's published ER.
const NEEDS_PLUS: [(&str, &str); 3] = [
    (
        "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........",
        "9.5",
    ),
    (
        "7.8...3.....6.1...5.........4.....263...8.......1...9..9.2....4....7.5...........",
        "9.6",
    ),
    (
        "7.....4...2..7..8...3..8..9...5..3...6..2..9...1..7..6...3..9...3..4..6...9..1..5",
        "9.8",
    ),
];

fn grid(line: &str) -> Grid {
    match line.parse() {
        Ok(g) => g,
        Err(e) => panic!("bad puzzle {line}: {e:?}"),
    }
}

fn is_plus(t: Technique) -> bool {
    matches!(
        t,
        Technique::DynamicCellForcingChainPlus
            | Technique::DynamicRegionForcingChainPlus
            | Technique::DynamicDoubleForcingChainPlus
            | Technique::DynamicContradictionForcingChainPlus
    )
}

#[test]
fn plus_chains_find_a_sound_step_where_nothing_easier_does() {
    // Follow #77 up to its first "(+)" step: there, every producer before
    // the nested one finds nothing, and the nested one finds a true step.
    let g = grid(NEEDS_PLUS[2].0);
    let sol = solution(&g);
    let mut c = Candidates::from_grid(&g);
    let unlimited = Budget::unlimited();
    loop {
        let Some(step) = next_step(&c) else {
            panic!("stuck before any (+) step");
        };
        if is_plus(step.technique) {
            break;
        }
        apply(&mut c, &step);
    }
    assert!(SE_ORDER.iter().all(|(_, f)| f(&c).is_none()));
    let at = CHAIN_ORDER
        .iter()
        .position(|(t, _)| *t == Technique::DynamicCellForcingChainPlus)
        .unwrap();
    assert!(CHAIN_ORDER[..at]
        .iter()
        .all(|(_, f)| f(&c, &unlimited).is_none()));
    let Some(step) = chains::find_dynamic_plus(&c, &unlimited) else {
        panic!("the (+) producer found nothing");
    };
    assert!(is_plus(step.technique));
    assert_eq!(step.family(), Family::Chains);
    assert!(step
        .technique
        .se_name()
        .is_some_and(|n| n.ends_with(" (+)")));
    // 9.0 plus a length penalty.
    assert!(step.rating.0 >= 90, "{step}");
    assert!(!step.placements.is_empty() || !step.eliminations.is_empty());
    for p in &step.placements {
        assert_eq!(sol.cells()[p.pos.index()], p.digit.get(), "{step}");
    }
    for e in &step.eliminations {
        assert_ne!(sol.cells()[e.pos.index()], e.digit.get(), "{step}");
    }
}

#[test]
fn puzzles_needing_plus_chains_rate_completely_as_se_does() {
    for (line, se_er) in NEEDS_PLUS {
        let g = grid(line);
        let r = rate(&g, &Budget::unlimited());
        assert!(r.complete(), "{line}: {:?}", r.incomplete);
        assert_eq!(r.er.to_string(), se_er, "{line}");
        assert!(
            r.histogram.iter().any(|u| is_plus(u.technique)),
            "{line} rated without (+) chains"
        );
        check_sound(&g);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(4))]
    /// The three puzzles under Sudoku symmetries: other scan orders, other
    /// chains kept, every step (the "(+)" ones included) still true.
    #[test]
    fn plus_steps_are_sound_on_transformed_puzzles(
        which in 0usize..3,
        digits in Just((1u8..=9).collect::<Vec<_>>()).prop_shuffle(),
        rows in line_perm(),
        cols in line_perm(),
        transpose in any::<bool>(),
    ) {
        let g = transform(&grid(NEEDS_PLUS[which].0), &digits, &rows, &cols, transpose);
        check_sound(&g);
    }
}

/// An example from the forum's hardest list: SE rates it ER 11.0
/// ("Dynamic Region Forcing Chains (+ Multiple Forcing Chains)", after
/// 215 s). The rater must give the same; were it to stop short, what it
/// reports must be a true lower bound that says something: at least the
/// base of the producer it could not finish (never 0.0) and never above
/// SE's rating.
#[test]
fn a_level_3_example_rates_as_se_or_reports_an_honest_lower_bound() {
    let g =
        grid("..4..3....7..8....2.81....6..3....9..8..2....1..7....3......45....8..9....9..5..8");
    let r = rate(&g, &Budget::unlimited());
    if r.complete() {
        assert_eq!(r.er.to_string(), "11.0");
        assert_eq!(
            r.hardest.and_then(Technique::se_name),
            Some("Dynamic Region Forcing Chains (+ Multiple Forcing Chains)")
        );
        return;
    }
    assert_eq!(r.incomplete, Some(crate::logic::Incomplete::Stuck));
    assert!(r.er.0 >= 95 && r.er.0 <= 110, "{}", r.triple());
    assert!(r.ep.0 > 0 && r.ep <= r.er, "{}", r.triple());
    assert!(r.ed.0 > 0 && r.ed <= r.er, "{}", r.triple());
}
