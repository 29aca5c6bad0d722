//! `Catalog`: the models by ID, in a stable order, with the common fields of each kind. Sources
//! are layered: built-in < sandbox < user; a model from a later source replaces the earlier
//! definition in place, whatever order the sources are added in.

use super::model::ModelSpec;
use super::template::KindTemplates;

/// The offline sandbox's models' IDs start with this.
pub const SANDBOX_PREFIX: &str = "sandbox/";

/// Every known model, plus the common fields new models are built from.
#[derive(Debug, Clone, PartialEq)]
pub struct Catalog {
    /// The document's version (0 for a catalogue built in code).
    version: u32,
    templates: KindTemplates,
    models: Vec<ModelSpec>,
}

impl Catalog {
    /// An empty catalogue with these common fields.
    pub fn new(templates: KindTemplates) -> Self {
        Self {
            version: 0,
            templates,
            models: Vec::new(),
        }
    }

    /// The catalogue document's version: the built-in asset's, or a newer one's from the
    /// update feed.
    pub fn version(&self) -> u32 {
        self.version
    }

    /// Sets the document's version.
    pub(super) fn set_version(&mut self, version: u32) {
        self.version = version;
    }

    /// The models a profile on the offline sandbox offers (IDs `sandbox/…`), or those of a real
    /// service: a copy of this catalogue holding only those.
    #[must_use]
    pub fn for_service(&self, sandbox: bool) -> Self {
        Self {
            version: self.version,
            templates: self.templates.clone(),
            models: self
                .models
                .iter()
                .filter(|m| m.id.starts_with(SANDBOX_PREFIX) == sandbox)
                .cloned()
                .collect(),
        }
    }

    /// The common fields of each kind.
    pub fn templates(&self) -> &KindTemplates {
        &self.templates
    }

    /// Every model, in display order (first definition's position).
    pub fn models(&self) -> &[ModelSpec] {
        &self.models
    }

    /// The model with this ID.
    pub fn get(&self, id: &str) -> Option<&ModelSpec> {
        self.models.iter().find(|m| m.id == id)
    }

    /// Number of models.
    pub fn len(&self) -> usize {
        self.models.len()
    }

    /// Whether there is no model.
    pub fn is_empty(&self) -> bool {
        self.models.is_empty()
    }

    /// Adds a model, or replaces the one with the same ID when `model` comes from the same or a
    /// later source (the position is kept). Returns whether the catalogue changed; a built-in
    /// definition never replaces a sandbox or user one.
    pub fn insert(&mut self, model: ModelSpec) -> bool {
        match self.models.iter_mut().find(|m| m.id == model.id) {
            Some(existing) if existing.source <= model.source => {
                let changed = *existing != model;
                *existing = model;
                changed
            }
            Some(_) => false,
            None => {
                self.models.push(model);
                true
            }
        }
    }

    /// Removes the model with this ID, whatever its source.
    pub fn remove(&mut self, id: &str) -> Option<ModelSpec> {
        let index = self.models.iter().position(|m| m.id == id)?;
        Some(self.models.remove(index))
    }
}
