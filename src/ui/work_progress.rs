//! How far a backup being written or checked is: the worker stores each report, the Backup
//! section reads it to draw a progress bar. Nobody waits on the other; the bar asks for a
//! repaint while the work runs.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU8, AtomicU64, Ordering};
use std::time::Duration;

use egui::Ui;
use gendesk_core::backup::{Progress, Step};
use gendesk_core::t;

/// How often the bar is redrawn while its work runs.
const REDRAW: Duration = Duration::from_millis(100);

/// One job's progress, shared by the worker and the view (cloning shares it).
#[derive(Debug, Clone, Default)]
pub struct WorkProgress(Arc<Shared>);

#[derive(Debug, Default)]
struct Shared {
    running: AtomicBool,
    step: AtomicU8,
    done: AtomicU64,
    total: AtomicU64,
}

const STEPS: [Step; 7] = [
    Step::Checking,
    Step::History,
    Step::Settings,
    Step::Results,
    Step::Secrets,
    Step::SafetyBackup,
    Step::Restoring,
];

impl WorkProgress {
    /// The work began (nothing done yet).
    pub fn start(&self) {
        self.report(Progress {
            step: Step::Checking,
            done: 0,
            total: 0,
        });
        self.0.running.store(true, Ordering::Release);
    }

    /// The work ended, well or not.
    pub fn finish(&self) {
        self.0.running.store(false, Ordering::Release);
    }

    /// The worker's latest report.
    pub fn report(&self, progress: Progress) {
        let step = STEPS.iter().position(|s| *s == progress.step).unwrap_or(0);
        self.0
            .step
            .store(u8::try_from(step).unwrap_or(0), Ordering::Relaxed);
        self.0.total.store(progress.total, Ordering::Relaxed);
        self.0.done.store(progress.done, Ordering::Relaxed);
    }

    /// Whether the work runs.
    pub fn running(&self) -> bool {
        self.0.running.load(Ordering::Acquire)
    }

    /// The step and how much of it is done (0–1; `None` when its size is not known yet), while
    /// the work runs.
    pub fn now(&self) -> Option<(Step, Option<f32>)> {
        if !self.running() {
            return None;
        }
        let step = STEPS
            .get(usize::from(self.0.step.load(Ordering::Relaxed)))
            .copied()
            .unwrap_or(Step::Checking);
        let total = self.0.total.load(Ordering::Relaxed);
        let done = self.0.done.load(Ordering::Relaxed).min(total);
        #[allow(
            clippy::cast_precision_loss,
            reason = "a fraction for a progress bar; bytes beyond 2^24 lose nothing visible"
        )]
        let fraction = (total > 0).then(|| done as f32 / total as f32);
        Some((step, fraction))
    }
}

/// What a step is called on the bar.
fn step_words(step: Step) -> String {
    t!(match step {
        Step::Checking => "backup-step-checking",
        Step::History => "backup-step-history",
        Step::Settings => "backup-step-settings",
        Step::Results => "backup-step-results",
        Step::Secrets => "backup-step-secrets",
        Step::SafetyBackup => "backup-step-safety",
        Step::Restoring => "backup-step-restoring",
    })
}

/// The progress bar while the work runs (nothing otherwise).
pub fn progress_ui(ui: &mut Ui, progress: &WorkProgress) {
    let Some((step, fraction)) = progress.now() else {
        return;
    };
    let words = step_words(step);
    let bar = match fraction {
        Some(fraction) => egui::ProgressBar::new(fraction).text(format!(
            "{words} {}",
            gendesk_core::i18n::numbers::percent(f64::from(fraction) * 100.0, 0)
        )),
        None => egui::ProgressBar::new(0.0).animate(true).text(words),
    };
    ui.add(bar);
    ui.ctx().request_repaint_after(REDRAW);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reports_become_a_step_and_a_fraction_only_while_running() {
        let progress = WorkProgress::default();
        assert_eq!(progress.now(), None);
        progress.start();
        assert_eq!(progress.now(), Some((Step::Checking, None)));
        progress.report(Progress {
            step: Step::Results,
            done: 30,
            total: 120,
        });
        assert_eq!(progress.now(), Some((Step::Results, Some(0.25))));
        // A report past the end is the end.
        progress.report(Progress {
            step: Step::History,
            done: 200,
            total: 100,
        });
        assert_eq!(progress.now(), Some((Step::History, Some(1.0))));
        progress.finish();
        assert_eq!(progress.now(), None);
    }
}
