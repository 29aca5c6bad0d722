//! Caps on what one clip may cost to analyse or play: its size in bytes and its length.

use std::time::Duration;

use super::AudioError;

/// Caps applied before and while a clip is decoded.
///
/// The byte cap is checked before anything is parsed; the duration cap as soon as the header
/// announces a length, and again while decoding (for streams whose header does not).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DecodeLimits {
    /// Largest input accepted, in bytes.
    pub max_bytes: u64,
    /// Longest clip accepted.
    pub max_duration: Duration,
}

impl DecodeLimits {
    /// 256 MiB and 30 minutes: far above what the service generates (30 s takes), low
    /// enough that a damaged header cannot make a worker decode for hours.
    pub const DEFAULT: Self = Self {
        max_bytes: 256 * 1024 * 1024,
        max_duration: Duration::from_mins(30),
    };

    /// Refuses empty or oversized input before it is parsed.
    pub(crate) fn check_bytes(&self, len: usize) -> Result<(), AudioError> {
        let bytes = u64::try_from(len).unwrap_or(u64::MAX);
        if bytes == 0 {
            return Err(AudioError::Empty);
        }
        if bytes > self.max_bytes {
            return Err(AudioError::TooLarge {
                bytes,
                max_bytes: self.max_bytes,
            });
        }
        Ok(())
    }

    /// Most frames a clip at `sample_rate` may have.
    pub(crate) fn max_frames(&self, sample_rate: u32) -> u64 {
        let millis = u64::try_from(self.max_duration.as_millis()).unwrap_or(u64::MAX);
        millis.saturating_mul(u64::from(sample_rate)) / 1000
    }
}

impl Default for DecodeLimits {
    fn default() -> Self {
        Self::DEFAULT
    }
}
