//! Sentences for a video GenDesk cannot play ([`VideoError`]) and the words for what a file is
//! ([`FileKind`]). The `gendesk-video` crate has no translations: its `Display` is the English
//! wording, and this module words the same variants in the language in force. Details the
//! demuxer and decoder give (`detail`, the codec's name) stay as they are, inside the sentence.

use gendesk_video::VideoError;
use gendesk_video::sniff::FileKind;

use crate::t;

/// Why a video cannot be played in GenDesk and what to do, for people.
pub fn video_error(err: &VideoError) -> String {
    match err {
        VideoError::Empty => t!("problem-media-video-empty"),
        VideoError::NotMp4 { detail } => {
            t!("problem-media-video-not-mp4", detail = detail.clone())
        }
        VideoError::Damaged { detail } => {
            t!("problem-media-video-damaged", detail = detail.clone())
        }
        VideoError::Truncated { detail } => {
            t!("problem-media-video-truncated", detail = detail.clone())
        }
        VideoError::NoVideoTrack => t!("problem-media-video-no-video-track"),
        VideoError::UnsupportedCodec { codec } => {
            t!(
                "problem-media-video-unsupported-codec",
                codec = codec.clone()
            )
        }
        VideoError::UnsupportedFeature { feature } => t!(
            "problem-media-video-unsupported-feature",
            feature = video_feature(feature)
        ),
        VideoError::TooLarge {
            origin,
            width,
            height,
            limit,
        } => t!(
            "problem-media-video-too-large",
            origin = size_origin(origin),
            width = *width,
            height = *height,
            limit = size_limit(limit)
        ),
        VideoError::FileTooLarge { bytes, max_bytes } => t!(
            "problem-media-video-file-too-large",
            mib = bytes / 1024 / 1024,
            max_mib = max_bytes / 1024 / 1024
        ),
        VideoError::TooManyFrames { count, max } => t!(
            "problem-media-video-too-many-frames",
            count = *count,
            max = *max
        ),
        VideoError::Decode { sample, detail } => t!(
            "problem-media-video-decode",
            sample = *sample,
            detail = detail.clone()
        ),
        VideoError::DecoderInit { detail } => {
            t!("problem-media-video-decoder-init", detail = detail.clone())
        }
    }
}

/// What a file looks like, with its article in English ("a WAV audio file"), for sentences.
pub fn file_kind(kind: FileKind) -> String {
    t!(match kind {
        FileKind::Mp4 => "problem-media-kind-mp4",
        FileKind::Wav => "problem-media-kind-wav",
        FileKind::Mp3 => "problem-media-kind-mp3",
        FileKind::Flac => "problem-media-kind-flac",
        FileKind::Ogg => "problem-media-kind-ogg",
        FileKind::Matroska => "problem-media-kind-matroska",
        FileKind::Png => "problem-media-kind-png",
        FileKind::Jpeg => "problem-media-kind-jpeg",
        FileKind::Webp => "problem-media-kind-webp",
        FileKind::Text => "problem-media-kind-text",
        FileKind::Unknown => "problem-media-kind-unknown",
    })
}

/// Where `gendesk-video` read a picture size (its `check_size` origins); one it does not
/// know stays in English.
fn size_origin(origin: &str) -> String {
    match origin {
        "track header" => t!("problem-media-video-origin-track-header"),
        "sample description" => t!("problem-media-video-origin-sample-description"),
        "H.264 stream" => t!("problem-media-video-origin-h264-stream"),
        "decoded picture" => t!("problem-media-video-origin-decoded-picture"),
        other => other.to_owned(),
    }
}

/// The size limit `gendesk-video` words ("8192 pixels wide", "36.0 million pixels"); a
/// wording it does not know stays in English.
fn size_limit(limit: &str) -> String {
    let number = |suffix: &str| {
        limit
            .strip_suffix(suffix)
            .and_then(|n| n.parse::<f64>().ok())
    };
    if let Some(pixels) = number(" pixels wide") {
        t!("problem-media-video-limit-wide", pixels = pixels)
    } else if let Some(pixels) = number(" pixels high") {
        t!("problem-media-video-limit-high", pixels = pixels)
    } else if let Some(millions) = number(" million pixels") {
        t!(
            "problem-media-video-limit-pixels",
            millions = crate::i18n::numbers::decimal(millions, 1)
        )
    } else {
        limit.to_owned()
    }
}

/// The H.264 feature `gendesk-video` words ("10-bit colour", "4:2:2 chroma", "interlaced
/// coding"); a wording it does not know stays in English.
fn video_feature(feature: &str) -> String {
    if let Some(bits) = feature
        .strip_suffix("-bit colour")
        .and_then(|n| n.parse::<u32>().ok())
    {
        t!("problem-media-video-feature-bit-depth", bits = bits)
    } else if let Some(sampling @ ("4:2:2" | "4:4:4")) = feature.strip_suffix(" chroma") {
        t!(
            "problem-media-video-feature-chroma",
            sampling = sampling.to_owned()
        )
    } else if feature == "interlaced coding" {
        t!("problem-media-video-feature-interlaced")
    } else {
        feature.to_owned()
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, reason = "tests")]
    use super::*;
    use crate::i18n::{ENGLISH, by_tag, keep_to_this_thread, set_language};

    fn every_error() -> Vec<VideoError> {
        vec![
            VideoError::Empty,
            VideoError::NotMp4 {
                detail: "it looks like a PNG image".into(),
            },
            VideoError::Damaged {
                detail: "the sample table is empty".into(),
            },
            VideoError::Truncated {
                detail: "the file ends at byte 200".into(),
            },
            VideoError::NoVideoTrack,
            VideoError::UnsupportedCodec {
                codec: "H.265/HEVC (hvc1)".into(),
            },
            VideoError::UnsupportedFeature {
                feature: "10-bit colour".into(),
            },
            VideoError::UnsupportedFeature {
                feature: "4:2:2 chroma".into(),
            },
            VideoError::UnsupportedFeature {
                feature: "interlaced coding".into(),
            },
            VideoError::TooLarge {
                origin: "track header",
                width: 9000,
                height: 100,
                limit: "8192 pixels wide".into(),
            },
            VideoError::TooLarge {
                origin: "H.264 stream",
                width: 100,
                height: 9000,
                limit: "8192 pixels high".into(),
            },
            VideoError::TooLarge {
                origin: "sample description",
                width: 8000,
                height: 8000,
                limit: "36.0 million pixels".into(),
            },
            VideoError::FileTooLarge {
                bytes: 2 * 1024 * 1024 * 1024,
                max_bytes: 1024 * 1024 * 1024,
            },
            VideoError::TooManyFrames {
                count: 3_000_000,
                max: 2_000_000,
            },
            VideoError::Decode {
                sample: 12,
                detail: "native error".into(),
            },
            VideoError::DecoderInit {
                detail: "no memory".into(),
            },
        ]
    }

    const KINDS: [FileKind; 11] = [
        FileKind::Mp4,
        FileKind::Wav,
        FileKind::Mp3,
        FileKind::Flac,
        FileKind::Ogg,
        FileKind::Matroska,
        FileKind::Png,
        FileKind::Jpeg,
        FileKind::Webp,
        FileKind::Text,
        FileKind::Unknown,
    ];

    #[test]
    fn english_is_the_video_crates_own_wording() {
        keep_to_this_thread();
        set_language(ENGLISH);
        for err in every_error() {
            assert_eq!(video_error(&err), err.to_string());
        }
        for kind in KINDS {
            assert_eq!(file_kind(kind), kind.description());
        }
    }

    #[test]
    fn the_video_crates_details_are_worded_in_the_language_in_force() {
        keep_to_this_thread();
        set_language(by_tag("de").unwrap());
        for err in every_error() {
            let worded = video_error(&err);
            for english in [
                "track header",
                "H.264 stream",
                "sample description",
                "pixels wide",
                "pixels high",
                "million pixels",
                "-bit colour",
                " chroma",
                "interlaced",
            ] {
                assert!(!worded.contains(english), "{worded}");
            }
        }
        // A real refusal from the video crate, so its wording and this module's agree.
        let video = gendesk_sandbox::media::render(&gendesk_sandbox::media::MediaSpec::Video {
            prompt: "waves".into(),
            width: 320,
            height: 180,
            duration_secs: 1,
            sound: false,
        })
        .unwrap();
        let small = gendesk_video::VideoLimits {
            max_width: 100,
            ..gendesk_video::VideoLimits::default()
        };
        let shared: std::sync::Arc<[u8]> = std::sync::Arc::from(&video.bytes[..]);
        let Err(err) = gendesk_video::VideoFile::open(shared, &small) else {
            panic!("the limit refuses the video");
        };
        let worded = video_error(&err);
        assert!(!worded.contains("pixels wide"), "{worded}");
        assert!(!worded.contains("track header"), "{worded}");
        set_language(ENGLISH);
    }
}
