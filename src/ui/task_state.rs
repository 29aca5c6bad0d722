//! Where a task stands as the window shows it: one enum, [`ShownState`], for the badge's words
//! and colour (Activity, the task detail, Compare, the Batches view) and for the Activity
//! filter's choices.

use gendesk_api::TaskState;
use gendesk_core::store::{TaskFilter, TaskPhase, TaskSummary};
use gendesk_core::t;

use super::live_state::LiveTask;

/// A task's state on screen: GenDesk's own phases before the service answered, then the
/// service's state.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ShownState {
    /// Recorded, waiting for the service's answer to the submission.
    Submitting,
    /// Sent, but no answer came: it may exist (and be charged).
    OutcomeUnknown,
    /// Refused at submission; nothing was created.
    Rejected,
    /// What the service says: pending, processing, success, failed, or a newer state.
    Service(TaskState),
    /// Final, but no state was recorded.
    Finished,
}

impl ShownState {
    /// The Activity filter's choices, in order (besides "All states").
    pub const FILTERS: [Self; 7] = [
        Self::Submitting,
        Self::Service(TaskState::Pending),
        Self::Service(TaskState::Processing),
        Self::Service(TaskState::Success),
        Self::Service(TaskState::Failed),
        Self::OutcomeUnknown,
        Self::Rejected,
    ];

    /// The engine's latest word about `task`, else what the history says.
    pub fn of(task: &TaskSummary, live: Option<&LiveTask>) -> Self {
        if let Some(live) = live {
            return live.state.clone();
        }
        match task.phase {
            TaskPhase::Submitting => Self::Submitting,
            TaskPhase::Unknown => Self::OutcomeUnknown,
            TaskPhase::Rejected => Self::Rejected,
            TaskPhase::Active => Self::Service(task.state.clone().unwrap_or(TaskState::Pending)),
            TaskPhase::Final => task.state.clone().map_or(Self::Finished, Self::Service),
        }
    }

    /// The state in the person's language (a state newer than GenDesk is shown as the service
    /// names it).
    pub fn words(&self) -> String {
        match self {
            Self::Submitting => t!("task-state-submitting"),
            Self::OutcomeUnknown => t!("task-state-unknown"),
            Self::Rejected => t!("task-state-rejected"),
            Self::Service(TaskState::Pending) => t!("task-state-pending"),
            Self::Service(TaskState::Processing) => t!("task-state-processing"),
            Self::Service(TaskState::Success) => t!("task-state-success"),
            Self::Service(TaskState::Failed) => t!("task-state-failed"),
            Self::Service(TaskState::Unknown(state)) => state.clone(),
            Self::Finished => t!("task-state-finished"),
        }
    }

    /// Narrows `filter` to tasks in this state.
    pub fn narrow(&self, filter: &mut TaskFilter) {
        match self {
            Self::Submitting => filter.phases = vec![TaskPhase::Submitting],
            Self::OutcomeUnknown => filter.phases = vec![TaskPhase::Unknown],
            Self::Rejected => filter.phases = vec![TaskPhase::Rejected],
            Self::Service(state) => filter.states = vec![state.clone()],
            Self::Finished => filter.phases = vec![TaskPhase::Final],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_filter_has_its_own_label() {
        let labels: Vec<String> = ShownState::FILTERS.iter().map(ShownState::words).collect();
        assert_eq!(
            labels,
            [
                "submitting",
                "pending",
                "processing",
                "success",
                "failed",
                "unknown",
                "rejected"
            ]
        );
    }
}
