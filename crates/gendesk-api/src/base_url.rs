//! The service base URL: normalization to `{host}/api/v1` and building endpoint URLs.

use std::borrow::Cow;
use std::net::IpAddr;

use url::Url;

/// The interface version prefix every endpoint lives under.
const API_PREFIX: [&str; 2] = ["api", "v1"];

/// Why a base URL was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BaseUrlError {
    /// Not a URL at all.
    #[error("{input:?} is not a valid URL ({reason}); enter the address as https://host")]
    Invalid {
        /// What was entered.
        input: String,
        /// What the parser said.
        reason: String,
    },
    /// A scheme other than http or https.
    #[error("{input:?} uses the scheme {scheme:?}; the service address must start with https://")]
    UnsupportedScheme {
        /// What was entered.
        input: String,
        /// The scheme found.
        scheme: String,
    },
    /// Plain http to a host that is not this machine: the API key would travel unencrypted.
    #[error(
        "{input:?} uses plain http, which would send your API key unencrypted; use https:// (plain http is only allowed for 127.0.0.1 or localhost)"
    )]
    InsecureScheme {
        /// What was entered.
        input: String,
    },
    /// Carries a user name, password, query or fragment, which a base URL must not.
    #[error(
        "{input:?} contains {part}; enter just the address, like https://host or https://host/api/v1"
    )]
    UnexpectedPart {
        /// What was entered.
        input: String,
        /// Which part was found.
        part: Cow<'static, str>,
    },
}

/// Whether `host` names this machine (loopback IP literal or `localhost`).
pub fn is_loopback_host(host: &str) -> bool {
    let bare = host.trim_start_matches('[').trim_end_matches(']');
    if let Ok(ip) = bare.parse::<IpAddr>() {
        return ip.is_loopback();
    }
    bare.eq_ignore_ascii_case("localhost")
}

/// A normalized base URL; endpoints are always built under `{root}/api/v1/`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BaseUrl {
    /// The root (scheme, host, port and any path prefix before `/api/v1`), without a trailing
    /// slash in its path.
    root: Url,
}

impl BaseUrl {
    /// Accepts `https://host`, `https://host/api/v1`, with or without a trailing slash (also
    /// with a path prefix such as `https://host/gateway`). Plain http only for loopback hosts.
    pub fn parse(input: &str) -> Result<Self, BaseUrlError> {
        let trimmed = input.trim();
        let mut url = Url::parse(trimmed).map_err(|err| BaseUrlError::Invalid {
            input: trimmed.to_owned(),
            reason: err.to_string(),
        })?;
        let loopback = url.host_str().is_some_and(is_loopback_host);
        match url.scheme() {
            "https" => {}
            "http" if loopback => {}
            "http" => {
                return Err(BaseUrlError::InsecureScheme {
                    input: trimmed.to_owned(),
                });
            }
            other => {
                return Err(BaseUrlError::UnsupportedScheme {
                    input: trimmed.to_owned(),
                    scheme: other.to_owned(),
                });
            }
        }
        let unexpected = if !url.username().is_empty() || url.password().is_some() {
            Some("a user name or password")
        } else if url.query().is_some() {
            Some("a query string")
        } else if url.fragment().is_some() {
            Some("a fragment")
        } else {
            None
        };
        if let Some(part) = unexpected {
            return Err(BaseUrlError::UnexpectedPart {
                input: trimmed.to_owned(),
                part: Cow::Borrowed(part),
            });
        }
        let mut segments: Vec<String> = url
            .path_segments()
            .map(|segs| segs.filter(|s| !s.is_empty()).map(str::to_owned).collect())
            .unwrap_or_default();
        if segments.len() >= 2 && segments[segments.len() - 2..] == API_PREFIX {
            segments.truncate(segments.len() - 2);
        }
        url.set_path(&segments.join("/"));
        Ok(Self { root: url })
    }

    /// The normalized form shown to people: `{root}/api/v1`.
    pub fn display_url(&self) -> String {
        self.endpoint(&[]).to_string()
    }

    /// Whether the host is this machine.
    pub fn is_loopback(&self) -> bool {
        self.root.host_str().is_some_and(is_loopback_host)
    }

    /// The host name, for messages.
    pub fn host(&self) -> &str {
        self.root.host_str().unwrap_or("")
    }

    /// `{root}/api/v1/{segments...}`; each segment is percent-encoded, so a `/`, `?`, `#` or
    /// `%` in a model or batch ID stays inside its segment.
    pub fn endpoint(&self, segments: &[&str]) -> Url {
        let mut url = self.root.clone();
        if let Ok(mut path) = url.path_segments_mut() {
            path.pop_if_empty().extend(API_PREFIX).extend(segments);
        }
        url
    }
}

impl BaseUrl {
    /// `{root}/{segments...}`, beside `/api/v1` rather than under it (the offline sandbox's own
    /// `/sandbox/...` endpoints); each segment percent-encoded.
    pub fn beside_api(&self, segments: &[&str]) -> Url {
        let mut url = self.root.clone();
        if let Ok(mut path) = url.path_segments_mut() {
            path.pop_if_empty().extend(segments);
        }
        url
    }
}

impl std::fmt::Display for BaseUrl {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.display_url())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accepts_every_documented_spelling() {
        for input in [
            "https://host.example",
            "https://host.example/",
            "https://host.example/api/v1",
            "https://host.example/api/v1/",
            "  https://host.example/api/v1//  ",
        ] {
            let base = BaseUrl::parse(input).unwrap();
            assert_eq!(
                base.endpoint(&["statusTask", "m"]).as_str(),
                "https://host.example/api/v1/statusTask/m",
                "from {input:?}"
            );
        }
    }

    #[test]
    fn keeps_a_path_prefix() {
        let base = BaseUrl::parse("https://gw.example/proxy/api/v1/").unwrap();
        assert_eq!(base.display_url(), "https://gw.example/proxy/api/v1");
        let base = BaseUrl::parse("https://gw.example/proxy").unwrap();
        assert_eq!(
            base.endpoint(&["apikeys", "current-balance"]).as_str(),
            "https://gw.example/proxy/api/v1/apikeys/current-balance"
        );
    }

    #[test]
    fn encodes_odd_characters_inside_one_segment() {
        let base = BaseUrl::parse("https://h.example").unwrap();
        let url = base.endpoint(&["generateTask", "vendor/model v2?x#y%z", "batches"]);
        assert_eq!(
            url.as_str(),
            "https://h.example/api/v1/generateTask/vendor%2Fmodel%20v2%3Fx%23y%25z/batches"
        );
    }

    #[test]
    fn plain_http_only_for_loopback() {
        assert!(BaseUrl::parse("http://127.0.0.1:8080").is_ok());
        assert!(BaseUrl::parse("http://localhost:1/api/v1").is_ok());
        assert!(BaseUrl::parse("http://[::1]:9/").is_ok());
        assert!(matches!(
            BaseUrl::parse("http://api.example.com"),
            Err(BaseUrlError::InsecureScheme { .. })
        ));
        assert!(matches!(
            BaseUrl::parse("http://192.168.1.4"),
            Err(BaseUrlError::InsecureScheme { .. })
        ));
    }

    #[test]
    fn refuses_garbage_with_a_message() {
        let err = BaseUrl::parse("host.example").unwrap_err();
        assert!(err.to_string().contains("https://"), "{err}");
        assert!(matches!(
            BaseUrl::parse("ftp://host.example"),
            Err(BaseUrlError::UnsupportedScheme { .. })
        ));
        assert!(matches!(
            BaseUrl::parse("https://u:p@host.example"),
            Err(BaseUrlError::UnexpectedPart { .. })
        ));
        assert!(matches!(
            BaseUrl::parse("https://host.example/?a=1"),
            Err(BaseUrlError::UnexpectedPart { .. })
        ));
    }
}
