//! Audio without any UI: analysing clips (duration, waveform peaks) and playing them.
//!
//! - [`AudioClip::decode`] reads a whole clip once on a worker thread — WAV, MP3, FLAC,
//!   OGG/Vorbis, M4A/MP4 with AAC-LC (HE-AAC would play at half rate: symphonia decodes only
//!   the LC layer) — under [`DecodeLimits`], and keeps min/max peaks at a fixed fine
//!   resolution, never the samples.
//! - [`AudioOutput`] is the sound device, opened lazily and never hanging
//!   ([`AudioError::NoDevice`] when there is none), or the null output: rodio's mixer
//!   consumed at real-time pace by a thread, for tests and machines without sound
//!   (`GENDESK_AUDIO=null` forces it).
//! - [`AudioPlayer`] (one per output) plays one clip at a time. Its methods never block: a
//!   player thread decodes and seeks, and [`AudioPlayer::snapshot`] reads the latest state.
//!   Its position is a sample-counting clock fit to be a video player's master clock.
//!
//! The UI thread never decodes here and never touches the device.

mod analyse;
mod clip;
mod clock;
mod error;
mod hint;
mod limits;
mod mp4_edit;
mod null;
mod output;
mod peaks;
mod player;
mod preflight;
mod source;
mod worker;

pub use clip::AudioClip;
pub(crate) use clip::{TrackFacts, track_facts};
pub use error::AudioError;
pub use limits::DecodeLimits;
pub use null::NullMonitor;
pub use output::{AudioOutput, OPEN_TIMEOUT, OUTPUT_ENV_VAR, OutputChoice};
pub use peaks::{FINE_BUCKETS, Waveform};
pub use player::{AudioPlayer, ClipId, PlaybackSnapshot, PlaybackStatus};
