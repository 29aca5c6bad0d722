//! How often tasks are polled: adaptive per-task intervals (frequent at first, backing off to a
//! cap; video and music slower than images) and one request-rate limit per profile.

use std::time::Duration;

use gendesk_api::ModelKind;
use tokio::sync::Mutex;
use tokio::time::Instant;

/// Poll timing.
#[derive(Debug, Clone, PartialEq)]
pub struct PollPolicy {
    /// First wait for images, growing ×`growth` per poll up to `image_cap`.
    pub image_first: Duration,
    /// Longest wait between polls of an image task.
    pub image_cap: Duration,
    /// First wait for video and music.
    pub slow_first: Duration,
    /// Longest wait between polls of a video or music task.
    pub slow_cap: Duration,
    /// Growth factor per poll.
    pub growth: f64,
    /// Most status requests per second for one profile.
    pub max_requests_per_sec: f64,
    /// Most submissions (single tasks and batches) sent per second for one profile; more wait
    /// their turn before they are recorded, so a bulk submit does not run into 429s.
    pub max_submits_per_sec: f64,
    /// Pause after a 429 without `Retry-After`.
    pub rate_limit_pause: Duration,
    /// How often the scheduler looks for due tasks when idle.
    pub idle_tick: Duration,
    /// While the service cannot be reached: the first wait before asking again, doubling
    /// after every miss up to `offline_probe_cap`.
    pub offline_probe_first: Duration,
    /// The longest wait between two checks for the way back.
    pub offline_probe_cap: Duration,
}

impl Default for PollPolicy {
    fn default() -> Self {
        Self {
            image_first: Duration::from_secs(2),
            image_cap: Duration::from_secs(15),
            slow_first: Duration::from_secs(5),
            slow_cap: Duration::from_secs(30),
            growth: 1.5,
            max_requests_per_sec: 5.0,
            max_submits_per_sec: 4.0,
            rate_limit_pause: Duration::from_secs(30),
            idle_tick: Duration::from_millis(500),
            offline_probe_first: Duration::from_secs(1),
            offline_probe_cap: Duration::from_secs(30),
        }
    }
}

impl PollPolicy {
    /// Millisecond timing, for a sandbox running simulated time many times faster than real
    /// time (tests and demos).
    pub fn fast() -> Self {
        Self {
            image_first: Duration::from_millis(10),
            image_cap: Duration::from_millis(40),
            slow_first: Duration::from_millis(20),
            slow_cap: Duration::from_millis(80),
            max_requests_per_sec: 200.0,
            max_submits_per_sec: 200.0,
            idle_tick: Duration::from_millis(10),
            offline_probe_first: Duration::from_millis(50),
            offline_probe_cap: Duration::from_millis(400),
            ..Self::default()
        }
    }

    /// Wait before the next poll of a task of `kind` already polled `poll_count` times.
    pub fn interval(&self, kind: Option<ModelKind>, poll_count: u32) -> Duration {
        let (first, cap) = match kind {
            Some(ModelKind::Video | ModelKind::Audio) => (self.slow_first, self.slow_cap),
            Some(ModelKind::Image) | None => (self.image_first, self.image_cap),
        };
        let exponent = i32::try_from(poll_count.min(30)).unwrap_or(30);
        first.mul_f64(self.growth.max(1.0).powi(exponent)).min(cap)
    }
}

/// A token bucket shared by everything that polls one profile.
#[derive(Debug)]
pub struct RateGate {
    per_sec: f64,
    state: Mutex<(f64, Instant)>,
}

impl RateGate {
    /// A gate allowing `per_sec` requests per second, evenly spaced (no burst).
    pub fn new(per_sec: f64) -> Self {
        let per_sec = per_sec.max(0.1);
        Self {
            per_sec,
            state: Mutex::new((1.0, Instant::now())),
        }
    }

    /// Waits until a request may be sent.
    pub async fn acquire(&self) {
        loop {
            let wait = {
                let mut state = self.state.lock().await;
                let now = Instant::now();
                let (tokens, last) = *state;
                // At most one token: requests are evenly spaced, so no one-second window
                // ever holds more than the limit (plus the one that opens it).
                let tokens =
                    (tokens + now.duration_since(last).as_secs_f64() * self.per_sec).min(1.0);
                if tokens >= 1.0 {
                    *state = (tokens - 1.0, now);
                    return;
                }
                *state = (tokens, now);
                Duration::from_secs_f64((1.0 - tokens) / self.per_sec)
            };
            tokio::time::sleep(wait).await;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn intervals_grow_to_their_caps_and_video_is_slower() {
        let policy = PollPolicy::default();
        assert_eq!(
            policy.interval(Some(ModelKind::Image), 0),
            Duration::from_secs(2)
        );
        assert_eq!(
            policy.interval(Some(ModelKind::Image), 1),
            Duration::from_secs(3)
        );
        assert_eq!(policy.interval(None, 50), Duration::from_secs(15));
        assert_eq!(
            policy.interval(Some(ModelKind::Video), 0),
            Duration::from_secs(5)
        );
        assert_eq!(
            policy.interval(Some(ModelKind::Audio), 50),
            Duration::from_secs(30)
        );
        assert!(
            policy.interval(Some(ModelKind::Video), 3) > policy.interval(Some(ModelKind::Image), 3)
        );
    }

    #[tokio::test(start_paused = true)]
    async fn the_gate_spaces_requests() {
        let gate = RateGate::new(2.0);
        let start = Instant::now();
        for _ in 0..6 {
            gate.acquire().await;
        }
        // The first at once, then one every 0.5 s: no burst.
        assert!(
            start.elapsed() >= Duration::from_millis(2500),
            "{:?}",
            start.elapsed()
        );
        assert!(start.elapsed() < Duration::from_millis(2600));
    }
}
