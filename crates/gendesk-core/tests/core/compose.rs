//! The compose form: defaults, every validation rule (passing and failing, with its message),
//! the exact request JSON per kind, reuse of stored requests, reference images, and the preview
//! with its shell quoting.
#![allow(
    clippy::unwrap_used,
    reason = "integration tests: a failed unwrap is a failed test"
)]

use gendesk_api::{Provider, RequestType, SubmitTaskRequest};
use gendesk_core::catalog::{Catalog, ModelSpec};
use gendesk_core::compose::{
    CALLBACK_URL_FIELD, ComposeForm, EXTRA_JSON_FIELD, FieldIssue, FromRequestError, HostedLink,
    LocalReference, PromptCount, REHOST_MARGIN_MS, ReferenceRow, request_preview, shell_quote,
};
use gendesk_core::references::PictureType;
use serde_json::{Value, json};

fn model(id: &str) -> ModelSpec {
    Catalog::builtin().unwrap().get(id).unwrap().clone()
}

/// The messages of the issues on `field`.
fn messages(issues: &[FieldIssue], field: &str) -> Vec<String> {
    issues
        .iter()
        .filter(|i| i.field == field)
        .map(|i| i.message.clone())
        .collect()
}

/// A form for `id` with a prompt, so only the rule under test can fail.
fn ready(id: &str) -> (ModelSpec, ComposeForm) {
    let model = model(id);
    let mut form = ComposeForm::new(&model);
    form.prompt = "a red fox".into();
    if form.mode().is_none() {
        form.set_value("mode", json!("V5"));
    }
    (model, form)
}

/// Asserts `request` serializes to `expected`: as a JSON value always, and byte for byte
/// (field order included) when `serde_json` keeps insertion order (its `preserve_order`
/// feature, which the request's field order relies on).
fn assert_wire(request: &SubmitTaskRequest, expected: &str) {
    let expected_value: Value = serde_json::from_str(expected).unwrap();
    assert_eq!(serde_json::to_value(request).unwrap(), expected_value);
    let probe: serde_json::Map<String, Value> = serde_json::from_str(r#"{"b":1,"a":2}"#).unwrap();
    if probe.keys().next().map(String::as_str) == Some("b") {
        assert_eq!(serde_json::to_string(request).unwrap(), expected);
    }
}

fn assert_valid(model: &ModelSpec, form: &ComposeForm) {
    let issues = form.validate(model);
    assert!(issues.is_empty(), "{issues:#?}");
}

/// The single message of the only issue.
fn only_issue(model: &ModelSpec, form: &ComposeForm, field: &str) -> String {
    let issues = form.validate(model);
    assert_eq!(issues.len(), 1, "{issues:#?}");
    assert_eq!(issues[0].field, field, "{issues:#?}");
    issues[0].message.clone()
}

#[test]
fn defaults_are_prefilled() {
    let image = model("sandbox/image-fast");
    let form = ComposeForm::new(&image);
    assert_eq!(form.model_id(), "sandbox/image-fast");
    assert_eq!(form.mode(), Some("text-to-image"));
    assert_eq!(form.value("aspect_ratio"), &json!("1:1"));
    assert_eq!(form.value("resolution"), &json!("2K"));
    assert_eq!(form.value("output_format"), &json!("png"));
    assert_eq!(form.value("negative_prompt"), &Value::Null);
    assert_eq!(form.prompt, "");
    assert!(form.image_urls.is_empty());
    assert_eq!(form.advanced.provider, Provider::Auto);
    assert_eq!(form.advanced.request_type, RequestType::Async);
    assert_eq!(form.advanced.callback_url, "");
    assert_eq!(form.advanced.extra_json, "");
    assert!(form.accepts_reference_images());

    let cinema = ComposeForm::new(&model("sandbox/video-cinema"));
    assert_eq!(cinema.mode(), Some("text-to-video"));
    assert_eq!(cinema.value("duration"), &json!(8));
    assert_eq!(cinema.value("sound"), &json!(false));
    assert_eq!(cinema.value("aspect_ratio"), &json!("16:9"));
    assert_eq!(cinema.value("resolution"), &json!("1080p"));

    let music = ComposeForm::new(&model("sandbox/music"));
    assert_eq!(
        music.mode(),
        None,
        "the interface documents no default version"
    );
    assert_eq!(music.value("customMode"), &json!(false));
    assert_eq!(music.value("instrumental"), &json!(false));
    assert!(!music.accepts_reference_images());
}

#[test]
fn image_urls_are_offered_only_in_the_editing_mode() {
    let image = model("sandbox/image-fast");
    let mut form = ComposeForm::new(&image);
    let keys = |form: &ComposeForm| -> Vec<String> {
        form.visible_fields(&image)
            .iter()
            .map(|f| f.key.clone())
            .collect()
    };
    assert!(!keys(&form).contains(&"image_urls".to_owned()));
    form.set_value("mode", json!("image-to-image"));
    assert!(keys(&form).contains(&"image_urls".to_owned()));
}

#[test]
fn a_fresh_form_only_lacks_its_prompt() {
    let image = model("sandbox/image-fast");
    let issues = ComposeForm::new(&image).validate(&image);
    assert_eq!(
        issues,
        [FieldIssue::new(
            "prompt",
            "The prompt is empty; describe what to generate."
        )]
    );
    let music = model("sandbox/music");
    let issues = ComposeForm::new(&music).validate(&music);
    assert_eq!(
        messages(&issues, "mode"),
        ["Version is not set; choose one of V4, V4_5, V4_5PLUS or V5."]
    );
    assert_eq!(issues.len(), 2);
}

#[test]
fn prompt_length_counts_characters_against_the_model_limit() {
    let (pro, mut form) = ready("sandbox/image-pro");
    form.prompt = "é".repeat(2000);
    assert_valid(&pro, &form);
    assert_eq!(
        form.prompt_count(&pro),
        PromptCount {
            chars: 2000,
            limit: Some(2000)
        }
    );
    form.prompt.push('🦊');
    assert_eq!(
        only_issue(&pro, &form, "prompt"),
        "The prompt has 2001 characters; Sandbox Image Pro accepts at most 2000. Shorten it by 1."
    );
    assert!(form.prompt_count(&pro).is_over());
    assert_eq!(form.prompt_count(&pro).to_string(), "2001 / 2000");

    let (fast, mut form) = ready("sandbox/image-fast");
    form.prompt = "x".repeat(5000);
    assert_valid(&fast, &form);
    form.prompt.push_str("xyz");
    assert!(only_issue(&fast, &form, "prompt").contains("5003 characters"));

    form.prompt = " \n\t ".into();
    assert_eq!(
        only_issue(&fast, &form, "prompt"),
        "The prompt is empty; describe what to generate."
    );
}

#[test]
fn enum_values_must_be_offered() {
    let (fast, mut form) = ready("sandbox/image-fast");
    form.set_value("aspect_ratio", json!("21:9"));
    assert_valid(&fast, &form);
    form.set_value("aspect_ratio", json!("7:3"));
    assert_eq!(
        only_issue(&fast, &form, "aspect_ratio"),
        "Aspect ratio 7:3 is not offered by Sandbox Image Fast; choose one of 1:1, 4:3, 3:4, 3:2, 2:3, 4:5, 5:4, 9:16, 16:9, 21:9 or auto."
    );
    form.set_value("aspect_ratio", Value::Null);
    assert_valid(&fast, &form);

    let (lite, mut form) = ready("sandbox/video-lite");
    form.set_value("duration", json!(10));
    assert_valid(&lite, &form);
    form.set_value("duration", json!(7));
    assert_eq!(
        only_issue(&lite, &form, "duration"),
        "Duration (s) 7 is not offered by Sandbox Video Lite; choose one of 5 or 10."
    );
    form.set_value("duration", json!("10"));
    assert!(only_issue(&lite, &form, "duration").contains("10 is not offered"));

    let (music, mut form) = ready("sandbox/music");
    form.set_value("mode", json!("V3"));
    assert_eq!(
        only_issue(&music, &form, "mode"),
        "Version V3 is not offered by Sandbox Music; choose one of V4, V4_5, V4_5PLUS or V5."
    );
}

#[test]
fn integers_must_be_whole_and_within_bounds() {
    let (pro, mut form) = ready("sandbox/image-pro");
    form.set_value("seed", json!(4_294_967_295_u64));
    assert_valid(&pro, &form);
    form.set_value("seed", json!(-1));
    assert_eq!(
        only_issue(&pro, &form, "seed"),
        "Seed must be between 0 and 4294967295; -1 is out of range."
    );
    form.set_value("seed", json!("7"));
    assert_eq!(
        only_issue(&pro, &form, "seed"),
        "Seed must be a whole number, not \"7\"."
    );
    form.set_value("seed", json!(1.5));
    assert!(only_issue(&pro, &form, "seed").contains("whole number"));

    // A video model without a duration list keeps the form's 1–60 s range.
    let catalog = Catalog::builtin().unwrap();
    let plain = gendesk_core::catalog::ModelDoc::new(
        "vendor/clip",
        gendesk_core::catalog::ModelKind::Video,
    )
    .resolve(
        catalog.templates(),
        gendesk_core::catalog::ModelSource::User,
    )
    .unwrap();
    let mut form = ComposeForm::new(&plain);
    form.prompt = "waves".into();
    form.set_value("duration", json!(60));
    assert_valid(&plain, &form);
    form.set_value("duration", json!(61));
    assert_eq!(
        only_issue(&plain, &form, "duration"),
        "Duration (s) must be between 1 and 60; 61 is out of range."
    );
}

#[test]
fn booleans_must_be_true_or_false() {
    let (lite, mut form) = ready("sandbox/video-lite");
    form.set_value("sound", json!(true));
    assert_valid(&lite, &form);
    form.set_value("sound", json!("yes"));
    assert_eq!(
        only_issue(&lite, &form, "sound"),
        "Sound must be on or off (true or false), not \"yes\"."
    );
}

#[test]
fn reference_images_follow_the_mode_and_the_limit() {
    let (fast, mut form) = ready("sandbox/image-fast");
    form.image_urls = vec!["not a url".into()];
    assert_valid(&fast, &form);
    form.set_value("mode", json!("image-to-image"));
    assert_eq!(
        only_issue(&fast, &form, "image_urls"),
        "Reference image 1 (not a url) is not an http(s) URL; enter a full address starting with https://."
    );
    form.image_urls = vec![" ".into(), "".into()];
    assert_eq!(
        only_issue(&fast, &form, "image_urls"),
        "image-to-image needs at least one reference image; add a picture or an image URL, or choose another mode."
    );
    form.image_urls = (1..=5)
        .map(|i| format!("https://img.example/{i}.png").into())
        .collect();
    form.image_urls.push("  ".into());
    assert_valid(&fast, &form);
    form.image_urls.push("http://img.example/6.png".into());
    assert_eq!(
        only_issue(&fast, &form, "image_urls"),
        "6 reference images were given; Sandbox Image Fast takes at most 5. Remove 1."
    );
    form.image_urls = vec!["https://img.example/a.png".into(), "ftp://x/a".into()];
    assert!(only_issue(&fast, &form, "image_urls").starts_with("Reference image 2 (ftp://x/a)"));

    let (lite, mut form) = ready("sandbox/video-lite");
    form.set_value("mode", json!("image-to-video"));
    assert_eq!(
        only_issue(&lite, &form, "image_urls"),
        "image-to-video needs at least one reference image; add a picture or an image URL, or choose another mode."
    );
    form.image_urls = (1..=7)
        .map(|i| format!("https://img.example/{i}.png").into())
        .collect();
    assert_valid(&lite, &form);
}

#[test]
fn callback_mode_needs_a_usable_url() {
    let (fast, mut form) = ready("sandbox/image-fast");
    form.advanced.callback_url = "garbage".into();
    assert_valid(&fast, &form);
    form.advanced.request_type = RequestType::Callback;
    form.advanced.callback_url = "  ".into();
    assert_eq!(
        only_issue(&fast, &form, CALLBACK_URL_FIELD),
        "Callback mode needs a callback URL: a public https:// address that answers HTTP 200 within 30 seconds. Enter one, or switch the request type to async to poll instead."
    );
    form.advanced.callback_url = "http://hooks.example/cb".into();
    assert_eq!(
        only_issue(&fast, &form, CALLBACK_URL_FIELD),
        "\"http://hooks.example/cb\" must use https:// (plain http is only accepted for a local receiver on 127.0.0.1 or localhost)"
    );
    form.advanced.callback_url = "hooks.example/cb".into();
    assert!(only_issue(&fast, &form, CALLBACK_URL_FIELD).contains("is not a valid URL"));
    form.advanced.callback_url = "https://hooks.example/cb".into();
    assert_valid(&fast, &form);
    form.advanced.callback_url = "http://127.0.0.1:8080/cb".into();
    assert_valid(&fast, &form);
}

#[test]
fn extra_json_must_be_an_object_without_form_fields() {
    let (pro, mut form) = ready("sandbox/image-pro");
    form.advanced.extra_json = "  \n ".into();
    assert_valid(&pro, &form);
    form.advanced.extra_json = "{\"style\": \"film\", \"steps\": 30}".into();
    assert_valid(&pro, &form);
    form.advanced.extra_json = "{\n  \"style\": \"film\"\n  \"steps\": 30\n}".into();
    assert_eq!(
        only_issue(&pro, &form, EXTRA_JSON_FIELD),
        "The extra JSON is not valid JSON at line 3, column 3: expected `,` or `}`. Fix it there, or clear the box."
    );
    form.advanced.extra_json = "[1, 2]".into();
    assert_eq!(
        only_issue(&pro, &form, EXTRA_JSON_FIELD),
        "The extra JSON must be an object such as {\"seed\": 7}, not an array; wrap the fields in { }."
    );
    form.advanced.extra_json = "{\"seed\": 3, \"style\": \"x\"}".into();
    assert_eq!(
        only_issue(&pro, &form, EXTRA_JSON_FIELD),
        "\"seed\" in the extra JSON is already a form field (Seed); set it in the form and remove it from the extra JSON."
    );
    form.advanced.extra_json = "{\"image_urls\": []}".into();
    assert!(only_issue(&pro, &form, EXTRA_JSON_FIELD).contains("(Reference images)"));
}

#[test]
fn build_refuses_an_invalid_form_with_every_issue() {
    let music = model("sandbox/music");
    let mut form = ComposeForm::new(&music);
    form.advanced.request_type = RequestType::Callback;
    form.advanced.extra_json = "{".into();
    let issues = form.build_request(&music).unwrap_err();
    let fields: Vec<&str> = issues.iter().map(|i| i.field.as_str()).collect();
    assert_eq!(
        fields,
        ["mode", "prompt", CALLBACK_URL_FIELD, EXTRA_JSON_FIELD]
    );
}

#[test]
fn builds_the_exact_image_request() {
    let (fast, mut form) = ready("sandbox/image-fast");
    form = form.with_reference_image(" https://img.example/1.png ");
    form.image_urls.push("".into());
    form.image_urls.push("https://img.example/2.png".into());
    form.set_value("aspect_ratio", json!("16:9"));
    form.set_value("resolution", json!("4K"));
    form.set_value("output_format", json!("jpeg"));
    form.set_value("negative_prompt", json!("blur"));
    form.advanced.extra_json = "{\"style\": \"film\"}".into();
    let request = form.build_request(&fast).unwrap();
    let expected = json!({
        "request_type": "async",
        "input": {
            "mode": "image-to-image",
            "prompt": "a red fox",
            "image_urls": ["https://img.example/1.png", "https://img.example/2.png"],
            "aspect_ratio": "16:9",
            "negative_prompt": "blur",
            "resolution": "4K",
            "output_format": "jpeg",
            "style": "film"
        }
    });
    // Field order on the wire: common fields, then the rest in display order, then extra JSON.
    assert_wire(&request, &serde_json::to_string(&expected).unwrap());
}

#[test]
fn builds_a_text_to_image_request_without_hidden_fields_or_empty_values() {
    let (pro, mut form) = ready("sandbox/image-pro");
    form.image_urls = vec!["https://img.example/ignored.png".into()];
    form.set_value("negative_prompt", json!("   "));
    form.set_value("seed", json!(42));
    let request = form.build_request(&pro).unwrap();
    assert_wire(
        &request,
        r#"{"request_type":"async","input":{"mode":"text-to-image","prompt":"a red fox","aspect_ratio":"1:1","resolution":"2K","output_format":"png","seed":42}}"#,
    );
}

#[test]
fn builds_the_exact_video_request() {
    let (cinema, mut form) = ready("sandbox/video-cinema");
    form = form.with_reference_image("https://img.example/a.png");
    form.prompt = "waves at dusk".into();
    form.set_value("aspect_ratio", json!("9:16"));
    form.set_value("resolution", json!("720p"));
    form.set_value("duration", json!(12));
    form.set_value("sound", json!(true));
    form.advanced.provider = Provider::Value;
    form.advanced.request_type = RequestType::Callback;
    form.advanced.callback_url = " https://hooks.example/cb ".into();
    let request = form.build_request(&cinema).unwrap();
    assert_wire(
        &request,
        r#"{"provider":"value","request_type":"callback","callback_url":"https://hooks.example/cb","input":{"mode":"image-to-video","prompt":"waves at dusk","image_urls":["https://img.example/a.png"],"aspect_ratio":"9:16","resolution":"720p","duration":12,"sound":true}}"#,
    );
}

#[test]
fn builds_the_exact_music_request() {
    let music = model("sandbox/music");
    let mut form = ComposeForm::new(&music);
    form.set_value("mode", json!("V4_5PLUS"));
    form.prompt = "calm piano\nno drums".into();
    form.set_value("instrumental", json!(true));
    form.advanced.provider = Provider::Official;
    let request = form.build_request(&music).unwrap();
    assert_eq!(
        serde_json::to_value(&request).unwrap(),
        json!({
            "provider": "official",
            "request_type": "async",
            "input": {"mode": "V4_5PLUS", "prompt": "calm piano\nno drums",
                      "customMode": false, "instrumental": true}
        })
    );
    assert!(request.input.aspect_ratio.is_none());
    assert!(request.input.image_urls.is_none());
}

/// request → JSON → form → request gives the same request, field order included.
fn assert_round_trip(model: &ModelSpec, request: &SubmitTaskRequest) {
    let stored = serde_json::to_value(request).unwrap();
    let form = ComposeForm::from_request(model, &stored).unwrap();
    let again = form.build_request(model).unwrap();
    assert_eq!(&again, request);
    assert_eq!(
        serde_json::to_string(&again).unwrap(),
        serde_json::to_string(request).unwrap()
    );
}

#[test]
fn stored_requests_round_trip_through_the_form() {
    let (fast, form) = ready("sandbox/image-fast");
    let mut form = form.with_reference_image("https://img.example/1.png");
    form.advanced.extra_json =
        "{\"style\": \"film\", \"loras\": [{\"url\": \"https://l.example/a\"}]}".into();
    form.set_value("negative_prompt", json!("blur"));
    assert_round_trip(&fast, &form.build_request(&fast).unwrap());

    let (cinema, mut form) = ready("sandbox/video-cinema");
    form.advanced.request_type = RequestType::Callback;
    form.advanced.callback_url = "https://hooks.example/cb".into();
    form.advanced.provider = Provider::Value;
    form.set_value("sound", json!(true));
    assert_round_trip(&cinema, &form.build_request(&cinema).unwrap());

    let (music, mut form) = ready("sandbox/music");
    form.prompt = "it's a song\nwith \"quotes\"".into();
    form.set_value("customMode", json!(true));
    assert_round_trip(&music, &form.build_request(&music).unwrap());

    let (pro, mut form) = ready("sandbox/image-pro");
    form.set_value("seed", json!(7));
    form.set_value("aspect_ratio", Value::Null);
    assert_round_trip(&pro, &form.build_request(&pro).unwrap());
}

#[test]
fn reuse_puts_unknown_fields_into_the_extra_json() {
    let pro = model("sandbox/image-pro");
    let stored = json!({
        "provider": "auto",
        "request_type": "async",
        "input": {"mode": "text-to-image", "prompt": "fox", "seed": 9,
                  "style": "film", "steps": 30}
    });
    let form = ComposeForm::from_request(&pro, &stored).unwrap();
    assert_eq!(form.prompt, "fox");
    assert_eq!(form.value("seed"), &json!(9));
    assert_eq!(
        form.value("aspect_ratio"),
        &Value::Null,
        "absent stays absent"
    );
    assert_eq!(
        serde_json::from_str::<Value>(&form.advanced.extra_json).unwrap(),
        json!({"style": "film", "steps": 30})
    );
    assert_eq!(form.advanced.provider, Provider::Auto);
    let rebuilt = form.build_request(&pro).unwrap();
    assert_eq!(
        rebuilt.provider, None,
        "auto is the service default and is left out"
    );
    assert_eq!(rebuilt.input.extra.get("steps"), Some(&json!(30)));

    let bare = json!({"mode": "V5", "prompt": "song", "instrumental": true});
    let music = model("sandbox/music");
    let form = ComposeForm::from_request(&music, &bare).unwrap();
    assert_eq!(form.mode(), Some("V5"));
    assert_eq!(form.value("customMode"), &Value::Null);

    assert_eq!(
        ComposeForm::from_request(&music, &json!([1])).unwrap_err(),
        FromRequestError::NotAnObject
    );
    assert_eq!(
        ComposeForm::from_request(&music, &json!({"request_type": "async"})).unwrap_err(),
        FromRequestError::NoInput
    );
    let err = ComposeForm::from_request(
        &music,
        &json!({"provider": "cheapest", "input": {"mode": "V5", "prompt": "p"}}),
    )
    .unwrap_err();
    assert!(err.to_string().contains("provider \"cheapest\""), "{err}");
}

#[test]
fn reference_images_switch_the_mode() {
    let fast = model("sandbox/image-fast");
    let form = ComposeForm::new(&fast)
        .with_reference_image("https://img.example/r.png")
        .with_reference_image("https://img.example/r.png");
    assert_eq!(form.mode(), Some("image-to-image"));
    assert_eq!(form.image_urls, ["https://img.example/r.png"]);

    let lite = model("sandbox/video-lite");
    let form = ComposeForm::new(&lite).with_reference_image("https://img.example/r.png");
    assert_eq!(form.mode(), Some("image-to-video"));
    assert_eq!(form.image_urls, ["https://img.example/r.png"]);

    let music = model("sandbox/music");
    let before = ComposeForm::new(&music);
    assert_eq!(
        before
            .clone()
            .with_reference_image("https://img.example/r.png"),
        before
    );
}

#[test]
fn switching_models_keeps_what_still_fits() {
    let lite = model("sandbox/video-lite");
    let cinema = model("sandbox/video-cinema");
    let mut form = ComposeForm::new(&lite);
    form.prompt = "waves".into();
    form.set_value("aspect_ratio", json!("9:16"));
    form.set_value("duration", json!(10));
    form.advanced.provider = Provider::Value;
    let switched = form.switch_model(&cinema);
    assert_eq!(switched.model_id(), "sandbox/video-cinema");
    assert_eq!(switched.prompt, "waves");
    assert_eq!(switched.value("aspect_ratio"), &json!("9:16"));
    assert_eq!(
        switched.value("duration"),
        &json!(8),
        "10 s is not offered: default"
    );
    assert_eq!(switched.advanced.provider, Provider::Value);
}

#[test]
fn switching_models_carries_only_what_the_person_changed() {
    let fast = model("sandbox/image-fast");
    let lite = model("sandbox/video-lite");
    let untouched = ComposeForm::new(&fast);
    assert_eq!(untouched.value("aspect_ratio"), &json!("1:1"));
    assert_eq!(
        untouched.switch_model(&lite).value("aspect_ratio"),
        &json!("16:9"),
        "the image default is not a choice: the video default applies"
    );
    let mut chosen = ComposeForm::new(&fast);
    chosen.set_value("aspect_ratio", json!("9:16"));
    assert_eq!(
        chosen.switch_model(&lite).value("aspect_ratio"),
        &json!("9:16")
    );
    // Back to the image model: the person's choice is kept, the rest is the image defaults.
    let back = chosen.switch_model(&lite).switch_model(&fast);
    assert_eq!(back.value("aspect_ratio"), &json!("9:16"));
    assert_eq!(back.value("resolution"), &json!("2K"));
}

#[test]
fn preview_shows_the_client_endpoint_and_masks_the_key() {
    let (pro, mut form) = ready("sandbox/image-pro");
    form.set_value("seed", json!(1));
    let request = form.build_request(&pro).unwrap();
    let preview = request_preview("http://127.0.0.1:4010/api/v1/", &pro.id, &request);
    assert_eq!(
        preview.url,
        "http://127.0.0.1:4010/api/v1/generateTask/sandbox%2Fimage-pro"
    );
    assert_eq!(
        preview.json_pretty,
        serde_json::to_string_pretty(&request).unwrap()
    );
    assert!(preview.json_pretty.contains("\n  \"input\": {"));
    let compact = serde_json::to_string(&request).unwrap();
    assert_eq!(
        preview.curl,
        format!(
            "curl -X POST 'http://127.0.0.1:4010/api/v1/generateTask/sandbox%2Fimage-pro' -H 'Authorization: Bearer ***' -H 'Content-Type: application/json' -d '{compact}'"
        )
    );
    let gateway = request_preview("https://gw.example/proxy", "m", &request);
    assert!(
        gateway
            .curl
            .starts_with("curl -X POST 'https://gw.example/proxy/api/v1/generateTask/m' ")
    );
}

#[cfg(unix)]
#[test]
fn the_curl_command_survives_a_posix_shell() {
    let (music, mut form) = ready("sandbox/music");
    form.prompt =
        "it's 'quoted' \"twice\"\nline two\n\\n $HOME `date` ; rm -rf /tmp/nothing".into();
    form.advanced.extra_json = "{\"title\": \"Don't stop\"}".into();
    let request = form.build_request(&music).unwrap();
    let preview = request_preview("https://api.example", &music.id, &request);
    assert!(preview.curl.contains(r"it'\''s"), "{}", preview.curl);

    // A stand-in `curl` prints each argument it receives, NUL-terminated.
    let script = format!("curl() {{ printf '%s\\0' \"$@\"; }}\n{}", preview.curl);
    let output = std::process::Command::new("sh")
        .arg("-c")
        .arg(&script)
        .output()
        .unwrap();
    assert!(output.status.success(), "{output:?}");
    let stdout = String::from_utf8(output.stdout).unwrap();
    let args: Vec<&str> = stdout.trim_end_matches('\0').split('\0').collect();
    assert_eq!(
        args[..8],
        [
            "-X",
            "POST",
            "https://api.example/api/v1/generateTask/sandbox%2Fmusic",
            "-H",
            "Authorization: Bearer ***",
            "-H",
            "Content-Type: application/json",
            "-d"
        ]
    );
    assert_eq!(args.len(), 9);
    let sent: SubmitTaskRequest = serde_json::from_str(args[8]).unwrap();
    assert_eq!(sent, request);
    assert_eq!(sent.input.prompt, form.prompt);

    assert_eq!(shell_quote("a'b"), r"'a'\''b'");
}

fn local(name: &str, kind: PictureType, byte_len: u64) -> LocalReference {
    LocalReference {
        name: name.into(),
        path: Some(format!("/home/me/{name}").into()),
        sha256: format!("{:0>64}", name.len()),
        kind,
        byte_len,
        width: 640,
        height: 480,
        fitted: false,
        hosted: None,
    }
}

#[test]
fn a_picture_from_this_computer_is_checked_hosted_then_sent_by_its_link() {
    let (fast, mut form) = ready("sandbox/image-fast");
    form.set_value("mode", json!("image-to-image"));
    form.image_urls = vec![
        "https://img.example/a.png".into(),
        ReferenceRow::Local(local("cat.png", PictureType::Png, 2_400_000)),
    ];
    assert_eq!(
        only_issue(&fast, &form, "image_urls"),
        "Reference image 2 (cat.png) is not uploaded yet; wait a moment, or see the message beside it."
    );
    assert_eq!(
        form.image_urls[1].request_value(),
        "<cat.png: uploaded when sent>"
    );
    let waiting = form.pictures_to_host(0);
    assert_eq!(waiting.len(), 1);
    assert_eq!(waiting[0].0, 1);
    assert_eq!(waiting[0].1.summary(), "640 × 480, 2.4 MB, PNG");
    let sha = waiting[0].1.sha256.clone();

    // A link for another picture, or for its fitted copy, is not taken.
    let other = HostedLink {
        url: "https://x/1".into(),
        expires_at_ms: None,
    };
    assert_eq!(form.set_hosted("other", false, &other), 0);
    assert_eq!(form.set_hosted(&sha, true, &other), 0);
    assert_eq!(form.pictures_to_host(0).len(), 1);
    let expires = 24 * 3_600_000;
    let link = HostedLink {
        url: "https://bucket.example/k/cat.png?X-Amz-Signature=s".into(),
        expires_at_ms: Some(expires),
    };
    assert_eq!(form.set_hosted(&sha, false, &link), 1);
    assert_valid(&fast, &form);
    assert!(form.pictures_to_host(0).is_empty());
    let request = form.build_request(&fast).unwrap();
    assert_eq!(
        request.input.image_urls.unwrap(),
        [
            "https://img.example/a.png",
            "https://bucket.example/k/cat.png?X-Amz-Signature=s"
        ]
    );
    // Close to its end, the link is made again before sending.
    assert_eq!(form.pictures_to_host(expires - REHOST_MARGIN_MS).len(), 1);
    assert!(
        form.pictures_to_host(expires - REHOST_MARGIN_MS - 1)
            .is_empty()
    );
    assert!(!form.drop_expiring_links(expires - REHOST_MARGIN_MS - 1));
    assert!(form.drop_expiring_links(expires - REHOST_MARGIN_MS));
    assert!(only_issue(&fast, &form, "image_urls").contains("is not uploaded yet"));
}

#[test]
fn a_picture_that_breaks_the_rules_blocks_sending_and_says_what_to_do() {
    let (fast, mut form) = ready("sandbox/image-fast");
    form.set_value("mode", json!("image-to-image"));
    form.image_urls = vec![ReferenceRow::Local(local(
        "scan.png",
        PictureType::Png,
        12_345_678,
    ))];
    assert_eq!(
        only_issue(&fast, &form, "image_urls"),
        "Reference image 1 (scan.png): 12.3 MB is too large: references must be under 10 MB. Use the smaller copy GenDesk offers beside it."
    );
    form.image_urls = vec![ReferenceRow::Local(local(
        "anim.gif",
        PictureType::Gif,
        1000,
    ))];
    assert!(
        only_issue(&fast, &form, "image_urls")
            .contains("GIF pictures are not accepted; references must be JPEG, PNG or WebP")
    );
    // Six rows, one of them a picture: the model's limit counts both kinds.
    form.image_urls = (1..=5)
        .map(|i| format!("https://img.example/{i}.png").into())
        .collect();
    form.image_urls
        .push(ReferenceRow::Local(local("a.png", PictureType::Png, 10)));
    assert!(only_issue(&fast, &form, "image_urls").starts_with("6 reference images were given"));
}
