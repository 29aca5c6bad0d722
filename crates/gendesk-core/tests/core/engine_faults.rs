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

use gendesk_api::{ModelInput, ModelKind, SubmitTaskRequest};
use gendesk_core::batch::estimate::PriceSource;
use gendesk_core::engine::{Command, DownloadEvent, Engine, Event, TaskEvent};
use gendesk_core::store::{Store, TaskFilter, TaskPhase};
use gendesk_core::testing::{collect_more, collect_until, config, final_update, find, image};
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

/// A video of the sandbox's lite model: seconds to make, so it is still running when the
/// sandbox stops.
fn video(prompt: &str) -> Command {
    Command::SubmitTask {
        model: "sandbox/video-lite".into(),
        kind: ModelKind::Video,
        request: SubmitTaskRequest::asynchronous(
            ModelInput::new("text-to-video", prompt).with("duration", 5),
        ),
        price: PriceSource::Sandbox,
    }
}

fn count(events: &[Event], pick: impl Fn(&Event) -> bool) -> usize {
    events.iter().filter(|e| pick(e)).count()
}

#[tokio::test(flavor = "multi_thread")]
async fn the_service_going_away_and_coming_back_is_one_outage_and_loses_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let world = dir.path().join("sandbox-world.json");
    let sandbox_config = || SandboxConfig {
        time_scale: 10.0,
        allow_loopback_targets: true,
        rate_limit: None,
        seed: Some(11),
        state_file: Some(world.clone()),
        ..SandboxConfig::default()
    };
    let first = start_sandbox_with(sandbox_config()).await;
    let engine = Engine::start(config(&first, dir.path(), DEMO_KEY), Arc::new(|| {})).unwrap();

    // A picture that is finished before the outage (downloaded during it).
    engine.send(image("a lighthouse")).unwrap();
    let mut events = collect_until(&engine, final_update).await;
    let picture = find(&events, |e| match e {
        Event::Task(TaskEvent::Submitted { row, .. }) => Some(*row),
        _ => None,
    })
    .unwrap();
    // Two videos still being made when the service goes away.
    engine.send(video("waves at night")).unwrap();
    engine.send(video("a train in fog")).unwrap();
    events = collect_more(&engine, events, |events| {
        count(events, |e| {
            matches!(e, Event::Task(TaskEvent::Submitted { .. }))
        }) == 3
    })
    .await;
    let before = first.counters();
    assert_eq!(before.requests_to("submitTask"), 3);
    let base = first.base_url().to_owned();
    first.shutdown().await;

    events = collect_more(&engine, events, |events| {
        count(events, |e| matches!(e, Event::Offline { .. })) == 1
    })
    .await;
    let offline_at = events.len();
    assert!(
        count(&events, |e| matches!(
            e,
            Event::Task(TaskEvent::TaskUpdated { is_final: true, .. })
        )) == 1,
        "the videos were not finished when the service went away: {events:#?}"
    );
    // Asked for while the service is away: it waits instead of failing.
    let folder = dir.path().join("downloads");
    engine
        .send(Command::Download {
            task: picture,
            folder: folder.clone(),
            only: None,
        })
        .unwrap();
    events = collect_more(&engine, events, |events| {
        count(events, |e| {
            matches!(e, Event::Download(DownloadEvent::DownloadQueued { .. }))
        }) == 1
    })
    .await;
    // The outage lasts several checks (the fast policy's 50, 100, 200 ms …).
    tokio::time::sleep(Duration::from_millis(400)).await;
    events.extend(engine.drain_events());
    assert!(
        !events[offline_at..].iter().any(|e| matches!(
            e,
            Event::Download(DownloadEvent::DownloadFailed { .. }) | Event::Online { .. }
        )),
        "nothing failed and nothing came back while the service was away: {:#?}",
        &events[offline_at..]
    );

    let second = start_sandbox_with(sandbox_config()).await;
    assert_eq!(second.base_url(), base, "the saved port");
    events = collect_more(&engine, events, |events| {
        count(events, |e| {
            matches!(
                e,
                Event::Task(TaskEvent::TaskUpdated { is_final: true, .. })
            )
        }) == 3
            && count(events, |e| {
                matches!(e, Event::Download(DownloadEvent::DownloadFinished { .. }))
            }) == 1
    })
    .await;
    engine.shutdown();

    assert_eq!(count(&events, |e| matches!(e, Event::Offline { .. })), 1);
    assert_eq!(count(&events, |e| matches!(e, Event::Online { .. })), 1);
    assert!(
        !events.iter().any(|e| matches!(
            e,
            Event::Error { .. } | Event::Download(DownloadEvent::DownloadFailed { .. })
        )),
        "an outage is one state, not a storm of errors: {events:#?}"
    );
    assert_eq!(
        second.counters().requests_to("submitTask"),
        0,
        "nothing was sent again"
    );
    assert_all_final(dir.path(), 3);
    let files: Vec<_> = std::fs::read_dir(&folder).unwrap().collect();
    assert_eq!(files.len(), 1, "the picture is on disk, no .part left");
}

/// The history in `dir` holds `tasks` tasks, every one final.
fn assert_all_final(dir: &std::path::Path, tasks: usize) {
    let store = Store::open(&dir.join("history.sqlite3")).unwrap();
    let profile = store.list_profiles().unwrap()[0].id;
    let found = store
        .page_tasks(profile, &TaskFilter::default(), None, 100)
        .unwrap()
        .items;
    assert_eq!(found.len(), tasks);
    assert!(
        found.iter().all(|t| t.phase == TaskPhase::Final),
        "{found:#?}"
    );
}
