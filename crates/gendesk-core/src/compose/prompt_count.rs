//! The live prompt counter shown under the prompt box: characters (not bytes) against the
//! model's limit.

use super::form::ComposeForm;
use crate::catalog::ModelSpec;

/// How long the prompt is, against the model's limit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PromptCount {
    /// Characters typed (Unicode scalar values, as the service counts them).
    pub chars: usize,
    /// Most characters the model accepts; `None` when no limit is documented.
    pub limit: Option<usize>,
}

impl PromptCount {
    /// The count of `text` against `limit`.
    pub fn new(text: &str, limit: Option<usize>) -> Self {
        Self {
            chars: text.chars().count(),
            limit,
        }
    }

    /// Whether the prompt is longer than the limit.
    pub fn is_over(&self) -> bool {
        self.limit.is_some_and(|limit| self.chars > limit)
    }

    /// Characters left before the limit (0 when over it or unlimited).
    pub fn remaining(&self) -> usize {
        self.limit
            .map_or(0, |limit| limit.saturating_sub(self.chars))
    }
}

impl std::fmt::Display for PromptCount {
    /// `812 / 5000`, or `812 characters` without a limit.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.limit {
            Some(limit) => write!(f, "{} / {limit}", self.chars),
            None => write!(f, "{} characters", self.chars),
        }
    }
}

impl ComposeForm {
    /// The prompt's count against `model`'s limit.
    pub fn prompt_count(&self, model: &ModelSpec) -> PromptCount {
        PromptCount::new(&self.prompt, model.prompt_bounds().1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_characters_not_bytes() {
        let count = PromptCount::new("héllo 🦊", Some(5000));
        assert_eq!(count.chars, 7);
        assert_eq!(count.to_string(), "7 / 5000");
        assert!(!count.is_over());
        assert_eq!(count.remaining(), 4993);
    }

    #[test]
    fn over_and_unlimited() {
        let count = PromptCount::new(&"é".repeat(2001), Some(2000));
        assert!(count.is_over());
        assert_eq!(count.to_string(), "2001 / 2000");
        assert_eq!(count.remaining(), 0);
        let free = PromptCount::new("abc", None);
        assert!(!free.is_over());
        assert_eq!(free.to_string(), "3 characters");
    }
}
