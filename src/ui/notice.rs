//! Messages for the notice bar: their level, the sentence, the file or folder they are about,
//! and how a burst of equal notices becomes one ("5 tasks finished successfully").

use gendesk_core::t;

/// What a finished task says.
pub(super) fn task_finished() -> String {
    t!("task-notice-finished")
}

/// Notices that arrived together, each said once: a batch finishing many tasks in one poll
/// gives one "N tasks finished successfully", not N messages.
pub fn coalesce(notices: Vec<Notice>) -> Vec<Notice> {
    let mut out: Vec<(Notice, usize)> = Vec::new();
    for notice in notices {
        match out.iter_mut().find(|(seen, _)| *seen == notice) {
            Some((_, count)) => *count += 1,
            None => out.push((notice, 1)),
        }
    }
    out.into_iter()
        .map(|(notice, count)| match count {
            1 => notice,
            n if notice.text == task_finished() => {
                Notice::new(notice.level, t!("task-notice-finished-many", count = n))
            }
            n => Notice::new(
                notice.level,
                t!(
                    "window-notice-and-more",
                    notice = notice.text.as_str(),
                    count = n - 1
                ),
            ),
        })
        .collect()
}

/// How a notice is shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NoticeLevel {
    /// Neutral information.
    Info,
    /// Something finished well.
    Success,
    /// Needs attention, nothing lost.
    Warning,
    /// Something failed.
    Error,
}

/// A message for the notice bar.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notice {
    /// How it is shown.
    pub level: NoticeLevel,
    /// The sentence.
    pub text: String,
    /// The file this notice says was saved (several in a burst are summed up by folder).
    pub saved: Option<std::path::PathBuf>,
    /// A folder the notice is about (the notice bar offers *Open folder*).
    pub folder: Option<std::path::PathBuf>,
}

impl Notice {
    /// A notice of `level`.
    pub fn new(level: NoticeLevel, text: impl Into<String>) -> Self {
        Self {
            level,
            text: text.into(),
            saved: None,
            folder: None,
        }
    }

    /// This notice, about `folder`.
    #[must_use]
    pub fn with_folder(mut self, folder: std::path::PathBuf) -> Self {
        self.folder = Some(folder);
        self
    }

    /// "Saved <path>."
    pub fn saved(path: std::path::PathBuf) -> Self {
        Self {
            level: NoticeLevel::Success,
            text: t!("window-notice-saved", path = path.display().to_string()),
            folder: path.parent().map(std::path::Path::to_path_buf),
            saved: Some(path),
        }
    }
}

/// `text` as a sentence: first letter in upper case, ending with a full stop.
pub fn sentence(text: &str) -> String {
    let mut out = capitalized(text.trim());
    if !out.ends_with(['.', '!', '?']) {
        out.push('.');
    }
    out
}

/// `text` with its first letter in upper case.
pub(super) fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
