//! The video layer on real files: sandbox clips, an x264 High-profile file with B-frames and
//! AAC audio, a fragmented file, an H.265 file to refuse, and damaged, truncated and
//! oversized variants; and `gendesk media probe` run as a program.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::cast_precision_loss,
    clippy::cast_possible_truncation,
    clippy::cast_sign_loss,
    reason = "integration tests: a failed unwrap is a failed test; frame counts are small"
)]

use std::path::PathBuf;
use std::process::Command;
use std::sync::mpsc;
use std::time::{Duration, Instant};

use gendesk_sandbox::media::{MediaSpec, render};
use gendesk_video::{VideoError, VideoFile, VideoFrame, VideoLimits};

const BFRAMES: &str = "h264_high_bframes_aac.mp4";
const FRAGMENTED: &str = "h264_fragmented.mp4";
const HEVC: &str = "h265_hvc1.mp4";
const AAC_ONLY: &str = "aac_only.m4a";

fn fixture_path(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(name)
}

fn fixture(name: &str) -> Vec<u8> {
    std::fs::read(fixture_path(name)).unwrap()
}

fn open(bytes: Vec<u8>) -> Result<VideoFile, VideoError> {
    VideoFile::open(bytes, &VideoLimits::default())
}

/// Every frame from the start, in the order the decoder gives them.
fn decode_all(file: &VideoFile) -> Vec<VideoFrame> {
    let mut decoder = file.decoder().unwrap();
    let mut frames = Vec::new();
    while let Some(frame) = decoder.next_frame().unwrap() {
        frames.push(frame);
    }
    frames
}

/// The frame number the fixtures paint in binary: eight 16×16 white/black squares along the
/// top-left edge, least significant bit first.
fn painted_number(frame: &VideoFrame) -> u32 {
    (0..8)
        .map(|bit| {
            let at = (8 * frame.width as usize + 16 * bit + 8) * 4;
            u32::from(frame.rgba[at] > 128) << bit
        })
        .sum()
}

/// Asserts frames come out strictly in presentation order, `fps` apart, each showing its
/// own number.
fn assert_presentation_order(frames: &[VideoFrame], fps: f64) {
    assert_eq!(frames[0].pts, Duration::ZERO, "first pts");
    for (index, frame) in frames.iter().enumerate() {
        let expected = index as f64 / fps;
        assert!(
            (frame.pts_secs() - expected).abs() < 1e-6,
            "frame {index} at {:?}, expected {expected}",
            frame.pts
        );
        assert_eq!(painted_number(frame), index as u32, "frame {index} content");
        if index > 0 {
            assert!(
                frame.pts > frames[index - 1].pts,
                "strictly increasing at {index}"
            );
        }
    }
}

#[test]
fn a_sandbox_clip_with_sound_has_an_aac_lc_track_as_long_as_the_video() {
    let spec = MediaSpec::Video {
        prompt: "waves on a rocky shore".to_owned(),
        width: 320,
        height: 180,
        duration_secs: 4,
        sound: true,
    };
    let media = render(&spec).unwrap();
    let file = open(media.bytes.to_vec()).unwrap();
    let info = file.info();
    let audio = info.audio.as_ref().expect("a sound track");
    assert_eq!(audio.codec, "mp4a.40.2", "{audio:?}");
    assert_eq!(audio.sample_rate, Some(44_100));
    assert_eq!(audio.channels, Some(1));
    let seconds = audio.duration.unwrap().as_secs_f64();
    assert!((4.0..4.03).contains(&seconds), "{seconds} s of sound");
    assert_eq!(decode_all(&file).len(), 40, "the pictures are unchanged");
}

#[test]
fn sandbox_clip_decodes_every_frame_in_order() {
    let spec = MediaSpec::Video {
        prompt: "a lighthouse at dusk".to_owned(),
        width: 320,
        height: 180,
        duration_secs: 3,
        sound: false,
    };
    let media = render(&spec).unwrap();
    let file = open(media.bytes.to_vec()).unwrap();
    let info = file.info();
    assert_eq!((info.width, info.height), (320, 180));
    assert_eq!(info.frame_count, 30);
    assert_eq!(info.duration, Duration::from_secs(3));
    assert!((info.fps - 10.0).abs() < 1e-9);
    assert_eq!(info.keyframe_count, 2, "an IDR picture every two seconds");
    assert!(!info.reordered, "Baseline: no B-frames");
    assert_eq!(info.profile, "Baseline");
    assert!(info.codec.starts_with("avc1.42"), "{}", info.codec);
    assert!(info.audio.is_none());

    let frames = decode_all(&file);
    assert_eq!(frames.len(), 30);
    for (index, frame) in frames.iter().enumerate() {
        assert_eq!(frame.pts, Duration::from_millis(100 * index as u64));
        assert_eq!((frame.width, frame.height), (320, 180));
        assert_eq!(frame.rgba.len(), 320 * 180 * 4);
    }
    assert_ne!(frames[0].rgba, frames[29].rgba, "the scene moves");
    let poster = file
        .decoder()
        .unwrap()
        .first_keyframe_frame()
        .unwrap()
        .unwrap();
    assert_eq!(poster, frames[0]);
}

#[test]
fn bframe_fixture_metadata() {
    let file = open(fixture(BFRAMES)).unwrap();
    let info = file.info();
    assert_eq!(info.codec, "avc1.64001E");
    assert_eq!(info.profile, "High");
    assert_eq!((info.width, info.height), (640, 360));
    assert_eq!((info.display_width, info.display_height), (640, 360));
    assert_eq!(info.frame_count, 150);
    assert_eq!(info.duration, Duration::from_secs(5));
    assert!((info.fps - 30.0).abs() < 1e-9);
    assert_eq!(info.keyframe_count, 3);
    assert!(info.reordered);
    let audio = info.audio.as_ref().unwrap();
    assert_eq!(audio.codec, "mp4a.40.2");
    assert_eq!(audio.name, "AAC-LC");
    assert_eq!(audio.sample_rate, Some(48_000));
    assert_eq!(audio.channels, Some(2));
    let audio_secs = audio.duration.unwrap().as_secs_f64();
    assert!((5.0..5.1).contains(&audio_secs), "{audio_secs}");

    let samples = file.samples();
    assert_eq!(samples.len(), 150);
    assert!(samples[0].keyframe && samples[60].keyframe && samples[120].keyframe);
    assert_eq!(samples.iter().filter(|s| s.keyframe).count(), 3);
    assert_eq!(samples[0].presentation_ts, 0);
    assert!(
        samples[0].decode_ts < 0,
        "B-frames: decoding starts before showing"
    );
    let len = fixture(BFRAMES).len() as u64;
    assert!(samples.iter().all(|s| s.offset + u64::from(s.size) <= len));
}

#[test]
fn bframe_fixture_every_frame_in_presentation_order() {
    let file = open(fixture(BFRAMES)).unwrap();
    let frames = decode_all(&file);
    // count = duration × fps
    assert_eq!(frames.len(), 150);
    assert_presentation_order(&frames, 30.0);
    assert!(frames.iter().all(|f| (f.width, f.height) == (640, 360)));
}

#[test]
fn fragmented_fixture_decodes_in_presentation_order() {
    let file = open(fixture(FRAGMENTED)).unwrap();
    let info = file.info();
    assert_eq!((info.width, info.height, info.frame_count), (320, 180, 50));
    assert_eq!(info.duration, Duration::from_secs(2));
    assert_eq!(info.keyframe_count, 2);
    let frames = decode_all(&file);
    assert_eq!(frames.len(), 50);
    assert_presentation_order(&frames, 25.0);
}

#[test]
fn seek_to_3_5_s_matches_decoding_from_the_start() {
    let file = open(fixture(BFRAMES)).unwrap();
    let target = Duration::from_millis(3500);
    let reference = decode_all(&file)
        .into_iter()
        .find(|f| f.pts >= target)
        .unwrap();
    assert_eq!(reference.pts, target);

    let mut decoder = file.decoder().unwrap();
    let started = Instant::now();
    let sought = decoder.seek(target).unwrap().unwrap();
    let took = started.elapsed();
    println!("seek to 3.5 s (keyframe at 2.0 s): {took:?} in this build");
    assert_eq!(sought.pts, target);
    assert!(
        sought.rgba == reference.rgba,
        "same pixels as decoding from the start"
    );
    assert_eq!(painted_number(&sought), 105);
    // Playback continues with the next frame.
    let next = decoder.next_frame().unwrap().unwrap();
    assert_eq!(painted_number(&next), 106);
    assert!(next.pts > target);
}

#[test]
fn seeking_anywhere() {
    let file = open(fixture(BFRAMES)).unwrap();
    let mut decoder = file.decoder().unwrap();
    // Between frames: the next frame (1.99 s → 2.0 s, decoded from the keyframe at 0).
    let frame = decoder.seek(Duration::from_millis(1990)).unwrap().unwrap();
    assert_eq!(painted_number(&frame), 60);
    // Backwards, to the start.
    let frame = decoder.seek(Duration::ZERO).unwrap().unwrap();
    assert_eq!((painted_number(&frame), frame.pts), (0, Duration::ZERO));
    // Exactly on a keyframe.
    let frame = decoder.seek(Duration::from_secs(4)).unwrap().unwrap();
    assert_eq!(painted_number(&frame), 120);
    // Past the end: the last frame.
    let frame = decoder.seek(Duration::from_mins(1)).unwrap().unwrap();
    assert_eq!(painted_number(&frame), 149);
    assert!(decoder.next_frame().unwrap().is_none());
    // The end of the stream does not stop a later seek.
    let frame = decoder.seek(Duration::from_millis(2500)).unwrap().unwrap();
    assert_eq!(painted_number(&frame), 75);
}

#[test]
fn poster_is_the_first_keyframe_frame() {
    let file = open(fixture(BFRAMES)).unwrap();
    let mut decoder = file.decoder().unwrap();
    // Even after playing a while.
    decoder.seek(Duration::from_secs(3)).unwrap();
    let poster = decoder.first_keyframe_frame().unwrap().unwrap();
    assert_eq!(poster.pts, Duration::ZERO);
    assert_eq!(painted_number(&poster), 0);
    let first = file.decoder().unwrap().next_frame().unwrap().unwrap();
    assert_eq!(poster, first);
}

#[test]
fn h265_is_refused_with_a_clear_message() {
    let err = open(fixture(HEVC)).unwrap_err();
    let VideoError::UnsupportedCodec { codec } = &err else {
        panic!("expected UnsupportedCodec, got {err:?}");
    };
    assert_eq!(codec, "H.265/HEVC (hvc1)");
    let text = err.to_string();
    for words in [
        "H.265",
        "plays H.264 video only",
        "Open in system player",
        "Download",
    ] {
        assert!(text.contains(words), "{text}");
    }
}

#[test]
fn audio_only_mp4_has_no_video_track() {
    let err = open(fixture(AAC_ONLY)).unwrap_err();
    assert!(matches!(err, VideoError::NoVideoTrack), "{err:?}");
}

#[test]
fn empty_truncated_and_foreign_files_are_clear_errors() {
    let err = open(Vec::new()).unwrap_err();
    assert!(matches!(err, VideoError::Empty), "{err:?}");
    assert!(err.to_string().contains("empty"));

    let bytes = fixture(BFRAMES);
    let half = bytes[..bytes.len() / 2].to_vec();
    let err = open(half).unwrap_err();
    assert!(matches!(err, VideoError::Truncated { .. }), "{err:?}");
    assert!(err.to_string().contains("download it again"), "{err}");

    // Cut inside the movie index (it sits at the start: "fast start").
    let err = open(bytes[..2000].to_vec()).unwrap_err();
    assert!(matches!(err, VideoError::Truncated { .. }), "{err:?}");

    let err = open(b"<!DOCTYPE html><html>Link expired</html>".to_vec()).unwrap_err();
    assert!(matches!(err, VideoError::NotMp4 { .. }), "{err:?}");
    assert!(err.to_string().contains("error page"), "{err}");
    let err = open(b"RIFF\x24\0\0\0WAVEfmt ".to_vec()).unwrap_err();
    assert!(err.to_string().contains("WAV audio"), "{err}");
}

/// Offset of the first box of type `kind` at or after `from` (a byte search is enough in
/// these fixtures).
fn find_box(bytes: &[u8], kind: [u8; 4], from: usize) -> usize {
    from + bytes[from..]
        .windows(4)
        .position(|w| w == kind.as_slice())
        .expect("box present")
        - 4
}

#[test]
fn a_sample_past_the_end_of_the_file_is_an_error() {
    let mut bytes = fixture(BFRAMES);
    let stco = find_box(&bytes, *b"stco", 0); // the video track comes first
    let len = u32::try_from(bytes.len()).unwrap();
    bytes[stco + 16..stco + 20].copy_from_slice(&(len + 10).to_be_bytes());
    let err = open(bytes).unwrap_err();
    assert!(matches!(err, VideoError::Truncated { .. }), "{err:?}");
    assert!(err.to_string().contains("frame 0"), "{err}");
}

#[test]
fn huge_headers_are_refused_before_decoding() {
    let original = fixture(BFRAMES);
    let huge: u16 = 60_000;
    // Track header: 16.16 fixed-point width and height at the end of the box.
    let mut bytes = original.clone();
    let tkhd = find_box(&bytes, *b"tkhd", 0);
    let at = if bytes[tkhd + 8] == 1 {
        tkhd + 96
    } else {
        tkhd + 84
    };
    bytes[at..at + 4].copy_from_slice(&(u32::from(huge) << 16).to_be_bytes());
    bytes[at + 4..at + 8].copy_from_slice(&(u32::from(huge) << 16).to_be_bytes());
    let err = open(bytes).unwrap_err();
    let VideoError::TooLarge {
        origin,
        width,
        height,
        ..
    } = &err
    else {
        panic!("expected TooLarge, got {err:?}");
    };
    assert_eq!((*origin, *width, *height), ("track header", 60_000, 60_000));
    let text = err.to_string();
    assert!(text.contains("60000 × 60000"), "{text}");
    assert!(text.contains("Open in system player"), "{text}");

    // Sample description (avc1): 16-bit width and height.
    let mut bytes = original;
    let stsd = find_box(&bytes, *b"stsd", 0);
    let avc1 = find_box(&bytes, *b"avc1", stsd);
    bytes[avc1 + 32..avc1 + 34].copy_from_slice(&huge.to_be_bytes());
    bytes[avc1 + 34..avc1 + 36].copy_from_slice(&huge.to_be_bytes());
    let err = open(bytes).unwrap_err();
    assert!(
        matches!(
            err,
            VideoError::TooLarge {
                origin: "sample description",
                ..
            }
        ),
        "{err:?}"
    );

    // Tighter limits refuse the real picture size from the H.264 stream itself.
    let limits = VideoLimits {
        max_pixels: 640 * 360 - 1,
        ..VideoLimits::default()
    };
    let err = VideoFile::open(fixture(BFRAMES), &limits).unwrap_err();
    assert!(matches!(err, VideoError::TooLarge { .. }), "{err:?}");
    let limits = VideoLimits {
        max_bytes: 1000,
        ..VideoLimits::default()
    };
    let err = VideoFile::open(fixture(BFRAMES), &limits).unwrap_err();
    assert!(matches!(err, VideoError::FileTooLarge { .. }), "{err:?}");
    let limits = VideoLimits {
        max_frames: 149,
        ..VideoLimits::default()
    };
    let err = VideoFile::open(fixture(BFRAMES), &limits).unwrap_err();
    assert!(matches!(err, VideoError::TooManyFrames { .. }), "{err:?}");
}

/// Opens and decodes a damaged file, tolerating errors; returns frames decoded.
fn try_everything(bytes: Vec<u8>, max_frames: usize, seek: Option<Duration>) -> usize {
    let Ok(file) = open(bytes) else {
        return 0;
    };
    let Ok(mut decoder) = file.decoder() else {
        return 0;
    };
    if let Some(to) = seek {
        let _ = decoder.seek(to);
    }
    let mut frames = 0;
    let mut calls = 0;
    while frames < max_frames && calls < 4 * max_frames + 100 {
        calls += 1;
        match decoder.next_frame() {
            Ok(Some(frame)) => {
                assert_eq!(
                    frame.rgba.len(),
                    frame.width as usize * frame.height as usize * 4
                );
                frames += 1;
            }
            Err(VideoError::Decode { .. }) => {}
            Ok(None) | Err(_) => break,
        }
    }
    frames
}

/// Runs `work` on a thread and fails the test if it panics or takes longer than `limit`
/// (a parser stuck in a loop would otherwise hang the test run).
fn within(limit: Duration, work: impl FnOnce() + Send + 'static) {
    let (done, finished) = mpsc::channel();
    std::thread::spawn(move || {
        work();
        let _ = done.send(());
    });
    match finished.recv_timeout(limit) {
        Ok(()) => {}
        Err(mpsc::RecvTimeoutError::Timeout) => panic!("still running after {limit:?}"),
        Err(mpsc::RecvTimeoutError::Disconnected) => panic!("the work panicked (see above)"),
    }
}

#[test]
fn random_corruption_never_panics() {
    within(Duration::from_mins(5), || {
        // 200 variants of the B-frame file with bytes replaced inside its media data: the
        // index is intact, so it opens; frames decode or fail one by one.
        let original = fixture(BFRAMES);
        let mdat = find_box(&original, *b"mdat", 0) + 8;
        let mut rng = fastrand::Rng::with_seed(20_261_123);
        let mut frames = 0;
        for variant in 0..200 {
            let mut bytes = original.clone();
            for _ in 0..rng.usize(1..=40) {
                let at = rng.usize(mdat..bytes.len());
                bytes[at] = rng.u8(..);
            }
            assert!(
                open(bytes.clone()).is_ok(),
                "variant {variant}: index intact"
            );
            let seek = Duration::from_millis(rng.u64(0..5000));
            frames += try_everything(bytes, 20, Some(seek));
        }
        assert!(frames > 1000, "most frames still decode ({frames})");

        // 200 variants of the fragmented file with bytes replaced anywhere (index included),
        // and 50 cut at random lengths.
        let original = fixture(FRAGMENTED);
        for _ in 0..200 {
            let mut bytes = original.clone();
            for _ in 0..rng.usize(1..=8) {
                let at = rng.usize(..bytes.len());
                bytes[at] = rng.u8(..);
            }
            try_everything(bytes, 60, None);
        }
        for _ in 0..50 {
            let len = rng.usize(..original.len());
            try_everything(original[..len].to_vec(), 60, None);
        }
        // And the B-frame file's index (the first 7 KB hold ftyp and moov).
        let original = fixture(BFRAMES);
        for _ in 0..200 {
            let mut bytes = original.clone();
            for _ in 0..rng.usize(1..=4) {
                let at = rng.usize(..7000);
                bytes[at] = rng.u8(..);
            }
            try_everything(bytes, 5, None);
        }
    });
}

#[test]
fn a_damaged_frame_costs_the_rest_of_its_group_but_not_the_timestamps() {
    let original = fixture(BFRAMES);
    let file = open(original.clone()).unwrap();
    // Sample 30 in decode order: a frame in the middle of the first two-second group.
    let victim = file.samples()[30];
    let mut bytes = original;
    let start = usize::try_from(victim.offset).unwrap() + 6;
    let end = usize::try_from(victim.offset + u64::from(victim.size)).unwrap();
    let mut rng = fastrand::Rng::with_seed(30);
    bytes[start..end].fill_with(|| rng.u8(..));
    let file = open(bytes).unwrap();
    let mut decoder = file.decoder().unwrap();
    let (mut frames, mut errors) = (Vec::new(), Vec::new());
    loop {
        match decoder.next_frame() {
            Ok(Some(frame)) => frames.push(frame),
            Ok(None) => break,
            Err(err) => errors.push(err),
        }
    }
    assert!(!errors.is_empty());
    assert!(
        errors
            .iter()
            .all(|e| matches!(e, VideoError::Decode { .. }) && e.to_string().contains("OpenH264")),
        "{errors:?}"
    );
    // Every frame that came out carries its own timestamp, and the next group is whole.
    for frame in &frames {
        assert_eq!(
            painted_number(frame),
            (frame.pts_secs() * 30.0).round() as u32,
            "{frame:?}"
        );
    }
    let from_next_keyframe = frames
        .iter()
        .filter(|f| f.pts >= Duration::from_secs(2))
        .count();
    assert_eq!(from_next_keyframe, 90);
}

#[test]
fn files_and_decoders_can_move_to_worker_threads() {
    fn send_sync<T: Send + Sync>() {}
    fn send<T: Send>() {}
    send_sync::<VideoFile>();
    send::<gendesk_video::VideoDecoder>();
    let file = open(fixture(FRAGMENTED)).unwrap();
    let worker = std::thread::spawn(move || {
        let mut decoder = file.decoder().unwrap();
        decoder.next_frame().unwrap().unwrap().pts
    });
    assert_eq!(worker.join().unwrap(), Duration::ZERO);
}

// ---- gendesk media probe ----

fn probe(args: &[&str]) -> (i32, String, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_gendesk"))
        .arg("media")
        .arg("probe")
        .args(args)
        .output()
        .unwrap();
    (
        output.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

fn probe_json(args: &[&str]) -> (i32, serde_json::Value) {
    let (code, stdout, stderr) = probe(args);
    let json = serde_json::from_str(&stdout)
        .unwrap_or_else(|err| panic!("not JSON ({err}): {stdout}\nstderr: {stderr}"));
    (code, json)
}

#[test]
fn probe_reports_the_bframe_fixture() {
    let path = fixture_path(BFRAMES);
    let (code, json) = probe_json(&[path.to_str().unwrap(), "--json"]);
    assert_eq!(code, 0, "{json:#}");
    assert_eq!(json["container"], "mp4");
    assert!((json["duration_s"].as_f64().unwrap() - 5.0).abs() < 0.05);
    let video = &json["video"];
    assert_eq!(video["codec"], "avc1.64001E");
    assert_eq!(video["width"], 640);
    assert_eq!(video["height"], 360);
    assert_eq!(video["frames_decoded"], 150);
    assert_eq!(video["first_pts_s"], 0.0);
    assert!((video["last_pts_s"].as_f64().unwrap() - 149.0 / 30.0).abs() < 1e-5);
    assert_eq!(video["in_presentation_order"], true);
    assert_eq!(video["colour"], "BT.601, limited range, guessed");
    assert!(video["decode_fps"].as_f64().unwrap() > 0.0);
    let audio = &json["audio"];
    assert_eq!(audio["codec"], "mp4a.40.2");
    assert_eq!(audio["sample_rate"], 48_000);
    assert_eq!(audio["channels"], 2);
    assert!((audio["duration_s"].as_f64().unwrap() - 5.0).abs() < 0.1);
    assert!(json.get("error").is_none());

    let (code, text, _) = probe(&[path.to_str().unwrap()]);
    assert_eq!(code, 0);
    for words in [
        "H.264 High",
        "640 × 360",
        "150 frames in presentation order",
        "frames/s",
        "AAC-LC",
    ] {
        assert!(text.contains(words), "{words:?} in:\n{text}");
    }
}

#[test]
fn probe_refuses_h265_with_an_error_sentence() {
    let path = fixture_path(HEVC);
    let (code, json) = probe_json(&[path.to_str().unwrap(), "--json"]);
    assert_eq!(code, 1, "{json:#}");
    assert!(json["video"].is_null());
    let error = json["error"].as_str().unwrap();
    assert!(
        error.contains("H.265") && error.contains("H.264"),
        "{error}"
    );
    assert!(error.ends_with("to watch it"), "a sentence: {error}");
}

#[test]
fn probe_describes_audio_only_files() {
    let (code, json) = probe_json(&[fixture_path(AAC_ONLY).to_str().unwrap(), "--json"]);
    assert_eq!(code, 0, "{json:#}");
    assert!(json["video"].is_null());
    assert_eq!(json["audio"]["codec"], "mp4a.40.2");
    assert_eq!(json["audio"]["sample_rate"], 44_100);
    assert_eq!(json["audio"]["channels"], 1);

    let dir = tempfile::tempdir().unwrap();
    let wav = dir.path().join("tone.wav");
    let spec = hound::WavSpec {
        channels: 2,
        sample_rate: 22_050,
        bits_per_sample: 16,
        sample_format: hound::SampleFormat::Int,
    };
    let mut writer = hound::WavWriter::create(&wav, spec).unwrap();
    for i in 0..22_050 * 3 {
        writer.write_sample((i % 100) as i16).unwrap();
    }
    writer.finalize().unwrap();
    let (code, json) = probe_json(&[wav.to_str().unwrap(), "--json"]);
    assert_eq!(code, 0, "{json:#}");
    assert_eq!(json["container"], "wav");
    assert!(json["video"].is_null());
    assert_eq!(json["audio"]["codec"], "pcm_s16le");
    assert_eq!(json["audio"]["sample_rate"], 22_050);
    assert_eq!(json["audio"]["channels"], 2);
    assert_eq!(json["audio"]["duration_s"], 1.5);
}

#[test]
fn probe_exit_codes_for_damaged_and_missing_files() {
    let dir = tempfile::tempdir().unwrap();
    let half = dir.path().join("half.mp4");
    let bytes = fixture(BFRAMES);
    std::fs::write(&half, &bytes[..bytes.len() / 2]).unwrap();
    let (code, json) = probe_json(&[half.to_str().unwrap(), "--json"]);
    assert_eq!(code, 1, "{json:#}");
    assert!(json["error"].as_str().unwrap().contains("incomplete"));

    let missing = dir.path().join("missing.mp4");
    let (code, json) = probe_json(&[missing.to_str().unwrap(), "--json"]);
    assert_eq!(code, 2, "{json:#}");
    assert!(json["error"].as_str().unwrap().contains("cannot read"));

    let (code, _, stderr) = probe(&[]);
    assert_eq!(code, 2, "usage error: {stderr}");
}

fn audio_fixture_path(name: &str) -> PathBuf {
    fixture_path("audio").join(name)
}

/// What the player plays, in the probe's precision (microseconds).
fn player_seconds(bytes: &[u8], ext: &str) -> f64 {
    let clip = gendesk_core::media::audio::AudioClip::decode(bytes.to_vec(), Some(ext)).unwrap();
    (clip.duration().as_secs_f64() * 1e6).round() / 1e6
}

#[test]
fn probe_gives_audio_files_the_length_the_player_plays() {
    for (name, ext, codec) in [
        ("sine440.mp3", "mp3", "mp3"),
        ("sine440.flac", "flac", "flac"),
        ("sine440.ogg", "ogg", "vorbis"),
        ("sine440.wav", "wav", "pcm_s16le"),
    ] {
        let path = audio_fixture_path(name);
        let (code, json) = probe_json(&[path.to_str().unwrap(), "--json"]);
        assert_eq!(code, 0, "{name}: {json:#}");
        assert_eq!(json["audio"]["codec"], codec, "{name}: {json:#}");
        assert_eq!(json["audio"]["sample_rate"], 22_050, "{name}");
        assert_eq!(json["audio"]["channels"], 1, "{name}");
        let player = player_seconds(&std::fs::read(&path).unwrap(), ext);
        // ffmpeg made 3 s of sound (66 150 frames); the MP3's Info tag says how much of its
        // last frame is padding, so even the MP3 plays exactly that.
        assert!((player - 3.0).abs() < 1e-9, "{name}: {player}");
        assert_eq!(json["duration_s"], player, "{name}: {json:#}");
        assert_eq!(json["audio"]["duration_s"], player, "{name}: {json:#}");
    }
}

#[test]
fn probe_measures_an_mp3_without_an_info_tag_by_its_frames() {
    let bytes = std::fs::read(audio_fixture_path("sine440.mp3")).unwrap();
    // Cut out the frame that carries LAME's Info tag: from its sync word to the next frame's.
    let info = bytes.windows(4).position(|w| w == b"Info").unwrap();
    let start = (0..info)
        .rev()
        .find(|&i| bytes[i] == 0xff && bytes[i + 1] & 0xe0 == 0xe0)
        .unwrap();
    let sync = [bytes[start], bytes[start + 1]];
    let next = (start + 4..bytes.len() - 1)
        .find(|&i| bytes[i..i + 2] == sync)
        .unwrap();
    let mut plain = bytes[..start].to_vec();
    plain.extend_from_slice(&bytes[next..]);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("plain.mp3");
    std::fs::write(&path, &plain).unwrap();

    let (code, json) = probe_json(&[path.to_str().unwrap(), "--json"]);
    assert_eq!(code, 0, "{json:#}");
    let player = player_seconds(&plain, "mp3");
    // Without the tag nothing says what is padding: every frame plays, a little over 3 s.
    assert!(player > 3.0 && player < 3.2, "{player}");
    assert_eq!(json["duration_s"], player, "{json:#}");
}

#[test]
fn colour_follows_the_streams_matrix_and_range() {
    for (name, matrix, full_range) in [
        (
            "h264_green_bt709_full.mp4",
            gendesk_video::Matrix::Bt709,
            true,
        ),
        (
            "h264_green_bt601_limited.mp4",
            gendesk_video::Matrix::Bt601,
            false,
        ),
    ] {
        let file = open(fixture(name)).unwrap();
        let colour = file.info().colour;
        assert_eq!(
            (colour.matrix, colour.full_range),
            (matrix, full_range),
            "{name}"
        );
        assert!(colour.signalled, "{name}");
        let mut decoder = file.decoder().unwrap();
        let yuv = decoder.next_yuv().unwrap().unwrap();
        assert_eq!((yuv.width, yuv.height), (64, 48));
        assert_eq!(
            (yuv.y.len(), yuv.u.len(), yuv.v.len()),
            (64 * 48, 32 * 24, 32 * 24)
        );
        let frame = yuv.to_rgba();
        // Both pictures are the green #20A060, whichever matrix and range carry it. Taking
        // the full-range BT.709 one for BT.601 limited (openh264's own converter) would give
        // about (33, 187, 96); the BT.601 one taken for BT.709, about (21, 144, 95).
        let at = (24 * 64 + 32) * 4;
        let got = [0, 1, 2, 3].map(|i| i32::from(frame.rgba[at + i]));
        let want = [0x20, 0xA0, 0x60, 255];
        assert!(
            got.iter().zip(want).all(|(g, w)| (g - w).abs() <= 6),
            "{name}: {got:?}"
        );
    }
}
