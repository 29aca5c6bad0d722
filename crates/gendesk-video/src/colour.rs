//! How a stream's YUV samples become RGB: the matrix (BT.601, BT.709, BT.2020) and the range
//! (limited 16–235 or full 0–255), read from the sequence parameter set's VUI, with the usual
//! guess when the stream does not say (BT.709 for HD and larger, BT.601 below; limited range).
//! Conversion on the CPU is `yuvutils-rs`'s (SIMD: AVX2/SSE on x86, NEON on ARM); the numbers a
//! GPU shader needs are [`Colour::rgb_from_yuv`].

/// The YUV → RGB matrix.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Matrix {
    /// ITU-R BT.601 (standard definition; also what JPEG uses).
    Bt601,
    /// ITU-R BT.709 (HD).
    Bt709,
    /// ITU-R BT.2020 non-constant luminance (UHD).
    Bt2020,
}

impl Matrix {
    /// `(Kr, Kb)`, the luma weights of red and blue.
    fn weights(self) -> (f32, f32) {
        match self {
            Self::Bt601 => (0.299, 0.114),
            Self::Bt709 => (0.2126, 0.0722),
            Self::Bt2020 => (0.2627, 0.0593),
        }
    }

    /// The name people read, e.g. `BT.709`.
    pub fn name(self) -> &'static str {
        match self {
            Self::Bt601 => "BT.601",
            Self::Bt709 => "BT.709",
            Self::Bt2020 => "BT.2020",
        }
    }
}

/// A stream's colour description.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Colour {
    /// The matrix.
    pub matrix: Matrix,
    /// Full range (0–255) rather than limited (16–235 luma, 16–240 chroma).
    pub full_range: bool,
    /// The stream said so in its VUI (rather than GenDesk guessing from the picture size).
    pub signalled: bool,
}

impl Colour {
    /// From the VUI's `matrix_coefficients` (H.273 codes; `None` when absent) and
    /// `video_full_range_flag`, for a picture `height` rows tall.
    pub(crate) fn from_vui(matrix_coefficients: Option<u8>, full_range: bool, height: u64) -> Self {
        let guess = if height >= 720 {
            Matrix::Bt709
        } else {
            Matrix::Bt601
        };
        let (matrix, signalled) = match matrix_coefficients {
            Some(1) => (Matrix::Bt709, true),
            // 5: BT.470 B/G, 6: SMPTE 170M, 4: FCC (close enough to BT.601 to look the same).
            Some(4..=6) => (Matrix::Bt601, true),
            Some(9 | 10) => (Matrix::Bt2020, true),
            // 2: unspecified; 0 (RGB), 7 (SMPTE 240M), 8 (YCgCo) and the rest: guess.
            _ => (guess, false),
        };
        Self {
            matrix,
            full_range,
            signalled,
        }
    }

    /// What a stream without a colour description is taken to be.
    pub fn guessed(height: u64) -> Self {
        Self::from_vui(None, false, height)
    }

    /// Words for people: `BT.709, limited range`.
    pub fn describe(self) -> String {
        let range = if self.full_range { "full" } else { "limited" };
        format!("{}, {range} range", self.matrix.name())
    }

    /// The affine map from 8-bit `(Y, U, V)` samples to RGB in 0..=1, for a shader: each row is
    /// `[a, b, c, d]` with `channel = a·Y + b·U + c·V + d`, where `Y`, `U` and `V` are the samples
    /// divided by 255. Rows are R, G, B.
    pub fn rgb_from_yuv(self) -> [[f32; 4]; 3] {
        let (kr, kb) = self.matrix.weights();
        let kg = 1.0 - kr - kb;
        // Scale and offset of luma and chroma in units of the 0..=1 sample.
        let (y_scale, y_offset, c_scale) = if self.full_range {
            (1.0, 0.0, 1.0)
        } else {
            (255.0 / 219.0, 16.0 / 255.0, 255.0 / 224.0)
        };
        let c_offset = 128.0 / 255.0;
        // R = Y' + 2(1-Kr)·Cr; B = Y' + 2(1-Kb)·Cb; G = (Y' - Kr·R - Kb·B) / Kg.
        let red_from_v = 2.0 * (1.0 - kr) * c_scale;
        let blue_from_u = 2.0 * (1.0 - kb) * c_scale;
        let green_from_u = -kb * blue_from_u / kg;
        let green_from_v = -kr * red_from_v / kg;
        let y0 = -y_offset * y_scale;
        [
            [y_scale, 0.0, red_from_v, y0 - red_from_v * c_offset],
            [
                y_scale,
                green_from_u,
                green_from_v,
                y0 - (green_from_u + green_from_v) * c_offset,
            ],
            [y_scale, blue_from_u, 0.0, y0 - blue_from_u * c_offset],
        ]
    }

    /// The same in `yuvutils-rs`'s terms.
    pub(crate) fn for_yuvutils(self) -> (yuvutils_rs::YuvRange, yuvutils_rs::YuvStandardMatrix) {
        let range = if self.full_range {
            yuvutils_rs::YuvRange::Full
        } else {
            yuvutils_rs::YuvRange::Limited
        };
        let matrix = match self.matrix {
            Matrix::Bt601 => yuvutils_rs::YuvStandardMatrix::Bt601,
            Matrix::Bt709 => yuvutils_rs::YuvStandardMatrix::Bt709,
            Matrix::Bt2020 => yuvutils_rs::YuvStandardMatrix::Bt2020,
        };
        (range, matrix)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn apply(colour: Colour, yuv: [u8; 3]) -> [f32; 3] {
        let [y, u, v] = yuv.map(|s| f32::from(s) / 255.0);
        colour
            .rgb_from_yuv()
            .map(|[a, b, c, d]| (a * y + b * u + c * v + d) * 255.0)
    }

    #[test]
    fn the_vui_decides_and_the_size_guesses() {
        assert_eq!(Colour::from_vui(Some(1), false, 480).matrix, Matrix::Bt709);
        assert_eq!(Colour::from_vui(Some(6), true, 1080).matrix, Matrix::Bt601);
        assert!(Colour::from_vui(Some(6), true, 1080).full_range);
        assert_eq!(
            Colour::from_vui(Some(9), false, 2160).matrix,
            Matrix::Bt2020
        );
        assert_eq!(Colour::guessed(1080).matrix, Matrix::Bt709);
        assert_eq!(Colour::guessed(360).matrix, Matrix::Bt601);
        assert!(!Colour::from_vui(Some(2), false, 1080).signalled);
        assert_eq!(
            Colour::from_vui(Some(1), false, 1080).describe(),
            "BT.709, limited range"
        );
    }

    #[test]
    fn the_shader_numbers_map_black_white_and_primaries() {
        for colour in [
            Colour::from_vui(Some(1), false, 1080),
            Colour::from_vui(Some(6), false, 1080),
        ] {
            let close = |got: [f32; 3], want: [f32; 3]| {
                got.iter().zip(want).all(|(g, w)| (g - w).abs() < 1.0)
            };
            assert!(close(apply(colour, [16, 128, 128]), [0.0; 3]));
            assert!(close(apply(colour, [235, 128, 128]), [255.0; 3]));
            // Grey stays grey.
            let grey = apply(colour, [126, 128, 128]);
            assert!((grey[0] - grey[1]).abs() < 0.5 && (grey[1] - grey[2]).abs() < 0.5);
        }
        let full = Colour::from_vui(Some(1), true, 1080);
        let white = apply(full, [255, 128, 128]);
        assert!(white.iter().all(|c| (c - 255.0).abs() < 1.0), "{white:?}");
        // BT.709 limited: pure red is Y 63, U 102, V 240.
        let red = apply(Colour::from_vui(Some(1), false, 1080), [63, 102, 240]);
        assert!(red[0] > 250.0 && red[1] < 5.0 && red[2] < 5.0, "{red:?}");
    }
}
