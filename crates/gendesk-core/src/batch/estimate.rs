//! What a batch will cost before any money is spent: the sum of each item's price where the
//! price is known (the offline sandbox publishes its prices; a model added by the person may
//! carry a unit price), compared with the balance.

use serde_json::Value;

/// The estimated cost of some items.
#[derive(Debug, Clone, PartialEq)]
pub enum Estimate {
    /// Every item's price is known.
    Known {
        /// Sum in USD.
        total_usd: f64,
    },
    /// The price is not known (the service publishes no prices).
    Unknown,
}

/// Where prices come from.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum PriceSource {
    /// The offline sandbox's published catalogue.
    Sandbox,
    /// A flat price per task (e.g. given with a model the person added).
    PerTask(f64),
    /// Nothing is known.
    None,
}

/// The estimate for `inputs` (each an item's `input` object) of `model`.
pub fn estimate(model: &str, source: PriceSource, inputs: &[Value]) -> Estimate {
    match source {
        PriceSource::Sandbox => {
            let catalog = gendesk_demo::demo_catalog();
            match catalog.models.iter().find(|m| m.id == model) {
                Some(spec) => Estimate::Known {
                    total_usd: inputs.iter().map(|input| spec.price_of(input)).sum(),
                },
                None => Estimate::Unknown,
            }
        }
        PriceSource::PerTask(price) if price.is_finite() && price >= 0.0 => Estimate::Known {
            #[allow(clippy::cast_precision_loss, reason = "item counts are far below 2^52")]
            total_usd: price * inputs.len() as f64,
        },
        PriceSource::PerTask(_) | PriceSource::None => Estimate::Unknown,
    }
}

/// Whether `balance` covers the estimate: `Some(false)` when it is known not to.
pub fn covered_by(estimate: &Estimate, balance: Option<f64>) -> Option<bool> {
    match (estimate, balance) {
        (Estimate::Known { total_usd }, Some(balance)) if balance.is_finite() => {
            Some(balance + 1e-9 >= *total_usd)
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn sandbox_prices_follow_resolution_and_duration() {
        let inputs = [
            json!({"mode": "text-to-image", "prompt": "a", "resolution": "1K"}),
            json!({"mode": "text-to-image", "prompt": "b", "resolution": "4K"}),
        ];
        let Estimate::Known { total_usd } =
            estimate("sandbox/image-fast", PriceSource::Sandbox, &inputs)
        else {
            panic!("sandbox prices are known")
        };
        assert!((total_usd - 0.10).abs() < 1e-9, "{total_usd}");
        let video =
            [json!({"mode": "text-to-video", "prompt": "a", "resolution": "720p", "duration": 10})];
        let Estimate::Known { total_usd } =
            estimate("sandbox/video-lite", PriceSource::Sandbox, &video)
        else {
            panic!("sandbox prices are known")
        };
        assert!((total_usd - 0.40).abs() < 1e-9, "{total_usd}");
        assert_eq!(
            estimate("vendor/x", PriceSource::Sandbox, &video),
            Estimate::Unknown
        );
        assert_eq!(
            estimate("vendor/x", PriceSource::None, &video),
            Estimate::Unknown
        );
    }

    #[test]
    fn the_balance_is_compared_when_both_are_known() {
        let est = Estimate::Known { total_usd: 3.0 };
        assert_eq!(covered_by(&est, Some(2.99)), Some(false));
        assert_eq!(covered_by(&est, Some(3.0)), Some(true));
        assert_eq!(covered_by(&est, None), None);
        assert_eq!(covered_by(&est, Some(f64::NAN)), None);
        assert_eq!(covered_by(&Estimate::Unknown, Some(1.0)), None);
        assert_eq!(
            estimate("m", PriceSource::PerTask(0.5), &[json!({}), json!({})]),
            Estimate::Known { total_usd: 1.0 }
        );
    }
}
