//! SukakuExplainer's names, suffixes and ratings of strong-link chains.
//!
//! The suffix is the number of grouped links, then the link types in chain
//! order (0 box, 1 line, 2 the other line direction), normalised so that
//! rows and columns are interchangeable and the chain reads the same both
//! ways. The rating is SE's base for the number of links (2: 4.0, 3: 5.4,
//! 4: 5.8) plus 0.3 when any link is grouped, else plus 0.1 when the types
//! hold a box or both line directions and 0.2 when they hold both.

use crate::logic::step::Technique;

/// SE's base ratings (tenths) by number of links.
const BASE: [u16; 7] = [0, 0, 40, 54, 58, 62, 66];

/// SE's `rLineName` of the link types.
fn line_name(set: &[u8]) -> String {
    let original: String = set.iter().map(|t| char::from(b'0' + t)).collect();
    let mut lines = String::new();
    let (mut rev, mut cur) = (String::new(), String::new());
    let mut has_one = false;
    for &t in set {
        match t {
            1 => {
                has_one = true;
                rev.insert(0, '2');
                cur.push('2');
                lines.push('1');
            }
            2 => {
                lines.push('1');
                rev.insert(0, '1');
                cur.push('1');
            }
            _ => {
                lines.push(char::from(b'0' + t));
                rev.insert(0, char::from(b'0' + t));
                cur.push(char::from(b'0' + t));
            }
        }
    }
    if rev > cur {
        rev = cur;
    }
    if has_one {
        if original > rev {
            rev
        } else {
            original
        }
    } else {
        lines
    }
}

/// Whether a sequence reads no later than its reverse (SE's `isLex`).
pub(super) fn is_lex(v: &[u8]) -> bool {
    v.iter().le(v.iter().rev())
}

/// The suffix of a chain whose links have `types` in chain order.
pub(super) fn suffix(grouped: usize, types: &[u8]) -> String {
    let name = if is_lex(types) {
        line_name(types)
    } else {
        let r: Vec<u8> = types.iter().rev().copied().collect();
        line_name(&r)
    };
    format!("{grouped}{name}")
}

/// SE's rating (tenths) of a chain of `n` links with this suffix.
pub(super) fn rating(n: usize, suffix: &str) -> u16 {
    let base = BASE[n.min(BASE.len() - 1)];
    let tail = &suffix[1..];
    if !suffix.starts_with('0') {
        base + 3
    } else if !tail.contains('0') && !tail.contains('2') {
        base
    } else if tail.contains('0') && tail.contains('2') {
        base + 2
    } else {
        base + 1
    }
}

/// The technique SE names for a chain of `n` links.
pub(super) fn technique(n: usize, suffix: &str, ring: bool) -> Technique {
    use Technique::*;
    let grouped = !suffix.starts_with('0');
    let tail = &suffix[1..];
    let skyscraper = !tail.contains('0') && !tail.contains('2');
    let strong = tail.contains('0') || n > 3;
    match (n, grouped, ring, skyscraper, strong) {
        (2, false, true, ..) => StrongLinkLoop,
        (2, true, true, ..) => GroupedStrongLinkLoop,
        (2, false, _, true, _) => Skyscraper,
        (2, true, _, true, _) => GroupedSkyscraper,
        (2, false, _, _, true) => TurbotFish,
        (2, true, _, _, true) => GroupedTurbotFish,
        (2, false, ..) => TwoStringKite,
        (2, true, ..) => GroupedTwoStringKite,
        (3, false, true, ..) => ThreeStrongLinkLoop,
        (3, true, true, ..) => GroupedThreeStrongLinkLoop,
        (3, false, _, true, _) => ThreeSkyscrapers,
        (3, true, _, true, _) => GroupedThreeSkyscrapers,
        (3, false, _, _, true) => ThreeStrongLinks,
        (3, true, _, _, true) => GroupedThreeStrongLinks,
        (3, false, ..) => ThreeStringKite,
        (3, true, ..) => GroupedThreeStringKite,
        (_, false, true, ..) => FourStrongLinkLoop,
        (_, true, true, ..) => GroupedFourStrongLinkLoop,
        (_, false, _, true, _) => FourSkyscrapers,
        (_, true, _, true, _) => GroupedFourSkyscrapers,
        (_, false, ..) => FourStrongLinks,
        (_, true, ..) => GroupedFourStrongLinks,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn suffixes_and_ratings_follow_se() {
        assert_eq!(suffix(0, &[1, 1]), "011");
        assert_eq!(suffix(0, &[2, 2]), "011");
        assert_eq!(suffix(0, &[1, 2]), "012");
        assert_eq!(suffix(0, &[0, 2]), "001");
        assert_eq!(suffix(1, &[1, 1]), "111");
        assert_eq!(rating(2, "011"), 40);
        assert_eq!(rating(2, "012"), 41);
        assert_eq!(rating(2, "001"), 41);
        assert_eq!(rating(2, "111"), 43);
        assert_eq!(rating(3, "0111"), 54);
        assert_eq!(rating(3, "0112"), 55);
        assert_eq!(rating(3, "0102"), 56);
        assert_eq!(rating(3, "1102"), 57);
        assert_eq!(rating(4, "01111"), 58);
        assert_eq!(technique(2, "101", false), Technique::GroupedTurbotFish);
        assert_eq!(technique(3, "0112", true), Technique::ThreeStrongLinkLoop);
        assert_eq!(technique(3, "0112", false), Technique::ThreeStringKite);
        assert_eq!(technique(4, "01112", false), Technique::FourStrongLinks);
    }
}
