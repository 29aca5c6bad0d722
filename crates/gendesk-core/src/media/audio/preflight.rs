//! Lengths symphonia would trust, checked before it reads them: symphonia 0.5 allocates a
//! buffer of whatever size a field declares and only then reads it, so a 100-byte FLAC whose
//! comment claims 4 GB allocated 4 GB, and an M4A whose `stts` claims 2.9 billion entries
//! 23 GB (both found by fuzzing). Here every such length must fit in the bytes that are
//! really there: FLAC metadata blocks (Vorbis comments, pictures), Ogg comment packets
//! (Vorbis, Opus), `ID3v2` frames, WAVE `LIST`/`INFO` tags, and MP4 boxes (every box within
//! its parent, the sample tables' entry counts within their box, no sample larger than the
//! file); a file that claims more is damaged. Markers are looked for anywhere in the bytes, since symphonia's probe also finds
//! streams after leading junk.

use super::AudioError;

/// Refuses `bytes` when a FLAC or Ogg comment or picture declares more bytes than follow it.
pub(crate) fn check_declared_lengths(bytes: &[u8]) -> Result<(), AudioError> {
    for start in find_all(bytes, b"fLaC") {
        check_flac_metadata(&bytes[start + 4..])?;
    }
    check_ogg_comment_packets(bytes)?;
    for id3 in find_all(bytes, b"ID3") {
        check_id3v2_frames(&bytes[id3..])?;
    }
    for riff in find_all(bytes, b"RIFF") {
        check_wave_info(&bytes[riff..])?;
    }
    for ftyp in find_all(bytes, b"ftyp") {
        if let Some(start) = ftyp.checked_sub(4)
            && looks_like_ftyp(&bytes[start..])
        {
            check_mp4_boxes(&bytes[start..], *b"file", bytes.len(), 0)?;
        }
    }
    Ok(())
}

/// Offsets of every occurrence of `marker` in `bytes`.
fn find_all<'a>(bytes: &'a [u8], marker: &'a [u8]) -> impl Iterator<Item = usize> + 'a {
    bytes
        .windows(marker.len())
        .enumerate()
        .filter(move |(_, window)| *window == marker)
        .map(|(offset, _)| offset)
}

/// A big-endian reader over a slice that never reads past its end.
struct Fields<'a> {
    rest: &'a [u8],
}

impl<'a> Fields<'a> {
    fn take(&mut self, count: usize) -> Option<&'a [u8]> {
        if count > self.rest.len() {
            return None;
        }
        let (head, tail) = self.rest.split_at(count);
        self.rest = tail;
        Some(head)
    }

    fn u32_be(&mut self) -> Option<u32> {
        self.take(4)
            .map(|b| u32::from_be_bytes([b[0], b[1], b[2], b[3]]))
    }

    fn u32_le(&mut self) -> Option<u32> {
        self.take(4)
            .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }

    /// Skips a field of `len` bytes; `None` when fewer remain.
    fn skip(&mut self, len: u32) -> Option<()> {
        self.take(usize::try_from(len).ok()?).map(|_| ())
    }
}

/// The metadata blocks after a `fLaC` marker: each block's own fields must fit in what the
/// file holds after them (a block cut short by the end of the file is left to symphonia,
/// which reports it).
fn check_flac_metadata(after_marker: &[u8]) -> Result<(), AudioError> {
    let mut blocks = Fields { rest: after_marker };
    loop {
        let Some(header) = blocks.take(4) else {
            return Ok(());
        };
        let last = header[0] & 0x80 != 0;
        let kind = header[0] & 0x7f;
        let len =
            usize::from(header[1]) << 16 | usize::from(header[2]) << 8 | usize::from(header[3]);
        // What symphonia reads a block's fields from: the block, but never more than the file.
        let body = &blocks.rest[..len.min(blocks.rest.len())];
        match kind {
            4 => check_vorbis_comments(body).ok_or_else(|| {
                AudioError::Damaged(crate::t!("problem-media-audio-flac-comment-too-long"))
            })?,
            6 => check_flac_picture(body).ok_or_else(|| {
                AudioError::Damaged(crate::t!("problem-media-audio-flac-picture-too-long"))
            })?,
            _ => {}
        }
        if last || blocks.take(len).is_none() {
            return Ok(());
        }
    }
}

/// Vorbis comments as FLAC and Ogg store them: vendor string, count, then each comment,
/// every length little-endian. `None` when a length runs past `body`.
fn check_vorbis_comments(body: &[u8]) -> Option<()> {
    let mut fields = Fields { rest: body };
    let Some(vendor) = fields.u32_le() else {
        return Some(());
    };
    fields.skip(vendor)?;
    let Some(count) = fields.u32_le() else {
        return Some(());
    };
    for _ in 0..count {
        // symphonia stops at the end of the data; only a declared length past it matters.
        let Some(len) = fields.u32_le() else {
            return Some(());
        };
        fields.skip(len)?;
    }
    Some(())
}

/// A FLAC picture block: type, MIME type, description, four sizes, then the picture's data,
/// lengths big-endian.
fn check_flac_picture(body: &[u8]) -> Option<()> {
    let mut fields = Fields { rest: body };
    let Some(_kind) = fields.u32_be() else {
        return Some(());
    };
    for _ in 0..2 {
        let Some(len) = fields.u32_be() else {
            return Some(());
        };
        fields.skip(len)?;
    }
    for _ in 0..4 {
        if fields.u32_be().is_none() {
            return Some(());
        }
    }
    let Some(len) = fields.u32_be() else {
        return Some(());
    };
    fields.skip(len)
}

/// The comment packet of an Ogg Vorbis (`\x03vorbis`) or Opus (`OpusTags`) stream.
fn check_ogg_comment_packet(packet: &[u8]) -> Result<(), AudioError> {
    let comments = if let Some(rest) = packet.strip_prefix(b"\x03vorbis") {
        rest
    } else if let Some(rest) = packet.strip_prefix(b"OpusTags") {
        rest
    } else {
        return Ok(());
    };
    check_vorbis_comments(comments)
        .ok_or_else(|| AudioError::Damaged(crate::t!("problem-media-audio-ogg-comment-too-long")))
}

/// A syncsafe integer (7 bits a byte), read as symphonia reads it: a byte's top bit is
/// ignored, not refused (fuzzing found a tag whose size had it set).
fn syncsafe(bytes: &[u8]) -> u32 {
    bytes
        .iter()
        .fold(0u32, |value, &byte| value << 7 | u32::from(byte & 0x7f))
}

/// The frames of an `ID3v2` tag (versions 2.2 to 2.4): each frame's size must fit in the tag.
/// symphonia reads an `ID3v2` tag wherever its probe meets one, and allocates each frame's
/// declared size (a 2.3 size is a plain 32-bit number: fuzzing found one of 4 GB).
fn check_id3v2_frames(tag: &[u8]) -> Result<(), AudioError> {
    let Some(header) = tag.get(..10) else {
        return Ok(());
    };
    let version = header[3];
    if !(2..=4).contains(&version) {
        return Ok(());
    }
    let size = syncsafe(&header[6..10]);
    let body = &tag[10..];
    let body = &body[..usize::try_from(size).unwrap_or(usize::MAX).min(body.len())];
    let mut frames = Fields { rest: body };
    if header[5] & 0x40 != 0 && version > 2 {
        // The extended header: its size, then (2.3 only) as many bytes again.
        let Some(size_field) = frames.take(4) else {
            return Ok(());
        };
        let skipped = if version == 3 {
            u32::from_be_bytes([size_field[0], size_field[1], size_field[2], size_field[3]])
        } else {
            syncsafe(size_field).saturating_sub(4)
        };
        if frames.skip(skipped).is_none() {
            return Ok(());
        }
    }
    loop {
        let id_len = if version == 2 { 3 } else { 4 };
        let Some(id) = frames.take(id_len) else {
            return Ok(());
        };
        // Padding, or data symphonia does not read as frames.
        if !id
            .iter()
            .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit())
        {
            return Ok(());
        }
        let size = match version {
            2 => frames
                .take(3)
                .map(|b| u32::from_be_bytes([0, b[0], b[1], b[2]])),
            3 => frames.u32_be(),
            _ => frames.take(4).map(syncsafe),
        };
        let Some(size) = size else {
            return Ok(());
        };
        if version > 2 && frames.take(2).is_none() {
            return Ok(());
        }
        if frames.skip(size).is_none() {
            return Err(AudioError::Damaged(crate::t!(
                "problem-media-audio-id3-frame-too-long",
                frame = String::from_utf8_lossy(id).into_owned()
            )));
        }
    }
}

/// The `LIST`/`INFO` tags of a WAVE file: symphonia bounds each by its parent's declared
/// length, but the `RIFF` length is the file's own claim, so each tag must fit in the bytes
/// that follow it.
fn check_wave_info(riff: &[u8]) -> Result<(), AudioError> {
    if riff.get(8..12) != Some(b"WAVE".as_slice()) {
        return Ok(());
    }
    let mut chunks = Fields {
        rest: riff.get(12..).unwrap_or_default(),
    };
    while let (Some(tag), Some(len)) = (chunks.take(4), chunks.u32_le()) {
        let body_len = usize::try_from(len).unwrap_or(usize::MAX);
        if tag == b"LIST" && chunks.rest.get(..4) == Some(b"INFO".as_slice()) {
            let body = &chunks.rest[..body_len.min(chunks.rest.len())];
            let mut tags = Fields {
                rest: body.get(4..).unwrap_or_default(),
            };
            while let (Some(_), Some(len)) = (tags.take(4), tags.u32_le()) {
                // Past what the file holds after it: symphonia would allocate it all.
                if tags.skip(len).is_none() {
                    return Err(AudioError::Damaged(crate::t!(
                        "problem-media-audio-wave-tag-too-long"
                    )));
                }
                if len % 2 == 1 {
                    let _ = tags.take(1);
                }
            }
        }
        if chunks.skip(len).is_none() {
            return Ok(());
        }
        if len % 2 == 1 {
            let _ = chunks.take(1);
        }
    }
    Ok(())
}

/// Boxes whose children symphonia reads (`meta` has a version and flags first).
const MP4_CONTAINERS: [&[u8; 4]; 12] = [
    b"moov", b"trak", b"mdia", b"minf", b"stbl", b"edts", b"dinf", b"udta", b"mvex", b"moof",
    b"traf", b"ilst",
];

/// Boxes symphonia does not read into memory: their size may run past the end of a file that
/// was cut short.
const MP4_SKIPPED: [&[u8; 4]; 3] = [b"mdat", b"free", b"skip"];

/// Deepest nesting of MP4 boxes looked into.
const MP4_MAX_DEPTH: usize = 12;

/// An `ftyp` box, not four letters met by chance in other data: a plausible size (a major
/// brand, a version and whole compatible brands, at most 1 KiB) that fits. The brands
/// themselves are not judged: symphonia does not (fuzzing found an `M\xc3A ` brand).
fn looks_like_ftyp(bytes: &[u8]) -> bool {
    let Some(head) = bytes.get(..8) else {
        return false;
    };
    let size = u32::from_be_bytes([head[0], head[1], head[2], head[3]]);
    (16..=1024).contains(&size)
        && size % 4 == 0
        && usize::try_from(size).is_ok_and(|size| size <= bytes.len())
}

/// The boxes in `bytes` (a file from an `ftyp`, or a box's body): each must fit in `bytes`,
/// and each sample table's entries in its box. `file_len` is the whole file's length.
fn check_mp4_boxes(
    bytes: &[u8],
    parent: [u8; 4],
    file_len: usize,
    depth: usize,
) -> Result<(), AudioError> {
    if depth > MP4_MAX_DEPTH {
        return Ok(());
    }
    let mut rest = bytes;
    while rest.len() >= 8 {
        let size32 = u32::from_be_bytes([rest[0], rest[1], rest[2], rest[3]]);
        let kind: [u8; 4] = [rest[4], rest[5], rest[6], rest[7]];
        let (header, size) = match size32 {
            // To the end of the file (or of the parent).
            0 => (8, rest.len() as u64),
            1 => match rest.get(8..16) {
                Some(large) => (
                    16,
                    u64::from_be_bytes([
                        large[0], large[1], large[2], large[3], large[4], large[5], large[6],
                        large[7],
                    ]),
                ),
                None => return Ok(()),
            },
            n => (8, u64::from(n)),
        };
        if size < header as u64 {
            // symphonia refuses a box smaller than its header.
            return Ok(());
        }
        let skipped = MP4_SKIPPED.contains(&&kind);
        let Some(len) = usize::try_from(size).ok().filter(|len| *len <= rest.len()) else {
            if skipped {
                return Ok(());
            }
            return Err(AudioError::Damaged(crate::t!(
                "problem-media-audio-mp4-box-too-long",
                kind = String::from_utf8_lossy(&kind).into_owned()
            )));
        };
        let body = &rest[header..len];
        // The items of an `ilst` (`©nam`, …) hold `data` boxes.
        if MP4_CONTAINERS.contains(&&kind) || &parent == b"ilst" {
            check_mp4_boxes(body, kind, file_len, depth + 1)?;
        } else if &kind == b"meta" {
            check_mp4_boxes(body.get(4..).unwrap_or_default(), kind, file_len, depth + 1)?;
        } else if depth > 0 {
            check_mp4_table(kind, body, file_len)?;
        }
        rest = &rest[len..];
    }
    Ok(())
}

/// A sample table's entry count against its body (after version and flags), and for `stsz`
/// each sample's size against the file.
fn check_mp4_table(kind: [u8; 4], body: &[u8], file_len: usize) -> Result<(), AudioError> {
    let entry_size: u64 = match &kind {
        b"stco" | b"stss" => 4,
        b"stts" | b"ctts" | b"co64" => 8,
        b"stsc" => 12,
        b"stsz" => return check_mp4_sizes(body, file_len),
        _ => return Ok(()),
    };
    let mut fields = Fields {
        rest: body.get(4..).unwrap_or_default(),
    };
    let Some(count) = fields.u32_be() else {
        return Ok(());
    };
    if u64::from(count) * entry_size > fields.rest.len() as u64 {
        return Err(AudioError::Damaged(crate::t!(
            "problem-media-audio-mp4-table-too-long",
            table = String::from_utf8_lossy(&kind).into_owned(),
            count = count
        )));
    }
    Ok(())
}

fn check_mp4_sizes(body: &[u8], file_len: usize) -> Result<(), AudioError> {
    let mut fields = Fields {
        rest: body.get(4..).unwrap_or_default(),
    };
    let (Some(constant), Some(count)) = (fields.u32_be(), fields.u32_be()) else {
        return Ok(());
    };
    let too_large = |size: u32| usize::try_from(size).map_or(true, |size| size > file_len);
    if constant != 0 {
        return if too_large(constant) {
            Err(AudioError::Damaged(crate::t!(
                "problem-media-audio-mp4-sample-size-too-long"
            )))
        } else {
            Ok(())
        };
    }
    if u64::from(count) * 4 > fields.rest.len() as u64 {
        return Err(AudioError::Damaged(crate::t!(
            "problem-media-audio-mp4-table-too-long",
            table = "stsz",
            count = count
        )));
    }
    for _ in 0..count {
        if fields.u32_be().is_some_and(too_large) {
            return Err(AudioError::Damaged(crate::t!(
                "problem-media-audio-mp4-sample-too-long"
            )));
        }
    }
    Ok(())
}

/// Comment packets checked at most: symphonia reads comments from each stream's header
/// packets, at the start of the stream.
const OGG_CANDIDATES: usize = 16;

/// One Ogg page: its stream, its segment sizes and the data they cover (cut short by the end
/// of the file), and where the next page may start.
struct Page<'a> {
    serial: u32,
    continued: bool,
    lacing: &'a [u8],
    data: &'a [u8],
    end: usize,
}

fn page_at(bytes: &[u8], start: usize) -> Option<Page<'_>> {
    let page = bytes.get(start..)?;
    if !page.starts_with(b"OggS") {
        return None;
    }
    let segments = usize::from(*page.get(26)?);
    let lacing = page.get(27..27 + segments)?;
    let len: usize = lacing.iter().map(|&n| usize::from(n)).sum();
    let data_start = 27 + segments;
    let data = &page[data_start..(data_start + len).min(page.len())];
    Some(Page {
        serial: u32::from_le_bytes([page[14], page[15], page[16], page[17]]),
        continued: page[5] & 1 != 0,
        lacing,
        data,
        end: start + data_start + len,
    })
}

/// The next page at or after `from`, as a reader that resynchronises on `OggS` finds it.
fn next_page(bytes: &[u8], from: usize) -> Option<(usize, Page<'_>)> {
    let mut offset = from;
    loop {
        let found = offset + find_all(bytes.get(offset..)?, b"OggS").next()?;
        if let Some(page) = page_at(bytes, found) {
            return Some((found, page));
        }
        offset = found + 1;
    }
}

/// Checks the packets of an Ogg file that look like comment headers (`\x03vorbis`,
/// `OpusTags`), each whole (reassembled from the segments of its page and the following pages
/// of the same stream, then dropped). At most [`OGG_CANDIDATES`].
fn check_ogg_comment_packets(bytes: &[u8]) -> Result<(), AudioError> {
    let mut checked = 0;
    let mut offset = 0;
    while checked < OGG_CANDIDATES {
        let Some((start, page)) = next_page(bytes, offset) else {
            break;
        };
        offset = page.end.max(start + 1);
        // Where each packet that begins on this page starts: after every segment shorter
        // than 255 bytes, and at the page's start unless it continues a packet.
        let mut position = 0;
        let mut starts_here = !page.continued;
        for (index, &segment) in page.lacing.iter().enumerate() {
            if starts_here {
                let head = page.data.get(position..).unwrap_or_default();
                if head.starts_with(b"\x03vorbis") || head.starts_with(b"OpusTags") {
                    check_ogg_comment_packet(&reassemble(bytes, &page, index, position))?;
                    checked += 1;
                    if checked == OGG_CANDIDATES {
                        break;
                    }
                }
            }
            position += usize::from(segment);
            starts_here = segment < 255;
        }
    }
    Ok(())
}

/// The packet starting at segment `index` (byte `position` of the data) of `page`.
fn reassemble(bytes: &[u8], page: &Page<'_>, index: usize, position: usize) -> Vec<u8> {
    let mut packet = Vec::new();
    let mut position = position;
    for &segment in &page.lacing[index..] {
        let end = (position + usize::from(segment)).min(page.data.len());
        packet.extend_from_slice(page.data.get(position..end).unwrap_or_default());
        position += usize::from(segment);
        if segment < 255 {
            return packet;
        }
    }
    // It goes on in the stream's next pages.
    let mut offset = page.end;
    while let Some((start, next)) = next_page(bytes, offset) {
        offset = next.end.max(start + 1);
        if next.serial != page.serial {
            continue;
        }
        let mut position = 0;
        for &segment in next.lacing {
            let end = (position + usize::from(segment)).min(next.data.len());
            packet.extend_from_slice(next.data.get(position..end).unwrap_or_default());
            position += usize::from(segment);
            if segment < 255 {
                return packet;
            }
        }
    }
    packet
}

#[cfg(test)]
mod tests {
    use super::*;

    fn flac_with_comment(vendor_len: u32, comment_len: u32, body_extra: &[u8]) -> Vec<u8> {
        let mut body = Vec::new();
        body.extend_from_slice(&vendor_len.to_le_bytes());
        body.extend_from_slice(b"Lavf");
        body.extend_from_slice(&1u32.to_le_bytes());
        body.extend_from_slice(&comment_len.to_le_bytes());
        body.extend_from_slice(body_extra);
        let mut file = b"fLaC".to_vec();
        let len = u32::try_from(body.len()).unwrap();
        file.push(0x84); // last block, VORBIS_COMMENT
        file.extend_from_slice(&len.to_be_bytes()[1..]);
        file.extend_from_slice(&body);
        file
    }

    #[test]
    fn comments_that_fit_pass() {
        let file = flac_with_comment(4, 11, b"encoder=x42");
        assert!(check_declared_lengths(&file).is_ok());
    }

    #[test]
    fn a_comment_claiming_gigabytes_is_damaged() {
        let file = flac_with_comment(4, 0xef49_a01c, b"encoder");
        let err = check_declared_lengths(&file).unwrap_err();
        assert!(matches!(err, AudioError::Damaged(_)), "{err}");
        assert!(err.to_string().contains("FLAC comment"), "{err}");
        // After leading junk too.
        let mut junk = b"\x00junk".to_vec();
        junk.extend_from_slice(&file);
        assert!(check_declared_lengths(&junk).is_err());
    }

    fn mp4_box(kind: &[u8], body: &[u8]) -> Vec<u8> {
        let mut out = u32::try_from(body.len() + 8)
            .unwrap()
            .to_be_bytes()
            .to_vec();
        out.extend_from_slice(kind);
        out.extend_from_slice(body);
        out
    }

    fn m4a_with_stts(count: u32, entries: &[u8]) -> Vec<u8> {
        let mut stts = vec![0, 0, 0, 0];
        stts.extend_from_slice(&count.to_be_bytes());
        stts.extend_from_slice(entries);
        let stbl = mp4_box(b"stbl", &mp4_box(b"stts", &stts));
        let trak = mp4_box(b"trak", &mp4_box(b"mdia", &mp4_box(b"minf", &stbl)));
        let mut file = mp4_box(b"ftyp", b"M4A \0\0\0\0");
        file.extend_from_slice(&mp4_box(b"moov", &trak));
        file.extend_from_slice(&mp4_box(b"mdat", b"\0\0"));
        file
    }

    #[test]
    fn mp4_tables_must_fit_their_boxes() {
        assert!(check_declared_lengths(&m4a_with_stts(1, &[0, 0, 0, 1, 0, 0, 4, 0])).is_ok());
        let err = check_declared_lengths(&m4a_with_stts(0xab00_0000, &[0; 8])).unwrap_err();
        assert!(err.to_string().contains("stts"), "{err}");
    }

    #[test]
    fn mp4_boxes_must_fit_their_parent_but_mdat_may_be_cut() {
        let mut file = mp4_box(b"ftyp", b"M4A \0\0\0\0");
        let mut moov = mp4_box(b"moov", &mp4_box(b"udta", b""));
        moov[11] = 200; // udta claims more than moov holds
        file.extend_from_slice(&moov);
        assert!(check_declared_lengths(&file).is_err());
        let mut cut = mp4_box(b"ftyp", b"M4A \0\0\0\0");
        cut.extend_from_slice(&[0, 1, 0, 0]);
        cut.extend_from_slice(b"mdat\0\0");
        assert!(check_declared_lengths(&cut).is_ok());
    }

    #[test]
    fn an_id3v2_frame_claiming_gigabytes_is_damaged() {
        let tag = |frame_size: u32| {
            let mut frame = b"TSSE".to_vec();
            frame.extend_from_slice(&frame_size.to_be_bytes());
            frame.extend_from_slice(&[0, 0, 3]);
            frame.extend_from_slice(b"Lavf");
            let mut tag = b"ID3\x03\x00\x00".to_vec();
            tag.extend_from_slice(&[0, 0, 0, u8::try_from(frame.len()).unwrap()]);
            tag.extend_from_slice(&frame);
            tag.extend_from_slice(b"\xff\xfb\x90\x00");
            tag
        };
        assert!(check_declared_lengths(&tag(5)).is_ok());
        let err = check_declared_lengths(&tag(0xffff_ff07)).unwrap_err();
        assert!(err.to_string().contains("ID3v2 frame TSSE"), "{err}");
        // A tag size with top bits set is read as symphonia reads it, not skipped.
        let mut odd = tag(0x3000_00ed);
        odd[6] |= 0x80;
        odd[8] |= 0x80;
        assert!(check_declared_lengths(&odd).is_err());
        assert_eq!(syncsafe(&[0x81, 0, 0x80, 3]), 1 << 21 | 3);
    }

    #[test]
    fn a_wave_tag_claiming_gigabytes_is_damaged() {
        let wave = |tag_len: u32| {
            let mut info = b"INFO".to_vec();
            info.extend_from_slice(b"INAM");
            info.extend_from_slice(&tag_len.to_le_bytes());
            info.extend_from_slice(b"sine");
            let mut file = b"RIFF".to_vec();
            file.extend_from_slice(&u32::MAX.to_le_bytes());
            file.extend_from_slice(b"WAVE");
            file.extend_from_slice(b"LIST");
            file.extend_from_slice(&u32::try_from(info.len()).unwrap().to_le_bytes());
            file.extend_from_slice(&info);
            file
        };
        assert!(check_declared_lengths(&wave(4)).is_ok());
        let err = check_declared_lengths(&wave(0xc000_0000)).unwrap_err();
        assert!(err.to_string().contains("WAVE tag"), "{err}");
    }

    #[test]
    fn an_ogg_comment_claiming_gigabytes_is_damaged() {
        let mut packet = b"\x03vorbis".to_vec();
        packet.extend_from_slice(&4u32.to_le_bytes());
        packet.extend_from_slice(b"Lavf");
        packet.extend_from_slice(&1u32.to_le_bytes());
        packet.extend_from_slice(&u32::MAX.to_le_bytes());
        let mut page = b"OggS\x00\x00".to_vec();
        page.extend_from_slice(&[0; 8]); // granule position
        page.extend_from_slice(&7u32.to_le_bytes()); // serial
        page.extend_from_slice(&[0; 8]); // sequence, checksum
        page.push(1);
        page.push(u8::try_from(packet.len()).unwrap());
        page.extend_from_slice(&packet);
        assert!(check_declared_lengths(&page).is_err());
        let fits = page.len() - 4;
        page[fits..].copy_from_slice(&0u32.to_le_bytes());
        assert!(check_declared_lengths(&page).is_ok());
    }
}
