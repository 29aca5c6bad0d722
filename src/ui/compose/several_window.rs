//! "Send to several models…": the form's prompt and settings as one task for each of up to four
//! models of the same kind, chosen with checkboxes. Each chosen model shows what stops it, or
//! which of the form's settings it does not take; *Send N paid tasks* sends them together and
//! opens the Compare view.

use std::collections::BTreeSet;

use egui::Ui;

use gendesk_core::batch::estimate::Estimate;
use gendesk_core::catalog::{Catalog, ModelSpec};
use gendesk_core::compose::ComposeForm;
use gendesk_core::compose::several::{MAX_MODELS, ModelPlan, candidates, plan};
use gendesk_core::engine::ComparisonTask;
use gendesk_core::t;

use super::super::actions::Action;
use super::super::theme;

/// The window's state.
#[derive(Debug, Clone, Default)]
pub struct SeveralState {
    /// The window is shown.
    pub open: bool,
    /// The chosen model IDs.
    chosen: BTreeSet<String>,
}

impl SeveralState {
    /// Opens the window with the form's model chosen.
    pub fn open_for(&mut self, model_id: &str) {
        self.open = true;
        if !self.chosen.contains(model_id) {
            self.chosen.clear();
            self.chosen.insert(model_id.to_owned());
        }
    }
}

/// The window (shown when `state.open`).
pub fn several_window_ui(
    ui: &mut Ui,
    state: &mut SeveralState,
    form: &ComposeForm,
    spec: &ModelSpec,
    catalog: &Catalog,
    sandbox: bool,
    actions: &mut Vec<Action>,
) {
    if !state.open {
        return;
    }
    let models = candidates(spec, catalog.models());
    let mut open = true;
    let mut sent = false;
    let shown = egui::Window::new(t!("compose-several-title"))
        .id(egui::Id::unique("Send to several models"))
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .min_width(460.0)
        .pivot(egui::Align2::CENTER_TOP)
        .default_pos(egui::pos2(ui.ctx().content_rect().center().x, 90.0))
        .show(ui.ctx(), |ui| {
            ui.add(egui::Label::new(t!("compose-several-intro", max = MAX_MODELS)).wrap());
            ui.add_space(theme::SPACE_S);
            for model in &models {
                let mut on = state.chosen.contains(&model.id);
                let full = state.chosen.len() >= MAX_MODELS && !on;
                let label = format!("{} ({})", model.display_name, model.id);
                if ui
                    .add_enabled(!full, egui::Checkbox::new(&mut on, label))
                    .changed()
                {
                    if on {
                        state.chosen.insert(model.id.clone());
                    } else {
                        state.chosen.remove(&model.id);
                    }
                }
            }
            ui.separator();
            let targets: Vec<&ModelSpec> = models
                .iter()
                .copied()
                .filter(|m| state.chosen.contains(&m.id))
                .collect();
            let plans = plan(form, spec, &targets);
            let (ready, costs) = plans_ui(ui, &plans, &targets, spec, sandbox);
            ui.add_space(theme::SPACE_S);
            if costs.len() >= 2 {
                ui.strong(t!(
                    "compose-several-estimate",
                    cost = super::cost::cost_words(&super::cost::total(&costs))
                ));
            }
            let all_ready = !plans.is_empty() && ready.len() == plans.len();
            let label = t!("compose-several-send", count = ready.len());
            let button = ui.add_enabled(all_ready && ready.len() >= 2, egui::Button::new(label));
            let why = if plans.len() < 2 {
                t!("compose-several-choose-two")
            } else {
                t!("compose-several-fix-first")
            };
            if button.on_disabled_hover_text(&why).clicked() {
                actions.push(Action::SubmitComparison {
                    prompt: form.prompt.trim().to_owned(),
                    tasks: ready,
                });
                sent = true;
            }
            if plans.len() < 2 {
                ui.weak(why);
            }
        });
    crate::ui::escape::close_window_on_escape(ui.ctx(), shown.as_ref(), &mut open);
    state.open = open && !sent;
}

/// Each chosen model's line (ready with its price, or what stops it); the ready tasks and
/// their estimates.
fn plans_ui(
    ui: &mut Ui,
    plans: &[ModelPlan],
    targets: &[&ModelSpec],
    spec: &ModelSpec,
    sandbox: bool,
) -> (Vec<ComparisonTask>, Vec<Estimate>) {
    let mut ready = Vec::new();
    let mut costs = Vec::new();
    for plan in plans {
        match &plan.request {
            Ok(request) => {
                let estimate = targets
                    .iter()
                    .find(|m| m.id == plan.model_id)
                    .map_or(Estimate::Unknown, |m| {
                        super::cost::task_estimate(m, request, sandbox)
                    });
                let price = super::cost::cost_words(&estimate);
                costs.push(estimate);
                ready.push(ComparisonTask {
                    model: plan.model_id.clone(),
                    // Only models of the form's kind are offered (`candidates`).
                    kind: spec.kind,
                    request: request.clone(),
                    price: spec.price_source(sandbox),
                });
                if plan.not_taken.is_empty() {
                    ui.label(t!(
                        "compose-several-ready",
                        model = plan.model_id.as_str(),
                        price = price
                    ));
                } else {
                    ui.add(
                        egui::Label::new(t!(
                            "compose-several-ready-without",
                            model = plan.model_id.as_str(),
                            price = price,
                            fields = plan.not_taken.join(", ")
                        ))
                        .wrap(),
                    );
                }
            }
            Err(issues) => {
                let first = issues.first().map_or("", |i| i.message.as_str());
                theme::error_text(
                    ui,
                    &t!(
                        "compose-several-problem",
                        model = plan.model_id.as_str(),
                        problem = first
                    ),
                );
            }
        }
    }
    (ready, costs)
}
