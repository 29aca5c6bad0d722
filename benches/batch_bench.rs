#![allow(
    clippy::print_stdout,
    reason = "a benchmark binary reports its figures on stdout"
)]
//! Batch import benchmark: a 5 000-row CSV made in memory (varied prompts, quoted commas and
//! line breaks, some reference images, aspect ratios), parsed and every row converted for
//! `sandbox/image-fast`; the median of 5 rounds. Run with `cargo bench --bench batch_bench`.

use std::error::Error;
use std::fmt::Write as _;
use std::time::{Duration, Instant};

use gendesk_core::batch::from_file::rows_to_items;
use gendesk_core::batch::{BatchDraft, ColumnPlan, SourceFormat, import_str, split};
use gendesk_core::catalog::Catalog;
use gendesk_core::compose::ComposeForm;

const ROWS: usize = 5_000;
const ROUNDS: usize = 5;
const MODEL: &str = "sandbox/image-fast";

type Res<T> = Result<T, Box<dyn Error>>;

fn main() -> Res<()> {
    let catalog = Catalog::builtin()?;
    let spec = catalog
        .get(MODEL)
        .ok_or("the sandbox image model is missing")?;
    let text = make_csv(ROWS)?;
    println!(
        "batch_bench: {ROWS} rows, {:.1} KiB of CSV, {MODEL}",
        kib(text.len())
    );

    let mut parse_times = Vec::with_capacity(ROUNDS);
    let mut total_times = Vec::with_capacity(ROUNDS);
    for _ in 0..ROUNDS {
        let started = Instant::now();
        let imported = import_str(&text, Some(SourceFormat::Csv))?;
        let parsed = started.elapsed();
        let plan = ColumnPlan::for_import(spec, &imported);
        let mut converted = 0;
        for row in &imported.rows {
            if plan.convert(spec, row).is_ok() {
                converted += 1;
            }
        }
        let total = started.elapsed();
        if imported.rows.len() != ROWS || converted != ROWS || !imported.problems.is_empty() {
            return Err(format!(
                "expected {ROWS} clean rows, got {} rows, {converted} converted, {} problems",
                imported.rows.len(),
                imported.problems.len()
            )
            .into());
        }
        parse_times.push(parsed);
        total_times.push(total);
    }
    let parse = median(&mut parse_times);
    let total = median(&mut total_times);
    println!(
        "parse:             {:8.2} ms  ({:.0} rows/s)",
        ms(parse),
        per_second(ROWS, parse)
    );
    println!(
        "convert:           {:8.2} ms",
        ms(total.saturating_sub(parse))
    );
    println!(
        "parse + convert:   {:8.2} ms  ({:.0} rows/s), median of {ROUNDS}",
        ms(total),
        per_second(ROWS, total)
    );
    check_and_split(&text, spec)
}

/// What follows the import in the window: the rows become items, every item is checked with
/// the form's rules (what the item table shows), and the valid ones are split into batches.
fn check_and_split(text: &str, spec: &gendesk_core::catalog::ModelSpec) -> Res<()> {
    let imported = import_str(text, Some(SourceFormat::Csv))?;
    let plan = ColumnPlan::for_import(spec, &imported);
    let (items, blocked) = rows_to_items(&imported, &plan, spec);
    let mut form = ComposeForm::new(spec);
    "a fox".clone_into(&mut form.prompt);
    let mut check_times = Vec::with_capacity(ROUNDS);
    let mut split_times = Vec::with_capacity(ROUNDS);
    let mut batches = 0;
    let mut valid = 0;
    for _ in 0..ROUNDS {
        let mut draft = BatchDraft::new(items.clone());
        let started = Instant::now();
        draft.make_ids_unique();
        draft.revalidate(&form, spec);
        check_times.push(started.elapsed());
        valid = draft.valid_count();
        let started = Instant::now();
        let requests = draft
            .request_items(&form, spec)
            .into_iter()
            .map(|(_, item)| item)
            .collect();
        batches = split(requests, None)?.len();
        split_times.push(started.elapsed());
    }
    let check = median(&mut check_times);
    let split_time = median(&mut split_times);
    println!(
        "check every item:  {:8.2} ms  ({valid} valid, {} blocked), median of {ROUNDS}",
        ms(check),
        blocked.len() + items.len() - valid
    );
    println!(
        "build + split:     {:8.2} ms  ({batches} batches of at most 50), median of {ROUNDS}",
        ms(split_time)
    );
    Ok(())
}

/// A CSV like a person's: a header, prompts built from word lists, every third one with a
/// quoted comma, every 50th with a line break inside its quotes, every seventh an edit with
/// one to three reference images, aspect ratios and resolutions cycling.
fn make_csv(rows: usize) -> Res<String> {
    const SUBJECTS: [&str; 7] = [
        "a red fox",
        "an old lighthouse",
        "a bowl of ramen",
        "a paper boat",
        "two cats",
        "a mountain village",
        "a robot gardener",
    ];
    const STYLES: [&str; 5] = [
        "watercolour",
        "35mm film photo",
        "isometric 3D render",
        "charcoal sketch",
        "studio lighting",
    ];
    const RATIOS: [&str; 6] = ["1:1", "16:9", "9:16", "4:3", "3:2", "21:9"];
    const RESOLUTIONS: [&str; 3] = ["1K", "2K", "4K"];
    let mut out = String::with_capacity(rows * 120);
    out.push_str("client_item_id,prompt,mode,image_urls,aspect_ratio,resolution\n");
    for i in 0..rows {
        let subject = SUBJECTS[i % SUBJECTS.len()];
        let style = STYLES[(i / 3) % STYLES.len()];
        let prompt = if i % 50 == 0 {
            format!("\"{subject} at dawn\nin {style}, detailed\"")
        } else if i % 3 == 0 {
            format!("\"{subject}, {style}, take {i}\"")
        } else {
            format!("{subject} in {style} take {i}")
        };
        let (mode, urls) = if i % 7 == 0 {
            let urls = (0..=(i % 3))
                .map(|n| format!("https://example.com/ref/{i}-{n}.png"))
                .collect::<Vec<_>>()
                .join("|");
            ("image-to-image", urls)
        } else {
            ("", String::new())
        };
        writeln!(
            out,
            "item-{i},{prompt},{mode},{urls},{},{}",
            RATIOS[i % RATIOS.len()],
            RESOLUTIONS[i % RESOLUTIONS.len()]
        )?;
    }
    Ok(out)
}

fn median(times: &mut [Duration]) -> Duration {
    times.sort_unstable();
    times[times.len() / 2]
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

#[allow(
    clippy::cast_precision_loss,
    reason = "byte and row counts far below 2^52 print exactly as f64"
)]
fn kib(bytes: usize) -> f64 {
    bytes as f64 / 1024.0
}

#[allow(
    clippy::cast_precision_loss,
    reason = "row counts far below 2^52 print exactly as f64"
)]
fn per_second(n: usize, d: Duration) -> f64 {
    n as f64 / d.as_secs_f64()
}
