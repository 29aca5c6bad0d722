//! What comes into the compose form from outside it: pictures read, fitted, probed by URL,
//! picked from results, restored after a restart and hosted for the service, and presets
//! applied.

use gendesk_core::catalog::{Catalog, FieldType, IMAGE_URLS_KEY};
use gendesk_core::compose::{LocalReference, ReferenceRow};
use gendesk_core::t;

use super::{Banner, ComposeState, PickableResult, ReadPicture, references};
use crate::ui::live_state::{Notice, NoticeLevel};

impl ComposeState {
    /// A picture is being read or fitted on a worker (the list shows it).
    pub fn picture_work_started(&mut self) {
        self.pictures.busy += 1;
    }

    /// Pictures were read (dialog, drop, paste): each becomes a reference image of the form,
    /// which switches to the mode that takes them; what could not be added says why.
    pub fn pictures_read(&mut self, results: Vec<Result<ReadPicture, String>>) -> Vec<Notice> {
        self.pictures.busy = self.pictures.busy.saturating_sub(1);
        let mut notices = Vec::new();
        let (Some(form), Some(spec)) = (&mut self.form, &self.spec) else {
            return notices;
        };
        if !form.enter_reference_mode() {
            notices.push(Notice::new(
                NoticeLevel::Warning,
                t!(
                    "compose-picture-no-reference",
                    model = spec.display_name.as_str()
                ),
            ));
            return notices;
        }
        let max = match spec.field(IMAGE_URLS_KEY).map(|f| &f.field_type) {
            Some(FieldType::UrlList {
                max_items: Some(max),
            }) => *max,
            _ => references::DEFAULT_MAX_IMAGES,
        };
        for result in results {
            let read = match result {
                Ok(read) => read,
                Err(message) => {
                    notices.push(Notice::new(NoticeLevel::Error, message));
                    continue;
                }
            };
            let name = read.picture.name.clone();
            let already = form.image_urls.iter().any(|row| {
                matches!(row, ReferenceRow::Local(l) if l.sha256 == read.picture.source_sha256)
            });
            if already {
                notices.push(Notice::new(
                    NoticeLevel::Info,
                    t!("compose-picture-already", name = name),
                ));
            } else if form.image_urls.len() >= max {
                notices.push(Notice::new(
                    NoticeLevel::Warning,
                    t!(
                        "compose-picture-too-many",
                        name = name,
                        model = spec.display_name.as_str(),
                        max = max
                    ),
                ));
            } else {
                form.image_urls
                    .push(ReferenceRow::Local(LocalReference::of(&read.picture)));
                self.pictures.add(read);
                self.touched.insert(IMAGE_URLS_KEY.to_owned());
            }
        }
        notices
    }

    /// A smaller copy of a picture was made: the rows holding the picture take it instead.
    pub fn picture_fitted(&mut self, result: Result<ReadPicture, String>) -> Option<Notice> {
        self.pictures.busy = self.pictures.busy.saturating_sub(1);
        let read = match result {
            Ok(read) => read,
            Err(message) => return Some(Notice::new(NoticeLevel::Error, message)),
        };
        let fitted = LocalReference::of(&read.picture);
        for form in self.form.iter_mut().chain(self.left_forms.values_mut()) {
            for row in &mut form.image_urls {
                if let ReferenceRow::Local(local) = row
                    && local.sha256 == fitted.sha256
                    && !local.fitted
                {
                    *local = fitted.clone();
                }
            }
        }
        self.pictures.add(read);
        None
    }

    /// Fills the form with `preset` on its model; says what did not fit. Its pictures from
    /// this computer are read by the app and added then.
    pub fn apply_preset(
        &mut self,
        catalog: Option<&Catalog>,
        preset: &gendesk_core::compose::preset::Preset,
    ) -> Result<Notice, Notice> {
        let fail = |text: String| Notice::new(NoticeLevel::Error, text);
        let catalog = catalog.ok_or_else(|| fail(t!("compose-preset-loading")))?;
        let spec = catalog.get(&preset.model).ok_or_else(|| {
            fail(t!(
                "compose-preset-model-missing",
                preset = preset.name.as_str(),
                model = preset.model.as_str()
            ))
        })?;
        let (form, left_out) = preset.to_form(spec);
        self.open_advanced = form.advanced != gendesk_core::compose::AdvancedOptions::default();
        self.load_form(spec, form);
        if left_out.is_empty() {
            Ok(Notice::new(
                NoticeLevel::Info,
                t!("compose-preset-applied", preset = preset.name.as_str()),
            ))
        } else {
            let text = t!(
                "compose-preset-applied-without",
                preset = preset.name.as_str(),
                fields = left_out.join(", "),
                model = spec.display_name.as_str(),
                count = left_out.len()
            );
            self.banner = Some(Banner {
                level: NoticeLevel::Warning,
                text: text.clone(),
            });
            Ok(Notice::new(NoticeLevel::Warning, text))
        }
    }

    /// A result's link becomes a reference image of the form (in the mode that takes them).
    pub(super) fn add_reference_url(&mut self, url: String) {
        if let Some(form) = self.form.take() {
            self.form = Some(form.with_reference_image(url));
            self.touched.insert(IMAGE_URLS_KEY.to_owned());
        }
    }

    /// What was found at a reference address.
    pub fn url_probed(&mut self, url: String, result: Result<ReadPicture, String>) {
        self.pictures.url_probed(url, result);
    }

    /// The results "From results…" offers were read.
    pub fn results_to_pick(&mut self, results: Result<Vec<PickableResult>, String>) {
        self.results_picker.read(results);
    }

    /// The addresses in the form's reference rows.
    pub fn url_rows(&self) -> Vec<String> {
        self.form.as_ref().map_or_else(Vec::new, |form| {
            form.image_urls
                .iter()
                .filter_map(|row| match row {
                    ReferenceRow::Url(url) if !url.trim().is_empty() => Some(url.trim().to_owned()),
                    _ => None,
                })
                .collect()
        })
    }

    /// Pictures behind reused links were read again: their rows hold the pictures (keeping a
    /// bucket link that still has time, else hosted anew); a picture that cannot be read again
    /// keeps its link and says why.
    pub fn pictures_restored(
        &mut self,
        restored: Vec<crate::ui::app::Restored>,
        now_ms: i64,
    ) -> Vec<Notice> {
        self.pictures.busy = self.pictures.busy.saturating_sub(1);
        let mut notices = Vec::new();
        let Some(form) = &mut self.form else {
            return notices;
        };
        for item in restored {
            let Some(index) = form
                .image_urls
                .iter()
                .position(|row| matches!(row, ReferenceRow::Url(u) if u.trim() == item.url))
            else {
                continue;
            };
            match item.picture {
                Ok(read) => {
                    let mut local = LocalReference::of(&read.picture);
                    let link = gendesk_core::compose::HostedLink {
                        url: item.url.clone(),
                        expires_at_ms: item.source.expires_ms,
                    };
                    let lives = item.source.host == gendesk_core::references::HostKind::Bucket
                        && item.source.deleted_ms.is_none()
                        && item.source.expires_ms.is_some_and(|end| {
                            end - gendesk_core::compose::REHOST_MARGIN_MS > now_ms
                        });
                    if lives {
                        local.hosted = Some(link);
                    }
                    self.pictures.add(read);
                    form.image_urls[index] = ReferenceRow::Local(local);
                }
                Err(message) => notices.push(Notice::new(
                    NoticeLevel::Warning,
                    t!(
                        "compose-picture-not-restored",
                        number = index + 1,
                        source = item.source.name.as_str(),
                        problem = message
                    ),
                )),
            }
        }
        notices
    }

    /// The engine answered hosting request `id`: the link goes into every form holding the
    /// picture (a failure shows beside the picture).
    pub fn picture_hosted(&mut self, id: u64, answer: crate::ui::live_state::HostingAnswer) {
        if let Some((sha, fitted, link)) = self.pictures.hosted(id, answer) {
            for form in self.form.iter_mut().chain(self.left_forms.values_mut()) {
                form.set_hosted(&sha, fitted, &link);
            }
        }
    }
}
