//! The record in music files other than M4A, written by lofty: `ID3v2` in MP3 and WAV (`TXXX`
//! `gendesk` the JSON, `COMM` the `parameters` text, `TSSE` GenDesk), RIFF INFO in WAV too
//! (`ICMT`, `ISFT`), Vorbis comments in FLAC and OGG (`GENDESK`, `COMMENT`, `DESCRIPTION`,
//! `ENCODER`). Tags the file already has are kept. lofty rewrites the file, so it works on a
//! copy that is renamed over the original once it is whole: a failure leaves the file as it was.
//! Music files are a few megabytes; the copy costs nothing next to the download.

use std::fs::File;
use std::path::{Path, PathBuf};

use lofty::config::{ParseOptions, WriteOptions};
use lofty::file::AudioFile;
use lofty::flac::FlacFile;
use lofty::id3::v2::Id3v2Tag;
use lofty::iff::wav::{RiffInfoList, WavFile};
use lofty::mpeg::MpegFile;
use lofty::ogg::tag::VorbisComments;
use lofty::ogg::{OpusFile, VorbisFile};
use lofty::prelude::*;

use super::record::Record;
use super::{Found, ProvenanceError};

/// The kinds of music file this writes into.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AudioKind {
    /// MP3.
    Mp3,
    /// WAV.
    Wav,
    /// FLAC.
    Flac,
    /// Ogg (Vorbis or Opus).
    Ogg,
}

const KEY: &str = "gendesk";

fn failed(format: &'static str, err: &impl std::fmt::Display) -> ProvenanceError {
    ProvenanceError::damaged(format, err.to_string())
}

fn name(kind: AudioKind) -> &'static str {
    match kind {
        AudioKind::Mp3 => "MP3",
        AudioKind::Wav => "WAV",
        AudioKind::Flac => "FLAC",
        AudioKind::Ogg => "Ogg",
    }
}

fn with_record_id3(mut tag: Id3v2Tag, record: &Record) -> Id3v2Tag {
    tag.insert_user_text(KEY.to_owned(), record.to_json());
    tag.set_comment(record.parameters());
    tag.insert(lofty::id3::v2::Frame::Text(
        lofty::id3::v2::TextInformationFrame::new(
            lofty::id3::v2::FrameId::Valid("TSSE".into()),
            lofty::TextEncoding::UTF8,
            record.generator.clone(),
        ),
    ));
    tag
}

fn with_record_vorbis(mut tag: VorbisComments, record: &Record) -> VorbisComments {
    tag.insert("GENDESK".to_owned(), record.to_json());
    tag.insert("COMMENT".to_owned(), record.parameters());
    if let Some(prompt) = record.prompt() {
        tag.insert("DESCRIPTION".to_owned(), prompt.to_owned());
    }
    tag.insert("ENCODER".to_owned(), record.generator.clone());
    tag
}

fn with_record_riff(mut tag: RiffInfoList, record: &Record) -> RiffInfoList {
    tag.insert("ICMT".to_owned(), record.parameters());
    tag.insert("ISFT".to_owned(), record.generator.clone());
    tag
}

fn open(path: &Path) -> Result<File, ProvenanceError> {
    Ok(File::open(path)?)
}

/// Writes the tags into `copy` (a copy of the file).
fn write_tags(copy: &Path, kind: AudioKind, record: &Record) -> Result<(), ProvenanceError> {
    let options = ParseOptions::new().read_properties(false);
    let format = name(kind);
    match kind {
        AudioKind::Mp3 => {
            let file = MpegFile::read_from(&mut open(copy)?, options)
                .map_err(|err| failed(format, &err))?;
            let tag = with_record_id3(file.id3v2().cloned().unwrap_or_default(), record);
            tag.save_to_path(copy, WriteOptions::default())
                .map_err(|err| failed(format, &err))?;
        }
        AudioKind::Wav => {
            let file = WavFile::read_from(&mut open(copy)?, options)
                .map_err(|err| failed(format, &err))?;
            let info = with_record_riff(file.riff_info().cloned().unwrap_or_default(), record);
            info.save_to_path(copy, WriteOptions::default())
                .map_err(|err| failed(format, &err))?;
            let tag = with_record_id3(file.id3v2().cloned().unwrap_or_default(), record);
            // `id3 `, the chunk name exiftool and most readers look for.
            let options = WriteOptions::default().uppercase_id3v2_chunk(false);
            tag.save_to_path(copy, options)
                .map_err(|err| failed(format, &err))?;
        }
        AudioKind::Flac => {
            let file = FlacFile::read_from(&mut open(copy)?, options)
                .map_err(|err| failed(format, &err))?;
            let tag =
                with_record_vorbis(file.vorbis_comments().cloned().unwrap_or_default(), record);
            tag.save_to_path(copy, WriteOptions::default())
                .map_err(|err| failed(format, &err))?;
        }
        AudioKind::Ogg => {
            let existing = match VorbisFile::read_from(&mut open(copy)?, options) {
                Ok(file) => file.vorbis_comments().clone(),
                Err(_) => OpusFile::read_from(&mut open(copy)?, options)
                    .map_err(|err| failed(format, &err))?
                    .vorbis_comments()
                    .clone(),
            };
            let tag = with_record_vorbis(existing, record);
            tag.save_to_path(copy, WriteOptions::default())
                .map_err(|err| failed(format, &err))?;
        }
    }
    Ok(())
}

/// Writes the record into the music file at `path`; the file is as it was when this fails.
pub fn stamp(path: &Path, kind: AudioKind, record: &Record) -> Result<(), ProvenanceError> {
    let mut copy = path.as_os_str().to_owned();
    copy.push(".record");
    let copy = PathBuf::from(copy);
    let written = std::fs::copy(path, &copy)
        .map_err(ProvenanceError::from)
        .and_then(|_| write_tags(&copy, kind, record))
        .and_then(|()| {
            File::open(&copy)?.sync_all()?;
            std::fs::rename(&copy, path)?;
            Ok(())
        });
    if written.is_err() {
        // Best effort: a stale copy is overwritten by the next attempt.
        let _ = std::fs::remove_file(&copy);
    }
    written
}

/// The record and `parameters` text in a music file.
pub fn read(path: &Path, kind: AudioKind) -> Result<Found, ProvenanceError> {
    let options = ParseOptions::new().read_properties(false);
    let format = name(kind);
    let from_id3 = |tag: Option<&Id3v2Tag>| Found {
        record: tag
            .and_then(|t| t.get_user_text(KEY))
            .and_then(Record::from_json),
        parameters: tag
            .and_then(Accessor::comment)
            .map(std::borrow::Cow::into_owned),
    };
    let from_vorbis = |tag: &VorbisComments| Found {
        record: tag.get("GENDESK").and_then(Record::from_json),
        parameters: tag.get("COMMENT").map(str::to_owned),
    };
    Ok(match kind {
        AudioKind::Mp3 => from_id3(
            MpegFile::read_from(&mut open(path)?, options)
                .map_err(|err| failed(format, &err))?
                .id3v2(),
        ),
        AudioKind::Wav => from_id3(
            WavFile::read_from(&mut open(path)?, options)
                .map_err(|err| failed(format, &err))?
                .id3v2(),
        ),
        AudioKind::Flac => FlacFile::read_from(&mut open(path)?, options)
            .map_err(|err| failed(format, &err))?
            .vorbis_comments()
            .map(from_vorbis)
            .unwrap_or_default(),
        AudioKind::Ogg => match VorbisFile::read_from(&mut open(path)?, options) {
            Ok(file) => from_vorbis(file.vorbis_comments()),
            Err(_) => from_vorbis(
                OpusFile::read_from(&mut open(path)?, options)
                    .map_err(|err| failed(format, &err))?
                    .vorbis_comments(),
            ),
        },
    })
}
