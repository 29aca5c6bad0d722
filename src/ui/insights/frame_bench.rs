//! For `benches/insights_bench.rs` only: the Insights view drawn headless, frame after frame,
//! on the figures of a real history, with the pointer moving over the plots (hover labels) —
//! the UI thread's cost per frame (layout, plots, tessellation; no GPU upload).

use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

use gendesk_core::store::{InsightScope, Store};

use super::{Computed, InsightsCtx, InsightsState, insights_ui};
use crate::ui::frame_time::FrameTime;
use crate::ui::live_state::LiveState;
use crate::ui::prefs::ThemeChoice;
use crate::ui::theme;

/// What one run measured.
#[derive(Debug)]
pub struct FrameFigures {
    /// Working out the figures of every profile for all time (the reader's work).
    pub compute: Duration,
    /// Tasks counted.
    pub tasks: u64,
    /// Bars in the spend plot.
    pub bars: usize,
    /// Each frame's `ui` and tessellation, in order.
    pub frames: Vec<Duration>,
    /// Vertices of the last frame (that the plots were drawn at all).
    pub vertices: usize,
}

/// Draws Insights over the history at `db_path` for `frames` frames of a 1100×720 window.
pub fn insights_frames(db_path: &Path, frames: usize, now_ms: i64) -> Result<FrameFigures, String> {
    let store = Store::open(db_path).map_err(|err| err.to_string())?;
    let started = Instant::now();
    let computed = Computed::compute(&store, InsightScope::of(None, i64::MIN..i64::MAX), now_ms)
        .map_err(|err| err.to_string())?;
    let compute = started.elapsed();
    let tasks = computed.report.totals.tasks;
    let bars = computed.series.starts.len() * computed.series.models.len();
    let mut state = InsightsState::default();
    state.take(Arc::new(computed));
    let ctx = egui::Context::default();
    theme::install(&ctx);
    theme::apply_theme(&ctx, ThemeChoice::Dark);
    let live = LiveState::default();
    let view = InsightsCtx {
        live: &live,
        time: FrameTime::now(),
    };
    let size = egui::vec2(1100.0, 720.0);
    let mut times = Vec::with_capacity(frames);
    let mut actions = Vec::new();
    let mut vertices = 0;
    for frame in 0..frames {
        // Back and forth over the plots.
        #[allow(clippy::cast_precision_loss, reason = "a frame number")]
        let x = 40.0 + (frame % 100) as f32 * 10.0;
        let input = egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(egui::Pos2::ZERO, size)),
            events: vec![egui::Event::PointerMoved(egui::pos2(x, 300.0))],
            ..egui::RawInput::default()
        };
        let started = Instant::now();
        let output = ctx.run_ui(input, |ui| {
            egui::CentralPanel::default().show(ui, |ui| {
                insights_ui(ui, &mut state, &view, &mut actions);
            });
        });
        let primitives = ctx.tessellate(output.shapes, output.pixels_per_point);
        times.push(started.elapsed());
        vertices = primitives
            .iter()
            .map(|p| match &p.primitive {
                egui::epaint::Primitive::Mesh(mesh) => mesh.vertices.len(),
                egui::epaint::Primitive::Callback(_) => 0,
            })
            .sum();
    }
    Ok(FrameFigures {
        compute,
        tasks,
        bars,
        frames: times,
        vertices,
    })
}
