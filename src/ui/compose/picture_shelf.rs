//! The pictures from this computer the compose form holds: read once on a worker (bytes,
//! measured, an upright preview), shown as thumbnails, made to fit when asked, and hosted as
//! soon as they are added — so Submit, the batch editor and "Send to several models" only
//! ever send addresses. Keyed by the file's SHA-256 and whether the fitted copy is meant.

use std::collections::HashMap;
use std::sync::Arc;

use egui::{ColorImage, TextureHandle, TextureOptions};
use gendesk_core::compose::{ComposeForm, HostedLink, LocalReference, ReferenceRow};
use gendesk_core::references::{HostedReference, LocalPicture, ReferenceError};

use crate::ui::actions::{Action, PictureAction};

/// Longest side of a reference's preview, in pixels.
pub const PREVIEW_EDGE: u32 = 160;

/// A picture read from disk, a drop or a paste, with its preview.
#[derive(Debug, Clone)]
pub struct ReadPicture {
    /// The picture (bytes and measurements).
    pub picture: LocalPicture,
    /// Its upright preview.
    pub preview: image::RgbaImage,
}

/// Which picture: the file's SHA-256 and whether its fitted copy is meant.
type Key = (String, bool);

/// Where a shelved picture's hosting stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Hosting {
    /// Nothing asked (or answered and noted in the form).
    Idle,
    /// Request `id` is with the engine.
    InFlight(u64),
    /// It could not be hosted; the reason, for the row.
    Failed(String),
}

struct Shelved {
    picture: Arc<LocalPicture>,
    preview: Option<image::RgbaImage>,
    texture: Option<TextureHandle>,
    hosting: Hosting,
}

/// What GenDesk found at a reference's address (fetched like the service would).
pub enum UrlProbe {
    /// Being fetched.
    Checking,
    /// A picture: "640 × 400, 312 KB, PNG", what the service would refuse, the preview.
    Found {
        /// Pixels, size and type.
        summary: String,
        /// What breaks the rules.
        problems: Vec<gendesk_core::references::PictureProblem>,
        preview: Option<image::RgbaImage>,
        texture: Option<TextureHandle>,
    },
    /// Why it could not be fetched or read.
    Failed(String),
}

/// The pictures of this session's forms.
#[derive(Default)]
pub struct PictureShelf {
    pictures: HashMap<Key, Shelved>,
    urls: HashMap<String, UrlProbe>,
    requests: HashMap<u64, Key>,
    next_request: u64,
    /// Files being read or fitted now.
    pub busy: usize,
}

impl PictureShelf {
    /// Keeps a picture that was read (or fitted).
    pub fn add(&mut self, read: ReadPicture) {
        let key = (read.picture.source_sha256.clone(), read.picture.fitted);
        self.pictures.insert(
            key,
            Shelved {
                picture: Arc::new(read.picture),
                preview: Some(read.preview),
                texture: None,
                hosting: Hosting::Idle,
            },
        );
    }

    /// The row's picture, if shelved.
    pub fn picture(&self, local: &LocalReference) -> Option<Arc<LocalPicture>> {
        self.pictures
            .get(&key_of(local))
            .map(|s| Arc::clone(&s.picture))
    }

    /// Where the row's picture's hosting stands (`None`: not on the shelf).
    pub fn hosting(&self, local: &LocalReference) -> Option<&Hosting> {
        self.pictures.get(&key_of(local)).map(|s| &s.hosting)
    }

    /// The row's preview as a texture (made on first use).
    pub fn texture(
        &mut self,
        ctx: &egui::Context,
        local: &LocalReference,
    ) -> Option<TextureHandle> {
        let shelved = self.pictures.get_mut(&key_of(local))?;
        if shelved.texture.is_none()
            && let Some(preview) = shelved.preview.take()
        {
            let name = format!("reference-{}-{}", local.sha256, local.fitted);
            shelved.texture = Some(upload(ctx, name, &preview));
        }
        shelved.texture.clone()
    }

    /// Asks the engine to host every shelved picture of `form` that has no link and is not
    /// being hosted or failed (a failed one waits for "Try again").
    pub fn host_pending(&mut self, form: &ComposeForm, actions: &mut Vec<Action>) {
        for row in &form.image_urls {
            let ReferenceRow::Local(local) = row else {
                continue;
            };
            if local.hosted.is_some() || !local.problems().is_empty() {
                continue;
            }
            let key = key_of(local);
            let Some(shelved) = self.pictures.get_mut(&key) else {
                continue;
            };
            if shelved.hosting != Hosting::Idle {
                continue;
            }
            self.next_request += 1;
            let id = self.next_request;
            shelved.hosting = Hosting::InFlight(id);
            self.requests.insert(id, key);
            actions.push(Action::Picture(PictureAction::Host {
                id,
                picture: Arc::clone(&shelved.picture),
            }));
        }
    }

    /// Hosting request `id` was answered; the link to note in the forms, if it worked.
    pub fn hosted(
        &mut self,
        id: u64,
        answer: Result<Vec<HostedReference>, (usize, ReferenceError)>,
    ) -> Option<(String, bool, HostedLink)> {
        let key = self.requests.remove(&id)?;
        let shelved = self.pictures.get_mut(&key)?;
        if shelved.hosting != Hosting::InFlight(id) {
            return None;
        }
        match answer {
            Ok(references) => {
                shelved.hosting = Hosting::Idle;
                let link = references.first().map(HostedLink::from)?;
                Some((key.0, key.1, link))
            }
            Err((_, error)) => {
                shelved.hosting = Hosting::Failed(error.to_string());
                None
            }
        }
    }

    /// Whether `url` still has to be checked (it is then marked as being checked).
    pub fn probe_needed(&mut self, url: &str) -> bool {
        if self.urls.contains_key(url) {
            return false;
        }
        self.urls.insert(url.to_owned(), UrlProbe::Checking);
        true
    }

    /// What was found at `url`.
    pub fn url_probed(&mut self, url: String, result: Result<ReadPicture, String>) {
        let probe = match result {
            Ok(read) => UrlProbe::Found {
                summary: LocalReference::of(&read.picture).summary(),
                problems: read.picture.problems(),
                preview: Some(read.preview),
                texture: None,
            },
            Err(message) => UrlProbe::Failed(message),
        };
        self.urls.insert(url, probe);
    }

    /// What is known about `url`, with its preview as a texture (made on first use).
    pub fn url_probe(&mut self, ctx: &egui::Context, url: &str) -> Option<&UrlProbe> {
        let probe = self.urls.get_mut(url)?;
        if let UrlProbe::Found {
            preview, texture, ..
        } = probe
            && texture.is_none()
            && let Some(preview) = preview.take()
        {
            *texture = Some(upload(ctx, format!("reference-url-{url}"), &preview));
        }
        Some(probe)
    }

    /// Forgets hosting requests sent to an engine that has stopped: their pictures are asked
    /// for again by the next [`PictureShelf::host_pending`].
    pub fn forget_requests(&mut self) {
        self.requests.clear();
        for shelved in self.pictures.values_mut() {
            if matches!(shelved.hosting, Hosting::InFlight(_)) {
                shelved.hosting = Hosting::Idle;
            }
        }
    }

    /// "Try again" after a failure.
    pub fn retry(&mut self, local: &LocalReference) {
        if let Some(shelved) = self.pictures.get_mut(&key_of(local)) {
            shelved.hosting = Hosting::Idle;
        }
    }
}

/// A preview as a texture.
fn upload(ctx: &egui::Context, name: String, preview: &image::RgbaImage) -> TextureHandle {
    let size = [preview.width() as usize, preview.height() as usize];
    let image = ColorImage::from_rgba_unmultiplied(size, preview.as_raw());
    ctx.load_texture(name, image, TextureOptions::LINEAR)
}

fn key_of(local: &LocalReference) -> Key {
    (local.sha256.clone(), local.fitted)
}
