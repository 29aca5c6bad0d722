//! The reference image list of image-to-image and image-to-video: one URL per row, rows added
//! and removed with buttons, at most five (or the model's own limit), each checked for http(s)
//! as it is typed.

use egui::{RichText, Ui};

use crate::ui::theme;
use gendesk_core::catalog::FieldSpec;
use gendesk_core::compose::ComposeForm;

/// Most rows offered when the model states no limit.
pub const DEFAULT_MAX_IMAGES: usize = 5;

/// The list; returns whether it changed.
pub(super) fn image_urls_ui(
    ui: &mut Ui,
    form: &mut ComposeForm,
    field: &FieldSpec,
    max_items: Option<usize>,
    label: egui::Id,
) -> bool {
    let max = max_items.unwrap_or(DEFAULT_MAX_IMAGES);
    let mut changed = false;
    let mut remove = None;
    for (index, url) in form.image_urls.iter_mut().enumerate() {
        let number = index + 1;
        ui.horizontal(|ui| {
            ui.label(RichText::new(format!("{number}.")).weak());
            let response = ui.add(
                egui::TextEdit::singleline(url)
                    .hint_text("https://example.com/picture.png")
                    .desired_width(ui.available_width() - 90.0),
            );
            let response = if index == 0 {
                // The first row carries the field's label, so the list is found by it.
                response.labelled_by(label)
            } else {
                response.accessible_name(format!("Reference image {number}"))
            };
            changed |= response.changed();
            if ui
                .button("Remove")
                .accessible_name(format!("Remove reference image {number}"))
                .on_hover_text("Remove this image from the list")
                .clicked()
            {
                remove = Some(index);
            }
        });
        if let Some(problem) = url_problem(url) {
            ui.label(RichText::new(problem).color(theme::ERROR_TEXT).small());
        }
    }
    if let Some(index) = remove {
        form.image_urls.remove(index);
        changed = true;
    }
    ui.horizontal(|ui| {
        let room = form.image_urls.len() < max;
        let add = ui
            .add_enabled(room, egui::Button::new("Add image URL"))
            .on_hover_text("Add another reference image")
            .on_disabled_hover_text(format!("{} takes at most {max} images", field.label));
        if add.clicked() {
            form.image_urls.push(String::new());
            changed = true;
        }
        ui.label(
            RichText::new(format!("{} of at most {max}", form.image_urls.len()))
                .weak()
                .small(),
        );
    });
    changed
}

/// Why a typed row is not a usable URL (blank rows are ignored).
fn url_problem(url: &str) -> Option<&'static str> {
    let url = url.trim();
    if url.is_empty() {
        return None;
    }
    match url::Url::parse(url) {
        Ok(parsed)
            if matches!(parsed.scheme(), "http" | "https") && parsed.host_str().is_some() =>
        {
            None
        }
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
