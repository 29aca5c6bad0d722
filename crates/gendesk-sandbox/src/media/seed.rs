//! Platform-independent randomness and integer trigonometry derived from a prompt.
//!
//! Everything here is pure integer arithmetic with fixed algorithms (FNV-1a,
//! `SplitMix64`, Bhaskara's sine approximation), so generated media do not
//! change between Rust versions, platforms or build profiles.

/// A 64-bit seed for `prompt`, separated by `domain` so that, for example, the
/// audio generator does not reuse the image generator's random stream.
pub(crate) fn prompt_seed(prompt: &str, domain: &str) -> u64 {
    const FNV_OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
    const FNV_PRIME: u64 = 0x0000_0100_0000_01b3;
    let mut hash = FNV_OFFSET;
    for byte in domain.bytes().chain([0xff]).chain(prompt.bytes()) {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(FNV_PRIME);
    }
    // FNV alone mixes the last bytes poorly; one SplitMix step fixes that.
    Rng::new(hash).next_u64()
}

/// `SplitMix64` pseudo-random generator.
#[derive(Debug, Clone)]
pub(crate) struct Rng(u64);

impl Rng {
    pub(crate) fn new(seed: u64) -> Self {
        Self(seed)
    }

    pub(crate) fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A value in `0..n` (0 when `n` is 0).
    pub(crate) fn below(&mut self, n: u32) -> u32 {
        let high = self.next_u64() >> 32;
        // high < 2^32 and n < 2^32, so the product fits in u64 and the
        // shifted result is < n.
        u32::try_from((high * u64::from(n)) >> 32).unwrap_or(0)
    }

    /// A value in `lo..=hi` (`lo` when `hi <= lo`).
    pub(crate) fn range(&mut self, lo: u32, hi: u32) -> u32 {
        if hi <= lo {
            return lo;
        }
        lo + self.below(hi - lo + 1)
    }

    /// `true` with probability `percent / 100`.
    pub(crate) fn chance(&mut self, percent: u32) -> bool {
        self.below(100) < percent
    }

    /// One element of a non-empty slice.
    pub(crate) fn pick<T: Copy>(&mut self, items: &[T], fallback: T) -> T {
        let len = u32::try_from(items.len()).unwrap_or(u32::MAX);
        usize::try_from(self.below(len))
            .ok()
            .and_then(|i| items.get(i).copied())
            .unwrap_or(fallback)
    }
}

/// One full turn of phase in [`sin_q15`] units.
pub(crate) const TURN: u32 = 1 << 16;

/// `sin(2π · phase / TURN)` scaled to ±32767, using Bhaskara I's rational
/// approximation (maximum error about 0.0016, i.e. under 53 units).
pub(crate) fn sin_q15(phase: u32) -> i32 {
    // u32 to u64 is lossless (`u64::from` is not usable in a const).
    const HALF: u64 = (TURN / 2) as u64;
    let p = u64::from(phase % TURN);
    let (q, negative) = if p < HALF {
        (p, false)
    } else {
        (p - HALF, true)
    };
    // sin(x) ≈ 16 x (π - x) / (5π² - 4 x (π - x)) with x = π q / HALF.
    let a = q * (HALF - q);
    let value = 32_767 * 16 * a / (5 * HALF * HALF - 4 * a);
    // value <= 32767 because the approximation never exceeds 1.
    let value = i32::try_from(value).unwrap_or(32_767);
    if negative { -value } else { value }
}

/// `cos(2π · phase / TURN)` scaled to ±32767.
pub(crate) fn cos_q15(phase: u32) -> i32 {
    sin_q15(phase.wrapping_add(TURN / 4))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seeds_are_stable_and_domain_separated() {
        assert_eq!(prompt_seed("cat", "image"), prompt_seed("cat", "image"));
        assert_ne!(prompt_seed("cat", "image"), prompt_seed("cat", "audio"));
        assert_ne!(prompt_seed("cat", "image"), prompt_seed("cats", "image"));
        assert_ne!(prompt_seed("", "image"), prompt_seed(" ", "image"));
        // Pinned values: generated files must not change between releases.
        assert_eq!(prompt_seed("cat", "scene"), 0x91d8_3b9f_cccd_16ab);
        assert_eq!(prompt_seed("", ""), 0x01df_27c8_adb0_f2d1);
    }

    #[test]
    fn rng_ranges_are_respected() {
        let mut rng = Rng::new(42);
        for _ in 0..10_000 {
            assert!(rng.below(7) < 7);
            let v = rng.range(3, 5);
            assert!((3..=5).contains(&v));
        }
        assert_eq!(rng.below(0), 0);
        assert_eq!(rng.range(9, 2), 9);
        assert_eq!(rng.pick::<u8>(&[], 5), 5);
        let mut seen = [false; 4];
        for _ in 0..1000 {
            seen[usize::try_from(rng.below(4)).unwrap()] = true;
        }
        assert_eq!(seen, [true; 4]);
    }

    #[test]
    fn integer_sine_is_close_to_real_sine() {
        for step in 0..=256u32 {
            let phase = step * TURN / 256;
            let exact =
                (f64::from(phase) / f64::from(TURN) * std::f64::consts::TAU).sin() * 32767.0;
            let approx = f64::from(sin_q15(phase));
            assert!(
                (exact - approx).abs() < 60.0,
                "phase {phase}: {exact} vs {approx}"
            );
        }
        assert_eq!(sin_q15(0), 0);
        assert_eq!(sin_q15(TURN / 4), 32_767);
        assert_eq!(sin_q15(3 * TURN / 4), -32_767);
        assert_eq!(cos_q15(0), 32_767);
    }
}
