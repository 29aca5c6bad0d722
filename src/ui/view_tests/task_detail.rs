//! A task's detail panel: a video still processing, a downloaded song with its player, a
//! failure with its hint, and a submission whose outcome is unknown.

use gendesk_api::{ApiError, ModelKind, TaskState};
use gendesk_core::store::{DownloadInfo, DownloadRow, DownloadStatus, TaskPhase, TaskRow};
use gendesk_core::trouble::Trouble;

use super::super::history_query::TaskDetail;
use super::super::task_detail::{DetailCtx, task_detail_ui};
use super::super::task_state::ShownState;
use super::{NOW_MS, Scene, flagged, harness, prompted, snapshot, task, time, with_results};

/// The panel's width in the window.
const PANEL: egui::Vec2 = egui::vec2(420.0, 720.0);

fn shown(detail: TaskDetail, name: &str) -> Vec<super::Action> {
    let folder = std::path::PathBuf::from("/home/ada/Downloads/GenDesk");
    let mut harness = harness(PANEL, Scene::new(detail), move |ui, scene, players| {
        let shown = ShownState::of(&scene.view.summary, None);
        let ctx = DetailCtx {
            live: &scene.live,
            folder: &folder,
            shown_state: &shown,
            time: time(),
        };
        let (mut confirm, mut viewer) = (None, None);
        task_detail_ui(
            ui,
            &scene.view,
            &ctx,
            &mut confirm,
            &mut scene.thumbs,
            players,
            &mut viewer,
            &mut scene.actions,
        );
    });
    snapshot(&mut harness, name)
}

fn detail(summary: super::TaskSummary, request: &str) -> TaskDetail {
    TaskDetail {
        summary,
        request_json: Some(request.to_owned()),
        downloads: Vec::new(),
    }
}

#[test]
fn a_video_still_processing() {
    let summary = prompted(
        task(
            5,
            "sandbox/video-cinema",
            ModelKind::Video,
            TaskState::Processing,
            2,
        ),
        "a red fox running through fresh snow, slow motion",
    );
    let actions = shown(
        detail(
            summary,
            r#"{"model":"sandbox/video-cinema","input":{"prompt":"a red fox running through fresh snow, slow motion","duration":8}}"#,
        ),
        "task_detail_processing",
    );
    assert!(actions.is_empty(), "{actions:?}");
}

#[test]
fn a_downloaded_song() {
    let url = "https://tempfile.example.com/r/4/song.mp3";
    let summary = with_results(
        prompted(
            task(4, "sandbox/music", ModelKind::Audio, TaskState::Success, 14),
            "a calm piano piece for a rainy afternoon",
        ),
        &[url],
    );
    let mut detail = detail(
        summary,
        r#"{"model":"sandbox/music","input":{"prompt":"a calm piano piece for a rainy afternoon","version":"V4_5"}}"#,
    );
    detail.downloads.push(DownloadInfo {
        row: DownloadRow(1),
        task_row: TaskRow(4),
        url_index: 0,
        url: url.to_owned(),
        target_dir: "/home/ada/Downloads/GenDesk".into(),
        file_name: "song.mp3".to_owned(),
        bytes_done: 3_481_600,
        total_bytes: Some(3_481_600),
        status: DownloadStatus::Done,
        error: None,
        created_ms: NOW_MS - 13 * 60_000,
        updated_ms: NOW_MS - 13 * 60_000,
    });
    shown(detail, "task_detail_song");
}

#[test]
fn a_failure_with_its_hint() {
    let summary = flagged(prompted(
        task(
            3,
            "sandbox/image-pro",
            ModelKind::Image,
            TaskState::Failed,
            40,
        ),
        "a crowded market street [fail:NSFW]",
    ));
    shown(
        detail(
            summary,
            r#"{"model":"sandbox/image-pro","input":{"prompt":"a crowded market street [fail:NSFW]"}}"#,
        ),
        "task_detail_failed",
    );
}

#[test]
fn a_submission_whose_outcome_is_unknown() {
    let mut summary = prompted(
        task(
            7,
            "sandbox/image-fast",
            ModelKind::Image,
            TaskState::Pending,
            1,
        ),
        "an isometric city block at night, neon signs",
    );
    summary.phase = TaskPhase::Unknown;
    summary.state = None;
    summary.task_id = None;
    summary.submitted_ms = None;
    summary.remote_create_ms = None;
    summary.next_poll_ms = None;
    summary.poll_count = 0;
    summary.error = Some(Trouble::Submission(ApiError::OutcomeUnknown {
        timed_out: false,
        detail: "connection reset by peer".to_owned(),
    }));
    shown(
        detail(
            summary,
            r#"{"model":"sandbox/image-fast","input":{"prompt":"an isometric city block at night, neon signs"}}"#,
        ),
        "task_detail_unknown",
    );
}
