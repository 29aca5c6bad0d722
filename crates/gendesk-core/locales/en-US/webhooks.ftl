# Webhooks: signing secrets, the local receiver, deliveries and their checks.

## The view's tabs

hook-tab-setup = Secret and receiver
hook-tab-deliveries = Deliveries
# $count deliveries received since GenDesk started.
hook-seen-tab = { $count } received in this session

## The signing secret ($version is the secret's version number)

hook-secret-title = Signing secret
hook-secret-explained = The service signs every batch webhook with this secret (HMAC-SHA256 over the raw body). GenDesk checks each delivery with it before trusting it.
hook-versions-kept = Versions GenDesk keeps (in the system keyring) to verify deliveries:
hook-version-current = Version { $version }: current
# $until is a day and time.
hook-version-grace = Version { $version }: still accepted until { $until } (batches accepted before the rotation)
hook-version-expired = Version { $version }: no longer signs
# $at is a day and time.
hook-version-revoked = Version { $version }: revoked at { $at }
hook-secret-revoked = The signing secrets were revoked: outstanding webhook deliveries are suppressed. Fetching the secret again issues a new version, and batches accepted from then on are signed with it.
hook-secret-issue = Issue a new secret
hook-secret-reading = Reading the signing secret…
hook-secret-ask-again = Ask again
hook-secret-version-label = Version
hook-secret-version = Version { $version }
hook-secret-label = Secret
hook-secret-hide = Hide
hook-secret-reveal = Reveal
hook-secret-copy = Copy
    .hint = Copies the secret to the clipboard
hook-secret-copied = The signing secret (version { $version }) was copied.
hook-secret-rotate = Rotate…
hook-secret-revoke = Revoke…
hook-rotate-explained = A new secret signs the batches accepted from now on. Batches already accepted keep the current secret for 7 days; GenDesk keeps accepting both while any batch of the old version can still deliver, so nothing you receive here breaks. Update your own receivers with the new secret.
hook-rotate-confirm = Rotate the secret
hook-revoke-explained = Revoking stops every outstanding webhook delivery (they are suppressed, not sent later). To receive webhooks again, fetch the secret: the service issues a new version for the batches accepted after that.
hook-revoke-confirm = Revoke the secrets
hook-cancel = Cancel
    .hint = Cancel (Esc)

## The local receiver

hook-receiver-title = Local receiver
hook-receiver-on = Receive webhooks and callbacks on this computer
    .hint = An HTTP server on 127.0.0.1 only: nothing outside this computer can reach it unless you run a tunnel to it
hook-receiver-starting = Starting…
hook-receiver-off = Off. Turn it on to see every webhook and callback, verified, as it arrives.
hook-receiver-listening = Listening on 127.0.0.1, port { $port }.
hook-receiver-sandbox = The offline sandbox's callback mode and batches use these URLs by default.
hook-receiver-tunnel = Through your tunnel (the Webhook receiver section of Settings); the compose and batch forms use these:
hook-receiver-forward = Your tunnel must forward to http://127.0.0.1:{ $port }.
hook-receiver-needs-tunnel = The service only calls public HTTPS addresses. Run a tunnel to this port (see the README) and enter its public URL in the Webhook receiver section of Settings; the forms then use it.
hook-url-webhooks = Batch webhooks
    .copied = The batch webhooks URL was copied.
hook-url-callbacks = Callbacks
    .copied = The callbacks URL was copied.
hook-url-local-webhooks = Local webhooks
    .copied = The local webhooks URL was copied.
hook-url-local-callbacks = Local callbacks
    .copied = The local callbacks URL was copied.
hook-copy = Copy
hook-seen-session = { $count } deliveries received in this session.

## The delivery inspector

hook-filter-any = Any verdict
hook-filter-verified = Verified
hook-filter-refused = Refused
hook-filter-duplicates = Duplicates
hook-filter-callbacks = Callbacks
hook-reading = Reading deliveries…
# $shown of $total deliveries are listed.
hook-newest-of = The newest { $shown } of { $total } deliveries; narrow the filter to see older ones.
hook-count = { $count ->
        [one] { $count } delivery.
       *[other] { $count } deliveries.
    }
hook-gone = This delivery is no longer kept (only the newest are kept; see Settings).
hook-select = Select a delivery on the left to see its request, body and verdict.
hook-show = Show
hook-show-all = Webhooks and callbacks
hook-show-webhooks = Batch webhooks
hook-show-callbacks = Callbacks
hook-verdict = Verdict
hook-batch-filter = Batch id
    .name = Batch id filter
hook-search = Search ids, reasons…
    .name = Search deliveries
hook-clear-filters = Clear filters
hook-no-match = No delivery matches these filters.
hook-empty-listening = No deliveries yet. Send a batch with the receiver's webhook URL, or a task in callback mode, and each delivery appears here as it arrives.
hook-empty-off = No deliveries yet. Turn the receiver on above to receive webhooks and callbacks.
hook-row-duplicate = duplicate
hook-row-attempt = attempt { $attempt }
# A row's name for screen readers: its verdict, kind and event or task ID.
hook-row-name = { $verdict } { $kind } { $id }
# $id is a task, batch or item ID.
hook-row-task = task { $id }
hook-row-batch = batch { $id }
hook-row-item = item { $id }
hook-bytes = { $count } bytes
hook-kind-webhook = Batch webhook
hook-kind-callback = Callback
hook-verdict-verified = Verified
hook-verdict-duplicate = Duplicate
hook-verdict-missing-header = Missing header
hook-verdict-malformed = Malformed
hook-verdict-wrong-scheme = Wrong scheme
hook-verdict-mismatch = Bad signature
hook-verdict-stale = Too old
hook-verdict-future = From the future
hook-verdict-no-secret = No secret
hook-verdict-callback = Unsigned callback
hook-verdict-unreadable = Unreadable
# $error is the reason from the system (English).
hook-reader-failed = The delivery list could not start its reader ({ $error }). Close some programs and reopen the profile.
hook-read-failed = The deliveries could not be read: { $error }.
hook-read-one-failed = The delivery could not be read: { $error }.

## One delivery

hook-kind-single-callback = Single-task callback
# $time is a clock time.
hook-received-at = received { $time }
# $attempt is 2 or more.
hook-attempt-of-event = · delivery { $attempt } of this event
hook-what-done = What GenDesk did:
hook-copy-body = Copy body
hook-copy-headers = Copy headers
hook-copied-body = The delivery's body was copied.
hook-copied-headers = The delivery's headers were copied.
hook-copied-curl = The delivery's curl command was copied.
hook-replay-to = Replay to
hook-copy-curl = Copy as curl
    .hint = A shell command that sends exactly these bytes and headers to the URL, e.g. your own server under development
hook-request = Request
hook-body = Body
hook-body-not-utf8 = not valid UTF-8: shown with replacement marks for the bad bytes (Copy as curl keeps them)
hook-body-first-kib = (first { $kib } KiB shown)
hook-as-received = As received
hook-pretty-json = Pretty-printed JSON
hook-as-received-not-json = As received (not JSON)
hook-signature-check = Signature check
hook-signed-string = Signed string ({"{eventId}.{timestamp}.{"}raw body{"}"}):
hook-no-signed-string = No signed string: the event id or timestamp header is missing.
hook-signature-received = Received
hook-signature-none = (none)
hook-signature-expected = Expected
hook-signature-not-computed = (not computed: no current secret, or the headers were unusable)
hook-secret-version-row = Secret version
