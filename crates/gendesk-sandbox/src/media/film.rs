//! "Filmed" videos of the Cinema model: x264 High-profile clips with B-frames (built in, see
//! `crates/gendesk-sandbox/assets/README.md`), the way real services encode, so the players are tested on
//! reordered pictures. The prompt picks the clip; whole seconds up to the duration asked are
//! kept (the clips have a keyframe every second) and remuxed with their composition offsets,
//! plus the sound loop when `sound` is true.

use std::sync::Arc;

use bytes::Bytes;

use super::mp4::H264Muxer;
use super::seed::prompt_seed;
use super::{MAX_VIDEO_SECS, Media, MediaError};
use gendesk_video::{VideoFile, VideoLimits};

/// The built-in clips: 854×480, 24 fps, 12 s.
const FILMS: [&[u8]; 3] = [
    include_bytes!("../../assets/film_dusk.mp4"),
    include_bytes!("../../assets/film_sea.mp4"),
    include_bytes!("../../assets/film_neon.mp4"),
];

/// Length of every built-in clip, in seconds.
pub const FILM_SECS: u32 = 12;

pub(super) fn render(prompt: &str, duration_secs: u32, sound: bool) -> Result<Media, MediaError> {
    if duration_secs == 0 || duration_secs > FILM_SECS.min(MAX_VIDEO_SECS) {
        return Err(MediaError::InvalidDuration {
            kind: "video",
            duration_secs,
            max_secs: FILM_SECS.min(MAX_VIDEO_SECS),
        });
    }
    let broken = |why: String| MediaError::Film(format!("a built-in clip is damaged: {why}"));
    let pick = usize::try_from(prompt_seed(prompt, "film") % FILMS.len() as u64).unwrap_or(0);
    let clip: Arc<[u8]> = Arc::from(FILMS[pick]);
    let file = VideoFile::open(Arc::clone(&clip), &VideoLimits::default())
        .map_err(|err| broken(err.to_string()))?;
    let info = file.info();
    let (sps, pps) = file
        .parameter_sets()
        .ok_or_else(|| broken("no parameter sets".to_owned()))?;
    let samples = file.samples();
    let delta = samples
        .first()
        .map(|s| s.duration)
        .filter(|&d| d > 0)
        .ok_or_else(|| broken("no frame duration".to_owned()))?;
    let end = i64::from(duration_secs) * i64::from(info.timescale);
    // Cut before the first keyframe shown at or after the end: the GOPs are closed.
    let keep = samples
        .iter()
        .position(|s| s.keyframe && s.presentation_ts >= end)
        .unwrap_or(samples.len());
    let mut muxer = H264Muxer::new(info.width, info.height, info.timescale, delta)?;
    if sound {
        muxer.set_audio(super::aac::sound_for(u64::from(duration_secs) * 1000)?);
    }
    for sample in &samples[..keep] {
        let start = usize::try_from(sample.offset).map_err(|_| broken("offset".to_owned()))?;
        let data = clip
            .get(start..start + sample.size as usize)
            .ok_or_else(|| broken("a sample is past the end".to_owned()))?;
        let offset = u32::try_from(sample.presentation_ts - sample.decode_ts)
            .map_err(|_| broken("a picture is shown before it is decoded".to_owned()))?;
        muxer.push_prepared(data, sample.keyframe, offset, sps, pps)?;
    }
    Ok(Media {
        bytes: Bytes::from(muxer.finish()?),
        content_type: "video/mp4",
        extension: "mp4",
    })
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, reason = "tests")]
    use super::*;

    #[test]
    fn every_clip_cuts_to_whole_seconds_with_its_b_frames_and_sound() {
        for (prompt, secs) in [("dawn", 4), ("tide", 8), ("neon city", 12), ("x", 1)] {
            let media = render(prompt, secs, true).unwrap();
            let file = VideoFile::open(media.bytes.to_vec(), &VideoLimits::default()).unwrap();
            let info = file.info();
            assert_eq!((info.width, info.height), (854, 480));
            assert!(info.reordered, "{prompt}: B-frames stay out of order");
            assert_eq!(info.profile, "High");
            assert_eq!(info.frame_count, secs * 24, "{prompt}: {info:?}");
            assert!(
                (info.duration.as_secs_f64() - f64::from(secs)).abs() < 0.05,
                "{prompt}: {:?}",
                info.duration
            );
            assert!(info.audio.is_some(), "{prompt}: the sound track");
            let mut decoder = file.decoder().unwrap();
            let mut last = None;
            let mut count = 0;
            while let Some(frame) = decoder.next_frame().unwrap() {
                assert!(last.is_none_or(|l| frame.pts > l), "presentation order");
                last = Some(frame.pts);
                count += 1;
            }
            assert_eq!(count, secs * 24);
        }
        assert!(render("silent", 4, false).is_ok());
        assert!(render("too long", 13, false).is_err());
    }
}
