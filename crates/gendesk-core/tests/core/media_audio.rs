//! The audio layer as the app uses it: clips analysed from real encoder output
//! (`tests/fixtures/audio/`, made by ffmpeg — see the README there), played on the null
//! output at real-time pace, and the default device refused cleanly on a machine without one.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::cast_precision_loss,
    clippy::cast_possible_truncation,
    clippy::cast_sign_loss,
    reason = "integration tests: a failed unwrap is a failed test; sample maths on small numbers"
)]

use std::path::Path;
use std::sync::mpsc;
use std::time::{Duration, Instant};

use gendesk_core::media::audio::{
    AudioClip, AudioError, AudioOutput, AudioPlayer, DecodeLimits, OPEN_TIMEOUT, OutputChoice,
    PlaybackStatus,
};
use gendesk_sandbox::media::{MediaSpec, render};

/// The fixtures: a 3.0 s, 440 Hz sine at amplitude 0.5, mono, 22 050 Hz.
const SINES: [&str; 5] = [
    "sine440.wav",
    "sine440.mp3",
    "sine440.m4a",
    "sine440.flac",
    "sine440.ogg",
];
const AMPLITUDE: f32 = 0.5;
const RATE: u32 = 22_050;

fn fixture(name: &str) -> Vec<u8> {
    std::fs::read(
        Path::new(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../tests/fixtures/audio"
        ))
        .join(name),
    )
    .unwrap()
}

fn extension(name: &str) -> Option<&str> {
    name.rsplit_once('.').map(|(_, ext)| ext)
}

fn clip(name: &str) -> AudioClip {
    AudioClip::decode(fixture(name), extension(name)).unwrap()
}

/// A 16-bit PCM WAV of interleaved `samples`.
fn wav(samples: &[f32], channels: u16) -> Vec<u8> {
    let spec = hound::WavSpec {
        channels,
        sample_rate: RATE,
        bits_per_sample: 16,
        sample_format: hound::SampleFormat::Int,
    };
    let mut out = std::io::Cursor::new(Vec::new());
    let mut writer = hound::WavWriter::new(&mut out, spec).unwrap();
    for s in samples {
        writer.write_sample((s * 32_767.0) as i16).unwrap();
    }
    writer.finalize().unwrap();
    out.into_inner()
}

fn sine(seconds: f32) -> Vec<f32> {
    let n = (seconds * RATE as f32) as usize;
    (0..n)
        .map(|i| AMPLITUDE * (std::f32::consts::TAU * 440.0 * i as f32 / RATE as f32).sin())
        .collect()
}

/// 1.5 s of sine, then 1.5 s of silence.
fn half_silent() -> Vec<u8> {
    let mut samples = sine(1.5);
    samples.resize(samples.len() * 2, 0.0);
    wav(&samples, 1)
}

/// Polls `condition` until it holds or `limit` passes.
fn wait_until(limit: Duration, mut condition: impl FnMut() -> bool) -> bool {
    let deadline = Instant::now() + limit;
    while Instant::now() < deadline {
        if condition() {
            return true;
        }
        std::thread::sleep(Duration::from_millis(2));
    }
    condition()
}

const DEADLINE: Duration = Duration::from_secs(10);

fn null_player() -> (AudioOutput, AudioPlayer) {
    let output = AudioOutput::open(OutputChoice::Null).unwrap();
    let player = output.player().unwrap();
    (output, player)
}

fn wait_loaded(player: &AudioPlayer) {
    assert!(
        wait_until(DEADLINE, || !matches!(
            player.snapshot().status,
            PlaybackStatus::Loading
        )),
        "still loading"
    );
    assert!(player.error().is_none(), "{:?}", player.error());
}

fn close(a: Duration, b: Duration, tolerance: Duration) -> bool {
    a.abs_diff(b) <= tolerance
}

#[test]
fn every_fixture_decodes_to_three_seconds() {
    // MP3: ffmpeg's LAME writes an Info tag with the encoder delay and padding, which
    // symphonia applies (gapless), so MP3 is exact too. M4A: the edit list's priming (1024
    // frames) and length are applied by GenDesk (symphonia ignores `elst`).
    for name in SINES {
        let clip = clip(name);
        assert_eq!(clip.sample_rate(), RATE, "{name}");
        assert_eq!(clip.channels(), 1, "{name}");
        assert!(
            close(
                clip.duration(),
                Duration::from_secs(3),
                Duration::from_millis(50)
            ),
            "{name}: {:?}",
            clip.duration()
        );
    }
}

#[test]
fn sine_peaks_sit_at_the_amplitude_in_every_bucket() {
    for name in SINES {
        let peaks = clip(name).peaks(100);
        assert_eq!(peaks.len(), 100);
        // Lossy codecs ring a little: MP3 at 64 kb/s peaks at ~0.475, AAC's first bucket at ~0.51.
        for (i, (min, max)) in peaks.into_iter().enumerate() {
            assert!(
                (max - AMPLITUDE).abs() < 0.05,
                "{name} bucket {i}: max {max}"
            );
            assert!(
                (min + AMPLITUDE).abs() < 0.05,
                "{name} bucket {i}: min {min}"
            );
        }
    }
}

#[test]
fn silence_peaks_are_near_zero() {
    let silent = AudioClip::decode(wav(&vec![0.0; 44_100], 1), Some("wav")).unwrap();
    assert_eq!(silent.duration(), Duration::from_secs(2));
    for (min, max) in silent.peaks(64) {
        assert!(min.abs() < 1e-4 && max.abs() < 1e-4, "{min} {max}");
    }
}

#[test]
fn a_silent_second_half_shows_in_the_peaks() {
    let clip = AudioClip::decode(half_silent(), Some("wav")).unwrap();
    let peaks = clip.peaks(10);
    for (i, (min, max)) in peaks.iter().enumerate() {
        if i < 5 {
            assert!(*max > 0.45 && *min < -0.45, "bucket {i}: {min} {max}");
        } else if i > 5 {
            assert!(
                max.abs() < 1e-3 && min.abs() < 1e-3,
                "bucket {i}: {min} {max}"
            );
        }
        // Column 5 starts exactly where the sound stops; it may take the last few
        // frames of sound from the fine bucket that straddles 1.5 s (32 frames here).
    }
}

#[test]
fn stereo_is_mixed_to_mono() {
    // Left is the sine, right its negation: the mono mix cancels out.
    let interleaved: Vec<f32> = sine(0.5).into_iter().flat_map(|s| [s, -s]).collect();
    let clip = AudioClip::decode(wav(&interleaved, 2), None).unwrap();
    assert_eq!(clip.channels(), 2);
    assert_eq!(clip.duration(), Duration::from_millis(500));
    for (min, max) in clip.peaks(8) {
        assert!(min.abs() < 1e-3 && max.abs() < 1e-3, "{min} {max}");
    }
}

#[test]
fn the_audio_track_of_a_video_file_is_found() {
    // 1 s of H.264 (first track) plus AAC-LC: what a video player would hand to this layer.
    let clip = clip("video_h264_aac.mp4");
    assert!(
        close(
            clip.duration(),
            Duration::from_secs(1),
            Duration::from_millis(50)
        ),
        "{:?}",
        clip.duration()
    );
    let (output, player) = null_player();
    player.load_clip(&clip);
    wait_loaded(&player);
    player.play();
    let monitor = output.null_monitor().unwrap();
    assert!(wait_until(DEADLINE, || monitor.is_sounding()));
    assert!(wait_until(DEADLINE, || player.position() > Duration::from_millis(200)));
}

#[test]
fn sandbox_music_decodes_with_the_right_duration() {
    let media = render(&MediaSpec::Audio {
        prompt: "calm piano by the sea".to_owned(),
        duration_secs: 30,
        instrumental: false,
    })
    .unwrap();
    assert_eq!(media.extension, "wav");
    let clip = AudioClip::decode(media.bytes, Some(media.extension)).unwrap();
    assert_eq!(clip.duration(), Duration::from_secs(30));
    let peaks = clip.peaks(30);
    let loud = peaks.iter().filter(|(min, max)| max - min > 0.2).count();
    assert!(loud > 25, "{peaks:?}");
}

#[test]
fn damaged_input_gives_clear_errors() {
    let err = AudioClip::decode(Vec::new(), Some("mp3")).unwrap_err();
    assert_eq!(err, AudioError::Empty);
    assert!(
        err.to_string().contains("try downloading it again"),
        "{err}"
    );

    let noise: Vec<u8> = (0..20_000u32).map(|i| (i * 7919 % 251) as u8).collect();
    let err = AudioClip::decode(noise, None).unwrap_err();
    assert_eq!(err, AudioError::UnsupportedFormat, "{err}");
    assert!(err.to_string().contains("WAV, MP3, FLAC"), "{err}");

    // Cut to 40 %: the formats whose header announces the length say the file ends early;
    // OGG's reader (which looks for the last page) refuses to open it.
    for name in SINES {
        let bytes = fixture(name);
        let cut = bytes[..bytes.len() * 2 / 5].to_vec();
        let err = AudioClip::decode(cut, extension(name)).unwrap_err();
        eprintln!("{name} cut to 40 %: {err}");
        assert!(
            matches!(err, AudioError::Truncated { .. } | AudioError::Damaged(_)),
            "{name}: {err:?}"
        );
        assert!(
            err.to_string().contains("try downloading it again"),
            "{name}: {err}"
        );
    }

    // Only a header.
    let err = AudioClip::decode(fixture("sine440.wav")[..44].to_vec(), Some("wav")).unwrap_err();
    assert!(
        matches!(err, AudioError::Damaged(_) | AudioError::Truncated { .. }),
        "{err:?}"
    );
}

#[test]
fn bytes_flipped_anywhere_never_panic() {
    let mut rng = fastrand::Rng::with_seed(12);
    for name in SINES {
        let original = fixture(name);
        for _ in 0..40 {
            let mut bytes = original.clone();
            for _ in 0..8 {
                let at = rng.usize(..bytes.len());
                bytes[at] = rng.u8(..);
            }
            // Either outcome is fine; a panic or a hang is not.
            let _ = AudioClip::decode(bytes, extension(name));
        }
    }
}

#[test]
fn limits_refuse_oversized_and_overlong_clips() {
    let small = DecodeLimits {
        max_bytes: 1000,
        ..DecodeLimits::DEFAULT
    };
    let err = AudioClip::decode_with_limits(fixture("sine440.flac"), None, &small).unwrap_err();
    assert!(matches!(err, AudioError::TooLarge { .. }), "{err:?}");
    assert!(err.to_string().contains("download it"), "{err}");

    let short = DecodeLimits {
        max_duration: Duration::from_secs(1),
        ..DecodeLimits::DEFAULT
    };
    for name in SINES {
        let err =
            AudioClip::decode_with_limits(fixture(name), extension(name), &short).unwrap_err();
        assert!(matches!(err, AudioError::TooLong { .. }), "{name}: {err:?}");
    }
}

#[test]
fn env_value_null_picks_the_null_output() {
    assert_eq!(
        OutputChoice::from_env_value(Some("null")),
        OutputChoice::Null
    );
    assert_eq!(
        OutputChoice::from_env_value(Some(" NULL ")),
        OutputChoice::Null
    );
    assert_eq!(
        OutputChoice::from_env_value(Some("pulse")),
        OutputChoice::Default
    );
    assert_eq!(OutputChoice::from_env_value(None), OutputChoice::Default);
    let output = AudioOutput::open(OutputChoice::Null).unwrap();
    assert_eq!(output.choice(), OutputChoice::Null);
    assert!(output.null_monitor().is_some());
}

#[test]
fn seeking_lands_within_50_ms_in_every_format() {
    let (_output, player) = null_player();
    for name in SINES {
        let clip = clip(name);
        player.load_clip(&clip);
        wait_loaded(&player);
        assert_eq!(player.duration(), Some(clip.duration()), "{name}");
        // Paused: right after the call, and once the player thread has applied it.
        let target = Duration::from_millis(1800);
        player.seek(target);
        assert!(
            close(player.position(), target, Duration::from_millis(50)),
            "{name}"
        );
        assert!(
            wait_until(DEADLINE, || !player.snapshot().seeking),
            "{name}"
        );
        assert!(
            close(player.position(), target, Duration::from_millis(50)),
            "{name}: {:?}",
            player.position()
        );
        // Playing, backwards.
        player.play();
        assert!(wait_until(DEADLINE, || player.position()
            > target + Duration::from_millis(100)));
        let back = Duration::from_millis(400);
        player.seek(back);
        let asked = Instant::now();
        assert!(
            close(player.position(), back, Duration::from_millis(50)),
            "{name}"
        );
        assert!(
            wait_until(DEADLINE, || !player.snapshot().seeking),
            "{name}"
        );
        let position = player.position();
        assert!(
            position >= back.saturating_sub(Duration::from_millis(50))
                && position <= back + asked.elapsed() + Duration::from_millis(50),
            "{name}: {position:?}"
        );
        player.pause();
    }
}

#[test]
fn seeking_moves_the_sound_not_just_the_clock() {
    let (output, player) = null_player();
    let monitor = output.null_monitor().unwrap();
    player.load(half_silent(), Some("wav"));
    wait_loaded(&player);
    player.play();
    assert!(wait_until(DEADLINE, || monitor.is_sounding()));
    player.seek(Duration::from_secs(2)); // into the silent half
    assert!(wait_until(DEADLINE, || !monitor.is_sounding()));
    assert!(player.is_playing());
    player.seek(Duration::from_millis(500));
    assert!(wait_until(DEADLINE, || monitor.is_sounding()));
}

#[test]
fn playing_advances_the_position_at_real_time_pace() {
    let (output, player) = null_player();
    let monitor = output.null_monitor().unwrap();
    player.load_clip(&clip("sine440.flac"));
    wait_loaded(&player);
    assert_eq!(player.position(), Duration::ZERO);
    assert!(!player.is_playing());
    let started = Instant::now();
    player.play();
    assert!(player.is_playing());
    assert!(wait_until(DEADLINE, || player.position() >= Duration::from_millis(300)));
    // Never ahead of the wall clock by more than one output buffer.
    let position = player.position();
    assert!(
        position <= started.elapsed() + output.buffer_latency() + Duration::from_millis(5),
        "{position:?} after {:?}",
        started.elapsed()
    );
    assert!(wait_until(DEADLINE, || monitor.is_sounding()));
    assert!(
        (monitor.last_peak() - AMPLITUDE).abs() < 0.05,
        "{}",
        monitor.last_peak()
    );
    // Volume: zero is silence while the clock goes on.
    player.set_volume(0.0);
    assert!(wait_until(DEADLINE, || !monitor.is_sounding()));
    let quiet_at = player.position();
    assert!(wait_until(DEADLINE, || player.position()
        > quiet_at + Duration::from_millis(50)));
    player.set_volume(0.5);
    assert!(wait_until(DEADLINE, || (monitor.last_peak()
        - AMPLITUDE / 2.0)
        .abs()
        < 0.03));
    assert!((player.snapshot().volume - 0.5).abs() < f32::EPSILON);
}

#[test]
fn pausing_stops_the_position() {
    let (output, player) = null_player();
    let monitor = output.null_monitor().unwrap();
    player.load_clip(&clip("sine440.wav"));
    wait_loaded(&player);
    player.play();
    assert!(wait_until(DEADLINE, || player.position() >= Duration::from_millis(200)));
    player.pause();
    assert!(!player.is_playing());
    assert_eq!(player.snapshot().status, PlaybackStatus::Paused);
    assert!(wait_until(DEADLINE, || !monitor.is_sounding()));
    let paused_at = player.position();
    // Holding still is the claim, so it is watched for a while.
    let watch_until = Instant::now() + Duration::from_millis(300);
    while Instant::now() < watch_until {
        assert!(
            close(player.position(), paused_at, Duration::from_millis(1)),
            "moved from {paused_at:?} to {:?}",
            player.position()
        );
        std::thread::sleep(Duration::from_millis(10));
    }
    player.play();
    assert!(wait_until(DEADLINE, || player.position()
        > paused_at + Duration::from_millis(50)));
}

#[test]
fn loading_a_second_clip_stops_the_first() {
    let (output, player) = null_player();
    let monitor = output.null_monitor().unwrap();
    let other_handle = output.player().unwrap();
    let first = player.load_clip(&clip("sine440.ogg"));
    wait_loaded(&player);
    player.play();
    assert!(wait_until(DEADLINE, || player.position() >= Duration::from_millis(300)));
    assert!(monitor.is_sounding());

    // Another part of the UI loads a different clip through its own handle.
    let second = other_handle.load(half_silent(), Some("wav"));
    assert_ne!(first, second);
    wait_loaded(&other_handle);
    let snapshot = player.snapshot();
    assert_eq!(snapshot.clip, Some(second));
    assert_eq!(snapshot.status, PlaybackStatus::Paused);
    assert_eq!(snapshot.position, Duration::ZERO);
    assert!(
        wait_until(DEADLINE, || !monitor.is_sounding()),
        "the first clip still sounds"
    );

    other_handle.play();
    assert!(wait_until(DEADLINE, || monitor.is_sounding()));
    assert!(wait_until(DEADLINE, || player.position() > Duration::from_millis(100)));
    assert!(player.position() < Duration::from_millis(1500));
}

#[test]
fn a_clip_plays_to_its_end_and_starts_again() {
    let (_output, player) = null_player();
    player.load(wav(&sine(0.4), 1), Some("audio/wav"));
    wait_loaded(&player);
    assert_eq!(player.duration(), Some(Duration::from_millis(400)));
    player.play();
    assert!(wait_until(DEADLINE, || player.ended()));
    assert_eq!(player.position(), Duration::from_millis(400));
    assert!(!player.is_playing());
    player.play();
    assert!(wait_until(DEADLINE, || player.is_playing()));
    assert!(
        player.position() < Duration::from_millis(300),
        "{:?}",
        player.position()
    );
}

#[test]
fn a_damaged_clip_fails_in_the_player_not_the_thread() {
    let (_output, player) = null_player();
    player.load(
        b"this is not audio at all, just some text".to_vec(),
        Some("mp3"),
    );
    assert!(wait_until(DEADLINE, || player.error().is_some()));
    assert_eq!(player.error(), Some(AudioError::UnsupportedFormat));
    player.load(Vec::new(), None);
    assert!(wait_until(DEADLINE, || player.error() == Some(AudioError::Empty)));
    // The thread lives on.
    player.load_clip(&clip("sine440.mp3"));
    wait_loaded(&player);
    player.play();
    assert!(wait_until(DEADLINE, || player.position() > Duration::from_millis(100)));
}

#[test]
fn the_default_device_is_refused_quickly_when_there_is_none() {
    let (tx, rx) = mpsc::channel();
    let started = Instant::now();
    std::thread::spawn(move || {
        let _ = tx.send(AudioOutput::open_default().map(|output| output.sample_rate()));
    });
    let outcome = rx
        .recv_timeout(OPEN_TIMEOUT + Duration::from_secs(5))
        .expect("open_default must answer within its timeout");
    match outcome {
        Ok(rate) => eprintln!(
            "note: this machine has a sound device ({rate} Hz); the no-device path was not exercised"
        ),
        Err(err) => {
            assert!(matches!(err, AudioError::NoDevice { .. }), "{err:?}");
            let message = err.to_string();
            assert!(
                message.starts_with("No sound output was found ("),
                "{message}"
            );
            assert!(
                message.ends_with("but you can still download it."),
                "{message}"
            );
            assert!(started.elapsed() < OPEN_TIMEOUT + Duration::from_secs(1));
            eprintln!("no device, after {:?}: {message}", started.elapsed());
        }
    }
}

#[test]
fn dropping_the_output_stops_its_threads() {
    let (output, player) = null_player();
    let monitor = output.null_monitor().unwrap();
    player.load_clip(&clip("sine440.wav"));
    wait_loaded(&player);
    player.play();
    assert!(wait_until(DEADLINE, || monitor.is_sounding()));
    let started = Instant::now();
    drop(player);
    drop(output);
    assert!(
        started.elapsed() < Duration::from_secs(1),
        "{:?}",
        started.elapsed()
    );
    // The pump has stopped: nothing pulls any more.
    let pulled = monitor.frames_pulled();
    std::thread::sleep(Duration::from_millis(50));
    assert_eq!(monitor.frames_pulled(), pulled);
}

#[test]
fn seeking_without_a_clip_does_nothing() {
    let (_output, player) = null_player();
    player.seek(Duration::from_secs(1));
    let snapshot = player.snapshot();
    assert_eq!(snapshot.status, PlaybackStatus::Empty);
    assert!(!snapshot.seeking);
    assert_eq!(snapshot.position, Duration::ZERO);
    player.play();
    assert!(!player.is_playing());
}
