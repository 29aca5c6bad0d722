//! The few fields of an H.264 sequence parameter set (ITU-T H.264 §7.3.2.1.1) that decide
//! whether GenDesk can decode a stream and how large its pictures are: profile, chroma
//! format, bit depth, frame/field coding and the cropped picture size. Read before the
//! decoder sees the stream, so oversized or unsupported streams are refused up front.

use super::VideoError;
use super::colour::Colour;

/// What GenDesk needs to know from a sequence parameter set.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Sps {
    /// `profile_idc` (66 Baseline, 77 Main, 100 High, 110 High 10, …).
    pub profile_idc: u8,
    /// `level_idc` (e.g. 40 for level 4.0).
    pub level_idc: u8,
    /// 0 monochrome, 1 4:2:0, 2 4:2:2, 3 4:4:4.
    pub chroma_format_idc: u32,
    /// Bits per luma sample.
    pub bit_depth_luma: u32,
    /// Bits per chroma sample.
    pub bit_depth_chroma: u32,
    /// False for interlaced (field or MBAFF) coding.
    pub frame_mbs_only: bool,
    /// Picture width after cropping, in pixels.
    pub width: u64,
    /// Picture height after cropping, in pixels.
    pub height: u64,
    /// The colour matrix and range (from the VUI, or guessed from the size).
    pub colour: Colour,
}

impl Sps {
    /// Parses an SPS NAL unit (with its one-byte NAL header, emulation prevention intact).
    pub fn parse(nal: &[u8]) -> Result<Self, VideoError> {
        Self::parse_fields(nal)
            .map_err(|what| VideoError::damaged(format!("its H.264 sequence parameter set {what}")))
    }

    /// [`Self::parse`], with what is wrong in words.
    fn parse_fields(nal: &[u8]) -> Result<Self, &'static str> {
        const CUT: &str = "is cut short";
        if nal.first().map(|b| b & 0x1f) != Some(7) {
            return Err("is missing or not an SPS");
        }
        let rbsp = unescape(nal.get(1..).unwrap_or_default());
        let mut bits = BitReader::new(&rbsp);
        let profile_idc = bits.byte().ok_or(CUT)?;
        let _constraints = bits.byte().ok_or(CUT)?;
        let level_idc = bits.byte().ok_or(CUT)?;
        let _sps_id = bits.ue().ok_or(CUT)?;
        let chroma = ChromaFields::read(profile_idc, &mut bits)?;
        let _log2_max_frame_num = bits.ue().ok_or(CUT)?;
        skip_picture_order(&mut bits)?;
        let _max_ref_frames = bits.ue().ok_or(CUT)?;
        let _gaps = bits.flag().ok_or(CUT)?;
        let width_mbs = u64::from(bits.ue().ok_or(CUT)?) + 1;
        let height_map_units = u64::from(bits.ue().ok_or(CUT)?) + 1;
        let frame_mbs_only = bits.flag().ok_or(CUT)?;
        if !frame_mbs_only {
            let _mbaff = bits.flag().ok_or(CUT)?;
        }
        let _direct_8x8 = bits.flag().ok_or(CUT)?;
        let mut crop = [0u64; 4];
        if bits.flag().ok_or(CUT)? {
            for side in &mut crop {
                *side = u64::from(bits.ue().ok_or(CUT)?);
            }
        }
        let chroma_array_type = if chroma.separate_colour_plane {
            0
        } else {
            chroma.chroma_format_idc
        };
        let (sub_width, sub_height) = match chroma_array_type {
            1 => (2, 2),
            2 => (2, 1),
            _ => (1, 1),
        };
        let field_factor = if frame_mbs_only { 1 } else { 2 };
        let crop_x = sub_width * (crop[0] + crop[1]);
        let crop_y = sub_height * field_factor * (crop[2] + crop[3]);
        let coded_width = width_mbs * 16;
        let coded_height = height_map_units * 16 * field_factor;
        let (Some(width), Some(height)) = (
            coded_width.checked_sub(crop_x).filter(|w| *w > 0),
            coded_height.checked_sub(crop_y).filter(|h| *h > 0),
        ) else {
            return Err("crops away the whole picture");
        };
        // The VUI's colour description. A stream cut short inside its VUI still decodes: the
        // colour is then guessed, as for a stream without one.
        let colour = read_vui_colour(&mut bits, height).unwrap_or_else(|| Colour::guessed(height));
        Ok(Self {
            profile_idc,
            level_idc,
            chroma_format_idc: chroma.chroma_format_idc,
            bit_depth_luma: chroma.bit_depth_luma,
            bit_depth_chroma: chroma.bit_depth_chroma,
            frame_mbs_only,
            width,
            height,
            colour,
        })
    }

    /// Refuses what `OpenH264` cannot decode: more than 8 bits per sample, 4:2:2 or 4:4:4
    /// chroma, and interlaced coding.
    pub fn check_supported(&self) -> Result<(), VideoError> {
        let feature = if self.bit_depth_luma != 8 || self.bit_depth_chroma != 8 {
            Some(format!(
                "{}-bit colour",
                self.bit_depth_luma.max(self.bit_depth_chroma)
            ))
        } else if self.chroma_format_idc == 2 {
            Some("4:2:2 chroma".to_owned())
        } else if self.chroma_format_idc == 3 {
            Some("4:4:4 chroma".to_owned())
        } else if !self.frame_mbs_only {
            Some("interlaced coding".to_owned())
        } else {
            None
        };
        match feature {
            Some(feature) => Err(VideoError::UnsupportedFeature { feature }),
            None => Ok(()),
        }
    }

    /// The profile's name, e.g. `High`.
    pub fn profile_name(&self) -> &'static str {
        profile_name(self.profile_idc)
    }
}

/// For fuzzing only (`fuzz/bodies.rs`), not part of the API: parses an SPS NAL unit (with its
/// NAL header byte) as [`VideoFile::open`](crate::VideoFile::open) does and checks that it can
/// be decoded, giving the cropped picture size (width, height).
#[doc(hidden)]
pub fn fuzz_parse_sps(nal: &[u8]) -> Result<(u64, u64), VideoError> {
    let sps = Sps::parse(nal)?;
    sps.check_supported()?;
    Ok((sps.width, sps.height))
}

/// Reads `vui_parameters()` up to the colour description (H.264 §E.1.1); `None` when the VUI
/// is cut short.
fn read_vui_colour(bits: &mut BitReader<'_>, height: u64) -> Option<Colour> {
    if !bits.flag()? {
        return Some(Colour::guessed(height));
    }
    if bits.flag()? {
        // aspect_ratio_idc; 255 (Extended_SAR) is followed by the sample aspect ratio.
        if bits.byte()? == 255 {
            bits.bits(32)?;
        }
    }
    if bits.flag()? {
        let _overscan_appropriate = bits.flag()?;
    }
    if !bits.flag()? {
        return Some(Colour::guessed(height));
    }
    let _video_format = bits.bits(3)?;
    let full_range = bits.flag()?;
    let matrix = if bits.flag()? {
        let _primaries = bits.byte()?;
        let _transfer = bits.byte()?;
        Some(bits.byte()?)
    } else {
        None
    };
    Some(Colour::from_vui(matrix, full_range, height))
}

/// The chroma format and bit depths (present in High profiles, fixed otherwise).
struct ChromaFields {
    chroma_format_idc: u32,
    separate_colour_plane: bool,
    bit_depth_luma: u32,
    bit_depth_chroma: u32,
}

impl ChromaFields {
    fn read(profile_idc: u8, bits: &mut BitReader<'_>) -> Result<Self, &'static str> {
        const CUT: &str = "is cut short";
        let mut fields = Self {
            chroma_format_idc: 1,
            separate_colour_plane: false,
            bit_depth_luma: 8,
            bit_depth_chroma: 8,
        };
        if !matches!(
            profile_idc,
            100 | 110 | 122 | 244 | 44 | 83 | 86 | 118 | 128 | 138 | 139 | 134 | 135
        ) {
            return Ok(fields);
        }
        fields.chroma_format_idc = bits.ue().ok_or(CUT)?;
        if fields.chroma_format_idc > 3 {
            return Err("has an invalid chroma format");
        }
        if fields.chroma_format_idc == 3 {
            fields.separate_colour_plane = bits.flag().ok_or(CUT)?;
        }
        fields.bit_depth_luma = bits.ue().ok_or(CUT)?.saturating_add(8);
        fields.bit_depth_chroma = bits.ue().ok_or(CUT)?.saturating_add(8);
        let _transform_bypass = bits.flag().ok_or(CUT)?;
        if bits.flag().ok_or(CUT)? {
            let lists = if fields.chroma_format_idc == 3 { 12 } else { 8 };
            for index in 0..lists {
                if bits.flag().ok_or(CUT)? {
                    skip_scaling_list(bits, if index < 6 { 16 } else { 64 }).ok_or(CUT)?;
                }
            }
        }
        Ok(fields)
    }
}

/// Skips the picture order count fields.
fn skip_picture_order(bits: &mut BitReader<'_>) -> Result<(), &'static str> {
    const CUT: &str = "is cut short";
    match bits.ue().ok_or(CUT)? {
        0 => {
            let _log2_max_poc_lsb = bits.ue().ok_or(CUT)?;
        }
        1 => {
            let _delta_always_zero = bits.flag().ok_or(CUT)?;
            let _offset_non_ref = bits.se().ok_or(CUT)?;
            let _offset_top_bottom = bits.se().ok_or(CUT)?;
            let cycle = bits.ue().ok_or(CUT)?;
            if cycle > 255 {
                return Err("has an invalid picture order cycle");
            }
            for _ in 0..cycle {
                bits.se().ok_or(CUT)?;
            }
        }
        2 => {}
        _ => return Err("has an invalid picture order type"),
    }
    Ok(())
}

/// The name of an H.264 `profile_idc`.
pub(crate) fn profile_name(profile_idc: u8) -> &'static str {
    match profile_idc {
        66 => "Baseline",
        77 => "Main",
        88 => "Extended",
        100 => "High",
        110 => "High 10",
        122 => "High 4:2:2",
        244 => "High 4:4:4",
        44 => "CAVLC 4:4:4",
        83 | 86 => "Scalable",
        118 | 128 => "Multiview",
        _ => "unknown profile",
    }
}

/// Skips a `scaling_list()` of `size` coefficients.
fn skip_scaling_list(bits: &mut BitReader<'_>, size: usize) -> Option<()> {
    let mut last: i64 = 8;
    let mut next: i64 = 8;
    for _ in 0..size {
        if next != 0 {
            let delta = i64::from(bits.se()?);
            next = (last + delta).rem_euclid(256);
        }
        if next != 0 {
            last = next;
        }
    }
    Some(())
}

/// Removes emulation-prevention bytes (`00 00 03` → `00 00`).
pub(crate) fn unescape(data: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(data.len());
    let mut zeros = 0;
    for &byte in data {
        if zeros >= 2 && byte == 3 {
            zeros = 0;
            continue;
        }
        zeros = if byte == 0 { zeros + 1 } else { 0 };
        out.push(byte);
    }
    out
}

/// Reads bits most-significant first, with Exp-Golomb codes.
struct BitReader<'a> {
    data: &'a [u8],
    bit: usize,
}

impl<'a> BitReader<'a> {
    fn new(data: &'a [u8]) -> Self {
        Self { data, bit: 0 }
    }

    fn flag(&mut self) -> Option<bool> {
        let byte = self.data.get(self.bit / 8)?;
        let value = (byte >> (7 - self.bit % 8)) & 1 == 1;
        self.bit += 1;
        Some(value)
    }

    fn bits(&mut self, count: u32) -> Option<u32> {
        let mut value = 0u32;
        for _ in 0..count {
            value = (value << 1) | u32::from(self.flag()?);
        }
        Some(value)
    }

    fn byte(&mut self) -> Option<u8> {
        u8::try_from(self.bits(8)?).ok()
    }

    /// Unsigned Exp-Golomb; `None` past the data or beyond 32 bits.
    fn ue(&mut self) -> Option<u32> {
        let mut zeros = 0;
        while !self.flag()? {
            zeros += 1;
            if zeros > 31 {
                return None;
            }
        }
        let rest = self.bits(zeros)?;
        // zeros <= 31: (1 << zeros) - 1 + rest fits in u32 when rest < 1 << zeros.
        ((1u64 << zeros) - 1 + u64::from(rest)).try_into().ok()
    }

    /// Signed Exp-Golomb.
    fn se(&mut self) -> Option<i32> {
        let code = i64::from(self.ue()?);
        let value = if code % 2 == 1 {
            (code + 1) / 2
        } else {
            -(code / 2)
        };
        i32::try_from(value).ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Writes bits and Exp-Golomb codes, to build parameter sets for the tests.
    struct BitWriter {
        bits: Vec<bool>,
    }

    impl BitWriter {
        fn new() -> Self {
            Self { bits: Vec::new() }
        }
        fn put(&mut self, value: u64, count: u32) {
            for i in (0..count).rev() {
                self.bits.push((value >> i) & 1 == 1);
            }
        }
        fn ue(&mut self, value: u64) {
            let code = value + 1;
            let len = 64 - code.leading_zeros();
            self.put(0, len - 1);
            self.put(code, len);
        }
        fn finish(mut self) -> Vec<u8> {
            self.bits.push(true); // rbsp stop bit
            while !self.bits.len().is_multiple_of(8) {
                self.bits.push(false);
            }
            self.bits
                .chunks(8)
                .map(|c| c.iter().fold(0u8, |acc, &b| (acc << 1) | u8::from(b)))
                .collect()
        }
    }

    /// An SPS for `width_mbs` × `height_mbs` macroblocks with the given crop (in crop units).
    fn build_sps(
        profile: u8,
        width_mbs: u64,
        height_mbs: u64,
        crop_bottom: u64,
        high: Option<(u64, u64)>, // (chroma_format_idc, bit_depth_minus8)
        frame_mbs_only: bool,
    ) -> Vec<u8> {
        let mut w = BitWriter::new();
        w.put(u64::from(profile), 8);
        w.put(0, 8);
        w.put(40, 8);
        w.ue(0); // sps id
        if let Some((chroma, depth)) = high {
            w.ue(chroma);
            w.ue(depth);
            w.ue(depth);
            w.put(0, 1); // bypass
            w.put(1, 1); // scaling matrix present
            for i in 0..8 {
                // list 0 present with a few deltas, the others absent
                if i == 0 {
                    w.put(1, 1);
                    for _ in 0..16 {
                        w.ue(1); // se(+1)
                    }
                } else {
                    w.put(0, 1);
                }
            }
        }
        w.ue(0); // log2_max_frame_num_minus4
        w.ue(0); // poc type 0
        w.ue(2); // log2_max_poc_lsb_minus4
        w.ue(1); // max refs
        w.put(0, 1); // gaps
        w.ue(width_mbs - 1);
        w.ue(height_mbs - 1);
        w.put(u64::from(frame_mbs_only), 1);
        if !frame_mbs_only {
            w.put(0, 1);
        }
        w.put(1, 1); // direct 8x8
        if crop_bottom > 0 {
            w.put(1, 1);
            w.ue(0);
            w.ue(0);
            w.ue(0);
            w.ue(crop_bottom);
        } else {
            w.put(0, 1);
        }
        w.put(0, 1); // no VUI
        let mut nal = vec![0x67];
        let payload = w.finish();
        // Escape like an encoder would.
        let mut zeros = 0;
        for byte in payload {
            if zeros >= 2 && byte <= 3 {
                nal.push(3);
                zeros = 0;
            }
            zeros = if byte == 0 { zeros + 1 } else { 0 };
            nal.push(byte);
        }
        nal
    }

    #[test]
    fn baseline_1080p_with_cropping() {
        let sps = Sps::parse(&build_sps(66, 120, 68, 4, None, true)).unwrap();
        assert_eq!((sps.width, sps.height), (1920, 1080));
        assert_eq!(sps.profile_name(), "Baseline");
        sps.check_supported().unwrap();
    }

    #[test]
    fn high_profile_with_scaling_lists() {
        let sps = Sps::parse(&build_sps(100, 40, 23, 0, Some((1, 0)), true)).unwrap();
        assert_eq!((sps.width, sps.height), (640, 368));
        assert_eq!(sps.profile_name(), "High");
        sps.check_supported().unwrap();
    }

    #[test]
    fn unsupported_features_are_named() {
        let ten_bit = Sps::parse(&build_sps(110, 40, 23, 0, Some((1, 2)), true)).unwrap();
        let err = ten_bit.check_supported().unwrap_err().to_string();
        assert!(err.contains("10-bit colour"), "{err}");
        let four_two_two = Sps::parse(&build_sps(122, 40, 23, 0, Some((2, 0)), true)).unwrap();
        assert!(
            four_two_two
                .check_supported()
                .unwrap_err()
                .to_string()
                .contains("4:2:2")
        );
        let interlaced = Sps::parse(&build_sps(77, 40, 23, 0, None, false)).unwrap();
        assert_eq!(interlaced.height, 23 * 32);
        assert!(
            interlaced
                .check_supported()
                .unwrap_err()
                .to_string()
                .contains("interlaced")
        );
    }

    #[test]
    fn huge_claims_parse_without_allocating() {
        let sps = Sps::parse(&build_sps(66, 3750, 3750, 0, None, true)).unwrap();
        assert_eq!((sps.width, sps.height), (60_000, 60_000));
    }

    #[test]
    fn damaged_parameter_sets_are_errors_not_panics() {
        let good = build_sps(100, 40, 23, 0, Some((1, 0)), true);
        for len in 0..good.len() {
            let _ = Sps::parse(&good[..len]);
        }
        assert!(Sps::parse(&[0x68, 1, 2]).is_err(), "a PPS is not an SPS");
        assert!(Sps::parse(&[0x67, 66, 0, 40, 0, 0, 0, 0, 0, 0, 0, 0]).is_err());
        let mut seed = 7u64;
        for _ in 0..2000 {
            let mut bytes = good.clone();
            for _ in 0..3 {
                seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
                let at = 1 + usize::try_from(seed >> 33).unwrap() % (bytes.len() - 1);
                bytes[at] = u8::try_from(seed >> 56).unwrap();
            }
            let _ = Sps::parse(&bytes);
        }
    }

    #[test]
    fn emulation_prevention_is_removed() {
        assert_eq!(unescape(&[0, 0, 3, 1, 0, 0, 3]), vec![0, 0, 1, 0, 0]);
        assert_eq!(unescape(&[0, 3, 0]), vec![0, 3, 0]);
    }
}
