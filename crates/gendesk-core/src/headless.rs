//! `gendesk engine`: the engine without a window, driven by one text command per input line
//! and reporting every event as one line of output — for scripts, and for the crash tests
//! that kill it at awkward moments.
//!
//! Commands (whitespace-separated; the prompt is the rest of the line):
//! `submit MODEL MODE PROMPT…`, `batch MODEL MODE COUNT PROMPT…`,
//! `hooked-batch MODEL MODE COUNT WEBHOOK_URL PROMPT…`, `batch-file MODEL PATH`,
//! `download TASK_ROW FOLDER`, `cancel DOWNLOAD_ROW`, `balance`, `secret`, `rotate`, `revoke`,
//! `quit`. A model's kind (which sets how often it is polled) comes from GenDesk's model list
//! — the built-in catalogue, the sandbox's models for a sandbox, and the person's own models in
//! `models.toml` — so a model missing from it is refused, with nothing sent. Output lines are
//! `event: <Event>`, `error: <message>`, or (for `batch-file`) `rejected: line N: <reason>`
//! for each row blocked before sending; the key never appears (it prints as `***`).

use std::io::{BufRead, Write};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::mpsc;
use std::time::Duration;

use crate::batch::estimate::PriceSource;
use crate::batch::from_file::{MAX_BATCH_FILE_BYTES, file_run};
use crate::catalog::{Catalog, UserModels};
use crate::engine::{
    AccountEvent, BatchEvent, Command, DownloadEvent, Engine, EngineConfig, EngineError, Event,
    ReceiverStatus, ReferenceEvent, TaskEvent, WebhookEvent,
};
use crate::store::{DownloadRow, TaskRow};
use crate::t;
use crate::wording;
use gendesk_api::{BatchRequest, BatchRequestItem, ModelInput, ModelKind, SubmitTaskRequest};

/// Why the headless engine stopped with an error.
#[derive(Debug, thiserror::Error)]
pub enum HeadlessError {
    /// The engine could not start.
    #[error(transparent)]
    Engine(#[from] EngineError),
    /// Output could not be written.
    #[error("{}", t!("cli-engine-output", reason = .0.to_string()))]
    Output(#[from] std::io::Error),
}

/// A line that is not a command.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct LineError(String);

/// What one input line asks for.
#[derive(Debug)]
pub enum Line {
    /// A command for the engine.
    Command(Box<Command>),
    /// Import a file of batch items for a model, then send its valid rows as a run.
    BatchFile {
        /// Model ID.
        model: String,
        /// The CSV, JSON Lines or text file.
        path: PathBuf,
    },
    /// Stop.
    Quit,
    /// Nothing (blank line).
    Nothing,
}

/// `what` is the number's kind for the message's selector: `item-count`, `task-row`,
/// `download-row` or `question`.
fn number<T: std::str::FromStr>(word: Option<&str>, what: &str) -> Result<T, LineError> {
    word.and_then(|w| w.parse().ok())
        .ok_or_else(|| LineError(t!("cli-engine-expected-number", what = what)))
}

fn rest(line: &str, skip: usize) -> String {
    line.split_whitespace()
        .skip(skip)
        .collect::<Vec<_>>()
        .join(" ")
}

/// Parses one input line; `model_of` tells a model's kind and where its price comes from, or
/// why it cannot.
pub fn parse_line(
    line: &str,
    model_of: impl Fn(&str) -> Result<(ModelKind, PriceSource), String>,
) -> Result<Line, LineError> {
    let mut words = line.split_whitespace();
    let Some(verb) = words.next() else {
        return Ok(Line::Nothing);
    };
    // `what` is what is missing, for the message's selector (`model`, `mode`, …).
    let mut word = |what: &str| {
        words
            .next()
            .map(str::to_owned)
            .ok_or_else(|| LineError(t!("cli-engine-needs", verb = verb, what = what)))
    };
    let command = match verb {
        "submit" => {
            let (model, mode) = (word("model")?, word("mode")?);
            let input = ModelInput::new(mode, rest(line, 3));
            let (kind, price) = model_of(&model).map_err(LineError)?;
            Command::SubmitTask {
                kind,
                model,
                request: SubmitTaskRequest::asynchronous(input),
                price,
            }
        }
        "batch" | "hooked-batch" => {
            let (model, mode) = (word("model")?, word("mode")?);
            let count: usize = number(word("count").ok().as_deref(), "item-count")?;
            let webhook_url = if verb == "hooked-batch" {
                Some(word("webhook-url")?)
            } else {
                None
            };
            let prompt = rest(line, if webhook_url.is_some() { 5 } else { 4 });
            let items = (1..=count)
                .map(|n| BatchRequestItem {
                    client_item_id: String::new(),
                    idempotency_key: String::new(),
                    input: ModelInput::new(mode.clone(), format!("{prompt} #{n}")),
                })
                .collect();
            let (kind, price) = model_of(&model).map_err(LineError)?;
            Command::SubmitBatch {
                kind,
                model,
                request: BatchRequest { items, webhook_url },
                price,
            }
        }
        "batch-file" => {
            let model = word("model")?;
            let path = rest(line, 2);
            if path.is_empty() {
                return Err(LineError(t!(
                    "cli-engine-needs",
                    verb = verb,
                    what = "file-path"
                )));
            }
            return Ok(Line::BatchFile {
                model,
                path: PathBuf::from(path),
            });
        }
        "download" => {
            let task = TaskRow(number(word("task-row").ok().as_deref(), "task-row")?);
            let folder = PathBuf::from(word("folder")?);
            Command::Download {
                task,
                folder,
                only: None,
            }
        }
        "cancel" => Command::CancelDownload(DownloadRow(number(
            word("download-row").ok().as_deref(),
            "download-row",
        )?)),
        "balance" => Command::RefreshBalance,
        // Answers about a submission the spending limit held (`OverLimit { ask, .. }`).
        "send-anyway" | "drop" => Command::AnswerOverLimit {
            ask: number(word("question").ok().as_deref(), "question")?,
            send: verb == "send-anyway",
        },
        "secret" => Command::GetWebhookSecret,
        "rotate" => Command::RotateWebhookSecret,
        "revoke" => Command::RevokeWebhookSecret,
        "quit" => return Ok(Line::Quit),
        other => return Err(LineError(t!("cli-engine-unknown-command", command = other))),
    };
    Ok(Line::Command(Box::new(command)))
}

enum Message {
    Line(String),
    Wake,
    End,
}

/// Runs an engine with `config`, taking commands from `input` until `quit` or its end, and
/// writing every event to `output` as it happens. `models_file` holds the person's own models
/// (`models.toml`; a missing file means none).
pub fn run(
    config: EngineConfig,
    models_file: &Path,
    input: impl BufRead + Send + 'static,
    mut output: impl Write,
) -> Result<(), HeadlessError> {
    let mut problems = Vec::new();
    let sandbox = config.is_sandbox;
    let catalog = headless_catalog(sandbox, models_file, &mut problems);
    for problem in problems {
        writeln!(output, "error: {problem}")?;
    }
    let (tx, rx) = mpsc::channel();
    let waker_tx = std::sync::Mutex::new(tx.clone());
    let engine = Engine::start(
        config,
        Arc::new(move || {
            if let Ok(tx) = waker_tx.lock() {
                // The loop has ended when the receiver is gone; nothing to wake then.
                let _ = tx.send(Message::Wake);
            }
        }),
    )?;
    std::thread::Builder::new()
        .name("gendesk-input".into())
        .spawn(move || {
            for line in input.lines() {
                let Ok(line) = line else { break };
                if tx.send(Message::Line(line)).is_err() {
                    return;
                }
            }
            // The loop may have ended already (after `quit`).
            let _ = tx.send(Message::End);
        })?;
    loop {
        let message = rx.recv_timeout(Duration::from_millis(200));
        for event in engine.drain_events() {
            writeln!(output, "event: {}", event_line(&event))?;
        }
        output.flush()?;
        match message {
            Ok(Message::Line(line)) => match parse_line(&line, |model| {
                model_spec(catalog.as_ref(), model)
                    .map(|spec| (spec.kind, spec.price_source(sandbox)))
            }) {
                Ok(Line::Command(command)) => {
                    if let Err(err) = engine.send(*command) {
                        writeln!(output, "error: {err}")?;
                    }
                }
                Ok(Line::BatchFile { model, path }) => {
                    match batch_file(catalog.as_ref(), &model, &path, sandbox) {
                        Ok((command, blocked)) => {
                            for problem in blocked {
                                writeln!(output, "rejected: {problem}")?;
                            }
                            if let Err(err) = engine.send(command) {
                                writeln!(output, "error: {err}")?;
                            }
                        }
                        Err(message) => writeln!(output, "error: {message}")?,
                    }
                }
                Ok(Line::Quit) => break,
                Ok(Line::Nothing) => {}
                Err(err) => writeln!(output, "error: {err}")?,
            },
            Ok(Message::End) | Err(mpsc::RecvTimeoutError::Disconnected) => break,
            Ok(Message::Wake) | Err(mpsc::RecvTimeoutError::Timeout) => {}
        }
    }
    engine.shutdown();
    output.flush()?;
    Ok(())
}

/// An event as its output line: the event's own name and fields (`Submitted { … }`), without
/// the group it travels in, so the lines read as they always have.
fn event_line(event: &Event) -> String {
    match event {
        // The line has always ended with what to do; the event carries only the reasons.
        Event::Task(TaskEvent::TaskFailed {
            row,
            code,
            message,
            reason,
        }) => format!(
            "TaskFailed {{ row: {row:?}, code: {code:?}, message: {message:?}, reason: {reason:?}, hint: {:?} }}",
            wording::failure_hint(code.as_ref(), *reason)
        ),
        Event::Task(TaskEvent::SubmissionUnknown { row, error }) => format!(
            "SubmissionUnknown {{ row: {row:?}, message: {:?} }}",
            wording::submission_error(error)
        ),
        Event::Task(TaskEvent::SubmissionRejected { row, error }) => format!(
            "SubmissionRejected {{ row: {row:?}, message: {:?} }}",
            wording::submission_error(error)
        ),
        Event::Task(inner) => format!("{inner:?}"),
        Event::Download(DownloadEvent::DownloadFailed {
            download,
            task,
            error,
            expired,
            cancelled,
        }) => format!(
            "DownloadFailed {{ download: {download:?}, task: {task:?}, message: {:?}, expired: {expired:?}, cancelled: {cancelled:?} }}",
            wording::download_error(error)
        ),
        Event::Batch(BatchEvent::BatchSendFailed {
            batch,
            error,
            will_retry,
        }) => format!(
            "BatchSendFailed {{ batch: {batch:?}, message: {:?}, will_retry: {will_retry:?} }}",
            wording::api_error(error)
        ),
        Event::Batch(inner) => format!("{inner:?}"),
        Event::Download(DownloadEvent::DownloadQueued {
            download,
            task,
            index,
            route,
        }) => format!(
            "DownloadQueued {{ download: {download:?}, task: {task:?}, index: {index:?}, route: {:?} }}",
            route.to_string()
        ),
        Event::Download(inner) => format!("{inner:?}"),
        Event::Account(AccountEvent::OverLimit(ask)) => format!(
            "OverLimit {{ ask: {}, message: {:?}, answer: \"send-anyway {0}\" or \"drop {0}\" }}",
            ask.ask,
            wording::over_limit(ask)
        ),
        Event::Account(inner) => format!("{inner:?}"),
        Event::Webhook(WebhookEvent::Receiver(ReceiverStatus::Failed(failure))) => {
            format!("Receiver(Failed({:?}))", wording::receiver_failure(failure))
        }
        Event::Webhook(inner) => format!("{inner:?}"),
        Event::Reference(ReferenceEvent::Failed { id, index, error }) => format!(
            "ReferenceFailed {{ id: {id:?}, index: {index:?}, message: {:?} }}",
            error.to_string()
        ),
        Event::Reference(inner) => format!("{inner:?}"),
        Event::Error { doing, problem } => format!(
            "Error {{ context: {:?}, message: {:?} }}",
            wording::doing(*doing),
            wording::problem(problem)
        ),
        Event::Started {
            profile,
            recovered_unknown,
            route,
        } => format!(
            "Started {{ profile: {profile:?}, recovered_unknown: {recovered_unknown:?}, route: {:?} }}",
            route.to_string()
        ),
        Event::RateLimited { .. } | Event::Offline { .. } => format!("{event:?}"),
        Event::Online { offline_since_ms } => {
            let message = t!(
                "cli-engine-online",
                outage = wording::outage_length(crate::engine::now_ms() - offline_since_ms)
            );
            format!("Online {{ offline_since_ms: {offline_since_ms}, message: {message:?} }}")
        }
    }
}

/// The models the headless engine knows: the built-in catalogue, the sandbox's for a sandbox,
/// and the person's own models (all of them: there is no profile choice here). Own models that
/// cannot be used are left out and said in `problems`, as the window does.
fn headless_catalog(
    sandbox: bool,
    models_file: &Path,
    problems: &mut Vec<String>,
) -> Result<Catalog, String> {
    let mut catalog = Catalog::builtin().map_err(|err| err.to_string())?;
    if sandbox {
        let body =
            serde_json::to_string(&gendesk_demo::demo_catalog()).map_err(|err| err.to_string())?;
        catalog
            .merge_sandbox(&body)
            .map_err(|err| err.to_string())?;
    }
    match UserModels::load(models_file) {
        Ok(user) => problems.extend(
            catalog
                .add_user_models(&user)
                .into_iter()
                .map(|problem| format!("{}: {problem}", models_file.display())),
        ),
        Err(err) => problems.push(err.to_string()),
    }
    Ok(catalog)
}

/// The model `model` in the headless catalogue, or a sentence saying why there is none.
fn model_spec<'a>(
    catalog: Result<&'a Catalog, &String>,
    model: &str,
) -> Result<&'a crate::catalog::ModelSpec, String> {
    let catalog =
        catalog.map_err(|err| t!("cli-engine-model-list-unreadable", reason = err.as_str()))?;
    catalog
        .get(model)
        .ok_or_else(|| t!("cli-engine-model-not-listed", model = format!("{model:?}")))
}

/// Reads a file of batch items for `model`: the run to send and the rows blocked before
/// sending.
fn batch_file(
    catalog: Result<&Catalog, &String>,
    model: &str,
    path: &std::path::Path,
    sandbox: bool,
) -> Result<(Command, Vec<crate::batch::RowProblem>), String> {
    let spec = model_spec(catalog, model)?;
    let run = file_run(path, MAX_BATCH_FILE_BYTES, spec)
        .map_err(|err| t!("cli-engine-batch-file-refused", reason = err.to_string()))?;
    Ok((
        Command::SubmitRun {
            model: model.to_owned(),
            kind: spec.kind,
            batches: run.batches,
            origin: None,
            price: spec.price_source(sandbox),
        },
        run.blocked,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn events_that_carry_reasons_print_their_sentences_as_before() {
        let line = event_line(&Event::Download(DownloadEvent::DownloadFailed {
            download: DownloadRow(4),
            task: TaskRow(2),
            error: crate::download::DownloadError::Expired,
            expired: true,
            cancelled: false,
        }));
        assert_eq!(
            line,
            format!(
                "DownloadFailed {{ download: DownloadRow(4), task: TaskRow(2), message: {:?}, expired: true, cancelled: false }}",
                wording::download_error(&crate::download::DownloadError::Expired)
            )
        );
        let refused = gendesk_api::ApiError::Http {
            status: 401,
            code: Some(401),
            message: Some("invalid key".to_owned()),
            retry_after: None,
        };
        let line = event_line(&Event::Task(TaskEvent::SubmissionRejected {
            row: TaskRow(3),
            error: refused.clone(),
        }));
        assert_eq!(
            line,
            format!(
                "SubmissionRejected {{ row: TaskRow(3), message: {:?} }}",
                wording::submission_error(&refused)
            )
        );
        assert!(line.contains("key"), "{line}");
        let line = event_line(&Event::Task(TaskEvent::TaskFailed {
            row: TaskRow(5),
            code: None,
            message: None,
            reason: Some(crate::store::EndReason::SandboxForgot),
        }));
        assert!(
            line.starts_with("TaskFailed { row: TaskRow(5), code: None, message: None, reason: Some(SandboxForgot), hint: \"Use")
                && line.ends_with(" to submit it again.\" }"),
            "{line}"
        );
    }

    /// Every model is an image model, except `unlisted`, which is not in the list.
    fn parse_line_for_test(line: &str) -> Result<Line, LineError> {
        parse_line(line, |model| {
            if model == "unlisted" {
                Err(format!(
                    "the model {model:?} is not in GenDesk's model list"
                ))
            } else {
                Ok((ModelKind::Image, PriceSource::None))
            }
        })
    }

    #[test]
    fn answers_about_held_submissions() {
        for (line, want) in [("send-anyway 3", true), ("drop 3", false)] {
            let Line::Command(command) = parse_line_for_test(line).unwrap() else {
                panic!("not a command")
            };
            assert!(
                matches!(*command, Command::AnswerOverLimit { ask: 3, send } if send == want),
                "{line}"
            );
        }
        assert!(parse_line_for_test("send-anyway").is_err());
    }

    #[test]
    fn lines_become_commands_with_clear_errors() {
        let Line::Command(command) =
            parse_line_for_test("submit sandbox/image-fast text-to-image a red  fox").unwrap()
        else {
            panic!("not a command")
        };
        let Command::SubmitTask {
            model,
            kind,
            request,
            price,
        } = *command
        else {
            panic!("not a submission")
        };
        assert_eq!(model, "sandbox/image-fast");
        assert_eq!(kind, ModelKind::Image);
        assert_eq!(price, PriceSource::None, "the model's own price source");
        assert_eq!(request.input.prompt, "a red fox");
        let Line::Command(command) = parse_line_for_test("batch m text-to-image 3 cats").unwrap()
        else {
            panic!("not a command")
        };
        let Command::SubmitBatch { request, .. } = *command else {
            panic!("not a batch")
        };
        assert_eq!(request.items.len(), 3);
        assert_eq!(request.items[2].input.prompt, "cats #3");
        assert_eq!(request.webhook_url, None);
        let Line::Command(command) =
            parse_line_for_test("hooked-batch m text-to-image 2 http://127.0.0.1:9/h owls")
                .unwrap()
        else {
            panic!("not a command")
        };
        let Command::SubmitBatch { request, .. } = *command else {
            panic!("not a batch")
        };
        assert_eq!(request.webhook_url.as_deref(), Some("http://127.0.0.1:9/h"));
        assert_eq!(request.items[1].input.prompt, "owls #2");
        assert!(matches!(
            *parse_line_for_test("rotate")
                .map(|l| match l {
                    Line::Command(c) => c,
                    _ => panic!("not a command"),
                })
                .unwrap(),
            Command::RotateWebhookSecret
        ));
        let Line::Command(command) = parse_line_for_test("download 7 /tmp/x").unwrap() else {
            panic!("not a command")
        };
        assert!(matches!(
            *command,
            Command::Download {
                task: TaskRow(7),
                ..
            }
        ));
        let Line::BatchFile { model, path } =
            parse_line_for_test("batch-file sandbox/music /tmp/my items.csv").unwrap()
        else {
            panic!("not a batch file")
        };
        assert_eq!(model, "sandbox/music");
        assert_eq!(path, PathBuf::from("/tmp/my items.csv"));
        assert_eq!(
            parse_line_for_test("batch-file m").unwrap_err().to_string(),
            "`batch-file` needs a file path"
        );
        assert!(matches!(parse_line_for_test("quit").unwrap(), Line::Quit));
        assert!(matches!(parse_line_for_test("  ").unwrap(), Line::Nothing));
        assert_eq!(
            parse_line_for_test("batch m mode many x")
                .unwrap_err()
                .to_string(),
            "expected an item count (a number)"
        );
        assert_eq!(
            parse_line_for_test("submit").unwrap_err().to_string(),
            "`submit` needs a model"
        );
        assert_eq!(
            parse_line_for_test("submit unlisted text-to-image owl")
                .unwrap_err()
                .to_string(),
            "the model \"unlisted\" is not in GenDesk's model list"
        );
        assert_eq!(
            parse_line_for_test("explode").unwrap_err().to_string(),
            "unknown command `explode`"
        );
    }
}
