//! The compose view's layout: the model picker beside the form (header, single task or batch,
//! the fields, the references), dropped pictures taken in, and the submit row with its cost.

use egui::{RichText, Ui};
use gendesk_core::catalog::{Catalog, ModelSpec};
use gendesk_core::compose::FieldIssue;
use gendesk_core::t;

use super::{
    ComposeCtx, ComposeState, FOCUS_PROMPT, advanced, batch_editor, batch_send, cost, fields,
    kind_icon, model_picker, presets_menu, recent_prompts, request_window, result_picker,
    several_window, theme, user_model_form,
};
use crate::ui::actions::{Action, BatchAction, PictureAction};

/// Asks the compose form to give its prompt the focus this frame (the first Tab in Compose).
pub fn focus_prompt(ctx: &egui::Context) {
    ctx.data_mut(|d| d.insert_temp(egui::Id::unique(FOCUS_PROMPT), true));
}

/// Whether the prompt is to take the focus now (asked once, then forgotten).
pub(super) fn take_prompt_focus(ui: &Ui) -> bool {
    ui.data_mut(|d| d.remove_temp::<bool>(egui::Id::unique(FOCUS_PROMPT)))
        .unwrap_or(false)
}

/// The compose view: model picker on the left, the form on the right.
pub fn compose_ui(
    ui: &mut Ui,
    state: &mut ComposeState,
    context: &ComposeCtx<'_>,
    thumbs: &mut crate::ui::thumbnails::Thumbnails,
    actions: &mut Vec<Action>,
) {
    // Taken before any text box sees it: Ctrl+Enter submits instead of adding a line.
    let shortcut = ui.input_mut(|i| i.consume_key(egui::Modifiers::COMMAND, egui::Key::Enter));
    let Some(catalog) = context.catalog.catalog() else {
        ui.add_space(theme::SPACE_XL);
        ui.vertical_centered(|ui| {
            if let Some(message) = context.catalog.load_error() {
                ui.heading(t!("compose-catalog-unreadable"));
                theme::error_text(ui, message);
            } else {
                ui.spinner();
                ui.label(t!("compose-loading-models"));
            }
        });
        return;
    };
    state.sync(catalog, context.catalog.generation());
    take_dropped_pictures(ui, state, actions);
    if let Some(form) = &mut state.form {
        form.drop_expiring_links(context.now_ms);
        state.pictures.host_pending(form, actions);
    }
    // In batch mode in a small window the model list narrows, so the form beside the batch
    // editor keeps room for its fields (a reference URL showed as "http://127.0.0" at 1100 px).
    let total = ui.available_width();
    let narrow = state.batch.on && total < 1300.0;
    batch_panel_ui(ui, state, context, catalog, actions);
    let (models_id, models_width) = if narrow {
        ("compose_models_narrow", 170.0)
    } else {
        ("compose_models", 250.0)
    };
    egui::Panel::left(models_id)
        .resizable(true)
        .default_size(models_width)
        .min_size(160.0)
        .max_size(400.0)
        .show(ui, |ui| {
            model_picker::model_picker_ui(
                ui,
                state,
                context.catalog,
                catalog,
                context.now_ms,
                actions,
            );
        });
    user_model_form::user_model_window(ui, state, context.catalog, catalog, actions);
    if let Some(url) =
        result_picker::result_picker_ui(ui, &mut state.results_picker, thumbs, actions)
    {
        state.add_reference_url(url);
    }
    form_ui(ui, state, context, catalog, shortcut, actions);
}

/// In batch mode: the batch editor on the right (drawn before the other panels, so the form
/// gets the space that is left), the pre-flight window, and files dropped on the window.
fn batch_panel_ui(
    ui: &mut Ui,
    state: &mut ComposeState,
    context: &ComposeCtx<'_>,
    catalog: &Catalog,
    actions: &mut Vec<Action>,
) {
    if !state.batch.on {
        return;
    }
    let Some((form, spec)) = state.form.clone().and_then(|form| {
        let spec = catalog.get(form.model_id())?.clone();
        Some((form, spec))
    }) else {
        return;
    };
    let dropped: Vec<std::path::PathBuf> = ui.input(|i| {
        i.raw
            .dropped_files
            .iter()
            .map(|f| f.path().to_path_buf())
            .collect()
    });
    // Pictures dropped on the window are references (taken in `take_dropped_pictures`).
    if let Some(path) = dropped.into_iter().find(|p| !looks_like_picture(p)) {
        actions.push(Action::Batch(BatchAction::ImportBatchFile(path)));
    }
    let total = ui.available_width();
    egui::Panel::right("compose_batch")
        .resizable(true)
        .default_size((total * 0.38).clamp(360.0, 520.0))
        .min_size(340.0)
        .show(ui, |ui| {
            egui::Panel::bottom("compose_batch_send").show(ui, |ui| {
                ui.add_space(theme::SPACE_M);
                batch_send::send_bar_ui(ui, &mut state.batch);
                ui.add_space(theme::SPACE_S);
            });
            batch_editor::batch_editor_ui(ui, &mut state.batch, &form, &spec, actions);
        });
    let send_ctx = batch_send::SendCtx {
        balance: context.balance,
        sandbox: context.sandbox,
        receiver_webhook: context.receiver.as_ref().map(|r| r.webhook.clone()),
    };
    batch_send::preflight_ui(ui, &mut state.batch, &form, &spec, &send_ctx, actions);
}

/// The form for the selected model with its action bar, or an empty state.
fn form_ui(
    ui: &mut Ui,
    state: &mut ComposeState,
    context: &ComposeCtx<'_>,
    catalog: &Catalog,
    shortcut: bool,
    actions: &mut Vec<Action>,
) {
    let Some((spec, issues)) = state.form.as_ref().and_then(|form| {
        let spec = catalog.get(form.model_id())?.clone();
        let issues = form.validate(&spec);
        Some((spec, issues))
    }) else {
        ui.add_space(theme::SPACE_XL);
        ui.vertical_centered(|ui| {
            ui.heading(t!("compose-no-model"));
            if context.catalog.is_sandbox() {
                ui.label(t!("compose-no-model-sandbox"));
            } else {
                ui.label(t!("compose-no-model-service"));
            }
        });
        return;
    };
    // The action bar stays in view however long the form is: the form scrolls in the room
    // above it (the bar's height is remembered from the last frame). It comes after the
    // fields, so Tab goes from the last field to Submit. In batch mode the batch editor sends.
    let bar_id = ui.scope_id().with("compose_actions_height");
    let bar_height = if state.batch.on {
        0.0
    } else {
        ui.data(|d| d.get_temp::<f32>(bar_id)).unwrap_or(96.0)
    };
    let receiver_callback = context.receiver.as_ref().map(|r| r.callback.as_str());
    // Both ways: a narrow form (beside the batch editor) scrolls instead of spilling over.
    egui::ScrollArea::both()
        .id_salt("compose_form_scroll")
        .auto_shrink([false, false])
        .max_height((ui.available_height() - bar_height).max(120.0))
        .show(ui, |ui| {
            ui.add_space(theme::SPACE_S);
            egui::Frame::new()
                .inner_margin(egui::Margin::symmetric(16, 0))
                .show(ui, |ui| {
                    // `set_max_width` can widen: keep within what is left beside the batch editor.
                    ui.set_max_width(theme::CONTENT_MAX_WIDTH.min(ui.available_width()));
                    mode_switch_ui(ui, state);
                    header_ui(ui, state, &spec);
                    ui.add_space(theme::SPACE_M);
                    fields::fields_ui(ui, state, &spec, &issues, &context.pictures, actions);
                    ui.add_space(theme::SPACE_M);
                    advanced::advanced_ui(ui, state, &issues, receiver_callback);
                    ui.add_space(theme::SPACE_L);
                });
        });
    let mut submit = false;
    if !state.batch.on {
        let top = ui.cursor().top();
        ui.separator();
        ui.add_space(theme::SPACE_S);
        egui::Frame::new()
            .inner_margin(egui::Margin::symmetric(8, 0))
            .show(ui, |ui| {
                submit = submit_row_ui(ui, state, &issues, shortcut, context.sandbox, actions);
            });
        ui.add_space(theme::SPACE_S);
        let used = ui.cursor().top() - top;
        if (used - bar_height).abs() > 0.5 {
            ui.data_mut(|d| d.insert_temp(bar_id, used));
            ui.ctx().request_repaint();
        }
    }
    if let Some(prompt) = recent_prompts::recent_window_ui(ui, &mut state.recent)
        && let Some(form) = &mut state.form
    {
        form.prompt = prompt;
        state
            .touched
            .insert(gendesk_core::catalog::PROMPT_KEY.to_owned());
    }
    if submit {
        submit_form(state, &spec, actions);
    }
    request_window::request_window(ui, state, &spec, context.base_url);
    if let Some(form) = &state.form {
        several_window::several_window_ui(
            ui,
            &mut state.several,
            form,
            &spec,
            catalog,
            context.sandbox,
            actions,
        );
    }
    // The bar was checked with the issues from before this frame's edits: show their
    // outcome at once.
    if state.form.as_ref().map(|form| form.validate(&spec)) != Some(issues) {
        ui.ctx().request_repaint();
    }
}

/// Pictures dropped on the window are read to become reference images.
fn take_dropped_pictures(ui: &Ui, state: &ComposeState, actions: &mut Vec<Action>) {
    if state.form.is_none() {
        return;
    }
    let dropped: Vec<std::path::PathBuf> = ui.input(|i| {
        i.raw
            .dropped_files
            .iter()
            .map(|file| file.path())
            .filter(|path| looks_like_picture(path))
            .map(std::path::Path::to_path_buf)
            .collect()
    });
    if !dropped.is_empty() {
        actions.push(Action::Picture(PictureAction::Read(dropped)));
    }
}

/// Whether a dropped file's name says it is a picture (batch files are text).
pub fn looks_like_picture(path: &std::path::Path) -> bool {
    path.extension().and_then(|e| e.to_str()).is_some_and(|e| {
        ["png", "jpg", "jpeg", "webp", "gif", "bmp"]
            .iter()
            .any(|known| e.eq_ignore_ascii_case(known))
    })
}

/// Single task or Batch.
fn mode_switch_ui(ui: &mut Ui, state: &mut ComposeState) {
    ui.horizontal(|ui| {
        ui.selectable_value(&mut state.batch.on, false, t!("compose-mode-single"))
            .on_hover_text(t!("compose-mode-single.hint"));
        ui.selectable_value(&mut state.batch.on, true, t!("compose-mode-batch"))
            .on_hover_text(t!("compose-mode-batch.hint"));
    });
    if state.batch.on {
        ui.weak(t!("compose-mode-batch-note"));
    }
    ui.add_space(theme::SPACE_S);
}

/// Submit (button or Ctrl+Enter): the form as it is now, with this frame's typing, becomes a
/// request; when it is not valid, every problem is shown instead.
fn submit_form(state: &mut ComposeState, spec: &ModelSpec, actions: &mut Vec<Action>) {
    let Some(form) = &state.form else {
        return;
    };
    match form.build_request(spec) {
        Ok(request) => actions.push(Action::SubmitTask {
            model: spec.id.clone(),
            kind: spec.kind,
            request,
        }),
        Err(_) => state.tried = true,
    }
}

/// Model name, kind, source and description, and the banner.
fn header_ui(ui: &mut Ui, state: &mut ComposeState, spec: &ModelSpec) {
    ui.horizontal_wrapped(|ui| {
        kind_icon::kind_icon(ui, spec.kind);
        ui.heading(&spec.display_name);
        theme::badge(ui, &source_words(spec.source), source_colour(spec.source));
    });
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(&spec.id).monospace().weak());
        ui.weak(format!("\u{2022} {}", kind_icon::kind_model(spec.kind)));
    });
    if !spec.description.is_empty() {
        ui.label(spec.shown_description());
    }
    let mut close = false;
    if let Some(banner) = &state.banner {
        ui.add_space(theme::SPACE_S);
        egui::Frame::new()
            .stroke(egui::Stroke::new(1.0, theme::notice_colour(banner.level)))
            .corner_radius(egui::CornerRadius::same(4))
            .inner_margin(egui::Margin::same(8))
            .show(ui, |ui| {
                ui.horizontal(|ui| {
                    ui.colored_label(theme::notice_colour(banner.level), "\u{2022}");
                    ui.add(egui::Label::new(banner.text.as_str()).wrap());
                });
                close = ui
                    .small_button(t!("compose-banner-dismiss"))
                    .on_hover_text(t!("compose-banner-dismiss.hint"))
                    .clicked();
            });
    }
    if close {
        state.banner = None;
    }
}

/// The words for a model's source, on its badge.
pub(super) fn source_words(source: gendesk_core::catalog::ModelSource) -> String {
    match source {
        gendesk_core::catalog::ModelSource::Retired => t!("compose-source-retired"),
        gendesk_core::catalog::ModelSource::BuiltIn => t!("compose-source-built-in"),
        gendesk_core::catalog::ModelSource::Sandbox => t!("compose-source-sandbox"),
        gendesk_core::catalog::ModelSource::User => t!("compose-source-user"),
    }
}

/// Badge colour of a model's source.
fn source_colour(source: gendesk_core::catalog::ModelSource) -> egui::Color32 {
    match source {
        gendesk_core::catalog::ModelSource::Retired => theme::WARNING_DOT,
        gendesk_core::catalog::ModelSource::BuiltIn => theme::REMOTE_BADGE,
        gendesk_core::catalog::ModelSource::Sandbox => theme::SANDBOX_BADGE,
        gendesk_core::catalog::ModelSource::User => theme::SUCCESS_DOT,
    }
}

/// Submit (disabled with the reason while invalid), Show request, and the shortcut. `issues`
/// are those of the form before this frame's typing. Returns whether the person asked to
/// submit (the caller builds the request once the fields are laid out).
fn submit_row_ui(
    ui: &mut Ui,
    state: &mut ComposeState,
    issues: &[FieldIssue],
    shortcut: bool,
    sandbox: bool,
    actions: &mut Vec<Action>,
) -> bool {
    let valid = issues.is_empty();
    // Ctrl+Enter counts even while the form looked invalid: the keystrokes typed with it
    // (not yet applied) may be what makes it valid.
    let mut submit = shortcut;
    ui.horizontal(|ui| {
        let button =
            egui::Button::new(RichText::new(t!("compose-submit")).color(theme::BADGE_TEXT))
                .fill(theme::PRIMARY_BUTTON)
                .min_size(egui::vec2(96.0, 28.0));
        let response = ui
            .add_enabled(valid, button)
            .on_hover_text(t!("compose-submit.hint"));
        if let Some(first) = issues.first() {
            response.on_disabled_hover_text(&first.message);
        } else if response.clicked() {
            submit = true;
        }
        let label = if state.show_request {
            t!("compose-hide-request")
        } else {
            t!("compose-show-request")
        };
        if ui
            .button(label)
            .on_hover_text(t!("compose-show-request.hint"))
            .clicked()
        {
            state.show_request = !state.show_request;
        }
        if let Some(form) = &state.form {
            presets_menu::presets_menu_ui(ui, &mut state.presets, form, actions);
        }
        if ui
            .add_enabled(valid, egui::Button::new(t!("compose-send-several")))
            .on_hover_text(t!("compose-send-several.hint"))
            .clicked()
            && let Some(form) = &state.form
        {
            let model_id = form.model_id().to_owned();
            state.several.open_for(&model_id);
        }
        // What Submit will cost, before anything is paid.
        if valid
            && let (Some(form), Some(spec)) = (&state.form, &state.spec)
            && let Ok(request) = form.build_request(spec)
        {
            let estimate = cost::task_estimate(spec, &request, sandbox);
            ui.label(t!("compose-cost", cost = cost::cost_words(&estimate)))
                .on_hover_text(t!("compose-cost.hint"));
        }
    });
    if let Some(first) = issues.first() {
        let text = t!(
            "compose-submit-unavailable",
            problem = first.message.as_str(),
            more = issues.len() - 1
        );
        if state.tried || state.touched.contains(&first.field) {
            theme::error_text(ui, &text);
        } else {
            // Nothing typed yet: a pointer, not an alarm.
            ui.add(egui::Label::new(RichText::new(text).weak()).wrap());
        }
    } else {
        let text = if state.sent == 0 {
            t!("compose-submit-tip")
        } else {
            t!("compose-sent-from-form", count = state.sent)
        };
        ui.add(egui::Label::new(RichText::new(text).weak()).wrap());
    }
    submit
}
