//! The record in a PNG: an `iTXt` chunk `gendesk` (the JSON) and a `parameters` text
//! (AUTOMATIC1111's, `tEXt` when it is Latin-1, else `iTXt`), put just before `IEND`. The
//! chunks are encoded by the `png` crate; the file is changed in place, at its end only, so a
//! 50 MB picture costs a few kilobytes of writing, and the pixels stay byte-identical. Read
//! back by the `png` decoder (it reads text chunks after the image data too).

use std::fs::{File, OpenOptions};
use std::io::{BufReader, Read, Seek, SeekFrom, Write};
use std::path::Path;

use png::text_metadata::{EncodableTextChunk, ITXtChunk, TEXtChunk};

use super::record::Record;
use super::{Found, ProvenanceError};

/// The last chunk of every PNG: length 0, `IEND`, its CRC.
const IEND: [u8; 12] = [0, 0, 0, 0, b'I', b'E', b'N', b'D', 0xAE, 0x42, 0x60, 0x82];
const SIGNATURE: [u8; 8] = [0x89, b'P', b'N', b'G', 0x0D, 0x0A, 0x1A, 0x0A];

/// Adds the record's chunks before `IEND`; the file is as it was when this fails.
pub fn stamp(path: &Path, record: &Record) -> Result<(), ProvenanceError> {
    let mut chunks = Vec::new();
    ITXtChunk::new("gendesk", record.to_json())
        .encode(&mut chunks)
        .map_err(|err| ProvenanceError::Encode(err.to_string()))?;
    let parameters = record.parameters();
    let latin1 = TEXtChunk::new("parameters", parameters.clone()).encode(&mut chunks);
    if latin1.is_err() {
        ITXtChunk::new("parameters", parameters)
            .encode(&mut chunks)
            .map_err(|err| ProvenanceError::Encode(err.to_string()))?;
    }
    let mut file = OpenOptions::new().read(true).write(true).open(path)?;
    let len = file.metadata()?.len();
    let mut head = [0_u8; 8];
    file.read_exact(&mut head)
        .map_err(|_| ProvenanceError::damaged("PNG", crate::t!("problem-media-png-short")))?;
    let mut tail = [0_u8; 12];
    if head != SIGNATURE || len < 8 + 12 {
        return Err(ProvenanceError::damaged(
            "PNG",
            crate::t!("problem-media-png-bad-start"),
        ));
    }
    file.seek(SeekFrom::Start(len - 12))?;
    file.read_exact(&mut tail)?;
    if tail != IEND {
        return Err(ProvenanceError::damaged(
            "PNG",
            crate::t!("problem-media-png-bad-end"),
        ));
    }
    let written = append_before_end(&mut file, len, &chunks);
    if written.is_err() {
        // Put the end back: the file is the plain download again.
        let _ = file.set_len(len - 12);
        let _ = file.seek(SeekFrom::Start(len - 12));
        let _ = file.write_all(&IEND);
    }
    written?;
    Ok(())
}

fn append_before_end(file: &mut File, len: u64, chunks: &[u8]) -> std::io::Result<()> {
    file.set_len(len - 12)?;
    file.seek(SeekFrom::Start(len - 12))?;
    file.write_all(chunks)?;
    file.write_all(&IEND)?;
    file.sync_all()
}

/// The record and `parameters` text in a PNG.
pub fn read(path: &Path) -> Result<Found, ProvenanceError> {
    let decoder = png::Decoder::new(BufReader::new(File::open(path)?));
    let mut reader = decoder
        .read_info()
        .map_err(|err| ProvenanceError::damaged("PNG", err.to_string()))?;
    reader
        .finish()
        .map_err(|err| ProvenanceError::damaged("PNG", err.to_string()))?;
    let info = reader.info();
    let mut found = Found::default();
    let mut take = |keyword: &str, text: String| match keyword {
        "gendesk" => found.record = found.record.take().or_else(|| Record::from_json(&text)),
        "parameters" => found.parameters = Some(text),
        _ => {}
    };
    for chunk in &info.uncompressed_latin1_text {
        take(&chunk.keyword, chunk.text.clone());
    }
    for chunk in &info.compressed_latin1_text {
        if let Ok(text) = chunk.get_text() {
            take(&chunk.keyword, text);
        }
    }
    for chunk in &info.utf8_text {
        if let Ok(text) = chunk.get_text() {
            take(&chunk.keyword, text);
        }
    }
    Ok(found)
}
