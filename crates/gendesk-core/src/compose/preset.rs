//! Named presets: the whole compose form — model, prompt, every field, reference images
//! (addresses, and pictures by file path and SHA-256) and advanced options — kept per profile
//! in the config folder as TOML (`presets/<profile>.toml`), and exported or imported as a file
//! to share. A preset applied to a model whose fields changed keeps what still fits and says
//! what it left out.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::form::{AdvancedOptions, ComposeForm};
use super::references::ReferenceRow;
use crate::catalog::ModelSpec;
use crate::config::write_atomic;
use gendesk_api::{Provider, RequestType};

/// Longest preset name.
pub const MAX_NAME_CHARS: usize = 80;
/// Largest presets file read (a shared file is text; this is far more than thousands of presets).
const MAX_FILE_BYTES: u64 = 4 * 1024 * 1024;

/// One named preset.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Preset {
    /// Its name (unique in a profile, ignoring case).
    pub name: String,
    /// The model it was saved for.
    pub model: String,
    /// The prompt.
    #[serde(default)]
    pub prompt: String,
    /// Every other field that was set, by key.
    #[serde(default)]
    pub fields: BTreeMap<String, Value>,
    /// The reference images, in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub references: Vec<PresetReference>,
    /// Provider, request type, callback URL, extra JSON.
    #[serde(default)]
    pub advanced: PresetAdvanced,
}

/// A reference image of a preset.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum PresetReference {
    /// An address.
    Url {
        /// The address.
        url: String,
    },
    /// A picture from this computer, found again by its path and checked by its SHA-256.
    File {
        /// The file.
        file: PathBuf,
        /// SHA-256 of the file when it was added.
        sha256: String,
        /// Whether its smaller copy was sent.
        #[serde(default)]
        fitted: bool,
    },
}

/// The advanced options of a preset.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PresetAdvanced {
    /// Routing strategy.
    #[serde(default)]
    pub provider: Provider,
    /// Poll or be called back.
    #[serde(default)]
    pub request_type: RequestType,
    /// Callback URL (used with `callback`).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub callback_url: String,
    /// Extra JSON fields.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub extra_json: String,
}

/// A presets file: the profile's own, or one exported to share.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct PresetFile {
    /// The presets, in the order they were made.
    #[serde(default)]
    pub presets: Vec<Preset>,
}

/// Why presets could not be read, written or named.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum PresetError {
    /// The file could not be read or written.
    #[error("{}", crate::t!(
        "err-compose-preset-io",
        path = .path.display().to_string(),
        action = .action.to_string(),
        cause = .cause.to_string()
    ))]
    Io {
        /// "read" or "written".
        action: &'static str,
        /// The file.
        path: PathBuf,
        /// What the system said.
        cause: std::io::Error,
    },
    /// The file is not a presets file.
    #[error("{}", crate::t!(
        "err-compose-preset-unreadable",
        path = .path.display().to_string(),
        detail = .detail.clone()
    ))]
    Unreadable {
        /// The file.
        path: PathBuf,
        /// What was wrong, and where.
        detail: String,
    },
    /// The file is larger than a presets file can be.
    #[error("{}", crate::t!(
        "err-compose-preset-too-large",
        path = .path.display().to_string(),
        bytes = .bytes.to_string()
    ))]
    TooLarge {
        /// The file.
        path: PathBuf,
        /// Its size.
        bytes: u64,
    },
    /// A name that cannot be used.
    #[error("{0}")]
    Name(String),
}

impl Preset {
    /// The form as a preset called `name`.
    pub fn from_form(name: &str, form: &ComposeForm) -> Self {
        let fields = form
            .values
            .iter()
            .filter(|(_, value)| !value.is_null())
            .map(|(key, value)| (key.clone(), value.clone()))
            .collect();
        let references = form
            .image_urls
            .iter()
            .filter(|row| !row.is_blank())
            .map(|row| match row {
                ReferenceRow::Url(url) => PresetReference::Url {
                    url: url.trim().to_owned(),
                },
                ReferenceRow::Local(local) => match &local.path {
                    Some(path) => PresetReference::File {
                        file: path.clone(),
                        sha256: local.sha256.clone(),
                        fitted: local.fitted,
                    },
                    // A picture without a file can only be kept by its link.
                    None => PresetReference::Url {
                        url: row.request_value(),
                    },
                },
            })
            .collect();
        Self {
            name: name.trim().to_owned(),
            model: form.model_id().to_owned(),
            prompt: form.prompt.clone(),
            fields,
            references,
            advanced: PresetAdvanced {
                provider: form.advanced.provider,
                request_type: form.advanced.request_type,
                callback_url: form.advanced.callback_url.clone(),
                extra_json: form.advanced.extra_json.clone(),
            },
        }
    }

    /// A form for `model` from the preset: what fits `model` is set, the rest is named in the
    /// returned list (`"seed"`, …). Pictures from this computer are not in the form: read them
    /// from [`Preset::files`] and add them.
    pub fn to_form(&self, model: &ModelSpec) -> (ComposeForm, Vec<String>) {
        let mut form = ComposeForm::new(model);
        let mut left_out = Vec::new();
        for (key, value) in &self.fields {
            let fits = model.field(key).is_some_and(|field| match field.choices() {
                [] => true,
                choices => choices.contains(value),
            });
            if fits {
                form.set_input_value(model, key, value.clone());
            } else {
                left_out.push(key.clone());
            }
        }
        form.prompt.clone_from(&self.prompt);
        form.image_urls = self
            .references
            .iter()
            .filter_map(|reference| match reference {
                PresetReference::Url { url } => Some(ReferenceRow::Url(url.clone())),
                PresetReference::File { .. } => None,
            })
            .collect();
        form.advanced = AdvancedOptions {
            provider: self.advanced.provider,
            request_type: self.advanced.request_type,
            callback_url: self.advanced.callback_url.clone(),
            extra_json: self.advanced.extra_json.clone(),
        };
        (form, left_out)
    }

    /// The pictures from this computer: file, SHA-256 and whether the smaller copy was sent.
    pub fn files(&self) -> Vec<(PathBuf, String, bool)> {
        self.references
            .iter()
            .filter_map(|reference| match reference {
                PresetReference::File {
                    file,
                    sha256,
                    fitted,
                } => Some((file.clone(), sha256.clone(), *fitted)),
                PresetReference::Url { .. } => None,
            })
            .collect()
    }
}

impl PresetFile {
    /// Reads presets from `path`; a missing file is no presets.
    pub fn load(path: &Path) -> Result<Self, PresetError> {
        match std::fs::metadata(path) {
            Err(err) if err.kind() == std::io::ErrorKind::NotFound => return Ok(Self::default()),
            Err(cause) => {
                return Err(PresetError::Io {
                    action: "read",
                    path: path.to_path_buf(),
                    cause,
                });
            }
            Ok(meta) if meta.len() > MAX_FILE_BYTES => {
                return Err(PresetError::TooLarge {
                    path: path.to_path_buf(),
                    bytes: meta.len(),
                });
            }
            Ok(_) => {}
        }
        let text = std::fs::read_to_string(path).map_err(|cause| PresetError::Io {
            action: "read",
            path: path.to_path_buf(),
            cause,
        })?;
        let file: Self = toml::from_str(&text).map_err(|err| PresetError::Unreadable {
            path: path.to_path_buf(),
            detail: err.message().to_owned(),
        })?;
        if let Some(bad) = file.presets.iter().find(|p| p.name.trim().is_empty()) {
            return Err(PresetError::Unreadable {
                path: path.to_path_buf(),
                detail: format!("a preset for {} has no name", bad.model),
            });
        }
        Ok(file)
    }

    /// Writes the presets to `path` (whole or not at all).
    pub fn save(&self, path: &Path) -> Result<(), PresetError> {
        let failed = |cause| PresetError::Io {
            action: "written",
            path: path.to_path_buf(),
            cause,
        };
        let text = toml::to_string_pretty(self).map_err(|err| PresetError::Unreadable {
            path: path.to_path_buf(),
            detail: err.to_string(),
        })?;
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).map_err(failed)?;
        }
        write_atomic(path, text.as_bytes()).map_err(failed)
    }

    /// The preset called `name` (ignoring case).
    pub fn get(&self, name: &str) -> Option<&Preset> {
        self.presets
            .iter()
            .find(|p| p.name.eq_ignore_ascii_case(name.trim()))
    }

    /// Adds `preset`, or replaces the one of the same name.
    pub fn put(&mut self, preset: Preset) {
        match self
            .presets
            .iter_mut()
            .find(|p| p.name.eq_ignore_ascii_case(&preset.name))
        {
            Some(old) => *old = preset,
            None => self.presets.push(preset),
        }
    }

    /// Renames `from` to `to`; the new name must be usable and free.
    pub fn rename(&mut self, from: &str, to: &str) -> Result<(), PresetError> {
        let to = check_name(to)?;
        if !to.eq_ignore_ascii_case(from) && self.get(&to).is_some() {
            return Err(PresetError::Name(crate::t!(
                "preset-name-in-use",
                name = to
            )));
        }
        let preset = self
            .presets
            .iter_mut()
            .find(|p| p.name.eq_ignore_ascii_case(from))
            .ok_or_else(|| PresetError::Name(crate::t!("preset-name-unknown", name = from)))?;
        preset.name = to;
        Ok(())
    }

    /// Adds a copy of `name` called "`name` (copy)" (or "(copy 2)", …); its name.
    pub fn duplicate(&mut self, name: &str) -> Option<String> {
        let mut copy = self.get(name)?.clone();
        copy.name = self.free_name(&format!("{} (copy)", copy.name));
        let new_name = copy.name.clone();
        self.presets.push(copy);
        Some(new_name)
    }

    /// Removes `name`; whether it was there.
    pub fn remove(&mut self, name: &str) -> bool {
        let before = self.presets.len();
        self.presets.retain(|p| !p.name.eq_ignore_ascii_case(name));
        self.presets.len() != before
    }

    /// Adds every preset of `other`; a name already taken gets " (2)", " (3)", … Returns the
    /// names added.
    pub fn merge(&mut self, other: Self) -> Vec<String> {
        let mut added = Vec::new();
        for mut preset in other.presets {
            preset.name = self.free_name(preset.name.trim());
            added.push(preset.name.clone());
            self.presets.push(preset);
        }
        added
    }

    /// `wanted`, or `wanted (2)`, `wanted (3)`, … whichever is free.
    fn free_name(&self, wanted: &str) -> String {
        if self.get(wanted).is_none() {
            return wanted.to_owned();
        }
        // At most one more than there are presets is ever needed.
        (2..=self.presets.len() + 2)
            .map(|n| format!("{wanted} ({n})"))
            .find(|name| self.get(name).is_none())
            .unwrap_or_else(|| wanted.to_owned())
    }
}

/// A usable preset name: trimmed, not empty, at most [`MAX_NAME_CHARS`] characters.
pub fn check_name(name: &str) -> Result<String, PresetError> {
    let name = name.trim();
    if name.is_empty() {
        return Err(PresetError::Name(crate::t!("preset-name-empty")));
    }
    if name.chars().count() > MAX_NAME_CHARS {
        return Err(PresetError::Name(crate::t!(
            "preset-name-too-long",
            max = MAX_NAME_CHARS
        )));
    }
    Ok(name.to_owned())
}

/// The file name of a profile's presets: its name with anything but letters, digits, `-` and
/// `_` replaced, plus a short hash so that two names never share a file.
pub fn profile_file_name(profile: &str) -> String {
    use sha2::Digest as _;
    let safe: String = profile
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' || c == '_' {
                c
            } else {
                '_'
            }
        })
        .take(40)
        .collect();
    let hash = hex::encode(&sha2::Sha256::digest(profile.as_bytes())[..4]);
    format!("{safe}-{hash}.toml")
}
