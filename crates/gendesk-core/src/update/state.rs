//! What GenDesk remembers between update checks (`<data>/updates/state.json`): when it last
//! checked, when the newest feed it accepted was published (an older copy served again is
//! refused), the version the person chose to skip, and which catalogue models are new to them
//! and since when. Written atomically; an unreadable file is as good as none (the worst
//! outcome is one extra check).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::error::UpdateError;
use crate::config::write_atomic;

/// Seconds in a day: automatic checks are at most this often.
pub const CHECK_INTERVAL_S: i64 = 24 * 60 * 60;

/// How long a model from an updated catalogue is marked "new", in seconds.
pub const NEW_MODEL_S: i64 = 7 * 24 * 60 * 60;

/// The update folder's files, under the data folder.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UpdatePaths {
    /// `<data>/updates`.
    pub dir: PathBuf,
}

impl UpdatePaths {
    /// The update folder of a data folder.
    pub fn new(data_dir: &Path) -> Self {
        Self {
            dir: data_dir.join("updates"),
        }
    }

    /// `state.json`.
    pub fn state_file(&self) -> PathBuf {
        self.dir.join("state.json")
    }

    /// The catalogue taken from the feed (`catalog.json`).
    pub fn catalog_file(&self) -> PathBuf {
        self.dir.join("catalog.json")
    }

    /// The newest accepted feed, kept with its signature (`feed.json`, `feed.json.minisig`):
    /// a newer version found by a check is announced again at the next start without asking.
    pub fn kept_feed(&self) -> (PathBuf, PathBuf) {
        (
            self.dir.join("feed.json"),
            self.dir.join("feed.json.minisig"),
        )
    }

    /// Models earlier catalogues had and the newest lacks (`retired-models.json`).
    pub fn retired_file(&self) -> PathBuf {
        self.dir.join("retired-models.json")
    }

    /// Where packages are downloaded and verified.
    pub fn downloads_dir(&self) -> PathBuf {
        self.dir.join("downloads")
    }
}

/// The remembered state.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct UpdateState {
    /// When the feed was last fetched (Unix seconds), by hand or automatically.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_check_s: Option<i64>,
    /// When the newest accepted feed was published (Unix seconds).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_feed_published_s: Option<i64>,
    /// The version the person chose to skip ("Skip this version").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub skipped_version: Option<String>,
    /// Models an updated catalogue brought, with when they were first seen (Unix seconds).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub new_models: BTreeMap<String, i64>,
}

impl UpdateState {
    /// Reads the state; a missing or unreadable file gives the empty state (logged).
    pub fn load(path: &Path) -> Self {
        match std::fs::read(path) {
            Ok(bytes) => serde_json::from_slice(&bytes).unwrap_or_else(|err| {
                tracing::warn!("{} is unreadable ({err}); starting afresh", path.display());
                Self::default()
            }),
            Err(err) if err.kind() == std::io::ErrorKind::NotFound => Self::default(),
            Err(err) => {
                tracing::warn!("{} could not be read ({err})", path.display());
                Self::default()
            }
        }
    }

    /// Changes the state on disk with `change`, one change at a time in this process: a check
    /// that fetched for seconds and a skip clicked meanwhile both land (reading at the start
    /// and writing at the end would lose the one in between).
    pub fn update(path: &Path, change: impl FnOnce(&mut Self)) -> Result<Self, UpdateError> {
        static ONE_AT_A_TIME: std::sync::Mutex<()> = std::sync::Mutex::new(());
        let _turn = ONE_AT_A_TIME
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let mut state = Self::load(path);
        change(&mut state);
        state.save(path)?;
        Ok(state)
    }

    /// Writes the state atomically.
    pub fn save(&self, path: &Path) -> Result<(), UpdateError> {
        let bytes = serde_json::to_vec_pretty(self).map_err(|err| UpdateError::Malformed {
            reason: err.to_string(),
        })?;
        write_atomic(path, &bytes).map_err(|err| UpdateError::io(path, "written", err))
    }

    /// Whether an automatic check is due at `now_s`: never checked, a day since the last
    /// check, or the clock went back past it.
    pub fn check_due(&self, now_s: i64) -> bool {
        self.last_check_s
            .is_none_or(|last| now_s < last || now_s - last >= CHECK_INTERVAL_S)
    }

    /// The models still marked new at `now_s`.
    pub fn new_models_at(&self, now_s: i64) -> impl Iterator<Item = &str> {
        self.new_models
            .iter()
            .filter(move |(_, since)| now_s >= **since && now_s - **since < NEW_MODEL_S)
            .map(|(id, _)| id.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_check_is_due_once_a_day() {
        let mut state = UpdateState::default();
        assert!(state.check_due(1_000));
        state.last_check_s = Some(1_000);
        assert!(!state.check_due(1_000 + CHECK_INTERVAL_S - 1));
        assert!(state.check_due(1_000 + CHECK_INTERVAL_S));
        assert!(
            state.check_due(999),
            "a clock set back does not block checks forever"
        );
    }

    #[test]
    fn models_are_new_for_a_week() {
        let mut state = UpdateState::default();
        state.new_models.insert("acme/new".into(), 100);
        assert_eq!(state.new_models_at(100).collect::<Vec<_>>(), ["acme/new"]);
        assert_eq!(state.new_models_at(100 + NEW_MODEL_S - 1).count(), 1);
        assert_eq!(state.new_models_at(100 + NEW_MODEL_S).count(), 0);
    }

    #[test]
    fn saved_state_reads_back_and_junk_reads_as_empty() {
        let dir = tempfile::tempdir().unwrap();
        let paths = UpdatePaths::new(dir.path());
        let state = UpdateState {
            last_check_s: Some(5),
            skipped_version: Some("0.2.0".into()),
            ..UpdateState::default()
        };
        state.save(&paths.state_file()).unwrap();
        assert_eq!(UpdateState::load(&paths.state_file()), state);
        std::fs::write(paths.state_file(), b"{not json").unwrap();
        assert_eq!(
            UpdateState::load(&paths.state_file()),
            UpdateState::default()
        );
    }
}
