//! Reading an MP4 file's structure: the movie header, the first H.264 video track (its
//! sample description, parameter sets and sample index) and the first audio track's
//! description. Sizes are checked against [`VideoLimits`] here, from the headers, before
//! anything is decoded.

use std::time::Duration;

use re_mp4::{HdlrBox, MdhdBox, MvhdBox, TkhdBox, TrexBox};

use super::boxes::{Mp4Box, top_level};
use super::info::{AudioTrackInfo, ticks_to_duration};
use super::sample_entry::{
    AvcConfig, VideoEntry, first_entry, is_video_fourcc, read_audio_entry, read_video_entry,
    video_codec_name,
};
use super::sample_table::{
    FragmentDefaults, VideoSample, add_fragments, check_frame_bytes, from_stbl, normalize,
};
use super::sps::Sps;
use super::{VideoError, VideoLimits};
use crate::sniff::{FileKind, sniff};

/// An MP4 file's structure as far as GenDesk uses it.
#[derive(Debug)]
pub(crate) struct Movie {
    /// The `ftyp` major brand (`isom`, `mp42`, `qt  `…), if there is one.
    pub brand: Option<String>,
    /// The movie header's duration, when it gives one.
    pub duration: Option<Duration>,
    /// The first H.264 video track, or why there is none GenDesk can play.
    pub video: Result<VideoTrack, VideoError>,
    /// The first audio track.
    pub audio: Option<AudioTrackInfo>,
}

/// The H.264 track GenDesk decodes.
#[derive(Debug, Clone)]
pub(crate) struct VideoTrack {
    /// `avc1` or `avc3`.
    pub fourcc: [u8; 4],
    /// Ticks per second.
    pub timescale: u32,
    /// Display size from the track header.
    pub display_size: (u32, u32),
    /// `avcC` configuration.
    pub config: AvcConfig,
    /// The first sequence parameter set, parsed.
    pub sps: Sps,
    /// All frames in decode order.
    pub samples: Vec<VideoSample>,
}

/// One `trak`, identified.
struct TrackHead<'a> {
    track_id: u32,
    tkhd: TkhdBox,
    mdhd: MdhdBox,
    stbl: Mp4Box<'a>,
    entry: Mp4Box<'a>,
    handler: [u8; 4],
}

/// Reads the structure of `bytes`.
///
/// Errors concern the file as a whole (empty, not MP4, damaged index, too large); a file
/// that is a fine MP4 without playable video returns a [`Movie`] whose `video` is the error.
pub(crate) fn read_movie(bytes: &[u8], limits: &VideoLimits) -> Result<Movie, VideoError> {
    if bytes.is_empty() {
        return Err(VideoError::Empty);
    }
    limits.check_file(bytes.len() as u64)?;
    let kind = sniff(bytes);
    if kind != FileKind::Mp4 {
        return Err(VideoError::NotMp4 {
            detail: format!("it looks like {}", kind.description()),
        });
    }
    let file_len = bytes.len() as u64;
    let TopLevel { brand, moov, moofs } = scan_top_level(bytes)?;

    let mvhd: MvhdBox = moov.require(0, *b"mvhd")?.read()?;
    let duration = (mvhd.duration > 0 && mvhd.timescale > 0).then(|| {
        ticks_to_duration(
            i64::try_from(mvhd.duration).unwrap_or(i64::MAX),
            mvhd.timescale,
        )
    });
    let trexs = match moov.child(0, *b"mvex")? {
        Some(mvex) => mvex
            .children(0)
            .filter_map(|b| b.ok().filter(|b| &b.kind == b"trex"))
            .map(|b| b.read::<TrexBox>())
            .collect::<Result<Vec<_>, _>>()?,
        None => Vec::new(),
    };

    let mut video_heads = Vec::new();
    let mut audio = None;
    // A damaged track of another kind (timecode, subtitles…) does not stop the video.
    let mut first_error = None;
    for trak in moov.children(0) {
        let trak = trak?;
        if &trak.kind != b"trak" {
            continue;
        }
        let head = match read_track_head(&trak) {
            Ok(head) => head,
            Err(err) => {
                first_error.get_or_insert(err);
                continue;
            }
        };
        if &head.handler == b"vide" || is_video_fourcc(head.entry.kind) {
            video_heads.push(head);
        } else if &head.handler == b"soun" && audio.is_none() {
            audio = Some(audio_info(&head));
        }
    }

    let video = match video_heads
        .iter()
        .find(|h| matches!(&h.entry.kind, b"avc1" | b"avc3"))
    {
        Some(head) => video_track(head, &moofs, &trexs, file_len, limits),
        None => Err(match (video_heads.first(), first_error) {
            (Some(head), _) => VideoError::UnsupportedCodec {
                codec: video_codec_name(head.entry.kind),
            },
            (None, Some(err)) => err,
            (None, None) => VideoError::NoVideoTrack,
        }),
    };
    Ok(Movie {
        brand,
        duration,
        video,
        audio,
    })
}

/// The top-level boxes GenDesk uses.
struct TopLevel<'a> {
    brand: Option<String>,
    moov: Mp4Box<'a>,
    moofs: Vec<Mp4Box<'a>>,
}

/// Finds `ftyp`, the (complete) `moov` and the `moof` boxes.
fn scan_top_level(bytes: &[u8]) -> Result<TopLevel<'_>, VideoError> {
    let mut brand = None;
    let mut moov = None;
    let mut moofs = Vec::new();
    let mut has_mdat = false;
    for item in top_level(bytes) {
        let top = match item {
            Ok(top) => top,
            // Trailing garbage after a complete movie does not stop playback.
            Err(_) if moov.is_some() => break,
            Err(err) => return Err(err),
        };
        match &top.kind {
            b"ftyp" => {
                brand = top
                    .body()
                    .get(..4)
                    .map(|b| String::from_utf8_lossy(b).trim().to_owned());
            }
            b"moov" if moov.is_none() => {
                if top.cut_short {
                    return Err(VideoError::truncated(
                        "it ends inside its movie index (the 'moov' box)",
                    ));
                }
                moov = Some(top);
            }
            b"moof" if !top.cut_short => moofs.push(top),
            b"mdat" => has_mdat = true,
            _ => {}
        }
    }
    match moov {
        Some(moov) => Ok(TopLevel { brand, moov, moofs }),
        None if has_mdat => Err(VideoError::truncated(
            "its movie index (the 'moov' box) is missing, which happens when a download or recording stops early",
        )),
        None => Err(VideoError::damaged(
            "it has no movie index (the 'moov' box)",
        )),
    }
}

fn read_track_head<'a>(trak: &Mp4Box<'a>) -> Result<TrackHead<'a>, VideoError> {
    let tkhd: TkhdBox = trak.require(0, *b"tkhd")?.read()?;
    let mdia = trak.require(0, *b"mdia")?;
    let mdhd: MdhdBox = mdia.require(0, *b"mdhd")?.read()?;
    let hdlr: HdlrBox = mdia.require(0, *b"hdlr")?.read()?;
    let stbl = mdia.require(0, *b"minf")?.require(0, *b"stbl")?;
    let entry = first_entry(&stbl.require(0, *b"stsd")?)?;
    Ok(TrackHead {
        track_id: tkhd.track_id,
        tkhd,
        mdhd,
        stbl,
        entry,
        handler: hdlr.handler_type.value,
    })
}

fn audio_info(head: &TrackHead<'_>) -> AudioTrackInfo {
    let entry = read_audio_entry(&head.entry, head.mdhd.timescale);
    let duration = (head.mdhd.duration > 0 && head.mdhd.timescale > 0).then(|| {
        ticks_to_duration(
            i64::try_from(head.mdhd.duration).unwrap_or(i64::MAX),
            head.mdhd.timescale,
        )
    });
    AudioTrackInfo {
        codec: entry.codec,
        name: entry.name,
        sample_rate: entry.sample_rate,
        channels: entry.channels,
        duration,
    }
}

fn video_track(
    head: &TrackHead<'_>,
    moofs: &[Mp4Box<'_>],
    trexs: &[TrexBox],
    file_len: u64,
    limits: &VideoLimits,
) -> Result<VideoTrack, VideoError> {
    let display_size = (
        u32::from(head.tkhd.width.value()),
        u32::from(head.tkhd.height.value()),
    );
    limits.check_size(
        "track header",
        u64::from(display_size.0),
        u64::from(display_size.1),
    )?;
    let VideoEntry::Avc {
        fourcc,
        width,
        height,
        config,
    } = read_video_entry(&head.entry)?
    else {
        return Err(VideoError::UnsupportedCodec {
            codec: video_codec_name(head.entry.kind),
        });
    };
    limits.check_size("sample description", u64::from(width), u64::from(height))?;
    let sps = Sps::parse(config.sps.first().map(Vec::as_slice).unwrap_or_default())?;
    limits.check_size("H.264 stream", sps.width, sps.height)?;
    sps.check_supported()?;
    if head.mdhd.timescale == 0 {
        return Err(VideoError::damaged("its video track has no timescale"));
    }
    let mut samples = from_stbl(&head.stbl, file_len, limits)?;
    let defaults = trexs
        .iter()
        .find(|t| t.track_id == head.track_id)
        .map(FragmentDefaults::from)
        .unwrap_or_default();
    add_fragments(
        &mut samples,
        moofs,
        head.track_id,
        defaults,
        file_len,
        limits,
    )?;
    if samples.is_empty() {
        return Err(VideoError::damaged("its video track has no frames"));
    }
    check_frame_bytes(&samples, file_len)?;
    if !samples.iter().any(|s| s.keyframe) {
        // Some muxers write an empty sync table; decoding starts at the first frame anyway.
        if let Some(first) = samples.first_mut() {
            first.keyframe = true;
        }
    }
    normalize(&mut samples);
    Ok(VideoTrack {
        fourcc,
        timescale: head.mdhd.timescale,
        display_size,
        config,
        sps,
        samples,
    })
}
