//! The person's own pictures hosted as references: one row per hosted link, with the file it
//! came from (path and SHA-256), so a stored request can be used again after its links expired
//! (the file is read and hosted again), and the bucket copies to delete once every task that
//! uses them is final (or their link expired).

use std::path::PathBuf;

use rusqlite::{Row, params};

use super::values::ProfileId;
use super::{Store, StoreError};
use crate::references::{HostKind, HostedReference, LocalPicture};

/// Where a hosted link came from, as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReferenceSource {
    /// The hosted link (as it went into `image_urls`).
    pub url: String,
    /// The picture's file name.
    pub name: String,
    /// The file it was read from (`None` for a paste).
    pub source_path: Option<PathBuf>,
    /// SHA-256 of the file as read.
    pub source_sha256: String,
    /// Whether a fitted copy (scaled down, saved again) was sent.
    pub fitted: bool,
    /// Bytes sent.
    pub byte_len: u64,
    /// Pixels as shown.
    pub width: u32,
    /// Pixels as shown.
    pub height: u32,
    /// Where it was hosted.
    pub host: HostKind,
    /// When the link stops working (`None`: while GenDesk or the sandbox runs).
    pub expires_ms: Option<i64>,
    /// When the bucket copy was deleted.
    pub deleted_ms: Option<i64>,
}

/// A bucket copy whose tasks are all final (or whose link expired).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UploadToDelete {
    /// Its row.
    pub id: i64,
    /// The bucket key.
    pub object_key: String,
}

fn source_from_row(r: &Row<'_>) -> rusqlite::Result<ReferenceSource> {
    let host: String = r.get(8)?;
    Ok(ReferenceSource {
        url: r.get(0)?,
        name: r.get(1)?,
        source_path: r.get::<_, Option<String>>(2)?.map(PathBuf::from),
        source_sha256: r.get(3)?,
        fitted: r.get(4)?,
        byte_len: r.get::<_, i64>(5)?.try_into().unwrap_or(0),
        width: r.get::<_, i64>(6)?.try_into().unwrap_or(0),
        height: r.get::<_, i64>(7)?.try_into().unwrap_or(0),
        // The column's CHECK allows only the three names.
        host: HostKind::parse(&host).unwrap_or(HostKind::Bucket),
        expires_ms: r.get(9)?,
        deleted_ms: r.get(10)?,
    })
}

impl Store {
    /// Records a hosted picture (before its link is handed to any request).
    pub fn record_reference_upload(
        &mut self,
        profile: ProfileId,
        picture: &LocalPicture,
        hosted: &HostedReference,
        delete_when_final: bool,
        now_ms: i64,
    ) -> Result<i64, StoreError> {
        self.write("store-doing-recording-a-hosted-reference-picture", |conn| {
            let id = conn
                .prepare_cached(
                    "INSERT INTO reference_uploads (profile_id, url, name, source_path,
                         source_sha256, fitted, byte_len, width, height, host, bucket_object,
                         expires_ms, delete_when_final, created_ms)
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)
                     RETURNING id",
                )?
                .query_row(
                    params![
                        profile,
                        hosted.url,
                        picture.name,
                        picture
                            .source
                            .as_ref()
                            .map(|p| p.to_string_lossy().into_owned()),
                        picture.source_sha256,
                        picture.fitted,
                        i64::try_from(picture.byte_len()).unwrap_or(i64::MAX),
                        picture.width,
                        picture.height,
                        hosted.host.as_str(),
                        hosted.object_key,
                        hosted.expires_at_ms,
                        delete_when_final && hosted.object_key.is_some(),
                        now_ms
                    ],
                    |r| r.get(0),
                )?;
            Ok(id)
        })
    }

    /// Where each of `urls` came from, for those GenDesk hosted (newest row per URL).
    pub fn reference_sources(
        &self,
        profile: ProfileId,
        urls: &[String],
    ) -> Result<Vec<ReferenceSource>, StoreError> {
        self.read(
            "store-doing-reading-where-reference-pictures-came-from",
            |conn| {
                let mut stmt = conn.prepare_cached(
                    "SELECT url, name, source_path, source_sha256, fitted, byte_len, width, height,
                        host, expires_ms, deleted_ms
                 FROM reference_uploads WHERE profile_id = ?1 AND url = ?2
                 ORDER BY id DESC LIMIT 1",
                )?;
                let mut found = Vec::new();
                for url in urls {
                    let mut rows = stmt.query_map(params![profile, url], source_from_row)?;
                    if let Some(row) = rows.next() {
                        found.push(row?);
                    }
                }
                Ok(found)
            },
        )
    }

    /// Bucket copies to delete now: asked for, not yet deleted, and either expired or used by
    /// at least one task or batch and by nothing that may still run. A use is a task or batch
    /// of the profile whose stored request holds the link; a task whose outcome is unknown may
    /// still run, so it keeps the copy (until the link expires).
    pub fn uploads_to_delete(
        &self,
        profile: ProfileId,
        now_ms: i64,
    ) -> Result<Vec<UploadToDelete>, StoreError> {
        self.read("store-doing-finding-reference-pictures-to-delete", |conn| {
            let mut stmt = conn.prepare_cached(
                "SELECT u.id, u.bucket_object FROM reference_uploads u
                 WHERE u.profile_id = ?1 AND u.delete_when_final = 1 AND u.deleted_ms IS NULL
                   AND u.bucket_object IS NOT NULL
                   AND (u.expires_ms < ?2
                        OR ((EXISTS (SELECT 1 FROM tasks t WHERE t.profile_id = u.profile_id
                                       AND instr(t.request_json, u.url) > 0)
                             OR EXISTS (SELECT 1 FROM batches b WHERE b.profile_id = u.profile_id
                                       AND instr(b.body, CAST(u.url AS BLOB)) > 0))
                            AND NOT EXISTS (SELECT 1 FROM tasks t WHERE t.profile_id = u.profile_id
                                       AND t.phase IN ('submitting', 'unknown', 'active')
                                       AND instr(t.request_json, u.url) > 0)
                            AND NOT EXISTS (SELECT 1 FROM batches b WHERE b.profile_id = u.profile_id
                                       AND (b.phase = 'sending' OR (b.phase = 'accepted' AND b.finished_ms IS NULL))
                                       AND instr(b.body, CAST(u.url AS BLOB)) > 0)))",
            )?;
            let rows = stmt.query_map(params![profile, now_ms], |r| {
                Ok(UploadToDelete {
                    id: r.get(0)?,
                    object_key: r.get(1)?,
                })
            })?;
            Ok(rows.collect::<rusqlite::Result<Vec<_>>>()?)
        })
    }

    /// Notes that a bucket copy was deleted.
    pub fn mark_upload_deleted(&mut self, id: i64, now_ms: i64) -> Result<(), StoreError> {
        self.write("store-doing-noting-a-deleted-reference-picture", |conn| {
            conn.prepare_cached("UPDATE reference_uploads SET deleted_ms = ?2 WHERE id = ?1")?
                .execute(params![id, now_ms])?;
            Ok(())
        })
    }
}
