use super::*;

#[test]
fn a_report_holds_no_secret_token_or_query_string() {
    keep_out_of_reports("sk-sentinel-api-key-0123456789");
    keep_out_of_reports("whsec_sentinel_webhook");
    keep_out_of_reports("abc"); // too short to search for: ordinary words stay
    let text = scrub(
        "failed with sk-sentinel-api-key-0123456789 and whsec_sentinel_webhook; \
         Authorization: Bearer tok_sentinel_bearer \
         GET https://bucket.example/r/1.png?X-Amz-Signature=sig_sentinel&X-Amz-Credential=c \
         (see https://example.com/docs) abc cabbage http:// httpx",
    );
    for sentinel in [
        "sk-sentinel",
        "whsec_sentinel",
        "tok_sentinel",
        "sig_sentinel",
        "Credential",
    ] {
        assert!(!text.contains(sentinel), "{sentinel} in {text}");
    }
    assert!(
        text.contains("https://bucket.example/r/1.png?***"),
        "{text}"
    );
    assert!(text.contains("(see https://example.com/docs)"), "{text}");
    assert!(text.contains("Bearer ***"), "{text}");
    assert!(text.contains("abc cabbage http:// httpx"), "{text}");
}

#[test]
fn reports_are_written_whole_shown_once_and_pruned_to_the_newest() {
    let dir = tempfile::tempdir().unwrap();
    let folder = folder(dir.path());
    let first = write_report(
        &folder,
        "GenDesk crash report\n\nmessage: first\nplace: a.rs:1:1\n",
    )
    .unwrap();
    let second = write_report(&folder, "GenDesk crash report\n\nmessage: second\n").unwrap();
    assert_ne!(first, second, "two reports in one second get two names");
    let leftovers: Vec<_> = std::fs::read_dir(&folder)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|path| path.extension().is_some_and(|x| x == "part"))
        .collect();
    assert!(leftovers.is_empty(), "{leftovers:?}");

    let shown = take_unseen(&folder);
    assert_eq!(shown.len(), 2);
    assert_eq!(shown[0].path, second, "newest first");
    assert_eq!(shown[1].summary, "message: first\nplace: a.rs:1:1");
    assert!(take_unseen(&folder).is_empty(), "a report is shown once");

    for n in 0..KEPT_REPORTS + 3 {
        write_report(&folder, &format!("message: {n}\n")).unwrap();
    }
    let kept = std::fs::read_dir(&folder)
        .unwrap()
        .filter(|e| {
            e.as_ref()
                .unwrap()
                .path()
                .extension()
                .is_some_and(|x| x == "txt")
        })
        .count();
    assert_eq!(kept, KEPT_REPORTS);
    assert!(!first.exists() && !first.with_extension("seen").exists());
}

#[test]
fn no_folder_means_no_reports() {
    let dir = tempfile::tempdir().unwrap();
    assert!(take_unseen(&dir.path().join("nowhere")).is_empty());
}

/// Every secret the vault saves or reads is kept out of reports: API keys, webhook signing
/// secrets, bucket secret keys and proxy passwords.
#[test]
fn every_secret_the_vault_holds_stays_out_of_reports() {
    use crate::config::{KeyVault, NetworkScope};
    use crate::references::BucketSecret;
    use crate::webhooks::ring::SecretRing;
    let store: std::sync::Arc<keyring_core::CredentialStore> =
        keyring_core::mock::Store::new().unwrap();
    let vault = KeyVault::with_store(store);
    let key = gendesk_api::ApiKey::new("sk-vault-sentinel-key-42").unwrap();
    vault.save("Main", &key).unwrap();
    let mut ring = SecretRing::default();
    ring.learn(3, "whsec-vault-sentinel-ring", 1);
    vault.save_webhook_secrets("Main", &ring).unwrap();
    vault
        .save_bucket_secret("Main", &BucketSecret::new("bucket-vault-sentinel"))
        .unwrap();
    vault
        .save_proxy_password(
            &NetworkScope::Profile("Main".to_owned()),
            &gendesk_api::network::ProxyPassword::new("proxy-vault-sentinel"),
        )
        .unwrap();
    let text = scrub(
        "sk-vault-sentinel-key-42 whsec-vault-sentinel-ring bucket-vault-sentinel proxy-vault-sentinel",
    );
    assert!(!text.contains("sentinel"), "{text}");
}
