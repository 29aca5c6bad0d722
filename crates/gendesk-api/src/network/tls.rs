//! TLS as GenDesk does it: rustls with the operating system's trust store
//! (rustls-platform-verifier, so a certificate authority a company installed is trusted) plus the
//! profile's extra certificate authorities — and, when a server's certificate is refused, the
//! refused certificate's subject and issuer carried in the error, so the message can say which
//! certificate was presented and where to add its authority. Verification is never weakened:
//! the wrapper only names what the platform's verifier refused.

use std::error::Error;
use std::fmt;
use std::sync::Arc;

use rustls::client::danger::{HandshakeSignatureValid, ServerCertVerified, ServerCertVerifier};
use rustls::pki_types::{CertificateDer, ServerName, UnixTime};
use rustls::{CertificateError, DigitallySignedStruct, OtherError, SignatureScheme};

/// A server certificate the verifier refused, named.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct PresentedCertificate {
    /// The host GenDesk connected to.
    pub host: String,
    /// The certificate's subject, e.g. `CN=api.example.com, O=Example`.
    pub subject: String,
    /// Who issued it, e.g. `CN=Corp Inspection CA`.
    pub issuer: String,
    /// Why it was refused, e.g. `unknown issuer`.
    pub problem: String,
}

impl fmt::Display for PresentedCertificate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the certificate presented for {} ({}, issued by {}) is not trusted: {}",
            self.host, self.subject, self.issuer, self.problem
        )
    }
}

impl Error for PresentedCertificate {}

/// The rustls configuration every client uses: the platform's verifier with `extra_roots`,
/// refusals named.
pub(crate) fn client_config(extra_roots: &[Vec<u8>]) -> Result<rustls::ClientConfig, String> {
    let provider = Arc::new(rustls::crypto::aws_lc_rs::default_provider());
    let roots = extra_roots
        .iter()
        .map(|der| CertificateDer::from(der.clone()))
        .collect::<Vec<_>>();
    let platform = if roots.is_empty() {
        rustls_platform_verifier::Verifier::new(provider.clone())
    } else {
        rustls_platform_verifier::Verifier::new_with_extra_roots(roots, provider.clone())
    }
    .map_err(|err| format!("the system's certificate store could not be used: {err}"))?;
    let mut config = rustls::ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .map_err(|err| err.to_string())?
        // A custom verifier, not a weaker one: every decision is the platform verifier's.
        .dangerous()
        .with_custom_certificate_verifier(Arc::new(Naming {
            inner: Arc::new(platform),
        }))
        .with_no_client_auth();
    config.alpn_protocols = vec![b"h2".to_vec(), b"http/1.1".to_vec()];
    Ok(config)
}

/// The refused certificate in an error chain, when a certificate was refused.
pub fn presented_certificate(err: &(dyn Error + 'static)) -> Option<PresentedCertificate> {
    let mut layer: Option<&(dyn Error + 'static)> = Some(err);
    while let Some(current) = layer {
        if let Some(found) = within(current, 0) {
            return Some(found);
        }
        layer = current.source();
    }
    None
}

/// `err` itself, or what the `io::Error`s it is made of wrap: an `io::Error`'s `source` skips
/// the error it wraps, and hyper-rustls wraps tokio-rustls's `io::Error` (around rustls's) in
/// another.
fn within(err: &(dyn Error + 'static), depth: usize) -> Option<PresentedCertificate> {
    if let Some(found) = from_rustls(err) {
        return Some(found);
    }
    let io = err.downcast_ref::<std::io::Error>()?;
    let inner = io.get_ref()?;
    // Two layers are what hyper-rustls makes; a few more cost nothing and stop any loop.
    (depth < 8).then(|| within(inner, depth + 1)).flatten()
}

fn from_rustls(err: &(dyn Error + 'static)) -> Option<PresentedCertificate> {
    match err.downcast_ref::<rustls::Error>()? {
        rustls::Error::InvalidCertificate(CertificateError::Other(other)) => {
            other.0.downcast_ref::<PresentedCertificate>().cloned()
        }
        _ => None,
    }
}

/// Names what `inner` refuses.
#[derive(Debug)]
struct Naming {
    inner: Arc<dyn ServerCertVerifier>,
}

impl ServerCertVerifier for Naming {
    fn verify_server_cert(
        &self,
        end_entity: &CertificateDer<'_>,
        intermediates: &[CertificateDer<'_>],
        server_name: &ServerName<'_>,
        ocsp_response: &[u8],
        now: UnixTime,
    ) -> Result<ServerCertVerified, rustls::Error> {
        self.inner
            .verify_server_cert(end_entity, intermediates, server_name, ocsp_response, now)
            .map_err(|err| match err {
                rustls::Error::InvalidCertificate(problem) => {
                    let named = name(end_entity, server_name, &problem);
                    rustls::Error::InvalidCertificate(CertificateError::Other(OtherError(
                        Arc::new(named),
                    )))
                }
                other => other,
            })
    }

    fn verify_tls12_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        self.inner.verify_tls12_signature(message, cert, dss)
    }

    fn verify_tls13_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        self.inner.verify_tls13_signature(message, cert, dss)
    }

    fn supported_verify_schemes(&self) -> Vec<SignatureScheme> {
        self.inner.supported_verify_schemes()
    }

    fn requires_raw_public_keys(&self) -> bool {
        self.inner.requires_raw_public_keys()
    }
}

fn name(
    end_entity: &CertificateDer<'_>,
    server_name: &ServerName<'_>,
    problem: &CertificateError,
) -> PresentedCertificate {
    let (subject, issuer) = match x509_parser::parse_x509_certificate(end_entity.as_ref()) {
        Ok((_, cert)) => (
            readable(&cert.subject().to_string()),
            readable(&cert.issuer().to_string()),
        ),
        Err(_) => ("an unreadable certificate".to_owned(), "unknown".to_owned()),
    };
    PresentedCertificate {
        host: server_name.to_str().into_owned(),
        subject,
        issuer,
        problem: problem_words(problem),
    }
}

fn readable(name: &str) -> String {
    if name.trim().is_empty() {
        "no name".to_owned()
    } else {
        name.to_owned()
    }
}

fn problem_words(problem: &CertificateError) -> String {
    match problem {
        CertificateError::UnknownIssuer => {
            "it was issued by an authority this computer does not trust".to_owned()
        }
        CertificateError::Expired | CertificateError::ExpiredContext { .. } => {
            "it has expired".to_owned()
        }
        CertificateError::NotValidYet | CertificateError::NotValidYetContext { .. } => {
            "it is not valid yet (is this computer's clock right?)".to_owned()
        }
        CertificateError::NotValidForName | CertificateError::NotValidForNameContext { .. } => {
            "it is for another name".to_owned()
        }
        CertificateError::Revoked => "it has been revoked".to_owned(),
        CertificateError::BadSignature => "its signature is wrong".to_owned(),
        other => format!("{other:?}")
            .chars()
            .take(160)
            .collect::<String>()
            .to_lowercase(),
    }
}
