//! The model catalogue that follows the service: a newer catalogue from the feed is verified
//! (size, SHA-256), read with the built-in asset's schema and checks, and only then stored
//! (`<data>/updates/catalog.json`, written atomically). The built-in catalogue is the fallback
//! forever: a stored one that is missing, unreadable, broken or not newer than the built-in one
//! is passed over (and said why). Models the update brought are remembered as new, with the
//! moment they were first seen; models it dropped are kept (`retired-models.json`) and stay in
//! the catalogue as "no longer in the catalogue", so history, presets and *Reuse settings*
//! still find them.

use std::collections::BTreeSet;

use super::error::UpdateError;
use super::feed::CatalogRef;
use super::state::{UpdatePaths, UpdateState};
use super::updater::Updater;
use crate::catalog::{Catalog, CatalogError, ModelDoc, ModelSource};
use crate::config::write_atomic;

/// The catalogue in use and where it came from.
#[derive(Debug, Clone, PartialEq)]
pub struct CurrentCatalog {
    /// The catalogue.
    pub catalog: Catalog,
    /// It came from the update feed (not built in).
    pub updated: bool,
    /// Why a stored catalogue was passed over, worded for people.
    pub problem: Option<String>,
}

/// The catalogue to use: the stored one from the feed when it is valid and newer than the
/// built-in one, else the built-in one. Reads one file; call it off the UI thread.
pub fn current_catalog(paths: &UpdatePaths) -> Result<CurrentCatalog, CatalogError> {
    let mut current = chosen_catalog(paths)?;
    add_retired(&mut current.catalog, &retired_docs(paths));
    Ok(current)
}

/// Models that earlier catalogues had, as kept.
fn retired_docs(paths: &UpdatePaths) -> Vec<ModelDoc> {
    let file = paths.retired_file();
    match std::fs::read(&file) {
        Ok(bytes) => serde_json::from_slice(&bytes).unwrap_or_else(|err| {
            tracing::warn!("{} is unreadable ({err})", file.display());
            Vec::new()
        }),
        Err(_) => Vec::new(),
    }
}

/// Adds the retired models the catalogue lacks, marked as no longer in it.
fn add_retired(catalog: &mut Catalog, retired: &[ModelDoc]) {
    for doc in retired {
        if catalog.get(&doc.id).is_some() {
            continue;
        }
        match doc.resolve(catalog.templates(), ModelSource::Retired) {
            Ok(spec) => {
                catalog.insert(spec);
            }
            Err(err) => tracing::warn!("the retired model {} is not usable: {err}", doc.id),
        }
    }
}

/// The stored catalogue or the built-in one, without retired models.
fn chosen_catalog(paths: &UpdatePaths) -> Result<CurrentCatalog, CatalogError> {
    let builtin = Catalog::builtin()?;
    let file = paths.catalog_file();
    let text = match std::fs::read_to_string(&file) {
        Ok(text) => text,
        Err(err) if err.kind() == std::io::ErrorKind::NotFound => {
            return Ok(CurrentCatalog {
                catalog: builtin,
                updated: false,
                problem: None,
            });
        }
        Err(err) => {
            return Ok(passed_over(
                builtin,
                &crate::t!(
                    "problem-catalog-stored-unreadable",
                    path = file.display().to_string(),
                    cause = err.to_string()
                ),
            ));
        }
    };
    match Catalog::from_update_json(&text) {
        Ok(stored) if stored.version() > builtin.version() => Ok(CurrentCatalog {
            catalog: stored,
            updated: true,
            problem: None,
        }),
        // This GenDesk was updated since: its own catalogue is as new or newer.
        Ok(_) => Ok(CurrentCatalog {
            catalog: builtin,
            updated: false,
            problem: None,
        }),
        Err(err) => Ok(passed_over(builtin, &err.to_string())),
    }
}

/// The built-in catalogue, with why the stored one was not used.
fn passed_over(builtin: Catalog, why: &str) -> CurrentCatalog {
    tracing::warn!("the updated model catalogue is not used: {why}");
    CurrentCatalog {
        catalog: builtin,
        updated: false,
        problem: Some(crate::t!("problem-catalog-stored-passed-over", why = why)),
    }
}

/// What [`apply_catalog`] did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CatalogOutcome {
    /// The catalogue in use is as new as the feed's.
    Unchanged {
        /// Its version.
        version: u32,
    },
    /// The feed's catalogue is now in use.
    Updated {
        /// Its version.
        version: u32,
        /// Models it brought, by ID.
        new_models: Vec<String>,
    },
}

/// Takes the feed's catalogue when it is newer than the one in use: downloads and verifies
/// it, reads it with the built-in schema, stores it, and marks the models it brings as new
/// from `now_s`. A refused catalogue changes nothing.
pub async fn apply_catalog(
    updater: &Updater,
    offered: &CatalogRef,
    now_s: i64,
) -> Result<CatalogOutcome, UpdateError> {
    let paths = updater.config().paths.clone();
    let current = {
        let paths = paths.clone();
        tokio::task::spawn_blocking(move || current_catalog(&paths))
            .await
            .map_err(|err| UpdateError::Install {
                reason: err.to_string(),
            })?
            .map_err(UpdateError::Catalog)?
    };
    if offered.version <= current.catalog.version() {
        return Ok(CatalogOutcome::Unchanged {
            version: current.catalog.version(),
        });
    }
    let (_cancel_tx, cancel) = tokio::sync::watch::channel(false);
    let name = format!("catalog-{}.json", offered.version);
    let file = updater
        .download(&offered.file, &name, &cancel, |_| {})
        .await?;
    let stored = store_verified(&paths, &file.path, offered, &current.catalog, now_s).await;
    if let Err(err) = tokio::fs::remove_file(&file.path).await {
        tracing::warn!("{} was not removed: {err}", file.path.display());
    }
    stored
}

/// Reads the verified download, checks it, and stores it with its new models.
async fn store_verified(
    paths: &UpdatePaths,
    downloaded: &std::path::Path,
    offered: &CatalogRef,
    current: &Catalog,
    now_s: i64,
) -> Result<CatalogOutcome, UpdateError> {
    let bytes = tokio::fs::read(downloaded)
        .await
        .map_err(|err| UpdateError::io(downloaded, "read", err))?;
    let text = String::from_utf8(bytes).map_err(|_| {
        UpdateError::Catalog(CatalogError::Updated {
            reason: crate::t!("problem-catalog-update-not-utf8"),
        })
    })?;
    let catalog = Catalog::from_update_json(&text).map_err(UpdateError::Catalog)?;
    if catalog.version() != offered.version {
        return Err(UpdateError::Catalog(CatalogError::Updated {
            reason: crate::t!(
                "problem-catalog-update-version-mismatch",
                found = catalog.version(),
                expected = offered.version
            ),
        }));
    }
    let known: BTreeSet<&str> = current.models().iter().map(|m| m.id.as_str()).collect();
    let new_models: Vec<String> = catalog
        .models()
        .iter()
        .map(|m| m.id.clone())
        .filter(|id| !known.contains(id.as_str()))
        .collect();
    retire_dropped(paths, &catalog)?;
    let target = paths.catalog_file();
    write_atomic(&target, text.as_bytes())
        .map_err(|err| UpdateError::io(&target, "written", err))?;
    let state_file = paths.state_file();
    UpdateState::update(&state_file, |state| {
        for id in &new_models {
            state.new_models.entry(id.clone()).or_insert(now_s);
        }
    })?;
    Ok(CatalogOutcome::Updated {
        version: catalog.version(),
        new_models,
    })
}

/// Keeps the definitions of the models the catalogue in use has and `next` lacks; forgets
/// those `next` brings back.
fn retire_dropped(paths: &UpdatePaths, next: &Catalog) -> Result<(), UpdateError> {
    let chosen = chosen_catalog(paths).map_err(UpdateError::Catalog)?;
    let text = if chosen.updated {
        std::fs::read_to_string(paths.catalog_file())
            .map_err(|err| UpdateError::io(paths.catalog_file(), "read", err))?
    } else {
        Catalog::builtin_json().to_owned()
    };
    let mut retired = retired_docs(paths);
    for doc in Catalog::model_docs(&text).map_err(UpdateError::Catalog)? {
        if next.get(&doc.id).is_none() && !retired.iter().any(|r| r.id == doc.id) {
            retired.push(doc);
        }
    }
    retired.retain(|doc| next.get(&doc.id).is_none());
    let file = paths.retired_file();
    let bytes = serde_json::to_vec_pretty(&retired).map_err(|err| UpdateError::Malformed {
        reason: err.to_string(),
    })?;
    write_atomic(&file, &bytes).map_err(|err| UpdateError::io(&file, "written", err))
}
