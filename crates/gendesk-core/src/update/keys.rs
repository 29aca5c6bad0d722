//! The public keys an update feed may be signed with (minisign, Ed25519). Two slots, so the
//! project can move to a new key: feeds signed with either are accepted while both ship. The
//! first is the project's key (`packaging/update/gendesk-update.pub`); the second is empty
//! unless `GENDESK_UPDATE_SECOND_KEY` holds one when GenDesk is built (the next key during a
//! rotation, or an organisation's own key for the builds it signs itself). Test builds
//! (feature `testing`) also trust the committed test key (`tests/fixtures/update/test.pub`),
//! whose secret half is public: no release build contains it.

/// The project's update-signing key (its secret half is the release workflow's secret
/// `MINISIGN_SECRET_KEY`).
pub const PROJECT_KEY: &str = "RWQ2PCHWgxNgft0Ee4lkTPHIH0LCb0dRMcwVXiYQ0idRk/ICMPP3E36Y";

/// The second slot, filled at build time.
const SECOND_KEY: Option<&str> = option_env!("GENDESK_UPDATE_SECOND_KEY");

/// The test key (tests only; its secret key is committed beside it).
#[cfg(feature = "testing")]
pub const TEST_KEY: &str = "RWRZ81Y7+jaA4WHbiqQ0zk0wO5B8Eaj6DycL/VB3tnNPgF6lEv/JzzRi";

/// Every key this build trusts, base64 as minisign prints them.
pub fn trusted_keys() -> Vec<String> {
    let mut keys = vec![PROJECT_KEY.to_owned()];
    if let Some(second) = SECOND_KEY.map(str::trim).filter(|k| !k.is_empty()) {
        keys.push(second.to_owned());
    }
    #[cfg(feature = "testing")]
    keys.push(TEST_KEY.to_owned());
    keys
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_trusted_key_decodes() {
        for key in trusted_keys() {
            assert!(
                minisign_verify::PublicKey::from_base64(&key).is_ok(),
                "{key}"
            );
        }
    }

    #[cfg(feature = "testing")]
    #[test]
    fn the_test_key_is_the_committed_one() {
        let committed = include_str!("../../tests/fixtures/update/test.pub");
        assert_eq!(committed.lines().nth(1), Some(TEST_KEY));
    }

    #[test]
    fn the_project_key_is_the_one_packaging_publishes() {
        let published = include_str!("../../../../packaging/update/gendesk-update.pub");
        assert_eq!(published.lines().nth(1), Some(PROJECT_KEY));
    }
}
