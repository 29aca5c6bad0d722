//! Test peers for updates (feature `testing`): a feed server on loopback over HTTP or HTTPS
//! (a private CA made with rcgen), which can cut a download short once or ignore `Range`, and
//! logs every request; minisign signing keys (the committed test key this build trusts, or a
//! fresh one it does not); and a release published to the server as the release workflow
//! would publish it (packages, catalogue, `update.json` and its signature).
//!
//! Only for tests: every failure here panics, which is a test failure.
#![allow(
    clippy::missing_panics_doc,
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "test scaffolding: a failure here is a test failure"
)]

use std::collections::{BTreeMap, HashMap};
use std::io::Cursor;
use std::sync::{Arc, Mutex};

use sha2::{Digest, Sha256};
use tokio::io::{AsyncRead, AsyncReadExt, AsyncWrite, AsyncWriteExt};
use tokio::net::TcpListener;

use super::feed::{CatalogRef, FEED_FORMAT, FeedDoc, FileRef, PackageKind};
use super::signature::expected_comment;

/// The committed test key's secret half (no password; trusted only by test builds).
const TEST_SECRET_KEY: &str = include_str!("../../tests/fixtures/update/test.key");

/// A minisign key pair to sign feeds with.
pub struct SigningKey {
    public: minisign::PublicKey,
    secret: minisign::SecretKey,
}

impl SigningKey {
    /// The committed test key, which builds with the `testing` feature trust.
    pub fn trusted() -> Self {
        let secret = minisign::SecretKeyBox::from_string(TEST_SECRET_KEY)
            .unwrap()
            .into_unencrypted_secret_key()
            .unwrap();
        let public = minisign::PublicKey::from_base64(super::keys::TEST_KEY).unwrap();
        Self { public, secret }
    }

    /// A fresh key nothing trusts.
    pub fn untrusted() -> Self {
        let pair = minisign::KeyPair::generate_unencrypted_keypair().unwrap();
        Self {
            public: pair.pk,
            secret: pair.sk,
        }
    }

    /// The public key, base64.
    pub fn public_base64(&self) -> String {
        self.public.to_base64()
    }

    /// A `.minisig` of `data` with this trusted comment.
    pub fn sign(&self, data: &[u8], trusted_comment: &str) -> String {
        minisign::sign(
            Some(&self.public),
            &self.secret,
            Cursor::new(data),
            Some(trusted_comment),
            Some("signature from the GenDesk test key"),
        )
        .unwrap()
        .into_string()
    }
}

/// How the server misbehaves, for the download tests.
#[derive(Debug, Clone, Default)]
pub struct Quirks {
    /// The first request for this path sends only this many bytes, then hangs up.
    pub cut_once: Option<(String, usize)>,
    /// Answers every request with the whole file (200), whatever its `Range`.
    pub ignore_range: bool,
    /// The first request for this path sends only this many bytes, then keeps the connection
    /// open without sending more (a stalled download, for *Cancel*).
    pub stall_once: Option<(String, usize)>,
}

/// One request the server answered.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Seen {
    /// The path asked for.
    pub path: String,
    /// The `Range` header, when sent.
    pub range: Option<String>,
}

#[derive(Default)]
struct Shared {
    files: HashMap<String, Vec<u8>>,
    seen: Vec<Seen>,
    quirks: Quirks,
}

/// A file server on 127.0.0.1 (HTTP/1.1, one request per connection).
pub struct FeedServer {
    base: String,
    shared: Arc<Mutex<Shared>>,
    ca_pem: Option<String>,
    task: tokio::task::JoinHandle<()>,
}

impl Drop for FeedServer {
    fn drop(&mut self) {
        self.task.abort();
    }
}

impl FeedServer {
    /// Plain HTTP on loopback.
    pub async fn http() -> Self {
        Self::start(None).await
    }

    /// HTTPS on loopback with a certificate for `localhost` from a fresh private CA
    /// ([`Self::ca_pem`]); clients must be told to trust it.
    pub async fn https() -> Self {
        Self::start(Some(tls_acceptor())).await
    }

    async fn start(tls: Option<(tokio_rustls::TlsAcceptor, String)>) -> Self {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let port = listener.local_addr().unwrap().port();
        let shared = Arc::new(Mutex::new(Shared::default()));
        let (base, acceptor, ca_pem) = match tls {
            Some((acceptor, ca)) => (
                format!("https://localhost:{port}"),
                Some(acceptor),
                Some(ca),
            ),
            None => (format!("http://127.0.0.1:{port}"), None, None),
        };
        let serving = shared.clone();
        let task = tokio::spawn(async move {
            loop {
                let Ok((stream, _)) = listener.accept().await else {
                    return;
                };
                let shared = serving.clone();
                let acceptor = acceptor.clone();
                tokio::spawn(async move {
                    match acceptor {
                        Some(acceptor) => {
                            if let Ok(stream) = acceptor.accept(stream).await {
                                serve(stream, shared).await;
                            }
                        }
                        None => serve(stream, shared).await,
                    }
                });
            }
        });
        Self {
            base,
            shared,
            ca_pem,
            task,
        }
    }

    /// The address of `path` (which starts with `/`).
    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    /// The private CA's certificate (HTTPS servers).
    pub fn ca_pem(&self) -> Option<&str> {
        self.ca_pem.as_deref()
    }

    /// Serves `body` at `path`.
    pub fn put(&self, path: &str, body: impl Into<Vec<u8>>) {
        self.shared
            .lock()
            .unwrap()
            .files
            .insert(path.to_owned(), body.into());
    }

    /// The bytes served at `path`.
    pub fn get(&self, path: &str) -> Option<Vec<u8>> {
        self.shared.lock().unwrap().files.get(path).cloned()
    }

    /// Sets how the server misbehaves.
    pub fn set_quirks(&self, quirks: Quirks) {
        self.shared.lock().unwrap().quirks = quirks;
    }

    /// Every request so far.
    pub fn seen(&self) -> Vec<Seen> {
        self.shared.lock().unwrap().seen.clone()
    }

    /// The `Range` header of every request for `path`, in order.
    pub fn ranges_for(&self, path: &str) -> Vec<Option<String>> {
        self.seen()
            .into_iter()
            .filter(|s| s.path == path)
            .map(|s| s.range)
            .collect()
    }

    /// How many requests asked for `path`.
    pub fn requests_for(&self, path: &str) -> usize {
        self.seen().iter().filter(|s| s.path == path).count()
    }
}

/// A private CA and a `localhost`/127.0.0.1 certificate signed by it.
/// A TLS acceptor with a certificate for `localhost` (CN=localhost) issued by a fresh private
/// CA (CN=GenDesk test CA), and that CA's PEM.
pub(crate) fn tls_acceptor() -> (tokio_rustls::TlsAcceptor, String) {
    use rcgen::{BasicConstraints, CertificateParams, CertifiedIssuer, DnType, IsCa, KeyPair};
    let mut ca_params = CertificateParams::new(Vec::<String>::new()).unwrap();
    ca_params.is_ca = IsCa::Ca(BasicConstraints::Unconstrained);
    ca_params
        .distinguished_name
        .push(DnType::CommonName, "GenDesk test CA");
    ca_params.key_usages = vec![
        rcgen::KeyUsagePurpose::KeyCertSign,
        rcgen::KeyUsagePurpose::DigitalSignature,
    ];
    let ca = CertifiedIssuer::self_signed(ca_params, KeyPair::generate().unwrap()).unwrap();
    let leaf_key = KeyPair::generate().unwrap();
    let mut leaf_params =
        CertificateParams::new(vec!["localhost".to_owned(), "127.0.0.1".to_owned()]).unwrap();
    leaf_params.distinguished_name = rcgen::DistinguishedName::new();
    leaf_params
        .distinguished_name
        .push(DnType::CommonName, "localhost");
    let leaf = leaf_params.signed_by(&leaf_key, &ca).unwrap();
    let provider = Arc::new(tokio_rustls::rustls::crypto::aws_lc_rs::default_provider());
    let config = tokio_rustls::rustls::ServerConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .unwrap()
        .with_no_client_auth()
        .with_single_cert(
            vec![leaf.der().clone()],
            tokio_rustls::rustls::pki_types::PrivateKeyDer::Pkcs8(leaf_key.serialize_der().into()),
        )
        .unwrap();
    (tokio_rustls::TlsAcceptor::from(Arc::new(config)), ca.pem())
}

/// Answers one request: the file, whole or from a `Range` start, or 404.
async fn serve(mut stream: impl AsyncRead + AsyncWrite + Unpin, shared: Arc<Mutex<Shared>>) {
    let mut head = Vec::new();
    let mut byte = [0_u8; 1];
    while !head.ends_with(b"\r\n\r\n") {
        match stream.read(&mut byte).await {
            Ok(1) => head.push(byte[0]),
            _ => return,
        }
        if head.len() > 16 * 1024 {
            return;
        }
    }
    let head = String::from_utf8_lossy(&head).into_owned();
    let path = head
        .lines()
        .next()
        .and_then(|line| line.split_whitespace().nth(1))
        .unwrap_or("/")
        .to_owned();
    let range = head.lines().find_map(|line| {
        let (name, value) = line.split_once(':')?;
        name.eq_ignore_ascii_case("range")
            .then(|| value.trim().to_owned())
    });
    let (body, cut, stall, ignore_range) = {
        let mut shared = shared.lock().unwrap();
        shared.seen.push(Seen {
            path: path.clone(),
            range: range.clone(),
        });
        let cut = match &shared.quirks.cut_once {
            Some((cut_path, bytes)) if *cut_path == path => {
                let bytes = *bytes;
                shared.quirks.cut_once = None;
                Some(bytes)
            }
            _ => None,
        };
        let stall = match &shared.quirks.stall_once {
            Some((stall_path, bytes)) if *stall_path == path => {
                let bytes = *bytes;
                shared.quirks.stall_once = None;
                Some(bytes)
            }
            _ => None,
        };
        (
            shared.files.get(&path).cloned(),
            cut,
            stall,
            shared.quirks.ignore_range,
        )
    };
    let Some(body) = body else {
        let _sent = stream
            .write_all(b"HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
            .await;
        return;
    };
    let start = range
        .as_deref()
        .filter(|_| !ignore_range)
        .and_then(|r| r.strip_prefix("bytes="))
        .and_then(|r| r.split('-').next())
        .and_then(|s| s.parse::<usize>().ok())
        .filter(|start| *start < body.len());
    let total = body.len();
    let (status, extra, part) = match start {
        Some(start) => (
            "206 Partial Content",
            format!("Content-Range: bytes {start}-{}/{total}\r\n", total - 1),
            &body[start..],
        ),
        None => ("200 OK", String::new(), &body[..]),
    };
    let header = format!(
        "HTTP/1.1 {status}\r\nContent-Type: application/octet-stream\r\nContent-Length: {}\r\nAccept-Ranges: bytes\r\n{extra}Connection: close\r\n\r\n",
        part.len()
    );
    if stream.write_all(header.as_bytes()).await.is_err() {
        return;
    }
    if let Some(n) = stall {
        let _sent = stream.write_all(&part[..n.min(part.len())]).await;
        let _flushed = stream.flush().await;
        tokio::time::sleep(std::time::Duration::from_mins(10)).await;
        return;
    }
    let send = cut.map_or(part, |n| &part[..n.min(part.len())]);
    let _sent = stream.write_all(send).await;
    let _flushed = stream.flush().await;
    let _closed = stream.shutdown().await;
}

/// A tar.gz laid out as `packaging/build.sh` makes it (`gendesk-<version>-linux-x86_64/` with
/// `bin/gendesk` and the desktop entry), whose binary is `binary`.
pub fn linux_tarball(version: &str, binary: &[u8]) -> Vec<u8> {
    let mut builder = tar::Builder::new(flate2::write::GzEncoder::new(
        Vec::new(),
        flate2::Compression::fast(),
    ));
    let top = format!("gendesk-{version}-linux-x86_64");
    let desktop = format!("[Desktop Entry]\nName=GenDesk {version}\n");
    let files: [(String, &[u8], u32); 2] = [
        (format!("{top}/bin/gendesk"), binary, 0o755),
        (
            format!("{top}/share/applications/{}.desktop", crate::APP_ID),
            desktop.as_bytes(),
            0o644,
        ),
    ];
    for (path, body, mode) in files {
        let mut header = tar::Header::new_gnu();
        header.set_size(body.len() as u64);
        header.set_mode(mode);
        header.set_cksum();
        builder.append_data(&mut header, path, body).unwrap();
    }
    builder.into_inner().unwrap().finish().unwrap()
}

/// The built-in catalogue as `version`, with one more model: a real service's "Acme Image Ultra"
/// (`acme/image-ultra`).
pub fn catalogue_with_a_new_model(version: u32) -> String {
    let mut doc: serde_json::Value =
        serde_json::from_str(crate::catalog::Catalog::builtin_json()).unwrap();
    doc["version"] = version.into();
    doc["models"]
        .as_array_mut()
        .unwrap()
        .push(serde_json::json!({
            "id": "acme/image-ultra",
            "display_name": "Acme Image Ultra",
            "kind": "image",
            "description": "The service's newest image model"
        }));
    serde_json::to_string_pretty(&doc).unwrap()
}

/// A tar.gz installation under `root` (`bin/gendesk`, the desktop entry), as a person has after
/// unpacking the archive into `~/.local`, whose binary is the script `binary`; returns the
/// binary's path.
#[cfg(unix)]
pub fn scratch_installation(root: &std::path::Path, binary: &[u8]) -> std::path::PathBuf {
    use std::os::unix::fs::PermissionsExt as _;
    let exe = root.join("bin/gendesk");
    std::fs::create_dir_all(root.join("bin")).unwrap();
    std::fs::write(&exe, binary).unwrap();
    std::fs::set_permissions(&exe, std::fs::Permissions::from_mode(0o755)).unwrap();
    let applications = root.join("share/applications");
    std::fs::create_dir_all(&applications).unwrap();
    std::fs::write(
        applications.join(format!("{}.desktop", crate::APP_ID)),
        "[Desktop Entry]\nName=GenDesk\n",
    )
    .unwrap();
    exe
}

/// A shell script standing in for a GenDesk binary: `--version` prints `prints`.
pub fn script_binary(prints: &str) -> Vec<u8> {
    format!("#!/bin/sh\necho '{prints}'\n").into_bytes()
}

/// The SHA-256 of `bytes`, lowercase hex.
pub fn sha256_hex(bytes: &[u8]) -> String {
    hex::encode(Sha256::digest(bytes))
}

/// A release as the release workflow publishes it.
#[derive(Debug, Clone)]
pub struct TestRelease {
    /// Its version.
    pub version: String,
    /// When the feed was published.
    pub published: String,
    /// Its notes.
    pub notes: String,
    /// The oldest version that need not hurry.
    pub minimum_version: Option<String>,
    /// Packages: kind → (file name, bytes).
    pub packages: BTreeMap<PackageKind, (String, Vec<u8>)>,
    /// The catalogue: (version, document).
    pub catalog: Option<(u32, String)>,
}

impl TestRelease {
    /// A release of `version` published at `published` (RFC 3339), with no files yet.
    pub fn new(version: &str, published: &str) -> Self {
        Self {
            version: version.to_owned(),
            published: published.to_owned(),
            notes: format!("## GenDesk {version}\n\n- Faster start\n- New models"),
            minimum_version: None,
            packages: BTreeMap::new(),
            catalog: None,
        }
    }

    /// Adds a package.
    #[must_use]
    pub fn with_package(mut self, kind: PackageKind, name: &str, bytes: Vec<u8>) -> Self {
        self.packages.insert(kind, (name.to_owned(), bytes));
        self
    }

    /// Adds a catalogue.
    #[must_use]
    pub fn with_catalog(mut self, version: u32, document: String) -> Self {
        self.catalog = Some((version, document));
        self
    }

    /// The feed document naming the files at `server`.
    pub fn feed_doc(&self, server: &FeedServer) -> FeedDoc {
        let file = |path: &str, bytes: &[u8]| FileRef {
            url: server.url(path),
            size: bytes.len() as u64,
            sha256: sha256_hex(bytes),
        };
        FeedDoc {
            format: FEED_FORMAT,
            version: self.version.clone(),
            published: self.published.clone(),
            notes: self.notes.clone(),
            minimum_version: self.minimum_version.clone(),
            packages: self
                .packages
                .iter()
                .map(|(kind, (name, bytes))| (*kind, file(&format!("/files/{name}"), bytes)))
                .collect(),
            catalog: self.catalog.as_ref().map(|(version, doc)| CatalogRef {
                version: *version,
                file: file(&format!("/files/catalog-{version}.json"), doc.as_bytes()),
            }),
        }
    }

    /// Publishes the files, `update.json` and `update.json.minisig` (signed by `key` with the
    /// comment the app expects) at `server`; returns the feed's address.
    pub fn publish(&self, server: &FeedServer, key: &SigningKey) -> String {
        for (name, bytes) in self.packages.values() {
            server.put(&format!("/files/{name}"), bytes.clone());
        }
        if let Some((version, doc)) = &self.catalog {
            server.put(&format!("/files/catalog-{version}.json"), doc.clone());
        }
        let feed = serde_json::to_vec_pretty(&self.feed_doc(server)).unwrap();
        let comment = expected_comment(&semver::Version::parse(&self.version).unwrap());
        server.put("/update.json.minisig", key.sign(&feed, &comment));
        server.put("/update.json", feed);
        server.url("/update.json")
    }
}
