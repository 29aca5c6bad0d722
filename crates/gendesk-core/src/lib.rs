//! GenDesk without a window: everything the desktop app and `gendesk engine` share.
//!
//! `batch` batches as people make them (import, items, splitting, manifests), `catalog` the
//! model catalogue, `compose` the compose form's rules, `store` the SQLite history, `config`
//! folders/profiles/keys, `download` result files, `engine` the headless worker, `media`
//! previews, players' decoding and sound, `webhooks` the receiving side of webhooks,
//! `headless` the stdin/stdout runner, `i18n` every word in the person's language, `money` how
//! amounts are shown, `instance` one GenDesk per data folder, `notifications` the desktop
//! notifications, `update` signed updates of GenDesk and its model catalogue. The wire protocol
//! is the `gendesk-api` crate, the simulator `gendesk-sandbox`, video reading `gendesk-video`; the
//! window is the `gendesk` crate. See `ARCHITECTURE.md`.

pub mod backup;
pub mod batch;
pub mod byte_size;
pub mod catalog;
pub mod compose;
pub mod config;
pub mod crash;
pub mod diagnostics;
pub mod download;
pub mod engine;
pub mod headless;
pub mod i18n;
pub mod insights;
pub mod instance;
pub mod io_cause;
pub mod logging;
pub mod media;
pub mod money;
pub mod network_check;
pub mod notifications;
pub mod portable;
pub mod provenance;
pub mod references;
pub mod store;
#[cfg(feature = "testing")]
pub mod testing;
pub mod trouble;
pub mod update;
pub mod webhooks;
pub mod wording;

/// The reverse-DNS id used everywhere: the window's app id (Wayland's `app_id`, X11's
/// `WM_CLASS`), the desktop file, the `AppStream` metainfo, the icon's name (`packaging/`),
/// Windows' `AppUserModelID` for notifications and the single-instance socket.
pub const APP_ID: &str = "app.gendesk.GenDesk";

/// The project's home: its guide online and its issue tracker (Help → User guide, Report a
/// problem).
pub const PROJECT_URL: &str = "https://github.com/gendesk/gendesk";
