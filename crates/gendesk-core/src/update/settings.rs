//! The person's update settings (`<config>/updates.toml`): whether GenDesk checks by itself
//! (on unless switched off), and where the feed lives (the project's by default; an
//! organisation may point it at its own mirror of the same signed files).

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::error::UpdateError;
use crate::config::write_atomic;

/// The project's feed, beside the newest release's packages. A build may name another with
/// `GENDESK_UPDATE_FEED` (for an organisation's own builds).
pub const DEFAULT_FEED_URL: &str = match option_env!("GENDESK_UPDATE_FEED") {
    Some(url) => url,
    None => "https://github.com/gendesk/gendesk/releases/latest/download/update.json",
};

/// The settings file's name in the config folder.
pub const SETTINGS_FILE: &str = "updates.toml";

/// Update settings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct UpdateSettings {
    /// Check for a new version at start, at most once a day.
    #[serde(default = "on")]
    pub automatic: bool,
    /// The feed's address, when not the project's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub feed_url: Option<String>,
}

fn on() -> bool {
    true
}

impl Default for UpdateSettings {
    fn default() -> Self {
        Self {
            automatic: true,
            feed_url: None,
        }
    }
}

impl UpdateSettings {
    /// The settings file in a config folder.
    pub fn file(config_dir: &Path) -> PathBuf {
        config_dir.join(SETTINGS_FILE)
    }

    /// Reads the settings; a missing file gives the defaults, an unreadable one an error that
    /// says where (the file is then never overwritten unasked).
    pub fn load(path: &Path) -> Result<Self, UpdateError> {
        match std::fs::read_to_string(path) {
            Ok(text) => toml::from_str(&text).map_err(|err| UpdateError::Malformed {
                reason: format!("{}: {err}", path.display()),
            }),
            Err(err) if err.kind() == std::io::ErrorKind::NotFound => Ok(Self::default()),
            Err(err) => Err(UpdateError::io(path, "read", err)),
        }
    }

    /// Writes the settings atomically.
    pub fn save(&self, path: &Path) -> Result<(), UpdateError> {
        let text = toml::to_string(self).map_err(|err| UpdateError::Malformed {
            reason: err.to_string(),
        })?;
        write_atomic(path, text.as_bytes()).map_err(|err| UpdateError::io(path, "written", err))
    }

    /// The feed's address in use.
    pub fn feed_url(&self) -> &str {
        self.feed_url
            .as_deref()
            .map(str::trim)
            .filter(|url| !url.is_empty())
            .unwrap_or(DEFAULT_FEED_URL)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_check_the_projects_feed() {
        let dir = tempfile::tempdir().unwrap();
        let path = UpdateSettings::file(dir.path());
        let settings = UpdateSettings::load(&path).unwrap();
        assert!(settings.automatic);
        assert_eq!(settings.feed_url(), DEFAULT_FEED_URL);
        let mirror = UpdateSettings {
            automatic: false,
            feed_url: Some("https://mirror.example.org/update.json".into()),
        };
        mirror.save(&path).unwrap();
        assert_eq!(UpdateSettings::load(&path).unwrap(), mirror);
        std::fs::write(&path, "automatic = 3").unwrap();
        let err = UpdateSettings::load(&path).unwrap_err().to_string();
        assert!(err.contains("updates.toml"), "{err}");
    }
}
