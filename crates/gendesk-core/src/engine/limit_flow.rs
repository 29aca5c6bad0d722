//! The spending limit in the worker: submissions are checked (and, once they pass, recorded)
//! one at a time; one that would pass the limit is held and asked about, and sent only when
//! the person says so — once.

use std::collections::HashMap;
use std::sync::{Arc, PoisonError};

use tokio::sync::OwnedMutexGuard;

use super::spending::{OverLimitAsk, SpendingLimit, command_cost, describe, judge, period_starts};
use super::worker::{Worker, now_ms};
use super::{AccountEvent, Command, Doing, Event, Problem};

/// Held from the check until what passed it is recorded: the next check counts it.
pub type LimitPermit = Arc<OwnedMutexGuard<()>>;

/// The limit and the submissions waiting for an answer.
#[derive(Debug, Default)]
pub struct SpendingState {
    limit: SpendingLimit,
    asks: HashMap<u64, Command>,
    next_ask: u64,
}

impl Worker {
    /// Uses `limit` from now on.
    pub fn set_spending_limit(&self, limit: SpendingLimit) {
        self.spending().limit = limit;
    }

    fn spending(&self) -> std::sync::MutexGuard<'_, SpendingState> {
        self.spending.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Lets `command` go on (with the permit a submission holds until it is recorded), or
    /// holds it and asks the person (`None`).
    pub async fn clear_spending(&self, command: Command) -> Option<(Command, Option<LimitPermit>)> {
        let Ok(cost) = command_cost(&command) else {
            return Some((command, None));
        };
        let limit = self.spending().limit;
        if !limit.is_set() {
            return Some((command, None));
        }
        let permit = Arc::new(Arc::clone(&self.limit_gate).lock_owned().await);
        let (profile, (day, month)) = (self.profile, period_starts(now_ms()));
        let spent = self
            .store
            .call(move |store| {
                Ok((
                    store.spent_since(profile, day)?,
                    store.spent_since(profile, month)?,
                ))
            })
            .await;
        let (spent_day, spent_month) = match spent {
            Ok(spent) => spent,
            Err(err) => {
                // Without the figures the limit cannot be kept: ask rather than send.
                self.error(Doing::CheckingSpendingLimit, Problem::detail(&err));
                (f64::INFINITY, f64::INFINITY)
            }
        };
        let Some(question) = judge(limit, cost, spent_day, spent_month) else {
            return Some((command, Some(permit)));
        };
        let what = describe(&command);
        let single_task = matches!(command, super::Command::SubmitTask { .. });
        let ask = {
            let mut state = self.spending();
            state.next_ask += 1;
            let ask = state.next_ask;
            state.asks.insert(ask, command);
            ask
        };
        self.announce(Event::Account(AccountEvent::OverLimit(OverLimitAsk {
            ask,
            what,
            question,
            single_task,
        })));
        None
    }

    /// The held submission `ask`, taken out (so it is sent once at most); `None` when it was
    /// answered already or never held.
    pub fn take_held(&self, ask: u64) -> Option<Command> {
        self.spending().asks.remove(&ask)
    }
}
