//! The common fields of each model kind, from the interface's image, video and audio tables.

use serde::{Deserialize, Serialize};

use super::field::FieldSpec;
use super::model::{MODE_KEY, ModelKind, PROMPT_KEY};

/// The common fields of one kind, in display order.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct KindTemplate {
    /// Fields every model of the kind has.
    pub fields: Vec<FieldSpec>,
}

/// The common fields of every kind.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct KindTemplates {
    /// Image models.
    pub image: KindTemplate,
    /// Video models.
    pub video: KindTemplate,
    /// Music models.
    pub audio: KindTemplate,
}

impl KindTemplates {
    /// The common fields of `kind`.
    pub fn fields(&self, kind: ModelKind) -> &[FieldSpec] {
        match kind {
            ModelKind::Image => &self.image.fields,
            ModelKind::Video => &self.video.fields,
            ModelKind::Audio => &self.audio.fields,
        }
    }

    /// Checks that every kind has a `mode` and a `prompt` and no key twice (what is wrong in
    /// the person's language).
    pub fn check(&self) -> Result<(), String> {
        for kind in ModelKind::ALL {
            let fields = self.fields(kind);
            for required in [MODE_KEY, PROMPT_KEY] {
                if !fields.iter().any(|f| f.key == required) {
                    return Err(crate::t!(
                        "problem-catalog-template-missing-field",
                        kind = kind.as_str(),
                        key = format!("{required:?}")
                    ));
                }
            }
            for (index, field) in fields.iter().enumerate() {
                if fields[..index].iter().any(|f| f.key == field.key) {
                    return Err(crate::t!(
                        "problem-catalog-template-field-twice",
                        kind = kind.as_str(),
                        key = format!("{:?}", field.key)
                    ));
                }
            }
        }
        Ok(())
    }
}
