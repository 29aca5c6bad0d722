//! A video's decoding thread and its bounded queue of pictures.
//!
//! The thread decodes ahead in presentation order into a small queue (at most
//! [`QUEUE_BYTES`] of pictures, between 2 and 8 of them) and waits when it is full. A seek
//! empties the queue, bumps the generation and restarts decoding at the nearest keyframe;
//! pictures of older generations never reach the screen. For the CPU path pictures are
//! converted to `egui::ColorImage` on the thread, so the UI thread only hands them to the
//! texture; for the GPU path they stay YUV planes, which the UI thread uploads for a shader
//! to convert ([`super::yuv_gpu`]).

use std::collections::VecDeque;
use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};
use std::time::Duration;

use gendesk_core::t;
use gendesk_video::{VideoDecoder, VideoError, YuvFrame};

/// Memory the queued pictures may hold.
pub const QUEUE_BYTES: usize = 48 * 1024 * 1024;
const MIN_QUEUE: usize = 2;
const MAX_QUEUE: usize = 8;

/// What the decoding thread hands over: RGBA for an egui texture, or the decoder's planes
/// for the GPU to convert.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FeedOutput {
    /// Converted on the decoding thread (SIMD) into an `egui::ColorImage`.
    Rgba,
    /// Left as YUV planes.
    Yuv,
}

/// A decoded picture's pixels.
pub enum Pixels {
    /// Ready for an egui texture.
    Rgba(Arc<egui::ColorImage>),
    /// For the GPU to convert.
    Yuv(Arc<YuvFrame>),
}

/// A decoded picture ready for the screen.
pub struct Picture {
    /// The pixels.
    pub pixels: Pixels,
    /// When it is shown.
    pub pts: Duration,
}

/// `frame` converted to RGBA for an egui texture.
pub fn color_image(frame: &YuvFrame) -> Arc<egui::ColorImage> {
    let rgba = frame.to_rgba();
    let size = [rgba.width as usize, rgba.height as usize];
    // The decoder's alpha is always 255, so the unmultiplied and premultiplied forms agree.
    Arc::new(egui::ColorImage::from_rgba_premultiplied(size, &rgba.rgba))
}

impl Picture {
    fn new(frame: YuvFrame, output: FeedOutput) -> Self {
        let pts = frame.pts;
        let pixels = match output {
            FeedOutput::Yuv => Pixels::Yuv(Arc::new(frame)),
            FeedOutput::Rgba => Pixels::Rgba(color_image(&frame)),
        };
        Self { pixels, pts }
    }
}

#[derive(Default)]
struct State {
    queue: VecDeque<Picture>,
    /// A seek the thread has not started yet.
    seek: Option<Duration>,
    /// The thread decoded the last picture.
    end: bool,
    /// Why decoding stopped early, if it did.
    error: Option<String>,
    stop: bool,
    generation: u64,
    /// Pictures that failed to decode and were skipped.
    skipped: u64,
}

struct FeedShared {
    state: Mutex<State>,
    changed: Condvar,
    capacity: usize,
}

impl FeedShared {
    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// The decoding thread of one playing video. Dropping it stops the thread.
pub struct VideoFeed {
    shared: Arc<FeedShared>,
}

impl VideoFeed {
    /// Starts decoding with `decoder` (pictures of `width` × `height`) at `start`, handing
    /// pictures over as `output` says.
    pub fn start(
        decoder: VideoDecoder,
        (width, height): (u32, u32),
        start: Duration,
        output: FeedOutput,
        ctx: &egui::Context,
    ) -> Result<Self, String> {
        let frame_bytes = (width as usize)
            .saturating_mul(height as usize)
            .saturating_mul(4);
        let capacity = (QUEUE_BYTES / frame_bytes.max(1)).clamp(MIN_QUEUE, MAX_QUEUE);
        let shared = Arc::new(FeedShared {
            state: Mutex::new(State {
                seek: Some(start),
                ..State::default()
            }),
            changed: Condvar::new(),
            capacity,
        });
        let thread_shared = Arc::clone(&shared);
        let ctx = ctx.clone();
        std::thread::Builder::new()
            .name("gendesk-video".to_owned())
            .spawn(move || decode_loop(decoder, &thread_shared, output, &ctx))
            .map_err(|err| t!("player-video-thread", reason = err.to_string()))?;
        Ok(Self { shared })
    }

    /// Drops what is queued and decodes from `to` (the nearest keyframe before it, then
    /// forward). The next picture is the one shown at `to`.
    pub fn seek(&self, to: Duration) {
        let mut state = self.shared.lock();
        state.queue.clear();
        state.seek = Some(to);
        state.end = false;
        state.error = None;
        state.generation += 1;
        drop(state);
        self.shared.changed.notify_all();
    }

    /// Takes the latest picture due at `clock` (and drops the older due ones, counted in the
    /// second value). With `first` the next picture is taken whatever its time (after a seek).
    pub fn take_due(&self, clock: Duration, first: bool) -> (Option<Picture>, u64) {
        let mut state = self.shared.lock();
        if state.seek.is_some() {
            return (None, 0);
        }
        let mut taken = None;
        let mut dropped = 0;
        while let Some(next) = state.queue.front() {
            if next.pts > clock && !(first && taken.is_none()) {
                break;
            }
            if taken.is_some() {
                dropped += 1;
            }
            taken = state.queue.pop_front();
        }
        drop(state);
        if taken.is_some() {
            self.shared.changed.notify_all();
        }
        (taken, dropped)
    }

    /// When the next queued picture is due, if one is queued.
    pub fn next_due(&self) -> Option<Duration> {
        self.shared.lock().queue.front().map(|p| p.pts)
    }

    /// Why decoding stopped, if it failed.
    pub fn error(&self) -> Option<String> {
        self.shared.lock().error.clone()
    }

    /// Pictures skipped because they failed to decode.
    pub fn skipped(&self) -> u64 {
        self.shared.lock().skipped
    }

    /// How many pictures the queue holds at most.
    pub fn capacity(&self) -> usize {
        self.shared.capacity
    }
}

impl Drop for VideoFeed {
    fn drop(&mut self) {
        self.shared.lock().stop = true;
        self.shared.changed.notify_all();
    }
}

/// What the thread does next.
enum Work {
    Seek(Duration, u64),
    Next(u64),
}

fn decode_loop(
    mut decoder: VideoDecoder,
    shared: &FeedShared,
    output: FeedOutput,
    ctx: &egui::Context,
) {
    loop {
        let work = {
            let mut state = shared.lock();
            loop {
                if state.stop {
                    return;
                }
                if let Some(to) = state.seek.take() {
                    // Until its picture is queued, `seeking()` still says so (empty queue).
                    break Work::Seek(to, state.generation);
                }
                if state.queue.len() < shared.capacity && !state.end && state.error.is_none() {
                    break Work::Next(state.generation);
                }
                state = shared
                    .changed
                    .wait(state)
                    .unwrap_or_else(PoisonError::into_inner);
            }
        };
        let (generation, outcome) = match work {
            Work::Seek(to, generation) => (generation, decoder.seek_yuv(to)),
            Work::Next(generation) => (generation, decoder.next_yuv()),
        };
        let mut state = shared.lock();
        if state.generation != generation || state.stop {
            continue; // A newer seek came meanwhile.
        }
        match outcome {
            Ok(Some(frame)) => {
                // Converted outside the lock: the UI thread may take a picture meanwhile.
                drop(state);
                let picture = Picture::new(frame, output);
                state = shared.lock();
                if state.generation != generation || state.stop {
                    continue;
                }
                state.queue.push_back(picture);
            }
            Ok(None) => state.end = true,
            Err(VideoError::Decode { .. }) => state.skipped += 1,
            Err(err) => state.error = Some(gendesk_core::wording::video_error(&err)),
        }
        drop(state);
        ctx.request_repaint();
    }
}
