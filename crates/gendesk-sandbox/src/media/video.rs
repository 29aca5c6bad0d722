//! Videos: the prompt's scene with moving discs, encoded as H.264 and muxed into MP4.
//!
//! The static background is the image generator's [`Scene`], painted once and
//! converted once to YUV 4:2:0 (BT.709, limited range, signalled in the
//! stream's VUI). Each frame restores the background, redraws only the
//! regions under two moving shapes (an orb and a ring on Lissajous paths) and
//! a progress bar along the bottom edge, and hands the frame to `OpenH264`
//! (Baseline profile, constant QP 26, no frame skipping, an IDR picture
//! every two seconds). With `sound`, an AAC-LC track (`aac.rs`) as long as the video follows.

use bytes::Bytes;
use openh264::OpenH264API;
use openh264::Timestamp;
use openh264::encoder::{
    Complexity, Encoder, EncoderConfig, FrameRate, FrameType, IntraFramePeriod, Profile,
    RateControlMode, UsageType, VuiConfig,
};
use openh264::formats::YUVSource;

use super::image::{Canvas, Rgb, Scene, Shape, lerp, to_usize};
use super::mp4::H264Muxer;
use super::seed::{Rng, TURN, cos_q15, prompt_seed, sin_q15};
use super::{
    MAX_VIDEO_LONG_SIDE, MAX_VIDEO_SECS, MAX_VIDEO_SHORT_SIDE, MIN_VIDEO_SIDE, Media, MediaError,
};

/// Frames per second of generated videos.
pub const VIDEO_FPS: u32 = 10;

/// Media timescale of the MP4 track (ticks per second).
const TIMESCALE: u32 = 90_000;

/// Seconds between IDR pictures (seek points).
const KEYFRAME_INTERVAL_SECS: u32 = 2;

// Every frame must last a whole number of ticks.
const _: () = assert!(VIDEO_FPS > 0 && TIMESCALE.is_multiple_of(VIDEO_FPS));

pub(super) fn render(
    prompt: &str,
    width: u32,
    height: u32,
    duration_secs: u32,
    sound: bool,
) -> Result<Media, MediaError> {
    check(width, height, duration_secs)?;
    let scene = Scene::from_prompt(prompt);
    let background_rgb = scene.paint(width, height);
    let w = to_usize(width);
    let h = to_usize(height);
    let mut background = I420::new(w, h);
    background.write_rgb(&background_rgb, 0, 0, w, h);
    let motion = Motion::new(prompt, &scene, width, height);

    let mut encoder = Encoder::with_api_config(OpenH264API::from_source(), encoder_config())
        .map_err(|e| encode_error("cannot create the encoder", e))?;
    let mut muxer = H264Muxer::new(width, height, TIMESCALE, TIMESCALE / VIDEO_FPS)?;
    if sound {
        muxer.set_audio(super::aac::sound_for(u64::from(duration_secs) * 1000)?);
    }
    let frames = duration_secs * VIDEO_FPS;
    let mut frame = background.clone();
    let mut tile = Vec::new();
    for index in 0..frames {
        frame.copy_from(&background);
        motion.draw(&mut frame, &background_rgb, index, frames, &mut tile);
        let millis = u64::from(index) * 1000 / u64::from(VIDEO_FPS);
        let stream = encoder
            .encode_at(&frame, Timestamp::from_millis(millis))
            .map_err(|e| encode_error(&format!("cannot encode frame {index}"), e))?;
        if matches!(stream.frame_type(), FrameType::Skip | FrameType::Invalid) {
            return Err(MediaError::VideoEncode {
                message: format!("the encoder dropped frame {index}"),
                source: None,
            });
        }
        let layers: Vec<_> = (0..stream.num_layers())
            .filter_map(|i| stream.layer(i))
            .collect();
        let mut nals = Vec::new();
        for layer in &layers {
            nals.extend((0..layer.nal_count()).filter_map(|i| layer.nal_unit(i)));
        }
        muxer.push_access_unit(nals)?;
    }
    Ok(Media {
        content_type: "video/mp4",
        extension: "mp4",
        bytes: Bytes::from(muxer.finish()?),
    })
}

fn encode_error(context: &str, source: openh264::Error) -> MediaError {
    MediaError::VideoEncode {
        message: format!("{context} (OpenH264 error code {})", source.native_code()),
        source: Some(source),
    }
}

fn check(width: u32, height: u32, duration_secs: u32) -> Result<(), MediaError> {
    if duration_secs == 0 || duration_secs > MAX_VIDEO_SECS {
        return Err(MediaError::InvalidDuration {
            kind: "video",
            duration_secs,
            max_secs: MAX_VIDEO_SECS,
        });
    }
    if width == 0 || height == 0 {
        return Err(MediaError::EmptySize {
            kind: "video",
            width,
            height,
        });
    }
    if width.max(height) > MAX_VIDEO_LONG_SIDE || width.min(height) > MAX_VIDEO_SHORT_SIDE {
        return Err(MediaError::TooLarge {
            kind: "video",
            width,
            height,
            limit: "the H.264 encoder supports at most 3840x2160 or 2160x3840",
        });
    }
    if width < MIN_VIDEO_SIDE || height < MIN_VIDEO_SIDE {
        return Err(MediaError::UnsupportedVideoSize {
            width,
            height,
            reason: "both sides must be at least 16 pixels",
        });
    }
    if !width.is_multiple_of(2) || !height.is_multiple_of(2) {
        return Err(MediaError::UnsupportedVideoSize {
            width,
            height,
            reason: "both sides must be even for H.264 4:2:0",
        });
    }
    Ok(())
}

fn encoder_config() -> EncoderConfig {
    #[allow(clippy::cast_precision_loss)] // a small constant, exact in f32
    let fps = VIDEO_FPS as f32;
    // Rate control off: every picture is coded at OpenH264's base QP (26),
    // which looks clean on these smooth scenes (1080p: about 0.4 Mbit/s).
    // The bitrate modes would also log a warning to stderr for every video,
    // because frame skipping must stay off to keep one sample per frame.
    EncoderConfig::new()
        .usage_type(UsageType::CameraVideoRealTime)
        .profile(Profile::Baseline)
        .complexity(Complexity::Medium)
        .rate_control_mode(RateControlMode::Off)
        .max_frame_rate(FrameRate::from_hz(fps))
        .skip_frames(false)
        .scene_change_detect(false)
        .intra_frame_period(IntraFramePeriod::from_num_frames(
            VIDEO_FPS * KEYFRAME_INTERVAL_SECS,
        ))
        .num_threads(1)
        .vui(VuiConfig::bt709())
}

/// A planar YUV 4:2:0 picture with even dimensions and no row padding.
#[derive(Debug, Clone)]
struct I420 {
    width: usize,
    height: usize,
    y: Vec<u8>,
    u: Vec<u8>,
    v: Vec<u8>,
}

impl I420 {
    fn new(width: usize, height: usize) -> Self {
        let chroma = (width / 2) * (height / 2);
        Self {
            width,
            height,
            y: vec![0; width * height],
            u: vec![128; chroma],
            v: vec![128; chroma],
        }
    }

    fn copy_from(&mut self, other: &Self) {
        self.y.copy_from_slice(&other.y);
        self.u.copy_from_slice(&other.u);
        self.v.copy_from_slice(&other.v);
    }

    /// Converts an RGB tile (`tile_w` × `tile_h`, packed rows) to BT.709
    /// limited-range YUV and stores it with its top-left corner at (`x0`,
    /// `y0`). Corners and sizes must be even; parts outside are ignored.
    fn write_rgb(&mut self, rgb: &[u8], x0: usize, y0: usize, tile_w: usize, tile_h: usize) {
        let cw = self.width / 2;
        let src_stride = tile_w * 3;
        let tile_w = tile_w.min(self.width.saturating_sub(x0)) & !1;
        let tile_h = tile_h.min(self.height.saturating_sub(y0)) & !1;
        for ty in (0..tile_h).step_by(2) {
            let (Some(row0), Some(row1)) = (
                rgb.get(ty * src_stride..(ty + 1) * src_stride),
                rgb.get((ty + 1) * src_stride..(ty + 2) * src_stride),
            ) else {
                return;
            };
            let y_at = (y0 + ty) * self.width + x0;
            // y0 and ty are even.
            let c_at = (y0 / 2 + ty / 2) * cw + x0 / 2;
            let pairs = row0
                .chunks_exact(6)
                .zip(row1.chunks_exact(6))
                .take(tile_w / 2);
            for (pair, (p0, p1)) in pairs.enumerate() {
                let i = y_at + pair * 2;
                let below = i + self.width;
                if let Some(top) = self.y.get_mut(i..i + 2) {
                    top[0] = luma(p0[0], p0[1], p0[2]);
                    top[1] = luma(p0[3], p0[4], p0[5]);
                }
                if let Some(bottom) = self.y.get_mut(below..below + 2) {
                    bottom[0] = luma(p1[0], p1[1], p1[2]);
                    bottom[1] = luma(p1[3], p1[4], p1[5]);
                }
                let sum = |c: usize| {
                    i32::from(p0[c])
                        + i32::from(p0[c + 3])
                        + i32::from(p1[c])
                        + i32::from(p1[c + 3])
                };
                let (cb, cr) = chroma(sum(0), sum(1), sum(2));
                if let Some(u) = self.u.get_mut(c_at + pair) {
                    *u = cb;
                }
                if let Some(v) = self.v.get_mut(c_at + pair) {
                    *v = cr;
                }
            }
        }
    }

    /// Fills a rectangle (even corners and size) with one colour.
    fn fill(&mut self, x0: usize, y0: usize, fill_w: usize, fill_h: usize, color: Rgb) {
        let x1 = (x0 + fill_w).min(self.width) & !1;
        let y1 = (y0 + fill_h).min(self.height) & !1;
        if x0 >= x1 || y0 >= y1 {
            return;
        }
        let [red, green, blue] = color;
        let luma_value = luma(red, green, blue);
        let (cb, cr) = chroma(
            4 * i32::from(red),
            4 * i32::from(green),
            4 * i32::from(blue),
        );
        let cw = self.width / 2;
        for y in y0..y1 {
            if let Some(row) = self.y.get_mut(y * self.width + x0..y * self.width + x1) {
                row.fill(luma_value);
            }
        }
        for cy in y0 / 2..y1 / 2 {
            let range = cy * cw + x0 / 2..cy * cw + x1 / 2;
            if let Some(row) = self.u.get_mut(range.clone()) {
                row.fill(cb);
            }
            if let Some(row) = self.v.get_mut(range) {
                row.fill(cr);
            }
        }
    }
}

/// BT.709 limited-range luma, coefficients scaled by 1024.
fn luma(r: u8, g: u8, b: u8) -> u8 {
    let y = 16 + ((187 * u32::from(r) + 629 * u32::from(g) + 63 * u32::from(b) + 512) >> 10);
    // At most 16 + 219: always a valid byte.
    u8::try_from(y).unwrap_or(235)
}

/// BT.709 limited-range (Cb, Cr) from the SUM of four pixels' R, G and B.
fn chroma(r4: i32, g4: i32, b4: i32) -> (u8, u8) {
    // Coefficients scaled by 1024, the sums by 4: shift by 12 with rounding.
    let cb = 128 + ((-103 * r4 - 347 * g4 + 450 * b4 + 2048) >> 12);
    let cr = 128 + ((450 * r4 - 409 * g4 - 41 * b4 + 2048) >> 12);
    let clamp = |v: i32| u8::try_from(v.clamp(16, 240)).unwrap_or(128);
    (clamp(cb), clamp(cr))
}

impl YUVSource for I420 {
    fn dimensions(&self) -> (usize, usize) {
        (self.width, self.height)
    }

    fn strides(&self) -> (usize, usize, usize) {
        (self.width, self.width / 2, self.width / 2)
    }

    fn y(&self) -> &[u8] {
        &self.y
    }

    fn u(&self) -> &[u8] {
        &self.u
    }

    fn v(&self) -> &[u8] {
        &self.v
    }
}

/// The moving parts of a video.
#[derive(Debug, Clone)]
struct Motion {
    width: i64,
    height: i64,
    orb: Mover,
    ring: Mover,
    bar_color: Rgb,
}

/// A shape travelling on a Lissajous curve around the frame centre.
#[derive(Debug, Clone)]
struct Mover {
    shape: Shape,
    /// Horizontal and vertical amplitude in pixels.
    amplitude: (i64, i64),
    /// Frames per full horizontal and vertical oscillation.
    period: (u32, u32),
    /// Starting phase in [`TURN`] units.
    phase: (u32, u32),
}

impl Mover {
    fn at(&self, frame: u32) -> Shape {
        let angle = |period: u32, phase: u32| -> u32 {
            let period = period.max(1);
            let within = u64::from(frame % period) * u64::from(TURN) / u64::from(period);
            u32::try_from(within).unwrap_or(0).wrapping_add(phase)
        };
        let dx = self.amplitude.0 * i64::from(sin_q15(angle(self.period.0, self.phase.0))) / 32_767;
        let dy = self.amplitude.1 * i64::from(cos_q15(angle(self.period.1, self.phase.1))) / 32_767;
        Shape {
            cx: self.shape.cx + dx,
            cy: self.shape.cy + dy,
            ..self.shape
        }
    }
}

/// The accent colour that stands out most against the background's middle.
fn orb_color(scene: &Scene) -> Rgb {
    let palette = scene.palette;
    let middle = lerp(palette.light, palette.dark, 128);
    let distance = |c: Rgb| -> u32 {
        c.iter()
            .zip(middle)
            .map(|(&a, b)| u32::from(a.abs_diff(b)).pow(2))
            .sum()
    };
    if distance(palette.accent2) > distance(palette.accent) {
        palette.accent2
    } else {
        palette.accent
    }
}

impl Motion {
    fn new(prompt: &str, scene: &Scene, width: u32, height: u32) -> Self {
        let mut random = Rng::new(prompt_seed(prompt, "video"));
        let w = i64::from(width);
        let h = i64::from(height);
        let short = w.min(h);
        let centre = |radius: i64, hole: i64, color: Rgb, alpha: u32| Shape {
            cx: w / 2,
            cy: h / 2,
            radius: radius.max(2),
            hole,
            color,
            alpha,
        };
        let period = |r: &mut Rng| r.range(3 * VIDEO_FPS, 8 * VIDEO_FPS);
        let orb_radius = short * i64::from(random.range(70, 120)) / 1024;
        let orb = Mover {
            shape: centre(orb_radius, 0, orb_color(scene), 235),
            amplitude: (w * 3 / 8, h * 3 / 8),
            period: (period(&mut random), period(&mut random)),
            phase: (random.below(TURN), random.below(TURN)),
        };
        let ring_radius = short * i64::from(random.range(90, 150)) / 1024;
        let ring = Mover {
            shape: centre(ring_radius, ring_radius * 3 / 4, scene.palette.light, 220),
            amplitude: (w / 3, h / 3),
            period: (period(&mut random), period(&mut random)),
            phase: (random.below(TURN), random.below(TURN)),
        };
        Self {
            width: w,
            height: h,
            orb,
            ring,
            bar_color: scene.palette.accent2,
        }
    }

    /// Draws frame `index` of `frames` onto `frame`, which holds the background.
    fn draw(
        &self,
        frame: &mut I420,
        background_rgb: &[u8],
        index: u32,
        frames: u32,
        tile: &mut Vec<u8>,
    ) {
        let shapes = [self.orb.at(index), self.ring.at(index)];
        // Each tile is background plus ALL moving shapes, so overlapping
        // tiles agree and the drawing order does not matter.
        for shape in &shapes {
            let margin = shape.radius + 2;
            let x0 = (shape.cx - margin).clamp(0, self.width) & !1;
            let y0 = (shape.cy - margin).clamp(0, self.height) & !1;
            let x1 = ((shape.cx + margin + 2).clamp(0, self.width)) & !1;
            let y1 = ((shape.cy + margin + 2).clamp(0, self.height)) & !1;
            let (Ok(ux0), Ok(uy0), Ok(tw), Ok(th)) = (
                usize::try_from(x0),
                usize::try_from(y0),
                usize::try_from(x1 - x0),
                usize::try_from(y1 - y0),
            ) else {
                continue;
            };
            if tw == 0 || th == 0 {
                continue;
            }
            tile.clear();
            let stride = frame.width * 3;
            for y in uy0..uy0 + th {
                let start = y * stride + ux0 * 3;
                if let Some(src) = background_rgb.get(start..start + tw * 3) {
                    tile.extend_from_slice(src);
                }
            }
            let mut canvas = Canvas::tile(tile, tw, th, x0, y0);
            for s in &shapes {
                canvas.draw(s);
            }
            frame.write_rgb(tile, ux0, uy0, tw, th);
        }
        // Progress bar: grows from the left, reaching the right edge on the last frame.
        let bar_h = (frame.height / 90).max(2) & !1;
        let done = u64::from(index + 1) * u64::try_from(frame.width).unwrap_or(0)
            / u64::from(frames.max(1));
        let bar_w = usize::try_from(done).unwrap_or(0);
        frame.fill(0, frame.height - bar_h, bar_w, bar_h, self.bar_color);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::media::{MediaSpec, render as render_spec};
    use openh264::decoder::Decoder;

    fn video(prompt: &str, width: u32, height: u32, duration_secs: u32) -> MediaSpec {
        MediaSpec::Video {
            prompt: prompt.to_owned(),
            width,
            height,
            duration_secs,
            sound: false,
        }
    }

    /// Parsed with the independent `mp4` crate.
    struct Parsed {
        reader: ::mp4::Mp4Reader<std::io::Cursor<Vec<u8>>>,
        track_id: u32,
    }

    fn parse(bytes: &[u8]) -> Parsed {
        let size = u64::try_from(bytes.len()).unwrap();
        let reader =
            ::mp4::Mp4Reader::read_header(std::io::Cursor::new(bytes.to_vec()), size).unwrap();
        assert_eq!(reader.tracks().len(), 1, "exactly one track");
        let track_id = *reader.tracks().keys().next().unwrap();
        Parsed { reader, track_id }
    }

    /// All samples as Annex-B access units, SPS and PPS in front of the first.
    fn annex_b_samples(parsed: &mut Parsed) -> Vec<(Vec<u8>, bool)> {
        let track = parsed.reader.tracks().get(&parsed.track_id).unwrap();
        let mut header = Vec::new();
        for ps in [
            track.sequence_parameter_set().unwrap().to_vec(),
            track.picture_parameter_set().unwrap().to_vec(),
        ] {
            header.extend_from_slice(&[0, 0, 0, 1]);
            header.extend_from_slice(&ps);
        }
        let count = parsed.reader.sample_count(parsed.track_id).unwrap();
        let mut out = Vec::new();
        for id in 1..=count {
            let sample = parsed
                .reader
                .read_sample(parsed.track_id, id)
                .unwrap()
                .unwrap();
            let mut au = if id == 1 { header.clone() } else { Vec::new() };
            let mut data = &sample.bytes[..];
            while !data.is_empty() {
                let len =
                    usize::try_from(u32::from_be_bytes(data[..4].try_into().unwrap())).unwrap();
                au.extend_from_slice(&[0, 0, 0, 1]);
                au.extend_from_slice(&data[4..4 + len]);
                data = &data[4 + len..];
            }
            out.push((au, sample.is_sync));
        }
        out
    }

    #[test]
    fn mp4_has_one_h264_track_with_size_frames_and_duration() {
        let media = render_spec(&video("waves at sunset", 320, 180, 2)).unwrap();
        assert_eq!(media.content_type, "video/mp4");
        assert_eq!(media.extension, "mp4");
        let parsed = parse(&media.bytes);
        let track = parsed.reader.tracks().get(&parsed.track_id).unwrap();
        assert_eq!(track.track_type().unwrap(), ::mp4::TrackType::Video);
        assert_eq!(track.media_type().unwrap(), ::mp4::MediaType::H264);
        assert_eq!((track.width(), track.height()), (320, 180));
        assert_eq!(track.sample_count(), 2 * VIDEO_FPS);
        assert_eq!(track.timescale(), TIMESCALE);
        assert_eq!(track.duration(), std::time::Duration::from_secs(2));
        assert_eq!(parsed.reader.duration(), std::time::Duration::from_secs(2));
        assert!((track.frame_rate() - f64::from(VIDEO_FPS)).abs() < 1e-9);
        // Baseline profile, as advertised in avcC.
        assert_eq!(track.sequence_parameter_set().unwrap()[1], 66);
    }

    #[test]
    fn every_frame_decodes_with_openh264_to_the_right_size() {
        let media = render_spec(&video("waves at sunset", 320, 180, 2)).unwrap();
        let mut parsed = parse(&media.bytes);
        let samples = annex_b_samples(&mut parsed);
        assert_eq!(samples.len(), 20);
        assert!(samples[0].1, "first sample is a sync sample");
        let mut decoder = Decoder::new().unwrap();
        let mut first_luma = None;
        let mut last_luma = None;
        for (index, (au, _)) in samples.iter().enumerate() {
            let yuv = decoder
                .decode(au)
                .unwrap()
                .unwrap_or_else(|| panic!("frame {index} gave no picture"));
            assert_eq!(yuv.dimensions(), (320, 180), "frame {index}");
            let (stride, _, _) = yuv.strides();
            let luma: Vec<u8> = (0..180)
                .flat_map(|row| yuv.y()[row * stride..row * stride + 320].to_vec())
                .collect();
            if index == 0 {
                first_luma = Some(luma);
            } else {
                last_luma = Some(luma);
            }
        }
        // The orb, ring and progress bar move: frames differ.
        let (first, last) = (first_luma.unwrap(), last_luma.unwrap());
        let changed = first
            .iter()
            .zip(&last)
            .filter(|(a, b)| a.abs_diff(**b) > 20)
            .count();
        assert!(changed > 500, "only {changed} pixels changed");
    }

    #[test]
    fn decoded_colours_match_the_painted_scene() {
        let (w, h) = (320u32, 180u32);
        let media = render_spec(&video("forest morning", w, h, 1)).unwrap();
        let mut parsed = parse(&media.bytes);
        let (au, _) = annex_b_samples(&mut parsed).remove(0);
        let mut decoder = Decoder::new().unwrap();
        let yuv = decoder.decode(&au).unwrap().unwrap();
        let mut rgb = vec![0u8; to_usize(w * h * 3)];
        yuv.write_rgb8(&mut rgb);
        let painted = Scene::from_prompt("forest morning").paint(w, h);
        // Compare mean colours of the top half (away from the progress bar).
        let mean = |px: &[u8]| -> [f64; 3] {
            let half = &px[..px.len() / 2];
            let mut sum = [0f64; 3];
            for p in half.chunks_exact(3) {
                for c in 0..3 {
                    sum[c] += f64::from(p[c]);
                }
            }
            let n = f64::from(u32::try_from(half.len() / 3).unwrap());
            sum.map(|s| s / n)
        };
        let (a, b) = (mean(&rgb), mean(&painted));
        for c in 0..3 {
            assert!(
                (a[c] - b[c]).abs() < 25.0,
                "channel {c}: decoded {a:?} vs painted {b:?}"
            );
        }
    }

    #[test]
    fn keyframes_every_two_seconds() {
        let media = render_spec(&video("metronome", 64, 48, 5)).unwrap();
        let mut parsed = parse(&media.bytes);
        let samples = annex_b_samples(&mut parsed);
        assert_eq!(samples.len(), 50);
        let sync: Vec<usize> = samples
            .iter()
            .enumerate()
            .filter(|(_, (_, s))| *s)
            .map(|(i, _)| i)
            .collect();
        assert_eq!(sync, [0, 20, 40]);
    }

    #[test]
    fn video_480p_16_9() {
        let (w, h) = crate::media::video_size("480p", "16:9");
        let media = render_spec(&video("city lights", w, h, 1)).unwrap();
        let mut parsed = parse(&media.bytes);
        let track = parsed.reader.tracks().get(&parsed.track_id).unwrap();
        assert_eq!((track.width(), track.height()), (854, 480));
        assert_eq!(track.sample_count(), VIDEO_FPS);
        let (au, sync) = annex_b_samples(&mut parsed).remove(0);
        assert!(sync);
        let yuv = Decoder::new()
            .unwrap()
            .decode(&au)
            .unwrap()
            .unwrap()
            .dimensions();
        assert_eq!(yuv, (854, 480));
    }

    #[test]
    fn sound_adds_an_aac_lc_track_as_long_as_the_video() {
        let spec = MediaSpec::Video {
            prompt: "drums".to_owned(),
            width: 64,
            height: 64,
            duration_secs: 2,
            sound: true,
        };
        let media = render_spec(&spec).unwrap();
        let size = u64::try_from(media.bytes.len()).unwrap();
        let mut reader =
            ::mp4::Mp4Reader::read_header(std::io::Cursor::new(media.bytes.to_vec()), size)
                .unwrap();
        assert_eq!(reader.tracks().len(), 2, "a video and a sound track");
        let audio_id = *reader
            .tracks()
            .iter()
            .find(|(_, t)| t.track_type().ok() == Some(::mp4::TrackType::Audio))
            .unwrap()
            .0;
        let audio = reader.tracks().get(&audio_id).unwrap();
        assert_eq!(audio.media_type().unwrap(), ::mp4::MediaType::AAC);
        assert_eq!(audio.sample_freq_index().unwrap().freq(), 44_100);
        assert_eq!(
            audio.audio_profile().unwrap(),
            ::mp4::AudioObjectType::AacLowComplexity
        );
        let seconds = audio.duration().as_secs_f64();
        assert!((2.0..2.03).contains(&seconds), "{seconds} s of sound");
        let first = reader.read_sample(audio_id, 1).unwrap().unwrap();
        assert!(!first.bytes.is_empty());
        let last = reader
            .read_sample(audio_id, reader.sample_count(audio_id).unwrap())
            .unwrap()
            .unwrap();
        assert!(!last.bytes.is_empty(), "the last frame is inside the file");
        let video = reader
            .tracks()
            .values()
            .find(|t| t.track_type().ok() == Some(::mp4::TrackType::Video))
            .unwrap();
        assert_eq!(video.sample_count(), 2 * VIDEO_FPS);
    }

    #[test]
    fn bad_video_inputs_are_errors() {
        let cases = [
            (0, 180, 2),
            (320, 0, 2),
            (321, 180, 2),
            (320, 181, 2),
            (14, 14, 1),
            (3842, 2160, 1),
            (2160, 3842, 1),
            (3840, 2162, 1),
            (8194, 8194, 1),
            (u32::MAX, 2, 1),
            (320, 180, 0),
            (320, 180, MAX_VIDEO_SECS + 1),
            (320, 180, u32::MAX),
        ];
        for (w, h, d) in cases {
            let err = render_spec(&video("x", w, h, d)).unwrap_err();
            assert!(
                matches!(
                    err,
                    MediaError::EmptySize { .. }
                        | MediaError::TooLarge { .. }
                        | MediaError::UnsupportedVideoSize { .. }
                        | MediaError::InvalidDuration { .. }
                ),
                "{w}x{h} {d}s: {err}"
            );
        }
    }

    #[test]
    fn limits_are_accepted() {
        assert!(check(MIN_VIDEO_SIDE, MIN_VIDEO_SIDE, 1).is_ok());
        assert!(check(3840, 2160, MAX_VIDEO_SECS).is_ok());
        assert!(check(2160, 3840, 1).is_ok());
    }

    #[test]
    fn portrait_video_decodes() {
        let media = render_spec(&video("tall tower", 64, 112, 1)).unwrap();
        let mut parsed = parse(&media.bytes);
        let track = parsed.reader.tracks().get(&parsed.track_id).unwrap();
        assert_eq!((track.width(), track.height()), (64, 112));
        let (au, _) = annex_b_samples(&mut parsed).remove(0);
        let yuv = Decoder::new()
            .unwrap()
            .decode(&au)
            .unwrap()
            .unwrap()
            .dimensions();
        assert_eq!(yuv, (64, 112));
    }

    #[test]
    fn tiles_reaching_past_the_frame_are_clipped() {
        let mut frame = I420::new(4, 4);
        // A 4x4 red tile placed at (2, 2): only its top-left 2x2 lands.
        let rgb: Vec<u8> = [[255u8, 0, 0]; 16].concat();
        frame.write_rgb(&rgb, 2, 2, 4, 4);
        assert_eq!(
            frame.y,
            [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 63, 63, 0, 0, 63, 63]
        );
        assert_eq!(frame.v, [128, 128, 128, 240]);
        // Mixed columns: the stride of the source tile is kept.
        let mut frame = I420::new(2, 2);
        let mut rgb = vec![0u8; 4 * 2 * 3];
        rgb[4 * 3..4 * 3 + 6].copy_from_slice(&[255, 255, 255, 255, 255, 255]);
        frame.write_rgb(&rgb, 0, 0, 4, 2);
        assert_eq!(frame.y, [16, 16, 235, 235]);
    }

    #[test]
    fn solid_colour_round_trips_through_yuv() {
        let mut frame = I420::new(4, 4);
        let rgb: Vec<u8> = [[255u8, 0, 0]; 16].concat();
        frame.write_rgb(&rgb, 0, 0, 4, 4);
        // BT.709 limited range red: Y 63, Cb 102, Cr 240.
        assert!(frame.y.iter().all(|&y| y == 63), "{:?}", frame.y);
        assert!(frame.u.iter().all(|&u| u == 102), "{:?}", frame.u);
        assert!(frame.v.iter().all(|&v| v == 240), "{:?}", frame.v);
        let mut white = I420::new(4, 4);
        white.fill(0, 0, 4, 4, [255, 255, 255]);
        assert!(white.y.iter().all(|&y| y == 235));
        assert!(white.u.iter().chain(&white.v).all(|&c| c == 128));
    }
}
