//! Waveform peaks in one pass with bounded memory.
//!
//! Frames (already mixed to mono) go into buckets of `frames_per_bucket` frames, starting at one
//! frame per bucket. Whenever [`FINE_BUCKETS`] × 2 buckets are full, neighbours are merged in
//! pairs and the bucket width doubles. However long the clip, at most 2 × [`FINE_BUCKETS`]
//! `(min, max)` pairs are kept (32 KiB), and a clip longer than [`FINE_BUCKETS`] frames ends
//! with between [`FINE_BUCKETS`] and twice that many: enough for any waveform a window can show.
//! [`Waveform::peaks`] then reduces them to the number of columns asked for.

/// The finest resolution kept: at least this many buckets for any clip with as many frames.
pub const FINE_BUCKETS: usize = 2048;

/// Accumulates min/max peaks of mono frames.
#[derive(Debug, Clone)]
pub(crate) struct PeakAccumulator {
    frames_per_bucket: u64,
    buckets: Vec<(f32, f32)>,
    current: (f32, f32),
    in_current: u64,
    frames: u64,
}

impl PeakAccumulator {
    pub(crate) fn new() -> Self {
        Self {
            frames_per_bucket: 1,
            buckets: Vec::with_capacity(2 * FINE_BUCKETS),
            current: EMPTY,
            in_current: 0,
            frames: 0,
        }
    }

    /// Adds one mono frame.
    pub(crate) fn push(&mut self, value: f32) {
        self.current = (self.current.0.min(value), self.current.1.max(value));
        self.in_current += 1;
        self.frames += 1;
        if self.in_current == self.frames_per_bucket {
            self.buckets.push(self.current);
            self.current = EMPTY;
            self.in_current = 0;
            if self.buckets.len() >= 2 * FINE_BUCKETS {
                self.halve();
            }
        }
    }

    /// Frames pushed so far.
    pub(crate) fn frames(&self) -> u64 {
        self.frames
    }

    fn halve(&mut self) {
        let merged: Vec<(f32, f32)> = self
            .buckets
            .chunks(2)
            .map(|pair| pair.iter().fold(EMPTY, |acc, &b| merge(acc, b)))
            .collect();
        self.buckets = merged;
        self.frames_per_bucket *= 2;
    }

    /// The finished waveform (the last, partial bucket included).
    pub(crate) fn finish(mut self) -> Waveform {
        if self.in_current > 0 {
            self.buckets.push(self.current);
        }
        self.buckets.shrink_to_fit();
        Waveform {
            buckets: self.buckets,
            frames_per_bucket: self.frames_per_bucket,
            frames: self.frames,
        }
    }
}

/// The min/max of no frames: merging it with anything gives that thing.
const EMPTY: (f32, f32) = (f32::INFINITY, f32::NEG_INFINITY);

fn merge(a: (f32, f32), b: (f32, f32)) -> (f32, f32) {
    (a.0.min(b.0), a.1.max(b.1))
}

/// Min/max peaks of a whole clip, mixed to mono, at a fixed fine resolution.
#[derive(Debug, Clone, PartialEq)]
pub struct Waveform {
    buckets: Vec<(f32, f32)>,
    frames_per_bucket: u64,
    frames: u64,
}

impl Waveform {
    /// `(min, max)` of the mono signal (samples in `-1.0..=1.0`) over `buckets` equal spans
    /// of the clip, first to last. Each span's extremes are taken from the fine buckets it
    /// overlaps, so a peak is never lost, at worst shown in a neighbouring column when a
    /// column is narrower than a fine bucket. Silence gives `(0.0, 0.0)`; `buckets == 0`
    /// gives an empty list.
    pub fn peaks(&self, buckets: usize) -> Vec<(f32, f32)> {
        if buckets == 0 {
            return Vec::new();
        }
        if self.frames == 0 || self.buckets.is_empty() {
            return vec![(0.0, 0.0); buckets];
        }
        let frames = u128::from(self.frames);
        let width = u128::from(self.frames_per_bucket);
        let last = self.buckets.len();
        (0..buckets)
            .map(|column| {
                let column = column as u128;
                let count = buckets as u128;
                let start = column * frames / count;
                let end = ((column + 1) * frames / count).max(start + 1);
                let first = to_index(start / width).min(last - 1);
                let past = to_index(end.div_ceil(width)).clamp(first + 1, last);
                self.buckets[first..past]
                    .iter()
                    .fold(EMPTY, |acc, &b| merge(acc, b))
            })
            .collect()
    }

    /// Number of fine buckets kept (between [`FINE_BUCKETS`] and twice that for long clips).
    pub fn fine_len(&self) -> usize {
        self.buckets.len()
    }
}

/// A bucket index: below `buckets.len()` after the caller's clamp, so it fits.
fn to_index(value: u128) -> usize {
    usize::try_from(value).unwrap_or(usize::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn waveform(samples: impl IntoIterator<Item = f32>) -> Waveform {
        let mut acc = PeakAccumulator::new();
        for s in samples {
            acc.push(s);
        }
        acc.finish()
    }

    #[test]
    fn memory_stays_bounded_and_resolution_stays_fine() {
        let long = waveform((0..10_000_000).map(|i| if i % 2 == 0 { 0.5 } else { -0.5 }));
        assert!((FINE_BUCKETS..=2 * FINE_BUCKETS).contains(&long.fine_len()));
        for (min, max) in long.peaks(300) {
            assert!((min - -0.5).abs() < 1e-6 && (max - 0.5).abs() < 1e-6);
        }
    }

    #[test]
    fn a_short_spike_is_kept_in_its_column() {
        let mut samples = vec![0.0f32; 100_000];
        samples[75_000] = 0.9;
        let peaks = waveform(samples).peaks(4);
        assert!((peaks[3].1 - 0.9).abs() < f32::EPSILON);
        assert_eq!(peaks[0], (0.0, 0.0));
        assert_eq!(peaks[1], (0.0, 0.0));
    }

    #[test]
    fn more_columns_than_frames_repeat_frames() {
        let peaks = waveform([0.1, -0.2]).peaks(4);
        assert_eq!(
            peaks,
            vec![(0.1, 0.1), (0.1, 0.1), (-0.2, -0.2), (-0.2, -0.2)]
        );
    }

    #[test]
    fn nothing_gives_silence_and_zero_columns_nothing() {
        assert_eq!(waveform([]).peaks(3), vec![(0.0, 0.0); 3]);
        assert!(waveform([0.3]).peaks(0).is_empty());
    }
}
