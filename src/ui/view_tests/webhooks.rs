//! Webhooks: the setup tab before the secret is read and with a rotated secret and a listening
//! receiver; the deliveries tab reading, unreadable, empty, and with a verified delivery open.

use gendesk_core::engine::ReceiverStatus;
use gendesk_core::store::{
    BatchRow, DeliveryDetail, DeliveryKind, DeliveryRow, DeliverySummary, DeliveryVerdict,
    ProfileId,
};
use gendesk_core::webhooks::ring::SecretStatus;

use super::super::actions::Action;
use super::super::webhooks::{
    InspectorState, ReceiverCtx, WebhooksState, WebhooksTab, webhooks_ui,
};
use super::{NOW_MS, Scene, WINDOW, harness, snapshot, time};

fn shown(scene: Scene<WebhooksState>, receiver_on: bool, name: &str) -> Vec<Action> {
    let receiver = ReceiverCtx {
        on: receiver_on,
        sandbox: true,
        public_url: None,
    };
    let mut harness = harness(WINDOW, scene, move |ui, scene, _players| {
        webhooks_ui(
            ui,
            &mut scene.view,
            &scene.live,
            &receiver,
            time(),
            &mut scene.actions,
        );
    });
    snapshot(&mut harness, name)
}

fn listening() -> ReceiverStatus {
    ReceiverStatus::Listening {
        port: 38_123,
        webhook_url: "http://127.0.0.1:38123/hooks/batch".to_owned(),
        callback_url: "http://127.0.0.1:38123/hooks/task".to_owned(),
        webhook_path: "/hooks/batch".to_owned(),
        callback_path: "/hooks/task".to_owned(),
    }
}

#[test]
fn setup_before_the_secret_is_read() {
    let actions = shown(
        Scene::new(WebhooksState::default()),
        false,
        "webhooks_setup_loading",
    );
    let asked = actions
        .iter()
        .filter(|a| matches!(a, Action::GetWebhookSecret))
        .count();
    assert_eq!(asked, 1, "the view asks for the secret once: {actions:?}");
}

#[test]
fn setup_with_a_rotated_secret_and_the_receiver_listening() {
    let mut scene = Scene::new(WebhooksState::default());
    scene.live.webhook_secret = Some(gendesk_api::WebhookSecret {
        version: 2,
        secret: "whsec_7f3a9c2e41b84d6a9e0c5b1f2d8e4a6c".to_owned(),
    });
    scene.live.secret_versions = vec![
        (2, SecretStatus::Current),
        (
            1,
            SecretStatus::Grace {
                until_ms: NOW_MS + 20 * 3_600_000,
            },
        ),
    ];
    scene.live.receiver = listening();
    scene.live.deliveries_seen = 3;
    shown(scene, true, "webhooks_setup");
}

fn deliveries_tab(inspector: InspectorState) -> WebhooksState {
    let mut state = WebhooksState::default();
    state.inspector = inspector;
    state.tab = WebhooksTab::Deliveries;
    state
}

#[test]
fn reading_deliveries() {
    shown(
        Scene::new(deliveries_tab(InspectorState::default())),
        true,
        "webhooks_deliveries_loading",
    );
}

#[test]
fn deliveries_that_could_not_be_read() {
    let inspector = InspectorState::failed(
        "The deliveries could not be read (database disk image is malformed). Close GenDesk, restore a backup of history.sqlite3, and start it again.",
    );
    shown(
        Scene::new(deliveries_tab(inspector)),
        true,
        "webhooks_deliveries_unreadable",
    );
}

#[test]
fn no_deliveries_yet() {
    let mut scene = Scene::new(deliveries_tab(InspectorState::showing(Vec::new(), 0, None)));
    scene.live.receiver = listening();
    shown(scene, true, "webhooks_deliveries_empty");
}

fn delivery(row: i64, verdict: DeliveryVerdict, seconds_ago: i64, attempt: u32) -> DeliverySummary {
    DeliverySummary {
        row: DeliveryRow(row),
        profile: ProfileId(1),
        received_ms: NOW_MS - seconds_ago * 1000,
        kind: DeliveryKind::Webhook,
        event_id: Some(format!("evt_{row:06}")),
        task_id: Some(format!("task_{row:06}")),
        batch_id: Some("batch_000002".to_owned()),
        client_item_id: Some(format!("item-{row}")),
        verdict,
        reason: match verdict {
            DeliveryVerdict::Verified => "the signature matches secret version 2".to_owned(),
            DeliveryVerdict::Mismatch => "the signature matches no secret GenDesk keeps".to_owned(),
            _ => "this event was already received".to_owned(),
        },
        secret_version: (verdict == DeliveryVerdict::Verified).then_some(2),
        action: "recorded".to_owned(),
        attempt,
        task_row: None,
        batch_row: Some(BatchRow(2)),
        body_len: 212,
    }
}

#[test]
fn deliveries_with_a_verified_one_open() {
    let list = vec![
        delivery(3, DeliveryVerdict::Duplicate, 20, 2),
        delivery(2, DeliveryVerdict::Mismatch, 95, 1),
        delivery(1, DeliveryVerdict::Verified, 140, 1),
    ];
    let body = br#"{"eventId":"evt_000001","batchId":"batch_000002","taskId":"task_000001","state":"success"}"#;
    let detail = DeliveryDetail {
        summary: list[2].clone(),
        method: "POST".to_owned(),
        path: "/hooks/batch".to_owned(),
        headers: vec![
            ("content-type".to_owned(), "application/json".to_owned()),
            ("x-webhook-id".to_owned(), "evt_000001".to_owned()),
            ("x-webhook-timestamp".to_owned(), "1795442467".to_owned()),
            ("x-webhook-signature".to_owned(), "v1=9c1d…".to_owned()),
        ],
        body: body.to_vec(),
        signed_timestamp: Some("1795442467".to_owned()),
        expected_signature: Some("v1=9c1d2f8e0a7b6c5d4e3f2a1b0c9d8e7f".to_owned()),
        received_signature: Some("v1=9c1d2f8e0a7b6c5d4e3f2a1b0c9d8e7f".to_owned()),
    };
    let mut scene = Scene::new(deliveries_tab(InspectorState::showing(
        list,
        3,
        Some(detail),
    )));
    scene.live.receiver = listening();
    scene.live.deliveries_seen = 3;
    shown(scene, true, "webhooks_deliveries");
}
