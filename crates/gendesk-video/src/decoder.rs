//! Decoding frames in presentation order with `OpenH264`, seeking, and posters.
//!
//! `OpenH264` is fed one sample at a time in decode order (`Flush::NoFlush`, then
//! `flush_remaining()` at the end of the stream: the default flush-after-every-frame breaks
//! on x264 High-profile files). Its own reorder buffer hands pictures back in display order
//! but without timestamps, so the decoder keeps a min-heap of the presentation timestamps it
//! has fed and gives each picture that comes out the smallest one. After a frame that failed
//! to decode, the heap is re-aligned at the next keyframe.

use std::cmp::Reverse;
use std::collections::{BinaryHeap, VecDeque};
use std::sync::Arc;
use std::time::Duration;

use openh264::OpenH264API;
use openh264::decoder::{DecodedYUV, Decoder, DecoderConfig, Flush};
use openh264::formats::YUVSource;

use super::colour::Colour;

use super::bitstream::AnnexB;
use super::demux::VideoTrack;
use super::info::{duration_to_ticks, ticks_to_duration};
use super::{VideoError, VideoLimits};

/// One decoded picture.
#[derive(Clone, PartialEq, Eq)]
pub struct VideoFrame {
    /// Pixels, 8-bit RGBA, rows top to bottom, `width * 4` bytes per row, alpha 255.
    pub rgba: Vec<u8>,
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// When the frame is shown, from the start of the video.
    pub pts: Duration,
}

impl VideoFrame {
    /// The presentation time in seconds.
    pub fn pts_secs(&self) -> f64 {
        self.pts.as_secs_f64()
    }
}

impl std::fmt::Debug for VideoFrame {
    // A frame holds megabytes of pixels: show the size only.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("VideoFrame")
            .field("width", &self.width)
            .field("height", &self.height)
            .field("pts", &self.pts)
            .finish_non_exhaustive()
    }
}

/// One decoded picture as it came out of the decoder: 8-bit 4:2:0 planes, cropped, rows
/// packed without padding. What a GPU converts in a shader, or [`YuvFrame::to_rgba`] on the
/// CPU.
#[derive(Clone, PartialEq, Eq)]
pub struct YuvFrame {
    /// Luma, `width` bytes per row, `height` rows.
    pub y: Vec<u8>,
    /// Blue-difference chroma, [`Self::chroma_width`] bytes per row, [`Self::chroma_height`] rows.
    pub u: Vec<u8>,
    /// Red-difference chroma, laid out like `u`.
    pub v: Vec<u8>,
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// How the samples become RGB.
    pub colour: Colour,
    /// When the frame is shown, from the start of the video.
    pub pts: Duration,
}

impl YuvFrame {
    /// Width of the chroma planes (half the picture's, rounded up).
    pub fn chroma_width(&self) -> u32 {
        self.width.div_ceil(2)
    }

    /// Height of the chroma planes.
    pub fn chroma_height(&self) -> u32 {
        self.height.div_ceil(2)
    }

    /// Converts to RGBA with the stream's matrix and range (SIMD where the CPU has it).
    pub fn to_rgba(&self) -> VideoFrame {
        let (width, height) = (self.width as usize, self.height as usize);
        // The size was checked against the limits when the frame was made.
        let mut rgba = vec![0u8; width * height * 4];
        let planes = yuvutils_rs::YuvPlanarImage {
            y_plane: &self.y,
            y_stride: self.width,
            u_plane: &self.u,
            u_stride: self.chroma_width(),
            v_plane: &self.v,
            v_stride: self.chroma_width(),
            width: self.width,
            height: self.height,
        };
        let (range, matrix) = self.colour.for_yuvutils();
        // Cannot fail: the planes and the target have exactly the sizes the strides say (made
        // by `copy_planes` and just above); should it ever, the frame stays black rather than
        // the player stopping.
        if let Err(err) =
            yuvutils_rs::yuv420_to_rgba(&planes, &mut rgba, self.width * 4, range, matrix)
        {
            debug_assert!(false, "yuv420_to_rgba: {err}");
        }
        VideoFrame {
            rgba,
            width: self.width,
            height: self.height,
            pts: self.pts,
        }
    }
}

impl std::fmt::Debug for YuvFrame {
    // Megabytes of samples: show the size only.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("YuvFrame")
            .field("width", &self.width)
            .field("height", &self.height)
            .field("colour", &self.colour)
            .field("pts", &self.pts)
            .finish_non_exhaustive()
    }
}

/// Decodes one video track frame by frame, in presentation order. Made by
/// [`super::VideoFile::decoder`]; meant for a worker thread (it is `Send`; decoding a
/// 1080p frame takes milliseconds).
pub struct VideoDecoder {
    bytes: Arc<[u8]>,
    track: Arc<VideoTrack>,
    converter: AnnexB,
    limits: VideoLimits,
    decoder: Decoder,
    /// Next sample to feed, in decode order.
    next_sample: usize,
    /// Presentation timestamps fed but not yet handed out.
    pending: BinaryHeap<Reverse<i64>>,
    /// Frames already taken out of the decoder (from a flush), with their timestamps in ticks.
    ready: VecDeque<(YuvFrame, i64)>,
    /// The end of the stream has been flushed.
    flushed: bool,
    /// A frame failed: re-align the timestamps at the next keyframe.
    misaligned: bool,
    /// Annex-B scratch buffer.
    buffer: Vec<u8>,
}

impl std::fmt::Debug for VideoDecoder {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("VideoDecoder")
            .field("next_sample", &self.next_sample)
            .field("pending", &self.pending.len())
            .field("ready", &self.ready.len())
            .field("flushed", &self.flushed)
            .finish_non_exhaustive()
    }
}

fn new_decoder() -> Result<Decoder, VideoError> {
    let config = DecoderConfig::new().flush_after_decode(Flush::NoFlush);
    Decoder::with_api_config(OpenH264API::from_source(), config).map_err(|err| {
        VideoError::DecoderInit {
            detail: err.to_string(),
        }
    })
}

impl VideoDecoder {
    pub(crate) fn new(
        bytes: Arc<[u8]>,
        track: Arc<VideoTrack>,
        limits: VideoLimits,
    ) -> Result<Self, VideoError> {
        let converter = AnnexB::new(&track.config, limits);
        let mut decoder = Self {
            bytes,
            track,
            converter,
            limits,
            decoder: new_decoder()?,
            next_sample: 0,
            pending: BinaryHeap::new(),
            ready: VecDeque::new(),
            flushed: false,
            misaligned: false,
            buffer: Vec::new(),
        };
        decoder.next_sample = decoder.first_keyframe();
        Ok(decoder)
    }

    fn first_keyframe(&self) -> usize {
        self.track
            .samples
            .iter()
            .position(|s| s.keyframe)
            .unwrap_or(0)
    }

    /// The next frame in presentation order; `Ok(None)` after the last one.
    ///
    /// A [`VideoError::Decode`] concerns one damaged frame: the decoder stays usable and the
    /// next call continues after it. Other errors (a parameter set past the limits) mean the
    /// rest of the stream cannot be played.
    pub fn next_frame(&mut self) -> Result<Option<VideoFrame>, VideoError> {
        Ok(self.next_yuv()?.map(|frame| frame.to_rgba()))
    }

    /// [`Self::next_frame`] before colour conversion: the decoder's planes.
    pub fn next_yuv(&mut self) -> Result<Option<YuvFrame>, VideoError> {
        Ok(self.next_with_ticks()?.map(|(frame, _)| frame))
    }

    /// [`Self::next_yuv`] with the frame's presentation time in track ticks.
    fn next_with_ticks(&mut self) -> Result<Option<(YuvFrame, i64)>, VideoError> {
        loop {
            if let Some(frame) = self.ready.pop_front() {
                return Ok(Some(frame));
            }
            if let Some(&sample) = self.track.samples.get(self.next_sample) {
                let index = self.next_sample;
                self.next_sample += 1;
                if sample.keyframe && self.misaligned {
                    self.drain()?;
                    self.pending.clear();
                    self.misaligned = false;
                    if !self.ready.is_empty() {
                        // Hand those out first; this sample is fed on the next call.
                        self.next_sample = index;
                        continue;
                    }
                }
                if let Some(frame) = self.feed(index)? {
                    return Ok(Some(frame));
                }
            } else if !self.flushed {
                self.flushed = true;
                self.drain()?;
            } else {
                return Ok(None);
            }
        }
    }

    /// Feeds sample `index` and converts the picture that comes out, if any.
    fn feed(&mut self, index: usize) -> Result<Option<(YuvFrame, i64)>, VideoError> {
        let sample = self.track.samples[index];
        let data = usize::try_from(sample.offset)
            .ok()
            .and_then(|start| Some(start..start.checked_add(sample.size as usize)?))
            .and_then(|range| self.bytes.get(range))
            .ok_or_else(|| VideoError::truncated(format!("frame {index} lies past the end")))?;
        if let Err(err) = self
            .converter
            .convert(index, data, sample.keyframe, &mut self.buffer)
        {
            self.misaligned = true;
            return Err(err);
        }
        self.pending.push(Reverse(sample.presentation_ts));
        match self.decoder.decode(&self.buffer) {
            Ok(Some(yuv)) => {
                let Some(Reverse(pts)) = self.pending.pop() else {
                    return Ok(None);
                };
                let frame = copy_planes(&yuv, index, pts, &self.track, &self.limits)?;
                Ok(Some((frame, pts)))
            }
            Ok(None) => Ok(None),
            Err(err) => {
                // No picture for this sample: forget its timestamp.
                let pts = sample.presentation_ts;
                let mut removed = false;
                self.pending.retain(|Reverse(p)| {
                    let keep = removed || *p != pts;
                    removed |= !keep;
                    keep
                });
                self.misaligned = true;
                Err(VideoError::Decode {
                    sample: index,
                    detail: openh264_words(&err),
                })
            }
        }
    }

    /// Takes every picture still inside `OpenH264` and converts it into `ready`.
    fn drain(&mut self) -> Result<(), VideoError> {
        let pictures = self
            .decoder
            .flush_remaining()
            .map_err(|err| VideoError::Decode {
                sample: self.next_sample.saturating_sub(1),
                detail: format!("while flushing: {}", openh264_words(&err)),
            })?;
        for yuv in &pictures {
            let Some(Reverse(pts)) = self.pending.pop() else {
                break;
            };
            let index = self.next_sample.saturating_sub(1);
            let frame = copy_planes(yuv, index, pts, &self.track, &self.limits)?;
            self.ready.push_back((frame, pts));
        }
        Ok(())
    }

    /// Restarts decoding at sample `index` (a keyframe) with a fresh `OpenH264` instance.
    fn restart_at(&mut self, index: usize) -> Result<(), VideoError> {
        self.decoder = new_decoder()?;
        self.next_sample = index;
        self.pending.clear();
        self.ready.clear();
        self.flushed = false;
        self.misaligned = false;
        Ok(())
    }

    /// Positions the decoder at `to` and returns the first frame shown at or after it (to
    /// the track's tick precision); when `to` is past the last frame, the last frame.
    ///
    /// Decoding restarts at the nearest keyframe at or before `to` and runs forward, dropping
    /// the frames before it, so the cost grows with the distance from that keyframe (up to
    /// one keyframe interval of decoding). Afterwards [`Self::next_frame`] continues with the
    /// frame after the one returned. `Ok(None)` only when no frame at all can be decoded.
    pub fn seek(&mut self, to: Duration) -> Result<Option<VideoFrame>, VideoError> {
        Ok(self.seek_yuv(to)?.map(|frame| frame.to_rgba()))
    }

    /// [`Self::seek`] before colour conversion.
    pub fn seek_yuv(&mut self, to: Duration) -> Result<Option<YuvFrame>, VideoError> {
        let samples = &self.track.samples;
        let last_pts = samples.iter().map(|s| s.presentation_ts).max().unwrap_or(0);
        let target = duration_to_ticks(to, self.track.timescale).min(last_pts);
        let start = samples
            .iter()
            .rposition(|s| s.keyframe && s.presentation_ts <= target)
            .unwrap_or_else(|| self.first_keyframe());
        self.restart_at(start)?;
        self.decode_until(target)
    }

    /// The frame of the first keyframe (a poster for lists and the player before it starts).
    /// Like [`Self::seek`] to that frame's time.
    pub fn first_keyframe_frame(&mut self) -> Result<Option<VideoFrame>, VideoError> {
        let first = self.first_keyframe();
        let target = self
            .track
            .samples
            .get(first)
            .map_or(0, |s| s.presentation_ts);
        self.restart_at(first)?;
        Ok(self.decode_until(target)?.map(|frame| frame.to_rgba()))
    }

    /// Decodes forward and returns the first frame at or after `target` ticks; frames that
    /// fail before it are skipped.
    fn decode_until(&mut self, target: i64) -> Result<Option<YuvFrame>, VideoError> {
        let mut last = None;
        loop {
            match self.next_with_ticks() {
                Ok(Some((frame, pts))) => {
                    if pts >= target {
                        return Ok(Some(frame));
                    }
                    last = Some(frame);
                }
                Ok(None) => return Ok(last),
                Err(VideoError::Decode { sample, .. })
                    if self
                        .track
                        .samples
                        .get(sample)
                        .is_some_and(|s| s.presentation_ts < target) => {}
                Err(err) => return Err(err),
            }
        }
    }
}

/// `OpenH264`'s decoding state bits in words (`codec_app_def.h`, `DECODING_STATE`).
fn openh264_words(err: &openh264::Error) -> String {
    const STATES: [(i64, &str); 10] = [
        (0x02, "a reference frame is missing"),
        (0x04, "the bitstream is broken"),
        (0x08, "a dependent layer is missing"),
        (0x10, "parameter sets are missing"),
        (0x20, "damaged data was concealed"),
        (0x40, "the reference list is incomplete"),
        (0x1000, "invalid argument"),
        (0x2000, "the decoder was not initialized"),
        (0x4000, "out of memory"),
        (0x01, "more data needed"),
    ];
    let code = err.native_code();
    let words: Vec<&str> = STATES
        .iter()
        .filter(|(bit, _)| code & bit != 0)
        .map(|(_, words)| *words)
        .collect();
    if words.is_empty() {
        format!("OpenH264 error code {code}")
    } else {
        format!("OpenH264: {} (code {code})", words.join(", "))
    }
}

/// Copies a decoded picture's planes out of `OpenH264`'s buffers. `OpenH264` applies the
/// stream's cropping itself (1080p comes out as 1080 rows, not the 1088 coded); should a
/// picture come out up to one macroblock larger than the parameter set's cropped size, it is
/// cropped here. A picture of another size (a resolution change inside the stream) is kept as
/// it is.
fn copy_planes(
    yuv: &DecodedYUV<'_>,
    index: usize,
    pts: i64,
    track: &VideoTrack,
    limits: &VideoLimits,
) -> Result<YuvFrame, VideoError> {
    let (width, height) = yuv.dimensions();
    let (w64, h64) = (width as u64, height as u64);
    if width == 0 || height == 0 {
        return Err(VideoError::Decode {
            sample: index,
            detail: "the decoder returned an empty picture".to_owned(),
        });
    }
    limits.check_size("decoded picture", w64, h64)?;
    let crop = |decoded: u64, declared: u64, fallback: usize| {
        if decoded > declared && decoded - declared < 16 {
            usize::try_from(declared).unwrap_or(fallback)
        } else {
            fallback
        }
    };
    let width = crop(w64, track.sps.width, width);
    let height = crop(h64, track.sps.height, height);
    let (y_stride, u_stride, v_stride) = yuv.strides();
    let (chroma_width, chroma_height) = (width.div_ceil(2), height.div_ceil(2));
    let short = || VideoError::Decode {
        sample: index,
        detail: "the decoder returned a picture smaller than it said".to_owned(),
    };
    let y = pack(yuv.y(), y_stride, width, height).ok_or_else(short)?;
    let u = pack(yuv.u(), u_stride, chroma_width, chroma_height).ok_or_else(short)?;
    let v = pack(yuv.v(), v_stride, chroma_width, chroma_height).ok_or_else(short)?;
    Ok(YuvFrame {
        y,
        u,
        v,
        width: u32::try_from(width).unwrap_or(u32::MAX),
        height: u32::try_from(height).unwrap_or(u32::MAX),
        colour: track.sps.colour,
        pts: ticks_to_duration(pts, track.timescale),
    })
}

/// The first `rows` rows of `width` bytes from a plane `stride` bytes per row, packed; `None`
/// when the plane is shorter than that.
fn pack(plane: &[u8], stride: usize, width: usize, rows: usize) -> Option<Vec<u8>> {
    if stride < width {
        return None;
    }
    let mut out = Vec::with_capacity(width * rows);
    for row in 0..rows {
        let start = row.checked_mul(stride)?;
        out.extend_from_slice(plane.get(start..start.checked_add(width)?)?);
    }
    Some(out)
}
