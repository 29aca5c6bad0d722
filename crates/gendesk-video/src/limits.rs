//! Memory caps for video: file size, picture size and frame count, all checked from headers
//! before any frame memory is allocated.

use super::VideoError;

/// What GenDesk agrees to open. Every figure is checked against the file's headers (container
/// and H.264 parameter sets) before a frame buffer is allocated, so a file that claims
/// 60 000 × 60 000 pixels fails with [`VideoError::TooLarge`] instead of allocating.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct VideoLimits {
    /// Widest picture, in pixels.
    pub max_width: u32,
    /// Tallest picture, in pixels.
    pub max_height: u32,
    /// Most pixels in one picture (an RGBA frame takes four bytes per pixel).
    pub max_pixels: u64,
    /// Largest file, in bytes (the whole file is held in memory).
    pub max_bytes: u64,
    /// Most frames in the video track (the sample index takes about 40 bytes per frame).
    pub max_frames: u64,
}

impl Default for VideoLimits {
    /// 8192 × 8192 at most, 36 million pixels (8K UHD is 33 million), a 1 GiB file, and
    /// 2 million frames (18 hours at 30 frames per second).
    fn default() -> Self {
        Self {
            max_width: 8192,
            max_height: 8192,
            max_pixels: 36_000_000,
            max_bytes: 1024 * 1024 * 1024,
            max_frames: 2_000_000,
        }
    }
}

impl VideoLimits {
    /// Checks a picture size claimed by `origin` (a header or the H.264 stream).
    pub(crate) fn check_size(
        &self,
        origin: &'static str,
        width: u64,
        height: u64,
    ) -> Result<(), VideoError> {
        let limit = if width > u64::from(self.max_width) {
            Some(format!("{} pixels wide", self.max_width))
        } else if height > u64::from(self.max_height) {
            Some(format!("{} pixels high", self.max_height))
        } else if width.saturating_mul(height) > self.max_pixels {
            #[allow(clippy::cast_precision_loss, reason = "a rounded figure for display")]
            let millions = self.max_pixels as f64 / 1e6;
            Some(format!("{millions:.1} million pixels"))
        } else {
            None
        };
        match limit {
            Some(limit) => Err(VideoError::TooLarge {
                origin,
                width,
                height,
                limit,
            }),
            None => Ok(()),
        }
    }

    /// Checks the size of the whole file.
    pub(crate) fn check_file(&self, bytes: u64) -> Result<(), VideoError> {
        if bytes > self.max_bytes {
            return Err(VideoError::FileTooLarge {
                bytes,
                max_bytes: self.max_bytes,
            });
        }
        Ok(())
    }

    /// Checks the number of frames in the video track.
    pub(crate) fn check_frames(&self, count: u64) -> Result<(), VideoError> {
        if count > self.max_frames {
            return Err(VideoError::TooManyFrames {
                count,
                max: self.max_frames,
            });
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_within_and_past_the_limits() {
        let limits = VideoLimits::default();
        assert!(limits.check_size("test", 1920, 1080).is_ok());
        assert!(limits.check_size("test", 7680, 4320).is_ok());
        assert!(limits.check_size("test", 8192, 8192).is_err(), "67 Mpx");
        let err = limits
            .check_size("track header", 60_000, 60_000)
            .unwrap_err();
        assert!(matches!(err, VideoError::TooLarge { .. }));
        let text = err.to_string();
        assert!(text.contains("60000 × 60000"), "{text}");
        assert!(text.contains("8192 pixels wide"), "{text}");
        assert!(limits.check_size("test", 100, 9000).is_err());
        assert!(limits.check_size("test", u64::MAX, u64::MAX).is_err());
    }

    #[test]
    fn file_and_frame_caps() {
        let limits = VideoLimits {
            max_bytes: 10,
            max_frames: 3,
            ..VideoLimits::default()
        };
        assert!(limits.check_file(10).is_ok());
        assert!(matches!(
            limits.check_file(11),
            Err(VideoError::FileTooLarge { .. })
        ));
        assert!(limits.check_frames(3).is_ok());
        assert!(matches!(
            limits.check_frames(4),
            Err(VideoError::TooManyFrames { .. })
        ));
    }
}
