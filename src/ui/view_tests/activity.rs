//! The Activity list: loading, empty, unreadable, and a list with every state and a detail.

use gendesk_api::{ModelKind, TaskState};

use super::super::activity::{ActivityCtx, ActivityState, activity_ui};
use super::super::history_query::TaskDetail;
use super::super::task_pages::TaskPages;
use super::{
    Scene, WINDOW, flagged, gradient, harness, prompted, snapshot, task, time, with_results,
};

fn shown(scene: Scene<ActivityState>, name: &str) -> Vec<super::Action> {
    let folder = std::path::PathBuf::from("/home/ada/Downloads/GenDesk");
    let mut harness = harness(WINDOW, scene, move |ui, scene, players| {
        let ctx = ActivityCtx {
            live: &scene.live,
            folder: &folder,
            time: time(),
            models: &[],
        };
        activity_ui(
            ui,
            &mut scene.view,
            &ctx,
            &mut scene.thumbs,
            players,
            &mut scene.actions,
        );
    });
    snapshot(&mut harness, name)
}

#[test]
fn reading_the_history() {
    shown(Scene::new(ActivityState::default()), "activity_loading");
}

#[test]
fn no_tasks_yet() {
    shown(
        Scene::new(ActivityState::showing(TaskPages::read(&[]), None)),
        "activity_empty",
    );
}

#[test]
fn the_history_could_not_be_read() {
    let pages = TaskPages::failed(
        "Your history could not be read (database disk image is malformed). Close GenDesk, restore a backup of history.sqlite3, and start it again.",
    );
    shown(
        Scene::new(ActivityState::showing(pages, None)),
        "activity_unreadable",
    );
}

/// One task in each state a person meets.
pub fn mixed_tasks() -> Vec<super::TaskSummary> {
    vec![
        prompted(
            task(
                6,
                "flux-kontext-pro",
                ModelKind::Image,
                TaskState::Pending,
                0,
            ),
            "a quiet harbour at dawn, fishing boats, mist",
        ),
        prompted(
            task(5, "veo3-fast", ModelKind::Video, TaskState::Processing, 2),
            "a red fox running through fresh snow, slow motion",
        ),
        with_results(
            prompted(
                task(4, "suno-v4.5", ModelKind::Audio, TaskState::Success, 14),
                "a calm piano piece for a rainy afternoon",
            ),
            &["https://tempfile.example.com/r/4/song.mp3"],
        ),
        flagged(prompted(
            task(
                3,
                "flux-kontext-pro",
                ModelKind::Image,
                TaskState::Failed,
                40,
            ),
            "a crowded market street [fail:NSFW]",
        )),
        with_results(
            prompted(
                task(
                    2,
                    "gpt-image-1",
                    ModelKind::Image,
                    TaskState::Success,
                    60 * 26,
                ),
                "a lighthouse at dusk, oil painting",
            ),
            &["https://tempfile.example.com/r/2/lighthouse.png"],
        ),
    ]
}

#[test]
fn a_list_with_every_state_and_the_open_task() {
    let tasks = mixed_tasks();
    let open = tasks[4].clone();
    let detail = TaskDetail {
        summary: open.clone(),
        request_json: Some(r#"{"model":"gpt-image-1","input":{"prompt":"a lighthouse at dusk, oil painting","size":"1:1"}}"#.to_owned()),
        downloads: Vec::new(),
    };
    let mut scene = Scene::new(ActivityState::showing(
        TaskPages::read(&tasks),
        Some(detail),
    ));
    scene.preview(
        &open.result_urls[0],
        gradient(320, 320, [30, 40, 90], [230, 150, 60]),
    );
    let actions = shown(scene, "activity_list");
    assert!(actions.is_empty(), "drawing asks for nothing: {actions:?}");
}
