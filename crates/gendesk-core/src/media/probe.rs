//! `gendesk media probe FILE [--json]`: what a media file holds and whether GenDesk can play
//! it, found by decoding the whole video with the player's own code (frames in presentation
//! order, timestamps, decode speed). Audio-only files are described from their headers and
//! the player's own reader (symphonia), which gives their exact length.

use std::fmt::Write as _;
use std::path::Path;
use std::time::{Duration, Instant};

use serde::Serialize;

use bytes::Bytes;

use super::audio::{TrackFacts, track_facts};
use super::audio_header::{AudioHeader, read_mp3, read_wav};
use gendesk_video::sniff::{FileKind, sniff};
use gendesk_video::{AudioTrackInfo, VideoError, VideoFile, VideoLimits};

use crate::t;
use crate::wording::{file_kind, video_error};

/// Exit status when the file plays (or is audio GenDesk described).
pub const EXIT_OK: u8 = 0;
/// Exit status when GenDesk cannot play the file.
pub const EXIT_CANNOT_PLAY: u8 = 1;
/// Exit status when the file cannot be read (or the command was misused).
pub const EXIT_USAGE: u8 = 2;

/// Everything the probe found. Serialized as the `--json` output.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ProbeReport {
    /// The file as given on the command line.
    pub file: String,
    /// Its size in bytes.
    pub bytes: u64,
    /// `mp4`, `wav`, `mp3`, … (see [`FileKind::name`]).
    pub container: &'static str,
    /// The MP4 major brand (`isom`, `mp42`…), when there is one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub brand: Option<String>,
    /// Length of the whole file's content in seconds, when known.
    pub duration_s: Option<f64>,
    /// The video track, or `None` when there is none (or it cannot be read).
    pub video: Option<VideoReport>,
    /// The audio track, or `None`.
    pub audio: Option<AudioReport>,
    /// Why GenDesk cannot play the file, as a sentence; absent when it can.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

/// The video track and how decoding it went.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct VideoReport {
    /// RFC 6381 codec string (`avc1.64001E`).
    pub codec: String,
    /// H.264 profile (`High`).
    pub profile: &'static str,
    /// Frame width in pixels.
    pub width: u32,
    /// Frame height in pixels.
    pub height: u32,
    /// Average frames per second.
    pub fps: f64,
    /// Frames in the track.
    pub frame_count: u32,
    /// Keyframes (seek points) in the track.
    pub keyframe_count: u32,
    /// The file stores frames out of presentation order (B-frames).
    pub reordered: bool,
    /// The colour matrix and range frames are converted with, e.g. `BT.709, limited range`
    /// (followed by `, guessed` when the stream does not say).
    pub colour: String,
    /// Track length in seconds.
    pub duration_s: f64,
    /// Frames that came out of the decoder.
    pub frames_decoded: u32,
    /// Frames that failed to decode.
    pub decode_errors: u32,
    /// Presentation time of the first frame out, in seconds.
    pub first_pts_s: Option<f64>,
    /// Presentation time of the last frame out, in seconds.
    pub last_pts_s: Option<f64>,
    /// Every frame came out later than the one before.
    pub in_presentation_order: bool,
    /// Frames decoded (to RGBA) per second on one thread.
    pub decode_fps: f64,
    /// Milliseconds per frame, the inverse of `decode_fps`.
    pub ms_per_frame: f64,
    /// Milliseconds from reading the headers to the first frame in RGBA.
    pub first_frame_ms: f64,
}

/// The audio track's description.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct AudioReport {
    /// Codec string (`mp4a.40.2`, `pcm_s16le`, `mp3`, `Opus`…).
    pub codec: String,
    /// Name for people (`AAC-LC`).
    pub name: String,
    /// Samples per second.
    pub sample_rate: Option<u32>,
    /// Channels.
    pub channels: Option<u16>,
    /// Length in seconds.
    pub duration_s: Option<f64>,
}

/// The file could not be read at all.
#[derive(Debug, thiserror::Error)]
#[error("{}", crate::t!("err-probe-io", path = .path.clone(), cause = .source.to_string()))]
pub struct ProbeIoError {
    path: String,
    source: std::io::Error,
}

impl ProbeReport {
    /// [`EXIT_OK`] or [`EXIT_CANNOT_PLAY`].
    pub fn exit_code(&self) -> u8 {
        if self.error.is_some() {
            EXIT_CANNOT_PLAY
        } else {
            EXIT_OK
        }
    }

    /// One JSON object.
    pub fn to_json(&self) -> String {
        // Serializing plain structs of strings and numbers cannot fail; NaN cannot occur
        // (every float is a finite quotient or rounding).
        serde_json::to_string_pretty(self).unwrap_or_else(|err| {
            format!(r#"{{"error": "the report could not be written as JSON ({err})"}}"#)
        })
    }

    /// Lines for people, in the language in force.
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        let _ = writeln!(
            out,
            "{}",
            t!(
                "problem-media-probe-line-file",
                file = self.file.clone(),
                bytes = self.bytes
            )
        );
        let brand = self
            .brand
            .as_ref()
            .map(|b| t!("problem-media-probe-brand", brand = b.clone()))
            .unwrap_or_default();
        let _ = writeln!(
            out,
            "{}",
            t!(
                "problem-media-probe-line-container",
                container = self.container,
                brand = brand
            )
        );
        if let Some(duration) = self.duration_s {
            let _ = writeln!(
                out,
                "{}",
                t!(
                    "problem-media-probe-line-duration",
                    seconds = fixed(duration, 3)
                )
            );
        }
        match &self.video {
            Some(v) => Self::video_lines(v, &mut out),
            None => {
                let _ = writeln!(out, "{}", t!("problem-media-probe-line-no-video"));
            }
        }
        match &self.audio {
            Some(a) => {
                let mut parts = vec![format!("{} ({})", a.name, a.codec)];
                if let Some(rate) = a.sample_rate {
                    parts.push(format!("{rate} Hz"));
                }
                if let Some(channels) = a.channels {
                    parts.push(t!("problem-media-probe-channels", channels = channels));
                }
                if let Some(duration) = a.duration_s {
                    parts.push(format!("{} s", fixed(duration, 3)));
                }
                let _ = writeln!(
                    out,
                    "{}",
                    t!("problem-media-probe-line-audio", audio = parts.join(", "))
                );
            }
            None => {
                let _ = writeln!(out, "{}", t!("problem-media-probe-line-no-audio"));
            }
        }
        if let Some(error) = &self.error {
            let _ = writeln!(
                out,
                "{}",
                t!("problem-media-probe-line-error", error = error.clone())
            );
        }
        out
    }

    /// The lines of [`Self::to_text`] about the video track.
    fn video_lines(v: &VideoReport, out: &mut String) {
        let b_frames = if v.reordered {
            t!("problem-media-probe-b-frames")
        } else {
            String::new()
        };
        let _ = writeln!(
            out,
            "{}",
            t!(
                "problem-media-probe-line-video",
                profile = v.profile,
                codec = v.codec.clone(),
                width = v.width,
                height = v.height,
                fps = fixed(v.fps, 2),
                frames = v.frame_count,
                keyframes = v.keyframe_count,
                b_frames = b_frames
            )
        );
        let _ = writeln!(
            out,
            "{}",
            t!("problem-media-probe-line-colour", colour = v.colour.clone())
        );
        let order = if v.in_presentation_order {
            t!("problem-media-probe-in-order")
        } else {
            t!("problem-media-probe-out-of-order")
        };
        let span = match (v.first_pts_s, v.last_pts_s) {
            (Some(first), Some(last)) => t!(
                "problem-media-probe-span",
                first = fixed(first, 3),
                last = fixed(last, 3)
            ),
            _ => String::new(),
        };
        let failed = if v.decode_errors > 0 {
            t!("problem-media-probe-failed", count = v.decode_errors)
        } else {
            String::new()
        };
        let _ = writeln!(
            out,
            "{}",
            t!(
                "problem-media-probe-line-decoded",
                frames = v.frames_decoded,
                order = order,
                span = span,
                failed = failed
            )
        );
        let _ = writeln!(
            out,
            "{}",
            t!(
                "problem-media-probe-line-speed",
                fps = fixed(v.decode_fps, 0),
                ms_per_frame = fixed(v.ms_per_frame, 2),
                first_frame_ms = fixed(v.first_frame_ms, 1)
            )
        );
    }
}

/// `value` with `places` decimals and the language's decimal mark, never grouped (as the
/// probe always wrote it).
fn fixed(value: f64, places: usize) -> String {
    let decimal = crate::i18n::numbers::style(crate::i18n::language()).decimal;
    format!("{value:.places$}").replace('.', &decimal.to_string())
}

/// Rounds to microseconds, for readable output.
fn round6(value: f64) -> f64 {
    (value * 1e6).round() / 1e6
}

/// Probes the file at `path`: reads it (refusing files past `limits.max_bytes` before
/// reading) and describes or decodes it.
pub fn probe_file(path: &Path, limits: &VideoLimits) -> Result<ProbeReport, ProbeIoError> {
    let name = path.display().to_string();
    let io_error = |source| ProbeIoError {
        path: name.clone(),
        source,
    };
    let len = std::fs::metadata(path).map_err(io_error)?.len();
    if len > limits.max_bytes {
        let mut report = empty_report(&name, len, FileKind::Unknown);
        report.error = Some(video_error(&VideoError::FileTooLarge {
            bytes: len,
            max_bytes: limits.max_bytes,
        }));
        return Ok(report);
    }
    let bytes = std::fs::read(path).map_err(io_error)?;
    Ok(probe_bytes(&name, bytes, limits))
}

fn empty_report(name: &str, bytes: u64, kind: FileKind) -> ProbeReport {
    ProbeReport {
        file: name.to_owned(),
        bytes,
        container: kind.name(),
        brand: None,
        duration_s: None,
        video: None,
        audio: None,
        error: None,
    }
}

/// Describes `bytes` (named `name` in the report); for MP4, decodes every video frame.
pub fn probe_bytes(name: &str, bytes: Vec<u8>, limits: &VideoLimits) -> ProbeReport {
    let kind = sniff(&bytes);
    let mut report = empty_report(name, bytes.len() as u64, kind);
    if bytes.is_empty() {
        report.error = Some(video_error(&VideoError::Empty));
        return report;
    }
    let header = match kind {
        FileKind::Mp4 => {
            probe_mp4(bytes, limits, &mut report);
            return report;
        }
        FileKind::Wav => read_wav(&bytes),
        FileKind::Mp3 => read_mp3(&bytes),
        FileKind::Flac | FileKind::Ogg | FileKind::Matroska => None,
        other => {
            report.error = Some(video_error(&VideoError::NotMp4 {
                detail: t!("problem-media-probe-looks-like", kind = file_kind(other)),
            }));
            return report;
        }
    };
    // The player's own reader gives the exact length (an MP3's LAME/Xing header, less the
    // encoder's delay and padding; FLAC's and OGG's sample counts) and reads FLAC and OGG.
    let header = match (header, track_facts(&Bytes::from(bytes), Some(kind.name()))) {
        (Some(header), Ok(facts)) => Some(with_facts(header, &facts)),
        (Some(header), Err(_)) => Some(header),
        (None, Ok(facts)) => Some(from_facts(kind, facts)),
        (None, Err(err)) => {
            report.error = Some(t!(
                "problem-media-probe-cannot-play",
                reason = err.to_string()
            ));
            None
        }
    };
    if let Some(AudioHeader {
        codec,
        name,
        sample_rate,
        channels,
        duration,
    }) = header
    {
        report.duration_s = duration.map(|d| round6(d.as_secs_f64()));
        report.audio = Some(AudioReport {
            codec,
            name,
            sample_rate,
            channels,
            duration_s: duration.map(|d| round6(d.as_secs_f64())),
        });
    }
    report
}

/// A header read by hand, completed by what the player's reader found.
fn with_facts(header: AudioHeader, facts: &TrackFacts) -> AudioHeader {
    AudioHeader {
        sample_rate: header.sample_rate.or(facts.sample_rate),
        channels: header.channels.or(facts.channels),
        duration: facts.duration.or(header.duration),
        ..header
    }
}

/// A file only the player's reader could describe (FLAC, OGG).
fn from_facts(kind: FileKind, facts: TrackFacts) -> AudioHeader {
    AudioHeader {
        codec: facts.codec.unwrap_or_else(|| kind.name().to_owned()),
        name: facts.name.unwrap_or_else(|| kind.description().to_owned()),
        sample_rate: facts.sample_rate,
        channels: facts.channels,
        duration: facts.duration,
    }
}

fn audio_report(info: &AudioTrackInfo) -> AudioReport {
    AudioReport {
        codec: info.codec.clone(),
        name: info.name.clone(),
        sample_rate: info.sample_rate,
        channels: info.channels,
        duration_s: info.duration.map(|d| round6(d.as_secs_f64())),
    }
}

fn probe_mp4(bytes: Vec<u8>, limits: &VideoLimits, report: &mut ProbeReport) {
    let started = Instant::now();
    let movie = match VideoFile::read_parts(bytes, limits) {
        Ok(movie) => movie,
        Err(err) => {
            report.error = Some(video_error(&err));
            return;
        }
    };
    report.brand.clone_from(&movie.brand);
    report.audio = movie.audio.as_ref().map(audio_report);
    report.duration_s = movie.duration.map(|d| round6(d.as_secs_f64()));
    let file = match movie.video {
        Ok(file) => file,
        Err(VideoError::NoVideoTrack) if report.audio.is_some() => return,
        Err(err) => {
            report.error = Some(video_error(&err));
            return;
        }
    };
    let info = file.info().clone();
    if report.duration_s.is_none() {
        report.duration_s = Some(round6(info.duration.as_secs_f64()));
    }
    let decoding = decode_all(&file, started);
    report.error = decoding.error;
    let secs = decoding.elapsed.as_secs_f64();
    let decode_fps = if secs > 0.0 {
        f64::from(decoding.frames) / secs
    } else {
        0.0
    };
    let ms_per_frame = if decoding.frames > 0 {
        secs * 1000.0 / f64::from(decoding.frames)
    } else {
        0.0
    };
    report.video = Some(VideoReport {
        codec: info.codec,
        profile: info.profile,
        width: info.width,
        height: info.height,
        fps: round6(info.fps),
        frame_count: info.frame_count,
        keyframe_count: info.keyframe_count,
        reordered: info.reordered,
        colour: if info.colour.signalled {
            info.colour.describe()
        } else {
            format!("{}, guessed", info.colour.describe())
        },
        duration_s: round6(info.duration.as_secs_f64()),
        frames_decoded: decoding.frames,
        decode_errors: decoding.errors,
        first_pts_s: decoding.first.map(|d| round6(d.as_secs_f64())),
        last_pts_s: decoding.last.map(|d| round6(d.as_secs_f64())),
        in_presentation_order: decoding.in_order,
        decode_fps: (decode_fps * 10.0).round() / 10.0,
        ms_per_frame: (ms_per_frame * 1000.0).round() / 1000.0,
        first_frame_ms: decoding
            .first_frame_after
            .map_or(0.0, |d| (d.as_secs_f64() * 1e4).round() / 10.0),
    });
}

/// The outcome of decoding every frame.
struct Decoding {
    frames: u32,
    errors: u32,
    first: Option<Duration>,
    last: Option<Duration>,
    in_order: bool,
    elapsed: Duration,
    first_frame_after: Option<Duration>,
    error: Option<String>,
}

fn decode_all(file: &VideoFile, opened: Instant) -> Decoding {
    let mut result = Decoding {
        frames: 0,
        errors: 0,
        first: None,
        last: None,
        in_order: true,
        elapsed: Duration::ZERO,
        first_frame_after: None,
        error: None,
    };
    let started = Instant::now();
    let mut decoder = match file.decoder() {
        Ok(decoder) => decoder,
        Err(err) => {
            result.error = Some(video_error(&err));
            return result;
        }
    };
    let mut first_error = None;
    loop {
        match decoder.next_yuv() {
            Ok(Some(frame)) => {
                if result.first_frame_after.is_none() {
                    result.first_frame_after = Some(opened.elapsed());
                }
                if result.last.is_some_and(|last| frame.pts <= last) {
                    result.in_order = false;
                }
                result.first.get_or_insert(frame.pts);
                result.last = Some(frame.pts);
                result.frames += 1;
            }
            Ok(None) => break,
            Err(err @ VideoError::Decode { .. }) => {
                result.errors += 1;
                first_error.get_or_insert(err);
            }
            Err(err) => {
                first_error.get_or_insert(err);
                break;
            }
        }
    }
    result.elapsed = started.elapsed();
    result.error = first_error.map(|err| {
        if result.errors > 1 {
            t!(
                "problem-media-probe-frames-failed",
                count = result.errors,
                first = video_error(&err)
            )
        } else {
            video_error(&err)
        }
    });
    result
}
