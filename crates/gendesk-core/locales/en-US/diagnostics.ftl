# "Export diagnostics…" and `gendesk diagnostics`: one zip for a bug report, with no secret in it (diagnostics/).

# The one line shown once the file is written. $file is its path, $size its size ("1.5 MiB"); $logs, $crashes and $settings count log files, crash reports and settings files in it; $history is one of the diagnostics-history-* messages below.
diagnostics-saved = Saved { $file } ({ $size }): { $logs ->
        [one] one log file
       *[other] { $logs } log files
    }, { $crashes ->
        [one] one crash report
       *[other] { $crashes } crash reports
    }, { $settings ->
        [one] one settings file
       *[other] { $settings } settings files
    } and { $history }. Keys, passwords and result links are left out.
diagnostics-history-none = no history
diagnostics-history-unreadable = the history, which could not be read (see about.txt)
diagnostics-history-counts = the history’s counts (without prompts)
# $prompts is how many tasks' prompts are included.
diagnostics-history-prompts = the history’s counts with the prompts of { $prompts ->
        [one] the last task
       *[other] the last { $prompts } tasks
    }
# Why a diagnostics file is not read back; $limit is a size ("512 MiB").
diagnostics-too-large = it unpacks to more than { $limit }

# $path is what was given; $example the same with a file name added.
err-diagnostics-is-a-folder = { $path } is a folder; give a file name for the diagnostics, such as { $example }
err-diagnostics-no-folder = the folder { $folder } does not exist; save the diagnostics in an existing folder
# $reason is what the system said, often in English.
err-diagnostics-write = the diagnostics file { $path } could not be written: { $reason }; check that the folder is writable and the disk has room, then try again
err-diagnostics-read = the diagnostics file { $path } could not be read: { $reason }
