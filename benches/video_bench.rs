#![allow(
    clippy::print_stdout,
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::cast_precision_loss,
    clippy::cast_possible_truncation,
    clippy::cast_sign_loss,
    reason = "a benchmark binary reports its figures on stdout; a failed unwrap is a failed run; pixel arithmetic"
)]
//! Video decoding benchmark: encodes a 1080p H.264 clip at run time (10 s at 30 frames per
//! second of moving texture, `OpenH264`'s encoder as the sandbox uses it, muxed with the
//! sandbox's MP4 muxer), then decodes it on one thread with GenDesk's player code (frames in
//! presentation order). Reports decoding and colour conversion (SIMD, on the CPU) apart in
//! ms/frame, the share of one core real-time 30 fps playback needs (30 × ms/frame / 1000),
//! the time from opening the file to the first frame, seek times and peak memory, and beside
//! them the yardstick: ffmpeg's own H.264 decoder on one thread decoding the same bytes to
//! nothing (`ffmpeg -threads 1 -c:v h264 -i clip -f null -`, its user CPU time per frame), when
//! Debian's `ffmpeg` is installed. The player's GPU path (with the wgpu renderer) is measured
//! too: per frame, the UI thread's upload of the three planes and the shader pass (and apart
//! from it the wait until the adapter ran it: lavapipe on a machine without a GPU). Run with
//! `cargo bench --bench video_bench`.
//!
//! Knobs (environment): `GENDESK_BENCH_VIDEO=path.mp4` decodes that file instead of
//! generating one (e.g. an x264 High-profile file with B-frames made with ffmpeg);
//! `GENDESK_BENCH_SECONDS` (10) and `GENDESK_BENCH_ROUNDS` (3; the summary gives medians, as
//! a shared machine makes single runs noisy).

use std::error::Error;
use std::time::{Duration, Instant};

use gendesk_sandbox::media::H264Muxer;
use gendesk_video::{VideoFile, VideoLimits};
use openh264::OpenH264API;
use openh264::encoder::{
    BitRate, Complexity, Encoder, EncoderConfig, FrameRate, IntraFramePeriod, Profile,
    RateControlMode, UsageType, VuiConfig,
};
use openh264::formats::YUVBuffer;

type Res<T> = Result<T, Box<dyn Error>>;

const WIDTH: usize = 1920;
const HEIGHT: usize = 1080;
const FPS: u32 = 30;

fn main() -> Res<()> {
    let seconds: u32 = env_or("GENDESK_BENCH_SECONDS", 10)?;
    let rounds: usize = env_or("GENDESK_BENCH_ROUNDS", 3)?;
    let bytes = load_input(seconds)?;
    let baseline_rss = reset_peak_rss();
    let limits = VideoLimits::default();

    // Open to first frame (cold: a fresh file and decoder). A `Vec` handed to `open` is
    // copied once into a shared buffer; that copy is timed on its own.
    let started = Instant::now();
    let bytes_for_ffmpeg = bytes.clone();
    let shared: std::sync::Arc<[u8]> = bytes.into();
    let copied = started.elapsed();
    let started = Instant::now();
    let file = VideoFile::open(shared, &limits)?;
    let opened = started.elapsed();
    let mut decoder = file.decoder()?;
    let first = decoder.next_frame()?.ok_or("no frame")?;
    let first_frame = started.elapsed();
    let info = file.info().clone();
    println!(
        "video_bench: {} {} {}x{}, {} frames, {:.2} fps, {} keyframes, B-frames: {}",
        info.codec,
        info.profile,
        info.width,
        info.height,
        info.frame_count,
        info.fps,
        info.keyframe_count,
        info.reordered
    );
    println!(
        "copying a Vec into the shared buffer: {:.2} ms; open (index, limits): {:.2} ms; open to first RGBA frame: {:.1} ms ({}x{})",
        ms(copied),
        ms(opened),
        ms(first_frame),
        first.width,
        first.height
    );
    drop(first);
    drop(decoder);

    let rounds = decode_rounds(&file, rounds)?;
    let gpu = gpu_leg(&file)?;
    let ffmpeg = ffmpeg_ms_per_frame(&bytes_for_ffmpeg, rounds.frames)?;
    let seeks = measure_seeks(&file)?;
    let peak = peak_rss_kib();
    println!(
        "peak RSS while decoding: {} (baseline after encoding: {})",
        kib_text(peak),
        kib_text(baseline_rss)
    );
    let playback = rounds.decode + rounds.convert;
    println!(
        "summary: decoding {:.2} ms/frame = {:.1} frames/s on one thread; colour conversion {:.2} ms/frame; real-time {FPS} fps decode + convert = {:.0}% of one core (converting on the GPU instead: {:.0}%); open to first frame {:.1} ms; worst seek {:.1} ms",
        rounds.decode,
        1000.0 / rounds.decode,
        rounds.convert,
        f64::from(FPS) * playback / 10.0,
        f64::from(FPS) * rounds.decode / 10.0,
        ms(first_frame),
        seeks.iter().map(|d| ms(*d)).fold(0.0, f64::max)
    );
    if let Some(gpu) = gpu {
        println!(
            "GPU path (the player with wgpu): decoding {:.2} + uploading the planes and converting {:.2} ms/frame on the UI thread = {:.0}% of one core for real-time {FPS} fps ({} frames; {:.2} ms/frame more until the conversion has run on {})",
            rounds.decode,
            gpu.upload_ms,
            f64::from(FPS) * (rounds.decode + gpu.upload_ms) / 10.0,
            gpu.frames,
            gpu.finish_ms,
            gpu.adapter
        );
    }
    match ffmpeg {
        Some(ffmpeg) => println!(
            "yardstick: ffmpeg -threads 1 -c:v h264 to null: {ffmpeg:.2} ms/frame = {:.1} frames/s; GenDesk decodes at {:.2}x ffmpeg's speed (goal: at least 0.8x)",
            1000.0 / ffmpeg,
            ffmpeg / rounds.decode
        ),
        None => println!(
            "yardstick: ffmpeg is not installed (apt-get install ffmpeg), so no comparison"
        ),
    }
    Ok(())
}

/// The file named by `GENDESK_BENCH_VIDEO`, or a freshly encoded clip.
fn load_input(seconds: u32) -> Res<Vec<u8>> {
    if let Ok(path) = std::env::var("GENDESK_BENCH_VIDEO") {
        println!("video_bench: decoding {path}");
        return Ok(std::fs::read(path)?);
    }
    let started = Instant::now();
    let bytes = encode_clip(seconds)?;
    println!(
        "video_bench: encoded {seconds} s of {WIDTH}x{HEIGHT} at {FPS} fps in {:.1} s: {:.1} MiB ({:.1} Mbit/s)",
        started.elapsed().as_secs_f64(),
        bytes.len() as f64 / 1024.0 / 1024.0,
        bytes.len() as f64 * 8.0 / f64::from(seconds) / 1e6
    );
    Ok(bytes)
}

/// Median figures of the decoding rounds, in ms per frame.
struct Rounds {
    /// `OpenH264` alone (frames out in presentation order, planes copied out).
    decode: f64,
    /// YUV → RGBA on the CPU (yuvutils-rs, SIMD).
    convert: f64,
    frames: u32,
}

/// Decodes the whole file `rounds` times, timing decoding and colour conversion apart;
/// returns their medians.
fn decode_rounds(file: &VideoFile, rounds: usize) -> Res<Rounds> {
    let mut decode = Vec::new();
    let mut convert = Vec::new();
    let mut frames = 0u32;
    for round in 1..=rounds.max(1) {
        let mut decoder = file.decoder()?;
        let mut decoding = Duration::ZERO;
        let mut converting = Duration::ZERO;
        frames = 0;
        let mut last = None;
        loop {
            let started = Instant::now();
            let Some(yuv) = decoder.next_yuv()? else {
                break;
            };
            let converting_from = Instant::now();
            let frame = yuv.to_rgba();
            converting += converting_from.elapsed();
            decoding += converting_from - started;
            assert!(last.is_none_or(|l| frame.pts > l), "presentation order");
            last = Some(frame.pts);
            frames += 1;
        }
        let decode_ms = ms(decoding) / f64::from(frames);
        let convert_ms = ms(converting) / f64::from(frames);
        println!(
            "round {round}: {frames} frames: decoding {decode_ms:.2} ms/frame ({:.1} frames/s), colour conversion {convert_ms:.2} ms/frame; real-time {FPS} fps needs {:.0}% of one core",
            1000.0 / decode_ms,
            f64::from(FPS) * (decode_ms + convert_ms) / 10.0
        );
        decode.push(decode_ms);
        convert.push(convert_ms);
    }
    Ok(Rounds {
        decode: median(&mut decode),
        convert: median(&mut convert),
        frames,
    })
}

/// The player's GPU path, frame by frame: `GpuPicture::show` (three plane uploads, one render
/// pass, submit) on this thread, and apart from it the wait for the GPU to finish.
struct GpuLeg {
    upload_ms: f64,
    finish_ms: f64,
    frames: u32,
    adapter: String,
}

/// Runs the GPU leg on the default adapter (lavapipe on a machine without a GPU); `None` when
/// no adapter is there.
fn gpu_leg(file: &VideoFile) -> Res<Option<GpuLeg>> {
    use eframe::egui_wgpu::RendererOptions;
    use egui_kittest::wgpu::{create_render_state, default_wgpu_setup};
    use gendesk::ui::{GpuPicture, YuvPipeline};

    let Ok(render) = std::panic::catch_unwind(|| {
        create_render_state(default_wgpu_setup(), RendererOptions::PREDICTABLE)
    }) else {
        println!("GPU path: no wgpu adapter here, not measured");
        return Ok(None);
    };
    let info = render.adapter.get_info();
    let adapter = format!(
        "{} ({:?}, {:?}{})",
        info.name,
        info.backend,
        info.device_type,
        if info.device_type == eframe::wgpu::DeviceType::Cpu {
            ": a software adapter, where the player keeps converting on the CPU"
        } else {
            ""
        }
    );
    let mut picture = GpuPicture::new(std::sync::Arc::new(YuvPipeline::new(&render)));
    let mut decoder = file.decoder()?;
    let (mut uploading, mut finishing, mut frames) = (Duration::ZERO, Duration::ZERO, 0u32);
    while let Some(frame) = decoder.next_yuv()? {
        let started = Instant::now();
        picture.show(&frame);
        let shown = Instant::now();
        render
            .device
            .poll(eframe::wgpu::PollType::wait_indefinitely())?;
        finishing += shown.elapsed();
        uploading += shown - started;
        frames += 1;
    }
    Ok(Some(GpuLeg {
        upload_ms: ms(uploading) / f64::from(frames.max(1)),
        finish_ms: ms(finishing) / f64::from(frames.max(1)),
        frames,
        adapter,
    }))
}

fn median(values: &mut [f64]) -> f64 {
    values.sort_by(f64::total_cmp);
    values[values.len() / 2]
}

/// ffmpeg's H.264 decoder on one thread, decoding the same bytes to nothing (`-f null`), as
/// the yardstick: its user CPU time per frame, or `None` when ffmpeg is not installed.
fn ffmpeg_ms_per_frame(bytes: &[u8], frames: u32) -> Res<Option<f64>> {
    let dir = std::env::temp_dir().join(format!("video_bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir)?;
    let clip = dir.join("clip.mp4");
    std::fs::write(&clip, bytes)?;
    let output = std::process::Command::new("ffmpeg")
        .args(["-hide_banner", "-nostdin", "-benchmark", "-threads", "1"])
        .args(["-c:v", "h264", "-i"])
        .arg(&clip)
        .args(["-map", "0:v:0", "-f", "null", "-"])
        .output();
    std::fs::remove_dir_all(&dir)?;
    let Ok(output) = output else {
        return Ok(None);
    };
    let stderr = String::from_utf8_lossy(&output.stderr);
    // "bench: utime=1.080s stime=0.012s rtime=1.112s"
    let utime = stderr
        .lines()
        .filter_map(|line| line.split("utime=").nth(1))
        .filter_map(|rest| rest.split('s').next()?.parse::<f64>().ok())
        .next_back()
        .ok_or_else(|| format!("ffmpeg printed no benchmark line: {stderr}"))?;
    Ok(Some(utime * 1000.0 / f64::from(frames)))
}

/// Seeks onto the second keyframe, and to just before it (the longest decode: a whole
/// keyframe interval from the first keyframe).
fn measure_seeks(file: &VideoFile) -> Res<Vec<Duration>> {
    let mut decoder = file.decoder()?;
    let timescale = u64::from(file.info().timescale);
    let keyframe_times: Vec<Duration> = file
        .samples()
        .iter()
        .filter(|s| s.keyframe)
        .map(|s| Duration::from_nanos(s.presentation_ts as u64 * 1_000_000_000 / timescale))
        .collect();
    let mut seeks = Vec::new();
    if let [_, second, ..] = keyframe_times.as_slice() {
        for (label, to) in [
            ("onto a keyframe", *second),
            (
                "to 1 ms before it (decodes from the keyframe before)",
                second.saturating_sub(Duration::from_millis(1)),
            ),
        ] {
            let started = Instant::now();
            let frame = decoder.seek(to)?.ok_or("seek gave no frame")?;
            let took = started.elapsed();
            println!(
                "seek {label} ({:.3} s): {:.1} ms",
                frame.pts_secs(),
                ms(took)
            );
            seeks.push(took);
        }
    }
    Ok(seeks)
}

fn ms(duration: Duration) -> f64 {
    duration.as_secs_f64() * 1000.0
}

fn env_or<T: std::str::FromStr>(name: &str, default: T) -> Res<T> {
    match std::env::var(name) {
        Ok(text) => text
            .parse()
            .map_err(|_| format!("{name} must be a number, got {text:?}").into()),
        Err(_) => Ok(default),
    }
}

/// Encodes `seconds` of 1080p moving texture as H.264 in MP4.
fn encode_clip(seconds: u32) -> Res<Vec<u8>> {
    let config = EncoderConfig::new()
        .usage_type(UsageType::CameraVideoRealTime)
        .profile(Profile::High)
        .complexity(Complexity::Medium)
        // About 8 Mbit/s, a typical rate for 1080p30 from a generation service (decoding
        // cost grows with the bitrate; OpenH264 logs one rate-control warning to stderr).
        .rate_control_mode(RateControlMode::Bitrate)
        .bitrate(BitRate::from_bps(8_000_000))
        .max_frame_rate(FrameRate::from_hz(FPS as f32))
        .skip_frames(false)
        .scene_change_detect(false)
        .intra_frame_period(IntraFramePeriod::from_num_frames(2 * FPS))
        .num_threads(1)
        .vui(VuiConfig::bt709());
    let mut encoder = Encoder::with_api_config(OpenH264API::from_source(), config)?;
    let mut muxer = H264Muxer::new(WIDTH as u32, HEIGHT as u32, 90_000, 90_000 / FPS)?;
    // Static fine noise that scrolls, under a moving interference pattern: detail in every
    // macroblock and motion everywhere, closer to camera footage than flat colour.
    let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
    let noise: Vec<i16> = (0..WIDTH * HEIGHT)
        .map(|_| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % 9) as i16 - 4
        })
        .collect();
    let chroma = (WIDTH / 2) * (HEIGHT / 2);
    let mut yuv = vec![0u8; WIDTH * HEIGHT + 2 * chroma];
    for index in 0..seconds * FPS {
        let t = index as f32;
        let columns: Vec<f32> = (0..WIDTH)
            .map(|x| ((x as f32 + 6.0 * t) / 37.0).sin())
            .collect();
        let rows: Vec<f32> = (0..HEIGHT)
            .map(|y| ((y as f32 - 4.0 * t) / 29.0).cos())
            .collect();
        let shift = (index as usize * 3) % WIDTH;
        let (luma, rest) = yuv.split_at_mut(WIDTH * HEIGHT);
        for (y, row) in luma.chunks_exact_mut(WIDTH).enumerate() {
            let noise_row = &noise[y * WIDTH..(y + 1) * WIDTH];
            for (x, pixel) in row.iter_mut().enumerate() {
                let value = 128.0 + 70.0 * columns[x] * rows[y];
                let grain = noise_row[(x + shift) % WIDTH];
                *pixel = (value as i16 + grain).clamp(16, 235) as u8;
            }
        }
        let (u, v) = rest.split_at_mut(chroma);
        for cy in 0..HEIGHT / 2 {
            for cx in 0..WIDTH / 2 {
                let i = cy * (WIDTH / 2) + cx;
                u[i] = (128.0 + 50.0 * ((cx as f32 + 2.0 * t) / 91.0).sin()) as u8;
                v[i] = (128.0 + 50.0 * ((cy as f32 + t) / 67.0).cos()) as u8;
            }
        }
        let frame = YUVBuffer::from_vec(yuv.clone(), WIDTH, HEIGHT);
        let stream = encoder.encode(&frame)?;
        let layers: Vec<_> = (0..stream.num_layers())
            .filter_map(|i| stream.layer(i))
            .collect();
        let mut nals = Vec::new();
        for layer in &layers {
            nals.extend((0..layer.nal_count()).filter_map(|i| layer.nal_unit(i)));
        }
        muxer.push_access_unit(nals)?;
    }
    Ok(muxer.finish()?)
}

/// Resets the kernel's peak-RSS mark (`VmHWM`) so the figure covers decoding only; returns
/// the RSS now, in KiB. Linux only; elsewhere the peak includes encoding.
fn reset_peak_rss() -> Option<u64> {
    let _ = std::fs::write("/proc/self/clear_refs", "5");
    status_kib("VmRSS:")
}

fn peak_rss_kib() -> Option<u64> {
    status_kib("VmHWM:")
}

fn status_kib(field: &str) -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    status
        .lines()
        .find_map(|line| line.strip_prefix(field))?
        .trim()
        .trim_end_matches("kB")
        .trim()
        .parse()
        .ok()
}

fn kib_text(kib: Option<u64>) -> String {
    kib.map_or_else(
        || "unknown".to_owned(),
        |k| format!("{:.1} MiB", k as f64 / 1024.0),
    )
}
