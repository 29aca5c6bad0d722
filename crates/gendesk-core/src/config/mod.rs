//! Where GenDesk keeps things, and the account profiles: folders (platform defaults or a
//! `--data-dir` for portable use), the profiles file, and API keys and webhook signing secrets in
//! the OS keyring (or, when no keyring is available, in memory for this session only). Neither
//! touches the disk through this module.

pub mod atomic_file;
mod paths;
pub mod profiles;
mod secrets;

pub use atomic_file::write_atomic;
pub use paths::{AppPaths, DownloadsDefault, PathsError, USER_MODELS_FILE};
pub use profiles::{LimitCents, ProfileConfig, ProfileKind, Profiles, ProfilesError};
pub use secrets::{KeyStorage, KeyVault, VaultError};
