//! Previews of any result: an image downscaled, or a video's poster — its first keyframe,
//! decoded with the players' own decoder and downscaled the same way. Run on a worker thread.

use std::sync::Arc;

use image::RgbaImage;

use super::decode::{fit_within, thumbnail};
use super::sniff::{FileKind, sniff};
use super::video::{VideoFile, VideoLimits};

/// A preview of `bytes` at most `max_edge` pixels on its longer side; the error is a sentence.
pub fn preview(bytes: &[u8], max_edge: u32) -> Result<RgbaImage, String> {
    match sniff(bytes) {
        FileKind::Mp4 => poster(bytes, max_edge),
        _ => thumbnail(bytes, max_edge).map_err(|err| err.to_string()),
    }
}

/// The first keyframe of an MP4 video, downscaled.
pub fn poster(bytes: &[u8], max_edge: u32) -> Result<RgbaImage, String> {
    let shared: Arc<[u8]> = Arc::from(bytes);
    let file = VideoFile::open(shared, &VideoLimits::default()).map_err(|err| err.to_string())?;
    let frame = file
        .decoder()
        .and_then(|mut decoder| decoder.first_keyframe_frame())
        .map_err(|err| err.to_string())?
        .ok_or_else(|| "the video has no picture to show".to_owned())?;
    let image = RgbaImage::from_raw(frame.width, frame.height, frame.rgba)
        .ok_or_else(|| "the video's first picture has the wrong size".to_owned())?;
    Ok(fit_within(image, max_edge))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, reason = "tests")]
    use super::*;
    use crate::sandbox::media::{MediaSpec, render};

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
}
