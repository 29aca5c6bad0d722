//! A result's generation record inside its file, read back by tools that know the formats and
//! not by GenDesk alone: Debian's `exiftool` (PNG text, XMP in JPEG and WebP) and Python's
//! Pillow (PNG text, pixels). Downloads through the engine from the in-process sandbox carry
//! the record, the pixels stay as the service sent them, and the key is in no file. Files made
//! by the tools themselves (a PNG with its own text, a JPEG with an Exif orientation and its own
//! XMP, a lossless WebP, a PNG cut short) keep what they had and stay readable.
#![allow(
    clippy::unwrap_used,
    reason = "integration tests: a failed unwrap is a failed test"
)]

use std::path::{Path, PathBuf};
use std::process::Command as Process;
use std::sync::Arc;
use std::sync::atomic::AtomicUsize;

use gendesk_api::{ModelInput, ModelKind, SubmitTaskRequest};
use gendesk_core::batch::estimate::PriceSource;
use gendesk_core::engine::{Command, DownloadEvent, Event, TaskEvent};
use gendesk_core::provenance::{self, ProvenanceError, Record, RecordFacts};
use gendesk_core::store::Store;
use gendesk_core::testing::{IMAGE, collect_more, collect_until, engine, sent_and_downloaded};
use gendesk_sandbox::DEMO_KEY;
use gendesk_sandbox::testing::start_sandbox;

/// `exiftool -j -G1` of `path`: every tag as `"Group:Name": value`.
fn exiftool(path: &Path) -> serde_json::Map<String, serde_json::Value> {
    let out = Process::new("exiftool")
        .args(["-j", "-G1", "-n"])
        .arg(path)
        .output()
        .unwrap_or_else(|err| {
            panic!("exiftool did not run ({err}): apt-get install -y libimage-exiftool-perl")
        });
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let mut all: Vec<serde_json::Map<String, serde_json::Value>> =
        serde_json::from_slice(&out.stdout).unwrap();
    all.remove(0)
}

/// Runs a Python snippet with Pillow; `sys.argv[1:]` are `args`.
fn pillow(script: &str, args: &[&Path]) -> String {
    // Debian's own Python, which python3-pil belongs to (a `python3` earlier on PATH, e.g.
    // pyenv's, has no Pillow).
    let out = Process::new("/usr/bin/python3")
        .arg("-c")
        .arg(script)
        .args(args)
        .output()
        .unwrap_or_else(|err| panic!("python3 did not run ({err})"));
    assert!(
        out.status.success(),
        "Pillow: {} (apt-get install -y python3-pil)",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

fn pixels(path: &Path) -> Vec<u8> {
    image::ImageReader::open(path)
        .unwrap()
        .with_guessed_format()
        .unwrap()
        .decode()
        .unwrap()
        .to_rgba8()
        .into_raw()
}

fn text(field: Option<&serde_json::Value>) -> String {
    field
        .and_then(serde_json::Value::as_str)
        .unwrap_or_default()
        .to_owned()
}

fn picture(prompt: &str, format: &str) -> Command {
    Command::SubmitTask {
        model: IMAGE.into(),
        kind: ModelKind::Image,
        request: SubmitTaskRequest::asynchronous(
            ModelInput::new("text-to-image", prompt)
                .with("resolution", "1K")
                .with("output_format", format)
                .with("aspect_ratio", "16:9"),
        ),
        price: PriceSource::Sandbox,
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn downloaded_pictures_carry_their_record_where_other_tools_read_it() {
    let sandbox = start_sandbox(100.0).await;
    let dir = tempfile::tempdir().unwrap();
    let engine = engine(
        &sandbox,
        dir.path(),
        DEMO_KEY,
        Arc::new(AtomicUsize::new(0)),
    );
    engine.send(picture("a red fox, in snow", "png")).unwrap();
    engine.send(picture("a harbour at dawn", "jpeg")).unwrap();
    let is_final = |e: &Event| {
        matches!(
            e,
            Event::Task(TaskEvent::TaskUpdated { is_final: true, .. })
        )
    };
    let events = collect_until(&engine, |events| {
        events.iter().filter(|e| is_final(e)).count() == 2
    })
    .await;
    let folder = dir.path().join("downloads");
    let rows: Vec<_> = events
        .iter()
        .filter_map(|e| match e {
            Event::Task(TaskEvent::Submitted { row, .. }) => Some(*row),
            _ => None,
        })
        .collect();
    for row in &rows {
        engine
            .send(Command::Download {
                task: *row,
                folder: folder.clone(),
                only: None,
            })
            .unwrap();
    }
    let events = collect_more(&engine, Vec::new(), |events| {
        events
            .iter()
            .filter(|e| matches!(e, Event::Download(DownloadEvent::DownloadFinished { .. })))
            .count()
            == 2
    })
    .await;
    assert!(
        !events.iter().any(|e| matches!(e, Event::Error { .. })),
        "{events:#?}"
    );
    engine.shutdown();
    let store = Store::open(&dir.path().join("history.sqlite3")).unwrap();
    for row in rows {
        let task = store.task(row).unwrap().unwrap();
        let file = std::fs::read_dir(&folder)
            .unwrap()
            .map(|e| e.unwrap().path())
            .find(|p| {
                p.file_name()
                    .unwrap()
                    .to_string_lossy()
                    .contains(task.task_id.as_deref().unwrap())
            })
            .unwrap();
        check_downloaded(
            &file,
            &task.result_urls[0],
            task.task_id.as_deref().unwrap(),
        )
        .await;
    }
    sandbox.shutdown().await;
}

/// One downloaded picture: its record as exiftool and Pillow read it, its pixels as sent, no key.
async fn check_downloaded(file: &Path, url: &str, task_id: &str) {
    let bytes = std::fs::read(file).unwrap();
    assert!(
        !bytes
            .windows(DEMO_KEY.len())
            .any(|w| w == DEMO_KEY.as_bytes()),
        "the key is in {}",
        file.display()
    );
    let sent = reqwest::get(url).await.unwrap().bytes().await.unwrap();
    let original = file.with_extension("sent");
    std::fs::write(&original, &sent).unwrap();
    assert_eq!(
        pixels(file),
        pixels(&original),
        "the pixels as the service sent them"
    );
    std::fs::remove_file(&original).unwrap();

    let tags = exiftool(file);
    let png = file.extension().unwrap() == "png";
    let (record_tag, prompt) = if png {
        ("PNG:Gendesk", "a red fox, in snow")
    } else {
        ("XMP-gendesk:Record", "a harbour at dawn")
    };
    let record = Record::from_json(&text(tags.get(record_tag))).unwrap_or_else(|| {
        panic!("no record under {record_tag} in {tags:#?}");
    });
    assert_eq!(record.task_id.as_deref(), Some(task_id));
    assert_eq!(record.model, IMAGE);
    assert_eq!(record.prompt(), Some(prompt));
    assert_eq!(record.input["aspect_ratio"], "16:9");
    assert_eq!(record.result, Some(1));
    if png {
        let parameters = text(tags.get("PNG:Parameters"));
        assert!(
            parameters.starts_with("a red fox, in snow\n"),
            "{parameters}"
        );
        let read = pillow(
            "import sys\nfrom PIL import Image\nim = Image.open(sys.argv[1])\nim.load()\nprint(im.text['parameters'].splitlines()[0])",
            &[file],
        );
        assert_eq!(read.trim(), "a red fox, in snow");
    } else {
        assert_eq!(text(tags.get("XMP-dc:Description")), prompt);
        assert!(text(tags.get("XMP-xmp:CreatorTool")).starts_with("GenDesk "));
    }
    let found = tokio::task::spawn_blocking({
        let file = file.to_owned();
        move || provenance::read(&file)
    })
    .await
    .unwrap()
    .unwrap();
    assert_eq!(
        found.record,
        Some(record),
        "GenDesk reads back what it wrote"
    );
}

fn record() -> Record {
    let facts = RecordFacts {
        base_url: "https://api.example.com".into(),
        model: "sandbox/image-pro".into(),
        kind: Some(ModelKind::Image),
        request_json: serde_json::json!({"input": {
            "mode": "text-to-image", "prompt": "a lighthouse, café & <night>", "seed": 7
        }})
        .to_string(),
        task_id: Some("task_tools".into()),
        batch_id: None,
        item_id: None,
        created_ms: 1_795_442_607_000,
        completed_ms: None,
        estimated_usd: Some(0.05),
    };
    Record::from_facts(&facts, Some(1))
}

/// A picture of 40×24 made by Pillow in `format`, with what `extra` adds, at `path`.
fn made_by_pillow(path: &Path, format: &str, extra: &str) {
    pillow(
        &format!(
            "import sys\nfrom PIL import Image, PngImagePlugin\nim = Image.new('RGB', (40, 24))\nfor x in range(40):\n    for y in range(24):\n        im.putpixel((x, y), (x * 6, y * 10, (x + y) * 4))\n{extra}\nim.save(sys.argv[1], '{format}', **options)"
        ),
        &[path],
    );
}

fn stamped(path: &Path) -> PathBuf {
    let before = pixels(path);
    assert!(provenance::stamp(path, &record()).unwrap(), "written");
    assert_eq!(pixels(path), before, "the same pixels");
    let found = provenance::read(path).unwrap();
    assert_eq!(found.record, Some(record()));
    path.to_owned()
}

#[test]
fn a_png_keeps_its_own_text_and_gets_the_record() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("own.png");
    made_by_pillow(
        &path,
        "PNG",
        "info = PngImagePlugin.PngInfo()\ninfo.add_text('Comment', 'drawn by hand')\noptions = {'pnginfo': info}",
    );
    stamped(&path);
    let read = pillow(
        "import sys, json\nfrom PIL import Image\nim = Image.open(sys.argv[1])\nim.load()\nprint(json.dumps(im.text))",
        &[&path],
    );
    let texts: serde_json::Value = serde_json::from_str(&read).unwrap();
    assert_eq!(texts["Comment"], "drawn by hand");
    assert!(
        texts["parameters"]
            .as_str()
            .unwrap()
            .starts_with("a lighthouse, café & <night>\n")
    );
    assert_eq!(
        Record::from_json(texts["gendesk"].as_str().unwrap()),
        Some(record())
    );
}

#[test]
fn a_jpeg_keeps_its_orientation_and_its_own_xmp() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("camera.jpg");
    made_by_pillow(&path, "JPEG", "options = {'quality': 90}");
    let tagged = Process::new("exiftool")
        .args([
            "-overwrite_original",
            "-n",
            "-Orientation=6",
            "-XMP-dc:Title=Harbour",
        ])
        .arg(&path)
        .output()
        .unwrap();
    assert!(tagged.status.success());
    stamped(&path);
    let tags = exiftool(&path);
    assert_eq!(tags["IFD0:Orientation"], 6, "{tags:#?}");
    assert_eq!(tags["XMP-dc:Title"], "Harbour");
    assert_eq!(
        text(tags.get("XMP-dc:Description")),
        "a lighthouse, café & <night>"
    );
    assert_eq!(
        Record::from_json(&text(tags.get("XMP-gendesk:Record"))),
        Some(record())
    );
    // Again (the same file downloaded twice): still one record, the title kept.
    stamped(&path);
    let tags = exiftool(&path);
    assert_eq!(tags["XMP-dc:Title"], "Harbour");
}

#[test]
fn a_lossless_webp_becomes_extended_and_carries_the_record() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("drawn.webp");
    made_by_pillow(&path, "WEBP", "options = {'lossless': True}");
    stamped(&path);
    let tags = exiftool(&path);
    assert_eq!(
        Record::from_json(&text(tags.get("XMP-gendesk:Record"))),
        Some(record()),
        "{tags:#?}"
    );
    let size = pillow(
        "import sys\nfrom PIL import Image\nprint(Image.open(sys.argv[1]).size)",
        &[&path],
    );
    assert_eq!(size.trim(), "(40, 24)");
}

#[test]
fn a_png_cut_short_is_left_as_it_was() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("cut.png");
    made_by_pillow(&path, "PNG", "options = {}");
    let whole = std::fs::read(&path).unwrap();
    std::fs::write(&path, &whole[..whole.len() - 30]).unwrap();
    let err = provenance::stamp(&path, &record()).unwrap_err();
    assert!(
        matches!(err, ProvenanceError::Damaged { format: "PNG", .. }),
        "{err}"
    );
    assert!(err.to_string().contains("cut short"), "{err}");
    assert_eq!(std::fs::read(&path).unwrap(), &whole[..whole.len() - 30]);
    let other = dir.path().join("notes.txt");
    std::fs::write(&other, "just words").unwrap();
    assert!(
        !provenance::stamp(&other, &record()).unwrap(),
        "not a picture: untouched"
    );
    assert_eq!(std::fs::read(&other).unwrap(), b"just words");
}

/// A film of the sandbox's lite video model (5 s, 480p).
fn film(prompt: &str) -> Command {
    Command::SubmitTask {
        model: "sandbox/video-lite".into(),
        kind: ModelKind::Video,
        request: SubmitTaskRequest::asynchronous(
            ModelInput::new("text-to-video", prompt)
                .with("duration", 5)
                .with("resolution", "480p"),
        ),
        price: PriceSource::Sandbox,
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn a_downloaded_film_carries_its_record_and_its_media_data_never_moves() {
    let sandbox = start_sandbox(100.0).await;
    let dir = tempfile::tempdir().unwrap();
    let engine = engine(
        &sandbox,
        dir.path(),
        DEMO_KEY,
        Arc::new(AtomicUsize::new(0)),
    );
    let folder = dir.path().join("downloads");
    let (row, _) = sent_and_downloaded(&engine, film("waves on a breakwater"), &folder).await;
    engine.shutdown();
    let task = Store::open(&dir.path().join("history.sqlite3"))
        .unwrap()
        .task(row)
        .unwrap()
        .unwrap();
    let file = std::fs::read_dir(&folder)
        .unwrap()
        .next()
        .unwrap()
        .unwrap()
        .path();
    let sent = reqwest::get(&task.result_urls[0])
        .await
        .unwrap()
        .bytes()
        .await
        .unwrap();
    sandbox.shutdown().await;

    // The sandbox's films start with `moov` ("fast start"): it became free space, a new one is
    // at the end, and every other byte is where it was.
    let kept = std::fs::read(&file).unwrap();
    let moov_at = usize::try_from(u32::from_be_bytes(sent[..4].try_into().unwrap())).unwrap();
    assert_eq!(&sent[moov_at + 4..moov_at + 8], b"moov");
    assert_eq!(&kept[moov_at + 4..moov_at + 8], b"free");
    assert_eq!(kept[..moov_at + 4], sent[..moov_at + 4]);
    assert_eq!(kept[moov_at + 8..sent.len()], sent[moov_at + 8..]);
    assert!(
        !kept
            .windows(DEMO_KEY.len())
            .any(|w| w == DEMO_KEY.as_bytes())
    );
    check_film(&file, task.task_id.as_deref().unwrap());

    // Written again (`moov` is last now): replaced where it stands, still one of each.
    let before = kept.len();
    assert!(provenance::stamp(&file, &record()).unwrap());
    let again = std::fs::metadata(&file).unwrap().len();
    assert!(
        again.abs_diff(u64::try_from(before).unwrap()) < 4096,
        "the moov was replaced, not added: {before} → {again}"
    );
    let tags = exiftool(&file);
    assert_eq!(
        Record::from_json(&text(tags.get("iTunes:Gendesk"))),
        Some(record()),
        "{tags:#?}"
    );
    let plays =
        gendesk_core::media::probe::probe_file(&file, &gendesk_video::VideoLimits::default())
            .unwrap();
    assert_eq!(plays.exit_code(), 0, "{}", plays.to_text());
}

/// A downloaded film: exiftool reads its items, and GenDesk's own player code still plays it.
fn check_film(file: &Path, task_id: &str) {
    let tags = exiftool(file);
    assert_eq!(
        text(tags.get("ItemList:Description")),
        "waves on a breakwater",
        "{tags:#?}"
    );
    assert!(text(tags.get("ItemList:Comment")).starts_with("waves on a breakwater\n"));
    let record = Record::from_json(&text(tags.get("iTunes:Gendesk")))
        .unwrap_or_else(|| panic!("no record in {tags:#?}"));
    assert_eq!(record.task_id.as_deref(), Some(task_id));
    assert_eq!(record.model, "sandbox/video-lite");
    assert_eq!(record.input["duration"], 5);
    assert_eq!(provenance::read(file).unwrap().record, Some(record));
    let plays =
        gendesk_core::media::probe::probe_file(file, &gendesk_video::VideoLimits::default())
            .unwrap();
    assert_eq!(plays.exit_code(), 0, "{}", plays.to_text());
}

/// The record's JSON as exiftool shows it: a tag `Gendesk` (Vorbis comments, MP4), or ID3's
/// user text `(gendesk) …`.
fn record_tag(tags: &serde_json::Map<String, serde_json::Value>) -> Vec<String> {
    tags.iter()
        .filter_map(|(key, value)| {
            let value = text(Some(value));
            if key.ends_with(":Gendesk") {
                Some(value)
            } else {
                value.strip_prefix("(gendesk) ").map(str::to_owned)
            }
        })
        .collect()
}

#[test]
fn music_files_made_by_ffmpeg_keep_their_sound_and_carry_the_record() {
    let seeds = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fuzz/seeds/audio_clip");
    let dir = tempfile::tempdir().unwrap();
    for name in ["tiny.mp3", "tiny.wav", "tiny.flac", "tiny.ogg", "tiny.m4a"] {
        let path = dir.path().join(name);
        // A fuzz seed is one byte of the target's own, then the file ffmpeg made.
        std::fs::write(&path, &std::fs::read(seeds.join(name)).unwrap()[1..]).unwrap();
        let hint = name.rsplit('.').next();
        let before =
            gendesk_core::media::audio::AudioClip::decode(std::fs::read(&path).unwrap(), hint)
                .unwrap();
        assert!(
            provenance::stamp(&path, &record()).unwrap(),
            "{name}: written"
        );
        let after =
            gendesk_core::media::audio::AudioClip::decode(std::fs::read(&path).unwrap(), hint)
                .unwrap_or_else(|err| panic!("{name} no longer plays: {err}"));
        assert_eq!(
            (after.frames(), after.peaks(64)),
            (before.frames(), before.peaks(64)),
            "{name}: the same sound"
        );
        assert_eq!(
            provenance::read(&path).unwrap().record,
            Some(record()),
            "{name}: GenDesk reads it back"
        );
        let tags = exiftool(&path);
        let json = record_tag(&tags);
        assert_eq!(json.len(), 1, "{name}: {tags:#?}");
        assert_eq!(
            Record::from_json(&json[0]),
            Some(record()),
            "{name}: {tags:#?}"
        );
        // The parameters as a comment (a WAV's RIFF INFO has no declared text encoding, so
        // exiftool reads it as Latin-1; its ID3 comment is the exact one).
        assert!(
            tags.iter().any(|(key, value)| {
                key.rsplit(':')
                    .next()
                    .is_some_and(|n| n.starts_with("Comment"))
                    && text(Some(value)).starts_with("a lighthouse, café & <night>")
            }),
            "{name}: {tags:#?}"
        );
        // Written again: still one record.
        assert!(provenance::stamp(&path, &record()).unwrap());
        assert_eq!(record_tag(&exiftool(&path)).len(), 1, "{name}");
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn with_records_beside_the_files_a_json_sits_next_to_the_untouched_download() {
    let sandbox = start_sandbox(100.0).await;
    let dir = tempfile::tempdir().unwrap();
    let mut settings = gendesk_core::testing::config(&sandbox, dir.path(), DEMO_KEY);
    settings.records_in_files = false;
    settings.record_sidecars = true;
    let engine = gendesk_core::engine::Engine::start(settings, Arc::new(|| {})).unwrap();
    let folder = dir.path().join("downloads");
    let (row, path) =
        sent_and_downloaded(&engine, picture("a kite over dunes", "png"), &folder).await;
    engine.shutdown();
    let task = Store::open(&dir.path().join("history.sqlite3"))
        .unwrap()
        .task(row)
        .unwrap()
        .unwrap();
    let sent = reqwest::get(&task.result_urls[0])
        .await
        .unwrap()
        .bytes()
        .await
        .unwrap();
    sandbox.shutdown().await;
    assert_eq!(std::fs::read(&path).unwrap(), sent, "the file as sent");
    let beside = provenance::sidecar_path(&path);
    let record: Record = serde_json::from_slice(&std::fs::read(&beside).unwrap()).unwrap();
    assert_eq!(record.prompt(), Some("a kite over dunes"));
    assert_eq!(record.task_id, task.task_id);
    let mut names: Vec<String> = std::fs::read_dir(&folder)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(
        names.len(),
        2,
        "the file and its .json, no temporary left: {names:?}"
    );
}
