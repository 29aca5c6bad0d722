//! Finding models by ID or name: case-insensitive, every word must match, optionally one kind
//! only; exact matches first, then prefix matches, then the rest, each in catalogue order.

use super::model::{ModelKind, ModelSpec};
use super::registry::Catalog;

impl Catalog {
    /// Models whose ID or display name contains every word of `query` (case-insensitive), of
    /// `kind` when given. An empty query lists every model (of that kind).
    pub fn search(&self, query: &str, kind: Option<ModelKind>) -> Vec<&ModelSpec> {
        let query = query.trim().to_lowercase();
        let words: Vec<&str> = query.split_whitespace().collect();
        let mut hits: Vec<(u8, &ModelSpec)> = self
            .models()
            .iter()
            .filter(|m| kind.is_none_or(|k| m.kind == k))
            .filter_map(|m| {
                let id = m.id.to_lowercase();
                let name = m.display_name.to_lowercase();
                let all_match = words.iter().all(|w| id.contains(w) || name.contains(w));
                all_match.then(|| (rank(&query, &id, &name), m))
            })
            .collect();
        hits.sort_by_key(|(rank, _)| *rank);
        hits.into_iter().map(|(_, m)| m).collect()
    }
}

/// 0 for an exact ID or name, 1 for a prefix of either, 2 otherwise.
fn rank(query: &str, id: &str, name: &str) -> u8 {
    if query.is_empty() {
        2
    } else if id == query || name == query {
        0
    } else if id.starts_with(query) || name.starts_with(query) {
        1
    } else {
        2
    }
}
