//! Previews of results (pictures, video posters, sound waveforms): a texture cache the views ask each frame, filled by two worker
//! threads that read the thumbnail cache on disk, else the downloaded file, else the result
//! URL (key-free client, size cap), decode under `image::Limits` and downscale — never on the
//! UI thread. Small previews are kept on disk (`<data>/thumbnails`) so they still show after
//! the 24-hour result links expire. The least recently shown textures are dropped past a
//! memory budget.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Condvar, Mutex, mpsc};

use sha2::{Digest as _, Sha256};

use gendesk_core::media;

use super::async_work::AsyncWork;

/// Longer side of list thumbnails, in pixels.
pub const LIST_EDGE: u32 = 96;
/// Longer side of detail-view previews, in pixels.
pub const DETAIL_EDGE: u32 = 320;
/// Longer side of the full image view, in pixels (within every GPU's texture limit).
pub const FULL_EDGE: u32 = 4096;
/// Previews up to this size are cached on disk.
const DISK_CACHE_MAX_EDGE: u32 = DETAIL_EDGE;
/// Largest result file fetched for a preview.
const MAX_FETCH_BYTES: u64 = 128 * 1024 * 1024;
/// Texture memory kept before the least recently shown previews are dropped.
const TEXTURE_BUDGET_BYTES: usize = 96 * 1024 * 1024;
/// Requests waiting beyond this are dropped (oldest first); visible rows ask again.
const MAX_QUEUED: usize = 256;
const WORKERS: usize = 2;

/// One preview's state.
pub enum Thumb {
    /// Being read, fetched or decoded.
    Loading,
    /// Ready to paint.
    Ready(egui::TextureHandle),
    /// Cannot be shown; the sentence says why.
    Failed(String),
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
struct Key {
    url: String,
    edge: u32,
}

struct Job {
    key: Key,
    local: Option<PathBuf>,
}

enum Outcome {
    Decoded(egui::ColorImage),
    Failed(String),
}

struct Entry {
    thumb: Thumb,
    bytes: usize,
    last_used: u64,
}

struct Queue {
    jobs: Mutex<(Vec<Job>, bool)>,
    ready: Condvar,
}

/// The preview cache. Dropping it stops the workers.
pub struct Thumbnails {
    entries: HashMap<Key, Entry>,
    queue: Arc<Queue>,
    results: mpsc::Receiver<(Key, Outcome)>,
    frame: u64,
    texture_bytes: usize,
}

/// A result in a list: its preview (a picture, a video's poster or a sound's waveform) when it
/// is ready, else its kind's symbol, in a `side` × `side` square (`symbol_size` is the
/// symbol's font size).
pub fn result_thumb_ui(
    ui: &mut egui::Ui,
    thumbs: &mut Thumbnails,
    url: Option<&str>,
    kind: Option<gendesk_api::ModelKind>,
    side: f32,
    symbol_size: f32,
) {
    use super::task_results::MediaKind;
    let square = egui::vec2(side, side);
    // What a screen reader says for the preview (the row or card around it names the task).
    let description = url.and_then(|url| match MediaKind::of(url, kind) {
        MediaKind::Image => Some(gendesk_core::t!("thumb-picture")),
        MediaKind::Video => Some(gendesk_core::t!("thumb-video")),
        MediaKind::Audio => Some(gendesk_core::t!("thumb-sound")),
        MediaKind::Other => None,
    });
    if let (Some(url), Some(description)) = (url, description)
        && let Thumb::Ready(texture) = thumbs.get(url, None, LIST_EDGE)
    {
        ui.add(
            egui::Image::new(texture)
                .max_size(square)
                .maintain_aspect_ratio(true)
                .corner_radius(3.0)
                .alt_text(description),
        );
        return;
    }
    ui.add_sized(
        square,
        egui::Label::new(
            egui::RichText::new(super::theme::kind_icon(kind))
                .weak()
                .size(symbol_size),
        )
        .selectable(false),
    );
}

impl Thumbnails {
    /// Starts the workers; `cache_dir` keeps small previews on disk; links are fetched on the
    /// window's runtime `work`.
    pub fn new(ctx: &egui::Context, cache_dir: &Path, work: &AsyncWork) -> Self {
        let queue = Arc::new(Queue {
            jobs: Mutex::new((Vec::new(), false)),
            ready: Condvar::new(),
        });
        let (tx, results) = mpsc::channel();
        for n in 0..WORKERS {
            let queue = Arc::clone(&queue);
            let tx = tx.clone();
            let ctx = ctx.clone();
            let cache_dir = cache_dir.to_path_buf();
            let work = work.clone();
            let spawned = std::thread::Builder::new()
                .name(format!("gendesk-preview-{n}"))
                .spawn(move || preview_loop(&queue, &tx, &ctx, &cache_dir, &work));
            if let Err(err) = spawned {
                tracing::warn!("a preview worker could not start: {err}");
            }
        }
        Self {
            entries: HashMap::new(),
            queue,
            results,
            frame: 0,
            texture_bytes: 0,
        }
    }

    /// Takes finished previews (uploading their textures) and drops old ones past the budget;
    /// call once at the top of each frame.
    pub fn begin_frame(&mut self, ctx: &egui::Context) {
        self.frame = self.frame.wrapping_add(1);
        let finished: Vec<(Key, Outcome)> = self.results.try_iter().collect();
        for (key, outcome) in finished {
            match outcome {
                Outcome::Decoded(image) => self.store_ready(ctx, key, image),
                Outcome::Failed(message) => {
                    if let Some(entry) = self.entries.get_mut(&key) {
                        entry.thumb = Thumb::Failed(message);
                    }
                }
            }
        }
        self.evict();
    }

    /// Uploads a decoded preview and keeps it under `key`.
    fn store_ready(&mut self, ctx: &egui::Context, key: Key, image: egui::ColorImage) {
        let bytes = image.pixels.len() * 4;
        let name = format!("preview-{}-{}", key.edge, short_hash(&key.url));
        let texture = ctx.load_texture(name, image, egui::TextureOptions::LINEAR);
        self.texture_bytes += bytes;
        self.entries.insert(
            key,
            Entry {
                thumb: Thumb::Ready(texture),
                bytes,
                last_used: self.frame,
            },
        );
    }

    /// The preview of `url` at `edge` pixels; asks for it when it is not known yet. `local` is
    /// a downloaded copy, read instead of the URL when it exists.
    pub fn get(&mut self, url: &str, local: Option<&Path>, edge: u32) -> &Thumb {
        let key = Key {
            url: url.to_owned(),
            edge,
        };
        if !self.entries.contains_key(&key)
            && let Some(dropped) = self.request(Job {
                key: key.clone(),
                local: local.map(Path::to_path_buf),
            })
        {
            // Not loading any more: the next `get` of it asks again.
            self.entries.remove(&dropped);
        }
        let frame = self.frame;
        let entry = self.entries.entry(key).or_insert(Entry {
            thumb: Thumb::Loading,
            bytes: 0,
            last_used: frame,
        });
        entry.last_used = frame;
        &entry.thumb
    }

    /// How many previews are ready as textures, and their bytes.
    pub fn loaded(&self) -> (usize, usize) {
        let count = self
            .entries
            .values()
            .filter(|e| matches!(e.thumb, Thumb::Ready(_)))
            .count();
        (count, self.texture_bytes)
    }

    /// Queues `job`; returns the key of an old request dropped to make room.
    fn request(&self, job: Job) -> Option<Key> {
        let dropped = {
            let Ok(mut guard) = self.queue.jobs.lock() else {
                return None;
            };
            let (jobs, _) = &mut *guard;
            jobs.push(job);
            // The oldest asks are for rows scrolled past.
            (jobs.len() > MAX_QUEUED).then(|| jobs.remove(0).key)
        };
        self.queue.ready.notify_one();
        dropped
    }

    fn evict(&mut self) {
        if self.texture_bytes <= TEXTURE_BUDGET_BYTES {
            return;
        }
        let mut ready: Vec<(u64, Key)> = self
            .entries
            .iter()
            .filter(|(_, e)| matches!(e.thumb, Thumb::Ready(_)) && e.last_used < self.frame)
            .map(|(k, e)| (e.last_used, k.clone()))
            .collect();
        ready.sort_by_key(|(used, _)| *used);
        for (_, key) in ready {
            if self.texture_bytes <= TEXTURE_BUDGET_BYTES * 3 / 4 {
                break;
            }
            if let Some(entry) = self.entries.remove(&key) {
                self.texture_bytes = self.texture_bytes.saturating_sub(entry.bytes);
            }
        }
    }
}

#[cfg(test)]
impl Thumbnails {
    /// A cache without workers (view tests): previews not given with [`Self::give`] stay
    /// loading, so a drawn view never depends on a thread's timing.
    pub fn without_workers() -> Self {
        let (_, results) = mpsc::channel();
        Self {
            entries: HashMap::new(),
            queue: Arc::new(Queue {
                jobs: Mutex::new((Vec::new(), false)),
                ready: Condvar::new(),
            }),
            results,
            frame: 0,
            texture_bytes: 0,
        }
    }

    /// Makes `image` the ready preview of `url` at every edge the views ask for.
    pub fn give(&mut self, ctx: &egui::Context, url: &str, image: &egui::ColorImage) {
        for edge in [LIST_EDGE, LIST_EDGE * 2, DETAIL_EDGE, FULL_EDGE] {
            let key = Key {
                url: url.to_owned(),
                edge,
            };
            self.store_ready(ctx, key, image.clone());
        }
    }
}

impl Drop for Thumbnails {
    fn drop(&mut self) {
        if let Ok(mut guard) = self.queue.jobs.lock() {
            guard.1 = true;
            guard.0.clear();
        }
        self.queue.ready.notify_all();
    }
}

fn short_hash(text: &str) -> String {
    hex::encode(&Sha256::digest(text.as_bytes())[..12])
}

/// The worker loop: newest request first.
fn preview_loop(
    queue: &Queue,
    tx: &mpsc::Sender<(Key, Outcome)>,
    ctx: &egui::Context,
    cache: &Path,
    work: &AsyncWork,
) {
    let mut client = crate::ui::network_cell::PreviewClient::new(work.network().clone());
    loop {
        let job = {
            let Ok(mut guard) = queue.jobs.lock() else {
                return;
            };
            loop {
                if guard.1 {
                    return;
                }
                if let Some(job) = guard.0.pop() {
                    break job;
                }
                guard = match queue.ready.wait(guard) {
                    Ok(guard) => guard,
                    Err(_) => return,
                };
            }
        };
        let outcome = match load(&job, cache, work, client.get().ok()) {
            Ok(image) => Outcome::Decoded(image),
            Err(message) => Outcome::Failed(message),
        };
        if tx.send((job.key, outcome)).is_err() {
            return;
        }
        ctx.request_repaint();
    }
}

/// Disk cache, else the downloaded file, else the URL; then decode and downscale.
fn load(
    job: &Job,
    cache: &Path,
    work: &AsyncWork,
    client: Option<&reqwest::Client>,
) -> Result<egui::ColorImage, String> {
    let edge = job.key.edge;
    let cached = (edge <= DISK_CACHE_MAX_EDGE)
        .then(|| cache.join(format!("{}-{edge}.png", short_hash(&job.key.url))));
    if let Some(path) = &cached
        && let Ok(bytes) = std::fs::read(path)
        && let Ok(image) = media::decode_limited(&bytes)
    {
        return Ok(to_color_image(&image));
    }
    // A larger size kept on disk makes a sharp preview without fetching.
    if edge <= DISK_CACHE_MAX_EDGE
        && let Some(image) = other_cached_size(cache, &job.key.url, edge, |other| other > edge)
    {
        return Ok(image);
    }
    let bytes = match read_source(job, work, client) {
        Ok(bytes) => bytes,
        // After the link expired, a smaller size kept on disk is better than nothing.
        Err(message) => {
            return other_cached_size(cache, &job.key.url, edge, |other| other < edge)
                .filter(|_| edge <= DISK_CACHE_MAX_EDGE)
                .ok_or(message);
        }
    };
    let image = media::poster::preview(&bytes, edge)
        .map_err(|err| crate::ui::live_state::sentence(&err))?;
    if let Some(path) = &cached {
        match media::decode::encode_png(&image) {
            Ok(png) => {
                if let Err(err) = gendesk_core::config::atomic_file::write_atomic(path, &png) {
                    tracing::debug!("a preview was not cached: {err}");
                }
            }
            Err(err) => tracing::debug!("a preview was not encoded for the cache: {err}"),
        }
    }
    Ok(to_color_image(&image))
}

/// The downloaded file, else the URL.
fn read_source(
    job: &Job,
    work: &AsyncWork,
    client: Option<&reqwest::Client>,
) -> Result<Vec<u8>, String> {
    if let Some(bytes) = job.local.as_deref().and_then(|p| read_capped(p).ok()) {
        return Ok(bytes);
    }
    let client = client.ok_or_else(|| {
        "GenDesk could not prepare its connection for previews; restart it.".to_owned()
    })?;
    work.block_on(media::fetch_bytes(client, &job.key.url, MAX_FETCH_BYTES))
        .map_err(|err| crate::ui::live_state::sentence(&err.to_string()))?
        .map_err(|err| crate::ui::live_state::sentence(&err.to_string()))
}

/// A preview of `url` cached on disk at another size that `wanted` accepts, fit to `edge`.
fn other_cached_size(
    cache: &Path,
    url: &str,
    edge: u32,
    wanted: impl Fn(u32) -> bool,
) -> Option<egui::ColorImage> {
    [DETAIL_EDGE, LIST_EDGE * 2, LIST_EDGE]
        .into_iter()
        .filter(|&other| other != edge && wanted(other))
        .find_map(|other| {
            let path = cache.join(format!("{}-{other}.png", short_hash(url)));
            let image = media::decode_limited(&std::fs::read(path).ok()?).ok()?;
            Some(to_color_image(&media::fit_within(image, edge)))
        })
}

fn read_capped(path: &Path) -> std::io::Result<Vec<u8>> {
    let len = std::fs::metadata(path)?.len();
    if len > MAX_FETCH_BYTES {
        return Err(std::io::Error::other("too large to preview"));
    }
    std::fs::read(path)
}

fn to_color_image(image: &image::RgbaImage) -> egui::ColorImage {
    let size = [image.width() as usize, image.height() as usize];
    egui::ColorImage::from_rgba_unmultiplied(size, image.as_raw())
}
