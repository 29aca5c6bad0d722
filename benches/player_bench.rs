#![allow(
    clippy::print_stdout,
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a benchmark binary reports its figures on stdout; a failed unwrap is a failed run"
)]
//! The players in the real `GenDeskApp` under `egui_kittest` (no display, no GPU; the sound
//! goes to the null output, which pulls it at real-time pace) against the offline sandbox:
//!
//! - a 1080p video with sound (10 s): time from the click on Play (the task just opened, its
//!   file not loaded yet) to the first picture on screen and to the first sound; then 10 s of
//!   playback stepped at 60 frames a second: pictures shown, dropped for being late, skipped
//!   as undecodable; the frame queue's bound; resident memory before and while playing;
//! - a music take: click on Play (file already loaded) to first sound.
//!
//! Run with `cargo bench --bench player_bench`. Knob: `GENDESK_BENCH_RESOLUTION` (1080p).

#[allow(
    dead_code,
    reason = "shared with the UI tests; the bench uses a few of its helpers"
)]
#[path = "../tests/support/ui_kit.rs"]
mod ui_kit;

#[path = "support/rss.rs"]
mod rss;

use std::time::{Duration, Instant};

use egui_kittest::Harness;
use egui_kittest::kittest::{By, Queryable as _};
use gendesk::ui::GenDeskApp;

use ui_kit::{
    ask_for_sound, explore_sandbox, harness, open_task_row, pick_model, replace_text,
    show_activity, submit_prompt, wait_for_label, wait_until,
};

fn main() {
    let resolution =
        std::env::var("GENDESK_BENCH_RESOLUTION").unwrap_or_else(|_| "1080p".to_owned());
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(dir.path());
    explore_sandbox(&mut harness);

    // A 10 s video with sound at the chosen resolution, and a music task.
    pick_model(&mut harness, "video lite", "Sandbox Video Lite");
    wait_for_label(&mut harness, "Duration (s)");
    choose(&mut harness, "Resolution", &resolution);
    choose(&mut harness, "Duration (s)", "10");
    ask_for_sound(&mut harness);
    harness.run_steps(2);
    submit_prompt(&mut harness, "bench video with sound");
    // A filmed clip like real services send: x264 High with B-frames, 24 fps, 854x480.
    pick_model(&mut harness, "cinema", "Sandbox Video Cinema");
    wait_for_label(&mut harness, "Duration (s)");
    choose(&mut harness, "Duration (s)", "12");
    replace_text(&mut harness, "Prompt", "bench film with sound");
    harness.get_by_label("Submit").click();
    harness.step();
    pick_model(&mut harness, "music", "Sandbox Music");
    choose(&mut harness, "Version", "V5");
    // The form keeps the prompt typed before: replace it.
    replace_text(&mut harness, "Prompt", "bench music");
    harness.get_by_label("Submit").click();
    harness.step();
    show_activity(&mut harness);
    wait_until(&mut harness, "the tasks finished", |h| {
        h.query_all(By::new().label("success")).count() == 3
    });

    let (width, height) = match resolution.as_str() {
        "480p" => (854, 480),
        "720p" => (1280, 720),
        _ => (1920, 1080),
    };
    play_video(
        &mut harness,
        "bench video with sound",
        &format!("Video Lite {resolution} 10 fps, 10 s with sound"),
        " of 0:10",
        (width, height),
    );
    play_video(
        &mut harness,
        "bench film with sound",
        "Video Cinema 854x480 24 fps High profile with B-frames, 12 s with sound",
        " of 0:12",
        (854, 480),
    );
    play_music(&mut harness);
}

/// A video: Play at once, while the file still loads; then 10 s of playback.
fn play_video(
    harness: &mut Harness<'_, GenDeskApp>,
    prompt: &str,
    what: &str,
    length_label: &str,
    (width, height): (usize, usize),
) {
    // The list's poster is made first: the sandbox renders the file on its first request.
    wait_until(harness, "the list's posters", |h| {
        h.state().previews_loaded().0 >= 3
    });
    let session = harness.state().video_stats().map(|s| s.session);
    open_task_row(harness, prompt);
    wait_until(harness, "the Play button", |h| {
        h.query_by_role_and_label(egui::Role::Button, "Play")
            .is_some()
    });
    let clicked = Instant::now();
    harness
        .get_by_role_and_label(egui::Role::Button, "Play")
        .click_accesskit();
    let mut loaded = None;
    let mut first_frame = None;
    let mut first_sound = None;
    let deadline = clicked + Duration::from_mins(1);
    while first_frame.is_none() || first_sound.is_none() {
        harness.step();
        if loaded.is_none()
            && harness
                .query_all(By::new().label_contains(length_label))
                .next()
                .is_some()
        {
            loaded = Some(clicked.elapsed());
        }
        if first_frame.is_none()
            && harness
                .state()
                .video_stats()
                .is_some_and(|s| Some(s.session) != session && s.shown >= 1)
        {
            first_frame = Some(clicked.elapsed());
        }
        if first_sound.is_none()
            && let Some(at) = harness.state().sound_started_at()
            && at > clicked
        {
            first_sound = Some(at.saturating_duration_since(clicked));
        }
        assert!(Instant::now() < deadline, "the video never started");
        std::thread::sleep(Duration::from_millis(1));
    }
    let first_frame = first_frame.unwrap();
    let first_sound = first_sound.unwrap();
    println!(
        "player_bench: {what}: click on Play with the file not loaded yet: file fetched and opened after {:.0} ms, first picture after {:.0} ms, first sound after {:.0} ms",
        loaded.map_or(f64::NAN, ms),
        ms(first_frame),
        ms(first_sound)
    );

    // 10 s of playback at 60 frames a second (what a 60 Hz display asks for at most).
    let started = Instant::now();
    let before = harness.state().video_stats().unwrap();
    let mut peak_rss = 0;
    let mut frame_times = Vec::new();
    while started.elapsed() < Duration::from_secs(10) {
        let tick = Instant::now();
        harness.step();
        frame_times.push(tick.elapsed());
        peak_rss = peak_rss.max(rss::vm_rss_kib().unwrap_or(0));
        std::thread::sleep(Duration::from_millis(16).saturating_sub(tick.elapsed()));
    }
    let after = harness.state().video_stats().unwrap();
    frame_times.sort();
    let shown = after.shown - before.shown;
    let dropped = after.dropped - before.dropped;
    println!(
        "player_bench: 10 s of playback: {shown} pictures shown, {dropped} dropped for being late, {} skipped as undecodable; app frame median {:.2} ms, p95 {:.2} ms",
        after.skipped,
        ms(frame_times[frame_times.len() / 2]),
        ms(frame_times[frame_times.len() * 95 / 100]),
    );
    #[allow(clippy::cast_precision_loss, reason = "a few hundred MiB at most")]
    let queue_mib = (after.queue_capacity * width * height * 4) as f64 / 1024.0 / 1024.0;
    println!(
        "player_bench: frame queue at most {} pictures = {queue_mib:.1} MiB (goal: under 64 MiB); the whole app's resident memory at most {} MiB while playing",
        after.queue_capacity,
        peak_rss / 1024
    );
}

/// The music: its file is loaded when the detail shows; click to first sound.
fn play_music(harness: &mut Harness<'_, GenDeskApp>) {
    open_task_row(harness, "bench music");
    wait_until(harness, "the takes loaded", |h| {
        h.query_all(By::new().role(egui::Role::Button).label("Play"))
            .count()
            == 2
            && h.query_all(By::new().label_contains("of 0:30")).count() == 2
    });
    harness.run_steps(3);
    let clicked = Instant::now();
    harness
        .query_all(By::new().role(egui::Role::Button).label("Play"))
        .next()
        .unwrap()
        .click_accesskit();
    let deadline = clicked + Duration::from_secs(30);
    let sound = loop {
        harness.step();
        if let Some(at) = harness.state().sound_started_at()
            && at > clicked
        {
            break at - clicked;
        }
        assert!(Instant::now() < deadline, "the music never sounded");
        std::thread::sleep(Duration::from_millis(1));
    };
    println!(
        "player_bench: music take (loaded): click on Play to first sound {:.1} ms",
        ms(sound)
    );
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// Picks `option` in the combo box labelled `combo`.
fn choose(harness: &mut Harness<'_, GenDeskApp>, combo: &str, option: &str) {
    if harness.get_by_label(combo).value().as_deref() == Some(option) {
        return;
    }
    // The form settles for a few frames after a model is picked.
    harness.run_steps(5);
    harness.get_by_label(combo).scroll_to_me();
    harness.run_steps(3);
    harness.get_by_label(combo).click();
    harness.run_steps(2);
    wait_until(harness, option, |h| {
        h.query_by_role_and_label(egui::Role::Button, option)
            .is_some()
    });
    harness
        .get_by_role_and_label(egui::Role::Button, option)
        .click();
    harness.run_steps(3);
}
