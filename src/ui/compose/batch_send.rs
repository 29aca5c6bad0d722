//! Sending a batch: the Send bar (how many items are valid, how many batches they make, and
//! why Send is unavailable) and the pre-flight window shown before any money is spent —
//! model, items, batches, the estimated cost against the balance, and an optional HTTPS
//! webhook URL.

use egui::{RichText, Ui};
use serde_json::Value;

use gendesk_api::BatchRequestItem;
use gendesk_api::submit::check_notify_url;
use gendesk_core::batch::estimate::{Estimate, covered_by, estimate};
use gendesk_core::batch::split;
use gendesk_core::batch::split::batch_count;
use gendesk_core::catalog::ModelSpec;
use gendesk_core::compose::ComposeForm;
use gendesk_core::money::format_usd;
use gendesk_core::t;

use super::batch_editor::BatchEditor;
use crate::ui::actions::{Action, BatchAction};
use crate::ui::theme;

/// The pre-flight's items and estimate, for one state of the items and the form.
#[derive(Debug, Clone)]
pub(super) struct PreflightCache {
    /// [`BatchEditor::checked`] when it was built.
    checked: u64,
    /// The valid items as they will be sent.
    requests: Vec<BatchRequestItem>,
    /// Their estimated cost.
    cost: Estimate,
}

/// What the Send bar and the pre-flight need from the app.
pub struct SendCtx {
    /// The key's balance, when known.
    pub balance: Option<f64>,
    /// The profile is the offline sandbox (its prices are known).
    pub sandbox: bool,
    /// The local receiver's webhook URL, when it listens.
    pub receiver_webhook: Option<String>,
}

/// "120 items → 3 batches".
pub fn items_to_batches(items: usize) -> String {
    let batches = batch_count(items);
    // egui's fonts have no arrow; the icon font has one.
    let arrow = <&str>::from(egui_material_icons::icons::ICON_ARROW_RIGHT_ALT);
    t!(
        "batch-items-to-batches",
        items = items,
        arrow = arrow,
        batches = batches
    )
}

/// The Send bar below the item table.
pub(super) fn send_bar_ui(ui: &mut Ui, editor: &mut BatchEditor) {
    let valid = editor.draft.valid_count();
    let total = editor.draft.len();
    ui.horizontal(|ui| {
        let button = egui::Button::new(
            RichText::new(t!("batch-send-items", count = valid)).color(theme::BADGE_TEXT),
        )
        .fill(theme::PRIMARY_BUTTON)
        .min_size(egui::vec2(120.0, 28.0));
        let reason = if total == 0 {
            Some(t!("batch-send-no-items"))
        } else if valid == 0 {
            Some(t!("batch-send-none-ready", count = total))
        } else {
            None
        };
        let response = ui
            .add_enabled(reason.is_none(), button)
            .on_hover_text(t!("batch-send-items.hint"));
        if let Some(reason) = &reason {
            response.on_disabled_hover_text(reason);
        } else if response.clicked() {
            editor.preflight = true;
        }
        if valid > 0 {
            ui.label(items_to_batches(valid));
        }
        if let Some(reason) = reason {
            ui.add(egui::Label::new(RichText::new(reason).weak()).wrap());
        } else if total > valid {
            ui.weak(t!("batch-send-with-problems", count = total - valid));
        }
    });
}

/// The pre-flight window; Send in it hands the batches to the app.
pub(super) fn preflight_ui(
    ui: &mut Ui,
    editor: &mut BatchEditor,
    form: &ComposeForm,
    spec: &ModelSpec,
    ctx: &SendCtx,
    actions: &mut Vec<Action>,
) {
    if !editor.preflight {
        return;
    }
    refresh_cache(editor, form, spec, ctx);
    // The receiver's URL is offered the first time the pre-flight opens; clearing it sends
    // without webhooks.
    let webhook_url = editor
        .webhook_url
        .get_or_insert_with(|| ctx.receiver_webhook.clone().unwrap_or_default());
    let Some(PreflightCache { requests, cost, .. }) = editor.preflight_cache.clone() else {
        return;
    };
    let webhook = webhook_url.trim().to_owned();
    let webhook_problem = if webhook.is_empty() {
        None
    } else {
        check_notify_url(&webhook).err()
    };
    let mut open = true;
    let mut send = false;
    let shown = egui::Window::new(t!("batch-preflight-title"))
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .min_width(440.0)
        .pivot(egui::Align2::CENTER_TOP)
        .default_pos(egui::pos2(ui.ctx().content_rect().center().x, 90.0))
        .show(ui.ctx(), |ui| {
            let skipped = editor.draft.len() - requests.len();
            summary_ui(ui, spec, requests.len(), skipped, &cost, ctx.balance);
            if covered_by(&cost, ctx.balance) == Some(false) {
                ui.add_space(theme::SPACE_S);
                theme::error_text(ui, &t!("batch-preflight-not-covered"));
            }
            ui.add_space(theme::SPACE_S);
            ui.label(t!("batch-preflight-webhook-intro"));
            let field = ui.add(
                egui::TextEdit::singleline(editor.webhook_url.get_or_insert_default())
                    .desired_width(f32::INFINITY)
                    .hint_text("https://example.com/hooks/gendesk"),
            );
            field.widget_info(|| {
                egui::WidgetInfo::labeled(
                    egui::Role::TextInput,
                    true,
                    t!("batch-preflight-webhook-url"),
                )
            });
            if let Some(problem) = &webhook_problem {
                theme::error_text(ui, problem);
            }
            receiver_hint_ui(
                ui,
                editor.webhook_url.get_or_insert_default(),
                ctx.receiver_webhook.as_deref(),
            );
            ui.add_space(theme::SPACE_S);
            ui.weak(t!("batch-preflight-safety"));
            ui.add_space(theme::SPACE_S);
            ui.horizontal(|ui| {
                let label = t!("batch-preflight-send", count = requests.len());
                let enabled = webhook_problem.is_none() && !requests.is_empty();
                if ui
                    .add_enabled(
                        enabled,
                        egui::Button::new(RichText::new(label).color(theme::BADGE_TEXT))
                            .fill(theme::PRIMARY_BUTTON),
                    )
                    .clicked()
                {
                    send = true;
                }
                if ui.button(t!("batch-preflight-cancel")).clicked() {
                    editor.preflight = false;
                }
            });
        });
    crate::ui::escape::close_window_on_escape(ui.ctx(), shown.as_ref(), &mut open);
    if !open {
        editor.preflight = false;
    }
    if send {
        let items = requests;
        let webhook = (!webhook.is_empty()).then_some(webhook.as_str());
        match split(items, webhook) {
            Ok(batches) => {
                actions.push(Action::Batch(BatchAction::SubmitRun {
                    model: spec.id.clone(),
                    kind: spec.kind,
                    batches,
                    origin: editor.origin,
                }));
            }
            Err(err) => actions.push(Action::Notify(crate::ui::live_state::Notice::new(
                crate::ui::live_state::NoticeLevel::Error,
                t!("batch-nothing-sent", error = err.to_string()),
            ))),
        }
        editor.preflight = false;
    }
}
/// Model, items and batches, the estimated cost and the balance.
fn summary_ui(
    ui: &mut Ui,
    spec: &ModelSpec,
    items: usize,
    skipped: usize,
    cost: &Estimate,
    balance: Option<f64>,
) {
    egui::Grid::new("preflight")
        .num_columns(2)
        .spacing([16.0, 6.0])
        .show(ui, |ui| {
            ui.label(t!("batch-preflight-model"));
            ui.label(format!("{} ({})", spec.display_name, spec.id));
            ui.end_row();
            ui.label(t!("batch-preflight-items"));
            ui.label(items_to_batches(items));
            ui.end_row();
            if skipped > 0 {
                ui.label(t!("batch-preflight-not-sent"));
                ui.label(t!("batch-preflight-with-problems", count = skipped));
                ui.end_row();
            }
            ui.label(t!("batch-preflight-cost"));
            ui.label(match cost {
                Estimate::Known { total_usd } => format_usd(*total_usd),
                Estimate::Unknown => t!("batch-preflight-cost-unknown"),
            });
            ui.end_row();
            ui.label(t!("batch-preflight-balance"));
            ui.label(balance.map_or_else(|| t!("batch-preflight-balance-unknown"), format_usd));
            ui.end_row();
        });
}

/// Builds the pre-flight's items and estimate when the items or the form changed: once per
/// state, not every frame the window is open (5 000 items take tens of milliseconds).
fn refresh_cache(editor: &mut BatchEditor, form: &ComposeForm, spec: &ModelSpec, ctx: &SendCtx) {
    if editor
        .preflight_cache
        .as_ref()
        .is_none_or(|cache| cache.checked != editor.checked)
    {
        let requests: Vec<BatchRequestItem> = editor
            .draft
            .request_items(form, spec)
            .into_iter()
            .map(|(_, item)| item)
            .collect();
        let inputs: Vec<Value> = requests
            .iter()
            .map(|item| serde_json::to_value(&item.input).unwrap_or(Value::Null))
            .collect();
        let source = super::cost::price_source(spec, ctx.sandbox);
        editor.preflight_cache = Some(PreflightCache {
            checked: editor.checked,
            cost: estimate(&spec.id, source, &inputs),
            requests,
        });
    }
}

/// Says when the webhook URL is GenDesk's own receiver, and offers it when it is not.
fn receiver_hint_ui(ui: &mut Ui, url: &mut String, receiver: Option<&str>) {
    let Some(receiver) = receiver else {
        return;
    };
    ui.horizontal_wrapped(|ui| {
        if url.trim() == receiver {
            ui.weak(t!("batch-preflight-receiver"));
            if ui.small_button(t!("batch-preflight-no-webhooks")).clicked() {
                url.clear();
            }
        } else if ui
            .small_button(t!("batch-preflight-use-receiver"))
            .clicked()
        {
            receiver.clone_into(url);
        }
    });
}
