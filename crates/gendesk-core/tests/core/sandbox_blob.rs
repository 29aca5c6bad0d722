//! The sandbox's large-file endpoint `GET /sandbox/files/blob` over real loopback HTTP: exact
//! length, determinism, `Range` (206/416), query errors (400), and the engine's downloader
//! fetching a blob byte-identically.
#![allow(
    clippy::unwrap_used,
    reason = "integration tests: a failed unwrap is a failed test"
)]

use gendesk_core::download::{DownloadLimits, DownloadRequest, Downloader};
use gendesk_sandbox::SandboxHandle;
use gendesk_sandbox::blob_route::{MAX_BLOB_BYTES, fill};
use gendesk_sandbox::testing::start_sandbox;
use tokio::sync::watch;

/// Crosses several 64 KiB chunks and ends mid-word.
const SIZE: u64 = 200_003;

async fn get(url: &str, range: Option<&str>) -> reqwest::Response {
    let mut request = reqwest::Client::new().get(url);
    if let Some(range) = range {
        request = request.header("range", range);
    }
    request.send().await.unwrap()
}

fn header<'a>(response: &'a reqwest::Response, name: &str) -> &'a str {
    response.headers()[name].to_str().unwrap()
}

fn expected(seed: u64, offset: u64, len: u64) -> Vec<u8> {
    let mut out = vec![0_u8; usize::try_from(len).unwrap()];
    fill(seed, offset, &mut out);
    out
}

async fn full(sandbox: &SandboxHandle, bytes: u64, seed: u64) -> Vec<u8> {
    let response = get(&sandbox.blob_url(bytes, seed), None).await;
    assert_eq!(response.status(), 200);
    assert_eq!(
        header(&response, "content-type"),
        "application/octet-stream"
    );
    assert_eq!(header(&response, "accept-ranges"), "bytes");
    assert_eq!(header(&response, "content-length"), bytes.to_string());
    response.bytes().await.unwrap().to_vec()
}

#[tokio::test]
async fn a_blob_has_the_exact_length_and_is_deterministic_per_seed() {
    let sandbox = start_sandbox(1.0).await;
    let first = full(&sandbox, SIZE, 42).await;
    assert_eq!(first.len(), usize::try_from(SIZE).unwrap());
    assert_eq!(first, full(&sandbox, SIZE, 42).await);
    assert_eq!(first, expected(42, 0, SIZE));
    let other = full(&sandbox, SIZE, 43).await;
    assert_ne!(first, other);
    // Not a shifted copy either.
    assert_ne!(first[8..64], other[..56]);
    // The default seed is 0.
    let url = format!("{}/sandbox/files/blob?bytes=1000", sandbox.base_url());
    let response = get(&url, None).await;
    assert_eq!(response.status(), 200);
    assert_eq!(response.bytes().await.unwrap(), expected(0, 0, 1000));
    // An empty file is fine.
    assert!(full(&sandbox, 0, 1).await.is_empty());
    // Real randomness, not a pattern: every byte value shows up.
    let mut seen = [false; 256];
    for byte in &first {
        seen[usize::from(*byte)] = true;
    }
    assert!(seen.iter().all(|s| *s));
    let counters = sandbox.counters();
    assert_eq!(counters.count("blob", 200), 5, "{counters:?}");
}

#[tokio::test]
async fn ranged_reads_equal_slices_of_a_full_read() {
    let sandbox = start_sandbox(1.0).await;
    let url = sandbox.blob_url(SIZE, 7);
    let whole = full(&sandbox, SIZE, 7).await;
    let last = SIZE - 1;
    // (Range header, first byte, last byte)
    let cases = [
        ("bytes=0-0".to_owned(), 0, 0),
        ("bytes=5-70000".to_owned(), 5, 70_000),
        ("bytes=65530-65545".to_owned(), 65_530, 65_545),
        ("bytes=131071-131073".to_owned(), 131_071, 131_073),
        ("bytes=199990-".to_owned(), 199_990, last),
        ("bytes=-13".to_owned(), SIZE - 13, last),
        ("bytes=-999999".to_owned(), 0, last),
        ("bytes=100-999999".to_owned(), 100, last),
        (format!("bytes={last}-{last}"), last, last),
    ];
    for (range, start, end) in cases {
        let response = get(&url, Some(&range)).await;
        assert_eq!(response.status(), 206, "{range}");
        assert_eq!(
            header(&response, "content-range"),
            format!("bytes {start}-{end}/{SIZE}"),
            "{range}"
        );
        assert_eq!(
            header(&response, "content-length"),
            (end - start + 1).to_string(),
            "{range}"
        );
        assert_eq!(header(&response, "accept-ranges"), "bytes");
        let body = response.bytes().await.unwrap();
        let (from, to) = (
            usize::try_from(start).unwrap(),
            usize::try_from(end).unwrap(),
        );
        assert_eq!(body, whole[from..=to], "{range}");
    }
    // Several ranges or a foreign unit: the whole file (allowed by RFC 9110).
    for range in ["bytes=0-1,5-6", "items=0-1"] {
        let response = get(&url, Some(range)).await;
        assert_eq!(response.status(), 200, "{range}");
        assert_eq!(response.bytes().await.unwrap(), whole, "{range}");
    }
}

#[tokio::test]
async fn the_largest_blob_is_announced_and_its_end_is_readable() {
    let sandbox = start_sandbox(1.0).await;
    let url = sandbox.blob_url(MAX_BLOB_BYTES, 9);
    let response = reqwest::Client::new().head(&url).send().await.unwrap();
    assert_eq!(response.status(), 200);
    assert_eq!(
        header(&response, "content-length"),
        MAX_BLOB_BYTES.to_string()
    );
    let response = get(&url, Some("bytes=-100")).await;
    assert_eq!(response.status(), 206);
    assert_eq!(
        header(&response, "content-range"),
        format!(
            "bytes {}-{}/{MAX_BLOB_BYTES}",
            MAX_BLOB_BYTES - 100,
            MAX_BLOB_BYTES - 1
        )
    );
    assert_eq!(
        response.bytes().await.unwrap(),
        expected(9, MAX_BLOB_BYTES - 100, 100)
    );
}

#[tokio::test]
async fn a_range_beyond_the_end_gets_416_with_the_size() {
    let sandbox = start_sandbox(1.0).await;
    let url = sandbox.blob_url(SIZE, 1);
    for range in [
        format!("bytes={SIZE}-"),
        format!("bytes={}-{}", SIZE + 10, SIZE + 20),
        "bytes=-0".to_owned(),
    ] {
        let response = get(&url, Some(&range)).await;
        assert_eq!(response.status(), 416, "{range}");
        assert_eq!(
            header(&response, "content-range"),
            format!("bytes */{SIZE}"),
            "{range}"
        );
    }
    let response = get(&sandbox.blob_url(0, 1), Some("bytes=0-")).await;
    assert_eq!(response.status(), 416);
    assert_eq!(header(&response, "content-range"), "bytes */0");
}

#[tokio::test]
async fn a_bad_query_gets_400_with_a_clear_text() {
    let sandbox = start_sandbox(1.0).await;
    let base = format!("{}/sandbox/files/blob", sandbox.base_url());
    let cases = [
        ("", "bytes is missing"),
        ("?seed=1", "bytes is missing"),
        ("?bytes=abc", "not a whole number"),
        ("?bytes=-5", "not a whole number"),
        ("?bytes=10&seed=x", "not a whole number"),
        ("?bytes=8589934593", "8 GiB"),
        ("?bytes=1&bytes=2", "given twice"),
        ("?bytes=1&size=2", "unknown query parameter"),
    ];
    for (query, wanted) in cases {
        let response = get(&format!("{base}{query}"), None).await;
        assert_eq!(response.status(), 400, "{query}");
        assert!(
            header(&response, "content-type").starts_with("text/plain"),
            "{query}"
        );
        let text = response.text().await.unwrap();
        assert!(text.contains(wanted), "{query}: {text}");
        assert!(
            text.contains("?bytes=N") || text.contains("8 GiB"),
            "{text}"
        );
    }
}

#[tokio::test]
async fn the_downloader_fetches_a_3_mb_blob_byte_identically() {
    let sandbox = start_sandbox(1.0).await;
    let size = 3_000_000;
    let url = sandbox.blob_url(size, 2024);
    let dir = tempfile::tempdir().unwrap();
    let downloader =
        Downloader::new(DownloadLimits::default(), &gendesk_api::Network::direct()).unwrap();
    let request = DownloadRequest {
        url: url.clone(),
        target_dir: dir.path().to_owned(),
        file_stem: "blob".to_owned(),
        resume_from_part: false,
    };
    let (_keep, cancel) = watch::channel(false);
    let path = downloader
        .download(&request, &cancel, |_| {})
        .await
        .unwrap();
    assert_eq!(path, dir.path().join("blob.bin"));
    let saved = std::fs::read(&path).unwrap();
    assert_eq!(saved.len(), 3_000_000);
    assert_eq!(saved, expected(2024, 0, size));
    assert_eq!(saved, full(&sandbox, size, 2024).await);
}
