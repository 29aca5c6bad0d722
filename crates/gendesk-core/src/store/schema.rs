//! The schema, as numbered migrations. Never edit a released migration: append a new one.
//!
//! Conventions: times are Unix milliseconds (`INTEGER`); booleans are `INTEGER` 0/1; tables are
//! `STRICT`; every foreign-key child column is indexed so cascades stay fast. No column holds an
//! API key or any other credential (see the module docs).

/// One schema step: the SQL that takes a database from `version - 1` to `version`.
pub(super) struct Migration {
    pub(super) version: i64,
    pub(super) sql: &'static str,
}

/// Every migration, in order; versions are 1, 2, 3, … without gaps.
pub(super) const MIGRATIONS: &[Migration] = &[
    Migration {
        version: 1,
        sql: V1_SCHEMA,
    },
    Migration {
        version: 2,
        sql: V2_BATCH_RUNS,
    },
    Migration {
        version: 3,
        sql: V3_DELIVERIES,
    },
    Migration {
        version: 4,
        sql: V4_END_REASON,
    },
    Migration {
        version: 5,
        sql: V5_REFERENCE_UPLOADS,
    },
    Migration {
        version: 6,
        sql: V6_FAVOURITES,
    },
    Migration {
        version: 7,
        sql: V7_TASK_NUMBERS,
    },
    Migration {
        version: 8,
        sql: V8_BALANCE_SAMPLES,
    },
    Migration {
        version: 9,
        sql: V9_COSTS,
    },
    Migration {
        version: 10,
        sql: V10_FIGURES_BY_KIND,
    },
];

/// The newest schema version this build knows.
pub const SCHEMA_VERSION: i64 = MIGRATIONS[MIGRATIONS.len() - 1].version;

const V1_SCHEMA: &str = r"
CREATE TABLE profiles (
    id          INTEGER PRIMARY KEY,
    name        TEXT    NOT NULL UNIQUE,
    base_url    TEXT    NOT NULL,
    is_sandbox  INTEGER NOT NULL CHECK (is_sandbox IN (0, 1)),
    created_ms  INTEGER NOT NULL
) STRICT;

CREATE TABLE batches (
    id               INTEGER PRIMARY KEY,
    profile_id       INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
    model            TEXT    NOT NULL,
    idempotency_key  TEXT    NOT NULL UNIQUE,
    body             BLOB    NOT NULL,
    webhook_url      TEXT,
    phase            TEXT    NOT NULL
                     CHECK (phase IN ('sending', 'accepted', 'rejected', 'error')),
    remote_batch_id  TEXT,
    status           TEXT,
    replayed         INTEGER NOT NULL DEFAULT 0 CHECK (replayed IN (0, 1)),
    created_ms       INTEGER NOT NULL,
    updated_ms       INTEGER NOT NULL,
    send_attempts    INTEGER NOT NULL DEFAULT 0 CHECK (send_attempts >= 0),
    error            TEXT,
    next_poll_ms     INTEGER,
    poll_count       INTEGER NOT NULL DEFAULT 0 CHECK (poll_count >= 0),
    finished_ms      INTEGER,
    CHECK (phase <> 'accepted' OR remote_batch_id IS NOT NULL)
) STRICT;
CREATE INDEX batches_profile_phase ON batches(profile_id, phase, next_poll_ms);

CREATE TABLE tasks (
    id                 INTEGER PRIMARY KEY,
    profile_id         INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
    model              TEXT    NOT NULL,
    kind               TEXT,
    request_json       TEXT    NOT NULL,
    phase              TEXT    NOT NULL
                       CHECK (phase IN ('submitting', 'unknown', 'rejected', 'active', 'final')),
    state              TEXT,
    task_id            TEXT,
    batch_row          INTEGER REFERENCES batches(id) ON DELETE SET NULL,
    created_ms         INTEGER NOT NULL,
    submitted_ms       INTEGER,
    updated_ms         INTEGER NOT NULL,
    completed_ms       INTEGER,
    remote_create_ms   INTEGER,
    cost_time_ms       INTEGER,
    fail_code          TEXT,
    fail_msg           TEXT,
    result_urls        TEXT,
    results_issued_ms  INTEGER,
    error              TEXT,
    next_poll_ms       INTEGER,
    poll_count         INTEGER NOT NULL DEFAULT 0 CHECK (poll_count >= 0),
    prompt_excerpt     TEXT    NOT NULL DEFAULT '',
    CHECK (phase NOT IN ('active', 'final') OR task_id IS NOT NULL)
) STRICT;
-- Newest-first lists (keyset pagination) and the profile foreign key.
CREATE INDEX tasks_newest ON tasks(profile_id, created_ms DESC, id DESC);
-- The poll scheduler: active rows by next poll time.
CREATE INDEX tasks_due ON tasks(profile_id, phase, next_poll_ms);
-- One row per remote task per profile (NULLs, i.e. not yet known, do not collide).
CREATE UNIQUE INDEX tasks_remote ON tasks(profile_id, task_id);
CREATE INDEX tasks_batch ON tasks(batch_row);

CREATE TABLE batch_items (
    batch_row        INTEGER NOT NULL REFERENCES batches(id) ON DELETE CASCADE,
    ordinal          INTEGER NOT NULL,
    client_item_id   TEXT    NOT NULL,
    idempotency_key  TEXT    NOT NULL,
    request_json     TEXT    NOT NULL,
    kind             TEXT,
    prompt_excerpt   TEXT    NOT NULL DEFAULT '',
    task_row         INTEGER REFERENCES tasks(id) ON DELETE SET NULL,
    accepted         INTEGER CHECK (accepted IN (0, 1)),
    item_status      TEXT,
    error_code       TEXT,
    error_message    TEXT,
    PRIMARY KEY (batch_row, ordinal),
    UNIQUE (batch_row, client_item_id),
    UNIQUE (batch_row, idempotency_key)
) STRICT;
CREATE INDEX batch_items_task ON batch_items(task_row);

CREATE TABLE downloads (
    id           INTEGER PRIMARY KEY,
    task_row     INTEGER NOT NULL REFERENCES tasks(id) ON DELETE CASCADE,
    url_index    INTEGER NOT NULL CHECK (url_index >= 0),
    url          TEXT    NOT NULL,
    target_dir   TEXT    NOT NULL,
    file_name    TEXT    NOT NULL,
    bytes_done   INTEGER NOT NULL DEFAULT 0 CHECK (bytes_done >= 0),
    total_bytes  INTEGER CHECK (total_bytes >= 0),
    status       TEXT    NOT NULL
                 CHECK (status IN ('queued', 'running', 'done', 'failed', 'expired', 'cancelled')),
    error        TEXT,
    created_ms   INTEGER NOT NULL,
    updated_ms   INTEGER NOT NULL
) STRICT;
CREATE INDEX downloads_task ON downloads(task_row);
-- One live download per result URL and folder (failed or cancelled ones may be retried).
CREATE UNIQUE INDEX downloads_once ON downloads(task_row, url_index, target_dir)
    WHERE status NOT IN ('failed', 'cancelled');
-- Two downloads never aim at one file.
CREATE UNIQUE INDEX downloads_file ON downloads(target_dir, file_name)
    WHERE status IN ('queued', 'running', 'done');
CREATE INDEX downloads_open ON downloads(status) WHERE status IN ('queued', 'running');

CREATE TABLE events (
    id          INTEGER PRIMARY KEY,
    profile_id  INTEGER REFERENCES profiles(id) ON DELETE CASCADE,
    at_ms       INTEGER NOT NULL,
    level       TEXT    NOT NULL CHECK (level IN ('info', 'warn', 'error')),
    kind        TEXT    NOT NULL,
    task_row    INTEGER REFERENCES tasks(id) ON DELETE SET NULL,
    batch_row   INTEGER REFERENCES batches(id) ON DELETE SET NULL,
    message     TEXT    NOT NULL
) STRICT;
CREATE INDEX events_profile ON events(profile_id, id);
CREATE INDEX events_task ON events(task_row);
CREATE INDEX events_batch ON events(batch_row);
";

/// Batches grouped into runs (one import split into several batches), a link from a batch of
/// fixed or retried items back to the batch they came from, and the service's `reusedCount`.
const V2_BATCH_RUNS: &str = r"
ALTER TABLE batches ADD COLUMN run_id TEXT;
ALTER TABLE batches ADD COLUMN run_index INTEGER CHECK (run_index >= 0);
ALTER TABLE batches ADD COLUMN run_size INTEGER CHECK (run_size >= 1);
ALTER TABLE batches ADD COLUMN origin_batch INTEGER REFERENCES batches(id) ON DELETE SET NULL;
ALTER TABLE batches ADD COLUMN origin_reason TEXT
    CHECK (origin_reason IN ('fix-rejected', 'retry-failed'));
ALTER TABLE batches ADD COLUMN reused_count INTEGER NOT NULL DEFAULT 0 CHECK (reused_count >= 0);
CREATE INDEX batches_run ON batches(run_id);
CREATE INDEX batches_origin ON batches(origin_batch);
";

/// Deliveries received by the local webhook receiver (raw request, verdict, what was done), and
/// each profile's random path segment for its receiver URLs.
///
/// `signer_version` is the version of the signing secret that verified a delivery (or that a
/// retired or revoked secret matched): a number, never the secret (`NewDelivery::secret_version`
/// in Rust; the column avoids the word so the schema's no-credentials check stays strict). `expected_signature` and
/// `received_signature` are HMAC outputs, not keys. `receiver_path` is not a credential either:
/// it is part of the webhook URLs stored in `batches.webhook_url` anyway.
const V3_DELIVERIES: &str = r"
CREATE TABLE deliveries (
    id                  INTEGER PRIMARY KEY,
    profile_id          INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
    received_ms         INTEGER NOT NULL,
    kind                TEXT    NOT NULL CHECK (kind IN ('webhook', 'callback')),
    method              TEXT    NOT NULL,
    path                TEXT    NOT NULL,
    event_id            TEXT,
    signed_timestamp    TEXT,
    task_id             TEXT,
    batch_id            TEXT,
    client_item_id      TEXT,
    verdict             TEXT    NOT NULL
                        CHECK (verdict IN ('verified', 'duplicate', 'missing-header', 'malformed',
                                           'wrong-scheme', 'mismatch', 'stale', 'future',
                                           'no-secret', 'callback', 'unreadable')),
    reason              TEXT    NOT NULL,
    signer_version      INTEGER,
    expected_signature  TEXT,
    received_signature  TEXT,
    action              TEXT    NOT NULL DEFAULT '',
    attempt             INTEGER NOT NULL DEFAULT 1 CHECK (attempt >= 1),
    task_row            INTEGER REFERENCES tasks(id) ON DELETE SET NULL,
    batch_row           INTEGER REFERENCES batches(id) ON DELETE SET NULL,
    -- The raw request last: a list's scan then reads the other columns without walking
    -- through a large body's overflow pages.
    headers             TEXT    NOT NULL,
    body                BLOB    NOT NULL
) STRICT;
-- Newest-first lists (keyset pagination by id), pruning, and the profile foreign key.
CREATE INDEX deliveries_newest ON deliveries(profile_id, id DESC);
-- Attempts and duplicates: earlier deliveries of one event id, or callbacks of one task.
CREATE INDEX deliveries_event ON deliveries(profile_id, event_id);
CREATE INDEX deliveries_task_id ON deliveries(profile_id, task_id);
CREATE INDEX deliveries_task ON deliveries(task_row);
CREATE INDEX deliveries_batch ON deliveries(batch_row);
-- A delivery names the service's batch id; finding its row must not scan the profile's batches.
CREATE INDEX batches_remote ON batches(profile_id, remote_batch_id);

ALTER TABLE profiles ADD COLUMN receiver_path TEXT;
-- How many deliveries the profile keeps now, so pruning to the newest N never counts rows.
ALTER TABLE profiles ADD COLUMN deliveries_kept INTEGER NOT NULL DEFAULT 0
    CHECK (deliveries_kept >= 0);
-- The receiver finds the profile from the path, so two profiles never share one.
CREATE UNIQUE INDEX profiles_receiver_path ON profiles(receiver_path);
";

/// Why GenDesk itself ended a task (not the service): a code, worded by whoever shows it. Tasks
/// ended before this column existed carried GenDesk's sentence as their failure message; they
/// get the code and lose the sentence, so no message is ever compared with a sentence again.
const V4_END_REASON: &str = "
ALTER TABLE tasks ADD COLUMN end_reason TEXT CHECK (end_reason IN ('sandbox_forgot'));
UPDATE tasks SET end_reason = 'sandbox_forgot', fail_msg = NULL
 WHERE fail_code IS NULL AND fail_msg = 'The offline sandbox forgets its tasks when GenDesk closes, and this one was still running then, so it can never finish. Submit it again: sandbox tasks cost nothing.';
";

/// The person's own pictures hosted as references: where each link came from (file and
/// SHA-256), where it lives (sandbox, bucket object, receiver) and until when, and whether the
/// bucket copy is to be deleted once the tasks that use it are final. Tasks and batches are
/// not linked: a picture's uses are found by its URL in their stored requests.
const V5_REFERENCE_UPLOADS: &str = "
CREATE TABLE reference_uploads (
    id                 INTEGER PRIMARY KEY,
    profile_id         INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
    url                TEXT    NOT NULL,
    name               TEXT    NOT NULL,
    source_path        TEXT,
    source_sha256      TEXT    NOT NULL,
    fitted             INTEGER NOT NULL CHECK (fitted IN (0, 1)),
    byte_len           INTEGER NOT NULL CHECK (byte_len >= 0),
    width              INTEGER NOT NULL CHECK (width >= 0),
    height             INTEGER NOT NULL CHECK (height >= 0),
    host               TEXT    NOT NULL CHECK (host IN ('sandbox', 'bucket', 'receiver')),
    bucket_object      TEXT,
    expires_ms         INTEGER,
    delete_when_final  INTEGER NOT NULL DEFAULT 0 CHECK (delete_when_final IN (0, 1)),
    deleted_ms         INTEGER,
    created_ms         INTEGER NOT NULL
) STRICT;
CREATE INDEX reference_uploads_url ON reference_uploads(profile_id, url);
CREATE INDEX reference_uploads_to_delete ON reference_uploads(profile_id)
    WHERE delete_when_final = 1 AND deleted_ms IS NULL;
";

/// A star on a task (its results show under the Gallery's Favourites).
const V6_FAVOURITES: &str = "
ALTER TABLE tasks ADD COLUMN favourite INTEGER NOT NULL DEFAULT 0 CHECK (favourite IN (0, 1));
CREATE INDEX tasks_favourite ON tasks(profile_id, created_ms DESC, id DESC) WHERE favourite = 1;
";

/// Each task's number within its profile (1, 2, 3, …; "Task 3" of a profile with three tasks,
/// not the row id counted across every profile): numbered in row order once, then by a
/// trigger as tasks are added.
const V7_TASK_NUMBERS: &str = "
ALTER TABLE tasks ADD COLUMN number INTEGER;
UPDATE tasks SET number = ranked.n
  FROM (SELECT id, ROW_NUMBER() OVER (PARTITION BY profile_id ORDER BY id) AS n FROM tasks) AS ranked
 WHERE tasks.id = ranked.id;
CREATE INDEX tasks_profile_number ON tasks(profile_id, number);
CREATE TRIGGER tasks_number AFTER INSERT ON tasks WHEN NEW.number IS NULL
BEGIN
    UPDATE tasks
       SET number = (SELECT COALESCE(MAX(number), 0) + 1 FROM tasks
                      WHERE profile_id = NEW.profile_id AND id <> NEW.id)
     WHERE id = NEW.id;
END;
";

/// Every balance the service reported, with when (never guessed): the Insights view's balance
/// line and "at this rate it lasts N days".
const V8_BALANCE_SAMPLES: &str = "
CREATE TABLE balance_samples (
    id          INTEGER PRIMARY KEY,
    profile_id  INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
    asked_ms    INTEGER NOT NULL,
    at_ms       INTEGER NOT NULL,
    usd         REAL    NOT NULL,
    CHECK (asked_ms <= at_ms)
) STRICT;
CREATE INDEX balance_samples_time ON balance_samples(profile_id, at_ms);
";

/// What a task was expected to cost when it was sent (the sandbox's price list or the price the
/// person gave for their model; NULL when unknown), and what the balance measured around it;
/// batch items keep their estimate until their task exists. And when GenDesk first saw the task
/// final (the service's own completion time is `completed_ms`), and whether a batch task's
/// processing time, which batch answers lack, was asked for with a status query. Insights reads
/// its figures from one covering index.
const V9_COSTS: &str = "
ALTER TABLE tasks ADD COLUMN estimated_usd REAL;
ALTER TABLE tasks ADD COLUMN measured_usd REAL;
ALTER TABLE tasks ADD COLUMN seen_final_ms INTEGER;
ALTER TABLE tasks ADD COLUMN processing_time_asked INTEGER NOT NULL DEFAULT 0
    CHECK (processing_time_asked IN (0, 1));
ALTER TABLE batch_items ADD COLUMN estimated_usd REAL;
CREATE INDEX tasks_figures ON tasks(profile_id, created_ms, task_id, model, phase, state,
    fail_code, end_reason, cost_time_ms, remote_create_ms, completed_ms, estimated_usd,
    measured_usd);
";

/// Insights also filters by kind: the covering index gains the task's kind, so that filter still
/// never touches the wide rows.
const V10_FIGURES_BY_KIND: &str = "
DROP INDEX tasks_figures;
CREATE INDEX tasks_figures ON tasks(profile_id, created_ms, task_id, model, kind, phase, state,
    fail_code, end_reason, cost_time_ms, remote_create_ms, completed_ms, estimated_usd,
    measured_usd);
";
