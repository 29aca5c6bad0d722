//! Toasts: one at a time, bottom right above the status line, so a stack of them never covers
//! the buttons a person needs next. Notices that arrive in a burst (each within [`BURST`] of the
//! one before) become one toast that sums them up — "Saved 60 files in …/run-2.", "4 tasks
//! finished successfully." — each thing said once, the most severe level showing.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use super::live_state::{Notice, NoticeLevel, coalesce};
use super::theme;

/// Notices closer together than this are one burst.
pub const BURST: Duration = Duration::from_secs(3);

/// Lines a summary shows before "and N more".
const MAX_LINES: usize = 4;

/// The toast on screen and the burst it sums up.
pub struct Toaster {
    toasts: egui_notify::Toasts,
    burst: Vec<Notice>,
    last: Option<Instant>,
    showing: Option<Notice>,
    raised: usize,
}

impl Default for Toaster {
    fn default() -> Self {
        Self {
            toasts: egui_notify::Toasts::default()
                .with_anchor(egui_notify::Anchor::BottomRight)
                .with_margin(egui::vec2(theme::SPACE_M, 40.0)),
            burst: Vec::new(),
            last: None,
            showing: None,
            raised: 0,
        }
    }
}

impl Toaster {
    /// Shows `notice`, merged with the burst it belongs to; returns what the toast now says
    /// (for the status line).
    pub fn push(&mut self, notice: Notice, now: Instant) -> Notice {
        let in_burst = self
            .last
            .is_some_and(|last| now.saturating_duration_since(last) < BURST)
            && !self.toasts.is_empty();
        if !in_burst {
            self.burst.clear();
            self.raised += 1;
        }
        self.burst.push(notice);
        self.last = Some(now);
        let summary = summarise(&self.burst);
        self.toasts.dismiss_all_toasts();
        // A dot in the level's colour: egui-notify's own icons and close cross are symbols
        // that egui's bundled font lacks.
        let seconds = match summary.level {
            NoticeLevel::Info | NoticeLevel::Success => 4,
            NoticeLevel::Warning => 10,
            NoticeLevel::Error => 12,
        };
        let text = summary
            .text
            .lines()
            .map(|line| wrap_lines(line, 64))
            .collect::<Vec<_>>()
            .join("\n");
        self.toasts
            .custom(
                text,
                "\u{2022}".to_owned(),
                theme::notice_colour(summary.level),
            )
            .duration(Some(Duration::from_secs(seconds)))
            .closable(false);
        self.showing = Some(summary.clone());
        summary
    }

    /// Draws the toast.
    pub fn show(&mut self, ctx: &egui::Context) {
        self.toasts.show(ctx);
        if self.toasts.is_empty() {
            self.showing = None;
        }
    }

    /// Toasts raised so far (a burst merged into one toast counts once).
    pub fn raised(&self) -> usize {
        self.raised
    }

    /// What the toast on screen says (`None`: no toast).
    pub fn showing(&self) -> Option<&Notice> {
        self.showing.as_ref()
    }
}

/// One notice for a burst: saved files summed up by folder, repeats counted, the most severe
/// level; at most [`MAX_LINES`] lines.
pub fn summarise(burst: &[Notice]) -> Notice {
    let level = burst
        .iter()
        .map(|n| n.level)
        .max_by_key(|l| severity(*l))
        .unwrap_or(NoticeLevel::Info);
    let mut folders: BTreeMap<PathBuf, Vec<&Notice>> = BTreeMap::new();
    let mut order: Vec<Result<PathBuf, Notice>> = Vec::new();
    for notice in burst {
        match notice.saved.as_ref().and_then(|p| p.parent()) {
            Some(folder) => {
                let files = folders.entry(folder.to_path_buf()).or_default();
                if files.is_empty() {
                    order.push(Ok(folder.to_path_buf()));
                }
                files.push(notice);
            }
            None => order.push(Err(notice.clone())),
        }
    }
    let mut others = Vec::new();
    let mut lines = Vec::new();
    for entry in order {
        match entry {
            Ok(folder) => {
                let files = &folders[&folder];
                lines.push((
                    severity(NoticeLevel::Success),
                    match files.as_slice() {
                        [one] => one.text.clone(),
                        many => format!("Saved {} files in {}.", many.len(), folder.display()),
                    },
                ));
            }
            Err(notice) => others.push(notice),
        }
    }
    lines.extend(
        coalesce(others)
            .into_iter()
            .map(|n| (severity(n.level), n.text)),
    );
    if lines.len() == 1 && burst.len() == 1 {
        return burst[0].clone();
    }
    // The most severe first (in arrival order among equals): a cut never hides an error.
    lines.sort_by_key(|(severity, _)| std::cmp::Reverse(*severity));
    let mut lines: Vec<String> = lines.into_iter().map(|(_, text)| text).collect();
    if lines.len() > MAX_LINES {
        let more = lines.len() - (MAX_LINES - 1);
        lines.truncate(MAX_LINES - 1);
        lines.push(format!(
            "\u{2026}and {}.",
            gendesk_core::wording::count(more, "more message", "more messages")
        ));
    }
    Notice::new(level, lines.join("\n"))
}

/// How much a notice level matters, for merging notices.
pub fn severity(level: NoticeLevel) -> u8 {
    match level {
        NoticeLevel::Info => 0,
        NoticeLevel::Success => 1,
        NoticeLevel::Warning => 2,
        NoticeLevel::Error => 3,
    }
}

/// Breaks `text` into lines of at most about `width` characters (toasts do not wrap).
fn wrap_lines(text: &str, width: usize) -> String {
    let mut out = String::new();
    let mut line = 0;
    for word in text.split_whitespace() {
        let len = word.chars().count();
        if line > 0 && line + 1 + len > width {
            out.push('\n');
            line = 0;
        } else if line > 0 {
            out.push(' ');
            line += 1;
        }
        out.push_str(word);
        line += len;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn toast_text_is_wrapped_at_word_boundaries() {
        assert_eq!(wrap_lines("one two three four", 9), "one two\nthree\nfour");
        assert_eq!(wrap_lines("  spaced   out ", 80), "spaced out");
    }

    #[test]
    fn a_burst_of_saved_files_is_one_line_per_folder() {
        let mut burst: Vec<Notice> = (1..=15)
            .map(|n| Notice::saved(PathBuf::from(format!("/d/run-2/item-{n}.png"))))
            .collect();
        burst.push(Notice::new(
            NoticeLevel::Success,
            "15 files and manifest.csv are in /d/run-2.",
        ));
        let summary = summarise(&burst);
        assert_eq!(
            summary.text,
            "Saved 15 files in /d/run-2.\n15 files and manifest.csv are in /d/run-2."
        );
        assert_eq!(summary.level, NoticeLevel::Success);
    }

    #[test]
    fn a_single_notice_is_itself_and_many_kinds_are_cut_short() {
        let one = Notice::saved(PathBuf::from("/d/a.png"));
        assert_eq!(summarise(std::slice::from_ref(&one)), one);
        let many: Vec<Notice> = (1..=6)
            .map(|n| Notice::new(NoticeLevel::Info, format!("thing {n}")))
            .chain([Notice::new(NoticeLevel::Error, "broke")])
            .collect();
        let summary = summarise(&many);
        assert_eq!(summary.level, NoticeLevel::Error);
        assert_eq!(
            summary.text,
            "broke\nthing 1\nthing 2\n\u{2026}and 4 more messages."
        );
    }
}
