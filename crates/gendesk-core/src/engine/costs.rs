//! What a submission is expected to cost, from where the command says the model's price comes
//! from (the pre-flight's own estimate): kept with each task and batch item it records.

use gendesk_api::BatchRequest;
use serde::Serialize;

use crate::batch::estimate::{Estimate, PriceSource, estimate};
use crate::store::{BatchRow, Store};

/// The estimated cost in USD of one task of `model` with `input`; `None` when not known.
pub fn estimated_usd(model: &str, price: PriceSource, input: &impl Serialize) -> Option<f64> {
    let input = serde_json::to_value(input).ok()?;
    match estimate(model, price, &[input]) {
        Estimate::Known { total_usd } => Some(total_usd),
        Estimate::Unknown => None,
    }
}

/// Each item's estimated cost, in the batch's order.
pub fn item_estimates(model: &str, price: PriceSource, batch: &BatchRequest) -> Vec<Option<f64>> {
    batch
        .items
        .iter()
        .map(|item| estimated_usd(model, price, &item.input))
        .collect()
}

/// Keeps the items' estimates with the batch just recorded. Never a reason not to send it: a
/// failure leaves the costs unknown (and is logged).
pub fn keep_item_estimates(store: &mut Store, batch: BatchRow, estimates: &[Option<f64>]) {
    if let Err(err) = store.set_item_estimates(batch, estimates) {
        tracing::warn!("a batch's estimated costs could not be kept: {err}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use gendesk_api::ModelInput;

    #[test]
    fn a_sandbox_picture_and_a_priced_model_are_known_others_not() {
        let input = ModelInput::new("text-to-image", "fox").with("resolution", "1K");
        let sandbox = estimated_usd("sandbox/image-fast", PriceSource::Sandbox, &input);
        assert!(sandbox.is_some_and(|usd| usd > 0.0), "{sandbox:?}");
        assert_eq!(
            estimated_usd("vendor/x", PriceSource::PerTask(0.25), &input),
            Some(0.25)
        );
        assert_eq!(estimated_usd("vendor/x", PriceSource::None, &input), None);
        assert_eq!(
            estimated_usd("vendor/x", PriceSource::Sandbox, &input),
            None
        );
    }
}
