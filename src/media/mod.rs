//! Media for previews, without any UI: image decoding under `image::Limits`, thumbnails
//! downscaled for lists and detail views, and capped fetching of result URLs with the
//! key-free result client. Everything here is meant to run on worker threads.

pub mod decode;
pub mod fetch;

pub use decode::{DecodeError, decode_limited, fit_within, thumbnail};
pub use fetch::{FetchError, fetch_bytes, preview_client};
