//! Compare: nothing sent to several models yet, and one prompt's results from three models
//! (one finished, one running, one failed).

use gendesk_api::{ModelKind, TaskState};
use gendesk_core::store::TaskRow;

use super::super::compare::{CompareState, compare_ui};
use super::super::live_state::Comparison;
use super::{
    NOW_MS, Scene, WINDOW, flagged, gradient, harness, prompted, snapshot, task, with_results,
};

fn shown(scene: Scene<CompareState>, name: &str) -> Vec<super::Action> {
    let mut harness = harness(WINDOW, scene, |ui, scene, players| {
        compare_ui(
            ui,
            &mut scene.view,
            &scene.live,
            NOW_MS,
            &mut scene.thumbs,
            players,
            &mut scene.actions,
        );
    });
    snapshot(&mut harness, name)
}

#[test]
fn nothing_to_compare_yet() {
    shown(Scene::new(CompareState::default()), "compare_empty");
}

#[test]
fn one_prompt_from_three_models() {
    let prompt = "a lighthouse at dusk, oil painting";
    let url = "https://tempfile.example.com/r/41/lighthouse.png";
    let tasks = vec![
        with_results(
            prompted(
                task(
                    41,
                    "sandbox/image-pro",
                    ModelKind::Image,
                    TaskState::Success,
                    3,
                ),
                prompt,
            ),
            &[url],
        ),
        prompted(
            task(
                42,
                "sandbox/image-fast",
                ModelKind::Image,
                TaskState::Processing,
                1,
            ),
            prompt,
        ),
        flagged(prompted(
            task(43, "gpt-image-1", ModelKind::Image, TaskState::Failed, 3),
            prompt,
        )),
    ];
    let mut scene = Scene::new(CompareState::showing(tasks));
    scene.live.comparisons.push(Comparison {
        id: 1,
        prompt: prompt.to_owned(),
        members: vec![
            ("sandbox/image-pro".to_owned(), TaskRow(41)),
            ("sandbox/image-fast".to_owned(), TaskRow(42)),
            ("gpt-image-1".to_owned(), TaskRow(43)),
        ],
    });
    scene.preview(url, gradient(320, 320, [30, 40, 90], [230, 150, 60]));
    let actions = shown(scene, "compare_three_models");
    assert!(actions.is_empty(), "drawing asks for nothing: {actions:?}");
}
