//! Previews of any result: an image downscaled, a video's poster — its first keyframe,
//! decoded with the players' own decoder and downscaled the same way — or a sound's waveform.
//! Run on a worker thread.

use std::sync::Arc;

use image::RgbaImage;

use super::decode::{fit_within, thumbnail};
use super::waveform_image::waveform_preview;
use gendesk_video::sniff::{FileKind, sniff};
use gendesk_video::{VideoError, VideoFile, VideoLimits};

/// A preview of `bytes` at most `max_edge` pixels on its longer side; the error is a sentence.
/// Sound (WAV, MP3, FLAC, Ogg, and MP4/M4A without a picture) gets its waveform.
pub fn preview(bytes: &[u8], max_edge: u32) -> Result<RgbaImage, String> {
    match sniff(bytes) {
        FileKind::Mp4 => match poster_of(bytes, max_edge) {
            Err(PosterError::Video(VideoError::NoVideoTrack)) => {
                waveform_preview(bytes, Some("m4a"), max_edge)
            }
            other => other.map_err(|err| err.to_string()),
        },
        kind @ (FileKind::Wav | FileKind::Mp3 | FileKind::Flac | FileKind::Ogg) => {
            waveform_preview(bytes, Some(kind.name()), max_edge)
        }
        _ => thumbnail(bytes, max_edge).map_err(|err| err.to_string()),
    }
}

/// Why a poster could not be made.
#[derive(Debug, thiserror::Error)]
enum PosterError {
    #[error("{}", crate::wording::video_error(.0))]
    Video(VideoError),
    #[error("{0}")]
    Other(String),
}

impl From<VideoError> for PosterError {
    fn from(err: VideoError) -> Self {
        Self::Video(err)
    }
}

/// The first keyframe of an MP4 video, downscaled.
pub fn poster(bytes: &[u8], max_edge: u32) -> Result<RgbaImage, String> {
    poster_of(bytes, max_edge).map_err(|err| err.to_string())
}

fn poster_of(bytes: &[u8], max_edge: u32) -> Result<RgbaImage, PosterError> {
    let shared: Arc<[u8]> = Arc::from(bytes);
    let file = VideoFile::open(shared, &VideoLimits::default())?;
    let frame = file
        .decoder()
        .and_then(|mut decoder| decoder.first_keyframe_frame())?
        .ok_or_else(|| PosterError::Other(crate::t!("problem-media-poster-no-picture")))?;
    let image = RgbaImage::from_raw(frame.width, frame.height, frame.rgba)
        .ok_or_else(|| PosterError::Other(crate::t!("problem-media-poster-wrong-size")))?;
    Ok(fit_within(image, max_edge))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, reason = "tests")]
    use super::*;
    use gendesk_sandbox::media::{MediaSpec, render};

    #[test]
    fn a_sandbox_video_gets_a_poster_and_an_image_a_thumbnail() {
        let video = render(&MediaSpec::Video {
            prompt: "waves".into(),
            width: 320,
            height: 180,
            duration_secs: 1,
            sound: false,
        })
        .unwrap();
        let poster = preview(&video.bytes, 96).unwrap();
        assert_eq!(poster.dimensions(), (96, 54));
        assert!(poster.pixels().any(|p| p.0 != [0, 0, 0, 255]), "not blank");
        assert!(preview(b"not a picture", 96).is_err());
        assert!(
            preview(&video.bytes[..200], 96).is_err(),
            "a cut video is an error"
        );
    }

    #[test]
    fn a_sandbox_song_gets_a_waveform() {
        let song = render(&MediaSpec::Audio {
            prompt: "a calm tune".into(),
            duration_secs: 2,
            instrumental: true,
        })
        .unwrap();
        let picture = preview(&song.bytes, 96).unwrap();
        assert_eq!(picture.dimensions(), (96, 48));
        let drawn = picture.pixels().filter(|p| p.0[3] == 255).count();
        assert!(drawn > 96 * 4, "bars are drawn: {drawn} pixels");
    }
}
