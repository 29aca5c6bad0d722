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

## The keyboard shortcuts overview (F1 or Ctrl+/). Key names (Ctrl, Cmd, Tab…) are not translated.

keys-title = Keyboard shortcuts
keys-everywhere = Everywhere
keys-overview = Show or hide this list
# $view is a view's name from the top bar (nav-…).
keys-go-to = Go to { $view }
keys-zoom = Larger or smaller interface
keys-zoom-reset = Interface back to 100 %
keys-focus = Next or previous control (the focused one is outlined)
keys-press = Press the focused button, tick the focused box
keys-escape = Close the window or panel on top
keys-submit = Submit the task
keys-recent-prompts = Move through recent prompts (in their list), Enter puts one in the form
keys-viewing = Results, pictures and players
keys-previous-next = Previous or next result in the picture viewer
keys-play-pause = Play or pause the focused player

## Settings → Appearance: the reading size (kept here, beside the interface size's shortcuts).

settings-reading-size = Prompt and result text
    .hint = The size of prompts, in the form and wherever a task shows its prompt or text result; on top of the interface size

# The window title (screen readers say it; the taskbar shows it). $view is a view's name (nav-…).
top-window-title = { $view } — GenDesk

## Previews in lists, as screen readers name them (the row around them names the task).

thumb-picture = Thumbnail of the picture
thumb-video = The video's first picture
thumb-sound = The sound's waveform

# No way of drawing the window started; $tried lists what was tried ("wgpu on Vulkan, wgpu on OpenGL"). No full stop: one is added.
app-no-renderer = GenDesk could not open its window: none of the ways it can draw it started on this computer (it tried { $tried }). Updating the graphics driver usually helps; in a virtual machine or over remote desktop, turning on its 3D acceleration does

# Shown once at the start after GenDesk crashed (crash_notice.rs). $count is how many reports were found.
crash-title = GenDesk closed unexpectedly

crash-saved = A report of what happened was saved. It holds no keys or secrets: attach it when you report the problem. Your tasks and downloads are kept and continue now.

crash-more =
    { $count ->
        [one] { $count } report since the last start; the newest:
       *[other] { $count } reports since the last start; the newest:
    }

crash-open-report = Open the report

crash-show-in-folder = Show in folder

crash-close = Close

# The Help menu at the right of the top bar (help_menu.rs).
help-menu = Help
help-shortcuts = Keyboard shortcuts
    .hint = Every shortcut of the window (F1)
help-about = About GenDesk
help-diagnostics = Export diagnostics…
    .hint = One zip for a bug report: logs, crash reports, settings and the history's counts, with every key, password and result link removed
help-diagnostics-prompts = Include my last prompts
    .hint = Adds the last 50 tasks' model, state and prompt to the diagnostics
help-diagnostics-dialog = Export diagnostics
help-diagnostics-instead = run `gendesk diagnostics FILE.zip` in a terminal instead
help-diagnostics-nothing = No diagnostics were exported.
help-data-folder = Open the data folder
help-log = Open the log
help-crash-reports = Open the crash reports
help-detailed-log = Detailed log until GenDesk restarts
    .hint = Writes much more to the log, to find out what goes wrong; back to normal at the next start

# Help → User guide and Report a problem (help_menu.rs, help_links.rs). The body fills the issue form.
help-guide = User guide
    .hint = The guide installed with GenDesk, or the one online
help-report = Report a problem…
    .hint = Opens the project's issue form with this GenDesk's version and system filled in; attach the file from Export diagnostics…
help-report-opened = The issue form opened in your browser.
help-report-body =
    What happened, and what did you expect?


    If you can, attach the file from Help → Export diagnostics… (it holds no key or secret).

## A portable GenDesk's first page (unlock.rs, app/unlock_actions.rs). $folder is the data folder beside GenDesk.
unlock-title = Portable GenDesk
unlock-intro-existing = This GenDesk keeps everything beside it, in { $folder }. Its keys are kept there too, encrypted: type their passphrase to open them.
unlock-intro-new = This GenDesk keeps everything beside it, in { $folder }, so the whole folder can move to another computer. Choose a passphrase to encrypt the keys you add there; GenDesk asks for it at each start.
unlock-passphrase = Passphrase
unlock-again = Again
unlock-open = Open
unlock-create = Encrypt the keys with this passphrase
unlock-opening = Opening the keys…
unlock-differs = The two passphrases differ.
unlock-keyring = Keep the keys in this computer's keyring instead
    .hint = They then stay on this computer when the folder moves; the portable marker remembers the choice
unlock-without = Continue without keys
    .hint = The offline sandbox works; keys typed now are kept until GenDesk closes
unlock-forgot = Forgot the passphrase? Remove keys.age and keys.identity.age from the data folder to start again without the keys; your history and settings stay.
unlock-session-reason = the portable keys beside GenDesk were not opened in this run
