//! Minimal ISO-BMFF (MP4) muxer for one H.264 video track.
//!
//! Takes Annex-B access units as `OpenH264` emits them (start-code prefixed
//! NAL units, parameter sets in front of each IDR picture), moves the SPS and
//! PPS into the `avcC` decoder configuration, stores the remaining NAL units
//! length-prefixed (4 bytes) and writes a progressive file:
//!
//! ```text
//! ftyp  isom, compatible isom/iso2/avc1/mp41
//! moov  mvhd, trak(tkhd, mdia(mdhd, hdlr, minf(vmhd, dinf/dref, stbl(
//!       stsd/avc1/avcC, stts, stss, stsc, stsz, stco)))), moov first ("fast start")
//! mdat  all samples, one chunk
//! ```
//!
//! Every sample lasts the same `sample_delta` (constant frame rate), and the
//! movie and track durations are the exact sum of the sample durations.
//! `OpenH264`'s Baseline pictures come in presentation order; remuxed x264
//! samples with B-frames ([`H264Muxer::push_prepared`]) carry composition
//! offsets, written as `ctts`, and an edit list (`edts/elst`) that starts the
//! track at its first picture shown.

use std::fmt;

use super::aac::AacTrack;

/// Timescale of the movie header (milliseconds).
const MOVIE_TIMESCALE: u32 = 1000;

/// Why a stream could not be muxed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MuxError {
    /// A NAL unit did not start with a 3- or 4-byte start code, or was empty.
    MalformedNal,
    /// No SPS/PPS arrived before the first picture.
    MissingParameterSets,
    /// The encoder changed its SPS or PPS mid-stream.
    ParameterSetsChanged,
    /// An access unit held no picture data.
    EmptySample,
    /// The first sample is not an IDR picture, so the file would not start decodable.
    FirstSampleNotKeyframe,
    /// There were no samples at all.
    NoSamples,
    /// A size or duration does not fit the 32-bit MP4 fields used here.
    TooLarge,
}

impl fmt::Display for MuxError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::MalformedNal => "malformed NAL unit (no start code or empty)",
            Self::MissingParameterSets => "no SPS/PPS before the first picture",
            Self::ParameterSetsChanged => "SPS/PPS changed in the middle of the stream",
            Self::EmptySample => "an access unit held no picture data",
            Self::FirstSampleNotKeyframe => "the first picture is not an IDR picture",
            Self::NoSamples => "no video frames",
            Self::TooLarge => "stream too large for a 32-bit MP4 layout",
        })
    }
}

impl std::error::Error for MuxError {}

/// H.264 NAL unit types handled specially.
const NAL_IDR: u8 = 5;
const NAL_SPS: u8 = 7;
const NAL_PPS: u8 = 8;
const NAL_AUD: u8 = 9;

/// Strips a leading Annex-B start code (`00 00 01` or `00 00 00 01`).
pub(crate) fn strip_start_code(nal: &[u8]) -> Result<&[u8], MuxError> {
    let payload = if let Some(rest) = nal.strip_prefix(&[0, 0, 0, 1]) {
        rest
    } else if let Some(rest) = nal.strip_prefix(&[0, 0, 1]) {
        rest
    } else {
        return Err(MuxError::MalformedNal);
    };
    if payload.is_empty() {
        return Err(MuxError::MalformedNal);
    }
    Ok(payload)
}

/// Collects H.264 access units and writes them as an MP4 file. Public so that benchmarks and
/// tests can make clips of their own (for example 1080p at 30 fps for `video_bench`).
#[derive(Debug)]
pub struct H264Muxer {
    width: u16,
    height: u16,
    timescale: u32,
    sample_delta: u32,
    sps: Option<Vec<u8>>,
    pps: Option<Vec<u8>>,
    /// All samples back to back (the `mdat` payload).
    data: Vec<u8>,
    sizes: Vec<u32>,
    /// 1-based numbers of the IDR samples.
    sync: Vec<u32>,
    /// A sound track to add (AAC-LC), if any.
    audio: Option<AacTrack>,
    /// Presentation minus decode time of each sample, in ticks (all 0 without B-frames).
    composition: Vec<u32>,
}

impl H264Muxer {
    /// A muxer for `width` × `height` frames, each lasting `sample_delta`
    /// ticks of `timescale` per second.
    pub fn new(
        width: u32,
        height: u32,
        timescale: u32,
        sample_delta: u32,
    ) -> Result<Self, MuxError> {
        if timescale == 0 || sample_delta == 0 {
            return Err(MuxError::TooLarge);
        }
        Ok(Self {
            width: u16::try_from(width).map_err(|_| MuxError::TooLarge)?,
            height: u16::try_from(height).map_err(|_| MuxError::TooLarge)?,
            timescale,
            sample_delta,
            sps: None,
            pps: None,
            data: Vec::new(),
            sizes: Vec::new(),
            sync: Vec::new(),
            audio: None,
            composition: Vec::new(),
        })
    }

    /// Adds one sample already in MP4 form (length-prefixed NAL units, no parameter sets),
    /// shown `composition_offset` ticks after it is decoded. `sps` and `pps` (without start
    /// codes) must be the same for every sample.
    pub(crate) fn push_prepared(
        &mut self,
        sample: &[u8],
        keyframe: bool,
        composition_offset: u32,
        sps: &[u8],
        pps: &[u8],
    ) -> Result<(), MuxError> {
        if sample.is_empty() || sps.is_empty() || pps.is_empty() {
            return Err(MuxError::EmptySample);
        }
        Self::keep_parameter_set(&mut self.sps, sps)?;
        Self::keep_parameter_set(&mut self.pps, pps)?;
        if self.sizes.is_empty() && !keyframe {
            return Err(MuxError::FirstSampleNotKeyframe);
        }
        let size = u32::try_from(sample.len()).map_err(|_| MuxError::TooLarge)?;
        self.composition.resize(self.sizes.len(), 0);
        self.data.extend_from_slice(sample);
        self.sizes.push(size);
        self.composition.push(composition_offset);
        if keyframe {
            let number = u32::try_from(self.sizes.len()).map_err(|_| MuxError::TooLarge)?;
            self.sync.push(number);
        }
        Ok(())
    }

    /// Adds `track` as a second (sound) track.
    pub(crate) fn set_audio(&mut self, track: AacTrack) {
        self.audio = Some(track);
    }

    /// Adds one access unit (one picture) given as Annex-B NAL units.
    ///
    /// On error nothing of the access unit is kept (but the muxer should be
    /// abandoned anyway: the stream is broken).
    pub fn push_access_unit<'n>(
        &mut self,
        nals: impl IntoIterator<Item = &'n [u8]>,
    ) -> Result<(), MuxError> {
        let start = self.data.len();
        let result = self.append_access_unit(start, nals);
        if result.is_err() {
            self.data.truncate(start);
        }
        result
    }

    fn append_access_unit<'n>(
        &mut self,
        start: usize,
        nals: impl IntoIterator<Item = &'n [u8]>,
    ) -> Result<(), MuxError> {
        let mut keyframe = false;
        let mut has_picture = false;
        for nal in nals {
            let nal = strip_start_code(nal)?;
            let kind = nal[0] & 0x1f;
            match kind {
                NAL_SPS => Self::keep_parameter_set(&mut self.sps, nal)?,
                NAL_PPS => Self::keep_parameter_set(&mut self.pps, nal)?,
                NAL_AUD => {}
                _ => {
                    if (1..=5).contains(&kind) {
                        has_picture = true;
                    }
                    keyframe |= kind == NAL_IDR;
                    let len = u32::try_from(nal.len()).map_err(|_| MuxError::TooLarge)?;
                    self.data.extend_from_slice(&len.to_be_bytes());
                    self.data.extend_from_slice(nal);
                }
            }
        }
        if !has_picture {
            return Err(MuxError::EmptySample);
        }
        if self.sps.is_none() || self.pps.is_none() {
            return Err(MuxError::MissingParameterSets);
        }
        if self.sizes.is_empty() && !keyframe {
            return Err(MuxError::FirstSampleNotKeyframe);
        }
        let size = u32::try_from(self.data.len() - start).map_err(|_| MuxError::TooLarge)?;
        self.sizes.push(size);
        if keyframe {
            let number = u32::try_from(self.sizes.len()).map_err(|_| MuxError::TooLarge)?;
            self.sync.push(number);
        }
        Ok(())
    }

    fn keep_parameter_set(slot: &mut Option<Vec<u8>>, nal: &[u8]) -> Result<(), MuxError> {
        match slot {
            None => {
                *slot = Some(nal.to_vec());
                Ok(())
            }
            Some(existing) if existing.as_slice() == nal => Ok(()),
            Some(_) => Err(MuxError::ParameterSetsChanged),
        }
    }

    /// Number of samples pushed so far.
    #[cfg(test)]
    pub(crate) fn len(&self) -> usize {
        self.sizes.len()
    }

    /// Writes the complete file.
    pub fn finish(self) -> Result<Vec<u8>, MuxError> {
        let (Some(sps), Some(pps)) = (self.sps.as_deref(), self.pps.as_deref()) else {
            return Err(MuxError::NoSamples);
        };
        if self.sizes.is_empty() {
            return Err(MuxError::NoSamples);
        }
        // SPS: forbidden/nal_ref_idc/type, profile_idc, constraint flags, level_idc.
        if sps.len() < 4 || pps.is_empty() {
            return Err(MuxError::MalformedNal);
        }
        let count = u32::try_from(self.sizes.len()).map_err(|_| MuxError::TooLarge)?;
        let media_duration = u64::from(count) * u64::from(self.sample_delta);
        let video_movie_duration =
            media_duration * u64::from(MOVIE_TIMESCALE) / u64::from(self.timescale);
        let audio_data: Vec<u8> = self.audio.iter().flat_map(|a| a.frames.concat()).collect();
        let movie_duration = video_movie_duration.max(
            self.audio
                .as_ref()
                .map_or(0, |a| super::mp4_audio::duration_in(a, MOVIE_TIMESCALE)),
        );
        let media_duration = u32::try_from(media_duration).map_err(|_| MuxError::TooLarge)?;
        let movie_duration = u32::try_from(movie_duration).map_err(|_| MuxError::TooLarge)?;

        let mut head = BoxWriter::default();
        head.ftyp();
        // The chunk offset depends on the moov size, which does not depend on
        // the offset's value: write moov once with 0 to measure, then for real.
        let layout = Layout {
            muxer: &self,
            sps,
            pps,
            count,
            media_duration,
            movie_duration,
        };
        let moov_len = {
            let mut probe = BoxWriter::default();
            layout.moov(&mut probe, 0, 0)?;
            probe.buf.len()
        };
        let mdat_header = 8;
        let offset = head.buf.len() + moov_len + mdat_header;
        let offset = u32::try_from(offset).map_err(|_| MuxError::TooLarge)?;
        // The sound follows the pictures in `mdat`, as one chunk.
        let audio_offset = offset
            .checked_add(u32::try_from(self.data.len()).map_err(|_| MuxError::TooLarge)?)
            .ok_or(MuxError::TooLarge)?;
        layout.moov(&mut head, offset, audio_offset)?;
        debug_assert_eq!(
            u32::try_from(head.buf.len() + mdat_header).ok(),
            Some(offset)
        );

        let payload = self.data.len() + audio_data.len();
        let mdat_size = u32::try_from(payload + mdat_header).map_err(|_| MuxError::TooLarge)?;
        // stco holds 32-bit offsets: the end of the file must be addressable.
        audio_offset
            .checked_add(u32::try_from(audio_data.len()).map_err(|_| MuxError::TooLarge)?)
            .ok_or(MuxError::TooLarge)?;
        let mut out = head.buf;
        out.reserve_exact(mdat_header + payload);
        out.extend_from_slice(&mdat_size.to_be_bytes());
        out.extend_from_slice(b"mdat");
        out.extend_from_slice(&self.data);
        out.extend_from_slice(&audio_data);
        Ok(out)
    }
}

/// The values `moov` is written from.
struct Layout<'a> {
    muxer: &'a H264Muxer,
    sps: &'a [u8],
    pps: &'a [u8],
    count: u32,
    media_duration: u32,
    movie_duration: u32,
}

/// Identity transformation matrix of `mvhd` and `tkhd`.
const MATRIX: [u32; 9] = [0x0001_0000, 0, 0, 0, 0x0001_0000, 0, 0, 0, 0x4000_0000];

impl Layout<'_> {
    // Handles are named after the ISO boxes they close (mdia, mdhd, ...).
    #[allow(clippy::similar_names)]
    fn moov(
        &self,
        w: &mut BoxWriter,
        chunk_offset: u32,
        audio_offset: u32,
    ) -> Result<(), MuxError> {
        let m = self.muxer;
        let moov = w.open(*b"moov");
        // mvhd
        let mvhd = w.open_full(*b"mvhd", 0, 0);
        w.u32(0); // creation time (fixed: output is deterministic)
        w.u32(0); // modification time
        w.u32(MOVIE_TIMESCALE);
        w.u32(self.movie_duration);
        w.u32(0x0001_0000); // rate 1.0
        w.u16(0x0100); // volume 1.0
        w.zeros(10);
        for v in MATRIX {
            w.u32(v);
        }
        w.zeros(24); // pre_defined
        w.u32(if m.audio.is_some() { 3 } else { 2 }); // next_track_ID
        w.close(mvhd)?;

        let trak = w.open(*b"trak");
        // tkhd: enabled | in movie | in preview.
        let tkhd = w.open_full(*b"tkhd", 0, 0x7);
        w.u32(0);
        w.u32(0);
        w.u32(1); // track_ID
        w.u32(0);
        w.u32(self.movie_duration);
        w.zeros(8);
        w.u16(0); // layer
        w.u16(0); // alternate_group
        w.u16(0); // volume: 0 for video
        w.u16(0);
        for v in MATRIX {
            w.u32(v);
        }
        w.u32(u32::from(m.width) << 16); // 16.16 fixed point
        w.u32(u32::from(m.height) << 16);
        w.close(tkhd)?;
        self.edit_list(w)?;

        let mdia = w.open(*b"mdia");
        let mdhd = w.open_full(*b"mdhd", 0, 0);
        w.u32(0);
        w.u32(0);
        w.u32(m.timescale);
        w.u32(self.media_duration);
        w.u16(0x55c4); // language "und"
        w.u16(0);
        w.close(mdhd)?;

        let hdlr = w.open_full(*b"hdlr", 0, 0);
        w.u32(0);
        w.bytes(b"vide");
        w.zeros(12);
        w.bytes(b"VideoHandler\0");
        w.close(hdlr)?;

        let minf = w.open(*b"minf");
        let vmhd = w.open_full(*b"vmhd", 0, 1);
        w.zeros(8); // graphicsmode, opcolor
        w.close(vmhd)?;
        let dinf = w.open(*b"dinf");
        let dref = w.open_full(*b"dref", 0, 0);
        w.u32(1);
        let url = w.open_full(*b"url ", 0, 1); // media is in this file
        w.close(url)?;
        w.close(dref)?;
        w.close(dinf)?;

        let stbl = w.open(*b"stbl");
        self.stsd(w)?;
        let stts = w.open_full(*b"stts", 0, 0);
        w.u32(1);
        w.u32(self.count);
        w.u32(m.sample_delta);
        w.close(stts)?;
        self.ctts(w)?;
        let stss = w.open_full(*b"stss", 0, 0);
        w.u32(u32::try_from(m.sync.len()).map_err(|_| MuxError::TooLarge)?);
        for &n in &m.sync {
            w.u32(n);
        }
        w.close(stss)?;
        let stsc = w.open_full(*b"stsc", 0, 0);
        w.u32(1);
        w.u32(1); // first_chunk
        w.u32(self.count); // samples_per_chunk: everything in one chunk
        w.u32(1); // sample_description_index
        w.close(stsc)?;
        let stsz = w.open_full(*b"stsz", 0, 0);
        w.u32(0); // sizes vary
        w.u32(self.count);
        for &size in &m.sizes {
            w.u32(size);
        }
        w.close(stsz)?;
        let stco = w.open_full(*b"stco", 0, 0);
        w.u32(1);
        w.u32(chunk_offset);
        w.close(stco)?;
        w.close(stbl)?;

        w.close(minf)?;
        w.close(mdia)?;
        w.close(trak)?;
        if let Some(audio) = &m.audio {
            super::mp4_audio::audio_trak(w, audio, self.movie_duration, audio_offset)?;
        }
        w.close(moov)
    }

    /// With B-frames, `edts/elst` starts the track at its first picture shown.
    fn edit_list(&self, w: &mut BoxWriter) -> Result<(), MuxError> {
        let m = self.muxer;
        if m.composition.iter().all(|&offset| offset == 0) {
            return Ok(());
        }
        let first_shown = m
            .composition
            .iter()
            .zip(0_u64..)
            .map(|(&offset, index)| index * u64::from(m.sample_delta) + u64::from(offset))
            .min()
            .unwrap_or(0);
        let first_shown = u32::try_from(first_shown).map_err(|_| MuxError::TooLarge)?;
        let edts = w.open(*b"edts");
        let elst = w.open_full(*b"elst", 0, 0);
        w.u32(1);
        w.u32(self.movie_duration); // segment duration, in the movie's timescale
        w.u32(first_shown); // media time, in the track's timescale
        w.u32(0x0001_0000); // rate 1.0
        w.close(elst)?;
        w.close(edts)
    }

    /// With B-frames, each sample's composition offset (`ctts`).
    fn ctts(&self, w: &mut BoxWriter) -> Result<(), MuxError> {
        let m = self.muxer;
        if m.composition.iter().all(|&offset| offset == 0) {
            return Ok(());
        }
        let ctts = w.open_full(*b"ctts", 0, 0);
        w.u32(self.count);
        for index in 0..m.sizes.len() {
            w.u32(1);
            w.u32(m.composition.get(index).copied().unwrap_or(0));
        }
        w.close(ctts)
    }

    #[allow(clippy::similar_names)]
    fn stsd(&self, w: &mut BoxWriter) -> Result<(), MuxError> {
        let m = self.muxer;
        let stsd = w.open_full(*b"stsd", 0, 0);
        w.u32(1);
        let avc1 = w.open(*b"avc1");
        w.zeros(6);
        w.u16(1); // data_reference_index
        w.zeros(16); // pre_defined, reserved
        w.u16(m.width);
        w.u16(m.height);
        w.u32(0x0048_0000); // 72 dpi
        w.u32(0x0048_0000);
        w.u32(0);
        w.u16(1); // frame_count
        let name = b"OpenH264";
        w.buf.push(8); // compressorname: length byte, 31 bytes of text
        w.bytes(name);
        w.zeros(31 - name.len());
        w.u16(0x0018); // depth
        w.u16(0xffff); // pre_defined = -1

        let avcc = w.open(*b"avcC");
        w.buf.push(1); // configurationVersion
        w.buf.push(self.sps[1]); // AVCProfileIndication
        w.buf.push(self.sps[2]); // profile_compatibility
        w.buf.push(self.sps[3]); // AVCLevelIndication
        w.buf.push(0xfc | 3); // lengthSizeMinusOne = 3
        w.buf.push(0xe0 | 1); // one SPS
        w.u16(u16::try_from(self.sps.len()).map_err(|_| MuxError::TooLarge)?);
        w.bytes(self.sps);
        w.buf.push(1); // one PPS
        w.u16(u16::try_from(self.pps.len()).map_err(|_| MuxError::TooLarge)?);
        w.bytes(self.pps);
        if matches!(self.sps[1], 100 | 110 | 122 | 144) {
            // High profiles: 4:2:0, 8-bit, no SPS extensions.
            w.buf.extend_from_slice(&[0xfc | 1, 0xf8, 0xf8, 0]);
        }
        w.close(avcc)?;
        w.close(avc1)?;
        w.close(stsd)
    }
}

/// Big-endian box writer; `open` reserves the size field, `close` fills it.
#[derive(Debug, Default)]
pub(super) struct BoxWriter {
    pub(super) buf: Vec<u8>,
}

impl BoxWriter {
    pub(super) fn open(&mut self, kind: [u8; 4]) -> usize {
        let start = self.buf.len();
        self.u32(0);
        self.bytes(&kind);
        start
    }

    pub(super) fn open_full(&mut self, kind: [u8; 4], version: u8, flags: u32) -> usize {
        let start = self.open(kind);
        self.u32((u32::from(version) << 24) | (flags & 0x00ff_ffff));
        start
    }

    pub(super) fn close(&mut self, start: usize) -> Result<(), MuxError> {
        let size = u32::try_from(self.buf.len() - start).map_err(|_| MuxError::TooLarge)?;
        if let Some(field) = self.buf.get_mut(start..start + 4) {
            field.copy_from_slice(&size.to_be_bytes());
        }
        Ok(())
    }

    fn ftyp(&mut self) {
        let start = self.open(*b"ftyp");
        self.bytes(b"isom");
        self.u32(0x200);
        for brand in [b"isom", b"iso2", b"avc1", b"mp41"] {
            self.bytes(brand);
        }
        // 32 bytes: cannot overflow.
        let _ = self.close(start);
    }

    pub(super) fn u16(&mut self, v: u16) {
        self.buf.extend_from_slice(&v.to_be_bytes());
    }

    pub(super) fn u32(&mut self, v: u32) {
        self.buf.extend_from_slice(&v.to_be_bytes());
    }

    pub(super) fn bytes(&mut self, b: &[u8]) {
        self.buf.extend_from_slice(b);
    }

    pub(super) fn zeros(&mut self, n: usize) {
        self.buf.resize(self.buf.len() + n, 0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // A syntactically plausible Baseline SPS/PPS and slices (not decodable;
    // the muxer does not parse slice data).
    const SPS: &[u8] = &[0, 0, 0, 1, 0x67, 66, 0xc0, 30, 0xda, 0x02];
    const PPS: &[u8] = &[0, 0, 0, 1, 0x68, 0xce, 0x3c, 0x80];
    const IDR: &[u8] = &[0, 0, 0, 1, 0x65, 0x88, 0x84, 0x21];
    const P: &[u8] = &[0, 0, 1, 0x41, 0x9a, 0x02];

    fn find_box<'a>(data: &'a [u8], path: &[&[u8; 4]]) -> Option<&'a [u8]> {
        let mut data = data;
        for (depth, kind) in path.iter().enumerate() {
            let mut pos = 0;
            let mut found = None;
            while pos + 8 <= data.len() {
                let size =
                    usize::try_from(u32::from_be_bytes(data[pos..pos + 4].try_into().unwrap()))
                        .unwrap();
                assert!(size >= 8 && pos + size <= data.len(), "bad box size");
                if &data[pos + 4..pos + 8] == *kind {
                    found = Some(&data[pos + 8..pos + size]);
                    break;
                }
                pos += size;
            }
            data = found?;
            if depth + 1 < path.len() && *kind == b"stsd" {
                data = &data[8..]; // version/flags + entry_count
            } else if depth + 1 < path.len() && *kind == b"avc1" {
                data = &data[78..]; // visual sample entry fields
            }
        }
        Some(data)
    }

    fn sample_stream() -> Vec<u8> {
        let mut muxer = H264Muxer::new(320, 180, 90_000, 9000).unwrap();
        muxer.push_access_unit([SPS, PPS, IDR]).unwrap();
        muxer.push_access_unit([P]).unwrap();
        muxer.push_access_unit([P]).unwrap();
        muxer.push_access_unit([SPS, PPS, IDR]).unwrap();
        assert_eq!(muxer.len(), 4);
        muxer.finish().unwrap()
    }

    #[test]
    #[allow(clippy::similar_names)]
    fn box_layout_is_consistent() {
        let file = sample_stream();
        assert_eq!(&file[4..8], b"ftyp");
        // Top level: ftyp, moov, mdat covering the whole file.
        let mut pos = 0;
        let mut kinds = Vec::new();
        while pos < file.len() {
            let size = usize::try_from(u32::from_be_bytes(file[pos..pos + 4].try_into().unwrap()))
                .unwrap();
            kinds.push(file[pos + 4..pos + 8].to_vec());
            pos += size;
        }
        assert_eq!(pos, file.len());
        assert_eq!(
            kinds,
            [b"ftyp".to_vec(), b"moov".to_vec(), b"mdat".to_vec()]
        );

        let stbl = [b"moov", b"trak", b"mdia", b"minf", b"stbl"];
        let stss = find_box(&file, &[stbl.as_slice(), &[b"stss"]].concat()).unwrap();
        assert_eq!(stss, [0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 1, 0, 0, 0, 4]);
        let stts = find_box(&file, &[stbl.as_slice(), &[b"stts"]].concat()).unwrap();
        assert_eq!(stts, [0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 4, 0, 0, 0x23, 0x28]);
        let stco = find_box(&file, &[stbl.as_slice(), &[b"stco"]].concat()).unwrap();
        let offset = usize::try_from(u32::from_be_bytes(stco[8..12].try_into().unwrap())).unwrap();
        // The chunk starts with the first sample: a 4-byte length, then the IDR NAL.
        assert_eq!(&file[offset..offset + 4], &[0, 0, 0, 4]);
        assert_eq!(&file[offset + 4..offset + 8], &IDR[4..]);

        let avcc = find_box(
            &file,
            &[stbl.as_slice(), &[b"stsd", b"avc1", b"avcC"]].concat(),
        )
        .unwrap();
        assert_eq!(&avcc[..6], &[1, 66, 0xc0, 30, 0xff, 0xe1]);
        assert_eq!(&avcc[6..8], &[0, 6]);
        assert_eq!(&avcc[8..14], &SPS[4..]);

        let mvhd = find_box(&file, &[b"moov", b"mvhd"]).unwrap();
        let duration = u32::from_be_bytes(mvhd[16..20].try_into().unwrap());
        assert_eq!(duration, 400); // 4 samples * 9000 / 90000 s = 0.4 s
    }

    #[test]
    fn parameter_sets_are_not_in_samples() {
        let file = sample_stream();
        let stsz = find_box(
            &file,
            &[b"moov", b"trak", b"mdia", b"minf", b"stbl", b"stsz"],
        )
        .unwrap();
        // IDR (4 payload bytes) + 4-byte length = 8; P (3) + 4 = 7.
        assert_eq!(
            &stsz[12..],
            &[0, 0, 0, 8, 0, 0, 0, 7, 0, 0, 0, 7, 0, 0, 0, 8]
        );
    }

    #[test]
    fn stream_errors_are_reported() {
        let mut m = H264Muxer::new(16, 16, 90_000, 9000).unwrap();
        assert_eq!(m.push_access_unit([P]), Err(MuxError::MissingParameterSets));
        let mut m = H264Muxer::new(16, 16, 90_000, 9000).unwrap();
        assert_eq!(
            m.push_access_unit([SPS, PPS, P]),
            Err(MuxError::FirstSampleNotKeyframe)
        );
        let mut m = H264Muxer::new(16, 16, 90_000, 9000).unwrap();
        assert_eq!(m.push_access_unit([SPS, PPS]), Err(MuxError::EmptySample));
        assert_eq!(
            m.push_access_unit([&[1u8, 2, 3][..]]),
            Err(MuxError::MalformedNal)
        );
        assert_eq!(
            m.push_access_unit([&[0u8, 0, 0, 1][..]]),
            Err(MuxError::MalformedNal)
        );
        m.push_access_unit([SPS, PPS, IDR]).unwrap();
        let other_sps: &[u8] = &[0, 0, 0, 1, 0x67, 77, 0, 31];
        assert_eq!(
            m.push_access_unit([other_sps, PPS, IDR]),
            Err(MuxError::ParameterSetsChanged)
        );
        assert_eq!(
            H264Muxer::new(16, 16, 90_000, 9000).unwrap().finish(),
            Err(MuxError::NoSamples)
        );
        assert!(H264Muxer::new(70_000, 16, 90_000, 9000).is_err());
        assert!(H264Muxer::new(16, 16, 0, 9000).is_err());
    }

    #[test]
    fn independent_demuxer_reads_the_file() {
        let file = sample_stream();
        let size = u64::try_from(file.len()).unwrap();
        let reader = ::mp4::Mp4Reader::read_header(std::io::Cursor::new(file), size).unwrap();
        assert_eq!(reader.tracks().len(), 1);
        let track = reader.tracks().get(&1).unwrap();
        assert_eq!((track.width(), track.height()), (320, 180));
        assert_eq!(track.sample_count(), 4);
        assert_eq!(track.timescale(), 90_000);
        assert_eq!(reader.duration().as_millis(), 400);
        assert_eq!(track.sequence_parameter_set().unwrap(), &SPS[4..]);
        assert_eq!(track.picture_parameter_set().unwrap(), &PPS[4..]);
    }
}
