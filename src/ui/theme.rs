//! The look of GenDesk in one place: spacing, sizes, state colours, badges, and applying the
//! light/dark/system theme. Views take their colours and spacing from here.

use egui::{Color32, CornerRadius, Margin, Response, RichText, Ui};
use gendesk_api::ModelKind;
use gendesk_api::{ItemStatus, TaskState};
use gendesk_core::batch::manifest::ItemState;

use super::live_state::NoticeLevel;
use super::prefs::ThemeChoice;
use super::task_state::ShownState;

/// Small gap.
pub const SPACE_S: f32 = 4.0;
/// Normal gap between related groups.
pub const SPACE_M: f32 = 8.0;
/// Gap between sections.
pub const SPACE_L: f32 = 16.0;
/// Gap around big blocks (welcome page).
pub const SPACE_XL: f32 = 32.0;
/// Widest a form or a page of text gets.
pub const CONTENT_MAX_WIDTH: f32 = 760.0;
/// Height of a list row (room for a thumbnail).
pub const ROW_HEIGHT: f32 = 40.0;
/// Width of a form's label column.
pub const LABEL_WIDTH: f32 = 110.0;
/// Initial window size.
pub const WINDOW_SIZE: [f32; 2] = [1100.0, 720.0];
/// Smallest window size that keeps every control usable.
pub const WINDOW_MIN_SIZE: [f32; 2] = [720.0, 480.0];

/// Text on coloured badges.
pub const BADGE_TEXT: Color32 = Color32::WHITE;
/// The offline sandbox badge.
pub const SANDBOX_BADGE: Color32 = Color32::from_rgb(0x6a, 0x4c, 0xb0);
/// The remote-service badge.
pub const REMOTE_BADGE: Color32 = Color32::from_rgb(0x2f, 0x6f, 0x9f);
/// Fill of the main call to action.
pub const PRIMARY_BUTTON: Color32 = Color32::from_rgb(0x2f, 0x6f, 0xb8);
/// Marks information notices.
pub const INFO_DOT: Color32 = Color32::from_rgb(0x3c, 0x8c, 0xe0);
/// Marks good-news notices.
pub const SUCCESS_DOT: Color32 = Color32::from_rgb(0x2e, 0xb0, 0x5a);
/// Marks warning notices.
pub const WARNING_DOT: Color32 = Color32::from_rgb(0xe0, 0x9a, 0x20);
/// A starred task's star.
pub const FAVOURITE: Color32 = Color32::from_rgb(0xf2, 0xb1, 0x34);
/// Error text.
pub const ERROR_TEXT: Color32 = Color32::from_rgb(0xd0, 0x3a, 0x3a);

/// Badge colour of a task state; a state newer than this build, or none, is grey.
pub fn state_colour(state: &ShownState) -> Color32 {
    match state {
        ShownState::Service(TaskState::Pending) => Color32::from_rgb(0x8a, 0x8f, 0x98),
        ShownState::Service(TaskState::Processing) => Color32::from_rgb(0x2f, 0x7d, 0xd1),
        ShownState::Service(TaskState::Success) => Color32::from_rgb(0x2e, 0x9a, 0x4f),
        ShownState::Service(TaskState::Failed) => Color32::from_rgb(0xcc, 0x3b, 0x3b),
        ShownState::Submitting => Color32::from_rgb(0x5a, 0x9b, 0xb8),
        ShownState::OutcomeUnknown => Color32::from_rgb(0xd0, 0x8a, 0x10),
        ShownState::Rejected => Color32::from_rgb(0x9c, 0x3d, 0x6e),
        ShownState::Service(TaskState::Unknown(_)) | ShownState::Finished => {
            Color32::from_rgb(0x70, 0x70, 0x70)
        }
    }
}

/// Badge colour of a batch item: the colour of the task state it is like.
pub fn item_colour(state: &ItemState) -> Color32 {
    let like = match state {
        ItemState::NotSent => ShownState::Submitting,
        ItemState::Sent(ItemStatus::Succeeded) => ShownState::Service(TaskState::Success),
        ItemState::Sent(ItemStatus::Failed) => ShownState::Service(TaskState::Failed),
        ItemState::Sent(ItemStatus::Rejected) => ShownState::Rejected,
        ItemState::Sent(ItemStatus::Running) => ShownState::Service(TaskState::Processing),
        ItemState::Sent(ItemStatus::Queued | ItemStatus::Unknown(_)) => {
            ShownState::Service(TaskState::Pending)
        }
    };
    state_colour(&like)
}

/// A badge with a task state's words and colour.
pub fn state_badge(ui: &mut Ui, state: &ShownState) -> Response {
    badge(ui, &state.words(), state_colour(state))
}

/// A small rounded label with white text on `fill`.
pub fn badge(ui: &mut Ui, text: &str, fill: Color32) -> Response {
    egui::Frame::new()
        .fill(fill)
        .corner_radius(CornerRadius::same(8))
        .inner_margin(Margin::symmetric(6, 1))
        .show(ui, |ui| {
            ui.add(
                egui::Label::new(RichText::new(text).color(BADGE_TEXT).small()).selectable(false),
            )
        })
        .inner
}

/// An error sentence, wrapped.
pub fn error_text(ui: &mut Ui, text: &str) -> Response {
    ui.add(egui::Label::new(RichText::new(text).color(ERROR_TEXT)).wrap())
}

/// The colour that marks a notice of `level` (the notice bar's dot).
pub fn notice_colour(level: NoticeLevel) -> Color32 {
    match level {
        NoticeLevel::Info => INFO_DOT,
        NoticeLevel::Success => SUCCESS_DOT,
        NoticeLevel::Warning => WARNING_DOT,
        NoticeLevel::Error => ERROR_TEXT,
    }
}

/// Applies the light/dark/system choice.
pub fn apply_theme(ctx: &egui::Context, choice: ThemeChoice) {
    ctx.set_theme(match choice {
        ThemeChoice::System => egui::ThemePreference::System,
        ThemeChoice::Light => egui::ThemePreference::Light,
        ThemeChoice::Dark => egui::ThemePreference::Dark,
    });
}

/// The icon glyph for a result or task kind (a page when the kind is not known).
pub fn kind_icon(kind: Option<ModelKind>) -> &'static str {
    use egui_material_icons::icons::{ICON_DESCRIPTION, ICON_IMAGE, ICON_MOVIE, ICON_MUSIC_NOTE};
    match kind {
        Some(ModelKind::Image) => ICON_IMAGE.into(),
        Some(ModelKind::Video) => ICON_MOVIE.into(),
        Some(ModelKind::Audio) => ICON_MUSIC_NOTE.into(),
        None => ICON_DESCRIPTION.into(),
    }
}

/// One-time setup: the icon font (Material Symbols, from `egui_material_icons`), the CJK
/// fallback (`fonts.rs`), a little
/// more room than egui's defaults and readable small text.
pub fn install(ctx: &egui::Context) {
    egui_material_icons::initialize(ctx);
    super::fonts::install(ctx);
    ctx.all_styles_mut(|style| {
        style.spacing.item_spacing = egui::vec2(SPACE_M, 6.0);
        style.spacing.button_padding = egui::vec2(SPACE_M, SPACE_S);
        style.spacing.interact_size.y = 22.0;
        // Hints and help lines are read, not glanced at: egui's 9 px small text is too small.
        style.text_styles.insert(
            egui::TextStyle::Small,
            egui::FontId::proportional(SMALL_TEXT),
        );
    });
    apply_reading_size(ctx, 100);
}

/// The text style of prompts and results (their size is chosen in Settings → Appearance).
pub fn reading() -> egui::TextStyle {
    egui::TextStyle::Name("reading".into())
}

/// Prompts and results are written `percent` % of the body text's size.
pub fn apply_reading_size(ctx: &egui::Context, percent: u32) {
    #[allow(
        clippy::cast_precision_loss,
        reason = "a percentage of a few hundred is exact in an f32"
    )]
    let factor = percent as f32 / 100.0;
    ctx.all_styles_mut(|style| {
        let body = style
            .text_styles
            .get(&egui::TextStyle::Body)
            .map_or(12.5, |font| font.size);
        style
            .text_styles
            .insert(reading(), egui::FontId::proportional(body * factor));
    });
}

/// Size of small text (hints, help under fields), in points.
pub const SMALL_TEXT: f32 = 11.0;
