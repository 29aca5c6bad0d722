//! Profiles: a named service endpoint (base URL, sandbox or not). Keys are not stored here.

use rusqlite::{OptionalExtension, Row, params};

use super::values::ProfileId;
use super::{Store, StoreError};

/// A stored profile.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Profile {
    /// Its row id.
    pub id: ProfileId,
    /// Unique display name.
    pub name: String,
    /// The service base URL.
    pub base_url: String,
    /// Whether it points at the local sandbox.
    pub is_sandbox: bool,
    /// When it was first stored.
    pub created_ms: i64,
}

const PROFILE_COLUMNS: &str = "id, name, base_url, is_sandbox, created_ms";

fn profile_from_row(row: &Row<'_>) -> rusqlite::Result<Profile> {
    Ok(Profile {
        id: row.get(0)?,
        name: row.get(1)?,
        base_url: row.get(2)?,
        is_sandbox: row.get(3)?,
        created_ms: row.get(4)?,
    })
}

impl Store {
    /// Creates the profile `name`, or updates its base URL and sandbox flag if it exists.
    pub fn upsert_profile(
        &mut self,
        name: &str,
        base_url: &str,
        is_sandbox: bool,
        now: i64,
    ) -> Result<ProfileId, StoreError> {
        if name.trim().is_empty() {
            return Err(StoreError::InvalidInput {
                detail: crate::t!("store-detail-profile-without-name"),
            });
        }
        self.write("store-doing-saving-a-profile", |conn| {
            let id = conn
                .prepare_cached(
                    "INSERT INTO profiles (name, base_url, is_sandbox, created_ms)
                     VALUES (?1, ?2, ?3, ?4)
                     ON CONFLICT (name) DO UPDATE
                        SET base_url = excluded.base_url, is_sandbox = excluded.is_sandbox
                     RETURNING id",
                )?
                .query_row(params![name, base_url, is_sandbox, now], |row| row.get(0))?;
            Ok(id)
        })
    }

    /// The profile called `name`, if any.
    pub fn profile_by_name(&self, name: &str) -> Result<Option<Profile>, StoreError> {
        self.read("store-doing-reading-a-profile", |conn| {
            let sql = format!("SELECT {PROFILE_COLUMNS} FROM profiles WHERE name = ?1");
            Ok(conn
                .prepare_cached(&sql)?
                .query_row([name], profile_from_row)
                .optional()?)
        })
    }

    /// The profile with this id, if any.
    pub fn profile(&self, id: ProfileId) -> Result<Option<Profile>, StoreError> {
        self.read("store-doing-reading-a-profile", |conn| {
            let sql = format!("SELECT {PROFILE_COLUMNS} FROM profiles WHERE id = ?1");
            Ok(conn
                .prepare_cached(&sql)?
                .query_row([id], profile_from_row)
                .optional()?)
        })
    }

    /// Every profile, by name.
    pub fn list_profiles(&self) -> Result<Vec<Profile>, StoreError> {
        self.read("store-doing-listing-profiles", |conn| {
            let sql = format!("SELECT {PROFILE_COLUMNS} FROM profiles ORDER BY name, id");
            let mut stmt = conn.prepare_cached(&sql)?;
            let rows = stmt.query_map([], profile_from_row)?;
            Ok(rows.collect::<rusqlite::Result<Vec<_>>>()?)
        })
    }

    /// Deletes a profile and, by cascade, all of its history: tasks, batches and their items,
    /// downloads records (not the files), events and received deliveries. Returns whether it
    /// existed.
    pub fn delete_profile(&mut self, id: ProfileId) -> Result<bool, StoreError> {
        self.write("store-doing-deleting-a-profile-and-its-history", |conn| {
            let deleted = conn
                .prepare_cached("DELETE FROM profiles WHERE id = ?1")?
                .execute([id])?;
            Ok(deleted > 0)
        })
    }
}
