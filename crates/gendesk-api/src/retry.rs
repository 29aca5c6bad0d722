//! The retry policy of the interface, with injectable waits so tests run instantly.
//!
//! - Idempotent calls (GETs, the batch POST — which resends byte-identical bytes with the same
//!   `Idempotency-Key` — and revoke): 429 waits (`Retry-After` when sane, else about 60 s) and
//!   retries; 500/502/503/504 and lost connections retry at most 3 times with jittered
//!   exponential backoff; other statuses never.
//! - Non-idempotent calls (single-task POST, rotate): retried only when the request provably
//!   was not acted upon: it never left (connect/DNS/TLS failure), or the service answered 429
//!   ("rate limit exceeded": not processed, and the interface says to retry). Anything else
//!   after sending (5xx, timeouts, lost answers) is returned as is.

use std::future::Future;
use std::pin::Pin;
use std::time::{Duration, SystemTime};

use super::error::ApiError;

/// Waits between attempts. Production uses [`TokioSleeper`]; tests record and skip waits.
pub trait Sleeper: Send + Sync + std::fmt::Debug {
    /// Waits for `duration`.
    fn sleep(&self, duration: Duration) -> Pin<Box<dyn Future<Output = ()> + Send + 'static>>;
}

/// Real waiting on the tokio timer.
#[derive(Debug, Default, Clone, Copy)]
pub struct TokioSleeper;

impl Sleeper for TokioSleeper {
    fn sleep(&self, duration: Duration) -> Pin<Box<dyn Future<Output = ()> + Send + 'static>> {
        Box::pin(tokio::time::sleep(duration))
    }
}

/// Whether repeating a request can cause a second effect.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Idempotency {
    /// Safe to repeat (GET, batch POST with its keys, revoke).
    Idempotent,
    /// A repeat may do the work twice (single-task POST, rotate).
    NotIdempotent,
}

/// Limits and waits of the retry policy.
#[derive(Debug, Clone, PartialEq)]
pub struct RetryPolicy {
    /// Retries after 5xx or lost connections (and after connect failures). The interface says 3.
    pub max_transient_retries: u32,
    /// Retries after 429.
    pub max_rate_limit_retries: u32,
    /// First backoff step; doubles each retry, with jitter.
    pub base_backoff: Duration,
    /// Largest backoff step.
    pub max_backoff: Duration,
    /// Wait after a 429 without a usable `Retry-After` (the interface suggests about 60 s).
    pub rate_limit_wait: Duration,
    /// Longest `Retry-After` honoured; longer requests are cut to this.
    pub max_retry_after: Duration,
}

impl Default for RetryPolicy {
    fn default() -> Self {
        Self {
            max_transient_retries: 3,
            max_rate_limit_retries: 3,
            base_backoff: Duration::from_secs(1),
            max_backoff: Duration::from_secs(30),
            rate_limit_wait: Duration::from_mins(1),
            max_retry_after: Duration::from_mins(5),
        }
    }
}

/// Retries used so far in one call.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct RetryCount {
    /// Transient retries so far.
    pub transient: u32,
    /// Rate-limit retries so far.
    pub rate_limited: u32,
}

/// What to do after a failed attempt.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Decision {
    /// Wait this long, then send again.
    Retry(Duration),
    /// Return the error.
    GiveUp,
}

impl RetryPolicy {
    /// Decides about `error` for a call of kind `idempotency`, counting the retry in `count`.
    pub fn decide(
        &self,
        error: &ApiError,
        idempotency: Idempotency,
        count: &mut RetryCount,
    ) -> Decision {
        let idempotent = idempotency == Idempotency::Idempotent;
        let transient = match error {
            ApiError::NotSent { .. } => true,
            // A proxy that is down may be back in a moment; a refused login needs the person.
            ApiError::Blocked { failure, .. } => failure.may_pass(),
            ApiError::OutcomeUnknown { .. }
            | ApiError::Http {
                status: 500 | 502 | 503 | 504,
                ..
            } => idempotent,
            // 429 means the request was not processed (the interface says: retry), so even a
            // paid submission can be sent again safely.
            ApiError::Http {
                status: 429,
                retry_after,
                ..
            } => {
                if count.rate_limited >= self.max_rate_limit_retries {
                    return Decision::GiveUp;
                }
                count.rate_limited += 1;
                let wait = retry_after
                    .unwrap_or(self.rate_limit_wait)
                    .min(self.max_retry_after);
                return Decision::Retry(wait);
            }
            _ => false,
        };
        if !transient || count.transient >= self.max_transient_retries {
            return Decision::GiveUp;
        }
        let wait = self.backoff(count.transient, fastrand::f64());
        count.transient += 1;
        Decision::Retry(wait)
    }

    /// Backoff before retry number `attempt` (0-based): `base × 2^attempt`, capped, scaled by
    /// a jitter factor in [0.5, 1.0) drawn from `unit` (a number in [0, 1)).
    pub fn backoff(&self, attempt: u32, unit: f64) -> Duration {
        let step = self
            .base_backoff
            .checked_mul(1u32.checked_shl(attempt.min(20)).unwrap_or(u32::MAX))
            .unwrap_or(self.max_backoff)
            .min(self.max_backoff);
        step.mul_f64(0.5 + unit.clamp(0.0, 1.0) / 2.0)
    }
}

/// Parses a `Retry-After` value: delay seconds or an HTTP-date. A date in the past means 0;
/// negative, fractional or garbage values are not usable (`None`).
pub fn parse_retry_after(value: &str, now: SystemTime) -> Option<Duration> {
    let value = value.trim();
    if !value.is_empty() && value.bytes().all(|b| b.is_ascii_digit()) {
        return Some(
            value
                .parse::<u64>()
                .map_or(Duration::MAX, Duration::from_secs),
        );
    }
    let when = httpdate::parse_http_date(value).ok()?;
    Some(when.duration_since(now).unwrap_or(Duration::ZERO))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn status(status: u16, retry_after: Option<Duration>) -> ApiError {
        ApiError::Http {
            status,
            code: None,
            message: None,
            retry_after,
        }
    }

    #[test]
    fn retry_after_in_seconds_and_dates() {
        let now = SystemTime::UNIX_EPOCH + Duration::from_secs(1_700_000_000);
        assert_eq!(parse_retry_after("2", now), Some(Duration::from_secs(2)));
        assert_eq!(
            parse_retry_after(" 120 ", now),
            Some(Duration::from_mins(2))
        );
        let later = httpdate::fmt_http_date(now + Duration::from_secs(30));
        assert_eq!(
            parse_retry_after(&later, now),
            Some(Duration::from_secs(30))
        );
        let earlier = httpdate::fmt_http_date(now - Duration::from_secs(30));
        assert_eq!(parse_retry_after(&earlier, now), Some(Duration::ZERO));
        for bad in ["", "-1", "1.5", "soon", "99999999999999999999999x"] {
            assert_eq!(parse_retry_after(bad, now), None, "{bad:?}");
        }
        assert_eq!(
            parse_retry_after("99999999999999999999999", now),
            Some(Duration::MAX)
        );
    }

    #[test]
    fn rate_limit_waits_are_capped_and_counted() {
        let policy = RetryPolicy::default();
        let mut count = RetryCount::default();
        let idem = Idempotency::Idempotent;
        assert_eq!(
            policy.decide(&status(429, Some(Duration::from_secs(5))), idem, &mut count),
            Decision::Retry(Duration::from_secs(5))
        );
        assert_eq!(
            policy.decide(&status(429, None), idem, &mut count),
            Decision::Retry(Duration::from_mins(1))
        );
        assert_eq!(
            policy.decide(&status(429, Some(Duration::MAX)), idem, &mut count),
            Decision::Retry(Duration::from_mins(5))
        );
        assert_eq!(
            policy.decide(&status(429, None), idem, &mut count),
            Decision::GiveUp
        );
    }

    #[test]
    fn transient_errors_retry_three_times_with_growing_jittered_waits() {
        let policy = RetryPolicy::default();
        let mut count = RetryCount::default();
        let mut waits = Vec::new();
        while let Decision::Retry(wait) =
            policy.decide(&status(503, None), Idempotency::Idempotent, &mut count)
        {
            waits.push(wait);
        }
        assert_eq!(waits.len(), 3);
        for (attempt, wait) in waits.iter().enumerate() {
            let step = Duration::from_secs(1 << attempt);
            assert!(
                *wait >= step / 2 && *wait < step,
                "attempt {attempt}: {wait:?}"
            );
        }
        assert_eq!(policy.backoff(40, 0.0), policy.max_backoff / 2);
        assert!(policy.backoff(40, 1.0) <= policy.max_backoff);
    }

    #[test]
    fn client_errors_never_retry_and_posts_only_when_never_sent() {
        let policy = RetryPolicy::default();
        for code in [400, 401, 402, 403, 404] {
            let mut count = RetryCount::default();
            assert_eq!(
                policy.decide(&status(code, None), Idempotency::Idempotent, &mut count),
                Decision::GiveUp
            );
        }
        let post = Idempotency::NotIdempotent;
        let mut count = RetryCount::default();
        assert_eq!(
            policy.decide(
                &status(429, Some(Duration::from_secs(1))),
                post,
                &mut RetryCount::default()
            ),
            Decision::Retry(Duration::from_secs(1)),
            "429: not processed, so safe to resend"
        );
        for err in [
            status(503, None),
            ApiError::OutcomeUnknown {
                timed_out: true,
                detail: String::new(),
            },
            ApiError::OutcomeUnknown {
                timed_out: false,
                detail: String::new(),
            },
        ] {
            assert_eq!(
                policy.decide(&err, post, &mut count),
                Decision::GiveUp,
                "{err:?}"
            );
        }
        let refused = ApiError::NotSent {
            host: "h".into(),
            detail: "refused".into(),
        };
        assert!(matches!(
            policy.decide(&refused, post, &mut count),
            Decision::Retry(_)
        ));
    }
}
