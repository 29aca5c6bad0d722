//! `IoCause`: an `std::io::Error` that can be cloned and compared, for errors that travel in
//! engine events.

/// An OS error shared between copies of an error (so errors such as
/// [`crate::download::DownloadError`] can travel in engine events); two are equal when their
/// kind and text are.
#[derive(Debug, Clone)]
pub struct IoCause(std::sync::Arc<std::io::Error>);

impl IoCause {
    /// The OS error's kind.
    pub fn kind(&self) -> std::io::ErrorKind {
        self.0.kind()
    }
}

impl From<std::io::Error> for IoCause {
    fn from(err: std::io::Error) -> Self {
        Self(std::sync::Arc::new(err))
    }
}

impl std::fmt::Display for IoCause {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl std::error::Error for IoCause {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        Some(self.0.as_ref())
    }
}

impl Eq for IoCause {}

impl PartialEq for IoCause {
    fn eq(&self, other: &Self) -> bool {
        self.kind() == other.kind() && self.to_string() == other.to_string()
    }
}
