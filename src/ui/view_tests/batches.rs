//! Batches: reading, none yet, unreadable, and a list with a finished batch's items open.

use gendesk_api::{ModelKind, TaskState};
use gendesk_core::store::{
    BatchInfo, BatchItemDetail, BatchItemInfo, BatchPhase, BatchRow, BatchSummary, ItemCounts,
    ProfileId, TaskRow,
};

use super::super::batches::{BatchesCtx, BatchesState, ListedBatch, batches_ui};
use super::{
    NOW_MS, Scene, WINDOW, flagged, gradient, harness, prompted, snapshot, task, time, with_results,
};

fn shown(scene: Scene<BatchesState>, name: &str) -> Vec<super::Action> {
    let mut harness = harness(WINDOW, scene, |ui, scene, _players| {
        let ctx = BatchesCtx {
            live: &scene.live,
            time: time(),
        };
        batches_ui(
            ui,
            &mut scene.view,
            &ctx,
            &mut scene.thumbs,
            &mut scene.actions,
        );
    });
    snapshot(&mut harness, name)
}

#[test]
fn reading_batches() {
    shown(Scene::new(BatchesState::default()), "batches_loading");
}

#[test]
fn no_batches_yet() {
    shown(
        Scene::new(BatchesState::showing(Vec::new(), None)),
        "batches_empty",
    );
}

#[test]
fn batches_that_could_not_be_read() {
    shown(
        Scene::new(BatchesState::failed(
            "Your batches could not be read (unable to open database file). Check that the data folder is readable and start GenDesk again.",
        )),
        "batches_unreadable",
    );
}

fn info(
    row: i64,
    model: &str,
    phase: BatchPhase,
    status: Option<&str>,
    minutes_ago: i64,
) -> BatchInfo {
    let created_ms = NOW_MS - minutes_ago * 60_000;
    BatchInfo {
        row: BatchRow(row),
        profile: ProfileId(1),
        model: model.to_owned(),
        idempotency_key: format!("gendesk-batch-{row:04}"),
        webhook_url: None,
        phase,
        remote_batch_id: (phase == BatchPhase::Accepted).then(|| format!("batch_{row:06}")),
        status: status.map(str::to_owned),
        replayed: false,
        created_ms,
        updated_ms: created_ms + 60_000,
        send_attempts: 0,
        error: None,
        next_poll_ms: None,
        poll_count: 4,
        finished_ms: status
            .filter(|s| *s == "completed")
            .map(|_| created_ms + 90_000),
        run_id: None,
        run_index: None,
        run_size: None,
        origin: None,
        reused_count: 0,
    }
}

fn item(ordinal: u32, prompt: &str, task: Option<super::TaskSummary>) -> BatchItemDetail {
    BatchItemDetail {
        item: BatchItemInfo {
            ordinal,
            client_item_id: format!("item-{ordinal}"),
            idempotency_key: format!("gendesk-item-{ordinal:04}"),
            kind: Some(ModelKind::Image),
            prompt_excerpt: prompt.to_owned(),
            task_row: task.as_ref().map(|t| t.row),
            accepted: Some(task.is_some()),
            item_status: Some(
                if task.is_some() {
                    "accepted"
                } else {
                    "rejected"
                }
                .to_owned(),
            ),
            error_code: task.is_none().then(|| "INVALID_PARAM_VALUE".to_owned()),
            error_message: task
                .is_none()
                .then(|| "aspect_ratio must be one of 1:1, 16:9, 9:16".to_owned()),
        },
        request_json: format!(r#"{{"prompt":"{prompt}"}}"#),
        task,
    }
}

#[test]
fn a_finished_batch_with_its_items() {
    let url = "https://tempfile.example.com/r/21/harbour.png";
    let done = with_results(
        prompted(
            task(
                21,
                "sandbox/image-fast",
                ModelKind::Image,
                TaskState::Success,
                30,
            ),
            "a quiet harbour at dawn",
        ),
        &[url],
    );
    let refused = flagged(prompted(
        task(
            22,
            "sandbox/image-fast",
            ModelKind::Image,
            TaskState::Failed,
            30,
        ),
        "a crowded market street [fail:NSFW]",
    ));
    let running = prompted(
        task(
            23,
            "sandbox/image-fast",
            ModelKind::Image,
            TaskState::Processing,
            30,
        ),
        "a lighthouse at dusk, oil painting",
    );
    let items = vec![
        item(0, "a quiet harbour at dawn", Some(done)),
        item(1, "a crowded market street [fail:NSFW]", Some(refused)),
        item(2, "a lighthouse at dusk, oil painting", Some(running)),
        item(3, "a panorama of the alps", None),
    ];
    let batches = vec![
        ListedBatch {
            summary: BatchSummary {
                info: info(
                    2,
                    "sandbox/image-fast",
                    BatchPhase::Accepted,
                    Some("processing"),
                    30,
                ),
                counts: ItemCounts {
                    total: 4,
                    unsent: 0,
                    accepted: 3,
                    rejected: 1,
                    open: 1,
                    succeeded: 1,
                    failed: 1,
                },
            },
            results: vec![(TaskRow(21), Some(ModelKind::Image), url.to_owned())],
        },
        ListedBatch {
            summary: BatchSummary {
                info: info(
                    1,
                    "sandbox/music",
                    BatchPhase::Accepted,
                    Some("completed"),
                    60 * 27,
                ),
                counts: ItemCounts {
                    total: 2,
                    unsent: 0,
                    accepted: 2,
                    rejected: 0,
                    open: 0,
                    succeeded: 2,
                    failed: 0,
                },
            },
            results: Vec::new(),
        },
    ];
    let mut scene = Scene::new(BatchesState::showing(batches, Some((BatchRow(2), items))));
    scene.preview(url, gradient(320, 320, [20, 60, 80], [240, 200, 120]));
    let actions = shown(scene, "batches_list");
    assert!(actions.is_empty(), "drawing asks for nothing: {actions:?}");
}
