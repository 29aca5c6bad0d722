//! Real proxies for tests, from Debian: `tinyproxy` (HTTP and `CONNECT`, optionally with a
//! Basic login) and `microsocks` (SOCKS5, optionally with a login), each started on a free
//! loopback port and stopped when dropped. Their own logs prove what went through them.

use std::fs;
use std::net::{TcpListener, TcpStream};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::{Duration, Instant};

use super::must;

/// Longest wait for a started proxy to accept connections.
const START_DEADLINE: Duration = Duration::from_secs(15);

/// A running proxy process.
pub struct RealProxy {
    child: Option<Child>,
    port: u16,
    dir: PathBuf,
    log: PathBuf,
}

impl RealProxy {
    /// Tinyproxy on a free loopback port; with `login`, it wants that user name and password.
    pub fn tinyproxy(login: Option<(&str, &str)>) -> Self {
        Self::tinyproxy_with(login, "")
    }

    /// [`Self::tinyproxy`] with more configuration lines (e.g. `ConnectPort 443`, which makes it
    /// answer 403 to a `CONNECT` to any other port).
    pub fn tinyproxy_with(login: Option<(&str, &str)>, more: &str) -> Self {
        let dir = scratch_dir("tinyproxy");
        let port = free_port();
        let log = dir.join("tinyproxy.log");
        let mut config = format!(
            "Port {port}\nListen 127.0.0.1\nTimeout 600\nAllow 127.0.0.1\nLogLevel Connect\nMaxClients 200\nLogFile \"{}\"\n",
            log.display()
        );
        if let Some((user, password)) = login {
            use std::fmt::Write as _;
            let _ = writeln!(config, "BasicAuth {user} {password}");
        }
        config.push_str(more);
        let conf = dir.join("tinyproxy.conf");
        must("writing tinyproxy.conf", fs::write(&conf, config));
        let child = spawn(
            "tinyproxy",
            Command::new("tinyproxy").arg("-d").arg("-c").arg(&conf),
            None,
        );
        Self::started(child, port, dir, log, "tinyproxy")
    }

    /// Microsocks (SOCKS5) on a free loopback port; with `login`, it wants that user name and
    /// password.
    pub fn microsocks(login: Option<(&str, &str)>) -> Self {
        let dir = scratch_dir("microsocks");
        let port = free_port();
        let log = dir.join("microsocks.log");
        let mut command = Command::new("microsocks");
        command.args(["-i", "127.0.0.1", "-p", &port.to_string()]);
        if let Some((user, password)) = login {
            command.args(["-u", user, "-P", password]);
        }
        let child = spawn("microsocks", &mut command, Some(&log));
        Self::started(child, port, dir, log, "microsocks")
    }

    fn started(child: Child, port: u16, dir: PathBuf, log: PathBuf, program: &'static str) -> Self {
        let mut proxy = Self {
            child: Some(child),
            port,
            dir,
            log,
        };
        let begun = Instant::now();
        while TcpStream::connect(("127.0.0.1", port)).is_err() {
            if let Some(child) = proxy.child.as_mut()
                && let Ok(Some(status)) = child.try_wait()
            {
                panic!(
                    "{program} exited before listening ({status}): {}",
                    proxy.log_text()
                );
            }
            assert!(
                begun.elapsed() < START_DEADLINE,
                "{program} did not listen on 127.0.0.1:{port} within {START_DEADLINE:?}"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
        proxy
    }

    /// The port it listens on (127.0.0.1).
    pub fn port(&self) -> u16 {
        self.port
    }

    /// `127.0.0.1:port`.
    pub fn address(&self) -> String {
        format!("127.0.0.1:{}", self.port)
    }

    /// Everything the proxy logged so far.
    pub fn log_text(&self) -> String {
        fs::read_to_string(&self.log).unwrap_or_default()
    }

    /// How many requests the log shows to `127.0.0.1:port` (tinyproxy: `Request` lines, the
    /// URL of a plain request or the `CONNECT` target; microsocks: `connected to` lines).
    pub fn requests_to(&self, port: u16) -> usize {
        let target = format!("127.0.0.1:{port}");
        self.log_text()
            .lines()
            .filter(|line| {
                (line.contains("Request (") || line.contains("connected to"))
                    && line.contains(&target)
            })
            .count()
    }

    /// Stops the proxy now (its port then refuses connections).
    pub fn stop(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

impl Drop for RealProxy {
    fn drop(&mut self) {
        self.stop();
        let _ = fs::remove_dir_all(&self.dir);
    }
}

fn spawn(program: &str, command: &mut Command, output: Option<&PathBuf>) -> Child {
    let (out, err) = match output {
        Some(path) => {
            let file = must("creating the proxy's log", fs::File::create(path));
            let copy = must("sharing the proxy's log", file.try_clone());
            (Stdio::from(file), Stdio::from(copy))
        }
        None => (Stdio::null(), Stdio::null()),
    };
    command.stdin(Stdio::null()).stdout(out).stderr(err);
    command.spawn().unwrap_or_else(|err| {
        panic!(
            "could not start {program} ({err}); install it with `apt-get install -y tinyproxy microsocks`"
        )
    })
}

fn free_port() -> u16 {
    let listener = must("finding a free port", TcpListener::bind("127.0.0.1:0"));
    must("reading the free port", listener.local_addr()).port()
}

fn scratch_dir(what: &str) -> PathBuf {
    static NEXT: AtomicU32 = AtomicU32::new(0);
    let dir = std::env::temp_dir().join(format!(
        "gendesk-{what}-{}-{}",
        std::process::id(),
        NEXT.fetch_add(1, Ordering::Relaxed)
    ));
    must("making the proxy's folder", fs::create_dir_all(&dir));
    dir
}
