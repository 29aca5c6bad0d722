//! GenDesk: a desktop client for the Asynchronous Generation Service.
//!
//! `api` is the wire protocol (types, client, retries, webhook signing), `batch` batches as
//! people make them (import, items, splitting, manifests), `sandbox` the offline simulator,
//! `store` the SQLite history, `config` folders/profiles/keys, `download` result files,
//! `engine` the headless worker,
//! `money` how amounts are shown, `instance` one GenDesk per data folder, `notifications` the
//! desktop notifications, and `ui` the desktop window; see `ARCHITECTURE.md`.

pub mod api;
pub mod batch;
pub mod catalog;
pub mod compose;
pub mod config;
pub mod download;
pub mod engine;
pub mod headless;
pub mod instance;
pub mod logging;
pub mod media;
pub mod money;
pub mod notifications;
pub mod sandbox;
pub mod store;
pub mod ui;
pub mod webhooks;

/// The reverse-DNS id used everywhere: the window's app id (Wayland's `app_id`, X11's
/// `WM_CLASS`), the desktop file, the `AppStream` metainfo, the icon's name (`packaging/`),
/// Windows' `AppUserModelID` for notifications and the single-instance socket.
pub const APP_ID: &str = "app.gendesk.GenDesk";
