//! The compose view: a searchable model picker beside a form generated from the selected
//! model's fields (defaults, bounds, inline validation), the advanced options, a request
//! preview with copy-able JSON and curl, and Submit (also Ctrl+Enter). The form's logic lives in
//! [`gendesk_core::compose`]; this module lays it out and keeps the view's state in [`ComposeState`].

mod advanced;
mod batch_editor;
mod batch_file;
mod batch_send;
mod cost;
mod fields;
mod form_inputs;
mod kind_icon;
mod model_picker;
mod picture_shelf;
mod presets_menu;
mod recent_prompts;
mod references;
mod request_window;
mod result_picker;
mod several_window;
mod user_model_form;
mod view;

use std::collections::{BTreeMap, BTreeSet};

use serde_json::Value;

use gendesk_core::catalog::ASPECT_RATIO_KEY;
use gendesk_core::catalog::FieldType;
use gendesk_core::catalog::{Catalog, ModelKind, ModelSpec};
use gendesk_core::compose::ComposeForm;
use gendesk_core::t;

use super::catalog_state::CatalogState;
use super::live_state::{Notice, NoticeLevel, sentence};
use super::theme;

use model_picker::PickerState;
use user_model_form::UserModelForm;

pub use batch_editor::BatchEditor;
pub use batch_file::LoadedFile;
pub use picture_shelf::{PREVIEW_EDGE, ReadPicture};
pub use references::PictureHosting;
pub use result_picker::PickableResult;
use view::take_prompt_focus;
pub use view::{compose_ui, focus_prompt, looks_like_picture};

/// What the compose view reads from the app.
pub struct ComposeCtx<'a> {
    /// Every model on offer.
    pub catalog: &'a CatalogState,
    /// The service address requests go to (for the preview).
    pub base_url: &'a str,
    /// The key's balance, when known (the batch pre-flight compares the cost with it).
    pub balance: Option<f64>,
    /// The profile is the offline sandbox (its prices are known).
    pub sandbox: bool,
    /// The local receiver's URLs to offer as callback and webhook URLs, when it listens (for a
    /// real service: through the person's tunnel).
    pub receiver: Option<ReceiverUrls>,
    /// Where pictures from this computer are uploaded for this profile.
    pub pictures: PictureHosting,
    /// The frame's time (links close to their end are made again).
    pub now_ms: i64,
}

/// URLs that reach GenDesk's local receiver.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReceiverUrls {
    /// For a batch's `webhook_url`.
    pub webhook: String,
    /// For a task's `callback_url`.
    pub callback: String,
}

/// A message shown above the form (after Reuse settings, Use as reference, …).
#[derive(Debug, Clone, PartialEq, Eq)]
struct Banner {
    level: NoticeLevel,
    text: String,
}

/// The compose view's state, owned by the app: the form for the selected model and what the
/// view remembers around it.
#[derive(Default)]
pub struct ComposeState {
    /// The form for the selected model (none until the catalogue is read).
    form: Option<ComposeForm>,
    /// The forms the person left in this session, by model ID: switching back to a model
    /// brings back what they set for it (the prompt, images and advanced options follow along).
    left_forms: BTreeMap<String, ComposeForm>,
    /// The selected model's definition when the form was made (to notice catalogue changes).
    spec: Option<ModelSpec>,
    /// The catalogue generation the form was checked against.
    catalog_generation: u64,
    /// The model to select first (the profile's default model).
    preferred_model: Option<String>,
    /// A model to select as soon as the catalogue has it (one just added).
    pending_select: Option<String>,
    /// The picker's search and kind filter.
    picker: PickerState,
    /// The "Add a model" window.
    add_model: UserModelForm,
    /// Whether the request preview window is open.
    show_request: bool,
    /// Fields changed by the person: their problems are shown inline.
    touched: BTreeSet<String>,
    /// Submit was tried: every problem is shown inline.
    tried: bool,
    /// Number fields as typed (so "1." stays while typing "1.5").
    number_text: BTreeMap<String, String>,
    /// Open the advanced section once (settings reused with advanced options).
    open_advanced: bool,
    /// Shown above the form.
    banner: Option<Banner>,
    /// Tasks sent from this form in this session.
    sent: u32,
    /// The batch editor (Compose → Batch).
    pub batch: BatchEditor,
    /// "Send to several models…".
    several: several_window::SeveralState,
    /// The pictures from this computer in the forms.
    pictures: picture_shelf::PictureShelf,
    /// The profile's named presets.
    pub presets: presets_menu::PresetsState,
    /// The profile's recent prompts.
    pub recent: recent_prompts::RecentPrompts,
    /// "From results…".
    pub results_picker: result_picker::ResultPicker,
}

impl ComposeState {
    /// Forgets the form (another profile opened); `preferred_model` is selected first when the
    /// catalogue has it.
    pub fn reset(&mut self, preferred_model: Option<String>) {
        *self = Self {
            preferred_model,
            picker: std::mem::take(&mut self.picker),
            batch: BatchEditor {
                on: self.batch.on,
                ..BatchEditor::default()
            },
            ..Self::default()
        };
    }

    /// This form is shown again after another profile was open: answers its pictures waited
    /// for came from that profile's engine, which is gone, so they are asked for again.
    pub fn resume(&mut self) {
        self.pictures.forget_requests();
    }

    /// The selected model's definition.
    pub fn spec(&self) -> Option<&ModelSpec> {
        self.spec.as_ref()
    }

    /// A file of batch items was read (or could not be).
    pub fn batch_file_loaded(&mut self, result: Result<LoadedFile, String>) -> Option<Notice> {
        self.batch.loading_file = false;
        match result {
            Ok(file) => {
                let notice = (!file.blocked.is_empty()).then(|| {
                    Notice::new(
                        NoticeLevel::Warning,
                        t!(
                            "compose-batch-file-blocked",
                            count = file.blocked.len(),
                            file = file.name()
                        ),
                    )
                });
                self.batch.on = true;
                self.batch.source = batch_editor::Source::File;
                self.batch.file = Some(file);
                self.batch.rebuild();
                notice
            }
            Err(message) => Some(Notice::new(
                NoticeLevel::Error,
                t!("compose-batch-file-unreadable", problem = message),
            )),
        }
    }

    /// Items of a sent batch come back into the batch editor, on their model.
    pub fn load_fix(
        &mut self,
        catalog: Option<&Catalog>,
        model: &str,
        batch: gendesk_core::store::BatchRow,
        reason: gendesk_core::store::BatchOrigin,
        items: &[super::actions::FixItem],
    ) -> Result<Notice, Notice> {
        let fail = |text: String| Notice::new(NoticeLevel::Error, text);
        let catalog = catalog.ok_or_else(|| fail(t!("compose-catalog-loading")))?;
        let spec = catalog
            .get(model)
            .ok_or_else(|| fail(t!("compose-fix-model-missing", model = model)))?;
        if self.model_id() != Some(model) {
            let form = match &self.form {
                Some(old) => old.switch_model(spec),
                None => ComposeForm::new(spec),
            };
            self.load_form(spec, form);
        }
        self.batch.load_fix(spec, batch, reason, items);
        Ok(Notice::new(
            NoticeLevel::Info,
            t!(
                "compose-fix-loaded",
                count = items.len(),
                batch = batch.to_string()
            ),
        ))
    }

    /// The selected model's ID.
    pub fn model_id(&self) -> Option<&str> {
        self.form.as_ref().map(ComposeForm::model_id)
    }

    /// The profile's recent prompts, read from the history.
    pub fn recent_prompts_read(&mut self, prompts: Vec<String>) {
        self.recent.set(prompts);
    }

    /// A prompt was sent: it goes first among the recent ones.
    pub fn remember_prompt(&mut self, prompt: &str) {
        self.recent.remember(prompt);
    }

    /// A task handed over was not sent after all (the spending limit held it and the person
    /// chose not to send it): the count of tasks sent goes back.
    pub fn not_sent(&mut self) {
        self.sent = self.sent.saturating_sub(1);
    }

    /// A task from this form was handed to the engine: the form keeps its values, so a
    /// variation is one change and one Submit away.
    pub fn submitted(&mut self) {
        self.sent += 1;
        self.tried = false;
        self.banner = None;
    }

    /// "Reuse settings": loads a recorded request for `model` into the form. `Ok` carries what
    /// to tell the person (then show the compose view); `Err` why nothing changed.
    pub fn reuse_settings(
        &mut self,
        catalog: Option<&Catalog>,
        model: &str,
        request_json: &str,
    ) -> Result<Notice, Notice> {
        let fail = |text: String| Notice::new(NoticeLevel::Error, text);
        let catalog = catalog.ok_or_else(|| fail(t!("compose-reuse-loading")))?;
        let spec = catalog
            .get(model)
            .ok_or_else(|| fail(t!("compose-reuse-model-missing", model = model)))?;
        let request: Value = serde_json::from_str(request_json)
            .map_err(|err| fail(t!("compose-reuse-unreadable", problem = err.to_string())))?;
        let form = ComposeForm::from_request(spec, &request)
            .map_err(|err| fail(sentence(&err.to_string())))?;
        let issues = form.validate(spec);
        let others = fields_not_in_form(&form.advanced.extra_json, &spec.display_name);
        self.open_advanced = form.advanced != gendesk_core::compose::AdvancedOptions::default();
        self.load_form(spec, form);
        self.tried = !issues.is_empty();
        let notice = if issues.is_empty() {
            Notice::new(
                NoticeLevel::Info,
                t!(
                    "compose-reuse-loaded",
                    model = spec.display_name.as_str(),
                    others = others
                ),
            )
        } else {
            Notice::new(
                NoticeLevel::Warning,
                t!(
                    "compose-reuse-loaded-issues",
                    count = issues.len(),
                    model = spec.display_name.as_str(),
                    others = others
                ),
            )
        };
        self.banner = Some(Banner {
            level: notice.level,
            text: notice.text.clone(),
        });
        Ok(notice)
    }

    /// "Use as reference": a new image-to-image (`target_kind` image) or image-to-video
    /// (video) form with `url` as its reference image, on the current model when it has such
    /// a mode, else on the first model of that kind that has one.
    pub fn use_as_reference(
        &mut self,
        catalog: Option<&Catalog>,
        url: &str,
        target_kind: ModelKind,
        aspect_ratio: Option<&str>,
    ) -> Result<Notice, Notice> {
        let fail = |text: String| Notice::new(NoticeLevel::Error, text);
        let kind = match target_kind {
            ModelKind::Image | ModelKind::Video => target_kind,
            ModelKind::Audio => {
                return Err(fail(t!(
                    "compose-reference-wrong-kind",
                    kind = target_kind.as_str()
                )));
            }
        };
        let url = url.trim();
        let is_web = url::Url::parse(url)
            .is_ok_and(|u| matches!(u.scheme(), "http" | "https") && u.host_str().is_some());
        if !is_web {
            return Err(fail(t!("compose-reference-not-web", url = url)));
        }
        let catalog = catalog.ok_or_else(|| fail(t!("compose-catalog-loading")))?;
        let takes_reference = |m: &&ModelSpec| m.kind == kind && m.reference_mode().is_some();
        let current = self
            .model_id()
            .and_then(|id| catalog.get(id))
            .filter(takes_reference);
        let spec = current
            .or_else(|| catalog.models().iter().find(takes_reference))
            .ok_or_else(|| fail(t!("compose-reference-no-model", kind = kind.as_str())))?;
        let mut form = ComposeForm::new(spec).with_reference_image(url);
        // The source's shape is kept when the new form offers it (a 16:9 picture stays 16:9).
        if let Some(ratio) = aspect_ratio
            && spec
                .field(ASPECT_RATIO_KEY)
                .is_some_and(|field| match &field.field_type {
                    FieldType::Enum { values } => values.iter().any(|v| v.as_str() == Some(ratio)),
                    _ => true,
                })
        {
            form.set_value(ASPECT_RATIO_KEY.to_owned(), Value::String(ratio.to_owned()));
        }
        if let Some(old) = &self.form {
            // Routing and callback choices are the person's, not the old task's.
            form.advanced = gendesk_core::compose::AdvancedOptions {
                extra_json: String::new(),
                ..old.advanced.clone()
            };
        }
        let mode = form.mode().unwrap_or_default().to_owned();
        self.load_form(spec, form);
        let text = t!(
            "compose-reference-loaded",
            mode = mode,
            model = spec.display_name.as_str()
        );
        self.banner = Some(Banner {
            level: NoticeLevel::Info,
            text: text.clone(),
        });
        Ok(Notice::new(NoticeLevel::Info, text))
    }

    /// Puts `form` (made for `spec`) in place; the old form is kept for its model, any earlier
    /// form for `spec` is replaced.
    fn load_form(&mut self, spec: &ModelSpec, form: ComposeForm) {
        self.leave_form();
        self.left_forms.remove(&spec.id);
        self.form = Some(form);
        self.spec = Some(spec.clone());
        self.touched.clear();
        self.tried = false;
        self.number_text.clear();
        self.pending_select = None;
    }

    /// Keeps the current form for its model, to bring back when it is selected again.
    fn leave_form(&mut self) {
        if let Some(old) = self.form.take() {
            self.left_forms.insert(old.model_id().to_owned(), old);
        }
    }

    /// Selects another model: a fresh form that keeps the values the person changed that it
    /// accepts, with what they set for this model earlier in the session on top; the prompt,
    /// images and advanced options follow along.
    fn select(&mut self, spec: &ModelSpec) {
        let form = match &self.form {
            Some(old) if old.model_id() == spec.id => return,
            Some(old) => match self.left_forms.remove(&spec.id) {
                Some(earlier) => earlier.restore_after(old, spec),
                None => old.switch_model(spec),
            },
            None => ComposeForm::new(spec),
        };
        self.leave_form();
        self.form = Some(form);
        self.spec = Some(spec.clone());
        self.number_text.clear();
        self.banner = None;
    }

    /// Follows catalogue changes: selects the first model, refreshes the form when its model's
    /// definition changed, moves on when it was removed.
    fn sync(&mut self, catalog: &Catalog, generation: u64) {
        if let Some(id) = self.pending_select.clone()
            && let Some(spec) = catalog.get(&id)
        {
            self.pending_select = None;
            self.select(spec);
        }
        if generation != self.catalog_generation {
            self.catalog_generation = generation;
            if let Some(form) = &self.form {
                match catalog.get(form.model_id()) {
                    Some(spec) if self.spec.as_ref() != Some(spec) => {
                        self.form = Some(form.switch_model(spec));
                        self.spec = Some(spec.clone());
                        self.number_text.clear();
                    }
                    Some(_) => {}
                    None => {
                        let gone = form.model_id().to_owned();
                        let kind = self.spec.as_ref().map(|s| s.kind);
                        let next = catalog
                            .models()
                            .iter()
                            .find(|m| Some(m.kind) == kind)
                            .or_else(|| catalog.models().first());
                        if let Some(next) = next {
                            self.form = Some(form.switch_model(next));
                            self.spec = Some(next.clone());
                            self.banner = Some(Banner {
                                level: NoticeLevel::Info,
                                text: t!(
                                    "compose-model-gone",
                                    gone = gone,
                                    model = next.display_name.as_str()
                                ),
                            });
                        } else {
                            self.form = None;
                            self.spec = None;
                        }
                        self.number_text.clear();
                    }
                }
            }
        }
        if self.form.is_none() {
            let preferred = self
                .preferred_model
                .as_deref()
                .and_then(|id| catalog.get(id));
            if let Some(spec) = preferred.or_else(|| catalog.models().first()) {
                self.form = Some(ComposeForm::new(spec));
                self.spec = Some(spec.clone());
            }
        }
    }
}

/// Where the first Tab goes when nothing has the focus: the prompt, not the top bar.
const FOCUS_PROMPT: &str = "compose_focus_prompt";

/// "1 setting", "3 settings".
/// " Model's form has no field “style”: …" for the fields a reused request has that the model's
/// form does not (kept in `extra_json`); empty when there are none.
fn fields_not_in_form(extra_json: &str, model: &str) -> String {
    let names: Vec<String> = serde_json::from_str::<serde_json::Map<String, Value>>(extra_json)
        .map(|extra| extra.keys().cloned().collect())
        .unwrap_or_default();
    if names.is_empty() {
        return String::new();
    }
    let quoted: Vec<String> = names
        .iter()
        .map(|name| t!("compose-quoted", text = name.as_str()))
        .collect();
    t!(
        "compose-reuse-extra-fields",
        count = names.len(),
        model = model,
        fields = quoted.join(", ")
    )
}

#[cfg(test)]
mod tests {
    #![allow(
        clippy::unwrap_used,
        reason = "tests: a failed unwrap is a failed test"
    )]

    use super::*;
    use gendesk_core::catalog::{ASPECT_RATIO_KEY, IMAGE_URLS_KEY, MODE_KEY};

    fn catalog() -> Catalog {
        Catalog::builtin().unwrap()
    }

    fn ready(catalog: &Catalog) -> ComposeState {
        let mut state = ComposeState::default();
        state.sync(catalog, 1);
        state
    }

    #[test]
    fn selects_the_preferred_model_else_the_first() {
        let catalog = catalog();
        assert_eq!(ready(&catalog).model_id(), Some("sandbox/image-fast"));
        let mut state = ComposeState::default();
        state.reset(Some("sandbox/music".into()));
        state.sync(&catalog, 1);
        assert_eq!(state.model_id(), Some("sandbox/music"));
        let mut state = ComposeState::default();
        state.reset(Some("gone/model".into()));
        state.sync(&catalog, 1);
        assert_eq!(state.model_id(), Some("sandbox/image-fast"));
    }

    #[test]
    fn reuse_settings_loads_the_recorded_request() {
        let catalog = catalog();
        let mut state = ready(&catalog);
        let json = r#"{"provider":"value","request_type":"async","input":{"mode":"text-to-video","prompt":"waves","resolution":"720p","duration":10,"sound":true,"style":"calm"}}"#;
        let notice = state
            .reuse_settings(Some(&catalog), "sandbox/video-lite", json)
            .unwrap();
        assert_eq!(notice.level, NoticeLevel::Info, "{}", notice.text);
        assert!(
            notice
                .text
                .contains("form has no field \u{201c}style\u{201d}: it is kept under Advanced"),
            "{}",
            notice.text
        );
        let form = state.form.as_ref().unwrap();
        assert_eq!(form.model_id(), "sandbox/video-lite");
        assert_eq!(form.prompt, "waves");
        assert_eq!(form.value("resolution"), &Value::from("720p"));
        assert_eq!(form.value("duration"), &Value::from(10));
        assert_eq!(form.value("sound"), &Value::from(true));
        assert!(form.advanced.extra_json.contains("\"style\""));
        assert_eq!(form.advanced.provider, gendesk_api::Provider::Value);
        assert!(
            state.open_advanced,
            "non-default advanced options are shown"
        );
        // Rebuilding gives the same request.
        let spec = catalog.get("sandbox/video-lite").unwrap();
        let rebuilt = serde_json::to_value(form.build_request(spec).unwrap()).unwrap();
        assert_eq!(rebuilt, serde_json::from_str::<Value>(json).unwrap());
    }

    #[test]
    fn reuse_settings_says_why_it_cannot() {
        let catalog = catalog();
        let mut state = ready(&catalog);
        let before = state.form.clone();
        let err = state
            .reuse_settings(Some(&catalog), "vendor/unknown", r#"{"input":{}}"#)
            .unwrap_err();
        assert!(err.text.contains("not in the model list"), "{}", err.text);
        let err = state
            .reuse_settings(Some(&catalog), "sandbox/image-fast", "[1, 2]")
            .unwrap_err();
        assert!(err.text.contains("not a JSON object"), "{}", err.text);
        let err = state
            .reuse_settings(Some(&catalog), "sandbox/image-fast", "{oops")
            .unwrap_err();
        assert!(err.text.contains("could not be read"), "{}", err.text);
        let err = state
            .reuse_settings(None, "sandbox/image-fast", "{}")
            .unwrap_err();
        assert!(err.text.contains("still loading"), "{}", err.text);
        assert_eq!(state.form.clone(), before, "the form is unchanged");
    }

    #[test]
    fn reuse_settings_that_no_longer_fit_are_marked() {
        let catalog = catalog();
        let mut state = ready(&catalog);
        let json = r#"{"request_type":"async","input":{"mode":"text-to-video","prompt":"x","duration":7}}"#;
        let notice = state
            .reuse_settings(Some(&catalog), "sandbox/video-lite", json)
            .unwrap();
        assert_eq!(notice.level, NoticeLevel::Warning);
        assert!(
            notice.text.contains("1 setting no longer fits"),
            "{}",
            notice.text
        );
        assert!(state.tried, "the problems are shown inline");
    }

    #[test]
    fn use_as_reference_keeps_a_model_that_takes_references() {
        let catalog = catalog();
        let mut state = ready(&catalog);
        state.select(catalog.get("sandbox/image-pro").unwrap());
        let url = "https://cdn.example/result.png";
        state
            .use_as_reference(Some(&catalog), url, ModelKind::Image, Some("16:9"))
            .unwrap();
        let form = state.form.as_ref().unwrap();
        assert_eq!(form.model_id(), "sandbox/image-pro");
        assert_eq!(
            form.value(ASPECT_RATIO_KEY),
            &Value::from("16:9"),
            "the source's shape is kept"
        );
        assert_eq!(form.value(MODE_KEY), &Value::from("image-to-image"));
        assert_eq!(form.image_urls, vec![url]);
        let spec = catalog.get("sandbox/image-pro").unwrap();
        assert!(
            form.visible_fields(spec)
                .iter()
                .any(|f| f.key == IMAGE_URLS_KEY)
        );
    }

    #[test]
    fn use_as_reference_picks_the_first_model_of_the_kind() {
        let catalog = catalog();
        let mut state = ready(&catalog);
        state.select(catalog.get("sandbox/music").unwrap());
        state
            .use_as_reference(
                Some(&catalog),
                "https://cdn.example/a.png",
                ModelKind::Video,
                Some("21:9"),
            )
            .unwrap();
        let form = state.form.as_ref().unwrap();
        assert_eq!(form.model_id(), "sandbox/video-lite");
        assert_eq!(form.value(MODE_KEY), &Value::from("image-to-video"));
        assert_eq!(form.prompt, "", "a new form");
        assert_ne!(
            form.value(ASPECT_RATIO_KEY),
            &Value::from("21:9"),
            "a shape the model does not offer is not forced on it"
        );
    }

    #[test]
    fn use_as_reference_says_why_it_cannot() {
        let catalog = catalog();
        let mut state = ready(&catalog);
        let err = state
            .use_as_reference(
                Some(&catalog),
                "https://x.example/a.png",
                ModelKind::Audio,
                None,
            )
            .unwrap_err();
        assert!(err.text.contains("image or video"), "{}", err.text);
        let err = state
            .use_as_reference(Some(&catalog), "file:///etc/passwd", ModelKind::Image, None)
            .unwrap_err();
        assert!(err.text.contains("http(s)"), "{}", err.text);
        // A catalogue without video models that take references.
        let mut only_music = catalog.clone();
        for id in ["sandbox/video-lite", "sandbox/video-cinema"] {
            only_music.remove(id);
        }
        let err = state
            .use_as_reference(
                Some(&only_music),
                "https://x.example/a.png",
                ModelKind::Video,
                None,
            )
            .unwrap_err();
        assert!(
            err.text
                .contains("No video model in the list takes a reference image"),
            "{}",
            err.text
        );
    }

    fn aspect(state: &ComposeState) -> &Value {
        state.form.as_ref().unwrap().value(ASPECT_RATIO_KEY)
    }

    fn set(state: &mut ComposeState, key: &str, value: Value) {
        state.form.as_mut().unwrap().set_value(key, value);
    }

    #[test]
    fn a_video_form_starts_at_the_video_aspect_ratio_not_the_image_one() {
        let catalog = catalog();
        let mut state = ready(&catalog);
        assert_eq!(aspect(&state), &Value::from("1:1"), "the image default");
        "a lighthouse".clone_into(&mut state.form.as_mut().unwrap().prompt);
        state.select(catalog.get("sandbox/video-lite").unwrap());
        assert_eq!(aspect(&state), &Value::from("16:9"), "the video default");
        assert_eq!(state.form.as_ref().unwrap().prompt, "a lighthouse");

        // A ratio the person chose follows them when the new model offers it.
        let mut state = ready(&catalog);
        set(&mut state, ASPECT_RATIO_KEY, Value::from("9:16"));
        state.select(catalog.get("sandbox/video-cinema").unwrap());
        assert_eq!(aspect(&state), &Value::from("9:16"));
    }

    #[test]
    fn switching_back_brings_back_what_was_set_for_that_model() {
        let catalog = catalog();
        let image = catalog.get("sandbox/image-fast").unwrap();
        let video = catalog.get("sandbox/video-lite").unwrap();
        let mut state = ready(&catalog);
        set(&mut state, ASPECT_RATIO_KEY, Value::from("4:3"));
        set(&mut state, "resolution", Value::from("1K"));
        state.select(video);
        assert_eq!(aspect(&state), &Value::from("16:9"), "4:3 is not offered");
        set(&mut state, ASPECT_RATIO_KEY, Value::from("1:1"));
        set(&mut state, "duration", Value::from(10));
        "waves".clone_into(&mut state.form.as_mut().unwrap().prompt);

        state.select(image);
        let form = state.form.as_ref().unwrap();
        assert_eq!(form.value(ASPECT_RATIO_KEY), &Value::from("4:3"));
        assert_eq!(form.value("resolution"), &Value::from("1K"));
        assert_eq!(form.prompt, "waves", "the prompt follows along");

        state.select(video);
        let form = state.form.as_ref().unwrap();
        assert_eq!(form.value(ASPECT_RATIO_KEY), &Value::from("1:1"));
        assert_eq!(form.value("duration"), &Value::from(10));

        // Another profile starts afresh.
        state.reset(None);
        state.sync(&catalog, 1);
        state.select(video);
        assert_eq!(aspect(&state), &Value::from("16:9"));
    }

    #[test]
    fn a_removed_model_moves_the_form_and_keeps_the_prompt() {
        let mut catalog = catalog();
        let mut state = ready(&catalog);
        state.select(catalog.get("sandbox/image-pro").unwrap());
        if let Some(form) = &mut state.form {
            "a red fox".clone_into(&mut form.prompt);
        }
        catalog.remove("sandbox/image-pro");
        state.sync(&catalog, 2);
        let form = state.form.as_ref().unwrap();
        assert_eq!(form.model_id(), "sandbox/image-fast");
        assert_eq!(form.prompt, "a red fox");
        assert!(state.banner.is_some());
    }
}
