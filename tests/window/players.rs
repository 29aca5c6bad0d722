//! The audio and video players in the real `GenDeskApp` (`egui_kittest`) against the
//! in-process sandbox over loopback, with the null sound output (real-time pace, no device):
//! a music take shows its waveform, Play turns into Pause while the position advances, Pause
//! holds it, a click on the waveform seeks and Space then plays; a video with sound shows its poster in the
//! list and the detail, plays by its sound's clock with pictures on screen, pauses, and seeks
//! with the seek bar; starting one result pauses the other.
#![allow(
    clippy::unwrap_used,
    clippy::cast_possible_truncation,
    clippy::cast_sign_loss,
    reason = "integration tests: a failed unwrap is a failed test; screen coordinates to pixels"
)]

use crate::support::ui_kit::{
    ask_for_sound, explore_sandbox, harness, harness_on_gpu, open_task_row, pick_model,
    pick_music_v5, show_activity, submit_prompt, wait_for_label, wait_for_text, wait_until,
};
use egui_kittest::Harness;
use egui_kittest::kittest::{By, Queryable as _};
use gendesk::ui::GenDeskApp;

/// Seconds of the `nth` player's "Position m:ss of m:ss" label (position, length).
fn position(h: &Harness<'_, GenDeskApp>, nth: usize) -> Option<(u64, u64)> {
    // A label's text is its AccessKit value.
    let label = h
        .query_all(By::new().label_contains("Position "))
        .nth(nth)?
        .value()?;
    let secs = |text: &str| -> Option<u64> {
        let (m, s) = text.trim().split_once(':')?;
        Some(m.parse::<u64>().ok()? * 60 + s.parse::<u64>().ok()?)
    };
    let (at, of) = label.strip_prefix("Position ")?.split_once(" of ")?;
    Some((secs(at)?, secs(of)?))
}

fn buttons(h: &Harness<'_, GenDeskApp>, label: &str) -> usize {
    h.query_all(By::new().role(egui::Role::Button).label(label))
        .count()
}

fn click_first_button(h: &mut Harness<'_, GenDeskApp>, label: &str) {
    h.query_all(By::new().role(egui::Role::Button).label(label))
        .next()
        .unwrap()
        .click();
    h.step();
}

#[test]
fn a_music_take_shows_its_waveform_plays_pauses_and_seeks() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(dir.path());
    explore_sandbox(&mut harness);
    pick_music_v5(&mut harness);
    submit_prompt(&mut harness, "a waltz to play here");
    show_activity(&mut harness);
    wait_for_label(&mut harness, "success");
    open_task_row(&mut harness, "a waltz to play here");

    // Both takes get a waveform and their length once loaded.
    wait_until(&mut harness, "two waveforms", |h| {
        h.query_all(By::new().label_contains("Waveform of "))
            .count()
            == 2
    });
    wait_until(&mut harness, "the takes' length", |h| {
        position(h, 0).is_some_and(|(_, of)| of >= 20) && buttons(h, "Play") == 2
    });
    let (start, length) = position(&harness, 0).unwrap();
    assert_eq!(start, 0, "a take starts at the beginning");

    // Play turns into Pause, and the position advances (the null output pulls in real time).
    click_first_button(&mut harness, "Play");
    wait_until(&mut harness, "Pause", |h| buttons(h, "Pause") == 1);
    wait_until(&mut harness, "the position to advance", |h| {
        position(h, 0).is_some_and(|(at, _)| at >= 1)
    });
    click_first_button(&mut harness, "Pause");
    wait_until(&mut harness, "Play again", |h| buttons(h, "Play") == 2);
    let (held, _) = position(&harness, 0).unwrap();
    harness.run_steps(3);
    std::thread::sleep(std::time::Duration::from_millis(1200));
    harness.run_steps(3);
    assert_eq!(position(&harness, 0).unwrap().0, held, "paused means still");

    // A click in the middle of the waveform seeks to the middle of the take.
    harness
        .query_all(By::new().label_contains("Waveform of "))
        .next()
        .unwrap()
        .click();
    wait_until(&mut harness, "the seek", |h| {
        position(h, 0).is_some_and(|(at, _)| at.abs_diff(length / 2) <= 1)
    });
    // The clicked waveform has the keyboard focus: Space plays on from there.
    harness.key_press(egui::Key::Space);
    harness.step();
    wait_until(&mut harness, "Space to play", |h| buttons(h, "Pause") == 1);
    wait_until(&mut harness, "playing from the middle", |h| {
        position(h, 0).is_some_and(|(at, _)| at > length / 2)
    });

    // Starting the second take pauses the first.
    harness
        .query_all(By::new().role(egui::Role::Button).label("Play"))
        .next()
        .unwrap()
        .click_accesskit();
    harness.step();
    wait_until(&mut harness, "only the second take playing", |h| {
        buttons(h, "Pause") == 1 && position(h, 1).is_some_and(|(at, _)| at >= 1)
    });
    let (first_at, _) = position(&harness, 0).unwrap();
    assert!(
        first_at > length / 2,
        "the first take keeps where it stopped: {first_at}"
    );
}

#[test]
fn a_video_with_sound_shows_its_poster_plays_pauses_and_seeks() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(dir.path());
    explore_sandbox(&mut harness);
    pick_model(&mut harness, "video lite", "Sandbox Video Lite");
    wait_for_label(&mut harness, "Duration (s)");
    harness.get_by_label("Resolution").click();
    harness.run_steps(2);
    harness
        .get_by_role_and_label(egui::Role::Button, "480p")
        .click();
    harness.run_steps(2);
    ask_for_sound(&mut harness);
    harness.run_steps(2);
    submit_prompt(&mut harness, "waves with their sound");
    show_activity(&mut harness);
    wait_for_label(&mut harness, "success");
    // The poster shows in the list (the row's picture) and in the detail.
    wait_until(&mut harness, "the list's poster", |h| {
        h.state().previews_loaded().0 >= 1
    });
    open_task_row(&mut harness, "waves with their sound");
    wait_for_text(&mut harness, "Poster of ");
    wait_until(&mut harness, "the video's length", |h| {
        position(h, 0).is_some_and(|(_, of)| of == 5) && buttons(h, "Play") == 1
    });
    assert!(
        harness.state().video_stats().is_none(),
        "nothing decodes before Play"
    );

    harness
        .get_by_role_and_label(egui::Role::Button, "Play")
        .click_accesskit();
    harness.step();
    wait_until(&mut harness, "pictures on screen", |h| {
        buttons(h, "Pause") == 1
            && h.query_all(By::new().label_contains("Video "))
                .next()
                .is_some()
            && h.state().video_stats().is_some_and(|s| s.shown >= 10)
    });
    wait_until(&mut harness, "the position to advance", |h| {
        position(h, 0).is_some_and(|(at, _)| at >= 1)
    });
    // The sound track plays through the (null) output: the pictures follow its clock.
    wait_until(&mut harness, "the video's sound", |h| {
        h.state().sound_started_at().is_some()
    });
    let stats = harness.state().video_stats().unwrap();
    assert!(stats.queue_capacity <= 8, "a bounded queue: {stats:?}");
    assert_eq!(stats.skipped, 0, "every picture decodes: {stats:?}");

    harness
        .get_by_role_and_label(egui::Role::Button, "Pause")
        .click_accesskit();
    harness.step();
    wait_until(&mut harness, "paused", |h| buttons(h, "Play") == 1);
    harness.run_steps(5);
    let shown = harness.state().video_stats().unwrap().shown;
    std::thread::sleep(std::time::Duration::from_millis(500));
    harness.run_steps(5);
    assert_eq!(
        harness.state().video_stats().unwrap().shown,
        shown,
        "no pictures while paused"
    );

    // The seek bar moves to 3.5 s; the picture there comes on screen while still paused.
    harness.get_by_label("Seek").set_value_accesskit(3.5);
    harness.step();
    wait_until(&mut harness, "the seek", |h| {
        position(h, 0).is_some_and(|(at, _)| at == 3)
            && h.state().video_stats().is_some_and(|s| s.shown > shown)
    });
    assert_eq!(
        buttons(&harness, "Play"),
        1,
        "a seek does not start playing"
    );
    harness.check_accessibility();
}

#[test]
fn with_wgpu_a_video_plays_with_its_colour_converted_on_the_gpu() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness_on_gpu(dir.path());
    assert!(harness.state().video_colour_on_gpu());
    explore_sandbox(&mut harness);
    pick_model(&mut harness, "video lite", "Sandbox Video Lite");
    wait_for_label(&mut harness, "Duration (s)");
    submit_prompt(&mut harness, "colour through the shader");
    show_activity(&mut harness);
    wait_for_label(&mut harness, "success");
    open_task_row(&mut harness, "colour through the shader");
    wait_until(&mut harness, "the Play button", |h| buttons(h, "Play") == 1);
    harness
        .get_by_role_and_label(egui::Role::Button, "Play")
        .click_accesskit();
    wait_until(&mut harness, "pictures on screen", |h| {
        h.query_all(By::new().label_contains("Video "))
            .next()
            .is_some()
            && h.state().video_stats().is_some_and(|s| s.shown >= 5)
    });
    assert_eq!(harness.state().video_stats().unwrap().skipped, 0);
    // Pause, so the picture stays put, and look at it on screen: the sandbox's clips are
    // colourful, so most of the player's pixels are neither black (nothing drawn) nor all
    // one grey.
    harness
        .get_by_role_and_label(egui::Role::Button, "Pause")
        .click_accesskit();
    harness.run_steps(3);
    let rect = harness
        .query_all(By::new().label_contains("Video "))
        .next()
        .unwrap()
        .rect();
    let image = harness.render().unwrap();
    let ppp = harness.ctx.pixels_per_point();
    let mut coloured = 0u32;
    let mut total = 0u32;
    let (x0, y0) = ((rect.min.x * ppp) as u32, (rect.min.y * ppp) as u32);
    let (x1, y1) = ((rect.max.x * ppp) as u32, (rect.max.y * ppp) as u32);
    for y in (y0..y1.min(image.height())).step_by(4) {
        for x in (x0..x1.min(image.width())).step_by(4) {
            let [r, g, b, _] = image.get_pixel(x, y).0;
            total += 1;
            let spread = r.max(g).max(b) - r.min(g).min(b);
            if spread > 24 {
                coloured += 1;
            }
        }
    }
    assert!(total > 100, "the player is on screen: {rect:?}");
    assert!(
        coloured * 4 > total,
        "{coloured} of {total} sampled pixels have colour"
    );
}
