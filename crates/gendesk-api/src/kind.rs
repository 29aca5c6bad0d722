//! What a model generates — the interface's three kinds of model, which decide the common
//! input fields (`mode`, `prompt`, `image_urls`, …) and how results are shown.

use serde::{Deserialize, Serialize};

/// What a model generates.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ModelKind {
    /// Image models (`text-to-image`, `image-to-image`).
    Image,
    /// Video models (`text-to-video`, `image-to-video`).
    Video,
    /// Music models (`mode` is the model version).
    Audio,
}

impl ModelKind {
    /// Every kind, in display order.
    pub const ALL: [ModelKind; 3] = [ModelKind::Image, ModelKind::Video, ModelKind::Audio];

    /// Reads the catalogue-file spelling (`image`, `video`, `audio`; `music` for audio too).
    pub fn parse(text: &str) -> Option<Self> {
        match text {
            "image" => Some(Self::Image),
            "video" => Some(Self::Video),
            "audio" | "music" => Some(Self::Audio),
            _ => None,
        }
    }

    /// The catalogue-file spelling (`image`, `video`, `audio`).
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Image => "image",
            Self::Video => "video",
            Self::Audio => "audio",
        }
    }
}
