//! The bodies of GenDesk's fuzz targets: one plain `pub fn <target>(data: &[u8])` per target,
//! each feeding hostile bytes to one reader and asserting its invariants (a panic is a
//! finding): no panic, limits respected before and after decoding, and parse → write → parse
//! round trips for what GenDesk writes itself. The libFuzzer entry points in
//! `fuzz_targets/` call them, and the root package's `tests/commands/fuzz_regressions.rs` includes this
//! file on stable to replay the committed seeds and every past finding.

#![allow(dead_code, reason = "each fuzz target binary uses one body")]
#![allow(
    clippy::missing_panics_doc,
    clippy::cast_possible_truncation,
    reason = "test code: panics are the point"
)]

use std::sync::OnceLock;
use std::time::Duration;

use gendesk_api::webhook::{SignatureHeaders, WebhookHeaders, WebhookVerifier};
use gendesk_api::{Batch, BatchRequest, Envelope, PreparedBatch, TaskRecord};
use gendesk_core::batch::manifest::{ManifestRow, manifest_csv, manifest_jsonl};
use gendesk_core::batch::{SourceFormat, decode_source, from_file, import_str};
use gendesk_core::catalog::{Catalog, ModelSpec};
use gendesk_core::media::audio::{AudioClip, DecodeLimits};
use gendesk_video::{VideoFile, VideoLimits};
use serde_json::Value;

/// A target's body.
pub type Body = fn(&[u8]);

/// Every target, by name, for the regression test.
pub const TARGETS: &[(&str, Body)] = &[
    ("video_open", video_open),
    ("video_sps", video_sps),
    ("media_probe", media_probe),
    ("audio_clip", audio_clip),
    ("image_preview", image_preview),
    ("reference_picture", reference_picture),
    ("batch_import", batch_import),
    ("batch_manifest", batch_manifest),
    ("webhook_verify", webhook_verify),
    ("api_records", api_records),
];

/// Limits well below the defaults, so the fuzzer can reach them with small inputs and check
/// that they hold.
const SMALL_VIDEO: VideoLimits = VideoLimits {
    max_width: 640,
    max_height: 480,
    max_pixels: 640 * 360,
    max_bytes: 1024 * 1024,
    max_frames: 500,
};

/// `VideoFile::open` and the first frames, under [`SMALL_VIDEO`]: what is opened is within
/// the limits, and every frame decoded has the size the file announced.
pub fn video_open(data: &[u8]) {
    let limits = SMALL_VIDEO;
    if let Ok(file) = VideoFile::open(data.to_vec(), &limits) {
        let info = file.info();
        assert!(info.width <= limits.max_width && info.height <= limits.max_height);
        assert!(u64::from(info.width) * u64::from(info.height) <= limits.max_pixels);
        assert!(u64::from(info.frame_count) <= limits.max_frames);
        assert_eq!(file.samples().len(), info.frame_count as usize);
        let _ = file.parameter_sets();
        if let Ok(mut decoder) = file.decoder() {
            for _ in 0..4 {
                match decoder.next_frame() {
                    Ok(Some(frame)) => check_frame(&frame, &limits),
                    Ok(None) | Err(_) => break,
                }
            }
            if let Ok(Some(frame)) = decoder.seek(Duration::from_millis(40)) {
                check_frame(&frame, &limits);
            }
        }
    }
    if let Ok(parts) = VideoFile::read_parts(data.to_vec(), &limits)
        && let Ok(file) = parts.video
    {
        assert!(u64::from(file.info().frame_count) <= limits.max_frames);
    }
}

fn check_frame(frame: &gendesk_video::VideoFrame, limits: &VideoLimits) {
    assert!(frame.width <= limits.max_width && frame.height <= limits.max_height);
    assert_eq!(
        frame.rgba.len() as u64,
        u64::from(frame.width) * u64::from(frame.height) * 4,
        "a frame's pixels match its size"
    );
}

/// The H.264 sequence parameter set reader: a size it accepts is a real picture.
pub fn video_sps(data: &[u8]) {
    // The NAL header byte of an SPS, so every input reaches the fields.
    let mut nal = Vec::with_capacity(data.len() + 1);
    nal.push(0x67);
    nal.extend_from_slice(data);
    if let Ok((width, height)) = gendesk_video::fuzz_parse_sps(&nal) {
        assert!(width > 0 && height > 0);
        // At most 2^32 macroblocks of 16 pixels a side.
        assert!(width <= (1 << 36) && height <= (1 << 37));
    }
    let _ = gendesk_video::fuzz_parse_sps(data);
    let _ = gendesk_video::sniff::sniff(data);
}

/// `gendesk media probe`'s whole path (sniffing, headers, MP4 demuxing and decoding every
/// frame, audio facts): the report is within the limits and its JSON is valid.
pub fn media_probe(data: &[u8]) {
    let limits = SMALL_VIDEO;
    let report = gendesk_core::media::probe::probe_bytes("fuzz", data.to_vec(), &limits);
    if let Some(video) = &report.video {
        assert!(video.width <= limits.max_width && video.height <= limits.max_height);
    }
    let json: Value = must(
        serde_json::from_str(&report.to_json()),
        "the report is JSON",
    );
    assert!(json.is_object());
    let _ = report.to_text();
    let _ = report.exit_code();
}

/// Audio clip analysis under small caps: what is accepted is within them.
pub fn audio_clip(data: &[u8]) {
    let Some((&selector, bytes)) = data.split_first() else {
        return;
    };
    let hint = [
        None,
        Some("wav"),
        Some("mp3"),
        Some("flac"),
        Some("ogg"),
        Some("m4a"),
    ][usize::from(selector) % 6];
    let limits = DecodeLimits {
        max_bytes: 1024 * 1024,
        max_duration: Duration::from_secs(20),
    };
    if let Ok(clip) = AudioClip::decode_with_limits(bytes.to_vec(), hint, &limits) {
        assert!(clip.sample_rate() > 0 && clip.channels() > 0);
        let max_frames = u64::try_from(limits.max_duration.as_millis()).unwrap_or(u64::MAX)
            * u64::from(clip.sample_rate())
            / 1000;
        assert!(
            clip.frames() <= max_frames,
            "{} frames at {} Hz is past the {:?} cap",
            clip.frames(),
            clip.sample_rate(),
            limits.max_duration
        );
        let peaks = clip.peaks(97);
        assert_eq!(peaks.len(), 97);
        for (low, high) in peaks {
            assert!(
                low <= high,
                "a waveform column's low {low} is above its high {high}"
            );
        }
    }
}

/// Thumbnails and previews of any file (pictures under `image::Limits`, video posters,
/// waveforms): never larger than asked.
pub fn image_preview(data: &[u8]) {
    const EDGE: u32 = 96;
    if let Ok(image) = gendesk_core::media::decode_limited(data) {
        let (width, height) = image.dimensions();
        assert!(width <= gendesk_core::media::decode::MAX_DIMENSION);
        assert!(height <= gendesk_core::media::decode::MAX_DIMENSION);
        let small = gendesk_core::media::fit_within(image, EDGE);
        assert!(small.width().max(small.height()) <= EDGE);
    }
    if let Ok(preview) = gendesk_core::media::poster::preview(data, EDGE) {
        assert!(preview.width().max(preview.height()) <= EDGE);
    }
}

/// A person's own picture as a reference: measured, previewed and fitted.
pub fn reference_picture(data: &[u8]) {
    use gendesk_core::references::LocalPicture;
    let Ok(picture) = LocalPicture::from_bytes("fuzz.png", None, data.to_vec().into()) else {
        return;
    };
    assert!(picture.width > 0 && picture.height > 0);
    let _ = picture.problems();
    if let Ok(preview) = picture.preview(64) {
        assert!(preview.width().max(preview.height()) <= 64);
    }
    // Fitting re-encodes; keep it to small pictures so the fuzzer stays fast.
    if u64::from(picture.width) * u64::from(picture.height) <= 256 * 256
        && let Ok(fitted) = picture.fitted()
    {
        assert!(fitted.fitted);
        assert!(fitted.width.max(fitted.height) <= picture.width.max(picture.height));
    }
}

fn models() -> &'static [ModelSpec] {
    static MODELS: OnceLock<Vec<ModelSpec>> = OnceLock::new();
    MODELS.get_or_init(|| {
        Catalog::builtin()
            .map(|catalog| catalog.models().to_vec())
            .unwrap_or_default()
    })
}

/// The batch importer (CSV, JSON Lines, prompt lists) and the path from a file to batches:
/// every batch made passes the service's rules, and its request body round trips.
pub fn batch_import(data: &[u8]) {
    let Some((&selector, bytes)) = data.split_first() else {
        return;
    };
    let Ok(text) = decode_source(bytes.to_vec()) else {
        return;
    };
    let format = match selector % 4 {
        0 => None,
        n => Some(SourceFormat::ALL[usize::from(n) - 1]),
    };
    let Ok(imported) = import_str(&text, format) else {
        return;
    };
    let lines = text.lines().count().max(1);
    for row in &imported.rows {
        assert!(
            row.line >= 1 && row.line <= lines,
            "row line {} of {lines}",
            row.line
        );
    }
    for problem in &imported.problems {
        assert!(
            problem.line <= lines,
            "problem line {} of {lines}",
            problem.line
        );
    }
    let models = models();
    let Some(spec) = models.get(usize::from(selector / 4) % models.len().max(1)) else {
        return;
    };
    let Ok(run) = from_file::imported_run(&imported, spec) else {
        return;
    };
    for batch in &run.batches {
        must(
            PreparedBatch::new("fuzz-key", batch),
            "every batch made is one the service takes",
        );
        let body = must(serde_json::to_vec(batch), "a batch encodes");
        let back: BatchRequest = must(serde_json::from_slice(&body), "its body decodes");
        assert_eq!(&back, batch, "a batch request body round trips");
    }
}

/// The batch manifest: rows made from the input, written as CSV and JSON Lines, read back
/// to the same values.
pub fn batch_manifest(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    let rows: Vec<ManifestRow> = text
        .split('\u{1e}')
        .take(20)
        .enumerate()
        .map(|(index, chunk)| manifest_row(index, chunk))
        .collect();
    let csv_bytes = must(manifest_csv(&rows), "a manifest encodes as CSV");
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(true)
        .from_reader(csv_bytes.as_slice());
    let header = must(reader.headers(), "the CSV has a header").clone();
    let column = |name: &str| {
        let Some(index) = header.iter().position(|h| h == name) else {
            panic!("the manifest has no {name} column");
        };
        index
    };
    let records: Vec<csv::StringRecord> = must(
        reader.records().collect::<Result<_, _>>(),
        "the CSV reads back",
    );
    assert_eq!(records.len(), rows.len());
    for (row, record) in rows.iter().zip(&records) {
        assert_eq!(record.len(), header.len());
        assert_eq!(&record[column("client_item_id")], row.client_item_id);
        assert_eq!(&record[column("prompt")], row.prompt);
        assert_eq!(&record[column("state")], row.state);
        assert_eq!(
            &record[column("fail_message")],
            row.fail_message.as_deref().unwrap_or_default()
        );
        for (key, value) in &row.input {
            if let Value::String(text) = value {
                assert_eq!(&record[column(key)], text);
            }
        }
    }
    let jsonl = must(manifest_jsonl(&rows), "a manifest encodes as JSON Lines");
    let text = must(String::from_utf8(jsonl), "JSON Lines are UTF-8");
    let lines: Vec<&str> = text.split_terminator('\n').collect();
    assert_eq!(lines.len(), rows.len(), "one line per row");
    for (row, line) in rows.iter().zip(lines) {
        let back: Value = must(serde_json::from_str(line), "each line is JSON");
        assert_eq!(back, must(serde_json::to_value(row), "a row encodes"));
    }
}

/// A manifest row whose text fields come from `chunk` (fields split at U+001F).
fn manifest_row(index: usize, chunk: &str) -> ManifestRow {
    let mut parts = chunk.split('\u{1f}');
    let mut next = || parts.next().unwrap_or_default().to_owned();
    let client_item_id = next();
    let prompt = next();
    let state = next();
    let fail_message = Some(next()).filter(|m| !m.is_empty());
    let mut input = serde_json::Map::new();
    let key = next();
    // Input keys that clash with the fixed columns would make the CSV ambiguous; the
    // manifest's own keys never do (they are the model's field names).
    if !key.is_empty() && !is_fixed_column(&key) {
        input.insert(key, Value::String(next()));
    }
    ManifestRow {
        run_id: None,
        batch_id: Some(format!("batch-{index}")),
        model: "sandbox/image-fast".to_owned(),
        item: u32::try_from(index + 1).unwrap_or(u32::MAX),
        client_item_id,
        task_id: None,
        state,
        prompt,
        input,
        fail_code: None,
        fail_message,
        result_urls: vec![next()],
        local_files: Vec::new(),
    }
}

fn is_fixed_column(key: &str) -> bool {
    [
        "run_id",
        "batch_id",
        "model",
        "item",
        "client_item_id",
        "task_id",
        "state",
        "prompt",
        "fail_code",
        "fail_message",
        "result_urls",
        "local_files",
    ]
    .contains(&key)
}

const SECRETS: [&[u8]; 2] = [b"whsec_current", b"whsec_previous"];
const NOW: i64 = 1_790_000_000;

/// Webhook signature headers: hostile header bytes are rejected with a reason (never a
/// panic), and a delivery signed with a known secret verifies, once.
pub fn webhook_verify(data: &[u8]) {
    use reqwest::header::{HeaderMap, HeaderName, HeaderValue};
    let mut parts = data.splitn(4, |&b| b == b'\n');
    let event_id = parts.next().unwrap_or_default();
    let timestamp = parts.next().unwrap_or_default();
    let signature = parts.next().unwrap_or_default();
    let body = parts.next().unwrap_or_default();

    let mut verifier = WebhookVerifier::new(SECRETS).with_dedupe_capacity(16);
    // Raw header values, as a receiver gets them.
    let mut map = HeaderMap::new();
    for (name, value) in [
        ("x-service-event-id", event_id),
        ("x-service-timestamp", timestamp),
        ("x-service-signature", signature),
    ] {
        if let Ok(value) = HeaderValue::from_bytes(value) {
            map.append(HeaderName::from_static(name), value);
        }
    }
    let headers = WebhookHeaders::from_header_map(&map);
    let _ = verifier.check(&headers, body, NOW);
    if let Ok(event) = verifier.verify(&headers, body, NOW) {
        assert!(event.secret_index < SECRETS.len());
        assert!(
            verifier.verify(&headers, body, NOW).is_err(),
            "a replay is refused"
        );
    }

    // Signed by the sender's code: accepted whenever the event id is a usable header value.
    let id = String::from_utf8_lossy(event_id);
    let signed = SignatureHeaders::new(SECRETS[1], id.as_ref(), NOW - 10, body);
    let mut fresh = WebhookVerifier::new(SECRETS);
    let id_is_usable = !id.is_empty()
        && id.len() <= gendesk_api::webhook::MAX_EVENT_ID_LEN
        && id.bytes().all(|b| b.is_ascii_graphic() || b == b' ')
        && !id.starts_with(' ')
        && !id.ends_with(' ');
    let result = fresh.verify(&signed.as_webhook_headers(), body, NOW);
    if id_is_usable {
        let event = must(result, "a delivery signed with a known secret verifies");
        assert_eq!(event.secret_index, 1);
        assert_eq!(event.event_id, id);
    }
    let mut applied = HeaderMap::new();
    if signed.apply(&mut applied).is_ok() {
        let again = WebhookHeaders::from_header_map(&applied);
        assert_eq!(again, signed.as_webhook_headers(), "headers round trip");
    }
}

/// The service's answers: the `{code, message, data}` envelope around task and batch
/// records, and `resultJson` inside them. What decodes encodes back to the same value.
pub fn api_records(data: &[u8]) {
    if let Ok(envelope) = serde_json::from_slice::<Envelope<TaskRecord>>(data) {
        let _ = envelope.is_ok();
        if let Some(task) = &envelope.data {
            let _ = task.outcome();
            let _ = task.result_urls();
            round_trip(task);
        }
    }
    if let Ok(envelope) = serde_json::from_slice::<Envelope<Batch>>(data)
        && let Some(batch) = &envelope.data
    {
        let _ = batch.expires_at();
        for item in &batch.items {
            if let Some(result) = &item.result {
                let _ = result.payload();
            }
        }
        round_trip(batch);
    }
    if let Ok(request) = serde_json::from_slice::<BatchRequest>(data) {
        round_trip(&request);
        let _ = PreparedBatch::new("fuzz-key", &request);
    }
    if let Ok(text) = std::str::from_utf8(data)
        && let Ok(payload) = gendesk_api::result_json::parse_result_json(text)
    {
        let again = must(
            gendesk_api::result_json::parse_result_json(&payload.to_result_json()),
            "our resultJson parses",
        );
        assert_eq!(again, payload, "resultJson round trips");
    }
}

fn round_trip<T>(value: &T)
where
    T: serde::Serialize + serde::de::DeserializeOwned + PartialEq + std::fmt::Debug,
{
    let bytes = must(serde_json::to_vec(value), "a decoded record encodes");
    let back: T = must(serde_json::from_slice(&bytes), "an encoded record decodes");
    assert_eq!(&back, value, "a record round trips");
}

/// For the libFuzzer entry points of targets that reach symphonia: GenDesk runs symphonia
/// inside `catch_unwind` (it asserts on malformed input) and turns its panics into errors,
/// so a panic with symphonia on its stack is let unwind to that guard instead of aborting;
/// any other panic still aborts (a finding). A symphonia panic that escapes the guard
/// reaches libFuzzer's own guard and aborts too.
pub fn let_symphonia_panics_unwind() {
    std::panic::set_hook(Box::new(|info| {
        // The panic may be raised in `core` (an index, `step_by(0)`) on symphonia's behalf:
        // look at the whole stack.
        let backtrace = std::backtrace::Backtrace::force_capture().to_string();
        let in_symphonia = info
            .location()
            .is_some_and(|location| location.file().contains("symphonia"))
            || backtrace.contains("symphonia");
        if in_symphonia {
            return;
        }
        eprintln!("{info}");
        eprintln!("{backtrace}");
        std::process::abort();
    }));
}

/// The value of `result`, or a panic (a finding) saying what should have held.
fn must<T, E: std::fmt::Debug>(result: Result<T, E>, what: &str) -> T {
    match result {
        Ok(value) => value,
        Err(err) => panic!("{what}: {err:?}"),
    }
}
