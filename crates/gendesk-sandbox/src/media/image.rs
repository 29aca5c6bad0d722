//! Still images: a prompt-derived scene painted into an RGB buffer, then PNG or JPEG.
//!
//! A scene is a palette of four colours (a base hue from the prompt for the
//! background, accents from a complementary, split-complementary, triadic
//! or analogous scheme), a linear gradient at a
//! prompt-derived angle with optional soft bands, and three to seven
//! translucent discs and rings with anti-aliased edges.
//!
//! Painting is integer-only and touches each pixel a bounded number of times:
//! the gradient is precomputed as a 1-D colour ramp and every row is a slice
//! copy of it at a row-dependent offset; shapes only visit the pixels they
//! cover, blending through per-shape lookup tables. Scene positions are
//! relative to the image size, so one prompt gives the same picture at every
//! size (up to aspect ratio).

use ::image::codecs::jpeg::JpegEncoder;
use ::image::codecs::png::{CompressionType, FilterType, PngEncoder};
use ::image::{ExtendedColorType, ImageEncoder};
use bytes::Bytes;

use super::look::ReferenceLook;
use super::seed::{Rng, prompt_seed};
use super::{ImageFormat, MAX_IMAGE_SIDE, Media, MediaError};

/// JPEG quality used for [`ImageFormat::Jpeg`].
const JPEG_QUALITY: u8 = 85;

/// Scene coordinates are in 1/`UNIT` of the image size.
const UNIT: i64 = 1024;

/// An 8-bit RGB colour.
pub(crate) type Rgb = [u8; 3];

/// Renders the image for `prompt`; with a `reference`, painted from the reference's colours
/// with the prompt's shapes faint on top (image-to-image).
pub(super) fn render(
    prompt: &str,
    width: u32,
    height: u32,
    format: ImageFormat,
    reference: Option<&ReferenceLook>,
) -> Result<Media, MediaError> {
    check_size(width, height)?;
    let scene = Scene::from_prompt(prompt);
    let pixels = match reference {
        Some(look) => scene.paint_over(look, width, height),
        None => scene.paint(width, height),
    };
    let bytes = match format {
        ImageFormat::Png => {
            // Fast deflate: the scenes are smooth, so this is both quick and
            // small; adaptive filtering costs little and shrinks the output.
            let mut out = Vec::with_capacity(pixels.len() / 8);
            PngEncoder::new_with_quality(&mut out, CompressionType::Fast, FilterType::Adaptive)
                .write_image(&pixels, width, height, ExtendedColorType::Rgb8)?;
            out
        }
        ImageFormat::Jpeg => {
            let mut out = Vec::with_capacity(pixels.len() / 16);
            JpegEncoder::new_with_quality(&mut out, JPEG_QUALITY).encode(
                &pixels,
                width,
                height,
                ExtendedColorType::Rgb8,
            )?;
            out
        }
    };
    let (content_type, extension) = match format {
        ImageFormat::Png => ("image/png", "png"),
        ImageFormat::Jpeg => ("image/jpeg", "jpg"),
    };
    Ok(Media {
        content_type,
        extension,
        bytes: Bytes::from(bytes),
    })
}

fn check_size(width: u32, height: u32) -> Result<(), MediaError> {
    if width == 0 || height == 0 {
        return Err(MediaError::EmptySize {
            kind: "image",
            width,
            height,
        });
    }
    if width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE {
        return Err(MediaError::TooLarge {
            kind: "image",
            width,
            height,
            limit: "at most 8192 pixels per side",
        });
    }
    Ok(())
}

/// Colour from hue (degrees), saturation and value (both `0..=255`).
pub(crate) fn hsv(hue: u32, saturation: u32, value: u32) -> Rgb {
    let sat = saturation.min(255);
    let top = value.min(255);
    let hue = hue % 360;
    let within = (hue % 60) * 255 / 60;
    let bottom = top * (255 - sat) / 255;
    let falling = top * (255 - sat * within / 255) / 255;
    let rising = top * (255 - sat * (255 - within) / 255) / 255;
    let (red, green, blue) = match hue / 60 {
        0 => (top, rising, bottom),
        1 => (falling, top, bottom),
        2 => (bottom, top, rising),
        3 => (bottom, falling, top),
        4 => (rising, bottom, top),
        _ => (top, bottom, falling),
    };
    [byte(red), byte(green), byte(blue)]
}

/// Saturating conversion to a colour channel.
fn byte(value: u32) -> u8 {
    u8::try_from(value.min(255)).unwrap_or(u8::MAX)
}

/// `from + (to - from) * t / 256` per channel, `t` in `0..=256`.
pub(crate) fn lerp(from: Rgb, to: Rgb, t: u32) -> Rgb {
    let t = t.min(256);
    let mix = |a: u8, b: u8| byte((u32::from(a) * (256 - t) + u32::from(b) * t + 128) >> 8);
    [
        mix(from[0], to[0]),
        mix(from[1], to[1]),
        mix(from[2], to[2]),
    ]
}

/// The four colours of a scene.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Palette {
    /// Light end of the background gradient.
    pub(crate) light: Rgb,
    /// Dark end of the background gradient.
    pub(crate) dark: Rgb,
    /// Main shape colour.
    pub(crate) accent: Rgb,
    /// Second shape colour, also used for the bands.
    pub(crate) accent2: Rgb,
}

impl Palette {
    fn from_rng(rng: &mut Rng) -> Self {
        let base = rng.below(360);
        // The background stays near the base hue, so the prompt's colour
        // dominates the picture; the shapes bring the contrast. Hue offsets
        // of (accent, accent2) relative to the base hue:
        let schemes: [[u32; 2]; 4] = [
            [180, 30],  // complementary + analogous
            [150, 210], // split complementary
            [120, 240], // triadic
            [330, 160], // analogous + near-complementary
        ];
        let [accent_shift, second_shift] = rng.pick(&schemes, schemes[0]);
        let dark_shift = rng.pick(&[25, 40, 320, 335], 25);
        Self {
            light: hsv(base, rng.range(90, 170), rng.range(215, 250)),
            dark: hsv(base + dark_shift, rng.range(170, 235), rng.range(70, 130)),
            accent: hsv(
                base + accent_shift,
                rng.range(150, 235),
                rng.range(200, 255),
            ),
            accent2: hsv(
                base + second_shift,
                rng.range(110, 210),
                rng.range(170, 245),
            ),
        }
    }
}

/// A disc (`hole == 0`) or ring in pixel coordinates.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Shape {
    pub(crate) cx: i64,
    pub(crate) cy: i64,
    /// Outer radius in pixels.
    pub(crate) radius: i64,
    /// Inner radius in pixels; 0 for a filled disc.
    pub(crate) hole: i64,
    pub(crate) color: Rgb,
    /// Opacity, `0..=256`.
    pub(crate) alpha: u32,
}

/// A shape in scene coordinates (1/1024 of the width, height or short side).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct ShapeSpec {
    x: i64,
    y: i64,
    radius: i64,
    /// Ring thickness in 1/1024 of the radius; 0 for a disc.
    thickness: i64,
    color: Rgb,
    alpha: u32,
}

impl ShapeSpec {
    fn at_size(&self, width: u32, height: u32) -> Shape {
        let w = i64::from(width);
        let h = i64::from(height);
        let short = w.min(h);
        let radius = (self.radius * short / UNIT).max(1);
        let hole = if self.thickness == 0 {
            0
        } else {
            let thickness = (radius * self.thickness / UNIT).max(2);
            (radius - thickness).max(0)
        };
        Shape {
            cx: self.x * w / UNIT,
            cy: self.y * h / UNIT,
            radius,
            hole,
            color: self.color,
            alpha: self.alpha,
        }
    }
}

/// Soft bands across the gradient.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Bands {
    count: u32,
    /// Peak opacity of the band colour, `0..=256`.
    alpha: u32,
}

/// Everything needed to paint a prompt's picture at any size.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Scene {
    pub(crate) palette: Palette,
    /// Gradient angle: row `y` starts `y * |slope| / 4` ramp entries later.
    slope: i32,
    /// Whether the gradient runs from light to dark (else dark to light).
    light_first: bool,
    bands: Option<Bands>,
    shapes: Vec<ShapeSpec>,
}

impl Scene {
    /// The scene for `prompt`; video frames use the same scene as images.
    pub(crate) fn from_prompt(prompt: &str) -> Self {
        let mut rng = Rng::new(prompt_seed(prompt, "scene"));
        let palette = Palette::from_rng(&mut rng);
        let slope = i32::try_from(rng.below(49)).unwrap_or(0) - 24;
        let light_first = rng.chance(50);
        let bands = rng.chance(55).then(|| Bands {
            count: rng.range(3, 9),
            alpha: rng.range(40, 90),
        });
        let count = rng.range(3, 7);
        let mut shapes = Vec::new();
        for index in 0..count {
            let is_ring = index > 0 && rng.chance(30);
            let radius = if index == 0 {
                rng.range(200, 380)
            } else {
                rng.range(50, 260)
            };
            let color = match rng.below(3) {
                0 => palette.accent,
                1 => palette.accent2,
                _ => palette.light,
            };
            shapes.push(ShapeSpec {
                x: i64::from(rng.range(0, 1200)) - 88,
                y: i64::from(rng.range(0, 1200)) - 88,
                radius: i64::from(radius),
                thickness: if is_ring {
                    i64::from(rng.range(80, 260))
                } else {
                    0
                },
                color,
                alpha: if is_ring {
                    rng.range(150, 230)
                } else {
                    rng.range(90, 200)
                },
            });
        }
        Self {
            palette,
            slope,
            light_first,
            bands,
            shapes,
        }
    }

    /// The scene's static shapes at `width` × `height`.
    pub(crate) fn shapes(&self, width: u32, height: u32) -> impl Iterator<Item = Shape> + '_ {
        self.shapes.iter().map(move |s| s.at_size(width, height))
    }

    /// Paints the scene as tightly packed 8-bit RGB rows.
    ///
    /// Callers have checked `width` and `height` against [`MAX_IMAGE_SIDE`],
    /// so the buffer is at most 192 MiB.
    pub(crate) fn paint(&self, width: u32, height: u32) -> Vec<u8> {
        let w = to_usize(width);
        let h = to_usize(height);
        let slope = to_usize(self.slope.unsigned_abs());
        let ramp = self.ramp(w + h.saturating_sub(1) * slope / 4 + 1);
        let mut pixels = vec![0u8; w * h * 3];
        for (y, row) in pixels.chunks_exact_mut(w * 3).enumerate() {
            let step = if self.slope >= 0 { y } else { h - 1 - y };
            let offset = step * slope / 4 * 3;
            if let Some(src) = ramp.get(offset..offset + w * 3) {
                row.copy_from_slice(src);
            }
        }
        let mut canvas = Canvas::new(&mut pixels, w, h);
        for shape in self.shapes(width, height) {
            canvas.draw(&shape);
        }
        pixels
    }

    /// The scene's shapes, at a third of their opacity, over a reference picture's colours.
    pub(crate) fn paint_over(&self, look: &ReferenceLook, width: u32, height: u32) -> Vec<u8> {
        let mut pixels = look.paint(width, height);
        let mut canvas = Canvas::new(&mut pixels, to_usize(width), to_usize(height));
        for mut shape in self.shapes(width, height) {
            shape.alpha /= 3;
            canvas.draw(&shape);
        }
        pixels
    }

    /// The background gradient as `len` packed RGB entries.
    fn ramp(&self, len: usize) -> Vec<u8> {
        let (from, to) = if self.light_first {
            (self.palette.light, self.palette.dark)
        } else {
            (self.palette.dark, self.palette.light)
        };
        let len64 = u64::try_from(len).unwrap_or(u64::MAX);
        let span = len64.saturating_sub(1).max(1);
        let band_period = self
            .bands
            .map(|b| (len64 / u64::from(b.count.max(1))).max(2));
        let mut ramp = Vec::with_capacity(len * 3);
        for i in 0..len64 {
            let t = u32::try_from(i * 256 / span).unwrap_or(256);
            let mut color = lerp(from, to, t);
            if let (Some(bands), Some(period)) = (self.bands, band_period) {
                // Triangle wave 0..=256..=0 over one period, eased (squared)
                // so the band colour fades in softly.
                let pos = (i % period) * 512 / period;
                let tri = if pos < 256 { pos } else { 512 - pos };
                let eased = u32::try_from(tri * tri / 256).unwrap_or(256);
                color = lerp(color, self.palette.accent2, eased * bands.alpha / 256);
            }
            ramp.extend_from_slice(&color);
        }
        ramp
    }
}

/// `u32` to `usize`; GenDesk only targets platforms where this is lossless.
pub(crate) fn to_usize(value: u32) -> usize {
    usize::try_from(value).unwrap_or(usize::MAX)
}

/// A mutable RGB pixel region, possibly a tile of a larger image whose
/// top-left corner is at (`origin_x`, `origin_y`) in image coordinates.
pub(crate) struct Canvas<'a> {
    pixels: &'a mut [u8],
    width: usize,
    height: usize,
    origin_x: i64,
    origin_y: i64,
}

impl<'a> Canvas<'a> {
    /// A canvas over a whole `width` × `height` image (`pixels` is RGB, `width * height * 3` long).
    pub(crate) fn new(pixels: &'a mut [u8], width: usize, height: usize) -> Self {
        Self::tile(pixels, width, height, 0, 0)
    }

    /// A canvas over a tile whose top-left pixel is (`origin_x`, `origin_y`).
    pub(crate) fn tile(
        pixels: &'a mut [u8],
        width: usize,
        height: usize,
        origin_x: i64,
        origin_y: i64,
    ) -> Self {
        // Never index past the buffer, whatever the caller claims.
        let height = if width == 0 {
            0
        } else {
            height.min(pixels.len() / (width * 3))
        };
        Self {
            pixels,
            width,
            height,
            origin_x,
            origin_y,
        }
    }

    /// Blends `shape` onto the canvas with a one-pixel anti-aliased edge.
    pub(crate) fn draw(&mut self, shape: &Shape) {
        let r = shape.radius;
        if r <= 0 || shape.alpha == 0 || self.width == 0 || self.height == 0 {
            return;
        }
        let (Ok(w), Ok(h)) = (i64::try_from(self.width), i64::try_from(self.height)) else {
            return;
        };
        let left = self.origin_x;
        let right = self.origin_x + w - 1;
        let top = self.origin_y.max(shape.cy - r - 1);
        let bottom = (self.origin_y + h - 1).min(shape.cy + r + 1);
        let lut = BlendLut::new(shape.color, shape.alpha);
        let hole = shape.hole.max(0);
        let row_len = self.width * 3;
        for y in top..=bottom {
            let dy = y - shape.cy;
            let dy2 = dy * dy;
            // Half-width of the row's chord of a circle of `radius`, or -1.
            let chord = |radius: i64| -> i64 {
                let rr = radius * radius;
                if radius < 0 || rr < dy2 {
                    -1
                } else {
                    isqrt(rr - dy2)
                }
            };
            let any = chord(r + 1);
            if any < 0 {
                continue;
            }
            let full = chord(r - 1);
            let (hole_zero, hole_full) = if hole > 0 {
                (chord(hole - 1), chord(hole + 1))
            } else {
                (-1, -1)
            };
            let Ok(row_index) = usize::try_from(y - self.origin_y) else {
                continue;
            };
            let Some(row) = self
                .pixels
                .get_mut(row_index * row_len..(row_index + 1) * row_len)
            else {
                continue;
            };
            let spans = if hole_zero >= 0 {
                [
                    (shape.cx - any, shape.cx - hole_zero - 1),
                    (shape.cx + hole_zero + 1, shape.cx + any),
                ]
            } else {
                [(shape.cx - any, shape.cx + any), (1, 0)]
            };
            for (start, end) in spans {
                let start = start.max(left);
                let end = end.min(right);
                if start > end {
                    continue;
                }
                let Ok(mut index) = usize::try_from((start - left) * 3) else {
                    continue;
                };
                for x in start..=end {
                    let adx = (x - shape.cx).abs();
                    let Some(px) = row.get_mut(index..index + 3) else {
                        break;
                    };
                    index += 3;
                    if adx <= full && adx > hole_full {
                        px[0] = lut.r[usize::from(px[0])];
                        px[1] = lut.g[usize::from(px[1])];
                        px[2] = lut.b[usize::from(px[2])];
                        continue;
                    }
                    // Edge pixel: coverage from the distance in 1/256 px.
                    let d = isqrt((adx * adx + dy2) << 16);
                    let outer = (r * 256 + 128 - d).clamp(0, 256);
                    let inner = if hole > 0 {
                        (d - (hole * 256 - 128)).clamp(0, 256)
                    } else {
                        256
                    };
                    let coverage = u32::try_from(outer.min(inner)).unwrap_or(0);
                    let alpha = shape.alpha * coverage / 256;
                    if alpha > 0 {
                        let blended = lerp([px[0], px[1], px[2]], shape.color, alpha);
                        px.copy_from_slice(&blended);
                    }
                }
            }
        }
    }
}

/// Integer square root of a non-negative value (0 for negative input).
fn isqrt(value: i64) -> i64 {
    let root = u64::try_from(value).unwrap_or(0).isqrt();
    // The root of a non-negative i64 is below 2^32.
    i64::try_from(root).unwrap_or(0)
}

/// Per-channel lookup tables for blending one colour at one opacity.
struct BlendLut {
    r: [u8; 256],
    g: [u8; 256],
    b: [u8; 256],
}

impl BlendLut {
    fn new(color: Rgb, alpha: u32) -> Self {
        let mut lut = Self {
            r: [0; 256],
            g: [0; 256],
            b: [0; 256],
        };
        for (value, base) in (0u8..=255).enumerate() {
            let mixed = lerp([base; 3], color, alpha);
            lut.r[value] = mixed[0];
            lut.g[value] = mixed[1];
            lut.b[value] = mixed[2];
        }
        lut
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::media::{MediaSpec, render as render_spec};
    use ::image::{GenericImageView, ImageFormat as Format};

    fn spec(prompt: &str, width: u32, height: u32, format: ImageFormat) -> MediaSpec {
        MediaSpec::Image {
            prompt: prompt.to_owned(),
            width,
            height,
            format,
            reference: None,
        }
    }

    #[test]
    fn a_reference_colours_the_result() {
        let render_with = |color| {
            let spec = MediaSpec::Image {
                prompt: "a lighthouse at dusk".into(),
                width: 320,
                height: 240,
                format: ImageFormat::Png,
                reference: Some(ReferenceLook::plain(color)),
            };
            let media = render_spec(&spec).unwrap();
            mean_rgb(&::image::load_from_memory(&media.bytes).unwrap())
        };
        let red = render_with([220, 20, 20]);
        let blue = render_with([20, 20, 220]);
        assert!(red[0] > red[2] + 60.0, "red reference, result {red:?}");
        assert!(blue[2] > blue[0] + 60.0, "blue reference, result {blue:?}");
        // The prompt's shapes still show over the reference colour.
        let off = (0..3).map(|c| (red[c] - [220.0, 20.0, 20.0][c]).abs());
        assert!(
            off.fold(0.0, f64::max) > 2.0,
            "plain reference colour {red:?}"
        );
    }

    fn mean_rgb(img: &::image::DynamicImage) -> [f64; 3] {
        let rgb = img.to_rgb8();
        let mut sum = [0f64; 3];
        for p in rgb.pixels() {
            for (s, c) in sum.iter_mut().zip(p.0) {
                *s += f64::from(c);
            }
        }
        let n = f64::from(rgb.width() * rgb.height());
        sum.map(|s| s / n)
    }

    #[test]
    fn png_decodes_to_requested_size() {
        let media = render_spec(&spec("a red fox in snow", 640, 360, ImageFormat::Png)).unwrap();
        assert_eq!(media.content_type, "image/png");
        assert_eq!(media.extension, "png");
        assert_eq!(::image::guess_format(&media.bytes).unwrap(), Format::Png);
        let img = ::image::load_from_memory_with_format(&media.bytes, Format::Png).unwrap();
        assert_eq!(img.dimensions(), (640, 360));
    }

    #[test]
    fn jpeg_decodes_to_requested_size() {
        let media = render_spec(&spec("a red fox in snow", 360, 640, ImageFormat::Jpeg)).unwrap();
        assert_eq!(media.content_type, "image/jpeg");
        assert_eq!(media.extension, "jpg");
        assert_eq!(::image::guess_format(&media.bytes).unwrap(), Format::Jpeg);
        let img = ::image::load_from_memory_with_format(&media.bytes, Format::Jpeg).unwrap();
        assert_eq!(img.dimensions(), (360, 640));
    }

    #[test]
    fn service_sizes_render_exactly() {
        let cases = [
            (crate::media::image_size("2K", "21:9"), ImageFormat::Png),
            (crate::media::image_size("1K", "4:5"), ImageFormat::Jpeg),
        ];
        for ((w, h), format) in cases {
            let media = render_spec(&spec("harbour", w, h, format)).unwrap();
            let img = ::image::load_from_memory(&media.bytes).unwrap();
            assert_eq!(img.dimensions(), (w, h), "{format:?}");
        }
    }

    #[test]
    fn odd_and_tiny_sizes_work() {
        for (w, h) in [
            (1, 1),
            (1, 7),
            (7, 1),
            (3, 5),
            (1023, 17),
            (8192, 1),
            (1, 8192),
        ] {
            for format in [ImageFormat::Png, ImageFormat::Jpeg] {
                let media = render_spec(&spec("tiny", w, h, format)).unwrap();
                let img = ::image::load_from_memory(&media.bytes).unwrap();
                assert_eq!(img.dimensions(), (w, h), "{format:?}");
            }
        }
    }

    #[test]
    fn same_prompt_gives_identical_bytes() {
        for format in [ImageFormat::Png, ImageFormat::Jpeg] {
            let a = render_spec(&spec("lighthouse at dusk", 300, 200, format)).unwrap();
            let b = render_spec(&spec("lighthouse at dusk", 300, 200, format)).unwrap();
            assert_eq!(a.bytes, b.bytes, "{format:?}");
        }
    }

    #[test]
    fn different_prompts_look_different() {
        let prompts = [
            "a red fox in snow",
            "lighthouse at dusk",
            "neon city, rain",
            "field of sunflowers",
        ];
        let means: Vec<[f64; 3]> = prompts
            .iter()
            .map(|p| {
                let media = render_spec(&spec(p, 256, 256, ImageFormat::Png)).unwrap();
                mean_rgb(&::image::load_from_memory(&media.bytes).unwrap())
            })
            .collect();
        for i in 0..means.len() {
            for j in i + 1..means.len() {
                let distance = means[i]
                    .iter()
                    .zip(means[j])
                    .map(|(a, b)| (a - b).powi(2))
                    .sum::<f64>()
                    .sqrt();
                assert!(
                    distance > 20.0,
                    "{:?} vs {:?}: mean colours {:?} and {:?} differ by only {distance:.1}",
                    prompts[i],
                    prompts[j],
                    means[i],
                    means[j]
                );
            }
        }
    }

    #[test]
    fn image_is_not_flat() {
        let media = render_spec(&spec("anything", 200, 200, ImageFormat::Png)).unwrap();
        let img = ::image::load_from_memory(&media.bytes).unwrap().to_rgb8();
        let mut colours: Vec<[u8; 3]> = img.pixels().map(|p| p.0).collect();
        colours.sort_unstable();
        colours.dedup();
        assert!(
            colours.len() > 100,
            "only {} distinct colours",
            colours.len()
        );
    }

    #[test]
    fn bad_sizes_are_errors() {
        for (w, h) in [
            (0, 10),
            (10, 0),
            (0, 0),
            (8193, 10),
            (10, 8193),
            (u32::MAX, u32::MAX),
        ] {
            let err = render_spec(&spec("x", w, h, ImageFormat::Png)).unwrap_err();
            assert!(
                matches!(
                    err,
                    MediaError::EmptySize { .. } | MediaError::TooLarge { .. }
                ),
                "{w}x{h}: {err}"
            );
            assert!(err.to_string().contains(&format!("{w}x{h}")), "{err}");
        }
    }

    #[test]
    fn disc_edges_are_anti_aliased_and_centre_is_solid() {
        let mut pixels = vec![0u8; 41 * 41 * 3];
        let mut canvas = Canvas::new(&mut pixels, 41, 41);
        canvas.draw(&Shape {
            cx: 20,
            cy: 20,
            radius: 15,
            hole: 0,
            color: [255, 255, 255],
            alpha: 256,
        });
        let at = |x: usize, y: usize| pixels[(y * 41 + x) * 3];
        assert_eq!(at(20, 20), 255);
        assert_eq!(at(0, 0), 0);
        assert_eq!(at(20, 35), 128); // exactly on the edge: half coverage
        let partial = (0..41).filter(|&x| (1..255).contains(&at(x, 30))).count();
        assert!(partial >= 2, "edge pixels should be partly covered");
    }

    #[test]
    fn ring_leaves_its_hole_untouched() {
        let mut pixels = vec![0u8; 41 * 41 * 3];
        let mut canvas = Canvas::new(&mut pixels, 41, 41);
        canvas.draw(&Shape {
            cx: 20,
            cy: 20,
            radius: 18,
            hole: 10,
            color: [200, 100, 50],
            alpha: 256,
        });
        let at = |x: usize, y: usize| &pixels[(y * 41 + x) * 3..(y * 41 + x) * 3 + 3];
        assert_eq!(at(20, 20), [0, 0, 0]);
        assert_eq!(at(20, 6), [200, 100, 50]);
        assert_eq!(at(34, 20), [200, 100, 50]);
    }

    #[test]
    fn tiles_paint_the_same_pixels_as_the_whole_canvas() {
        let shape = Shape {
            cx: 13,
            cy: 9,
            radius: 7,
            hole: 3,
            color: [10, 200, 90],
            alpha: 180,
        };
        let mut whole = vec![50u8; 30 * 20 * 3];
        Canvas::new(&mut whole, 30, 20).draw(&shape);
        // A tile covering x 8..24, y 4..16.
        let mut tile = vec![50u8; 16 * 12 * 3];
        Canvas::tile(&mut tile, 16, 12, 8, 4).draw(&shape);
        for y in 0..12 {
            for x in 0..16 {
                let t = &tile[(y * 16 + x) * 3..][..3];
                let w = &whole[((y + 4) * 30 + x + 8) * 3..][..3];
                assert_eq!(t, w, "pixel ({x}, {y})");
            }
        }
    }

    #[test]
    fn shapes_off_canvas_are_clipped() {
        let mut pixels = vec![0u8; 10 * 10 * 3];
        let mut canvas = Canvas::new(&mut pixels, 10, 10);
        for (cx, cy) in [(-50, -50), (60, 5), (5, 60), (-3, 4), (12, 12)] {
            canvas.draw(&Shape {
                cx,
                cy,
                radius: 6,
                hole: 2,
                color: [255, 0, 0],
                alpha: 256,
            });
        }
        // Lying canvas sizes must not panic either.
        Canvas::new(&mut pixels, 100, 100).draw(&Shape {
            cx: 50,
            cy: 50,
            radius: 40,
            hole: 0,
            color: [1, 2, 3],
            alpha: 100,
        });
    }

    #[test]
    fn hsv_primaries() {
        assert_eq!(hsv(0, 255, 255), [255, 0, 0]);
        assert_eq!(hsv(120, 255, 255), [0, 255, 0]);
        assert_eq!(hsv(240, 255, 255), [0, 0, 255]);
        assert_eq!(hsv(77, 0, 200), [200, 200, 200]);
        assert_eq!(hsv(720, 255, 255), [255, 0, 0]);
    }
}
