//! The signing service's idea of now, for the freshness of the webhooks it signs. The offline
//! sandbox runs a simulated clock; the app hands it to the engine through this seam, so the
//! core does not depend on the simulator.

use std::fmt;
use std::sync::Arc;

/// Reads the service's current time in Unix milliseconds.
#[derive(Clone)]
pub struct ServiceClock(Arc<dyn Fn() -> i64 + Send + Sync>);

impl ServiceClock {
    /// A clock that asks `now_ms` (e.g. the sandbox's `SimClock::now_ms`).
    pub fn new(now_ms: impl Fn() -> i64 + Send + Sync + 'static) -> Self {
        Self(Arc::new(now_ms))
    }

    /// The service's time now, in Unix milliseconds.
    pub fn now_ms(&self) -> i64 {
        (self.0)()
    }
}

impl fmt::Debug for ServiceClock {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("ServiceClock").field(&self.now_ms()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicI64, Ordering};

    #[test]
    fn it_reads_the_clock_it_was_given_each_time() {
        let now = Arc::new(AtomicI64::new(1_000));
        let clock = ServiceClock::new({
            let now = now.clone();
            move || now.load(Ordering::Relaxed)
        });
        assert_eq!(clock.now_ms(), 1_000);
        now.store(5_000, Ordering::Relaxed);
        assert_eq!(clock.clone().now_ms(), 5_000);
    }
}
