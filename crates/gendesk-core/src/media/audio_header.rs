//! What an audio-only file's header says, read cheaply without decoding: WAV's `fmt ` and
//! `data` chunks, and the first MPEG audio (MP3) frame header. Audio playback itself lives
//! elsewhere; this only describes files for `gendesk media probe`.

use std::time::Duration;

/// An audio file's format, as far as its header tells.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AudioHeader {
    /// Short codec name (`pcm_s16le`, `mp3`, …).
    pub codec: String,
    /// Name for people (`PCM 16-bit`, `MP3`).
    pub name: String,
    /// Samples per second.
    pub sample_rate: Option<u32>,
    /// Number of channels.
    pub channels: Option<u16>,
    /// Length, when the header gives it.
    pub duration: Option<Duration>,
}

/// Reads a RIFF WAVE header: the `fmt ` chunk and the size of the `data` chunk.
pub fn read_wav(bytes: &[u8]) -> Option<AudioHeader> {
    if bytes.get(..4)? != b"RIFF" || bytes.get(8..12)? != b"WAVE" {
        return None;
    }
    let mut at = 12usize;
    let mut format = None;
    let mut data_len = None;
    while let Some(header) = bytes.get(at..at.checked_add(8)?) {
        let id = &header[..4];
        let len = u32::from_le_bytes(header[4..8].try_into().ok()?) as usize;
        let body_start = at + 8;
        if id == b"fmt " {
            let fmt = bytes.get(body_start..body_start.checked_add(16)?)?;
            let le16 = |i: usize| u16::from_le_bytes([fmt[i], fmt[i + 1]]);
            let mut tag = le16(0);
            if tag == 0xfffe {
                // WAVE_FORMAT_EXTENSIBLE: the real tag starts the sub-format GUID.
                let sub = bytes.get(body_start + 24..body_start + 26)?;
                tag = u16::from_le_bytes([sub[0], sub[1]]);
            }
            let channels = le16(2);
            let rate = u32::from_le_bytes(fmt[4..8].try_into().ok()?);
            let block_align = le16(12);
            let bits = le16(14);
            format = Some((tag, channels, rate, block_align, bits));
        } else if id == b"data" {
            // A streaming writer may leave the size at 0 or 0xFFFFFFFF: use what is there.
            let present = bytes.len().saturating_sub(body_start);
            data_len = Some(if len == 0 || len == u32::MAX as usize {
                present
            } else {
                len.min(present)
            });
        }
        // Chunks are padded to an even length.
        at = body_start.checked_add(len)?.checked_add(len & 1)?;
    }
    let (tag, channels, rate, block_align, bits) = format?;
    let (codec, name) = match (tag, bits) {
        (1, 8) => ("pcm_u8".to_owned(), "PCM 8-bit".to_owned()),
        (1, bits) => (format!("pcm_s{bits}le"), format!("PCM {bits}-bit")),
        (3, bits) => (format!("pcm_f{bits}le"), format!("PCM {bits}-bit float")),
        (6, _) => ("pcm_alaw".to_owned(), "A-law".to_owned()),
        (7, _) => ("pcm_mulaw".to_owned(), "µ-law".to_owned()),
        (0x55, _) => ("mp3".to_owned(), "MP3 in WAV".to_owned()),
        (other, _) => (format!("wav_0x{other:04x}"), "WAV audio".to_owned()),
    };
    let duration = match (data_len, block_align, rate) {
        (Some(len), align, rate) if align > 0 && rate > 0 => {
            let frames = len as u64 / u64::from(align);
            Some(Duration::from_nanos(
                u64::try_from(u128::from(frames) * 1_000_000_000 / u128::from(rate))
                    .unwrap_or(u64::MAX),
            ))
        }
        _ => None,
    };
    Some(AudioHeader {
        codec,
        name,
        sample_rate: Some(rate).filter(|r| *r > 0),
        channels: Some(channels).filter(|c| *c > 0),
        duration,
    })
}

/// Reads the first MPEG audio frame header after an optional `ID3v2` tag.
pub fn read_mp3(bytes: &[u8]) -> Option<AudioHeader> {
    let mut at = 0usize;
    if bytes.get(..3)? == b"ID3" {
        let size = bytes.get(6..10)?;
        // Sync-safe integer: 7 bits per byte.
        let len = size
            .iter()
            .fold(0usize, |acc, b| (acc << 7) | usize::from(b & 0x7f));
        let footer = if bytes.get(5)? & 0x10 != 0 { 10 } else { 0 };
        at = 10 + len + footer;
    }
    // Look for a frame header in the next 64 KiB.
    let window = bytes.get(at..)?.get(..65_536).unwrap_or(bytes.get(at..)?);
    let offset = window.windows(4).position(is_frame_header)?;
    let header = &window[offset..offset + 4];
    let version = (header[1] >> 3) & 0x03; // 3 = MPEG-1, 2 = MPEG-2, 0 = MPEG-2.5
    let layer = (header[1] >> 1) & 0x03; // 1 = III, 2 = II, 3 = I
    let rate_index = usize::from((header[2] >> 2) & 0x03);
    let base: [u32; 3] = [44_100, 48_000, 32_000];
    let rate = base.get(rate_index).map(|r| match version {
        3 => *r,
        2 => r / 2,
        _ => r / 4,
    });
    let channels = if header[3] >> 6 == 3 { 1 } else { 2 };
    let (codec, name) = match layer {
        1 => ("mp3", "MP3"),
        2 => ("mp2", "MPEG audio layer II"),
        _ => ("mp1", "MPEG audio layer I"),
    };
    Some(AudioHeader {
        codec: codec.to_owned(),
        name: name.to_owned(),
        sample_rate: rate,
        channels: Some(channels),
        duration: None,
    })
}

fn is_frame_header(bytes: &[u8]) -> bool {
    let [a, b, c, ..] = bytes else {
        return false;
    };
    *a == 0xff
        && b & 0xe0 == 0xe0
        && (b >> 3) & 0x03 != 0x01
        && (b >> 1) & 0x03 != 0
        && c >> 4 != 0x0f
        && c >> 4 != 0
        && (c >> 2) & 0x03 != 0x03
}

#[cfg(test)]
mod tests {
    use super::*;

    fn wav(rate: u32, channels: u16, bits: u16, frames: u32) -> Vec<u8> {
        let align = channels * bits / 8;
        let data_len = frames * u32::from(align);
        let mut out = b"RIFF".to_vec();
        out.extend_from_slice(&(36 + data_len).to_le_bytes());
        out.extend_from_slice(b"WAVEfmt ");
        out.extend_from_slice(&16u32.to_le_bytes());
        out.extend_from_slice(&1u16.to_le_bytes());
        out.extend_from_slice(&channels.to_le_bytes());
        out.extend_from_slice(&rate.to_le_bytes());
        out.extend_from_slice(&(rate * u32::from(align)).to_le_bytes());
        out.extend_from_slice(&align.to_le_bytes());
        out.extend_from_slice(&bits.to_le_bytes());
        out.extend_from_slice(b"data");
        out.extend_from_slice(&data_len.to_le_bytes());
        out.resize(out.len() + data_len as usize, 0);
        out
    }

    #[test]
    fn wav_header_and_duration() {
        let header = read_wav(&wav(24_000, 1, 16, 48_000)).unwrap();
        assert_eq!(header.codec, "pcm_s16le");
        assert_eq!(header.sample_rate, Some(24_000));
        assert_eq!(header.channels, Some(1));
        assert_eq!(header.duration, Some(Duration::from_secs(2)));
        let bytes = wav(8_000, 2, 8, 100);
        for len in 0..bytes.len() {
            let _ = read_wav(&bytes[..len]);
        }
        assert!(read_wav(b"RIFF\0\0\0\0WAVE").is_none());
    }

    #[test]
    fn mp3_first_frame() {
        let mut bytes = b"ID3\x04\x00\x00\x00\x00\x00\x02xx".to_vec();
        bytes.extend_from_slice(&[0xff, 0xfb, 0x90, 0xc4, 0, 0]);
        let header = read_mp3(&bytes).unwrap();
        assert_eq!(header.codec, "mp3");
        assert_eq!(header.sample_rate, Some(44_100));
        assert_eq!(header.channels, Some(1));
        assert!(read_mp3(b"ID3").is_none());
        assert!(read_mp3(&[0; 100]).is_none());
    }
}
