//! MP4 samples to the Annex-B byte stream `OpenH264` reads: each NAL unit's length prefix
//! (1, 2 or 4 bytes, from `avcC`) becomes a start code, and the sequence and picture
//! parameter sets from `avcC` go in front of every keyframe that does not carry its own.
//! Parameter sets found inside samples (`avc3`) are checked against the limits first.

use super::sample_entry::AvcConfig;
use super::sps::Sps;
use super::{VideoError, VideoLimits};

const START_CODE: [u8; 4] = [0, 0, 0, 1];
const NAL_SPS: u8 = 7;
const NAL_PPS: u8 = 8;

/// Converts samples of one track.
#[derive(Debug, Clone)]
pub(crate) struct AnnexB {
    length_size: usize,
    sps: Vec<Vec<u8>>,
    pps: Vec<Vec<u8>>,
    limits: VideoLimits,
}

impl AnnexB {
    /// A converter for a track with this configuration.
    pub fn new(config: &AvcConfig, limits: VideoLimits) -> Self {
        Self {
            length_size: config.length_size,
            sps: config.sps.clone(),
            pps: config.pps.clone(),
            limits,
        }
    }

    /// Writes sample `index` (`data`) to `out` as Annex-B, replacing what `out` held.
    pub fn convert(
        &self,
        index: usize,
        data: &[u8],
        keyframe: bool,
        out: &mut Vec<u8>,
    ) -> Result<(), VideoError> {
        out.clear();
        let damaged = |detail: String| VideoError::Decode {
            sample: index,
            detail,
        };
        let nals = self.split(data).map_err(damaged)?;
        let carries_sequence_set = nals.iter().any(|n| nal_type(n) == NAL_SPS);
        let carries_picture_set = nals.iter().any(|n| nal_type(n) == NAL_PPS);
        for nal in nals.iter().filter(|n| nal_type(n) == NAL_SPS) {
            let sps = Sps::parse(nal)?;
            self.limits
                .check_size("H.264 stream", sps.width, sps.height)?;
            sps.check_supported()?;
        }
        if keyframe && !carries_sequence_set {
            for sps in &self.sps {
                out.extend_from_slice(&START_CODE);
                out.extend_from_slice(sps);
            }
        }
        if keyframe && !carries_picture_set {
            for pps in &self.pps {
                out.extend_from_slice(&START_CODE);
                out.extend_from_slice(pps);
            }
        }
        for nal in nals {
            out.extend_from_slice(&START_CODE);
            out.extend_from_slice(nal);
        }
        Ok(())
    }

    /// The NAL units of a length-prefixed sample (empty units are dropped).
    fn split<'a>(&self, mut data: &'a [u8]) -> Result<Vec<&'a [u8]>, String> {
        let mut nals = Vec::new();
        while !data.is_empty() {
            let Some(prefix) = data.get(..self.length_size) else {
                return Err(format!(
                    "{} stray bytes at the end of the frame",
                    data.len()
                ));
            };
            let len = prefix
                .iter()
                .fold(0usize, |acc, &b| (acc << 8) | usize::from(b));
            let rest = &data[self.length_size..];
            let Some(nal) = rest.get(..len) else {
                return Err(format!(
                    "a NAL unit claims {len} bytes but only {} remain in the frame",
                    rest.len()
                ));
            };
            if !nal.is_empty() {
                nals.push(nal);
            }
            data = &rest[len..];
        }
        if nals.is_empty() {
            return Err("the frame holds no data".to_owned());
        }
        Ok(nals)
    }
}

fn nal_type(nal: &[u8]) -> u8 {
    nal.first().map_or(0, |b| b & 0x1f)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn config(length_size: usize) -> AvcConfig {
        AvcConfig {
            profile: 66,
            compatibility: 0,
            level: 30,
            length_size,
            sps: vec![vec![0x67, 66, 0, 30, 0xf4]],
            pps: vec![vec![0x68, 0xce]],
        }
    }

    #[test]
    fn keyframes_get_parameter_sets_and_start_codes() {
        let converter = AnnexB::new(&config(4), VideoLimits::default());
        let sample = [0, 0, 0, 3, 0x65, 1, 2, 0, 0, 0, 2, 0x06, 9];
        let mut out = Vec::new();
        converter.convert(0, &sample, true, &mut out).unwrap();
        assert_eq!(
            out,
            [
                0, 0, 0, 1, 0x67, 66, 0, 30, 0xf4, 0, 0, 0, 1, 0x68, 0xce, 0, 0, 0, 1, 0x65, 1, 2,
                0, 0, 0, 1, 0x06, 9
            ]
        );
        converter.convert(1, &sample, false, &mut out).unwrap();
        assert_eq!(out, [0, 0, 0, 1, 0x65, 1, 2, 0, 0, 0, 1, 0x06, 9]);
    }

    #[test]
    fn short_length_prefixes() {
        let converter = AnnexB::new(&config(2), VideoLimits::default());
        let mut out = Vec::new();
        converter
            .convert(0, &[0, 2, 0x41, 7, 0, 0], false, &mut out)
            .unwrap();
        assert_eq!(out, [0, 0, 0, 1, 0x41, 7]);
        let one = AnnexB::new(&config(1), VideoLimits::default());
        one.convert(0, &[1, 0x41], false, &mut out).unwrap();
        assert_eq!(out, [0, 0, 0, 1, 0x41]);
    }

    #[test]
    fn broken_lengths_are_frame_errors() {
        let converter = AnnexB::new(&config(4), VideoLimits::default());
        let mut out = Vec::new();
        for sample in [
            &[0, 0, 0, 9, 0x65][..],
            &[0, 0, 0][..],
            &[0, 0, 0, 0][..],
            &[0xff, 0xff, 0xff, 0xff, 1][..],
        ] {
            let err = converter.convert(3, sample, false, &mut out).unwrap_err();
            assert!(matches!(err, VideoError::Decode { sample: 3, .. }), "{err}");
        }
    }

    #[test]
    fn sps_inside_a_sample_is_checked() {
        // An in-band SPS claiming 3750 × 3750 macroblocks (60 000 pixels square).
        let mut sps = vec![0x67, 66, 0, 40];
        // ue(0) id, ue(0), ue(0) poc type, ue(2) poc lsb, ue(1) refs, gaps 0,
        // ue(3749) width, ue(3749) height, frame_mbs_only 1, direct 1, crop 0, vui 0, stop.
        let bits = "1 1 1 011 010 0 00000000000111010100110 00000000000111010100110 1 1 0 0 1";
        let bits: Vec<bool> = bits
            .chars()
            .filter(|c| *c != ' ')
            .map(|c| c == '1')
            .collect();
        for chunk in bits.chunks(8) {
            let mut byte = 0u8;
            for (i, bit) in chunk.iter().enumerate() {
                byte |= u8::from(*bit) << (7 - i);
            }
            sps.push(byte);
        }
        let mut sample = u32::try_from(sps.len()).unwrap().to_be_bytes().to_vec();
        sample.extend_from_slice(&sps);
        sample.extend_from_slice(&[0, 0, 0, 2, 0x65, 0x88]);
        let converter = AnnexB::new(&config(4), VideoLimits::default());
        let err = converter
            .convert(0, &sample, true, &mut Vec::new())
            .unwrap_err();
        assert!(matches!(err, VideoError::TooLarge { .. }), "{err}");
    }
}
