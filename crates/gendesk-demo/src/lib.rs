//! The offline sandbox's demo model catalogue: kinds, model-specific limits and fields, prices
//! and simulated durations. The simulator (`gendesk-sandbox`) serves it at `GET
//! /sandbox/catalog` and charges by it; GenDesk's core shows its models and estimates their
//! cost from it without depending on the simulator.

use gendesk_api::ModelKind;
use serde::{Deserialize, Serialize};

/// A model-specific input field beyond the kind's documented ones.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ExtraField {
    /// Field name inside `input`.
    pub name: String,
    /// JSON type: `integer`, `number`, `string` or `boolean`.
    #[serde(rename = "type")]
    pub kind: String,
    /// What it does.
    pub description: String,
    /// Smallest allowed value (numbers).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub minimum: Option<i64>,
    /// Largest allowed value (numbers).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub maximum: Option<i64>,
}

/// Price of one task, in USD.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", tag = "rule")]
pub enum Price {
    /// Images: by `resolution`.
    PerImage {
        /// 1K price.
        k1: f64,
        /// 2K price.
        k2: f64,
        /// 4K price.
        k4: f64,
    },
    /// Video: per second of `duration`, by `resolution`.
    PerVideoSecond {
        /// 480p price per second.
        p480: f64,
        /// 720p price per second.
        p720: f64,
        /// 1080p price per second.
        p1080: f64,
    },
    /// Music: per generation (two tracks).
    PerTrack {
        /// Price per generation.
        price: f64,
    },
}

/// One model of the demo catalogue.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CatalogModel {
    /// Model ID used in paths.
    pub id: String,
    /// Name for people.
    pub display_name: String,
    /// Kind of output.
    pub kind: ModelKind,
    /// One line about it.
    pub description: String,
    /// Most prompt characters this model accepts.
    pub prompt_max_chars: usize,
    /// Allowed `duration` values in seconds (video models); the first is the default.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub durations: Vec<u32>,
    /// Model-specific input fields.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub extra_fields: Vec<ExtraField>,
    /// How a task is priced.
    pub price: Price,
    /// Typical simulated processing time in seconds (before jitter).
    pub typical_seconds: u32,
}

/// The published catalogue document.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct DemoCatalog {
    /// Every model.
    pub models: Vec<CatalogModel>,
}

/// The demo catalogue: two image, two video and one music model.
pub fn demo_catalog() -> DemoCatalog {
    let seed = ExtraField {
        name: "seed".into(),
        kind: "integer".into(),
        description: "Same seed and prompt give the same picture".into(),
        minimum: Some(0),
        maximum: Some(4_294_967_295),
    };
    DemoCatalog {
        models: vec![
            CatalogModel {
                id: "sandbox/image-fast".into(),
                display_name: "Sandbox Image Fast".into(),
                kind: ModelKind::Image,
                description: "Quick drafts; the full 5000-character prompt limit".into(),
                prompt_max_chars: 5000,
                durations: vec![],
                extra_fields: vec![],
                price: Price::PerImage {
                    k1: 0.02,
                    k2: 0.04,
                    k4: 0.08,
                },
                typical_seconds: 5,
            },
            CatalogModel {
                id: "sandbox/image-pro".into(),
                display_name: "Sandbox Image Pro".into(),
                kind: ModelKind::Image,
                description: "Higher quality, slower; prompts up to 2000 characters; optional seed"
                    .into(),
                prompt_max_chars: 2000,
                durations: vec![],
                extra_fields: vec![seed],
                price: Price::PerImage {
                    k1: 0.05,
                    k2: 0.09,
                    k4: 0.16,
                },
                typical_seconds: 9,
            },
            CatalogModel {
                id: "sandbox/video-lite".into(),
                display_name: "Sandbox Video Lite".into(),
                kind: ModelKind::Video,
                description: "Short clips of 5 or 10 seconds".into(),
                prompt_max_chars: 2500,
                durations: vec![5, 10],
                extra_fields: vec![],
                price: Price::PerVideoSecond {
                    p480: 0.02,
                    p720: 0.04,
                    p1080: 0.07,
                },
                typical_seconds: 40,
            },
            CatalogModel {
                id: "sandbox/video-cinema".into(),
                display_name: "Sandbox Video Cinema".into(),
                kind: ModelKind::Video,
                description: "Cinematic clips of 4, 8 or 12 seconds, filmed look (H.264 High with B-frames, 24 fps, 854x480)".into(),
                prompt_max_chars: 2500,
                durations: vec![8, 4, 12],
                extra_fields: vec![],
                price: Price::PerVideoSecond {
                    p480: 0.04,
                    p720: 0.08,
                    p1080: 0.12,
                },
                typical_seconds: 70,
            },
            CatalogModel {
                id: "sandbox/music".into(),
                display_name: "Sandbox Music".into(),
                kind: ModelKind::Audio,
                description: "Two takes of a short song per task (versions V4 to V5)".into(),
                prompt_max_chars: 3000,
                durations: vec![],
                extra_fields: vec![],
                price: Price::PerTrack { price: 0.06 },
                typical_seconds: 30,
            },
        ],
    }
}

/// The model whose videos are "filmed" clips (x264 High profile with B-frames), like real
/// services send, rather than drawn and encoded by the sandbox.
pub const FILMED_MODEL: &str = "sandbox/video-cinema";

impl DemoCatalog {
    /// The model with this ID.
    pub fn get(&self, id: &str) -> Option<&CatalogModel> {
        self.models.iter().find(|m| m.id == id)
    }
}

impl CatalogModel {
    /// Price of a task with this (already validated) input, in USD.
    pub fn price_of(&self, input: &serde_json::Value) -> f64 {
        let text = |key: &str, default: &'static str| -> String {
            input
                .get(key)
                .and_then(serde_json::Value::as_str)
                .unwrap_or(default)
                .to_owned()
        };
        match &self.price {
            Price::PerImage { k1, k2, k4 } => match text("resolution", "2K").as_str() {
                "1K" => *k1,
                "4K" => *k4,
                _ => *k2,
            },
            Price::PerVideoSecond { p480, p720, p1080 } => {
                let per_second = match text("resolution", "1080p").as_str() {
                    "480p" => *p480,
                    "720p" => *p720,
                    _ => *p1080,
                };
                f64::from(self.duration_of(input)) * per_second
            }
            Price::PerTrack { price } => *price,
        }
    }

    /// The `duration` of a video input, or the model's default.
    pub fn duration_of(&self, input: &serde_json::Value) -> u32 {
        input
            .get("duration")
            .and_then(serde_json::Value::as_u64)
            .and_then(|d| u32::try_from(d).ok())
            .or_else(|| self.durations.first().copied())
            .unwrap_or(5)
    }
}
