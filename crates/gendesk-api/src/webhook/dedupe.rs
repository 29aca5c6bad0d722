//! Bounded memory of recently accepted event ids, for rejecting repeated deliveries.

use std::collections::{BTreeSet, HashMap};
use std::fmt;
use std::sync::Arc;
use std::time::Duration;

use super::verifier::age_secs;
use super::{DEFAULT_DEDUPE_CAPACITY, DEFAULT_TOLERANCE};

/// Bounded memory of accepted event ids, for rejecting repeated deliveries.
///
/// Each id is kept with its event timestamp. An id is forgotten once its
/// timestamp is older than the freshness window (any replay of it would be
/// rejected as stale anyway), and when the record is full the entry with the
/// oldest timestamp is evicted to make room. Eviction before expiry reopens a
/// small replay gap for that one event, which is the price of bounded memory;
/// so is a clock that jumps backwards after entries were pruned.
#[derive(Clone)]
pub struct DedupeRecord {
    pub(super) timestamps: HashMap<Arc<str>, i64>,
    pub(super) by_time: BTreeSet<(i64, Arc<str>)>,
    pub(super) window: Duration,
    capacity: usize,
}

impl fmt::Debug for DedupeRecord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("DedupeRecord")
            .field("len", &self.len())
            .field("capacity", &self.capacity)
            .field("window", &self.window)
            .finish_non_exhaustive()
    }
}

impl Default for DedupeRecord {
    fn default() -> Self {
        Self::new(DEFAULT_TOLERANCE, DEFAULT_DEDUPE_CAPACITY)
    }
}

impl DedupeRecord {
    /// An empty record that forgets ids older than `window` and holds at most
    /// `capacity` ids (at least 1).
    pub fn new(window: Duration, capacity: usize) -> Self {
        Self {
            timestamps: HashMap::new(),
            by_time: BTreeSet::new(),
            window,
            capacity: capacity.max(1),
        }
    }

    /// Records `event_id` with its event `timestamp`; returns `true` if it was
    /// not already recorded. Prunes expired ids first. For a repeated id the
    /// newer of the two timestamps is kept, so the id is remembered for as
    /// long as any delivery of it could still pass the freshness check.
    pub fn insert(&mut self, event_id: &str, timestamp: i64, now_unix: i64) -> bool {
        self.prune(now_unix);
        if let Some(&known) = self.timestamps.get(event_id) {
            if timestamp > known {
                self.remove(event_id);
                self.add(event_id, timestamp);
            }
            return false;
        }
        while self.timestamps.len() >= self.capacity && self.evict_oldest() {}
        self.add(event_id, timestamp);
        true
    }

    /// True if `event_id` is recorded.
    pub fn contains(&self, event_id: &str) -> bool {
        self.timestamps.contains_key(event_id)
    }

    /// Forgets every id whose timestamp is more than the window before
    /// `now_unix`.
    pub fn prune(&mut self, now_unix: i64) {
        let window = u128::from(self.window.as_secs());
        while let Some((oldest, _)) = self.by_time.first() {
            let age = age_secs(*oldest, now_unix);
            if age <= 0 || age.unsigned_abs() <= window {
                break;
            }
            self.evict_oldest();
        }
    }

    /// Number of recorded ids.
    pub fn len(&self) -> usize {
        self.timestamps.len()
    }

    /// True if no id is recorded.
    pub fn is_empty(&self) -> bool {
        self.timestamps.is_empty()
    }

    /// The most ids the record holds.
    pub fn capacity(&self) -> usize {
        self.capacity
    }

    /// How long ids are remembered after their timestamp.
    pub fn window(&self) -> Duration {
        self.window
    }

    pub(super) fn set_capacity(&mut self, capacity: usize) {
        self.capacity = capacity.max(1);
        while self.timestamps.len() > self.capacity && self.evict_oldest() {}
    }

    fn add(&mut self, event_id: &str, timestamp: i64) {
        let id: Arc<str> = Arc::from(event_id);
        self.timestamps.insert(Arc::clone(&id), timestamp);
        self.by_time.insert((timestamp, id));
    }

    fn remove(&mut self, event_id: &str) {
        if let Some((id, timestamp)) = self.timestamps.remove_entry(event_id) {
            self.by_time.remove(&(timestamp, id));
        }
    }

    /// Drops the entry with the oldest timestamp; false if the record is empty.
    fn evict_oldest(&mut self) -> bool {
        match self.by_time.pop_first() {
            Some((_, id)) => {
                self.timestamps.remove(&id);
                true
            }
            None => false,
        }
    }
}
