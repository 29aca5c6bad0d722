//! Runs the local webhook receiver for the profile being served: takes the profile's path
//! token from the history, binds 127.0.0.1 (waiting briefly when the previous engine is still
//! letting the port go), hands every request to the worker, and reports where it listens.

use std::sync::Arc;
use std::time::Duration;

use super::messages::{Event, ReceiverFailure, ReceiverStatus, WebhookEvent};
use super::worker::Worker;
use crate::webhooks::ReceiverOptions;
use crate::webhooks::receiver::{Receiver, ReceiverError, delivery_queue};

/// Binding attempts while the port is taken (a profile's previous engine may still hold it).
const BIND_ATTEMPTS: u32 = 12;
/// Wait between binding attempts.
const BIND_RETRY: Duration = Duration::from_millis(250);

/// Starts the receiver for `worker`; `None` (after a `Failed` event) when it cannot.
pub async fn start_receiver(worker: &Arc<Worker>, options: &ReceiverOptions) -> Option<Receiver> {
    let profile = worker.profile;
    let token = match worker
        .store
        .call(move |store| store.receiver_path(profile))
        .await
    {
        Ok(token) => token,
        Err(err) => {
            worker.announce(Event::Webhook(WebhookEvent::Receiver(
                ReceiverStatus::Failed(ReceiverFailure::AddressUnreadable(err.to_string())),
            )));
            return None;
        }
    };
    let (sender, queue) = delivery_queue();
    let mut attempt = 0;
    let receiver = loop {
        attempt += 1;
        match Receiver::start_with_files(
            &options.listen,
            token.clone(),
            sender.clone(),
            worker.shared_files.clone(),
        )
        .await
        {
            Ok(receiver) => break receiver,
            Err(ReceiverError::PortTaken { .. }) if attempt < BIND_ATTEMPTS => {
                tokio::time::sleep(BIND_RETRY).await;
            }
            Err(err) => {
                worker.announce(Event::Webhook(WebhookEvent::Receiver(
                    ReceiverStatus::Failed(ReceiverFailure::Listen(err)),
                )));
                return None;
            }
        }
    };
    drop(sender);
    tokio::spawn(worker.clone().take_deliveries(queue, options.clone()));
    worker.announce(Event::Webhook(WebhookEvent::Receiver(
        ReceiverStatus::Listening {
            port: receiver.port(),
            webhook_url: receiver.webhook_url(),
            callback_url: receiver.callback_url(),
            webhook_path: receiver.webhook_path(),
            callback_path: receiver.callback_path(),
        },
    )));
    // Learn the signing secret in force, so the first webhooks can be verified.
    worker.clone().learn_secret_quietly();
    Some(receiver)
}
