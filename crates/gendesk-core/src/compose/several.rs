//! "Send to several models": one prompt and its settings, as a task for each of several models
//! of the same kind. Each model gets the form as `switch_model` carries it over (the prompt, the
//! reference images, the advanced options and every value it accepts); what a model does not
//! take is named, so the person knows the tasks differ.

use super::form::ComposeForm;
use super::validate::FieldIssue;
use crate::catalog::{ModelSpec, value_label};
use gendesk_api::SubmitTaskRequest;

/// Most models one prompt is sent to at once (the compare view shows them side by side).
pub const MAX_MODELS: usize = 4;

/// What one model of the set would be sent.
#[derive(Debug, Clone, PartialEq)]
pub struct ModelPlan {
    /// The model's ID.
    pub model_id: String,
    /// The request, or what stops it for this model.
    pub request: Result<SubmitTaskRequest, Vec<FieldIssue>>,
    /// Settings of the form this model does not take, as "Aspect ratio 21:9".
    pub not_taken: Vec<String>,
}

/// The models `source`'s form can also be sent to: the same kind, `source` first.
pub fn candidates<'m>(source: &ModelSpec, models: &'m [ModelSpec]) -> Vec<&'m ModelSpec> {
    let mut same: Vec<&ModelSpec> = models.iter().filter(|m| m.kind == source.kind).collect();
    same.sort_by_key(|m| (m.id != source.id, m.display_name.clone()));
    same
}

/// The plan for sending `form` (made for `source`) to each of `targets`.
pub fn plan(form: &ComposeForm, source: &ModelSpec, targets: &[&ModelSpec]) -> Vec<ModelPlan> {
    targets
        .iter()
        .map(|target| {
            let carried = if target.id == source.id {
                form.clone()
            } else {
                form.switch_model(target)
            };
            ModelPlan {
                model_id: target.id.clone(),
                request: carried.build_request(target),
                not_taken: not_taken(form, source, target),
            }
        })
        .collect()
}

/// The settings of `form` the person set (different from `source`'s default) that `target`
/// has no field for, or no such choice.
fn not_taken(form: &ComposeForm, source: &ModelSpec, target: &ModelSpec) -> Vec<String> {
    if target.id == source.id {
        return Vec::new();
    }
    let defaults = ComposeForm::new(source);
    source
        .fields
        .iter()
        .filter(|field| field.key != crate::catalog::PROMPT_KEY)
        .filter_map(|field| {
            let value = form.values.get(&field.key)?;
            if value.is_null() || defaults.values.get(&field.key) == Some(value) {
                return None;
            }
            let taken = target
                .field(&field.key)
                .is_some_and(|theirs| match theirs.choices() {
                    [] => true,
                    choices => choices.contains(value),
                });
            (!taken).then(|| format!("{} {}", field.shown_label(), value_label(value)))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, reason = "tests")]
    use super::*;
    use crate::catalog::Catalog;
    use serde_json::Value;

    fn sandbox_catalog() -> Catalog {
        let mut catalog = Catalog::builtin().unwrap();
        let body = serde_json::to_string(&gendesk_sandbox::catalog::demo_catalog()).unwrap();
        catalog.merge_sandbox(&body).unwrap();
        catalog
    }

    #[test]
    fn one_prompt_goes_to_every_image_model_with_what_each_does_not_take() {
        let catalog = sandbox_catalog();
        let fast = catalog.get("sandbox/image-fast").unwrap();
        let pro = catalog.get("sandbox/image-pro").unwrap();
        let models: Vec<ModelSpec> = catalog.models().to_vec();
        let same = candidates(fast, &models);
        assert_eq!(same[0].id, fast.id, "the form's model first");
        assert!(same.iter().any(|m| m.id == pro.id));
        assert!(same.iter().all(|m| m.kind == fast.kind));

        let mut form = ComposeForm::new(pro);
        form.prompt = "a lighthouse at dusk".into();
        form.set_input_value(pro, "seed", Value::from(42));
        let plans = plan(&form, pro, &[pro, fast]);
        assert_eq!(plans.len(), 2);
        for plan in &plans {
            let request = plan.request.as_ref().unwrap();
            assert_eq!(request.input.prompt, "a lighthouse at dusk");
        }
        assert!(plans[0].not_taken.is_empty());
        // Image Fast has no seed: the person is told.
        assert_eq!(plans[1].not_taken.len(), 1, "{:?}", plans[1].not_taken);
        assert!(
            plans[1].not_taken[0].contains("42"),
            "{:?}",
            plans[1].not_taken
        );
    }

    #[test]
    fn an_empty_prompt_stops_every_model_with_its_reason() {
        let catalog = sandbox_catalog();
        let fast = catalog.get("sandbox/image-fast").unwrap();
        let pro = catalog.get("sandbox/image-pro").unwrap();
        let form = ComposeForm::new(fast);
        let plans = plan(&form, fast, &[fast, pro]);
        assert!(plans.iter().all(|p| p.request.is_err()));
    }
}
