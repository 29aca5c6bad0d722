//! Image decoding with limits: a header that claims 60 000 × 60 000 pixels fails before any
//! pixel memory is allocated, and images are downscaled to what a preview needs.

use std::io::Cursor;

use image::imageops::FilterType;
use image::{ImageReader, Limits, RgbaImage};

/// Largest width or height GenDesk decodes, in pixels.
pub const MAX_DIMENSION: u32 = 16_384;

/// Most memory one decode may allocate, in bytes.
pub const MAX_ALLOC: u64 = 512 * 1024 * 1024;

/// Why an image cannot be shown.
#[derive(Debug, thiserror::Error)]
pub enum DecodeError {
    /// Not PNG or JPEG, or not an image at all.
    #[error("{}", crate::t!("err-decode-unknown-format"))]
    UnknownFormat,
    /// Past the decode limits.
    #[error("{}", crate::t!(
        "err-decode-too-large",
        max_side = MAX_DIMENSION.to_string(),
        max_mib = (MAX_ALLOC / 1024 / 1024).to_string()
    ))]
    TooLarge,
    /// Damaged or truncated.
    #[error("{}", crate::t!("err-decode-damaged", reason = .0.clone()))]
    Damaged(String),
}

fn limits() -> Limits {
    let mut limits = Limits::default();
    limits.max_image_width = Some(MAX_DIMENSION);
    limits.max_image_height = Some(MAX_DIMENSION);
    limits.max_alloc = Some(MAX_ALLOC);
    limits
}

/// Decodes PNG or JPEG bytes to RGBA within the limits.
pub fn decode_limited(bytes: &[u8]) -> Result<RgbaImage, DecodeError> {
    let mut reader = ImageReader::new(Cursor::new(bytes))
        .with_guessed_format()
        .map_err(|err| DecodeError::Damaged(err.to_string()))?;
    if reader.format().is_none() {
        return Err(DecodeError::UnknownFormat);
    }
    reader.limits(limits());
    let decoder = reader.into_decoder().map_err(classify)?;
    // The header is read: refuse before any pixel memory is allocated — the decoded pixels
    // in the file's own layout (16-bit RGBA takes 8 bytes a pixel: a 100-byte PNG claiming
    // 11 000 × 11 000 of them asked for 968 MB), and their RGBA copy.
    let (width, height) = image::ImageDecoder::dimensions(&decoder);
    let pixel_bytes = image::ImageDecoder::total_bytes(&decoder);
    if pixel_bytes > MAX_ALLOC || u64::from(width) * u64::from(height) * 4 > MAX_ALLOC {
        return Err(DecodeError::TooLarge);
    }
    image::DynamicImage::from_decoder(decoder)
        .map(image::DynamicImage::into_rgba8)
        .map_err(classify)
}

fn classify(err: image::ImageError) -> DecodeError {
    match err {
        image::ImageError::Limits(_) => DecodeError::TooLarge,
        image::ImageError::Unsupported(_) => DecodeError::UnknownFormat,
        other => DecodeError::Damaged(other.to_string()),
    }
}

/// `image` scaled down (never up) so its longer side is at most `max_edge`.
pub fn fit_within(image: RgbaImage, max_edge: u32) -> RgbaImage {
    let (width, height) = image.dimensions();
    let longest = width.max(height);
    if longest <= max_edge || max_edge == 0 {
        return image;
    }
    let scale = f64::from(max_edge) / f64::from(longest);
    let scaled = |side: u32| {
        // At most `max_edge`, at least 1: fits in u32.
        #[allow(
            clippy::cast_possible_truncation,
            clippy::cast_sign_loss,
            reason = "the value is between 1 and max_edge"
        )]
        let side = (f64::from(side) * scale)
            .round()
            .clamp(1.0, f64::from(max_edge)) as u32;
        side
    };
    image::imageops::resize(&image, scaled(width), scaled(height), FilterType::Triangle)
}

/// Decodes `bytes` within the limits and scales the result to at most `max_edge` pixels on
/// its longer side.
pub fn thumbnail(bytes: &[u8], max_edge: u32) -> Result<RgbaImage, DecodeError> {
    decode_limited(bytes).map(|image| fit_within(image, max_edge))
}

/// PNG bytes of `image` (for the thumbnail cache).
pub fn encode_png(image: &RgbaImage) -> Result<Vec<u8>, DecodeError> {
    let mut out = Cursor::new(Vec::new());
    image
        .write_to(&mut out, image::ImageFormat::Png)
        .map_err(|err| DecodeError::Damaged(err.to_string()))?;
    Ok(out.into_inner())
}

#[cfg(test)]
mod tests {
    #![allow(
        clippy::unwrap_used,
        clippy::cast_possible_truncation,
        reason = "tests; pixel values wrap on purpose"
    )]

    use super::*;

    fn png(width: u32, height: u32) -> Vec<u8> {
        let image = RgbaImage::from_fn(width, height, |x, y| {
            image::Rgba([(x % 256) as u8, (y % 256) as u8, 90, 255])
        });
        encode_png(&image).unwrap()
    }

    /// A PNG whose header claims `width` × `height` and that has no pixel data.
    fn png_header(width: u32, height: u32) -> Vec<u8> {
        png_header_with_depth(width, height, 8)
    }

    /// [`png_header`] for RGBA of `depth` bits a sample.
    fn png_header_with_depth(width: u32, height: u32, depth: u8) -> Vec<u8> {
        let mut bytes = b"\x89PNG\r\n\x1a\n".to_vec();
        let mut ihdr = b"IHDR".to_vec();
        ihdr.extend(width.to_be_bytes());
        ihdr.extend(height.to_be_bytes());
        ihdr.extend([depth, 6, 0, 0, 0]);
        bytes.extend(13u32.to_be_bytes());
        bytes.extend(&ihdr);
        bytes.extend(crc32(&ihdr).to_be_bytes());
        // An empty IDAT and the end: a well-formed file whose pixels are missing.
        for chunk in [b"IDAT", b"IEND"] {
            bytes.extend(0u32.to_be_bytes());
            bytes.extend(chunk);
            bytes.extend(crc32(chunk).to_be_bytes());
        }
        bytes
    }

    fn crc32(data: &[u8]) -> u32 {
        let mut crc = 0xffff_ffffu32;
        for byte in data {
            crc ^= u32::from(*byte);
            for _ in 0..8 {
                crc = if crc & 1 == 1 {
                    (crc >> 1) ^ 0xedb8_8320
                } else {
                    crc >> 1
                };
            }
        }
        !crc
    }

    #[test]
    fn thumbnails_keep_the_aspect_ratio_and_never_upscale() {
        let thumb = thumbnail(&png(400, 200), 100).unwrap();
        assert_eq!(thumb.dimensions(), (100, 50));
        let small = thumbnail(&png(40, 20), 100).unwrap();
        assert_eq!(small.dimensions(), (40, 20));
        let tall = thumbnail(&png(30, 3000), 64).unwrap();
        assert_eq!(tall.dimensions(), (1, 64));
    }

    #[test]
    fn a_huge_header_fails_before_allocating() {
        let err = decode_limited(&png_header(60_000, 60_000)).unwrap_err();
        assert!(matches!(err, DecodeError::TooLarge), "{err:?}");
        assert!(err.to_string().contains("too large to preview"));
        // Within the side limit but past the memory limit (16 000² × 4 bytes ≈ 977 MiB).
        let err = decode_limited(&png_header(16_000, 16_000)).unwrap_err();
        assert!(matches!(err, DecodeError::TooLarge), "{err:?}");
        // 16-bit RGBA is 8 bytes a pixel, so 11 000² asked for 968 MB while its RGBA copy
        // (484 MB) was within the limit.
        let err = decode_limited(&png_header_with_depth(11_000, 11_000, 16)).unwrap_err();
        assert!(matches!(err, DecodeError::TooLarge), "{err:?}");
    }

    #[test]
    fn garbage_and_truncated_files_give_clear_errors() {
        let err = decode_limited(b"<html>not an image</html>").unwrap_err();
        assert!(matches!(err, DecodeError::UnknownFormat), "{err:?}");
        let mut cut = png(64, 64);
        cut.truncate(cut.len() / 2);
        let err = decode_limited(&cut).unwrap_err();
        assert!(matches!(err, DecodeError::Damaged(_)), "{err:?}");
        assert!(err.to_string().contains("damaged or incomplete"));
    }

    #[test]
    fn jpeg_decodes_too() {
        let image = image::RgbImage::from_fn(64, 48, |x, _| image::Rgb([x as u8, 10, 200]));
        let mut out = Cursor::new(Vec::new());
        image.write_to(&mut out, image::ImageFormat::Jpeg).unwrap();
        let decoded = decode_limited(out.get_ref()).unwrap();
        assert_eq!(decoded.dimensions(), (64, 48));
    }
}
