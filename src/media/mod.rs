//! Media for previews, without any UI: image decoding under `image::Limits`, thumbnails
//! downscaled for lists and detail views, capped fetching of result URLs with the key-free
//! result client, and audio (clip analysis with waveform peaks, the sound output and a
//! player whose methods never block; see [`audio`]). Everything here that decodes is meant
//! to run on worker threads.

pub mod audio;
pub mod decode;
pub mod fetch;

pub use decode::{DecodeError, decode_limited, fit_within, thumbnail};
pub use fetch::{FetchError, fetch_bytes, preview_client};
