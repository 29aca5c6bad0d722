//! The person's own pictures: hosted the profile's way (the sandbox keeps them itself; a
//! bucket gets a presigned upload and gives a presigned link; the receiver serves them behind
//! the tunnel), each recorded in the history before its link is handed back, and bucket copies
//! deleted once every task that uses them is final (when the person asked for that).

use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::{Duration, SystemTime};

use super::messages::{Event, ReferenceEvent, ReferenceSetup};
use super::worker::{Worker, now_ms};
use crate::references::hosting::Hoster;
use crate::references::{LocalPicture, ReferenceError};

/// Tasks finishing together are swept once, this long after the first.
const SWEEP_COALESCE: Duration = Duration::from_secs(2);

/// How the profile's pictures are hosted now: made once when the setup is given, so the
/// HTTP clients behind it are too.
pub struct Hosting {
    /// What hosts pictures, or why nothing can.
    hoster: Result<Hoster, ReferenceError>,
    /// Bucket copies are deleted once their tasks are final.
    delete_when_final: bool,
}

impl Default for Hosting {
    fn default() -> Self {
        Self {
            hoster: Err(ReferenceError::NoHost),
            delete_when_final: false,
        }
    }
}

impl Worker {
    /// Hosts pictures this way from now on (a sandbox profile: the sandbox, whatever `setup`).
    pub fn set_references(&self, setup: ReferenceSetup) {
        let hosting = self.make_hosting(setup);
        *self
            .references
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner) = hosting;
    }

    /// Notes whether the receiver runs (it serves the shared pictures).
    pub fn note_receiver(&self, running: bool) {
        self.receiver_running.store(running, Ordering::Release);
    }

    fn make_hosting(&self, setup: ReferenceSetup) -> Hosting {
        if self.is_sandbox {
            let hoster = self
                .client
                .network()
                .client_builder()
                .build()
                .map(|http| Hoster::Sandbox {
                    base: self.target.base_url.clone(),
                    key: self.target.key.clone(),
                    http,
                })
                .map_err(|err| ReferenceError::Sandbox(err.to_string()));
            return Hosting {
                hoster,
                delete_when_final: false,
            };
        }
        match setup {
            ReferenceSetup::None => Hosting::default(),
            ReferenceSetup::Bucket { settings, secret } => Hosting {
                delete_when_final: settings.delete_when_final,
                hoster: Hoster::bucket(settings, secret.as_ref(), self.client.network()),
            },
            ReferenceSetup::Receiver { tunnel } => Hosting {
                hoster: Ok(Hoster::Receiver {
                    files: self.shared_files.clone(),
                    tunnel,
                }),
                delete_when_final: false,
            },
        }
    }

    /// What hosts pictures now and whether bucket copies are deleted, or why nothing can.
    fn hoster(&self) -> Result<(Hoster, bool), ReferenceError> {
        let hosting = self
            .references
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let hoster = hosting.hoster.clone()?;
        if let Hoster::Receiver {
            tunnel: Some(_), ..
        } = &hoster
            && !self.receiver_running.load(Ordering::Acquire)
        {
            return Err(ReferenceError::ReceiverOff);
        }
        Ok((hoster, hosting.delete_when_final))
    }

    /// Hosts `pictures` in order and answers `id` once: every link, or the first failure.
    pub async fn host_references(&self, id: u64, pictures: Vec<LocalPicture>) {
        let failed = |index: usize, error: ReferenceError| {
            Event::Reference(ReferenceEvent::Failed { id, index, error })
        };
        let (host_by, delete_when_final) = match self.hoster() {
            Ok(found) => found,
            Err(error) => return self.announce(failed(0, error)),
        };
        let mut references = Vec::with_capacity(pictures.len());
        for (index, picture) in pictures.into_iter().enumerate() {
            let hosted = match host_by.host(&picture, SystemTime::now()).await {
                Ok(hosted) => hosted,
                Err(error) => return self.announce(failed(index, error)),
            };
            let profile = self.profile;
            let record = hosted.clone();
            let recorded = self
                .store
                .call(move |store| {
                    store.record_reference_upload(
                        profile,
                        &picture,
                        &record,
                        delete_when_final,
                        now_ms(),
                    )
                })
                .await;
            if let Err(err) = recorded {
                let error = ReferenceError::NotRecorded(err.to_string());
                return self.announce(failed(index, error));
            }
            references.push(hosted);
        }
        self.announce(Event::Reference(ReferenceEvent::Hosted { id, references }));
    }

    /// Deletes the bucket copies whose tasks are all final, soon (tasks that finish together
    /// are swept once).
    pub fn sweep_uploads_soon(&self) {
        let Ok((Hoster::Bucket(client), true)) = self.hoster() else {
            return;
        };
        if self.sweep_due.swap(true, Ordering::AcqRel) {
            return;
        }
        let due = Arc::clone(&self.sweep_due);
        let shared = Arc::clone(&self.shared);
        let store = self.store.clone();
        let profile = self.profile;
        tokio::spawn(async move {
            tokio::time::sleep(SWEEP_COALESCE).await;
            due.store(false, Ordering::Release);
            let found = store
                .call(move |store| store.uploads_to_delete(profile, now_ms()))
                .await;
            let uploads = match found {
                Ok(uploads) => uploads,
                Err(err) => {
                    tracing::warn!(%err, "bucket copies to delete could not be read");
                    return;
                }
            };
            let mut count = 0;
            for upload in uploads {
                if let Err(err) = client.delete(&upload.object_key).await {
                    tracing::warn!(%err, key = %upload.object_key, "a bucket copy could not be deleted; it is tried again later");
                    continue;
                }
                let id = upload.id;
                match store
                    .call(move |store| store.mark_upload_deleted(id, now_ms()))
                    .await
                {
                    Ok(()) => count += 1,
                    Err(err) => tracing::warn!(%err, "a deleted bucket copy could not be noted"),
                }
            }
            if count > 0 {
                shared.announce(
                    Some(profile),
                    Event::Reference(ReferenceEvent::Deleted { count }),
                );
            }
        });
    }
}
