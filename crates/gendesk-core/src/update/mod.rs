//! Signed updates of GenDesk and of its model catalogue (no UI types).
//!
//! One feed (`update.json` beside the release's packages, signed with minisign) names the
//! newest version, its notes, the oldest version that need not hurry, a package per way of
//! installing, and the newest model catalogue. `feed` reads and checks it, `signature`
//! verifies it against the trusted `keys`, `policy` judges it against this GenDesk and the
//! remembered `state`, `updater` fetches the feed and downloads the files it names (resumed,
//! verified by size and SHA-256), `install` puts a package in place the way GenDesk was
//! installed, and `catalog_store` keeps the catalogue from the feed with the built-in one as
//! the fallback. `settings` is the person's switch and feed address; `version` is this build's
//! version and its distribution switch. The check is a plain GET of two files: no identifier
//! of the person or the machine is sent.

mod apply;
mod catalog_store;
mod error;
mod feed;
pub mod install;
mod keys;
mod policy;
mod settings;
mod signature;
mod state;
#[cfg(feature = "testing")]
pub mod testing;
mod updater;
mod version;

pub use apply::{Applied, apply_update, package_for};
pub use catalog_store::{CatalogOutcome, CurrentCatalog, apply_catalog, current_catalog};
pub use error::UpdateError;
pub use feed::{CatalogRef, FEED_FORMAT, Feed, FeedDoc, FileRef, PackageKind, check_address};
#[cfg(feature = "testing")]
pub use keys::TEST_KEY;
pub use keys::{PROJECT_KEY, trusted_keys};
pub use policy::{Offer, Verdict, judge};
pub use settings::{DEFAULT_FEED_URL, SETTINGS_FILE, UpdateSettings};
pub use signature::{expected_comment, verify_feed};
pub use state::{CHECK_INTERVAL_S, NEW_MODEL_S, UpdatePaths, UpdateState};
pub use updater::{CheckReport, MAX_FEED_BYTES, Updater, UpdaterConfig, VerifiedFile};
pub use version::{DISTRIBUTION_BUILD, RUNNING_VERSION, running_version};
