//! `IoCause`: an `std::io::Error` that can be cloned, compared and recorded, for errors that
//! travel in engine events or are kept in the history.

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

/// How an [`IoCause`] is recorded: the OS error number when there is one (which gives back the
/// same kind and text on this system), and the text as it read.
#[derive(serde::Serialize, serde::Deserialize)]
struct RecordedIo {
    os: Option<i32>,
    text: String,
}

impl serde::Serialize for IoCause {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        RecordedIo {
            os: self.0.raw_os_error(),
            text: self.to_string(),
        }
        .serialize(serializer)
    }
}

impl<'de> serde::Deserialize<'de> for IoCause {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let recorded = RecordedIo::deserialize(deserializer)?;
        Ok(Self::from(match recorded.os {
            Some(code) => std::io::Error::from_raw_os_error(code),
            None => std::io::Error::other(recorded.text),
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::IoCause;

    fn round_trip(cause: &IoCause) -> IoCause {
        let json = serde_json::to_string(cause).unwrap();
        serde_json::from_str(&json).unwrap()
    }

    #[test]
    fn an_os_error_is_recorded_with_its_kind_and_text() {
        let cause = IoCause::from(std::io::Error::from_raw_os_error(13));
        let back = round_trip(&cause);
        assert_eq!(back, cause);
        assert_eq!(back.kind(), std::io::ErrorKind::PermissionDenied);
    }

    #[test]
    fn an_error_without_an_os_number_keeps_its_text() {
        let cause = IoCause::from(std::io::Error::other("the folder vanished"));
        let back = round_trip(&cause);
        assert_eq!(back.to_string(), "the folder vanished");
        assert_eq!(back, cause);
    }
}
