//! The `compose` child of `ui_bench`: the Compose view of a profile on the sandbox with its
//! first image model's form, repainted frame after frame without input; the app's `logic` +
//! `ui` time per frame (the form's words are looked up in the window's language, so
//! `GENDESK_LANGUAGE` compares languages).

use std::time::{Duration, Instant};

use super::{CHILD_DEADLINE, Flow, Script, mark, report, stats_line};

/// Frames drawn before measuring (textures, fonts and the form's first layout settle).
const WARM_UP_FRAMES: u32 = 60;
/// Frames measured.
const MEASURED_FRAMES: usize = 600;

pub(super) struct Compose {
    started: Instant,
    /// Frames since the form showed.
    shown_frames: Option<u32>,
    samples: Vec<Duration>,
}

impl Compose {
    pub(super) fn new() -> Self {
        Self {
            started: Instant::now(),
            shown_frames: None,
            samples: Vec::with_capacity(MEASURED_FRAMES),
        }
    }
}

impl Script for Compose {
    fn frame_timed(&mut self, app: Duration, _cpu_usage: Option<f32>) {
        if self.shown_frames.is_some_and(|n| n > WARM_UP_FRAMES) {
            self.samples.push(app);
        }
    }

    fn after_ui(
        &mut self,
        ctx: &egui::Context,
        _frame: &eframe::Frame,
        texts: &[String],
        events: &mut Vec<egui::Event>,
    ) -> Flow {
        ctx.request_repaint();
        let Some(frames) = &mut self.shown_frames else {
            // In the language the window speaks: the prompt's label and a help line.
            let prompt = gendesk_core::t!("catalog-label-prompt");
            let ratio = gendesk_core::t!("catalog-label-aspect-ratio");
            if texts.contains(&prompt) && texts.contains(&ratio) {
                mark(&format!(
                    "note the Compose form shows after {:.1} s; {WARM_UP_FRAMES} frames to settle, then {MEASURED_FRAMES} measured",
                    self.started.elapsed().as_secs_f64()
                ));
                self.shown_frames = Some(0);
            } else if self.started.elapsed() > CHILD_DEADLINE {
                mark(&format!(
                    "error the Compose form never showed; texts: {texts:?}"
                ));
                return Flow::Close;
            } else {
                // Ctrl+1: Compose (the window opens on the last view, Activity by default).
                events.push(egui::Event::Key {
                    key: egui::Key::Num1,
                    physical_key: None,
                    pressed: true,
                    repeat: false,
                    modifiers: egui::Modifiers::COMMAND,
                });
            }
            return Flow::Continue;
        };
        *frames += 1;
        if self.samples.len() >= MEASURED_FRAMES {
            report(&stats_line(
                &format!(
                    "Compose view ({}): app logic + ui",
                    gendesk_core::i18n::language().tag
                ),
                &self.samples,
            ));
            return Flow::Close;
        }
        Flow::Continue
    }
}
