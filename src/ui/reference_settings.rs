//! Settings → Reference pictures: where the open profile's pictures from this computer go so
//! the service can fetch them — nowhere (image URLs only), the person's S3-compatible bucket,
//! or GenDesk's receiver behind their tunnel. The bucket's secret key goes to the keyring,
//! never to a file. *Test* writes, reads back and deletes a small file with the draft;
//! *Save* keeps it.

use egui::{RichText, Ui};

use gendesk_core::config::{ProfileConfig, ProfileKind};
use gendesk_core::references::bucket::{MAX_LINK_HOURS, MIN_LINK_HOURS};
use gendesk_core::references::{BucketSecret, BucketSettings, ReferenceHosting};
use gendesk_core::t;

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
    ui.strong(t!("settings-references"));
    let Some(profile) = profile else {
        ui.weak(t!("settings-references-no-profile"));
        return;
    };
    if profile.kind == ProfileKind::Sandbox {
        ui.weak(t!("settings-references-sandbox"));
        return;
    }
    if state.profile.as_deref() != Some(profile.name.as_str()) {
        state.load(profile);
    }
    ui.weak(t!(
        "settings-references-intro",
        profile = profile.name.as_str()
    ));
    ui.radio_value(
        &mut state.way,
        Way::Nowhere,
        t!("settings-references-nowhere"),
    );
    ui.radio_value(
        &mut state.way,
        Way::Bucket,
        t!("settings-references-bucket"),
    );
    ui.radio_value(
        &mut state.way,
        Way::Receiver,
        t!("settings-references-receiver"),
    );
    match state.way {
        Way::Nowhere => {}
        Way::Bucket => bucket_ui(ui, state),
        Way::Receiver => match tunnel {
            Some(url) => {
                ui.weak(t!("settings-references-served", url = url));
            }
            None => {
                theme::error_text(ui, &t!("settings-references-no-tunnel"));
            }
        },
    }
    let changed = state.hosting() != profile.references || state.typed_secret().is_some();
    ui.horizontal(|ui| {
        if state.way == Way::Bucket {
            let test = ui
                .add_enabled(
                    !state.checking,
                    egui::Button::new(t!("settings-bucket-test")),
                )
                .on_hover_text(t!("settings-bucket-test.hint"));
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
            .add_enabled(changed, egui::Button::new(t!("settings-references-save")))
            .on_hover_text(t!("settings-references-save.hint"))
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
            ui.weak(t!("settings-bucket-checking"));
        }
    });
    match &state.checked {
        Some(Ok(())) => {
            ui.label(RichText::new(t!("settings-bucket-works")).color(theme::SUCCESS_DOT));
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
            let label = ui.label(t!("settings-bucket-endpoint"));
            ui.add(
                egui::TextEdit::singleline(&mut settings.endpoint)
                    .hint_text(t!("settings-bucket-endpoint.placeholder"))
                    .desired_width(280.0),
            )
            .labelled_by(label.id)
            .on_hover_text(t!("settings-bucket-endpoint.hint"));
            ui.end_row();
            let label = ui.label(t!("settings-bucket-name"));
            ui.add(egui::TextEdit::singleline(&mut settings.bucket).desired_width(280.0))
                .labelled_by(label.id);
            ui.end_row();
            let label = ui.label(t!("settings-bucket-region"));
            ui.add(egui::TextEdit::singleline(&mut settings.region).desired_width(140.0))
                .labelled_by(label.id)
                .on_hover_text(t!("settings-bucket-region.hint"));
            ui.end_row();
            let label = ui.label(t!("settings-bucket-access-key"));
            ui.add(egui::TextEdit::singleline(&mut settings.access_key_id).desired_width(280.0))
                .labelled_by(label.id);
            ui.end_row();
            let label = ui.label(t!("settings-bucket-secret-key"));
            ui.add(
                egui::TextEdit::singleline(&mut state.secret)
                    .password(true)
                    .hint_text(t!("settings-bucket-secret-key.placeholder"))
                    .desired_width(280.0),
            )
            .labelled_by(label.id);
            ui.end_row();
            let label = ui.label(t!("settings-bucket-link-hours"));
            ui.add(
                egui::DragValue::new(&mut settings.link_hours)
                    .range(MIN_LINK_HOURS..=MAX_LINK_HOURS)
                    .suffix(" h"),
            )
            .labelled_by(label.id)
            .on_hover_text(t!("settings-bucket-link-hours.hint"));
            ui.end_row();
        });
    ui.checkbox(
        &mut settings.delete_when_final,
        t!("settings-bucket-delete"),
    );
    ui.checkbox(
        &mut settings.virtual_host,
        t!("settings-bucket-virtual-host"),
    );
}
