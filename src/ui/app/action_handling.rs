//! Carrying out what the views ask for ([`Action`]s), after the frame is laid out.

use gendesk_core::engine::Command;
use gendesk_core::t;

use crate::ui::actions::{Action, External, HelpAction, TaskAction};
use crate::ui::live_state::{Notice, NoticeLevel, sentence};
use crate::ui::prefs::View;
use crate::ui::theme;

use super::{GenDeskApp, Msg, Phase};

impl GenDeskApp {
    /// What the task detail and its results ask for.
    pub(super) fn handle_task_action(&mut self, action: TaskAction) {
        match action {
            TaskAction::ResubmitAsNew {
                model,
                kind,
                request_json,
            } => self.resubmit(model, kind, &request_json),
            TaskAction::RefreshTask(row) => {
                self.send(Command::RefreshTask(row));
            }
            TaskAction::SetFavourite { row, on } => {
                self.send(Command::SetFavourite { row, on });
            }
            TaskAction::Download { task, only } => {
                self.asked_download(task);
                let folder = self.download_folder();
                self.send(Command::Download { task, folder, only });
            }
            TaskAction::CancelDownload(row) => {
                self.send(Command::CancelDownload(row));
            }
            TaskAction::OpenTask(task) => {
                self.activity.open(*task);
                self.navigate(View::Activity);
            }
        }
    }

    pub(super) fn handle_action(&mut self, action: Action) {
        match action {
            Action::ExploreSandbox => {
                let name = self.profiles.ensure_sandbox().name.clone();
                self.save_profiles();
                self.phase = Phase::Main;
                self.open_profile(&name, None);
            }
            Action::VerifyAndSave => self.verify_and_save(),
            Action::UseSessionOnly => self.use_session_only(),
            Action::OpenConnectForm => {
                self.connect.clear();
                self.connect_window = true;
            }
            Action::ReenterKey => self.reenter_key(),
            Action::CloseConnectForm => {
                self.connect.clear();
                self.connect_window = false;
            }
            Action::SwitchProfile(name) => self.open_profile(&name, None),
            Action::RemoveProfile(name) => self.remove_profile(&name),
            Action::ReopenProfile => {
                if let Some(name) = self.current.as_ref().map(|p| p.name.clone()) {
                    self.open_profile(&name, None);
                }
            }
            Action::RefreshBalance => _ = self.send(Command::RefreshBalance),
            Action::GetWebhookSecret => _ = self.send(Command::GetWebhookSecret),
            Action::RotateWebhookSecret => _ = self.send(Command::RotateWebhookSecret),
            Action::RevokeWebhookSecret => _ = self.send(Command::RevokeWebhookSecret),
            Action::SetReceiverOn(on) => self.set_receiver_on(on),
            Action::SubmitComparison { prompt, tasks } => self.submit_comparison(prompt, tasks),
            Action::SubmitTask {
                model,
                kind,
                request,
            } => {
                let prompt = request.input.prompt.clone();
                let price = self.price_of(&model);
                if self.send(Command::SubmitTask {
                    model,
                    kind,
                    request,
                    price,
                }) {
                    self.compose.submitted();
                    self.compose.remember_prompt(&prompt);
                }
            }
            Action::ReuseSettings {
                model,
                request_json,
            } => self.reuse_settings(&model, &request_json),
            Action::UseAsReference {
                url,
                target_kind,
                aspect_ratio,
            } => {
                self.use_as_reference(&url, target_kind, aspect_ratio.as_deref());
            }
            Action::Task(action) => self.handle_task_action(action),
            Action::Batch(action) => self.handle_batch_action(action),
            Action::Picture(action) => self.picture_action(action),
            Action::Preset(action) => self.preset_action(action),
            Action::Insights(action) => self.insights_action(action),
            Action::SaveSpendingLimit { profile, limit } => {
                self.save_spending_limit(&profile, limit);
            }
            Action::AnswerOverLimit { ask, send } => self.answer_over_limit(&ask, send),
            Action::SaveReferenceHosting {
                profile,
                hosting,
                secret,
            } => self.save_reference_hosting(&profile, hosting, secret),
            Action::CheckBucket {
                profile,
                settings,
                secret,
            } => self.check_bucket(profile, settings, secret),
            Action::Network(action) => self.network_action(action),
            Action::FileRecord(action) => self.file_record_action(action),
            Action::CopyImage(path) => self.copy_image(path),
            Action::Open(target) => self.open_external(target),
            Action::Notify(notice) => self.notify(notice),
            Action::OpenImage { url, local } => self.open_image(url, local),
            Action::Navigate(view) => self.navigate(view),
            Action::OpenSettings => self.settings.open = true,
            Action::ShowShortcuts => self.shortcuts_open = true,
            Action::Update(action) => self.handle_update(action),
            Action::OpenAbout => self.updates.view.about_open = true,
            Action::Help(action) => self.help_action(action),
            Action::Backup(request) => self.back_up(request),
            Action::Restore(action) => self.restore_action(action),
            Action::Unlock(action) => self.unlock_action(action),
            Action::BrowseDownloadFolder => self.browse_download_folder(),
            Action::PrefsChanged => self.prefs_changed(),
            Action::AddUserModel(doc) => self.add_user_model(doc),
            Action::RemoveUserModel(id) => self.remove_user_model(&id),
        }
    }

    fn open_image(&mut self, url: String, local: Option<std::path::PathBuf>) {
        self.activity.viewer = Some(crate::ui::image_viewer::ViewerState::new(url, local));
    }

    pub(super) fn browse_download_folder(&mut self) {
        let start = self.download_folder();
        // The dialog is created here, on the UI thread, and driven on a worker.
        let dialog = rfd::AsyncFileDialog::new()
            .set_title(t!("window-dialog-download-folder"))
            .set_directory(&start)
            .pick_folder();
        let work = self.async_work.clone();
        let spawned = self.jobs.spawn("gendesk-folder-picker", move || {
            let picked = super::file_dialogs::wait_for(
                &work,
                dialog,
                &t!("window-dialog-instead-folder-field"),
            )
            .into_result()
            .map(|handle| handle.map(|h| h.path().to_path_buf()));
            Msg::FolderPicked(picked)
        });
        match spawned {
            Ok(()) => self.settings.picking = true,
            Err(message) => self.notify(Notice::new(NoticeLevel::Error, message)),
        }
    }

    pub(super) fn save_prefs(&mut self) {
        let prefs = self.prefs.clone();
        let path = self.prefs_file();
        let queued = self.jobs.spawn_serial(move || {
            prefs
                .save(&path)
                .err()
                .map(|err| Msg::Notice(Notice::new(NoticeLevel::Error, err.to_string())))
        });
        if let Err(message) = queued {
            self.notify(Notice::new(NoticeLevel::Error, message));
        }
    }

    /// Sends a recorded request again as a new task (the person confirmed it is paid).
    pub(super) fn resubmit(
        &mut self,
        model: String,
        recorded: Option<gendesk_api::ModelKind>,
        request_json: &str,
    ) {
        let Some(kind) = self.kind_of(&model, recorded) else {
            return;
        };
        match serde_json::from_str::<gendesk_api::SubmitTaskRequest>(request_json) {
            Ok(request) => {
                let price = self.price_of(&model);
                if self.send(Command::SubmitTask {
                    model,
                    kind,
                    request,
                    price,
                }) {
                    self.notify(Notice::new(NoticeLevel::Info, t!("window-resubmitted")));
                }
            }
            Err(err) => self.notify(Notice::new(
                NoticeLevel::Error,
                t!("window-resubmit-unreadable", problem = err.to_string()),
            )),
        }
    }

    /// Opens a URL (http/https only), file or folder with the system, on a worker thread.
    pub(super) fn open_external(&mut self, target: External) {
        let target = match target {
            External::Url(url) => match gendesk_core::download::parse_result_url(&url) {
                Ok(url) => url.to_string(),
                Err(err) => {
                    self.notify(Notice::new(
                        NoticeLevel::Error,
                        t!(
                            "window-open-bad-address",
                            problem = sentence(&gendesk_core::wording::download_error(&err))
                        ),
                    ));
                    return;
                }
            },
            External::File(path) | External::Folder(path) => path.display().to_string(),
            External::ShowFile(path) => return self.show_in_folder(path),
        };
        self.open_found(move || target, None);
    }

    /// Opens what `find` gives (it may read the disk: it runs on a worker) with the system; the
    /// notice names it, or says `shown` instead (for an address too long to read).
    fn open_found(
        &mut self,
        find: impl FnOnce() -> String + Send + 'static,
        shown: Option<String>,
    ) {
        let spawned = self.jobs.spawn("gendesk-open-external", move || {
            let target = find();
            Msg::Notice(match open::that_detached(&target) {
                Ok(()) => Notice::new(
                    NoticeLevel::Info,
                    shown.unwrap_or_else(|| t!("window-opened", target = target.as_str())),
                ),
                Err(err) => Notice::new(
                    NoticeLevel::Error,
                    t!(
                        "window-open-failed",
                        target = target.as_str(),
                        problem = err.to_string()
                    ),
                ),
            })
        });
        if let Err(message) = spawned {
            self.notify(Notice::new(NoticeLevel::Error, message));
        }
    }

    /// The user guide installed with GenDesk, else the one online.
    fn open_guide(&mut self) {
        let exe = self.options.updates.exe.clone();
        self.open_found(
            move || {
                let exe = exe.or_else(|| std::env::current_exe().ok());
                crate::ui::help_links::guide_target(exe.as_deref())
            },
            None,
        );
    }

    /// The Help menu's folders and files, opened by the system; the log's level.
    fn help_action(&mut self, action: HelpAction) {
        let paths = &self.options.paths;
        let target = match action {
            HelpAction::OpenDataFolder => External::Folder(paths.data_dir.clone()),
            HelpAction::OpenLog => {
                External::File(paths.logs_dir().join(gendesk_core::logging::LOG_FILE))
            }
            HelpAction::OpenCrashReports => {
                External::Folder(gendesk_core::crash::folder(&paths.data_dir))
            }
            HelpAction::OpenLicences => {
                self.open_licences();
                return;
            }
            HelpAction::ExportDiagnostics(with_prompts) => {
                self.export_diagnostics(with_prompts);
                return;
            }
            HelpAction::UserGuide => {
                self.open_guide();
                return;
            }
            HelpAction::ReportProblem => {
                let url = crate::ui::help_links::report_url(&self.about.text(paths));
                self.open_found(move || url, Some(t!("help-report-opened")));
                return;
            }
            HelpAction::DetailedLog(detailed) => {
                // A filter swapped in memory: no disk, no waiting.
                gendesk_core::logging::set_detailed(detailed);
                return;
            }
        };
        self.open_external(target);
    }

    /// Settings changed: the theme and language apply at once, the file is saved.
    fn prefs_changed(&mut self) {
        self.apply_appearance();
        self.save_prefs();
        self.sync_tunnel_hosting();
    }

    /// The theme, interface size and language the preferences say, from the next frame on.
    pub(super) fn apply_appearance(&self) {
        theme::apply_theme(self.ctx(), self.prefs.theme);
        self.ctx().set_zoom_factor(self.prefs.zoom());
        theme::apply_reading_size(self.ctx(), self.prefs.reading_size);
        self.apply_language();
    }

    /// Speaks the language forced by `GENDESK_LANGUAGE`, else the one chosen in Settings, else
    /// the system's; the next frame is drawn in it.
    fn apply_language(&self) {
        let chosen = self
            .prefs
            .language
            .as_deref()
            .and_then(gendesk_core::i18n::by_tag);
        let language = self
            .options
            .forced_language
            .or(chosen)
            .unwrap_or(self.options.system_language);
        gendesk_core::i18n::set_language(language);
        self.ctx().request_repaint();
    }

    /// Shows a file selected in the file manager (else its folder), on a worker thread.
    fn show_in_folder(&mut self, path: std::path::PathBuf) {
        let spawned = self.jobs.spawn("gendesk-show-in-folder", move || {
            let name = crate::ui::task_results::file_name(&path);
            Msg::Notice(match crate::show_in_folder::show_in_folder(&path) {
                Ok(crate::show_in_folder::Shown::Selected) => Notice::new(
                    NoticeLevel::Info,
                    t!("window-shown-in-folder", name = name.as_str()),
                ),
                Ok(crate::show_in_folder::Shown::FolderOpened) => Notice::new(
                    NoticeLevel::Info,
                    t!("window-folder-opened", name = name.as_str()),
                ),
                Err(err) => Notice::new(
                    NoticeLevel::Error,
                    t!(
                        "window-show-failed",
                        name = name.as_str(),
                        problem = err.to_string()
                    ),
                ),
            })
        });
        if let Err(message) = spawned {
            self.notify(Notice::new(NoticeLevel::Error, message));
        }
    }

    /// "Reuse settings": the recorded request goes back into the compose form, which is shown.
    pub(super) fn reuse_settings(&mut self, model: &str, request_json: &str) {
        let result = self
            .compose
            .reuse_settings(self.catalog.catalog(), model, request_json);
        let reused = result.is_ok();
        self.show_compose_result(result);
        if reused {
            self.restore_pictures();
        }
    }

    /// Opens the connect window to enter the open profile's key again.
    fn reenter_key(&mut self) {
        self.connect.clear();
        if let Some(profile) = &self.current {
            self.connect.name.clone_from(&profile.name);
            self.connect.base_url.clone_from(&profile.base_url);
            self.connect.replacing = Some(profile.name.clone());
        }
        self.connect_window = true;
    }

    /// "Use as reference": a new image-to-image or image-to-video form with the result's URL.
    pub(super) fn use_as_reference(
        &mut self,
        url: &str,
        target_kind: gendesk_api::ModelKind,
        aspect_ratio: Option<&str>,
    ) {
        let result =
            self.compose
                .use_as_reference(self.catalog.catalog(), url, target_kind, aspect_ratio);
        self.show_compose_result(result);
    }

    /// Tells the outcome of a hand-off to the compose form, and shows the form when it worked.
    pub(super) fn show_compose_result(&mut self, result: Result<Notice, Notice>) {
        match result {
            Ok(notice) => {
                self.notify(notice);
                if self.prefs.last_view != View::Compose {
                    self.prefs.last_view = View::Compose;
                    self.save_prefs();
                }
            }
            Err(notice) => self.notify(notice),
        }
    }
}
