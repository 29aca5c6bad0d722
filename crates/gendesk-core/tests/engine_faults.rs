//! The engine against a sandbox injecting 429s, 5xx, dropped connections, truncated bodies and
//! latency: every task still reaches its final state (or an honest outcome-unknown), nothing
//! panics, and status polling stays within the configured request rate.
#![allow(
    clippy::unwrap_used,
    clippy::cast_precision_loss,
    reason = "integration tests: a failed unwrap is a failed test; counts are small"
)]

use std::sync::Arc;
use std::time::{Duration, Instant};

use gendesk_core::engine::{Engine, Event, TaskEvent};
use gendesk_core::store::{Store, TaskFilter, TaskPhase};
use gendesk_core::testing::{config, image};
use gendesk_sandbox::testing::start_sandbox_with;
use gendesk_sandbox::{DEMO_KEY, FaultConfig, RateLimit, SandboxConfig};

const POLL_LIMIT: f64 = 8.0;

/// The most requests in any one-second window of counter samples.
fn peak_per_second(samples: &[(Instant, u64)]) -> u64 {
    let mut peak = 0;
    for (i, (at, count)) in samples.iter().enumerate() {
        let later = samples[i..]
            .iter()
            .take_while(|(t, _)| t.duration_since(*at) <= Duration::from_secs(1))
            .last()
            .unwrap();
        peak = peak.max(later.1 - count);
    }
    peak
}

#[tokio::test(flavor = "multi_thread")]
async fn under_injected_faults_every_task_settles_and_polling_stays_within_its_rate() {
    let sandbox = start_sandbox_with(SandboxConfig {
        time_scale: 1000.0,
        allow_loopback_targets: true,
        seed: Some(5),
        rate_limit: Some(RateLimit {
            per_second: 15.0,
            burst: 15,
        }),
        faults: FaultConfig {
            rate_429: 0.08,
            rate_500: 0.03,
            rate_502: 0.03,
            rate_503: 0.04,
            rate_504: 0.03,
            drop_before: 0.04,
            drop_after: 0.03,
            malformed: 0.03,
            latency: Some((Duration::from_millis(2), Duration::from_millis(30))),
        },
        ..SandboxConfig::default()
    })
    .await;
    let dir = tempfile::tempdir().unwrap();
    let mut settings = config(&sandbox, dir.path(), DEMO_KEY);
    settings.poll.max_requests_per_sec = POLL_LIMIT;
    settings.poll.rate_limit_pause = Duration::from_millis(300);
    settings.client.retry.base_backoff = Duration::from_millis(5);
    settings.client.retry.rate_limit_wait = Duration::from_millis(200);
    settings.client.retry.max_retry_after = Duration::from_millis(500);
    let engine = Engine::start(settings, Arc::new(|| {})).unwrap();
    for n in 0..24 {
        engine.send(image(&format!("stormy {n}"))).unwrap();
    }
    let db = dir.path().join("history.sqlite3");
    let started = Instant::now();
    let mut samples: Vec<(Instant, u64)> = Vec::new();
    let mut events: Vec<Event> = Vec::new();
    loop {
        events.extend(engine.drain_events());
        samples.push((
            Instant::now(),
            sandbox.counters().requests_to("getTaskStatus"),
        ));
        let store = Store::open(&db).unwrap();
        let profile = store.list_profiles().unwrap()[0].id;
        let tasks = store
            .page_tasks(profile, &TaskFilter::default(), None, 100)
            .unwrap()
            .items;
        let settled = tasks.len() == 24
            && tasks.iter().all(|t| {
                matches!(
                    t.phase,
                    TaskPhase::Final | TaskPhase::Unknown | TaskPhase::Rejected
                )
            });
        if settled {
            let counters = sandbox.counters();
            let with_id = tasks.iter().filter(|t| t.task_id.is_some()).count() as u64;
            let unknown = tasks
                .iter()
                .filter(|t| t.phase == TaskPhase::Unknown)
                .count() as u64;
            assert!(with_id > 10, "most tasks went through: {with_id}");
            assert!(
                with_id <= counters.tasks_created && counters.tasks_created <= with_id + unknown,
                "created {} with id {with_id} unknown {unknown}",
                counters.tasks_created
            );
            for task in tasks.iter().filter(|t| t.task_id.is_some()) {
                assert_eq!(task.phase, TaskPhase::Final, "{task:?}");
            }
            assert!(counters.faults.values().sum::<u64>() > 5, "{counters:?}");
            break;
        }
        assert!(
            started.elapsed() < Duration::from_mins(1),
            "not settled: {tasks:#?}"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    engine.shutdown();
    let peak = peak_per_second(&samples);
    assert!(
        (peak as f64) <= POLL_LIMIT + 1.0,
        "peak {peak} status requests in a second against a limit of {POLL_LIMIT}"
    );
    assert!(
        events.iter().any(|e| matches!(
            e,
            Event::Task(TaskEvent::TaskUpdated { is_final: true, .. })
        )),
        "the UI heard about the finished tasks"
    );
}
