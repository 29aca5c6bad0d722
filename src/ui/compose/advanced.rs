//! The advanced section (collapsed by default): provider routing, async or callback with its
//! HTTPS callback URL, and further model-specific fields as a JSON object, with problems inline.

use egui::{Align, Layout, RichText, Ui};

use gendesk_api::{Provider, RequestType};
use gendesk_core::compose::{AdvancedOptions, CALLBACK_URL_FIELD, EXTRA_JSON_FIELD, FieldIssue};
use gendesk_core::t;

use super::ComposeState;
use super::fields::hint_ui;
use crate::ui::theme;

/// What a provider choice means.
fn provider_help(provider: Provider) -> String {
    match provider {
        Provider::Auto => t!("compose-provider-auto"),
        Provider::Value => t!("compose-provider-value"),
        Provider::Official => t!("compose-provider-official"),
    }
}

/// The collapsing section.
pub(super) fn advanced_ui(
    ui: &mut Ui,
    state: &mut ComposeState,
    issues: &[FieldIssue],
    receiver_callback: Option<&str>,
) {
    let open_now = std::mem::take(&mut state.open_advanced);
    egui::CollapsingHeader::new(t!("compose-advanced"))
        .id_salt("compose_advanced")
        .open(open_now.then_some(true))
        .show(ui, |ui| {
            let ComposeState {
                form: Some(form),
                touched,
                tried,
                ..
            } = state
            else {
                return;
            };
            let shown = |key: &str| -> Vec<&FieldIssue> {
                if *tried || touched.contains(key) {
                    issues.iter().filter(|i| i.field == key).collect()
                } else {
                    Vec::new()
                }
            };
            let callback_issues = shown(CALLBACK_URL_FIELD);
            let json_issues = shown(EXTRA_JSON_FIELD);
            let mut changed = Vec::new();
            egui::Grid::new("compose_advanced_grid")
                .num_columns(2)
                .spacing([theme::SPACE_L, theme::SPACE_M + theme::SPACE_S])
                .min_col_width(theme::LABEL_WIDTH)
                .show(ui, |ui| {
                    provider_row_ui(ui, &mut form.advanced);
                    if request_type_row_ui(ui, &mut form.advanced, receiver_callback) {
                        changed.push(CALLBACK_URL_FIELD);
                    }
                    if callback_row_ui(ui, &mut form.advanced, &callback_issues, receiver_callback)
                    {
                        changed.push(CALLBACK_URL_FIELD);
                    }
                    if extra_json_row_ui(ui, &mut form.advanced, &json_issues) {
                        changed.push(EXTRA_JSON_FIELD);
                    }
                });
            touched.extend(changed.into_iter().map(str::to_owned));
            let advanced = &form.advanced;
            if advanced.provider != Provider::Auto
                || advanced.request_type != RequestType::Async
                || !advanced.extra_json.trim().is_empty()
            {
                ui.label(RichText::new(t!("compose-advanced-in-use")).weak().small());
            }
        });
}

/// Provider routing.
fn provider_row_ui(ui: &mut Ui, advanced: &mut AdvancedOptions) {
    let label = ui.label(t!("compose-provider"));
    ui.vertical(|ui| {
        egui::ComboBox::from_id_salt("compose_provider")
            .selected_text(advanced.provider.as_str())
            .width(220.0)
            .show_ui(ui, |ui| {
                for provider in Provider::ALL {
                    ui.selectable_value(&mut advanced.provider, provider, provider.as_str())
                        .on_hover_text(provider_help(provider));
                }
            })
            .response
            .labelled_by(label.id);
        hint_ui(ui, &provider_help(advanced.provider));
    });
    ui.end_row();
}

/// Async or callback; choosing callback with no URL yet fills in GenDesk's receiver, when it
/// listens. Returns whether the callback URL changed.
fn request_type_row_ui(
    ui: &mut Ui,
    advanced: &mut AdvancedOptions,
    receiver_callback: Option<&str>,
) -> bool {
    let before = advanced.request_type;
    ui.label(t!("compose-request-type"));
    ui.vertical(|ui| {
        ui.horizontal(|ui| {
            ui.radio_value(
                &mut advanced.request_type,
                RequestType::Async,
                t!("compose-request-type-async"),
            );
            ui.radio_value(
                &mut advanced.request_type,
                RequestType::Callback,
                t!("compose-request-type-callback"),
            );
        });
        hint_ui(ui, &t!("compose-request-type-help"));
    });
    ui.end_row();
    let filled = before != advanced.request_type
        && advanced.request_type == RequestType::Callback
        && advanced.callback_url.trim().is_empty()
        && receiver_callback.is_some();
    if filled && let Some(url) = receiver_callback {
        url.clone_into(&mut advanced.callback_url);
    }
    filled
}

/// The callback URL (callback only); returns whether it changed.
fn callback_row_ui(
    ui: &mut Ui,
    advanced: &mut AdvancedOptions,
    issues: &[&FieldIssue],
    receiver_callback: Option<&str>,
) -> bool {
    let label = ui.label(t!("compose-callback-url"));
    let mut changed = false;
    ui.vertical(|ui| {
        let callback = advanced.request_type == RequestType::Callback;
        changed = ui
            .add_enabled(
                callback,
                egui::TextEdit::singleline(&mut advanced.callback_url)
                    .hint_text("https://example.com/hooks/gendesk")
                    .desired_width(f32::INFINITY),
            )
            .labelled_by(label.id)
            .changed();
        if callback {
            match receiver_callback {
                Some(url) if advanced.callback_url.trim() == url => {
                    hint_ui(ui, &t!("compose-callback-receiver"));
                }
                Some(url) => {
                    hint_ui(ui, &t!("compose-callback-url.hint"));
                    if ui.small_button(t!("compose-use-receiver")).clicked() {
                        url.clone_into(&mut advanced.callback_url);
                        changed = true;
                    }
                }
                None => hint_ui(ui, &t!("compose-callback-url.hint")),
            }
            for issue in issues {
                theme::error_text(ui, &issue.message);
            }
        } else {
            hint_ui(ui, &t!("compose-callback-unused"));
        }
    });
    ui.end_row();
    changed
}

/// Further input fields as a JSON object; returns whether it changed.
fn extra_json_row_ui(ui: &mut Ui, advanced: &mut AdvancedOptions, issues: &[&FieldIssue]) -> bool {
    let label = ui
        .with_layout(Layout::top_down(Align::Min), |ui| {
            ui.label(t!("compose-extra-json"))
        })
        .inner;
    let mut changed = false;
    ui.vertical(|ui| {
        changed = ui
            .add(
                egui::TextEdit::multiline(&mut advanced.extra_json)
                    .code_editor()
                    // Tab leaves the field, as everywhere else (JSON needs no tab characters).
                    .lock_focus(false)
                    .hint_text("{\"style\": \"vivid\"}")
                    .desired_rows(3)
                    .desired_width(f32::INFINITY),
            )
            .labelled_by(label.id)
            .changed();
        hint_ui(ui, &t!("compose-extra-json.hint"));
        for issue in issues {
            theme::error_text(ui, &issue.message);
        }
    });
    ui.end_row();
    changed
}
