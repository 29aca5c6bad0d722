//! The model catalogue as the window sees it. The catalogue is the built-in asset, or a newer
//! one the update feed brought (`gendesk_core::update::current_catalog`, with the built-in one
//! as the fallback). A sandbox profile offers its sandbox models (`sandbox/…`, merged with the
//! sandbox's own catalogue); a profile on a real service offers its service models (none in
//! the built-in asset, since the service publishes no list: they come with catalogue
//! updates). Both offer the person's own models that the profile uses (definitions in
//! `models.toml` in the config folder, the IDs per profile in `profiles.toml`); the person's
//! own win over the catalogue's for the same ID. Models an update brought are marked new for a
//! week. Reading, merging and saving run on worker threads; the window only swaps in results.

use std::collections::BTreeMap;
use std::path::PathBuf;

use gendesk_core::catalog::{Catalog, ModelDoc, ModelSource, UserModels};
use gendesk_core::t;
use gendesk_core::update::{NEW_MODEL_S, UpdatePaths, UpdateState, current_catalog};

use super::jobs::Jobs;
use super::live_state::{Notice, NoticeLevel, sentence};

/// Results of the catalogue's background work.
pub enum CatalogMsg {
    /// The catalogue (built in or updated) and the user models file were read.
    Loaded {
        builtin: Result<Catalog, String>,
        /// Why an updated catalogue was passed over.
        problem: Option<String>,
        /// Models an update brought, with when they were first seen (Unix seconds).
        new_models: BTreeMap<String, i64>,
        user: Result<UserModels, String>,
    },
    /// The built-in catalogue merged with the sandbox's.
    SandboxMerged(Result<Catalog, String>),
    /// Saving the user models file failed.
    SaveFailed(String),
}

/// Where the sandbox layer stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum SandboxLayer {
    /// Not asked for yet.
    NotAsked,
    /// Being merged on a worker.
    Merging,
    /// Merged (or failed: the built-in list stands in).
    Done,
}

/// Every model the compose form can offer, and the user's own models.
pub struct CatalogState {
    jobs: Jobs<CatalogMsg>,
    file: PathBuf,
    /// Where an updated catalogue is kept.
    updates: UpdatePaths,
    /// Models an update brought, with when they were first seen (Unix seconds).
    new_models: BTreeMap<String, i64>,
    builtin: Option<Catalog>,
    with_sandbox: Option<Catalog>,
    sandbox_layer: SandboxLayer,
    sandbox_mode: bool,
    /// The profile's own models (`None`: every one of the person's models).
    profile_models: Option<Vec<String>>,
    user: UserModels,
    /// Why the user models file could not be read (then it is never overwritten).
    user_error: Option<String>,
    /// Why the catalogue cannot be shown at all.
    load_error: Option<String>,
    merged: Option<Catalog>,
    /// User models that could not be used, worded for people.
    problems: Vec<String>,
    /// Bumped whenever `merged` changes.
    generation: u64,
}

impl CatalogState {
    /// Starts reading the built-in catalogue and `file` (the user models) on a worker thread.
    #[cfg(test)]
    pub fn new(ctx: egui::Context, file: PathBuf) -> Self {
        let data = file
            .parent()
            .map(std::path::Path::to_path_buf)
            .unwrap_or_default();
        let mut state = Self::idle(ctx, file, UpdatePaths::new(&data));
        state.start_loading();
        state
    }

    /// A catalogue state that has read nothing yet ([`Self::start_loading`] reads): the window
    /// is built this way so that nothing but the window is on the start path.
    pub fn idle(ctx: egui::Context, file: PathBuf, updates: UpdatePaths) -> Self {
        Self {
            jobs: Jobs::new(ctx),
            file,
            updates,
            new_models: BTreeMap::new(),
            builtin: None,
            with_sandbox: None,
            sandbox_layer: SandboxLayer::NotAsked,
            sandbox_mode: false,
            profile_models: Some(Vec::new()),
            user: UserModels::default(),
            user_error: None,
            load_error: None,
            merged: None,
            problems: Vec::new(),
            generation: 0,
        }
    }

    /// The built-in catalogue as read, for the sandbox or a real service (view tests).
    #[cfg(test)]
    pub fn read(builtin: Catalog, sandbox: bool) -> Self {
        // Nothing is ever spawned, so the jobs' context is never asked to repaint.
        let mut state = Self::idle(
            egui::Context::default(),
            PathBuf::from("models.toml"),
            UpdatePaths::new(std::path::Path::new("")),
        );
        state.builtin = Some(builtin);
        state.sandbox_mode = sandbox;
        state.rebuild();
        state
    }

    /// A catalogue that could not be read (view tests).
    #[cfg(test)]
    pub fn failed(message: &str) -> Self {
        let mut state = Self::idle(
            egui::Context::default(),
            PathBuf::from("models.toml"),
            UpdatePaths::new(std::path::Path::new("")),
        );
        state.load_error = Some(message.to_owned());
        state
    }

    /// Reads the catalogue (an updated one, else the built-in one) and the user models on a
    /// worker thread.
    pub fn start_loading(&mut self) {
        let file = self.file.clone();
        let updates = self.updates.clone();
        let spawned = self.jobs.spawn("gendesk-catalog", move || {
            let (builtin, problem) = match current_catalog(&updates) {
                Ok(current) => (Ok(current.catalog), current.problem),
                Err(err) => (Err(sentence(&err.to_string())), None),
            };
            CatalogMsg::Loaded {
                builtin,
                problem,
                new_models: UpdateState::load(&updates.state_file()).new_models,
                user: UserModels::load(&file).map_err(|err| sentence(&err.to_string())),
            }
        });
        if let Err(message) = spawned {
            self.load_error = Some(message);
        }
    }

    /// Reads the catalogue again (an update brought a newer one) and merges the sandbox's
    /// again when it is offered.
    pub fn reload(&mut self) {
        self.sandbox_layer = SandboxLayer::NotAsked;
        self.with_sandbox = None;
        self.start_loading();
        if self.sandbox_mode {
            self.set_sandbox(true);
        }
    }

    /// Whether `id` came with a catalogue update less than a week before `now_s`.
    pub fn is_new(&self, id: &str, now_s: i64) -> bool {
        self.new_models
            .get(id)
            .is_some_and(|since| now_s >= *since && now_s - since < NEW_MODEL_S)
    }

    /// Offers what a profile offers: the sandbox's models or not (`sandbox`), and of the
    /// person's own models those in `models` (`None`: all of them).
    pub fn set_profile(&mut self, sandbox: bool, models: Option<Vec<String>>) {
        self.profile_models = models;
        self.set_sandbox(sandbox);
    }

    /// Changes which of the person's own models the profile offers (`None`: all of them).
    pub fn set_profile_models(&mut self, models: Option<Vec<String>>) {
        self.profile_models = models;
        self.rebuild();
    }

    /// Whether the sandbox's models are offered (a sandbox profile).
    pub fn is_sandbox(&self) -> bool {
        self.sandbox_mode
    }

    /// Offers the sandbox's models too (sandbox profiles) or not (remote profiles).
    fn set_sandbox(&mut self, on: bool) {
        self.sandbox_mode = on;
        if on && self.sandbox_layer == SandboxLayer::NotAsked {
            // The in-process sandbox serves `GET /sandbox/catalog` from this very document;
            // serializing it here gives the same body without a request.
            let updates = self.updates.clone();
            let spawned = self.jobs.spawn("gendesk-catalog-sandbox", move || {
                let merged = serde_json::to_string(&gendesk_sandbox::catalog::demo_catalog())
                    .map_err(|err| err.to_string())
                    .and_then(|body| {
                        let mut catalog = current_catalog(&updates)
                            .map_err(|err| err.to_string())?
                            .catalog
                            .for_service(true);
                        catalog
                            .merge_sandbox(&body)
                            .map_err(|err| err.to_string())?;
                        Ok(catalog)
                    })
                    .map_err(|err| sentence(&err));
                CatalogMsg::SandboxMerged(merged)
            });
            self.sandbox_layer = match spawned {
                Ok(()) => SandboxLayer::Merging,
                Err(_) => SandboxLayer::Done,
            };
        }
        self.rebuild();
    }

    /// Takes in background results (call once per frame); returns what to tell the person.
    pub fn poll(&mut self) -> Vec<Notice> {
        let mut notices = Vec::new();
        for msg in self.jobs.drain() {
            match msg {
                CatalogMsg::Loaded {
                    builtin,
                    problem,
                    new_models,
                    user,
                } => {
                    self.new_models = new_models;
                    if let Some(problem) = problem {
                        notices.push(Notice::new(NoticeLevel::Warning, problem));
                    }
                    match builtin {
                        Ok(catalog) => self.builtin = Some(catalog),
                        Err(message) => self.load_error = Some(message),
                    }
                    match user {
                        Ok(user) => self.user = user,
                        Err(message) => {
                            notices.push(Notice::new(
                                NoticeLevel::Warning,
                                t!("compose-user-models-unreadable", problem = message.as_str()),
                            ));
                            self.user_error = Some(message);
                        }
                    }
                }
                CatalogMsg::SandboxMerged(result) => {
                    self.sandbox_layer = SandboxLayer::Done;
                    match result {
                        Ok(catalog) => self.with_sandbox = Some(catalog),
                        Err(message) => notices.push(Notice::new(
                            NoticeLevel::Warning,
                            t!("compose-sandbox-catalog-unreadable", problem = message),
                        )),
                    }
                }
                CatalogMsg::SaveFailed(message) => {
                    notices.push(Notice::new(NoticeLevel::Error, message));
                }
            }
            self.rebuild();
        }
        notices
    }

    /// Merges the layers into the catalogue the form shows.
    fn rebuild(&mut self) {
        // Until the user's file is read too, nothing is shown (their default model may be
        // one of theirs).
        let base = match &self.builtin {
            None => None,
            Some(builtin) if self.sandbox_mode => match self.sandbox_layer {
                SandboxLayer::Merging => None,
                SandboxLayer::NotAsked | SandboxLayer::Done => Some(
                    self.with_sandbox
                        .clone()
                        .unwrap_or_else(|| builtin.for_service(true)),
                ),
            },
            // The sandbox's models are not a real service's: it gets the service's models
            // (from catalogue updates; none built in) and the kinds' fields.
            Some(builtin) => Some(builtin.for_service(false)),
        };
        let Some(mut catalog) = base else {
            if self.merged.take().is_some() {
                self.generation += 1;
            }
            return;
        };
        let offered = UserModels {
            models: self
                .user
                .models
                .iter()
                .filter(|doc| {
                    self.profile_models
                        .as_ref()
                        .is_none_or(|ids| ids.contains(&doc.id))
                })
                .cloned()
                .collect(),
        };
        self.problems = catalog
            .add_user_models(&offered)
            .into_iter()
            .map(|err| sentence(&err.to_string()))
            .collect();
        if self.merged.as_ref() != Some(&catalog) {
            self.merged = Some(catalog);
            self.generation += 1;
        }
    }

    /// The merged catalogue, once read.
    pub fn catalog(&self) -> Option<&Catalog> {
        self.merged.as_ref()
    }

    /// Why there is no catalogue to show, if that is the case.
    pub fn load_error(&self) -> Option<&str> {
        self.load_error.as_deref()
    }

    /// Changes whenever [`CatalogState::catalog`] does.
    pub fn generation(&self) -> u64 {
        self.generation
    }

    /// User models that could not be used, worded for people.
    pub fn problems(&self) -> &[String] {
        &self.problems
    }

    /// Why the user models file could not be read.
    pub fn user_error(&self) -> Option<&str> {
        self.user_error.as_deref()
    }

    /// The user models file.
    pub fn user_file(&self) -> &std::path::Path {
        &self.file
    }

    /// The IDs of all of the person's own models, whichever profile uses them.
    pub fn user_model_ids(&self) -> Vec<String> {
        self.user.models.iter().map(|doc| doc.id.clone()).collect()
    }

    /// The person's own model `id`, whichever profile uses it.
    pub fn user_model(&self, id: &str) -> Option<&ModelDoc> {
        self.user.models.iter().find(|doc| doc.id == id)
    }

    /// Checks a model before it is added: usable ID and fields, merged with its kind's fields.
    pub fn check_user_model(&self, doc: &ModelDoc) -> Result<(), String> {
        let Some(builtin) = &self.builtin else {
            return Err(t!("compose-catalog-loading"));
        };
        doc.resolve(builtin.templates(), ModelSource::User)
            .map(drop)
            .map_err(|err| sentence(&err.to_string()))
    }

    /// Adds (or replaces) a user model and saves the file on the disk thread.
    pub fn add_user_model(&mut self, doc: ModelDoc) -> Result<(), String> {
        self.writable()?;
        self.check_user_model(&doc)?;
        self.user.upsert(doc);
        self.rebuild();
        self.save()
    }

    /// Removes a user model and saves the file on the disk thread. Returns whether it existed.
    pub fn remove_user_model(&mut self, id: &str) -> Result<bool, String> {
        self.writable()?;
        if self.user.remove(id).is_none() {
            return Ok(false);
        }
        self.rebuild();
        self.save().map(|()| true)
    }

    /// Refuses changes while the file is unread or damaged (saving would overwrite it).
    fn writable(&self) -> Result<(), String> {
        if let Some(message) = &self.user_error {
            return Err(t!(
                "compose-user-models-locked",
                file = self.file.display().to_string(),
                problem = message.as_str()
            ));
        }
        if self.builtin.is_none() && self.load_error.is_none() {
            return Err(t!("compose-catalog-loading"));
        }
        Ok(())
    }

    fn save(&mut self) -> Result<(), String> {
        let user = self.user.clone();
        let file = self.file.clone();
        self.jobs.spawn_serial(move || {
            user.save(&file)
                .err()
                .map(|err| CatalogMsg::SaveFailed(sentence(&err.to_string())))
        })
    }
}

#[cfg(test)]
mod tests {
    #![allow(
        clippy::unwrap_used,
        reason = "tests: a failed unwrap is a failed test"
    )]

    use std::time::{Duration, Instant};

    use super::*;
    use gendesk_core::catalog::ModelKind;
    use gendesk_core::config::USER_MODELS_FILE;

    /// Polls until `done` holds (the work runs on worker threads).
    fn settle(state: &mut CatalogState, done: impl Fn(&CatalogState) -> bool) -> Vec<Notice> {
        let start = Instant::now();
        let mut notices = Vec::new();
        while !done(state) {
            assert!(start.elapsed() < Duration::from_secs(10), "never settled");
            notices.extend(state.poll());
            std::thread::sleep(Duration::from_millis(5));
        }
        notices
    }

    #[test]
    fn layers_built_in_sandbox_and_user_models() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join(USER_MODELS_FILE);
        let mut state = CatalogState::new(egui::Context::default(), file.clone());
        state.set_profile(true, Some(Vec::new()));
        settle(&mut state, |s| s.catalog().is_some());
        let catalog = state.catalog().unwrap();
        assert_eq!(
            catalog.get("sandbox/video-cinema").unwrap().source,
            ModelSource::Sandbox
        );

        state.set_profile_models(Some(vec!["vendor/mine".to_owned()]));
        state
            .add_user_model(ModelDoc::new("vendor/mine", ModelKind::Audio))
            .unwrap();
        let mine = state.catalog().unwrap().get("vendor/mine").unwrap();
        assert_eq!(mine.source, ModelSource::User);
        let start = Instant::now();
        while !std::fs::read_to_string(&file).is_ok_and(|t| t.contains("vendor/mine")) {
            assert!(start.elapsed() < Duration::from_secs(10), "never saved");
            std::thread::sleep(Duration::from_millis(5));
        }

        // A profile on a real service that uses none of them yet: no model at all (the
        // service publishes no list, and the sandbox's are not its), but the kinds' fields.
        state.set_profile(false, Some(Vec::new()));
        let catalog = state.catalog().unwrap();
        assert!(catalog.is_empty(), "{:?}", catalog.models());
        assert!(
            catalog
                .templates()
                .fields(ModelKind::Video)
                .iter()
                .any(|f| f.key == "aspect_ratio")
        );
        assert_eq!(state.user_model_ids(), ["vendor/mine"]);

        // Once it uses the person's model, that one only.
        state.set_profile_models(Some(vec!["vendor/mine".to_owned()]));
        let ids: Vec<&str> = state
            .catalog()
            .unwrap()
            .models()
            .iter()
            .map(|m| m.id.as_str())
            .collect();
        assert_eq!(ids, ["vendor/mine"]);
        assert!(state.remove_user_model("vendor/mine").unwrap());
        assert!(state.catalog().unwrap().get("vendor/mine").is_none());
    }

    #[test]
    fn a_profile_without_a_list_offers_every_user_model() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join(USER_MODELS_FILE);
        std::fs::write(&file, "[[model]]\nid = \"vendor/old\"\nkind = \"image\"\n").unwrap();
        let mut state = CatalogState::new(egui::Context::default(), file);
        state.set_profile(false, None);
        settle(&mut state, |s| s.catalog().is_some_and(|c| !c.is_empty()));
        let ids: Vec<&str> = state
            .catalog()
            .unwrap()
            .models()
            .iter()
            .map(|m| m.id.as_str())
            .collect();
        assert_eq!(ids, ["vendor/old"]);
    }

    #[test]
    fn a_damaged_file_is_reported_and_never_overwritten() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join(USER_MODELS_FILE);
        std::fs::write(&file, "[[model]]\nid = \n").unwrap();
        let mut state = CatalogState::new(egui::Context::default(), file.clone());
        let notices = settle(&mut state, |s| s.catalog().is_some());
        assert!(
            notices
                .iter()
                .any(|n| n.level == NoticeLevel::Warning && n.text.contains("damaged at line 2")),
            "{notices:?}"
        );
        let err = state
            .add_user_model(ModelDoc::new("vendor/x", ModelKind::Image))
            .unwrap_err();
        assert!(err.contains("cannot be changed until"), "{err}");
        assert_eq!(
            std::fs::read_to_string(&file).unwrap(),
            "[[model]]\nid = \n"
        );
    }

    #[test]
    fn an_unusable_model_is_refused_before_it_is_saved() {
        let dir = tempfile::tempdir().unwrap();
        let mut state =
            CatalogState::new(egui::Context::default(), dir.path().join(USER_MODELS_FILE));
        settle(&mut state, |s| s.catalog().is_some());
        let mut doc = ModelDoc::new("vendor/x", ModelKind::Image);
        doc.extra_fields = state
            .catalog()
            .unwrap()
            .templates()
            .fields(ModelKind::Image)
            .iter()
            .filter(|f| f.key == "resolution")
            .cloned()
            .collect();
        let err = state.add_user_model(doc).unwrap_err();
        assert!(err.contains("which it already has"), "{err}");
        assert!(state.catalog().unwrap().get("vendor/x").is_none());
        assert!(!dir.path().join(USER_MODELS_FILE).exists());
    }
}
