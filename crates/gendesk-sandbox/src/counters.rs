//! Counters of what the sandbox did — requests per endpoint and status, tasks and batches
//! created, deliveries attempted/succeeded — for tests, benchmarks and `/sandbox/admin/counters`.

use std::collections::BTreeMap;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};

use serde::{Deserialize, Serialize};

/// Kinds of outbound delivery.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DeliveryClass {
    /// Single-task callbacks.
    Callback,
    /// Batch webhooks.
    Webhook,
}

/// Live counters (cheap to update from any thread).
#[derive(Debug, Default)]
pub struct Counters {
    requests: Mutex<BTreeMap<(String, u16), u64>>,
    faults: Mutex<BTreeMap<String, u64>>,
    faults_at: Mutex<BTreeMap<(String, String), u64>>,
    tasks_created: AtomicU64,
    batches_created: AtomicU64,
    media_served: AtomicU64,
    references_checked: AtomicU64,
    callbacks: Deliveries,
    webhooks: Deliveries,
}

#[derive(Debug, Default)]
struct Deliveries {
    attempted: AtomicU64,
    succeeded: AtomicU64,
    abandoned: AtomicU64,
    suppressed: AtomicU64,
}

/// A copy of the counters at one moment.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CountersSnapshot {
    /// Requests answered, per endpoint (operation id) and HTTP status.
    pub requests: Vec<RequestCount>,
    /// Injected faults by kind.
    pub faults: BTreeMap<String, u64>,
    /// Injected faults by endpoint (operation id) and kind.
    pub faults_at: Vec<FaultCount>,
    /// Tasks created (single and batch items; reuse excluded).
    pub tasks_created: u64,
    /// Batches created (replays excluded).
    pub batches_created: u64,
    /// Media responses sent.
    pub media_served: u64,
    /// Tasks whose reference pictures were fetched and judged.
    pub references_checked: u64,
    /// Callback POSTs attempted.
    pub callbacks_attempted: u64,
    /// Callback POSTs answered 200.
    pub callbacks_succeeded: u64,
    /// Callbacks given up after the last retry.
    pub callbacks_abandoned: u64,
    /// Webhook POSTs attempted.
    pub webhooks_attempted: u64,
    /// Webhook POSTs answered 2xx.
    pub webhooks_succeeded: u64,
    /// Webhooks given up after the sixth attempt (or whose secret expired).
    pub webhooks_abandoned: u64,
    /// Webhooks dropped by a revoke.
    pub webhooks_suppressed: u64,
}

/// Injected faults of one kind at one endpoint.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FaultCount {
    /// Operation id, e.g. `submitTask`.
    pub endpoint: String,
    /// `drop_before`, `drop_after`, `malformed` or a status such as `503`.
    pub kind: String,
    /// How many.
    pub count: u64,
}

/// Requests for one endpoint and status.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RequestCount {
    /// Operation id, e.g. `submitTask`, or `media`, `blob`, `admin`, `other`.
    pub endpoint: String,
    /// HTTP status.
    pub status: u16,
    /// How many.
    pub count: u64,
}

impl CountersSnapshot {
    /// Faults of `kind` injected into requests to `endpoint`.
    pub fn faults_at(&self, endpoint: &str, kind: &str) -> u64 {
        known(endpoint);
        self.faults_at
            .iter()
            .filter(|f| f.endpoint == endpoint && f.kind == kind)
            .map(|f| f.count)
            .sum()
    }

    /// Requests to `endpoint` with any status.
    pub fn requests_to(&self, endpoint: &str) -> u64 {
        known(endpoint);
        self.requests
            .iter()
            .filter(|r| r.endpoint == endpoint)
            .map(|r| r.count)
            .sum()
    }

    /// Requests to `endpoint` answered with `status`.
    pub fn count(&self, endpoint: &str, status: u16) -> u64 {
        known(endpoint);
        self.requests
            .iter()
            .filter(|r| r.endpoint == endpoint && r.status == status)
            .map(|r| r.count)
            .sum()
    }
}

fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

impl Counters {
    /// Counts an answered request.
    pub fn request(&self, endpoint: &str, status: u16) {
        *lock(&self.requests)
            .entry((endpoint.to_owned(), status))
            .or_default() += 1;
    }

    /// Counts an injected fault at `endpoint`.
    pub fn fault(&self, kind: &str, endpoint: &str) {
        *lock(&self.faults).entry(kind.to_owned()).or_default() += 1;
        *lock(&self.faults_at)
            .entry((endpoint.to_owned(), kind.to_owned()))
            .or_default() += 1;
    }

    /// Counts a created task.
    pub fn task_created(&self) {
        self.tasks_created.fetch_add(1, Ordering::Relaxed);
    }

    /// Counts a created batch.
    pub fn batch_created(&self) {
        self.batches_created.fetch_add(1, Ordering::Relaxed);
    }

    /// Counts a media response.
    pub fn media_served(&self) {
        self.media_served.fetch_add(1, Ordering::Relaxed);
    }

    /// Counts a task whose references were judged.
    pub fn reference_checked(&self) {
        self.references_checked.fetch_add(1, Ordering::Relaxed);
    }

    /// Counts a delivery attempt.
    pub fn attempted(&self, class: DeliveryClass) {
        self.class(class).attempted.fetch_add(1, Ordering::Relaxed);
    }

    /// Counts a successful delivery.
    pub fn succeeded(&self, class: DeliveryClass) {
        self.class(class).succeeded.fetch_add(1, Ordering::Relaxed);
    }

    /// Counts an abandoned delivery.
    pub fn abandoned(&self, class: DeliveryClass) {
        self.class(class).abandoned.fetch_add(1, Ordering::Relaxed);
    }

    /// Counts a delivery dropped by a revoke.
    pub fn suppressed(&self, class: DeliveryClass) {
        self.class(class).suppressed.fetch_add(1, Ordering::Relaxed);
    }

    fn class(&self, class: DeliveryClass) -> &Deliveries {
        match class {
            DeliveryClass::Callback => &self.callbacks,
            DeliveryClass::Webhook => &self.webhooks,
        }
    }

    /// A consistent-enough copy for assertions and the admin endpoint.
    pub fn snapshot(&self) -> CountersSnapshot {
        let load = |a: &AtomicU64| a.load(Ordering::Relaxed);
        CountersSnapshot {
            requests: lock(&self.requests)
                .iter()
                .map(|((endpoint, status), count)| RequestCount {
                    endpoint: endpoint.clone(),
                    status: *status,
                    count: *count,
                })
                .collect(),
            faults: lock(&self.faults).clone(),
            faults_at: lock(&self.faults_at)
                .iter()
                .map(|((endpoint, kind), count)| FaultCount {
                    endpoint: endpoint.clone(),
                    kind: kind.clone(),
                    count: *count,
                })
                .collect(),
            tasks_created: load(&self.tasks_created),
            batches_created: load(&self.batches_created),
            media_served: load(&self.media_served),
            references_checked: load(&self.references_checked),
            callbacks_attempted: load(&self.callbacks.attempted),
            callbacks_succeeded: load(&self.callbacks.succeeded),
            callbacks_abandoned: load(&self.callbacks.abandoned),
            webhooks_attempted: load(&self.webhooks.attempted),
            webhooks_succeeded: load(&self.webhooks.succeeded),
            webhooks_abandoned: load(&self.webhooks.abandoned),
            webhooks_suppressed: load(&self.webhooks.suppressed),
        }
    }
}

/// In debug builds (tests), a counter asked for a name no endpoint has is a mistake in the
/// asking test — a misspelt name would count nothing and let any "no requests" check pass.
fn known(endpoint: &str) {
    debug_assert!(
        super::layers::ENDPOINTS.contains(&endpoint),
        "no sandbox endpoint is named {endpoint:?}; the names are {:?}",
        super::layers::ENDPOINTS
    );
}
