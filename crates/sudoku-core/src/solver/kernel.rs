//! The hot bit operations of propagation, in a portable form and, on
//! x86_64, a form for CPUs with AVX2 and BMI2 (run only inside the
//! x86-64-v3 copy of the search, see `engine.rs`).

use super::tables::{ALL, LOW9, SHRINK, SPREAD};

/// The few hot operations of propagation that have a faster form on
/// x86-64-v3 than the portable code compiles to. Both forms compute the
/// same values (the engine's tests run both searches and compare).
pub(super) trait Kernel: Copy {
    /// The mask of subbands `s` where `cand[s] != seen[s]`: run once per
    /// round of subband updates, about a tenth of all the work, so it has
    /// an AVX2 form (the portable code's reduction to a mask is slow).
    fn changed(self, cand: &[u32; 27], seen: &[u32; 27]) -> u32;

    /// The triads (bit `row * 3 + box`) of a band mask that hold a cell.
    /// Every subband update starts with it, so it has a `pext` form, whose
    /// result is masked to nine bits to spare the next lookup a bounds
    /// check.
    fn triads(self, cells: u32) -> u32;

    /// The givens of `cells` (0 = empty, 1..=9) as band masks: cells of
    /// digit `d + 1` in band `b` at `[d * 3 + b]` (the last five entries
    /// are 0: padding, so that loops over the masks run in whole vectors),
    /// and the empty cells per band. `None` when a value is above 9. The
    /// AVX2 form takes one compare per digit and band instead of a step per
    /// given: on easy puzzles entering the givens is a large share of the
    /// whole solve.
    fn givens(self, cells: &[u8; 81]) -> Option<([u32; 32], [u32; 3])>;

    /// Counts the candidates of every cell (up to three) over the nine
    /// digit masks of each band: `None` when a cell has none, else per band
    /// the cells with exactly two candidates and the cells of `unsolved`
    /// with exactly one. It runs once per round of propagation, so the
    /// AVX2 form counts the three bands at once (one 32-bit lane each),
    /// which matters most on puzzles that need many nodes.
    fn scan_cells(self, cand: &[u32; 27], unsolved: &[u32; 3]) -> Option<([u32; 3], [u32; 3])>;

    /// Byte `i` of the result is bit `i` of `planes[0]`, plus twice bit `i`
    /// of `planes[1]`, and so on: four bit planes of 32 cells turned into
    /// their values. The AVX2 form spreads each plane in five instructions.
    fn spread_planes(self, planes: &[u32; 4]) -> [u8; 32];
}

/// Plain Rust (the compiler vectorises `changed`, but with a scalar tail
/// and a slow reduction to a mask).
#[derive(Clone, Copy)]
pub(super) struct PortableKernel;

impl Kernel for PortableKernel {
    #[inline(always)]
    fn changed(self, cand: &[u32; 27], seen: &[u32; 27]) -> u32 {
        let mut changed = 0u32;
        for s in 0..27 {
            changed |= u32::from(cand[s] != seen[s]) << s;
        }
        changed
    }

    #[inline(always)]
    fn triads(self, cells: u32) -> u32 {
        let t = SHRINK[(cells & LOW9) as usize]
            | (SHRINK[((cells >> 9) & LOW9) as usize] << 3)
            | (SHRINK[((cells >> 18) & LOW9) as usize] << 6);
        t & LOW9
    }

    #[inline(always)]
    fn givens(self, cells: &[u8; 81]) -> Option<([u32; 32], [u32; 3])> {
        if cells.iter().any(|&d| d > 9) {
            return None;
        }
        let mut given = [0u32; 32];
        let mut empty = [0u32; 3];
        for (band, row) in cells.chunks_exact(27).enumerate() {
            // The band's empty cells, then its givens one by one.
            let mut e = 0u32;
            for (i, &d) in row.iter().enumerate() {
                e |= u32::from(d == 0) << i;
            }
            empty[band] = e;
            let mut m = !e & ALL;
            while m != 0 {
                let i = m.trailing_zeros() as usize;
                m &= m - 1;
                let d = row.get(i).map_or(0, |&d| usize::from(d));
                if let Some(g) = d.checked_sub(1).and_then(|d| given.get_mut(d * 3 + band)) {
                    *g |= 1 << i;
                }
            }
        }
        Some((given, empty))
    }

    #[inline(always)]
    fn scan_cells(self, cand: &[u32; 27], unsolved: &[u32; 3]) -> Option<([u32; 3], [u32; 3])> {
        let mut pairs = [0; 3];
        let mut singles = [0; 3];
        for b in 0..3 {
            let (mut c1, mut c2, mut c3) = (0u32, 0u32, 0u32);
            for d in 0..9 {
                let m = cand[d * 3 + b];
                c3 |= c2 & m;
                c2 |= c1 & m;
                c1 |= m;
            }
            if c1 != ALL {
                return None;
            }
            pairs[b] = c2 & !c3;
            singles[b] = c1 & !c2 & unsolved[b];
        }
        Some((pairs, singles))
    }

    #[inline(always)]
    fn spread_planes(self, planes: &[u32; 4]) -> [u8; 32] {
        let mut out = [0u8; 32];
        for (c, bytes) in out.chunks_exact_mut(8).enumerate() {
            let mut v = 0u64;
            for (k, plane) in planes.iter().enumerate() {
                v |= SPREAD[(plane >> (8 * c)) as usize & 0xff] << k;
            }
            bytes.copy_from_slice(&v.to_le_bytes());
        }
        out
    }
}

/// AVX2 and BMI2: `changed` is four 8-lane compares, each turned into 8
/// mask bits by one `movemask`; `triads` folds each triad onto its low
/// cell and gathers those nine bits with one `pext` (fast on Intel since
/// Haswell and on AMD since Zen 3; microcoded, and slow, on AMD Zen 1 and
/// 2). A value of this type proves the CPU has AVX2 and BMI2.
#[cfg(target_arch = "x86_64")]
#[derive(Clone, Copy)]
pub(super) struct V3Kernel(());

#[cfg(target_arch = "x86_64")]
impl V3Kernel {
    /// # Safety
    /// The CPU must support AVX2 and BMI2.
    #[inline(always)]
    pub(crate) unsafe fn new() -> Self {
        V3Kernel(())
    }
}

#[cfg(target_arch = "x86_64")]
impl Kernel for V3Kernel {
    #[inline(always)]
    fn changed(self, cand: &[u32; 27], seen: &[u32; 27]) -> u32 {
        // SAFETY: a `V3Kernel` exists only if the CPU supports AVX2
        // (`V3Kernel::new`'s contract).
        unsafe { changed_avx2(cand, seen) }
    }

    #[inline(always)]
    fn triads(self, cells: u32) -> u32 {
        // SAFETY: a `V3Kernel` exists only if the CPU supports BMI2
        // (`V3Kernel::new`'s contract).
        unsafe { triads_bmi2(cells) }
    }

    #[inline(always)]
    fn givens(self, cells: &[u8; 81]) -> Option<([u32; 32], [u32; 3])> {
        // SAFETY: a `V3Kernel` exists only if the CPU supports AVX2
        // (`V3Kernel::new`'s contract).
        unsafe { givens_avx2(cells) }
    }

    #[inline(always)]
    fn scan_cells(self, cand: &[u32; 27], unsolved: &[u32; 3]) -> Option<([u32; 3], [u32; 3])> {
        // SAFETY: a `V3Kernel` exists only if the CPU supports AVX2
        // (`V3Kernel::new`'s contract), which includes SSE4.1.
        unsafe { scan_cells_avx2(cand, unsolved) }
    }

    #[inline(always)]
    fn spread_planes(self, planes: &[u32; 4]) -> [u8; 32] {
        // SAFETY: a `V3Kernel` exists only if the CPU supports AVX2
        // (`V3Kernel::new`'s contract).
        unsafe { spread_planes_avx2(planes) }
    }
}

/// [`V3Kernel::spread_planes`]: each plane is broadcast, byte `i` of the
/// vector takes the plane's byte `i / 8` (`vpshufb`), keeps bit `i % 8` and
/// compares it, giving 0 or -1 per byte, masked to the plane's weight.
///
/// # Safety
/// The CPU must support AVX2.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
#[inline]
unsafe fn spread_planes_avx2(planes: &[u32; 4]) -> [u8; 32] {
    use std::arch::x86_64::{
        __m256i, _mm256_and_si256, _mm256_cmpeq_epi8, _mm256_or_si256, _mm256_set1_epi32,
        _mm256_set1_epi64x, _mm256_set1_epi8, _mm256_setr_epi8, _mm256_setzero_si256,
        _mm256_shuffle_epi8, _mm256_storeu_si256,
    };
    // `vpshufb` picks within each 128-bit half; the broadcast puts the
    // plane's four bytes in both halves.
    let pick = _mm256_setr_epi8(
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3,
        3, 3,
    );
    let bits = _mm256_set1_epi64x(0x8040_2010_0804_0201_u64 as i64);
    let mut values = _mm256_setzero_si256();
    for (k, &plane) in planes.iter().enumerate() {
        let bytes = _mm256_shuffle_epi8(_mm256_set1_epi32(plane as i32), pick);
        let set = _mm256_cmpeq_epi8(_mm256_and_si256(bytes, bits), bits);
        values = _mm256_or_si256(values, _mm256_and_si256(set, _mm256_set1_epi8(1 << k)));
    }
    let mut out = [0u8; 32];
    // SAFETY (the store): 32 bytes into a 32-byte array.
    unsafe { _mm256_storeu_si256(out.as_mut_ptr().cast::<__m256i>(), values) };
    out
}

/// [`V3Kernel::scan_cells`]: one 128-bit lane per band (the digit's three
/// subbands are adjacent in `cand`; the fourth lane is ignored).
///
/// # Safety
/// The CPU must support AVX2.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
#[inline]
unsafe fn scan_cells_avx2(cand: &[u32; 27], unsolved: &[u32; 3]) -> Option<([u32; 3], [u32; 3])> {
    use std::arch::x86_64::{
        __m128i, _mm_and_si128, _mm_andnot_si128, _mm_castsi128_ps, _mm_cmpeq_epi32,
        _mm_loadu_si128, _mm_movemask_ps, _mm_or_si128, _mm_set1_epi32, _mm_setr_epi32,
        _mm_setzero_si128, _mm_srli_si128, _mm_storeu_si128,
    };
    // The three subbands of digit `d + 1` in lanes 0..3.
    // SAFETY (the loads): the 16 bytes of a 4-lane slice taken with bounds
    // checks (`3 * d + 4 <= 25` for `d < 8`, and `23..27`); unaligned loads
    // need no alignment.
    let digit = |d: usize| {
        if d < 8 {
            unsafe { _mm_loadu_si128(cand[3 * d..3 * d + 4].as_ptr().cast::<__m128i>()) }
        } else {
            // Lanes 23..27, shifted down one lane: 24, 25, 26, then 0.
            _mm_srli_si128::<4>(unsafe { _mm_loadu_si128(cand[23..27].as_ptr().cast::<__m128i>()) })
        }
    };
    let mut c1 = digit(0);
    let mut c2 = _mm_setzero_si128();
    let mut c3 = _mm_setzero_si128();
    for d in 1..9 {
        let m = digit(d);
        c3 = _mm_or_si128(c3, _mm_and_si128(c2, m));
        c2 = _mm_or_si128(c2, _mm_and_si128(c1, m));
        c1 = _mm_or_si128(c1, m);
    }
    let full = _mm_cmpeq_epi32(c1, _mm_set1_epi32(ALL as i32));
    if _mm_movemask_ps(_mm_castsi128_ps(full)) & 7 != 7 {
        return None;
    }
    let u = _mm_setr_epi32(
        unsolved[0] as i32,
        unsolved[1] as i32,
        unsolved[2] as i32,
        0,
    );
    let (mut pairs, mut singles) = ([0u32; 4], [0u32; 4]);
    // SAFETY (the stores): 16 bytes into 4-lane arrays.
    unsafe {
        _mm_storeu_si128(
            pairs.as_mut_ptr().cast::<__m128i>(),
            _mm_andnot_si128(c3, c2),
        );
        _mm_storeu_si128(
            singles.as_mut_ptr().cast::<__m128i>(),
            _mm_and_si128(_mm_andnot_si128(c2, c1), u),
        );
    }
    Some((
        [pairs[0], pairs[1], pairs[2]],
        [singles[0], singles[1], singles[2]],
    ))
}

/// [`V3Kernel::givens`].
///
/// # Safety
/// The CPU must support AVX2.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
#[inline]
unsafe fn givens_avx2(cells: &[u8; 81]) -> Option<([u32; 32], [u32; 3])> {
    use std::arch::x86_64::{
        __m256i, _mm256_cmpeq_epi8, _mm256_loadu_si256, _mm256_max_epu8, _mm256_movemask_epi8,
        _mm256_set1_epi8,
    };
    // Padded so that each band's 32-byte load stays inside the buffer.
    let mut buf = [0u8; 96];
    buf[..81].copy_from_slice(cells);
    let mut given = [0u32; 32];
    let mut empty = [0u32; 3];
    let mut over = 0;
    for band in 0..3 {
        // SAFETY (the load): the 32 bytes of a slice taken with bounds
        // checks (`27 * band + 32 <= 86 < 96`); unaligned loads need no
        // alignment.
        let v = unsafe {
            _mm256_loadu_si256(buf[27 * band..27 * band + 32].as_ptr().cast::<__m256i>())
        };
        // Lanes past 27 belong to the next band (or the padding): `& ALL`.
        let lanes = |x| _mm256_movemask_epi8(x) as u32 & ALL;
        let nine = _mm256_set1_epi8(9);
        over |= !lanes(_mm256_cmpeq_epi8(_mm256_max_epu8(v, nine), nine)) & ALL;
        empty[band] = lanes(_mm256_cmpeq_epi8(v, _mm256_set1_epi8(0)));
        for d in 0..9 {
            given[d * 3 + band] = lanes(_mm256_cmpeq_epi8(v, _mm256_set1_epi8(d as i8 + 1)));
        }
    }
    (over == 0).then_some((given, empty))
}

/// [`V3Kernel::triads`].
///
/// # Safety
/// The CPU must support BMI2.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "bmi2")]
#[inline]
unsafe fn triads_bmi2(cells: u32) -> u32 {
    // Rotations rather than shifts: `rorx` needs no copy of `cells`, and
    // the bits wrapped to the top are not gathered.
    let folded = cells | cells.rotate_right(1) | cells.rotate_right(2);
    // Nine bits gathered: the mask only tells the compiler so (it saves a
    // bounds check on the table lookup that follows).
    std::arch::x86_64::_pext_u32(folded, 0o111_111_111) & LOW9
}

/// [`V3Kernel::changed`].
///
/// # Safety
/// The CPU must support AVX2.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
#[inline]
unsafe fn changed_avx2(cand: &[u32; 27], seen: &[u32; 27]) -> u32 {
    use std::arch::x86_64::{
        __m256i, _mm256_castsi256_ps, _mm256_cmpeq_epi32, _mm256_loadu_si256, _mm256_movemask_ps,
    };
    // Lanes `at..at + 8` that are equal, as bits 0..8.
    // SAFETY (the loads): each reads the 32 bytes of an 8-lane slice taken
    // with bounds checks (`at` is 0, 8, 16 or 19, so the checks pass and
    // the compiler drops them); unaligned loads need no alignment.
    let equal = |at: usize| {
        let a = unsafe { _mm256_loadu_si256(cand[at..at + 8].as_ptr().cast::<__m256i>()) };
        let b = unsafe { _mm256_loadu_si256(seen[at..at + 8].as_ptr().cast::<__m256i>()) };
        _mm256_movemask_ps(_mm256_castsi256_ps(_mm256_cmpeq_epi32(a, b))) as u32
    };
    let equal = equal(0) | (equal(8) << 8) | (equal(16) << 16) | (equal(19) << 19);
    !equal & ALL
}
