//! A person's own picture, about to become a reference: read from disk (or handed over as
//! bytes by a drop or a paste), recognised by its bytes, measured (pixels, size, SHA-256),
//! checked against the service's limits, and — when it is too large or of a type the service
//! does not take — made to fit: EXIF orientation applied, scaled down, saved again as JPEG
//! (or PNG when it has transparency).
//!
//! Everything here reads files and decodes: call it from a worker thread.

use std::io::Cursor;
use std::path::{Path, PathBuf};

use bytes::Bytes;
use image::codecs::jpeg::JpegEncoder;
use image::{DynamicImage, ImageDecoder, ImageFormat, ImageReader, Limits};
use sha2::{Digest, Sha256};

use super::{MAX_REFERENCE_BYTES, ReferenceError};
use crate::media::decode::{MAX_ALLOC, MAX_DIMENSION};
use crate::t;

/// Largest file GenDesk reads to make a reference of (a camera's RAW export is refused, not
/// read whole into memory).
pub const MAX_SOURCE_BYTES: u64 = 200 * 1024 * 1024;
/// Longest side of a picture made to fit.
pub const FIT_LONG_EDGE: u32 = 4096;
/// JPEG quality of a picture made to fit.
const FIT_JPEG_QUALITY: u8 = 90;

/// What a picture's bytes say it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PictureType {
    /// JPEG (accepted by the service).
    Jpeg,
    /// PNG (accepted).
    Png,
    /// `WebP` (accepted).
    Webp,
    /// GIF: readable, saved again as PNG or JPEG before sending.
    Gif,
    /// BMP: readable, saved again before sending.
    Bmp,
    /// Anything else: not a picture GenDesk can read.
    Other,
}

impl PictureType {
    /// Recognises `bytes` by their start.
    pub fn of(bytes: &[u8]) -> Self {
        match image::guess_format(bytes) {
            Ok(ImageFormat::Jpeg) => Self::Jpeg,
            Ok(ImageFormat::Png) => Self::Png,
            Ok(ImageFormat::WebP) => Self::Webp,
            Ok(ImageFormat::Gif) => Self::Gif,
            Ok(ImageFormat::Bmp) => Self::Bmp,
            _ => Self::Other,
        }
    }

    /// Whether the service takes it as it is.
    pub fn accepted(self) -> bool {
        matches!(self, Self::Jpeg | Self::Png | Self::Webp)
    }

    /// Whether GenDesk can read it (and so save it again in an accepted type).
    pub fn readable(self) -> bool {
        !matches!(self, Self::Other)
    }

    /// `JPEG`, `PNG`, … for people.
    pub fn label(self) -> &'static str {
        match self {
            Self::Jpeg => "JPEG",
            Self::Png => "PNG",
            Self::Webp => "WebP",
            Self::Gif => "GIF",
            Self::Bmp => "BMP",
            Self::Other => "not a picture",
        }
    }

    /// The MIME type sent with an upload.
    pub fn mime(self) -> &'static str {
        match self {
            Self::Jpeg => "image/jpeg",
            Self::Png => "image/png",
            Self::Webp => "image/webp",
            Self::Gif => "image/gif",
            Self::Bmp => "image/bmp",
            Self::Other => "application/octet-stream",
        }
    }

    fn format(self) -> Option<ImageFormat> {
        match self {
            Self::Jpeg => Some(ImageFormat::Jpeg),
            Self::Png => Some(ImageFormat::Png),
            Self::Webp => Some(ImageFormat::WebP),
            Self::Gif => Some(ImageFormat::Gif),
            Self::Bmp => Some(ImageFormat::Bmp),
            Self::Other => None,
        }
    }
}

/// What does not fit the service's rules for a reference.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PictureProblem {
    /// [`MAX_REFERENCE_BYTES`] or more.
    TooLarge {
        /// Its size.
        bytes: u64,
    },
    /// Not JPEG, PNG or `WebP` (but readable, so it can be saved again).
    OtherType(PictureType),
}

impl PictureProblem {
    /// One sentence for the form.
    pub fn sentence(&self) -> String {
        match self {
            Self::TooLarge { bytes } => t!("ref-problem-too-large", size = megabytes(*bytes)),
            Self::OtherType(kind) => t!("ref-problem-other-type", format = kind.label()),
        }
    }
}

/// A picture ready to be hosted: its bytes, what they are, and where they came from.
#[derive(Clone, PartialEq, Eq)]
pub struct LocalPicture {
    /// File name (shown, and used in the hosted URL).
    pub name: String,
    /// The file it was read from (`None` for a paste).
    pub source: Option<PathBuf>,
    /// SHA-256 (hex) of the source's bytes as read — the same file read again matches it.
    pub source_sha256: String,
    /// Whether `bytes` were made to fit (scaled down or saved again) rather than the source's.
    pub fitted: bool,
    /// What is sent.
    pub bytes: Bytes,
    /// What `bytes` are.
    pub kind: PictureType,
    /// Width in pixels, as displayed (EXIF orientation applied).
    pub width: u32,
    /// Height in pixels, as displayed.
    pub height: u32,
}

impl std::fmt::Debug for LocalPicture {
    // The bytes can be megabytes: their length only.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("LocalPicture")
            .field("name", &self.name)
            .field("source", &self.source)
            .field("source_sha256", &self.source_sha256)
            .field("fitted", &self.fitted)
            .field("bytes", &self.bytes.len())
            .field("kind", &self.kind)
            .field("width", &self.width)
            .field("height", &self.height)
            .finish()
    }
}

impl LocalPicture {
    /// Reads and measures the file at `path`.
    pub fn read(path: &Path) -> Result<Self, ReferenceError> {
        let unreadable = |err: std::io::Error| ReferenceError::Unreadable {
            path: path.to_path_buf(),
            cause: err.into(),
        };
        let len = std::fs::metadata(path).map_err(unreadable)?.len();
        if len > MAX_SOURCE_BYTES {
            return Err(ReferenceError::SourceTooLarge {
                name: file_name(path),
                bytes: len,
            });
        }
        let bytes = std::fs::read(path).map_err(unreadable)?;
        Self::from_bytes(&file_name(path), Some(path.to_path_buf()), bytes.into())
    }

    /// Measures a picture given as bytes (`source` is where they were read, if a file).
    pub fn from_bytes(
        name: &str,
        source: Option<PathBuf>,
        bytes: Bytes,
    ) -> Result<Self, ReferenceError> {
        if bytes.len() as u64 > MAX_SOURCE_BYTES {
            return Err(ReferenceError::SourceTooLarge {
                name: name.to_owned(),
                bytes: bytes.len() as u64,
            });
        }
        let kind = PictureType::of(&bytes);
        let Some(format) = kind.format() else {
            return Err(ReferenceError::NotAPicture {
                name: name.to_owned(),
            });
        };
        let (width, height) =
            oriented_size(&bytes, format).map_err(|cause| ReferenceError::Damaged {
                name: name.to_owned(),
                cause,
            })?;
        // A header may claim no rows or no columns (a GIF of 49 × 0 was found by fuzzing):
        // nothing to show or send.
        if width == 0 || height == 0 {
            return Err(ReferenceError::Damaged {
                name: name.to_owned(),
                cause: t!(
                    "problem-catalog-picture-no-pixels",
                    width = width,
                    height = height
                ),
            });
        }
        Ok(Self {
            name: name.to_owned(),
            source,
            source_sha256: sha256_hex(&bytes),
            fitted: false,
            bytes,
            kind,
            width,
            height,
        })
    }

    /// Its size in bytes.
    pub fn byte_len(&self) -> u64 {
        self.bytes.len() as u64
    }

    /// What keeps it from being sent as it is (empty when it can be).
    pub fn problems(&self) -> Vec<PictureProblem> {
        problems_for(self.kind, self.byte_len())
    }

    /// An upright preview at most `max_edge` pixels on its longer side (for the form).
    pub fn preview(&self, max_edge: u32) -> Result<image::RgbaImage, ReferenceError> {
        let format = self
            .kind
            .format()
            .ok_or_else(|| ReferenceError::NotAPicture {
                name: self.name.clone(),
            })?;
        let picture =
            decode_oriented(&self.bytes, format).map_err(|cause| ReferenceError::Damaged {
                name: self.name.clone(),
                cause,
            })?;
        Ok(crate::media::decode::fit_within(
            picture.into_rgba8(),
            max_edge,
        ))
    }

    /// The picture made to fit: upright (EXIF orientation applied), at most
    /// [`FIT_LONG_EDGE`] pixels on its longer side, saved as JPEG (PNG when it has
    /// transparency), and scaled down further until it is under [`MAX_REFERENCE_BYTES`].
    pub fn fitted(&self) -> Result<Self, ReferenceError> {
        let damaged = |cause: String| ReferenceError::Damaged {
            name: self.name.clone(),
            cause,
        };
        let format = self
            .kind
            .format()
            .ok_or_else(|| ReferenceError::NotAPicture {
                name: self.name.clone(),
            })?;
        let picture = decode_oriented(&self.bytes, format).map_err(damaged)?;
        let transparent = picture.color().has_alpha() && has_transparency(&picture);
        let mut long_edge = FIT_LONG_EDGE.min(picture.width().max(picture.height()));
        loop {
            let scaled = if picture.width().max(picture.height()) > long_edge {
                picture.resize(long_edge, long_edge, image::imageops::FilterType::Lanczos3)
            } else {
                picture.clone()
            };
            let (bytes, kind) = if transparent {
                (
                    encode(&scaled, ImageFormat::Png).map_err(damaged)?,
                    PictureType::Png,
                )
            } else {
                (jpeg(&scaled).map_err(damaged)?, PictureType::Jpeg)
            };
            if (bytes.len() as u64) < MAX_REFERENCE_BYTES || long_edge <= 256 {
                let extension = if kind == PictureType::Png {
                    "png"
                } else {
                    "jpg"
                };
                return Ok(Self {
                    name: with_extension(&self.name, extension),
                    source: self.source.clone(),
                    source_sha256: self.source_sha256.clone(),
                    fitted: true,
                    bytes: bytes.into(),
                    kind,
                    width: scaled.width(),
                    height: scaled.height(),
                });
            }
            long_edge = long_edge * 3 / 4;
        }
    }
}

/// What keeps a picture of `kind` and `byte_len` bytes from being a reference.
pub fn problems_for(kind: PictureType, byte_len: u64) -> Vec<PictureProblem> {
    let mut problems = Vec::new();
    if !kind.accepted() {
        problems.push(PictureProblem::OtherType(kind));
    }
    if byte_len >= MAX_REFERENCE_BYTES {
        problems.push(PictureProblem::TooLarge { bytes: byte_len });
    }
    problems
}

/// A size in decimal units, as the service's "10 MB" limit is meant: "10.4 MB", "312 KB",
/// "512 bytes", with the decimal mark and the word for bytes of the language in force.
pub fn megabytes(bytes: u64) -> String {
    if bytes < 1_000 {
        t!("formats-bytes", count = bytes)
    } else if bytes < 999_500 {
        format!("{} KB", (bytes + 500) / 1_000)
    } else {
        let tenths = (bytes + 50_000) / 100_000;
        #[allow(
            clippy::cast_precision_loss,
            reason = "tenths of a megabyte of a file: far below 2^52"
        )]
        let megabytes = tenths as f64 / 10.0;
        format!("{} MB", crate::i18n::numbers::decimal(megabytes, 1))
    }
}

/// SHA-256 of `bytes`, lower-case hex.
pub fn sha256_hex(bytes: &[u8]) -> String {
    hex::encode(Sha256::digest(bytes))
}

fn file_name(path: &Path) -> String {
    path.file_name().map_or_else(
        || "picture".to_owned(),
        |n| n.to_string_lossy().into_owned(),
    )
}

fn with_extension(name: &str, extension: &str) -> String {
    let stem = Path::new(name).file_stem().map_or_else(
        || "picture".to_owned(),
        |s| s.to_string_lossy().into_owned(),
    );
    format!("{stem}.{extension}")
}

fn limits() -> Limits {
    let mut limits = Limits::default();
    limits.max_image_width = Some(MAX_DIMENSION);
    limits.max_image_height = Some(MAX_DIMENSION);
    limits.max_alloc = Some(MAX_ALLOC);
    limits
}

/// Width and height as displayed (swapped for pictures stored on their side).
fn oriented_size(bytes: &[u8], format: ImageFormat) -> Result<(u32, u32), String> {
    let mut reader = ImageReader::with_format(Cursor::new(bytes), format);
    reader.limits(limits());
    let mut decoder = reader.into_decoder().map_err(|err| err.to_string())?;
    let (width, height) = decoder.dimensions();
    let orientation = decoder
        .orientation()
        .unwrap_or(image::metadata::Orientation::NoTransforms);
    Ok(if swaps_sides(orientation) {
        (height, width)
    } else {
        (width, height)
    })
}

fn swaps_sides(orientation: image::metadata::Orientation) -> bool {
    use image::metadata::Orientation as O;
    matches!(
        orientation,
        O::Rotate90 | O::Rotate270 | O::Rotate90FlipH | O::Rotate270FlipH
    )
}

/// The decoded picture, upright.
fn decode_oriented(bytes: &[u8], format: ImageFormat) -> Result<DynamicImage, String> {
    let mut reader = ImageReader::with_format(Cursor::new(bytes), format);
    reader.limits(limits());
    let mut decoder = reader.into_decoder().map_err(|err| err.to_string())?;
    let (width, height) = decoder.dimensions();
    // The pixels as decoded (8 bytes a pixel for 16-bit RGBA) and as RGBA, each within the cap.
    if decoder.total_bytes() > MAX_ALLOC || u64::from(width) * u64::from(height) * 4 > MAX_ALLOC {
        return Err(t!(
            "problem-catalog-picture-too-many-pixels",
            width = width,
            height = height
        ));
    }
    let orientation = decoder
        .orientation()
        .unwrap_or(image::metadata::Orientation::NoTransforms);
    let mut picture = DynamicImage::from_decoder(decoder).map_err(|err| err.to_string())?;
    picture.apply_orientation(orientation);
    Ok(picture)
}

fn has_transparency(picture: &DynamicImage) -> bool {
    picture.to_rgba8().pixels().any(|p| p.0[3] < 255)
}

fn encode(picture: &DynamicImage, format: ImageFormat) -> Result<Vec<u8>, String> {
    let mut out = Cursor::new(Vec::new());
    picture
        .write_to(&mut out, format)
        .map_err(|err| err.to_string())?;
    Ok(out.into_inner())
}

fn jpeg(picture: &DynamicImage) -> Result<Vec<u8>, String> {
    let mut out = Vec::new();
    let rgb = picture.to_rgb8();
    JpegEncoder::new_with_quality(&mut out, FIT_JPEG_QUALITY)
        .encode_image(&rgb)
        .map_err(|err| err.to_string())?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_read_in_the_units_of_the_10_mb_limit() {
        assert_eq!(megabytes(512), "512 bytes");
        assert_eq!(megabytes(1_499), "1 KB");
        assert_eq!(megabytes(312_400), "312 KB");
        assert_eq!(megabytes(999_499), "999 KB");
        assert_eq!(megabytes(999_500), "1.0 MB");
        assert_eq!(megabytes(9_999_999), "10.0 MB");
        assert_eq!(megabytes(12_345_678), "12.3 MB");
    }
}
