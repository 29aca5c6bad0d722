# Words from the engine: errors from the service and the network, task failures, notifications, the activity log.
