//! Searches that found nothing, remembered between the rater's steps.
//!
//! Some searches split into independent parts (one per digit, or one per
//! house) that read only a small key of the grid: a digit's candidate
//! cells, a house's candidates. When the whole search found nothing, every
//! part found nothing, and a later grid where a part keeps its key cannot
//! give that part anything either, so the part is skipped. Between two
//! steps most keys stay the same. A hit is exact whatever grid the key came
//! from, so the record needs no reset.

use super::Candidates;
use crate::logic::houses::HOUSE_CELLS;

/// All a search confined to one house reads: its cells' candidates and
/// which cells are empty.
pub(crate) fn house_keys(c: &Candidates) -> [u128; 27] {
    std::array::from_fn(|h| {
        HOUSE_CELLS[h].iter().enumerate().fold(0u128, |m, (k, &x)| {
            let x = x as usize;
            let empty = u128::from(c.value(x) == 0);
            m | u128::from(c.cands(x)) << (9 * k) | empty << (81 + k)
        })
    })
}

/// The keys of each part the last time the whole search came back empty.
pub(crate) struct Barren<const N: usize>([Option<u128>; N]);

impl<const N: usize> Barren<N> {
    /// Nothing known yet.
    pub(crate) const fn new() -> Self {
        Barren([None; N])
    }

    /// Which parts keep the key they had when they gave nothing.
    pub(crate) fn skips(&self, keys: &[u128; N]) -> [bool; N] {
        std::array::from_fn(|i| self.0[i] == Some(keys[i]))
    }

    /// The whole search over `keys` came back empty.
    pub(crate) fn record(&mut self, keys: &[u128; N]) {
        self.0 = keys.map(Some);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn skips_only_parts_whose_key_is_unchanged() {
        let mut b = Barren::<3>::new();
        assert_eq!(b.skips(&[1, 2, 3]), [false; 3]);
        b.record(&[1, 2, 3]);
        assert_eq!(b.skips(&[1, 5, 3]), [true, false, true]);
    }
}
