//! One model of the catalogue: its ID, name, kind, where it was defined, and its input fields
//! in display order (the kind's common fields merged with the model's own).

use super::field::{FieldSpec, FieldType};

/// Key of the generation mode field (for music: the model version).
pub const MODE_KEY: &str = "mode";
/// Key of the prompt field.
pub const PROMPT_KEY: &str = "prompt";
/// Key of the reference image list.
pub const IMAGE_URLS_KEY: &str = "image_urls";
/// Key of the aspect ratio field.
pub const ASPECT_RATIO_KEY: &str = "aspect_ratio";

/// What a model generates (the protocol's kinds; the catalogue adds words for people).
pub use gendesk_api::ModelKind;

/// A kind's words and glyph for people.
pub trait KindWords {
    /// A short glyph for lists and tabs.
    fn icon(self) -> &'static str;
    /// The name for people.
    fn label(self) -> &'static str;
}

impl KindWords for ModelKind {
    fn icon(self) -> &'static str {
        match self {
            Self::Image => "🖼",
            Self::Video => "🎬",
            Self::Audio => "🎵",
        }
    }

    fn label(self) -> &'static str {
        match self {
            Self::Image => "Image",
            Self::Video => "Video",
            Self::Audio => "Music",
        }
    }
}

/// Where a model's definition came from; a later source overrides an earlier one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ModelSource {
    /// Was in an earlier catalogue and is no longer: kept so that history, presets and
    /// *Reuse settings* still find it; anything else with its ID wins.
    Retired,
    /// The catalogue shipped with GenDesk (or a newer one from the update feed).
    BuiltIn,
    /// The offline sandbox's `GET /sandbox/catalog`.
    Sandbox,
    /// Added by the user.
    User,
}

impl ModelSource {
    /// The name for people, in their language (the words of the compose form's badge).
    pub fn label(self) -> String {
        match self {
            Self::Retired => crate::t!("compose-source-retired"),
            Self::BuiltIn => crate::t!("compose-source-built-in"),
            Self::Sandbox => crate::t!("compose-source-sandbox"),
            Self::User => crate::t!("compose-source-user"),
        }
    }

    /// The source's code, as the catalogue's errors name it (`built-in`, `sandbox`, …).
    pub fn code(self) -> &'static str {
        match self {
            Self::Retired => "retired",
            Self::BuiltIn => "built-in",
            Self::Sandbox => "sandbox",
            Self::User => "user",
        }
    }
}

/// A model with everything the compose form needs.
#[derive(Debug, Clone, PartialEq)]
pub struct ModelSpec {
    /// Model ID used in paths.
    pub id: String,
    /// Name for people.
    pub display_name: String,
    /// One line about it (may be empty).
    pub description: String,
    /// Kind of output.
    pub kind: ModelKind,
    /// Input fields in display order: the kind's common fields (with this model's overrides),
    /// then the model's own.
    pub fields: Vec<FieldSpec>,
    /// Where the definition came from.
    pub source: ModelSource,
    /// What one task costs in USD, when the person gave it (models they added).
    pub unit_price_usd: Option<f64>,
}

impl ModelSpec {
    /// The description in the person's language (the built-in catalogue's English is
    /// translated).
    pub fn shown_description(&self) -> std::borrow::Cow<'_, str> {
        crate::i18n::catalog_words::shown(&self.description)
    }

    /// Where this model's price comes from on a profile (`sandbox`: the offline sandbox): the
    /// unit price the person gave with a model they added, else the sandbox's price list, else
    /// nothing (the service publishes no prices).
    pub fn price_source(&self, sandbox: bool) -> crate::batch::estimate::PriceSource {
        use crate::batch::estimate::PriceSource;
        match self.unit_price_usd {
            Some(price) => PriceSource::PerTask(price),
            None if sandbox => PriceSource::Sandbox,
            None => PriceSource::None,
        }
    }

    /// The field with this key.
    pub fn field(&self, key: &str) -> Option<&FieldSpec> {
        self.fields.iter().find(|f| f.key == key)
    }

    /// The modes offered (values of the `mode` field), in display order.
    pub fn modes(&self) -> Vec<String> {
        self.field(MODE_KEY)
            .map(|f| {
                f.choices()
                    .iter()
                    .filter_map(|v| v.as_str().map(str::to_owned))
                    .collect()
            })
            .unwrap_or_default()
    }

    /// The mode that takes reference images (`image-to-image`, `image-to-video`), if any: the
    /// first mode in which the image URL list applies.
    pub fn reference_mode(&self) -> Option<&str> {
        let urls = self.field(IMAGE_URLS_KEY)?;
        urls.modes.first().map(String::as_str)
    }

    /// The prompt's character bounds `(min, max)`.
    pub fn prompt_bounds(&self) -> (usize, Option<usize>) {
        match self.field(PROMPT_KEY).map(|f| &f.field_type) {
            Some(FieldType::Prompt {
                min_chars,
                max_chars,
            }) => (*min_chars, *max_chars),
            Some(FieldType::Text { max_chars }) => (1, *max_chars),
            _ => (1, None),
        }
    }

    /// Text for lists: icon, name and ID.
    pub fn list_label(&self) -> String {
        format!("{} {} ({})", self.kind.icon(), self.display_name, self.id)
    }
}
