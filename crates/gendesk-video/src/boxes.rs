//! A strict walker over ISO-BMFF (MP4) boxes in a byte slice, and the bridge to `re_mp4`'s
//! readers for single ("leaf") boxes.
//!
//! Why not `re_mp4::Mp4::read`: in `re_mp4` 0.5.1 a box of size 0 inside a container (for
//! example a damaged `udta` in `moov`) makes its container loop seek back to the same header
//! forever, and its sample-table builder indexes tables without bounds checks (panics on
//! inconsistent `stsc`/`stco`/`stts`) and can be made to build billions of samples from a
//! few bytes. For files from the network that is not acceptable, so GenDesk walks the
//! containers itself (every box must fit inside its parent, sizes below 8 are refused) and
//! hands only single table boxes (`stts`, `stsz`, `trun`, …) to `re_mp4`, each on a cursor
//! that ends where the box ends.

use std::io::Cursor;

use re_mp4::ReadBox;

use super::VideoError;

/// One box: its type, where it starts in the file, and its bytes.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Mp4Box<'a> {
    /// The four-character type, e.g. `moov`.
    pub kind: [u8; 4],
    /// Offset of the box's first header byte in the file.
    pub offset: u64,
    /// 8, or 16 with a 64-bit size.
    header_len: usize,
    /// The whole box as present in the data (header included).
    whole: &'a [u8],
    /// True when the box claims more bytes than the file holds (only at the top level).
    pub cut_short: bool,
}

impl<'a> Mp4Box<'a> {
    /// The box's content after its header.
    pub fn body(&self) -> &'a [u8] {
        self.whole.get(self.header_len..).unwrap_or_default()
    }

    /// Offset of the body's first byte in the file.
    pub fn body_offset(&self) -> u64 {
        // header_len is 8 or 16.
        self.offset + self.header_len as u64
    }

    /// The box's type for messages: `'moov'`, or hex when it is not printable.
    pub fn name(&self) -> String {
        fourcc_name(self.kind)
    }

    /// The boxes inside this one, starting `skip` bytes into the body (4 for the version and
    /// flags of a "full box", 78 for a visual sample entry…).
    pub fn children(&self, skip: usize) -> Boxes<'a> {
        let body = self.body();
        let skip = skip.min(body.len());
        Boxes {
            data: body.get(skip..).unwrap_or_default(),
            base: self.body_offset() + skip as u64,
            pos: 0,
            top_level: false,
            failed: false,
        }
    }

    /// The first child of type `kind`, if any (errors in the walk are returned).
    pub fn child(&self, skip: usize, kind: [u8; 4]) -> Result<Option<Mp4Box<'a>>, VideoError> {
        for child in self.children(skip) {
            let child = child?;
            if child.kind == kind {
                return Ok(Some(child));
            }
        }
        Ok(None)
    }

    /// The first child of type `kind`, or a [`VideoError::Damaged`] naming what is missing.
    pub fn require(&self, skip: usize, kind: [u8; 4]) -> Result<Mp4Box<'a>, VideoError> {
        self.child(skip, kind)?.ok_or_else(|| {
            VideoError::damaged(format!(
                "the {} box has no {} box",
                self.name(),
                fourcc_name(kind)
            ))
        })
    }

    /// Parses this box with `re_mp4`'s reader for type `T`, on a cursor that holds exactly
    /// this box.
    pub fn read<T>(&self) -> Result<T, VideoError>
    where
        T: for<'c, 'd> ReadBox<&'c mut Cursor<&'d [u8]>>,
    {
        let name = self.name();
        let fail = |err: re_mp4::Error| VideoError::damaged(format!("its {name} box: {err}"));
        if self.header_len == 8 {
            let mut cursor = Cursor::new(self.whole);
            cursor.set_position(8);
            T::read_box(&mut cursor, self.whole.len() as u64).map_err(fail)
        } else {
            // re_mp4's readers expect an 8-byte header: rebuild one (table boxes are small).
            let body = self.body();
            let size = u32::try_from(body.len() + 8)
                .map_err(|_| VideoError::damaged(format!("its {name} box is too large")))?;
            let mut copy = Vec::with_capacity(body.len() + 8);
            copy.extend_from_slice(&size.to_be_bytes());
            copy.extend_from_slice(&self.kind);
            copy.extend_from_slice(body);
            let mut cursor = Cursor::new(copy.as_slice());
            cursor.set_position(8);
            T::read_box(&mut cursor, copy.len() as u64).map_err(fail)
        }
    }
}

/// `'abcd'` for printable four-character codes, `0x…` otherwise.
pub(crate) fn fourcc_name(kind: [u8; 4]) -> String {
    if kind.iter().all(|b| b.is_ascii_graphic() || *b == b' ') {
        format!("'{}'", String::from_utf8_lossy(&kind))
    } else {
        format!("0x{}", hex::encode(kind))
    }
}

/// The top-level boxes of a file. The last box may be cut short (a truncated download); it
/// is returned with [`Mp4Box::cut_short`] set and the bytes that exist.
pub(crate) fn top_level(file: &[u8]) -> Boxes<'_> {
    Boxes {
        data: file,
        base: 0,
        pos: 0,
        top_level: true,
        failed: false,
    }
}

/// Iterator over consecutive boxes; stops after the first error.
#[derive(Debug, Clone)]
pub(crate) struct Boxes<'a> {
    data: &'a [u8],
    /// File offset of `data[0]`.
    base: u64,
    pos: usize,
    top_level: bool,
    failed: bool,
}

impl<'a> Boxes<'a> {
    fn next_box(&mut self) -> Result<Mp4Box<'a>, VideoError> {
        let rest = self.data.get(self.pos..).unwrap_or_default();
        let offset = self.base + self.pos as u64;
        let (Some(size), Some(kind)) = (read_u32(rest, 0), rest.get(4..8)) else {
            if self.top_level {
                return Err(VideoError::truncated(format!(
                    "it ends in the middle of a box header at byte {offset}"
                )));
            }
            return Err(VideoError::damaged(format!(
                "{} stray bytes at byte {offset}",
                rest.len()
            )));
        };
        let mut kind_bytes = [0u8; 4];
        kind_bytes.copy_from_slice(kind);
        let (declared, header_len): (u64, usize) = match size {
            0 => (rest.len() as u64, 8),
            1 => {
                let Some(large) = rest.get(8..16).and_then(|b| <[u8; 8]>::try_from(b).ok()) else {
                    return Err(VideoError::truncated(format!(
                        "it ends inside the header of the {} box at byte {offset}",
                        fourcc_name(kind_bytes)
                    )));
                };
                (u64::from_be_bytes(large), 16)
            }
            n => (u64::from(n), 8),
        };
        if declared < header_len as u64 {
            return Err(VideoError::damaged(format!(
                "the {} box at byte {offset} claims {declared} bytes, less than its own header",
                fourcc_name(kind_bytes)
            )));
        }
        let available = rest.len() as u64;
        let cut_short = declared > available;
        if cut_short && !self.top_level {
            return Err(VideoError::damaged(format!(
                "the {} box at byte {offset} claims {declared} bytes but its parent holds only {available} more",
                fourcc_name(kind_bytes)
            )));
        }
        // At most `rest.len()`, so it fits in usize.
        let len = usize::try_from(declared.min(available)).unwrap_or(rest.len());
        let whole = rest.get(..len).unwrap_or(rest);
        self.pos += len;
        Ok(Mp4Box {
            kind: kind_bytes,
            offset,
            header_len,
            whole,
            cut_short,
        })
    }
}

impl<'a> Iterator for Boxes<'a> {
    type Item = Result<Mp4Box<'a>, VideoError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.failed || self.pos >= self.data.len() {
            return None;
        }
        let item = self.next_box();
        self.failed = item.is_err();
        Some(item)
    }
}

/// Big-endian `u32` at `at`, if the bytes are there.
pub(crate) fn read_u32(data: &[u8], at: usize) -> Option<u32> {
    let bytes = data.get(at..at.checked_add(4)?)?;
    Some(u32::from_be_bytes(bytes.try_into().ok()?))
}

/// Big-endian `u16` at `at`, if the bytes are there.
pub(crate) fn read_u16(data: &[u8], at: usize) -> Option<u16> {
    let bytes = data.get(at..at.checked_add(2)?)?;
    Some(u16::from_be_bytes(bytes.try_into().ok()?))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn boxed(kind: [u8; 4], body: &[u8]) -> Vec<u8> {
        let mut out = u32::try_from(body.len() + 8)
            .unwrap()
            .to_be_bytes()
            .to_vec();
        out.extend_from_slice(&kind);
        out.extend_from_slice(body);
        out
    }

    #[test]
    fn walks_nested_boxes_with_offsets() {
        let inner = boxed(*b"mvhd", &[1, 2, 3]);
        let mut file = boxed(*b"ftyp", b"isom");
        file.extend(boxed(*b"moov", &inner));
        let boxes: Vec<_> = top_level(&file).collect::<Result<_, _>>().unwrap();
        assert_eq!(boxes.len(), 2);
        assert_eq!(&boxes[1].kind, b"moov");
        assert_eq!(boxes[1].offset, 12);
        let mvhd = boxes[1].require(0, *b"mvhd").unwrap();
        assert_eq!(mvhd.offset, 20);
        assert_eq!(mvhd.body(), &[1, 2, 3]);
        assert!(boxes[1].child(0, *b"trak").unwrap().is_none());
        assert!(boxes[1].require(0, *b"trak").is_err());
    }

    #[test]
    fn zero_and_tiny_sizes_do_not_loop() {
        // A nested box of size 0 extends to the end of its parent (once), sizes 2..7 fail.
        let mut moov = boxed(*b"moov", &[0, 0, 0, 0, b'u', b'd', b't', b'a', 9, 9]);
        let kids: Vec<_> = top_level(&moov)
            .next()
            .unwrap()
            .unwrap()
            .children(0)
            .collect();
        assert_eq!(kids.len(), 1);
        assert_eq!(kids[0].as_ref().unwrap().body(), &[9, 9]);
        moov[11] = 4;
        let kids: Vec<_> = top_level(&moov)
            .next()
            .unwrap()
            .unwrap()
            .children(0)
            .collect();
        assert_eq!(kids.len(), 1);
        assert!(kids[0].is_err());
    }

    #[test]
    fn oversized_children_are_errors_and_the_last_top_level_box_may_be_cut() {
        let mut file = boxed(*b"moov", &boxed(*b"trak", &[0; 4]));
        file[11] = 200; // trak claims 200 bytes inside a 20-byte moov
        let moov = top_level(&file).next().unwrap().unwrap();
        assert!(moov.children(0).next().unwrap().is_err());
        let mut cut = boxed(*b"mdat", &[7; 10]);
        cut.truncate(12);
        let mdat = top_level(&cut).next().unwrap().unwrap();
        assert!(mdat.cut_short);
        assert_eq!(mdat.body(), &[7; 4]);
    }

    #[test]
    fn large_size_header() {
        let mut file = vec![0, 0, 0, 1];
        file.extend_from_slice(b"mdat");
        file.extend_from_slice(&20u64.to_be_bytes());
        file.extend_from_slice(&[5; 4]);
        let mdat = top_level(&file).next().unwrap().unwrap();
        assert_eq!(mdat.body(), &[5; 4]);
        assert_eq!(mdat.body_offset(), 16);
    }

    #[test]
    fn names_are_printable() {
        assert_eq!(fourcc_name(*b"avc1"), "'avc1'");
        assert_eq!(fourcc_name([0, 1, 2, 3]), "0x00010203");
    }
}
