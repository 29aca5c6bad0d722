//! Settings → Network: how GenDesk reaches the service and result files — the system's proxy,
//! none, or a custom HTTP, HTTPS or SOCKS5 proxy with its user name and password (the password
//! goes to the keyring), the addresses that bypass it, and an extra certificate authority —
//! for every profile or only the open one. *Test connection* tries the draft before *Save*
//! keeps it (saving reopens the profile so its engine uses it).

use egui::{RichText, Ui};
use egui_material_icons::icons;

use gendesk_api::network::{DEFAULT_BYPASS, ProxyKind, ProxyPassword};
use gendesk_core::config::{NetworkFile, NetworkScope, NetworkSettings, ProfileConfig, ProxyMode};
use gendesk_core::network_check::{ConnectionCheck, Verdict};
use gendesk_core::t;

use super::actions::Action;
use super::theme;

/// What the section asks the app to do.
#[derive(Debug, Clone)]
pub enum NetworkAction {
    /// Read `network.toml` (the section shows a spinner until then).
    Load,
    /// Choose the certificate-authority file in a file dialog.
    BrowseCertificate,
    /// Try the draft: reach the service and a result host.
    Test {
        /// Whose password is used when none was typed.
        scope: NetworkScope,
        /// The draft.
        settings: NetworkSettings,
        /// A newly typed password.
        password: Option<ProxyPassword>,
    },
    /// Keep the draft (and reconnect the open profile).
    Save {
        /// Where it goes.
        scope: NetworkScope,
        /// The settings.
        settings: NetworkSettings,
        /// A newly typed password (for the keyring).
        password: Option<ProxyPassword>,
        /// This profile gives up its own settings (and its own password).
        drop_profile: Option<String>,
    },
}

/// Whom the draft was made for.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
enum Made {
    /// Not made yet (or the file was read again).
    #[default]
    Not,
    /// For the open profile of the time (`None`: no profile was open).
    For(Option<String>),
}

/// The section's draft.
#[derive(Debug, Clone, Default)]
#[allow(
    clippy::struct_excessive_bools,
    reason = "independent flags: the scope, and reading, saving, testing and the file dialog, which may overlap"
)]
pub struct NetworkDraft {
    /// The settings file as last read (`None`: being read).
    pub file: Option<Result<NetworkFile, String>>,
    /// Whom the draft was made for.
    made_for: Made,
    /// The draft edits the open profile's own settings (otherwise every profile's).
    own: bool,
    settings: NetworkSettings,
    /// The password as typed (blank keeps the saved one); never shown again once saved.
    password: String,
    /// The certificate-authority file as typed.
    ca_text: String,
    /// The file dialog for the certificate authority is open.
    pub picking_ca: bool,
    /// The file is being read.
    pub loading: bool,
    /// A save is running.
    pub saving: bool,
    /// A test is running.
    pub testing: bool,
    /// What the last test found.
    pub tested: Option<Vec<ConnectionCheck>>,
}

impl NetworkDraft {
    /// The file was read (again): the draft starts over from it.
    pub fn loaded(&mut self, file: Result<NetworkFile, String>) {
        self.file = Some(file);
        self.loading = false;
        self.made_for = Made::Not;
        self.password.clear();
    }

    /// The file dialog chose `path` for the certificate authority.
    pub fn ca_picked(&mut self, path: std::path::PathBuf) {
        self.ca_text = path.display().to_string();
        self.settings.extra_ca = Some(path);
    }

    fn make(&mut self, file: &NetworkFile, profile: Option<&str>) {
        let own = profile.and_then(|name| file.profiles.get(name));
        self.own = own.is_some();
        self.start_from(own.unwrap_or(&file.default));
        self.made_for = Made::For(profile.map(str::to_owned));
    }

    /// The draft shows `settings` afresh: no typed password, no test result.
    fn start_from(&mut self, settings: &NetworkSettings) {
        self.settings = settings.clone();
        self.ca_text = settings
            .extra_ca
            .as_ref()
            .map(|path| path.display().to_string())
            .unwrap_or_default();
        self.password.clear();
        self.tested = None;
    }

    fn scope(&self, profile: Option<&str>) -> NetworkScope {
        match profile {
            Some(name) if self.own => NetworkScope::Profile(name.to_owned()),
            _ => NetworkScope::Default,
        }
    }

    fn typed_password(&self) -> Option<ProxyPassword> {
        (!self.password.is_empty()).then(|| ProxyPassword::new(self.password.clone()))
    }

    /// The settings as they would be saved (the certificate file as typed).
    fn saved_form(&self) -> NetworkSettings {
        let mut settings = self.settings.clone();
        let ca = self.ca_text.trim();
        settings.extra_ca = (!ca.is_empty()).then(|| ca.into());
        settings
    }
}

/// The section (`profile`: the open profile, if any).
pub fn network_section_ui(
    ui: &mut Ui,
    draft: &mut NetworkDraft,
    profile: Option<&ProfileConfig>,
    actions: &mut Vec<Action>,
) {
    ui.strong(t!("settings-network"));
    let file = match &draft.file {
        None => {
            if !draft.loading {
                draft.loading = true;
                actions.push(Action::Network(NetworkAction::Load));
            }
            ui.horizontal(|ui| {
                ui.spinner();
                ui.weak(t!("settings-network-reading"));
            });
            return;
        }
        Some(Ok(file)) => file.clone(),
        Some(Err(message)) => {
            theme::error_text(ui, message);
            ui.weak(t!("settings-network-unreadable"));
            NetworkFile::default()
        }
    };
    let name = profile.map(|p| p.name.as_str());
    if draft.made_for != Made::For(name.map(str::to_owned)) {
        draft.make(&file, name);
    }
    scope_ui(ui, draft, &file, name);
    proxy_ui(ui, draft);
    bypass_ui(ui, draft);
    certificate_ui(ui, draft, actions);
    buttons_ui(ui, draft, &file, name, actions);
    verdicts_ui(ui, draft);
    ui.add_space(theme::SPACE_S);
}

fn scope_ui(ui: &mut Ui, draft: &mut NetworkDraft, file: &NetworkFile, name: Option<&str>) {
    let Some(name) = name else {
        ui.weak(t!("settings-network-for-all"));
        return;
    };
    let before = draft.own;
    ui.horizontal_wrapped(|ui| {
        ui.label(t!("settings-network-applies-to"));
        ui.radio_value(&mut draft.own, false, t!("settings-network-every-profile"));
        ui.radio_value(
            &mut draft.own,
            true,
            t!("settings-network-only", profile = name),
        );
    });
    if draft.own != before {
        // Switching shows what that scope holds now (a new own copy starts from every
        // profile's settings).
        let own = draft.own;
        let shown = file.profiles.get(name).filter(|_| own);
        draft.start_from(shown.unwrap_or(&file.default));
    }
}

fn proxy_ui(ui: &mut Ui, draft: &mut NetworkDraft) {
    let settings = &mut draft.settings;
    ui.horizontal_wrapped(|ui| {
        ui.label(t!("settings-proxy"));
        ui.radio_value(
            &mut settings.proxy,
            ProxyMode::System,
            t!("settings-proxy-system"),
        )
        .on_hover_text(t!("settings-proxy-system.hint"));
        ui.radio_value(
            &mut settings.proxy,
            ProxyMode::None,
            t!("settings-proxy-none"),
        );
        ui.radio_value(
            &mut settings.proxy,
            ProxyMode::Custom,
            t!("settings-proxy-custom"),
        );
    });
    if settings.proxy != ProxyMode::Custom {
        return;
    }
    egui::Grid::new("custom_proxy")
        .num_columns(2)
        .show(ui, |ui| {
            ui.label(t!("settings-proxy-kind"));
            ui.horizontal(|ui| {
                for kind in ProxyKind::ALL {
                    let was = settings.kind;
                    if ui
                        .radio_value(&mut settings.kind, kind, kind.label())
                        .changed()
                        && settings.port == was.usual_port()
                    {
                        settings.port = kind.usual_port();
                    }
                }
            });
            ui.end_row();
            let label = ui.label(t!("settings-proxy-host"));
            ui.add(
                egui::TextEdit::singleline(&mut settings.host)
                    .hint_text(t!("settings-proxy-host.placeholder"))
                    .desired_width(240.0),
            )
            .labelled_by(label.id);
            ui.end_row();
            let label = ui.label(t!("settings-proxy-port"));
            ui.add(egui::DragValue::new(&mut settings.port).range(1..=65_535))
                .labelled_by(label.id);
            ui.end_row();
            let label = ui.label(t!("settings-proxy-user"));
            ui.add(
                egui::TextEdit::singleline(&mut settings.user)
                    .hint_text(t!("settings-proxy-user.placeholder"))
                    .desired_width(240.0),
            )
            .labelled_by(label.id);
            ui.end_row();
            let label = ui.label(t!("settings-proxy-password"));
            ui.add_enabled(
                !settings.user.trim().is_empty(),
                egui::TextEdit::singleline(&mut draft.password)
                    .password(true)
                    .hint_text(t!("settings-proxy-password.placeholder"))
                    .desired_width(240.0),
            )
            .labelled_by(label.id);
            ui.end_row();
        });
    if settings.kind == ProxyKind::Socks5 {
        ui.weak(t!("settings-proxy-socks5"));
    }
}

fn bypass_ui(ui: &mut Ui, draft: &mut NetworkDraft) {
    if draft.settings.proxy == ProxyMode::None {
        return;
    }
    ui.horizontal(|ui| {
        let label = ui.label(t!("settings-bypass"));
        ui.add(
            egui::TextEdit::singleline(&mut draft.settings.bypass)
                .hint_text(t!("settings-bypass.placeholder"))
                .desired_width(260.0),
        )
        .labelled_by(label.id)
        .on_hover_text(t!("settings-bypass.hint"));
        if draft.settings.bypass != DEFAULT_BYPASS
            && ui.button(t!("settings-bypass-default")).clicked()
        {
            DEFAULT_BYPASS.clone_into(&mut draft.settings.bypass);
        }
    });
    ui.weak(t!("settings-bypass-explained"));
}

fn certificate_ui(ui: &mut Ui, draft: &mut NetworkDraft, actions: &mut Vec<Action>) {
    ui.horizontal(|ui| {
        let label = ui.label(t!("settings-ca"));
        ui.add(
            egui::TextEdit::singleline(&mut draft.ca_text)
                .hint_text(t!("settings-ca.placeholder"))
                .desired_width(200.0),
        )
        .labelled_by(label.id)
        .on_hover_text(t!("settings-ca.hint"));
        if ui
            .add_enabled(!draft.picking_ca, egui::Button::new(t!("settings-browse")))
            .clicked()
        {
            draft.picking_ca = true;
            actions.push(Action::Network(NetworkAction::BrowseCertificate));
        }
        if !draft.ca_text.is_empty() && ui.button(t!("settings-ca-remove")).clicked() {
            draft.ca_text.clear();
            draft.settings.extra_ca = None;
        }
    });
    ui.weak(t!("settings-ca-explained"));
}

fn buttons_ui(
    ui: &mut Ui,
    draft: &mut NetworkDraft,
    file: &NetworkFile,
    name: Option<&str>,
    actions: &mut Vec<Action>,
) {
    let scope = draft.scope(name);
    let saved = match &scope {
        NetworkScope::Profile(profile) => file.profiles.get(profile),
        NetworkScope::Default => Some(&file.default),
    };
    let follows_default_now = name.is_some_and(|n| !file.profiles.contains_key(n));
    let form = draft.saved_form();
    let changed = Some(&form) != saved
        || (name.is_some() && draft.own == follows_default_now)
        || draft.typed_password().is_some();
    // A custom proxy needs at least a host before it can be tried or kept.
    let unusable = form.proxy == ProxyMode::Custom && form.host.trim().is_empty();
    if unusable {
        ui.weak(t!("settings-network-needs-host"));
    }
    ui.horizontal(|ui| {
        let test = ui
            .add_enabled(
                !draft.testing && !unusable,
                egui::Button::new(t!("settings-network-test")),
            )
            .on_hover_text(t!("settings-network-test.hint"));
        if test.clicked() {
            draft.testing = true;
            draft.tested = None;
            actions.push(Action::Network(NetworkAction::Test {
                scope: scope.clone(),
                settings: form.clone(),
                password: draft.typed_password(),
            }));
        }
        let save = ui
            .add_enabled(
                changed && !draft.saving && !unusable,
                egui::Button::new(t!("settings-network-save")),
            )
            .on_hover_text(t!("settings-network-save.hint"));
        if save.clicked() {
            let own_removed = name.is_some() && !draft.own && !follows_default_now;
            draft.saving = true;
            actions.push(Action::Network(NetworkAction::Save {
                scope: scope.clone(),
                settings: form.clone(),
                password: draft.typed_password(),
                drop_profile: own_removed.then(|| name.unwrap_or_default().to_owned()),
            }));
            draft.password.clear();
        }
        if draft.testing {
            ui.spinner();
            ui.weak(t!("settings-network-testing"));
        }
    });
}

fn verdicts_ui(ui: &mut Ui, draft: &NetworkDraft) {
    let Some(checks) = &draft.tested else {
        return;
    };
    for check in checks {
        let (mark, colour, words, name) = match &check.verdict {
            Verdict::Reached(words) => (
                icons::ICON_CHECK_CIRCLE,
                theme::SUCCESS_DOT,
                words,
                t!("settings-network-reached"),
            ),
            Verdict::Failed(words) => (
                icons::ICON_ERROR,
                ui.visuals().error_fg_color,
                words,
                t!("settings-network-failed"),
            ),
            Verdict::Skipped(words) => (
                icons::ICON_REMOVE,
                ui.visuals().weak_text_color(),
                words,
                t!("settings-network-skipped"),
            ),
        };
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(<&str>::from(mark)).color(colour))
                .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &name));
            ui.strong(&check.target);
        });
        if !matches!(check.verdict, Verdict::Skipped(_)) {
            ui.weak(t!(
                "settings-network-route",
                route = capitalised(&check.route.to_string()),
                ms = u64::try_from(check.elapsed.as_millis()).unwrap_or(u64::MAX)
            ));
        }
        ui.add(egui::Label::new(words.as_str()).wrap());
    }
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}
