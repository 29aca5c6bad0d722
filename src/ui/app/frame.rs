//! The frame: eframe's `logic` (engine events, worker results, readers kept attached) and `ui` (top
//! bar, the open view, the notice bar), and the views laid out in it.

use gendesk_core::config::ProfileKind;
use gendesk_core::t;

use crate::ui::actions::Action;
use crate::ui::activity::{ActivityCtx, activity_ui};
use crate::ui::batches::{BatchesCtx, batches_ui};
use crate::ui::compare::compare_ui;
use crate::ui::compose::{ComposeCtx, compose_ui};
use crate::ui::connect::connect_ui;
use crate::ui::engine_link::LinkState;
use crate::ui::frame_time::FrameTime;
use crate::ui::gallery::gallery_ui;
use crate::ui::player::large_view_ui;
use crate::ui::prefs::View;
use crate::ui::prefs::{INTERFACE_SIZE_MAX, INTERFACE_SIZE_MIN};
use crate::ui::settings::{SettingsCtx, settings_ui};
use crate::ui::theme;
use crate::ui::top_bar::{TopBarCtx, top_bar_ui};
use crate::ui::webhooks::webhooks_ui;
use crate::ui::welcome::welcome_ui;

use super::{GenDeskApp, Phase, SandboxSlot, StartStage};

impl GenDeskApp {
    /// A file dropped outside Compose (where pictures are references) is read for what it
    /// says about how it was made.
    fn read_dropped_file(&self, ui: &egui::Ui, actions: &mut Vec<Action>) {
        if self.prefs.last_view == View::Compose {
            return;
        }
        let dropped = ui.input(|i| {
            i.raw
                .dropped_files
                .first()
                .map(|file| file.path().to_path_buf())
        });
        if let Some(path) = dropped {
            actions.push(Action::FileRecord(
                crate::ui::actions::FileRecordAction::Read(path),
            ));
        }
    }

    /// The main view of a running profile.
    pub(super) fn view_ui(&mut self, ui: &mut egui::Ui, actions: &mut Vec<Action>) {
        // The views never read the clock: they get this frame's time.
        let time = FrameTime::now();
        let origin = match (&self.current, &self.sandbox) {
            (Some(p), SandboxSlot::Running(host)) if p.kind == ProfileKind::Sandbox => {
                Some(host.base_url())
            }
            _ => None,
        };
        if self.live.sandbox_origin.as_deref() != origin {
            self.live.sandbox_origin = origin.map(str::to_owned);
        }
        // The Model filters find models by name and ID.
        let models = self
            .catalog
            .catalog()
            .map(|c| crate::ui::model_filter::ModelChoice::of(c.models()))
            .unwrap_or_default();
        let now_ms = time.now_ms;
        self.read_dropped_file(ui, actions);
        match self.prefs.last_view {
            View::Compose => {
                let base_url = match (&self.current, &self.sandbox) {
                    (Some(p), SandboxSlot::Running(host)) if p.kind == ProfileKind::Sandbox => {
                        host.base_url()
                    }
                    (Some(p), _) => p.base_url.as_str(),
                    (None, _) => "",
                };
                let context = ComposeCtx {
                    catalog: &self.catalog,
                    base_url,
                    balance: self.live.balance,
                    sandbox: self
                        .current
                        .as_ref()
                        .is_some_and(|p| p.kind == ProfileKind::Sandbox),
                    receiver: self.receiver_urls(),
                    pictures: self.picture_hosting(),
                    now_ms,
                };
                for (id, answer) in self.live.hosted_references.drain() {
                    self.compose.picture_hosted(id, answer);
                }
                compose_ui(ui, &mut self.compose, &context, &mut self.thumbs, actions);
            }
            View::Activity => {
                let folder = self.download_folder();
                let context = ActivityCtx {
                    live: &self.live,
                    folder: &folder,
                    time,
                    models: &models,
                };
                activity_ui(
                    ui,
                    &mut self.activity,
                    &context,
                    &mut self.thumbs,
                    &mut self.players,
                    actions,
                );
            }
            View::Batches => {
                let context = BatchesCtx {
                    live: &self.live,
                    time,
                };
                batches_ui(ui, &mut self.batches, &context, &mut self.thumbs, actions);
            }
            View::Gallery => self.gallery_view_ui(ui, &models, now_ms, actions),
            View::Compare => {
                compare_ui(
                    ui,
                    &mut self.compare,
                    &self.live,
                    now_ms,
                    &mut self.thumbs,
                    &mut self.players,
                    actions,
                );
            }
            View::Insights => {
                let context = crate::ui::insights::InsightsCtx {
                    live: &self.live,
                    time,
                };
                crate::ui::insights::insights_ui(ui, &mut self.insights, &context, actions);
            }
            View::Webhooks => {
                let receiver = self.receiver_ctx();
                webhooks_ui(ui, &mut self.webhooks, &self.live, &receiver, time, actions);
            }
        }
    }

    fn gallery_view_ui(
        &mut self,
        ui: &mut egui::Ui,
        models: &[crate::ui::model_filter::ModelChoice],
        now_ms: i64,
        actions: &mut Vec<Action>,
    ) {
        let context = crate::ui::gallery::GalleryCtx {
            live: &self.live,
            now_ms,
            models,
            catalog: self.catalog.catalog(),
        };
        gallery_ui(
            ui,
            &mut self.gallery,
            &context,
            &mut self.thumbs,
            &mut self.players,
            actions,
        );
    }

    pub(super) fn main_ui(&mut self, ui: &mut egui::Ui, actions: &mut Vec<Action>) {
        // Tab with nothing focused starts in the form, not in the top bar's buttons.
        let tab_from_nowhere = ui.ctx().memory(|m| m.focused().is_none())
            && ui.input(|i| i.key_pressed(egui::Key::Tab) && i.modifiers.is_none());
        if tab_from_nowhere && self.prefs.last_view == View::Compose {
            crate::ui::compose::focus_prompt(ui.ctx());
        }
        egui::Panel::top("top_bar").show(ui, |ui| {
            ui.add_space(theme::SPACE_S);
            let context = TopBarCtx {
                profiles: &self.profiles,
                current: self.current.as_ref(),
                balance: self.live.balance,
                link: self.link.state(),
                view: self.prefs.last_view,
                compare: !self.live.comparisons.is_empty(),
                detailed_log: gendesk_core::logging::is_detailed(),
            };
            top_bar_ui(ui, &mut self.top_bar, &context, actions);
            ui.add_space(theme::SPACE_S);
        });
        if let Some(since) = self.live.offline_since {
            egui::Panel::top("offline_bar").show(ui, |ui| {
                ui.add_space(theme::SPACE_S);
                crate::ui::offline_bar::offline_bar_ui(ui, &FrameTime::now().local_time(since));
                ui.add_space(theme::SPACE_S);
            });
        }
        egui::Panel::bottom("status_line").show(ui, |ui| {
            self.notices
                .bar_ui(ui, self.status.as_ref(), std::time::Instant::now(), actions);
        });
        if self.updates.bar_visible() {
            egui::Panel::bottom("update_bar").show(ui, |ui| {
                ui.add_space(theme::SPACE_S);
                crate::ui::updates::update_bar_ui(ui, &mut self.updates, actions);
                ui.add_space(theme::SPACE_S);
            });
        }
        egui::CentralPanel::default().show(ui, |ui| match self.link.state() {
            LinkState::Running { .. } => self.view_ui(ui, actions),
            LinkState::Failed { profile, message } => {
                let remote = self
                    .current
                    .as_ref()
                    .is_some_and(|p| p.kind == ProfileKind::Remote);
                ui.add_space(theme::SPACE_XL);
                ui.vertical_centered(|ui| {
                    ui.set_max_width(theme::CONTENT_MAX_WIDTH);
                    ui.heading(t!(
                        "window-profile-failed-title",
                        profile = profile.as_str()
                    ));
                    theme::error_text(ui, message);
                    ui.add_space(theme::SPACE_M);
                    ui.horizontal(|ui| {
                        if ui.button(t!("window-try-again")).clicked() {
                            actions.push(Action::ReopenProfile);
                        }
                        if remote && ui.button(t!("window-reenter-key")).clicked() {
                            actions.push(Action::ReenterKey);
                        }
                        if ui.button(t!("window-add-profile")).clicked() {
                            actions.push(Action::OpenConnectForm);
                        }
                    });
                });
            }
            LinkState::Preparing { doing, .. } => opening_ui(ui, doing),
            LinkState::Starting { profile } => {
                opening_ui(
                    ui,
                    &t!("window-opening-profile", profile = profile.as_str()),
                );
            }
            LinkState::Idle => opening_ui(ui, &t!("window-opening")),
        });
    }
}

pub(super) fn opening_ui(ui: &mut egui::Ui, text: &str) {
    ui.add_space(theme::SPACE_XL);
    ui.vertical_centered(|ui| {
        ui.spinner();
        ui.label(text);
    });
}

impl eframe::App for GenDeskApp {
    fn clear_color(&self, visuals: &egui::Visuals) -> [f32; 4] {
        visuals.panel_fill.to_normalized_gamma_f32()
    }

    fn logic(&mut self, ctx: &egui::Context, _frame: &mut eframe::Frame) {
        if self.start == StartStage::BareWindow {
            if ctx.cumulative_frame_nr() == 0 {
                // The first frame shows the bare window; the rest starts in the next one.
                ctx.request_repaint();
                return;
            }
            self.boot(ctx);
        }
        for msg in self.jobs.drain() {
            self.handle_msg(msg);
        }
        self.remember_keyboard_zoom(ctx);
        self.serve_desktop(ctx);
        let focused = ctx.input(|i| i.focused);
        let notifications = if self.prefs.notifications {
            self.desktop.notifications()
        } else {
            None
        };
        let mut observe = |event: &gendesk_core::engine::Event| {
            if let Some(notifications) = notifications {
                notifications.observe(event, focused);
            }
        };
        for notice in self.link.poll(&mut self.live, &mut observe) {
            self.notify(notice);
        }
        for notice in self.catalog.poll() {
            self.notify(notice);
        }
        self.poll_updates(ctx);
        if let Some(profile) = self.link.profile_id() {
            self.activity
                .attach(profile, self.options.paths.database_file(), ctx);
            self.batches
                .attach(profile, self.options.paths.database_file(), ctx);
            self.webhooks
                .attach(profile, self.options.paths.database_file(), ctx);
            self.compare
                .attach(profile, self.options.paths.database_file(), ctx);
            self.insights
                .attach(profile, self.options.paths.database_file(), ctx);
            self.gallery.attach(
                profile,
                self.options.paths.database_file(),
                ctx,
                gendesk_core::engine::now_ms(),
            );
        }
        self.follow_receiver();
        if let Some(run) = self.live.last_run.take()
            && std::mem::take(&mut self.show_next_run)
            && let Some(first) = run.first()
        {
            self.batches.select(*first);
            self.navigate(View::Batches);
        }
        if self.live.engine_started {
            self.sync_download_settings();
        }
        self.sync_spending_limit();
        self.thumbs.begin_frame(ctx);
        self.players.begin_frame();
    }

    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        if self.start == StartStage::BareWindow {
            // The first frame is the bare window in the theme's background colour
            // (`clear_color`): painting anything would cost the first frame more than the
            // rest of the start-up, because the renderer prepares its pipelines on first use.
            return;
        }
        let mut actions = Vec::new();
        // Before the main view the bar shows only a fresh notice (the main view has it always).
        if !matches!(self.phase, Phase::Main)
            && self.notices.active(std::time::Instant::now()).is_some()
        {
            egui::Panel::bottom("notice_bar").show(ui, |ui| {
                self.notices.bar_ui(
                    ui,
                    self.status.as_ref(),
                    std::time::Instant::now(),
                    &mut actions,
                );
            });
        }
        match &self.phase {
            Phase::Unlock => {
                egui::CentralPanel::default().show(ui, |ui| {
                    crate::ui::unlock::unlock_ui(ui, &mut self.unlock, &mut actions);
                });
            }
            Phase::Opening => {
                let text = self.opening_text.clone();
                egui::CentralPanel::default().show(ui, |ui| opening_ui(ui, &text));
            }
            Phase::Broken(message) => {
                let message = message.clone();
                egui::CentralPanel::default().show(ui, |ui| {
                    ui.add_space(theme::SPACE_XL);
                    ui.vertical_centered(|ui| {
                        ui.set_max_width(theme::CONTENT_MAX_WIDTH);
                        ui.heading(t!("window-settings-unreadable"));
                        theme::error_text(ui, &message);
                        if ui.button(t!("window-try-again")).clicked() {
                            self.load();
                        }
                    });
                });
            }
            Phase::Welcome => {
                let sandbox_busy = matches!(self.sandbox, SandboxSlot::Starting);
                egui::CentralPanel::default().show(ui, |ui| {
                    welcome_ui(
                        ui,
                        &mut self.welcome,
                        &mut self.connect,
                        sandbox_busy,
                        &mut actions,
                    );
                });
            }
            Phase::Main => self.main_ui(ui, &mut actions),
        }
        if self.connect_window {
            let mut open = true;
            let title = if self.connect.replacing.is_some() {
                t!("window-reenter-key")
            } else {
                t!("window-add-profile-title")
            };
            let shown = egui::Window::new(title)
                .id(egui::Id::unique("connect_window"))
                .open(&mut open)
                .collapsible(false)
                .resizable(false)
                .min_width(480.0)
                .pivot(egui::Align2::CENTER_TOP)
                .default_pos(egui::pos2(ui.ctx().content_rect().center().x, 80.0))
                .show(ui.ctx(), |ui| {
                    ui.label(if self.connect.replacing.is_some() {
                        t!("window-reenter-key-text")
                    } else {
                        t!("window-add-profile-text")
                    });
                    ui.add_space(theme::SPACE_S);
                    connect_ui(ui, &mut self.connect, true, &mut actions);
                });
            crate::ui::escape::close_window_on_escape(ui.ctx(), shown.as_ref(), &mut open);
            if !open {
                actions.push(Action::CloseConnectForm);
            }
        }
        self.windows_ui(ui, &mut actions);
        crate::ui::image_viewer::image_viewer_ui(
            ui.ctx(),
            &mut self.activity.viewer,
            &mut self.thumbs,
            &mut actions,
        );
        if matches!(self.phase, Phase::Main) {
            large_view_ui(ui.ctx(), &mut self.players, &mut self.thumbs, &mut actions);
            crate::ui::over_limit::over_limit_ui(ui.ctx(), &mut self.live.over_limit, &mut actions);
        }
        for action in actions {
            self.handle_action(action);
        }
    }
}

impl GenDeskApp {
    /// Ctrl +/− (egui's own zoom keys) change the interface size: kept within what Settings
    /// offers and remembered like a change made there.
    fn remember_keyboard_zoom(&mut self, ctx: &egui::Context) {
        if matches!(self.phase, Phase::Opening | Phase::Broken(_)) {
            return;
        }
        let zoom = ctx.zoom_factor();
        if (zoom - self.prefs.zoom()).abs() < 0.005 {
            return;
        }
        #[allow(
            clippy::cast_possible_truncation,
            clippy::cast_sign_loss,
            reason = "egui keeps its zoom factor positive and small; the result is clamped"
        )]
        let percent = (zoom * 100.0).round().max(0.0) as u32;
        self.prefs.interface_size = percent.clamp(INTERFACE_SIZE_MIN, INTERFACE_SIZE_MAX);
        ctx.set_zoom_factor(self.prefs.zoom());
        self.save_prefs();
    }
    /// Settings, About and the shortcuts overview, over whatever is shown; the window-wide
    /// shortcuts.
    fn windows_ui(&mut self, ui: &mut egui::Ui, actions: &mut Vec<Action>) {
        let context = SettingsCtx {
            paths: &self.options.paths,
            profile: self.current.as_ref(),
            receiver: &self.live.receiver,
            now_s: chrono::Utc::now().timestamp(),
            system_language: self.options.system_language,
        };
        settings_ui(
            ui,
            &mut self.settings,
            &mut self.prefs,
            &mut self.updates,
            &context,
            actions,
        );
        crate::ui::updates::about_ui(
            ui,
            &mut self.updates,
            &self.about,
            &self.options.paths,
            actions,
        );
        crate::ui::file_record::file_record_ui(ui, &mut self.file_record, actions);
        if let Some(pressed) = crate::ui::shortcuts::pressed(ui.ctx()) {
            match pressed.action() {
                None => self.shortcuts_open = !self.shortcuts_open,
                // Views exist once a profile is open; Settings always.
                Some(Action::Navigate(_)) if !matches!(self.phase, Phase::Main) => {}
                Some(action) => actions.push(action),
            }
        }
        crate::ui::shortcuts::overview_ui(ui.ctx(), &mut self.shortcuts_open);
        crate::ui::crash_notice::crash_notice_ui(ui.ctx(), &mut self.crash_notice, actions);
        crate::ui::restore_report::restore_report_ui(ui.ctx(), &mut self.restore_report, actions);
        let view = matches!(self.phase, Phase::Main).then_some(self.prefs.last_view);
        let title = crate::ui::top_bar::window_title(view);
        if title != self.title {
            ui.ctx()
                .send_viewport_cmd(egui::ViewportCommand::Title(title.clone()));
            self.title = title;
        }
    }
}
