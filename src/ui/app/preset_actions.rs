//! The profile's named presets, carried out off the UI thread: read when the profile opens,
//! written whole after each change (on the ordered disk thread), applied to the form (their
//! pictures read again and checked against their SHA-256), exported and imported with the file
//! dialog.

use std::path::PathBuf;

use gendesk_core::compose::preset::{PresetFile, profile_file_name};
use gendesk_core::t;

/// Recent prompts offered beside the prompt field.
const RECENT_PROMPTS: usize = 500;

use super::file_dialogs::{Picked, SaveAs};
use super::{GenDeskApp, Msg};
use crate::ui::actions::PresetAction;
use crate::ui::live_state::{Notice, NoticeLevel, sentence};

impl GenDeskApp {
    /// The open profile's presets file.
    fn presets_path(&self) -> Option<PathBuf> {
        let profile = self.current.as_ref()?;
        Some(
            self.options
                .paths
                .presets_dir()
                .join(profile_file_name(&profile.name)),
        )
    }

    /// Reads the open profile's presets (after the form was reset for it).
    pub(super) fn load_presets(&mut self) {
        let Some(path) = self.presets_path() else {
            return;
        };
        let queued = self.jobs.spawn_serial(move || {
            Some(Msg::PresetsLoaded {
                path: path.clone(),
                result: PresetFile::load(&path).map_err(|err| sentence(&err.to_string())),
            })
        });
        if let Err(message) = queued {
            self.compose.presets.error = Some(message);
        }
    }

    /// The presets of a profile were read; only the open profile's count (another may have
    /// opened since).
    pub(super) fn presets_loaded(
        &mut self,
        path: &std::path::Path,
        result: Result<PresetFile, String>,
    ) {
        if self.presets_path().as_deref() != Some(path) {
            return;
        }
        match result {
            Ok(file) => {
                self.compose.presets.file = Some(file);
                self.compose.presets.error = None;
            }
            Err(message) => self.compose.presets.error = Some(message),
        }
    }

    /// Reads the open profile's recent prompts from the history (after the form was reset).
    pub(super) fn load_recent_prompts(&mut self) {
        let Some(profile) = self.current.as_ref().map(|p| p.name.clone()) else {
            return;
        };
        let db = self.options.paths.database_file();
        let spawned = self.jobs.spawn("gendesk-recent-prompts", move || {
            let prompts = gendesk_core::store::Store::open(&db)
                .and_then(|store| match store.profile_by_name(&profile)? {
                    Some(found) => store.recent_prompts(found.id, RECENT_PROMPTS),
                    None => Ok(Vec::new()),
                })
                .unwrap_or_else(|err| {
                    tracing::warn!(%err, "recent prompts could not be read");
                    Vec::new()
                });
            Msg::RecentPrompts { profile, prompts }
        });
        if let Err(message) = spawned {
            tracing::warn!(%message, "recent prompts not read");
        }
    }

    /// A profile's recent prompts were read (only the open profile's count).
    pub(super) fn recent_prompts_read(&mut self, profile: &str, prompts: Vec<String>) {
        if self.current.as_ref().is_some_and(|p| p.name == profile) {
            self.compose.recent_prompts_read(prompts);
        }
    }

    pub(super) fn preset_action(&mut self, action: PresetAction) {
        match action {
            PresetAction::Apply(preset) => {
                let result = self.compose.apply_preset(self.catalog.catalog(), &preset);
                let applied = result.is_ok();
                self.show_compose_result(result);
                if applied {
                    self.read_expected_pictures(preset.files());
                }
            }
            PresetAction::Save(preset) => {
                let name = preset.name.clone();
                self.change_presets(
                    move |file| {
                        file.put(*preset);
                        Ok(())
                    },
                    t!("preset-saved", name = name),
                );
            }
            PresetAction::Rename { from, to } => {
                let done = t!("preset-renamed", from = from.as_str(), to = to.as_str());
                self.change_presets(
                    move |file| file.rename(&from, &to).map_err(|err| err.to_string()),
                    done,
                );
            }
            PresetAction::Duplicate(name) => {
                let done = t!("preset-duplicated", name = name.as_str());
                self.change_presets(
                    move |file| {
                        file.duplicate(&name)
                            .map(drop)
                            .ok_or_else(|| t!("preset-missing", name = name.as_str()))
                    },
                    done,
                );
            }
            PresetAction::Delete(name) => {
                let done = t!("preset-deleted", name = name.as_str());
                self.change_presets(
                    move |file| {
                        file.remove(&name);
                        Ok(())
                    },
                    done,
                );
            }
            PresetAction::Export(name) => self.export_preset(&name),
            PresetAction::Import => self.import_presets(),
        }
    }

    /// Applies `change` to the presets shown, then writes them whole.
    fn change_presets(
        &mut self,
        change: impl FnOnce(&mut PresetFile) -> Result<(), String>,
        done: String,
    ) {
        let (Some(path), Some(file)) = (self.presets_path(), self.compose.presets.file.as_mut())
        else {
            self.notify(Notice::new(
                NoticeLevel::Warning,
                t!("preset-still-reading"),
            ));
            return;
        };
        if let Err(message) = change(file) {
            self.notify(Notice::new(NoticeLevel::Error, sentence(&message)));
            return;
        }
        let snapshot = file.clone();
        let queued = self.jobs.spawn_serial(move || {
            Some(Msg::Notice(match snapshot.save(&path) {
                Ok(()) => Notice::new(NoticeLevel::Success, done),
                Err(err) => Notice::new(NoticeLevel::Error, sentence(&err.to_string())),
            }))
        });
        if let Err(message) = queued {
            self.notify(Notice::new(NoticeLevel::Error, message));
        }
    }

    fn export_preset(&mut self, name: &str) {
        let Some(preset) = self
            .compose
            .presets
            .file
            .as_ref()
            .and_then(|file| file.get(name))
            .cloned()
        else {
            return;
        };
        let file_name = format!(
            "{}.gendesk-preset.toml",
            preset.name.replace(['/', '\\'], "-")
        );
        let presets_dir = self.options.paths.presets_dir();
        let save = SaveAs {
            title: t!("preset-export-title"),
            file_name,
            filter: (t!("preset-dialog-filter"), vec!["toml".to_owned()]),
            instead: t!(
                "preset-export-instead",
                folder = presets_dir.display().to_string()
            ),
            nothing: t!("preset-not-exported"),
        };
        self.save_on_worker("gendesk-preset-export", save, move |picked| {
            let single = PresetFile {
                presets: vec![preset],
            };
            match single.save(&picked) {
                Ok(()) => Notice::new(
                    NoticeLevel::Success,
                    t!("preset-exported", path = picked.display().to_string()),
                ),
                Err(err) => Notice::new(NoticeLevel::Error, sentence(&err.to_string())),
            }
        });
    }

    fn import_presets(&mut self) {
        let dialog = rfd::AsyncFileDialog::new()
            .set_title(t!("preset-import-title"))
            .add_filter(t!("preset-dialog-filter"), &["toml"])
            .pick_file();
        let work = self.async_work.clone();
        let instead = t!("preset-import-instead");
        let spawned = self.jobs.spawn("gendesk-preset-import", move || {
            Msg::PresetsImported(
                match super::file_dialogs::wait_for(&work, dialog, &instead) {
                    Picked::Chosen(handle) => PresetFile::load(handle.path())
                        .map(Some)
                        .map_err(|err| sentence(&err.to_string())),
                    Picked::Cancelled => Ok(None),
                    Picked::NoDialog(words) => Err(words),
                },
            )
        });
        if let Err(message) = spawned {
            self.notify(Notice::new(NoticeLevel::Error, message));
        }
    }

    /// Presets read from a file: added to the profile's (names already taken get a number).
    pub(super) fn presets_imported(&mut self, imported: PresetFile) {
        let count = imported.presets.len();
        if count == 0 {
            self.notify(Notice::new(NoticeLevel::Info, t!("preset-import-empty")));
            return;
        }
        let Some(file) = self.compose.presets.file.as_mut() else {
            self.notify(Notice::new(
                NoticeLevel::Warning,
                t!("preset-import-still-reading"),
            ));
            return;
        };
        let names = file.merge(imported);
        let done = match names.as_slice() {
            [one] => t!("preset-imported-one", name = one.as_str()),
            many => t!(
                "preset-imported",
                count = many.len(),
                names = many.join(", ")
            ),
        };
        self.change_presets(|_| Ok(()), done);
    }
}
