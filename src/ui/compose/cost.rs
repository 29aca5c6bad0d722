//! What a single task or "Send to several models" will cost before it is sent: the offline
//! sandbox's published prices, or the unit price a person gave with a model they added; else
//! it says that the service publishes no prices.

use gendesk_api::SubmitTaskRequest;
use gendesk_core::batch::estimate::{Estimate, PriceSource, estimate};
use gendesk_core::catalog::ModelSpec;
use gendesk_core::money::format_usd;
use gendesk_core::t;

/// Where `spec`'s price comes from (`sandbox`: the profile is the offline sandbox).
pub fn price_source(spec: &ModelSpec, sandbox: bool) -> PriceSource {
    spec.price_source(sandbox)
}

/// The estimate for one task of `spec` with `request`.
pub fn task_estimate(spec: &ModelSpec, request: &SubmitTaskRequest, sandbox: bool) -> Estimate {
    let input = serde_json::to_value(&request.input).unwrap_or(serde_json::Value::Null);
    estimate(&spec.id, price_source(spec, sandbox), &[input])
}

/// "$0.04", or that the price is not known.
pub fn cost_words(estimate: &Estimate) -> String {
    match estimate {
        Estimate::Known { total_usd } => format_usd(*total_usd),
        Estimate::Unknown => t!("compose-cost-unknown"),
    }
}

/// The sum of `estimates`: known only when every one is.
pub fn total(estimates: &[Estimate]) -> Estimate {
    estimates
        .iter()
        .try_fold(0.0, |sum, e| match e {
            Estimate::Known { total_usd } => Some(sum + total_usd),
            Estimate::Unknown => None,
        })
        .map_or(Estimate::Unknown, |total_usd| Estimate::Known { total_usd })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_total_is_known_only_when_every_price_is() {
        let known = |usd| Estimate::Known { total_usd: usd };
        assert_eq!(total(&[known(0.04), known(0.05)]), known(0.09));
        assert_eq!(total(&[known(0.04), Estimate::Unknown]), Estimate::Unknown);
        assert_eq!(cost_words(&known(0.09)), "$0.09");
    }
}
