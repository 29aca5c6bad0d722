//! The record in a JPEG: an XMP `APP1` segment (`xmp.rs`), added after the leading `APPn`
//! segments so a JFIF or Exif header (and its orientation) stays first and untouched. A packet
//! someone else wrote is kept and the record joins it; GenDesk's own earlier one is replaced.
//! The segments are rewritten by img-parts; the compressed picture is copied byte for byte.

use std::path::Path;

use bytes::{Bytes, BytesMut};
use img_parts::jpeg::{Jpeg, JpegSegment, markers};

use super::record::Record;
use super::{Found, ProvenanceError, xmp};

/// How an `APP1` segment says it holds XMP.
const XMP_HEADER: &[u8] = b"http://ns.adobe.com/xap/1.0/\0";
/// The most an `APP1` segment holds (its length field counts itself).
const MAX_CONTENTS: usize = 65_533;

fn open(path: &Path) -> Result<Jpeg, ProvenanceError> {
    let bytes = std::fs::read(path)?;
    Jpeg::from_bytes(Bytes::from(bytes))
        .map_err(|err| ProvenanceError::damaged("JPEG", err.to_string()))
}

/// The XMP packet of a segment, if it is one.
fn packet_of(segment: &JpegSegment) -> Option<String> {
    (segment.marker() == markers::APP1)
        .then(|| segment.contents().strip_prefix(XMP_HEADER))
        .flatten()
        .map(|packet| String::from_utf8_lossy(packet).into_owned())
}

/// Writes the record into the JPEG at `path` (through a sibling file, then renamed over it).
pub fn stamp(path: &Path, record: &Record) -> Result<(), ProvenanceError> {
    let mut jpeg = open(path)?;
    let segments = jpeg.segments_mut();
    let existing = segments
        .iter()
        .enumerate()
        .find_map(|(at, segment)| packet_of(segment).map(|packet| (at, packet)));
    let packet = xmp::with_record(existing.as_ref().map(|(_, packet)| packet.as_str()), record)
        .ok_or_else(|| {
            ProvenanceError::damaged("JPEG", crate::t!("problem-media-xmp-unreadable"))
        })?;
    let mut contents = BytesMut::with_capacity(XMP_HEADER.len() + packet.len());
    contents.extend_from_slice(XMP_HEADER);
    contents.extend_from_slice(packet.as_bytes());
    if contents.len() > MAX_CONTENTS {
        return Err(ProvenanceError::TooLarge("JPEG"));
    }
    let segment = JpegSegment::new_with_contents(markers::APP1, contents.freeze());
    if let Some((at, _)) = existing {
        segments[at] = segment;
    } else {
        let after_headers = segments
            .iter()
            .position(|s| !(markers::APP0..=markers::APP15).contains(&s.marker()))
            .unwrap_or(segments.len());
        segments.insert(after_headers, segment);
    }
    super::replace(path, |file| jpeg.encoder().write_to(file).map(|_| ()))
}

/// The record in a JPEG's XMP.
pub fn read(path: &Path) -> Result<Found, ProvenanceError> {
    let jpeg = open(path)?;
    Ok(xmp::found(jpeg.segments().iter().filter_map(packet_of)))
}
