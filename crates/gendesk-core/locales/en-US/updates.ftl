# Updates of GenDesk and of the model catalogue: the bar, About and the Settings section.
# $version is a version number ("1.4.0"); $running the one running now.

## About

update-about = About GenDesk
update-about-tagline = A desktop client for the Asynchronous Generation Service.
update-about-distribution = This build was made for a distribution package: GenDesk does not update itself; the package manager brings new versions.
update-about-automatic = GenDesk checks for a new version when it starts, at most once a day (Settings › Updates).
update-about-manual = Automatic update checks are off (Settings › Updates).
update-about-feed = Update feed: { $url }
update-about-data-folder = Open the data folder
update-about-settings-folder = Open the settings folder
# The About window's facts (about.rs); $commit is a code, $day the build's day (YYYY-MM-DD).
update-about-build = Build
update-about-build-value = commit { $commit }, { $day }
update-about-renderer = Renderer
update-about-system = System
update-about-data = Data folder
update-about-copy = Copy these facts
    .hint = For a bug report: version, commit, renderer, system and data folder
update-about-copied = The facts about this GenDesk were copied.
update-about-licences = Third-party licences

## The announcement bar

update-failed = GenDesk { $version } could not be installed:
update-try-again = Try again
update-later = Later
    .hint = Hide this until GenDesk starts again
update-available = GenDesk { $version } is available (this is { $running }).
update-required = This version is too old to keep using with the service.
update-update = Update
    .hint = Download, check and install it
update-download = Download
update-skip = Skip this version
    .hint = Say nothing more about this version
update-notes-show = What's new
update-notes-hide = Hide what's new
# $done and $total are sizes already formatted ("12 MB").
update-downloading = Downloading GenDesk { $version }: { $done }
update-downloading-of = Downloading GenDesk { $version }: { $done } of { $total }
update-cancel = Cancel
update-installed = GenDesk { $version } is installed. Restart GenDesk to use it.
update-restart = Restart now
update-installer-running = The GenDesk { $version } installer is running; GenDesk closes and starts again when it is done.
update-downloaded = GenDesk { $version } is downloaded and verified.
update-open-package = Open package
update-show-in-folder = Show in folder

## Settings → Updates

update-settings = Updates
update-settings-distribution = GenDesk { $version } was built for a distribution package: its package manager brings new versions.
# $error says what is wrong with the file.
update-settings-broken = The update settings cannot be changed until this is fixed: { $error }
update-settings-reading = Reading the update settings…
update-automatic = Check for a new version when GenDesk starts (at most once a day)
    .hint = A plain download of the project's update feed: nothing about you or this computer is sent
update-feed = Feed
    .hint = Empty: the project's feed. An organisation may use its own mirror of it.
update-check-now = Check now
update-checking = Checking…
update-this-is = This is GenDesk { $version }.
update-never-checked = Not checked yet.
update-checked-now = Last checked just now.
update-checked-minutes = { $count ->
        [one] Last checked { $count } minute ago.
       *[other] Last checked { $count } minutes ago.
    }
update-checked-hours = { $count ->
        [one] Last checked { $count } hour ago.
       *[other] Last checked { $count } hours ago.
    }
update-checked-days = { $count ->
        [one] Last checked { $count } day ago.
       *[other] Last checked { $count } days ago.
    }

## Notices

update-not-saved = The update settings were not saved: { $error }
update-check-failed = The check failed: { $error }
update-up-to-date = GenDesk { $version } is up to date.
update-is-available = GenDesk { $version } is available.
update-download-stopped = The update download was stopped; Update continues where it stopped.
update-catalogue = The model catalogue was updated.
# $model is a model's code.
update-catalogue-one = The model catalogue was updated: a new model, { $model }.
# $count (2 or more) new models, $models their codes.
update-catalogue-many = The model catalogue was updated: { $count } new models ({ $models }).

# The kinds of package an update feed offers (named in update errors).
update-kind-windows-installer = Windows installer

update-kind-linux-tar-gz = Linux tar.gz

update-kind-deb = Debian package (.deb)

update-kind-macos-dmg = macOS disk image (.dmg)
