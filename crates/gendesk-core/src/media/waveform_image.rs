//! A waveform drawn as a small picture, for lists and gallery tiles where a sound has no image
//! of its own. Made on a worker thread from the clip's min/max peaks and cached like any
//! preview.

use image::{Rgba, RgbaImage};

use super::audio::AudioClip;

/// The colour of the bars: readable on both the light and the dark theme.
const BAR: Rgba<u8> = Rgba([86, 150, 222, 255]);
/// The faint line through the middle, so silence still shows as something.
const MIDLINE: Rgba<u8> = Rgba([86, 150, 222, 110]);

/// Decodes `bytes` as audio (`hint`: an extension such as `mp3`, `m4a`) and draws its waveform
/// `max_edge` pixels wide and half as high, on a transparent background. The error is a
/// sentence.
pub fn waveform_preview(
    bytes: &[u8],
    hint: Option<&str>,
    max_edge: u32,
) -> Result<RgbaImage, String> {
    let clip = AudioClip::decode(bytes.to_vec(), hint).map_err(|err| err.to_string())?;
    Ok(draw(&clip.peaks(max_edge.max(1) as usize), max_edge))
}

/// Draws `peaks` (one `(min, max)` pair per column, each in `-1.0..=1.0`) into a picture
/// `width` pixels wide and `width / 2` (at least 8) high.
#[allow(
    clippy::cast_precision_loss,
    reason = "picture sizes are far below 2^23"
)]
pub fn draw(peaks: &[(f32, f32)], width: u32) -> RgbaImage {
    let width = width.max(1);
    let height = (width / 2).max(8);
    let mut image = RgbaImage::new(width, height);
    let middle = height / 2;
    for x in 0..width {
        image.put_pixel(x, middle, MIDLINE);
    }
    if peaks.is_empty() {
        return image;
    }
    let half = (height as f32 - 1.0) / 2.0;
    // Quiet clips still fill the picture: scale to the loudest peak (at most 8 × louder).
    let loudest = peaks
        .iter()
        .map(|(min, max)| min.abs().max(max.abs()))
        .fold(0.0_f32, f32::max)
        .max(0.125);
    for x in 0..width {
        let column = (x as usize * peaks.len() / width as usize).min(peaks.len() - 1);
        let (min, max) = peaks[column];
        let top = pixel_row(max / loudest, half, height);
        let bottom = pixel_row(min / loudest, half, height);
        for y in top.min(bottom)..=bottom.max(top) {
            image.put_pixel(x, y, BAR);
        }
    }
    image
}

/// The row of amplitude `value` (`1.0` at the top, `-1.0` at the bottom).
#[allow(
    clippy::cast_precision_loss,
    reason = "picture sizes are far below 2^23"
)]
fn pixel_row(value: f32, half: f32, height: u32) -> u32 {
    let value = if value.is_finite() {
        value.clamp(-1.0, 1.0)
    } else {
        0.0
    };
    #[allow(
        clippy::cast_possible_truncation,
        clippy::cast_sign_loss,
        reason = "the value is clamped to 0..height - 1 first"
    )]
    let row = (half - value * half)
        .round()
        .clamp(0.0, height as f32 - 1.0) as u32;
    row
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, reason = "tests")]
    use super::*;

    #[test]
    fn loud_columns_are_taller_than_quiet_ones() {
        let peaks = [(-0.1, 0.1), (-1.0, 1.0), (0.0, 0.0)];
        let image = draw(&peaks, 96);
        assert_eq!(image.dimensions(), (96, 48));
        let filled = |x: u32| (0..48).filter(|&y| image.get_pixel(x, y)[3] == 255).count();
        assert!(
            filled(48) > 40,
            "the loud column fills the height: {}",
            filled(48)
        );
        assert!(filled(10) < 10, "the quiet column is short: {}", filled(10));
        assert_eq!(filled(90), 1, "silence is the middle line only");
    }

    #[test]
    fn nothing_to_draw_is_an_empty_picture_not_a_panic() {
        let image = draw(&[], 0);
        assert_eq!(image.dimensions(), (1, 8));
        assert!(waveform_preview(b"not audio", Some("mp3"), 96).is_err());
    }
}
