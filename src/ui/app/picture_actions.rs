//! The compose form's pictures from this computer, carried out off the UI thread: the file
//! dialog, reading dropped files and bytes, the clipboard's picture (kept as a file in the data
//! folder, so it can be found again), a smaller copy, and hosting through the engine.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use gendesk_core::engine::Command;
use gendesk_core::references::{LocalPicture, ReferenceError};
use gendesk_core::store::ReferenceSource;
use gendesk_core::t;

use super::{GenDeskApp, Msg};
use crate::ui::actions::PictureAction;
use crate::ui::compose::{PREVIEW_EDGE, ReadPicture};
use crate::ui::live_state::{Notice, NoticeLevel};

impl GenDeskApp {
    pub(super) fn picture_action(&mut self, action: PictureAction) {
        match action {
            PictureAction::Choose => self.choose_pictures(),
            PictureAction::Paste => self.paste_picture(),
            PictureAction::Read(dropped) => self.read_pictures(dropped),
            PictureAction::ListResults => self.list_results(),
            PictureAction::ProbeUrl(url) => self.probe_url(url),
            PictureAction::Fit(picture) => self.fit_picture(picture),
            PictureAction::Host { id, picture } => {
                let pictures = vec![LocalPicture::clone(&picture)];
                self.send(Command::HostReferences { id, pictures });
            }
        }
    }

    fn choose_pictures(&mut self) {
        // Created here, on the UI thread, and driven on a worker.
        let dialog = rfd::AsyncFileDialog::new()
            .set_title(t!("ref-dialog-title"))
            .add_filter(
                t!("ref-dialog-filter"),
                &["png", "jpg", "jpeg", "webp", "gif", "bmp"],
            )
            .pick_files();
        let work = self.async_work.clone();
        let instead = t!("ref-dialog-instead");
        let spawned = self.jobs.spawn("gendesk-picture-picker", move || {
            let picked = super::file_dialogs::wait_for(&work, dialog, &instead).into_result();
            Msg::PicturesPicked(picked.map(|files| {
                files
                    .unwrap_or_default()
                    .iter()
                    .map(|f| f.path().to_path_buf())
                    .collect()
            }))
        });
        if let Err(message) = spawned {
            self.notify(Notice::new(NoticeLevel::Error, message));
        }
    }

    /// Reads pictures on a worker; each becomes a reference of the form.
    pub(super) fn read_pictures(&mut self, dropped: Vec<PathBuf>) {
        if dropped.is_empty() {
            return;
        }
        self.compose.picture_work_started();
        let spawned = self.jobs.spawn("gendesk-picture-reader", move || {
            Msg::PicturesRead(dropped.iter().map(|path| read_one(path)).collect())
        });
        if let Err(message) = spawned {
            self.compose.pictures_read(Vec::new());
            self.notify(Notice::new(NoticeLevel::Error, message));
        }
    }

    /// Reads the profile's finished image results for "From results…" on a worker.
    fn list_results(&mut self) {
        let Some(profile) = self.current.as_ref().map(|p| p.name.clone()) else {
            return;
        };
        let db = self.options.paths.database_file();
        let spawned = self.jobs.spawn("gendesk-results-to-pick", move || {
            Msg::ResultsToPick(
                results_to_pick(&db, &profile, gendesk_core::engine::now_ms())
                    .map_err(|err| sentence(&err)),
            )
        });
        if let Err(message) = spawned {
            self.compose.results_to_pick(Err(message));
        }
    }

    /// Fetches the picture at a reference address on a worker and measures it.
    fn probe_url(&mut self, url: String) {
        let work = self.async_work.clone();
        let spawned = self.jobs.spawn("gendesk-reference-check", move || {
            let result = probed(&work, &url);
            Msg::UrlProbed { url, result }
        });
        if let Err(message) = spawned {
            tracing::warn!(%message, "a reference address was not checked");
        }
    }

    fn paste_picture(&mut self) {
        let folder = self.options.paths.pasted_dir();
        self.compose.picture_work_started();
        let spawned = self.jobs.spawn("gendesk-clipboard", move || {
            Msg::PicturesRead(vec![pasted(&folder)])
        });
        if let Err(message) = spawned {
            self.compose.pictures_read(Vec::new());
            self.notify(Notice::new(NoticeLevel::Error, message));
        }
    }

    fn fit_picture(&mut self, picture: Arc<LocalPicture>) {
        self.compose.picture_work_started();
        let spawned = self.jobs.spawn("gendesk-picture-fit", move || {
            let fitted = picture
                .fitted()
                .and_then(with_preview)
                .map_err(|err| sentence(&err));
            Msg::PictureFitted(fitted)
        });
        if let Err(message) = spawned {
            self.compose.picture_fitted(Err(message));
        }
    }
}

fn sentence(err: &impl std::fmt::Display) -> String {
    crate::ui::live_state::sentence(&err.to_string())
}

fn with_preview(picture: LocalPicture) -> Result<ReadPicture, ReferenceError> {
    let preview = picture.preview(PREVIEW_EDGE)?;
    Ok(ReadPicture { picture, preview })
}

fn read_one(path: &Path) -> Result<ReadPicture, String> {
    LocalPicture::read(path)
        .and_then(with_preview)
        .map_err(|err| sentence(&err))
}

/// The clipboard's picture, saved as a PNG in `folder` (named after its content, so pasting
/// the same picture twice keeps one file).
fn pasted(folder: &Path) -> Result<ReadPicture, String> {
    let nothing = || t!("ref-paste-nothing");
    let mut clipboard = arboard::Clipboard::new()
        .map_err(|err| t!("ref-paste-no-clipboard", error = err.to_string()))?;
    let image = clipboard.get_image().map_err(|err| match err {
        arboard::Error::ContentNotAvailable => nothing(),
        other => t!("ref-paste-unreadable", error = other.to_string()),
    })?;
    let (width, height) = (
        u32::try_from(image.width).map_err(|_| nothing())?,
        u32::try_from(image.height).map_err(|_| nothing())?,
    );
    let rgba =
        image::RgbaImage::from_raw(width, height, image.bytes.into_owned()).ok_or_else(nothing)?;
    let mut png = std::io::Cursor::new(Vec::new());
    rgba.write_to(&mut png, image::ImageFormat::Png)
        .map_err(|err| t!("ref-paste-not-png", error = err.to_string()))?;
    let png = png.into_inner();
    let sha = gendesk_core::references::picture::sha256_hex(&png);
    let path: PathBuf = folder.join(format!("pasted-{}.png", &sha[..12]));
    std::fs::create_dir_all(folder)
        .and_then(|()| gendesk_core::config::write_atomic(&path, &png))
        .map_err(|err| {
            t!(
                "ref-paste-not-kept",
                folder = folder.display().to_string(),
                error = err.to_string()
            )
        })?;
    LocalPicture::read(&path)
        .and_then(with_preview)
        .map_err(|err| sentence(&err))
}

/// A reused request's link that GenDesk hosted itself: the picture read again from its file.
#[derive(Debug)]
pub struct Restored {
    /// The link in the reused request.
    pub url: String,
    /// Where it came from, as recorded.
    pub source: ReferenceSource,
    /// The picture read again (fitted again when a smaller copy was sent), or why not.
    pub picture: Result<ReadPicture, String>,
}

impl GenDeskApp {
    /// After "Reuse settings": the links of the form's reference rows that were pictures from
    /// this computer are looked up in the history, and their files read again on a worker, so
    /// the form holds the pictures (hosted anew when their links have ended).
    pub(super) fn restore_pictures(&mut self) {
        let urls = self.compose.url_rows();
        let Some(profile) = self.link.profile_id() else {
            return;
        };
        if urls.is_empty() {
            return;
        }
        let db = self.options.paths.database_file();
        self.compose.picture_work_started();
        let spawned = self.jobs.spawn("gendesk-picture-sources", move || {
            let sources = gendesk_core::store::Store::open(&db)
                .and_then(|store| store.reference_sources(profile, &urls))
                .unwrap_or_else(|err| {
                    tracing::warn!(%err, "where reused pictures came from could not be read");
                    Vec::new()
                });
            Msg::PicturesRestored(sources.into_iter().filter_map(restore_one).collect())
        });
        if let Err(message) = spawned {
            self.compose.pictures_restored(Vec::new(), 0);
            self.notify(Notice::new(NoticeLevel::Error, message));
        }
    }
}

fn restore_one(source: ReferenceSource) -> Option<Restored> {
    let path = source.source_path.clone()?;
    let picture = read_expected(&path, &source.source_sha256, source.fitted);
    Some(Restored {
        url: source.url.clone(),
        source,
        picture,
    })
}

/// The picture at `path`, if it is still the one whose SHA-256 was `sha256` (its smaller copy
/// when `fitted`).
fn read_expected(path: &Path, sha256: &str, fitted: bool) -> Result<ReadPicture, String> {
    let picture = LocalPicture::read(path).map_err(|err| sentence(&err))?;
    if picture.source_sha256 != sha256 {
        return Err(sentence(&ReferenceError::Changed {
            path: path.to_path_buf(),
        }));
    }
    let picture = if fitted {
        picture.fitted().map_err(|err| sentence(&err))?
    } else {
        picture
    };
    with_preview(picture).map_err(|err| sentence(&err))
}

impl GenDeskApp {
    /// Reads a preset's pictures again (checked against their SHA-256); each is added to the
    /// form as it was.
    pub(super) fn read_expected_pictures(&mut self, files: Vec<(PathBuf, String, bool)>) {
        if files.is_empty() {
            return;
        }
        self.compose.picture_work_started();
        let spawned = self.jobs.spawn("gendesk-preset-pictures", move || {
            Msg::PicturesRead(
                files
                    .iter()
                    .map(|(path, sha, fitted)| read_expected(path, sha, *fitted))
                    .collect(),
            )
        });
        if let Err(message) = spawned {
            self.compose.pictures_read(Vec::new());
            self.notify(Notice::new(NoticeLevel::Error, message));
        }
    }
}

/// Results offered by "From results…".
const RESULTS_TO_PICK: usize = 80;

/// The profile's finished image results, newest first: each link, whether it still works long
/// enough, and the copy downloaded from it.
fn results_to_pick(
    db: &Path,
    profile: &str,
    now_ms: i64,
) -> Result<Vec<crate::ui::compose::PickableResult>, gendesk_core::store::StoreError> {
    use gendesk_core::store::{DownloadStatus, RESULT_URL_LIFETIME_MS, Store, TaskFilter};
    let store = Store::open(db)?;
    let Some(found) = store.profile_by_name(profile)? else {
        return Ok(Vec::new());
    };
    let filter = TaskFilter {
        kind: Some(gendesk_api::ModelKind::Image),
        states: vec![gendesk_api::TaskState::Success],
        ..TaskFilter::default()
    };
    let page = store.page_tasks(found.id, &filter, None, RESULTS_TO_PICK)?;
    let mut results = Vec::new();
    for task in page.items {
        let downloads = store.downloads_for_task(task.row)?;
        let live = task.results_issued_ms.is_some_and(|issued| {
            issued + RESULT_URL_LIFETIME_MS - gendesk_core::compose::REHOST_MARGIN_MS > now_ms
        });
        for (index, url) in task.result_urls.iter().enumerate() {
            let downloaded = downloads
                .iter()
                .find(|d| {
                    usize::try_from(d.url_index).ok() == Some(index)
                        && d.status == DownloadStatus::Done
                })
                .map(|d| d.target_dir.join(&d.file_name))
                .filter(|path| path.is_file());
            results.push(crate::ui::compose::PickableResult {
                prompt: task.prompt_excerpt.clone(),
                model: task.model.clone(),
                url: url.clone(),
                live,
                downloaded,
            });
        }
    }
    Ok(results)
}

/// The picture at a reference address, measured: fetched with the key-free client, under
/// 10 MB (a larger one is said to be too large, as the service would).
fn probed(work: &crate::ui::async_work::AsyncWork, url: &str) -> Result<ReadPicture, String> {
    use gendesk_core::media::{FetchError, fetch_bytes, preview_client};
    use gendesk_core::references::MAX_REFERENCE_BYTES;
    let client = preview_client(&work.network().current()).map_err(|err| sentence(&err))?;
    let fetched = work
        .block_on(async { fetch_bytes(&client, url, MAX_REFERENCE_BYTES - 1).await })
        .map_err(|err| sentence(&err))?;
    let bytes = fetched.map_err(|err| match err {
        FetchError::TooLarge(_) => t!("ref-url-too-large"),
        // The fetcher's own words are about result links of an earlier sandbox session.
        FetchError::LocalGone => t!("ref-url-nothing-local"),
        other => sentence(&other),
    })?;
    let name = url::Url::parse(url)
        .ok()
        .and_then(|u| {
            u.path_segments()
                .and_then(|mut s| s.next_back().map(str::to_owned))
        })
        .filter(|n| !n.is_empty())
        .unwrap_or_else(|| "picture".to_owned());
    LocalPicture::from_bytes(&name, None, bytes.into())
        .and_then(with_preview)
        .map_err(|err| sentence(&err))
}
