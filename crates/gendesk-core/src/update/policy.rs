//! What an accepted feed means for this GenDesk: nothing newer, or a newer version (urgent
//! when this one is older than the feed's minimum; marked when the person skipped it). A feed
//! published before the last one accepted is refused, so an old copy served again cannot hold
//! GenDesk back. Pure decisions, unit-tested; the updater carries them out.

use super::error::UpdateError;
use super::feed::Feed;
use super::state::UpdateState;

/// The verdict on a feed.
#[derive(Debug, Clone, PartialEq)]
pub enum Verdict {
    /// This GenDesk is the feed's version or newer.
    UpToDate,
    /// A newer GenDesk exists.
    Newer(Offer),
}

/// A newer version and how to present it.
#[derive(Debug, Clone, PartialEq)]
pub struct Offer {
    /// The newer version.
    pub version: semver::Version,
    /// Its notes (Markdown).
    pub notes: String,
    /// When it was published.
    pub published: jiff::Timestamp,
    /// This GenDesk is older than the feed's minimum: the update is not skippable.
    pub required: bool,
    /// The person chose to skip this very version (automatic checks stay quiet about it).
    pub skipped: bool,
}

/// Judges `feed` for a GenDesk of `running` with `state`.
pub fn judge(
    feed: &Feed,
    running: &semver::Version,
    state: &UpdateState,
) -> Result<Verdict, UpdateError> {
    if let Some(last) = state.last_feed_published_s
        && feed.published.as_second() < last
    {
        return Err(UpdateError::OlderFeed {
            published: feed.published.to_string(),
            last: jiff::Timestamp::from_second(last)
                .map_or_else(|_| last.to_string(), |t| t.to_string()),
        });
    }
    if feed.version <= *running {
        return Ok(Verdict::UpToDate);
    }
    let required = feed
        .minimum_version
        .as_ref()
        .is_some_and(|minimum| running < minimum);
    let skipped = !required
        && state
            .skipped_version
            .as_deref()
            .is_some_and(|v| v == feed.version.to_string());
    Ok(Verdict::Newer(Offer {
        version: feed.version.clone(),
        notes: feed.notes.clone(),
        published: feed.published,
        required,
        skipped,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeMap;

    fn feed(version: &str, published: &str) -> Feed {
        Feed {
            version: semver::Version::parse(version).unwrap(),
            published: published.parse().unwrap(),
            notes: "notes".into(),
            minimum_version: Some(semver::Version::new(0, 1, 5)),
            packages: BTreeMap::new(),
            catalog: None,
        }
    }

    fn v(text: &str) -> semver::Version {
        semver::Version::parse(text).unwrap()
    }

    #[test]
    fn equal_or_older_versions_are_up_to_date() {
        let state = UpdateState::default();
        let f = feed("0.2.0", "2026-12-01T00:00:00Z");
        assert_eq!(judge(&f, &v("0.2.0"), &state).unwrap(), Verdict::UpToDate);
        assert_eq!(judge(&f, &v("0.3.0"), &state).unwrap(), Verdict::UpToDate);
        assert_eq!(
            judge(&f, &v("0.2.0-rc.1"), &state).unwrap(),
            Verdict::Newer(Offer {
                version: v("0.2.0"),
                notes: "notes".into(),
                published: f.published,
                required: false,
                skipped: false
            })
        );
    }

    #[test]
    fn an_older_feed_is_refused() {
        let state = UpdateState {
            last_feed_published_s: Some(
                "2026-12-02T00:00:00Z"
                    .parse::<jiff::Timestamp>()
                    .unwrap()
                    .as_second(),
            ),
            ..UpdateState::default()
        };
        let err = judge(&feed("0.3.0", "2026-12-01T00:00:00Z"), &v("0.1.0"), &state).unwrap_err();
        assert!(matches!(err, UpdateError::OlderFeed { .. }), "{err}");
        assert!(judge(&feed("0.3.0", "2026-12-02T00:00:00Z"), &v("0.1.0"), &state).is_ok());
    }

    #[test]
    fn below_the_minimum_the_update_is_required_and_never_skipped() {
        let state = UpdateState {
            skipped_version: Some("0.2.0".into()),
            ..UpdateState::default()
        };
        let f = feed("0.2.0", "2026-12-01T00:00:00Z");
        let Verdict::Newer(old) = judge(&f, &v("0.1.0"), &state).unwrap() else {
            panic!("newer expected")
        };
        assert!(old.required && !old.skipped);
        let Verdict::Newer(recent) = judge(&f, &v("0.1.6"), &state).unwrap() else {
            panic!("newer expected")
        };
        assert!(!recent.required && recent.skipped);
    }
}
