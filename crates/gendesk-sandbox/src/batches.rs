//! Batches in the sandbox: every rule of the interface's batch section — whole-request checks,
//! per-item rejection, request replay, item task reuse, webhooks per accepted item — and the
//! batch/item status view.
//!
//! Decisions where the interface is silent (also in the README):
//! - a batch lookup for an unknown batch, another account's batch, or another model is 404;
//! - the same `Idempotency-Key` with a different body is refused with 400 (nothing created);
//! - the batch record expires 7 days after submission (`batchExpiresAt`, UTC), then reads 404;
//! - a reused item gets its webhook too (for this batch) once its task is final;
//! - if the balance cannot cover all newly accepted items, the whole request is 402.

use std::collections::HashSet;
use std::time::Duration;

use serde_json::Value;

use super::accounts::random_hex;
use super::catalog::CatalogModel;
use super::clock::ms;
use super::validate::validate_input;
use super::world::{Caller, Delivery, DeliveryKind, Refusal, World};
use gendesk_api::batch::{BATCH_EXPIRES_AT_FORMAT, MAX_BATCH_BODY_BYTES, MAX_BATCH_ITEMS};
use gendesk_api::{
    Batch, BatchItem, BatchStatus, FailCode, ItemError, ItemResult, ItemStatus, TaskState,
};

/// How long a batch record is kept.
pub const BATCH_RETENTION: Duration = Duration::from_hours(168);

/// One stored item.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct ItemRecord {
    /// Caller's locator.
    pub client_item_id: String,
    /// Task when accepted.
    pub task_id: Option<String>,
    /// Rejection reason.
    pub error: Option<ItemError>,
}

/// One stored batch.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct BatchRecord {
    /// `batchId`.
    pub id: String,
    /// Owning account.
    #[serde(deserialize_with = "crate::persist::interned")]
    pub account: crate::persist::Interned,
    /// Submission model.
    pub model: String,
    /// Items in request order.
    pub items: Vec<ItemRecord>,
    /// Counts at submission.
    pub newly_accepted: u32,
    /// Counts at submission.
    pub reused: u32,
    /// Counts at submission.
    pub rejected: u32,
    /// Record expiry, simulated ms.
    pub expires_ms: i64,
    /// The parsed request, to tell a replay from a conflicting reuse of the key.
    pub request: Value,
}

impl World {
    /// Handles a batch submission body (raw bytes, to enforce the size limit).
    pub fn submit_batch(
        &mut self,
        caller: Caller,
        model_id: &str,
        idempotency_key: Option<&str>,
        body: &[u8],
        now_ms: i64,
    ) -> Result<Batch, Refusal> {
        let model = self.model_for(caller, model_id)?;
        let key = idempotency_key
            .map(str::trim)
            .filter(|k| !k.is_empty())
            .ok_or_else(|| {
                Refusal::new(
                    400,
                    "the Idempotency-Key header is required for batch submissions",
                )
            })?
            .to_owned();
        if body.len() > MAX_BATCH_BODY_BYTES {
            return Err(Refusal::new(
                400,
                format!(
                    "the request body is {} bytes; the limit is 5 MiB",
                    body.len()
                ),
            ));
        }
        let request: Value = serde_json::from_slice(body).map_err(|err| {
            Refusal::new(
                400,
                format!("BadRequest: the body is not valid JSON ({err})"),
            )
        })?;
        if let Some(batch_id) = self.batch_by_key.get(&(caller.account, key.clone())) {
            let batch = self
                .batches
                .get(batch_id)
                .ok_or_else(|| Refusal::new(500, "batch index out of step"))?;
            if batch.request != request || batch.model != model.id {
                return Err(Refusal::new(
                    400,
                    "this Idempotency-Key was already used for a different batch; use a new key for a new operation",
                ));
            }
            let mut view = self.batch_view(batch_id, now_ms)?;
            view.replayed = true;
            return Ok(view);
        }
        let items = check_items(&request)?;
        let webhook_url = match request.get("webhook_url") {
            None | Some(Value::Null) => None,
            Some(Value::String(url)) => {
                self.check_target(url)
                    .map_err(|reason| Refusal::new(400, format!("webhook_url: {reason}")))?;
                Some(url.clone())
            }
            Some(other) => {
                return Err(Refusal::new(
                    400,
                    format!("webhook_url must be a string, not {other}"),
                ));
            }
        };

        // Decide every item before charging, so a 402 creates nothing.
        let (plans, total) = self.plan_items(caller, &model, items);
        self.charge(caller.key, total)?;
        let batch_id = format!("batch_{}", random_hex(&mut self.rng, 10));
        let secret_version = webhook_url.as_ref().map(|_| {
            let mut rng = fastrand::Rng::with_seed(self.rng.u64(..));
            self.secret_ring(caller.account).current(&mut rng).version
        });
        let hook = webhook_url.zip(secret_version);
        let (records, [newly, reused, rejected]) =
            self.accept_items(caller, &model, &batch_id, plans, hook.as_ref(), now_ms);
        let record = BatchRecord {
            id: batch_id.clone(),
            account: caller.account,
            model: model.id.clone(),
            items: records,
            newly_accepted: newly,
            reused,
            rejected,
            expires_ms: now_ms.saturating_add(ms(BATCH_RETENTION)),
            request,
        };
        self.batches.insert(batch_id.clone(), record);
        self.batch_by_key
            .insert((caller.account, key), batch_id.clone());
        self.batch_view(&batch_id, now_ms)
    }

    /// Decides each item: reuse an earlier task, create a new one (with its price), or reject.
    fn plan_items<'a>(
        &self,
        caller: Caller,
        model: &CatalogModel,
        items: Vec<(String, String, &'a Value)>,
    ) -> (Vec<(String, String, &'a Value, ItemPlan)>, f64) {
        let mut total = 0.0;
        let plans = items
            .into_iter()
            .map(|(client_item_id, item_key, input)| {
                let plan = if let Some(task_id) = self
                    .task_by_item_key
                    .get(&(caller.account, item_key.clone()))
                {
                    ItemPlan::Reuse(task_id.clone())
                } else if let Some(error) = reject_marker(input) {
                    ItemPlan::Reject(error)
                } else {
                    match validate_input(model, input) {
                        Ok(()) => {
                            let cost = model.price_of(input);
                            total += cost;
                            ItemPlan::New(cost)
                        }
                        Err(err) => ItemPlan::Reject(ItemError {
                            code: FailCode::InvalidParamValue,
                            message: err.message,
                        }),
                    }
                };
                (client_item_id, item_key, input, plan)
            })
            .collect();
        (plans, total)
    }

    /// Carries out the plans: creates tasks, records item keys, queues one webhook per
    /// accepted item. Returns the item records and the new/reused/rejected counts.
    fn accept_items(
        &mut self,
        caller: Caller,
        model: &CatalogModel,
        batch_id: &str,
        plans: Vec<(String, String, &Value, ItemPlan)>,
        hook: Option<&(String, i64)>,
        now_ms: i64,
    ) -> (Vec<ItemRecord>, [u32; 3]) {
        let mut counts = [0u32; 3];
        let mut records = Vec::with_capacity(plans.len());
        for (client_item_id, item_key, input, plan) in plans {
            let (task_id, error) = match plan {
                ItemPlan::New(cost) => {
                    counts[0] += 1;
                    let task_id = self.create_task(caller, model, input, cost, now_ms, None);
                    self.task_by_item_key
                        .insert((caller.account, item_key), task_id.clone());
                    (Some(task_id), None)
                }
                ItemPlan::Reuse(task_id) => {
                    counts[1] += 1;
                    (Some(task_id), None)
                }
                ItemPlan::Reject(error) => {
                    counts[2] += 1;
                    (None, Some(error))
                }
            };
            if let (Some((url, version)), Some(task_id)) = (hook, &task_id) {
                let at_ms = self
                    .tasks
                    .get(task_id)
                    .map_or(now_ms, |t| t.complete_ms.max(now_ms));
                let kind = DeliveryKind::Webhook {
                    task_id: task_id.clone(),
                    batch_id: batch_id.to_owned(),
                    client_item_id: client_item_id.clone(),
                    account: caller.account,
                    secret_version: *version,
                    event_id: format!("evt_{}", random_hex(&mut self.rng, 12)),
                };
                self.schedule_delivery(
                    at_ms,
                    Delivery {
                        url: url.clone(),
                        attempt: 0,
                        kind,
                        queued_ms: now_ms,
                    },
                );
            }
            records.push(ItemRecord {
                client_item_id,
                task_id,
                error,
            });
        }
        (records, counts)
    }

    /// A batch visible to `caller` under `model_id`; 404 for unknown, foreign, other-model or
    /// expired batches alike (so nothing leaks about other accounts).
    pub fn batch_for(
        &self,
        caller: Caller,
        model_id: &str,
        batch_id: &str,
        now_ms: i64,
    ) -> Result<Batch, Refusal> {
        let visible = self.batches.get(batch_id).is_some_and(|b| {
            b.account == caller.account && b.model == model_id && now_ms <= b.expires_ms
        });
        if !visible {
            return Err(Refusal::new(
                404,
                format!("batch {batch_id:?} not found for model {model_id:?} in this account"),
            ));
        }
        let mut view = self.batch_view(batch_id, now_ms)?;
        view.batch_expires_at = None;
        Ok(view)
    }

    /// The batch record as the service shows it at `now_ms`.
    fn batch_view(&self, batch_id: &str, now_ms: i64) -> Result<Batch, Refusal> {
        let record = self
            .batches
            .get(batch_id)
            .ok_or_else(|| Refusal::new(404, "batch not found"))?;
        let mut items = Vec::with_capacity(record.items.len());
        for (ordinal, item) in record.items.iter().enumerate() {
            let ordinal = u32::try_from(ordinal).unwrap_or(u32::MAX);
            let task = item.task_id.as_ref().and_then(|id| self.tasks.get(id));
            let (status, result) = match task {
                None => (ItemStatus::Rejected, None),
                Some(task) => {
                    let state = task.state_at(now_ms);
                    let status = match state {
                        TaskState::Pending => ItemStatus::Queued,
                        TaskState::Success => ItemStatus::Succeeded,
                        TaskState::Failed => ItemStatus::Failed,
                        _ => ItemStatus::Running,
                    };
                    let result = state.is_final().then(|| {
                        let full = task.record_at(now_ms, &self.base_url);
                        ItemResult {
                            task_id: full.task_id,
                            state: full.state,
                            result_json: full.result_json,
                            fail_code: full.fail_code,
                            fail_msg: full.fail_msg,
                        }
                    });
                    (status, result)
                }
            };
            items.push(BatchItem {
                ordinal,
                client_item_id: item.client_item_id.clone(),
                task_id: item.task_id.clone(),
                accepted: item.task_id.is_some(),
                status,
                error: item.error.clone(),
                result,
            });
        }
        let accepted: Vec<&BatchItem> = items.iter().filter(|i| i.accepted).collect();
        let status = if accepted.is_empty() {
            BatchStatus::CompletedWithErrors
        } else if accepted.iter().all(|i| i.status.is_final()) {
            BatchStatus::Completed
        } else if accepted.iter().any(|i| i.status != ItemStatus::Queued) {
            BatchStatus::Running
        } else {
            BatchStatus::Queued
        };
        let expires = chrono::DateTime::from_timestamp_millis(record.expires_ms)
            .map(|t| t.naive_utc().format(BATCH_EXPIRES_AT_FORMAT).to_string());
        Ok(Batch {
            batch_id: record.id.clone(),
            model: record.model.clone(),
            status,
            replayed: false,
            newly_accepted_count: record.newly_accepted,
            reused_count: record.reused,
            rejected_count: record.rejected,
            items,
            batch_expires_at: expires,
        })
    }
}

enum ItemPlan {
    New(f64),
    Reuse(String),
    Reject(ItemError),
}

/// Whole-request item rules: 1–50 items; `client_item_id` and `idempotency_key` present,
/// strings and unique. Returns (client id, item key, input) per item.
fn check_items(request: &Value) -> Result<Vec<(String, String, &Value)>, Refusal> {
    let items = request
        .get("items")
        .and_then(Value::as_array)
        .ok_or_else(|| Refusal::new(400, "items is required: a list of 1 to 50 items"))?;
    if items.is_empty() || items.len() > MAX_BATCH_ITEMS {
        return Err(Refusal::new(
            400,
            format!(
                "items has {} entries; send between 1 and {MAX_BATCH_ITEMS}",
                items.len()
            ),
        ));
    }
    let mut ids = HashSet::new();
    let mut keys = HashSet::new();
    let mut out = Vec::with_capacity(items.len());
    for (ordinal, item) in items.iter().enumerate() {
        let text = |field: &str| -> Result<String, Refusal> {
            item.get(field)
                .and_then(Value::as_str)
                .filter(|v| !v.is_empty())
                .map(str::to_owned)
                .ok_or_else(|| Refusal::new(400, format!("items[{ordinal}].{field} is missing")))
        };
        let id = text("client_item_id")?;
        let key = text("idempotency_key")?;
        if !ids.insert(id.clone()) {
            return Err(Refusal::new(
                400,
                format!("client_item_id {id:?} appears more than once"),
            ));
        }
        if !keys.insert(key.clone()) {
            return Err(Refusal::new(
                400,
                format!("idempotency_key {key:?} appears more than once"),
            ));
        }
        // A missing input is an item rejection (INVALID_PARAM_VALUE), not a whole-request failure.
        out.push((id, key, item.get("input").unwrap_or(&Value::Null)));
    }
    Ok(out)
}

/// A batch item whose prompt holds `[reject]` or `[reject:CODE]` is rejected with that code
/// (default `INVALID_PARAM_VALUE`): the sandbox's documented way to see a rejected item whose
/// input is otherwise valid.
fn reject_marker(input: &Value) -> Option<ItemError> {
    let prompt = input.get("prompt")?.as_str()?;
    let start = prompt.find("[reject")?;
    let rest = &prompt[start + "[reject".len()..];
    let end = rest.find(']')?;
    let code = rest[..end].strip_prefix(':').map_or("", str::trim);
    let code = if code.is_empty() {
        FailCode::InvalidParamValue
    } else {
        FailCode::parse(code)
    };
    Some(ItemError {
        code,
        message: "the sandbox rejects items whose prompt holds a [reject] marker; remove the marker and send the item again".to_owned(),
    })
}
