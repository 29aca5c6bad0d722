//! The reference images of image-to-image and image-to-video, in order: pictures from this
//! computer (added with a file dialog, dropped on the window or pasted) with their thumbnail,
//! size and pixels, uploaded as soon as they are added; and image URLs typed in a row each.
//! The model's limits (at most five, under 10 MB, JPEG/PNG/WebP) are checked beside each, with
//! a smaller copy offered when a picture breaks them.

use egui::{RichText, Ui};

use gendesk_core::catalog::FieldSpec;
use gendesk_core::compose::{ComposeForm, LocalReference, ReferenceRow};

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
            ui.weak("Reading the picture\u{2026}");
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
            response.accessible_name(format!("Reference image {number}"))
        } else {
            // The first address carries the field's label, so the list is found by it.
            *first_labelled = true;
            response.labelled_by(label)
        };
        *changed |= response.changed();
        typing = response.has_focus();
        remove = ui
            .button("Remove")
            .accessible_name(format!("Remove reference image {number}"))
            .on_hover_text("Remove this image from the list")
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
                ui.weak("Checking the picture at this address\u{2026}");
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
                    thumbnail_ui(ui, texture, format!("Reference image {number}"));
                }
                ui.vertical(|ui| {
                    ui.weak(summary.as_str());
                    for problem in problems {
                        ui.label(
                            RichText::new(format!(
                                "The service will refuse it: {}.",
                                problem.sentence()
                            ))
                            .color(theme::ERROR_TEXT)
                            .small(),
                        );
                    }
                });
            });
        }
        Some(UrlProbe::Failed(message)) => {
            ui.label(
                RichText::new(format!(
                    "GenDesk could not use this address: {message} The service may not either."
                ))
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
                    format!("Reference image {number}: {}", local.name),
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
                    .map_or_else(|| "Pasted picture".to_owned(), |p| p.display().to_string()),
            );
            let fitted = if local.fitted {
                " \u{b7} smaller copy"
            } else {
                ""
            };
            ui.weak(format!("{}{fitted}", local.summary()));
            status_ui(ui, local, number, refs);
        });
        ui.with_layout(egui::Layout::right_to_left(egui::Align::TOP), |ui| {
            remove = ui
                .button("Remove")
                .accessible_name(format!("Remove reference image {number}"))
                .on_hover_text("Remove this picture from the list")
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
            RichText::new(format!("{}.", problem.sentence()))
                .color(theme::ERROR_TEXT)
                .small(),
        );
        match refs.shelf.picture(local) {
            Some(picture) => {
                if ui
                    .button("Use a smaller copy")
                    .accessible_name(format!("Use a smaller copy of reference image {number}"))
                    .on_hover_text("Upright, at most 4096 pixels on its longer side, saved as JPEG (PNG when it has transparency), under 10 MB. Your file is not changed.")
                    .clicked()
                {
                    refs.actions
                        .push(Action::Picture(PictureAction::Fit(picture)));
                }
            }
            None => {
                ui.weak("Add the file again to make a smaller copy.");
            }
        }
        return;
    }
    match (&local.hosted, refs.shelf.hosting(local)) {
        (Some(link), _) => {
            let text = match link.expires_at_ms {
                Some(_) => "Uploaded; the link is made again before it runs out.",
                None => "Ready: the service fetches it from here.",
            };
            ui.label(RichText::new(text).color(theme::SUCCESS_DOT).small());
        }
        (None, Some(Hosting::Failed(message))) => {
            let message = message.clone();
            ui.label(
                RichText::new(format!("Not uploaded: {message}"))
                    .color(theme::ERROR_TEXT)
                    .small(),
            );
            if ui
                .button("Try again")
                .accessible_name(format!("Upload reference image {number} again"))
                .clicked()
            {
                refs.shelf.retry(local);
            }
        }
        (None, Some(Hosting::InFlight(_) | Hosting::Idle)) => {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.weak("Uploading\u{2026}");
            });
        }
        (None, None) => {
            ui.weak("Add the file again to upload it.");
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
    let full = format!("{} takes at most {max} images", field.label);
    ui.horizontal_wrapped(|ui| {
        if ui
            .add_enabled(room, egui::Button::new("Add picture\u{2026}"))
            .on_hover_text(
                "Choose JPEG, PNG or WebP pictures on this computer (or drop them on the window)",
            )
            .on_disabled_hover_text(&full)
            .clicked()
        {
            refs.actions.push(Action::Picture(PictureAction::Choose));
        }
        if ui
            .add_enabled(room, egui::Button::new("Paste picture"))
            .on_hover_text(
                "Add the picture on the clipboard (copied from an image editor or a browser)",
            )
            .on_disabled_hover_text(&full)
            .clicked()
        {
            refs.actions.push(Action::Picture(PictureAction::Paste));
        }
        if ui
            .add_enabled(room, egui::Button::new("From results\u{2026}"))
            .on_hover_text("A picture made by the service with this profile")
            .on_disabled_hover_text(&full)
            .clicked()
        {
            refs.results.open();
            refs.actions
                .push(Action::Picture(PictureAction::ListResults));
        }
        if ui
            .add_enabled(room, egui::Button::new("Add image URL"))
            .on_hover_text("Add the address of a picture on the web")
            .on_disabled_hover_text(&full)
            .clicked()
        {
            form.image_urls.push(ReferenceRow::Url(String::new()));
            *changed = true;
        }
        ui.label(
            RichText::new(format!("{} of at most {max}", form.image_urls.len()))
                .weak()
                .small(),
        );
    });
}

/// Where pictures go, in one sentence.
fn hosting_note_ui(ui: &mut Ui, hosting: &PictureHosting) {
    let text = match hosting {
        PictureHosting::Sandbox => {
            "Pictures from this computer stay on it: the offline sandbox keeps them.".to_owned()
        }
        PictureHosting::Bucket { bucket, hours } => format!(
            "Pictures from this computer are uploaded to your bucket \u{201c}{bucket}\u{201d} as you add them; the service gets a link that works for {hours} h."
        ),
        PictureHosting::Receiver { tunnel } => format!(
            "Pictures from this computer are served by GenDesk through {tunnel}: keep GenDesk open until the task has started."
        ),
        PictureHosting::Unset => "To use pictures from this computer with this account, set up a bucket or a tunnel in Settings \u{2192} Reference pictures; image URLs work as they are.".to_owned(),
    };
    ui.add(egui::Label::new(RichText::new(text).weak().small()).wrap());
}

/// Why a typed row is not a usable URL (blank rows are ignored).
fn url_problem(url: &str) -> Option<&'static str> {
    let url = url.trim();
    if url.is_empty() {
        return None;
    }
    match url::Url::parse(url) {
        Ok(parsed) if matches!(parsed.scheme(), "http" | "https") && parsed.has_host() => None,
        Ok(_) => Some("Only http:// and https:// addresses can be fetched by the service."),
        Err(_) => Some("Not a full address; start it with https://."),
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
