//! `gendesk media info` as a real process: a PNG and a JPEG with GenDesk's record print their
//! model, prompt and settings (and as JSON the record itself); a PNG with only an
//! AUTOMATIC1111 `parameters` text prints that; a file without either says so and exits 1; a
//! missing file exits 2 with a sentence.
#![allow(
    clippy::unwrap_used,
    reason = "integration tests: a failed unwrap is a failed test"
)]

use std::path::Path;
use std::process::Command as Process;

use gendesk_api::ModelKind;
use gendesk_core::provenance::{self, Record, RecordFacts};

fn info(args: &[&str], file: &Path) -> (i32, String, String) {
    let output = Process::new(env!("CARGO_BIN_EXE_gendesk"))
        .args(["media", "info"])
        .args(args)
        .arg(file)
        .output()
        .unwrap();
    (
        output.status.code().unwrap(),
        String::from_utf8(output.stdout).unwrap(),
        String::from_utf8(output.stderr).unwrap(),
    )
}

fn record() -> Record {
    Record::from_facts(
        &RecordFacts {
            base_url: "https://api.example.com".into(),
            model: "sandbox/image-pro".into(),
            kind: Some(ModelKind::Image),
            request_json:
                r#"{"input":{"mode":"text-to-image","prompt":"a heron at dawn","seed":11}}"#.into(),
            task_id: Some("task_cli".into()),
            batch_id: Some("batch_1".into()),
            item_id: Some("take-2".into()),
            created_ms: 1_795_442_607_000,
            completed_ms: None,
            estimated_usd: Some(0.05),
        },
        Some(1),
    )
}

fn picture(path: &Path, format: image::ImageFormat) {
    image::RgbImage::from_fn(32, 20, |x, y| {
        image::Rgb([
            u8::try_from(x * 7).unwrap(),
            u8::try_from(y * 11).unwrap(),
            90,
        ])
    })
    .save_with_format(path, format)
    .unwrap();
}

#[test]
fn a_recorded_picture_says_how_it_was_made() {
    let dir = tempfile::tempdir().unwrap();
    for (name, format) in [
        ("heron.png", image::ImageFormat::Png),
        ("heron.jpg", image::ImageFormat::Jpeg),
    ] {
        let path = dir.path().join(name);
        picture(&path, format);
        assert!(provenance::stamp(&path, &record()).unwrap());
        let (code, out, err) = info(&[], &path);
        assert_eq!(code, 0, "{err}");
        for line in [
            "File: ",
            "32×20",
            "Model: sandbox/image-pro (image)",
            "Prompt: a heron at dawn",
            "seed: 11",
            "Task: task_cli, result 1",
            "Batch: batch_1, item take-2",
            "Estimated cost: $0.05",
            "Service: api.example.com",
        ] {
            assert!(out.contains(line), "{line:?} in {out}");
        }
        let (code, out, _) = info(&["--json"], &path);
        assert_eq!(code, 0);
        let json: serde_json::Value = serde_json::from_str(&out).unwrap();
        assert_eq!(json["width"], 32);
        let back: Record = serde_json::from_value(json["record"].clone()).unwrap();
        assert_eq!(back, record());
    }
}

#[test]
fn parameters_alone_no_record_and_no_file_are_told_apart() {
    let dir = tempfile::tempdir().unwrap();
    let a1111 = dir.path().join("a1111.png");
    let file = std::fs::File::create(&a1111).unwrap();
    let mut encoder = png::Encoder::new(file, 2, 1);
    encoder.set_color(png::ColorType::Rgb);
    encoder
        .add_text_chunk(
            "parameters".into(),
            "a castle\nSteps: 20, Seed: 5, Model: sd15".into(),
        )
        .unwrap();
    encoder
        .write_header()
        .unwrap()
        .write_image_data(&[0; 6])
        .unwrap();
    let (code, out, _) = info(&[], &a1111);
    assert_eq!(code, 0);
    assert!(
        out.contains("No GenDesk record; AUTOMATIC1111 parameters:"),
        "{out}"
    );
    assert!(out.contains("Steps: 20, Seed: 5"), "{out}");

    let plain = dir.path().join("plain.png");
    picture(&plain, image::ImageFormat::Png);
    let (code, out, _) = info(&[], &plain);
    assert_eq!(code, 1);
    assert!(
        out.contains("No record: this file does not say how it was made"),
        "{out}"
    );

    let (code, _, err) = info(&[], &dir.path().join("gone.png"));
    assert_eq!(code, 2);
    assert!(err.contains("could not be read"), "{err}");
}
