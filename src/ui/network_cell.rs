//! The open profile's network settings (proxy, extra certificate authorities), shared with the
//! window's workers: the engine link sets them when a profile's engine starts, and the workers
//! that fetch result links (previews, players, reference probes) make their key-free client
//! from them again whenever they change.

use std::sync::{Arc, PoisonError, RwLock};

use gendesk_api::Network;
use gendesk_core::media::{FetchError, preview_client};

/// The current network settings and how often they changed.
#[derive(Clone, Default, Debug)]
pub struct NetworkCell {
    inner: Arc<RwLock<(u64, Network)>>,
}

impl NetworkCell {
    /// Uses `network` from now on (no change when it is the same).
    pub fn set(&self, network: Network) {
        let mut guard = self.inner.write().unwrap_or_else(PoisonError::into_inner);
        if guard.1 != network {
            guard.0 += 1;
            guard.1 = network;
        }
    }

    /// The current settings.
    pub fn current(&self) -> Network {
        self.read().1
    }

    fn read(&self) -> (u64, Network) {
        self.inner
            .read()
            .unwrap_or_else(PoisonError::into_inner)
            .clone()
    }
}

/// A key-free client for result links that follows a [`NetworkCell`]: made on first use and
/// again after the settings change. For one worker thread.
pub struct PreviewClient {
    cell: NetworkCell,
    made: Option<(u64, Result<reqwest::Client, FetchError>)>,
}

impl PreviewClient {
    /// A client following `cell`.
    pub fn new(cell: NetworkCell) -> Self {
        Self { cell, made: None }
    }

    /// The client for the current settings.
    pub fn get(&mut self) -> Result<&reqwest::Client, &FetchError> {
        let (generation, network) = self.cell.read();
        if self
            .made
            .as_ref()
            .is_some_and(|(made, _)| *made != generation)
        {
            self.made = None;
        }
        let (_, made) = self
            .made
            .get_or_insert_with(|| (generation, preview_client(&network)));
        made.as_ref()
    }
}

#[cfg(test)]
mod tests {
    use gendesk_api::network::ProxyChoice;

    use super::*;

    #[test]
    fn a_change_makes_the_client_again_and_the_same_settings_do_not() {
        let cell = NetworkCell::default();
        let mut client = PreviewClient::new(cell.clone());
        assert!(client.get().is_ok());
        let first = client.made.as_ref().map(|(generation, _)| *generation);
        cell.set(Network::default());
        assert!(client.get().is_ok());
        assert_eq!(client.made.as_ref().map(|(g, _)| *g), first);
        cell.set(Network::direct());
        assert!(client.get().is_ok());
        assert_ne!(client.made.as_ref().map(|(g, _)| *g), first);
        assert_eq!(cell.current().proxy(), &ProxyChoice::None);
    }
}
