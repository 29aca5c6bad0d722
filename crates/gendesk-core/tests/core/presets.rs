//! Named presets with real files: the whole form saved and brought back, kept as TOML, renamed,
//! duplicated, removed, exported and imported; what no longer fits a model is said.
#![allow(
    clippy::unwrap_used,
    reason = "integration tests: a failed unwrap is a failed test"
)]

use gendesk_api::{Provider, RequestType};
use gendesk_core::catalog::{Catalog, ModelSpec};
use gendesk_core::compose::preset::{
    Preset, PresetError, PresetFile, PresetReference, check_name, profile_file_name,
};
use gendesk_core::compose::{ComposeForm, LocalReference, ReferenceRow};
use gendesk_core::references::PictureType;
use serde_json::json;

fn model(id: &str) -> ModelSpec {
    Catalog::builtin().unwrap().get(id).unwrap().clone()
}

fn filled() -> (ModelSpec, ComposeForm) {
    let spec = model("sandbox/image-pro");
    let mut form = ComposeForm::new(&spec);
    form.prompt = "a lighthouse at dusk, watercolour".into();
    form.set_value("mode", json!("image-to-image"));
    form.set_value("aspect_ratio", json!("16:9"));
    form.set_value("seed", json!(42));
    form.image_urls = vec![
        "https://img.example/a.png".into(),
        ReferenceRow::Local(LocalReference {
            name: "cat.png".into(),
            path: Some("/home/me/cat.png".into()),
            sha256: "ab".repeat(32),
            kind: PictureType::Png,
            byte_len: 1000,
            width: 10,
            height: 10,
            fitted: true,
            hosted: None,
        }),
    ];
    form.advanced.provider = Provider::Official;
    form.advanced.request_type = RequestType::Callback;
    form.advanced.callback_url = "https://hooks.example/cb".into();
    form.advanced.extra_json = "{\"style\": \"calm\"}".into();
    (spec, form)
}

#[test]
fn the_whole_form_goes_through_a_file_and_comes_back() {
    let (spec, form) = filled();
    let preset = Preset::from_form("  Dusk edits ", &form);
    assert_eq!(preset.name, "Dusk edits");
    assert_eq!(
        preset.references,
        vec![
            PresetReference::Url {
                url: "https://img.example/a.png".into()
            },
            PresetReference::File {
                file: "/home/me/cat.png".into(),
                sha256: "ab".repeat(32),
                fitted: true
            }
        ]
    );
    let dir = tempfile::tempdir().unwrap();
    let path = dir
        .path()
        .join("presets")
        .join(profile_file_name("My account"));
    let mut file = PresetFile::default();
    file.put(preset);
    file.save(&path).unwrap();
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.contains("name = \"Dusk edits\""), "{text}");
    assert!(text.contains("file = \"/home/me/cat.png\""), "{text}");

    let loaded = PresetFile::load(&path).unwrap();
    assert_eq!(loaded, file);
    let (back, left_out) = loaded.get("dusk EDITS").unwrap().to_form(&spec);
    assert!(left_out.is_empty(), "{left_out:?}");
    assert_eq!(back.prompt, form.prompt);
    assert_eq!(back.values, form.values);
    assert_eq!(back.advanced, form.advanced);
    // Addresses come back in the form; pictures are read again from their files.
    assert_eq!(back.image_urls, vec!["https://img.example/a.png"]);
    assert_eq!(
        loaded.get("Dusk edits").unwrap().files(),
        vec![("/home/me/cat.png".into(), "ab".repeat(32), true)]
    );
}

#[test]
fn what_another_model_does_not_take_is_named() {
    let (_, form) = filled();
    let preset = Preset::from_form("Dusk", &form);
    // Image Fast has no seed and no 16:9 is fine; video takes neither mode nor seed.
    let fast = model("sandbox/image-fast");
    let (back, left_out) = preset.to_form(&fast);
    assert_eq!(left_out, vec!["seed".to_owned()]);
    assert_eq!(back.value("aspect_ratio"), &json!("16:9"));
    let video = model("sandbox/video-lite");
    let (_, left_out) = preset.to_form(&video);
    assert!(left_out.contains(&"mode".to_owned()) && left_out.contains(&"seed".to_owned()));
}

#[test]
fn presets_are_renamed_duplicated_removed_and_merged_without_clashes() {
    let (_, form) = filled();
    let mut file = PresetFile::default();
    file.put(Preset::from_form("Dusk", &form));
    assert_eq!(file.duplicate("dusk").as_deref(), Some("Dusk (copy)"));
    assert_eq!(file.duplicate("Dusk").as_deref(), Some("Dusk (copy) (2)"));
    assert!(matches!(
        file.rename("Dusk (copy)", "DUSK"),
        Err(PresetError::Name(text)) if text.contains("already exists")
    ));
    file.rename("Dusk (copy)", "Dawn").unwrap();
    assert!(file.get("Dawn").is_some());
    assert!(file.remove("dawn"));
    assert!(!file.remove("dawn"));
    // Importing a file with a name already taken keeps both.
    let mut shared = PresetFile::default();
    shared.put(Preset::from_form("Dusk", &form));
    shared.put(Preset::from_form("Noon", &form));
    assert_eq!(file.merge(shared), vec!["Dusk (2)", "Noon"]);
    assert_eq!(file.presets.len(), 4);
    assert!(check_name("   ").is_err());
    assert!(check_name(&"x".repeat(81)).is_err());
    assert_ne!(profile_file_name("a/b"), profile_file_name("a_b"));
}

#[test]
fn a_file_that_is_not_presets_says_so() {
    let dir = tempfile::tempdir().unwrap();
    assert_eq!(
        PresetFile::load(&dir.path().join("none.toml")).unwrap(),
        PresetFile::default()
    );
    let bad = dir.path().join("bad.toml");
    std::fs::write(&bad, "presets = 3").unwrap();
    let err = PresetFile::load(&bad).unwrap_err();
    assert!(
        err.to_string().contains("is not a GenDesk presets file"),
        "{err}"
    );
    std::fs::write(&bad, "[[presets]]\nname = \"\"\nmodel = \"m\"\n").unwrap();
    assert!(
        PresetFile::load(&bad)
            .unwrap_err()
            .to_string()
            .contains("has no name")
    );
}
