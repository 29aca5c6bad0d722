//! The feed's signature: minisign (Ed25519 over the feed's `BLAKE2b` hash) by one of the trusted
//! keys, with a trusted comment that names the feed's version (`gendesk 0.2.0`), so a genuine
//! signature of one feed cannot vouch for another. Verification is the `minisign-verify`
//! crate's; nothing here is cryptography of its own.

use minisign_verify::{Error as MinisignError, PublicKey, Signature};

use super::error::UpdateError;
use super::feed::Feed;

/// The trusted comment a feed of `version` must be signed with.
pub fn expected_comment(version: &semver::Version) -> String {
    format!("gendesk {version}")
}

/// Checks `signature` (the `.minisig` file's text) over `body` against `keys` (base64), then
/// parses the feed and checks that the signed comment names its version.
pub fn verify_feed(body: &[u8], signature: &str, keys: &[String]) -> Result<Feed, UpdateError> {
    let signature =
        Signature::decode(signature).map_err(|err| UpdateError::SignatureUnreadable {
            reason: err.to_string(),
        })?;
    let mut verified = false;
    for key in keys {
        let Ok(key) = PublicKey::from_base64(key) else {
            tracing::warn!("a trusted update key does not decode: {key}");
            continue;
        };
        match key.verify(body, &signature, false) {
            Ok(()) => {
                verified = true;
                break;
            }
            Err(MinisignError::UnexpectedKeyId) => {}
            Err(MinisignError::UnexpectedAlgorithm) => {
                return Err(UpdateError::SignatureUnreadable {
                    reason: crate::t!("problem-catalog-signature-legacy"),
                });
            }
            Err(_) => return Err(UpdateError::BadSignature),
        }
    }
    if !verified {
        return Err(UpdateError::UntrustedKey);
    }
    let feed = Feed::parse(body)?;
    let comment = signature.trusted_comment().trim();
    if comment != expected_comment(&feed.version) {
        return Err(UpdateError::CommentMismatch {
            comment: comment.to_owned(),
            version: feed.version.to_string(),
        });
    }
    Ok(feed)
}
