//! The proxy a Linux desktop's own settings name — GNOME's (`gsettings`, schema
//! `org.gnome.system.proxy`) or KDE's (`~/.config/kioslaverc`) — for the system choice, where
//! reqwest reads only the `*_PROXY` environment variables (which still win when set). Only the
//! manual mode is read; automatic configuration (PAC, WPAD) is not, and is logged.
//! Runs a process and reads a file: call it off the UI thread.

use gendesk_api::network::DesktopProxy;

/// The desktop's proxy settings, when it names proxies by hand.
pub fn detect() -> Option<DesktopProxy> {
    if !cfg!(target_os = "linux") {
        return None;
    }
    let desktop = std::env::var("XDG_CURRENT_DESKTOP").unwrap_or_default();
    let found = if desktop.to_ascii_uppercase().contains("KDE") {
        kde_file().and_then(|text| from_kioslaverc(&text))
    } else {
        gsettings().and_then(|text| from_gsettings(&text))
    };
    if let Some(proxy) = &found {
        tracing::info!("the desktop's proxy settings are used for the system choice: {proxy:?}");
    }
    found
}

fn gsettings() -> Option<String> {
    let output = std::process::Command::new("gsettings")
        .args(["list-recursively", "org.gnome.system.proxy"])
        .stdin(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .output()
        .ok()?;
    output
        .status
        .success()
        .then(|| String::from_utf8_lossy(&output.stdout).into_owned())
}

fn kde_file() -> Option<String> {
    let config = std::env::var_os("XDG_CONFIG_HOME")
        .map(std::path::PathBuf::from)
        .or_else(|| {
            std::env::var_os("HOME").map(|home| std::path::Path::new(&home).join(".config"))
        })?;
    std::fs::read_to_string(config.join("kioslaverc")).ok()
}

/// GNOME's settings as `gsettings list-recursively org.gnome.system.proxy` prints them.
pub fn from_gsettings(text: &str) -> Option<DesktopProxy> {
    let value = |schema: &str, key: &str| {
        text.lines().find_map(|line| {
            let rest = line.strip_prefix(schema)?.strip_prefix(' ')?;
            let rest = rest.strip_prefix(key)?.strip_prefix(' ')?;
            Some(rest.trim().to_owned())
        })
    };
    let unquoted = |raw: String| raw.trim_matches('\'').to_owned();
    let mode = value("org.gnome.system.proxy", "mode").map(unquoted)?;
    if mode != "manual" {
        if mode == "auto" {
            tracing::info!(
                "the desktop's proxy is configured automatically (PAC), which GenDesk does not read; choose Custom in Settings, Network"
            );
        }
        return None;
    }
    let address = |schema: &str, scheme: &str| {
        let host = value(schema, "host").map(unquoted)?;
        let port: u16 = value(schema, "port")?.parse().ok()?;
        (!host.is_empty() && port > 0).then(|| format!("{scheme}://{host}:{port}"))
    };
    let proxy = DesktopProxy {
        http: address("org.gnome.system.proxy.http", "http"),
        https: address("org.gnome.system.proxy.https", "http"),
        socks: address("org.gnome.system.proxy.socks", "socks5h"),
        no: value("org.gnome.system.proxy", "ignore-hosts")
            .map(|list| {
                list.trim_matches(['[', ']'])
                    .split(',')
                    .map(|host| host.trim().trim_matches('\''))
                    .filter(|host| !host.is_empty())
                    .collect::<Vec<_>>()
                    .join(",")
            })
            .unwrap_or_default(),
    };
    named_any(proxy)
}

/// KDE's settings from `kioslaverc` (`[Proxy Settings]`, `ProxyType=1` for manual).
pub fn from_kioslaverc(text: &str) -> Option<DesktopProxy> {
    let mut in_section = false;
    let mut keys = std::collections::HashMap::new();
    for line in text.lines().map(str::trim) {
        if line.starts_with('[') {
            in_section = line == "[Proxy Settings]";
        } else if in_section && let Some((key, value)) = line.split_once('=') {
            keys.insert(key.trim().to_owned(), value.trim().to_owned());
        }
    }
    if keys.get("ProxyType").map(String::as_str) != Some("1") {
        return None;
    }
    // KDE writes "http://host 3128" (a space before the port) or "http://host:3128".
    let address = |key: &str, scheme: Option<&str>| {
        let raw = keys.get(key)?.trim();
        if raw.is_empty() {
            return None;
        }
        let joined = match raw.rsplit_once(' ') {
            Some((host, port)) if port.parse::<u16>().is_ok() => format!("{host}:{port}"),
            _ => raw.to_owned(),
        };
        Some(match scheme {
            Some(scheme) => match joined.split_once("://") {
                Some((_, rest)) => format!("{scheme}://{rest}"),
                None => format!("{scheme}://{joined}"),
            },
            None if joined.contains("://") => joined,
            None => format!("http://{joined}"),
        })
    };
    let proxy = DesktopProxy {
        http: address("httpProxy", None),
        https: address("httpsProxy", None),
        socks: address("socksProxy", Some("socks5h")),
        no: keys.get("NoProxyFor").cloned().unwrap_or_default(),
    };
    named_any(proxy)
}

fn named_any(proxy: DesktopProxy) -> Option<DesktopProxy> {
    (proxy.http.is_some() || proxy.https.is_some() || proxy.socks.is_some()).then_some(proxy)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, reason = "tests")]
    use super::*;

    #[test]
    fn gnome_manual_settings_become_proxies_and_other_modes_none() {
        let text = "org.gnome.system.proxy autoconfig-url ''
org.gnome.system.proxy ignore-hosts ['localhost', '127.0.0.0/8', '.corp.example']
org.gnome.system.proxy mode 'manual'
org.gnome.system.proxy use-same-proxy true
org.gnome.system.proxy.ftp host ''
org.gnome.system.proxy.http host 'proxy.corp.example'
org.gnome.system.proxy.http port 3128
org.gnome.system.proxy.https host 'proxy.corp.example'
org.gnome.system.proxy.https port 3129
org.gnome.system.proxy.socks host ''
org.gnome.system.proxy.socks port 0
";
        let proxy = from_gsettings(text).unwrap();
        assert_eq!(
            proxy.http.as_deref(),
            Some("http://proxy.corp.example:3128")
        );
        assert_eq!(
            proxy.https.as_deref(),
            Some("http://proxy.corp.example:3129")
        );
        assert_eq!(proxy.socks, None);
        assert_eq!(proxy.no, "localhost,127.0.0.0/8,.corp.example");
        assert_eq!(from_gsettings(&text.replace("'manual'", "'none'")), None);
        assert_eq!(from_gsettings(&text.replace("'manual'", "'auto'")), None);
        let socks_only = "org.gnome.system.proxy mode 'manual'
org.gnome.system.proxy.socks host '10.0.0.7'
org.gnome.system.proxy.socks port 1080
";
        let proxy = from_gsettings(socks_only).unwrap();
        assert_eq!(proxy.socks.as_deref(), Some("socks5h://10.0.0.7:1080"));
    }

    #[test]
    fn kde_manual_settings_become_proxies_with_either_port_style() {
        let text = "[General]
Foo=1

[Proxy Settings]
NoProxyFor=localhost,.corp.example
ProxyType=1
httpProxy=http://proxy.corp.example 3128
httpsProxy=http://proxy.corp.example:3129
socksProxy=socks://10.0.0.7 1080
";
        let proxy = from_kioslaverc(text).unwrap();
        assert_eq!(
            proxy.http.as_deref(),
            Some("http://proxy.corp.example:3128")
        );
        assert_eq!(
            proxy.https.as_deref(),
            Some("http://proxy.corp.example:3129")
        );
        assert_eq!(proxy.socks.as_deref(), Some("socks5h://10.0.0.7:1080"));
        assert_eq!(proxy.no, "localhost,.corp.example");
        assert_eq!(
            from_kioslaverc(&text.replace("ProxyType=1", "ProxyType=0")),
            None
        );
    }

    #[test]
    fn a_desktops_proxy_is_the_route_of_the_system_choice() {
        let proxy = from_kioslaverc(
            "[Proxy Settings]\nProxyType=1\nhttpsProxy=http://proxy.corp.example 3128\nNoProxyFor=.corp.example\n",
        )
        .unwrap();
        let network = gendesk_api::Network::system().with_desktop_proxy(&proxy);
        let route = |url: &str| network.route(&url::Url::parse(url).unwrap()).to_string();
        // The environment wins where it names a proxy; this machine's tests run without one.
        if !gendesk_api::network::environment_names_a_proxy() {
            assert_eq!(
                route("https://api.example.com/"),
                "through the system's HTTP proxy proxy.corp.example:3128"
            );
            assert_eq!(route("https://files.corp.example/"), "direct");
        }
        assert_eq!(
            route("http://127.0.0.1:8080/"),
            "direct (in the proxy's bypass list)"
        );
    }
}
