//! A batch being prepared: items made from the compose form (copies, a prompt list, a grid of
//! values, imported rows), each holding only what differs from the form, so a change in the
//! form reaches every item. Each item is checked by the same rules as the single form, plus a
//! unique, non-empty client item id; only valid items are sent.

use std::borrow::Cow;
use std::collections::{BTreeMap, HashMap};

use serde_json::{Map, Value};

use crate::catalog::{FieldSpec, ModelSpec, PROMPT_KEY, value_label};
use crate::compose::{ComposeForm, FieldIssue};
use gendesk_api::{BatchRequestItem, ModelInput};

/// Most copies of the form one "× N" makes.
pub const MAX_COPIES: usize = 1000;
/// Longest client item id accepted.
pub const MAX_CLIENT_ITEM_ID_CHARS: usize = 128;
/// [`FieldIssue::field`] of a problem with the client item id.
pub const CLIENT_ITEM_ID_FIELD: &str = "client_item_id";

/// One item: its id and what it changes in the form.
#[derive(Debug, Clone, PartialEq)]
pub struct DraftItem {
    /// The item's `client_item_id` (editable; unique in the draft).
    pub client_item_id: String,
    /// Form fields this item sets (by field key), e.g. its prompt.
    pub overrides: BTreeMap<String, Value>,
    /// Input fields the model's form does not have, sent as they are.
    pub extra: Map<String, Value>,
    /// Line in the imported file, if it came from one.
    pub line: Option<usize>,
}

impl DraftItem {
    /// An item with this id and no changes.
    pub fn new(client_item_id: impl Into<String>) -> Self {
        Self {
            client_item_id: client_item_id.into(),
            overrides: BTreeMap::new(),
            extra: Map::new(),
            line: None,
        }
    }

    /// The item's prompt (its own, else the form's).
    pub fn prompt<'a>(&'a self, base: &'a ComposeForm) -> &'a str {
        self.overrides
            .get(PROMPT_KEY)
            .and_then(Value::as_str)
            .unwrap_or(&base.prompt)
    }

    /// The form with this item's changes.
    pub fn form(&self, base: &ComposeForm, spec: &ModelSpec) -> ComposeForm {
        let mut form = base.clone();
        for (key, value) in &self.overrides {
            form.set_input_value(spec, key, value.clone());
        }
        if !self.extra.is_empty() {
            let mut extra = match serde_json::from_str::<Value>(form.advanced.extra_json.trim()) {
                Ok(Value::Object(map)) => map,
                _ if form.advanced.extra_json.trim().is_empty() => Map::new(),
                // The form's own extra JSON is broken; validation reports it.
                _ => return form,
            };
            extra.extend(self.extra.clone());
            form.advanced.extra_json = Value::Object(extra).to_string();
        }
        form
    }

    /// `label = value` for each field this item sets to something other than the form (the
    /// prompt left out), for the item table.
    pub fn differences(&self, base: &ComposeForm, spec: &ModelSpec) -> Vec<String> {
        let mut out: Vec<String> = self
            .overrides
            .iter()
            .filter(|(key, _)| key.as_str() != PROMPT_KEY)
            .filter(|(key, value)| base.input_value(spec, key) != **value)
            .map(|(key, value)| {
                let label = spec
                    .field(key)
                    .map_or(Cow::Borrowed(key.as_str()), FieldSpec::shown_label);
                format!("{label} = {}", short_value(value))
            })
            .collect();
        out.extend(
            self.extra
                .iter()
                .map(|(key, value)| format!("{key} = {}", short_value(value))),
        );
        out
    }
}

/// A value for a table cell: text as is, a list joined, at most 40 characters.
fn short_value(value: &Value) -> String {
    let text = match value {
        Value::Array(items) => items
            .iter()
            .map(value_label)
            .collect::<Vec<_>>()
            .join(" | "),
        other => value_label(other),
    };
    if text.chars().count() > 40 {
        let cut: String = text.chars().take(39).collect();
        format!("{cut}\u{2026}")
    } else {
        text
    }
}

/// A batch being prepared, with each item's problems (kept up to date by
/// [`BatchDraft::revalidate`]).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct BatchDraft {
    items: Vec<DraftItem>,
    issues: Vec<Vec<FieldIssue>>,
    valid: usize,
}

impl BatchDraft {
    /// A draft of these items (call [`BatchDraft::revalidate`] before reading problems).
    pub fn new(items: Vec<DraftItem>) -> Self {
        Self {
            items,
            issues: Vec::new(),
            valid: 0,
        }
    }

    /// `n` copies of the form (1 to [`MAX_COPIES`]), e.g. to compare takes.
    pub fn copies(n: usize) -> Self {
        Self::new(
            (1..=n.clamp(1, MAX_COPIES))
                .map(|i| DraftItem::new(format!("take-{i}")))
                .collect(),
        )
    }

    /// One item per non-blank line of `text` (trimmed), every other field from the form.
    pub fn from_prompts(text: &str) -> Self {
        Self::new(
            text.lines()
                .enumerate()
                .filter(|(_, line)| !line.trim().is_empty())
                .enumerate()
                .map(|(n, (line_index, line))| {
                    let mut item = DraftItem::new(format!("prompt-{}", n + 1));
                    item.overrides
                        .insert(PROMPT_KEY.to_owned(), Value::from(line.trim()));
                    item.line = Some(line_index + 1);
                    item
                })
                .collect(),
        )
    }

    /// Every prompt × every value of `field`: `prompts.len() × values.len()` items. An empty
    /// prompt list means the form's prompt.
    pub fn grid(prompts: &[String], field: &str, values: &[Value]) -> Self {
        let prompts: Vec<Option<&str>> = if prompts.is_empty() {
            vec![None]
        } else {
            prompts.iter().map(|p| Some(p.as_str())).collect()
        };
        let mut items = Vec::with_capacity(prompts.len() * values.len());
        for (p, prompt) in prompts.iter().enumerate() {
            for value in values {
                let mut item =
                    DraftItem::new(format!("p{}-{}", p + 1, id_part(&value_label(value))));
                if let Some(prompt) = prompt {
                    item.overrides
                        .insert(PROMPT_KEY.to_owned(), Value::from(*prompt));
                }
                item.overrides.insert(field.to_owned(), value.clone());
                items.push(item);
            }
        }
        let mut draft = Self::new(items);
        draft.make_ids_unique();
        draft
    }

    /// The items, in order.
    pub fn items(&self) -> &[DraftItem] {
        &self.items
    }

    /// How many items.
    pub fn len(&self) -> usize {
        self.items.len()
    }

    /// Whether there are no items.
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    /// Items without problems.
    pub fn valid_count(&self) -> usize {
        self.valid
    }

    /// The problems of item `index` (empty when it is ready).
    pub fn issues(&self, index: usize) -> &[FieldIssue] {
        self.issues.get(index).map_or(&[], Vec::as_slice)
    }

    /// Item `index`, for editing (call [`BatchDraft::revalidate`] afterwards).
    pub fn item_mut(&mut self, index: usize) -> Option<&mut DraftItem> {
        self.items.get_mut(index)
    }

    /// Removes item `index`.
    pub fn remove(&mut self, index: usize) {
        if index < self.items.len() {
            self.items.remove(index);
            if index < self.issues.len() {
                self.issues.remove(index);
            }
        }
    }

    /// Removes every item that has a problem; returns how many.
    pub fn remove_invalid(&mut self) -> usize {
        let before = self.items.len();
        let mut index = 0;
        let issues = &self.issues;
        self.items.retain(|_| {
            let keep = issues.get(index).is_none_or(Vec::is_empty);
            index += 1;
            keep
        });
        self.issues.retain(Vec::is_empty);
        before - self.items.len()
    }

    /// Appends items (e.g. a second file).
    pub fn extend(&mut self, items: impl IntoIterator<Item = DraftItem>) {
        self.items.extend(items);
        self.make_ids_unique();
    }

    /// Gives a blank id `item-N` and a repeated id a `-2`, `-3`… suffix (imported ids are kept
    /// when they are unique).
    pub fn make_ids_unique(&mut self) {
        let mut seen: HashMap<String, usize> = HashMap::new();
        for item in &self.items {
            *seen.entry(item.client_item_id.clone()).or_default() += 1;
        }
        let mut used: std::collections::HashSet<String> = seen
            .iter()
            .filter(|(id, n)| **n == 1 && !id.trim().is_empty())
            .map(|(id, _)| id.clone())
            .collect();
        for (n, item) in self.items.iter_mut().enumerate() {
            let id = item.client_item_id.trim().to_owned();
            if !id.is_empty() && seen.get(&item.client_item_id) == Some(&1) {
                continue;
            }
            let stem = if id.is_empty() {
                format!("item-{}", n + 1)
            } else {
                id
            };
            let mut candidate = stem.clone();
            let mut k = 2;
            while used.contains(&candidate) {
                candidate = format!("{stem}-{k}");
                k += 1;
            }
            used.insert(candidate.clone());
            item.client_item_id = candidate;
        }
    }

    /// Checks every item against `spec` with the form `base`: the form's rules per item, and
    /// each client item id non-empty, not too long and unique.
    pub fn revalidate(&mut self, base: &ComposeForm, spec: &ModelSpec) {
        let mut counts: HashMap<&str, usize> = HashMap::new();
        for item in &self.items {
            *counts.entry(item.client_item_id.as_str()).or_default() += 1;
        }
        self.issues = self
            .items
            .iter()
            .map(|item| {
                let mut issues = item.form(base, spec).validate(spec);
                // Batch items have no callback of their own: the batch has a webhook URL.
                issues.retain(|i| i.field != crate::compose::CALLBACK_URL_FIELD);
                if let Some(issue) = id_issue(&item.client_item_id, &counts) {
                    issues.insert(0, issue);
                }
                issues
            })
            .collect();
        self.valid = self.issues.iter().filter(|i| i.is_empty()).count();
    }

    /// The valid items as batch request items (client item id, no key yet, input), in order,
    /// with the ordinal of each in the draft.
    pub fn request_items(
        &self,
        base: &ComposeForm,
        spec: &ModelSpec,
    ) -> Vec<(usize, BatchRequestItem)> {
        self.items
            .iter()
            .enumerate()
            .filter(|(index, _)| self.issues(*index).is_empty())
            .filter_map(|(index, item)| {
                let input = item_input(&item.form(base, spec), spec)?;
                Some((
                    index,
                    BatchRequestItem {
                        client_item_id: item.client_item_id.clone(),
                        idempotency_key: String::new(),
                        input,
                    },
                ))
            })
            .collect()
    }
}

/// The `input` of a valid form (`None` if it is not valid after all).
pub fn item_input(form: &ComposeForm, spec: &ModelSpec) -> Option<ModelInput> {
    let mut form = form.clone();
    form.advanced.request_type = gendesk_api::RequestType::Async;
    form.build_request(spec).ok().map(|request| request.input)
}

/// The problem with a client item id, if any.
fn id_issue(id: &str, counts: &HashMap<&str, usize>) -> Option<FieldIssue> {
    let message = if id.trim().is_empty() {
        crate::t!("problem-batch-item-id-missing")
    } else if id.chars().count() > MAX_CLIENT_ITEM_ID_CHARS {
        crate::t!(
            "problem-batch-item-id-too-long",
            length = id.chars().count(),
            max = MAX_CLIENT_ITEM_ID_CHARS
        )
    } else if counts.get(id).copied().unwrap_or(0) > 1 {
        crate::t!("problem-batch-item-id-repeated", id = id.to_owned())
    } else {
        return None;
    };
    Some(FieldIssue::new(CLIENT_ITEM_ID_FIELD, message))
}

/// A value as part of an id: letters, digits, `-` and `_` kept, the rest `_`.
fn id_part(text: &str) -> String {
    text.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect()
}
