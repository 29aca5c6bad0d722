#![allow(
    clippy::print_stdout,
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a benchmark binary reports its figures on stdout; a failed unwrap is a failed run"
)]
//! The batch editor's item table with 5 000 items: the real `GenDeskApp` under `egui_kittest`
//! (no display, no GPU), a 5 000-row CSV dropped on the window, then the table scrolled with
//! the mouse wheel and jumped to its end. Prints the time of each frame of the app plus egui's
//! layout (`Harness::step`: `logic` + `ui` + tessellation, without rendering): median, p95 and
//! max, and how long the file took from the drop to the table. Run with
//! `cargo bench --bench batch_table_bench`.

#[allow(
    dead_code,
    reason = "shared with the UI tests; the bench uses a few of its helpers"
)]
#[path = "../tests/support/ui_kit.rs"]
mod ui_kit;

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

use egui_kittest::kittest::{NodeT as _, Queryable as _};

const ROWS: usize = 5_000;
const FRAMES: usize = 300;

/// A file dropped on the window.
#[derive(Debug)]
struct Dropped(PathBuf);

impl egui::DroppedFile for Dropped {
    fn path(&self) -> &Path {
        &self.0
    }

    fn bytes(&self) -> Result<Vec<u8>, String> {
        std::fs::read(&self.0).map_err(|e| e.to_string())
    }
}

fn main() {
    let dir = tempfile::tempdir().unwrap();
    let csv = dir.path().join("items.csv");
    let mut text = String::from("prompt,aspect_ratio,client_item_id\n");
    let ratios = ["1:1", "16:9", "9:16", "4:3"];
    for n in 0..ROWS {
        writeln!(
            text,
            "\"item {n}: a lighthouse at dusk, oil painting, warm light\",{},id-{n}",
            ratios[n % ratios.len()]
        )
        .unwrap();
    }
    std::fs::write(&csv, text).unwrap();

    let mut harness = ui_kit::harness(dir.path());
    ui_kit::explore_sandbox(&mut harness);
    harness.get_by_label("Batch").click();
    harness.run_steps(2);
    harness.get_by_label("File").click();
    harness.run_steps(2);
    let dropped = Instant::now();
    harness
        .input_mut()
        .dropped_files
        .push(Arc::new(Dropped(csv.clone())));
    ui_kit::wait_for_text(&mut harness, &format!("{ROWS} item(s)"));
    let loaded = dropped.elapsed();

    // Scroll over the item table: the pointer over it, the wheel turning.
    let over_table = egui::pos2(850.0, 420.0);
    let mut times = Vec::with_capacity(FRAMES);
    for frame in 0..FRAMES {
        let delta = if frame == FRAMES / 2 {
            // A jump: far down at once.
            -200_000.0
        } else {
            -120.0
        };
        harness
            .input_mut()
            .events
            .push(egui::Event::PointerMoved(over_table));
        harness.input_mut().events.push(egui::Event::MouseWheel {
            unit: egui::MouseWheelUnit::Point,
            delta: egui::vec2(0.0, delta),
            phase: egui::TouchPhase::Move,
            source: egui::MouseWheelSource::Wheel,
            modifiers: egui::Modifiers::NONE,
        });
        let started = Instant::now();
        harness.step();
        times.push(started.elapsed());
    }
    // The jump took the table (still gliding) near its end.
    let last_shown = harness
        .query_all_by_label_contains("Client item id ")
        .filter_map(|n| n.accesskit_node().label())
        .filter_map(|label| label.rsplit(' ').next()?.parse::<usize>().ok())
        .max()
        .unwrap_or(0);
    assert!(
        last_shown > ROWS * 9 / 10,
        "the table did not scroll: the last row shown is {last_shown}"
    );
    times.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    let at = |q: f64| {
        #[allow(
            clippy::cast_possible_truncation,
            clippy::cast_sign_loss,
            clippy::cast_precision_loss,
            reason = "an index into a few hundred frames"
        )]
        let index = ((times.len() - 1) as f64 * q).round() as usize;
        times[index]
    };
    println!(
        "batch_table_bench: {ROWS} items from a dropped CSV shown in {:.0} ms (read + parse + convert on a worker, checks on the UI thread)",
        ms(loaded)
    );
    println!("batch_table_bench: the table ended on row {last_shown} of {ROWS}");
    println!(
        "batch_table_bench: {FRAMES} frames scrolling the item table (one a jump to the end): median {:.2} ms, p95 {:.2} ms, max {:.2} ms (app + egui layout, no rendering)",
        ms(at(0.5)),
        ms(at(0.95)),
        ms(at(1.0))
    );
}
