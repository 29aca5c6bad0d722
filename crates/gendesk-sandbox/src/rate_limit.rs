//! A rate limit per API key (governor's GCRA, real time), answering 429 with `Retry-After`
//! when a key has used its burst.

use std::num::NonZeroU32;
use std::time::Duration;

use governor::clock::{Clock as _, DefaultClock};
use governor::{DefaultKeyedRateLimiter, Quota};

use super::config::RateLimit;

/// Per-key limits; `None` inside lets everything through.
#[derive(Debug)]
pub struct RateLimiter {
    keyed: Option<DefaultKeyedRateLimiter<String>>,
}

impl RateLimiter {
    /// A limiter; `None` lets everything through.
    pub fn new(limit: Option<RateLimit>) -> Self {
        let keyed = limit.map(|limit| {
            // At least one request an hour, and a burst of at least one.
            let per_request = Duration::from_secs_f64(1.0 / limit.per_second.max(1.0 / 3600.0));
            let burst = NonZeroU32::new(limit.burst).unwrap_or(NonZeroU32::MIN);
            let quota = Quota::with_period(per_request)
                .unwrap_or_else(|| Quota::per_second(NonZeroU32::MAX))
                .allow_burst(burst);
            DefaultKeyedRateLimiter::keyed(quota)
        });
        Self { keyed }
    }

    /// Takes a turn for `key`, or says how long to wait for the next one.
    pub fn check(&self, key: &str) -> Result<(), Duration> {
        let Some(keyed) = &self.keyed else {
            return Ok(());
        };
        keyed
            .check_key(&key.to_owned())
            .map_err(|not_until| not_until.wait_time_from(DefaultClock::default().now()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn burst_then_refuse_per_key() {
        let limiter = RateLimiter::new(Some(RateLimit {
            per_second: 0.5,
            burst: 3,
        }));
        for _ in 0..3 {
            assert!(limiter.check("a").is_ok());
        }
        let wait = limiter.check("a").unwrap_err();
        assert!(
            wait > Duration::from_secs(1) && wait <= Duration::from_secs(2),
            "{wait:?}"
        );
        assert!(limiter.check("b").is_ok());
        assert!(RateLimiter::new(None).check("a").is_ok());
    }
}
