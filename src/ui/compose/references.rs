//! The reference images of image-to-image and image-to-video, in order: pictures from this
//! computer (added with a file dialog, dropped on the window or pasted) with their thumbnail,
//! size and pixels, uploaded as soon as they are added; and image URLs typed in a row each.
//! The model's limits (at most five, under 10 MB, JPEG/PNG/WebP) are checked beside each, with
//! a smaller copy offered when a picture breaks them.

use egui::{RichText, Ui};

use gendesk_core::catalog::FieldSpec;
use gendesk_core::compose::{ComposeForm, LocalReference, ReferenceRow};
use gendesk_core::t;

use super::picture_shelf::{Hosting, PictureShelf, UrlProbe};
use crate::ui::actions::{Action, PictureAction};
use crate::ui::theme;

/// Most rows offered when the model states no limit.
pub const DEFAULT_MAX_IMAGES: usize = 5;
/// Height of a reference's thumbnail.
const THUMB_HEIGHT: f32 = 56.0;

/// Where this profile's pictures go when they are uploaded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PictureHosting {
    /// The offline sandbox keeps them.
    Sandbox,
    /// The person's bucket; its name and how long links work.
    Bucket {
        /// Bucket name.
        bucket: String,
        /// Link lifetime in hours.
        hours: u8,
    },
    /// GenDesk's receiver behind this tunnel URL.
    Receiver {
        /// The tunnel URL.
        tunnel: String,
    },
    /// Nothing set up for this profile.
    Unset,
}

/// What the list needs besides the form.
pub(super) struct ReferencesCtx<'a> {
    pub shelf: &'a mut PictureShelf,
    pub hosting: &'a PictureHosting,
    pub actions: &'a mut Vec<Action>,
    /// The prompt field's recent prompts (the fields share this context).
    pub recent: &'a mut super::recent_prompts::RecentPrompts,
    /// "From results…".
    pub results: &'a mut super::result_picker::ResultPicker,
}

/// The list; returns whether the form changed.
pub(super) fn references_ui(
    ui: &mut Ui,
    form: &mut ComposeForm,
    field: &FieldSpec,
    max_items: Option<usize>,
    label: egui::Id,
    refs: &mut ReferencesCtx<'_>,
) -> bool {
    let max = max_items.unwrap_or(DEFAULT_MAX_IMAGES);
    let mut changed = false;
    let mut remove = None;
    let mut first_labelled = false;
    for (index, row) in form.image_urls.iter_mut().enumerate() {
        let number = index + 1;
        let removed = match row {
            ReferenceRow::Url(url) => url_row_ui(
                ui,
                url,
                number,
                label,
                &mut first_labelled,
                &mut changed,
                refs,
            ),
            ReferenceRow::Local(local) => local_row_ui(ui, local, number, refs),
        };
        if removed {
            remove = Some(index);
        }
        ui.add_space(theme::SPACE_S);
    }
    if let Some(index) = remove {
        form.image_urls.remove(index);
        changed = true;
    }
    let room = form.image_urls.len() < max;
    add_row_ui(ui, form, field, max, room, refs, &mut changed);
    hosting_note_ui(ui, refs.hosting);
    if refs.shelf.busy > 0 {
        ui.horizontal(|ui| {
            ui.spinner();
            ui.weak(t!("ref-reading"));
        });
    }
    changed
}

/// A typed address; returns whether its Remove was clicked.
fn url_row_ui(
    ui: &mut Ui,
    url: &mut String,
    number: usize,
    label: egui::Id,
    first_labelled: &mut bool,
    changed: &mut bool,
    refs: &mut ReferencesCtx<'_>,
) -> bool {
    let mut remove = false;
    let mut typing = false;
    ui.horizontal(|ui| {
        ui.label(RichText::new(format!("{number}.")).weak());
        let response = ui.add(
            egui::TextEdit::singleline(url)
                .hint_text("https://example.com/picture.png")
                .desired_width(ui.available_width() - 90.0),
        );
        let response = if *first_labelled {
            response.accessible_name(t!("ref-image-number", number = number))
        } else {
            // The first address carries the field's label, so the list is found by it.
            *first_labelled = true;
            response.labelled_by(label)
        };
        *changed |= response.changed();
        typing = response.has_focus();
        remove = ui
            .button(t!("ref-remove"))
            .accessible_name(t!("ref-remove.name", number = number))
            .on_hover_text(t!("ref-remove.url-hint"))
            .clicked();
    });
    if let Some(problem) = url_problem(url) {
        ui.label(RichText::new(problem).color(theme::ERROR_TEXT).small());
    } else if !url.trim().is_empty() && !typing {
        url_probe_ui(ui, url.trim(), number, refs);
    }
    remove
}

/// What GenDesk found at an address (checked once it is typed): the picture's thumbnail,
/// pixels, size and type, and what the service would refuse.
fn url_probe_ui(ui: &mut Ui, url: &str, number: usize, refs: &mut ReferencesCtx<'_>) {
    if refs.shelf.probe_needed(url) {
        refs.actions
            .push(Action::Picture(PictureAction::ProbeUrl(url.to_owned())));
    }
    let ctx = ui.ctx().clone();
    match refs.shelf.url_probe(&ctx, url) {
        None | Some(UrlProbe::Checking) => {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.weak(t!("ref-url-checking"));
            });
        }
        Some(UrlProbe::Found {
            summary,
            problems,
            texture,
            ..
        }) => {
            ui.horizontal(|ui| {
                if let Some(texture) = texture {
                    thumbnail_ui(ui, texture, t!("ref-image-number", number = number));
                }
                ui.vertical(|ui| {
                    ui.weak(summary.as_str());
                    for problem in problems {
                        ui.label(
                            RichText::new(t!("ref-url-refused", problem = problem.sentence()))
                                .color(theme::ERROR_TEXT)
                                .small(),
                        );
                    }
                });
            });
        }
        Some(UrlProbe::Failed(message)) => {
            ui.label(
                RichText::new(t!("ref-url-unusable", error = message.as_str()))
                    .color(theme::ERROR_TEXT)
                    .small(),
            );
        }
    }
}

/// A picture from this computer; returns whether its Remove was clicked.
fn local_row_ui(
    ui: &mut Ui,
    local: &mut LocalReference,
    number: usize,
    refs: &mut ReferencesCtx<'_>,
) -> bool {
    let mut remove = false;
    let texture = refs.shelf.texture(ui.ctx(), local);
    ui.horizontal(|ui| {
        ui.label(RichText::new(format!("{number}.")).weak());
        match &texture {
            Some(texture) => {
                thumbnail_ui(
                    ui,
                    texture,
                    t!(
                        "ref-image-number-named",
                        number = number,
                        name = local.name.as_str()
                    ),
                );
            }
            None => {
                ui.add_sized([THUMB_HEIGHT, THUMB_HEIGHT], egui::Label::new("\u{1f5bc}"));
            }
        }
        ui.vertical(|ui| {
            ui.label(RichText::new(&local.name).strong()).on_hover_text(
                local
                    .path
                    .as_ref()
                    .map_or_else(|| t!("ref-pasted"), |p| p.display().to_string()),
            );
            if local.fitted {
                ui.weak(t!("ref-summary-fitted", summary = local.summary()));
            } else {
                ui.weak(local.summary());
            }
            status_ui(ui, local, number, refs);
        });
        ui.with_layout(egui::Layout::right_to_left(egui::Align::TOP), |ui| {
            remove = ui
                .button(t!("ref-remove"))
                .accessible_name(t!("ref-remove.name", number = number))
                .on_hover_text(t!("ref-remove.hint"))
                .clicked();
        });
    });
    remove
}

/// The picture's state: a problem with the offer of a smaller copy, uploading, uploaded,
/// or why it could not be uploaded with "Try again".
fn status_ui(ui: &mut Ui, local: &LocalReference, number: usize, refs: &mut ReferencesCtx<'_>) {
    if let Some(problem) = local.problems().first() {
        ui.label(
            RichText::new(t!("ref-problem", problem = problem.sentence()))
                .color(theme::ERROR_TEXT)
                .small(),
        );
        match refs.shelf.picture(local) {
            Some(picture) => {
                if ui
                    .button(t!("ref-fit"))
                    .accessible_name(t!("ref-fit.name", number = number))
                    .on_hover_text(t!("ref-fit.hint"))
                    .clicked()
                {
                    refs.actions
                        .push(Action::Picture(PictureAction::Fit(picture)));
                }
            }
            None => {
                ui.weak(t!("ref-fit-add-again"));
            }
        }
        return;
    }
    match (&local.hosted, refs.shelf.hosting(local)) {
        (Some(link), _) => {
            let text = match link.expires_at_ms {
                Some(_) => t!("ref-uploaded"),
                None => t!("ref-served-here"),
            };
            ui.label(RichText::new(text).color(theme::SUCCESS_DOT).small());
        }
        (None, Some(Hosting::Failed(message))) => {
            let message = message.clone();
            ui.label(
                RichText::new(t!("ref-upload-failed", error = message))
                    .color(theme::ERROR_TEXT)
                    .small(),
            );
            if ui
                .button(t!("ref-upload-retry"))
                .accessible_name(t!("ref-upload-retry.name", number = number))
                .clicked()
            {
                refs.shelf.retry(local);
            }
        }
        (None, Some(Hosting::InFlight(_) | Hosting::Idle)) => {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.weak(t!("ref-uploading"));
            });
        }
        (None, None) => {
            ui.weak(t!("ref-upload-add-again"));
        }
    }
}

/// A reference's preview, [`THUMB_HEIGHT`] high at most, with `hover` as its words.
fn thumbnail_ui(ui: &mut Ui, texture: &egui::TextureHandle, hover: String) {
    let size = texture.size_vec2();
    let scale = THUMB_HEIGHT / size.y.max(1.0);
    ui.add(
        egui::Image::new(texture)
            .fit_to_exact_size(size * scale.min(1.0))
            .corner_radius(4),
    )
    .on_hover_text(hover);
}

/// Add a picture (dialog), paste one, add an image URL, and the count.
fn add_row_ui(
    ui: &mut Ui,
    form: &mut ComposeForm,
    field: &FieldSpec,
    max: usize,
    room: bool,
    refs: &mut ReferencesCtx<'_>,
    changed: &mut bool,
) {
    let full = t!(
        "ref-full",
        field = field.shown_label().into_owned(),
        max = max
    );
    ui.horizontal_wrapped(|ui| {
        if ui
            .add_enabled(room, egui::Button::new(t!("ref-add-picture")))
            .on_hover_text(t!("ref-add-picture.hint"))
            .on_disabled_hover_text(&full)
            .clicked()
        {
            refs.actions.push(Action::Picture(PictureAction::Choose));
        }
        if ui
            .add_enabled(room, egui::Button::new(t!("ref-paste-picture")))
            .on_hover_text(t!("ref-paste-picture.hint"))
            .on_disabled_hover_text(&full)
            .clicked()
        {
            refs.actions.push(Action::Picture(PictureAction::Paste));
        }
        if ui
            .add_enabled(room, egui::Button::new(t!("ref-from-results")))
            .on_hover_text(t!("ref-from-results.hint"))
            .on_disabled_hover_text(&full)
            .clicked()
        {
            refs.results.open();
            refs.actions
                .push(Action::Picture(PictureAction::ListResults));
        }
        if ui
            .add_enabled(room, egui::Button::new(t!("ref-add-url")))
            .on_hover_text(t!("ref-add-url.hint"))
            .on_disabled_hover_text(&full)
            .clicked()
        {
            form.image_urls.push(ReferenceRow::Url(String::new()));
            *changed = true;
        }
        ui.label(
            RichText::new(t!("ref-count", count = form.image_urls.len(), max = max))
                .weak()
                .small(),
        );
    });
}

/// Where pictures go, in one sentence.
fn hosting_note_ui(ui: &mut Ui, hosting: &PictureHosting) {
    let text = match hosting {
        PictureHosting::Sandbox => t!("ref-hosting-sandbox"),
        PictureHosting::Bucket { bucket, hours } => t!(
            "ref-hosting-bucket",
            bucket = bucket.as_str(),
            hours = *hours
        ),
        PictureHosting::Receiver { tunnel } => {
            t!("ref-hosting-receiver", tunnel = tunnel.as_str())
        }
        // egui's fonts have no arrow; the icon font has one.
        PictureHosting::Unset => t!(
            "ref-hosting-unset",
            arrow = <&str>::from(egui_material_icons::icons::ICON_ARROW_RIGHT_ALT)
        ),
    };
    ui.add(egui::Label::new(RichText::new(text).weak().small()).wrap());
}

/// Why a typed row is not a usable URL (blank rows are ignored).
fn url_problem(url: &str) -> Option<String> {
    let url = url.trim();
    if url.is_empty() {
        return None;
    }
    match url::Url::parse(url) {
        Ok(parsed) if matches!(parsed.scheme(), "http" | "https") && parsed.has_host() => None,
        Ok(_) => Some(t!("ref-url-not-http")),
        Err(_) => Some(t!("ref-url-not-full")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_are_checked_as_typed() {
        assert_eq!(url_problem(""), None);
        assert_eq!(url_problem("https://a.example/x.png"), None);
        assert!(url_problem("ftp://a.example/x.png").is_some());
        assert!(url_problem("a.example/x.png").is_some());
    }
}
