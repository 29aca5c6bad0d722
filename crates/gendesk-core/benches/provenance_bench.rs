#![allow(
    clippy::print_stdout,
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::cast_precision_loss,
    reason = "a benchmark binary reports its figures on stdout; a failed unwrap is a failed run"
)]
//! What writing a result's generation record costs: into a 1 GiB MP4 (a sandbox film whose
//! `mdat` is padded to 1 GiB, `moov` first, then written again with `moov` last) and a 50 MB
//! PNG (noise, which does not compress). Each write runs in a child process, so its peak
//! resident memory (`VmHWM`) is the write's own. Then both files are downloaded from a local
//! server six times without the record and six times with it (each first every other time), and
//! the medians compared.
//! Run with `cargo bench -p gendesk-core --bench provenance_bench`.
//!
//! Knobs (environment): `GENDESK_BENCH_MP4_MIB` (1024), `GENDESK_BENCH_PNG_SIDE` (4096).

use std::error::Error;
use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use gendesk_core::download::{DownloadLimits, DownloadRequest, Downloader};
use gendesk_core::provenance::{self, Record, RecordFacts};

type Res<T> = Result<T, Box<dyn Error>>;

fn env_or<T: std::str::FromStr>(name: &str, default: T) -> Res<T> {
    match std::env::var(name) {
        Ok(text) => text
            .parse()
            .map_err(|_| format!("{name}={text} is not a number").into()),
        Err(_) => Ok(default),
    }
}

fn record() -> Record {
    Record::from_facts(
        &RecordFacts {
            base_url: "https://api.example.com".into(),
            model: "sandbox/video-lite".into(),
            kind: Some(gendesk_api::ModelKind::Video),
            request_json: r#"{"input":{"mode":"text-to-video","prompt":"waves on a breakwater at dusk, long exposure","duration":5,"resolution":"1080p","seed":42}}"#.into(),
            task_id: Some("task_bench".into()),
            batch_id: None,
            item_id: None,
            created_ms: 1_795_442_607_000,
            completed_ms: Some(1_795_442_667_000),
            estimated_usd: Some(0.35),
        },
        Some(1),
    )
}

/// The peak resident memory of this process so far, in MiB (Linux).
fn peak_mib() -> Option<f64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kib: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib / 1024.0)
}

fn main() -> Res<()> {
    // The child: write the record into one file and say what it took.
    let mut args = std::env::args().skip(1);
    if args.next().as_deref() == Some("--stamp") {
        let path = PathBuf::from(args.next().ok_or("--stamp FILE")?);
        let before = peak_mib().unwrap_or(f64::NAN);
        let started = Instant::now();
        provenance::stamp(&path, &record())?;
        let took = started.elapsed();
        println!(
            "{} {} {}",
            took.as_secs_f64() * 1000.0,
            peak_mib().unwrap_or(f64::NAN),
            before
        );
        return Ok(());
    }
    let mp4_mib: u64 = env_or("GENDESK_BENCH_MP4_MIB", 1024)?;
    let png_side: u32 = env_or("GENDESK_BENCH_PNG_SIDE", 4096)?;
    let dir = tempfile::tempdir()?;
    let mp4 = dir.path().join("film.mp4");
    let png = dir.path().join("noise.png");
    big_film(&mp4, mp4_mib)?;
    noise_png(&png, png_side)?;
    println!(
        "provenance_bench: a {} MiB MP4 (moov first) and a {:.1} MB PNG",
        size(&mp4)? >> 20,
        size(&png)? as f64 / 1e6
    );
    for (label, file) in [
        ("MP4, moov first", &mp4),
        ("MP4, moov last", &mp4),
        ("PNG", &png),
    ] {
        let copy = dir.path().join("stamped");
        if label != "MP4, moov last" {
            std::fs::copy(file, &copy)?;
            // On disk first, as a download's `.part` is: the write is timed, not the copy's flush.
            std::fs::File::open(&copy)?.sync_all()?;
        }
        let (ms, peak, base) = stamp_in_child(&copy)?;
        println!(
            "provenance_bench: record into the {label}: {ms:.1} ms, peak resident {peak:.1} MiB (the process before: {base:.1} MiB)"
        );
        if label == "PNG" || label == "MP4, moov last" {
            std::fs::remove_file(&copy)?;
        }
    }
    downloads(&mp4, &png)
}

fn size(path: &Path) -> Res<u64> {
    Ok(std::fs::metadata(path)?.len())
}

/// Runs this binary with `--stamp FILE`: (milliseconds, peak MiB, MiB before the write).
fn stamp_in_child(file: &Path) -> Res<(f64, f64, f64)> {
    let out = std::process::Command::new(std::env::current_exe()?)
        .arg("--stamp")
        .arg(file)
        .output()?;
    if !out.status.success() {
        return Err(String::from_utf8_lossy(&out.stderr).into_owned().into());
    }
    let text = String::from_utf8(out.stdout)?;
    let figures: Vec<f64> = text
        .split_whitespace()
        .map(str::parse)
        .collect::<Result<_, _>>()?;
    Ok((figures[0], figures[1], figures[2]))
}

/// A sandbox film with its `mdat` padded (after its samples) to about `mib` MiB: `moov` first,
/// chunk offsets still right.
fn big_film(path: &Path, mib: u64) -> Res<()> {
    let media = gendesk_sandbox::media::render(&gendesk_sandbox::media::MediaSpec::Video {
        prompt: "waves".into(),
        width: 640,
        height: 360,
        duration_secs: 2,
        sound: false,
    })?;
    let bytes = media.bytes;
    let mut out = BufWriter::new(std::fs::File::create(path)?);
    let mut at = 0;
    while at < bytes.len() {
        let size = u32::from_be_bytes(bytes[at..at + 4].try_into()?) as usize;
        let kind = &bytes[at + 4..at + 8];
        if kind == b"mdat" {
            let pad = (mib << 20).saturating_sub(bytes.len() as u64);
            let new_size = u32::try_from(size as u64 + pad)?;
            out.write_all(&new_size.to_be_bytes())?;
            out.write_all(b"mdat")?;
            out.write_all(&bytes[at + 8..at + size])?;
            let zeros = vec![0_u8; 1 << 20];
            let mut left = pad;
            while left > 0 {
                let n = left.min(zeros.len() as u64);
                out.write_all(&zeros[..usize::try_from(n)?])?;
                left -= n;
            }
        } else {
            out.write_all(&bytes[at..at + size])?;
        }
        at += size;
    }
    out.flush()?;
    Ok(())
}

/// A PNG of `side`² noise pixels.
fn noise_png(path: &Path, side: u32) -> Res<()> {
    let mut seed = 0x2545_f491_4f6c_dd1d_u64;
    let image = image::RgbImage::from_fn(side, side, |_, _| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        let [a, b, c, ..] = seed.to_le_bytes();
        image::Rgb([a, b, c])
    });
    image.save_with_format(path, image::ImageFormat::Png)?;
    Ok(())
}

/// Downloads each file three times plain and three times with its record from a local server.
fn downloads(mp4: &Path, png: &Path) -> Res<()> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()?;
    let mp4_bytes = bytes::Bytes::from(std::fs::read(mp4)?);
    let png_bytes = bytes::Bytes::from(std::fs::read(png)?);
    let app = axum::Router::new()
        .route(
            "/film.mp4",
            axum::routing::get(move || {
                let body = mp4_bytes.clone();
                async move { body }
            }),
        )
        .route(
            "/noise.png",
            axum::routing::get(move || {
                let body = png_bytes.clone();
                async move { body }
            }),
        );
    let listener = runtime.block_on(tokio::net::TcpListener::bind("127.0.0.1:0"))?;
    let base = format!("http://{}", listener.local_addr()?);
    runtime.spawn(async move { axum::serve(listener, app).await });
    let downloader = Downloader::new(DownloadLimits::default(), &gendesk_api::Network::direct())?;
    let record = record();
    for name in ["film.mp4", "noise.png"] {
        let mut plain = Vec::new();
        let mut recorded = Vec::new();
        // Alternately first and second, so neither pays more for what the other left behind
        // (page cache, a removed folder).
        for round in 0..6 {
            for with_record in [round % 2 == 0, round % 2 != 0] {
                let folder = tempfile::tempdir()?;
                let request = DownloadRequest {
                    url: format!("{base}/{name}"),
                    target_dir: folder.path().to_owned(),
                    file_stem: format!("round{round}"),
                    resume_from_part: false,
                };
                let (_, cancel) = tokio::sync::watch::channel(false);
                let started = Instant::now();
                if with_record {
                    let (_, unrecorded) = runtime.block_on(downloader.download_recorded(
                        &request,
                        &record,
                        &cancel,
                        |_| {},
                    ))?;
                    recorded.push(started.elapsed());
                    if let Some(err) = unrecorded {
                        return Err(format!("the record was not written: {err}").into());
                    }
                } else {
                    runtime.block_on(downloader.download(&request, &cancel, |_| {}))?;
                    plain.push(started.elapsed());
                }
                drop(folder);
            }
        }
        let (plain, recorded) = (median(&mut plain), median(&mut recorded));
        println!(
            "provenance_bench: downloading {name}: {:.0} ms plain, {:.0} ms with the record (median of 6), {:+.1} %",
            plain.as_secs_f64() * 1000.0,
            recorded.as_secs_f64() * 1000.0,
            (recorded.as_secs_f64() / plain.as_secs_f64() - 1.0) * 100.0
        );
    }
    Ok(())
}

fn median(times: &mut [Duration]) -> Duration {
    times.sort();
    times[times.len() / 2]
}
