//! The reference images of a form, in order: addresses typed or pasted, and pictures from this
//! computer ([`LocalReference`]: what the form needs to show, check and find the picture again —
//! its bytes are read when it is hosted). A picture becomes an address only when the form is
//! sent (`references` in the engine); until then the request shows a placeholder.

use std::path::PathBuf;

use serde_json::Value;

use super::form::ComposeForm;
use super::validate::FieldIssue;
use crate::catalog::{FieldSpec, FieldType, ModelSpec, value_label};
use crate::references::picture::{megabytes, problems_for};
use crate::references::{HostedReference, LocalPicture, PictureProblem, PictureType};

/// A hosted link is hosted again when it has less than this left (the service fetches the
/// picture when the task starts, usually within seconds, but a queue may hold it longer).
pub const REHOST_MARGIN_MS: i64 = 30 * 60 * 1000;

/// One reference image of the form.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReferenceRow {
    /// An address as typed (blank rows are ignored).
    Url(String),
    /// A picture from this computer.
    Local(LocalReference),
}

impl From<&str> for ReferenceRow {
    fn from(url: &str) -> Self {
        Self::Url(url.to_owned())
    }
}

impl From<String> for ReferenceRow {
    fn from(url: String) -> Self {
        Self::Url(url)
    }
}

impl PartialEq<&str> for ReferenceRow {
    fn eq(&self, other: &&str) -> bool {
        matches!(self, Self::Url(url) if url == other)
    }
}

impl ReferenceRow {
    /// Whether the row holds nothing (a blank address).
    pub fn is_blank(&self) -> bool {
        matches!(self, Self::Url(url) if url.trim().is_empty())
    }

    /// What goes into `image_urls` now: the trimmed address, a picture's hosted link, or a
    /// placeholder for a picture not hosted yet.
    pub fn request_value(&self) -> String {
        match self {
            Self::Url(url) => url.trim().to_owned(),
            Self::Local(local) => local.hosted.as_ref().map_or_else(
                || format!("<{}: uploaded when sent>", local.name),
                |hosted| hosted.url.clone(),
            ),
        }
    }
}

/// A picture from this computer, as the form keeps it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LocalReference {
    /// File name.
    pub name: String,
    /// The file (`None` for a paste GenDesk could not keep as a file).
    pub path: Option<PathBuf>,
    /// SHA-256 of the file as read (the same file read again matches it).
    pub sha256: String,
    /// What is sent: the file as it is, or a fitted copy.
    pub kind: PictureType,
    /// Bytes sent.
    pub byte_len: u64,
    /// Pixels as shown.
    pub width: u32,
    /// Pixels as shown.
    pub height: u32,
    /// The fitted copy (upright, smaller, JPEG or PNG) is sent instead of the file.
    pub fitted: bool,
    /// Where it is hosted now, once it is.
    pub hosted: Option<HostedLink>,
}

/// A picture's hosted address and until when it works.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HostedLink {
    /// The address.
    pub url: String,
    /// When it stops working (Unix ms); `None` while GenDesk or the sandbox runs.
    pub expires_at_ms: Option<i64>,
}

impl From<&HostedReference> for HostedLink {
    fn from(hosted: &HostedReference) -> Self {
        Self {
            url: hosted.url.clone(),
            expires_at_ms: hosted.expires_at_ms,
        }
    }
}

impl LocalReference {
    /// The form's record of `picture` (not hosted yet).
    pub fn of(picture: &LocalPicture) -> Self {
        Self {
            name: picture.name.clone(),
            path: picture.source.clone(),
            sha256: picture.source_sha256.clone(),
            kind: picture.kind,
            byte_len: picture.byte_len(),
            width: picture.width,
            height: picture.height,
            fitted: picture.fitted,
            hosted: None,
        }
    }

    /// What keeps it from being sent (empty when it can be).
    pub fn problems(&self) -> Vec<PictureProblem> {
        problems_for(self.kind, self.byte_len)
    }

    /// Whether it must be hosted (again) before the form is sent at `now_ms`.
    pub fn needs_hosting(&self, now_ms: i64) -> bool {
        self.hosted.as_ref().is_none_or(|link| {
            link.expires_at_ms
                .is_some_and(|expires| expires - REHOST_MARGIN_MS <= now_ms)
        })
    }

    /// "1920 × 1080, 2.4 MB, PNG".
    pub fn summary(&self) -> String {
        format!(
            "{} \u{d7} {}, {}, {}",
            self.width,
            self.height,
            megabytes(self.byte_len),
            self.kind.label()
        )
    }
}

impl ComposeForm {
    /// The pictures from this computer that must be hosted before sending at `now_ms`, with
    /// their row (zero-based).
    pub fn pictures_to_host(&self, now_ms: i64) -> Vec<(usize, &LocalReference)> {
        self.image_urls
            .iter()
            .enumerate()
            .filter_map(|(index, row)| match row {
                ReferenceRow::Local(local) if local.needs_hosting(now_ms) => Some((index, local)),
                _ => None,
            })
            .collect()
    }

    /// Notes where the picture `sha256` (its fitted copy when `fitted`) is hosted, in every
    /// row that holds it; returns how many rows did.
    pub fn set_hosted(&mut self, sha256: &str, fitted: bool, link: &HostedLink) -> usize {
        let mut count = 0;
        for row in &mut self.image_urls {
            if let ReferenceRow::Local(local) = row
                && local.sha256 == sha256
                && local.fitted == fitted
            {
                local.hosted = Some(link.clone());
                count += 1;
            }
        }
        count
    }

    /// Forgets links that end within [`REHOST_MARGIN_MS`] of `now_ms`, so they are hosted
    /// again; returns whether any was.
    pub fn drop_expiring_links(&mut self, now_ms: i64) -> bool {
        let mut dropped = false;
        for row in &mut self.image_urls {
            if let ReferenceRow::Local(local) = row
                && local.hosted.is_some()
                && local.needs_hosting(now_ms)
            {
                local.hosted = None;
                dropped = true;
            }
        }
        dropped
    }

    /// The problem with the reference images, if any: the count, each address, each picture.
    pub(super) fn check_references(
        &self,
        model: &ModelSpec,
        field: &FieldSpec,
    ) -> Option<FieldIssue> {
        let issue = |message: String| Some(FieldIssue::new(field.key.clone(), message));
        let rows: Vec<&ReferenceRow> = self.image_urls.iter().filter(|r| !r.is_blank()).collect();
        if rows.is_empty() {
            return field.required.then(|| {
                // The mode is named by its code (`image-to-image`).
                let message = match self.mode() {
                    Some(mode) => {
                        crate::t!("problem-batch-reference-none-mode", mode = mode.to_owned())
                    }
                    None => crate::t!("problem-batch-reference-none"),
                };
                FieldIssue::new(field.key.clone(), message)
            });
        }
        let max = match field.field_type {
            FieldType::UrlList { max_items } => max_items,
            _ => None,
        };
        if let Some(max) = max.filter(|max| rows.len() > *max) {
            return issue(crate::t!(
                "problem-batch-reference-too-many",
                given = rows.len(),
                model = model.display_name.clone(),
                max = max,
                extra = rows.len() - max
            ));
        }
        for (index, row) in rows.iter().enumerate() {
            let number = index + 1;
            match row {
                ReferenceRow::Url(url) => {
                    let url = url.trim();
                    let ok = url::Url::parse(url).is_ok_and(|u| {
                        matches!(u.scheme(), "http" | "https") && u.host_str().is_some()
                    });
                    if !ok {
                        return issue(crate::t!(
                            "problem-batch-reference-not-http",
                            number = number,
                            url = value_label(&Value::String(url.to_owned()))
                        ));
                    }
                }
                ReferenceRow::Local(local) => {
                    if let Some(problem) = local.problems().first() {
                        return issue(crate::t!(
                            "problem-batch-reference-picture",
                            number = number,
                            name = local.name.clone(),
                            problem = problem.sentence()
                        ));
                    }
                    if local.hosted.is_none() {
                        return issue(crate::t!(
                            "problem-batch-reference-not-uploaded",
                            number = number,
                            name = local.name.clone()
                        ));
                    }
                }
            }
        }
        None
    }
}
