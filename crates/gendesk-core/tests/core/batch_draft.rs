//! The batch draft (items from the form, prompt lists, grids), its per-item validation with the
//! form's rules, and splitting into batches the service accepts (50 items, 5 MiB).
#![allow(
    clippy::unwrap_used,
    reason = "integration tests: a failed unwrap is a failed test"
)]

use gendesk_api::{BatchRequestItem, ModelInput, PreparedBatch};
use gendesk_core::batch::split::{batch_count, split_with_limits};
use gendesk_core::batch::{BatchDraft, DraftItem, SplitError, split};
use gendesk_core::catalog::{Catalog, ModelSpec};
use gendesk_core::compose::ComposeForm;
use serde_json::{Value, json};

fn spec(id: &str) -> ModelSpec {
    Catalog::builtin().unwrap().get(id).unwrap().clone()
}

fn base(spec: &ModelSpec, prompt: &str) -> ComposeForm {
    let mut form = ComposeForm::new(spec);
    prompt.clone_into(&mut form.prompt);
    form
}

#[test]
fn a_prompt_list_makes_one_item_per_line_with_the_form_for_the_rest() {
    let spec = spec("sandbox/image-fast");
    let mut form = base(&spec, "");
    form.set_value("aspect_ratio", json!("16:9"));
    let mut draft = BatchDraft::from_prompts("a red fox\n\n  a lighthouse  \r\nwaves\n");
    draft.revalidate(&form, &spec);
    assert_eq!(draft.len(), 3);
    assert_eq!(draft.valid_count(), 3);
    let ids: Vec<_> = draft
        .items()
        .iter()
        .map(|i| i.client_item_id.as_str())
        .collect();
    assert_eq!(ids, ["prompt-1", "prompt-2", "prompt-3"]);
    assert_eq!(draft.items()[1].line, Some(3));
    let requests = draft.request_items(&form, &spec);
    assert_eq!(requests[1].1.input.prompt, "a lighthouse");
    assert_eq!(requests[2].1.input.aspect_ratio.as_deref(), Some("16:9"));
    // A change in the form reaches every item.
    form.set_value("aspect_ratio", json!("9:16"));
    let requests = draft.request_items(&form, &spec);
    assert!(
        requests
            .iter()
            .all(|(_, r)| r.input.aspect_ratio.as_deref() == Some("9:16"))
    );
}

#[test]
fn copies_and_a_grid_make_the_expected_items() {
    let spec = spec("sandbox/image-fast");
    let form = base(&spec, "one fox");
    let mut copies = BatchDraft::copies(4);
    copies.revalidate(&form, &spec);
    assert_eq!(copies.valid_count(), 4);
    assert_eq!(BatchDraft::copies(1500).len(), 1000, "at most 1000 copies");
    assert_eq!(
        BatchDraft::copies(60).len(),
        60,
        "more than one batch of copies"
    );

    let prompts = vec!["a cat".to_owned(), "a dog".to_owned()];
    let values = [json!("1:1"), json!("16:9"), json!("9:16")];
    let mut grid = BatchDraft::grid(&prompts, "aspect_ratio", &values);
    grid.revalidate(&form, &spec);
    assert_eq!(grid.len(), 6);
    assert_eq!(grid.valid_count(), 6);
    let requests = grid.request_items(&form, &spec);
    let pairs: Vec<(String, String)> = requests
        .iter()
        .map(|(_, r)| {
            (
                r.input.prompt.clone(),
                r.input.aspect_ratio.clone().unwrap(),
            )
        })
        .collect();
    assert_eq!(pairs[0], ("a cat".into(), "1:1".into()));
    assert_eq!(pairs[5], ("a dog".into(), "9:16".into()));
    let diff = grid.items()[1].differences(&form, &spec);
    assert_eq!(diff, ["Aspect ratio = 16:9"]);
}

#[test]
fn each_item_is_checked_by_the_form_rules_and_ids_are_unique() {
    let spec = spec("sandbox/image-pro");
    let form = base(&spec, "");
    let long = "x".repeat(2001);
    let mut draft = BatchDraft::from_prompts(&format!("fine\n{long}\nalso fine"));
    draft.revalidate(&form, &spec);
    assert_eq!(draft.valid_count(), 2);
    assert!(draft.issues(0).is_empty());
    let issue = &draft.issues(1)[0];
    assert!(
        issue.message.contains("2001 characters"),
        "{}",
        issue.message
    );
    // A duplicated id is reported on both items; making ids unique fixes it.
    draft.item_mut(2).unwrap().client_item_id = "prompt-1".into();
    draft.revalidate(&form, &spec);
    assert_eq!(draft.valid_count(), 0);
    assert!(draft.issues(0)[0].message.contains("used by another item"));
    draft.make_ids_unique();
    draft.revalidate(&form, &spec);
    assert_eq!(draft.items()[2].client_item_id, "prompt-1-2");
    assert_eq!(draft.valid_count(), 2);
    // Removing the invalid item leaves the valid ones.
    assert_eq!(draft.remove_invalid(), 1);
    assert_eq!(draft.len(), 2);
    // Only valid items are sent.
    let mut bad_value = DraftItem::new("bad");
    bad_value
        .overrides
        .insert("aspect_ratio".into(), json!("7:3"));
    draft.extend([bad_value]);
    draft.revalidate(&form, &spec);
    assert_eq!(draft.request_items(&form, &spec).len(), 2);
    assert!(
        draft.issues(2).iter().any(|i| i.message.contains("7:3")),
        "{:?}",
        draft.issues(2)
    );
}

fn items(n: usize, prompt_len: usize) -> Vec<BatchRequestItem> {
    (0..n)
        .map(|i| BatchRequestItem {
            client_item_id: format!("item-{i}"),
            idempotency_key: String::new(),
            input: ModelInput::new("text-to-image", "p".repeat(prompt_len)),
        })
        .collect()
}

#[test]
fn splitting_keeps_order_and_the_item_limit() {
    for (n, want) in [
        (1, vec![1]),
        (50, vec![50]),
        (51, vec![50, 1]),
        (120, vec![50, 50, 20]),
    ] {
        let batches = split(items(n, 10), None).unwrap();
        let sizes: Vec<usize> = batches.iter().map(|b| b.items.len()).collect();
        assert_eq!(sizes, want, "{n} items");
        assert_eq!(batch_count(n), want.len());
        let ids: Vec<String> = batches
            .iter()
            .flat_map(|b| b.items.iter().map(|i| i.client_item_id.clone()))
            .collect();
        assert_eq!(ids, (0..n).map(|i| format!("item-{i}")).collect::<Vec<_>>());
        // Every item got a key, and every batch passes the interface's rules.
        for batch in &batches {
            assert!(batch.items.iter().all(|i| !i.idempotency_key.is_empty()));
            PreparedBatch::new("k", batch).unwrap();
        }
    }
    assert_eq!(split(Vec::new(), None).unwrap_err(), SplitError::Empty);
}

#[test]
fn splitting_measures_the_exact_body_near_5_mib() {
    // 40 items of ~200 KB each: 8 MB, so the body limit, not the item limit, splits them.
    let webhook = Some("https://hooks.example.com/gendesk");
    let batches = split(items(40, 200_000), webhook).unwrap();
    assert!(batches.len() >= 2, "{}", batches.len());
    for batch in &batches {
        let body = serde_json::to_vec(batch).unwrap();
        assert!(body.len() <= 5 * 1024 * 1024, "{} bytes", body.len());
        assert_eq!(batch.webhook_url.as_deref(), webhook);
        PreparedBatch::new("k", batch).unwrap();
    }
    // The first batch is as full as the limit allows: one more item would not fit.
    let first = serde_json::to_vec(&batches[0]).unwrap().len();
    let item = serde_json::to_vec(&batches[1].items[0]).unwrap().len();
    assert!(first + item + 1 > 5 * 1024 * 1024);
    // A tight limit: the computed size equals the encoded size exactly.
    let small = split_with_limits(items(10, 5), None, 50, 300).unwrap();
    for batch in &small {
        assert!(serde_json::to_vec(batch).unwrap().len() <= 300);
    }
    let all: usize = small.iter().map(|b| b.items.len()).sum();
    assert_eq!(all, 10);
    let err = split_with_limits(items(1, 400), None, 50, 300).unwrap_err();
    assert!(matches!(err, SplitError::ItemTooLarge { .. }), "{err}");
    assert!(err.to_string().contains("item-0"));
}

#[test]
fn extra_fields_of_an_item_are_sent() {
    let spec = spec("sandbox/image-fast");
    let form = base(&spec, "a fox");
    let mut item = DraftItem::new("a");
    item.extra.insert("style".into(), Value::from("ink"));
    let mut draft = BatchDraft::new(vec![item]);
    draft.revalidate(&form, &spec);
    assert_eq!(draft.valid_count(), 1, "{:?}", draft.issues(0));
    let requests = draft.request_items(&form, &spec);
    assert_eq!(requests[0].1.input.extra.get("style"), Some(&json!("ink")));
}
