//! Profiles (name, base URL, optional default model, the models used with it; never the key)
//! in a TOML file, written atomically (temporary file, then rename) so a crash never leaves
//! half a file.

use super::atomic_file::write_atomic;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::references::ReferenceHosting;
use gendesk_api::BaseUrl;

/// What a profile connects to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ProfileKind {
    /// A real service account.
    #[default]
    Remote,
    /// The in-process offline sandbox (its base URL changes at every start).
    Sandbox,
}

/// One account profile. The API key is not here: it lives in the keyring.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ProfileConfig {
    /// Unique, shown in the profile switcher.
    pub name: String,
    /// Service address as entered (normalized when used).
    pub base_url: String,
    /// Remote or sandbox.
    #[serde(default)]
    pub kind: ProfileKind,
    /// Model preselected in the form.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub default_model: Option<String>,
    /// The person's own models used with this profile, by ID (their definitions are in the
    /// user models file). `None` in files from before GenDesk remembered them per profile:
    /// then every one of the person's models is offered.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub models: Option<Vec<String>>,
    /// Whether the local webhook receiver runs while this profile is open; `None` means the
    /// default: on for the offline sandbox, off for a real account.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub receiver: Option<bool>,
    /// Where pictures from this computer are put for the service to fetch (the bucket's secret
    /// key is in the keyring, never here). Sandbox profiles need none.
    #[serde(default, skip_serializing_if = "is_unset")]
    pub references: ReferenceHosting,
    /// The spending limit, per day and per month (none by default).
    #[serde(default, skip_serializing_if = "LimitCents::is_unset")]
    pub spending_limit: LimitCents,
}

/// A spending limit as kept in the profile file: whole cents, so profiles compare exactly.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct LimitCents {
    /// Per calendar day (local time), in US cents.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub per_day: Option<u64>,
    /// Per calendar month (local time), in US cents.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub per_month: Option<u64>,
}

impl LimitCents {
    /// No limit at all.
    pub fn is_unset(&self) -> bool {
        self.per_day.is_none() && self.per_month.is_none()
    }

    /// As the engine checks it.
    pub fn to_limit(self) -> crate::engine::SpendingLimit {
        #[allow(clippy::cast_precision_loss, reason = "cents far below 2^52")]
        let usd = |cents: u64| cents as f64 / 100.0;
        crate::engine::SpendingLimit {
            per_day_usd: self.per_day.map(usd),
            per_month_usd: self.per_month.map(usd),
        }
    }
}

fn is_unset(hosting: &ReferenceHosting) -> bool {
    *hosting == ReferenceHosting::None
}

impl ProfileConfig {
    /// Whether the local webhook receiver runs for this profile.
    pub fn receiver_on(&self) -> bool {
        self.receiver.unwrap_or(self.kind == ProfileKind::Sandbox)
    }

    /// Whether the person's model `id` is offered with this profile.
    pub fn uses_model(&self, id: &str) -> bool {
        self.models
            .as_ref()
            .is_none_or(|models| models.iter().any(|m| m == id))
    }
}

/// The profiles file's contents.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Profiles {
    /// Name of the profile opened last.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_profile: Option<String>,
    /// Every profile, in the order shown.
    #[serde(default, rename = "profile")]
    pub profiles: Vec<ProfileConfig>,
}

/// Name of the profile created for the offline sandbox.
pub const SANDBOX_PROFILE: &str = "Offline sandbox";

/// Why profiles could not be read, changed or saved.
#[derive(Debug, thiserror::Error)]
pub enum ProfilesError {
    /// Reading or writing the file failed.
    #[error("{}", crate::t!(
        "err-profiles-io",
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
        "err-profiles-damaged",
        path = .path.display().to_string(),
        reason = .reason.clone()
    ))]
    Damaged {
        /// The file.
        path: PathBuf,
        /// What the parser said.
        reason: String,
    },
    /// A profile with this name exists.
    #[error("{}", crate::t!("err-profiles-duplicate-name", name = format!("{:?}", .0)))]
    DuplicateName(String),
    /// No profile with this name.
    #[error("{}", crate::t!("err-profiles-not-found", name = format!("{:?}", .0)))]
    NotFound(String),
    /// The name is empty.
    #[error("{}", crate::t!("err-profiles-empty-name"))]
    EmptyName,
    /// The base URL is not usable.
    #[error(transparent)]
    BaseUrl(#[from] gendesk_api::BaseUrlError),
}

impl Profiles {
    /// Reads the file; a missing file means no profiles yet.
    pub fn load(path: &Path) -> Result<Self, ProfilesError> {
        let text = match std::fs::read_to_string(path) {
            Ok(text) => text,
            Err(err) if err.kind() == std::io::ErrorKind::NotFound => return Ok(Self::default()),
            Err(source) => {
                return Err(ProfilesError::Io {
                    path: path.to_owned(),
                    action: "read",
                    source,
                });
            }
        };
        toml::from_str(&text).map_err(|err| ProfilesError::Damaged {
            path: path.to_owned(),
            reason: err.to_string(),
        })
    }

    /// Writes the file atomically: a temporary file beside it, flushed to disk, then renamed.
    pub fn save(&self, path: &Path) -> Result<(), ProfilesError> {
        let io = |source| ProfilesError::Io {
            path: path.to_owned(),
            action: "saved",
            source,
        };
        let text = toml::to_string_pretty(self).map_err(|err| io(std::io::Error::other(err)))?;
        write_atomic(path, text.as_bytes()).map_err(io)
    }

    /// The profile with this name.
    pub fn get(&self, name: &str) -> Option<&ProfileConfig> {
        self.profiles.iter().find(|p| p.name == name)
    }

    /// The profile to open at start: the last one, else the first.
    pub fn startup(&self) -> Option<&ProfileConfig> {
        self.last_profile
            .as_deref()
            .and_then(|name| self.get(name))
            .or_else(|| self.profiles.first())
    }

    /// Adds a profile after checking its name and base URL.
    pub fn add(&mut self, profile: ProfileConfig) -> Result<(), ProfilesError> {
        let name = profile.name.trim();
        if name.is_empty() {
            return Err(ProfilesError::EmptyName);
        }
        if self.get(name).is_some() {
            return Err(ProfilesError::DuplicateName(name.to_owned()));
        }
        if profile.kind == ProfileKind::Remote {
            BaseUrl::parse(&profile.base_url)?;
        }
        self.profiles.push(ProfileConfig {
            name: name.to_owned(),
            ..profile
        });
        Ok(())
    }

    /// Replaces the profile called `name` (it may be renamed).
    pub fn update(&mut self, name: &str, profile: ProfileConfig) -> Result<(), ProfilesError> {
        let index = self
            .profiles
            .iter()
            .position(|p| p.name == name)
            .ok_or_else(|| ProfilesError::NotFound(name.to_owned()))?;
        let old = self.profiles.remove(index);
        match self.add(profile) {
            Ok(()) => {
                let new = self.profiles.pop().unwrap_or_else(|| old.clone());
                if self.last_profile.as_deref() == Some(name) {
                    self.last_profile = Some(new.name.clone());
                }
                self.profiles.insert(index, new);
                Ok(())
            }
            Err(err) => {
                self.profiles.insert(index, old);
                Err(err)
            }
        }
    }

    /// Removes a profile (its key is removed by the caller through the vault).
    pub fn remove(&mut self, name: &str) -> Result<ProfileConfig, ProfilesError> {
        let index = self
            .profiles
            .iter()
            .position(|p| p.name == name)
            .ok_or_else(|| ProfilesError::NotFound(name.to_owned()))?;
        if self.last_profile.as_deref() == Some(name) {
            self.last_profile = None;
        }
        Ok(self.profiles.remove(index))
    }

    /// Remembers that profile `name` uses the person's model `id`. A profile without a list
    /// yet starts one from `offered` (the models it offered until now). Returns whether
    /// anything changed.
    pub fn remember_model(&mut self, name: &str, id: &str, offered: &[String]) -> bool {
        let Some(profile) = self.profiles.iter_mut().find(|p| p.name == name) else {
            return false;
        };
        let models = profile.models.get_or_insert_with(|| offered.to_vec());
        if models.iter().any(|m| m == id) {
            return false;
        }
        models.push(id.to_owned());
        true
    }

    /// Forgets that profile `name` uses model `id` (a profile without a list yet starts one
    /// from `offered`, without `id`). Returns whether anything changed.
    pub fn forget_model(&mut self, name: &str, id: &str, offered: &[String]) -> bool {
        let Some(profile) = self.profiles.iter_mut().find(|p| p.name == name) else {
            return false;
        };
        let models = profile.models.get_or_insert_with(|| offered.to_vec());
        let before = models.len();
        models.retain(|m| m != id);
        before != models.len()
    }

    /// Whether any profile still offers the person's model `id`.
    pub fn any_uses_model(&self, id: &str) -> bool {
        self.profiles.iter().any(|p| p.uses_model(id))
    }

    /// The sandbox profile, created when missing.
    pub fn ensure_sandbox(&mut self) -> &ProfileConfig {
        if !self.profiles.iter().any(|p| p.kind == ProfileKind::Sandbox) {
            self.profiles.push(ProfileConfig {
                name: SANDBOX_PROFILE.to_owned(),
                base_url: "http://127.0.0.1".to_owned(),
                kind: ProfileKind::Sandbox,
                default_model: Some("sandbox/image-fast".to_owned()),
                models: Some(Vec::new()),
                receiver: None,
                references: ReferenceHosting::None,
                spending_limit: LimitCents::default(),
            });
        }
        let index = self
            .profiles
            .iter()
            .position(|p| p.kind == ProfileKind::Sandbox)
            .unwrap_or(0);
        &self.profiles[index]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn remote(name: &str) -> ProfileConfig {
        ProfileConfig {
            name: name.into(),
            base_url: "https://api.example".into(),
            kind: ProfileKind::Remote,
            default_model: None,
            models: Some(Vec::new()),
            receiver: None,
            references: ReferenceHosting::None,
            spending_limit: LimitCents::default(),
        }
    }

    #[test]
    fn each_profile_remembers_its_models() {
        let mut profiles = Profiles::default();
        profiles.add(remote("Work")).unwrap();
        profiles.add(remote("Home")).unwrap();
        assert!(!profiles.get("Work").unwrap().uses_model("vendor/a"));
        assert!(profiles.remember_model("Work", "vendor/a", &[]));
        assert!(!profiles.remember_model("Work", "vendor/a", &[]), "once");
        assert!(profiles.get("Work").unwrap().uses_model("vendor/a"));
        assert!(!profiles.get("Home").unwrap().uses_model("vendor/a"));
        assert!(profiles.any_uses_model("vendor/a"));

        // Saved and read back; the key is never there.
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("profiles.toml");
        profiles.save(&file).unwrap();
        let text = std::fs::read_to_string(&file).unwrap();
        assert!(text.contains("models = [\"vendor/a\"]"), "{text}");
        assert_eq!(Profiles::load(&file).unwrap(), profiles);

        assert!(profiles.forget_model("Work", "vendor/a", &[]));
        assert!(!profiles.any_uses_model("vendor/a"));
        assert!(!profiles.forget_model("Nobody", "vendor/a", &[]));
    }

    #[test]
    fn a_profile_from_an_older_file_offers_every_model_until_it_changes() {
        let profiles: Profiles =
            toml::from_str("[[profile]]\nname = \"Old\"\nbase_url = \"https://api.example\"\n")
                .unwrap();
        let old = profiles.get("Old").unwrap();
        assert_eq!(old.models, None);
        assert!(old.uses_model("vendor/anything"));
        let offered = vec!["vendor/a".to_owned(), "vendor/b".to_owned()];
        let mut changed = profiles.clone();
        assert!(changed.forget_model("Old", "vendor/a", &offered));
        assert_eq!(
            changed.get("Old").unwrap().models,
            Some(vec!["vendor/b".to_owned()])
        );
        let mut changed = profiles;
        assert!(changed.remember_model("Old", "vendor/c", &offered));
        assert_eq!(
            changed.get("Old").unwrap().models.as_deref(),
            Some(
                &[
                    "vendor/a".to_owned(),
                    "vendor/b".to_owned(),
                    "vendor/c".to_owned()
                ][..]
            )
        );
    }

    #[test]
    fn add_update_remove_and_startup() {
        let mut profiles = Profiles::default();
        profiles.add(remote("Work")).unwrap();
        profiles.add(remote(" Home ")).unwrap();
        assert!(matches!(
            profiles.add(remote("Work")),
            Err(ProfilesError::DuplicateName(_))
        ));
        assert!(matches!(
            profiles.add(remote("  ")),
            Err(ProfilesError::EmptyName)
        ));
        let mut insecure = remote("Bad");
        insecure.base_url = "http://api.example".into();
        assert!(matches!(
            profiles.add(insecure),
            Err(ProfilesError::BaseUrl(_))
        ));
        assert_eq!(profiles.startup().unwrap().name, "Work");
        profiles.last_profile = Some("Home".into());
        profiles.update("Home", remote("House")).unwrap();
        assert_eq!(profiles.startup().unwrap().name, "House");
        assert!(matches!(
            profiles.update("House", remote("Work")),
            Err(ProfilesError::DuplicateName(_))
        ));
        assert_eq!(
            profiles
                .profiles
                .iter()
                .map(|p| p.name.as_str())
                .collect::<Vec<_>>(),
            ["Work", "House"]
        );
        profiles.remove("House").unwrap();
        assert_eq!(profiles.last_profile, None);
        assert_eq!(profiles.ensure_sandbox().kind, ProfileKind::Sandbox);
        profiles.ensure_sandbox();
        assert_eq!(profiles.profiles.len(), 2);
    }
}
#[cfg(test)]
mod reference_hosting_tests {
    use super::*;

    #[test]
    fn a_profile_with_a_bucket_reads_back() {
        let text = "last_profile = \"Studio\"\n\n[[profile]]\nname = \"Studio\"\nbase_url = \"https://api.example.com\"\nkind = \"remote\"\n\n[profile.references]\nhost = \"bucket\"\nendpoint = \"https://1234abcd.r2.cloudflarestorage.com\"\nbucket = \"gendesk-refs\"\nregion = \"auto\"\naccess_key_id = \"AKIAEXAMPLE\"\nlink_hours = 12\ndelete_when_final = true\n";
        let profiles: Profiles = toml::from_str(text).unwrap();
        assert!(matches!(
            profiles.profiles[0].references,
            ReferenceHosting::Bucket(_)
        ));
    }
}
