//! A token bucket per API key (real time), answering 429 with `Retry-After` when empty.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use super::config::RateLimit;

/// Per-key buckets.
#[derive(Debug)]
pub struct RateLimiter {
    limit: Option<RateLimit>,
    buckets: Mutex<HashMap<String, (f64, Instant)>>,
}

impl RateLimiter {
    /// A limiter; `None` lets everything through.
    pub fn new(limit: Option<RateLimit>) -> Self {
        Self {
            limit,
            buckets: Mutex::default(),
        }
    }

    /// Takes a token for `key`, or says how long to wait for the next one.
    pub fn check(&self, key: &str) -> Result<(), Duration> {
        let Some(limit) = self.limit else {
            return Ok(());
        };
        let now = Instant::now();
        let mut buckets = self
            .buckets
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let burst = f64::from(limit.burst.max(1));
        let (tokens, last) = buckets.entry(key.to_owned()).or_insert((burst, now));
        *tokens = (*tokens + now.duration_since(*last).as_secs_f64() * limit.per_second).min(burst);
        *last = now;
        if *tokens >= 1.0 {
            *tokens -= 1.0;
            Ok(())
        } else {
            let rate = limit.per_second.max(1e-6);
            Err(Duration::from_secs_f64(
                ((1.0 - *tokens) / rate).min(3600.0),
            ))
        }
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
