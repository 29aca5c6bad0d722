//! Media for previews, without any UI: image decoding under `image::Limits`, thumbnails
//! downscaled for lists and detail views, capped fetching of result URLs with the key-free
//! result client, video posters and sound waveforms as pictures (`poster`, `waveform_image`), cheap audio headers (`audio_header`),
//! `gendesk media probe` (`probe`), and audio (clip analysis with waveform peaks, the sound
//! output and a player whose methods never block; see [`audio`]). Recognizing files and
//! H.264/MP4 video live in the `gendesk-video` crate, which the sandbox shares. Everything here that
//! decodes is meant to run on worker threads.

pub mod audio;
mod audio_header;
pub mod decode;
mod fetch;
pub mod playable;
pub mod poster;
pub mod probe;
mod waveform_image;

pub use decode::{DecodeError, decode_limited, fit_within, thumbnail};
pub use fetch::{FetchError, fetch_bytes, preview_client};
