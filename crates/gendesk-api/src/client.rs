//! `Client`: one async method per endpoint, with auth, envelope decoding and the retry policy.

use std::sync::Arc;
use std::time::{Duration, SystemTime};

use bytes::Bytes;
use reqwest::header::{ACCEPT, CONTENT_TYPE, RETRY_AFTER};
use reqwest::{Method, StatusCode};
use serde::de::DeserializeOwned;
use url::Url;

use super::account::{Balance, WebhookSecret};
use super::base_url::BaseUrl;
use super::batch::Batch;
use super::envelope::{CODE_OK, Envelope};
use super::error::{ApiError, body_sample, server_message};
use super::key::ApiKey;
use super::prepared::PreparedBatch;
use super::retry::{Decision, Idempotency, RetryCount, RetryPolicy, Sleeper, TokioSleeper};
use super::submit::SubmitTaskRequest;
use super::task::{SubmitTaskResponse, TaskRecord};

/// The request header that makes a batch submission idempotent.
pub const IDEMPOTENCY_KEY_HEADER: &str = "Idempotency-Key";

/// Timeouts, limits and retry settings of a [`Client`].
#[derive(Debug, Clone, PartialEq)]
pub struct ClientConfig {
    /// Longest wait for a connection (DNS + TCP + TLS).
    pub connect_timeout: Duration,
    /// Longest wait for a whole request, from sending to the last body byte.
    pub request_timeout: Duration,
    /// Largest response body read; larger ones are an error, not an allocation.
    pub max_response_bytes: usize,
    /// When and how often to retry.
    pub retry: RetryPolicy,
    /// `User-Agent` header.
    pub user_agent: String,
    /// The proxy and certificate authorities requests go through.
    pub network: crate::network::Network,
}

impl Default for ClientConfig {
    fn default() -> Self {
        Self {
            connect_timeout: Duration::from_secs(10),
            request_timeout: Duration::from_mins(1),
            max_response_bytes: 16 * 1024 * 1024,
            retry: RetryPolicy::default(),
            user_agent: concat!("GenDesk/", env!("CARGO_PKG_VERSION")).to_owned(),
            network: crate::network::Network::default(),
        }
    }
}

/// A client for one account of the service.
#[derive(Debug, Clone)]
pub struct Client {
    http: reqwest::Client,
    base: BaseUrl,
    key: ApiKey,
    config: ClientConfig,
    sleeper: Arc<dyn Sleeper>,
}

/// One request as the retry loop repeats it.
struct Call<'a> {
    method: Method,
    url: Url,
    body: Option<Bytes>,
    idempotency_key: Option<&'a str>,
    idempotency: Idempotency,
}

impl Client {
    /// A client with the default configuration.
    ///
    /// ```
    /// use gendesk_api::{ApiKey, BaseUrl, Client};
    ///
    /// let base = BaseUrl::parse("https://api.example.com")?;
    /// let client = Client::new(base, ApiKey::new("my-key")?)?;
    /// assert_eq!(client.base_url().to_string(), "https://api.example.com/api/v1");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new(base: BaseUrl, key: ApiKey) -> Result<Self, ApiError> {
        Self::with_config(base, key, ClientConfig::default())
    }

    /// A client with the given configuration. Redirects are never followed, so the key only
    /// ever goes to the base URL's host.
    ///
    /// ```
    /// use std::time::Duration;
    ///
    /// use gendesk_api::{ApiKey, BaseUrl, Client, ClientConfig};
    ///
    /// let config = ClientConfig {
    ///     request_timeout: Duration::from_secs(20),
    ///     ..ClientConfig::default()
    /// };
    /// let base = BaseUrl::parse("http://127.0.0.1:8080")?;
    /// let client = Client::with_config(base, ApiKey::new("sandbox-demo-key")?, config)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn with_config(base: BaseUrl, key: ApiKey, config: ClientConfig) -> Result<Self, ApiError> {
        let http = config
            .network
            .client_builder()
            .connect_timeout(config.connect_timeout)
            .timeout(config.request_timeout)
            .redirect(reqwest::redirect::Policy::none())
            .user_agent(config.user_agent.clone())
            .build()
            .map_err(|err| ApiError::Setup(err.to_string()))?;
        Ok(Self {
            http,
            base,
            key,
            config,
            sleeper: Arc::new(TokioSleeper),
        })
    }

    /// Replaces how the client waits between retries (tests record waits instead).
    #[must_use]
    pub fn with_sleeper(mut self, sleeper: Arc<dyn Sleeper>) -> Self {
        self.sleeper = sleeper;
        self
    }

    /// The normalized base URL.
    pub fn base_url(&self) -> &BaseUrl {
        &self.base
    }

    /// The proxy and certificate authorities this client follows.
    pub fn network(&self) -> &crate::network::Network {
        &self.config.network
    }

    /// The way requests to the service go: direct, or through which proxy.
    pub fn route(&self) -> crate::network::Route {
        self.config.network.route(&self.base.endpoint(&[]))
    }

    /// `POST /generateTask/{model}`: submits one task and returns its `taskId`.
    ///
    /// Retried only when the request provably never left. A timeout or dropped connection after
    /// sending returns [`ApiError::OutcomeUnknown`]: the task may exist and may be charged.
    ///
    /// ```no_run
    /// use gendesk_api::{ModelInput, SubmitTaskRequest};
    /// # async fn demo(client: gendesk_api::Client) -> Result<(), Box<dyn std::error::Error>> {
    /// let mut input = ModelInput::new("text-to-image", "a red fox in the snow");
    /// input.aspect_ratio = Some("16:9".into());
    /// let task_id = client
    ///     .submit_task("image-model", &SubmitTaskRequest::asynchronous(input))
    ///     .await?;
    /// # Ok(())
    /// # }
    /// ```
    pub async fn submit_task(
        &self,
        model: &str,
        request: &SubmitTaskRequest,
    ) -> Result<String, ApiError> {
        request.validate().map_err(ApiError::InvalidRequest)?;
        let body =
            serde_json::to_vec(request).map_err(|err| ApiError::InvalidRequest(err.to_string()))?;
        let call = Call {
            method: Method::POST,
            url: self.base.endpoint(&["generateTask", model]),
            body: Some(Bytes::from(body)),
            idempotency_key: None,
            idempotency: Idempotency::NotIdempotent,
        };
        let response: SubmitTaskResponse = self.call(&call).await?;
        Ok(response.task_id)
    }

    /// `GET /statusTask/{model}?taskId=…`: the task's status record.
    ///
    /// ```no_run
    /// use gendesk_api::TaskOutcome;
    /// # async fn demo(client: gendesk_api::Client) -> Result<(), Box<dyn std::error::Error>> {
    /// let record = client.task_status("image-model", "task-123").await?;
    /// if let TaskOutcome::Succeeded(payload) = record.outcome()? {
    ///     println!("{:?}", payload.result_urls);
    /// }
    /// # Ok(())
    /// # }
    /// ```
    pub async fn task_status(&self, model: &str, task_id: &str) -> Result<TaskRecord, ApiError> {
        let mut url = self.base.endpoint(&["statusTask", model]);
        url.query_pairs_mut().append_pair("taskId", task_id);
        self.call(&Self::get(url)).await
    }

    /// `POST /generateTask/{model}/batches`: submits (or replays) a batch. Retried like a GET,
    /// since every attempt sends the same bytes with the same `Idempotency-Key`.
    ///
    /// ```no_run
    /// use gendesk_api::{BatchRequest, BatchRequestItem, ModelInput, PreparedBatch};
    /// # async fn demo(client: gendesk_api::Client) -> Result<(), Box<dyn std::error::Error>> {
    /// let items = ["a fox", "an owl"].iter().enumerate().map(|(i, prompt)| BatchRequestItem {
    ///     client_item_id: format!("item-{i}"),
    ///     idempotency_key: format!("my-run-7-item-{i}"),
    ///     input: ModelInput::new("text-to-image", *prompt),
    /// });
    /// let request = BatchRequest { items: items.collect(), webhook_url: None };
    /// // Keep the prepared bytes: a resend after a lost answer must send exactly these.
    /// let prepared = PreparedBatch::new("my-run-7", &request)?;
    /// let batch = client.submit_batch("image-model", &prepared).await?;
    /// println!("{} accepted, {} rejected", batch.newly_accepted_count, batch.rejected_count);
    /// # Ok(())
    /// # }
    /// ```
    pub async fn submit_batch(
        &self,
        model: &str,
        batch: &PreparedBatch,
    ) -> Result<Batch, ApiError> {
        let call = Call {
            method: Method::POST,
            url: self.base.endpoint(&["generateTask", model, "batches"]),
            body: Some(batch.body().clone()),
            idempotency_key: Some(batch.idempotency_key()),
            idempotency: Idempotency::Idempotent,
        };
        self.call(&call).await
    }

    /// `GET /generateTask/{model}/batches/{batchId}`: the batch and its items.
    ///
    /// ```no_run
    /// # async fn demo(client: gendesk_api::Client) -> Result<(), Box<dyn std::error::Error>> {
    /// let batch = client.batch_status("image-model", "batch-123").await?;
    /// println!("{:?}, final: {}", batch.status, batch.status.is_final());
    /// # Ok(())
    /// # }
    /// ```
    pub async fn batch_status(&self, model: &str, batch_id: &str) -> Result<Batch, ApiError> {
        let url = self
            .base
            .endpoint(&["generateTask", model, "batches", batch_id]);
        self.call(&Self::get(url)).await
    }

    /// `GET /webhooks/secret`: the account's signing secret in force.
    ///
    /// ```no_run
    /// # async fn demo(client: gendesk_api::Client) -> Result<(), Box<dyn std::error::Error>> {
    /// let secret = client.webhook_secret().await?;
    /// println!("version {}", secret.version); // its Debug output hides the secret
    /// # Ok(())
    /// # }
    /// ```
    pub async fn webhook_secret(&self) -> Result<WebhookSecret, ApiError> {
        self.call(&Self::get(self.base.endpoint(&["webhooks", "secret"])))
            .await
    }

    /// `POST /webhooks/secret/rotate`: issues a new secret; the previous one stays valid for
    /// already accepted batches for seven days. The response shape is not documented, so its
    /// `data` is returned as it came. Not retried after sending (a repeat rotates twice).
    ///
    /// ```no_run
    /// # async fn demo(client: gendesk_api::Client) -> Result<(), Box<dyn std::error::Error>> {
    /// client.rotate_webhook_secret().await?;
    /// let new_secret = client.webhook_secret().await?;
    /// # Ok(())
    /// # }
    /// ```
    pub async fn rotate_webhook_secret(&self) -> Result<Option<serde_json::Value>, ApiError> {
        let url = self.base.endpoint(&["webhooks", "secret", "rotate"]);
        self.call(&Self::post_empty(url, Idempotency::NotIdempotent))
            .await
    }

    /// `POST /webhooks/secret/revoke`: revokes the secrets and suppresses outstanding
    /// deliveries. Revoking twice has the same effect as once, so it is retried like a GET.
    ///
    /// ```no_run
    /// # async fn demo(client: gendesk_api::Client) -> Result<(), Box<dyn std::error::Error>> {
    /// client.revoke_webhook_secret().await?;
    /// # Ok(())
    /// # }
    /// ```
    pub async fn revoke_webhook_secret(&self) -> Result<Option<serde_json::Value>, ApiError> {
        let url = self.base.endpoint(&["webhooks", "secret", "revoke"]);
        self.call(&Self::post_empty(url, Idempotency::Idempotent))
            .await
    }

    /// `GET /apikeys/current-balance`: remaining balance of this key, in USD.
    ///
    /// ```no_run
    /// # async fn demo(client: gendesk_api::Client) -> Result<(), Box<dyn std::error::Error>> {
    /// let usd: f64 = client.balance().await?;
    /// # Ok(())
    /// # }
    /// ```
    pub async fn balance(&self) -> Result<Balance, ApiError> {
        self.call(&Self::get(
            self.base.endpoint(&["apikeys", "current-balance"]),
        ))
        .await
    }

    fn get(url: Url) -> Call<'static> {
        Call {
            method: Method::GET,
            url,
            body: None,
            idempotency_key: None,
            idempotency: Idempotency::Idempotent,
        }
    }

    fn post_empty(url: Url, idempotency: Idempotency) -> Call<'static> {
        Call {
            method: Method::POST,
            url,
            body: Some(Bytes::from_static(b"{}")),
            idempotency_key: None,
            idempotency,
        }
    }

    /// Sends `call`, retrying as the policy says.
    async fn call<T: DeserializeOwned>(&self, call: &Call<'_>) -> Result<T, ApiError> {
        let mut count = RetryCount::default();
        loop {
            let error = match self.send_once(call).await {
                Ok(value) => return Ok(value),
                Err(error) => error,
            };
            match self
                .config
                .retry
                .decide(&error, call.idempotency, &mut count)
            {
                Decision::Retry(wait) => {
                    tracing::debug!(method = %call.method, path = call.url.path(), ?wait, %error, "retrying");
                    self.sleeper.sleep(wait).await;
                }
                Decision::GiveUp => return Err(error),
            }
        }
    }

    /// One attempt: send, read the capped body, decode the envelope.
    async fn send_once<T: DeserializeOwned>(&self, call: &Call<'_>) -> Result<T, ApiError> {
        let mut request = self
            .http
            .request(call.method.clone(), call.url.clone())
            .bearer_auth(self.key.expose())
            .header(ACCEPT, "application/json");
        if let Some(body) = &call.body {
            request = request
                .header(CONTENT_TYPE, "application/json")
                .body(body.clone());
        }
        if let Some(key) = call.idempotency_key {
            request = request.header(IDEMPOTENCY_KEY_HEADER, key);
        }
        let mut response = request
            .send()
            .await
            .map_err(|err| self.transport_error(&err))?;
        let status = response.status();
        if let Some(failure) =
            self.config
                .network
                .answer_failure(&call.url, status.as_u16(), response.headers())
        {
            return Err(ApiError::Blocked {
                host: self.base.host().to_owned(),
                route: Box::new(self.config.network.route(&call.url)),
                failure: Box::new(failure),
            });
        }
        let retry_after = response
            .headers()
            .get(RETRY_AFTER)
            .and_then(|value| value.to_str().ok())
            .and_then(|value| super::retry::parse_retry_after(value, SystemTime::now()))
            .map(|wait| wait.min(self.config.retry.max_retry_after));
        let mut body = Vec::new();
        while let Some(chunk) = response
            .chunk()
            .await
            .map_err(|err| self.transport_error(&err))?
        {
            if body.len() + chunk.len() > self.config.max_response_bytes {
                return Err(ApiError::TooLarge {
                    limit: self.config.max_response_bytes,
                });
            }
            body.extend_from_slice(&chunk);
        }
        decode_response(status, retry_after, &body, &self.key)
    }

    /// Classifies a network-level failure: never sent, or outcome unknown.
    fn transport_error(&self, err: &reqwest::Error) -> ApiError {
        let detail = crate::error_chain::innermost(err, 2);
        if err.is_connect()
            && let Some((route, failure)) = self.config.network.failure(err)
        {
            return ApiError::Blocked {
                host: self.base.host().to_owned(),
                route: Box::new(route),
                failure: Box::new(failure),
            };
        }
        if err.is_connect() {
            ApiError::NotSent {
                host: self.base.host().to_owned(),
                detail,
            }
        } else if err.is_builder() {
            ApiError::InvalidRequest(detail)
        } else {
            ApiError::OutcomeUnknown {
                timed_out: err.is_timeout(),
                detail,
            }
        }
    }
}

/// Turns a status and body into the payload or a typed error.
fn decode_response<T: DeserializeOwned>(
    status: StatusCode,
    retry_after: Option<Duration>,
    body: &[u8],
    key: &ApiKey,
) -> Result<T, ApiError> {
    let envelope = serde_json::from_slice::<Envelope<serde_json::Value>>(body);
    if !status.is_success() {
        let (code, message) = match envelope {
            Ok(env) => (
                Some(env.code),
                Some(server_message(&env.message, Some(key))),
            ),
            Err(_) => (None, None),
        };
        return Err(ApiError::Http {
            status: status.as_u16(),
            code,
            message,
            retry_after,
        });
    }
    let decode_error = |reason: String| ApiError::Decode {
        status: status.as_u16(),
        reason,
        sample: body_sample(body, Some(key)),
    };
    let envelope = envelope.map_err(|err| decode_error(format!("not a JSON envelope: {err}")))?;
    if envelope.code != CODE_OK {
        return Err(ApiError::Envelope {
            code: envelope.code,
            message: server_message(&envelope.message, Some(key)),
        });
    }
    let data = envelope.data.unwrap_or(serde_json::Value::Null);
    serde_json::from_value(data).map_err(|err| decode_error(format!("unexpected data: {err}")))
}
