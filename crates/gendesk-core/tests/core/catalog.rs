//! The model catalogue: the built-in asset, the sandbox merge, user models on disk, layering
//! and search.
#![allow(
    clippy::unwrap_used,
    reason = "integration tests: a failed unwrap is a failed test"
)]

use gendesk_core::catalog::KindWords as _;
use gendesk_core::catalog::{
    Catalog, CatalogError, FieldType, ModelDoc, ModelKind, ModelSource, ModelSpec, UserModels,
    UserModelsError,
};
use serde_json::{Value, json};

/// `GET /sandbox/catalog` as the sandbox serves it (a literal copy of its `demo_catalog()`
/// serialized with its serde attributes).
const SANDBOX_CATALOG: &str = r#"{"models":[
{"id":"sandbox/image-fast","displayName":"Sandbox Image Fast","kind":"image","description":"Quick drafts; the full 5000-character prompt limit","promptMaxChars":5000,"price":{"rule":"perImage","k1":0.02,"k2":0.04,"k4":0.08},"typicalSeconds":5},
{"id":"sandbox/image-pro","displayName":"Sandbox Image Pro","kind":"image","description":"Higher quality, slower; prompts up to 2000 characters; optional seed","promptMaxChars":2000,"extraFields":[{"name":"seed","type":"integer","description":"Same seed and prompt give the same picture","minimum":0,"maximum":4294967295}],"price":{"rule":"perImage","k1":0.05,"k2":0.09,"k4":0.16},"typicalSeconds":9},
{"id":"sandbox/video-lite","displayName":"Sandbox Video Lite","kind":"video","description":"Short clips of 5 or 10 seconds","promptMaxChars":2500,"durations":[5,10],"price":{"rule":"perVideoSecond","p480":0.02,"p720":0.04,"p1080":0.07},"typicalSeconds":40},
{"id":"sandbox/video-cinema","displayName":"Sandbox Video Cinema","kind":"video","description":"Cinematic clips of 4, 8 or 12 seconds, filmed look (H.264 High with B-frames, 24 fps, 854x480)","promptMaxChars":2500,"durations":[8,4,12],"price":{"rule":"perVideoSecond","p480":0.04,"p720":0.08,"p1080":0.12},"typicalSeconds":70},
{"id":"sandbox/music","displayName":"Sandbox Music","kind":"audio","description":"Two takes of a short song per task (versions V4 to V5)","promptMaxChars":3000,"price":{"rule":"perTrack","price":0.06},"typicalSeconds":30}
]}"#;

fn builtin() -> Catalog {
    Catalog::builtin().unwrap()
}

fn keys(model: &ModelSpec) -> Vec<&str> {
    model.fields.iter().map(|f| f.key.as_str()).collect()
}

fn strings(values: &[&str]) -> Vec<Value> {
    values.iter().map(|v| Value::from(*v)).collect()
}

#[test]
fn image_models_have_the_documented_fields() {
    let catalog = builtin();
    let fast = catalog.get("sandbox/image-fast").unwrap();
    assert_eq!(
        keys(fast),
        [
            "mode",
            "prompt",
            "negative_prompt",
            "image_urls",
            "aspect_ratio",
            "resolution",
            "output_format"
        ]
    );
    let mode = fast.field("mode").unwrap();
    assert!(mode.required);
    assert_eq!(mode.default, json!("text-to-image"));
    assert_eq!(
        mode.field_type,
        FieldType::Enum {
            values: strings(&["text-to-image", "image-to-image"])
        }
    );
    assert_eq!(fast.prompt_bounds(), (1, Some(5000)));
    let urls = fast.field("image_urls").unwrap();
    assert_eq!(urls.field_type, FieldType::UrlList { max_items: Some(5) });
    assert_eq!(urls.modes, ["image-to-image"]);
    assert!(urls.required);
    assert!(!urls.applies_to_mode(Some("text-to-image")));
    assert!(urls.applies_to_mode(Some("image-to-image")));
    assert_eq!(fast.reference_mode(), Some("image-to-image"));
    let aspect = fast.field("aspect_ratio").unwrap();
    assert_eq!(aspect.default, json!("1:1"));
    assert_eq!(aspect.choices().len(), 11);
    assert!(aspect.choices().contains(&json!("auto")));
    assert_eq!(fast.field("resolution").unwrap().default, json!("2K"));
    assert_eq!(fast.field("output_format").unwrap().default, json!("png"));
    assert_eq!(
        fast.field("negative_prompt").unwrap().field_type,
        FieldType::Text { max_chars: None }
    );
    assert!(!fast.field("negative_prompt").unwrap().required);
}

#[test]
fn video_and_music_models_have_the_documented_fields() {
    let catalog = builtin();
    let template = catalog.templates().fields(ModelKind::Video);
    let duration = template.iter().find(|f| f.key == "duration").unwrap();
    assert_eq!(
        duration.field_type,
        FieldType::Integer {
            min: Some(1),
            max: Some(60)
        }
    );
    assert_eq!(duration.default, Value::Null);
    let sound = template.iter().find(|f| f.key == "sound").unwrap();
    assert_eq!(
        (sound.field_type.clone(), sound.default.clone()),
        (FieldType::Bool, json!(false))
    );

    let lite = catalog.get("sandbox/video-lite").unwrap();
    assert_eq!(
        keys(lite),
        [
            "mode",
            "prompt",
            "negative_prompt",
            "image_urls",
            "aspect_ratio",
            "resolution",
            "duration",
            "sound"
        ]
    );
    assert_eq!(lite.field("aspect_ratio").unwrap().default, json!("16:9"));
    assert_eq!(lite.field("resolution").unwrap().default, json!("1080p"));
    assert_eq!(lite.prompt_bounds(), (1, Some(2500)));
    assert_eq!(lite.reference_mode(), Some("image-to-video"));
    let cinema = catalog.get("sandbox/video-cinema").unwrap();
    let duration = cinema.field("duration").unwrap();
    assert_eq!(duration.choices(), [json!(4), json!(8), json!(12)]);
    assert_eq!(duration.default, json!(8));
    assert_eq!(
        catalog
            .get("sandbox/video-lite")
            .unwrap()
            .field("duration")
            .unwrap()
            .default,
        json!(5)
    );

    let music = catalog.get("sandbox/music").unwrap();
    assert_eq!(
        keys(&music.clone()),
        ["mode", "prompt", "customMode", "instrumental"]
    );
    assert!(music.field("aspect_ratio").is_none());
    assert_eq!(music.modes(), ["V4", "V4_5", "V4_5PLUS", "V5"]);
    assert_eq!(music.field("mode").unwrap().default, Value::Null);
    assert_eq!(music.prompt_bounds(), (1, Some(3000)));
    assert_eq!(music.reference_mode(), None);
    assert_eq!(
        catalog.templates().fields(ModelKind::Audio)[1].key,
        "prompt"
    );
}

#[test]
fn kinds_have_icons_and_labels() {
    assert_eq!(ModelKind::Image.label(), "Image");
    assert_eq!(ModelKind::Video.label(), "Video");
    assert_eq!(ModelKind::Audio.label(), "Music");
    for kind in ModelKind::ALL {
        assert!(!kind.icon().is_empty());
        assert!(kind.icon().chars().count() <= 2, "{}", kind.icon());
    }
    let catalog = builtin();
    assert_eq!(
        catalog.get("sandbox/music").unwrap().list_label(),
        "🎵 Sandbox Music (sandbox/music)"
    );
    assert!(
        catalog
            .models()
            .iter()
            .all(|m| m.source == ModelSource::BuiltIn)
    );
}

#[test]
fn sandbox_merge_reproduces_the_builtin_definitions() {
    let builtin = builtin();
    let mut merged = builtin.clone();
    assert_eq!(merged.merge_sandbox(SANDBOX_CATALOG).unwrap(), 5);
    assert_eq!(merged.len(), 5, "same IDs replace, never duplicate");
    for model in merged.models() {
        assert_eq!(model.source, ModelSource::Sandbox);
        let original = builtin.get(&model.id).unwrap();
        assert_eq!(model.fields, original.fields, "{}", model.id);
        assert_eq!(model.display_name, original.display_name);
        assert_eq!(model.description, original.description);
        assert_eq!(model.kind, original.kind);
    }
}

#[test]
fn sandbox_merge_adds_new_models_and_kinds_of_fields() {
    let mut catalog = builtin();
    let served = r#"{"models":[{"id":"sandbox/new","displayName":"New","kind":"video",
        "description":"d","promptMaxChars":100,"durations":[6],
        "extraFields":[{"name":"guidanceScale","type":"number","description":"How closely","minimum":1,"maximum":20},
                       {"name":"watermark","type":"boolean","description":"Add a mark"},
                       {"name":"style","type":"string","description":"Free style"}],
        "price":{"rule":"perTrack","price":1.0},"typicalSeconds":3,"futureField":true}]}"#;
    assert_eq!(catalog.merge_sandbox(served).unwrap(), 1);
    let model = catalog.models().last().unwrap();
    assert_eq!(model.id, "sandbox/new");
    assert_eq!(model.prompt_bounds(), (1, Some(100)));
    assert_eq!(model.field("duration").unwrap().choices(), [json!(6)]);
    let guidance = model.field("guidanceScale").unwrap();
    assert_eq!(guidance.label, "Guidance scale");
    assert_eq!(guidance.help, "How closely");
    assert_eq!(
        guidance.field_type,
        FieldType::Number {
            min: Some(1.0),
            max: Some(20.0)
        }
    );
    assert_eq!(
        model.field("watermark").unwrap().field_type,
        FieldType::Bool
    );
    assert_eq!(
        model.field("style").unwrap().field_type,
        FieldType::Text { max_chars: None }
    );
}

#[test]
fn sandbox_merge_refuses_a_wrong_shape() {
    let mut catalog = builtin();
    let err = catalog
        .merge_sandbox(r#"{"models": [{"id": "x"}]}"#)
        .unwrap_err();
    assert!(matches!(err, CatalogError::SandboxJson { .. }), "{err:?}");
    assert!(err.to_string().contains("sandbox"), "{err}");
    assert_eq!(catalog, builtin(), "nothing merged on error");
}

#[test]
fn later_sources_win_whatever_the_order_and_positions_stay() {
    let mut catalog = builtin();
    let mut user = UserModels::default();
    let mut mine = ModelDoc::new("sandbox/image-fast", ModelKind::Image);
    mine.display_name = Some("My fast".into());
    user.upsert(mine);
    user.upsert(ModelDoc::new("vendor/extra", ModelKind::Audio));
    assert!(catalog.add_user_models(&user).is_empty());
    catalog.merge_sandbox(SANDBOX_CATALOG).unwrap();
    let first = &catalog.models()[0];
    assert_eq!(first.id, "sandbox/image-fast");
    assert_eq!(first.display_name, "My fast");
    assert_eq!(first.source, ModelSource::User);
    assert_eq!(
        catalog.get("sandbox/image-pro").unwrap().source,
        ModelSource::Sandbox
    );
    let last = catalog.models().last().unwrap();
    assert_eq!(
        (last.id.as_str(), last.display_name.as_str()),
        ("vendor/extra", "vendor/extra")
    );
    assert_eq!(catalog.len(), 6);
}

#[test]
fn user_models_can_add_fields_and_override_limits() {
    let text = r#"
[[model]]
id = "vendor/painter"
kind = "image"
display_name = "Painter"

[[model.overrides]]
key = "prompt"
max_chars = 1000

[[model.extra_fields]]
key = "steps"
type = "integer"
min = 1
max = 50
default = 20
help = "More steps, more detail."
"#;
    let user = UserModels::from_toml(text).unwrap();
    let mut catalog = builtin();
    assert!(catalog.add_user_models(&user).is_empty());
    let painter = catalog.get("vendor/painter").unwrap();
    assert_eq!(painter.source, ModelSource::User);
    assert_eq!(painter.prompt_bounds(), (1, Some(1000)));
    let steps = painter.fields.last().unwrap();
    assert_eq!(steps.key, "steps");
    assert_eq!(steps.label, "Steps");
    assert_eq!(steps.default, json!(20));
}

#[test]
fn bad_user_models_are_reported_and_the_good_ones_kept() {
    let mut user = UserModels::default();
    let mut clash = ModelDoc::new("vendor/clash", ModelKind::Video);
    clash
        .extra_fields
        .push(serde_json::from_value(json!({"key": "sound", "type": "bool"})).unwrap());
    user.upsert(clash);
    let mut unknown = ModelDoc::new("vendor/unknown", ModelKind::Audio);
    unknown
        .overrides
        .push(serde_json::from_value(json!({"key": "aspect_ratio", "default": "1:1"})).unwrap());
    user.upsert(unknown);
    user.upsert(ModelDoc::new(" padded", ModelKind::Image));
    user.upsert(ModelDoc::new("vendor/fine", ModelKind::Image));
    let mut catalog = builtin();
    let problems: Vec<String> = catalog
        .add_user_models(&user)
        .iter()
        .map(ToString::to_string)
        .collect();
    assert_eq!(problems.len(), 3, "{problems:#?}");
    assert!(
        problems[0]
            .contains("\"sound\", which it already has; to change a common field, use overrides"),
        "{}",
        problems[0]
    );
    assert!(
        problems[1]
            .contains("overrides \"aspect_ratio\", which is not a common field of audio models"),
        "{}",
        problems[1]
    );
    assert!(
        problems[2].contains("\" padded\" is not usable"),
        "{}",
        problems[2]
    );
    assert!(catalog.get("vendor/fine").is_some());
    assert!(catalog.get("vendor/clash").is_none());
}

#[test]
fn user_models_file_round_trips_atomically() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("nested").join("models.toml");
    assert_eq!(
        UserModels::load(&path).unwrap(),
        UserModels::default(),
        "missing = empty"
    );

    let mut user = UserModels::default();
    let mut model = ModelDoc::new("vendor/v1", ModelKind::Video);
    model.display_name = Some("Vendor V1".into());
    model.description = "Test model".into();
    model.extra_fields.push(
        serde_json::from_value(json!({"key": "style", "type": "enum",
            "values": ["anime", "film"], "default": "film", "label": "Style"}))
        .unwrap(),
    );
    model.extra_fields.push(
        serde_json::from_value(json!({"key": "cfg", "type": "number", "min": 0.5, "max": 9.5}))
            .unwrap(),
    );
    model.overrides.push(
        serde_json::from_value(json!({"key": "duration", "type": "enum", "values": [5, 10]}))
            .unwrap(),
    );
    user.upsert(model);
    user.upsert(ModelDoc::new("vendor/song", ModelKind::Audio));
    user.save(&path).unwrap();

    assert!(!dir.path().join("nested").join("models.toml.tmp").exists());
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.contains("[[model]]"), "{text}");
    assert!(text.contains("id = \"vendor/v1\""), "{text}");
    assert_eq!(UserModels::load(&path).unwrap(), user);

    user.remove("vendor/song").unwrap();
    user.save(&path).unwrap();
    assert_eq!(UserModels::load(&path).unwrap().models.len(), 1);
}

#[test]
fn a_broken_user_models_file_names_the_file_and_line() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("models.toml");
    std::fs::write(&path, "[[model]]\nid = \"a\"\nkind = \"hologram\"\n").unwrap();
    let err = UserModels::load(&path).unwrap_err();
    let text = err.to_string();
    assert!(text.contains(&path.display().to_string()), "{text}");
    assert!(text.contains("line 3"), "{text}");
    assert!(
        text.contains("hologram") || text.contains("unknown variant"),
        "{text}"
    );
    assert!(matches!(err, UserModelsError::Damaged { line: 3, .. }));

    std::fs::write(&path, "[[model]]\nid = \"a\"\nkind = \"image\"\n\n[[model.extra_fields]]\nkey = \"seed\"\ntype = \"integer\"\nmin = 9\nmax = 1\n").unwrap();
    let text = UserModels::load(&path).unwrap_err().to_string();
    assert!(text.contains("swap"), "{text}");
    assert!(text.contains("line 5") || text.contains("line 6"), "{text}");

    std::fs::write(&path, "[[model]\nid = 1\n").unwrap();
    let text = UserModels::load(&path).unwrap_err().to_string();
    assert!(text.contains("line 1"), "{text}");
}

#[test]
fn search_matches_ids_and_names_case_insensitively() {
    let mut catalog = builtin();
    let mut acme = ModelDoc::new("acme/clip-x", ModelKind::Video);
    acme.display_name = Some("VIDEO maker".into());
    catalog.insert(
        acme.resolve(catalog.templates(), ModelSource::User)
            .unwrap(),
    );
    let ids = |hits: Vec<&ModelSpec>| hits.iter().map(|m| m.id.clone()).collect::<Vec<_>>();
    assert_eq!(ids(catalog.search("", None)).len(), 6);
    assert_eq!(
        ids(catalog.search("VIDEO", None)),
        ["acme/clip-x", "sandbox/video-lite", "sandbox/video-cinema"],
        "a name starting with the query comes first"
    );
    assert_eq!(
        ids(catalog.search("cinema", None)),
        ["sandbox/video-cinema"]
    );
    assert_eq!(
        ids(catalog.search("sandbox pro", None)),
        ["sandbox/image-pro"]
    );
    assert_eq!(
        ids(catalog.search("sandbox music", None)),
        ["sandbox/music"]
    );
    assert_eq!(
        ids(catalog.search("sandbox", Some(ModelKind::Image))),
        ["sandbox/image-fast", "sandbox/image-pro"]
    );
    assert_eq!(
        ids(catalog.search("  ", Some(ModelKind::Audio))),
        ["sandbox/music"]
    );
    assert!(catalog.search("nothing-like-this", None).is_empty());
    assert_eq!(
        ids(catalog.search("Sandbox Music", None)),
        ["sandbox/music"]
    );
}

#[test]
fn asset_and_field_errors_are_clear() {
    let base = include_str!("../../assets/catalog.json");
    let broken = base.replacen(
        r#""max_chars": 2000"#,
        r#""max_chars": 2000, "values": ["x"]"#,
        1,
    );
    let err = Catalog::from_asset_json(&broken).unwrap_err().to_string();
    assert!(err.contains("cannot have \"values\""), "{err}");
    let twice = base.replacen(
        r#""id": "sandbox/image-pro""#,
        r#""id": "sandbox/image-fast""#,
        1,
    );
    let err = Catalog::from_asset_json(&twice).unwrap_err().to_string();
    assert!(err.contains("defined twice"), "{err}");
}

/// The numbers a field's help names ("N characters", "At most N pictures") are this model's
/// own bounds, never the interface's general ones beside a lower model limit (Image Pro's
/// prompt said "1 to 5000 characters" beside its "0 / 2000" counter).
#[test]
fn field_help_never_names_a_bound_the_model_does_not_have() {
    fn numbers_before(help: &str, word: &str) -> Vec<usize> {
        let words: Vec<&str> = help.split_whitespace().collect();
        words
            .windows(2)
            .filter(|pair| pair[1].trim_end_matches(['.', ',', ')', ';']) == word)
            .filter_map(|pair| pair[0].parse().ok())
            .collect()
    }
    let catalog = builtin();
    let mut checked = 0;
    for model in catalog.models() {
        for field in &model.fields {
            let (named, bound) = match field.field_type {
                FieldType::Prompt { max_chars, .. } | FieldType::Text { max_chars } => {
                    (numbers_before(&field.help, "characters"), max_chars)
                }
                FieldType::UrlList { max_items } => {
                    (numbers_before(&field.help, "pictures"), max_items)
                }
                _ => continue,
            };
            checked += 1;
            for number in named {
                assert_eq!(
                    Some(number),
                    bound,
                    "{}: the help of {} names {number} but the model allows {bound:?}: {}",
                    model.id,
                    field.key,
                    field.help
                );
            }
        }
    }
    assert!(
        checked >= 8,
        "prompt and picture fields were checked: {checked}"
    );
}
