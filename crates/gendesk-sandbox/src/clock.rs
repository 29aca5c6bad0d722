//! `SimClock`: the sandbox's scaled clock, so "24 hours" or "10 minutes" pass in milliseconds in
//! tests, plus a manual jump forward.

use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

/// Simulated Unix time: starts at the real time and runs `scale` times faster.
#[derive(Debug, Clone)]
pub struct SimClock {
    inner: Arc<Inner>,
}

#[derive(Debug)]
struct Inner {
    origin_real: Instant,
    origin_sim_ms: i64,
    scale: f64,
    jumped_ms: AtomicI64,
}

impl SimClock {
    /// A clock that runs `scale` times faster than real time (values ≤ 0 or non-finite mean 1).
    pub fn new(scale: f64) -> Self {
        let scale = if scale.is_finite() && scale > 0.0 {
            scale
        } else {
            1.0
        };
        let origin_sim_ms = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX));
        Self {
            inner: Arc::new(Inner {
                origin_real: Instant::now(),
                origin_sim_ms,
                scale,
                jumped_ms: AtomicI64::new(0),
            }),
        }
    }

    /// A clock like [`SimClock::new`] that starts no earlier than `at_least_ms` (a saved
    /// world's time: simulated time never runs backwards across restarts).
    pub fn starting_at(scale: f64, at_least_ms: i64) -> Self {
        let clock = Self::new(scale);
        let behind = at_least_ms.saturating_sub(clock.now_ms());
        if behind > 0 {
            clock.inner.jumped_ms.fetch_add(behind, Ordering::Relaxed);
        }
        clock
    }

    /// Simulated seconds per real second.
    pub fn scale(&self) -> f64 {
        self.inner.scale
    }

    /// Simulated now, Unix milliseconds.
    pub fn now_ms(&self) -> i64 {
        let real_ms = self.inner.origin_real.elapsed().as_secs_f64() * 1000.0 * self.inner.scale;
        // Saturating float-to-int conversion: `as` clamps out-of-range values.
        #[allow(
            clippy::cast_possible_truncation,
            reason = "clamped by `as`; ms fit i64 for millennia"
        )]
        let real_ms = real_ms as i64;
        self.inner
            .origin_sim_ms
            .saturating_add(real_ms)
            .saturating_add(self.inner.jumped_ms.load(Ordering::Relaxed))
    }

    /// Simulated now, Unix seconds.
    pub fn now_secs(&self) -> i64 {
        self.now_ms().div_euclid(1000)
    }

    /// Jumps simulated time forward (tests: make a 24 h expiry or a 6 h retry happen now).
    pub fn advance(&self, by: Duration) {
        let ms = i64::try_from(by.as_millis()).unwrap_or(i64::MAX);
        self.inner.jumped_ms.fetch_add(ms, Ordering::Relaxed);
    }

    /// How long, in real time, a simulated span lasts.
    pub fn real_duration(&self, simulated: Duration) -> Duration {
        simulated.div_f64(self.inner.scale)
    }

    /// Real time until simulated instant `at_ms` (zero when past).
    pub fn real_until(&self, at_ms: i64) -> Duration {
        let ahead = at_ms.saturating_sub(self.now_ms());
        u64::try_from(ahead).map_or(Duration::ZERO, |ms| {
            self.real_duration(Duration::from_millis(ms))
        })
    }
}

/// Milliseconds in a simulated span, for arithmetic with Unix-ms instants.
pub fn ms(span: Duration) -> i64 {
    i64::try_from(span.as_millis()).unwrap_or(i64::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn runs_scaled_and_jumps() {
        let clock = SimClock::new(1000.0);
        let start = clock.now_ms();
        std::thread::sleep(Duration::from_millis(20));
        let after = clock.now_ms();
        assert!(after - start >= 20_000, "{}", after - start);
        clock.advance(Duration::from_hours(1));
        assert!(clock.now_ms() - after >= 3_600_000);
        assert_eq!(
            clock.real_duration(Duration::from_secs(30)),
            Duration::from_millis(30)
        );
        assert!((SimClock::new(f64::NAN).scale() - 1.0).abs() < f64::EPSILON);
    }
}
