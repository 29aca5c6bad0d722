//! `World`: the sandbox's in-memory state — keys and balances, tasks and their planned
//! lifecycle, result media, secrets, and the schedule of refunds and deliveries.
//!
//! A task's state is a pure function of simulated time: its pending, processing and completion
//! instants are drawn when it is created, so queries need no background work and a clock jump
//! moves everything forward at once. The records it holds are in `records.rs`.

use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};
use std::time::Duration;

use serde_json::Value;

use super::accounts::{self, KeyState, SecretRing, random_hex};
use super::batches::BatchRecord;
use super::catalog::{CatalogModel, DemoCatalog};
use super::clock::ms;
use super::media::{ImageFormat, MediaSpec, ReferenceLook, image_size, video_size};
use super::references::{ReferenceCheck, Verdict};
use gendesk_api::FailCode;
use gendesk_api::ModelKind;

mod records;

pub use records::{
    AwaitingTask, Caller, Delivery, DeliveryKind, Job, JobKind, MediaEntry, Planned, Refusal, Task,
};

/// How long a delivery due for a task still waiting for its references waits before it is
/// looked at again (simulated ms).
const REFERENCE_WAIT_MS: i64 = 1000;
/// How long result URLs work after they are issued.
pub const RESULT_URL_LIFETIME: Duration = Duration::from_hours(24);
/// Marker that makes a task fail: `[fail:CODE]` anywhere in the prompt.
pub const FAIL_MARKER: &str = "[fail:";

/// The whole simulated service.
#[derive(Debug)]
pub struct World {
    /// Models.
    pub catalog: DemoCatalog,
    /// Keys and balances.
    pub keys: Vec<KeyState>,
    /// Signing secrets per account.
    pub secrets: HashMap<&'static str, SecretRing>,
    /// Every task by ID.
    pub tasks: HashMap<String, Task>,
    /// Every batch by ID.
    pub batches: HashMap<String, BatchRecord>,
    /// (account, request `Idempotency-Key`) → batch ID.
    pub batch_by_key: HashMap<(&'static str, String), String>,
    /// (account, item `idempotency_key`) → task ID.
    pub task_by_item_key: HashMap<(&'static str, String), String>,
    /// Result media by token.
    pub media: HashMap<String, MediaEntry>,
    /// Refunds and deliveries, earliest first.
    pub schedule: BinaryHeap<Reverse<Job>>,
    /// Randomness for durations, IDs and wording.
    pub rng: fastrand::Rng,
    /// Where the sandbox listens, e.g. `http://127.0.0.1:40123`.
    pub base_url: String,
    /// Accept loopback http targets for callbacks and webhooks.
    pub allow_loopback_targets: bool,
    /// Deliver everything twice.
    pub duplicate_deliveries: bool,
    /// Tasks waiting for their reference pictures: what their media will be made from.
    pub awaiting: HashMap<String, AwaitingTask>,
    /// Reference fetches to start (the request handler takes them after creating tasks).
    pub reference_checks: Vec<ReferenceCheck>,
    pub(crate) next_seq: u64,
}

impl World {
    /// A fresh world with the demo catalogue and keys.
    pub fn new(
        base_url: String,
        seed: u64,
        allow_loopback_targets: bool,
        duplicate_deliveries: bool,
        extra_keys: &[&'static accounts::DemoKey],
    ) -> Self {
        Self {
            catalog: super::catalog::demo_catalog(),
            keys: accounts::initial_keys(extra_keys),
            secrets: HashMap::new(),
            tasks: HashMap::new(),
            batches: HashMap::new(),
            batch_by_key: HashMap::new(),
            task_by_item_key: HashMap::new(),
            media: HashMap::new(),
            schedule: BinaryHeap::new(),
            rng: fastrand::Rng::with_seed(seed),
            base_url,
            allow_loopback_targets,
            duplicate_deliveries,
            awaiting: HashMap::new(),
            reference_checks: Vec::new(),
            next_seq: 0,
        }
    }

    /// Checks the bearer key: known and not revoked.
    pub fn authenticate(&self, bearer: Option<&str>) -> Result<Caller, Refusal> {
        let Some(presented) = bearer else {
            return Err(Refusal::unauthorized(
                "send the header Authorization: Bearer <API_KEY>",
            ));
        };
        let key = self
            .keys
            .iter()
            .find(|k| k.demo.key == presented)
            .ok_or_else(|| Refusal::unauthorized("this key does not exist"))?;
        if key.demo.revoked {
            return Err(Refusal::unauthorized("this key was revoked"));
        }
        Ok(Caller {
            key: key.demo.key,
            account: key.demo.account,
        })
    }

    /// The model, checked for existence (404) and for the key's permission (401).
    pub fn model_for(&self, caller: Caller, model_id: &str) -> Result<CatalogModel, Refusal> {
        let model = self.catalog.get(model_id).ok_or_else(|| {
            Refusal::new(
                404,
                format!("model {model_id:?} not found; GET /sandbox/catalog lists the models"),
            )
        })?;
        let allowed = self
            .keys
            .iter()
            .find(|k| k.demo.key == caller.key)
            .is_some_and(|k| k.demo.kinds.is_none_or(|kinds| kinds.contains(&model.kind)));
        if !allowed {
            return Err(Refusal::unauthorized(&format!(
                "this key has no permission for model {model_id}"
            )));
        }
        Ok(model.clone())
    }

    /// Remaining balance of a key.
    pub fn balance(&self, key: &str) -> f64 {
        self.keys
            .iter()
            .find(|k| k.demo.key == key)
            .map_or(0.0, |k| k.balance)
    }

    /// Takes `amount` from the key, or refuses with 402.
    pub fn charge(&mut self, key: &str, amount: f64) -> Result<(), Refusal> {
        let state = accounts::find(&mut self.keys, key)
            .ok_or_else(|| Refusal::unauthorized("this key does not exist"))?;
        if state.balance + 1e-9 < amount {
            return Err(Refusal::new(
                402,
                format!(
                    "Insufficient balance: this costs ${amount:.2} and the key has ${:.2} left; top up to continue",
                    state.balance
                ),
            ));
        }
        state.balance = ((state.balance - amount) * 1e6).round() / 1e6;
        Ok(())
    }

    /// Creates a task (already validated and charged) and schedules its refund or callback.
    pub fn create_task(
        &mut self,
        caller: Caller,
        model: &CatalogModel,
        input: &Value,
        cost: f64,
        now_ms: i64,
        callback_url: Option<String>,
    ) -> String {
        let id = format!("task_{}", random_hex(&mut self.rng, 10));
        let pending = self.rng.i64(300..=1500);
        let typical = i64::from(model.typical_seconds) * 1000;
        let run = typical * self.rng.i64(75..=130) / 100;
        let start_ms = now_ms + pending;
        let complete_ms = start_ms + run;
        let prompt = input
            .get("prompt")
            .and_then(Value::as_str)
            .unwrap_or_default();
        let references = reference_urls(input);
        let planned = match failure_marker(prompt) {
            Some(code) => {
                let message = self.fail_message(&code);
                Planned::Failed(code, message)
            }
            None if !references.is_empty() => {
                self.awaiting.insert(
                    id.clone(),
                    AwaitingTask {
                        model: model.clone(),
                        input: input.clone(),
                    },
                );
                self.reference_checks.push(ReferenceCheck {
                    task_id: id.clone(),
                    urls: references,
                });
                Planned::AwaitingReferences
            }
            None => Planned::Success(self.register_media(model, input, complete_ms, None)),
        };
        let failed = matches!(planned, Planned::Failed(..));
        let task = Task {
            id: id.clone(),
            account: caller.account,
            key: caller.key,
            model: model.id.clone(),
            create_ms: now_ms,
            start_ms,
            complete_ms,
            planned,
            cost,
        };
        self.tasks.insert(id.clone(), task);
        if failed {
            self.schedule_job(complete_ms, JobKind::Refund(id.clone()));
        }
        if let Some(url) = callback_url {
            let delivery = Delivery {
                url,
                attempt: 0,
                kind: DeliveryKind::Callback {
                    task_id: id.clone(),
                },
                queued_ms: now_ms,
            };
            self.schedule_delivery(complete_ms, delivery);
        }
        id
    }

    /// The reference fetches queued since the last call, for the caller to start.
    pub fn take_reference_checks(&mut self) -> Vec<ReferenceCheck> {
        std::mem::take(&mut self.reference_checks)
    }

    /// Ends a task's wait for its references: a success is painted from the first picture's
    /// look and completes no earlier than planned; a failure ends the task now (or when it
    /// starts, if that is later) and refunds it.
    pub fn settle_references(&mut self, task_id: &str, verdict: Verdict, now_ms: i64) {
        let Some(waiting) = self.awaiting.remove(task_id) else {
            return;
        };
        let Some((start_ms, complete_ms)) =
            self.tasks.get(task_id).map(|t| (t.start_ms, t.complete_ms))
        else {
            return;
        };
        let (planned, complete_ms) = match verdict {
            Verdict::Arrived(look) => {
                let complete_ms = complete_ms.max(now_ms);
                let tokens =
                    self.register_media(&waiting.model, &waiting.input, complete_ms, Some(look));
                (Planned::Success(tokens), complete_ms)
            }
            Verdict::Refused(code, message) => {
                let complete_ms = start_ms.max(now_ms);
                self.schedule_job(complete_ms, JobKind::Refund(task_id.to_owned()));
                (Planned::Failed(code, message), complete_ms)
            }
        };
        if let Some(task) = self.tasks.get_mut(task_id) {
            task.planned = planned;
            task.complete_ms = complete_ms;
        }
    }

    /// Queues a delivery (twice when duplicate deliveries are on and it is a first attempt).
    pub fn schedule_delivery(&mut self, at_ms: i64, delivery: Delivery) {
        if self.duplicate_deliveries && delivery.attempt == 0 {
            self.schedule_job(at_ms, JobKind::Deliver(delivery.clone()));
        }
        self.schedule_job(at_ms, JobKind::Deliver(delivery));
    }

    /// Queues any job.
    pub fn schedule_job(&mut self, at_ms: i64, kind: JobKind) {
        self.next_seq += 1;
        self.schedule.push(Reverse(Job {
            at_ms,
            seq: self.next_seq,
            kind,
        }));
    }

    /// Applies due refunds and returns due deliveries.
    pub fn take_due(&mut self, now_ms: i64) -> Vec<Delivery> {
        let mut due = Vec::new();
        while self
            .schedule
            .peek()
            .is_some_and(|Reverse(job)| job.at_ms <= now_ms)
        {
            let Some(Reverse(job)) = self.schedule.pop() else {
                break;
            };
            match job.kind {
                JobKind::Refund(task_id) => self.refund(&task_id),
                // Its task's end is not known before its references are judged: ask again.
                JobKind::Deliver(delivery) if self.awaiting.contains_key(delivery.task_id()) => {
                    self.schedule_job(now_ms + REFERENCE_WAIT_MS, JobKind::Deliver(delivery));
                }
                JobKind::Deliver(delivery) => due.push(delivery),
            }
        }
        due
    }

    /// Simulated instant of the next scheduled job.
    pub fn next_due(&self) -> Option<i64> {
        self.schedule.peek().map(|Reverse(job)| job.at_ms)
    }

    fn refund(&mut self, task_id: &str) {
        let Some(task) = self.tasks.get(task_id) else {
            return;
        };
        let (key, cost) = (task.key, task.cost);
        if let Some(state) = accounts::find(&mut self.keys, key) {
            state.balance = ((state.balance + cost) * 1e6).round() / 1e6;
        }
    }

    /// A task visible to `caller` under `model_id` (404 otherwise).
    pub fn task_for(
        &self,
        caller: Caller,
        model_id: &str,
        task_id: &str,
    ) -> Result<&Task, Refusal> {
        self.tasks
            .get(task_id)
            .filter(|t| t.account == caller.account && t.model == model_id)
            .ok_or_else(|| {
                Refusal::new(
                    404,
                    format!("task {task_id:?} not found for model {model_id:?} in this account"),
                )
            })
    }

    /// Whether `url` is an acceptable callback/webhook target here.
    pub fn check_target(&self, url: &str) -> Result<(), String> {
        let parsed =
            url::Url::parse(url).map_err(|err| format!("{url:?} is not a valid URL ({err})"))?;
        let loopback = parsed
            .host_str()
            .is_some_and(gendesk_api::base_url::is_loopback_host);
        match parsed.scheme() {
            "https" if !loopback || self.allow_loopback_targets => Ok(()),
            "http" if loopback && self.allow_loopback_targets => Ok(()),
            _ if loopback => Err(format!(
                "{url:?} is a loopback address; start the sandbox with --allow-loopback-targets to deliver to this machine"
            )),
            _ => Err(format!("{url:?} must be a public HTTPS address")),
        }
    }

    /// The account's secret ring (created on first use).
    pub fn secret_ring(&mut self, account: &'static str) -> &mut SecretRing {
        self.secrets.entry(account).or_default()
    }

    fn register_media(
        &mut self,
        model: &CatalogModel,
        input: &Value,
        complete_ms: i64,
        reference: Option<ReferenceLook>,
    ) -> Vec<String> {
        let text = |key: &str, default: &str| {
            input
                .get(key)
                .and_then(Value::as_str)
                .unwrap_or(default)
                .to_owned()
        };
        let mut prompt = text("prompt", "");
        if let Some(seed) = input.get("seed") {
            prompt = format!("{prompt} #seed {seed}");
        }
        let specs = match model.kind {
            ModelKind::Image => {
                let (width, height) =
                    image_size(&text("resolution", "2K"), &text("aspect_ratio", "1:1"));
                let format = if text("output_format", "png") == "jpeg" {
                    ImageFormat::Jpeg
                } else {
                    ImageFormat::Png
                };
                vec![MediaSpec::Image {
                    prompt,
                    width,
                    height,
                    format,
                    reference,
                }]
            }
            ModelKind::Video => {
                let (width, height) =
                    video_size(&text("resolution", "1080p"), &text("aspect_ratio", "16:9"));
                let sound = input.get("sound").and_then(Value::as_bool).unwrap_or(false);
                if model.id == super::catalog::FILMED_MODEL {
                    vec![MediaSpec::Film {
                        prompt,
                        duration_secs: model.duration_of(input),
                        sound,
                    }]
                } else {
                    vec![MediaSpec::Video {
                        prompt,
                        width,
                        height,
                        duration_secs: model.duration_of(input),
                        sound,
                    }]
                }
            }
            ModelKind::Audio => {
                let instrumental = input
                    .get("instrumental")
                    .and_then(Value::as_bool)
                    .unwrap_or(false);
                (1..=2)
                    .map(|take| MediaSpec::Audio {
                        prompt: format!("{prompt} (take {take})"),
                        duration_secs: 30,
                        instrumental,
                    })
                    .collect()
            }
        };
        let expires_ms = complete_ms.saturating_add(ms(RESULT_URL_LIFETIME));
        specs
            .into_iter()
            .map(|spec| {
                let token = format!("{}.{}", random_hex(&mut self.rng, 16), extension(&spec));
                self.media.insert(
                    token.clone(),
                    MediaEntry {
                        spec,
                        expires_ms,
                        issued_ms: complete_ms,
                    },
                );
                token
            })
            .collect()
    }

    fn fail_message(&mut self, code: &FailCode) -> String {
        let meaning = code.meaning().trim_end_matches('.');
        let provider = ["north", "east", "west"][self.rng.usize(..3)];
        let reference = random_hex(&mut self.rng, 4);
        match self.rng.u8(..3) {
            0 => format!("{meaning}."),
            1 => format!("Provider {provider} reported: {}", meaning.to_lowercase()),
            _ => format!("{meaning} (ref {reference})"),
        }
    }
}

/// The task's reference picture URLs (`input.image_urls`; blank entries skipped).
pub(crate) fn reference_urls(input: &Value) -> Vec<String> {
    input
        .get("image_urls")
        .and_then(Value::as_array)
        .map(|urls| {
            urls.iter()
                .filter_map(Value::as_str)
                .map(str::trim)
                .filter(|u| !u.is_empty())
                .map(str::to_owned)
                .collect()
        })
        .unwrap_or_default()
}

/// The fail code named by a `[fail:CODE]` marker in a prompt, if any.
pub fn failure_marker(prompt: &str) -> Option<FailCode> {
    let start = prompt.find(FAIL_MARKER)? + FAIL_MARKER.len();
    let rest = &prompt[start..];
    let end = rest.find(']')?;
    let code = rest[..end].trim();
    (!code.is_empty()).then(|| FailCode::parse(code))
}

fn extension(spec: &MediaSpec) -> &'static str {
    match spec {
        MediaSpec::Image {
            format: ImageFormat::Png,
            ..
        } => "png",
        MediaSpec::Image {
            format: ImageFormat::Jpeg,
            ..
        } => "jpg",
        MediaSpec::Video { .. } | MediaSpec::Film { .. } => "mp4",
        MediaSpec::Audio { .. } => "wav",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markers_name_any_code() {
        assert_eq!(
            failure_marker("a fox [fail:NSFW] please"),
            Some(FailCode::Nsfw)
        );
        assert_eq!(
            failure_marker("[fail:Website TimeOut]"),
            Some(FailCode::WebsiteTimeOut)
        );
        assert_eq!(
            failure_marker("[fail:BrandNew]"),
            Some(FailCode::Unknown("BrandNew".into()))
        );
        assert_eq!(failure_marker("[fail:]"), None);
        assert_eq!(failure_marker("[fail:NSFW"), None);
        assert_eq!(failure_marker("no marker"), None);
    }
}
