//! The notice bar at the bottom of the window: the latest notice, highlighted and in full for
//! a few seconds, then one line until the next. It is a panel, not a floating toast, so it
//! never covers the buttons a person needs next. Notices that arrive in a burst (each within
//! [`BURST`] of the one before) are one message that sums them up — "Saved 60 files in
//! …/run-2.", "4 tasks finished successfully." — each thing said once, the most severe first.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use egui::{RichText, Ui};
use gendesk_core::t;

use super::actions::{Action, External};
use super::live_state::{Notice, NoticeLevel, coalesce};
use super::theme;

/// Notices closer together than this are one burst.
pub const BURST: Duration = Duration::from_secs(3);

/// Lines a summary shows before "and N more".
const MAX_LINES: usize = 4;

/// The latest message and the burst it sums up.
#[derive(Default)]
pub struct NoticeBar {
    burst: Vec<Notice>,
    last: Option<Instant>,
    /// The message and until when it is highlighted.
    showing: Option<(Notice, Instant)>,
    raised: usize,
}

impl NoticeBar {
    /// Shows `notice`, merged with the burst it belongs to; returns what the bar now says.
    pub fn push(&mut self, notice: Notice, now: Instant) -> Notice {
        let in_burst = self
            .last
            .is_some_and(|last| now.saturating_duration_since(last) < BURST);
        if !in_burst {
            self.burst.clear();
            self.raised += 1;
        }
        self.burst.push(notice);
        self.last = Some(now);
        let summary = summarise(&self.burst);
        let seconds = match summary.level {
            NoticeLevel::Info | NoticeLevel::Success => 6,
            NoticeLevel::Warning => 10,
            NoticeLevel::Error => 12,
        };
        self.showing = Some((summary.clone(), now + Duration::from_secs(seconds)));
        summary
    }

    /// Messages raised so far (a burst merged into one counts once).
    pub fn raised(&self) -> usize {
        self.raised
    }

    /// The highlighted message at `now` (`None` once its time is up).
    pub fn active(&self, now: Instant) -> Option<&Notice> {
        self.showing
            .as_ref()
            .filter(|(_, until)| now < *until)
            .map(|(notice, _)| notice)
    }

    /// The bar: the highlighted message in full, else `latest` on one line (or "Ready."); a
    /// message about a folder offers *Open folder*.
    pub fn bar_ui(
        &self,
        ui: &mut Ui,
        latest: Option<&Notice>,
        now: Instant,
        actions: &mut Vec<Action>,
    ) {
        if let Some(notice) = self.active(now) {
            let colour = theme::notice_colour(notice.level);
            egui::Frame::new()
                .stroke(egui::Stroke::new(1.0, colour))
                .corner_radius(4.0)
                .inner_margin(egui::Margin::symmetric(8, 4))
                .show(ui, |ui| {
                    ui.set_width(ui.available_width());
                    ui.horizontal_top(|ui| {
                        ui.colored_label(colour, "\u{2022}");
                        open_folder_ui(ui, notice, actions);
                        let said = ui.add(egui::Label::new(notice.text.as_str()).wrap());
                        // A screen reader says a new notice as it appears (an error at once,
                        // the rest when it has finished what it was saying).
                        let live = if notice.level == NoticeLevel::Error {
                            egui::accesskit::Live::Assertive
                        } else {
                            egui::accesskit::Live::Polite
                        };
                        ui.ctx()
                            .accesskit_node_builder(said.id, |node| node.set_live(live));
                    });
                });
            if let Some((_, until)) = &self.showing {
                ui.ctx()
                    .request_repaint_after(until.saturating_duration_since(now));
            }
            return;
        }
        ui.horizontal(|ui| match latest {
            Some(notice) => {
                ui.colored_label(theme::notice_colour(notice.level), "\u{2022}");
                open_folder_ui(ui, notice, actions);
                let line = notice.text.replace('\n', " \u{b7} ");
                ui.add(egui::Label::new(RichText::new(&line)).truncate())
                    .on_hover_text(&notice.text);
            }
            None => {
                ui.weak(t!("window-notice-ready"));
            }
        });
    }
}

/// *Open folder* for a notice about a folder.
fn open_folder_ui(ui: &mut Ui, notice: &Notice, actions: &mut Vec<Action>) {
    if let Some(folder) = &notice.folder
        && ui
            .small_button(t!("window-notice-open-folder"))
            .on_hover_text(folder.display().to_string())
            .clicked()
    {
        actions.push(Action::Open(External::Folder(folder.clone())));
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
                        many => t!(
                            "window-notice-saved-files",
                            count = many.len(),
                            folder = folder.display().to_string()
                        ),
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
    // The folder the burst is about, when there is one (Open folder).
    let folder = burst.iter().rev().find_map(|n| n.folder.clone());
    let mut lines: Vec<String> = lines.into_iter().map(|(_, text)| text).collect();
    if lines.len() > MAX_LINES {
        let more = lines.len() - (MAX_LINES - 1);
        lines.truncate(MAX_LINES - 1);
        lines.push(t!("window-notice-more-messages", count = more));
    }
    let summary = Notice::new(level, lines.join("\n"));
    match folder {
        Some(folder) => summary.with_folder(folder),
        None => summary,
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_burst_is_one_message_and_a_later_notice_a_new_one() {
        let mut bar = NoticeBar::default();
        let start = Instant::now();
        bar.push(Notice::new(NoticeLevel::Info, "one"), start);
        let merged = bar.push(
            Notice::new(NoticeLevel::Error, "two"),
            start + Duration::from_secs(1),
        );
        assert_eq!(merged.text, "two\none");
        assert_eq!(bar.raised(), 1);
        assert!(bar.active(start + Duration::from_secs(5)).is_some());
        assert!(bar.active(start + Duration::from_secs(30)).is_none());
        bar.push(
            Notice::new(NoticeLevel::Info, "three"),
            start + Duration::from_secs(20),
        );
        assert_eq!(bar.raised(), 2);
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
        assert_eq!(
            summary.folder.as_deref(),
            Some(std::path::Path::new("/d/run-2")),
            "Open folder opens the run's folder"
        );
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
