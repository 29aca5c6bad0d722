//! Models the user added (ID, kind, optional name and fields), kept in a TOML file written
//! atomically: `<file>.tmp` first, then renamed over the file, so a crash never leaves half a
//! file. A missing file means no models yet.
//!
//! ```toml
//! [[model]]
//! id = "vendor/new-model"
//! kind = "image"
//! display_name = "New model"
//!
//! [[model.extra_fields]]
//! key = "seed"
//! type = "integer"
//! min = 0
//! ```

use crate::config::write_atomic;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::error::CatalogError;
use super::model::ModelSource;
use super::model_doc::ModelDoc;
use super::registry::Catalog;

/// The user models file's contents.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct UserModels {
    /// Every user model, in the order added.
    #[serde(default, rename = "model")]
    pub models: Vec<ModelDoc>,
}

/// Why the user models file could not be read or written.
#[derive(Debug, thiserror::Error)]
pub enum UserModelsError {
    /// Reading or writing failed.
    #[error("{}", crate::t!(
        "err-catalog-user-models-io",
        path = .path.display().to_string(),
        action = .action.to_string(),
        cause = .source.to_string()
    ))]
    Io {
        /// The file.
        path: PathBuf,
        /// "read" or "saved".
        action: &'static str,
        /// The OS error.
        source: std::io::Error,
    },
    /// The file is not valid TOML of the expected shape.
    #[error("{}", crate::t!(
        "err-catalog-user-models-damaged",
        path = .path.display().to_string(),
        line = .line.to_string(),
        column = .column.to_string(),
        reason = .message.clone()
    ))]
    Damaged {
        /// The file.
        path: PathBuf,
        /// 1-based line of the problem.
        line: usize,
        /// 1-based column of the problem.
        column: usize,
        /// What the parser said.
        message: String,
    },
}

impl UserModels {
    /// Reads the file; a missing file means no user models.
    pub fn load(path: &Path) -> Result<Self, UserModelsError> {
        let text = match std::fs::read_to_string(path) {
            Ok(text) => text,
            Err(err) if err.kind() == std::io::ErrorKind::NotFound => return Ok(Self::default()),
            Err(source) => {
                return Err(UserModelsError::Io {
                    path: path.to_owned(),
                    action: "read",
                    source,
                });
            }
        };
        Self::from_toml(&text).map_err(|err| {
            let (line, column) = err
                .span()
                .map_or((1, 1), |span| line_and_column(&text, span.start));
            UserModelsError::Damaged {
                path: path.to_owned(),
                line,
                column,
                message: err.message().trim_end().to_owned(),
            }
        })
    }

    /// Parses the file's text.
    pub fn from_toml(text: &str) -> Result<Self, toml::de::Error> {
        toml::from_str(text)
    }

    /// The file's text.
    pub fn to_toml(&self) -> Result<String, toml::ser::Error> {
        toml::to_string_pretty(self)
    }

    /// Writes the file atomically: `<file>.tmp` beside it, flushed to disk, then renamed.
    pub fn save(&self, path: &Path) -> Result<(), UserModelsError> {
        let io = |source| UserModelsError::Io {
            path: path.to_owned(),
            action: "saved",
            source,
        };
        let text = self
            .to_toml()
            .map_err(|err| io(std::io::Error::other(err)))?;
        write_atomic(path, text.as_bytes()).map_err(io)
    }

    /// Adds a model, or replaces the one with the same ID.
    pub fn upsert(&mut self, model: ModelDoc) {
        match self.models.iter_mut().find(|m| m.id == model.id) {
            Some(slot) => *slot = model,
            None => self.models.push(model),
        }
    }

    /// Removes the model with this ID.
    pub fn remove(&mut self, id: &str) -> Option<ModelDoc> {
        let index = self.models.iter().position(|m| m.id == id)?;
        Some(self.models.remove(index))
    }
}

impl Catalog {
    /// Adds the user's models (they override built-in and sandbox models with the same ID).
    /// Every usable model is added; the problems with the others are returned.
    #[must_use = "the returned problems should be shown to the user"]
    pub fn add_user_models(&mut self, user: &UserModels) -> Vec<CatalogError> {
        let mut problems = Vec::new();
        for doc in &user.models {
            match doc.resolve(self.templates(), ModelSource::User) {
                Ok(spec) => {
                    self.insert(spec);
                }
                Err(err) => problems.push(err),
            }
        }
        problems
    }
}

/// 1-based line and column (in characters) of a byte offset.
fn line_and_column(text: &str, offset: usize) -> (usize, usize) {
    let before = text.get(..offset).unwrap_or(text);
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    let column = before[line_start..].chars().count() + 1;
    (line, column)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_and_columns_are_one_based() {
        assert_eq!(line_and_column("abc", 0), (1, 1));
        assert_eq!(line_and_column("a\nbc\nd", 4), (2, 3));
        assert_eq!(line_and_column("a\nbc\nd", 5), (3, 1));
    }
}
