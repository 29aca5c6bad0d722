//! The spending limit's question, in words: what is held, which limit it would pass and by how
//! much, or that its price is not known.

use crate::engine::{LimitPeriod, LimitQuestion, OverLimitAsk};
use crate::money::format_usd;
use crate::t;

/// "1 task of sandbox/image-fast would pass today's spending limit of $0.03 by $0.01 ($0.02
/// spent today; it costs about $0.02). Nothing was sent."
pub fn over_limit(ask: &OverLimitAsk) -> String {
    match &ask.question {
        LimitQuestion::Over {
            period,
            limit_usd,
            spent_usd,
            cost_usd,
        } => {
            let what = capitalised(&ask.what);
            let limit = format_usd(*limit_usd);
            let over = format_usd(ask.question.over_by_usd());
            let spent = format_usd(*spent_usd);
            let cost = format_usd(*cost_usd);
            match period {
                LimitPeriod::Day => t!(
                    "core-limit-over-day",
                    what = what,
                    limit = limit,
                    over = over,
                    spent = spent,
                    cost = cost
                ),
                LimitPeriod::Month => t!(
                    "core-limit-over-month",
                    what = what,
                    limit = limit,
                    over = over,
                    spent = spent,
                    cost = cost
                ),
            }
        }
        LimitQuestion::UnknownPrice => {
            t!("core-limit-unknown-price", what = ask.what.as_str())
        }
    }
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_question_says_which_limit_and_by_how_much() {
        let ask = OverLimitAsk {
            single_task: true,
            ask: 1,
            what: "1 task of sandbox/image-fast".to_owned(),
            question: LimitQuestion::Over {
                period: LimitPeriod::Day,
                limit_usd: 0.03,
                spent_usd: 0.02,
                cost_usd: 0.02,
            },
        };
        assert_eq!(
            over_limit(&ask),
            "1 task of sandbox/image-fast would pass today's spending limit of $0.03 by $0.01 ($0.02 spent today; it costs about $0.02). Nothing was sent."
        );
        let unknown = OverLimitAsk {
            single_task: false,
            question: LimitQuestion::UnknownPrice,
            what: "a batch of 3 items for me/model".to_owned(),
            ..ask
        };
        assert!(
            over_limit(&unknown)
                .starts_with("The price of a batch of 3 items for me/model is not known")
        );
    }
}
