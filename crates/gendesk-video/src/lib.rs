//! GenDesk's video reading, shared by the app's players and the offline sandbox: recognizing
//! files by their first bytes ([`sniff`]) and H.264 video in MP4 files, decoded in-process without system libraries: demuxing (the
//! box structure and sample index, read with our own strict walker and `re_mp4`'s box
//! readers), the MP4-to-Annex-B bitstream conversion, and decoding with `OpenH264` into RGBA
//! frames in presentation order, with seeking and posters.
//!
//! [`VideoFile::open`] reads and checks the headers against [`VideoLimits`] (file size,
//! picture size from the track header, the sample description and the H.264 parameter
//! sets, frame count) before anything is decoded; [`VideoFile::decoder`] gives a
//! [`VideoDecoder`] for a worker thread. Other codecs (H.265, AV1, VP9…) are refused with
//! [`VideoError::UnsupportedCodec`]; audio tracks are described ([`AudioTrackInfo`]), not
//! decoded. Nothing here touches the UI: it runs on worker threads.

mod bitstream;
mod boxes;
mod colour;
mod decoder;
mod demux;
mod error;
mod file;
mod info;
mod limits;
mod sample_entry;
mod sample_table;
pub mod sniff;
mod sps;

pub use colour::{Colour, Matrix};
pub use decoder::{VideoDecoder, VideoFrame, YuvFrame};
pub use error::VideoError;
pub use file::{MovieParts, VideoFile};
pub use info::{AudioTrackInfo, VideoInfo};
pub use limits::VideoLimits;
pub use sample_table::VideoSample;
#[doc(hidden)]
pub use sps::fuzz_parse_sps;
