//! The record in a WebP: an `XMP ` chunk (`xmp.rs`) after the image data, the file turned into
//! the extended format (`VP8X`, with its XMP flag) when it was a simple one. The chunks are
//! rewritten by img-parts; the image data is copied byte for byte.

use std::path::Path;

use bytes::Bytes;
use img_parts::ImageICC;
use img_parts::riff::{RiffChunk, RiffContent};
use img_parts::webp::{CHUNK_XMP, WebP};

use super::record::Record;
use super::{Found, ProvenanceError, xmp};

fn open(path: &Path) -> Result<WebP, ProvenanceError> {
    let bytes = std::fs::read(path)?;
    WebP::from_bytes(Bytes::from(bytes))
        .map_err(|err| ProvenanceError::damaged("WebP", err.to_string()))
}

fn packet_of(chunk: &RiffChunk) -> Option<String> {
    (chunk.id() == CHUNK_XMP)
        .then(|| chunk.content().data())
        .flatten()
        .map(|data| String::from_utf8_lossy(data).into_owned())
}

/// Writes the record into the WebP at `path` (through a sibling file, then renamed over it).
pub fn stamp(path: &Path, record: &Record) -> Result<(), ProvenanceError> {
    let mut webp = open(path)?;
    let existing = webp.chunks().iter().find_map(packet_of);
    let packet = xmp::with_record(existing.as_deref(), record).ok_or_else(|| {
        ProvenanceError::damaged("WebP", crate::t!("problem-media-xmp-unreadable"))
    })?;
    webp.remove_chunks_by_id(CHUNK_XMP);
    webp.chunks_mut().push(RiffChunk::new(
        CHUNK_XMP,
        RiffContent::Data(Bytes::from(packet.into_bytes())),
    ));
    // Setting the colour profile again (unchanged) makes img-parts add or update the `VP8X`
    // header and its flags for the chunks the file now has.
    let profile = webp.icc_profile();
    webp.set_icc_profile(profile);
    super::replace(path, |file| webp.encoder().write_to(file).map(|_| ()))
}

/// The record in a WebP's XMP.
pub fn read(path: &Path) -> Result<Found, ProvenanceError> {
    let webp = open(path)?;
    Ok(xmp::found(webp.chunks().iter().filter_map(packet_of)))
}
