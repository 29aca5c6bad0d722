# What GenDesk records about each webhook and callback it receives, read in the Webhooks view
# (engine/delivery_flow.rs), and how a submission held by the spending limit is named
# (engine/spending.rs).

## What was done with a delivery. $task_id is the service's task ID; $state is a task state
## in the words of the task views (task-state-…), or the service's own word for a newer one;
## $error is an error message.

delivery-not-verified = Nothing changed: only verified webhooks are acted upon.
delivery-duplicate-action = Nothing changed: the first delivery of this event was acted upon.
delivery-no-such-task = Nothing changed: no task { $task_id } is recorded in this profile.
delivery-not-final = Nothing changed: the webhook says { $state }, which is not a final state.
delivery-became-final = Task { $task_id } marked { $state } from this webhook, without waiting for the next status check.
delivery-already-final = Nothing new: task { $task_id } was already { $state } (a status check got there first).
delivery-updated = Task { $task_id } updated from this webhook ({ $state }).
delivery-not-applied = Not applied: { $error }. The task is still followed by polling.
delivery-callback-no-task = Nothing done: no task { $task_id } is recorded in this profile.
delivery-callback-checking = Asked the service for task { $task_id }'s status now. Callbacks carry no signature, so GenDesk never takes their body as the result.
delivery-callback-already-final = Nothing to check: task { $task_id } is already final. Callbacks carry no signature, so their body is never taken as the result.
delivery-callback-not-scheduled = The status check could not be scheduled: { $error }.
delivery-callback-unreadable-action = Nothing changed.

## Why a delivery got its verdict. $reason is what the signature check found (a full
## sentence, "Signature verified."); $event_id is the webhook's event ID; $first is the number
## of the delivery that brought the event first.

delivery-webhook-unreadable = { $reason } The body is not a batch webhook this version of GenDesk can read, so nothing was done with it; the task is still followed by polling.
delivery-callback-unreadable = The body is not a task callback (an envelope whose data is a task record), so nothing was done with it.
delivery-callback = A single-task callback for task { $task_id } (says { $state }). Callbacks carry no signature in this interface, so it only triggers a status check.
delivery-duplicate = Event { $event_id } was already received (delivery #{ $first }); this copy is a retry or a replay. { $reason }

## A submission held by the spending limit, in words: it is the $what of the core-limit-…
## messages ("1 task of sandbox/image-fast would pass today's spending limit…"), written in
## lower case (its first letter is made a capital at the start of a sentence). $model is a
## model ID; $count, $items and $batches are numbers.

delivery-held-task = 1 task of { $model }
delivery-held-comparison = { $count ->
        [one] { $count } task on one model
       *[other] { $count } tasks on several models
    }
delivery-held-batch = a batch of { $items ->
        [one] { $items } item
       *[other] { $items } items
    } for { $model }
delivery-held-run = { $batches ->
        [one] { $batches } batch
       *[other] { $batches } batches
    } for { $model }, { $items ->
        [one] { $items } item
       *[other] { $items } items
    }
delivery-held-command = a command
