#![allow(
    clippy::print_stdout,
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::cast_precision_loss,
    clippy::cast_possible_truncation,
    reason = "a benchmark binary reports its figures on stdout; a failed unwrap is a failed run"
)]
//! The audio layer's two waits a person notices:
//!
//! - **Time to first sound**: from `AudioPlayer::load(bytes)` + `play()` on the UI side to the
//!   first chunk with sound pulled by the null output (which pulls 10 ms chunks at real-time
//!   pace, as a device pulls buffers: up to one chunk of that is the output's period). Per
//!   format, with the test fixtures (3 s, 22 050 Hz mono), and for `load_clip` of an
//!   analysed clip (no probe).
//! - **Waveform**: `AudioClip::decode` (full decode, exact length, peaks) of a 3-minute WAV:
//!   the sandbox's music (22 050 Hz mono) and CD-quality stereo (44 100 Hz, 2 channels), then
//!   `peaks(1000)` for a window-wide waveform.
//!
//! Run with `cargo bench --bench audio_bench`. Knob: `GENDESK_BENCH_RUNS` (20).

use std::time::{Duration, Instant};

use gendesk_core::media::audio::{AudioClip, AudioOutput, OutputChoice, PlaybackStatus};
use gendesk_sandbox::media::{MediaSpec, render};

const FIXTURES: [&str; 5] = [
    "sine440.wav",
    "sine440.mp3",
    "sine440.m4a",
    "sine440.flac",
    "sine440.ogg",
];

fn runs() -> usize {
    std::env::var("GENDESK_BENCH_RUNS")
        .ok()
        .and_then(|text| text.parse().ok())
        .unwrap_or(20)
}

fn wait_until(mut condition: impl FnMut() -> bool) {
    let deadline = Instant::now() + Duration::from_secs(10);
    while !condition() {
        assert!(Instant::now() < deadline, "timed out");
        std::thread::sleep(Duration::from_micros(200));
    }
}

fn millis(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// Median and maximum.
fn summary(mut samples: Vec<Duration>) -> (f64, f64) {
    samples.sort();
    let median = samples[samples.len() / 2];
    let max = samples[samples.len() - 1];
    (millis(median), millis(max))
}

fn first_sound() {
    let output = AudioOutput::open(OutputChoice::Null).unwrap();
    let monitor = output.null_monitor().unwrap();
    let player = output.player().unwrap();
    println!(
        "time to first sound, null output ({} Hz, {} ms chunks), {} runs each:",
        output.sample_rate(),
        millis(output.buffer_latency()),
        runs()
    );
    println!(
        "  {:<28} {:>12} {:>12} {:>14}",
        "clip", "median ms", "max ms", "opened (med)"
    );
    for name in FIXTURES {
        let bytes = std::fs::read(format!("tests/fixtures/audio/{name}")).unwrap();
        let ext = name.rsplit_once('.').map(|(_, ext)| ext);
        let clip = AudioClip::decode(bytes.clone(), ext).unwrap();
        for (label, analysed) in [("load", false), ("load_clip", true)] {
            let mut sound = Vec::new();
            let mut opened = Vec::new();
            for _ in 0..runs() {
                player.unload();
                wait_until(|| !monitor.is_sounding());
                let start = Instant::now();
                if analysed {
                    player.load_clip(&clip);
                } else {
                    player.load(bytes.clone(), ext);
                }
                player.play();
                wait_until(|| player.snapshot().status != PlaybackStatus::Loading);
                opened.push(start.elapsed());
                wait_until(|| monitor.sound_started_at().is_some_and(|at| at >= start));
                let at = monitor.sound_started_at().unwrap();
                sound.push(at - start);
            }
            let (median, max) = summary(sound);
            let (opened, _) = summary(opened);
            println!(
                "  {:<28} {median:>12.2} {max:>12.2} {opened:>14.2}",
                format!("{label} {name}")
            );
        }
    }
    player.unload();
}

/// A 3-minute 44 100 Hz stereo WAV of two detuned sines.
fn cd_quality_wav() -> Vec<u8> {
    let rate = 44_100u32;
    let frames = 180 * rate;
    let mut out = Vec::with_capacity(44 + frames as usize * 4);
    let data = frames * 4;
    out.extend_from_slice(b"RIFF");
    out.extend_from_slice(&(36 + data).to_le_bytes());
    out.extend_from_slice(b"WAVEfmt ");
    out.extend_from_slice(&16u32.to_le_bytes());
    out.extend_from_slice(&1u16.to_le_bytes());
    out.extend_from_slice(&2u16.to_le_bytes());
    out.extend_from_slice(&rate.to_le_bytes());
    out.extend_from_slice(&(rate * 4).to_le_bytes());
    out.extend_from_slice(&4u16.to_le_bytes());
    out.extend_from_slice(&16u16.to_le_bytes());
    out.extend_from_slice(b"data");
    out.extend_from_slice(&data.to_le_bytes());
    for i in 0..frames {
        let t = i as f32 / rate as f32;
        let left = (t * 440.0 * std::f32::consts::TAU).sin() * 12_000.0;
        let right = (t * 443.0 * std::f32::consts::TAU).sin() * 12_000.0;
        out.extend_from_slice(&(left as i16).to_le_bytes());
        out.extend_from_slice(&(right as i16).to_le_bytes());
    }
    out
}

fn waveform() {
    let music = render(&MediaSpec::Audio {
        prompt: "three minutes of calm piano".to_owned(),
        duration_secs: 180,
        instrumental: false,
    })
    .unwrap()
    .bytes
    .to_vec();
    println!("waveform of a 3-minute WAV (AudioClip::decode: full decode, length, peaks):");
    for (label, bytes) in [
        ("sandbox music, 22 050 Hz mono", music),
        ("44 100 Hz stereo", cd_quality_wav()),
    ] {
        let mut times = Vec::new();
        let mut clip = None;
        for _ in 0..runs().clamp(1, 5) {
            let start = Instant::now();
            clip = Some(AudioClip::decode(bytes.clone(), Some("wav")).unwrap());
            times.push(start.elapsed());
        }
        let clip = clip.unwrap();
        let (median, max) = summary(times);
        let start = Instant::now();
        let peaks = clip.peaks(1000);
        let downsample = start.elapsed();
        println!(
            "  {label:<32} {:>6.1} MB, {:?}: decode + peaks median {median:.1} ms (max {max:.1}); \
             peaks(1000) from {} fine buckets {:.3} ms",
            bytes.len() as f64 / 1e6,
            clip.duration(),
            clip.waveform().fine_len(),
            millis(downsample),
        );
        assert_eq!(peaks.len(), 1000);
    }
}

fn main() {
    waveform();
    first_sound();
}
