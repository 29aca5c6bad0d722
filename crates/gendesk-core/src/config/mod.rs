//! Where GenDesk keeps things, and the account profiles: folders (platform defaults or a
//! `--data-dir` for portable use), the profiles file, and API keys and webhook signing secrets in
//! the OS keyring (or, when no keyring is available, in memory for this session only), and the
//! network settings (`network.toml`; proxy passwords in the keyring).

pub mod atomic_file;
mod desktop_proxy;
pub mod network;
mod paths;
pub mod profiles;
mod proxy_passwords;
mod secrets;

pub use atomic_file::write_atomic;
pub use network::{
    NETWORK_FILE, NetworkFile, NetworkScope, NetworkSettings, NetworkSettingsError, ProxyMode,
};
pub use paths::{AppPaths, DownloadsDefault, PathsError, USER_MODELS_FILE};
pub use profiles::{LimitCents, ProfileConfig, ProfileKind, Profiles, ProfilesError};
pub use proxy_passwords::PROXY_KEYRING_SERVICE;
pub use secrets::{KeyStorage, KeyVault, VaultError};
