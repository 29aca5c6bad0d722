//! Sample descriptions (the entries of `stsd`): H.264's `avc1`/`avc3` with its `avcC`
//! decoder configuration, the names of the video codecs GenDesk refuses, and audio entries
//! (`mp4a` with its `esds`, other codecs by name) described for the player's information.

use super::VideoError;
use super::boxes::{Mp4Box, fourcc_name, read_u16, read_u32};

/// Bytes of a `VisualSampleEntry` before its child boxes (ISO/IEC 14496-12 §12.1.3).
const VISUAL_ENTRY_FIELDS: usize = 78;
/// Bytes of an `AudioSampleEntry` (version 0) before its child boxes (§12.2.3).
const AUDIO_ENTRY_FIELDS: usize = 28;

/// The first sample description of an `stsd` box (after version, flags and entry count).
pub(crate) fn first_entry<'a>(stsd: &Mp4Box<'a>) -> Result<Mp4Box<'a>, VideoError> {
    stsd.children(8)
        .next()
        .unwrap_or_else(|| Err(VideoError::damaged("its sample description table is empty")))
}

/// H.264 decoder configuration (`AVCDecoderConfigurationRecord`, ISO/IEC 14496-15 §5.3.3).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct AvcConfig {
    /// `AVCProfileIndication`.
    pub profile: u8,
    /// `profile_compatibility` (constraint flags).
    pub compatibility: u8,
    /// `AVCLevelIndication`.
    pub level: u8,
    /// Bytes in each NAL unit's length prefix: 1, 2 or 4.
    pub length_size: usize,
    /// Sequence parameter sets (NAL units with their header byte).
    pub sps: Vec<Vec<u8>>,
    /// Picture parameter sets.
    pub pps: Vec<Vec<u8>>,
}

impl AvcConfig {
    /// Parses the body of an `avcC` box.
    pub fn parse(body: &[u8]) -> Result<Self, VideoError> {
        let cut = || VideoError::damaged("its H.264 configuration (avcC) is cut short");
        let header = body.get(..6).ok_or_else(cut)?;
        if header[0] != 1 {
            return Err(VideoError::damaged(format!(
                "its H.264 configuration has unknown version {}",
                header[0]
            )));
        }
        let length_size = usize::from(header[4] & 0x03) + 1;
        if length_size == 3 {
            return Err(VideoError::damaged(
                "its H.264 configuration uses 3-byte NAL lengths, which the format does not allow",
            ));
        }
        let mut at = 6;
        let read_sets = |count: usize, at: &mut usize| -> Result<Vec<Vec<u8>>, VideoError> {
            let mut sets = Vec::with_capacity(count);
            for _ in 0..count {
                let len = usize::from(read_u16(body, *at).ok_or_else(cut)?);
                let set = body.get(*at + 2..*at + 2 + len).ok_or_else(cut)?;
                if !set.is_empty() {
                    sets.push(set.to_vec());
                }
                *at += 2 + len;
            }
            Ok(sets)
        };
        let sps = read_sets(usize::from(header[5] & 0x1f), &mut at)?;
        let pps_count = usize::from(*body.get(at).ok_or_else(cut)?);
        at += 1;
        let pps = read_sets(pps_count, &mut at)?;
        if sps.is_empty() || pps.is_empty() {
            return Err(VideoError::damaged(
                "its H.264 configuration has no sequence or picture parameter set",
            ));
        }
        Ok(Self {
            profile: header[1],
            compatibility: header[2],
            level: header[3],
            length_size,
            sps,
            pps,
        })
    }
}

/// A video sample description.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum VideoEntry {
    /// H.264 (`avc1` or `avc3`).
    Avc {
        /// `avc1` or `avc3`.
        fourcc: [u8; 4],
        /// Width in the sample entry, in pixels.
        width: u16,
        /// Height in the sample entry, in pixels.
        height: u16,
        /// The `avcC` record.
        config: AvcConfig,
    },
    /// Any other codec, refused by name.
    Other {
        /// The entry's four-character code.
        fourcc: [u8; 4],
    },
}

/// Reads a video sample description.
pub(crate) fn read_video_entry(entry: &Mp4Box<'_>) -> Result<VideoEntry, VideoError> {
    if !matches!(&entry.kind, b"avc1" | b"avc3") {
        return Ok(VideoEntry::Other { fourcc: entry.kind });
    }
    let body = entry.body();
    let (Some(width), Some(height)) = (read_u16(body, 24), read_u16(body, 26)) else {
        return Err(VideoError::damaged(
            "its H.264 sample description is cut short",
        ));
    };
    let avcc = entry.require(VISUAL_ENTRY_FIELDS, *b"avcC")?;
    Ok(VideoEntry::Avc {
        fourcc: entry.kind,
        width,
        height,
        config: AvcConfig::parse(avcc.body())?,
    })
}

/// The codec name of a video sample entry, e.g. `H.265/HEVC (hvc1)`.
pub(crate) fn video_codec_name(fourcc: [u8; 4]) -> String {
    let name = match &fourcc {
        b"avc1" | b"avc3" => "H.264",
        b"avc2" | b"avc4" => "H.264 (with parameter sets split across samples)",
        b"hvc1" | b"hev1" => "H.265/HEVC",
        b"dvh1" | b"dvhe" | b"dvav" | b"dva1" => "Dolby Vision",
        b"av01" => "AV1",
        b"vp09" => "VP9",
        b"vp08" => "VP8",
        b"mp4v" => "MPEG-4 Part 2",
        b"s263" | b"h263" => "H.263",
        b"apch" | b"apcn" | b"apcs" | b"apco" | b"ap4h" | b"ap4x" => "Apple ProRes",
        b"jpeg" | b"mjpa" | b"mjpb" => "Motion JPEG",
        b"encv" => "encrypted video (DRM)",
        _ => {
            return format!("an unknown codec ({})", fourcc_name(fourcc));
        }
    };
    format!("{name} ({})", String::from_utf8_lossy(&fourcc))
}

/// Is this four-character code a video sample entry (for tracks whose handler is unusual)?
pub(crate) fn is_video_fourcc(fourcc: [u8; 4]) -> bool {
    matches!(
        &fourcc,
        b"avc1"
            | b"avc2"
            | b"avc3"
            | b"avc4"
            | b"hvc1"
            | b"hev1"
            | b"dvh1"
            | b"dvhe"
            | b"av01"
            | b"vp09"
            | b"vp08"
            | b"mp4v"
            | b"encv"
    )
}

/// What an audio sample description says, as far as it can be read cheaply.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct AudioEntry {
    /// RFC 6381 codec string (`mp4a.40.2`) or the four-character code (`Opus`).
    pub codec: String,
    /// A name for people (`AAC-LC`, `Opus`, …).
    pub name: String,
    /// Samples per second, when known.
    pub sample_rate: Option<u32>,
    /// Channels, when known.
    pub channels: Option<u16>,
}

/// Reads an audio sample description; never fails (unknown parts are left out).
pub(crate) fn read_audio_entry(entry: &Mp4Box<'_>, media_timescale: u32) -> AudioEntry {
    let body = entry.body();
    let version = read_u16(body, 8).unwrap_or(0);
    let entry_channels = read_u16(body, 16).filter(|c| *c > 0);
    let entry_rate = read_u32(body, 24)
        .map(|fixed| fixed >> 16)
        .filter(|r| *r > 0);
    let fields = AUDIO_ENTRY_FIELDS
        + match version {
            1 => 16,
            2 => 36,
            _ => 0,
        };
    let fourcc = String::from_utf8_lossy(&entry.kind).into_owned();
    let fallback_rate = entry_rate.or(Some(media_timescale).filter(|t| *t > 0));
    let mut audio = AudioEntry {
        codec: fourcc.trim().to_owned(),
        name: audio_codec_name(entry.kind).to_owned(),
        sample_rate: fallback_rate,
        channels: entry_channels,
    };
    if &entry.kind == b"mp4a" {
        let esds = entry.child(fields, *b"esds").ok().flatten().or_else(|| {
            // QuickTime puts it inside a `wave` box.
            let wave = entry.child(fields, *b"wave").ok().flatten()?;
            wave.child(0, *b"esds").ok().flatten()
        });
        if let Some(config) = esds.and_then(|esds| parse_esds(esds.body())) {
            apply_esds(&mut audio, config);
        }
    }
    audio
}

fn audio_codec_name(fourcc: [u8; 4]) -> &'static str {
    match &fourcc {
        b"mp4a" => "AAC",
        b"Opus" => "Opus",
        b"fLaC" => "FLAC",
        b"alac" => "Apple Lossless",
        b"ac-3" => "AC-3",
        b"ec-3" => "E-AC-3",
        b"ac-4" => "AC-4",
        b".mp3" => "MP3",
        b"lpcm" | b"sowt" | b"twos" | b"ipcm" | b"fpcm" | b"in24" | b"in32" | b"fl32" | b"fl64" => {
            "PCM"
        }
        b"samr" => "AMR",
        b"enca" => "encrypted audio (DRM)",
        _ => "unknown audio codec",
    }
}

/// The parts of an `esds` box GenDesk shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct EsdsConfig {
    object_type: u8,
    audio_object_type: Option<u8>,
    sample_rate: Option<u32>,
    channels: Option<u16>,
}

fn apply_esds(audio: &mut AudioEntry, config: EsdsConfig) {
    match (config.object_type, config.audio_object_type) {
        (0x40, Some(aot)) => {
            audio.codec = format!("mp4a.40.{aot}");
            let name = match aot {
                1 => "AAC Main",
                2 => "AAC-LC",
                3 => "AAC SSR",
                4 => "AAC LTP",
                5 => "HE-AAC",
                29 => "HE-AAC v2",
                23 => "AAC-LD",
                39 => "AAC-ELD",
                32..=34 => "MPEG Audio",
                _ => "MPEG-4 Audio",
            };
            name.clone_into(&mut audio.name);
        }
        (0x66..=0x68, _) => {
            audio.codec = format!("mp4a.{:02x}", config.object_type);
            "MPEG-2 AAC".clone_into(&mut audio.name);
        }
        (0x69 | 0x6b, _) => {
            audio.codec = format!("mp4a.{:02x}", config.object_type);
            "MP3".clone_into(&mut audio.name);
        }
        (other, _) => audio.codec = format!("mp4a.{other:02x}"),
    }
    if config.sample_rate.is_some() {
        audio.sample_rate = config.sample_rate;
    }
    if config.channels.is_some() {
        audio.channels = config.channels;
    }
}

/// Reads the decoder configuration from an `esds` body (ISO/IEC 14496-1 §7.2.6).
fn parse_esds(body: &[u8]) -> Option<EsdsConfig> {
    let mut reader = Bytes {
        data: body.get(4..)?,
        at: 0,
    };
    // ES_Descriptor.
    let es = reader.descriptor(0x03)?;
    let mut es = Bytes { data: es, at: 2 };
    let flags = es.u8()?;
    if flags & 0x80 != 0 {
        es.at += 2;
    }
    if flags & 0x40 != 0 {
        let url_len = usize::from(es.u8()?);
        es.at += url_len;
    }
    if flags & 0x20 != 0 {
        es.at += 2;
    }
    let decoder_config = es.descriptor(0x04)?;
    let object_type = *decoder_config.first()?;
    let mut config = EsdsConfig {
        object_type,
        audio_object_type: None,
        sample_rate: None,
        channels: None,
    };
    let mut rest = Bytes {
        data: decoder_config,
        at: 13,
    };
    if let Some(specific) = rest.descriptor(0x05) {
        read_audio_specific_config(specific, &mut config);
    }
    Some(config)
}

/// Sampling rates by `samplingFrequencyIndex` (ISO/IEC 14496-3 §1.6.3.3).
const AAC_RATES: [u32; 13] = [
    96_000, 88_200, 64_000, 48_000, 44_100, 32_000, 24_000, 22_050, 16_000, 12_000, 11_025, 8_000,
    7_350,
];

/// `AudioSpecificConfig` (ISO/IEC 14496-3 §1.6.2.1): object type, rate and channels.
fn read_audio_specific_config(data: &[u8], config: &mut EsdsConfig) {
    let mut bits = data
        .iter()
        .flat_map(|byte| (0..8).rev().map(move |i| (byte >> i) & 1));
    let mut take = |count: u32| -> Option<u32> {
        let mut value = 0u32;
        for _ in 0..count {
            value = (value << 1) | u32::from(bits.next()?);
        }
        Some(value)
    };
    let Some(mut aot) = take(5) else { return };
    if aot == 31 {
        let Some(extra) = take(6) else { return };
        aot = 32 + extra;
    }
    config.audio_object_type = u8::try_from(aot).ok();
    let Some(index) = take(4) else { return };
    config.sample_rate = if index == 15 {
        take(24)
    } else {
        usize::try_from(index)
            .ok()
            .and_then(|i| AAC_RATES.get(i))
            .copied()
    };
    config.channels = match take(4) {
        Some(c @ 1..=6) => u16::try_from(c).ok(),
        Some(7) => Some(8),
        _ => None,
    };
}

/// A cursor over descriptor bytes.
struct Bytes<'a> {
    data: &'a [u8],
    at: usize,
}

impl<'a> Bytes<'a> {
    fn u8(&mut self) -> Option<u8> {
        let value = *self.data.get(self.at)?;
        self.at += 1;
        Some(value)
    }

    /// Finds the next descriptor with `tag` at this level and returns its payload.
    fn descriptor(&mut self, tag: u8) -> Option<&'a [u8]> {
        while self.at < self.data.len() {
            let found = self.u8()?;
            let mut len = 0usize;
            for _ in 0..4 {
                let byte = self.u8()?;
                len = (len << 7) | usize::from(byte & 0x7f);
                if byte & 0x80 == 0 {
                    break;
                }
            }
            let start = self.at;
            let end = start.checked_add(len)?.min(self.data.len());
            self.at = end;
            if found == tag {
                return self.data.get(start..end);
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn avcc_with_two_byte_lengths() {
        let body = [
            1, 100, 0, 30, 0xfd, 0xe1, 0, 3, 0x67, 100, 30, 1, 0, 2, 0x68, 0xee,
        ];
        let config = AvcConfig::parse(&body).unwrap();
        assert_eq!(config.length_size, 2);
        assert_eq!(config.sps, vec![vec![0x67, 100, 30]]);
        assert_eq!(config.pps, vec![vec![0x68, 0xee]]);
        for len in 0..body.len() {
            assert!(AvcConfig::parse(&body[..len]).is_err(), "cut at {len}");
        }
        let mut three = body;
        three[4] = 0xfe;
        assert!(AvcConfig::parse(&three).is_err());
    }

    #[test]
    fn esds_aac_lc_48k_stereo() {
        // As written by ffmpeg for AAC-LC 48 kHz stereo.
        let body = [
            0, 0, 0, 0, 3, 0x80, 0x80, 0x80, 0x22, 0, 2, 0, 4, 0x80, 0x80, 0x80, 0x14, 0x40, 0x15,
            0, 0, 0, 0, 0, 0xfa, 0, 0, 0, 0xfa, 0, 5, 0x80, 0x80, 0x80, 0x02, 0x11, 0x90, 6, 0x80,
            0x80, 0x80, 1, 2,
        ];
        let config = parse_esds(&body).unwrap();
        assert_eq!(config.object_type, 0x40);
        assert_eq!(config.audio_object_type, Some(2));
        assert_eq!(config.sample_rate, Some(48_000));
        assert_eq!(config.channels, Some(2));
        for len in 0..body.len() {
            let _ = parse_esds(&body[..len]);
        }
    }

    #[test]
    fn codec_names() {
        assert_eq!(video_codec_name(*b"hvc1"), "H.265/HEVC (hvc1)");
        assert_eq!(video_codec_name(*b"av01"), "AV1 (av01)");
        assert_eq!(video_codec_name(*b"xyz1"), "an unknown codec ('xyz1')");
        assert!(is_video_fourcc(*b"hev1"));
        assert!(!is_video_fourcc(*b"mp4a"));
    }
}
