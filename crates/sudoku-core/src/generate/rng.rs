//! SplitMix64: the generator's pseudo-random numbers, written out here so
//! that a seed gives the same puzzle on every machine and in every version
//! of every dependency (there is none).
//!
//! SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number
//! generators", OOPSLA 2014; the constants of Java's `SplittableRandom`)
//! passes BigCrush, has a period of 2⁶⁴ and needs one `u64` of state. It is
//! not for secrets; a puzzle is not one.

/// A SplitMix64 generator.
#[derive(Debug, Clone)]
pub struct SplitMix64 {
    state: u64,
}

impl SplitMix64 {
    /// A generator started from `seed` (any value, 0 included).
    pub fn new(seed: u64) -> Self {
        SplitMix64 { state: seed }
    }

    /// The next 64 random bits.
    pub(crate) fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        mix(self.state)
    }

    /// A number in `0..n` (0 when `n` is 0), by the multiply-shift method
    /// (Lemire): the bias is below n/2⁶⁴, far under anything measurable here.
    pub(crate) fn below(&mut self, n: usize) -> usize {
        ((u128::from(self.next_u64()) * n as u128) >> 64) as usize
    }

    /// A fair coin.
    pub(crate) fn coin(&mut self) -> bool {
        self.next_u64() >> 63 == 1
    }

    /// Shuffles `items` in place (Fisher-Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i + 1);
            items.swap(i, j);
        }
    }
}

/// SplitMix64's output function: a bijective 64-bit mixer.
pub(crate) fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The seed of puzzle `index` of a run started from `seed`: distinct
/// indexes give unrelated seeds, and the result stays below 2⁵³ (a safe
/// integer in JavaScript, so an HTTP client can send it back).
pub fn derive_seed(seed: u64, index: u64) -> u64 {
    mix(mix(seed) ^ index.wrapping_mul(0xD1B5_4A32_D192_ED03)) >> 11
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_values_never_change() {
        // The first outputs for seed 0 (the reference implementation's).
        let mut r = SplitMix64::new(0);
        assert_eq!(r.next_u64(), 0xE220_A839_7B1D_CDAF);
        assert_eq!(r.next_u64(), 0x6E78_9E6A_A1B9_65F4);
        assert!(derive_seed(u64::MAX, u64::MAX) < 1 << 53);
        assert_ne!(derive_seed(1, 0), derive_seed(1, 1));
    }

    #[test]
    fn below_stays_in_range() {
        let mut r = SplitMix64::new(7);
        let mut seen = [0u32; 6];
        for _ in 0..6000 {
            seen[r.below(6)] += 1;
        }
        assert!(seen.iter().all(|&n| (800..1200).contains(&n)), "{seen:?}");
        assert_eq!(r.below(0), 0);
    }
}
