//! `ApiKey`: the bearer credential, held in a wrapper that never prints it.

/// Why a key was refused before use.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ApiKeyError {
    /// Nothing was entered.
    #[error("the API key is empty; paste the key shown when it was created in the dashboard")]
    Empty,
    /// Spaces or control characters inside the key (often a copy-paste accident).
    #[error(
        "the API key contains spaces or control characters; copy it again from the dashboard without surrounding text"
    )]
    InvalidCharacters,
}

/// An API key. `Debug` and `Display` print `***`; only [`ApiKey::expose`] reveals it.
#[derive(Clone, PartialEq, Eq)]
pub struct ApiKey(String);

impl ApiKey {
    /// Wraps a key, trimming surrounding whitespace; refuses empty keys and keys with inner
    /// whitespace or control characters (they cannot travel in a header).
    pub fn new(raw: impl Into<String>) -> Result<Self, ApiKeyError> {
        let raw = raw.into();
        let trimmed = raw.trim();
        if trimmed.is_empty() {
            return Err(ApiKeyError::Empty);
        }
        if !trimmed.chars().all(|c| c.is_ascii_graphic()) {
            return Err(ApiKeyError::InvalidCharacters);
        }
        Ok(Self(trimmed.to_owned()))
    }

    /// The secret value, for the `Authorization` header and the keyring only.
    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl std::fmt::Debug for ApiKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("ApiKey(***)")
    }
}

impl std::fmt::Display for ApiKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("***")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn never_prints_the_key() {
        let key = ApiKey::new(" sk-live-SENTINEL ").unwrap();
        assert_eq!(key.expose(), "sk-live-SENTINEL");
        assert_eq!(format!("{key}"), "***");
        assert!(!format!("{key:?}").contains("SENTINEL"));
        assert!(!format!("{:?}", Some(&key)).contains("SENTINEL"));
    }

    #[test]
    fn refuses_unusable_keys() {
        assert_eq!(ApiKey::new("  "), Err(ApiKeyError::Empty));
        assert_eq!(ApiKey::new("ab cd"), Err(ApiKeyError::InvalidCharacters));
        assert_eq!(ApiKey::new("ab\ncd"), Err(ApiKeyError::InvalidCharacters));
        assert_eq!(ApiKey::new("clé"), Err(ApiKeyError::InvalidCharacters));
    }
}
