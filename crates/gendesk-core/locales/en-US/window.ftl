# The window around the views: first start, connecting a profile, notices, the offline bar, status.

## The first-run page (welcome).

window-welcome-title = Welcome to GenDesk
window-welcome-intro = Generate images, videos and music with AI models, watch your tasks finish live, and keep the results.
window-welcome-sandbox-title = Try it without an account
window-welcome-sandbox-text = The offline sandbox simulates the whole service on this computer: demo models, a $25 demo balance, real result files. Nothing leaves your machine and nothing is charged.
window-welcome-sandbox-explore = Explore the offline sandbox
window-welcome-sandbox-starting = Starting the sandbox…
window-welcome-account-title = Use your account
window-welcome-account-text = Connect with the service's address and your API key. The key is checked first, then kept in your system keyring, never in a file.
window-welcome-connect = Connect to the service

## The connect form (welcome page and "Add profile…"). The base URL's example
## (https://your-service-host) is not translated.

window-connect-name = Profile name
    .hint = e.g. Work
window-connect-base-url = Base URL
window-connect-key = API key
    .hint = kept in your system keyring
window-connect-verify = Verify and save
    .hint = Fill in the name, the address and the key
window-connect-cancel = Cancel
window-connect-checking = Checking the key with the service…
# Followed by the keyring's reason, on its own line.
window-connect-keyring-failed = The key works, but it could not be saved in the system keyring:
window-connect-keyring-session = You can still use it now; GenDesk then forgets it when it closes, and you enter it again next time.
window-connect-session-only = Use for this session only

## The strip under the top bar while the service cannot be reached.

# $since is a time of day, already written ("14:03:27").
window-offline-since = Offline since { $since }
window-offline-text = GenDesk cannot reach the service. Status checks and downloads wait and go on by themselves when it answers; nothing is lost or sent twice. If it lasts, check this computer's connection and the Network settings.

## Opening a profile's engine: why it cannot start or take a request.

# $error is the system's reason, in English.
window-engine-worker-failed = GenDesk could not start its background worker ({ $error }). Close some programs and try again.
window-engine-busy = GenDesk is still busy with earlier requests; try again in a moment.
# $profile is the profile's name.
window-engine-still-opening = The profile “{ $profile }” is still opening; try again in a moment.
window-engine-no-profile = Open a profile first.
# $error says what is wrong with the address.
window-engine-bad-address = The profile's service address is not usable: { $error }. Remove the profile and add it again with a correct address.
# $profile is the profile's name; “Enter the API key again” is the button offered beside this message.
window-engine-no-key = No API key is saved for “{ $profile }” (it may have been kept for one session only). Choose “Enter the API key again”.
# $reason is why, without a final full stop.
window-engine-open-failed = The profile could not be opened: { $reason }.

## The spending limit's question before a submission that would pass it.

window-over-limit-title = Over your spending limit
# $count is how many other submissions wait behind this one.
window-over-limit-more = { $count ->
    [one] { $count } more submission waits for an answer after this one.
   *[other] { $count } more submissions wait for an answer after this one.
}
window-over-limit-send = Send anyway
    .hint = Send it once, as it is; the limit stays
window-over-limit-drop = Don't send
    .hint = Nothing is sent or charged; the form keeps what you typed
window-over-limit-where = The limit is set per profile in Settings, under Spending limit.
