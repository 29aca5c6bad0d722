//! The sound of sandbox videos made with `sound: true`: a short AAC-LC loop (made once with
//! Debian's ffmpeg, see `crates/gendesk-sandbox/assets/README.md`; no encoder runs here), split into its ADTS
//! frames and repeated to cover the video. Each AAC frame holds 1024 samples and decodes on its
//! own, so the loop can be cut at any frame; the loop fades in and out so its seams do not click.

use super::MediaError;

/// The loop, as ADTS (AAC-LC, mono, 44.1 kHz, 64 kbit/s, 4 s).
const SOUND_LOOP: &[u8] = include_bytes!("../../assets/sound_loop.aac");

/// Samples per AAC-LC frame.
pub const SAMPLES_PER_FRAME: u32 = 1024;

/// Sample rates by ADTS `sampling_frequency_index`.
const RATES: [u32; 13] = [
    96_000, 88_200, 64_000, 48_000, 44_100, 32_000, 24_000, 22_050, 16_000, 12_000, 11_025, 8_000,
    7_350,
];

/// An AAC-LC track ready to mux: raw frames (no ADTS headers) and the decoder configuration.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AacTrack {
    /// Sample rate in Hz (also the track's timescale).
    pub sample_rate: u32,
    /// Channel count.
    pub channels: u16,
    /// The MPEG-4 `AudioSpecificConfig` (2 bytes for AAC-LC).
    pub config: [u8; 2],
    /// One raw AAC frame per sample, each `SAMPLES_PER_FRAME` samples long.
    pub frames: Vec<Vec<u8>>,
}

/// One ADTS frame: its configuration and payload.
struct AdtsFrame<'a> {
    object_type: u8,
    rate_index: u8,
    channels: u8,
    payload: &'a [u8],
}

/// Splits an ADTS stream into frames.
fn adts_frames(mut data: &[u8]) -> Result<Vec<AdtsFrame<'_>>, MediaError> {
    let bad = |why: &str| MediaError::Sound(format!("the sandbox's sound loop is damaged: {why}"));
    let mut frames = Vec::new();
    while !data.is_empty() {
        let header = data.get(..7).ok_or_else(|| bad("a header is cut short"))?;
        if header[0] != 0xFF || header[1] & 0xF0 != 0xF0 {
            return Err(bad("a frame does not start with the ADTS sync word"));
        }
        let protection_absent = header[1] & 0x01 == 1;
        let object_type = (header[2] >> 6) + 1;
        let rate_index = (header[2] >> 2) & 0x0F;
        let channels = ((header[2] & 0x01) << 2) | (header[3] >> 6);
        let length = (usize::from(header[3] & 0x03) << 11)
            | (usize::from(header[4]) << 3)
            | usize::from(header[5] >> 5);
        let header_len = if protection_absent { 7 } else { 9 };
        if length <= header_len {
            return Err(bad("a frame is shorter than its header"));
        }
        let frame = data
            .get(..length)
            .ok_or_else(|| bad("the last frame is cut short"))?;
        frames.push(AdtsFrame {
            object_type,
            rate_index,
            channels,
            payload: &frame[header_len..],
        });
        data = &data[length..];
    }
    Ok(frames)
}

/// The sound loop repeated to cover at least `duration_ms` (whole frames).
pub fn sound_for(duration_ms: u64) -> Result<AacTrack, MediaError> {
    let frames = adts_frames(SOUND_LOOP)?;
    let first = frames
        .first()
        .ok_or_else(|| MediaError::Sound("the sandbox's sound loop is empty".to_owned()))?;
    let (object_type, rate_index, channels) = (first.object_type, first.rate_index, first.channels);
    if object_type != 2 || frames.iter().any(|f| f.rate_index != rate_index) {
        return Err(MediaError::Sound(
            "the sandbox's sound loop is not one AAC-LC stream".to_owned(),
        ));
    }
    let sample_rate = *RATES
        .get(usize::from(rate_index))
        .ok_or_else(|| MediaError::Sound("the sound loop's sample rate is unknown".to_owned()))?;
    // AudioSpecificConfig: 5 bits object type, 4 bits rate index, 4 bits channels, 3 bits zero.
    let config = [
        (object_type << 3) | (rate_index >> 1),
        ((rate_index & 0x01) << 7) | (channels << 3),
    ];
    let needed =
        (duration_ms * u64::from(sample_rate)).div_ceil(1000 * u64::from(SAMPLES_PER_FRAME));
    let needed = usize::try_from(needed).map_err(|_| MediaError::Sound("too long".to_owned()))?;
    let frames = frames
        .iter()
        .cycle()
        .take(needed.max(1))
        .map(|f| f.payload.to_vec())
        .collect();
    Ok(AacTrack {
        sample_rate,
        channels: u16::from(channels),
        config,
        frames,
    })
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, reason = "tests")]
    use super::*;

    #[test]
    fn the_loop_is_aac_lc_and_covers_the_video() {
        let track = sound_for(10_000).unwrap();
        assert_eq!(track.sample_rate, 44_100);
        assert_eq!(track.channels, 1);
        // Object type 2 (AAC-LC), index 4 (44.1 kHz), 1 channel.
        assert_eq!(track.config, [0x12, 0x08]);
        let covered = track.frames.len() as u64 * u64::from(SAMPLES_PER_FRAME) * 1000
            / u64::from(track.sample_rate);
        assert!((10_000..10_000 + 24).contains(&covered), "{covered} ms");
        assert!(track.frames.iter().all(|f| !f.is_empty()));
    }

    #[test]
    fn a_damaged_stream_is_an_error_not_a_panic() {
        assert!(adts_frames(&[0xFF, 0xF1, 0x50]).is_err());
        assert!(adts_frames(&[0x00; 16]).is_err());
        let mut cut = SOUND_LOOP.to_vec();
        cut.truncate(cut.len() - 3);
        assert!(adts_frames(&cut).is_err());
    }
}
