//! The settings window's spending limit for the open profile: dollars per day and per month
//! (empty for none), checked as typed and kept in the profile file; the engine then holds
//! anything that would pass them and asks first (`over_limit.rs`).

use egui::Ui;
use gendesk_core::config::{LimitCents, ProfileConfig};
use gendesk_core::money::format_usd;
use gendesk_core::t;

use super::actions::Action;
use super::theme;

/// The limit as typed.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LimitDraft {
    /// Whose limit the draft is (a profile switch starts a new draft).
    profile: Option<String>,
    /// Per day, in dollars, as typed.
    pub per_day: String,
    /// Per month, in dollars, as typed.
    pub per_month: String,
}

impl LimitDraft {
    fn of(profile: &ProfileConfig) -> Self {
        let text = |cents: Option<u64>| {
            cents.map_or_else(String::new, |c| format!("{}.{:02}", c / 100, c % 100))
        };
        Self {
            profile: Some(profile.name.clone()),
            per_day: text(profile.spending_limit.per_day),
            per_month: text(profile.spending_limit.per_month),
        }
    }

    /// The limit typed, or what is wrong with it.
    pub fn parse(&self) -> Result<LimitCents, String> {
        Ok(LimitCents {
            per_day: dollars(&self.per_day, Period::Day)?,
            per_month: dollars(&self.per_month, Period::Month)?,
        })
    }
}

/// Which of the two limits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Period {
    Day,
    Month,
}

/// `"5"`, `"$2.50"` → cents; empty → no limit.
fn dollars(text: &str, which: Period) -> Result<Option<u64>, String> {
    let trimmed = text.trim().trim_start_matches('$').trim();
    if trimmed.is_empty() {
        return Ok(None);
    }
    let bad = || match which {
        Period::Day => t!("settings-spending-bad-day"),
        Period::Month => t!("settings-spending-bad-month"),
    };
    let (whole, cents) = match trimmed.split_once('.') {
        Some((whole, frac)) if frac.len() <= 2 && frac.chars().all(|c| c.is_ascii_digit()) => {
            let frac = format!("{frac:0<2}");
            (whole, frac.parse::<u64>().map_err(|_| bad())?)
        }
        Some(_) => return Err(bad()),
        None => (trimmed, 0),
    };
    if whole.is_empty() && cents == 0 || !whole.chars().all(|c| c.is_ascii_digit()) {
        return Err(bad());
    }
    let whole: u64 = if whole.is_empty() {
        0
    } else {
        whole.parse().map_err(|_| bad())?
    };
    let total = whole
        .checked_mul(100)
        .and_then(|c| c.checked_add(cents))
        .filter(|c| *c > 0 && *c <= 100_000_000)
        .ok_or_else(|| match which {
            Period::Day => t!("settings-spending-range-day"),
            Period::Month => t!("settings-spending-range-month"),
        })?;
    Ok(Some(total))
}

/// The section and a separator after it; nothing without an open profile.
pub fn spending_section_ui(
    ui: &mut Ui,
    draft: &mut LimitDraft,
    profile: Option<&ProfileConfig>,
    actions: &mut Vec<Action>,
) {
    let Some(profile) = profile else {
        return;
    };
    if draft.profile.as_deref() != Some(profile.name.as_str()) {
        *draft = LimitDraft::of(profile);
    }
    ui.strong(t!("settings-spending"));
    ui.label(t!(
        "settings-spending-explained",
        profile = profile.name.as_str()
    ));
    egui::Grid::new("spending_limit_grid")
        .num_columns(2)
        .spacing([theme::SPACE_M, theme::SPACE_S])
        .show(ui, |ui| {
            let label = ui.label(t!("settings-spending-per-day"));
            ui.add(
                egui::TextEdit::singleline(&mut draft.per_day)
                    .hint_text(t!("settings-spending-none"))
                    .desired_width(100.0),
            )
            .labelled_by(label.id);
            ui.end_row();
            let label = ui.label(t!("settings-spending-per-month"));
            ui.add(
                egui::TextEdit::singleline(&mut draft.per_month)
                    .hint_text(t!("settings-spending-none"))
                    .desired_width(100.0),
            )
            .labelled_by(label.id);
            ui.end_row();
        });
    let parsed = draft.parse();
    match &parsed {
        Err(message) => {
            theme::error_text(ui, message);
        }
        Ok(limit) if *limit == profile.spending_limit => {
            ui.weak(describe(*limit));
        }
        Ok(limit) => {
            if ui.button(t!("settings-spending-save")).clicked() {
                actions.push(Action::SaveSpendingLimit {
                    profile: profile.name.clone(),
                    limit: *limit,
                });
            }
        }
    }
    ui.separator();
}

/// "No spending limit." / "At most $5.00 a day and $50.00 a month."
pub fn describe(limit: LimitCents) -> String {
    let usd = limit.to_limit();
    match (usd.per_day_usd, usd.per_month_usd) {
        (None, None) => t!("settings-spending-no-limit"),
        (Some(day), None) => t!("settings-spending-day", day = format_usd(day)),
        (None, Some(month)) => t!("settings-spending-month", month = format_usd(month)),
        (Some(day), Some(month)) => t!(
            "settings-spending-day-month",
            day = format_usd(day),
            month = format_usd(month)
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn amounts_are_read_as_people_type_them() {
        assert_eq!(dollars("", Period::Day), Ok(None));
        assert_eq!(dollars(" 5 ", Period::Day), Ok(Some(500)));
        assert_eq!(dollars("$2.5", Period::Day), Ok(Some(250)));
        assert_eq!(dollars("0.05", Period::Day), Ok(Some(5)));
        assert_eq!(dollars(".75", Period::Day), Ok(Some(75)));
        for bad in ["-1", "1.234", "abc", "1,5", "0", "0.00", ".", "1e3"] {
            let err = dollars(bad, Period::Day).unwrap_err();
            assert!(err.contains("per day"), "{bad}: {err}");
        }
        assert!(
            dollars("2000000", Period::Month)
                .unwrap_err()
                .contains("$1,000,000")
        );
        let limit = LimitCents {
            per_day: Some(500),
            per_month: None,
        };
        assert_eq!(describe(limit), "At most $5.00 a day.");
        assert_eq!(describe(LimitCents::default()), "No spending limit.");
    }
}
