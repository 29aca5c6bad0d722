//! Settings → Reference pictures: where the open profile's pictures from this computer go so
//! the service can fetch them — nowhere (image URLs only), the person's S3-compatible bucket,
//! or GenDesk's receiver behind their tunnel. The bucket's secret key goes to the keyring,
//! never to a file. *Test* writes, reads back and deletes a small file with the draft;
//! *Save* keeps it.

use egui::{RichText, Ui};

use gendesk_core::config::{ProfileConfig, ProfileKind};
use gendesk_core::references::bucket::{MAX_LINK_HOURS, MIN_LINK_HOURS};
use gendesk_core::references::{BucketSecret, BucketSettings, ReferenceHosting};

use super::actions::Action;
use super::theme;

/// Which way, as chosen in the section.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
enum Way {
    #[default]
    Nowhere,
    Bucket,
    Receiver,
}

/// The section's draft for one profile.
#[derive(Debug, Clone)]
pub struct ReferenceDraft {
    /// The profile the draft is for (another profile starts a new draft).
    profile: Option<String>,
    way: Way,
    settings: BucketSettings,
    /// The secret key as typed (blank keeps the saved one); never shown again once saved.
    secret: String,
    /// A check is running.
    pub checking: bool,
    /// What the last check said.
    pub checked: Option<Result<(), String>>,
}

impl Default for ReferenceDraft {
    fn default() -> Self {
        Self {
            profile: None,
            way: Way::Nowhere,
            settings: new_bucket(),
            secret: String::new(),
            checking: false,
            checked: None,
        }
    }
}

/// A new bucket draft: R2's region, links of 24 hours, uploads deleted when done.
fn new_bucket() -> BucketSettings {
    BucketSettings {
        endpoint: String::new(),
        bucket: String::new(),
        region: "auto".into(),
        virtual_host: false,
        prefix: "gendesk/".into(),
        access_key_id: String::new(),
        link_hours: MAX_LINK_HOURS,
        delete_when_final: true,
    }
}

impl ReferenceDraft {
    fn load(&mut self, profile: &ProfileConfig) {
        let (way, settings) = match &profile.references {
            ReferenceHosting::None => (Way::Nowhere, new_bucket()),
            ReferenceHosting::Bucket(settings) => (Way::Bucket, settings.clone()),
            ReferenceHosting::Receiver => (Way::Receiver, new_bucket()),
        };
        *self = Self {
            profile: Some(profile.name.clone()),
            way,
            settings,
            ..Self::default()
        };
    }

    fn hosting(&self) -> ReferenceHosting {
        match self.way {
            Way::Nowhere => ReferenceHosting::None,
            Way::Bucket => ReferenceHosting::Bucket(self.settings.clone()),
            Way::Receiver => ReferenceHosting::Receiver,
        }
    }

    fn typed_secret(&self) -> Option<BucketSecret> {
        let secret = BucketSecret::new(self.secret.as_str());
        (!secret.expose().is_empty()).then_some(secret)
    }
}

/// The section for the open profile (`tunnel`: the receiver's tunnel URL from the section
/// below, if set).
pub fn reference_section_ui(
    ui: &mut Ui,
    state: &mut ReferenceDraft,
    profile: Option<&ProfileConfig>,
    tunnel: Option<&str>,
    actions: &mut Vec<Action>,
) {
    ui.strong("Reference pictures");
    let Some(profile) = profile else {
        ui.weak("Open a profile to choose where its pictures go.");
        return;
    };
    if profile.kind == ProfileKind::Sandbox {
        ui.weak("The offline sandbox keeps pictures from this computer itself: nothing to set up.");
        return;
    }
    if state.profile.as_deref() != Some(profile.name.as_str()) {
        state.load(profile);
    }
    ui.weak(format!(
        "The service fetches reference images by address. For \u{201c}{}\u{201d}, pictures from this computer go:",
        profile.name
    ));
    ui.radio_value(
        &mut state.way,
        Way::Nowhere,
        "Nowhere: I give image URLs only",
    );
    ui.radio_value(
        &mut state.way,
        Way::Bucket,
        "To my bucket (S3-compatible: AWS S3, Cloudflare R2, Backblaze B2, MinIO, …)",
    );
    ui.radio_value(
        &mut state.way,
        Way::Receiver,
        "Through GenDesk's receiver and my tunnel (GenDesk must stay open until each task has started)",
    );
    match state.way {
        Way::Nowhere => {}
        Way::Bucket => bucket_ui(ui, state),
        Way::Receiver => match tunnel {
            Some(url) => {
                ui.weak(format!(
                    "Pictures are served at {url}/files/\u{2026} under a random address, only those you pick, while GenDesk runs. The receiver must be on (Webhooks)."
                ));
            }
            None => {
                theme::error_text(
                    ui,
                    "Set the tunnel URL under Webhook receiver below first: it is the address the service fetches from.",
                );
            }
        },
    }
    let changed = state.hosting() != profile.references || state.typed_secret().is_some();
    ui.horizontal(|ui| {
        if state.way == Way::Bucket {
            let test = ui
                .add_enabled(!state.checking, egui::Button::new("Test"))
                .on_hover_text(
                    "Write a small file to the bucket, read it back through a link and delete it",
                );
            if test.clicked() {
                state.checking = true;
                state.checked = None;
                actions.push(Action::CheckBucket {
                    profile: profile.name.clone(),
                    settings: state.settings.clone(),
                    secret: state.typed_secret(),
                });
            }
        }
        if ui
            .add_enabled(changed, egui::Button::new("Save"))
            .on_hover_text("Keep this for the profile (the secret key goes to the keyring)")
            .clicked()
        {
            actions.push(Action::SaveReferenceHosting {
                profile: profile.name.clone(),
                hosting: state.hosting(),
                secret: state.typed_secret(),
            });
            state.secret.clear();
        }
        if state.checking {
            ui.spinner();
            ui.weak("Checking the bucket\u{2026}");
        }
    });
    match &state.checked {
        Some(Ok(())) => {
            ui.label(
                RichText::new(
                    "The bucket works: GenDesk wrote, read back and deleted a test file.",
                )
                .color(theme::SUCCESS_DOT),
            );
        }
        Some(Err(message)) => {
            theme::error_text(ui, message);
        }
        None => {}
    }
}

fn bucket_ui(ui: &mut Ui, state: &mut ReferenceDraft) {
    let settings = &mut state.settings;
    egui::Grid::new("bucket_settings")
        .num_columns(2)
        .show(ui, |ui| {
            let label = ui.label("Endpoint");
            ui.add(
                egui::TextEdit::singleline(&mut settings.endpoint)
                    .hint_text("https://<account>.r2.cloudflarestorage.com")
                    .desired_width(280.0),
            )
            .labelled_by(label.id)
            .on_hover_text("AWS: https://s3.<region>.amazonaws.com · R2: https://<account id>.r2.cloudflarestorage.com · MinIO: http://127.0.0.1:9000");
            ui.end_row();
            let label = ui.label("Bucket");
            ui.add(egui::TextEdit::singleline(&mut settings.bucket).desired_width(280.0))
                .labelled_by(label.id);
            ui.end_row();
            let label = ui.label("Region");
            ui.add(egui::TextEdit::singleline(&mut settings.region).desired_width(140.0))
                .labelled_by(label.id)
                .on_hover_text("\u{201c}auto\u{201d} for Cloudflare R2; us-east-1 for most MinIO set-ups; the bucket's region for AWS");
            ui.end_row();
            let label = ui.label("Access key ID");
            ui.add(egui::TextEdit::singleline(&mut settings.access_key_id).desired_width(280.0))
                .labelled_by(label.id);
            ui.end_row();
            let label = ui.label("Secret key");
            ui.add(
                egui::TextEdit::singleline(&mut state.secret)
                    .password(true)
                    .hint_text("saved in the keyring; blank keeps it")
                    .desired_width(280.0),
            )
            .labelled_by(label.id);
            ui.end_row();
            let label = ui.label("Links work for");
            ui.add(
                egui::DragValue::new(&mut settings.link_hours)
                    .range(MIN_LINK_HOURS..=MAX_LINK_HOURS)
                    .suffix(" h"),
            )
            .labelled_by(label.id)
            .on_hover_text("How long the service can fetch an uploaded picture: 1 to 24 hours");
            ui.end_row();
        });
    ui.checkbox(
        &mut settings.delete_when_final,
        "Delete an upload once every task that uses it has finished",
    );
    ui.checkbox(
        &mut settings.virtual_host,
        "Address the bucket as bucket.host (virtual-hosted style) instead of host/bucket",
    );
}
