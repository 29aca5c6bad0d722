//! A person's own pictures as references, with real parts: files on disk, a real
//! S3-compatible server that checks signatures (`s3s-fs`, in-process on loopback), GenDesk's
//! own receiver, and the in-process sandbox, which fetches each reference like the service.
#![allow(
    clippy::unwrap_used,
    reason = "integration tests: a failed unwrap is a failed test"
)]

use std::io::Cursor;
use std::path::Path;
use std::time::{Duration, SystemTime};

use bytes::Bytes;
use gendesk_api::{
    ApiKey, BaseUrl, FailCode, ModelInput, SubmitTaskRequest, TaskRecord, TaskState,
};
use gendesk_core::references::hosting::Hoster;
use gendesk_core::references::{
    BucketClient, BucketSecret, BucketSettings, HostKind, LocalPicture, MAX_REFERENCE_BYTES,
    PictureProblem, PictureType, ReferenceError, SharedFiles,
};
use gendesk_core::webhooks::receiver::{Receiver, ReceiverSettings, delivery_queue};
use gendesk_sandbox::testing::{sandbox_client, start_sandbox, wait_final};
use gendesk_sandbox::{DEMO_KEY, SandboxHandle};
use image::{DynamicImage, ImageFormat, RgbImage, RgbaImage};

const IMAGE: &str = "sandbox/image-fast";
const ACCESS_KEY: &str = "GENDESKTESTKEY";
const SECRET_KEY: &str = "gendesk-test-secret-key-0123456789";
const BUCKET: &str = "references";

fn encoded(image: &DynamicImage, format: ImageFormat) -> Vec<u8> {
    let mut out = Cursor::new(Vec::new());
    image.write_to(&mut out, format).unwrap();
    out.into_inner()
}

fn plain_png(color: [u8; 3]) -> Vec<u8> {
    encoded(
        &DynamicImage::ImageRgb8(RgbImage::from_pixel(120, 80, image::Rgb(color))),
        ImageFormat::Png,
    )
}

/// A picture of noise: it does not compress, so its PNG is about 3 bytes per pixel.
fn noise_png(width: u32, height: u32) -> Vec<u8> {
    let mut rng = fastrand::Rng::with_seed(9);
    let image = RgbImage::from_fn(width, height, |_, _| {
        image::Rgb([rng.u8(..), rng.u8(..), rng.u8(..)])
    });
    encoded(&DynamicImage::ImageRgb8(image), ImageFormat::Png)
}

/// A JPEG stored landscape (40 × 20) whose EXIF says "rotate 90°": shown portrait.
fn sideways_jpeg() -> Vec<u8> {
    let image = RgbImage::from_fn(40, 20, |x, _| {
        if x < 20 {
            image::Rgb([255, 0, 0])
        } else {
            image::Rgb([0, 0, 255])
        }
    });
    let jpeg = encoded(&DynamicImage::ImageRgb8(image), ImageFormat::Jpeg);
    // APP1 "Exif", big-endian TIFF, one IFD entry: Orientation (0x0112) SHORT 1 = 6.
    let tiff: &[u8] = &[
        b'M', b'M', 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0, 0, 0, 0, 0,
    ];
    let mut app1 = b"Exif\0\0".to_vec();
    app1.extend_from_slice(tiff);
    let len = u16::try_from(app1.len() + 2).unwrap();
    let mut out = jpeg[..2].to_vec();
    out.extend_from_slice(&[0xff, 0xe1]);
    out.extend_from_slice(&len.to_be_bytes());
    out.extend_from_slice(&app1);
    out.extend_from_slice(&jpeg[2..]);
    out
}

fn write(dir: &Path, name: &str, bytes: &[u8]) -> std::path::PathBuf {
    let path = dir.join(name);
    std::fs::write(&path, bytes).unwrap();
    path
}

#[test]
fn a_file_is_read_measured_and_fingerprinted() {
    let dir = tempfile::tempdir().unwrap();
    let bytes = plain_png([10, 20, 30]);
    let path = write(dir.path(), "holiday photo.png", &bytes);
    let picture = LocalPicture::read(&path).unwrap();
    assert_eq!(picture.name, "holiday photo.png");
    assert_eq!(picture.source.as_deref(), Some(path.as_path()));
    assert_eq!((picture.width, picture.height), (120, 80));
    assert_eq!(picture.kind, PictureType::Png);
    assert_eq!(picture.byte_len(), bytes.len() as u64);
    assert_eq!(
        picture.source_sha256,
        gendesk_core::references::picture::sha256_hex(&bytes)
    );
    assert_eq!(picture.source_sha256.len(), 64);
    assert!(picture.problems().is_empty());
    assert!(!picture.fitted);
}

#[test]
fn exif_orientation_is_applied_to_size_and_pixels() {
    let picture = LocalPicture::from_bytes("phone.jpg", None, sideways_jpeg().into()).unwrap();
    assert_eq!((picture.width, picture.height), (20, 40));
    let upright = picture.fitted().unwrap();
    assert_eq!((upright.width, upright.height), (20, 40));
    let decoded = image::load_from_memory(&upright.bytes).unwrap().to_rgb8();
    assert_eq!(decoded.dimensions(), (20, 40));
    // Rotated 90° clockwise: the red left half is now the top.
    let top = decoded.get_pixel(10, 5).0;
    let bottom = decoded.get_pixel(10, 35).0;
    assert!(top[0] > 200 && top[2] < 60, "top {top:?}");
    assert!(bottom[2] > 200 && bottom[0] < 60, "bottom {bottom:?}");
}

#[test]
fn a_picture_too_large_is_offered_a_fitted_copy_under_10_mb() {
    let bytes = noise_png(2000, 1800);
    assert!(bytes.len() as u64 >= MAX_REFERENCE_BYTES, "{}", bytes.len());
    let picture = LocalPicture::from_bytes("scan.png", None, bytes.into()).unwrap();
    assert_eq!(
        picture.problems(),
        vec![PictureProblem::TooLarge {
            bytes: picture.byte_len()
        }]
    );
    assert!(
        picture.problems()[0]
            .sentence()
            .ends_with("is too large: references must be under 10 MB")
    );
    let fitted = picture.fitted().unwrap();
    assert!(fitted.fitted && fitted.problems().is_empty(), "{fitted:?}");
    assert_eq!(
        (fitted.name.as_str(), fitted.kind),
        ("scan.jpg", PictureType::Jpeg)
    );
    assert_eq!(fitted.source_sha256, picture.source_sha256);
    assert!(fitted.byte_len() < MAX_REFERENCE_BYTES);
}

#[test]
fn other_types_are_saved_again_and_transparency_is_kept() {
    let gif = encoded(
        &DynamicImage::ImageRgb8(RgbImage::from_pixel(8, 8, image::Rgb([1, 2, 3]))),
        ImageFormat::Gif,
    );
    let picture = LocalPicture::from_bytes("anim.gif", None, gif.into()).unwrap();
    assert_eq!(
        picture.problems(),
        vec![PictureProblem::OtherType(PictureType::Gif)]
    );
    let fitted = picture.fitted().unwrap();
    assert!(fitted.problems().is_empty());
    let clear = encoded(
        &DynamicImage::ImageRgba8(RgbaImage::from_pixel(8, 8, image::Rgba([1, 2, 3, 0]))),
        ImageFormat::Png,
    );
    let fitted = LocalPicture::from_bytes("logo.png", None, clear.into())
        .unwrap()
        .fitted()
        .unwrap();
    assert_eq!(
        (fitted.kind, fitted.name.as_str()),
        (PictureType::Png, "logo.png")
    );
}

#[test]
fn what_is_not_a_usable_picture_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let text = write(dir.path(), "notes.png", b"just some text, not a picture");
    let err = LocalPicture::read(&text).unwrap_err();
    assert_eq!(
        err,
        ReferenceError::NotAPicture {
            name: "notes.png".into()
        }
    );
    assert!(err.to_string().contains("use a JPEG, PNG or WebP file"));
    let mut cut = plain_png([1, 1, 1]);
    cut.truncate(30);
    let cut = write(dir.path(), "cut.png", &cut);
    let err = LocalPicture::read(&cut).unwrap_err();
    assert!(matches!(err, ReferenceError::Damaged { .. }), "{err:?}");
    assert!(err.to_string().contains("save it again"), "{err}");
    let missing = LocalPicture::read(&dir.path().join("gone.png")).unwrap_err();
    assert!(matches!(missing, ReferenceError::Unreadable { .. }));
    assert!(missing.to_string().contains("check that the file exists"));
}

/// An S3-compatible server (s3s-fs) on loopback that checks `SigV4` with one key pair; its
/// endpoint. The bucket is a folder under `root`.
async fn start_s3(root: &Path) -> String {
    std::fs::create_dir_all(root.join(BUCKET)).unwrap();
    let fs = s3s_fs::FileSystem::new(root).unwrap();
    let mut builder = s3s::service::S3ServiceBuilder::new(fs);
    builder.set_auth(s3s::auth::SimpleAuth::from_single(ACCESS_KEY, SECRET_KEY));
    let service = builder.build();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move {
        while let Ok((socket, _)) = listener.accept().await {
            let service = service.clone();
            tokio::spawn(async move {
                let builder = hyper_util::server::conn::auto::Builder::new(
                    hyper_util::rt::TokioExecutor::new(),
                );
                let _ = builder
                    .serve_connection(hyper_util::rt::TokioIo::new(socket), service)
                    .await;
            });
        }
    });
    format!("http://{addr}")
}

fn bucket_settings(endpoint: &str) -> BucketSettings {
    BucketSettings {
        endpoint: endpoint.to_owned(),
        bucket: BUCKET.into(),
        region: "us-east-1".into(),
        virtual_host: false,
        prefix: "gendesk/".into(),
        access_key_id: ACCESS_KEY.into(),
        link_hours: 24,
        delete_when_final: true,
    }
}

fn edit(url: &str) -> SubmitTaskRequest {
    SubmitTaskRequest::asynchronous(
        ModelInput::new("image-to-image", "the same, in watercolour")
            .with("resolution", "1K")
            .with("image_urls", vec![url.to_owned()]),
    )
}

async fn run(sandbox: &SandboxHandle, url: &str) -> TaskRecord {
    let client = sandbox_client(sandbox, DEMO_KEY);
    let task_id = client.submit_task(IMAGE, &edit(url)).await.unwrap();
    wait_final(&client, IMAGE, &task_id).await
}

async fn fetch(url: &str) -> (u16, Bytes) {
    let response = reqwest::get(url).await.unwrap();
    (response.status().as_u16(), response.bytes().await.unwrap())
}

#[tokio::test]
async fn a_local_png_goes_through_the_bucket_to_a_task_that_succeeds() {
    let dir = tempfile::tempdir().unwrap();
    let endpoint = start_s3(&dir.path().join("s3")).await;
    let client = BucketClient::new(
        bucket_settings(&endpoint),
        &BucketSecret::new(SECRET_KEY),
        &gendesk_api::Network::direct(),
    )
    .unwrap();
    client.check().await.unwrap();

    let path = write(dir.path(), "red square.png", &plain_png([230, 20, 20]));
    let picture = LocalPicture::read(&path).unwrap();
    let now = SystemTime::now();
    let hosted = client.upload(&picture, now).await.unwrap();
    assert_eq!(hosted.host, HostKind::Bucket);
    let key = hosted.object_key.clone().unwrap();
    assert!(
        key.starts_with("gendesk/") && key.ends_with("/red_square.png"),
        "{key}"
    );
    assert!(hosted.url.contains("X-Amz-Signature="), "{}", hosted.url);
    let lifetime = hosted.expires_at_ms.unwrap()
        - i64::try_from(
            now.duration_since(SystemTime::UNIX_EPOCH)
                .unwrap()
                .as_millis(),
        )
        .unwrap();
    assert_eq!(lifetime, 24 * 3_600_000);
    // The presigned link serves exactly the file, with no credentials of its own.
    assert_eq!(fetch(&hosted.url).await, (200, picture.bytes.clone()));
    // Unsigned, the object is private.
    let bare = hosted.url.split('?').next().unwrap();
    assert_eq!(fetch(bare).await.0, 403);

    // The sandbox fetches it like the service would, and the result shows the red.
    let sandbox = start_sandbox(50.0).await;
    let record = run(&sandbox, &hosted.url).await;
    assert_eq!(record.state, TaskState::Success, "{record:?}");

    // Deleting removes it; deleting again is fine.
    client.delete(&key).await.unwrap();
    assert_eq!(fetch(&hosted.url).await.0, 404);
    client.delete(&key).await.unwrap();
}

#[tokio::test]
async fn a_wrong_secret_or_an_expired_link_fails_with_image_not_access() {
    let dir = tempfile::tempdir().unwrap();
    let endpoint = start_s3(&dir.path().join("s3")).await;
    let settings = bucket_settings(&endpoint);
    let right = BucketClient::new(
        settings.clone(),
        &BucketSecret::new(SECRET_KEY),
        &gendesk_api::Network::direct(),
    )
    .unwrap();
    let wrong = BucketClient::new(
        settings,
        &BucketSecret::new("not-the-secret"),
        &gendesk_api::Network::direct(),
    )
    .unwrap();
    let picture = LocalPicture::from_bytes("p.png", None, plain_png([1, 2, 3]).into()).unwrap();

    // Uploading with the wrong secret is refused, worded with what to check.
    let err = wrong.upload(&picture, SystemTime::now()).await.unwrap_err();
    let ReferenceError::BucketRefused { status, code, .. } = &err else {
        panic!("{err:?}");
    };
    assert_eq!(*status, 403);
    assert_eq!(code.as_deref(), Some("SignatureDoesNotMatch"));
    assert!(
        err.to_string()
            .contains("check the access key ID and secret key"),
        "{err}"
    );
    assert!(!err.to_string().contains("not-the-secret"));
    let err = wrong.check().await.unwrap_err();
    assert!(matches!(
        err,
        ReferenceError::BucketRefused { status: 403, .. }
    ));

    let hosted = right.upload(&picture, SystemTime::now()).await.unwrap();
    let key = hosted.object_key.unwrap();
    let sandbox = start_sandbox(50.0).await;
    // A link signed with the wrong secret.
    let forged = wrong.link(&key, Duration::from_hours(1), SystemTime::now());
    let record = run(&sandbox, forged.as_str()).await;
    assert_eq!(
        record.fail_code,
        Some(FailCode::ImageNotAccess),
        "{record:?}"
    );
    // A link whose hour ended yesterday.
    let yesterday = SystemTime::now() - Duration::from_hours(25);
    let expired = right.link(&key, Duration::from_hours(1), yesterday);
    let record = run(&sandbox, expired.as_str()).await;
    assert_eq!(
        record.fail_code,
        Some(FailCode::ImageNotAccess),
        "{record:?}"
    );
    let message = record.fail_msg.unwrap();
    assert!(message.contains("HTTP 403"), "{message}");
    assert!(!message.contains("X-Amz-Signature"), "{message}");
    let hint = gendesk_core::wording::fail_code_hint(&FailCode::ImageNotAccess);
    assert!(
        hint.contains("send again and GenDesk hosts it anew"),
        "{hint}"
    );
}

#[tokio::test]
async fn the_receiver_serves_only_the_pictures_picked_under_their_token() {
    let files = SharedFiles::default();
    let (deliveries, _queue) = delivery_queue();
    let settings = ReceiverSettings {
        port: 0,
        ..ReceiverSettings::default()
    };
    let receiver =
        Receiver::start_with_files(&settings, "hooktoken".into(), deliveries, files.clone())
            .await
            .unwrap();
    // Loopback stands in for the tunnel in front of the receiver.
    let host_by = Hoster::Receiver {
        files: files.clone(),
        tunnel: Some(receiver.origin()),
    };
    let picked =
        LocalPicture::from_bytes("green.png", None, plain_png([0, 200, 0]).into()).unwrap();
    let hosted = host_by.host(&picked, SystemTime::now()).await.unwrap();
    assert_eq!(
        (hosted.host, hosted.expires_at_ms),
        (HostKind::Receiver, None)
    );
    assert!(
        hosted
            .url
            .starts_with(&format!("{}/files/", receiver.origin()))
    );
    assert_eq!(fetch(&hosted.url).await, (200, picked.bytes.clone()));

    let (prefix, _) = hosted.url.rsplit_once('/').unwrap();
    let (base, token) = prefix.rsplit_once('/').unwrap();
    assert_eq!(fetch(&format!("{prefix}/other.png")).await.0, 404);
    assert_eq!(
        fetch(&format!("{base}/{}/green.png", "f".repeat(token.len())))
            .await
            .0,
        404
    );
    assert_eq!(
        fetch(&format!("{}/files/{token}", receiver.origin()))
            .await
            .0,
        404
    );
    assert_eq!(
        fetch(&format!("{}/etc/passwd", receiver.origin())).await.0,
        404
    );
    let post = reqwest::Client::new()
        .post(&hosted.url)
        .send()
        .await
        .unwrap();
    assert_eq!(post.status(), 405);

    // A picture never picked is never served, even under a real token's neighbour.
    assert_eq!(files.len(), 1);

    // The sandbox fetches it through the "tunnel" and the task succeeds.
    let sandbox = start_sandbox(50.0).await;
    let record = run(&sandbox, &hosted.url).await;
    assert_eq!(record.state, TaskState::Success, "{record:?}");

    // Without a tunnel there is nowhere to host, and the error says what to set up.
    let nowhere = Hoster::Receiver {
        files,
        tunnel: None,
    };
    let err = nowhere.host(&picked, SystemTime::now()).await.unwrap_err();
    assert_eq!(err, ReferenceError::NoHost);
    assert!(err.to_string().contains("Settings → Reference pictures"));
}

#[tokio::test]
async fn the_sandbox_profile_hosts_pictures_itself() {
    let sandbox = start_sandbox(50.0).await;
    let host_by = Hoster::Sandbox {
        base: BaseUrl::parse(sandbox.base_url()).unwrap(),
        key: ApiKey::new(DEMO_KEY).unwrap(),
        http: reqwest::Client::new(),
    };
    let picture = LocalPicture::from_bytes("blue.webp", None, {
        let image = DynamicImage::ImageRgb8(RgbImage::from_pixel(30, 30, image::Rgb([0, 0, 220])));
        encoded(&image, ImageFormat::WebP).into()
    })
    .unwrap();
    assert_eq!(picture.kind, PictureType::Webp);
    let hosted = host_by.host(&picture, SystemTime::now()).await.unwrap();
    assert_eq!(hosted.host, HostKind::Sandbox);
    assert_eq!(fetch(&hosted.url).await, (200, picture.bytes.clone()));
    let record = run(&sandbox, &hosted.url).await;
    assert_eq!(record.state, TaskState::Success, "{record:?}");
    // A wrong key is refused with the sandbox's words.
    let stranger = Hoster::Sandbox {
        base: BaseUrl::parse(sandbox.base_url()).unwrap(),
        key: ApiKey::new("sk-not-a-demo-key").unwrap(),
        http: reqwest::Client::new(),
    };
    let err = stranger
        .host(&picture, SystemTime::now())
        .await
        .unwrap_err();
    assert!(
        matches!(&err, ReferenceError::Sandbox(text) if text.contains("401")),
        "{err:?}"
    );
}

/// An engine's answer to `HostReferences` request `id`.
async fn hosted_answer(
    engine: &gendesk_core::engine::Engine,
    id: u64,
) -> Result<Vec<gendesk_core::references::HostedReference>, (usize, ReferenceError)> {
    use gendesk_core::engine::{Event, ReferenceEvent};
    let events = gendesk_core::testing::collect_until(engine, |events| {
        events.iter().any(|e| {
            matches!(e, Event::Reference(ReferenceEvent::Hosted { id: i, .. } | ReferenceEvent::Failed { id: i, .. }) if *i == id)
        })
    })
    .await;
    events
        .into_iter()
        .find_map(|e| match e {
            Event::Reference(ReferenceEvent::Hosted { id: i, references }) if i == id => {
                Some(Ok(references))
            }
            Event::Reference(ReferenceEvent::Failed {
                id: i,
                index,
                error,
            }) if i == id => Some(Err((index, error))),
            _ => None,
        })
        .unwrap()
}

fn edit_command(url: &str) -> gendesk_core::engine::Command {
    gendesk_core::engine::Command::SubmitTask {
        model: IMAGE.into(),
        kind: gendesk_api::ModelKind::Image,
        request: edit(url),
        price: gendesk_core::batch::estimate::PriceSource::Sandbox,
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn the_engine_hosts_pictures_records_where_they_came_from_and_they_survive_a_restart() {
    use gendesk_core::engine::{Command, Engine, Event, TaskEvent};
    let sandbox = start_sandbox(50.0).await;
    let dir = tempfile::tempdir().unwrap();
    let path = write(dir.path(), "mine.png", &plain_png([200, 10, 10]));
    let picture = LocalPicture::read(&path).unwrap();
    let config = gendesk_core::testing::config(&sandbox, dir.path(), DEMO_KEY);
    let engine = Engine::start(config.clone(), std::sync::Arc::new(|| {})).unwrap();
    engine
        .send(Command::HostReferences {
            id: 7,
            pictures: vec![picture.clone()],
        })
        .unwrap();
    let hosted = hosted_answer(&engine, 7).await.unwrap();
    assert_eq!(hosted.len(), 1);
    assert_eq!(hosted[0].host, HostKind::Sandbox);
    engine.send(edit_command(&hosted[0].url)).unwrap();
    let events =
        gendesk_core::testing::collect_until(&engine, gendesk_core::testing::final_update).await;
    let state = events.iter().find_map(|e| match e {
        Event::Task(TaskEvent::TaskUpdated {
            state,
            is_final: true,
            ..
        }) => Some(state.clone()),
        _ => None,
    });
    assert_eq!(state, Some(TaskState::Success));
    engine.shutdown();

    // Where the link came from is in the history, after a restart too.
    let store = gendesk_core::store::Store::open(&config.db_path).unwrap();
    let profile = store.profile_by_name("Offline sandbox").unwrap().unwrap();
    let sources = store
        .reference_sources(
            profile.id,
            &[
                hosted[0].url.clone(),
                "https://elsewhere.example/x.png".into(),
            ],
        )
        .unwrap();
    assert_eq!(sources.len(), 1);
    let source = &sources[0];
    assert_eq!(source.source_path.as_deref(), Some(path.as_path()));
    assert_eq!(source.source_sha256, picture.source_sha256);
    assert_eq!(
        (source.width, source.height, source.host),
        (120, 80, HostKind::Sandbox)
    );
    assert_eq!(source.byte_len, picture.byte_len());
}

#[tokio::test(flavor = "multi_thread")]
async fn a_bucket_profile_uploads_and_deletes_the_copy_once_its_task_is_final() {
    use gendesk_core::engine::{Command, Engine, Event, ReferenceEvent, ReferenceSetup};
    let sandbox = start_sandbox(50.0).await;
    let dir = tempfile::tempdir().unwrap();
    let endpoint = start_s3(&dir.path().join("s3")).await;
    let mut config = gendesk_core::testing::config(&sandbox, dir.path(), DEMO_KEY);
    // A "remote" profile (not the sandbox's own hosting) whose service happens to be the sandbox.
    config.is_sandbox = false;
    config.profile_name = "My account".into();
    config.references = ReferenceSetup::Bucket {
        settings: bucket_settings(&endpoint),
        secret: Some(BucketSecret::new(SECRET_KEY)),
    };
    let engine = Engine::start(config.clone(), std::sync::Arc::new(|| {})).unwrap();
    let picture =
        LocalPicture::from_bytes("pasted.png", None, plain_png([5, 5, 200]).into()).unwrap();
    engine
        .send(Command::HostReferences {
            id: 1,
            pictures: vec![picture],
        })
        .unwrap();
    let hosted = hosted_answer(&engine, 1).await.unwrap();
    assert_eq!(hosted[0].host, HostKind::Bucket);
    assert_eq!(fetch(&hosted[0].url).await.0, 200);
    engine.send(edit_command(&hosted[0].url)).unwrap();
    gendesk_core::testing::collect_until(&engine, |events| {
        events
            .iter()
            .any(|e| matches!(e, Event::Reference(ReferenceEvent::Deleted { count: 1 })))
    })
    .await;
    assert_eq!(fetch(&hosted[0].url).await.0, 404);
    let store = gendesk_core::store::Store::open(&config.db_path).unwrap();
    let profile = store.profile_by_name("My account").unwrap().unwrap();
    let source = &store
        .reference_sources(profile.id, &[hosted[0].url.clone()])
        .unwrap()[0];
    assert!(source.deleted_ms.is_some());
    assert_eq!(source.source_path, None);

    // Switched to "nothing set up", a picture cannot be hosted, and the answer says what to do.
    engine
        .send(Command::SetReferenceHosting(ReferenceSetup::None))
        .unwrap();
    let picture = LocalPicture::from_bytes("p.png", None, plain_png([1, 1, 1]).into()).unwrap();
    engine
        .send(Command::HostReferences {
            id: 2,
            pictures: vec![picture.clone()],
        })
        .unwrap();
    assert_eq!(
        hosted_answer(&engine, 2).await,
        Err((0, ReferenceError::NoHost))
    );
    // The receiver way needs the receiver running.
    engine
        .send(Command::SetReferenceHosting(ReferenceSetup::Receiver {
            tunnel: Some("https://tunnel.example".into()),
        }))
        .unwrap();
    engine
        .send(Command::HostReferences {
            id: 3,
            pictures: vec![picture],
        })
        .unwrap();
    assert_eq!(
        hosted_answer(&engine, 3).await,
        Err((0, ReferenceError::ReceiverOff))
    );
    engine.shutdown();

    // The bucket's secret key is nowhere on disk: not in the history, its WAL or anything else
    // GenDesk wrote (the presigned links hold a signature made with it, never the key).
    let written = files_containing(dir.path(), SECRET_KEY.as_bytes());
    assert!(written.is_empty(), "the secret key is in {written:?}");
}

/// Every file under `dir` whose bytes contain `needle`.
fn files_containing(dir: &Path, needle: &[u8]) -> Vec<String> {
    let mut found = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(next) = stack.pop() {
        for entry in std::fs::read_dir(&next).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else if std::fs::read(&path)
                .unwrap()
                .windows(needle.len())
                .any(|w| w == needle)
            {
                found.push(path.display().to_string());
            }
        }
    }
    found
}

#[test]
fn the_bucket_secret_goes_to_the_keyring_and_the_settings_to_the_profiles_file() {
    use gendesk_core::config::{KeyVault, ProfileConfig, ProfileKind, Profiles};
    use gendesk_core::references::ReferenceHosting;
    let dir = tempfile::tempdir().unwrap();
    let vault = KeyVault::with_store(keyring_core::mock::Store::new().unwrap());
    vault
        .save_bucket_secret("My account", &BucketSecret::new(SECRET_KEY))
        .unwrap();
    assert_eq!(
        vault.load_bucket_secret("My account").unwrap(),
        Some(BucketSecret::new(SECRET_KEY))
    );
    let mut profiles = Profiles::default();
    profiles
        .add(ProfileConfig {
            name: "My account".into(),
            base_url: "https://api.example.com".into(),
            kind: ProfileKind::Remote,
            default_model: None,
            models: None,
            receiver: None,
            references: ReferenceHosting::Bucket(bucket_settings("https://r2.example.com")),
            spending_limit: gendesk_core::config::LimitCents::default(),
        })
        .unwrap();
    let path = dir.path().join("profiles.toml");
    profiles.save(&path).unwrap();
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.contains("host = \"bucket\""), "{text}");
    assert!(text.contains(ACCESS_KEY), "{text}");
    assert!(!text.contains(SECRET_KEY), "{text}");
    assert_eq!(Profiles::load(&path).unwrap(), profiles);
    vault.delete_bucket_secret("My account").unwrap();
    assert_eq!(vault.load_bucket_secret("My account").unwrap(), None);
}
