//! The MP4 edit list of the first sound track: how many decoded frames are encoder priming
//! (AAC encoders put 1 024 or 2 112 frames of it first) and how many frames the clip really
//! has. symphonia 0.5 decodes every sample of the track and ignores `elst`, so without this a
//! 3.000 s AAC clip decodes as ~3.07 s and its audio clock runs ~46 ms ahead of the picture.
//!
//! Only the boxes on the path `moov/mvhd`, `moov/trak/{mdia/{mdhd,hdlr},edts/elst}` are
//! read, bounds-checked; anything unexpected gives [`EditTrim::NONE`] (play everything).

use std::time::Duration;

use super::clip::frames_to_duration;

/// Frames to drop at the start of a decoded track and how many to keep after them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(crate) struct EditTrim {
    /// Priming frames at the start.
    pub(crate) skip: u64,
    /// Frames that play, when the edit says.
    pub(crate) keep: Option<u64>,
}

impl EditTrim {
    /// Play every decoded frame.
    pub(crate) const NONE: Self = Self {
        skip: 0,
        keep: None,
    };

    /// How many of the `len` frames of a packet starting at decoded frame `start` are priming.
    pub(crate) fn skip_in(&self, start: u64, len: usize) -> usize {
        let left = self.skip.saturating_sub(start);
        usize::try_from(left).map_or(len, |left| left.min(len))
    }

    /// Whether `kept` frames (after the priming) are the whole clip.
    pub(crate) fn past_end(&self, kept: u64) -> bool {
        self.keep.is_some_and(|keep| kept >= keep)
    }

    /// The clip's length per the edit, when it gives one.
    pub(crate) fn duration(&self, sample_rate: u32) -> Option<Duration> {
        self.keep.map(|keep| frames_to_duration(keep, sample_rate))
    }
}

/// The trim of the first sound track of `bytes`, or [`EditTrim::NONE`] when it is not MP4 or
/// has no usable single edit.
pub(crate) fn trim_for(bytes: &[u8], sample_rate: u32) -> EditTrim {
    if bytes.get(4..8) != Some(b"ftyp".as_slice()) || sample_rate == 0 {
        return EditTrim::NONE;
    }
    let Some(moov) = children(bytes).find(|(kind, _)| kind == b"moov") else {
        return EditTrim::NONE;
    };
    let movie_scale = children(moov.1)
        .find(|(kind, _)| kind == b"mvhd")
        .and_then(|(_, body)| timescale(body));
    let Some(movie_scale) = movie_scale else {
        return EditTrim::NONE;
    };
    children(moov.1)
        .filter(|(kind, _)| kind == b"trak")
        .find_map(|(_, trak)| sound_track(trak))
        .and_then(|(media_scale, edit)| edit.to_trim(movie_scale, media_scale, sample_rate))
        .unwrap_or(EditTrim::NONE)
}

/// One `elst` entry: duration in movie units, start in media units.
#[derive(Debug, Clone, Copy)]
struct Edit {
    segment_duration: u64,
    media_time: u64,
}

impl Edit {
    fn to_trim(self, movie_scale: u32, media_scale: u32, rate: u32) -> Option<EditTrim> {
        let scale = |value: u64, from: u32| {
            (u128::from(value) * u128::from(rate))
                .checked_div(u128::from(from))
                .and_then(|v| u64::try_from(v).ok())
        };
        let skip = scale(self.media_time, media_scale)?;
        let keep = match self.segment_duration {
            0 => None,
            duration => Some(scale(duration, movie_scale)?),
        };
        Some(EditTrim { skip, keep })
    }
}

/// `(mdhd timescale, the single edit)` of a `trak` whose handler is `soun`.
fn sound_track(trak: &[u8]) -> Option<(u32, Edit)> {
    let mdia = children(trak).find(|(kind, _)| kind == b"mdia")?.1;
    let handler = children(mdia).find(|(kind, _)| kind == b"hdlr")?.1;
    if handler.get(8..12)? != b"soun" {
        return None;
    }
    let media_scale = timescale(children(mdia).find(|(kind, _)| kind == b"mdhd")?.1)?;
    let edts = children(trak).find(|(kind, _)| kind == b"edts")?.1;
    let elst = children(edts).find(|(kind, _)| kind == b"elst")?.1;
    Some((media_scale, single_edit(elst)?))
}

/// The one non-empty entry of an `elst` (leading empty edits, which only delay, are skipped).
fn single_edit(elst: &[u8]) -> Option<Edit> {
    let version = *elst.first()?;
    let count = usize::try_from(be_u32(elst, 4)?).ok()?;
    let width = if version == 1 { 20 } else { 12 };
    let mut found = None;
    for index in 0..count.min(64) {
        let at = 8 + index * width;
        let (duration, media_time) = if version == 1 {
            (be_u64(elst, at)?, i64::from_be_bytes(array(elst, at + 8)?))
        } else {
            (
                u64::from(be_u32(elst, at)?),
                i64::from(i32::from_be_bytes(array(elst, at + 4)?)),
            )
        };
        if media_time < 0 {
            continue; // an empty edit
        }
        if found.is_some() {
            return None; // several segments: not a simple trim
        }
        found = Some(Edit {
            segment_duration: duration,
            media_time: u64::try_from(media_time).ok()?,
        });
    }
    found
}

/// The timescale of an `mvhd` or `mdhd` body (version 0 or 1).
fn timescale(body: &[u8]) -> Option<u32> {
    let at = if *body.first()? == 1 { 20 } else { 12 };
    be_u32(body, at).filter(|&scale| scale > 0)
}

/// The boxes directly inside `data`, as `(type, body)`; stops at the first malformed header.
fn children(data: &[u8]) -> impl Iterator<Item = ([u8; 4], &[u8])> {
    let mut rest = data;
    std::iter::from_fn(move || {
        let size = be_u32(rest, 0)?;
        let kind = array::<4>(rest, 4)?;
        let (header, total) = match size {
            0 => (8, rest.len()),
            1 => (16, usize::try_from(be_u64(rest, 8)?).ok()?),
            n => (8, usize::try_from(n).ok()?),
        };
        if total < header || total > rest.len() {
            return None;
        }
        let body = &rest[header..total];
        rest = &rest[total..];
        Some((kind, body))
    })
}

fn array<const N: usize>(data: &[u8], at: usize) -> Option<[u8; N]> {
    data.get(at..at.checked_add(N)?)?.try_into().ok()
}

fn be_u32(data: &[u8], at: usize) -> Option<u32> {
    array(data, at).map(u32::from_be_bytes)
}

fn be_u64(data: &[u8], at: usize) -> Option<u64> {
    array(data, at).map(u64::from_be_bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn not_mp4_means_no_trim() {
        assert_eq!(trim_for(b"RIFF\0\0\0\0WAVE", 22_050), EditTrim::NONE);
        assert_eq!(trim_for(b"", 22_050), EditTrim::NONE);
    }

    #[test]
    fn a_single_edit_gives_priming_and_length() {
        // moov { mvhd(timescale 1000), trak { edts { elst(3000, 1024) }, mdia { mdhd(22050), hdlr(soun) } } }
        let movie_header = full_box(*b"mvhd", &[&[0; 8], &1000u32.to_be_bytes(), &[0; 4]]);
        let media_header = full_box(*b"mdhd", &[&[0; 8], &22_050u32.to_be_bytes(), &[0; 4]]);
        let hdlr = full_box(*b"hdlr", &[&[0; 4], b"soun", &[0; 12]]);
        let elst = full_box(
            *b"elst",
            &[
                &1u32.to_be_bytes(),
                &3000u32.to_be_bytes(),
                &1024i32.to_be_bytes(),
                &[0, 1, 0, 0],
            ],
        );
        let mdia = plain_box(*b"mdia", &[&media_header, &hdlr]);
        let edts = plain_box(*b"edts", &[&elst]);
        let trak = plain_box(*b"trak", &[&edts, &mdia]);
        let moov = plain_box(*b"moov", &[&movie_header, &trak]);
        let ftyp = plain_box(*b"ftyp", &[b"M4A \0\0\0\0"]);
        let file = [ftyp, moov].concat();
        let trim = trim_for(&file, 22_050);
        assert_eq!(
            trim,
            EditTrim {
                skip: 1024,
                keep: Some(66_150)
            }
        );
        assert_eq!(trim.skip_in(0, 1024), 1024);
        assert_eq!(trim.skip_in(1000, 1024), 24);
        assert_eq!(trim.skip_in(2048, 1024), 0);
        assert!(trim.past_end(66_150) && !trim.past_end(66_149));
        // Cut anywhere: never a panic, at worst no trim.
        for cut in 0..file.len() {
            let _ = trim_for(&file[..cut], 22_050);
        }
    }

    fn plain_box(kind: [u8; 4], parts: &[&[u8]]) -> Vec<u8> {
        let body = parts.concat();
        let size = u32::try_from(body.len() + 8).unwrap();
        [&size.to_be_bytes()[..], &kind, &body].concat()
    }

    fn full_box(kind: [u8; 4], parts: &[&[u8]]) -> Vec<u8> {
        let mut with_version = vec![&[0u8; 4][..]];
        with_version.extend_from_slice(parts);
        plain_box(kind, &with_version)
    }
}
