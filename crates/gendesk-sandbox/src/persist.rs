//! The sandbox's world on disk, so the app's offline sandbox keeps its tasks, result media
//! (their specs: files are rendered again from them), balances, batches, webhook secrets and
//! scheduled work — and its port and clock — across restarts: its result links live their
//! 24 hours like the service's. Written as JSON next to the history (atomically: a temporary
//! file renamed over the old one) right after every request that may change it, every
//! [`SAVE_EVERY`] when scheduled work changed it, and when the sandbox stops.

use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, OnceLock, PoisonError};
use std::time::Duration;

use serde::{Deserialize, Deserializer, Serialize};
use serde_json::Value;
use tokio::sync::watch;

use super::accounts::{DEMO_KEYS, SecretRing};
use super::batches::BatchRecord;
use super::references::ReferenceCheck;
use super::state::SandboxState;
use super::world::{AwaitingTask, Job, MediaEntry, Task, World};

/// How often a changed world is written.
pub const SAVE_EVERY: Duration = Duration::from_secs(1);

/// The format of the file; another number is not read (the sandbox then starts fresh).
const FORMAT: u32 = 1;

/// Why a saved world was not used.
#[derive(Debug, thiserror::Error)]
pub enum PersistError {
    /// The file could not be read or written.
    #[error("{path}: {source}")]
    Io {
        /// The file.
        path: PathBuf,
        /// The OS error.
        source: std::io::Error,
    },
    /// The file is not a saved world of this version.
    #[error("{path} is not a saved sandbox world GenDesk can read ({why})")]
    Unreadable {
        /// The file.
        path: PathBuf,
        /// What is wrong.
        why: String,
    },
}

/// An account or key in the saved types: `&'static str` under a name serde's derive does
/// not take for a borrowed string (it is read with [`interned`]).
pub type Interned = &'static str;

/// A `&'static str` read back: the demo keys' own strings, else each distinct string leaked
/// once (accounts and keys are a handful).
pub(crate) fn interned<'de, D: Deserializer<'de>>(d: D) -> Result<&'static str, D::Error> {
    let text = String::deserialize(d)?;
    Ok(intern(text))
}

fn intern(text: String) -> &'static str {
    static SEEN: OnceLock<Mutex<HashSet<&'static str>>> = OnceLock::new();
    if let Some(known) = DEMO_KEYS
        .iter()
        .flat_map(|k| [k.key, k.account])
        .find(|s| *s == text)
    {
        return known;
    }
    let mut seen = SEEN
        .get_or_init(Mutex::default)
        .lock()
        .unwrap_or_else(PoisonError::into_inner);
    if let Some(found) = seen.get(text.as_str()) {
        return found;
    }
    let leaked: &'static str = Box::leak(text.into_boxed_str());
    seen.insert(leaked);
    leaked
}

/// Written for a key that is not a demo key (its name is not known here).
const OTHER_KEY: &str = "another key";

/// A key as it is saved: its demo name ("Demo (all models)"), never the key itself, so no API
/// key is ever written to disk.
pub(crate) fn key_as_name<S: serde::Serializer>(
    key: &&'static str,
    s: S,
) -> Result<S::Ok, S::Error> {
    s.serialize_str(key_name(key))
}

/// The demo name of `key`.
fn key_name(key: &str) -> &'static str {
    DEMO_KEYS
        .iter()
        .find(|k| k.key == key)
        .map_or(OTHER_KEY, |k| k.name)
}

/// The key a saved name stands for (an unknown name stands for no key: such a task is never
/// refunded to anyone).
pub(crate) fn key_from_name<'de, D: Deserializer<'de>>(d: D) -> Result<&'static str, D::Error> {
    let name = String::deserialize(d)?;
    Ok(key_of_name(&name))
}

fn key_of_name(name: &str) -> &'static str {
    DEMO_KEYS
        .iter()
        .find(|k| k.name == name)
        .map_or(OTHER_KEY, |k| k.key)
}

/// What is written, borrowed from the world.
#[derive(Serialize)]
struct SnapshotRef<'a> {
    format: u32,
    port: u16,
    clock_ms: i64,
    next_seq: u64,
    balances: Vec<(&'a str, f64)>,
    secrets: Vec<(&'a str, &'a SecretRing)>,
    tasks: Vec<&'a Task>,
    batches: Vec<&'a BatchRecord>,
    batch_by_key: Vec<(&'a str, &'a str, &'a str)>,
    task_by_item_key: Vec<(&'a str, &'a str, &'a str)>,
    media: Vec<(&'a str, &'a MediaEntry)>,
    jobs: Vec<&'a Job>,
    awaiting: Vec<(&'a str, &'a str, &'a Value)>,
}

/// What is read back.
#[derive(Deserialize)]
pub struct Snapshot {
    format: u32,
    /// The port the sandbox listened on.
    pub port: u16,
    /// Its simulated time when saved (its clock goes on from there, never back).
    pub clock_ms: i64,
    next_seq: u64,
    balances: Vec<(String, f64)>,
    secrets: Vec<(String, SecretRing)>,
    tasks: Vec<Task>,
    batches: Vec<BatchRecord>,
    batch_by_key: Vec<(String, String, String)>,
    task_by_item_key: Vec<(String, String, String)>,
    media: Vec<(String, MediaEntry)>,
    jobs: Vec<Job>,
    awaiting: Vec<(String, String, Value)>,
}

/// The world as JSON, in a stable order (an unchanged world gives the same bytes).
pub fn encode(world: &World, port: u16, clock_ms: i64) -> Result<Vec<u8>, serde_json::Error> {
    fn sorted<T, K: Ord>(mut items: Vec<T>, key: impl Fn(&T) -> K) -> Vec<T> {
        items.sort_by_key(key);
        items
    }
    let snapshot = SnapshotRef {
        format: FORMAT,
        port,
        clock_ms,
        next_seq: world.next_seq,
        // By the keys' names: no API key is ever written.
        balances: world
            .keys
            .iter()
            .map(|k| (k.demo.name, k.balance))
            .collect(),
        secrets: sorted(
            world.secrets.iter().map(|(a, r)| (*a, r)).collect(),
            |(a, _)| *a,
        ),
        tasks: sorted(world.tasks.values().collect(), |t| t.id.as_str()),
        batches: sorted(world.batches.values().collect(), |b| b.id.as_str()),
        batch_by_key: sorted(
            world
                .batch_by_key
                .iter()
                .map(|((a, k), b)| (*a, k.as_str(), b.as_str()))
                .collect(),
            |e| *e,
        ),
        task_by_item_key: sorted(
            world
                .task_by_item_key
                .iter()
                .map(|((a, k), t)| (*a, k.as_str(), t.as_str()))
                .collect(),
            |e| *e,
        ),
        media: sorted(
            world.media.iter().map(|(t, m)| (t.as_str(), m)).collect(),
            |(t, _)| *t,
        ),
        jobs: sorted(world.schedule.iter().map(|j| &j.0).collect(), |j| *j),
        awaiting: sorted(
            world
                .awaiting
                .iter()
                .map(|(id, a)| (id.as_str(), a.model.id.as_str(), &a.input))
                .collect(),
            |(id, _, _)| *id,
        ),
    };
    serde_json::to_vec(&snapshot)
}

/// Reads a saved world (`Ok(None)`: there is none yet).
pub fn read(path: &Path) -> Result<Option<Snapshot>, PersistError> {
    let bytes = match std::fs::read(path) {
        Ok(bytes) => bytes,
        Err(err) if err.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(source) => {
            return Err(PersistError::Io {
                path: path.to_owned(),
                source,
            });
        }
    };
    let unreadable = |why: String| PersistError::Unreadable {
        path: path.to_owned(),
        why,
    };
    let snapshot: Snapshot =
        serde_json::from_slice(&bytes).map_err(|e| unreadable(e.to_string()))?;
    if snapshot.format != FORMAT {
        return Err(unreadable(format!("format {}", snapshot.format)));
    }
    Ok(Some(snapshot))
}

/// Moves an unreadable file aside (`<name>.unreadable`), so it is neither lost nor read again.
pub fn set_aside(path: &Path) {
    let mut aside = path.as_os_str().to_owned();
    aside.push(".unreadable");
    if let Err(err) = std::fs::rename(path, &aside) {
        tracing::warn!(%err, path = %path.display(), "the unreadable sandbox world could not be moved aside");
    }
}

/// Puts a saved world into a fresh `world`: balances of the keys it knows, secrets, tasks,
/// batches, media, scheduled work; tasks still waiting for their reference pictures have them
/// fetched again.
pub fn restore(world: &mut World, snapshot: Snapshot) {
    for (name, balance) in snapshot.balances {
        if let Some(state) = world.keys.iter_mut().find(|k| k.demo.name == name) {
            state.balance = balance;
        }
    }
    for (account, ring) in snapshot.secrets {
        world.secrets.insert(intern(account), ring);
    }
    for task in snapshot.tasks {
        world.tasks.insert(task.id.clone(), task);
    }
    for batch in snapshot.batches {
        world.batches.insert(batch.id.clone(), batch);
    }
    for (account, key, batch) in snapshot.batch_by_key {
        world.batch_by_key.insert((intern(account), key), batch);
    }
    for (account, key, task) in snapshot.task_by_item_key {
        world.task_by_item_key.insert((intern(account), key), task);
    }
    world.media.extend(snapshot.media);
    for job in snapshot.jobs {
        world.schedule.push(std::cmp::Reverse(job));
    }
    world.next_seq = world.next_seq.max(snapshot.next_seq);
    for (task_id, model_id, input) in snapshot.awaiting {
        let Some(model) = world.catalog.get(&model_id).cloned() else {
            continue;
        };
        let urls = super::world::reference_urls(&input);
        world
            .awaiting
            .insert(task_id.clone(), AwaitingTask { model, input });
        world
            .reference_checks
            .push(ReferenceCheck { task_id, urls });
    }
}

/// Writes `bytes` to `path` through a temporary file renamed over it.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> Result<(), PersistError> {
    let io = |source| PersistError::Io {
        path: path.to_owned(),
        source,
    };
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(io)?;
    }
    let mut temporary = path.as_os_str().to_owned();
    temporary.push(".partial");
    let temporary = PathBuf::from(temporary);
    std::fs::write(&temporary, bytes).map_err(io)?;
    std::fs::rename(&temporary, path).map_err(io)
}

/// Saves the world whenever it changed, until shutdown; then once more.
pub async fn run_saver(
    shared: Arc<SandboxState>,
    path: PathBuf,
    port: u16,
    mut shutdown: watch::Receiver<bool>,
) {
    let mut written: Option<Vec<u8>> = None;
    loop {
        let stopping = tokio::select! {
            () = shared.changed.notified() => false,
            () = tokio::time::sleep(SAVE_EVERY) => false,
            _ = shutdown.changed() => true,
        };
        save(&shared, &path, port, &mut written, stopping);
        if stopping {
            return;
        }
    }
}

/// Writes the world when more than its clock changed since the last write (`always`: in any
/// case, as the sandbox stops).
pub fn save(
    shared: &SandboxState,
    path: &Path,
    port: u16,
    written: &mut Option<Vec<u8>>,
    always: bool,
) {
    let encoded = encode(&shared.world(), port, shared.clock.now_ms());
    let bytes = match encoded {
        Ok(bytes) => bytes,
        Err(err) => {
            tracing::warn!(%err, "the sandbox world could not be encoded");
            return;
        }
    };
    if !always
        && written
            .as_ref()
            .is_some_and(|old| same_but_clock(old, &bytes))
    {
        return;
    }
    match write_atomically(path, &bytes) {
        Ok(()) => *written = Some(bytes),
        Err(err) => tracing::warn!(%err, "the sandbox world could not be saved"),
    }
}

/// Whether two encodings differ only in `clock_ms` (written first, after `format` and `port`).
fn same_but_clock(old: &[u8], new: &[u8]) -> bool {
    let rest = |bytes: &[u8]| -> Option<usize> {
        let text = std::str::from_utf8(bytes).ok()?;
        text.find(",\"next_seq\":")
    };
    match (rest(old), rest(new)) {
        (Some(a), Some(b)) => old[a..] == new[b..],
        _ => false,
    }
}
