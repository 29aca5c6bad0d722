//! What the players can make of a result file: a sound (its length and waveform measured), or
//! an H.264 video with its sound track if it has one. Recognized by the file's first bytes,
//! not its name. Blocking CPU work: run it on a worker thread.

use std::sync::Arc;

use bytes::Bytes;

use super::audio::{AudioClip, AudioError};
use gendesk_video::sniff::{FileKind, sniff};
use gendesk_video::{VideoError, VideoFile, VideoLimits};

/// A result ready to play.
pub enum Playable {
    /// Music or other sound.
    Sound(AudioClip),
    /// A video; `sound` is its sound track (`Ok(None)`: it has none; `Err`: it has one that
    /// cannot be played, and the picture still can).
    Video {
        /// The opened file.
        file: VideoFile,
        /// The sound track.
        sound: Result<Option<AudioClip>, AudioError>,
    },
}

impl std::fmt::Debug for Playable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Sound(clip) => f.debug_tuple("Sound").field(&clip.duration()).finish(),
            Self::Video { file, sound } => f
                .debug_struct("Video")
                .field("info", file.info())
                .field("sound", &sound.as_ref().map(Option::is_some))
                .finish(),
        }
    }
}

/// Why a file cannot be played.
#[derive(Debug, thiserror::Error)]
pub enum PlayableError {
    /// A video GenDesk cannot decode (another codec, damaged, too large…).
    #[error("{}", crate::wording::video_error(.0))]
    Video(VideoError),
    /// A sound GenDesk cannot decode.
    #[error(transparent)]
    Audio(#[from] AudioError),
    /// Something else than sound or video.
    #[error("{}", crate::t!("err-playable-not-media", kind = crate::wording::file_kind(*.0)))]
    NotMedia(FileKind),
    /// The server answered with text (often an error page) instead of the file.
    #[error("{}", crate::t!("err-playable-text"))]
    Text,
}

impl From<VideoError> for PlayableError {
    fn from(err: VideoError) -> Self {
        Self::Video(err)
    }
}

impl PlayableError {
    /// Whether another program might play the file (it is media, in a form GenDesk lacks).
    pub fn system_player_may_help(&self) -> bool {
        match self {
            Self::Video(err) => !matches!(err, VideoError::Truncated { .. }),
            Self::Audio(_) | Self::NotMedia(_) => true,
            Self::Text => false,
        }
    }
}

/// Opens `bytes` for playing, whatever its name says.
pub fn open_playable(bytes: Vec<u8>) -> Result<Playable, PlayableError> {
    let kind = sniff(&bytes);
    match kind {
        FileKind::Mp4 => {
            let shared: Arc<[u8]> = Arc::from(bytes);
            match VideoFile::open(Arc::clone(&shared), &VideoLimits::default()) {
                Ok(file) => {
                    let sound = if file.info().audio.is_some() {
                        AudioClip::decode(Bytes::from_owner(shared), Some("mp4")).map(Some)
                    } else {
                        Ok(None)
                    };
                    Ok(Playable::Video { file, sound })
                }
                Err(VideoError::NoVideoTrack) => Ok(Playable::Sound(AudioClip::decode(
                    Bytes::from_owner(shared),
                    Some("m4a"),
                )?)),
                Err(err) => Err(err.into()),
            }
        }
        FileKind::Wav | FileKind::Mp3 | FileKind::Flac | FileKind::Ogg => Ok(Playable::Sound(
            AudioClip::decode(bytes, Some(kind.name()))?,
        )),
        FileKind::Text => Err(PlayableError::Text),
        FileKind::Matroska
        | FileKind::Png
        | FileKind::Jpeg
        | FileKind::Webp
        | FileKind::Unknown => Err(PlayableError::NotMedia(kind)),
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, reason = "tests")]
    use super::*;
    use gendesk_sandbox::media::{MediaSpec, render};

    #[test]
    fn sandbox_music_and_videos_with_and_without_sound_open() {
        let song = render(&MediaSpec::Audio {
            prompt: "tune".into(),
            duration_secs: 2,
            instrumental: true,
        })
        .unwrap();
        match open_playable(song.bytes.to_vec()).unwrap() {
            Playable::Sound(clip) => assert!(clip.duration().as_secs_f64() > 1.9),
            other @ Playable::Video { .. } => panic!("not a sound: {other:?}"),
        }
        for sound in [false, true] {
            let video = render(&MediaSpec::Video {
                prompt: "waves".into(),
                width: 160,
                height: 90,
                duration_secs: 1,
                sound,
            })
            .unwrap();
            match open_playable(video.bytes.to_vec()).unwrap() {
                Playable::Video { file, sound: track } => {
                    assert_eq!(file.info().width, 160);
                    assert_eq!(track.unwrap().is_some(), sound, "sound track");
                }
                other @ Playable::Sound(_) => panic!("not a video: {other:?}"),
            }
        }
    }

    #[test]
    fn what_cannot_play_says_why() {
        let page = open_playable(b"<html><body>Expired</body></html>".to_vec()).unwrap_err();
        assert!(matches!(page, PlayableError::Text));
        assert!(!page.system_player_may_help());
        let junk = open_playable(vec![7; 64]).unwrap_err();
        assert!(junk.to_string().contains("Open in system player"), "{junk}");
        assert!(open_playable(Vec::new()).is_err());
    }

    #[test]
    fn an_h265_video_says_so_and_leaves_the_system_player_as_the_way() {
        let bytes = include_bytes!("../../../../tests/fixtures/h265_hvc1.mp4").to_vec();
        let err = open_playable(bytes).unwrap_err();
        assert!(
            matches!(
                err,
                PlayableError::Video(VideoError::UnsupportedCodec { .. })
            ),
            "{err:?}"
        );
        assert!(err.system_player_may_help());
        assert!(err.to_string().contains("H.265"), "{err}");
    }
}
