# The top bar: profile switcher, navigation, balance, Settings.
# Glossary for translators: task, batch, balance, profile, sandbox (the offline simulator),
# webhook, result. Model names, IDs and codes are never translated.

nav-compose = Compose
nav-activity = Activity
nav-gallery = Gallery
nav-batches = Batches
nav-webhooks = Webhooks
nav-insights = Insights
nav-compare = Compare
top-settings = Settings
top-profile = Profile
top-profile-none = None
top-explore-sandbox = Explore the offline sandbox
top-add-profile = Add profile…
top-remove-profile = Remove this profile
    .hint = Remove this profile and its saved key
top-sandbox-badge = Offline sandbox
    .hint = A simulator on this computer: no network, no charges
top-opening = Opening…
top-not-connected = Not connected
top-refresh = Refresh
    .hint = Refresh the balance
# $amount is already written as money ("$25.00").
top-balance = Balance: { $amount }
top-balance-unknown = Balance: —
top-balance-not-a-number = The service reported a balance that is not a number. Refresh it; if it stays unknown, check your account on the service's website.
top-balance-below-zero = Your balance is below zero: top up your account before submitting tasks.
remove-profile-title = Remove this profile?
remove-profile-sandbox = “{ $name }” will be removed from the profile list. Its task history stays in the database; explore the offline sandbox again from the Profile menu at any time.
remove-profile-remote = “{ $name }” and its saved API key will be removed from this computer. Its task history stays in the database. Your account at the service is not affected.
remove-profile-confirm = Remove profile
remove-profile-keep = Keep it
# An amount of money that is not a number (the service sent something broken).
money-unknown = unknown
