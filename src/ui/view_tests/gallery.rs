//! Gallery: reading, no results yet, unreadable, and a grid of pictures, a video and a song.

use gendesk_api::{ModelKind, TaskState};

use super::super::gallery::{GalleryState, gallery_ui};
use super::super::task_pages::TaskPages;
use super::{NOW_MS, Scene, WINDOW, gradient, harness, prompted, snapshot, task, with_results};

fn shown(scene: Scene<GalleryState>, name: &str) -> Vec<super::Action> {
    let mut harness = harness(WINDOW, scene, |ui, scene, players| {
        let context = super::super::gallery::GalleryCtx {
            live: &scene.live,
            now_ms: NOW_MS,
            models: &[],
            catalog: None,
        };
        gallery_ui(
            ui,
            &mut scene.view,
            &context,
            &mut scene.thumbs,
            players,
            &mut scene.actions,
        );
    });
    snapshot(&mut harness, name)
}

#[test]
fn reading_results() {
    shown(Scene::new(GalleryState::default()), "gallery_loading");
}

#[test]
fn no_results_yet() {
    shown(
        Scene::new(GalleryState::showing(TaskPages::read(&[]))),
        "gallery_empty",
    );
}

#[test]
fn results_that_could_not_be_read() {
    let pages = TaskPages::failed(
        "Your history could not be read (database is locked). Close other copies of GenDesk and try again.",
    );
    shown(
        Scene::new(GalleryState::showing(pages)),
        "gallery_unreadable",
    );
}

#[test]
fn a_grid_of_results() {
    let colours = [
        ([30, 40, 90], [230, 150, 60]),
        ([10, 80, 60], [200, 230, 120]),
        ([90, 20, 50], [250, 180, 200]),
        ([20, 20, 20], [120, 160, 240]),
    ];
    let mut tasks = Vec::new();
    let mut previews = Vec::new();
    for (row, (from, to)) in (27..=30).rev().zip(colours) {
        let url = format!("https://tempfile.example.com/r/{row}/picture.png");
        tasks.push(with_results(
            prompted(
                task(
                    row,
                    "sandbox/image-pro",
                    ModelKind::Image,
                    TaskState::Success,
                    5 + row,
                ),
                "a lighthouse",
            ),
            &[&url],
        ));
        previews.push((url, gradient(320, 240, from, to)));
    }
    tasks.push(with_results(
        prompted(
            task(
                20,
                "sandbox/video-lite",
                ModelKind::Video,
                TaskState::Success,
                90,
            ),
            "a red fox",
        ),
        &["https://tempfile.example.com/r/20/clip.mp4"],
    ));
    tasks.push(with_results(
        prompted(
            task(
                19,
                "sandbox/music",
                ModelKind::Audio,
                TaskState::Success,
                95,
            ),
            "a calm piano piece",
        ),
        &["https://tempfile.example.com/r/19/song.mp3"],
    ));
    let mut scene = Scene::new(GalleryState::showing(TaskPages::read(&tasks)));
    for (url, image) in previews {
        scene.preview(&url, image);
    }
    let actions = shown(scene, "gallery_grid");
    assert!(actions.is_empty(), "drawing asks for nothing: {actions:?}");
}
