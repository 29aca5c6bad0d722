//! A reference picture in brief: an 8 × 8 grid of its colours. An image-to-image result is
//! painted from it (smoothly upscaled, the prompt's shapes faint on top), so a person can see
//! that their picture arrived: a red photo gives a red result, a sky gives a blue top.

use ::image::DynamicImage;
use ::image::imageops::FilterType;

use super::image::{Rgb, lerp, to_usize};

/// Cells per side of the grid.
pub const LOOK_SIDE: u32 = 8;

/// The colours of a reference picture on a [`LOOK_SIDE`] × [`LOOK_SIDE`] grid, rows first.
#[derive(Debug, Clone, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct ReferenceLook {
    cells: Vec<Rgb>,
}

impl ReferenceLook {
    /// The look of a decoded picture (any size; averaged down with a triangle filter).
    pub fn of(picture: &DynamicImage) -> Self {
        let small = picture
            .resize_exact(LOOK_SIDE, LOOK_SIDE, FilterType::Triangle)
            .to_rgb8();
        Self {
            cells: small.pixels().map(|p| p.0).collect(),
        }
    }

    /// One colour everywhere (tests and examples).
    pub fn plain(color: Rgb) -> Self {
        Self {
            cells: vec![color; to_usize(LOOK_SIDE * LOOK_SIDE)],
        }
    }

    /// The colour of cell (`x`, `y`), clamped to the grid.
    fn cell(&self, x: usize, y: usize) -> Rgb {
        let side = to_usize(LOOK_SIDE);
        let index = y.min(side - 1) * side + x.min(side - 1);
        self.cells.get(index).copied().unwrap_or([0, 0, 0])
    }

    /// The grid smoothly upscaled to `width` × `height` packed RGB (bilinear between cell
    /// centres). Callers have checked the size, as for every painted image.
    pub(crate) fn paint(&self, width: u32, height: u32) -> Vec<u8> {
        let (w, h) = (to_usize(width), to_usize(height));
        let side = to_usize(LOOK_SIDE);
        // Where each column falls between two cell centres: (left cell, weight of the right).
        let columns: Vec<(usize, u32)> = (0..w).map(|x| position(x, w, side)).collect();
        let mut pixels = Vec::with_capacity(w * h * 3);
        let mut row_cells = vec![[0u8; 3]; side];
        for y in 0..h {
            let (top, t) = position(y, h, side);
            for (cx, cell) in row_cells.iter_mut().enumerate() {
                *cell = lerp(self.cell(cx, top), self.cell(cx, top + 1), t);
            }
            for &(left, t) in &columns {
                let from = row_cells[left.min(side - 1)];
                let to = row_cells[(left + 1).min(side - 1)];
                pixels.extend_from_slice(&lerp(from, to, t));
            }
        }
        pixels
    }
}

/// Pixel `index` of `len` on a grid of `cells`: the cell whose centre is at or before it and
/// the weight (`0..=256`) of the next one.
fn position(index: usize, len: usize, cells: usize) -> (usize, u32) {
    // In 1/256 of a cell, measured from the first cell's centre.
    let scaled = (index * 2 + 1) * cells * 256 / (len.max(1) * 2);
    let from_centre = scaled.saturating_sub(128);
    let cell = from_centre / 256;
    let weight = u32::try_from(from_centre % 256).unwrap_or(0);
    (cell, weight)
}

#[cfg(test)]
mod tests {
    use super::*;
    use ::image::{Rgb as Pixel, RgbImage};

    #[test]
    fn a_plain_picture_paints_plain() {
        let look = ReferenceLook::plain([200, 30, 40]);
        let pixels = look.paint(33, 17);
        assert_eq!(pixels.len(), 33 * 17 * 3);
        assert!(pixels.chunks_exact(3).all(|p| p == [200, 30, 40]));
    }

    #[test]
    fn halves_stay_where_they_were() {
        // Left half red, right half blue: the painted result keeps the sides.
        let picture = RgbImage::from_fn(64, 64, |x, _| {
            if x < 32 {
                Pixel([255, 0, 0])
            } else {
                Pixel([0, 0, 255])
            }
        });
        let look = ReferenceLook::of(&DynamicImage::ImageRgb8(picture));
        let pixels = look.paint(100, 50);
        let at = |x: usize, y: usize| &pixels[(y * 100 + x) * 3..(y * 100 + x) * 3 + 3];
        assert!(at(2, 25)[0] > 200 && at(2, 25)[2] < 40, "{:?}", at(2, 25));
        assert!(
            at(97, 25)[2] > 200 && at(97, 25)[0] < 40,
            "{:?}",
            at(97, 25)
        );
        // Between them, a blend rather than a hard edge.
        let middle = at(50, 25);
        assert!(middle[0] > 60 && middle[2] > 60, "{middle:?}");
    }

    #[test]
    fn tiny_and_odd_sizes_are_filled() {
        let look = ReferenceLook::plain([1, 2, 3]);
        assert_eq!(look.paint(1, 1), vec![1, 2, 3]);
        assert_eq!(look.paint(3, 1).len(), 9);
    }
}
