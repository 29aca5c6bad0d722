//! The headless engine against the in-process sandbox over real loopback HTTP: submissions
//! recorded before sending, outcomes recorded as they come, polling to final states, and
//! recovery of interrupted submissions after a restart.
#![allow(
    clippy::unwrap_used,
    reason = "integration tests: a failed unwrap is a failed test"
)]

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use gendesk_api::{FailCode, ModelInput, ModelKind, SubmitTaskRequest, TaskState};
use gendesk_core::engine::{AccountEvent, Command, Event, TaskEvent};
use gendesk_core::store::{EndReason, Store, TaskPhase};
use gendesk_core::testing::{IMAGE, collect_until, engine, final_update, image};
use gendesk_sandbox::accounts::LOW_BALANCE_KEY;
use gendesk_sandbox::testing::{start_sandbox, start_sandbox_with};
use gendesk_sandbox::{DEMO_KEY, FaultConfig, SandboxConfig};

#[tokio::test(flavor = "multi_thread")]
async fn a_task_is_recorded_submitted_polled_to_success_and_stored() {
    let sandbox = start_sandbox(1000.0).await;
    let dir = tempfile::tempdir().unwrap();
    let wakes = Arc::new(AtomicUsize::new(0));
    let engine = engine(&sandbox, dir.path(), DEMO_KEY, wakes.clone());
    engine.send(image("a lighthouse at dusk")).unwrap();
    // The balance after the submission (the engine also reports it at its start).
    let balance = |e: &[Event]| {
        e.iter().any(
            |e| matches!(e, Event::Account(AccountEvent::Balance(b)) if (*b - 24.98).abs() < 1e-9),
        )
    };
    let events = collect_until(&engine, |e| final_update(e) && balance(e)).await;
    assert!(
        matches!(
            events[0],
            Event::Started {
                recovered_unknown: 0,
                ..
            }
        ),
        "{events:#?}"
    );
    let row = events
        .iter()
        .find_map(|e| {
            if let Event::Task(TaskEvent::SubmissionRecorded(row)) = e {
                Some(*row)
            } else {
                None
            }
        })
        .unwrap();
    let recorded_at = events
        .iter()
        .position(|e| matches!(e, Event::Task(TaskEvent::SubmissionRecorded(_))))
        .unwrap();
    let submitted_at = events
        .iter()
        .position(|e| matches!(e, Event::Task(TaskEvent::Submitted { .. })))
        .unwrap();
    assert!(recorded_at < submitted_at, "recorded before the answer");
    assert!(events.iter().any(
        |e| matches!(e, Event::Task(TaskEvent::TaskUpdated { state, is_final: true, .. }) if *state == TaskState::Success)
    ));
    assert!(
        wakes.load(Ordering::Relaxed) >= events.len(),
        "the UI is woken for every event"
    );
    assert!(
        events.iter().any(
            |e| matches!(e, Event::Account(AccountEvent::Balance(b)) if (*b - 24.98).abs() < 1e-9)
        ),
        "refreshed after submitting"
    );
    // The 24.98 above may be the start's read, asked before the POST and answered after it;
    // the read the submission asks for follows within the coalescing delay: wait for it to be
    // kept before the engine stops.
    let store = Store::open(&dir.path().join("history.sqlite3")).unwrap();
    wait_for_a_balance_after_sending(&store, row).await;
    engine.shutdown();

    let task = store.task(row).unwrap().unwrap();
    assert_eq!(task.phase, TaskPhase::Final);
    assert_eq!(task.result_urls.len(), 1);
    // What it was expected to cost is kept with it: the sandbox's price for a 1K picture,
    // which is what the balance went down by.
    assert_eq!(store.task_estimate(row).unwrap(), Some(0.02));
    let polls = sandbox.counters().requests_to("getTaskStatus");
    assert!(
        (1..=40).contains(&polls),
        "polite polling: {polls} status requests"
    );
    // Every balance the engine reported is in the history, with its time.
    let reported: Vec<f64> = events
        .iter()
        .filter_map(|e| match e {
            Event::Account(AccountEvent::Balance(usd)) => Some(*usd),
            _ => None,
        })
        .collect();
    let samples = store.balance_samples(None, 0..i64::MAX).unwrap();
    let kept: Vec<f64> = samples.iter().map(|s| s.usd).collect();
    // (Recorded before announced: a read the test did not wait for may be there too.)
    assert!(!reported.is_empty());
    assert!(kept.len() >= reported.len(), "{kept:?} {reported:?}");
    for usd in &reported {
        assert!(kept.contains(usd), "{usd} is kept: {kept:?}");
    }
    assert!(
        kept.iter().any(|usd| (usd - 24.98).abs() < 1e-9),
        "after one 2-cent picture: {kept:?}"
    );
    assert!(samples.windows(2).all(|w| w[0].at_ms <= w[1].at_ms));
    let submitted = task.submitted_ms.unwrap();
    assert!(
        samples.iter().any(|s| s.at_ms >= submitted),
        "one read after sending"
    );
}

/// Waits (20 s at most) until a balance answered after `row` was sent is kept.
async fn wait_for_a_balance_after_sending(store: &Store, row: gendesk_core::store::TaskRow) {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
    loop {
        let submitted = store.task(row).unwrap().unwrap().submitted_ms.unwrap();
        let samples = store.balance_samples(None, 0..i64::MAX).unwrap();
        if samples.iter().any(|s| s.at_ms >= submitted) {
            return;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "no balance read after sending: {samples:?}"
        );
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn failures_arrive_with_code_and_hint() {
    let sandbox = start_sandbox(1000.0).await;
    let dir = tempfile::tempdir().unwrap();
    let engine = engine(&sandbox, dir.path(), DEMO_KEY, Arc::default());
    engine.send(image("a cat [fail:NSFW]")).unwrap();
    let events = collect_until(&engine, |e| {
        e.iter()
            .any(|e| matches!(e, Event::Task(TaskEvent::TaskFailed { .. })))
    })
    .await;
    let (code, hint) = events
        .iter()
        .find_map(|e| {
            if let Event::Task(TaskEvent::TaskFailed { code, reason, .. }) = e {
                let hint = gendesk_core::wording::failure_hint(code.as_ref(), *reason);
                Some((code.clone(), hint.to_owned()))
            } else {
                None
            }
        })
        .unwrap();
    assert_eq!(code, Some(FailCode::Nsfw));
    assert!(hint.contains("cannot be appealed"), "{hint}");
}

#[tokio::test(flavor = "multi_thread")]
async fn refused_submissions_are_recorded_as_rejected_with_the_message() {
    let sandbox = start_sandbox(1000.0).await;
    for (key, words) in [
        (LOW_BALANCE_KEY, "Top up"),
        ("no-such-key", "Check the key"),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let engine = engine(&sandbox, dir.path(), key, Arc::default());
        engine.send(image("x")).unwrap();
        let events = collect_until(&engine, |e| {
            e.iter()
                .any(|e| matches!(e, Event::Task(TaskEvent::SubmissionRejected { .. })))
        })
        .await;
        let (row, message) = events
            .iter()
            .find_map(|e| {
                if let Event::Task(TaskEvent::SubmissionRejected { row, error }) = e {
                    Some((*row, gendesk_core::wording::submission_error(error)))
                } else {
                    None
                }
            })
            .unwrap();
        assert!(message.contains(words), "{message}");
        engine.shutdown();
        let store = Store::open(&dir.path().join("history.sqlite3")).unwrap();
        assert_eq!(store.task(row).unwrap().unwrap().phase, TaskPhase::Rejected);
    }
    assert_eq!(sandbox.counters().tasks_created, 0);
}

#[tokio::test(flavor = "multi_thread")]
async fn a_lost_answer_is_outcome_unknown_and_never_resent() {
    let sandbox = start_sandbox_with(SandboxConfig {
        time_scale: 1000.0,
        rate_limit: None,
        faults: FaultConfig {
            drop_after: 1.0,
            ..FaultConfig::default()
        },
        ..SandboxConfig::default()
    })
    .await;
    let dir = tempfile::tempdir().unwrap();
    let engine = engine(&sandbox, dir.path(), DEMO_KEY, Arc::default());
    engine.send(image("paid once")).unwrap();
    let events = collect_until(&engine, |e| {
        e.iter()
            .any(|e| matches!(e, Event::Task(TaskEvent::SubmissionUnknown { .. })))
    })
    .await;
    let message = events
        .iter()
        .find_map(|e| {
            if let Event::Task(TaskEvent::SubmissionUnknown { error, .. }) = e {
                Some(gendesk_core::wording::submission_error(error))
            } else {
                None
            }
        })
        .unwrap();
    assert!(message.contains("charged twice"), "{message}");
    tokio::time::sleep(Duration::from_millis(200)).await;
    let counters = sandbox.counters();
    assert_eq!(counters.tasks_created, 1, "the service created it");
    // Every request is dropped after it is handled (the engine's balance check at its start
    // too): the submission's own count is the one that matters.
    assert_eq!(
        counters.faults_at("submitTask", "drop_after"),
        1,
        "and it was sent exactly once"
    );
}

#[tokio::test(flavor = "multi_thread")]
async fn submissions_interrupted_by_a_crash_become_outcome_unknown_on_restart() {
    let sandbox = start_sandbox(1000.0).await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("history.sqlite3");
    let row = {
        let mut store = Store::open(&db).unwrap();
        let profile = store
            .upsert_profile("Offline sandbox", "http://127.0.0.1", true, 1)
            .unwrap();
        store
            .insert_submission(
                profile,
                IMAGE,
                Some(ModelKind::Image),
                "{}",
                "interrupted",
                1,
            )
            .unwrap()
    };
    let engine = engine(&sandbox, dir.path(), DEMO_KEY, Arc::default());
    let events = collect_until(&engine, |e| !e.is_empty()).await;
    assert!(
        matches!(
            events[0],
            Event::Started {
                recovered_unknown: 1,
                ..
            }
        ),
        "{events:#?}"
    );
    engine.shutdown();
    let store = Store::open(&db).unwrap();
    let task = store.task(row).unwrap().unwrap();
    assert_eq!(task.phase, TaskPhase::Unknown);
    assert_eq!(
        sandbox.counters().requests_to("submitTask"),
        0,
        "nothing is resent"
    );
}

#[tokio::test(flavor = "multi_thread")]
async fn callback_mode_tasks_are_polled_too() {
    let sandbox = start_sandbox(1000.0).await;
    let receiver = gendesk_sandbox::testing::Receiver::start(vec![]).await;
    let dir = tempfile::tempdir().unwrap();
    let engine = engine(&sandbox, dir.path(), DEMO_KEY, Arc::default());
    engine
        .send(Command::SubmitTask {
            model: IMAGE.into(),
            kind: ModelKind::Image,
            request: SubmitTaskRequest::callback(
                ModelInput::new("text-to-image", "owl"),
                receiver.url.clone(),
            ),
            price: gendesk_core::batch::estimate::PriceSource::Sandbox,
        })
        .unwrap();
    let events = collect_until(&engine, final_update).await;
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::Task(TaskEvent::TaskUpdated { state, .. }) if *state == TaskState::Success))
    );
}

#[tokio::test(flavor = "multi_thread")]
async fn a_sandbox_task_left_running_ends_failed_with_a_reason_after_the_sandbox_restarts() {
    let dir = tempfile::tempdir().unwrap();
    // A slow sandbox: the task is still pending when GenDesk closes.
    let first = start_sandbox(1.0).await;
    let engine_one = engine(&first, dir.path(), DEMO_KEY, Arc::default());
    engine_one.send(image("a slow sunrise")).unwrap();
    collect_until(&engine_one, |e| {
        e.iter()
            .any(|e| matches!(e, Event::Task(TaskEvent::Submitted { .. })))
    })
    .await;
    engine_one.shutdown();
    drop(first);

    // The next start has a fresh sandbox that never heard of that task.
    let second = start_sandbox(1000.0).await;
    let engine_two = engine(&second, dir.path(), DEMO_KEY, Arc::default());
    let events = collect_until(&engine_two, |e| {
        e.iter()
            .any(|e| matches!(e, Event::Task(TaskEvent::TaskFailed { .. })))
    })
    .await;
    let (message, reason, hint) = events
        .iter()
        .find_map(|e| match e {
            Event::Task(TaskEvent::TaskFailed {
                message,
                reason,
                code,
                ..
            }) => Some((
                message.clone(),
                *reason,
                gendesk_core::wording::failure_hint(code.as_ref(), *reason).to_owned(),
            )),
            _ => None,
        })
        .unwrap();
    // GenDesk's reason, as a code; the service said nothing.
    assert_eq!(reason, Some(EndReason::SandboxForgot));
    assert_eq!(message, None);
    assert!(hint.contains("Reuse settings"), "{hint}");
    let errors = events
        .iter()
        .filter(|e| matches!(e, Event::Error { .. }))
        .count();
    assert_eq!(errors, 0, "no error toasts: {events:?}");
    engine_two.shutdown();
    let store = Store::open(&dir.path().join("history.sqlite3")).unwrap();
    let profile = store
        .profile_by_name("Offline sandbox")
        .unwrap()
        .unwrap()
        .id;
    let task = store
        .page_tasks(
            profile,
            &gendesk_core::store::TaskFilter::default(),
            None,
            10,
        )
        .unwrap()
        .items
        .remove(0);
    assert_eq!(task.phase, TaskPhase::Final);
    assert_eq!(task.state, Some(TaskState::Failed));
    assert_eq!(task.next_poll_ms, None, "never polled again");
    assert_eq!(task.end_reason, Some(EndReason::SandboxForgot));
}

#[tokio::test(flavor = "multi_thread")]
async fn a_lone_task_gets_the_cost_the_balance_measured_beside_the_estimate() {
    let sandbox = start_sandbox(1000.0).await;
    let dir = tempfile::tempdir().unwrap();
    let engine = engine(&sandbox, dir.path(), DEMO_KEY, Arc::default());
    let balance_is = |usd: f64| {
        move |e: &[Event]| {
            e.iter().any(
                |e| matches!(e, Event::Account(AccountEvent::Balance(b)) if (*b - usd).abs() < 1e-9),
            )
        }
    };
    // The balance at the start, read before anything is sent.
    collect_until(&engine, balance_is(25.0)).await;
    engine.send(image("one lone lighthouse")).unwrap();
    let events = collect_until(&engine, balance_is(24.98)).await;
    let row = events
        .iter()
        .find_map(|e| match e {
            Event::Task(TaskEvent::SubmissionRecorded(row)) => Some(*row),
            _ => None,
        })
        .unwrap();
    engine.shutdown();

    let store = Store::open(&dir.path().join("history.sqlite3")).unwrap();
    assert_eq!(
        store.task_estimate(row).unwrap(),
        Some(0.02),
        "the price list"
    );
    assert_eq!(store.task_measured(row).unwrap(), Some(0.02), "the balance");
    let samples = store.balance_samples(None, 0..i64::MAX).unwrap();
    assert!(samples.iter().all(|s| s.asked_ms <= s.at_ms), "{samples:?}");
}

/// The held submission's question, once the engine asks it.
fn over_limit(events: &[Event]) -> Option<gendesk_core::engine::OverLimitAsk> {
    events.iter().find_map(|e| match e {
        Event::Account(AccountEvent::OverLimit(ask)) => Some(ask.clone()),
        _ => None,
    })
}

#[tokio::test(flavor = "multi_thread")]
async fn the_spending_limit_holds_what_would_pass_it_until_the_person_says_send() {
    use gendesk_core::engine::{LimitQuestion, SpendingLimit};
    let sandbox = start_sandbox(1000.0).await;
    let dir = tempfile::tempdir().unwrap();
    let mut config = gendesk_core::testing::config(&sandbox, dir.path(), DEMO_KEY);
    config.spending_limit = SpendingLimit {
        per_day_usd: Some(0.03),
        per_month_usd: None,
    };
    let engine = gendesk_core::engine::Engine::start(config, Arc::new(|| {})).unwrap();
    let recorded = |e: &[Event]| {
        e.iter()
            .filter(|e| matches!(e, Event::Task(TaskEvent::SubmissionRecorded(_))))
            .count()
    };
    // The first 2-cent picture stays within $0.03 a day.
    engine.send(image("within the limit")).unwrap();
    let events = collect_until(&engine, |e| recorded(e) == 1).await;
    assert!(over_limit(&events).is_none());
    // The second would make $0.04: held, asked about, nothing recorded or sent.
    engine.send(image("past the limit")).unwrap();
    let events = collect_until(&engine, |e| over_limit(e).is_some()).await;
    let ask = over_limit(&events).unwrap();
    assert_eq!(recorded(&events), 0);
    match &ask.question {
        LimitQuestion::Over {
            spent_usd,
            cost_usd,
            limit_usd,
            ..
        } => {
            assert!((spent_usd - 0.02).abs() < 1e-9);
            assert!((cost_usd - 0.02).abs() < 1e-9);
            assert!((limit_usd - 0.03).abs() < 1e-9);
        }
        LimitQuestion::UnknownPrice => panic!("the price was known"),
    }
    assert!((ask.question.over_by_usd() - 0.01).abs() < 1e-9);
    assert_eq!(sandbox.counters().tasks_created, 1);
    // A model without a known price cannot be judged: asked about too.
    engine
        .send(Command::SubmitTask {
            model: IMAGE.into(),
            kind: ModelKind::Image,
            request: SubmitTaskRequest::asynchronous(ModelInput::new("text-to-image", "priceless")),
            price: gendesk_core::batch::estimate::PriceSource::None,
        })
        .unwrap();
    let events = collect_until(&engine, |e| over_limit(e).is_some()).await;
    let unknown = over_limit(&events).unwrap();
    assert_eq!(unknown.question, LimitQuestion::UnknownPrice);
    engine
        .send(Command::AnswerOverLimit {
            ask: unknown.ask,
            send: false,
        })
        .unwrap();
    // "Send anyway", twice: sent once.
    for _ in 0..2 {
        engine
            .send(Command::AnswerOverLimit {
                ask: ask.ask,
                send: true,
            })
            .unwrap();
    }
    let events = collect_until(&engine, |e| recorded(e) == 1).await;
    assert!(
        over_limit(&events).is_none(),
        "an answered question is not asked again"
    );
    engine.send(Command::RefreshBalance).unwrap();
    collect_until(&engine, |e| {
        e.iter()
            .any(|e| matches!(e, Event::Account(AccountEvent::Balance(_))))
    })
    .await;
    engine.shutdown();
    assert_eq!(
        sandbox.counters().tasks_created,
        2,
        "the dropped one never went"
    );
    let store = Store::open(&dir.path().join("history.sqlite3")).unwrap();
    let profile = store.list_profiles().unwrap()[0].id;
    assert_eq!(
        store
            .page_tasks(
                profile,
                &gendesk_core::store::TaskFilter::default(),
                None,
                10
            )
            .unwrap()
            .items
            .len(),
        2
    );
}

#[tokio::test(flavor = "multi_thread")]
async fn a_batch_over_the_limit_is_held_whole_and_without_a_limit_nothing_is_asked() {
    use gendesk_core::engine::SpendingLimit;
    let sandbox = start_sandbox(1000.0).await;
    let dir = tempfile::tempdir().unwrap();
    let mut config = gendesk_core::testing::config(&sandbox, dir.path(), DEMO_KEY);
    config.spending_limit = SpendingLimit {
        per_day_usd: None,
        per_month_usd: Some(0.05),
    };
    let engine = gendesk_core::engine::Engine::start(config, Arc::new(|| {})).unwrap();
    let items = (0..3)
        .map(|n| gendesk_api::BatchRequestItem {
            client_item_id: String::new(),
            idempotency_key: String::new(),
            input: ModelInput::new("text-to-image", format!("cat {n}")).with("resolution", "1K"),
        })
        .collect();
    let batch = Command::SubmitBatch {
        model: IMAGE.into(),
        kind: ModelKind::Image,
        request: gendesk_api::BatchRequest {
            items,
            webhook_url: None,
        },
        price: gendesk_core::batch::estimate::PriceSource::Sandbox,
    };
    engine.send(batch.clone()).unwrap();
    let events = collect_until(&engine, |e| over_limit(e).is_some()).await;
    let ask = over_limit(&events).unwrap();
    assert_eq!(ask.what, "a batch of 3 items for sandbox/image-fast");
    let words = gendesk_core::wording::over_limit(&ask);
    assert!(
        words.contains("this month's spending limit of $0.05 by $0.01"),
        "{words}"
    );
    engine
        .send(Command::SetSpendingLimit(SpendingLimit::default()))
        .unwrap();
    engine.send(batch).unwrap();
    let events = collect_until(&engine, |e| {
        e.iter().any(|e| {
            matches!(
                e,
                Event::Batch(gendesk_core::engine::BatchEvent::BatchAccepted { .. })
            )
        })
    })
    .await;
    assert!(over_limit(&events).is_none(), "no limit, no question");
    engine.shutdown();
    assert_eq!(sandbox.counters().batches_created, 1);
}
