//! The record in an MP4 (video, and M4A music): iTunes-style items in `moov/udta/meta/ilst` —
//! `desc` (the prompt), `©cmt` (the `parameters` text), `©too` (GenDesk) and a freeform
//! `----:com.apple.iTunes:gendesk` (the JSON) — which exiftool, ffprobe and players show.
//!
//! The media data never moves: the new `moov` is written at the end of the file and the old one
//! becomes `free` space (or, when it is last already, is replaced where it stands). No chunk
//! offset changes, and a 1 GiB film costs the size of its `moov` in writing. The crates that
//! write these items (mp4ameta, lofty) rewrite the file from `moov` on and hold everything after
//! it in memory — the whole film when `moov` comes first — so boxes are walked here by their
//! headers, and only `moov` (a few hundred kilobytes) is read whole. Fragmented files are left
//! alone.

use std::fs::{File, OpenOptions};
use std::io::{Read, Seek, SeekFrom, Write};
use std::path::Path;

use super::record::Record;
use super::{Found, ProvenanceError};

/// The largest `moov` read into memory.
const MAX_MOOV: u64 = 64 * 1024 * 1024;
/// The freeform item's name (its mean is iTunes').
const MEAN: &[u8] = b"com.apple.iTunes";
const NAME: &[u8] = b"gendesk";
/// A UTF-8 `data` box's type.
const UTF8: u32 = 1;

/// A box found by its header.
#[derive(Debug, Clone, Copy)]
struct BoxAt {
    kind: [u8; 4],
    /// Where the box starts.
    pos: u64,
    /// Its header's length (8, or 16 with a 64-bit size).
    header: u64,
    /// Its whole length.
    size: u64,
}

fn damaged(detail: String) -> ProvenanceError {
    ProvenanceError::damaged("MP4", detail)
}

/// The top-level boxes of a file of `len` bytes.
fn top_level(file: &mut File, len: u64) -> Result<Vec<BoxAt>, ProvenanceError> {
    let mut boxes = Vec::new();
    let mut pos = 0;
    while pos < len {
        let mut head = [0_u8; 8];
        file.seek(SeekFrom::Start(pos))?;
        file.read_exact(&mut head)
            .map_err(|_| damaged(crate::t!("problem-media-mp4-header-cut")))?;
        let (size, kind) = split_head(head);
        let (header, size) = match size {
            1 => {
                let mut large = [0_u8; 8];
                file.read_exact(&mut large)
                    .map_err(|_| damaged(crate::t!("problem-media-mp4-large-header-cut")))?;
                (16, u64::from_be_bytes(large))
            }
            0 => (8, len - pos),
            size => (8, u64::from(size)),
        };
        if size < header || pos.saturating_add(size) > len {
            return Err(damaged(crate::t!("problem-media-mp4-box-past-end")));
        }
        boxes.push(BoxAt {
            kind,
            pos,
            header,
            size,
        });
        pos += size;
    }
    Ok(boxes)
}

fn split_head(head: [u8; 8]) -> (u32, [u8; 4]) {
    let size = u32::from_be_bytes([head[0], head[1], head[2], head[3]]);
    (size, [head[4], head[5], head[6], head[7]])
}

/// A box inside another: its kind and its whole bytes, header included.
type Child<'a> = ([u8; 4], &'a [u8]);

/// The children of a box's content (`content` holds only them).
fn children(content: &[u8]) -> Result<Vec<Child<'_>>, ProvenanceError> {
    let mut found = Vec::new();
    let mut at = 0;
    while at + 8 <= content.len() {
        let mut head = [0_u8; 8];
        head.copy_from_slice(&content[at..at + 8]);
        let (size, kind) = split_head(head);
        let size = match size {
            0 => content.len() - at,
            1 => {
                let large = content
                    .get(at + 8..at + 16)
                    .ok_or_else(|| damaged(crate::t!("problem-media-mp4-moov-box-cut")))?;
                let mut bytes = [0_u8; 8];
                bytes.copy_from_slice(large);
                usize::try_from(u64::from_be_bytes(bytes))
                    .map_err(|_| damaged(crate::t!("problem-media-mp4-moov-box-too-large")))?
            }
            size => usize::try_from(size)
                .map_err(|_| damaged(crate::t!("problem-media-mp4-moov-box-too-large")))?,
        };
        let end = at
            .checked_add(size)
            .filter(|end| size >= 8 && *end <= content.len())
            .ok_or_else(|| damaged(crate::t!("problem-media-mp4-moov-box-past-end")))?;
        found.push((kind, &content[at..end]));
        at = end;
    }
    Ok(found)
}

/// The content of a whole box (after its 8- or 16-byte header).
fn content_of(whole: &[u8]) -> &[u8] {
    let header = if whole.len() >= 16 && whole[..4] == [0, 0, 0, 1] {
        16
    } else {
        8
    };
    &whole[header.min(whole.len())..]
}

/// A box of `kind` around `content`.
fn boxed(kind: [u8; 4], content: &[u8]) -> Vec<u8> {
    let total = content.len() + 8;
    let mut out = Vec::with_capacity(total + 8);
    if let Ok(size) = u32::try_from(total) {
        out.extend_from_slice(&size.to_be_bytes());
        out.extend_from_slice(&kind);
    } else {
        out.extend_from_slice(&1_u32.to_be_bytes());
        out.extend_from_slice(&kind);
        let large = u64::try_from(total).unwrap_or(u64::MAX).saturating_add(8);
        out.extend_from_slice(&large.to_be_bytes());
    }
    out.extend_from_slice(content);
    out
}

/// An `ilst` item holding one UTF-8 `data` box.
fn text_item(kind: [u8; 4], text: &str) -> Vec<u8> {
    boxed(kind, &data_box(text))
}

fn data_box(text: &str) -> Vec<u8> {
    let mut content = UTF8.to_be_bytes().to_vec();
    content.extend_from_slice(&[0; 4]);
    content.extend_from_slice(text.as_bytes());
    boxed(*b"data", &content)
}

/// The freeform item holding the record's JSON.
fn record_item(json: &str) -> Vec<u8> {
    let named = |kind: [u8; 4], text: &[u8]| {
        let mut content = vec![0; 4];
        content.extend_from_slice(text);
        boxed(kind, &content)
    };
    let mut content = named(*b"mean", MEAN);
    content.extend(named(*b"name", NAME));
    content.extend(data_box(json));
    boxed(*b"----", &content)
}

/// Whether an `ilst` item is one GenDesk writes (and so replaces).
fn is_ours(kind: [u8; 4], whole: &[u8]) -> bool {
    match &kind {
        b"desc" | b"\xa9cmt" | b"\xa9too" => true,
        b"----" => freeform_name(whole).is_some_and(|(mean, name)| mean == MEAN && name == NAME),
        _ => false,
    }
}

/// A freeform item's mean and name.
fn freeform_name(whole: &[u8]) -> Option<(&[u8], &[u8])> {
    let parts = children(content_of(whole)).ok()?;
    let text = |kind: &[u8; 4]| {
        parts
            .iter()
            .find(|(k, _)| k == kind)
            .and_then(|(_, whole)| content_of(whole).get(4..))
    };
    Some((text(b"mean")?, text(b"name")?))
}

/// The `moov` content with the record's items in its `udta/meta/ilst`, everything else kept.
fn with_record(moov: &[u8], record: &Record) -> Result<Vec<u8>, ProvenanceError> {
    let mut items = text_item(*b"\xa9too", &record.generator);
    if let Some(prompt) = record.prompt() {
        items.extend(text_item(*b"desc", prompt));
    }
    items.extend(text_item(*b"\xa9cmt", &record.parameters()));
    items.extend(record_item(&record.to_json()));
    let mut out = Vec::with_capacity(moov.len() + items.len() + 256);
    let mut udta = None;
    for (kind, whole) in children(moov)? {
        if &kind == b"udta" && udta.is_none() {
            udta = Some(content_of(whole));
        } else {
            out.extend_from_slice(whole);
        }
    }
    let mut udta_out = Vec::new();
    let mut meta = None;
    for (kind, whole) in children(udta.unwrap_or_default())? {
        if &kind == b"meta" && meta.is_none() {
            meta = Some(content_of(whole));
        } else {
            udta_out.extend_from_slice(whole);
        }
    }
    udta_out.extend(new_meta(meta, &items)?);
    out.extend(boxed(*b"udta", &udta_out));
    Ok(out)
}

/// A `meta` with an `mdir` handler and an `ilst` holding the old items (but GenDesk's) and
/// `items`; from `old`, the content of the file's own `meta`, when it has one.
fn new_meta(old: Option<&[u8]>, items: &[u8]) -> Result<Vec<u8>, ProvenanceError> {
    // ISO's `meta` is a full box (version and flags first); QuickTime's is not.
    let (prefix, children_of) = match old {
        Some(old) if old.get(4..8) == Some(&b"hdlr"[..]) => (&[][..], old),
        Some(old) => (
            old.get(..4).unwrap_or(&[0; 4]),
            old.get(4..).unwrap_or_default(),
        ),
        None => (&[0_u8; 4][..], &[][..]),
    };
    let mut content = prefix.to_vec();
    let mut ilst = Vec::new();
    let mut has_handler = false;
    for (kind, whole) in children(children_of)? {
        match &kind {
            b"ilst" => {
                for (item, item_whole) in children(content_of(whole))? {
                    if !is_ours(item, item_whole) {
                        ilst.extend_from_slice(item_whole);
                    }
                }
            }
            b"hdlr" => {
                has_handler = true;
                content.extend_from_slice(whole);
            }
            _ => content.extend_from_slice(whole),
        }
    }
    if !has_handler {
        // Version and flags, pre-defined, handler type `mdir`, 12 reserved bytes, an empty name.
        let mut hdlr = vec![0; 8];
        hdlr.extend_from_slice(b"mdirappl");
        hdlr.extend_from_slice(&[0; 9]);
        let mut with_handler = content[..prefix.len()].to_vec();
        with_handler.extend(boxed(*b"hdlr", &hdlr));
        with_handler.extend_from_slice(&content[prefix.len()..]);
        content = with_handler;
    }
    ilst.extend_from_slice(items);
    content.extend(boxed(*b"ilst", &ilst));
    Ok(boxed(*b"meta", &content))
}

/// The file's one `moov`; refuses fragmented files.
fn find_moov(boxes: &[BoxAt]) -> Result<BoxAt, ProvenanceError> {
    if boxes.iter().any(|b| &b.kind == b"moof") {
        return Err(ProvenanceError::Unsupported(crate::t!(
            "problem-media-mp4-fragmented"
        )));
    }
    let moov = boxes
        .iter()
        .find(|b| &b.kind == b"moov")
        .ok_or_else(|| damaged(crate::t!("problem-media-mp4-no-moov")))?;
    if moov.size - moov.header > MAX_MOOV {
        return Err(ProvenanceError::TooLarge("MP4"));
    }
    Ok(*moov)
}

/// The whole `moov` box, header included.
fn read_moov(file: &mut File, moov: BoxAt) -> Result<Vec<u8>, ProvenanceError> {
    let len = usize::try_from(moov.size).map_err(|_| ProvenanceError::TooLarge("MP4"))?;
    let mut whole = vec![0; len];
    file.seek(SeekFrom::Start(moov.pos))?;
    file.read_exact(&mut whole)?;
    Ok(whole)
}

/// The content of the whole `moov` read by [`read_moov`].
fn moov_content(whole: &[u8], moov: BoxAt) -> &[u8] {
    whole
        .get(usize::try_from(moov.header).unwrap_or(8)..)
        .unwrap_or_default()
}

/// Writes the record into the MP4 at `path`; the file is as it was when this fails.
pub fn stamp(path: &Path, record: &Record) -> Result<(), ProvenanceError> {
    let mut file = OpenOptions::new().read(true).write(true).open(path)?;
    let len = file.metadata()?.len();
    let boxes = top_level(&mut file, len)?;
    let moov = find_moov(&boxes)?;
    let old = read_moov(&mut file, moov)?;
    let new_moov = boxed(*b"moov", &with_record(moov_content(&old, moov), record)?);
    let last = moov.pos + moov.size == len;
    let written = if last {
        // Replaced where it stands.
        place(&mut file, moov.pos, &new_moov)
    } else {
        // Written at the end, then the old one becomes free space.
        place(&mut file, len, &new_moov).and_then(|()| {
            file.seek(SeekFrom::Start(moov.pos + 4))?;
            file.write_all(b"free")?;
            file.sync_all()
        })
    };
    if let Err(err) = written {
        // Back as it was: the old `moov` in its place, nothing after the old end.
        let _ = restore(&mut file, len, moov, &old, last);
        return Err(err.into());
    }
    Ok(())
}

fn place(file: &mut File, at: u64, bytes: &[u8]) -> std::io::Result<()> {
    file.set_len(at)?;
    file.seek(SeekFrom::Start(at))?;
    file.write_all(bytes)?;
    file.sync_all()
}

/// Puts the file back as it was: `old` is the whole original `moov`.
fn restore(file: &mut File, len: u64, moov: BoxAt, old: &[u8], last: bool) -> std::io::Result<()> {
    if last {
        place(file, moov.pos, old)
    } else {
        file.set_len(len)?;
        file.seek(SeekFrom::Start(moov.pos + 4))?;
        file.write_all(b"moov")?;
        file.sync_all()
    }
}

/// The record and `parameters` text in an MP4.
pub fn read(path: &Path) -> Result<Found, ProvenanceError> {
    let mut file = File::open(path)?;
    let len = file.metadata()?.len();
    let boxes = top_level(&mut file, len)?;
    let moov = find_moov(&boxes)?;
    let whole = read_moov(&mut file, moov)?;
    let mut found = Found::default();
    let Some(ilst) = find_child(moov_content(&whole, moov), *b"udta")
        .and_then(|udta| find_child(udta, *b"meta"))
        .and_then(|meta| {
            let children_of = if meta.get(4..8) == Some(&b"hdlr"[..]) {
                meta
            } else {
                meta.get(4..).unwrap_or_default()
            };
            find_child(children_of, *b"ilst")
        })
    else {
        return Ok(found);
    };
    for (kind, whole) in children(ilst)? {
        let text = || {
            children(content_of(whole))
                .ok()?
                .into_iter()
                .find(|(k, _)| k == b"data")
                .and_then(|(_, data)| content_of(data).get(8..))
                .map(|text| String::from_utf8_lossy(text).into_owned())
        };
        if is_ours(kind, whole) && &kind == b"----" {
            found.record = text().and_then(|json| Record::from_json(&json));
        } else if &kind == b"\xa9cmt" {
            found.parameters = text();
        }
    }
    Ok(found)
}

fn find_child(content: &[u8], kind: [u8; 4]) -> Option<&[u8]> {
    children(content)
        .ok()?
        .into_iter()
        .find(|(k, _)| *k == kind)
        .map(|(_, whole)| content_of(whole))
}
